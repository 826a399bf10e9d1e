/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_reconcile.c: the VI-13 verdict in words
 * (speech/render_reconcile.h).
 */
#include "speech/render_reconcile.h"

#include <stdio.h>
#include <string.h>

#include "speech/render_board.h"
#include "speech/render_clock.h"

#define WORDS_MAX ANNA_PHRASE_MAX
/* Clock times are said with seconds below ten minutes, as the clock does. */
#define SECONDS_BELOW_MS (10u * 60u * 1000u)

static int format(const struct anna_profile *profile, const char *key,
		  const char *a1, const char *a2, char *buf, size_t size)
{
	const char *args[2] = { a1, a2 };
	size_t nargs = a2 ? 2 : a1 ? 1 : 0;
	return anna_profile_format(profile, key, args, nargs, buf, size);
}

/* key + ".white" or ".black" */
static const char *colour_key(const char *stem, int color, char *buf, size_t size)
{
	snprintf(buf, size, "%s.%s", stem, color == ANNA_WHITE ? "white" : "black");
	return buf;
}

/*
 * One ply of a line, as said: "Zug 23 von Schwarz" (with_move false) or
 * "Zug 23 von Schwarz, Springer Gustav acht Felix sechs". ply counts from
 * 1; moves[0..ply) are the line's moves from start. Like snprintf; -1 for
 * ply 0 or a move that is not legal where it stands.
 */
static int render_ply(const struct anna_profile *profile,
			      const struct anna_position *start,
			      const uint16_t *moves, size_t ply, bool with_move,
			      char *buf, size_t size)
{
	if (ply == 0)
		return -1;
	int mover = (ply % 2 == 1) ? start->side : 1 - start->side;
	unsigned long number = start->fullmove + (ply - 1 + (start->side == ANNA_BLACK)) / 2;
	char num[64], key[48], label[WORDS_MAX];
	if (anna_render_number(profile, (int)(number < 1000 ? number : 0), num, sizeof(num)) < 0 ||
	    number >= 1000)
		snprintf(num, sizeof(num), "%lu", number);
	int n = format(profile, colour_key("reconcile.ply", mover, key, sizeof(key)),
		       num, NULL, label, sizeof(label));
	if (n < 0)
		return -1;
	if (!with_move)
		return snprintf(buf, size, "%s", label);

	struct anna_position pos = *start;
	struct anna_undo undo;
	for (size_t i = 0; i + 1 < ply; i++)
		anna_position_make(&pos, moves[i], &undo);
	struct anna_render_opts opts;
	anna_render_opts_default(&opts); /* competition: no check words */
	struct anna_phrase move;
	if (anna_render_move(profile, &pos, moves[ply - 1], &opts, &move) != ANNA_OK)
		return -1;
	/* The move goes inside a sentence: undo the capital that finishing
	 * it as a phrase of its own gave its first word ("Knight" -> the
	 * profile's "knight"; German "Springer" stays). */
	uint16_t m = moves[ply - 1];
	const char *first = anna_move_is_castling(m) ?
		anna_profile_text(profile, anna_move_flags(m) == ANNA_MF_CASTLE_KING ?
				  "castle.short" : "castle.long") :
		ANNA_PIECE_TYPE(pos.board[anna_move_from(m)]) == ANNA_PAWN ?
		anna_render_file(profile, ANNA_SQ_FILE(anna_move_from(m))) :
		anna_render_piece(profile, ANNA_PIECE_TYPE(pos.board[anna_move_from(m)]));
	if (first && first[0] >= 'a' && first[0] <= 'z' && move.text[0] == first[0] - 'a' + 'A')
		move.text[0] = first[0];
	return snprintf(buf, size, "%s, %s", label, move.text);
}

/* Corrections said in one sentence: ten of the longest ("white bishop
 * Felix one back to Cesar four") stay well inside a phrase. */
#define FIXES_PER_SENTENCE 10

struct sentences {
	const struct anna_profile *profile;
	struct anna_phrase *out;
	size_t max, n;
	enum anna_status status;
};

static void say(struct sentences *s, const char *text)
{
	if (s->status != ANNA_OK)
		return;
	if (s->n == s->max) {
		s->status = ANNA_E_SPACE;
		return;
	}
	struct anna_phrase *p = &s->out[s->n++];
	anna_phrase_clear(p);
	anna_phrase_add(p, text);
	enum anna_status st = anna_phrase_finish(p, s->profile);
	if (st != ANNA_OK)
		s->status = st;
}

/* Formats key with up to two arguments and says it. */
static void say_key(struct sentences *s, const char *key, const char *a1, const char *a2)
{
	char buf[WORDS_MAX];
	int len = format(s->profile, key, a1, a2, buf, sizeof(buf));
	if (len < 0 || (size_t)len >= sizeof(buf)) {
		if (s->status == ANNA_OK)
			s->status = len < 0 ? ANNA_E_INVALID : ANNA_E_SPACE;
		return;
	}
	say(s, buf);
}

static int owner(const struct anna_reconcile_input *in, int side)
{
	return side == ANNA_RECONCILE_VI ? in->vi_color : 1 - in->vi_color;
}

/* "nach Zug 12 von Weiß, ..." or "vor dem ersten Zug" into buf. */
static void after_ply(const struct anna_profile *profile,
		      const struct anna_reconcile_input *in,
		      const struct anna_reconcile_sheet *sheet, size_t plies,
		      char *buf, size_t size)
{
	char ply[WORDS_MAX];
	if (plies == 0 ||
	    render_ply(profile, &in->start, sheet->moves, plies, true,
				      ply, sizeof(ply)) < 0) {
		snprintf(buf, size, "%s", anna_profile_text(profile, "reconcile.before_first"));
		return;
	}
	if (format(profile, "reconcile.after", ply, NULL, buf, size) < 0)
		snprintf(buf, size, "%s", ply);
}

static void say_sheet_notes(struct sentences *s, const struct anna_reconcile_input *in,
			    const struct anna_reconcile_result *res, int side)
{
	const struct anna_profile *profile = s->profile;
	char key[64], a[WORDS_MAX], b[WORDS_MAX];
	int color = owner(in, side);
	const struct anna_reconcile_sheet *sh = &res->sheet[side];

	if (res->incomplete_sheet == side) {
		after_ply(profile, in, sh, sh->plies, a, sizeof(a));
		say_key(s, colour_key(res->incomplete == ANNA_RECONCILE_INC_SHEET7 ?
				      "reconcile.incomplete_sheet7" : "reconcile.incomplete_lag",
				      color, key, sizeof(key)), a, NULL);
	}
	if (res->missing_sheet == side) {
		const struct anna_reconcile_sheet *full = &res->sheet[1 - side];
		if (render_ply(profile, &in->start, full->moves,
					      res->missing_index + 1, true, a, sizeof(a)) >= 0)
			say_key(s, colour_key("reconcile.missing", color, key, sizeof(key)), a, NULL);
	}
	/* an entry that stops reading is said, unless a missing ply explains it */
	if (sh->stop != ANNA_RECONCILE_STOP_END && res->missing_sheet != side &&
	    render_ply(profile, &in->start, sh->moves, sh->plies + 1, false,
				      a, sizeof(a)) >= 0) {
		/* the sheet's error line is its move number, said in {1} already */
		struct anna_error why = sh->error;
		why.line = why.column = 0;
		anna_profile_render_error(profile, &why, b, sizeof(b));
		size_t bl = strlen(b);
		if (bl && b[bl - 1] == '.')
			b[bl - 1] = '\0'; /* the sentence gets its own full stop */
		say_key(s, colour_key("reconcile.unread", color, key, sizeof(key)), a, b);
	}
}

static void say_board(struct sentences *s, const struct anna_reconcile_input *in,
		      const struct anna_reconcile_proposal *p, int side)
{
	const struct anna_reconcile_board *bd = &p->board[side];
	char key[64];
	int color = owner(in, side);
	if (!bd->given)
		return;
	if (bd->ncorrections == 0) {
		say_key(s, colour_key("reconcile.board_ok", color, key, sizeof(key)), NULL, NULL);
		return;
	}
	if (bd->match == ANNA_RECONCILE_M_NEITHER)
		say_key(s, colour_key("reconcile.board_neither", color, key, sizeof(key)),
			NULL, NULL);
	struct anna_render_fix fix[ANNA_CORRECTIONS_MAX];
	for (size_t i = 0; i < bd->ncorrections; i++) {
		const struct anna_correction *c = &bd->corrections[i];
		fix[i] = (struct anna_render_fix){ c->from, c->to, c->piece, c->back };
	}
	/* A board far from the target (one matching neither sheet) needs
	 * more corrections than one sentence holds: the first names the
	 * board, the rest go on in order, FIXES_PER_SENTENCE each. */
	for (size_t first = 0; first < bd->ncorrections; first += FIXES_PER_SENTENCE) {
		size_t n = bd->ncorrections - first;
		if (n > FIXES_PER_SENTENCE)
			n = FIXES_PER_SENTENCE;
		struct anna_phrase fixes;
		enum anna_status st = anna_render_board_fixes(s->profile, fix + first, n, &fixes);
		if (st != ANNA_OK) {
			if (s->status == ANNA_OK)
				s->status = st;
			return;
		}
		if (first == 0)
			say_key(s, colour_key("reconcile.board_change", color, key, sizeof(key)),
				fixes.text, NULL);
		else
			say(s, fixes.text);
	}
}

enum anna_status anna_render_reconcile(const struct anna_profile *profile,
				       const struct anna_reconcile_input *in,
				       const struct anna_reconcile_result *res,
				       const struct anna_reconcile_proposal *p,
				       int listener, struct anna_phrase *out,
				       size_t max, size_t *n)
{
	struct sentences s = { profile, out, max, 0, ANNA_OK };
	char a[WORDS_MAX], b[WORDS_MAX], key[64];
	*n = 0;
	if (listener != ANNA_RECONCILE_LISTENER_ARBITER && listener != ANNA_RECONCILE_VI &&
	    listener != ANNA_RECONCILE_SIGHTED)
		return ANNA_E_INVALID;
	bool all = listener == ANNA_RECONCILE_LISTENER_ARBITER;
	const struct anna_reconcile_sheet *line = &res->sheet[p->line];

	/* VI-13: which case, and up to where the sheets agree */
	bool agree = p->kind == ANNA_RECONCILE_AGREE;
	if (p->plies == 0) {
		say_key(&s, agree ? "reconcile.agree_empty" : "reconcile.disagree_start",
			NULL, NULL);
	} else {
		render_ply(profile, &in->start, line->moves, p->plies, true,
					  a, sizeof(a));
		say_key(&s, agree ? "reconcile.agree" : "reconcile.disagree", a, NULL);
	}

	for (int side = 0; side < 2; side++)
		if (all || side == listener)
			say_sheet_notes(&s, in, res, side);

	/* case 2: what each sheet loses (VI-13 (iii): later plies discarded) */
	for (int side = 0; side < 2; side++) {
		if (!(all || side == listener) || p->discarded[side] == 0)
			continue;
		if (render_ply(profile, &in->start, line->moves, p->plies + 1,
					      false, a, sizeof(a)) >= 0)
			say_key(&s, colour_key("reconcile.discarded", owner(in, side), key,
					       sizeof(key)), a, NULL);
	}

	for (int side = 0; side < 2; side++)
		if (all || side == listener)
			say_board(&s, in, p, side);

	say_key(&s, colour_key("reconcile.to_move", p->target.side, key, sizeof(key)),
		NULL, NULL);

	if (all && !agree) {
		/* VI-13 (iii), CLK-15: the readings to offer the arbiter */
		if (p->have_clock) {
			anna_render_duration(profile, p->clock.remaining_ms[ANNA_WHITE],
					     SECONDS_BELOW_MS, a, sizeof(a));
			anna_render_duration(profile, p->clock.remaining_ms[ANNA_BLACK],
					     SECONDS_BELOW_MS, b, sizeof(b));
			say_key(&s, "reconcile.clock", a, b);
		} else {
			say_key(&s, "reconcile.clock_none", NULL, NULL);
		}
	}
	/* ED-2: a proposal, never final by itself */
	say_key(&s, "reconcile.arbiter", NULL, NULL);
	*n = s.n;
	return s.status;
}
