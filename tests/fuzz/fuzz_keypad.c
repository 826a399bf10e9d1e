/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_keypad.c: the keypad grammar fed any sequence of keys,
 * timeouts, promotion prompts and resets, at any times, in any policy:
 * no bug action, never more than ANNA_KEYPAD_MAX_ACTIONS, every key
 * echoed with an earcon first, a move only with squares in range, and the
 * resign / draw commands only after their digit again and Enter.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "input/keypad.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	struct anna_keypad_config cfg = {
		data[0] & 1 ? anna_keypad_policy_competition() : anna_keypad_policy_training(),
		data[0] & 2 ? ANNA_KEYPAD_ENTER_MOVE_AND_PRESS : ANNA_KEYPAD_ENTER_MOVE_ONLY,
		(uint64_t)(data[0] >> 2) * 100,
	};
	struct anna_keypad kp;
	anna_keypad_init(&kp, &cfg);
	uint64_t now = 0;
	enum anna_keypad_key prev[2] = { ANNA_KEYPAD_KEY_NONE, ANNA_KEYPAD_KEY_NONE };
	for (size_t i = 1; i < size; i++) {
		uint8_t b = data[i];
		now += (uint64_t)(b >> 5) * 700;
		struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
		size_t n;
		unsigned what = b & 31;
		bool key = false;
		enum anna_keypad_key k = ANNA_KEYPAD_KEY_NONE;
		if (what < ANNA_KEYPAD_KEY_COUNT - 1) {
			k = (enum anna_keypad_key)(what + 1);
			n = anna_keypad_key(&kp, k, now, acts);
			key = true;
		} else if (what < 24) {
			n = anna_keypad_timeout(&kp, now, acts);
		} else if (what < 30) {
			n = anna_keypad_ask_promotion(&kp, (b * 7) % 64, (b * 7 + 8) % 64, now, acts);
		} else {
			n = anna_keypad_feed(&kp, ANNA_KEYPAD_EV_RESET, ANNA_KEYPAD_KEY_NONE, 0, 0, now, acts);
		}
		if (n > ANNA_KEYPAD_MAX_ACTIONS)
			abort();
		if (key && (n < 2 || acts[0].type != ANNA_KEYPAD_A_ECHO || acts[0].key != k ||
			    (acts[1].type != ANNA_KEYPAD_A_ACCEPT && acts[1].type != ANNA_KEYPAD_A_REJECT)))
			abort();
		for (size_t a = 0; a < n; a++) {
			const struct anna_keypad_action *x = &acts[a];
			if (x->type == ANNA_KEYPAD_A_BUG)
				abort();
			if (x->type == ANNA_KEYPAD_A_MOVE &&
			    (x->from < 0 || x->from > 63 || x->to < 0 || x->to > 63 ||
			     strlen(x->digits) < 4 || strlen(x->digits) > 5))
				abort();
			if (x->type == ANNA_KEYPAD_A_COMMAND &&
			    (x->cmd == ANNA_KEYPAD_CMD_RESIGN || x->cmd == ANNA_KEYPAD_CMD_DRAW_OFFER) &&
			    (k != ANNA_KEYPAD_KEY_ENTER ||
			     anna_keypad_key_digit(prev[1]) != (x->cmd == ANNA_KEYPAD_CMD_RESIGN ? 9 : 7)))
				abort();
			if (x->type == ANNA_KEYPAD_A_COMMAND && !(cfg.allowed & ANNA_KEYPAD_ALLOW(x->cmd)))
				abort();
			if (x->type == ANNA_KEYPAD_A_QUERY &&
			    (x->query >= ANNA_SQ_COUNT ||
			     !(cfg.allowed & ANNA_KEYPAD_ALLOW_QUERY(x->query))))
				abort();
		}
		if (key) {
			prev[0] = prev[1];
			prev[1] = k;
		}
	}
	return 0;
}
