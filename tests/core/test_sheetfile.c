/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_sheetfile.c: a scoresheet written as text: entries kept
 * as written with their line and column, draw offers, unreadable entries,
 * move numbers checked, comments, every error with its line and column;
 * entering the entries into a scoresheet and finding their letters.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "core/sheetfile.h"

static void test_good(void **state)
{
	(void)state;
	struct anna_sheetfile f;
	struct anna_error err;
	const char *text = "; a comment line\n# also a comment\n"
			   "1. e4 e5 2. Sf3 Sc6(=)\n3. Lb5 (=) a6\n"
			   "4. Lxc6 dxc6 5. ? Lg4 6. exd6 e.p. Dxd6 +\n"
			   "7. 5171 ♞f6 ; the keypad's ICCF, a figurine\n1/2-1/2\n";
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, text, strlen(text), &err), ANNA_OK);
	static const struct {
		const char *text;
		unsigned line, column;
	} want[] = {
		{ "e4", 3, 4 }, { "e5", 3, 7 }, { "Sf3", 3, 13 }, { "Sc6(=)", 3, 17 },
		{ "Lb5 (=)", 4, 4 }, { "a6", 4, 12 }, { "Lxc6", 5, 4 }, { "dxc6", 5, 9 },
		{ "?", 5, 17 }, { "Lg4", 5, 19 }, { "exd6 e.p.", 5, 26 }, { "Dxd6 +", 5, 36 },
		{ "5171", 6, 4 }, { "♞f6", 6, 9 },
	};
	assert_int_equal(f.count, sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < f.count; i++) {
		assert_string_equal(f.entries[i].text, want[i].text);
		assert_int_equal(f.entries[i].line, want[i].line);
		assert_int_equal(f.entries[i].column, want[i].column);
	}
	/* parsing appends: a second text continues the sheet */
	assert_int_equal(anna_sheetfile_parse(&f, "", 0, &err), ANNA_OK);
	assert_int_equal(f.count, 14);
	anna_sheetfile_fini(&f);
	assert_int_equal(f.count, 0);
	anna_sheetfile_fini(NULL);

	/* Black's first move numbered "40..." and numbers counting on */
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, "40... Kd7 41. e4 Kc6 42. Kd2", 28, &err), ANNA_OK);
	assert_int_equal(f.count, 4);
	anna_sheetfile_fini(&f);
}

static void test_bad(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		size_t len; /* 0 = strlen */
		enum anna_status status;
		enum anna_msg msg;
		const char *arg0;
		unsigned line, column, kept;
	} bad[] = {
		{ "1. e4 e5\n3. Nf3", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_MOVE_NUMBER, "3", 2, 1, 2 },
		{ "1. e4 e5 2. Nf3 1... Nc6", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_MOVE_NUMBER, "1", 1, 17, 3 },
		{ "(=) e4", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_DANGLING, "(=)", 1, 1, 0 },
		{ "  + e4", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_DANGLING, "+", 1, 3, 0 },
		{ "e4 ? e.p.", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_DANGLING, "e.p.", 1, 6, 2 },
		{ "e4 (=) (=)", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_DANGLING, "(=)", 1, 8, 1 },
		{ "e4 e5 1-0 Nf3", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_AFTER_RESULT, "Nf3", 1, 11, 2 },
		{ "e4\nNf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, ANNA_E_RANGE,
		  ANNA_MSG_SHEETFILE_TOO_LONG, "Nf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 2, 1, 1 },
		{ "e4 e5\n  N\0f3", 12, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_BINARY, NULL, 2, 4, 0 },
		{ "e4 é\xff", 0, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_BINARY, NULL, 1, 5, 0 },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_sheetfile f;
		struct anna_error err;
		size_t len = bad[i].len ? bad[i].len : strlen(bad[i].text);
		print_message("%zu\n", i);
		anna_sheetfile_init(&f);
		assert_int_equal(anna_sheetfile_parse(&f, bad[i].text, len, &err), bad[i].status);
		assert_int_equal(err.msg, bad[i].msg);
		if (bad[i].arg0)
			assert_string_equal(err.args[0], bad[i].arg0);
		assert_int_equal(err.line, bad[i].line);
		assert_int_equal(err.column, bad[i].column);
		assert_int_equal(f.count, bad[i].kept);
		anna_sheetfile_fini(&f);
	}

	/* a token longer than any buffer, with a draw offer after it (found
	 * by fuzz_reconcile), and a suffix that would overflow its move */
	struct anna_sheetfile f;
	struct anna_error err;
	char text[300];
	memset(text, 'k', sizeof(text));
	memcpy(text, "e4 N", 4);
	memcpy(text + 250, "(=)", 3);
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, text, 253, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_SHEETFILE_TOO_LONG);
	assert_int_equal(err.column, 4);
	assert_int_equal(f.count, 1);
	anna_sheetfile_fini(&f);
	memset(text, 'k', sizeof(text));
	memcpy(text, "e4 ", 3);
	memcpy(text + 3 + ANNA_SHEET_TEXT - 3, " e.p.", 5);
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, text, ANNA_SHEET_TEXT + 5, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_SHEETFILE_TOO_LONG);
	assert_string_equal(err.args[0], "e.p.");
	anna_sheetfile_fini(&f);
}

static void test_enter(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		enum anna_letter_set set;
		size_t read;
	} rows[] = {
		{ "1. e4 e5 2. Nf3 Nc6 3. Bb5", ANNA_LETTERS_EN, 5 },
		{ "1. e4 e5 2. Sf3 Sc6 3. Lb5", ANNA_LETTERS_DE, 5 },
		{ "e4 e5 ♘f3 ♞c6", ANNA_LETTERS_FIGURINE, 4 },
		{ "e4 e5 7163 Nc6", ANNA_LETTERS_EN, 4 },  /* ICCF needs no letters */
		{ "e4 e5 d4", ANNA_LETTERS_EN, 3 },        /* a tie: English */
		{ "e4 e5 Ke3 Nc6", ANNA_LETTERS_EN, 2 },   /* flagged, never guessed */
		{ "", ANNA_LETTERS_EN, 0 },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct anna_sheetfile f;
		struct anna_scoresheet sheet;
		struct anna_error err;
		enum anna_letter_set set;
		print_message("%s\n", rows[i].text);
		anna_sheetfile_init(&f);
		assert_int_equal(anna_sheetfile_parse(&f, rows[i].text, strlen(rows[i].text), &err),
				 ANNA_OK);
		assert_int_equal(anna_sheetfile_letters(&f, NULL, &set, &err), ANNA_OK);
		assert_int_equal(set, rows[i].set);
		anna_scoresheet_init(&sheet, NULL);
		assert_int_equal(anna_sheetfile_enter(&f, &sheet, anna_letters_builtin(set), &err),
				 ANNA_OK);
		assert_int_equal(anna_scoresheet_count(&sheet), f.count);
		assert_int_equal(anna_scoresheet_first_problem(&sheet), rows[i].read);
		anna_scoresheet_fini(&sheet);
		anna_sheetfile_fini(&f);
	}
	/* the draw offer written against the move reaches the sheet */
	struct anna_sheetfile f;
	struct anna_scoresheet sheet;
	struct anna_error err;
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, "e4 (=) e5", 9, &err), ANNA_OK);
	anna_scoresheet_init(&sheet, NULL);
	assert_int_equal(anna_sheetfile_enter(&f, &sheet, NULL, &err), ANNA_OK);
	assert_true(anna_scoresheet_entry(&sheet, 0)->flags & ANNA_SHEET_DRAW_OFFER);
	assert_false(anna_scoresheet_entry(&sheet, 1)->flags & ANNA_SHEET_DRAW_OFFER);
	anna_scoresheet_fini(&sheet);
	anna_sheetfile_fini(&f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_good),
		cmocka_unit_test(test_bad),
		cmocka_unit_test(test_enter),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
