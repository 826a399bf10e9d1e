/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/hotplug.h: the configured devices, found through libudev and
 * followed through a udev monitor. Each slot has a role and a match
 * (input/device.h); a device that appears (at the start or plugged in
 * later, again) and fits a free slot is opened at once, grabbed, and its
 * key state read; one that goes (a "remove" uevent, or -ENODEV on read) is
 * closed. What happens is told as reports, which the daemon logs and
 * speaks: anna_hotplug_report_error gives the message.
 *
 * I/O functions return 0 or a negative errno.
 */
#ifndef ANNA_INPUT_HOTPLUG_H
#define ANNA_INPUT_HOTPLUG_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "input/device.h"

#define ANNA_HOTPLUG_SLOTS 8

enum anna_hotplug_kind {
	ANNA_HOTPLUG_OPENED = 0, /* a device was opened for its slot */
	ANNA_HOTPLUG_GONE,       /* unplugged: closed */
	ANNA_HOTPLUG_FAILED,     /* fits a slot, but could not be opened */
	ANNA_HOTPLUG_RESYNC,     /* events were dropped; the state was read again */
};

struct anna_hotplug_report {
	enum anna_hotplug_kind kind;
	int slot;
	enum anna_driver_role role;
	int err;                            /* FAILED: the -errno */
	unsigned keys_down;                 /* OPENED: keys down on open */
	char node[ANNA_DEVICE_TEXT_MAX];
	char name[ANNA_DEVICE_TEXT_MAX];
};

/* Where reports go; the callback may be NULL. */
typedef void (*anna_hotplug_report_fn)(void *ctx, const struct anna_hotplug_report *r);

struct anna_hotplug;

/* A udev context and monitor on the "input" subsystem. 0 or -errno. */
int anna_hotplug_new(anna_hotplug_report_fn report, void *ctx, struct anna_hotplug **out);
/* Closes every device it opened. NULL is fine. */
void anna_hotplug_free(struct anna_hotplug *hp);

/* Adds a slot; returns its index, or -ENOSPC. grab: take the device for
 * anna alone (keypads, boards: always, unless recording). */
int anna_hotplug_add_slot(struct anna_hotplug *hp, enum anna_driver_role role,
			  const struct anna_device_match *match, bool grab);

/* Opens what is present now for every free slot. 0 or -errno. */
int anna_hotplug_scan(struct anna_hotplug *hp);
/* The monitor's fd, to wait on; then call anna_hotplug_dispatch. */
int anna_hotplug_fd(const struct anna_hotplug *hp);
/* Handles every uevent waiting: opens and closes devices. 0 or -errno. */
int anna_hotplug_dispatch(struct anna_hotplug *hp);

/* The open device of a slot, NULL if none. */
struct anna_device *anna_hotplug_device(const struct anna_hotplug *hp, int slot);
enum anna_driver_role anna_hotplug_role(const struct anna_hotplug *hp, int slot);
/*
 * Reads the next event of a slot's device (anna_device_read); on -ENODEV
 * the device is closed and reported. Resynchronisations are reported once
 * each, before their first event. -ENODEV also when the slot has none.
 */
int anna_hotplug_read(struct anna_hotplug *hp, int slot, struct input_event *ev,
		      bool *resync);

/*
 * The message of a report (device.* in core/messages.def): what happened,
 * to which device and, for a permission error, what to do.
 */
void anna_hotplug_report_error(const struct anna_hotplug_report *r, struct anna_error *err);

#endif
