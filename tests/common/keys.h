/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/keys.h: the tests' one key alphabet (header-only; a cmocka
 * test includes it after <cmocka.h>). A test types keys as a string:
 *
 *   '1'..'9' the digits   E enter    C cancel   D delete   R repeat
 *   T time               Q query    M command  H help
 *
 * test_key() is the keypad grammar's key (input/keypad.h); test_key_code()
 * the evdev code that types it on the default keypad, read from
 * data/keymaps/numpad.map (the first line that binds the key), so a test
 * presses what a player presses and follows the shipped map.
 */
#ifndef ANNA_TESTS_COMMON_KEYS_H
#define ANNA_TESTS_COMMON_KEYS_H

#include <stdio.h>
#include <string.h>

#include <libevdev/libevdev.h>

#include "input/keypad.h"

/* The grammar's key for c; the test fails on a letter not above. */
static inline enum anna_keypad_key test_key(char c)
{
	static const struct { char c; const char *name; } alphabet[] = {
		{ 'E', "enter" }, { 'C', "cancel" }, { 'D', "delete" }, { 'R', "repeat" },
		{ 'T', "time" },  { 'Q', "query" },  { 'M', "command" }, { 'H', "help" },
	};
	char digit[2] = { c, 0 };
	if (c >= '1' && c <= '9')
		return anna_keypad_key_from_str(digit);
	for (size_t i = 0; i < sizeof(alphabet) / sizeof(alphabet[0]); i++)
		if (alphabet[i].c == c)
			return anna_keypad_key_from_str(alphabet[i].name);
	fail_msg("no key '%c' in the tests' alphabet (tests/common/keys.h)", c);
	return ANNA_KEYPAD_KEY_NONE;
}

/* The code of c's key on the numpad: data/keymaps/numpad.map's first
 * line for it ("KEY_KP5 5 five"). */
static inline unsigned test_key_code(char c)
{
	static unsigned codes[ANNA_KEYPAD_KEY_COUNT];
	static int read;
	if (!read) {
		FILE *f = fopen(ANNA_TEST_DATADIR "/keymaps/numpad.map", "r");
		if (!f)
			fail_msg("cannot read %s", ANNA_TEST_DATADIR "/keymaps/numpad.map");
		char line[256], code[64], key[64];
		while (fgets(line, sizeof(line), f)) {
			if (line[0] == '#' || sscanf(line, "%63s %63s", code, key) != 2)
				continue;
			enum anna_keypad_key k = anna_keypad_key_from_str(key);
			int ev = libevdev_event_code_from_name(EV_KEY, code);
			if (k != ANNA_KEYPAD_KEY_NONE && ev >= 0 && !codes[k])
				codes[k] = (unsigned)ev;
		}
		fclose(f);
		read = 1;
	}
	enum anna_keypad_key k = test_key(c);
	if (!codes[k])
		fail_msg("numpad.map binds no key to '%c'", c);
	return codes[k];
}

#endif
