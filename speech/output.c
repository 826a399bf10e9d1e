/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/output.c: the outputs as tables of functions (null, wav, pull,
 * PortAudio device), the null one taking over from a device that cannot
 * be opened.
 *
 * The device stream runs only while there is something to say. Its
 * callback returns paComplete once the ring is empty and the speaker idle;
 * the next phrase restarts it. A stream that played silence between
 * phrases would write endless silence into a clockless sink (ALSA's file
 * plugin in the tests), and costs a wake-up every 23 ms on a Raspberry Pi.
 *
 * While the speaker is busy and the ring runs dry (the worker was not
 * scheduled in time), the callback waits for data up to half a buffer
 * before it pads with silence: a real card still has the previous buffer
 * to play, and a clockless sink gets exactly the samples made.
 *
 * Earcons mixed at once (anna_speaker_earcon_now()) sound over whatever
 * the ring holds when they come: the speaker's idle means "all in the
 * ring", not "played", so under load that can still be the last phrase.
 */
#include "speech/output.h"

#include <errno.h>
#include <fcntl.h>
#include <semaphore.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <alsa/asoundlib.h>
#include <portaudio.h>

#include "speech/synth.h"
#include "speech/wav.h"

struct anna_output;

struct anna_output_ops {
	enum anna_output_kind kind;
	int (*open)(struct anna_output *out, const char *target);
	void (*close)(struct anna_output *out);
	int (*begin)(struct anna_output *out);
	void (*written)(struct anna_output *out);
	void (*idle)(struct anna_output *out);
};

/* Stream states of a device output. */
enum stream_state { STREAM_STOPPED, STREAM_RUNNING, STREAM_DRAINING };

struct anna_output {
	const struct anna_output_ops *ops;
	struct anna_ring *ring;
	struct anna_ring *mix; /* earcons mixed over the speech */
	char name[256];
	char target[128];     /* as asked for, for the log */
	int fell_back;
	anna_output_log_fn log;
	anna_output_report_fn report;
	void *log_ctx;
	_Atomic uint64_t frames;

	void (*wake)(void *ctx);
	void *wake_ctx;
	atomic_int want_room;

	/* wav */
	struct anna_wav_writer *wav;
	/* device */
	PaStream *stream;
	int pa_initialised;
	double latency_ms;
	atomic_int busy;      /* the speaker has something to say */
	atomic_int state;     /* enum stream_state */
	atomic_int want_data; /* the callback waits on `data` */
	sem_t data;
	sem_t finished;       /* posted when the stream has played out */
	uint64_t underruns;
};

static void wake_producer(struct anna_output *out)
{
	if (atomic_exchange(&out->want_room, 0) && out->wake)
		out->wake(out->wake_ctx);
}

/* Consumer: read up to count samples and tell the producer there is room. */
static size_t consume(struct anna_output *out, int16_t *buf, size_t count)
{
	size_t n = anna_ring_read(out->ring, buf, count);

	atomic_fetch_add(&out->frames, n);
	wake_producer(out);
	return n;
}

/* Consumer: adds the waiting earcon samples over buf[0..count), clipping.
 * Returns how many there were. */
static size_t mix_in(struct anna_output *out, int16_t *buf, size_t count)
{
	int16_t tmp[ANNA_OUTPUT_PERIOD];
	size_t done = 0, n;

	while (done < count &&
	       (n = anna_ring_read(out->mix, tmp, count - done < ANNA_OUTPUT_PERIOD
						   ? count - done : ANNA_OUTPUT_PERIOD)) > 0) {
		for (size_t i = 0; i < n; i++) {
			int v = buf[done + i] + tmp[i];
			buf[done + i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
		}
		done += n;
	}
	return done;
}

/* Consumer: speech and earcons together, padded with silence to count.
 * Returns how many samples were sound. */
static size_t consume_mixed(struct anna_output *out, int16_t *buf, size_t count)
{
	size_t n = consume(out, buf, count), m;

	memset(buf + n, 0, (count - n) * sizeof(int16_t));
	m = mix_in(out, buf, count);
	return n > m ? n : m;
}

/* ---- null: count and drop ---- */

static int noop_open(struct anna_output *out, const char *target)
{
	(void)out;
	(void)target;
	return 0;
}

static void noop(struct anna_output *out)
{
	(void)out;
}

static int noop_begin(struct anna_output *out)
{
	(void)out;
	return 0;
}

static void null_written(struct anna_output *out)
{
	int16_t buf[ANNA_OUTPUT_PERIOD];

	while (consume_mixed(out, buf, ANNA_OUTPUT_PERIOD) > 0)
		;
}

static const struct anna_output_ops null_ops = {
	.kind = ANNA_OUTPUT_NULL, .open = noop_open, .close = noop,
	.begin = noop_begin, .written = null_written, .idle = noop,
};

/* ---- pull: the caller is the sound card ---- */

static const struct anna_output_ops pull_ops = {
	.kind = ANNA_OUTPUT_PULL, .open = noop_open, .close = noop,
	.begin = noop_begin, .written = noop, .idle = noop,
};

/* ---- wav: a file, written as fast as speech comes ---- */

static int wav_open(struct anna_output *out, const char *target)
{
	if (!target || !*target)
		return -EINVAL;
	return anna_wav_writer_new(target, ANNA_SYNTH_SAMPLE_RATE, &out->wav);
}

static void wav_close(struct anna_output *out)
{
	anna_wav_writer_free(out->wav);
	out->wav = NULL;
}

static void wav_written(struct anna_output *out)
{
	int16_t buf[ANNA_OUTPUT_PERIOD];
	size_t n;

	/* A write error is kept by the writer and shows in anna_wav_writer_free;
	 * the samples are consumed either way so speech goes on. */
	while ((n = consume_mixed(out, buf, ANNA_OUTPUT_PERIOD)) > 0)
		anna_wav_writer_write(out->wav, buf, n);
}

static void wav_idle(struct anna_output *out)
{
	anna_wav_writer_sync(out->wav);
}

static const struct anna_output_ops wav_ops = {
	.kind = ANNA_OUTPUT_WAV, .open = wav_open, .close = wav_close,
	.begin = noop_begin, .written = wav_written, .idle = wav_idle,
};

/* ---- device: PortAudio ---- */

static void alsa_quiet(const char *file, int line, const char *function, int err,
		       const char *fmt, ...)
{
	(void)file;
	(void)line;
	(void)function;
	(void)err;
	(void)fmt;
}

/*
 * PortAudio's init and terminate nest. Its probing is noisy on stderr:
 * ALSA without a sound card prints dozens of lines (silenced through its
 * error handler), and libjack prints five lines when no JACK server runs,
 * with no handler to stop it; stderr points at /dev/null while PortAudio
 * probes, so the one line anna logs about audio is not lost among them.
 */
static int pa_start(void)
{
	int saved = dup(STDERR_FILENO), null = open("/dev/null", O_WRONLY | O_CLOEXEC);
	PaError err;

	snd_lib_error_set_handler(alsa_quiet);
	setenv("JACK_NO_START_SERVER", "1", 0); /* never start a JACK server */
	if (saved >= 0 && null >= 0)
		dup2(null, STDERR_FILENO);
	err = Pa_Initialize();
	if (saved >= 0 && null >= 0)
		dup2(saved, STDERR_FILENO);
	if (saved >= 0)
		close(saved);
	if (null >= 0)
		close(null);
	return err == paNoError ? 0 : -EIO;
}

static int device_callback(const void *input, void *output, unsigned long frames,
			   const PaStreamCallbackTimeInfo *time,
			   PaStreamCallbackFlags flags, void *ctx)
{
	struct anna_output *out = ctx;
	int16_t *dst = output;
	/* Earcons that come while this buffer is filled sound from the next
	 * one (anna_speaker_earcon_now()): one asked for once the speech is
	 * taken from the ring follows it and never lands over its end. */
	size_t mixable = anna_ring_available(out->mix), got = 0;

	(void)input;
	(void)time;
	(void)flags;
	for (;;) {
		struct timespec until;
		got += consume(out, dst + got, frames - got);
		if (got == frames || !atomic_load(&out->busy))
			break;
		atomic_store(&out->want_data, 1);
		if (anna_ring_available(out->ring) > 0)
			continue;
		clock_gettime(CLOCK_MONOTONIC, &until);
		until.tv_nsec += (long)(frames * 500000000ul / ANNA_SYNTH_SAMPLE_RATE);
		if (until.tv_nsec >= 1000000000l) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000l;
		}
		if (sem_clockwait(&out->data, CLOCK_MONOTONIC, &until) < 0 &&
		    anna_ring_available(out->ring) == 0) {
			out->underruns++;
			break;
		}
	}
	memset(dst + got, 0, (frames - got) * sizeof(int16_t));
	if (mix_in(out, dst, mixable < frames ? mixable : frames) == frames)
		got = frames;
	if (got < frames && !atomic_load(&out->busy) &&
	    anna_ring_available(out->ring) == 0 && anna_ring_available(out->mix) == 0) {
		int running = STREAM_RUNNING;
		if (atomic_compare_exchange_strong(&out->state, &running, STREAM_DRAINING)) {
			/* The speaker may have begun a phrase meanwhile; if it
			 * did, it either saw DRAINING (and restarts the stream)
			 * or we see busy here and go on. */
			if (!atomic_load(&out->busy))
				return paComplete;
			atomic_store(&out->state, STREAM_RUNNING);
		}
	}
	return paContinue;
}

static void device_finished(void *ctx)
{
	struct anna_output *out = ctx;

	sem_post(&out->finished);
}

static PaDeviceIndex find_device(const char *name)
{
	int n = Pa_GetDeviceCount();

	if (!name || !*name || strcmp(name, "default") == 0)
		return Pa_GetDefaultOutputDevice();
	for (int pass = 0; pass < 2; pass++) {
		for (int i = 0; i < n; i++) {
			const PaDeviceInfo *info = Pa_GetDeviceInfo(i);
			if (!info || info->maxOutputChannels < 1)
				continue;
			if (pass == 0 ? strcmp(info->name, name) == 0
				      : strcasestr(info->name, name) != NULL)
				return i;
		}
	}
	return paNoDevice;
}

static int device_open(struct anna_output *out, const char *target)
{
	PaStreamParameters params = { 0 };
	const PaDeviceInfo *info;
	const PaStreamInfo *sinfo;
	PaError err;

	if (sem_init(&out->data, 0, 0) < 0 || sem_init(&out->finished, 0, 0) < 0)
		return -errno;
	if (pa_start() < 0) {
		snprintf(out->name, sizeof(out->name), "%s", Pa_GetErrorText(paNotInitialized));
		return -EIO;
	}
	out->pa_initialised = 1;
	params.device = find_device(target);
	if (params.device == paNoDevice) {
		snprintf(out->name, sizeof(out->name), "%s", Pa_GetErrorText(paInvalidDevice));
		return -ENODEV;
	}
	info = Pa_GetDeviceInfo(params.device);
	params.channelCount = 1;
	params.sampleFormat = paInt16;
	params.suggestedLatency = info->defaultLowOutputLatency;
	err = Pa_OpenStream(&out->stream, NULL, &params, ANNA_SYNTH_SAMPLE_RATE,
			    ANNA_OUTPUT_PERIOD, paClipOff, device_callback, out);
	if (err != paNoError) {
		out->stream = NULL;
		snprintf(out->name, sizeof(out->name), "%s", Pa_GetErrorText(err));
		return -EIO;
	}
	Pa_SetStreamFinishedCallback(out->stream, device_finished);
	sinfo = Pa_GetStreamInfo(out->stream);
	out->latency_ms = sinfo ? sinfo->outputLatency * 1000.0 : 0;
	snprintf(out->name, sizeof(out->name), "device:%s", info->name);
	return 0;
}

static void device_close(struct anna_output *out)
{
	if (out->stream) {
		/* Let the callback play the ring out and complete the stream
		 * (Pa_StopStream alone would drop what is still in the ring),
		 * but wait no longer than the ring lasts. */
		atomic_store(&out->busy, 0);
		sem_post(&out->data);
		if (Pa_IsStreamActive(out->stream) == 1) {
			struct timespec until;
			clock_gettime(CLOCK_MONOTONIC, &until);
			until.tv_sec += ANNA_OUTPUT_RING / ANNA_SYNTH_SAMPLE_RATE + 1;
			while (sem_clockwait(&out->finished, CLOCK_MONOTONIC, &until) < 0 &&
			       errno == EINTR)
				;
		}
		if (Pa_IsStreamStopped(out->stream) == 0)
			Pa_StopStream(out->stream);
		Pa_CloseStream(out->stream);
		out->stream = NULL;
	}
	if (out->pa_initialised)
		Pa_Terminate();
	out->pa_initialised = 0;
	sem_destroy(&out->data);
	sem_destroy(&out->finished);
}

static void fall_back(struct anna_output *out, const char *why);

static int device_begin(struct anna_output *out)
{
	atomic_store(&out->busy, 1);
	if (atomic_load(&out->state) == STREAM_RUNNING)
		return 0;
	/* Stopped, or the callback completed the stream: (re)start it. */
	if (Pa_IsStreamStopped(out->stream) == 0)
		Pa_StopStream(out->stream);
	while (sem_trywait(&out->finished) == 0) /* that run's end */
		;
	atomic_store(&out->state, STREAM_RUNNING);
	if (Pa_StartStream(out->stream) != paNoError) {
		/* unplugged since it was opened: the null twin goes on */
		atomic_store(&out->state, STREAM_STOPPED);
		fall_back(out, "cannot start it");
	}
	return 0;
}

static void device_written(struct anna_output *out)
{
	if (atomic_exchange(&out->want_data, 0))
		sem_post(&out->data);
}

static void device_idle(struct anna_output *out)
{
	atomic_store(&out->busy, 0);
	sem_post(&out->data); /* a waiting callback stops waiting */
}

static const struct anna_output_ops device_ops = {
	.kind = ANNA_OUTPUT_DEVICE, .open = device_open, .close = device_close,
	.begin = device_begin, .written = device_written, .idle = device_idle,
};

/* ---- the public side ---- */

const char *anna_output_kind_str(enum anna_output_kind kind)
{
	switch (kind) {
	case ANNA_OUTPUT_NULL: return "null";
	case ANNA_OUTPUT_WAV: return "wav";
	case ANNA_OUTPUT_DEVICE: return "device";
	case ANNA_OUTPUT_PULL: return "pull";
	}
	return "unknown";
}

static const struct anna_output_ops *ops_of(enum anna_output_kind kind)
{
	switch (kind) {
	case ANNA_OUTPUT_NULL: return &null_ops;
	case ANNA_OUTPUT_WAV: return &wav_ops;
	case ANNA_OUTPUT_DEVICE: return &device_ops;
	case ANNA_OUTPUT_PULL: return &pull_ops;
	}
	return NULL;
}

__attribute__((format(printf, 2, 3)))
static void log_line(const struct anna_output *out, const char *fmt, ...)
{
	char line[512];
	va_list ap;

	if (!out->log)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	out->log(out->log_ctx, line);
}

/*
 * The null twin takes over from a device (or a pull output nobody pulls)
 * that stopped taking sound: said once in the log. Called by the
 * producer; the device's callback is stopped first, so the ring has one
 * consumer again.
 */
static void fall_back(struct anna_output *out, const char *why)
{
	if (out->ops == &null_ops)
		return;
	if (out->ops == &device_ops && out->stream && Pa_IsStreamStopped(out->stream) == 0)
		Pa_AbortStream(out->stream);
	log_line(out, "audio: output device \"%s\" %s; speaking to the text sink only",
		 out->target, why);
	if (out->report) {
		struct anna_error err;
		anna_error_clear(&err);
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_AUDIO_STOPPED, out->target);
		out->report(out->log_ctx, &err);
	}
	out->ops = &null_ops;
	out->fell_back = 1;
}

int anna_output_open(const struct anna_output_config *config, struct anna_output **out)
{
	const struct anna_output_ops *ops;
	struct anna_output *o;
	int rc;

	if (!config || !out || !(ops = ops_of(config->kind)))
		return -EINVAL;
	o = calloc(1, sizeof(*o));
	if (!o)
		return -ENOMEM;
	o->ring = anna_ring_new(ANNA_OUTPUT_RING);
	o->mix = anna_ring_new(ANNA_SYNTH_SAMPLE_RATE);
	if (!o->ring || !o->mix) {
		anna_ring_free(o->ring);
		anna_ring_free(o->mix);
		free(o);
		return -ENOMEM;
	}
	o->ops = ops;
	o->log = config->log;
	o->report = config->report;
	o->log_ctx = config->log_ctx;
	snprintf(o->target, sizeof(o->target), "%s",
		 config->target && *config->target ? config->target : "default");
	rc = ops->open(o, config->target);
	if (rc < 0 && ops == &device_ops) {
		/* The null twin takes over: said once, never fatal. */
		log_line(o, "audio: cannot open output device \"%s\" (%s); "
			 "speaking to the text sink only", o->target, o->name);
		if (o->report) {
			struct anna_error err;
			anna_error_clear(&err);
			anna_error_set(&err, ANNA_E_NOTFOUND, ANNA_MSG_AUDIO_UNAVAILABLE,
				       o->target, o->name);
			o->report(o->log_ctx, &err);
		}
		ops->close(o);
		o->ops = &null_ops;
		o->fell_back = 1;
		rc = 0;
	}
	if (rc < 0) {
		anna_ring_free(o->ring);
		anna_ring_free(o->mix);
		free(o);
		return rc;
	}
	if (o->ops == &wav_ops)
		snprintf(o->name, sizeof(o->name), "wav:%s", config->target);
	else if (o->ops != &device_ops)
		snprintf(o->name, sizeof(o->name), "%s", anna_output_kind_str(o->ops->kind));
	*out = o;
	return 0;
}

void anna_output_free(struct anna_output *out)
{
	if (!out)
		return;
	if (out->fell_back && out->stream)
		device_close(out); /* a device that stopped while in use */
	out->ops->close(out);
	anna_ring_free(out->ring);
	anna_ring_free(out->mix);
	free(out);
}

enum anna_output_kind anna_output_kind(const struct anna_output *out)
{
	return out->ops->kind;
}

const char *anna_output_name(const struct anna_output *out)
{
	return out->name;
}

int anna_output_fell_back(const struct anna_output *out)
{
	return out->fell_back;
}

double anna_output_latency_ms(const struct anna_output *out)
{
	return out->latency_ms;
}

uint64_t anna_output_frames(const struct anna_output *out)
{
	return atomic_load(&((struct anna_output *)out)->frames);
}

int anna_output_pull(struct anna_output *out, int16_t *buf, size_t count)
{
	size_t n;

	if (!out || out->ops != &pull_ops || (!buf && count))
		return -EINVAL;
	n = consume_mixed(out, buf, count);
	return (int)n;
}

int anna_output_list_devices(void (*fn)(void *ctx, const char *name, int is_default),
			     void *ctx)
{
	int n, count = 0;
	PaDeviceIndex def;

	if (pa_start() < 0)
		return -EIO;
	n = Pa_GetDeviceCount();
	def = Pa_GetDefaultOutputDevice();
	for (int i = 0; i < n; i++) {
		const PaDeviceInfo *info = Pa_GetDeviceInfo(i);
		if (!info || info->maxOutputChannels < 1)
			continue;
		fn(ctx, info->name, i == def);
		count++;
	}
	Pa_Terminate();
	return count;
}

struct anna_ring *anna_output_ring(struct anna_output *out)
{
	return out->ring;
}

void anna_output_set_waker(struct anna_output *out, void (*wake)(void *ctx), void *ctx)
{
	out->wake = wake;
	out->wake_ctx = ctx;
}

void anna_output_want_room(struct anna_output *out)
{
	atomic_store(&out->want_room, 1);
}

int anna_output_begin(struct anna_output *out)
{
	return out->ops->begin(out);
}

void anna_output_written(struct anna_output *out)
{
	out->ops->written(out);
}

size_t anna_output_mix(struct anna_output *out, const int16_t *samples, size_t count)
{
	size_t n = anna_ring_write(out->mix, samples, count);

	out->ops->written(out);
	return n;
}

void anna_output_idle(struct anna_output *out)
{
	out->ops->idle(out);
}

void anna_output_stalled(struct anna_output *out)
{
	if (out->ops == &device_ops || out->ops == &pull_ops)
		fall_back(out, "stopped taking sound");
}
