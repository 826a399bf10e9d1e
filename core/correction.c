/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/correction.c: the corrections between two placements (VI-13 (ii)).
 */
#include "core/correction.h"

#include <stdbool.h>
#include <stdlib.h>

const char *anna_correction_kind_str(enum anna_correction_kind kind)
{
	switch (kind) {
	case ANNA_CORRECTION_MOVE: return "move";
	case ANNA_CORRECTION_REMOVE: return "remove";
	case ANNA_CORRECTION_PLACE: return "place";
	}
	return "?";
}

/* King distance: the natural "nearest" for a piece carried by hand. */
static int distance(int a, int b)
{
	int df = abs(ANNA_SQ_FILE(a) - ANNA_SQ_FILE(b));
	int dr = abs(ANNA_SQ_RANK(a) - ANNA_SQ_RANK(b));
	return df > dr ? df : dr;
}

int anna_correction_nearest(const struct anna_position *target, uint64_t candidates,
			    int from, uint8_t piece)
{
	int best = -1;
	for (uint64_t c = candidates; c; c &= c - 1) {
		int sq = __builtin_ctzll(c);
		if (target->board[sq] != piece)
			continue;
		if (best < 0 || distance(from, sq) < distance(from, best))
			best = sq;
	}
	return best;
}

void anna_correction_order_moves(struct anna_correction *moves, size_t n)
{
	struct anna_correction in[64];
	uint64_t pending = 0, sources = 0;
	uint8_t at[64] = { 0 }; /* index of the move into each target square */
	if (n > 64)
		return; /* no placement has more than 64 squares to fill */
	for (size_t i = 0; i < n; i++) {
		in[i] = moves[i];
		pending |= 1ull << moves[i].to;
		sources |= 1ull << moves[i].from;
		at[moves[i].to] = (uint8_t)i;
	}
	for (size_t k = 0; pending; k++) {
		uint64_t ready = pending & ~sources;
		if (!ready)
			ready = pending & -pending;
		int to = __builtin_ctzll(ready);
		moves[k] = in[at[to]];
		pending &= ~(1ull << to);
		sources &= ~(1ull << moves[k].from);
	}
}

size_t anna_correction_between(const struct anna_position *board,
			       const struct anna_position *target,
			       struct anna_correction out[ANNA_CORRECTIONS_MAX])
{
	/* surplus: squares whose piece must go; deficit: squares that lack
	 * their piece. A square with a wrong piece is both. */
	uint64_t surplus = 0, deficit = 0;
	for (int sq = 0; sq < 64; sq++) {
		if (board->board[sq] == target->board[sq])
			continue;
		if (board->board[sq])
			surplus |= 1ull << sq;
		if (target->board[sq])
			deficit |= 1ull << sq;
	}

	/* Pair each surplus piece with the nearest deficit of the same piece.
	 * Every pair saves one correction and pairs of different pieces are
	 * impossible, so the count of pairs, min(surplus, deficit) per piece,
	 * is the most there can be: the list is minimal. */
	struct anna_correction moves[64];
	size_t nmoves = 0;
	uint64_t paired_from = 0, paired_to = 0;
	for (uint64_t s = surplus; s; s &= s - 1) {
		int from = __builtin_ctzll(s);
		uint8_t p = board->board[from];
		int best = anna_correction_nearest(target, deficit & ~paired_to, from, p);
		if (best < 0)
			continue;
		paired_from |= 1ull << from;
		paired_to |= 1ull << best;
		moves[nmoves++] = (struct anna_correction){ ANNA_CORRECTION_MOVE,
			(uint8_t)from, (uint8_t)best, p, false };
	}

	size_t n = 0;
	for (uint64_t s = surplus & ~paired_from; s; s &= s - 1) {
		int sq = __builtin_ctzll(s);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_REMOVE,
			(uint8_t)sq, ANNA_NO_SQ, board->board[sq], false };
	}
	anna_correction_order_moves(moves, nmoves);
	for (size_t i = 0; i < nmoves; i++)
		out[n++] = moves[i];

	for (uint64_t d = deficit & ~paired_to; d; d &= d - 1) {
		int sq = __builtin_ctzll(d);
		out[n++] = (struct anna_correction){ ANNA_CORRECTION_PLACE,
			ANNA_NO_SQ, (uint8_t)sq, target->board[sq], false };
	}
	return n;
}
