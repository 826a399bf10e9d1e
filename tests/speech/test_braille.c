/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_braille.c: liblouis translation (speech/braille.h)
 * against Debian's lou_translate for the table of every profile in
 * data/profiles (the move phrases annad shows, in the profile's words, and
 * written moves in its letters, their digits and file letters exact), chess
 * notation kept exact in a contracted table, braille ASCII against liblouis's own
 * en-us-brf.dis, and the errors of a missing table and bad text.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "tests/common/profile.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if ANNA_HAVE_LOUIS
#include <liblouis/liblouis.h>
#endif

#include "core/notation.h"
#include "speech/braille.h"
#include "speech/render.h"

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

static int by_name(const void *a, const void *b)
{
	return strcmp(a, b); /* each a char[64] */
}

/* Every profile in data/profiles (its name without .profile), sorted;
 * their number. */
static size_t shipped_profiles(char names[][64], size_t max)
{
	DIR *dir = opendir(ANNA_TEST_DATADIR "/profiles");
	if (!dir)
		fail_msg("cannot open %s/profiles", ANNA_TEST_DATADIR);
	size_t n = 0;
	for (struct dirent *e; (e = readdir(dir));) {
		size_t len = strlen(e->d_name);
		if (len <= 8 || strcmp(e->d_name + len - 8, ".profile"))
			continue;
		assert_true(n < max && len - 8 < 64);
		snprintf(names[n++], 64, "%.*s", (int)(len - 8), e->d_name);
	}
	closedir(dir);
	qsort(names, n, sizeof(names[0]), by_name);
	return n;
}

/* text in table through anna and through lou_translate: the same cells;
 * anna's cells in got (Unicode braille). */
static void same_as_lou(const char *profile, const char *table, const char *text, char *got,
			size_t size)
{
	uint8_t cells[512];
	struct anna_error err = { 0 };
	int n = anna_braille_translate(table, text, cells, sizeof(cells), &err);
	if (n <= 0)
		fail_msg("%s (%s): \"%s\" not translated", profile, table, text);
	assert_true((size_t)n * 3 < size);
	cells_utf8(cells, n, got);
	char want[2048], tl[128];
	snprintf(tl, sizeof(tl), "unicode.dis,%s", table);
	lou(tl, text, want, sizeof(want));
	if (strcmp(got, want))
		fail_msg("%s (%s): \"%s\": anna %s, lou_translate %s", profile, table, text, got,
			 want);
}

/* A move's squares and letters (up to its marks: + # = and the piece
 * after it, which take other signs by what follows them) as liblouis
 * writes them in table with no contractions at all, each digit and file
 * letter as itself: a part of got, the phrase's cells. */
static void notation_exact(const char *profile, const char *table, const char *mv,
			   const char *got)
{
#if ANNA_HAVE_LOUIS
	widechar in[64], out[256];
	int inlen = 0, outlen = 256;
	for (; mv[inlen] && !strchr("+#=", mv[inlen]); inlen++) {
		assert_true((unsigned char)mv[inlen] < 0x80); /* the letters ASCII */
		in[inlen] = (widechar)mv[inlen];
	}
	assert_true(lou_translateString(table, in, &inlen, out, &outlen, NULL, NULL,
					noContractions | dotsIO | ucBrl));
	char exact[1024];
	uint8_t cells[256];
	for (int i = 0; i < outlen; i++)
		cells[i] = (uint8_t)(out[i] & 0xff);
	cells_utf8(cells, outlen, exact);
	if (!strstr(got, exact))
		fail_msg("%s (%s): %s not exact (%s) in %s", profile, table, mv, exact, got);
#else
	(void)profile, (void)table, (void)mv, (void)got;
#endif
}

/* Every shipped profile's table: the move phrases annad shows (the
 * profile's words for e2-e4, e7-e5 and Ng1-f3), its written moves with their
 * digits (a scoresheet's line in the profile's letters) and a phrase of
 * notation, as lou_translate writes them, the written moves exact. */
static void test_profiles_tables(void **state)
{
	(void)state;
	char names[16][64];
	size_t count = shipped_profiles(names, 16);
	assert_true(count > 0);
	for (size_t i = 0; i < count; i++) {
		struct anna_profile *p = test_profile(names[i]);
		const char *table = anna_profile_word(p, ANNA_WORD_BRAILLE_TABLE);
		struct anna_error err = { 0 };
		if (anna_braille_check_table(table, &err) != ANNA_OK)
			fail_msg("%s: its table %s cannot be loaded", names[i], table);
		struct anna_letters letters;
		assert_int_equal(anna_letters_parse(&letters, anna_profile_word(p, ANNA_WORD_LETTERS),
						    &err),
				 ANNA_OK);
		/* 1. e4 e5 2. Nf3: each move as annad says and shows it, and
		 * as a scoresheet writes it (SAN and long) */
		static const char *const uci[] = { "e2e4", "e7e5", "g1f3" };
		struct anna_position pos;
		anna_position_start(&pos);
		struct anna_render_opts opts;
		anna_render_opts_default(&opts);
		opts.policy = ANNA_POLICY_TRAINING;
		char sheet[256] = "1.", san[3][ANNA_NOTATION_MAX], lan[3][ANNA_NOTATION_MAX];
		char got[2048];
		for (int m = 0; m < 3; m++) {
			uint16_t move;
			assert_int_equal(anna_notation_read_uci(&pos, uci[m], &move, &err), ANNA_OK);
			struct anna_phrase ph;
			assert_int_equal(anna_render_move(p, &pos, move, &opts, &ph), ANNA_OK);
			same_as_lou(names[i], table, ph.text, got, sizeof(got));
			assert_int_equal(anna_notation_write_san(&pos, move, &letters, 0, san[m],
								 sizeof(san[m])),
					 ANNA_OK);
			assert_int_equal(anna_notation_write_lan(&pos, move, &letters, 0, lan[m],
								 sizeof(lan[m])),
					 ANNA_OK);
			snprintf(sheet + strlen(sheet), sizeof(sheet) - strlen(sheet), "%s%s",
				 m == 2 ? " 2. " : " ", san[m]);
			struct anna_undo undo;
			anna_position_make(&pos, move, &undo);
		}
		same_as_lou(names[i], table, sheet, got, sizeof(got));
		for (int m = 0; m < 3; m++)
			notation_exact(names[i], table, san[m], got);
		/* long moves, a capture with check, castling, a promotion */
		const char *queen = letters.letter[ANNA_WHITE][ANNA_QUEEN];
		char capture[32], promotion[32];
		snprintf(capture, sizeof(capture), "%sd1xh5+", queen);
		snprintf(promotion, sizeof(promotion), "a8=%s", queen);
		const char *written[] = { lan[2], lan[0], capture, "0-0-0", promotion };
		snprintf(sheet, sizeof(sheet), "%s %s, %s 12. %s %s %s",
			 anna_profile_word(p, ANNA_WORD_PIECE_KNIGHT), written[0], written[1],
			 written[2], written[3], written[4]);
		same_as_lou(names[i], table, sheet, got, sizeof(got));
		for (int m = 0; m < 5; m++)
			notation_exact(names[i], table, written[m], got);
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
