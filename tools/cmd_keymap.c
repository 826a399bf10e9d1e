/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_keymap.c: `anna keymap [options] NAME|FILE` loads a key map as
 * the daemon would and prints its bindings and the spoken help it gives,
 * in a profile's words; a broken map gets its error with file and line.
 * For clubs that edit or add a key map (docs/keypad.md).
 */
#include <stdio.h>
#include <string.h>

#include <libevdev/libevdev.h>

#include "input/keymap.h"
#include "speech/profile.h"
#include "driver/keypad_words.h"
#include "tools/commands.h"
#include "tools/report.h"

static const char *const policies[] = { "training", "competition", NULL };

int anna_cmd_keymap(int argc, char **argv)
{
	const char *policy = "training";
	const struct anna_tool_option opts[] = {
		{ "--policy", &policy, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_KEYMAP, &nargs);
	if (rc >= 0)
		return rc;
	int pol = anna_tool_choice("--policy", policy, policies);
	if (pol < 0)
		return ANNA_EXIT_USAGE;
	unsigned allowed = pol == 0 ? anna_keypad_policy_training()
				    : anna_keypad_policy_competition();
	const char *map_arg = argv[1];
	const struct anna_profile *p = anna_tool_profile();
	if (!p)
		return ANNA_EXIT_FAIL;

	struct anna_keymap map;
	struct anna_error err;
	size_t n = strlen(map_arg);
	enum anna_status st = strchr(map_arg, '/') || (n > 4 && strcmp(map_arg + n - 4, ".map") == 0)
				      ? anna_keymap_load(map_arg, &map, &err)
				      : anna_keymap_load_name(anna_datadir(), map_arg, &map, &err);
	if (st != ANNA_OK) {
		anna_tool_report_error(NULL, &err); /* it names the file */
		return ANNA_EXIT_USAGE;
	}
	anna_tool_print(ANNA_WORD_CMD_KEYMAP_NAME, map.name);
	for (int k = ANNA_KEYPAD_KEY_1; k < ANNA_KEYPAD_KEY_COUNT; k++) {
		unsigned codes[32];
		size_t nc = anna_keymap_codes(&map, (enum anna_keypad_key)k, codes, 32);
		for (size_t i = 0; i < nc && i < 32; i++) {
			const char *name = libevdev_event_code_get_name(EV_KEY, codes[i]);
			printf("  %-8s %-16s %s\n", anna_keypad_key_str((enum anna_keypad_key)k),
			       name ? name : "?", anna_keymap_label(&map, codes[i]));
		}
	}
	struct anna_keypad_labels labels;
	anna_keymap_labels(&map, &labels);
	struct anna_keypad_key_labels said;
	anna_keypad_labels_of(&labels, &said);
	struct anna_keypad_help what;
	anna_keypad_help_of(allowed, &what);
	struct anna_phrase lines[24];
	size_t nl = anna_render_keypad_help(p, &said, &what, lines, 24);
	anna_tool_print(ANNA_WORD_CMD_KEYMAP_HELP);
	for (size_t i = 0; i < nl && i < 24; i++)
		printf("  %s\n", lines[i].text);
	return ANNA_EXIT_OK;
}
