/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/driver/test_driver.c: the driver fed from tables of raw device
 * events (evdev events of a sensor board and two keypads, ticks and
 * commands), each row with the exact phrases and earcons it must give
 * (listener, priority, words in the en profile) and, where it matters,
 * the next deadline the driver asks for. Then the journal property: the
 * raw inputs a driver consumed, fed to a second, muted driver, give the
 * same game, clocks and session state, and not a word.
 *
 * Rows: at (ms), act, expect, deadline (0: not checked).
 *   act:    "start"         the arbiter's start command
 *           "-e2" / "+e4"   VI board: peg lifted / seated (one frame)
 *           "v5" "vE" "vM"  VI keypad: KP5, KPENTER, KPSLASH pressed and
 *                           released ("v9" ...); "s5" "sE" the sighted
 *                           one, "a5" the arbiter's
 *           "tick"          anna_driver_tick at `at`
 *   expect: outputs joined by " | ": "<listener> <prio> <words>" or
 *           "<listener> earcon <name>"; "" nothing at all
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/keys.h"
#include "tests/driver/frame.h"

#include "board-io/boardmap.h"
#include "core/fen.h"
#include "driver/driver.h"
#include "tests/common/driver_feed.h"

#define T0 1000000ull

static const char *const prio_names[] = { "info", "query", "move", "urgent" };

struct record {
	char text[8192];
	size_t len;
};

/* What both players hear when the game starts (issue 11 item 4). */
#define STARTED "vi move The game begins. You play White and have the move; your clock is running. | " \
	"sighted move The game begins. You play Black; your opponent has the move."

static void rec_add(struct record *r, const char *line)
{
	int n = snprintf(r->text + r->len, sizeof(r->text) - r->len, "%s%s",
			 r->len ? " | " : "", line);
	assert_true(n > 0 && (size_t)n < sizeof(r->text) - r->len);
	r->len += (size_t)n;
}

static void on_say(void *ctx, enum anna_role who, enum anna_priority prio, uint64_t at_ms,
		   const char *text, const char *speech)
{
	(void)at_ms;
	assert_non_null(speech);
	char line[1200];
	snprintf(line, sizeof(line), "%s %s %s", anna_role_str(who), prio_names[prio], text);
	rec_add(ctx, line);
}

static void on_earcon(void *ctx, enum anna_role who, enum anna_earcon e, uint64_t at_ms)
{
	(void)at_ms;
	char line[64];
	snprintf(line, sizeof(line), "%s earcon %s", anna_role_str(who), anna_earcon_str(e));
	rec_add(ctx, line);
}

/* The journal: every raw input, copied. */
struct journal_entry {
	struct anna_driver_raw raw;
	struct input_event ev;
	struct anna_session_event command;
};
struct journal {
	struct journal_entry e[512];
	size_t n;
};

static void on_raw(void *ctx, const struct anna_driver_raw *raw)
{
	struct journal *j = ctx;
	assert_true(j->n < 512);
	struct journal_entry *e = &j->e[j->n++];
	e->raw = *raw;
	if (raw->ev)
		e->ev = *raw->ev;
	if (raw->command)
		e->command = *raw->command;
}

struct fixture {
	struct anna_profile *profile;
	struct anna_keymap keymap;
	struct anna_driver_config cfg;
	struct anna_driver *d;
	struct record out;
	struct journal journal;
};

static void config(struct fixture *f, struct anna_driver_config *cfg)
{
	anna_driver_config_default(cfg);
	struct anna_error err;
	assert_int_equal(anna_tc_parse("300+3", &cfg->session.tc, &err), ANNA_OK);
	anna_clock_settings_default(&cfg->session.clock, &cfg->session.tc);
	cfg->has[ANNA_DRIVER_VI_BOARD] = true;
	cfg->has[ANNA_DRIVER_VI_KEYPAD] = true;
	cfg->has[ANNA_DRIVER_SIGHTED_KEYPAD] = true;
	cfg->keymap[ANNA_DRIVER_VI_KEYPAD] = &f->keymap;
	cfg->keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = &f->keymap;
	for (int who = ANNA_ROLE_VI; who <= ANNA_ROLE_SIGHTED; who++) {
		cfg->listener[who].present = true;
		cfg->listener[who].profile = f->profile;
	}
	cfg->output.say = on_say;
	cfg->output.earcon = on_earcon;
	cfg->output.ctx = &f->out;
}

static int setup(void **state)
{
	struct fixture *f = calloc(1, sizeof(*f));
	assert_non_null(f);
	struct anna_error err;
	assert_int_equal(anna_profile_load(ANNA_TEST_DATADIR, "en", &f->profile, &err), ANNA_OK);
	assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &f->keymap, &err),
			 ANNA_OK);
	config(f, &f->cfg);
	f->cfg.raw = on_raw;
	f->cfg.raw_ctx = &f->journal;
	assert_int_equal(anna_driver_new(&f->cfg, &f->d, &err), ANNA_OK);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *f = *state;
	anna_driver_free(f->d);
	anna_profile_free(f->profile);
	free(f);
	return 0;
}

static uint64_t start_occupancy(void)
{
	return 0xffff00000000ffffull;
}

static void act(struct fixture *f, uint64_t at, const char *a)
{
	if (strcmp(a, "start") == 0) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_START, at);
		ev.role = ANNA_ROLE_ARBITER;
		anna_driver_command(f->d, &ev);
	} else if (strcmp(a, "pause") == 0) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_ARB_PAUSE, at);
		ev.role = ANNA_ROLE_ARBITER;
		ev.pause_reason = ANNA_CLOCK_REASON_DEFECTIVE;
		anna_driver_command(f->d, &ev);
	} else if (strcmp(a, "tick") == 0) {
		anna_driver_tick(f->d, at);
	} else if (a[0] == '-' || a[0] == '+') {
		int sq = ANNA_SQ(a[1] - 'a', a[2] - '1');
		frame(f->d, ANNA_DRIVER_VI_BOARD, ANNA_BOARDMAP_FIRST_CODE + (unsigned)sq,
		      a[0] == '+', at);
	} else if (a[0] == 'v' || a[0] == 's' || a[0] == 'a') {
		enum anna_driver_role role = a[0] == 'v' ? ANNA_DRIVER_VI_KEYPAD
			: a[0] == 's' ? ANNA_DRIVER_SIGHTED_KEYPAD : ANNA_DRIVER_ARBITER_KEYPAD;
		frame(f->d, role, test_key_code(a[1]), 1, at);
		frame(f->d, role, test_key_code(a[1]), 0, at);
	} else {
		fail_msg("bad act '%s'", a);
	}
}

struct row {
	uint64_t at;
	const char *act;
	const char *expect;
	uint64_t deadline;
};

static void run(struct fixture *f, const struct row *rows, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		f->out.len = 0;
		f->out.text[0] = '\0';
		act(f, T0 + rows[i].at, rows[i].act);
		if (strcmp(f->out.text, rows[i].expect) != 0)
			fail_msg("row %zu (%s at +%llu):\n  want: %s\n  got:  %s", i, rows[i].act,
				 (unsigned long long)rows[i].at, rows[i].expect, f->out.text);
		if (rows[i].deadline)
			assert_int_equal(anna_driver_next_deadline(f->d), T0 + rows[i].deadline);
	}
	assert_int_equal(anna_driver_bugs(f->d), 0);
}

/* 1.e4 e5 as people play it: the VI player moves on the board and
 * presses Enter; the sighted player types 5755 Enter; the VI player
 * carries it out. Deadlines in order: a press 20 ms after the seat, before
 * the debounce window let the seat through, finds no move (VI-8); the
 * clock's warning comes at its own instant, between events. */
static const struct row opening[] = {
	{ 0, "start", STARTED, 3000 },                 /* White's 303 s reach 5:00 */
	{ 1000, "-e2", "", 1030 },                /* the lift settles at +1030, said at
						   * the next frame (VI-6, TCH-3) */
	{ 1400, "+e4", "vi query White pawn Eva two touched: you must move it", 1430 },
	{ 1420, "vE", "vi info Enter | vi earcon accept | vi query The board does not show a finished move yet. Finish the move, then press Enter.",
	  1430 },
	{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four",
	  4500 },                                 /* Black's 303 s reach 5:00 */
	{ 4500, "tick", "sighted query You: five minutes left", 0 },
	{ 5000, "s5", "sighted info Eva | sighted earcon accept", 0 },
	{ 5300, "s7", "sighted info Seven | sighted earcon accept", 0 },
	{ 5600, "s5", "sighted info Eva | sighted earcon accept", 0 },
	{ 5900, "s5", "sighted info Five | sighted earcon accept", 0 },
	{ 6200, "sE", "sighted info Enter | sighted earcon accept | vi move Eva seven Eva five", 0 },
	{ 7000, "-e7", "", 7030 },
	{ 7400, "+e5", "", 7430 },
	{ 7430, "tick", "", 0 },
};

static void test_opening(void **state)
{
	struct fixture *f = *state;
	assert_int_equal(anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0),
			 ANNA_OK);
	run(f, opening, sizeof(opening) / sizeof(opening[0]));
	const struct anna_session *s = anna_driver_session(f->d);
	assert_int_equal(anna_session_game(s)->count, 2);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	/* VI-3: each ply's steps with their instants */
	const struct anna_session_ply *p = anna_session_ply(s, 0);
	assert_non_null(p);
	assert_int_equal(p->touched_ms, T0 + 1000);
	/* made at +1400, but the session learned it at +1430, after the
	 * press at +1420: it hears it at the press's instant (events reach
	 * it in time order) */
	assert_int_equal(p->made_ms, T0 + 1420);
	assert_int_equal(p->pressed_ms, T0 + 1500);
	p = anna_session_ply(s, 1);
	assert_non_null(p);
	assert_int_equal(p->pressed_ms, T0 + 6200);
	assert_int_equal(p->executed_ms, T0 + 7400);
	/* White: 303 - 1.5 + 3; Black: 303 - 4.7 + 3 */
	const struct anna_clock *c = anna_session_clock(s);
	assert_int_equal(anna_clock_remaining(c, ANNA_WHITE, T0 + 6200), 304500);
	assert_int_equal(anna_clock_remaining(c, ANNA_BLACK, T0 + 6200), 301300);
}

/* The drift: the VI player carries out e7-e6 for the announced e7-e5;
 * anna says so at once (VI-13) and again when it is right. */
static const struct row drift[] = {
	{ 0, "start", STARTED, 0 },
	{ 1000, "-e2", "", 0 },
	{ 1400, "+e4", "vi query White pawn Eva two touched: you must move it", 0 },
	{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four", 0 },
	{ 2000, "s5", "sighted info Eva | sighted earcon accept", 0 },
	{ 2100, "s7", "sighted info Seven | sighted earcon accept", 0 },
	{ 2200, "s5", "sighted info Eva | sighted earcon accept", 0 },
	{ 2300, "s5", "sighted info Five | sighted earcon accept", 0 },
	{ 2400, "sE", "sighted info Enter | sighted earcon accept | vi move Eva seven Eva five", 0 },
	{ 3000, "-e7", "", 0 },
	{ 3400, "+e6", "", 3430 },
	{ 3430, "tick",
	  "vi urgent That is not the announced move Eva seven Eva five. Pawn Eva six to Eva five", 0 },
	{ 4000, "-e6", "", 0 },
	{ 4400, "+e5", "", 0 },
	{ 4430, "tick", "vi query The board is right", 0 },
};

static void test_drift(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, drift, sizeof(drift) / sizeof(drift[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
	assert_int_equal(anna_session_ply(anna_driver_session(f->d), 1)->executed_ms, T0 + 4400);
}

/* Issue 11 (item 3): the announced d7-d5 carried out with the c7 pawn.
 * Each change of the wrong board is told as it now stands (the lift,
 * then the seat: WRONG to WRONG was silent); plus gives what is still to
 * correct, never the announcement again; the board right, then silence. */
static const struct row wrong_pawn[] = {
	{ 0, "start", STARTED, 0 },
	{ 1000, "-e2", "", 0 },
	{ 1400, "+e4", "vi query White pawn Eva two touched: you must move it", 0 },
	{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four", 0 },
	{ 2000, "s4", "sighted info David | sighted earcon accept", 0 },
	{ 2100, "s7", "sighted info Seven | sighted earcon accept", 0 },
	{ 2200, "s4", "sighted info David | sighted earcon accept", 0 },
	{ 2300, "s5", "sighted info Five | sighted earcon accept", 0 },
	{ 2400, "sE", "sighted info Enter | sighted earcon accept | vi move David seven David five", 0 },
	{ 3000, "-c7", "", 0 },
	/* not "Pawn d7 to c7" (the nearest hole): d7 goes where the
	 * announced move takes it, c7 gets its own pawn back */
	{ 3030, "tick", "vi urgent That is not the announced move David seven David five. "
			"Black pawn missing on Cesar seven. Pawn David seven to David five", 0 },
	{ 3400, "+c5", "", 0 },
	{ 3430, "tick", "vi urgent That is not the announced move David seven David five. "
			"Pawn Cesar five back to Cesar seven. Pawn David seven to David five", 0 },
	{ 3600, "vR", "vi info Repeat | vi earcon accept | vi urgent Pawn Cesar five back to "
		      "Cesar seven. Pawn David seven to David five", 0 },
	{ 4000, "-c5", "", 0 },
	{ 4030, "tick", "vi urgent That is not the announced move David seven David five. "
			"Black pawn missing on Cesar seven. Pawn David seven to David five", 0 },
	{ 4400, "+c7", "", 0 },
	{ 4430, "tick", "", 0 },  /* the game's position again: nothing new to say */
	{ 4600, "vR", "vi info Repeat | vi earcon accept | vi urgent Pawn David seven to David five",
	  0 },
	{ 5000, "-d7", "", 0 },
	{ 5400, "+d5", "", 0 },
	{ 5430, "tick", "vi query The board is right", 0 },
	{ 5600, "vR", "vi info Repeat | vi earcon accept | vi query The board is right", 0 },
	/* his own move now: lifting a piece is a touch, no correction */
	{ 6000, "-g1", "", 0 },
	{ 6400, "+f3", "vi query White knight Gustav one touched: you must move it", 0 },
};

static void test_wrong_pawn(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, wrong_pawn, sizeof(wrong_pawn) / sizeof(wrong_pawn[0]));
	assert_int_equal(anna_session_ply(anna_driver_session(f->d), 1)->executed_ms, T0 + 5400);
}

/* 1.e4 on the board, then 1...Nf6 typed and announced: the VI player is
 * to carry it out. */
#define KNIGHT_ANNOUNCED \
	{ 0, "start", STARTED, 0 }, \
	{ 1000, "-e2", "", 0 }, \
	{ 1400, "+e4", "vi query White pawn Eva two touched: you must move it", 0 }, \
	{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four", 0 }, \
	{ 2000, "s7", "sighted info Gustav | sighted earcon accept", 0 }, \
	{ 2100, "s8", "sighted info Eight | sighted earcon accept", 0 }, \
	{ 2200, "s6", "sighted info Felix | sighted earcon accept", 0 }, \
	{ 2300, "s6", "sighted info Six | sighted earcon accept", 0 }, \
	{ 2400, "sE", "sighted info Enter | sighted earcon accept | vi move Knight Gustav eight Felix six", \
	  0 }

/* The announced move under way (a piece lifted, not yet seated): nothing
 * said at once, plus or his press gives what is still to do, and carried
 * out after that he hears that the board is right. Before he starts,
 * plus repeats the announcement. */
static const struct row under_way[] = {
	KNIGHT_ANNOUNCED,
	{ 2600, "vR", "vi info Repeat | vi earcon accept | vi query Knight Gustav eight Felix six", 0 },
	{ 3000, "-g8", "", 0 },
	{ 3030, "tick", "", 0 },
	{ 3200, "vR", "vi info Repeat | vi earcon accept | vi urgent Black knight missing on Felix six",
	  0 },
	/* his press says he is done: what is still to do, at once */
	{ 3300, "vE", "vi info Enter | vi earcon accept | vi urgent Black knight missing on Felix six",
	  0 },
	{ 3400, "+f6", "", 0 },
	{ 3430, "tick", "vi query The board is right", 0 },
};

/* Carrying out the announced move and stopped: with the piece in his hand
 * he is finding its hole and hears nothing, however long (a piece left at
 * rest is said: tests/fixtures/games/board-corrections, the en passant). */
static const struct row at_rest[] = {
	KNIGHT_ANNOUNCED,
	{ 3000, "-g8", "", 0 },
	{ 3030, "tick", "", 0 },
	{ 6000, "tick", "", 0 },   /* the knight in his hand: silence */
	{ 6100, "+f6", "", 0 },
	{ 6130, "tick", "", 0 },   /* carried out */
};

static void test_under_way(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, under_way, sizeof(under_way) / sizeof(under_way[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
}

static void test_at_rest(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, at_rest, sizeof(at_rest) / sizeof(at_rest[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
}

/* Out of turn (found by fuzz_driver): after his press the VI player takes
 * his pawn back to e2 and presses Enter again. The board shows no move of
 * his (it is Black's turn), so the press only echoes; the session never
 * hears of an "illegal move" for a turn that is not his. */
static const struct row out_of_turn[] = {
	{ 0, "start", STARTED, 0 },
	{ 1000, "-e2", "", 0 },
	{ 1400, "+e4", "vi query White pawn Eva two touched: you must move it", 0 },
	{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four", 0 },
	{ 2000, "-e4", "", 0 },
	{ 2400, "+e2", "", 0 },
	{ 2500, "vE", "vi info Enter | vi earcon accept", 0 },
};

static void test_out_of_turn(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, out_of_turn, sizeof(out_of_turn) / sizeof(out_of_turn[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_SIGHTED_TO_MOVE);
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->count, 1);
}

/* The keypad's own deadline: resigning needs the digit again within the
 * confirmation time; the driver asks for a tick then, and the grammar
 * says it came too late. */
static const struct row confirm[] = {
	{ 0, "start", STARTED, 3000 },
	{ 100, "vM", "vi info Command | vi earcon accept | vi info Which command? A digit.", 3000 },
	{ 200, "v9", "vi info Resign | vi earcon accept | "
		     "vi info Resign? To confirm, press 9 again and Enter. Any other key: no.",
	  3000 },                                  /* the clock's warning first */
	{ 3000, "tick", "vi query You: five minutes left", 10200 },
	{ 10200, "tick", "vi info Too late: cancelled | vi earcon reject | vi info Cancelled", 0 },
};

/* A flag fall: its words go out in the call in which the flag fell; the
 * CLK-9 verdict (core/session.c: ANNA_SA_SETTLE) is searched only at the
 * driver's next entry, which it asks for at once (the next deadline is the
 * flag's instant), so annad has released the flag's words (on_idle) before
 * any search starts. In training (this fixture) there is no arbiter: the
 * verdict is the result, said to both with its reason at that entry (in
 * competition it is his decision: tests/tools/test_decisions.sh). */
static void test_flag_words_before_verdict(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	act(f, T0, "start");
	uint64_t flag = T0 + 303000; /* White's 300 s and the first 3 s */
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_driver_tick(f->d, flag);
	assert_non_null(strstr(f->out.text, "vi urgent You: flag fallen, the time is up"));
	assert_non_null(strstr(f->out.text, "sighted urgent Opponent: flag fallen, the time is up"));
	assert_int_equal(anna_driver_next_deadline(f->d), flag);
	/* the next entry settles it: a loss (Black has all his men), said to
	 * both, and nothing is due any more */
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_driver_tick(f->d, flag);
	assert_string_equal(f->out.text, "vi move White has run out of time. Black wins. | "
					 "sighted move White has run out of time. Black wins.");
	assert_true(anna_driver_next_deadline(f->d) > flag);
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_ENDED);
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->result,
			 ANNA_RESULT_BLACK_WINS);
	assert_int_equal(anna_driver_bugs(f->d), 0);
}

static void test_confirm_deadline(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, confirm, sizeof(confirm) / sizeof(confirm[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
}

/* A board that does not show the game when it opens: nothing while
 * setting up, the corrections when the game starts; put right (the holes
 * read again, a resync): "the board is right". */
static void test_board_mismatch(void **state)
{
	struct fixture *f = *state;
	/* g1's knight is missing, a peg stands on e3 */
	uint64_t occ = start_occupancy() & ~(1ull << ANNA_SQ(6, 0));
	occ |= 1ull << ANNA_SQ(4, 2);
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, occ, T0);
	assert_string_equal(f->out.text, "");
	struct row rows[] = {
		{ 0, "start", STARTED " | vi urgent Eva three should be empty. White knight missing on Gustav one", 0 },
	};
	run(f, rows, 1);
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0 + 700);
	assert_string_equal(f->out.text, "");
	anna_driver_tick(f->d, T0 + 730); /* the holes settle like any others */
	assert_string_equal(f->out.text, "vi query The board is right");
	assert_int_equal(anna_driver_bugs(f->d), 0);
}

/* SYN_DROPPED in the middle of a move: the kernel lost the seat on e4.
 * The driver asks for the true holes; read again, the change counts as
 * the seat, and the move goes on as if nothing was lost. */
static void test_resync(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	struct row rows[] = {
		{ 0, "start", STARTED, 0 },
		{ 1000, "-e2", "", 0 },
	};
	run(f, rows, 2);
	assert_false(anna_driver_needs_resync(f->d, ANNA_DRIVER_VI_BOARD));
	struct input_event drop = { .type = EV_SYN, .code = SYN_DROPPED };
	assert_int_equal(anna_driver_feed(f->d, ANNA_DRIVER_VI_BOARD, &drop, T0 + 1200), ANNA_OK);
	assert_true(anna_driver_needs_resync(f->d, ANNA_DRIVER_VI_BOARD));
	assert_false(anna_driver_needs_resync(f->d, ANNA_DRIVER_VI_KEYPAD));
	uint64_t holes = (start_occupancy() & ~(1ull << ANNA_SQ(4, 1))) | 1ull << ANNA_SQ(4, 3);
	f->out.len = 0;
	f->out.text[0] = '\0';
	assert_int_equal(anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, holes, T0 + 1300),
			 ANNA_OK);
	assert_false(anna_driver_needs_resync(f->d, ANNA_DRIVER_VI_BOARD));
	struct row press[] = {
		{ 1500, "vE", "vi info Enter | vi earcon accept | sighted move Eva two Eva four", 0 },
	};
	run(f, press, 1);
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->count, 1);
	assert_int_equal(anna_session_ply(anna_driver_session(f->d), 0)->made_ms, T0 + 1300);
}

/* The journal is the input: what one driver consumed, fed to another
 * (muted, as crash recovery does), gives the same game and says nothing. */
static void test_journal_replay(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, opening, sizeof(opening) / sizeof(opening[0]));
	assert_true(f->journal.n > 20);
	assert_int_equal(f->journal.e[0].raw.input, ANNA_DRIVER_IN_BOARD_STATE);
	assert_int_equal(f->journal.e[1].raw.input, ANNA_DRIVER_IN_COMMAND);

	struct anna_driver_config cfg;
	struct record quiet = { .len = 0 };
	config(f, &cfg);
	cfg.output.ctx = &quiet;
	struct anna_driver *d2;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &d2, &err), ANNA_OK);
	anna_driver_mute(d2, true);
	for (size_t i = 0; i < f->journal.n; i++) {
		const struct journal_entry *e = &f->journal.e[i];
		assert_int_not_equal(e->raw.input, ANNA_DRIVER_IN_BYTES); /* no DGT board here */
		assert_int_equal(driver_feed_raw(d2, &e->raw, &e->ev, &e->command, NULL), ANNA_OK);
	}
	assert_int_equal(quiet.len, 0);
	const struct anna_session *a = anna_driver_session(f->d), *b = anna_driver_session(d2);
	assert_int_equal(anna_session_state(a), anna_session_state(b));
	assert_int_equal(anna_session_game(a)->count, anna_session_game(b)->count);
	assert_true(anna_position_same(&anna_session_game(a)->pos, &anna_session_game(b)->pos));
	for (int side = 0; side < 2; side++)
		assert_int_equal(anna_clock_remaining(anna_session_clock(a), side, T0 + 8000),
				 anna_clock_remaining(anna_session_clock(b), side, T0 + 8000));
	/* Field by field: the padding bytes of a ply are not state. */
	for (size_t i = 0; i < 2; i++) {
		const struct anna_session_ply *pa = anna_session_ply(a, i);
		const struct anna_session_ply *pb = anna_session_ply(b, i);
		assert_non_null(pa);
		assert_non_null(pb);
		assert_int_equal(pa->index, pb->index);
		assert_int_equal(pa->mover, pb->mover);
		assert_int_equal(pa->move, pb->move);
		assert_int_equal(pa->draw_offer, pb->draw_offer);
		assert_int_equal(pa->touched_ms, pb->touched_ms);
		assert_int_equal(pa->made_ms, pb->made_ms);
		assert_int_equal(pa->announced_ms, pb->announced_ms);
		assert_int_equal(pa->pressed_ms, pb->pressed_ms);
		assert_int_equal(pa->repeated_ms, pb->repeated_ms);
		assert_int_equal(pa->executed_ms, pb->executed_ms);
		assert_int_equal(pa->remaining_ms, pb->remaining_ms);
		assert_int_equal(pa->early_press_ms, pb->early_press_ms);
	}
	assert_int_equal(anna_driver_next_deadline(f->d), anna_driver_next_deadline(d2));
	anna_driver_free(d2);
}

/* The arbiter's keypad asks (his own time is the VI player's side's, in
 * colours); a move or a clock press from it is refused to him, and the
 * game does not move. */
/* The VI player's scoresheet read back by voice on request (issue 7,
 * VI-10): star 6 and how many moves, on his keypad, through the driver to
 * words; "6" before the count is the menu, the count the argument. */
static const struct row sheet_back[] = {
	{ 8000, "vQ", "vi info Question | vi earcon accept | vi info Which question? A digit, 1 to 9.", 0 },
	{ 8100, "v6", "vi info Scoresheet | vi earcon accept | vi info How many moves? 1 to 9.", 0 },
	{ 8200, "v1", "vi info One | vi earcon accept | vi query Move one, White: Eva two Eva four | "
		      "vi query Move one, Black: Eva seven Eva five", 0 },
};

static void test_sheet_and_reconcile(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, opening, sizeof(opening) / sizeof(opening[0]));
	run(f, sheet_back, sizeof(sheet_back) / sizeof(sheet_back[0]));

	/* VI-13 asked for by the arbiter: the sighted player wrote 1... e6;
	 * confirmed, Black's move goes and the VI player hears what to put
	 * back on his board */
	static const char *const written[] = { "e4", "e6" };
	struct anna_session_event ev;
	for (size_t i = 0; i < 2; i++) {
		anna_session_event_init(&ev, ANNA_SEV_SHEET_ENTRY, T0 + 9000);
		ev.role = ANNA_ROLE_ARBITER;
		snprintf(ev.text, sizeof(ev.text), "%s", written[i]);
		anna_driver_command(f->d, &ev);
	}
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_session_event_init(&ev, ANNA_SEV_ARB_RECONCILE, T0 + 10000);
	ev.role = ANNA_ROLE_ARBITER;
	anna_driver_command(f->d, &ev);
	const struct anna_reconcile_result *res = anna_session_reconcile(anna_driver_session(f->d));
	assert_non_null(res);
	assert_int_equal(res->proposal.plies, 1);
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_session_event_init(&ev, ANNA_SEV_ARB_CONFIRM, T0 + 11000);
	ev.role = ANNA_ROLE_ARBITER;
	ev.decision = 1;
	anna_driver_command(f->d, &ev);
	assert_string_equal(f->out.text, "vi move The arbiter has decided: the proposal stands. | "
					 "sighted move The arbiter has decided: the proposal stands. | "
					 "vi urgent Pawn Eva five back to Eva seven");
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->count, 1);
	static const struct row put_back[] = {
		{ 12000, "-e5", "", 0 },
		{ 12400, "+e7", "", 0 },
		{ 12430, "tick", "vi query The board is right", 0 },
	};
	run(f, put_back, sizeof(put_back) / sizeof(put_back[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_PAUSED);
}

static void test_arbiter_keypad(void **state)
{
	struct fixture *f = *state;
	struct anna_driver_config cfg;
	config(f, &cfg);
	cfg.has[ANNA_DRIVER_ARBITER_KEYPAD] = true;
	cfg.keymap[ANNA_DRIVER_ARBITER_KEYPAD] = &f->keymap;
	cfg.listener[ANNA_ROLE_ARBITER].present = true;
	cfg.listener[ANNA_ROLE_ARBITER].profile = f->profile;
	anna_driver_free(f->d);
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &f->d, &err), ANNA_OK);
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	static const struct row rows[] = {
		{ 0, "start", STARTED, 0 },
		{ 100, "a5", "arbiter info Eva | arbiter earcon accept", 0 },
		{ 200, "a2", "arbiter info Two | arbiter earcon accept", 0 },
		{ 300, "a5", "arbiter info Eva | arbiter earcon accept", 0 },
		{ 400, "a4", "arbiter info Four | arbiter earcon accept", 0 },
		{ 500, "aE", "arbiter info Enter | arbiter earcon accept | "
			     "arbiter query It is not your move; nothing was entered. | arbiter earcon reject", 0 },
		{ 600, "aE", "arbiter info Enter | arbiter earcon accept | "
			     "arbiter query It is not your move; nothing was entered. | arbiter earcon reject", 0 },
		{ 700, "aT", "arbiter info My time | arbiter earcon accept | arbiter query White: five minutes two seconds", 0 },
	};
	run(f, rows, sizeof(rows) / sizeof(rows[0]));
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->count, 0);
}

/* CLK-11: in training the player resumes a paused clock from his keypad's
 * command menu (slash 5), as the arbiter would; with the clock running the
 * same keys are refused to him and change nothing. */
static void test_keypad_resume(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	static const struct row rows[] = {
		{ 0, "start", STARTED, 0 },
		{ 100, "vM", "vi info Command | vi earcon accept | vi info Which command? A digit.", 0 },
		{ 200, "v5", "vi info Resume the clock | vi earcon accept | vi query The clock is not paused; there is nothing to resume. | vi earcon reject", 0 },
		{ 300, "pause", "vi query The clock is paused. To go on: the command key, slash, then 5. | sighted query The clock is paused. To go on: the command key, slash, then 5.", 0 },
		{ 400, "vM", "vi info Command | vi earcon accept | vi info Which command? A digit.", 0 },
		{ 500, "v5", "vi info Resume the clock | vi earcon accept | vi query The clock is running again | sighted query The clock is running again", 0 },
	};
	run(f, rows, sizeof(rows) / sizeof(rows[0]));
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
}

/* Issue 11 item 4: a draw offer from the keypad: the one who offers hears
 * that it was made, his opponent hears the offer; the opponent's move
 * declines it, and the one who offered hears that too. */
static void test_keypad_draw_offer(void **state)
{
	struct fixture *f = *state;
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	static const struct row rows[] = {
		{ 0, "start", STARTED, 0 },
		{ 100, "vM", "vi info Command | vi earcon accept | vi info Which command? A digit.", 0 },
		{ 200, "v7", "vi info Offer a draw | vi earcon accept | vi info Offer a draw? To confirm, press 7 again and Enter. Any other key: no.", 0 },
		{ 300, "v7", "vi info Seven | vi earcon accept", 0 },
		{ 400, "vE", "vi info Enter | vi earcon accept | sighted move Opponent offers a draw | vi move You have offered a draw; your opponent has been told.", 0 },
	};
	run(f, rows, sizeof(rows) / sizeof(rows[0]));
}

static uint64_t fixed_clock(void *ctx)
{
	return *(const uint64_t *)ctx;
}

/* annad's output: the speakers. Each person's phrases reach his speaker
 * as his listener there (the text sink names him), the keypad's echoes
 * included; the speech-rate command changes only his voice. */
static void test_speakers(void **state)
{
	struct fixture *f = *state;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_NULL };
	struct anna_output *out;
	assert_int_equal(anna_output_open(&oc, &out), 0);
	char *text = NULL;
	size_t text_len = 0;
	FILE *sink = open_memstream(&text, &text_len);
	uint64_t now_us = 2000000;
	struct anna_speaker_config sc = {
		.output = out, .text = sink, .clock = fixed_clock, .clock_ctx = &now_us,
	};
	struct anna_speaker *sp;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	struct anna_listener player = { .name = "player", .voice = { .name = "en" } };
	struct anna_listener opponent = { .name = "opponent", .voice = { .name = "en" } };
	struct anna_driver_speakers speakers = { .rate_step = 25 };
	speakers.speaker[ANNA_ROLE_VI] = speakers.speaker[ANNA_ROLE_SIGHTED] = sp;
	speakers.listener[ANNA_ROLE_VI] = anna_speaker_add_listener(sp, &player);
	speakers.listener[ANNA_ROLE_SIGHTED] = anna_speaker_add_listener(sp, &opponent);
	speakers.voice[ANNA_ROLE_VI] = player.voice;
	speakers.voice[ANNA_ROLE_SIGHTED] = opponent.voice;

	struct anna_driver_config cfg;
	config(f, &cfg);
	anna_driver_output_speakers(&cfg.output, &speakers);
	struct anna_driver *d;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &d, &err), ANNA_OK);
	anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_START, T0);
	anna_driver_command(d, &ev);
	frame(d, ANNA_DRIVER_VI_BOARD, ANNA_BOARDMAP_FIRST_CODE + ANNA_SQ(4, 1), 0, T0 + 1000);
	frame(d, ANNA_DRIVER_VI_BOARD, ANNA_BOARDMAP_FIRST_CODE + ANNA_SQ(4, 3), 1, T0 + 1400);
	frame(d, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER, 1, T0 + 1500);
	/* Command 8: speech faster, for the VI player only */
	frame(d, ANNA_DRIVER_VI_KEYPAD, KEY_KPSLASH, 1, T0 + 2000);
	frame(d, ANNA_DRIVER_VI_KEYPAD, KEY_KP8, 1, T0 + 2100);
	assert_int_equal(speakers.voice[ANNA_ROLE_VI].rate, ANNA_SYNTH_RATE_DEFAULT + 25);
	assert_int_equal(speakers.voice[ANNA_ROLE_SIGHTED].rate, 0);
	assert_int_equal(anna_speaker_wait_idle(sp, 20000), 0);
	fflush(sink);
	/* Each person's phrases in order; between the two, the speaker's
	 * priorities decide (a move may overtake a queued echo). */
	char heard_vi[1024] = "", heard_sighted[1024] = "";
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		char *buf = strncmp(line, "2.000 player ", 13) == 0 ? heard_vi
			  : strncmp(line, "2.000 opponent ", 15) == 0 ? heard_sighted : NULL;
		assert_non_null(buf);
		strcat(strcat(buf, strchr(line + 6, ' ') + 1), "|");
	}
	assert_string_equal(heard_vi, "The game begins. You play White and have the move; your clock is "
				      "running.|White pawn Eva two touched: you must move it|Enter|Command|"
				      "Which command? A digit.|Faster|");
	assert_string_equal(heard_sighted, "The game begins. You play Black; your opponent has the move.|"
					   "Eva two Eva four|");
	assert_int_equal(anna_driver_bugs(d), 0);
	anna_driver_free(d);
	anna_speaker_free(sp);
	anna_output_free(out);
	fclose(sink);
	free(text);
}

/* VI-6 in competition: the piece lifted and its square, no obligation
 * (ARB-3), to the VI player only; one who switched it off hears nothing
 * of his lifts. The seconds threshold is the listener's: a clock answer
 * below it has its seconds. */
static void test_touched_and_seconds(void **state)
{
	struct fixture *f = *state;
	const struct {
		unsigned touched;
		uint64_t seconds_below_ms;
		const char *lift, *times;
	} cases[] = {
		{ 1u << ANNA_ROLE_VI, 10 * 60000, "vi query White pawn Eva two touched",
		  "vi info My time | vi earcon accept | vi query You: five minutes one second" },
		{ 0, 60000, "", "vi info My time | vi earcon accept | vi query You: five minutes" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_driver_config cfg;
		struct anna_error err;
		config(f, &cfg);
		cfg.session.policy.mode = ANNA_MODE_COMPETITION;
		cfg.session.policy.touched_listeners = cases[i].touched;
		cfg.listener[ANNA_ROLE_VI].seconds_below_ms = cases[i].seconds_below_ms;
		anna_driver_free(f->d);
		assert_int_equal(anna_driver_new(&cfg, &f->d, &err), ANNA_OK);
		anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
		const struct row rows[] = {
			{ 0, "start", STARTED, 0 },
			{ 1000, "-e2", "", 0 },
			{ 1400, "+e4", cases[i].lift, 0 },
			{ 2000, "vT", cases[i].times, 0 },
		};
		run(f, rows, sizeof(rows) / sizeof(rows[0]));
	}
}

static void test_errors(void **state)
{
	struct fixture *f = *state;
	struct anna_driver_config cfg;
	struct anna_driver *d = NULL;
	struct anna_error err;
	config(f, &cfg);
	cfg.keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = NULL;
	assert_int_equal(anna_driver_new(&cfg, &d, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_DRIVER_NO_KEYMAP);
	assert_string_equal(err.args[0], "sighted-keypad");
	assert_null(d);
	config(f, &cfg);
	cfg.listener[ANNA_ROLE_SIGHTED].profile = NULL;
	assert_int_equal(anna_driver_new(&cfg, &d, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_DRIVER_NO_PROFILE);
	assert_string_equal(err.args[0], anna_role_str(ANNA_ROLE_SIGHTED));
	/* a role without a device, a board state for a keypad */
	struct input_event ev = { .type = EV_KEY, .code = KEY_KP1, .value = 1 };
	assert_int_equal(anna_driver_feed(f->d, ANNA_DRIVER_ARBITER_KEYPAD, &ev, T0), ANNA_E_INVALID);
	assert_int_equal(anna_driver_feed(f->d, ANNA_DRIVER_ROLE_COUNT, &ev, T0), ANNA_E_INVALID);
	assert_int_equal(anna_driver_board_state(f->d, ANNA_DRIVER_VI_KEYPAD, 0, T0), ANNA_E_INVALID);
	assert_int_equal(anna_driver_board_state(f->d, ANNA_DRIVER_SIGHTED_BOARD, 0, T0),
			 ANNA_E_INVALID);
}

/* The trainer's requests, as the trainer would get them. */
struct trained {
	struct anna_driver_train_req req[8];
	size_t n;
};

static void on_train(void *ctx, const struct anna_driver_train_req *req, uint64_t at_ms)
{
	(void)at_ms;
	struct trained *t = ctx;
	assert_true(t->n < 8);
	t->req[t->n++] = *req;
}

/* A study on the VI sensor board (anna_driver_study_board): the board
 * follows the study's position, not the game's; the session hears none
 * of it; a move of the study's side made on the board goes to the trainer
 * once, as the VI player's; the study closed, the board is the game's
 * again and what to put back is said. */
static void test_study_board(void **state)
{
	struct fixture *f = *state;
	struct trained tr = { 0 };
	struct anna_error err;
	anna_driver_free(f->d);
	f->cfg.train = on_train;
	f->cfg.train_ctx = &tr;
	assert_int_equal(anna_driver_new(&f->cfg, &f->d, &err), ANNA_OK);
	anna_driver_board_state(f->d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	run(f, (const struct row[]){ { 0, "start", STARTED, 0 }, { 10, "pause",
							    "vi query The clock is paused. To go on: the command key, slash, then 5. | sighted query The clock is paused. To go on: the command key, slash, then 5.", 0 } }, 2);
	/* the study: after 1.e4, Black (the player) to guess */
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
				       &err), ANNA_OK);
	anna_driver_study_board(f->d, &pos, T0 + 100);
	static const struct row rows[] = {
		/* he carries out the announced 1.e4: his board shows the study */
		{ 1000, "-e2", "", 0 },
		{ 1400, "+e4", "", 0 },
		{ 1430, "tick", "", 0 },
		/* a peg lifted and put back is no move */
		{ 2000, "-d7", "", 0 },
		{ 2100, "+d7", "", 0 },
		{ 2130, "tick", "", 0 },
		/* his guess 1...e5 on the board */
		{ 3000, "-e7", "", 0 },
		{ 3400, "+e5", "", 0 },
		{ 3430, "tick", "", 0 },
	};
	run(f, rows, sizeof(rows) / sizeof(rows[0]));
	assert_int_equal(tr.n, 1);
	assert_int_equal(tr.req[0].kind, ANNA_DRIVER_TRAIN_MOVE);
	assert_int_equal(tr.req[0].who, ANNA_ROLE_VI);
	assert_int_equal(tr.req[0].from, ANNA_SQ(4, 6));
	assert_int_equal(tr.req[0].to, ANNA_SQ(4, 4));
	assert_int_equal(tr.req[0].promotion, ANNA_NO_TYPE);
	/* the session saw no move and no touch */
	assert_int_equal(anna_session_game(anna_driver_session(f->d))->count, 0);
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_PAUSED);

	/* as the trainer goes on: the study after 1...e5 */
	assert_int_equal(anna_fen_read(&pos, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
				       &err), ANNA_OK);
	anna_driver_study_board(f->d, &pos, T0 + 3500);
	/* the study closed: the board is the game's (the start) again */
	f->out.len = 0;
	f->out.text[0] = '\0';
	anna_driver_study_board(f->d, NULL, T0 + 4000);
	assert_string_equal(f->out.text,
			    "vi urgent Pawn Eva four to Eva two. Pawn Eva five to Eva seven");
	run(f, (const struct row[]){ { 5000, "-e4", "", 0 }, { 5100, "+e2", "", 0 },
				     { 5200, "-e5", "", 0 }, { 5300, "+e7", "", 0 },
				     { 5330, "tick", "vi query The board is right", 0 } }, 5);
	assert_int_equal(tr.n, 1);
}

/* One keypad for both players (sighted-keypad = shared): White types
 * e2-e4 on it, Enter, Enter (his press); the keys are then Black's (his
 * echoes are his), e7-e5 and Enter is his move and press; each player is
 * told when it is his move. */
static const struct row shared[] = {
	{ 0, "start", "vi move The game begins. You play White and have the move; your clock is running. | "
		      "sighted move The game begins. You play Black; your opponent has the move.", 0 },
	{ 100, "v5", "vi info Eva | vi earcon accept", 0 },
	{ 200, "v2", "vi info Two | vi earcon accept", 0 },
	{ 300, "v5", "vi info Eva | vi earcon accept", 0 },
	{ 400, "v4", "vi info Four | vi earcon accept", 0 },
	{ 500, "vE", "vi info Enter | vi earcon accept | vi query Announced: Eva two Eva four | sighted move Eva two Eva four", 0 },
	{ 600, "vE", "vi info Enter | vi earcon accept | sighted info Black to move.", 0 },
	{ 700, "v5", "sighted info Eva | sighted earcon accept", 0 },
	{ 800, "v7", "sighted info Seven | sighted earcon accept", 0 },
	{ 900, "v5", "sighted info Eva | sighted earcon accept", 0 },
	{ 1000, "v5", "sighted info Five | sighted earcon accept", 0 },
	{ 1100, "vE", "sighted info Enter | sighted earcon accept | vi move Eva seven Eva five | vi info White to move.", 0 },
	{ 1200, "v7", "vi info Gustav | vi earcon accept", 0 },   /* White's again */
};

static void test_shared_keypad(void **state)
{
	struct fixture *f = *state;
	anna_driver_free(f->d);
	config(f, &f->cfg);
	f->cfg.has[ANNA_DRIVER_VI_BOARD] = false;
	f->cfg.session.vi_sensor_board = false;
	f->cfg.has[ANNA_DRIVER_SIGHTED_KEYPAD] = false;
	f->cfg.keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = NULL;
	f->cfg.shared_keypad = true;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&f->cfg, &f->d, &err), ANNA_OK);
	run(f, shared, sizeof(shared) / sizeof(shared[0]));
	const struct anna_game *g = anna_session_game(anna_driver_session(f->d));
	assert_int_equal(g->count, 2);
	assert_int_equal(anna_session_state(anna_driver_session(f->d)), ANNA_SESSION_VI_TO_MOVE);
	/* the configurations it cannot share */
	struct anna_driver *bad = NULL;
	f->cfg.has[ANNA_DRIVER_SIGHTED_KEYPAD] = true;
	f->cfg.keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = &f->keymap;
	assert_int_equal(anna_driver_new(&f->cfg, &bad, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_DRIVER_SHARED_KEYPAD);
	f->cfg.has[ANNA_DRIVER_SIGHTED_KEYPAD] = false;
	f->cfg.has[ANNA_DRIVER_VI_KEYPAD] = false;
	assert_int_equal(anna_driver_new(&f->cfg, &bad, &err), ANNA_E_INVALID);
	assert_null(bad);
}

static void test_roles(void **state)
{
	(void)state;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		assert_int_equal(anna_driver_role_from_str(anna_driver_role_str(r)), r);
	assert_string_equal(anna_driver_role_str(ANNA_DRIVER_SIGHTED_KEYPAD), "sighted-keypad");
	assert_string_equal(anna_driver_role_str(ANNA_DRIVER_ROLE_COUNT), "unknown");
	assert_int_equal(anna_driver_role_from_str("vi-bord"), -1);
	assert_int_equal(anna_driver_role_from_str(NULL), -1);
	assert_true(anna_driver_role_is_board(ANNA_DRIVER_SIGHTED_BOARD));
	assert_false(anna_driver_role_is_board(ANNA_DRIVER_VI_KEYPAD));
	assert_int_equal(anna_driver_role_person(ANNA_DRIVER_VI_BOARD), ANNA_ROLE_VI);
	assert_int_equal(anna_driver_role_person(ANNA_DRIVER_SIGHTED_KEYPAD), ANNA_ROLE_SIGHTED);
	assert_int_equal(anna_driver_role_person(ANNA_DRIVER_ARBITER_KEYPAD), ANNA_ROLE_ARBITER);
	assert_string_equal(anna_driver_input_str(ANNA_DRIVER_IN_TICK), "tick");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_opening, setup, teardown),
		cmocka_unit_test_setup_teardown(test_drift, setup, teardown),
		cmocka_unit_test_setup_teardown(test_wrong_pawn, setup, teardown),
		cmocka_unit_test_setup_teardown(test_under_way, setup, teardown),
		cmocka_unit_test_setup_teardown(test_out_of_turn, setup, teardown),
		cmocka_unit_test_setup_teardown(test_confirm_deadline, setup, teardown),
		cmocka_unit_test_setup_teardown(test_flag_words_before_verdict, setup, teardown),
		cmocka_unit_test_setup_teardown(test_board_mismatch, setup, teardown),
		cmocka_unit_test_setup_teardown(test_resync, setup, teardown),
		cmocka_unit_test_setup_teardown(test_journal_replay, setup, teardown),
		cmocka_unit_test_setup_teardown(test_sheet_and_reconcile, setup, teardown),
		cmocka_unit_test_setup_teardown(test_arbiter_keypad, setup, teardown),
		cmocka_unit_test_setup_teardown(test_keypad_resume, setup, teardown),
		cmocka_unit_test_setup_teardown(test_keypad_draw_offer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_at_rest, setup, teardown),
		cmocka_unit_test_setup_teardown(test_speakers, setup, teardown),
		cmocka_unit_test_setup_teardown(test_touched_and_seconds, setup, teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_study_board, setup, teardown),
		cmocka_unit_test_setup_teardown(test_shared_keypad, setup, teardown),
		cmocka_unit_test(test_roles),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
