/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_keypad.h: what a keypad says, in the listener's words: the
 * echo of every key (a file, a rank, a piece, a number, a command's name),
 * the prompts, why a key was refused, and the spoken help built from the
 * keys' printed labels. Pure, like speech/render.h.
 *
 * speech/ knows no keys: the driver (driver/keypad_words.h) turns the
 * keypad grammar's actions, its menus and its key map into the
 * language-free records below, which say only which words to use.
 *
 * A move, the clock press and a query are not the keypad's to say: the
 * session announces them (in the phonetic alphabet for the other player).
 */
#ifndef ANNA_SPEECH_RENDER_KEYPAD_H
#define ANNA_SPEECH_RENDER_KEYPAD_H

#include <stdbool.h>
#include <stddef.h>

#include "speech/render.h"

/* What one keypad action says. */
enum anna_keypad_say_kind {
	ANNA_KPSAY_NOTHING = 0,
	ANNA_KPSAY_FILE,    /* value: file 0..7 (a..h) */
	ANNA_KPSAY_RANK,    /* value: rank 0..7 */
	ANNA_KPSAY_PIECE,   /* value: enum anna_piece_type */
	ANNA_KPSAY_NUMBER,  /* value */
	ANNA_KPSAY_WORD,    /* word: a command's name, a refusal, "deleted",
			     * "cancelled" */
	ANNA_KPSAY_PROMPT,  /* prompt: a keypad.prompt.* key, its {1} the
			     * labels of the Enter keys */
};

struct anna_keypad_say {
	enum anna_keypad_say_kind kind;
	int value;
	enum anna_word word;
	const char *prompt;
};

/* The keys the words name, by the labels printed on them (label ids of a
 * key map, "minus", "enter"; keylabel.<id> in the profile). */
enum anna_keypad_label_key {
	ANNA_KPKEY_ENTER = 0,
	ANNA_KPKEY_CANCEL,
	ANNA_KPKEY_DELETE,
	ANNA_KPKEY_REPEAT,
	ANNA_KPKEY_TIME,
	ANNA_KPKEY_QUERY,
	ANNA_KPKEY_COMMAND,
	ANNA_KPKEY_HELP,
	ANNA_KPKEY_COUNT
};
#define ANNA_KPKEY_LABELS_MAX 8
struct anna_keypad_key_labels {
	const char *label[ANNA_KPKEY_COUNT][ANNA_KPKEY_LABELS_MAX];
	size_t n[ANNA_KPKEY_COUNT];
};

/* What the spoken help says besides the fixed lines: which optional
 * lines the policy allows, and the menus' items by digit (item[0] is
 * digit 1; ANNA_WORD_COUNT: no item). */
struct anna_keypad_help {
	bool delete_line, repeat_line, time_line, confirm_line;
	enum anna_word query[9], command[9];
};

/*
 * The words of say into *out (empty for NOTHING, and ANNA_OK). labels name
 * Enter in a prompt (NULL: the word "enter"). ANNA_E_INVALID for a value
 * out of range, ANNA_E_SPACE if the phrase did not fit.
 */
enum anna_status anna_render_keypad_say(const struct anna_profile *profile,
					const struct anna_keypad_say *say,
					const struct anna_keypad_key_labels *labels,
					struct anna_phrase *out);

/*
 * The spoken help (docs/keypad.md): one phrase a line into out[0..max),
 * naming the keys by their labels; keys that are not bound are left out.
 * Returns how many lines it wanted (more than max: the rest was not
 * written).
 */
size_t anna_render_keypad_help(const struct anna_profile *profile,
			       const struct anna_keypad_key_labels *labels,
			       const struct anna_keypad_help *help, struct anna_phrase *out,
			       size_t max);

#endif
