/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/hall.c: annad's side of the tournament hall (daemon/hall.h).
 */
#include "daemon/hall.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <time.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/timecontrol.h"
#include "daemon/annad_internal.h"
#include "daemon/loop.h"
#include "hall/link.h"
#include "hall/state.h"
#include "speech/render_session.h"

/* Only these are taken from the hall (docs/hall.md): deciding what waits
 * for the arbiter, holding and resuming the clock, and reading. Nothing
 * that changes the policy, the switches or reaches a player's device. */
static const enum anna_control_cmd from_hall[] = {
	ANNA_CTL_CONFIRM, ANNA_CTL_OVERRIDE, ANNA_CTL_PAUSE, ANNA_CTL_RESUME, ANNA_CTL_STATUS,
};

struct anna_dhall {
	struct anna_hall_options opt;
	struct anna_hall_link *link;
	struct anna_loop *loop;
	struct anna_dhall_ops ops;
	void *ctx;
	const struct anna_config *config;
	char password[256];
	/* what was published last, to publish only what changed */
	size_t plies;             /* plies published on .../ply */
	size_t seen_plies;
	enum anna_session_state state;
	enum anna_clock_state clock_state;
	int clock_side;
	enum anna_game_result result;
	bool published;
	uint64_t say_seq;
	uint64_t decisions_sig;   /* the open decisions published */
	bool drift;               /* a board differed from the game */
	uint64_t devices_sig;     /* the devices and their presence published */
	/* the announcements said since the last update, published with it
	 * (anna_dhall_say) */
	struct said {
		enum anna_role listener;
		bool urgent;
		uint64_t at; /* wall clock ms when the speaker took them */
		char *text;
	} said[ANNA_DHALL_MAX_SAID];
	size_t n_said;
};

static uint64_t wall_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_REALTIME, &t);
	return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

static const char *const listener_names[ANNA_ROLE_COUNT] = {
	[ANNA_ROLE_VI] = "vi", [ANNA_ROLE_SIGHTED] = "sighted", [ANNA_ROLE_ARBITER] = "arbiter",
};

static void publish(struct anna_dhall *h, enum anna_hall_topic t, char *json)
{
	if (json) /* NULL: out of memory; the next change publishes again */
		anna_hall_link_publish(h->link, t, json, strlen(json));
	free(json);
}

/* ---- the arbiter's commands ---------------------------------------------- */

static void reply(struct anna_dhall *h, const char *id, bool ok, const char *text)
{
	struct anna_hall_reply r = { id && *id ? id : NULL, ok, text };
	publish(h, ANNA_HALL_REPLY, anna_hall_reply_json(&r));
}

static void reply_error(struct anna_dhall *h, const char *id, const struct anna_error *err)
{
	char buf[1024];
	h->ops.render(h->ctx, err, buf, sizeof(buf));
	reply(h, id, false, buf);
}

/* A control line from the JSON command: the same parser checks it. */
static bool to_line(const struct anna_hall_command *c, char *line, size_t size)
{
	size_t n = (size_t)snprintf(line, size, "%s", c->cmd);
	for (size_t i = 0; i < c->n_args && n < size; i++) {
		n += (size_t)snprintf(line + n, size - n, " %s=\"", c->key[i]);
		for (const char *v = c->value[i]; *v && n + 2 < size; v++) {
			if (*v == '"' || *v == '\\')
				line[n++] = '\\';
			line[n++] = *v;
		}
		if (n + 2 >= size)
			return false;
		line[n++] = '"';
		line[n] = '\0';
	}
	return n < size;
}

static void command(struct anna_dhall *h, const char *text, size_t len)
{
	struct anna_hall_command c;
	struct anna_error err = { 0 };
	if (anna_hall_command_parse(text, len, &c) != 0) {
		anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_HALL_COMMAND_BAD);
		reply_error(h, NULL, &err);
		return;
	}
	char line[2048];
	struct anna_control_request req;
	if (!to_line(&c, line, sizeof(line))) {
		anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_HALL_COMMAND_BAD);
		reply_error(h, c.id, &err);
		return;
	}
	if (anna_control_parse(line, strlen(line), &req, &err) != ANNA_OK) {
		reply_error(h, c.id, &err);
		return;
	}
	bool allowed = false;
	for (size_t i = 0; i < sizeof(from_hall) / sizeof(from_hall[0]); i++)
		allowed |= req.cmd == from_hall[i];
	if (!allowed) {
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_HALL_COMMAND_REFUSED, c.cmd);
		reply_error(h, c.id, &err);
		return;
	}
	struct anna_control_reply r = { 0 };
	enum anna_status st = h->ops.command(h->ctx, &req, &r, &err);
	if (st != ANNA_OK)
		reply_error(h, c.id, &err);
	else
		reply(h, c.id, true, r.buf ? r.buf : "");
	free(r.buf);
}

/* ---- the link's notes ---------------------------------------------------- */

static void on_note(void *ctx, enum anna_hall_note note, const char *text, size_t len)
{
	struct anna_dhall *h = ctx;
	if (note == ANNA_HALL_COMMAND) {
		if (h->opt.commands)
			command(h, text, len);
		return;
	}
	char where[ANNA_HALL_HOST_MAX + 8];
	snprintf(where, sizeof(where), "%s:%d", h->opt.host, h->opt.port);
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_STATE, note == ANNA_HALL_UP ? ANNA_MSG_HALL_UP : ANNA_MSG_HALL_DOWN,
		       where);
	h->ops.report(h->ctx, &err);
}

static void on_link(void *ctx, int fd, uint32_t events)
{
	(void)fd;
	(void)events;
	struct anna_dhall *h = ctx;
	anna_hall_link_drain(h->link, on_note, h);
}

/* ---- start and stop ------------------------------------------------------ */

enum anna_status anna_dhall_new(const struct anna_config *config, struct anna_loop *loop,
				const struct anna_dhall_ops *ops, void *ctx,
				struct anna_dhall **out, struct anna_error *err)
{
	*out = NULL;
	if (!config->hall_broker[0])
		return ANNA_OK;
	struct anna_dhall *h = calloc(1, sizeof(*h));
	if (!h)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_HALL_START, "ENOMEM");
	h->loop = loop;
	h->ops = *ops;
	h->ctx = ctx;
	h->config = config;
	h->clock_side = -2;
	enum anna_status st = anna_hall_parse_url(config->hall_broker, &h->opt, err);
	if (st == ANNA_OK && config->hall_password_file[0]) {
		int r = anna_hall_read_password(config->hall_password_file, h->password,
						sizeof(h->password));
		if (r < 0) {
			const char *name = strerrorname_np(-r);
			st = anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_HALL_PASSWORD,
					    config->hall_password_file, name ? name : "EIO");
		}
	}
	if (st != ANNA_OK) {
		free(h);
		return st;
	}
	const char *event = config->hall_event[0] ? config->hall_event : config->event;
	if (anna_hall_check_name(event, err) != ANNA_OK) { /* config.c checked it too */
		free(h);
		return err->status;
	}
	memcpy(h->opt.event, event, strlen(event) + 1);
	snprintf(h->opt.board, sizeof(h->opt.board), "%s", config->hall_board);
	h->opt.username = config->hall_username[0] ? config->hall_username : NULL;
	h->opt.password = config->hall_password_file[0] ? h->password : NULL;
	h->opt.cafile = config->hall_cafile[0] ? config->hall_cafile : NULL;
	h->opt.certfile = config->hall_certfile[0] ? config->hall_certfile : NULL;
	h->opt.keyfile = config->hall_keyfile[0] ? config->hall_keyfile : NULL;
	h->opt.commands = config->hall_commands;
	st = anna_hall_link_new(&h->opt, &h->link, err);
	if (st == ANNA_OK && anna_loop_add(loop, anna_hall_link_fd(h->link), EPOLLIN, on_link, h) < 0)
		st = anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_HALL_START, "epoll");
	if (st != ANNA_OK) {
		anna_hall_link_free(h->link);
		free(h);
		return st;
	}
	*out = h;
	return ANNA_OK;
}

void anna_dhall_free(struct anna_dhall *h)
{
	if (!h)
		return;
	for (size_t i = 0; i < h->n_said; i++)
		free(h->said[i].text);
	anna_loop_del(h->loop, anna_hall_link_fd(h->link));
	anna_hall_link_free(h->link);
	free(h);
}

const char *anna_dhall_status(struct anna_dhall *h)
{
	if (!h)
		return NULL;
	return anna_hall_link_connected(h->link) ? "connected" : "disconnected";
}

/* ---- what the board publishes -------------------------------------------- */

static enum anna_hall_run run_of(enum anna_session_state st)
{
	switch (st) {
	case ANNA_SESSION_SETUP: return ANNA_HALL_RUN_SETUP;
	case ANNA_SESSION_ARBITER: return ANNA_HALL_RUN_ARBITER;
	case ANNA_SESSION_PAUSED: return ANNA_HALL_RUN_PAUSED;
	case ANNA_SESSION_ENDED: return ANNA_HALL_RUN_ENDED;
	default: return ANNA_HALL_RUN_RUNNING;
	}
}

static void publish_plies(struct anna_dhall *h, const struct anna_game *g, uint64_t at)
{
	if (g->count < h->plies)
		h->plies = g->count; /* taken back: publish from there again */
	for (size_t i = h->plies; i < g->count; i++) {
		struct anna_position before, after;
		char san[ANNA_NOTATION_MAX], uci[ANNA_NOTATION_MAX], fen[128];
		if (anna_game_position_at(g, i, &before) != ANNA_OK ||
		    anna_game_position_at(g, i + 1, &after) != ANNA_OK)
			break;
		uint16_t mv = g->plies[i].move;
		if (anna_notation_write_san(&before, mv, NULL, 0, san, sizeof(san)) != ANNA_OK)
			snprintf(san, sizeof(san), "?");
		anna_notation_write_uci(mv, uci, sizeof(uci));
		anna_fen_write(&after, fen, sizeof(fen));
		struct anna_hall_ply p = {
			.ply = (unsigned)(i + 1), .san = san, .uci = uci, .fen = fen,
			.side = before.side,
			.clock_ms = g->plies[i].clock_ms == ANNA_GAME_NO_CLOCK ? 0 : g->plies[i].clock_ms,
			.at = at,
		};
		publish(h, ANNA_HALL_PLY, anna_hall_ply_json(&p));
	}
	h->plies = g->count;
}

/* Which devices are configured and there: a change says to publish. */
static uint64_t devices_sig(const struct anna_hall_device *dv, size_t n)
{
	uint64_t sig = n;
	for (size_t i = 0; i < n; i++)
		sig = sig * 31u + (uint64_t)(uintptr_t)dv[i].role * 2u + dv[i].present;
	return sig;
}

/* The announcements said since the last call, in order, each with the
 * instant the speaker took it. */
static void publish_said(struct anna_dhall *h)
{
	for (size_t i = 0; i < h->n_said; i++) {
		const struct said *w = &h->said[i];
		struct anna_hall_say s = {
			.listener = listener_names[w->listener], .text = w->text,
			.urgent = w->urgent, .at = w->at, .seq = ++h->say_seq,
		};
		publish(h, ANNA_HALL_SAY, anna_hall_say_json(&s));
		free(w->text);
	}
	h->n_said = 0;
}

void anna_dhall_update(struct anna_dhall *h, const struct anna_session *s,
		       const struct anna_hall_decision *decisions, size_t n, uint64_t now,
		       const char *time_control, bool words, const char *pgn,
		       const char *drift_text, const struct anna_hall_device *devices,
		       size_t n_devices)
{
	if (!h)
		return;
	publish_said(h); /* the words first, then the state that follows them */
	const struct anna_game *g = anna_session_game(s);
	const struct anna_clock *c = anna_session_clock(s);
	enum anna_session_state state = anna_session_state(s);
	enum anna_clock_state cs = anna_clock_state(c);
	int side = cs == ANNA_CLOCK_RUNNING ? anna_clock_side_to_move(c) : -1;
	/* the open decisions: their numbers say whether the list changed */
	uint64_t sig = n;
	for (size_t i = 0; i < n; i++)
		sig = sig * 1000003u + decisions[i].id;
	bool changed = !h->published || words || g->count != h->seen_plies || state != h->state ||
		       cs != h->clock_state || side != h->clock_side || g->result != h->result ||
		       sig != h->decisions_sig || (drift_text != NULL) != h->drift ||
		       devices_sig(devices, n_devices) != h->devices_sig;
	if (!changed)
		return;
	uint64_t at = wall_ms();
	publish_plies(h, g, at);
	char fen[128];
	anna_fen_write(&g->pos, fen, sizeof(fen));
	char san[ANNA_NOTATION_MAX] = "", uci[ANNA_NOTATION_MAX] = "";
	if (g->count) {
		struct anna_position before;
		uint16_t mv = g->plies[g->count - 1].move;
		if (anna_game_position_at(g, g->count - 1, &before) == ANNA_OK &&
		    anna_notation_write_san(&before, mv, NULL, 0, san, sizeof(san)) == ANNA_OK)
			anna_notation_write_uci(mv, uci, sizeof(uci));
	}
	const struct anna_config *cf = h->config;
	struct anna_hall_state st = {
		.event = h->opt.event, .board = h->opt.board, .round = cf->round,
		.white = cf->white, .black = cf->black,
		.vi_side = anna_session_vi_side(s), /* anna train --side changes it */
		.time_control = time_control,
		.policy = anna_policy_mode_str(anna_session_policy(s)->mode),
		.run = run_of(state), .session_state = anna_session_state_str(state),
		.to_move = g->pos.side, .ply = (unsigned)g->count, .fen = fen,
		.last_san = san[0] ? san : NULL, .last_uci = uci[0] ? uci : NULL,
		.white_ms = anna_clock_remaining(c, ANNA_WHITE, now),
		.black_ms = anna_clock_remaining(c, ANNA_BLACK, now),
		.clock_running = side, .read_at = at,
		.result = anna_game_result_str(g->result),
		.hall_commands = h->opt.commands,
		.drift = drift_text != NULL, .drift_text = drift_text,
		.n_devices = n_devices < ANNA_HALL_MAX_DEVICES ? n_devices : ANNA_HALL_MAX_DEVICES,
		.n_decisions = n < ANNA_HALL_MAX_DECISIONS ? n : ANNA_HALL_MAX_DECISIONS,
	};
	for (size_t i = 0; i < st.n_decisions; i++)
		st.decisions[i] = decisions[i];
	for (size_t i = 0; i < st.n_devices; i++)
		st.devices[i] = devices[i];
	publish(h, ANNA_HALL_STATE, anna_hall_state_json(&st));
	if (pgn)
		anna_hall_link_publish(h->link, ANNA_HALL_PGN, pgn, strlen(pgn));
	h->published = true;
	h->seen_plies = g->count;
	h->state = state;
	h->clock_state = cs;
	h->clock_side = side;
	h->result = g->result;
	h->decisions_sig = sig;
	h->drift = drift_text != NULL;
	h->devices_sig = devices_sig(devices, n_devices);
}

void anna_dhall_say(struct anna_dhall *h, enum anna_role listener, const char *text, bool urgent)
{
	if (!h || (unsigned)listener >= ANNA_ROLE_COUNT)
		return;
	if (h->n_said == ANNA_DHALL_MAX_SAID)
		publish_said(h); /* a long batch: the oldest go now */
	char *copy = strdup(text);
	if (!copy)
		return; /* out of memory: the state still says what happened */
	h->said[h->n_said++] = (struct said){ listener, urgent, wall_ms(), copy };
}

/* ---- annad's module (daemon/modules.def) --------------------------------- */

/* The hall link lost or back: the arbiter's log and ears, once each way. */
static void hall_report(void *ctx, const struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	annad_log_error(d, err);
	annad_say_to(d, ANNA_ROLE_ARBITER, err);
}

int annad_hall_init(struct anna_daemon *d)
{
	struct anna_dhall_ops ops = { hall_report, annad_ctl_handle, annad_ctl_render };
	struct anna_error err = { 0 };
	if (anna_dhall_new(&d->config, d->loop, &ops, d, &d->hall, &err) != ANNA_OK) {
		/* the game does not depend on the hall: said, and played */
		annad_log_error(d, &err);
		annad_say_to(d, ANNA_ROLE_ARBITER, &err);
	}
	return 0;
}

void annad_hall_fini(struct anna_daemon *d)
{
	anna_dhall_free(d->hall);
	d->hall = NULL;
}

void annad_hall_publish(struct anna_daemon *d)
{
	if (!d->hall)
		return;
	const struct anna_session *s = anna_driver_session(d->driver);
	const struct anna_game *g = anna_session_game(s);
	char *pgn = NULL;
	/* the PGN only when a ply or the result changed */
	if (!d->hall_pgn_sent || g->count != d->hall_pgn_plies || g->result != d->hall_pgn_result) {
		pgn = annad_game_pgn(d);
		d->hall_pgn_plies = g->count;
		d->hall_pgn_result = g->result;
		d->hall_pgn_sent = pgn != NULL;
	}
	char tc[64];
	anna_tc_write_pgn(&d->dcfg.session.tc, tc, sizeof(tc));
	/* the open decisions in the arbiter's words (the log profile) */
	const struct anna_session_report *open[ANNA_HALL_MAX_DECISIONS];
	size_t n = anna_driver_decisions(d->driver, open, ANNA_HALL_MAX_DECISIONS);
	if (n > ANNA_HALL_MAX_DECISIONS)
		n = ANNA_HALL_MAX_DECISIONS;
	static struct anna_phrase text[ANNA_HALL_MAX_DECISIONS]; /* large: one loop */
	static char kind[ANNA_HALL_MAX_DECISIONS][32];
	struct anna_hall_decision dec[ANNA_HALL_MAX_DECISIONS];
	for (size_t i = 0; i < n; i++) {
		if (anna_render_session_report(d->log_profile, open[i], &text[i]) != ANNA_OK)
			text[i].text[0] = 0;
		/* the machine word: "illegal-move" for illegal_move */
		snprintf(kind[i], sizeof(kind[i]), "%s", anna_session_report_kind_str(open[i]->kind));
		for (char *c = kind[i]; *c; c++)
			if (*c == '_')
				*c = '-';
		dec[i] = (struct anna_hall_decision){ open[i]->decision, kind[i], text[i].text };
	}
	/* a board that does not show the game, in the arbiter's words */
	bool vi, sighted;
	anna_session_boards_differ(s, &vi, &sighted);
	const char *drift = !vi && !sighted ? NULL
		: anna_profile_word(d->log_profile, vi && sighted ? ANNA_WORD_HALL_DRIFT_BOTH
						     : vi ? ANNA_WORD_HALL_DRIFT_VI
							  : ANNA_WORD_HALL_DRIFT_SIGHTED);
	/* the configured devices, and whether each is there */
	struct anna_hall_device dv[ANNA_HALL_MAX_DEVICES];
	size_t ndv = 0;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT && ndv < ANNA_HALL_MAX_DEVICES; r++)
		if (d->dcfg.has[r])
			dv[ndv++] = (struct anna_hall_device){
				anna_driver_role_str((enum anna_driver_role)r), annad_device_present(d, r) };
	anna_dhall_update(d->hall, s, dec, n, annad_driver_now(d), tc, d->hall_said, pgn, drift,
			  dv, ndv);
	d->hall_said = false;
	free(pgn);
}
