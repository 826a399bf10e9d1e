/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_position.c: `anna position [--moves "MOVE ..."] [--json]
 * [--edition YEAR] [--budget NODES] FEN`, the status of a position for an
 * arbiter (tools/status.h): FEN (or "startpos") and the moves played from
 * it, in any notation the tool reads, in the profile's letters.
 * Exit: 0 the status was printed, 2 a bad FEN, move or argument.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/game.h"
#include "core/notation.h"
#include "tools/commands.h"
#include "tools/json.h"
#include "tools/report.h"
#include "tools/status.h"

static const char *const editions[] = { "2009", "2014", "2017", NULL };

int anna_cmd_position(int argc, char **argv)
{
	const char *moves_arg = NULL, *edition_arg = "2017", *budget_arg = NULL;
	bool json = false;
	const struct anna_tool_option opts[] = {
		{ "--moves", &moves_arg, NULL },
		{ "--edition", &edition_arg, NULL },
		{ "--budget", &budget_arg, NULL },
		{ "--json", NULL, &json },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_FEN, &nargs);
	if (rc >= 0)
		return rc;
	if (anna_tool_choice("--edition", edition_arg, editions) < 0)
		return ANNA_EXIT_USAGE;
	long budget = ANNA_MATE_BUDGET;
	if (budget_arg && anna_tool_number("--budget", budget_arg, 0, ANNA_MATE_BUDGET_MAX,
					   &budget) < 0)
		return ANNA_EXIT_USAGE;
	const char *fen = strcmp(argv[1], "startpos") == 0 ? ANNA_FEN_START : argv[1];
	struct anna_position start;
	struct anna_error err;
	if (anna_fen_read(&start, fen, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	struct anna_game game;
	anna_game_init(&game, (enum anna_edition)atoi(edition_arg), &start);
	rc = ANNA_EXIT_OK;
	char *list = moves_arg ? strdup(moves_arg) : NULL;
	char *save = NULL;
	for (char *t = list ? strtok_r(list, " \t", &save) : NULL; t;
	     t = strtok_r(NULL, " \t", &save)) {
		uint16_t m;
		if (anna_notation_read(&game.pos, t, anna_tool_letters(), &m, &err) != ANNA_OK ||
		    anna_game_append(&game, m, &err) != ANNA_OK) {
			anna_tool_report_error(t, &err);
			rc = ANNA_EXIT_USAGE;
			break;
		}
	}
	free(list);
	if (rc == ANNA_EXIT_OK) {
		if (json) {
			struct anna_json j;
			anna_json_init(&j, stdout);
			anna_tool_status(&game, (unsigned long)budget, &j);
			anna_json_finish(&j);
		} else {
			anna_tool_status(&game, (unsigned long)budget, NULL);
		}
	}
	anna_game_fini(&game);
	return rc;
}
