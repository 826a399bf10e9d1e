/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_render_board.c: the sensor board's phrases in the
 * profiles' words, and that every name board-io gives (illegal reasons,
 * learn actions) has its words in every profile.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/guidance.h"
#include "board-io/infer.h"
#include "board-io/learn.h"
#include "core/fen.h"
#include "speech/render_board.h"

#include "render_fixture.h"

static int sq(const char *s) { return anna_square_parse(s); }

static void test_fixes_words(void **state)
{
	(void)state;
	const struct anna_profile *de = profiles[DE], *en = profiles[EN];
	struct anna_phrase ph;
	/* The examples. */
	struct anna_render_fix back = { sq("f3"), sq("g1"), ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT),
					true };
	assert_int_equal(anna_render_board_fixes(de, &back, 1, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Springer Felix drei zurück auf Gustav eins");
	back.back = false;
	assert_int_equal(anna_render_board_fixes(de, &back, 1, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Springer Felix drei nach Gustav eins");
	struct anna_render_fix list[] = {
		{ sq("f3"), ANNA_NO_SQ, 0, false },
		{ ANNA_NO_SQ, sq("g1"), ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT), false },
		{ ANNA_NO_SQ, sq("d8"), ANNA_PIECE(ANNA_BLACK, ANNA_QUEEN), false },
	};
	assert_int_equal(anna_render_board_fixes(de, list, 3, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Felix drei muss leer sein. Weißer Springer fehlt auf "
				     "Gustav eins. Schwarze Dame fehlt auf David acht");
	assert_int_equal(anna_render_board_fixes(en, list, 3, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Felix three should be empty. White knight missing on "
				     "Gustav one. Black queen missing on David eight");
	assert_int_equal(anna_render_board_fixes(de, NULL, 0, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Das Brett stimmt");
	/* Bad input is refused, not spoken. */
	struct anna_render_fix bad[] = {
		{ ANNA_NO_SQ, ANNA_NO_SQ, 0, false },
		{ 65, sq("a1"), ANNA_PIECE(ANNA_WHITE, ANNA_ROOK), false },
		{ ANNA_NO_SQ, sq("a1"), 0, false },
	};
	for (size_t i = 0; i < 3; i++) {
		assert_int_equal(anna_render_board_fixes(de, &bad[i], 1, &ph), ANNA_E_INVALID);
		assert_string_equal(ph.text, "");
	}
}

static void test_questions(void **state)
{
	(void)state;
	const struct anna_profile *de = profiles[DE];
	struct anna_phrase ph;
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_render_board_promotion(de, sq("c8"), &ph), ANNA_OK);
	assert_string_equal(ph.text, "Umwandlung auf Cesar acht: welche Figur? 1 Dame, "
				     "2 Turm, 3 Läufer, 4 Springer, dann Enter");
	assert_int_equal(anna_fen_read(&pos, "4k3/8/3p1p2/8/4N3/8/8/4K3 w - - 0 1", &err),
			 ANNA_OK);
	uint16_t two[] = { anna_move_new(sq("e4"), sq("d6"), ANNA_MF_CAPTURE),
			   anna_move_new(sq("e4"), sq("f6"), ANNA_MF_CAPTURE) };
	assert_int_equal(anna_render_board_which(de, &pos, two, 2, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Welcher Zug: Springer Eva vier schlägt David sechs "
				     "oder Springer Eva vier schlägt Felix sechs?");
	assert_int_equal(anna_render_board_which(de, &pos, two, 1, &ph), ANNA_E_INVALID);

	assert_int_equal(anna_fen_read(&pos, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/"
					     "RNBQKB1R b KQkq - 1 2", &err), ANNA_OK);
	struct anna_render_fix fix[] = {
		{ sq("b8"), sq("c6"), ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT), false },
		{ sq("f6"), sq("g8"), ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT), true },
	};
	assert_int_equal(anna_render_board_not_announced(de, &pos,
			anna_move_new(sq("b8"), sq("c6"), 0), fix, 2, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Das ist nicht der angesagte Zug Springer Bella acht "
				     "Cesar sechs. Springer Bella acht nach Cesar sechs. "
				     "Springer Felix sechs zurück auf Gustav acht");
}

static void test_illegal_policy(void **state)
{
	(void)state;
	const struct anna_profile *de = profiles[DE];
	struct anna_phrase ph;
	struct anna_position pos;
	struct anna_render_opts opts;
	anna_position_start(&pos);
	anna_render_opts_default(&opts);
	/* Competition: the move as made, nothing more (ILL-12). */
	assert_int_equal(anna_render_board_illegal(de, &pos, sq("g1"), sq("g3"), ANNA_NO_TYPE,
						   "pattern", &opts, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Springer Gustav eins Gustav drei");
	opts.policy = ANNA_POLICY_TRAINING;
	assert_int_equal(anna_render_board_illegal(de, &pos, sq("g1"), sq("g3"), ANNA_NO_TYPE,
						   "pattern", &opts, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Regelwidriger Zug: Springer Gustav eins Gustav drei. "
				     "So zieht diese Figur nicht.");
	assert_int_equal(anna_render_board_illegal(de, &pos, sq("g1"), sq("g3"), ANNA_NO_TYPE,
						   "no_such_reason", &opts, &ph), ANNA_E_INVALID);
}

static void test_learn_words(void **state)
{
	(void)state;
	const struct anna_profile *de = profiles[DE];
	struct anna_phrase ph;
	assert_int_equal(anna_render_board_learn(de, "ask_lift", sq("a1"), ANNA_NO_SQ, &ph),
			 ANNA_OK);
	assert_string_equal(ph.text, "Heben Sie die Figur auf Anna eins heraus und setzen "
				     "Sie sie wieder ein");
	assert_int_equal(anna_render_board_learn(de, "already", sq("c1"), sq("a1"), &ph),
			 ANNA_OK);
	assert_string_equal(ph.text, "Dieses Loch ist schon Anna eins. Gesucht ist Cesar eins");
	assert_int_equal(anna_render_board_learn(de, "nonsense", 0, 0, &ph), ANNA_E_INVALID);
}

/* Every board-io name has words in every profile, and every correction
 * kind of a real list renders. */
static void test_every_profile_has_board_words(void **state)
{
	(void)state;
	struct anna_position pos;
	struct anna_render_opts opts;
	struct anna_phrase ph;
	anna_position_start(&pos);
	anna_render_opts_default(&opts);
	opts.policy = ANNA_POLICY_TRAINING;
	for (int p = 0; p < NPROFILES; p++) {
		const struct anna_profile *pr = profiles[p];
		for (int r = ANNA_ILLEGAL_NOT_OWN_PIECE; r <= ANNA_ILLEGAL_CASTLE_ROOK; r++)
			assert_int_equal(anna_render_board_illegal(pr, &pos, sq("e2"), sq("e5"),
					ANNA_NO_TYPE, anna_illegal_reason_str(r), &opts, &ph),
					 ANNA_OK);
		for (int k = ANNA_LEARN_ASK_LIFT; k <= ANNA_LEARN_ABORTED; k++)
			assert_int_equal(anna_render_board_learn(pr, anna_learn_kind_str(k),
					sq("e4"), sq("e2"), &ph), ANNA_OK);
		struct anna_correction c[ANNA_GUIDANCE_MAX];
		uint64_t occ = anna_guidance_occupancy(&pos) ^ 0x00ff0000ff0000ffull;
		size_t n = anna_guidance_diff(&pos, occ, NULL, c);
		struct anna_render_fix f[ANNA_GUIDANCE_MAX];
		for (size_t i = 0; i < n; i++)
			f[i] = (struct anna_render_fix){ c[i].from, c[i].to, c[i].piece,
							 c[i].back };
		assert_int_equal(anna_render_board_fixes(pr, f, n, &ph), ANNA_OK);
		assert_false(ph.overflow);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fixes_words),
		cmocka_unit_test(test_questions),
		cmocka_unit_test(test_illegal_policy),
		cmocka_unit_test(test_learn_words),
		cmocka_unit_test(test_every_profile_has_board_words),
	};
	return cmocka_run_group_tests(tests, render_fixture_setup, render_fixture_teardown);
}
