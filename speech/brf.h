/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/brf.h: a player's scoresheet as a BRF file (braille-ready format,
 * what embossers and braille notetakers read): braille ASCII, lines of at
 * most `width` cells ended by CR LF, pages of `height` lines each ended by
 * a form feed. The first line of every page carries the page number at its
 * right margin, in the table's braille; the text begins on the second line.
 * A line longer than the page is wide breaks at its last blank that fits
 * and goes on two cells in.
 *
 * The sheet, in the profile's words (brf.* keys) and the table's braille
 * (speech/braille.h): a title; the game's Event, Site, Date, Round, White
 * and Black (tags that are set and not "?"); one line per move number with
 * White's and Black's moves in SAN with the profile's piece letters, a
 * draw offer marked (=) after its move (SHEET-5), each mover's clock after
 * his move when clocks are asked and recorded; the result.
 */
#ifndef ANNA_SPEECH_BRF_H
#define ANNA_SPEECH_BRF_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "core/pgn.h"
#include "speech/profile.h"

#define ANNA_BRF_WIDTH 40
#define ANNA_BRF_HEIGHT 25

struct anna_brf_options {
	const struct anna_profile *profile; /* words and piece letters */
	const char *table;   /* liblouis table; NULL: the profile's braille.table */
	unsigned width;      /* cells a line, 0: ANNA_BRF_WIDTH (10..200) */
	unsigned height;     /* lines a page, 0: ANNA_BRF_HEIGHT (5..100) */
	bool clocks;         /* each mover's clock after his move */
};

/*
 * Writes the BRF of pg's scoresheet into a malloc'ed *out (NUL-terminated,
 * *len bytes without the NUL). Returns ANNA_OK, or a status with *err:
 * ANNA_E_RANGE (width, height), ANNA_E_NOTFOUND (the table),
 * ANNA_E_NOMEM, ANNA_E_UNSUPPORTED (built without liblouis).
 */
enum anna_status anna_brf_scoresheet(const struct anna_pgn_game *pg,
				     const struct anna_brf_options *opt, char **out, size_t *len,
				     struct anna_error *err);

#endif
