/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/synth.c: every espeak-ng call of the program, behind one lock.
 *
 * espeak-ng runs in synchronous mode with a 20 ms buffer: its callback gets
 * 441 samples at a time, so the first audio of a phrase is ready after 20 ms
 * of speech is made (well under a millisecond of work) and a stop request
 * is seen within 20 ms of audio.
 */
#include "speech/synth.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <espeak-ng/speak_lib.h>

#include "speech/wav.h"

#define SYNTH_BUFFER_MS 20

static pthread_mutex_t synth_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int synth_waiting; /* threads waiting for synth_lock */
/* Who to tell when another thread wants espeak-ng (the holder's choice). */
static pthread_mutex_t hook_lock = PTHREAD_MUTEX_INITIALIZER;
static void (*hook_fn)(void *ctx);
static void *hook_ctx;
static unsigned synth_users;
static int synth_loaded; /* espeak-ng stays loaded until exit, see below */
static char synth_voice[64]; /* the voice espeak has loaded now */

/* The sink of the utterance running now (only under synth_lock). */
static anna_synth_sink_fn cur_sink;
static void *cur_ctx;
static int cur_stopped;

static int on_synth(short *wav, int count, espeak_EVENT *events)
{
	(void)events;
	if (cur_stopped)
		return 1;
	if (wav && count > 0 && cur_sink(cur_ctx, wav, (size_t)count) != 0) {
		cur_stopped = 1;
		return 1;
	}
	return 0;
}

/*
 * espeak-ng 1.51 hangs in espeak_Terminate() the second time it is
 * initialised and terminated in one process, so it is loaded once and
 * unloaded at exit; init and fini only count users.
 */
static void unload(void)
{
	pthread_mutex_lock(&synth_lock);
	if (synth_loaded)
		espeak_Terminate();
	synth_loaded = 0;
	pthread_mutex_unlock(&synth_lock);
}

/* Takes synth_lock; a thread that has to wait says so, and the holder's
 * contention hook is called so it can stop waiting while holding it. */
static void lock_synth(void)
{
	if (pthread_mutex_trylock(&synth_lock) == 0)
		return;
	atomic_fetch_add(&synth_waiting, 1);
	pthread_mutex_lock(&hook_lock);
	if (hook_fn)
		hook_fn(hook_ctx);
	pthread_mutex_unlock(&hook_lock);
	pthread_mutex_lock(&synth_lock);
	atomic_fetch_sub(&synth_waiting, 1);
}

static void set_hook(void (*fn)(void *ctx), void *ctx)
{
	pthread_mutex_lock(&hook_lock);
	hook_fn = fn;
	hook_ctx = ctx;
	pthread_mutex_unlock(&hook_lock);
}

int anna_synth_contended(void)
{
	return atomic_load(&synth_waiting) > 0;
}

void anna_synth_on_contention(void (*fn)(void *ctx), void *ctx)
{
	set_hook(fn, ctx);
}

int anna_synth_init(void)
{
	int rc = 0;

	lock_synth();
	if (!synth_loaded) {
		int rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, SYNTH_BUFFER_MS,
					     NULL, espeakINITIALIZE_DONT_EXIT);
		if (rate != ANNA_SYNTH_SAMPLE_RATE) {
			rc = -EIO;
		} else {
			espeak_SetSynthCallback(on_synth);
			synth_voice[0] = '\0';
			synth_loaded = 1;
			atexit(unload);
		}
	}
	if (rc == 0)
		synth_users++;
	pthread_mutex_unlock(&synth_lock);
	return rc;
}

void anna_synth_fini(void)
{
	lock_synth();
	if (synth_users > 0)
		synth_users--;
	pthread_mutex_unlock(&synth_lock);
}

static int setting(int value, int def, int lo, int hi, int *out)
{
	if (value == 0)
		value = def;
	if (value < lo || value > hi)
		return -EINVAL;
	*out = value;
	return 0;
}

/* Under synth_lock: load the voice if it is not the current one. */
static int select_voice(const char *name)
{
	if (!name || !*name || strlen(name) >= sizeof(synth_voice))
		return -EINVAL;
	if (strcmp(name, synth_voice) == 0)
		return 0;
	if (espeak_SetVoiceByName(name) != EE_OK) {
		synth_voice[0] = '\0';
		return -ENOENT;
	}
	strcpy(synth_voice, name);
	return 0;
}

static int settings(const struct anna_voice *voice, int *rate, int *pitch, int *volume)
{
	_Static_assert(ANNA_SYNTH_RATE_MIN == espeakRATE_MINIMUM &&
			       ANNA_SYNTH_RATE_MAX == espeakRATE_MAXIMUM,
		       "synth.h's rate range is espeak-ng's");
	if (!voice || setting(voice->rate, ANNA_SYNTH_RATE_DEFAULT, ANNA_SYNTH_RATE_MIN,
			      ANNA_SYNTH_RATE_MAX, rate) < 0 ||
	    setting(voice->pitch, ANNA_SYNTH_PITCH_DEFAULT, 0, ANNA_SYNTH_PITCH_MAX, pitch) < 0 ||
	    setting(voice->volume, ANNA_SYNTH_VOLUME_DEFAULT, 0, ANNA_SYNTH_VOLUME_MAX, volume) < 0)
		return -EINVAL;
	return 0;
}

int anna_synth_check_voice(const struct anna_voice *voice)
{
	int rate, pitch, volume, rc;

	if (settings(voice, &rate, &pitch, &volume) < 0)
		return -EINVAL;
	lock_synth();
	rc = synth_users == 0 ? -EIO : select_voice(voice->name);
	pthread_mutex_unlock(&synth_lock);
	return rc;
}

int anna_synth_speak(const struct anna_voice *voice, const char *text,
		     anna_synth_sink_fn sink, void *ctx)
{
	int rate, pitch, volume, rc;
	espeak_ERROR err;

	if (!text || !sink || settings(voice, &rate, &pitch, &volume) < 0)
		return -EINVAL;

	lock_synth();
	if (synth_users == 0) {
		rc = -EIO;
		goto out;
	}
	rc = select_voice(voice->name);
	if (rc < 0)
		goto out;
	espeak_SetParameter(espeakRATE, rate, 0);
	espeak_SetParameter(espeakPITCH, pitch, 0);
	espeak_SetParameter(espeakVOLUME, volume, 0);
	cur_sink = sink;
	cur_ctx = ctx;
	cur_stopped = 0;
	err = espeak_Synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0,
			   espeakCHARS_UTF8 | espeakPHONEMES, NULL, NULL);
	rc = err != EE_OK ? -EIO : cur_stopped ? ANNA_SYNTH_STOPPED : 0;
	cur_sink = NULL;
	cur_ctx = NULL;
	set_hook(NULL, NULL);
out:
	pthread_mutex_unlock(&synth_lock);
	return rc;
}

int anna_synth_phonemes(const char *voice, const char *text, char *buf, size_t size)
{
	size_t len = 0;
	int rc;

	if (!text || !buf || size == 0)
		return -EINVAL;
	lock_synth();
	rc = synth_users == 0 ? -EIO : select_voice(voice);
	if (rc == 0) {
		const void *p = text;
		buf[0] = '\0';
		while (p) {
			const char *ph = espeak_TextToPhonemes(&p, espeakCHARS_UTF8, 0);
			size_t n;
			if (!ph)
				break;
			while (*ph == ' ')
				ph++;
			n = strlen(ph);
			if (len + (len > 0) + n + 1 > size) {
				rc = -ENOSPC;
				/* finish consuming the text so espeak's state is clean */
				continue;
			}
			if (len > 0)
				buf[len++] = ' ';
			memcpy(buf + len, ph, n + 1);
			len += n;
		}
	}
	pthread_mutex_unlock(&synth_lock);
	return rc;
}

static int to_wav_sink(void *ctx, const int16_t *samples, size_t count)
{
	return anna_wav_writer_write(ctx, samples, count) < 0;
}

int anna_synth_to_wav(const struct anna_voice *voice, const char *text, const char *path)
{
	struct anna_wav_writer *w;
	int rc, rc2;

	rc = anna_synth_init();
	if (rc < 0)
		return rc;
	rc = anna_wav_writer_new(path, ANNA_SYNTH_SAMPLE_RATE, &w);
	if (rc == 0) {
		rc = anna_synth_speak(voice, text, to_wav_sink, w);
		rc2 = anna_wav_writer_free(w);
		if (rc == ANNA_SYNTH_STOPPED) /* only the writer stops it */
			rc = rc2 < 0 ? rc2 : -EIO;
		else if (rc == 0)
			rc = rc2;
		if (rc < 0)
			remove(path);
	}
	anna_synth_fini();
	return rc;
}

const char *anna_synth_version(void)
{
	const char *v;

	lock_synth();
	v = espeak_Info(NULL);
	pthread_mutex_unlock(&synth_lock);
	return v ? v : "unknown";
}
