/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/faults.c: what annad does when the journal cannot be written
 * (docs/daemon.md "Storage faults"): the fault said once, the game held,
 * the write retried on the loop's timer; its end said, then the held
 * words go out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/annad_internal.h"

#define RETRY_FIRST_MS 1000 /* then doubled, up to */
#define RETRY_MAX_MS 8000

/* A storage message logged and said at once to everyone who hears anna,
 * ahead of the words held for the journal (it announces no move). */
static void say_now(struct anna_daemon *d, enum anna_msg msg, const char *a1, const char *a2)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, msg, a1, a2);
	annad_log_error(d, &err);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		if (!d->dcfg.listener[who].present)
			continue;
		char buf[1024];
		anna_profile_render_error(d->profile[who], &err, buf, sizeof(buf));
		struct pending p = { .listener = (enum anna_role)who,
				     .prio = ANNA_PRIO_URGENT, .at_ms = d->last_ms,
				     .text = strdup(buf) };
		annad_deliver(d, &p);
	}
	if (d->transcript)
		fflush(d->transcript);
}

/* Nothing more is played while the journal cannot be written: a running
 * clock is paused (CLK-11, a defective device) for the arbiter, or in
 * training for the player; the words say why (say_now). */
void annad_hold(struct anna_daemon *d)
{
	if (!annad_running(anna_session_state(anna_driver_session(d->driver))))
		return;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_ARB_PAUSE, annad_driver_now(d));
	ev.role = ANNA_ROLE_ARBITER;
	ev.pause_reason = ANNA_CLOCK_REASON_DEFECTIVE;
	anna_driver_command(d->driver, &ev);
}

/* What a sync of the journal came to (anna_journal_sync's value). */
void annad_journal_outcome(struct anna_daemon *d, int r)
{
	if (r == 1)
		say_now(d, ANNA_MSG_JOURNAL_REWRITTEN, d->journal_path, NULL);
	if (r < 0) {
		if (!d->journal_error) {
			d->journal_error = r;
			d->retry_ms = RETRY_FIRST_MS;
			say_now(d, d->config.mode == ANNA_MODE_TRAINING ? ANNA_MSG_JOURNAL_HELD_TRAINING
									: ANNA_MSG_JOURNAL_HELD,
				d->journal_path, annad_errname(r));
		} else if (d->retry_ms < RETRY_MAX_MS) {
			d->retry_ms *= 2;
		}
		d->retry_at = anna_loop_now_ms() + d->retry_ms;
		annad_hold(d);
		return;
	}
	if (d->journal_error) {
		d->journal_error = 0;
		char n[24];
		snprintf(n, sizeof(n), "%zu", anna_session_game(anna_driver_session(d->driver))->count);
		say_now(d, ANNA_MSG_JOURNAL_WRITTEN, d->journal_path, n);
	}
}
