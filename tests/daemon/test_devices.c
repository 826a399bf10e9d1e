/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_devices.c: the terminal keypad's translation (the
 * no-device default: what a typed byte becomes) and device specs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "daemon/devices.h"

static void test_terminal_keys(void **state)
{
	(void)state;
	static const struct { unsigned char c; unsigned code; } table[] = {
		{ '0', KEY_KP0 }, { '1', KEY_KP1 }, { '5', KEY_KP5 }, { '9', KEY_KP9 },
		{ '\r', KEY_KPENTER }, { '\n', KEY_KPENTER }, { '+', KEY_KPPLUS },
		{ '-', KEY_KPMINUS }, { '*', KEY_KPASTERISK }, { '/', KEY_KPSLASH },
		{ '.', KEY_KPDOT }, { ',', KEY_KPCOMMA }, { 127, KEY_BACKSPACE }, { '\b', KEY_BACKSPACE },
		{ 'a', 0 }, { ' ', 0 }, { 0, 0 }, { 0x1b, 0 }, { 0xff, 0 },
	};
	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		assert_int_equal(anna_devices_terminal_key(table[i].c), table[i].code);
}

static void test_specs(void **state)
{
	(void)state;
	assert_true(anna_devices_spec_valid("/dev/input/event3"));
	assert_true(anna_devices_spec_valid("name:USB Keypad"));
	assert_true(anna_devices_spec_valid("ids:04d9:1203"));
	assert_false(anna_devices_spec_valid("ids:zz"));
	assert_false(anna_devices_spec_valid(""));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_terminal_keys),
		cmocka_unit_test(test_specs),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
