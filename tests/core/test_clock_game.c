/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_clock_game.c: the clock's flag verdict (core/clock.c)
 * tied to the rules core's mate question (core/game.c), as the session
 * will use them: a flag falls, the rules core answers "could the opponent
 * still checkmate?", the clock proposes the result (CLK-9).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "core/clock.h"
#include "core/fen.h"
#include "core/game.h"

static void test_flag_then_mate_question(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		int flagged;
		enum anna_flag_verdict want;
	} t[] = {
		/* CLK-9's own examples: K+N v K+R, the rook side flagged: the
		 * knight side can mate with help (the rook blocks): a loss */
		{ "7k/8/8/8/8/8/8/KN5r b - - 0 1", ANNA_BLACK, ANNA_FLAG_LOSS },
		/* K+N v bare K: no mate possible: a draw */
		{ "7k/8/8/8/8/8/8/KN6 b - - 0 1", ANNA_BLACK, ANNA_FLAG_DRAW },
		/* a bare king flagged against a queen: a loss */
		{ "7k/6q1/8/8/8/8/8/K7 w - - 0 1", ANNA_WHITE, ANNA_FLAG_LOSS },
		/* the flagged side has everything, the opponent a bare king */
		{ "7k/8/8/8/8/8/8/KQR5 w - - 0 1", ANNA_WHITE, ANNA_FLAG_DRAW },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct anna_position pos;
		struct anna_error err;
		assert_int_equal(anna_fen_read(&pos, t[i].fen, &err), ANNA_OK);

		struct anna_timecontrol tc;
		struct anna_clock *c;
		assert_int_equal(anna_tc_parse("60", &tc, NULL), ANNA_OK);
		assert_int_equal(anna_clock_new(&tc, NULL, &c, NULL), ANNA_OK);
		assert_int_equal(anna_clock_start(c, 0, t[i].flagged, NULL), ANNA_OK);
		assert_int_equal(anna_clock_advance(c, 61000, NULL), ANNA_OK);
		assert_int_equal(anna_clock_first_flag(c), t[i].flagged);

		enum anna_mate_answer a = anna_game_can_mate(&pos, t[i].flagged ^ 1,
							     ANNA_MATE_BUDGET, NULL, 0, NULL);
		struct anna_flag_case fc;
		assert_int_equal(anna_clock_flag_case(c, a, &fc, NULL), ANNA_OK);
		enum anna_flag_verdict v = anna_clock_flag_verdict(&fc);
		if (v != t[i].want)
			fail_msg("%s: mate answer %s, verdict %s, want %s", t[i].fen,
				 anna_mate_answer_str(a), anna_flag_verdict_str(v),
				 anna_flag_verdict_str(t[i].want));
		anna_clock_free(c);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_flag_then_mate_question),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
