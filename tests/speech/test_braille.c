/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_braille.c: liblouis translation (speech/braille.h)
 * against Debian's lou_translate for every profile's table, chess notation
 * kept exact in a contracted table, braille ASCII against liblouis's own
 * en-us-brf.dis, and the errors of a missing table and bad text.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "tests/common/profile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if ANNA_HAVE_LOUIS
#include <liblouis/liblouis.h>
#endif

#include "speech/braille.h"

/* lou_translate's output for text with tables (the first line). */
static void lou(const char *tables, const char *text, char *out, size_t size)
{
	/* the text in an anonymous file the shell reads as its stdin */
	FILE *f = tmpfile();
	assert_non_null(f);
	fprintf(f, "%s\n", text);
	fflush(f);
	rewind(f);
	char cmd[512];
	snprintf(cmd, sizeof(cmd), "lou_translate --forward '%s' <&%d", tables, fileno(f));
	FILE *p = popen(cmd, "r");
	assert_non_null(p);
	out[0] = 0;
	if (!fgets(out, (int)size, p))
		out[0] = 0;
	pclose(p);
	fclose(f);
	out[strcspn(out, "\n")] = 0;
}

static void cells_utf8(const uint8_t *cells, int n, char *out)
{
	out[0] = 0;
	for (int i = 0; i < n; i++) {
		char c[4];
		anna_braille_utf8(cells[i], c);
		strcat(out, c);
	}
}

static void test_profiles_tables(void **state)
{
	(void)state;
	static const char *const profiles[] = { "fide-de", "da", "da-de", "sv", "nb", "en" };
	static const char *const tables[] = { "de-g0.utb",    "da-dk-g16.ctb", "da-dk-g16.ctb",
					      "sv-g1.ctb",    "no-no-g0.utb",  "en-ueb-g1.ctb" };
	for (size_t i = 0; i < 6; i++) {
		struct anna_profile *p = test_profile(profiles[i]);
		const char *table = anna_profile_word(p, ANNA_WORD_BRAILLE_TABLE);
		assert_string_equal(table, tables[i]);
		char phrase[256];
		snprintf(phrase, sizeof(phrase), "%s g1-f3, e2-e4 12. Dd1xh5+ 0-0-0 a8=D",
			 anna_profile_word(p, ANNA_WORD_PIECE_KNIGHT));
		uint8_t cells[512];
		struct anna_error err = { 0 };
		int n = anna_braille_translate(table, phrase, cells, sizeof(cells), &err);
		assert_true(n > 20);
		char got[2048], want[2048], tl[128];
		cells_utf8(cells, n, got);
		snprintf(tl, sizeof(tl), "unicode.dis,%s", table);
		lou(tl, phrase, want, sizeof(want));
		if (strcmp(got, want))
			fail_msg("%s (%s): anna %s, lou_translate %s", profiles[i], table, got, want);
		anna_profile_free(p);
	}
}

/* Braille ASCII as liblouis's en-us-brf.dis writes it. */
static void test_ascii(void **state)
{
	(void)state;
	const char *text = "The Queen's gambit, 1. d4 d5 2. c4! (=) 1/2-1/2 [12:30]";
	uint8_t cells[256];
	struct anna_error err = { 0 };
	int n = anna_braille_translate("en-ueb-g2.ctb", text, cells, sizeof(cells), &err);
	assert_true(n > 0);
	char got[256], want[256];
	for (int i = 0; i < n; i++)
		got[i] = anna_braille_ascii(cells[i]);
	got[n] = 0;
	lou("en-us-brf.dis,en-ueb-g2.ctb", text, want, sizeof(want));
	assert_string_equal(got, want);
	/* every one of the 64 cells has its own character */
	for (int a = 0; a < 64; a++)
		for (int b = a + 1; b < 64; b++)
			assert_int_not_equal(anna_braille_ascii((uint8_t)a), anna_braille_ascii((uint8_t)b));
}

/* A contracted table folds "ed" of a word into one cell, never of a move. */
static void test_notation_exact(void **state)
{
	(void)state;
	uint8_t cells[128];
	struct anna_error err = { 0 };
	char got[128];
	char want[128];
	lou("en-us-brf.dis,en-ueb-g2.ctb", "Red1 Red", want, sizeof(want));
	assert_string_equal(want, ",R$#A ,R$"); /* what plain liblouis does */
	int n = anna_braille_translate("en-ueb-g2.ctb", "Red1 Red", cells, sizeof(cells), &err);
	assert_int_equal(n, 10);
	for (int i = 0; i < n; i++)
		got[i] = anna_braille_ascii(cells[i]);
	got[n] = 0;
	assert_string_equal(got, ",RED#A ,R$"); /* the move exact, the word contracted */
	n = anna_braille_translate("de-g2.ctb", "Bauer d7-d5", cells, sizeof(cells), &err);
	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		got[i] = anna_braille_ascii(cells[i]);
	got[n] = 0;
	lou("en-us-brf.dis,de-g2.ctb", "Bauer", want, sizeof(want));
	assert_memory_equal(got, want, strlen(want)); /* the word contracted */
#if ANNA_HAVE_LOUIS
	/* the move as liblouis writes it with no contractions at all */
	widechar in[8], out[64];
	const char *mv = "d7-d5";
	for (int i = 0; i < 5; i++)
		in[i] = (widechar)mv[i];
	int inlen = 5, outlen = 64;
	assert_true(lou_translateString("de-g2.ctb", in, &inlen, out, &outlen, NULL, NULL,
					noContractions | dotsIO | ucBrl));
	char move[64];
	for (int i = 0; i < outlen; i++)
		move[i] = anna_braille_ascii((uint8_t)(out[i] & 0xff));
	move[outlen] = 0;
	assert_string_equal(move, ",D,#G-,D,#E"); /* letter signs, no contraction */
	assert_non_null(strstr(got, move));
#endif
}

static void test_errors(void **state)
{
	(void)state;
	uint8_t cells[16];
	struct anna_error err = { 0 };
	assert_int_equal(anna_braille_translate("xx-none.ctb", "e4", cells, sizeof(cells), &err),
			 ANNA_E_NOTFOUND);
	assert_int_equal(err.msg, ANNA_MSG_BRAILLE_TABLE);
	struct anna_profile *p = test_profile("en");
	char buf[512];
	anna_profile_render_error(p, &err, buf, sizeof(buf));
	assert_non_null(strstr(buf, "xx-none.ctb"));
	assert_non_null(strstr(buf, "liblouis-data"));
	anna_profile_free(p);
	assert_int_equal(anna_braille_check_table("de-g0.utb", &err), ANNA_OK);
	assert_int_equal(anna_braille_translate("de-g0.utb", "e4 \xff", cells, sizeof(cells), &err),
			 ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_BRAILLE_TEXT);
	/* a long phrase is cut at the caller's cells */
	assert_int_equal(anna_braille_translate("de-g0.utb", "Springer g1-f3 und Läufer f1-c4",
						cells, sizeof(cells), &err),
			 16);
	assert_int_equal(anna_braille_translate("de-g0.utb", "", cells, sizeof(cells), &err), 0);
}

int main(void)
{
	if (!anna_braille_available()) { /* a cross build without liblouis */
		puts("built without liblouis: nothing to test");
		return 0;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_profiles_tables),
		cmocka_unit_test(test_ascii),
		cmocka_unit_test(test_notation_exact),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
