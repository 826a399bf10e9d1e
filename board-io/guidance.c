/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/guidance.c: occupancy diff -> corrections.
 */
#include "board-io/guidance.h"

#include <string.h>

uint64_t anna_guidance_occupancy(const struct anna_position *pos)
{
	return pos->by_color[ANNA_WHITE] | pos->by_color[ANNA_BLACK];
}

/* Where the piece in hole sq belongs (ANNA_NO_SQ: unknown). */
static int home_of(const struct anna_guidance_known *k, int sq)
{
	if (k->home)
		return k->home[sq];
	return k->origin ? k->origin[sq] : ANNA_NO_SQ;
}

size_t anna_guidance_diff(const struct anna_position *expected, uint64_t occupancy,
			  const struct anna_guidance_known *known,
			  struct anna_correction out[ANNA_GUIDANCE_MAX])
{
	uint64_t want = anna_guidance_occupancy(expected);
	uint64_t extra = occupancy & ~want;
	uint64_t missing = want & ~occupancy;
	uint64_t paired_to = 0;
	uint8_t pair_from[64];
	size_t n = 0;
	const uint8_t *believed = known ? known->believed : NULL;
	const uint8_t *origin = known ? known->origin : NULL;

	/* A known piece in a hole that should hold another: out and in. */
	for (uint64_t b = believed ? occupancy & want : 0; b; b &= b - 1) {
		int sq = __builtin_ctzll(b);
		if (believed[sq] && believed[sq] != expected->board[sq]) {
			extra |= 1ull << sq;
			missing |= 1ull << sq;
		}
	}
	/* A known piece in a hole meant for one like it while its own hole
	 * stands empty (the wrong rook): back to its own, and the right
	 * one in. */
	for (uint64_t b = believed ? occupancy & want : 0; b; b &= b - 1) {
		int sq = __builtin_ctzll(b);
		int h = home_of(known, sq);
		if (believed[sq] && believed[sq] == expected->board[sq] && h < 64 && h != sq &&
		    (missing >> h) & 1 && expected->board[h] == believed[sq]) {
			extra |= 1ull << sq;
			missing |= 1ull << sq;
		}
	}

	if (believed) {
		/* A hole the player just emptied waits for the piece in his
		 * hand: nothing else is moved into it. */
		uint64_t open = missing & ~known->held;
		/* First each known piece to its home, if it is missing
		 * there; a piece that leaves the board (or whose home wants
		 * another piece) is taken out... */
		uint64_t homeless = 0;
		for (uint64_t e = extra; e; e &= e - 1) {
			int from = __builtin_ctzll(e);
			int h = home_of(known, from);
			if (!believed[from] || h == ANNA_NO_SQ)
				continue;
			if (h < 64 && ((open & ~paired_to) >> h) & 1 &&
			    expected->board[h] == believed[from]) {
				paired_to |= 1ull << h;
				pair_from[h] = (uint8_t)from;
				extra &= ~(1ull << from);
			} else if (known->home && (h == ANNA_GUIDANCE_OFF ||
						    expected->board[h] != believed[from])) {
				homeless |= 1ull << from;
			}
		}
		/* ...then, its home unknown, to the nearest hole missing that
		 * same piece (all pairings of one piece are equally short;
		 * nearest reads most naturally). */
		for (uint64_t e = extra & ~homeless; e; e &= e - 1) {
			int from = __builtin_ctzll(e);
			uint8_t p = believed[from];
			if (!p)
				continue;
			int best = anna_correction_nearest(expected, open & ~paired_to, from, p);
			if (best >= 0) {
				paired_to |= 1ull << best;
				pair_from[best] = (uint8_t)from;
				extra &= ~(1ull << from);
			}
		}
	}
	/* The piece in his hand back first: its hole is free. */
	uint64_t back = known ? missing & known->held & ~paired_to : 0;
	for (uint64_t m = back; m; m &= m - 1) {
		int sq = __builtin_ctzll(m);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_PLACE,
			ANNA_NO_SQ, (uint8_t)sq, expected->board[sq], false };
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
	/* A piece back into its own empty hole first: nothing waits for
	 * it, and it is the player's own step undone. */
	struct anna_correction later[64];
	size_t nback = 0, nlater = 0;
	for (size_t i = 0; i < nmoves && nmoves <= 64; i++) {
		if (moves[i].back && !((occupancy >> moves[i].to) & 1))
			moves[nback++] = moves[i];
		else
			later[nlater++] = moves[i];
	}
	if (nmoves <= 64)
		memcpy(moves + nback, later, nlater * sizeof(later[0]));
	n += nmoves;
	for (uint64_t m = missing & ~paired_to & ~back; m; m &= m - 1) {
		int sq = __builtin_ctzll(m);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_PLACE,
			ANNA_NO_SQ, (uint8_t)sq, expected->board[sq], false };
	}
	return n;
}
