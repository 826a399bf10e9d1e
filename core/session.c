/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session.c: the referee (session.h): its life cycle, the list of
 * actions an event gives, anna_session_feed() and the accessors. The
 * dispatch by state is in session_states.c; session_private.h says where
 * each rule lives.
 */
#include "core/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/session_private.h"

/* ---- configuration ---------------------------------------------------- */

void anna_session_event_init(struct anna_session_event *ev,
			     enum anna_session_event_type type, uint64_t at_ms)
{
	memset(ev, 0, sizeof(*ev));
	ev->type = type;
	ev->at_ms = at_ms;
	ev->from = ev->to = ev->square = ANNA_NO_SQ;
	ev->promotion = ANNA_NO_TYPE;
}

/* The default time control: 90 minutes for 40 moves, then 30 minutes,
 * 30 s added per move from the first. */
#define DEFAULT_FIRST_MOVES 40u
#define DEFAULT_FIRST_MS (90ULL * 60000)
#define DEFAULT_REST_MS (30ULL * 60000)
#define DEFAULT_INCREMENT_MS 30000u

void anna_session_config_default(struct anna_session_config *config)
{
	memset(config, 0, sizeof(*config));
	anna_policy_default(&config->policy);
	config->vi_side = ANNA_WHITE;
	config->vi_sensor_board = true;
	config->tc.nperiods = 2;
	config->tc.periods[0] = (struct anna_tc_period){ DEFAULT_FIRST_MOVES, DEFAULT_FIRST_MS,
		ANNA_TC_BONUS_INCREMENT, DEFAULT_INCREMENT_MS };
	config->tc.periods[1] = (struct anna_tc_period){ 0, DEFAULT_REST_MS,
		ANNA_TC_BONUS_INCREMENT, DEFAULT_INCREMENT_MS };
	config->announce_gap_ms = ANNA_SESSION_ANNOUNCE_GAP_MS;
	anna_clock_settings_default(&config->clock, &config->tc);
}

/* ---- small facts ------------------------------------------------------ */

int ses_side_of(const struct anna_session *s, enum anna_role role)
{
	return role == ANNA_ROLE_VI ? s->cfg.vi_side : 1 - s->cfg.vi_side;
}

enum anna_role ses_role_of(const struct anna_session *s, int side)
{
	return side == s->cfg.vi_side ? ANNA_ROLE_VI : ANNA_ROLE_SIGHTED;
}

bool ses_may(const struct anna_session *s, enum anna_say what, enum anna_role to)
{
	return anna_policy_may_say(&s->cfg.policy, what, to);
}

enum anna_session_state ses_to_move_state(const struct anna_session *s)
{
	return s->game.pos.side == s->cfg.vi_side ? ANNA_SESSION_VI_TO_MOVE
						  : ANNA_SESSION_SIGHTED_TO_MOVE;
}

uint16_t ses_find_move(const struct anna_position *pos, int from, int to,
		       enum anna_piece_type promo, bool *needs_piece)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	if (needs_piece)
		*needs_piece = false;
	for (size_t i = 0; i < n; i++) {
		if (anna_move_from(moves[i]) != from || anna_move_to(moves[i]) != to)
			continue;
		if (!anna_move_is_promotion(moves[i]))
			return promo == ANNA_NO_TYPE ? moves[i] : ANNA_MOVE_NONE;
		if (anna_move_promotion(moves[i]) == promo)
			return moves[i];
		if (promo == ANNA_NO_TYPE && needs_piece)
			*needs_piece = true;
	}
	return ANNA_MOVE_NONE;
}

enum anna_mate_answer ses_can_mate_why(const struct anna_session *s, int color,
				       enum anna_mate_reason *reason)
{
	unsigned long budget = s->cfg.mate_budget ? s->cfg.mate_budget : ANNA_MATE_BUDGET;
	struct anna_mate_verdict v; /* 2 KB, most of it the line */
	enum anna_mate_answer a = anna_unwinnable_decide_shared(&s->game.pos, color, budget, &v);
	if (reason)
		*reason = v.reason;
	return a;
}

enum anna_mate_answer ses_can_mate(const struct anna_session *s, int color)
{
	return ses_can_mate_why(s, color, NULL);
}

enum anna_game_result ses_loss_of(int side)
{
	return side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS : ANNA_RESULT_WHITE_WINS;
}

enum anna_clock_actor ses_actor_of(int side)
{
	return side == ANNA_WHITE ? ANNA_CLOCK_ACTOR_WHITE : ANNA_CLOCK_ACTOR_BLACK;
}

/* ---- life cycle ------------------------------------------------------- */

enum anna_status ses_setup_game(struct anna_session *s, const struct anna_position *start,
				struct anna_error *err)
{
	anna_game_fini(&s->game);
	enum anna_status st = anna_game_init(&s->game, s->cfg.policy.edition, start);
	if (st != ANNA_OK) {
		char e[16];
		snprintf(e, sizeof(e), "%d", (int)s->cfg.policy.edition);
		return anna_error_set(err, st, ANNA_MSG_TC_EDITION, e);
	}
	anna_scoresheet_fini(&s->vi_sheet);
	anna_scoresheet_fini(&s->sighted_sheet);
	anna_scoresheet_init(&s->vi_sheet, &s->game.start);
	anna_scoresheet_init(&s->sighted_sheet, &s->game.start);
	s->nplies = 0;
	return ANNA_OK;
}

void ses_reset_ply(struct anna_session *s)
{
	memset(&s->cur, 0, sizeof(s->cur));
	s->cur.index = (unsigned)s->game.count;
	s->cur.mover = s->game.pos.side;
	s->board.shows = SES_VI_NOTHING;
	s->board.promo_piece = ANNA_NO_TYPE;
	s->typed.on = s->typed.corrected = false;
	s->executed_early = false;
}

enum anna_status ses_build(struct anna_session *s, struct anna_error *err)
{
	struct anna_clock_settings cs = s->cfg.clock;
	cs.mode = s->cfg.policy.mode == ANNA_MODE_COMPETITION ? ANNA_CLOCK_COMPETITION
							      : ANNA_CLOCK_TRAINING;
	cs.vi_side = s->cfg.vi_side;
	cs.competition_warnings = s->cfg.policy.clock_warnings;
	cs.edition = (unsigned)s->cfg.policy.edition;
	cs.game_class = s->cfg.policy.game_type;
	cs.supervised = s->cfg.policy.supervised;
	anna_clock_free(s->clock);
	s->clock = NULL;
	enum anna_status st = anna_clock_new(&s->cfg.tc, &cs, &s->clock, err);
	if (st != ANNA_OK)
		return st;
	st = ses_setup_game(s, s->cfg.has_start ? &s->cfg.start : NULL, err);
	if (st != ANNA_OK)
		return st;
	s->state = ANNA_SESSION_SETUP;
	s->resume_to = ANNA_SESSION_SETUP;
	s->last_ms = 0;
	s->armed = ANNA_CLOCK_NO_DEADLINE;
	s->board.mismatch = s->board.drift = s->board.task_emitted = false;
	s->illegal[0] = s->illegal[1] = 0;
	s->early_press[0] = s->early_press[1] = 0;
	s->press_illegal[0] = s->press_illegal[1] = 0;
	s->offer_side = -1;
	s->offer_mark[0] = s->offer_mark[1] = false;
	memset(s->decisions, 0, sizeof(s->decisions));
	s->next_decision = 1;
	s->flag_reported[0] = s->flag_reported[1] = false;
	s->verdict_pending[0] = s->verdict_pending[1] = false;
	s->end = ANNA_END_NONE;
	s->overridden = false;
	s->obliged_side = -1;
	s->assistant_ok = s->cfg.assistant;
	ses_reset_ply(s);
	return ANNA_OK;
}

enum anna_status anna_session_new(const struct anna_session_config *config,
				  struct anna_session **out, struct anna_error *err)
{
	anna_error_clear(err);
	anna_core_init();
	if (config->vi_side != ANNA_WHITE && config->vi_side != ANNA_BLACK) {
		char v[16];
		snprintf(v, sizeof(v), "%d", config->vi_side);
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_SESSION_VI_SIDE, v);
	}
	struct anna_session *s = calloc(1, sizeof(*s));
	if (!s)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	s->cfg = *config;
	enum anna_status st = ses_build(s, err);
	if (st != ANNA_OK) {
		anna_session_free(s);
		return st;
	}
	*out = s;
	return ANNA_OK;
}

void anna_session_free(struct anna_session *s)
{
	if (!s)
		return;
	anna_clock_free(s->clock);
	anna_game_fini(&s->game);
	anna_scoresheet_fini(&s->vi_sheet);
	anna_scoresheet_fini(&s->sighted_sheet);
	free(s->plies);
	free(s->rec);
	free(s->proc);
	free(s);
}

void anna_session_set_transition_hook(struct anna_session *s, anna_session_transition_fn fn,
				      void *ctx)
{
	s->hook = fn;
	s->hook_ctx = fn ? ctx : NULL;
}

/* ---- the action list ---------------------------------------------------- */

size_t ses_room(const struct ses_out *o)
{
	return o->cap && o->n < o->cap - 1 ? o->cap - 1 - o->n : 0;
}

struct anna_session_action *ses_push(struct ses_out *o, enum anna_session_action_type t)
{
	/* the last slot is the timer's */
	if (t == ANNA_SA_ARM_TIMER ? o->n >= o->cap : ses_room(o) == 0)
		return NULL;
	struct anna_session_action *a = &o->a[o->n++];
	memset(a, 0, sizeof(*a));
	a->type = t;
	a->at_ms = o->at;
	return a;
}

struct anna_session_announcement *ses_announce(struct ses_out *o, enum anna_session_ann_kind k,
					       enum anna_role listener, int mover)
{
	struct anna_session_action *a = ses_push(o, ANNA_SA_ANNOUNCE);
	if (!a)
		return NULL;
	a->ann.kind = k;
	a->ann.listener = listener;
	a->ann.mover = mover;
	a->ann.from = a->ann.to = a->ann.square = ANNA_NO_SQ;
	a->ann.promotion = ANNA_NO_TYPE;
	return &a->ann;
}

void ses_announce_both(struct ses_out *o, const struct anna_session_announcement *tmpl)
{
	for (int r = ANNA_ROLE_VI; r <= ANNA_ROLE_SIGHTED; r++) {
		struct anna_session_announcement *a =
			ses_announce(o, tmpl->kind, (enum anna_role)r, tmpl->mover);
		if (a) {
			*a = *tmpl;
			a->listener = (enum anna_role)r;
		}
	}
}

void ses_both_template(struct anna_session_announcement *t, enum anna_session_ann_kind k,
		       int mover)
{
	memset(t, 0, sizeof(*t));
	t->kind = k;
	t->mover = mover;
	t->from = t->to = t->square = ANNA_NO_SQ;
}

void ses_tell_both(struct ses_out *o, enum anna_session_ann_kind k, int mover)
{
	ses_announce(o, k, ANNA_ROLE_VI, mover);
	ses_announce(o, k, ANNA_ROLE_SIGHTED, mover);
}

void ses_tell_paused(const struct anna_session *s, struct ses_out *o, enum anna_clock_reason why)
{
	for (int who = ANNA_ROLE_VI; who <= ANNA_ROLE_SIGHTED; who++) {
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_PAUSED, (enum anna_role)who, -1);
		if (a) {
			a->pause_reason = why;
			a->self_paused = !anna_policy_has_arbiter(&s->cfg.policy);
		}
	}
}

void ses_refuse(struct ses_out *o, enum anna_role to, enum anna_session_refusal r, int mover)
{
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_REFUSED, to, mover);
	if (a)
		a->refusal = r;
}

struct anna_session_report *ses_report(struct ses_out *o, enum anna_session_report_kind k,
				       int side)
{
	struct anna_session_action *a = ses_push(o, ANNA_SA_REPORT);
	if (!a)
		return NULL;
	a->report.kind = k;
	a->report.side = side;
	a->report.from = a->report.to = ANNA_NO_SQ;
	return &a->report;
}

void ses_bug(struct ses_out *o, enum anna_session_state st, enum anna_session_event_type ev)
{
	struct anna_session_action *a = ses_push(o, ANNA_SA_BUG);
	if (a) {
		a->bug_state = st;
		a->bug_event = ev;
	}
}

bool ses_clock_ok(struct anna_session *s, struct ses_out *o, enum anna_status st)
{
	if (st == ANNA_OK)
		return true;
	ses_bug(o, s->state, o->ev);
	return false;
}

void ses_pause_if_running(struct anna_session *s, struct ses_out *o,
			  enum anna_clock_actor actor, enum anna_clock_reason reason)
{
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		ses_clock_ok(s, o, anna_clock_pause(s->clock, o->at, actor, reason, NULL));
}

void ses_vi_board(struct anna_session *s, struct ses_out *o, bool execute, uint16_t expected)
{
	struct ses_board *b = &s->board;
	if (b->task_emitted && b->task_execute == execute && b->task_expected == expected &&
	    b->task_ply == s->game.count)
		return;
	b->task_emitted = true;
	b->task_execute = execute;
	b->task_expected = expected;
	b->task_ply = s->game.count;
	struct anna_session_action *a = ses_push(o, ANNA_SA_VI_BOARD);
	if (a) {
		a->vi_execute = execute;
		a->vi_expected = expected;
	}
}

void ses_vi_board_restart(struct anna_session *s, struct ses_out *o)
{
	s->board.task_emitted = false;
	ses_vi_board(s, o, false, ANNA_MOVE_NONE);
}

void ses_vi_board_keep(struct anna_session *s, uint16_t move)
{
	struct ses_board *b = &s->board;
	if (b->task_emitted && b->task_execute && b->task_expected == move)
		b->task_ply = s->game.count;
}

void ses_hold_for_arbiter(struct anna_session *s, struct ses_out *o,
			  enum anna_session_state back, const struct anna_session_report *why)
{
	s->resume_to = back;
	s->state = ANNA_SESSION_ARBITER;
	/* both players hear why play stopped, and that the arbiter decides */
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_HELD, why ? why->side : -1);
	t.held_for = why ? (int)why->kind : (int)ANNA_SREP_COUNT;
	t.number = why ? why->decision : 0;
	ses_announce_both(o, &t);
}

/* ---- feeding ------------------------------------------------------------ */

/* Play is on (the clock may run): what it has due is said. */
static bool clock_on(const struct anna_session *s)
{
	return s->state != ANNA_SESSION_SETUP && s->state != ANNA_SESSION_ENDED;
}

size_t anna_session_feed(struct anna_session *s, const struct anna_session_event *ev,
			 struct anna_session_action *out, size_t cap)
{
	struct ses_out o = { out, 0, cap, ev->at_ms, ev->type };
	enum anna_session_state from = s->state;
	if (ev->at_ms < s->last_ms) {
		ses_bug(&o, s->state, ev->type); /* events must come in time order */
		o.at = s->last_ms;
	}
	s->last_ms = o.at;
	ses_settle(s, &o); /* a verdict deferred comes before anything new */
	if (clock_on(s)) {
		/* what was due up to now happens first (a flag before a press) */
		ses_clock_ok(s, &o, anna_clock_advance(s->clock, o.at, NULL));
		ses_drain_clock(s, &o);
	}
	if ((unsigned)ev->type >= ANNA_SEV_COUNT)
		ses_bug(&o, s->state, ev->type);
	else if (ev->type != ANNA_SEV_SETTLE) /* settled above */
		ses_dispatch(s, &o, ev);
	if (clock_on(s))
		ses_drain_clock(s, &o);
	/* VI-16: what the hearing-impaired opponent is told is shown */
	for (size_t i = 0; i < o.n && s->cfg.hearing_impaired_opponent; i++)
		if (out[i].type == ANNA_SA_ANNOUNCE && out[i].ann.listener == ANNA_ROLE_SIGHTED)
			out[i].ann.text = true;
	uint64_t d = anna_session_deadline(s);
	if (d != s->armed) {
		/* the slot kept for it: lost only when cap is 0 (then the
		 * next event arms it) */
		struct anna_session_action *a = ses_push(&o, ANNA_SA_ARM_TIMER);
		if (a) {
			a->deadline_ms = d;
			s->armed = d;
		}
	}
	if (s->hook)
		s->hook(s->hook_ctx, from, ev->type, s->state);
	return o.n;
}

/* ---- accessors --------------------------------------------------------- */

enum anna_session_state anna_session_state(const struct anna_session *s)
{
	return s->state;
}

const struct anna_game *anna_session_game(const struct anna_session *s)
{
	return &s->game;
}

const struct anna_clock *anna_session_clock(const struct anna_session *s)
{
	return s->clock;
}

const struct anna_policy *anna_session_policy(const struct anna_session *s)
{
	return &s->cfg.policy;
}

void anna_session_boards_differ(const struct anna_session *s, bool *vi, bool *sighted)
{
	*vi = s->board.mismatch || s->board.drift;
	*sighted = s->sighted_mismatch;
}

int anna_session_vi_side(const struct anna_session *s)
{
	return s->cfg.vi_side;
}

const struct anna_scoresheet *anna_session_vi_sheet(const struct anna_session *s)
{
	return &s->vi_sheet;
}

struct anna_scoresheet *anna_session_sighted_sheet(struct anna_session *s)
{
	return &s->sighted_sheet;
}

const struct anna_session_ply *anna_session_ply(const struct anna_session *s, size_t i)
{
	return i < s->nplies ? &s->plies[i] : NULL;
}

unsigned anna_session_illegal_count(const struct anna_session *s, int side)
{
	return (side == ANNA_WHITE || side == ANNA_BLACK) ? s->illegal[side] : 0;
}

unsigned anna_session_early_presses(const struct anna_session *s, int side)
{
	return (side == ANNA_WHITE || side == ANNA_BLACK) ? s->early_press[side] : 0;
}

void anna_session_vi_board(const struct anna_session *s, bool *execute,
			   uint16_t *expected, struct anna_position *pos)
{
	bool executing = s->state == ANNA_SESSION_VI_EXECUTING && s->game.count;
	bool ex = s->state == ANNA_SESSION_VI_EXECUTING ||
		  (s->state == ANNA_SESSION_SIGHTED_TO_MOVE && s->typed.on && s->typed.legal &&
		   !s->executed_early);
	uint16_t m = ANNA_MOVE_NONE;
	if (executing)
		m = s->game.plies[s->game.count - 1].move;
	else if (ex)
		m = s->typed.move;
	if (execute)
		*execute = ex;
	if (expected)
		*expected = m;
	if (pos) {
		if (executing)
			anna_game_position_at(&s->game, s->game.count - 1, pos);
		else
			*pos = s->game.pos;
	}
}

uint64_t anna_session_deadline(const struct anna_session *s)
{
	if (!clock_on(s))
		return ANNA_CLOCK_NO_DEADLINE;
	return anna_clock_next_deadline(s->clock);
}

unsigned anna_session_reconcile_decision(const struct anna_session *s)
{
	for (size_t i = 0; i < SES_MAX_DECISIONS; i++)
		if (s->decisions[i].id && s->decisions[i].reconcile)
			return s->decisions[i].id;
	return 0;
}

const struct anna_reconcile_result *anna_session_reconcile(const struct anna_session *s)
{
	return s->rec;
}
