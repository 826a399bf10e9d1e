/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/boardmap.h: which evdev key code belongs to which square of a
 * peg-hole sensor board.
 *
 * The default map (docs/sensor-board.md) gives square i (a1 = 0, ..., h8 = 63) the
 * code 0x2c0 + i (BTN_TRIGGER_HAPPY1 upward). Other boards bring a map
 * file (data/boardmaps/<name>.map), made by hand or by learn mode
 * (board-io/learn.h). The format, one entry a line:
 *
 *     # a comment; blank lines are ignored
 *     a1 0x2c0        square, then its key code (decimal or 0x hex)
 *     b1 705
 *
 * Every one of the 64 squares appears exactly once and no code is used
 * twice; codes are key codes (0..KEY_MAX). Any other line rejects the
 * file with its name and line number (messages board.map_*).
 */
#ifndef ANNA_BOARDIO_BOARDMAP_H
#define ANNA_BOARDIO_BOARDMAP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <linux/input.h>

#include "core/error.h"

#define ANNA_BOARDMAP_FIRST_CODE 0x2c0 /* BTN_TRIGGER_HAPPY1 */
#define ANNA_BOARDMAP_CODES (KEY_MAX + 1)

struct anna_boardmap {
	uint8_t square[ANNA_BOARDMAP_CODES]; /* code -> square, ANNA_NO_SQ if none */
	uint16_t code[64];                    /* square -> code */
};

/* The default map of docs/sensor-board.md. */
void anna_boardmap_default(struct anna_boardmap *map);

/*
 * Builds a map from the text of a map file (len bytes, need not end in a
 * NUL). name is the file's name for the messages (args[0] of every
 * board.map_* error); err->line is the line at fault. *map is written
 * only on success.
 */
enum anna_status anna_boardmap_parse(struct anna_boardmap *map, const char *name,
				     const char *text, size_t len,
				     struct anna_error *err);

/* Reads and parses the file at path; a file that cannot be read is
 * ANNA_E_NOTFOUND with board.map_open (path, errno name). */
enum anna_status anna_boardmap_load(struct anna_boardmap *map, const char *path,
				    struct anna_error *err);

/* The square of a key code; ANNA_NO_SQ for a code not on the board. */
int anna_boardmap_square(const struct anna_boardmap *map, unsigned code);

/* Writes map in the file format (with a header comment); 0 or -errno. */
int anna_boardmap_write(FILE *f, const struct anna_boardmap *map);

#endif
