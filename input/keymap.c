/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/keymap.c: key maps, data files of bindings (see keymap.h). */
#include "input/keymap.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libevdev/libevdev.h>

#include "input/file.h"

/* What is printed on keys; each is "keylabel.<id>" in every profile. */
static const char *const labels[] = {
	"zero", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "enter", "plus", "minus", "star", "slash", "dot",
	"comma", "backspace", "escape", "tab", "f1", "equal",
};
#define N_LABELS (sizeof(labels) / sizeof(labels[0]))

size_t anna_keymap_label_count(void)
{
	return N_LABELS;
}

const char *anna_keymap_label_id(size_t index)
{
	return index < N_LABELS ? labels[index] : NULL;
}

/* The grammar cannot work without these. */
static const enum anna_keypad_key required[] = {
	ANNA_KEYPAD_KEY_1, ANNA_KEYPAD_KEY_2, ANNA_KEYPAD_KEY_3,
	ANNA_KEYPAD_KEY_4, ANNA_KEYPAD_KEY_5, ANNA_KEYPAD_KEY_6,
	ANNA_KEYPAD_KEY_7, ANNA_KEYPAD_KEY_8, ANNA_KEYPAD_KEY_9,
	ANNA_KEYPAD_KEY_ENTER, ANNA_KEYPAD_KEY_CANCEL, ANNA_KEYPAD_KEY_DELETE,
	ANNA_KEYPAD_KEY_QUERY, ANNA_KEYPAD_KEY_COMMAND,
};

struct kparser {
	const char *file;
	struct anna_error *err;
	unsigned line;
	unsigned first_line[KEY_CNT];
	char a[ANNA_ERROR_ARG_LEN], b[ANNA_ERROR_ARG_LEN];
};

static enum anna_status kfail(struct kparser *ps, enum anna_status st, enum anna_msg msg,
			      const char *arg2, const char *arg3)
{
	anna_error_set(ps->err, st, msg, ps->file, arg2, arg3);
	anna_error_at(ps->err, ps->line, 0);
	return st;
}

static const char *copy(char *buf, const char *s, size_t n)
{
	if (n >= ANNA_ERROR_ARG_LEN)
		n = ANNA_ERROR_ARG_LEN - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

/* An evdev key name or a number; -1 if it is neither. */
static int parse_code(const char *s)
{
	if ((strncmp(s, "KEY_", 4) == 0 || strncmp(s, "BTN_", 4) == 0)) {
		int code = libevdev_event_code_from_name(EV_KEY, s);
		return code >= 0 && code < KEY_CNT ? code : -1;
	}
	char *end;
	errno = 0;
	long v = strtol(s, &end, 0);
	if (errno || end == s || *end || v < 0 || v >= KEY_CNT || s[0] == '-' || s[0] == '+')
		return -1;
	return (int)v;
}

static int find_label(const char *s)
{
	for (size_t i = 0; i < N_LABELS; i++)
		if (strcmp(labels[i], s) == 0)
			return (int)i;
	return -1;
}

/* Splits a line into up to 4 blank-separated fields (NUL-terminated in
 * place); a '#' starts a comment. Returns the number of fields. */
static int split(char *line, char **fields, int max)
{
	char *hash = strchr(line, '#');
	if (hash)
		*hash = '\0';
	int n = 0;
	char *save = NULL;
	for (char *t = strtok_r(line, " \t\r", &save); t; t = strtok_r(NULL, " \t\r", &save)) {
		if (n == max)
			return max + 1;
		fields[n++] = t;
	}
	return n;
}

static void base_name(const char *file, char *name, size_t size)
{
	const char *slash = strrchr(file, '/');
	const char *base = slash ? slash + 1 : file;
	size_t n = strlen(base);
	if (n > 4 && strcmp(base + n - 4, ".map") == 0)
		n -= 4;
	if (n >= size)
		n = size - 1;
	memcpy(name, base, n);
	name[n] = '\0';
}

enum anna_status anna_keymap_parse(const char *text, size_t len, const char *file,
				   struct anna_keymap *map, struct anna_error *err)
{
	struct kparser *ps = calloc(1, sizeof(*ps));
	struct anna_keymap *m = calloc(1, sizeof(*m));
	char *buf = malloc(len + 1);
	enum anna_status st = ANNA_OK;
	if (!ps || !m || !buf) {
		st = anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_NONE);
		goto out;
	}
	ps->file = file;
	ps->err = err;
	memcpy(buf, text, len);
	buf[len] = '\0';
	bool any = false;
	char *p = buf, *end = buf + len;
	while (p < end && st == ANNA_OK) {
		ps->line++;
		char *nl = memchr(p, '\n', (size_t)(end - p));
		char *line = p;
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		p += n + 1;
		line[n] = '\0';
		if (strlen(line) != n) {
			st = kfail(ps, ANNA_E_SYNTAX, ANNA_MSG_KEYMAP_SYNTAX, "\\0", NULL);
			break;
		}
		char whole[ANNA_ERROR_ARG_LEN];
		size_t shown = n;
		while (shown > 0 && strchr(" \t\r", line[shown - 1]))
			shown--;
		copy(whole, line, shown);
		char *f[3];
		int nf = split(line, f, 3);
		if (nf == 0)
			continue;
		any = true;
		if (nf != 3) {
			st = kfail(ps, ANNA_E_SYNTAX, ANNA_MSG_KEYMAP_SYNTAX, whole, NULL);
			break;
		}
		int code = parse_code(f[0]);
		if (code < 0) {
			st = kfail(ps, ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_CODE, copy(ps->a, f[0], strlen(f[0])), NULL);
			break;
		}
		enum anna_keypad_key key = anna_keypad_key_from_str(f[1]);
		if (key == ANNA_KEYPAD_KEY_NONE) {
			st = kfail(ps, ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_KEY, copy(ps->a, f[1], strlen(f[1])), NULL);
			break;
		}
		int label = find_label(f[2]);
		if (label < 0) {
			st = kfail(ps, ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_LABEL, copy(ps->a, f[2], strlen(f[2])), NULL);
			break;
		}
		if (m->key[code] != ANNA_KEYPAD_KEY_NONE) {
			snprintf(ps->b, sizeof(ps->b), "%u", ps->first_line[code]);
			st = kfail(ps, ANNA_E_DUPLICATE, ANNA_MSG_KEYMAP_DUPLICATE,
				   copy(ps->a, f[0], strlen(f[0])), ps->b);
			break;
		}
		m->key[code] = (uint8_t)key;
		m->label[code] = (uint8_t)(label + 1);
		ps->first_line[code] = ps->line;
	}
	if (st == ANNA_OK && !any) {
		st = kfail(ps, ANNA_E_MISSING, ANNA_MSG_KEYMAP_EMPTY, NULL, NULL);
		anna_error_at(err, 0, 0);
	}
	for (size_t i = 0; st == ANNA_OK && i < sizeof(required) / sizeof(required[0]); i++) {
		if (anna_keymap_codes(m, required[i], NULL, 0) == 0)
			st = kfail(ps, ANNA_E_MISSING, ANNA_MSG_KEYMAP_MISSING,
				   anna_keypad_key_str(required[i]), NULL);
	}
	if (st == ANNA_OK) {
		base_name(file, m->name, sizeof(m->name));
		*map = *m;
	}
out:
	free(buf);
	free(m);
	free(ps);
	return st;
}

enum anna_status anna_keymap_load(const char *path, struct anna_keymap *map,
				  struct anna_error *err)
{
	char *text;
	size_t len;
	int rc = anna_input_read_file(path, &text, &len);
	if (rc < 0)
		return anna_input_read_error(err, ANNA_MSG_KEYMAP_OPEN, path, rc);
	enum anna_status st = anna_keymap_parse(text, len, path, map, err);
	free(text);
	return st;
}

enum anna_status anna_keymap_load_name(const char *datadir, const char *name,
				       struct anna_keymap *map, struct anna_error *err)
{
	char path[4096];
	if (strchr(name, '/') ||
	    (size_t)snprintf(path, sizeof(path), "%s/keymaps/%s.map", datadir, name) >= sizeof(path)) {
		anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_KEYMAP_OPEN, name,
			       anna_input_errno_name(ENAMETOOLONG));
		anna_error_at(err, 0, 0);
		return ANNA_E_NOTFOUND;
	}
	return anna_keymap_load(path, map, err);
}

enum anna_keypad_key anna_keymap_lookup(const struct anna_keymap *map, unsigned code)
{
	return code < KEY_CNT ? (enum anna_keypad_key)map->key[code] : ANNA_KEYPAD_KEY_NONE;
}

enum anna_keypad_key anna_keymap_press(const struct anna_keymap *map,
				       const struct input_event *ev)
{
	if (ev->type != EV_KEY || ev->value != 1)
		return ANNA_KEYPAD_KEY_NONE;
	return anna_keymap_lookup(map, ev->code);
}

const char *anna_keymap_label(const struct anna_keymap *map, unsigned code)
{
	if (code >= KEY_CNT || map->label[code] == 0)
		return NULL;
	return labels[map->label[code] - 1];
}

size_t anna_keymap_codes(const struct anna_keymap *map, enum anna_keypad_key key,
			 unsigned *codes, size_t max)
{
	size_t n = 0;
	for (unsigned code = 0; code < KEY_CNT; code++) {
		if (map->key[code] != (uint8_t)key || key == ANNA_KEYPAD_KEY_NONE)
			continue;
		if (n < max)
			codes[n] = code;
		n++;
	}
	return n;
}

void anna_keymap_labels(const struct anna_keymap *map, struct anna_keypad_labels *out)
{
	memset(out, 0, sizeof(*out));
	for (unsigned code = 0; code < KEY_CNT; code++) {
		unsigned k = map->key[code];
		if (k == ANNA_KEYPAD_KEY_NONE || k >= ANNA_KEYPAD_KEY_COUNT ||
		    out->n[k] == ANNA_KEYPAD_LABELS_MAX)
			continue;
		const char *label = anna_keymap_label(map, code);
		/* Two codes with one label (a keypad's Enter twice) are said once. */
		bool seen = false;
		for (size_t i = 0; i < out->n[k]; i++)
			seen |= strcmp(out->label[k][i], label) == 0;
		if (!seen)
			out->label[k][out->n[k]++] = label;
	}
}
