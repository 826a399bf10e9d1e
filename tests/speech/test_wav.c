/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_wav.c: the WAV writer and reader, with the odd files
 * other writers leave (a streaming size, extra chunks) and broken ones.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <cmocka.h>

#include "speech/wav.h"

static char tmp[64];

static int setup(void **state)
{
	(void)state;
	snprintf(tmp, sizeof(tmp), "/tmp/anna-test-wav-%d.wav", (int)getpid());
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	unlink(tmp);
	return 0;
}

static void test_round_trip(void **state)
{
	(void)state;
	struct anna_wav_writer *w;
	struct anna_wav wav;
	int16_t s[3000];

	for (int i = 0; i < 3000; i++)
		s[i] = (int16_t)((i * 37) % 65536 - 32768);
	assert_int_equal(anna_wav_writer_new(tmp, 22050, &w), 0);
	assert_int_equal(anna_wav_writer_write(w, s, 1000), 0);
	assert_int_equal(anna_wav_writer_sync(w), 0);
	/* complete after a sync, before the end */
	assert_int_equal(anna_wav_load(tmp, &wav), 0);
	assert_int_equal(wav.frames, 1000);
	anna_wav_release(&wav);
	assert_int_equal(anna_wav_writer_write(w, s + 1000, 2000), 0);
	assert_int_equal(anna_wav_writer_frames(w), 3000);
	assert_int_equal(anna_wav_writer_free(w), 0);
	assert_int_equal(anna_wav_load(tmp, &wav), 0);
	assert_int_equal(wav.rate, 22050);
	assert_int_equal(wav.channels, 1);
	assert_int_equal(wav.bits, 16);
	assert_int_equal(wav.frames, 3000);
	assert_memory_equal(wav.samples, s, sizeof(s));
	anna_wav_release(&wav);
	assert_int_equal(anna_wav_writer_free(NULL), 0);
}

static void test_streamed_size_and_extra_chunk(void **state)
{
	(void)state;
	struct anna_wav wav;

	assert_int_equal(anna_wav_load(ANNA_FIXTURES_DIR "/wav/streamed.wav", &wav), 0);
	assert_int_equal(wav.frames, 4);
	assert_int_equal(wav.samples[0], 1);
	assert_int_equal(wav.samples[1], -2);
	assert_int_equal(wav.samples[2], 300);
	assert_int_equal(wav.samples[3], -32768);
	anna_wav_release(&wav);
}

static void test_bad_files(void **state)
{
	(void)state;
	struct anna_wav wav = { 0 };

	assert_int_equal(anna_wav_load(ANNA_FIXTURES_DIR "/wav/eight-bit.wav", &wav), -EPROTO);
	assert_int_equal(anna_wav_load(ANNA_FIXTURES_DIR "/wav/truncated.wav", &wav), -EPROTO);
	assert_int_equal(anna_wav_load(ANNA_FIXTURES_DIR "/wav/not-riff.wav", &wav), -EPROTO);
	assert_int_equal(anna_wav_load(ANNA_FIXTURES_DIR "/wav/missing.wav", &wav), -ENOENT);
	assert_null(wav.samples);
}

static void test_writer_errors(void **state)
{
	(void)state;
	struct anna_wav_writer *w = (void *)1;

	assert_int_equal(anna_wav_writer_new("/nonexistent-dir/x.wav", 22050, &w), -ENOENT);
	assert_ptr_equal(w, (void *)1);
	assert_int_equal(anna_wav_writer_new(tmp, 0, &w), -EINVAL);
}

static void test_rms(void **state)
{
	(void)state;
	int16_t sq[4] = { 1000, -1000, 1000, -1000 };
	assert_int_equal((int)anna_wav_rms(sq, 4), 1000);
	assert_int_equal((int)anna_wav_rms(sq, 0), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_streamed_size_and_extra_chunk),
		cmocka_unit_test(test_bad_files),
		cmocka_unit_test(test_writer_errors),
		cmocka_unit_test(test_rms),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
