/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/guidance.c: occupancy diff -> corrections.
 */
#include "board-io/guidance.h"

uint64_t anna_guidance_occupancy(const struct anna_position *pos)
{
	return pos->by_color[ANNA_WHITE] | pos->by_color[ANNA_BLACK];
}

size_t anna_guidance_diff(const struct anna_position *expected, uint64_t occupancy,
			  const uint8_t *believed, const uint8_t *origin,
			  struct anna_correction out[ANNA_GUIDANCE_MAX])
{
	uint64_t want = anna_guidance_occupancy(expected);
	uint64_t extra = occupancy & ~want;
	uint64_t missing = want & ~occupancy;
	uint64_t paired_to = 0;
	uint8_t pair_from[64];
	size_t n = 0;

	/* A known piece in a hole that should hold another: out and in. */
	for (uint64_t b = believed ? occupancy & want : 0; b; b &= b - 1) {
		int sq = __builtin_ctzll(b);
		if (believed[sq] && believed[sq] != expected->board[sq]) {
			extra |= 1ull << sq;
			missing |= 1ull << sq;
		}
	}

	if (believed) {
		/* First each known piece back to the hole it came from, if it
		 * is missing there... */
		for (uint64_t e = extra; origin && e; e &= e - 1) {
			int from = __builtin_ctzll(e);
			int o = origin[from];
			if (believed[from] && o < 64 && ((missing & ~paired_to) >> o) & 1 &&
			    expected->board[o] == believed[from]) {
				paired_to |= 1ull << o;
				pair_from[o] = (uint8_t)from;
				extra &= ~(1ull << from);
			}
		}
		/* ...then to the nearest hole missing that same piece (all
		 * pairings of one piece are equally short; nearest reads most
		 * naturally). */
		for (uint64_t e = extra; e; e &= e - 1) {
			int from = __builtin_ctzll(e);
			uint8_t p = believed[from];
			if (!p)
				continue;
			int best = anna_correction_nearest(expected, missing & ~paired_to,
							   from, p);
			if (best >= 0) {
				paired_to |= 1ull << best;
				pair_from[best] = (uint8_t)from;
				extra &= ~(1ull << from);
			}
		}
	}
	for (uint64_t e = extra; e; e &= e - 1) {
		int sq = __builtin_ctzll(e);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_REMOVE,
			(uint8_t)sq, ANNA_NO_SQ, believed ? believed[sq] : 0, false };
	}
	/* Moves: one whose hole another move empties waits for that move
	 * (a cycle, pieces swapped, is listed as it is: hold both). */
	struct anna_correction *moves = &out[n];
	size_t nmoves = 0;
	for (uint64_t m = paired_to; m; m &= m - 1) {
		int to = __builtin_ctzll(m);
		int from = pair_from[to];
		moves[nmoves++] = (struct anna_correction){ ANNA_CORRECTION_MOVE, (uint8_t)from,
			(uint8_t)to, expected->board[to], origin && origin[from] == to };
	}
	anna_correction_order_moves(moves, nmoves);
	n += nmoves;
	for (uint64_t m = missing & ~paired_to; m; m &= m - 1) {
		int sq = __builtin_ctzll(m);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_PLACE,
			ANNA_NO_SQ, (uint8_t)sq, expected->board[sq], false };
	}
	return n;
}
