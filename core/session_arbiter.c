/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_arbiter.c: the arbiter's part (ARB-*, ED-2): decisions
 * proposed to him and his confirm or override, his pause and resume,
 * penalties (ILL-8, ARB-1), clock adjustments, take-backs and set
 * positions (ILL-4, ILL-6), the reconciliation (VI-13), his switches
 * (ARB-3, CLK-16) and the start with an assistant (VI-16).
 */
#include <stdlib.h>
#include <string.h>

#include "core/session_private.h"

/* ---- decisions ---------------------------------------------------------- */

unsigned ses_new_decision(struct anna_session *s, const struct ses_decision *d)
{
	for (size_t i = 0; i < SES_MAX_DECISIONS; i++) {
		if (s->decisions[i].id)
			continue;
		s->decisions[i] = *d;
		s->decisions[i].id = s->next_decision++;
		return s->decisions[i].id;
	}
	return 0;
}

/* The open decision of d's kind (ILL-9 press, VI-16 assistant) for d's
 * side, else a new one. */
unsigned ses_open_or_new_decision(struct anna_session *s, const struct ses_decision *d)
{
	for (size_t i = 0; i < SES_MAX_DECISIONS; i++) {
		const struct ses_decision *e = &s->decisions[i];
		if (e->id && e->press == d->press && e->assistant == d->assistant &&
		    e->side == d->side && (d->press || d->assistant))
			return e->id;
	}
	return ses_new_decision(s, d);
}

struct ses_decision *ses_find_decision(struct anna_session *s, unsigned id)
{
	for (size_t i = 0; i < SES_MAX_DECISIONS && id; i++)
		if (s->decisions[i].id == id)
			return &s->decisions[i];
	return NULL;
}

bool anna_session_decision_open(const struct anna_session *s, unsigned id)
{
	return ses_find_decision((struct anna_session *)s, id) != NULL;
}

bool ses_holding(const struct anna_session *s)
{
	for (size_t i = 0; i < SES_MAX_DECISIONS; i++)
		if (s->decisions[i].id && s->decisions[i].holds)
			return true;
	return false;
}

/* ---- shared steps ------------------------------------------------------- */

void ses_penalty_announce(struct ses_out *o, int side, enum anna_session_penalty p, int64_t ms)
{
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_PENALTY, side);
	t.penalty = p;
	t.ms = ms;
	ses_announce_both(o, &t);
	struct anna_session_report *rep = ses_report(o, ANNA_SREP_PENALTY, side);
	if (rep)
		rep->ms = ms;
}

/* The arbiter's adjustment of kind to side's clock (CLK-15). */
static void adjust(struct anna_session *s, struct ses_out *o, enum anna_clock_adjust_kind kind,
		   int side, int64_t value, enum anna_clock_reason reason)
{
	struct anna_clock_adjustment adj = { 0 };
	adj.kind = kind;
	adj.reason = reason;
	adj.actor = ANNA_CLOCK_ACTOR_ARBITER;
	adj.side = side;
	adj.value = value;
	if (kind == ANNA_CLOCK_ADJ_SET_BONUS)
		adj.bonus = ANNA_TC_BONUS_INCREMENT;
	ses_clock_ok(s, o, anna_clock_adjust(s->clock, o->at, &adj, NULL));
}

void ses_add_time(struct anna_session *s, struct ses_out *o, int side, int64_t ms,
		  enum anna_clock_reason reason)
{
	adjust(s, o, ANNA_CLOCK_ADJ_ADD_TIME, side, ms, reason);
}

/* ms to the opponent of side, said to both and reported. */
static void time_to_opponent(struct anna_session *s, struct ses_out *o, int side, int64_t ms,
			     enum anna_clock_reason reason)
{
	ses_add_time(s, o, 1 - side, ms, reason);
	ses_penalty_announce(o, 1 - side, ANNA_PENALTY_TIME, ms);
}

/* Pause the clock and wait for the arbiter's resume in state `back`. */
static void hold_paused(struct anna_session *s, struct ses_out *o, enum anna_session_state back)
{
	ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ARBITER);
	s->resume_to = back;
	s->state = ANNA_SESSION_PAUSED;
}

/* ILL-6: the clock back on the offender's move (the press of the illegal
 * move undone), each side keeping the time it has now (CLK-15: the
 * arbiter sets the clocks; the offender's time spent stays spent). Left
 * paused. */
static void restore_clock_keep_times(struct anna_session *s, struct ses_out *o)
{
	uint64_t r[2] = { anna_clock_remaining(s->clock, ANNA_WHITE, o->at),
			  anna_clock_remaining(s->clock, ANNA_BLACK, o->at) };
	ses_clock_ok(s, o, anna_clock_restore(s->clock, o->at, (unsigned)s->game.count,
					      ANNA_CLOCK_REASON_ILLEGAL_MOVE, NULL));
	for (int side = ANNA_WHITE; side <= ANNA_BLACK; side++)
		adjust(s, o, ANNA_CLOCK_ADJ_SET_TIME, side, (int64_t)r[side],
		       ANNA_CLOCK_REASON_ILLEGAL_MOVE);
}

/* ILL-6: the position before the illegal move (the game never held it);
 * the offender is on move again with the times as they are now. */
static void restore_offender(struct anna_session *s, struct ses_out *o)
{
	restore_clock_keep_times(s, o);
	ses_reset_ply(s);
	ses_vi_board_restart(s, o);
}

/* The game ends as d proposed (the loser d's side unless drawn). */
static void end_as_decided(struct anna_session *s, struct ses_out *o, const struct ses_decision *d)
{
	ses_end_game(s, o, d->end, d->result, d->result == ANNA_RESULT_DRAW ? -1 : d->side,
		     false);
}

/* ---- the arbiter's decision (ED-2) -------------------------------------- */

/* An automatic end: confirmed, it stands (the clock stopped for good);
 * overridden, play goes on from the final position when he resumes. */
static void decide_auto_end(struct anna_session *s, struct ses_out *o, bool confirm)
{
	if (confirm) {
		ses_clock_ok(s, o, anna_clock_stop(s->clock, o->at, NULL));
		return;
	}
	s->game.result = ANNA_RESULT_UNKNOWN;
	s->end = ANNA_END_NONE;
	s->overridden = true;
	s->override_ply = s->game.count;
	s->resume_to = s->end_next;
	s->state = ANNA_SESSION_PAUSED;
	if (s->end_exec)
		ses_vi_board_keep(s, s->end_move); /* already carrying it out */
	ses_vi_board(s, o, s->end_exec, s->end_exec ? s->end_move : ANNA_MOVE_NONE);
	ses_tell_paused(s, o, ANNA_CLOCK_REASON_ARBITER);
}

/* VI-13, ED-2: confirmed, the plies after the agreed one go (record, both
 * sheets) and the clocks are set as recorded at it (CLK-15); overridden,
 * the game stays as it is. Paused either way: the arbiter resumes once
 * both boards show the position. */
static void decide_reconcile(struct anna_session *s, struct ses_out *o, bool confirm)
{
	const struct anna_reconcile_proposal *p = &s->rec->proposal;
	if (confirm && p->plies < s->game.count)
		ses_take_back(s, o, (unsigned)p->plies);
	else
		hold_paused(s, o, s->state == ANNA_SESSION_ARBITER ? s->resume_to : s->state);
	/* the procedure (core/reconcile.h): confirmed, play resumes once
	 * both boards show the target; overridden, nothing changed */
	if (s->proc)
		anna_reconcile_step(s->proc, o->at,
				    confirm ? ANNA_RECONCILE_EV_CONFIRM : ANNA_RECONCILE_EV_CANCEL,
				    NULL, 0, NULL);
}

/* VI-13 (iv): after a confirmed reconciliation, does each board show the
 * agreed position? A board a device reads says so itself (the VI
 * player's sensor board, a sighted board that reported a difference);
 * one that nobody reads is the arbiter's word, given by his resume.
 * Returns the side whose board still differs, or -1 when both are right
 * (and the procedure is back to IDLE). */
static int reconciled_boards_differ(struct anna_session *s, uint64_t at)
{
	if (!s->proc || s->proc->state != ANNA_RECONCILE_CONFIRMED)
		return -1;
	bool ok[2];
	ok[ANNA_RECONCILE_VI] = !(s->cfg.vi_sensor_board && (s->board.mismatch || s->board.drift));
	ok[ANNA_RECONCILE_SIGHTED] = !s->sighted_mismatch;
	for (int b = 0; b < 2; b++)
		if (ok[b] && !s->proc->board_ok[b])
			anna_reconcile_step(s->proc, at, ANNA_RECONCILE_EV_BOARD_OK, NULL, b, NULL);
	if (anna_reconcile_step(s->proc, at, ANNA_RECONCILE_EV_RESUME, NULL, 0, NULL) == ANNA_OK)
		return -1;
	return !ok[ANNA_RECONCILE_VI] ? s->cfg.vi_side : 1 - s->cfg.vi_side;
}

/* A position the arbiter set or took back by hand replaces what a
 * reconciliation had agreed: its procedure ends there. */
void ses_reconcile_forget(struct anna_session *s)
{
	if (s->proc)
		anna_reconcile_procedure_init(s->proc);
}

/* ILL-9: only the arbiter makes a press an illegal move; the ladder's
 * step is the one due now (other breaches may have been confirmed since
 * the report). */
static void decide_press(struct anna_session *s, struct ses_out *o, struct ses_decision *d,
			 bool confirm)
{
	if (!confirm)
		return;
	d->proposal = ses_press_proposal(s, d->side, &d->ms, &d->result, &d->end);
	(*ses_press_counter(s, d->side))++;
	if (d->proposal == ANNA_PROP_PRESS_PENALTY)
		time_to_opponent(s, o, d->side, d->ms, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
	else
		end_as_decided(s, o, d);
}

static bool illegal_proposal(enum anna_session_proposal p)
{
	return p == ANNA_PROP_ILLEGAL_PENALTY || p == ANNA_PROP_ILLEGAL_LOSS ||
	       p == ANNA_PROP_ILLEGAL_DRAW;
}

/* Overridden: no penalty; an illegal move is still taken back (ILL-6)
 * but not counted. back: where play goes on. */
static void overrule(struct anna_session *s, struct ses_out *o, const struct ses_decision *d,
		     enum anna_session_state back)
{
	if (illegal_proposal(d->proposal)) {
		if (s->illegal[d->side])
			s->illegal[d->side]--;
		restore_offender(s, o);
		hold_paused(s, o, ses_to_move_state(s));
	} else if (d->proposal == ANNA_PROP_QUICKPLAY_DRAW) {
		/* QPF-3: rejected: two minutes to the opponent */
		time_to_opponent(s, o, d->side, d->ms, ANNA_CLOCK_REASON_QUICKPLAY);
		hold_paused(s, o, back);
	} else if (back != s->state) {
		hold_paused(s, o, back);
	}
}

/* ILL-6, ILL-7: the illegal move's penalty: the move taken back (or the
 * unfinished promotion made a queen), time to the opponent. */
static void apply_illegal_penalty(struct anna_session *s, struct ses_out *o,
				  const struct ses_decision *d)
{
	if (d->reason == ANNA_ILLEGAL_UNFINISHED_PROMOTION &&
	    anna_policy_auto_queen(&s->cfg.policy) && d->queen_move) {
		/* ILL-7: the pawn becomes a queen, the move stands; the press
		 * already switched the clock */
		restore_clock_keep_times(s, o);
		ses_clock_ok(s, o, anna_clock_resume(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
						     NULL));
		s->cur.announced_ms = o->at;
		ses_complete_ply(s, o, d->side, d->queen_move, false);
	} else {
		restore_offender(s, o);
	}
	time_to_opponent(s, o, d->side, d->ms, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
	if (s->state != ANNA_SESSION_ENDED)
		hold_paused(s, o, ses_to_move_state(s));
}

/* DRAW-6: a rejected claim: time to the opponent; an intended move must
 * now be played. */
static void apply_claim_reject(struct anna_session *s, struct ses_out *o,
			       const struct ses_decision *d, enum anna_session_state back)
{
	time_to_opponent(s, o, d->side, d->ms, ANNA_CLOCK_REASON_DRAW_CLAIM);
	if (d->intended) {
		s->obliged_side = d->side;
		s->obliged_move = d->intended;
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_CLAIM_MOVE, ses_role_of(s, d->side), d->side);
		if (a) {
			a->pos = s->game.pos;
			a->move = d->intended;
		}
	}
	hold_paused(s, o, back);
}

/* QPF-2: the increment for both from now on, +2 min to the opponent, play
 * goes on. */
static void apply_increment(struct anna_session *s, struct ses_out *o,
			    const struct ses_decision *d, enum anna_session_state back)
{
	adjust(s, o, ANNA_CLOCK_ADJ_SET_BONUS, -1, ANNA_SESSION_QPF_INCREMENT_MS,
	       ANNA_CLOCK_REASON_QUICKPLAY);
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_INCREMENT, -1);
	t.ms = ANNA_SESSION_QPF_INCREMENT_MS;
	ses_announce_both(o, &t);
	time_to_opponent(s, o, d->side, d->ms, ANNA_CLOCK_REASON_QUICKPLAY);
	hold_paused(s, o, back);
}

/* Confirmed: the proposal is applied. back: where play goes on. */
static void apply(struct anna_session *s, struct ses_out *o, const struct ses_decision *d,
		  enum anna_session_state back)
{
	switch (d->proposal) {
	case ANNA_PROP_ILLEGAL_PENALTY:
		apply_illegal_penalty(s, o, d);
		return;
	case ANNA_PROP_ILLEGAL_LOSS:
	case ANNA_PROP_ILLEGAL_DRAW:
	case ANNA_PROP_CLAIM_DRAW:
	case ANNA_PROP_FLAG_LOSS:
	case ANNA_PROP_FLAG_DRAW:
		end_as_decided(s, o, d);
		return;
	case ANNA_PROP_CLAIM_REJECT:
		apply_claim_reject(s, o, d, back);
		return;
	case ANNA_PROP_QUICKPLAY_DRAW:
		/* QPF-3: the arbiter agrees: drawn */
		ses_end_game(s, o, ANNA_END_ARBITER, ANNA_RESULT_DRAW, -1, false);
		return;
	case ANNA_PROP_INCREMENT:
		apply_increment(s, o, d, back);
		return;
	case ANNA_PROP_PRESS_PENALTY: /* decide_press() */
	case ANNA_PROP_RECONCILE:     /* decide_reconcile() */
	case ANNA_PROP_NONE:
	case ANNA_PROP_COUNT:
		break;
	}
}

void ses_decide(struct anna_session *s, struct ses_out *o, unsigned id, bool confirm)
{
	struct ses_decision *dp = ses_find_decision(s, id);
	if (!dp) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	struct ses_decision d = *dp;
	memset(dp, 0, sizeof(*dp));
	struct anna_session_report *r = ses_report(o, ANNA_SREP_DECISION, d.side);
	if (r) {
		r->decision = d.id;
		r->proposal = d.proposal;
		r->correct = confirm;
	}
	/* the players hear that he decided, before what follows from it */
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_DECIDED, d.side);
	t.number = d.id;
	t.confirmed = confirm;
	ses_announce_both(o, &t);
	if (d.auto_end) {
		decide_auto_end(s, o, confirm);
	} else if (d.assistant) {
		/* VI-16: an assistant registered (confirm) or the start without
		 * one (override): the DECISION report logs which */
		s->assistant_ok = true;
	} else if (d.reconcile) {
		decide_reconcile(s, o, confirm);
	} else if (d.press) {
		decide_press(s, o, &d, confirm);
	} else {
		enum anna_session_state back = s->state == ANNA_SESSION_ARBITER && !ses_holding(s)
			? s->resume_to : s->state;
		if (confirm)
			apply(s, o, &d, back);
		else
			overrule(s, o, &d, back);
	}
}

/* ---- the arbiter's events ----------------------------------------------- */

/* CLK-15: he adds, takes off or sets a player's time; both players hear
 * whose clock changed and how (an adjustment the clock refuses: to him). */
void ses_arbiter_adjust(struct anna_session *s, struct ses_out *o,
			const struct anna_session_event *ev)
{
	if (anna_clock_adjust(s->clock, o->at, &ev->adjust, NULL) != ANNA_OK) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	if (ev->adjust.kind != ANNA_CLOCK_ADJ_ADD_TIME && ev->adjust.kind != ANNA_CLOCK_ADJ_SET_TIME)
		return;
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_ADJUSTED, ev->adjust.side);
	t.ms = ev->adjust.value;
	t.confirmed = ev->adjust.kind == ANNA_CLOCK_ADJ_SET_TIME;
	ses_announce_both(o, &t);
}

/* He pauses play (in a play state, or while held for him). */
void ses_arbiter_pause(struct anna_session *s, struct ses_out *o,
		       const struct anna_session_event *ev)
{
	ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ev->pause_reason);
	if (s->state != ANNA_SESSION_ARBITER) {
		s->resume_to = s->state;
		s->state = ANNA_SESSION_PAUSED;
	}
	ses_tell_paused(s, o, ev->pause_reason);
}

/* He resumes: the clock of the side on move, play where it was (held
 * still while a decision holds it). */
void ses_arbiter_resume(struct anna_session *s, struct ses_out *o)
{
	int differs = reconciled_boards_differ(s, o->at);
	if (differs >= 0) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_BOARDS_DIFFER, differs);
		return;
	}
	if (anna_clock_state(s->clock) == ANNA_CLOCK_PAUSED)
		ses_clock_ok(s, o, anna_clock_resume(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
						     NULL));
	s->state = ses_holding(s) ? ANNA_SESSION_ARBITER : s->resume_to;
	ses_tell_both(o, ANNA_SANN_RESUMED, -1);
}

void ses_arbiter_penalty(struct anna_session *s, struct ses_out *o,
			 const struct anna_session_event *ev)
{
	int side = ev->side;
	if (side != ANNA_WHITE && side != ANNA_BLACK) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	int64_t ms = ev->penalty_ms ? ev->penalty_ms
				    : (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
	switch (ev->penalty) {
	case ANNA_PENALTY_TIME:
		time_to_opponent(s, o, side, ms, ANNA_CLOCK_REASON_PENALTY);
		return;
	case ANNA_PENALTY_DEDUCT:
		ses_add_time(s, o, side, -ms, ANNA_CLOCK_REASON_PENALTY);
		ses_penalty_announce(o, side, ANNA_PENALTY_DEDUCT, ms);
		return;
	case ANNA_PENALTY_WARNING:
		ses_penalty_announce(o, side, ANNA_PENALTY_WARNING, 0);
		return;
	case ANNA_PENALTY_LOSS:
		ses_end_game(s, o, ANNA_END_ARBITER, ses_loss_of(side), side, false);
		return;
	}
}

/* ARB-3, CLK-16: the arbiter's switches; the mode, edition and game type
 * stay as configured. */
void ses_arbiter_switches(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev)
{
	if (!anna_policy_has_arbiter(&s->cfg.policy)) {
		/* training: every help is on, and stays on */
		ses_refuse(o, ev->role, ANNA_SREF_SWITCHES_TRAINING, -1);
		return;
	}
	struct anna_policy p = ev->policy;
	for (int sw = 0; sw < ANNA_SWITCH_COUNT; sw++) {
		bool *now = anna_policy_switch_field(&s->cfg.policy, (enum anna_policy_switch)sw);
		bool want = *anna_policy_switch_field(&p, (enum anna_policy_switch)sw);
		if (*now == want)
			continue;
		*now = want;
		/* both players hear what changed for them */
		for (int who = ANNA_ROLE_VI; who <= ANNA_ROLE_SIGHTED; who++) {
			struct anna_session_announcement *a =
				ses_announce(o, ANNA_SANN_SWITCHED, (enum anna_role)who, -1);
			if (a) {
				a->switch_id = sw;
				a->switch_on = want;
			}
		}
	}
	anna_clock_set_warnings(s->clock, s->cfg.policy.clock_warnings, o->at);
}

/* VI-13 (iv): what the arbiter's reconciliation reads. The VI player's
 * sheet is anna's record; the sighted player's is what was copied in
 * (ANNA_SEV_SHEET_ENTRY); the sighted board is the game as entered; the
 * VI board the game's position unless it was reported to differ (then
 * unknown: the driver's corrections say how). */
void anna_session_reconcile_input(const struct anna_session *s, struct anna_reconcile_input *out)
{
	struct anna_reconcile_input in;
	anna_reconcile_input_init(&in);
	in.start = s->vi_sheet.start;
	in.vi_color = s->cfg.vi_side;
	in.sheet[ANNA_RECONCILE_VI] = &s->vi_sheet;
	in.sheet[ANNA_RECONCILE_SIGHTED] = &s->sighted_sheet;
	in.have_board[ANNA_RECONCILE_SIGHTED] = true;
	/* a sighted board that knows every piece was read: as it stands */
	in.board[ANNA_RECONCILE_SIGHTED] = s->sighted_mismatch ? s->sighted_board : s->game.pos;
	if (!s->board.mismatch && !s->board.drift) {
		in.have_board[ANNA_RECONCILE_VI] = true;
		in.board[ANNA_RECONCILE_VI] = s->game.pos;
	}
	size_t nclocks = anna_clock_history_count(s->clock);
	in.clocks = anna_clock_history(s->clock, 0); /* one array, 0..n-1 */
	in.nclocks = nclocks;
	/* SHEET-7: from the clock history, as the tool does */
	for (int sheet = 0; sheet < 2; sheet++) {
		int color = sheet == ANNA_RECONCILE_VI ? s->cfg.vi_side : 1 - s->cfg.vi_side;
		in.sheet7_from[sheet] = anna_reconcile_sheet7(in.clocks, nclocks, color,
							      ses_period_increment(s, color));
	}
	*out = in;
}

/* VI-13 (iv): the arbiter asked for a reconciliation during the game
 * (anna_session_reconcile_input says on what). */
void ses_arbiter_reconcile(struct anna_session *s, struct ses_out *o)
{
	if (!s->rec)
		s->rec = malloc(sizeof(*s->rec));
	if (!s->proc)
		s->proc = malloc(sizeof(*s->proc));
	if (!s->rec || !s->proc) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	if (anna_reconcile(&in, s->rec, NULL) != ANNA_OK) {
		free(s->rec);
		s->rec = NULL;
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	/* CLK-14: the clocks stop while the arbiter handles it */
	ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_RECONCILE);
	const struct anna_reconcile_proposal *p = &s->rec->proposal;
	anna_reconcile_procedure_init(s->proc);
	anna_reconcile_step(s->proc, o->at, ANNA_RECONCILE_EV_START, NULL, 0, NULL);
	anna_reconcile_step(s->proc, o->at, ANNA_RECONCILE_EV_PROPOSE, p, 0, NULL);
	struct ses_decision d = { 0 };
	d.side = -1;
	d.holds = true;
	d.proposal = ANNA_PROP_RECONCILE;
	d.reconcile = true;
	struct anna_session_report *r = ses_report(o, ANNA_SREP_RECONCILE, -1);
	if (r) {
		r->proposal = d.proposal;
		r->reconcile_case = (unsigned)p->kind;
		r->kept = p->plies;
		r->discarded[0] = p->discarded[ANNA_RECONCILE_VI];
		r->discarded[1] = p->discarded[ANNA_RECONCILE_SIGHTED];
		r->pos = p->target;
		r->have_clock = p->kind == ANNA_RECONCILE_DISAGREE && p->have_clock;
		if (r->have_clock) {
			r->clock_ms[0] = p->clock.remaining_ms[0];
			r->clock_ms[1] = p->clock.remaining_ms[1];
		}
		r->decision = ses_new_decision(s, &d);
	}
	struct anna_session_report why = { .kind = ANNA_SREP_RECONCILE, .side = -1,
					   .decision = r ? r->decision : 0 };
	bool held = s->state == ANNA_SESSION_ARBITER || s->state == ANNA_SESSION_PAUSED;
	ses_hold_for_arbiter(s, o, held ? s->resume_to : s->state, &why);
}

void ses_take_back(struct anna_session *s, struct ses_out *o, unsigned ply)
{
	if (ply > s->game.count) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	while (s->game.count > ply)
		anna_game_take_back(&s->game);
	anna_scoresheet_truncate(&s->vi_sheet, ply);
	anna_scoresheet_truncate(&s->sighted_sheet, ply);
	if (s->nplies > ply)
		s->nplies = ply;
	ses_clock_ok(s, o, anna_clock_restore(s->clock, o->at, ply, ANNA_CLOCK_REASON_RECONCILE,
					      NULL));
	memset(s->decisions, 0, sizeof(s->decisions));
	if (s->overridden && ply < s->override_ply)
		s->overridden = false;
	s->obliged_side = -1;
	ses_reset_ply(s);
	s->resume_to = ses_to_move_state(s);
	s->state = ANNA_SESSION_PAUSED;
	ses_vi_board_restart(s, o);
}

void ses_set_position(struct anna_session *s, struct ses_out *o,
		      const struct anna_position *pos)
{
	int clock_side = anna_clock_side_to_move(s->clock);
	if (clock_side >= 0 && clock_side != pos->side) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOT_YOUR_MOVE, pos->side);
		return;
	}
	struct anna_position p = *pos;
	anna_position_rehash(&p);
	if (ses_setup_game(s, &p, NULL) != ANNA_OK) {
		ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	ses_reset_ply(s);
	s->overridden = false;
	s->obliged_side = -1;
	if (s->state != ANNA_SESSION_PAUSED && s->state != ANNA_SESSION_SETUP)
		s->state = ses_to_move_state(s);
	else if (s->state == ANNA_SESSION_PAUSED)
		s->resume_to = ses_to_move_state(s);
	ses_vi_board_restart(s, o);
}

/* VI-16: a hearing-impaired opponent needs an assistant: under 2017 the
 * start waits for one (or the arbiter's word), else he is warned. */
bool ses_start_allowed(struct anna_session *s, struct ses_out *o)
{
	if (!s->cfg.hearing_impaired_opponent || s->assistant_ok)
		return true;
	int opp = 1 - s->cfg.vi_side;
	if (s->cfg.policy.edition != ANNA_EDITION_2017) {
		ses_report(o, ANNA_SREP_ASSISTANT, opp);
		s->assistant_ok = true; /* warned once */
		return true;
	}
	struct anna_session_report *r = ses_report(o, ANNA_SREP_ASSISTANT, opp);
	if (r) {
		struct ses_decision d = { 0 };
		d.side = opp;
		d.assistant = true;
		/* one open question, however often START is tried */
		r->decision = ses_open_or_new_decision(s, &d);
	}
	ses_refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_ASSISTANT, opp);
	return false;
}

