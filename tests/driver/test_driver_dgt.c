/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/driver/test_driver_dgt.c: the driver with the sighted player's
 * board a DGT e-board (bytes through anna_driver_feed_bytes), the VI
 * player on a sensor board and both keypads, words in the en profile:
 * his move taken from the board at the DGT clock's lever and at Enter
 * alone; a press with no move on the board says what differs to him and
 * to the arbiter; an illegal move completed as made (competition); both
 * boards checked after the VI player carried the move out; the
 * reconciliation takes the e-board's placement; the journal (bytes
 * included) replays to the same game; the e-board read afresh after a
 * reconnect (as it stands, or with a piece fallen meanwhile). The VI player on a DGT board (a
 * tactile board with identity sensors), the sighted player on his own: the
 * announced move carried out on it, his own move taken at his press, a
 * piece lifted touched, another move than the announced one and a board
 * that differs at the open said to him with the corrections, the DGT
 * clock's lever at his board his press, an illegal move at his press;
 * a keypad is never a DGT board. The VI player's sensor board checked
 * when the e-board shows his move carried out (a peg knocked out said to
 * him and the arbiter); a move typed on the sighted keypad while the board
 * shows another (his typed move, not the board's), and with the board
 * pulled out (typed moves go on, the board away not checked); a key other
 * than Enter bound to enter (a pedal) his press; the e-board turned round,
 * detected from the start position, or set (dgt-orientation) for a board
 * first seen in a game under way.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board-io/dgt.h"
#include "core/fen.h"
#include "core/position.h"
#include "driver/driver.h"
#include "tests/common/driver_feed.h"

#define T0 1000000ull

struct said {
	char text[16384];
	size_t len;
};

static void on_say(void *ctx, enum anna_role who, enum anna_priority prio, uint64_t at_ms,
		   const char *text, const char *speech)
{
	(void)prio;
	(void)at_ms;
	(void)speech;
	struct said *s = ctx;
	int n = snprintf(s->text + s->len, sizeof(s->text) - s->len, "%s: %s\n",
			 anna_role_str(who), text);
	if (n > 0 && (size_t)n < sizeof(s->text) - s->len)
		s->len += (size_t)n;
}

/* The journal, bytes copied. */
struct entry {
	struct anna_driver_raw raw;
	struct input_event ev;
	struct anna_session_event command;
	uint8_t bytes[80];
};
static struct entry journal[1024];
static size_t n_journal;

static void on_raw(void *ctx, const struct anna_driver_raw *raw)
{
	(void)ctx;
	assert_true(n_journal < 1024);
	struct entry *e = &journal[n_journal++];
	e->raw = *raw;
	if (raw->ev)
		e->ev = *raw->ev;
	if (raw->command)
		e->command = *raw->command;
	assert_true(raw->n_bytes <= sizeof(e->bytes));
	if (raw->n_bytes)
		memcpy(e->bytes, raw->bytes, raw->n_bytes);
}

static struct anna_profile *profile;
static struct anna_keymap keymap;
static struct said said;
static struct anna_driver *d;
static bool lever;
static bool vi_dgt; /* the VI player's board is a DGT board too */
/* how the sighted e-board lies: the setting, and its fields' squares */
static enum anna_dgt_orientation orient_setting = ANNA_DGT_ANY_WAY, orient = ANNA_DGT_NORMAL;
/* the sighted keypad's key map (NULL: numpad) */
static struct anna_keymap *sighted_map;

static void config(struct anna_driver_config *cfg, enum anna_policy_mode mode)
{
	anna_driver_config_default(cfg);
	struct anna_error err;
	assert_int_equal(anna_tc_parse("300+3", &cfg->session.tc, &err), ANNA_OK);
	anna_clock_settings_default(&cfg->session.clock, &cfg->session.tc);
	cfg->session.policy.mode = mode;
	cfg->session.vi_side = ANNA_BLACK; /* the sighted player is White */
	cfg->session.vi_sensor_board = true;
	cfg->has[ANNA_DRIVER_VI_BOARD] = true;
	cfg->has[ANNA_DRIVER_SIGHTED_BOARD] = true;
	cfg->dgt[ANNA_DRIVER_SIGHTED_BOARD] = true;
	cfg->dgt[ANNA_DRIVER_VI_BOARD] = vi_dgt;
	cfg->has[ANNA_DRIVER_VI_KEYPAD] = true;
	cfg->has[ANNA_DRIVER_SIGHTED_KEYPAD] = true;
	cfg->keymap[ANNA_DRIVER_VI_KEYPAD] = &keymap;
	cfg->keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = sighted_map ? sighted_map : &keymap;
	cfg->dgt_orientation = orient_setting;
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		cfg->listener[who].present = true;
		cfg->listener[who].profile = profile;
	}
	cfg->output.say = on_say;
	cfg->output.ctx = &said;
	cfg->raw = on_raw;
}

static uint64_t start_occupancy(void)
{
	return 0xffff00000000ffffull;
}

static void bytes_on(enum anna_driver_role role, uint64_t at, const struct anna_dgt_msg *m)
{
	uint8_t b[ANNA_DGT_SIZE_BOARD_DUMP];
	size_t n = anna_dgt_encode(m, b, sizeof(b));
	assert_int_equal(anna_driver_feed_bytes(d, role, b, n, T0 + at), ANNA_OK);
}

static void field_on(enum anna_driver_role role, uint64_t at, const char *sq, uint8_t code)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_FIELD_UPDATE };
	m.field = (uint8_t)anna_dgt_field(anna_square_parse(sq),
					  role == ANNA_DRIVER_SIGHTED_BOARD ? orient : ANNA_DGT_NORMAL);
	m.code = code;
	bytes_on(role, at, &m);
}

static void field(uint64_t at, const char *sq, uint8_t code)
{
	field_on(ANNA_DRIVER_SIGHTED_BOARD, at, sq, code);
}

/* The VI player's e-board (vi_dgt). */
static void vfield(uint64_t at, const char *sq, uint8_t code)
{
	field_on(ANNA_DRIVER_VI_BOARD, at, sq, code);
}

/* A piece moved on a board: lifted at at, put down 200 ms later. */
static void moved(enum anna_driver_role role, uint64_t at, const char *from, const char *to,
		  uint8_t code)
{
	field_on(role, at, from, 0);
	field_on(role, at + 200, to, code);
}

static void lever_on(enum anna_driver_role role, uint64_t at)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_BWTIME };
	lever = !lever;
	m.clock.right_high = lever;
	m.clock.running = true;
	bytes_on(role, at, &m);
}

static void press_lever(uint64_t at)
{
	lever_on(ANNA_DRIVER_SIGHTED_BOARD, at);
}

/* A board's line opened and its whole board sent: rows from a8 to h1. */
static void open_board(enum anna_driver_role role, const char *rows)
{
	assert_int_equal(anna_driver_feed_bytes(d, role, NULL, 0, T0), ANNA_OK);
	assert_false(anna_driver_dgt_known(d, role));
	struct anna_dgt_msg dump = { .id = ANNA_DGT_MSG_BOARD_DUMP };
	static const char letters[] = ".PRNBKQprnbkq";
	for (int f = 0; f < 64; f++)
		dump.codes[f] = (uint8_t)(strchr(letters, rows[f]) - letters);
	bytes_on(role, 0, &dump);
	assert_true(anna_driver_dgt_known(d, role));
	struct anna_dgt_msg clock = { .id = ANNA_DGT_MSG_BWTIME };
	clock.clock.running = true;
	bytes_on(role, 0, &clock); /* where the lever stands: no press */
}

static const char start_rows[] = "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";

/* A position (FEN) as a board dump's rows, by field, the board lying o. */
static const char *rows_of(const char *fen, enum anna_dgt_orientation o)
{
	static char rows[65];
	static const char letters[] = ".PRNBKQprnbkq";
	struct anna_position p;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&p, fen, &err), ANNA_OK);
	for (int f = 0; f < 64; f++) {
		uint8_t piece = p.board[anna_dgt_square(f, o)];
		rows[f] = piece == ANNA_NO_PIECE ? '.' : letters[anna_dgt_code(piece)];
	}
	rows[64] = '\0';
	return rows;
}

static const char start_fen[] = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

static void key(uint64_t at, enum anna_driver_role role, unsigned code)
{
	struct input_event ev = { .type = EV_KEY, .code = (uint16_t)code, .value = 1 };
	anna_driver_feed(d, role, &ev, T0 + at);
	ev.value = 0;
	anna_driver_feed(d, role, &ev, T0 + at + 50);
}

/* The VI board: a peg out of or into its hole (one frame). */
static void peg(uint64_t at, const char *sq, bool in)
{
	struct input_event ev = { .type = EV_KEY, .value = in };
	ev.code = (uint16_t)(0x2c0 + anna_square_parse(sq));
	anna_driver_feed(d, ANNA_DRIVER_VI_BOARD, &ev, T0 + at);
	struct input_event syn = { .type = EV_SYN, .code = SYN_REPORT };
	anna_driver_feed(d, ANNA_DRIVER_VI_BOARD, &syn, T0 + at);
}

/* What the VI player's e-board shows when its line opens (vi_dgt), the
 * sighted player's, and the position the arbiter set before the start
 * (NULL: the game's start). */
static const char *vi_rows = start_rows, *sighted_rows = start_rows, *set_fen;

static int setup_mode(enum anna_policy_mode mode)
{
	struct anna_error err;
	if (!profile) {
		assert_int_equal(anna_profile_load(ANNA_TEST_DATADIR, "en", &profile, &err), ANNA_OK);
		assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &keymap, &err),
				 ANNA_OK);
	}
	memset(&said, 0, sizeof(said));
	n_journal = 0;
	lever = false;
	struct anna_driver_config cfg;
	config(&cfg, mode);
	assert_int_equal(anna_driver_new(&cfg, &d, &err), ANNA_OK);
	if (set_fen) {
		struct anna_session_event set;
		anna_session_event_init(&set, ANNA_SEV_ARB_SET_POSITION, T0);
		set.role = ANNA_ROLE_ARBITER;
		assert_int_equal(anna_fen_read(&set.position, set_fen, &err), ANNA_OK);
		anna_driver_command(d, &set);
	}
	if (vi_dgt) /* the lines open: the whole board, the clock */
		open_board(ANNA_DRIVER_VI_BOARD, vi_rows);
	else if (set_fen) { /* the VI player's pegs as the arbiter set the game */
		struct anna_position p;
		assert_int_equal(anna_fen_read(&p, set_fen, &err), ANNA_OK);
		anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, p.by_color[0] | p.by_color[1], T0);
	} else
		anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	open_board(ANNA_DRIVER_SIGHTED_BOARD, sighted_rows);
	struct anna_session_event start;
	anna_session_event_init(&start, ANNA_SEV_START, T0 + 10);
	start.role = ANNA_ROLE_ARBITER;
	anna_driver_command(d, &start);
	return 0;
}

static int setup_training(void **state)
{
	(void)state;
	return setup_mode(ANNA_MODE_TRAINING);
}

static int setup_competition(void **state)
{
	(void)state;
	return setup_mode(ANNA_MODE_COMPETITION);
}

static int setup_vi_training(void **state)
{
	(void)state;
	vi_dgt = true;
	vi_rows = start_rows;
	return setup_mode(ANNA_MODE_TRAINING);
}

static int setup_vi_competition(void **state)
{
	(void)state;
	vi_dgt = true;
	vi_rows = start_rows;
	return setup_mode(ANNA_MODE_COMPETITION);
}

/* The VI player's e-board opens with his pawn e7 missing. */
static int setup_vi_missing(void **state)
{
	(void)state;
	vi_dgt = true;
	vi_rows = "rnbqkbnrpppp.ppp................................PPPPPPPPRNBQKBNR";
	return setup_mode(ANNA_MODE_TRAINING);
}

/* Black (the VI player) to move with his pawn on b2, on both e-boards. */
static int setup_vi_promotion(void **state)
{
	(void)state;
	vi_dgt = true;
	vi_rows = sighted_rows = "....k............................................p..........K...";
	set_fen = "4k3/8/8/8/8/8/1p6/4K3 b - - 0 1";
	return setup_mode(ANNA_MODE_TRAINING);
}

/* The sighted e-board turned round (field 0 = h1) at the start: detected. */
static int setup_rotated_start(void **state)
{
	(void)state;
	orient = ANNA_DGT_ROTATED;
	sighted_rows = rows_of(start_fen, ANNA_DGT_ROTATED);
	return setup_mode(ANNA_MODE_TRAINING);
}

/* The sighted e-board turned round, first seen in a game under way
 * (after 1. e4 e5): no start position to tell, dgt-orientation says it. */
static const char e4e5_fen[] = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";

static int setup_rotated_set(void **state)
{
	(void)state;
	orient_setting = orient = ANNA_DGT_ROTATED;
	set_fen = e4e5_fen;
	sighted_rows = rows_of(e4e5_fen, ANNA_DGT_ROTATED);
	return setup_mode(ANNA_MODE_TRAINING);
}

/* The sighted keypad's map binds a foot pedal (KEY_F13) to enter too. */
static struct anna_keymap pedal_map;

static int setup_pedal(void **state)
{
	(void)state;
	char path[512], text[4096];
	snprintf(path, sizeof(path), "%s/keymaps/numpad.map", ANNA_TEST_DATADIR);
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(text, 1, sizeof(text) - 64, f);
	fclose(f);
	n += (size_t)snprintf(text + n, sizeof(text) - n, "KEY_F13 enter enter\n");
	struct anna_error err;
	assert_int_equal(anna_keymap_parse(text, n, "pedal.map", &pedal_map, &err), ANNA_OK);
	sighted_map = &pedal_map;
	return setup_mode(ANNA_MODE_TRAINING);
}

static int teardown(void **state)
{
	(void)state;
	anna_driver_free(d);
	d = NULL;
	vi_dgt = false;
	vi_rows = sighted_rows = start_rows;
	set_fen = NULL;
	orient_setting = ANNA_DGT_ANY_WAY;
	orient = ANNA_DGT_NORMAL;
	sighted_map = NULL;
	return 0;
}

static bool heard(const char *line)
{
	return strstr(said.text, line) != NULL;
}

#define W_PAWN ANNA_DGT_WPAWN
#define B_PAWN ANNA_DGT_BPAWN

/* The journal so far, fed to a new driver: the same game, nothing said. */
static void journal_replays(void)
{
	struct anna_driver_config cfg;
	config(&cfg, ANNA_MODE_TRAINING);
	cfg.raw = NULL;
	struct said quiet = { .len = 0 };
	cfg.output.ctx = &quiet;
	struct anna_driver *d2;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &d2, &err), ANNA_OK);
	anna_driver_mute(d2, true);
	for (size_t i = 0; i < n_journal; i++) {
		const struct entry *e = &journal[i];
		assert_int_equal(driver_feed_raw(d2, &e->raw, &e->ev, &e->command, e->bytes), ANNA_OK);
	}
	assert_int_equal(quiet.len, 0);
	const struct anna_session *s = anna_driver_session(d), *b = anna_driver_session(d2);
	assert_int_equal(anna_session_game(b)->count, anna_session_game(s)->count);
	assert_true(anna_position_same(&anna_session_game(s)->pos, &anna_session_game(b)->pos));
	for (size_t i = 0; i < anna_session_game(s)->count; i++) {
		assert_int_equal(anna_session_ply(s, i)->made_ms, anna_session_ply(b, i)->made_ms);
		assert_int_equal(anna_session_ply(s, i)->executed_ms,
				 anna_session_ply(b, i)->executed_ms);
	}
	assert_int_equal(anna_driver_bugs(d2), 0);
	anna_driver_free(d2);
}

static void test_lever_takes_board_move(void **state)
{
	(void)state;
	field(1000, "e2", 0);
	field(1200, "e4", W_PAWN);
	press_lever(1600);
	assert_true(heard("vi: Eva two Eva four\n"));
	const struct anna_session *s = anna_driver_session(d);
	assert_int_equal(anna_session_game(s)->count, 1);
	/* made when the board settled (250 ms), pressed at the lever */
	assert_int_equal(anna_session_ply(s, 0)->made_ms, T0 + 1450);
	assert_int_equal(anna_session_ply(s, 0)->pressed_ms, T0 + 1600);
	/* the VI player carries it out; both boards show the game */
	peg(2500, "e2", false);
	peg(2900, "e4", true);
	anna_driver_tick(d, T0 + 3000);
	assert_true(anna_session_ply(s, 0)->executed_ms > 0);
	assert_false(heard("differs"));
	/* his move, then the sighted player's on the board, Enter alone */
	peg(4000, "e7", false);
	peg(4400, "e5", true);
	key(4800, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	assert_int_equal(anna_session_game(s)->count, 2);
	field(5000, "e7", 0); /* carried out on the e-board */
	field(5200, "e5", B_PAWN);
	anna_driver_tick(d, T0 + 5500);
	assert_true(anna_session_ply(s, 1)->executed_ms > 0);
	field(6000, "g1", 0);
	field(6300, "f3", ANNA_DGT_WKNIGHT);
	key(6400, ANNA_DRIVER_SIGHTED_KEYPAD, KEY_KPENTER); /* before it settled */
	assert_int_equal(anna_session_game(s)->count, 3);
	assert_true(heard("vi: Knight Gustav one Felix three\n"));
	/* the journal, bytes included, gives the same game to a new driver */
	journal_replays();
	assert_int_equal(anna_driver_bugs(d), 0);
}

static void test_no_move_says_what_differs(void **state)
{
	(void)state;
	/* a pawn lifted and not put back: no move; he presses */
	field(1000, "d2", 0);
	press_lever(2000);
	const struct anna_session *s = anna_driver_session(d);
	assert_int_equal(anna_session_game(s)->count, 0);
	assert_true(heard("sighted: White pawn missing on David two\n"));
	assert_true(heard("arbiter: The sighted player's board differs. White pawn missing on "
			  "David two\n"));
	assert_false(heard("vi: White pawn"));
	/* the reconciliation takes the e-board's placement */
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	assert_true(in.have_board[1]);
	assert_int_equal(in.board[1].board[anna_square_parse("d2")], ANNA_NO_PIECE);
	assert_int_equal(in.board[1].board[anna_square_parse("e2")],
			 ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
	/* put back: right again, he hears so */
	field(3000, "d2", W_PAWN);
	anna_driver_tick(d, T0 + 3300);
	assert_true(heard("sighted: The board is right\n"));
	anna_session_reconcile_input(s, &in);
	assert_int_equal(in.board[1].board[anna_square_parse("d2")],
			 ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
}

static void test_vi_executes_other_board_checked(void **state)
{
	(void)state;
	field(1000, "e2", 0);
	field(1200, "e4", W_PAWN);
	press_lever(1600);
	/* meanwhile a piece of his falls off his board */
	field(1800, "a2", 0);
	anna_driver_tick(d, T0 + 2100);
	assert_false(heard("differs"));
	/* the VI player carries the move out: now both boards must agree */
	peg(2500, "e2", false);
	peg(2900, "e4", true);
	anna_driver_tick(d, T0 + 3000);
	assert_true(heard("sighted: White pawn missing on Anna two\n"));
	assert_true(heard("arbiter: The sighted player's board differs. White pawn missing on "
			  "Anna two\n"));
}

static void test_illegal_completed_as_made(void **state)
{
	(void)state;
	/* competition: e2-e5 on the board and the lever */
	field(1000, "e2", 0);
	field(1200, "e5", W_PAWN);
	press_lever(1600);
	const struct anna_session *s = anna_driver_session(d);
	assert_int_equal(anna_session_game(s)->count, 0);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_ARBITER);
	assert_true(heard("Eva two Eva five"));
}

/* The e-board unplugged after the sighted player's move and plugged in
 * again as it stands: read afresh, nothing differs; had a piece fallen
 * meanwhile, that is said. */
static void test_reconnect_read_afresh(void **state)
{
	(void)state;
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	press_lever(1600);
	assert_true(heard("vi: Eva two Eva four\n"));
	open_board(ANNA_DRIVER_SIGHTED_BOARD,
		   "rnbqkbnrpppppppp....................P...........PPPP.PPPRNBQKBNR");
	anna_driver_tick(d, T0 + 5000);
	assert_false(heard("differs"));
	assert_int_equal(anna_session_game(anna_driver_session(d))->count, 1);
	open_board(ANNA_DRIVER_SIGHTED_BOARD,
		   "rnbqkbnrpppppppp....................P...........PPP..PPPRNBQKBNR");
	assert_true(heard("sighted: White pawn missing on David two\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* Both players on DGT boards: each move made on one board, carried out on
 * the other, checked on both. */
static void test_vi_eboard_game(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	press_lever(1600);
	assert_true(heard("vi: Eva two Eva four\n"));
	/* the VI player carries it out on his e-board: taken when it settled */
	moved(ANNA_DRIVER_VI_BOARD, 2500, "e2", "e4", W_PAWN);
	anna_driver_tick(d, T0 + 2900);
	assert_int_equal(anna_session_ply(s, 0)->executed_ms, 0);
	anna_driver_tick(d, T0 + 3000);
	assert_int_equal(anna_session_ply(s, 0)->executed_ms, T0 + 2950);
	assert_false(heard("touched"));
	/* his own move: the knight lifted is touched at once (VI-6), his
	 * keypad's Enter before the board settled takes it as it stands */
	vfield(4000, "g8", 0);
	assert_true(heard("vi: Black knight Gustav eight touched"));
	vfield(4300, "f6", ANNA_DGT_BKNIGHT);
	key(4400, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	assert_int_equal(anna_session_game(s)->count, 2);
	assert_true(heard("sighted: Knight Gustav eight Felix six\n"));
	assert_int_equal(anna_session_ply(s, 1)->made_ms, T0 + 4400);
	/* the sighted player carries it out on his: both boards show the game */
	moved(ANNA_DRIVER_SIGHTED_BOARD, 5000, "g8", "f6", ANNA_DGT_BKNIGHT);
	anna_driver_tick(d, T0 + 5500);
	assert_true(anna_session_ply(s, 1)->executed_ms > 0);
	assert_false(heard("differs"));
	/* d2-d4 announced, d2-d3 carried out on the VI board: what to change
	 * is said to him at once */
	moved(ANNA_DRIVER_SIGHTED_BOARD, 6000, "d2", "d4", W_PAWN);
	press_lever(6500);
	assert_true(heard("vi: David two David four\n"));
	moved(ANNA_DRIVER_VI_BOARD, 7000, "d2", "d3", W_PAWN);
	anna_driver_tick(d, T0 + 7500);
	assert_true(heard("vi: That is not the announced move David two David four. Pawn David "
			  "three to David four\n"));
	assert_int_equal(anna_session_ply(s, 2)->executed_ms, 0);
	moved(ANNA_DRIVER_VI_BOARD, 8000, "d3", "d4", W_PAWN);
	anna_driver_tick(d, T0 + 8500);
	assert_int_equal(anna_session_ply(s, 2)->executed_ms, T0 + 8450);
	journal_replays();
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* The VI player's e-board opens with a pawn missing: he hears what to put
 * where (his concern alone); put back, he hears it is right. */
static void test_vi_eboard_differs_at_open(void **state)
{
	(void)state;
	assert_true(heard("vi: Black pawn missing on Eva seven\n"));
	/* the sighted player hears the start, nothing of the VI board */
	assert_true(heard("sighted: The game begins. "));
	assert_false(heard("sighted: Black pawn"));
	vfield(1000, "e7", B_PAWN);
	anna_driver_tick(d, T0 + 1300);
	assert_true(heard("vi: The board is right\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* The sighted player's e2-e4 on his e-board, pressed with the lever or
 * Enter alone, carried out on the VI player's. */
static void e4_carried_out(bool by_lever)
{
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	if (by_lever)
		press_lever(1600);
	else
		key(1600, ANNA_DRIVER_SIGHTED_KEYPAD, KEY_KPENTER);
	moved(ANNA_DRIVER_VI_BOARD, 2500, "e2", "e4", W_PAWN);
	anna_driver_tick(d, T0 + 3000);
	assert_true(anna_session_ply(anna_driver_session(d), 0)->executed_ms > 0);
}

/* A DGT clock plugged into the VI player's board: its lever is his press. */
static void test_vi_eboard_lever(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	e4_carried_out(false); /* a lever on one board only */
	moved(ANNA_DRIVER_VI_BOARD, 3500, "e7", "e5", B_PAWN);
	lever_on(ANNA_DRIVER_VI_BOARD, 3800);
	assert_int_equal(anna_session_game(s)->count, 2);
	assert_int_equal(anna_session_ply(s, 1)->pressed_ms, T0 + 3800);
	assert_true(heard("sighted: Eva seven Eva five\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* Competition: an illegal move on the VI player's e-board, completed at
 * his press (ILL-5): the arbiter decides. */
static void test_vi_eboard_illegal(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	e4_carried_out(true);
	moved(ANNA_DRIVER_VI_BOARD, 3500, "d7", "d4", B_PAWN);
	key(3800, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	assert_int_equal(anna_session_game(s)->count, 1);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_ARBITER);
	assert_true(heard("David seven David four"));
}

/* VI-4 on the VI player's e-board: his pawn seated on the last rank (no
 * queen at hand, the pawn stays) and the piece named on his keypad at
 * once, before the board settled: as on a sensor board (known at the
 * moment the peg is seated) anna asks, the digit is heard as the piece,
 * not as a file, and his press completes the promotion. */
static void test_vi_eboard_promotion_named(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	vfield(1000, "b2", 0);
	vfield(1200, "b1", B_PAWN);
	assert_false(heard("Promotion on Bella one"));
	key(1250, ANNA_DRIVER_VI_KEYPAD, KEY_KP1);
	assert_true(heard("vi: Promotion on Bella one: which piece? 1 queen, 2 rook, 3 bishop, "
			  "4 knight, then Enter\nvi: Queen\n"));
	assert_false(heard("vi: Anna\n"));
	key(1350, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	anna_driver_tick(d, T0 + 2000);
	assert_int_equal(anna_session_game(s)->count, 0);
	key(2500, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	assert_int_equal(anna_session_game(s)->count, 1);
	assert_true(heard("sighted: Bella two Bella one promotes to queen check\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
	journal_replays();
}

/* After the sighted player's e2-e4 is announced: the VI player carries it
 * out on his sensor board, then plays e7-e5 there and presses Enter. */
static void vi_carries_out_e4_plays_e5(void)
{
	const struct anna_session *s = anna_driver_session(d);
	peg(2500, "e2", false);
	peg(2900, "e4", true);
	anna_driver_tick(d, T0 + 3000);
	assert_true(anna_session_ply(s, 0)->executed_ms > 0);
	peg(4000, "e7", false);
	peg(4400, "e5", true);
	key(4800, ANNA_DRIVER_VI_KEYPAD, KEY_KPENTER);
	assert_int_equal(anna_session_game(s)->count, 2);
}

/* The sighted player types a move on his keypad: ICCF digits from at,
 * then Enter. */
static void typed(uint64_t at, const char *digits)
{
	static const unsigned kp[10] = { KEY_KP0, KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4,
					 KEY_KP5, KEY_KP6, KEY_KP7, KEY_KP8, KEY_KP9 };
	for (; *digits; digits++, at += 100)
		key(at, ANNA_DRIVER_SIGHTED_KEYPAD, kp[*digits - '0']);
	key(at, ANNA_DRIVER_SIGHTED_KEYPAD, KEY_KPENTER);
}

/* The sighted player's e2-e4 made on his e-board and pressed with the
 * lever, carried out on the VI board; the VI player's e7-e5 on his board,
 * carried out on the e-board. */
static void e4_e5_played(void)
{
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	press_lever(1600);
	assert_true(heard("vi: Eva two Eva four\n"));
	vi_carries_out_e4_plays_e5();
	moved(ANNA_DRIVER_SIGHTED_BOARD, 5000, "e7", "e5", B_PAWN);
	anna_driver_tick(d, T0 + 5500);
	assert_true(anna_session_ply(anna_driver_session(d), 1)->executed_ms > 0);
}

/* After the e-board shows the VI player's move carried out, his board is
 * checked too: a peg of his out of its hole (knocked out meanwhile) is
 * said to him with the correction, and to the arbiter. */
static void test_eboard_executes_vi_board_checked(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	press_lever(1600);
	vi_carries_out_e4_plays_e5();
	/* his pawn a7 knocked out of its hole while the sighted player
	 * carries his move out */
	peg(5000, "a7", false);
	anna_driver_tick(d, T0 + 5400);
	assert_false(heard("Anna seven"));
	assert_false(heard("differs"));
	moved(ANNA_DRIVER_SIGHTED_BOARD, 6000, "e7", "e5", B_PAWN);
	anna_driver_tick(d, T0 + 6500);
	assert_true(anna_session_ply(s, 1)->executed_ms > 0);
	assert_true(heard("vi: Black pawn missing on Anna seven\n"));
	assert_true(heard("arbiter: The sensor board differs from the game.\n"));
	assert_false(heard("sighted: Black pawn missing"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* The sighted keypad beside the e-board: a move typed (digits and Enter)
 * is his move even while the board shows another (the typed Enter is not
 * the board's press); with the board pulled out, his typed moves go on
 * and the board gone is not checked against the game. */
static void test_keypad_beside_and_instead(void **state)
{
	(void)state;
	const struct anna_session *s = anna_driver_session(d);
	/* d2-d4 stands on the board; he types e2-e4 */
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "d2", "d4", W_PAWN);
	typed(1500, "5254");
	assert_int_equal(anna_session_game(s)->count, 1);
	assert_true(heard("vi: Eva two Eva four\n"));
	assert_false(heard("David two David four"));
	/* he puts his board right: d4 back, e2-e4 */
	moved(ANNA_DRIVER_SIGHTED_BOARD, 2000, "d4", "d2", W_PAWN);
	moved(ANNA_DRIVER_SIGHTED_BOARD, 2250, "e2", "e4", W_PAWN);
	vi_carries_out_e4_plays_e5();
	/* the board pulled out (annad tells the driver its line closed) */
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_SIGHTED_BOARD, NULL, 0, T0 + 5000),
			 ANNA_OK);
	size_t before = said.len;
	typed(5500, "7163");
	assert_int_equal(anna_session_game(s)->count, 3);
	assert_true(heard("vi: Knight Gustav one Felix three\n"));
	peg(6500, "g1", false);
	peg(6900, "f3", true);
	anna_driver_tick(d, T0 + 7000);
	assert_true(anna_session_ply(s, 2)->executed_ms > 0);
	assert_null(strstr(said.text + before, "differs"));
	assert_null(strstr(said.text + before, "sighted: White"));
	journal_replays();
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* A key other than Enter bound to enter in his keypad's map (a pedal) is
 * his press: the board's move is taken. */
static void test_configured_key_presses(void **state)
{
	(void)state;
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "e2", "e4", W_PAWN);
	key(1600, ANNA_DRIVER_SIGHTED_KEYPAD, KEY_F13);
	assert_int_equal(anna_session_game(anna_driver_session(d))->count, 1);
	assert_true(heard("vi: Eva two Eva four\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* The e-board turned round at the start: detected from the start
 * position, moves on it read as made. */
static void test_rotated_detected(void **state)
{
	(void)state;
	e4_e5_played();
	assert_false(heard("differs"));
	moved(ANNA_DRIVER_SIGHTED_BOARD, 6000, "g1", "f3", ANNA_DGT_WKNIGHT);
	press_lever(6500);
	assert_true(heard("vi: Knight Gustav one Felix three\n"));
	assert_int_equal(anna_driver_bugs(d), 0);
}

/* dgt-orientation = rotated, the board first seen in a game under way:
 * read the way it is set, nothing differs, his move is heard. */
static void test_rotated_set_midgame(void **state)
{
	(void)state;
	assert_false(heard("differs"));
	assert_false(heard("missing"));
	moved(ANNA_DRIVER_SIGHTED_BOARD, 1000, "g1", "f3", ANNA_DGT_WKNIGHT);
	press_lever(1600);
	assert_true(heard("vi: Knight Gustav one Felix three\n"));
	assert_int_equal(anna_session_game(anna_driver_session(d))->count, 1);
	assert_int_equal(anna_driver_bugs(d), 0);
}

static void test_keypad_refused(void **state)
{
	(void)state;
	struct anna_driver_config cfg;
	config(&cfg, ANNA_MODE_TRAINING);
	cfg.dgt[ANNA_DRIVER_VI_KEYPAD] = true;
	struct anna_driver *x = NULL;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &x, &err), ANNA_E_UNSUPPORTED);
	assert_int_equal(err.msg, ANNA_MSG_DRIVER_DGT_ROLE);
	assert_null(x);
	/* bytes for a role that is no DGT board */
	uint8_t b = 0x86;
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_VI_BOARD, &b, 1, T0 + 5),
			 ANNA_E_INVALID);
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_VI_KEYPAD, &b, 1, T0 + 5),
			 ANNA_E_INVALID);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_lever_takes_board_move, setup_training, teardown),
		cmocka_unit_test_setup_teardown(test_no_move_says_what_differs, setup_training,
						teardown),
		cmocka_unit_test_setup_teardown(test_vi_executes_other_board_checked, setup_training,
						teardown),
		cmocka_unit_test_setup_teardown(test_illegal_completed_as_made, setup_competition,
						teardown),
		cmocka_unit_test_setup_teardown(test_reconnect_read_afresh, setup_training, teardown),
		cmocka_unit_test_setup_teardown(test_vi_eboard_game, setup_vi_training, teardown),
		cmocka_unit_test_setup_teardown(test_vi_eboard_differs_at_open, setup_vi_missing,
						teardown),
		cmocka_unit_test_setup_teardown(test_vi_eboard_lever, setup_vi_training, teardown),
		cmocka_unit_test_setup_teardown(test_vi_eboard_illegal, setup_vi_competition,
						teardown),
		cmocka_unit_test_setup_teardown(test_vi_eboard_promotion_named, setup_vi_promotion,
						teardown),
		cmocka_unit_test_setup_teardown(test_keypad_refused, setup_training, teardown),
		cmocka_unit_test_setup_teardown(test_eboard_executes_vi_board_checked,
						setup_training, teardown),
		cmocka_unit_test_setup_teardown(test_keypad_beside_and_instead, setup_training,
						teardown),
		cmocka_unit_test_setup_teardown(test_configured_key_presses, setup_pedal, teardown),
		cmocka_unit_test_setup_teardown(test_rotated_detected, setup_rotated_start, teardown),
		cmocka_unit_test_setup_teardown(test_rotated_set_midgame, setup_rotated_set,
						teardown),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	anna_profile_free(profile);
	return rc;
}
