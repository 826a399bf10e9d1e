/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_unwinnable_beside.c: anna_unwinnable_decide gives the
 * same answer, reason, count and line whether its best-first search runs
 * beside the depth-first search (a second core) or after it (the thread
 * held to one core), where the depth-first search decides (before the
 * other starts, or after, which stops it), where it runs out and the best-first search decides YES or
 * NO, where that one's memory fills and the depth-first search goes on,
 * and where the budget runs out. Also run under ThreadSanitizer
 * (scripts/test).
 */
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/unwinnable.h"

static struct anna_mate_work work;
static struct anna_mate_verdict alone, beside;

static void decide(const char *fen, int color, unsigned long budget,
		   struct anna_mate_verdict *v)
{
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, fen, NULL), ANNA_OK);
	anna_unwinnable_decide(&pos, color, budget, &work, v);
}

static void test_same_on_one_core_or_two(void **state)
{
	(void)state;
	cpu_set_t all, one;
	assert_int_equal(sched_getaffinity(0, sizeof(all), &all), 0);
	if (CPU_COUNT(&all) < 2)
		skip(); /* one core: the searches never run side by side here */
	int first = 0;
	while (!CPU_ISSET(first, &all))
		first++;
	CPU_ZERO(&one);
	CPU_SET(first, &one);
	static const struct {
		const char *fen;
		int color;
		unsigned long budget;
		enum anna_mate_answer answer;
		enum anna_mate_reason reason;
	} rows[] = {
		/* the depth-first search mates before the best-first search
		 * would start (a sixty-fourth of its 25,000 positions; K+R v
		 * K, 138) */
		{ "7k/8/6K1/8/8/8/8/R7 w - - 0 1", ANNA_WHITE, ANNA_MATE_BUDGET, ANNA_MATE_YES,
		  ANNA_MATE_BY_LINE },
		/* ... after: the best-first search stopped (3,542 positions;
		 * 19,545 in a closed position of the CHA test positions) */
		{ ANNA_FEN_START, ANNA_WHITE, ANNA_MATE_BUDGET, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		{ "5brk/4p1p1/3pP1P1/1B1P2p1/3p2p1/3P4/4K1P1/8 w - - 0 1", ANNA_WHITE,
		  ANNA_MATE_BUDGET, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* it runs out; the best-first search mates (K+N v K+R) */
		{ "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1", ANNA_WHITE, 20000, ANNA_MATE_YES,
		  ANNA_MATE_BY_LINE },
		/* ... proves that no mate is reachable (a closed position of
		 * the CHA test positions) */
		{ "Bb1k1b2/bKp1p1p1/1pP1P1P1/1P6/p5P1/P7/8/8 w - - 0 1", ANNA_WHITE,
		  ANNA_MATE_BUDGET, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED },
		/* ... mates in 43 moves, the bishop given up */
		{ "1b1k4/p1p1p1p1/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w - - 0 1", ANNA_WHITE,
		  ANNA_MATE_BUDGET, ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* ... fills its memory; the depth-first search goes on and mates */
		{ "8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1", ANNA_WHITE, ANNA_MATE_BUDGET,
		  ANNA_MATE_YES, ANNA_MATE_BY_LINE },
		/* both run out */
		{ "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1", ANNA_WHITE, 10, ANNA_MATE_UNKNOWN,
		  ANNA_MATE_NO_BUDGET },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		assert_int_equal(sched_setaffinity(0, sizeof(one), &one), 0);
		decide(rows[i].fen, rows[i].color, rows[i].budget, &alone);
		assert_int_equal(sched_setaffinity(0, sizeof(all), &all), 0);
		decide(rows[i].fen, rows[i].color, rows[i].budget, &beside);
		if (alone.answer != rows[i].answer || alone.reason != rows[i].reason)
			fail_msg("row %zu: %s (%s) on one core, expected %s (%s)", i,
				 anna_mate_answer_str(alone.answer),
				 anna_mate_reason_str(alone.reason),
				 anna_mate_answer_str(rows[i].answer),
				 anna_mate_reason_str(rows[i].reason));
		if (beside.answer != alone.answer || beside.reason != alone.reason ||
		    beside.nodes != alone.nodes || beside.line_len != alone.line_len)
			fail_msg("row %zu: %s (%s) after %lu positions, line %zu, on two cores; "
				 "%s (%s) after %lu, line %zu, on one",
				 i, anna_mate_answer_str(beside.answer),
				 anna_mate_reason_str(beside.reason), beside.nodes, beside.line_len,
				 anna_mate_answer_str(alone.answer),
				 anna_mate_reason_str(alone.reason), alone.nodes, alone.line_len);
		assert_memory_equal(beside.line, alone.line, alone.line_len * sizeof(alone.line[0]));
	}
}

int main(void)
{
	anna_core_init();
	anna_mate_work_init(&work);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_on_one_core_or_two),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
