/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/zobrist.h: the Zobrist keys of positions (for repetition, DRAW-3..5).
 * The keys are fixed pseudo-random numbers, the same on every machine.
 * anna_core_init() fills them; anna_position_key() (core/position.h)
 * computes a position's key from them. A leaf: it includes nothing of
 * core/.
 */
#ifndef ANNA_CORE_ZOBRIST_H
#define ANNA_CORE_ZOBRIST_H

#include <stdint.h>

#define ANNA_ZOBRIST_PIECES 16   /* piece codes (colour << 3 | type) */
#define ANNA_ZOBRIST_SQUARES 64
#define ANNA_ZOBRIST_RIGHTS 4    /* castling rights, one bit each */
#define ANNA_ZOBRIST_CASTLING 16 /* sets of them */
#define ANNA_ZOBRIST_FILES 8

/* [piece code][square] */
extern uint64_t anna_zobrist_piece[ANNA_ZOBRIST_PIECES][ANNA_ZOBRIST_SQUARES];
extern uint64_t anna_zobrist_castling[ANNA_ZOBRIST_CASTLING]; /* [castling rights] */
extern uint64_t anna_zobrist_ep[ANNA_ZOBRIST_FILES]; /* [file of the ep square], only
						      * when anna_position_ep_legal() */
extern uint64_t anna_zobrist_side;                   /* black to move */

/* Fills the tables. Not thread-safe by itself: use anna_core_init(). */
void anna_zobrist_init(void);

#endif
