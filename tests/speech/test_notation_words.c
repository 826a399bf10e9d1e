/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_notation_words.c: the notation errors of core/notation.c
 * rendered through the profiles, and the profiles' piece letters as letter
 * sets of core/notation.h.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "tests/common/profile.h"

#include <stdio.h>
#include <string.h>

#include "core/fen.h"
#include "core/notation.h"
#include "speech/profile.h"

#define KNIGHTS "rnbqkbnr/ppp1pppp/8/3p4/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3"

static void test_rendered(void **state)
{
	(void)state;
	static const struct {
		const char *profile, *letters, *fen, *text, *want;
	} cases[] = {
		{ "en", "en", KNIGHTS, "Nd2",
		  "Nd2 is ambiguous: it fits Nb1-d2, Nf3-d2. Add the file or the "
		  "rank of the piece that moves." },
		{ "fide-de", "de", KNIGHTS, "Sd2",
		  "Sd2 ist mehrdeutig: es passt zu Sb1-d2, Sf3-d2. Geben Sie Linie "
		  "oder Reihe der ziehenden Figur an." },
		{ "en", "en", ANNA_FEN_START, "Nf9",
		  "\"Nf9\" cannot be read as a move: character 3 does not fit. Write "
		  "it like Nf3, exd5, e8=Q, O-O, g1f3 or 7163." },
		{ "da", "da", ANNA_FEN_START, "Sxf3",
		  "Sxf3: der er intet at slå på f3. Fjern x'et, eller kontroller feltet." },
		{ "sv", "sv", ANNA_FEN_START, "0-0",
		  "0-0: rockad är inte tillåten nu (kungen eller tornet har flyttat, "
		  "en ruta emellan är upptagen, eller kungen står i schack, passerar "
		  "en anfallen ruta eller hamnar på en)." },
		{ "nb", "nb", ANNA_FEN_START, "Ke2",
		  "Ke2 er ikke et lovlig trekk i denne stillingen. Kontroller brikken, "
		  "feltene og hvem som er i trekket." },
		{ "da-de", "da", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8",
		  "b8 er en bondeforvandling: tilføj den nye brik, for eksempel =D, "
		  "=T, =L eller =S." },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_profile *p = test_profile(cases[i].profile);
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, cases[i].fen, NULL), ANNA_OK);
		uint16_t m;
		struct anna_error err;
		assert_true(anna_notation_read(&pos, cases[i].text,
					       anna_letters_by_name(cases[i].letters),
					       &m, &err) < 0);
		char buf[512];
		anna_profile_render_error(p, &err, buf, sizeof(buf));
		assert_string_equal(buf, cases[i].want);
		anna_profile_free(p);
	}
}

/* Each profile's letters key is a valid letter set, the built-in one of
 * its language, so scoresheets read the same whichever way the set came. */
static void test_profile_letters(void **state)
{
	(void)state;
	static const struct {
		const char *profile;
		enum anna_letter_set set;
	} cases[] = {
		{ "en", ANNA_LETTERS_EN }, { "fide-de", ANNA_LETTERS_DE },
		{ "da", ANNA_LETTERS_DE }, { "da-de", ANNA_LETTERS_DE },
		{ "nb", ANNA_LETTERS_DE }, { "sv", ANNA_LETTERS_DE },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_profile *p = test_profile(cases[i].profile);
		struct anna_letters l;
		struct anna_error err;
		assert_int_equal(anna_letters_parse(&l, anna_profile_text(p, "letters"), &err),
				 ANNA_OK);
		assert_memory_equal(&l, anna_letters_builtin(cases[i].set), sizeof(l));
		anna_profile_free(p);
	}
}

int main(void)
{
	anna_core_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rendered),
		cmocka_unit_test(test_profile_letters),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
