/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/held.c: annad's words, held until the journal is on disk
 * (annad.h): the driver's phrases and earcons wait here and are released
 * to the transcript and the speakers after the loop's batch is synced;
 * messages to the log and to a listener; the ready and recovery words.
 */
#include <inttypes.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/annad_internal.h"
#include "driver/transcript.h"

void annad_out_say(void *ctx, enum anna_role listener, enum anna_priority prio, uint64_t at_ms,
		    const char *text, const char *speech)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || d->n_pending == MAX_PENDING)
		return;
	struct pending *p = &d->pending[d->n_pending++];
	*p = (struct pending){ .listener = listener, .prio = prio, .at_ms = at_ms };
	p->text = strdup(text ? text : "");
	p->speech = speech ? strdup(speech) : NULL;
	annad_braille_ahead(d, d->n_pending - 1);
}

void annad_out_earcon(void *ctx, enum anna_role listener, enum anna_earcon earcon, uint64_t at_ms)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || d->n_pending == MAX_PENDING)
		return;
	d->pending[d->n_pending++] = (struct pending){
		.listener = listener, .earcon = true, .tone = earcon, .at_ms = at_ms,
	};
}


/* One phrase or earcon to the transcript and the listener's speaker. */
void annad_deliver(struct anna_daemon *d, struct pending *p)
{
	enum anna_role who = p->listener;
	if (!p->earcon && d->transcript)
		anna_transcript_line(d->transcript, p->at_ms, who, p->text);
	/* the display first: its cells are ready (made while the journal
	 * synced), handing them over takes microseconds, and the speaker's
	 * worker, once woken, may hold this core until the first frame */
	if (!p->earcon)
		annad_braille_show(d, p);
	enum anna_role via = who == ANNA_ROLE_SIGHTED && d->opponent_via_player ? ANNA_ROLE_VI : who;
	struct anna_speaker *sp = (unsigned)who < ANNA_ROLE_COUNT ? d->speaker[via] : NULL;
	bool speechd = (unsigned)who < ANNA_ROLE_COUNT && d->speechd[who] && !d->speechd_down[who];
	if (speechd && d->speaker[who]) {
		/* anna's own voice stood in while his speech-dispatcher was
		 * gone: closed once it has said what it had */
		if (anna_speaker_wait_idle(d->speaker[who], 0) == 0) {
			anna_speaker_free(d->speaker[who]);
			anna_output_free(d->output[who]);
			d->speaker[who] = NULL;
			d->output[who] = NULL;
		}
		sp = NULL;
	}
	if (sp) {
		uint64_t id = 0;
		if (p->earcon) {
			anna_speaker_earcon(sp, d->speaker_listener[who], p->tone,
					    ANNA_PRIO_INFO, &id);
		} else {
			struct anna_utterance u = {
				.listener = d->speaker_listener[who],
				.prio = p->prio,
				.words = p->text, .say = p->speech,
			};
			if (d->batch_key && p->prio == ANNA_PRIO_MOVE)
				d->move_batch_us = d->batch_us;
			else if (d->batch_key && p->prio == ANNA_PRIO_INFO &&
				 !d->echo_batch_us)
				d->echo_batch_us = d->batch_us; /* the batch's first echo */
			anna_speaker_say(sp, &u, &id);
		}
	}
	if (!p->earcon && speechd)
		/* words, no phonemes; a server gone is seen through its fd
		 * (annad.c, on_speechd) */
		anna_speechd_say(d->speechd[who], p->prio, p->text);
	/* the hall once the speaker has the words (daemon/hall.h) */
	if (!p->earcon && d->hall) {
		anna_dhall_say(d->hall, who, p->text, p->prio == ANNA_PRIO_URGENT);
		d->hall_said = true;
	}
	free(p->text);
	free(p->speech);
	free(p->cells);
}

void annad_release(struct anna_daemon *d)
{
	for (size_t i = 0; i < d->n_pending; i++)
		annad_deliver(d, &d->pending[i]);
	d->n_pending = 0;
	annad_braille_released(d);
	if (d->transcript)
		fflush(d->transcript);
}

/* A message to the arbiter's log and, if speak, to the VI player too. */
void annad_say_error(struct anna_daemon *d, const struct anna_error *err, bool speak)
{
	annad_log_error(d, err);
	if (!speak || !d->driver)
		return;
	char buf[1024];
	anna_profile_render_error(d->profile[ANNA_ROLE_VI], err, buf, sizeof(buf));
	annad_out_say(d, ANNA_ROLE_VI, ANNA_PRIO_URGENT, d->last_ms, buf, NULL);
}

/* A message said to one listener in his profile's words (not logged). */
void annad_say_to(struct anna_daemon *d, enum anna_role who, const struct anna_error *err)
{
	if (!d->dcfg.listener[who].present)
		return;
	char buf[1024];
	anna_profile_render_error(d->profile[who], err, buf, sizeof(buf));
	annad_out_say(d, who, ANNA_PRIO_URGENT, d->last_ms, buf, NULL);
}

/* A message to the log and to everyone who hears (a listener whose
 * output is not none), each in his profile's words. */
void annad_say_all(struct anna_daemon *d, const struct anna_error *err)
{
	annad_log_error(d, err);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		annad_say_to(d, (enum anna_role)who, err);
}

void annad_say_readiness(struct anna_daemon *d, bool changed_only)
{
	bool ready = annad_player_ready(d);
	if (changed_only && (ready == d->ready || !d->started))
		return; /* before the start's words: they say it */
	d->ready = ready;
	struct anna_error err = { 0 };
	if (ready) {
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_READY_SAID);
		if (changed_only)
			annad_log_error(d, &err); /* at the start the log has its own line */
		annad_say_to(d, ANNA_ROLE_VI, &err);
		annad_say_to(d, ANNA_ROLE_SIGHTED, &err);
		return;
	}
	int input = annad_player_input(d);
	if (input < 0)
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_NO_INPUT);
	else
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_NOT_READY,
			       anna_driver_role_str((enum anna_driver_role)input));
	annad_say_all(d, &err);
}

/* annad has started: "anna is ready" to the players when the player's
 * input is there, else to everyone what is missing; then, after a
 * recovery, where the game stands and how the clock goes on (the log has
 * the socket's path). */
void annad_say_ready(struct anna_daemon *d)
{
	struct anna_error err = { 0 };
	annad_say_readiness(d, false);
	d->started = true;
	if (!d->recovered)
		return;
	annad_say_error(d, &d->recovery, true);
	if (anna_session_state(anna_driver_session(d->driver)) != ANNA_SESSION_PAUSED)
		return;
	/* CLK-11: who may resume the clock (policy.h) */
	anna_error_set(&err, ANNA_E_STATE,
		       d->config.mode == ANNA_MODE_TRAINING ? ANNA_MSG_DAEMON_RESUME_TRAINING
							    : ANNA_MSG_DAEMON_RESUME_ARBITER);
	annad_say_to(d, ANNA_ROLE_VI, &err);
	annad_say_to(d, ANNA_ROLE_SIGHTED, &err);
}

void annad_on_speaker(void *ctx, const struct anna_speaker_event *ev)
{
	struct anna_daemon *d = ctx;
	if (ev->kind != ANNA_SPEAKER_FIRST_FRAME || !d->latency ||
	    (ev->prio != ANNA_PRIO_MOVE && ev->prio != ANNA_PRIO_INFO))
		return;
	bool move = ev->prio == ANNA_PRIO_MOVE;
	uint64_t start = atomic_exchange(move ? &d->move_batch_us : &d->echo_batch_us, 0);
	if (start && ev->at_us >= start) {
		/* called on the speaker's thread: one line, one write; the
		 * batch's start (CLOCK_MONOTONIC, us) last, for a bench that
		 * times another output of the same press (bench/braille.sh) */
		fprintf(d->latency, "%s %" PRIu64 " %" PRIu64 "\n", move ? "move" : "echo",
			ev->at_us - start, start);
		fflush(d->latency);
	}
}

/* The module: nothing to start; the words still held are dropped. */
int annad_held_init(struct anna_daemon *d)
{
	(void)d;
	return 0;
}

void annad_held_fini(struct anna_daemon *d)
{
	for (size_t i = 0; i < d->n_pending; i++) {
		free(d->pending[i].text);
		free(d->pending[i].speech);
		free(d->pending[i].cells);
	}
	d->n_pending = 0;
}
