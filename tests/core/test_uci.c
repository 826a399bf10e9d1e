/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_uci.c: UCI lines read and written, no process: every
 * reply kind, every error with its message id, the position and go lines,
 * the levels and the Elo mapping, scores turned to White's view and to an
 * expected score.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/uci.h"

static uint16_t mv(const struct anna_position *pos, const char *uci)
{
	uint16_t m = 0;
	assert_int_equal(anna_notation_read_uci(pos, uci, &m, NULL), ANNA_OK);
	return m;
}

static void test_handshake(void **state)
{
	(void)state;
	struct anna_uci_msg m;
	struct anna_error err = { 0 };
	assert_int_equal(anna_uci_parse(NULL, "id name Stockfish 15.1", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_ID_NAME);
	assert_string_equal(m.name, "Stockfish 15.1");
	assert_int_equal(anna_uci_parse(NULL, "uciok", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_UCIOK);
	assert_int_equal(anna_uci_parse(NULL, "readyok\r", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_READYOK);
	assert_int_equal(anna_uci_parse(NULL, "", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_NONE);
	/* UCI: unknown lines are ignored, not errors */
	assert_int_equal(anna_uci_parse(NULL, "copyprotection ok", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_NONE);
	assert_int_equal(anna_uci_parse(NULL, "id author someone", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_NONE);
}

static void test_options(void **state)
{
	(void)state;
	struct anna_uci_msg m;
	assert_int_equal(anna_uci_parse(NULL,
					"option name UCI_Elo type spin default 1350 min 1350 max 2850",
					&m, NULL),
			 ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_OPTION);
	assert_string_equal(m.name, "UCI_Elo");
	assert_int_equal(m.option_type, ANNA_UCI_OPT_SPIN);
	assert_int_equal(m.min, 1350);
	assert_int_equal(m.max, 2850);
	assert_int_equal(anna_uci_parse(NULL, "option name Skill Level type spin default 20 min 0 max 20",
					&m, NULL),
			 ANNA_OK);
	assert_string_equal(m.name, "Skill Level");
	assert_int_equal(m.max, 20);
	assert_int_equal(anna_uci_parse(NULL, "option name UCI_LimitStrength type check default false",
					&m, NULL),
			 ANNA_OK);
	assert_int_equal(m.option_type, ANNA_UCI_OPT_CHECK);
	assert_int_equal(anna_uci_parse(NULL, "option name Clear Hash type button", &m, NULL), ANNA_OK);
	assert_string_equal(m.name, "Clear Hash");
	assert_int_equal(m.option_type, ANNA_UCI_OPT_OTHER);
}

static void test_info(void **state)
{
	(void)state;
	struct anna_position pos;
	anna_position_start(&pos);
	struct anna_uci_msg m;
	struct anna_error err = { 0 };
	assert_int_equal(anna_uci_parse(&pos,
					"info depth 12 seldepth 15 multipv 1 score cp 31 nodes 1000 "
					"pv e2e4 e7e5 g1f3 b8c6",
					&m, &err),
			 ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_INFO);
	assert_int_equal(m.depth, 12);
	assert_int_equal(m.multipv, 1);
	assert_true(m.score.valid);
	assert_false(m.score.mate);
	assert_int_equal(m.score.value, 31);
	assert_int_equal(m.n_pv, 4);
	assert_int_equal(m.pv[0], mv(&pos, "e2e4"));
	/* a pv is kept up to its first illegal move */
	assert_int_equal(anna_uci_parse(&pos, "info depth 3 score mate -2 upperbound pv e2e4 e2e4",
					&m, &err),
			 ANNA_OK);
	assert_true(m.score.mate);
	assert_int_equal(m.score.value, -2);
	assert_int_equal(m.score.bound, -1);
	assert_int_equal(m.n_pv, 1);
	assert_int_equal(anna_uci_parse(&pos, "info string hello score world", &m, &err), ANNA_OK);
	assert_false(m.score.valid);
	/* a score without its number is an error with the line */
	assert_int_equal(anna_uci_parse(&pos, "info depth 3 score cp", &m, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.msg, ANNA_MSG_UCI_SCORE);
	assert_string_equal(err.args[0], "info depth 3 score cp");
	assert_int_equal(anna_uci_parse(&pos, "info score pawns 3", &m, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.msg, ANNA_MSG_UCI_SCORE);
}

static void test_bestmove(void **state)
{
	(void)state;
	struct anna_position pos;
	anna_position_start(&pos);
	struct anna_uci_msg m;
	struct anna_error err = { 0 };
	assert_int_equal(anna_uci_parse(&pos, "bestmove e2e4 ponder e7e5", &m, &err), ANNA_OK);
	assert_int_equal(m.type, ANNA_UCI_R_BESTMOVE);
	assert_int_equal(m.best, mv(&pos, "e2e4"));
	assert_int_not_equal(m.ponder, 0);
	assert_int_equal(anna_uci_parse(&pos, "bestmove g1f3", &m, &err), ANNA_OK);
	assert_int_equal(m.ponder, ANNA_MOVE_NONE);
	/* an illegal or unreadable move: the engine is confused */
	assert_int_equal(anna_uci_parse(&pos, "bestmove e2e5", &m, &err), ANNA_E_ILLEGAL);
	assert_int_equal(err.msg, ANNA_MSG_UCI_BESTMOVE);
	assert_string_equal(err.args[0], "e2e5");
	assert_int_equal(m.best, ANNA_MOVE_NONE);
	assert_int_equal(anna_uci_parse(&pos, "bestmove zz", &m, &err), ANNA_E_ILLEGAL);
	assert_int_equal(anna_uci_parse(&pos, "bestmove", &m, &err), ANNA_E_ILLEGAL);
	/* no legal move */
	assert_int_equal(anna_uci_parse(&pos, "bestmove (none)", &m, &err), ANNA_OK);
	assert_int_equal(m.best, ANNA_MOVE_NONE);
	/* promotion */
	struct anna_position p;
	assert_int_equal(anna_fen_read(&p, "8/P6k/8/8/8/8/8/K7 w - - 0 1", &err), ANNA_OK);
	assert_int_equal(anna_uci_parse(&p, "bestmove a7a8q", &m, &err), ANNA_OK);
	assert_true(anna_move_is_promotion(m.best));
	assert_int_equal(anna_move_promotion(m.best), ANNA_QUEEN);
}

static void test_garbage(void **state)
{
	(void)state;
	struct anna_position pos;
	anna_position_start(&pos);
	struct anna_uci_msg m;
	struct anna_error err = { 0 };
	assert_int_equal(anna_uci_parse(&pos, "best\x01move e2e4", &m, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.msg, ANNA_MSG_UCI_GARBAGE);
	assert_string_equal(err.args[0], "5");
	assert_int_equal(err.column, 5);
	assert_int_equal(anna_uci_parse(&pos, "\x7f\x7f", &m, &err), ANNA_E_SYNTAX);
	static char longline[ANNA_UCI_LINE_MAX + 10];
	memset(longline, 'x', sizeof(longline) - 1);
	assert_int_equal(anna_uci_parse(&pos, longline, &m, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.msg, ANNA_MSG_UCI_GARBAGE);
	/* UTF-8 text in an info string is not garbage */
	assert_int_equal(anna_uci_parse(&pos, "info string K\xc3\xb6nig", &m, &err), ANNA_OK);
}

static void test_position(void **state)
{
	(void)state;
	struct anna_game g;
	char buf[256];
	assert_int_equal(anna_game_init(&g, ANNA_EDITION_2017, NULL), ANNA_OK);
	assert_int_equal(anna_uci_position(&g, 0, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "position startpos\n");
	const char *moves[] = { "e2e4", "e7e5", "e1e2" };
	for (size_t i = 0; i < 3; i++)
		assert_int_equal(anna_game_append(&g, mv(&g.pos, moves[i]), 0), ANNA_OK);
	assert_int_equal(anna_uci_position(&g, 3, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "position startpos moves e2e4 e7e5 e1e2\n");
	assert_int_equal(anna_uci_position(&g, 1, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "position startpos moves e2e4\n");
	assert_int_equal(anna_uci_position(&g, 4, buf, sizeof(buf)), ANNA_E_RANGE);
	assert_int_equal(anna_uci_position(&g, 3, buf, 20), ANNA_E_SPACE);
	anna_game_fini(&g);
	struct anna_position p;
	assert_int_equal(anna_fen_read(&p, "8/P6k/8/8/8/8/8/K7 w - - 0 1", NULL), ANNA_OK);
	assert_int_equal(anna_game_init(&g, ANNA_EDITION_2017, &p), ANNA_OK);
	assert_int_equal(anna_game_append(&g, mv(&g.pos, "a7a8q"), 0), ANNA_OK);
	assert_int_equal(anna_uci_position(&g, 1, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1 moves a7a8q\n");
	anna_game_fini(&g);
}

static void test_go(void **state)
{
	(void)state;
	char buf[128];
	struct anna_uci_go go = { .depth = 8 };
	assert_int_equal(anna_uci_go(&go, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "go depth 8\n");
	go = (struct anna_uci_go){ .movetime_ms = 500 };
	anna_uci_go(&go, buf, sizeof(buf));
	assert_string_equal(buf, "go movetime 500\n");
	go = (struct anna_uci_go){ .clock = true, .wtime_ms = 300000, .btime_ms = 0, .winc_ms = 2000,
				   .binc_ms = 2000, .movestogo = 20 };
	anna_uci_go(&go, buf, sizeof(buf));
	assert_string_equal(buf, "go wtime 300000 btime 1 winc 2000 binc 2000 movestogo 20\n");
	go = (struct anna_uci_go){ 0 };
	anna_uci_go(&go, buf, sizeof(buf));
	assert_string_equal(buf, "go depth 1\n");
	assert_int_equal(anna_uci_go(&go, buf, 5), ANNA_E_SPACE);
	assert_int_equal(anna_uci_setoption("UCI_Elo", "1600", buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "setoption name UCI_Elo value 1600\n");
	assert_int_equal(anna_uci_setoption("Clear Hash", NULL, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "setoption name Clear Hash\n");
}

static void test_levels(void **state)
{
	(void)state;
	size_t n;
	const struct anna_uci_level *l = anna_uci_levels(&n);
	assert_true(n >= 5);
	struct anna_uci_level lv;
	struct anna_error err = { 0 };
	for (size_t i = 0; i < n; i++) {
		assert_int_equal(anna_uci_level_parse(l[i].name, &lv, &err), ANNA_OK);
		assert_string_equal(lv.name, l[i].name);
	}
	assert_int_equal(anna_uci_level_parse("club", &lv, &err), ANNA_OK);
	assert_int_equal(lv.elo, 1600);
	assert_int_equal(anna_uci_level_parse("1800", &lv, &err), ANNA_OK);
	assert_int_equal(lv.elo, 1800);
	assert_null(lv.name);
	assert_int_equal(anna_uci_level_parse("elo 1100", &lv, &err), ANNA_OK);
	assert_int_equal(lv.elo, 1100);
	assert_int_equal(anna_uci_level_parse("depth 6", &lv, &err), ANNA_OK);
	assert_int_equal(lv.depth, 6);
	assert_int_equal(lv.elo, 0);
	const char *bad[] = { "grandpa", "0", "5000", "depth 0", "depth 99", "elo", "" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_int_equal(anna_uci_level_parse(bad[i], &lv, &err), ANNA_E_NOTFOUND);
		assert_int_equal(err.msg, ANNA_MSG_ENGINE_LEVEL);
		assert_string_equal(err.args[0], bad[i]);
	}
	int elo, skill;
	anna_uci_elo_to_options(1600, 1350, 2850, &elo, &skill);
	assert_int_equal(elo, 1600);
	assert_int_equal(skill, -1);
	anna_uci_elo_to_options(3200, 1350, 2850, &elo, &skill);
	assert_int_equal(elo, 2850);
	anna_uci_elo_to_options(1000, 1350, 2850, &elo, &skill);
	assert_int_equal(elo, 0);
	assert_int_equal(skill, 4);
	anna_uci_elo_to_options(600, 1350, 2850, &elo, &skill);
	assert_int_equal(skill, 0);
	/* an engine without UCI_Elo: Skill Level only */
	anna_uci_elo_to_options(2000, 0, 0, &elo, &skill);
	assert_int_equal(elo, 0);
	assert_int_equal(skill, 20);
}

static void test_scores(void **state)
{
	(void)state;
	struct anna_uci_score s = { .valid = true, .value = 150, .bound = 1 };
	struct anna_uci_score w = anna_uci_score_white(s, ANNA_BLACK);
	assert_int_equal(w.value, -150);
	assert_int_equal(w.bound, -1);
	w = anna_uci_score_white(s, ANNA_WHITE);
	assert_int_equal(w.value, 150);
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ .valid = true }), 500);
	/* 1 / (1 + 10^-1) = 0.909 */
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ .valid = true, .value = 400 }),
			 909);
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ .valid = true, .value = -400 }),
			 91);
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ .valid = true, .mate = true,
								       .value = 3 }),
			 1000);
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ .valid = true, .mate = true,
								       .value = -1 }),
			 0);
	assert_int_equal(anna_uci_expectation((struct anna_uci_score){ 0 }), 500);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_handshake), cmocka_unit_test(test_options),
		cmocka_unit_test(test_info),      cmocka_unit_test(test_bestmove),
		cmocka_unit_test(test_garbage),   cmocka_unit_test(test_position),
		cmocka_unit_test(test_go),        cmocka_unit_test(test_levels),
		cmocka_unit_test(test_scores),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
