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

static const char *who(const struct anna_profile *profile, int side, int listener)
{
	if (listener == ANNA_WHITE || listener == ANNA_BLACK)
		return anna_profile_word(profile, side == listener ? ANNA_WORD_CLOCK_WHO_OWN
						  : ANNA_WORD_CLOCK_WHO_OPPONENT);
	return anna_profile_word(profile, side == ANNA_WHITE ? ANNA_WORD_CLOCK_WHO_WHITE
						     : ANNA_WORD_CLOCK_WHO_BLACK);
}

/* Fills word's template with up to three arguments and adds it. */
static enum anna_status add(struct anna_phrase *out, const struct anna_profile *profile,
			    enum anna_word word, const char *a1, const char *a2,
			    const char *a3)
{
	const char *args[3] = { a1, a2, a3 };
	size_t nargs = a3 ? 3 : a2 ? 2 : a1 ? 1 : 0;
	char buf[ANNA_PHRASE_MAX];
	int n = anna_profile_format(profile, anna_profile_key_name((size_t)word), args, nargs,
				    buf, sizeof(buf));
	if (n < 0)
		return ANNA_E_INVALID;
	if ((size_t)n >= sizeof(buf))
		return ANNA_E_SPACE;
	anna_phrase_add(out, buf);
	return ANNA_OK;
}

static enum anna_status finish(struct anna_phrase *out, const struct anna_profile *profile,
			       enum anna_status st)
{
	if (st != ANNA_OK) {
		anna_phrase_clear(out);
		return st;
	}
	return anna_phrase_finish(out, profile);
}

static void square_words(const struct anna_profile *profile, int sq, char *buf, size_t size)
{
	snprintf(buf, size, "%s %s", anna_render_file(profile, ANNA_SQ_FILE(sq)),
		 anna_render_rank(profile, ANNA_SQ_RANK(sq)));
}

static const char *piece_key(uint8_t piece)
{
	static const char *const keys[2][7] = {
		{ NULL, "board.piece.white.pawn", "board.piece.white.knight",
		  "board.piece.white.bishop", "board.piece.white.rook",
		  "board.piece.white.queen", "board.piece.white.king" },
		{ NULL, "board.piece.black.pawn", "board.piece.black.knight",
		  "board.piece.black.bishop", "board.piece.black.rook",
		  "board.piece.black.queen", "board.piece.black.king" },
	};
	enum anna_piece_type t = ANNA_PIECE_TYPE(piece);
	if (t < ANNA_PAWN || t > ANNA_KING)
		return NULL;
	return keys[ANNA_PIECE_COLOR(piece)][t];
}

/* A legal move's words (long or short form, check words as allowed). */
static enum anna_status move_words(const struct anna_profile *profile,
				   const struct anna_position *pos, uint16_t move,
				   bool check_words,
				   const struct anna_render_session_opts *opts,
				   char *buf, size_t size)
{
	struct anna_render_opts ro;
	struct anna_phrase p;
	anna_render_opts_default(&ro);
	ro.form = opts ? opts->form : ANNA_FORM_LONG;
	ro.name_captured = opts && opts->name_captured;
	ro.policy = ANNA_POLICY_COMPETITION;
	ro.arbiter_check_words = check_words; /* the session asked the policy */
	enum anna_status st = anna_render_move(profile, pos, move, &ro, &p);
	if (st != ANNA_OK)
		return st;
	snprintf(buf, size, "%s", p.text);
	return ANNA_OK;
}

static enum anna_status physical_words(const struct anna_profile *profile,
				       const struct anna_position *pos, int from, int to,
				       enum anna_piece_type promo, char *buf, size_t size)
{
	struct anna_render_opts ro;
	struct anna_phrase p;
	anna_render_opts_default(&ro);
	enum anna_status st = anna_render_physical(profile, pos, from, to, promo, &ro, &p);
	if (st != ANNA_OK)
		return st;
	snprintf(buf, size, "%s", p.text);
	return ANNA_OK;
}

static void to_fix(const struct anna_session_fix *in, size_t n, struct anna_render_fix *out)
{
	for (size_t i = 0; i < n; i++) {
		out[i].from = in[i].from;
		out[i].to = in[i].to;
		out[i].piece = in[i].piece;
		out[i].back = in[i].back;
	}
}

static enum anna_status game_end(const struct anna_profile *profile,
				 const struct anna_session_announcement *a,
				 struct anna_phrase *out)
{
	static const struct {
		enum anna_session_end end;
		enum anna_render_end render;
	} map[] = {
		{ ANNA_SEND_CHECKMATE, ANNA_RENDER_END_CHECKMATE },
		{ ANNA_SEND_STALEMATE, ANNA_RENDER_END_STALEMATE },
		{ ANNA_SEND_DEAD_POSITION, ANNA_RENDER_END_DEAD_POSITION },
		{ ANNA_SEND_FIVEFOLD, ANNA_RENDER_END_REPETITION_5 },
		{ ANNA_SEND_SEVENTY_FIVE, ANNA_RENDER_END_MOVES_75 },
		{ ANNA_SEND_THREEFOLD, ANNA_RENDER_END_REPETITION_3 },
		{ ANNA_SEND_FIFTY, ANNA_RENDER_END_MOVES_50 },
		{ ANNA_SEND_AGREEMENT, ANNA_RENDER_END_AGREEMENT },
		{ ANNA_SEND_RESIGNATION, ANNA_RENDER_END_RESIGNATION },
		{ ANNA_SEND_TIME, ANNA_RENDER_END_TIME },
		{ ANNA_SEND_TIME_DRAW, ANNA_RENDER_END_TIME_DRAW },
	};
	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i].end == a->end)
			return anna_render_end(profile, map[i].render,
					       a->mover == ANNA_BLACK ? ANNA_BLACK : ANNA_WHITE,
					       out);
	anna_phrase_clear(out);
	switch (a->end) {
	case ANNA_SEND_ILLEGAL_MOVES:
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		return finish(out, profile,
			      add(out, profile, a->mover == ANNA_WHITE
				  ? ANNA_WORD_SESSION_END_ILLEGAL_WHITE
				  : ANNA_WORD_SESSION_END_ILLEGAL_BLACK, NULL, NULL, NULL));
	case ANNA_SEND_ILLEGAL_DRAW:
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_END_ILLEGAL_DRAW,
						NULL, NULL, NULL));
	case ANNA_SEND_ARBITER:
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_END_ARBITER,
						anna_game_result_str(a->result), NULL, NULL));
	default:
		return ANNA_E_INVALID;
	}
}

static enum anna_status pieces(const struct anna_profile *profile,
			       const struct anna_session_announcement *a,
			       struct anna_phrase *out)
{
	const char *key = piece_key(a->piece);
	if (!key)
		return ANNA_E_INVALID;
	const char *name = anna_profile_text(profile, key);
	if (!a->squares)
		return add(out, profile, ANNA_WORD_SESSION_PIECES_NONE, name, NULL, NULL);
	char list[WORDS_MAX] = "", sq[64];
	for (int s = 0; s < 64; s++) {
		if (!(a->squares >> s & 1))
			continue;
		square_words(profile, s, sq, sizeof(sq));
		size_t n = strlen(list);
		snprintf(list + n, sizeof(list) - n, "%s%s", n ? ", " : "", sq);
	}
	return add(out, profile, ANNA_WORD_SESSION_PIECES, name, list, NULL);
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
	case ANNA_SREF_COUNT: break;
	}
	return ANNA_WORD_COUNT;
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
	char w1[WORDS_MAX], w2[WORDS_MAX];
	struct anna_render_fix fix[ANNA_SESSION_MAX_FIX];
	size_t nfix = a->n_fix < ANNA_SESSION_MAX_FIX ? a->n_fix : ANNA_SESSION_MAX_FIX;
	enum anna_status st;
	anna_phrase_clear(out);
	switch (a->kind) {
	case ANNA_SANN_MOVE:
		st = move_words(profile, &a->pos, a->move, a->check_words, opts, w1, sizeof(w1));
		if (st != ANNA_OK)
			return st;
		if (a->correction)
			return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_CORRECTION,
							w1, NULL, NULL));
		anna_phrase_add(out, w1);
		return finish(out, profile, ANNA_OK);
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
						 anna_session_illegal_str(a->reason), &ro, out);
	}
	case ANNA_SANN_WITHDRAWN:
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_WITHDRAWN,
						who(profile, a->mover, me), NULL, NULL));
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
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_NOT_MADE,
						NULL, NULL, NULL));
	case ANNA_SANN_DRIFT:
		to_fix(a->fix, nfix, fix);
		return anna_render_board_not_announced(profile, &a->pos, a->move, fix, nfix, out);
	case ANNA_SANN_MISMATCH:
	case ANNA_SANN_BOARD_OK:
		to_fix(a->fix, nfix, fix);
		return anna_render_board_fixes(profile, fix,
					       a->kind == ANNA_SANN_BOARD_OK ? 0 : nfix, out);
	case ANNA_SANN_GAME_END:
		return game_end(profile, a, out);
	case ANNA_SANN_DRAW_OFFER:
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_DRAW_OFFER,
						who(profile, a->mover, me), NULL, NULL));
	case ANNA_SANN_DRAW_DECLINED:
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_DRAW_DECLINED,
						NULL, NULL, NULL));
	case ANNA_SANN_CLAIM: {
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		enum anna_word wd = (a->claim & ANNA_SESSION_CLAIM_FLAG)
			? ANNA_WORD_SESSION_CLAIM_FLAG
			: (a->claim & ANNA_SESSION_CLAIM_QUICKPLAY) ? ANNA_WORD_SESSION_CLAIM_QUICKPLAY
			: (a->claim & ANNA_SESSION_CLAIM_INCREMENT) ? ANNA_WORD_SESSION_CLAIM_INCREMENT
			: (a->claim & ANNA_CLAIM_REPETITION) ? ANNA_WORD_SESSION_CLAIM_REPETITION
			: ANNA_WORD_SESSION_CLAIM_FIFTY;
		return finish(out, profile, add(out, profile, wd, who(profile, a->mover, me),
						NULL, NULL));
	}
	case ANNA_SANN_PENALTY: {
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		const char *subject = who(profile, a->mover, me);
		uint64_t ms = a->ms < 0 ? (uint64_t)-a->ms : (uint64_t)a->ms;
		anna_render_duration(profile, ms, opts->seconds_below_ms, w1, sizeof(w1));
		switch (a->penalty) {
		case ANNA_PENALTY_TIME:
			return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_PENALTY_TIME,
							subject, w1, NULL));
		case ANNA_PENALTY_DEDUCT:
			return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_PENALTY_DEDUCT,
							subject, w1, NULL));
		case ANNA_PENALTY_WARNING:
			return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_PENALTY_WARNING,
							subject, NULL, NULL));
		case ANNA_PENALTY_LOSS:
			break; /* a loss is a game end, said as one */
		}
		return ANNA_E_INVALID;
	}
	case ANNA_SANN_PAUSED:
	case ANNA_SANN_RESUMED:
		return finish(out, profile, add(out, profile, a->kind == ANNA_SANN_PAUSED
						? ANNA_WORD_SESSION_PAUSED
						: ANNA_WORD_SESSION_RESUMED, NULL, NULL, NULL));
	case ANNA_SANN_SHEET_ENTRY:
		st = move_words(profile, &a->pos, a->move, false, opts, w2, sizeof(w2));
		if (st != ANNA_OK)
			return st;
		if (anna_render_number(profile, (int)a->number, w1, sizeof(w1)) < 0)
			return ANNA_E_RANGE;
		return finish(out, profile, add(out, profile, a->draw_offer
						? ANNA_WORD_SESSION_SHEET_OFFER
						: ANNA_WORD_SESSION_SHEET_ENTRY, w1, w2, NULL));
	case ANNA_SANN_SQUARE:
		if (!valid_sq(a->square))
			return ANNA_E_INVALID;
		square_words(profile, a->square, w1, sizeof(w1));
		if (!a->piece)
			return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_SQUARE_EMPTY,
							w1, NULL, NULL));
		if (!piece_key(a->piece))
			return ANNA_E_INVALID;
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_SQUARE_PIECE, w1,
						anna_profile_text(profile, piece_key(a->piece)),
						NULL));
	case ANNA_SANN_PIECES:
		return finish(out, profile, pieces(profile, a, out));
	case ANNA_SANN_WHOSE_MOVE:
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_WHOSE_MOVE,
						who(profile, a->mover, -1), NULL, NULL));
	case ANNA_SANN_NO_MOVE:
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_NO_MOVE,
						NULL, NULL, NULL));
	case ANNA_SANN_REFUSED: {
		enum anna_word wd = refusal_word(a->refusal);
		if (wd == ANNA_WORD_COUNT)
			return ANNA_E_INVALID;
		return finish(out, profile, add(out, profile, wd, NULL, NULL, NULL));
	}
	case ANNA_SANN_CLAIM_MOVE:
		if (a->mover != ANNA_WHITE && a->mover != ANNA_BLACK)
			return ANNA_E_INVALID;
		st = move_words(profile, &a->pos, a->move, false, opts, w1, sizeof(w1));
		if (st != ANNA_OK)
			return st;
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_CLAIM_MOVE,
						who(profile, a->mover, me), w1, NULL));
	case ANNA_SANN_INCREMENT: /* QPF-2 */
		anna_render_duration(profile, a->ms < 0 ? 0 : (uint64_t)a->ms,
				     opts->seconds_below_ms, w1, sizeof(w1));
		return finish(out, profile, add(out, profile, ANNA_WORD_SESSION_INCREMENT, w1,
						NULL, NULL));
	case ANNA_SANN_COUNT:
		break;
	}
	return ANNA_E_INVALID;
}

enum anna_status anna_render_session_report(const struct anna_profile *profile,
					    const struct anna_session_report *r,
					    struct anna_phrase *out)
{
	char side[WORDS_MAX], detail[WORDS_MAX], num[64];
	bool has_side = r->side == ANNA_WHITE || r->side == ANNA_BLACK;
	snprintf(side, sizeof(side), "%s", has_side ? who(profile, r->side, -1) : "");
	enum anna_status st = ANNA_OK;
	anna_phrase_clear(out);
	switch (r->kind) {
	case ANNA_SREP_PRESS_NOT_MADE:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_PRESS_NOT_MADE, side, NULL, NULL);
		break;
	case ANNA_SREP_PRESS_NO_MOVE:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_PRESS_NO_MOVE, side, NULL, NULL);
		break;
	case ANNA_SREP_SHEET_LAG: { /* SHEET-3, SHEET-7 */
		char played[32];
		snprintf(num, sizeof(num), "%u", r->count);
		snprintf(played, sizeof(played), "%llu",
			 (unsigned long long)(r->n_evidence ? r->evidence[0] : 0));
		st = add(out, profile, r->exempt ? ANNA_WORD_SESSION_REPORT_SHEET_EXEMPT
			 : r->correct ? ANNA_WORD_SESSION_REPORT_SHEET_OK
			 : ANNA_WORD_SESSION_REPORT_SHEET_BEHIND, side, num, played);
		break;
	}
	case ANNA_SREP_QUICKPLAY: /* QPF-2, QPF-3 */
		anna_render_duration(profile, r->n_evidence ? r->evidence[0] : 0, 10ULL * 60 * 1000,
				     detail, sizeof(detail));
		st = add(out, profile, (r->claim & ANNA_SESSION_CLAIM_QUICKPLAY)
			 ? ANNA_WORD_SESSION_REPORT_QUICKPLAY
			 : ANNA_WORD_SESSION_REPORT_INCREMENT, side, detail, NULL);
		break;
	case ANNA_SREP_ASSISTANT: /* VI-16: 2017 decides, else a warning */
		st = add(out, profile, r->decision ? ANNA_WORD_SESSION_REPORT_ASSISTANT_REQUIRED
			 : ANNA_WORD_SESSION_REPORT_ASSISTANT_ADVISED, side, NULL, NULL);
		break;
	case ANNA_SREP_LATE_ANNOUNCEMENT: /* VI-9 */
		anna_render_duration(profile, r->ms < 0 ? 0 : (uint64_t)r->ms, 10ULL * 60 * 1000,
				     detail, sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_LATE_ANNOUNCEMENT, side, detail,
			 NULL);
		break;
	case ANNA_SREP_ILLEGAL_MOVE:
		if (valid_sq(r->from) && valid_sq(r->to) && r->from != r->to)
			st = physical_words(profile, &r->pos, r->from, r->to, r->promotion,
					    detail, sizeof(detail));
		else
			snprintf(detail, sizeof(detail), "-");
		snprintf(num, sizeof(num), "%u", r->count);
		if (st == ANNA_OK)
			st = add(out, profile, ANNA_WORD_SESSION_REPORT_ILLEGAL_MOVE, side, detail, num);
		break;
	case ANNA_SREP_DRIFT:
	case ANNA_SREP_ANNOUNCE_DIFFERS:
		st = move_words(profile, &r->pos, r->move, false, NULL, detail, sizeof(detail));
		if (st == ANNA_OK)
			st = add(out, profile, r->kind == ANNA_SREP_DRIFT
				 ? ANNA_WORD_SESSION_REPORT_DRIFT
				 : ANNA_WORD_SESSION_REPORT_ANNOUNCE_DIFFERS, side, detail, NULL);
		break;
	case ANNA_SREP_CLAIM:
		st = add(out, profile, r->correct ? ANNA_WORD_SESSION_REPORT_CLAIM_CORRECT
			 : ANNA_WORD_SESSION_REPORT_CLAIM_INCORRECT, side, NULL, NULL);
		break;
	case ANNA_SREP_FLAG:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_FLAG, side, NULL, NULL);
		break;
	case ANNA_SREP_GAME_END:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_GAME_END,
			 anna_game_result_str(r->result), NULL, NULL);
		break;
	case ANNA_SREP_RESIGNATION:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_RESIGNATION, side, NULL, NULL);
		break;
	case ANNA_SREP_AGREEMENT:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_AGREEMENT, NULL, NULL, NULL);
		break;
	case ANNA_SREP_AGREEMENT_EARLY:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_AGREEMENT_EARLY, NULL, NULL, NULL);
		break;
	case ANNA_SREP_MISMATCH:
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_MISMATCH, NULL, NULL, NULL);
		break;
	case ANNA_SREP_DECISION:
		snprintf(num, sizeof(num), "%u", r->decision);
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_DECISION, num, NULL, NULL);
		break;
	case ANNA_SREP_PENALTY:
		anna_render_duration(profile, r->ms < 0 ? (uint64_t)-r->ms : (uint64_t)r->ms,
				     10ULL * 60 * 1000, detail, sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_PENALTY, side, detail, NULL);
		break;
	case ANNA_SREP_SHEET:
		anna_profile_render_error(profile, &r->error, detail, sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_REPORT_SHEET, side, detail, NULL);
		break;
	case ANNA_SREP_CLAIM_MOVE:
		st = move_words(profile, &r->pos, r->move, false, NULL, detail, sizeof(detail));
		if (st == ANNA_OK)
			st = add(out, profile, ANNA_WORD_SESSION_REPORT_CLAIM_MOVE, side, detail, NULL);
		break;
	case ANNA_SREP_RECONCILE: { /* VI-13 */
		char d0[32], d1[32];
		snprintf(num, sizeof(num), "%zu", r->kept);
		snprintf(d0, sizeof(d0), "%zu", r->discarded[0]);
		snprintf(d1, sizeof(d1), "%zu", r->discarded[1]);
		st = add(out, profile, r->reconcile_case == 2
			 ? ANNA_WORD_SESSION_REPORT_RECONCILE_DISAGREE
			 : ANNA_WORD_SESSION_REPORT_RECONCILE_AGREE, num, d0, d1);
		if (st == ANNA_OK && r->have_clock) {
			/* CLK-15: the arbiter sets them to the second */
			char wt[WORDS_MAX];
			anna_render_duration(profile, r->clock_ms[0], UINT64_MAX, wt, sizeof(wt));
			anna_render_duration(profile, r->clock_ms[1], UINT64_MAX, detail,
					     sizeof(detail));
			st = add(out, profile, ANNA_WORD_SESSION_REPORT_RECONCILE_CLOCKS, wt,
				 detail, NULL);
		}
		break;
	}
	default:
		return ANNA_E_INVALID;
	}
	if (st != ANNA_OK)
		return finish(out, profile, st);
	if (r->kind == ANNA_SREP_DECISION)
		return finish(out, profile, ANNA_OK);
	/* the proposal and the decision to confirm (ED-2) */
	switch (r->proposal) {
	case ANNA_PROP_ILLEGAL_PENALTY:
		anna_render_duration(profile, (uint64_t)r->ms, 10ULL * 60 * 1000, detail,
				     sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_PENALTY, detail, NULL, NULL);
		break;
	case ANNA_PROP_QUICKPLAY_DRAW: /* QPF-3 */
	case ANNA_PROP_INCREMENT:      /* QPF-2 */
		anna_render_duration(profile, (uint64_t)r->ms, 10ULL * 60 * 1000, detail,
				     sizeof(detail));
		st = add(out, profile, r->proposal == ANNA_PROP_INCREMENT
			 ? ANNA_WORD_SESSION_PROPOSAL_INCREMENT
			 : ANNA_WORD_SESSION_PROPOSAL_QUICKPLAY, detail, NULL, NULL);
		break;
	case ANNA_PROP_PRESS_PENALTY: /* ILL-9 */
		anna_render_duration(profile, (uint64_t)r->ms, 10ULL * 60 * 1000, detail,
				     sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_PRESS, detail, NULL, NULL);
		break;
	case ANNA_PROP_CLAIM_REJECT:
		anna_render_duration(profile, (uint64_t)r->ms, 10ULL * 60 * 1000, detail,
				     sizeof(detail));
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_TIME, detail, NULL, NULL);
		break;
	case ANNA_PROP_ILLEGAL_LOSS:
	case ANNA_PROP_FLAG_LOSS:
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_LOSS, side, NULL, NULL);
		break;
	case ANNA_PROP_ILLEGAL_DRAW:
	case ANNA_PROP_CLAIM_DRAW:
	case ANNA_PROP_FLAG_DRAW:
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_DRAW, NULL, NULL, NULL);
		break;
	case ANNA_PROP_RECONCILE: /* VI-13, ED-2 */
		st = add(out, profile, ANNA_WORD_SESSION_PROPOSAL_RECONCILE, NULL, NULL, NULL);
		break;
	case ANNA_PROP_NONE:
	case ANNA_PROP_COUNT:
		break;
	}
	if (st == ANNA_OK && r->decision) {
		/* ED-2: an automatic end stands unless the arbiter overrides it */
		snprintf(num, sizeof(num), "%u", r->decision);
		st = add(out, profile, r->kind == ANNA_SREP_GAME_END
			 ? ANNA_WORD_SESSION_PROPOSAL_OVERRIDE
			 : ANNA_WORD_SESSION_PROPOSAL_CONFIRM, num, NULL, NULL);
	}
	return finish(out, profile, st);
}
