/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/sheetfile.c: a scoresheet as text (core/sheetfile.h).
 */
#include "core/sheetfile.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void anna_sheetfile_init(struct anna_sheetfile *f)
{
	f->entries = NULL;
	f->count = f->capacity = 0;
}

void anna_sheetfile_fini(struct anna_sheetfile *f)
{
	if (!f)
		return;
	free(f->entries);
	anna_sheetfile_init(f);
}

/* ---- the text form ---------------------------------------------------- */

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* Checks UTF-8 (no NUL, no stray or overlong bytes in the common sense:
 * lead byte and the right number of continuation bytes). */
static bool utf8_valid(const char *s, size_t len, size_t *bad)
{
	for (size_t i = 0; i < len;) {
		unsigned char c = (unsigned char)s[i];
		size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 :
			   (c >> 3) == 30 ? 4 : 0;
		if (c == 0 || n == 0 || i + n > len) {
			*bad = i;
			return false;
		}
		for (size_t k = 1; k < n; k++)
			if (((unsigned char)s[i + k] >> 6) != 2) {
				*bad = i;
				return false;
			}
		i += n;
	}
	return true;
}

static bool is_suffix(const char *t, size_t n)
{
	static const char *const suffixes[] = { "+", "++", "#", "e.p.", "ep", "e.p" };
	for (size_t i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++)
		if (strlen(suffixes[i]) == n && memcmp(t, suffixes[i], n) == 0)
			return true;
	return false;
}

static bool is_result(const char *t, size_t n)
{
	static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "½-½", "*" };
	for (size_t i = 0; i < sizeof(results) / sizeof(results[0]); i++)
		if (strlen(results[i]) == n && memcmp(t, results[i], n) == 0)
			return true;
	return false;
}

/* "12." or "12..." (or "12…"): *number and *black; false if not one. */
static bool move_number(const char *t, size_t n, unsigned long *number, bool *black)
{
	size_t i = 0;
	unsigned long v = 0;
	while (i < n && t[i] >= '0' && t[i] <= '9' && i < 6)
		v = v * 10 + (unsigned long)(t[i++] - '0');
	if (i == 0 || i == n)
		return false;
	size_t dots = n - i;
	if (dots == 1 && t[i] == '.')
		*black = false;
	else if ((dots == 3 && memcmp(t + i, "...", 3) == 0) ||
		 (dots == 3 && memcmp(t + i, "\xe2\x80\xa6", 3) == 0))
		*black = true;
	else
		return false;
	*number = v;
	return true;
}

static enum anna_status fail_at(struct anna_error *err, enum anna_status st,
				unsigned line, unsigned column)
{
	anna_error_at(err, line, column);
	return st;
}

enum anna_status anna_sheetfile_parse(struct anna_sheetfile *f, const char *text,
				      size_t len, struct anna_error *err)
{
	anna_error_clear(err);
	size_t bad;
	if (!utf8_valid(text, len, &bad)) {
		unsigned line = 1;
		size_t ls = 0;
		for (size_t i = 0; i < bad; i++)
			if (text[i] == '\n') {
				line++;
				ls = i + 1;
			}
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_BINARY);
		return fail_at(err, ANNA_E_SYNTAX, line, anna_error_column(text + ls, bad - ls));
	}

	unsigned line = 1;
	size_t line_start = 0;
	bool have_number = false, ended = false, line_fresh = true;
	unsigned long last_number = 0;
	char tok[ANNA_SHEET_TEXT * 2];

	for (size_t i = 0; i < len;) {
		char c = text[i];
		if (c == '\n') {
			line++;
			line_start = ++i;
			line_fresh = true;
			continue;
		}
		if (blank(c)) {
			i++;
			continue;
		}
		if (c == ';' || (c == '#' && line_fresh)) {
			while (i < len && text[i] != '\n')
				i++;
			continue;
		}
		line_fresh = false;
		size_t start = i;
		while (i < len && !blank(text[i]))
			i++;
		size_t n = i - start;
		const char *t = text + start;
		unsigned column = anna_error_column(text + line_start, start - line_start);
		snprintf(tok, sizeof(tok), "%.*s", (int)(n < sizeof(tok) - 1 ? n : sizeof(tok) - 1), t);

		unsigned long number;
		bool black;
		if (move_number(t, n, &number, &black)) {
			unsigned long want = last_number + (black ? 0 : 1);
			if (have_number && number != want && !(black && number == last_number + 1)) {
				char found[24], expected[24];
				snprintf(found, sizeof(found), "%lu", number);
				snprintf(expected, sizeof(expected), "%lu", want);
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_MOVE_NUMBER,
					       found, expected);
				return fail_at(err, ANNA_E_SYNTAX, line, column);
			}
			have_number = true;
			last_number = number;
			continue;
		}
		if (ended) {
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_AFTER_RESULT, tok);
			return fail_at(err, ANNA_E_SYNTAX, line, column);
		}
		if (is_result(t, n)) {
			ended = true;
			continue;
		}
		struct anna_sheetfile_entry *e = f->count ? &f->entries[f->count - 1] : NULL;
		bool offer = n == 3 && memcmp(t, "(=)", 3) == 0;
		if (offer || is_suffix(t, n)) {
			/* a mark of the move before it: "Nf3 (=)", "exd6 e.p." */
			bool unreadable = e && strcmp(e->text, "?") == 0;
			if (!e || (unreadable && !offer) || strstr(e->text, "(=)")) {
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SHEETFILE_DANGLING, tok);
				return fail_at(err, ANNA_E_SYNTAX, line, column);
			}
			size_t have = strlen(e->text);
			if (have + 1 + n >= ANNA_SHEET_TEXT) {
				anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SHEETFILE_TOO_LONG, tok);
				return fail_at(err, ANNA_E_RANGE, line, column);
			}
			e->text[have] = ' ';
			memcpy(e->text + have + 1, t, n);
			e->text[have + 1 + n] = '\0';
			continue;
		}
		if (n >= ANNA_SHEET_TEXT) {
			anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SHEETFILE_TOO_LONG, tok);
			return fail_at(err, ANNA_E_RANGE, line, column);
		}
		if (f->count == f->capacity) {
			size_t cap = f->capacity ? f->capacity * 2 : 64;
			struct anna_sheetfile_entry *grown = realloc(f->entries, cap * sizeof(*grown));
			if (!grown) {
				anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_SHEETFILE_NOMEM);
				return fail_at(err, ANNA_E_NOMEM, line, column);
			}
			f->entries = grown;
			f->capacity = cap;
		}
		e = &f->entries[f->count++];
		memcpy(e->text, t, n);
		e->text[n] = '\0';
		e->line = line;
		e->column = column;
	}
	return ANNA_OK;
}

enum anna_status anna_sheetfile_enter(const struct anna_sheetfile *f,
				      struct anna_scoresheet *sheet,
				      const struct anna_letters *letters,
				      struct anna_error *err)
{
	anna_error_clear(err);
	for (size_t i = 0; i < f->count; i++) {
		/* a flagged entry stays on the sheet, flagged: not an error here */
		if (anna_scoresheet_enter(sheet, f->entries[i].text, letters, 0, err) == ANNA_E_NOMEM)
			return ANNA_E_NOMEM;
	}
	anna_error_clear(err);
	return ANNA_OK;
}

enum anna_status anna_sheetfile_letters(const struct anna_sheetfile *f,
					const struct anna_position *start,
					enum anna_letter_set *set,
					struct anna_error *err)
{
	size_t best = 0;
	*set = ANNA_LETTERS_EN;
	for (int s = 0; s < ANNA_LETTERS_COUNT; s++) {
		struct anna_scoresheet sheet;
		anna_scoresheet_init(&sheet, start);
		enum anna_status st = anna_sheetfile_enter(
			f, &sheet, anna_letters_builtin((enum anna_letter_set)s), err);
		size_t read = anna_scoresheet_first_problem(&sheet);
		anna_scoresheet_fini(&sheet);
		if (st != ANNA_OK)
			return st;
		if (s == 0 || read > best) {
			best = read;
			*set = (enum anna_letter_set)s;
		}
		if (best == f->count)
			break;
	}
	return ANNA_OK;
}
