/*
 * tools/cmd_perft.c: `anna perft [--fen FEN] [--divide] DEPTH`, the leaf
 * count of the legal move tree: the standard check of a move generator
 * against published tables. The count is always the last line of output.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "tools/commands.h"
#include "tools/report.h"

#define MAX_DEPTH 15

static int usage(void)
{
	fprintf(stderr, "usage: anna perft [--fen FEN] [--divide] DEPTH\n");
	return ANNA_EXIT_USAGE;
}

int anna_cmd_perft(int argc, char **argv)
{
	const char *fen = ANNA_FEN_START;
	const char *depth_arg = NULL;
	int divide = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--fen") == 0) {
			if (++i == argc) {
				fprintf(stderr, "anna perft: --fen needs a FEN\n");
				return usage();
			}
			fen = argv[i];
		} else if (strcmp(argv[i], "--divide") == 0) {
			divide = 1;
		} else if (strcmp(argv[i], "--help") == 0) {
			printf("usage: anna perft [--fen FEN] [--divide] DEPTH\n");
			return ANNA_EXIT_OK;
		} else if (argv[i][0] == '-' &&
			   !(argv[i][1] >= '0' && argv[i][1] <= '9')) {
			fprintf(stderr, "anna perft: unknown option '%s'\n", argv[i]);
			return usage();
		} else if (depth_arg) {
			fprintf(stderr, "anna perft: one DEPTH only, got '%s' too\n",
				argv[i]);
			return usage();
		} else {
			depth_arg = argv[i];
		}
	}
	if (!depth_arg) {
		fprintf(stderr, "anna perft: DEPTH missing\n");
		return usage();
	}
	char *end;
	errno = 0;
	long depth = strtol(depth_arg, &end, 10);
	if (errno || end == depth_arg || *end || depth < 0 || depth > MAX_DEPTH) {
		fprintf(stderr, "anna perft: DEPTH must be a number from 0 to %d, "
			"not '%s'\n", MAX_DEPTH, depth_arg);
		return usage();
	}

	struct anna_position pos;
	struct anna_error err;
	if (anna_fen_read(&pos, fen, &err) != ANNA_OK) {
		anna_tool_report_error("perft", &err);
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
