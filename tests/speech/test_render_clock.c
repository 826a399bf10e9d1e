/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_render_clock.c: speech/render_clock.c. Golden tables:
 * durations in words (never digits, seconds only under the threshold),
 * every announcement kind in fide-de and en, "you"/"opponent" against the
 * colours, and every kind in every profile; then a clock driven through a
 * game, its announcements rendered.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "speech/render_clock.h"

#include "render_fixture.h"

#define MIN 60000ULL
#define SEC 1000ULL

static void test_durations(void **state)
{
	(void)state;
	static const struct {
		int profile;
		uint64_t ms, seconds_below;
		const char *want;
	} t[] = {
		{ DE, 72 * MIN, 10 * MIN, "eine Stunde zwölf Minuten" },
		{ DE, 72 * MIN + 59 * SEC, 10 * MIN, "eine Stunde zwölf Minuten" },
		{ DE, 72 * MIN + 59 * SEC, 2 * 3600 * SEC, "eine Stunde zwölf Minuten neunundfünfzig Sekunden" },
		{ DE, 2 * 3600 * SEC, 10 * MIN, "zwei Stunden" },
		{ DE, 4 * MIN + 10 * SEC, 10 * MIN, "vier Minuten zehn Sekunden" },
		{ DE, 10 * MIN + 10 * SEC, 10 * MIN, "zehn Minuten" },
		{ DE, 1 * SEC + 999, 10 * MIN, "eine Sekunde" },
		{ DE, 999, 10 * MIN, "null Sekunden" },
		{ DE, 0, 10 * MIN, "null Sekunden" },
		{ DE, 30 * SEC, 0, "dreißig Sekunden" },
		{ EN, 90 * MIN, 10 * MIN, "one hour thirty minutes" },
		{ EN, 61 * SEC, 10 * MIN, "one minute one second" },
		{ DA, 72 * MIN, 10 * MIN, "en time tolv minutter" },
	};
	char buf[256];
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		int len = anna_render_duration(profiles[t[i].profile], t[i].ms,
					       t[i].seconds_below, buf, sizeof(buf));
		assert_int_equal(len, (int)strlen(buf));
		if (strcmp(buf, t[i].want) != 0)
			fail_msg("row %zu: \"%s\", want \"%s\"", i, buf, t[i].want);
	}
	/* cut like snprintf */
	char small[8];
	assert_int_equal(anna_render_duration(profiles[DE], 72 * MIN, 10 * MIN, small, sizeof(small)),
			 (int)strlen("eine Stunde zwölf Minuten"));
	assert_string_equal(small, "eine St");
	assert_int_equal(anna_render_duration(profiles[DE], 1000ULL * 3600 * SEC, 0, buf, sizeof(buf)),
			 ANNA_E_RANGE);
}

/*
 * Every profile across hours, minutes and seconds: nothing, one, 59, an
 * hour exactly, seconds kept under the threshold even with no minutes
 * (2 h 0 min 5 s) and dropped over it, and the gender of "one" in each
 * language (eine Stunde / ein Zug, en time / et træk, en timme / ett drag,
 * en time / ett trekk).
 */
static void test_durations_every_profile(void **state)
{
	(void)state;
	static const uint64_t ms[] = {
		0, 1 * SEC, 59 * SEC, 60 * MIN, 120 * MIN + 5 * SEC,
		61 * MIN + 1 * SEC, 120 * MIN + 5 * SEC,
	};
	static const uint64_t below[] = {
		10 * MIN, 10 * MIN, 10 * MIN, 10 * MIN, 3 * 60 * MIN,
		3 * 60 * MIN, 10 * MIN,
	};
	static const char *const want[NPROFILES][7] = {
		[DE] = { "null Sekunden", "eine Sekunde", "neunundfünfzig Sekunden",
			 "eine Stunde", "zwei Stunden fünf Sekunden",
			 "eine Stunde eine Minute eine Sekunde", "zwei Stunden" },
		[DA] = { "nul sekunder", "et sekund", "nioghalvtreds sekunder", "en time",
			 "to timer fem sekunder", "en time et minut et sekund", "to timer" },
		[DADE] = { "nul sekunder", "et sekund", "nioghalvtreds sekunder", "en time",
			   "to timer fem sekunder", "en time et minut et sekund", "to timer" },
		[SV] = { "noll sekunder", "en sekund", "femtionio sekunder", "en timme",
			 "två timmar fem sekunder", "en timme en minut en sekund",
			 "två timmar" },
		[NB] = { "null sekunder", "ett sekund", "femtini sekunder", "en time",
			 "to timer fem sekunder", "en time ett minutt ett sekund",
			 "to timer" },
		[EN] = { "zero seconds", "one second", "fifty-nine seconds", "one hour",
			 "two hours five seconds", "one hour one minute one second",
			 "two hours" },
	};
	static const char *const moves[NPROFILES][2] = {
		[DE] = { "ein Zug", "einundzwanzig Züge" },
		[DA] = { "et træk", "enogtyve træk" },
		[DADE] = { "et træk", "enogtyve træk" },
		[SV] = { "ett drag", "tjugoett drag" },
		[NB] = { "ett trekk", "tjueen trekk" },
		[EN] = { "one move", "twenty-one moves" },
	};
	char buf[256];
	for (int p = 0; p < NPROFILES; p++) {
		for (size_t i = 0; i < sizeof(ms) / sizeof(ms[0]); i++) {
			anna_render_duration(profiles[p], ms[i], below[i], buf, sizeof(buf));
			if (strcmp(buf, want[p][i]) != 0)
				fail_msg("%s, %llu ms: \"%s\", want \"%s\"", profile_names[p],
					 (unsigned long long)ms[i], buf, want[p][i]);
		}
		anna_render_quantity(profiles[p], ANNA_UNIT_MOVE, 1, buf, sizeof(buf));
		assert_string_equal(buf, moves[p][0]);
		anna_render_quantity(profiles[p], ANNA_UNIT_MOVE, 21, buf, sizeof(buf));
		assert_string_equal(buf, moves[p][1]);
	}
}

static struct anna_clock_announcement ann(enum anna_clock_ann_kind kind, int side,
					  int listener)
{
	struct anna_clock_announcement a;
	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.side = side;
	a.listener = listener;
	a.remaining_ms[ANNA_WHITE] = 72 * MIN + 5 * SEC;
	a.remaining_ms[ANNA_BLACK] = 4 * MIN + 30 * SEC;
	a.moves_made[ANNA_WHITE] = 21;
	a.moves_made[ANNA_BLACK] = 20;
	a.moves_to_control = 19;
	a.threshold_ms = 5 * MIN;
	a.added_ms = 30 * MIN;
	a.used_ms[ANNA_WHITE] = 17 * MIN + 55 * SEC;
	a.used_ms[ANNA_BLACK] = 85 * MIN + 30 * SEC;
	return a;
}

static void test_kinds(void **state)
{
	(void)state;
	struct anna_render_clock_opts opts;
	anna_render_clock_opts_default(&opts);
	static const struct {
		int profile;
		enum anna_clock_ann_kind kind;
		int side, listener, opts_listener;
		bool sudden_death;
		const char *want;
	} t[] = {
		{ DE, ANNA_CLOCK_ANN_TIME, ANNA_WHITE, ANNA_WHITE, -1, false, "Sie: eine Stunde zwölf Minuten" },
		{ DE, ANNA_CLOCK_ANN_TIME, ANNA_BLACK, ANNA_WHITE, -1, false, "Gegner: vier Minuten dreißig Sekunden" },
		{ DE, ANNA_CLOCK_ANN_TIME, ANNA_BLACK, -1, -1, false, "Schwarz: vier Minuten dreißig Sekunden" },
		{ DE, ANNA_CLOCK_ANN_TIME_BOTH, ANNA_BLACK, ANNA_BLACK, -1, false,
		  "Sie: vier Minuten dreißig Sekunden, Gegner: eine Stunde zwölf Minuten" },
		{ DE, ANNA_CLOCK_ANN_TIME_BOTH, ANNA_WHITE, -1, -1, false,
		  "Weiß: eine Stunde zwölf Minuten, Schwarz: vier Minuten dreißig Sekunden" },
		{ DE, ANNA_CLOCK_ANN_MOVES_MADE, ANNA_WHITE, ANNA_WHITE, -1, false, "Sie: einundzwanzig Züge gespielt" },
		{ DE, ANNA_CLOCK_ANN_MOVES_TO_CONTROL, ANNA_WHITE, ANNA_WHITE, -1, false,
		  "Sie: noch neunzehn Züge bis zur Zeitkontrolle" },
		{ DE, ANNA_CLOCK_ANN_MOVES_TO_CONTROL, ANNA_WHITE, ANNA_WHITE, -1, true,
		  "Sie: keine weitere Zeitkontrolle" },
		/* automatic: the renderer's listener says "you" */
		{ DE, ANNA_CLOCK_ANN_WARNING, ANNA_BLACK, -1, ANNA_BLACK, false, "Sie: noch fünf Minuten" },
		{ DE, ANNA_CLOCK_ANN_CONTROL_REACHED, ANNA_BLACK, -1, ANNA_BLACK, false,
		  "Sie: Zeitkontrolle erreicht, dreißig Minuten dazu" },
		{ DE, ANNA_CLOCK_ANN_FLAG, ANNA_WHITE, -1, ANNA_BLACK, false,
		  "Gegner: Zeit abgelaufen, das Fallblättchen ist gefallen" },
		{ DE, ANNA_CLOCK_ANN_FLAG, ANNA_WHITE, -1, -1, false,
		  "Weiß: Zeit abgelaufen, das Fallblättchen ist gefallen" },
		{ DE, ANNA_CLOCK_ANN_TIME_USED, ANNA_BLACK, ANNA_WHITE, -1, false,
		  "Gegner: eine Stunde fünfundzwanzig Minuten verbraucht" },
		{ EN, ANNA_CLOCK_ANN_TIME, ANNA_WHITE, ANNA_WHITE, -1, false, "You: one hour twelve minutes" },
		{ EN, ANNA_CLOCK_ANN_TIME_USED, ANNA_WHITE, ANNA_WHITE, -1, false, "You: seventeen minutes used" },
		{ EN, ANNA_CLOCK_ANN_WARNING, ANNA_WHITE, -1, ANNA_WHITE, false, "You: five minutes left" },
		{ EN, ANNA_CLOCK_ANN_MOVES_TO_CONTROL, ANNA_BLACK, ANNA_BLACK, -1, false,
		  "You: nineteen moves to the time control" },
		{ EN, ANNA_CLOCK_ANN_FLAG, ANNA_BLACK, -1, -1, false, "Black: flag fallen, the time is up" },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct anna_clock_announcement a = ann(t[i].kind, t[i].side, t[i].listener);
		a.sudden_death = t[i].sudden_death;
		opts.listener = t[i].opts_listener;
		struct anna_phrase p;
		assert_int_equal(anna_render_clock(profiles[t[i].profile], &a, &opts, &p), ANNA_OK);
		if (strcmp(p.text, t[i].want) != 0)
			fail_msg("row %zu: \"%s\", want \"%s\"", i, p.text, t[i].want);
		/* never digits */
		assert_null(strpbrk(p.text, "0123456789"));
	}
}

static void test_every_profile(void **state)
{
	(void)state;
	for (int i = 0; i < NPROFILES; i++)
		for (int k = 0; k <= ANNA_CLOCK_ANN_TIME_USED; k++)
			for (int side = 0; side < 2; side++) {
				struct anna_clock_announcement a = ann(k, side, side);
				struct anna_phrase p;
				assert_int_equal(anna_render_clock(profiles[i], &a, NULL, &p), ANNA_OK);
				assert_true(strlen(p.text) > 3);
				assert_null(strchr(p.text, '{'));
				assert_null(strpbrk(p.text, "0123456789"));
			}
}

static void test_bad(void **state)
{
	(void)state;
	struct anna_phrase p;
	struct anna_clock_announcement a = ann(ANNA_CLOCK_ANN_TIME, 2, -1);
	assert_int_equal(anna_render_clock(profiles[DE], &a, NULL, &p), ANNA_E_INVALID);
	a = ann((enum anna_clock_ann_kind)42, ANNA_WHITE, -1);
	assert_int_equal(anna_render_clock(profiles[DE], &a, NULL, &p), ANNA_E_INVALID);
	a = ann(ANNA_CLOCK_ANN_MOVES_MADE, ANNA_WHITE, -1);
	a.moves_made[ANNA_WHITE] = 1000;
	assert_int_equal(anna_render_clock(profiles[DE], &a, NULL, &p), ANNA_E_RANGE);
}

/* The clock and its words together, through a short rapid game. */
static void test_with_clock(void **state)
{
	(void)state;
	struct anna_timecontrol tc;
	struct anna_clock_settings s;
	struct anna_clock *c;
	struct anna_clock_announcement a;
	struct anna_render_clock_opts opts;
	struct anna_phrase p;
	const uint64_t t0 = 5000;
	assert_int_equal(anna_tc_parse("1/60:900", &tc, NULL), ANNA_OK);
	anna_clock_settings_default(&s, &tc);
	s.mode = ANNA_CLOCK_COMPETITION;
	s.vi_side = ANNA_WHITE;
	s.competition_warnings = true;
	assert_int_equal(anna_clock_new(&tc, &s, &c, NULL), ANNA_OK);
	anna_render_clock_opts_default(&opts);
	opts.listener = ANNA_WHITE;
	anna_clock_start(c, t0, ANNA_WHITE, NULL);
	anna_clock_advance(c, anna_clock_next_deadline(c), NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	anna_render_clock(profiles[DE], &a, &opts, &p);
	assert_string_equal(p.text, "Sie: noch dreißig Sekunden");
	anna_clock_press(c, t0 + 40 * SEC, ANNA_WHITE, NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	anna_render_clock(profiles[DE], &a, &opts, &p);
	assert_string_equal(p.text, "Sie: Zeitkontrolle erreicht, fünfzehn Minuten dazu");
	assert_int_equal(anna_clock_query(c, t0 + 50 * SEC, ANNA_CLOCK_Q_BOTH_TIMES,
					  ANNA_WHITE, &a, NULL), ANNA_OK);
	anna_render_clock(profiles[DE], &a, &opts, &p);
	/* 15:20 is over the threshold: no seconds */
	assert_string_equal(p.text, "Sie: fünfzehn Minuten, Gegner: fünfzig Sekunden");
	anna_clock_advance(c, t0 + 200 * SEC, NULL);
	assert_int_equal(anna_clock_poll(c, &a), 1);
	anna_render_clock(profiles[DE], &a, &opts, &p);
	assert_string_equal(p.text, "Gegner: Zeit abgelaufen, das Fallblättchen ist gefallen");
	anna_clock_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_durations),
		cmocka_unit_test(test_durations_every_profile),
		cmocka_unit_test(test_kinds),
		cmocka_unit_test(test_every_profile),
		cmocka_unit_test(test_bad),
		cmocka_unit_test(test_with_clock),
	};
	return cmocka_run_group_tests(tests, render_fixture_setup, render_fixture_teardown);
}
