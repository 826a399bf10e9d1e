/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/hotplug.c: configured devices found and followed (see hotplug.h). */
#include "input/hotplug.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libudev.h>

#include "input/file.h"

struct slot {
	enum anna_driver_role role;
	struct anna_device_match match;
	bool grab;
	struct anna_device *dev;
	unsigned resyncs_reported;
};

struct anna_hotplug {
	struct udev *udev;
	struct udev_monitor *monitor;
	anna_hotplug_report_fn report;
	void *ctx;
	struct slot slots[ANNA_HOTPLUG_SLOTS];
	int n_slots;
};

int anna_hotplug_new(anna_hotplug_report_fn report, void *ctx, struct anna_hotplug **out)
{
	struct anna_hotplug *hp = calloc(1, sizeof(*hp));
	if (!hp)
		return -ENOMEM;
	hp->report = report;
	hp->ctx = ctx;
	hp->udev = udev_new();
	if (!hp->udev) {
		free(hp);
		return -ENOMEM;
	}
	/* The "udev" source fires after the rules ran and set permissions;
	 * the kernel's own would race them. */
	hp->monitor = udev_monitor_new_from_netlink(hp->udev, "udev");
	int rc = hp->monitor ? 0 : -EIO;
	if (rc == 0)
		rc = udev_monitor_filter_add_match_subsystem_devtype(hp->monitor, "input", NULL);
	if (rc == 0)
		rc = udev_monitor_enable_receiving(hp->monitor);
	if (rc < 0) {
		anna_hotplug_free(hp);
		return rc;
	}
	*out = hp;
	return 0;
}

void anna_hotplug_free(struct anna_hotplug *hp)
{
	if (!hp)
		return;
	for (int i = 0; i < hp->n_slots; i++)
		anna_device_free(hp->slots[i].dev);
	udev_monitor_unref(hp->monitor);
	udev_unref(hp->udev);
	free(hp);
}

int anna_hotplug_add_slot(struct anna_hotplug *hp, enum anna_driver_role role,
			  const struct anna_device_match *match, bool grab)
{
	if (hp->n_slots == ANNA_HOTPLUG_SLOTS)
		return -ENOSPC;
	struct slot *s = &hp->slots[hp->n_slots];
	memset(s, 0, sizeof(*s));
	s->role = role;
	s->match = *match;
	s->grab = grab;
	return hp->n_slots++;
}

int anna_hotplug_fd(const struct anna_hotplug *hp)
{
	return udev_monitor_get_fd(hp->monitor);
}

struct anna_device *anna_hotplug_device(const struct anna_hotplug *hp, int slot)
{
	return slot >= 0 && slot < hp->n_slots ? hp->slots[slot].dev : NULL;
}

enum anna_driver_role anna_hotplug_role(const struct anna_hotplug *hp, int slot)
{
	return slot >= 0 && slot < hp->n_slots ? hp->slots[slot].role : ANNA_DRIVER_ROLE_COUNT;
}

static void emit(struct anna_hotplug *hp, enum anna_hotplug_kind kind, int slot,
		 const char *node, const char *name, int err, unsigned keys_down)
{
	if (!hp->report)
		return;
	struct anna_hotplug_report r;
	memset(&r, 0, sizeof(r));
	r.kind = kind;
	r.slot = slot;
	r.role = hp->slots[slot].role;
	r.err = err;
	r.keys_down = keys_down;
	snprintf(r.node, sizeof(r.node), "%s", node ? node : "");
	snprintf(r.name, sizeof(r.name), "%s", name ? name : "");
	hp->report(hp->ctx, &r);
}

/* The udev view of an event device: its name and ids live on the parent
 * "inputN" device. */
static bool udev_matches(struct udev_device *d, const struct anna_device_match *m)
{
	const char *node = udev_device_get_devnode(d);
	struct udev_device *parent = udev_device_get_parent_with_subsystem_devtype(d, "input", NULL);
	switch (m->kind) {
	case ANNA_MATCH_PATH: {
		if (node && strcmp(node, m->text) == 0)
			return true;
		struct udev_list_entry *e;
		udev_list_entry_foreach(e, udev_device_get_devlinks_list_entry(d))
			if (strcmp(udev_list_entry_get_name(e), m->text) == 0)
				return true;
		return false;
	}
	case ANNA_MATCH_NAME: {
		const char *name = parent ? udev_device_get_sysattr_value(parent, "name") : NULL;
		return name && strcmp(name, m->text) == 0;
	}
	case ANNA_MATCH_IDS: {
		const char *v = parent ? udev_device_get_sysattr_value(parent, "id/vendor") : NULL;
		const char *p = parent ? udev_device_get_sysattr_value(parent, "id/product") : NULL;
		return v && p && strtoul(v, NULL, 16) == m->vendor &&
		       strtoul(p, NULL, 16) == m->product;
	}
	}
	return false;
}

static int slot_of_node(const struct anna_hotplug *hp, const char *node)
{
	for (int i = 0; i < hp->n_slots; i++)
		if (hp->slots[i].dev && strcmp(anna_device_node(hp->slots[i].dev), node) == 0)
			return i;
	return -1;
}

static void device_added(struct anna_hotplug *hp, struct udev_device *d)
{
	const char *node = udev_device_get_devnode(d);
	const char *sysname = udev_device_get_sysname(d);
	if (!node || !sysname || strncmp(sysname, "event", 5) != 0 || slot_of_node(hp, node) >= 0)
		return;
	for (int i = 0; i < hp->n_slots; i++) {
		struct slot *s = &hp->slots[i];
		if (s->dev || !udev_matches(d, &s->match))
			continue;
		struct udev_device *parent = udev_device_get_parent_with_subsystem_devtype(d, "input", NULL);
		const char *name = parent ? udev_device_get_sysattr_value(parent, "name") : NULL;
		int rc = anna_device_open(node, s->grab, &s->dev);
		if (rc < 0) {
			s->dev = NULL;
			emit(hp, ANNA_HOTPLUG_FAILED, i, node, name, rc, 0);
			return;
		}
		s->resyncs_reported = 0;
		emit(hp, ANNA_HOTPLUG_OPENED, i, node, anna_device_name(s->dev), 0,
		     (unsigned)anna_device_keys_down(s->dev, NULL, 0));
		return;
	}
}

static void close_slot(struct anna_hotplug *hp, int i)
{
	struct slot *s = &hp->slots[i];
	char node[ANNA_DEVICE_TEXT_MAX], name[ANNA_DEVICE_TEXT_MAX];
	snprintf(node, sizeof(node), "%s", anna_device_node(s->dev));
	snprintf(name, sizeof(name), "%s", anna_device_name(s->dev));
	anna_device_free(s->dev);
	s->dev = NULL;
	emit(hp, ANNA_HOTPLUG_GONE, i, node, name, 0, 0);
}

int anna_hotplug_scan(struct anna_hotplug *hp)
{
	struct udev_enumerate *en = udev_enumerate_new(hp->udev);
	if (!en)
		return -ENOMEM;
	int rc = udev_enumerate_add_match_subsystem(en, "input");
	if (rc == 0)
		rc = udev_enumerate_scan_devices(en);
	if (rc < 0) {
		udev_enumerate_unref(en);
		return rc;
	}
	struct udev_list_entry *e;
	udev_list_entry_foreach(e, udev_enumerate_get_list_entry(en)) {
		struct udev_device *d = udev_device_new_from_syspath(hp->udev, udev_list_entry_get_name(e));
		if (!d)
			continue;
		device_added(hp, d);
		udev_device_unref(d);
	}
	udev_enumerate_unref(en);
	return 0;
}

int anna_hotplug_dispatch(struct anna_hotplug *hp)
{
	struct udev_device *d;
	while ((d = udev_monitor_receive_device(hp->monitor))) {
		const char *action = udev_device_get_action(d);
		const char *node = udev_device_get_devnode(d);
		/* "change" too: after a udev rule is installed, `udevadm
		 * trigger` announces the devices again with their new rights. */
		if (action && (strcmp(action, "add") == 0 || strcmp(action, "change") == 0)) {
			device_added(hp, d);
		} else if (action && strcmp(action, "remove") == 0 && node) {
			int i = slot_of_node(hp, node);
			if (i >= 0)
				close_slot(hp, i);
		}
		udev_device_unref(d);
	}
	return 0;
}

int anna_hotplug_read(struct anna_hotplug *hp, int slot, struct input_event *ev, bool *resync)
{
	struct slot *s = slot >= 0 && slot < hp->n_slots ? &hp->slots[slot] : NULL;
	if (!s || !s->dev)
		return -ENODEV;
	int rc = anna_device_read(s->dev, ev, resync);
	if (rc == -ENODEV) {
		close_slot(hp, slot);
		return rc;
	}
	if (rc == 0 && anna_device_resyncs(s->dev) != s->resyncs_reported) {
		s->resyncs_reported = anna_device_resyncs(s->dev);
		emit(hp, ANNA_HOTPLUG_RESYNC, slot, anna_device_node(s->dev),
		     anna_device_name(s->dev), 0, 0);
	}
	return rc;
}

void anna_hotplug_report_error(const struct anna_hotplug_report *r, struct anna_error *err)
{
	const char *role = anna_driver_role_str(r->role);
	switch (r->kind) {
	case ANNA_HOTPLUG_OPENED:
		anna_error_set(err, ANNA_OK, ANNA_MSG_DEVICE_OPENED, r->node, r->name, role);
		break;
	case ANNA_HOTPLUG_GONE:
		anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_DEVICE_GONE, r->node, r->name, role);
		break;
	case ANNA_HOTPLUG_RESYNC:
		anna_error_set(err, ANNA_OK, ANNA_MSG_DEVICE_RESYNC, r->node, r->name, role);
		break;
	case ANNA_HOTPLUG_FAILED:
		if (r->err == -EACCES || r->err == -EPERM)
			anna_error_set(err, ANNA_E_STATE, ANNA_MSG_DEVICE_PERMISSION, r->node, r->name, role);
		else if (r->err == -EBUSY)
			anna_error_set(err, ANNA_E_STATE, ANNA_MSG_DEVICE_BUSY, r->node, r->name, role);
		else if (r->err == -ENOTTY || r->err == -EINVAL)
			anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_DEVICE_NOT_EVDEV, r->node, role);
		else
			anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_DEVICE_OPEN_FAILED, r->node, role,
				       anna_input_errno_name(-r->err));
		break;
	}
	anna_error_at(err, 0, 0);
}
