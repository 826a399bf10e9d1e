/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/ring.h: a lock-free single-producer single-consumer ring of s16
 * samples between the speaker's worker (producer) and the audio output's
 * callback (consumer). Neither side ever blocks or locks here; waiting for
 * room or for data is the business of speech/speaker.c and speech/output.c.
 *
 * Positions are 64-bit counters of samples since the ring was made, so
 * "where phrase N began" is a number both sides agree on.
 */
#ifndef ANNA_SPEECH_RING_H
#define ANNA_SPEECH_RING_H

#include <stddef.h>
#include <stdint.h>

struct anna_ring;

/* capacity is rounded up to a power of two. Returns NULL if out of memory. */
struct anna_ring *anna_ring_new(size_t capacity);
void anna_ring_free(struct anna_ring *ring); /* NULL is fine */

size_t anna_ring_capacity(const struct anna_ring *ring);

/* Producer: copies up to count samples, returns how many fitted. */
size_t anna_ring_write(struct anna_ring *ring, const int16_t *samples, size_t count);
/* Producer: samples written so far (the position of the next one). */
uint64_t anna_ring_write_pos(const struct anna_ring *ring);
/* Producer: room left now (it can only grow until the next write). */
size_t anna_ring_space(const struct anna_ring *ring);
/*
 * Producer: everything written so far is to be dropped; the consumer skips
 * it at its next read (a cut: at most the buffer the consumer is playing
 * still sounds).
 */
void anna_ring_flush(struct anna_ring *ring);

/*
 * Consumer: copies up to count samples into out, after skipping whatever a
 * flush dropped. Returns how many were copied.
 */
size_t anna_ring_read(struct anna_ring *ring, int16_t *out, size_t count);
/* Consumer: samples waiting now (after a pending flush they are dropped). */
size_t anna_ring_available(const struct anna_ring *ring);
/* Consumer: the position of the next sample it will read. */
uint64_t anna_ring_read_pos(const struct anna_ring *ring);
/* Samples a flush made the consumer skip, in total. */
uint64_t anna_ring_dropped(const struct anna_ring *ring);

#endif
