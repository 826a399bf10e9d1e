/* SPDX-License-Identifier: GPL-3.0-or-later */
/* daemon/trainer.c: training at home in annad (see trainer.h). */
#include "daemon/trainer.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "core/pgn.h"
#include "daemon/loop.h"
#include "speech/render.h"
#include "speech/render_review.h"

#define DEFAULT_HELP_DEPTH 12
#define DEFAULT_REVIEW_DEPTH 10
#define MAX_MISTAKES 128

/* What a search is for (the high bits of its tag; the low bits the ply). */
enum job {
	JOB_MOVE = 1,      /* the engine's own move */
	JOB_HINT,
	JOB_EVAL,
	JOB_THREAT,
	JOB_REVIEW,        /* a position of the ended game */
	JOB_GUESS_BEST,    /* study: the position before the guess */
	JOB_GUESS_AFTER,   /* study: the position after the player's guess */
};

enum mode { MODE_GAME = 0, MODE_REVIEW, MODE_STUDY };

struct anna_trainer {
	struct anna_trainer_config cfg;
	struct anna_trainer_host host;
	struct anna_driver *driver;
	struct anna_engine *engine;
	bool engine_gone;          /* given up: human vs human from now on */
	bool announced;            /* "the engine plays Black" said */
	size_t hint_ply;           /* hint = piece: the piece was said here */
	struct anna_position threat_pos;
	/* the review of the ended game */
	enum mode mode;
	bool reviewed;             /* done (or not possible) for this game */
	size_t review_plies;       /* the game reviewed */
	struct anna_review_pos *analysis;
	size_t next_pos;
	struct anna_review_mistake mistakes[MAX_MISTAKES];
	size_t n_mistakes;
	long cursor;               /* the mistake said last; -1 before the first */
	/* the study */
	struct anna_pgn_game study_pg;
	bool study_loaded;
	struct anna_study study;
	uint16_t guess, guess_game_move;
	int guess_best_cp;
};

static uint64_t now(const struct anna_trainer *t)
{
	return t->host.now(t->host.ctx);
}

static const struct anna_session *session(const struct anna_trainer *t)
{
	return anna_driver_session(t->driver);
}

static bool may(const struct anna_trainer *t, enum anna_training what)
{
	return anna_policy_may_train(anna_session_policy(session(t)), what);
}

/* ---- words ------------------------------------------------------------------ */

static void say_phrase(struct anna_trainer *t, const struct anna_phrase *ph,
		       enum anna_priority prio)
{
	anna_driver_say(t->driver, ANNA_ROLE_VI, prio, now(t), ph->text, ph->speech);
}

/* A message of messages.def with up to three arguments, to the VI player. */
static void say_msg(struct anna_trainer *t, enum anna_msg msg, const char *a1, const char *a2,
		    const char *a3)
{
	struct anna_phrase ph;
	anna_phrase_clear(&ph);
	anna_phrase_add_format(&ph, t->cfg.profile, anna_msg_key(msg), a1, a2, a3);
	if (anna_phrase_finish(&ph, t->cfg.profile) == ANNA_OK)
		say_phrase(t, &ph, ANNA_PRIO_QUERY);
}

static void say_error(struct anna_trainer *t, const struct anna_error *err)
{
	char buf[512];
	anna_profile_render_error(t->cfg.profile, err, buf, sizeof(buf));
	anna_driver_say(t->driver, ANNA_ROLE_VI, ANNA_PRIO_URGENT, now(t), buf, NULL);
	if (t->host.log)
		t->host.log(t->host.ctx, err);
}

/* The level's words: "club player", "Elo 1800", "depth 6". */
static void level_words(const struct anna_trainer *t, char *buf, size_t size)
{
	const struct anna_uci_level *l = &t->cfg.engine.level;
	char key[64], n[16];
	if (l->name) {
		snprintf(key, sizeof(key), "engine.level.%s", l->name);
		snprintf(buf, size, "%s", anna_profile_text(t->cfg.profile, key));
		return;
	}
	const char *args[] = { n };
	snprintf(n, sizeof(n), "%d", l->elo ? l->elo : (int)l->depth);
	anna_profile_format(t->cfg.profile, l->elo ? "engine.level.elo" : "engine.level.depth", args,
			    1, buf, size);
}

/* ---- the engine ---------------------------------------------------------------- */

static void on_engine(void *ctx, const struct anna_engine_result *r);

static int io_watch(void *ctx, int fd)
{
	struct anna_trainer *t = ctx;
	return t->host.watch ? t->host.watch(t->host.ctx, fd) : 0;
}

static void io_unwatch(void *ctx, int fd)
{
	struct anna_trainer *t = ctx;
	if (t->host.unwatch)
		t->host.unwatch(t->host.ctx, fd);
}

/* The engine, started on first need; NULL once given up. */
static struct anna_engine *engine(struct anna_trainer *t)
{
	if (t->engine_gone)
		return NULL;
	if (!t->engine) {
		struct anna_engine_io io = { io_watch, io_unwatch, t };
		if (anna_engine_new(&t->cfg.engine, &io, on_engine, t, anna_loop_now_ms(),
				    &t->engine) < 0)
			t->engine = NULL;
	}
	return t->engine;
}

static uint64_t tag_of(enum job job, size_t ply)
{
	return (uint64_t)job << 32 | (uint32_t)ply;
}

static bool search(struct anna_trainer *t, enum job job, size_t ply, const struct anna_game *g,
		   const struct anna_position *pos, unsigned depth)
{
	struct anna_engine *e = engine(t);
	if (!e)
		return false;
	struct anna_uci_go go = { .depth = depth };
	return anna_engine_search(e, g, ply, pos, &go, tag_of(job, ply), anna_loop_now_ms()) ==
	       ANNA_OK;
}

/* ---- the opponent ---------------------------------------------------------------- */

static bool engine_to_move(const struct anna_trainer *t)
{
	return t->cfg.opponent && !t->engine_gone && t->mode == MODE_GAME &&
	       may(t, ANNA_TRAIN_ENGINE) &&
	       anna_session_state(session(t)) == ANNA_SESSION_SIGHTED_TO_MOVE;
}

static void ask_move(struct anna_trainer *t)
{
	struct anna_engine *e = engine(t);
	if (!e || anna_engine_busy(e))
		return;
	const struct anna_session *s = session(t);
	const struct anna_game *g = anna_session_game(s);
	struct anna_uci_go go = { 0 };
	const struct anna_uci_level *l = &t->cfg.engine.level;
	if (l->depth) {
		go.depth = l->depth;
	} else {
		/* its own clock under the game's time control */
		const struct anna_clock *c = anna_session_clock(s);
		uint64_t n = now(t);
		go.clock = true;
		go.wtime_ms = anna_clock_remaining(c, ANNA_WHITE, n);
		go.btime_ms = anna_clock_remaining(c, ANNA_BLACK, n);
		go.winc_ms = go.binc_ms = t->cfg.increment_ms;
	}
	if (t->cfg.movetime_ms)
		go.movetime_ms = t->cfg.movetime_ms;
	if (l->movetime_ms && (!go.movetime_ms || l->movetime_ms < go.movetime_ms))
		go.movetime_ms = l->movetime_ms;
	anna_engine_search(e, g, g->count, NULL, &go, tag_of(JOB_MOVE, g->count),
			   anna_loop_now_ms());
}

/* Its move, as the sighted keypad enters one: the move, the clock press. */
static void play(struct anna_trainer *t, uint16_t move)
{
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_KEY_MOVE, 0);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = anna_move_from(move);
	ev.to = anna_move_to(move);
	ev.promotion = anna_move_is_promotion(move) ? anna_move_promotion(move) : ANNA_NO_TYPE;
	t->host.command(t->host.ctx, &ev);
	anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, 0);
	ev.role = ANNA_ROLE_SIGHTED;
	t->host.command(t->host.ctx, &ev);
}

/* ---- the review ---------------------------------------------------------------- */

static void say_mistake(struct anna_trainer *t)
{
	const struct anna_game *g = anna_session_game(session(t));
	if (t->cursor < 0 || (size_t)t->cursor >= t->n_mistakes) {
		say_msg(t, ANNA_MSG_REVIEW_END, NULL, NULL, NULL);
		return;
	}
	struct anna_phrase ph;
	if (anna_render_review_mistake(t->cfg.profile, g, &t->mistakes[t->cursor],
				       t->cfg.threshold.win_chance, &ph) == ANNA_OK)
		say_phrase(t, &ph, ANNA_PRIO_QUERY);
}

static void write_review(struct anna_trainer *t, const struct anna_game *g)
{
	if (!t->cfg.review_path[0])
		return;
	struct anna_pgn_game pg;
	if (anna_pgn_game_init(&pg, g->edition) != ANNA_OK)
		return;
	char *out = NULL;
	if (anna_pgn_game_set_record(&pg, g) == ANNA_OK &&
	    anna_render_review_annotate(t->cfg.profile, &pg, t->analysis, t->mistakes,
					t->n_mistakes, &t->cfg.threshold) == ANNA_OK) {
		size_t need = anna_pgn_write(&pg, NULL, 0) + 1;
		out = malloc(need);
		FILE *f = out ? fopen(t->cfg.review_path, "w") : NULL;
		if (f) {
			anna_pgn_write(&pg, out, need);
			fputs(out, f);
			fclose(f);
			struct anna_error e = { 0 };
			anna_error_set(&e, ANNA_E_STATE, ANNA_MSG_REVIEW_SAVED, t->cfg.review_path);
			if (t->host.log)
				t->host.log(t->host.ctx, &e);
		}
	}
	free(out);
	anna_pgn_game_fini(&pg);
}

static void review_done(struct anna_trainer *t)
{
	const struct anna_session *s = session(t);
	const struct anna_game *g = anna_session_game(s);
	size_t n = anna_review_mistakes(g, t->analysis, anna_session_vi_side(session(t)), &t->cfg.threshold,
					t->mistakes, MAX_MISTAKES);
	t->n_mistakes = n < MAX_MISTAKES ? n : MAX_MISTAKES;
	write_review(t, g);
	t->mode = MODE_REVIEW;
	t->cursor = -1;
	anna_driver_set_stepping(t->driver, true);
	say_msg(t, ANNA_MSG_REVIEW_START, NULL, NULL, NULL);
	if (t->n_mistakes == 0) {
		say_msg(t, ANNA_MSG_REVIEW_NONE, NULL, NULL, NULL);
		return;
	}
	char c[24];
	snprintf(c, sizeof(c), "%zu", t->n_mistakes);
	say_msg(t, ANNA_MSG_REVIEW_SUMMARY, c, NULL, NULL);
}

static void review_next_position(struct anna_trainer *t)
{
	const struct anna_game *g = anna_session_game(session(t));
	if (t->next_pos > g->count) {
		review_done(t);
		return;
	}
	if (!search(t, JOB_REVIEW, t->next_pos, g, NULL,
		    t->cfg.review_depth ? t->cfg.review_depth : DEFAULT_REVIEW_DEPTH))
		t->reviewed = true; /* no engine: no review */
}

static void start_review(struct anna_trainer *t)
{
	const struct anna_game *g = anna_session_game(session(t));
	t->reviewed = true;
	if (g->count == 0 || !may(t, ANNA_TRAIN_REVIEW) || t->engine_gone)
		return;
	free(t->analysis);
	t->analysis = calloc(g->count + 1, sizeof(*t->analysis));
	if (!t->analysis)
		return;
	t->review_plies = g->count;
	t->next_pos = 0;
	review_next_position(t);
}

/* ---- the study ------------------------------------------------------------------ */

static void say_study_move(struct anna_trainer *t, size_t ply, uint16_t move)
{
	const struct anna_game *g = &t->study_pg.game;
	struct anna_position pos;
	anna_game_position_at(g, ply, &pos);
	struct anna_phrase m;
	if (anna_render_training_move(t->cfg.profile, &pos, move, &m) != ANNA_OK)
		return;
	char no[24];
	snprintf(no, sizeof(no), pos.side == ANNA_WHITE ? "%u" : "%u ...", (unsigned)pos.fullmove);
	say_msg(t, ANNA_MSG_STUDY_MOVE, no, m.text, NULL);
}

static void study_end(struct anna_trainer *t)
{
	say_msg(t, ANNA_MSG_STUDY_END, anna_game_result_str(t->study_pg.game.result), NULL, NULL);
	if (t->study.guess_side >= 0) {
		char r[16], a[16];
		snprintf(r, sizeof(r), "%u", t->study.right);
		snprintf(a, sizeof(a), "%u", t->study.asked);
		say_msg(t, ANNA_MSG_STUDY_SCORE, r, a, NULL);
	}
}

/* The VI sensor board follows the study: what it is to show now, where a
 * move he makes on it is his (driver.h's anna_driver_study_board). */
static void study_board(struct anna_trainer *t)
{
	struct anna_position pos;
	if (t->mode == MODE_STUDY &&
	    anna_game_position_at(&t->study_pg.game, t->study.ply, &pos) == ANNA_OK)
		anna_driver_study_board(t->driver, &pos, now(t));
	else
		anna_driver_study_board(t->driver, NULL, now(t));
}

/* Forward: the game's moves up to the player's next guess. */
static void study_forward(struct anna_trainer *t)
{
	uint16_t m;
	if (anna_study_guessing(&t->study)) {
		say_msg(t, ANNA_MSG_STUDY_YOUR_TURN, NULL, NULL, NULL);
		return;
	}
	size_t ply = t->study.ply;
	if (!anna_study_next(&t->study, &m)) {
		study_end(t);
		return;
	}
	say_study_move(t, ply, m);
	study_board(t);
	if (t->study.ply == t->study_pg.game.count)
		study_end(t);
	else if (anna_study_guessing(&t->study))
		say_msg(t, ANNA_MSG_STUDY_YOUR_TURN, NULL, NULL, NULL);
}

static void study_back(struct anna_trainer *t)
{
	uint16_t m;
	bool stepped = anna_study_back(&t->study, &m);
	if (stepped)
		study_board(t);
	if (!stepped || t->study.ply == 0) {
		say_msg(t, ANNA_MSG_STUDY_START, NULL, NULL, NULL);
		return;
	}
	/* where it stands now: after the ply before */
	say_study_move(t, t->study.ply - 1, t->study_pg.game.plies[t->study.ply - 1].move);
}

static void study_guess(struct anna_trainer *t, const struct anna_driver_train_req *req)
{
	const struct anna_game *g = &t->study_pg.game;
	if (!anna_study_guessing(&t->study)) {
		study_forward(t);
		return;
	}
	struct anna_position pos;
	size_t ply = t->study.ply;
	anna_game_position_at(g, ply, &pos);
	char uci[8], sq[3];
	snprintf(uci, sizeof(uci), "%s", anna_square_name(req->from, sq));
	snprintf(uci + 2, sizeof(uci) - 2, "%s", anna_square_name(req->to, sq));
	if (req->promotion != ANNA_NO_TYPE)
		uci[4] = "  nbrq"[req->promotion], uci[5] = '\0';
	uint16_t guess;
	struct anna_error err = { 0 };
	if (anna_notation_read_uci(&pos, uci, &guess, &err) != ANNA_OK) {
		say_error(t, &err); /* not legal here: try again */
		return;
	}
	uint16_t game_move;
	bool right;
	if (anna_study_guess(&t->study, guess, &game_move, &right) != ANNA_OK)
		return;
	study_board(t); /* the game's move on his board next */
	struct anna_phrase gm, mine;
	anna_render_training_move(t->cfg.profile, &pos, game_move, &gm);
	if (right) {
		say_msg(t, ANNA_MSG_STUDY_GUESS_RIGHT, gm.text, NULL, NULL);
	} else {
		anna_render_training_move(t->cfg.profile, &pos, guess, &mine);
		say_msg(t, ANNA_MSG_STUDY_GUESS_WRONG, mine.text, gm.text, NULL);
		/* how good his own was, when the engine can say */
		t->guess = guess;
		t->guess_game_move = game_move;
		if (may(t, ANNA_TRAIN_STUDY) && search(t, JOB_GUESS_BEST, ply, g, NULL,
						       t->cfg.help_depth ? t->cfg.help_depth
									 : DEFAULT_HELP_DEPTH))
			return; /* the rest after the engine's answers */
	}
	if (t->study.ply == g->count)
		study_end(t);
	else
		study_forward(t);
}

/* ---- the engine's answers --------------------------------------------------------- */

static void on_result(struct anna_trainer *t, const struct anna_engine_result *r)
{
	enum job job = (enum job)(r->tag >> 32);
	size_t ply = (size_t)(uint32_t)r->tag;
	const struct anna_session *s = session(t);
	const struct anna_game *g = anna_session_game(s);
	struct anna_phrase ph;
	struct anna_position pos;
	switch (job) {
	case JOB_MOVE:
		/* still the position it was asked about? */
		if (engine_to_move(t) && g->count == ply && r->best != ANNA_MOVE_NONE)
			play(t, r->best);
		break;
	case JOB_HINT:
		if (r->best == ANNA_MOVE_NONE) {
			say_msg(t, ANNA_MSG_TRAINING_NO_MOVE, NULL, NULL, NULL);
		} else if (g->count == ply && t->cfg.hint_piece && t->hint_ply != ply) {
			/* first only the piece to move; asked again, the move */
			char what[128], sq[64];
			int from = anna_move_from(r->best);
			anna_render_square(t->cfg.profile, from, sq, sizeof(sq));
			snprintf(what, sizeof(what), "%s %s",
				 anna_render_piece(t->cfg.profile,
						   (enum anna_piece_type)(g->pos.board[from] & 7)),
				 sq);
			t->hint_ply = ply;
			say_msg(t, ANNA_MSG_TRAINING_HINT_PIECE, what, NULL, NULL);
		} else if (g->count == ply &&
			   anna_render_training_move(t->cfg.profile, &g->pos, r->best, &ph) == ANNA_OK) {
			say_msg(t, ANNA_MSG_TRAINING_HINT, ph.text, NULL, NULL);
		}
		break;
	case JOB_EVAL:
		anna_game_position_at(g, ply <= g->count ? ply : g->count, &pos);
		if (r->score.valid &&
		    anna_render_eval(t->cfg.profile, r->score, pos.side, &ph) == ANNA_OK)
			say_phrase(t, &ph, ANNA_PRIO_QUERY);
		break;
	case JOB_THREAT:
		if (r->best == ANNA_MOVE_NONE)
			say_msg(t, ANNA_MSG_TRAINING_NO_MOVE, NULL, NULL, NULL);
		else if (anna_render_training_move(t->cfg.profile, &t->threat_pos, r->best, &ph) ==
			 ANNA_OK)
			say_msg(t, ANNA_MSG_TRAINING_THREAT, ph.text, NULL, NULL);
		break;
	case JOB_REVIEW:
		if (!t->analysis || ply != t->next_pos || g->count != t->review_plies)
			break;
		t->analysis[ply] = (struct anna_review_pos){ .valid = true, .best = r->best,
							     .score = r->score };
		if (!r->score.valid && r->best == ANNA_MOVE_NONE) {
			anna_game_position_at(g, ply, &pos);
			t->analysis[ply].score = (struct anna_uci_score){
				.valid = true, .mate = anna_position_in_check(&pos) };
		}
		t->next_pos++;
		review_next_position(t);
		break;
	case JOB_GUESS_BEST:
		t->guess_best_cp = anna_review_cp(r->score);
		anna_game_position_at(&t->study_pg.game, ply, &pos);
		{
			struct anna_undo u;
			anna_position_make(&pos, t->guess, &u);
		}
		t->threat_pos = pos;
		if (search(t, JOB_GUESS_AFTER, ply, NULL, &pos,
			   t->cfg.help_depth ? t->cfg.help_depth : DEFAULT_HELP_DEPTH))
			break;
		study_forward(t);
		break;
	case JOB_GUESS_AFTER: {
		int after = -anna_review_cp(r->score);
		int loss = t->guess_best_cp - after;
		char amount[48], pawns[16];
		snprintf(pawns, sizeof(pawns), "%d.%d", (loss > 0 ? loss : 0) / 100,
			 (loss > 0 ? loss : 0) % 100 / 10);
		const char *args[] = { pawns };
		anna_profile_format(t->cfg.profile, "review.pawns", args, 1, amount, sizeof(amount));
		say_msg(t, ANNA_MSG_STUDY_GUESS_EVAL, amount, NULL, NULL);
		if (t->study.ply == t->study_pg.game.count)
			study_end(t);
		else
			study_forward(t);
		break;
	}
	}
}

/* "The chess engine plays Black, level club player. You play White." */
static void say_sides(struct anna_trainer *t)
{
	char level[96];
	level_words(t, level, sizeof(level));
	say_msg(t, anna_session_vi_side(session(t)) == ANNA_WHITE ? ANNA_MSG_ENGINE_PLAYS_BLACK
								 : ANNA_MSG_ENGINE_PLAYS_WHITE,
		level, NULL, NULL);
}

static void on_engine(void *ctx, const struct anna_engine_result *r)
{
	struct anna_trainer *t = ctx;
	struct anna_error e = { 0 };
	char why[256];
	switch (r->kind) {
	case ANNA_ENGINE_READY:
		if (!t->announced && t->cfg.opponent && may(t, ANNA_TRAIN_ENGINE)) {
			char level[96];
			level_words(t, level, sizeof(level));
			anna_error_set(&e, ANNA_E_STATE, ANNA_MSG_ENGINE_READY, r->name, level);
			if (t->host.log)
				t->host.log(t->host.ctx, &e);
			say_sides(t);
		}
		t->announced = true;
		break;
	case ANNA_ENGINE_RESULT:
		on_result(t, r);
		break;
	case ANNA_ENGINE_FAILED:
		if (r->failure == ANNA_ENGINE_F_GARBAGE) {
			anna_profile_render_error(t->cfg.profile, &r->err, why, sizeof(why));
			anna_error_set(&e, ANNA_E_STATE, ANNA_MSG_ENGINE_GARBAGE, why);
			say_error(t, &e);
		} else {
			say_error(t, &r->err);
		}
		break;
	case ANNA_ENGINE_GAVE_UP:
		t->engine_gone = true; /* why was said with FAILED */
		anna_error_set(&e, ANNA_E_STATE, ANNA_MSG_ENGINE_GAVE_UP);
		say_error(t, &e);
		if (t->mode == MODE_REVIEW || t->analysis)
			t->reviewed = true;
		break;
	}
}

/* ---- the keypad's requests -------------------------------------------------------- */

static void take_back(struct anna_trainer *t)
{
	const struct anna_session *s = session(t);
	const struct anna_game *g = anna_session_game(s);
	enum anna_session_state st = anna_session_state(s);
	int vi = anna_session_vi_side(session(t));
	size_t plies = 0;
	/* back to the VI player's last move: his and the reply after it */
	if (g->count >= 1 && (st == ANNA_SESSION_VI_TO_MOVE || st == ANNA_SESSION_SIGHTED_TO_MOVE ||
			      st == ANNA_SESSION_VI_EXECUTING || st == ANNA_SESSION_PAUSED)) {
		struct anna_position p;
		for (size_t k = g->count; k > 0; k--) {
			anna_game_position_at(g, k - 1, &p);
			if (p.side == vi) {
				plies = g->count - (k - 1);
				break;
			}
		}
	}
	if (plies == 0) {
		say_msg(t, ANNA_MSG_TRAINING_NOTHING_BACK, NULL, NULL, NULL);
		return;
	}
	if (t->engine)
		anna_engine_cancel(t->engine);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_ARB_TAKE_BACK, 0);
	ev.role = ANNA_ROLE_ARBITER;
	ev.ply = (unsigned)(g->count - plies);
	t->host.command(t->host.ctx, &ev);
	anna_session_event_init(&ev, ANNA_SEV_ARB_RESUME, 0);
	ev.role = ANNA_ROLE_ARBITER;
	t->host.command(t->host.ctx, &ev);
	char n[24];
	snprintf(n, sizeof(n), "%zu", plies);
	say_msg(t, ANNA_MSG_TRAINING_TAKEN_BACK, n, NULL, NULL);
}

static void help(struct anna_trainer *t, enum anna_driver_train kind)
{
	static const enum anna_training what[] = {
		[ANNA_DRIVER_TRAIN_HINT] = ANNA_TRAIN_HINT,
		[ANNA_DRIVER_TRAIN_EVAL] = ANNA_TRAIN_EVALUATION,
		[ANNA_DRIVER_TRAIN_THREAT] = ANNA_TRAIN_THREAT,
		[ANNA_DRIVER_TRAIN_TAKE_BACK] = ANNA_TRAIN_TAKE_BACK,
	};
	if (!may(t, what[kind])) {
		say_msg(t, ANNA_MSG_TRAINING_REFUSED, NULL, NULL, NULL);
		return;
	}
	if (kind == ANNA_DRIVER_TRAIN_TAKE_BACK) {
		take_back(t);
		return;
	}
	const struct anna_session *s = session(t);
	const struct anna_game *g = anna_session_game(s);
	struct anna_engine *e = engine(t);
	if (!e) {
		say_msg(t, ANNA_MSG_TRAINING_NO_ENGINE, NULL, NULL, NULL);
		return;
	}
	if (anna_engine_busy(e)) {
		say_msg(t, ANNA_MSG_TRAINING_BUSY, NULL, NULL, NULL);
		return;
	}
	unsigned depth = t->cfg.help_depth ? t->cfg.help_depth : DEFAULT_HELP_DEPTH;
	switch (kind) {
	case ANNA_DRIVER_TRAIN_HINT:
		if (anna_session_state(s) != ANNA_SESSION_VI_TO_MOVE) {
			say_msg(t, ANNA_MSG_TRAINING_NO_MOVE, NULL, NULL, NULL);
			return;
		}
		search(t, JOB_HINT, g->count, g, NULL, depth);
		break;
	case ANNA_DRIVER_TRAIN_EVAL:
		search(t, JOB_EVAL, g->count, g, NULL, depth);
		break;
	case ANNA_DRIVER_TRAIN_THREAT:
		/* the opponent's best move if it were his move */
		if (anna_position_in_check(&g->pos)) {
			say_msg(t, ANNA_MSG_TRAINING_IN_CHECK, NULL, NULL, NULL);
			return;
		}
		t->threat_pos = g->pos;
		t->threat_pos.side ^= 1;
		t->threat_pos.ep = ANNA_NO_SQ;
		anna_position_rehash(&t->threat_pos);
		search(t, JOB_THREAT, g->count, NULL, &t->threat_pos, depth);
		break;
	default:
		break;
	}
}

void anna_trainer_train(void *ctx, const struct anna_driver_train_req *req, uint64_t at_ms)
{
	struct anna_trainer *t = ctx;
	(void)at_ms;
	switch (req->kind) {
	case ANNA_DRIVER_TRAIN_HINT:
	case ANNA_DRIVER_TRAIN_EVAL:
	case ANNA_DRIVER_TRAIN_THREAT:
	case ANNA_DRIVER_TRAIN_TAKE_BACK:
		if (req->who == ANNA_ROLE_VI)
			help(t, req->kind);
		break;
	case ANNA_DRIVER_TRAIN_NEXT:
	case ANNA_DRIVER_TRAIN_BACK:
		if (t->mode == MODE_REVIEW) {
			if (req->kind == ANNA_DRIVER_TRAIN_NEXT && t->cursor < (long)t->n_mistakes)
				t->cursor++;
			else if (req->kind == ANNA_DRIVER_TRAIN_BACK && t->cursor > 0)
				t->cursor--;
			say_mistake(t);
		} else if (t->mode == MODE_STUDY) {
			if (req->kind == ANNA_DRIVER_TRAIN_NEXT)
				study_forward(t);
			else
				study_back(t);
		}
		break;
	case ANNA_DRIVER_TRAIN_MOVE:
		if (t->mode == MODE_STUDY)
			study_guess(t, req);
		break;
	}
}

/* ---- the loop ------------------------------------------------------------------------ */

void anna_trainer_idle(struct anna_trainer *t)
{
	const struct anna_session *s = session(t);
	enum anna_session_state st = anna_session_state(s);
	if (t->cfg.opponent && !t->engine && !t->engine_gone && may(t, ANNA_TRAIN_ENGINE))
		engine(t); /* started at once: "the engine plays Black" */
	if (engine_to_move(t))
		ask_move(t);
	if (st == ANNA_SESSION_ENDED && !t->reviewed && t->mode == MODE_GAME &&
	    (t->cfg.opponent || t->engine) && !(t->engine && anna_engine_busy(t->engine)))
		start_review(t);
	if (st != ANNA_SESSION_ENDED && t->mode == MODE_REVIEW) {
		/* a new game: the review is over */
		t->mode = MODE_GAME;
		anna_driver_set_stepping(t->driver, false);
	}
	if (st != ANNA_SESSION_ENDED)
		t->reviewed = false;
}

void anna_trainer_readable(struct anna_trainer *t)
{
	if (t->engine)
		anna_engine_readable(t->engine, anna_loop_now_ms());
}

uint64_t anna_trainer_deadline(const struct anna_trainer *t)
{
	return t->engine ? anna_engine_deadline(t->engine) : UINT64_MAX;
}

void anna_trainer_tick(struct anna_trainer *t)
{
	if (t->engine)
		anna_engine_tick(t->engine, anna_loop_now_ms());
}

enum anna_status anna_trainer_set_level(struct anna_trainer *t, const char *level,
					struct anna_error *err)
{
	struct anna_uci_level l;
	enum anna_status st = anna_uci_level_parse(level, &l, err);
	if (st != ANNA_OK)
		return st;
	t->cfg.engine.level = l;
	snprintf(t->cfg.level_text, sizeof(t->cfg.level_text), "%s", level);
	if (t->engine)
		anna_engine_set_level(t->engine, &l);
	return ANNA_OK;
}

enum anna_status anna_trainer_study(struct anna_trainer *t, const char *file, const char *text,
				    size_t len, int guess_side, struct anna_error *err)
{
	if (!may(t, ANNA_TRAIN_STUDY))
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_TRAINING_REFUSED);
	const struct anna_session *s = session(t);
	if (anna_session_state(s) != ANNA_SESSION_ENDED && anna_session_game(s)->count > 0)
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_STATE_VI_TO_MOVE, "train");
	struct anna_pgn_reader r;
	struct anna_pgn_game pg;
	anna_pgn_reader_init(&r, text, len, ANNA_EDITION_2017);
	enum anna_status st = anna_pgn_read(&r, &pg, err);
	if (st == ANNA_E_NOTFOUND || (st == ANNA_OK && pg.game.count == 0)) {
		if (st == ANNA_OK)
			anna_pgn_game_fini(&pg);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_STUDY_EMPTY, file);
	}
	if (st != ANNA_OK)
		return st;
	if (t->study_loaded)
		anna_pgn_game_fini(&t->study_pg);
	t->study_pg = pg;
	t->study_loaded = true;
	anna_study_init(&t->study, &t->study_pg.game, guess_side);
	t->mode = MODE_STUDY;
	if (t->engine)
		anna_engine_cancel(t->engine);
	enum anna_session_state state = anna_session_state(s);
	if (state == ANNA_SESSION_VI_TO_MOVE || state == ANNA_SESSION_SIGHTED_TO_MOVE) {
		/* the game's clock waits while he studies */
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_ARB_PAUSE, 0);
		ev.role = ANNA_ROLE_ARBITER;
		ev.pause_reason = ANNA_CLOCK_REASON_ARBITER;
		t->host.command(t->host.ctx, &ev);
	}
	anna_driver_set_stepping(t->driver, true);
	study_board(t);
	const char *w = anna_pgn_tag_get(&t->study_pg, "White");
	const char *b = anna_pgn_tag_get(&t->study_pg, "Black");
	char n[24];
	snprintf(n, sizeof(n), "%zu", t->study_pg.game.count);
	say_msg(t, ANNA_MSG_STUDY_OPENED, w ? w : "?", b ? b : "?", n);
	if (anna_study_guessing(&t->study))
		say_msg(t, ANNA_MSG_STUDY_YOUR_TURN, NULL, NULL, NULL);
	return ANNA_OK;
}

enum anna_status anna_trainer_new_game(struct anna_trainer *t, int side, struct anna_error *err)
{
	if (!may(t, ANNA_TRAIN_ENGINE))
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_TRAINING_REFUSED);
	const struct anna_session *s = session(t);
	if (anna_session_state(s) != ANNA_SESSION_ENDED && anna_session_game(s)->count > 0)
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_STATE_VI_TO_MOVE, "train");
	if (t->engine)
		anna_engine_cancel(t->engine);
	bool studied = t->mode == MODE_STUDY;
	t->mode = MODE_GAME;
	anna_driver_set_stepping(t->driver, false);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_ARB_NEW_GAME, 0);
	ev.role = ANNA_ROLE_ARBITER;
	ev.arg = 1;
	ev.side = side;
	t->host.command(t->host.ctx, &ev);
	anna_session_event_init(&ev, ANNA_SEV_START, 0); /* training starts at once */
	ev.role = ANNA_ROLE_ARBITER;
	t->host.command(t->host.ctx, &ev);
	t->reviewed = false;
	t->hint_ply = SIZE_MAX;
	if (studied)
		study_board(t); /* the board is the new game's */
	if (t->announced && anna_trainer_engine_plays(t))
		say_sides(t); /* else when it is ready */
	return ANNA_OK;
}

enum anna_status anna_trainer_study_close(struct anna_trainer *t, struct anna_error *err)
{
	if (t->mode != MODE_STUDY)
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_STUDY_NONE);
	t->mode = MODE_GAME;
	anna_driver_set_stepping(t->driver, false);
	say_msg(t, ANNA_MSG_STUDY_CLOSED, NULL, NULL, NULL);
	study_board(t); /* the game's board again: what to put back */
	return ANNA_OK;
}

bool anna_trainer_engine_plays(const struct anna_trainer *t)
{
	return t->cfg.opponent && !t->engine_gone && may(t, ANNA_TRAIN_ENGINE);
}

int anna_trainer_new(const struct anna_trainer_config *config,
		     const struct anna_trainer_host *host, struct anna_driver *driver,
		     struct anna_trainer **out)
{
	struct anna_trainer *t = calloc(1, sizeof(*t));
	if (!t)
		return -ENOMEM;
	t->cfg = *config;
	t->host = *host;
	t->driver = driver;
	t->cursor = -1;
	t->hint_ply = SIZE_MAX;
	*out = t;
	return 0;
}

void anna_trainer_free(struct anna_trainer *t)
{
	if (!t)
		return;
	anna_engine_free(t->engine);
	if (t->study_loaded)
		anna_pgn_game_fini(&t->study_pg);
	free(t->analysis);
	free(t);
}
