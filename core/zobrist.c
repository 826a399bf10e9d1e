/* core/zobrist.c: Zobrist keys (see zobrist.h). */
#include "core/zobrist.h"

#include "core/attacks.h"
#include "core/bitboard.h"
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

/* DRAW-3: the en passant square is part of the position only if the
 * capture is actually legal: a capturing pawn must stand beside the pawn
 * that made the double step, and taking must not expose its own king (a
 * pin, or the fifth-rank line both pawns leave). */
bool anna_zobrist_ep_counts(const struct anna_position *pos)
{
	if (pos->ep >= 64)
		return false;
	const int us = pos->side, them = us ^ 1, ep = pos->ep, cap = ep ^ 8;
	const uint64_t *t = pos->by_type;
	/* Our pawns that attack ep are where a pawn of theirs on ep would
	 * attack. */
	uint64_t from_set = anna_attacks_pawn(them, ep) & t[ANNA_PAWN] &
			    pos->by_color[us];
	uint64_t king = t[ANNA_KING] & pos->by_color[us];
	if (!from_set || !king)
		return from_set != 0;
	const int k = anna_bb_lsb(king);
	const uint64_t opp = pos->by_color[them] & ~ANNA_BB(cap);
	while (from_set) {
		int from = anna_bb_pop(&from_set);
		uint64_t occ = ((pos->by_color[0] | pos->by_color[1]) ^
				ANNA_BB(from) ^ ANNA_BB(cap)) | ANNA_BB(ep);
		uint64_t att = (anna_attacks_knight(k) & t[ANNA_KNIGHT]) |
			       (anna_attacks_pawn(us, k) & t[ANNA_PAWN]) |
			       (anna_attacks_king(k) & t[ANNA_KING]) |
			       (anna_attacks_bishop(k, occ) &
				(t[ANNA_BISHOP] | t[ANNA_QUEEN])) |
			       (anna_attacks_rook(k, occ) &
				(t[ANNA_ROOK] | t[ANNA_QUEEN]));
		if (!(att & opp))
			return true;
	}
	return false;
}

uint64_t anna_zobrist_compute(const struct anna_position *pos)
{
	uint64_t key = 0;
	for (int sq = 0; sq < 64; sq++)
		if (pos->board[sq] != ANNA_NO_PIECE)
			key ^= anna_zobrist_piece[pos->board[sq]][sq];
	key ^= anna_zobrist_castling[pos->castling & 15];
	if (anna_zobrist_ep_counts(pos))
		key ^= anna_zobrist_ep[ANNA_SQ_FILE(pos->ep)];
	if (pos->side == ANNA_BLACK)
		key ^= anna_zobrist_side;
	return key;
}
