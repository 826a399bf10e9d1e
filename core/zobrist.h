/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/zobrist.h: the Zobrist keys of positions (for repetition, DRAW-3..5).
 * The keys are fixed pseudo-random numbers, the same on every machine.
 * anna_core_init() fills them.
 */
#ifndef ANNA_CORE_ZOBRIST_H
#define ANNA_CORE_ZOBRIST_H

#include <stdint.h>

struct anna_position;

extern uint64_t anna_zobrist_piece[16][64]; /* [piece code][square] */
extern uint64_t anna_zobrist_castling[16];  /* [castling rights] */
extern uint64_t anna_zobrist_ep[8];         /* [file of the ep square], only
					     * when anna_position_ep_legal() */
extern uint64_t anna_zobrist_side;          /* black to move */

/* Fills the tables. Not thread-safe by itself: use anna_core_init(). */
void anna_zobrist_init(void);

/* The key of pos computed from scratch (make() updates it incrementally;
 * tests compare the two). */
uint64_t anna_zobrist_compute(const struct anna_position *pos);

#endif
