/*
 * tools/cmd_clock.c: `anna clock`, the time control and the talking clock
 * offline, for arbiters and organisers checking a configuration:
 *
 *   anna clock check [--edition YEAR] [--profile NAME] CONTROL
 *       reads a control (PGN TimeControl, readable form or preset name)
 *       and prints it in both notations and its RB-1 class; a malformed
 *       control exits 2 with the problem in the profile's words.
 *   anna clock presets
 *       lists the presets.
 *   anna clock play [--profile NAME] [--listener white|black]
 *                   [--competition] CONTROL THINK...
 *       plays presses on simulated time, each THINK (a readable duration)
 *       the thinking time of the side on move, and prints every
 *       announcement the clock makes, in words, with its instant; then
 *       both remaining times. Nothing sleeps.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/timecontrol.h"
#include "speech/profile.h"
#include "speech/render_clock.h"
#include "tools/commands.h"
#include "tools/report.h"

static int usage(FILE *out)
{
	fprintf(out,
		"usage: anna clock check [--edition YEAR] [--profile NAME] CONTROL\n"
		"       anna clock presets\n"
		"       anna clock play [--profile NAME] [--listener white|black]\n"
		"                       [--competition] CONTROL THINK...\n"
		"CONTROL: PGN (40/5400+30:1800+30), readable (90m/40 + 30m, +30s)\n"
		"or a preset name; THINK: a duration such as 12s or 1m30s.\n");
	return out == stdout ? ANNA_EXIT_OK : ANNA_EXIT_USAGE;
}

static int read_control(const char *text, struct anna_timecontrol *tc)
{
	struct anna_error err;
	if (anna_tc_preset(text, tc, NULL) == ANNA_OK)
		return 0;
	if (anna_tc_parse(text, tc, &err) != ANNA_OK) {
		anna_tool_report_error(text, &err);
		return -1;
	}
	return 0;
}

static int cmd_check(int argc, char **argv)
{
	const char *control = NULL, *profile_name = NULL;
	unsigned edition = 2017;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--edition") == 0 && i + 1 < argc) {
			char *end;
			edition = (unsigned)strtoul(argv[++i], &end, 10);
			if (*end || (edition != 2009 && edition != 2014 && edition != 2017)) {
				fprintf(stderr, "anna clock: --edition is 2009, 2014 or 2017, "
					"not '%s'\n", argv[i]);
				return usage(stderr);
			}
		} else if (strcmp(argv[i], "--profile") == 0 && i + 1 < argc) {
			profile_name = argv[++i];
		} else if (!control) {
			control = argv[i];
		} else {
			fprintf(stderr, "anna clock: one CONTROL only, got '%s' too\n", argv[i]);
			return usage(stderr);
		}
	}
	if (!control) {
		fprintf(stderr, "anna clock: CONTROL missing\n");
		return usage(stderr);
	}
	if (profile_name && anna_tool_set_profile(profile_name) < 0)
		return ANNA_EXIT_USAGE;
	struct anna_timecontrol tc;
	int rc = ANNA_EXIT_USAGE;
	if (read_control(control, &tc) == 0) {
		char buf[512];
		enum anna_tc_class cls;
		anna_tc_write_pgn(&tc, buf, sizeof(buf));
		printf("pgn: %s\n", buf);
		anna_tc_write_readable(&tc, buf, sizeof(buf));
		printf("readable: %s\n", buf);
		anna_tc_classify(&tc, edition, false, &cls);
		printf("class (%u): %s\n", edition, anna_tc_class_str(cls));
		rc = ANNA_EXIT_OK;
	}
	return rc;
}

static int cmd_presets(void)
{
	const char *name;
	for (size_t i = 0; (name = anna_tc_preset_name(i)); i++) {
		struct anna_timecontrol tc;
		char pgn[128], readable[256];
		anna_tc_preset(name, &tc, NULL);
		anna_tc_write_pgn(&tc, pgn, sizeof(pgn));
		anna_tc_write_readable(&tc, readable, sizeof(readable));
		printf("%-16s %-30s %s\n", name, pgn, readable);
	}
	return ANNA_EXIT_OK;
}

static void print_time(uint64_t ms)
{
	char clk[32];
	anna_clock_write_clk(ms, true, clk, sizeof(clk));
	printf("%-12s ", clk);
}

static void say_all(struct anna_clock *c, const struct anna_profile *profile,
		    const struct anna_render_clock_opts *opts)
{
	struct anna_clock_announcement a;
	while (anna_clock_poll(c, &a)) {
		struct anna_phrase p;
		print_time(a.at_ms);
		if (anna_render_clock(profile, &a, opts, &p) == ANNA_OK)
			printf("%s\n", p.text);
		else
			printf("(%s)\n", anna_clock_ann_kind_str(a.kind));
	}
}

static int cmd_play(int argc, char **argv)
{
	const char *control = NULL, *profile_name = "fide-de";
	struct anna_render_clock_opts opts;
	bool competition = false;
	int first_think = 0;
	anna_render_clock_opts_default(&opts);
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--profile") == 0 && i + 1 < argc) {
			profile_name = argv[++i];
		} else if (strcmp(argv[i], "--listener") == 0 && i + 1 < argc) {
			i++;
			if (strcmp(argv[i], "white") == 0) {
				opts.listener = ANNA_WHITE;
			} else if (strcmp(argv[i], "black") == 0) {
				opts.listener = ANNA_BLACK;
			} else {
				fprintf(stderr, "anna clock: --listener is white or black, "
					"not '%s'\n", argv[i]);
				return usage(stderr);
			}
		} else if (strcmp(argv[i], "--competition") == 0) {
			competition = true;
		} else {
			control = argv[i];
			first_think = i + 1;
			break;
		}
	}
	if (!control) {
		fprintf(stderr, "anna clock: CONTROL missing\n");
		return usage(stderr);
	}
	if (competition && opts.listener < 0) {
		fprintf(stderr, "anna clock: --competition needs --listener (the "
			"visually impaired player's side)\n");
		return usage(stderr);
	}
	/* the announcements' words, and the tool's messages too */
	struct anna_profile *profile;
	struct anna_error err;
	if (anna_tool_set_profile(profile_name) < 0)
		return ANNA_EXIT_USAGE;
	if (anna_profile_load(NULL, profile_name, &profile, &err) != ANNA_OK) {
		anna_tool_report_error(profile_name, &err);
		return ANNA_EXIT_USAGE;
	}
	struct anna_timecontrol tc;
	if (read_control(control, &tc) < 0) {
		anna_profile_free(profile);
		return ANNA_EXIT_USAGE;
	}
	/* Every THINK is checked before anything is played. */
	uint64_t *think = calloc((size_t)(argc - first_think) + 1, sizeof(*think));
	if (!think) {
		anna_profile_free(profile);
		return ANNA_EXIT_FAIL;
	}
	int n = 0;
	for (int i = first_think; i < argc; i++, n++) {
		struct anna_timecontrol one;
		/* a THINK reads as a one-period control: its base time */
		if (anna_tc_parse_readable(argv[i], &one, NULL) != ANNA_OK ||
		    one.nperiods != 1 || one.periods[0].moves ||
		    one.periods[0].bonus != ANNA_TC_BONUS_NONE) {
			fprintf(stderr, "anna clock: THINK '%s' is not a positive duration such "
				"as 12s or 1m30s\n", argv[i]);
			free(think);
			anna_profile_free(profile);
			return ANNA_EXIT_USAGE;
		}
		think[n] = one.periods[0].base_ms;
	}

	struct anna_clock_settings set;
	struct anna_clock *c;
	anna_clock_settings_default(&set, &tc);
	if (competition) {
		set.mode = ANNA_CLOCK_COMPETITION;
		set.vi_side = opts.listener;
		set.competition_warnings = true;
	}
	if (anna_clock_new(&tc, &set, &c, &err) != ANNA_OK) {
		anna_tool_report_error(control, &err);
		free(think);
		anna_profile_free(profile);
		return ANNA_EXIT_USAGE;
	}
	uint64_t now = 0;
	anna_clock_start(c, now, ANNA_WHITE, NULL);
	for (int k = 0; k < n; k++) {
		uint64_t at = now + think[k], d;
		while ((d = anna_clock_next_deadline(c)) <= at) {
			anna_clock_advance(c, d, NULL);
			say_all(c, profile, &opts);
		}
		anna_clock_press(c, at, anna_clock_side_to_move(c), NULL);
		say_all(c, profile, &opts);
		now = at;
	}
	struct anna_clock_announcement a;
	struct anna_phrase p;
	anna_clock_query(c, now, ANNA_CLOCK_Q_BOTH_TIMES,
			 opts.listener < 0 ? ANNA_WHITE : opts.listener, &a, NULL);
	a.listener = opts.listener;
	anna_render_clock(profile, &a, &opts, &p);
	print_time(now);
	printf("%s\n", p.text);
	anna_clock_free(c);
	free(think);
	anna_profile_free(profile);
	return ANNA_EXIT_OK;
}

int anna_cmd_clock(int argc, char **argv)
{
	if (argc < 2)
		return usage(stderr);
	if (strcmp(argv[1], "--help") == 0)
		return usage(stdout);
	if (strcmp(argv[1], "check") == 0)
		return cmd_check(argc - 1, argv + 1);
	if (strcmp(argv[1], "presets") == 0)
		return cmd_presets();
	if (strcmp(argv[1], "play") == 0)
		return cmd_play(argc - 1, argv + 1);
	fprintf(stderr, "anna clock: unknown subcommand '%s'\n", argv[1]);
	return usage(stderr);
}
