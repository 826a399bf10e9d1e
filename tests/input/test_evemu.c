/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/input/test_evemu.c: evemu recordings read, rejected and written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "input/evemu.h"
#include "tests/common/expect_error.h"

static enum anna_status load(const char *name, struct anna_evemu **rec,
			     struct anna_error *err)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/evemu/%s", ANNA_FIXTURES_DIR, name);
	anna_error_clear(err);
	return anna_evemu_load(path, rec, err);
}

static void test_keypad_recording(void **state)
{
	(void)state;
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	assert_int_equal(load("keypad-e2e4.evemu", &rec, &err), ANNA_OK);
	assert_non_null(rec);
	assert_string_equal(rec->name, "Test Numeric Keypad");
	assert_int_equal(rec->bustype, 3);
	assert_int_equal(rec->vendor, 0x04d9);
	assert_int_equal(rec->product, 0x1203);
	assert_int_equal(rec->version, 0x0110);
	assert_true(anna_evemu_has(rec, EV_SYN, EV_KEY));
	assert_true(anna_evemu_has(rec, EV_KEY, KEY_KP5));
	assert_true(anna_evemu_has(rec, EV_KEY, KEY_KPENTER));
	assert_false(anna_evemu_has(rec, EV_KEY, KEY_A));
	assert_true(anna_evemu_has(rec, EV_MSC, MSC_SCAN));
	/* 6 presses, each down and up, each a frame of MSC, KEY, SYN. */
	assert_int_equal(rec->n_events, 36);
	/* The time base is kept: the first event is at 1000 s, not 0. */
	assert_int_equal(anna_evemu_time_us(&rec->events[0]), 1000000000ull);
	assert_int_equal(rec->events[1].type, EV_KEY);
	assert_int_equal(rec->events[1].code, KEY_KP5);
	assert_int_equal(rec->events[1].value, 1);
	assert_int_equal(rec->events[4].value, 0);
	assert_int_equal(anna_evemu_time_us(&rec->events[4]), 1000100000ull);
	assert_int_equal(rec->events[0].value, 0x7004c);
	assert_int_equal(rec->event_lines[0], 26);
	/* The key codes pressed, in order. */
	static const int pressed[] = { KEY_KP5, KEY_KP2, KEY_KP5, KEY_KP4,
				       KEY_KPENTER, KEY_KPENTER };
	int k = 0;
	for (size_t i = 0; i < rec->n_events; i++)
		if (rec->events[i].type == EV_KEY && rec->events[i].value == 1)
			assert_int_equal(rec->events[i].code, pressed[k++]);
	assert_int_equal(k, 6);
	/* The first frame: MSC, KEY, SYN_REPORT of the first press. */
	assert_int_equal(anna_evemu_first_frame(rec), 3);
	/* Without any SYN_REPORT the whole recording is the first frame;
	 * an empty one has none. */
	rec->n_events = 2;
	assert_int_equal(anna_evemu_first_frame(rec), 2);
	rec->n_events = 0;
	assert_int_equal(anna_evemu_first_frame(rec), 0);
	anna_evemu_free(rec);
}

/* The real evemu-record's output (2.7, recorded from the keypad fixture
 * under umockdev-run): its comments, its B: lines for every type, its own
 * time base (it starts at 0, anna keeps the device's). */
static void test_real_evemu_record_output(void **state)
{
	(void)state;
	struct anna_evemu *rec = NULL, *ours = NULL;
	struct anna_error err;
	assert_int_equal(load("evemu-record-keypad.evemu", &rec, &err), ANNA_OK);
	assert_int_equal(load("keypad-e2e4.evemu", &ours, &err), ANNA_OK);
	assert_string_equal(rec->name, "Test Keypad");
	assert_int_equal(rec->vendor, 0x04d9);
	assert_true(anna_evemu_has(rec, EV_KEY, KEY_KPENTER));
	assert_int_equal(rec->n_events, ours->n_events);
	assert_int_equal(anna_evemu_time_us(&rec->events[0]), 1);
	for (size_t i = 0; i < rec->n_events; i++) {
		assert_int_equal(rec->events[i].type, ours->events[i].type);
		assert_int_equal(rec->events[i].code, ours->events[i].code);
		assert_int_equal(rec->events[i].value, ours->events[i].value);
		assert_int_equal(anna_evemu_time_us(&rec->events[i]) - 1,
				 anna_evemu_time_us(&ours->events[i]) - 1000000000ull);
	}
	anna_evemu_free(ours);
	anna_evemu_free(rec);
}

struct bad_case {
	const char *file;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;
	const char *arg0, *arg1;
};

static const struct bad_case bad_cases[] = {
	{ "truncated-midline.evemu", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_TRUNCATED, 30, NULL, NULL },
	{ "truncated-frame.evemu", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_UNFINISHED, 26, NULL, NULL },
	{ "time-backwards.evemu", ANNA_E_INVALID, ANNA_MSG_EVEMU_BACKWARDS, 32,
	  "999.900000", "1000.100000" },
	{ "time-short-usec.evemu", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME, 29, "1000.1", NULL },
	{ "bad-type.evemu", ANNA_E_INVALID, ANNA_MSG_EVEMU_TYPE, 30, "0009", NULL },
	{ "bad-code.evemu", ANNA_E_INVALID, ANNA_MSG_EVEMU_CODE, 30, "0001", "0300" },
	{ "bad-value.evemu", ANNA_E_INVALID, ANNA_MSG_EVEMU_VALUE, 30, "00x0", NULL },
	{ "no-description.evemu", ANNA_E_MISSING, ANNA_MSG_EVEMU_NO_DESCRIPTION, 24, NULL, NULL },
	{ "bad-prefix.evemu", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_PREFIX, 23, "Q: junk", NULL },
	{ "bad-ids.evemu", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_IDS, 5, "I: 0003 04d9 zz 0110", NULL },
	{ "empty.evemu", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_EMPTY, 0, NULL, NULL },
};

static void test_corrupt_fixtures(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
		const struct bad_case *c = &bad_cases[i];
		struct anna_evemu *rec = NULL;
		struct anna_error err;
		expect_error(c->file, load(c->file, &rec, &err), &err, c->status, c->msg,
			     c->line, c->arg0, c->arg1, NULL);
		assert_null(rec);
	}
}

static enum anna_status parse_str(const char *text, struct anna_evemu **rec,
				  struct anna_error *err)
{
	anna_error_clear(err);
	return anna_evemu_parse(text, strlen(text), rec, err);
}

#define HDR "N: kp\nI: 0003 0001 0002 0003\n"

struct text_case {
	const char *text;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;
};

static const struct text_case text_cases[] = {
	{ "", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_EMPTY, 0 },
	{ "N: kp\n", ANNA_E_MISSING, ANNA_MSG_EVEMU_NO_DESCRIPTION, 1 },
	{ "N: kp\nN: kp2\n", ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, 2 },
	{ "N:   \n", ANNA_E_INVALID, ANNA_MSG_EVEMU_NAME, 1 },
	{ HDR "I: 0003 0001 0002 0003\n", ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, 3 },
	{ "N: kp\nI: 0003 0001 0002\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_IDS, 2 },
	{ "N: kp\nI: 0003 0001 0002 0003 0004\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_IDS, 2 },
	{ "N: kp\nI: 0003 0001 0002 10000\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_IDS, 2 },
	{ HDR "B: 01 zz\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BITS, 3 },
	{ HDR "B: 06 00\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BITS, 3 },
	{ HDR "B: 00 00 00 00 00 01\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BITS, 3 },
	{ HDR "B: 00 00 00 00 00 00 00 00 00 00\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BITS, 3 },
	{ HDR "B: 01 00\nB: 02 00\nB: 01 00\n", ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, 5 },
	{ HDR "P: 100\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BITS, 3 },
	{ HDR "A: 00 10 5 0 0 0\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_ABS, 3 },
	{ HDR "A: 00 0 5\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_ABS, 3 },
	{ HDR "A: 40 0 5 0 0 0\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_ABS, 3 },
	{ HDR "L: 00 x\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_STATE, 3 },
	{ HDR "S: 11 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_STATE, 3 },
	{ HDR "E: 1.000000 0001 001e\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_EVENT, 3 },
	{ HDR "E: 1.000000 0001 001e 1 7\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_EVENT, 3 },
	{ HDR "E: 1.0000000 0001 001e 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME, 3 },
	{ HDR "E: -1.000000 0001 001e 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME, 3 },
	{ HDR "E: 1.-00000 0001 001e 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME, 3 },
	{ HDR "E: 1 0001 001e 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME, 3 },
	{ HDR "E: 1.000000 0001 001e 2147483648\n", ANNA_E_INVALID, ANNA_MSG_EVEMU_VALUE, 3 },
	{ HDR "E: 1.000000 0000 0010 0\n", ANNA_E_INVALID, ANNA_MSG_EVEMU_CODE, 3 },
	{ HDR "E: 1.000000 0001 001e 1\n", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_UNFINISHED, 3 },
	{ HDR "E: 1.000000 0000 0000 0", ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_TRUNCATED, 3 },
	{ HDR "X\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_PREFIX, 3 },
	{ HDR "E:1.000000 0000 0000 0\nZ: 1\n", ANNA_E_SYNTAX, ANNA_MSG_EVEMU_PREFIX, 4 },
};

static void test_text_cases(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(text_cases) / sizeof(text_cases[0]); i++) {
		const struct text_case *c = &text_cases[i];
		struct anna_evemu *rec = NULL;
		struct anna_error err;
		expect_error(c->text, parse_str(c->text, &rec, &err), &err, c->status, c->msg,
			     c->line, NULL, NULL, NULL);
		assert_null(rec);
	}
}

static void test_binary_and_crlf(void **state)
{
	(void)state;
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	static const char nul[] = "N: kp\nI: 0003 0001 0002 0003\nE: 1.0\0000 0 0\n";
	anna_error_clear(&err);
	assert_int_equal(anna_evemu_parse(nul, sizeof(nul) - 1, &rec, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.msg, ANNA_MSG_EVEMU_BINARY);
	assert_int_equal(err.line, 3);
	/* Windows line ends, a comment, a negative value, a trailing comment
	 * line without its newline: all fine. */
	const char *ok = "# EVEMU 1.3\r\nN: kp \r\nI: 0003 0001 0002 0003\r\n"
			 "A: 00 -5 5 0 0 0\r\n"
			 "E: 2.500000 0003 0000 -001\t# EV_ABS / ABS_X -1\r\n"
			 "E: 2.500000 0000 0000 0000\r\n# end";
	assert_int_equal(parse_str(ok, &rec, &err), ANNA_OK);
	assert_string_equal(rec->name, "kp");
	assert_int_equal(rec->n_events, 2);
	assert_int_equal(rec->events[0].value, -1);
	assert_int_equal(anna_evemu_time_us(&rec->events[0]), 2500000);
	assert_true(anna_evemu_has(rec, EV_ABS, ABS_X));
	assert_int_equal(rec->abs[ABS_X].minimum, -5);
	anna_evemu_free(rec);
	/* A description without events is a valid recording (evemu-describe). */
	assert_int_equal(parse_str(HDR, &rec, &err), ANNA_OK);
	assert_int_equal(rec->n_events, 0);
	anna_evemu_free(rec);
}

static void test_missing_file(void **state)
{
	(void)state;
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	assert_int_equal(load("no-such-file.evemu", &rec, &err), ANNA_E_NOTFOUND);
	assert_null(rec);
	assert_int_equal(err.msg, ANNA_MSG_EVEMU_OPEN);
	assert_non_null(strstr(err.args[0], "no-such-file.evemu"));
	assert_string_equal(err.args[1], "ENOENT");
}

/* Written then read back, a recording is the same, bit for bit. */
static void test_write_round_trip(void **state)
{
	(void)state;
	struct anna_evemu *rec = NULL, *back = NULL;
	struct anna_error err;
	assert_int_equal(load("keypad-e2e4.evemu", &rec, &err), ANNA_OK);
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	assert_int_equal(anna_evemu_write(f, rec), 0);
	fclose(f);
	assert_int_equal(anna_evemu_parse(buf, len, &back, &err), ANNA_OK);
	assert_string_equal(back->name, rec->name);
	assert_int_equal(back->vendor, rec->vendor);
	assert_memory_equal(back->bits, rec->bits, sizeof(rec->bits));
	assert_memory_equal(back->props, rec->props, sizeof(rec->props));
	assert_int_equal(back->n_events, rec->n_events);
	for (size_t i = 0; i < rec->n_events; i++) {
		assert_int_equal(anna_evemu_time_us(&back->events[i]),
				 anna_evemu_time_us(&rec->events[i]));
		assert_int_equal(back->events[i].type, rec->events[i].type);
		assert_int_equal(back->events[i].code, rec->events[i].code);
		assert_int_equal(back->events[i].value, rec->events[i].value);
	}
	assert_non_null(strstr(buf, "E: 1000.000000 0001 004c 0001\t# EV_KEY / KEY_KP5 1\n"));
	free(buf);
	anna_evemu_free(back);
	anna_evemu_free(rec);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keypad_recording),
		cmocka_unit_test(test_real_evemu_record_output),
		cmocka_unit_test(test_corrupt_fixtures),
		cmocka_unit_test(test_text_cases),
		cmocka_unit_test(test_binary_and_crlf),
		cmocka_unit_test(test_missing_file),
		cmocka_unit_test(test_write_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
