/*
 * tools/cmd_replay.c: anna replay, a game played again from its device
 * recordings through the same driver annad runs (daemon/driver.h).
 *
 *   anna replay --device vi-board=b.evemu --device vi-keypad=k.evemu ...
 *
 * The recordings (evemu text, input/evemu.h) share one time base: their
 * events are merged by timestamp, never shifted per file, and fed to the
 * driver with their timestamps as time; deadlines that fall between two
 * events (debounce, the keypad's confirmations, the clock) are handled in
 * order on the way. A board recording's first frame is the holes' state
 * when it opened (DESIGN.md). The game is started at the first timestamp.
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
#include "daemon/driver.h"
#include "input/evemu.h"
#include "input/keymap.h"
#include "speech/profile.h"
#include "tools/commands.h"

#define REPLAY_USAGE \
	"replay --device ROLE=FILE.evemu ... [--profile P] [--form long|short]\n" \
	"       [--time-control TC] [--policy training|competition] [--edition 2009|2014|2017]\n" \
	"       [--vi-side white|black] [--white NAME] [--black NAME] [--keymap NAME]\n" \
	"       [--debounce MS] [--pgn OUT] [--plies OUT]"

struct replay_args {
	const char *file[ANNA_DRIVER_ROLE_COUNT];
	const char *profile, *form, *tc, *policy, *edition, *vi_side;
	const char *white, *black, *keymap, *debounce, *pgn, *plies;
};

/* One event of one recording, for the merge. */
struct merged {
	uint64_t us;
	int role;
	size_t index;
};

static const struct anna_profile *words;  /* for errors; NULL: en */

static void print_error(const struct anna_error *err)
{
	char buf[1024];
	anna_profile_render_error(words, err, buf, sizeof(buf));
	fprintf(stderr, "anna replay: %s\n", buf);
}

static int fail(enum anna_msg msg, const char *a1, const char *a2)
{
	struct anna_error err;
	anna_error_clear(&err);
	if (anna_msg_nargs(msg) == 2)
		anna_error_set(&err, ANNA_E_INVALID, msg, a1, a2);
	else if (anna_msg_nargs(msg) == 1)
		anna_error_set(&err, ANNA_E_INVALID, msg, a1);
	else
		anna_error_set(&err, ANNA_E_INVALID, msg);
	print_error(&err);
	return ANNA_EXIT_USAGE;
}

static const char **option_slot(struct replay_args *a, const char *o)
{
	static const char *const names[] = {
		"--profile", "--form", "--time-control", "--policy", "--edition",
		"--vi-side", "--white", "--black", "--keymap", "--debounce", "--pgn",
		"--plies",
	};
	const char **slots[] = {
		&a->profile, &a->form, &a->tc, &a->policy, &a->edition, &a->vi_side,
		&a->white, &a->black, &a->keymap, &a->debounce, &a->pgn, &a->plies,
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(o, names[i]) == 0)
			return slots[i];
	return NULL;
}

static int parse_args(int argc, char **argv, struct replay_args *a)
{
	memset(a, 0, sizeof(*a));
	a->profile = "fide-de";
	a->keymap = "numpad";
	/* the profile first, so every later error is in its words */
	for (int i = 1; i + 1 < argc; i++)
		if (strcmp(argv[i], "--profile") == 0)
			a->profile = argv[i + 1];
	struct anna_error err;
	struct anna_profile *p = NULL;
	if (anna_profile_load(NULL, a->profile, &p, &err) != ANNA_OK) {
		print_error(&err);
		return ANNA_EXIT_USAGE;
	}
	words = p;
	for (int i = 1; i < argc; i++) {
		const char *o = argv[i];
		if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
			printf("usage: anna " REPLAY_USAGE "\n\n"
			       "ROLE is vi-board, sighted-board, vi-keypad, sighted-keypad or\n"
			       "arbiter-keypad. Prints what each listener heard; --pgn writes the game\n"
			       "with [%%clk] after every ply; --plies the instants of every ply's steps\n"
			       "(VI-3), tab-separated, for the arbiter.\n");
			return -1;
		}
		if (i + 1 >= argc && (strcmp(o, "--device") == 0 || option_slot(a, o)))
			return fail(ANNA_MSG_REPLAY_MISSING_VALUE, o, NULL);
		if (strcmp(o, "--device") == 0) {
			const char *spec = argv[++i];
			const char *eq = strchr(spec, '=');
			if (!eq || eq == spec || !eq[1])
				return fail(ANNA_MSG_REPLAY_DEVICE, spec, NULL);
			char role[64];
			snprintf(role, sizeof(role), "%.*s", (int)(eq - spec), spec);
			int r = anna_driver_role_from_str(role);
			if (r < 0)
				return fail(ANNA_MSG_REPLAY_ROLE, role, NULL);
			if (a->file[r])
				return fail(ANNA_MSG_REPLAY_ROLE_TWICE, role, NULL);
			a->file[r] = eq + 1;
			continue;
		}
		const char **slot = option_slot(a, o);
		if (!slot)
			return fail(ANNA_MSG_REPLAY_OPTION, o, NULL);
		*slot = argv[++i];
	}
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		if (a->file[r])
			return 0;
	return fail(ANNA_MSG_REPLAY_NO_DEVICE, NULL, NULL);
}

/* The session's and the driver's configuration from the options. */
static int configure(const struct replay_args *a, struct anna_driver_config *cfg)
{
	struct anna_session_config *sc = &cfg->session;
	if (a->policy) {
		if (strcmp(a->policy, "training") == 0)
			sc->policy.mode = ANNA_MODE_TRAINING;
		else if (strcmp(a->policy, "competition") == 0)
			sc->policy.mode = ANNA_MODE_COMPETITION;
		else
			return fail(ANNA_MSG_REPLAY_VALUE, "--policy", a->policy);
	}
	if (a->edition) {
		char *end;
		long e = strtol(a->edition, &end, 10);
		if (*end || !anna_edition_valid((int)e))
			return fail(ANNA_MSG_REPLAY_VALUE, "--edition", a->edition);
		sc->policy.edition = (enum anna_edition)e;
	}
	if (a->vi_side) {
		if (strcmp(a->vi_side, "white") == 0)
			sc->vi_side = ANNA_WHITE;
		else if (strcmp(a->vi_side, "black") == 0)
			sc->vi_side = ANNA_BLACK;
		else
			return fail(ANNA_MSG_REPLAY_VALUE, "--vi-side", a->vi_side);
	}
	if (a->tc) {
		struct anna_error err;
		if (anna_tc_parse(a->tc, &sc->tc, &err) != ANNA_OK) {
			print_error(&err);
			return ANNA_EXIT_USAGE;
		}
		anna_clock_settings_default(&sc->clock, &sc->tc);
	}
	sc->clock.edition = (unsigned)sc->policy.edition;
	if (a->debounce) {
		char *end;
		long ms = strtol(a->debounce, &end, 10);
		if (*end || ms < 0 || ms > 1000)
			return fail(ANNA_MSG_REPLAY_VALUE, "--debounce", a->debounce);
		cfg->debounce_ms = (unsigned)ms;
	}
	enum anna_render_form form = ANNA_FORM_LONG;
	if (a->form) {
		if (strcmp(a->form, "short") == 0)
			form = ANNA_FORM_SHORT;
		else if (strcmp(a->form, "long") != 0)
			return fail(ANNA_MSG_REPLAY_VALUE, "--form", a->form);
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

static int by_time(const void *pa, const void *pb)
{
	const struct merged *a = pa, *b = pb;
	if (a->us != b->us)
		return a->us < b->us ? -1 : 1;
	if (a->role != b->role)
		return a->role < b->role ? -1 : 1;
	return a->index < b->index ? -1 : a->index > b->index;
}

/* The first frame of a board recording: the holes' state (DESIGN.md). */
static size_t board_first_frame(const struct anna_evemu *rec, const struct anna_boardmap *map,
				uint64_t *occupancy)
{
	*occupancy = 0;
	for (size_t i = 0; i < rec->n_events; i++) {
		const struct input_event *ev = &rec->events[i];
		if (ev->type == EV_SYN && ev->code == SYN_REPORT)
			return i + 1;
		int sq = ev->type == EV_KEY ? anna_boardmap_square(map, ev->code) : ANNA_NO_SQ;
		if (sq != ANNA_NO_SQ && ev->value)
			*occupancy |= 1ull << sq;
	}
	return rec->n_events;
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
		return fflush(f) == 0 ? 0 : fail(ANNA_MSG_REPLAY_WRITE, path, strerror(errno));
	if (fclose(f) != 0)
		return fail(ANNA_MSG_REPLAY_WRITE, path, strerror(errno));
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
		rc = fail(ANNA_MSG_REPLAY_WRITE, a->pgn, strerror(errno));
	else if (fwrite(buf, 1, n, f) != n)
		rc = fail(ANNA_MSG_REPLAY_WRITE, a->pgn, strerror(errno));
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
		return fail(ANNA_MSG_REPLAY_WRITE, path, strerror(errno));
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
	struct anna_keymap keymap;
	struct anna_boardmap map;
	struct merged *all = NULL;
	struct anna_driver *d = NULL;
	struct anna_error err;
	anna_boardmap_default(&map);
	bool keypads = false;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		keypads |= a.file[r] && !anna_driver_role_is_board((enum anna_driver_role)r);
	if (keypads && anna_keymap_load_name(anna_datadir(), a.keymap, &keymap, &err) != ANNA_OK) {
		print_error(&err);
		rc = ANNA_EXIT_USAGE;
		goto done;
	}
	size_t total = 0;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!a.file[r])
			continue;
		if (anna_evemu_load(a.file[r], &rec[r], &err) != ANNA_OK ||
		    fits_role(rec[r], anna_driver_role_is_board((enum anna_driver_role)r), &map,
			      &keymap, &err) != ANNA_OK) {
			/* the file and its line, in the profile's words */
			char text[1024], line[1200];
			anna_profile_render_error(words, &err, text, sizeof(text));
			const char *args[2] = { a.file[r], text };
			anna_profile_format(words, "replay.in_file", args, 2, line, sizeof(line));
			fprintf(stderr, "anna replay: %s\n", line);
			rc = ANNA_EXIT_USAGE;
			goto done;
		}
		if (!anna_driver_role_is_board((enum anna_driver_role)r))
			cfg.keymap[r] = &keymap;
		total += rec[r]->n_events;
	}
	cfg.boardmap = &map;
	cfg.transcript = stdout;
	if (anna_driver_new(&cfg, &d, &err) != ANNA_OK) {
		print_error(&err);
		rc = ANNA_EXIT_USAGE;
		goto done;
	}

	/* Merge: one time base, in time order (ties: by role, then file order). */
	all = malloc((total + 1) * sizeof(*all));
	if (!all) {
		rc = fail(ANNA_MSG_DRIVER_NOMEM, NULL, NULL);
		goto done;
	}
	size_t n = 0;
	uint64_t first_us = UINT64_MAX;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!rec[r])
			continue;
		size_t from = 0;
		if (anna_driver_role_is_board((enum anna_driver_role)r) && rec[r]->n_events) {
			uint64_t occ;
			from = board_first_frame(rec[r], &map, &occ);
			uint64_t us = anna_evemu_time_us(&rec[r]->events[0]);
			if (us < first_us)
				first_us = us;
		}
		for (size_t i = from; i < rec[r]->n_events; i++) {
			all[n].us = anna_evemu_time_us(&rec[r]->events[i]);
			all[n].role = r;
			all[n].index = i;
			if (all[n].us < first_us)
				first_us = all[n].us;
			n++;
		}
	}
	qsort(all, n, sizeof(*all), by_time);
	if (first_us == UINT64_MAX)
		first_us = 0;
	uint64_t start_ms = first_us / 1000;

	/* The boards as they were when the recordings began, then the start. */
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!rec[r] || !anna_driver_role_is_board((enum anna_driver_role)r) ||
		    !rec[r]->n_events)
			continue;
		uint64_t occ;
		board_first_frame(rec[r], &map, &occ);
		anna_driver_board_state(d, (enum anna_driver_role)r, occ,
					anna_evemu_time_us(&rec[r]->events[0]) / 1000);
	}
	struct anna_session_event start;
	anna_session_event_init(&start, ANNA_SEV_START, start_ms);
	start.role = ANNA_ROLE_ARBITER;
	anna_driver_command(d, &start);

	uint64_t last_ms = start_ms;
	for (size_t i = 0; i < n; i++) {
		const struct input_event *ev = &rec[all[i].role]->events[all[i].index];
		last_ms = all[i].us / 1000;
		anna_driver_feed(d, (enum anna_driver_role)all[i].role, ev, last_ms);
	}
	/* What the last events set going (a peg settling) comes to rest. */
	anna_driver_tick(d, last_ms + cfg.debounce_ms);
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
	free(all);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		anna_evemu_free(rec[r]);
done_words:
	anna_profile_free((struct anna_profile *)words);
	words = NULL;
	return rc < 0 ? ANNA_EXIT_OK : rc;
}
