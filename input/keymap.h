/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/keymap.h: key maps, data files that bind a device's evdev key
 * codes to the keypad grammar's keys (input/keypad.h), like brltty's key
 * tables. data/keymaps/numpad.map is a USB numeric keypad,
 * data/keymaps/keyboard.map the keypad of a full keyboard.
 *
 * The format, one binding a line, '#' starts a comment:
 *
 *   KEY_KPMINUS   cancel   minus
 *   <code>        <key>    <label>
 *
 * code: an evdev key name (KEY_..., BTN_...) or a number (0x4a, 74);
 * key: a grammar key by name ("1".."9", enter, cancel, delete, repeat,
 * time, query, command, help); label: what is printed on the key, a word
 * id from the list below that every profile speaks ("keylabel.<id>"), so
 * the spoken help can name the key to press. A code is bound once; a key
 * may have several codes. Digits 1-9, enter, cancel, delete, query and
 * command must be bound (the grammar cannot work without them).
 *
 * Every error names the file (argument 1) and the line (err->line).
 */
#ifndef ANNA_INPUT_KEYMAP_H
#define ANNA_INPUT_KEYMAP_H

#include <stddef.h>
#include <stdint.h>

#include <linux/input.h>

#include "core/error.h"
#include "input/keypad.h"

#define ANNA_KEYMAP_NAME_MAX 64

struct anna_keymap {
	char name[ANNA_KEYMAP_NAME_MAX];  /* the file's name without .map */
	uint8_t key[KEY_CNT];             /* enum anna_keypad_key per code */
	uint8_t label[KEY_CNT];           /* label index + 1, 0 = none */
};

/* The label ids, in order ("zero", "one", ..., "enter", "minus", ...). */
size_t anna_keymap_label_count(void);
const char *anna_keymap_label_id(size_t index);

/*
 * Parses a key map from text; file is the name errors carry. On success
 * fills *map (name from file's base name) and returns ANNA_OK; on failure
 * *map is untouched and *err says what and where.
 */
enum anna_status anna_keymap_parse(const char *text, size_t len, const char *file,
				   struct anna_keymap *map, struct anna_error *err);
/* Reads and parses the file at path. */
enum anna_status anna_keymap_load(const char *path, struct anna_keymap *map,
				  struct anna_error *err);
/* Loads <datadir>/keymaps/<name>.map. */
enum anna_status anna_keymap_load_name(const char *datadir, const char *name,
				       struct anna_keymap *map, struct anna_error *err);

/* The grammar key of an evdev code; ANNA_KEYPAD_KEY_NONE if unbound. */
enum anna_keypad_key anna_keymap_lookup(const struct anna_keymap *map, unsigned code);
/*
 * The grammar key an event presses: an EV_KEY press (value 1) of a bound
 * code. ANNA_KEYPAD_KEY_NONE for everything else: releases, autorepeat
 * (value 2: a key held down types once), other events, unbound keys.
 */
enum anna_keypad_key anna_keymap_press(const struct anna_keymap *map,
				       const struct input_event *ev);
/* The label id of a code's key, NULL if unbound. */
const char *anna_keymap_label(const struct anna_keymap *map, unsigned code);
/*
 * The codes bound to key, in code order: writes up to max of them to codes
 * and returns how many there are.
 */
size_t anna_keymap_codes(const struct anna_keymap *map, enum anna_keypad_key key,
			 unsigned *codes, size_t max);

/* The labels of the keys bound to each grammar key, in code order (at
 * most ANNA_KEYPAD_LABELS_MAX each), for the spoken help. */
void anna_keymap_labels(const struct anna_keymap *map, struct anna_keypad_labels *out);

#endif
