/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_audio.c: `anna audio list` names the sound devices anna can
 * speak to (docs/audio.md); `anna audio test` speaks a move in a profile's
 * words and the three earcons through one of them, to check earphones
 * and loudspeakers before a game. Words from the profile (tools/report.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/position.h"
#include "speech/profile.h"
#include "speech/render.h"
#include "speech/speaker.h"
#include "tools/commands.h"
#include "tools/report.h"

static void print_device(void *ctx, const char *name, int is_default)
{
	(void)ctx;
	if (is_default)
		anna_tool_print(ANNA_WORD_CMD_AUDIO_DEFAULT, name);
	else
		printf("%s\n", name);
}

static int cmd_list(int argc, char **argv)
{
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 0, 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	int n = anna_output_list_devices(print_device, NULL);
	if (n < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_AUDIO);
		return ANNA_EXIT_FAIL;
	}
	if (n == 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_OUTPUT_DEVICE);
		return ANNA_EXIT_FAIL;
	}
	return ANNA_EXIT_OK;
}

/* The device's fallback, in the profile's words. */
static void report(void *ctx, const struct anna_error *err)
{
	(void)ctx;
	anna_tool_report_error(NULL, err);
}

/* The words of e2-e4 in the profile, as anna announces it. */
static int test_phrase(const struct anna_profile *profile, struct anna_phrase *out)
{
	struct anna_position pos;
	struct anna_render_opts opts;
	uint16_t moves[ANNA_MAX_MOVES];
	char uci[6];

	anna_core_init();
	anna_position_start(&pos);
	anna_render_opts_default(&opts);
	size_t n = anna_movegen_legal(&pos, moves);
	for (size_t i = 0; i < n; i++)
		if (strcmp(anna_move_uci(moves[i], uci), "e2e4") == 0)
			return anna_render_move(profile, &pos, moves[i], &opts, out) == ANNA_OK ? 0 : -1;
	return -1;
}

static int cmd_test(int argc, char **argv)
{
	const char *device = NULL, *rate_text = NULL, *volume_text = NULL;
	const struct anna_tool_option opts[] = {
		{ "--device", &device, NULL },
		{ "--rate", &rate_text, NULL },
		{ "--volume", &volume_text, NULL },
		{ NULL, NULL, NULL },
	};
	long rate = 0, volume = 0;
	int nargs;

	anna_tool_set_default_profile("fide-de"); /* the announcement default */
	int rc = anna_tool_parse(argc, argv, opts, 0, 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	if ((rate_text && anna_tool_number("--rate", rate_text, ANNA_SYNTH_RATE_MIN, ANNA_SYNTH_RATE_MAX,
					      &rate) < 0) ||
	    (volume_text && anna_tool_number("--volume", volume_text, 1, ANNA_SYNTH_VOLUME_MAX,
					      &volume) < 0))
		return ANNA_EXIT_USAGE;
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_FAIL;
	struct anna_listener l = { .name = "test",
				   .voice = { .name = anna_profile_voice(profile),
					      .rate = (int)rate, .volume = (int)volume } };
	struct anna_phrase phrase;
	if (test_phrase(profile, &phrase) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_VOICE, l.voice.name);
		return ANNA_EXIT_FAIL;
	}

	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE, .target = device,
					 .report = report };
	struct anna_output *out;
	if (anna_output_open(&oc, &out) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		return ANNA_EXIT_FAIL;
	}
	rc = ANNA_EXIT_OK;
	if (anna_output_fell_back(out)) {
		rc = ANNA_EXIT_FAIL; /* report() said why; the words still come */
	} else {
		char ms[32];
		snprintf(ms, sizeof(ms), "%.1f", anna_output_latency_ms(out));
		anna_tool_print(ANNA_WORD_CMD_AUDIO_DEVICE, anna_output_name(out) + strlen("device:"), ms);
	}
	fflush(stdout);

	struct anna_speaker_config sc = { .output = out, .text = stdout };
	struct anna_speaker *sp;
	if (anna_speaker_new(&sc, &sp) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_ESPEAK);
		anna_output_free(out);
		return ANNA_EXIT_FAIL;
	}
	struct anna_utterance u = { .prio = ANNA_PRIO_MOVE, .words = phrase.text,
				    .say = phrase.speech };
	u.listener = anna_speaker_add_listener(sp, &l);
	if (u.listener < 0 || anna_speaker_say(sp, &u, NULL) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_VOICE, l.voice.name);
		rc = ANNA_EXIT_FAIL;
	}
	for (int e = 0; u.listener >= 0 && e < ANNA_EARCON_COUNT; e++)
		anna_speaker_earcon(sp, u.listener, (enum anna_earcon)e, ANNA_PRIO_MOVE, NULL);
	anna_speaker_wait_idle(sp, 30000);
	anna_speaker_free(sp);
	anna_output_free(out); /* plays out what is left */
	return rc;
}

int anna_cmd_audio(int argc, char **argv)
{
	static const char *const actions[] = { "list", "test", NULL };
	int action;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	return action == 0 ? cmd_list(argc - 1, argv + 1) : cmd_test(argc - 1, argv + 1);
}
