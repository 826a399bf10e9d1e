/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_identity.c: moves from a board that knows every
 * piece (board-io/identity.h): every physical order of a capture, castling,
 * en passant and promotion gives the same move; slid and knocked pieces do
 * not show; executing checks the one announced move; corrections.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/dgt.h"
#include "board-io/identity.h"
#include "core/fen.h"
#include "core/movegen.h"

static struct anna_identity id;
static uint64_t now;

#define W(t) ANNA_PIECE(ANNA_WHITE, ANNA_##t)
#define B(t) ANNA_PIECE(ANNA_BLACK, ANNA_##t)

static int sq(const char *s)
{
	return anna_square_parse(s);
}

static void start_fen(const char *fen, enum anna_infer_mode mode, const char *expected)
{
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	anna_identity_init(&id, 100);
	anna_identity_board(&id, pos.board);
	uint16_t m = ANNA_MOVE_NONE;
	if (expected) {
		uint16_t moves[ANNA_MAX_MOVES];
		size_t n = anna_movegen_legal(&pos, moves);
		char buf[6];
		for (size_t i = 0; i < n; i++)
			if (!strcmp(anna_move_uci(moves[i], buf), expected))
				m = moves[i];
		assert_int_not_equal(m, ANNA_MOVE_NONE);
	}
	assert_int_equal(anna_identity_start(&id, &pos, mode, m), ANNA_OK);
	assert_int_equal(anna_identity_result(&id)->state, ANNA_IDENTITY_IDLE);
	now = 1000;
}

/* A field changes 10 ms after the last. */
static void put(const char *s, uint8_t piece)
{
	now += 10;
	anna_identity_square(&id, sq(s), piece, now);
}

/* The board at rest: the window passes. */
static enum anna_identity_state rest(void)
{
	now += 200;
	anna_identity_advance(&id, now);
	return anna_identity_result(&id)->state;
}

static void assert_move(const char *uci)
{
	char buf[6];
	assert_string_equal(anna_move_uci(anna_identity_result(&id)->move, buf), uci);
}

static const char *START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

static void test_simple_move_and_window(void **state)
{
	(void)state;
	start_fen(START, ANNA_INFER_OWN, NULL);
	put("e2", 0);
	put("e4", W(PAWN));
	/* not settled yet: still what it was */
	uint64_t t;
	assert_true(anna_identity_deadline(&id, &t));
	assert_int_equal(t, now + 100);
	assert_false(anna_identity_advance(&id, now + 99));
	assert_int_equal(anna_identity_result(&id)->state, ANNA_IDENTITY_IDLE);
	assert_true(anna_identity_advance(&id, now + 100));
	assert_int_equal(anna_identity_result(&id)->state, ANNA_IDENTITY_MADE);
	assert_move("e2e4");
	assert_false(anna_identity_deadline(&id, &t));
	/* taken back: idle again */
	put("e4", 0);
	put("e2", W(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_IDLE);
	/* the press takes the board at once */
	put("g1", 0);
	put("f3", W(KNIGHT));
	assert_true(anna_identity_flush(&id));
	assert_int_equal(anna_identity_result(&id)->state, ANNA_IDENTITY_MADE);
	assert_move("g1f3");
	/* half a move: moving */
	put("f3", 0);
	assert_int_equal(rest(), ANNA_IDENTITY_MOVING);
}

static void test_capture_either_way(void **state)
{
	(void)state;
	const char *fen = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
	/* the captured pawn first */
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("d5", 0);
	assert_int_equal(rest(), ANNA_IDENTITY_MOVING);
	put("e4", 0);
	put("d5", W(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e4d5");
	/* the capturing pawn first, set on the black pawn, which goes last */
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("e4", 0);
	put("d5", W(PAWN)); /* the board reads the piece now standing there */
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e4d5");
	/* the queen takes instead: another move, told as such */
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("d5", 0);
	put("d1", 0);
	put("d5", W(QUEEN));
	assert_int_equal(rest(), ANNA_IDENTITY_ILLEGAL); /* d2 is in the way */
	assert_int_equal(anna_identity_result(&id)->physical.reason, ANNA_ILLEGAL_BLOCKED);
	assert_int_equal(anna_identity_result(&id)->physical.captured, B(PAWN));
}

static void test_castling_any_order(void **state)
{
	(void)state;
	const char *fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
	static const char *const orders[][4] = {
		{ "e1", "g1", "h1", "f1" }, /* king first */
		{ "h1", "f1", "e1", "g1" }, /* rook first */
	};
	for (int o = 0; o < 2; o++) {
		start_fen(fen, ANNA_INFER_OWN, NULL);
		put(orders[o][0], 0);
		put(orders[o][1], o ? W(ROOK) : W(KING));
		enum anna_identity_state half = rest();
		/* king alone: illegal "the rook is missing"; rook alone: a
		 * legal rook move */
		assert_int_equal(half, o ? ANNA_IDENTITY_MADE : ANNA_IDENTITY_ILLEGAL);
		if (!o)
			assert_int_equal(anna_identity_result(&id)->physical.reason,
					 ANNA_ILLEGAL_CASTLE_ROOK);
		put(orders[o][2], 0);
		put(orders[o][3], o ? W(KING) : W(ROOK));
		assert_int_equal(rest(), ANNA_IDENTITY_MADE);
		assert_move("e1g1");
	}
	/* queen side, both lifted at once */
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("e1", 0);
	put("a1", 0);
	put("c1", W(KING));
	put("d1", W(ROOK));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e1c1");
	/* without the right: described as an illegal castling */
	start_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1", ANNA_INFER_OWN, NULL);
	put("e1", 0);
	put("h1", 0);
	put("g1", W(KING));
	put("f1", W(ROOK));
	assert_int_equal(rest(), ANNA_IDENTITY_ILLEGAL);
	assert_true(anna_identity_result(&id)->physical.castling);
	assert_int_equal(anna_identity_result(&id)->physical.reason, ANNA_ILLEGAL_CASTLE_RIGHTS);
}

static void test_en_passant(void **state)
{
	(void)state;
	start_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		  ANNA_INFER_OWN, NULL);
	put("e5", 0);
	put("f6", W(PAWN));
	assert_int_not_equal(rest(), ANNA_IDENTITY_MADE); /* f5 still there */
	put("f5", 0);
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e5f6");
	/* captured pawn first */
	start_fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		  ANNA_INFER_OWN, NULL);
	put("f5", 0);
	put("e5", 0);
	put("f6", W(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e5f6");
}

static void test_promotion_identity(void **state)
{
	(void)state;
	const char *fen = "1n5k/P7/8/8/8/8/8/4K3 w - - 0 1";
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("a7", 0);
	put("a8", W(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_PROMOTION);
	assert_move("a7a8q");
	put("a8", 0);
	put("a8", W(KNIGHT));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("a7a8n");
	/* capturing on b8 with a queen put straight down */
	start_fen(fen, ANNA_INFER_OWN, NULL);
	put("a7", 0);
	put("b8", W(QUEEN));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("a7b8q");
}

static void test_slid_and_knocked(void **state)
{
	(void)state;
	start_fen(START, ANNA_INFER_OWN, NULL);
	/* a knight knocked over and stood up again within the window */
	put("b1", 0);
	put("b1", W(KNIGHT));
	assert_int_equal(rest(), ANNA_IDENTITY_IDLE);
	/* a piece slid over squares is seen only where it stops: the pawn
	 * e2 slid over e3 to e4 */
	put("e2", 0);
	put("e3", W(PAWN));
	put("e3", 0);
	put("e4", W(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e2e4");
	/* a foreign object on a square: no move; taken away first */
	start_fen(START, ANNA_INFER_OWN, NULL);
	put("d4", ANNA_DGT_FOREIGN);
	assert_int_equal(rest(), ANNA_IDENTITY_MOVING);
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	assert_int_equal(anna_identity_corrections(&id, &id.pos, c), 1);
	assert_int_equal(c[0].kind, ANNA_CORRECTION_REMOVE);
	assert_int_equal(c[0].from, sq("d4"));
}

static void test_execute(void **state)
{
	(void)state;
	const char *fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
	start_fen(fen, ANNA_INFER_EXECUTE, "e7e5");
	put("e7", 0);
	put("e5", B(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_MADE);
	assert_move("e7e5");
	/* another move than the announced one */
	start_fen(fen, ANNA_INFER_EXECUTE, "e7e5");
	put("d7", 0);
	put("d5", B(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_WRONG);
	assert_move("d7d5");
	/* the right piece, the wrong square (not a legal move): wrong too */
	start_fen(fen, ANNA_INFER_EXECUTE, "e7e5");
	put("e7", 0);
	put("e3", B(PAWN));
	assert_int_equal(rest(), ANNA_IDENTITY_WRONG);
	assert_int_equal(anna_identity_result(&id)->physical.to, sq("e3"));
	/* an announced move that is not legal is refused */
	struct anna_position pos = id.pos;
	assert_int_equal(anna_identity_start(&id, &pos, ANNA_INFER_EXECUTE,
					     anna_move_new(sq("e7"), sq("e4"), 0)),
			 ANNA_E_ILLEGAL);
}

static void test_corrections(void **state)
{
	(void)state;
	start_fen(START, ANNA_INFER_OWN, NULL);
	put("d1", 0);
	put("h5", W(QUEEN));
	put("a8", 0);
	assert_int_equal(rest(), ANNA_IDENTITY_MOVING);
	assert_false(anna_identity_shows(&id, &id.pos));
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	size_t n = anna_identity_corrections(&id, &id.pos, c);
	assert_int_equal(n, 2);
	/* the queen back to d1, a rook missing on a8 */
	assert_int_equal(c[0].kind, ANNA_CORRECTION_MOVE);
	assert_int_equal(c[0].from, sq("h5"));
	assert_int_equal(c[0].to, sq("d1"));
	assert_int_equal(c[1].kind, ANNA_CORRECTION_PLACE);
	assert_int_equal(c[1].to, sq("a8"));
	assert_int_equal(c[1].piece, B(ROOK));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_move_and_window),
		cmocka_unit_test(test_capture_either_way),
		cmocka_unit_test(test_castling_any_order),
		cmocka_unit_test(test_en_passant),
		cmocka_unit_test(test_promotion_identity),
		cmocka_unit_test(test_slid_and_knocked),
		cmocka_unit_test(test_execute),
		cmocka_unit_test(test_corrections),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
