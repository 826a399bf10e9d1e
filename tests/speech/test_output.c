/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_output.c: the outputs, with the real PortAudio path.
 *
 * The process points ALSA at tests/fixtures/alsa/file-sink.conf before
 * PortAudio starts, so the default device is ALSA's file plugin writing a
 * WAV (docs/audio.md): espeak-ng -> speaker -> ring -> PortAudio
 * callback -> ALSA -> file, checked for length and loudness. The null
 * twin is tested with a device name that does not exist; the machine with
 * no sound card at all is test_output_nocard.c.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "speech/ring.h"
#include "speech/speaker.h"
#include "speech/wav.h"

#define ALSA_CONF ANNA_FIXTURES_DIR "/alsa/file-sink.conf"
#define TIMEOUT_MS 10000

static char capture[64];

/* ---- a log that remembers its lines ---- */

struct log {
	unsigned lines, reports;
	char last[512];
	struct anna_error err;
};

static void log_line(void *ctx, const char *line)
{
	struct log *l = ctx;

	l->lines++;
	snprintf(l->last, sizeof(l->last), "%s", line);
}

static void log_report(void *ctx, const struct anna_error *err)
{
	struct log *l = ctx;

	l->reports++;
	l->err = *err;
}

/* ---- done events, to know a phrase's length in samples ---- */

struct lengths {
	uint64_t start[8], done[8];
};

static void on_event(void *ctx, const struct anna_speaker_event *ev)
{
	struct lengths *l = ctx;

	if (ev->id >= 8)
		return;
	if (ev->kind == ANNA_SPEAKER_START)
		l->start[ev->id] = ev->ring_pos;
	if (ev->kind == ANNA_SPEAKER_DONE)
		l->done[ev->id] = ev->ring_pos;
}

/* Waits until the output has taken `pos` samples from its ring. */
static void wait_taken(struct anna_output *out, uint64_t pos)
{
	struct timespec tick = { 0, 1000000 };

	for (int ms = 0; anna_output_frames(out) < pos && ms < TIMEOUT_MS; ms++)
		nanosleep(&tick, NULL);
	assert_int_equal(anna_output_frames(out), pos);
}

/*
 * Two phrases with an earcon between them, then an earcon mixed over
 * silence, through `out`. anna_speaker_wait_idle() means "in the ring":
 * under load the device may not have played the speech yet, and an
 * earcon mixed now would sound over it (as it should: it is mixed over
 * whatever plays now). For the earcon over silence this waits until the
 * output has taken all the speech. The samples made go to *len.
 */
static void say_all(struct anna_output *out, struct lengths *len)
{
	struct anna_speaker *sp;
	struct anna_speaker_config sc = { .output = out, .on_event = on_event, .event_ctx = len };
	struct anna_listener player = { .name = "player", .voice = { .name = "de" } };
	struct anna_utterance p = { .prio = ANNA_PRIO_MOVE, .words = "Springer Gustav eins Felix drei" };

	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	p.listener = anna_speaker_add_listener(sp, &player);
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);                       /* id 1 */
	assert_int_equal(anna_speaker_earcon(sp, 0, ANNA_EARCON_ACCEPT, ANNA_PRIO_MOVE, NULL), 0); /* 2 */
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	p.words = "Eva zwei Eva vier";
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);                       /* id 3 */
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	wait_taken(out, len->done[3]);
	/* an earcon mixed over silence restarts the stream too */
	assert_int_equal(anna_speaker_earcon_now(sp, 0, ANNA_EARCON_WARNING), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	anna_speaker_free(sp);
}

/* Copies the samples that are not 0 to the front; returns how many. */
static size_t squeeze_silence(int16_t *samples, size_t count)
{
	size_t n = 0;

	for (size_t i = 0; i < count; i++)
		if (samples[i] != 0)
			samples[n++] = samples[i];
	return n;
}

/*
 * The phrases and earcons played through the device land in the WAV whole:
 * every sample made, and loud. The device adds only silence: a buffer of
 * it when a stream starts, the rest of the last buffer, a buffer when the
 * worker is late. So the file is at least as long as what was made and at
 * most a few buffers longer. A second phrase after the stream stopped
 * restarts it.
 */
static void test_device_through_alsa_file_sink(void **state)
{
	(void)state;
	struct log log = { 0 };
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE, .target = "default",
					 .log = log_line, .log_ctx = &log };
	struct anna_output *out;
	struct lengths len = { 0 };
	struct anna_wav wav;
	uint64_t made;

	assert_int_equal(anna_output_open(&oc, &out), 0);
	assert_int_equal(anna_output_kind(out), ANNA_OUTPUT_DEVICE);
	assert_int_equal(anna_output_fell_back(out), 0);
	assert_int_equal(log.lines, 0);
	assert_non_null(strstr(anna_output_name(out), "device:"));
	/* PortAudio reports some latency for the stream (about 23 ms here) */
	assert_true(anna_output_latency_ms(out) > 0 && anna_output_latency_ms(out) < 1000);
	printf("output latency %.1f ms (%s)\n", anna_output_latency_ms(out), anna_output_name(out));
	say_all(out, &len);
	anna_output_free(out); /* plays the ring out, closes the file */

	made = len.done[3] - len.start[1] +
	       (uint64_t)anna_earcon_render(ANNA_EARCON_WARNING, 0, NULL, 0);
	assert_true(made > 2 * 22050);
	assert_int_equal(anna_wav_load(capture, &wav), 0);
	assert_int_equal(wav.rate, 22050);
	assert_int_equal(wav.channels, 1);
	printf("made %llu samples, the file has %zu\n", (unsigned long long)made, wav.frames);
	assert_in_range(wav.frames, made, made + 22050 / 2);
	assert_in_range((long)anna_wav_rms(wav.samples, wav.frames), 800, 20000);
	anna_wav_release(&wav);
}

/*
 * Sample for sample, through the device: earcons are the same every time
 * (espeak-ng is not: the same words come out a little different), so
 * what the file holds, its zeros left out, is exactly the earcons made,
 * their zeros left out. Nothing lost, nothing twice, nothing out of order.
 */
static void test_device_exact_samples(void **state)
{
	(void)state;
	static const enum anna_earcon seq[] = { ANNA_EARCON_ACCEPT, ANNA_EARCON_WARNING,
						ANNA_EARCON_REJECT, ANNA_EARCON_WARNING,
						ANNA_EARCON_ACCEPT };
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE, .target = "default" };
	struct anna_speaker_config sc = { 0 };
	struct anna_listener player = { .name = "player", .voice = { .name = "de" } };
	static int16_t made[8 * ANNA_SYNTH_SAMPLE_RATE];
	size_t n = 0, sound, made_sound;
	struct anna_output *out;
	struct anna_speaker *sp;
	struct anna_wav wav;

	for (size_t i = 0; i < sizeof(seq) / sizeof(seq[0]); i++) {
		int len = anna_earcon_render(seq[i], 0, made + n, sizeof(made) / sizeof(made[0]) - n);
		assert_true(len > 0);
		n += (size_t)len;
	}
	assert_int_equal(anna_output_open(&oc, &out), 0);
	assert_int_equal(anna_output_kind(out), ANNA_OUTPUT_DEVICE);
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	assert_int_equal(anna_speaker_add_listener(sp, &player), 0);
	for (size_t i = 0; i < sizeof(seq) / sizeof(seq[0]); i++)
		assert_int_equal(anna_speaker_earcon(sp, 0, seq[i], ANNA_PRIO_MOVE, NULL), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	anna_speaker_free(sp);
	anna_output_free(out);
	assert_int_equal(anna_wav_load(capture, &wav), 0);
	assert_in_range(wav.frames, n, n + 22050 / 2);
	sound = squeeze_silence(wav.samples, wav.frames);
	made_sound = squeeze_silence(made, n);
	assert_true(made_sound > n / 2);
	assert_int_equal(sound, made_sound);
	assert_memory_equal(wav.samples, made, sound * sizeof(int16_t));
	anna_wav_release(&wav);
}

/* The null twin: a device that cannot be opened is said once in the log;
 * the speaker goes on, the text sink gets the words. */
static void test_missing_device_falls_back_to_null(void **state)
{
	(void)state;
	struct log log = { 0 };
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE,
					 .target = "no such card 4711", .log = log_line,
					 .report = log_report, .log_ctx = &log };
	struct anna_output *out;
	struct anna_speaker *sp;
	char *text = NULL;
	size_t text_len = 0;
	FILE *tf = open_memstream(&text, &text_len);
	struct anna_speaker_config sc = { .text = tf };
	struct anna_listener player = { .name = "player", .voice = { .name = "de" } };
	struct anna_utterance p = { .prio = ANNA_PRIO_URGENT, .words = "Zeit überschritten" };

	assert_int_equal(anna_output_open(&oc, &out), 0);
	assert_int_equal(anna_output_kind(out), ANNA_OUTPUT_NULL);
	assert_int_equal(anna_output_fell_back(out), 1);
	assert_int_equal(log.lines, 1);
	assert_non_null(strstr(log.last, "no such card 4711"));
	assert_non_null(strstr(log.last, "text sink only"));
	/* and for people, to render with a profile */
	assert_int_equal(log.reports, 1);
	assert_int_equal(log.err.status, ANNA_E_NOTFOUND);
	assert_int_equal(log.err.msg, ANNA_MSG_AUDIO_UNAVAILABLE);
	assert_string_equal(log.err.args[0], "no such card 4711");
	assert_true(strlen(log.err.args[1]) > 0); /* PortAudio's reason */
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	p.listener = anna_speaker_add_listener(sp, &player);
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	anna_speaker_free(sp);
	assert_true(anna_output_frames(out) > 22050 / 2); /* counted, dropped */
	anna_output_free(out);
	assert_int_equal(log.lines, 1); /* said once, not per phrase */
	assert_int_equal(log.reports, 1);
	fclose(tf);
	assert_non_null(strstr(text, " player Zeit überschritten\n"));
	free(text);
}

/* The WAV output writes every sample made, as fast as it is made. */
static void test_wav_output(void **state)
{
	(void)state;
	char path[64];
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_WAV, .target = path };
	struct anna_output *out;
	struct anna_speaker *sp;
	struct lengths len = { 0 };
	struct anna_speaker_config sc = { .on_event = on_event, .event_ctx = &len };
	struct anna_listener l = { .name = "opponent", .voice = { .name = "nb" } };
	struct anna_utterance p = { .prio = ANNA_PRIO_MOVE, .words = "springer Gustav en Felix tre" };
	struct anna_wav wav;

	snprintf(path, sizeof(path), "/tmp/anna-test-out-%d.wav", (int)getpid());
	assert_int_equal(anna_output_open(&oc, &out), 0);
	assert_string_equal(anna_output_name(out) + 4, path);
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	p.listener = anna_speaker_add_listener(sp, &l);
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, TIMEOUT_MS), 0);
	/* complete on disk as soon as the speaker is idle */
	assert_int_equal(anna_wav_load(path, &wav), 0);
	assert_int_equal(wav.frames, len.done[1] - len.start[1]);
	anna_wav_release(&wav);
	anna_speaker_free(sp);
	assert_int_equal(anna_output_frames(out), len.done[1]);
	anna_output_free(out);
	unlink(path);
}

static void test_bad_configs(void **state)
{
	(void)state;
	struct anna_output *out = (void *)1;
	struct anna_output_config wav = { .kind = ANNA_OUTPUT_WAV, .target = "/nonexistent-dir/a.wav" };
	struct anna_output_config nowav = { .kind = ANNA_OUTPUT_WAV };
	struct anna_output_config bad = { .kind = (enum anna_output_kind)42 };
	int16_t buf[4];

	assert_int_equal(anna_output_open(&wav, &out), -ENOENT);
	assert_int_equal(anna_output_open(&nowav, &out), -EINVAL);
	assert_int_equal(anna_output_open(&bad, &out), -EINVAL);
	assert_int_equal(anna_output_open(NULL, &out), -EINVAL);
	assert_ptr_equal(out, (void *)1);
	struct anna_output_config null = { .kind = ANNA_OUTPUT_NULL };
	assert_int_equal(anna_output_open(&null, &out), 0);
	assert_int_equal(anna_output_pull(out, buf, 4), -EINVAL);
	assert_string_equal(anna_output_name(out), "null");
	assert_true(anna_output_latency_ms(out) == 0);
	anna_output_free(out);
	anna_output_free(NULL);
	assert_string_equal(anna_output_kind_str(ANNA_OUTPUT_PULL), "pull");
}

/* A pull output pads with silence and says how much was sound. */
static void test_pull_pads(void **state)
{
	(void)state;
	struct anna_output_config pull = { .kind = ANNA_OUTPUT_PULL };
	struct anna_output *out;
	int16_t in[3] = { 5, 6, 7 }, buf[6] = { 1, 1, 1, 1, 1, 1 };

	assert_int_equal(anna_output_open(&pull, &out), 0);
	anna_ring_write(anna_output_ring(out), in, 3);
	assert_int_equal(anna_output_pull(out, buf, 6), 3);
	assert_int_equal(buf[2], 7);
	assert_int_equal(buf[3], 0);
	assert_int_equal(buf[5], 0);
	assert_int_equal(anna_output_frames(out), 3);
	anna_output_free(out);
}

/* Earcons are mixed over the speech, clipped, from the next buffer on;
 * over silence they come out as they are. */
static void test_mix(void **state)
{
	(void)state;
	struct anna_output_config pull = { .kind = ANNA_OUTPUT_PULL };
	struct anna_output *out;
	int16_t speech[512], tone[300], buf[600];

	for (int i = 0; i < 512; i++)
		speech[i] = i < 256 ? 1000 : 32000;
	for (int i = 0; i < 300; i++)
		tone[i] = 100;
	assert_int_equal(anna_output_open(&pull, &out), 0);
	anna_ring_write(anna_output_ring(out), speech, 512);
	assert_int_equal(anna_output_mix(out, tone, 300), 300);
	assert_int_equal(anna_output_pull(out, buf, 600), 512);
	assert_int_equal(buf[0], 1100);
	assert_int_equal(buf[255], 1100);
	assert_int_equal(buf[256], 32100);
	assert_int_equal(buf[299], 32100);
	assert_int_equal(buf[300], 32000);
	assert_int_equal(buf[511], 32000);
	assert_int_equal(buf[512], 0);
	/* over silence, clipped at the top */
	for (int i = 0; i < 300; i++)
		tone[i] = (int16_t)(i % 2 ? -32000 : 32000);
	anna_output_mix(out, tone, 300);
	assert_int_equal(anna_output_pull(out, buf, 600), 300);
	assert_memory_equal(buf, tone, 300 * sizeof(int16_t));
	assert_int_equal(buf[300], 0);
	tone[0] = 32767;
	anna_ring_write(anna_output_ring(out), tone, 1);
	anna_output_mix(out, tone, 1);
	anna_output_pull(out, buf, 1);
	assert_int_equal(buf[0], 32767);
	assert_int_equal(anna_output_frames(out), 513); /* speech only */
	anna_output_free(out);
}

static void count_device(void *ctx, const char *name, int is_default)
{
	(void)is_default;
	assert_non_null(name);
	(*(int *)ctx)++;
}

static void test_list_devices(void **state)
{
	(void)state;
	int n = 0;

	assert_true(anna_output_list_devices(count_device, &n) >= 1);
	assert_true(n >= 1); /* the file sink's "default" at least */
}

int main(void)
{
	/* Before PortAudio starts, and only if the file is there: PortAudio
	 * aborts the process when ALSA_CONFIG_PATH names a missing file. */
	if (access(ALSA_CONF, R_OK) != 0) {
		fprintf(stderr, "skip: %s is missing\n", ALSA_CONF);
		return 77;
	}
	snprintf(capture, sizeof(capture), "/tmp/anna-test-capture-%d.wav", (int)getpid());
	setenv("ALSA_CONFIG_PATH", ALSA_CONF, 1);
	setenv("AUDIO_CAPTURE_FILE", capture, 1);
	setenv("JACK_NO_START_SERVER", "1", 1);

	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_device_through_alsa_file_sink),
		cmocka_unit_test(test_device_exact_samples),
		cmocka_unit_test(test_missing_device_falls_back_to_null),
		cmocka_unit_test(test_wav_output),
		cmocka_unit_test(test_bad_configs),
		cmocka_unit_test(test_pull_pads),
		cmocka_unit_test(test_mix),
		cmocka_unit_test(test_list_devices),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	unlink(capture);
	return rc;
}
