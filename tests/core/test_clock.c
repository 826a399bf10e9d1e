/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_clock.c: core/clock.c with simulated time (nothing here
 * sleeps). Table-driven cases for every kind of control, then a randomized
 * run of 100,000 presses against a straightforward reference model; its
 * seed is printed and ANNA_TEST_SEED replays it (ANNA_TEST_TRACE=<op>
 * prints the ten operations before op).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "core/clock.h"

#define MIN 60000ULL
#define SEC 1000ULL
#define W ANNA_WHITE
#define B ANNA_BLACK
#define T0 1000000ULL /* any monotonic base */

static struct anna_clock *make(const char *tc_text, const struct anna_clock_settings *set)
{
	struct anna_timecontrol tc;
	struct anna_clock *c = NULL;
	struct anna_error err;
	assert_int_equal(anna_tc_parse(tc_text, &tc, &err), ANNA_OK);
	assert_int_equal(anna_clock_new(&tc, set, &c, &err), ANNA_OK);
	return c;
}

/* Settings with no automatic warnings, for cases about time alone. */
static struct anna_clock_settings quiet(const char *tc_text)
{
	struct anna_timecontrol tc;
	struct anna_clock_settings s;
	assert_int_equal(anna_tc_parse(tc_text, &tc, NULL), ANNA_OK);
	anna_clock_settings_default(&s, &tc);
	s.warn_sides = 0;
	return s;
}

static void press(struct anna_clock *c, uint64_t at, int side)
{
	struct anna_error err;
	enum anna_status st = anna_clock_press(c, at, side, &err);
	if (st != ANNA_OK) {
		char buf[128];
		anna_error_debug(&err, buf, sizeof(buf));
		fail_msg("press at %llu by %d: %s", (unsigned long long)at, side, buf);
	}
}

static void drain(struct anna_clock *c)
{
	struct anna_clock_announcement a;
	while (anna_clock_poll(c, &a))
		;
}

/* ---- kinds of control -------------------------------------------------- */

/* One table row: a control, presses by alternating sides after think
 * times, and the remaining times expected after each press. */
struct press_case {
	const char *tc;
	enum anna_clock_credit credit;
	unsigned n;
	uint64_t think[8];
	uint64_t want_w[8], want_b[8];
};

static const struct press_case press_cases[] = {
	/* sudden death, no bonus */
	{ "300", ANNA_CLOCK_CREDIT_BEFORE, 3, { 10 * SEC, 20 * SEC, 5 * SEC },
	  { 290 * SEC, 290 * SEC, 285 * SEC }, { 300 * SEC, 280 * SEC, 280 * SEC } },
	/* CLK-4 increment credited before each move: 3m + 2s shows 3:02 */
	{ "180+2", ANNA_CLOCK_CREDIT_BEFORE, 2, { 5 * SEC, 1 * SEC },
	  { 179 * SEC, 179 * SEC }, { 182 * SEC, 183 * SEC } },
	/* ... and after each move */
	{ "180+2", ANNA_CLOCK_CREDIT_AFTER, 2, { 5 * SEC, 1 * SEC },
	  { 177 * SEC, 177 * SEC }, { 180 * SEC, 181 * SEC } },
	/* CLK-3 simple delay: a press inside the delay keeps the main time;
	 * the unused delay is not banked */
	{ "60d5", ANNA_CLOCK_CREDIT_BEFORE, 4, { 3 * SEC, 5 * SEC, 8 * SEC, 5001 },
	  { 60 * SEC, 60 * SEC, 57 * SEC, 57 * SEC }, { 60 * SEC, 60 * SEC, 60 * SEC, 60 * SEC - 1 } },
	/* Bronstein: time used, up to the delay, comes back at the press */
	{ "60b5", ANNA_CLOCK_CREDIT_BEFORE, 3, { 3 * SEC, 5 * SEC, 8 * SEC },
	  { 60 * SEC, 60 * SEC, 57 * SEC }, { 60 * SEC, 60 * SEC, 60 * SEC } },
	/* CLK-2 period transition with saved time carried: 2 moves in 60 s,
	 * then 30 s for the rest */
	{ "2/60:30", ANNA_CLOCK_CREDIT_BEFORE, 4, { 20 * SEC, 1 * SEC, 20 * SEC, 1 * SEC },
	  { 40 * SEC, 40 * SEC, 50 * SEC, 50 * SEC }, { 60 * SEC, 59 * SEC, 59 * SEC, 88 * SEC } },
	/* ... and with no time saved (one millisecond left) */
	{ "2/60:30", ANNA_CLOCK_CREDIT_BEFORE, 3, { 30 * SEC, 1, 30 * SEC - 1 },
	  { 30 * SEC, 30 * SEC, 30 * SEC + 1 }, { 60 * SEC, 60 * SEC - 1, 60 * SEC - 1 } },
	/* the increment of the new period after the transition (credit before) */
	{ "1/60:30+10", ANNA_CLOCK_CREDIT_BEFORE, 2, { 10 * SEC, 10 * SEC },
	  { 90 * SEC, 90 * SEC }, { 60 * SEC, 90 * SEC } },
	/* a repeating last period: 2 moves in 10 s, again and again */
	{ "2/10", ANNA_CLOCK_CREDIT_BEFORE, 8, { 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC },
	  { 9 * SEC, 9 * SEC, 18 * SEC, 18 * SEC, 17 * SEC, 17 * SEC, 26 * SEC, 26 * SEC },
	  { 10 * SEC, 9 * SEC, 9 * SEC, 18 * SEC, 18 * SEC, 17 * SEC, 17 * SEC, 26 * SEC } },
};

static void test_press_table(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(press_cases) / sizeof(press_cases[0]); i++) {
		const struct press_case *pc = &press_cases[i];
		struct anna_clock_settings s = quiet(pc->tc);
		s.credit = pc->credit;
		struct anna_clock *c = make(pc->tc, &s);
		uint64_t now = T0;
		assert_int_equal(anna_clock_start(c, now, W, NULL), ANNA_OK);
		for (unsigned k = 0; k < pc->n; k++) {
			now += pc->think[k];
			press(c, now, k % 2);
			uint64_t w = anna_clock_remaining(c, W, now);
			uint64_t b = anna_clock_remaining(c, B, now);
			if (w != pc->want_w[k] || b != pc->want_b[k])
				fail_msg("%s row %zu press %u: %llu/%llu, want %llu/%llu",
					 pc->tc, i, k, (unsigned long long)w,
					 (unsigned long long)b,
					 (unsigned long long)pc->want_w[k],
					 (unsigned long long)pc->want_b[k]);
			/* the history keeps exactly that */
			const struct anna_clock_snapshot *h = anna_clock_history(c, k + 1);
			assert_non_null(h);
			assert_int_equal(h->remaining_ms[W], w);
			assert_int_equal(h->remaining_ms[B], b);
			assert_int_equal(h->mover, (int)(k % 2));
			assert_int_equal(h->at_ms, now);
		}
		anna_clock_free(c);
	}
}

static void test_delay_display(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("60d5");
	struct anna_clock *c = make("60d5", &s);
	anna_clock_start(c, T0, W, NULL);
	/* during the delay the main time stands still */
	assert_int_equal(anna_clock_remaining(c, W, T0 + 4999), 60 * SEC);
	assert_int_equal(anna_clock_delay_left(c, T0 + 4999), 1);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 5000), 60 * SEC);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 5001), 60 * SEC - 1);
	assert_int_equal(anna_clock_delay_left(c, T0 + 6000), 0);
	/* the flag falls after delay + main time */
	assert_int_equal(anna_clock_next_deadline(c), T0 + 65 * SEC);
	anna_clock_free(c);

	/* Bronstein counts down at once, so its flag falls earlier */
	s = quiet("60b5");
	c = make("60b5", &s);
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 4000), 56 * SEC);
	assert_int_equal(anna_clock_delay_left(c, T0), 0);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 60 * SEC);
	anna_clock_free(c);
}

static void test_pause(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("300");
	struct anna_clock *c = make("300", &s);
	struct anna_error err;
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_pause(c, T0 + 10 * SEC, ANNA_CLOCK_ACTOR_ARBITER,
					  ANNA_CLOCK_REASON_DISTURBANCE, &err), ANNA_OK);
	assert_int_equal(anna_clock_state(c), ANNA_CLOCK_PAUSED);
	assert_int_equal(anna_clock_next_deadline(c), ANNA_CLOCK_NO_DEADLINE);
	/* paused time does not count */
	assert_int_equal(anna_clock_remaining(c, W, T0 + 100 * SEC), 290 * SEC);
	assert_int_equal(anna_clock_press(c, T0 + 100 * SEC, W, &err), ANNA_E_STATE);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_STATE);
	assert_string_equal(err.args[0], "press");
	assert_string_equal(err.args[1], "paused");
	assert_int_equal(anna_clock_resume(c, T0 + 110 * SEC, ANNA_CLOCK_ACTOR_ARBITER, &err), ANNA_OK);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 400 * SEC);
	press(c, T0 + 115 * SEC, W);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 115 * SEC), 285 * SEC);
	/* the log has both with actor and reason */
	assert_int_equal(anna_clock_adjustment_count(c), 2);
	const struct anna_clock_adjustment *a = anna_clock_adjustment(c, 0);
	assert_int_equal(a->kind, ANNA_CLOCK_ADJ_PAUSE);
	assert_int_equal(a->reason, ANNA_CLOCK_REASON_DISTURBANCE);
	assert_int_equal(a->actor, ANNA_CLOCK_ACTOR_ARBITER);
	assert_int_equal(a->at_ms, T0 + 10 * SEC);
	assert_int_equal(anna_clock_adjustment(c, 1)->kind, ANNA_CLOCK_ADJ_RESUME);
	anna_clock_free(c);

	/* a pause inside a simple delay: the delay counts running time only */
	s = quiet("60d5");
	c = make("60d5", &s);
	anna_clock_start(c, T0, W, NULL);
	anna_clock_pause(c, T0 + 3 * SEC, ANNA_CLOCK_ACTOR_WHITE,
			 ANNA_CLOCK_REASON_PROMOTION_PIECE, NULL);
	assert_int_equal(anna_clock_delay_left(c, T0 + 50 * SEC), 2 * SEC);
	anna_clock_resume(c, T0 + 50 * SEC, ANNA_CLOCK_ACTOR_ARBITER, NULL);
	press(c, T0 + 53 * SEC, W);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 53 * SEC), 59 * SEC);
	anna_clock_free(c);
}

static void test_flag(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("60");
	struct anna_clock *c = make("60", &s);
	struct anna_clock_announcement a;
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 60 * SEC);
	anna_clock_advance(c, T0 + 60 * SEC - 1, NULL);
	assert_false(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_poll(c, &a), 0);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 60 * SEC - 1), 1);
	/* late by a second: the fall keeps its exact instant */
	anna_clock_advance(c, T0 + 61 * SEC, NULL);
	const struct anna_clock_flag *f = anna_clock_flag(c, W);
	assert_true(f->fallen);
	assert_int_equal(f->at_ms, T0 + 60 * SEC);
	assert_int_equal(f->moves_made, 0);
	assert_int_equal(f->moves_required, 0);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_FLAG);
	assert_int_equal(a.side, W);
	assert_int_equal(a.at_ms, T0 + 60 * SEC);
	assert_int_equal(a.remaining_ms[W], 0);
	assert_int_equal(a.remaining_ms[B], 60 * SEC);
	assert_int_equal(anna_clock_next_deadline(c), ANNA_CLOCK_NO_DEADLINE);
	assert_int_equal(anna_clock_first_flag(c), W);
	/* play may go on; the flagged side stays at zero */
	press(c, T0 + 62 * SEC, W);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 62 * SEC), 0);
	/* black's flag falls later: white's was first */
	anna_clock_advance(c, T0 + 200 * SEC, NULL);
	assert_true(anna_clock_flag(c, B)->fallen);
	assert_int_equal(anna_clock_flag(c, B)->at_ms, T0 + 122 * SEC);
	assert_int_equal(anna_clock_first_flag(c), W);

	struct anna_flag_case fc;
	assert_int_equal(anna_clock_flag_case(c, ANNA_MATE_YES, &fc, NULL), ANNA_OK);
	assert_int_equal(fc.flagged, W);
	assert_true(fc.both_fallen);
	assert_true(fc.order_known);
	assert_true(fc.final_period);
	assert_int_equal(anna_clock_flag_verdict(&fc), ANNA_FLAG_LOSS);
	anna_clock_free(c);

	/* a press at the very millisecond of the fall is too late (CLK-7) */
	s = quiet("2/60:30");
	c = make("2/60:30", &s);
	anna_clock_start(c, T0, W, NULL);
	press(c, T0 + 60 * SEC, W);
	f = anna_clock_flag(c, W);
	assert_true(f->fallen);
	assert_int_equal(f->at_ms, T0 + 60 * SEC);
	assert_int_equal(f->moves_made, 0);
	assert_int_equal(f->moves_required, 2); /* CLK-8 */
	assert_int_equal(anna_clock_moves_made(c, W), 1);
	struct anna_error err;
	assert_int_equal(anna_clock_flag_case(c, ANNA_MATE_UNKNOWN, &fc, &err), ANNA_OK);
	assert_false(fc.final_period);
	assert_false(fc.both_fallen);
	assert_int_equal(anna_clock_flag_verdict(&fc), ANNA_FLAG_LOSS_UNLESS_ARBITER);
	anna_clock_free(c);

	/* CLK-5: no time left before the start: the flag falls at the start */
	s = quiet("60");
	c = make("60", &s);
	assert_int_equal(anna_clock_adjust(c, T0 - 1, &(struct anna_clock_adjustment){
		.kind = ANNA_CLOCK_ADJ_SET_TIME, .side = W, .value = 0 }, &err), ANNA_OK);
	assert_false(anna_clock_flag(c, W)->fallen);
	anna_clock_start(c, T0, W, NULL);
	assert_true(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_flag(c, W)->at_ms, T0);
	assert_int_equal(anna_clock_next_deadline(c), ANNA_CLOCK_NO_DEADLINE);
	anna_clock_free(c);

	c = make("60", NULL);
	assert_int_equal(anna_clock_flag_case(c, ANNA_MATE_YES, &fc, &err), ANNA_E_STATE);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_NO_FLAG);
	assert_int_equal(anna_clock_first_flag(c), -1);
	anna_clock_free(c);
}

static void test_errors(void **state)
{
	(void)state;
	struct anna_clock *c = make("300", NULL);
	struct anna_error err;
	assert_int_equal(anna_clock_press(c, T0, W, &err), ANNA_E_STATE);
	assert_string_equal(err.args[0], "press");
	assert_string_equal(err.args[1], "ready");
	assert_int_equal(anna_clock_start(c, T0, 2, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_SIDE);
	assert_string_equal(err.args[0], "2");
	assert_int_equal(anna_clock_start(c, T0, B, &err), ANNA_OK);
	assert_int_equal(anna_clock_side_to_move(c), B);
	assert_int_equal(anna_clock_start(c, T0, B, &err), ANNA_E_STATE);
	assert_string_equal(err.args[0], "start");
	assert_string_equal(err.args[1], "running");
	/* a press by the side not on move changes nothing */
	assert_int_equal(anna_clock_press(c, T0 + 5 * SEC, W, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_NOT_ON_MOVE);
	assert_int_equal(anna_clock_side_to_move(c), B);
	assert_int_equal(anna_clock_moves_made(c, W), 0);
	assert_int_equal(anna_clock_resume(c, T0 + 5 * SEC, ANNA_CLOCK_ACTOR_ARBITER, &err), ANNA_E_STATE);
	/* time never goes backwards */
	assert_int_equal(anna_clock_press(c, T0 + 4 * SEC, B, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_TIME_BACKWARDS);
	assert_string_equal(err.args[0], "1004000");
	assert_string_equal(err.args[1], "1005000");
	struct anna_clock_announcement a;
	assert_int_equal(anna_clock_query(c, T0, ANNA_CLOCK_Q_OWN_TIME, W, &a, &err), ANNA_E_RANGE);
	assert_int_equal(anna_clock_query(c, T0 + 6 * SEC, ANNA_CLOCK_Q_OWN_TIME, -1, &a, &err), ANNA_E_INVALID);
	assert_int_equal(anna_clock_stop(c, T0 + 6 * SEC, &err), ANNA_OK);
	assert_int_equal(anna_clock_press(c, T0 + 7 * SEC, B, &err), ANNA_E_STATE);
	assert_string_equal(err.args[1], "stopped");
	assert_int_equal(anna_clock_remaining(c, B, T0 + 1000 * SEC), 294 * SEC);
	struct anna_clock_adjustment adj = { .kind = ANNA_CLOCK_ADJ_ADD_TIME, .side = W, .value = 1 };
	assert_int_equal(anna_clock_adjust(c, T0 + 8 * SEC, &adj, &err), ANNA_E_STATE);
	assert_string_equal(err.args[0], "adjust");
	assert_int_equal(anna_clock_advance(c, T0 + 9 * SEC, &err), ANNA_OK);
	anna_clock_free(c);

	/* a control that does not validate is refused */
	struct anna_timecontrol tc = { 0 };
	struct anna_clock *none = NULL;
	assert_int_equal(anna_clock_new(&tc, NULL, &none, &err), ANNA_E_MISSING);
	assert_null(none);
	anna_clock_free(NULL);
}

static void test_adjustments(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("60d5");
	struct anna_clock *c = make("60d5", &s);
	struct anna_error err;
	anna_clock_start(c, T0, W, NULL);
	/* ILL-8: +2 minutes to the opponent, while white runs */
	struct anna_clock_adjustment adj = {
		.kind = ANNA_CLOCK_ADJ_ADD_TIME, .side = B, .value = 2 * MIN,
		.reason = ANNA_CLOCK_REASON_ILLEGAL_MOVE,
	};
	assert_int_equal(anna_clock_adjust(c, T0 + 2 * SEC, &adj, &err), ANNA_OK);
	assert_int_equal(anna_clock_remaining(c, B, T0 + 2 * SEC), 180 * SEC);
	/* set the running side's time inside its delay: the delay goes on */
	adj = (struct anna_clock_adjustment){ .kind = ANNA_CLOCK_ADJ_SET_TIME, .side = W,
		.value = 30 * SEC, .reason = ANNA_CLOCK_REASON_WRONG_SETTING };
	assert_int_equal(anna_clock_adjust(c, T0 + 3 * SEC, &adj, &err), ANNA_OK);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 3 * SEC), 30 * SEC);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 5 * SEC), 30 * SEC);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 6 * SEC), 29 * SEC);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 35 * SEC);
	/* a deduction stops at zero and the flag falls now */
	adj = (struct anna_clock_adjustment){ .kind = ANNA_CLOCK_ADJ_ADD_TIME, .side = W,
		.value = -(int64_t)(40 * SEC), .reason = ANNA_CLOCK_REASON_PENALTY };
	assert_int_equal(anna_clock_adjust(c, T0 + 10 * SEC, &adj, &err), ANNA_OK);
	assert_true(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_flag(c, W)->at_ms, T0 + 10 * SEC);
	/* time given back raises the flag */
	adj = (struct anna_clock_adjustment){ .kind = ANNA_CLOCK_ADJ_ADD_TIME, .side = W,
		.value = 2 * MIN, .reason = ANNA_CLOCK_REASON_DISTURBANCE };
	assert_int_equal(anna_clock_adjust(c, T0 + 11 * SEC, &adj, &err), ANNA_OK);
	assert_false(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 11 * SEC), 2 * MIN);
	/* the move counter */
	adj = (struct anna_clock_adjustment){ .kind = ANNA_CLOCK_ADJ_SET_MOVES, .side = B,
		.value = 12, .reason = ANNA_CLOCK_REASON_WRONG_SETTING };
	assert_int_equal(anna_clock_adjust(c, T0 + 12 * SEC, &adj, &err), ANNA_OK);
	assert_int_equal(anna_clock_moves_made(c, B), 12);
	/* bad values */
	adj.kind = ANNA_CLOCK_ADJ_SET_TIME;
	adj.value = -1;
	assert_int_equal(anna_clock_adjust(c, T0 + 12 * SEC, &adj, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_ADJUST);
	assert_string_equal(err.args[0], "-1");
	adj.side = 5;
	assert_int_equal(anna_clock_adjust(c, T0 + 12 * SEC, &adj, &err), ANNA_E_INVALID);
	/* the log keeps each with its reason, instant and effect */
	assert_int_equal(anna_clock_adjustment_count(c), 5);
	const struct anna_clock_adjustment *l = anna_clock_adjustment(c, 0);
	assert_int_equal(l->kind, ANNA_CLOCK_ADJ_ADD_TIME);
	assert_int_equal(l->reason, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
	assert_int_equal(l->at_ms, T0 + 2 * SEC);
	assert_int_equal(l->before_ms, 60 * SEC);
	assert_int_equal(l->after_ms, 180 * SEC);
	l = anna_clock_adjustment(c, 2);
	assert_int_equal(l->before_ms, 25 * SEC); /* delay ran out at T0 + 5 s */
	assert_int_equal(l->after_ms, 0);
	assert_null(anna_clock_adjustment(c, 5));
	anna_clock_free(c);
}

/* QPF-2: a 5 s increment for both from now on, +2 minutes to the opponent. */
static void test_set_bonus(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("600");
	struct anna_clock *c = make("600", &s);
	anna_clock_start(c, T0, W, NULL);
	press(c, T0 + 500 * SEC, W);
	struct anna_clock_adjustment adj = {
		.kind = ANNA_CLOCK_ADJ_SET_BONUS, .bonus = ANNA_TC_BONUS_INCREMENT,
		.value = 5 * SEC, .reason = ANNA_CLOCK_REASON_QUICKPLAY,
	};
	assert_int_equal(anna_clock_adjust(c, T0 + 510 * SEC, &adj, NULL), ANNA_OK);
	assert_int_equal(anna_clock_control(c)->periods[0].bonus, ANNA_TC_BONUS_INCREMENT);
	press(c, T0 + 520 * SEC, B);
	assert_int_equal(anna_clock_remaining(c, B, T0 + 520 * SEC), 580 * SEC + 5 * SEC);
	adj.bonus = ANNA_TC_BONUS_DELAY;
	adj.value = 0;
	assert_int_equal(anna_clock_adjust(c, T0 + 521 * SEC, &adj, NULL), ANNA_E_RANGE);
	assert_int_equal(anna_clock_adjustment(c, 0)->side, -1);
	anna_clock_free(c);
}

static void test_restore(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("40/5400+30:1800+30");
	struct anna_clock *c = make("40/5400+30:1800+30", &s);
	struct anna_error err;
	uint64_t now = T0;
	anna_clock_start(c, now, W, NULL);
	for (int k = 0; k < 6; k++) {
		now += (uint64_t)(k + 1) * 7 * SEC;
		press(c, now, k % 2);
	}
	assert_int_equal(anna_clock_history_count(c), 7);
	struct anna_clock_snapshot s3 = *anna_clock_history(c, 3);
	assert_int_equal(s3.moves_made[W], 2);
	assert_int_equal(s3.moves_made[B], 1);
	assert_int_equal(anna_clock_restore(c, now + SEC, 3, ANNA_CLOCK_REASON_RECONCILE, &err), ANNA_OK);
	assert_int_equal(anna_clock_state(c), ANNA_CLOCK_PAUSED);
	assert_int_equal(anna_clock_side_to_move(c), B);
	assert_int_equal(anna_clock_history_count(c), 4);
	assert_int_equal(anna_clock_remaining(c, W, now + 5 * SEC), s3.remaining_ms[W]);
	assert_int_equal(anna_clock_remaining(c, B, now + 5 * SEC), s3.remaining_ms[B]);
	assert_int_equal(anna_clock_moves_made(c, W), 2);
	assert_int_equal(anna_clock_moves_made(c, B), 1);
	const struct anna_clock_adjustment *l = anna_clock_adjustment(c, 0);
	assert_int_equal(l->kind, ANNA_CLOCK_ADJ_RESTORE);
	assert_int_equal(l->value, 3);
	assert_int_equal(l->reason, ANNA_CLOCK_REASON_RECONCILE);
	assert_int_equal(anna_clock_restore(c, now + SEC, 4, ANNA_CLOCK_REASON_RECONCILE, &err), ANNA_E_NOTFOUND);
	assert_int_equal(err.msg, ANNA_MSG_CLOCK_PLY);
	assert_string_equal(err.args[0], "4");
	assert_string_equal(err.args[1], "4");
	/* play on from there: the snapshots continue at ply 4 */
	anna_clock_resume(c, now + 10 * SEC, ANNA_CLOCK_ACTOR_ARBITER, NULL);
	press(c, now + 20 * SEC, B);
	assert_int_equal(anna_clock_history(c, 4)->ply, 4);
	assert_int_equal(anna_clock_history(c, 4)->remaining_ms[B],
			 s3.remaining_ms[B] - 10 * SEC + 30 * SEC);
	/* restore to the start */
	assert_int_equal(anna_clock_restore(c, now + 30 * SEC, 0, ANNA_CLOCK_REASON_ARBITER, &err), ANNA_OK);
	assert_int_equal(anna_clock_side_to_move(c), W);
	assert_int_equal(anna_clock_remaining(c, W, now + 30 * SEC), 5430 * SEC);
	anna_clock_free(c);

	/* a flag that fell after the restored ply is raised, one before stays */
	s = quiet("10");
	c = make("10", &s);
	anna_clock_start(c, T0, W, NULL);
	press(c, T0 + 11 * SEC, W); /* white flagged at T0 + 10 s */
	press(c, T0 + 12 * SEC, B);
	anna_clock_advance(c, T0 + 40 * SEC, NULL); /* white flagged anyway */
	anna_clock_restore(c, T0 + 41 * SEC, 1, ANNA_CLOCK_REASON_ARBITER, NULL);
	assert_true(anna_clock_flag(c, W)->fallen);
	anna_clock_adjust(c, T0 + 42 * SEC, &(struct anna_clock_adjustment){
		.kind = ANNA_CLOCK_ADJ_SET_TIME, .side = W, .value = 5 * SEC }, NULL);
	anna_clock_resume(c, T0 + 43 * SEC, ANNA_CLOCK_ACTOR_ARBITER, NULL);
	press(c, T0 + 44 * SEC, B);
	anna_clock_advance(c, T0 + 60 * SEC, NULL);
	assert_true(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_flag(c, W)->at_ms, T0 + 49 * SEC);
	anna_clock_restore(c, T0 + 61 * SEC, 2, ANNA_CLOCK_REASON_ARBITER, NULL);
	assert_false(anna_clock_flag(c, W)->fallen);
	assert_int_equal(anna_clock_remaining(c, W, T0 + 61 * SEC), 5 * SEC);
	anna_clock_free(c);
}

static void test_clk(void **state)
{
	(void)state;
	char buf[32];
	assert_int_equal(anna_clock_write_clk(5430 * SEC, false, buf, sizeof(buf)), 7);
	assert_string_equal(buf, "1:30:30");
	anna_clock_write_clk(59999, false, buf, sizeof(buf));
	assert_string_equal(buf, "0:00:59");
	anna_clock_write_clk(59999, true, buf, sizeof(buf));
	assert_string_equal(buf, "0:00:59.999");
	anna_clock_write_clk(60000, true, buf, sizeof(buf));
	assert_string_equal(buf, "0:01:00");
	anna_clock_write_clk(4500, true, buf, sizeof(buf));
	assert_string_equal(buf, "0:00:04.5");
	anna_clock_write_clk(4050, true, buf, sizeof(buf));
	assert_string_equal(buf, "0:00:04.05");
	/* a prefix scan, for readers of [%clk ...] inside comments */
	uint64_t got;
	assert_int_equal(anna_clock_scan_clk("1:02:03]", 8, &got), 7);
	assert_int_equal(got, 3723 * SEC);
	assert_int_equal(anna_clock_scan_clk("1:02:0", 6, &got), 0);
	assert_int_equal(anna_clock_scan_clk("1234:00:00", 10, &got), 10);
	static const struct { const char *text; uint64_t ms; } good[] = {
		{ "1:30:30", 5430 * SEC }, { "0:00:59.5", 59500 }, { "12:00:00", 720 * MIN },
		{ "0:00:00.125", 125 },
	};
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
		uint64_t ms = 1;
		assert_int_equal(anna_clock_parse_clk(good[i].text, &ms, NULL), ANNA_OK);
		assert_int_equal(ms, good[i].ms);
	}
	static const char *bad[] = { "", "1:30", "1:60:00", "1:30:60", "a:00:00",
				     "1:30:30.", "1:30:30.1234", "1:30:30 ", "12345:00:00" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_error err;
		uint64_t ms = 7;
		assert_int_equal(anna_clock_parse_clk(bad[i], &ms, &err), ANNA_E_SYNTAX);
		assert_int_equal(err.msg, ANNA_MSG_CLOCK_CLK);
		assert_string_equal(err.args[0], bad[i]);
		assert_int_equal(ms, 7);
	}
}

/* ---- announcements ----------------------------------------------------- */

/* Runs the clock from deadline to deadline and collects what it says. */
static size_t run_deadlines(struct anna_clock *c, uint64_t until,
			    struct anna_clock_announcement *out, size_t max)
{
	size_t n = 0;
	uint64_t d;
	while ((d = anna_clock_next_deadline(c)) <= until) {
		assert_int_equal(anna_clock_advance(c, d, NULL), ANNA_OK);
		while (n < max && anna_clock_poll(c, &out[n]))
			n++;
	}
	return n;
}

static void test_schedule(void **state)
{
	(void)state;
	struct anna_clock *c = make("40/1500", NULL); /* 25 minutes */
	struct anna_clock_announcement a[64];
	anna_clock_start(c, T0, W, NULL);
	size_t n = run_deadlines(c, T0 + 3600 * SEC, a, 64);
	/* 20 and 10 minutes, then each minute, then 30 and 10 seconds, flag */
	static const uint64_t want[] = {
		20 * MIN, 10 * MIN, 9 * MIN, 8 * MIN, 7 * MIN, 6 * MIN, 5 * MIN,
		4 * MIN, 3 * MIN, 2 * MIN, 1 * MIN, 30 * SEC, 10 * SEC,
	};
	size_t nw = sizeof(want) / sizeof(want[0]);
	assert_int_equal(n, nw + 1);
	for (size_t i = 0; i < nw; i++) {
		assert_int_equal(a[i].kind, ANNA_CLOCK_ANN_WARNING);
		assert_int_equal(a[i].side, W);
		assert_int_equal(a[i].listener, -1);
		assert_int_equal(a[i].threshold_ms, want[i]);
		assert_int_equal(a[i].remaining_ms[W], want[i]);
		assert_int_equal(a[i].at_ms, T0 + 25 * MIN - want[i]);
		assert_int_equal(a[i].moves_to_control, 40);
		assert_false(a[i].sudden_death);
	}
	assert_int_equal(a[nw].kind, ANNA_CLOCK_ANN_FLAG);
	assert_int_equal(a[nw].at_ms, T0 + 25 * MIN);
	anna_clock_free(c);
}

static void test_schedule_delay_and_pause(void **state)
{
	(void)state;
	/* with a delay, warnings come after the delay has run out */
	struct anna_clock *c = make("40d10", NULL);
	struct anna_clock_announcement a[8];
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 10 * SEC + 10 * SEC);
	/* a pause moves it */
	anna_clock_pause(c, T0 + 5 * SEC, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ARBITER, NULL);
	anna_clock_resume(c, T0 + 65 * SEC, ANNA_CLOCK_ACTOR_ARBITER, NULL);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 80 * SEC);
	size_t n = run_deadlines(c, T0 + 80 * SEC, a, 8);
	assert_int_equal(n, 1);
	assert_int_equal(a[0].threshold_ms, 30 * SEC);
	assert_int_equal(a[0].at_ms, T0 + 80 * SEC);
	anna_clock_free(c);
}

static void test_schedule_late_and_increment(void **state)
{
	(void)state;
	struct anna_clock_announcement a;
	/* a late call hears only the lowest threshold passed */
	struct anna_clock *c = make("300", NULL);
	anna_clock_start(c, T0, W, NULL);
	anna_clock_advance(c, T0 + 4 * MIN + 35 * SEC, NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	assert_int_equal(a.threshold_ms, 30 * SEC);
	assert_int_equal(a.at_ms, T0 + 4 * MIN + 30 * SEC);
	assert_int_equal(anna_clock_poll(c, &a), 0);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 4 * MIN + 50 * SEC);
	anna_clock_free(c);

	/* an increment lifting the time back above 30 s does not repeat it */
	c = make("60+5", NULL);
	anna_clock_start(c, T0, W, NULL); /* 65 s */
	anna_clock_advance(c, T0 + 35 * SEC, NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	assert_int_equal(a.threshold_ms, 30 * SEC);
	press(c, T0 + 36 * SEC, W); /* 29 + 5 = 34 s */
	press(c, T0 + 37 * SEC, B);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 37 * SEC + 24 * SEC);
	anna_clock_free(c);

	/* a new period's time re-arms the schedule, and is announced */
	c = make("1/60:1200", NULL);
	anna_clock_start(c, T0, W, NULL);
	anna_clock_advance(c, T0 + 50 * SEC, NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	assert_int_equal(a.threshold_ms, 10 * SEC);
	press(c, T0 + 55 * SEC, W);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_CONTROL_REACHED);
	assert_int_equal(a.side, W);
	assert_int_equal(a.added_ms, 20 * MIN);
	assert_int_equal(a.remaining_ms[W], 20 * MIN + 5 * SEC);
	assert_true(a.sudden_death);
	assert_int_equal(a.period, 1);
	press(c, T0 + 56 * SEC, B);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 56 * SEC + 5 * SEC);
	anna_clock_free(c);
}

/* CLK-16: in competition only the VI player's own clock, only if enabled. */
static void test_competition_policy(void **state)
{
	(void)state;
	struct anna_timecontrol tc;
	struct anna_clock_settings s;
	struct anna_clock_announcement a[32];
	anna_tc_parse("1/60:60", &tc, NULL);
	anna_clock_settings_default(&s, &tc);
	s.mode = ANNA_CLOCK_COMPETITION;
	s.vi_side = B;
	s.competition_warnings = false;
	struct anna_clock *c = make("1/60:60", &s);
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 60 * SEC); /* flag only */
	press(c, T0 + 40 * SEC, W);
	assert_int_equal(anna_clock_poll(c, a), 0); /* no control announcement */
	press(c, T0 + 90 * SEC, B);
	assert_int_equal(anna_clock_poll(c, a), 0);
	size_t n = run_deadlines(c, T0 + 1000 * SEC, a, 32);
	assert_int_equal(n, 1); /* the flag fall is always said */
	assert_int_equal(a[0].kind, ANNA_CLOCK_ANN_FLAG);
	assert_int_equal(a[0].side, W);
	anna_clock_free(c);

	s.competition_warnings = true;
	c = make("1/60:60", &s);
	anna_clock_start(c, T0, W, NULL);
	assert_int_equal(anna_clock_next_deadline(c), T0 + 60 * SEC);
	press(c, T0 + 40 * SEC, W);
	assert_int_equal(anna_clock_poll(c, a), 0); /* white's: not said */
	n = run_deadlines(c, T0 + 95 * SEC, a, 32);
	assert_int_equal(n, 2);
	assert_int_equal(a[0].side, B);
	assert_int_equal(a[0].threshold_ms, 30 * SEC);
	assert_int_equal(a[1].threshold_ms, 10 * SEC);
	press(c, T0 + 95 * SEC, B);
	assert_int_equal(anna_clock_poll(c, a), 1);
	assert_int_equal(a[0].kind, ANNA_CLOCK_ANN_CONTROL_REACHED);
	assert_int_equal(a[0].side, B);
	anna_clock_free(c);
}

static void test_queries(void **state)
{
	(void)state;
	struct anna_clock *c = make("40/5400+30:1800+30", NULL);
	struct anna_clock_announcement a;
	struct anna_error err;
	anna_clock_start(c, T0, W, NULL);
	press(c, T0 + 60 * SEC, W);
	press(c, T0 + 90 * SEC, B);
	drain(c);
	uint64_t now = T0 + 100 * SEC;
	assert_int_equal(anna_clock_query(c, now, ANNA_CLOCK_Q_OWN_TIME, B, &a, &err), ANNA_OK);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_TIME);
	assert_int_equal(a.side, B);
	assert_int_equal(a.listener, B);
	assert_int_equal(a.remaining_ms[B], 5400 * SEC + 30 * SEC - 30 * SEC + 30 * SEC);
	assert_int_equal(a.remaining_ms[W], 5400 * SEC + 30 * SEC - 60 * SEC + 30 * SEC - 10 * SEC);
	assert_int_equal(anna_clock_query(c, now, ANNA_CLOCK_Q_OPPONENT_TIME, B, &a, &err), ANNA_OK);
	assert_int_equal(a.side, W);
	assert_int_equal(a.listener, B);
	assert_int_equal(anna_clock_query(c, now, ANNA_CLOCK_Q_BOTH_TIMES, W, &a, &err), ANNA_OK);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_TIME_BOTH);
	assert_int_equal(anna_clock_query(c, now, ANNA_CLOCK_Q_MOVES_MADE, W, &a, &err), ANNA_OK);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_MOVES_MADE);
	assert_int_equal(a.moves_made[W], 1);
	assert_int_equal(a.moves_made[B], 1);
	assert_int_equal(anna_clock_query(c, now, ANNA_CLOCK_Q_MOVES_TO_CONTROL, W, &a, &err), ANNA_OK);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_MOVES_TO_CONTROL);
	assert_int_equal(a.moves_to_control, 39);
	assert_false(a.sudden_death);
	/* queries never queue anything */
	assert_int_equal(anna_clock_poll(c, &a), 0);
	assert_int_equal(anna_clock_query(c, now, (enum anna_clock_query)9, W, &a, &err), ANNA_E_RANGE);
	anna_clock_free(c);
}

/* VI-14 d: the thinking time used, pauses excluded, kept by a restore. */
static void test_time_used(void **state)
{
	(void)state;
	struct anna_clock_settings s = quiet("60d5");
	struct anna_clock *c = make("60d5", &s);
	struct anna_clock_announcement a;
	anna_clock_start(c, T0, W, NULL);
	press(c, T0 + 3 * SEC, W);          /* 3 s used, none charged */
	press(c, T0 + 13 * SEC, B);         /* 10 s */
	anna_clock_pause(c, T0 + 20 * SEC, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ARBITER, NULL);
	assert_int_equal(anna_clock_used(c, W, T0 + 90 * SEC), 10 * SEC);
	anna_clock_resume(c, T0 + 100 * SEC, ANNA_CLOCK_ACTOR_ARBITER, NULL);
	/* a bonus change in the turn keeps what was used */
	anna_clock_adjust(c, T0 + 101 * SEC, &(struct anna_clock_adjustment){
		.kind = ANNA_CLOCK_ADJ_SET_BONUS, .bonus = ANNA_TC_BONUS_INCREMENT,
		.value = 2 * SEC, .reason = ANNA_CLOCK_REASON_QUICKPLAY }, NULL);
	press(c, T0 + 102 * SEC, W);        /* 3 + 7 + 2 s */
	assert_int_equal(anna_clock_used(c, W, T0 + 102 * SEC), 12 * SEC);
	assert_int_equal(anna_clock_used(c, B, T0 + 110 * SEC), 18 * SEC);
	assert_int_equal(anna_clock_query(c, T0 + 110 * SEC, ANNA_CLOCK_Q_TIME_USED, B, &a, NULL), ANNA_OK);
	assert_int_equal(a.kind, ANNA_CLOCK_ANN_TIME_USED);
	assert_int_equal(a.used_ms[B], 18 * SEC);
	assert_int_equal(a.used_ms[W], 12 * SEC);
	assert_int_equal(anna_clock_history(c, 2)->used_ms[B], 10 * SEC);
	anna_clock_restore(c, T0 + 111 * SEC, 2, ANNA_CLOCK_REASON_RECONCILE, NULL);
	assert_int_equal(anna_clock_used(c, W, T0 + 111 * SEC), 3 * SEC);
	assert_int_equal(anna_clock_used(c, B, T0 + 111 * SEC), 10 * SEC);
	anna_clock_free(c);
}

static void test_queue_overflow(void **state)
{
	(void)state;
	/* 30 periods' worth of control announcements, never polled: the
	 * queue keeps the newest, and a flag fall survives */
	struct anna_clock *c = make("1/1", NULL);
	anna_clock_start(c, T0, W, NULL);
	uint64_t now = T0;
	for (int k = 0; k < 40; k++)
		press(c, now += 100, k % 2);
	anna_clock_advance(c, now + 100 * SEC, NULL);
	struct anna_clock_announcement a, last;
	int n = 0;
	while (anna_clock_poll(c, &a))
		last = a, n++;
	assert_int_equal(n, ANNA_CLOCK_QUEUE);
	assert_int_equal(last.kind, ANNA_CLOCK_ANN_FLAG);
	anna_clock_free(c);
}

/* ---- the verdict (CLK-9, CLK-10, CLK-17) -------------------------------- */

static void test_verdict(void **state)
{
	(void)state;
	static const struct {
		unsigned edition;
		enum anna_tc_class cls;
		bool supervised, annex_g, both, order_known, final_period, claimed, has_time;
		enum anna_mate_answer mate;
		enum anna_flag_verdict want;
	} t[] = {
		/* CLK-9, standard: by the help-mate answer */
		{ 2017, ANNA_TC_STANDARD, true, false, false, true, true, false, true, ANNA_MATE_YES, ANNA_FLAG_LOSS },
		{ 2017, ANNA_TC_STANDARD, true, false, false, true, true, false, true, ANNA_MATE_NO, ANNA_FLAG_DRAW },
		{ 2009, ANNA_TC_STANDARD, true, false, false, true, true, false, true, ANNA_MATE_UNKNOWN, ANNA_FLAG_LOSS_UNLESS_ARBITER },
		/* both fallen, order known: the first one counts */
		{ 2014, ANNA_TC_STANDARD, true, false, true, true, true, false, false, ANNA_MATE_YES, ANNA_FLAG_LOSS },
		/* CLK-10: order unknown */
		{ 2014, ANNA_TC_STANDARD, true, false, true, false, false, false, false, ANNA_MATE_YES, ANNA_FLAG_PLAY_ON },
		{ 2009, ANNA_TC_STANDARD, true, false, true, false, true, false, false, ANNA_MATE_YES, ANNA_FLAG_DRAW },
		{ 2017, ANNA_TC_STANDARD, true, true, true, false, true, false, false, ANNA_MATE_YES, ANNA_FLAG_DRAW },
		{ 2017, ANNA_TC_STANDARD, true, false, true, false, true, false, false, ANNA_MATE_YES, ANNA_FLAG_ARBITER },
		/* supervised rapid: competition rules */
		{ 2014, ANNA_TC_RAPID, true, false, false, true, true, false, true, ANNA_MATE_YES, ANNA_FLAG_LOSS },
		/* CLK-17, A.4 regime */
		{ 2009, ANNA_TC_BLITZ, false, false, false, true, true, false, true, ANNA_MATE_YES, ANNA_FLAG_AWAIT_CLAIM },
		{ 2014, ANNA_TC_RAPID, false, false, false, true, true, false, true, ANNA_MATE_YES, ANNA_FLAG_AWAIT_CLAIM },
		{ 2017, ANNA_TC_RAPID, false, false, false, true, true, false, true, ANNA_MATE_YES, ANNA_FLAG_LOSS },
		{ 2014, ANNA_TC_BLITZ, false, false, false, true, true, true, true, ANNA_MATE_YES, ANNA_FLAG_LOSS },
		{ 2014, ANNA_TC_BLITZ, false, false, false, true, true, true, true, ANNA_MATE_NO, ANNA_FLAG_DRAW },
		{ 2014, ANNA_TC_BLITZ, false, false, true, true, true, true, false, ANNA_MATE_YES, ANNA_FLAG_CLAIM_FAILS },
		{ 2009, ANNA_TC_RAPID, false, false, true, true, true, true, false, ANNA_MATE_YES, ANNA_FLAG_DRAW },
		{ 2009, ANNA_TC_BLITZ, false, false, true, false, false, false, false, ANNA_MATE_YES, ANNA_FLAG_DRAW },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct anna_flag_case fc = {
			.edition = t[i].edition, .game_class = t[i].cls,
			.supervised = t[i].supervised, .annex_g = t[i].annex_g,
			.flagged = W, .both_fallen = t[i].both,
			.order_known = t[i].order_known, .final_period = t[i].final_period,
			.claimed = t[i].claimed, .claimant_has_time = t[i].has_time,
			.mate = t[i].mate,
		};
		enum anna_flag_verdict v = anna_clock_flag_verdict(&fc);
		if (v != t[i].want)
			fail_msg("row %zu: %s, want %s", i, anna_flag_verdict_str(v),
				 anna_flag_verdict_str(t[i].want));
	}
}

static void test_names(void **state)
{
	(void)state;
	for (int i = 0; i <= ANNA_CLOCK_STOPPED; i++)
		assert_string_not_equal(anna_clock_state_str(i), "unknown");
	for (int i = 0; i <= ANNA_CLOCK_EV_ADVANCE; i++)
		assert_string_not_equal(anna_clock_event_str(i), "unknown");
	for (int i = 0; i <= ANNA_CLOCK_REASON_PENALTY; i++)
		assert_string_not_equal(anna_clock_reason_str(i), "unknown");
	for (int i = 0; i <= ANNA_CLOCK_ADJ_RESUME; i++)
		assert_string_not_equal(anna_clock_adjust_kind_str(i), "unknown");
	for (int i = 0; i <= ANNA_CLOCK_ANN_TIME_USED; i++)
		assert_string_not_equal(anna_clock_ann_kind_str(i), "unknown");
	for (int i = 0; i <= ANNA_FLAG_ARBITER; i++)
		assert_string_not_equal(anna_flag_verdict_str(i), "unknown");
	for (int i = 0; i <= ANNA_CLOCK_ACTOR_ASSISTANT; i++)
		assert_string_not_equal(anna_clock_actor_str(i), "unknown");
	assert_string_equal(anna_clock_state_str((enum anna_clock_state)77), "unknown");
}

/* ---- randomized against a reference model ------------------------------ */

static uint64_t rng;

static uint64_t rnd(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * 2685821657736338717ULL;
}

static uint64_t below(uint64_t n) { return n ? rnd() % n : 0; }

#define REF_MOVES 400

/*
 * The reference: the control unrolled move by move into tables (which
 * period's bonus each move has, how much time completing it adds), and
 * the running time of a turn as a list of intervals summed on demand.
 */
struct ref {
	struct anna_timecontrol tc;
	enum anna_clock_credit credit;
	struct anna_tc_period bonus_of_move[REF_MOVES + 2]; /* 1-based */
	uint64_t added_after_move[REF_MOVES + 2];
	int64_t main[2];
	unsigned moves[2];
	uint64_t used[2];
	bool flagged[2];
	int to_move;
	bool running;
	uint64_t ivl_start[64], ivl_end[64];
	unsigned nivl;
	struct {
		int64_t rem[2];
		unsigned moves[2];
		uint64_t used[2];
		bool flagged[2];
	} snap[REF_MOVES + 2];
	unsigned nsnap;
};

static void ref_unroll(struct ref *r)
{
	unsigned move = 1;
	memset(r->added_after_move, 0, sizeof(r->added_after_move));
	for (unsigned p = 0; move <= REF_MOVES; p++) {
		const struct anna_tc_period *per =
			&r->tc.periods[p < r->tc.nperiods ? p : r->tc.nperiods - 1];
		unsigned count = per->moves ? per->moves : REF_MOVES;
		for (unsigned k = 0; k < count && move <= REF_MOVES; k++)
			r->bonus_of_move[move++] = *per;
		if (per->moves && move - 1 <= REF_MOVES) {
			const struct anna_tc_period *next =
				&r->tc.periods[p + 1 < r->tc.nperiods ? p + 1 : r->tc.nperiods - 1];
			r->added_after_move[move - 1] = next->base_ms;
		}
	}
	r->bonus_of_move[REF_MOVES + 1] = r->bonus_of_move[REF_MOVES];
}

static uint64_t ref_elapsed(const struct ref *r, uint64_t now)
{
	uint64_t e = 0;
	for (unsigned i = 0; i < r->nivl; i++) {
		uint64_t end = (i + 1 == r->nivl && r->running) ? now : r->ivl_end[i];
		e += end - r->ivl_start[i];
	}
	return e;
}

static int64_t ref_rem_signed(const struct ref *r, int side, uint64_t now)
{
	if (side != r->to_move)
		return r->main[side];
	const struct anna_tc_period *p = &r->bonus_of_move[r->moves[side] + 1];
	int64_t e = (int64_t)ref_elapsed(r, now);
	if (p->bonus == ANNA_TC_BONUS_DELAY)
		e = e > (int64_t)p->bonus_ms ? e - (int64_t)p->bonus_ms : 0;
	return r->main[side] - e;
}

static uint64_t ref_rem(const struct ref *r, int side, uint64_t now)
{
	int64_t v = ref_rem_signed(r, side, now);
	return r->flagged[side] || v < 0 ? 0 : (uint64_t)v;
}

static void ref_check_flag(struct ref *r, uint64_t now)
{
	if (!r->flagged[r->to_move] && ref_rem_signed(r, r->to_move, now) <= 0)
		r->flagged[r->to_move] = true;
}

static void ref_new_turn(struct ref *r, int side, uint64_t now)
{
	r->to_move = side;
	r->nivl = 1;
	r->ivl_start[0] = now;
	r->running = true;
}

static void ref_snap(struct ref *r, uint64_t now)
{
	for (int s = 0; s < 2; s++) {
		r->snap[r->nsnap].rem[s] = (int64_t)ref_rem(r, s, now);
		r->snap[r->nsnap].moves[s] = r->moves[s];
		r->snap[r->nsnap].used[s] = r->used[s];
		r->snap[r->nsnap].flagged[s] = r->flagged[s];
	}
	r->nsnap++;
}

static void ref_start(struct ref *r, uint64_t now)
{
	for (int s = 0; s < 2; s++) {
		r->main[s] = (int64_t)r->tc.periods[0].base_ms;
		if (r->credit == ANNA_CLOCK_CREDIT_BEFORE &&
		    r->bonus_of_move[1].bonus == ANNA_TC_BONUS_INCREMENT)
			r->main[s] += (int64_t)r->bonus_of_move[1].bonus_ms;
	}
	ref_new_turn(r, W, now);
	ref_snap(r, now);
}

static void ref_press(struct ref *r, uint64_t now)
{
	int s = r->to_move;
	ref_check_flag(r, now);
	int64_t rem = ref_rem_signed(r, s, now);
	unsigned n = ++r->moves[s];
	const struct anna_tc_period *p = &r->bonus_of_move[n];
	uint64_t e = ref_elapsed(r, now);
	r->used[s] += e;
	if (r->flagged[s]) {
		r->main[s] = 0;
	} else {
		r->main[s] = rem;
		if (p->bonus == ANNA_TC_BONUS_BRONSTEIN)
			r->main[s] += (int64_t)(e < p->bonus_ms ? e : p->bonus_ms);
		if (p->bonus == ANNA_TC_BONUS_INCREMENT && r->credit == ANNA_CLOCK_CREDIT_AFTER)
			r->main[s] += (int64_t)p->bonus_ms;
		r->main[s] += (int64_t)r->added_after_move[n];
		const struct anna_tc_period *next = &r->bonus_of_move[n + 1];
		if (next->bonus == ANNA_TC_BONUS_INCREMENT && r->credit == ANNA_CLOCK_CREDIT_BEFORE)
			r->main[s] += (int64_t)next->bonus_ms;
	}
	ref_new_turn(r, s ^ 1, now);
	ref_snap(r, now);
}

static void random_control(struct anna_timecontrol *tc)
{
	memset(tc, 0, sizeof(*tc));
	tc->nperiods = 1 + (unsigned)below(3);
	for (unsigned i = 0; i < tc->nperiods; i++) {
		struct anna_tc_period *p = &tc->periods[i];
		p->moves = (i + 1 < tc->nperiods || below(2)) ? 1 + (unsigned)below(6) : 0;
		p->base_ms = 1 + below(60000);
		p->bonus = (enum anna_tc_bonus)below(4);
		p->bonus_ms = p->bonus ? 1 + below(5000) : 0;
	}
}

static void compare(struct anna_clock *c, const struct ref *r, uint64_t now,
		    uint64_t seed, unsigned op)
{
	for (int s = 0; s < 2; s++) {
		uint64_t got = anna_clock_remaining(c, s, now), want = ref_rem(r, s, now);
		uint64_t used = r->used[s] + (s == r->to_move ? ref_elapsed(r, now) : 0);
		if (anna_clock_used(c, s, now) != used)
			fail_msg("seed %llu op %u side %d: used %llu want %llu",
				 (unsigned long long)seed, op, s,
				 (unsigned long long)anna_clock_used(c, s, now),
				 (unsigned long long)used);
		if (got != want || anna_clock_moves_made(c, s) != r->moves[s] ||
		    anna_clock_flag(c, s)->fallen != r->flagged[s])
			fail_msg("seed %llu op %u side %d: remaining %llu want %llu, moves %u want %u, "
				 "flag %d want %d", (unsigned long long)seed, op, s,
				 (unsigned long long)got, (unsigned long long)want,
				 anna_clock_moves_made(c, s), r->moves[s],
				 anna_clock_flag(c, s)->fallen, r->flagged[s]);
	}
	if (anna_clock_side_to_move(c) != r->to_move)
		fail_msg("seed %llu op %u: side to move", (unsigned long long)seed, op);
}

/* What the clock says at a deadline must be exactly true of the model. */
static void check_announcement(const struct anna_clock_announcement *a,
			       const struct ref *r, uint64_t seg_start,
			       uint64_t seed, unsigned op)
{
	if (a->kind == ANNA_CLOCK_ANN_FLAG) {
		bool ok = ref_rem_signed(r, a->side, a->at_ms) <= 0 &&
			  (a->at_ms <= seg_start ||
			   ref_rem_signed(r, a->side, a->at_ms - 1) > 0);
		if (!ok)
			fail_msg("seed %llu op %u: flag at %llu is not the first instant at zero",
				 (unsigned long long)seed, op, (unsigned long long)a->at_ms);
	} else if (a->kind == ANNA_CLOCK_ANN_WARNING) {
		if (ref_rem(r, a->side, a->at_ms) != a->threshold_ms ||
		    (a->at_ms > seg_start &&
		     ref_rem(r, a->side, a->at_ms - 1) != a->threshold_ms + 1))
			fail_msg("seed %llu op %u: warning %llu at %llu does not match",
				 (unsigned long long)seed, op,
				 (unsigned long long)a->threshold_ms,
				 (unsigned long long)a->at_ms);
	}
}

static void test_random_presses(void **state)
{
	(void)state;
	uint64_t seed = getenv("ANNA_TEST_SEED")
		? strtoull(getenv("ANNA_TEST_SEED"), NULL, 10)
		: (uint64_t)time(NULL);
	printf("test_random_presses: seed %llu (ANNA_TEST_SEED=%llu replays it)\n",
	       (unsigned long long)seed, (unsigned long long)seed);
	rng = seed * 2 + 1;
	static struct ref r;
	unsigned presses = 0, op = 0, games = 0;
	unsigned checked[ANNA_CLOCK_ANN_FLAG + 1] = { 0 };
	while (presses < 100000) {
		memset(&r, 0, sizeof(r));
		random_control(&r.tc);
		r.credit = (enum anna_clock_credit)below(2);
		ref_unroll(&r);
		struct anna_clock_settings s;
		anna_clock_settings_default(&s, &r.tc);
		s.credit = r.credit;
		s.warn_sides = (unsigned)below(4);
		s.schedule.coarse_step_ms = 10000;
		s.schedule.fine_below_ms = 10000;
		s.schedule.fine_step_ms = 1000;
		struct anna_clock *c = NULL;
		assert_int_equal(anna_clock_new(&r.tc, &s, &c, NULL), ANNA_OK);
		uint64_t now = below(1ULL << 40);
		assert_int_equal(anna_clock_start(c, now, W, NULL), ANNA_OK);
		ref_start(&r, now);
		uint64_t seg_start = now;
		games++;
		unsigned plies = 20 + (unsigned)below(200);
		while (r.nsnap <= plies && presses < 100000 &&
		       !(r.flagged[W] && r.flagged[B])) {
			op++;
			/* mostly in time, sometimes far too slow */
			uint64_t avg = r.tc.periods[0].base_ms / 15 + 50;
			uint64_t think = below(8) ? below(avg) : below(avg * 12);
			uint64_t target = now + think;
			/* the daemon's way: sleep until each deadline */
			uint64_t d;
			while ((d = anna_clock_next_deadline(c)) <= target) {
				assert_true(d >= now);
				assert_int_equal(anna_clock_advance(c, d, NULL), ANNA_OK);
				now = d;
				struct anna_clock_announcement a;
				while (anna_clock_poll(c, &a)) {
					check_announcement(&a, &r, seg_start, seed, op);
					checked[a.kind]++;
				}
			}
			now = target;
			unsigned what = (unsigned)below(100);
			if (getenv("ANNA_TEST_TRACE") && op + 10 > (unsigned)atoi(getenv("ANNA_TEST_TRACE"))) {
				char tcb[128];
				anna_tc_write_pgn(&r.tc, tcb, sizeof(tcb));
				printf("op %u what %u now %llu tc %s credit %d moves %u/%u tomove %d main %lld/%lld rem %llu/%llu ref %llu/%llu\n",
				       op, what, (unsigned long long)now, tcb, r.credit, r.moves[0], r.moves[1], r.to_move,
				       (long long)r.main[0], (long long)r.main[1],
				       (unsigned long long)anna_clock_remaining(c, 0, now), (unsigned long long)anna_clock_remaining(c, 1, now),
				       (unsigned long long)ref_rem(&r, 0, now), (unsigned long long)ref_rem(&r, 1, now));
			}
			if (what < 90) {
				assert_int_equal(anna_clock_press(c, now, r.to_move, NULL), ANNA_OK);
				ref_press(&r, now);
				seg_start = now;
				presses++;
			} else if (what < 94) {
				/* a pause of any length, then resume */
				ref_check_flag(&r, now);
				anna_clock_pause(c, now, ANNA_CLOCK_ACTOR_ARBITER,
						 ANNA_CLOCK_REASON_ARBITER, NULL);
				r.ivl_end[r.nivl - 1] = now;
				r.running = false;
				compare(c, &r, now + below(100000), seed, op);
				now += below(100000);
				anna_clock_resume(c, now, ANNA_CLOCK_ACTOR_ARBITER, NULL);
				assert_true(r.nivl < 64);
				r.ivl_start[r.nivl++] = now;
				r.running = true;
				seg_start = now;
			} else if (what < 99) {
				/* add (or deduct) time to either side */
				int side = (int)below(2);
				int64_t delta = (int64_t)below(20000) - 8000;
				ref_check_flag(&r, now);
				struct anna_clock_adjustment adj = {
					.kind = ANNA_CLOCK_ADJ_ADD_TIME, .side = side,
					.value = delta, .reason = ANNA_CLOCK_REASON_DISTURBANCE,
				};
				assert_int_equal(anna_clock_adjust(c, now, &adj, NULL), ANNA_OK);
				int64_t v = (int64_t)ref_rem(&r, side, now) + delta;
				if (v < 0)
					v = 0;
				r.main[side] += v - ref_rem_signed(&r, side, now);
				r.flagged[side] = v == 0;
				drain(c);
			} else {
				/* restore an earlier ply, resume a little later */
				unsigned ply = (unsigned)below(r.nsnap);
				ref_check_flag(&r, now);
				assert_int_equal(anna_clock_restore(c, now, ply,
					ANNA_CLOCK_REASON_RECONCILE, NULL), ANNA_OK);
				r.nsnap = ply + 1;
				for (int s2 = 0; s2 < 2; s2++) {
					r.main[s2] = r.snap[ply].rem[s2];
					r.moves[s2] = r.snap[ply].moves[s2];
					r.used[s2] = r.snap[ply].used[s2];
					r.flagged[s2] = r.snap[ply].flagged[s2];
				}
				now += below(5000);
				anna_clock_resume(c, now, ANNA_CLOCK_ACTOR_ARBITER, NULL);
				ref_new_turn(&r, (int)(ply & 1), now);
				seg_start = now;
				drain(c);
			}
			ref_check_flag(&r, now);
			compare(c, &r, now, seed, op);
		}
		anna_clock_free(c);
	}
	printf("test_random_presses: %u presses in %u games, %u operations, "
	       "%u warnings and %u flag falls checked at their deadlines\n",
	       presses, games, op, checked[ANNA_CLOCK_ANN_WARNING],
	       checked[ANNA_CLOCK_ANN_FLAG]);
	assert_true(checked[ANNA_CLOCK_ANN_WARNING] > 0 && checked[ANNA_CLOCK_ANN_FLAG] > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_press_table),
		cmocka_unit_test(test_delay_display),
		cmocka_unit_test(test_pause),
		cmocka_unit_test(test_flag),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_adjustments),
		cmocka_unit_test(test_set_bonus),
		cmocka_unit_test(test_restore),
		cmocka_unit_test(test_clk),
		cmocka_unit_test(test_schedule),
		cmocka_unit_test(test_schedule_delay_and_pause),
		cmocka_unit_test(test_schedule_late_and_increment),
		cmocka_unit_test(test_competition_policy),
		cmocka_unit_test(test_queries),
		cmocka_unit_test(test_time_used),
		cmocka_unit_test(test_queue_overflow),
		cmocka_unit_test(test_verdict),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_random_presses),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
