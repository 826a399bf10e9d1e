/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/input/test_keymap.c: key maps loaded, looked up and rejected. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "input/keymap.h"
#include "tests/common/expect_error.h"

static void test_shipped_maps(void **state)
{
	(void)state;
	struct anna_keymap map;
	struct anna_error err;
	anna_error_clear(&err);
	assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &map, &err), ANNA_OK);
	assert_string_equal(map.name, "numpad");
	assert_int_equal(anna_keymap_lookup(&map, KEY_KP1), ANNA_KEYPAD_KEY_1);
	assert_int_equal(anna_keymap_lookup(&map, KEY_KP9), ANNA_KEYPAD_KEY_9);
	assert_int_equal(anna_keymap_lookup(&map, KEY_KPENTER), ANNA_KEYPAD_KEY_ENTER);
	assert_int_equal(anna_keymap_lookup(&map, KEY_KP0), ANNA_KEYPAD_KEY_TIME);
	assert_int_equal(anna_keymap_lookup(&map, KEY_KPMINUS), ANNA_KEYPAD_KEY_CANCEL);
	assert_int_equal(anna_keymap_lookup(&map, KEY_KPPLUS), ANNA_KEYPAD_KEY_REPEAT);
	assert_int_equal(anna_keymap_lookup(&map, KEY_NUMLOCK), ANNA_KEYPAD_KEY_NONE);
	assert_int_equal(anna_keymap_lookup(&map, KEY_A), ANNA_KEYPAD_KEY_NONE);
	assert_int_equal(anna_keymap_lookup(&map, 100000), ANNA_KEYPAD_KEY_NONE);
	assert_string_equal(anna_keymap_label(&map, KEY_KPMINUS), "minus");
	assert_null(anna_keymap_label(&map, KEY_A));
	unsigned codes[4];
	assert_int_equal(anna_keymap_codes(&map, ANNA_KEYPAD_KEY_DELETE, codes, 4), 3);
	assert_int_equal(codes[0], KEY_BACKSPACE);
	assert_int_equal(codes[1], KEY_KPDOT);
	assert_int_equal(codes[2], KEY_KPCOMMA);

	assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "keyboard", &map, &err), ANNA_OK);
	assert_int_equal(anna_keymap_lookup(&map, KEY_ESC), ANNA_KEYPAD_KEY_CANCEL);
	assert_int_equal(anna_keymap_lookup(&map, KEY_F1), ANNA_KEYPAD_KEY_HELP);
	assert_int_equal(anna_keymap_lookup(&map, KEY_1), ANNA_KEYPAD_KEY_NONE);
}

/* Every map in data/keymaps loads (a club's edited map is checked too). */
static void test_every_shipped_map_loads(void **state)
{
	(void)state;
	char dir[1024];
	snprintf(dir, sizeof(dir), "%s/keymaps", ANNA_TEST_DATADIR);
	DIR *d = opendir(dir);
	assert_non_null(d);
	int n = 0;
	for (struct dirent *e; (e = readdir(d));) {
		size_t len = strlen(e->d_name);
		if (len < 5 || strcmp(e->d_name + len - 4, ".map") != 0)
			continue;
		char path[2048];
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		struct anna_keymap map;
		struct anna_error err;
		anna_error_clear(&err);
		print_message("%s\n", path);
		assert_int_equal(anna_keymap_load(path, &map, &err), ANNA_OK);
		n++;
	}
	closedir(d);
	assert_true(n >= 2);
}

struct bad {
	const char *file;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;
	const char *arg2, *arg3;
};

static const struct bad bad[] = {
	{ "bad-code.map", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_CODE, 28, "KEY_KPMINUZ", NULL },
	{ "bad-key.map", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_KEY, 29, "erase", NULL },
	{ "bad-label.map", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_LABEL, 27, "pluss", NULL },
	{ "missing-field.map", ANNA_E_SYNTAX, ANNA_MSG_KEYMAP_SYNTAX, 24, "KEY_KP9           9", NULL },
	{ "duplicate.map", ANNA_E_DUPLICATE, ANNA_MSG_KEYMAP_DUPLICATE, 35, "KEY_KP5", "20" },
	{ "missing-command.map", ANNA_E_MISSING, ANNA_MSG_KEYMAP_MISSING, 36, "command", NULL },
	{ "truncated.map", ANNA_E_SYNTAX, ANNA_MSG_KEYMAP_SYNTAX, 17, "KEY_KP2           2", NULL },
	{ "no-such.map", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_OPEN, 0, "ENOENT", NULL },
};

static void test_bad_maps(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char path[1024];
		snprintf(path, sizeof(path), "%s/keymaps/%s", ANNA_FIXTURES_DIR, bad[i].file);
		struct anna_keymap map;
		memset(&map, 0x5a, sizeof(map));
		struct anna_error err;
		anna_error_clear(&err);
		/* The file is named in every error, the map left untouched. */
		expect_error(bad[i].file, anna_keymap_load(path, &map, &err), &err,
			     bad[i].status, bad[i].msg, bad[i].line, path, bad[i].arg2,
			     bad[i].arg3);
		assert_int_equal(map.key[0], 0x5a);
	}
}

struct text {
	const char *text;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;
};

#define MIN_MAP "KEY_KP1 1 one\nKEY_KP2 2 two\nKEY_KP3 3 three\nKEY_KP4 4 four\n" \
	"KEY_KP5 5 five\nKEY_KP6 6 six\nKEY_KP7 7 seven\nKEY_KP8 8 eight\n"   \
	"KEY_KP9 9 nine\nKEY_KPENTER enter enter\nKEY_KPMINUS cancel minus\n" \
	"KEY_KPDOT delete dot\nKEY_KPASTERISK query star\nKEY_KPSLASH command slash\n"

static const struct text texts[] = {
	{ MIN_MAP, ANNA_OK, ANNA_MSG_NONE, 0 },
	{ MIN_MAP "0x52 time zero # hex code\n", ANNA_OK, ANNA_MSG_NONE, 0 },
	{ MIN_MAP "82 time zero", ANNA_OK, ANNA_MSG_NONE, 0 },
	{ MIN_MAP "BTN_0 help f1\n", ANNA_OK, ANNA_MSG_NONE, 0 },
	{ "", ANNA_E_MISSING, ANNA_MSG_KEYMAP_EMPTY, 0 },
	{ "# nothing\n\n   \n", ANNA_E_MISSING, ANNA_MSG_KEYMAP_EMPTY, 0 },
	{ MIN_MAP "0x300 time zero\n", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_CODE, 15 },
	{ MIN_MAP "-1 time zero\n", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_CODE, 15 },
	{ MIN_MAP "KEY_KP0 time zero extra\n", ANNA_E_SYNTAX, ANNA_MSG_KEYMAP_SYNTAX, 15 },
	{ MIN_MAP "KEY_KP0 none zero\n", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_KEY, 15 },
	{ MIN_MAP "KEY_KP0 0 zero\n", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_KEY, 15 },
	{ MIN_MAP "ABS_X time zero\n", ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_CODE, 15 },
};

static void test_texts(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		struct anna_keymap map;
		struct anna_error err;
		anna_error_clear(&err);
		expect_error(texts[i].text,
			     anna_keymap_parse(texts[i].text, strlen(texts[i].text), "x.map",
					       &map, &err),
			     &err, texts[i].status, texts[i].msg, texts[i].line, NULL, NULL, NULL);
		if (texts[i].status == ANNA_OK)
			assert_string_equal(map.name, "x");
	}
	/* A NUL byte inside a line. */
	static const char nul[] = "KEY_KP1 1 o\0ne\n";
	struct anna_keymap map;
	struct anna_error err;
	anna_error_clear(&err);
	assert_int_equal(anna_keymap_parse(nul, sizeof(nul) - 1, "x.map", &map, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.line, 1);
}

static void test_labels(void **state)
{
	(void)state;
	assert_true(anna_keymap_label_count() > 10);
	assert_string_equal(anna_keymap_label_id(0), "zero");
	assert_null(anna_keymap_label_id(anna_keymap_label_count()));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shipped_maps),
		cmocka_unit_test(test_every_shipped_map_loads),
		cmocka_unit_test(test_bad_maps),
		cmocka_unit_test(test_texts),
		cmocka_unit_test(test_labels),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
