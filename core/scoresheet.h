/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/scoresheet.h: a player's scoresheet (SHEET-*, VI-11, VI-13).
 *
 * Two kinds of sheet share one type:
 *   - the VI player's sheet that anna records (VI-11): every ply anna
 *     completes is added as a move (anna_scoresheet_add), with the instant
 *     it was recorded; it is read back on request (anna_scoresheet_write);
 *   - the sighted player's sheet as entered (typed SAN in any letter set,
 *     long algebraic, UCI or ICCF digits): anna_scoresheet_enter() reads each
 *     entry against the position the entries before it produce. An entry
 *     that cannot be read, fits several moves or is illegal is flagged with
 *     its move number and error, never guessed; every entry after it is
 *     UNCHECKED (the position it would be read in is unknown) until the
 *     flagged entry is replaced (anna_scoresheet_replace).
 * A draw offer is the mark (=) beside the move (SHEET-5): typed after the
 * move text, or set with anna_scoresheet_mark_draw_offer().
 *
 * Ownership: anna_scoresheet_init() allocates nothing; entries grow in an
 * owned array (outside any hot path); anna_scoresheet_fini() frees it.
 */
#ifndef ANNA_CORE_SCORESHEET_H
#define ANNA_CORE_SCORESHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/notation.h"
#include "core/position.h"

/* The longest entry text kept (what the player typed). */
#define ANNA_SHEET_TEXT 32

enum anna_sheet_state {
	ANNA_SHEET_OK = 0,        /* a legal move */
	ANNA_SHEET_UNREADABLE,    /* not a move in any notation */
	ANNA_SHEET_AMBIGUOUS,     /* fits several legal moves */
	ANNA_SHEET_ILLEGAL,       /* reads as a move that is not legal here */
	ANNA_SHEET_UNCHECKED,     /* after a flagged entry: not read */
};

enum anna_sheet_flag {
	ANNA_SHEET_DRAW_OFFER = 1, /* SHEET-5: (=) beside the move */
	ANNA_SHEET_CLAIM_MOVE = 2, /* SHEET-2: written before it was played
				    * for a draw claim, locked */
};

struct anna_sheet_entry {
	unsigned ply;             /* 0-based: White's first move is 0 */
	enum anna_sheet_state state;
	uint16_t move;            /* OK: the move */
	unsigned flags;           /* enum anna_sheet_flag bits */
	uint64_t at_ms;           /* when it was recorded or entered */
	char text[ANNA_SHEET_TEXT]; /* as typed ("" when anna recorded it) */
	struct anna_error error;  /* UNREADABLE, AMBIGUOUS, ILLEGAL */
};

struct anna_scoresheet {
	struct anna_position start;
	struct anna_sheet_entry *entries;
	size_t count;
	size_t capacity;
	size_t first_bad;         /* index of the first flagged entry, or count */
};

/* Move number (1-based) of ply index `ply` from a start with `side` to
 * move and full-move number `fullmove`. */
unsigned anna_sheet_move_number(const struct anna_position *start, unsigned ply);

/* An empty sheet from start (NULL = the standard position). */
void anna_scoresheet_init(struct anna_scoresheet *sheet,
			  const struct anna_position *start);
void anna_scoresheet_fini(struct anna_scoresheet *sheet); /* NULL is fine */
/* Drops every entry from index `count` on (a take-back, VI-13 case 2). */
void anna_scoresheet_truncate(struct anna_scoresheet *sheet, size_t count);

/*
 * Appends a move anna recorded (legal in the position the sheet's entries
 * produce): ANNA_E_ILLEGAL if not, ANNA_E_STATE if an earlier entry is
 * flagged, ANNA_E_NOMEM.
 */
enum anna_status anna_scoresheet_add(struct anna_scoresheet *sheet, uint16_t move,
				     unsigned flags, uint64_t at_ms,
				     struct anna_error *err);

/*
 * Appends an entry as typed: text in any notation (anna_notation_read with
 * letters, NULL = English), optionally followed by "(=)" for a draw offer.
 * Returns ANNA_OK when it reads as a legal move; otherwise the entry is
 * still appended, flagged (state and error, *err a copy of the error with
 * err->line = the move number) and the status says why (ANNA_E_SYNTAX,
 * ANNA_E_AMBIGUOUS, ANNA_E_ILLEGAL, ANNA_E_MISSING, ANNA_E_INVALID).
 * After a flagged entry every later one is UNCHECKED (ANNA_E_STATE).
 * ANNA_E_NOMEM: nothing appended.
 */
enum anna_status anna_scoresheet_enter(struct anna_scoresheet *sheet,
				       const char *text,
				       const struct anna_letters *letters,
				       uint64_t at_ms, struct anna_error *err);

/* Replaces entry i's text and reads the entries from i on again (a player
 * corrects his sheet). Errors as anna_scoresheet_enter, for entry i. */
enum anna_status anna_scoresheet_replace(struct anna_scoresheet *sheet, size_t i,
					 const char *text,
					 const struct anna_letters *letters,
					 struct anna_error *err);

/* SHEET-5: marks (=) on entry i. ANNA_E_RANGE if there is none. */
enum anna_status anna_scoresheet_mark_draw_offer(struct anna_scoresheet *sheet,
						 size_t i);

size_t anna_scoresheet_count(const struct anna_scoresheet *sheet);
const struct anna_sheet_entry *anna_scoresheet_entry(const struct anna_scoresheet *sheet,
						     size_t i);
/* The index of the first flagged entry, or count if every entry is OK. */
size_t anna_scoresheet_first_problem(const struct anna_scoresheet *sheet);

/* The position before entry i (i == count: after the last), for i up to
 * the first flagged entry. ANNA_E_RANGE beyond it. */
enum anna_status anna_scoresheet_position(const struct anna_scoresheet *sheet,
					  size_t i, struct anna_position *out);

/*
 * VI-13 case 2: how many leading entries the two sheets share (the same
 * legal moves, both OK).
 */
size_t anna_scoresheet_common_prefix(const struct anna_scoresheet *a,
				     const struct anna_scoresheet *b);

/*
 * Writes entry i as SAN with letters (NULL = English) and flags
 * (core/notation.h), "(=)" appended for a draw offer; a flagged entry is
 * written as it was typed. Like snprintf's return; negative status on
 * ANNA_E_RANGE.
 */
int anna_scoresheet_write(const struct anna_scoresheet *sheet, size_t i,
			  const struct anna_letters *letters, unsigned flags,
			  char *buf, size_t size);

#endif
