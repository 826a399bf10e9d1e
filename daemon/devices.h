/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/devices.h: annad's input devices. The configured evdev devices
 * through input/hotplug.h (found, grabbed, followed through unplugging),
 * the terminal as a keypad (stdin in raw mode, the no-device default),
 * all behind one pollable fd for the event loop.
 *
 * Roles are the driver's role names ("vi-keypad", ...; driver/driver.h)
 * passed as text: input/device.h and core/policy.h each define an
 * ANNA_ROLE_COUNT, so this module stays apart from the driver's headers.
 */
#ifndef ANNA_DAEMON_DEVICES_H
#define ANNA_DAEMON_DEVICES_H

#include <stdbool.h>
#include <stdint.h>

#include <linux/input.h>

#include "core/error.h"

struct anna_devices_ops {
	/* One event of the device of role (a driver role number). */
	void (*event)(void *ctx, int role, const struct input_event *ev);
	/* A sensor board opened: its holes, bit i = square i (a1 = 0),
	 * through the board map. */
	void (*board)(void *ctx, int role, uint64_t occupancy);
	/* Something a person should hear about the device of role (a driver
	 * role number): connected, unplugged, cannot open. */
	void (*report)(void *ctx, int role, const struct anna_error *err);
	void *ctx;
};

/* Is spec a device spec input/device.h understands? */
bool anna_devices_spec_valid(const char *spec);

struct anna_devices;

/* A device set. 0 or -errno (udev unavailable: -errno). */
int anna_devices_new(const struct anna_devices_ops *ops, struct anna_devices **out);
/* Restores the terminal, closes every device. NULL is fine. */
void anna_devices_free(struct anna_devices *devs);

/* The device for role (role_name: "vi-keypad" ...): spec as in config.h,
 * "terminal" for stdin. 0, -EINVAL, -ENOSPC, -ENOTTY (stdin is no
 * terminal and not a pipe). */
int anna_devices_add(struct anna_devices *devs, int role, const char *role_name,
		     const char *spec);
/* Opens what is present (reports what is not). 0 or -errno. */
int anna_devices_start(struct anna_devices *devs);
/* The fd to wait on (readable when any device or the monitor is). */
int anna_devices_fd(const struct anna_devices *devs);
/* Handles what is ready: hot-plug, then every device's events. */
void anna_devices_dispatch(struct anna_devices *devs);

/* Whether the device of role is there now (docs/devices.md, "Present and
 * missing"): PRESENT (opened; the terminal: annad reads its standard
 * input), UNREADABLE (plugged in, but it cannot be opened: reported why),
 * ABSENT (not plugged in; the terminal: annad has no standard input it can
 * read, as a service), UNKNOWN (no device of role in this set, or
 * devs is NULL). */
enum anna_devices_presence {
	ANNA_DEVICES_UNKNOWN = 0,
	ANNA_DEVICES_PRESENT,
	ANNA_DEVICES_UNREADABLE,
	ANNA_DEVICES_ABSENT,
};
enum anna_devices_presence anna_devices_presence(const struct anna_devices *devs, int role);

/* Whether a device that fits spec (an input device spec, not "terminal")
 * is plugged in now, for role_name: 1 yes (also when it cannot be opened),
 * 0 no, -errno (-EINVAL: a bad spec or role; udev unavailable). It is
 * opened without a grab and closed at once (annad --check-config). */
int anna_devices_plugged(const char *role_name, const char *spec);

/* The holes of role's board now (bit i = square i), for a resync after
 * SYN_DROPPED. 0, or -ENODEV when the role has no open board. */
int anna_devices_occupancy(struct anna_devices *devs, int role, uint64_t *occ);

/* The terminal keypad's translation, pure: one byte typed -> a keypad key
 * code (KEY_KP0.., KEY_KPENTER, ...), 0 for a byte that means nothing. */
unsigned anna_devices_terminal_key(unsigned char c);
/* A key typed at us (CLOCK_MONOTONIC microseconds), as a device gives it:
 * its press, a SYN_REPORT, its release, a SYN_REPORT. */
void anna_devices_key_events(unsigned code, uint64_t us, struct input_event ev[4]);

#endif
