/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/json.c: the JSON writer (tools/json.h).
 */
#include "tools/json.h"

#include <inttypes.h>

void anna_json_init(struct anna_json *j, FILE *out)
{
	j->out = out;
	j->depth = 0;
	j->first[0] = true;
	j->after_key = false;
}

static void indent(struct anna_json *j)
{
	fputc('\n', j->out);
	for (int i = 0; i < j->depth; i++)
		fputs("  ", j->out);
}

/* Before any value or key: the comma and the line break it needs. */
static void separate(struct anna_json *j)
{
	if (j->after_key) {
		j->after_key = false;
		return;
	}
	if (!j->first[j->depth])
		fputc(',', j->out);
	j->first[j->depth] = false;
	if (j->depth > 0)
		indent(j);
}

static void open_level(struct anna_json *j, char c)
{
	separate(j);
	fputc(c, j->out);
	if (j->depth + 1 < ANNA_JSON_DEPTH)
		j->depth++;
	j->first[j->depth] = true;
}

static void close_level(struct anna_json *j, char c)
{
	bool empty = j->first[j->depth];
	if (j->depth > 0)
		j->depth--;
	if (!empty)
		indent(j);
	fputc(c, j->out);
}

void anna_json_begin_object(struct anna_json *j) { open_level(j, '{'); }
void anna_json_end_object(struct anna_json *j) { close_level(j, '}'); }
void anna_json_begin_array(struct anna_json *j) { open_level(j, '['); }
void anna_json_end_array(struct anna_json *j) { close_level(j, ']'); }

/* Writes s as a JSON string literal (with its quotes) to out. */
static void write_string(FILE *out, const char *s);

void anna_json_key(struct anna_json *j, const char *key)
{
	separate(j);
	write_string(j->out, key);
	fputs(": ", j->out);
	j->after_key = true;
}

/* Length of the UTF-8 sequence at s (1..4), 0 if it is not valid. */
static int utf8_len(const unsigned char *s)
{
	unsigned char c = s[0];
	int n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
	if (n == 2 && c < 0xc2)
		return 0; /* overlong */
	for (int i = 1; i < n; i++)
		if ((s[i] >> 6) != 2)
			return 0;
	return n;
}

static void write_string(FILE *out, const char *s)
{
	fputc('"', out);
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		unsigned char c = *p;
		if (c == '"' || c == '\\') {
			fputc('\\', out);
			fputc(c, out);
			p++;
		} else if (c == '\n') {
			fputs("\\n", out);
			p++;
		} else if (c == '\t') {
			fputs("\\t", out);
			p++;
		} else if (c == '\r') {
			fputs("\\r", out);
			p++;
		} else if (c < 0x20 || c == 0x7f) {
			fprintf(out, "\\u%04x", c);
			p++;
		} else if (c < 0x80) {
			fputc(c, out);
			p++;
		} else {
			int n = utf8_len(p);
			if (n == 0) {
				fputs("\\ufffd", out);
				p++;
			} else {
				fwrite(p, 1, (size_t)n, out);
				p += n;
			}
		}
	}
	fputc('"', out);
}

void anna_json_string(struct anna_json *j, const char *s)
{
	separate(j);
	if (s)
		write_string(j->out, s);
	else
		fputs("null", j->out);
}

void anna_json_int(struct anna_json *j, long long v)
{
	separate(j);
	fprintf(j->out, "%lld", v);
}

void anna_json_uint(struct anna_json *j, uint64_t v)
{
	separate(j);
	fprintf(j->out, "%" PRIu64, v);
}

void anna_json_bool(struct anna_json *j, bool v)
{
	separate(j);
	fputs(v ? "true" : "false", j->out);
}

void anna_json_null(struct anna_json *j)
{
	separate(j);
	fputs("null", j->out);
}

void anna_json_finish(struct anna_json *j)
{
	fputc('\n', j->out);
}
