/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/dgtboard.h: a DGT board as one of anna's boards: the bytes of
 * its serial line (board-io/dgt.h) become the pieces on the squares (with
 * the board's orientation, detected from the start position or set) and
 * what the identity inference (board-io/identity.h) makes of them, plus
 * the clock's lever. Pure: bytes and their instants in, what happened out.
 */
#ifndef ANNA_BOARDIO_DGTBOARD_H
#define ANNA_BOARDIO_DGTBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "board-io/dgt.h"
#include "board-io/identity.h"

/* What one byte did. */
enum anna_dgtboard_what {
	ANNA_DGTB_NONE = 0,
	ANNA_DGTB_BOARD,   /* a board dump: the whole board is known (again) */
	ANNA_DGTB_SQUARE,  /* a field update: sq now holds piece (pending the
			    * settle window, anna_identity_deadline()) */
	ANNA_DGTB_LEVER,   /* the clock's lever went the other way: a press */
	ANNA_DGTB_ERROR,   /* garbage, a cut message, a bad length or code */
	ANNA_DGTB_INFO,    /* serial number, version, clock times: kept */
};

struct anna_dgtboard_event {
	enum anna_dgtboard_what what;
	int sq;                     /* SQUARE */
	uint8_t piece;              /* SQUARE (ANNA_DGT_FOREIGN: no chess man) */
	uint8_t was;                /* SQUARE: what stood there before (a piece
				     * there and none now: a lift) */
	enum anna_dgt_status error; /* ERROR */
};

struct anna_dgtboard {
	struct anna_dgt_decoder dec;
	struct anna_identity id;
	enum anna_dgt_orientation setting; /* ANY_WAY: detect */
	enum anna_dgt_orientation orientation; /* in use */
	bool known;                 /* a dump came */
	bool lever_known, right_high;
	char serial[11];
	uint8_t major, minor;
	uint32_t errors;            /* protocol errors since the last dump */
};

/* orientation: NORMAL or ROTATED as set, ANY_WAY to detect it from the
 * start position (until then: NORMAL). settle_ms: identity.h's window. */
void anna_dgtboard_init(struct anna_dgtboard *b, enum anna_dgt_orientation orientation,
			unsigned settle_ms);

/* Starts reading a line afresh (opened again): the decoder and the lever
 * are reset; the pieces stay until the next dump. */
void anna_dgtboard_reopen(struct anna_dgtboard *b);

/* One byte read at now_ms. */
enum anna_dgtboard_what anna_dgtboard_byte(struct anna_dgtboard *b, uint8_t byte, uint64_t now_ms,
					   struct anna_dgtboard_event *ev);

#endif
