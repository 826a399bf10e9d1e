/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/dgtrec.c: recordings of a DGT board's serial line (input/dgtrec.h).
 */
#include "input/dgtrec.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "input/file.h"

bool anna_dgtrec_is(const char *text, size_t len)
{
	size_t h = strlen(ANNA_DGTREC_HEADER);
	return len >= h && memcmp(text, ANNA_DGTREC_HEADER, h) == 0 &&
	       (len == h || text[h] == '\n' || text[h] == '\r');
}

bool anna_dgtrec_file_is(const char *path)
{
	char head[64];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(head, 1, sizeof(head), f) : 0;
	if (f)
		fclose(f);
	return anna_dgtrec_is(head, n);
}

void anna_dgtrec_free(struct anna_dgtrec *rec)
{
	if (!rec)
		return;
	free(rec->chunks);
	free(rec);
}

static enum anna_status line_error(struct anna_error *err, enum anna_msg msg, unsigned line,
				   const char *a1, const char *a2)
{
	anna_error_set(err, ANNA_E_SYNTAX, msg, a1, a2);
	anna_error_at(err, line, 0);
	return ANNA_E_SYNTAX;
}

/* "sec.usec" with exactly six digits of usec. */
static bool parse_time(const char *s, size_t n, uint64_t *us)
{
	size_t dot = 0;
	while (dot < n && s[dot] != '.')
		dot++;
	if (dot == 0 || dot > 12 || n - dot != 7)
		return false;
	uint64_t sec = 0, frac = 0;
	for (size_t i = 0; i < dot; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		sec = sec * 10 + (uint64_t)(s[i] - '0');
	}
	for (size_t i = dot + 1; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		frac = frac * 10 + (uint64_t)(s[i] - '0');
	}
	*us = sec * 1000000 + frac;
	return true;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = (char)(c | 0x20);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* One data line (no line end) into c. */
static enum anna_status parse_line(const char *s, size_t n, unsigned line,
				   struct anna_dgtrec_chunk *c, struct anna_error *err)
{
	char text[96];
	snprintf(text, sizeof(text), "%.*s", (int)(n < 80 ? n : 80), s);
	size_t i = 0;
	while (i < n && s[i] != ' ')
		i++;
	char t[32];
	snprintf(t, sizeof(t), "%.*s", (int)(i < 24 ? i : 24), s);
	if (!parse_time(s, i, &c->us))
		return line_error(err, ANNA_MSG_EVEMU_TIME, line, t, NULL);
	if (i + 2 >= n || s[i + 1] == ' ' || (s[i + 1] != '<' && s[i + 1] != '>') ||
	    s[i + 2] != ' ')
		return line_error(err, ANNA_MSG_DGTREC_LINE, line, text, NULL);
	c->to_board = s[i + 1] == '>';
	c->line = line;
	c->n = 0;
	for (i += 3; i < n;) {
		if (s[i] == ' ') {
			i++;
			continue;
		}
		int hi = hexval(s[i]), lo = i + 1 < n ? hexval(s[i + 1]) : -1;
		if (hi < 0 || lo < 0 || (i + 2 < n && s[i + 2] != ' ') ||
		    c->n == ANNA_DGTREC_LINE_BYTES)
			return line_error(err, ANNA_MSG_DGTREC_LINE, line, text, NULL);
		c->bytes[c->n++] = (uint8_t)(hi << 4 | lo);
		i += 2;
	}
	if (c->n == 0)
		return line_error(err, ANNA_MSG_DGTREC_LINE, line, text, NULL);
	return ANNA_OK;
}

enum anna_status anna_dgtrec_parse(const char *text, size_t len, struct anna_dgtrec **out,
				   struct anna_error *err)
{
	if (!anna_dgtrec_is(text, len))
		return line_error(err, ANNA_MSG_DGTREC_HEADER, 1, ANNA_DGTREC_HEADER, NULL);
	struct anna_dgtrec *rec = calloc(1, sizeof(*rec));
	if (!rec)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	enum anna_status st = ANNA_OK;
	unsigned line = 0;
	for (size_t at = 0; at < len && st == ANNA_OK;) {
		line++;
		const char *s = text + at;
		const char *nl = memchr(s, '\n', len - at);
		if (!nl) {
			st = line_error(err, ANNA_MSG_EVEMU_TRUNCATED, line, NULL, NULL);
			break;
		}
		size_t n = (size_t)(nl - s);
		at += n + 1;
		if (n && s[n - 1] == '\r')
			n--;
		if (n == 0 || s[0] == '#')
			continue;
		if (rec->n == rec->cap) {
			size_t cap = rec->cap ? rec->cap * 2 : 64;
			struct anna_dgtrec_chunk *c = realloc(rec->chunks, cap * sizeof(*c));
			if (!c) {
				st = anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
				break;
			}
			rec->chunks = c;
			rec->cap = cap;
		}
		struct anna_dgtrec_chunk *c = &rec->chunks[rec->n];
		st = parse_line(s, n, line, c, err);
		if (st != ANNA_OK)
			break;
		if (rec->n && c->us < rec->chunks[rec->n - 1].us) {
			char now[32], before[32];
			uint64_t p = rec->chunks[rec->n - 1].us;
			snprintf(now, sizeof(now), "%" PRIu64 ".%06" PRIu64, c->us / 1000000,
				 c->us % 1000000);
			snprintf(before, sizeof(before), "%" PRIu64 ".%06" PRIu64, p / 1000000,
				 p % 1000000);
			st = line_error(err, ANNA_MSG_EVEMU_BACKWARDS, line, now, before);
			break;
		}
		rec->n++;
	}
	if (st == ANNA_OK && rec->n == 0)
		st = line_error(err, ANNA_MSG_DGTREC_EMPTY, line, NULL, NULL);
	if (st != ANNA_OK) {
		anna_dgtrec_free(rec);
		return st;
	}
	*out = rec;
	return ANNA_OK;
}

enum anna_status anna_dgtrec_load(const char *path, struct anna_dgtrec **out,
				  struct anna_error *err)
{
	char *text;
	size_t len;
	int rc = anna_input_read_file(path, &text, &len);
	if (rc < 0)
		return anna_input_read_error(err, ANNA_MSG_EVEMU_OPEN, path, rc);
	enum anna_status st = anna_dgtrec_parse(text, len, out, err);
	free(text);
	return st;
}

int anna_dgtrec_write_header(FILE *f, const char *comment)
{
	fprintf(f, "%s\n", ANNA_DGTREC_HEADER);
	if (comment)
		fprintf(f, "# %s\n", comment);
	return ferror(f) ? -EIO : 0;
}

int anna_dgtrec_write(FILE *f, uint64_t us, bool to_board, const uint8_t *bytes, size_t n)
{
	for (size_t i = 0; i < n; i += ANNA_DGTREC_LINE_BYTES) {
		fprintf(f, "%" PRIu64 ".%06" PRIu64 " %c", us / 1000000, us % 1000000,
			to_board ? '>' : '<');
		for (size_t k = i; k < n && k < i + ANNA_DGTREC_LINE_BYTES; k++)
			fprintf(f, " %02x", bytes[k]);
		fputc('\n', f);
	}
	return ferror(f) ? -EIO : 0;
}
