/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/device.h: one evdev input device through libevdev: opened by its
 * node, grabbed exclusively, read until -EAGAIN, resynchronised after
 * SYN_DROPPED, its key state read on open. Functions return 0 or a
 * negative errno, as libevdev does; out-parameters are written only on
 * success. input/hotplug.h finds devices and follows plugging.
 *
 * Only this file and hotplug.c touch file descriptors; the decoders
 * (keypad grammar, board-io) take the struct input_event it reads.
 */
#ifndef ANNA_INPUT_DEVICE_H
#define ANNA_INPUT_DEVICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/input.h>

#include "core/roles.h"
#include "input/evemu.h"


/* How configuration names a device. */
enum anna_device_match_kind {
	ANNA_MATCH_PATH = 0, /* a device node or a link to it (by-id, by-path) */
	ANNA_MATCH_NAME,     /* the name the device reports */
	ANNA_MATCH_IDS,      /* USB (or other bus) vendor and product */
};

#define ANNA_DEVICE_TEXT_MAX 256

struct anna_device_match {
	enum anna_device_match_kind kind;
	char text[ANNA_DEVICE_TEXT_MAX]; /* PATH, NAME */
	uint16_t vendor, product;        /* IDS */
};

/*
 * Parses a device spec: "/dev/input/..." or "path:/dev/...", "name:USB
 * Keypad", "ids:04d9:1203" (hex). 0, or -EINVAL (*match untouched).
 */
int anna_device_match_parse(const char *spec, struct anna_device_match *match);

struct anna_device;

/*
 * Opens the evdev device at devnode (O_RDONLY | O_NONBLOCK | O_CLOEXEC),
 * reads its description and key state, sets its clock to
 * CLOCK_MONOTONIC (the daemon's time base) and, if grab, grabs it so its
 * keys reach no one else. Errors: -EACCES / -EPERM (permission: see
 * docs/devices.md and data/udev/70-anna.rules), -ENOENT, -ENODEV, -ENOTTY
 * (not an evdev device), -EBUSY (another program grabbed it), -ENOMEM.
 */
int anna_device_open(const char *devnode, bool grab, struct anna_device **out);
/*
 * The same on an fd the caller opened and keeps: anna_device_free will
 * not close it. devnode may be NULL.
 */
int anna_device_new_from_fd(int fd, const char *devnode, bool grab,
			    struct anna_device **out);
/* Ungrabs, and closes the fd if anna_device_open opened it. NULL is fine. */
void anna_device_free(struct anna_device *dev);

int anna_device_fd(const struct anna_device *dev);
const char *anna_device_node(const struct anna_device *dev); /* "" if unknown */
const char *anna_device_name(const struct anna_device *dev);
uint16_t anna_device_vendor(const struct anna_device *dev);
uint16_t anna_device_product(const struct anna_device *dev);
bool anna_device_matches(const struct anna_device *dev,
			 const struct anna_device_match *match);

/* Whether the device has key code (keypads and boards both are keys). */
bool anna_device_has_key(const struct anna_device *dev, unsigned code);
/* 1 if key code is down, 0 if up (the state read on open, then kept). */
int anna_device_key_down(const struct anna_device *dev, unsigned code);
/* The codes down now, in code order: writes up to max, returns how many. */
size_t anna_device_keys_down(const struct anna_device *dev, unsigned *codes, size_t max);

/*
 * The next event: 0 and *ev. *resync is true for the events that
 * resynchronise the state after the kernel dropped events (SYN_DROPPED):
 * the keys that changed meanwhile, then a SYN_REPORT; nothing is lost.
 * -EAGAIN: nothing more now (wait on anna_device_fd). -ENODEV: the device
 * is gone (unplugged): free it. Other -errno: a read error.
 */
int anna_device_read(struct anna_device *dev, struct input_event *ev, bool *resync);
/* How many times the device was resynchronised since it was opened. */
unsigned anna_device_resyncs(const struct anna_device *dev);

/* Fills desc (name, ids, properties, capabilities) for a recording. */
void anna_device_describe(const struct anna_device *dev, struct anna_evemu *desc);

#endif
