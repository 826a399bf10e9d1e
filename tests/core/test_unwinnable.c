/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_unwinnable.c: anna_unwinnable_decide (core/unwinnable.h)
 * on positions whose answer is known, with its reason: the material
 * classes (K+B v K+R, K+N v K+Q, two bishops of one colour v K+R), locked
 * pawn walls with blocked bishops (also one move on), help-mates that
 * need the loser's own men as blockers, a mate already on the board; every YES line is replayed
 * through the rules core and must end in checkmate by the right side;
 * UNKNOWN only when the budget runs out; one scratch serves every call.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/unwinnable.h"
#include "core/unwinnable_best.h"

static struct anna_mate_work work;
static struct anna_mate_verdict v;

static void replay_to_mate(const struct anna_position *start, int color)
{
	struct anna_position p = *start;
	for (size_t i = 0; i < v.line_len; i++) {
		assert_true(anna_movegen_is_legal(&p, v.line[i]));
		struct anna_undo u;
		anna_position_make(&p, v.line[i], &u);
	}
	uint16_t moves[ANNA_MAX_MOVES];
	assert_int_equal(p.side, !color);
	assert_true(anna_position_in_check(&p));
	assert_int_equal(anna_movegen_legal(&p, moves), 0);
}

static void test_known_answers(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		int color;
		enum anna_mate_answer answer;
		enum anna_mate_reason reason;
	} rows[] = {
		/* the minor piece never mates the major piece's side */
		{ "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_MATERIAL },
		{ "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1", ANNA_BLACK, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "8/8/8/4k3/8/8/8/4KN1q w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_MATERIAL },
		{ "8/8/8/4k3/8/8/8/4KN1q w - - 0 1", ANNA_BLACK, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "4q3/8/8/4k3/8/8/8/2B1K3 b - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_MATERIAL },
		{ "8/8/8/4k3/8/8/8/1B1BK2r w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_MATERIAL },
		/* ... but the loser's knight or pawn can be the blocker */
		{ "8/8/8/4k3/3n4/8/8/1B1BK3 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "7k/6p1/8/8/8/8/8/K5B1 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "8/8/8/4k3/8/8/4p3/4KN1q w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* K+N v K+R: the rook blocks its own king */
		{ "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* locked walls, kings only and with bishops that cannot pass */
		{ "8/1k6/8/1p1p1p1p/1P1P1P1P/8/8/6K1 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/1k6/8/1p1p1p1p/1P1P1P1P/8/8/6K1 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "3bk3/8/8/p1p1p1p1/P1P1P1P1/8/8/3BK3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "3bk3/8/8/p1p1p1p1/P1P1P1P1/8/8/3BK3 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* a whole chain, each pawn blocked and guarded */
		{ "8/1k6/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/6K1 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* the semi-static analysis: a king walled in for good by a pawn
		 * that the king itself blocks (the pawn can never move, so the
		 * square beside the king stays attacked) */
		{ "6k1/8/8/8/8/1p6/pP6/K3B3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "6k1/8/8/8/8/1p6/pP6/K3B3 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* two pawns facing each other on the d-file, free to move until
		 * they meet, can never pass: both kings stay walled in */
		{ "7k/3p2pP/6P1/8/8/1p6/pP1P4/K7 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "7k/3p2pP/6P1/8/8/1p6/pP1P4/K7 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* a light bishop among the black king's squares: a mate on a
		 * light square needs its dark neighbours filled by Black's men,
		 * and Black's pawns can never get there */
		{ "k7/8/4B3/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* ... but a knight that can cross the wall fills one */
		{ "k7/8/4B3/p1p1p1p1/P1P1P1P1/8/8/4K1n1 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* a bishop mate with the loser's own pawn and bishop as blockers:
		 * already on the board */
		{ "kb6/p7/8/8/8/8/8/K6B b - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_ALREADY },
		{ "kb6/p7/8/8/8/8/8/K6B b - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED },
		/* a help-mate through a pawn labyrinth: both sides need the
		 * other's men as blockers */
		{ "k1bK4/1p1p4/1PpPp3/2P1Pp2/2p1pP2/2p1P3/2P5/8 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "k1bK4/1p1p4/1PpPp3/2P1Pp2/2p1pP2/2p1P3/2P5/8 w - - 0 1", ANNA_BLACK, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* a king that only shuttles between two squares (h3, h4 here;
		 * a5, b4 and a6 with the black king): the other king never
		 * comes beside them, or that side has no move (from the CHA
		 * test positions) */
		{ "8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/b1b5/k6p/2b2p1P/1b3p2/5PpK/6P1/8 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/8/7p/5p1P/5p1K/4bPp1/5bPb/4bkb1 b - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* a pawn labyrinth: Black's pawns can only ever attack squares
		 * of the b, d, f and h files, and beside each such square the
		 * white king has flights on the first rank no man of either
		 * side can fill (from the CHA test positions) */
		{ "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "1b1k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* bishops boxed in by their own pawns guard those pawns for
		 * good: no king ever takes one, so the wall never opens */
		{ "4k3/8/3p1p2/3PbP2/3pBp2/3P1P2/4B3/4K3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "4k3/8/3p1p2/3PbP2/3pBp2/3P1P2/4B3/4K3 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		{ "kb6/p1p5/P1P5/2P5/2P5/K1P5/B1P5/1B6 b - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* White's king covers some of the flights of every check, never
		 * all, and Black has no man to fill the rest (from the CHA test
		 * positions) */
		{ "N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/8/8/K1k1B3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED },
		/* closed positions of pawns and bishops, mates through a
		 * wall opened by a capture (the search's order for closed
		 * positions; from the CHA test positions) */
		{ "3k4/4b3/3b4/p1pBp1p1/P1PbP1P1/5B2/8/1B1K4 b - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "8/8/3b4/2b5/1p1p1pBp/1PpP1P1P/2P5/1k1K4 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "8/b1k3b1/5b2/p1p1p1p1/P1P1P1P1/2K2B2/5bB1/8 w - - 0 1", ANNA_BLACK, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* a closed position whose mate gives White's one bishop up
		 * to a pawn to open the wall, then promotes (43 moves; the
		 * best-first search's spare material, from the CHA test
		 * positions; UNKNOWN before it) */
		{ "1b1k4/p1p1p1p1/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ ANNA_FEN_START, ANNA_WHITE, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ ANNA_FEN_START, ANNA_BLACK, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, rows[i].fen, NULL), ANNA_OK);
		enum anna_mate_answer a = anna_unwinnable_decide(&pos, rows[i].color,
								 ANNA_MATE_BUDGET, &work, &v);
		if (a != rows[i].answer || v.reason != rows[i].reason)
			fail_msg("row %zu %s colour %d: %s (%s), expected %s (%s)", i, rows[i].fen,
				 rows[i].color, anna_mate_answer_str(a),
				 anna_mate_reason_str(v.reason),
				 anna_mate_answer_str(rows[i].answer),
				 anna_mate_reason_str(rows[i].reason));
		if (a == ANNA_MATE_YES)
			replay_to_mate(&pos, rows[i].color);
	}
}

/* Step 2 one move on: the analysis does not decide the position itself,
 * but every legal move leads to one it decides (from the CHA test
 * positions; a search of every reachable position proved it before);
 * the reason is the search's, every move having been examined. */
static void test_locked_one_move_on(void **state)
{
	(void)state;
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, "8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - - 0 1", NULL),
			 ANNA_OK);
	for (int c = 0; c < 2; c++) {
		assert_false(anna_unwinnable_locked(&pos, c));
		assert_int_equal(anna_unwinnable_decide(&pos, c, 0, &work, &v), ANNA_MATE_NO);
		assert_int_equal(v.reason, ANNA_MATE_NO_EXHAUSTED);
		assert_int_equal(v.nodes, 0);
	}
	/* a queen en prise, the only move takes it: no blocked structure,
	 * and said as found by examining the moves */
	assert_int_equal(anna_fen_read(&pos, "7k/6Q1/K7/8/8/8/8/8 b - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 0, &work, &v), ANNA_MATE_NO);
	assert_int_equal(v.reason, ANNA_MATE_NO_EXHAUSTED);
	/* a mate one move away is no locked structure */
	assert_int_equal(anna_fen_read(&pos, "kb6/p7/8/8/8/8/8/K5B1 w - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 0, &work, &v), ANNA_MATE_UNKNOWN);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, ANNA_MATE_BUDGET, &work, &v),
			 ANNA_MATE_YES);
	replay_to_mate(&pos, ANNA_WHITE);
}

/* Once the best-first search's memory is full, the depth-first search
 * goes on with the rest of the budget where it stopped: bishops boxing a
 * king in (from the CHA test positions), a mate the depth-first search
 * finds after about 30,000 positions and the best-first search not
 * within its 200,000. */
static void test_depth_first_resumed(void **state)
{
	(void)state;
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, "8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, ANNA_MATE_NODES, &work, &v),
			 ANNA_MATE_UNKNOWN);
	assert_int_equal(v.nodes, ANNA_MATE_NODES);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, ANNA_MATE_BUDGET, &work, &v),
			 ANNA_MATE_YES);
	assert_int_equal(v.reason, ANNA_MATE_BY_LINE);
	assert_true(v.nodes > ANNA_MATE_NODES && v.nodes <= ANNA_MATE_BUDGET);
	replay_to_mate(&pos, ANNA_WHITE);
}

/* UNKNOWN is the budget's, never a NO: the help-mate above with a tiny
 * budget; a budget of 0 runs only the static tests. */
static void test_budget(void **state)
{
	(void)state;
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 10, &work, &v),
			 ANNA_MATE_UNKNOWN);
	assert_int_equal(v.reason, ANNA_MATE_NO_BUDGET);
	assert_true(v.nodes <= 10);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 0, &work, &v),
			 ANNA_MATE_UNKNOWN);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_BLACK, 0, &work, &v),
			 ANNA_MATE_UNKNOWN);
	assert_int_equal(anna_fen_read(&pos, "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 0, &work, &v), ANNA_MATE_NO);
	/* a colour that is neither */
	assert_int_equal(anna_unwinnable_decide(&pos, 2, 100, &work, &v), ANNA_MATE_UNKNOWN);
}

/* The scratch carries nothing from one call to the next: the same
 * question asked again gets the same answer, line and count. First when
 * the searches' count wraps round just after it was asked (the table
 * must be cleared then: its positions, of search 1, would count as met);
 * then after other questions (the best-first search finds this mate,
 * after 1,904 positions, among the positions they left in its table). */
static void same_again(const struct anna_position *pos, const struct anna_mate_verdict *first)
{
	assert_int_equal(anna_unwinnable_decide(pos, ANNA_WHITE, 20000, &work, &v),
			 ANNA_MATE_YES);
	assert_int_equal(v.line_len, first->line_len);
	assert_memory_equal(v.line, first->line, v.line_len * sizeof(v.line[0]));
	assert_int_equal(v.nodes, first->nodes);
}

static void test_reuse(void **state)
{
	(void)state;
	anna_mate_work_init(&work);
	struct anna_position pos, other;
	assert_int_equal(anna_fen_read(&pos, "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_fen_read(&other, ANNA_FEN_START, NULL), ANNA_OK);
	assert_int_equal(anna_unwinnable_decide(&pos, ANNA_WHITE, 20000, &work, &v),
			 ANNA_MATE_YES);
	assert_int_equal(work.search, 1);
	struct anna_mate_verdict first = v;
	work.search = UINT32_MAX;
	same_again(&pos, &first);
	assert_int_equal(work.search, 1);
	for (int i = 0; i < 3; i++)
		anna_unwinnable_decide(&other, i & 1, 5000, &work, &v);
	same_again(&pos, &first);
}

/* The material classes in words: what anna_game_material_cannot_mate
 * (the board form) says agrees with the position form. */
static void test_board_form(void **state)
{
	(void)state;
	static const char *const fens[] = {
		"8/8/8/4k3/8/8/8/2B1K2r w - - 0 1", "8/8/8/4k3/8/8/8/4KN1q w - - 0 1",
		"8/8/8/4k3/3n4/8/8/1B1BK3 w - - 0 1", ANNA_FEN_START,
		"8/8/4b3/4k3/8/8/8/4KB2 w - - 0 1",
	};
	for (size_t i = 0; i < sizeof(fens) / sizeof(fens[0]); i++) {
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, fens[i], NULL), ANNA_OK);
		for (int c = 0; c < 2; c++)
			assert_int_equal(anna_game_material_cannot_mate(pos.board, c),
					 anna_unwinnable_material(&pos, c));
	}
}

/* The searches' packed placement (core/unwinnable_best.h): byte i holds
 * square 2i in its low four bits and 2i + 1 in its high four, whichever
 * code packs it (SSE2 on x86-64, eight squares at a time elsewhere), and
 * unpacking gives the board back. Boards of random codes below 16. */
static void test_packing(void **state)
{
	(void)state;
	uint32_t x = 2463534242u; /* xorshift32 */
	for (int round = 0; round < 10000; round++) {
		uint8_t board[64], packed[32], back[64];
		for (int sq = 0; sq < 64; sq++) {
			x ^= x << 13;
			x ^= x >> 17;
			x ^= x << 5;
			board[sq] = (uint8_t)(x & 15);
		}
		anna_mate_pack_board(board, packed);
		for (int i = 0; i < 32; i++)
			assert_int_equal(packed[i], board[2 * i] | board[2 * i + 1] << 4);
		anna_mate_unpack_board(packed, back);
		assert_memory_equal(back, board, sizeof(board));
	}
}

/* The best-first search keeps a position's en passant square only where
 * the capture is legal (DRAW-3): after a double step no pawn can take, the
 * position is the one the same placement is after two single steps, and
 * is kept once. Every position its table holds after a search with
 * double steps in it is checked (and one where a pawn can take, whose
 * square is kept). */
static void test_best_first_en_passant(void **state)
{
	(void)state;
	static const char *const fens[] = {
		"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
		"4k3/3p4/8/4P3/8/8/2P5/4K3 w - - 0 1",
	};
	for (size_t f = 0; f < sizeof(fens) / sizeof(fens[0]); f++) {
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, fens[f], NULL), ANNA_OK);
		size_t len;
		unsigned long kept;
		atomic_bool stop;
		atomic_init(&stop, false);
		anna_unwinnable_best_first(&pos, ANNA_WHITE, 3000, &work, &len, &kept, &stop);
		assert_true(kept > 0);
		unsigned long with_ep = 0, seen = 0;
		for (size_t i = 0; i < ANNA_MATE_SLOTS; i++) {
			const struct anna_mate_node *n = &work.nodes[i];
			if (n->search != work.search)
				continue;
			seen++;
			if (n->ep == ANNA_NO_SQ)
				continue;
			uint8_t board[64];
			struct anna_position p;
			anna_mate_unpack_board(n->packed, board);
			anna_position_set_board(&p, board);
			p.side = n->side;
			p.castling = n->castling;
			p.ep = n->ep;
			assert_true(anna_position_ep_legal(&p));
			with_ep++;
		}
		assert_int_equal(seen, kept);
		/* d7-d5 beside the pawn on e5: that right is kept */
		if (f == 1)
			assert_true(with_ep > 0);
	}
}

int main(void)
{
	anna_core_init();
	anna_mate_work_init(&work);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_known_answers),
		cmocka_unit_test(test_locked_one_move_on),
		cmocka_unit_test(test_depth_first_resumed),
		cmocka_unit_test(test_budget),
		cmocka_unit_test(test_reuse),
		cmocka_unit_test(test_board_form),
		cmocka_unit_test(test_packing),
		cmocka_unit_test(test_best_first_en_passant),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
