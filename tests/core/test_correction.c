/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_correction.c: the corrections between two placements:
 * empty exactly when they match, the fewest there can be (a misplaced
 * piece is one move, never a removal and a placement), and an order a
 * person can follow (squares freed before pieces go there).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/correction.h"
#include "core/fen.h"

static void list(const char *board_fen, const char *target_fen, char *buf, size_t size)
{
	struct anna_position board, target;
	struct anna_error err;
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	assert_int_equal(anna_fen_read(&board, board_fen, &err), ANNA_OK);
	assert_int_equal(anna_fen_read(&target, target_fen, &err), ANNA_OK);
	size_t n = anna_correction_between(&board, &target, c), len = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		char a[3] = "", b[3] = "";
		if (c[i].from < 64)
			anna_square_name(c[i].from, a);
		if (c[i].to < 64)
			anna_square_name(c[i].to, b);
		len += (size_t)snprintf(buf + len, size - len, "%s%s %d %s%s", i ? ", " : "",
					anna_correction_kind_str(c[i].kind), c[i].piece, a, b);
	}
}

static void test_lists(void **state)
{
	(void)state;
	static const struct {
		const char *board, *target, *want;
	} rows[] = {
		/* the same placement, whatever the side to move */
		{ ANNA_FEN_START, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", "" },
		/* one knight in the wrong hole: one move (white knight = 2) */
		{ "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", ANNA_FEN_START,
		  "move 2 f3g1" },
		/* a capture not carried out: the taken piece off, the taker over */
		{ "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
		  "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2",
		  "remove 9 d5, move 1 e4d5" },
		/* two pieces swapped: a cycle, given in a row from its lowest target */
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBQKBNR w Kkq - 0 1",
		  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1",
		  "move 4 b1a1, move 2 a1b1" },
		/* the knight goes where the queen must leave first */
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
		  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BNKBNR w KQkq - 0 1",
		  "move 2 b1d1" },
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1",
		  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BNKBQR w KQkq - 0 1",
		  "move 5 d1g1, move 2 b1d1" },
		/* a piece that belongs nowhere and one that is missing */
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", "remove 5 d1" },
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
		  ANNA_FEN_START, "place 5 d1" },
		/* the nearest of two like squares */
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R3KBNR w KQkq - 0 1",
		  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN2KBNR w KQkq - 0 1", "place 2 b1" },
	};
	char buf[512];
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		print_message("%zu\n", i);
		list(rows[i].board, rows[i].target, buf, sizeof(buf));
		assert_string_equal(buf, rows[i].want);
	}
}

static void test_nearest(void **state)
{
	(void)state;
	struct anna_position pos;
	anna_position_start(&pos);
	uint64_t all = ~0ull;
	uint8_t wn = ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT);
	assert_int_equal(anna_correction_nearest(&pos, all, anna_square_parse("f3"), wn),
			 anna_square_parse("g1"));
	assert_int_equal(anna_correction_nearest(&pos, all, anna_square_parse("a3"), wn),
			 anna_square_parse("b1"));
	assert_int_equal(anna_correction_nearest(&pos, 0, anna_square_parse("a3"), wn), -1);
	assert_string_equal(anna_correction_kind_str(ANNA_CORRECTION_MOVE), "move");
	assert_string_equal(anna_correction_kind_str((enum anna_correction_kind)9), "?");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lists),
		cmocka_unit_test(test_nearest),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
