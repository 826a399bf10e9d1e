/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/mate_classes.c: which classes of material of up to five men
 * (two kings and up to three others) contain a checkmate at all? Every
 * placement of every class is enumerated; no rule of core/ is used except
 * the attack tables and legal move generation.
 *
 * A class is written "K<white men>vK<black men>", the men as Q, R, L (a
 * bishop on light squares), D (a bishop on dark squares), N and P, in that
 * order. For each class one line "CLASS W B": W is 1 if some legal
 * position of the class has Black to move, in check, without a legal move
 * (White mates), else 0; B the same for Black mating White. A legal
 * position here: no pawn on the first or last rank, the kings not side by
 * side, the side not to move not in check.
 *
 * The output is committed as tests/fixtures/mate_classes.txt;
 * tests/core/test_mate_classes.c decides every class against it, and the
 * slow test mate_classes_generate runs this program and compares.
 *
 *   mate_classes > mate_classes.txt
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/movegen.h"
#include "core/position.h"

enum kind { Q, R, L, D, N, P, KINDS };
static const char letter[KINDS] = { 'Q', 'R', 'L', 'D', 'N', 'P' };
static const int type_of_kind[KINDS] = { ANNA_QUEEN, ANNA_ROOK, ANNA_BISHOP,
					 ANNA_BISHOP, ANNA_KNIGHT, ANNA_PAWN };

struct man {
	int color;
	enum kind kind;
};

struct placement {
	struct man men[3];
	int n;
	int sq[3];
	int wk, bk;
	uint64_t occ;
};

static bool square_fits(enum kind k, int sq)
{
	bool light = (ANNA_BB_LIGHT >> sq) & 1;
	if (k == L)
		return light;
	if (k == D)
		return !light;
	if (k == P)
		return sq >= 8 && sq < 56;
	return true;
}

static uint64_t attacks(int type, int color, int sq, uint64_t occ)
{
	switch (type) {
	case ANNA_PAWN: return anna_attacks_pawn(color, sq);
	case ANNA_KNIGHT: return anna_attacks_knight(sq);
	case ANNA_BISHOP: return anna_attacks_bishop(sq, occ);
	case ANNA_ROOK: return anna_attacks_rook(sq, occ);
	case ANNA_QUEEN: return anna_attacks_bishop(sq, occ) | anna_attacks_rook(sq, occ);
	default: return anna_attacks_king(sq);
	}
}

/* Is target attacked by color's men among the first n placed? */
static bool attacked_by(const struct placement *p, int n, int color, int target)
{
	for (int i = 0; i < n; i++)
		if (p->men[i].color == color &&
		    (attacks(type_of_kind[p->men[i].kind], color, p->sq[i], p->occ) &
		     ANNA_BB(target)))
			return true;
	return false;
}

/* Black to move is mated in the placement (White's men in check). */
static bool black_mated(const struct placement *p)
{
	if (!attacked_by(p, p->n, ANNA_WHITE, p->bk) || attacked_by(p, p->n, ANNA_BLACK, p->wk))
		return false;
	struct anna_position pos;
	anna_position_clear(&pos);
	anna_position_set_piece(&pos, p->wk, ANNA_PIECE(ANNA_WHITE, ANNA_KING));
	anna_position_set_piece(&pos, p->bk, ANNA_PIECE(ANNA_BLACK, ANNA_KING));
	for (int i = 0; i < p->n; i++)
		anna_position_set_piece(&pos, p->sq[i],
					ANNA_PIECE(p->men[i].color,
						   type_of_kind[p->men[i].kind]));
	pos.side = ANNA_BLACK;
	anna_position_rehash(&pos);
	uint16_t moves[ANNA_MAX_MOVES];
	return anna_movegen_legal(&pos, moves) == 0;
}

static bool place(struct placement *p, int i)
{
	if (i == p->n)
		return black_mated(p);
	/* White's men come first: once they stand, one must give check, and
	 * Black's men still to come can only block it */
	if (p->men[i].color == ANNA_BLACK && (i == 0 || p->men[i - 1].color == ANNA_WHITE) &&
	    !attacked_by(p, i, ANNA_WHITE, p->bk))
		return false;
	for (int sq = 0; sq < 64; sq++) {
		if ((p->occ & ANNA_BB(sq)) || !square_fits(p->men[i].kind, sq))
			continue;
		/* men of one kind and colour in increasing squares */
		if (i > 0 && p->men[i - 1].kind == p->men[i].kind &&
		    p->men[i - 1].color == p->men[i].color && p->sq[i - 1] > sq)
			continue;
		p->sq[i] = sq;
		p->occ |= ANNA_BB(sq);
		bool found = place(p, i + 1);
		p->occ &= ~ANNA_BB(sq);
		if (found)
			return true;
	}
	return false;
}

/* Is there a placement with Black mated? The black king's squares in the
 * order corners, edges, centre (mates are found sooner there). */
static bool white_mates(const struct man *men, int n)
{
	static int order[64];
	static int len;
	if (!len) {
		for (int ring = 0; ring < 4; ring++)
			for (int sq = 0; sq < 64; sq++) {
				int f = ANNA_SQ_FILE(sq), r = ANNA_SQ_RANK(sq);
				int e = f < 7 - f ? f : 7 - f, e2 = r < 7 - r ? r : 7 - r;
				int d = e < e2 ? e : e2;
				bool corner = (f == 0 || f == 7) && (r == 0 || r == 7);
				int want = corner ? 0 : d + 1;
				if (want == ring || (ring == 3 && want > 3))
					order[len++] = sq;
			}
	}
	struct placement p = { .n = n };
	memcpy(p.men, men, (size_t)n * sizeof(*men));
	for (int k = 0; k < len; k++) {
		p.bk = order[k];
		for (int wk = 0; wk < 64; wk++) {
			if (wk == p.bk || (anna_attacks_king(p.bk) & ANNA_BB(wk)))
				continue;
			p.wk = wk;
			p.occ = ANNA_BB(p.bk) | ANNA_BB(wk);
			if (place(&p, 0))
				return true;
		}
	}
	return false;
}

static void name(const struct man *men, int n, char *out)
{
	size_t o = 0;
	for (int c = 0; c < 2; c++) {
		out[o++] = 'K';
		for (int k = 0; k < KINDS; k++)
			for (int i = 0; i < n; i++)
				if (men[i].color == c && men[i].kind == (enum kind)k)
					out[o++] = letter[k];
		if (c == 0)
			out[o++] = 'v';
	}
	out[o] = 0;
}

int main(void)
{
	anna_core_init();
	printf("# class, White can mate in some placement, Black can"
	       " (tests/core/mate_classes.c)\n");
	/* every multiset of up to three men, as non-decreasing codes
	 * (colour * KINDS + kind) */
	for (int n = 0; n <= 3; n++) {
		int code[3] = { 0, 0, 0 };
		for (;;) {
			struct man men[3];
			for (int i = 0; i < n; i++)
				men[i] = (struct man){ code[i] / KINDS, (enum kind)(code[i] % KINDS) };
			char cls[16];
			name(men, n, cls);
			/* Black mates here iff White mates in the colour-swapped
			 * class (ranks mirrored, so L and D swap) */
			struct man sw[3];
			int w = 0;
			for (int pass = 0; pass < 2; pass++) /* Black's become White's: first */
				for (int i = 0; i < n; i++) {
					if (men[i].color != (pass == 0 ? ANNA_BLACK : ANNA_WHITE))
						continue;
					sw[w].color = !men[i].color;
					sw[w++].kind = men[i].kind == L ? D
						     : men[i].kind == D ? L : men[i].kind;
				}
			printf("%s %d %d\n", cls, white_mates(men, n), white_mates(sw, n));
			fflush(stdout);
			int i = n - 1;
			while (i >= 0 && code[i] == 2 * KINDS - 1)
				i--;
			if (i < 0)
				break;
			code[i]++;
			for (int j = i + 1; j < n; j++)
				code[j] = code[i];
		}
	}
	return 0;
}
