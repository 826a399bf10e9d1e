/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/control.c: the control socket's protocol and server (control.h).
 */
#include "daemon/control.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <unistd.h>

#include "core/utf8.h"
#include "daemon/loop.h"

struct cmd_spec {
	const char *name;
	enum anna_config_role role;
	const char *required[3];
	const char *optional[4];
};

/* Who may do what: ARB-1 (penalties), CLK-14 (pause), CLK-15 (adjust),
 * ED-2 (confirm, override, result) are the arbiter's; VI-14's assistant
 * enters moves and has them announced. The sighted player's scoresheet is
 * copied in by the arbiter: it is evidence for his VI-13 decision, and no
 * duty of VI-14 or VI-15 (VI-14 c is the VI player's sheet, which anna
 * keeps); VI-13's reconciliation and the ARB-3/CLK-16 switches are his
 * too. Everyone may read how far the sheets agree (agreement). */
static const struct cmd_spec specs[ANNA_CTL_COUNT] = {
	[ANNA_CTL_STATUS] = { "status", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_TIMES] = { "times", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_SCORESHEET] = { "scoresheet", ANNA_CONFIG_READER, { 0 }, { "side" } },
	[ANNA_CTL_PGN] = { "pgn", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_POSITION] = { "position", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_RECONCILE] = { "reconcile", ANNA_CONFIG_ARBITER, { 0 }, { 0 } },
	[ANNA_CTL_START] = { "start", ANNA_CONFIG_ARBITER, { 0 }, { 0 } },
	[ANNA_CTL_PAUSE] = { "pause", ANNA_CONFIG_ARBITER, { 0 }, { "reason" } },
	[ANNA_CTL_RESUME] = { "resume", ANNA_CONFIG_ARBITER, { 0 }, { 0 } },
	[ANNA_CTL_ADJUST] = { "adjust", ANNA_CONFIG_ARBITER, { "side" }, { "add", "set", "reason" } },
	[ANNA_CTL_SETPOS] = { "setpos", ANNA_CONFIG_ARBITER, { "fen" }, { 0 } },
	[ANNA_CTL_PENALTY] = { "penalty", ANNA_CONFIG_ARBITER, { "side", "kind" }, { "ms" } },
	[ANNA_CTL_RESULT] = { "result", ANNA_CONFIG_ARBITER, { "value" }, { 0 } },
	[ANNA_CTL_CONFIRM] = { "confirm", ANNA_CONFIG_ARBITER, { "id" }, { 0 } },
	[ANNA_CTL_OVERRIDE] = { "override", ANNA_CONFIG_ARBITER, { "id" }, { 0 } },
	[ANNA_CTL_NEWGAME] = { "newgame", ANNA_CONFIG_ARBITER, { 0 }, { 0 } },
	[ANNA_CTL_MOVE] = { "move", ANNA_CONFIG_ASSISTANT, { "move" }, { 0 } },
	[ANNA_CTL_ANNOUNCE] = { "announce", ANNA_CONFIG_ASSISTANT, { 0 }, { 0 } },
	[ANNA_CTL_SHEET] = { "sheet", ANNA_CONFIG_ARBITER, { "text" }, { "letters", "move" } },
	[ANNA_CTL_AGREEMENT] = { "agreement", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_DECISIONS] = { "decisions", ANNA_CONFIG_READER, { 0 }, { 0 } },
	[ANNA_CTL_SWITCHES] = { "switches", ANNA_CONFIG_ARBITER, { 0 },
				{ "check-words", "clock-warnings", "square-queries",
				  "announcing-assistant" } },
	/* training at home (daemon/trainer.h): refused in competition */
	[ANNA_CTL_TRAIN] = { "train", ANNA_CONFIG_ARBITER, { 0 }, { "level", "study", "guess", "side" } },
};

/* The values an enumerated field takes, per command (the daemon maps each
 * to its meaning); the time fields take anna_tc_parse_duration's forms. */
static const struct {
	enum anna_control_cmd cmd;
	const char *key, *choices;
} field_choices[] = {
	{ ANNA_CTL_SCORESHEET, "side", "vi, sighted" },
	{ ANNA_CTL_PAUSE, "reason",
	  "arbiter, disturbance, wrong-setting, defective, displaced, promotion-piece, reconcile, "
	  "assistant" },
	{ ANNA_CTL_ADJUST, "side", "white, black" },
	{ ANNA_CTL_ADJUST, "reason", "arbiter, disturbance, penalty" },
	{ ANNA_CTL_PENALTY, "side", "white, black" },
	{ ANNA_CTL_PENALTY, "kind", "time, deduct, loss, warning" },
	{ ANNA_CTL_RESULT, "value", "1-0, 0-1, 1/2-1/2" },
	{ ANNA_CTL_SHEET, "letters", "en, de, figurine" },
	{ ANNA_CTL_SWITCHES, "check-words", "on, off" },
	{ ANNA_CTL_SWITCHES, "clock-warnings", "on, off" },
	{ ANNA_CTL_SWITCHES, "square-queries", "on, off" },
	{ ANNA_CTL_SWITCHES, "announcing-assistant", "on, off" },
};

const char *anna_control_choices(enum anna_control_cmd cmd, const char *key)
{
	for (size_t i = 0; i < sizeof(field_choices) / sizeof(field_choices[0]); i++)
		if (field_choices[i].cmd == cmd && !strcmp(field_choices[i].key, key))
			return field_choices[i].choices;
	return NULL;
}

static bool is_time_field(const char *key)
{
	return !strcmp(key, "add") || !strcmp(key, "set") || !strcmp(key, "ms");
}

static bool is_choice(const char *choices, const char *value)
{
	size_t n = strlen(value);
	for (const char *c = choices; n && (c = strstr(c, value)); c += n)
		if ((c == choices || c[-1] == ' ') && (c[n] == ',' || !c[n]))
			return true;
	return false;
}

enum anna_status anna_control_field_error(const struct anna_control_request *req, const char *key,
					  struct anna_error *err)
{
	const char *name = anna_control_cmd_str(req->cmd), *v = anna_control_get(req, key);
	const char *choices = anna_control_choices(req->cmd, key);
	if (choices)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_FIELD, name, key,
				      v ? v : "", choices);
	return anna_error_set(err, ANNA_E_INVALID,
			      is_time_field(key) ? ANNA_MSG_CONTROL_FIELD_TIME
						 : ANNA_MSG_CONTROL_FIELD_VALUE,
			      name, key, v ? v : "");
}

/* "--side, --add, --set, --reason": the fields a command takes, as options. */
static void options_of(const struct cmd_spec *spec, char *buf, size_t size)
{
	const char *all[7];
	size_t n = 0, len = 0;
	for (int i = 0; i < 3 && spec->required[i]; i++)
		all[n++] = spec->required[i];
	for (int i = 0; i < 4 && spec->optional[i]; i++)
		all[n++] = spec->optional[i];
	buf[0] = 0;
	for (size_t i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s--%s", i ? ", " : "", all[i]);
}

const char *anna_control_cmd_str(enum anna_control_cmd cmd)
{
	return (unsigned)cmd < ANNA_CTL_COUNT ? specs[cmd].name : "unknown";
}

enum anna_config_role anna_control_cmd_role(enum anna_control_cmd cmd)
{
	return (unsigned)cmd < ANNA_CTL_COUNT ? specs[cmd].role : ANNA_CONFIG_ARBITER;
}

static bool in_list(const char *const *list, size_t n, const char *key)
{
	for (size_t i = 0; i < n && list[i]; i++)
		if (strcmp(list[i], key) == 0)
			return true;
	return false;
}

/* The request's text, cut, for an error message. */
static enum anna_status bad(struct anna_error *err, const char *line, size_t len)
{
	char cut[64];
	snprintf(cut, sizeof(cut), "%.*s", (int)(len < 60 ? len : 60), line);
	return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_CONTROL_REQUEST, cut);
}

/* Reads one word or "quoted value" at *p into out; false if malformed. */
static bool word(const char **p, const char *end, char *out, size_t size, bool stop_at_eq)
{
	const char *s = *p;
	size_t n = 0;
	if (s < end && *s == '"') {
		s++;
		while (s < end && *s != '"') {
			if (*s == '\\' && s + 1 < end)
				s++;
			if (n + 1 >= size)
				return false;
			out[n++] = *s++;
		}
		if (s >= end)
			return false; /* unterminated */
		s++;
	} else {
		while (s < end && *s != ' ' && *s != '\t' && !(stop_at_eq && *s == '=')) {
			if (*s == '"' || (unsigned char)*s < 0x20 || n + 1 >= size)
				return false;
			out[n++] = *s++;
		}
	}
	out[n] = 0;
	*p = s;
	return true;
}

enum anna_status anna_control_parse(const char *line, size_t len,
				    struct anna_control_request *req, struct anna_error *err)
{
	memset(req, 0, sizeof(*req));
	memset(err, 0, sizeof(*err));
	const char *p = line, *end = line + len;
	if (len > ANNA_CONTROL_MAX_LINE || memchr(line, 0, len))
		return bad(err, line, len);
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	char name[32];
	if (p >= end || !word(&p, end, name, sizeof(name), true) || !*name)
		return bad(err, line, len);
	int cmd = -1;
	for (int i = 0; i < ANNA_CTL_COUNT; i++)
		if (strcmp(specs[i].name, name) == 0)
			cmd = i;
	if (cmd < 0)
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_CONTROL_UNKNOWN, name);
	req->cmd = (enum anna_control_cmd)cmd;
	const struct cmd_spec *spec = &specs[cmd];
	for (;;) {
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p >= end)
			break;
		char key[32], value[ANNA_CONTROL_VALUE];
		if (!word(&p, end, key, sizeof(key), true) || p >= end || *p != '=' || !*key)
			return bad(err, line, len);
		p++;
		if (!word(&p, end, value, sizeof(value), false))
			return bad(err, line, len);
		/* announce takes its text as one field without a fixed name
		 * list: only "text" */
		bool known = in_list(spec->required, 3, key) || in_list(spec->optional, 4, key) ||
			     (req->cmd == ANNA_CTL_ANNOUNCE && strcmp(key, "text") == 0);
		if (!known) {
			char opts[128];
			options_of(spec, opts, sizeof(opts));
			if (!*opts)
				return anna_error_set(err, ANNA_E_INVALID,
						      ANNA_MSG_CONTROL_FIELD_NONE, name, key);
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_FIELD_OPTION,
					      name, key, opts);
		}
		if (anna_control_get(req, key) || req->n == ANNA_CONTROL_MAX_FIELDS)
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_FIELD_TWICE, name,
					      key);
		/* text goes to the transcript, the journal and the PGN:
		 * never raw bytes (the field named, not echoed) */
		if (!anna_utf8_valid(value))
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_UTF8, name, key);
		snprintf(req->key[req->n], sizeof(req->key[0]), "%s", key);
		snprintf(req->value[req->n], sizeof(req->value[0]), "%s", value);
		req->n++;
		const char *choices = anna_control_choices(req->cmd, key);
		if (choices && !is_choice(choices, value))
			return anna_control_field_error(req, key, err);
	}
	for (int i = 0; i < 3 && spec->required[i]; i++) {
		if (anna_control_get(req, spec->required[i]))
			continue;
		const char *choices = anna_control_choices(req->cmd, spec->required[i]);
		if (choices)
			return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING_CHOICE,
					      name, spec->required[i], choices);
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING, name,
				      spec->required[i]);
	}
	/* CLK-15: a time to add or to set, one of them */
	if (req->cmd == ANNA_CTL_ADJUST &&
	    !anna_control_get(req, "add") == !anna_control_get(req, "set"))
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING_TIME, name);
	if (req->cmd == ANNA_CTL_ANNOUNCE && !anna_control_get(req, "text"))
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING, name, "text");
	return ANNA_OK;
}

const char *anna_control_get(const struct anna_control_request *req, const char *key)
{
	for (size_t i = 0; i < req->n; i++)
		if (strcmp(req->key[i], key) == 0)
			return req->value[i];
	return NULL;
}

bool anna_control_allowed(enum anna_control_cmd cmd, enum anna_config_role role, uid_t uid,
			  struct anna_error *err)
{
	if (role >= anna_control_cmd_role(cmd))
		return true;
	char u[24];
	snprintf(u, sizeof(u), "%u", (unsigned)uid);
	anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_DENIED, anna_control_cmd_str(cmd), u);
	return false;
}

static void reply_append(struct anna_control_reply *r, const char *s, size_t n)
{
	if (r->len + n + 1 > r->cap) {
		size_t cap = r->cap ? r->cap : 1024;
		while (cap < r->len + n + 1)
			cap *= 2;
		char *b = realloc(r->buf, cap);
		if (!b)
			return; /* the reply is cut; the client sees no end line */
		r->buf = b;
		r->cap = cap;
	}
	memcpy(r->buf + r->len, s, n);
	r->len += n;
	r->buf[r->len] = 0;
}

void anna_control_reply_line(struct anna_control_reply *r, const char *fmt, ...)
{
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof(line) - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n > sizeof(line) - 2)
		n = (int)sizeof(line) - 2;
	/* a line of the answer never holds a newline of its own */
	for (int i = 0; i < n; i++)
		if (line[i] == '\n')
			line[i] = ' ';
	line[n] = '\n';
	reply_append(r, line, (size_t)n + 1);
}

/* ---- the server -------------------------------------------------------
 *
 * No client can block another or the game (docs/protocol.md "Limits"):
 *   - one request per client per loop round: the line is taken from the
 *     socket up to its newline (MSG_PEEK), the rest stays in the kernel
 *     and epoll reports it again next round, after every other ready fd;
 *   - a reply is sent without blocking; what the client does not take stays
 *     in its buffer and its further requests wait until it reads; one that
 *     does not read within the request timeout is dropped;
 *   - an idle client is closed after the idle timeout, a request begun and
 *     not ended within the request timeout too;
 *   - ANNA_CONTROL_MAX_CLIENTS connections, the last ANNA_CONTROL_RESERVED
 *     kept for the arbiter's role; when full, the oldest idle client is
 *     dropped for a new one, and the arbiter always gets in.
 * One timerfd armed for the earliest of these deadlines: no polling. */

struct client {
	int fd;
	uid_t uid;
	bool arbiter;
	bool skip;               /* discarding the rest of an overlong line */
	uint64_t last_ms;        /* the last request (or the connection) */
	uint64_t line_ms;        /* a request begun and not ended: since */
	uint64_t out_ms;         /* a reply not taken: since */
	char *out;
	size_t out_len, out_off;
	size_t len;
	char buf[ANNA_CONTROL_MAX_LINE + 2];
};

struct anna_control {
	struct anna_loop *loop;
	const struct anna_config *config;
	anna_control_handler handler;
	anna_control_render render;
	void *ctx;
	int fd, tfd;
	char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
	struct client clients[ANNA_CONTROL_MAX_CLIENTS];
	struct anna_control_stats stats;
};

/* One request line from a peer with uid, answered into *reply (status
 * line, answer, empty line): what a connection does per line. */
void anna_control_handle_line(struct anna_control *ctl, const char *line, size_t len, uid_t uid,
			      struct anna_control_reply *reply)
{
	struct anna_control_request req;
	struct anna_error err = { 0 };
	struct anna_control_reply body = { 0 };
	enum anna_status st = anna_control_parse(line, len, &req, &err);
	if (st == ANNA_OK &&
	    !anna_control_allowed(req.cmd, anna_config_role_of(ctl->config, uid), uid, &err))
		st = ANNA_E_STATE;
	if (st == ANNA_OK) {
		memset(&err, 0, sizeof(err));
		st = ctl->handler(ctl->ctx, &req, &body, &err);
	}
	if (st == ANNA_OK) {
		anna_control_reply_line(reply, "ok");
		if (body.len)
			reply_append(reply, body.buf, body.len);
	} else {
		char text[512];
		ctl->render(ctl->ctx, &err, text, sizeof(text));
		anna_control_reply_line(reply, "error %s %s", anna_msg_key(err.msg), text);
	}
	anna_control_reply_line(reply, "%s", "");
	free(body.buf);
}

static void client_close(struct anna_control *ctl, struct client *c)
{
	anna_loop_del(ctl->loop, c->fd);
	close(c->fd);
	free(c->out);
	c->out = NULL;
	c->out_len = c->out_off = 0;
	c->fd = -1;
}

static bool idle(const struct client *c)
{
	return c->fd >= 0 && !c->out && !c->line_ms && !c->len;
}

/* When c must have done something, or UINT64_MAX. */
static uint64_t client_deadline(const struct anna_control *ctl, const struct client *c)
{
	if (c->fd < 0)
		return UINT64_MAX;
	if (c->out)
		return c->out_ms + ctl->config->client_request_ms;
	if (c->line_ms)
		return c->line_ms + ctl->config->client_request_ms;
	return c->last_ms + ctl->config->client_idle_ms;
}

static void rearm(struct anna_control *ctl)
{
	uint64_t next = UINT64_MAX;
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++) {
		uint64_t t = client_deadline(ctl, &ctl->clients[i]);
		if (t < next)
			next = t;
	}
	struct itimerspec its;
	memset(&its, 0, sizeof(its));
	if (next != UINT64_MAX) {
		next = next ? next : 1;
		its.it_value.tv_sec = (time_t)(next / 1000u);
		its.it_value.tv_nsec = (long)(next % 1000u) * 1000000L;
	}
	timerfd_settime(ctl->tfd, TFD_TIMER_ABSTIME, &its, NULL);
}

/* Sends what the client takes without blocking; false if it is gone. */
static bool flush(struct anna_control *ctl, struct client *c)
{
	while (c->out_off < c->out_len) {
		ssize_t w = send(c->fd, c->out + c->out_off, c->out_len - c->out_off,
				 MSG_NOSIGNAL | MSG_DONTWAIT);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			if (!c->out_ms) {
				/* its requests wait until it has read this */
				c->out_ms = anna_loop_now_ms();
				anna_loop_mod(ctl->loop, c->fd, EPOLLOUT);
			}
			return true;
		}
		if (w <= 0)
			return false;
		c->out_off += (size_t)w;
	}
	free(c->out);
	c->out = NULL;
	c->out_len = c->out_off = 0;
	if (c->out_ms) {
		c->out_ms = 0;
		anna_loop_mod(ctl->loop, c->fd, EPOLLIN);
	}
	return true;
}

static bool answer(struct anna_control *ctl, struct client *c, const char *line, size_t len)
{
	struct anna_control_reply r = { 0 };
	anna_control_handle_line(ctl, line, len, c->uid, &r);
	ctl->stats.requests++;
	c->out = r.buf;
	c->out_len = r.len;
	c->out_off = 0;
	return flush(ctl, c);
}

/* One request at most: the bytes up to the first newline. */
static bool serve_one(struct anna_control *ctl, struct client *c)
{
	char peek[sizeof(c->buf)];
	size_t room = sizeof(c->buf) - 1 - c->len;
	ssize_t n = recv(c->fd, peek, room, MSG_PEEK | MSG_DONTWAIT);
	if (n < 0)
		return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
	if (n == 0)
		return false; /* the client is done */
	char *nl = memchr(peek, '\n', (size_t)n);
	size_t take = nl ? (size_t)(nl - peek) + 1 : (size_t)n;
	ssize_t got = recv(c->fd, c->buf + c->len, take, MSG_DONTWAIT);
	if (got <= 0)
		return got < 0 && (errno == EAGAIN || errno == EINTR);
	c->len += (size_t)got;
	uint64_t now = anna_loop_now_ms();
	if (c->skip) {
		c->skip = !nl;
		c->len = 0;
		c->line_ms = c->skip ? c->line_ms : 0;
		return true;
	}
	if (!nl) {
		if (c->len < sizeof(c->buf) - 1) {
			if (!c->line_ms)
				c->line_ms = now;
			return true;
		}
		/* A line longer than the protocol allows: refused, and its
		 * rest discarded up to its newline. */
		c->skip = true;
		c->len = 0;
		return answer(ctl, c, c->buf, sizeof(c->buf) - 1);
	}
	size_t ll = c->len - 1;
	if (ll && c->buf[ll - 1] == '\r')
		ll--;
	c->len = 0;
	c->line_ms = 0;
	c->last_ms = now;
	return answer(ctl, c, c->buf, ll);
}

static struct client *find(struct anna_control *ctl, int fd)
{
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++)
		if (ctl->clients[i].fd == fd)
			return &ctl->clients[i];
	return NULL;
}

static void on_client(void *vctx, int fd, uint32_t events)
{
	struct anna_control *ctl = vctx;
	struct client *c = find(ctl, fd);
	if (!c)
		return;
	bool ok = true;
	if (c->out)
		ok = flush(ctl, c); /* EPOLLOUT: it reads again */
	else if (events & (EPOLLIN | EPOLLHUP | EPOLLERR))
		ok = serve_one(ctl, c);
	if (!ok)
		client_close(ctl, c);
	rearm(ctl);
}

static void on_timer(void *vctx, int fd, uint32_t events)
{
	(void)events;
	struct anna_control *ctl = vctx;
	uint64_t expiries;
	if (read(fd, &expiries, sizeof(expiries)) < 0 && errno == EAGAIN)
		return;
	uint64_t now = anna_loop_now_ms();
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++) {
		struct client *c = &ctl->clients[i];
		if (c->fd >= 0 && client_deadline(ctl, c) <= now) {
			if (c->out || c->line_ms)
				ctl->stats.dropped_slow++;
			else
				ctl->stats.dropped_idle++;
			client_close(ctl, c);
		}
	}
	rearm(ctl);
}

/* The oldest idle client (not the arbiter's unless any), or NULL. */
static struct client *oldest_idle(struct anna_control *ctl, bool any_role, bool busy_too)
{
	struct client *best = NULL;
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++) {
		struct client *c = &ctl->clients[i];
		if (c->fd < 0 || (!busy_too && !idle(c)) || (c->arbiter && !any_role))
			continue;
		if (!best || c->last_ms < best->last_ms)
			best = c;
	}
	return best;
}

/* A slot for a new client: free, or the oldest idle one's; the arbiter's
 * role may use the reserved slots and always gets one. */
static struct client *slot(struct anna_control *ctl, bool arbiter)
{
	size_t used = 0;
	struct client *free_slot = NULL;
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++) {
		if (ctl->clients[i].fd >= 0)
			used++;
		else if (!free_slot)
			free_slot = &ctl->clients[i];
	}
	if (free_slot && (arbiter || used < ANNA_CONTROL_MAX_CLIENTS - ANNA_CONTROL_RESERVED))
		return free_slot;
	struct client *victim = oldest_idle(ctl, false, false);
	if (!victim && arbiter)
		victim = oldest_idle(ctl, true, false);
	if (!victim && arbiter)
		victim = oldest_idle(ctl, false, true);
	if (!victim)
		return NULL;
	ctl->stats.dropped_full++;
	client_close(ctl, victim);
	return victim;
}

static void on_accept(void *vctx, int fd, uint32_t events)
{
	(void)events;
	struct anna_control *ctl = vctx;
	int cfd = accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
	if (cfd < 0)
		return;
	struct ucred cred;
	socklen_t cl = sizeof(cred);
	if (getsockopt(cfd, SOL_SOCKET, SO_PEERCRED, &cred, &cl) < 0) {
		close(cfd);
		return;
	}
	bool arbiter = anna_config_role_of(ctl->config, cred.uid) == ANNA_CONFIG_ARBITER;
	struct client *c = slot(ctl, arbiter);
	if (!c) {
		/* said, not just closed: the client tells its user */
		struct anna_error err = { 0 };
		char max[16], text[512];
		snprintf(max, sizeof(max), "%d", ANNA_CONTROL_MAX_CLIENTS - ANNA_CONTROL_RESERVED);
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_CONTROL_BUSY, max);
		ctl->render(ctl->ctx, &err, text, sizeof(text));
		char line[600];
		int n = snprintf(line, sizeof(line), "error %s %s\n\n", anna_msg_key(err.msg), text);
		if (send(cfd, line, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
			(void)0; /* it is gone already */
		ctl->stats.refused++;
		close(cfd);
		return;
	}
	if (anna_loop_add(ctl->loop, cfd, EPOLLIN, on_client, ctl) < 0) {
		close(cfd);
		return;
	}
	*c = (struct client){ .fd = cfd, .uid = cred.uid, .arbiter = arbiter,
			      .last_ms = anna_loop_now_ms() };
	rearm(ctl);
}

const struct anna_control_stats *anna_control_stats(const struct anna_control *ctl)
{
	return &ctl->stats;
}

int anna_control_new(struct anna_loop *loop, const char *path, const struct anna_config *config,
		     anna_control_handler handler, anna_control_render render, void *ctx,
		     struct anna_control **out)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	if (strlen(path) >= sizeof(sa.sun_path))
		return -ENAMETOOLONG;
	struct anna_control *ctl = calloc(1, sizeof(*ctl));
	if (!ctl)
		return -ENOMEM;
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++)
		ctl->clients[i].fd = -1;
	ctl->tfd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	if (ctl->tfd < 0) {
		free(ctl);
		return -errno;
	}
	ctl->loop = loop;
	ctl->config = config;
	ctl->handler = handler;
	ctl->render = render;
	ctl->ctx = ctx;
	snprintf(ctl->path, sizeof(ctl->path), "%s", path);
	memcpy(sa.sun_path, path, strlen(path) + 1);
	ctl->fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	int r = 0;
	if (ctl->fd < 0) {
		r = -errno;
		close(ctl->tfd);
		free(ctl);
		return r;
	}
	/* A socket left by a crashed annad: replace it, but not one a running
	 * annad answers on. */
	int probe = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (probe >= 0 && connect(probe, (struct sockaddr *)&sa, sizeof(sa)) == 0)
		r = -EADDRINUSE;
	else
		unlink(path);
	if (probe >= 0)
		close(probe);
	if (!r && bind(ctl->fd, (struct sockaddr *)&sa, sizeof(sa)) < 0)
		r = -errno;
	if (!r && chmod(path, 0666) < 0)
		r = -errno;
	if (!r && listen(ctl->fd, SOMAXCONN) < 0)
		r = -errno;
	if (!r)
		r = anna_loop_add(loop, ctl->fd, EPOLLIN, on_accept, ctl);
	if (!r && (r = anna_loop_add(loop, ctl->tfd, EPOLLIN, on_timer, ctl)) < 0)
		anna_loop_del(loop, ctl->fd);
	if (r) {
		close(ctl->fd);
		close(ctl->tfd);
		free(ctl);
		return r;
	}
	*out = ctl;
	return 0;
}

void anna_control_free(struct anna_control *ctl)
{
	if (!ctl)
		return;
	for (int i = 0; i < ANNA_CONTROL_MAX_CLIENTS; i++)
		if (ctl->clients[i].fd >= 0)
			client_close(ctl, &ctl->clients[i]);
	anna_loop_del(ctl->loop, ctl->fd);
	anna_loop_del(ctl->loop, ctl->tfd);
	close(ctl->fd);
	close(ctl->tfd);
	unlink(ctl->path);
	free(ctl);
}
