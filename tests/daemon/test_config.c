/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_config.c: annad.conf. The example file parses; every
 * kind of mistake gives its message with the file and the line, and the
 * values it names; the defaults serve without a file; roles map uids.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "board-io/dgt.h"
#include "daemon/config.h"

static enum anna_status parse(struct anna_config *c, const char *text, struct anna_error *err)
{
	anna_config_default(c);
	return anna_config_parse(c, "t.conf", text, strlen(text), err);
}

static void test_defaults(void **state)
{
	(void)state;
	struct anna_config c;
	anna_config_default(&c);
	assert_string_equal(c.profile, "fide-de");
	assert_string_equal(c.device[ANNA_DRIVER_VI_KEYPAD], "terminal");
	assert_string_equal(c.device[ANNA_DRIVER_VI_BOARD], "");
	assert_string_equal(c.output[ANNA_ROLE_VI], "default");
	assert_int_equal(c.mode, ANNA_MODE_TRAINING);
	/* the arbiter's switches as core/policy.h's default */
	assert_false(c.check_words || c.clock_warnings || c.square_queries);
	assert_true(c.announcing_assistant);
	assert_int_equal(c.seconds_below_ms[ANNA_ROLE_VI], 600000);
	assert_true(c.touched[ANNA_ROLE_VI]);
	assert_false(c.touched[ANNA_ROLE_SIGHTED]);
	assert_false(c.touched[ANNA_ROLE_ARBITER]);
	assert_int_equal(anna_config_role_of(&c, getuid()), ANNA_CONFIG_ARBITER);
	assert_int_equal(anna_config_role_of(&c, getuid() + 4242), ANNA_CONFIG_READER);
}

static void test_example_file(void **state)
{
	(void)state;
	char path[1024];
	snprintf(path, sizeof(path), "%s/annad.conf.example", ANNA_TEST_DATADIR);
	struct anna_config c;
	struct anna_error err;
	anna_config_default(&c);
	assert_int_equal(anna_config_load(&c, path, &err), ANNA_OK);
	assert_int_equal(c.mode, ANNA_MODE_COMPETITION);
	assert_int_equal(c.edition, 2017);
	assert_string_equal(c.white, "Anna Blind");
	assert_false(c.check_words || c.clock_warnings || c.square_queries);
	assert_true(c.announcing_assistant);
	assert_true(c.vi_sensor_board);
	assert_int_equal(c.n_arbiter, 1);
	assert_int_equal(c.arbiter[0], 0);
}

static void test_good(void **state)
{
	(void)state;
	struct anna_config c;
	struct anna_error err;
	assert_int_equal(parse(&c,
		"# comment\n\n[game]\nprofile = da\npolicy = competition\nedition = 2014\n"
		"time-control = fide-rapid\nvi-side = black\nwhite = Bo\nround = 3.1\n"
		"check-words = on\nclock-warnings = on\nsquare-queries = off\n"
		"announcing-assistant = off\n"
		"[devices]\nvi-board = name:Peg Board\nsighted-keypad = ids:04d9:1203\n"
		"vi-keypad = none\n[keymaps]\nsighted-keypad = keyboard\n"
		"[listeners]\nplayer = wav:/tmp/x.wav\nopponent.profile = en\n"
		"player.seconds-below = 2\nplayer.touched = off\narbiter.touched = on\n"
		"arbiter.seconds-below = 0\n"
		"[daemon]\nsocket = /tmp/a.sock\n[roles]\narbiter = 0, 4242\nassistant = 777\n",
		&err), ANNA_OK);
	assert_string_equal(c.profile, "da");
	assert_int_equal(c.edition, 2014);
	assert_int_equal(c.vi_side, ANNA_BLACK);
	assert_true(c.check_words && c.clock_warnings);
	assert_false(c.square_queries || c.announcing_assistant);
	assert_string_equal(c.round, "3.1");
	assert_string_equal(c.device[ANNA_DRIVER_VI_BOARD], "name:Peg Board");
	assert_string_equal(c.device[ANNA_DRIVER_VI_KEYPAD], "");
	assert_string_equal(c.keymap[ANNA_DRIVER_SIGHTED_KEYPAD], "keyboard");
	assert_string_equal(c.output[ANNA_ROLE_VI], "wav:/tmp/x.wav");
	assert_string_equal(c.listener_profile[ANNA_ROLE_SIGHTED], "en");
	assert_int_equal(c.seconds_below_ms[ANNA_ROLE_VI], 120000);
	assert_int_equal(c.seconds_below_ms[ANNA_ROLE_SIGHTED], 600000);
	assert_int_equal(c.seconds_below_ms[ANNA_ROLE_ARBITER], 0);
	assert_false(c.touched[ANNA_ROLE_VI]);
	assert_true(c.touched[ANNA_ROLE_ARBITER]);
	assert_string_equal(c.socket, "/tmp/a.sock");
	assert_int_equal(anna_config_role_of(&c, 4242), ANNA_CONFIG_ARBITER);
	assert_int_equal(anna_config_role_of(&c, 777), ANNA_CONFIG_ASSISTANT);
	assert_int_equal(anna_config_role_of(&c, 778), ANNA_CONFIG_READER);
	/* either player's board may be a DGT e-board */
	assert_int_equal(parse(&c, "[devices]\nvi-board = dgt:/dev/ttyACM1\n"
				   "sighted-board = dgt:0403:6001:DGT123\n", &err), ANNA_OK);
	assert_string_equal(c.device[ANNA_DRIVER_VI_BOARD], "dgt:/dev/ttyACM1");
	assert_string_equal(c.device[ANNA_DRIVER_SIGHTED_BOARD], "dgt:0403:6001:DGT123");
	/* how a DGT board lies: auto by default, or as set */
	assert_int_equal(c.dgt_orientation, ANNA_DGT_ANY_WAY);
	static const char *const ways[] = { "normal", "rotated", "auto" };
	static const int way[] = { ANNA_DGT_NORMAL, ANNA_DGT_ROTATED, ANNA_DGT_ANY_WAY };
	for (int i = 0; i < 3; i++) {
		char text[64];
		snprintf(text, sizeof(text), "[devices]\ndgt-orientation = %s\n", ways[i]);
		assert_int_equal(parse(&c, text, &err), ANNA_OK);
		assert_int_equal(c.dgt_orientation, way[i]);
	}
}

static const struct {
	const char *text;
	enum anna_msg msg;
	unsigned line;
	const char *arg2, *arg3; /* the 3rd and 4th arguments, or NULL */
} bad[] = {
	{ "[game]\nprofile\n", ANNA_MSG_CONFIG_SYNTAX, 2, NULL, NULL },
	{ "profile = da\n", ANNA_MSG_CONFIG_NO_SECTION, 1, "profile", "game" },
	{ "vi-keypad = terminal\n", ANNA_MSG_CONFIG_NO_SECTION, 1, "vi-keypad", "devices" },
	{ "player = text\n", ANNA_MSG_CONFIG_NO_SECTION, 1, "player", "listeners" },
	{ "colour = white\n", ANNA_MSG_CONFIG_NO_SECTION_ANY, 1, "colour", NULL },
	{ "[game\n", ANNA_MSG_CONFIG_SYNTAX, 1, NULL, NULL },
	{ "[game] x\n", ANNA_MSG_CONFIG_SYNTAX, 1, NULL, NULL },
	{ "[game]\n = x\n", ANNA_MSG_CONFIG_SYNTAX, 2, NULL, NULL },
	{ "\n[gmae]\n", ANNA_MSG_CONFIG_SECTION, 2, "gmae", NULL },
	{ "[game]\ncolour = white\n", ANNA_MSG_CONFIG_KEY, 2, "game", "colour" },
	{ "[devices]\nvi-mouse = /dev/x\n", ANNA_MSG_CONFIG_KEY, 2, "devices", "vi-mouse" },
	{ "[keymaps]\nvi-board = numpad\n", ANNA_MSG_CONFIG_KEY, 2, "keymaps", "vi-board" },
	{ "[listeners]\nplayer.voice = x\n", ANNA_MSG_CONFIG_KEY, 2, "listeners", "player.voice" },
	{ "[game]\npolicy = strict\n", ANNA_MSG_CONFIG_CHOICE, 2, "policy = strict", "training, competition" },
	{ "[game]\nedition = 2018\n", ANNA_MSG_CONFIG_CHOICE, 2, "edition = 2018", "2009, 2014, 2017" },
	{ "[game]\ntime-control = forever\n", ANNA_MSG_CONFIG_VALUE, 2, "time-control", "forever" },
	{ "[game]\nvi-side = red\n", ANNA_MSG_CONFIG_CHOICE, 2, "vi-side = red", "white, black" },
	{ "[game]\ncheck-words = yes\n", ANNA_MSG_CONFIG_CHOICE, 2, "check-words = yes", "on, off" },
	{ "[game]\n\nclock-warnings = On\n", ANNA_MSG_CONFIG_CHOICE, 3, "clock-warnings = On", "on, off" },
	{ "[game]\nsquare-queries =\n", ANNA_MSG_CONFIG_CHOICE, 2, "square-queries = ", "on, off" },
	{ "[game]\nannouncing-assistant = 1\n", ANNA_MSG_CONFIG_CHOICE, 2, "announcing-assistant = 1", "on, off" },
	{ "[game]\ncheck-words = on\ncheck-words = off\n", ANNA_MSG_CONFIG_DUPLICATE, 3, "check-words", "2" },
	{ "[game]\nwhite = A \"B\"\n", ANNA_MSG_CONFIG_VALUE, 2, "white", "A \"B\"" },
	{ "[devices]\nvi-board = terminal\n", ANNA_MSG_CONFIG_VALUE, 2, "vi-board", "terminal" },
	{ "[devices]\nvi-board = ids:zz\n", ANNA_MSG_CONFIG_VALUE, 2, "vi-board", "ids:zz" },
	/* a DGT board is a player's board, never a keypad */
	{ "[devices]\nvi-keypad = dgt:/dev/ttyACM0\n", ANNA_MSG_CONFIG_VALUE, 2, "vi-keypad",
	  "dgt:/dev/ttyACM0" },
	{ "[devices]\nvi-board = dgt:\n", ANNA_MSG_CONFIG_VALUE, 2, "vi-board", "dgt:" },
	/* a DGT board's orientation: the line, and the values it can have */
	{ "[devices]\n\ndgt-orientation = sideways\n", ANNA_MSG_CONFIG_CHOICE, 3,
	  "dgt-orientation = sideways", "auto, normal, rotated" },
	{ "[devices]\ndgt-orientation = Rotated\n", ANNA_MSG_CONFIG_CHOICE, 2,
	  "dgt-orientation = Rotated", "auto, normal, rotated" },
	{ "[daemon]\nsocket = run/a.sock\n", ANNA_MSG_CONFIG_VALUE, 2, "socket", "run/a.sock" },
	{ "[daemon]\nclient-idle = 0\n", ANNA_MSG_CONFIG_VALUE, 2, "client-idle", "0" },
	{ "[daemon]\nclient-request = 5s\n", ANNA_MSG_CONFIG_VALUE, 2, "client-request", "5s" },
	{ "[game]\nedition = 2014\n\nedition = 2017\n", ANNA_MSG_CONFIG_DUPLICATE, 4, "edition", "2" },
	/* a repeated section would silently override: both lines named */
	{ "[game]\nedition = 2014\n[daemon]\n[game]\nvi-side = black\n",
	  ANNA_MSG_CONFIG_SECTION_TWICE, 4, "game", "1" },
	{ "\n[roles]\n\n[ roles ]\n", ANNA_MSG_CONFIG_SECTION_TWICE, 4, "roles", "2" },
	/* invalid UTF-8 in a value, named by its key (overlong, stray byte,
	 * a surrogate, cut short) */
	{ "[game]\nwhite = M\xc0\xafller\n", ANNA_MSG_CONFIG_UTF8, 2, "white", NULL },
	{ "[game]\nevent = Open \xff\n", ANNA_MSG_CONFIG_UTF8, 2, "event", NULL },
	{ "[game]\n\nsite = \xed\xa0\x80\n", ANNA_MSG_CONFIG_UTF8, 3, "site", NULL },
	{ "[daemon]\ntranscript = /tmp/\xe2\x82\n", ANNA_MSG_CONFIG_UTF8, 2, "transcript", NULL },
	{ "[roles]\narbiter = no-such-user-anna\n", ANNA_MSG_CONFIG_USER, 2, "no-such-user-anna", NULL },
	{ "[game]\nprofile = klingon\n", ANNA_MSG_CONFIG_PROFILE, 2, "klingon",
	  "da-de, da, en, fide-de, nb, sv" },
	{ "[listeners]\narbiter.profile = xx\n", ANNA_MSG_CONFIG_PROFILE, 2, "xx", NULL },
	{ "[listeners]\n\nplayer.seconds-below = ten\n", ANNA_MSG_CONFIG_VALUE, 3,
	  "player.seconds-below", "ten" },
	{ "[listeners]\nplayer.seconds-below = -1\n", ANNA_MSG_CONFIG_VALUE, 2,
	  "player.seconds-below", "-1" },
	{ "[listeners]\nplayer.seconds-below = 6001\n", ANNA_MSG_CONFIG_VALUE, 2,
	  "player.seconds-below", "6001" },
	{ "[listeners]\nplayer.seconds-below = \n", ANNA_MSG_CONFIG_VALUE, 2,
	  "player.seconds-below", "" },
	{ "[listeners]\nopponent.touched = yes\n", ANNA_MSG_CONFIG_CHOICE, 2,
	  "opponent.touched = yes", "on, off" },
	{ "[listeners]\nplayer.touched = on\nplayer.touched = off\n", ANNA_MSG_CONFIG_DUPLICATE,
	  3, "player.touched", "2" },
	{ "[keymaps]\nvi-keypad = nomap\n", ANNA_MSG_CONFIG_KEYMAP, 2, "nomap", NULL },
};

static void test_errors(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_config c;
		struct anna_error err;
		assert_int_not_equal(parse(&c, bad[i].text, &err), ANNA_OK);
		if (err.msg != bad[i].msg || err.line != bad[i].line)
			fail_msg("row %zu: %s line %u", i, anna_msg_key(err.msg), err.line);
		assert_string_equal(err.args[0], "t.conf");
		char line[8];
		snprintf(line, sizeof(line), "%u", bad[i].line);
		assert_string_equal(err.args[1], line);
		if (bad[i].arg2)
			assert_string_equal(err.args[2], bad[i].arg2);
		if (bad[i].arg3)
			assert_string_equal(err.args[3], bad[i].arg3);
	}
}

static void test_missing_file(void **state)
{
	(void)state;
	struct anna_config c;
	struct anna_error err;
	anna_config_default(&c);
	assert_int_equal(anna_config_load(&c, "/nonexistent/annad.conf", &err), ANNA_E_NOTFOUND);
	assert_int_equal(err.msg, ANNA_MSG_CONFIG_OPEN);
	assert_string_equal(err.args[1], "ENOENT");
}

/* Configuration input that is no file: refused with the reason, never
 * read on defaults, never waited on, never read without end. */
static void test_not_a_file(void **state)
{
	(void)state;
	char dir[] = "/tmp/anna-config-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char fifo[64], big[64];
	snprintf(fifo, sizeof(fifo), "%s/fifo", dir);
	snprintf(big, sizeof(big), "%s/big.conf", dir);
	assert_int_equal(mkfifo(fifo, 0600), 0);
	FILE *f = fopen(big, "w");
	assert_non_null(f);
	fputs("[game]\n", f);
	for (int i = 0; i < 300 * 1024 / 16; i++)
		fputs("# padding line\n", f);
	fclose(f);
	static const struct { const char *path; enum anna_msg msg; } cases[] = {
		{ NULL, ANNA_MSG_CONFIG_DIRECTORY },  /* the directory itself */
		{ "fifo", ANNA_MSG_CONFIG_SPECIAL },  /* would block forever */
		{ "/dev/zero", ANNA_MSG_CONFIG_SPECIAL }, /* would never end */
		{ "/dev/null", ANNA_MSG_CONFIG_SPECIAL },
		{ "big.conf", ANNA_MSG_CONFIG_TOO_BIG },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char path[128];
		if (!cases[i].path)
			snprintf(path, sizeof(path), "%s", dir);
		else if (cases[i].path[0] == '/')
			snprintf(path, sizeof(path), "%s", cases[i].path);
		else
			snprintf(path, sizeof(path), "%s/%s", dir, cases[i].path);
		struct anna_config c;
		struct anna_error err;
		anna_config_default(&c);
		assert_int_not_equal(anna_config_load(&c, path, &err), ANNA_OK);
		if (err.msg != cases[i].msg)
			fail_msg("%s: %s", path, anna_msg_key(err.msg));
		assert_string_equal(err.args[0], path);
	}
	unlink(fifo);
	unlink(big);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_example_file),
		cmocka_unit_test(test_good),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_missing_file),
		cmocka_unit_test(test_not_a_file),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
