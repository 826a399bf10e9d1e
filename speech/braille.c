/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/braille.c: liblouis translation of phrases into cells
 * (speech/braille.h). liblouis rather than own tables: it is the braille
 * translator brltty, Orca and NVDA use, with every reader's code kept up
 * by the braille authorities of each country.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "core/utf8.h"
#include "speech/braille.h"

#if ANNA_HAVE_LOUIS
#include <liblouis/liblouis.h>
#endif

/* North American braille ASCII (BRF) of the 64 six-dot cells, in cell
 * order: dot 1 is bit 0 ... dot 6 bit 5. */
static const char brf_ascii[65] =
	" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

char anna_braille_ascii(uint8_t cell)
{
	return brf_ascii[cell & 0x3f];
}

void anna_braille_utf8(uint8_t cell, char buf[4])
{
	unsigned cp = 0x2800u + cell;
	buf[0] = (char)(0xe0 | cp >> 12);
	buf[1] = (char)(0x80 | (cp >> 6 & 0x3f));
	buf[2] = (char)(0x80 | (cp & 0x3f));
	buf[3] = 0;
}

#if ANNA_HAVE_LOUIS

int anna_braille_available(void)
{
	return 1;
}

/* liblouis writes its complaints to stderr by default; anna reports a
 * table it cannot load itself, in the profile's words. */
static void quiet(logLevels level, const char *message)
{
	(void)level;
	(void)message;
}

/* liblouis is not thread-safe (its table cache, its buffers): every call
 * into it is made under lou_mu (annad translates on a thread of its own
 * while its loop may show the board). */
static pthread_mutex_t lou_mu = PTHREAD_MUTEX_INITIALIZER;

static void setup(void)
{
	static bool done;
	if (done)
		return;
	done = true;
	lou_registerLogCallback(quiet);
	lou_setLogLevel(LOU_LOG_OFF);
}

/* under lou_mu */
static enum anna_status check_table(const char *table, struct anna_error *err)
{
	setup();
	if (!table || !*table || !lou_getTable(table))
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_BRAILLE_TABLE,
				      table ? table : "");
	return ANNA_OK;
}

enum anna_status anna_braille_check_table(const char *table, struct anna_error *err)
{
	pthread_mutex_lock(&lou_mu);
	enum anna_status st = check_table(table, err);
	pthread_mutex_unlock(&lou_mu);
	return st;
}

/* The code points of text (valid UTF-8) into in; how many. */
static size_t decode(const char *text, widechar *in)
{
	size_t n = 0, len = strlen(text);
	for (size_t i = 0; i < len;) {
		const unsigned char *s = (const unsigned char *)text + i;
		size_t k = anna_utf8_len(s, len - i);
		unsigned cp = k == 1 ? s[0]
			    : k == 2 ? (s[0] & 0x1fu) << 6 | (s[1] & 0x3fu)
			    : k == 3 ? (s[0] & 0x0fu) << 12 | (s[1] & 0x3fu) << 6 | (s[2] & 0x3fu)
				     : (s[0] & 0x07u) << 18 | (s[1] & 0x3fu) << 12 |
					       (s[2] & 0x3fu) << 6 | (s[3] & 0x3fu);
		in[n++] = (widechar)cp;
		i += k;
	}
	return n;
}

/*
 * Does the table contract (its metadata "contraction: partial" or "full")?
 * A table without contractions has nothing to keep notation from, and
 * liblouis's no_contract typeform would change how some of them write
 * signs (de-g0.utb drops the prefix of "+").
 */
static bool contracts(const char *table)
{
	/* the metadata is read from the table's file: asked once per table
	 * (a phrase's translation then makes no system call); under lou_mu */
	static char known[8][128];
	static bool yes_of[8];
	static unsigned n_known;
	for (unsigned i = 0; i < n_known; i++)
		if (strcmp(known[i], table) == 0)
			return yes_of[i];
	char *c = lou_getTableInfo(table, "contraction");
	bool yes = c && strcmp(c, "no") != 0;
	free(c);
	if (strlen(table) < sizeof(known[0])) {
		unsigned i = n_known < 8 ? n_known++ : 7;
		strcpy(known[i], table);
		yes_of[i] = yes;
	}
	return yes;
}

/* Chess notation stays exact: a word with a digit is not contracted. */
static void mark_notation(const widechar *in, size_t n, formtype *form)
{
	for (size_t i = 0; i < n;) {
		if (in[i] == ' ') {
			i++;
			continue;
		}
		size_t end = i;
		bool digit = false;
		while (end < n && in[end] != ' ')
			digit |= in[end] >= '0' && in[end] <= '9', end++;
		for (size_t k = i; k < end; k++)
			form[k] = digit ? no_contract : plain_text;
		i = end;
	}
}

int anna_braille_translate(const char *table, const char *text, uint8_t *cells, size_t cap,
			   struct anna_error *err)
{
	enum anna_status st = anna_braille_check_table(table, err);
	if (st != ANNA_OK)
		return st;
	if (!text || !anna_utf8_valid(text))
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_BRAILLE_TEXT);
	size_t len = strlen(text);
	if (len == 0)
		return 0;
	if (len > 4096)
		len = 4096; /* a phrase; more is cut below anyway */
	size_t out_cap = 4 * len + 16;
	widechar *in = calloc(len + 1, sizeof(*in));
	widechar *out = calloc(out_cap, sizeof(*out));
	formtype *form = calloc(out_cap, sizeof(*form)); /* liblouis: as long as out */
	if (!in || !out || !form) {
		free(in);
		free(out);
		free(form);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	}
	char *copy = strndup(text, len);
	while (copy && len && !anna_utf8_valid(copy))
		copy[--len] = 0; /* cut at 4096 inside a character */
	size_t n = copy ? decode(copy, in) : 0;
	free(copy);
	int inlen = (int)n, outlen = (int)out_cap;
	int got = -1;
	pthread_mutex_lock(&lou_mu);
	if (contracts(table))
		mark_notation(in, n, form);
	if (lou_translate(table, in, &inlen, out, &outlen, form, NULL, NULL, NULL, NULL,
			  dotsIO | ucBrl))
		got = outlen;
	pthread_mutex_unlock(&lou_mu);
	free(in);
	free(form);
	if (got < 0) {
		free(out);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_BRAILLE_TABLE, table);
	}
	size_t k = 0;
	for (int i = 0; i < got && k < cap; i++)
		cells[k++] = (uint8_t)((out[i] & 0xff00) == 0x2800 ? out[i] & 0xff : 0);
	free(out);
	return (int)k;
}

#else /* no liblouis in this build */

int anna_braille_available(void)
{
	return 0;
}

enum anna_status anna_braille_check_table(const char *table, struct anna_error *err)
{
	(void)table;
	return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_BRAILLE_UNAVAILABLE);
}

int anna_braille_translate(const char *table, const char *text, uint8_t *cells, size_t cap,
			   struct anna_error *err)
{
	(void)text;
	(void)cells;
	(void)cap;
	return anna_braille_check_table(table, err);
}

#endif
