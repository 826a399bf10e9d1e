/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech/render_keypad.c: a keypad's words and help (see render_keypad.h). */
#include "speech/render_keypad.h"

#include <stdio.h>
#include <string.h>

/*
 * The labels of the keys bound to key, "minus or escape"; fallback (a
 * word) when the map binds none or there is no map. Empty if neither.
 */
static void key_labels(const struct anna_profile *profile,
		       const struct anna_keypad_key_labels *labels, enum anna_keypad_label_key key,
		       enum anna_word fallback, char *buf, size_t size)
{
	buf[0] = '\0';
	size_t n = labels ? labels->n[key] : 0;
	if (n == 0) {
		if (fallback != ANNA_WORD_COUNT)
			snprintf(buf, size, "%s", anna_profile_word(profile, fallback));
		return;
	}
	size_t len = 0;
	for (size_t i = 0; i < n; i++) {
		char k[64];
		snprintf(k, sizeof(k), "keylabel.%s", labels->label[key][i]);
		const char *word = anna_profile_text(profile, k);
		if (!word)
			word = labels->label[key][i];
		const char *sep = i == 0 ? "" : i + 1 < n ? ", " : " ";
		const char *or = i > 0 && i + 1 == n ? anna_profile_word(profile, ANNA_WORD_KEYPAD_HELP_OR) : "";
		len += (size_t)snprintf(buf + (len < size ? len : size), len < size ? size - len : 0,
					"%s%s%s%s", sep, or, *or ? " " : "", word);
	}
}

enum anna_status anna_render_keypad_say(const struct anna_profile *profile,
					const struct anna_keypad_say *say,
					const struct anna_keypad_key_labels *labels,
					struct anna_phrase *out)
{
	anna_phrase_clear(out);
	const char *word = NULL;
	char num[64];
	enum anna_status st = ANNA_OK;
	switch (say->kind) {
	case ANNA_KPSAY_NOTHING:
		return ANNA_OK;
	case ANNA_KPSAY_FILE:
		word = anna_render_file(profile, say->value);
		break;
	case ANNA_KPSAY_RANK:
		word = anna_render_rank(profile, say->value);
		break;
	case ANNA_KPSAY_PIECE:
		word = anna_render_piece(profile, (enum anna_piece_type)say->value);
		break;
	case ANNA_KPSAY_NUMBER:
		if (anna_render_number(profile, say->value, num, sizeof(num)) >= 0)
			word = num;
		break;
	case ANNA_KPSAY_WORD:
		if ((unsigned)say->word < ANNA_WORD_COUNT)
			word = anna_profile_word(profile, say->word);
		break;
	case ANNA_KPSAY_PROMPT: {
		if (!say->prompt)
			return ANNA_E_INVALID;
		char enter[256];
		key_labels(profile, labels, ANNA_KPKEY_ENTER, ANNA_WORD_KEYPAD_CMD_ENTER, enter,
			   sizeof(enter));
		st = anna_phrase_add_format(out, profile, say->prompt, enter, NULL, NULL);
		if (st != ANNA_OK)
			return st;
		return out->len ? anna_phrase_finish(out, profile) : ANNA_OK;
	}
	}
	if (!word)
		return ANNA_E_INVALID;
	anna_phrase_add(out, word);
	return anna_phrase_finish(out, profile);
}

/* "1 my time, 2 opponent's time, ..." for a menu's items. */
static void menu_items(const struct anna_profile *profile, const enum anna_word item[9],
		       char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int d = 1; d <= 9; d++) {
		if ((unsigned)item[d - 1] >= ANNA_WORD_COUNT)
			continue;
		len += (size_t)snprintf(buf + (len < size ? len : size), len < size ? size - len : 0,
					"%s%d %s", len ? ", " : "", d,
					anna_profile_word(profile, item[d - 1]));
	}
}

struct help {
	const struct anna_profile *profile;
	const struct anna_keypad_key_labels *labels;
	struct anna_phrase *out;
	size_t max, n;
};

/* One line of help; key1 / key2 name the keys for {1} / {2}. */
static void line(struct help *h, const char *key, int key1, int key2, const char *arg2)
{
	char a1[256], a2[ANNA_PHRASE_MAX];
	key_labels(h->profile, h->labels, (enum anna_keypad_label_key)key1, ANNA_WORD_COUNT, a1,
		   sizeof(a1));
	if (key2 != ANNA_KPKEY_COUNT)
		key_labels(h->profile, h->labels, (enum anna_keypad_label_key)key2, ANNA_WORD_COUNT,
			   a2, sizeof(a2));
	else
		snprintf(a2, sizeof(a2), "%s", arg2 ? arg2 : "");
	if (h->n < h->max) {
		struct anna_phrase *p = &h->out[h->n];
		anna_phrase_clear(p);
		anna_phrase_add_format(p, h->profile, key, a1, a2, NULL);
		anna_phrase_finish(p, h->profile);
	}
	h->n++;
}

static bool bound(const struct anna_keypad_key_labels *labels, enum anna_keypad_label_key key)
{
	return labels->n[key] > 0;
}

size_t anna_render_keypad_help(const struct anna_profile *profile,
			       const struct anna_keypad_key_labels *labels,
			       const struct anna_keypad_help *what, struct anna_phrase *out,
			       size_t max)
{
	struct help h = { profile, labels, out, max, 0 };
	const int none = ANNA_KPKEY_COUNT;
	line(&h, "keypad.help.intro", ANNA_KPKEY_CANCEL, none, NULL);
	line(&h, "keypad.help.move", ANNA_KPKEY_ENTER, none, NULL);
	line(&h, "keypad.help.clock", ANNA_KPKEY_ENTER, none, NULL);
	line(&h, "keypad.help.promotion", ANNA_KPKEY_ENTER, none, NULL);
	if (what->delete_line)
		line(&h, "keypad.help.delete", ANNA_KPKEY_DELETE, none, NULL);
	line(&h, "keypad.help.cancel", ANNA_KPKEY_CANCEL, none, NULL);
	if (bound(labels, ANNA_KPKEY_REPEAT) && what->repeat_line)
		line(&h, "keypad.help.repeat", ANNA_KPKEY_REPEAT, none, NULL);
	if (bound(labels, ANNA_KPKEY_TIME) && what->time_line)
		line(&h, "keypad.help.time", ANNA_KPKEY_TIME, none, NULL);
	char items[ANNA_PHRASE_MAX];
	menu_items(profile, what->query, items, sizeof(items));
	if (items[0])
		line(&h, "keypad.help.query", ANNA_KPKEY_QUERY, none, items);
	menu_items(profile, what->command, items, sizeof(items));
	if (items[0])
		line(&h, "keypad.help.command", ANNA_KPKEY_COMMAND, none, items);
	if (what->confirm_line)
		line(&h, "keypad.help.confirm", ANNA_KPKEY_COMMAND, ANNA_KPKEY_ENTER, NULL);
	if (bound(labels, ANNA_KPKEY_HELP))
		line(&h, "keypad.help.help", ANNA_KPKEY_HELP, none, NULL);
	return h.n;
}
