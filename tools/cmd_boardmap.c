/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_boardmap.c: `anna boardmap FILE` checks a sensor-board map
 * file (docs/sensor-board.md) and says what is wrong in the tool's
 * profile's words (tools/report.h: --profile, $ANNA_PROFILE, en), with
 * the file and line; `anna boardmap --default` prints the default map of
 * docs/sensor-board.md in the file format.
 */
#include <stdbool.h>
#include <stdio.h>

#include "board-io/boardmap.h"
#include "tools/commands.h"
#include "tools/report.h"

int anna_cmd_boardmap(int argc, char **argv)
{
	bool print_default = false;
	const struct anna_tool_option opts[] = {
		{ "--default", NULL, &print_default },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 0, 1, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	struct anna_boardmap map;
	if (print_default) {
		if (nargs > 0)
			return anna_tool_usage_error(ANNA_MSG_TOOL_EXTRA_ARGUMENT, argv[1]);
		anna_boardmap_default(&map);
		return anna_boardmap_write(stdout, &map) == 0 ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
	}
	if (nargs < 1)
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_FILE);
	struct anna_error err;
	if (anna_boardmap_load(&map, argv[1], &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err); /* it names the file */
		return ANNA_EXIT_USAGE;
	}
	char a1[8], h8[8];
	snprintf(a1, sizeof(a1), "0x%03x", map.code[0]);
	snprintf(h8, sizeof(h8), "0x%03x", map.code[63]);
	anna_tool_print(ANNA_WORD_CMD_BOARDMAP_OK, argv[1], a1, h8);
	return ANNA_EXIT_OK;
}
