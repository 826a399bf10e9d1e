/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_queries.c: what a player (or the arbiter) asks: times, last
 * moves, the scoresheet read back, squares and pieces, whose move
 * (the queries of docs/keypad.md, per policy), the sighted player's sheet as
 * copied in (SHEET-1) and its lag (SHEET-3, SHEET-7).
 */
#include <string.h>

#include "core/session_private.h"

static void clock_query(struct anna_session *s, struct ses_out *o, enum anna_role who, int side,
			enum anna_clock_query q)
{
	struct anna_clock_announcement ca;
	if (!ses_clock_ok(s, o, anna_clock_query(s->clock, o->at, q, side, &ca, NULL)))
		return;
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_CLOCK, who, side);
	if (a)
		a->clock = ca;
}

static void last_move(struct anna_session *s, struct ses_out *o, enum anna_role who, int side)
{
	for (size_t i = s->game.count; i-- > 0;) {
		struct anna_position pos;
		anna_game_position_at(&s->game, i, &pos);
		if (pos.side != side)
			continue;
		ses_announce_move(s, o, who, &pos, s->game.plies[i].move, false);
		return;
	}
	ses_announce(o, ANNA_SANN_NO_MOVE, who, side);
}

static void sheet_back(struct anna_session *s, struct ses_out *o, enum anna_role who, int moves)
{
	size_t n = anna_scoresheet_count(&s->vi_sheet);
	size_t plies = (size_t)(moves > 0 ? moves : SES_SHEET_BACK_MOVES) * 2;
	/* one slot besides the timer's stays free for the clock */
	size_t room = ses_room(o) ? ses_room(o) - 1 : 0;
	if (plies > room)
		plies = room;
	size_t first = n > plies ? n - plies : 0;
	if (n == 0) {
		ses_announce(o, ANNA_SANN_NO_MOVE, who, s->cfg.vi_side);
		return;
	}
	for (size_t i = first; i < n; i++) {
		const struct anna_sheet_entry *e = anna_scoresheet_entry(&s->vi_sheet, i);
		struct anna_position pos;
		anna_scoresheet_position(&s->vi_sheet, i, &pos);
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_SHEET_ENTRY, who, pos.side);
		if (!a)
			return;
		a->pos = pos;
		a->move = e->move;
		a->number = anna_sheet_move_number(&s->vi_sheet.start, (unsigned)i);
		a->draw_offer = (e->flags & ANNA_SHEET_DRAW_OFFER) != 0;
	}
}

/* The period of the time control side is playing in. */
const struct anna_tc_period *ses_current_period(const struct anna_session *s, int side)
{
	const struct anna_timecontrol *tc = anna_clock_control(s->clock);
	unsigned k = anna_clock_period(s->clock, side);
	return &tc->periods[k < tc->nperiods ? k : tc->nperiods - 1];
}

/* The increment of side's current period (SHEET-7 keeps the obligation
 * with 30 s or more); 0 without one. */
uint64_t ses_period_increment(const struct anna_session *s, int side)
{
	const struct anna_tc_period *p = ses_current_period(s, side);
	return p && p->bonus == ANNA_TC_BONUS_INCREMENT ? p->bonus_ms : 0;
}

/* SHEET-7 (core/reconcile.c decides it, one rule in one place): released
 * from recording for the rest of his current period, from the clock's
 * snapshots after each press, and now (the moments anna knows). */
static bool sheet_exempt(const struct anna_session *s, int side, uint64_t now)
{
	uint64_t inc = ses_period_increment(s, side);
	size_t n = anna_clock_history_count(s->clock);
	const struct anna_clock_snapshot *h = anna_clock_history(s->clock, 0);
	struct anna_clock_snapshot at_now = n ? h[n - 1] : (struct anna_clock_snapshot){ 0 };
	at_now.remaining_ms[side] = anna_clock_remaining(s->clock, side, now);
	at_now.period[side] = anna_clock_period(s->clock, side);
	if (anna_reconcile_sheet7(&at_now, 1, side, inc) != SIZE_MAX)
		return true;
	/* the history's exemption holds if it is of this period */
	return n && h[n - 1].period[side] == at_now.period[side] &&
	       anna_reconcile_sheet7(h, n, side, inc) != SIZE_MAX;
}

/* SHEET-3: before making a move a player has written his own previous one;
 * the sighted player's sheet (as copied in) is compared with that. */
static void sheet_lag(struct anna_session *s, struct ses_out *o)
{
	int side = 1 - s->cfg.vi_side;
	size_t plies = s->game.count;
	size_t entries = anna_scoresheet_count(&s->sighted_sheet);
	/* his own plies, newest first: the one he must have written */
	size_t own[2] = { 0, 0 }, n = 0;
	for (size_t i = plies; i-- > 0 && n < 2;) {
		struct anna_position pos;
		anna_game_position_at(&s->game, i, &pos);
		if (pos.side == side)
			own[n++] = i + 1; /* entries that include it */
	}
	/* his last move was made after writing the one before; a move he
	 * has made now (announced, not yet pressed) needs his last one */
	bool making = s->game.pos.side == side && s->typed.on && s->typed.side == side;
	size_t required = making ? own[0] : own[1];
	struct anna_session_report *r = ses_report(o, ANNA_SREP_SHEET_LAG, side);
	if (!r)
		return;
	r->pos = s->game.pos;
	r->count = (unsigned)entries;
	r->n_evidence = 2;
	r->evidence[0] = plies;
	r->evidence[1] = required;
	r->exempt = s->state != ANNA_SESSION_SETUP && sheet_exempt(s, side, o->at);
	r->correct = entries >= required;
}

void ses_query(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev)
{
	enum anna_role who = ev->role;
	int side = who == ANNA_ROLE_ARBITER ? s->cfg.vi_side : ses_side_of(s, who);
	switch (ev->query) {
	case ANNA_SQ_MY_TIME:
	case ANNA_SQ_OPP_TIME:
	case ANNA_SQ_BOTH_TIMES:
	case ANNA_SQ_MOVES_MADE:
	case ANNA_SQ_TIME_USED: {
		static const enum anna_clock_query map[] = {
			ANNA_CLOCK_Q_OWN_TIME, ANNA_CLOCK_Q_OPPONENT_TIME,
			ANNA_CLOCK_Q_BOTH_TIMES, ANNA_CLOCK_Q_MOVES_MADE,
			ANNA_CLOCK_Q_TIME_USED,
		};
		if (!ses_may(s, ANNA_SAY_CLOCK_ON_REQUEST, who)) {
			ses_refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		clock_query(s, o, who, side, map[ev->query]);
		return;
	}
	case ANNA_SQ_MY_LAST:
		last_move(s, o, who, side);
		return;
	case ANNA_SQ_OPP_LAST:
		last_move(s, o, who, 1 - side);
		return;
	case ANNA_SQ_SCORESHEET:
		sheet_back(s, o, who, ev->arg);
		return;
	case ANNA_SQ_SQUARE: {
		if (!ses_may(s, ANNA_SAY_SQUARE_QUERY, who) || ev->arg < 0 || ev->arg >= ANNA_SQUARES) {
			ses_refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_SQUARE, who, side);
		if (a) {
			a->pos = s->game.pos;
			a->square = ev->arg;
			a->piece = s->game.pos.board[ev->arg];
		}
		return;
	}
	case ANNA_SQ_PIECES: {
		if (!ses_may(s, ANNA_SAY_SQUARE_QUERY, who) || ev->arg < ANNA_PAWN ||
		    ev->arg > ANNA_KING) {
			ses_refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_PIECES, who, side);
		if (a) {
			a->pos = s->game.pos;
			a->piece = ANNA_PIECE(side, ev->arg);
			a->squares = s->game.pos.by_type[ev->arg] & s->game.pos.by_color[side];
		}
		return;
	}
	case ANNA_SQ_WHOSE_MOVE:
		if (!ses_may(s, ANNA_SAY_WHOSE_MOVE, who)) {
			ses_refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		ses_announce(o, ANNA_SANN_WHOSE_MOVE, who, s->game.pos.side);
		return;
	case ANNA_SQ_SHEET_LAG:
		/* SHEET-3, SHEET-7: flagged to the arbiter on his request
		 * only, never said to the players */
		if (who != ANNA_ROLE_ARBITER) {
			ses_refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		sheet_lag(s, o);
		return;
	case ANNA_SQ_COUNT:
		break;
	}
	ses_refuse(o, who, ANNA_SREF_NOTHING, side);
}


/* SHEET-1, VI-13: the sighted player's sheet as written; a flagged entry
 * goes to the arbiter, never guessed. */
void ses_sheet_entry(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev)
{
	struct anna_error err;
	char text[ANNA_SHEET_TEXT];
	memcpy(text, ev->text, sizeof(text));
	text[sizeof(text) - 1] = '\0';
	if (anna_scoresheet_enter(&s->sighted_sheet, text, anna_letters_builtin(ev->letters),
				  o->at, &err) != ANNA_OK) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_SHEET, 1 - s->cfg.vi_side);
		if (r)
			r->error = err;
	}
}
