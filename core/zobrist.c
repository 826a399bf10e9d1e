/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/zobrist.c: Zobrist keys (see zobrist.h). A leaf: the tables and
 * nothing else; core/position.c computes and updates the keys. */
#include "core/zobrist.h"

uint64_t anna_zobrist_piece[ANNA_ZOBRIST_PIECES][ANNA_ZOBRIST_SQUARES];
uint64_t anna_zobrist_castling[ANNA_ZOBRIST_CASTLING];
uint64_t anna_zobrist_ep[ANNA_ZOBRIST_FILES];
uint64_t anna_zobrist_side;

/* splitmix64: well-mixed numbers from a counter. */
static uint64_t splitmix(uint64_t *s)
{
	uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void anna_zobrist_init(void)
{
	uint64_t s = UINT64_C(0x616e6e61); /* "anna" */
	for (int p = 0; p < ANNA_ZOBRIST_PIECES; p++)
		for (int sq = 0; sq < ANNA_ZOBRIST_SQUARES; sq++)
			anna_zobrist_piece[p][sq] = splitmix(&s);
	/* Each right has its own key; a set of rights is the xor. */
	uint64_t right[ANNA_ZOBRIST_RIGHTS];
	for (int i = 0; i < ANNA_ZOBRIST_RIGHTS; i++)
		right[i] = splitmix(&s);
	for (int c = 0; c < ANNA_ZOBRIST_CASTLING; c++) {
		anna_zobrist_castling[c] = 0;
		for (int i = 0; i < ANNA_ZOBRIST_RIGHTS; i++)
			if (c & (1 << i))
				anna_zobrist_castling[c] ^= right[i];
	}
	for (int f = 0; f < ANNA_ZOBRIST_FILES; f++)
		anna_zobrist_ep[f] = splitmix(&s);
	anna_zobrist_side = splitmix(&s);
}
