/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_keypad_replay.c: keypad recordings (evemu fixtures)
 * decoded through the shipped key map into the grammar, with the
 * recordings' own times: what anna would do with a real keypad's events.
 * The fixtures are written by tests/fixtures/evemu/make-keypad.py.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "input/evemu.h"
#include "input/keymap.h"
#include "input/keypad.h"

/* Everything but echoes and earcons, one line each: "<ms> <action>". */
static void replay(const char *fixture, const struct anna_keypad_config *cfg,
		   char *out, size_t size, unsigned *keys_pressed)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/evemu/%s", ANNA_FIXTURES_DIR, fixture);
	struct anna_evemu *rec;
	struct anna_error err;
	assert_int_equal(anna_evemu_load(path, &rec, &err), ANNA_OK);
	struct anna_keymap map;
	assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &map, &err), ANNA_OK);
	struct anna_keypad kp;
	anna_keypad_init(&kp, cfg);
	size_t len = 0;
	out[0] = '\0';
	*keys_pressed = 0;
	for (size_t i = 0; i < rec->n_events; i++) {
		uint64_t now = anna_evemu_time_us(&rec->events[i]) / 1000;
		struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
		size_t n = 0;
		/* The daemon's timer fires at the deadline before the next event. */
		uint64_t deadline = anna_keypad_deadline(&kp);
		if (deadline && deadline <= now)
			n = anna_keypad_timeout(&kp, deadline, acts);
		for (size_t a = 0; a < n; a++)
			len += (size_t)snprintf(out + len, size - len, "%llu %s%s%s\n",
						(unsigned long long)deadline,
						anna_keypad_action_str(acts[a].type),
						acts[a].type == ANNA_KEYPAD_A_REJECT ? " " : "",
						acts[a].type == ANNA_KEYPAD_A_REJECT
							? anna_keypad_reason_str(acts[a].reason) : "");
		enum anna_keypad_key key = anna_keymap_press(&map, &rec->events[i]);
		if (key == ANNA_KEYPAD_KEY_NONE)
			continue;
		(*keys_pressed)++;
		n = anna_keypad_key(&kp, key, now, acts);
		for (size_t a = 0; a < n; a++) {
			const struct anna_keypad_action *x = &acts[a];
			char what[64] = "";
			switch (x->type) {
			case ANNA_KEYPAD_A_ECHO:
			case ANNA_KEYPAD_A_ACCEPT:
				continue;
			case ANNA_KEYPAD_A_REJECT:
				snprintf(what, sizeof(what), " %s", anna_keypad_reason_str(x->reason));
				break;
			case ANNA_KEYPAD_A_MOVE:
				snprintf(what, sizeof(what), " %s %d-%d%s", x->digits, x->from, x->to,
					 x->promotion ? "=" : "");
				if (x->promotion)
					snprintf(what + strlen(what), sizeof(what) - strlen(what), "%d",
						 (int)x->promotion);
				break;
			case ANNA_KEYPAD_A_QUERY:
				snprintf(what, sizeof(what), " %s", anna_session_query_str(x->query));
				break;
			case ANNA_KEYPAD_A_COMMAND:
				snprintf(what, sizeof(what), " %s", anna_keypad_cmd_str(x->cmd));
				break;
			case ANNA_KEYPAD_A_PROMPT:
				snprintf(what, sizeof(what), " %s", anna_keypad_prompt_str(x->prompt));
				break;
			default:
				break;
			}
			len += (size_t)snprintf(out + len, size - len, "%llu %s%s\n",
						(unsigned long long)now, anna_keypad_action_str(x->type), what);
			assert_true(len < size);
		}
	}
	anna_evemu_free(rec);
}

static void test_e2e4(void **state)
{
	(void)state;
	char out[2048];
	unsigned keys;
	replay("keypad-e2e4.evemu", NULL, out, sizeof(out), &keys);
	assert_int_equal(keys, 6);
	assert_string_equal(out, "1001600 move 5254 12-28\n"
				 "1002000 clock\n");
	/* The sighted side: the move's Enter is the clock press. */
	struct anna_keypad_config sighted = { anna_keypad_policy_competition(),
					      ANNA_KEYPAD_ENTER_MOVE_AND_PRESS, 0 };
	replay("keypad-e2e4.evemu", &sighted, out, sizeof(out), &keys);
	assert_string_equal(out, "1001600 move 5254 12-28\n"
				 "1001600 clock\n"
				 "1002000 clock\n");
}

static void test_slips(void **state)
{
	(void)state;
	char out[2048];
	unsigned keys;
	replay("keypad-slips.evemu", NULL, out, sizeof(out), &keys);
	/* 9 5 7 5 8 9 1 . 4 6 Enter: eleven presses; the 6's autorepeat
	 * and NumLock (unbound) press nothing. */
	assert_int_equal(keys, 11);
	assert_string_equal(out, "1000000 reject not_a_square\n"
				 "1002000 reject not_a_piece\n"
				 "1002800 deleted\n"
				 "1003600 reject too_long\n"
				 "1004900 move 57584 52-60=2\n");
}

static void test_resign_too_late(void **state)
{
	(void)state;
	char out[2048];
	unsigned keys;
	replay("keypad-resign-late.evemu", NULL, out, sizeof(out), &keys);
	assert_int_equal(keys, 6);
	/* The confirmation opened at 1000.4 s expires at 1010.4 s: the timer
	 * drops it, and the late Enter is the clock press, not a resignation. */
	assert_string_equal(out, "1000000 prompt command\n"
				 "1000400 prompt confirm_resign\n"
				 "1010400 reject expired\n"
				 "1010400 cancel\n"
				 "1012900 clock\n"
				 "1013000 prompt query\n"
				 "1013400 query opp_time\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_e2e4),
		cmocka_unit_test(test_slips),
		cmocka_unit_test(test_resign_too_late),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
