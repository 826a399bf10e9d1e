/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_clock.c: `anna clock`, the time control and the talking clock
 * offline, for arbiters and organisers checking a configuration:
 *
 *   anna clock check [--edition YEAR] CONTROL
 *       reads a control (PGN TimeControl, readable form or preset name)
 *       and prints it in both notations and its RB-1 class (labels and
 *       class in the tool profile's words, cmd.clock.*); a malformed
 *       control exits 2 with the problem in the profile's words.
 *   anna clock presets
 *       lists the presets.
 *   anna clock play [--profile NAME] [--listener white|black]
 *                   [--competition] CONTROL THINK...
 *       plays presses on simulated time, each THINK (a readable duration)
 *       the thinking time of the side on move, and prints every
 *       announcement the clock makes, in words, with its instant; then
 *       both remaining times. Nothing sleeps. Its words (and messages)
 *       are fide-de unless --profile or $ANNA_PROFILE name others.
 * The usage and help are help.clock (tools/report.h).
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

static const char *const editions[] = { "2009", "2014", "2017", NULL };

/* RB-1's class in the profile's words, for each enum anna_tc_class. */
static enum anna_word class_word(enum anna_tc_class cls)
{
	switch (cls) {
	case ANNA_TC_STANDARD: return ANNA_WORD_CMD_CLOCK_STANDARD;
	case ANNA_TC_RAPID: return ANNA_WORD_CMD_CLOCK_RAPID;
	case ANNA_TC_BLITZ: return ANNA_WORD_CMD_CLOCK_BLITZ;
	}
	return ANNA_WORD_CMD_CLOCK_STANDARD;
}

static int cmd_check(int argc, char **argv)
{
	const char *edition = "2017";
	const struct anna_tool_option opts[] = {
		{ "--edition", &edition, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_CONTROL, &nargs);
	if (rc >= 0)
		return rc;
	if (anna_tool_choice("--edition", edition, editions) < 0)
		return ANNA_EXIT_USAGE;
	struct anna_timecontrol tc;
	if (read_control(argv[1], &tc) < 0)
		return ANNA_EXIT_USAGE;
	char buf[512];
	enum anna_tc_class cls;
	anna_tc_write_pgn(&tc, buf, sizeof(buf));
	anna_tool_print(ANNA_WORD_CMD_CLOCK_PGN, buf);
	anna_tc_write_readable(&tc, buf, sizeof(buf));
	anna_tool_print(ANNA_WORD_CMD_CLOCK_READABLE, buf);
	anna_tc_classify(&tc, (unsigned)atoi(edition), false, &cls);
	anna_tool_print(class_word(cls), edition);
	return ANNA_EXIT_OK;
}

static int cmd_presets(int argc, char **argv)
{
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 0, 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
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

static const char *const sides[] = { "white", "black", NULL };

static int cmd_play(int argc, char **argv)
{
	const char *listener = NULL, *seconds_below = NULL;
	struct anna_render_clock_opts opts;
	bool competition = false;
	anna_render_clock_opts_default(&opts);
	const struct anna_tool_option topts[] = {
		{ "--listener", &listener, NULL },
		{ "--competition", NULL, &competition },
		{ "--seconds-below", &seconds_below, NULL },
		{ NULL, NULL, NULL },
	};
	/* the announcements' words are the tool's: FIDE unless chosen */
	anna_tool_set_default_profile("fide-de");
	int nargs;
	int rc = anna_tool_parse(argc, argv, topts, 1, -1, ANNA_MSG_TOOL_MISSING_CONTROL,
				 &nargs);
	if (rc >= 0)
		return rc;
	if (listener) {
		int side = anna_tool_choice("--listener", listener, sides);
		if (side < 0)
			return ANNA_EXIT_USAGE;
		opts.listener = side == 0 ? ANNA_WHITE : ANNA_BLACK;
	}
	if (seconds_below) {
		/* durations are said with their seconds under this many
		 * minutes (render_clock.h; 100 hours is the longest control) */
		long minutes;
		if (anna_tool_number("--seconds-below", seconds_below, 0, 6000, &minutes) < 0)
			return ANNA_EXIT_USAGE;
		opts.seconds_below_ms = (uint64_t)minutes * 60000;
	}
	if (competition && opts.listener < 0)
		return anna_tool_usage_error(ANNA_MSG_TOOL_NEEDS_OPTION, "--competition",
					     "--listener");
	const char *control = argv[1];
	char **thinks = argv + 2; /* argv[2..nargs] */
	const int nthinks = nargs - 1;
	struct anna_error err;
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_USAGE;
	struct anna_timecontrol tc;
	if (read_control(control, &tc) < 0)
		return ANNA_EXIT_USAGE;
	/* Every THINK is checked before anything is played. */
	uint64_t *think = calloc((size_t)nthinks + 1, sizeof(*think));
	if (!think) {
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		return ANNA_EXIT_FAIL;
	}
	const int n = nthinks;
	for (int i = 0; i < n; i++) {
		struct anna_timecontrol one;
		/* a THINK reads as a one-period control: its base time */
		if (anna_tc_parse_readable(thinks[i], &one, NULL) != ANNA_OK ||
		    one.nperiods != 1 || one.periods[0].moves ||
		    one.periods[0].bonus != ANNA_TC_BONUS_NONE) {
			free(think);
			return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_THINK, thinks[i]);
		}
		think[i] = one.periods[0].base_ms;
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
		return ANNA_EXIT_USAGE;
	}
	/* every step's status is checked: a clock that refuses one is
	 * reported, never played on */
	uint64_t now = 0;
	enum anna_status st = anna_clock_start(c, now, ANNA_WHITE, &err);
	for (int k = 0; k < n && st == ANNA_OK; k++) {
		uint64_t at = now + think[k], d;
		while (st == ANNA_OK && (d = anna_clock_next_deadline(c)) <= at) {
			st = anna_clock_advance(c, d, &err);
			say_all(c, profile, &opts);
		}
		if (st == ANNA_OK)
			st = anna_clock_press(c, at, anna_clock_side_to_move(c), &err);
		say_all(c, profile, &opts);
		now = at;
	}
	struct anna_clock_announcement a;
	struct anna_phrase p;
	if (st == ANNA_OK)
		st = anna_clock_query(c, now, ANNA_CLOCK_Q_BOTH_TIMES,
				      opts.listener < 0 ? ANNA_WHITE : opts.listener, &a, &err);
	if (st == ANNA_OK) {
		a.listener = opts.listener;
		anna_render_clock(profile, &a, &opts, &p);
		print_time(now);
		printf("%s\n", p.text);
	} else {
		anna_tool_report_error(control, &err);
	}
	anna_clock_free(c);
	free(think);
	return st == ANNA_OK ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
}

int anna_cmd_clock(int argc, char **argv)
{
	static const char *const actions[] = { "check", "presets", "play", NULL };
	int action;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	if (action == 0)
		return cmd_check(argc - 1, argv + 1);
	if (action == 1)
		return cmd_presets(argc - 1, argv + 1);
	return cmd_play(argc - 1, argv + 1);
}
