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

/* xorshift64*: a fixed seed gives the same magics everywhere. */
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
			const int dirs[4][2], uint64_t seed)
{
	static uint64_t occupancy[4096], reference[4096];
	static unsigned epoch[4096];
	uint64_t *slot = table;
	unsigned attempt = 0;

	memset(epoch, 0, sizeof(epoch));
	for (int sq = 0; sq < 64; sq++) {
		struct anna_magic *m = &magics[sq];
		m->mask = relevant_mask(sq, dirs);
		int bits = anna_bb_count(m->mask);
		m->shift = (unsigned)(64 - bits);
		m->attacks = slot;
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
	init_magics(anna_attacks_rook_magic, rook_table, rook_dirs,
		    UINT64_C(0x9e3779b97f4a7c15));
	init_magics(anna_attacks_bishop_magic, bishop_table, bishop_dirs,
		    UINT64_C(0x2545f4914f6cdd1d));

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
