/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/timecontrol.c: time controls, both notations, presets, RB-1. */
#include "core/timecontrol.h"

#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

const char *anna_tc_bonus_str(enum anna_tc_bonus bonus)
{
	switch (bonus) {
	case ANNA_TC_BONUS_NONE: return "none";
	case ANNA_TC_BONUS_INCREMENT: return "increment";
	case ANNA_TC_BONUS_DELAY: return "delay";
	case ANNA_TC_BONUS_BRONSTEIN: return "bronstein";
	}
	return "unknown";
}

const char *anna_tc_class_str(enum anna_tc_class cls)
{
	switch (cls) {
	case ANNA_TC_STANDARD: return "standard";
	case ANNA_TC_RAPID: return "rapid";
	case ANNA_TC_BLITZ: return "blitz";
	}
	return "unknown";
}

/* Errors name periods 1-based, as people count them. */
static enum anna_status fail(struct anna_error *err, enum anna_status st,
			     enum anna_msg msg, unsigned period, const char *text,
			     size_t column)
{
	char p[16];
	snprintf(p, sizeof(p), "%u", period);
	if (anna_msg_nargs(msg) == 0)
		anna_error_set(err, st, msg);
	else if (anna_msg_nargs(msg) == 1)
		anna_error_set(err, st, msg, text ? text : p);
	else
		anna_error_set(err, st, msg, p, text ? text : "");
	/* A control is one line of text: line 1 when a column is known. */
	anna_error_at(err, column ? 1 : 0, (unsigned)column);
	return st;
}

enum anna_status anna_tc_validate(const struct anna_timecontrol *tc,
				  struct anna_error *err)
{
	char n[24];
	if (tc->nperiods == 0)
		return fail(err, ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, 0, NULL, 0);
	if (tc->nperiods > ANNA_TC_MAX_PERIODS) {
		snprintf(n, sizeof(n), "%d", ANNA_TC_MAX_PERIODS);
		return fail(err, ANNA_E_RANGE, ANNA_MSG_TC_TOO_MANY, 0, n, 0);
	}
	if (tc->periods[0].base_ms == 0)
		return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_FIRST_NO_TIME, 0, NULL, 0);
	for (unsigned i = 0; i < tc->nperiods; i++) {
		const struct anna_tc_period *p = &tc->periods[i];
		if (p->moves == 0 && i + 1 < tc->nperiods)
			return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_REST_NOT_LAST,
				    i + 1, NULL, 0);
		if (p->moves > ANNA_TC_MAX_MOVES) {
			snprintf(n, sizeof(n), "%u", p->moves);
			return fail(err, ANNA_E_RANGE, ANNA_MSG_TC_MOVES_RANGE,
				    i + 1, n, 0);
		}
		if (p->base_ms > ANNA_TC_MAX_MS || p->bonus_ms > ANNA_TC_MAX_MS) {
			snprintf(n, sizeof(n), "%llu",
				 (unsigned long long)(p->base_ms > ANNA_TC_MAX_MS
						      ? p->base_ms : p->bonus_ms));
			return fail(err, ANNA_E_RANGE, ANNA_MSG_TC_TIME_RANGE,
				    i + 1, n, 0);
		}
		switch (p->bonus) {
		case ANNA_TC_BONUS_NONE:
			if (p->bonus_ms != 0)
				return fail(err, ANNA_E_INVALID,
					    ANNA_MSG_TC_BONUS_MISSING, i + 1, NULL, 0);
			break;
		case ANNA_TC_BONUS_INCREMENT:
		case ANNA_TC_BONUS_DELAY:
		case ANNA_TC_BONUS_BRONSTEIN:
			if (p->bonus_ms == 0)
				return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_BONUS_ZERO,
					    i + 1, NULL, 0);
			break;
		default:
			return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_BONUS_MISSING,
				    i + 1, NULL, 0);
		}
	}
	return ANNA_OK;
}

/* ---- reading ---------------------------------------------------------- */

struct scan {
	const char *s;
	size_t pos;
	unsigned period; /* 1-based, for messages */
	struct anna_error *err;
};

static int at(const struct scan *sc) { return (unsigned char)sc->s[sc->pos]; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static enum anna_status bad_char(struct scan *sc)
{
	char c[8];
	int ch = at(sc);
	if (ch >= 0x20 && ch < 0x7f)
		snprintf(c, sizeof(c), "%c", ch);
	else
		snprintf(c, sizeof(c), "\\x%02x", ch);
	return fail(sc->err, ANNA_E_SYNTAX, ANNA_MSG_TC_CHAR, sc->period, c,
		    sc->pos + 1);
}

/* The text of a number token starting at `from` for messages. */
static void token(const struct scan *sc, size_t from, char *buf, size_t size)
{
	size_t n = 0;
	while (sc->s[from + n] && (is_digit((unsigned char)sc->s[from + n]) ||
				   sc->s[from + n] == '.'))
		n++;
	if (n >= size)
		n = size - 1;
	memcpy(buf, sc->s + from, n);
	buf[n] = 0;
}

/*
 * An unsigned decimal with up to three decimals, times `scale` (1000 for
 * seconds, 1 for plain counts with decimals refused). Refuses more than
 * ANNA_TC_MAX_MS.
 */
static enum anna_status scan_number(struct scan *sc, uint64_t scale,
				    bool decimals, uint64_t *out)
{
	size_t start = sc->pos;
	uint64_t v = 0;
	bool big = false;
	char text[32];
	while (is_digit(at(sc))) {
		v = v * 10 + (uint64_t)(at(sc) - '0');
		if (v > ANNA_TC_MAX_MS)
			big = true, v = ANNA_TC_MAX_MS + 1;
		sc->pos++;
	}
	v *= scale;
	if (decimals && at(sc) == '.') {
		sc->pos++;
		uint64_t frac = 0, unit = scale;
		int n = 0;
		while (is_digit(at(sc))) {
			if (++n > 3 || unit < 10) {
				token(sc, start, text, sizeof(text));
				return fail(sc->err, ANNA_E_SYNTAX, ANNA_MSG_TC_NUMBER,
					    sc->period, text, start + 1);
			}
			unit /= 10;
			frac += unit * (uint64_t)(at(sc) - '0');
			sc->pos++;
		}
		if (n == 0) {
			token(sc, start, text, sizeof(text));
			return fail(sc->err, ANNA_E_SYNTAX, ANNA_MSG_TC_NUMBER,
				    sc->period, text, start + 1);
		}
		v += frac;
	}
	if (big || v > ANNA_TC_MAX_MS) {
		token(sc, start, text, sizeof(text));
		return fail(sc->err, ANNA_E_RANGE, ANNA_MSG_TC_TIME_RANGE, sc->period,
			    text, start + 1);
	}
	*out = v;
	return ANNA_OK;
}

static enum anna_status check_moves(struct scan *sc, uint64_t moves, size_t col)
{
	char n[24];
	if (moves == 0 || moves > ANNA_TC_MAX_MOVES) {
		snprintf(n, sizeof(n), "%llu", (unsigned long long)moves);
		return fail(sc->err, ANNA_E_RANGE, ANNA_MSG_TC_MOVES_RANGE,
			    sc->period, n, col);
	}
	return ANNA_OK;
}

static enum anna_status add_period(struct scan *sc, struct anna_timecontrol *tc,
				   const struct anna_tc_period *p)
{
	char n[16];
	if (tc->nperiods == ANNA_TC_MAX_PERIODS) {
		snprintf(n, sizeof(n), "%d", ANNA_TC_MAX_PERIODS);
		return fail(sc->err, ANNA_E_RANGE, ANNA_MSG_TC_TOO_MANY, 0, n,
			    sc->pos + 1);
	}
	if (tc->nperiods > 0 && tc->periods[tc->nperiods - 1].moves == 0)
		return fail(sc->err, ANNA_E_INVALID, ANNA_MSG_TC_REST_NOT_LAST,
			    tc->nperiods, NULL, sc->pos + 1);
	tc->periods[tc->nperiods++] = *p;
	return ANNA_OK;
}

/* The last check of both parsers. */
static enum anna_status finish(struct scan *sc, struct anna_timecontrol *tc,
			       struct anna_timecontrol *out)
{
	if (tc->periods[0].base_ms == 0)
		return fail(sc->err, ANNA_E_INVALID, ANNA_MSG_TC_FIRST_NO_TIME, 0,
			    NULL, 1);
	enum anna_status st = anna_tc_validate(tc, sc->err);
	if (st == ANNA_OK)
		*out = *tc;
	return st;
}

enum anna_status anna_tc_parse_pgn(const char *text, struct anna_timecontrol *out,
				   struct anna_error *err)
{
	struct scan sc = { text, 0, 1, err };
	struct anna_timecontrol tc;
	enum anna_status st;
	memset(&tc, 0, sizeof(tc));
	if (!text || !*text)
		return fail(err, ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, 0, NULL, 0);
	if (strcmp(text, "?") == 0)
		return fail(err, ANNA_E_UNSUPPORTED, ANNA_MSG_TC_UNKNOWN, 0, NULL, 1);
	if (strcmp(text, "-") == 0)
		return fail(err, ANNA_E_UNSUPPORTED, ANNA_MSG_TC_UNTIMED, 0, NULL, 1);
	if (text[0] == '*')
		return fail(err, ANNA_E_UNSUPPORTED, ANNA_MSG_TC_SANDCLOCK, 0, NULL, 1);
	for (;;) {
		struct anna_tc_period p = { 0, 0, ANNA_TC_BONUS_NONE, 0 };
		uint64_t v;
		size_t col = sc.pos + 1;
		if (at(&sc) == '/')
			return fail(err, ANNA_E_SYNTAX, ANNA_MSG_TC_MOVES_MISSING,
				    sc.period, NULL, col);
		if (at(&sc) == ':' || at(&sc) == 0 || at(&sc) == '+')
			return fail(err, ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING,
				    sc.period, NULL, col);
		if (!is_digit(at(&sc)))
			return bad_char(&sc);
		size_t numpos = sc.pos;
		while (is_digit(at(&sc)))
			sc.pos++;
		bool has_moves = at(&sc) == '/';
		sc.pos = numpos;
		if (has_moves) {
			if ((st = scan_number(&sc, 1, false, &v)) != ANNA_OK)
				return st;
			if ((st = check_moves(&sc, v, col)) != ANNA_OK)
				return st;
			p.moves = (unsigned)v;
			sc.pos++; /* '/' */
			if (!is_digit(at(&sc))) {
				if (at(&sc) == ':' || at(&sc) == 0 || at(&sc) == '+')
					return fail(err, ANNA_E_SYNTAX,
						    ANNA_MSG_TC_TIME_MISSING,
						    sc.period, NULL, sc.pos + 1);
				return bad_char(&sc);
			}
		}
		if ((st = scan_number(&sc, 1000, true, &p.base_ms)) != ANNA_OK)
			return st;
		int c = at(&sc);
		if (c == '+' || c == 'd' || c == 'b') {
			p.bonus = c == '+' ? ANNA_TC_BONUS_INCREMENT
				: c == 'd' ? ANNA_TC_BONUS_DELAY
				: ANNA_TC_BONUS_BRONSTEIN;
			sc.pos++;
			if (!is_digit(at(&sc)))
				return fail(err, ANNA_E_SYNTAX, ANNA_MSG_TC_BONUS_MISSING,
					    sc.period, NULL, sc.pos + 1);
			if ((st = scan_number(&sc, 1000, true, &p.bonus_ms)) != ANNA_OK)
				return st;
			if (p.bonus_ms == 0) /* "180+0" is common: no bonus */
				p.bonus = ANNA_TC_BONUS_NONE;
		}
		if (at(&sc) != ':' && at(&sc) != 0)
			return bad_char(&sc);
		if ((st = add_period(&sc, &tc, &p)) != ANNA_OK)
			return st;
		if (at(&sc) == 0)
			break;
		sc.pos++; /* ':' */
		sc.period++;
	}
	return finish(&sc, &tc, out);
}

static void skip_ws(struct scan *sc)
{
	while (at(sc) == ' ' || at(sc) == '\t')
		sc->pos++;
}

/* Case-insensitive keyword followed by a non-letter. */
static bool keyword(struct scan *sc, const char *word)
{
	size_t n = strlen(word);
	for (size_t i = 0; i < n; i++)
		if (lower((unsigned char)sc->s[sc->pos + i]) != word[i])
			return false;
	int next = lower((unsigned char)sc->s[sc->pos + n]);
	if (next >= 'a' && next <= 'z')
		return false;
	sc->pos += n;
	return true;
}

/* A readable DURATION: <n>h <n>m <n>s <n>ms, in that order, at least one. */
static enum anna_status scan_duration(struct scan *sc, uint64_t *out)
{
	static const struct { const char *unit; uint64_t ms; } units[] = {
		{ "h", 3600000 }, { "m", 60000 }, { "s", 1000 }, { "ms", 1 },
	};
	uint64_t total = 0;
	size_t next_unit = 0, start = sc->pos;
	char text[40];
	enum anna_status st;
	if (!is_digit(at(sc))) {
		if (at(sc) == 0 || at(sc) == ',' || at(sc) == '+' || at(sc) == '/')
			return fail(sc->err, ANNA_E_SYNTAX, ANNA_MSG_TC_TIME_MISSING,
				    sc->period, NULL, sc->pos + 1);
		return bad_char(sc);
	}
	while (is_digit(at(sc))) {
		size_t numpos = sc->pos;
		uint64_t v;
		if ((st = scan_number(sc, 1, false, &v)) != ANNA_OK)
			return st;
		size_t u;
		int c0 = lower(at(sc)), c1 = lower((unsigned char)sc->s[sc->pos + 1]);
		if (c0 == 'm' && c1 == 's')
			u = 3;
		else if (c0 == 'h')
			u = 0;
		else if (c0 == 'm')
			u = 1;
		else if (c0 == 's')
			u = 2;
		else
			u = 4;
		size_t ulen = u == 3 ? 2 : 1;
		int after = lower((unsigned char)sc->s[sc->pos + (u < 4 ? ulen : 0)]);
		if (u == 4 || u < next_unit || (after >= 'a' && after <= 'z')) {
			size_t n = 0;
			while (sc->s[numpos + n] && sc->s[numpos + n] != ' ' &&
			       sc->s[numpos + n] != ',' && sc->s[numpos + n] != '/' &&
			       n + 1 < sizeof(text))
				n++;
			memcpy(text, sc->s + numpos, n);
			text[n] = 0;
			return fail(sc->err, ANNA_E_SYNTAX, ANNA_MSG_TC_UNIT, sc->period,
				    text, numpos + 1);
		}
		sc->pos += ulen;
		next_unit = u + 1;
		total += v * units[u].ms;
		if (total > ANNA_TC_MAX_MS) {
			size_t n = sc->pos - start < sizeof(text) - 1
				? sc->pos - start : sizeof(text) - 1;
			memcpy(text, sc->s + start, n);
			text[n] = 0;
			return fail(sc->err, ANNA_E_RANGE, ANNA_MSG_TC_TIME_RANGE,
				    sc->period, text, start + 1);
		}
	}
	*out = total;
	return ANNA_OK;
}

/* "H:MM:SS" or "M:SS" (minutes and hours unbounded in their first field). */
static bool clock_reading(const char *s, uint64_t *out)
{
	uint64_t part[3] = { 0 };
	int n = 0, digits = 0;
	for (;; s++) {
		if (is_digit((unsigned char)*s)) {
			if (part[n] > ANNA_TC_MAX_MS)
				return false;
			part[n] = part[n] * 10 + (uint64_t)(*s - '0');
			digits++;
		} else if ((*s == ':' || !*s) && digits && (n == 0 || digits == 2)) {
			if (n > 0 && part[n] > 59)
				return false;
			if (!*s)
				break;
			if (++n > 2)
				return false;
			digits = 0;
		} else {
			return false;
		}
	}
	if (n == 0)
		return false;
	uint64_t sec = n == 1 ? part[0] * 60 + part[1] : (part[0] * 60 + part[1]) * 60 + part[2];
	*out = sec * 1000;
	return *out <= ANNA_TC_MAX_MS;
}

enum anna_status anna_tc_parse_duration(const char *text, bool sign, int64_t *ms,
					struct anna_error *err)
{
	const char *s = text ? text : "";
	int neg = 0;
	if (sign && (*s == '+' || *s == '-'))
		neg = *s++ == '-';
	uint64_t v = 0;
	bool ok = false;
	if (*s && strspn(s, "0123456789") == strlen(s)) {
		ok = strlen(s) <= 12 && (v = strtoull(s, NULL, 10)) <= ANNA_TC_MAX_MS;
	} else if (strchr(s, ':')) {
		ok = clock_reading(s, &v);
	} else if (is_digit((unsigned char)*s)) {
		struct anna_error ignore = { 0 };
		struct scan sc = { .s = s, .pos = 0, .period = 1, .err = &ignore };
		ok = scan_duration(&sc, &v) == ANNA_OK && at(&sc) == 0;
	}
	if (!ok)
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_TC_DURATION, text ? text : "");
	*ms = neg ? -(int64_t)v : (int64_t)v;
	return ANNA_OK;
}

struct clause {
	unsigned from;
	enum anna_tc_bonus bonus;
	uint64_t ms;
};

enum anna_status anna_tc_parse_readable(const char *text,
					struct anna_timecontrol *out,
					struct anna_error *err)
{
	struct scan sc = { text, 0, 1, err };
	struct anna_timecontrol tc;
	struct clause clauses[ANNA_TC_MAX_PERIODS + 1];
	size_t nclauses = 0;
	enum anna_status st;
	memset(&tc, 0, sizeof(tc));
	if (!text)
		return fail(err, ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, 0, NULL, 0);
	skip_ws(&sc);
	if (at(&sc) == 0)
		return fail(err, ANNA_E_MISSING, ANNA_MSG_TC_EMPTY, 0, NULL, 0);
	for (;;) {
		struct anna_tc_period p = { 0, 0, ANNA_TC_BONUS_NONE, 0 };
		if ((st = scan_duration(&sc, &p.base_ms)) != ANNA_OK)
			return st;
		skip_ws(&sc);
		if (at(&sc) == '/') {
			sc.pos++;
			skip_ws(&sc);
			size_t col = sc.pos + 1;
			uint64_t v;
			if (!is_digit(at(&sc)))
				return fail(err, ANNA_E_SYNTAX, ANNA_MSG_TC_MOVES_MISSING,
					    sc.period, NULL, col);
			if ((st = scan_number(&sc, 1, false, &v)) != ANNA_OK)
				return st;
			if ((st = check_moves(&sc, v, col)) != ANNA_OK)
				return st;
			p.moves = (unsigned)v;
			skip_ws(&sc);
		}
		if ((st = add_period(&sc, &tc, &p)) != ANNA_OK)
			return st;
		if (at(&sc) != '+')
			break;
		sc.pos++;
		skip_ws(&sc);
		if (p.moves == 0) {
			/* Nothing follows the rest of the game: "3m + 2s" and
			 * "90m/40 + 30m + 30s" mean an increment from move 1. */
			struct clause cl = { 1, ANNA_TC_BONUS_INCREMENT, 0 };
			sc.period = 0;
			if ((st = scan_duration(&sc, &cl.ms)) != ANNA_OK)
				return st;
			if (cl.ms == 0)
				cl.bonus = ANNA_TC_BONUS_NONE;
			clauses[nclauses++] = cl;
			skip_ws(&sc);
			if (at(&sc) == '/') /* "30m + 90m/40": a period after the rest */
				return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_REST_NOT_LAST,
					    tc.nperiods, NULL, sc.pos + 1);
			break;
		}
		sc.period++;
	}
	while (at(&sc) == ',') {
		struct clause cl = { 1, ANNA_TC_BONUS_NONE, 0 };
		sc.pos++;
		skip_ws(&sc);
		sc.period = 0;
		size_t col = sc.pos + 1;
		if (at(&sc) == '+') {
			sc.pos++;
			cl.bonus = ANNA_TC_BONUS_INCREMENT;
		} else if (keyword(&sc, "delay")) {
			cl.bonus = ANNA_TC_BONUS_DELAY;
		} else if (keyword(&sc, "bronstein")) {
			cl.bonus = ANNA_TC_BONUS_BRONSTEIN;
		} else if (keyword(&sc, "no")) {
			skip_ws(&sc);
			if (!keyword(&sc, "bonus"))
				return bad_char(&sc);
		} else {
			return bad_char(&sc);
		}
		skip_ws(&sc);
		if (cl.bonus != ANNA_TC_BONUS_NONE) {
			if ((st = scan_duration(&sc, &cl.ms)) != ANNA_OK)
				return st;
			if (cl.ms == 0)
				cl.bonus = ANNA_TC_BONUS_NONE;
			skip_ws(&sc);
		}
		if (keyword(&sc, "from")) {
			skip_ws(&sc);
			if (!keyword(&sc, "move"))
				return bad_char(&sc);
			skip_ws(&sc);
			uint64_t v;
			col = sc.pos + 1;
			if (!is_digit(at(&sc)))
				return bad_char(&sc);
			if ((st = scan_number(&sc, 1, false, &v)) != ANNA_OK)
				return st;
			cl.from = v > 100000 ? 100000 : (unsigned)v;
			skip_ws(&sc);
		}
		/* The move must open a period, after the previous clause's. */
		unsigned i;
		for (i = 0; i < tc.nperiods; i++)
			if (anna_tc_period_first_move(&tc, i) == cl.from)
				break;
		if (i == tc.nperiods ||
		    (nclauses && cl.from <= clauses[nclauses - 1].from) ||
		    nclauses == ANNA_TC_MAX_PERIODS + 1) {
			char n[16];
			snprintf(n, sizeof(n), "%u", cl.from);
			return fail(err, ANNA_E_INVALID, ANNA_MSG_TC_FROM_MOVE, 0, n,
				    col);
		}
		clauses[nclauses++] = cl;
	}
	if (at(&sc) != 0) {
		sc.period = 0;
		return fail(err, ANNA_E_SYNTAX, ANNA_MSG_TC_TRAILING, 0, sc.s + sc.pos,
			    sc.pos + 1);
	}
	for (unsigned i = 0; i < tc.nperiods; i++) {
		unsigned first = anna_tc_period_first_move(&tc, i);
		for (size_t k = 0; k < nclauses; k++)
			if (clauses[k].from <= first) {
				tc.periods[i].bonus = clauses[k].bonus;
				tc.periods[i].bonus_ms = clauses[k].ms;
			}
	}
	return finish(&sc, &tc, out);
}

enum anna_status anna_tc_parse(const char *text, struct anna_timecontrol *out,
			       struct anna_error *err)
{
	for (const char *p = text; p && *p; p++) {
		int c = lower((unsigned char)*p);
		if (c >= 'a' && c <= 'z' && c != 'd' && c != 'b')
			return anna_tc_parse_readable(text, out, err);
	}
	return anna_tc_parse_pgn(text, out, err);
}

/* ---- writing ---------------------------------------------------------- */

/* snprintf into buf at *len, keeping the wanted length like snprintf. */
static void put(char *buf, size_t size, int *len, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void put(char *buf, size_t size, int *len, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	size_t off = (size_t)*len;
	int n = vsnprintf(off < size ? buf + off : NULL, off < size ? size - off : 0,
			  fmt, ap);
	va_end(ap);
	if (n > 0)
		*len += n;
}

static void put_seconds(char *buf, size_t size, int *len, uint64_t ms)
{
	unsigned long long s = ms / 1000, f = ms % 1000;
	if (f == 0)
		put(buf, size, len, "%llu", s);
	else if (f % 100 == 0)
		put(buf, size, len, "%llu.%llu", s, f / 100);
	else if (f % 10 == 0)
		put(buf, size, len, "%llu.%02llu", s, f / 10);
	else
		put(buf, size, len, "%llu.%03llu", s, f);
}

int anna_tc_write_pgn(const struct anna_timecontrol *tc, char *buf, size_t size)
{
	if (anna_tc_validate(tc, NULL) != ANNA_OK)
		return ANNA_E_INVALID;
	int len = 0;
	if (size)
		buf[0] = 0;
	for (unsigned i = 0; i < tc->nperiods; i++) {
		const struct anna_tc_period *p = &tc->periods[i];
		if (i)
			put(buf, size, &len, ":");
		if (p->moves)
			put(buf, size, &len, "%u/", p->moves);
		put_seconds(buf, size, &len, p->base_ms);
		if (p->bonus != ANNA_TC_BONUS_NONE) {
			put(buf, size, &len, "%s",
			    p->bonus == ANNA_TC_BONUS_INCREMENT ? "+"
			    : p->bonus == ANNA_TC_BONUS_DELAY ? "d" : "b");
			put_seconds(buf, size, &len, p->bonus_ms);
		}
	}
	return len;
}

static void put_duration(char *buf, size_t size, int *len, uint64_t ms)
{
	unsigned long long m = ms / 60000, s = ms / 1000 % 60, f = ms % 1000;
	if (m)
		put(buf, size, len, "%llum", m);
	if (s || (!m && !f))
		put(buf, size, len, "%llus", s);
	if (f)
		put(buf, size, len, "%llums", f);
}

int anna_tc_write_duration(uint64_t ms, char *buf, size_t size)
{
	int len = 0;
	if (size)
		buf[0] = 0;
	put_duration(buf, size, &len, ms);
	return len;
}

int anna_tc_write_readable(const struct anna_timecontrol *tc, char *buf,
			   size_t size)
{
	if (anna_tc_validate(tc, NULL) != ANNA_OK)
		return ANNA_E_INVALID;
	int len = 0;
	if (size)
		buf[0] = 0;
	for (unsigned i = 0; i < tc->nperiods; i++) {
		const struct anna_tc_period *p = &tc->periods[i];
		if (i)
			put(buf, size, &len, " + ");
		put_duration(buf, size, &len, p->base_ms);
		if (p->moves)
			put(buf, size, &len, "/%u", p->moves);
	}
	enum anna_tc_bonus prev = ANNA_TC_BONUS_NONE;
	uint64_t prev_ms = 0;
	for (unsigned i = 0; i < tc->nperiods; i++) {
		const struct anna_tc_period *p = &tc->periods[i];
		if (p->bonus == prev && p->bonus_ms == prev_ms)
			continue;
		switch (p->bonus) {
		case ANNA_TC_BONUS_NONE: put(buf, size, &len, ", no bonus"); break;
		case ANNA_TC_BONUS_INCREMENT: put(buf, size, &len, ", +"); break;
		case ANNA_TC_BONUS_DELAY: put(buf, size, &len, ", delay "); break;
		case ANNA_TC_BONUS_BRONSTEIN: put(buf, size, &len, ", bronstein "); break;
		}
		if (p->bonus != ANNA_TC_BONUS_NONE)
			put_duration(buf, size, &len, p->bonus_ms);
		put(buf, size, &len, " from move %u", anna_tc_period_first_move(tc, i));
		prev = p->bonus;
		prev_ms = p->bonus_ms;
	}
	return len;
}

/* ---- presets, classes, periods ----------------------------------------- */

static const struct {
	const char *name;
	const char *pgn;
} presets[] = {
	{ "fide-standard", "40/5400+30:1800+30" },
	{ "fide-classical", "40/6000+30:20/3000+30:900+30" },
	{ "fide-rapid", "900+10" },
	{ "fide-blitz", "180+2" },
	{ "blitz-5", "300+3" },
	{ "rapid-25", "1500+10" },
	{ "delay-us", "5400d5" },
};

enum anna_status anna_tc_preset(const char *name, struct anna_timecontrol *out,
				struct anna_error *err)
{
	for (size_t i = 0; name && i < sizeof(presets) / sizeof(presets[0]); i++)
		if (strcmp(presets[i].name, name) == 0)
			return anna_tc_parse_pgn(presets[i].pgn, out, err);
	return fail(err, ANNA_E_NOTFOUND, ANNA_MSG_TC_PRESET, 0, name ? name : "", 0);
}

const char *anna_tc_preset_name(size_t i)
{
	return i < sizeof(presets) / sizeof(presets[0]) ? presets[i].name : NULL;
}

enum anna_status anna_tc_classify(const struct anna_timecontrol *tc,
				  unsigned edition, bool delay_counts,
				  enum anna_tc_class *out)
{
	if (edition != 2009 && edition != 2014 && edition != 2017) {
		char n[16];
		snprintf(n, sizeof(n), "%u", edition);
		return fail(NULL, ANNA_E_INVALID, ANNA_MSG_TC_EDITION, 0, n, 0);
	}
	if (anna_tc_validate(tc, NULL) != ANNA_OK)
		return ANNA_E_INVALID;
	/* RB-1: T = base + 60 x increment. */
	uint64_t t = 0;
	for (unsigned i = 0; i < tc->nperiods; i++)
		t += tc->periods[i].base_ms;
	const struct anna_tc_period *p0 = &tc->periods[0];
	if (p0->bonus == ANNA_TC_BONUS_INCREMENT || delay_counts)
		t += 60 * p0->bonus_ms;
	const uint64_t min = 60000;
	if (edition == 2009)
		*out = t < 15 * min ? ANNA_TC_BLITZ : t < 60 * min ? ANNA_TC_RAPID
			: ANNA_TC_STANDARD;
	else
		*out = t <= 10 * min ? ANNA_TC_BLITZ : t < 60 * min ? ANNA_TC_RAPID
			: ANNA_TC_STANDARD;
	return ANNA_OK;
}

unsigned anna_tc_period_first_move(const struct anna_timecontrol *tc,
				   unsigned period)
{
	unsigned first = 1;
	for (unsigned i = 0; i < period && i < tc->nperiods; i++)
		first += tc->periods[i].moves;
	return first;
}

unsigned anna_tc_period_of_move(const struct anna_timecontrol *tc,
				unsigned move, unsigned *block_end)
{
	unsigned cum = 0, i;
	for (i = 0; i < tc->nperiods; i++) {
		unsigned m = tc->periods[i].moves;
		if (m == 0) {
			if (block_end)
				*block_end = 0;
			return i;
		}
		if (move <= cum + m) {
			if (block_end)
				*block_end = cum + m;
			return i;
		}
		cum += m;
	}
	/* The last period has a move count: it repeats. */
	unsigned m = tc->periods[tc->nperiods - 1].moves;
	unsigned k = (move - cum + m - 1) / m;
	if (block_end)
		*block_end = cum + k * m;
	return tc->nperiods - 1;
}

uint64_t anna_tc_penalty_ms(enum anna_tc_penalty kind, unsigned edition,
			    enum anna_tc_class cls)
{
	const uint64_t min = 60000;
	if (edition != 2009 && edition != 2014 && edition != 2017)
		return 0;
	/* RB-4: 2014/2017 blitz halves the 2-minute penalties. */
	bool blitz_cut = cls == ANNA_TC_BLITZ && edition >= 2014;
	switch (kind) {
	case ANNA_TC_PENALTY_ILLEGAL_MOVE: /* ILL-8 */
		return blitz_cut ? min : 2 * min;
	case ANNA_TC_PENALTY_WRONG_DRAW_CLAIM: /* DRAW-6 */
		return edition == 2009 ? 3 * min : blitz_cut ? min : 2 * min;
	case ANNA_TC_PENALTY_QUICKPLAY: /* QPF-2, QPF-3 */
		return 2 * min;
	}
	return 0;
}
