/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/review.c: review and study (see review.h). */
#include "core/review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum anna_status anna_review_threshold_parse(const char *text, struct anna_review_threshold *out,
					     struct anna_error *err)
{
	char *end;
	long v = strtol(text, &end, 10);
	bool pct = end != text && *end == '%' && end[1] == '\0';
	if (end == text || text[0] < '0' || text[0] > '9' || (!pct && *end) || v < 1 ||
	    v > (pct ? 100 : 10000))
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_REVIEW_THRESHOLD, text);
	out->win_chance = pct;
	out->value = pct ? (unsigned)v * 10u : (unsigned)v;
	return ANNA_OK;
}

int anna_review_cp(struct anna_uci_score s)
{
	if (!s.valid)
		return 0;
	if (s.mate)
		return s.value > 0 ? 1100 - s.value : -1100 - s.value;
	return s.value;
}

static int cap(int cp)
{
	return cp > 1000 ? 1000 : cp < -1000 ? -1000 : cp;
}

bool anna_review_loss(const struct anna_game *game, const struct anna_review_pos *analysis,
		      size_t i, struct anna_review_mistake *out)
{
	if (i >= game->count || !analysis[i].valid || !analysis[i + 1].valid)
		return false;
	memset(out, 0, sizeof(*out));
	out->ply = i;
	out->played = game->plies[i].move;
	out->best = analysis[i].best;
	if (out->played == out->best)
		return true;
	int before = anna_review_cp(analysis[i].score);
	int after = -anna_review_cp(analysis[i + 1].score);
	int loss = cap(before) - cap(after);
	out->loss_cp = loss > 0 ? loss : 0;
	struct anna_uci_score b = { .valid = true, .value = before };
	struct anna_uci_score a = { .valid = true, .value = after };
	unsigned eb = anna_uci_expectation(b), ea = anna_uci_expectation(a);
	out->loss_pm = eb > ea ? eb - ea : 0;
	return true;
}

size_t anna_review_mistakes(const struct anna_game *game, const struct anna_review_pos *analysis,
			    int side, const struct anna_review_threshold *t,
			    struct anna_review_mistake *out, size_t max)
{
	size_t n = 0;
	struct anna_position pos;
	for (size_t i = 0; i < game->count; i++) {
		struct anna_review_mistake m;
		if (!anna_review_loss(game, analysis, i, &m))
			continue;
		if (side >= 0) {
			anna_game_position_at(game, i, &pos);
			if (pos.side != side)
				continue;
		}
		if ((t->win_chance ? m.loss_pm : (unsigned)m.loss_cp) < t->value)
			continue;
		if (n < max)
			out[n] = m;
		n++;
	}
	return n;
}

int anna_review_eval_tag(struct anna_uci_score white, char *buf, size_t size)
{
	if (white.mate)
		return snprintf(buf, size, "[%%eval #%d]", white.value);
	int v = white.value, a = v < 0 ? -v : v;
	return snprintf(buf, size, "[%%eval %s%d.%02d]", v < 0 ? "-" : "", a / 100, a % 100);
}

void anna_study_init(struct anna_study *st, const struct anna_game *game, int guess_side)
{
	*st = (struct anna_study){ .game = game, .guess_side = guess_side };
}

static int side_before(const struct anna_study *st, size_t ply)
{
	return (st->game->start.side + (int)(ply & 1u)) & 1;
}

bool anna_study_guessing(const struct anna_study *st)
{
	return st->guess_side >= 0 && st->ply < st->game->count &&
	       side_before(st, st->ply) == st->guess_side;
}

bool anna_study_next(struct anna_study *st, uint16_t *move)
{
	if (st->ply >= st->game->count)
		return false;
	*move = st->game->plies[st->ply++].move;
	return true;
}

bool anna_study_back(struct anna_study *st, uint16_t *move)
{
	if (st->ply == 0)
		return false;
	*move = st->game->plies[--st->ply].move;
	return true;
}

enum anna_status anna_study_guess(struct anna_study *st, uint16_t guess, uint16_t *game_move,
				  bool *right)
{
	if (!anna_study_guessing(st))
		return ANNA_E_STATE;
	st->asked++;
	*game_move = st->game->plies[st->ply++].move;
	*right = guess == *game_move;
	st->right += *right;
	return ANNA_OK;
}
