/* speech/render_keypad.c: keypad actions and help in words (see render_keypad.h). */
#include "speech/render_keypad.h"

#include <stdio.h>
#include <string.h>

enum anna_earcon anna_render_keypad_earcon(const struct anna_keypad_action *action)
{
	switch (action->type) {
	case ANNA_KEYPAD_A_ACCEPT: return ANNA_EARCON_ACCEPT;
	case ANNA_KEYPAD_A_REJECT: return ANNA_EARCON_REJECT;
	default: return ANNA_EARCON_COUNT;
	}
}

/* The word of a command's name; ANNA_WORD_COUNT for none. */
static enum anna_word cmd_word(int cmd)
{
	switch ((enum anna_keypad_cmd)cmd) {
	case ANNA_KEYPAD_CMD_MY_TIME: return ANNA_WORD_KEYPAD_CMD_MY_TIME;
	case ANNA_KEYPAD_CMD_OPP_TIME: return ANNA_WORD_KEYPAD_CMD_OPP_TIME;
	case ANNA_KEYPAD_CMD_MOVES_MADE: return ANNA_WORD_KEYPAD_CMD_MOVES_MADE;
	case ANNA_KEYPAD_CMD_MY_LAST: return ANNA_WORD_KEYPAD_CMD_MY_LAST;
	case ANNA_KEYPAD_CMD_OPP_LAST: return ANNA_WORD_KEYPAD_CMD_OPP_LAST;
	case ANNA_KEYPAD_CMD_SCORESHEET: return ANNA_WORD_KEYPAD_CMD_SCORESHEET;
	case ANNA_KEYPAD_CMD_SQUARE: return ANNA_WORD_KEYPAD_CMD_SQUARE;
	case ANNA_KEYPAD_CMD_PIECES: return ANNA_WORD_KEYPAD_CMD_PIECES;
	case ANNA_KEYPAD_CMD_WHOSE_MOVE: return ANNA_WORD_KEYPAD_CMD_WHOSE_MOVE;
	case ANNA_KEYPAD_CMD_REPEAT: return ANNA_WORD_KEYPAD_CMD_REPEAT;
	case ANNA_KEYPAD_CMD_RATE_UP: return ANNA_WORD_KEYPAD_CMD_RATE_UP;
	case ANNA_KEYPAD_CMD_RATE_DOWN: return ANNA_WORD_KEYPAD_CMD_RATE_DOWN;
	case ANNA_KEYPAD_CMD_HELP: return ANNA_WORD_KEYPAD_CMD_HELP;
	case ANNA_KEYPAD_CMD_DRAW_OFFER: return ANNA_WORD_KEYPAD_CMD_DRAW_OFFER;
	case ANNA_KEYPAD_CMD_RESIGN: return ANNA_WORD_KEYPAD_CMD_RESIGN;
	case ANNA_KEYPAD_CMD_CORRECT: return ANNA_WORD_KEYPAD_CMD_CORRECT;
	case ANNA_KEYPAD_CMD_RESUME: return ANNA_WORD_KEYPAD_CMD_RESUME;
	case ANNA_KEYPAD_CMD_HINT: return ANNA_WORD_KEYPAD_CMD_HINT;
	case ANNA_KEYPAD_CMD_EVAL: return ANNA_WORD_KEYPAD_CMD_EVAL;
	case ANNA_KEYPAD_CMD_TAKE_BACK: return ANNA_WORD_KEYPAD_CMD_TAKE_BACK;
	case ANNA_KEYPAD_CMD_THREAT: return ANNA_WORD_KEYPAD_CMD_THREAT;
	case ANNA_KEYPAD_CMD_ENTER: return ANNA_WORD_KEYPAD_CMD_ENTER;
	case ANNA_KEYPAD_CMD_CANCEL: return ANNA_WORD_KEYPAD_CMD_CANCEL;
	case ANNA_KEYPAD_CMD_DELETE: return ANNA_WORD_KEYPAD_CMD_DELETE;
	case ANNA_KEYPAD_CMD_QUERY_MENU: return ANNA_WORD_KEYPAD_CMD_QUERY_MENU;
	case ANNA_KEYPAD_CMD_COMMAND_MENU: return ANNA_WORD_KEYPAD_CMD_COMMAND_MENU;
	case ANNA_KEYPAD_CMD_NONE:
	case ANNA_KEYPAD_CMD_COUNT:
		break;
	}
	return ANNA_WORD_COUNT;
}

static enum anna_word reason_word(enum anna_keypad_reason reason)
{
	switch (reason) {
	case ANNA_KEYPAD_R_NOT_A_SQUARE: return ANNA_WORD_KEYPAD_REJECT_NOT_A_SQUARE;
	case ANNA_KEYPAD_R_NOT_A_PIECE: return ANNA_WORD_KEYPAD_REJECT_NOT_A_PIECE;
	case ANNA_KEYPAD_R_TOO_LONG: return ANNA_WORD_KEYPAD_REJECT_TOO_LONG;
	case ANNA_KEYPAD_R_INCOMPLETE: return ANNA_WORD_KEYPAD_REJECT_INCOMPLETE;
	case ANNA_KEYPAD_R_NOTHING: return ANNA_WORD_KEYPAD_REJECT_NOTHING;
	case ANNA_KEYPAD_R_NOT_HERE: return ANNA_WORD_KEYPAD_REJECT_NOT_HERE;
	case ANNA_KEYPAD_R_NOT_IN_MENU: return ANNA_WORD_KEYPAD_REJECT_NOT_IN_MENU;
	case ANNA_KEYPAD_R_POLICY: return ANNA_WORD_KEYPAD_REJECT_POLICY;
	case ANNA_KEYPAD_R_EXPIRED: return ANNA_WORD_KEYPAD_REJECT_EXPIRED;
	case ANNA_KEYPAD_R_NONE:
	case ANNA_KEYPAD_R_COUNT:
		break;
	}
	return ANNA_WORD_COUNT;
}

static const char *prompt_key(enum anna_keypad_prompt prompt)
{
	switch (prompt) {
	case ANNA_KEYPAD_P_QUERY: return "keypad.prompt.query";
	case ANNA_KEYPAD_P_COMMAND: return "keypad.prompt.command";
	case ANNA_KEYPAD_P_SHEET: return "keypad.prompt.sheet";
	case ANNA_KEYPAD_P_SQUARE: return "keypad.prompt.square";
	case ANNA_KEYPAD_P_PIECES: return "keypad.prompt.pieces";
	case ANNA_KEYPAD_P_CONFIRM_RESIGN: return "keypad.prompt.confirm_resign";
	case ANNA_KEYPAD_P_CONFIRM_DRAW: return "keypad.prompt.confirm_draw";
	case ANNA_KEYPAD_P_PROMOTION: return "keypad.prompt.promotion";
	case ANNA_KEYPAD_P_COUNT: break;
	}
	return NULL;
}

/*
 * The labels of the keys bound to key, "minus or escape"; fallback (a
 * word) when the map binds none or there is no map. Empty if neither.
 */
static void key_labels(const struct anna_profile *profile,
		       const struct anna_keypad_labels *labels, enum anna_keypad_key key,
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

static enum anna_status echo(const struct anna_profile *profile,
			     const struct anna_keypad_action *a, struct anna_phrase *out)
{
	const char *word = NULL;
	char num[64];
	switch (a->meaning) {
	case ANNA_KEYPAD_MEANS_FILE:
		word = anna_render_file(profile, a->value);
		break;
	case ANNA_KEYPAD_MEANS_RANK:
		word = anna_render_rank(profile, a->value);
		break;
	case ANNA_KEYPAD_MEANS_PIECE:
		word = anna_render_piece(profile, (enum anna_piece_type)a->value);
		break;
	case ANNA_KEYPAD_MEANS_NUMBER:
		if (anna_render_number(profile, a->value, num, sizeof(num)) >= 0)
			word = num;
		break;
	case ANNA_KEYPAD_MEANS_COMMAND: {
		enum anna_word w = cmd_word(a->value);
		if (w != ANNA_WORD_COUNT)
			word = anna_profile_word(profile, w);
		break;
	}
	}
	if (!word)
		return ANNA_E_INVALID;
	anna_phrase_add(out, word);
	return ANNA_OK;
}

enum anna_status anna_render_keypad_action(const struct anna_profile *profile,
					   const struct anna_keypad_action *action,
					   const struct anna_keypad_labels *labels,
					   struct anna_phrase *out)
{
	anna_phrase_clear(out);
	enum anna_status st = ANNA_OK;
	switch (action->type) {
	case ANNA_KEYPAD_A_ECHO:
		st = echo(profile, action, out);
		break;
	case ANNA_KEYPAD_A_REJECT: {
		enum anna_word w = reason_word(action->reason);
		if (w == ANNA_WORD_COUNT)
			return ANNA_E_INVALID;
		anna_phrase_add(out, anna_profile_word(profile, w));
		break;
	}
	case ANNA_KEYPAD_A_PROMPT: {
		const char *key = prompt_key(action->prompt);
		if (!key)
			return ANNA_E_INVALID;
		char enter[256];
		key_labels(profile, labels, ANNA_KEYPAD_KEY_ENTER, ANNA_WORD_KEYPAD_CMD_ENTER,
			   enter, sizeof(enter));
		st = anna_phrase_add_format(out, profile, key, enter, NULL, NULL);
		break;
	}
	case ANNA_KEYPAD_A_DELETED:
		anna_phrase_add(out, anna_profile_word(profile, ANNA_WORD_KEYPAD_DELETED));
		break;
	case ANNA_KEYPAD_A_CANCEL:
		/* Cancel with nothing open only stops speech: no words. */
		if (action->state != ANNA_KEYPAD_IDLE)
			anna_phrase_add(out, anna_profile_word(profile, ANNA_WORD_KEYPAD_CANCELLED));
		break;
	default:
		return ANNA_OK;
	}
	if (st != ANNA_OK)
		return st;
	if (out->len == 0)
		return ANNA_OK;
	return anna_phrase_finish(out, profile);
}

/* "1 my time, 2 opponent's time, ..." for the allowed items of a menu. */
static void menu_items(const struct anna_profile *profile, bool query, unsigned allowed,
		       char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int d = 1; d <= 9; d++) {
		enum anna_keypad_cmd cmd = query ? anna_keypad_query_item(d) : anna_keypad_command_item(d);
		if (cmd == ANNA_KEYPAD_CMD_NONE || !(allowed & ANNA_KEYPAD_ALLOW(cmd)))
			continue;
		len += (size_t)snprintf(buf + (len < size ? len : size), len < size ? size - len : 0,
					"%s%d %s", len ? ", " : "", d,
					anna_profile_word(profile, cmd_word(cmd)));
	}
}

struct help {
	const struct anna_profile *profile;
	const struct anna_keypad_labels *labels;
	struct anna_phrase *out;
	size_t max, n;
};

/* One line of help; key1 / key2 name the keys for {1} / {2}. */
static void line(struct help *h, const char *key, enum anna_keypad_key key1,
		 enum anna_keypad_key key2, const char *arg2)
{
	char a1[256], a2[ANNA_PHRASE_MAX];
	key_labels(h->profile, h->labels, key1, ANNA_WORD_COUNT, a1, sizeof(a1));
	if (key2 != ANNA_KEYPAD_KEY_NONE)
		key_labels(h->profile, h->labels, key2, ANNA_WORD_COUNT, a2, sizeof(a2));
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

static bool bound(const struct anna_keypad_labels *labels, enum anna_keypad_key key)
{
	return labels->n[key] > 0;
}

size_t anna_render_keypad_help(const struct anna_profile *profile,
			       const struct anna_keypad_labels *labels, unsigned allowed,
			       struct anna_phrase *out, size_t max)
{
	struct help h = { profile, labels, out, max, 0 };
	const enum anna_keypad_key none = ANNA_KEYPAD_KEY_NONE;
	line(&h, "keypad.help.intro", ANNA_KEYPAD_KEY_CANCEL, none, NULL);
	line(&h, "keypad.help.move", ANNA_KEYPAD_KEY_ENTER, none, NULL);
	line(&h, "keypad.help.clock", ANNA_KEYPAD_KEY_ENTER, none, NULL);
	line(&h, "keypad.help.promotion", ANNA_KEYPAD_KEY_ENTER, none, NULL);
	if (allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_CORRECT))
		line(&h, "keypad.help.delete", ANNA_KEYPAD_KEY_DELETE, none, NULL);
	line(&h, "keypad.help.cancel", ANNA_KEYPAD_KEY_CANCEL, none, NULL);
	if (bound(labels, ANNA_KEYPAD_KEY_REPEAT) && (allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_REPEAT)))
		line(&h, "keypad.help.repeat", ANNA_KEYPAD_KEY_REPEAT, none, NULL);
	if (bound(labels, ANNA_KEYPAD_KEY_TIME) && (allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_MY_TIME)))
		line(&h, "keypad.help.time", ANNA_KEYPAD_KEY_TIME, none, NULL);
	char items[ANNA_PHRASE_MAX];
	menu_items(profile, true, allowed, items, sizeof(items));
	if (items[0])
		line(&h, "keypad.help.query", ANNA_KEYPAD_KEY_QUERY, none, items);
	menu_items(profile, false, allowed, items, sizeof(items));
	if (items[0])
		line(&h, "keypad.help.command", ANNA_KEYPAD_KEY_COMMAND, none, items);
	if (allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_HINT))
		line(&h, "keypad.help.stepping", ANNA_KEYPAD_KEY_ENTER, ANNA_KEYPAD_KEY_DELETE, NULL);
	if (allowed & (ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_DRAW_OFFER) | ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_RESIGN)))
		line(&h, "keypad.help.confirm", ANNA_KEYPAD_KEY_COMMAND, ANNA_KEYPAD_KEY_ENTER, NULL);
	if (bound(labels, ANNA_KEYPAD_KEY_HELP))
		line(&h, "keypad.help.help", ANNA_KEYPAD_KEY_HELP, none, NULL);
	return h.n;
}
