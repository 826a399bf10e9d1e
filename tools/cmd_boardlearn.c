/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_boardlearn.c: `anna boardlearn` runs learn mode
 * (board-io/learn.h): it asks, square by square, to lift a piece and put
 * it back (or to seat a peg and take it out on an empty hole), follows the
 * board's keys, and writes the map file when all 64 squares are known.
 *
 *   anna boardlearn [--profile NAME] [--window MS] [--pegs start|all|none]
 *                   (--device DEV | --recording FILE) OUT.map
 *
 * With --device the board is read live (grabbed while learning); with
 * --recording an evemu recording of a learn session is played instead
 * (its first frame is the holes' state, docs/sensor-board.md). Each prompt is
 * printed in the profile's words as it would be spoken (--profile, else
 * $ANNA_PROFILE, else fide-de; the messages in the same words).
 * Exit 0 when the map was written, 1 when learning stopped before h8,
 * 2 for bad arguments, a bad recording or a device that cannot be read.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-io/debounce.h"
#include "board-io/decode.h"
#include "board-io/learn.h"
#include "input/device.h"
#include "input/evemu.h"
#include "input/file.h"
#include "speech/profile.h"
#include "speech/render_board.h"
#include "tools/commands.h"
#include "tools/report.h"

struct learn_args {
	const char *device, *recording, *out;
	unsigned window;
	uint64_t pegs;
};

static const char *const pegs[] = { "start", "all", "none", NULL };
static const uint64_t pegs_mask[] = { 0xffff00000000ffffull, ~0ull, 0 };

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct learn_args *a)
{
	const char *window = NULL, *peg = "start";
	memset(a, 0, sizeof(*a));
	const struct anna_tool_option opts[] = {
		{ "--device", &a->device, NULL },
		{ "--recording", &a->recording, NULL },
		{ "--window", &window, NULL },
		{ "--pegs", &peg, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	a->out = argv[1];
	if (!a->device == !a->recording) {
		anna_tool_report_word(ANNA_WORD_CMD_BOARDLEARN_SOURCE);
		return anna_tool_usage();
	}
	long w = ANNA_DEBOUNCE_DEFAULT_MS;
	int p = anna_tool_choice("--pegs", peg, pegs);
	if (p < 0 || (window && anna_tool_number("--window", window, 0, ANNA_DEBOUNCE_MAX_MS, &w) < 0))
		return ANNA_EXIT_USAGE;
	a->pegs = pegs_mask[p];
	a->window = (unsigned)w;
	return -1;
}

/* Prints the actions in words; true once learning is over. */
static bool say(const struct anna_profile *profile, const struct anna_learn_action *act,
		size_t n)
{
	bool over = false;
	for (size_t i = 0; i < n; i++) {
		struct anna_phrase p;
		if (anna_render_board_learn(profile, anna_learn_kind_str(act[i].kind), act[i].sq,
					    act[i].other, &p) == ANNA_OK)
			puts(p.text);
		over |= act[i].kind == ANNA_LEARN_DONE || act[i].kind == ANNA_LEARN_ABORTED;
	}
	fflush(stdout);
	return over;
}

static int from_recording(struct anna_learn *learn, const struct anna_profile *profile,
			  const char *path)
{
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	struct anna_learn_action act[ANNA_LEARN_MAX_ACTIONS];
	if (anna_evemu_load(path, &rec, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return -EINVAL;
	}
	/* after the first frame: the holes' state, not a change */
	for (size_t i = anna_evemu_first_frame(rec); i < rec->n_events; i++) {
		const struct input_event *ev = &rec->events[i];
		if (ev->type != EV_KEY)
			continue;
		if (say(profile, act, anna_learn_key(learn, ev->code, ev->value,
						     anna_decode_time_ms(ev), act)))
			break;
	}
	anna_evemu_free(rec);
	return 0;
}

static int from_device(struct anna_learn *learn, const struct anna_profile *profile,
		       const char *node)
{
	struct anna_device *dev = NULL;
	struct anna_learn_action act[ANNA_LEARN_MAX_ACTIONS];
	int r = anna_device_open(node, true, &dev);
	if (r < 0) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, node, anna_input_errno_name(-r));
		return r;
	}
	for (;;) {
		struct input_event ev;
		bool resync;
		r = anna_device_read(dev, &ev, &resync);
		if (r == -EAGAIN) {
			struct pollfd pfd = { anna_device_fd(dev), POLLIN, 0 };
			if (poll(&pfd, 1, -1) < 0 && errno != EINTR) {
				r = -errno;
				break;
			}
			continue;
		}
		if (r < 0)
			break;
		if (ev.type == EV_KEY &&
		    say(profile, act, anna_learn_key(learn, ev.code, ev.value,
							    anna_decode_time_ms(&ev), act))) {
			r = 0;
			break;
		}
	}
	if (r < 0)
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, node, anna_input_errno_name(-r));
	anna_device_free(dev);
	return r;
}

int anna_cmd_boardlearn(int argc, char **argv)
{
	struct learn_args a;
	/* the FIDE words unless --profile or $ANNA_PROFILE name others */
	anna_tool_set_default_profile("fide-de");
	int rc = parse_args(argc, argv, &a);
	if (rc >= 0)
		return rc;
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_USAGE;
	struct anna_learn learn;
	struct anna_learn_action act[ANNA_LEARN_MAX_ACTIONS];
	say(profile, act, anna_learn_start(&learn, a.pegs, a.window, act));
	int r = a.device ? from_device(&learn, profile, a.device)
			 : from_recording(&learn, profile, a.recording);
	if (r < 0)
		return ANNA_EXIT_USAGE;
	struct anna_boardmap map;
	if (anna_learn_map(&learn, &map) != ANNA_OK) {
		char number[16];
		snprintf(number, sizeof(number), "%d", learn.sq + 1);
		anna_tool_report_word(ANNA_WORD_CMD_BOARDLEARN_STOPPED, number);
		return ANNA_EXIT_FAIL;
	}
	FILE *f = fopen(a.out, "w");
	int w = f ? anna_boardmap_write(f, &map) : -errno;
	if (f && fclose(f) != 0 && w == 0)
		w = -errno;
	if (w < 0) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, a.out, anna_input_errno_name(-w));
		return ANNA_EXIT_USAGE;
	}
	anna_tool_print(ANNA_WORD_CMD_BOARDLEARN_WRITTEN, a.out);
	return ANNA_EXIT_OK;
}
