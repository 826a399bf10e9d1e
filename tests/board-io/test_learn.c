/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_learn.c: learn mode on a simulated board wired in
 * an odd order, with bounce, mistakes, going back and aborting.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/learn.h"
#include "core/chess.h"

static struct anna_learn learn;
static struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS];
static uint64_t now;

/* The board under test: square sq is wired to key 0x100 + (sq * 37) % 64. */
static unsigned wire(int sq) { return 0x100 + (unsigned)(sq * 37 % 64); }

#define START_PEGS 0xffff00000000ffffull

static size_t key(unsigned code, int value)
{
	return anna_learn_key(&learn, code, value, now, out);
}

/* The player does what the prompt for sq asks, with a bounce. */
static void do_square(int sq)
{
	bool peg = (START_PEGS >> sq) & 1;
	now += 700;
	assert_int_equal(key(wire(sq), !peg), 1);
	assert_int_equal(out[0].kind, peg ? ANNA_LEARN_PUT_BACK : ANNA_LEARN_TAKE_OUT);
	assert_int_equal(out[0].sq, sq);
	now += 2;
	assert_int_equal(key(wire(sq), peg), 0); /* bounce */
	now += 2;
	assert_int_equal(key(wire(sq), !peg), 0);
	now += 900;
	size_t n = key(wire(sq), peg);
	assert_true(n >= 2);
	assert_int_equal(out[0].kind, ANNA_LEARN_LEARNED);
	assert_int_equal(out[0].sq, sq);
	assert_int_equal(out[0].code, wire(sq));
	if (sq < 63) {
		assert_int_equal(out[1].kind, ((START_PEGS >> (sq + 1)) & 1)
						      ? ANNA_LEARN_ASK_LIFT : ANNA_LEARN_ASK_SEAT);
		assert_int_equal(out[1].sq, sq + 1);
		/* the putting back bounces too: not a new hole */
		now += 3;
		assert_int_equal(key(wire(sq), !peg), 0);
		now += 3;
		assert_int_equal(key(wire(sq), peg), 0);
	} else {
		assert_int_equal(out[1].kind, ANNA_LEARN_DONE);
	}
}

static void test_whole_board(void **state)
{
	(void)state;
	struct anna_boardmap map;
	now = 0;
	assert_int_equal(anna_learn_start(&learn, START_PEGS, 30, out), 1);
	assert_int_equal(out[0].kind, ANNA_LEARN_ASK_LIFT);
	assert_int_equal(out[0].sq, 0);
	assert_int_equal(anna_learn_map(&learn, &map), ANNA_E_STATE);
	for (int sq = 0; sq < 64; sq++)
		do_square(sq);
	assert_int_equal(learn.state, ANNA_LEARN_S_DONE);
	assert_int_equal(anna_learn_map(&learn, &map), ANNA_OK);
	for (int sq = 0; sq < 64; sq++) {
		assert_int_equal(map.code[sq], wire(sq));
		assert_int_equal(anna_boardmap_square(&map, wire(sq)), sq);
	}
	assert_int_equal(anna_boardmap_square(&map, 0x2c0), ANNA_NO_SQ);
	/* Finished: keys change nothing. */
	assert_int_equal(key(wire(3), 0), 0);
}

static void test_mistakes(void **state)
{
	(void)state;
	now = 0;
	anna_learn_start(&learn, START_PEGS, 30, out);
	do_square(0);
	do_square(1);
	/* Asked for c1, the player lifts a1 again. */
	now += 500;
	assert_int_equal(key(wire(0), 0), 2);
	assert_int_equal(out[0].kind, ANNA_LEARN_ALREADY);
	assert_int_equal(out[0].other, 0);
	assert_int_equal(out[0].sq, 2);
	assert_int_equal(out[1].kind, ANNA_LEARN_ASK_LIFT);
	now += 500;
	key(wire(0), 1); /* puts it back: still known, asked again */
	/* He finds c1, then touches d1 while holding it. */
	now += 500;
	assert_int_equal(key(wire(2), 0), 1);
	now += 100;
	assert_int_equal(key(wire(3), 0), 1);
	assert_int_equal(out[0].kind, ANNA_LEARN_OTHER_HOLE);
	assert_int_equal(out[0].code, wire(3));
	assert_int_equal(anna_learn_command(&learn, ANNA_LEARN_EV_REPEAT, out), 1);
	assert_int_equal(out[0].kind, ANNA_LEARN_PUT_BACK);
	now += 500;
	assert_int_equal(key(wire(2), 1), 2);
	assert_int_equal(out[0].kind, ANNA_LEARN_LEARNED);
	/* Back: c1 is asked again and its key is free again. */
	assert_int_equal(anna_learn_command(&learn, ANNA_LEARN_EV_BACK, out), 1);
	assert_int_equal(out[0].kind, ANNA_LEARN_ASK_LIFT);
	assert_int_equal(out[0].sq, 2);
	assert_int_equal(learn.map.square[wire(2)], ANNA_NO_SQ);
	/* Autorepeat and codes beyond KEY_MAX are ignored. */
	assert_int_equal(key(wire(2), 2), 0);
	assert_int_equal(anna_learn_key(&learn, 100000, 1, now, out), 0);
	do_square(2);
	assert_int_equal(anna_learn_command(&learn, ANNA_LEARN_EV_ABORT, out), 1);
	assert_int_equal(out[0].kind, ANNA_LEARN_ABORTED);
	assert_int_equal(learn.state, ANNA_LEARN_S_ABORTED);
	struct anna_boardmap map;
	assert_int_equal(anna_learn_map(&learn, &map), ANNA_E_STATE);
	assert_string_equal(anna_learn_state_str(ANNA_LEARN_S_HELD), "held");
	assert_string_equal(anna_learn_event_str(ANNA_LEARN_EV_BACK), "back");
	assert_string_equal(anna_learn_kind_str(ANNA_LEARN_OTHER_HOLE), "other_hole");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_board),
		cmocka_unit_test(test_mistakes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
