/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_keymap.c: anna_keymap_parse on any bytes never crashes;
 * a failure names the file and says why; a map it accepts binds every key
 * the grammar needs, and only codes of keys.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "input/keymap.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_keymap map;
	struct anna_error err;
	if (anna_keymap_parse((const char *)data, size, "fuzz.map", &map, &err) != ANNA_OK) {
		if (err.status == ANNA_OK || anna_msg_key(err.msg) == NULL ||
		    (err.msg != ANNA_MSG_NONE && strcmp(err.args[0], "fuzz.map") != 0))
			abort();
		return 0;
	}
	for (int k = ANNA_KEYPAD_KEY_1; k <= ANNA_KEYPAD_KEY_COMMAND; k++)
		if (k != ANNA_KEYPAD_KEY_REPEAT && k != ANNA_KEYPAD_KEY_TIME &&
		    anna_keymap_codes(&map, (enum anna_keypad_key)k, NULL, 0) == 0)
			abort();
	for (unsigned code = 0; code < KEY_CNT; code++)
		if ((anna_keymap_lookup(&map, code) == ANNA_KEYPAD_KEY_NONE) !=
		    (anna_keymap_label(&map, code) == NULL))
			abort();
	return 0;
}
