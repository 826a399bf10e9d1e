/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_ply.c: one ply (VI-3): what the VI sensor board shows of
 * the VI player's move, typed announcements (VI-12), the clock presses
 * (VI-7, VI-8, CLK-6, VI-9), and the move completed, legal or illegal
 * (ILL-5, ILL-9).
 */
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/session_private.h"

/* ---- plies ---------------------------------------------------------------- */

static void store_ply(struct anna_session *s, const struct anna_session_ply *p)
{
	if (s->nplies == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : SES_PLIES_FIRST_CAP;
		struct anna_session_ply *n = realloc(s->plies, cap * sizeof(*n));
		if (!n)
			return; /* the steps are lost, the game is not */
		s->plies = n;
		s->cap = cap;
	}
	s->plies[s->nplies++] = *p;
}

void ses_announce_move(struct anna_session *s, struct ses_out *o, enum anna_role to,
		       const struct anna_position *pos, uint16_t move, bool correction)
{
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_MOVE, to, pos->side);
	if (!a)
		return;
	a->pos = *pos;
	a->move = move;
	a->check_words = ses_may(s, ANNA_SAY_CHECK_WORDS, to);
	a->correction = correction;
}

/* May the mover's move be announced to the opponent unasked? */
static bool may_announce_to(const struct anna_session *s, enum anna_role to)
{
	return ses_may(s, to == ANNA_ROLE_VI ? ANNA_SAY_OPPONENT_MOVED : ANNA_SAY_MOVE, to);
}

/* The press of side switches the clock (CLK-6), if it runs. */
static void press_if_running(struct anna_session *s, struct ses_out *o, int side)
{
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		ses_clock_ok(s, o, anna_clock_press(s->clock, o->at, side, NULL));
}

/* A legal move completed by the press of side at o->at: the clock switches
 * at that instant (VI-8), the ply is recorded. */
void ses_complete_ply(struct anna_session *s, struct ses_out *o, int side, uint16_t move,
		      bool announced_before)
{
	struct anna_position before = s->game.pos;
	enum anna_role opp = ses_role_of(s, 1 - side);
	press_if_running(s, o, side);
	if (anna_game_append(&s->game, move, NULL) != ANNA_OK) {
		ses_bug(o, s->state, ANNA_SEV_KEY_CLOCK);
		return;
	}
	struct anna_game_ply *gp = &s->game.plies[s->game.count - 1];
	unsigned sheet_flags = 0;
	if (s->offer_mark[side]) {
		gp->flags |= ANNA_PLY_DRAW_OFFER; /* SHEET-5 */
		sheet_flags |= ANNA_SHEET_DRAW_OFFER;
		s->offer_mark[side] = false;
	}
	gp->clock_ms = (uint32_t)anna_clock_remaining(s->clock, side, o->at);
	anna_scoresheet_add(&s->vi_sheet, move, sheet_flags, o->at, NULL);
	/* DRAW-1: the opponent's pending offer lapses with this move: he
	 * hears it declined after the move itself (below) */
	bool declined = s->offer_side == 1 - side;
	if (declined)
		s->offer_side = -1;
	/* DRAW-6: a rejected claim's intended move had to be played */
	if (s->obliged_side == side) {
		if (move != s->obliged_move) {
			struct anna_session_report *r = ses_report(o, ANNA_SREP_CLAIM_MOVE, side);
			if (r) {
				r->pos = before;
				r->move = s->obliged_move;
				r->from = anna_move_from(move);
				r->to = anna_move_to(move);
				r->promotion = anna_move_is_promotion(move)
					? anna_move_promotion(move) : ANNA_NO_TYPE;
			}
		}
		s->obliged_side = -1;
	}
	struct anna_session_ply p = s->cur;
	p.index = (unsigned)s->game.count - 1;
	p.mover = side;
	p.move = move;
	p.draw_offer = sheet_flags != 0;
	if (!p.announced_ms)
		p.announced_ms = o->at;
	p.pressed_ms = o->at;
	p.remaining_ms = anna_clock_remaining(s->clock, side, o->at);
	if (!announced_before && may_announce_to(s, opp)) {
		ses_announce_move(s, o, opp, &before, move, false);
		p.repeated_ms = o->at;
	}
	if (declined)
		ses_announce(o, ANNA_SANN_DRAW_DECLINED, opp, 1 - side);
	bool early = s->executed_early;
	store_ply(s, &p);
	struct anna_session_action *a = ses_push(o, ANNA_SA_RECORD_PLY);
	if (a)
		a->ply = p;
	ses_reset_ply(s);
	/* where play goes on (also if the arbiter overrides an end, ED-2) */
	s->end_exec = !(side == s->cfg.vi_side || early);
	s->end_move = move;
	s->end_next = s->end_exec ? ANNA_SESSION_VI_EXECUTING : ses_to_move_state(s);
	if (ses_check_status(s, o))
		return;
	/* Without a sensor board nobody can see the VI player carry the move
	 * out: he has the move at once (VI-9: the sighted player's press
	 * completed it). */
	if (side == s->cfg.vi_side || early || !s->cfg.vi_sensor_board) {
		s->state = ses_to_move_state(s);
		ses_vi_board(s, o, false, ANNA_MOVE_NONE);
	} else {
		s->state = ANNA_SESSION_VI_EXECUTING;
		/* already carrying out the typed announcement: no restart */
		ses_vi_board_keep(s, move);
		ses_vi_board(s, o, true, move);
	}
}

/* ILL-5: side completed an illegal move (from, to, promotion as made). */
static void completed_illegal(struct anna_session *s, struct ses_out *o, int side, int from,
			      int to, enum anna_piece_type promo,
			      enum anna_illegal_reason reason)
{
	struct anna_position before = s->game.pos;
	enum anna_role opp = ses_role_of(s, 1 - side);
	/* the press completes it: the opponent's clock runs (ILL-5) */
	press_if_running(s, o, side);
	/* ILL-12: described as made, no judgement (a typed one was said at
	 * its entry already) */
	if (from != ANNA_NO_SQ && to != ANNA_NO_SQ && from != to &&
	    !(s->typed.on && s->cur.repeated_ms) && may_announce_to(s, opp)) {
		struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_PHYSICAL, opp, side);
		if (a) {
			a->pos = before;
			a->from = from;
			a->to = to;
			a->promotion = promo;
		}
	}
	s->illegal[side]++;
	struct ses_decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.reason = reason;
	if (reason == ANNA_ILLEGAL_UNFINISHED_PROMOTION)
		d.queen_move = ses_find_move(&before, from, to, ANNA_QUEEN, NULL);
	enum anna_mate_answer m = ANNA_MATE_UNKNOWN;
	if (s->illegal[side] >= anna_policy_illegal_losing_count(&s->cfg.policy)) {
		/* ILL-8: a loss, but a draw if the opponent cannot mate */
		m = ses_can_mate(s, 1 - side);
		if (m == ANNA_MATE_NO) {
			d.proposal = ANNA_PROP_ILLEGAL_DRAW;
			d.end = ANNA_END_ILLEGAL_DRAW;
			d.result = ANNA_RESULT_DRAW;
		} else {
			d.proposal = ANNA_PROP_ILLEGAL_LOSS;
			d.end = ANNA_END_ILLEGAL_MOVES;
			d.result = ses_loss_of(side);
		}
	} else {
		d.proposal = ANNA_PROP_ILLEGAL_PENALTY;
		d.ms = (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
	}
	struct anna_session_report *r = ses_report(o, ANNA_SREP_ILLEGAL_MOVE, side);
	struct anna_session_report why = { .kind = ANNA_SREP_ILLEGAL_MOVE, .side = side };
	if (r) {
		r->pos = before;
		r->from = from;
		r->to = to;
		r->promotion = promo;
		r->count = s->illegal[side];
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = d.result;
		r->mate = m;
		r->n_evidence = 0;
		if (s->cur.touched_ms)
			r->evidence[r->n_evidence++] = s->cur.touched_ms;
		r->evidence[r->n_evidence++] = o->at;
		r->decision = ses_new_decision(s, &d);
		why.decision = r->decision;
	}
	/* CLK-14: play is interrupted for the arbiter: the clock stops at
	 * the press (the opponent loses no time while he decides) */
	ses_pause_if_running(s, o, ANNA_CLOCK_ACTOR_ARBITER, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
	ses_hold_for_arbiter(s, o, ses_to_move_state(s), &why);
}

/* ILL-9 (2017, 7.8): on their own counter, the second press without a
 * move loses. */
#define PRESS_LOSING_COUNT 2u

/* ILL-9 (2017): the breaches counted so far for side: their own counter
 * (7.8) or, by the arbiter's setting, the ILL-8 one (7.5, 7.7, 7.8). */
unsigned *ses_press_counter(struct anna_session *s, int side)
{
	return s->cfg.policy.combined_illegal_counter ? &s->illegal[side]
						      : &s->press_illegal[side];
}

/* ILL-8, ILL-9: what one more breach by side would bring (*ms, *result
 * filled in): +time to the opponent, or the loss (a draw if the opponent
 * cannot mate). */
enum anna_session_proposal ses_press_proposal(struct anna_session *s, int side, int64_t *ms,
					      enum anna_game_result *result,
					      enum anna_game_end *end)
{
	unsigned losing = s->cfg.policy.combined_illegal_counter
		? anna_policy_illegal_losing_count(&s->cfg.policy) : PRESS_LOSING_COUNT;
	*ms = 0;
	*result = ANNA_RESULT_UNKNOWN;
	*end = ANNA_END_NONE;
	if (*ses_press_counter(s, side) + 1 < losing) {
		*ms = (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
		return ANNA_PROP_PRESS_PENALTY;
	}
	if (ses_can_mate(s, 1 - side) == ANNA_MATE_NO) {
		*result = ANNA_RESULT_DRAW;
		*end = ANNA_END_ILLEGAL_DRAW;
		return ANNA_PROP_ILLEGAL_DRAW;
	}
	*result = ses_loss_of(side);
	*end = ANNA_END_ILLEGAL_MOVES;
	return ANNA_PROP_ILLEGAL_LOSS;
}

/* A clock press before a move was made (VI-8) or without one (CLK-6):
 * reported with its instants, never penalised by anna; under 2017 in
 * competition the arbiter may treat it as an illegal move (ILL-9), so the
 * report proposes the ladder's step for him to confirm (play goes on). */
static void early_press(struct anna_session *s, struct ses_out *o, int side,
			enum anna_session_report_kind kind, const uint64_t *ev, size_t n,
			bool move_made)
{
	s->early_press[side]++;
	struct anna_session_report *r = ses_report(o, kind, side);
	if (!r)
		return;
	r->pos = s->game.pos;
	r->count = s->early_press[side];
	r->n_evidence = n < ANNA_SESSION_MAX_EVIDENCE ? n : ANNA_SESSION_MAX_EVIDENCE;
	memcpy(r->evidence, ev, r->n_evidence * sizeof(r->evidence[0]));
	if (move_made || s->cfg.policy.mode != ANNA_MODE_COMPETITION ||
	    !anna_policy_press_without_move_illegal(&s->cfg.policy))
		return;
	struct ses_decision d = { 0 };
	d.side = side;
	d.press = true;
	d.proposal = ses_press_proposal(s, side, &d.ms, &d.result, &d.end);
	r->proposal = d.proposal;
	r->ms = d.ms;
	r->result = d.result;
	/* one open question per side, however often he presses (a stuck key
	 * must not crowd out the decisions that hold play) */
	r->decision = ses_open_or_new_decision(s, &d);
}

/* ---- the VI player's press ---------------------------------------------- */

void ses_vi_press(struct anna_session *s, struct ses_out *o)
{
	int side = s->cfg.vi_side;
	bool competition = s->cfg.policy.mode == ANNA_MODE_COMPETITION;
	if (!s->cfg.vi_sensor_board && s->typed.on) {
		/* no sensor board: the typed move is the move */
		s->board.shows = s->typed.legal ? SES_VI_MADE : SES_VI_ILLEGAL;
		s->board.move = s->typed.move;
		s->board.from = s->typed.from;
		s->board.to = s->typed.to;
		s->board.promotion = s->typed.promo;
		s->board.reason = ANNA_ILLEGAL_PATTERN;
	}
	if (s->board.shows == SES_VI_MADE) {
		bool announced = s->typed.on && s->typed.legal && s->typed.move == s->board.move;
		if (s->typed.on && !announced) {
			/* VI-12: the typed words were frozen by the press; the
			 * board's move is the move */
			struct anna_session_report *r =
				ses_report(o, ANNA_SREP_ANNOUNCE_DIFFERS, side);
			if (r) {
				r->pos = s->game.pos;
				r->move = s->board.move;
				r->from = s->typed.from;
				r->to = s->typed.to;
				r->promotion = s->typed.promo;
			}
			enum anna_role opp = ses_role_of(s, 1 - side);
			if (may_announce_to(s, opp)) {
				ses_announce_move(s, o, opp, &s->game.pos, s->board.move, true);
				s->cur.repeated_ms = o->at;
			}
			announced = true;
		}
		/* VI-7 c: the press is the announcement */
		s->cur.announced_ms = s->cur.announced_ms ? s->cur.announced_ms : o->at;
		ses_complete_ply(s, o, side, s->board.move, announced);
		return;
	}
	if (s->board.shows == SES_VI_ILLEGAL || s->board.shows == SES_VI_PROMOTION) {
		bool illegal = s->board.shows == SES_VI_ILLEGAL;
		enum anna_illegal_reason reason = illegal ? s->board.reason
							   : ANNA_ILLEGAL_UNFINISHED_PROMOTION;
		int from = s->board.from;
		int to = s->board.to;
		enum anna_piece_type promo = illegal ? s->board.promotion : ANNA_NO_TYPE;
		if (!competition) {
			/* training: no completed illegal move, anna says why,
			 * unless the board's report at this same instant (the
			 * driver reports it at the press) has just said it */
			struct anna_session_announcement *a = NULL;
			if (!(illegal && s->board.illegal_said_ms == o->at + 1))
				a = ses_announce(o, ANNA_SANN_ILLEGAL, ANNA_ROLE_VI, side);
			if (a) {
				a->pos = s->game.pos;
				a->from = from;
				a->to = to;
				a->promotion = promo;
				a->reason = reason;
			}
			if (!illegal && (a = ses_announce(o, ANNA_SANN_PROMOTION,
							  ANNA_ROLE_VI, side))) {
				a->from = from;
				a->to = to;
			}
			return;
		}
		completed_illegal(s, o, side, from, to, promo, reason);
		return;
	}
	/* VI-8: pressed before the move is made: evidence, never a penalty */
	const uint64_t ev[] = { s->cur.touched_ms, s->cur.made_ms, o->at };
	early_press(s, o, side, ANNA_SREP_PRESS_NOT_MADE, ev, 3, false);
	if (ses_may(s, ANNA_SAY_NOT_MADE, ANNA_ROLE_VI))
		ses_announce(o, ANNA_SANN_NOT_MADE, ANNA_ROLE_VI, side);
}

/* ---- typed moves (either keypad) --------------------------------------- */

/* TCH-9, VI-7: the VI player's move is made once the board shows it and
 * it was announced (typed before the press: VI-7 c holds already; without
 * a sensor board the typed move is the move); one that ends the game by
 * itself is then completed without the press. */
static void vi_made_and_announced(struct anna_session *s, struct ses_out *o)
{
	int vi = s->cfg.vi_side;
	if (s->state != ANNA_SESSION_VI_TO_MOVE || !s->typed.on || !s->typed.legal ||
	    s->typed.side != vi)
		return;
	if (s->cfg.vi_sensor_board &&
	    !(s->board.shows == SES_VI_MADE && s->board.move == s->typed.move))
		return;
	if (ses_ends_by_itself(s, s->typed.move))
		ses_complete_ply(s, o, vi, s->typed.move, true);
}

/* Would m end the game by itself (END-1..4, DRAW-7)? */
bool ses_ends_by_itself(struct anna_session *s, uint16_t m)
{
	if (anna_game_append(&s->game, m, NULL) != ANNA_OK)
		return false;
	enum anna_game_result result;
	int loser;
	bool ends = ses_auto_end(s, &result, &loser) != ANNA_END_NONE;
	anna_game_take_back(&s->game);
	return ends;
}

void ses_typed_move(struct anna_session *s, struct ses_out *o,
		    const struct anna_session_event *ev, int side)
{
	enum anna_role who = ses_role_of(s, side);
	enum anna_role opp = ses_role_of(s, 1 - side);
	bool needs_piece = false;
	uint16_t m = ses_find_move(&s->game.pos, ev->from, ev->to, ev->promotion, &needs_piece);
	if (needs_piece) {
		/* VI-4: the promotion must name its piece: ask again */
		struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_PROMOTION, who, side);
		if (a) {
			a->from = ev->from;
			a->to = ev->to;
		}
		return;
	}
	bool legal = m != ANNA_MOVE_NONE;
	if (!legal && s->cfg.policy.mode == ANNA_MODE_TRAINING) {
		ses_refuse(o, who, ANNA_SREF_ILLEGAL_ENTRY, side);
		return;
	}
	bool correction = s->typed.on || s->typed.corrected;
	s->typed.on = true;
	s->typed.legal = legal;
	s->typed.side = side;
	s->typed.move = m;
	s->typed.from = ev->from;
	s->typed.to = ev->to;
	s->typed.promo = ev->promotion;
	s->typed.corrected = false;
	/* VI-9: the sighted player pressed before he announced: the gap is
	 * logged with the ply; a long one is flagged to the arbiter */
	uint64_t press = s->cur.early_press_ms;
	if (side != s->cfg.vi_side && press && !s->cur.announced_ms &&
	    s->cfg.announce_gap_ms && o->at - press > s->cfg.announce_gap_ms) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_LATE_ANNOUNCEMENT, side);
		if (r) {
			r->pos = s->game.pos;
			r->ms = (int64_t)(o->at - press);
			r->n_evidence = 2;
			r->evidence[0] = press;
			r->evidence[1] = o->at;
		}
	}
	s->cur.announced_ms = o->at;
	if (who == ANNA_ROLE_VI) {
		/* VI-12: he hears that his announcement was registered, as he
		 * typed it, legal or not (ARB-3: his own announcement) */
		struct anna_session_announcement *e = ses_announce(o, ANNA_SANN_ENTERED, who, side);
		if (e) {
			e->pos = s->game.pos;
			e->from = ev->from;
			e->to = ev->to;
			e->promotion = ev->promotion;
		}
	}
	if (legal && may_announce_to(s, opp)) {
		ses_announce_move(s, o, opp, &s->game.pos, m, correction);
		s->cur.repeated_ms = o->at;
	} else if (!legal && may_announce_to(s, opp) && ev->from != ev->to &&
		   ev->from < ANNA_SQUARES && ev->to < ANNA_SQUARES) {
		struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_PHYSICAL, opp, side);
		if (a) {
			a->pos = s->game.pos;
			a->from = ev->from;
			a->to = ev->to;
			a->promotion = ev->promotion;
		}
		s->cur.repeated_ms = o->at;
	}
	/* the VI player may carry out the sighted player's move at once */
	if (side != s->cfg.vi_side && legal)
		ses_vi_board(s, o, true, m);
	/* TCH-9, DRAW-7: a move that ends the game by itself (mate,
	 * stalemate, dead position, fivefold, 75 moves) is completed without
	 * a press; the VI player's move only once it is made (VI-7: on the
	 * board and announced) */
	if (legal && side != s->cfg.vi_side && ses_ends_by_itself(s, m))
		ses_complete_ply(s, o, side, m, true);
	else if (legal && side == s->cfg.vi_side)
		vi_made_and_announced(s, o);
}

void ses_sighted_press(struct anna_session *s, struct ses_out *o)
{
	int side = 1 - s->cfg.vi_side;
	if (s->typed.on && s->typed.legal) {
		ses_complete_ply(s, o, side, s->typed.move, true);
		return;
	}
	if (s->typed.on) {
		completed_illegal(s, o, side, s->typed.from, s->typed.to, s->typed.promo,
				  ANNA_ILLEGAL_PATTERN);
		return;
	}
	/* CLK-6: a press without a move (ILL-9 under 2017): the arbiter's
	 * matter; a second sensor board may show it made (then only the
	 * announcement is missing, VI-9: no ILL-9 proposal). VI-9: the
	 * first such press starts the gap to the announcement. */
	if (!s->cur.early_press_ms)
		s->cur.early_press_ms = o->at;
	const uint64_t ev[] = { s->cur.made_ms, o->at };
	early_press(s, o, side, ANNA_SREP_PRESS_NO_MOVE, ev, 2, s->cur.made_ms != 0);
}

void ses_withdraw(struct anna_session *s, struct ses_out *o, int side)
{
	enum anna_role who = ses_role_of(s, side);
	if (s->typed.on && s->typed.side == side && s->state != ANNA_SESSION_ARBITER) {
		/* VI-12: corrected before the clock press */
		s->typed.on = false;
		s->typed.corrected = true;
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_WITHDRAWN, ses_role_of(s, 1 - side), side);
		if (a)
			a->pos = s->game.pos;
		if (who == ANNA_ROLE_VI && (a = ses_announce(o, ANNA_SANN_WITHDRAWN, who, side)))
			a->pos = s->game.pos; /* and he hears it was withdrawn */
		if (side != s->cfg.vi_side)
			ses_vi_board(s, o, false, ANNA_MOVE_NONE);
		return;
	}
	/* after the press the announcement is frozen (VI-12) */
	bool pressed = s->nplies && s->plies[s->nplies - 1].mover == side;
	ses_refuse(o, who, !pressed ? ANNA_SREF_NOTHING
			   : anna_policy_has_arbiter(&s->cfg.policy) ? ANNA_SREF_FROZEN
			   : ANNA_SREF_FROZEN_TRAINING, side);
}

/* ---- the VI board ------------------------------------------------------- */

/* The board shows the legal move m (VI-7 a, b). */
static void board_made(struct anna_session *s, struct ses_out *o, uint16_t m)
{
	s->board.shows = SES_VI_MADE;
	s->board.move = m;
	s->cur.made_ms = o->at;
	vi_made_and_announced(s, o);
}

/* TCH-3, TCH-6, VI-6: what lifting piece from sq obliges the side to
 * move: his own piece must be moved, the opponent's captured, if a legal
 * move does it. */
static enum anna_session_duty lift_duty(const struct anna_position *pos, int sq,
					uint8_t piece)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	bool own = ANNA_PIECE_COLOR(piece) == pos->side;
	for (size_t i = 0; i < n; i++) {
		int from = anna_move_from(moves[i]), to = anna_move_to(moves[i]);
		if (own ? from == sq
			: to == sq || (anna_move_is_en_passant(moves[i]) &&
				       ((from & ~7) | (to & 7)) == sq))
			return own ? ANNA_SDUTY_MOVE : ANNA_SDUTY_CAPTURE;
	}
	return ANNA_SDUTY_NONE;
}

/* VI-6: the VI player lifted a piece before his move is on the board: a
 * touch, said to whoever the policy lets hear it; the duty only in
 * training and for the ply's first lift (TCH-3: the first piece binds). */
static void announce_touched(struct anna_session *s, struct ses_out *o,
			     const struct anna_session_event *ev, bool first)
{
	if (!ev->piece || ev->square < 0 || ev->square >= ANNA_SQUARES)
		return;
	for (int r = 0; r < ANNA_ROLE_COUNT; r++) {
		enum anna_touch_words w = anna_policy_touched(&s->cfg.policy, (enum anna_role)r);
		if (w == ANNA_TOUCH_SILENT)
			continue;
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_TOUCHED, (enum anna_role)r, s->cfg.vi_side);
		if (!a)
			return;
		a->square = ev->square;
		a->piece = ev->piece;
		a->duty = w == ANNA_TOUCH_DUTY && first
			? lift_duty(&s->game.pos, ev->square, ev->piece) : ANNA_SDUTY_UNSAID;
	}
}


/* VI-6: touched = lifted, while his move is not on the board yet. */
void ses_vi_lift(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev)
{
	int vi = s->cfg.vi_side;
	if (s->board.shows != SES_VI_MADE && s->board.shows != SES_VI_ILLEGAL)
		announce_touched(s, o, ev, !s->cur.touched_ms);
	if (!s->cur.touched_ms)
		s->cur.touched_ms = o->at;
	/* DRAW-1 [Interpretation]: lifting declines a pending offer */
	if (s->offer_side == 1 - vi) {
		s->offer_side = -1;
		ses_announce(o, ANNA_SANN_DRAW_DECLINED, ANNA_ROLE_SIGHTED, 1 - vi);
	}
}

/* The board shows a legal move (the driver's inference found one). */
void ses_vi_made(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev)
{
	uint16_t m = ses_find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
	if (!m) {
		ses_bug(o, s->state, ev->type);
		return;
	}
	board_made(s, o, m);
}

/* VI-4: a pawn on the last rank; the piece named on the keypad before
 * completes the move, else anna asks which. */
void ses_vi_promotion(struct anna_session *s, struct ses_out *o,
		      const struct anna_session_event *ev)
{
	s->board.shows = SES_VI_PROMOTION;
	s->board.from = ev->from;
	s->board.to = ev->to;
	if (s->board.promo_piece != ANNA_NO_TYPE) {
		uint16_t m = ses_find_move(&s->game.pos, ev->from, ev->to, s->board.promo_piece,
					   NULL);
		if (m) {
			board_made(s, o, m);
			return;
		}
	}
	struct anna_session_announcement *a =
		ses_announce(o, ANNA_SANN_PROMOTION, ANNA_ROLE_VI, s->cfg.vi_side);
	if (a) {
		a->from = ev->from;
		a->to = ev->to;
	}
}

void ses_vi_illegal(struct anna_session *s, struct ses_out *o,
		    const struct anna_session_event *ev)
{
	s->board.shows = SES_VI_ILLEGAL;
	s->board.from = ev->from;
	s->board.to = ev->to;
	s->board.promotion = ev->promotion;
	s->board.reason = ev->reason;
	/* ILL-12: only training warns before completion */
	if (!ses_may(s, ANNA_SAY_ILLEGAL_WARNING, ANNA_ROLE_VI))
		return;
	struct anna_session_announcement *a =
		ses_announce(o, ANNA_SANN_ILLEGAL, ANNA_ROLE_VI, s->cfg.vi_side);
	if (!a)
		return;
	s->board.illegal_said_ms = o->at + 1;
	a->pos = s->game.pos;
	a->from = ev->from;
	a->to = ev->to;
	a->promotion = ev->promotion;
	a->reason = ev->reason;
}

/* The board is right again after a drift: he hears so. */
static void drift_over(struct anna_session *s, struct ses_out *o)
{
	if (s->board.drift) {
		s->board.drift = false;
		ses_announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_VI, s->cfg.vi_side);
	}
}

/* Executing: the opponent's move is carried out; the VI player has the
 * move. */
void ses_vi_executed(struct anna_session *s, struct ses_out *o)
{
	if (s->nplies)
		s->plies[s->nplies - 1].executed_ms = o->at;
	drift_over(s, o);
	s->state = ANNA_SESSION_VI_TO_MOVE;
	ses_vi_board(s, o, false, ANNA_MOVE_NONE);
}

/* The typed announcement carried out before the sighted player's press. */
void ses_vi_executed_early(struct anna_session *s, struct ses_out *o)
{
	s->executed_early = true;
	s->cur.executed_ms = o->at;
	drift_over(s, o);
}

/* The fixes of ev for an announcement. */
static void copy_fixes(struct anna_session_announcement *a, const struct anna_session_event *ev)
{
	a->n_fix = ev->n_fix < ANNA_SESSION_MAX_FIX ? ev->n_fix : ANNA_SESSION_MAX_FIX;
	memcpy(a->fix, ev->fix, a->n_fix * sizeof(a->fix[0]));
}

/* VI-13: carrying out the announced move (executing, or early), the board
 * departs from it: caught at the move where it happens. */
void ses_vi_wrong(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev)
{
	int vi = s->cfg.vi_side;
	bool completed = s->state == ANNA_SESSION_VI_EXECUTING && s->game.count;
	uint16_t announced = completed ? s->game.plies[s->game.count - 1].move : s->typed.move;
	struct anna_position before;
	anna_game_position_at(&s->game, completed ? s->game.count - 1 : s->game.count, &before);
	s->executed_early = false;
	if (!s->board.drift) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_DRIFT, vi);
		if (r) {
			r->pos = before;
			r->move = announced;
			r->from = ev->from;
			r->to = ev->to;
			r->n_evidence = 1;
			r->evidence[0] = o->at;
		}
	}
	s->board.drift = true;
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_DRIFT, ANNA_ROLE_VI, vi);
	if (a) {
		a->pos = before;
		a->move = announced;
		a->from = ev->from;
		a->to = ev->to;
		copy_fixes(a, ev);
	}
}

/* The board differs from the game: reported once, the fixes said. */
void ses_vi_mismatch(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev)
{
	int vi = s->cfg.vi_side;
	if (!s->board.mismatch) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_MISMATCH, vi);
		if (r)
			r->pos = s->game.pos;
	}
	s->board.mismatch = true;
	struct anna_session_announcement *a = ses_announce(o, ANNA_SANN_MISMATCH, ANNA_ROLE_VI, vi);
	if (a) {
		a->pos = s->game.pos;
		copy_fixes(a, ev);
	}
}

void ses_vi_match(struct anna_session *s, struct ses_out *o)
{
	if (s->board.mismatch) {
		s->board.mismatch = false;
		ses_announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_VI, s->cfg.vi_side);
	}
}

void ses_sighted_mismatch(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev)
{
	int vi = s->cfg.vi_side;
	s->sighted_board = ev->position;
	if (!s->sighted_mismatch) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_SIGHTED_MISMATCH, 1 - vi);
		if (r)
			r->pos = ev->position;
	}
	s->sighted_mismatch = true;
	for (int who = ANNA_ROLE_SIGHTED; who <= ANNA_ROLE_ARBITER; who++) {
		struct anna_session_announcement *a =
			ses_announce(o, ANNA_SANN_MISMATCH, (enum anna_role)who, 1 - vi);
		if (a) {
			a->pos = s->game.pos;
			copy_fixes(a, ev);
		}
	}
}

void ses_sighted_match(struct anna_session *s, struct ses_out *o)
{
	if (s->sighted_mismatch) {
		s->sighted_mismatch = false;
		ses_announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_SIGHTED, 1 - s->cfg.vi_side);
	}
}

/* A second sensor board on the sighted side shows a move: his own (VI-9
 * evidence), or the VI player's last one carried out there. */
void ses_sighted_made(struct anna_session *s, struct ses_out *o,
		      const struct anna_session_event *ev)
{
	int vi = s->cfg.vi_side;
	uint16_t m = ANNA_MOVE_NONE;
	if (s->state == ANNA_SESSION_SIGHTED_TO_MOVE) {
		m = ses_find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
		/* his own move made on his board (VI-9), announced or not yet */
		if (m && (!s->typed.on || (s->typed.legal && m == s->typed.move)))
			s->cur.made_ms = o->at;
	}
	if (!s->nplies || s->plies[s->nplies - 1].mover != vi)
		return;
	struct anna_position before;
	anna_game_position_at(&s->game, s->game.count - 1, &before);
	uint16_t vm = ses_find_move(&before, ev->from, ev->to, ev->promotion, NULL);
	struct anna_session_ply *p = &s->plies[s->nplies - 1];
	if (vm && vm == p->move && !p->executed_ms) {
		p->executed_ms = o->at;
		return;
	}
	if (!m && !p->executed_ms) {
		struct anna_session_report *r = ses_report(o, ANNA_SREP_DRIFT, 1 - vi);
		if (r) {
			r->pos = before;
			r->move = p->move;
			r->from = ev->from;
			r->to = ev->to;
		}
	}
}

/* VI-4: the piece for the board's pawn, named on the VI keypad (before or
 * after the board shows it); without a sensor board it completes the
 * typed promotion. */
void ses_key_promotion(struct anna_session *s, struct ses_out *o,
		       const struct anna_session_event *ev, int side)
{
	if (ev->role != ANNA_ROLE_VI)
		return;
	s->board.promo_piece = ev->promotion;
	if (s->board.shows == SES_VI_PROMOTION) {
		uint16_t m = ses_find_move(&s->game.pos, s->board.from, s->board.to,
					   ev->promotion, NULL);
		if (m)
			board_made(s, o, m);
	}
	if (!s->cfg.vi_sensor_board && s->typed.on && !s->typed.legal) {
		struct anna_session_event e = *ev;
		e.from = s->typed.from;
		e.to = s->typed.to;
		ses_typed_move(s, o, &e, side);
	}
}

/* VI-8: a press while he carries out the opponent's move: his own move is
 * not made yet. */
void ses_vi_press_executing(struct anna_session *s, struct ses_out *o)
{
	const uint64_t at[] = { o->at };
	early_press(s, o, s->cfg.vi_side, ANNA_SREP_PRESS_NOT_MADE, at, 1, false);
}
