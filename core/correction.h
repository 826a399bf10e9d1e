/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/correction.h: one correction that brings a board to a position
 * (VI-13 (ii): "list the squares each board must change"), and the
 * shortest list of them between two known placements.
 *
 * The type is shared: board-io/guidance.h builds lists from a sensor
 * board's occupancy (it knows only which holes hold a peg), core/reconcile
 * from a board whose every piece is known (a FEN the arbiter or a player
 * gave). speech/render_board.h says them.
 */
#ifndef ANNA_CORE_CORRECTION_H
#define ANNA_CORE_CORRECTION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/position.h"

enum anna_correction_kind {
	ANNA_CORRECTION_MOVE,   /* piece on from belongs on to: lift, seat */
	ANNA_CORRECTION_REMOVE, /* from should be empty (piece: what stands
				 * there, 0 if unknown) */
	ANNA_CORRECTION_PLACE,  /* piece is missing on to */
};
const char *anna_correction_kind_str(enum anna_correction_kind kind);

struct anna_correction {
	enum anna_correction_kind kind;
	uint8_t from;  /* MOVE, REMOVE; ANNA_NO_SQ otherwise */
	uint8_t to;    /* MOVE, PLACE; ANNA_NO_SQ otherwise */
	uint8_t piece; /* ANNA_PIECE(...) */
	bool back;     /* MOVE: to is the square the piece came from */
};

/* Of the squares in candidates where target has piece, the nearest to
 * from (king distance; the lowest square on a tie); -1 if none. Both
 * list builders pair a misplaced piece with its square this way. */
int anna_correction_nearest(const struct anna_position *target, uint64_t candidates,
			    int from, uint8_t piece);

/* Orders moves[0..n) (all ANNA_CORRECTION_MOVE) so that a move into a
 * square comes after the move out of it, the lowest target square first
 * among those free; a cycle (pieces to swap) is given in a row from its
 * lowest target square: the player holds the first piece. */
void anna_correction_order_moves(struct anna_correction *moves, size_t n);

/* Each square can need a piece taken away and another put in. */
#define ANNA_CORRECTIONS_MAX 128

/*
 * The corrections that turn the placement of board into the placement of
 * target (side to move, castling rights and the rest are not on a board
 * and are ignored). A piece standing where target does not want it and
 * the same piece missing elsewhere become one MOVE (the nearest such
 * square first), which is the fewest corrections any list can have; the
 * rest are REMOVEs and PLACEs. Order: removals first (they free squares),
 * then moves, each after whatever empties its target square where such an
 * order exists (a cycle, two pieces to swap, is given in a row: the player
 * holds the first piece), then pieces to put in, by square. Returns the
 * count; 0 exactly when the placements are equal.
 */
size_t anna_correction_between(const struct anna_position *board,
			       const struct anna_position *target,
			       struct anna_correction out[ANNA_CORRECTIONS_MAX]);

#endif
