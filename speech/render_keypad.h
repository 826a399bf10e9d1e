/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_keypad.h: the keypad grammar's actions (input/keypad.h) in
 * the listener's words: the echo of every key (a file, a rank, a piece, a
 * number, a command's name), the prompts, why a key was refused, and the
 * spoken help built from the key map's labels and the policy. Pure, like
 * speech/render.h. Only the grammar's types are used from input/: no code
 * of input/ is linked, so speech/ and input/ stay siblings.
 *
 * A move, the clock press and a query are not the keypad's to say: the
 * session announces them (in the phonetic alphabet for the other player).
 */
#ifndef ANNA_SPEECH_RENDER_KEYPAD_H
#define ANNA_SPEECH_RENDER_KEYPAD_H

#include <stddef.h>

#include "input/keypad.h"
#include "speech/earcon.h"
#include "speech/render.h"

/* The earcon of an ACCEPT or REJECT action; ANNA_EARCON_COUNT for others. */
enum anna_earcon anna_render_keypad_earcon(const struct anna_keypad_action *action);

/*
 * The words of an action: ECHO, REJECT (the reason), PROMPT, DELETED and
 * CANCEL have words; for every other action *out is left empty and
 * ANNA_OK returned. labels name Enter in the confirmation prompts (NULL:
 * the word "enter"). ANNA_E_INVALID for a value out of range,
 * ANNA_E_SPACE if the phrase did not fit.
 */
enum anna_status anna_render_keypad_action(const struct anna_profile *profile,
					   const struct anna_keypad_action *action,
					   const struct anna_keypad_labels *labels,
					   struct anna_phrase *out);

/*
 * The spoken help (docs/keypad.md): one phrase a line into out[0..max),
 * naming the keys by their labels; the menus list only what the policy
 * (ANNA_KEYPAD_ALLOW bits) allows, and keys that are not bound are left
 * out. Returns how many lines it wanted (more than max: the rest was not
 * written).
 */
size_t anna_render_keypad_help(const struct anna_profile *profile,
			       const struct anna_keypad_labels *labels, unsigned allowed,
			       struct anna_phrase *out, size_t max);

#endif
