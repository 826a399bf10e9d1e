/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/wav.h: writing and reading 16-bit PCM WAV files, the format of the
 * WAV output, of `anna say --wav` and of the test captures.
 */
#ifndef ANNA_SPEECH_WAV_H
#define ANNA_SPEECH_WAV_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct anna_wav_writer;

/*
 * Creates (or replaces) path and writes a header for mono s16 at rate.
 * Returns 0 and *out, or -errno (*out untouched).
 */
int anna_wav_writer_new(const char *path, unsigned rate,
			struct anna_wav_writer **out);
/* Appends samples. Returns 0 or -errno. */
int anna_wav_writer_write(struct anna_wav_writer *w, const int16_t *samples,
			  size_t count);
/*
 * Rewrites the header's sizes so the file is complete as it stands (the
 * writer calls it at the end of each phrase, so a crash leaves a valid
 * file). Returns 0 or -errno.
 */
int anna_wav_writer_sync(struct anna_wav_writer *w);
/* Samples written so far. */
uint64_t anna_wav_writer_frames(const struct anna_wav_writer *w);
/* Syncs and closes; returns the first error seen, 0 if none. NULL is fine. */
int anna_wav_writer_free(struct anna_wav_writer *w);

/* A whole WAV file in memory, as the tests check it. */
struct anna_wav {
	unsigned rate;
	unsigned channels;
	unsigned bits;
	size_t frames;    /* samples per channel */
	int16_t *samples; /* frames * channels, interleaved; owned */
};

/*
 * Reads a PCM s16 WAV file (any chunk order, unknown chunks skipped; a
 * data size of 0 or 0xffffffff, as streaming writers leave it, means "to
 * the end of the file"). Returns 0, -errno, or -EPROTO for a file that is
 * not a 16-bit PCM WAV.
 */
int anna_wav_load(const char *path, struct anna_wav *out);
void anna_wav_release(struct anna_wav *wav);

/* Root mean square of samples, in the s16 scale (0..32767). */
double anna_wav_rms(const int16_t *samples, size_t count);

#endif
