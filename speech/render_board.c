/*
 * speech/render_board.c: sensor-board phrases (speech/render_board.h).
 */
#include "speech/render_board.h"

#include <stdio.h>
#include <string.h>

#define WORDS_MAX 256

static bool valid_sq(int sq) { return sq >= 0 && sq < 64; }

/* "Felix drei" into buf. */
static void square_words(const struct anna_profile *profile, int sq,
			 char buf[WORDS_MAX])
{
	snprintf(buf, WORDS_MAX, "%s %s", anna_render_file(profile, ANNA_SQ_FILE(sq)),
		 anna_render_rank(profile, ANNA_SQ_RANK(sq)));
}

/* Fills the template key with up to three arguments and adds it. */
static enum anna_status add_format(struct anna_phrase *out,
				   const struct anna_profile *profile, const char *key,
				   const char *a1, const char *a2, const char *a3)
{
	const char *args[3] = { a1, a2, a3 };
	size_t nargs = a3 ? 3 : a2 ? 2 : a1 ? 1 : 0;
	char buf[ANNA_PHRASE_MAX];
	int n = anna_profile_format(profile, key, args, nargs, buf, sizeof(buf));
	if (n < 0)
		return ANNA_E_INVALID;
	if ((size_t)n >= sizeof(buf))
		return ANNA_E_SPACE;
	anna_phrase_add(out, buf);
	return ANNA_OK;
}

static const char *const piece_keys[2][7] = {
	{ NULL, "board.piece.white.pawn", "board.piece.white.knight",
	  "board.piece.white.bishop", "board.piece.white.rook",
	  "board.piece.white.queen", "board.piece.white.king" },
	{ NULL, "board.piece.black.pawn", "board.piece.black.knight",
	  "board.piece.black.bishop", "board.piece.black.rook",
	  "board.piece.black.queen", "board.piece.black.king" },
};

const char *anna_render_board_piece(const struct anna_profile *profile, uint8_t piece)
{
	enum anna_piece_type type = ANNA_PIECE_TYPE(piece);
	if (type < ANNA_PAWN || type > ANNA_KING)
		return NULL;
	return anna_profile_text(profile, piece_keys[ANNA_PIECE_COLOR(piece)][type]);
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
		square_words(profile, f->from, a);
		square_words(profile, f->to, b);
		return add_format(out, profile, f->back ? "board.fix.back" : "board.fix.move",
				  anna_render_piece(profile, type), a, b);
	}
	if (has_from) {
		square_words(profile, f->from, a);
		return add_format(out, profile, "board.fix.remove", a, NULL, NULL);
	}
	square_words(profile, f->to, b);
	return add_format(out, profile, "board.fix.place",
			  anna_profile_text(profile,
					    piece_keys[ANNA_PIECE_COLOR(f->piece)][type]),
			  b, NULL);
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

static enum anna_status finish(struct anna_phrase *out, const struct anna_profile *profile,
			       enum anna_status st)
{
	if (st != ANNA_OK) {
		anna_phrase_clear(out);
		return st;
	}
	return anna_phrase_finish(out, profile);
}

enum anna_status anna_render_board_fixes(const struct anna_profile *profile,
					 const struct anna_render_fix *fix, size_t n,
					 struct anna_phrase *out)
{
	anna_phrase_clear(out);
	if (n == 0) {
		anna_phrase_add(out, anna_profile_text(profile, "board.ok"));
		return anna_phrase_finish(out, profile);
	}
	return finish(out, profile, add_fixes(out, profile, fix, n));
}

enum anna_status anna_render_board_promotion(const struct anna_profile *profile,
					     int sq, struct anna_phrase *out)
{
	char a[WORDS_MAX];
	anna_phrase_clear(out);
	if (!valid_sq(sq))
		return ANNA_E_INVALID;
	square_words(profile, sq, a);
	return finish(out, profile,
		      add_format(out, profile, "board.ask_promotion", a, NULL, NULL));
}

/* A legal move in the long form, without check words, into buf. */
static enum anna_status move_words(const struct anna_profile *profile,
				   const struct anna_position *pos, uint16_t move,
				   char buf[ANNA_PHRASE_MAX])
{
	struct anna_render_opts opts;
	struct anna_phrase p;
	anna_render_opts_default(&opts);
	enum anna_status st = anna_render_move(profile, pos, move, &opts, &p);
	if (st != ANNA_OK)
		return st;
	snprintf(buf, ANNA_PHRASE_MAX, "%s", p.text);
	return ANNA_OK;
}

enum anna_status anna_render_board_which(const struct anna_profile *profile,
					 const struct anna_position *pos,
					 const uint16_t *moves, size_t n,
					 struct anna_phrase *out)
{
	struct anna_phrase list;
	char one[ANNA_PHRASE_MAX];
	anna_phrase_clear(out);
	anna_phrase_clear(&list);
	if (n < 2)
		return ANNA_E_INVALID;
	for (size_t i = 0; i < n; i++) {
		enum anna_status st = move_words(profile, pos, moves[i], one);
		if (st != ANNA_OK)
			return st;
		if (i > 0)
			anna_phrase_add(&list, anna_profile_text(profile, "board.or"));
		anna_phrase_add(&list, one);
	}
	if (list.overflow)
		return ANNA_E_SPACE;
	return finish(out, profile,
		      add_format(out, profile, "board.ask_which", list.text, NULL, NULL));
}

enum anna_status anna_render_board_not_announced(const struct anna_profile *profile,
						 const struct anna_position *pos,
						 uint16_t announced,
						 const struct anna_render_fix *fix, size_t n,
						 struct anna_phrase *out)
{
	char one[ANNA_PHRASE_MAX];
	anna_phrase_clear(out);
	enum anna_status st = move_words(profile, pos, announced, one);
	if (st != ANNA_OK)
		return st;
	st = add_format(out, profile, "board.not_announced", one, NULL, NULL);
	if (st == ANNA_OK)
		st = add_fixes(out, profile, fix, n);
	return finish(out, profile, st);
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
	return finish(out, profile,
		      add_format(out, profile, "board.illegal", made.text, why, NULL));
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
	square_words(profile, sq, b);
	if (strcmp(kind, "already") == 0) {
		if (!valid_sq(other))
			return ANNA_E_INVALID;
		square_words(profile, other, a);
		return finish(out, profile, add_format(out, profile, key, a, b, NULL));
	}
	return finish(out, profile, add_format(out, profile, key, b, NULL, NULL));
}
