/*
 * daemon/control.c: the control socket's protocol and server (control.h).
 */
#include "daemon/control.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

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
	[ANNA_CTL_SWITCHES] = { "switches", ANNA_CONFIG_ARBITER, { 0 },
				{ "check-words", "clock-warnings", "square-queries",
				  "announcing-assistant" } },
	/* training at home (daemon/trainer.h): refused in competition */
	[ANNA_CTL_TRAIN] = { "train", ANNA_CONFIG_ARBITER, { 0 }, { "level", "study", "guess" } },
};

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
		if (!known || anna_control_get(req, key) || req->n == ANNA_CONTROL_MAX_FIELDS)
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_FIELD, name, key,
					      value);
		snprintf(req->key[req->n], sizeof(req->key[0]), "%s", key);
		snprintf(req->value[req->n], sizeof(req->value[0]), "%s", value);
		req->n++;
	}
	for (int i = 0; i < 3 && spec->required[i]; i++)
		if (!anna_control_get(req, spec->required[i]))
			return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING, name,
					      spec->required[i]);
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

/* ---- the server ------------------------------------------------------- */

#define MAX_CLIENTS 16

struct client {
	int fd;
	uid_t uid;
	bool skip; /* discarding the rest of an overlong line */
	size_t len;
	char buf[ANNA_CONTROL_MAX_LINE + 2];
};

struct anna_control {
	struct anna_loop *loop;
	const struct anna_config *config;
	anna_control_handler handler;
	anna_control_render render;
	void *ctx;
	int fd;
	char path[sizeof(((struct sockaddr_un *)0)->sun_path)];
	struct client clients[MAX_CLIENTS];
};

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
	c->fd = -1;
}

static void send_all(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = send(fd, s, n, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return;
		s += w;
		n -= (size_t)w;
	}
}

static void on_client(void *vctx, int fd, uint32_t events)
{
	struct anna_control *ctl = vctx;
	struct client *c = NULL;
	for (int i = 0; i < MAX_CLIENTS; i++)
		if (ctl->clients[i].fd == fd)
			c = &ctl->clients[i];
	if (!c)
		return;
	ssize_t n = read(fd, c->buf + c->len, sizeof(c->buf) - 1 - c->len);
	if (n <= 0) {
		if (n == 0 || (errno != EAGAIN && errno != EINTR) || (events & EPOLLHUP))
			client_close(ctl, c);
		return;
	}
	c->len += (size_t)n;
	if (c->skip) {
		char *nl = memchr(c->buf, '\n', c->len);
		if (!nl) {
			c->len = 0;
			return;
		}
		size_t used = (size_t)(nl - c->buf) + 1;
		memmove(c->buf, c->buf + used, c->len - used);
		c->len -= used;
		c->skip = false;
	}
	for (;;) {
		char *nl = memchr(c->buf, '\n', c->len);
		if (!nl) {
			if (c->len >= sizeof(c->buf) - 1) {
				/* A line longer than the protocol allows: refused,
				 * and its rest discarded up to its newline. */
				struct anna_control_reply r = { 0 };
				anna_control_handle_line(ctl, c->buf, c->len, c->uid, &r);
				send_all(fd, r.buf, r.len);
				free(r.buf);
				c->len = 0;
				c->skip = true;
			}
			return;
		}
		size_t ll = (size_t)(nl - c->buf);
		size_t used = ll + 1;
		if (ll && c->buf[ll - 1] == '\r')
			ll--;
		struct anna_control_reply r = { 0 };
		anna_control_handle_line(ctl, c->buf, ll, c->uid, &r);
		send_all(fd, r.buf, r.len);
		free(r.buf);
		memmove(c->buf, c->buf + used, c->len - used);
		c->len -= used;
	}
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
	struct client *c = NULL;
	for (int i = 0; i < MAX_CLIENTS; i++)
		if (ctl->clients[i].fd < 0)
			c = &ctl->clients[i];
	if (!c || getsockopt(cfd, SOL_SOCKET, SO_PEERCRED, &cred, &cl) < 0 ||
	    anna_loop_add(ctl->loop, cfd, EPOLLIN, on_client, ctl) < 0) {
		close(cfd);
		return;
	}
	c->fd = cfd;
	c->uid = cred.uid;
	c->len = 0;
	c->skip = false;
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
	for (int i = 0; i < MAX_CLIENTS; i++)
		ctl->clients[i].fd = -1;
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
	if (!r && listen(ctl->fd, 16) < 0)
		r = -errno;
	if (!r)
		r = anna_loop_add(loop, ctl->fd, EPOLLIN, on_accept, ctl);
	if (r) {
		close(ctl->fd);
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
	for (int i = 0; i < MAX_CLIENTS; i++)
		if (ctl->clients[i].fd >= 0)
			client_close(ctl, &ctl->clients[i]);
	anna_loop_del(ctl->loop, ctl->fd);
	close(ctl->fd);
	unlink(ctl->path);
	free(ctl);
}
