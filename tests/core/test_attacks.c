/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_attacks.c: the magic-bitboard slider attacks and the
 * between/line tables against a plain ray walk, over random occupancies.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/attacks.h"
#include "core/position.h"

static uint64_t walk(int sq, uint64_t occ, int diagonal)
{
	static const int dirs[2][4][2] = {
		{ { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } },
		{ { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } },
	};
	uint64_t att = 0;
	for (int d = 0; d < 4; d++) {
		int f = sq % 8, r = sq / 8;
		for (;;) {
			f += dirs[diagonal][d][0];
			r += dirs[diagonal][d][1];
			if (f < 0 || f > 7 || r < 0 || r > 7)
				break;
			att |= (uint64_t)1 << (r * 8 + f);
			if (occ & ((uint64_t)1 << (r * 8 + f)))
				break;
		}
	}
	return att;
}

static void test_sliders_match_ray_walk(void **state)
{
	(void)state;
	anna_core_init();
	uint64_t s = 12345;
	for (int i = 0; i < 20000; i++) {
		s ^= s << 13, s ^= s >> 7, s ^= s << 17;
		uint64_t occ = s & (s >> 3); /* about a quarter of the squares */
		int sq = (int)(s >> 58);
		assert_true(anna_attacks_rook(sq, occ) == walk(sq, occ, 0));
		assert_true(anna_attacks_bishop(sq, occ) == walk(sq, occ, 1));
	}
}

static void test_leapers(void **state)
{
	(void)state;
	anna_core_init();
	assert_int_equal(__builtin_popcountll(anna_attacks_knight(0)), 2);
	assert_int_equal(__builtin_popcountll(anna_attacks_knight(27)), 8);
	assert_int_equal(__builtin_popcountll(anna_attacks_king(0)), 3);
	assert_int_equal(__builtin_popcountll(anna_attacks_king(36)), 8);
	/* a white pawn on e4 attacks d5 and f5; a black one d3 and f3 */
	assert_true(anna_attacks_pawn(ANNA_WHITE, 28) ==
		    (((uint64_t)1 << 35) | ((uint64_t)1 << 37)));
	assert_true(anna_attacks_pawn(ANNA_BLACK, 28) ==
		    (((uint64_t)1 << 19) | ((uint64_t)1 << 21)));
	assert_true(anna_attacks_pawn(ANNA_WHITE, 8) == ((uint64_t)1 << 17));
}

static void test_between_and_line(void **state)
{
	(void)state;
	anna_core_init();
	/* a1-h8: between is b2..g7, the line the whole diagonal */
	assert_true(anna_attacks_between(0, 63) == UINT64_C(0x0040201008040200));
	assert_true(anna_attacks_line(0, 63) == UINT64_C(0x8040201008040201));
	assert_true(anna_attacks_line(9, 18) == UINT64_C(0x8040201008040201));
	/* e1-e8 */
	assert_true(anna_attacks_between(4, 60) == UINT64_C(0x0010101010101000));
	/* not aligned, neighbours */
	assert_true(anna_attacks_between(0, 17) == 0);
	assert_true(anna_attacks_line(0, 17) == 0);
	assert_true(anna_attacks_between(0, 1) == 0);
	assert_true(anna_attacks_line(0, 1) == 0xff);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sliders_match_ray_walk),
		cmocka_unit_test(test_leapers),
		cmocka_unit_test(test_between_and_line),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
