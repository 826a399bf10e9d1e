/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/attacks.c: leaper tables and magic bitboards (see attacks.h). */
#include "core/attacks.h"

#include <stdbool.h>
#include <string.h>

#include "core/bitboard.h"

uint64_t anna_attacks_pawn_table[2][64];
uint64_t anna_attacks_knight_table[64];
uint64_t anna_attacks_king_table[64];
struct anna_magic anna_attacks_bishop_magic[64];
struct anna_magic anna_attacks_rook_magic[64];
uint64_t anna_attacks_between_table[64][64];
uint64_t anna_attacks_line_table[64][64];

/* Sizes of the shared tables: the sum over squares of 2^(mask bits). */
#define ROOK_ENTRIES 102400
#define BISHOP_ENTRIES 5248

static uint64_t rook_table[ROOK_ENTRIES];
static uint64_t bishop_table[BISHOP_ENTRIES];

static const int rook_dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static bool on_board(int file, int rank)
{
	return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* Slider attacks by walking the rays: the reference the magics must match. */
static uint64_t slide(int sq, uint64_t occ, const int dirs[4][2])
{
	uint64_t att = 0;
	for (int d = 0; d < 4; d++) {
		int f = sq % 8 + dirs[d][0], r = sq / 8 + dirs[d][1];
		for (; on_board(f, r); f += dirs[d][0], r += dirs[d][1]) {
			att |= ANNA_BB(r * 8 + f);
			if (occ & ANNA_BB(r * 8 + f))
				break;
		}
	}
	return att;
}

/* The rays without their last square: blockers there change nothing. */
static uint64_t relevant_mask(int sq, const int dirs[4][2])
{
	uint64_t mask = 0;
	for (int d = 0; d < 4; d++) {
		int f = sq % 8 + dirs[d][0], r = sq / 8 + dirs[d][1];
		for (; on_board(f + dirs[d][0], r + dirs[d][1]);
		     f += dirs[d][0], r += dirs[d][1])
			mask |= ANNA_BB(r * 8 + f);
	}
	return mask;
}

static uint64_t leaper(int sq, const int (*steps)[2], int n)
{
	uint64_t att = 0;
	for (int i = 0; i < n; i++) {
		int f = sq % 8 + steps[i][0], r = sq / 8 + steps[i][1];
		if (on_board(f, r))
			att |= ANNA_BB(r * 8 + f);
	}
	return att;
}

/*
 * Seeds for the magic search, per square. Any seed finds a magic; these
 * (the best of 1..3000 for this generator, found once offline) find one
 * in a few tries, so start-up takes about a millisecond.
 */
static const uint16_t rook_seeds[64] = {
	1417, 2530, 984, 1183, 251, 2104, 1802, 1241,
	1257, 1478, 961, 791, 2251, 2912, 953, 1532,
	2593, 1594, 1401, 1215, 2290, 2430, 1596, 2410,
	1684, 2352, 2108, 2885, 920, 2184, 690, 754,
	2443, 1896, 1025, 1292, 1118, 2969, 844, 909,
	82, 44, 1697, 441, 2520, 2912, 1232, 394,
	2098, 2847, 1380, 2564, 1269, 1447, 1669, 442,
	210, 390, 2341, 383, 741, 1180, 697, 4,
};
static const uint16_t bishop_seeds[64] = {
	1292, 103, 154, 63, 57, 202, 203, 441,
	26, 46, 24, 135, 61, 53, 64, 113,
	10, 74, 745, 553, 456, 1190, 398, 296,
	94, 110, 1494, 2458, 1091, 438, 9, 7,
	416, 324, 1255, 169, 205, 1979, 6, 284,
	37, 29, 410, 1264, 1701, 83, 60, 161,
	203, 809, 346, 50, 13, 41, 93, 103,
	441, 113, 56, 164, 310, 136, 26, 1292,
};

/* xorshift64*: fixed seeds give the same magics everywhere. */
static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * UINT64_C(2685821657736338717);
}

/* Finds a magic for each square by trial (sparse random numbers), the way
 * most engines do; the epoch array avoids clearing the slice per try. */
static void init_magics(struct anna_magic *magics, uint64_t *table,
			const int dirs[4][2], const uint16_t seeds[64])
{
	static uint64_t occupancy[4096], reference[4096];
	static unsigned epoch[4096];
	uint64_t *slot = table;

	for (int sq = 0; sq < 64; sq++) {
		unsigned attempt = 0;
		memset(epoch, 0, sizeof(epoch));
		struct anna_magic *m = &magics[sq];
		m->mask = relevant_mask(sq, dirs);
		int bits = anna_bb_count(m->mask);
		m->shift = (unsigned)(64 - bits);
		m->attacks = slot;
		uint64_t seed = seeds[sq] * UINT64_C(0x9e3779b97f4a7c15);
		size_t size = 0;
		uint64_t b = 0;
		do { /* every subset of the mask (carry-rippler) */
			occupancy[size] = b;
			reference[size] = slide(sq, b, dirs);
			size++;
			b = (b - m->mask) & m->mask;
		} while (b);

		for (;;) {
			uint64_t magic;
			do
				magic = rng_next(&seed) & rng_next(&seed) &
					rng_next(&seed);
			while (anna_bb_count((m->mask * magic) >> 56) < 6);
			attempt++;
			size_t i;
			for (i = 0; i < size; i++) {
				size_t idx = (size_t)((occupancy[i] * magic) >> m->shift);
				if (epoch[idx] < attempt) {
					epoch[idx] = attempt;
					slot[idx] = reference[i];
				} else if (slot[idx] != reference[i]) {
					break;
				}
			}
			if (i == size) {
				m->magic = magic;
				break;
			}
		}
		slot += size;
	}
}

void anna_attacks_init(void)
{
	static const int knight_steps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 },
		{ 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
	static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 },
		{ -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
	static const int white_pawn[2][2] = { { -1, 1 }, { 1, 1 } };
	static const int black_pawn[2][2] = { { -1, -1 }, { 1, -1 } };

	for (int sq = 0; sq < 64; sq++) {
		anna_attacks_knight_table[sq] = leaper(sq, knight_steps, 8);
		anna_attacks_king_table[sq] = leaper(sq, king_steps, 8);
		anna_attacks_pawn_table[0][sq] = leaper(sq, white_pawn, 2);
		anna_attacks_pawn_table[1][sq] = leaper(sq, black_pawn, 2);
	}
	init_magics(anna_attacks_rook_magic, rook_table, rook_dirs, rook_seeds);
	init_magics(anna_attacks_bishop_magic, bishop_table, bishop_dirs,
		    bishop_seeds);

	for (int a = 0; a < 64; a++) {
		for (int b = 0; b < 64; b++) {
			uint64_t between = 0, line = 0;
			if (a != b) {
				const int (*dirs)[2] = NULL;
				if (slide(a, 0, rook_dirs) & ANNA_BB(b))
					dirs = rook_dirs;
				else if (slide(a, 0, bishop_dirs) & ANNA_BB(b))
					dirs = bishop_dirs;
				if (dirs) {
					uint64_t ab = ANNA_BB(a) | ANNA_BB(b);
					between = slide(a, ANNA_BB(b), dirs) &
						  slide(b, ANNA_BB(a), dirs);
					line = ((slide(a, 0, dirs) & slide(b, 0, dirs)) | ab);
				}
			}
			anna_attacks_between_table[a][b] = between;
			anna_attacks_line_table[a][b] = line;
		}
	}
}
