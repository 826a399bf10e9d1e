/*
 * tools/report.h: how `anna` speaks to the person at the terminal. Every
 * message is rendered through a profile (words are data): the profile named
 * by --profile where a command has it, else $ANNA_PROFILE, else "en" (the
 * command-line tool is for arbiters and training at home; the spoken
 * announcement default fide-de is chosen per listener elsewhere).
 */
#ifndef ANNA_TOOLS_REPORT_H
#define ANNA_TOOLS_REPORT_H

#include "core/error.h"

struct anna_profile;

/*
 * The profile for the tool's messages, loaded once. If it cannot be loaded,
 * the reason is printed once (through the en profile, or language-free if
 * even that fails) and NULL is returned.
 */
const struct anna_profile *anna_tool_profile(void);

/* Use profile `name` for the tool's messages from now on (--profile).
 * Returns 0, or a negative status after reporting why it failed. */
int anna_tool_set_profile(const char *name);

/* Prints "anna: " and the error in words to stderr, prefixed by `what`
 * (the argument or file it concerns) when not NULL. */
void anna_tool_report_error(const char *what, const struct anna_error *err);

/* Prints "anna: " and message msg with its arguments (const char *, as
 * many as messages.def says) to stderr. */
void anna_tool_report(enum anna_msg msg, ...);

#endif
