/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/driver/test_recording.c: the recordings' merge (driver/recording.h).
 * Events of several roles at the same instant come by role; several of one
 * role at the same instant keep their file order (whatever qsort does
 * with equal keys: the order is total); a board's first frame is its holes,
 * not events; the start is the earliest instant; no recording, nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "driver/recording.h"

static void add(struct anna_evemu *rec, uint64_t us, unsigned type, unsigned code, int value)
{
	struct input_event ev;
	memset(&ev, 0, sizeof(ev));
	ev.type = (uint16_t)type;
	ev.code = (uint16_t)code;
	ev.value = value;
	anna_evemu_set_time_us(&ev, us);
	assert_int_equal(anna_evemu_append(rec, &ev), 0);
}

static void test_merge_order(void **state)
{
	(void)state;
	struct anna_boardmap map;
	anna_boardmap_default(&map);
	struct anna_evemu *rec[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	struct anna_evemu *board = rec[ANNA_DRIVER_VI_BOARD] = anna_evemu_new();
	struct anna_evemu *vi = rec[ANNA_DRIVER_VI_KEYPAD] = anna_evemu_new();
	struct anna_evemu *op = rec[ANNA_DRIVER_SIGHTED_KEYPAD] = anna_evemu_new();
	/* the board's first frame: e2 (square 12) and a1 (square 0) */
	add(board, 1000000, EV_KEY, map.code[12], 1);
	add(board, 1000000, EV_KEY, map.code[0], 1);
	add(board, 1000000, EV_SYN, SYN_REPORT, 0);
	add(board, 3000000, EV_KEY, map.code[12], 0);
	add(board, 3000000, EV_SYN, SYN_REPORT, 0);
	/* many keys of two keypads at the very same instants */
	for (int i = 0; i < 40; i++) {
		add(op, 2000000 + (uint64_t)(i % 2), EV_KEY, KEY_KP0 + (unsigned)(i % 10), i);
		add(vi, 2000000 + (uint64_t)(i % 2), EV_KEY, KEY_KP0 + (unsigned)(i % 10), i);
	}
	add(vi, 3000000, EV_KEY, KEY_KPENTER, 1);
	struct anna_merged m;
	assert_int_equal(anna_merge_recordings(rec, &map, &m), 0);
	assert_int_equal(m.n, 2 + 80 + 1);
	assert_true(m.board[ANNA_DRIVER_VI_BOARD]);
	assert_false(m.board[ANNA_DRIVER_SIGHTED_BOARD]);
	assert_int_equal(m.board_occupancy[ANNA_DRIVER_VI_BOARD], (1ull << 12) | 1ull);
	assert_int_equal(m.board_us[ANNA_DRIVER_VI_BOARD], 1000000);
	assert_int_equal(m.first_us, 1000000);
	for (size_t i = 1; i < m.n; i++) {
		const struct anna_merged_event *a = &m.events[i - 1], *b = &m.events[i];
		assert_true(a->us <= b->us);
		if (a->us == b->us) {
			assert_true(a->role <= b->role);
			if (a->role == b->role)
				assert_true(a->index < b->index);
		}
		assert_int_equal(b->us, anna_evemu_time_us(&b->ev));
		assert_memory_equal(&b->ev, &rec[b->role]->events[b->index], sizeof(b->ev));
	}
	/* at 2.000000 s: the VI keypad's 20 events (in file order) before the
	 * sighted keypad's 20 */
	assert_int_equal(m.events[0].role, ANNA_DRIVER_VI_KEYPAD);
	assert_int_equal(m.events[0].index, 0);
	assert_int_equal(m.events[19].role, ANNA_DRIVER_VI_KEYPAD);
	assert_int_equal(m.events[19].index, 38);
	assert_int_equal(m.events[20].role, ANNA_DRIVER_SIGHTED_KEYPAD);
	/* at 3 s: the board (role 0) before the keypad, its key then its SYN */
	assert_int_equal(m.events[80].role, ANNA_DRIVER_VI_BOARD);
	assert_int_equal(m.events[80].index, 3);
	assert_int_equal(m.events[81].index, 4);
	assert_int_equal(m.events[82].role, ANNA_DRIVER_VI_KEYPAD);
	anna_merged_free(&m);
	assert_int_equal(m.n, 0);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		anna_evemu_free(rec[r]);
}

static void test_merge_nothing(void **state)
{
	(void)state;
	struct anna_boardmap map;
	anna_boardmap_default(&map);
	struct anna_evemu *rec[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	rec[ANNA_DRIVER_SIGHTED_BOARD] = anna_evemu_new(); /* empty: no first frame */
	struct anna_merged m;
	assert_int_equal(anna_merge_recordings(rec, &map, &m), 0);
	assert_int_equal(m.n, 0);
	assert_int_equal(m.first_us, 0);
	assert_false(m.board[ANNA_DRIVER_SIGHTED_BOARD]);
	anna_merged_free(&m);
	anna_evemu_free(rec[ANNA_DRIVER_SIGHTED_BOARD]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_merge_order),
		cmocka_unit_test(test_merge_nothing),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
