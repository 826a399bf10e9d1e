/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/trainer.h: training at home in annad: the engine as the opponent,
 * the training helps, the review after the game and the study of a PGN.
 * Everything here is offered only where core/policy's
 * anna_policy_may_train allows it (ARB-3: nothing in competition).
 *
 * The opponent: after every batch of the loop (anna_trainer_idle), when
 * the sighted side is to move, the engine (daemon/engine.h) is asked for
 * its move in the game's position under the game's clock (wtime/btime,
 * the increment), or at the level's depth or time; its move enters the
 * session exactly as the sighted player's keypad or `anna move` enters
 * his: a move and a clock press, as commands (so the journal has them and
 * a recovery replays them without the engine). It is announced and carried
 * out on the VI player's board as any opponent's move. An engine that
 * fails is said aloud and restarted with the position; once given up, the
 * game goes on between two people (the other keypad, anna move).
 *
 * The helps (the driver's train hook): hint (the engine's move, said as a
 * move), evaluation (in words), threat (the opponent's best move if it
 * were his move), take back (the last move pair, as the arbiter's take
 * back and resume: the board is guided back like any take-back).
 *
 * The review: when a training game ends, every position is searched at a
 * fixed depth; the moves where the VI player lost the threshold are said
 * one by one (Enter alone the next, Delete alone the one before) and the
 * annotated game is written to the state directory (review.pgn).
 *
 * The study (anna train --study FILE): the first game of a PGN stepped
 * through on the keypad, each move announced; with a guessing side, the
 * player types the move he would play, hears whether it was the game's
 * (and with the engine how much worse his was) and a score at the end.
 */
#ifndef ANNA_DAEMON_TRAINER_H
#define ANNA_DAEMON_TRAINER_H

#include <stdbool.h>
#include <stdint.h>

#include "core/review.h"
#include "driver/driver.h"
#include "daemon/engine.h"
#include "speech/profile.h"

struct anna_trainer_host {
	/* feeds a command to the driver at the driver's time (journaled) */
	void (*command)(void *ctx, struct anna_session_event *ev);
	/* the driver's time now */
	uint64_t (*now)(void *ctx);
	/* the engine's stdout watched in the loop */
	int (*watch)(void *ctx, int fd);
	void (*unwatch)(void *ctx, int fd);
	/* a line for the log (the arbiter's profile) */
	void (*log)(void *ctx, const struct anna_error *err);
	void *ctx;
};

struct anna_trainer_config {
	struct anna_engine_config engine;
	bool opponent;                  /* the engine plays the sighted side */
	char level_text[64];            /* as configured, for the words */
	uint64_t movetime_ms;           /* at most this a move (0: the clock) */
	uint64_t increment_ms;          /* the time control's increment */
	bool hint_piece;                /* first the piece, then the move */
	unsigned help_depth;            /* hint, evaluation, threat (0: 12) */
	unsigned review_depth;          /* review (0: 10) */
	struct anna_review_threshold threshold;
	const struct anna_profile *profile; /* the VI player's words (borrowed) */
	char review_path[320];          /* the annotated PGN; "" none */
};

struct anna_trainer;

/* A trainer for driver (borrowed). The engine is started at once when it
 * plays, else at the first help that needs it. -ENOMEM only. */
int anna_trainer_new(const struct anna_trainer_config *config,
		     const struct anna_trainer_host *host, struct anna_driver *driver,
		     struct anna_trainer **out);
void anna_trainer_free(struct anna_trainer *t); /* NULL is fine */

/* The driver's train hook (driver.h): ctx is the trainer. */
void anna_trainer_train(void *ctx, const struct anna_driver_train_req *req, uint64_t at_ms);

/* After every batch: the engine's move due, the review due. */
void anna_trainer_idle(struct anna_trainer *t);

/* The engine's fd is readable; its deadline (CLOCK_MONOTONIC ms) and tick. */
void anna_trainer_readable(struct anna_trainer *t);
uint64_t anna_trainer_deadline(const struct anna_trainer *t);
void anna_trainer_tick(struct anna_trainer *t);

/* anna train: the engine's level from now on (core/uci.h's text). */
enum anna_status anna_trainer_set_level(struct anna_trainer *t, const char *level,
					struct anna_error *err);
/* anna train --study: the first game of a PGN text, guess_side -1 for
 * none. ANNA_E_STATE while a game is under way (plies played, not ended). */
enum anna_status anna_trainer_study(struct anna_trainer *t, const char *file, const char *text,
				    size_t len, int guess_side, struct anna_error *err);

/* anna train --side white|black: a new game, started at once, with the
 * VI player on side (the engine, if it plays, on the other). ANNA_E_STATE
 * while a game is under way; refused in competition. */
enum anna_status anna_trainer_new_game(struct anna_trainer *t, int side, struct anna_error *err);

/* anna train --study off: the study closed, back to the game (its clock
 * still paused, the VI board checked against the game's position).
 * ANNA_E_STATE when no study is open. */
enum anna_status anna_trainer_study_close(struct anna_trainer *t, struct anna_error *err);

/* For status: the engine plays, is given up. */
bool anna_trainer_engine_plays(const struct anna_trainer *t);

#endif
