/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable_best.h: the best-first search of anna_unwinnable_decide
 * (core/unwinnable_best.c), for core/unwinnable.c only.
 */
#ifndef ANNA_CORE_UNWINNABLE_BEST_H
#define ANNA_CORE_UNWINNABLE_BEST_H

#include <stdatomic.h>
#include <string.h>

#include "core/unwinnable.h"

/*
 * board (64 piece codes below 16) two squares a byte, as the searches keep
 * positions (struct anna_mate_packed, struct anna_mate_node): eight
 * squares at a time, each pair of squares into one byte, then the four
 * pair bytes of the word side by side.
 */
static inline void anna_mate_pack_board(const uint8_t board[64], uint8_t out[32])
{
	for (int k = 0; k < 8; k++) {
		uint64_t w;
		memcpy(&w, board + 8 * k, sizeof(w));
		w = (w | w >> 4) & UINT64_C(0x00ff00ff00ff00ff);
		w = (w | w >> 8) & UINT64_C(0x0000ffff0000ffff);
		uint32_t four = (uint32_t)(w | w >> 16);
		memcpy(out + 4 * k, &four, sizeof(four));
	}
}

/* The inverse of anna_mate_pack_board. */
static inline void anna_mate_unpack_board(const uint8_t in[32], uint8_t board[64])
{
	for (int k = 0; k < 8; k++) {
		uint32_t four;
		memcpy(&four, in + 4 * k, sizeof(four));
		uint64_t w = ((uint64_t)four | (uint64_t)four << 16) & UINT64_C(0x0000ffff0000ffff);
		w = (w | w << 8) & UINT64_C(0x00ff00ff00ff00ff);
		w = (w | w << 4) & UINT64_C(0x0f0f0f0f0f0f0f0f);
		memcpy(board + 8 * k, &w, sizeof(w));
	}
}

/* Knight moves between two squares (0..6), built by anna_unwinnable_decide
 * before either search runs. */
extern uint8_t anna_mate_knight_dist[64][64];

/* A closed position of pawns and bishops (after CHA's search): no
 * knight, rook or queen, at least four white pawns with a black pawn
 * right in front, and no lonely pawn (the files with a white pawn below
 * its seventh rank the same as those with a black pawn above its
 * second). */
bool anna_mate_closed(const struct anna_position *p);

/*
 * Searches every position reachable from pos, best first, within budget
 * nodes: YES with the line in work->best_line[0 .. *line_len) (not yet
 * verified: the caller replays it), NO when every reachable position was
 * expanded without a mate, UNKNOWN when the budget ran out, a line grew
 * longer than ANNA_MATE_LINE_MAX or *stop was set (read between two
 * expansions; another thread may set it). *nodes: the positions kept.
 */
enum anna_mate_answer anna_unwinnable_best_first(const struct anna_position *pos,
						 int color, unsigned long budget,
						 struct anna_mate_work *work,
						 size_t *line_len, unsigned long *nodes,
						 const atomic_bool *stop);

#endif
