/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render.h: phrases in a profile's words (docs/announcements.md
 * sections 3 and 4). Pure: no I/O, no clock, no allocation. Every phrase
 * comes out twice: as text (logs, transcript, braille, screens) and as
 * synthesis text, the same words with the profile's pronunciation fixes
 * as inline phonemes ("Kurze [[rO'SA:d@]]"), for espeak-ng with the
 * espeakPHONEMES flag.
 *
 * This file renders moves, squares, numbers and the end of a game; other
 * modules add their own render_*.c (clock, board, keypad) on top of the
 * phrase builder below.
 */
#ifndef ANNA_SPEECH_RENDER_H
#define ANNA_SPEECH_RENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/error.h"
#include "core/game.h"
#include "core/position.h"
#include "speech/profile.h"

/* Room for the longest phrase anna builds (a board correction listing
 * many squares); the synthesis text may grow by the phoneme fixes. */
#define ANNA_PHRASE_MAX 1024
#define ANNA_PHRASE_SPEECH_MAX 1536

struct anna_phrase {
	char text[ANNA_PHRASE_MAX];          /* words, first letter upper case */
	char speech[ANNA_PHRASE_SPEECH_MAX]; /* for espeak-ng, with phonemes */
	size_t len;                          /* strlen(text) while building */
	bool overflow;                       /* a word did not fit */
};

/* ---- the phrase builder -------------------------------------------------- */

/* Empties *phrase. */
void anna_phrase_clear(struct anna_phrase *phrase);
/* Appends words, separated from what is there by one blank. */
void anna_phrase_add(struct anna_phrase *phrase, const char *words);
/* Appends text as it is (no blank): punctuation such as ", " or ".". */
void anna_phrase_append(struct anna_phrase *phrase, const char *text);
/*
 * Ends the phrase: upper-cases its first letter (a phrase is a sentence on
 * a screen or a braille line) and fills speech through the profile's
 * pronunciation fixes. ANNA_E_SPACE if anything did not fit (the text is
 * then cut at a word), else ANNA_OK.
 */
enum anna_status anna_phrase_finish(struct anna_phrase *phrase,
				    const struct anna_profile *profile);
/*
 * The last step of a renderer whose steps returned st: the phrase
 * finished when st is ANNA_OK, else emptied and st returned.
 */
enum anna_status anna_phrase_done(struct anna_phrase *phrase,
				  const struct anna_profile *profile,
				  enum anna_status st);
/*
 * Appends the profile's text of key filled with up to three values ({1}
 * a1, {2} a2, {3} a3; NULL from the first the text does not take), as
 * anna_phrase_add does. ANNA_E_INVALID for a key the profile lacks;
 * ANNA_E_SPACE if the filled text is longer than a phrase (nothing is
 * added, and the phrase is marked overflowed so that finishing it fails).
 */
enum anna_status anna_phrase_add_format(struct anna_phrase *phrase,
					const struct anna_profile *profile,
					const char *key, const char *a1,
					const char *a2, const char *a3);
/* The same for a word key of speech/words.def. */
enum anna_status anna_phrase_add_word(struct anna_phrase *phrase,
				      const struct anna_profile *profile,
				      enum anna_word word, const char *a1,
				      const char *a2, const char *a3);

/* ---- words ------------------------------------------------------------- */

/* The word of a file (0..7), a rank (0..7), a piece type (ANNA_PAWN ..
 * ANNA_KING) or a colour; NULL out of range. */
const char *anna_render_file(const struct anna_profile *profile, int file);
const char *anna_render_rank(const struct anna_profile *profile, int rank);
const char *anna_render_piece(const struct anna_profile *profile,
			      enum anna_piece_type type);
const char *anna_render_color(const struct anna_profile *profile, int color);

/* Appends a square: file word then rank word ("Eva vier"). */
void anna_render_add_square(struct anna_phrase *phrase,
			    const struct anna_profile *profile, int sq);
/* The same words into buf, like snprintf, for a value of a text
 * ({1} of "{1} muss leer sein"). ANNA_E_INVALID for sq out of 0..63. */
int anna_render_square(const struct anna_profile *profile, int sq,
		       char *buf, size_t size);

/*
 * A cardinal number 0..999 in words ("einundzwanzig", "hundert og tre"),
 * like snprintf. ANNA_E_RANGE for a number out of range.
 */
int anna_render_number(const struct anna_profile *profile, int n,
		       char *buf, size_t size);

enum anna_render_unit {
	ANNA_UNIT_HOUR,
	ANNA_UNIT_MINUTE,
	ANNA_UNIT_SECOND,
	ANNA_UNIT_MOVE,
};
/* A quantity: "eine Stunde", "zwölf Minuten", "et træk". Like snprintf;
 * ANNA_E_RANGE for n out of 0..999 or an unknown unit. */
int anna_render_quantity(const struct anna_profile *profile,
			 enum anna_render_unit unit, int n,
			 char *buf, size_t size);

/* ---- moves ------------------------------------------------------------- */

enum anna_render_form {
	ANNA_FORM_LONG = 0,  /* [piece] from [takes] to ...: the default */
	ANNA_FORM_SHORT,     /* SAN-like: from only where SAN needs it */
};

enum anna_render_policy {
	ANNA_POLICY_COMPETITION = 0, /* ARB-3, CLK-16: say no more than the annex allows */
	ANNA_POLICY_TRAINING,        /* everything may be said */
};

struct anna_render_opts {
	enum anna_render_form form;
	enum anna_render_policy policy;
	/* ARB-3: in competition, check and mate words only when the arbiter
	 * has switched them on. Ignored in training (always on). */
	bool arbiter_check_words;
	/* Per listener: name the captured piece after "takes"
	 * ("Läufer Bella fünf schlägt Springer Cesar sechs"). */
	bool name_captured;
};

/* Long form, competition, no check words, captured pieces not named. */
void anna_render_opts_default(struct anna_render_opts *opts);
/* May check and mate words be said under opts? The one place that
 * decides it (ARB-3). */
bool anna_render_check_words_allowed(const struct anna_render_opts *opts);

/*
 * A legal move of pos (the position before it), in opts's form:
 *   long:  [piece] from [takes [captured]] to [en passant]
 *          [promotes-to piece] [check | checkmate]
 *   short: [piece] [disambiguation] [takes [captured]] to ...
 *   castling: castles short | castles long [check | checkmate]
 * The pawn word is left out; a pawn capture in the short form says the
 * pawn's file, as SAN does ("Eva schlägt David fünf"). Stalemate and the
 * end of the game are not part of it: see anna_render_end().
 * ANNA_E_ILLEGAL if move is not legal in pos, ANNA_E_SPACE if the phrase
 * did not fit.
 */
enum anna_status anna_render_move(const struct anna_profile *profile,
				  const struct anna_position *pos, uint16_t move,
				  const struct anna_render_opts *opts,
				  struct anna_phrase *out);

/*
 * A physical move from -> to on the board of pos, legal or not (VI boards,
 * the keypad). promotion is ANNA_NO_TYPE or the piece put on the last rank.
 * If it is a legal move it is rendered as anna_render_move does. Otherwise
 * it is described as made, in the long form whatever opts says, with no
 * check words and no legality judgement (competition mode must not warn,
 * ARB-3): [piece on from] from [takes] to [promotes-to piece], "takes" when
 * something stands on to. ANNA_E_INVALID for squares out of range or
 * from == to.
 */
enum anna_status anna_render_physical(const struct anna_profile *profile,
				      const struct anna_position *pos,
				      int from, int to,
				      enum anna_piece_type promotion,
				      const struct anna_render_opts *opts,
				      struct anna_phrase *out);

/* ---- the end of the game ----------------------------------------------- */

/* The end-of-game phrase, said after the move (docs/announcements.md
 * section 3), for the ends core/game.h names from checkmate to agreement,
 * resignation, time and a time draw (the illegal-move and the arbiter's
 * ends are the session's words, speech/render_session.h). loser is
 * ANNA_WHITE or ANNA_BLACK for checkmate, resignation and time, ignored
 * for draws. ANNA_E_INVALID for another reason or colour. */
enum anna_status anna_render_end(const struct anna_profile *profile,
				 enum anna_game_end reason, int loser,
				 struct anna_phrase *out);

/* Is pos (after a move) the end of the game by checkmate or stalemate,
 * the two ends the position alone decides? Fills *reason and *loser. */
bool anna_render_end_of_position(const struct anna_position *pos,
				 enum anna_game_end *reason, int *loser);

#endif
