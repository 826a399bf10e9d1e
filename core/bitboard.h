/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/bitboard.h: 64-bit square sets (bit n = square n, a1 = 0), inline
 * helpers only. Header only.
 */
#ifndef ANNA_CORE_BITBOARD_H
#define ANNA_CORE_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

#define ANNA_BB(sq) ((uint64_t)1 << (sq))

#define ANNA_BB_FILE_A UINT64_C(0x0101010101010101)
#define ANNA_BB_FILE_H UINT64_C(0x8080808080808080)
#define ANNA_BB_RANK_1 UINT64_C(0x00000000000000ff)
#define ANNA_BB_RANK_3 UINT64_C(0x0000000000ff0000)
#define ANNA_BB_RANK_6 UINT64_C(0x0000ff0000000000)
#define ANNA_BB_RANK_8 UINT64_C(0xff00000000000000)
#define ANNA_BB_LIGHT UINT64_C(0x55aa55aa55aa55aa)

/* Lowest square of a non-empty set. */
static inline int anna_bb_lsb(uint64_t b)
{
	return __builtin_ctzll(b);
}

/* Removes and returns the lowest square of a non-empty set. */
static inline int anna_bb_pop(uint64_t *b)
{
	int sq = __builtin_ctzll(*b);
	*b &= *b - 1;
	return sq;
}

static inline int anna_bb_count(uint64_t b)
{
	return __builtin_popcountll(b);
}

static inline bool anna_bb_several(uint64_t b)
{
	return (b & (b - 1)) != 0;
}

/* The set moved one rank towards the opponent of colour (0 white). */
static inline uint64_t anna_bb_forward(uint64_t b, int color)
{
	return color ? b >> 8 : b << 8;
}

/* The squares pawns of colour (0 white) on the set b take on. */
static inline uint64_t anna_bb_pawn_captures(uint64_t b, int color)
{
	return color ? ((b >> 7) & ~ANNA_BB_FILE_A) | ((b >> 9) & ~ANNA_BB_FILE_H)
		     : ((b << 9) & ~ANNA_BB_FILE_A) | ((b << 7) & ~ANNA_BB_FILE_H);
}

#endif
