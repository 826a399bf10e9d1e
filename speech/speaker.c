/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/speaker.c: the queue and its worker.
 *
 * The worker is the producer of the output's ring and the only thread of
 * the speaker that calls espeak-ng. It sleeps on one semaphore, posted by
 * anna_speaker_say() (new work, maybe a cut) and by the output's consumer
 * (room in the ring). Synthesis is paced by the ring: when it is full, the
 * synth callback waits there, so a cut stops espeak-ng by returning 1 from
 * that callback (espeak_Cancel cannot interrupt synchronous synthesis).
 * Only when another speaker waits for espeak-ng does the callback stop
 * waiting: it keeps the rest of the utterance in memory (the spill), lets
 * espeak-ng go, and the worker plays the spill out afterwards.
 *
 * The speaker keeps a span (request, first and last ring position) for
 * every phrase whose samples may still be unplayed. A new phrase cuts if
 * the first unplayed span is less urgent; the cut flushes the ring (the
 * consumer skips all of it at its next buffer) and puts the cut MOVE and
 * URGENT phrases back at the head of their class.
 */
#include "speech/speaker.h"
#include "speech/rtthread.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SPANS 64
#define NO_END UINT64_MAX
#define MAX_EVENTS (SPANS + 1)

struct request {
	uint64_t id;
	int listener;
	enum anna_priority prio;
	int earcon; /* an enum anna_earcon, or -1 for words */
	char *words;
	char *say;
	uint64_t enqueued_us;
};

struct span {
	struct request *req;
	uint64_t start, end; /* end NO_END while it is being made */
};

struct listener {
	char name[ANNA_SPEAKER_NAME_LEN];
	char voice_name[32];
	struct anna_voice voice;
	char *last_words, *last_say; /* for "repeat" */
};

struct anna_speaker {
	struct anna_output *out;
	struct anna_ring *ring;
	FILE *text;
	anna_clock_fn clock;
	void *clock_ctx;
	anna_speaker_event_fn on_event;
	void *event_ctx;
	unsigned stall_ms;
	int realtime; /* the worker got SCHED_FIFO (set once, at the start) */
	int rt_priority;
	int (*ordinary)(void);
	int fifo_now; /* it runs SCHED_FIFO now: set before the first phrase is
		       * handed over, then the worker's only */

	pthread_t thread;
	sem_t wake;
	pthread_mutex_t mu;
	pthread_cond_t idle_cond;

	/* under mu */
	struct request **queue;
	unsigned queue_len, queued;
	struct span spans[SPANS];
	unsigned nspans;
	struct listener listeners[ANNA_SPEAKER_LISTENERS];
	int nlisteners;
	uint64_t next_id;
	struct { int earcon, volume; } now[8]; /* earcons to mix at once */
	unsigned nnow;
	int busy;  /* the worker has a request in hand */
	int muted;
	struct span *cur; /* the span being made (moves when spans retire) */

	atomic_int stop;
	atomic_int cut_pending; /* a reason to cut may have come */

	/* worker only */
	int16_t *spill;          /* the rest of an utterance made while another */
	size_t spilled, spill_cap; /* speaker waited for espeak-ng */
	int spill_failed;
	struct request *cur_req;
	uint64_t cur_start;
	int first_frame_sent;
	int cutting; /* the callback stopped the phrase */
};

/* ---- small things ---- */

const char *anna_priority_str(enum anna_priority prio)
{
	switch (prio) {
	case ANNA_PRIO_INFO: return "info";
	case ANNA_PRIO_QUERY: return "query";
	case ANNA_PRIO_MOVE: return "move";
	case ANNA_PRIO_URGENT: return "urgent";
	case ANNA_PRIO_COUNT: break;
	}
	return "unknown";
}

const char *anna_speaker_event_str(enum anna_speaker_event_kind kind)
{
	switch (kind) {
	case ANNA_SPEAKER_START: return "start";
	case ANNA_SPEAKER_FIRST_FRAME: return "first-frame";
	case ANNA_SPEAKER_DONE: return "done";
	case ANNA_SPEAKER_CUT: return "cut";
	case ANNA_SPEAKER_FAILED: return "failed";
	}
	return "unknown";
}

static uint64_t monotonic_us(void *ctx)
{
	struct timespec ts;

	(void)ctx;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static uint64_t now_us(struct anna_speaker *sp)
{
	return sp->clock(sp->clock_ctx);
}

static void request_free(struct request *req)
{
	if (!req)
		return;
	free(req->words);
	free(req->say);
	free(req);
}

static struct anna_speaker_event event_of(struct anna_speaker *sp,
					  enum anna_speaker_event_kind kind,
					  const struct request *req, uint64_t pos, int error)
{
	return (struct anna_speaker_event){
		.kind = kind, .id = req->id, .listener = req->listener,
		.prio = req->prio, .enqueued_us = req->enqueued_us,
		.at_us = now_us(sp), .ring_pos = pos, .error = error,
	};
}

static void send_events(struct anna_speaker *sp, const struct anna_speaker_event *ev,
			unsigned n)
{
	for (unsigned i = 0; sp->on_event && i < n; i++)
		sp->on_event(sp->event_ctx, &ev[i]);
}

static void wake_worker(void *ctx)
{
	struct anna_speaker *sp = ctx;

	sem_post(&sp->wake);
}

/* ---- the queue (under mu) ---- */

/*
 * Worker: SCHED_FIFO while a phrase waits for its first frame, the
 * ordinary policy config->ordinary gives it once the frame is out.
 * espeak-ng makes a phrase many times faster than it plays, in one burst
 * of several milliseconds, and at real-time priority that burst keeps
 * every other thread off its core: on two cores, annad's loop and brltty,
 * showing the same phrase on a braille display, waited behind it
 * (docs/performance.md, "Braille display"). Raised again once the phrase
 * is made, so the worker waits for the next phrase, and wakes, at
 * real-time priority; and at once if, while it is lowered, a sound card
 * (or a pull output's consumer) playing the phrase has less than four
 * periods (46 ms) left in the ring, so a busy machine cannot starve the
 * voice.
 */
static void worker_fifo(struct anna_speaker *sp, int on)
{
	if (!sp->realtime || !sp->ordinary || sp->fifo_now == on)
		return;
	if (on) {
		struct sched_param param = { .sched_priority = sp->rt_priority };
		if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &param) == 0)
			sp->fifo_now = 1;
	} else if (sp->ordinary() == 0) {
		sp->fifo_now = 0;
	}
}

/* Inserts req after the last request at least as urgent (FIFO within a
 * class), or, with at_head, before the first one of its own class. */
static void queue_insert(struct anna_speaker *sp, struct request *req, int at_head)
{
	unsigned at = 0;

	while (at < sp->queued &&
	       (sp->queue[at]->prio > req->prio ||
		(!at_head && sp->queue[at]->prio == req->prio)))
		at++;
	memmove(sp->queue + at + 1, sp->queue + at, (sp->queued - at) * sizeof(*sp->queue));
	sp->queue[at] = req;
	sp->queued++;
}

static struct request *queue_pop(struct anna_speaker *sp)
{
	struct request *req;

	if (sp->queued == 0)
		return NULL;
	req = sp->queue[0];
	memmove(sp->queue, sp->queue + 1, --sp->queued * sizeof(*sp->queue));
	return req;
}

static void queue_clear(struct anna_speaker *sp)
{
	while (sp->queued > 0)
		request_free(sp->queue[--sp->queued]);
}

/* ---- spans (under mu) ---- */

/* Forgets the spans the output has played to the end. */
static void spans_retire(struct anna_speaker *sp)
{
	uint64_t played = anna_ring_read_pos(sp->ring);
	unsigned n = 0;

	while (n < sp->nspans && &sp->spans[n] != sp->cur &&
	       sp->spans[n].end != NO_END && sp->spans[n].end <= played)
		request_free(sp->spans[n++].req);
	if (n == 0)
		return;
	if (sp->cur)
		sp->cur -= n;
	memmove(sp->spans, sp->spans + n, (sp->nspans - n) * sizeof(*sp->spans));
	sp->nspans -= n;
}

/* The span playing now or next: the first not played to its end. */
static const struct span *spans_playing(struct anna_speaker *sp)
{
	spans_retire(sp);
	return sp->nspans > 0 ? &sp->spans[0] : NULL;
}

/* Is there a reason to cut: something unplayed less urgent than the most
 * urgent request waiting? */
static int cut_wanted(struct anna_speaker *sp)
{
	const struct span *playing = spans_playing(sp);

	return playing && sp->queued > 0 && sp->queue[0]->prio > playing->req->prio;
}

/*
 * The cut: every span not yet played is dropped from the ring; MOVE and
 * URGENT requests go back to the head of their class in their order,
 * the others are freed. Fills events (CUT for each) for the caller to send
 * once mu is released. Returns how many.
 */
static unsigned do_cut(struct anna_speaker *sp, struct anna_speaker_event *events)
{
	/* while muted nothing is re-said */
	int requeue = !sp->muted;
	uint64_t end = anna_ring_write_pos(sp->ring);
	unsigned nev = 0;

	spans_retire(sp);
	anna_ring_flush(sp->ring);
	for (unsigned i = sp->nspans; i-- > 0;) {
		struct request *req = sp->spans[i].req;
		events[nev++] = event_of(sp, ANNA_SPEAKER_CUT, req,
					 sp->spans[i].end == NO_END ? end : sp->spans[i].end, 0);
		/* the more urgent request that caused the cut is queued already */
		if (requeue && req->prio >= ANNA_PRIO_MOVE)
			queue_insert(sp, req, 1);
		else
			request_free(req);
	}
	sp->nspans = 0;
	sp->cur = NULL;
	return nev;
}

/* ---- the worker ---- */

static void text_line(struct anna_speaker *sp, const struct request *req,
		      const char *listener)
{
	uint64_t ms;

	if (!sp->text || req->earcon >= 0)
		return;
	ms = now_us(sp) / 1000u;
	fprintf(sp->text, "%llu.%03llu %s ", (unsigned long long)(ms / 1000u),
		(unsigned long long)(ms % 1000u), listener);
	/* one line per phrase, whatever the words hold */
	for (const char *c = req->words; *c; c++)
		putc(*c == '\n' || *c == '\r' ? ' ' : *c, sp->text);
	putc('\n', sp->text);
	fflush(sp->text);
}

/* Worker, in the callback: should the phrase being made stop now? */
static int must_stop(struct anna_speaker *sp)
{
	int stop;

	if (!atomic_load(&sp->cut_pending) && !atomic_load(&sp->stop))
		return 0;
	pthread_mutex_lock(&sp->mu);
	atomic_store(&sp->cut_pending, 0);
	stop = atomic_load(&sp->stop) || sp->muted || cut_wanted(sp);
	if (stop)
		sp->cutting = 1;
	pthread_mutex_unlock(&sp->mu);
	return stop;
}

/* CLOCK_MONOTONIC now + ms. */
static struct timespec deadline(unsigned ms)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	t.tv_sec += ms / 1000;
	t.tv_nsec += (long)(ms % 1000) * 1000000l;
	if (t.tv_nsec >= 1000000000l) {
		t.tv_sec++;
		t.tv_nsec -= 1000000000l;
	}
	return t;
}

/* Worker: waits until woken (room, new work, the end). -ETIMEDOUT if
 * the output took nothing for stall_ms. */
static int wait_for_room(struct anna_speaker *sp)
{
	uint64_t played = anna_ring_read_pos(sp->ring);
	struct timespec until = deadline(sp->stall_ms);

	while (sem_clockwait(&sp->wake, CLOCK_MONOTONIC, &until) < 0) {
		if (errno != EINTR)
			return anna_ring_read_pos(sp->ring) == played ? -ETIMEDOUT : 0;
	}
	return 0;
}

/* Worker: mixes the earcons anna_speaker_earcon_now() asked for over what
 * plays now. Returns how many. */
static unsigned mix_now(struct anna_speaker *sp)
{
	int16_t buf[ANNA_SYNTH_SAMPLE_RATE]; /* earcons are under a second */
	unsigned n;

	pthread_mutex_lock(&sp->mu);
	n = sp->nnow;
	for (unsigned i = 0; i < n; i++) {
		int len = anna_earcon_render((enum anna_earcon)sp->now[i].earcon,
					     sp->now[i].volume, buf, sizeof(buf) / sizeof(buf[0]));
		if (len > 0)
			anna_output_mix(sp->out, buf, (size_t)len);
	}
	sp->nnow = 0;
	pthread_mutex_unlock(&sp->mu);
	return n;
}

/*
 * Worker: samples into the ring, waiting there for room. Returns 1 when
 * the phrase is to stop (a cut, a mute, the end), and with may_spill, as
 * soon as another speaker waits for espeak-ng: *done then says how many
 * samples went in.
 */
static int put(struct anna_speaker *sp, const int16_t *samples, size_t count,
	       int may_spill, size_t *done)
{
	*done = 0;
	while (count > 0) {
		size_t n = anna_ring_write(sp->ring, samples, count);
		if (n > 0) {
			if (!sp->first_frame_sent) {
				struct anna_speaker_event ev = event_of(
					sp, ANNA_SPEAKER_FIRST_FRAME, sp->cur_req,
					sp->cur_start, 0);
				sp->first_frame_sent = 1;
				send_events(sp, &ev, 1);
				worker_fifo(sp, 0);
			}
			anna_output_written(sp->out);
			enum anna_output_kind kind = anna_output_kind(sp->out);
			if (!sp->fifo_now && (kind == ANNA_OUTPUT_DEVICE || kind == ANNA_OUTPUT_PULL) &&
			    anna_ring_read_pos(sp->ring) > sp->cur_start &&
			    anna_ring_available(sp->ring) < 4 * ANNA_OUTPUT_PERIOD)
				worker_fifo(sp, 1); /* the card plays it and is about to run dry */
			samples += n;
			count -= n;
			*done += n;
			continue;
		}
		if (may_spill && anna_synth_contended())
			return 0;
		anna_output_want_room(sp->out);
		if (anna_ring_space(sp->ring) > 0)
			continue;
		if (wait_for_room(sp) < 0) {
			anna_output_stalled(sp->out);
			anna_output_written(sp->out); /* the null twin drains */
		}
		mix_now(sp);
		if (must_stop(sp))
			return 1;
	}
	return 0;
}

/* Keeps samples for later, in order, when the ring is full and another
 * speaker waits for espeak-ng. Returns -1 when out of memory. */
static int spill(struct anna_speaker *sp, const int16_t *samples, size_t count)
{
	if (sp->spilled + count > sp->spill_cap) {
		size_t cap = sp->spill_cap ? sp->spill_cap : ANNA_SYNTH_SAMPLE_RATE;
		int16_t *p;
		while (cap < sp->spilled + count)
			cap *= 2;
		p = realloc(sp->spill, cap * sizeof(int16_t));
		if (!p)
			return -1;
		sp->spill = p;
		sp->spill_cap = cap;
	}
	memcpy(sp->spill + sp->spilled, samples, count * sizeof(int16_t));
	sp->spilled += count;
	return 0;
}

/* The synth callback. */
static int on_samples(void *ctx, const int16_t *samples, size_t count)
{
	struct anna_speaker *sp = ctx;
	size_t done = 0;

	if (must_stop(sp))
		return 1;
	if (!sp->spilled) {
		anna_synth_on_contention(wake_worker, sp);
		if (put(sp, samples, count, 1, &done))
			return 1;
	}
	if (done < count && spill(sp, samples + done, count - done) < 0) {
		sp->spill_failed = 1;
		return 1;
	}
	return 0;
}

/* espeak-ng's buffer size (20 ms); earcons go in pieces of it too, so a
 * cut is seen as soon. */
#define PIECE 441

static int speak(struct anna_speaker *sp, const struct request *req,
		 const struct anna_voice *voice)
{
	int rc;

	if (req->earcon >= 0) {
		int16_t buf[ANNA_SYNTH_SAMPLE_RATE]; /* earcons are under a second */
		int n = anna_earcon_render((enum anna_earcon)req->earcon, voice->volume,
					   buf, sizeof(buf) / sizeof(buf[0]));
		if (n < 0)
			return n;
		for (int at = 0; at < n; at += PIECE) {
			size_t done;
			if (must_stop(sp) ||
			    put(sp, buf + at, (size_t)(n - at < PIECE ? n - at : PIECE), 0, &done))
				return ANNA_SYNTH_STOPPED;
		}
		return 0;
	}
	sp->spilled = 0;
	sp->spill_failed = 0;
	rc = anna_synth_speak(voice, req->say ? req->say : req->words, on_samples, sp);
	if (rc == 0 && sp->spilled > 0) {
		/* espeak-ng is free for the other speaker; play out the rest */
		size_t done;
		if (put(sp, sp->spill, sp->spilled, 0, &done))
			rc = ANNA_SYNTH_STOPPED;
	}
	if (sp->spill_failed)
		rc = -ENOMEM;
	sp->spilled = 0;
	if (sp->spill_cap > 4 * ANNA_SYNTH_SAMPLE_RATE) { /* keep a small one */
		free(sp->spill);
		sp->spill = NULL;
		sp->spill_cap = 0;
	}
	return rc;
}

/* Under mu: remember a listener's last phrase for "repeat". */
static void keep_last(struct listener *l, const char *words, const char *say)
{
	char *w = strdup(words);
	char *s = say ? strdup(say) : NULL;

	if (!w || (say && !s)) {
		free(w);
		free(s);
		return;
	}
	free(l->last_words);
	free(l->last_say);
	l->last_words = w;
	l->last_say = s;
}

/* Under mu: cut if there is reason to (or drop everything while muted).
 * Returns with mu held, events sent. */
static void cut_if_wanted(struct anna_speaker *sp)
{
	struct anna_speaker_event events[MAX_EVENTS];
	unsigned nev;

	if (!(sp->muted ? (spans_playing(sp) != NULL) : cut_wanted(sp)))
		return;
	nev = do_cut(sp, events);
	pthread_mutex_unlock(&sp->mu);
	send_events(sp, events, nev);
	pthread_mutex_lock(&sp->mu);
}

static void *worker(void *arg)
{
	struct anna_speaker *sp = arg;

	pthread_mutex_lock(&sp->mu);
	while (!atomic_load(&sp->stop)) {
		struct anna_speaker_event ev;
		struct anna_voice voice;
		struct request *req;
		char listener[ANNA_SPEAKER_NAME_LEN];
		int rc;

		if (atomic_exchange(&sp->cut_pending, 0))
			cut_if_wanted(sp);
		if (sp->nnow > 0) {
			sp->busy = 1; /* idle again below, once the device has it */
			pthread_mutex_unlock(&sp->mu);
			if (anna_output_begin(sp->out) == 0)
				mix_now(sp);
			pthread_mutex_lock(&sp->mu);
			continue;
		}
		req = queue_pop(sp);
		if (!req) {
			if (sp->busy) {
				sp->busy = 0;
				pthread_mutex_unlock(&sp->mu);
				anna_output_idle(sp->out);
				pthread_mutex_lock(&sp->mu);
				pthread_cond_broadcast(&sp->idle_cond);
				continue; /* something may have come meanwhile */
			}
			pthread_mutex_unlock(&sp->mu);
			sem_wait(&sp->wake);
			pthread_mutex_lock(&sp->mu);
			continue;
		}
		sp->busy = 1;
		spans_retire(sp);
		if (sp->nspans == SPANS) { /* forget the oldest: it can no longer be re-said */
			request_free(sp->spans[0].req);
			memmove(sp->spans, sp->spans + 1, --sp->nspans * sizeof(*sp->spans));
		}
		sp->cur_start = anna_ring_write_pos(sp->ring);
		sp->cur = &sp->spans[sp->nspans++];
		*sp->cur = (struct span){ .req = req, .start = sp->cur_start, .end = NO_END };
		sp->cur_req = req;
		sp->first_frame_sent = 0;
		sp->cutting = 0;
		voice = sp->listeners[req->listener].voice;
		memcpy(listener, sp->listeners[req->listener].name, sizeof(listener));
		if (req->earcon < 0)
			keep_last(&sp->listeners[req->listener], req->words, req->say);
		pthread_mutex_unlock(&sp->mu);

		/* req stays ours until a cut: only this thread cuts */
		text_line(sp, req, listener);
		ev = event_of(sp, ANNA_SPEAKER_START, req, sp->cur_start, 0);
		send_events(sp, &ev, 1);
		rc = anna_output_begin(sp->out);
		if (rc == 0)
			rc = speak(sp, req, &voice);

		worker_fifo(sp, 1); /* for the next phrase's first frame */
		pthread_mutex_lock(&sp->mu);
		if (rc == ANNA_SYNTH_STOPPED && sp->cutting) {
			struct anna_speaker_event events[MAX_EVENTS];
			unsigned nev;
			if (atomic_load(&sp->stop))
				break;
			nev = do_cut(sp, events);
			pthread_mutex_unlock(&sp->mu);
			send_events(sp, events, nev);
			pthread_mutex_lock(&sp->mu);
			continue;
		}
		sp->cur->end = anna_ring_write_pos(sp->ring);
		sp->cur = NULL;
		ev = event_of(sp, rc < 0 ? ANNA_SPEAKER_FAILED : ANNA_SPEAKER_DONE, req,
			      anna_ring_write_pos(sp->ring), rc < 0 ? rc : 0);
		pthread_mutex_unlock(&sp->mu);
		send_events(sp, &ev, 1);
		pthread_mutex_lock(&sp->mu);
	}
	pthread_mutex_unlock(&sp->mu);
	return NULL;
}

/* ---- the public side ---- */

/* Undoes what anna_speaker_new() set up once the worker is gone. */
static void release(struct anna_speaker *sp)
{
	anna_output_set_waker(sp->out, NULL, NULL);
	pthread_cond_destroy(&sp->idle_cond);
	pthread_mutex_destroy(&sp->mu);
	sem_destroy(&sp->wake);
	anna_synth_fini();
	free(sp->spill);
	free(sp->queue);
	free(sp);
}

int anna_speaker_new(const struct anna_speaker_config *config, struct anna_speaker **out)
{
	struct anna_speaker *sp;
	pthread_condattr_t attr;
	int rc;

	if (!config || !config->output || !out)
		return -EINVAL;
	sp = calloc(1, sizeof(*sp));
	if (!sp)
		return -ENOMEM;
	sp->queue_len = config->queue_len ? config->queue_len : 64;
	sp->queue = calloc(sp->queue_len, sizeof(*sp->queue));
	if (!sp->queue) {
		free(sp);
		return -ENOMEM;
	}
	rc = anna_synth_init();
	if (rc < 0) {
		free(sp->queue);
		free(sp);
		return rc;
	}
	sp->out = config->output;
	sp->ring = anna_output_ring(sp->out);
	sp->text = config->text;
	sp->clock = config->clock ? config->clock : monotonic_us;
	sp->clock_ctx = config->clock_ctx;
	sp->on_event = config->on_event;
	sp->event_ctx = config->event_ctx;
	sp->stall_ms = config->stall_ms ? config->stall_ms : 3000;
	sp->next_id = 1;
	sem_init(&sp->wake, 0, 0);
	pthread_mutex_init(&sp->mu, NULL);
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&sp->idle_cond, &attr);
	pthread_condattr_destroy(&attr);
	anna_output_set_waker(sp->out, wake_worker, sp);
	sp->rt_priority = config->rt_priority;
	sp->ordinary = config->ordinary;
	rc = anna_rtthread_start(&sp->thread, config->rt_priority, worker, sp, &sp->realtime);
	sp->fifo_now = sp->realtime;
	if (rc != 0) {
		release(sp);
		return -rc;
	}
	*out = sp;
	return 0;
}

int anna_speaker_realtime(const struct anna_speaker *sp)
{
	return sp && sp->realtime;
}

void anna_speaker_free(struct anna_speaker *sp)
{
	if (!sp)
		return;
	atomic_store(&sp->stop, 1);
	sem_post(&sp->wake);
	pthread_join(sp->thread, NULL);
	anna_output_idle(sp->out);
	queue_clear(sp);
	for (unsigned i = 0; i < sp->nspans; i++)
		request_free(sp->spans[i].req);
	for (int i = 0; i < sp->nlisteners; i++) {
		free(sp->listeners[i].last_words);
		free(sp->listeners[i].last_say);
	}
	release(sp);
}

/* Copies voice into l, its name into l's own storage. */
static int set_voice(struct listener *l, const struct anna_voice *voice)
{
	int rc = anna_synth_check_voice(voice);

	if (rc < 0)
		return rc;
	if (strlen(voice->name) >= sizeof(l->voice_name))
		return -EINVAL;
	strcpy(l->voice_name, voice->name);
	l->voice = *voice;
	l->voice.name = l->voice_name;
	return 0;
}

int anna_speaker_add_listener(struct anna_speaker *sp, const struct anna_listener *listener)
{
	struct listener l = { 0 };
	int rc;

	if (!sp || !listener || !listener->name || !*listener->name ||
	    strlen(listener->name) >= sizeof(l.name) ||
	    strpbrk(listener->name, " \t\r\n")) /* one word in the text sink */
		return -EINVAL;
	rc = set_voice(&l, &listener->voice);
	if (rc < 0)
		return rc;
	strcpy(l.name, listener->name);
	pthread_mutex_lock(&sp->mu);
	if (sp->nlisteners == ANNA_SPEAKER_LISTENERS) {
		rc = -ENOSPC;
	} else {
		rc = sp->nlisteners++;
		sp->listeners[rc] = l;
		sp->listeners[rc].voice.name = sp->listeners[rc].voice_name;
	}
	pthread_mutex_unlock(&sp->mu);
	return rc;
}

int anna_speaker_set_voice(struct anna_speaker *sp, int listener, const struct anna_voice *voice)
{
	struct listener l = { 0 };
	int rc;

	if (!sp || !voice)
		return -EINVAL;
	rc = set_voice(&l, voice);
	if (rc < 0)
		return rc;
	pthread_mutex_lock(&sp->mu);
	if (listener < 0 || listener >= sp->nlisteners) {
		rc = -EINVAL;
	} else {
		struct listener *to = &sp->listeners[listener];
		memcpy(to->voice_name, l.voice_name, sizeof(to->voice_name));
		to->voice = l.voice;
		to->voice.name = to->voice_name;
	}
	pthread_mutex_unlock(&sp->mu);
	return rc;
}

static int enqueue(struct anna_speaker *sp, int listener, enum anna_priority prio,
		   int earcon, const char *words, const char *say, uint64_t *id)
{
	struct request *req;
	int rc = 0;

	if (!sp || (unsigned)prio >= ANNA_PRIO_COUNT || (earcon < 0 && !words))
		return -EINVAL;
	req = calloc(1, sizeof(*req));
	if (!req)
		return -ENOMEM;
	req->listener = listener;
	req->prio = prio;
	req->earcon = earcon;
	req->words = words ? strdup(words) : NULL;
	req->say = say ? strdup(say) : NULL;
	if ((words && !req->words) || (say && !req->say)) {
		request_free(req);
		return -ENOMEM;
	}
	pthread_mutex_lock(&sp->mu);
	if (listener < 0 || listener >= sp->nlisteners) {
		rc = -EINVAL;
		goto out;
	}
	req->id = sp->next_id++;
	req->enqueued_us = now_us(sp);
	if (id)
		*id = req->id;
	if (sp->muted) {
		if (earcon < 0)
			keep_last(&sp->listeners[listener], words, say);
		goto out;
	}
	if (sp->queued == sp->queue_len) {
		/* sorted most urgent first: the last is the newest least urgent */
		if (sp->queue[sp->queued - 1]->prio >= prio) {
			rc = -ENOSPC;
			goto out;
		}
		request_free(sp->queue[--sp->queued]);
	}
	queue_insert(sp, req, 0);
	req = NULL;
	if (cut_wanted(sp))
		atomic_store(&sp->cut_pending, 1);
out:
	pthread_mutex_unlock(&sp->mu);
	request_free(req);
	if (rc == 0)
		sem_post(&sp->wake);
	return rc;
}

int anna_speaker_say(struct anna_speaker *sp, const struct anna_utterance *phrase, uint64_t *id)
{
	if (!phrase)
		return -EINVAL;
	return enqueue(sp, phrase->listener, phrase->prio, -1, phrase->words, phrase->say, id);
}

int anna_speaker_earcon(struct anna_speaker *sp, int listener, enum anna_earcon earcon,
			enum anna_priority prio, uint64_t *id)
{
	if ((unsigned)earcon >= ANNA_EARCON_COUNT)
		return -EINVAL;
	return enqueue(sp, listener, prio, (int)earcon, NULL, NULL, id);
}

int anna_speaker_earcon_now(struct anna_speaker *sp, int listener, enum anna_earcon earcon)
{
	int rc = 0;

	if (!sp || (unsigned)earcon >= ANNA_EARCON_COUNT)
		return -EINVAL;
	pthread_mutex_lock(&sp->mu);
	if (listener < 0 || listener >= sp->nlisteners)
		rc = -EINVAL;
	else if (sp->nnow == sizeof(sp->now) / sizeof(sp->now[0]))
		rc = -ENOSPC;
	else if (!sp->muted) {
		sp->now[sp->nnow].earcon = (int)earcon;
		sp->now[sp->nnow].volume = sp->listeners[listener].voice.volume;
		sp->nnow++;
	}
	pthread_mutex_unlock(&sp->mu);
	if (rc == 0)
		sem_post(&sp->wake);
	return rc;
}

int anna_speaker_repeat(struct anna_speaker *sp, int listener, uint64_t *id)
{
	char *words = NULL, *say = NULL;
	int rc = 0;

	if (!sp)
		return -EINVAL;
	pthread_mutex_lock(&sp->mu);
	if (listener < 0 || listener >= sp->nlisteners)
		rc = -EINVAL;
	else if (!sp->listeners[listener].last_words)
		rc = -ENOENT;
	else if (!(words = strdup(sp->listeners[listener].last_words)) ||
		 (sp->listeners[listener].last_say &&
		  !(say = strdup(sp->listeners[listener].last_say))))
		rc = -ENOMEM;
	pthread_mutex_unlock(&sp->mu);
	if (rc == 0)
		rc = enqueue(sp, listener, ANNA_PRIO_QUERY, -1, words, say, id);
	free(words);
	free(say);
	return rc;
}

void anna_speaker_mute(struct anna_speaker *sp, int muted)
{
	if (!sp)
		return;
	pthread_mutex_lock(&sp->mu);
	sp->muted = muted != 0;
	if (sp->muted) {
		queue_clear(sp);
		sp->nnow = 0;
		atomic_store(&sp->cut_pending, 1);
	}
	pthread_mutex_unlock(&sp->mu);
	sem_post(&sp->wake);
}

int anna_speaker_wait_idle(struct anna_speaker *sp, unsigned timeout_ms)
{
	struct timespec until = deadline(timeout_ms);
	int rc = 0;

	if (!sp)
		return -EINVAL;
	pthread_mutex_lock(&sp->mu);
	while ((sp->busy || sp->queued > 0 || sp->nnow > 0) && rc == 0)
		rc = pthread_cond_timedwait(&sp->idle_cond, &sp->mu, &until);
	pthread_mutex_unlock(&sp->mu);
	return rc == 0 ? 0 : -ETIMEDOUT;
}
