/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/dgtrec.h: recordings of a DGT board's serial line, the bytes with
 * their instants, in a text format (docs/dgt.md "Recordings"), so that a
 * session on a DGT board replays through `anna replay` and annad --replay
 * like an evemu recording of a sensor board.
 *
 *   # anna DGT recording 1           the first line, exactly
 *   # any comment                    (anna record writes the board's spec)
 *   <sec>.<usec> < HEX HEX ...       bytes the board sent, read at that
 *                                    instant (usec: exactly six digits)
 *   <sec>.<usec> > HEX ...           bytes anna sent (its requests)
 *
 * Bytes are two-digit hexadecimal, 1 to 64 on a line; instants never go
 * backwards and share the time base of the game's other recordings. The
 * first "<" line of a game is the board's answer to the requests sent at
 * open, so it usually begins with a board dump. Parsing is pure and
 * reports the first problem with its line.
 */
#ifndef ANNA_INPUT_DGTREC_H
#define ANNA_INPUT_DGTREC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/error.h"

#define ANNA_DGTREC_HEADER "# anna DGT recording 1"
#define ANNA_DGTREC_LINE_BYTES 64

struct anna_dgtrec_chunk {
	uint64_t us;
	bool to_board;       /* ">": anna's request; "<": the board's bytes */
	uint8_t n;
	unsigned line;
	uint8_t bytes[ANNA_DGTREC_LINE_BYTES];
};

struct anna_dgtrec {
	size_t n, cap;
	struct anna_dgtrec_chunk *chunks; /* owned */
};

/* Does text begin with the header line? (How a replay tells a DGT
 * recording from an evemu one.) */
bool anna_dgtrec_is(const char *text, size_t len);

/* Does the file at path begin with it? (false if it cannot be read) */
bool anna_dgtrec_file_is(const char *path);

/* Parses len bytes of text into a new recording (*out, the caller frees).
 * On failure *err says what and on which line (dgtrec.*, evemu.time,
 * evemu.backwards, evemu.truncated). */
enum anna_status anna_dgtrec_parse(const char *text, size_t len, struct anna_dgtrec **out,
				   struct anna_error *err);
/* Reads and parses the file at path (evemu.open if it cannot be read). */
enum anna_status anna_dgtrec_load(const char *path, struct anna_dgtrec **out,
				  struct anna_error *err);
void anna_dgtrec_free(struct anna_dgtrec *rec); /* NULL is fine */

/* Writes the header and a comment line (NULL: none). 0 or -EIO. */
int anna_dgtrec_write_header(FILE *f, const char *comment);
/* Writes bytes at us, 64 to a line. 0 or -EIO. */
int anna_dgtrec_write(FILE *f, uint64_t us, bool to_board, const uint8_t *bytes, size_t n);

#endif
