/*
 * tools/cmd_audio.c: `anna audio list` names the sound devices anna can
 * speak to (docs/audio.md); `anna audio test` speaks a move in a profile's
 * words and the three earcons through one of them, to check earphones
 * and speakers before a game.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/position.h"
#include "speech/profile.h"
#include "speech/render.h"
#include "speech/speaker.h"
#include "tools/commands.h"

static int usage(void)
{
	fprintf(stderr, "usage: anna audio list\n"
			"       anna audio test [--device NAME] [--profile P] [--rate WPM] [--volume 0-200]\n");
	return ANNA_EXIT_USAGE;
}

static void print_device(void *ctx, const char *name, int is_default)
{
	(void)ctx;
	printf("%s%s\n", name, is_default ? "  (default)" : "");
}

static void log_stderr(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "anna audio: %s\n", line);
}

static int number(const char *s, int lo, int hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

/* The words of e2-e4 in the profile, as anna announces it. */
static int test_phrase(const struct anna_profile *profile, struct anna_phrase *out)
{
	struct anna_position pos;
	struct anna_render_opts opts;
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n;
	char uci[6];

	anna_core_init();
	anna_position_start(&pos);
	anna_render_opts_default(&opts);
	n = anna_movegen_legal(&pos, moves);
	for (size_t i = 0; i < n; i++)
		if (strcmp(anna_move_uci(moves[i], uci), "e2e4") == 0)
			return anna_render_move(profile, &pos, moves[i], &opts, out) == ANNA_OK ? 0 : -1;
	return -1;
}

static int audio_test(int argc, char **argv)
{
	const char *device = NULL, *profile_name = "fide-de";
	int rate = 0, volume = 0, rc = ANNA_EXIT_OK;
	struct anna_profile *profile;
	struct anna_error err;
	struct anna_phrase phrase;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE, .log = log_stderr };
	struct anna_output *out;
	struct anna_speaker *sp;
	struct anna_speaker_config sc = { .text = stdout };

	for (int i = 1; i < argc; i++) {
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!v)
			return usage();
		if (strcmp(argv[i], "--device") == 0)
			device = v;
		else if (strcmp(argv[i], "--profile") == 0)
			profile_name = v;
		else if (strcmp(argv[i], "--rate") == 0) {
			if (number(v, 80, 450, &rate) < 0) {
				fprintf(stderr, "anna audio: --rate wants 80 to 450 words a minute, not '%s'\n", v);
				return ANNA_EXIT_USAGE;
			}
		} else if (strcmp(argv[i], "--volume") == 0) {
			if (number(v, 1, 200, &volume) < 0) {
				fprintf(stderr, "anna audio: --volume wants 1 to 200, not '%s'\n", v);
				return ANNA_EXIT_USAGE;
			}
		} else
			return usage();
		i++;
	}
	if (anna_profile_load(NULL, profile_name, &profile, &err) != ANNA_OK) {
		char msg[1024];
		anna_profile_render_error(NULL, &err, msg, sizeof(msg)); /* in English */
		fprintf(stderr, "anna audio: %s\n", msg);
		return ANNA_EXIT_USAGE;
	}
	if (test_phrase(profile, &phrase) < 0) {
		fprintf(stderr, "anna audio: the profile %s cannot say e2-e4\n", profile_name);
		anna_profile_free(profile);
		return ANNA_EXIT_FAIL;
	}
	oc.target = device;
	if (anna_output_open(&oc, &out) < 0) {
		anna_profile_free(profile);
		return ANNA_EXIT_FAIL;
	}
	if (anna_output_fell_back(out))
		rc = ANNA_EXIT_FAIL; /* the log line said why */
	else
		printf("device %s, output latency %.1f ms\n", anna_output_name(out),
		       anna_output_latency_ms(out));
	sc.output = out;
	if (anna_speaker_new(&sc, &sp) < 0) {
		fprintf(stderr, "anna audio: espeak-ng cannot be loaded\n");
		anna_output_free(out);
		anna_profile_free(profile);
		return ANNA_EXIT_FAIL;
	}
	struct anna_listener l = { .name = "test",
				   .voice = { .name = anna_profile_voice(profile),
					      .rate = rate, .volume = volume } };
	struct anna_utterance u = { .prio = ANNA_PRIO_MOVE, .words = phrase.text,
				    .say = phrase.speech };
	u.listener = anna_speaker_add_listener(sp, &l);
	if (u.listener < 0 || anna_speaker_say(sp, &u, NULL) < 0) {
		fprintf(stderr, "anna audio: the voice %s cannot speak\n", l.voice.name);
		rc = ANNA_EXIT_FAIL;
	}
	for (int e = 0; rc == ANNA_EXIT_OK && e < ANNA_EARCON_COUNT; e++)
		anna_speaker_earcon(sp, u.listener, (enum anna_earcon)e, ANNA_PRIO_MOVE, NULL);
	anna_speaker_wait_idle(sp, 30000);
	anna_speaker_free(sp);
	anna_output_free(out); /* plays out what is left */
	anna_profile_free(profile);
	return rc;
}

int anna_cmd_audio(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "list") == 0 && argc == 2) {
		int n = anna_output_list_devices(print_device, NULL);
		if (n < 0) {
			fprintf(stderr, "anna audio: PortAudio cannot start\n");
			return ANNA_EXIT_FAIL;
		}
		if (n == 0) {
			fprintf(stderr, "anna audio: no output device (anna speaks to its text sink only)\n");
			return ANNA_EXIT_FAIL;
		}
		return ANNA_EXIT_OK;
	}
	if (argc >= 2 && strcmp(argv[1], "test") == 0)
		return audio_test(argc - 1, argv + 1);
	return usage();
}
