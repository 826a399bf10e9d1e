/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_debounce.c: the settle window, on a fake clock.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include "board-io/debounce.h"

static struct anna_debounce db;
static struct anna_square_event out[64];

static size_t raw(uint64_t t, int sq, bool occupied)
{
	struct anna_square_event e = { t, (uint8_t)sq, occupied };
	return anna_debounce_feed(&db, &e, out);
}

static void test_bounce_swallowed(void **state)
{
	(void)state;
	uint64_t dl;
	anna_debounce_init(&db, 1ull << 12, 30);
	assert_false(anna_debounce_deadline(&db, &dl));
	/* The peg leaves e2 and chatters for 9 ms. */
	assert_int_equal(raw(1000, 12, false), 0);
	assert_int_equal(raw(1003, 12, true), 0);
	assert_int_equal(raw(1005, 12, false), 0);
	assert_int_equal(raw(1009, 12, true), 0);
	assert_int_equal(raw(1009, 12, true), 0); /* a repeat changes nothing */
	assert_int_equal(raw(1010, 12, false), 0);
	assert_true(anna_debounce_deadline(&db, &dl));
	assert_int_equal(dl, 1040);
	assert_int_equal(anna_debounce_advance(&db, 1039, out), 0);
	assert_int_equal(anna_debounce_advance(&db, 1040, out), 1);
	/* One lift, stamped with its first edge. */
	assert_int_equal(out[0].sq, 12);
	assert_false(out[0].occupied);
	assert_int_equal(out[0].time_ms, 1000);
	assert_false(anna_debounce_deadline(&db, &dl));
	assert_int_equal(anna_debounce_occupancy(&db), 0);
}

static void test_glitch_vanishes(void **state)
{
	(void)state;
	uint64_t dl;
	anna_debounce_init(&db, 1ull << 5, 30);
	raw(100, 5, false);
	raw(120, 5, true); /* back within the window: never happened */
	assert_false(anna_debounce_deadline(&db, &dl));
	assert_int_equal(anna_debounce_advance(&db, 10000, out), 0);
	assert_int_equal(anna_debounce_occupancy(&db), 1ull << 5);
}

static void test_order_and_feed_flush(void **state)
{
	(void)state;
	uint64_t dl;
	anna_debounce_init(&db, 1ull << 6, 20);
	raw(100, 6, false);  /* g1 lifted */
	raw(110, 21, true);  /* f3 seated, then bounces */
	raw(112, 21, false);
	raw(114, 21, true);
	assert_true(anna_debounce_deadline(&db, &dl));
	assert_int_equal(dl, 120);
	/* The next raw event hands on what settled before it, in order. */
	assert_int_equal(raw(500, 40, true), 2);
	assert_int_equal(out[0].sq, 6);
	assert_int_equal(out[0].time_ms, 100);
	assert_int_equal(out[1].sq, 21);
	assert_int_equal(out[1].time_ms, 110);
	assert_true(out[1].occupied);
	assert_int_equal(anna_debounce_advance(&db, 520, out), 1);
	assert_int_equal(out[0].sq, 40);
}

static void test_flush_at_clock_press(void **state)
{
	(void)state;
	uint64_t dl;
	anna_debounce_init(&db, 1ull << 6, 30);
	raw(100, 6, false);  /* g1 lifted */
	assert_int_equal(raw(400, 21, true), 1); /* f3 seated (g1 handed on) ... */
	assert_int_equal(out[0].sq, 6);
	raw(402, 21, false); /* ... bouncing */
	raw(404, 21, true);
	/* the clock is pressed at 410, before f3's window is over */
	assert_int_equal(anna_debounce_advance(&db, 410, out), 0);
	assert_int_equal(anna_debounce_flush(&db, out), 1);
	assert_int_equal(out[0].sq, 21);
	assert_true(out[0].occupied);
	assert_int_equal(out[0].time_ms, 400);
	assert_false(anna_debounce_deadline(&db, &dl));
	assert_int_equal(anna_debounce_occupancy(&db), 1ull << 21);
	/* a hole back in its state when pressed is nothing to hand on */
	raw(500, 21, false);
	raw(505, 21, true);
	assert_int_equal(anna_debounce_flush(&db, out), 0);
}

static void test_window_zero_passes_through(void **state)
{
	(void)state;
	uint64_t dl;
	anna_debounce_init(&db, 0, 0);
	assert_int_equal(raw(7, 3, true), 1);
	assert_int_equal(out[0].time_ms, 7);
	assert_int_equal(raw(8, 3, false), 1);
	assert_false(out[0].occupied);
	assert_false(anna_debounce_deadline(&db, &dl));
}

static void test_many_holes(void **state)
{
	(void)state;
	/* A board knocked over: all 64 holes change at once. */
	struct anna_square_event all[64];
	size_t n = 0;
	anna_debounce_init(&db, ~0ull, 25);
	for (int sq = 63; sq >= 0; sq--) {
		size_t k = raw(1000 + (uint64_t)(63 - sq), sq, false);
		for (size_t i = 0; i < k; i++)
			all[n++] = out[i];
	}
	size_t k = anna_debounce_advance(&db, 2000, out);
	for (size_t i = 0; i < k; i++)
		all[n++] = out[i];
	assert_int_equal(n, 64);
	for (int i = 0; i < 64; i++) {
		assert_int_equal(all[i].sq, 63 - i);
		assert_int_equal(all[i].time_ms, 1000 + (uint64_t)i);
	}
	assert_int_equal(anna_debounce_occupancy(&db), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bounce_swallowed),
		cmocka_unit_test(test_glitch_vanishes),
		cmocka_unit_test(test_order_and_feed_flush),
		cmocka_unit_test(test_flush_at_clock_press),
		cmocka_unit_test(test_window_zero_passes_through),
		cmocka_unit_test(test_many_holes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
