/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_scoresheet.c: scoresheets recorded and entered
 * (core/scoresheet.c): every unreadable, ambiguous or illegal entry is
 * flagged with its move number and never guessed; (=) marks a draw offer.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "core/fen.h"
#include "core/scoresheet.h"

static void test_entered_sheet(void **state)
{
	(void)state;
	struct anna_scoresheet sh;
	struct anna_error err;
	anna_scoresheet_init(&sh, NULL);
	const struct anna_letters *de = anna_letters_builtin(ANNA_LETTERS_DE);
	/* SAN in German letters, ICCF digits, UCI, long algebraic, (=) */
	assert_int_equal(anna_scoresheet_enter(&sh, "e4", de, 1, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_enter(&sh, "7866", de, 2, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_enter(&sh, "Sf3 (=)", de, 3, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_enter(&sh, "b8c6", de, 4, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_count(&sh), 4);
	assert_int_equal(anna_scoresheet_first_problem(&sh), 4);
	assert_true(anna_scoresheet_entry(&sh, 2)->flags & ANNA_SHEET_DRAW_OFFER);
	char buf[40];
	anna_scoresheet_write(&sh, 2, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "Nf3 (=)");
	anna_scoresheet_write(&sh, 2, de, 0, buf, sizeof(buf));
	assert_string_equal(buf, "Sf3 (=)");
	/* an illegal entry: flagged with its move number (3), not guessed */
	assert_int_equal(anna_scoresheet_enter(&sh, "Ke3", de, 5, &err), ANNA_E_ILLEGAL);
	assert_int_equal(err.line, 3);
	assert_int_equal(anna_scoresheet_entry(&sh, 4)->state, ANNA_SHEET_ILLEGAL);
	assert_int_equal(anna_scoresheet_first_problem(&sh), 4);
	/* what follows is not read */
	assert_int_equal(anna_scoresheet_enter(&sh, "d6", de, 6, &err), ANNA_E_STATE);
	assert_int_equal(err.msg, ANNA_MSG_SHEET_FLAGGED);
	assert_string_equal(err.args[0], "3");
	assert_string_equal(err.args[1], "Ke3");
	assert_int_equal(anna_scoresheet_entry(&sh, 5)->state, ANNA_SHEET_UNCHECKED);
	/* written back as typed */
	anna_scoresheet_write(&sh, 4, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "Ke3");
	/* corrected: the rest is read again */
	assert_int_equal(anna_scoresheet_replace(&sh, 4, "Lc4", de, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_entry(&sh, 5)->state, ANNA_SHEET_OK);
	assert_int_equal(anna_scoresheet_first_problem(&sh), 6);
	struct anna_position pos;
	assert_int_equal(anna_scoresheet_position(&sh, 6, &pos), ANNA_OK);
	assert_int_equal(pos.side, ANNA_WHITE);
	anna_scoresheet_fini(&sh);
}

static void test_flags(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		enum anna_status status;
		enum anna_sheet_state state;
	} t[] = {
		{ "Zz9", ANNA_E_SYNTAX, ANNA_SHEET_UNREADABLE },
		{ "", ANNA_E_SYNTAX, ANNA_SHEET_UNREADABLE },
		{ "e5", ANNA_E_ILLEGAL, ANNA_SHEET_ILLEGAL },
		{ "9999", ANNA_E_SYNTAX, ANNA_SHEET_UNREADABLE },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct anna_scoresheet sh;
		struct anna_error err;
		anna_scoresheet_init(&sh, NULL);
		assert_int_equal(anna_scoresheet_enter(&sh, t[i].text, NULL, 0, &err),
				 t[i].status);
		assert_int_equal(anna_scoresheet_entry(&sh, 0)->state, t[i].state);
		assert_int_equal(err.line, 1);
		anna_scoresheet_fini(&sh);
	}
	/* ambiguous: two knights reach d2 */
	struct anna_scoresheet sh;
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 30", &err), ANNA_OK);
	anna_scoresheet_init(&sh, &pos);
	assert_int_equal(anna_scoresheet_enter(&sh, "Nd2", NULL, 0, &err), ANNA_E_AMBIGUOUS);
	assert_int_equal(err.line, 30);
	assert_int_equal(anna_scoresheet_entry(&sh, 0)->state, ANNA_SHEET_AMBIGUOUS);
	assert_int_equal(anna_scoresheet_replace(&sh, 0, "Nbd2", NULL, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_replace(&sh, 3, "Nbd2", NULL, &err), ANNA_E_RANGE);
	anna_scoresheet_fini(&sh);
}

static void test_recorded_and_prefix(void **state)
{
	(void)state;
	struct anna_scoresheet a, b;
	struct anna_error err;
	anna_scoresheet_init(&a, NULL);
	anna_scoresheet_init(&b, NULL);
	uint16_t e4 = anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 3), ANNA_MF_DOUBLE_PUSH);
	uint16_t e5 = anna_move_new(ANNA_SQ(4, 6), ANNA_SQ(4, 4), ANNA_MF_DOUBLE_PUSH);
	assert_int_equal(anna_scoresheet_add(&a, e4, 0, 10, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_add(&a, e4, 0, 10, &err), ANNA_E_ILLEGAL);
	assert_int_equal(anna_scoresheet_add(&a, e5, 0, 20, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_enter(&b, "e4", NULL, 0, &err), ANNA_OK);
	assert_int_equal(anna_scoresheet_enter(&b, "e6", NULL, 0, &err), ANNA_OK);
	/* VI-13 case 2: they agree up to the first ply */
	assert_int_equal(anna_scoresheet_common_prefix(&a, &b), 1);
	anna_scoresheet_truncate(&a, 1);
	assert_int_equal(anna_scoresheet_count(&a), 1);
	assert_int_equal(anna_scoresheet_mark_draw_offer(&a, 0), ANNA_OK);
	assert_int_equal(anna_scoresheet_mark_draw_offer(&a, 5), ANNA_E_RANGE);
	char buf[16];
	anna_scoresheet_write(&a, 0, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "e4 (=)");
	assert_int_equal(anna_sheet_move_number(&a.start, 0), 1);
	assert_int_equal(anna_sheet_move_number(&a.start, 1), 1);
	assert_int_equal(anna_sheet_move_number(&a.start, 2), 2);
	anna_scoresheet_fini(&a);
	anna_scoresheet_fini(&b);
	anna_scoresheet_fini(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_entered_sheet),
		cmocka_unit_test(test_flags),
		cmocka_unit_test(test_recorded_and_prefix),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
