/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_annad_dgt.c: annad with the sighted player's board a
 * DGT e-board, end to end through a real tty: the simulator
 * (tests/common/dgt_sim.h) holds a pseudo-terminal whose slave annad
 * opens as [devices] sighted-board = dgt:PATH (a symlink, as udev makes
 * one). The sighted player (White) moves on the board and presses the DGT
 * clock's lever: the VI player hears the move. Then the faults, each said
 * once to the sighted player and the arbiter: the board unplugged (gone),
 * plugged in again (back, read afresh with the move kept), a board that
 * answers nothing (silent, asked again, then back), bytes that are no
 * protocol (garbage: the whole board asked for again). A board not
 * plugged in when annad starts (its link missing): said once to the
 * sighted player and the arbiter, the game goes on; plugged in, back and
 * read (the move made on it heard). And `anna record`
 * records the board's line (input/dgtrec.h), which `anna board` and
 * `anna record --check` read back. Then the VI player's board a DGT
 * e-board ([devices] vi-board = dgt:PATH, White): his move on it and the
 * lever of the clock plugged into it heard by the sighted player, the
 * board unplugged said to him and the arbiter, not to the sighted player.
 * And his promotion with the pawn left on the last rank, the piece named
 * on his keypad (the terminal) at once: heard as the piece (VI-4).
 * Every wait is bounded.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "tests/common/sleep.h"
#include "tests/common/dgt_sim.h"
#include "tests/common/lines.h"

static char dir[64], link_path[96], transcript[96];
static pid_t annad = -1;
static struct dgt_sim sim;
/* whose board the simulator is, and the VI player's colour */
static const char *board_role = "sighted-board", *vi_side = "black";
/* the VI player's keypad beside his DGT board (the terminal), and the
 * arbiter (this user) who sets a position */
static bool vi_keypad_too;
/* the board plugged in when annad starts (else its link is missing) */
static bool plugged_at_start = true;
static int keys[2] = { -1, -1 }; /* annad's standard input, a pipe */


/* Counts the transcript lines holding needle. */
static int lines_with(const char *needle)
{
	return file_lines_with(transcript, needle);
}

/* Serves the simulator until the transcript has count lines with needle,
 * or ms passed. */
static bool wait_for(const char *needle, int count, unsigned ms)
{
	for (unsigned t = 0; t < ms; t += 20) {
		if (sim.master >= 0)
			dgt_sim_serve(&sim);
		if (lines_with(needle) >= count)
			return true;
		test_sleep_ms(20);
	}
	fprintf(stderr, "waited %u ms for %d x \"%s\"; the transcript and annad's log:\n", ms,
		count, needle);
	char cmd[256];
	snprintf(cmd, sizeof(cmd), "cat %s %s/annad.err >&2", transcript, dir);
	if (system(cmd) != 0)
		fprintf(stderr, "(none)\n");
	return false;
}

/* No transcript line holds needle (else the transcript is shown). */
static bool none_with(const char *needle)
{
	if (lines_with(needle) == 0)
		return true;
	fprintf(stderr, "\"%s\" was said; the transcript:\n", needle);
	char cmd[160];
	snprintf(cmd, sizeof(cmd), "cat %s >&2", transcript);
	if (system(cmd) != 0)
		fprintf(stderr, "(none)\n");
	return false;
}

static void plug(struct dgt_sim *s)
{
	unlink(link_path);
	assert_int_equal(symlink(s->path, link_path), 0);
}

/* Unplugged: the board's line closes and its device node goes, as udev
 * removes /dev/ttyACM0 (a closed pseudo-terminal's number is free for the
 * next one opened anywhere, which annad would otherwise open again). */
static void pull_out(struct dgt_sim *s)
{
	unlink(link_path);
	dgt_sim_close(s);
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/anna-dgt-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(link_path, sizeof(link_path), "%s/dgt", dir);
	snprintf(transcript, sizeof(transcript), "%s/transcript", dir);
	sim.master = sim.slave = -1;
	if (plugged_at_start) {
		if (dgt_sim_open(&sim, ANNA_DGT_NORMAL) < 0)
			return -1;
		plug(&sim);
	}
	char conf[160];
	snprintf(conf, sizeof(conf), "%s/annad.conf", dir);
	FILE *f = fopen(conf, "w");
	if (!f)
		return -1;
	const char *keypad = strcmp(board_role, "vi-board") || vi_keypad_too ? "terminal" : "none";
	fprintf(f, "[game]\nprofile = en\ntime-control = 300+3\nvi-side = %s\n"
		   "[devices]\nvi-keypad = %s\n%s = dgt:%s\n"
		   "[listeners]\nplayer = text\nopponent = text\narbiter = text\n"
		   "[daemon]\nstate-dir = %s/state\nsocket = %s/sock\ntranscript = %s\n"
		   "[roles]\narbiter = %u\n",
		vi_side, keypad, board_role, link_path, dir, dir, transcript, (unsigned)getuid());
	fclose(f);
	/* the VI player's input: his DGT board, else the terminal as his
	 * keypad (a pipe nobody writes to): annad is ready only with one */
	if (pipe(keys) < 0)
		return -1;
	annad = fork();
	if (annad == 0) {
		char err[160];
		snprintf(err, sizeof(err), "%s/annad.err", dir);
		freopen(err, "w", stderr);
		dup2(keys[0], STDIN_FILENO);
		close(keys[0]);
		close(keys[1]);
		execl(ANNAD_BIN, "annad", "--config", conf, "--no-audio", (char *)NULL);
		_exit(127);
	}
	return annad > 0 ? 0 : -1;
}

static int setup_absent(void **state)
{
	plugged_at_start = false;
	return setup(state);
}

static int setup_vi(void **state)
{
	board_role = "vi-board";
	vi_side = "white";
	return setup(state);
}

/* The VI player (White) on his DGT board with his keypad too; the board
 * stands as the arbiter will set the game: kings on e1 and e8, White's
 * pawn on b7. */
static int setup_vi_promotion(void **state)
{
	vi_keypad_too = true;
	int r = setup_vi(state);
	char script[1024] = "place b7 P";
	static const char *const emptied[] = { "a8", "b8", "c8", "d8", "f8", "g8", "h8", "a2", "b2",
					       "c2", "d2", "e2", "f2", "g2", "h2", "a1", "b1", "c1",
					       "d1", "f1", "g1", "h1", "a7", "c7", "d7", "e7", "f7",
					       "g7", "h7" };
	for (size_t i = 0; i < sizeof(emptied) / sizeof(emptied[0]); i++)
		snprintf(script + strlen(script), sizeof(script) - strlen(script), ";lift %s",
			 emptied[i]);
	return r == 0 && dgt_sim_run(&sim, script) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	vi_keypad_too = false;
	plugged_at_start = true;
	if (annad > 0) {
		kill(annad, SIGTERM);
		waitpid(annad, NULL, 0);
	}
	dgt_sim_close(&sim);
	close(keys[0]);
	close(keys[1]);
	keys[0] = keys[1] = -1;
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* Runs cmd (a shell line) and returns its output's first 4 KB. */
static const char *run(const char *cmd, int *status)
{
	static char out[4096];
	FILE *p = popen(cmd, "r");
	size_t n = p ? fread(out, 1, sizeof(out) - 1, p) : 0;
	out[n] = '\0';
	*status = p ? pclose(p) : -1;
	return out;
}

/* annad opens the line and asks: reset, serial, version, board, clock,
 * updates */
static void opened(void)
{
	for (int i = 0; i < 250 && !sim.updates; i++) {
		dgt_sim_serve(&sim);
		test_sleep_ms(20);
	}
	assert_true(sim.updates);
	uint8_t hello[8];
	size_t nh = anna_dgt_hello(hello);
	assert_memory_equal(sim.requests, hello, nh);
}

/* The game starts (training: at once); White moves e2-e4 on the board
 * and presses the lever of the clock plugged into it: the other player
 * (heard, "vi" or "sighted") hears the move. */
static void e4_on_the_board(const char *heard)
{
	assert_true(wait_for("vi anna is ready", 1, 5000));
	/* the board opened at the start is said, to its player and the
	 * arbiter */
	char connected[160];
	snprintf(connected, sizeof(connected), "The DGT board dgt:%s is connected as %s.",
		 link_path, board_role);
	assert_true(wait_for(connected, 2, 5000));
	assert_int_equal(lines_with(connected), 2);
	snprintf(connected, sizeof(connected), "arbiter The DGT board dgt:%s is connected",
		 link_path);
	assert_int_equal(lines_with(connected), 1);
	test_sleep_ms(300);
	assert_int_equal(dgt_sim_run(&sim, "move e2 e4"), 0);
	test_sleep_ms(500);
	assert_int_equal(dgt_sim_run(&sim, "press"), 0);
	char line[64];
	snprintf(line, sizeof(line), "%s Eva two Eva four", heard);
	assert_true(wait_for(line, 1, 5000));
}

/* Unplugged: said to the board's player (owner, "vi" or "sighted") and
 * to the arbiter, once each. */
static void unplugged(const char *owner)
{
	pull_out(&sim);
	assert_true(wait_for("is gone", 2, 5000));
	char line[96];
	snprintf(line, sizeof(line), "%s The DGT board for %s", owner, board_role);
	assert_int_equal(lines_with(line), 1);
	snprintf(line, sizeof(line), "arbiter The DGT board for %s", board_role);
	assert_int_equal(lines_with(line), 1);
}

static void test_game_and_faults(void **state)
{
	(void)state;
	opened();
	e4_on_the_board("vi"); /* White is the sighted player */
	unplugged("sighted");
	test_sleep_ms(1500);
	assert_int_equal(lines_with("is gone"), 2); /* once, though tried again */

	/* plugged in again, standing as it was (e4 made): back, read afresh,
	 * nothing differs */
	assert_int_equal(dgt_sim_open(&sim, ANNA_DGT_NORMAL), 0);
	dgt_sim_run(&sim, "move e2 e4"); /* no updates yet: the board only */
	plug(&sim);
	assert_true(wait_for("is back and read again", 2, 5000));
	assert_true(wait_for("", 0, 500));
	assert_true(none_with("differs"));

	/* a board that answers nothing: the line opens, no dump comes */
	pull_out(&sim);
	assert_true(wait_for("is gone", 4, 5000));
	assert_int_equal(dgt_sim_open(&sim, ANNA_DGT_NORMAL), 0);
	dgt_sim_run(&sim, "move e2 e4");
	plug(&sim);
	for (int i = 0; i < 400 && lines_with("answers nothing") < 2; i++)
		test_sleep_ms(20); /* not served */
	assert_int_equal(lines_with("answers nothing"), 2);
	/* it answers at last (the requests were sent again) */
	assert_true(wait_for("is back and read again", 6, 5000));

	/* bytes that are no protocol: said once, the board asked for again */
	size_t before = sim.n_requests;
	dgt_sim_run(&sim, "garbage 12 34 56 78 1a 2b");
	assert_true(wait_for("make no sense", 2, 3000));
	assert_true(sim.n_requests > before);
	assert_int_equal(sim.requests[sim.n_requests - 1], ANNA_DGT_SEND_BRD);
	dgt_sim_run(&sim, "garbage 12 34 56 78 1a 2b");
	assert_true(wait_for("", 0, 500));
	assert_int_equal(lines_with("make no sense"), 2);

	/* the game went on: Black's move was never due from the board */
	assert_int_equal(lines_with("vi Eva two Eva four"), 1);
	/* a person plays on the sighted board: no engine took his side,
	 * though none was configured and this is training */
	assert_true(none_with("chess engine"));
}

/* annad started with the board not plugged in (its device link missing):
 * said once to the sighted player and the arbiter, the game goes on;
 * plugged in, it is back and read: the move made on it is heard. */
static void test_absent_at_start(void **state)
{
	(void)state;
	assert_true(wait_for("vi anna is ready", 1, 5000));
	assert_true(wait_for("cannot be opened", 2, 5000));
	char line[256];
	snprintf(line, sizeof(line), "sighted The DGT board for sighted-board (%s) cannot be "
		 "opened (ENOENT).", link_path);
	assert_int_equal(lines_with(line), 1);
	snprintf(line, sizeof(line), "arbiter The DGT board for sighted-board (%s) cannot be "
		 "opened (ENOENT).", link_path);
	assert_int_equal(lines_with(line), 1);
	assert_true(none_with("vi The DGT board"));
	test_sleep_ms(1500); /* tried again: said once all the same */
	assert_int_equal(lines_with("cannot be opened"), 2);
	assert_true(none_with("is back"));

	/* plugged in and switched on: opened, asked, its board dump read */
	assert_int_equal(dgt_sim_open(&sim, ANNA_DGT_NORMAL), 0);
	plug(&sim);
	assert_true(wait_for("is back and read again", 2, 5000));
	snprintf(line, sizeof(line), "sighted The DGT board for sighted-board (%s) is back",
		 link_path);
	assert_int_equal(lines_with(line), 1);
	assert_int_equal(lines_with("arbiter The DGT board for sighted-board"), 2);
	opened();
	assert_true(wait_for("", 0, 300));
	assert_int_equal(dgt_sim_run(&sim, "move e2 e4"), 0);
	test_sleep_ms(500);
	assert_int_equal(dgt_sim_run(&sim, "press"), 0);
	assert_true(wait_for("vi Eva two Eva four", 1, 5000));
	assert_true(none_with("differs"));
}

static void test_record_and_board(void **state)
{
	(void)state;
	/* annad is not needed here: stop it, the line is the recorder's */
	kill(annad, SIGTERM);
	waitpid(annad, NULL, 0);
	annad = -1;
	char file[128], cmd[512];
	snprintf(file, sizeof(file), "%s/e4.dgt", dir);
	int status;
	snprintf(cmd, sizeof(cmd), "%s record --profile en dgt: %s 2>&1", ANNA_BIN, file);
	assert_non_null(strstr(run(cmd, &status), "dgt:")); /* no board named */
	assert_int_equal(WEXITSTATUS(status), 2);
	snprintf(cmd, sizeof(cmd), "dgt:%s", link_path);
	pid_t rec = fork();
	if (rec == 0) {
		execl(ANNA_BIN, "anna", "record", "--count", "8", cmd, file, (char *)NULL);
		_exit(127);
	}
	/* the answers to its requests (one read or more), then e2, e4; the
	 * bounds as for annad (opened): a loaded machine, a sanitizer build
	 * or an emulator starts anna slowly */
	for (int i = 0; i < 250 && !sim.updates; i++) {
		dgt_sim_serve(&sim);
		test_sleep_ms(20);
	}
	assert_true(sim.updates);
	test_sleep_ms(200);
	dgt_sim_run(&sim, "lift e2");
	test_sleep_ms(200);
	dgt_sim_run(&sim, "place e4 P");
	test_sleep_ms(200);
	dgt_sim_run(&sim, "press");
	int st = -1;
	for (int i = 0; i < 500; i++) {
		if (waitpid(rec, &st, WNOHANG) == rec)
			break;
		dgt_sim_serve(&sim);
		dgt_sim_run(&sim, "press"); /* a read more, until it has its count */
		test_sleep_ms(20);
	}
	assert_true(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	snprintf(cmd, sizeof(cmd), "%s board --profile en %s", ANNA_BIN, file);
	const char *out = run(cmd, &status);
	assert_non_null(strstr(out, "say: Eva two Eva four"));
	assert_int_equal(WEXITSTATUS(status), 0);
	snprintf(cmd, sizeof(cmd), "%s record --profile en --check %s", ANNA_BIN, file);
	out = run(cmd, &status);
	assert_int_equal(WEXITSTATUS(status), 0);
	assert_non_null(strstr(out, "DGT"));
}

static void test_vi_board(void **state)
{
	(void)state;
	opened();
	e4_on_the_board("sighted"); /* White is the VI player */
	unplugged("vi");
	assert_true(none_with("sighted The DGT board"));
}

/* VI-4 on the VI player's DGT board: his pawn seated on the last rank
 * stays there (no queen at hand) and he names the piece on his keypad at
 * once: anna asks and hears the digit as the piece, as on a sensor board,
 * and his press completes the promotion. */
static void test_vi_promotion_named(void **state)
{
	(void)state;
	opened();
	assert_true(wait_for("vi anna is ready", 1, 5000));
	char cmd[512];
	int status;
	snprintf(cmd, sizeof(cmd),
		 "%s ctl --socket %s/sock setpos 'fen=4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' 2>&1",
		 ANNA_BIN, dir);
	const char *out = run(cmd, &status);
	if (WEXITSTATUS(status) != 0)
		fprintf(stderr, "%s", out);
	assert_int_equal(WEXITSTATUS(status), 0);
	assert_true(wait_for("", 0, 500));
	/* the pawn lifted and put down at once; the digit as soon as annad
	 * read the lift (the placement came in the same breath), so
	 * normally before the board settles (a quarter of a second): a
	 * slower annad hears the question first, and then the piece too */
	assert_int_equal(dgt_sim_run(&sim, "move b7 b8"), 0);
	assert_true(wait_for("vi White pawn Bella seven touched", 1, 5000));
	assert_int_equal(write(keys[1], "1", 1), 1);
	assert_true(wait_for("vi Promotion on Bella eight: which piece?", 1, 5000));
	assert_true(wait_for("vi Queen", 1, 5000));
	assert_true(none_with("vi Anna"));
	assert_int_equal(write(keys[1], "\n", 1), 1);
	assert_true(wait_for("vi Enter", 1, 5000));
	assert_int_equal(write(keys[1], "\n", 1), 1);
	assert_true(wait_for("sighted Bella seven Bella eight promotes to queen", 1, 5000));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_game_and_faults, setup, teardown),
		cmocka_unit_test_setup_teardown(test_absent_at_start, setup_absent, teardown),
		cmocka_unit_test_setup_teardown(test_record_and_board, setup, teardown),
		cmocka_unit_test_setup_teardown(test_vi_board, setup_vi, teardown),
		cmocka_unit_test_setup_teardown(test_vi_promotion_named, setup_vi_promotion,
						teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
