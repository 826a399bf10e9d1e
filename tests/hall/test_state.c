/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/hall/test_state.c: the hall's JSON messages against docs/hall.md's
 * schema (parsed back with cJSON), the broker URL and names, and the
 * arbiter's command parser.
 */
#include <cJSON.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "hall/link.h"
#include "hall/state.h"

static cJSON *parse(char *text)
{
	assert_non_null(text);
	cJSON *o = cJSON_Parse(text);
	free(text);
	assert_non_null(o);
	assert_int_equal(cJSON_GetObjectItem(o, "schema")->valueint, ANNA_HALL_SCHEMA);
	return o;
}

static const char *str(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	assert_non_null(v);
	return cJSON_IsNull(v) ? NULL : cJSON_GetStringValue(v);
}

static double num(const cJSON *o, const char *k)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
	assert_true(cJSON_IsNumber(v));
	return v->valuedouble;
}

static void state_fields(void **unused)
{
	(void)unused;
	struct anna_hall_state s = {
		.event = "Olympiad \"2026\"", .board = "12", .round = "3",
		.white = "Müller", .black = "Ås", .vi_side = 1, .time_control = "5400+30",
		.policy = "competition", .run = ANNA_HALL_RUN_ARBITER, .session_state = "arbiter",
		.to_move = 0, .ply = 24, .fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1",
		.last_san = "Nf3", .last_uci = "g1f3", .white_ms = 3600123, .black_ms = 1,
		.clock_running = -1, .read_at = 1795689313123ULL, .result = NULL,
		.n_decisions = 1, .drift = true, .drift_text = "e4 differs",
		.n_devices = 2, .hall_commands = true,
	};
	s.decisions[0] = (struct anna_hall_decision){ 3, "illegal-move", "White played Ke2 twice" };
	s.devices[0] = (struct anna_hall_device){ "vi-keypad", true };
	s.devices[1] = (struct anna_hall_device){ "vi-board", false };
	cJSON *o = parse(anna_hall_state_json(&s));
	assert_string_equal(str(o, "event"), "Olympiad \"2026\"");
	assert_string_equal(str(o, "white"), "Müller");
	assert_string_equal(str(o, "vi"), "black");
	assert_string_equal(str(o, "state"), "arbiter");
	assert_string_equal(str(o, "to_move"), "white");
	assert_string_equal(str(o, "result"), "*");
	assert_null(str(o, "result_reason"));
	assert_int_equal((int)num(o, "ply"), 24);
	const cJSON *m = cJSON_GetObjectItem(o, "last_move");
	assert_string_equal(str(m, "san"), "Nf3");
	assert_string_equal(str(m, "uci"), "g1f3");
	const cJSON *c = cJSON_GetObjectItem(o, "clock");
	assert_true(num(c, "white_ms") == 3600123.0);
	assert_true(num(c, "black_ms") == 1.0);
	assert_true(num(c, "read_at") == 1795689313123.0);
	assert_null(str(c, "running"));
	const cJSON *ds = cJSON_GetObjectItem(o, "decisions");
	assert_int_equal(cJSON_GetArraySize(ds), 1);
	assert_int_equal((int)num(cJSON_GetArrayItem(ds, 0), "id"), 3);
	assert_string_equal(str(cJSON_GetArrayItem(ds, 0), "kind"), "illegal-move");
	const cJSON *dv = cJSON_GetObjectItem(o, "devices");
	assert_int_equal(cJSON_GetArraySize(dv), 2);
	assert_true(cJSON_IsFalse(cJSON_GetObjectItem(cJSON_GetArrayItem(dv, 1), "present")));
	assert_true(cJSON_IsTrue(cJSON_GetObjectItem(o, "drift")));
	assert_true(cJSON_IsTrue(cJSON_GetObjectItem(o, "hall_commands")));
	cJSON_Delete(o);

	/* before the first move: last_move is null */
	s.last_san = s.last_uci = NULL;
	s.clock_running = 1;
	o = parse(anna_hall_state_json(&s));
	assert_true(cJSON_IsNull(cJSON_GetObjectItem(o, "last_move")));
	assert_string_equal(str(cJSON_GetObjectItem(o, "clock"), "running"), "black");
	cJSON_Delete(o);
}

static void ply_say_decision_reply(void **unused)
{
	(void)unused;
	struct anna_hall_ply p = { 1, "e4", "e2e4", "fen", 0, 5399000, 42 };
	cJSON *o = parse(anna_hall_ply_json(&p));
	assert_string_equal(str(o, "side"), "white");
	assert_string_equal(str(o, "san"), "e4");
	assert_true(num(o, "clock_ms") == 5399000.0);
	cJSON_Delete(o);

	struct anna_hall_say s = { "vi", "Eva zwei Eva vier\n\"quoted\"", true, 7, 9 };
	o = parse(anna_hall_say_json(&s));
	assert_string_equal(str(o, "text"), "Eva zwei Eva vier\n\"quoted\"");
	assert_true(cJSON_IsTrue(cJSON_GetObjectItem(o, "urgent")));
	assert_int_equal((int)num(o, "seq"), 9);
	cJSON_Delete(o);

	struct anna_hall_decision d = { 2, "flag", "White's flag fell" };
	o = parse(anna_hall_decision_json(&d, false, 5));
	assert_true(cJSON_IsFalse(cJSON_GetObjectItem(o, "open")));
	assert_string_equal(str(o, "kind"), "flag");
	cJSON_Delete(o);

	struct anna_hall_reply r = { NULL, false, "no" };
	o = parse(anna_hall_reply_json(&r));
	assert_null(str(o, "id"));
	assert_true(cJSON_IsFalse(cJSON_GetObjectItem(o, "ok")));
	cJSON_Delete(o);
}

static void urls(void **unused)
{
	(void)unused;
	struct anna_hall_options o = { 0 };
	struct anna_error err = { 0 };
	assert_int_equal(anna_hall_parse_url("mqtt://hall.local", &o, &err), ANNA_OK);
	assert_string_equal(o.host, "hall.local");
	assert_int_equal(o.port, 1883);
	assert_false(o.tls);
	assert_int_equal(anna_hall_parse_url("mqtts://10.0.0.2:9000/", &o, &err), ANNA_OK);
	assert_string_equal(o.host, "10.0.0.2");
	assert_int_equal(o.port, 9000);
	assert_true(o.tls);
	assert_int_equal(anna_hall_parse_url("mqtt://[::1]:1884", &o, &err), ANNA_OK);
	assert_string_equal(o.host, "::1");
	assert_int_equal(o.port, 1884);
	static const char *const bad[] = {
		"", "hall.local", "http://x", "mqtt://", "mqtt://:1883", "mqtt://x:0",
		"mqtt://x:65536", "mqtt://x:12a", "mqtt://[::1", "mqtt://x/topic",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&err, 0, sizeof(err));
		assert_int_equal(anna_hall_parse_url(bad[i], &o, &err), ANNA_E_SYNTAX);
		assert_int_equal(err.msg, ANNA_MSG_HALL_URL);
		assert_string_equal(err.args[0], bad[i]);
	}
}

static void names(void **unused)
{
	(void)unused;
	struct anna_error err = { 0 };
	assert_int_equal(anna_hall_check_name("Tisdag Åby 3", &err), ANNA_OK);
	static const char *const bad[] = { "", "a/b", "a+", "#", "tab\there", "\xc3",
					   "\xed\xa0\x80", /* a surrogate */
					   "0123456789012345678901234567890123456789012345678901234567890123" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(anna_hall_check_name(bad[i], &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_HALL_NAME);
}

static void commands(void **unused)
{
	(void)unused;
	struct anna_hall_command c;
	const char *ok = "{\"id\":\"a1\",\"cmd\":\"confirm\",\"args\":{\"decision\":3,\"why\":\"x\"}}";
	assert_int_equal(anna_hall_command_parse(ok, strlen(ok), &c), 0);
	assert_string_equal(c.id, "a1");
	assert_string_equal(c.cmd, "confirm");
	assert_int_equal(c.n_args, 2);
	assert_string_equal(c.key[0], "decision");
	assert_string_equal(c.value[0], "3");
	assert_string_equal(c.value[1], "x");
	const char *no_id = "{\"cmd\":\"status\"}";
	assert_int_equal(anna_hall_command_parse(no_id, strlen(no_id), &c), 0);
	assert_string_equal(c.id, "");
	assert_int_equal(c.n_args, 0);
	static const char *const bad[] = {
		"", "[]", "{\"cmd\":1}", "{\"id\":\"x\"}", "{\"cmd\":\"a\",\"args\":[1]}",
		"{\"cmd\":\"a\",\"args\":{\"k\":1.5}}", "{\"cmd\":\"a\",\"args\":{\"k\":{}}}",
		"{\"cmd\":\"a\",\"id\":7}", "{\"cmd\":\"a\"", "{\"cmd\":\"0123456789012345678901234567890123\"}",
		"{\"cmd\":\"\"}", "{\"cmd\":\"\\u0000pause\"}", "{\"cmd\":\"pause\",\"args\":{\"reason\":\"a\\u0000b\"}}",
		"{\"cmd\":\"pause\",\"args\":{\"reason\":\"line\\nbreak\"}}",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(anna_hall_command_parse(bad[i], strlen(bad[i]), &c), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(state_fields), cmocka_unit_test(ply_say_decision_reply),
		cmocka_unit_test(urls),         cmocka_unit_test(names),
		cmocka_unit_test(commands),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
