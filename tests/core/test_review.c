/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_review.c: the review's arithmetic (threshold, loss in
 * centipawns and win chance, which plies reach it, the [%eval] tag) and
 * the study's stepping and guessing, on a known game.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "core/notation.h"
#include "core/review.h"

/* 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# */
static void scholars(struct anna_game *g)
{
	const char *m[] = { "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7" };
	assert_int_equal(anna_game_init(g, ANNA_EDITION_2017, NULL), ANNA_OK);
	for (size_t i = 0; i < 7; i++) {
		uint16_t mv;
		assert_int_equal(anna_notation_read_uci(&g->pos, m[i], &mv, NULL), ANNA_OK);
		assert_int_equal(anna_game_append(g, mv, NULL), ANNA_OK);
	}
}

static uint16_t mv(const struct anna_game *g, size_t ply, const char *uci)
{
	struct anna_position p;
	uint16_t m;
	anna_game_position_at(g, ply, &p);
	assert_int_equal(anna_notation_read_uci(&p, uci, &m, NULL), ANNA_OK);
	return m;
}

static void test_threshold(void **state)
{
	(void)state;
	struct anna_review_threshold t;
	struct anna_error err = { 0 };
	assert_int_equal(anna_review_threshold_parse("150", &t, &err), ANNA_OK);
	assert_false(t.win_chance);
	assert_int_equal(t.value, 150);
	assert_int_equal(anna_review_threshold_parse("20%", &t, &err), ANNA_OK);
	assert_true(t.win_chance);
	assert_int_equal(t.value, 200);
	const char *bad[] = { "", "0", "-5", "10001", "101%", "15x", "%", "20%%", "abc" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_int_equal(anna_review_threshold_parse(bad[i], &t, &err), ANNA_E_INVALID);
		assert_int_equal(err.msg, ANNA_MSG_REVIEW_THRESHOLD);
		assert_string_equal(err.args[0], bad[i]);
	}
}

static void test_mistakes(void **state)
{
	(void)state;
	struct anna_game g;
	scholars(&g);
	struct anna_review_pos a[8];
	memset(a, 0, sizeof(a));
	/* scores from the side to move's view: even, then after 3. Qh5
	 * Black is fine (+30 for Black); after 3...Nf6 White mates in 1 */
	int cp[8] = { 30, -30, 30, -30, 30, 30, 0, 0 };
	for (int i = 0; i < 8; i++)
		a[i] = (struct anna_review_pos){ .valid = true, .score = { .valid = true, .value = cp[i] } };
	for (size_t i = 0; i < 7; i++)
		a[i].best = g.plies[i].move;
	a[5].best = mv(&g, 5, "g7g6");
	a[6].score = (struct anna_uci_score){ .valid = true, .mate = true, .value = 1 };
	a[7].score = (struct anna_uci_score){ .valid = true, .mate = true, .value = 0 };
	a[7].best = ANNA_MOVE_NONE;
	struct anna_review_mistake m[8];
	struct anna_review_threshold t = { .value = 150 };
	size_t n = anna_review_mistakes(&g, a, -1, &t, m, 8);
	assert_int_equal(n, 1);
	assert_int_equal(m[0].ply, 5);
	assert_int_equal(m[0].played, g.plies[5].move);
	assert_int_equal(m[0].best, a[5].best);
	assert_int_equal(m[0].loss_cp, 1030); /* +30 to mated (capped at -1000) */
	assert_true(m[0].loss_pm > 500);
	/* only White's moves: none */
	assert_int_equal(anna_review_mistakes(&g, a, ANNA_WHITE, &t, m, 8), 0);
	assert_int_equal(anna_review_mistakes(&g, a, ANNA_BLACK, &t, m, 8), 1);
	/* by win chance: 20% */
	t = (struct anna_review_threshold){ .win_chance = true, .value = 200 };
	assert_int_equal(anna_review_mistakes(&g, a, -1, &t, m, 8), 1);
	/* a ply not analysed is never judged */
	a[6].valid = false;
	assert_int_equal(anna_review_mistakes(&g, a, -1, &t, m, 8), 0);
	/* the best move costs nothing, whatever the scores say */
	a[6].valid = true;
	a[5].best = g.plies[5].move;
	assert_int_equal(anna_review_mistakes(&g, a, -1, &t, m, 8), 0);
	assert_int_equal(anna_review_cp((struct anna_uci_score){ .valid = true, .mate = true, .value = 1 }), 1099);
	assert_int_equal(anna_review_cp((struct anna_uci_score){ .valid = true, .mate = true, .value = 0 }), -1100);
	assert_int_equal(anna_review_cp((struct anna_uci_score){ .valid = true, .mate = true, .value = -2 }), -1098);
	char tag[32];
	anna_review_eval_tag((struct anna_uci_score){ .valid = true, .value = -120 }, tag, sizeof(tag));
	assert_string_equal(tag, "[%eval -1.20]");
	anna_review_eval_tag((struct anna_uci_score){ .valid = true, .value = 5 }, tag, sizeof(tag));
	assert_string_equal(tag, "[%eval 0.05]");
	anna_review_eval_tag((struct anna_uci_score){ .valid = true, .mate = true, .value = -2 }, tag, sizeof(tag));
	assert_string_equal(tag, "[%eval #-2]");
	anna_game_fini(&g);
}

static void test_study(void **state)
{
	(void)state;
	struct anna_game g;
	scholars(&g);
	struct anna_study st;
	uint16_t m, game_move;
	bool right;
	anna_study_init(&st, &g, -1);
	assert_false(anna_study_back(&st, &m));
	for (size_t i = 0; i < 7; i++) {
		assert_true(anna_study_next(&st, &m));
		assert_int_equal(m, g.plies[i].move);
	}
	assert_false(anna_study_next(&st, &m));
	assert_true(anna_study_back(&st, &m));
	assert_int_equal(m, g.plies[6].move);
	assert_int_equal(st.ply, 6);
	assert_false(anna_study_guessing(&st));
	/* guessing White's moves */
	anna_study_init(&st, &g, ANNA_WHITE);
	assert_true(anna_study_guessing(&st));
	assert_int_equal(anna_study_guess(&st, mv(&g, 0, "e2e4"), &game_move, &right), ANNA_OK);
	assert_true(right);
	assert_int_equal(game_move, g.plies[0].move);
	assert_false(anna_study_guessing(&st)); /* Black's reply is shown */
	assert_int_equal(anna_study_guess(&st, g.plies[1].move, &game_move, &right), ANNA_E_STATE);
	assert_true(anna_study_next(&st, &m));
	assert_int_equal(anna_study_guess(&st, mv(&g, 2, "g1f3"), &game_move, &right), ANNA_OK);
	assert_false(right);
	assert_int_equal(game_move, g.plies[2].move);
	assert_int_equal(st.asked, 2);
	assert_int_equal(st.right, 1);
	anna_game_fini(&g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_threshold),
		cmocka_unit_test(test_mistakes),
		cmocka_unit_test(test_study),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
