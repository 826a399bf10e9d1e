/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_board.c: sensor-board phrases (speech/render_board.h).
 */
#include "speech/render_board.h"

#include <stdio.h>
#include <string.h>

#define WORDS_MAX 256

static bool valid_sq(int sq) { return sq >= 0 && sq < 64; }

const char *anna_render_board_piece(const struct anna_profile *profile, uint8_t piece)
{
	static const enum anna_word words[2][7] = {
		{ ANNA_WORD_COUNT, ANNA_WORD_BOARD_PIECE_WHITE_PAWN,
		  ANNA_WORD_BOARD_PIECE_WHITE_KNIGHT, ANNA_WORD_BOARD_PIECE_WHITE_BISHOP,
		  ANNA_WORD_BOARD_PIECE_WHITE_ROOK, ANNA_WORD_BOARD_PIECE_WHITE_QUEEN,
		  ANNA_WORD_BOARD_PIECE_WHITE_KING },
		{ ANNA_WORD_COUNT, ANNA_WORD_BOARD_PIECE_BLACK_PAWN,
		  ANNA_WORD_BOARD_PIECE_BLACK_KNIGHT, ANNA_WORD_BOARD_PIECE_BLACK_BISHOP,
		  ANNA_WORD_BOARD_PIECE_BLACK_ROOK, ANNA_WORD_BOARD_PIECE_BLACK_QUEEN,
		  ANNA_WORD_BOARD_PIECE_BLACK_KING },
	};
	enum anna_piece_type t = ANNA_PIECE_TYPE(piece);
	if (t < ANNA_PAWN || t > ANNA_KING)
		return NULL;
	return anna_profile_word(profile, words[ANNA_PIECE_COLOR(piece)][t]);
}

static enum anna_status add_fix(struct anna_phrase *out, const struct anna_profile *profile,
				const struct anna_render_fix *f)
{
	char a[WORDS_MAX], b[WORDS_MAX];
	bool has_from = f->from != ANNA_NO_SQ, has_to = f->to != ANNA_NO_SQ;
	enum anna_piece_type type = ANNA_PIECE_TYPE(f->piece);
	if ((has_from && !valid_sq(f->from)) || (has_to && !valid_sq(f->to)) ||
	    (!has_from && !has_to))
		return ANNA_E_INVALID;
	if (has_to && (type < ANNA_PAWN || type > ANNA_KING))
		return ANNA_E_INVALID;
	if (has_from && has_to) {
		anna_render_square(profile, f->from, a, sizeof(a));
		anna_render_square(profile, f->to, b, sizeof(b));
		return anna_phrase_add_format(out, profile,
					      f->back ? "board.fix.back" : "board.fix.move",
					      anna_render_piece(profile, type), a, b);
	}
	if (has_from) {
		anna_render_square(profile, f->from, a, sizeof(a));
		return anna_phrase_add_format(out, profile, "board.fix.remove", a, NULL, NULL);
	}
	anna_render_square(profile, f->to, b, sizeof(b));
	return anna_phrase_add_format(out, profile, "board.fix.place",
				      anna_render_board_piece(profile, f->piece), b, NULL);
}

/* The corrections as sentences, appended to what out holds. */
static enum anna_status add_fixes(struct anna_phrase *out,
				  const struct anna_profile *profile,
				  const struct anna_render_fix *fix, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		/* Each correction a sentence of its own, capitalised. */
		struct anna_phrase one;
		anna_phrase_clear(&one);
		enum anna_status st = add_fix(&one, profile, &fix[i]);
		if (st == ANNA_OK)
			st = anna_phrase_finish(&one, profile);
		if (st != ANNA_OK)
			return st;
		if (out->len > 0)
			anna_phrase_append(out, ".");
		anna_phrase_add(out, one.text);
	}
	return ANNA_OK;
}

enum anna_status anna_render_board_fixes(const struct anna_profile *profile,
					 const struct anna_render_fix *fix, size_t n,
					 struct anna_phrase *out)
{
	return anna_render_board_fixes_of(profile, NULL, fix, n, out);
}

enum anna_status anna_render_board_fixes_of(const struct anna_profile *profile,
					    const char *whose, const struct anna_render_fix *fix,
					    size_t n, struct anna_phrase *out)
{
	anna_phrase_clear(out);
	if (whose)
		anna_phrase_add(out, anna_profile_text(profile, whose));
	if (n == 0) {
		anna_phrase_add(out, anna_profile_text(profile, "board.ok"));
		return anna_phrase_finish(out, profile);
	}
	return anna_phrase_done(out, profile, add_fixes(out, profile, fix, n));
}

enum anna_status anna_render_board_promotion(const struct anna_profile *profile,
					     int sq, struct anna_phrase *out)
{
	char a[WORDS_MAX];
	anna_phrase_clear(out);
	if (!valid_sq(sq))
		return ANNA_E_INVALID;
	anna_render_square(profile, sq, a, sizeof(a));
	return anna_phrase_done(out, profile, anna_phrase_add_format(out, profile,
			"board.ask_promotion", a, NULL, NULL));
}

/* A legal move in the long form, without check words. */
static enum anna_status move_words(const struct anna_profile *profile,
				   const struct anna_position *pos, uint16_t move,
				   struct anna_phrase *words)
{
	struct anna_render_opts opts;
	anna_render_opts_default(&opts);
	return anna_render_move(profile, pos, move, &opts, words);
}

enum anna_status anna_render_board_which(const struct anna_profile *profile,
					 const struct anna_position *pos,
					 const uint16_t *moves, size_t n,
					 struct anna_phrase *out)
{
	struct anna_phrase list;
	struct anna_phrase one;
	anna_phrase_clear(out);
	anna_phrase_clear(&list);
	if (n < 2)
		return ANNA_E_INVALID;
	for (size_t i = 0; i < n; i++) {
		enum anna_status st = move_words(profile, pos, moves[i], &one);
		if (st != ANNA_OK)
			return st;
		if (i > 0)
			anna_phrase_add(&list, anna_profile_text(profile, "board.or"));
		anna_phrase_add(&list, one.text);
	}
	if (list.overflow)
		return ANNA_E_SPACE;
	return anna_phrase_done(out, profile, anna_phrase_add_format(out, profile,
			"board.ask_which", list.text, NULL, NULL));
}

enum anna_status anna_render_board_not_announced(const struct anna_profile *profile,
						 const struct anna_position *pos,
						 uint16_t announced,
						 const struct anna_render_fix *fix, size_t n,
						 struct anna_phrase *out)
{
	struct anna_phrase one;
	anna_phrase_clear(out);
	enum anna_status st = move_words(profile, pos, announced, &one);
	if (st != ANNA_OK)
		return st;
	st = anna_phrase_add_format(out, profile, "board.not_announced", one.text, NULL, NULL);
	if (st == ANNA_OK)
		st = add_fixes(out, profile, fix, n);
	return anna_phrase_done(out, profile, st);
}

enum anna_status anna_render_board_illegal(const struct anna_profile *profile,
					   const struct anna_position *pos,
					   int from, int to,
					   enum anna_piece_type promotion,
					   const char *reason,
					   const struct anna_render_opts *opts,
					   struct anna_phrase *out)
{
	struct anna_phrase made;
	enum anna_status st = anna_render_physical(profile, pos, from, to, promotion,
						   opts, &made);
	anna_phrase_clear(out);
	if (st != ANNA_OK)
		return st;
	char key[64];
	snprintf(key, sizeof(key), "board.why.%s", reason ? reason : "");
	const char *why = anna_profile_text(profile, key);
	if (!why)
		return ANNA_E_INVALID;
	/* ILL-12, ARB-3: in competition the move is only described. */
	if (opts->policy == ANNA_POLICY_COMPETITION) {
		*out = made;
		return ANNA_OK;
	}
	return anna_phrase_done(out, profile, anna_phrase_add_format(out, profile,
			"board.illegal", made.text, why, NULL));
}

enum anna_status anna_render_board_learn(const struct anna_profile *profile,
					 const char *kind, int sq, int other,
					 struct anna_phrase *out)
{
	char key[64], a[WORDS_MAX], b[WORDS_MAX];
	anna_phrase_clear(out);
	snprintf(key, sizeof(key), "board.learn.%s", kind ? kind : "");
	if (!anna_profile_text(profile, key) || !valid_sq(sq))
		return ANNA_E_INVALID;
	anna_render_square(profile, sq, b, sizeof(b));
	if (strcmp(kind, "already") == 0) {
		if (!valid_sq(other))
			return ANNA_E_INVALID;
		anna_render_square(profile, other, a, sizeof(a));
		return anna_phrase_done(out, profile,
					anna_phrase_add_format(out, profile, key, a, b, NULL));
	}
	return anna_phrase_done(out, profile,
				anna_phrase_add_format(out, profile, key, b, NULL, NULL));
}
