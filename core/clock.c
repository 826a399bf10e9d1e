/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/clock.c: the running clock (see clock.h).
 *
 * Per side the clock keeps `base`, the main time at the start of the side's
 * current turn (bonuses and added periods included). The side on move has
 * used `elapsed` = running time of this turn (pauses excluded), and its
 * remaining time is base - charge(elapsed), where charge is the elapsed
 * time, or for a simple delay the part of it beyond the delay (CLK-3).
 * Nothing is ever accumulated tick by tick: every figure is computed from
 * the instants of the events.
 */
#include "core/clock.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct anna_clock {
	struct anna_timecontrol tc;
	struct anna_clock_settings set;
	enum anna_clock_state state;
	int to_move;            /* -1 before start */
	int first_side;         /* who was on move at ply 0 */
	uint64_t last_ms;       /* the last instant processed */
	int64_t base[2];
	unsigned moves[2];
	uint64_t used[2];       /* thinking time of completed turns */
	unsigned period[2];
	unsigned block_end[2];  /* move count completing the period; 0 = rest */
	struct anna_clock_flag flag[2];
	uint64_t warned_floor[2]; /* lowest threshold announced since reset */
	uint64_t pending_warn[2]; /* next threshold for the side on move; 0 none */
	uint64_t turn_elapsed;  /* this turn's running time before the segment */
	uint64_t seg_start;     /* start of the running segment */
	struct anna_clock_snapshot *hist;
	size_t nhist, cap_hist;
	struct anna_clock_adjustment *log;
	size_t nlog, cap_log;
	struct anna_clock_announcement queue[ANNA_CLOCK_QUEUE];
	size_t nqueue;
};

/* ---- names ------------------------------------------------------------- */

const char *anna_clock_state_str(enum anna_clock_state state)
{
	switch (state) {
	case ANNA_CLOCK_READY: return "ready";
	case ANNA_CLOCK_RUNNING: return "running";
	case ANNA_CLOCK_PAUSED: return "paused";
	case ANNA_CLOCK_STOPPED: return "stopped";
	}
	return "unknown";
}

const char *anna_clock_event_str(enum anna_clock_event event)
{
	switch (event) {
	case ANNA_CLOCK_EV_START: return "start";
	case ANNA_CLOCK_EV_PRESS: return "press";
	case ANNA_CLOCK_EV_PAUSE: return "pause";
	case ANNA_CLOCK_EV_RESUME: return "resume";
	case ANNA_CLOCK_EV_STOP: return "stop";
	case ANNA_CLOCK_EV_ADJUST: return "adjust";
	case ANNA_CLOCK_EV_RESTORE: return "restore";
	case ANNA_CLOCK_EV_ADVANCE: return "advance";
	}
	return "unknown";
}

const char *anna_clock_reason_str(enum anna_clock_reason reason)
{
	switch (reason) {
	case ANNA_CLOCK_REASON_ARBITER: return "arbiter";
	case ANNA_CLOCK_REASON_ILLEGAL_MOVE: return "illegal_move";
	case ANNA_CLOCK_REASON_QUICKPLAY: return "quickplay";
	case ANNA_CLOCK_REASON_DRAW_CLAIM: return "draw_claim";
	case ANNA_CLOCK_REASON_TIME_CLAIM: return "time_claim";
	case ANNA_CLOCK_REASON_DISTURBANCE: return "disturbance";
	case ANNA_CLOCK_REASON_WRONG_SETTING: return "wrong_setting";
	case ANNA_CLOCK_REASON_DEFECTIVE: return "defective";
	case ANNA_CLOCK_REASON_DISPLACED: return "displaced";
	case ANNA_CLOCK_REASON_PROMOTION_PIECE: return "promotion_piece";
	case ANNA_CLOCK_REASON_RECONCILE: return "reconcile";
	case ANNA_CLOCK_REASON_ASSISTANT: return "assistant";
	case ANNA_CLOCK_REASON_PENALTY: return "penalty";
	}
	return "unknown";
}

const char *anna_clock_actor_str(enum anna_clock_actor actor)
{
	switch (actor) {
	case ANNA_CLOCK_ACTOR_ARBITER: return "arbiter";
	case ANNA_CLOCK_ACTOR_WHITE: return "white";
	case ANNA_CLOCK_ACTOR_BLACK: return "black";
	case ANNA_CLOCK_ACTOR_ASSISTANT: return "assistant";
	}
	return "unknown";
}

const char *anna_clock_ann_kind_str(enum anna_clock_ann_kind kind)
{
	switch (kind) {
	case ANNA_CLOCK_ANN_TIME: return "time";
	case ANNA_CLOCK_ANN_TIME_BOTH: return "time_both";
	case ANNA_CLOCK_ANN_MOVES_MADE: return "moves_made";
	case ANNA_CLOCK_ANN_MOVES_TO_CONTROL: return "moves_to_control";
	case ANNA_CLOCK_ANN_WARNING: return "warning";
	case ANNA_CLOCK_ANN_CONTROL_REACHED: return "control_reached";
	case ANNA_CLOCK_ANN_FLAG: return "flag";
	case ANNA_CLOCK_ANN_TIME_USED: return "time_used";
	}
	return "unknown";
}

const char *anna_clock_adjust_kind_str(enum anna_clock_adjust_kind kind)
{
	switch (kind) {
	case ANNA_CLOCK_ADJ_SET_TIME: return "set_time";
	case ANNA_CLOCK_ADJ_ADD_TIME: return "add_time";
	case ANNA_CLOCK_ADJ_SET_MOVES: return "set_moves";
	case ANNA_CLOCK_ADJ_SET_BONUS: return "set_bonus";
	case ANNA_CLOCK_ADJ_RESTORE: return "restore";
	case ANNA_CLOCK_ADJ_PAUSE: return "pause";
	case ANNA_CLOCK_ADJ_RESUME: return "resume";
	}
	return "unknown";
}

const char *anna_flag_verdict_str(enum anna_flag_verdict verdict)
{
	switch (verdict) {
	case ANNA_FLAG_LOSS: return "loss";
	case ANNA_FLAG_DRAW: return "draw";
	case ANNA_FLAG_LOSS_UNLESS_ARBITER: return "loss_unless_arbiter";
	case ANNA_FLAG_PLAY_ON: return "play_on";
	case ANNA_FLAG_AWAIT_CLAIM: return "await_claim";
	case ANNA_FLAG_CLAIM_FAILS: return "claim_fails";
	case ANNA_FLAG_ARBITER: return "arbiter";
	}
	return "unknown";
}

/* ---- settings ---------------------------------------------------------- */

/* The default announcement schedule (CLK-16): every ten minutes, every
 * minute below ten, then at 30 and 10 seconds; the edition the classes
 * follow when none is configured. */
#define MINUTE_MS 60000u
#define DEFAULT_COARSE_STEP_MS (10u * MINUTE_MS)
#define DEFAULT_FINE_BELOW_MS (10u * MINUTE_MS)
#define DEFAULT_FINE_STEP_MS MINUTE_MS
#define DEFAULT_FINAL_1_MS 30000u
#define DEFAULT_FINAL_2_MS 10000u
#define DEFAULT_EDITION 2017u

void anna_clock_settings_default(struct anna_clock_settings *s,
				 const struct anna_timecontrol *tc)
{
	memset(s, 0, sizeof(*s));
	s->credit = ANNA_CLOCK_CREDIT_BEFORE;
	s->mode = ANNA_CLOCK_TRAINING;
	s->vi_side = -1;
	s->warn_sides = (1u << ANNA_WHITE) | (1u << ANNA_BLACK);
	s->competition_warnings = false;
	s->schedule.coarse_step_ms = DEFAULT_COARSE_STEP_MS;
	s->schedule.fine_below_ms = DEFAULT_FINE_BELOW_MS;
	s->schedule.fine_step_ms = DEFAULT_FINE_STEP_MS;
	s->schedule.nfinal = 2;
	s->schedule.final_ms[0] = DEFAULT_FINAL_1_MS;
	s->schedule.final_ms[1] = DEFAULT_FINAL_2_MS;
	s->edition = DEFAULT_EDITION;
	s->game_class = ANNA_TC_STANDARD;
	if (tc && anna_tc_classify(tc, DEFAULT_EDITION, false, &s->game_class) != ANNA_OK)
		s->game_class = ANNA_TC_STANDARD;
	s->supervised = true;
	s->annex_g = false;
}

static bool valid_side(int side) { return side == ANNA_WHITE || side == ANNA_BLACK; }

static enum anna_status bad_side(struct anna_error *err, long long side)
{
	char n[24];
	snprintf(n, sizeof(n), "%lld", side);
	return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CLOCK_SIDE, n);
}

enum anna_status anna_clock_new(const struct anna_timecontrol *tc,
				const struct anna_clock_settings *settings,
				struct anna_clock **out, struct anna_error *err)
{
	enum anna_status st = anna_tc_validate(tc, err);
	if (st != ANNA_OK)
		return st;
	struct anna_clock_settings set;
	if (settings)
		set = *settings;
	else
		anna_clock_settings_default(&set, tc);
	if (set.vi_side != -1 && !valid_side(set.vi_side))
		return bad_side(err, set.vi_side);
	if (set.edition != 2009 && set.edition != 2014 && set.edition != 2017) {
		char n[16];
		snprintf(n, sizeof(n), "%u", set.edition);
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_TC_EDITION, n);
	}
	if (set.schedule.nfinal > ANNA_CLOCK_MAX_FINAL_WARNINGS) {
		char n[16];
		snprintf(n, sizeof(n), "%u", set.schedule.nfinal);
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_CLOCK_ADJUST, n);
	}
	struct anna_clock *c = calloc(1, sizeof(*c));
	if (!c)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_NONE);
	c->cap_hist = 256;
	c->cap_log = 16;
	c->hist = malloc(c->cap_hist * sizeof(*c->hist));
	c->log = malloc(c->cap_log * sizeof(*c->log));
	if (!c->hist || !c->log) {
		anna_clock_free(c);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_NONE);
	}
	c->tc = *tc;
	c->set = set;
	c->state = ANNA_CLOCK_READY;
	c->to_move = -1;
	c->first_side = ANNA_WHITE;
	for (int s = 0; s < 2; s++) {
		c->base[s] = (int64_t)tc->periods[0].base_ms;
		c->period[s] = anna_tc_period_of_move(tc, 1, &c->block_end[s]);
		c->warned_floor[s] = UINT64_MAX;
	}
	*out = c;
	return ANNA_OK;
}

void anna_clock_free(struct anna_clock *clock)
{
	if (!clock)
		return;
	free(clock->hist);
	free(clock->log);
	free(clock);
}

enum anna_clock_state anna_clock_state(const struct anna_clock *c) { return c->state; }
const struct anna_timecontrol *anna_clock_control(const struct anna_clock *c) { return &c->tc; }
const struct anna_clock_settings *anna_clock_settings(const struct anna_clock *c) { return &c->set; }

/* ---- time arithmetic --------------------------------------------------- */

static const struct anna_tc_period *cur(const struct anna_clock *c, int side)
{
	return &c->tc.periods[c->period[side]];
}

static uint64_t elapsed(const struct anna_clock *c, uint64_t now)
{
	uint64_t e = c->turn_elapsed;
	if (c->state == ANNA_CLOCK_RUNNING && now > c->seg_start)
		e += now - c->seg_start;
	return e;
}

/* CLK-3: under a simple delay the main time runs only after the delay. */
static uint64_t charge(const struct anna_tc_period *p, uint64_t e)
{
	if (p->bonus == ANNA_TC_BONUS_DELAY)
		return e > p->bonus_ms ? e - p->bonus_ms : 0;
	return e;
}

/* The turn's running time at which the charge reaches ch (> 0). */
static uint64_t elapsed_for_charge(const struct anna_tc_period *p, uint64_t ch)
{
	if (p->bonus == ANNA_TC_BONUS_DELAY && ch > 0)
		return ch + p->bonus_ms;
	return ch;
}

static int64_t rem_signed(const struct anna_clock *c, int side, uint64_t now)
{
	int64_t r = c->base[side];
	if (side == c->to_move)
		r -= (int64_t)charge(cur(c, side), elapsed(c, now));
	return r;
}

uint64_t anna_clock_remaining(const struct anna_clock *c, int side, uint64_t now_ms)
{
	if (!valid_side(side) || c->flag[side].fallen)
		return 0;
	int64_t r = rem_signed(c, side, now_ms);
	return r > 0 ? (uint64_t)r : 0;
}

uint64_t anna_clock_used(const struct anna_clock *c, int side, uint64_t now_ms)
{
	if (!valid_side(side))
		return 0;
	return c->used[side] + (side == c->to_move ? elapsed(c, now_ms) : 0);
}

/* The instant the side on move reaches the given elapsed time. */
static uint64_t instant_of_elapsed(const struct anna_clock *c, uint64_t e)
{
	if (e <= c->turn_elapsed)
		return c->seg_start > c->last_ms ? c->seg_start : c->last_ms;
	uint64_t t = c->seg_start + (e - c->turn_elapsed);
	return t > c->last_ms ? t : c->last_ms;
}

/* ---- warnings ---------------------------------------------------------- */

/* The largest warning threshold below x, 0 if none. */
static uint64_t threshold_below(const struct anna_clock_schedule *sc, uint64_t x)
{
	uint64_t best = 0;
	if (x == 0)
		return 0;
	if (sc->coarse_step_ms) {
		uint64_t t = (x - 1) / sc->coarse_step_ms * sc->coarse_step_ms;
		if (t > sc->fine_below_ms && t > best)
			best = t;
	}
	if (sc->fine_step_ms) {
		uint64_t y = x - 1 < sc->fine_below_ms ? x - 1 : sc->fine_below_ms;
		uint64_t t = y / sc->fine_step_ms * sc->fine_step_ms;
		if (t > best)
			best = t;
	}
	for (unsigned i = 0; i < sc->nfinal && i < ANNA_CLOCK_MAX_FINAL_WARNINGS; i++)
		if (sc->final_ms[i] < x && sc->final_ms[i] > best)
			best = sc->final_ms[i];
	return best;
}

/* CLK-16: automatic announcements only where the policy allows them. */
static bool auto_allowed(const struct anna_clock *c, int side)
{
	if (c->set.mode == ANNA_CLOCK_COMPETITION)
		return c->set.competition_warnings && side == c->set.vi_side;
	return (c->set.warn_sides >> side) & 1u;
}

/* At the start of a running segment: the next warning of the side on move. */
static void arm_warning(struct anna_clock *c, uint64_t now)
{
	int s = c->to_move;
	if (!valid_side(s))
		return;
	uint64_t r = anna_clock_remaining(c, s, now);
	if (r > c->warned_floor[s])
		r = c->warned_floor[s];
	c->pending_warn[s] = threshold_below(&c->set.schedule, r);
}

void anna_clock_set_warnings(struct anna_clock *c, bool competition_warnings, uint64_t now_ms)
{
	c->set.competition_warnings = competition_warnings;
	if (c->state == ANNA_CLOCK_RUNNING)
		arm_warning(c, now_ms);
}

static uint64_t flag_deadline(const struct anna_clock *c)
{
	int s = c->to_move;
	if (c->flag[s].fallen)
		return ANNA_CLOCK_NO_DEADLINE;
	int64_t b = c->base[s];
	return instant_of_elapsed(c, elapsed_for_charge(cur(c, s),
							 b > 0 ? (uint64_t)b : 0));
}

static uint64_t warn_deadline(const struct anna_clock *c, uint64_t t)
{
	int s = c->to_move;
	int64_t ch = c->base[s] - (int64_t)t;
	return instant_of_elapsed(c, elapsed_for_charge(cur(c, s),
							 ch > 0 ? (uint64_t)ch : 0));
}

/* ---- announcements ----------------------------------------------------- */

/* Moves `side` still has to make in its period; 0 = rest of game. */
static unsigned moves_to_control(const struct anna_clock *c, int side)
{
	if (!valid_side(side) || c->block_end[side] == 0)
		return 0;
	return c->block_end[side] > c->moves[side]
		? c->block_end[side] - c->moves[side] : 0;
}

static void fill(const struct anna_clock *c, struct anna_clock_announcement *a,
		 enum anna_clock_ann_kind kind, int side, int listener, uint64_t at)
{
	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->side = side;
	a->listener = listener;
	a->at_ms = at;
	for (int s = 0; s < 2; s++) {
		a->remaining_ms[s] = anna_clock_remaining(c, s, at);
		a->moves_made[s] = c->moves[s];
		a->used_ms[s] = anna_clock_used(c, s, at);
	}
	a->period = c->period[side];
	a->moves_to_control = moves_to_control(c, side);
	a->sudden_death = c->block_end[side] == 0;
}

static void push(struct anna_clock *c, const struct anna_clock_announcement *a)
{
	if (c->nqueue == ANNA_CLOCK_QUEUE) {
		/* Full: the oldest one that is not a flag fall gives way. */
		size_t drop = 0;
		for (size_t i = 0; i < c->nqueue; i++)
			if (c->queue[i].kind != ANNA_CLOCK_ANN_FLAG) {
				drop = i;
				break;
			}
		memmove(&c->queue[drop], &c->queue[drop + 1],
			(c->nqueue - drop - 1) * sizeof(c->queue[0]));
		c->nqueue--;
	}
	c->queue[c->nqueue++] = *a;
}

int anna_clock_poll(struct anna_clock *c, struct anna_clock_announcement *out)
{
	if (c->nqueue == 0)
		return 0;
	*out = c->queue[0];
	memmove(&c->queue[0], &c->queue[1], (c->nqueue - 1) * sizeof(c->queue[0]));
	c->nqueue--;
	return 1;
}

/* ---- processing time --------------------------------------------------- */

/* CLK-7: the exact instant is kept; CLK-8: with the period and the moves
 * completed, for the check against the scoresheet. */
static void fall(struct anna_clock *c, int side, uint64_t at)
{
	struct anna_clock_flag *f = &c->flag[side];
	f->fallen = true;
	f->at_ms = at;
	f->period = c->period[side];
	f->moves_made = c->moves[side];
	f->moves_required = c->block_end[side];
	c->pending_warn[side] = 0;
	struct anna_clock_announcement a;
	fill(c, &a, ANNA_CLOCK_ANN_FLAG, side, -1, at);
	push(c, &a); /* a flag fall is always announced */
}

/* Everything due up to now, in order; now >= last_ms. */
static void advance_to(struct anna_clock *c, uint64_t now)
{
	if (c->state == ANNA_CLOCK_RUNNING) {
		int s = c->to_move;
		uint64_t f = flag_deadline(c);
		uint64_t t = c->pending_warn[s];
		if (f <= now) {
			/* Warnings not given by now are stale: the flag fell. */
			fall(c, s, f);
		} else if (t && auto_allowed(c, s) && warn_deadline(c, t) <= now) {
			/* Late callers hear only the lowest threshold passed. */
			uint64_t lower;
			while ((lower = threshold_below(&c->set.schedule, t)) &&
			       warn_deadline(c, lower) <= now)
				t = lower;
			struct anna_clock_announcement a;
			fill(c, &a, ANNA_CLOCK_ANN_WARNING, s, -1, warn_deadline(c, t));
			a.threshold_ms = t;
			push(c, &a);
			c->warned_floor[s] = t;
			c->pending_warn[s] = threshold_below(&c->set.schedule, t);
		}
	}
	if (now > c->last_ms)
		c->last_ms = now;
}

static enum anna_status check_time(const struct anna_clock *c, uint64_t now,
				   struct anna_error *err)
{
	if (now >= c->last_ms)
		return ANNA_OK;
	char a[24], b[24];
	snprintf(a, sizeof(a), "%llu", (unsigned long long)now);
	snprintf(b, sizeof(b), "%llu", (unsigned long long)c->last_ms);
	return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_CLOCK_TIME_BACKWARDS, a, b);
}

/* an event the state does not take, named in full. */
static enum anna_status bad_state(const struct anna_clock *c,
				  enum anna_clock_event ev, struct anna_error *err)
{
	return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CLOCK_STATE,
			      anna_clock_event_str(ev), anna_clock_state_str(c->state));
}

/* Checks state (bitmask of states taking the event) and time, then
 * processes what is due. */
static enum anna_status enter(struct anna_clock *c, enum anna_clock_event ev,
			      unsigned states, uint64_t now, struct anna_error *err)
{
	if (!((states >> c->state) & 1u))
		return bad_state(c, ev, err);
	enum anna_status st = check_time(c, now, err);
	if (st != ANNA_OK)
		return st;
	advance_to(c, now);
	return ANNA_OK;
}

#define S(x) (1u << ANNA_CLOCK_##x)

static bool grow(void **arr, size_t *cap, size_t n, size_t elem)
{
	if (n < *cap)
		return true;
	void *p = realloc(*arr, *cap * 2 * elem);
	if (!p)
		return false;
	*arr = p;
	*cap *= 2;
	return true;
}

static enum anna_status reserve(struct anna_clock *c, bool hist, bool log,
				struct anna_error *err)
{
	if ((hist && !grow((void **)&c->hist, &c->cap_hist, c->nhist, sizeof(*c->hist))) ||
	    (log && !grow((void **)&c->log, &c->cap_log, c->nlog, sizeof(*c->log))))
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_NONE);
	return ANNA_OK;
}

static void snapshot(struct anna_clock *c, int mover, uint64_t now)
{
	struct anna_clock_snapshot *s = &c->hist[c->nhist];
	s->ply = (unsigned)c->nhist;
	s->mover = mover;
	s->at_ms = now;
	for (int i = 0; i < 2; i++) {
		s->remaining_ms[i] = anna_clock_remaining(c, i, now);
		s->moves_made[i] = c->moves[i];
		s->used_ms[i] = c->used[i];
		s->period[i] = c->period[i];
		s->flag[i] = c->flag[i];
	}
	c->nhist++;
}

static void log_entry(struct anna_clock *c, const struct anna_clock_adjustment *a)
{
	c->log[c->nlog++] = *a;
}

/* ---- events ------------------------------------------------------------ */

enum anna_status anna_clock_start(struct anna_clock *c, uint64_t now_ms, int side,
				  struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_START, S(READY), now_ms, err)) != ANNA_OK)
		return st;
	if (!valid_side(side))
		return bad_side(err, side);
	if ((st = reserve(c, true, false, err)) != ANNA_OK)
		return st;
	/* CLK-4: credited before each move: the first move's increment now. */
	for (int s = 0; s < 2; s++) {
		const struct anna_tc_period *p = cur(c, s);
		if (c->set.credit == ANNA_CLOCK_CREDIT_BEFORE &&
		    p->bonus == ANNA_TC_BONUS_INCREMENT && !c->flag[s].fallen)
			c->base[s] += (int64_t)p->bonus_ms;
	}
	c->to_move = side;
	c->first_side = side;
	c->turn_elapsed = 0;
	c->seg_start = now_ms;
	c->state = ANNA_CLOCK_RUNNING;
	snapshot(c, -1, now_ms);
	arm_warning(c, now_ms);
	advance_to(c, now_ms); /* a side started with no time falls at once */
	return ANNA_OK;
}

enum anna_status anna_clock_press(struct anna_clock *c, uint64_t now_ms, int side,
				  struct anna_error *err)
{
	enum anna_status st;
	if (!valid_side(side))
		return bad_side(err, side);
	if ((st = enter(c, ANNA_CLOCK_EV_PRESS, S(RUNNING), now_ms, err)) != ANNA_OK)
		return st;
	if (side != c->to_move)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CLOCK_NOT_ON_MOVE);
	if ((st = reserve(c, true, false, err)) != ANNA_OK)
		return st;
	const struct anna_tc_period *p = cur(c, side);
	uint64_t e = elapsed(c, now_ms);
	bool fallen = c->flag[side].fallen;
	if (fallen) {
		c->base[side] = 0; /* no automatic time after a fall */
	} else {
		c->base[side] -= (int64_t)charge(p, e);
		if (p->bonus == ANNA_TC_BONUS_BRONSTEIN)
			c->base[side] += (int64_t)(e < p->bonus_ms ? e : p->bonus_ms);
		if (p->bonus == ANNA_TC_BONUS_INCREMENT &&
		    c->set.credit == ANNA_CLOCK_CREDIT_AFTER)
			c->base[side] += (int64_t)p->bonus_ms;
	}
	c->moves[side]++;
	c->used[side] += e;
	uint64_t added = 0;
	bool reached = false;
	if (c->block_end[side] && c->moves[side] >= c->block_end[side]) {
		/* CLK-2: the period is complete; the next one's time is added. */
		c->period[side] = anna_tc_period_of_move(&c->tc, c->moves[side] + 1,
							 &c->block_end[side]);
		reached = true;
		if (!fallen) {
			added = c->tc.periods[c->period[side]].base_ms;
			c->base[side] += (int64_t)added;
			c->warned_floor[side] = UINT64_MAX;
		}
	}
	p = cur(c, side);
	if (!fallen && p->bonus == ANNA_TC_BONUS_INCREMENT &&
	    c->set.credit == ANNA_CLOCK_CREDIT_BEFORE)
		c->base[side] += (int64_t)p->bonus_ms;
	c->to_move = side ^ 1;
	c->turn_elapsed = 0;
	c->seg_start = now_ms;
	snapshot(c, side, now_ms);
	if (reached && !fallen && auto_allowed(c, side)) {
		struct anna_clock_announcement a;
		fill(c, &a, ANNA_CLOCK_ANN_CONTROL_REACHED, side, -1, now_ms);
		a.added_ms = added;
		push(c, &a);
	}
	arm_warning(c, now_ms);
	advance_to(c, now_ms);
	return ANNA_OK;
}

/* CLK-14: every pause with its actor and reason. */
enum anna_status anna_clock_pause(struct anna_clock *c, uint64_t now_ms,
				  enum anna_clock_actor actor,
				  enum anna_clock_reason reason,
				  struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_PAUSE, S(RUNNING), now_ms, err)) != ANNA_OK)
		return st;
	if ((st = reserve(c, false, true, err)) != ANNA_OK)
		return st;
	c->turn_elapsed = elapsed(c, now_ms);
	c->state = ANNA_CLOCK_PAUSED;
	struct anna_clock_adjustment a = {
		.kind = ANNA_CLOCK_ADJ_PAUSE, .reason = reason, .actor = actor,
		.at_ms = now_ms, .side = c->to_move,
		.before_ms = anna_clock_remaining(c, c->to_move, now_ms),
	};
	a.after_ms = a.before_ms;
	log_entry(c, &a);
	return ANNA_OK;
}

enum anna_status anna_clock_resume(struct anna_clock *c, uint64_t now_ms,
				   enum anna_clock_actor actor,
				   struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_RESUME, S(PAUSED), now_ms, err)) != ANNA_OK)
		return st;
	if ((st = reserve(c, false, true, err)) != ANNA_OK)
		return st;
	c->state = ANNA_CLOCK_RUNNING;
	c->seg_start = now_ms;
	arm_warning(c, now_ms);
	advance_to(c, now_ms);
	struct anna_clock_adjustment a = {
		.kind = ANNA_CLOCK_ADJ_RESUME, .reason = ANNA_CLOCK_REASON_ARBITER,
		.actor = actor, .at_ms = now_ms, .side = c->to_move,
		.before_ms = anna_clock_remaining(c, c->to_move, now_ms),
	};
	a.after_ms = a.before_ms;
	log_entry(c, &a);
	return ANNA_OK;
}

enum anna_status anna_clock_stop(struct anna_clock *c, uint64_t now_ms,
				 struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_STOP, S(READY) | S(RUNNING) | S(PAUSED),
			now_ms, err)) != ANNA_OK)
		return st;
	c->turn_elapsed = elapsed(c, now_ms);
	c->state = ANNA_CLOCK_STOPPED;
	return ANNA_OK;
}

enum anna_status anna_clock_advance(struct anna_clock *c, uint64_t now_ms,
				    struct anna_error *err)
{
	return enter(c, ANNA_CLOCK_EV_ADVANCE,
		     S(READY) | S(RUNNING) | S(PAUSED) | S(STOPPED), now_ms, err);
}

/* The side on move starts a new charge from now: its remaining time stays,
 * its turn's running time restarts (used when its bonus rule changes). */
static void rebase(struct anna_clock *c, uint64_t now)
{
	if (c->to_move < 0)
		return;
	c->used[c->to_move] += elapsed(c, now);
	c->base[c->to_move] = rem_signed(c, c->to_move, now);
	c->turn_elapsed = 0;
	c->seg_start = now;
}

static void set_remaining(struct anna_clock *c, int side, uint64_t v, uint64_t now)
{
	if (side == c->to_move)
		c->base[side] = (int64_t)v + (int64_t)charge(cur(c, side),
							     elapsed(c, now));
	else
		c->base[side] = (int64_t)v;
	c->warned_floor[side] = UINT64_MAX;
	if (v > 0)
		c->flag[side].fallen = false; /* CLK-15: the arbiter gave time */
	else if (!c->flag[side].fallen && c->state != ANNA_CLOCK_READY)
		fall(c, side, now);
}

static bool same_bonus(const struct anna_tc_period *a, const struct anna_tc_period *b)
{
	return a->bonus == b->bonus && a->bonus_ms == b->bonus_ms;
}

static enum anna_status bad_value(struct anna_error *err, long long v)
{
	char n[24];
	snprintf(n, sizeof(n), "%lld", v);
	return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_CLOCK_ADJUST, n);
}

/* CLK-15 (and CLK-12, ILL-8, QPF-2/3): the arbiter's changes, all logged. */
enum anna_status anna_clock_adjust(struct anna_clock *c, uint64_t now_ms,
				   const struct anna_clock_adjustment *adj,
				   struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_ADJUST, S(READY) | S(RUNNING) | S(PAUSED),
			now_ms, err)) != ANNA_OK)
		return st;
	struct anna_clock_adjustment a = *adj;
	a.at_ms = now_ms;
	int s = a.side;
	if (a.kind != ANNA_CLOCK_ADJ_SET_BONUS && !valid_side(s))
		return bad_side(err, s);
	if ((st = reserve(c, false, true, err)) != ANNA_OK)
		return st;
	a.before_ms = valid_side(s) ? anna_clock_remaining(c, s, now_ms) : 0;
	switch (a.kind) {
	case ANNA_CLOCK_ADJ_SET_TIME:
		if (a.value < 0 || (uint64_t)a.value > ANNA_TC_MAX_MS)
			return bad_value(err, a.value);
		set_remaining(c, s, (uint64_t)a.value, now_ms);
		break;
	case ANNA_CLOCK_ADJ_ADD_TIME: {
		if (a.value < -(int64_t)ANNA_TC_MAX_MS || a.value > (int64_t)ANNA_TC_MAX_MS)
			return bad_value(err, a.value);
		int64_t v = (int64_t)a.before_ms + a.value;
		if (v < 0)
			v = 0; /* a deduction stops at zero */
		if (v > (int64_t)ANNA_TC_MAX_MS)
			v = (int64_t)ANNA_TC_MAX_MS;
		set_remaining(c, s, (uint64_t)v, now_ms);
		break;
	}
	case ANNA_CLOCK_ADJ_SET_MOVES: {
		if (a.value < 0 || a.value > 100000)
			return bad_value(err, a.value);
		struct anna_tc_period old = *cur(c, s);
		unsigned block;
		unsigned np = anna_tc_period_of_move(&c->tc, (unsigned)a.value + 1, &block);
		if (s == c->to_move && !same_bonus(&old, &c->tc.periods[np]))
			rebase(c, now_ms);
		c->moves[s] = (unsigned)a.value;
		c->period[s] = np;
		c->block_end[s] = block;
		break;
	}
	case ANNA_CLOCK_ADJ_SET_BONUS: {
		/* QPF-2: from the earliest period either side is in, onward. */
		if (a.value < 0 || (uint64_t)a.value > ANNA_TC_MAX_MS ||
		    (a.bonus == ANNA_TC_BONUS_NONE) != (a.value == 0) ||
		    a.bonus > ANNA_TC_BONUS_BRONSTEIN)
			return bad_value(err, a.value);
		unsigned from = c->period[0] < c->period[1] ? c->period[0] : c->period[1];
		if (c->to_move >= 0)
			rebase(c, now_ms);
		for (unsigned i = from; i < c->tc.nperiods; i++) {
			c->tc.periods[i].bonus = a.bonus;
			c->tc.periods[i].bonus_ms = (uint64_t)a.value;
		}
		a.side = -1;
		break;
	}
	default:
		return bad_value(err, a.kind);
	}
	a.after_ms = valid_side(a.side) ? anna_clock_remaining(c, a.side, now_ms) : 0;
	log_entry(c, &a);
	if (c->state == ANNA_CLOCK_RUNNING) {
		arm_warning(c, now_ms);
		advance_to(c, now_ms);
	}
	return ANNA_OK;
}

/* CLK-15, VI-13: back to the clock as it was after an earlier ply. */
enum anna_status anna_clock_restore(struct anna_clock *c, uint64_t now_ms,
				    unsigned ply, enum anna_clock_reason reason,
				    struct anna_error *err)
{
	enum anna_status st;
	if ((st = enter(c, ANNA_CLOCK_EV_RESTORE,
			S(RUNNING) | S(PAUSED) | S(STOPPED), now_ms, err)) != ANNA_OK)
		return st;
	if (ply >= c->nhist) {
		char a[16], b[16];
		snprintf(a, sizeof(a), "%u", ply);
		snprintf(b, sizeof(b), "%zu", c->nhist);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_CLOCK_PLY, a, b);
	}
	if ((st = reserve(c, false, true, err)) != ANNA_OK)
		return st;
	const struct anna_clock_snapshot *snap = &c->hist[ply];
	struct anna_clock_adjustment a = {
		.kind = ANNA_CLOCK_ADJ_RESTORE, .reason = reason,
		.actor = ANNA_CLOCK_ACTOR_ARBITER, .at_ms = now_ms, .side = -1,
		.value = ply,
	};
	for (int s = 0; s < 2; s++) {
		c->base[s] = (int64_t)snap->remaining_ms[s];
		c->moves[s] = snap->moves_made[s];
		c->used[s] = snap->used_ms[s];
		c->period[s] = snap->period[s];
		anna_tc_period_of_move(&c->tc, c->moves[s] + 1, &c->block_end[s]);
		c->flag[s] = snap->flag[s];
		c->warned_floor[s] = UINT64_MAX;
		c->pending_warn[s] = 0;
	}
	c->to_move = c->first_side ^ (int)(ply & 1);
	c->turn_elapsed = 0;
	c->seg_start = now_ms;
	c->nhist = ply + 1;
	c->state = ANNA_CLOCK_PAUSED;
	log_entry(c, &a);
	return ANNA_OK;
}

/* ---- reading the clock ------------------------------------------------- */

int anna_clock_side_to_move(const struct anna_clock *c) { return c->to_move; }

unsigned anna_clock_moves_made(const struct anna_clock *c, int side)
{
	return valid_side(side) ? c->moves[side] : 0;
}

unsigned anna_clock_period(const struct anna_clock *c, int side)
{
	return valid_side(side) ? c->period[side] : 0;
}

uint64_t anna_clock_delay_left(const struct anna_clock *c, uint64_t now_ms)
{
	if (c->to_move < 0 || c->state == ANNA_CLOCK_STOPPED)
		return 0;
	const struct anna_tc_period *p = cur(c, c->to_move);
	if (p->bonus != ANNA_TC_BONUS_DELAY)
		return 0;
	uint64_t e = elapsed(c, now_ms);
	return e < p->bonus_ms ? p->bonus_ms - e : 0;
}

uint64_t anna_clock_next_deadline(const struct anna_clock *c)
{
	if (c->state != ANNA_CLOCK_RUNNING)
		return ANNA_CLOCK_NO_DEADLINE;
	int s = c->to_move;
	uint64_t d = flag_deadline(c);
	uint64_t t = c->pending_warn[s];
	if (t && !c->flag[s].fallen && auto_allowed(c, s)) {
		uint64_t w = warn_deadline(c, t);
		if (w < d)
			d = w;
	}
	return d;
}

const struct anna_clock_flag *anna_clock_flag(const struct anna_clock *c, int side)
{
	return valid_side(side) ? &c->flag[side] : NULL;
}

int anna_clock_first_flag(const struct anna_clock *c)
{
	const struct anna_clock_flag *w = &c->flag[ANNA_WHITE], *b = &c->flag[ANNA_BLACK];
	if (w->fallen && (!b->fallen || w->at_ms <= b->at_ms))
		return ANNA_WHITE;
	return b->fallen ? ANNA_BLACK : -1;
}

enum anna_status anna_clock_query(const struct anna_clock *c, uint64_t now_ms,
				  enum anna_clock_query query, int listener,
				  struct anna_clock_announcement *out,
				  struct anna_error *err)
{
	if (!valid_side(listener))
		return bad_side(err, listener);
	enum anna_status st = check_time(c, now_ms, err);
	if (st != ANNA_OK)
		return st;
	switch (query) {
	case ANNA_CLOCK_Q_OWN_TIME:
		fill(c, out, ANNA_CLOCK_ANN_TIME, listener, listener, now_ms);
		return ANNA_OK;
	case ANNA_CLOCK_Q_OPPONENT_TIME:
		fill(c, out, ANNA_CLOCK_ANN_TIME, listener ^ 1, listener, now_ms);
		return ANNA_OK;
	case ANNA_CLOCK_Q_BOTH_TIMES:
		fill(c, out, ANNA_CLOCK_ANN_TIME_BOTH, listener, listener, now_ms);
		return ANNA_OK;
	case ANNA_CLOCK_Q_MOVES_MADE:
		fill(c, out, ANNA_CLOCK_ANN_MOVES_MADE, listener, listener, now_ms);
		return ANNA_OK;
	case ANNA_CLOCK_Q_MOVES_TO_CONTROL:
		fill(c, out, ANNA_CLOCK_ANN_MOVES_TO_CONTROL, listener, listener, now_ms);
		return ANNA_OK;
	case ANNA_CLOCK_Q_TIME_USED:
		fill(c, out, ANNA_CLOCK_ANN_TIME_USED, listener, listener, now_ms);
		return ANNA_OK;
	}
	return bad_value(err, query);
}

size_t anna_clock_history_count(const struct anna_clock *c) { return c->nhist; }

const struct anna_clock_snapshot *anna_clock_history(const struct anna_clock *c,
						     size_t ply)
{
	return ply < c->nhist ? &c->hist[ply] : NULL;
}

size_t anna_clock_adjustment_count(const struct anna_clock *c) { return c->nlog; }

const struct anna_clock_adjustment *anna_clock_adjustment(const struct anna_clock *c,
							  size_t i)
{
	return i < c->nlog ? &c->log[i] : NULL;
}

/* ---- [%clk] ------------------------------------------------------------ */

int anna_clock_write_clk(uint64_t ms, bool millis, char *buf, size_t size)
{
	unsigned long long sec = ms / 1000, f = ms % 1000;
	if (!millis || f == 0)
		return snprintf(buf, size, "%llu:%02llu:%02llu", sec / 3600,
				sec / 60 % 60, sec % 60);
	/* the fraction without trailing zeros: 4.5, 4.05, 4.005 */
	int digits = f % 100 == 0 ? 1 : f % 10 == 0 ? 2 : 3;
	unsigned long long frac = digits == 1 ? f / 100 : digits == 2 ? f / 10 : f;
	return snprintf(buf, size, "%llu:%02llu:%02llu.%0*llu", sec / 3600,
			sec / 60 % 60, sec % 60, digits, frac);
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

size_t anna_clock_scan_clk(const char *s, size_t len, uint64_t *ms)
{
	size_t i = 0;
	uint64_t h = 0, part[2], frac = 0;
	while (i < len && i < 4 && is_digit(s[i]))
		h = h * 10 + (uint64_t)(s[i++] - '0');
	if (i == 0)
		return 0;
	for (int k = 0; k < 2; k++) {
		if (i + 3 > len || s[i] != ':' || !is_digit(s[i + 1]) || !is_digit(s[i + 2]))
			return 0;
		part[k] = (uint64_t)(s[i + 1] - '0') * 10 + (uint64_t)(s[i + 2] - '0');
		if (part[k] > 59)
			return 0;
		i += 3;
	}
	if (i < len && s[i] == '.') {
		uint64_t unit = 100;
		i++;
		if (i == len || !is_digit(s[i]))
			return 0;
		while (i < len && is_digit(s[i])) {
			if (unit == 0)
				return 0; /* more than milliseconds */
			frac += unit * (uint64_t)(s[i++] - '0');
			unit /= 10;
		}
	}
	*ms = ((h * 60 + part[0]) * 60 + part[1]) * 1000 + frac;
	return i;
}

enum anna_status anna_clock_parse_clk(const char *text, uint64_t *ms,
				      struct anna_error *err)
{
	uint64_t v;
	size_t len = text ? strlen(text) : 0;
	if (len == 0 || anna_clock_scan_clk(text, len, &v) != len)
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_CLOCK_CLK,
				      text ? text : "");
	*ms = v;
	return ANNA_OK;
}

/* ---- the verdict ------------------------------------------------------- */

static enum anna_flag_verdict by_mate(enum anna_mate_answer mate)
{
	/* CLK-9: help-mate criterion; unproven means "loss unless ruled". */
	switch (mate) {
	case ANNA_MATE_YES: return ANNA_FLAG_LOSS;
	case ANNA_MATE_NO: return ANNA_FLAG_DRAW;
	case ANNA_MATE_UNKNOWN: break;
	}
	return ANNA_FLAG_LOSS_UNLESS_ARBITER;
}

enum anna_flag_verdict anna_clock_flag_verdict(const struct anna_flag_case *c)
{
	/* RB-2/RB-3: rapid and blitz without adequate supervision: A.4. */
	bool a4 = !c->supervised && c->game_class != ANNA_TC_STANDARD;
	if (c->both_fallen && !c->order_known) {
		/* CLK-17, 2009 A4: both flags down is a draw. */
		if (a4 && c->edition == 2009)
			return ANNA_FLAG_DRAW;
		/* CLK-10: 2017 has it only in Annex G. */
		if (c->edition == 2017 && !c->annex_g)
			return ANNA_FLAG_ARBITER;
		return c->final_period ? ANNA_FLAG_DRAW : ANNA_FLAG_PLAY_ON;
	}
	if (a4) {
		/* CLK-17: 2009/2014 a flag counts on a valid claim; 2017's
		 * arbiter calls a fall he sees. */
		if (!c->claimed && c->edition != 2017)
			return ANNA_FLAG_AWAIT_CLAIM;
		if (c->claimed && !c->claimant_has_time)
			return c->edition == 2009 ? ANNA_FLAG_DRAW : ANNA_FLAG_CLAIM_FAILS;
	}
	return by_mate(c->mate);
}

enum anna_status anna_clock_flag_case(const struct anna_clock *c,
				      enum anna_mate_answer mate,
				      struct anna_flag_case *fc,
				      struct anna_error *err)
{
	int side = anna_clock_first_flag(c);
	if (side < 0)
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CLOCK_NO_FLAG);
	memset(fc, 0, sizeof(*fc));
	fc->edition = c->set.edition;
	fc->game_class = c->set.game_class;
	fc->supervised = c->set.supervised;
	fc->annex_g = c->set.annex_g;
	fc->flagged = side;
	fc->both_fallen = c->flag[0].fallen && c->flag[1].fallen;
	fc->order_known = true;
	fc->final_period = c->flag[side].moves_required == 0;
	fc->claimed = false;
	fc->claimant_has_time = !c->flag[side ^ 1].fallen;
	fc->mate = mate;
	return ANNA_OK;
}
