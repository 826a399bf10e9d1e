/*
 * tools/anna.c: `anna SUBCOMMAND ...`, the command-line tool. The table
 * below is the list of subcommands; each is in cmd_<name>.c, and its help
 * text is the profile key help.<name> (speech/words.def), whose first
 * paragraph is the command's usage in `anna --help`.
 */
#include <stdio.h>
#include <string.h>

#include "tools/commands.h"
#include "tools/report.h"

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
	enum anna_word help;
	const char *synopsis; /* only while help is ANNA_WORD_COUNT */
} commands[] = {
	/* { "name", anna_cmd_name, ANNA_WORD_HELP_NAME }, one line per command */
	{ "perft", anna_cmd_perft, ANNA_WORD_HELP_PERFT, NULL },
	{ "clock", anna_cmd_clock, ANNA_WORD_HELP_CLOCK, NULL },
	{ "notation", anna_cmd_notation, ANNA_WORD_HELP_NOTATION, NULL },
	{ "pgn", anna_cmd_pgn, ANNA_WORD_HELP_PGN, NULL },
	{ "profile", anna_cmd_profile, ANNA_WORD_HELP_PROFILE, NULL },
	{ "say", anna_cmd_say, ANNA_WORD_HELP_SAY, NULL },
	{ "keymap", anna_cmd_keymap, ANNA_WORD_HELP_KEYMAP, NULL },
	{ "reconcile", anna_cmd_reconcile, ANNA_WORD_HELP_RECONCILE, NULL },
	{ "record", anna_cmd_record, ANNA_WORD_HELP_RECORD, NULL },
	{ "board", anna_cmd_board, ANNA_WORD_HELP_BOARD, NULL },
	{ "boardlearn", anna_cmd_boardlearn, ANNA_WORD_HELP_BOARDLEARN, NULL },
	{ "boardmap", anna_cmd_boardmap, ANNA_WORD_HELP_BOARDMAP, NULL },
	{ "audio", anna_cmd_audio, ANNA_WORD_HELP_AUDIO, NULL },
	/* Not yet in the profiles: their words are still C strings in their
	 * files, so is the usage here. Each moves to the pattern of
	 * tools/report.h (a help.<name> key, then no synopsis here). */
	{ "replay", anna_cmd_replay, ANNA_WORD_COUNT,
	  "anna replay --device ROLE=FILE.evemu ... [--profile P] [--form long|short] [--time-control TC] [--policy training|competition] [--edition 2009|2014|2017] [--vi-side white|black] [--white NAME] [--black NAME] [--keymap NAME] [--debounce MS] [--pgn OUT] [--plies OUT]" },
	/* annad's journal and control socket (tools/cmd_journal.c, cmd_ctl.c) */
	{ "journal", anna_cmd_journal, ANNA_WORD_COUNT,
	  "anna journal verify|show FILE (annad's hash-chained journal)" },
	{ "ctl", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna ctl [--socket PATH] COMMAND [key=value ...] (any annad request, docs/protocol.md)" },
	{ "status", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna status (the running game: state, clocks, position)" },
	{ "times", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna times (the clocks of annad's game)" },
	{ "scoresheet", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna scoresheet [--side vi|sighted]" },
	{ "pause", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna pause [--reason arbiter|disturbance|...] (arbiter)" },
	{ "resume", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna resume (arbiter)" },
	{ "adjust", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna adjust --side white|black --add MS|--set MS [--reason R] (arbiter)" },
	{ "penalty", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna penalty --side S --kind time|deduct|loss|warning [--ms MS] (arbiter)" },
	{ "result", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna result 1-0|0-1|1/2-1/2 (arbiter)" },
	{ "newgame", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna newgame (arbiter)" },
	{ "move", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna move MOVE (assistant: the sighted player's move, ICCF or UCI)" },
	{ "announce", anna_cmd_ctl, ANNA_WORD_COUNT,
	  "anna announce TEXT... (assistant)" },
	{ NULL, NULL, ANNA_WORD_COUNT, NULL },
};

#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]) - 1)

/* The usage of every command, after anna's own usage or help. */
static void list_commands(bool to_stderr)
{
	for (size_t i = 0; i < N_COMMANDS; i++) {
		if (commands[i].help != ANNA_WORD_COUNT)
			anna_tool_print_usage_lines(to_stderr, commands[i].help);
		else
			fprintf(to_stderr ? stderr : stdout, "  %s\n", commands[i].synopsis);
	}
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
