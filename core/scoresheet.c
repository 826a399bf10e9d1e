/*
 * core/scoresheet.c: the scoresheet as written, and its text form.
 */
#include "core/scoresheet.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void anna_scoresheet_init(struct anna_scoresheet *sheet)
{
	sheet->entries = NULL;
	sheet->count = 0;
	sheet->capacity = 0;
}

void anna_scoresheet_fini(struct anna_scoresheet *sheet)
{
	if (!sheet)
		return;
	free(sheet->entries);
	anna_scoresheet_init(sheet);
}

enum anna_status anna_scoresheet_append(struct anna_scoresheet *sheet,
					const char *text, unsigned flags,
					unsigned line, unsigned column,
					struct anna_error *err)
{
	anna_error_clear(err);
	if (strlen(text) >= ANNA_SCORESHEET_TEXT)
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SCORESHEET_TOO_LONG, text);
	if (sheet->count == sheet->capacity) {
		size_t cap = sheet->capacity ? sheet->capacity * 2 : 64;
		struct anna_scoresheet_entry *e = realloc(sheet->entries, cap * sizeof(*e));
		if (!e)
			return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_SCORESHEET_NOMEM);
		sheet->entries = e;
		sheet->capacity = cap;
	}
	struct anna_scoresheet_entry *e = &sheet->entries[sheet->count++];
	memset(e, 0, sizeof(*e));
	strcpy(e->text, text);
	e->flags = flags;
	e->line = line;
	e->column = column;
	return ANNA_OK;
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

enum anna_status anna_scoresheet_parse(struct anna_scoresheet *sheet,
				       const char *text, size_t len,
				       struct anna_error *err)
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
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_BINARY);
		return fail_at(err, ANNA_E_SYNTAX, line, anna_error_column(text + ls, bad - ls));
	}

	unsigned line = 1;
	size_t line_start = 0;
	bool have_number = false, ended = false, line_fresh = true;
	unsigned long last_number = 0;
	char tok[ANNA_SCORESHEET_TEXT * 2];

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
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_MOVE_NUMBER,
					       found, expected);
				return fail_at(err, ANNA_E_SYNTAX, line, column);
			}
			have_number = true;
			last_number = number;
			continue;
		}
		if (ended) {
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_AFTER_RESULT, tok);
			return fail_at(err, ANNA_E_SYNTAX, line, column);
		}
		if (is_result(t, n)) {
			ended = true;
			continue;
		}
		if ((n == 3 && memcmp(t, "(=)", 3) == 0) || is_suffix(t, n)) {
			bool offer = n == 3 && t[0] == '(';
			struct anna_scoresheet_entry *e =
				sheet->count ? &sheet->entries[sheet->count - 1] : NULL;
			if (offer && e) {
				e->flags |= ANNA_SHEET_DRAW_OFFER;
				continue;
			}
			size_t have = e ? strlen(e->text) : 0;
			if (!e || (e->flags & ANNA_SHEET_UNREADABLE)) {
				anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_SCORESHEET_DANGLING, tok);
				return fail_at(err, ANNA_E_SYNTAX, line, column);
			}
			if (have + 1 + n >= ANNA_SCORESHEET_TEXT) {
				anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SCORESHEET_TOO_LONG, tok);
				return fail_at(err, ANNA_E_RANGE, line, column);
			}
			e->text[have] = ' ';
			memcpy(e->text + have + 1, t, n);
			e->text[have + 1 + n] = '\0';
			continue;
		}
		/* "Nf3(=)": the offer written against the move */
		unsigned flags = 0;
		size_t m = n;
		if (m > 3 && memcmp(t + m - 3, "(=)", 3) == 0) {
			flags |= ANNA_SHEET_DRAW_OFFER;
			m -= 3;
		}
		if (m == 1 && t[0] == '?') {
			flags |= ANNA_SHEET_UNREADABLE;
			m = 0;
		} else if (m >= ANNA_SCORESHEET_TEXT) {
			anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SCORESHEET_TOO_LONG, tok);
			return fail_at(err, ANNA_E_RANGE, line, column);
		}
		memcpy(tok, t, m);
		tok[m] = '\0';
		enum anna_status st = anna_scoresheet_append(sheet, tok, flags, line, column, err);
		if (st != ANNA_OK)
			return fail_at(err, st, line, column);
	}
	return ANNA_OK;
}
