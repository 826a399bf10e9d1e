/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_render_reconcile.c: the VI-13 verdict in the
 * profiles' words: the exact sentences in German and English for the
 * arbiter, what each player hears of it, and that every profile can say
 * every kind of verdict.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "tests/common/profile.h"

#include "core/fen.h"
#include "core/sheetfile.h"
#include "speech/render_reconcile.h"

static const char *profiles[] = { "fide-de", "da", "da-de", "sv", "nb", "en" };

struct game {
	struct anna_reconcile_input in;
	struct anna_scoresheet sheet[2];
	struct anna_clock_snapshot clocks[9];
	struct anna_reconcile_result res;
};

static void setup_game(struct game *g, const char *vi, const char *sighted,
		       const char *board_vi, const char *board_sighted)
{
	struct anna_error err;
	anna_reconcile_input_init(&g->in);
	for (int s = 0; s < 2; s++) {
		const char *t = s ? sighted : vi;
		struct anna_sheetfile f;
		enum anna_letter_set set;
		anna_sheetfile_init(&f);
		assert_int_equal(anna_sheetfile_parse(&f, t, strlen(t), &err), ANNA_OK);
		assert_int_equal(anna_sheetfile_letters(&f, &g->in.start, &set, &err), ANNA_OK);
		g->in.letters[s] = anna_letters_builtin(set);
		anna_scoresheet_init(&g->sheet[s], &g->in.start);
		assert_int_equal(anna_sheetfile_enter(&f, &g->sheet[s], g->in.letters[s], &err),
				 ANNA_OK);
		anna_sheetfile_fini(&f);
		g->in.sheet[s] = &g->sheet[s];
		const char *fen = s ? board_sighted : board_vi;
		if (fen) {
			assert_int_equal(anna_fen_read(&g->in.board[s], fen, &err), ANNA_OK);
			g->in.have_board[s] = true;
		}
	}
	memset(g->clocks, 0, sizeof(g->clocks));
	for (unsigned i = 0; i < 9; i++) {
		g->clocks[i].ply = i;
		g->clocks[i].remaining_ms[0] = 5400000 - 60000 * ((i + 1) / 2);
		g->clocks[i].remaining_ms[1] = 5400000 - 90000 * (i / 2);
	}
	g->in.clocks = g->clocks;
	g->in.nclocks = 9;
}

static void teardown_game(struct game *g)
{
	anna_scoresheet_fini(&g->sheet[0]);
	anna_scoresheet_fini(&g->sheet[1]);
}

static void joined(struct anna_phrase *ph, size_t n, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s.", i ? " " : "", ph[i].text);
}

static void test_disagree_words(void **state)
{
	(void)state;
	static struct game g;
	struct anna_phrase ph[ANNA_RENDER_RECONCILE_MAX];
	struct anna_error err;
	char text[4096];
	size_t n;
	setup_game(&g, "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6",
		   "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6", NULL,
		   "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5");
	g.in.vi_color = ANNA_WHITE;
	assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);

	struct anna_profile *de = test_profile("fide-de"), *en = test_profile("en");
	assert_int_equal(anna_render_reconcile(de, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	joined(ph, n, text, sizeof(text));
	assert_string_equal(text,
		"Die Partieformulare weichen voneinander ab. Sie stimmen überein bis "
		"einschließlich Zug drei von Schwarz, Anna sieben Anna sechs; die Partie wird "
		"bis dorthin zurückgenommen. "
		"Im Partieformular von Weiß wird ab Zug vier von Weiß alles gestrichen. "
		"Im Partieformular von Schwarz wird ab Zug vier von Weiß alles gestrichen. "
		"Das Brett von Schwarz muss geändert werden: Bauer Cesar sechs zurück auf David "
		"sieben. Weißer Läufer fehlt auf Bella fünf. Schwarzer Springer fehlt auf Cesar "
		"sechs. "
		"Weiß ist am Zug. "
		"Gespeicherte Uhrzeiten für diese Stellung: Weiß eine Stunde siebenundzwanzig "
		"Minuten, Schwarz eine Stunde fünfundzwanzig Minuten. "
		"Der Schiedsrichter bestätigt das oder entscheidet anders.");

	/* the sighted player (Black) hears the case, his sheet, his board */
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_SIGHTED, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	joined(ph, n, text, sizeof(text));
	assert_string_equal(text,
		"The scoresheets disagree. They agree up to and including Black's move three, "
		"Anna seven Anna six; the game goes back to that point. "
		"In Black's scoresheet everything from White's move four on is struck out. "
		"Black's board must change: Pawn Cesar six back to David seven. White bishop "
		"missing on Bella five. Black knight missing on Cesar six. "
		"White to move. "
		"The arbiter confirms this or decides otherwise.");
	/* the VI player's board was not given: only the case for him */
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_VI, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	assert_int_equal(n, 4);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal, 5, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_E_INVALID);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph, 3, &n),
			 ANNA_E_SPACE);
	anna_profile_free(de);
	anna_profile_free(en);
	teardown_game(&g);
}

static void test_notes_words(void **state)
{
	(void)state;
	static struct game g;
	struct anna_phrase ph[ANNA_RENDER_RECONCILE_MAX];
	struct anna_error err;
	char text[4096];
	size_t n;
	struct anna_profile *en = test_profile("en");

	/* SHEET-7: the VI player (Black) stopped writing; case 1 */
	setup_game(&g, "e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6 Bb5 a6",
		   "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", NULL);
	g.in.vi_color = ANNA_BLACK;
	g.in.sheet7_from[ANNA_RECONCILE_VI] = 2;
	assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	joined(ph, n, text, sizeof(text));
	assert_string_equal(text,
		"The scoresheets agree, up to and including Black's move three, Anna seven "
		"Anna six. "
		"Black's scoresheet ends after Black's move two, knight Bella eight Cesar six: "
		"Black had less than five minutes and did not have to keep score. Black "
		"completes it from White's scoresheet. "
		"Black's board must change: Bishop Felix one to Bella five. Pawn Anna "
		"seven to Anna six. "
		"White to move. "
		"The arbiter confirms this or decides otherwise.");
	teardown_game(&g);

	/* a missing ply, the alternative said as the arbiter's option */
	setup_game(&g, "e4 e5 Nf3 Bb5 a6 Ba4", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4", NULL, NULL);
	g.in.nclocks = 0;
	assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	joined(ph, n, text, sizeof(text));
	assert_string_equal(text,
		"The scoresheets disagree. They agree up to and including White's move two, "
		"knight Gustav one Felix three; the game goes back to that point. "
		"White's scoresheet lacks Black's move two, knight Bella eight Cesar six; after "
		"it, it agrees with Black's scoresheet. The arbiter may confirm that line "
		"instead; then White writes in the move. "
		"In White's scoresheet everything from Black's move two on is struck out. "
		"In Black's scoresheet everything from Black's move two on is struck out. "
		"Black to move. "
		"No clock times are stored for this position; the arbiter sets the clocks. "
		"The arbiter confirms this or decides otherwise.");
	/* the alternative: the complete line, case 1 */
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.alternative,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	assert_string_equal(ph[0].text, "The scoresheets agree, up to and including White's "
					"move four, bishop Bella five Anna four");
	teardown_game(&g);

	/* an unreadable entry with its reason and place; empty sheets */
	setup_game(&g, "e4 e5\nNf3 Sc6", "e4 e5 Nf3 Nc6", NULL, NULL);
	assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_VI, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	assert_true(n >= 2);
	assert_non_null(strstr(ph[1].text, "In White's scoresheet the entry for Black's move two "
					   "cannot be used: "));
	teardown_game(&g);
	setup_game(&g, "", "", NULL, NULL);
	assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);
	assert_int_equal(anna_render_reconcile(en, &g.in, &g.res, &g.res.proposal,
					       ANNA_RECONCILE_LISTENER_ARBITER, ph,
					       ANNA_RENDER_RECONCILE_MAX, &n), ANNA_OK);
	assert_string_equal(ph[0].text, "Both scoresheets are empty; the starting position stands");
	teardown_game(&g);
	anna_profile_free(en);
}

/* Every profile says every kind of verdict, with every placeholder filled. */
static void test_every_profile(void **state)
{
	(void)state;
	static const char *const games[][4] = {
		{ "e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6 Bb5 a6", NULL, ANNA_FEN_START },
		{ "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6",
		  ANNA_FEN_START, ANNA_FEN_START },
		{ "e4 e5 Nf3 Bb5 a6 Ba4", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4", NULL, NULL },
		{ "e4 ? Nf3", "d4", ANNA_FEN_START, NULL },
		{ "", "", NULL, NULL },
		{ "e4 e5 Nf3 Nc6 O-O", "e4 e5 Nf3 Nc6", NULL, NULL },
		/* boards that match neither sheet and need every piece put
		 * right: the corrections run over several sentences */
		{ "e4 e5", "e4 e5", "8/8/8/8/8/8/8/K6k w - - 0 1",
		  "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w - - 0 1" },
		{ "e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc7", "8/8/rnbqkbnr/pppppppp/PPPPPPPP/RNBQKBNR/8/8 w - - 0 1",
		  "8/8/RNBQKBNR/PPPPPPPP/pppppppp/rnbqkbnr/8/8 w - - 0 1" },
	};
	static struct game g;
	struct anna_phrase ph[ANNA_RENDER_RECONCILE_MAX];
	struct anna_error err;
	for (size_t p = 0; p < sizeof(profiles) / sizeof(profiles[0]); p++) {
		struct anna_profile *prof = test_profile(profiles[p]);
		for (size_t i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
			for (int sheet7 = 0; sheet7 < 2; sheet7++) {
				setup_game(&g, games[i][0], games[i][1], games[i][2], games[i][3]);
				g.in.vi_color = (int)(i % 2);
				if (sheet7)
					g.in.sheet7_from[0] = 0;
				assert_int_equal(anna_reconcile(&g.in, &g.res, &err), ANNA_OK);
				for (int l = -1; l < 2; l++) {
					size_t n;
					print_message("%s game %zu listener %d\n", profiles[p], i, l);
					assert_int_equal(anna_render_reconcile(prof, &g.in, &g.res,
									       &g.res.proposal, l, ph,
									       ANNA_RENDER_RECONCILE_MAX,
									       &n), ANNA_OK);
					assert_true(n >= 3);
					for (size_t k = 0; k < n; k++) {
						assert_null(strchr(ph[k].text, '{'));
						assert_true(ph[k].len > 0);
					}
				}
				teardown_game(&g);
			}
		}
		anna_profile_free(prof);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_disagree_words),
		cmocka_unit_test(test_notes_words),
		cmocka_unit_test(test_every_profile),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
