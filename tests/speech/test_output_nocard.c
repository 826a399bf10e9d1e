/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_output_nocard.c: a machine with no sound card (the
 * ALSA configuration tests/fixtures/alsa/no-card.conf has no usable PCM,
 * whatever the machine has): asking for the default device gives the null
 * twin, one line in the log, and speech goes on to the text sink. anna
 * never stops because of audio.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "speech/speaker.h"

#define ALSA_CONF ANNA_FIXTURES_DIR "/alsa/no-card.conf"

static unsigned log_lines, reports;
static char log_last[512];
static struct anna_error report_err;

static void report(void *ctx, const struct anna_error *err)
{
	(void)ctx;
	reports++;
	report_err = *err;
}

static void log_line(void *ctx, const char *line)
{
	(void)ctx;
	log_lines++;
	snprintf(log_last, sizeof(log_last), "%s", line);
}

static void test_no_card_falls_back(void **state)
{
	(void)state;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE, .log = log_line,
					 .report = report };
	struct anna_output *out;
	struct anna_speaker *sp;
	char *text = NULL;
	size_t len = 0;
	FILE *tf = open_memstream(&text, &len);
	struct anna_speaker_config sc = { .text = tf };
	struct anna_listener l = { .name = "arbiter", .voice = { .name = "en" } };
	struct anna_utterance p = { .prio = ANNA_PRIO_URGENT, .words = "Black's flag has fallen" };

	assert_int_equal(anna_output_open(&oc, &out), 0);
	assert_int_equal(anna_output_fell_back(out), 1);
	assert_int_equal(anna_output_kind(out), ANNA_OUTPUT_NULL);
	assert_int_equal(log_lines, 1);
	assert_non_null(strstr(log_last, "\"default\""));
	assert_int_equal(reports, 1);
	assert_int_equal(report_err.msg, ANNA_MSG_AUDIO_UNAVAILABLE);
	assert_string_equal(report_err.args[0], "default");
	sc.output = out;
	assert_int_equal(anna_speaker_new(&sc, &sp), 0);
	p.listener = anna_speaker_add_listener(sp, &l);
	assert_int_equal(anna_speaker_say(sp, &p, NULL), 0);
	assert_int_equal(anna_speaker_wait_idle(sp, 10000), 0);
	anna_speaker_free(sp);
	anna_output_free(out);
	fclose(tf);
	assert_non_null(strstr(text, " arbiter Black's flag has fallen\n"));
	free(text);
	assert_int_equal(log_lines, 1);
}

int main(void)
{
	if (access(ALSA_CONF, R_OK) != 0) {
		fprintf(stderr, "skip: %s is missing\n", ALSA_CONF);
		return 77;
	}
	setenv("ALSA_CONFIG_PATH", ALSA_CONF, 1);
	setenv("JACK_NO_START_SERVER", "1", 1);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_card_falls_back),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
