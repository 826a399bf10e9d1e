/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_driver.c: the driver (driver/driver.h) fed any sequence
 * of raw inputs: pegs lifted and seated on both sensor boards, keys on
 * the three keypads, ticks and arbiter commands, at increasing times. The
 * session must never meet an impossible state x event pair (no BUG
 * action), every renderer must accept what the session says, and the next
 * deadline is never in the past after a tick.
 *
 * Input: a configuration byte, then 3 bytes a step. b0 & 7 is what (0 VI board peg, 1 sighted board
 * peg, 2 VI key, 3 sighted key, 4 arbiter key, 5 tick, 6 VI board read
 * whole again, 7 arbiter command), b0 >> 3 the time since the last step
 * in 40 ms units; b1 the square (a peg toggles) or the key; b2 the
 * command (start, pause, resume, a result). The configuration byte
 * chooses competition (0x80) and a game without the VI sensor board
 * (0x40: the VI player types his moves).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "driver/driver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static struct anna_profile *profile;
static struct anna_keymap keymap;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	struct anna_error err;
	if (anna_profile_load(ANNA_TEST_DATADIR, "en", &profile, &err) != ANNA_OK ||
	    anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &keymap, &err) != ANNA_OK)
		abort();
	return 0;
}

static const unsigned keys[] = {
	KEY_KP0, KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4, KEY_KP5, KEY_KP6, KEY_KP7,
	KEY_KP8, KEY_KP9, KEY_KPENTER, KEY_KPSLASH, KEY_KPASTERISK, KEY_KPDOT,
	KEY_KPMINUS, KEY_KPPLUS, KEY_KPEQUAL,
};

static void press(struct anna_driver *d, enum anna_driver_role role, unsigned code, int value,
		  uint64_t now)
{
	struct input_event ev = { .type = EV_KEY, .code = (uint16_t)code, .value = value };
	anna_driver_feed(d, role, &ev, now);
	ev.type = EV_SYN;
	ev.code = SYN_REPORT;
	ev.value = 0;
	anna_driver_feed(d, role, &ev, now);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_driver_config cfg;
	anna_driver_config_default(&cfg);
	if (size < 1)
		return 0;
	uint8_t config = data[0];
	data++;
	size--;
	if (config & 0x80)
		cfg.session.policy.mode = ANNA_MODE_COMPETITION;
	bool no_board = config & 0x40;
	cfg.session.vi_sensor_board = !no_board;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		cfg.has[r] = !(no_board && r == ANNA_DRIVER_VI_BOARD);
		if (!anna_driver_role_is_board((enum anna_driver_role)r))
			cfg.keymap[r] = &keymap;
	}
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		cfg.listener[who].present = true;
		cfg.listener[who].profile = profile;
	}
	struct anna_driver *d;
	struct anna_error err;
	if (anna_driver_new(&cfg, &d, &err) != ANNA_OK)
		abort();
	uint64_t now = 1000000;
	uint64_t holes[2] = { 0xffff00000000ffffull, 0xffff00000000ffffull };
	if (!no_board)
		anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, holes[0], now);
	anna_driver_board_state(d, ANNA_DRIVER_SIGHTED_BOARD, holes[1], now);
	struct anna_session_event start;
	anna_session_event_init(&start, ANNA_SEV_START, now);
	start.role = ANNA_ROLE_ARBITER;
	anna_driver_command(d, &start);
	for (size_t i = 0; i + 3 <= size; i += 3) {
		uint8_t what = data[i] & 7, b1 = data[i + 1], b2 = data[i + 2];
		now += (uint64_t)(data[i] >> 3) * 40;
		switch (what) {
		case 0:
		case 1: {
			int sq = b1 & 63;
			holes[what] ^= 1ull << sq;
			press(d, what ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD,
			      ANNA_BOARDMAP_FIRST_CODE + (unsigned)sq, (int)(holes[what] >> sq & 1), now);
			break;
		}
		case 2:
		case 3:
		case 4: {
			enum anna_driver_role role = what == 2 ? ANNA_DRIVER_VI_KEYPAD
				: what == 3 ? ANNA_DRIVER_SIGHTED_KEYPAD : ANNA_DRIVER_ARBITER_KEYPAD;
			unsigned code = keys[b1 % (sizeof(keys) / sizeof(keys[0]))];
			press(d, role, code, 1, now);
			press(d, role, code, 0, now);
			break;
		}
		case 5:
			anna_driver_tick(d, now);
			if (anna_driver_next_deadline(d) <= now)
				abort();
			break;
		case 6:
			if (!no_board)
				anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, holes[0], now);
			break;
		default: {
			static const enum anna_session_event_type commands[] = {
				ANNA_SEV_ARB_PAUSE, ANNA_SEV_ARB_RESUME, ANNA_SEV_ARB_RESULT,
			};
			struct anna_session_event ev;
			anna_session_event_init(&ev, commands[b2 % 3], now);
			ev.role = ANNA_ROLE_ARBITER;
			ev.result = (enum anna_game_result)(b1 % 4);
			anna_driver_command(d, &ev);
			break;
		}
		}
	}
	if (anna_driver_bugs(d))
		abort();
	anna_driver_free(d);
	return 0;
}
