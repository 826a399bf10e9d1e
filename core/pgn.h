/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/pgn.h: Portable Game Notation, read from a buffer and written to one.
 *
 * A game read from PGN is a game record (core/game.h: moves, per-ply clock
 * readings from [%clk] comments, draw offers, the result) plus its tags and
 * its annotations (comments and NAGs after each ply). Variations are parsed
 * (brackets, comments and nesting checked) and skipped: only the main line
 * is kept.
 *
 * Reading: anna_pgn_reader_init() over a caller's buffer (core/ does no
 * file I/O), then anna_pgn_read() game by game. A damaged game is reported
 * with the line and column of the damage and skipped, so a caller gets
 * every good game and an error for each damaged one.
 *
 * Writing: PGN export format. The seven-tag roster first, in its order
 * (missing tags as "?", Date "????.??.??"), then SetUp and FEN when the
 * game does not start from the initial position, TimeControl, and the
 * other tags in ASCII order of name; movetext in SAN with move numbers,
 * NAGs as $n, comments in braces, clock readings as [%clk h:mm:ss], a draw
 * offer (SHEET-5) as (=) in the comment after the move; no line longer than
 * 79 characters.
 */
#ifndef ANNA_CORE_PGN_H
#define ANNA_CORE_PGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/game.h"

/* The longest PGN export line. */
#define ANNA_PGN_LINE_MAX 79
/* At most this many NAGs are kept per ply (more are read and dropped). */
#define ANNA_PGN_NAGS 4

struct anna_pgn_tag {
	char *name;
	char *value;
};

/* What stands after a ply (or, at index 0, before the first move). */
struct anna_pgn_note {
	char *comment;             /* NULL if none; whitespace collapsed */
	uint8_t nags[ANNA_PGN_NAGS];
	uint8_t n_nags;
};

struct anna_pgn_game {
	struct anna_game game;     /* moves, clocks, draw offers, result */
	struct anna_pgn_tag *tags; /* other than Result, SetUp and FEN, which
				    * come from game */
	size_t n_tags;
	size_t tags_cap;
	struct anna_pgn_note *notes; /* notes_len entries, index = plies
				      * played before it; may be shorter
				      * than game.count + 1 */
	size_t notes_len;
	size_t notes_cap;
};

/* An empty game from the standard start position. Allocates nothing.
 * ANNA_E_INVALID for an edition that is not one of the three (the game is
 * then empty under 2017, so fini is still safe). */
enum anna_status anna_pgn_game_init(struct anna_pgn_game *pg, enum anna_edition edition);
/* Frees everything; NULL is a no-op. The game is empty afterwards. */
void anna_pgn_game_fini(struct anna_pgn_game *pg);

/* Replaces pg's game record with a copy of *game (a scoresheet export:
 * the session's record with its clocks and draw offers); notes after the
 * last ply of the new record are dropped. ANNA_E_NOMEM leaves pg as it
 * was. */
enum anna_status anna_pgn_game_set_record(struct anna_pgn_game *pg,
					  const struct anna_game *game);

/* Sets (replaces) a tag. The name must be a PGN symbol (letters, digits,
 * "_", starting with a letter or digit; ANNA_E_INVALID otherwise); Result,
 * SetUp and FEN are refused (ANNA_E_INVALID): they come from the game.
 * ANNA_E_NOMEM. */
enum anna_status anna_pgn_tag_set(struct anna_pgn_game *pg, const char *name,
				  const char *value);
/* The value of a tag, or NULL. */
const char *anna_pgn_tag_get(const struct anna_pgn_game *pg, const char *name);

/* Sets the comment after ply i (0 = before the first move; i <= plies
 * played). Whitespace is collapsed; "}" cannot be written in a PGN comment
 * and is refused (ANNA_E_INVALID). NULL or "" removes it. */
enum anna_status anna_pgn_comment_set(struct anna_pgn_game *pg, size_t i,
				      const char *text);
/* Adds a NAG (0..255) after ply i. ANNA_E_RANGE past ANNA_PGN_NAGS. */
enum anna_status anna_pgn_nag_add(struct anna_pgn_game *pg, size_t i, unsigned nag);
/* The note after ply i, or NULL if there is none. */
const struct anna_pgn_note *anna_pgn_note(const struct anna_pgn_game *pg, size_t i);

struct anna_pgn_reader {
	const char *buf;
	size_t len;
	size_t pos;                /* byte offset of the next character */
	unsigned line;             /* 1-based, of buf[pos] */
	unsigned column;           /* 1-based, in characters */
	bool line_blank;           /* nothing but blanks before pos on its line */
	enum anna_edition edition; /* for the games read */
	unsigned games;            /* games started so far, good or damaged */
};

/* Reads games from buf[0..len) (not necessarily NUL-terminated; the
 * reader keeps a pointer to it). */
void anna_pgn_reader_init(struct anna_pgn_reader *r, const char *buf, size_t len,
			  enum anna_edition edition);

/*
 * Reads the next game into *pg (not initialised; the caller finis it after
 * ANNA_OK). Returns ANNA_OK, ANNA_E_NOTFOUND when there is no further game
 * (only blank lines, comments or escape lines left), or the error of a
 * damaged game with err->line and err->column: a PGN message (pgn.*), a
 * move the notation reader refused (notation.*), a FEN tag fen.* refused,
 * or game.no_memory. After an error *pg holds nothing (no fini needed) and
 * the reader has skipped to the next game, so calling again continues.
 * A reader made with an invalid edition gives ANNA_E_INVALID
 * (game.edition) at once and reads nothing. Control characters after the
 * last game (with nothing but blanks among them) are no game:
 * ANNA_E_SYNTAX, pgn.trailing_control (the first such byte as 0xNN, its
 * byte offset), r->games unchanged, and the next call gives NOTFOUND.
 */
enum anna_status anna_pgn_read(struct anna_pgn_reader *r, struct anna_pgn_game *pg,
			       struct anna_error *err);

/*
 * Writes pg in export format into buf (size bytes, always terminated when
 * size > 0). Returns the length of the whole text without the NUL, like
 * snprintf: if that is >= size the text was cut; call again with more.
 * The text ends with the result, a newline and a blank line, so written
 * games can be concatenated into one file.
 */
size_t anna_pgn_write(const struct anna_pgn_game *pg, char *buf, size_t size);

#endif
