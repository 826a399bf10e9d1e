/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_pgn.c: `anna pgn check FILE` and `anna pgn export FILE`.
 *
 * check reads every game of a PGN file and reports each damaged one with
 * its line and column, in the words of the tool's profile (tools/report.h:
 * --profile, else $ANNA_PROFILE, else en); with --status it prints the
 * status of each good game's final position (tools/status.h), --json as
 * one JSON array of {"game": N, "status": {...}}.
 * export does the same and writes every good game in PGN export format to
 * standard output. FILE "-" is standard input.
 * Exit: 0 every game read, 1 no game in the file, 2 damage or bad
 * arguments.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/pgn.h"
#include "speech/profile.h"
#include "input/file.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/json.h"
#include "tools/report.h"
#include "tools/status.h"

/* "FILE: Game N is damaged and was not read. <the error> (line L, column C)";
 * game 0: no game (control bytes after the last), the error alone. */
static void report(const struct anna_profile *profile, const char *path,
		   unsigned game, const struct anna_error *err)
{
	char num[16];
	snprintf(num, sizeof(num), "%u", game);
	const char *args[] = { num };
	char head[256] = "", what[1024];
	if (profile && game)
		anna_profile_format(profile, "pgn.damaged", args, 1, head, sizeof(head));
	anna_profile_render_error(profile, err, what, sizeof(what));
	fprintf(stderr, "%s: %s%s%s\n", path, head, *head ? " " : "", what);
}

static const char *const editions[] = { "2009", "2014", "2017", NULL };

int anna_cmd_pgn(int argc, char **argv)
{
	static const char *const actions[] = { "check", "export", NULL };
	int action;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	const bool export = action == 1;
	argc--;
	argv++;
	const char *edition_arg = "2017";
	bool status = false, json = false;
	const struct anna_tool_option opts[] = {
		{ "--edition", &edition_arg, NULL },
		{ "--status", NULL, &status },
		{ "--json", NULL, &json },
		{ NULL, NULL, NULL },
	};
	int nargs;
	if ((rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs)) >= 0)
		return rc;
	if (anna_tool_choice("--edition", edition_arg, editions) < 0)
		return ANNA_EXIT_USAGE;
	if ((status || json) && export)
		return anna_tool_usage_error(ANNA_MSG_TOOL_UNKNOWN_OPTION,
					     status ? "--status" : "--json", anna_tool_command());
	if (json && !status)
		return anna_tool_usage_error(ANNA_MSG_TOOL_NEEDS_OPTION, "--json", "--status");
	const int edition = atoi(edition_arg);
	const char *path = argv[1];

	const struct anna_profile *profile = anna_tool_profile();
	struct anna_error err;
	size_t len = 0;
	char *buf = anna_tool_read_file(path, &len);
	if (!buf) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, path, anna_input_errno_name(errno));
		return ANNA_EXIT_USAGE;
	}

	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, buf, len, (enum anna_edition)edition);
	unsigned good = 0, damaged = 0;
	char *out = NULL;
	size_t out_cap = 0;
	struct anna_json j;
	if (json) {
		anna_json_init(&j, stdout);
		anna_json_begin_array(&j);
	}
	for (;;) {
		struct anna_pgn_game g;
		unsigned before = r.games;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st == ANNA_E_NOTFOUND)
			break;
		if (st != ANNA_OK) {
			report(profile, path, r.games == before ? 0 : r.games, &err);
			damaged++;
			continue;
		}
		good++;
		if (status && json) {
			anna_json_begin_object(&j);
			anna_json_key(&j, "game");
			anna_json_uint(&j, r.games);
			anna_json_key(&j, "status");
			anna_tool_status(&g.game, ANNA_MATE_BUDGET, &j);
			anna_json_end_object(&j);
		} else if (status) {
			char num[16];
			snprintf(num, sizeof(num), "%u", r.games);
			anna_tool_print(ANNA_WORD_STATUS_GAME, num);
			anna_tool_status(&g.game, ANNA_MATE_BUDGET, NULL);
		}
		if (export) {
			size_t need = anna_pgn_write(&g, NULL, 0) + 1;
			if (need > out_cap) {
				char *o = realloc(out, need);
				if (!o) {
					anna_pgn_game_fini(&g);
					anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
					damaged++;
					break;
				}
				out = o;
				out_cap = need;
			}
			anna_pgn_write(&g, out, out_cap);
			fputs(out, stdout);
		}
		anna_pgn_game_fini(&g);
	}
	if (json) {
		anna_json_end_array(&j);
		anna_json_finish(&j);
	}
	if (good + damaged == 0) {
		struct anna_error none;
		anna_error_clear(&none);
		anna_error_set(&none, ANNA_E_NOTFOUND, ANNA_MSG_PGN_NO_GAMES);
		anna_tool_report_error(path, &none);
	}
	free(out);
	free(buf);
	if (damaged)
		return ANNA_EXIT_USAGE;
	return good ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
}
