/*
 * speech/render_session.c: the session's announcements in words
 * (speech/render_session.h).
 */
#include "speech/render_session.h"

#include <stdio.h>
#include <string.h>

#include "speech/render_board.h"
#include "speech/render_clock.h"

void anna_render_session_opts_default(struct anna_render_session_opts *opts)
{
	memset(opts, 0, sizeof(*opts));
	opts->form = ANNA_FORM_LONG;
	opts->listener_side = -1;
}

static bool valid_sq(int sq) { return sq >= 0 && sq < 64; }
static bool valid_side(int side) { return side == ANNA_WHITE || side == ANNA_BLACK; }

/* A template filled with up to two arguments, as the whole phrase. */
static enum anna_status say_key(const struct anna_profile *profile, const char *key,
				 const char *a1, const char *a2, struct anna_phrase *out)
{
	const char *args[2] = { a1, a2 };
	char buf[ANNA_PHRASE_MAX];
	int n = anna_profile_format(profile, key, args, a2 ? 2 : a1 ? 1 : 0, buf, sizeof(buf));
	if (n < 0)
		return ANNA_E_INVALID;
	if ((size_t)n >= sizeof(buf))
		return ANNA_E_SPACE;
	anna_phrase_clear(out);
	anna_phrase_add(out, buf);
	return anna_phrase_finish(out, profile);
}

static const char *by_side(int side, const char *white, const char *black)
{
	return side == ANNA_WHITE ? white : black;
}

static void square_words(const struct anna_profile *profile, int sq, char *buf, size_t size)
{
	snprintf(buf, size, "%s %s", anna_render_file(profile, ANNA_SQ_FILE(sq)),
		 anna_render_rank(profile, ANNA_SQ_RANK(sq)));
}

static const char *const piece_keys[2][7] = {
	{ NULL, "board.piece.white.pawn", "board.piece.white.knight",
	  "board.piece.white.bishop", "board.piece.white.rook",
	  "board.piece.white.queen", "board.piece.white.king" },
	{ NULL, "board.piece.black.pawn", "board.piece.black.knight",
	  "board.piece.black.bishop", "board.piece.black.rook",
	  "board.piece.black.queen", "board.piece.black.king" },
};

static const char *piece_words(const struct anna_profile *profile, uint8_t piece)
{
	enum anna_piece_type t = ANNA_PIECE_TYPE(piece);
	if (t < ANNA_PAWN || t > ANNA_KING)
		return NULL;
	return anna_profile_text(profile, piece_keys[ANNA_PIECE_COLOR(piece)][t]);
}

static size_t render_fixes(const struct anna_session_announcement *ann,
			   struct anna_render_fix *fix)
{
	size_t n = ann->n_fix > ANNA_SESSION_MAX_FIX ? ANNA_SESSION_MAX_FIX : ann->n_fix;
	for (size_t i = 0; i < n; i++) {
		fix[i].from = ann->fix[i].from;
		fix[i].to = ann->fix[i].to;
		fix[i].piece = ann->fix[i].piece;
		fix[i].back = ann->fix[i].back;
	}
	return n;
}

static enum anna_status render_end(const struct anna_profile *profile,
				   const struct anna_session_announcement *ann,
				   struct anna_phrase *out)
{
	/* The loser: the side the result goes against. */
	int loser = ann->result == ANNA_RESULT_WHITE_WINS ? ANNA_BLACK
		: ann->result == ANNA_RESULT_BLACK_WINS ? ANNA_WHITE : ann->mover;
	enum anna_render_end r;
	switch (ann->end) {
	case ANNA_SEND_CHECKMATE: r = ANNA_RENDER_END_CHECKMATE; break;
	case ANNA_SEND_STALEMATE: r = ANNA_RENDER_END_STALEMATE; break;
	case ANNA_SEND_DEAD_POSITION: r = ANNA_RENDER_END_DEAD_POSITION; break;
	case ANNA_SEND_FIVEFOLD: r = ANNA_RENDER_END_REPETITION_5; break;
	case ANNA_SEND_SEVENTY_FIVE: r = ANNA_RENDER_END_MOVES_75; break;
	case ANNA_SEND_THREEFOLD: r = ANNA_RENDER_END_REPETITION_3; break;
	case ANNA_SEND_FIFTY: r = ANNA_RENDER_END_MOVES_50; break;
	case ANNA_SEND_AGREEMENT: r = ANNA_RENDER_END_AGREEMENT; break;
	case ANNA_SEND_RESIGNATION: r = ANNA_RENDER_END_RESIGNATION; break;
	case ANNA_SEND_TIME: r = ANNA_RENDER_END_TIME; break;
	case ANNA_SEND_TIME_DRAW: r = ANNA_RENDER_END_TIME_DRAW; break;
	case ANNA_SEND_ILLEGAL_MOVES:
		if (!valid_side(loser))
			return ANNA_E_INVALID;
		return say_key(profile, by_side(loser, "session.end.illegal.white",
						"session.end.illegal.black"), NULL, NULL, out);
	case ANNA_SEND_ILLEGAL_DRAW:
		return say_key(profile, "session.end.illegal_draw", NULL, NULL, out);
	case ANNA_SEND_ARBITER:
		switch (ann->result) {
		case ANNA_RESULT_WHITE_WINS:
			return say_key(profile, "session.end.arbiter.white_wins", NULL, NULL, out);
		case ANNA_RESULT_BLACK_WINS:
			return say_key(profile, "session.end.arbiter.black_wins", NULL, NULL, out);
		case ANNA_RESULT_DRAW:
			return say_key(profile, "session.end.arbiter.draw", NULL, NULL, out);
		default:
			return ANNA_E_INVALID;
		}
	default:
		return ANNA_E_INVALID;
	}
	return anna_render_end(profile, r, loser, out);
}

static const char *const refusal_keys[ANNA_SREF_COUNT] = {
	[ANNA_SREF_POLICY] = "session.refused.policy",
	[ANNA_SREF_NOT_YOUR_MOVE] = "session.refused.not_your_move",
	[ANNA_SREF_ILLEGAL_ENTRY] = "session.refused.illegal_entry",
	[ANNA_SREF_FROZEN] = "session.refused.frozen",
	[ANNA_SREF_NOTHING] = "session.refused.nothing",
	[ANNA_SREF_WAIT_ARBITER] = "session.refused.wait_arbiter",
	[ANNA_SREF_GAME_OVER] = "session.refused.game_over",
	[ANNA_SREF_PROMOTION] = "session.refused.promotion",
};

/* The squares of a bitboard as words, in square order. */
static enum anna_status render_pieces(const struct anna_profile *profile,
				      const struct anna_session_announcement *ann,
				      struct anna_phrase *out)
{
	const char *what = piece_words(profile, ann->piece);
	if (!what)
		return ANNA_E_INVALID;
	if (!ann->squares)
		return say_key(profile, "session.pieces.none", what, NULL, out);
	char list[ANNA_PHRASE_MAX] = "";
	size_t len = 0;
	for (int sq = 0; sq < 64; sq++) {
		if (!(ann->squares >> sq & 1))
			continue;
		char w[128];
		square_words(profile, sq, w, sizeof(w));
		int n = snprintf(list + len, sizeof(list) - len, "%s%s", len ? ", " : "", w);
		if (n < 0 || (size_t)n >= sizeof(list) - len)
			return ANNA_E_SPACE;
		len += (size_t)n;
	}
	return say_key(profile, "session.pieces", what, list, out);
}

enum anna_status anna_render_session(const struct anna_profile *profile,
				     const struct anna_session_announcement *ann,
				     const struct anna_render_session_opts *opts,
				     struct anna_phrase *out)
{
	struct anna_render_opts ro;
	anna_render_opts_default(&ro);
	ro.form = opts->form;
	ro.name_captured = opts->name_captured;
	/* ARB-3: the session has asked the policy; its answer decides. */
	ro.policy = ANNA_POLICY_COMPETITION;
	ro.arbiter_check_words = ann->check_words;
	struct anna_render_fix fix[ANNA_SESSION_MAX_FIX];
	char a[128], b[ANNA_PHRASE_MAX];

	switch (ann->kind) {
	case ANNA_SANN_MOVE:
		return anna_render_move(profile, &ann->pos, ann->move, &ro, out) == ANNA_OK
			? ANNA_OK : ANNA_E_INVALID;
	case ANNA_SANN_PHYSICAL:
		return anna_render_physical(profile, &ann->pos, ann->from, ann->to,
					    ann->promotion, &ro, out);
	case ANNA_SANN_ILLEGAL:
		/* Training only (the session asks the policy): why, too. */
		ro.policy = ANNA_POLICY_TRAINING;
		return anna_render_board_illegal(profile, &ann->pos, ann->from, ann->to,
						 ann->promotion,
						 anna_session_illegal_str(ann->reason), &ro, out);
	case ANNA_SANN_WITHDRAWN:
		return say_key(profile, "session.withdrawn", NULL, NULL, out);
	case ANNA_SANN_CLOCK: {
		struct anna_render_clock_opts co;
		anna_render_clock_opts_default(&co);
		co.listener = opts->listener_side;
		return anna_render_clock(profile, &ann->clock, &co, out);
	}
	case ANNA_SANN_PROMOTION:
		return anna_render_board_promotion(profile, ann->to, out);
	case ANNA_SANN_NOT_MADE:
		return say_key(profile, "session.not_made", NULL, NULL, out);
	case ANNA_SANN_DRIFT:
		return anna_render_board_not_announced(profile, &ann->pos, ann->move, fix,
						       render_fixes(ann, fix), out);
	case ANNA_SANN_MISMATCH:
	case ANNA_SANN_BOARD_OK:
		return anna_render_board_fixes(profile, fix,
					       ann->kind == ANNA_SANN_MISMATCH
					       ? render_fixes(ann, fix) : 0, out);
	case ANNA_SANN_GAME_END:
		return render_end(profile, ann, out);
	case ANNA_SANN_DRAW_OFFER:
		if (!valid_side(ann->mover))
			return ANNA_E_INVALID;
		return say_key(profile, by_side(ann->mover, "session.draw_offer.white",
						"session.draw_offer.black"), NULL, NULL, out);
	case ANNA_SANN_DRAW_DECLINED:
		return say_key(profile, "session.draw_declined", NULL, NULL, out);
	case ANNA_SANN_CLAIM:
		return say_key(profile, "session.claim", NULL, NULL, out);
	case ANNA_SANN_PENALTY:
		if (!valid_side(ann->mover))
			return ANNA_E_INVALID;
		return say_key(profile, by_side(ann->mover, "session.penalty.white",
						"session.penalty.black"), NULL, NULL, out);
	case ANNA_SANN_PAUSED:
		return say_key(profile, "session.paused", NULL, NULL, out);
	case ANNA_SANN_RESUMED:
		return say_key(profile, "session.resumed", NULL, NULL, out);
	case ANNA_SANN_SHEET_ENTRY: {
		struct anna_phrase move;
		if (anna_render_move(profile, &ann->pos, ann->move, &ro, &move) != ANNA_OK)
			return ANNA_E_INVALID;
		if (anna_render_number(profile, (int)ann->number, a, sizeof(a)) < 0)
			return ANNA_E_RANGE;
		return say_key(profile, "session.sheet_entry", a, move.text, out);
	}
	case ANNA_SANN_SQUARE:
		if (!valid_sq(ann->square))
			return ANNA_E_INVALID;
		square_words(profile, ann->square, a, sizeof(a));
		if (ann->piece == ANNA_NO_PIECE)
			return say_key(profile, "session.square.empty", a, NULL, out);
		if (!piece_words(profile, ann->piece))
			return ANNA_E_INVALID;
		snprintf(b, sizeof(b), "%s", piece_words(profile, ann->piece));
		return say_key(profile, "session.square.piece", a, b, out);
	case ANNA_SANN_PIECES:
		return render_pieces(profile, ann, out);
	case ANNA_SANN_WHOSE_MOVE:
		if (!valid_side(ann->mover))
			return ANNA_E_INVALID;
		return say_key(profile, by_side(ann->mover, "session.whose_move.white",
						"session.whose_move.black"), NULL, NULL, out);
	case ANNA_SANN_NO_MOVE:
		return say_key(profile, "session.no_move", NULL, NULL, out);
	case ANNA_SANN_REFUSED:
		if ((unsigned)ann->refusal >= ANNA_SREF_COUNT)
			return ANNA_E_INVALID;
		return say_key(profile, refusal_keys[ann->refusal], NULL, NULL, out);
	default:
		return ANNA_E_INVALID;
	}
}
