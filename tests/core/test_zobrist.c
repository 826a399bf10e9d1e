/*
 * tests/core/test_zobrist.c: what the key distinguishes. The en passant
 * square counts only when a pawn of the side to move stands beside the
 * double-pushed pawn (position.h), so the same position reached with and
 * without a pointless double step repeats (DRAW-3).
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
	assert_true(pos.key == anna_zobrist_compute(&pos));
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
