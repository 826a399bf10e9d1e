/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/main.c: annad's entry: arguments, the configuration, then the
 * daemon's modules in order (daemon/annad.h) and back in reverse.
 *
 *   annad [--config FILE] [--check-config] [--state-dir DIR] [--socket PATH]
 *         [--transcript FILE|-] [--no-audio]
 *         [--replay ROLE=FILE.evemu ... [--fast | --speed N]]
 *         [--latency-log FILE]
 *
 * Exit status: 0 stopped by SIGTERM/SIGINT, 1 a failure at run time,
 * 2 a configuration or argument error.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/annad.h"
#include "daemon/config.h"
#include "daemon/devices.h"
#include "daemon/sched.h"
#include "input/dgtport.h"
#include "daemon/storage.h"
#include "speech/output.h"
#include "speech/profile.h"
#include "speech/speaker.h"

#define DEFAULT_CONFIG "/etc/anna/annad.conf" /* as help.annad says */

static struct anna_profile *main_words;

static void free_words(void)
{
	anna_profile_free(main_words);
	main_words = NULL;
}

/* The words of annad's messages before the configuration is read: en
 * (loaded once, freed at exit). */
static const struct anna_profile *words(void)
{
	static bool tried;
	if (!tried) {
		struct anna_error err = { 0 };
		tried = true;
		if (anna_profile_load(NULL, "en", &main_words, &err) != ANNA_OK)
			main_words = NULL; /* render_error: the language-free form */
		atexit(free_words);
	}
	return main_words;
}

/*
 * The usage (help.usage and the first paragraph of help.annad, each line
 * indented), and with all the rest of the help, as `anna CMD --help` does
 * (docs/profiles.md).
 */
static void usage(FILE *f, bool all)
{
	const struct anna_profile *p = words();
	if (!p)
		return;
	char text[4096];
	snprintf(text, sizeof(text), "%s", anna_profile_word(p, ANNA_WORD_HELP_ANNAD));
	fprintf(f, "%s\n", anna_profile_word(p, ANNA_WORD_HELP_USAGE));
	char *rest = strstr(text, "\n\n");
	if (rest)
		*rest = '\0';
	for (char *line = text; line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl++ = '\0';
		fprintf(f, "  %s\n", line);
		line = nl;
	}
	if (all && rest)
		fprintf(f, "\n%s\n", rest + 2);
}

/* Whether an error before the start is also spoken (not for --check-config
 * or --no-audio: someone at a terminal reads it), and in which profile. */
static bool speak_errors = true;
static const char *speak_profile = "fide-de";

/*
 * Says an error that stops annad before its speech starts (a configuration
 * under systemd: nobody reads the log) through the default sound output,
 * in the configured profile's words, else the default profile's. The text
 * is printed first; when the profile, the output or the voice fail, the
 * text is all there is.
 */
static void speak_error(const struct anna_error *err)
{
	struct anna_profile *p = NULL;
	struct anna_error e2 = { 0 };
	if (anna_profile_load(NULL, speak_profile, &p, &e2) != ANNA_OK &&
	    anna_profile_load(NULL, "fide-de", &p, &e2) != ANNA_OK)
		return;
	struct anna_error e = *err;
	e.line = e.column = 0;
	char buf[1024];
	anna_profile_render_error(p, &e, buf, sizeof(buf));
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE };
	struct anna_output *out = NULL;
	struct anna_speaker *sp = NULL;
	if (anna_output_open(&oc, &out) == 0 && !anna_output_fell_back(out)) {
		struct anna_speaker_config sc = { .output = out };
		if (anna_speaker_new(&sc, &sp) == 0) {
			struct anna_listener l = { .name = "player",
						   .voice = { .name = anna_profile_voice(p) } };
			struct anna_utterance u = { .prio = ANNA_PRIO_URGENT, .words = buf };
			u.listener = anna_speaker_add_listener(sp, &l);
			if (u.listener >= 0 && anna_speaker_say(sp, &u, NULL) == 0)
				anna_speaker_wait_idle(sp, 30000);
			anna_speaker_free(sp);
		}
	}
	anna_output_free(out); /* plays out what is left */
	anna_profile_free(p);
}

static void print_error(const struct anna_error *err)
{
	/* config.* messages name the file and the line in their words */
	struct anna_error e = *err;
	e.line = e.column = 0;
	char buf[1024];
	anna_profile_render_error(words(), &e, buf, sizeof(buf));
	fprintf(stderr, "annad: %s\n", buf);
	fflush(stderr);
	if (speak_errors)
		speak_error(err);
}

static int arg_error(enum anna_msg msg, const char *arg)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, msg, arg);
	print_error(&err);
	return 2;
}

/* --check-config: the file is good (or absent: the defaults serve). */
static void config_ok(const char *file)
{
	struct anna_error msg = { 0 };
	char buf[1024];
	if (*file)
		anna_error_set(&msg, ANNA_OK, ANNA_MSG_DAEMON_CONFIG_OK, file);
	else
		anna_error_set(&msg, ANNA_OK, ANNA_MSG_DAEMON_CONFIG_DEFAULTS);
	anna_profile_render_error(words(), &msg, buf, sizeof(buf));
	printf("%s\n", buf);
}

/* --check-config: a device configured but not plugged in now, or no input
 * for the player, is a warning (annad can start: it says what is missing
 * and opens a device when it comes). */
static void config_warnings(const struct anna_config *config)
{
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		const char *spec = config->device[r];
		if (!spec[0] || !strcmp(spec, ANNA_CONFIG_TERMINAL) || anna_dgtport_is_spec(spec))
			continue;
		const char *role = anna_driver_role_str((enum anna_driver_role)r);
		if (anna_devices_plugged(role, spec) == 0) {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_ABSENT_CHECK, config->file,
				       role, spec);
			print_error(&err);
		}
	}
	if (!config->device[ANNA_DRIVER_VI_KEYPAD][0] && !config->device[ANNA_DRIVER_VI_BOARD][0]) {
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_NO_INPUT);
		print_error(&err);
	}
}

int main(int argc, char **argv)
{
	struct anna_daemon_options opt = { 0 };
	const char *state_dir = NULL, *socket = NULL, *transcript = NULL;
	bool check = false;
	char overrides[2048] = "";
	for (int i = 1; i < argc; i++) /* known before any error is said */
		if (!strcmp(argv[i], "--check-config") || !strcmp(argv[i], "--no-audio") ||
		    !strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
			speak_errors = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		bool has_value = i + 1 < argc;
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage(stdout, true);
			return 0;
		} else if (!strcmp(a, "--check-config")) {
			check = true;
		} else if (!strcmp(a, "--fast")) {
			opt.fast = true;
		} else if (!strcmp(a, "--no-audio")) {
			opt.no_audio = true;
		} else if (!strcmp(a, "--config") && has_value) {
			opt.config_path = argv[++i];
		} else if (!strcmp(a, "--state-dir") && has_value) {
			state_dir = argv[++i];
		} else if (!strcmp(a, "--socket") && has_value) {
			socket = argv[++i];
		} else if (!strcmp(a, "--transcript") && has_value) {
			transcript = argv[++i];
		} else if (!strcmp(a, "--speed") && has_value) {
			char *end;
			long v = strtol(argv[++i], &end, 10);
			if (*end || v < 1 || v > 1000)
				return arg_error(ANNA_MSG_DAEMON_SPEED, argv[i]);
			opt.speed = (unsigned)v;
		} else if ((!strcmp(a, "--opponent") || !strcmp(a, "--level") ||
			    !strcmp(a, "--side") || !strcmp(a, "--time-control")) && has_value) {
			/* as annad.conf lines, checked by the same parser */
			const char *key = !strcmp(a, "--opponent") ? "[engine]\nopponent"
					  : !strcmp(a, "--level")  ? "[engine]\nlevel"
					  : !strcmp(a, "--side")   ? "[game]\nvi-side"
								   : "[game]\ntime-control";
			size_t n = strlen(overrides);
			if (!strcmp(a, "--opponent") && !strcmp(argv[i + 1], ANNA_CONFIG_SHARED)) {
				/* a person at the same keypad (docs/player.md) */
				i++;
				snprintf(overrides + n, sizeof(overrides) - n,
					 "[engine]\nopponent = human\n[devices]\nsighted-keypad = %s\n",
					 ANNA_CONFIG_SHARED);
				continue;
			}
			snprintf(overrides + n, sizeof(overrides) - n, "%s = %s\n", key, argv[++i]);
		} else if (!strcmp(a, "--latency-log") && has_value) {
			opt.latency_log = argv[++i];
		} else if (!strcmp(a, "--replay") && has_value) {
			const char *spec = argv[++i], *eq = strchr(spec, '=');
			char role[32];
			snprintf(role, sizeof(role), "%.*s", eq ? (int)(eq - spec) : 0, spec);
			int r = anna_driver_role_from_str(role);
			if (!eq || r < 0 || !eq[1] || opt.replay[r])
				return arg_error(ANNA_MSG_DAEMON_REPLAY, spec);
			opt.replay[r] = eq + 1;
		} else {
			int rc = arg_error(ANNA_MSG_DAEMON_OPTION, a);
			usage(stderr, false);
			return rc;
		}
	}
	struct anna_config config;
	anna_config_default(&config);
	struct anna_error err = { 0 };
	const char *path = opt.config_path ? opt.config_path : DEFAULT_CONFIG;
	enum anna_status st = anna_config_load(&config, path, &err);
	/* The default file may be absent: the defaults serve at once. */
	if (st != ANNA_OK && !(st == ANNA_E_NOTFOUND && !opt.config_path &&
			       err.msg == ANNA_MSG_CONFIG_OPEN)) {
		speak_profile = config.profile; /* as far as the file got */
		print_error(&err);
		return 2;
	}
	if (st != ANNA_OK)
		anna_config_default(&config);
	if (overrides[0]) {
		char file[sizeof(config.file)];
		snprintf(file, sizeof(file), "%s", config.file);
		st = anna_config_parse(&config, "annad", overrides, strlen(overrides), &err);
		snprintf(config.file, sizeof(config.file), "%s", file);
		if (st != ANNA_OK) {
			print_error(&err);
			return 2;
		}
	}
	if (state_dir)
		snprintf(config.state_dir, sizeof(config.state_dir), "%s", state_dir);
	if (socket)
		snprintf(config.socket, sizeof(config.socket), "%s", socket);
	if (transcript)
		snprintf(config.transcript, sizeof(config.transcript), "%s", transcript);
	if (check) {
		config_warnings(&config);
		config_ok(config.file);
		return 0;
	}
	/* one daemon per game, and a directory it can keep the game in,
	 * before anything reads the journal (daemon/storage.h) */
	struct anna_storage *storage = NULL;
	if (anna_storage_open(config.state_dir, &storage, &err) < 0) {
		speak_profile = config.profile;
		print_error(&err);
		return 1;
	}
	/* before any thread: a key's echo preempts a busy engine (sched.h);
	 * a kernel without the request keeps the nice values alone */
	anna_sched_responsive();
	struct anna_daemon *d;
	int rc = anna_daemon_new(&config, &opt, &d);
	if (rc < 0) {
		anna_storage_free(storage);
		return -rc;
	}
	rc = anna_daemon_run(d) < 0 ? 1 : 0;
	anna_daemon_free(d);
	anna_storage_free(storage);
	return rc;
}
