/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_zobrist.c: what the key distinguishes. The en passant
 * square counts only when an en passant capture is legal (DRAW-3), so the
 * same position reached with and without a pointless double step repeats.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/zobrist.h"

static uint64_t key_of(const char *fen)
{
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, fen, NULL), ANNA_OK);
	assert_true(pos.key == anna_position_key(&pos));
	return pos.key;
}

static void test_ep_counts_only_with_a_capturer(void **state)
{
	(void)state;
	/* after 1.e4: no black pawn beside e4 */
	assert_true(key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1") ==
		    key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
	/* a black pawn on d4 could take: the key differs */
	assert_true(key_of("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1") !=
		    key_of("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1"));
	/* ... unless it is pinned to its king on the d-file */
	assert_true(key_of("3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1") ==
		    key_of("3k4/8/8/8/3pP3/8/8/3RK3 b - - 0 1"));
	/* ... or taking opens the fourth rank to the queen */
	assert_true(key_of("8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1") ==
		    key_of("8/8/8/8/k2Pp2Q/8/8/4K3 b - - 0 1"));
	/* two capturers, one pinned: the other one can take */
	assert_true(key_of("3k4/8/8/8/3pPp2/8/8/3RK3 b - e3 0 1") !=
		    key_of("3k4/8/8/8/3pPp2/8/8/3RK3 b - - 0 1"));
	/* in check from the double-pushed pawn: taking it is legal */
	assert_true(key_of("8/8/8/4k3/3Pp3/8/8/K7 b - d3 0 1") !=
		    key_of("8/8/8/4k3/3Pp3/8/8/K7 b - - 0 1"));
}

static void test_key_fields(void **state)
{
	(void)state;
	uint64_t base = key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	assert_true(base != key_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"));
	assert_true(base != key_of("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"));
	assert_true(base != key_of("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1"));
	assert_true(base != key_of("r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1"));
	/* the clocks are not part of the key */
	assert_true(base == key_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 12 40"));
	/* every castling set has a distinct key */
	for (int a = 0; a < 16; a++)
		for (int b = a + 1; b < 16; b++)
			assert_true(anna_zobrist_castling[a] != anna_zobrist_castling[b]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ep_counts_only_with_a_capturer),
		cmocka_unit_test(test_key_fields),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
