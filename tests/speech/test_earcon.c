/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_earcon.c: the generated tones: lengths, loudness,
 * volume, no clicks at the ends, and the names.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "speech/earcon.h"
#include "speech/wav.h"

static const struct {
	enum anna_earcon e;
	int min_ms, max_ms;
} lengths[] = {
	{ ANNA_EARCON_ACCEPT, 100, 200 },
	{ ANNA_EARCON_REJECT, 150, 300 },
	{ ANNA_EARCON_WARNING, 200, 400 },
};

static void test_lengths_and_loudness(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(lengths) / sizeof(lengths[0]); i++) {
		int16_t buf[22050];
		int n = anna_earcon_render(lengths[i].e, 100, buf, 22050);
		assert_in_range(n, lengths[i].min_ms * 22050 / 1000, lengths[i].max_ms * 22050 / 1000);
		/* asked-for size is returned even when the buffer is short */
		assert_int_equal(anna_earcon_render(lengths[i].e, 100, buf, 10), n);
		assert_int_equal(anna_earcon_render(lengths[i].e, 100, NULL, 0), n);
		anna_earcon_render(lengths[i].e, 100, buf, 22050);
		assert_in_range((long)anna_wav_rms(buf, (size_t)n), 2000, 12000);
		/* shaped edges: starts and ends near silence */
		assert_in_range(abs(buf[0]), 0, 100);
		assert_in_range(abs(buf[n - 1]), 0, 400);
	}
}

static void test_volume_scales(void **state)
{
	(void)state;
	int16_t loud[22050], soft[22050], normal[22050];
	int n = anna_earcon_render(ANNA_EARCON_ACCEPT, 200, loud, 22050);

	anna_earcon_render(ANNA_EARCON_ACCEPT, 50, soft, 22050);
	anna_earcon_render(ANNA_EARCON_ACCEPT, 0, normal, 22050); /* 0 = 100 */
	double rl = anna_wav_rms(loud, (size_t)n), rs = anna_wav_rms(soft, (size_t)n),
	       rn = anna_wav_rms(normal, (size_t)n);
	assert_in_range((long)(rl / rn * 100), 195, 205);
	assert_in_range((long)(rs / rn * 100), 45, 55);
}

static void test_earcons_differ(void **state)
{
	(void)state;
	int16_t a[22050], r[22050];
	int na = anna_earcon_render(ANNA_EARCON_ACCEPT, 100, a, 22050);
	int nr = anna_earcon_render(ANNA_EARCON_REJECT, 100, r, 22050);

	assert_true(na != nr || memcmp(a, r, (size_t)na * 2) != 0);
}

static void test_bad_arguments(void **state)
{
	(void)state;
	int16_t buf[8];
	assert_int_equal(anna_earcon_render(ANNA_EARCON_COUNT, 100, buf, 8), -EINVAL);
	assert_int_equal(anna_earcon_render(ANNA_EARCON_ACCEPT, 201, buf, 8), -EINVAL);
	assert_int_equal(anna_earcon_render(ANNA_EARCON_ACCEPT, -1, buf, 8), -EINVAL);
	assert_int_equal(anna_earcon_render(ANNA_EARCON_ACCEPT, 100, NULL, 8), -EINVAL);
}

static void test_names(void **state)
{
	(void)state;
	for (int i = 0; i < ANNA_EARCON_COUNT; i++)
		assert_int_equal(anna_earcon_from_str(anna_earcon_str((enum anna_earcon)i)), i);
	assert_string_equal(anna_earcon_str(ANNA_EARCON_REJECT), "reject");
	assert_string_equal(anna_earcon_str(ANNA_EARCON_COUNT), "unknown");
	assert_int_equal(anna_earcon_from_str("beep"), ANNA_EARCON_COUNT);
	assert_int_equal(anna_earcon_from_str(NULL), ANNA_EARCON_COUNT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lengths_and_loudness),
		cmocka_unit_test(test_volume_scales),
		cmocka_unit_test(test_earcons_differ),
		cmocka_unit_test(test_bad_arguments),
		cmocka_unit_test(test_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
