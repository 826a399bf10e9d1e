/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/brf.c: a scoresheet as BRF pages (speech/brf.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "core/scoresheet.h"
#include "speech/braille.h"
#include "speech/brf.h"

#define LINE_CELLS 1024

struct doc {
	char *buf;
	size_t len, cap;
	unsigned width, height;
	unsigned line; /* lines on the page so far; 0: a page is due */
	unsigned page;
	const char *table;
	enum anna_status st;
	struct anna_error *err;
};

static void put(struct doc *d, const char *s, size_t n)
{
	if (d->st != ANNA_OK)
		return;
	if (d->len + n + 1 > d->cap) {
		size_t cap = d->cap ? d->cap * 2 : 4096;
		while (cap < d->len + n + 1)
			cap *= 2;
		char *b = realloc(d->buf, cap);
		if (!b) {
			d->st = anna_error_set(d->err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
			return;
		}
		d->buf = b;
		d->cap = cap;
	}
	memcpy(d->buf + d->len, s, n);
	d->len += n;
	d->buf[d->len] = 0;
}

static void put_cells(struct doc *d, const uint8_t *cells, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char c = anna_braille_ascii(cells[i]);
		put(d, &c, 1);
	}
}

/* One physical line; a new page first when one is due. */
static void emit(struct doc *d, const uint8_t *cells, size_t n, unsigned indent)
{
	if (d->line == 0) {
		char num[16];
		uint8_t nc[16];
		snprintf(num, sizeof(num), "%u", ++d->page);
		int k = anna_braille_translate(d->table, num, nc, sizeof(nc), d->err);
		if (k < 0) {
			d->st = k;
			return;
		}
		for (unsigned i = 0; i + (unsigned)k < d->width; i++)
			put(d, " ", 1);
		put_cells(d, nc, (size_t)k);
		put(d, "\r\n", 2);
		d->line = 1;
	}
	for (unsigned i = 0; i < indent; i++)
		put(d, " ", 1);
	put_cells(d, cells, n);
	put(d, "\r\n", 2);
	if (++d->line == d->height) {
		put(d, "\f", 1);
		d->line = 0;
	}
}

/* A line of text in braille, broken at blanks to the page's width. */
static void text_line(struct doc *d, const char *text)
{
	uint8_t cells[LINE_CELLS];
	if (d->st != ANNA_OK)
		return;
	int n = anna_braille_translate(d->table, text, cells, sizeof(cells), d->err);
	if (n < 0) {
		d->st = n;
		return;
	}
	size_t at = 0, left = (size_t)n;
	unsigned indent = 0;
	do {
		size_t room = d->width - indent, take = left;
		if (left > room) {
			take = room;
			for (size_t i = room; i > 0; i--)
				if (cells[at + i] == 0) {
					take = i;
					break;
				}
		}
		emit(d, cells + at, take, indent);
		at += take;
		left -= take;
		while (left && cells[at] == 0)
			at++, left--;
		indent = 2;
	} while (left && d->st == ANNA_OK);
}

static void word_line(struct doc *d, const struct anna_profile *p, const char *key,
		      const char *arg)
{
	char buf[512];
	const char *args[] = { arg };
	if (anna_profile_format(p, key, args, arg ? 1 : 0, buf, sizeof(buf)) < 0)
		return;
	text_line(d, buf);
}

static void clock_text(uint32_t ms, char *buf, size_t size)
{
	unsigned s = ms / 1000;
	snprintf(buf, size, "%u:%02u:%02u", s / 3600, s / 60 % 60, s % 60);
}

/* One move: SAN, (=) after a draw offer, the mover's clock if asked. */
static void move_text(const struct anna_game *g, size_t i, const struct anna_letters *letters,
		      bool clocks, char *buf, size_t size)
{
	struct anna_position pos;
	const struct anna_game_ply *ply = &g->plies[i];
	char san[64] = "?";
	if (anna_game_position_at(g, i, &pos) == ANNA_OK)
		anna_notation_write_san(&pos, ply->move, letters, 0, san, sizeof(san));
	size_t n = (size_t)snprintf(buf, size, "%s%s", san,
				    ply->flags & ANNA_PLY_DRAW_OFFER ? " (=)" : "");
	if (clocks && ply->clock_ms != ANNA_GAME_NO_CLOCK && n < size) {
		char c[32];
		clock_text(ply->clock_ms, c, sizeof(c));
		snprintf(buf + n, size - n, " %s", c);
	}
}

static void moves(struct doc *d, const struct anna_game *g, const struct anna_letters *letters,
		  bool clocks)
{
	for (size_t i = 0; i < g->count && d->st == ANNA_OK;) {
		char line[256], a[96], b[96] = "";
		unsigned no = anna_sheet_move_number(&g->start, (unsigned)i);
		bool white = (g->start.side + i) % 2 == ANNA_WHITE;
		move_text(g, i, letters, clocks, a, sizeof(a));
		if (!white) { /* a game that starts with Black to move */
			snprintf(line, sizeof(line), "%u. ... %s", no, a);
			i++;
		} else {
			if (i + 1 < g->count)
				move_text(g, i + 1, letters, clocks, b, sizeof(b));
			snprintf(line, sizeof(line), "%u. %s%s%s", no, a, *b ? " " : "", b);
			i += *b ? 2 : 1;
		}
		text_line(d, line);
	}
}

enum anna_status anna_brf_scoresheet(const struct anna_pgn_game *pg,
				     const struct anna_brf_options *opt, char **out, size_t *len,
				     struct anna_error *err)
{
	const struct anna_profile *p = opt->profile;
	struct doc d = {
		.width = opt->width ? opt->width : ANNA_BRF_WIDTH,
		.height = opt->height ? opt->height : ANNA_BRF_HEIGHT,
		.table = opt->table ? opt->table : anna_profile_word(p, ANNA_WORD_BRAILLE_TABLE),
		.err = err,
	};
	if (d.width < 10 || d.width > 200)
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_BRAILLE_SIZE, "10", "200");
	if (d.height < 5 || d.height > 100)
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_BRAILLE_SIZE, "5", "100");
	enum anna_status st = anna_braille_check_table(d.table, err);
	if (st != ANNA_OK)
		return st;
	struct anna_letters letters;
	const struct anna_letters *lp =
		anna_letters_parse(&letters, anna_profile_word(p, ANNA_WORD_LETTERS), NULL) ==
				ANNA_OK
			? &letters
			: NULL;
	static const char *const tags[][2] = {
		{ "Event", "brf.event" }, { "Site", "brf.site" },   { "Date", "brf.date" },
		{ "Round", "brf.round" }, { "White", "brf.white" }, { "Black", "brf.black" },
	};
	word_line(&d, p, "brf.title", NULL);
	for (size_t i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
		const char *v = anna_pgn_tag_get(pg, tags[i][0]);
		if (v && *v && strcmp(v, "?"))
			word_line(&d, p, tags[i][1], v);
	}
	moves(&d, &pg->game, lp, opt->clocks);
	word_line(&d, p, "brf.result", anna_game_result_str(pg->game.result));
	if (d.line)
		put(&d, "\f", 1);
	if (d.st != ANNA_OK) {
		free(d.buf);
		return d.st;
	}
	*out = d.buf;
	*len = d.len;
	return ANNA_OK;
}
