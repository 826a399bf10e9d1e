/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/evemu.c: evemu recordings, read and written (see evemu.h). */
#include "input/evemu.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <libevdev/libevdev.h>

#include "input/file.h"

struct anna_evemu *anna_evemu_new(void)
{
	return calloc(1, sizeof(struct anna_evemu));
}

void anna_evemu_free(struct anna_evemu *rec)
{
	if (!rec)
		return;
	free(rec->events);
	free(rec->event_lines);
	free(rec);
}

uint64_t anna_evemu_time_us(const struct input_event *ev)
{
	return (uint64_t)ev->input_event_sec * 1000000u + (uint64_t)ev->input_event_usec;
}

void anna_evemu_set_time_us(struct input_event *ev, uint64_t us)
{
	ev->input_event_sec = (time_t)(us / 1000000u);
	ev->input_event_usec = (suseconds_t)(us % 1000000u);
}

static int append_at(struct anna_evemu *rec, const struct input_event *ev,
		     unsigned line)
{
	if (rec->n_events == rec->cap) {
		size_t cap = rec->cap ? rec->cap * 2 : 64;
		struct input_event *e = realloc(rec->events, cap * sizeof(*e));
		if (!e)
			return -ENOMEM;
		rec->events = e;
		unsigned *l = realloc(rec->event_lines, cap * sizeof(*l));
		if (!l)
			return -ENOMEM;
		rec->event_lines = l;
		rec->cap = cap;
	}
	rec->events[rec->n_events] = *ev;
	rec->event_lines[rec->n_events] = line;
	rec->n_events++;
	return 0;
}

int anna_evemu_append(struct anna_evemu *rec, const struct input_event *ev)
{
	return append_at(rec, ev, 0);
}

/* The largest code of each event type; -1 for a type Linux does not have. */
static int type_max(unsigned type)
{
	switch (type) {
	case EV_SYN: return SYN_MAX;
	case EV_KEY: return KEY_MAX;
	case EV_REL: return REL_MAX;
	case EV_ABS: return ABS_MAX;
	case EV_MSC: return MSC_MAX;
	case EV_SW: return SW_MAX;
	case EV_LED: return LED_MAX;
	case EV_SND: return SND_MAX;
	case EV_REP: return REP_MAX;
	case EV_FF: return FF_MAX;
	case EV_PWR: return 0;
	case EV_FF_STATUS: return FF_STATUS_MAX;
	}
	return -1;
}

size_t anna_evemu_first_frame(const struct anna_evemu *rec)
{
	for (size_t i = 0; i < rec->n_events; i++)
		if (rec->events[i].type == EV_SYN && rec->events[i].code == SYN_REPORT)
			return i + 1;
	return rec->n_events;
}

bool anna_evemu_has(const struct anna_evemu *rec, unsigned type, unsigned code)
{
	if (type >= EV_CNT || code >= ANNA_EVEMU_BITS_BYTES * 8)
		return false;
	return rec->bits[type][code / 8] & (1u << (code % 8));
}

void anna_evemu_set(struct anna_evemu *rec, unsigned type, unsigned code)
{
	if (type >= EV_CNT || code >= ANNA_EVEMU_BITS_BYTES * 8)
		return;
	rec->bits[type][code / 8] |= (uint8_t)(1u << (code % 8));
	rec->bits[EV_SYN][type / 8] |= (uint8_t)(1u << (type % 8));
}

/* Bytes of the capability mask of a type; EV_SYN's mask is the types. */
static size_t mask_size(unsigned type)
{
	return (size_t)(type == EV_SYN ? EV_MAX : type_max(type)) / 8 + 1;
}

/* ---- parsing: a cursor over one line ---- */

struct cursor {
	const char *p, *end;
};

static void skip_blank(struct cursor *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
		c->p++;
}

/* The next run of non-blank characters; false at the end or a comment. */
static bool next_token(struct cursor *c, const char **tok, size_t *len)
{
	skip_blank(c);
	if (c->p == c->end || *c->p == '#')
		return false;
	*tok = c->p;
	while (c->p < c->end && *c->p != ' ' && *c->p != '\t')
		c->p++;
	*len = (size_t)(c->p - *tok);
	return true;
}

/* Only blanks or a "# comment" remain. */
static bool at_end(struct cursor *c)
{
	skip_blank(c);
	return c->p == c->end || *c->p == '#';
}

static bool parse_hex(const char *s, size_t n, size_t max_digits,
		      unsigned long max, unsigned long *out)
{
	if (n == 0 || n > max_digits)
		return false;
	unsigned long v = 0;
	for (size_t i = 0; i < n; i++) {
		char ch = s[i];
		int d;
		if (ch >= '0' && ch <= '9')
			d = ch - '0';
		else if (ch >= 'a' && ch <= 'f')
			d = ch - 'a' + 10;
		else if (ch >= 'A' && ch <= 'F')
			d = ch - 'A' + 10;
		else
			return false;
		v = v * 16 + (unsigned long)d;
	}
	if (v > max)
		return false;
	*out = v;
	return true;
}

static bool parse_dec(const char *s, size_t n, long long min, long long max,
		      long long *out)
{
	bool neg = false;
	if (n > 0 && (s[0] == '-' || s[0] == '+')) {
		neg = s[0] == '-';
		s++;
		n--;
	}
	if (n == 0 || n > 18)
		return false;
	long long v = 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		v = v * 10 + (s[i] - '0');
	}
	if (neg)
		v = -v;
	if (v < min || v > max)
		return false;
	*out = v;
	return true;
}

/* "sec.usec" with exactly six digits of microseconds (as evemu writes). */
static bool parse_time(const char *s, size_t n, uint64_t *us)
{
	const char *dot = memchr(s, '.', n);
	if (!dot)
		return false;
	size_t ns = (size_t)(dot - s), nu = n - ns - 1;
	long long sec, usec;
	if (nu != 6 || ns == 0 || s[0] == '-' || s[0] == '+' ||
	    !parse_dec(s, ns, 0, INT32_MAX, &sec) || dot[1] == '-' || dot[1] == '+' ||
	    !parse_dec(dot + 1, nu, 0, 999999, &usec))
		return false;
	*us = (uint64_t)sec * 1000000u + (uint64_t)usec;
	return true;
}

/* A short copy of a piece of text for an error argument. */
static const char *excerpt(char *buf, size_t size, const char *s, size_t n)
{
	if (n >= size)
		n = size - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

struct parser {
	struct anna_evemu *rec;
	struct anna_error *err;
	unsigned line;
	bool seen_name, seen_ids, seen_content;
	size_t props_used;
	size_t bits_used[EV_CNT];
	int bits_type; /* the type of the previous B: line, -1 none */
	uint64_t last_us;
	char buf[ANNA_ERROR_ARG_LEN];
	char buf2[ANNA_ERROR_ARG_LEN];
};

static enum anna_status fail(struct parser *ps, enum anna_status st,
			     enum anna_msg msg, const char *a, const char *b)
{
	anna_error_set(ps->err, st, msg, a, b);
	anna_error_at(ps->err, ps->line, 0);
	return st;
}

static enum anna_status line_fail(struct parser *ps, enum anna_msg msg,
				  const char *s, size_t n)
{
	return fail(ps, ANNA_E_SYNTAX, msg, excerpt(ps->buf, sizeof(ps->buf), s, n), NULL);
}

static enum anna_status parse_name(struct parser *ps, const char *s, size_t n)
{
	if (ps->seen_name)
		return fail(ps, ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, "N", NULL);
	while (n > 0 && (*s == ' ' || *s == '\t'))
		s++, n--;
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (n == 0 || n >= ANNA_EVEMU_NAME_MAX)
		return fail(ps, ANNA_E_INVALID, ANNA_MSG_EVEMU_NAME, NULL, NULL);
	memcpy(ps->rec->name, s, n);
	ps->rec->name[n] = '\0';
	ps->seen_name = true;
	return ANNA_OK;
}

static enum anna_status parse_ids(struct parser *ps, const char *line, size_t len,
				  struct cursor *c)
{
	if (ps->seen_ids)
		return fail(ps, ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, "I", NULL);
	unsigned long v[4];
	for (int i = 0; i < 4; i++) {
		const char *t;
		size_t n;
		if (!next_token(c, &t, &n) || !parse_hex(t, n, 4, 0xffff, &v[i]))
			return line_fail(ps, ANNA_MSG_EVEMU_IDS, line, len);
	}
	if (!at_end(c))
		return line_fail(ps, ANNA_MSG_EVEMU_IDS, line, len);
	ps->rec->bustype = (uint16_t)v[0];
	ps->rec->vendor = (uint16_t)v[1];
	ps->rec->product = (uint16_t)v[2];
	ps->rec->version = (uint16_t)v[3];
	ps->seen_ids = true;
	return ANNA_OK;
}

/* P: and B: lines: hex bytes appended to a bitmask. */
static enum anna_status parse_bytes(struct parser *ps, const char *line, size_t len,
				    struct cursor *c, uint8_t *mask, size_t size,
				    size_t *used, enum anna_msg msg)
{
	const char *t;
	size_t n;
	/* evemu writes whole lines of 8 bytes: the padding must be zero. */
	size_t padded = (size + 7) / 8 * 8;
	while (next_token(c, &t, &n)) {
		unsigned long b;
		if (*used >= padded || !parse_hex(t, n, 2, 0xff, &b) ||
		    (*used >= size && b != 0))
			return line_fail(ps, msg, line, len);
		if (*used < size)
			mask[*used] = (uint8_t)b;
		(*used)++;
	}
	if (!at_end(c))
		return line_fail(ps, msg, line, len);
	return ANNA_OK;
}

static enum anna_status parse_bits(struct parser *ps, const char *line, size_t len,
				   struct cursor *c)
{
	const char *t;
	size_t n;
	unsigned long type;
	if (!next_token(c, &t, &n) || !parse_hex(t, n, 2, EV_MAX, &type) ||
	    type_max((unsigned)type) < 0)
		return line_fail(ps, ANNA_MSG_EVEMU_BITS, line, len);
	/* evemu splits a long mask over several lines of the same type. */
	if (ps->bits_type != (int)type && ps->bits_used[type] > 0)
		return fail(ps, ANNA_E_DUPLICATE, ANNA_MSG_EVEMU_DUPLICATE, "B", NULL);
	ps->bits_type = (int)type;
	return parse_bytes(ps, line, len, c, ps->rec->bits[type], mask_size((unsigned)type),
			   &ps->bits_used[type], ANNA_MSG_EVEMU_BITS);
}

static enum anna_status parse_abs(struct parser *ps, const char *line, size_t len,
				  struct cursor *c)
{
	const char *t;
	size_t n;
	unsigned long code;
	long long v[5] = { 0, 0, 0, 0, 0 };
	if (!next_token(c, &t, &n) || !parse_hex(t, n, 2, ABS_MAX, &code))
		return line_fail(ps, ANNA_MSG_EVEMU_ABS, line, len);
	int i;
	for (i = 0; i < 5 && next_token(c, &t, &n); i++)
		if (!parse_dec(t, n, INT32_MIN, INT32_MAX, &v[i]))
			return line_fail(ps, ANNA_MSG_EVEMU_ABS, line, len);
	if (i < 4 || !at_end(c) || v[0] > v[1])
		return line_fail(ps, ANNA_MSG_EVEMU_ABS, line, len);
	struct input_absinfo *a = &ps->rec->abs[code];
	a->minimum = (int32_t)v[0];
	a->maximum = (int32_t)v[1];
	a->fuzz = (int32_t)v[2];
	a->flat = (int32_t)v[3];
	a->resolution = (int32_t)v[4];
	anna_evemu_set(ps->rec, EV_ABS, (unsigned)code);
	return ANNA_OK;
}

/* L: and S: lines: a code and a value; evemu-play ignores them too. */
static enum anna_status parse_state(struct parser *ps, const char *line, size_t len,
				    struct cursor *c, unsigned type)
{
	const char *t;
	size_t n;
	unsigned long code;
	long long v;
	if (!next_token(c, &t, &n) || !parse_hex(t, n, 4, (unsigned long)type_max(type), &code) ||
	    !next_token(c, &t, &n) || !parse_dec(t, n, INT32_MIN, INT32_MAX, &v) ||
	    !at_end(c))
		return line_fail(ps, ANNA_MSG_EVEMU_STATE, line, len);
	return ANNA_OK;
}

static enum anna_status parse_event(struct parser *ps, const char *line, size_t len,
				    struct cursor *c)
{
	const char *t;
	size_t n;
	if (!ps->seen_name || !ps->seen_ids)
		return fail(ps, ANNA_E_MISSING, ANNA_MSG_EVEMU_NO_DESCRIPTION, NULL, NULL);
	uint64_t us;
	if (!next_token(c, &t, &n))
		return line_fail(ps, ANNA_MSG_EVEMU_EVENT, line, len);
	if (!parse_time(t, n, &us))
		return fail(ps, ANNA_E_SYNTAX, ANNA_MSG_EVEMU_TIME,
			    excerpt(ps->buf, sizeof(ps->buf), t, n), NULL);
	if (ps->rec->n_events > 0 && us < ps->last_us) {
		snprintf(ps->buf, sizeof(ps->buf), "%" PRIu64 ".%06u",
			 us / 1000000u, (unsigned)(us % 1000000u));
		snprintf(ps->buf2, sizeof(ps->buf2), "%" PRIu64 ".%06u",
			 ps->last_us / 1000000u, (unsigned)(ps->last_us % 1000000u));
		return fail(ps, ANNA_E_INVALID, ANNA_MSG_EVEMU_BACKWARDS, ps->buf, ps->buf2);
	}
	unsigned long type, code;
	if (!next_token(c, &t, &n))
		return line_fail(ps, ANNA_MSG_EVEMU_EVENT, line, len);
	if (!parse_hex(t, n, 4, 0xffff, &type) || type_max((unsigned)type) < 0)
		return fail(ps, ANNA_E_INVALID, ANNA_MSG_EVEMU_TYPE,
			    excerpt(ps->buf, sizeof(ps->buf), t, n), NULL);
	if (!next_token(c, &t, &n))
		return line_fail(ps, ANNA_MSG_EVEMU_EVENT, line, len);
	if (!parse_hex(t, n, 4, (unsigned long)type_max((unsigned)type), &code)) {
		snprintf(ps->buf2, sizeof(ps->buf2), "%04lx", type);
		return fail(ps, ANNA_E_INVALID, ANNA_MSG_EVEMU_CODE, ps->buf2,
			    excerpt(ps->buf, sizeof(ps->buf), t, n));
	}
	long long value;
	if (!next_token(c, &t, &n))
		return line_fail(ps, ANNA_MSG_EVEMU_EVENT, line, len);
	if (!parse_dec(t, n, INT32_MIN, INT32_MAX, &value))
		return fail(ps, ANNA_E_INVALID, ANNA_MSG_EVEMU_VALUE,
			    excerpt(ps->buf, sizeof(ps->buf), t, n), NULL);
	if (!at_end(c))
		return line_fail(ps, ANNA_MSG_EVEMU_EVENT, line, len);
	struct input_event ev;
	memset(&ev, 0, sizeof(ev));
	anna_evemu_set_time_us(&ev, us);
	ev.type = (uint16_t)type;
	ev.code = (uint16_t)code;
	ev.value = (int32_t)value;
	if (append_at(ps->rec, &ev, ps->line) < 0)
		return fail(ps, ANNA_E_NOMEM, ANNA_MSG_NONE, NULL, NULL);
	ps->last_us = us;
	return ANNA_OK;
}

static enum anna_status parse_line(struct parser *ps, const char *line, size_t len)
{
	struct cursor c = { line, line + len };
	if (at_end(&c))
		return ANNA_OK; /* blank or comment */
	ps->seen_content = true;
	if (len < 2 || line[1] != ':')
		return fail(ps, ANNA_E_SYNTAX, ANNA_MSG_EVEMU_PREFIX,
			    excerpt(ps->buf, sizeof(ps->buf), line, len), NULL);
	c.p = line + 2;
	if (line[0] != 'B')
		ps->bits_type = -1;
	switch (line[0]) {
	case 'N': return parse_name(ps, line + 2, len - 2);
	case 'I': return parse_ids(ps, line, len, &c);
	case 'P':
		return parse_bytes(ps, line, len, &c, ps->rec->props,
				   sizeof(ps->rec->props), &ps->props_used,
				   ANNA_MSG_EVEMU_BITS);
	case 'B': return parse_bits(ps, line, len, &c);
	case 'A': return parse_abs(ps, line, len, &c);
	case 'L': return parse_state(ps, line, len, &c, EV_LED);
	case 'S': return parse_state(ps, line, len, &c, EV_SW);
	case 'E': return parse_event(ps, line, len, &c);
	}
	return fail(ps, ANNA_E_SYNTAX, ANNA_MSG_EVEMU_PREFIX,
		    excerpt(ps->buf, sizeof(ps->buf), line, len), NULL);
}

enum anna_status anna_evemu_parse(const char *text, size_t len,
				  struct anna_evemu **out,
				  struct anna_error *err)
{
	struct parser ps;
	memset(&ps, 0, sizeof(ps));
	ps.err = err;
	ps.bits_type = -1;
	ps.rec = anna_evemu_new();
	if (!ps.rec)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_NONE);
	enum anna_status st = ANNA_OK;
	size_t pos = 0;
	while (pos < len) {
		ps.line++;
		const char *line = text + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - line) : len - pos;
		pos += n + (nl ? 1 : 0);
		if (memchr(line, '\0', n)) {
			st = fail(&ps, ANNA_E_SYNTAX, ANNA_MSG_EVEMU_BINARY, NULL, NULL);
			break;
		}
		if (n > 0 && line[n - 1] == '\r')
			n--;
		struct cursor c = { line, line + n };
		/* A last line without its newline was cut short (a killed
		 * recorder, a copy that ran out of space): its numbers may be
		 * cut too, so nothing on it is trusted. */
		if (!nl && !at_end(&c)) {
			ps.seen_content = true;
			st = fail(&ps, ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_TRUNCATED, NULL, NULL);
			break;
		}
		st = parse_line(&ps, line, n);
		if (st != ANNA_OK)
			break;
	}
	if (st == ANNA_OK && !ps.seen_content) {
		anna_error_set(err, ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_EMPTY);
		anna_error_at(err, 0, 0);
		st = ANNA_E_TRUNCATED;
	} else if (st == ANNA_OK && (!ps.seen_name || !ps.seen_ids)) {
		anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_EVEMU_NO_DESCRIPTION);
		anna_error_at(err, ps.line, 0);
		st = ANNA_E_MISSING;
	} else if (st == ANNA_OK && ps.rec->n_events > 0) {
		const struct input_event *last = &ps.rec->events[ps.rec->n_events - 1];
		if (last->type != EV_SYN || last->code != SYN_REPORT) {
			anna_error_set(err, ANNA_E_TRUNCATED, ANNA_MSG_EVEMU_UNFINISHED);
			anna_error_at(err, ps.rec->event_lines[ps.rec->n_events - 1], 0);
			st = ANNA_E_TRUNCATED;
		}
	}
	if (st != ANNA_OK) {
		anna_evemu_free(ps.rec);
		return st;
	}
	*out = ps.rec;
	return ANNA_OK;
}

enum anna_status anna_evemu_load(const char *path, struct anna_evemu **out,
				 struct anna_error *err)
{
	char *text;
	size_t len;
	int rc = anna_input_read_file(path, &text, &len);
	if (rc < 0)
		return anna_input_read_error(err, ANNA_MSG_EVEMU_OPEN, path, rc);
	enum anna_status st = anna_evemu_parse(text, len, out, err);
	free(text);
	return st;
}

/* ---- writing ---- */

static int io_result(FILE *f)
{
	return ferror(f) ? -EIO : 0;
}

static void write_mask(FILE *f, const char *prefix, int type, const uint8_t *mask,
		       size_t size)
{
	for (size_t i = 0; i < size; i += 8) {
		fputs(prefix, f);
		if (type >= 0)
			fprintf(f, " %02x", (unsigned)type);
		for (size_t j = i; j < i + 8; j++)
			fprintf(f, " %02x", j < size ? mask[j] : 0);
		fputc('\n', f);
	}
}

int anna_evemu_write_description(FILE *f, const struct anna_evemu *rec)
{
	fprintf(f, "# EVEMU 1.3\n");
	fprintf(f, "N: %s\n", rec->name[0] ? rec->name : "anna device");
	fprintf(f, "I: %04x %04x %04x %04x\n", rec->bustype, rec->vendor,
		rec->product, rec->version);
	write_mask(f, "P:", -1, rec->props, sizeof(rec->props));
	for (unsigned type = 0; type < EV_CNT; type++) {
		if (type_max(type) < 0 || (type > 0 && !anna_evemu_has(rec, EV_SYN, type)))
			continue;
		write_mask(f, "B:", (int)type, rec->bits[type], mask_size(type));
	}
	for (unsigned code = 0; code < ABS_CNT; code++) {
		if (!anna_evemu_has(rec, EV_ABS, code))
			continue;
		const struct input_absinfo *a = &rec->abs[code];
		fprintf(f, "A: %02x %d %d %d %d %d\n", code, a->minimum, a->maximum,
			a->fuzz, a->flat, a->resolution);
	}
	return io_result(f);
}

int anna_evemu_write_event(FILE *f, const struct input_event *ev)
{
	uint64_t us = anna_evemu_time_us(ev);
	const char *tname = libevdev_event_type_get_name(ev->type);
	const char *cname = libevdev_event_code_get_name(ev->type, ev->code);
	fprintf(f, "E: %" PRIu64 ".%06u %04x %04x %04d\t# %s / %s %d\n",
		us / 1000000u, (unsigned)(us % 1000000u), ev->type, ev->code,
		ev->value, tname ? tname : "?", cname ? cname : "?", ev->value);
	return io_result(f);
}

int anna_evemu_write(FILE *f, const struct anna_evemu *rec)
{
	int rc = anna_evemu_write_description(f, rec);
	for (size_t i = 0; rc == 0 && i < rec->n_events; i++)
		rc = anna_evemu_write_event(f, &rec->events[i]);
	return rc;
}
