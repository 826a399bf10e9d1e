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
#include "speech/render_keypad.h"
#include "tools/commands.h"
#include "tools/report.h"

#define KEYMAP_USAGE "keymap [--profile NAME] [--policy training|competition] NAME|FILE"

static int usage(void)
{
	fprintf(stderr, "usage: anna " KEYMAP_USAGE "\n");
	return ANNA_EXIT_USAGE;
}

static void help(void)
{
	printf("usage: anna " KEYMAP_USAGE "\n\n"
	       "Loads a key map (data/keymaps/NAME.map, or a file) and prints its\n"
	       "bindings and the keypad help anna speaks with it, or what is wrong\n"
	       "with it and on which line.\n"
	       "  --profile NAME   the words (default $ANNA_PROFILE, else en)\n"
	       "  --policy P       training (default: every command) or competition\n");
}

int anna_cmd_keymap(int argc, char **argv)
{
	const char *profile = NULL, *map_arg = NULL;
	unsigned allowed = anna_keypad_policy_training();
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0) {
			help();
			return ANNA_EXIT_OK;
		} else if (strcmp(argv[i], "--profile") == 0 && i + 1 < argc) {
			profile = argv[++i];
		} else if (strcmp(argv[i], "--policy") == 0 && i + 1 < argc) {
			const char *p = argv[++i];
			if (strcmp(p, "training") == 0)
				allowed = anna_keypad_policy_training();
			else if (strcmp(p, "competition") == 0)
				allowed = anna_keypad_policy_competition();
			else
				return usage();
		} else if (argv[i][0] == '-' || map_arg) {
			return usage();
		} else {
			map_arg = argv[i];
		}
	}
	if (!map_arg)
		return usage();
	if (profile && anna_tool_set_profile(profile) < 0)
		return ANNA_EXIT_USAGE;
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
	printf("key map %s\n", map.name);
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
	struct anna_phrase lines[24];
	size_t nl = anna_render_keypad_help(p, &labels, allowed, lines, 24);
	printf("help\n");
	for (size_t i = 0; i < nl && i < 24; i++)
		printf("  %s\n", lines[i].text);
	return ANNA_EXIT_OK;
}
