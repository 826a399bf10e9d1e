/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/evidence.h: the touch evidence of one move on the sensor board,
 * kept for the arbiter.
 *
 * VI-6: on the VI board a piece counts as touched once its peg has left
 * the hole. Every lift and every seat is recorded in order with its time,
 * square and the piece anna believes it was, and each lift of a piece from
 * its square in the game position says whether it created a touch-move
 * obligation (TCH-3, TCH-6): an own piece that has a legal move must be
 * moved, an opponent's piece that can be captured must be captured. The
 * arbiter decides; anna only keeps the record (ED-2 in docs/rules.md).
 */
#ifndef ANNA_BOARDIO_EVIDENCE_H
#define ANNA_BOARDIO_EVIDENCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ANNA_EVIDENCE_MAX 256

enum anna_touch {
	ANNA_TOUCH_NONE,            /* a seat, or a lift that adds nothing */
	ANNA_TOUCH_OWN_MOVABLE,     /* own piece with a legal move: must move it */
	ANNA_TOUCH_OWN_IMMOVABLE,   /* own piece without a legal move (TCH-6) */
	ANNA_TOUCH_ENEMY_CAPTURABLE,/* opponent's piece that can be captured */
	ANNA_TOUCH_ENEMY_SAFE,      /* opponent's piece that cannot be captured */
	ANNA_TOUCH_AGAIN,           /* a piece lifted again (already touched or
				     * moved this turn): no new obligation */
	ANNA_TOUCH_EXECUTING,       /* carrying out the opponent's move */
	ANNA_TOUCH_UNKNOWN,         /* a peg anna cannot name (board differed) */
};
const char *anna_touch_str(enum anna_touch touch);

struct anna_touch_entry {
	uint64_t time_ms;
	uint8_t sq;
	uint8_t piece;    /* ANNA_PIECE(...) anna believes it was, 0 = unknown */
	bool lifted;      /* true: peg out of the hole; false: seated */
	uint8_t touch;    /* enum anna_touch (lifts only) */
};

struct anna_evidence {
	size_t n;
	size_t dropped;   /* entries that did not fit (counted, never silent) */
	struct anna_touch_entry entry[ANNA_EVIDENCE_MAX];
};

void anna_evidence_clear(struct anna_evidence *ev);
/* Appends one entry; when full, counts it in dropped and returns -ENOSPC. */
int anna_evidence_add(struct anna_evidence *ev, const struct anna_touch_entry *e);

/* The first lift that binds the player (TCH-3 order), or NULL. */
const struct anna_touch_entry *anna_evidence_first_binding(const struct anna_evidence *ev);

/*
 * TCH-4: for a castling move (king from king_sq, rook from rook_sq), was
 * the rook lifted before the king? False if either was never lifted.
 */
bool anna_evidence_rook_first(const struct anna_evidence *ev, int king_sq,
			      int rook_sq);

#endif
