/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/synth.h: the espeak-ng owner. Text and a voice in, 22050 Hz mono
 * signed 16-bit samples out, handed to a caller's sink function while they
 * are made (espeak-ng's synchronous mode).
 *
 * espeak-ng keeps all its state in globals and is not thread-safe
 * (docs/audio.md). Every espeak call in anna goes through this
 * module, which holds one process-wide lock around each of them; in the
 * daemon the speakers' worker threads are the only callers. Text is UTF-8;
 * inline phonemes in espeak's notation, `[[rO'SA:d@]]`, are honoured
 * (speech/render_* put them there for words espeak says wrongly). SSML is
 * off, so '<' in a text is just a character.
 *
 * Functions return 0 or a negative errno.
 */
#ifndef ANNA_SPEECH_SYNTH_H
#define ANNA_SPEECH_SYNTH_H

#include <stddef.h>
#include <stdint.h>

#define ANNA_SYNTH_SAMPLE_RATE 22050 /* every espeak-ng voice, mono s16 */

#define ANNA_SYNTH_RATE_DEFAULT 175  /* words per minute */
#define ANNA_SYNTH_RATE_MIN 80       /* espeak-ng's espeakRATE_MINIMUM */
#define ANNA_SYNTH_RATE_MAX 450      /* and espeakRATE_MAXIMUM */
#define ANNA_SYNTH_PITCH_DEFAULT 50
#define ANNA_SYNTH_PITCH_MAX 100     /* 0..100 */
#define ANNA_SYNTH_VOLUME_DEFAULT 100
#define ANNA_SYNTH_VOLUME_MAX 200    /* 0..200 */

/*
 * A voice and its settings. A field of 0 means the default above (so a
 * zeroed struct with a name is a normal voice).
 */
struct anna_voice {
	const char *name; /* espeak-ng voice name: "de", "da", "sv", "nb", "en" */
	int rate;
	int pitch;
	int volume;
};

/*
 * Receives samples while they are synthesised. Return 0 to go on, non-zero
 * to stop the utterance: espeak-ng then stops within one of its buffers
 * (this, not espeak_Cancel, is how speech is interrupted).
 */
typedef int (*anna_synth_sink_fn)(void *ctx, const int16_t *samples, size_t count);

/*
 * Loads espeak-ng (counted: every successful init needs one fini; espeak-ng
 * itself stays loaded until the process exits).
 * Returns -EIO if espeak-ng or its data cannot be loaded.
 */
int anna_synth_init(void);
void anna_synth_fini(void);

/*
 * Synthesises text with voice into sink. Returns 0 when the whole text was
 * spoken, ANNA_SYNTH_STOPPED when the sink stopped it, -EINVAL for a NULL
 * text or out-of-range setting, -ENOENT for a voice espeak-ng does not have,
 * -EIO when synthesis fails.
 */
#define ANNA_SYNTH_STOPPED 1
int anna_synth_speak(const struct anna_voice *voice, const char *text,
		     anna_synth_sink_fn sink, void *ctx);

/*
 * For a sink that waits (for room in a ring) while its utterance holds
 * espeak-ng: anna_synth_contended() is 1 while another thread waits for
 * espeak-ng, and anna_synth_on_contention(), called from inside the sink,
 * names a function called (from that other thread) when one starts to
 * wait; it is forgotten when the utterance ends. A sink then stops
 * waiting and keeps the rest of its utterance elsewhere, so one listener's
 * long phrase does not hold up another's.
 */
int anna_synth_contended(void);
void anna_synth_on_contention(void (*fn)(void *ctx), void *ctx);

/*
 * espeak-ng's phonemes for text in voice (its own notation, words separated
 * by spaces) into buf, NUL-terminated. For tests that check pronunciation;
 * -ENOSPC if buf is too small. Plain text only: espeak-ng's phoneme lookup
 * spells inline [[...]] out letter by letter (synthesis does not).
 */
int anna_synth_phonemes(const char *voice, const char *text, char *buf, size_t size);

/*
 * Speaks text with voice into a WAV file at path (22050 Hz mono s16), the
 * file replaced if it exists. Used by `anna say --wav`. Returns -errno of
 * the file operations as well as the errors of anna_synth_speak().
 */
int anna_synth_to_wav(const struct anna_voice *voice, const char *text, const char *path);

/*
 * Checks a voice and its settings: 0, -EINVAL for a setting out of range,
 * -ENOENT if espeak-ng has no voice of that name, -EIO before init.
 */
int anna_synth_check_voice(const struct anna_voice *voice);

/* The espeak-ng version string ("1.51"). */
const char *anna_synth_version(void);

#endif
