/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/uci.c: UCI lines read and written (see uci.h). */
#include "core/uci.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/notation.h"

/* ---- reading ------------------------------------------------------------ */

#define MAX_TOKENS 256

/* Splits line (copied into buf) at blanks; returns the number of tokens. */
static size_t tokenize(char *buf, char *tok[], size_t max)
{
	size_t n = 0;
	char *save = NULL;
	for (char *t = strtok_r(buf, " \t\r", &save); t && n < max; t = strtok_r(NULL, " \t\r", &save))
		tok[n++] = t;
	return n;
}

static bool read_long(const char *s, long *out)
{
	if (!s || !*s)
		return false;
	char *end;
	long v = strtol(s, &end, 10);
	if (*end)
		return false;
	*out = v;
	return true;
}

/* Joins tok[a..b) with single blanks into out (cut at size). */
static void join(char *out, size_t size, char *tok[], size_t a, size_t b)
{
	size_t len = 0;
	out[0] = '\0';
	for (size_t i = a; i < b && len + 1 < size; i++) {
		int w = snprintf(out + len, size - len, "%s%s", i > a ? " " : "", tok[i]);
		if (w < 0)
			break;
		len += (size_t)w < size - len ? (size_t)w : size - len - 1;
	}
}

static void parse_option(char *tok[], size_t n, struct anna_uci_msg *m)
{
	/* option name <words...> type <t> [default x] [min x] [max x] [var x]* */
	size_t i = 1, name_end;
	if (i < n && !strcmp(tok[i], "name"))
		i++;
	name_end = i;
	while (name_end < n && strcmp(tok[name_end], "type"))
		name_end++;
	join(m->name, sizeof(m->name), tok, i, name_end);
	m->type = ANNA_UCI_R_OPTION;
	for (i = name_end; i + 1 < n; i++) {
		if (!strcmp(tok[i], "type")) {
			m->option_type = !strcmp(tok[i + 1], "spin")    ? ANNA_UCI_OPT_SPIN
					 : !strcmp(tok[i + 1], "check") ? ANNA_UCI_OPT_CHECK
									: ANNA_UCI_OPT_OTHER;
		} else if (!strcmp(tok[i], "min")) {
			read_long(tok[i + 1], &m->min);
		} else if (!strcmp(tok[i], "max")) {
			read_long(tok[i + 1], &m->max);
		}
	}
}

static enum anna_status parse_info(const struct anna_position *pos, const char *line, char *tok[],
				   size_t n, struct anna_uci_msg *m, struct anna_error *err)
{
	m->type = ANNA_UCI_R_INFO;
	for (size_t i = 1; i < n; i++) {
		long v;
		if (!strcmp(tok[i], "depth") && i + 1 < n && read_long(tok[i + 1], &v) && v >= 0) {
			m->depth = (unsigned)v;
			i++;
		} else if (!strcmp(tok[i], "multipv") && i + 1 < n && read_long(tok[i + 1], &v) &&
			   v > 0) {
			m->multipv = (unsigned)v;
			i++;
		} else if (!strcmp(tok[i], "score")) {
			bool mate = i + 1 < n && !strcmp(tok[i + 1], "mate");
			if (i + 2 >= n || (!mate && strcmp(tok[i + 1], "cp")) ||
			    !read_long(tok[i + 2], &v) || v < -100000 || v > 100000)
				return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_UCI_SCORE, line);
			m->score = (struct anna_uci_score){ .valid = true, .mate = mate,
							    .value = (int)v };
			i += 2;
			if (i + 1 < n && !strcmp(tok[i + 1], "lowerbound")) {
				m->score.bound = 1;
				i++;
			} else if (i + 1 < n && !strcmp(tok[i + 1], "upperbound")) {
				m->score.bound = -1;
				i++;
			}
		} else if (!strcmp(tok[i], "pv")) {
			/* the pv is the rest of the line; keep its legal prefix */
			struct anna_position p;
			if (!pos)
				break;
			p = *pos;
			for (size_t k = i + 1; k < n && m->n_pv < ANNA_UCI_PV_MAX; k++) {
				uint16_t mv;
				struct anna_undo u;
				if (anna_notation_read_uci(&p, tok[k], &mv, NULL) != ANNA_OK)
					break;
				m->pv[m->n_pv++] = mv;
				anna_position_make(&p, mv, &u);
			}
			break;
		} else if (!strcmp(tok[i], "string")) {
			break; /* free text to the end */
		}
	}
	return ANNA_OK;
}

enum anna_status anna_uci_parse(const struct anna_position *pos, const char *line,
				struct anna_uci_msg *out, struct anna_error *err)
{
	memset(out, 0, sizeof(*out));
	out->multipv = 1;
	size_t len = strlen(line);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)line[i];
		if ((c < 0x20 && c != '\t' && !(c == '\r' && i + 1 == len)) || c == 0x7f ||
		    i >= ANNA_UCI_LINE_MAX) {
			char col[16];
			snprintf(col, sizeof(col), "%zu", i + 1);
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_UCI_GARBAGE, col);
			anna_error_at(err, 0, (unsigned)(i + 1));
			return ANNA_E_SYNTAX;
		}
	}
	char buf[ANNA_UCI_LINE_MAX + 1];
	char *tok[MAX_TOKENS];
	memcpy(buf, line, len + 1);
	size_t n = tokenize(buf, tok, MAX_TOKENS);
	if (n == 0)
		return ANNA_OK;
	if (!strcmp(tok[0], "uciok")) {
		out->type = ANNA_UCI_R_UCIOK;
	} else if (!strcmp(tok[0], "readyok")) {
		out->type = ANNA_UCI_R_READYOK;
	} else if (!strcmp(tok[0], "id") && n > 2 && !strcmp(tok[1], "name")) {
		out->type = ANNA_UCI_R_ID_NAME;
		join(out->name, sizeof(out->name), tok, 2, n);
	} else if (!strcmp(tok[0], "option")) {
		parse_option(tok, n, out);
	} else if (!strcmp(tok[0], "info")) {
		return parse_info(pos, line, tok, n, out, err);
	} else if (!strcmp(tok[0], "bestmove")) {
		out->type = ANNA_UCI_R_BESTMOVE;
		if (n < 2)
			return anna_error_set(err, ANNA_E_ILLEGAL, ANNA_MSG_UCI_BESTMOVE, "");
		if (!strcmp(tok[1], "(none)") || !strcmp(tok[1], "0000"))
			return ANNA_OK;
		if (!pos)
			return ANNA_OK;
		if (anna_notation_read_uci(pos, tok[1], &out->best, NULL) != ANNA_OK) {
			out->best = ANNA_MOVE_NONE;
			return anna_error_set(err, ANNA_E_ILLEGAL, ANNA_MSG_UCI_BESTMOVE, tok[1]);
		}
		if (n > 3 && !strcmp(tok[2], "ponder")) {
			struct anna_position p = *pos;
			struct anna_undo u;
			anna_position_make(&p, out->best, &u);
			if (anna_notation_read_uci(&p, tok[3], &out->ponder, NULL) != ANNA_OK)
				out->ponder = ANNA_MOVE_NONE; /* a hint only: dropped */
		}
	}
	return ANNA_OK;
}

/* ---- writing ------------------------------------------------------------ */

/* Appends printf output at *len; false when it does not fit. */
static bool put(char *buf, size_t size, size_t *len, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static bool put(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int w = *len < size ? vsnprintf(buf + *len, size - *len, fmt, ap) : -1;
	va_end(ap);
	if (w < 0 || (size_t)w >= size - *len)
		return false;
	*len += (size_t)w;
	return true;
}

static enum anna_status no_space(char *buf, size_t size, struct anna_error *err)
{
	if (size)
		buf[0] = '\0';
	(void)err;
	return ANNA_E_SPACE;
}

enum anna_status anna_uci_position(const struct anna_game *game, size_t plies, char *buf,
				   size_t size)
{
	if (plies > game->count)
		return ANNA_E_RANGE;
	struct anna_position start;
	anna_position_start(&start);
	size_t len = 0;
	bool ok;
	if (anna_position_equal(&game->start, &start)) {
		ok = put(buf, size, &len, "position startpos");
	} else {
		char fen[128];
		anna_fen_write(&game->start, fen, sizeof(fen));
		ok = put(buf, size, &len, "position fen %s", fen);
	}
	if (ok && plies)
		ok = put(buf, size, &len, " moves");
	for (size_t i = 0; ok && i < plies; i++) {
		char m[6];
		ok = put(buf, size, &len, " %s", anna_move_uci(game->plies[i].move, m));
	}
	if (!ok || !put(buf, size, &len, "\n"))
		return no_space(buf, size, NULL);
	return ANNA_OK;
}

enum anna_status anna_uci_go(const struct anna_uci_go *go, char *buf, size_t size)
{
	size_t len = 0;
	bool ok = put(buf, size, &len, "go");
	if (ok && go->depth)
		ok = put(buf, size, &len, " depth %u", go->depth);
	if (ok && go->nodes)
		ok = put(buf, size, &len, " nodes %llu", (unsigned long long)go->nodes);
	if (ok && go->movetime_ms)
		ok = put(buf, size, &len, " movetime %llu", (unsigned long long)go->movetime_ms);
	if (ok && go->clock) {
		ok = put(buf, size, &len, " wtime %llu btime %llu",
			 (unsigned long long)(go->wtime_ms ? go->wtime_ms : 1),
			 (unsigned long long)(go->btime_ms ? go->btime_ms : 1));
		if (ok && (go->winc_ms || go->binc_ms))
			ok = put(buf, size, &len, " winc %llu binc %llu",
				 (unsigned long long)go->winc_ms, (unsigned long long)go->binc_ms);
		if (ok && go->movestogo)
			ok = put(buf, size, &len, " movestogo %u", go->movestogo);
	}
	if (ok && !go->depth && !go->nodes && !go->movetime_ms && !go->clock)
		ok = put(buf, size, &len, " depth 1");
	if (!ok || !put(buf, size, &len, "\n"))
		return no_space(buf, size, NULL);
	return ANNA_OK;
}

enum anna_status anna_uci_setoption(const char *name, const char *value, char *buf, size_t size)
{
	size_t len = 0;
	bool ok = value ? put(buf, size, &len, "setoption name %s value %s\n", name, value)
			: put(buf, size, &len, "setoption name %s\n", name);
	return ok ? ANNA_OK : no_space(buf, size, NULL);
}

/* ---- levels ------------------------------------------------------------- */

/* Weakest first. The named levels use Skill Level at a shallow depth
 * below the engines' UCI_Elo floor (Stockfish's is 1320-1350) and UCI_Elo
 * above it; "full" is the engine at full strength on the game's clock. */
static const struct anna_uci_level levels[] = {
	{ "beginner", 0, 0, 1, 0 },
	{ "novice", 0, 3, 3, 0 },
	{ "casual", 0, 6, 6, 0 },
	{ "club", 1600, -1, 0, 0 },
	{ "strong", 2000, -1, 0, 0 },
	{ "expert", 2400, -1, 0, 0 },
	{ "full", 0, -1, 0, 0 },
};

const struct anna_uci_level *anna_uci_levels(size_t *n)
{
	*n = sizeof(levels) / sizeof(levels[0]);
	return levels;
}

enum anna_status anna_uci_level_parse(const char *text, struct anna_uci_level *out,
				       struct anna_error *err)
{
	for (size_t i = 0; i < sizeof(levels) / sizeof(levels[0]); i++) {
		if (!strcmp(text, levels[i].name)) {
			*out = levels[i];
			return ANNA_OK;
		}
	}
	long v;
	const char *num = text;
	bool depth = false;
	if (!strncmp(text, "elo ", 4)) {
		num = text + 4;
	} else if (!strncmp(text, "depth ", 6)) {
		num = text + 6;
		depth = true;
	}
	if (read_long(num, &v) && (depth ? v >= 1 && v <= 60 : v >= 1 && v <= 4000)) {
		*out = (struct anna_uci_level){ .name = NULL, .skill = -1 };
		if (depth)
			out->depth = (unsigned)v;
		else
			out->elo = (int)v;
		return ANNA_OK;
	}
	return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_ENGINE_LEVEL, text);
}

void anna_uci_elo_to_options(int elo, long min, long max, int *elo_out, int *skill_out)
{
	*elo_out = 0;
	*skill_out = -1;
	if (elo <= 0)
		return;
	if (max > 0 && min > 0 && elo >= min) {
		*elo_out = elo > max ? (int)max : elo;
		return;
	}
	int s = elo <= 800 ? 0 : (elo - 800) / 50;
	*skill_out = s > 20 ? 20 : s;
}

struct anna_uci_score anna_uci_score_white(struct anna_uci_score s, int side_to_move)
{
	if (side_to_move == ANNA_BLACK) {
		s.value = -s.value;
		s.bound = -s.bound;
	}
	return s;
}

/* e^x for |x| <= 12, without libm (core links libc only): the series on
 * x / 64, then squared six times. Good to a few parts in a million. */
static double exp_small(double x)
{
	double y = x / 64.0, term = 1.0, sum = 1.0;
	for (int k = 1; k < 12; k++) {
		term *= y / k;
		sum += term;
	}
	for (int k = 0; k < 6; k++)
		sum *= sum;
	return sum;
}

unsigned anna_uci_expectation(struct anna_uci_score white)
{
	if (!white.valid)
		return 500;
	if (white.mate)
		return white.value > 0 ? 1000 : 0;
	int cp = white.value;
	if (cp > 2000)
		cp = 2000;
	if (cp < -2000)
		cp = -2000;
	/* 10^(-cp/400) = e^(-cp * ln 10 / 400) */
	double p = 1.0 / (1.0 + exp_small(-(double)cp * 2.302585092994046 / 400.0));
	return (unsigned)(p * 1000.0 + 0.5);
}
