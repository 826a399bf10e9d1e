/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/pgn.c: PGN read game by game from a buffer, and written in export
 * format (pgn.h). */
#include "core/pgn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"

/* ---- the game: tags and notes ---- */

enum anna_status anna_pgn_game_init(struct anna_pgn_game *pg, enum anna_edition edition)
{
	memset(pg, 0, sizeof(*pg));
	if (anna_game_init(&pg->game, edition, NULL) == ANNA_OK)
		return ANNA_OK;
	anna_game_init(&pg->game, ANNA_EDITION_2017, NULL);
	return ANNA_E_INVALID;
}

void anna_pgn_game_fini(struct anna_pgn_game *pg)
{
	if (!pg)
		return;
	for (size_t i = 0; i < pg->n_tags; i++) {
		free(pg->tags[i].name);
		free(pg->tags[i].value);
	}
	free(pg->tags);
	for (size_t i = 0; i < pg->notes_len; i++)
		free(pg->notes[i].comment);
	free(pg->notes);
	anna_game_fini(&pg->game);
	struct anna_game g = pg->game;
	memset(pg, 0, sizeof(*pg));
	pg->game = g;
}

enum anna_status anna_pgn_game_set_record(struct anna_pgn_game *pg,
					  const struct anna_game *game)
{
	struct anna_game copy;
	if (anna_game_copy(&copy, game) != ANNA_OK)
		return ANNA_E_NOMEM;
	anna_game_fini(&pg->game);
	pg->game = copy;
	while (pg->notes_len > copy.count + 1) {
		pg->notes_len--;
		free(pg->notes[pg->notes_len].comment);
	}
	return ANNA_OK;
}

static bool symbol_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

static bool valid_tag_name(const char *name)
{
	if (!name || !*name)
		return false;
	for (const char *p = name; *p; p++)
		if (!symbol_char(*p))
			return false;
	return true;
}

/* Tags that come from the game record, not from the tag list. */
static bool derived_tag(const char *name)
{
	return strcmp(name, "Result") == 0 || strcmp(name, "SetUp") == 0 ||
	       strcmp(name, "FEN") == 0;
}

static struct anna_pgn_tag *find_tag(const struct anna_pgn_game *pg, const char *name)
{
	for (size_t i = 0; i < pg->n_tags; i++)
		if (strcmp(pg->tags[i].name, name) == 0)
			return &pg->tags[i];
	return NULL;
}

enum anna_status anna_pgn_tag_set(struct anna_pgn_game *pg, const char *name,
				  const char *value)
{
	if (!valid_tag_name(name) || derived_tag(name) || !value)
		return ANNA_E_INVALID;
	char *v = strdup(value);
	if (!v)
		return ANNA_E_NOMEM;
	struct anna_pgn_tag *t = find_tag(pg, name);
	if (t) {
		free(t->value);
		t->value = v;
		return ANNA_OK;
	}
	if (pg->n_tags == pg->tags_cap) {
		size_t cap = pg->tags_cap ? 2 * pg->tags_cap : 8;
		struct anna_pgn_tag *n = realloc(pg->tags, cap * sizeof(*n));
		if (!n) {
			free(v);
			return ANNA_E_NOMEM;
		}
		pg->tags = n;
		pg->tags_cap = cap;
	}
	char *nm = strdup(name);
	if (!nm) {
		free(v);
		return ANNA_E_NOMEM;
	}
	pg->tags[pg->n_tags].name = nm;
	pg->tags[pg->n_tags].value = v;
	pg->n_tags++;
	return ANNA_OK;
}

const char *anna_pgn_tag_get(const struct anna_pgn_game *pg, const char *name)
{
	const struct anna_pgn_tag *t = find_tag(pg, name);
	return t ? t->value : NULL;
}

/* The note at index i, created (with the ones before it) if needed. */
static struct anna_pgn_note *note_at(struct anna_pgn_game *pg, size_t i)
{
	if (i >= pg->notes_cap) {
		size_t cap = pg->notes_cap ? pg->notes_cap : 16;
		while (cap <= i)
			cap *= 2;
		struct anna_pgn_note *n = realloc(pg->notes, cap * sizeof(*n));
		if (!n)
			return NULL;
		pg->notes = n;
		pg->notes_cap = cap;
	}
	while (pg->notes_len <= i)
		memset(&pg->notes[pg->notes_len++], 0, sizeof(*pg->notes));
	return &pg->notes[i];
}

const struct anna_pgn_note *anna_pgn_note(const struct anna_pgn_game *pg, size_t i)
{
	if (i >= pg->notes_len)
		return NULL;
	const struct anna_pgn_note *n = &pg->notes[i];
	return n->comment || n->n_nags ? n : NULL;
}

/* Appends text (len bytes) to a comment, whitespace and control
 * characters collapsed to single spaces, "}" dropped. */
static enum anna_status comment_append(char **comment, const char *text, size_t len)
{
	size_t old = *comment ? strlen(*comment) : 0;
	char *c = realloc(*comment, old + len + 2);
	if (!c)
		return ANNA_E_NOMEM;
	size_t o = old;
	bool space = o > 0;
	for (size_t i = 0; i < len; i++) {
		unsigned char ch = (unsigned char)text[i];
		if (ch <= ' ' || ch == 0x7f) {
			space = o > 0;
			continue;
		}
		if (ch == '}')
			continue;
		if (space)
			c[o++] = ' ';
		space = false;
		c[o++] = (char)ch;
	}
	c[o] = '\0';
	if (o == 0) {
		free(c);
		c = NULL;
	}
	*comment = c;
	return ANNA_OK;
}

enum anna_status anna_pgn_comment_set(struct anna_pgn_game *pg, size_t i,
				      const char *text)
{
	if (i > pg->game.count)
		return ANNA_E_RANGE;
	if (text && strchr(text, '}'))
		return ANNA_E_INVALID;
	struct anna_pgn_note *n = note_at(pg, i);
	if (!n)
		return ANNA_E_NOMEM;
	free(n->comment);
	n->comment = NULL;
	return text ? comment_append(&n->comment, text, strlen(text)) : ANNA_OK;
}

enum anna_status anna_pgn_nag_add(struct anna_pgn_game *pg, size_t i, unsigned nag)
{
	if (i > pg->game.count || nag > 255)
		return ANNA_E_RANGE;
	struct anna_pgn_note *n = note_at(pg, i);
	if (!n)
		return ANNA_E_NOMEM;
	if (n->n_nags >= ANNA_PGN_NAGS)
		return ANNA_E_RANGE;
	n->nags[n->n_nags++] = (uint8_t)nag;
	return ANNA_OK;
}

static const char *const roster[] = { "Event", "Site", "Date", "Round",
				      "White", "Black" };

static bool roster_tag(const char *name)
{
	for (size_t i = 0; i < sizeof(roster) / sizeof(roster[0]); i++)
		if (strcmp(name, roster[i]) == 0)
			return true;
	return strcmp(name, "TimeControl") == 0;
}

/* Event "?", Date "????.??.??" and the like: the roster's unknowns. */
static bool roster_default(const char *name, const char *value)
{
	for (size_t i = 0; i < sizeof(roster) / sizeof(roster[0]); i++)
		if (strcmp(name, roster[i]) == 0)
			return strcmp(value, strcmp(name, "Date") ? "?" : "????.??.??") == 0;
	return false;
}

/* ---- reading: the cursor ---- */

void anna_pgn_reader_init(struct anna_pgn_reader *r, const char *buf, size_t len,
			  enum anna_edition edition)
{
	memset(r, 0, sizeof(*r));
	r->buf = buf;
	r->len = len;
	r->line = 1;
	r->column = 1;
	r->line_blank = true;
	r->edition = edition;
	/* A UTF-8 byte order mark is no part of the first game. */
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		r->pos = 3;
}

static int peek(const struct anna_pgn_reader *r)
{
	return r->pos < r->len ? (unsigned char)r->buf[r->pos] : -1;
}

static int peek_at(const struct anna_pgn_reader *r, size_t ahead)
{
	return r->pos + ahead < r->len ? (unsigned char)r->buf[r->pos + ahead] : -1;
}

static bool space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	       c == '\v';
}

static void advance(struct anna_pgn_reader *r)
{
	if (r->pos >= r->len)
		return;
	char c = r->buf[r->pos++];
	if (c == '\n') {
		r->line++;
		r->column = 1;
		r->line_blank = true;
		return;
	}
	if (!space((unsigned char)c))
		r->line_blank = false;
	if (r->pos >= r->len || ((unsigned char)r->buf[r->pos] & 0xc0) != 0x80)
		r->column++; /* columns count characters, not bytes */
}

/* Is everything before the cursor on its line blank? */
static bool at_line_start(const struct anna_pgn_reader *r)
{
	return r->line_blank;
}

static void skip_line(struct anna_pgn_reader *r)
{
	while (peek(r) != -1 && peek(r) != '\n')
		advance(r);
	advance(r);
}

/* Blanks, and escape lines ("%" in the first column). */
static void skip_blank(struct anna_pgn_reader *r)
{
	for (;;) {
		int c = peek(r);
		if (c == '%' && r->column == 1)
			skip_line(r);
		else if (space(c))
			advance(r);
		else
			return;
	}
}

/* Where an error is reported: a saved cursor. */
struct mark {
	unsigned line, column;
};

static struct mark here(const struct anna_pgn_reader *r)
{
	return (struct mark){ r->line, r->column };
}

static enum anna_status fail_at(struct anna_error *err, struct mark m,
				enum anna_status st)
{
	anna_error_at(err, m.line, m.column);
	return st;
}

/* ---- reading: tags ---- */

struct tag_state {
	char *result;              /* the Result tag's value */
	char *fen;
	char *setup;
	struct mark fen_at;
};

static void tag_state_free(struct tag_state *ts)
{
	free(ts->result);
	free(ts->fen);
	free(ts->setup);
}

/* A token's text for an error argument: up to the next blank or bracket,
 * at most 32 bytes. */
static void token_text(const struct anna_pgn_reader *r, char *out, size_t size)
{
	size_t n = 0;
	for (size_t p = r->pos; p < r->len && n + 1 < size && n < 32; p++) {
		char c = r->buf[p];
		if (space((unsigned char)c) || c == '\0' || (c == ']' && n))
			break;
		out[n++] = c;
	}
	out[n] = '\0';
}

static enum anna_status read_tag(struct anna_pgn_reader *r, struct anna_pgn_game *pg,
				 struct tag_state *ts, struct anna_error *err)
{
	struct mark start = here(r);
	advance(r); /* [ */
	while (peek(r) == ' ' || peek(r) == '\t')
		advance(r);
	size_t name_at = r->pos;
	while (peek(r) != -1 && symbol_char((char)peek(r)))
		advance(r);
	size_t name_len = r->pos - name_at;
	if (name_len == 0 || name_len > 64) {
		char text[40];
		r->pos = name_at;
		token_text(r, text, sizeof(text));
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_NAME, text);
		return fail_at(err, start, ANNA_E_SYNTAX);
	}
	char name[65];
	memcpy(name, r->buf + name_at, name_len);
	name[name_len] = '\0';
	while (peek(r) == ' ' || peek(r) == '\t')
		advance(r);
	struct mark value_at = here(r);
	if (peek(r) != '"') {
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_VALUE, name);
		return fail_at(err, value_at, ANNA_E_SYNTAX);
	}
	advance(r);
	/* The value, with \" and \\ unescaped, on this line. */
	size_t cap = 64, n = 0;
	char *v = malloc(cap);
	if (!v)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	for (;;) {
		int c = peek(r);
		if (c == -1 || c == '\n' || c == '\r') {
			free(v);
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_UNTERMINATED, name);
			return fail_at(err, value_at, ANNA_E_SYNTAX);
		}
		advance(r);
		if (c == '"')
			break;
		if (c == '\\' && (peek(r) == '"' || peek(r) == '\\')) {
			c = peek(r);
			advance(r);
		}
		if (c < ' ' || c == 0x7f)
			c = ' ';
		if (n + 2 > cap) {
			char *nv = realloc(v, cap *= 2);
			if (!nv) {
				free(v);
				return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
			}
			v = nv;
		}
		v[n++] = (char)c;
	}
	v[n] = '\0';
	while (peek(r) == ' ' || peek(r) == '\t')
		advance(r);
	if (peek(r) != ']') {
		free(v);
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_CLOSE, name);
		return fail_at(err, here(r), ANNA_E_SYNTAX);
	}
	advance(r);

	char **slot = NULL;
	if (strcmp(name, "Result") == 0)
		slot = &ts->result;
	else if (strcmp(name, "FEN") == 0)
		slot = &ts->fen;
	else if (strcmp(name, "SetUp") == 0)
		slot = &ts->setup;
	if ((slot && *slot) || (!slot && find_tag(pg, name))) {
		free(v);
		anna_error_set(err, ANNA_E_DUPLICATE, ANNA_MSG_PGN_TAG_DUPLICATE, name);
		return fail_at(err, start, ANNA_E_DUPLICATE);
	}
	if (slot) {
		*slot = v;
		if (slot == &ts->fen)
			ts->fen_at = value_at;
		return ANNA_OK;
	}
	/* A roster tag with its "unknown" value is no information: the
	 * writer puts it back (so writing and reading give the same game). */
	if (roster_default(name, v)) {
		free(v);
		return ANNA_OK;
	}
	enum anna_status st = anna_pgn_tag_set(pg, name, v);
	free(v);
	if (st != ANNA_OK)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	return ANNA_OK;
}

/* ---- reading: comments and their commands ---- */

/* What separates a comment's words: whitespace and every control
 * character, as comment_append() collapses them into one space, so a word
 * such as "(=)" means the same read from the file and read back from what
 * anna writes (a round trip never changes a game's meaning). */
static bool comment_blank(unsigned char c)
{
	return c <= ' ' || c == 0x7f;
}

static bool digit(int c)
{
	return c >= '0' && c <= '9';
}

/*
 * Takes one comment's text apart: [%clk ...] sets the clock of the last
 * ply, a "(=)" word marks its draw offer (SHEET-5); the rest is the
 * comment. Before the first move both stay in the text.
 */
static enum anna_status take_comment(struct anna_pgn_game *pg, const char *text,
				     size_t len, struct mark at, struct anna_error *err)
{
	size_t ply = pg->game.count;
	struct anna_pgn_note *note = note_at(pg, ply);
	if (!note)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	size_t i = 0, plain = 0;
	while (i < len) {
		if (ply > 0 && len - i >= 5 && memcmp(text + i, "[%clk", 5) == 0) {
			/* [%clk H:MM:SS[.f]], read by the clock's own reader */
			size_t j = i + 5, k;
			while (j < len && space((unsigned char)text[j]))
				j++;
			uint64_t ms = 0;
			size_t n = anna_clock_scan_clk(text + j, len - j, &ms);
			bool ok = n > 0 && ms < ANNA_GAME_NO_CLOCK;
			k = j + n;
			while (k < len && space((unsigned char)text[k]))
				k++;
			if (!ok || k >= len || text[k] != ']') {
				char arg[40];
				size_t e = i;
				while (e < len && text[e] != ']' && e - i < 32)
					e++;
				if (e < len && text[e] == ']')
					e++;
				snprintf(arg, sizeof(arg), "%.*s", (int)(e - i), text + i);
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_CLOCK, arg);
				return fail_at(err, at, ANNA_E_SYNTAX);
			}
			if (comment_append(&note->comment, text + plain, i - plain))
				return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
			pg->game.plies[ply - 1].clock_ms = (uint32_t)ms;
			i = plain = k + 1;
			continue;
		}
		bool word_start = i == 0 || comment_blank((unsigned char)text[i - 1]);
		if (ply > 0 && word_start && len - i >= 3 && memcmp(text + i, "(=)", 3) == 0 &&
		    (i + 3 == len || comment_blank((unsigned char)text[i + 3]))) {
			if (comment_append(&note->comment, text + plain, i - plain))
				return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
			pg->game.plies[ply - 1].flags |= ANNA_PLY_DRAW_OFFER;
			i = plain = i + 3;
			continue;
		}
		i++;
	}
	if (comment_append(&note->comment, text + plain, len - plain))
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	return ANNA_OK;
}

/* { ... }: the comment runs to the first "}". */
static enum anna_status read_brace_comment(struct anna_pgn_reader *r,
					   struct anna_pgn_game *pg, struct anna_error *err)
{
	struct mark start = here(r);
	advance(r);
	size_t from = r->pos;
	while (peek(r) != -1 && peek(r) != '}')
		advance(r);
	if (peek(r) == -1) {
		anna_error_set(err, ANNA_E_TRUNCATED, ANNA_MSG_PGN_COMMENT_UNTERMINATED);
		return fail_at(err, start, ANNA_E_TRUNCATED);
	}
	size_t to = r->pos;
	advance(r);
	if (!pg)
		return ANNA_OK;
	return take_comment(pg, r->buf + from, to - from, start, err);
}

/* ; ... to the end of the line. */
static enum anna_status read_line_comment(struct anna_pgn_reader *r,
					  struct anna_pgn_game *pg, struct anna_error *err)
{
	struct mark start = here(r);
	advance(r);
	size_t from = r->pos;
	while (peek(r) != -1 && peek(r) != '\n')
		advance(r);
	if (!pg)
		return ANNA_OK;
	return take_comment(pg, r->buf + from, r->pos - from, start, err);
}

/* ( ... ): a variation, nested ones and comments inside, skipped. */
static enum anna_status skip_variation(struct anna_pgn_reader *r, struct anna_error *err)
{
	struct mark start = here(r);
	unsigned depth = 0;
	for (;;) {
		int c = peek(r);
		if (c == -1) {
			anna_error_set(err, ANNA_E_TRUNCATED, ANNA_MSG_PGN_VARIATION_UNTERMINATED);
			return fail_at(err, start, ANNA_E_TRUNCATED);
		}
		if (c == '{') {
			enum anna_status st = read_brace_comment(r, NULL, err);
			if (st != ANNA_OK)
				return st;
			continue;
		}
		if (c == ';') {
			read_line_comment(r, NULL, err);
			continue;
		}
		if (c == '%' && r->column == 1) {
			skip_line(r);
			continue;
		}
		advance(r);
		if (c == '(')
			depth++;
		else if (c == ')' && --depth == 0)
			return ANNA_OK;
	}
}

/* "(=)" with optional blanks inside: a draw offer, not a variation. */
static size_t draw_offer_length(const struct anna_pgn_reader *r)
{
	size_t k = 1;
	while (peek_at(r, k) == ' ' || peek_at(r, k) == '\t')
		k++;
	if (peek_at(r, k) != '=')
		return 0;
	k++;
	while (peek_at(r, k) == ' ' || peek_at(r, k) == '\t')
		k++;
	return peek_at(r, k) == ')' ? k + 1 : 0;
}

/* ---- reading: movetext ---- */

/* Ends a movetext token (SAN, number, result). */
static bool delimiter(int c)
{
	return c == -1 || space(c) || c == '{' || c == '}' || c == '(' || c == ')' ||
	       c == ';' || c == '[' || c == ']' || c == '$' || c == '"' || c == '\0';
}

static int glyph_nag(const char *s, size_t n)
{
	static const char *const glyphs[] = { "!", "?", "!!", "??", "!?", "?!" };
	for (int i = 0; i < 6; i++)
		if (strlen(glyphs[i]) == n && memcmp(glyphs[i], s, n) == 0)
			return i + 1;
	return -1;
}

static enum anna_status add_nag(struct anna_pgn_game *pg, unsigned nag,
				struct anna_error *err)
{
	struct anna_pgn_note *n = note_at(pg, pg->game.count);
	if (!n)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	if (n->n_nags < ANNA_PGN_NAGS)
		n->nags[n->n_nags++] = (uint8_t)nag;
	return ANNA_OK;
}

static enum anna_status unexpected(struct anna_error *err, const char *text,
				   size_t len, struct mark at)
{
	char arg[40];
	snprintf(arg, sizeof(arg), "%.*s", (int)(len < 32 ? len : 32), text);
	anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_UNEXPECTED, arg);
	return fail_at(err, at, ANNA_E_SYNTAX);
}

/* One SAN move (with glyphs attached) at text[0..len). */
static enum anna_status read_move(struct anna_pgn_game *pg, const char *text,
				  size_t len, struct mark at, struct anna_error *err)
{
	size_t g = len;
	while (g > 0 && (text[g - 1] == '!' || text[g - 1] == '?'))
		g--;
	int nag = g < len ? glyph_nag(text + g, len - g) : 0;
	if (nag < 0 || g == 0 || g > 32)
		return unexpected(err, text, len, at);
	char san[33];
	memcpy(san, text, g);
	san[g] = '\0';
	uint16_t move;
	enum anna_status st = anna_notation_read_san(&pg->game.pos, san, NULL, &move, err);
	if (st != ANNA_OK)
		return fail_at(err, at, st);
	st = anna_game_append(&pg->game, move, err);
	if (st != ANNA_OK)
		return fail_at(err, at, st);
	if (nag > 0)
		return add_nag(pg, (unsigned)nag, err);
	return ANNA_OK;
}

/* A token starting with a digit: a result, a move number (maybe with the
 * move glued on: "1.e4"), or castling with zeros. */
static enum anna_status read_number(struct anna_pgn_game *pg, const char *text,
				    size_t len, struct mark at, int *result,
				    struct anna_error *err)
{
	int res = anna_game_result_parse(text, len);
	if (res >= 0) {
		*result = res;
		return ANNA_OK;
	}
	if (len >= 3 && text[0] == '0' && text[1] == '-' && text[2] == '0')
		return read_move(pg, text, len, at, err);
	size_t d = 0;
	unsigned long num = 0;
	while (d < len && digit(text[d]) && d < 6)
		num = num * 10 + (unsigned long)(text[d++] - '0');
	if (d < len && digit(text[d]))
		return unexpected(err, text, len, at);
	size_t dots = d;
	while (dots < len && text[dots] == '.')
		dots++;
	if (dots < len && dots == d) /* digits then something else */
		return unexpected(err, text, len, at);
	if (num != pg->game.pos.fullmove) {
		char found[16], expected[16];
		snprintf(found, sizeof(found), "%lu", num);
		snprintf(expected, sizeof(expected), "%u", pg->game.pos.fullmove);
		anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_PGN_MOVE_NUMBER, found, expected);
		return fail_at(err, at, ANNA_E_INVALID);
	}
	if (dots == len)
		return ANNA_OK;
	at.column += (unsigned)dots;
	return read_move(pg, text + dots, len - dots, at, err);
}

/* END-1, END-3: a checkmate or a stalemate at the end of the moves
 * decides the result; a marker other than that or "*" contradicts it. */
static enum anna_status check_final_position(const struct anna_pgn_game *pg,
					     struct mark at, struct anna_error *err)
{
	const struct anna_position *pos = &pg->game.pos;
	uint16_t moves[ANNA_MAX_MOVES];
	enum anna_game_result r = pg->game.result;
	if (r == ANNA_RESULT_UNKNOWN || anna_movegen_legal(pos, moves) > 0)
		return ANNA_OK;
	if (!anna_position_in_check(pos)) {
		if (r == ANNA_RESULT_DRAW)
			return ANNA_OK;
		anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_STALEMATE,
			       anna_game_result_str(r));
		return fail_at(err, at, ANNA_E_INVALID);
	}
	enum anna_game_result want = pos->side == ANNA_WHITE ?
		ANNA_RESULT_BLACK_WINS : ANNA_RESULT_WHITE_WINS;
	if (r == want)
		return ANNA_OK;
	anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_CHECKMATE,
		       anna_game_result_str(r), anna_game_result_str(want));
	return fail_at(err, at, ANNA_E_INVALID);
}

/* The movetext up to and including its result. */
static enum anna_status read_movetext(struct anna_pgn_reader *r, struct anna_pgn_game *pg,
				      const struct tag_state *ts, struct anna_error *err)
{
	for (;;) {
		skip_blank(r);
		struct mark at = here(r);
		int c = peek(r);
		enum anna_status st = ANNA_OK;
		if (c == -1 || (c == '[' && at_line_start(r))) {
			/* the end of the input, or the next game's tags */
			anna_error_set(err, ANNA_E_TRUNCATED, ANNA_MSG_PGN_NO_RESULT);
			return fail_at(err, at, ANNA_E_TRUNCATED);
		}
		if (c == '{') {
			st = read_brace_comment(r, pg, err);
		} else if (c == ';') {
			st = read_line_comment(r, pg, err);
		} else if (c == '(') {
			size_t n = draw_offer_length(r);
			if (n && pg->game.count > 0) {
				pg->game.plies[pg->game.count - 1].flags |= ANNA_PLY_DRAW_OFFER;
				while (n--)
					advance(r);
			} else {
				st = skip_variation(r, err);
			}
		} else if (c == ')') {
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_VARIATION_CLOSE);
			return fail_at(err, at, ANNA_E_SYNTAX);
		} else if (c == '$') {
			advance(r);
			size_t from = r->pos;
			unsigned long nag = 0;
			while (digit(peek(r)) && r->pos - from < 4) {
				nag = nag * 10 + (unsigned long)(peek(r) - '0');
				advance(r);
			}
			if (r->pos == from || nag > 255 || !delimiter(peek(r))) {
				while (!delimiter(peek(r)))
					advance(r);
				char arg[40];
				size_t n = r->pos - from + 1;
				snprintf(arg, sizeof(arg), "%.*s", (int)(n < 32 ? n : 32),
					 r->buf + from - 1);
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_NAG, arg);
				return fail_at(err, at, ANNA_E_SYNTAX);
			}
			st = add_nag(pg, (unsigned)nag, err);
		} else {
			size_t from = r->pos;
			while (!delimiter(peek(r)))
				advance(r);
			if (r->pos == from) /* a lone delimiter: ] } " [ NUL */
				advance(r);
			const char *text = r->buf + from;
			size_t len = r->pos - from;
			int result = -1;
			if (c == '*' && len == 1)
				result = ANNA_RESULT_UNKNOWN;
			else if (digit(c))
				st = read_number(pg, text, len, at, &result, err);
			else if (c == '!' || c == '?') {
				int nag = glyph_nag(text, len);
				if (nag < 0)
					return unexpected(err, text, len, at);
				st = add_nag(pg, (unsigned)nag, err);
			} else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80)
				st = read_move(pg, text, len, at, err);
			else
				return unexpected(err, text, len, at);
			if (st == ANNA_OK && result >= 0) {
				pg->game.result = (enum anna_game_result)result;
				if (ts->result && strcmp(ts->result, anna_game_result_str(pg->game.result))) {
					char marker[8];
					snprintf(marker, sizeof(marker), "%s",
						 anna_game_result_str(pg->game.result));
					anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_MISMATCH,
						       ts->result, marker);
					return fail_at(err, at, ANNA_E_INVALID);
				}
				return check_final_position(pg, at, err);
			}
		}
		if (st != ANNA_OK)
			return st;
	}
}

/* After a damaged game: on to the line where the next game's tags begin. */
static void skip_to_next_game(struct anna_pgn_reader *r, bool in_tags)
{
	if (peek(r) == '[' && at_line_start(r) && !in_tags)
		return;
	skip_line(r);
	if (in_tags) {
		/* the rest of this game's tags */
		for (;;) {
			size_t p = r->pos;
			while (p < r->len && (r->buf[p] == ' ' || r->buf[p] == '\t'))
				p++;
			if (p >= r->len || r->buf[p] != '[')
				break;
			skip_line(r);
		}
	}
	while (peek(r) != -1) {
		while (peek(r) == ' ' || peek(r) == '\t')
			advance(r);
		if (peek(r) == '[')
			return;
		skip_line(r);
	}
}

/*
 * Is the rest of the input only blanks and control characters (NUL bytes
 * after the last game, say)? Then that is no game: err names the first
 * control byte and its offset, and the reader skips to the end.
 */
static bool trailing_control(struct anna_pgn_reader *r, struct anna_error *err)
{
	for (size_t i = r->pos; i < r->len; i++) {
		unsigned char c = (unsigned char)r->buf[i];
		if (!space(c) && c >= 0x20 && c != 0x7f)
			return false;
	}
	char byte[8], offset[24];
	snprintf(byte, sizeof(byte), "0x%02x", (unsigned char)r->buf[r->pos]);
	snprintf(offset, sizeof(offset), "%zu", r->pos);
	anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_PGN_TRAILING_CONTROL, byte, offset);
	fail_at(err, here(r), ANNA_E_SYNTAX);
	while (peek(r) != -1)
		advance(r);
	return true;
}

enum anna_status anna_pgn_read(struct anna_pgn_reader *r, struct anna_pgn_game *pg,
			       struct anna_error *err)
{
	anna_error_clear(err);
	if (anna_pgn_game_init(pg, r->edition) != ANNA_OK) {
		char ed[16];
		snprintf(ed, sizeof(ed), "%d", (int)r->edition);
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_GAME_EDITION, ed);
	}
	skip_blank(r);
	if (peek(r) == -1)
		return ANNA_E_NOTFOUND;
	if (trailing_control(r, err))
		return ANNA_E_SYNTAX;
	r->games++;
	struct tag_state ts = { 0 };
	enum anna_status st = ANNA_OK;
	bool in_tags = true;
	while (st == ANNA_OK) {
		skip_blank(r);
		if (peek(r) != '[')
			break;
		st = read_tag(r, pg, &ts, err);
	}
	if (st == ANNA_OK && ts.setup && strcmp(ts.setup, "0") != 0 && !ts.fen) {
		anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_PGN_SETUP_FEN);
		st = fail_at(err, here(r), ANNA_E_MISSING);
	}
	if (st == ANNA_OK && ts.fen) {
		struct anna_position start;
		st = anna_fen_read(&start, ts.fen, err);
		if (st != ANNA_OK)
			fail_at(err, ts.fen_at, st);
		else
			anna_game_init(&pg->game, r->edition, &start);
	}
	if (st == ANNA_OK) {
		in_tags = false;
		st = read_movetext(r, pg, &ts, err);
	}
	tag_state_free(&ts);
	if (st != ANNA_OK) {
		anna_pgn_game_fini(pg);
		skip_to_next_game(r, in_tags);
	}
	return st;
}

/* ---- writing ---- */

struct out {
	char *buf;
	size_t size;
	size_t len;        /* everything written, even past size */
	size_t line_len;
};

static void put(struct out *o, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++, o->len++) {
		if (o->len + 1 < o->size)
			o->buf[o->len] = s[i];
		o->line_len = s[i] == '\n' ? 0 : o->line_len + 1;
	}
}

static void puts_(struct out *o, const char *s)
{
	put(o, s, strlen(s));
}

/* A movetext token pre + s + post: on this line after a blank, or on the
 * next line if it would pass the limit. A token starting with "%" never
 * starts a line (that would make it an escape line). */
static void token3(struct out *o, const char *pre, const char *s, size_t n,
		   const char *post)
{
	size_t total = strlen(pre) + n + strlen(post);
	char first = *pre ? pre[0] : n ? s[0] : post[0];
	if (o->line_len > 0) {
		if (o->line_len + 1 + total > ANNA_PGN_LINE_MAX && first != '%')
			put(o, "\n", 1);
		else
			put(o, " ", 1);
	}
	puts_(o, pre);
	put(o, s, n);
	puts_(o, post);
}

static void token(struct out *o, const char *s, size_t n)
{
	token3(o, "", s, n, "");
}

static void tag_line(struct out *o, const char *name, const char *value)
{
	puts_(o, "[");
	puts_(o, name);
	puts_(o, " \"");
	for (const char *p = value; *p; p++) {
		unsigned char c = (unsigned char)*p;
		if (c == '"' || c == '\\')
			put(o, "\\", 1);
		char ch = c < ' ' || c == 0x7f ? ' ' : (char)c;
		put(o, &ch, 1);
	}
	puts_(o, "\"]\n");
}

static int tag_cmp(const void *a, const void *b)
{
	const struct anna_pgn_tag *x = *(const struct anna_pgn_tag *const *)a;
	const struct anna_pgn_tag *y = *(const struct anna_pgn_tag *const *)b;
	return strcmp(x->name, y->name);
}

static void write_tags(struct out *o, const struct anna_pgn_game *pg)
{
	for (size_t i = 0; i < sizeof(roster) / sizeof(roster[0]); i++) {
		const char *v = anna_pgn_tag_get(pg, roster[i]);
		tag_line(o, roster[i], v ? v : strcmp(roster[i], "Date") ? "?" : "????.??.??");
	}
	tag_line(o, "Result", anna_game_result_str(pg->game.result));
	char fen[ANNA_FEN_MAX];
	if (anna_fen_write(&pg->game.start, fen, sizeof(fen)) == ANNA_OK &&
	    strcmp(fen, ANNA_FEN_START) != 0) {
		tag_line(o, "SetUp", "1");
		tag_line(o, "FEN", fen);
	}
	const char *tc = anna_pgn_tag_get(pg, "TimeControl");
	if (tc)
		tag_line(o, "TimeControl", tc);
	/* The others in ASCII order of name. */
	const struct anna_pgn_tag **rest = malloc((pg->n_tags + 1) * sizeof(*rest));
	size_t n = 0;
	for (size_t i = 0; i < pg->n_tags; i++) {
		if (roster_tag(pg->tags[i].name))
			continue;
		if (rest)
			rest[n++] = &pg->tags[i];
		else
			tag_line(o, pg->tags[i].name, pg->tags[i].value);
	}
	if (rest) {
		qsort(rest, n, sizeof(*rest), tag_cmp);
		for (size_t i = 0; i < n; i++)
			tag_line(o, rest[i]->name, rest[i]->value);
		free(rest);
	}
}

/* "[%clk 1:02:03]", or with a fraction "[%clk 0:00:04.5]". */
static void clock_text(uint32_t ms, char *buf, size_t size)
{
	char reading[32];
	anna_clock_write_clk(ms, true, reading, sizeof(reading));
	snprintf(buf, size, "[%%clk %s]", reading);
}

/* Writes the comment for index i (text, draw offer, clock) if there is
 * one, a word per token so lines can break between words; returns true if
 * it wrote anything. */
static bool write_comment(struct out *o, const struct anna_pgn_game *pg, size_t i)
{
	const struct anna_pgn_note *note = anna_pgn_note(pg, i);
	const struct anna_game_ply *ply = i > 0 ? &pg->game.plies[i - 1] : NULL;
	const char *text = note && note->comment ? note->comment : "";
	const char *extra[2];
	size_t n_extra = 0;
	char clk[40];
	if (ply && (ply->flags & ANNA_PLY_DRAW_OFFER))
		extra[n_extra++] = "(=)"; /* SHEET-5 */
	if (ply && ply->clock_ms != ANNA_GAME_NO_CLOCK) {
		clock_text(ply->clock_ms, clk, sizeof(clk));
		extra[n_extra++] = clk;
	}
	bool first = true;
	const char *p = text;
	for (;;) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		const char *w = p;
		while (*p && *p != ' ')
			p++;
		const char *q = p;
		while (*q == ' ')
			q++;
		bool last = !*q && n_extra == 0;
		token3(o, first ? "{" : "", w, (size_t)(p - w), last ? "}" : "");
		first = false;
	}
	for (size_t k = 0; k < n_extra; k++) {
		token3(o, first ? "{" : "", extra[k], strlen(extra[k]),
		       k + 1 == n_extra ? "}" : "");
		first = false;
	}
	return !first;
}

static void write_nags(struct out *o, const struct anna_pgn_game *pg, size_t i)
{
	const struct anna_pgn_note *note = anna_pgn_note(pg, i);
	for (unsigned k = 0; note && k < note->n_nags; k++) {
		char t[8];
		int n = snprintf(t, sizeof(t), "$%u", note->nags[k]);
		token(o, t, (size_t)n);
	}
}

size_t anna_pgn_write(const struct anna_pgn_game *pg, char *buf, size_t size)
{
	struct out o = { .buf = buf, .size = size };
	write_tags(&o, pg);
	put(&o, "\n", 1);
	struct anna_position pos = pg->game.start;
	bool need_number = true;
	write_nags(&o, pg, 0);
	if (write_comment(&o, pg, 0))
		need_number = true;
	for (size_t i = 0; i < pg->game.count; i++) {
		uint16_t m = pg->game.plies[i].move;
		char t[16 + ANNA_NOTATION_MAX];
		t[0] = '\0';
		if (pos.side == ANNA_WHITE)
			snprintf(t, sizeof(t), "%u. ", pos.fullmove);
		else if (need_number)
			snprintf(t, sizeof(t), "%u... ", pos.fullmove);
		char san[ANNA_NOTATION_MAX];
		if (anna_notation_write_san(&pos, m, NULL, 0, san, sizeof(san)) != ANNA_OK)
			anna_move_uci(m, san); /* the record holds legal moves only */
		/* The number stays with its move on one line. */
		token3(&o, t, san, strlen(san), "");
		struct anna_undo u;
		anna_position_make(&pos, m, &u);
		write_nags(&o, pg, i + 1);
		need_number = write_comment(&o, pg, i + 1);
	}
	const char *res = anna_game_result_str(pg->game.result);
	token(&o, res, strlen(res));
	put(&o, "\n\n", 2);
	if (size > 0)
		buf[o.len < size ? o.len : size - 1] = '\0';
	return o.len;
}
