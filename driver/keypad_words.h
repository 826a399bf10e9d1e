/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/keypad_words.h: the keypad grammar's actions, menus and key map
 * (input/) as the language-free records speech renders
 * (speech/render_keypad.h). speech/ knows no keys; this is the one place
 * that knows both.
 */
#ifndef ANNA_DRIVER_KEYPAD_WORDS_H
#define ANNA_DRIVER_KEYPAD_WORDS_H

#include "input/keypad.h"
#include "speech/earcon.h"
#include "speech/render_keypad.h"

/* What an action says: an echo, a refusal, a prompt, "deleted",
 * "cancelled" (a cancel with nothing open says nothing); NOTHING for the
 * actions whose words are the session's (moves, presses, commands). A
 * value the renderer does not know gives ANNA_WORD_COUNT (it refuses). */
void anna_keypad_say_of(const struct anna_keypad_action *action, struct anna_keypad_say *out);

/* The earcon of an ACCEPT or REJECT action; ANNA_EARCON_COUNT for others. */
enum anna_earcon anna_keypad_earcon_of(const struct anna_keypad_action *action);

/* The labels of the keys the words name, from a key map's labels. */
void anna_keypad_labels_of(const struct anna_keypad_labels *labels,
			   struct anna_keypad_key_labels *out);

/* The help's lines and menus for a keypad allowed `allowed`
 * (ANNA_KEYPAD_ALLOW and ANNA_KEYPAD_ALLOW_QUERY bits). */
void anna_keypad_help_of(unsigned allowed, struct anna_keypad_help *out);

#endif
