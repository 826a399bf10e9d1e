/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/report.h: how `anna` speaks to the person at the terminal. Every
 * word it prints comes from a profile (words are data): messages, the
 * usage and help of each command, and the lines a command prints for
 * people. The profile is the one named by --profile, else $ANNA_PROFILE,
 * else the command's default: "en" (the command-line tool is for arbiters
 * and training at home), or what the command sets (anna say and anna clock
 * play speak the FIDE words, fide-de). Only command names, option names
 * and machine formats (counts, FEN, PGN, UCI) are written in C.
 *
 * A command follows one pattern (docs/profiles.md, "Messages of the
 * command-line tool"): anna.c names it with anna_tool_begin(); it reads
 * its options with anna_tool_parse(); every problem with its arguments is
 * a tool.* message of core/messages.def, reported with
 * anna_tool_usage_error() (the message, then the usage); errors of the
 * modules go through anna_tool_report_error(); its help text is the
 * profile's help.<command>.
 */
#ifndef ANNA_TOOLS_REPORT_H
#define ANNA_TOOLS_REPORT_H

#include <stdbool.h>

#include "core/error.h"
#include "speech/profile.h"

/*
 * The command being run (called by anna.c before it runs one): messages
 * start "anna NAME: ", and help is the command's help text. name NULL is
 * `anna` itself.
 */
void anna_tool_begin(const char *name, enum anna_word help);

/* "anna" or "anna NAME": the command as typed, for messages. */
const char *anna_tool_command(void);

/* The profile when neither --profile nor $ANNA_PROFILE names one; "en"
 * unless a command sets another before anything is printed. */
void anna_tool_set_default_profile(const char *name);

/*
 * The profile for the tool's words, loaded once. If it cannot be loaded,
 * the reason is printed once (in en, or language-free if even that fails)
 * and NULL is returned.
 */
const struct anna_profile *anna_tool_profile(void);

/* Use profile `name` for the tool's words from now on (--profile).
 * Returns 0, or a negative status after reporting why it failed. */
int anna_tool_set_profile(const char *name);

/* Prints "anna COMMAND: " and the error in words to stderr, prefixed by
 * `what` (the argument or file it concerns) when not NULL. */
void anna_tool_report_error(const char *what, const struct anna_error *err);

/* Prints "anna COMMAND: " and message msg with its arguments (const char *,
 * as many as messages.def says) to stderr. */
void anna_tool_report(enum anna_msg msg, ...);

/* Prints "anna COMMAND: " and word key `word` filled with its arguments
 * (const char *, as many as words.def says) to stderr. */
void anna_tool_report_word(enum anna_word word, ...);

/* Prints word key `word` filled with its arguments and a line end to
 * stdout: the lines a command prints for people. */
void anna_tool_print(enum anna_word word, ...);

/* The usage of the command (help.usage and the first paragraph of its
 * help text) on stderr. Returns ANNA_EXIT_USAGE. */
int anna_tool_usage(void);

/* anna_tool_report(msg, ...), then the usage. Returns ANNA_EXIT_USAGE. */
int anna_tool_usage_error(enum anna_msg msg, ...);

/* The whole help text of the command on stdout (--help). For anna itself
 * the caller adds the list of commands. Returns ANNA_EXIT_OK. */
int anna_tool_help(void);

/* The usage lines of help text `help` (its first paragraph), each
 * indented by two blanks, to stdout or stderr. */
void anna_tool_print_usage_lines(bool to_stderr, enum anna_word help);

/* One option of a command for anna_tool_parse(). */
struct anna_tool_option {
	const char *name;    /* "--fen" */
	const char **value;  /* an option with a value: it goes here */
	bool *flag;          /* an option without one: set to true */
};

/*
 * Reads the options of a command from argv[1..argc-1]: those in opts (a
 * table ended by { NULL }; NULL for none), and for every command --help
 * (prints the help) and --profile NAME (anna_tool_set_profile at once, so
 * what follows is in its words). Options and arguments may come in any
 * order; "--" ends the options; "-" and a word starting with "-" and a
 * digit are arguments. The arguments are moved, in order, to
 * argv[1..*nargs], and their number checked with anna_tool_count(min,
 * max, missing). Returns -1 when the command goes on, else the exit status
 * for it to return: ANNA_EXIT_OK after --help, ANNA_EXIT_USAGE after an
 * unknown option, an option without its value, a profile that does not
 * load or too few or too many arguments (each reported with the usage).
 */
int anna_tool_parse(int argc, char **argv, const struct anna_tool_option *opts,
		    int min, int max, enum anna_msg missing, int *nargs);

/*
 * Checks the number of arguments anna_tool_parse() left in argv[1..nargs]:
 * fewer than min reports `missing` (a tool.missing_* message), more than
 * max (-1: any number) tool.extra_argument, each with the usage. Returns
 * -1 when the command goes on, else ANNA_EXIT_USAGE.
 */
int anna_tool_count(char **argv, int nargs, int min, int max, enum anna_msg missing);

/*
 * For a command whose first argument is an action (anna clock check): the
 * index of argv[1] in actions (ended by NULL) in *index, and -1 to go on
 * (the action then reads argv[1..] with anna_tool_parse, argv[0] being
 * the action). Else the exit status for the command to return, after the
 * help (--help), the usage (no action) or tool.unknown_command.
 */
int anna_tool_action(int argc, char **argv, const char *const *actions, int *index);

/* The index of text in choices (ended by NULL), or -1 after reporting
 * tool.bad_choice (the option, text, the choices) with the usage. */
int anna_tool_choice(const char *option, const char *text,
		     const char *const *choices);

/* text as a whole number from min to max into *out, or -1 after
 * reporting tool.bad_number with the usage. */
int anna_tool_number(const char *option, const char *text, long min, long max,
		     long *out);

#endif
