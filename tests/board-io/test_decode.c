/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_decode.c: evdev frames to square events.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/decode.h"
#include "core/chess.h"

static struct anna_boardmap map;
static struct anna_decode dec;
static struct anna_square_event out[64];

static struct input_event ev(uint64_t ms, unsigned type, unsigned code, int value)
{
	struct input_event e;
	memset(&e, 0, sizeof(e));
	e.input_event_sec = (time_t)(ms / 1000);
	e.input_event_usec = (suseconds_t)(ms % 1000 * 1000 + 345); /* sub-ms dropped */
	e.type = (uint16_t)type;
	e.code = (uint16_t)code;
	e.value = value;
	return e;
}

static size_t send(uint64_t ms, unsigned type, unsigned code, int value)
{
	struct input_event e = ev(ms, type, code, value);
	return anna_decode_event(&dec, &e, out);
}

#define KEY(sq) (0x2c0 + (sq))

static int setup(void **state)
{
	(void)state;
	anna_boardmap_default(&map);
	anna_decode_init(&dec, &map, 0xffff00000000ffffull);
	return 0;
}

static void test_frame(void **state)
{
	(void)state;
	/* Nothing comes out before SYN_REPORT. */
	assert_int_equal(send(1000, EV_KEY, KEY(12), 0), 0); /* e2 lifted */
	assert_int_equal(send(1000, EV_KEY, KEY(28), 1), 0); /* e4 seated */
	assert_int_equal(send(1000, EV_MSC, MSC_SCAN, 12), 0);
	assert_int_equal(send(1000, EV_KEY, KEY(28), 2), 0); /* autorepeat */
	assert_int_equal(send(1000, EV_KEY, 30, 1), 0);      /* KEY_A: not on the board */
	assert_int_equal(send(1001, EV_SYN, SYN_REPORT, 0), 2);
	assert_int_equal(out[0].sq, 12);
	assert_false(out[0].occupied);
	assert_int_equal(out[0].time_ms, 1001);
	assert_int_equal(out[1].sq, 28);
	assert_true(out[1].occupied);
	assert_int_equal(anna_decode_occupancy(&dec), (0xffff00000000ffffull & ~(1ull << 12)) |
			 (1ull << 28));
	/* A press and release inside one frame cancel; a repeat of the
	 * current state is no event. */
	send(2000, EV_KEY, KEY(40), 1);
	send(2000, EV_KEY, KEY(40), 0);
	send(2000, EV_KEY, KEY(28), 1);
	assert_int_equal(send(2000, EV_SYN, SYN_REPORT, 0), 0);
	assert_int_equal(anna_decode_time_ms(&(struct input_event){
				 .input_event_sec = 3, .input_event_usec = 999999 }), 3999);
}

static void test_dropped(void **state)
{
	(void)state;
	send(1000, EV_KEY, KEY(12), 0);
	send(1000, EV_SYN, SYN_DROPPED, 0);
	assert_true(anna_decode_needs_resync(&dec));
	/* Everything up to the next SYN_REPORT is lost. */
	assert_int_equal(send(1001, EV_KEY, KEY(13), 0), 0);
	assert_int_equal(send(1001, EV_SYN, SYN_REPORT, 0), 0);
	assert_int_equal(anna_decode_occupancy(&dec), 0xffff00000000ffffull);
	/* The reader fetched the true state: e2, d2 empty, e4 occupied. */
	uint8_t keys[(KEY_MAX + 1) / 8];
	memset(keys, 0, sizeof(keys));
	for (int sq = 0; sq < 64; sq++)
		if (((0xffff00000000ffffull >> sq) & 1) && sq != 12 && sq != 11)
			keys[KEY(sq) / 8] |= (uint8_t)(1 << (KEY(sq) % 8));
	keys[KEY(28) / 8] |= (uint8_t)(1 << (KEY(28) % 8));
	uint64_t occ = anna_decode_keys_occupancy(&map, keys, sizeof(keys));
	assert_int_equal(anna_decode_resync(&dec, occ, 1500, out), 3);
	assert_false(anna_decode_needs_resync(&dec));
	assert_int_equal(out[0].sq, 11);
	assert_false(out[0].occupied);
	assert_int_equal(out[1].sq, 12);
	assert_int_equal(out[2].sq, 28);
	assert_true(out[2].occupied);
	assert_int_equal(out[2].time_ms, 1500);
	/* And frames flow again. */
	send(1600, EV_KEY, KEY(28), 0);
	assert_int_equal(send(1600, EV_SYN, SYN_REPORT, 0), 1);
	/* A short key-state buffer leaves the holes beyond it empty: only
	 * rank 1 (codes below KEY(8)) is read. */
	assert_int_equal(anna_decode_keys_occupancy(&map, keys, KEY(8) / 8), 0xff);
}

static void test_other_map(void **state)
{
	(void)state;
	struct anna_boardmap m;
	struct anna_error err;
	const char *text;
	char buf[2048];
	size_t n = 0;
	for (int sq = 0; sq < 64; sq++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%c%c %d\n", 'a' + sq % 8,
				      '1' + sq / 8, 2 + sq); /* KEY_1 upward */
	text = buf;
	assert_int_equal(anna_boardmap_parse(&m, "t", text, n, &err), ANNA_OK);
	anna_decode_init(&dec, &m, 0);
	send(5, EV_KEY, 2 + 63, 1);
	send(5, EV_KEY, KEY(0), 1); /* the default's a1 is nothing here */
	assert_int_equal(send(5, EV_SYN, SYN_REPORT, 0), 1);
	assert_int_equal(out[0].sq, 63);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_frame, setup),
		cmocka_unit_test_setup(test_dropped, setup),
		cmocka_unit_test_setup(test_other_map, setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
