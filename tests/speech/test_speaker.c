/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_speaker.c: the speaker's queue and worker with real
 * synthesis: what cuts what (docs/announcements.md section 4), a cut within
 * one buffer, repeat, mute, listeners, earcons, the text sink with a fake
 * clock, a full queue.
 *
 * The pull output stands in for a sound card: the test takes the sound
 * buffer by buffer, so "what played when" is exact. Waits are on
 * conditions with bounded timeouts; no test sleeps, except one that polls
 * (10 ms, 10 s at most) for the ring to fill.
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "speech/speaker.h"

#define PERIOD ANNA_OUTPUT_PERIOD
#define TIMEOUT_MS 10000
/* Longer than the ring (5.9 s): synthesis has to wait for room, so a cut
 * stops it in the synth callback. About 11 s at the default rate. */
#define LONG "Dame Hector fünf schlägt Felix sieben Schachmatt. " \
	     "Läufer Bella fünf schlägt Cesar sechs. " \
	     "Eva fünf schlägt David sechs en passant. " \
	     "Eva sieben Eva acht Umwandlung in Dame. " \
	     "Springer Gustav eins Felix drei."

/* ---- an event recorder ---- */

#define MAX_EV 256
struct recorder {
	pthread_mutex_t mu;
	pthread_cond_t cond;
	struct anna_speaker_event ev[MAX_EV];
	unsigned n;
};

static void record(void *ctx, const struct anna_speaker_event *ev)
{
	struct recorder *r = ctx;

	pthread_mutex_lock(&r->mu);
	if (r->n < MAX_EV)
		r->ev[r->n++] = *ev;
	pthread_cond_broadcast(&r->cond);
	pthread_mutex_unlock(&r->mu);
}

static const struct anna_speaker_event *find(struct recorder *r,
					     enum anna_speaker_event_kind kind,
					     uint64_t id, unsigned nth)
{
	for (unsigned i = 0; i < r->n; i++)
		if (r->ev[i].kind == kind && r->ev[i].id == id && nth-- == 0)
			return &r->ev[i];
	return NULL;
}

/* Waits (bounded) for the nth event of kind for id; fails the test if it
 * does not come. */
static struct anna_speaker_event wait_event(struct recorder *r,
					    enum anna_speaker_event_kind kind,
					    uint64_t id, unsigned nth)
{
	struct timespec until;
	const struct anna_speaker_event *e;
	struct anna_speaker_event copy = { .kind = kind };

	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_sec += TIMEOUT_MS / 1000;
	pthread_mutex_lock(&r->mu);
	while (!(e = find(r, kind, id, nth)))
		if (pthread_cond_timedwait(&r->cond, &r->mu, &until) != 0)
			break;
	if (e)
		copy = *e;
	pthread_mutex_unlock(&r->mu);
	if (!e)
		fail_msg("no %s event for phrase %llu", anna_speaker_event_str(kind),
			 (unsigned long long)id);
	return copy;
}

static unsigned count(struct recorder *r, enum anna_speaker_event_kind kind, uint64_t id)
{
	unsigned n = 0;

	pthread_mutex_lock(&r->mu);
	for (unsigned i = 0; i < r->n; i++)
		n += r->ev[i].kind == kind && r->ev[i].id == id;
	pthread_mutex_unlock(&r->mu);
	return n;
}

/* The ids in the order they started. */
static unsigned starts(struct recorder *r, uint64_t *ids, unsigned max)
{
	unsigned n = 0;

	pthread_mutex_lock(&r->mu);
	for (unsigned i = 0; i < r->n && n < max; i++)
		if (r->ev[i].kind == ANNA_SPEAKER_START)
			ids[n++] = r->ev[i].id;
	pthread_mutex_unlock(&r->mu);
	return n;
}

/* ---- a fixture: a speaker on a pull (or other) output ---- */

struct fix {
	struct recorder rec;
	struct anna_output *out;
	struct anna_speaker *sp;
	int player, opponent;
	uint64_t now_us;
	char *text;
	size_t text_len;
	FILE *text_file;
};

static uint64_t fake_clock(void *ctx)
{
	return *(uint64_t *)ctx;
}

static struct fix *fix_new(enum anna_output_kind kind, unsigned queue_len)
{
	struct fix *f = calloc(1, sizeof(*f));
	struct anna_output_config oc = { .kind = kind };
	struct anna_speaker_config sc = { 0 };
	struct anna_listener player = { .name = "player", .voice = { .name = "de" } };
	struct anna_listener opponent = { .name = "opponent", .voice = { .name = "en", .rate = 200 } };

	assert_non_null(f);
	pthread_mutex_init(&f->rec.mu, NULL);
	pthread_condattr_t attr;
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&f->rec.cond, &attr);
	pthread_condattr_destroy(&attr);
	f->now_us = 1500000;
	f->text_file = open_memstream(&f->text, &f->text_len);
	assert_int_equal(anna_output_open(&oc, &f->out), 0);
	sc.output = f->out;
	sc.text = f->text_file;
	sc.clock = fake_clock;
	sc.clock_ctx = &f->now_us;
	sc.on_event = record;
	sc.event_ctx = &f->rec;
	sc.queue_len = queue_len;
	sc.stall_ms = 30000; /* a test that does not pull for a while is not a dead card */
	assert_int_equal(anna_speaker_new(&sc, &f->sp), 0);
	f->player = anna_speaker_add_listener(f->sp, &player);
	f->opponent = anna_speaker_add_listener(f->sp, &opponent);
	assert_int_equal(f->player, 0);
	assert_int_equal(f->opponent, 1);
	return f;
}

static void fix_free(struct fix *f)
{
	anna_speaker_free(f->sp);
	anna_output_free(f->out);
	fclose(f->text_file);
	free(f->text);
	pthread_cond_destroy(&f->rec.cond);
	pthread_mutex_destroy(&f->rec.mu);
	free(f);
}

static uint64_t say(struct fix *f, int listener, enum anna_priority prio, const char *words)
{
	struct anna_utterance p = { .listener = listener, .prio = prio, .words = words };
	uint64_t id = 0;

	assert_int_equal(anna_speaker_say(f->sp, &p, &id), 0);
	assert_true(id > 0);
	return id;
}

/* Plays the pull output like a sound card until everything queued has
 * been heard. Returns the samples taken. */
static uint64_t play_out(struct fix *f)
{
	int16_t buf[PERIOD];
	uint64_t total = 0;

	for (unsigned rounds = 0; rounds < 100000; rounds++) {
		int n = anna_output_pull(f->out, buf, PERIOD);
		assert_true(n >= 0);
		total += (uint64_t)n;
		/* nothing to take: wait (bounded) for the worker to be idle */
		if (n == 0 && anna_speaker_wait_idle(f->sp, 50) == 0 &&
		    anna_ring_available(anna_output_ring(f->out)) == 0)
			return total;
	}
	fail_msg("the speaker never fell silent");
	return total;
}

static void pull_buffers(struct fix *f, unsigned n)
{
	int16_t buf[PERIOD];

	while (n-- > 0)
		anna_output_pull(f->out, buf, PERIOD);
}

/* ---- the tests ---- */

/* A flag fall cuts a move announcement: at most one buffer of the move is
 * heard after the flag fall was handed over, the synthesis of the move
 * stopped early (in the callback), and the move is said again, whole,
 * afterwards. */
static void test_urgent_cuts_move_within_one_buffer(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	struct anna_ring *ring = anna_output_ring(f->out);
	uint64_t move = say(f, f->player, ANNA_PRIO_MOVE, LONG);
	struct anna_speaker_event start, cut, first2, restart, done;
	uint64_t flag, before, dropped0, heard_after;
	uint64_t ids[8];

	start = wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, move, 0);
	pull_buffers(f, 5); /* the move is playing */
	before = anna_ring_read_pos(ring);
	dropped0 = anna_ring_dropped(ring);
	flag = say(f, f->player, ANNA_PRIO_URGENT, "Zeit überschritten");
	/* the sound card takes its next buffer at once, before the worker
	 * may have seen the flag fall: that is the one buffer allowed */
	pull_buffers(f, 1);
	cut = wait_event(&f->rec, ANNA_SPEAKER_CUT, move, 0);
	first2 = wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, flag, 0);
	pull_buffers(f, 1);

	/* samples of the move after the hand-over = its unplayed part minus
	 * what the cut dropped */
	heard_after = (cut.ring_pos - before) - (anna_ring_dropped(ring) - dropped0);
	assert_in_range(heard_after, 0, PERIOD);
	assert_true(first2.ring_pos >= cut.ring_pos);

	play_out(f);
	restart = wait_event(&f->rec, ANNA_SPEAKER_START, move, 1);
	done = wait_event(&f->rec, ANNA_SPEAKER_DONE, move, 0);
	/* said again, whole (about 11 s) */
	assert_true(done.ring_pos - restart.ring_pos > 8 * 22050);
	/* the first time, synthesis stopped in the callback: far short of the
	 * whole phrase, about what the ring holds */
	assert_true(cut.ring_pos - start.ring_pos + 22050 < done.ring_pos - restart.ring_pos);
	assert_int_equal(starts(&f->rec, ids, 8), 3);
	assert_int_equal(ids[0], move);
	assert_int_equal(ids[1], flag);
	assert_int_equal(ids[2], move);
	fix_free(f);
}

/* A query answer never cuts a move announcement. */
static void test_query_never_cuts_move(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t move = say(f, f->player, ANNA_PRIO_MOVE, LONG), query;
	uint64_t ids[4];

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, move, 0);
	pull_buffers(f, 3);
	query = say(f, f->player, ANNA_PRIO_QUERY, "Weiß hat fünf Minuten");
	play_out(f);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_CUT, move), 0);
	assert_int_equal(anna_ring_dropped(anna_output_ring(f->out)), 0);
	assert_int_equal(starts(&f->rec, ids, 4), 2);
	assert_int_equal(ids[0], move);
	assert_int_equal(ids[1], query);
	assert_non_null(find(&f->rec, ANNA_SPEAKER_DONE, query, 0));
	fix_free(f);
}

/* A query cuts a key echo (INFO), and the cut echo is not said again. */
static void test_query_cuts_info_and_info_is_dropped(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t info = say(f, f->player, ANNA_PRIO_INFO, LONG), query;

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, info, 0);
	pull_buffers(f, 2);
	query = say(f, f->player, ANNA_PRIO_QUERY, "Eva vier");
	wait_event(&f->rec, ANNA_SPEAKER_CUT, info, 0);
	play_out(f);
	assert_non_null(find(&f->rec, ANNA_SPEAKER_DONE, query, 0));
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_START, info), 1);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_DONE, info), 0);
	fix_free(f);
}

/* Queued phrases come most urgent first, first come first said within a
 * priority; an equal priority does not cut. */
static void test_order_of_the_queue(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t first = say(f, f->player, ANNA_PRIO_URGENT, LONG);
	uint64_t want[6], got[8];

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, first, 0);
	uint64_t a = say(f, f->player, ANNA_PRIO_INFO, "eins");
	uint64_t b = say(f, f->player, ANNA_PRIO_QUERY, "zwei");
	uint64_t c = say(f, f->opponent, ANNA_PRIO_MOVE, "three");
	uint64_t d = say(f, f->player, ANNA_PRIO_QUERY, "vier");
	uint64_t e = say(f, f->player, ANNA_PRIO_URGENT, "fünf");
	want[0] = first; want[1] = e; want[2] = c; want[3] = b; want[4] = d; want[5] = a;
	play_out(f);
	assert_int_equal(starts(&f->rec, got, 8), 6);
	assert_memory_equal(got, want, sizeof(want));
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_CUT, first), 0);
	fix_free(f);
}

/* The text sink: one line per phrase, "<seconds.ms> <listener> <words>",
 * stamped by the injected clock; earcons write no line. */
static void test_text_sink(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_NULL, 0);

	f->now_us = 754123456; /* read by the worker when the phrase starts */
	say(f, f->player, ANNA_PRIO_MOVE, "Eva zwei Eva vier");
	assert_int_equal(anna_speaker_earcon(f->sp, f->player, ANNA_EARCON_ACCEPT,
					     ANNA_PRIO_MOVE, NULL), 0);
	say(f, f->opponent, ANNA_PRIO_MOVE, "e2 e4");
	say(f, f->opponent, ANNA_PRIO_MOVE, "two\nlines\r");
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	fflush(f->text_file);
	assert_string_equal(f->text, "754.123 player Eva zwei Eva vier\n"
				     "754.123 opponent e2 e4\n"
				     "754.123 opponent two lines \n");
	fix_free(f);
}

/* "Repeat" says the listener's last phrase again; with nothing said yet
 * it is -ENOENT. The synthesis text (with inline phonemes) is kept too. */
static void test_repeat(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_NULL, 0);
	struct anna_utterance p = { .listener = 0, .prio = ANNA_PRIO_MOVE,
				 .words = "Kurze Rochade", .say = "Kurze [[rO'SA:d@]]" };
	uint64_t id, again;
	struct anna_speaker_event d1, d2, s1, s2;

	assert_int_equal(anna_speaker_repeat(f->sp, f->player, &again), -ENOENT);
	assert_int_equal(anna_speaker_say(f->sp, &p, &id), 0);
	say(f, f->opponent, ANNA_PRIO_MOVE, "short castling");
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	assert_int_equal(anna_speaker_repeat(f->sp, f->player, &again), 0);
	assert_true(again != id);
	d2 = wait_event(&f->rec, ANNA_SPEAKER_DONE, again, 0);
	s2 = wait_event(&f->rec, ANNA_SPEAKER_START, again, 0);
	d1 = wait_event(&f->rec, ANNA_SPEAKER_DONE, id, 0);
	s1 = wait_event(&f->rec, ANNA_SPEAKER_START, id, 0);
	assert_int_equal(s2.listener, f->player);
	assert_int_equal(s2.prio, ANNA_PRIO_QUERY);
	/* same text, same voice: the same length give or take espeak's jitter */
	assert_in_range(d2.ring_pos - s2.ring_pos, (d1.ring_pos - s1.ring_pos) * 98 / 100,
			(d1.ring_pos - s1.ring_pos) * 102 / 100);
	fflush(f->text_file);
	assert_non_null(strstr(f->text, "player Kurze Rochade\n"));
	assert_non_null(strstr(strstr(f->text, "opponent short castling\n"),
			       "player Kurze Rochade\n"));
	assert_int_equal(anna_speaker_repeat(f->sp, 7, &again), -EINVAL);
	fix_free(f);
}

/* Muted (journal replay after a crash): what plays is cut, nothing is said
 * or written, but repeat afterwards says the last phrase. */
static void test_mute(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t move = say(f, f->player, ANNA_PRIO_MOVE, LONG), quiet, again;

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, move, 0);
	anna_speaker_mute(f->sp, 1);
	wait_event(&f->rec, ANNA_SPEAKER_CUT, move, 0);
	quiet = say(f, f->player, ANNA_PRIO_URGENT, "Springer Felix drei fehlt");
	play_out(f);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_START, quiet), 0);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_START, move), 1); /* not re-said */
	anna_speaker_mute(f->sp, 0);
	assert_int_equal(anna_speaker_repeat(f->sp, f->player, &again), 0);
	play_out(f);
	wait_event(&f->rec, ANNA_SPEAKER_DONE, again, 0);
	fflush(f->text_file);
	/* one line: from the repeat, none while muted */
	const char *line = strstr(f->text, "player Springer Felix drei fehlt\n");
	assert_non_null(line);
	assert_null(strstr(strchr(line, '\n'), "Springer Felix drei fehlt"));
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_START, again), 1);
	fix_free(f);
}

/* Each listener has its own voice and rate; set_voice changes them. */
static void test_listener_voices(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_NULL, 0);
	struct anna_voice fast = { .name = "de", .rate = 400 };
	struct anna_listener bad = { .name = "arbiter", .voice = { .name = "xx-none" } };
	struct anna_listener badname = { .name = "two\nlines", .voice = { .name = "de" } };
	struct anna_listener spaced = { .name = "the arbiter", .voice = { .name = "de" } };
	struct anna_listener arbiter = { .name = "arbiter", .voice = { .name = "sv" } };
	uint64_t slow_id, fast_id;
	struct anna_speaker_event s, d;
	uint64_t slow_len, fast_len;

	slow_id = say(f, f->player, ANNA_PRIO_MOVE, "Springer Gustav eins Felix drei");
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	assert_int_equal(anna_speaker_set_voice(f->sp, f->player, &fast), 0);
	fast_id = say(f, f->player, ANNA_PRIO_MOVE, "Springer Gustav eins Felix drei");
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	s = wait_event(&f->rec, ANNA_SPEAKER_START, slow_id, 0);
	d = wait_event(&f->rec, ANNA_SPEAKER_DONE, slow_id, 0);
	slow_len = d.ring_pos - s.ring_pos;
	s = wait_event(&f->rec, ANNA_SPEAKER_START, fast_id, 0);
	d = wait_event(&f->rec, ANNA_SPEAKER_DONE, fast_id, 0);
	fast_len = d.ring_pos - s.ring_pos;
	assert_true(fast_len * 3 / 2 < slow_len);
	assert_int_equal(anna_output_frames(f->out), slow_len + fast_len);

	assert_int_equal(anna_speaker_add_listener(f->sp, &bad), -ENOENT);
	assert_int_equal(anna_speaker_add_listener(f->sp, &badname), -EINVAL);
	assert_int_equal(anna_speaker_add_listener(f->sp, &spaced), -EINVAL);
	assert_int_equal(anna_speaker_set_voice(f->sp, 5, &fast), -EINVAL);
	fast.rate = 10;
	assert_int_equal(anna_speaker_set_voice(f->sp, f->player, &fast), -EINVAL);
	for (int i = 2; i < ANNA_SPEAKER_LISTENERS; i++)
		assert_int_equal(anna_speaker_add_listener(f->sp, &arbiter), i);
	assert_int_equal(anna_speaker_add_listener(f->sp, &arbiter), -ENOSPC);
	fix_free(f);
}

/* Earcons go through the same output, at the listener's volume. */
static void test_earcons_in_the_stream(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_NULL, 0);
	uint64_t id;
	struct anna_speaker_event s, d;
	int16_t buf[22050];
	int n = anna_earcon_render(ANNA_EARCON_REJECT, 100, buf, 22050);

	assert_int_equal(anna_speaker_earcon(f->sp, f->player, ANNA_EARCON_REJECT,
					     ANNA_PRIO_INFO, &id), 0);
	s = wait_event(&f->rec, ANNA_SPEAKER_START, id, 0);
	d = wait_event(&f->rec, ANNA_SPEAKER_DONE, id, 0);
	assert_int_equal(d.ring_pos - s.ring_pos, n);
	assert_int_equal(anna_speaker_earcon(f->sp, f->player, ANNA_EARCON_COUNT,
					     ANNA_PRIO_INFO, &id), -EINVAL);
	fix_free(f);
}

/* An earcon to mix now sounds at once over silence, exactly as rendered
 * at the listener's volume; over a move it neither cuts nor delays it;
 * while muted it is dropped. */
static void test_earcon_now(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	struct anna_voice quiet = { .name = "de", .volume = 50 };
	int16_t want[22050], got[22050];
	int n = anna_earcon_render(ANNA_EARCON_REJECT, 50, want, 22050);
	uint64_t move;

	assert_int_equal(anna_speaker_set_voice(f->sp, f->player, &quiet), 0);
	assert_int_equal(anna_speaker_earcon_now(f->sp, f->player, ANNA_EARCON_REJECT), 0);
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	assert_int_equal(anna_output_pull(f->out, got, 22050), n);
	assert_memory_equal(got, want, (size_t)n * sizeof(int16_t));
	assert_int_equal(got[n], 0);

	move = say(f, f->player, ANNA_PRIO_MOVE, LONG);
	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, move, 0);
	pull_buffers(f, 4);
	assert_int_equal(anna_speaker_earcon_now(f->sp, f->player, ANNA_EARCON_ACCEPT), 0);
	play_out(f);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_CUT, move), 0);
	assert_int_equal(count(&f->rec, ANNA_SPEAKER_START, move), 1);
	assert_int_equal(anna_ring_dropped(anna_output_ring(f->out)), 0);

	anna_speaker_mute(f->sp, 1);
	assert_int_equal(anna_speaker_earcon_now(f->sp, f->player, ANNA_EARCON_WARNING), 0);
	assert_int_equal(anna_speaker_wait_idle(f->sp, TIMEOUT_MS), 0);
	assert_int_equal(anna_output_pull(f->out, got, 22050), 0);
	assert_int_equal(anna_speaker_earcon_now(f->sp, 9, ANNA_EARCON_WARNING), -EINVAL);
	assert_int_equal(anna_speaker_earcon_now(f->sp, 0, ANNA_EARCON_COUNT), -EINVAL);
	fix_free(f);
}

/* A full queue makes room by dropping its least urgent newest phrase, and
 * refuses a phrase no more urgent than everything queued. */
static void test_full_queue(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 3);
	uint64_t first = say(f, f->player, ANNA_PRIO_URGENT, LONG), ids[8];
	struct anna_utterance info = { .listener = 0, .prio = ANNA_PRIO_INFO, .words = "eins" };

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, first, 0);
	uint64_t a = say(f, f->player, ANNA_PRIO_INFO, "a");
	uint64_t b = say(f, f->player, ANNA_PRIO_INFO, "b");
	uint64_t c = say(f, f->player, ANNA_PRIO_INFO, "c");
	assert_int_equal(anna_speaker_say(f->sp, &info, NULL), -ENOSPC);
	uint64_t m = say(f, f->player, ANNA_PRIO_MOVE, "Eva vier"); /* c goes */
	play_out(f);
	assert_int_equal(starts(&f->rec, ids, 8), 4);
	assert_int_equal(ids[0], first);
	assert_int_equal(ids[1], m);
	assert_int_equal(ids[2], a);
	assert_int_equal(ids[3], b);
	(void)c;
	fix_free(f);
}

static void test_bad_arguments(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_NULL, 0);
	struct anna_utterance p = { .listener = 2, .prio = ANNA_PRIO_MOVE, .words = "x" };
	struct anna_speaker_config none = { 0 };
	struct anna_speaker *sp = (void *)1;

	assert_int_equal(anna_speaker_say(f->sp, &p, NULL), -EINVAL);
	p.listener = 0;
	p.prio = ANNA_PRIO_COUNT;
	assert_int_equal(anna_speaker_say(f->sp, &p, NULL), -EINVAL);
	p.prio = ANNA_PRIO_MOVE;
	p.words = NULL;
	assert_int_equal(anna_speaker_say(f->sp, &p, NULL), -EINVAL);
	assert_int_equal(anna_speaker_say(f->sp, NULL, NULL), -EINVAL);
	assert_int_equal(anna_speaker_new(&none, &sp), -EINVAL);
	assert_ptr_equal(sp, (void *)1);
	assert_string_equal(anna_priority_str(ANNA_PRIO_URGENT), "urgent");
	assert_string_equal(anna_speaker_event_str(ANNA_SPEAKER_CUT), "cut");
	anna_speaker_free(NULL);
	fix_free(f);
}

/* Asking for SCHED_FIFO never stops speech: granted or not, it speaks. */
static void test_realtime_worker(void **state)
{
	(void)state;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_NULL };
	struct anna_output *out;
	struct anna_speaker *sp;
	struct anna_speaker_config sc = { .rt_priority = 10 };
	struct anna_listener l = { .name = "player", .voice = { .name = "de" } };
	struct anna_utterance u = { .prio = ANNA_PRIO_MOVE, .words = "Eva zwei Eva vier" };

	assert_int_equal(anna_output_open(&oc, &out), 0);
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	printf("SCHED_FIFO %s\n", anna_speaker_realtime(sp) ? "granted" : "not allowed here");
	u.listener = anna_speaker_add_listener(sp, &l);
	assert_int_equal(anna_speaker_say(sp, &u, NULL), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	assert_true(anna_output_frames(out) > 22050 / 2);
	anna_speaker_free(sp);
	anna_output_free(out);
	assert_int_equal(anna_speaker_realtime(NULL), 0);
}

/* The worker's real-time policy lasts to a phrase's first frame: then
 * config->ordinary lowers it for the rest (here to SCHED_OTHER, on the
 * worker, which it must be in when called), unless a consumer playing the
 * phrase is about to run dry; once the phrase is made it is real-time
 * again for the next. Needs the right to SCHED_FIFO (CI runs as root);
 * without it the callback is never called. */
static struct {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	pid_t tid;
	int calls, policy_before;
	bool lowering, go;
} low = { .mu = PTHREAD_MUTEX_INITIALIZER, .cv = PTHREAD_COND_INITIALIZER };

static int lower_when_told(void)
{
	pthread_mutex_lock(&low.mu);
	low.tid = (pid_t)syscall(SYS_gettid);
	low.policy_before = sched_getscheduler(0);
	low.calls++;
	low.lowering = true;
	pthread_cond_broadcast(&low.cv);
	while (!low.go)
		pthread_cond_wait(&low.cv, &low.mu);
	low.go = low.lowering = false;
	pthread_mutex_unlock(&low.mu);
	struct sched_param none = { 0 };
	return sched_setscheduler(0, SCHED_OTHER, &none); /* this thread */
}

/* Says LONG (longer than the ring), holds the worker in its callback
 * after the first frame, with play plays the ring down to under four
 * periods, lets it lower itself, and returns the worker's policy once the
 * ring is full mid-phrase. */
static int policy_mid_phrase(bool play, int *calls)
{
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_PULL };
	struct anna_output *out;
	struct anna_speaker *sp;
	struct anna_speaker_config sc = { .rt_priority = 10, .ordinary = lower_when_told,
					  .stall_ms = 30000 };
	struct anna_listener l = { .name = "player", .voice = { .name = "de" } };
	struct anna_utterance u = { .prio = ANNA_PRIO_MOVE, .words = LONG };
	int16_t buf[PERIOD];
	int policy = -1;

	assert_int_equal(anna_output_open(&oc, &out), 0);
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	if (!anna_speaker_realtime(sp)) {
		printf("SCHED_FIFO not allowed here: the worker keeps its policy\n");
		anna_speaker_free(sp);
		anna_output_free(out);
		return -1;
	}
	u.listener = anna_speaker_add_listener(sp, &l);
	assert_int_equal(anna_speaker_say(sp, &u, NULL), 0);
	struct anna_ring *ring = anna_output_ring(out);
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += TIMEOUT_MS / 1000;
	pthread_mutex_lock(&low.mu);
	while (!low.lowering && pthread_cond_timedwait(&low.cv, &low.mu, &until) == 0)
		;
	bool lowering = low.lowering;
	int before = low.policy_before;
	/* played until under four periods are left */
	while (play && anna_ring_available(ring) >= 4 * PERIOD)
		anna_output_pull(out, buf, PERIOD);
	low.go = true; /* before any assert: the worker never stays held */
	pthread_cond_broadcast(&low.cv);
	pthread_mutex_unlock(&low.mu);
	assert_true(lowering);
	assert_int_equal(before, SCHED_FIFO); /* to the first frame */
	for (int i = 0; i < 1000 && anna_ring_space(ring) > 0; i++)
		usleep(10000);
	assert_int_equal(anna_ring_space(ring), 0); /* waits for room, mid-phrase */
	policy = sched_getscheduler(low.tid);
	/* played out: made whole, the worker is real-time again */
	for (int i = 0; i < 100000; i++) {
		if (anna_output_pull(out, buf, PERIOD) == 0 && anna_speaker_wait_idle(sp, 50) == 0 &&
		    anna_ring_available(ring) == 0)
			break;
	}
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	assert_int_equal(sched_getscheduler(low.tid), SCHED_FIFO);
	*calls = low.calls;
	low.calls = 0;
	anna_speaker_free(sp);
	anna_output_free(out);
	return policy;
}

static void test_worker_realtime_to_the_first_frame(void **state)
{
	(void)state;
	int calls = 0;
	/* nothing played yet: the rest of the phrase at the ordinary policy */
	int policy = policy_mid_phrase(false, &calls);
	if (policy < 0)
		return;
	assert_int_equal(policy, SCHED_OTHER);
	assert_int_equal(calls, 1);
	/* the consumer plays it and the ring is nearly empty: real-time again */
	assert_int_equal(policy_mid_phrase(true, &calls), SCHED_FIFO);
	assert_int_equal(calls, 1);
}

static void count_log(void *ctx, const char *line)
{
	(void)line;
	(*(int *)ctx)++;
}

static struct anna_error stall_err;
static void keep_report(void *ctx, const struct anna_error *err)
{
	(void)ctx;
	stall_err = *err;
}

/* Nobody takes the sound (an unplugged device, here a pull output nobody
 * pulls): after stall_ms the null twin takes over, says so once, and
 * speech goes on instead of waiting forever. */
static void test_stalled_output_falls_back(void **state)
{
	(void)state;
	struct recorder rec = { .n = 0 };
	int lines = 0;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_PULL, .target = "earphones",
					 .log = count_log, .report = keep_report, .log_ctx = &lines };
	struct anna_output *out;
	struct anna_speaker *sp;
	struct anna_speaker_config sc = { .stall_ms = 100, .on_event = record, .event_ctx = &rec };
	struct anna_listener l = { .name = "player", .voice = { .name = "de" } };
	struct anna_utterance u = { .prio = ANNA_PRIO_MOVE, .words = LONG };
	pthread_condattr_t attr;
	uint64_t id;

	pthread_mutex_init(&rec.mu, NULL);
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&rec.cond, &attr);
	pthread_condattr_destroy(&attr);
	assert_int_equal(anna_output_open(&oc, &out), 0);
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	u.listener = anna_speaker_add_listener(sp, &l);
	assert_int_equal(anna_speaker_say(sp, &u, &id), 0);
	wait_event(&rec, ANNA_SPEAKER_DONE, id, 0); /* whole, not stuck */
	assert_int_equal(lines, 1);
	assert_int_equal(stall_err.msg, ANNA_MSG_AUDIO_STOPPED);
	assert_int_equal(stall_err.status, ANNA_E_STATE);
	assert_string_equal(stall_err.args[0], "earphones");
	assert_int_equal(anna_output_fell_back(out), 1);
	assert_int_equal(anna_output_kind(out), ANNA_OUTPUT_NULL);
	u.words = "Eva vier";
	assert_int_equal(anna_speaker_say(sp, &u, &id), 0);
	wait_event(&rec, ANNA_SPEAKER_DONE, id, 0);
	assert_int_equal(lines, 1); /* said once */
	anna_speaker_free(sp);
	anna_output_free(out);
	pthread_cond_destroy(&rec.cond);
	pthread_mutex_destroy(&rec.mu);
}

/* Two speakers (earphones and a loudspeaker) share espeak-ng: while one
 * says a phrase longer than its ring and nobody plays it, the other still
 * speaks at once; the first keeps the rest of its phrase and plays it
 * whole. */
static void test_two_speakers_share_espeak(void **state)
{
	(void)state;
	struct fix *ear = fix_new(ANNA_OUTPUT_PULL, 0), *loud = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t long_id = say(ear, ear->player, ANNA_PRIO_MOVE, LONG), short_id;
	struct anna_speaker_event s, d;
	uint64_t heard;

	wait_event(&ear->rec, ANNA_SPEAKER_FIRST_FRAME, long_id, 0);
	short_id = say(loud, loud->opponent, ANNA_PRIO_MOVE, "knight Gustav one Felix three");
	/* the earphones' worker still waits for room, yet this comes */
	wait_event(&loud->rec, ANNA_SPEAKER_DONE, short_id, 0);
	assert_int_equal(count(&ear->rec, ANNA_SPEAKER_DONE, long_id), 0);
	/* not by the earphones being given up for stalled (after 3 s) */
	assert_int_equal(anna_output_fell_back(ear->out), 0);
	play_out(loud);
	heard = play_out(ear);
	s = wait_event(&ear->rec, ANNA_SPEAKER_START, long_id, 0);
	d = wait_event(&ear->rec, ANNA_SPEAKER_DONE, long_id, 0);
	assert_true(d.ring_pos - s.ring_pos > 8 * 22050); /* whole, about 11 s */
	assert_int_equal(heard, d.ring_pos - s.ring_pos);  /* every sample heard */
	assert_int_equal(anna_ring_dropped(anna_output_ring(ear->out)), 0);
	fix_free(ear);
	fix_free(loud);
}

/* Freeing a speaker whose worker waits for room in a full ring. */
static void test_free_while_blocked(void **state)
{
	(void)state;
	struct fix *f = fix_new(ANNA_OUTPUT_PULL, 0);
	uint64_t id = say(f, f->player, ANNA_PRIO_MOVE, LONG);

	wait_event(&f->rec, ANNA_SPEAKER_FIRST_FRAME, id, 0);
	say(f, f->player, ANNA_PRIO_MOVE, "Eva vier");
	fix_free(f); /* returns: the worker is stopped from its wait */
}

int main(int argc, char **argv)
{
	if (argc > 1) /* run the tests matching a pattern, as when debugging */
		cmocka_set_test_filter(argv[1]);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_urgent_cuts_move_within_one_buffer),
		cmocka_unit_test(test_query_never_cuts_move),
		cmocka_unit_test(test_query_cuts_info_and_info_is_dropped),
		cmocka_unit_test(test_order_of_the_queue),
		cmocka_unit_test(test_text_sink),
		cmocka_unit_test(test_repeat),
		cmocka_unit_test(test_mute),
		cmocka_unit_test(test_listener_voices),
		cmocka_unit_test(test_earcons_in_the_stream),
		cmocka_unit_test(test_earcon_now),
		cmocka_unit_test(test_full_queue),
		cmocka_unit_test(test_bad_arguments),
		cmocka_unit_test(test_realtime_worker),
		cmocka_unit_test(test_worker_realtime_to_the_first_frame),
		cmocka_unit_test(test_stalled_output_falls_back),
		cmocka_unit_test(test_two_speakers_share_espeak),
		cmocka_unit_test(test_free_while_blocked),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
