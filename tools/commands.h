/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/commands.h: the subcommands of `anna`. Each lives in
 * tools/cmd_<name>.c and returns the process exit status: 0 success,
 * 1 a negative answer or a failed check, 2 bad arguments or bad input.
 */
#ifndef ANNA_TOOLS_COMMANDS_H
#define ANNA_TOOLS_COMMANDS_H

#include <stdio.h>

#define ANNA_EXIT_OK 0
#define ANNA_EXIT_FAIL 1
#define ANNA_EXIT_USAGE 2

int anna_cmd_perft(int argc, char **argv); /* cmd_perft.c */
int anna_cmd_clock(int argc, char **argv); /* cmd_clock.c */
int anna_cmd_notation(int argc, char **argv); /* cmd_notation.c */
int anna_cmd_pgn(int argc, char **argv); /* cmd_pgn.c */
int anna_cmd_position(int argc, char **argv); /* cmd_position.c */
int anna_cmd_profile(int argc, char **argv); /* cmd_profile.c */
int anna_cmd_say(int argc, char **argv);   /* cmd_say.c */
int anna_cmd_record(int argc, char **argv); /* cmd_record.c */
int anna_cmd_board(int argc, char **argv);    /* cmd_board.c */
int anna_cmd_boardlearn(int argc, char **argv); /* cmd_boardlearn.c */
int anna_cmd_boardmap(int argc, char **argv); /* cmd_boardmap.c */
int anna_cmd_replay(int argc, char **argv); /* cmd_replay.c */
int anna_cmd_keymap(int argc, char **argv); /* cmd_keymap.c */
int anna_cmd_audio(int argc, char **argv); /* cmd_audio.c */
int anna_cmd_reconcile(int argc, char **argv); /* cmd_reconcile.c */
int anna_cmd_review(int argc, char **argv); /* cmd_review.c */
int anna_cmd_hall(int argc, char **argv); /* cmd_hall.c */
int anna_cmd_braille(int argc, char **argv); /* cmd_braille.c */

int anna_cmd_journal(int argc, char **argv); /* cmd_journal.c */
int anna_cmd_ctl(int argc, char **argv); /* cmd_ctl.c: ctl and the annad client commands */
int anna_cmd_scoresheet_brf(int argc, char **argv); /* cmd_brf.c: anna scoresheet --brf */

/* cmd_ctl.c: annad's control socket (--socket, $ANNA_SOCKET, the system's,
 * the user's), and one request whose answer's lines go to out; the exit
 * status (an error in annad's words on stderr). */
const char *anna_ctl_socket(const char *given);
int anna_ctl_request(const char *path, const char *line, FILE *out);

#endif
