/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_claims.c: draw offers and their answer (DRAW-1, SHEET-5),
 * resignation, and claims: repetition and fifty moves (DRAW-2..6), a
 * fallen flag (CLK-7), a quickplay finish (QPF-1..3).
 */
#include "core/session_private.h"

static bool each_has_moved(const struct anna_session *s)
{
	return s->game.count >= 2; /* plies alternate: one each */
}

void ses_draw_offer(struct anna_session *s, struct ses_out *o, int side)
{
	enum anna_role opp = ses_role_of(s, 1 - side);
	if (s->offer_side == 1 - side) {
		/* DRAW-1: accepting the opponent's offer */
		if (anna_policy_agreement_needs_moves(&s->cfg.policy) && !each_has_moved(s)) {
			ses_report(o, ANNA_SREP_AGREEMENT_EARLY, side);
			ses_refuse(o, ses_role_of(s, side), ANNA_SREF_POLICY, side);
			return;
		}
		ses_report(o, ANNA_SREP_AGREEMENT, side);
		ses_end_game(s, o, ANNA_END_AGREEMENT, ANNA_RESULT_DRAW, -1, false);
		return;
	}
	s->offer_side = side;
	/* SHEET-5: (=) beside the move the offer goes with: the coming one
	 * when made before the press, else the side's last */
	if (s->game.pos.side == side) {
		s->offer_mark[side] = true;
	} else if (s->game.count) {
		s->game.plies[s->game.count - 1].flags |= ANNA_PLY_DRAW_OFFER;
		anna_scoresheet_mark_draw_offer(&s->vi_sheet, s->game.count - 1);
		if (s->nplies)
			s->plies[s->nplies - 1].draw_offer = true;
	}
	if (ses_may(s, ANNA_SAY_DRAW_OFFER, opp))
		ses_announce(o, ANNA_SANN_DRAW_OFFER, opp, side);
	/* the one who offered hears it was made (the keypad echoed only
	 * his keys) */
	ses_announce(o, ANNA_SANN_DRAW_OFFER, ses_role_of(s, side), side);
}

void ses_draw_decline(struct anna_session *s, struct ses_out *o, int side)
{
	if (s->offer_side != 1 - side) {
		ses_refuse(o, ses_role_of(s, side), ANNA_SREF_NOTHING, side);
		return;
	}
	s->offer_side = -1;
	ses_announce(o, ANNA_SANN_DRAW_DECLINED, ses_role_of(s, 1 - side), 1 - side);
}

/* QPF-2, QPF-3: the player on move with under two minutes in a quickplay
 * finish (QPF-1) claims a draw or asks for a 5-second increment; he may
 * pause the clock (CLK-14); the arbiter decides. */
static void quickplay_claim(struct anna_session *s, struct ses_out *o, unsigned bits, int side)
{
	enum anna_role who = ses_role_of(s, side);
	bool increment = (bits & ANNA_SESSION_CLAIM_QUICKPLAY) == 0;
	const struct anna_tc_period *p = ses_current_period(s, side);
	bool final_period = p->moves == 0;
	uint64_t left = anna_clock_remaining(s->clock, side, o->at);
	if (!anna_policy_quickplay(&s->cfg.policy, final_period, p->bonus != ANNA_TC_BONUS_NONE) ||
	    left >= ANNA_SESSION_QPF_MS || left == 0 ||
	    (increment && s->cfg.policy.edition == ANNA_EDITION_2009)) {
		ses_refuse(o, who, ANNA_SREF_QUICKPLAY, side);
		return;
	}
	ses_pause_if_running(s, o, ses_actor_of(side), ANNA_CLOCK_REASON_QUICKPLAY);
	struct ses_decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.ms = ANNA_SESSION_QPF_MS;
	d.proposal = increment ? ANNA_PROP_INCREMENT : ANNA_PROP_QUICKPLAY_DRAW;
	d.result = ANNA_RESULT_DRAW;
	struct anna_session_report *r = ses_report(o, ANNA_SREP_QUICKPLAY, side);
	if (r) {
		r->pos = s->game.pos;
		r->claim = bits & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT);
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = increment ? ANNA_RESULT_UNKNOWN : ANNA_RESULT_DRAW;
		r->n_evidence = 1;
		r->evidence[0] = left;
		r->decision = ses_new_decision(s, &d);
	}
	struct anna_session_announcement *a =
		ses_announce(o, ANNA_SANN_CLAIM, ses_role_of(s, 1 - side), side);
	if (a)
		a->claim = bits & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT);
	/* DRAW-1, QPF-2 (2017): the request is a draw offer; a QPF-3 claim
	 * is not one of DRAW-1's (2009: it is) */
	if ((increment && s->cfg.policy.edition == ANNA_EDITION_2017) ||
	    (!increment && s->cfg.policy.edition == ANNA_EDITION_2009)) {
		s->offer_side = side;
		if (ses_may(s, ANNA_SAY_DRAW_OFFER, ses_role_of(s, 1 - side)))
			ses_announce(o, ANNA_SANN_DRAW_OFFER, ses_role_of(s, 1 - side), side);
	}
	struct anna_session_report why = { .kind = ANNA_SREP_QUICKPLAY, .side = side,
					   .decision = r ? r->decision : 0 };
	ses_hold_for_arbiter(s, o, s->state, &why); /* a play state: vi_executing stays so */
}

void ses_claim(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev,
	       int side)
{
	enum anna_role who = ses_role_of(s, side);
	if (ev->claim & ANNA_SESSION_CLAIM_FLAG) {
		int other = 1 - side;
		const struct anna_clock_flag *f = anna_clock_flag(s->clock, other);
		if (!f->fallen) {
			ses_refuse(o, who, ANNA_SREF_NOTHING, side);
			return;
		}
		s->flag_reported[other] = false;
		s->verdict_pending[other] = false;
		ses_flag_fell(s, o, other, false);
		return;
	}
	/* DRAW-2, DRAW-4, QPF-2, QPF-3: by the player having the move */
	if (s->game.pos.side != side) {
		ses_refuse(o, who, ANNA_SREF_NOT_YOUR_MOVE, side);
		return;
	}
	if (ev->claim & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT)) {
		/* QPF: only an arbiter can judge it; training has none */
		if (!anna_policy_has_arbiter(&s->cfg.policy))
			ses_refuse(o, who, ANNA_SREF_NO_ARBITER, side);
		else
			quickplay_claim(s, o, ev->claim, side);
		return;
	}
	/* DRAW-5: touching a piece (VI-6: lifting it) forfeits the claim on
	 * this move; a move made or announced has touched one */
	if (s->cur.touched_ms || s->cur.made_ms || s->board.shows != SES_VI_NOTHING ||
	    (s->typed.on && s->typed.side == side)) {
		ses_refuse(o, who, ANNA_SREF_TOUCHED, side);
		return;
	}
	uint16_t intended = ANNA_MOVE_NONE;
	if (ev->from != ANNA_NO_SQ) {
		intended = ses_find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
		if (intended == ANNA_MOVE_NONE) {
			ses_refuse(o, who, ANNA_SREF_ILLEGAL_ENTRY, side);
			return;
		}
	}
	unsigned claims = 0;
	anna_game_claims(&s->game, intended, &claims, NULL);
	bool correct = (claims & ev->claim) != 0;
	if (!anna_policy_has_arbiter(&s->cfg.policy)) {
		/* training: no arbiter; anna's verdict is the decision. A
		 * correct claim is the draw (an intended move, DRAW-2 a, is
		 * written, not played); a wrong one is said to be no draw,
		 * and play goes on */
		if (!correct) {
			ses_refuse(o, who, ANNA_SREF_NO_DRAW, side);
			return;
		}
		ses_end_game(s, o, (claims & ev->claim & ANNA_CLAIM_REPETITION)
				   ? ANNA_END_THREEFOLD : ANNA_END_FIFTY,
			     ANNA_RESULT_DRAW, -1, false);
		return;
	}
	/* DRAW-6: the clock is stopped for the arbiter */
	ses_pause_if_running(s, o, ses_actor_of(side), ANNA_CLOCK_REASON_DRAW_CLAIM);
	/* DRAW-1: the claim counts as a draw offer the opponent may accept
	 * (the arbiter records the claim itself) */
	s->offer_side = side;
	struct ses_decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.intended = intended;
	if (correct) {
		d.proposal = ANNA_PROP_CLAIM_DRAW;
		d.result = ANNA_RESULT_DRAW;
		d.end = (claims & ev->claim & ANNA_CLAIM_REPETITION) ? ANNA_END_THREEFOLD
								      : ANNA_END_FIFTY;
	} else {
		d.proposal = ANNA_PROP_CLAIM_REJECT;
		d.ms = (int64_t)anna_policy_wrong_claim_penalty_ms(&s->cfg.policy);
	}
	struct anna_session_report *r = ses_report(o, ANNA_SREP_CLAIM, side);
	if (r) {
		r->pos = s->game.pos;
		r->move = intended;
		r->claim = ev->claim;
		r->correct = correct;
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = d.result;
		/* the evidence: the plies where the position stood */
		size_t at[ANNA_SESSION_MAX_EVIDENCE];
		unsigned n = 0;
		if (intended == ANNA_MOVE_NONE)
			n = anna_game_occurrences(&s->game, s->game.count, at,
						  ANNA_SESSION_MAX_EVIDENCE);
		r->n_evidence = n < ANNA_SESSION_MAX_EVIDENCE ? n : ANNA_SESSION_MAX_EVIDENCE;
		for (size_t i = 0; i < r->n_evidence; i++)
			r->evidence[i] = at[i];
		r->decision = ses_new_decision(s, &d);
	}
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_CLAIM, ses_role_of(s, 1 - side), side);
	if (a)
		a->claim = ev->claim;
	/* a play state: the VI player still carrying out the opponent's
	 * move (DRAW-2 b, claimed before it) goes on doing so */
	struct anna_session_report why = { .kind = ANNA_SREP_CLAIM, .side = side,
					   .decision = r ? r->decision : 0 };
	ses_hold_for_arbiter(s, o, s->state, &why);
}


void ses_resign(struct anna_session *s, struct ses_out *o, int side)
{
	ses_report(o, ANNA_SREP_RESIGNATION, side);
	ses_end_game(s, o, ANNA_END_RESIGNATION, ses_loss_of(side), side, false);
}
