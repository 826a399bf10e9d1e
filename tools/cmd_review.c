/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_review.c: `anna review FILE.pgn`, the review of a game by a
 * UCI engine, offline (the same words as annad's review after a game).
 *
 * Every position of the first game in FILE is searched at a fixed depth
 * by the engine (daemon/engine.c, here waited for with poll: a tool may
 * wait); each move of the chosen side (default both) that lost at least
 * the threshold is printed as anna says it ("Move 12: you played ...
 * Better was ... It cost about 1.5 pawns."), then the game as annotated
 * PGN: [%eval] after every move, the engine's better move and $2 or $4 at
 * each mistake (to standard output, or --pgn FILE).
 * Exit: 0 done, 1 the engine failed, 2 bad arguments or a damaged file.
 */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/pgn.h"
#include "core/review.h"
#include "daemon/engine.h"
#include "daemon/loop.h"
#include "input/file.h"
#include "speech/render_review.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/report.h"

struct run {
	int fd;
	bool ready, done, failed;
	struct anna_engine_result last;
	struct anna_error err;
};

static int watch(void *ctx, int fd)
{
	((struct run *)ctx)->fd = fd;
	return 0;
}

static void unwatch(void *ctx, int fd)
{
	struct run *r = ctx;
	if (r->fd == fd)
		r->fd = -1;
}

static void on_result(void *ctx, const struct anna_engine_result *res)
{
	struct run *r = ctx;
	switch (res->kind) {
	case ANNA_ENGINE_READY:
		r->ready = true;
		break;
	case ANNA_ENGINE_RESULT:
		r->last = *res;
		r->done = true;
		break;
	case ANNA_ENGINE_FAILED:
		if (res->failure != ANNA_ENGINE_F_START)
			anna_tool_report_error(NULL, &res->err); /* said, and restarted */
		break;
	case ANNA_ENGINE_GAVE_UP:
		r->err = res->err;
		r->failed = true;
		break;
	}
}

/* Waits for the engine to be ready (want_ready) or for its answer; its
 * own deadlines bound the wait. */
static bool wait_for(struct anna_engine *e, struct run *r, bool want_ready)
{
	while (!(want_ready ? r->ready : r->done) && !r->failed) {
		uint64_t now = anna_loop_now_ms(), dl = anna_engine_deadline(e);
		int ms = dl <= now ? 0 : dl - now > 1000 ? 1000 : (int)(dl - now);
		struct pollfd p = { .fd = r->fd, .events = POLLIN };
		if (poll(&p, r->fd >= 0 ? 1 : 0, ms) > 0)
			anna_engine_readable(e, anna_loop_now_ms());
		anna_engine_tick(e, anna_loop_now_ms());
	}
	return !r->failed;
}

int anna_cmd_review(int argc, char **argv)
{
	const char *engine_arg = ANNA_ENGINE_DEFAULT_PATH, *depth_arg = "12", *threshold_arg = "150",
		   *side_arg = "both", *pgn_arg = NULL;
	const struct anna_tool_option opts[] = {
		{ "--engine", &engine_arg, NULL }, { "--depth", &depth_arg, NULL },
		{ "--threshold", &threshold_arg, NULL }, { "--side", &side_arg, NULL },
		{ "--pgn", &pgn_arg, NULL }, { NULL, NULL, NULL },
	};
	int nargs, rc;
	if ((rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs)) >= 0)
		return rc;
	long depth;
	if (anna_tool_number("--depth", depth_arg, 1, 60, &depth) < 0)
		return ANNA_EXIT_USAGE;
	static const char *const sides[] = { "white", "black", "both", NULL };
	int side = anna_tool_choice("--side", side_arg, sides);
	if (side < 0)
		return ANNA_EXIT_USAGE;
	struct anna_review_threshold threshold;
	struct anna_error err = { 0 };
	if (anna_review_threshold_parse(threshold_arg, &threshold, &err) != ANNA_OK) {
		anna_tool_report_error("--threshold", &err);
		return anna_tool_usage();
	}
	const char *path = argv[1];
	size_t len = 0;
	char *buf = anna_tool_read_file(path, &len);
	if (!buf) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, path, anna_input_errno_name(errno));
		return ANNA_EXIT_USAGE;
	}
	struct anna_pgn_reader rd;
	struct anna_pgn_game pg;
	anna_pgn_reader_init(&rd, buf, len, ANNA_EDITION_2017);
	enum anna_status st = anna_pgn_read(&rd, &pg, &err);
	free(buf);
	if (st != ANNA_OK) {
		if (st == ANNA_E_NOTFOUND)
			anna_error_set(&err, ANNA_E_NOTFOUND, ANNA_MSG_PGN_NO_GAMES);
		anna_tool_report_error(path, &err);
		return ANNA_EXIT_USAGE;
	}
	const struct anna_game *g = &pg.game;
	struct anna_review_pos *analysis = calloc(g->count + 1, sizeof(*analysis));
	if (!analysis) {
		anna_pgn_game_fini(&pg);
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		return ANNA_EXIT_FAIL;
	}
	struct run r = { .fd = -1 };
	struct anna_engine_config ec = { .path = engine_arg, .threads = 1 };
	anna_uci_level_parse("full", &ec.level, NULL);
	struct anna_engine_io io = { watch, unwatch, &r };
	struct anna_engine *e = NULL;
	rc = ANNA_EXIT_OK;
	if (anna_engine_new(&ec, &io, on_result, &r, anna_loop_now_ms(), &e) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		rc = ANNA_EXIT_FAIL;
	}
	if (rc == ANNA_EXIT_OK && !wait_for(e, &r, true)) {
		anna_tool_report_error(NULL, &r.err);
		rc = ANNA_EXIT_FAIL;
	}
	struct anna_uci_go go = { .depth = (unsigned)depth };
	for (size_t i = 0; rc == ANNA_EXIT_OK && i <= g->count; i++) {
		r.done = false;
		if (anna_engine_search(e, g, i, NULL, &go, i, anna_loop_now_ms()) != ANNA_OK ||
		    !wait_for(e, &r, false)) {
			anna_tool_report_error(NULL, &r.err);
			rc = ANNA_EXIT_FAIL;
			break;
		}
		analysis[i] = (struct anna_review_pos){ .valid = true, .best = r.last.best,
							.score = r.last.score };
		if (!r.last.score.valid && r.last.best == ANNA_MOVE_NONE) {
			/* no move and no score: mated or stalemate, from the game */
			struct anna_position p;
			anna_game_position_at(g, i, &p);
			analysis[i].score = (struct anna_uci_score){ .valid = true,
				.mate = anna_position_in_check(&p) };
		}
	}
	anna_engine_free(e);
	if (rc == ANNA_EXIT_OK) {
		const struct anna_profile *profile = anna_tool_profile();
		struct anna_review_mistake m[256];
		size_t n = anna_review_mistakes(g, analysis, side == 2 ? -1 : side, &threshold, m,
						sizeof(m) / sizeof(m[0]));
		if (n > sizeof(m) / sizeof(m[0]))
			n = sizeof(m) / sizeof(m[0]);
		struct anna_phrase ph;
		for (size_t k = 0; k < n && profile; k++)
			if (anna_render_review_mistake(profile, g, &m[k], threshold.win_chance, &ph) ==
			    ANNA_OK)
				printf("%s\n", ph.text);
		if (n == 0 && profile) {
			anna_phrase_clear(&ph);
			anna_phrase_add_format(&ph, profile, anna_msg_key(ANNA_MSG_REVIEW_NONE), NULL,
					       NULL, NULL);
			anna_phrase_finish(&ph, profile);
			printf("%s\n", ph.text);
		}
		if (profile)
			anna_render_review_annotate(profile, &pg, analysis, m, n, &threshold);
		size_t need = anna_pgn_write(&pg, NULL, 0) + 1;
		char *out = malloc(need);
		FILE *f = pgn_arg ? fopen(pgn_arg, "w") : stdout;
		if (!out || !f) {
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, pgn_arg ? pgn_arg : "-",
					 anna_input_errno_name(errno));
			rc = ANNA_EXIT_USAGE;
		} else {
			anna_pgn_write(&pg, out, need);
			if (!pgn_arg)
				putchar('\n');
			fputs(out, f);
		}
		if (f && f != stdout)
			fclose(f);
		free(out);
	}
	free(analysis);
	anna_pgn_game_fini(&pg);
	return rc;
}
