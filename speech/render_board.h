/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_board.h: what anna says about the sensor board, in a
 * profile's words: corrections that bring the board to the game's
 * position ("Springer Felix drei zurück auf Gustav eins", "Bauer Eva
 * sieben nach Eva fünf", "Felix drei muss
 * leer sein", "schwarze Dame fehlt auf David acht"), the promotion and
 * "which move" questions, a wrong execution of the opponent's move, an
 * illegal move (its reason in training mode only, ILL-12) and the prompts
 * of learn mode.
 *
 * Language-free input only: squares, pieces, moves, and names
 * (core/movegen.h's anna_illegal_reason_str, board-io's
 * anna_learn_kind_str), so speech/ does not depend on board-io/. Every
 * function clears and finishes *out; ANNA_E_INVALID for a square out of
 * range or an unknown name, ANNA_E_SPACE if the phrase did not fit.
 */
#ifndef ANNA_SPEECH_RENDER_BOARD_H
#define ANNA_SPEECH_RENDER_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/position.h"
#include "speech/render.h"

/* One correction: both squares = the piece on from belongs on to; only
 * from = from must be emptied; only to = piece is missing on to (the
 * other square is ANNA_NO_SQ). board-io's struct anna_correction maps
 * one to one. */
struct anna_render_fix {
	int from;
	int to;
	uint8_t piece; /* ANNA_PIECE(...); needed for a move and a missing piece */
	bool back;     /* a move back to the square the piece came from */
};

/* The name of a coloured piece (ANNA_PIECE(...)): "weiße Dame", from the
 * board.piece.* words; NULL for no piece. */
const char *anna_render_board_piece(const struct anna_profile *profile, uint8_t piece);

/* The corrections in order, one sentence each; none: "the board is right". */
enum anna_status anna_render_board_fixes(const struct anna_profile *profile,
					 const struct anna_render_fix *fix, size_t n,
					 struct anna_phrase *out);

/* The same, led by the words of key whose (which board: to the arbiter,
 * "the sighted player's board differs"); NULL: none. */
enum anna_status anna_render_board_fixes_of(const struct anna_profile *profile,
					    const char *whose, const struct anna_render_fix *fix,
					    size_t n, struct anna_phrase *out);

/* VI-4: which piece for the promotion on sq (keypad digits 1..4). */
enum anna_status anna_render_board_promotion(const struct anna_profile *profile,
					     int sq, struct anna_phrase *out);

/* The board fits several legal moves of pos: which one (long form). */
enum anna_status anna_render_board_which(const struct anna_profile *profile,
					 const struct anna_position *pos,
					 const uint16_t *moves, size_t n,
					 struct anna_phrase *out);

/* Executing the opponent's move: the board is not the announced move
 * (legal in pos), then the corrections. */
enum anna_status anna_render_board_not_announced(const struct anna_profile *profile,
						 const struct anna_position *pos,
						 uint16_t announced,
						 const struct anna_render_fix *fix, size_t n,
						 struct anna_phrase *out);

/*
 * An illegal move made on the board (from -> to in pos, promotion piece or
 * ANNA_NO_TYPE). Competition (opts->policy): only the move as it was made,
 * no judgement (ARB-3, ILL-12; the session reports it to the arbiter's
 * log). Training: "illegal move: ..., and why", reason being an
 * anna_illegal_reason_str() name ("self_check").
 */
enum anna_status anna_render_board_illegal(const struct anna_profile *profile,
					   const struct anna_position *pos,
					   int from, int to,
					   enum anna_piece_type promotion,
					   const char *reason,
					   const struct anna_render_opts *opts,
					   struct anna_phrase *out);

/* A learn-mode action: kind is an anna_learn_kind_str() name, sq the
 * square asked, other the square a known hole belongs to ("already"). */
enum anna_status anna_render_board_learn(const struct anna_profile *profile,
					 const char *kind, int sq, int other,
					 struct anna_phrase *out);

#endif
