/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/annad_trainer.c: annad's trainer module (daemon/trainer.h):
 * training at home against the chess engine, its helps, the review after
 * the game and studies. The engine's stdout is watched in the loop, its
 * moves and take-backs are the driver's journaled commands, and anna
 * train reaches it through the control socket.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>

#include "core/review.h"
#include "core/uci.h"
#include "daemon/annad_internal.h"
#include "daemon/trainer.h"

static void train_command(void *ctx, struct anna_session_event *ev)
{
	annad_command(ctx, ev);
}

static uint64_t train_now(void *ctx)
{
	return annad_driver_now(ctx);
}

static void on_engine_fd(void *ctx, int fd, uint32_t events)
{
	(void)fd;
	(void)events;
	struct anna_daemon *d = ctx;
	anna_trainer_readable(d->trainer);
}

static int train_watch(void *ctx, int fd)
{
	struct anna_daemon *d = ctx;
	return anna_loop_add(d->loop, fd, EPOLLIN, on_engine_fd, d);
}

static void train_unwatch(void *ctx, int fd)
{
	anna_loop_del(((struct anna_daemon *)ctx)->loop, fd);
}

static void train_log(void *ctx, const struct anna_error *err)
{
	annad_log_error(ctx, err);
}

/* The driver's train hook: not during a recovery (the journal holds what
 * the requests changed). */
void annad_train(void *ctx, const struct anna_driver_train_req *req, uint64_t at_ms)
{
	struct anna_daemon *d = ctx;
	if (d->trainer && !d->replaying)
		anna_trainer_train(d->trainer, req, at_ms);
}

int annad_trainer_init(struct anna_daemon *d)
{
	const struct anna_config *c = &d->config;
	struct anna_trainer_config tc = {
		.engine = { .path = c->engine_path, .threads = c->engine_threads,
			    .hash_mb = c->engine_hash_mb, .timeout_ms = c->engine_timeout_ms,
			    /* a search by depth alone: six times the timeout */
			    .search_timeout_ms = 6 * c->engine_timeout_ms },
		.opponent = anna_config_engine_opponent(c, d->dcfg.has[ANNA_DRIVER_SIGHTED_KEYPAD] ||
							       d->dcfg.has[ANNA_DRIVER_SIGHTED_BOARD]),
		.movetime_ms = c->engine_movetime_ms,
		.hint_piece = c->hint_piece,
		.profile = d->profile[ANNA_ROLE_VI],
	};
	const struct anna_timecontrol *t = &d->dcfg.session.tc;
	if (t->periods[0].bonus == ANNA_TC_BONUS_INCREMENT)
		tc.increment_ms = t->periods[0].bonus_ms;
	snprintf(tc.level_text, sizeof(tc.level_text), "%s", c->engine_level);
	anna_uci_level_parse(c->engine_level, &tc.engine.level, NULL); /* checked by config */
	anna_review_threshold_parse(c->review_threshold, &tc.threshold, NULL);
	snprintf(tc.review_path, sizeof(tc.review_path), "%s/review.pgn", c->state_dir);
	struct anna_trainer_host host = { train_command, train_now, train_watch, train_unwatch,
					  train_log, d };
	return anna_trainer_new(&tc, &host, d->driver, &d->trainer) < 0 ? -1 : 0;
}

void annad_trainer_fini(struct anna_daemon *d)
{
	anna_trainer_free(d->trainer);
	d->trainer = NULL;
}

static int parse_side(const char *s)
{
	return !s ? -1 : !strcmp(s, "white") ? ANNA_WHITE : !strcmp(s, "black") ? ANNA_BLACK : -1;
}

/* anna train: the engine's level, a study (daemon/trainer.h). ARB-3:
 * refused in competition with the policy's words. */
enum anna_status annad_ctl_train(struct anna_daemon *d, const struct anna_control_request *req,
				 struct anna_error *err)
{
	const char *level = anna_control_get(req, "level");
	const char *study = anna_control_get(req, "study");
	const char *guess = anna_control_get(req, "guess");
	const char *colour = anna_control_get(req, "side");
	const struct anna_policy *pol = anna_session_policy(anna_driver_session(d->driver));
	if (!anna_policy_may_train(pol, study ? ANNA_TRAIN_STUDY : ANNA_TRAIN_ENGINE))
		return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_TRAINING_REFUSED);
	int side = -1;
	if (guess && (side = parse_side(guess)) < 0)
		return anna_control_field_error(req, "guess", err);
	if (guess && !study)
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING, "train", "study");
	int vi = -1;
	if (colour && (vi = parse_side(colour)) < 0)
		return anna_control_field_error(req, "side", err);
	if (colour && study)
		return anna_control_field_error(req, "study", err); /* a study is not a game */
	if (level) {
		struct anna_uci_level l;
		if (anna_uci_level_parse(level, &l, NULL) != ANNA_OK)
			return anna_control_field_error(req, "level", err);
		anna_trainer_set_level(d->trainer, level, err);
	}
	if (colour)
		return anna_trainer_new_game(d->trainer, vi, err);
	if (!study)
		return ANNA_OK;
	if (!strcmp(study, "off"))
		return guess ? anna_control_field_error(req, "guess", err)
			     : anna_trainer_study_close(d->trainer, err);
	size_t len = 0;
	char *text = NULL;
	FILE *f = fopen(study, "r");
	if (!f)
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_OPEN, study,
				      annad_errname(errno));
	text = malloc(ANNA_JOURNAL_MAX_PAYLOAD);
	if (text)
		len = fread(text, 1, ANNA_JOURNAL_MAX_PAYLOAD, f);
	fclose(f);
	if (!text)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_CONFIG_OPEN, study, "ENOMEM");
	enum anna_status st = anna_trainer_study(d->trainer, study, text, len, side, err);
	free(text);
	return st;
}
