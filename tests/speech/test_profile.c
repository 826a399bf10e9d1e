/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_profile.c: speech/profile.c. Every shipped profile
 * loads and has every required key; broken profiles (tests/fixtures/
 * profiles/) are rejected with the right message, file, line and key;
 * inheritance, phoneme fixes, templates and error rendering.
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

#include "speech/profile.h"
#include "tests/common/expect_error.h"

#define FIX ANNA_FIXTURES_DIR "/profiles/"

static const char *const shipped[] = { "fide-de", "da", "da-de", "sv", "nb", "en" };

static void test_every_shipped_profile_loads(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(shipped) / sizeof(shipped[0]); i++) {
		struct anna_profile *p = NULL;
		struct anna_error err;
		anna_error_clear(&err);
		enum anna_status st = anna_profile_load(ANNA_TEST_DATADIR, shipped[i], &p, &err);
		if (st != ANNA_OK) {
			char buf[512];
			anna_error_debug(&err, buf, sizeof(buf));
			fail_msg("profile %s: %s", shipped[i], buf);
		}
		assert_string_equal(anna_profile_name(p), shipped[i]);
		for (size_t k = 0; k < ANNA_PROFILE_KEYS; k++) {
			const char *t = anna_profile_text(p, anna_profile_key_name(k));
			assert_non_null(t);
			assert_true(t[0] != '\0');
		}
		anna_profile_free(p);
	}
}

/* Every *.profile in data/profiles is shipped, listed above and loads on
 * its own (so a club's new file is checked by this test too). */
static void test_every_file_in_data_profiles_loads(void **state)
{
	(void)state;
	DIR *d = opendir(ANNA_TEST_DATADIR "/profiles");
	assert_non_null(d);
	struct dirent *e;
	int n = 0;
	while ((e = readdir(d))) {
		size_t l = strlen(e->d_name);
		if (l < 9 || strcmp(e->d_name + l - 8, ".profile") != 0)
			continue;
		char path[4096];
		snprintf(path, sizeof(path), "%s/profiles/%s", ANNA_TEST_DATADIR, e->d_name);
		struct anna_profile *p = NULL;
		struct anna_error err;
		if (anna_profile_load_file(path, &p, &err) != ANNA_OK) {
			char buf[512];
			anna_error_debug(&err, buf, sizeof(buf));
			fail_msg("%s: %s", path, buf);
		}
		anna_profile_free(p);
		n++;
	}
	closedir(d);
	assert_int_equal(n, 6);
}

static void test_required_keys_are_unique(void **state)
{
	(void)state;
	for (size_t i = 0; i < ANNA_PROFILE_KEYS; i++)
		for (size_t j = i + 1; j < ANNA_PROFILE_KEYS; j++)
			if (strcmp(anna_profile_key_name(i), anna_profile_key_name(j)) == 0)
				fail_msg("key %s listed twice", anna_profile_key_name(i));
	assert_null(anna_profile_key_name(ANNA_PROFILE_KEYS));
	assert_int_equal(anna_profile_key_nargs(ANNA_PROFILE_KEYS), -1);
	assert_string_equal(anna_profile_key_name(0), "voice");
	assert_string_equal(anna_profile_key_name(ANNA_WORD_COUNT), "msg.none");
	assert_int_equal(anna_profile_key_nargs(ANNA_WORD_COUNT + ANNA_MSG_FEN_RANK_LENGTH), 2);
}

static void test_words_of_the_spec(void **state)
{
	(void)state;
	struct anna_profile *de = test_profile("fide-de");
	assert_string_equal(anna_profile_voice(de), "de");
	assert_string_equal(anna_profile_word(de, ANNA_WORD_FILE_E), "Eva");
	assert_string_equal(anna_profile_word(de, ANNA_WORD_RANK_5), "fünf");
	assert_string_equal(anna_profile_word(de, ANNA_WORD_PIECE_BISHOP), "Läufer");
	assert_string_equal(anna_profile_word(de, ANNA_WORD_CASTLE_SHORT), "Kurze Rochade");
	assert_string_equal(anna_profile_word(de, ANNA_WORD_LETTERS), "K D T L S B");
	assert_string_equal(anna_profile_text(de, "unit.hour.one"), "eine Stunde");
	assert_string_equal(anna_profile_text(de, "num.21"), "einundzwanzig");
	assert_null(anna_profile_text(de, "file.i"));
	assert_null(anna_profile_text(de, NULL));
	assert_null(anna_profile_word(de, ANNA_WORD_COUNT));
	assert_null(anna_profile_msg(de, ANNA_MSG_COUNT));
	anna_profile_free(de);

	struct anna_profile *da = test_profile("da");
	assert_string_equal(anna_profile_voice(da), "da");
	assert_string_equal(anna_profile_word(da, ANNA_WORD_FILE_B), "Bodil");
	assert_string_equal(anna_profile_word(da, ANNA_WORD_RANK_7), "syv");
	assert_string_equal(anna_profile_text(da, "num.57"), "syvoghalvtreds");
	assert_string_equal(anna_profile_text(da, "unit.minute.one"), "et minut");
	anna_profile_free(da);

	struct anna_profile *en = test_profile("en");
	assert_string_equal(anna_profile_voice(en), "en");
	assert_string_equal(anna_profile_word(en, ANNA_WORD_LETTERS), "K Q R B N P");
	assert_int_equal(anna_profile_fix_count(en), 0);
	anna_profile_free(en);

	/* each Scandinavian profile speaks with its own language's voice */
	struct anna_profile *nb = test_profile("nb");
	assert_string_equal(anna_profile_voice(nb), "nb");
	assert_string_equal(anna_profile_word(nb, ANNA_WORD_RANK_1), "en");
	anna_profile_free(nb);
}

/* da-de: Danish files and pieces from base da, German rank numerals. */
static void test_da_de_inherits_from_da(void **state)
{
	(void)state;
	struct anna_profile *p = test_profile("da-de");
	assert_string_equal(anna_profile_name(p), "da-de");
	assert_string_equal(anna_profile_voice(p), "da");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_FILE_E), "Erik");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_PIECE_QUEEN), "dronning");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_RANK_1), "eins");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_RANK_4), "vier");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_CASTLE_LONG), "lang rokade");
	anna_profile_free(p);
}

struct bad_case {
	const char *file;
	enum anna_status status;
	enum anna_msg msg;
	unsigned line, column;
	const char *args[4]; /* args[0] is the file's name within FIX */
};

static const struct bad_case bad_cases[] = {
	{ "missing_key", ANNA_E_MISSING, ANNA_MSG_PROFILE_MISSING_KEY, 0, 0,
	  { "missing_key", "file.a" } },
	{ "duplicate_key", ANNA_E_DUPLICATE, ANNA_MSG_PROFILE_DUPLICATE_KEY, 6, 0,
	  { "duplicate_key", "file.a", "4" } },
	{ "unknown_key", ANNA_E_NOTFOUND, ANNA_MSG_PROFILE_UNKNOWN_KEY, 3, 0,
	  { "unknown_key", "file.i" } },
	{ "bad_base", ANNA_E_NOTFOUND, ANNA_MSG_PROFILE_BAD_BASE, 3, 0,
	  { "bad_base", "nosuch" } },
	{ "bad_base_name", ANNA_E_INVALID, ANNA_MSG_PROFILE_BAD_BASE, 2, 0,
	  { "bad_base_name", "../profiles/complete" } },
	{ "duplicate_base", ANNA_E_DUPLICATE, ANNA_MSG_PROFILE_DUPLICATE_KEY, 3, 0,
	  { "duplicate_base", "base", "2" } },
	/* the error is found while loading cycle_b, the base of cycle_a */
	{ "cycle_a", ANNA_E_INVALID, ANNA_MSG_PROFILE_BASE_CYCLE, 2, 0,
	  { "cycle_b", "cycle_a" } },
	{ "self_base", ANNA_E_INVALID, ANNA_MSG_PROFILE_BASE_CYCLE, 2, 0,
	  { "self_base", "self_base" } },
	{ "bad_utf8", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_BAD_UTF8, 3, 12,
	  { "bad_utf8" } },
	{ "bad_utf8_comment", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_BAD_UTF8, 3, 4,
	  { "bad_utf8_comment" } },
	{ "no_equals", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_NO_EQUALS, 3, 0,
	  { "no_equals", "file.a Anna" } },
	{ "empty_value", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_EMPTY_VALUE, 3, 0,
	  { "empty_value", "file.a" } },
	{ "empty_key", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_EMPTY_KEY, 3, 0,
	  { "empty_key" } },
	{ "placeholder_range", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_PLACEHOLDER, 3, 22,
	  { "placeholder_range", "fen.ep_rank", "{2}", "1" } },
	{ "placeholder_brace", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_PLACEHOLDER, 3, 22,
	  { "placeholder_brace", "fen.ep_rank", "{1 is wr", "1" } },
	{ "placeholder_umlaut", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_PLACEHOLDER, 3, 24,
	  { "placeholder_umlaut", "fen.ep_rank", "{3}", "1" } },
	{ "bad_fix", ANNA_E_INVALID, ANNA_MSG_PROFILE_BAD_FIX, 3, 0,
	  { "bad_fix", "fix.Rochade" } },
	{ "duplicate_fix", ANNA_E_DUPLICATE, ANNA_MSG_PROFILE_DUPLICATE_KEY, 4, 0,
	  { "duplicate_fix", "fix.Rochade", "3" } },
	{ "bad_escape", ANNA_E_SYNTAX, ANNA_MSG_PROFILE_ESCAPE, 3, 20,
	  { "bad_escape", "help.usage", "\\t" } },
	{ "does_not_exist", ANNA_E_NOTFOUND, ANNA_MSG_PROFILE_OPEN, 0, 0,
	  { "does_not_exist" } },
};

static void test_broken_profiles_are_rejected(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
		const struct bad_case *c = &bad_cases[i];
		char path[512];
		snprintf(path, sizeof(path), FIX "%s.profile", c->file);
		struct anna_profile *p = (struct anna_profile *)&p; /* must stay */
		struct anna_profile *before = p;
		struct anna_error err;
		anna_error_clear(&err);
		char want[512];
		snprintf(want, sizeof(want), FIX "%s.profile", c->args[0]);
		/* the arguments a case does not name are empty */
		expect_error(c->file, anna_profile_load_file(path, &p, &err), &err, c->status,
			     c->msg, c->line, want, c->args[1] ? c->args[1] : "",
			     c->args[2] ? c->args[2] : "");
		assert_int_equal(err.column, c->column);
		assert_string_equal(err.args[3], c->args[3] ? c->args[3] : "");
		assert_ptr_equal(p, before);
	}
}

static void test_override_bom_crlf_tabs(void **state)
{
	(void)state;
	struct anna_profile *p = NULL;
	struct anna_error err;
	assert_int_equal(anna_profile_load_file(FIX "override.profile", &p, &err), ANNA_OK);
	assert_string_equal(anna_profile_name(p), "override");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_FILE_A), "Anton");
	assert_string_equal(anna_profile_word(p, ANNA_WORD_FILE_B), "Bella");
	assert_int_equal(anna_profile_fix_count(p), 1);
	assert_string_equal(anna_profile_fix_word(p, 0), "Rochade");
	assert_string_equal(anna_profile_fix_phonemes(p, 0), "rO'SA:d@");
	assert_null(anna_profile_fix_word(p, 1));
	/* {{ and }} are literal braces */
	const char *args[] = { "e5" };
	char buf[128];
	int n = anna_profile_format(p, "fen.ep_rank", args, 1, buf, sizeof(buf));
	assert_string_equal(buf, "{e5} is not on rank 3 or 6");
	assert_int_equal(n, (int)strlen(buf));
	anna_profile_free(p);
}

/* The help texts of the command-line tool have several lines: backslash-n
 * is a line break, two backslashes one; fixes keep their text as written. */
static void test_escapes(void **state)
{
	(void)state;
	struct anna_profile *p = NULL;
	struct anna_error err;
	assert_int_equal(anna_profile_load_file(FIX "escapes.profile", &p, &err), ANNA_OK);
	assert_string_equal(anna_profile_word(p, ANNA_WORD_HELP_USAGE), "one\ntwo \\ three\\n");
	assert_string_equal(anna_profile_fix_phonemes(p, 0), "rO\\SA:d@");
	/* every shipped help text is several lines, with no backslash left */
	for (size_t i = 0; i < sizeof(shipped) / sizeof(shipped[0]); i++) {
		struct anna_profile *s = NULL;
		assert_int_equal(anna_profile_load(ANNA_TEST_DATADIR, shipped[i], &s, &err),
				 ANNA_OK);
		const char *say = anna_profile_word(s, ANNA_WORD_HELP_SAY);
		assert_non_null(strstr(say, "\n\n"));
		assert_null(strchr(say, '\\'));
		anna_profile_free(s);
	}
	anna_profile_free(p);
}

static void test_too_large_file(void **state)
{
	(void)state;
	char path[] = "/tmp/anna-profile-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	FILE *f = fdopen(fd, "w");
	for (int i = 0; i < 30000; i++)
		fputs("# a long comment line\n", f);
	fclose(f);
	struct anna_profile *p = NULL;
	struct anna_error err;
	assert_int_equal(anna_profile_load_file(path, &p, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_PROFILE_TOO_LARGE);
	assert_string_equal(err.args[0], path);
	assert_string_equal(err.args[1], "262144");
	unlink(path);
	assert_null(p);
}

static void test_bad_profile_names(void **state)
{
	(void)state;
	const char *names[] = { "", "../en", "en/x", "a b", "x.profile" };
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		struct anna_profile *p = NULL;
		struct anna_error err;
		memset(&err, 0x55, sizeof(err)); /* line and column must be cleared */
		assert_int_equal(anna_profile_load(ANNA_TEST_DATADIR, names[i], &p, &err),
				 ANNA_E_INVALID);
		assert_int_equal(err.line, 0);
		assert_int_equal(err.column, 0);
		assert_int_equal(err.msg, ANNA_MSG_PROFILE_NAME);
		assert_string_equal(err.args[0], names[i]);
		assert_null(p);
	}
}

static void test_format(void **state)
{
	(void)state;
	struct anna_profile *de = test_profile("fide-de");
	const char *args[] = { "3", "7" };
	char buf[256];
	int n = anna_profile_format(de, "fen.rank_length", args, 2, buf, sizeof(buf));
	assert_string_equal(buf, "FEN-Feld 1: Reihe 3 beschreibt 7 Felder statt 8. "
				 "Zählen Sie die Figuren und Ziffern dieser Reihe nach.");
	assert_int_equal(n, (int)strlen(buf));
	/* truncation: the wanted length, a terminated prefix */
	char small[8];
	assert_int_equal(anna_profile_format(de, "fen.rank_length", args, 2, small,
					     sizeof(small)), n);
	assert_string_equal(small, "FEN-Fel");
	assert_int_equal(anna_profile_format(de, "no.such.key", args, 2, buf, sizeof(buf)),
			 ANNA_E_NOTFOUND);
	/* too few arguments: the missing ones are empty */
	anna_profile_format(de, "fen.rank_length", args, 1, buf, sizeof(buf));
	assert_non_null(strstr(buf, "Reihe 3 beschreibt  Felder"));
	anna_profile_free(de);
}

static void test_speakable_applies_fixes_to_whole_words(void **state)
{
	(void)state;
	struct anna_profile *de = test_profile("fide-de");
	char buf[256];
	int n = anna_profile_speakable(de, "Kurze Rochade Schach", buf, sizeof(buf));
	assert_string_equal(buf, "Kurze [[rO'SA:d@]] Schach");
	assert_int_equal(n, (int)strlen(buf));
	anna_profile_speakable(de, "Rochade.", buf, sizeof(buf));
	assert_string_equal(buf, "[[rO'SA:d@]].");
	/* not inside another word, and case matters */
	anna_profile_speakable(de, "Rochaden rochade ÜRochade", buf, sizeof(buf));
	assert_string_equal(buf, "Rochaden rochade ÜRochade");
	assert_int_equal(anna_profile_speakable(de, "Lange Rochade", NULL, 0),
			 (int)strlen("Lange [[rO'SA:d@]]"));
	anna_profile_free(de);

	/* a profile without fixes gives the text back */
	struct anna_profile *da = test_profile("da");
	anna_profile_speakable(da, "kort rokade", buf, sizeof(buf));
	assert_string_equal(buf, "kort rokade");
	anna_profile_free(da);
}

static void test_render_error(void **state)
{
	(void)state;
	struct anna_profile *en = test_profile("en");
	struct anna_error err;
	anna_error_clear(&err);
	anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_FEN_EP_RANK, "e5");
	char buf[512];
	int n = anna_profile_render_error(en, &err, buf, sizeof(buf));
	assert_string_equal(buf, "FEN field 4: en passant square e5 is not on rank 3 or 6. "
				 "Write the square behind the pawn that has just moved two "
				 "squares, or -.");
	assert_int_equal(n, (int)strlen(buf));

	anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_PROFILE_BAD_UTF8, "x.profile");
	anna_error_at(&err, 3, 12);
	anna_profile_render_error(en, &err, buf, sizeof(buf));
	assert_string_equal(buf, "x.profile: this line is not valid UTF-8. Save the file "
				 "in the UTF-8 encoding. (line 3, column 12)");
	anna_error_at(&err, 3, 0);
	struct anna_profile *de = test_profile("fide-de");
	anna_profile_render_error(de, &err, buf, sizeof(buf));
	assert_string_equal(buf, "x.profile: die Zeile ist kein gültiges UTF-8. Speichern "
				 "Sie die Datei in der Kodierung UTF-8. (Zeile 3)");
	anna_profile_free(de);
	anna_profile_free(en);
}

/* A profile that does not load cannot render its own error: en does it,
 * and without en the language-free form. */
static void test_render_error_fallbacks(void **state)
{
	(void)state;
	struct anna_profile *p = NULL;
	struct anna_error err;
	assert_int_equal(anna_profile_load_file(FIX "unknown_key.profile", &p, &err),
			 ANNA_E_NOTFOUND);
	char buf[512];
	setenv("ANNA_DATADIR", ANNA_TEST_DATADIR, 1);
	anna_profile_render_error(NULL, &err, buf, sizeof(buf));
	assert_string_equal(buf, FIX "unknown_key.profile: unknown key file.i. Check the "
				 "spelling; docs/profiles.md lists every key. (line 3)");
	setenv("ANNA_DATADIR", "/nonexistent-anna-datadir", 1);
	anna_profile_render_error(NULL, &err, buf, sizeof(buf));
	assert_string_equal(buf, "profile.unknown_key(" FIX "unknown_key.profile, file.i) at 3:0");
	unsetenv("ANNA_DATADIR");
}

static void test_datadir(void **state)
{
	(void)state;
	setenv("ANNA_DATADIR", "/some/where", 1);
	assert_string_equal(anna_datadir(), "/some/where");
	setenv("ANNA_DATADIR", "", 1);
	assert_string_equal(anna_datadir(), ANNA_TEST_DATADIR);
	unsetenv("ANNA_DATADIR");
	assert_string_equal(anna_datadir(), ANNA_TEST_DATADIR);
	/* anna_profile_load with NULL uses it */
	struct anna_profile *p = NULL;
	struct anna_error err;
	assert_int_equal(anna_profile_load(NULL, "sv", &p, &err), ANNA_OK);
	assert_string_equal(anna_profile_voice(p), "sv");
	anna_profile_free(p);
	anna_profile_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_shipped_profile_loads),
		cmocka_unit_test(test_every_file_in_data_profiles_loads),
		cmocka_unit_test(test_required_keys_are_unique),
		cmocka_unit_test(test_words_of_the_spec),
		cmocka_unit_test(test_da_de_inherits_from_da),
		cmocka_unit_test(test_broken_profiles_are_rejected),
		cmocka_unit_test(test_override_bom_crlf_tabs),
		cmocka_unit_test(test_escapes),
		cmocka_unit_test(test_too_large_file),
		cmocka_unit_test(test_bad_profile_names),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_speakable_applies_fixes_to_whole_words),
		cmocka_unit_test(test_render_error),
		cmocka_unit_test(test_render_error_fallbacks),
		cmocka_unit_test(test_datadir),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
