/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/movegen.c: legal move generation (see movegen.h).
 *
 * Moves are generated legal directly rather than generated and tested: the
 * king never steps onto an attacked square (computed with the king taken off
 * the board, so it cannot hide behind itself), in check the other pieces
 * only capture the checker or block (MOV-6), pinned pieces move along their
 * pin line, and en passant, the one move that clears two squares of a line,
 * is tested on the resulting occupancy.
 */
#include "core/movegen.h"

#include "core/attacks.h"
#include "core/bitboard.h"

/* Everything the generator needs, computed once per position. */
struct gen {
	const struct anna_position *pos;
	int us, them, king;
	uint64_t own, opp, occ;
	uint64_t opp_diag, opp_orth; /* their bishops+queens, rooks+queens */
	uint64_t checkers, pinned;
	uint64_t target;             /* where non-king pieces may go */
};

/* Is sq attacked by `them` with the given occupancy? */
static inline bool attacked(const struct gen *g, int sq, uint64_t occ)
{
	const uint64_t *t = g->pos->by_type;
	return (anna_attacks_knight(sq) & t[ANNA_KNIGHT] & g->opp) ||
	       (anna_attacks_pawn(g->us, sq) & t[ANNA_PAWN] & g->opp) ||
	       (anna_attacks_king(sq) & t[ANNA_KING] & g->opp) ||
	       (anna_attacks_bishop(sq, occ) & g->opp_diag) ||
	       (anna_attacks_rook(sq, occ) & g->opp_orth);
}

static inline uint16_t *emit_set(uint16_t *m, int from, uint64_t to_set,
				 uint64_t opp)
{
	while (to_set) {
		int to = anna_bb_pop(&to_set);
		*m++ = anna_move_new(from, to, (opp & ANNA_BB(to)) ?
					       ANNA_MF_CAPTURE : ANNA_MF_QUIET);
	}
	return m;
}

/* MOV-4: a pawn reaching the last rank becomes one of four pieces. */
static inline uint16_t *emit_promotions(uint16_t *m, int from, int to, bool capture)
{
	for (int t = ANNA_QUEEN; t >= ANNA_KNIGHT; t--)
		*m++ = anna_move_new(from, to, anna_move_promotion_flags(
						       (enum anna_piece_type)t, capture));
	return m;
}

/* Pawn moves of a set of pawns to a set of squares, by shifting the whole
 * set: `delta` is to - from. */
static inline uint16_t *emit_pawn_set(uint16_t *m, uint64_t to_set, int delta,
				      int flags, uint64_t last_rank)
{
	uint64_t promo = to_set & last_rank;
	to_set &= ~last_rank;
	while (to_set) {
		int to = anna_bb_pop(&to_set);
		*m++ = anna_move_new(to - delta, to, flags);
	}
	while (promo) {
		int to = anna_bb_pop(&promo);
		m = emit_promotions(m, to - delta, to, flags == ANNA_MF_CAPTURE);
	}
	return m;
}

static void setup(struct gen *g, const struct anna_position *pos)
{
	const uint64_t *t = pos->by_type;
	g->pos = pos;
	g->us = pos->side;
	g->them = g->us ^ 1;
	g->own = pos->by_color[g->us];
	g->opp = pos->by_color[g->them];
	g->occ = g->own | g->opp;
	g->king = anna_bb_lsb(t[ANNA_KING] & g->own);
	g->opp_diag = (t[ANNA_BISHOP] | t[ANNA_QUEEN]) & g->opp;
	g->opp_orth = (t[ANNA_ROOK] | t[ANNA_QUEEN]) & g->opp;

	const int k = g->king;
	/* MOV-6: a pinned attacker still gives check. */
	g->checkers = ((anna_attacks_knight(k) & t[ANNA_KNIGHT]) |
		       (anna_attacks_pawn(g->us, k) & t[ANNA_PAWN]) |
		       (anna_attacks_bishop(k, g->occ) & g->opp_diag) |
		       (anna_attacks_rook(k, g->occ) & g->opp_orth)) & g->opp;

	/* Sliders that would see the king through exactly one piece pin it
	 * if that piece is ours. */
	g->pinned = 0;
	uint64_t snipers = (anna_attacks_bishop(k, g->opp) & g->opp_diag) |
			   (anna_attacks_rook(k, g->opp) & g->opp_orth);
	while (snipers) {
		int s = anna_bb_pop(&snipers);
		uint64_t b = anna_attacks_between(k, s) & g->occ;
		if (b && !anna_bb_several(b))
			g->pinned |= b & g->own;
	}

	g->target = ~g->own;
	if (g->checkers)
		g->target &= anna_attacks_between(k, anna_bb_lsb(g->checkers)) |
			     g->checkers;
}

static uint16_t *gen_king(const struct gen *g, uint16_t *m)
{
	const uint64_t occ = g->occ ^ ANNA_BB(g->king);
	uint64_t to_set = anna_attacks_king(g->king) & ~g->own;
	while (to_set) {
		int to = anna_bb_pop(&to_set);
		if (!attacked(g, to, occ))
			*m++ = anna_move_new(g->king, to, (g->opp & ANNA_BB(to)) ?
				ANNA_MF_CAPTURE : ANNA_MF_QUIET);
	}
	return m;
}

/* MOV-5: castling needs the right (king and rook never moved), empty
 * squares between king and rook, and a king not in check that neither
 * crosses nor lands on an attacked square. */
static uint16_t *gen_castling(const struct gen *g, uint16_t *m)
{
	const int base = g->us == ANNA_WHITE ? 0 : 56;
	const uint8_t rights = g->pos->castling >> (g->us * 2);
	if (g->checkers || !(rights & 3))
		return m;
	if ((rights & ANNA_CASTLE_WK) &&
	    !(g->occ & (ANNA_BB(base + 5) | ANNA_BB(base + 6))) &&
	    !attacked(g, base + 5, g->occ) && !attacked(g, base + 6, g->occ))
		*m++ = anna_move_new(base + 4, base + 6, ANNA_MF_CASTLE_KING);
	if ((rights & ANNA_CASTLE_WQ) &&
	    !(g->occ & (ANNA_BB(base + 1) | ANNA_BB(base + 2) | ANNA_BB(base + 3))) &&
	    !attacked(g, base + 3, g->occ) && !attacked(g, base + 2, g->occ))
		*m++ = anna_move_new(base + 4, base + 2, ANNA_MF_CASTLE_QUEEN);
	return m;
}

static uint16_t *gen_pieces(const struct gen *g, uint16_t *m)
{
	const uint64_t *t = g->pos->by_type;
	const uint64_t unpinned = g->own & ~g->pinned;
	uint64_t b;

	b = t[ANNA_KNIGHT] & unpinned; /* a pinned knight can never move */
	while (b) {
		int from = anna_bb_pop(&b);
		m = emit_set(m, from, anna_attacks_knight(from) & g->target, g->opp);
	}
	b = (t[ANNA_BISHOP] | t[ANNA_QUEEN]) & g->own;
	while (b) {
		int from = anna_bb_pop(&b);
		uint64_t to = anna_attacks_bishop(from, g->occ) & g->target;
		if (g->pinned & ANNA_BB(from))
			to &= anna_attacks_line(g->king, from);
		m = emit_set(m, from, to, g->opp);
	}
	b = (t[ANNA_ROOK] | t[ANNA_QUEEN]) & g->own;
	while (b) {
		int from = anna_bb_pop(&b);
		uint64_t to = anna_attacks_rook(from, g->occ) & g->target;
		if (g->pinned & ANNA_BB(from))
			to &= anna_attacks_line(g->king, from);
		m = emit_set(m, from, to, g->opp);
	}
	return m;
}

/* En passant removes the captured pawn too, so test the king on the board
 * after the capture: this catches the pin along the fifth rank with both
 * pawns between king and rook, and diagonal pins of the captured pawn. */
static uint16_t *gen_en_passant(const struct gen *g, uint16_t *m)
{
	const int ep = g->pos->ep;
	const int cap = ep ^ 8;
	uint64_t from_set = anna_attacks_pawn(g->them, ep) &
			    g->pos->by_type[ANNA_PAWN] & g->own;
	while (from_set) {
		int from = anna_bb_pop(&from_set);
		uint64_t occ = (g->occ ^ ANNA_BB(from) ^ ANNA_BB(cap)) | ANNA_BB(ep);
		/* A knight or pawn giving check must be the captured pawn. */
		uint64_t leapers = g->checkers & ~ANNA_BB(cap) &
			(g->pos->by_type[ANNA_KNIGHT] | g->pos->by_type[ANNA_PAWN]);
		if (leapers)
			continue;
		if (anna_attacks_bishop(g->king, occ) & g->opp_diag)
			continue;
		if (anna_attacks_rook(g->king, occ) & g->opp_orth)
			continue;
		*m++ = anna_move_new(from, ep, ANNA_MF_EN_PASSANT);
	}
	return m;
}

static uint16_t *gen_pawns(const struct gen *g, uint16_t *m)
{
	const int us = g->us;
	const uint64_t pawns = g->pos->by_type[ANNA_PAWN] & g->own;
	const uint64_t empty = ~g->occ;
	const uint64_t last = us == ANNA_WHITE ? ANNA_BB_RANK_8 : ANNA_BB_RANK_1;
	const uint64_t third = us == ANNA_WHITE ? ANNA_BB_RANK_3 : ANNA_BB_RANK_6;
	const int up = us == ANNA_WHITE ? 8 : -8;
	uint64_t unpinned = pawns & ~g->pinned;

	/* Unpinned pawns, all at once. */
	uint64_t push1 = anna_bb_forward(unpinned, us) & empty;
	uint64_t push2 = anna_bb_forward(push1 & third, us) & empty & g->target;
	push1 &= g->target;
	uint64_t west = anna_bb_forward(unpinned & ~ANNA_BB_FILE_A, us);
	uint64_t east = anna_bb_forward(unpinned & ~ANNA_BB_FILE_H, us);
	west = (west >> 1) & g->opp & g->target; /* shifted west after up */
	east = (east << 1) & g->opp & g->target;
	m = emit_pawn_set(m, push1, up, ANNA_MF_QUIET, last);
	m = emit_pawn_set(m, push2, 2 * up, ANNA_MF_DOUBLE_PUSH, 0);
	m = emit_pawn_set(m, west, up - 1, ANNA_MF_CAPTURE, last);
	m = emit_pawn_set(m, east, up + 1, ANNA_MF_CAPTURE, last);

	/* Pinned pawns, one by one, along their pin line. */
	uint64_t pinned = pawns & g->pinned;
	while (pinned) {
		int from = anna_bb_pop(&pinned);
		uint64_t line = anna_attacks_line(g->king, from) & g->target;
		uint64_t one = anna_bb_forward(ANNA_BB(from), us) & empty;
		uint64_t two = anna_bb_forward(one & third, us) & empty;
		uint64_t caps = anna_attacks_pawn(us, from) & g->opp;
		m = emit_pawn_set(m, one & line, up, ANNA_MF_QUIET, last);
		m = emit_pawn_set(m, two & line, 2 * up, ANNA_MF_DOUBLE_PUSH, 0);
		caps &= line;
		while (caps) {
			int to = anna_bb_pop(&caps);
			if (ANNA_BB(to) & last)
				m = emit_promotions(m, from, to, true);
			else
				*m++ = anna_move_new(from, to, ANNA_MF_CAPTURE);
		}
	}
	if (g->pos->ep != ANNA_NO_SQ)
		m = gen_en_passant(g, m);
	return m;
}

size_t anna_movegen_legal(const struct anna_position *pos,
			  uint16_t moves[ANNA_MAX_MOVES])
{
	struct gen g;
	setup(&g, pos);
	uint16_t *m = gen_king(&g, moves);
	if (anna_bb_several(g.checkers)) /* double check: only the king moves */
		return (size_t)(m - moves);
	m = gen_castling(&g, m);
	m = gen_pawns(&g, m);
	m = gen_pieces(&g, m);
	return (size_t)(m - moves);
}

bool anna_movegen_is_legal(const struct anna_position *pos, uint16_t move)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++)
		if (moves[i] == move)
			return true;
	return false;
}

static uint64_t perft(struct anna_position *pos, unsigned depth)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	if (depth == 1) /* bulk counting: the leaves are the legal moves */
		return n;
	uint64_t nodes = 0;
	struct anna_undo undo;
	for (size_t i = 0; i < n; i++) {
		anna_position_make(pos, moves[i], &undo);
		nodes += perft(pos, depth - 1);
		anna_position_unmake(pos, moves[i], &undo);
	}
	return nodes;
}

uint64_t anna_perft(struct anna_position *pos, unsigned depth)
{
	if (depth == 0)
		return 1;
	return perft(pos, depth);
}

static const char *const illegal_names[ANNA_ILLEGAL_COUNT] = {
	"not_own_piece", "own_capture", "pattern", "blocked", "self_check",
	"castle_rights", "castle_blocked", "castle_in_check",
	"castle_through", "castle_rook", "unfinished_promotion", "en_passant_pawn",
};

const char *anna_illegal_reason_str(enum anna_illegal_reason reason)
{
	return (unsigned)reason < ANNA_ILLEGAL_COUNT ? illegal_names[reason] : "?";
}
