/*
 * tests/daemon/test_driver_dgt.c: the driver with the sighted player's
 * board a DGT e-board (bytes through anna_driver_feed_bytes), the VI
 * player on a sensor board and both keypads, words in the en profile:
 * his move taken from the board at the DGT clock's lever and at Enter
 * alone; a press with no move on the board says what differs to him and
 * to the arbiter; an illegal move completed as made (competition); both
 * boards checked after the VI player carried the move out; the
 * reconciliation takes the e-board's placement; the journal (bytes
 * included) replays to the same game; a DGT board for the VI player is
 * refused.
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
#include "core/position.h"
#include "driver/driver.h"
#include "tests/common/driver_feed.h"

#define T0 1000000ull

struct said {
	char text[16384];
	size_t len;
};

static void on_say(void *ctx, enum anna_role who, enum anna_driver_prio prio, uint64_t at_ms,
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
	cfg->has[ANNA_DRIVER_VI_KEYPAD] = true;
	cfg->has[ANNA_DRIVER_SIGHTED_KEYPAD] = true;
	cfg->keymap[ANNA_DRIVER_VI_KEYPAD] = &keymap;
	cfg->keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = &keymap;
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

static void bytes(uint64_t at, const struct anna_dgt_msg *m)
{
	uint8_t b[ANNA_DGT_SIZE_BOARD_DUMP];
	size_t n = anna_dgt_encode(m, b, sizeof(b));
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_SIGHTED_BOARD, b, n, T0 + at),
			 ANNA_OK);
}

static void field(uint64_t at, const char *sq, uint8_t code)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_FIELD_UPDATE };
	m.field = (uint8_t)anna_dgt_field(anna_square_parse(sq), ANNA_DGT_NORMAL);
	m.code = code;
	bytes(at, &m);
}

static void press_lever(uint64_t at)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_BWTIME };
	lever = !lever;
	m.clock.right_high = lever;
	m.clock.running = true;
	bytes(at, &m);
}

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
	anna_driver_board_state(d, ANNA_DRIVER_VI_BOARD, start_occupancy(), T0);
	/* the line opens: the whole board, the clock */
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_SIGHTED_BOARD, NULL, 0, T0), ANNA_OK);
	assert_false(anna_driver_dgt_known(d, ANNA_DRIVER_SIGHTED_BOARD));
	struct anna_dgt_msg dump = { .id = ANNA_DGT_MSG_BOARD_DUMP };
	static const char rows[] = "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";
	static const char letters[] = ".PRNBKQprnbkq";
	for (int f = 0; f < 64; f++)
		dump.codes[f] = (uint8_t)(strchr(letters, rows[f]) - letters);
	bytes(0, &dump);
	assert_true(anna_driver_dgt_known(d, ANNA_DRIVER_SIGHTED_BOARD));
	struct anna_dgt_msg clock = { .id = ANNA_DGT_MSG_BWTIME };
	clock.clock.running = true;
	bytes(0, &clock); /* where the lever stands: no press */
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

static int teardown(void **state)
{
	(void)state;
	anna_driver_free(d);
	d = NULL;
	return 0;
}

static bool heard(const char *line)
{
	return strstr(said.text, line) != NULL;
}

#define W_PAWN ANNA_DGT_WPAWN
#define B_PAWN ANNA_DGT_BPAWN

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
	const struct anna_session *b = anna_driver_session(d2);
	assert_int_equal(anna_session_game(b)->count, 3);
	assert_true(anna_position_same(&anna_session_game(s)->pos, &anna_session_game(b)->pos));
	for (size_t i = 0; i < 3; i++)
		assert_int_equal(anna_session_ply(s, i)->made_ms, anna_session_ply(b, i)->made_ms);
	assert_int_equal(anna_driver_bugs(d2), 0);
	anna_driver_free(d2);
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

static void test_vi_board_refused(void **state)
{
	(void)state;
	struct anna_driver_config cfg;
	config(&cfg, ANNA_MODE_TRAINING);
	cfg.dgt[ANNA_DRIVER_VI_BOARD] = true;
	struct anna_driver *x = NULL;
	struct anna_error err;
	assert_int_equal(anna_driver_new(&cfg, &x, &err), ANNA_E_UNSUPPORTED);
	assert_int_equal(err.msg, ANNA_MSG_DRIVER_DGT_ROLE);
	assert_null(x);
	/* bytes for a role that is no DGT board */
	uint8_t b = 0x86;
	assert_int_equal(anna_driver_feed_bytes(d, ANNA_DRIVER_VI_BOARD, &b, 1, T0 + 5),
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
		cmocka_unit_test_setup_teardown(test_vi_board_refused, setup_training, teardown),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	anna_profile_free(profile);
	return rc;
}
