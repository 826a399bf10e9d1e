/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/review.h: a game reviewed from an engine's analysis, and a game
 * studied move by move (pure: the analysis comes in, no engine here).
 *
 * The analysis is one entry per position of the game (game->count + 1):
 * the engine's best move there and its score from the side to move's view
 * (core/uci.h). A ply "lost much" when the mover's score after it (the next
 * position's, negated) is below the score before it by the threshold: in
 * centipawns (both scores capped at +-1000, a mate counts as 1000), or in
 * win chance (anna_uci_expectation's per mille). A ply that is the
 * engine's own best move never lost anything.
 */
#ifndef ANNA_CORE_REVIEW_H
#define ANNA_CORE_REVIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/game.h"
#include "core/uci.h"

struct anna_review_threshold {
	bool win_chance;   /* value in per mille of win chance, else centipawns */
	unsigned value;
};
/* "150" (centipawns, 1..10000) or "20%" (win chance, 1..100).
 * ANNA_E_INVALID review.threshold (text) otherwise. */
enum anna_status anna_review_threshold_parse(const char *text, struct anna_review_threshold *out,
					     struct anna_error *err);

struct anna_review_pos {
	bool valid;                  /* analysed */
	uint16_t best;               /* ANNA_MOVE_NONE: none (mate, stalemate) */
	struct anna_uci_score score; /* the side to move's view */
};

struct anna_review_mistake {
	size_t ply;        /* 0-based index of the ply in the game */
	uint16_t played, best;
	int loss_cp;       /* centipawns the mover lost (capped scores) */
	unsigned loss_pm;  /* win chance lost, per mille */
};

/* A score as centipawns from the same view, mates at +-1000 and beyond
 * (mate in 1 is 1099, mated now is -1100), so it can be negated. */
int anna_review_cp(struct anna_uci_score s);

/* What ply i cost its mover; false if ply i or i+1 is not analysed. */
bool anna_review_loss(const struct anna_game *game, const struct anna_review_pos *analysis,
		      size_t i, struct anna_review_mistake *out);

/* The plies of side (ANNA_WHITE, ANNA_BLACK, or -1 for both) that reach
 * the threshold, in game order; at most max written, the count returned. */
size_t anna_review_mistakes(const struct anna_game *game, const struct anna_review_pos *analysis,
			    int side, const struct anna_review_threshold *t,
			    struct anna_review_mistake *out, size_t max);

/* "[%eval 0.31]", "[%eval -1.20]", "[%eval #3]", "[%eval #-2]" for a score
 * from White's view (the PGN convention of lichess and ChessBase). */
int anna_review_eval_tag(struct anna_uci_score white, char *buf, size_t size);

/* ---- study: a game stepped through ------------------------------------- */

struct anna_study {
	const struct anna_game *game; /* borrowed */
	size_t ply;                   /* the position after this many plies */
	int guess_side;               /* -1: none; else the side the player guesses */
	unsigned asked, right;        /* guesses */
};

void anna_study_init(struct anna_study *st, const struct anna_game *game, int guess_side);
/* Is the next ply one the player is to guess? */
bool anna_study_guessing(const struct anna_study *st);
/* One ply forward; its move in *move; false at the end. */
bool anna_study_next(struct anna_study *st, uint16_t *move);
/* One ply back; the move taken back in *move; false at the start. */
bool anna_study_back(struct anna_study *st, uint16_t *move);
/* The player's guess for the next ply: true if it is the game's move.
 * Counted, and the game's move is played (in *game_move). ANNA_E_STATE
 * if no guess is due (game over, not his side). */
enum anna_status anna_study_guess(struct anna_study *st, uint16_t guess, uint16_t *game_move,
				  bool *right);

#endif
