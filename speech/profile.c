/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/profile.c: loading, checking and using a language profile
 * (speech/profile.h, file format in docs/profiles.md).
 *
 * A file is read whole, checked as UTF-8, and split into `key = value`
 * lines. Its own entries go into a table indexed like the required keys
 * (speech/words.def, then core/messages.def); a `base = name` line first
 * loads that profile from the same folder and starts from a copy of its
 * table. After the file's own lines are applied, every required key must
 * have a text. The first problem found stops the load: the error names the
 * file, the line and the key, so a club can fix it in an editor.
 */
#include "speech/profile.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/utf8.h"

/* Profiles are a few hundred short lines; anything this big is a mistake. */
#define PROFILE_MAX_BYTES (256 * 1024)
/* da-de -> da is one level; a few more allow club variants of variants. */
#define PROFILE_MAX_DEPTH 8
/* A rendered message; the longest profile text is a few hundred bytes. */
#define RENDER_BUF 2048

struct profile_fix {
	char *word;      /* as written in the text, matched as a whole word */
	char *phonemes;  /* espeak-ng phoneme mnemonics, without [[ ]] */
};

struct anna_profile {
	char *name;                          /* file name without .profile */
	char *texts[ANNA_PROFILE_KEYS];      /* every required key, owned */
	struct profile_fix *fixes;
	size_t nfixes;
};

static const struct {
	const char *key;
	int nargs;
} word_table[ANNA_WORD_COUNT] = {
#define ANNA_WORD(id, key, nargs) [ANNA_WORD_##id] = { key, nargs },
#include "speech/words.def"
#undef ANNA_WORD
};

const char *anna_profile_key_name(size_t i)
{
	if (i < ANNA_WORD_COUNT)
		return word_table[i].key;
	if (i < ANNA_PROFILE_KEYS)
		return anna_msg_key((enum anna_msg)(i - ANNA_WORD_COUNT));
	return NULL;
}

int anna_profile_key_nargs(size_t i)
{
	if (i < ANNA_WORD_COUNT)
		return word_table[i].nargs;
	if (i < ANNA_PROFILE_KEYS)
		return anna_msg_nargs((enum anna_msg)(i - ANNA_WORD_COUNT));
	return -1;
}

/* Index of a required key, or ANNA_PROFILE_KEYS. Linear: loading a
 * profile does a few hundred of these, once. */
static size_t key_index(const char *key, size_t len)
{
	for (size_t i = 0; i < ANNA_PROFILE_KEYS; i++) {
		const char *k = anna_profile_key_name(i);
		if (strlen(k) == len && memcmp(k, key, len) == 0)
			return i;
	}
	return ANNA_PROFILE_KEYS;
}

const char *anna_datadir(void)
{
	const char *env = getenv("ANNA_DATADIR");
	if (env && *env)
		return env;
	if (access(ANNA_SOURCE_DATADIR "/profiles", R_OK) == 0)
		return ANNA_SOURCE_DATADIR;
	return ANNA_INSTALL_DATADIR;
}

/* ---- errors ------------------------------------------------------------ */

/* An error argument is at most ANNA_ERROR_ARG_LEN - 1 bytes; for a long
 * path the end (the file name) is the part worth keeping. */
static const char *path_arg(const char *path, char buf[ANNA_ERROR_ARG_LEN])
{
	size_t len = strlen(path);
	if (len < ANNA_ERROR_ARG_LEN)
		return path;
	const char *tail = path + len - (ANNA_ERROR_ARG_LEN - 4);
	/* do not start in the middle of a UTF-8 sequence */
	while ((*tail & 0xC0) == 0x80)
		tail++;
	snprintf(buf, ANNA_ERROR_ARG_LEN, "...%s", tail);
	return buf;
}

static enum anna_status fail(struct anna_error *err, const char *path,
			     unsigned line, unsigned column,
			     enum anna_status status, enum anna_msg msg,
			     const char *a2, const char *a3, const char *a4)
{
	char pbuf[ANNA_ERROR_ARG_LEN];
	anna_error_set(err, status, msg, path_arg(path, pbuf), a2, a3, a4);
	anna_error_at(err, line, column);
	return status;
}

/* Copies n bytes of s into a NUL-terminated argument (cut to fit). */
static const char *span_arg(const char *s, size_t n, char buf[ANNA_ERROR_ARG_LEN])
{
	if (n >= ANNA_ERROR_ARG_LEN) {
		n = ANNA_ERROR_ARG_LEN - 1;
		while (n > 0 && (s[n] & 0xC0) == 0x80)
			n--;
	}
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

/* ---- UTF-8 --------------------------------------------------------------- */

/* The 1-based column of p in the line starting at start, in characters:
 * every byte that does not continue a UTF-8 sequence starts one. */
static unsigned char_column(const char *start, const char *p)
{
	unsigned col = 1;
	for (const char *q = start; q < p; q++)
		col += (*q & 0xC0) != 0x80;
	return col;
}

/* ---- profile objects ----------------------------------------------------- */

void anna_profile_free(struct anna_profile *profile)
{
	if (!profile)
		return;
	for (size_t i = 0; i < ANNA_PROFILE_KEYS; i++)
		free(profile->texts[i]);
	for (size_t i = 0; i < profile->nfixes; i++) {
		free(profile->fixes[i].word);
		free(profile->fixes[i].phonemes);
	}
	free(profile->fixes);
	free(profile->name);
	free(profile);
}

static char *dup_span(const char *s, size_t n)
{
	char *d = malloc(n + 1);
	if (d) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

/* Sets fix word -> phonemes, replacing an inherited fix of the same word. */
static int set_fix(struct anna_profile *p, const char *word, size_t wlen,
		   const char *phon, size_t plen)
{
	char *ph = dup_span(phon, plen);
	if (!ph)
		return -1;
	for (size_t i = 0; i < p->nfixes; i++) {
		if (strlen(p->fixes[i].word) == wlen &&
		    memcmp(p->fixes[i].word, word, wlen) == 0) {
			free(p->fixes[i].phonemes);
			p->fixes[i].phonemes = ph;
			return 0;
		}
	}
	struct profile_fix *f = realloc(p->fixes, (p->nfixes + 1) * sizeof(*f));
	char *w = dup_span(word, wlen);
	if (!f || !w) {
		if (f)
			p->fixes = f;
		free(ph);
		free(w);
		return -1;
	}
	p->fixes = f;
	f[p->nfixes].word = w;
	f[p->nfixes].phonemes = ph;
	p->nfixes++;
	return 0;
}

/* A new profile holding copies of base's texts and fixes (base may be NULL). */
static struct anna_profile *profile_clone(const struct anna_profile *base)
{
	struct anna_profile *p = calloc(1, sizeof(*p));
	if (!p || !base)
		return p;
	for (size_t i = 0; i < ANNA_PROFILE_KEYS; i++) {
		if (base->texts[i] && !(p->texts[i] = strdup(base->texts[i])))
			goto nomem;
	}
	for (size_t i = 0; i < base->nfixes; i++) {
		const struct profile_fix *f = &base->fixes[i];
		if (set_fix(p, f->word, strlen(f->word), f->phonemes,
			    strlen(f->phonemes)) < 0)
			goto nomem;
	}
	return p;
nomem:
	anna_profile_free(p);
	return NULL;
}

/* ---- the parser ---------------------------------------------------------- */

static bool is_space(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * Checks the {n} placeholders of a text: each must be {1}..{nargs}; {{
 * and }} stand for a literal brace. A lone brace is an error too, so a typo such as "{1"
 * or "{one}" is caught when the profile loads, not when the message shows.
 * Returns NULL if fine, else where the bad placeholder starts (*len its
 * length).
 */
static const char *bad_placeholder(const char *v, size_t n, int nargs, size_t *len)
{
	for (size_t i = 0; i < n; i++) {
		if (v[i] != '{' && v[i] != '}')
			continue;
		if (i + 1 < n && v[i + 1] == v[i]) {
			i++; /* {{ or }}: a literal brace */
			continue;
		}
		if (v[i] == '{' && i + 2 < n && v[i + 1] >= '1' && v[i + 1] <= '9' &&
		    v[i + 2] == '}' && v[i + 1] - '0' <= nargs) {
			i += 2;
			continue;
		}
		size_t e = i + 1;
		while (e < n && e < i + 8 && v[e - 1] != '}')
			e++;
		*len = e - i;
		return v + i;
	}
	return NULL;
}

/*
 * Checks the escapes of a text: backslash-n is a line break (the help
 * texts of the command-line tool have several lines), two backslashes are
 * one. Any other backslash is an error, caught when the profile loads.
 * Returns NULL if fine, else the bad backslash.
 */
static const char *bad_escape(const char *v, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (v[i] != '\\')
			continue;
		if (i + 1 < n && (v[i + 1] == 'n' || v[i + 1] == '\\')) {
			i++;
			continue;
		}
		return v + i;
	}
	return NULL;
}

/* A copy of a checked text with its escapes replaced. */
static char *dup_text(const char *v, size_t n)
{
	char *d = malloc(n + 1), *o = d;
	if (!d)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		if (v[i] == '\\' && i + 1 < n) {
			*o++ = v[i + 1] == 'n' ? '\n' : v[i + 1];
			i++;
		} else {
			*o++ = v[i];
		}
	}
	*o = '\0';
	return d;
}

static bool valid_profile_name(const char *name, size_t n)
{
	if (n == 0 || n > 64)
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = name[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		      (c >= '0' && c <= '9') || c == '-' || c == '_'))
			return false;
	}
	return true;
}

static enum anna_status read_whole(const char *path, char **out, size_t *outlen,
				   struct anna_error *err)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return fail(err, path, 0, 0, ANNA_E_NOTFOUND, ANNA_MSG_PROFILE_OPEN,
			    NULL, NULL, NULL);
	char *buf = malloc(PROFILE_MAX_BYTES + 1);
	if (!buf) {
		fclose(f);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
	}
	size_t n = fread(buf, 1, PROFILE_MAX_BYTES + 1, f);
	bool bad = ferror(f);
	fclose(f);
	if (bad) {
		free(buf);
		return fail(err, path, 0, 0, ANNA_E_INVALID, ANNA_MSG_PROFILE_READ,
			    NULL, NULL, NULL);
	}
	if (n > PROFILE_MAX_BYTES) {
		free(buf);
		char max[16];
		snprintf(max, sizeof(max), "%d", PROFILE_MAX_BYTES);
		return fail(err, path, 0, 0, ANNA_E_RANGE, ANNA_MSG_PROFILE_TOO_LARGE,
			    max, NULL, NULL);
	}
	buf[n] = '\0';
	*out = buf;
	*outlen = n;
	return ANNA_OK;
}

/* The names of the files being loaded, innermost last: a base cycle. */
struct load_chain {
	const char *names[PROFILE_MAX_DEPTH];
	size_t depth;
};

static enum anna_status load_path(const char *path, struct load_chain *chain,
				  struct anna_profile **out, struct anna_error *err);

/* Line numbers of this file's own entries, for duplicates. */
struct own_lines {
	unsigned key[ANNA_PROFILE_KEYS];
	unsigned base;
	struct {
		const char *word;
		size_t len;
		unsigned line;
	} *fix;
	size_t nfix;
};

/* Loads the base profile named on `line` of path, beside path. */
static enum anna_status load_base(const char *path, const char *name, size_t n,
				  unsigned line, struct load_chain *chain,
				  struct anna_profile **out, struct anna_error *err)
{
	char nbuf[ANNA_ERROR_ARG_LEN];
	span_arg(name, n, nbuf);
	if (!valid_profile_name(name, n))
		return fail(err, path, line, 0, ANNA_E_INVALID,
			    ANNA_MSG_PROFILE_BAD_BASE, nbuf, NULL, NULL);
	for (size_t i = 0; i < chain->depth; i++)
		if (strcmp(chain->names[i], nbuf) == 0)
			return fail(err, path, line, 0, ANNA_E_INVALID,
				    ANNA_MSG_PROFILE_BASE_CYCLE, nbuf, NULL, NULL);
	if (chain->depth >= PROFILE_MAX_DEPTH)
		return fail(err, path, line, 0, ANNA_E_INVALID,
			    ANNA_MSG_PROFILE_BASE_CYCLE, nbuf, NULL, NULL);
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash ? (size_t)(slash - path) + 1 : 0;
	size_t blen = dirlen + n + sizeof(".profile");
	char *bpath = malloc(blen);
	if (!bpath)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
	snprintf(bpath, blen, "%.*s%s.profile", (int)dirlen, path, nbuf);
	if (access(bpath, F_OK) != 0) {
		free(bpath);
		return fail(err, path, line, 0, ANNA_E_NOTFOUND,
			    ANNA_MSG_PROFILE_BAD_BASE, nbuf, NULL, NULL);
	}
	enum anna_status st = load_path(bpath, chain, out, err);
	free(bpath);
	return st;
}

/*
 * Pass 1 finds the base (so its texts can be the starting point whatever
 * line it is on) and checks the file's syntax; pass 2 applies the entries.
 * Both walk the same lines with next_line().
 */
struct line_cursor {
	const char *p, *end;
	unsigned line;
};

struct entry {
	const char *start;  /* the line, for columns */
	const char *key, *val;
	size_t klen, vlen;
	unsigned line;
};

/* Next non-blank, non-comment line as key and value, trimmed. Returns 1
 * with *e filled, 0 at the end, or a negative status with *err set. */
static int next_line(struct line_cursor *c, const char *path, struct entry *e,
		     struct anna_error *err)
{
	while (c->p < c->end) {
		const char *s = c->p;
		e->start = s;
		const char *nl = memchr(s, '\n', (size_t)(c->end - s));
		const char *eol = nl ? nl : c->end;
		c->p = nl ? nl + 1 : c->end;
		c->line++;
		/* the UTF-8 check covers the whole line, comments included */
		for (const char *q = s; q < eol;) {
			size_t l = anna_utf8_len((const unsigned char *)q, (size_t)(eol - q));
			if (l == 0 || *q == '\0')
				return fail(err, path, c->line, char_column(s, q),
					    ANNA_E_SYNTAX, ANNA_MSG_PROFILE_BAD_UTF8,
					    NULL, NULL, NULL);
			q += l;
		}
		if (eol > s && eol[-1] == '\r')
			eol--;
		if (c->line == 1 && eol - s >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0)
			s += 3; /* a byte-order mark some editors write */
		while (s < eol && is_space(*s))
			s++;
		if (s == eol || *s == '#')
			continue;
		const char *eq = memchr(s, '=', (size_t)(eol - s));
		if (!eq) {
			char tbuf[ANNA_ERROR_ARG_LEN];
			return fail(err, path, c->line, 0, ANNA_E_SYNTAX,
				    ANNA_MSG_PROFILE_NO_EQUALS,
				    span_arg(s, (size_t)(eol - s), tbuf), NULL, NULL);
		}
		const char *ke = eq;
		while (ke > s && is_space(ke[-1]))
			ke--;
		const char *v = eq + 1;
		while (v < eol && is_space(*v))
			v++;
		const char *ve = eol;
		while (ve > v && is_space(ve[-1]))
			ve--;
		e->key = s;
		e->klen = (size_t)(ke - s);
		e->val = v;
		e->vlen = (size_t)(ve - v);
		e->line = c->line;
		if (e->klen == 0)
			return fail(err, path, c->line, 0, ANNA_E_SYNTAX,
				    ANNA_MSG_PROFILE_EMPTY_KEY, NULL, NULL, NULL);
		if (e->vlen == 0) {
			char kbuf[ANNA_ERROR_ARG_LEN];
			return fail(err, path, c->line, 0, ANNA_E_SYNTAX,
				    ANNA_MSG_PROFILE_EMPTY_VALUE,
				    span_arg(e->key, e->klen, kbuf), NULL, NULL);
		}
		return 1;
	}
	return 0;
}

static bool key_is(const struct entry *e, const char *k)
{
	return e->klen == strlen(k) && memcmp(e->key, k, e->klen) == 0;
}

#define FIX_PREFIX "fix."
#define FIX_PREFIX_LEN (sizeof(FIX_PREFIX) - 1)

static bool is_fix(const struct entry *e)
{
	return e->klen > FIX_PREFIX_LEN && memcmp(e->key, FIX_PREFIX, FIX_PREFIX_LEN) == 0;
}

/* Checks one entry that is not `base`; records its line. */
static enum anna_status check_entry(const char *path, const struct entry *e,
				    struct own_lines *own, struct anna_error *err)
{
	char kbuf[ANNA_ERROR_ARG_LEN], pbuf[ANNA_ERROR_ARG_LEN], lbuf[16], nbuf[4];
	span_arg(e->key, e->klen, kbuf);
	if (is_fix(e)) {
		const char *w = e->key + FIX_PREFIX_LEN;
		size_t wl = e->klen - FIX_PREFIX_LEN;
		for (size_t i = 0; i < own->nfix; i++) {
			if (own->fix[i].len == wl && memcmp(own->fix[i].word, w, wl) == 0) {
				snprintf(lbuf, sizeof(lbuf), "%u", own->fix[i].line);
				return fail(err, path, e->line, 0, ANNA_E_DUPLICATE,
					    ANNA_MSG_PROFILE_DUPLICATE_KEY, kbuf, lbuf, NULL);
			}
		}
		/* a fix is one word, and its phonemes must not close the
		 * [[ ]] they are put in */
		bool bad = false;
		for (size_t i = 0; i < wl; i++)
			bad |= is_space(w[i]) || w[i] == '[' || w[i] == ']';
		for (size_t i = 0; i < e->vlen; i++)
			bad |= e->val[i] == '[' || e->val[i] == ']';
		if (bad)
			return fail(err, path, e->line, 0, ANNA_E_INVALID,
				    ANNA_MSG_PROFILE_BAD_FIX, kbuf, NULL, NULL);
		void *nf = realloc(own->fix, (own->nfix + 1) * sizeof(*own->fix));
		if (!nf)
			return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
		own->fix = nf;
		own->fix[own->nfix].word = w;
		own->fix[own->nfix].len = wl;
		own->fix[own->nfix].line = e->line;
		own->nfix++;
		return ANNA_OK;
	}
	size_t k = key_index(e->key, e->klen);
	if (k == ANNA_PROFILE_KEYS)
		return fail(err, path, e->line, 0, ANNA_E_NOTFOUND,
			    ANNA_MSG_PROFILE_UNKNOWN_KEY, kbuf, NULL, NULL);
	if (own->key[k]) {
		snprintf(lbuf, sizeof(lbuf), "%u", own->key[k]);
		return fail(err, path, e->line, 0, ANNA_E_DUPLICATE,
			    ANNA_MSG_PROFILE_DUPLICATE_KEY, kbuf, lbuf, NULL);
	}
	own->key[k] = e->line;
	int nargs = anna_profile_key_nargs(k);
	size_t blen;
	const char *b = bad_placeholder(e->val, e->vlen, nargs, &blen);
	if (b) {
		snprintf(nbuf, sizeof(nbuf), "%d", nargs);
		return fail(err, path, e->line, char_column(e->start, b),
			    ANNA_E_SYNTAX, ANNA_MSG_PROFILE_PLACEHOLDER, kbuf,
			    span_arg(b, blen, pbuf), nbuf);
	}
	const char *x = bad_escape(e->val, e->vlen);
	if (x)
		return fail(err, path, e->line, char_column(e->start, x),
			    ANNA_E_SYNTAX, ANNA_MSG_PROFILE_ESCAPE, kbuf,
			    span_arg(x, x + 1 < e->val + e->vlen ? 2 : 1, pbuf), NULL);
	return ANNA_OK;
}

static enum anna_status parse(const char *path, const char *text, size_t len,
			      struct load_chain *chain, struct anna_profile **out,
			      struct anna_error *err)
{
	struct own_lines *own = calloc(1, sizeof(*own));
	if (!own)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
	struct line_cursor c = { text, text + len, 0 };
	struct entry e, base = { 0 };
	enum anna_status st = ANNA_OK;
	int r;
	while ((r = next_line(&c, path, &e, err)) > 0) {
		if (key_is(&e, "base")) {
			if (own->base) {
				char lbuf[16];
				snprintf(lbuf, sizeof(lbuf), "%u", own->base);
				st = fail(err, path, e.line, 0, ANNA_E_DUPLICATE,
					  ANNA_MSG_PROFILE_DUPLICATE_KEY, "base",
					  lbuf, NULL);
				goto out;
			}
			own->base = e.line;
			base = e;
			continue;
		}
		if ((st = check_entry(path, &e, own, err)) < 0)
			goto out;
	}
	if (r < 0) {
		st = (enum anna_status)r;
		goto out;
	}

	struct anna_profile *b = NULL;
	if (own->base &&
	    (st = load_base(path, base.val, base.vlen, base.line, chain, &b, err)) < 0)
		goto out;
	struct anna_profile *p = profile_clone(b);
	anna_profile_free(b);
	if (!p) {
		st = anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
		goto out;
	}
	c = (struct line_cursor){ text, text + len, 0 };
	while (next_line(&c, path, &e, NULL) > 0) {
		if (key_is(&e, "base"))
			continue;
		if (is_fix(&e)) {
			if (set_fix(p, e.key + FIX_PREFIX_LEN, e.klen - FIX_PREFIX_LEN,
				    e.val, e.vlen) < 0)
				goto nomem;
			continue;
		}
		size_t k = key_index(e.key, e.klen);
		free(p->texts[k]);
		if (!(p->texts[k] = dup_text(e.val, e.vlen)))
			goto nomem;
	}
	for (size_t k = 0; k < ANNA_PROFILE_KEYS; k++) {
		if (!p->texts[k]) {
			anna_profile_free(p);
			st = fail(err, path, 0, 0, ANNA_E_MISSING,
				  ANNA_MSG_PROFILE_MISSING_KEY,
				  anna_profile_key_name(k), NULL, NULL);
			goto out;
		}
	}
	*out = p;
	goto out;
nomem:
	anna_profile_free(p);
	st = anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
out:
	free(own->fix);
	free(own);
	return st;
}

static enum anna_status load_path(const char *path, struct load_chain *chain,
				  struct anna_profile **out, struct anna_error *err)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	size_t n = strlen(base);
	const char *ext = ".profile";
	if (n > strlen(ext) && strcmp(base + n - strlen(ext), ext) == 0)
		n -= strlen(ext);
	char *name = dup_span(base, n);
	if (!name)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);

	char *text = NULL;
	size_t len = 0;
	enum anna_status st = read_whole(path, &text, &len, err);
	if (st < 0) {
		free(name);
		return st;
	}
	chain->names[chain->depth++] = name;
	struct anna_profile *p = NULL;
	st = parse(path, text, len, chain, &p, err);
	chain->depth--;
	free(text);
	if (st < 0) {
		free(name);
		return st;
	}
	p->name = name;
	*out = p;
	return ANNA_OK;
}

enum anna_status anna_profile_load_file(const char *path,
					struct anna_profile **out,
					struct anna_error *err)
{
	struct load_chain chain = { .depth = 0 };
	anna_error_clear(err);
	return load_path(path, &chain, out, err);
}

enum anna_status anna_profile_load(const char *datadir, const char *name,
				   struct anna_profile **out,
				   struct anna_error *err)
{
	anna_error_clear(err);
	if (!name || !valid_profile_name(name, strlen(name))) {
		char nbuf[ANNA_ERROR_ARG_LEN];
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_PROFILE_NAME,
				      span_arg(name ? name : "", name ? strlen(name) : 0,
					       nbuf));
	}
	if (!datadir)
		datadir = anna_datadir();
	size_t len = strlen(datadir) + strlen(name) + sizeof("/profiles/.profile");
	char *path = malloc(len);
	if (!path)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_PROFILE_NOMEM);
	snprintf(path, len, "%s/profiles/%s.profile", datadir, name);
	enum anna_status st = anna_profile_load_file(path, out, err);
	free(path);
	return st;
}

/* ---- using a profile ----------------------------------------------------- */

const char *anna_profile_name(const struct anna_profile *profile)
{
	return profile->name;
}

const char *anna_profile_voice(const struct anna_profile *profile)
{
	return profile->texts[ANNA_WORD_VOICE];
}

const char *anna_profile_text(const struct anna_profile *profile, const char *key)
{
	if (!key)
		return NULL;
	size_t k = key_index(key, strlen(key));
	return k < ANNA_PROFILE_KEYS ? profile->texts[k] : NULL;
}

const char *anna_profile_word(const struct anna_profile *profile, enum anna_word word)
{
	if ((int)word < 0 || word >= ANNA_WORD_COUNT)
		return NULL;
	return profile->texts[word];
}

const char *anna_profile_msg(const struct anna_profile *profile, enum anna_msg msg)
{
	if ((int)msg < 0 || msg >= ANNA_MSG_COUNT)
		return NULL;
	return profile->texts[ANNA_WORD_COUNT + (size_t)msg];
}

size_t anna_profile_fix_count(const struct anna_profile *profile)
{
	return profile->nfixes;
}

const char *anna_profile_fix_word(const struct anna_profile *profile, size_t i)
{
	return i < profile->nfixes ? profile->fixes[i].word : NULL;
}

const char *anna_profile_fix_phonemes(const struct anna_profile *profile, size_t i)
{
	return i < profile->nfixes ? profile->fixes[i].phonemes : NULL;
}

/* Appends n bytes to buf at *len (as far as they fit; *len counts all). */
static void put(char *buf, size_t size, size_t *len, const char *s, size_t n)
{
	if (*len < size) {
		size_t room = size - *len - 1;
		memcpy(buf + *len, s, n < room ? n : room);
	}
	*len += n;
}

static int finish(char *buf, size_t size, size_t len)
{
	if (size)
		buf[len < size ? len : size - 1] = '\0';
	return (int)len;
}

/* Letters, digits and every non-ASCII byte (letters such as ä, å, ø) make
 * up a word; anything else separates words. */
static bool word_byte(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c >= 0x80;
}

int anna_profile_speakable(const struct anna_profile *profile, const char *text,
			   char *buf, size_t size)
{
	size_t len = 0;
	const char *s = text;
	while (*s) {
		bool at_start = s == text || !word_byte((unsigned char)s[-1]);
		const struct profile_fix *hit = NULL;
		size_t wl = 0;
		for (size_t i = 0; at_start && i < profile->nfixes; i++) {
			const struct profile_fix *f = &profile->fixes[i];
			size_t l = strlen(f->word);
			if (strncmp(s, f->word, l) == 0 && !word_byte((unsigned char)s[l]) &&
			    l > wl) {
				hit = f;
				wl = l;
			}
		}
		if (hit) {
			put(buf, size, &len, "[[", 2);
			put(buf, size, &len, hit->phonemes, strlen(hit->phonemes));
			put(buf, size, &len, "]]", 2);
			s += wl;
		} else {
			put(buf, size, &len, s, 1);
			s++;
		}
	}
	return finish(buf, size, len);
}

/* Fills template t with args; {n} beyond nargs becomes nothing, {{ and }}
 * become { and }. */
static int fill(const char *t, const char *const *args, size_t nargs,
		char *buf, size_t size)
{
	size_t len = 0;
	for (const char *s = t; *s; s++) {
		if ((s[0] == '{' || s[0] == '}') && s[1] == s[0]) {
			put(buf, size, &len, s, 1);
			s++;
			continue;
		}
		if (s[0] == '{' && s[1] >= '1' && s[1] <= '9' && s[2] == '}') {
			size_t i = (size_t)(s[1] - '1');
			if (i < nargs && args[i])
				put(buf, size, &len, args[i], strlen(args[i]));
			s += 2;
			continue;
		}
		put(buf, size, &len, s, 1);
	}
	return finish(buf, size, len);
}

int anna_profile_format(const struct anna_profile *profile, const char *key,
			const char *const *args, size_t nargs,
			char *buf, size_t size)
{
	const char *t = anna_profile_text(profile, key);
	if (!t)
		return ANNA_E_NOTFOUND;
	return fill(t, args, nargs, buf, size);
}

static int render_error(const struct anna_profile *profile,
			const struct anna_error *err, char *buf, size_t size)
{
	const char *t = anna_profile_msg(profile, err->msg);
	if (!t)
		return anna_error_debug(err, buf, size);
	const char *args[ANNA_ERROR_ARGS];
	for (size_t i = 0; i < ANNA_ERROR_ARGS; i++)
		args[i] = err->args[i];
	if (!err->line)
		return fill(t, args, ANNA_ERROR_ARGS, buf, size);
	char msg[RENDER_BUF], line[16], column[16];
	fill(t, args, ANNA_ERROR_ARGS, msg, sizeof(msg));
	snprintf(line, sizeof(line), "%u", err->line);
	snprintf(column, sizeof(column), "%u", err->column);
	const char *where[3] = { msg, line, column };
	enum anna_word w = err->column ? ANNA_WORD_ERROR_AT_LINE_COLUMN
				       : ANNA_WORD_ERROR_AT_LINE;
	return fill(profile->texts[w], where, 3, buf, size);
}

int anna_profile_render_error(const struct anna_profile *profile,
			      const struct anna_error *err,
			      char *buf, size_t size)
{
	if (profile)
		return render_error(profile, err, buf, size);
	struct anna_profile *en = NULL;
	if (anna_profile_load(NULL, "en", &en, NULL) < 0)
		return anna_error_debug(err, buf, size);
	int n = render_error(en, err, buf, size);
	anna_profile_free(en);
	return n;
}
