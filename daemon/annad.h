/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/annad.h: the daemon as a module, so tests and main.c share it.
 *
 * Modules are set up in the fixed order of daemon/modules.def and torn
 * down in reverse (chrony): configuration -> words -> speech -> replay ->
 * state -> held words -> journal (recovery, the driver) -> loop ->
 * devices -> start -> control socket.
 *
 * The journal is the input: every raw input the driver consumes is
 * appended before the driver acts on it (the driver's raw hook); the
 * driver's words are held back and released only after the loop's batch
 * is synced to disk (a move is never spoken that a crash could lose).
 */
#ifndef ANNA_DAEMON_ANNAD_H
#define ANNA_DAEMON_ANNAD_H

#include <stdbool.h>
#include <stdint.h>

#include "daemon/config.h"
#include "driver/driver.h"

struct anna_daemon_options {
	const char *config_path;    /* NULL: no file, the defaults */
	const char *replay[ANNA_DRIVER_ROLE_COUNT]; /* --replay ROLE=FILE */
	bool fast;                  /* replay in simulated time, at once */
	unsigned speed;             /* replay N times faster (simulated time) */
	bool no_audio;              /* every output "text" */
	const char *latency_log;    /* bench: key-to-first-frame lines */
};

struct anna_daemon;

/*
 * Sets everything up and recovers an unfinished game. Errors are
 * printed (words through the profile) to stderr; returns 0 or a negative
 * value (2 for a configuration error, 1 otherwise, negated).
 */
int anna_daemon_new(const struct anna_config *config, const struct anna_daemon_options *opt,
		    struct anna_daemon **out);
/* Runs the loop until SIGTERM/SIGINT. 0 or -errno. */
int anna_daemon_run(struct anna_daemon *d);
void anna_daemon_free(struct anna_daemon *d); /* NULL is fine */

#endif
