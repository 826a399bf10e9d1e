/*
 * tools/cmd_record.c: `anna record [options] DEVICE FILE`: records a real
 * input device (a keypad, a sensor board) into an evemu file that anna
 * replay and the tests read (input/evemu.h). The device is named as in
 * the configuration: a node or link under /dev/input, name:NAME or
 * ids:VVVV:PPPP. The keys down when recording starts are written first,
 * as key-down events at the first event's time (DESIGN.md: evemu has no
 * line for a key's initial state). It stops on Ctrl-C, after --count
 * events, or when the device is unplugged, and keeps what it recorded.
 * `anna record --check FILE` reads a recording and says what it holds, or
 * what is wrong with it and on which line.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "input/device.h"
#include "input/evemu.h"
#include "input/hotplug.h"
#include "tools/commands.h"
#include "tools/report.h"

#define RECORD_USAGE \
	"record [--profile NAME] [--role ROLE] [--grab] [--count N] DEVICE FILE\n" \
	"       anna record [--profile NAME] --check FILE"

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static int usage(void)
{
	fprintf(stderr, "usage: anna " RECORD_USAGE "\n");
	return ANNA_EXIT_USAGE;
}

static void help(void)
{
	printf("usage: anna " RECORD_USAGE "\n\n"
	       "Records the events of an input device into FILE (evemu format; - is\n"
	       "standard output) until Ctrl-C, N events, or the device is unplugged.\n"
	       "  DEVICE           /dev/input/eventN, a /dev/input/by-id link,\n"
	       "                   name:NAME or ids:VENDOR:PRODUCT (hexadecimal)\n"
	       "  --role ROLE      what the device is for, named in messages:\n"
	       "                   vi-keypad (default), sighted-keypad, arbiter-keypad,\n"
	       "                   vi-board, sighted-board\n"
	       "  --grab           take the device for the recording alone\n"
	       "  --count N        stop after N events\n"
	       "  --profile NAME   words of messages (default $ANNA_PROFILE, else en)\n"
	       "  --check FILE     read a recording: its device, events and length,\n"
	       "                   or its first error and the line it is on\n");
}

struct found {
	struct anna_hotplug_report report;
	bool any;
};

static void keep_report(void *ctx, const struct anna_hotplug_report *r)
{
	struct found *f = ctx;
	f->report = *r;
	f->any = true;
}

/*
 * Opens the device named by spec: a path directly, a name or ids through
 * udev. On failure fills *err with the device message and returns -errno.
 */
static int find_device(const char *spec, enum anna_device_role role, bool grab,
		       struct anna_hotplug **hp_out, struct anna_device **dev,
		       struct anna_error *err)
{
	struct anna_device_match match;
	if (anna_device_match_parse(spec, &match) < 0)
		return -EINVAL;
	struct anna_hotplug_report r;
	memset(&r, 0, sizeof(r));
	r.role = role;
	if (match.kind == ANNA_MATCH_PATH) {
		int rc = anna_device_open(match.text, grab, dev);
		if (rc < 0) {
			r.kind = ANNA_HOTPLUG_FAILED;
			r.err = rc;
			snprintf(r.node, sizeof(r.node), "%s", match.text);
			anna_hotplug_report_error(&r, err);
		}
		return rc;
	}
	struct found f = { .any = false };
	struct anna_hotplug *hp;
	int rc = anna_hotplug_new(keep_report, &f, &hp);
	if (rc < 0)
		return rc;
	anna_hotplug_add_slot(hp, role, &match, grab);
	rc = anna_hotplug_scan(hp);
	if (rc == 0 && f.any && f.report.kind == ANNA_HOTPLUG_OPENED) {
		*dev = anna_hotplug_device(hp, 0);
		*hp_out = hp;
		return 0;
	}
	if (f.any) {
		anna_hotplug_report_error(&f.report, err);
		rc = f.report.err ? f.report.err : -ENODEV;
	} else {
		r.kind = ANNA_HOTPLUG_FAILED;
		r.err = -ENOENT;
		snprintf(r.node, sizeof(r.node), "%s", spec);
		anna_hotplug_report_error(&r, err);
		rc = -ENOENT;
	}
	anna_hotplug_free(hp);
	return rc;
}

/* The keys down at the start, as key-down events at time t, then a frame end. */
static int write_initial_state(FILE *out, const struct anna_device *dev,
			       const struct input_event *first)
{
	unsigned codes[KEY_MAX + 1];
	size_t n = anna_device_keys_down(dev, codes, KEY_MAX + 1);
	if (n == 0)
		return 0;
	struct input_event ev = *first;
	int rc = 0;
	for (size_t i = 0; rc == 0 && i < n; i++) {
		ev.type = EV_KEY;
		ev.code = (uint16_t)codes[i];
		ev.value = 1;
		rc = anna_evemu_write_event(out, &ev);
	}
	ev.type = EV_SYN;
	ev.code = SYN_REPORT;
	ev.value = 0;
	return rc ? rc : anna_evemu_write_event(out, &ev);
}

struct args {
	const char *profile;
	const char *check;
	enum anna_device_role role;
	bool grab;
	long count;
	const char *device, *file;
};

static int parse_args(int argc, char **argv, struct args *a)
{
	a->profile = NULL;
	a->check = NULL;
	a->role = ANNA_ROLE_VI_KEYPAD;
	a->grab = false;
	a->count = -1;
	a->device = a->file = NULL;
	for (int i = 1; i < argc; i++) {
		const char *s = argv[i];
		if (strcmp(s, "--help") == 0) {
			help();
			return 1;
		} else if (strcmp(s, "--grab") == 0) {
			a->grab = true;
		} else if (strcmp(s, "--profile") == 0 && i + 1 < argc) {
			a->profile = argv[++i];
		} else if (strcmp(s, "--check") == 0 && i + 1 < argc) {
			a->check = argv[++i];
		} else if (strcmp(s, "--role") == 0 && i + 1 < argc) {
			if (anna_device_role_from_str(argv[++i], &a->role) < 0)
				return -1;
		} else if (strcmp(s, "--count") == 0 && i + 1 < argc) {
			char *end;
			errno = 0;
			a->count = strtol(argv[++i], &end, 10);
			if (errno || *end || a->count <= 0)
				return -1;
		} else if (s[0] == '-' && s[1] != '\0') {
			return -1;
		} else if (!a->device) {
			a->device = s;
		} else if (!a->file) {
			a->file = s;
		} else {
			return -1;
		}
	}
	if (a->check)
		return a->device ? -1 : 0;
	return a->device && a->file ? 0 : -1;
}

/* --check: what a recording holds, or its first error with the line. */
static int check(const char *path)
{
	struct anna_evemu *rec;
	struct anna_error err;
	if (anna_evemu_load(path, &rec, &err) < 0) {
		anna_tool_report_error(path, &err);
		return ANNA_EXIT_USAGE;
	}
	uint64_t first = 0, last = 0;
	if (rec->n_events > 0) {
		first = anna_evemu_time_us(&rec->events[0]);
		last = anna_evemu_time_us(&rec->events[rec->n_events - 1]);
	}
	printf("%s: \"%s\" %04x:%04x, %zu events from %llu.%06llu to %llu.%06llu\n", path,
	       rec->name, rec->vendor, rec->product, rec->n_events,
	       (unsigned long long)(first / 1000000), (unsigned long long)(first % 1000000),
	       (unsigned long long)(last / 1000000), (unsigned long long)(last % 1000000));
	anna_evemu_free(rec);
	return ANNA_EXIT_OK;
}

static int record(FILE *out, struct anna_device *dev, long count)
{
	struct anna_evemu *desc = anna_evemu_new();
	if (!desc)
		return ANNA_EXIT_FAIL;
	anna_device_describe(dev, desc);
	int rc = anna_evemu_write_description(out, desc);
	anna_evemu_free(desc);
	long seen = 0;
	bool first = true;
	while (rc == 0 && !stop && (count < 0 || seen < count)) {
		struct input_event ev;
		bool resync;
		int r = anna_device_read(dev, &ev, &resync);
		if (r == -EAGAIN) {
			fflush(out);
			struct pollfd p = { anna_device_fd(dev), POLLIN, 0 };
			if (poll(&p, 1, -1) < 0 && errno != EINTR)
				rc = -errno;
			continue;
		}
		if (r == -ENODEV) {
			struct anna_hotplug_report gone;
			memset(&gone, 0, sizeof(gone));
			gone.kind = ANNA_HOTPLUG_GONE;
			snprintf(gone.node, sizeof(gone.node), "%s", anna_device_node(dev));
			snprintf(gone.name, sizeof(gone.name), "%s", anna_device_name(dev));
			struct anna_error err;
			anna_hotplug_report_error(&gone, &err);
			anna_tool_report_error("record", &err);
			break;
		}
		if (r < 0) {
			rc = r;
			break;
		}
		if (first) {
			rc = write_initial_state(out, dev, &ev);
			first = false;
		}
		if (rc == 0)
			rc = anna_evemu_write_event(out, &ev);
		seen++;
	}
	if (fflush(out) != 0 && rc == 0)
		rc = -errno;
	if (rc < 0) {
		fprintf(stderr, "anna: record: %s\n", strerror(-rc));
		return ANNA_EXIT_FAIL;
	}
	return ANNA_EXIT_OK;
}

int anna_cmd_record(int argc, char **argv)
{
	struct args a;
	int p = parse_args(argc, argv, &a);
	if (p > 0)
		return ANNA_EXIT_OK;
	if (p < 0)
		return usage();

	if (a.profile && anna_tool_set_profile(a.profile) < 0)
		return ANNA_EXIT_USAGE;
	if (a.check)
		return check(a.check);
	struct anna_error err;
	struct anna_hotplug *hp = NULL;
	struct anna_device *dev = NULL;
	int rc = find_device(a.device, a.role, a.grab, &hp, &dev, &err);
	if (rc == -EINVAL)
		return usage();
	if (rc < 0) {
		anna_tool_report_error("record", &err);
		return ANNA_EXIT_FAIL;
	}
	FILE *out = strcmp(a.file, "-") == 0 ? stdout : fopen(a.file, "w");
	int status;
	if (!out) {
		fprintf(stderr, "anna: record: %s: %s\n", a.file, strerror(errno));
		status = ANNA_EXIT_USAGE;
	} else {
		struct sigaction sa;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_signal;
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		status = record(out, dev, a.count);
		if (out != stdout && fclose(out) != 0 && status == ANNA_EXIT_OK) {
			fprintf(stderr, "anna: record: %s: %s\n", a.file, strerror(errno));
			status = ANNA_EXIT_FAIL;
		}
	}
	if (hp)
		anna_hotplug_free(hp); /* closes dev too */
	else
		anna_device_free(dev);
	return status;
}
