/*
 * tools/cmd_boardmap.c: `anna boardmap [--profile NAME] FILE` checks a
 * sensor-board map file (docs/sensor-board.md) and says what is wrong in
 * the tool's profile's words (tools/report.h: --profile, $ANNA_PROFILE,
 * en), with the file and line; `anna boardmap --default` prints the
 * default map of DESIGN.md in the file format.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "board-io/boardmap.h"
#include "tools/commands.h"
#include "tools/report.h"

#define USAGE "usage: anna boardmap [--profile NAME] FILE | anna boardmap --default\n"

int anna_cmd_boardmap(int argc, char **argv)
{
	const char *file = NULL;
	bool print_default = false;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--profile") == 0) {
			if (++i == argc) {
				fprintf(stderr, "anna boardmap: --profile needs a NAME\n" USAGE);
				return ANNA_EXIT_USAGE;
			}
			if (anna_tool_set_profile(argv[i]) < 0)
				return ANNA_EXIT_USAGE;
		} else if (strcmp(argv[i], "--default") == 0) {
			print_default = true;
		} else if (strcmp(argv[i], "--help") == 0) {
			printf(USAGE);
			return ANNA_EXIT_OK;
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			fprintf(stderr, "anna boardmap: unknown option '%s'\n" USAGE, argv[i]);
			return ANNA_EXIT_USAGE;
		} else if (file) {
			fprintf(stderr, "anna boardmap: one FILE only, got '%s' too\n" USAGE,
				argv[i]);
			return ANNA_EXIT_USAGE;
		} else {
			file = argv[i];
		}
	}
	struct anna_boardmap map;
	if (print_default) {
		if (file) {
			fprintf(stderr, "anna boardmap: --default takes no FILE\n" USAGE);
			return ANNA_EXIT_USAGE;
		}
		anna_boardmap_default(&map);
		return anna_boardmap_write(stdout, &map) == 0 ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
	}
	if (!file) {
		fprintf(stderr, "anna boardmap: FILE missing\n" USAGE);
		return ANNA_EXIT_USAGE;
	}
	struct anna_error err;
	if (anna_boardmap_load(&map, file, &err) == ANNA_OK) {
		printf("%s: 64 squares, key codes 0x%03x (a1) .. 0x%03x (h8)\n", file,
		       map.code[0], map.code[63]);
		return ANNA_EXIT_OK;
	}
	anna_tool_report_error(NULL, &err);
	return ANNA_EXIT_USAGE;
}
