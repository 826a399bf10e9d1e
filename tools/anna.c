/*
 * tools/anna.c: `anna SUBCOMMAND ...`, the command-line tool. The table
 * below is the list of subcommands; each is in cmd_<name>.c.
 */
#include <stdio.h>
#include <string.h>

#include "tools/commands.h"

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *synopsis;
} commands[] = {
	/* { "name", anna_cmd_name, "synopsis" }, one line per command */
	{ "perft", anna_cmd_perft, "perft [--fen FEN] [--divide] DEPTH" },
	{ "clock", anna_cmd_clock, "clock check|presets|play ... (time controls, the talking clock)" },
	{ "notation", anna_cmd_notation,
	  "notation [--fen FEN] [--letters SET] [--profile NAME] MOVE..." },
	{ "pgn", anna_cmd_pgn, "pgn check|export [--profile NAME] [--edition E] FILE" },
	{ "profile", anna_cmd_profile, "profile check NAME|FILE... | profile keys" },
	{ "say", anna_cmd_say, "say [--profile P] [--form long|short] [--policy training|competition] [--fen FEN] [--wav FILE] MOVE..." },
	{ "audio", anna_cmd_audio, "audio list | audio test [--device NAME] [--profile P] [--rate WPM] [--volume 0-200]" },
	{ "keymap", anna_cmd_keymap, "keymap [--profile NAME] [--policy training|competition] NAME|FILE" },
	{ "record", anna_cmd_record, "record [--profile NAME] [--role ROLE] [--grab] [--count N] DEVICE FILE | --check FILE" },
	{ "board", anna_cmd_board, "board [--profile NAME] [--policy competition|training] [--fen FEN] [--map FILE] [--window MS] [--piece 1-4] [--expect MOVE] RECORDING" },
	{ "boardmap", anna_cmd_boardmap, "boardmap [--profile NAME] FILE | boardmap --default" },
	{ "replay", anna_cmd_replay, "replay --device ROLE=FILE.evemu ... [--profile P] [--time-control TC] [--policy training|competition] [--edition E] [--pgn OUT]" },
	{ "journal", anna_cmd_journal, "journal verify|show FILE (annad's hash-chained journal)" },
	{ "ctl", anna_cmd_ctl, "ctl [--socket PATH] COMMAND [key=value ...] (any annad request, docs/protocol.md)" },
	{ "status", anna_cmd_ctl, "status (the running game: state, clocks, position)" },
	{ "times", anna_cmd_ctl, "times" },
	{ "scoresheet", anna_cmd_ctl, "scoresheet [--side vi|sighted]" },
	{ "pause", anna_cmd_ctl, "pause [--reason arbiter|disturbance|...] (arbiter)" },
	{ "resume", anna_cmd_ctl, "resume (arbiter)" },
	{ "adjust", anna_cmd_ctl, "adjust --side white|black --add MS|--set MS [--reason R] (arbiter)" },
	{ "penalty", anna_cmd_ctl, "penalty --side S --kind time|deduct|loss|warning [--ms MS] (arbiter)" },
	{ "result", anna_cmd_ctl, "result 1-0|0-1|1/2-1/2 (arbiter)" },
	{ "newgame", anna_cmd_ctl, "newgame (arbiter)" },
	{ "move", anna_cmd_ctl, "move MOVE (assistant: the sighted player's move, ICCF or UCI)" },
	{ "announce", anna_cmd_ctl, "announce TEXT... (assistant)" },
	{ NULL, NULL, NULL },
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]) - 1)

static void usage(FILE *out)
{
	fprintf(out, "usage: anna COMMAND [ARGS]\n");
	for (size_t i = 0; i < N_COMMANDS; i++)
		fprintf(out, "  anna %s\n", commands[i].synopsis);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return ANNA_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return ANNA_EXIT_OK;
	}
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "anna: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return ANNA_EXIT_USAGE;
}
