/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/zobrist.c: Zobrist keys (see zobrist.h). */
#include "core/zobrist.h"

#include "core/position.h"

uint64_t anna_zobrist_piece[16][64];
uint64_t anna_zobrist_castling[16];
uint64_t anna_zobrist_ep[8];
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
	for (int p = 0; p < 16; p++)
		for (int sq = 0; sq < 64; sq++)
			anna_zobrist_piece[p][sq] = splitmix(&s);
	/* Each right has its own key; a set of rights is the xor. */
	uint64_t right[4];
	for (int i = 0; i < 4; i++)
		right[i] = splitmix(&s);
	for (int c = 0; c < 16; c++) {
		anna_zobrist_castling[c] = 0;
		for (int i = 0; i < 4; i++)
			if (c & (1 << i))
				anna_zobrist_castling[c] ^= right[i];
	}
	for (int f = 0; f < 8; f++)
		anna_zobrist_ep[f] = splitmix(&s);
	anna_zobrist_side = splitmix(&s);
}

uint64_t anna_zobrist_compute(const struct anna_position *pos)
{
	uint64_t key = 0;
	for (int sq = 0; sq < 64; sq++)
		if (pos->board[sq] != ANNA_NO_PIECE)
			key ^= anna_zobrist_piece[pos->board[sq]][sq];
	key ^= anna_zobrist_castling[pos->castling & 15];
	if (anna_position_ep_legal(pos))
		key ^= anna_zobrist_ep[ANNA_SQ_FILE(pos->ep)];
	if (pos->side == ANNA_BLACK)
		key ^= anna_zobrist_side;
	return key;
}
