/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_replay.c: anna replay, a game played again from its device
 * recordings through the same driver annad runs (driver/driver.h).
 *
 *   anna replay --device vi-board=b.evemu --device vi-keypad=k.evemu ...
 *
 * The recordings (evemu text, input/evemu.h) share one time base: their
 * events are merged by timestamp, never shifted per file, and fed to the
 * driver with their timestamps as time; deadlines that fall between two
 * events (debounce, the keypad's confirmations, the clock) are handled in
 * order on the way. A board recording's first frame is the holes' state
 * when it opened (docs/sensor-board.md). The game is started at the first timestamp.
 *
 * Output: the transcript on stdout ("<seconds> <listener> <words>", what
 * each person heard), and with --pgn the game in PGN with [%clk] after
 * every ply. Errors in the profile's words on stderr: a recording that
 * cannot be read names its file and line; exit 2 for bad arguments or
 * input, 1 when the driver met an impossible situation (a bug).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "core/pgn.h"
#include "core/session.h"
#include "core/timecontrol.h"
#include "board-io/debounce.h"
#include "driver/driver.h"
#include "driver/recording.h"
#include "input/dgtrec.h"
#include "input/evemu.h"
#include "input/keymap.h"
#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/report.h"

/* more --device options than this: one is surely given twice */
#define MAX_DEVICE_OPTIONS 16

struct replay_args {
	const char *file[ANNA_DRIVER_ROLE_COUNT];
	const char *profile, *form, *tc, *policy, *edition, *vi_side;
	const char *white, *black, *keymap, *debounce, *pgn, *plies;
};

static const struct anna_profile *words;  /* the tool's: errors and speech */

static void print_error(const struct anna_error *err)
{
	anna_tool_report_error(NULL, err);
}

/* Reports msg with its arguments (as many as it takes; the rest are not
 * read). Returns ANNA_EXIT_USAGE. */
static int fail(enum anna_msg msg, const char *a1, const char *a2)
{
	anna_tool_report(msg, a1, a2);
	return ANNA_EXIT_USAGE;
}

static const char *errno_name(int e)
{
	const char *name = strerrorname_np(e);
	return name ? name : "EIO";
}

/* --device ROLE=FILE, each role once. */
static int add_device(struct replay_args *a, const char *spec)
{
	const char *eq = strchr(spec, '=');
	if (!eq || eq == spec || !eq[1])
		return anna_tool_usage_error(ANNA_MSG_REPLAY_DEVICE, spec);
	char role[64];
	snprintf(role, sizeof(role), "%.*s", (int)(eq - spec), spec);
	int r = anna_driver_role_from_str(role);
	if (r < 0)
		return anna_tool_usage_error(ANNA_MSG_REPLAY_ROLE, role);
	if (a->file[r])
		return anna_tool_usage_error(ANNA_MSG_REPLAY_ROLE_TWICE, role);
	a->file[r] = eq + 1;
	return 0;
}

/*
 * The options (tools/report.h). --device may come more than once, so it
 * is taken out of argv first; the others, --profile (the words of the
 * errors and of the transcript, default fide-de) and --help go through
 * anna_tool_parse, so the devices are checked in the profile's words.
 * Returns 0 to go on, -1 after --help, else the exit status.
 */
static int parse_args(int argc, char **argv, struct replay_args *a)
{
	memset(a, 0, sizeof(*a));
	a->keymap = "numpad";
	anna_tool_set_default_profile("fide-de");
	const char *dev[MAX_DEVICE_OPTIONS];
	size_t ndev = 0;
	bool dev_missing = false, dev_extra = false;
	int n = 1;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0) {
			while (i < argc)
				argv[n++] = argv[i++];
			break;
		}
		if (strcmp(argv[i], "--device") != 0) {
			argv[n++] = argv[i];
		} else if (i + 1 >= argc) {
			dev_missing = true;
		} else if (ndev < MAX_DEVICE_OPTIONS) {
			dev[ndev++] = argv[++i];
		} else {
			dev_extra = true;
			argv[n++] = argv[++i];
		}
	}
	const struct anna_tool_option opts[] = {
		{ "--form", &a->form, NULL },
		{ "--time-control", &a->tc, NULL },
		{ "--policy", &a->policy, NULL },
		{ "--edition", &a->edition, NULL },
		{ "--vi-side", &a->vi_side, NULL },
		{ "--white", &a->white, NULL },
		{ "--black", &a->black, NULL },
		{ "--keymap", &a->keymap, NULL },
		{ "--debounce", &a->debounce, NULL },
		{ "--pgn", &a->pgn, NULL },
		{ "--plies", &a->plies, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(n, argv, opts, 0, dev_extra ? -1 : 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc == ANNA_EXIT_OK ? -1 : rc; /* -1: --help, done */
	if (dev_extra)
		return anna_tool_usage_error(ANNA_MSG_TOOL_EXTRA_ARGUMENT, argv[1]);
	words = anna_tool_profile();
	if (!words)
		return ANNA_EXIT_USAGE;
	if (dev_missing)
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_VALUE, "--device");
	for (size_t i = 0; i < ndev; i++) {
		rc = add_device(a, dev[i]);
		if (rc)
			return rc;
	}
	if (ndev == 0)
		return anna_tool_usage_error(ANNA_MSG_REPLAY_NO_DEVICE);
	return 0;
}

/* The session's and the driver's configuration from the options. */
static int configure(const struct replay_args *a, struct anna_driver_config *cfg)
{
	struct anna_session_config *sc = &cfg->session;
	static const char *const policies[] = { "training", "competition", NULL };
	static const char *const editions[] = { "2009", "2014", "2017", NULL };
	static const char *const sides[] = { "white", "black", NULL };
	static const char *const forms[] = { "long", "short", NULL };
	if (a->policy) {
		int c = anna_tool_choice("--policy", a->policy, policies);
		if (c < 0)
			return ANNA_EXIT_USAGE;
		sc->policy.mode = c == 0 ? ANNA_MODE_TRAINING : ANNA_MODE_COMPETITION;
	}
	if (a->edition) {
		if (anna_tool_choice("--edition", a->edition, editions) < 0)
			return ANNA_EXIT_USAGE;
		sc->policy.edition = (enum anna_edition)strtol(a->edition, NULL, 10);
	}
	if (a->vi_side) {
		int c = anna_tool_choice("--vi-side", a->vi_side, sides);
		if (c < 0)
			return ANNA_EXIT_USAGE;
		sc->vi_side = c == 0 ? ANNA_WHITE : ANNA_BLACK;
	}
	if (a->tc) {
		struct anna_error err = { 0 };
		if (anna_tc_parse(a->tc, &sc->tc, &err) != ANNA_OK) {
			print_error(&err);
			return ANNA_EXIT_USAGE;
		}
		anna_clock_settings_default(&sc->clock, &sc->tc);
	}
	sc->clock.edition = (unsigned)sc->policy.edition;
	if (a->debounce) {
		long ms;
		if (anna_tool_number("--debounce", a->debounce, 0, ANNA_DEBOUNCE_MAX_MS, &ms) < 0)
			return ANNA_EXIT_USAGE;
		cfg->debounce_ms = (unsigned)ms;
	}
	enum anna_render_form form = ANNA_FORM_LONG;
	if (a->form) {
		int c = anna_tool_choice("--form", a->form, forms);
		if (c < 0)
			return ANNA_EXIT_USAGE;
		form = c == 0 ? ANNA_FORM_LONG : ANNA_FORM_SHORT;
	}
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		cfg->has[r] = a->file[r] != NULL;
	sc->vi_sensor_board = cfg->has[ANNA_DRIVER_VI_BOARD];
	/* who hears: the VI player always; the others when they have a
	 * device */
	bool hears[ANNA_ROLE_COUNT] = {
		[ANNA_ROLE_VI] = true,
		[ANNA_ROLE_SIGHTED] = cfg->has[ANNA_DRIVER_SIGHTED_KEYPAD] ||
				      cfg->has[ANNA_DRIVER_SIGHTED_BOARD],
		[ANNA_ROLE_ARBITER] = cfg->has[ANNA_DRIVER_ARBITER_KEYPAD],
	};
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		cfg->listener[who].present = hears[who];
		cfg->listener[who].profile = words;
		cfg->listener[who].form = form;
	}
	return 0;
}

/* A recording given for the wrong role would replay a game nobody played:
 * a sensor board's keys are its holes; a keypad's key that is a hole of
 * the board (and no key of the key map) is a board's recording. */
static enum anna_status fits_role(const struct anna_evemu *rec, bool board,
				  const struct anna_boardmap *map, const struct anna_keymap *km,
				  struct anna_error *err)
{
	for (size_t i = 0; i < rec->n_events; i++) {
		const struct input_event *ev = &rec->events[i];
		if (ev->type != EV_KEY)
			continue;
		bool hole = anna_boardmap_square(map, ev->code) != ANNA_NO_SQ;
		bool key = !board && anna_keymap_lookup(km, ev->code) != ANNA_KEYPAD_KEY_NONE;
		if (board ? hole : (key || !hole))
			continue;
		char code[16];
		snprintf(code, sizeof(code), "0x%03x", (unsigned)ev->code);
		anna_error_set(err, ANNA_E_INVALID,
			       board ? ANNA_MSG_REPLAY_NOT_BOARD : ANNA_MSG_REPLAY_NOT_KEYPAD, code,
			       rec->name);
		err->line = rec->event_lines[i];
		err->column = 0; /* err may hold an earlier error's */
		return ANNA_E_INVALID;
	}
	return ANNA_OK;
}

static FILE *open_out(const char *path)
{
	return strcmp(path, "-") == 0 ? stdout : fopen(path, "w");
}

static int close_out(FILE *f, const char *path)
{
	if (f == stdout)
		return fflush(f) == 0 ? 0 : fail(ANNA_MSG_TOOL_CANNOT_WRITE, path, errno_name(errno));
	if (fclose(f) != 0)
		return fail(ANNA_MSG_TOOL_CANNOT_WRITE, path, errno_name(errno));
	return 0;
}

static int write_pgn(const struct replay_args *a, const struct anna_driver *d,
		     const struct anna_driver_config *cfg)
{
	const struct anna_session *s = anna_driver_session(d);
	const struct anna_game *g = anna_session_game(s);
	struct anna_pgn_game pg;
	anna_pgn_game_init(&pg, g->edition);
	anna_game_fini(&pg.game);
	int rc = ANNA_EXIT_OK;
	if (anna_game_copy(&pg.game, g) != ANNA_OK) {
		anna_pgn_game_init(&pg, g->edition);
		rc = fail(ANNA_MSG_DRIVER_NOMEM, NULL, NULL);
		goto out;
	}
	if (pg.game.result == ANNA_RESULT_UNKNOWN) {
		/* mate, stalemate and the automatic draws end it by themselves */
		struct anna_game_status st;
		anna_game_status(g, &st);
		pg.game.result = st.result;
	}
	char tc[64];
	anna_tc_write_pgn(&cfg->session.tc, tc, sizeof(tc));
	anna_pgn_tag_set(&pg, "Event", "anna replay");
	anna_pgn_tag_set(&pg, "White", a->white ? a->white : "?");
	anna_pgn_tag_set(&pg, "Black", a->black ? a->black : "?");
	anna_pgn_tag_set(&pg, "TimeControl", tc);
	size_t n = anna_pgn_write(&pg, NULL, 0);
	char *buf = malloc(n + 1);
	FILE *f = NULL;
	if (!buf) {
		rc = fail(ANNA_MSG_DRIVER_NOMEM, NULL, NULL);
		goto out;
	}
	anna_pgn_write(&pg, buf, n + 1);
	f = open_out(a->pgn);
	if (!f)
		rc = fail(ANNA_MSG_TOOL_CANNOT_WRITE, a->pgn, errno_name(errno));
	else if (fwrite(buf, 1, n, f) != n)
		rc = fail(ANNA_MSG_TOOL_CANNOT_WRITE, a->pgn, errno_name(errno));
	if (f) {
		int crc = close_out(f, a->pgn);
		rc = rc ? rc : crc;
	}
	free(buf);
out:
	anna_pgn_game_fini(&pg);
	return rc;
}

/* An instant in seconds of the recordings' time base, "-" if none. */
static void instant(FILE *f, uint64_t ms)
{
	if (ms)
		fprintf(f, "\t%" PRIu64 ".%03" PRIu64, ms / 1000, ms % 1000);
	else
		fputs("\t-", f);
}

/*
 * The steps of every ply with their instants (VI-3: announced, repeated,
 * carried out on the other board; VI-6 touched, VI-7 made, the press), a
 * table for the arbiter and for tests: a header line of field names, then
 * one line a ply. Language-free like the PGN: moves in SAN.
 */
static int write_plies(const char *path, const struct anna_driver *d)
{
	FILE *f = open_out(path);
	if (!f)
		return fail(ANNA_MSG_TOOL_CANNOT_WRITE, path, errno_name(errno));
	const struct anna_session *s = anna_driver_session(d);
	const struct anna_game *g = anna_session_game(s);
	fputs("ply\tside\tmove\ttouched\tmade\tannounced\tpressed\trepeated\texecuted"
	      "\tremaining\n", f);
	for (size_t i = 0; i < g->count; i++) {
		const struct anna_session_ply *p = anna_session_ply(s, i);
		struct anna_position pos;
		char san[16] = "?";
		if (!p || anna_game_position_at(g, i, &pos) != ANNA_OK)
			break;
		anna_notation_write_san(&pos, g->plies[i].move, NULL, 0, san, sizeof(san));
		fprintf(f, "%zu\t%s\t%s", i + 1, p->mover == ANNA_WHITE ? "white" : "black", san);
		instant(f, p->touched_ms);
		instant(f, p->made_ms);
		instant(f, p->announced_ms);
		instant(f, p->pressed_ms);
		instant(f, p->repeated_ms);
		instant(f, p->executed_ms);
		fprintf(f, "\t%" PRIu64 ".%03" PRIu64 "\n", p->remaining_ms / 1000,
			p->remaining_ms % 1000);
	}
	return close_out(f, path);
}

int anna_cmd_replay(int argc, char **argv)
{
	struct replay_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc)
		goto done_words;

	struct anna_driver_config cfg;
	anna_driver_config_default(&cfg);
	rc = configure(&a, &cfg);
	if (rc)
		goto done_words;

	struct anna_evemu *rec[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	struct anna_dgtrec *dgt[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	struct anna_keymap keymap;
	struct anna_boardmap map;
	struct anna_merged all = { 0 };
	struct anna_driver *d = NULL;
	struct anna_error err = { 0 }; /* no line or column unless one is set */
	anna_boardmap_default(&map);
	bool keypads = false;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		keypads |= a.file[r] && !anna_driver_role_is_board((enum anna_driver_role)r);
	if (keypads && anna_keymap_load_name(anna_datadir(), a.keymap, &keymap, &err) != ANNA_OK) {
		print_error(&err);
		rc = ANNA_EXIT_USAGE;
		goto done;
	}
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!a.file[r])
			continue;
		if (anna_driver_role_is_board((enum anna_driver_role)r) &&
		    anna_dgtrec_file_is(a.file[r])) {
			/* a DGT e-board's serial line */
			if (anna_dgtrec_load(a.file[r], &dgt[r], &err) != ANNA_OK) {
				anna_tool_report_error(a.file[r], &err);
				rc = ANNA_EXIT_USAGE;
				goto done;
			}
			cfg.dgt[r] = true;
			continue;
		}
		if (anna_evemu_load(a.file[r], &rec[r], &err) != ANNA_OK ||
		    fits_role(rec[r], anna_driver_role_is_board((enum anna_driver_role)r), &map,
			      &keymap, &err) != ANNA_OK) {
			/* the file and its line, in the profile's words */
			anna_tool_report_error(a.file[r], &err);
			rc = ANNA_EXIT_USAGE;
			goto done;
		}
		if (!anna_driver_role_is_board((enum anna_driver_role)r))
			cfg.keymap[r] = &keymap;
	}
	cfg.boardmap = &map;
	cfg.transcript = stdout;
	if (anna_driver_new(&cfg, &d, &err) != ANNA_OK) {
		print_error(&err);
		rc = ANNA_EXIT_USAGE;
		goto done;
	}

	/* Merge: one time base, in time order (driver/recording.h). */
	if (anna_merge_recordings_dgt(rec, dgt, &map, &all) < 0) {
		rc = fail(ANNA_MSG_DRIVER_NOMEM, NULL, NULL);
		goto done;
	}
	uint64_t start_ms = all.first_us / 1000;

	/* The boards as they were when the recordings began, then the start. */
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (all.dgt[r]) /* its line opened: the dump it sent follows */
			anna_driver_feed_bytes(d, (enum anna_driver_role)r, NULL, 0, start_ms);
		if (all.board[r])
			anna_driver_board_state(d, (enum anna_driver_role)r, all.board_occupancy[r],
						all.board_us[r] / 1000);
	}
	struct anna_session_event start;
	anna_session_event_init(&start, ANNA_SEV_START, start_ms);
	start.role = ANNA_ROLE_ARBITER;
	anna_driver_command(d, &start);

	uint64_t last_ms = start_ms;
	for (size_t i = 0; i < all.n; i++) {
		const struct anna_merged_event *e = &all.events[i];
		last_ms = e->us / 1000;
		if (e->bytes)
			anna_driver_feed_bytes(d, e->role, e->bytes, e->n_bytes, last_ms);
		else
			anna_driver_feed(d, e->role, &e->ev, last_ms);
	}
	/* What the last events set going (a peg settling, an e-board's
	 * pieces coming to rest) comes to rest. */
	anna_driver_tick(d, last_ms + (cfg.debounce_ms > cfg.dgt_settle_ms ? cfg.debounce_ms
									   : cfg.dgt_settle_ms));
	fflush(stdout);

	if (a.pgn) {
		rc = write_pgn(&a, d, &cfg);
		if (rc)
			goto done;
	}
	if (a.plies) {
		rc = write_plies(a.plies, d);
		if (rc)
			goto done;
	}
	if (anna_driver_bugs(d)) {
		char count[16];
		snprintf(count, sizeof(count), "%u", anna_driver_bugs(d));
		fail(ANNA_MSG_REPLAY_BUGS, count, NULL);
		rc = ANNA_EXIT_FAIL;
	}
done:
	anna_driver_free(d);
	anna_merged_free(&all);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		anna_evemu_free(rec[r]);
		anna_dgtrec_free(dgt[r]);
	}
done_words:
	words = NULL; /* the tool's profile, freed by report.c */
	return rc < 0 ? ANNA_EXIT_OK : rc;
}
