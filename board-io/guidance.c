/*
 * board-io/guidance.c: occupancy diff -> corrections.
 */
#include "board-io/guidance.h"


uint64_t anna_guidance_occupancy(const struct anna_position *pos)
{
	return pos->by_color[ANNA_WHITE] | pos->by_color[ANNA_BLACK];
}

size_t anna_guidance_diff(const struct anna_position *expected, uint64_t occupancy,
			  const uint8_t *believed, struct anna_correction out[64])
{
	uint64_t want = anna_guidance_occupancy(expected);
	uint64_t extra = occupancy & ~want;
	uint64_t missing = want & ~occupancy;
	uint64_t paired_to = 0;
	uint8_t pair_from[64];
	size_t n = 0;

	/* Pair each wrong hole whose piece anna knows with the nearest hole
	 * missing that same piece (greedy; all pairings of one piece are
	 * equally short, nearest reads most naturally). */
	if (believed) {
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
	for (uint64_t m = paired_to; m; m &= m - 1) {
		int to = __builtin_ctzll(m);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_MOVE,
			pair_from[to], (uint8_t)to, expected->board[to] };
	}
	for (uint64_t e = extra; e; e &= e - 1) {
		int sq = __builtin_ctzll(e);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_REMOVE,
			(uint8_t)sq, ANNA_NO_SQ, believed ? believed[sq] : 0 };
	}
	for (uint64_t m = missing & ~paired_to; m; m &= m - 1) {
		int sq = __builtin_ctzll(m);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_PLACE,
			ANNA_NO_SQ, (uint8_t)sq, expected->board[sq] };
	}
	return n;
}
