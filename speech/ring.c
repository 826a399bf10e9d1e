/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/ring.c: SPSC ring. The producer owns `head` and `flush_to`, the
 * consumer owns `tail` and `dropped`; each reads the other's with acquire
 * and publishes its own with release, so the samples a position covers
 * are visible before the position is.
 */
#include "speech/ring.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

struct anna_ring {
	size_t mask;
	_Atomic uint64_t head;     /* next write position (producer) */
	_Atomic uint64_t tail;     /* next read position (consumer) */
	_Atomic uint64_t flush_to; /* consumer skips to here (producer) */
	_Atomic uint64_t dropped;  /* samples skipped (consumer) */
	int16_t buf[];
};

struct anna_ring *anna_ring_new(size_t capacity)
{
	size_t cap = 64;
	struct anna_ring *r;

	while (cap < capacity)
		cap <<= 1;
	r = calloc(1, sizeof(*r) + cap * sizeof(int16_t));
	if (!r)
		return NULL;
	r->mask = cap - 1;
	return r;
}

void anna_ring_free(struct anna_ring *ring)
{
	free(ring);
}

size_t anna_ring_capacity(const struct anna_ring *ring)
{
	return ring->mask + 1;
}

size_t anna_ring_space(const struct anna_ring *ring)
{
	uint64_t head = atomic_load_explicit(&ring->head, memory_order_relaxed);
	uint64_t tail = atomic_load_explicit(&ring->tail, memory_order_acquire);

	return anna_ring_capacity(ring) - (size_t)(head - tail);
}

uint64_t anna_ring_write_pos(const struct anna_ring *ring)
{
	return atomic_load_explicit(&ring->head, memory_order_relaxed);
}

/* Copies n samples between the ring at position pos and flat memory. */
static void copy_in(struct anna_ring *r, uint64_t pos, const int16_t *src, size_t n)
{
	size_t at = (size_t)pos & r->mask, first = anna_ring_capacity(r) - at;

	if (first > n)
		first = n;
	memcpy(r->buf + at, src, first * sizeof(int16_t));
	memcpy(r->buf, src + first, (n - first) * sizeof(int16_t));
}

static void copy_out(const struct anna_ring *r, uint64_t pos, int16_t *dst, size_t n)
{
	size_t at = (size_t)pos & r->mask, first = anna_ring_capacity(r) - at;

	if (first > n)
		first = n;
	memcpy(dst, r->buf + at, first * sizeof(int16_t));
	memcpy(dst + first, r->buf, (n - first) * sizeof(int16_t));
}

size_t anna_ring_write(struct anna_ring *ring, const int16_t *samples, size_t count)
{
	uint64_t head = atomic_load_explicit(&ring->head, memory_order_relaxed);
	size_t space = anna_ring_space(ring);

	if (count > space)
		count = space;
	if (count == 0)
		return 0;
	copy_in(ring, head, samples, count);
	atomic_store_explicit(&ring->head, head + count, memory_order_release);
	return count;
}

void anna_ring_flush(struct anna_ring *ring)
{
	atomic_store_explicit(&ring->flush_to,
			      atomic_load_explicit(&ring->head, memory_order_relaxed),
			      memory_order_release);
}

/* Consumer: apply a pending flush; returns the new tail. */
static uint64_t skip_flushed(struct anna_ring *ring)
{
	uint64_t tail = atomic_load_explicit(&ring->tail, memory_order_relaxed);
	uint64_t to = atomic_load_explicit(&ring->flush_to, memory_order_acquire);

	if (to > tail) {
		atomic_fetch_add_explicit(&ring->dropped, to - tail, memory_order_relaxed);
		atomic_store_explicit(&ring->tail, to, memory_order_release);
		tail = to;
	}
	return tail;
}

size_t anna_ring_read(struct anna_ring *ring, int16_t *out, size_t count)
{
	uint64_t tail = skip_flushed(ring);
	uint64_t head = atomic_load_explicit(&ring->head, memory_order_acquire);
	size_t avail = (size_t)(head - tail);

	if (count > avail)
		count = avail;
	if (count == 0)
		return 0;
	copy_out(ring, tail, out, count);
	atomic_store_explicit(&ring->tail, tail + count, memory_order_release);
	return count;
}

size_t anna_ring_available(const struct anna_ring *ring)
{
	uint64_t tail = atomic_load_explicit(&ring->tail, memory_order_relaxed);
	uint64_t to = atomic_load_explicit(&ring->flush_to, memory_order_acquire);
	uint64_t head = atomic_load_explicit(&ring->head, memory_order_acquire);

	if (to > tail)
		tail = to;
	return (size_t)(head - tail);
}

uint64_t anna_ring_read_pos(const struct anna_ring *ring)
{
	return atomic_load_explicit(&ring->tail, memory_order_acquire);
}

uint64_t anna_ring_dropped(const struct anna_ring *ring)
{
	return atomic_load_explicit(&ring->dropped, memory_order_relaxed);
}
