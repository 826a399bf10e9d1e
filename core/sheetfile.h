/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/sheetfile.h: a scoresheet written as text (docs/arbiter.md), split
 * into its entries with the line and column of each, and entered into a
 * core/scoresheet.h sheet.
 *
 * The text: moves separated by blanks or line ends, one a line or several;
 * move numbers "12." and "12..." are optional and, when given, must count
 * up by one from the first ("N..." repeats N); "(=)" after a move (or
 * against it, "Nf3(=)") marks a draw offer (SHEET-5); "?" stands for an
 * entry nobody can read; a result (1-0, 0-1, 1/2-1/2, *) ends the sheet;
 * ";" begins a comment to the end of the line, and so does "#" as the
 * first character of a line; a lone "+", "++", "#", "e.p." or "ep" belongs
 * to the move before it ("exd6 e.p."). UTF-8 (figurines are fine).
 *
 * Pure: no I/O. The token array is owned (anna_sheetfile_fini frees it).
 */
#ifndef ANNA_CORE_SHEETFILE_H
#define ANNA_CORE_SHEETFILE_H

#include <stddef.h>

#include "core/error.h"
#include "core/notation.h"
#include "core/scoresheet.h"

struct anna_sheetfile_entry {
	char text[ANNA_SHEET_TEXT];  /* as written, "(=)" appended for an offer */
	unsigned line, column;       /* 1-based, column in characters */
};

struct anna_sheetfile {
	struct anna_sheetfile_entry *entries;
	size_t count, capacity;
};

void anna_sheetfile_init(struct anna_sheetfile *f);
void anna_sheetfile_fini(struct anna_sheetfile *f); /* NULL is fine */

/*
 * Splits text (len bytes) into entries, appended to f. On error err has the
 * message, line and column, and f keeps the entries before it.
 *   ANNA_E_SYNTAX sheetfile.move_number (found, expected)
 *   ANNA_E_SYNTAX sheetfile.dangling (token): "(=)", "+" or "e.p." with no
 *                 readable move before it
 *   ANNA_E_SYNTAX sheetfile.after_result (token)
 *   ANNA_E_SYNTAX sheetfile.binary: a NUL byte or invalid UTF-8
 *   ANNA_E_RANGE  sheetfile.too_long (token): longer than a sheet entry
 *   ANNA_E_NOMEM  sheetfile.nomem
 */
enum anna_status anna_sheetfile_parse(struct anna_sheetfile *f, const char *text,
				      size_t len, struct anna_error *err);

/*
 * Enters every entry into sheet (anna_scoresheet_enter, letters NULL =
 * English); flagged entries stay flagged, never guessed. Only
 * ANNA_E_NOMEM stops it.
 */
enum anna_status anna_sheetfile_enter(const struct anna_sheetfile *f,
				      struct anna_scoresheet *sheet,
				      const struct anna_letters *letters,
				      struct anna_error *err);

/*
 * The built-in letter set (en, de, figurine) in which the entries read as
 * legal moves from start the furthest; en on a tie (FIDE's own,
 * SHEET-12). ANNA_E_NOMEM.
 */
enum anna_status anna_sheetfile_letters(const struct anna_sheetfile *f,
					const struct anna_position *start,
					enum anna_letter_set *set,
					struct anna_error *err);

#endif
