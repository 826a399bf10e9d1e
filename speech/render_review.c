/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech/render_review.c: evaluations and reviews in words (see render_review.h). */
#include "speech/render_review.h"

#include <stdio.h>
#include <string.h>

#include "core/notation.h"

static enum anna_status add_msg(struct anna_phrase *out, const struct anna_profile *profile,
				enum anna_msg msg, const char *a1, const char *a2, const char *a3)
{
	return anna_phrase_add_format(out, profile, anna_msg_key(msg), a1, a2, a3);
}

enum anna_status anna_render_eval(const struct anna_profile *profile, struct anna_uci_score score,
				  int side, struct anna_phrase *out)
{
	anna_phrase_clear(out);
	struct anna_uci_score w = anna_uci_score_white(score, side);
	char n[16];
	enum anna_status st;
	if (w.mate && w.value == 0) {
		st = add_msg(out, profile, side == ANNA_WHITE ? ANNA_MSG_EVAL_WHITE_MATED
							      : ANNA_MSG_EVAL_BLACK_MATED, NULL, NULL, NULL);
	} else if (w.mate) {
		snprintf(n, sizeof(n), "%d", w.value > 0 ? w.value : -w.value);
		st = add_msg(out, profile, w.value > 0 ? ANNA_MSG_EVAL_WHITE_MATES
						       : ANNA_MSG_EVAL_BLACK_MATES, n, NULL, NULL);
	} else {
		int cp = w.value, a = cp < 0 ? -cp : cp;
		bool white = cp > 0;
		enum anna_msg m;
		n[0] = '\0';
		if (a < 30) {
			m = ANNA_MSG_EVAL_EQUAL;
		} else if (a < 80) {
			m = white ? ANNA_MSG_EVAL_WHITE_SLIGHTLY : ANNA_MSG_EVAL_BLACK_SLIGHTLY;
		} else if (a < 150) {
			m = white ? ANNA_MSG_EVAL_WHITE_PAWN : ANNA_MSG_EVAL_BLACK_PAWN;
		} else if (a < 500) {
			snprintf(n, sizeof(n), "%d", (a + 50) / 100);
			m = white ? ANNA_MSG_EVAL_WHITE_PAWNS : ANNA_MSG_EVAL_BLACK_PAWNS;
		} else {
			m = white ? ANNA_MSG_EVAL_WHITE_WINNING : ANNA_MSG_EVAL_BLACK_WINNING;
		}
		st = add_msg(out, profile, m, n[0] ? n : NULL, NULL, NULL);
	}
	return anna_phrase_done(out, profile, st);
}

enum anna_status anna_render_training_move(const struct anna_profile *profile,
					   const struct anna_position *pos, uint16_t move,
					   struct anna_phrase *out)
{
	struct anna_render_opts opts;
	anna_render_opts_default(&opts);
	opts.policy = ANNA_POLICY_TRAINING;
	anna_phrase_clear(out);
	return anna_render_move(profile, pos, move, &opts, out);
}

enum anna_status anna_render_review_mistake(const struct anna_profile *profile,
					    const struct anna_game *game,
					    const struct anna_review_mistake *m, bool win_chance,
					    struct anna_phrase *out)
{
	struct anna_position pos;
	if (anna_game_position_at(game, m->ply, &pos) != ANNA_OK)
		return ANNA_E_RANGE;
	struct anna_phrase played, best;
	enum anna_status st = anna_render_training_move(profile, &pos, m->played, &played);
	if (st == ANNA_OK && m->best != ANNA_MOVE_NONE)
		st = anna_render_training_move(profile, &pos, m->best, &best);
	if (st != ANNA_OK)
		return st;
	char no[16], amount[32], cost[ANNA_PHRASE_MAX];
	snprintf(no, sizeof(no), "%u", (unsigned)(pos.fullmove));
	if (win_chance)
		snprintf(amount, sizeof(amount), "%u", (m->loss_pm + 5) / 10);
	else
		snprintf(amount, sizeof(amount), "%d.%d", m->loss_cp / 100, m->loss_cp % 100 / 10);
	anna_phrase_clear(out);
	struct anna_phrase c;
	anna_phrase_clear(&c);
	st = add_msg(&c, profile, win_chance ? ANNA_MSG_REVIEW_PERCENT : ANNA_MSG_REVIEW_PAWNS,
		     amount, NULL, NULL);
	snprintf(cost, sizeof(cost), "%s", c.text);
	if (st == ANNA_OK)
		st = add_msg(out, profile, ANNA_MSG_REVIEW_MISTAKE, no, played.text,
			     m->best != ANNA_MOVE_NONE ? best.text : "");
	if (st == ANNA_OK)
		st = add_msg(out, profile, ANNA_MSG_REVIEW_COST, cost, NULL, NULL);
	return anna_phrase_done(out, profile, st);
}

enum anna_status anna_render_review_annotate(const struct anna_profile *profile,
					     struct anna_pgn_game *pg,
					     const struct anna_review_pos *analysis,
					     const struct anna_review_mistake *m, size_t n,
					     const struct anna_review_threshold *t)
{
	const struct anna_game *g = &pg->game;
	struct anna_position pos;
	for (size_t i = 0; i < g->count; i++) {
		/* the note after ply i is index i + 1: the position after it */
		const struct anna_review_pos *after = &analysis[i + 1];
		char text[512] = "";
		size_t len = 0;
		/* no [%eval] for a mate on the board: the move's # says it */
		if (after->valid && !(after->score.mate && after->score.value == 0)) {
			anna_game_position_at(g, i + 1, &pos);
			struct anna_uci_score w = anna_uci_score_white(after->score, pos.side);
			len = (size_t)anna_review_eval_tag(w, text, sizeof(text));
		}
		for (size_t k = 0; k < n; k++) {
			if (m[k].ply != i || m[k].best == ANNA_MOVE_NONE)
				continue;
			char san[16], tag[32], phrase[256];
			anna_game_position_at(g, i, &pos);
			anna_notation_write_san(&pos, m[k].best, NULL, 0, san, sizeof(san));
			struct anna_uci_score bw = anna_uci_score_white(analysis[i].score, pos.side);
			anna_review_eval_tag(bw, tag, sizeof(tag));
			struct anna_error e = { 0 };
			anna_error_set(&e, ANNA_E_STATE, ANNA_MSG_REVIEW_PGN_BETTER, san, tag);
			anna_profile_render_error(profile, &e, phrase, sizeof(phrase));
			len += (size_t)snprintf(text + len, len < sizeof(text) ? sizeof(text) - len : 0,
						"%s%s", len ? " " : "", phrase);
			unsigned cost = t->win_chance ? m[k].loss_pm : (unsigned)m[k].loss_cp;
			enum anna_status st = anna_pgn_nag_add(pg, i + 1, cost >= 2 * t->value ? 4 : 2);
			if (st != ANNA_OK)
				return st;
		}
		if (text[0]) {
			enum anna_status st = anna_pgn_comment_set(pg, i + 1, text);
			if (st != ANNA_OK)
				return st;
		}
	}
	return ANNA_OK;
}
