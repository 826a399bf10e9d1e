/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_ring.c: the SPSC sample ring: wrap-around, flush (the
 * cut), and a producer and consumer thread passing a numbered stream.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>

#include <cmocka.h>
#include <pthread.h>

#include "speech/ring.h"

static void test_capacity_rounds_up(void **state)
{
	(void)state;
	struct anna_ring *r = anna_ring_new(1000);
	assert_non_null(r);
	assert_int_equal(anna_ring_capacity(r), 1024);
	assert_int_equal(anna_ring_space(r), 1024);
	assert_int_equal(anna_ring_available(r), 0);
	anna_ring_free(r);
	anna_ring_free(NULL);
}

static void test_write_read_wraps(void **state)
{
	(void)state;
	struct anna_ring *r = anna_ring_new(64);
	int16_t in[100], out[100];

	for (int i = 0; i < 100; i++)
		in[i] = (int16_t)(i * 7 - 300);
	/* fill, read part, fill across the end, read all */
	assert_int_equal(anna_ring_write(r, in, 100), 64);
	assert_int_equal(anna_ring_write(r, in, 1), 0);
	assert_int_equal(anna_ring_read(r, out, 40), 40);
	assert_memory_equal(out, in, 40 * sizeof(int16_t));
	assert_int_equal(anna_ring_space(r), 40);
	assert_int_equal(anna_ring_write(r, in + 64, 36), 36);
	assert_int_equal(anna_ring_available(r), 60);
	assert_int_equal(anna_ring_read(r, out, 100), 60);
	assert_memory_equal(out, in + 40, 60 * sizeof(int16_t));
	assert_int_equal(anna_ring_read(r, out, 10), 0);
	assert_int_equal(anna_ring_write_pos(r), 100);
	assert_int_equal(anna_ring_read_pos(r), 100);
	anna_ring_free(r);
}

static void test_flush_drops_what_was_written(void **state)
{
	(void)state;
	struct anna_ring *r = anna_ring_new(64);
	int16_t in[64] = { 0 }, out[64];

	for (int i = 0; i < 64; i++)
		in[i] = (int16_t)(i + 1);
	anna_ring_write(r, in, 30);
	assert_int_equal(anna_ring_read(r, out, 10), 10);
	anna_ring_flush(r); /* the 20 unread ones go */
	assert_int_equal(anna_ring_available(r), 0);
	anna_ring_write(r, in + 40, 5); /* written after the flush: kept */
	assert_int_equal(anna_ring_available(r), 5);
	assert_int_equal(anna_ring_read(r, out, 64), 5);
	assert_memory_equal(out, in + 40, 5 * sizeof(int16_t));
	assert_int_equal(anna_ring_dropped(r), 20);
	/* a flush with nothing unread drops nothing */
	anna_ring_flush(r);
	assert_int_equal(anna_ring_read(r, out, 64), 0);
	assert_int_equal(anna_ring_dropped(r), 20);
	anna_ring_free(r);
}

/* A producer thread writes 0, 1, 2, ... in random pieces; the consumer
 * checks the sequence continues without a gap or a repeat. */
#define STREAM 2000000
struct stream { struct anna_ring *r; unsigned seed; };

static void *producer(void *arg)
{
	struct stream *s = arg;
	int16_t buf[300];
	unsigned seed = s->seed;
	uint32_t next = 0;

	while (next < STREAM) {
		size_t want = 1 + (size_t)(rand_r(&seed) % 300), n;
		for (size_t i = 0; i < want; i++)
			buf[i] = (int16_t)(next + i);
		n = anna_ring_write(s->r, buf, want);
		next += (uint32_t)n;
		if (n == 0)
			sched_yield();
	}
	return NULL;
}

static void test_threads_keep_order(void **state)
{
	(void)state;
	struct stream s = { anna_ring_new(1024), (unsigned)time(NULL) };
	pthread_t t;
	int16_t buf[257];
	uint32_t got = 0;
	unsigned seed = s.seed + 1;

	printf("seed %u\n", s.seed);
	assert_int_equal(pthread_create(&t, NULL, producer, &s), 0);
	while (got < STREAM) {
		size_t n = anna_ring_read(s.r, buf, 1 + (size_t)(rand_r(&seed) % 257));
		for (size_t i = 0; i < n; i++)
			if (buf[i] != (int16_t)(got + i))
				fail_msg("sample %u is %d (seed %u)", got + (unsigned)i, buf[i], s.seed);
		got += (uint32_t)n;
		if (n == 0)
			sched_yield();
	}
	pthread_join(t, NULL);
	assert_int_equal(anna_ring_dropped(s.r), 0);
	anna_ring_free(s.r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_capacity_rounds_up),
		cmocka_unit_test(test_write_read_wraps),
		cmocka_unit_test(test_flush_drops_what_was_written),
		cmocka_unit_test(test_threads_keep_order),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
