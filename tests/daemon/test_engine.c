/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_engine.c: the engine driver (daemon/engine.c) against
 * the fake UCI engine (tests/daemon/fake_uci.c) on every path: the
 * handshake and the strength options, a search, an engine that crashes,
 * hangs, writes garbage or an illegal move (each restarted and the search
 * sent again with its position), one that cannot be started, giving up
 * after the restarts, a busy engine and a cancelled search. Every wait is
 * bounded.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "core/movegen.h"
#include "core/notation.h"
#include "daemon/engine.h"

#define MAX_RESULTS 32

struct harness {
	int fd;
	struct anna_engine_result r[MAX_RESULTS];
	size_t n;
	char dir[64], state[96], log[96];
};

static uint64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static int watch(void *ctx, int fd)
{
	((struct harness *)ctx)->fd = fd;
	return 0;
}

static void unwatch(void *ctx, int fd)
{
	struct harness *h = ctx;
	if (h->fd == fd)
		h->fd = -1;
}

static void on_result(void *ctx, const struct anna_engine_result *r)
{
	struct harness *h = ctx;
	if (h->n < MAX_RESULTS)
		h->r[h->n++] = *r;
}

/* Runs the engine until n results came, at most max_ms. */
static void run(struct anna_engine *e, struct harness *h, size_t n, uint64_t max_ms)
{
	uint64_t end = now_ms() + max_ms;
	while (h->n < n && now_ms() < end) {
		uint64_t t = now_ms(), dl = anna_engine_deadline(e);
		int wait = dl <= t ? 0 : dl - t > 50 ? 50 : (int)(dl - t);
		struct pollfd p = { .fd = h->fd, .events = POLLIN };
		int r = poll(&p, h->fd >= 0 ? 1 : 0, wait);
		if (r > 0)
			anna_engine_readable(e, now_ms());
		anna_engine_tick(e, now_ms());
	}
}

static struct anna_engine *start(struct harness *h, const char *script, const char *path,
				  const char *level, uint64_t timeout_ms)
{
	memset(h, 0, sizeof(*h));
	h->fd = -1;
	snprintf(h->dir, sizeof(h->dir), "/tmp/anna-test-engine-XXXXXX");
	assert_non_null(mkdtemp(h->dir));
	snprintf(h->state, sizeof(h->state), "%s/state", h->dir);
	snprintf(h->log, sizeof(h->log), "%s/log", h->dir);
	setenv("FAKE_UCI_STATE", h->state, 1);
	setenv("FAKE_UCI_LOG", h->log, 1);
	if (script)
		setenv("FAKE_UCI_SCRIPT", script, 1);
	else
		unsetenv("FAKE_UCI_SCRIPT");
	struct anna_engine_config cfg = { .path = path ? path : FAKE_UCI, .timeout_ms = timeout_ms,
					  .threads = 2 };
	assert_int_equal(anna_uci_level_parse(level ? level : "club", &cfg.level, NULL), ANNA_OK);
	struct anna_engine_io io = { watch, unwatch, h };
	struct anna_engine *e = NULL;
	assert_int_equal(anna_engine_new(&cfg, &io, on_result, h, now_ms(), &e), 0);
	return e;
}

static void finish(struct anna_engine *e, struct harness *h)
{
	anna_engine_free(e);
	unlink(h->state);
	unlink(h->log);
	rmdir(h->dir);
}

/* The fake's log: what the driver sent. */
static char *sent(const struct harness *h)
{
	static char buf[65536];
	FILE *f = fopen(h->log, "r");
	size_t n = f ? fread(buf, 1, sizeof(buf) - 1, f) : 0;
	buf[n] = '\0';
	if (f)
		fclose(f);
	return buf;
}

/* A game of e2e4. */
static void one_move_game(struct anna_game *g)
{
	uint16_t m;
	assert_int_equal(anna_game_init(g, ANNA_EDITION_2017, NULL), ANNA_OK);
	assert_int_equal(anna_notation_read_uci(&g->pos, "e2e4", &m, NULL), ANNA_OK);
	assert_int_equal(anna_game_append(g, m, 0), ANNA_OK);
}

static uint16_t first_legal(const struct anna_game *g)
{
	uint16_t moves[ANNA_MAX_MOVES];
	assert_true(anna_movegen_legal(&g->pos, moves) > 0);
	return moves[0];
}

static void test_handshake_and_search(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, NULL, NULL, "club", 0);
	run(e, &h, 1, 5000);
	assert_int_equal(h.n, 1);
	assert_int_equal(h.r[0].kind, ANNA_ENGINE_READY);
	assert_string_equal(h.r[0].name, "Fake UCI 1.0");
	assert_string_equal(anna_engine_name(e), "Fake UCI 1.0");
	struct anna_game g;
	one_move_game(&g);
	struct anna_uci_go go = { .depth = 3 };
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 42, now_ms()), ANNA_OK);
	assert_true(anna_engine_busy(e));
	/* one at a time */
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 43, now_ms()), ANNA_E_STATE);
	run(e, &h, 2, 5000);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.r[1].kind, ANNA_ENGINE_RESULT);
	assert_int_equal(h.r[1].tag, 42);
	assert_int_equal(h.r[1].best, first_legal(&g));
	assert_true(h.r[1].score.valid);
	assert_int_equal(h.r[1].score.value, 0);
	assert_int_equal(h.r[1].depth, 1);
	assert_int_equal(h.r[1].n_pv, 1);
	assert_false(anna_engine_busy(e));
	const char *log = sent(&h);
	assert_non_null(strstr(log, " uci\n"));
	assert_non_null(strstr(log, " setoption name Threads value 2\n"));
	assert_non_null(strstr(log, " setoption name UCI_LimitStrength value true\n"));
	assert_non_null(strstr(log, " setoption name UCI_Elo value 1600\n"));
	assert_non_null(strstr(log, " ucinewgame\n"));
	assert_non_null(strstr(log, " position startpos moves e2e4\n"));
	assert_non_null(strstr(log, " go depth 3\n"));
	anna_game_fini(&g);
	finish(e, &h);
}

static void test_levels_below_elo_floor(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, NULL, NULL, "1000", 0);
	run(e, &h, 1, 5000);
	const char *log = sent(&h);
	assert_non_null(strstr(log, " setoption name UCI_LimitStrength value false\n"));
	assert_non_null(strstr(log, " setoption name Skill Level value 4\n"));
	assert_null(strstr(log, "UCI_Elo value"));
	finish(e, &h);
	e = start(&h, NULL, NULL, "full", 0);
	run(e, &h, 1, 5000);
	log = sent(&h);
	assert_non_null(strstr(log, " setoption name Skill Level value 20\n"));
	assert_non_null(strstr(log, " setoption name UCI_LimitStrength value false\n"));
	finish(e, &h);
}

/* A failure at the first go: FAILED, a new process, the position sent
 * again to it, the answer with the request's tag. */
static void failure_then_answer(const char *script, enum anna_engine_failure f,
				enum anna_msg msg, uint64_t timeout_ms)
{
	struct harness h;
	struct anna_engine *e = start(&h, script, NULL, "club", timeout_ms);
	run(e, &h, 1, 5000);
	struct anna_game g;
	one_move_game(&g);
	struct anna_uci_go go = { .movetime_ms = 100 };
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 7, now_ms()), ANNA_OK);
	run(e, &h, 4, 10000);
	assert_int_equal(h.n, 4);
	assert_int_equal(h.r[1].kind, ANNA_ENGINE_FAILED);
	assert_int_equal(h.r[1].failure, f);
	assert_int_equal(h.r[1].err.msg, msg);
	assert_int_equal(h.r[2].kind, ANNA_ENGINE_READY);
	assert_int_equal(h.r[3].kind, ANNA_ENGINE_RESULT);
	assert_int_equal(h.r[3].tag, 7);
	assert_int_equal(h.r[3].best, first_legal(&g));
	/* two processes were each sent the position */
	const char *log = sent(&h);
	const char *p1 = strstr(log, " position startpos moves e2e4\n");
	assert_non_null(p1);
	assert_non_null(strstr(p1 + 1, " position startpos moves e2e4\n"));
	anna_game_fini(&g);
	finish(e, &h);
}

static void test_crash(void **state)
{
	(void)state;
	failure_then_answer("1:crash", ANNA_ENGINE_F_CRASH, ANNA_MSG_ENGINE_CRASHED, 0);
}

static void test_hang(void **state)
{
	(void)state;
	uint64_t t0 = now_ms();
	/* the timeout also bounds the new process's handshake: long enough
	 * for a sanitizer build on a loaded machine */
	failure_then_answer("1:hang", ANNA_ENGINE_F_HANG, ANNA_MSG_ENGINE_HUNG, 1500);
	/* movetime 100 + timeout 1500: given up on well before the search's
	 * own 10 s bound */
	assert_true(now_ms() - t0 < 6000);
}

static void test_garbage(void **state)
{
	(void)state;
	failure_then_answer("1:garbage", ANNA_ENGINE_F_GARBAGE, ANNA_MSG_UCI_GARBAGE, 0);
}

static void test_illegal(void **state)
{
	(void)state;
	failure_then_answer("1:illegal", ANNA_ENGINE_F_GARBAGE, ANNA_MSG_UCI_BESTMOVE, 0);
}

static void test_hang_at_start(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, "u1:hang", NULL, "club", 1500);
	run(e, &h, 2, 5000);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.r[0].kind, ANNA_ENGINE_FAILED);
	assert_int_equal(h.r[0].failure, ANNA_ENGINE_F_HANG);
	assert_int_equal(h.r[1].kind, ANNA_ENGINE_READY);
	finish(e, &h);
}

static void test_noise_is_ignored(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, "1:noise,2:slow", NULL, "club", 0);
	run(e, &h, 1, 5000);
	struct anna_game g;
	one_move_game(&g);
	struct anna_uci_go go = { .depth = 1 };
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 1, now_ms()), ANNA_OK);
	run(e, &h, 2, 5000);
	assert_int_equal(h.r[1].kind, ANNA_ENGINE_RESULT);
	/* a slow answer within the limit is no failure */
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 2, now_ms()), ANNA_OK);
	run(e, &h, 3, 5000);
	assert_int_equal(h.n, 3);
	assert_int_equal(h.r[2].kind, ANNA_ENGINE_RESULT);
	assert_int_equal(h.r[2].tag, 2);
	anna_game_fini(&g);
	finish(e, &h);
}

static void test_gives_up(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, "1:crash,2:crash,3:crash,4:crash", NULL, "club", 0);
	run(e, &h, 1, 5000);
	struct anna_game g;
	one_move_game(&g);
	struct anna_uci_go go = { .depth = 1 };
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 1, now_ms()), ANNA_OK);
	run(e, &h, 8, 10000);
	/* READY, then (FAILED, READY) x 3, then GAVE_UP */
	assert_int_equal(h.n, 8);
	for (size_t i = 1; i < 7; i += 2) {
		assert_int_equal(h.r[i].kind, ANNA_ENGINE_FAILED);
		assert_int_equal(h.r[i + 1].kind, ANNA_ENGINE_READY);
	}
	assert_int_equal(h.r[7].kind, ANNA_ENGINE_GAVE_UP);
	assert_int_equal(h.r[7].err.msg, ANNA_MSG_ENGINE_GAVE_UP);
	assert_true(anna_engine_gone(e));
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 2, now_ms()),
			 ANNA_E_UNSUPPORTED);
	anna_game_fini(&g);
	finish(e, &h);
}

static void test_missing_program(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, NULL, "/nonexistent/engine", "club", 0);
	run(e, &h, 2, 2000);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.r[0].kind, ANNA_ENGINE_FAILED);
	assert_int_equal(h.r[0].failure, ANNA_ENGINE_F_START);
	assert_int_equal(h.r[0].err.msg, ANNA_MSG_ENGINE_MISSING);
	assert_string_equal(h.r[0].err.args[0], "/nonexistent/engine");
	assert_string_equal(h.r[0].err.args[1], "ENOENT");
	assert_int_equal(h.r[1].kind, ANNA_ENGINE_GAVE_UP);
	assert_true(anna_engine_gone(e));
	finish(e, &h);
}

static void test_cancel_and_off_game_position(void **state)
{
	(void)state;
	struct harness h;
	struct anna_engine *e = start(&h, "1:slow", NULL, "club", 0);
	run(e, &h, 1, 5000);
	struct anna_game g;
	one_move_game(&g);
	struct anna_uci_go go = { .depth = 1 };
	assert_int_equal(anna_engine_search(e, &g, g.count, NULL, &go, 1, now_ms()), ANNA_OK);
	anna_engine_cancel(e);
	/* the cancelled answer is read and thrown away */
	run(e, &h, 2, 800);
	assert_int_equal(h.n, 1);
	assert_false(anna_engine_busy(e));
	/* a position off the game (a threat: the other side to move) */
	struct anna_position p = g.pos;
	p.side = ANNA_WHITE;
	p.ep = ANNA_NO_SQ;
	anna_position_rehash(&p);
	assert_int_equal(anna_engine_search(e, NULL, 0, &p, &go, 5, now_ms()), ANNA_OK);
	run(e, &h, 2, 5000);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.r[1].tag, 5);
	assert_int_equal(anna_move_from(h.r[1].best) / 8 < 4 ? 1 : 0, 1); /* a White move */
	assert_non_null(strstr(sent(&h), " position fen "));
	anna_game_fini(&g);
	finish(e, &h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_handshake_and_search),
		cmocka_unit_test(test_levels_below_elo_floor),
		cmocka_unit_test(test_crash),
		cmocka_unit_test(test_hang),
		cmocka_unit_test(test_garbage),
		cmocka_unit_test(test_illegal),
		cmocka_unit_test(test_hang_at_start),
		cmocka_unit_test(test_noise_is_ignored),
		cmocka_unit_test(test_gives_up),
		cmocka_unit_test(test_missing_program),
		cmocka_unit_test(test_cancel_and_off_game_position),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
