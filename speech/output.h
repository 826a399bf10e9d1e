/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/output.h: where a speaker's sound goes. Every output consumes the
 * samples the speaker writes into its ring (speech/ring.h):
 *
 *   device  a PortAudio output device chosen by name, played by PortAudio's
 *           callback (earphones for the visually impaired player, a speaker
 *           for the opponent);
 *   wav     a WAV file (22050 Hz mono s16), written as fast as speech is made;
 *   null    sound is counted and dropped (the text sink still gets the words);
 *   pull    the program takes the sound itself with anna_output_pull(), one
 *           buffer at a time, as a sound card would (tests, benchmarks,
 *           mixing into another stream).
 *
 * Each kind is a table of functions in output.c. When a
 * device cannot be opened, the null output takes over: anna_output_open()
 * still succeeds, says so once (a log line and a structured error, see
 * the config), and anna_output_fell_back() tells the caller. The same happens, once, when a device stops taking
 * sound while in use (unplugged earphones). anna never stops because of
 * audio.
 */
#ifndef ANNA_SPEECH_OUTPUT_H
#define ANNA_SPEECH_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "speech/ring.h"

struct anna_output;

enum anna_output_kind {
	ANNA_OUTPUT_NULL,
	ANNA_OUTPUT_WAV,
	ANNA_OUTPUT_DEVICE,
	ANNA_OUTPUT_PULL,
};
const char *anna_output_kind_str(enum anna_output_kind kind);

/* One line for the log (no newline): for developers, in English. */
typedef void (*anna_output_log_fn)(void *ctx, const char *line);
/* The same event for people: audio.unavailable (device, PortAudio's
 * reason) or audio.stopped (device), to render with a profile. */
typedef void (*anna_output_report_fn)(void *ctx, const struct anna_error *err);

/* Samples per audio buffer (a PortAudio callback, a pull): 256 = 11.6 ms. */
#define ANNA_OUTPUT_PERIOD 256
/*
 * Ring size, 2^17 samples = 5.9 s: speech is made at most that far ahead of
 * what is heard. Most phrases fit whole, so synthesis rarely waits for the
 * sound card and seldom holds espeak-ng (shared by all speakers) long.
 */
#define ANNA_OUTPUT_RING 131072

struct anna_output_config {
	enum anna_output_kind kind;
	/* device: a PortAudio device name, matched exactly, else as a
	 * case-insensitive part of the name; NULL, "" or "default" = the
	 * default output. wav: the file path. Unused otherwise. */
	const char *target;
	anna_output_log_fn log; /* NULL: no log */
	anna_output_report_fn report; /* NULL: none */
	void *log_ctx;          /* for log and report */
};

/*
 * Opens an output. Returns 0 and *out, -EINVAL for a bad config, -errno
 * when a WAV file cannot be created, -ENOMEM. A device that cannot be opened
 * is not an error: *out is a null output that says so in the log once.
 */
int anna_output_open(const struct anna_output_config *config,
		     struct anna_output **out);
/* Plays out what is left (a device), completes the file (wav). NULL is fine. */
void anna_output_free(struct anna_output *out);

enum anna_output_kind anna_output_kind(const struct anna_output *out);
/* "device:<PortAudio name>", "wav:<path>", "null", "pull". */
const char *anna_output_name(const struct anna_output *out);
/* 1 if a device was asked for and the null output took over. */
int anna_output_fell_back(const struct anna_output *out);
/* The output latency PortAudio reports for the stream, in ms; 0 otherwise. */
double anna_output_latency_ms(const struct anna_output *out);
/* Speech samples consumed (played, written, dropped by null); not those a
 * cut skipped, nor mixed earcons. */
uint64_t anna_output_frames(const struct anna_output *out);

/*
 * The pull output's consumer side: copies the next count samples into buf
 * (speech with earcons mixed over it), padding with silence when there
 * are fewer. Returns how many were sound; -EINVAL for another kind of
 * output.
 */
int anna_output_pull(struct anna_output *out, int16_t *buf, size_t count);

/*
 * Lists the PortAudio output devices, one name per call of fn. Returns how
 * many, or -EIO when PortAudio cannot start.
 */
int anna_output_list_devices(void (*fn)(void *ctx, const char *name, int is_default),
			     void *ctx);

/* --- The producer side, for speech/speaker.c --- */

/* The ring the speaker writes into; owned by the output. */
struct anna_ring *anna_output_ring(struct anna_output *out);
/* Called from the consumer when room appears after anna_output_want_room(). */
void anna_output_set_waker(struct anna_output *out, void (*wake)(void *ctx), void *ctx);
/* The producer is about to wait for room: wake it at the next read. */
void anna_output_want_room(struct anna_output *out);
/* A phrase begins: start the device stream if it stopped. Returns 0 or -EIO. */
int anna_output_begin(struct anna_output *out);
/* The producer wrote samples (file and null outputs consume them now). */
void anna_output_written(struct anna_output *out);
/*
 * Mixes samples (an earcon) over whatever plays from the next buffer on,
 * speech or silence; the same producer thread as the ring's. Start the
 * device with anna_output_begin() first. Returns how many fitted (the mix
 * ring holds one second).
 */
size_t anna_output_mix(struct anna_output *out, const int16_t *samples, size_t count);
/* Nothing more to say for now: the device stops once the ring is played out. */
void anna_output_idle(struct anna_output *out);
/*
 * The ring stayed full for a long time: the device (unplugged, stuck) or
 * the puller stopped taking sound. The null twin takes over, said once in
 * the log, so speech never waits forever. A device that cannot restart
 * for a new phrase is replaced the same way.
 */
void anna_output_stalled(struct anna_output *out);

#endif
