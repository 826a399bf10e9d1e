/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_record.c: `anna record [options] DEVICE FILE`: records a real
 * input device (a keypad, a sensor board) into an evemu file that anna
 * replay and the tests read (input/evemu.h). The device is named as in
 * the configuration: a node or link under /dev/input, name:NAME or
 * ids:VVVV:PPPP. The keys down when recording starts are written first,
 * as key-down events at the first event's time (docs/sensor-board.md: evemu has no
 * line for a key's initial state). It stops on Ctrl-C, after --count
 * events, or when the device is unplugged, and keeps what it recorded.
 * `anna record --check FILE` reads a recording and says what it holds, or
 * what is wrong with it and on which line.
 *
 * A DGT e-board (dgt:PATH or dgt:VVVV:PPPP[:SERIAL], input/dgtport.h) is
 * recorded as its serial line: anna's opening requests and every read of
 * the board's bytes with its CLOCK_MONOTONIC instant (the evdev devices'
 * time base), in the text format of input/dgtrec.h; --count counts reads.
 */
#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "board-io/dgt.h"
#include "input/device.h"
#include "input/dgtport.h"
#include "input/dgtrec.h"
#include "input/evemu.h"
#include "input/file.h"
#include "input/hotplug.h"
#include "tools/commands.h"
#include "tools/report.h"

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
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
static int find_device(const char *spec, enum anna_driver_role role, bool grab,
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
	const char *check;
	enum anna_driver_role role;
	bool grab;
	long count;
	const char *device, *file;
};

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct args *a)
{
	static const char *const roles[] = { "vi-keypad", "sighted-keypad", "arbiter-keypad",
					     "vi-board", "sighted-board", NULL };
	const char *role = roles[0], *count = NULL;
	a->check = NULL;
	a->grab = false;
	a->count = -1;
	a->device = a->file = NULL;
	const struct anna_tool_option opts[] = {
		{ "--grab", NULL, &a->grab },
		{ "--check", &a->check, NULL },
		{ "--role", &role, NULL },
		{ "--count", &count, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 0, 2, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	if (anna_tool_choice("--role", role, roles) < 0 ||
	    (count && anna_tool_number("--count", count, 1, INT_MAX, &a->count) < 0))
		return ANNA_EXIT_USAGE;
	a->role = (enum anna_driver_role)anna_driver_role_from_str(role); /* one of roles[] */
	if (a->check) /* --check FILE */
		return anna_tool_count(argv, nargs, 0, 0, ANNA_MSG_NONE);
	/* DEVICE FILE */
	if ((rc = anna_tool_count(argv, nargs, 1, 2, ANNA_MSG_TOOL_MISSING_DEVICE)) >= 0 ||
	    (rc = anna_tool_count(argv, nargs, 2, 2, ANNA_MSG_TOOL_MISSING_FILE)) >= 0)
		return rc;
	a->device = argv[1];
	a->file = argv[2];
	return -1;
}

/* A DGT board's line into out until stopped, gone, or count reads. */
static int record_dgt(FILE *out, const char *path, const char *spec, long count)
{
	char node[256];
	uint8_t hello[8];
	size_t nh = anna_dgt_hello(hello);
	int fd = anna_dgtport_resolve(spec, node, sizeof(node));
	if (fd == 0)
		fd = anna_dgtport_open(node, hello, nh);
	if (fd < 0) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, spec, anna_input_errno_name(-fd));
		return ANNA_EXIT_FAIL;
	}
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	uint64_t us = (uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000;
	char comment[300];
	snprintf(comment, sizeof(comment), "board %s (%s)", spec, node);
	int rc = anna_dgtrec_write_header(out, comment);
	if (rc == 0)
		rc = anna_dgtrec_write(out, us, true, hello, nh);
	int status = ANNA_EXIT_OK;
	for (long seen = 0; rc == 0 && !stop && (count < 0 || seen < count);) {
		uint8_t buf[256];
		ssize_t r = anna_dgtport_read(fd, buf, sizeof(buf));
		if (r == 0) {
			fflush(out);
			struct pollfd p = { fd, POLLIN, 0 };
			if (poll(&p, 1, -1) < 0 && errno != EINTR)
				r = -errno;
			else
				continue;
		}
		if (r < 0) {
			/* unplugged, or the line failed: what was read is kept */
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, node, anna_input_errno_name((int)-r));
			status = r == -EIO ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
			break;
		}
		clock_gettime(CLOCK_MONOTONIC, &ts);
		us = (uint64_t)ts.tv_sec * 1000000 + (uint64_t)ts.tv_nsec / 1000;
		rc = anna_dgtrec_write(out, us, false, buf, (size_t)r);
		seen++;
	}
	close(fd);
	if (fflush(out) != 0 && rc == 0)
		rc = -errno;
	if (rc < 0) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, path, anna_input_errno_name(-rc));
		return ANNA_EXIT_FAIL;
	}
	return status;
}

/* --check of a DGT recording: its reads and its span. */
static int check_dgt(const char *path)
{
	struct anna_dgtrec *rec;
	struct anna_error err;
	if (anna_dgtrec_load(path, &rec, &err) < 0) {
		anna_tool_report_error(path, &err);
		return ANNA_EXIT_USAGE;
	}
	uint64_t first = rec->chunks[0].us, last = rec->chunks[rec->n - 1].us;
	char events[24], from[32], to[32];
	snprintf(events, sizeof(events), "%zu", rec->n);
	snprintf(from, sizeof(from), "%llu.%06llu", (unsigned long long)(first / 1000000),
		 (unsigned long long)(first % 1000000));
	snprintf(to, sizeof(to), "%llu.%06llu", (unsigned long long)(last / 1000000),
		 (unsigned long long)(last % 1000000));
	anna_tool_print(ANNA_WORD_CMD_RECORD_SUMMARY, path, "DGT", "-", events, from, to);
	anna_dgtrec_free(rec);
	return ANNA_EXIT_OK;
}

/* --check: what a recording holds, or its first error with the line. */
static int check(const char *path)
{
	if (anna_dgtrec_file_is(path))
		return check_dgt(path);
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
	char ids[16], events[24], from[32], to[32];
	snprintf(ids, sizeof(ids), "%04x:%04x", rec->vendor, rec->product);
	snprintf(events, sizeof(events), "%zu", rec->n_events);
	snprintf(from, sizeof(from), "%llu.%06llu", (unsigned long long)(first / 1000000),
		 (unsigned long long)(first % 1000000));
	snprintf(to, sizeof(to), "%llu.%06llu", (unsigned long long)(last / 1000000),
		 (unsigned long long)(last % 1000000));
	anna_tool_print(ANNA_WORD_CMD_RECORD_SUMMARY, path, rec->name, ids, events, from, to);
	anna_evemu_free(rec);
	return ANNA_EXIT_OK;
}

/* Writes the events of dev to out (the file path) until stopped. */
static int record(FILE *out, const char *path, struct anna_device *dev, long count)
{
	struct anna_evemu *desc = anna_evemu_new();
	if (!desc) {
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		return ANNA_EXIT_FAIL;
	}
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
			if (poll(&p, 1, -1) >= 0 || errno == EINTR)
				continue;
			r = -errno; /* reported below */
		}
		if (r == -ENODEV) {
			struct anna_hotplug_report gone;
			memset(&gone, 0, sizeof(gone));
			gone.kind = ANNA_HOTPLUG_GONE;
			snprintf(gone.node, sizeof(gone.node), "%s", anna_device_node(dev));
			snprintf(gone.name, sizeof(gone.name), "%s", anna_device_name(dev));
			struct anna_error err;
			anna_hotplug_report_error(&gone, &err);
			anna_tool_report_error(NULL, &err);
			break;
		}
		if (r < 0) {
			/* the device failed, not the file: say which */
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, anna_device_node(dev),
					 anna_input_errno_name(-r));
			fflush(out);
			return ANNA_EXIT_FAIL;
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
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, path, anna_input_errno_name(-rc));
		return ANNA_EXIT_FAIL;
	}
	return ANNA_EXIT_OK;
}

int anna_cmd_record(int argc, char **argv)
{
	struct args a;
	int p = parse_args(argc, argv, &a);
	if (p >= 0)
		return p;
	if (a.check)
		return check(a.check);
	struct anna_error err;
	struct anna_hotplug *hp = NULL;
	struct anna_device *dev = NULL;
	bool dgt = anna_dgtport_is_spec(a.device);
	if (dgt && !anna_dgtport_spec_valid(a.device))
		return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_DEVICE, a.device);
	int rc = dgt ? 0 : find_device(a.device, a.role, a.grab, &hp, &dev, &err);
	if (rc == -EINVAL)
		return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_DEVICE, a.device);
	if (rc < 0) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_FAIL;
	}
	FILE *out = strcmp(a.file, "-") == 0 ? stdout : fopen(a.file, "w");
	int status;
	if (!out) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, a.file, anna_input_errno_name(errno));
		status = ANNA_EXIT_USAGE;
	} else {
		struct sigaction sa;
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_signal;
		sigaction(SIGINT, &sa, NULL);
		sigaction(SIGTERM, &sa, NULL);
		status = dgt ? record_dgt(out, a.file, a.device, a.count)
			     : record(out, a.file, dev, a.count);
		if (out != stdout && fclose(out) != 0 && status == ANNA_EXIT_OK) {
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, a.file,
					 anna_input_errno_name(errno));
			status = ANNA_EXIT_FAIL;
		}
	}
	if (hp)
		anna_hotplug_free(hp); /* closes dev too */
	else
		anna_device_free(dev);
	return status;
}
