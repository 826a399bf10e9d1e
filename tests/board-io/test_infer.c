/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_infer.c: move inference from square events.
 *
 * A property test plays random legal games (seeded; set ANNA_SEED to
 * replay one; 400 games, 10000 with --slow) and, for every ply, every physically plausible order of
 * lifts and seats with bounce and noise through the debounce filter, and
 * checks that the inference gives exactly the game's move. Hand-written
 * cases cover touches, castling orders, promotion, ambiguity, illegal
 * physical moves with their reasons, mismatches and executing the
 * opponent's move.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/debounce.h"
#include "board-io/infer.h"
#include "core/fen.h"
#include "tests/board-io/board_sim.h"

static struct anna_position pos_of(const char *fen)
{
	struct anna_position pos;
	struct anna_error err;
	if (anna_fen_read(&pos, fen, &err) != ANNA_OK) {
		char b[256];
		anna_error_debug(&err, b, sizeof(b));
		fail_msg("%s: %s", fen, b);
	}
	return pos;
}

static uint16_t mv(const struct anna_position *pos, const char *uci)
{
	uint16_t m = sim_move(pos, uci);
	if (m == ANNA_MOVE_NONE)
		fail_msg("%s is not legal here", uci);
	return m;
}

static uint64_t t_now;

/* Feeds "-e2 +e4": '-' a lift, '+' a seat, 100 ms apart. */
static void feed(struct anna_infer *inf, const char *script)
{
	for (const char *p = script; *p; p++) {
		if (*p != '-' && *p != '+')
			continue;
		char sq[3] = { p[1], p[2], 0 };
		struct anna_square_event ev = { t_now += 100,
			(uint8_t)anna_square_parse(sq), *p == '+' };
		assert_int_equal(anna_infer_square(inf, &ev), ANNA_OK);
		p += 2;
	}
}

static enum anna_infer_state st(const struct anna_infer *inf)
{
	return anna_infer_result(inf)->state;
}

static struct anna_infer inf; /* large: keep off the stack */

/* One correction: kind, squares ("" = none), piece (-1 = do not care),
 * and for a move whether it goes back where the piece came from. */
static void check_back(const struct anna_correction *c, bool back)
{
	assert_int_equal(c->kind, ANNA_CORRECTION_MOVE);
	assert_int_equal(c->back, back);
}

static void check_corr(const struct anna_correction *c, enum anna_correction_kind kind,
		       const char *from, const char *to, int piece)
{
	assert_int_equal(c->kind, kind);
	assert_int_equal(c->from, *from ? anna_square_parse(from) : ANNA_NO_SQ);
	assert_int_equal(c->to, *to ? anna_square_parse(to) : ANNA_NO_SQ);
	if (piece >= 0)
		assert_int_equal(c->piece, piece);
}

/* Runs one ply through debounce + inference; returns the concluded move. */
static uint16_t run_ply(struct anna_debounce *db, const struct anna_position *pos,
			const struct sim_stream *s, uint64_t end, uint16_t expect)
{
	struct anna_square_event out[64];
	assert_int_equal(anna_infer_start(&inf, pos, ANNA_INFER_OWN, ANNA_MOVE_NONE,
					  anna_debounce_occupancy(db)), ANNA_OK);
	for (size_t i = 0; i < s->n; i++) {
		size_t n = anna_debounce_feed(db, &s->ev[i], out);
		for (size_t j = 0; j < n; j++)
			assert_int_equal(anna_infer_square(&inf, &out[j]), ANNA_OK);
	}
	size_t n = anna_debounce_advance(db, end, out);
	for (size_t j = 0; j < n; j++)
		assert_int_equal(anna_infer_square(&inf, &out[j]), ANNA_OK);
	uint64_t dl;
	assert_false(anna_debounce_deadline(db, &dl));
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	if (st(&inf) == ANNA_INFER_S_PROMOTION) {
		assert_true(anna_move_is_promotion(expect));
		assert_int_equal(anna_infer_piece(&inf, anna_move_promotion(expect)), ANNA_OK);
		assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	}
	const struct anna_infer_result *r = anna_infer_result(&inf);
	if (r->state != ANNA_INFER_S_DONE || !r->final) {
		char b[6], fen[ANNA_FEN_MAX];
		anna_fen_write(pos, fen, sizeof(fen));
		for (size_t i = 0; i < s->n; i++)
			printf("# %llu %s%d\n", (unsigned long long)s->ev[i].time_ms,
			       s->ev[i].occupied ? "+" : "-", s->ev[i].sq);
		fail_msg("%s move %s: state %s", fen, anna_move_uci(expect, b),
			 anna_infer_state_str(r->state));
	}
	/* The moving piece's first lift is on record and binds (TCH-3). */
	const struct anna_evidence *e = anna_infer_evidence(&inf);
	bool seen = false;
	for (size_t i = 0; i < e->n && !seen; i++)
		if (e->entry[i].lifted && e->entry[i].sq == anna_move_from(expect)) {
			assert_int_equal(e->entry[i].piece, pos->board[anna_move_from(expect)]);
			assert_int_equal(e->entry[i].touch, ANNA_TOUCH_OWN_MOVABLE);
			seen = true;
		}
	assert_true(seen);
	return r->move;
}

/* The squares an order of actions touches. */
static uint64_t squares_in(const struct sim_orders *o, size_t k)
{
	uint64_t b = 0;
	for (size_t i = 0; i < o->len[k]; i++)
		b |= 1ull << o->a[k][i].sq;
	return b;
}

/*
 * Carrying out the announced move m (EXECUTE) in the order of stream s:
 * never reported WRONG on the way, MADE with m at the end.
 */
static void run_execute(const struct anna_position *pos, const struct sim_stream *s,
			uint64_t end, unsigned window, uint16_t m)
{
	struct anna_debounce db;
	struct anna_square_event out[64];
	anna_debounce_init(&db, sim_occupancy(pos), window);
	assert_int_equal(anna_infer_start(&inf, pos, ANNA_INFER_EXECUTE, m,
					  sim_occupancy(pos)), ANNA_OK);
	for (size_t i = 0; i <= s->n; i++) {
		size_t n = i < s->n ? anna_debounce_feed(&db, &s->ev[i], out)
				    : anna_debounce_advance(&db, end, out);
		for (size_t j = 0; j < n; j++) {
			assert_int_equal(anna_infer_square(&inf, &out[j]), ANNA_OK);
			assert_int_not_equal(st(&inf), ANNA_INFER_S_WRONG);
		}
	}
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, m);
}

/*
 * Carrying out another legal move m2 when m was announced: never MADE at
 * the end, corrections to give, and WRONG at once if m2 touches a hole
 * that m does not.
 */
static void run_wrong(uint64_t *seed, const struct anna_position *pos, uint16_t m,
		      uint16_t m2)
{
	struct sim_orders o, o2;
	sim_orders_of(pos, m, &o);
	sim_orders_of(pos, m2, &o2);
	size_t k = sim_below(seed, (unsigned)o2.n);
	bool outside = (squares_in(&o2, k) & ~squares_in(&o, 0)) != 0;
	assert_int_equal(anna_infer_start(&inf, pos, ANNA_INFER_EXECUTE, m,
					  sim_occupancy(pos)), ANNA_OK);
	bool wrong_seen = false;
	for (size_t i = 0; i < o2.len[k]; i++) {
		struct anna_square_event ev = { 100 * i, o2.a[k][i].sq, o2.a[k][i].seat };
		assert_int_equal(anna_infer_square(&inf, &ev), ANNA_OK);
		if (st(&inf) == ANNA_INFER_S_WRONG) {
			/* said at once: the first event outside m */
			if (!wrong_seen && ((squares_in(&o, 0) >> ev.sq) & 1))
				fail_msg("WRONG before a hole outside the move changed");
			wrong_seen = true;
		}
	}
	assert_int_not_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(wrong_seen, outside);
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	assert_true(anna_infer_corrections(&inf, c) > 0);
}

/* Every order of every move of pos, each with random bounce and noise. */
static void all_orders(uint64_t *seed, const struct anna_position *pos,
		       uint16_t m, unsigned window, size_t *count)
{
	struct sim_orders o;
	sim_orders_of(pos, m, &o);
	for (size_t k = 0; k < o.n; k++) {
		struct anna_debounce db;
		struct sim_stream s = { 0 };
		uint64_t t = 1000;
		anna_debounce_init(&db, sim_occupancy(pos), window);
		sim_play(seed, o.a[k], o.len[k], sim_occupancy(pos), window,
			 sim_below(seed, 4) == 0, &t, &s);
		uint16_t got = run_ply(&db, pos, &s, t + window, m);
		run_execute(pos, &s, t + window, window, m);
		if (got != m) {
			char a[6], b[6], fen[ANNA_FEN_MAX];
			anna_fen_write(pos, fen, sizeof(fen));
			fail_msg("%s order %zu: inferred %s, played %s", fen, k,
				 anna_move_uci(got, a), anna_move_uci(m, b));
		}
		(*count)++;
	}
}

static uint64_t test_seed(void)
{
	const char *s = getenv("ANNA_SEED");
	uint64_t seed = s ? strtoull(s, NULL, 0) : 0x5eed0b0a4dull;
	if (seed == 0)
		seed = 1;
	printf("# board-io inference property test: ANNA_SEED=0x%llx\n",
	       (unsigned long long)seed);
	return seed;
}

static int games = 400; /* --slow: 10000 */

static void test_random_games(void **state)
{
	(void)state;
	uint64_t seed = test_seed();
	size_t count = 0;
	for (int game = 0; game < games; game++) {
		struct anna_position pos;
		anna_position_start(&pos);
		for (int ply = 0; ply < 160; ply++) {
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&pos, moves);
			if (n == 0)
				break;
			uint16_t m = moves[sim_below(&seed, (unsigned)n)];
			unsigned window = (unsigned[]){ 0, 10, 30, 50 }[sim_below(&seed, 4)];
			all_orders(&seed, &pos, m, window, &count);
			uint16_t m2 = moves[sim_below(&seed, (unsigned)n)];
			/* (a promotion to another piece is the same holes: the
			 * board cannot tell it from the announced one) */
			if (anna_move_from(m2) != anna_move_from(m) ||
			    anna_move_to(m2) != anna_move_to(m))
				run_wrong(&seed, &pos, m, m2);
			struct anna_undo u;
			anna_position_make(&pos, m, &u);
		}
	}
	printf("# %zu move orders in random games inferred\n", count);
	assert_true(count > 40000);
}

/* Positions rich in castling, en passant and promotion: every legal move,
 * every order. */
static void test_special_positions(void **state)
{
	(void)state;
	static const char *fens[] = {
		"r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
		"r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R b KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq d3 0 3",
		"1r2k3/2P5/8/8/8/8/7p/4K1N1 w - - 0 1",
		"1r2k3/2P5/8/8/8/8/7p/4K1N1 b - - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
	};
	uint64_t seed = 0x51ec1a1;
	size_t count = 0;
	for (size_t f = 0; f < sizeof(fens) / sizeof(fens[0]); f++) {
		struct anna_position pos = pos_of(fens[f]);
		uint16_t moves[ANNA_MAX_MOVES];
		size_t n = anna_movegen_legal(&pos, moves);
		for (size_t i = 0; i < n; i++)
			all_orders(&seed, &pos, moves[i], 30, &count);
	}
	printf("# %zu move orders in special positions\n", count);
	assert_true(count > 250);
}

static void start_own(const char *fen)
{
	struct anna_position pos = pos_of(fen);
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_OWN, ANNA_MOVE_NONE,
					  sim_occupancy(&pos)), ANNA_OK);
}

static void test_put_back_is_touch(void **state)
{
	(void)state;
	start_own(ANNA_FEN_START);
	assert_int_equal(st(&inf), ANNA_INFER_S_IDLE);
	feed(&inf, "-g1");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	feed(&inf, "+g1");
	assert_int_equal(st(&inf), ANNA_INFER_S_TOUCHED);
	/* A clock press now is not a move: nothing becomes final. */
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_TOUCHED);
	assert_false(anna_infer_result(&inf)->final);
	const struct anna_evidence *e = anna_infer_evidence(&inf);
	assert_int_equal(e->n, 2);
	assert_true(e->entry[0].lifted);
	assert_int_equal(e->entry[0].sq, anna_square_parse("g1"));
	assert_int_equal(e->entry[0].piece, ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	assert_int_equal(e->entry[0].touch, ANNA_TOUCH_OWN_MOVABLE);
	assert_false(e->entry[1].lifted);
	assert_int_equal(e->entry[1].piece, ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	assert_ptr_equal(anna_evidence_first_binding(e), &e->entry[0]);
	/* The player then moves another piece: still inferred, the touch
	 * stays on record for the arbiter. */
	feed(&inf, "-e2 +e4");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "e2e4"));
	assert_int_equal(anna_infer_evidence(&inf)->n, 4);
}

static void test_touch_kinds(void **state)
{
	(void)state;
	/* Black bishop b4 can be taken by nothing; the knight on c6 by the
	 * bishop b5; white's c1 bishop cannot move; lifting the king again
	 * adds nothing. */
	start_own("r1bqk1nr/pppp1ppp/2n5/1B2p3/1b2P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
	feed(&inf, "-b4 +b4 -c6 +c6 -c1 +c1 -c1 +c1");
	const struct anna_evidence *e = anna_infer_evidence(&inf);
	assert_int_equal(e->n, 8);
	assert_int_equal(e->entry[0].touch, ANNA_TOUCH_ENEMY_SAFE);
	assert_int_equal(e->entry[0].piece, ANNA_PIECE(ANNA_BLACK, ANNA_BISHOP));
	assert_int_equal(e->entry[2].touch, ANNA_TOUCH_ENEMY_CAPTURABLE);
	assert_int_equal(e->entry[4].touch, ANNA_TOUCH_OWN_IMMOVABLE);
	assert_int_equal(e->entry[6].touch, ANNA_TOUCH_AGAIN);
	assert_int_equal(e->entry[1].touch, ANNA_TOUCH_NONE);
	assert_ptr_equal(anna_evidence_first_binding(e), &e->entry[2]);
	assert_int_equal(st(&inf), ANNA_INFER_S_TOUCHED);
}

static void test_castling_rook_first(void **state)
{
	(void)state;
	start_own("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	feed(&inf, "-h1 +f1");
	/* Looks like a rook move until the king follows (TCH-4 is the
	 * arbiter's matter). */
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "h1f1"));
	feed(&inf, "-e1");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	feed(&inf, "+g1");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	uint16_t m = anna_infer_result(&inf)->move;
	assert_true(anna_move_is_castling(m));
	assert_true(anna_evidence_rook_first(anna_infer_evidence(&inf),
					     anna_square_parse("e1"),
					     anna_square_parse("h1")));
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_DONE);
	/* After DONE the inference takes nothing more. */
	struct anna_square_event ev = { 1, (uint8_t)anna_square_parse("a1"), false };
	assert_int_equal(anna_infer_square(&inf, &ev), ANNA_E_STATE);
	assert_int_equal(anna_infer_conclude(&inf), ANNA_E_STATE);

	start_own("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
	feed(&inf, "-e8 +c8 -a8 +d8");
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "e8c8"));
	assert_false(anna_evidence_rook_first(anna_infer_evidence(&inf),
					      anna_square_parse("e8"),
					      anna_square_parse("a8")));
}

static void test_promotion(void **state)
{
	(void)state;
	start_own("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1");
	feed(&inf, "-c7 +c8");
	const struct anna_infer_result *r = anna_infer_result(&inf);
	assert_int_equal(r->state, ANNA_INFER_S_PROMOTION);
	assert_int_equal(anna_move_from(r->move), anna_square_parse("c7"));
	assert_int_equal(anna_move_to(r->move), anna_square_parse("c8"));
	/* VI-4: no piece, no conclusion. */
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_PROMOTION);
	assert_int_equal(anna_infer_piece(&inf, ANNA_KING), ANNA_E_INVALID);
	assert_int_equal(anna_infer_piece(&inf, ANNA_KNIGHT), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "c7c8n"));
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_true(anna_infer_result(&inf)->final);

	/* Capture promotion, the piece named before the board shows it. */
	start_own("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1");
	assert_int_equal(anna_infer_piece(&inf, ANNA_ROOK), ANNA_OK);
	feed(&inf, "-b8 +b8"); /* the rook is touched and put back first */
	feed(&inf, "-c7 -b8");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	feed(&inf, "+b8");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "c7b8r"));
}

static void test_en_passant(void **state)
{
	(void)state;
	start_own("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
	feed(&inf, "-e5 +f6");
	/* Two of three squares: not a move yet (nor an illegal one: a pawn
	 * that went diagonally to an empty square is described). */
	assert_int_not_equal(st(&inf), ANNA_INFER_S_MADE);
	/* pressed like this: the pawn it takes is still there (said in
	 * training, not "this piece does not move like that") */
	assert_int_equal(st(&inf), ANNA_INFER_S_ILLEGAL);
	assert_int_equal(anna_infer_result(&inf)->physical.reason, ANNA_ILLEGAL_EN_PASSANT_PAWN);
	assert_string_equal(anna_illegal_reason_str(ANNA_ILLEGAL_EN_PASSANT_PAWN),
			    "en_passant_pawn");
	feed(&inf, "-f5");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_true(anna_move_is_en_passant(anna_infer_result(&inf)->move));
	assert_int_equal(anna_infer_evidence(&inf)->entry[2].touch,
			 ANNA_TOUCH_ENEMY_CAPTURABLE);
}

static void test_ambiguous_capture(void **state)
{
	(void)state;
	start_own("4k3/8/3p1p2/8/4N3/8/8/4K3 w - - 0 1");
	feed(&inf, "-e4 -d6 -f6 +d6 +f6");
	const struct anna_infer_result *r = anna_infer_result(&inf);
	assert_int_equal(r->state, ANNA_INFER_S_AMBIGUOUS);
	assert_int_equal(r->n_candidates, 2);
	uint16_t a = mv(&inf.pos, "e4d6"), b = mv(&inf.pos, "e4f6");
	assert_true((r->candidates[0] == a && r->candidates[1] == b) ||
		    (r->candidates[0] == b && r->candidates[1] == a));
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_AMBIGUOUS);
	assert_int_equal(anna_infer_choose(&inf, mv(&inf.pos, "e1e2")), ANNA_E_INVALID);
	assert_int_equal(anna_infer_choose(&inf, b), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, b);
	assert_int_equal(anna_infer_choose(&inf, a), ANNA_E_STATE);

	/* Only the piece whose hole was emptied was captured. */
	start_own("4k3/8/3p1p2/8/4N3/8/8/4K3 w - - 0 1");
	feed(&inf, "-f6 -e4 +f6");
	assert_int_equal(anna_infer_result(&inf)->move, mv(&inf.pos, "e4f6"));
	/* The captured piece put back before the knight was lifted does not
	 * count as captured. */
	start_own("4k3/8/3p1p2/8/4N3/8/8/4K3 w - - 0 1");
	feed(&inf, "-d6 +d6 -e4");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
}

struct illegal_case {
	const char *fen;
	const char *script;
	const char *from, *to;
	bool castling;
	enum anna_illegal_reason reason;
};

static void test_illegal_described(void **state)
{
	(void)state;
	static const struct illegal_case cases[] = {
		{ ANNA_FEN_START, "-g1 +g3", "g1", "g3", false, ANNA_ILLEGAL_PATTERN },
		{ ANNA_FEN_START, "-f1 +c4", "f1", "c4", false, ANNA_ILLEGAL_BLOCKED },
		{ ANNA_FEN_START, "-e7 +e5", "e7", "e5", false, ANNA_ILLEGAL_NOT_OWN_PIECE },
		{ ANNA_FEN_START, "-b1 -d2 +d2", "b1", "d2", false, ANNA_ILLEGAL_OWN_CAPTURE },
		{ ANNA_FEN_START, "-e2 +e5", "e2", "e5", false, ANNA_ILLEGAL_PATTERN },
		{ ANNA_FEN_START, "-e2 +d3", "e2", "d3", false, ANNA_ILLEGAL_PATTERN },
		/* the e2 knight is pinned by the bishop b5? no: the d2 pawn by Bb4 */
		{ "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/2P5/PP2PPPP/RNBQKBNR w KQkq - 1 3",
		  "-c3 +c4", "c3", "c4", false, ANNA_ILLEGAL_SELF_CHECK },
		{ "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "-e1 +g1 -h1 +f1", "e1",
		  "g1", true, ANNA_ILLEGAL_CASTLE_RIGHTS },
		{ "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "-e1 +c1 -a1 +d1", "e1",
		  "c1", true, ANNA_ILLEGAL_CASTLE_BLOCKED },
		{ "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "-e1 +g1 -h1 +f1", "e1",
		  "g1", true, ANNA_ILLEGAL_CASTLE_IN_CHECK },
		{ "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "-e1 +g1 -h1 +f1", "e1",
		  "g1", true, ANNA_ILLEGAL_CASTLE_THROUGH },
		{ "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "-e1 +g1", "e1", "g1", false,
		  ANNA_ILLEGAL_CASTLE_ROOK },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct illegal_case *c = &cases[i];
		start_own(c->fen);
		feed(&inf, c->script);
		const struct anna_infer_result *r = anna_infer_result(&inf);
		if (r->state != ANNA_INFER_S_ILLEGAL)
			fail_msg("case %zu: state %s", i, anna_infer_state_str(r->state));
		assert_int_equal(r->physical.from, anna_square_parse(c->from));
		assert_int_equal(r->physical.to, anna_square_parse(c->to));
		assert_int_equal(r->physical.castling, c->castling);
		if (r->physical.reason != c->reason)
			fail_msg("case %zu: reason %s, want %s", i,
				 anna_illegal_reason_str(r->physical.reason),
				 anna_illegal_reason_str(c->reason));
		assert_int_equal(r->physical.piece, inf.pos.board[anna_square_parse(c->from)]);
		/* ILL-12: the clock press makes it final; the session reports it. */
		assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
		assert_int_equal(st(&inf), ANNA_INFER_S_DONE);
		assert_true(anna_infer_result(&inf)->final);
	}
}

static void test_mismatch_and_knocked_peg(void **state)
{
	(void)state;
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	start_own(ANNA_FEN_START);
	feed(&inf, "-g1 +f3");
	/* The bishop's peg is knocked out of c1 on the way. */
	feed(&inf, "-c1");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	/* The move is not undone: only the bishop is to be put back. */
	size_t n = anna_infer_corrections(&inf, c);
	assert_int_equal(n, 1);
	check_corr(&c[0], ANNA_CORRECTION_PLACE, "", "c1", ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP));
	feed(&inf, "+c1");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_corrections(&inf, c), 0);

	/* An illegal move is corrected back, never completed into a legal
	 * one it resembles (Nxf3 leaves the same holes once g3 is emptied). */
	start_own("rnbqkbnr/pppp1ppp/8/8/8/5p2/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
	feed(&inf, "-g1 +g3");
	assert_int_equal(st(&inf), ANNA_INFER_S_ILLEGAL);
	assert_int_equal(anna_infer_corrections(&inf, c), 1);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, "g3", "g1", ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	check_back(&c[0], true);

	/* Two knights lifted: both are missing. */
	start_own(ANNA_FEN_START);
	feed(&inf, "-g1 -b1");
	n = anna_infer_corrections(&inf, c);
	assert_int_equal(n, 2);
	check_corr(&c[0], ANNA_CORRECTION_PLACE, "", "b1", ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	check_corr(&c[1], ANNA_CORRECTION_PLACE, "", "g1", ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	/* A knight where no move puts it and nowhere near: back to g1. */
	start_own(ANNA_FEN_START);
	feed(&inf, "-g1 +e4 -d2 +d5");
	n = anna_infer_corrections(&inf, c);
	assert_int_equal(n, 2);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, "e4", "g1", ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	check_corr(&c[1], ANNA_CORRECTION_MOVE, "d5", "d2", ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
	check_back(&c[0], true);
	check_back(&c[1], true);
}

static void test_plugged_in_mid_game(void **state)
{
	(void)state;
	struct anna_position pos = pos_of(ANNA_FEN_START);
	uint64_t occ = sim_occupancy(&pos);
	occ &= ~(1ull << anna_square_parse("d8")); /* queen not in */
	occ |= 1ull << anna_square_parse("e5");    /* a stray peg */
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_OWN, ANNA_MOVE_NONE, occ),
			 ANNA_OK);
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	size_t n = anna_infer_corrections(&inf, c);
	assert_int_equal(n, 2);
	check_corr(&c[0], ANNA_CORRECTION_REMOVE, "e5", "", 0);
	check_corr(&c[1], ANNA_CORRECTION_PLACE, "", "d8", ANNA_PIECE(ANNA_BLACK, ANNA_QUEEN));
	feed(&inf, "-e5 +d8");
	assert_int_equal(st(&inf), ANNA_INFER_S_TOUCHED);
	/* The stray peg was never a piece of the game: no obligation. */
	assert_int_equal(anna_infer_evidence(&inf)->entry[0].touch, ANNA_TOUCH_UNKNOWN);
}

static void test_execute_opponents_move(void **state)
{
	(void)state;
	struct anna_position pos = pos_of(
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
	uint16_t nc6 = mv(&pos, "b8c6");
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_EXECUTE, nc6,
					  sim_occupancy(&pos)), ANNA_OK);
	feed(&inf, "-b8");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	assert_int_equal(anna_infer_evidence(&inf)->entry[0].touch, ANNA_TOUCH_EXECUTING);
	feed(&inf, "+c6");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(anna_infer_result(&inf)->move, nc6);

	/* The wrong knight: said at once, with the way back. */
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_EXECUTE, nc6,
					  sim_occupancy(&pos)), ANNA_OK);
	feed(&inf, "-g8");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	assert_int_equal(anna_infer_result(&inf)->move, nc6);
	feed(&inf, "+f6");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	size_t n = anna_infer_corrections(&inf, c);
	/* From the board to the position after Nc6: both knights are known
	 * where they stand, so two moves: f6 back to g8 (his own step
	 * undone first), b8 to c6. */
	assert_int_equal(n, 2);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, "f6", "g8", ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT));
	check_corr(&c[1], ANNA_CORRECTION_MOVE, "b8", "c6", ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT));
	check_back(&c[0], true);
	check_back(&c[1], false);
	feed(&inf, "-f6 +g8 -b8 +c6");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	/* An announced move that is not legal cannot be executed. */
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_EXECUTE,
					  anna_move_new(12, 28, 0), sim_occupancy(&pos)),
			 ANNA_E_ILLEGAL);
}

/* Issue 11 (item 3): carrying out the announced move wrongly, the
 * corrections as the board now stands. */
static size_t corrections(struct anna_correction c[ANNA_GUIDANCE_MAX])
{
	return anna_infer_corrections(&inf, c);
}

/* Exactly two corrections: the wrong piece back to its own hole, then
 * the right one on to where the announced move takes it. */
static void back_then_on(const char *wrong, const char *home, const char *from, const char *to,
			 uint8_t piece)
{
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	assert_int_equal(corrections(c), 2);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, wrong, home, piece);
	check_back(&c[0], true);
	check_corr(&c[1], ANNA_CORRECTION_MOVE, from, to, piece);
	check_back(&c[1], false);
}

static void start_execute(const char *fen, const char *uci)
{
	struct anna_position pos = pos_of(fen);
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_EXECUTE, mv(&pos, uci),
					  sim_occupancy(&pos)), ANNA_OK);
}

static void test_execute_corrections(void **state)
{
	(void)state;
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	const uint8_t P = ANNA_PIECE(ANNA_WHITE, ANNA_PAWN);
	const uint8_t r = ANNA_PIECE(ANNA_BLACK, ANNA_ROOK);

	/* d2-d4 announced, the c2 pawn lifted: c2 gets its pawn back (it
	 * is in his hand), d2 goes to d4; never "d2 to c2" (the nearest
	 * hole missing a pawn, the one he just emptied) */
	start_execute(ANNA_FEN_START, "d2d4");
	feed(&inf, "-c2");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	assert_int_equal(corrections(c), 2);
	check_corr(&c[0], ANNA_CORRECTION_PLACE, "", "c2", P);
	check_corr(&c[1], ANNA_CORRECTION_MOVE, "d2", "d4", P);
	check_back(&c[1], false);
	/* seated on c4: c4 back to c2 first, then d2 to d4 */
	feed(&inf, "+c4");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	back_then_on("c4", "c2", "d2", "d4", P);
	/* put right: the move still to make, then made */
	feed(&inf, "-c4 +c2");
	assert_int_equal(st(&inf), ANNA_INFER_S_TOUCHED);
	assert_int_equal(corrections(c), 1);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, "d2", "d4", P);
	feed(&inf, "-d2 +d4");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(corrections(c), 0);

	/* g4xf3 e.p. announced, the pawn on f4 left: a move under way
	 * (within the move's squares), the captured pawn only comes off */
	start_execute("rnbqkbnr/pppppp1p/8/8/5Pp1/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3", "g4f3");
	feed(&inf, "-g4 +f3");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	assert_int_equal(corrections(c), 1);
	check_corr(&c[0], ANNA_CORRECTION_REMOVE, "f4", "", P);
	/* and the e2 pawn lifted meanwhile: it goes back into its own hole;
	 * the captured f4 pawn is never moved into it */
	feed(&inf, "-e2");
	assert_int_equal(corrections(c), 2);
	check_corr(&c[0], ANNA_CORRECTION_PLACE, "", "e2", P);
	check_corr(&c[1], ANNA_CORRECTION_REMOVE, "f4", "", P);
	feed(&inf, "+e2 -f4");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);

	/* O-O announced, the king only: the rook still to move */
	const char *castle = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4";
	start_execute(castle, "e8g8");
	feed(&inf, "-e8 +g8");
	assert_int_equal(st(&inf), ANNA_INFER_S_MOVING);
	assert_int_equal(corrections(c), 1);
	check_corr(&c[0], ANNA_CORRECTION_MOVE, "h8", "f8", r);
	/* the wrong rook (a8) set on f8: said at once; it goes back, the
	 * right one in (not "h8 to a8", which the holes alone would give) */
	feed(&inf, "-a8");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	feed(&inf, "+f8");
	assert_int_equal(st(&inf), ANNA_INFER_S_WRONG);
	back_then_on("f8", "a8", "h8", "f8", r);
	feed(&inf, "-f8 +a8 -h8 +f8");
	assert_int_equal(st(&inf), ANNA_INFER_S_MADE);
	assert_int_equal(corrections(c), 0);
}

static void test_names(void **state)
{
	(void)state;
	assert_string_equal(anna_infer_state_str(ANNA_INFER_S_AMBIGUOUS), "ambiguous");
	assert_string_equal(anna_infer_event_str(ANNA_INFER_EV_CONCLUDE), "conclude");
	assert_string_equal(anna_illegal_reason_str(ANNA_ILLEGAL_CASTLE_ROOK), "castle_rook");
	assert_string_equal(anna_touch_str(ANNA_TOUCH_ENEMY_CAPTURABLE), "enemy_capturable");
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "--slow") == 0)
		games = 10000;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_games),
		cmocka_unit_test(test_special_positions),
		cmocka_unit_test(test_put_back_is_touch),
		cmocka_unit_test(test_touch_kinds),
		cmocka_unit_test(test_castling_rook_first),
		cmocka_unit_test(test_promotion),
		cmocka_unit_test(test_en_passant),
		cmocka_unit_test(test_ambiguous_capture),
		cmocka_unit_test(test_illegal_described),
		cmocka_unit_test(test_mismatch_and_knocked_peg),
		cmocka_unit_test(test_plugged_in_mid_game),
		cmocka_unit_test(test_execute_opponents_move),
		cmocka_unit_test(test_execute_corrections),
		cmocka_unit_test(test_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
