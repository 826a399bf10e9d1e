/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_end.c: the game's end by itself (END-1..4, DRAW-7, with
 * ED-2's override) and the clock's announcements, a flag fall among them
 * (CLK-7, CLK-9).
 */
#include <string.h>

#include "core/movegen.h"
#include "core/session_private.h"

/* ---- the game's end ----------------------------------------------------- */

/* The game is over. An automatic end (automatic: checkmate, stalemate,
 * dead position, DRAW-7) pauses the clock rather than stopping it: ED-2
 * lets the arbiter override it and play go on. Returns the report. */
struct anna_session_report *ses_end_game(struct anna_session *s, struct ses_out *o,
					 enum anna_game_end end,
					 enum anna_game_result result, int loser,
					 bool automatic)
{
	s->game.result = result;
	s->end = end;
	enum anna_clock_state cst = anna_clock_state(s->clock);
	if (automatic)
		ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ARBITER);
	else if (cst == ANNA_CLOCK_RUNNING || cst == ANNA_CLOCK_PAUSED)
		ses_clock_ok(s, o, anna_clock_stop(s->clock, o->at, NULL));
	s->state = ANNA_SESSION_ENDED;
	s->offer_side = -1;
	memset(s->decisions, 0, sizeof(s->decisions));
	/* the result is always said to both (ARB: policy GAME_END) */
	struct anna_session_announcement t;
	ses_both_template(&t, ANNA_SANN_GAME_END, loser);
	t.end = end;
	t.result = result;
	ses_announce_both(o, &t);
	struct anna_session_report *rep = ses_report(o, ANNA_SREP_GAME_END, loser);
	if (rep)
		rep->result = result;
	return rep;
}

/* END-1..4, DRAW-7: what the game as recorded ends by itself, if
 * anything (*result, *loser: -1 for a draw). */
enum anna_game_end ses_auto_end(const struct anna_session *s,
				enum anna_game_result *result, int *loser)
{
	struct anna_game_status st;
	anna_game_status(&s->game, &st);
	if (st.end != ANNA_END_NONE && s->overridden && st.end_ply <= s->override_ply)
		/* ED-2: the arbiter overrode the end found there; only what
		 * the current position ends counts now (2017 DRAW-7 "at least
		 * five times": a further occurrence ends it again). */
		anna_game_status_now(&s->game, &st);
	*result = st.result;
	*loser = st.result == ANNA_RESULT_WHITE_WINS ? ANNA_BLACK
	       : st.result == ANNA_RESULT_BLACK_WINS ? ANNA_WHITE : -1;
	return st.end;
}

/* END-1..4, DRAW-7: the position after a ply ends the game by itself, at
 * once, without a claim or a press (TCH-9): said to both, the clock
 * stopped, the arbiter told; ED-2: he may still override it. */
bool ses_check_status(struct anna_session *s, struct ses_out *o)
{
	enum anna_game_result result;
	int loser;
	enum anna_game_end end = ses_auto_end(s, &result, &loser);
	if (end == ANNA_END_NONE)
		return false;
	struct anna_session_report *r = ses_end_game(s, o, end, result, loser, true);
	struct ses_decision d = { 0 };
	d.side = loser;
	d.auto_end = true;
	d.end = end;
	d.result = result;
	if (r)
		r->decision = ses_new_decision(s, &d);
	return true;
}

/* ---- the clock's announcements ------------------------------------------ */

/* CLK-9: the verdict on a fallen flag, with its proposal (the search may
 * take a while: see ses_flag_fell). */
static void flag_verdict(struct anna_session *s, struct ses_out *o, int flagged)
{
	enum anna_mate_reason why;
	enum anna_mate_answer m = ses_can_mate_why(s, 1 - flagged, &why);
	struct anna_flag_case c;
	if (!ses_clock_ok(s, o, anna_clock_flag_case(s->clock, m, &c, NULL)))
		return;
	enum anna_flag_verdict v = anna_clock_flag_verdict(&c);
	struct ses_decision d = { 0 };
	d.side = flagged;
	switch (v) {
	case ANNA_FLAG_LOSS:
	case ANNA_FLAG_LOSS_UNLESS_ARBITER:
		d.proposal = ANNA_PROP_FLAG_LOSS;
		d.end = ANNA_END_TIME;
		d.result = ses_loss_of(flagged);
		break;
	case ANNA_FLAG_DRAW:
		d.proposal = ANNA_PROP_FLAG_DRAW;
		d.end = ANNA_END_TIME_DRAW;
		d.result = ANNA_RESULT_DRAW;
		break;
	default:
		d.proposal = ANNA_PROP_NONE;
		break;
	}
	struct anna_session_report *r = ses_report(o, ANNA_SREP_FLAG, flagged);
	if (!r)
		return;
	r->verdict = v;
	r->mate = m;
	r->mate_reason = why;
	r->proposal = d.proposal;
	r->result = d.result;
	r->pos = s->game.pos;
	r->n_evidence = 1;
	r->evidence[0] = anna_clock_flag(s->clock, flagged)->at_ms;
	if (d.proposal == ANNA_PROP_NONE)
		return;
	/* training: the verdict is the result, said to both with its reason
	 * (CLK-9: "... but the opponent cannot checkmate. Draw.") */
	if (!anna_policy_has_arbiter(&s->cfg.policy)) {
		ses_end_game(s, o, d.end, d.result, d.result == ANNA_RESULT_DRAW ? -1 : flagged,
			     false);
		return;
	}
	/* CLK-7, ED-2: the fall becomes effective when the arbiter confirms;
	 * play is held for him meanwhile, and both players hear so */
	d.holds = true;
	r->decision = ses_new_decision(s, &d);
	ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ARBITER);
	bool held = s->state == ANNA_SESSION_ARBITER || s->state == ANNA_SESSION_PAUSED;
	ses_hold_for_arbiter(s, o, held ? s->resume_to : s->state, r);
}

/*
 * A flag has fallen. From the clock (defer): the flag's words are already
 * in o; the verdict waits for ANNA_SEV_SETTLE (or the next event), so the
 * search never delays them (ANNA_SA_SETTLE asks the caller to feed it once
 * the words are on their way). A claim of the flag: at once.
 */
void ses_flag_fell(struct anna_session *s, struct ses_out *o, int flagged, bool defer)
{
	if (s->flag_reported[flagged] || s->state == ANNA_SESSION_ENDED)
		return;
	s->flag_reported[flagged] = true;
	if (!defer) {
		flag_verdict(s, o, flagged);
		return;
	}
	s->verdict_pending[flagged] = true;
	ses_push(o, ANNA_SA_SETTLE);
}

void ses_settle(struct anna_session *s, struct ses_out *o)
{
	for (int side = 0; side < 2; side++) {
		if (!s->verdict_pending[side])
			continue;
		s->verdict_pending[side] = false;
		if (s->state != ANNA_SESSION_ENDED)
			flag_verdict(s, o, side);
	}
}

void ses_drain_clock(struct anna_session *s, struct ses_out *o)
{
	struct anna_clock_announcement ca;
	while (anna_clock_poll(s->clock, &ca) == 1) {
		bool flag = ca.kind == ANNA_CLOCK_ANN_FLAG;
		for (int r = ANNA_ROLE_VI; r <= ANNA_ROLE_SIGHTED; r++) {
			bool own = ses_side_of(s, (enum anna_role)r) == ca.side;
			/* a flag is said to both; warnings only to their side,
			 * when the policy allows them (CLK-16) */
			if (!flag && (!own || !ses_may(s, ANNA_SAY_CLOCK_WARNING,
						   (enum anna_role)r)))
				continue;
			struct anna_session_announcement *a =
				ses_announce(o, ANNA_SANN_CLOCK, (enum anna_role)r, ca.side);
			if (a)
				a->clock = ca;
		}
		if (flag)
			ses_flag_fell(s, o, ca.side, true);
	}
}

