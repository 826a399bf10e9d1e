/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/display.c: a braille display through BrlAPI (speech/display.h).
 * BrlAPI rather than a display's own protocol: brltty already drives every
 * display a player may own, with his settings, and lends it to anna.
 *
 * A BrlAPI write is a blocking write to brltty's socket (on a busy
 * machine up to milliseconds of system call, and without end once brltty
 * stops reading and the socket's buffer is full), so the cells are written
 * by a thread of the display's own: the caller leaves the newest window in
 * a one-slot mailbox and goes on, and annad's loop never waits for brltty.
 * The caller reads the keys (BrlAPI's reads and writes take their own
 * locks); the writer pokes an eventfd after each write, and on a failed
 * one, so the caller looks again. anna_display_fd is an epoll descriptor
 * over the connection and that eventfd.
 */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "speech/display.h"
#include "speech/profile.h"
#include "speech/rtthread.h"

#if ANNA_HAVE_BRLAPI
#define BRLAPI_NO_DEPRECATED
#define BRLAPI_NO_SINGLE_SESSION
#include <brlapi.h>
#endif

static const char *const action_names[] = {
	[ANNA_DISPLAY_NONE] = "none",		[ANNA_DISPLAY_HANDLED] = "handled",
	[ANNA_DISPLAY_REPEAT] = "repeat",	[ANNA_DISPLAY_TIME] = "time",
	[ANNA_DISPLAY_LAST_MOVE] = "last-move", [ANNA_DISPLAY_SCORESHEET] = "scoresheet",
	[ANNA_DISPLAY_BOARD] = "board",		[ANNA_DISPLAY_HELP] = "help",
	[ANNA_DISPLAY_ROUTE] = "route",		[ANNA_DISPLAY_GONE] = "gone",
	[ANNA_DISPLAY_TYPED] = "typed",
};

const char *anna_display_action_str(enum anna_display_action a)
{
	return (unsigned)a < sizeof(action_names) / sizeof(action_names[0]) ? action_names[a] : "?";
}

#if ANNA_HAVE_BRLAPI

/* What a key does: the display's own moves, or an action for the caller. */
enum move { NO_MOVE, PAN_LEFT, PAN_RIGHT, REVIEW_BACK, REVIEW_FWD, NEWEST };

struct binding {
	brlapi_keyCode_t cmd; /* BRLAPI_KEY_CMD_..., a block's base for ROUTE */
	enum move move;
	enum anna_display_action action;
};

/* The brltty commands a key map may name. */
static const struct {
	const char *name;
	brlapi_keyCode_t cmd;
} commands[] = {
	{ "LNUP", BRLAPI_KEY_CMD_LNUP },	   { "LNDN", BRLAPI_KEY_CMD_LNDN },
	{ "PRDIFLN", BRLAPI_KEY_CMD_PRDIFLN },	   { "NXDIFLN", BRLAPI_KEY_CMD_NXDIFLN },
	{ "TOP", BRLAPI_KEY_CMD_TOP },		   { "BOT", BRLAPI_KEY_CMD_BOT },
	{ "FWINLT", BRLAPI_KEY_CMD_FWINLT },	   { "FWINRT", BRLAPI_KEY_CMD_FWINRT },
	{ "FWINLTSKIP", BRLAPI_KEY_CMD_FWINLTSKIP }, { "FWINRTSKIP", BRLAPI_KEY_CMD_FWINRTSKIP },
	{ "HOME", BRLAPI_KEY_CMD_HOME },	   { "RETURN", BRLAPI_KEY_CMD_RETURN },
	{ "CSRTRK", BRLAPI_KEY_CMD_CSRTRK },	   { "PRSEARCH", BRLAPI_KEY_CMD_PRSEARCH },
	{ "NXSEARCH", BRLAPI_KEY_CMD_NXSEARCH },   { "HELP", BRLAPI_KEY_CMD_HELP },
	{ "ROUTE", BRLAPI_KEY_CMD_ROUTE },
};

static const struct {
	const char *name;
	enum move move;
	enum anna_display_action action;
} actions[] = {
	{ "pan-left", PAN_LEFT, ANNA_DISPLAY_HANDLED },
	{ "pan-right", PAN_RIGHT, ANNA_DISPLAY_HANDLED },
	{ "review-back", REVIEW_BACK, ANNA_DISPLAY_HANDLED },
	{ "review-fwd", REVIEW_FWD, ANNA_DISPLAY_HANDLED },
	{ "newest", NEWEST, ANNA_DISPLAY_HANDLED },
	{ "repeat", NO_MOVE, ANNA_DISPLAY_REPEAT },
	{ "time", NO_MOVE, ANNA_DISPLAY_TIME },
	{ "last-move", NO_MOVE, ANNA_DISPLAY_LAST_MOVE },
	{ "scoresheet", NO_MOVE, ANNA_DISPLAY_SCORESHEET },
	{ "board", NO_MOVE, ANNA_DISPLAY_BOARD },
	{ "help", NO_MOVE, ANNA_DISPLAY_HELP },
	{ "route", NO_MOVE, ANNA_DISPLAY_ROUTE },
};

#define MAX_BINDINGS 64

struct phrase {
	uint8_t cells[ANNA_DISPLAY_CELLS];
	size_t n;
	int tag;
};

#define MAX_WIDTH 512

struct anna_display {
	brlapi_handle_t *h;
	int fd;      /* the connection */
	int poke;    /* eventfd: the writer wrote, or failed */
	int ep;      /* epoll over fd and poke: anna_display_fd */
	unsigned width;
	/* the writer's mailbox (mu): the newest window, not yet written */
	pthread_t writer;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	unsigned char window[MAX_WIDTH];
	bool dirty, stop, failed;
	struct binding bind[MAX_BINDINGS];
	size_t n_bind;
	struct phrase hist[ANNA_DISPLAY_HISTORY]; /* a ring; newest at head */
	size_t count, head;
	size_t shown;  /* 0 = newest, 1 = the one before ... */
	size_t offset; /* first cell of the window */
};

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	char *e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r'))
		*--e = 0;
	return s;
}

static enum anna_status load_map(struct anna_display *d, const char *path,
				 struct anna_error *err)
{
	char def[4096];
	if (!path) {
		snprintf(def, sizeof(def), "%s/braille/keys.map", anna_datadir());
		path = def;
	}
	FILE *f = fopen(path, "r");
	if (!f) {
		char e[32];
		snprintf(e, sizeof(e), "%s", strerrorname_np(errno) ? strerrorname_np(errno) : "EIO");
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_DISPLAY_KEYMAP_OPEN, path, e);
	}
	char line[256];
	unsigned no = 0;
	enum anna_status st = ANNA_OK;
	while (st == ANNA_OK && fgets(line, sizeof(line), f)) {
		no++;
		char *l = trim(line);
		if (!*l || *l == '#')
			continue;
		char *eq = strchr(l, '=');
		size_t c = 0, a = 0;
		if (eq) {
			*eq = 0;
			char *cmd = trim(l), *act = trim(eq + 1);
			while (c < sizeof(commands) / sizeof(commands[0]) && strcmp(commands[c].name, cmd))
				c++;
			while (a < sizeof(actions) / sizeof(actions[0]) && strcmp(actions[a].name, act))
				a++;
		}
		if (!eq || c == sizeof(commands) / sizeof(commands[0]) ||
		    a == sizeof(actions) / sizeof(actions[0]) || d->n_bind == MAX_BINDINGS) {
			char n[16];
			snprintf(n, sizeof(n), "%u", no);
			st = anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_DISPLAY_KEYMAP_LINE, path, n);
			err->line = no;
			break;
		}
		d->bind[d->n_bind++] = (struct binding){ commands[c].cmd, actions[a].move,
							 actions[a].action };
	}
	fclose(f);
	return st;
}

static const struct phrase *current(const struct anna_display *d)
{
	if (!d->count)
		return NULL;
	return &d->hist[(d->head + ANNA_DISPLAY_HISTORY - d->shown) % ANNA_DISPLAY_HISTORY];
}

/* The window of the phrase shown, blank cells after it. */
static int refresh(struct anna_display *d)
{
	unsigned char dots[MAX_WIDTH] = { 0 };
	const struct phrase *p = current(d);
	unsigned w = d->width < sizeof(dots) ? d->width : sizeof(dots);
	for (unsigned i = 0; p && i < w && d->offset + i < p->n; i++)
		dots[i] = p->cells[d->offset + i];
	pthread_mutex_lock(&d->mu);
	memcpy(d->window, dots, sizeof(dots));
	d->dirty = true;
	bool failed = d->failed;
	pthread_cond_signal(&d->cv);
	pthread_mutex_unlock(&d->mu);
	return failed ? -EIO : 0;
}

/* The writer: the newest window to brltty, one at a time; on stop the
 * window still waiting is written first. */
static void *writer(void *arg)
{
	struct anna_display *d = arg;
	unsigned char dots[MAX_WIDTH];
	pthread_mutex_lock(&d->mu);
	for (;;) {
		while (!d->dirty && !d->stop)
			pthread_cond_wait(&d->cv, &d->mu);
		if (!d->dirty || d->failed)
			break;
		memcpy(dots, d->window, sizeof(dots));
		d->dirty = false;
		pthread_mutex_unlock(&d->mu);
		bool ok = brlapi__writeDots(d->h, dots) >= 0;
		pthread_mutex_lock(&d->mu);
		d->failed |= !ok;
		eventfd_write(d->poke, 1);
	}
	pthread_mutex_unlock(&d->mu);
	return NULL;
}

/* The writer's thread, its mailbox and the descriptors: 0 or -1. */
static int start_writer(struct anna_display *d)
{
	d->poke = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	d->ep = epoll_create1(EPOLL_CLOEXEC);
	struct epoll_event conn = { .events = EPOLLIN, .data.fd = d->fd };
	struct epoll_event poke = { .events = EPOLLIN, .data.fd = d->poke };
	if (d->poke < 0 || d->ep < 0 || epoll_ctl(d->ep, EPOLL_CTL_ADD, d->fd, &conn) < 0 ||
	    epoll_ctl(d->ep, EPOLL_CTL_ADD, d->poke, &poke) < 0)
		return -1;
	pthread_mutex_init(&d->mu, NULL);
	pthread_cond_init(&d->cv, NULL);
	int realtime;
	int rc = anna_rtthread_start(&d->writer, ANNA_DISPLAY_RT_PRIORITY, writer, d, &realtime);
	if (rc != 0) {
		pthread_cond_destroy(&d->cv);
		pthread_mutex_destroy(&d->mu);
		return -1;
	}
	return 0;
}

/* How long brltty may take to answer the connection, tell the display's
 * size and lend the display. BrlAPI's calls have no time limit, and a
 * brltty that accepts the connection and then says nothing (hung, or
 * stopped) must not hold annad's start: the calls run on a thread of
 * their own, which is left behind if brltty does not answer in time. */
#define OPEN_WAIT_MS 3000

struct opening {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	bool done, abandoned; /* mu */
	brlapi_handle_t *h;
	bool has_host, has_auth;
	char host[256], auth[4096];
	int fd;               /* the connection, once the display is lent */
	unsigned width;
	bool none;            /* brltty answered, with no display behind it */
	char why[128];        /* BrlAPI's reason, or empty */
};

static void opening_free(struct opening *o)
{
	pthread_cond_destroy(&o->cv);
	pthread_mutex_destroy(&o->mu);
	free(o->h);
	free(o);
}

static void *opener(void *arg)
{
	struct opening *o = arg;
	brlapi_connectionSettings_t want = { .auth = o->has_auth ? o->auth : NULL,
					     .host = o->has_host ? o->host : NULL };
	const char *why = NULL;
	o->fd = brlapi__openConnection(o->h, &want, NULL);
	if (o->fd < 0)
		why = brlapi_strerror(&brlapi_error);
	else if (brlapi__getDisplaySize(o->h, &o->width, &(unsigned){ 0 }) < 0)
		why = brlapi_strerror(&brlapi_error);
	else if (!o->width)
		o->none = true;
	else if (brlapi__enterTtyModeWithPath(o->h, NULL, 0, NULL) < 0)
		why = brlapi_strerror(&brlapi_error);
	if (why || o->none) {
		snprintf(o->why, sizeof(o->why), "%s", why ? why : "");
		if (o->fd >= 0)
			brlapi__closeConnection(o->h);
		o->fd = -1;
	}
	pthread_mutex_lock(&o->mu);
	o->done = true;
	bool abandoned = o->abandoned;
	pthread_cond_signal(&o->cv);
	pthread_mutex_unlock(&o->mu);
	if (abandoned) {
		/* the caller went on without it: nobody else holds o */
		if (o->fd >= 0)
			brlapi__closeConnection(o->h);
		opening_free(o);
	}
	return NULL;
}

/* Why a display could not be taken. */
enum refusal {
	REFUSED,      /* BrlAPI's reason (no brltty there, no access, ...) */
	SILENT,       /* brltty did not answer within OPEN_WAIT_MS */
	NO_DISPLAY,   /* brltty answered: no display is connected to it */
};

/* Connects and takes the display within OPEN_WAIT_MS: 0 with d->h, d->fd
 * and d->width; else -1 with *refusal (and why: BrlAPI's reason). */
static int take(struct anna_display *d, const char *host, const char *auth, char *why,
		size_t why_size, enum refusal *refusal)
{
	struct opening *o = calloc(1, sizeof(*o));
	if (!o || !(o->h = malloc(brlapi_getHandleSize()))) {
		free(o);
		snprintf(why, why_size, "%s", strerror(ENOMEM));
		return -1;
	}
	o->has_host = host && *host;
	o->has_auth = auth != NULL;
	snprintf(o->host, sizeof(o->host), "%s", o->has_host ? host : "");
	snprintf(o->auth, sizeof(o->auth), "%s", auth ? auth : "");
	pthread_condattr_t ca;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_mutex_init(&o->mu, NULL);
	pthread_cond_init(&o->cv, &ca);
	pthread_condattr_destroy(&ca);
	pthread_t t;
	if (pthread_create(&t, NULL, opener, o) != 0) {
		snprintf(why, why_size, "%s", strerror(errno));
		opening_free(o);
		return -1;
	}
	struct timespec until;
	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += OPEN_WAIT_MS / 1000;
	pthread_mutex_lock(&o->mu);
	while (!o->done && pthread_cond_timedwait(&o->cv, &o->mu, &until) == 0)
		;
	if (!o->done) {
		o->abandoned = true; /* the opener frees o when brltty answers */
		pthread_mutex_unlock(&o->mu);
		pthread_detach(t);
		*refusal = SILENT;
		return -1;
	}
	pthread_mutex_unlock(&o->mu);
	pthread_join(t, NULL);
	int r = -1;
	if (o->fd >= 0) {
		d->h = o->h;
		o->h = NULL;
		d->fd = o->fd;
		d->width = o->width;
		r = 0;
	} else {
		*refusal = o->none ? NO_DISPLAY : REFUSED;
		snprintf(why, why_size, "%s", o->why);
	}
	opening_free(o);
	return r;
}

enum anna_status anna_display_open(const char *host, const char *auth, const char *keymap,
				   struct anna_display **out, struct anna_error *err)
{
	struct anna_display *d = calloc(1, sizeof(*d));
	if (!d)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	d->poke = d->ep = d->fd = -1;
	enum anna_status st = load_map(d, keymap, err);
	if (st != ANNA_OK) {
		free(d);
		return st;
	}
	const char *shown = host && *host ? host : "default";
	char reason[128] = "";
	enum refusal refusal = REFUSED;
	if (take(d, host, auth, reason, sizeof(reason), &refusal) == 0 && start_writer(d) < 0)
		snprintf(reason, sizeof(reason), "%s", strerror(errno));
	if (d->fd < 0 || reason[0]) {
		if (d->fd >= 0)
			brlapi__closeConnection(d->h);
		if (d->poke >= 0)
			close(d->poke);
		if (d->ep >= 0)
			close(d->ep);
		free(d->h);
		free(d);
		if (refusal == SILENT) {
			char secs[16];
			snprintf(secs, sizeof(secs), "%d", OPEN_WAIT_MS / 1000);
			return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_DISPLAY_SILENT, shown,
					      secs);
		}
		if (refusal == NO_DISPLAY)
			return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_DISPLAY_NONE, shown);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_DISPLAY_UNAVAILABLE, shown,
				      reason);
	}
	refresh(d);
	*out = d;
	return ANNA_OK;
}

/* How long the writer may take to write the last window at close before
 * the connection is shut under it (a brltty that does not answer). */
#define CLOSE_WAIT_MS 2000

void anna_display_close(struct anna_display *d)
{
	if (!d)
		return;
	pthread_mutex_lock(&d->mu);
	d->stop = true;
	pthread_cond_signal(&d->cv);
	pthread_mutex_unlock(&d->mu);
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += CLOSE_WAIT_MS / 1000;
	if (pthread_timedjoin_np(d->writer, NULL, &until) != 0) {
		shutdown(d->fd, SHUT_RDWR); /* its wait for brltty ends */
		pthread_join(d->writer, NULL);
	}
	/* brltty gives the display back when the connection closes (a
	 * leaveTtyMode would wait for an answer again) */
	brlapi__closeConnection(d->h);
	pthread_cond_destroy(&d->cv);
	pthread_mutex_destroy(&d->mu);
	close(d->poke);
	close(d->ep);
	free(d->h);
	free(d);
}

int anna_display_fd(const struct anna_display *d)
{
	return d->ep;
}

unsigned anna_display_width(const struct anna_display *d)
{
	return d->width;
}

int anna_display_tag(const struct anna_display *d)
{
	const struct phrase *p = current(d);
	return p ? p->tag : -1;
}

int anna_display_show(struct anna_display *d, const uint8_t *cells, size_t n, int tag)
{
	if (n > ANNA_DISPLAY_CELLS)
		n = ANNA_DISPLAY_CELLS;
	d->head = d->count ? (d->head + 1) % ANNA_DISPLAY_HISTORY : 0;
	if (d->count < ANNA_DISPLAY_HISTORY)
		d->count++;
	memcpy(d->hist[d->head].cells, cells, n);
	d->hist[d->head].n = n;
	d->hist[d->head].tag = tag;
	d->shown = 0;
	d->offset = 0;
	return refresh(d);
}

static void move(struct anna_display *d, enum move m)
{
	const struct phrase *p = current(d);
	switch (m) {
	case PAN_LEFT:
		d->offset = d->offset > d->width ? d->offset - d->width : 0;
		break;
	case PAN_RIGHT:
		if (p && d->offset + d->width < p->n)
			d->offset += d->width;
		break;
	case REVIEW_BACK:
		if (d->shown + 1 < d->count)
			d->shown++, d->offset = 0;
		break;
	case REVIEW_FWD:
		if (d->shown)
			d->shown--, d->offset = 0;
		break;
	case NEWEST:
		d->shown = 0;
		d->offset = 0;
		break;
	case NO_MOVE:
		break;
	}
	refresh(d);
}

enum anna_display_action anna_display_key(struct anna_display *d, unsigned *cell)
{
	eventfd_t n;
	eventfd_read(d->poke, &n); /* nonblocking: the poke taken, if any */
	pthread_mutex_lock(&d->mu);
	bool failed = d->failed;
	pthread_mutex_unlock(&d->mu);
	if (failed)
		return ANNA_DISPLAY_GONE;
	brlapi_keyCode_t code;
	int r = brlapi__readKey(d->h, 0, &code);
	if (r < 0)
		return ANNA_DISPLAY_GONE;
	if (r == 0)
		return ANNA_DISPLAY_NONE;
	if ((code & BRLAPI_KEY_TYPE_MASK) == BRLAPI_KEY_TYPE_SYM) {
		/* typed: brltty made a character of the dots (its text table) */
		brlapi_keyCode_t sym = code & BRLAPI_KEY_CODE_MASK;
		if ((sym & BRLAPI_KEY_SYM_UNICODE) && (sym & ~BRLAPI_KEY_SYM_UNICODE) < 0x80)
			sym &= ~BRLAPI_KEY_SYM_UNICODE;
		unsigned ch = sym == BRLAPI_KEY_SYM_LINEFEED    ? '\n'
			      : sym == BRLAPI_KEY_SYM_BACKSPACE ? '\b'
			      : sym >= 0x20 && sym < 0x7f       ? (unsigned)sym
								: 0;
		if (!ch)
			return ANNA_DISPLAY_HANDLED; /* nothing anna reads: take the next */
		if (cell)
			*cell = ch;
		return ANNA_DISPLAY_TYPED;
	}
	if ((code & BRLAPI_KEY_TYPE_MASK) != BRLAPI_KEY_TYPE_CMD)
		return ANNA_DISPLAY_NONE;
	brlapi_keyCode_t cmd = code & BRLAPI_KEY_CODE_MASK;
	brlapi_keyCode_t blk = cmd & BRLAPI_KEY_CMD_BLK_MASK;
	for (size_t i = 0; i < d->n_bind; i++) {
		const struct binding *b = &d->bind[i];
		bool block = b->cmd == BRLAPI_KEY_CMD_ROUTE;
		if (block ? blk != b->cmd : cmd != b->cmd)
			continue;
		if (b->move != NO_MOVE) {
			move(d, b->move);
			return ANNA_DISPLAY_HANDLED;
		}
		if (block && cell)
			*cell = (unsigned)(cmd & BRLAPI_KEY_CMD_ARG_MASK);
		return b->action;
	}
	return ANNA_DISPLAY_NONE;
}

#else /* no libbrlapi in this build */

enum anna_status anna_display_open(const char *host, const char *auth, const char *keymap,
				   struct anna_display **out, struct anna_error *err)
{
	(void)host, (void)auth, (void)keymap, (void)out;
	return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_DISPLAY_UNBUILT);
}

void anna_display_close(struct anna_display *d)
{
	(void)d;
}

int anna_display_fd(const struct anna_display *d)
{
	(void)d;
	return -1;
}

unsigned anna_display_width(const struct anna_display *d)
{
	(void)d;
	return 0;
}

int anna_display_tag(const struct anna_display *d)
{
	(void)d;
	return -1;
}

int anna_display_show(struct anna_display *d, const uint8_t *cells, size_t n, int tag)
{
	(void)d, (void)cells, (void)n, (void)tag;
	return -EIO;
}

enum anna_display_action anna_display_key(struct anna_display *d, unsigned *cell)
{
	(void)d, (void)cell;
	return ANNA_DISPLAY_GONE;
}

#endif
