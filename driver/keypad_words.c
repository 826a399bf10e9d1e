/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/keypad_words.c: keypad actions and menus as speech's records
 * (keypad_words.h).
 */
#include "driver/keypad_words.h"

#include <string.h>

/* The word of a keypad query's name (the query menu's and the Time
 * key's); ANNA_WORD_COUNT for a query the keypad does not ask. */
static enum anna_word query_word(int q)
{
	switch ((enum anna_session_query)q) {
	case ANNA_SQ_MY_TIME: return ANNA_WORD_KEYPAD_CMD_MY_TIME;
	case ANNA_SQ_OPP_TIME: return ANNA_WORD_KEYPAD_CMD_OPP_TIME;
	case ANNA_SQ_MOVES_MADE: return ANNA_WORD_KEYPAD_CMD_MOVES_MADE;
	case ANNA_SQ_MY_LAST: return ANNA_WORD_KEYPAD_CMD_MY_LAST;
	case ANNA_SQ_OPP_LAST: return ANNA_WORD_KEYPAD_CMD_OPP_LAST;
	case ANNA_SQ_SCORESHEET: return ANNA_WORD_KEYPAD_CMD_SCORESHEET;
	case ANNA_SQ_SQUARE: return ANNA_WORD_KEYPAD_CMD_SQUARE;
	case ANNA_SQ_PIECES: return ANNA_WORD_KEYPAD_CMD_PIECES;
	case ANNA_SQ_WHOSE_MOVE: return ANNA_WORD_KEYPAD_CMD_WHOSE_MOVE;
	case ANNA_SQ_BOTH_TIMES:
	case ANNA_SQ_TIME_USED:
	case ANNA_SQ_SHEET_LAG:
	case ANNA_SQ_COUNT:
		break;
	}
	return ANNA_WORD_COUNT;
}

/* The word of a command's name; ANNA_WORD_COUNT for none. */
static enum anna_word cmd_word(int cmd)
{
	switch ((enum anna_keypad_cmd)cmd) {
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

void anna_keypad_say_of(const struct anna_keypad_action *a, struct anna_keypad_say *out)
{
	memset(out, 0, sizeof(*out));
	out->kind = ANNA_KPSAY_NOTHING;
	out->word = ANNA_WORD_COUNT;
	out->value = a->value;
	switch (a->type) {
	case ANNA_KEYPAD_A_ECHO:
		switch (a->meaning) {
		case ANNA_KEYPAD_MEANS_FILE: out->kind = ANNA_KPSAY_FILE; break;
		case ANNA_KEYPAD_MEANS_RANK: out->kind = ANNA_KPSAY_RANK; break;
		case ANNA_KEYPAD_MEANS_PIECE: out->kind = ANNA_KPSAY_PIECE; break;
		case ANNA_KEYPAD_MEANS_NUMBER: out->kind = ANNA_KPSAY_NUMBER; break;
		case ANNA_KEYPAD_MEANS_QUERY:
		case ANNA_KEYPAD_MEANS_COMMAND:
		default:
			out->kind = ANNA_KPSAY_WORD;
			out->word = a->meaning == ANNA_KEYPAD_MEANS_COMMAND ? cmd_word(a->value)
				: a->meaning == ANNA_KEYPAD_MEANS_QUERY	    ? query_word(a->value)
									    : ANNA_WORD_COUNT;
			break;
		}
		break;
	case ANNA_KEYPAD_A_REJECT:
		out->kind = ANNA_KPSAY_WORD;
		out->word = reason_word(a->reason);
		break;
	case ANNA_KEYPAD_A_PROMPT:
		out->kind = ANNA_KPSAY_PROMPT;
		out->prompt = prompt_key(a->prompt);
		break;
	case ANNA_KEYPAD_A_DELETED:
		out->kind = ANNA_KPSAY_WORD;
		out->word = ANNA_WORD_KEYPAD_DELETED;
		break;
	case ANNA_KEYPAD_A_CANCEL:
		/* Cancel with nothing open only stops speech: no words. */
		if (a->state != ANNA_KEYPAD_IDLE) {
			out->kind = ANNA_KPSAY_WORD;
			out->word = ANNA_WORD_KEYPAD_CANCELLED;
		}
		break;
	default:
		break;
	}
}

enum anna_earcon anna_keypad_earcon_of(const struct anna_keypad_action *action)
{
	switch (action->type) {
	case ANNA_KEYPAD_A_ACCEPT: return ANNA_EARCON_ACCEPT;
	case ANNA_KEYPAD_A_REJECT: return ANNA_EARCON_REJECT;
	default: return ANNA_EARCON_COUNT;
	}
}

void anna_keypad_labels_of(const struct anna_keypad_labels *labels,
			   struct anna_keypad_key_labels *out)
{
	static const enum anna_keypad_key key[ANNA_KPKEY_COUNT] = {
		[ANNA_KPKEY_ENTER] = ANNA_KEYPAD_KEY_ENTER,
		[ANNA_KPKEY_CANCEL] = ANNA_KEYPAD_KEY_CANCEL,
		[ANNA_KPKEY_DELETE] = ANNA_KEYPAD_KEY_DELETE,
		[ANNA_KPKEY_REPEAT] = ANNA_KEYPAD_KEY_REPEAT,
		[ANNA_KPKEY_TIME] = ANNA_KEYPAD_KEY_TIME,
		[ANNA_KPKEY_QUERY] = ANNA_KEYPAD_KEY_QUERY,
		[ANNA_KPKEY_COMMAND] = ANNA_KEYPAD_KEY_COMMAND,
		[ANNA_KPKEY_HELP] = ANNA_KEYPAD_KEY_HELP,
	};
	_Static_assert(ANNA_KEYPAD_LABELS_MAX <= ANNA_KPKEY_LABELS_MAX,
		       "speech holds every label a key map gives");
	memset(out, 0, sizeof(*out));
	for (int k = 0; k < ANNA_KPKEY_COUNT; k++) {
		out->n[k] = labels->n[key[k]];
		for (size_t i = 0; i < out->n[k]; i++)
			out->label[k][i] = labels->label[key[k]][i];
	}
}

void anna_keypad_help_of(unsigned allowed, struct anna_keypad_help *out)
{
	memset(out, 0, sizeof(*out));
	out->delete_line = allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_CORRECT);
	out->repeat_line = allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_REPEAT);
	out->time_line = allowed & ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_MY_TIME);
	out->stepping_line = allowed & ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_HINT);
	out->confirm_line = allowed & (ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_DRAW_OFFER) |
				       ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_RESIGN));
	for (int d = 1; d <= 9; d++) {
		enum anna_session_query q = anna_keypad_query_item(d);
		enum anna_keypad_cmd c = anna_keypad_command_item(d);
		out->query[d - 1] = q != ANNA_SQ_COUNT && (allowed & ANNA_KEYPAD_ALLOW_QUERY(q))
			? query_word(q) : ANNA_WORD_COUNT;
		out->command[d - 1] = c != ANNA_KEYPAD_CMD_NONE && (allowed & ANNA_KEYPAD_ALLOW(c))
			? cmd_word(c) : ANNA_WORD_COUNT;
	}
}
