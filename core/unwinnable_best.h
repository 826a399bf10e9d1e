/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable_best.h: the best-first search of anna_unwinnable_decide
 * (core/unwinnable_best.c), for core/unwinnable.c only (and its tests).
 */
#ifndef ANNA_CORE_UNWINNABLE_BEST_H
#define ANNA_CORE_UNWINNABLE_BEST_H

#include <stdatomic.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/unwinnable.h"

/*
 * board (64 piece codes below 16) two squares a byte, as the searches keep
 * positions (struct anna_mate_packed, struct anna_mate_node): byte i holds
 * square 2i in its low four bits and square 2i + 1 in its high four.
 * With SSE2 (every x86-64) sixteen squares at a time, else eight.
 */
static inline void anna_mate_pack_board(const uint8_t board[64], uint8_t out[32])
{
#ifdef __SSE2__
	const __m128i low = _mm_set1_epi16(0x00ff);
	__m128i v[4];
	for (int k = 0; k < 4; k++) {
		__m128i w = _mm_loadu_si128((const __m128i *)(const void *)(board + 16 * k));
		/* each pair of squares a 16-bit word: the second's four bits
		 * shifted down beside the first's, the high byte dropped */
		v[k] = _mm_and_si128(_mm_or_si128(w, _mm_srli_epi16(w, 4)), low);
	}
	_mm_storeu_si128((__m128i *)(void *)out, _mm_packus_epi16(v[0], v[1]));
	_mm_storeu_si128((__m128i *)(void *)(out + 16), _mm_packus_epi16(v[2], v[3]));
#else
	for (int k = 0; k < 8; k++) {
		uint64_t w;
		memcpy(&w, board + 8 * k, sizeof(w));
		w = (w | w >> 4) & UINT64_C(0x00ff00ff00ff00ff);
		w = (w | w >> 8) & UINT64_C(0x0000ffff0000ffff);
		uint32_t four = (uint32_t)(w | w >> 16);
		memcpy(out + 4 * k, &four, sizeof(four));
	}
#endif
}

/* The inverse of anna_mate_pack_board. */
static inline void anna_mate_unpack_board(const uint8_t in[32], uint8_t board[64])
{
#ifdef __SSE2__
	const __m128i nibble = _mm_set1_epi8(0x0f);
	for (int k = 0; k < 2; k++) {
		__m128i p = _mm_loadu_si128((const __m128i *)(const void *)(in + 16 * k));
		__m128i first = _mm_and_si128(p, nibble);
		__m128i second = _mm_and_si128(_mm_srli_epi16(p, 4), nibble);
		_mm_storeu_si128((__m128i *)(void *)(board + 32 * k),
				 _mm_unpacklo_epi8(first, second));
		_mm_storeu_si128((__m128i *)(void *)(board + 32 * k + 16),
				 _mm_unpackhi_epi8(first, second));
	}
#else
	for (int k = 0; k < 8; k++) {
		uint32_t four;
		memcpy(&four, in + 4 * k, sizeof(four));
		uint64_t w = ((uint64_t)four | (uint64_t)four << 16) & UINT64_C(0x0000ffff0000ffff);
		w = (w | w << 8) & UINT64_C(0x00ff00ff00ff00ff);
		w = (w | w << 4) & UINT64_C(0x0f0f0f0f0f0f0f0f);
		memcpy(board + 8 * k, &w, sizeof(w));
	}
#endif
}

/* The en passant square as both searches keep a position: only where
 * the capture is legal (DRAW-3, as the key counts it), so a placement
 * after a double step no pawn can take is the same position as by any
 * other way. */
static inline uint8_t anna_mate_ep(const struct anna_position *p)
{
	return p->ep != ANNA_NO_SQ && anna_position_ep_legal(p) ? p->ep : ANNA_NO_SQ;
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
