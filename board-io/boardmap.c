/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/boardmap.c: sensor-board maps, built in and from map files.
 */
#include "board-io/boardmap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/chess.h"
#include "core/position.h"

void anna_boardmap_default(struct anna_boardmap *map)
{
	memset(map->square, ANNA_NO_SQ, sizeof(map->square));
	for (int sq = 0; sq < 64; sq++) {
		map->code[sq] = (uint16_t)(ANNA_BOARDMAP_FIRST_CODE + sq);
		map->square[ANNA_BOARDMAP_FIRST_CODE + sq] = (uint8_t)sq;
	}
}

int anna_boardmap_square(const struct anna_boardmap *map, unsigned code)
{
	if (code >= ANNA_BOARDMAP_CODES)
		return ANNA_NO_SQ;
	return map->square[code];
}

/* "e4" -> 28, anything else -> ANNA_NO_SQ. */
static int parse_square(const char *s, size_t n)
{
	if (n != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
		return ANNA_NO_SQ;
	return ANNA_SQ(s[0] - 'a', s[1] - '1');
}

/* A key code in decimal or 0x hex; -1 if it is not one. */
static long parse_code(const char *s, size_t n)
{
	char buf[16];
	if (n == 0 || n >= sizeof(buf))
		return -1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	int base = 10;
	const char *digits = buf;
	if (n > 2 && buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) {
		base = 16;
		digits = buf + 2;
	}
	for (const char *p = digits; *p; p++) {
		bool ok = base == 16 ? strchr("0123456789abcdefABCDEF", *p) != NULL
				     : (*p >= '0' && *p <= '9');
		if (!ok)
			return -1;
	}
	long v = strtol(digits, NULL, base);
	if (v < 0 || v >= ANNA_BOARDMAP_CODES)
		return -1;
	return v;
}

static void copy_arg(char *dst, const char *s, size_t n)
{
	if (n >= ANNA_ERROR_ARG_LEN)
		n = ANNA_ERROR_ARG_LEN - 1;
	/* The input's own text, with control and non-ASCII bytes shown as '?'. */
	for (size_t i = 0; i < n; i++)
		dst[i] = ((unsigned char)s[i] < 0x20 || (unsigned char)s[i] >= 0x7f) ? '?' : s[i];
	dst[n] = '\0';
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

enum anna_status anna_boardmap_parse(struct anna_boardmap *map, const char *name,
				     const char *text, size_t len,
				     struct anna_error *err)
{
	struct anna_boardmap m;
	unsigned square_line[64] = { 0 };
	char a[ANNA_ERROR_ARG_LEN], b[ANNA_ERROR_ARG_LEN], c[16];
	enum anna_status st;

	memset(m.square, ANNA_NO_SQ, sizeof(m.square));
	memset(m.code, 0, sizeof(m.code));
	unsigned line = 0;
	size_t pos = 0;
	while (pos < len) {
		size_t end = pos;
		while (end < len && text[end] != '\n')
			end++;
		line++;
		const char *s = text + pos;
		size_t n = end - pos;
		pos = end + 1;
		/* Tokens: at most two before an optional comment. */
		const char *tok[3];
		size_t tlen[3];
		int ntok = 0;
		size_t i = 0;
		while (i < n) {
			while (i < n && is_space(s[i]))
				i++;
			if (i >= n || s[i] == '#')
				break;
			size_t t = i;
			while (i < n && !is_space(s[i]) && s[i] != '#')
				i++;
			if (ntok < 3) {
				tok[ntok] = s + t;
				tlen[ntok] = i - t;
			}
			ntok++;
		}
		if (ntok == 0)
			continue;
		if (ntok != 2 || memchr(s, '\0', n) != NULL) {
			size_t shown = n;
			while (shown > 0 && is_space(s[shown - 1]))
				shown--;
			copy_arg(b, s, shown);
			st = anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_BOARD_MAP_SYNTAX,
					    name, b);
			goto fail;
		}
		int sq = parse_square(tok[0], tlen[0]);
		if (sq == ANNA_NO_SQ) {
			copy_arg(b, tok[0], tlen[0]);
			st = anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_BOARD_MAP_SQUARE,
					    name, b);
			goto fail;
		}
		long code = parse_code(tok[1], tlen[1]);
		if (code < 0) {
			copy_arg(b, tok[1], tlen[1]);
			st = anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_BOARD_MAP_CODE,
					    name, b);
			goto fail;
		}
		if (square_line[sq]) {
			anna_square_name(sq, a);
			snprintf(c, sizeof(c), "%u", square_line[sq]);
			st = anna_error_set(err, ANNA_E_DUPLICATE,
					    ANNA_MSG_BOARD_MAP_SQUARE_TWICE, name, a, c);
			goto fail;
		}
		if (m.square[code] != ANNA_NO_SQ) {
			snprintf(b, sizeof(b), "0x%03lx", (unsigned long)code);
			anna_square_name(m.square[code], a);
			st = anna_error_set(err, ANNA_E_DUPLICATE,
					    ANNA_MSG_BOARD_MAP_CODE_TWICE, name, b, a);
			goto fail;
		}
		square_line[sq] = line;
		m.square[code] = (uint8_t)sq;
		m.code[sq] = (uint16_t)code;
	}
	int missing = 0, first = -1;
	for (int sq = 0; sq < 64; sq++)
		if (!square_line[sq]) {
			missing++;
			if (first < 0)
				first = sq;
		}
	if (missing) {
		anna_square_name(first, a);
		snprintf(c, sizeof(c), "%d", missing);
		line = 0; /* the whole file is at fault, no single line */
		st = anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_BOARD_MAP_MISSING,
				    name, a, c);
		goto fail;
	}
	*map = m;
	return ANNA_OK;
fail:
	anna_error_at(err, line, 0);
	return st;
}

enum anna_status anna_boardmap_load(struct anna_boardmap *map, const char *path,
				    struct anna_error *err)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		goto fail_open;
	char *buf = NULL;
	size_t len = 0, cap = 0;
	for (;;) {
		if (cap - len < 4096) {
			/* A map is a few kilobytes; refuse anything absurd. */
			if (cap > (1u << 20)) {
				errno = EFBIG;
				break;
			}
			char *nb = realloc(buf, cap + 8192);
			if (!nb) {
				errno = ENOMEM;
				break;
			}
			buf = nb;
			cap += 8192;
		}
		size_t got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (got == 0) {
			if (ferror(f))
				break;
			fclose(f);
			enum anna_status st = anna_boardmap_parse(map, path, buf, len, err);
			free(buf);
			return st;
		}
	}
	int e = errno;
	free(buf);
	fclose(f);
	errno = e;
fail_open:
	return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_BOARD_MAP_OPEN, path,
			      strerrorname_np(errno) ? strerrorname_np(errno) : "EIO");
}

int anna_boardmap_write(FILE *f, const struct anna_boardmap *map)
{
	if (fprintf(f, "# anna sensor-board map: square, then its evdev key code\n") < 0)
		return -EIO;
	for (int sq = 0; sq < 64; sq++) {
		char name[3];
		if (fprintf(f, "%s 0x%03x\n", anna_square_name(sq, name),
			    (unsigned)map->code[sq]) < 0)
			return -EIO;
	}
	return fflush(f) == 0 ? 0 : -errno;
}
