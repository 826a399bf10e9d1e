/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_control.c: the control protocol. Valid requests give
 * their command and fields; every malformed one (unknown command, unknown
 * or repeated field, missing field, bad quoting, control bytes, a line too
 * long) gives its message and the names it concerns; roles allow exactly
 * what control.c's table says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "daemon/control.h"

static enum anna_status parse(const char *line, struct anna_control_request *req,
			      struct anna_error *err)
{
	return anna_control_parse(line, strlen(line), req, err);
}

static void test_valid(void **state)
{
	(void)state;
	struct anna_control_request req;
	struct anna_error err;
	assert_int_equal(parse("status", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_STATUS);
	assert_int_equal(req.n, 0);
	assert_int_equal(parse("  adjust side=white add=-60000 reason=disturbance ", &req, &err),
			 ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_ADJUST);
	assert_string_equal(anna_control_get(&req, "side"), "white");
	assert_string_equal(anna_control_get(&req, "add"), "-60000");
	assert_null(anna_control_get(&req, "set"));
	assert_int_equal(parse("setpos fen=\"8/8/8/8/8/8/8/K1k5 w - - 0 1\"", &req, &err), ANNA_OK);
	assert_string_equal(anna_control_get(&req, "fen"), "8/8/8/8/8/8/8/K1k5 w - - 0 1");
	assert_int_equal(parse("announce text=\"say \\\"hi\\\" \\\\ now\"", &req, &err), ANNA_OK);
	assert_string_equal(anna_control_get(&req, "text"), "say \"hi\" \\ now");
	assert_int_equal(parse("move move=5254", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_MOVE);
	assert_int_equal(parse("sheet text=\"Sf3 (=)\" letters=de move=12", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_SHEET);
	assert_string_equal(anna_control_get(&req, "text"), "Sf3 (=)");
	assert_string_equal(anna_control_get(&req, "letters"), "de");
	assert_string_equal(anna_control_get(&req, "move"), "12");
	assert_int_equal(parse("switches check-words=on clock-warnings=off square-queries=on "
			       "announcing-assistant=off", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_SWITCHES);
	assert_int_equal(req.n, 4);
	assert_string_equal(anna_control_get(&req, "announcing-assistant"), "off");
	assert_int_equal(parse("switches", &req, &err), ANNA_OK);
	assert_int_equal(parse("reconcile", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_RECONCILE);
	assert_int_equal(parse("agreement", &req, &err), ANNA_OK);
	assert_int_equal(req.cmd, ANNA_CTL_AGREEMENT);
}

static const struct {
	const char *line;
	enum anna_msg msg;
	const char *a0, *a1;
} bad[] = {
	{ "", ANNA_MSG_CONTROL_REQUEST, "", NULL },
	{ "   ", ANNA_MSG_CONTROL_REQUEST, "   ", NULL },
	{ "stauts", ANNA_MSG_CONTROL_UNKNOWN, "stauts", NULL },
	{ "status verbose", ANNA_MSG_CONTROL_REQUEST, "status verbose", NULL },
	{ "status x=1", ANNA_MSG_CONTROL_FIELD_NONE, "status", "x" },
	{ "pause reason=a", ANNA_MSG_CONTROL_FIELD, "pause", "reason" },
	{ "pause reason=arbiter reason=displaced", ANNA_MSG_CONTROL_FIELD_TWICE, "pause", "reason" },
	{ "adjust side=white", ANNA_MSG_CONTROL_MISSING_TIME, "adjust", NULL },
	{ "adjust side=white add=1s set=2s", ANNA_MSG_CONTROL_MISSING_TIME, "adjust", NULL },
	{ "adjust side=green add=1s", ANNA_MSG_CONTROL_FIELD, "adjust", "side" },
	{ "result value=2-0", ANNA_MSG_CONTROL_FIELD, "result", "value" },
	{ "adjust add=5", ANNA_MSG_CONTROL_MISSING_CHOICE, "adjust", "side" },
	{ "penalty side=white", ANNA_MSG_CONTROL_MISSING_CHOICE, "penalty", "kind" },
	{ "announce", ANNA_MSG_CONTROL_MISSING, "announce", "text" },
	{ "setpos fen=\"8/8", ANNA_MSG_CONTROL_REQUEST, "setpos fen=\"8/8", NULL },
	{ "pause =x", ANNA_MSG_CONTROL_REQUEST, "pause =x", NULL },
	{ "pause reason", ANNA_MSG_CONTROL_REQUEST, "pause reason", NULL },
	{ "pause reason=a\x01", ANNA_MSG_CONTROL_REQUEST, "pause reason=a\x01", NULL },
	{ "pause reason=a\"b", ANNA_MSG_CONTROL_REQUEST, "pause reason=a\"b", NULL },
	{ "{\"cmd\": \"status\"}", ANNA_MSG_CONTROL_REQUEST, "{\"cmd\": \"status\"}", NULL },
	{ "sheet", ANNA_MSG_CONTROL_MISSING, "sheet", "text" },
	{ "sheet letters=de", ANNA_MSG_CONTROL_MISSING, "sheet", "text" },
	{ "sheet text=e4 ply=1", ANNA_MSG_CONTROL_FIELD_OPTION, "sheet", "ply" },
	{ "sheet text=e4 text=e5", ANNA_MSG_CONTROL_FIELD_TWICE, "sheet", "text" },
	{ "sheet text=\"e4", ANNA_MSG_CONTROL_REQUEST, "sheet text=\"e4", NULL },
	{ "switches check=on", ANNA_MSG_CONTROL_FIELD_OPTION, "switches", "check" },
	{ "switches check-words=on check-words=off", ANNA_MSG_CONTROL_FIELD_TWICE, "switches",
	  "check-words" },
	{ "reconcile id=1", ANNA_MSG_CONTROL_FIELD_NONE, "reconcile", "id" },
	{ "agreement side=vi", ANNA_MSG_CONTROL_FIELD_NONE, "agreement", "side" },
	{ "switches check-words=yes", ANNA_MSG_CONTROL_FIELD, "switches", "check-words" },
	/* invalid UTF-8 in a text field: refused by the field's name, never
	 * written raw to the transcript, the journal or the PGN */
	{ "announce text=\"Zug \xc3\"", ANNA_MSG_CONTROL_UTF8, "announce", "text" },
	{ "announce text=\xff", ANNA_MSG_CONTROL_UTF8, "announce", "text" },
	{ "sheet text=\xc0\xaf", ANNA_MSG_CONTROL_UTF8, "sheet", "text" },
	{ "sheet text=e4 letters=\xed\xa0\x80", ANNA_MSG_CONTROL_UTF8, "sheet", "letters" },
	{ "pause reason=\xe2\x82", ANNA_MSG_CONTROL_UTF8, "pause", "reason" },
	{ "move move=e2\xf5", ANNA_MSG_CONTROL_UTF8, "move", "move" },
};

static void test_malformed(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_control_request req;
		struct anna_error err;
		assert_int_not_equal(parse(bad[i].line, &req, &err), ANNA_OK);
		if (err.msg != bad[i].msg)
			fail_msg("row %zu (%s): %s", i, bad[i].line, anna_msg_key(err.msg));
		assert_string_equal(err.args[0], bad[i].a0);
		if (bad[i].a1)
			assert_string_equal(err.args[1], bad[i].a1);
	}
	/* a line longer than the protocol allows, and a NUL byte */
	static char longline[ANNA_CONTROL_MAX_LINE + 10];
	memset(longline, 'a', sizeof(longline));
	struct anna_control_request req;
	struct anna_error err;
	assert_int_equal(anna_control_parse(longline, sizeof(longline), &req, &err), ANNA_E_SYNTAX);
	assert_int_equal(anna_control_parse("status\0x", 8, &req, &err), ANNA_E_SYNTAX);
}

static void test_roles(void **state)
{
	(void)state;
	struct anna_error err;
	for (int c = 0; c < ANNA_CTL_COUNT; c++) {
		enum anna_config_role need = anna_control_cmd_role((enum anna_control_cmd)c);
		assert_true(anna_control_allowed((enum anna_control_cmd)c, ANNA_CONFIG_ARBITER, 0, &err));
		assert_int_equal(anna_control_allowed((enum anna_control_cmd)c, ANNA_CONFIG_READER, 5,
						      &err), need == ANNA_CONFIG_READER);
		assert_int_equal(anna_control_allowed((enum anna_control_cmd)c, ANNA_CONFIG_ASSISTANT,
						      5, &err), need != ANNA_CONFIG_ARBITER);
	}
	/* CLK-14, CLK-15, ARB-1, ED-2: the arbiter's alone */
	const enum anna_control_cmd arbiter[] = { ANNA_CTL_PAUSE, ANNA_CTL_RESUME, ANNA_CTL_ADJUST,
		ANNA_CTL_PENALTY, ANNA_CTL_RESULT, ANNA_CTL_CONFIRM, ANNA_CTL_SETPOS,
		ANNA_CTL_NEWGAME, ANNA_CTL_START, ANNA_CTL_RECONCILE, ANNA_CTL_SHEET,
		ANNA_CTL_SWITCHES };
	for (size_t i = 0; i < sizeof(arbiter) / sizeof(arbiter[0]); i++)
		assert_int_equal(anna_control_cmd_role(arbiter[i]), ANNA_CONFIG_ARBITER);
	assert_false(anna_control_allowed(ANNA_CTL_PAUSE, ANNA_CONFIG_ASSISTANT, 1234, &err));
	assert_int_equal(err.msg, ANNA_MSG_CONTROL_DENIED);
	assert_string_equal(err.args[0], "pause");
	assert_string_equal(err.args[1], "1234");
	assert_int_equal(anna_control_cmd_role(ANNA_CTL_MOVE), ANNA_CONFIG_ASSISTANT);
	assert_int_equal(anna_control_cmd_role(ANNA_CTL_STATUS), ANNA_CONFIG_READER);
	/* how far the sheets agree: anyone; the reconciliation: the arbiter */
	assert_int_equal(anna_control_cmd_role(ANNA_CTL_AGREEMENT), ANNA_CONFIG_READER);
	assert_false(anna_control_allowed(ANNA_CTL_SWITCHES, ANNA_CONFIG_ASSISTANT, 99, &err));
	assert_string_equal(err.args[0], "switches");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_valid),
		cmocka_unit_test(test_malformed),
		cmocka_unit_test(test_roles),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
