/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/core/test_timecontrol.c: core/timecontrol.c, table-driven. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core/timecontrol.h"

#define MIN 60000ULL
#define SEC 1000ULL

struct per {
	unsigned moves;
	uint64_t base;
	enum anna_tc_bonus bonus;
	uint64_t bonus_ms;
};

struct good {
	const char *text;
	unsigned n;
	struct per p[4];
	const char *pgn;      /* written back in PGN */
	const char *readable; /* written back readable */
};

#define INC ANNA_TC_BONUS_INCREMENT
#define DEL ANNA_TC_BONUS_DELAY
#define BRO ANNA_TC_BONUS_BRONSTEIN
#define NON ANNA_TC_BONUS_NONE

static const struct good pgn_good[] = {
	{ "40/5400+30:1800+30", 2, { { 40, 90 * MIN, INC, 30 * SEC }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/5400+30:1800+30", "90m/40 + 30m, +30s from move 1" },
	{ "300", 1, { { 0, 5 * MIN, NON, 0 } }, "300", "5m" },
	{ "180+2", 1, { { 0, 3 * MIN, INC, 2 * SEC } }, "180+2", "3m, +2s from move 1" },
	{ "180+0", 1, { { 0, 3 * MIN, NON, 0 } }, "180", "3m" },
	{ "40/7200", 1, { { 40, 120 * MIN, NON, 0 } }, "40/7200", "120m/40" },
	{ "40/7200:20/3600:1800", 3, { { 40, 120 * MIN, NON, 0 }, { 20, 60 * MIN, NON, 0 }, { 0, 30 * MIN, NON, 0 } },
	  "40/7200:20/3600:1800", "120m/40 + 60m/20 + 30m" },
	{ "5400d5", 1, { { 0, 90 * MIN, DEL, 5 * SEC } }, "5400d5", "90m, delay 5s from move 1" },
	{ "600b3", 1, { { 0, 10 * MIN, BRO, 3 * SEC } }, "600b3", "10m, bronstein 3s from move 1" },
	{ "60+0.5", 1, { { 0, MIN, INC, 500 } }, "60+0.5", "1m, +500ms from move 1" },
	{ "90.25", 1, { { 0, 90250, NON, 0 } }, "90.25", "1m30s250ms" },
	{ "40/5400:1800+30", 2, { { 40, 90 * MIN, NON, 0 }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/5400:1800+30", "90m/40 + 30m, +30s from move 41" },
	{ "40/5400+30:1800", 2, { { 40, 90 * MIN, INC, 30 * SEC }, { 0, 30 * MIN, NON, 0 } },
	  "40/5400+30:1800", "90m/40 + 30m, +30s from move 1, no bonus from move 41" },
};

static const struct good readable_good[] = {
	{ "90m/40 + 30m, +30s from move 1", 2, { { 40, 90 * MIN, INC, 30 * SEC }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/5400+30:1800+30", NULL },
	{ "1h30m/40 + 30m, +30s", 2, { { 40, 90 * MIN, INC, 30 * SEC }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/5400+30:1800+30", "90m/40 + 30m, +30s from move 1" },
	{ "  15M , +10S ", 1, { { 0, 15 * MIN, INC, 10 * SEC } }, "900+10", "15m, +10s from move 1" },
	{ "90m/40+30m", 2, { { 40, 90 * MIN, NON, 0 }, { 0, 30 * MIN, NON, 0 } }, "40/5400:1800", "90m/40 + 30m" },
	{ "90m, delay 5s", 1, { { 0, 90 * MIN, DEL, 5 * SEC } }, "5400d5", NULL },
	{ "100m/40 + 50m/20 + 15m, +30s from move 1", 3,
	  { { 40, 100 * MIN, INC, 30 * SEC }, { 20, 50 * MIN, INC, 30 * SEC }, { 0, 15 * MIN, INC, 30 * SEC } },
	  "40/6000+30:20/3000+30:900+30", NULL },
	{ "120m/40 + 60m/20 + 30m, +30s from move 61", 3,
	  { { 40, 120 * MIN, NON, 0 }, { 20, 60 * MIN, NON, 0 }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/7200:20/3600:1800+30", NULL },
	{ "10m/40 + 5m, Bronstein 2s, no bonus from move 41", 2, { { 40, 10 * MIN, BRO, 2 * SEC }, { 0, 5 * MIN, NON, 0 } },
	  "40/600b2:300", "10m/40 + 5m, bronstein 2s from move 1, no bonus from move 41" },
	{ "5m, +0s", 1, { { 0, 5 * MIN, NON, 0 } }, "300", "5m" },
	{ "3m+2s", 1, { { 0, 3 * MIN, INC, 2 * SEC } }, "180+2", "3m, +2s from move 1" },
	{ "90m/40 + 30m + 30s", 2, { { 40, 90 * MIN, INC, 30 * SEC }, { 0, 30 * MIN, INC, 30 * SEC } },
	  "40/5400+30:1800+30", NULL },
};

static void assert_same(const struct anna_timecontrol *a,
			const struct anna_timecontrol *b)
{
	assert_int_equal(a->nperiods, b->nperiods);
	for (unsigned i = 0; i < a->nperiods; i++) {
		assert_int_equal(a->periods[i].moves, b->periods[i].moves);
		assert_int_equal(a->periods[i].base_ms, b->periods[i].base_ms);
		assert_int_equal(a->periods[i].bonus, b->periods[i].bonus);
		assert_int_equal(a->periods[i].bonus_ms, b->periods[i].bonus_ms);
	}
}

static void check_good(const struct good *g, bool readable)
{
	struct anna_timecontrol tc;
	struct anna_error err;
	char buf[256];
	anna_error_clear(&err);
	enum anna_status st = readable ? anna_tc_parse_readable(g->text, &tc, &err)
				       : anna_tc_parse_pgn(g->text, &tc, &err);
	if (st != ANNA_OK) {
		anna_error_debug(&err, buf, sizeof(buf));
		fail_msg("'%s': %s", g->text, buf);
	}
	assert_int_equal(tc.nperiods, g->n);
	for (unsigned i = 0; i < g->n; i++) {
		assert_int_equal(tc.periods[i].moves, g->p[i].moves);
		assert_int_equal(tc.periods[i].base_ms, g->p[i].base);
		assert_int_equal(tc.periods[i].bonus, g->p[i].bonus);
		assert_int_equal(tc.periods[i].bonus_ms, g->p[i].bonus_ms);
	}
	assert_int_equal(anna_tc_write_pgn(&tc, buf, sizeof(buf)), (int)strlen(g->pgn));
	assert_string_equal(buf, g->pgn);
	int len = anna_tc_write_readable(&tc, buf, sizeof(buf));
	assert_int_equal(len, (int)strlen(buf));
	if (g->readable)
		assert_string_equal(buf, g->readable);
	/* Both written forms read back to the same control. */
	struct anna_timecontrol back;
	assert_int_equal(anna_tc_parse_readable(buf, &back, &err), ANNA_OK);
	assert_same(&back, &tc);
	anna_tc_write_pgn(&tc, buf, sizeof(buf));
	assert_int_equal(anna_tc_parse(buf, &back, &err), ANNA_OK);
	assert_same(&back, &tc);
}

static void test_pgn_good(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(pgn_good) / sizeof(pgn_good[0]); i++)
		check_good(&pgn_good[i], false);
}

static void test_readable_good(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(readable_good) / sizeof(readable_good[0]); i++)
		check_good(&readable_good[i], true);
}

struct bad {
	const char *text;
	enum anna_status status;
	enum anna_msg msg;
	const char *arg1, *arg2;
	unsigned column;
};

static const struct bad pgn_bad[] = {
	{ "", ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, NULL, NULL, 0 },
	{ "?", ANNA_E_UNSUPPORTED, ANNA_MSG_TC_UNKNOWN, NULL, NULL, 1 },
	{ "-", ANNA_E_UNSUPPORTED, ANNA_MSG_TC_UNTIMED, NULL, NULL, 1 },
	{ "*180", ANNA_E_UNSUPPORTED, ANNA_MSG_TC_SANDCLOCK, NULL, NULL, 1 },
	{ "40/5400+30:/1800", ANNA_E_SYNTAX, ANNA_MSG_TC_MOVES_MISSING, "2", NULL, 12 },
	{ "40/5400+30:", ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING, "2", NULL, 12 },
	{ "40/:1800", ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING, "1", NULL, 4 },
	{ "40/5400x30", ANNA_E_SYNTAX, ANNA_MSG_TC_CHAR, "1", "x", 8 },
	{ "40/5400+", ANNA_E_SYNTAX, ANNA_MSG_TC_BONUS_MISSING, "1", NULL, 9 },
	{ "0/5400", ANNA_E_RANGE, ANNA_MSG_TC_MOVES_RANGE, "1", "0", 1 },
	{ "1800:40/5400", ANNA_E_INVALID, ANNA_MSG_TC_REST_NOT_LAST, "1", NULL, 13 },
	{ "0+5", ANNA_E_INVALID, ANNA_MSG_TC_FIRST_NO_TIME, NULL, NULL, 1 },
	{ "40/5400.1234", ANNA_E_SYNTAX, ANNA_MSG_TC_NUMBER, "1", "5400.1234", 4 },
	{ "40/5400.", ANNA_E_SYNTAX, ANNA_MSG_TC_NUMBER, "1", "5400.", 4 },
	{ "99999999999999999999", ANNA_E_RANGE, ANNA_MSG_TC_TIME_RANGE, "1", "99999999999999999999", 1 },
	{ "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1", ANNA_E_RANGE, ANNA_MSG_TC_TOO_MANY, "8", NULL, 36 },
	{ "300 ", ANNA_E_SYNTAX, ANNA_MSG_TC_CHAR, "1", " ", 4 },
	{ "300::60", ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING, "2", NULL, 5 },
};

static const struct bad readable_bad[] = {
	{ "   ", ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, NULL, NULL, 0 },
	{ "90/40", ANNA_E_SYNTAX, ANNA_MSG_TC_UNIT, "1", "90", 1 },
	{ "90m/40 + 30x", ANNA_E_SYNTAX, ANNA_MSG_TC_UNIT, "2", "30x", 10 },
	{ "90min", ANNA_E_SYNTAX, ANNA_MSG_TC_UNIT, "1", "90min", 1 },
	{ "30m1h", ANNA_E_SYNTAX, ANNA_MSG_TC_UNIT, "1", "1h", 4 },
	{ "90m/ + 30m", ANNA_E_SYNTAX, ANNA_MSG_TC_MOVES_MISSING, "1", NULL, 6 },
	{ "90m/40 + ", ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING, "2", NULL, 10 },
	{ "90m/40 + 30m, +30s from move 2", ANNA_E_INVALID, ANNA_MSG_TC_FROM_MOVE, "2", NULL, 30 },
	{ "90m/40 + 30m, +30s from move 41, +10s from move 1", ANNA_E_INVALID, ANNA_MSG_TC_FROM_MOVE, "1", NULL, 49 },
	{ "10m, bronstein 2s, no bonus", ANNA_E_INVALID, ANNA_MSG_TC_FROM_MOVE, "1", NULL, 20 },
	{ "90m, plus 30s", ANNA_E_SYNTAX, ANNA_MSG_TC_CHAR, "0", "p", 6 },
	{ "90m, +", ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING, "0", NULL, 7 },
	{ "90m; +30s", ANNA_E_SYNTAX, ANNA_MSG_TC_TRAILING, "; +30s", NULL, 4 },
	{ "0m, +5s", ANNA_E_INVALID, ANNA_MSG_TC_FIRST_NO_TIME, NULL, NULL, 1 },
	{ "6001m", ANNA_E_RANGE, ANNA_MSG_TC_TIME_RANGE, "1", "6001m", 1 },
	{ "90m/1001", ANNA_E_RANGE, ANNA_MSG_TC_MOVES_RANGE, "1", "1001", 5 },
	{ "30m + 90m/40", ANNA_E_INVALID, ANNA_MSG_TC_REST_NOT_LAST, "1", NULL, 10 },
	{ "3m + 2s + 1s", ANNA_E_SYNTAX, ANNA_MSG_TC_TRAILING, "+ 1s", NULL, 9 },
	{ "3m + 2s, delay 1s", ANNA_E_INVALID, ANNA_MSG_TC_FROM_MOVE, "1", NULL, 10 },
};

static void check_bad(const struct bad *b, bool readable)
{
	struct anna_timecontrol tc, before;
	struct anna_error err;
	char buf[256];
	memset(&tc, 0x5a, sizeof(tc));
	before = tc;
	anna_error_clear(&err);
	enum anna_status st = readable ? anna_tc_parse_readable(b->text, &tc, &err)
				       : anna_tc_parse_pgn(b->text, &tc, &err);
	anna_error_debug(&err, buf, sizeof(buf));
	if (st != b->status || err.msg != b->msg)
		fail_msg("'%s': got %s %s", b->text, anna_status_str(st), buf);
	assert_int_equal(err.status, b->status);
	if (b->arg1)
		assert_string_equal(err.args[0], b->arg1);
	if (b->arg2)
		assert_string_equal(err.args[1], b->arg2);
	assert_int_equal(err.line, b->column ? 1 : 0);
	if (err.column != b->column)
		fail_msg("'%s': column %u, want %u (%s)", b->text, err.column,
			 b->column, buf);
	assert_memory_equal(&tc, &before, sizeof(tc)); /* untouched on failure */
}

static void test_pgn_bad(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(pgn_bad) / sizeof(pgn_bad[0]); i++)
		check_bad(&pgn_bad[i], false);
}

static void test_readable_bad(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(readable_bad) / sizeof(readable_bad[0]); i++)
		check_bad(&readable_bad[i], true);
}

static void test_validate(void **state)
{
	(void)state;
	struct anna_timecontrol tc = { 1, { { 0, MIN, INC, 0 } } };
	struct anna_error err;
	assert_int_equal(anna_tc_validate(&tc, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_TC_BONUS_ZERO);
	assert_string_equal(err.args[0], "1");
	tc.periods[0].bonus = NON;
	tc.periods[0].bonus_ms = 5;
	assert_int_equal(anna_tc_validate(&tc, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_TC_BONUS_MISSING);
	tc.nperiods = 0;
	assert_int_equal(anna_tc_validate(&tc, &err), ANNA_E_MISSING);
	assert_int_equal(anna_tc_write_pgn(&tc, NULL, 0), ANNA_E_INVALID);
	assert_int_equal(anna_tc_write_readable(&tc, NULL, 0), ANNA_E_INVALID);
	tc.nperiods = 2;
	tc.periods[0] = (struct anna_tc_period){ 40, MIN, NON, 0 };
	tc.periods[1] = (struct anna_tc_period){ 0, ANNA_TC_MAX_MS + 1, NON, 0 };
	assert_int_equal(anna_tc_validate(&tc, &err), ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_TC_TIME_RANGE);
	assert_string_equal(err.args[0], "2");
}

static void test_write_truncates(void **state)
{
	(void)state;
	struct anna_timecontrol tc;
	char buf[8];
	assert_int_equal(anna_tc_parse_pgn("40/5400+30:1800+30", &tc, NULL), ANNA_OK);
	assert_int_equal(anna_tc_write_pgn(&tc, buf, sizeof(buf)), 18);
	assert_string_equal(buf, "40/5400");
	assert_int_equal(anna_tc_write_readable(&tc, buf, sizeof(buf)), 30);
	assert_string_equal(buf, "90m/40 ");
}

static void test_durations(void **state)
{
	(void)state;
	static const struct { uint64_t ms; const char *text; } t[] = {
		{ 0, "0s" }, { 1, "1ms" }, { 999, "999ms" }, { 1000, "1s" },
		{ 61000, "1m1s" }, { 72 * MIN, "72m" }, { 90250, "1m30s250ms" },
	};
	char buf[32];
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		assert_int_equal(anna_tc_write_duration(t[i].ms, buf, sizeof(buf)),
				 (int)strlen(t[i].text));
		assert_string_equal(buf, t[i].text);
	}
}

static void test_presets(void **state)
{
	(void)state;
	struct anna_timecontrol tc;
	struct anna_error err;
	char buf[128];
	size_t n = 0;
	for (const char *name; (name = anna_tc_preset_name(n)); n++)
		assert_int_equal(anna_tc_preset(name, &tc, &err), ANNA_OK);
	assert_true(n >= 6);
	assert_int_equal(anna_tc_preset("fide-standard", &tc, &err), ANNA_OK);
	anna_tc_write_readable(&tc, buf, sizeof(buf));
	assert_string_equal(buf, "90m/40 + 30m, +30s from move 1");
	assert_int_equal(anna_tc_preset("fide-rapid", &tc, &err), ANNA_OK);
	anna_tc_write_pgn(&tc, buf, sizeof(buf));
	assert_string_equal(buf, "900+10");
	assert_int_equal(anna_tc_preset("fide-blitz", &tc, &err), ANNA_OK);
	anna_tc_write_pgn(&tc, buf, sizeof(buf));
	assert_string_equal(buf, "180+2");
	assert_int_equal(anna_tc_preset("bullet", &tc, &err), ANNA_E_NOTFOUND);
	assert_int_equal(err.msg, ANNA_MSG_TC_PRESET);
	assert_string_equal(err.args[0], "bullet");
}

/* RB-1 boundaries in each edition. */
static void test_classify(void **state)
{
	(void)state;
	static const struct {
		const char *tc;
		unsigned edition;
		bool delay_counts;
		enum anna_tc_class want;
	} t[] = {
		{ "600", 2017, false, ANNA_TC_BLITZ },     /* T = 10: blitz */
		{ "601", 2017, false, ANNA_TC_RAPID },     /* just over 10 */
		{ "601", 2014, false, ANNA_TC_RAPID },
		{ "601", 2009, false, ANNA_TC_BLITZ },     /* 2009: < 15 */
		{ "840+1", 2009, false, ANNA_TC_RAPID },   /* 14 + 1 = 15 */
		{ "839+1", 2009, false, ANNA_TC_BLITZ },
		{ "180+2", 2017, false, ANNA_TC_BLITZ },   /* 3 + 2 = 5 */
		{ "900+10", 2017, false, ANNA_TC_RAPID },  /* 15 + 10 = 25 */
		{ "3000+10", 2017, false, ANNA_TC_STANDARD }, /* 50 + 10 = 60 */
		{ "2999+10", 2017, false, ANNA_TC_RAPID },
		{ "3599", 2009, false, ANNA_TC_RAPID },
		{ "3600", 2009, false, ANNA_TC_STANDARD },
		{ "40/5400+30:1800+30", 2017, false, ANNA_TC_STANDARD },
		{ "541d1", 2017, false, ANNA_TC_BLITZ },   /* delay not counted */
		{ "541d1", 2017, true, ANNA_TC_RAPID },    /* 9:01 + 1 > 10 */
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct anna_timecontrol tc;
		enum anna_tc_class cls = 99;
		assert_int_equal(anna_tc_parse_pgn(t[i].tc, &tc, NULL), ANNA_OK);
		assert_int_equal(anna_tc_classify(&tc, t[i].edition, t[i].delay_counts, &cls),
				 ANNA_OK);
		if (cls != t[i].want)
			fail_msg("%s in %u: %s, want %s", t[i].tc, t[i].edition,
				 anna_tc_class_str(cls), anna_tc_class_str(t[i].want));
	}
	struct anna_timecontrol tc;
	enum anna_tc_class cls;
	anna_tc_parse_pgn("300", &tc, NULL);
	assert_int_equal(anna_tc_classify(&tc, 2016, false, &cls), ANNA_E_INVALID);
}

static void test_period_of_move(void **state)
{
	(void)state;
	struct anna_timecontrol tc;
	unsigned end;
	anna_tc_parse_pgn("40/7200:20/3600", &tc, NULL); /* the last repeats */
	assert_int_equal(anna_tc_period_of_move(&tc, 1, &end), 0);
	assert_int_equal(end, 40);
	assert_int_equal(anna_tc_period_of_move(&tc, 40, &end), 0);
	assert_int_equal(anna_tc_period_of_move(&tc, 41, &end), 1);
	assert_int_equal(end, 60);
	assert_int_equal(anna_tc_period_of_move(&tc, 61, &end), 1);
	assert_int_equal(end, 80);
	assert_int_equal(anna_tc_period_of_move(&tc, 100, &end), 1);
	assert_int_equal(end, 100);
	assert_int_equal(anna_tc_period_first_move(&tc, 1), 41);
	anna_tc_parse_pgn("40/5400:1800", &tc, NULL);
	assert_int_equal(anna_tc_period_of_move(&tc, 500, &end), 1);
	assert_int_equal(end, 0);
}

static void test_penalties(void **state)
{
	(void)state;
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_ILLEGAL_MOVE, 2017, ANNA_TC_STANDARD), 2 * MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_ILLEGAL_MOVE, 2017, ANNA_TC_BLITZ), MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_ILLEGAL_MOVE, 2014, ANNA_TC_BLITZ), MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_ILLEGAL_MOVE, 2009, ANNA_TC_BLITZ), 2 * MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_WRONG_DRAW_CLAIM, 2009, ANNA_TC_STANDARD), 3 * MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_WRONG_DRAW_CLAIM, 2014, ANNA_TC_RAPID), 2 * MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_WRONG_DRAW_CLAIM, 2017, ANNA_TC_BLITZ), MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_QUICKPLAY, 2014, ANNA_TC_RAPID), 2 * MIN);
	assert_int_equal(anna_tc_penalty_ms(ANNA_TC_PENALTY_QUICKPLAY, 1999, ANNA_TC_RAPID), 0);
}

static void test_names(void **state)
{
	(void)state;
	assert_string_equal(anna_tc_bonus_str(DEL), "delay");
	assert_string_equal(anna_tc_bonus_str(BRO), "bronstein");
	assert_string_equal(anna_tc_class_str(ANNA_TC_RAPID), "rapid");
	assert_string_equal(anna_tc_bonus_str((enum anna_tc_bonus)42), "unknown");
}

/* Times as people write them, for the arbiter's commands (issue 11). */
static void test_duration(void **state)
{
	(void)state;
	static const struct { const char *text; bool sign; int64_t ms; } good[] = {
		{ "90s", false, 90000 },     { "2m", false, 120000 },    { "1m30s", false, 90000 },
		{ "1:30", false, 90000 },    { "0:05", false, 5000 },    { "1:02:03", false, 3723000 },
		{ "90:00", false, 5400000 }, { "1h", false, 3600000 },   { "500ms", false, 500 },
		{ "90000", false, 90000 },   { "-30s", true, -30000 },   { "+2m", true, 120000 },
		{ "-1:00", true, -60000 },   { "0", false, 0 },
	};
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
		int64_t ms = -1;
		struct anna_error err = { 0 };
		if (anna_tc_parse_duration(good[i].text, good[i].sign, &ms, &err) != ANNA_OK)
			fail_msg("%s refused", good[i].text);
		if (ms != good[i].ms)
			fail_msg("%s: %lld ms", good[i].text, (long long)ms);
	}
	static const struct { const char *text; bool sign; } bad[] = {
		{ "", false },     { "soon", false }, { "-30s", false }, { "1:3", false },
		{ "1:60", false }, { "1::30", false }, { ":30", false }, { "1:30:", false },
		{ "90x", false },  { "30s2m", false }, { "1.5m", false }, { "1:00:00:00", false },
		{ "+", true },     { "99999999999999", false },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		int64_t ms = 0;
		struct anna_error err = { 0 };
		if (anna_tc_parse_duration(bad[i].text, bad[i].sign, &ms, &err) == ANNA_OK)
			fail_msg("%s accepted as %lld ms", bad[i].text, (long long)ms);
		assert_int_equal(err.msg, ANNA_MSG_TC_DURATION);
		assert_string_equal(err.args[0], bad[i].text);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pgn_good),
		cmocka_unit_test(test_readable_good),
		cmocka_unit_test(test_pgn_bad),
		cmocka_unit_test(test_readable_bad),
		cmocka_unit_test(test_validate),
		cmocka_unit_test(test_write_truncates),
		cmocka_unit_test(test_durations),
		cmocka_unit_test(test_presets),
		cmocka_unit_test(test_classify),
		cmocka_unit_test(test_period_of_move),
		cmocka_unit_test(test_penalties),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_duration),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
