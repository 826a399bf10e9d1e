/*
 * core/scoresheet.h: a player's scoresheet as written (SHEET-1, VI-11):
 * one entry per ply, in the order written, each kept as its text, never
 * interpreted here. An entry can be flagged (the recorder or the arbiter
 * could not read it, SHEET-6) and can carry a draw offer (SHEET-5, "(=)").
 * Reading entries as moves is the caller's business (core/notation.h,
 * core/reconcile.h): a scoresheet may be wrong, and what it says must
 * survive as it was written.
 *
 * Ownership: anna_scoresheet_init() allocates nothing,
 * anna_scoresheet_append() grows the entry array (not a hot path),
 * anna_scoresheet_fini() frees it.
 *
 * Text form (anna_scoresheet_parse; docs/arbiter.md): moves separated by
 * blanks or line ends, one a line or several; move numbers "12." and
 * "12..." are optional and checked; "(=)" after a move marks a draw offer;
 * "?" stands for an entry that cannot be read; a result (1-0, 0-1,
 * 1/2-1/2, *) ends the sheet; ";" begins a comment to the end of the
 * line, and so does "#" as the first character of a line; a lone "+",
 * "++", "#", "e.p." or "ep" belongs to the move before it ("exd6 e.p.").
 * Move numbers must count up by one from the first ("N..." repeats N).
 */
#ifndef ANNA_CORE_SCORESHEET_H
#define ANNA_CORE_SCORESHEET_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

/* Bytes for one entry's text with its NUL. */
#define ANNA_SCORESHEET_TEXT 48

enum anna_scoresheet_flag {
	ANNA_SHEET_UNREADABLE = 1 << 0, /* written, but nobody can read it */
	ANNA_SHEET_DRAW_OFFER = 1 << 1, /* SHEET-5: (=) beside the move */
};

struct anna_scoresheet_entry {
	char text[ANNA_SCORESHEET_TEXT]; /* as written, "" if unreadable */
	unsigned flags;                  /* enum anna_scoresheet_flag bits */
	unsigned line, column;           /* where it was read, 0 if not
					  * from a text */
};

struct anna_scoresheet {
	struct anna_scoresheet_entry *entries;
	size_t count;
	size_t capacity;
};

void anna_scoresheet_init(struct anna_scoresheet *sheet);
/* Frees the entries; the sheet is empty and reusable. NULL is fine. */
void anna_scoresheet_fini(struct anna_scoresheet *sheet);

/*
 * Appends an entry. ANNA_E_RANGE (scoresheet.too_long, the text) if text
 * does not fit ANNA_SCORESHEET_TEXT, ANNA_E_NOMEM (scoresheet.nomem).
 * The sheet is unchanged on failure.
 */
enum anna_status anna_scoresheet_append(struct anna_scoresheet *sheet,
					const char *text, unsigned flags,
					unsigned line, unsigned column,
					struct anna_error *err);

/*
 * Appends the entries of a text (the form above; len bytes, no NUL
 * needed). On error err has the message, line and column (1-based, in
 * characters) and the sheet keeps the entries read before it.
 *   ANNA_E_SYNTAX   scoresheet.move_number (found, expected)
 *   ANNA_E_SYNTAX   scoresheet.dangling (text): "(=)", "+" or "e.p." with
 *                   no readable move before it
 *   ANNA_E_SYNTAX   scoresheet.after_result (text): moves after a result
 *   ANNA_E_SYNTAX   scoresheet.binary: a NUL byte or invalid UTF-8
 *   ANNA_E_RANGE    scoresheet.too_long (text)
 *   ANNA_E_NOMEM    scoresheet.nomem
 */
enum anna_status anna_scoresheet_parse(struct anna_scoresheet *sheet,
				       const char *text, size_t len,
				       struct anna_error *err);

#endif
