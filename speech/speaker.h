/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/speaker.h: the speaker, one per output (docs/announcements.md section
 * 4). A queue of phrases and earcons with priorities, worked off by one
 * worker thread that synthesises (speech/synth.h) into the output's ring
 * (speech/output.h). Enqueueing never waits for speech: the daemon's event
 * loop hands a phrase over and goes on (brltty's
 * request queue).
 *
 * What may cut what:
 *   - a phrase of higher priority cuts the one playing (the cut sounds at
 *     most one output buffer later): URGENT (flag fall, board mismatch)
 *     cuts everything else, MOVE cuts QUERY and INFO, QUERY cuts INFO;
 *   - equal or lower priority waits its turn, so a query answer never cuts
 *     a move announcement;
 *   - a cut MOVE or URGENT phrase is said again, whole, after the one that
 *     cut it (nothing the player must hear is lost); a cut QUERY or INFO
 *     phrase is dropped ("repeat" brings it back).
 * Within a priority, first come first said.
 *
 * A listener is a person (the visually impaired player, the opponent, the
 * arbiter) with a name (for the text sink) and a voice with rate, pitch and
 * volume. Several listeners may share one speaker (one output device).
 */
#ifndef ANNA_SPEECH_SPEAKER_H
#define ANNA_SPEECH_SPEAKER_H

#include <stdint.h>
#include <stdio.h>

#include "speech/earcon.h"
#include "speech/output.h"
#include "speech/synth.h"

enum anna_priority {
	ANNA_PRIO_INFO,   /* key echo, help */
	ANNA_PRIO_QUERY,  /* answers to questions, "repeat" */
	ANNA_PRIO_MOVE,   /* move announcements */
	ANNA_PRIO_URGENT, /* flag fall, board mismatch */
	ANNA_PRIO_COUNT
};
const char *anna_priority_str(enum anna_priority prio);

/* A monotonic clock in microseconds (the daemon: CLOCK_MONOTONIC). */
typedef uint64_t (*anna_clock_fn)(void *ctx);

enum anna_speaker_event_kind {
	ANNA_SPEAKER_START,       /* a phrase or earcon begins (again after a cut) */
	ANNA_SPEAKER_FIRST_FRAME, /* its first sample is in the output's ring */
	ANNA_SPEAKER_DONE,        /* all of it is in the ring */
	ANNA_SPEAKER_CUT,         /* a more urgent one cut it */
	ANNA_SPEAKER_FAILED,      /* synthesis failed (error has -errno) */
};
const char *anna_speaker_event_str(enum anna_speaker_event_kind kind);

struct anna_speaker_event {
	enum anna_speaker_event_kind kind;
	uint64_t id;          /* as returned by anna_speaker_say() */
	int listener;
	enum anna_priority prio;
	uint64_t enqueued_us; /* clock when it was handed over */
	uint64_t at_us;       /* clock when this happened */
	uint64_t ring_pos;    /* START, FIRST_FRAME: where it begins in the ring;
			       * DONE, CUT: where its samples end */
	int error;            /* FAILED */
};

/* Called on the worker thread; it may call anna_speaker_say() and friends. */
typedef void (*anna_speaker_event_fn)(void *ctx, const struct anna_speaker_event *event);

struct anna_speaker_config {
	struct anna_output *output; /* borrowed; must outlive the speaker */
	FILE *text;                 /* text sink: "<s.ms> <listener> <words>" lines, or NULL */
	anna_clock_fn clock;        /* NULL: CLOCK_MONOTONIC */
	void *clock_ctx;
	anna_speaker_event_fn on_event; /* NULL: none */
	void *event_ctx;
	unsigned queue_len;         /* 0: 64 */
	/* >0: run the worker SCHED_FIFO at this priority (1..99; below the
	 * audio callback's), so a busy machine does not delay speech by a
	 * time slice. Needs CAP_SYS_NICE or an rtprio limit; without them
	 * the worker runs normally (see anna_speaker_realtime). 0: normal. */
	int rt_priority;
	/* With rt_priority: called by the worker on itself to leave SCHED_FIFO
	 * once a phrase's first frame is in the ring, for an ordinary policy
	 * (annad: its short time slice at nice 10, anna_sched_bulk in
	 * daemon/sched.h); 0 on success, else the worker stays SCHED_FIFO. The rest of the phrase is made at
	 * that policy, and the worker takes SCHED_FIFO back before it waits
	 * for the next phrase. NULL: the worker stays SCHED_FIFO. */
	int (*ordinary)(void);
	/* How long the ring may stay full, nothing taken from it, before the
	 * output is taken for dead (anna_output_stalled). 0: 3000 ms, more
	 * than the longest buffer any sound card keeps. */
	unsigned stall_ms;
};

#define ANNA_SPEAKER_LISTENERS 8
#define ANNA_SPEAKER_NAME_LEN 32

struct anna_listener {
	const char *name;    /* "player", "opponent", "arbiter": the text sink's tag,
			      * one word */
	struct anna_voice voice;
};

struct anna_speaker;

/*
 * Starts a speaker and its worker thread on config->output. Returns 0 and
 * *out, -EINVAL, -EIO when espeak-ng cannot load, -ENOMEM, or the error of
 * pthread_create as -errno.
 */
int anna_speaker_new(const struct anna_speaker_config *config,
		     struct anna_speaker **out);
/* 1 if the worker runs SCHED_FIFO as config->rt_priority asked, else 0. */
int anna_speaker_realtime(const struct anna_speaker *sp);
/* Stops the worker (a phrase being made is stopped) and frees. NULL is fine. */
void anna_speaker_free(struct anna_speaker *sp);

/*
 * Adds a listener; returns its number (0, 1, ...) or -EINVAL, -ENOSPC when
 * there are ANNA_SPEAKER_LISTENERS. The voice's name is checked now:
 * -ENOENT if espeak-ng has no such voice.
 */
int anna_speaker_add_listener(struct anna_speaker *sp, const struct anna_listener *listener);
/* New rate, pitch, volume or voice for a listener, from the next phrase on. */
int anna_speaker_set_voice(struct anna_speaker *sp, int listener, const struct anna_voice *voice);

struct anna_utterance {
	int listener;
	enum anna_priority prio;
	const char *words; /* what is said, in the profile's words (text sink, repeat) */
	const char *say;   /* what espeak-ng gets (inline [[phonemes]]); NULL: words */
};

/*
 * Hands a phrase to the speaker and returns at once (copies the strings).
 * *id (may be NULL) identifies it in events. Returns 0, -EINVAL, -ENOMEM,
 * or -ENOSPC when the queue is full of phrases at least as urgent (a full
 * queue otherwise drops its least urgent, newest phrase to make room).
 * While muted the phrase is not said, but "repeat" will say it.
 */
int anna_speaker_say(struct anna_speaker *sp, const struct anna_utterance *phrase, uint64_t *id);
/* Queues an earcon for a listener (its volume applies); as anna_speaker_say(). */
int anna_speaker_earcon(struct anna_speaker *sp, int listener, enum anna_earcon earcon,
			enum anna_priority prio, uint64_t *id);
/*
 * Mixes an earcon over whatever plays now (a key's accept or reject while
 * a move is being announced), at the listener's volume, without waiting in
 * the queue: it sounds from the output's next buffer. Returns 0, -EINVAL,
 * -ENOSPC when a few are waiting already. Dropped while muted.
 */
int anna_speaker_earcon_now(struct anna_speaker *sp, int listener, enum anna_earcon earcon);
/* Says the listener's last phrase again, as a QUERY. -ENOENT if none yet. */
int anna_speaker_repeat(struct anna_speaker *sp, int listener, uint64_t *id);

/*
 * Muting (while the journal is replayed after a crash): drops what is
 * queued and what is playing, says nothing and writes no text until
 * unmuted, but keeps each listener's last phrase for "repeat".
 */
void anna_speaker_mute(struct anna_speaker *sp, int muted);

/*
 * Waits until everything queued is in the output's ring (for a wav or null
 * output: written), earcons to mix included. Returns 0, or -ETIMEDOUT
 * after timeout_ms.
 */
int anna_speaker_wait_idle(struct anna_speaker *sp, unsigned timeout_ms);

#endif
