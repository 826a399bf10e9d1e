/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_clock.c: the clock's state machine under any sequence of
 * events, times and adjustments. Nothing may crash; after an event the
 * clock took, the next deadline is later than its instant; no remaining
 * time exceeds what the control and the adjustments could give.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t take(const uint8_t **p, const uint8_t *end, int bytes)
{
	uint64_t v = 0;
	for (int i = 0; i < bytes && *p < end; i++)
		v = v << 8 | *(*p)++;
	return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *p = data, *end = data + size;
	struct anna_timecontrol tc;
	memset(&tc, 0, sizeof(tc));
	tc.nperiods = 1 + (unsigned)(take(&p, end, 1) % 3);
	for (unsigned i = 0; i < tc.nperiods; i++) {
		struct anna_tc_period *per = &tc.periods[i];
		per->moves = (unsigned)(take(&p, end, 1) % 5);
		if (i + 1 < tc.nperiods && per->moves == 0)
			per->moves = 1;
		per->base_ms = 1 + take(&p, end, 2) * 10;
		per->bonus = (enum anna_tc_bonus)(take(&p, end, 1) % 4);
		per->bonus_ms = per->bonus ? 1 + take(&p, end, 1) * 50 : 0;
	}
	struct anna_clock_settings set;
	anna_clock_settings_default(&set, &tc);
	uint8_t flags = (uint8_t)take(&p, end, 1);
	set.credit = flags & 1 ? ANNA_CLOCK_CREDIT_AFTER : ANNA_CLOCK_CREDIT_BEFORE;
	set.mode = flags & 2 ? ANNA_CLOCK_COMPETITION : ANNA_CLOCK_TRAINING;
	set.vi_side = (flags >> 2) & 1;
	set.competition_warnings = flags & 8;
	set.schedule.coarse_step_ms = 1000;
	set.schedule.fine_below_ms = 1000;
	set.schedule.fine_step_ms = 100;
	struct anna_clock *c;
	if (anna_clock_new(&tc, &set, &c, NULL) != ANNA_OK)
		abort();
	uint64_t now = take(&p, end, 2), given = 0;
	for (unsigned i = 0; i < tc.nperiods; i++)
		given += tc.periods[i].base_ms + tc.periods[i].bonus_ms;
	while (p < end) {
		uint8_t op = (uint8_t)take(&p, end, 1);
		now += take(&p, end, 1) * (op & 0x80 ? 100 : 1);
		int side = (op >> 6) & 1;
		struct anna_clock_adjustment adj;
		struct anna_clock_announcement a;
		enum anna_status st = ANNA_E_STATE;
		switch (op & 15) {
		case 0: st = anna_clock_start(c, now, side, NULL); break;
		case 1: case 2: case 3: case 4:
			st = anna_clock_press(c, now, anna_clock_side_to_move(c), NULL);
			break;
		case 5: st = anna_clock_press(c, now, side, NULL); break;
		case 6: st = anna_clock_pause(c, now, ANNA_CLOCK_ACTOR_ARBITER,
					      ANNA_CLOCK_REASON_ARBITER, NULL); break;
		case 7: st = anna_clock_resume(c, now, ANNA_CLOCK_ACTOR_ARBITER, NULL); break;
		case 8: {
			/* the daemon's way: wake at the deadline */
			uint64_t d = anna_clock_next_deadline(c);
			if (d != ANNA_CLOCK_NO_DEADLINE && d > now)
				now = d;
			st = anna_clock_advance(c, now, NULL);
			break;
		}
		case 9:
			memset(&adj, 0, sizeof(adj));
			adj.kind = (enum anna_clock_adjust_kind)(take(&p, end, 1) % 5);
			adj.side = side;
			adj.value = (int64_t)take(&p, end, 2) - 20000;
			adj.bonus = (enum anna_tc_bonus)(take(&p, end, 1) % 5);
			st = anna_clock_adjust(c, now, &adj, NULL);
			/* what the arbiter gives: time, or a bonus for every
			 * move from now on (the cap below counts one a move) */
			if (st == ANNA_OK && adj.value > 0 && (adj.kind == ANNA_CLOCK_ADJ_SET_TIME ||
					      adj.kind == ANNA_CLOCK_ADJ_ADD_TIME ||
					      adj.kind == ANNA_CLOCK_ADJ_SET_BONUS))
				given += (uint64_t)adj.value;
			break;
		case 10:
			st = anna_clock_restore(c, now, (unsigned)take(&p, end, 1),
						ANNA_CLOCK_REASON_RECONCILE, NULL);
			break;
		case 11: st = anna_clock_stop(c, now, NULL); break;
		case 12:
			anna_clock_query(c, now, (enum anna_clock_query)(op >> 4 & 7),
					 side, &a, NULL);
			break;
		case 13: /* a step back in time: refused unless nothing came later */
			if (now)
				anna_clock_advance(c, now - 1, NULL);
			break;
		default: break;
		}
		while (anna_clock_poll(c, &a))
			if (a.side != ANNA_WHITE && a.side != ANNA_BLACK)
				abort();
		uint64_t d = anna_clock_next_deadline(c);
		if (st == ANNA_OK && d != ANNA_CLOCK_NO_DEADLINE && d <= now)
			abort();
		for (int s = 0; s < 2; s++) {
			/* every period's base and one bonus per move at most */
			uint64_t cap = given * (2 + anna_clock_moves_made(c, s)) + 1000000;
			if (anna_clock_remaining(c, s, now) > cap)
				abort();
		}
	}
	anna_clock_free(c);
	return 0;
}
