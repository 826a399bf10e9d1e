/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_review.h: the training's words: an engine's evaluation
 * ("White is better by about a pawn", "Black mates in 3"), a reviewed
 * move ("Move 12: you played ... Better was ... It cost about 1.5
 * pawns."), and the review as PGN annotations ([%eval] after every ply,
 * the engine's better move at each mistake, $2 / $4), in a profile's words.
 */
#ifndef ANNA_SPEECH_RENDER_REVIEW_H
#define ANNA_SPEECH_RENDER_REVIEW_H

#include "core/pgn.h"
#include "core/review.h"
#include "speech/render.h"

/* The evaluation of a position whose side to move is side, score from
 * that side's view (UCI's). */
enum anna_status anna_render_eval(const struct anna_profile *profile, struct anna_uci_score score,
				  int side, struct anna_phrase *out);

/* A move of pos in the training's long form with check words. */
enum anna_status anna_render_training_move(const struct anna_profile *profile,
					   const struct anna_position *pos, uint16_t move,
					   struct anna_phrase *out);

/* One mistake of game, spoken; win_chance: the cost in win chance. */
enum anna_status anna_render_review_mistake(const struct anna_profile *profile,
					    const struct anna_game *game,
					    const struct anna_review_mistake *m, bool win_chance,
					    struct anna_phrase *out);

/* Writes the review into pg's comments and NAGs (pg's game is the one
 * analysed; analysis has game.count + 1 entries). A mistake costing at
 * least twice the threshold is a blunder ($4), else $2. */
enum anna_status anna_render_review_annotate(const struct anna_profile *profile,
					     struct anna_pgn_game *pg,
					     const struct anna_review_pos *analysis,
					     const struct anna_review_mistake *m, size_t n,
					     const struct anna_review_threshold *t);

#endif
