/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_session.c: the session's announcements and reports in
 * words (speech/render_session.h).
 */
#include "speech/render_session.h"

#include <stdio.h>
#include <string.h>

#include "speech/render_board.h"
#include "speech/render_clock.h"

#define WORDS_MAX ANNA_PHRASE_MAX

void anna_render_session_opts_default(struct anna_render_session_opts *opts)
{
	opts->listener_side = -1;
	opts->form = ANNA_FORM_LONG;
	opts->name_captured = false;
	opts->seconds_below_ms = 10ULL * 60 * 1000;
}

static bool valid_sq(int sq) { return sq >= 0 && sq < 64; }

static bool valid_side(int side) { return side == ANNA_WHITE || side == ANNA_BLACK; }

/* A penalty's duration, said without its sign. */
static uint64_t magnitude(int64_t ms) { return ms < 0 ? (uint64_t)-ms : (uint64_t)ms; }

/* A legal move's words (long or short form, check words as allowed). */
static enum anna_status move_words(const struct anna_profile *profile,
				   const struct anna_position *pos, uint16_t move,
				   bool check_words,
				   const struct anna_render_session_opts *opts,
				   struct anna_phrase *words)
{
	struct anna_render_opts ro;
	anna_render_opts_default(&ro);
	ro.form = opts ? opts->form : ANNA_FORM_LONG;
	ro.name_captured = opts && opts->name_captured;
	ro.policy = ANNA_POLICY_COMPETITION;
	ro.arbiter_check_words = check_words; /* the session asked the policy */
	return anna_render_move(profile, pos, move, &ro, words);
}

static void to_fix(const struct anna_session_fix *in, size_t n, struct anna_render_fix *out)
{
	for (size_t i = 0; i < n; i++) {
		out[i].from = in[i].from;
		out[i].to = in[i].to;
		out[i].piece = in[i].piece;
		/* board-io's flag, carried by the driver and the session */
		out[i].back = in[i].back;
	}
}

static enum anna_status game_end(const struct anna_profile *profile,
				 const struct anna_session_announcement *a,
				 struct anna_phrase *out)
{
	enum anna_word wd;
	switch (a->end) {
	case ANNA_END_ILLEGAL_MOVES:
		if (!valid_side(a->mover))
			return ANNA_E_INVALID;
		wd = a->mover == ANNA_WHITE ? ANNA_WORD_SESSION_END_ILLEGAL_WHITE
					    : ANNA_WORD_SESSION_END_ILLEGAL_BLACK;
		break;
	case ANNA_END_ILLEGAL_DRAW:
		wd = ANNA_WORD_SESSION_END_ILLEGAL_DRAW;
		break;
	case ANNA_END_ARBITER:
		wd = ANNA_WORD_SESSION_END_ARBITER;
		break;
	default: /* the ends the game's phrases name */
		return anna_render_end(profile, a->end, a->mover == ANNA_BLACK ? ANNA_BLACK : ANNA_WHITE,
				       out);
	}
	const char *result = wd == ANNA_WORD_SESSION_END_ARBITER
				     ? anna_game_result_str(a->result) : NULL;
	anna_phrase_clear(out);
	return anna_phrase_done(out, profile,
				anna_phrase_add_word(out, profile, wd, result, NULL, NULL));
}

static enum anna_status pieces(const struct anna_profile *profile,
			       const struct anna_session_announcement *a,
			       struct anna_phrase *out)
{
	const char *name = anna_render_board_piece(profile, a->piece);
	if (!name)
		return ANNA_E_INVALID;
	if (!a->squares)
		return anna_phrase_add_word(out, profile, ANNA_WORD_SESSION_PIECES_NONE, name,
					    NULL, NULL);
	char list[WORDS_MAX] = "", sq[64];
	for (int s = 0; s < 64; s++) {
		if (!(a->squares >> s & 1))
			continue;
		anna_render_square(profile, s, sq, sizeof(sq));
		size_t n = strlen(list);
		snprintf(list + n, sizeof(list) - n, "%s%s", n ? ", " : "", sq);
	}
	return anna_phrase_add_word(out, profile, ANNA_WORD_SESSION_PIECES, name, list, NULL);
}

static enum anna_word refusal_word(enum anna_session_refusal r)
{
	switch (r) {
	case ANNA_SREF_POLICY: return ANNA_WORD_SESSION_REFUSED_POLICY;
	case ANNA_SREF_NOT_YOUR_MOVE: return ANNA_WORD_SESSION_REFUSED_NOT_YOUR_MOVE;
	case ANNA_SREF_ILLEGAL_ENTRY: return ANNA_WORD_SESSION_REFUSED_ILLEGAL_ENTRY;
	case ANNA_SREF_FROZEN: return ANNA_WORD_SESSION_REFUSED_FROZEN;
	case ANNA_SREF_NOTHING: return ANNA_WORD_SESSION_REFUSED_NOTHING;
	case ANNA_SREF_WAIT_ARBITER: return ANNA_WORD_SESSION_REFUSED_WAIT_ARBITER;
	case ANNA_SREF_GAME_OVER: return ANNA_WORD_SESSION_REFUSED_GAME_OVER;
	case ANNA_SREF_PROMOTION: return ANNA_WORD_SESSION_REFUSED_PROMOTION;
	case ANNA_SREF_TOUCHED: return ANNA_WORD_SESSION_REFUSED_TOUCHED;
	case ANNA_SREF_ASSISTANT: return ANNA_WORD_SESSION_REFUSED_ASSISTANT;
	case ANNA_SREF_QUICKPLAY: return ANNA_WORD_SESSION_REFUSED_QUICKPLAY;
	case ANNA_SREF_NOT_PAUSED: return ANNA_WORD_SESSION_REFUSED_NOT_PAUSED;
	case ANNA_SREF_NOT_STARTED: return ANNA_WORD_SESSION_REFUSED_NOT_STARTED;
	case ANNA_SREF_PAUSED: return ANNA_WORD_SESSION_REFUSED_PAUSED;
	case ANNA_SREF_BOARDS_DIFFER: return ANNA_WORD_SESSION_REFUSED_BOARDS_DIFFER;
	case ANNA_SREF_SWITCHES_TRAINING: return ANNA_WORD_SESSION_REFUSED_SWITCHES_TRAINING;
	case ANNA_SREF_NO_DRAW: return ANNA_WORD_SESSION_REFUSED_NO_DRAW;
	case ANNA_SREF_FROZEN_TRAINING: return ANNA_WORD_SESSION_REFUSED_FROZEN_TRAINING;
	case ANNA_SREF_NO_ARBITER: return ANNA_WORD_SESSION_REFUSED_NO_ARBITER;
	case ANNA_SREF_COUNT: break;
	}
	return ANNA_WORD_COUNT;
}

/* A pause's reason in words; ANNA_WORD_COUNT for none worth saying (the
 * arbiter's own, or one that is said otherwise: a claim, an illegal move
 * are told as what holds play). */
static enum anna_word pause_reason_word(enum anna_clock_reason r)
{
	switch (r) {
	case ANNA_CLOCK_REASON_DISTURBANCE: return ANNA_WORD_SESSION_PAUSE_REASON_DISTURBANCE;
	case ANNA_CLOCK_REASON_WRONG_SETTING: return ANNA_WORD_SESSION_PAUSE_REASON_WRONG_SETTING;
	case ANNA_CLOCK_REASON_DEFECTIVE: return ANNA_WORD_SESSION_PAUSE_REASON_DEFECTIVE;
	case ANNA_CLOCK_REASON_DISPLACED: return ANNA_WORD_SESSION_PAUSE_REASON_DISPLACED;
	case ANNA_CLOCK_REASON_PROMOTION_PIECE:
		return ANNA_WORD_SESSION_PAUSE_REASON_PROMOTION_PIECE;
	case ANNA_CLOCK_REASON_RECONCILE: return ANNA_WORD_SESSION_PAUSE_REASON_RECONCILE;
	case ANNA_CLOCK_REASON_ASSISTANT: return ANNA_WORD_SESSION_PAUSE_REASON_ASSISTANT;
	default: return ANNA_WORD_COUNT;
	}
}

enum anna_status anna_render_session(const struct anna_profile *profile,
				     const struct anna_session_announcement *a,
				     const struct anna_render_session_opts *opts,
				     struct anna_phrase *out)
{
	struct anna_render_session_opts def;
	if (!opts) {
		anna_render_session_opts_default(&def);
		opts = &def;
	}
	int me = opts->listener_side;
	char w1[WORDS_MAX];
	struct anna_phrase move;
	struct anna_render_fix fix[ANNA_SESSION_MAX_FIX];
	size_t nfix = a->n_fix < ANNA_SESSION_MAX_FIX ? a->n_fix : ANNA_SESSION_MAX_FIX;
	enum anna_status st;
	/* Most announcements are one text: its word and values, said below. */
	enum anna_word wd = ANNA_WORD_COUNT;
	const char *v1 = NULL, *v2 = NULL;
	/* who the announcement is about, for the listener */
	const char *mover = valid_side(a->mover) ? anna_render_clock_who(profile, a->mover, me)
						 : NULL;
	anna_phrase_clear(out);
	switch (a->kind) {
	case ANNA_SANN_MOVE:
		st = move_words(profile, &a->pos, a->move, a->check_words, opts,
				a->correction ? &move : out);
		if (st != ANNA_OK || !a->correction)
			return st;
		wd = ANNA_WORD_SESSION_CORRECTION;
		v1 = move.text;
		break;
	case ANNA_SANN_PHYSICAL: {
		/* ILL-12: as made, no judgement */
		struct anna_render_opts ro;
		anna_render_opts_default(&ro);
		return anna_render_physical(profile, &a->pos, a->from, a->to, a->promotion, &ro, out);
	}
	case ANNA_SANN_ILLEGAL: {
		struct anna_render_opts ro;
		anna_render_opts_default(&ro);
		ro.policy = ANNA_POLICY_TRAINING; /* the session sends it only then */
		if (!valid_sq(a->from) || !valid_sq(a->to))
			return ANNA_E_INVALID;
		return anna_render_board_illegal(profile, &a->pos, a->from, a->to, a->promotion,
						 anna_illegal_reason_str(a->reason), &ro, out);
	}
	case ANNA_SANN_WITHDRAWN:
		wd = ANNA_WORD_SESSION_WITHDRAWN;
		v1 = mover;
		break;
	case ANNA_SANN_CLOCK: {
		struct anna_render_clock_opts co;
		anna_render_clock_opts_default(&co);
		co.listener = me;
		co.seconds_below_ms = opts->seconds_below_ms;
		return anna_render_clock(profile, &a->clock, &co, out);
	}
	case ANNA_SANN_PROMOTION:
		return anna_render_board_promotion(profile, a->to, out);
	case ANNA_SANN_NOT_MADE:
		wd = ANNA_WORD_SESSION_NOT_MADE;
		break;
	case ANNA_SANN_DRIFT:
		to_fix(a->fix, nfix, fix);
		return anna_render_board_not_announced(profile, &a->pos, a->move, fix, nfix, out);
	case ANNA_SANN_MISMATCH:
	case ANNA_SANN_BOARD_OK:
		to_fix(a->fix, nfix, fix);
		/* the arbiter hears whose board it is (the sighted board read
		 * by an e-board; the VI board's mismatch is his report) */
		return anna_render_board_fixes_of(profile,
						  a->listener == ANNA_ROLE_ARBITER
							  ? "session.sighted_board_differs" : NULL,
						  fix, a->kind == ANNA_SANN_BOARD_OK ? 0 : nfix, out);
	case ANNA_SANN_GAME_END:
		return game_end(profile, a, out);
	case ANNA_SANN_DRAW_OFFER:
		/* to the one who offered it: that it was made */
		wd = me == a->mover ? ANNA_WORD_SESSION_DRAW_OFFERED : ANNA_WORD_SESSION_DRAW_OFFER;
		v1 = mover;
		break;
	case ANNA_SANN_DRAW_DECLINED:
		wd = ANNA_WORD_SESSION_DRAW_DECLINED;
		break;
	case ANNA_SANN_CLAIM:
		wd = (a->claim & ANNA_SESSION_CLAIM_FLAG) ? ANNA_WORD_SESSION_CLAIM_FLAG
		     : (a->claim & ANNA_SESSION_CLAIM_QUICKPLAY) ? ANNA_WORD_SESSION_CLAIM_QUICKPLAY
		     : (a->claim & ANNA_SESSION_CLAIM_INCREMENT) ? ANNA_WORD_SESSION_CLAIM_INCREMENT
		     : (a->claim & ANNA_CLAIM_REPETITION) ? ANNA_WORD_SESSION_CLAIM_REPETITION
							  : ANNA_WORD_SESSION_CLAIM_FIFTY;
		v1 = mover;
		break;
	case ANNA_SANN_PENALTY: {
		anna_render_duration(profile, magnitude(a->ms), opts->seconds_below_ms, w1,
				     sizeof(w1));
		v1 = mover;
		switch (a->penalty) {
		case ANNA_PENALTY_TIME:
			wd = ANNA_WORD_SESSION_PENALTY_TIME;
			v2 = w1;
			break;
		case ANNA_PENALTY_DEDUCT:
			wd = ANNA_WORD_SESSION_PENALTY_DEDUCT;
			v2 = w1;
			break;
		case ANNA_PENALTY_WARNING:
			wd = ANNA_WORD_SESSION_PENALTY_WARNING;
			break;
		case ANNA_PENALTY_LOSS:
			return ANNA_E_INVALID; /* a loss is a game end, said as one */
		}
		break;
	}
	case ANNA_SANN_PAUSED:
		/* training: no arbiter, the keys that go on; else the
		 * arbiter's pause with its reason when he gave one */
		wd = a->self_paused ? ANNA_WORD_SESSION_PAUSED_TRAINING : ANNA_WORD_SESSION_PAUSED;
		if (!a->self_paused && pause_reason_word(a->pause_reason) != ANNA_WORD_COUNT) {
			wd = ANNA_WORD_SESSION_PAUSED_WHY;
			v1 = anna_profile_word(profile, pause_reason_word(a->pause_reason));
		}
		break;
	case ANNA_SANN_RESUMED:
		wd = ANNA_WORD_SESSION_RESUMED;
		break;
	case ANNA_SANN_HELD:
		/* why play stopped, and that the arbiter decides */
		wd = a->held_for == ANNA_SREP_ILLEGAL_MOVE || a->held_for == ANNA_SREP_PRESS_NO_MOVE
			? ANNA_WORD_SESSION_HELD_ILLEGAL
		     : a->held_for == ANNA_SREP_CLAIM ? ANNA_WORD_SESSION_HELD_CLAIM
		     : a->held_for == ANNA_SREP_QUICKPLAY ? ANNA_WORD_SESSION_HELD_QUICKPLAY
		     : a->held_for == ANNA_SREP_RECONCILE ? ANNA_WORD_SESSION_HELD_RECONCILE
		     : a->held_for == ANNA_SREP_FLAG ? ANNA_WORD_SESSION_HELD_FLAG
							  : ANNA_WORD_SESSION_HELD_OTHER;
		v1 = mover ? mover : "";
		break;
	case ANNA_SANN_STARTED:
		/* the listener's colour, and whether his clock runs */
		if (!valid_side(a->mover))
			return ANNA_E_INVALID;
		wd = !valid_side(me) ? ANNA_WORD_SESSION_STARTED_COLOURS
		     : me == a->mover ? ANNA_WORD_SESSION_STARTED_YOUR_MOVE
				      : ANNA_WORD_SESSION_STARTED_THEIR_MOVE;
		v1 = anna_render_clock_who(profile, valid_side(me) ? me : a->mover, -1);
		break;
	case ANNA_SANN_SWITCHED: {
		static const enum anna_word names[ANNA_SWITCH_COUNT] = {
			ANNA_WORD_SESSION_SWITCH_CHECK_WORDS, ANNA_WORD_SESSION_SWITCH_CLOCK_WARNINGS,
			ANNA_WORD_SESSION_SWITCH_SQUARE_QUERIES,
			ANNA_WORD_SESSION_SWITCH_ANNOUNCING_ASSISTANT,
		};
		if (a->switch_id < 0 || a->switch_id >= ANNA_SWITCH_COUNT)
			return ANNA_E_INVALID;
		wd = a->switch_on ? ANNA_WORD_SESSION_SWITCHED_ON : ANNA_WORD_SESSION_SWITCHED_OFF;
		v1 = anna_profile_word(profile, names[a->switch_id]);
		break;
	}
	case ANNA_SANN_ADJUSTED:
		anna_render_duration(profile, magnitude(a->ms), opts->seconds_below_ms, w1,
				     sizeof(w1));
		wd = a->confirmed ? ANNA_WORD_SESSION_ADJUSTED_SET
		     : a->ms < 0 ? ANNA_WORD_SESSION_ADJUSTED_DEDUCT : ANNA_WORD_SESSION_ADJUSTED_ADD;
		v1 = mover ? mover : "";
		v2 = w1;
		break;
	case ANNA_SANN_DECIDED:
		wd = a->confirmed ? ANNA_WORD_SESSION_DECIDED_CONFIRMED
				  : ANNA_WORD_SESSION_DECIDED_OVERRIDDEN;
		break;
	case ANNA_SANN_SHEET_ENTRY:
		st = move_words(profile, &a->pos, a->move, false, opts, &move);
		if (st != ANNA_OK)
			return st;
		if (anna_render_number(profile, (int)a->number, w1, sizeof(w1)) < 0)
			return ANNA_E_RANGE;
		/* White's and Black's entries of one move told apart */
		if (a->pos.side == ANNA_WHITE)
			wd = a->draw_offer ? ANNA_WORD_SESSION_SHEET_OFFER_WHITE
					   : ANNA_WORD_SESSION_SHEET_ENTRY_WHITE;
		else
			wd = a->draw_offer ? ANNA_WORD_SESSION_SHEET_OFFER_BLACK
					   : ANNA_WORD_SESSION_SHEET_ENTRY_BLACK;
		v1 = w1;
		v2 = move.text;
		break;
	case ANNA_SANN_SQUARE:
		if (anna_render_square(profile, a->square, w1, sizeof(w1)) < 0)
			return ANNA_E_INVALID;
		v1 = w1;
		if (!a->piece) {
			wd = ANNA_WORD_SESSION_SQUARE_EMPTY;
			break;
		}
		wd = ANNA_WORD_SESSION_SQUARE_PIECE;
		v2 = anna_render_board_piece(profile, a->piece);
		if (!v2)
			return ANNA_E_INVALID;
		break;
	case ANNA_SANN_PIECES:
		return anna_phrase_done(out, profile, pieces(profile, a, out));
	case ANNA_SANN_WHOSE_MOVE:
		/* the colour, whoever listens */
		if (!valid_side(a->mover))
			return ANNA_E_INVALID;
		wd = ANNA_WORD_SESSION_WHOSE_MOVE;
		v1 = anna_render_clock_who(profile, a->mover, -1);
		break;
	case ANNA_SANN_NO_MOVE:
		wd = ANNA_WORD_SESSION_NO_MOVE;
		break;
	case ANNA_SANN_REFUSED:
		wd = refusal_word(a->refusal);
		v1 = mover; /* whose board differs (BOARDS_DIFFER) */
		break;
	case ANNA_SANN_CLAIM_MOVE:
		st = move_words(profile, &a->pos, a->move, false, opts, &move);
		if (st != ANNA_OK)
			return st;
		wd = ANNA_WORD_SESSION_CLAIM_MOVE;
		v1 = mover;
		v2 = move.text;
		break;
	case ANNA_SANN_INCREMENT: /* QPF-2 */
		anna_render_duration(profile, a->ms < 0 ? 0 : (uint64_t)a->ms,
				     opts->seconds_below_ms, w1, sizeof(w1));
		wd = ANNA_WORD_SESSION_INCREMENT;
		v1 = w1;
		break;
	case ANNA_SANN_TOUCHED: /* VI-6; TCH-3, TCH-6 in training */
		if (anna_render_square(profile, a->square, w1, sizeof(w1)) < 0)
			return ANNA_E_INVALID;
		v1 = anna_render_board_piece(profile, a->piece);
		v2 = w1;
		wd = a->duty == ANNA_SDUTY_MOVE ? ANNA_WORD_SESSION_TOUCHED_MOVE
		     : a->duty == ANNA_SDUTY_CAPTURE ? ANNA_WORD_SESSION_TOUCHED_CAPTURE
		     : a->duty == ANNA_SDUTY_NONE ? ANNA_WORD_SESSION_TOUCHED_FREE
						  : ANNA_WORD_SESSION_TOUCHED;
		break;
	case ANNA_SANN_ENTERED: {
		/* as typed, no judgement (ARB-3) */
		struct anna_render_opts ro;
		anna_render_opts_default(&ro);
		if (!valid_sq(a->from) || !valid_sq(a->to))
			return ANNA_E_INVALID;
		if (a->from == a->to) {
			/* "5252" is no move, but it is what he typed: read it
			 * back as two squares, as typed */
			anna_phrase_clear(&move);
			anna_render_add_square(&move, profile, a->from);
			anna_render_add_square(&move, profile, a->to);
			st = anna_phrase_finish(&move, profile);
		} else {
			st = anna_render_physical(profile, &a->pos, a->from, a->to,
						  a->promotion, &ro, &move);
		}
		if (st != ANNA_OK)
			return st;
		wd = ANNA_WORD_SESSION_ENTERED;
		v1 = move.text;
		break;
	}
	case ANNA_SANN_COUNT:
		break;
	}
	/* an unknown kind, or a text naming someone with nobody to name */
	if (wd == ANNA_WORD_COUNT || (anna_profile_key_nargs((size_t)wd) > 0 && !v1))
		return ANNA_E_INVALID;
	return anna_phrase_done(out, profile, anna_phrase_add_word(out, profile, wd, v1, v2, NULL));
}

/* A duration of the arbiter's log: seconds below ten minutes. */
static void log_duration(const struct anna_profile *profile, uint64_t ms, char *buf,
			 size_t size)
{
	anna_render_duration(profile, ms, 10ULL * 60 * 1000, buf, size);
}


/* 6.9 (CLK-9): could the flagged player's opponent still mate, and why. */
static enum anna_status flag_reason(const struct anna_profile *profile,
				    const struct anna_session_report *r, struct anna_phrase *out)
{
	char other[WORDS_MAX];
	snprintf(other, sizeof(other), "%s", anna_render_clock_who(profile, 1 - r->side, -1));
	if (r->mate == ANNA_MATE_YES)
		return anna_phrase_add_word(out, profile, ANNA_WORD_SESSION_REPORT_FLAG_CAN_MATE,
					    other, NULL, NULL);
	if (r->mate == ANNA_MATE_UNKNOWN)
		return anna_phrase_add_word(out, profile,
					    ANNA_WORD_SESSION_REPORT_FLAG_MATE_UNKNOWN, other, NULL,
					    NULL);
	enum anna_word why = r->mate_reason == ANNA_MATE_NO_MATERIAL
		? ANNA_WORD_STATUS_REASON_MATERIAL
		: r->mate_reason == ANNA_MATE_NO_LOCKED ? ANNA_WORD_STATUS_REASON_LOCKED
							: ANNA_WORD_STATUS_REASON_SEARCHED;
	const char *reason = anna_profile_word(profile, why);
	return anna_phrase_add_word(out, profile, ANNA_WORD_SESSION_REPORT_FLAG_CANNOT_MATE, other,
				    reason ? reason : "", NULL);
}

enum anna_status anna_render_session_report(const struct anna_profile *profile,
					    const struct anna_session_report *r,
					    struct anna_phrase *out)
{
	char side[WORDS_MAX], detail[WORDS_MAX], num[64];
	struct anna_phrase move;
	struct anna_render_opts ro;
	snprintf(side, sizeof(side), "%s",
		 valid_side(r->side) ? anna_render_clock_who(profile, r->side, -1) : "");
	snprintf(num, sizeof(num), "%u", r->kind == ANNA_SREP_DECISION ? r->decision
								      : r->count);
	enum anna_status st = ANNA_OK;
	/* the report: its word and values (most name the side) */
	enum anna_word wd;
	const char *v1 = side, *v2 = NULL, *v3 = NULL;
	anna_phrase_clear(out);
	switch (r->kind) {
	case ANNA_SREP_PRESS_NOT_MADE:
		wd = ANNA_WORD_SESSION_REPORT_PRESS_NOT_MADE;
		break;
	case ANNA_SREP_PRESS_NO_MOVE:
		wd = ANNA_WORD_SESSION_REPORT_PRESS_NO_MOVE;
		break;
	case ANNA_SREP_SHEET_LAG: /* SHEET-3, SHEET-7 */
		wd = r->exempt ? ANNA_WORD_SESSION_REPORT_SHEET_EXEMPT
		     : r->correct ? ANNA_WORD_SESSION_REPORT_SHEET_OK
				  : ANNA_WORD_SESSION_REPORT_SHEET_BEHIND;
		snprintf(detail, sizeof(detail), "%llu",
			 (unsigned long long)(r->n_evidence ? r->evidence[0] : 0));
		v2 = num;
		v3 = detail;
		break;
	case ANNA_SREP_QUICKPLAY: /* QPF-2, QPF-3 */
		wd = (r->claim & ANNA_SESSION_CLAIM_QUICKPLAY) ? ANNA_WORD_SESSION_REPORT_QUICKPLAY
							       : ANNA_WORD_SESSION_REPORT_INCREMENT;
		log_duration(profile, r->n_evidence ? r->evidence[0] : 0, detail, sizeof(detail));
		v2 = detail;
		break;
	case ANNA_SREP_ASSISTANT: /* VI-16: 2017 decides, else a warning */
		wd = r->decision ? ANNA_WORD_SESSION_REPORT_ASSISTANT_REQUIRED
				 : ANNA_WORD_SESSION_REPORT_ASSISTANT_ADVISED;
		break;
	case ANNA_SREP_LATE_ANNOUNCEMENT: /* VI-9 */
		wd = ANNA_WORD_SESSION_REPORT_LATE_ANNOUNCEMENT;
		log_duration(profile, r->ms < 0 ? 0 : (uint64_t)r->ms, detail, sizeof(detail));
		v2 = detail;
		break;
	case ANNA_SREP_ILLEGAL_MOVE:
		wd = ANNA_WORD_SESSION_REPORT_ILLEGAL_MOVE;
		anna_render_opts_default(&ro);
		if (valid_sq(r->from) && valid_sq(r->to) && r->from != r->to)
			st = anna_render_physical(profile, &r->pos, r->from, r->to, r->promotion,
						  &ro, &move);
		else
			snprintf(move.text, sizeof(move.text), "-");
		v2 = move.text;
		v3 = num;
		break;
	case ANNA_SREP_DRIFT:
	case ANNA_SREP_ANNOUNCE_DIFFERS:
		wd = r->kind == ANNA_SREP_DRIFT ? ANNA_WORD_SESSION_REPORT_DRIFT
						: ANNA_WORD_SESSION_REPORT_ANNOUNCE_DIFFERS;
		st = move_words(profile, &r->pos, r->move, false, NULL, &move);
		v2 = move.text;
		break;
	case ANNA_SREP_CLAIM:
		wd = r->correct ? ANNA_WORD_SESSION_REPORT_CLAIM_CORRECT
				: ANNA_WORD_SESSION_REPORT_CLAIM_INCORRECT;
		break;
	case ANNA_SREP_FLAG:
		wd = ANNA_WORD_SESSION_REPORT_FLAG;
		break;
	case ANNA_SREP_GAME_END:
		wd = ANNA_WORD_SESSION_REPORT_GAME_END;
		v1 = anna_game_result_str(r->result);
		break;
	case ANNA_SREP_RESIGNATION:
		wd = ANNA_WORD_SESSION_REPORT_RESIGNATION;
		break;
	case ANNA_SREP_AGREEMENT:
		wd = ANNA_WORD_SESSION_REPORT_AGREEMENT;
		break;
	case ANNA_SREP_AGREEMENT_EARLY:
		wd = ANNA_WORD_SESSION_REPORT_AGREEMENT_EARLY;
		break;
	case ANNA_SREP_MISMATCH:
		wd = ANNA_WORD_SESSION_REPORT_MISMATCH;
		break;
	case ANNA_SREP_SIGHTED_MISMATCH:
		wd = ANNA_WORD_SESSION_REPORT_SIGHTED_MISMATCH;
		break;
	case ANNA_SREP_DECISION:
		wd = ANNA_WORD_SESSION_REPORT_DECISION;
		v1 = num;
		break;
	case ANNA_SREP_PENALTY:
		wd = ANNA_WORD_SESSION_REPORT_PENALTY;
		log_duration(profile, magnitude(r->ms), detail, sizeof(detail));
		v2 = detail;
		break;
	case ANNA_SREP_CLAIM_MOVE:
		wd = ANNA_WORD_SESSION_REPORT_CLAIM_MOVE;
		st = move_words(profile, &r->pos, r->move, false, NULL, &move);
		v2 = move.text;
		break;
	case ANNA_SREP_SHEET:
		wd = ANNA_WORD_SESSION_REPORT_SHEET;
		anna_profile_render_error(profile, &r->error, detail, sizeof(detail));
		v2 = detail;
		break;
	case ANNA_SREP_RECONCILE: /* VI-13: plies kept, discarded per sheet */
		wd = r->reconcile_case == 2 ? ANNA_WORD_SESSION_REPORT_RECONCILE_DISAGREE
					    : ANNA_WORD_SESSION_REPORT_RECONCILE_AGREE;
		snprintf(num, sizeof(num), "%zu", r->kept);
		snprintf(detail, sizeof(detail), "%zu", r->discarded[0]);
		snprintf(move.text, sizeof(move.text), "%zu", r->discarded[1]);
		v1 = num;
		v2 = detail;
		v3 = move.text;
		break;
	default:
		return ANNA_E_INVALID;
	}
	if (st == ANNA_OK)
		st = anna_phrase_add_word(out, profile, wd, v1, v2, v3);
	if (st == ANNA_OK && r->kind == ANNA_SREP_FLAG && valid_side(r->side))
		st = flag_reason(profile, r, out);
	if (st == ANNA_OK && r->kind == ANNA_SREP_RECONCILE && r->have_clock) {
		/* CLK-15: the clocks stored at that ply, to the second */
		anna_render_duration(profile, r->clock_ms[0], UINT64_MAX, detail, sizeof(detail));
		anna_render_duration(profile, r->clock_ms[1], UINT64_MAX, move.text,
				     sizeof(move.text));
		st = anna_phrase_add_word(out, profile, ANNA_WORD_SESSION_REPORT_RECONCILE_CLOCKS,
					  detail, move.text, NULL);
	}
	if (st != ANNA_OK || r->kind == ANNA_SREP_DECISION)
		return anna_phrase_done(out, profile, st);
	/* the proposal and the decision to confirm (ED-2) */
	wd = ANNA_WORD_COUNT;
	v1 = NULL;
	switch (r->proposal) {
	case ANNA_PROP_ILLEGAL_PENALTY:
	case ANNA_PROP_CLAIM_REJECT:
	case ANNA_PROP_QUICKPLAY_DRAW: /* QPF-3 */
	case ANNA_PROP_INCREMENT:      /* QPF-2 */
	case ANNA_PROP_PRESS_PENALTY:  /* ILL-9 */
		wd = r->proposal == ANNA_PROP_ILLEGAL_PENALTY ? ANNA_WORD_SESSION_PROPOSAL_PENALTY
		     : r->proposal == ANNA_PROP_CLAIM_REJECT ? ANNA_WORD_SESSION_PROPOSAL_TIME
		     : r->proposal == ANNA_PROP_QUICKPLAY_DRAW ? ANNA_WORD_SESSION_PROPOSAL_QUICKPLAY
		     : r->proposal == ANNA_PROP_INCREMENT ? ANNA_WORD_SESSION_PROPOSAL_INCREMENT
							  : ANNA_WORD_SESSION_PROPOSAL_PRESS;
		log_duration(profile, magnitude(r->ms), detail, sizeof(detail));
		v1 = detail;
		break;
	case ANNA_PROP_ILLEGAL_LOSS:
	case ANNA_PROP_FLAG_LOSS:
		wd = ANNA_WORD_SESSION_PROPOSAL_LOSS;
		v1 = side;
		break;
	case ANNA_PROP_ILLEGAL_DRAW:
	case ANNA_PROP_CLAIM_DRAW:
	case ANNA_PROP_FLAG_DRAW:
		wd = ANNA_WORD_SESSION_PROPOSAL_DRAW;
		break;
	case ANNA_PROP_RECONCILE: /* VI-13, ED-2 */
		wd = ANNA_WORD_SESSION_PROPOSAL_RECONCILE;
		break;
	case ANNA_PROP_NONE:
	case ANNA_PROP_COUNT:
		break;
	}
	if (wd != ANNA_WORD_COUNT)
		st = anna_phrase_add_word(out, profile, wd, v1, NULL, NULL);
	if (st == ANNA_OK && r->decision) {
		/* ED-2: an automatic end stands unless the arbiter overrides it */
		snprintf(num, sizeof(num), "%u", r->decision);
		st = anna_phrase_add_word(out, profile, r->kind == ANNA_SREP_GAME_END
					  ? ANNA_WORD_SESSION_PROPOSAL_OVERRIDE
					  : ANNA_WORD_SESSION_PROPOSAL_CONFIRM, num, NULL, NULL);
	}
	return anna_phrase_done(out, profile, st);
}
