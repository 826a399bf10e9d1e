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
 * (its first frame is the holes' state, DESIGN.md). Each prompt is
 * printed in the profile's words (default fide-de) as it would be spoken.
 * Exit 0 when the map was written, 1 when learning stopped before h8,
 * 2 for bad arguments, a bad recording or a device that cannot be read.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board-io/learn.h"
#include "input/device.h"
#include "input/evemu.h"
#include "speech/profile.h"
#include "speech/render_board.h"
#include "tools/commands.h"
#include "tools/report.h"

#define USAGE \
	"usage: anna boardlearn [--profile NAME] [--window MS] [--pegs start|all|none]\n" \
	"                       (--device DEV | --recording FILE) OUT.map\n"

struct learn_args {
	const char *profile, *device, *recording, *out;
	bool profile_given;
	unsigned window;
	uint64_t pegs;
};

static int parse_args(int argc, char **argv, struct learn_args *a)
{
	memset(a, 0, sizeof(*a));
	a->profile = "fide-de";
	a->window = 30;
	a->pegs = 0xffff00000000ffffull;
	for (int i = 1; i < argc; i++) {
		const char *o = argv[i];
		if (strcmp(o, "--help") == 0) {
			fputs(USAGE, stdout);
			return 1;
		}
		if (o[0] != '-' || o[1] != '-') {
			if (a->out) {
				fprintf(stderr, "anna boardlearn: one OUT.map only, got '%s' too\n"
						USAGE, o);
				return 2;
			}
			a->out = o;
			continue;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "anna boardlearn: %s needs a value\n" USAGE, o);
			return 2;
		}
		const char *v = argv[++i];
		if (strcmp(o, "--profile") == 0) {
			a->profile = v;
			a->profile_given = true;
		} else if (strcmp(o, "--device") == 0) {
			a->device = v;
		} else if (strcmp(o, "--recording") == 0) {
			a->recording = v;
		} else if (strcmp(o, "--window") == 0) {
			char *end;
			long w = strtol(v, &end, 10);
			if (*end || end == v || w < 0 || w > 1000) {
				fprintf(stderr, "anna boardlearn: --window is 0..1000 ms, not '%s'\n"
						USAGE, v);
				return 2;
			}
			a->window = (unsigned)w;
		} else if (strcmp(o, "--pegs") == 0) {
			if (strcmp(v, "start") == 0)
				a->pegs = 0xffff00000000ffffull;
			else if (strcmp(v, "all") == 0)
				a->pegs = ~0ull;
			else if (strcmp(v, "none") == 0)
				a->pegs = 0;
			else {
				fprintf(stderr, "anna boardlearn: --pegs is start, all or none, "
						"not '%s'\n" USAGE, v);
				return 2;
			}
		} else {
			fprintf(stderr, "anna boardlearn: unknown option '%s'\n" USAGE, o);
			return 2;
		}
	}
	if (!a->out || (!a->device == !a->recording)) {
		fprintf(stderr, "anna boardlearn: give OUT.map and one of --device and "
				"--recording\n" USAGE);
		return 2;
	}
	return 0;
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
			printf("%s\n", p.text);
		over |= act[i].kind == ANNA_LEARN_DONE || act[i].kind == ANNA_LEARN_ABORTED;
	}
	fflush(stdout);
	return over;
}

static uint64_t time_ms(const struct input_event *ev)
{
	return (uint64_t)ev->input_event_sec * 1000u + (uint64_t)ev->input_event_usec / 1000u;
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
	size_t i = 0;
	while (i < rec->n_events && !(rec->events[i].type == EV_SYN &&
				      rec->events[i].code == SYN_REPORT))
		i++; /* the first frame: the holes' state, not a change */
	for (i++; i < rec->n_events; i++) {
		const struct input_event *ev = &rec->events[i];
		if (ev->type != EV_KEY)
			continue;
		if (say(profile, act, anna_learn_key(learn, ev->code, ev->value, time_ms(ev),
						     act)))
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
		fprintf(stderr, "anna boardlearn: %s: %s\n", node, strerror(-r));
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
		    say(profile, act, anna_learn_key(learn, ev.code, ev.value, time_ms(&ev), act))) {
			r = 0;
			break;
		}
	}
	if (r < 0)
		fprintf(stderr, "anna boardlearn: %s: %s\n", node, strerror(-r));
	anna_device_free(dev);
	return r;
}

int anna_cmd_boardlearn(int argc, char **argv)
{
	struct learn_args a;
	int rc = parse_args(argc, argv, &a);
	if (rc)
		return rc == 1 ? ANNA_EXIT_OK : ANNA_EXIT_USAGE;
	struct anna_profile *profile = anna_tool_words_profile(a.profile, a.profile_given);
	if (!profile)
		return ANNA_EXIT_USAGE;
	struct anna_learn learn;
	struct anna_learn_action act[ANNA_LEARN_MAX_ACTIONS];
	say(profile, act, anna_learn_start(&learn, a.pegs, a.window, act));
	int r = a.device ? from_device(&learn, profile, a.device)
			 : from_recording(&learn, profile, a.recording);
	anna_profile_free(profile);
	if (r < 0)
		return ANNA_EXIT_USAGE;
	struct anna_boardmap map;
	if (anna_learn_map(&learn, &map) != ANNA_OK) {
		fprintf(stderr, "anna boardlearn: stopped at square %d of 64; no map written\n",
			learn.sq + 1);
		return ANNA_EXIT_FAIL;
	}
	FILE *f = fopen(a.out, "w");
	if (!f || anna_boardmap_write(f, &map) < 0 || fclose(f) != 0) {
		fprintf(stderr, "anna boardlearn: cannot write %s: %s\n", a.out, strerror(errno));
		return ANNA_EXIT_USAGE;
	}
	printf("%s\n", a.out);
	return ANNA_EXIT_OK;
}
