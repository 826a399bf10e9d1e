/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/anna.c: `anna SUBCOMMAND ...`, the command-line tool. The table
 * below is the list of subcommands; each is in cmd_<name>.c, and its help
 * text is the profile key help.<name> (speech/words.def), whose first
 * paragraph is the command's usage in `anna --help`.
 */
#include <string.h>

#include "tools/commands.h"
#include "tools/report.h"

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
	enum anna_word help;
} commands[] = {
	/* { "name", anna_cmd_name, ANNA_WORD_HELP_NAME }, one line per command */
	{ "perft", anna_cmd_perft, ANNA_WORD_HELP_PERFT },
	{ "clock", anna_cmd_clock, ANNA_WORD_HELP_CLOCK },
	{ "notation", anna_cmd_notation, ANNA_WORD_HELP_NOTATION },
	{ "pgn", anna_cmd_pgn, ANNA_WORD_HELP_PGN },
	{ "position", anna_cmd_position, ANNA_WORD_HELP_POSITION },
	{ "profile", anna_cmd_profile, ANNA_WORD_HELP_PROFILE },
	{ "say", anna_cmd_say, ANNA_WORD_HELP_SAY },
	{ "keymap", anna_cmd_keymap, ANNA_WORD_HELP_KEYMAP },
	{ "reconcile", anna_cmd_reconcile, ANNA_WORD_HELP_RECONCILE },
	{ "review", anna_cmd_review, ANNA_WORD_HELP_REVIEW },
	{ "record", anna_cmd_record, ANNA_WORD_HELP_RECORD },
	{ "board", anna_cmd_board, ANNA_WORD_HELP_BOARD },
	{ "boardlearn", anna_cmd_boardlearn, ANNA_WORD_HELP_BOARDLEARN },
	{ "boardmap", anna_cmd_boardmap, ANNA_WORD_HELP_BOARDMAP },
	{ "audio", anna_cmd_audio, ANNA_WORD_HELP_AUDIO },
	{ "braille", anna_cmd_braille, ANNA_WORD_HELP_BRAILLE },
	{ "replay", anna_cmd_replay, ANNA_WORD_HELP_REPLAY },
	{ "hall", anna_cmd_hall, ANNA_WORD_HELP_HALL },
	/* annad's journal and control socket (tools/cmd_journal.c, cmd_ctl.c) */
	{ "journal", anna_cmd_journal, ANNA_WORD_HELP_JOURNAL },
	{ "ctl", anna_cmd_ctl, ANNA_WORD_HELP_CTL },
	{ "status", anna_cmd_ctl, ANNA_WORD_HELP_STATUS },
	{ "times", anna_cmd_ctl, ANNA_WORD_HELP_TIMES },
	{ "scoresheet", anna_cmd_ctl, ANNA_WORD_HELP_SCORESHEET },
	{ "pause", anna_cmd_ctl, ANNA_WORD_HELP_PAUSE },
	{ "resume", anna_cmd_ctl, ANNA_WORD_HELP_RESUME },
	{ "start", anna_cmd_ctl, ANNA_WORD_HELP_START },
	{ "adjust", anna_cmd_ctl, ANNA_WORD_HELP_ADJUST },
	{ "penalty", anna_cmd_ctl, ANNA_WORD_HELP_PENALTY },
	{ "result", anna_cmd_ctl, ANNA_WORD_HELP_RESULT },
	{ "newgame", anna_cmd_ctl, ANNA_WORD_HELP_NEWGAME },
	{ "move", anna_cmd_ctl, ANNA_WORD_HELP_MOVE },
	{ "announce", anna_cmd_ctl, ANNA_WORD_HELP_ANNOUNCE },
	{ "sheet", anna_cmd_ctl, ANNA_WORD_HELP_SHEET },
	{ "switches", anna_cmd_ctl, ANNA_WORD_HELP_SWITCHES },
	{ "decisions", anna_cmd_ctl, ANNA_WORD_HELP_DECISIONS },
	{ "train", anna_cmd_ctl, ANNA_WORD_HELP_TRAIN },
	{ "confirm", anna_cmd_ctl, ANNA_WORD_HELP_CONFIRM },
	{ "override", anna_cmd_ctl, ANNA_WORD_HELP_OVERRIDE },
	{ NULL, NULL, ANNA_WORD_COUNT },
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]) - 1)

/* The usage of every command, after anna's own usage or help. */
static void list_commands(bool to_stderr)
{
	for (size_t i = 0; i < N_COMMANDS; i++)
		anna_tool_print_usage_lines(to_stderr, commands[i].help);
}

int main(int argc, char **argv)
{
	anna_tool_begin(NULL, ANNA_WORD_HELP_ANNA);
	if (argc < 2) {
		anna_tool_usage();
		list_commands(true);
		return ANNA_EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		anna_tool_help();
		list_commands(false);
		return ANNA_EXIT_OK;
	}
	/* anna --socket PATH COMMAND ...: the option before a client command
	 * goes after it (tools/cmd_ctl.c takes --socket anywhere) */
	if (strcmp(argv[1], "--socket") == 0 && argc >= 4) {
		char *opt = argv[1], *path = argv[2];
		argv[1] = argv[3];
		argv[2] = opt;
		argv[3] = path;
		for (size_t i = 0; i < N_COMMANDS; i++)
			if (strcmp(argv[1], commands[i].name) == 0 && commands[i].run != anna_cmd_ctl)
				argv[1] = opt; /* only the client's commands */
	}
	for (size_t i = 0; i < N_COMMANDS; i++) {
		if (strcmp(argv[1], commands[i].name) == 0) {
			anna_tool_begin(commands[i].name, commands[i].help);
			return commands[i].run(argc - 1, argv + 1);
		}
	}
	anna_tool_usage_error(ANNA_MSG_TOOL_UNKNOWN_COMMAND, argv[1], anna_tool_command());
	list_commands(true);
	return ANNA_EXIT_USAGE;
}
