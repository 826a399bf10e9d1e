/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/device.c: one evdev device through libevdev (see device.h). */
#include "input/device.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <libevdev/libevdev.h>

static bool parse_hex16(const char *s, size_t n, uint16_t *out)
{
	if (n == 0 || n > 4)
		return false;
	unsigned v = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		int d = c >= '0' && c <= '9' ? c - '0'
		      : c >= 'a' && c <= 'f' ? c - 'a' + 10
		      : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
		if (d < 0)
			return false;
		v = v * 16 + (unsigned)d;
	}
	*out = (uint16_t)v;
	return true;
}

int anna_device_match_parse(const char *spec, struct anna_device_match *match)
{
	struct anna_device_match m;
	memset(&m, 0, sizeof(m));
	const char *text;
	if (spec[0] == '/') {
		m.kind = ANNA_MATCH_PATH;
		text = spec;
	} else if (strncmp(spec, "path:", 5) == 0) {
		m.kind = ANNA_MATCH_PATH;
		text = spec + 5;
	} else if (strncmp(spec, "name:", 5) == 0) {
		m.kind = ANNA_MATCH_NAME;
		text = spec + 5;
	} else if (strncmp(spec, "ids:", 4) == 0) {
		const char *ids = spec + 4, *colon = strchr(ids, ':');
		if (!colon || !parse_hex16(ids, (size_t)(colon - ids), &m.vendor) ||
		    !parse_hex16(colon + 1, strlen(colon + 1), &m.product))
			return -EINVAL;
		m.kind = ANNA_MATCH_IDS;
		*match = m;
		return 0;
	} else {
		return -EINVAL;
	}
	if (text[0] == '\0' || strlen(text) >= sizeof(m.text) ||
	    (m.kind == ANNA_MATCH_PATH && text[0] != '/'))
		return -EINVAL;
	strcpy(m.text, text);
	*match = m;
	return 0;
}

struct anna_device {
	struct libevdev *evdev;
	int fd;
	bool own_fd;
	bool grabbed;
	bool syncing;
	unsigned resyncs;
	char node[ANNA_DEVICE_TEXT_MAX];
};

static int setup(struct anna_device *dev, bool grab)
{
	int rc = libevdev_new_from_fd(dev->fd, &dev->evdev);
	if (rc < 0)
		return rc;
	/* Every device, and the daemon's timers, on one clock: the
	 * recordings of a game share one time base (docs/sensor-board.md). A kernel or
	 * a test bed without the ioctl keeps its own clock. */
	libevdev_set_clock_id(dev->evdev, CLOCK_MONOTONIC);
	if (grab) {
		rc = libevdev_grab(dev->evdev, LIBEVDEV_GRAB);
		if (rc < 0)
			return rc;
		dev->grabbed = true;
	}
	return 0;
}

static void release(struct anna_device *dev)
{
	if (dev->evdev) {
		if (dev->grabbed)
			libevdev_grab(dev->evdev, LIBEVDEV_UNGRAB);
		libevdev_free(dev->evdev);
	}
	if (dev->own_fd && dev->fd >= 0)
		close(dev->fd);
	free(dev);
}

int anna_device_new_from_fd(int fd, const char *devnode, bool grab,
			    struct anna_device **out)
{
	struct anna_device *dev = calloc(1, sizeof(*dev));
	if (!dev)
		return -ENOMEM;
	dev->fd = fd;
	if (devnode)
		snprintf(dev->node, sizeof(dev->node), "%s", devnode);
	int rc = setup(dev, grab);
	if (rc < 0) {
		release(dev);
		return rc;
	}
	*out = dev;
	return 0;
}

int anna_device_open(const char *devnode, bool grab, struct anna_device **out)
{
	int fd = open(devnode, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	struct anna_device *dev;
	int rc = anna_device_new_from_fd(fd, devnode, grab, &dev);
	if (rc < 0) {
		close(fd);
		return rc;
	}
	dev->own_fd = true;
	*out = dev;
	return 0;
}

void anna_device_free(struct anna_device *dev)
{
	if (dev)
		release(dev);
}

int anna_device_fd(const struct anna_device *dev)
{
	return dev->fd;
}

const char *anna_device_node(const struct anna_device *dev)
{
	return dev->node;
}

const char *anna_device_name(const struct anna_device *dev)
{
	const char *name = libevdev_get_name(dev->evdev);
	return name ? name : "";
}

uint16_t anna_device_vendor(const struct anna_device *dev)
{
	return (uint16_t)libevdev_get_id_vendor(dev->evdev);
}

uint16_t anna_device_product(const struct anna_device *dev)
{
	return (uint16_t)libevdev_get_id_product(dev->evdev);
}

bool anna_device_matches(const struct anna_device *dev,
			 const struct anna_device_match *match)
{
	switch (match->kind) {
	case ANNA_MATCH_PATH: {
		if (strcmp(match->text, dev->node) == 0)
			return true;
		/* A by-id or by-path link names the same node. */
		char *real = realpath(match->text, NULL);
		bool same = real && strcmp(real, dev->node) == 0;
		free(real);
		return same;
	}
	case ANNA_MATCH_NAME:
		return strcmp(match->text, anna_device_name(dev)) == 0;
	case ANNA_MATCH_IDS:
		return match->vendor == anna_device_vendor(dev) &&
		       match->product == anna_device_product(dev);
	}
	return false;
}

bool anna_device_has_key(const struct anna_device *dev, unsigned code)
{
	return code <= KEY_MAX && libevdev_has_event_code(dev->evdev, EV_KEY, code);
}

int anna_device_key_down(const struct anna_device *dev, unsigned code)
{
	if (!anna_device_has_key(dev, code))
		return 0;
	return libevdev_get_event_value(dev->evdev, EV_KEY, code) ? 1 : 0;
}

size_t anna_device_keys_down(const struct anna_device *dev, unsigned *codes, size_t max)
{
	size_t n = 0;
	for (unsigned code = 0; code <= KEY_MAX; code++) {
		if (!anna_device_key_down(dev, code))
			continue;
		if (n < max)
			codes[n] = code;
		n++;
	}
	return n;
}

int anna_device_read(struct anna_device *dev, struct input_event *ev, bool *resync)
{
	struct input_event e;
	int rc;
	if (dev->syncing) {
		rc = libevdev_next_event(dev->evdev, LIBEVDEV_READ_FLAG_SYNC, &e);
		if (rc == LIBEVDEV_READ_STATUS_SYNC) {
			*ev = e;
			*resync = true;
			return 0;
		}
		/* -EAGAIN: the delta is complete; back to normal reading. */
		dev->syncing = false;
	}
	rc = libevdev_next_event(dev->evdev, LIBEVDEV_READ_FLAG_NORMAL, &e);
	if (rc == LIBEVDEV_READ_STATUS_SYNC) {
		/* SYN_DROPPED: libevdev has read the device's state again;
		 * the difference comes next, and skipping it would lose keys. */
		dev->syncing = true;
		dev->resyncs++;
		return anna_device_read(dev, ev, resync);
	}
	if (rc < 0)
		return rc;
	*ev = e;
	*resync = false;
	return 0;
}

unsigned anna_device_resyncs(const struct anna_device *dev)
{
	return dev->resyncs;
}

void anna_device_describe(const struct anna_device *dev, struct anna_evemu *desc)
{
	const struct libevdev *d = dev->evdev;
	snprintf(desc->name, sizeof(desc->name), "%s", anna_device_name(dev));
	desc->bustype = (uint16_t)libevdev_get_id_bustype(d);
	desc->vendor = (uint16_t)libevdev_get_id_vendor(d);
	desc->product = (uint16_t)libevdev_get_id_product(d);
	desc->version = (uint16_t)libevdev_get_id_version(d);
	memset(desc->props, 0, sizeof(desc->props));
	memset(desc->bits, 0, sizeof(desc->bits));
	for (unsigned p = 0; p < INPUT_PROP_CNT && p / 8 < sizeof(desc->props); p++)
		if (libevdev_has_property(d, p))
			desc->props[p / 8] |= (uint8_t)(1u << (p % 8));
	for (unsigned type = 1; type < EV_CNT; type++) {
		int max = libevdev_event_type_get_max(type);
		if (max < 0 || !libevdev_has_event_type(d, type))
			continue;
		anna_evemu_set(desc, EV_SYN, type);
		for (unsigned code = 0; code <= (unsigned)max; code++) {
			if (!libevdev_has_event_code(d, type, code))
				continue;
			anna_evemu_set(desc, type, code);
			if (type == EV_ABS) {
				const struct input_absinfo *a = libevdev_get_abs_info(d, code);
				if (a)
					desc->abs[code] = *a;
			}
		}
	}
	anna_evemu_set(desc, EV_SYN, EV_SYN);
}
