/*
 * tests/core/test_scoresheet.c: the scoresheet as written and its text
 * form: entries kept as written, draw offers, unreadable entries, move
 * numbers checked, comments, and every error with its line and column.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "core/scoresheet.h"

static void test_good(void **state)
{
	(void)state;
	struct anna_scoresheet s;
	struct anna_error err;
	const char *text = "; a comment line\n# also a comment\n"
			   "1. e4 e5 2. Sf3 Sc6(=)\n3. Lb5 (=) a6\n"
			   "4. Lxc6 dxc6 5. ? Lg4 6. exd6 e.p. Dxd6 +\n"
			   "7. 5171 ♞f6 ; the keypad's ICCF, a figurine\n1/2-1/2\n";
	anna_scoresheet_init(&s);
	assert_int_equal(anna_scoresheet_parse(&s, text, strlen(text), &err), ANNA_OK);
	static const struct {
		const char *text;
		unsigned flags, line, column;
	} want[] = {
		{ "e4", 0, 3, 4 }, { "e5", 0, 3, 7 }, { "Sf3", 0, 3, 13 },
		{ "Sc6", ANNA_SHEET_DRAW_OFFER, 3, 17 },
		{ "Lb5", ANNA_SHEET_DRAW_OFFER, 4, 4 }, { "a6", 0, 4, 12 },
		{ "Lxc6", 0, 5, 4 }, { "dxc6", 0, 5, 9 },
		{ "", ANNA_SHEET_UNREADABLE, 5, 17 }, { "Lg4", 0, 5, 19 },
		{ "exd6 e.p.", 0, 5, 26 }, { "Dxd6 +", 0, 5, 36 },
		{ "5171", 0, 6, 4 }, { "♞f6", 0, 6, 9 },
	};
	assert_int_equal(s.count, sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < s.count; i++) {
		assert_string_equal(s.entries[i].text, want[i].text);
		assert_int_equal(s.entries[i].flags, want[i].flags);
		assert_int_equal(s.entries[i].line, want[i].line);
		assert_int_equal(s.entries[i].column, want[i].column);
	}
	/* parsing appends: a second text continues the sheet */
	assert_int_equal(anna_scoresheet_parse(&s, "", 0, &err), ANNA_OK);
	assert_int_equal(s.count, 14);
	anna_scoresheet_fini(&s);
	assert_int_equal(s.count, 0);
	anna_scoresheet_fini(NULL);

	/* Black's first move numbered "40..." and numbers counting on */
	anna_scoresheet_init(&s);
	assert_int_equal(anna_scoresheet_parse(&s, "40... Kd7 41. e4 Kc6 42. Kd2", 28, &err), ANNA_OK);
	assert_int_equal(s.count, 4);
	anna_scoresheet_fini(&s);
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
		{ "1. e4 e5\n3. Nf3", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_MOVE_NUMBER, "3", 2, 1, 2 },
		{ "1. e4 e5 2. Nf3 1... Nc6", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_MOVE_NUMBER, "1", 1, 17, 3 },
		{ "(=) e4", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_DANGLING, "(=)", 1, 1, 0 },
		{ "  + e4", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_DANGLING, "+", 1, 3, 0 },
		{ "e4 ? e.p.", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_DANGLING, "e.p.", 1, 6, 2 },
		{ "e4 e5 1-0 Nf3", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_AFTER_RESULT, "Nf3", 1, 11, 2 },
		{ "e4\nNf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 0, ANNA_E_RANGE,
		  ANNA_MSG_SCORESHEET_TOO_LONG, "Nf3xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 2, 1, 1 },
		{ "e4 e5\n  N\0f3", 12, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_BINARY, NULL, 2, 4, 0 },
		{ "e4 é\xff", 0, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_BINARY, NULL, 1, 5, 0 },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_scoresheet s;
		struct anna_error err;
		size_t len = bad[i].len ? bad[i].len : strlen(bad[i].text);
		print_message("%zu\n", i);
		anna_scoresheet_init(&s);
		assert_int_equal(anna_scoresheet_parse(&s, bad[i].text, len, &err), bad[i].status);
		assert_int_equal(err.msg, bad[i].msg);
		if (bad[i].arg0)
			assert_string_equal(err.args[0], bad[i].arg0);
		assert_int_equal(err.line, bad[i].line);
		assert_int_equal(err.column, bad[i].column);
		assert_int_equal(s.count, bad[i].kept);
		anna_scoresheet_fini(&s);
	}
}

static void test_append(void **state)
{
	(void)state;
	struct anna_scoresheet s;
	struct anna_error err;
	char long_text[ANNA_SCORESHEET_TEXT + 1];
	memset(long_text, 'a', sizeof(long_text) - 1);
	long_text[sizeof(long_text) - 1] = '\0';
	anna_scoresheet_init(&s);
	for (int i = 0; i < 200; i++) /* grows past the first allocation */
		assert_int_equal(anna_scoresheet_append(&s, "e4", 0, 0, 0, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_append(&s, long_text, 0, 0, 0, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_SCORESHEET_TOO_LONG);
	assert_int_equal(s.count, 200);
	anna_scoresheet_fini(&s);

	/* a token longer than any buffer, with a draw offer after it (found
	 * by fuzz_reconcile), and a suffix that would overflow its move */
	char text[300];
	memset(text, 'k', sizeof(text));
	memcpy(text, "e4 N", 4);
	memcpy(text + 250, "(=)", 3);
	anna_scoresheet_init(&s);
	assert_int_equal(anna_scoresheet_parse(&s, text, 253, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_SCORESHEET_TOO_LONG);
	assert_int_equal(err.column, 4);
	assert_int_equal(s.count, 1);
	anna_scoresheet_fini(&s);
	memset(text, 'k', sizeof(text));
	memcpy(text, "e4 ", 3);
	memcpy(text + 3 + ANNA_SCORESHEET_TEXT - 3, " e.p.", 5);
	anna_scoresheet_init(&s);
	assert_int_equal(anna_scoresheet_parse(&s, text, ANNA_SCORESHEET_TEXT + 5, &err),
			 ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_SCORESHEET_TOO_LONG);
	assert_string_equal(err.args[0], "e.p.");
	anna_scoresheet_fini(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_good),
		cmocka_unit_test(test_bad),
		cmocka_unit_test(test_append),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
