/* SPDX-License-Identifier: GPL-3.0-or-later */
/* daemon/engine.c: a UCI engine as a child process (see engine.h). */
#include "daemon/engine.h"
#include "daemon/sched.h"

#include "core/fen.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define DEFAULT_TIMEOUT_MS 10000
#define DEFAULT_SEARCH_TIMEOUT_MS 60000
#define DEFAULT_RESTARTS 3
#define DEFAULT_NICE 10
#define OUT_MAX 16384

enum state {
	ST_DOWN = 0,    /* no process (between a failure and the restart) */
	ST_UCI,         /* uci sent, waiting for uciok */
	ST_READY,       /* options sent, isready sent, waiting for readyok */
	ST_IDLE,
	ST_SEARCH,      /* go sent, waiting for bestmove */
	ST_CANCEL,      /* stop sent, its bestmove is thrown away */
	ST_GONE,        /* given up */
};

struct anna_engine {
	struct anna_engine_config cfg;
	char path[512];
	struct anna_engine_io io;
	anna_engine_fn fn;
	void *ctx;
	enum state state;
	pid_t pid;
	int in_fd, out_fd;           /* our ends: write to its stdin, read its stdout */
	char line[ANNA_UCI_LINE_MAX + 2];
	size_t line_len;
	bool line_too_long;
	uint64_t deadline;
	unsigned failures;           /* in a row */
	char name[ANNA_UCI_NAME_MAX];
	long elo_min, elo_max;       /* UCI_Elo's range, 0 if the engine has none */
	bool has_skill, has_limit, has_threads, has_hash;
	bool level_dirty;
	/* the search asked (kept to send again after a restart) */
	bool pending;                /* a search is asked and not answered */
	char position[OUT_MAX];
	char go[256];
	struct anna_position pos;    /* the position searched */
	struct anna_uci_go go_limits;
	uint64_t tag;
	struct anna_engine_result acc; /* info gathered during the search */
	/* a failure to report from tick (start) */
	bool report_gone;
	struct anna_error gone_err;
};

static uint64_t timeout(const struct anna_engine *e)
{
	return e->cfg.timeout_ms ? e->cfg.timeout_ms : DEFAULT_TIMEOUT_MS;
}

/* ---- the process ---------------------------------------------------------- */

static void reap(struct anna_engine *e, bool kill_it)
{
	if (e->out_fd >= 0) {
		if (e->io.unwatch)
			e->io.unwatch(e->io.ctx, e->out_fd);
		close(e->out_fd);
		e->out_fd = -1;
	}
	if (e->in_fd >= 0) {
		close(e->in_fd);
		e->in_fd = -1;
	}
	if (e->pid > 0) {
		if (kill_it)
			kill(e->pid, SIGKILL);
		/* after SIGKILL or EOF the child is gone or going: a short wait */
		for (int i = 0; i < 200; i++) {
			pid_t r = waitpid(e->pid, NULL, WNOHANG);
			if (r == e->pid || (r < 0 && errno != EINTR))
				break;
			if (i == 50 && !kill_it)
				kill(e->pid, SIGKILL);
			struct timespec ts = { 0, 1000000 };
			nanosleep(&ts, NULL);
		}
		e->pid = -1;
	}
	e->line_len = 0;
	e->line_too_long = false;
}

/* fork + exec with the pipes; -errno of the exec reported through a
 * close-on-exec pipe. */
static int spawn(struct anna_engine *e)
{
	int to_child[2], from_child[2], status[2];
	if (pipe2(to_child, O_CLOEXEC) < 0)
		return -errno;
	if (pipe2(from_child, O_CLOEXEC) < 0) {
		int r = -errno;
		close(to_child[0]);
		close(to_child[1]);
		return r;
	}
	if (pipe2(status, O_CLOEXEC) < 0) {
		int r = -errno;
		close(to_child[0]);
		close(to_child[1]);
		close(from_child[0]);
		close(from_child[1]);
		return r;
	}
	pid_t pid = fork();
	if (pid < 0) {
		int r = -errno;
		close(to_child[0]);
		close(to_child[1]);
		close(from_child[0]);
		close(from_child[1]);
		close(status[0]);
		close(status[1]);
		return r;
	}
	if (pid == 0) {
		/* the child: its own signals back, dies with annad, niced */
		sigset_t all;
		sigemptyset(&all);
		sigprocmask(SIG_SETMASK, &all, NULL);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		anna_sched_background(e->cfg.nice ? e->cfg.nice : DEFAULT_NICE);
		dup2(to_child[0], 0);
		dup2(from_child[1], 1);
		int null = open("/dev/null", O_WRONLY);
		if (null >= 0)
			dup2(null, 2);
		char *argv[] = { e->path, NULL };
		execv(e->path, argv);
		int err = errno;
		if (write(status[1], &err, sizeof(err)) < 0)
			_exit(127);
		_exit(127);
	}
	close(to_child[0]);
	close(from_child[1]);
	close(status[1]);
	int child_err = 0;
	ssize_t n;
	do
		n = read(status[0], &child_err, sizeof(child_err));
	while (n < 0 && errno == EINTR);
	close(status[0]);
	if (n == (ssize_t)sizeof(child_err)) {
		close(to_child[1]);
		close(from_child[0]);
		waitpid(pid, NULL, 0);
		return -child_err;
	}
	e->pid = pid;
	e->in_fd = to_child[1];
	e->out_fd = from_child[0];
	fcntl(e->in_fd, F_SETFL, fcntl(e->in_fd, F_GETFL) | O_NONBLOCK);
	fcntl(e->out_fd, F_SETFL, fcntl(e->out_fd, F_GETFL) | O_NONBLOCK);
	if (e->io.watch) {
		int r = e->io.watch(e->io.ctx, e->out_fd);
		if (r < 0) {
			reap(e, true);
			return r;
		}
	}
	return 0;
}

static void fail(struct anna_engine *e, enum anna_engine_failure f, const struct anna_error *why,
		 uint64_t now_ms);

/* Writes text to the engine at once; a pipe that does not take it means
 * the engine reads nothing any more. */
static bool send_text(struct anna_engine *e, const char *text, uint64_t now_ms)
{
	size_t len = strlen(text), off = 0;
	while (off < len) {
		ssize_t n = write(e->in_fd, text + off, len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			fail(e, errno == EPIPE ? ANNA_ENGINE_F_CRASH : ANNA_ENGINE_F_HANG, NULL, now_ms);
			return false;
		}
		off += (size_t)n;
	}
	return true;
}

static void report(struct anna_engine *e, const struct anna_engine_result *r)
{
	if (e->fn)
		e->fn(e->ctx, r);
}

static void start(struct anna_engine *e, uint64_t now_ms)
{
	int r = spawn(e);
	if (r < 0) {
		/* a program that cannot be run will not run on a retry */
		anna_error_set(&e->gone_err, ANNA_E_NOTFOUND, ANNA_MSG_ENGINE_MISSING, e->path,
			       strerrorname_np(-r) ? strerrorname_np(-r) : "EIO");
		e->state = ST_GONE;
		e->report_gone = true;
		e->deadline = now_ms;
		return;
	}
	e->state = ST_UCI;
	e->name[0] = '\0';
	e->elo_min = e->elo_max = 0;
	e->has_skill = e->has_limit = e->has_threads = e->has_hash = false;
	e->level_dirty = true;
	e->deadline = now_ms + timeout(e);
	send_text(e, "uci\n", now_ms);
}

/* A failure: reported, then a restart (or giving up). */
static void fail(struct anna_engine *e, enum anna_engine_failure f, const struct anna_error *why,
		 uint64_t now_ms)
{
	reap(e, true);
	struct anna_engine_result r = { .kind = ANNA_ENGINE_FAILED, .failure = f };
	if (why)
		r.err = *why;
	else
		anna_error_set(&r.err, ANNA_E_STATE,
			       f == ANNA_ENGINE_F_HANG ? ANNA_MSG_ENGINE_HUNG : ANNA_MSG_ENGINE_CRASHED);
	e->failures++;
	unsigned max = e->cfg.max_restarts ? e->cfg.max_restarts : DEFAULT_RESTARTS;
	if (e->failures > max) {
		e->state = ST_GONE;
		e->pending = false;
		e->deadline = UINT64_MAX;
		r.kind = ANNA_ENGINE_GAVE_UP;
		anna_error_set(&r.err, ANNA_E_STATE, ANNA_MSG_ENGINE_GAVE_UP);
		report(e, &r);
		return;
	}
	if (e->state == ST_CANCEL)
		e->pending = false;
	e->state = ST_DOWN;
	report(e, &r);
	if (e->state == ST_DOWN) /* the callback may have freed nothing but asked more */
		start(e, now_ms);
}

/* ---- the conversation ------------------------------------------------------- */

/* setoption with a number or a word; false when the engine failed. */
static bool set_option(struct anna_engine *e, const char *name, long num, const char *word,
		       uint64_t now_ms)
{
	char buf[160], v[24];
	if (!word) {
		snprintf(v, sizeof(v), "%ld", num);
		word = v;
	}
	anna_uci_setoption(name, word, buf, sizeof(buf));
	return send_text(e, buf, now_ms);
}

static void send_options(struct anna_engine *e, uint64_t now_ms)
{
	const struct anna_uci_level *l = &e->cfg.level;
	if (e->has_threads && e->cfg.threads && !set_option(e, "Threads", e->cfg.threads, NULL, now_ms))
		return;
	if (e->has_hash && e->cfg.hash_mb && !set_option(e, "Hash", e->cfg.hash_mb, NULL, now_ms))
		return;
	int elo = 0, skill = l->skill;
	if (l->elo > 0)
		anna_uci_elo_to_options(l->elo, e->has_limit ? e->elo_min : 0,
					e->has_limit ? e->elo_max : 0, &elo, &skill);
	if (e->has_limit &&
	    !set_option(e, "UCI_LimitStrength", 0, elo ? "true" : "false", now_ms))
		return;
	if (elo && !set_option(e, "UCI_Elo", elo, NULL, now_ms))
		return;
	if (e->has_skill && !set_option(e, "Skill Level", skill >= 0 ? skill : 20, NULL, now_ms))
		return;
	e->level_dirty = false;
}

static uint64_t search_deadline(const struct anna_engine *e, uint64_t now_ms)
{
	const struct anna_uci_go *g = &e->go_limits;
	uint64_t limit;
	if (g->movetime_ms)
		limit = g->movetime_ms;
	else if (g->clock)
		limit = e->pos.side == ANNA_WHITE ? g->wtime_ms + g->winc_ms : g->btime_ms + g->binc_ms;
	else
		limit = e->cfg.search_timeout_ms ? e->cfg.search_timeout_ms : DEFAULT_SEARCH_TIMEOUT_MS;
	return now_ms + limit + timeout(e);
}

static void send_search(struct anna_engine *e, uint64_t now_ms)
{
	if (e->level_dirty) {
		send_options(e, now_ms);
		if (e->state != ST_IDLE)
			return;
	}
	memset(&e->acc, 0, sizeof(e->acc));
	if (!send_text(e, e->position, now_ms) || !send_text(e, e->go, now_ms))
		return;
	e->state = ST_SEARCH;
	e->deadline = search_deadline(e, now_ms);
}

static void got_line(struct anna_engine *e, const char *line, uint64_t now_ms)
{
	struct anna_uci_msg m;
	struct anna_error err = { 0 };
	const struct anna_position *pos =
		(e->state == ST_SEARCH || e->state == ST_CANCEL) ? &e->pos : NULL;
	if (anna_uci_parse(pos, line, &m, &err) != ANNA_OK) {
		fail(e, ANNA_ENGINE_F_GARBAGE, &err, now_ms); /* err: the uci.* message */
		return;
	}
	switch (m.type) {
	case ANNA_UCI_R_ID_NAME:
		snprintf(e->name, sizeof(e->name), "%s", m.name);
		break;
	case ANNA_UCI_R_OPTION:
		if (!strcmp(m.name, "UCI_Elo") && m.option_type == ANNA_UCI_OPT_SPIN) {
			e->elo_min = m.min;
			e->elo_max = m.max;
		} else if (!strcmp(m.name, "UCI_LimitStrength")) {
			e->has_limit = true;
		} else if (!strcmp(m.name, "Skill Level")) {
			e->has_skill = true;
		} else if (!strcmp(m.name, "Threads")) {
			e->has_threads = true;
		} else if (!strcmp(m.name, "Hash")) {
			e->has_hash = true;
		}
		break;
	case ANNA_UCI_R_UCIOK:
		if (e->state != ST_UCI)
			break;
		send_options(e, now_ms);
		if (e->state != ST_UCI)
			return;
		if (!send_text(e, "ucinewgame\nisready\n", now_ms))
			return;
		e->state = ST_READY;
		e->deadline = now_ms + timeout(e);
		break;
	case ANNA_UCI_R_READYOK:
		if (e->state != ST_READY)
			break;
		e->state = ST_IDLE;
		e->deadline = UINT64_MAX;
		{
			struct anna_engine_result r = { .kind = ANNA_ENGINE_READY, .name = e->name };
			report(e, &r);
		}
		if (e->state == ST_IDLE && e->pending)
			send_search(e, now_ms); /* the search asked before a restart */
		break;
	case ANNA_UCI_R_INFO:
		if (e->state == ST_SEARCH && m.multipv == 1) {
			if (m.depth)
				e->acc.depth = m.depth;
			if (m.score.valid)
				e->acc.score = m.score;
			if (m.n_pv) {
				memcpy(e->acc.pv, m.pv, sizeof(m.pv));
				e->acc.n_pv = m.n_pv;
			}
		}
		break;
	case ANNA_UCI_R_BESTMOVE:
		if (e->state == ST_CANCEL) {
			e->state = ST_IDLE;
			e->pending = false;
			e->deadline = UINT64_MAX;
			break;
		}
		if (e->state != ST_SEARCH)
			break;
		e->state = ST_IDLE;
		e->pending = false;
		e->deadline = UINT64_MAX;
		e->failures = 0;
		{
			struct anna_engine_result r = e->acc;
			r.kind = ANNA_ENGINE_RESULT;
			r.tag = e->tag;
			r.best = m.best;
			report(e, &r);
		}
		break;
	case ANNA_UCI_R_NONE:
		break;
	}
}

void anna_engine_readable(struct anna_engine *e, uint64_t now_ms)
{
	char buf[4096];
	for (;;) {
		if (e->out_fd < 0)
			return;
		ssize_t n = read(e->out_fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return;
		if (n <= 0) {
			fail(e, ANNA_ENGINE_F_CRASH, NULL, now_ms);
			return;
		}
		for (ssize_t i = 0; i < n; i++) {
			char c = buf[i];
			if (c == '\n') {
				if (e->line_too_long) {
					char col[16];
					struct anna_error err = { 0 };
					snprintf(col, sizeof(col), "%d", ANNA_UCI_LINE_MAX + 1);
					anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_UCI_GARBAGE, col);
					fail(e, ANNA_ENGINE_F_GARBAGE, &err, now_ms);
					return;
				}
				e->line[e->line_len] = '\0';
				e->line_len = 0;
				enum state before = e->state;
				pid_t pid = e->pid;
				got_line(e, e->line, now_ms);
				/* a failure restarted the process: the rest of
				 * this buffer was the old one's */
				if (e->pid != pid || (before != ST_GONE && e->state == ST_GONE))
					return;
			} else if (e->line_len < ANNA_UCI_LINE_MAX) {
				e->line[e->line_len++] = c == '\0' ? '\x01' : c;
			} else {
				e->line_too_long = true;
			}
		}
	}
}

uint64_t anna_engine_deadline(const struct anna_engine *e)
{
	return e->deadline;
}

void anna_engine_tick(struct anna_engine *e, uint64_t now_ms)
{
	if (now_ms < e->deadline)
		return;
	if (e->report_gone) {
		e->report_gone = false;
		e->deadline = UINT64_MAX;
		struct anna_engine_result r = { .kind = ANNA_ENGINE_FAILED,
						.failure = ANNA_ENGINE_F_START, .err = e->gone_err };
		report(e, &r);
		r.kind = ANNA_ENGINE_GAVE_UP;
		report(e, &r);
		return;
	}
	switch (e->state) {
	case ST_UCI:
	case ST_READY:
	case ST_SEARCH:
	case ST_CANCEL:
		fail(e, ANNA_ENGINE_F_HANG, NULL, now_ms);
		break;
	default:
		e->deadline = UINT64_MAX;
		break;
	}
}

/* ---- the owner's requests --------------------------------------------------- */

int anna_engine_new(const struct anna_engine_config *config, const struct anna_engine_io *io,
		    anna_engine_fn fn, void *ctx, uint64_t now_ms, struct anna_engine **out)
{
	struct anna_engine *e = calloc(1, sizeof(*e));
	if (!e)
		return -ENOMEM;
	e->cfg = *config;
	snprintf(e->path, sizeof(e->path), "%s", config->path ? config->path : ANNA_ENGINE_DEFAULT_PATH);
	e->cfg.path = e->path;
	if (io)
		e->io = *io;
	e->fn = fn;
	e->ctx = ctx;
	e->pid = -1;
	e->in_fd = e->out_fd = -1;
	e->deadline = UINT64_MAX;
	/* a dead engine's pipe must not kill annad */
	signal(SIGPIPE, SIG_IGN);
	start(e, now_ms);
	*out = e;
	return 0;
}

void anna_engine_free(struct anna_engine *e)
{
	if (!e)
		return;
	if (e->in_fd >= 0) {
		ssize_t n = write(e->in_fd, "quit\n", 5);
		(void)n;
	}
	reap(e, false);
	free(e);
}

void anna_engine_set_level(struct anna_engine *e, const struct anna_uci_level *level)
{
	e->cfg.level = *level;
	e->level_dirty = true;
	if (e->state == ST_IDLE)
		send_options(e, 0);
}

enum anna_status anna_engine_search(struct anna_engine *e, const struct anna_game *game,
				    size_t plies, const struct anna_position *pos,
				    const struct anna_uci_go *go, uint64_t tag, uint64_t now_ms)
{
	if (e->state == ST_GONE)
		return ANNA_E_UNSUPPORTED;
	if (e->pending)
		return ANNA_E_STATE;
	if (game) {
		if (anna_uci_position(game, plies, e->position, sizeof(e->position)) != ANNA_OK)
			return ANNA_E_SPACE;
		if (anna_game_position_at(game, plies, &e->pos) != ANNA_OK)
			return ANNA_E_RANGE;
	} else {
		char fen[128];
		anna_fen_write(pos, fen, sizeof(fen));
		snprintf(e->position, sizeof(e->position), "position fen %s\n", fen);
		e->pos = *pos;
	}
	if (anna_uci_go(go, e->go, sizeof(e->go)) != ANNA_OK)
		return ANNA_E_SPACE;
	e->go_limits = *go;
	e->tag = tag;
	e->pending = true;
	if (e->state == ST_IDLE)
		send_search(e, now_ms);
	return ANNA_OK;
}

void anna_engine_cancel(struct anna_engine *e)
{
	if (!e->pending)
		return;
	if (e->state == ST_SEARCH) {
		e->state = ST_CANCEL;
		ssize_t n = write(e->in_fd, "stop\n", 5);
		(void)n;
	} else if (e->state != ST_CANCEL) {
		e->pending = false; /* not sent yet: forgotten */
	}
}

bool anna_engine_busy(const struct anna_engine *e)
{
	return e->pending;
}

bool anna_engine_gone(const struct anna_engine *e)
{
	return e->state == ST_GONE;
}

const char *anna_engine_name(const struct anna_engine *e)
{
	return e->name;
}
