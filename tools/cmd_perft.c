/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_perft.c: `anna perft [--fen FEN] [--divide] DEPTH`, the leaf
 * count of the legal move tree: the standard check of a move generator
 * against published tables. The count is always the last line of output.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "tools/commands.h"
#include "tools/report.h"

#define MAX_DEPTH 15
#define MAX_DEPTH_TEXT "15"

int anna_cmd_perft(int argc, char **argv)
{
	const char *fen = ANNA_FEN_START;
	bool divide = false;
	const struct anna_tool_option opts[] = {
		{ "--fen", &fen, NULL },
		{ "--divide", NULL, &divide },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_DEPTH, &nargs);
	if (rc >= 0)
		return rc;
	char *end;
	errno = 0;
	long depth = strtol(argv[1], &end, 10);
	if (errno || end == argv[1] || *end || depth < 0 || depth > MAX_DEPTH)
		return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_DEPTH, argv[1],
					     MAX_DEPTH_TEXT);

	struct anna_position pos;
	struct anna_error err;
	if (anna_fen_read(&pos, fen, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}

	uint64_t nodes = 0;
	if (divide && depth > 0) {
		uint16_t moves[ANNA_MAX_MOVES];
		size_t n = anna_movegen_legal(&pos, moves);
		for (size_t i = 0; i < n; i++) {
			struct anna_undo undo;
			char uci[6];
			anna_position_make(&pos, moves[i], &undo);
			uint64_t sub = anna_perft(&pos, (unsigned)depth - 1);
			anna_position_unmake(&pos, moves[i], &undo);
			printf("%s: %" PRIu64 "\n", anna_move_uci(moves[i], uci), sub);
			nodes += sub;
		}
	} else {
		nodes = anna_perft(&pos, (unsigned)depth);
	}
	printf("%" PRIu64 "\n", nodes);
	return ANNA_EXIT_OK;
}
