/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/engine.h: a UCI chess engine as a child process, driven from
 * annad's event loop (never a thread that blocks, never a wait).
 *
 * The engine runs with its stdin and stdout on non-blocking pipes (stderr
 * to /dev/null) at a lower priority (nice 10), so the daemon's key echoes
 * and announcements come first while it thinks. The daemon watches its
 * stdout fd in the loop (the io ops: the fd changes when the engine is
 * restarted) and calls anna_engine_readable(); it arms the loop's timer
 * for anna_engine_deadline() too and calls anna_engine_tick() then. The
 * lines are read and written by core/uci.
 *
 *   start: uci -> (id, option ...) uciok -> setoption (strength, threads)
 *          -> ucinewgame -> isready -> readyok: READY
 *   search: position ... -> go ... -> (info ...) bestmove: RESULT
 *
 * A failure — the engine cannot be started, exits (EOF on its stdout),
 * does not answer before the deadline, or writes a line core/uci refuses
 * (a bestmove that is not legal, control bytes) — is reported (FAILED,
 * with why) and the engine is started again; a search under way is sent
 * again to the new engine with its position. After max_restarts failures
 * in a row it is given up (GAVE_UP) and every later request is refused.
 * A successful answer resets the count.
 */
#ifndef ANNA_DAEMON_ENGINE_H
#define ANNA_DAEMON_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/game.h"
#include "core/uci.h"

#define ANNA_ENGINE_DEFAULT_PATH "/usr/games/stockfish"

struct anna_engine_config {
	const char *path;             /* the engine's program (NULL: the default) */
	struct anna_uci_level level;  /* its strength */
	unsigned threads;             /* Threads option; 0: the engine's default */
	unsigned hash_mb;             /* Hash option; 0: the engine's default */
	uint64_t timeout_ms;          /* handshake, and beyond a search's own
				       * limit; 0: 10 s */
	uint64_t search_timeout_ms;   /* a depth search with no time limit; 0: 60 s */
	unsigned max_restarts;        /* failures in a row before giving up; 0: 3 */
	int nice;                     /* the child's niceness; 0: 10 */
};

enum anna_engine_kind {
	ANNA_ENGINE_READY = 0,  /* name: the engine is up (after a restart too) */
	ANNA_ENGINE_RESULT,     /* tag, best, score, depth, pv: a search's answer */
	ANNA_ENGINE_FAILED,     /* failure, err: it is being started again */
	ANNA_ENGINE_GAVE_UP,    /* err: no more engine */
};

enum anna_engine_failure {
	ANNA_ENGINE_F_START = 0, /* cannot be started (err: engine.missing) */
	ANNA_ENGINE_F_CRASH,     /* it exited */
	ANNA_ENGINE_F_HANG,      /* no answer in time */
	ANNA_ENGINE_F_GARBAGE,   /* a line core/uci refuses (err says which) */
};

struct anna_engine_result {
	enum anna_engine_kind kind;
	const char *name;                /* READY: "Stockfish 15.1" */
	uint64_t tag;                    /* RESULT: the request's */
	uint16_t best;                   /* RESULT: ANNA_MOVE_NONE: no legal move */
	struct anna_uci_score score;     /* RESULT: the last multipv-1 score,
					  * the side to move's view */
	unsigned depth;
	uint16_t pv[ANNA_UCI_PV_MAX];
	size_t n_pv;
	enum anna_engine_failure failure;/* FAILED, GAVE_UP */
	struct anna_error err;           /* FAILED: engine.missing, engine.crashed,
					  * engine.hung, or for garbage the uci.*
					  * error of the line; GAVE_UP:
					  * engine.gave_up or engine.missing */
};

typedef void (*anna_engine_fn)(void *ctx, const struct anna_engine_result *r);

/* How the owner watches the engine's stdout (its loop). */
struct anna_engine_io {
	int (*watch)(void *ctx, int fd);   /* 0 or -errno */
	void (*unwatch)(void *ctx, int fd);
	void *ctx;
};

struct anna_engine;

/*
 * Starts the engine (the handshake goes on in the loop). A program that
 * cannot be started is not an error here: FAILED (start) and, after the
 * restarts, GAVE_UP come through fn like every other failure, from
 * anna_engine_tick(). -ENOMEM only.
 */
int anna_engine_new(const struct anna_engine_config *config, const struct anna_engine_io *io,
		    anna_engine_fn fn, void *ctx, uint64_t now_ms, struct anna_engine **out);
/* Sends quit, waits a little, kills it if it is still there. NULL is fine. */
void anna_engine_free(struct anna_engine *e);

/* The engine's strength from now on (sent at once when idle, else before
 * the next search). */
void anna_engine_set_level(struct anna_engine *e, const struct anna_uci_level *level);

/*
 * Asks for the best move in the position after the game's first `plies`
 * plies (game non-NULL) or in pos (game NULL: a position off the game, a
 * threat), searched with go. One search at a time: ANNA_E_STATE while one
 * is under way, ANNA_E_UNSUPPORTED once given up. The answer comes with tag.
 */
enum anna_status anna_engine_search(struct anna_engine *e, const struct anna_game *game,
				    size_t plies, const struct anna_position *pos,
				    const struct anna_uci_go *go, uint64_t tag, uint64_t now_ms);
/* Drops the search under way (its bestmove is read and thrown away). */
void anna_engine_cancel(struct anna_engine *e);
/* Is a search under way (asked and not answered)? */
bool anna_engine_busy(const struct anna_engine *e);
/* Given up? */
bool anna_engine_gone(const struct anna_engine *e);
/* The engine's name once READY ("" before). */
const char *anna_engine_name(const struct anna_engine *e);

/* The engine's stdout is readable (or hung up). */
void anna_engine_readable(struct anna_engine *e, uint64_t now_ms);
/* The earliest deadline (ms, the caller's monotonic base); UINT64_MAX none. */
uint64_t anna_engine_deadline(const struct anna_engine *e);
/* Handles a deadline reached at now_ms. */
void anna_engine_tick(struct anna_engine *e, uint64_t now_ms);

#endif
