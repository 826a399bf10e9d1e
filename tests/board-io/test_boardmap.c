/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_boardmap.c: sensor-board map files, the shipped
 * default and every kind of broken file (tests/fixtures/board/maps/).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/boardmap.h"
#include "core/chess.h"
#include "tests/common/expect_error.h"

static struct anna_boardmap map;

static void test_default_file_is_builtin(void **state)
{
	(void)state;
	struct anna_boardmap builtin;
	struct anna_error err;
	anna_boardmap_default(&builtin);
	assert_int_equal(anna_boardmap_load(&map, ANNA_TEST_DATADIR "/boardmaps/default.map",
					    &err), ANNA_OK);
	assert_memory_equal(&map, &builtin, sizeof(map));
	assert_int_equal(anna_boardmap_square(&map, 0x2c0), 0);
	assert_int_equal(anna_boardmap_square(&map, 0x2ff), 63);
	assert_int_equal(anna_boardmap_square(&map, 0x2bf), ANNA_NO_SQ);
	assert_int_equal(anna_boardmap_square(&map, 0x300), ANNA_NO_SQ);
	assert_int_equal(anna_boardmap_square(&map, 100000), ANNA_NO_SQ);
}

static void test_other_wiring(void **state)
{
	(void)state;
	struct anna_error err;
	assert_int_equal(anna_boardmap_load(&map, ANNA_FIXTURES_DIR "/board/maps/mirror.map",
					    &err), ANNA_OK);
	assert_int_equal(anna_boardmap_square(&map, 0x120 + 63), 0);  /* a1 */
	assert_int_equal(anna_boardmap_square(&map, 0x120), 63);      /* h8 */
	assert_int_equal(map.code[ANNA_SQ(4, 3)], 0x120 + 63 - 28);   /* e4 */
}

static void test_write_reads_back(void **state)
{
	(void)state;
	struct anna_boardmap back;
	struct anna_error err;
	char *buf = NULL;
	size_t len = 0;
	assert_int_equal(anna_boardmap_load(&map, ANNA_FIXTURES_DIR "/board/maps/mirror.map",
					    &err), ANNA_OK);
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	assert_int_equal(anna_boardmap_write(f, &map), 0);
	fclose(f);
	assert_int_equal(anna_boardmap_parse(&back, "mem", buf, len, &err), ANNA_OK);
	assert_memory_equal(&back, &map, sizeof(map));
	free(buf);
}

struct bad_case {
	const char *file;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;
	const char *arg2, *arg3;
};

static void test_broken_files(void **state)
{
	(void)state;
	static const struct bad_case cases[] = {
		{ "bad_syntax.map", ANNA_E_SYNTAX, ANNA_MSG_BOARD_MAP_SYNTAX, 11,
		  "c2 0x2ca extra", NULL },
		{ "bad_square.map", ANNA_E_INVALID, ANNA_MSG_BOARD_MAP_SQUARE, 21, "e9", NULL },
		{ "bad_code.map", ANNA_E_RANGE, ANNA_MSG_BOARD_MAP_CODE, 6, "0x300", NULL },
		{ "bad_code_hex.map", ANNA_E_RANGE, ANNA_MSG_BOARD_MAP_CODE, 8, "0x2zz", NULL },
		{ "square_twice.map", ANNA_E_DUPLICATE, ANNA_MSG_BOARD_MAP_SQUARE_TWICE, 32,
		  "a1", "2" },
		{ "code_twice.map", ANNA_E_DUPLICATE, ANNA_MSG_BOARD_MAP_CODE_TWICE, 10,
		  "0x2c0", "a1" },
		{ "missing.map", ANNA_E_MISSING, ANNA_MSG_BOARD_MAP_MISSING, 0, "e2", "2" },
		{ "empty.map", ANNA_E_MISSING, ANNA_MSG_BOARD_MAP_MISSING, 0, "a1", "64" },
		{ "truncated.map", ANNA_E_SYNTAX, ANNA_MSG_BOARD_MAP_SYNTAX, 34, "a", NULL },
		{ "binary.map", ANNA_E_SYNTAX, ANNA_MSG_BOARD_MAP_SYNTAX, 2,
		  "??? garbage", NULL },
		{ "no_such_file.map", ANNA_E_NOTFOUND, ANNA_MSG_BOARD_MAP_OPEN, 0, "ENOENT",
		  NULL },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct bad_case *c = &cases[i];
		char path[512];
		snprintf(path, sizeof(path), "%s/board/maps/%s", ANNA_FIXTURES_DIR, c->file);
		struct anna_error err;
		anna_error_clear(&err);
		memset(&map, 0x5a, sizeof(map));
		/* The file is named in every message, and the map untouched. */
		expect_error(c->file, anna_boardmap_load(&map, path, &err), &err, c->status,
			     c->msg, c->line, path, c->arg2, c->arg3);
		assert_int_equal(map.code[0], 0x5a5a);
	}
}

static void test_parse_edges(void **state)
{
	(void)state;
	struct anna_error err;
	/* Comments, blanks, CRLF and tabs are fine; decimal and hex mix. */
	char text[4096];
	size_t n = 0;
	n += (size_t)snprintf(text + n, sizeof(text) - n, "# header\r\n\r\n");
	for (int sq = 0; sq < 64; sq++)
		n += (size_t)snprintf(text + n, sizeof(text) - n,
				      sq % 2 ? "\t%c%c\t0x%x # c\r\n" : "%c%c %d\n",
				      'a' + sq % 8, '1' + sq / 8, 0x2c0 + sq);
	assert_true(n < sizeof(text));
	assert_int_equal(anna_boardmap_parse(&map, "t", text, n, &err), ANNA_OK);
	struct anna_boardmap def;
	anna_boardmap_default(&def);
	assert_memory_equal(&map, &def, sizeof(map));
	/* Upper-case squares are not squares. */
	assert_int_equal(anna_boardmap_parse(&map, "t", "A1 0x2c0\n", 9, &err),
			 ANNA_E_INVALID);
	assert_int_equal(err.line, 1);
	/* A negative or oversized number is not a key code. */
	assert_int_equal(anna_boardmap_parse(&map, "t", "a1 -5\n", 6, &err), ANNA_E_RANGE);
	assert_int_equal(anna_boardmap_parse(&map, "t", "a1 99999999999999999999\n", 24,
					     &err), ANNA_E_RANGE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_file_is_builtin),
		cmocka_unit_test(test_other_wiring),
		cmocka_unit_test(test_write_reads_back),
		cmocka_unit_test(test_broken_files),
		cmocka_unit_test(test_parse_edges),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
