/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/devices.c: evdev devices through input/hotplug.h and the terminal
 * keypad, behind one inner epoll fd (devices.h).
 */
#include "daemon/devices.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "board-io/boardmap.h"
#include "input/hotplug.h"

#define TAG_HOTPLUG 1000u
#define TAG_TERMINAL 1001u

struct anna_devices {
	struct anna_devices_ops ops;
	int epfd;
	struct anna_hotplug *hp;
	int slot_role[ANNA_HOTPLUG_SLOTS]; /* driver role of each slot */
	int slot_fd[ANNA_HOTPLUG_SLOTS];   /* fd registered, -1 none */
	bool slot_failed[ANNA_HOTPLUG_SLOTS]; /* plugged in, cannot be opened */
	int n_slots;
	int term_role;                     /* -1: no terminal keypad */
	bool term_read;                    /* stdin is watched: the keys arrive */
	bool term_raw;
	struct termios term_saved;
	struct anna_boardmap map;
};

bool anna_devices_spec_valid(const char *spec)
{
	struct anna_device_match m;
	return anna_device_match_parse(spec, &m) == 0;
}

unsigned anna_devices_terminal_key(unsigned char c)
{
	static const unsigned digits[10] = {
		KEY_KP0, KEY_KP1, KEY_KP2, KEY_KP3, KEY_KP4,
		KEY_KP5, KEY_KP6, KEY_KP7, KEY_KP8, KEY_KP9,
	};
	if (c >= '0' && c <= '9')
		return digits[c - '0'];
	switch (c) {
	case '\r': case '\n': return KEY_KPENTER;
	case '+': return KEY_KPPLUS;
	case '-': return KEY_KPMINUS;
	case '*': return KEY_KPASTERISK;
	case '/': return KEY_KPSLASH;
	/* each delete key its own code: data/keymaps/terminal.map names it */
	case '.': return KEY_KPDOT;
	case ',': return KEY_KPCOMMA;
	case 127: case '\b': return KEY_BACKSPACE;
	}
	return 0;
}

static uint64_t mono_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* The holes of a slot's board, from the key state libevdev keeps. */
static int occupancy(struct anna_devices *d, int slot, uint64_t *occ)
{
	struct anna_device *dev = d->hp ? anna_hotplug_device(d->hp, slot) : NULL;
	if (!dev)
		return -ENODEV;
	unsigned codes[KEY_CNT];
	size_t n = anna_device_keys_down(dev, codes, KEY_CNT);
	*occ = 0;
	for (size_t i = 0; i < n; i++) {
		int sq = anna_boardmap_square(&d->map, codes[i]);
		if (sq >= 0 && sq < 64)
			*occ |= 1ull << sq;
	}
	return 0;
}

int anna_devices_occupancy(struct anna_devices *d, int role, uint64_t *occ)
{
	for (int s = 0; s < d->n_slots; s++)
		if (d->slot_role[s] == role && occupancy(d, s, occ) == 0)
			return 0;
	return -ENODEV;
}

static void board_state(struct anna_devices *d, int slot)
{
	uint64_t occ;
	if (d->ops.board && occupancy(d, slot, &occ) == 0)
		d->ops.board(d->ops.ctx, d->slot_role[slot], occ);
}

static void on_report(void *ctx, const struct anna_hotplug_report *r)
{
	struct anna_devices *d = ctx;
	struct anna_error err = { 0 };
	anna_hotplug_report_error(r, &err);
	if (r->slot >= 0 && r->slot < ANNA_HOTPLUG_SLOTS && r->kind != ANNA_HOTPLUG_RESYNC)
		d->slot_failed[r->slot] = r->kind == ANNA_HOTPLUG_FAILED;
	if (d->ops.report && r->kind != ANNA_HOTPLUG_RESYNC)
		d->ops.report(d->ops.ctx, d->slot_role[r->slot], &err);
	/* A board that opened: its holes at once (a board plugged in
	 * mid-game is known). After SYN_DROPPED the driver asks for them
	 * itself (anna_driver_needs_resync, annad.c). */
	if (r->kind == ANNA_HOTPLUG_OPENED && anna_driver_role_is_board(r->role))
		board_state(d, r->slot);
}

int anna_devices_new(const struct anna_devices_ops *ops, struct anna_devices **out)
{
	struct anna_devices *d = calloc(1, sizeof(*d));
	if (!d)
		return -ENOMEM;
	d->ops = *ops;
	d->term_role = -1;
	anna_boardmap_default(&d->map);
	for (int i = 0; i < ANNA_HOTPLUG_SLOTS; i++)
		d->slot_fd[i] = -1;
	d->epfd = epoll_create1(EPOLL_CLOEXEC);
	if (d->epfd < 0) {
		int e = -errno;
		free(d);
		return e;
	}
	*out = d;
	return 0;
}

void anna_devices_free(struct anna_devices *d)
{
	if (!d)
		return;
	if (d->term_raw)
		tcsetattr(STDIN_FILENO, TCSANOW, &d->term_saved);
	anna_hotplug_free(d->hp);
	close(d->epfd);
	free(d);
}

static int watch(struct anna_devices *d, int fd, uint32_t tag)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.u32 = tag };
	return epoll_ctl(d->epfd, EPOLL_CTL_ADD, fd, &ev) < 0 ? -errno : 0;
}

int anna_devices_add(struct anna_devices *d, int role, const char *role_name, const char *spec)
{
	if (strcmp(spec, "terminal") == 0) {
		if (d->term_role >= 0)
			return -EINVAL;
		d->term_role = role;
		return 0;
	}
	struct anna_device_match m;
	int drole = anna_driver_role_from_str(role_name);
	if (anna_device_match_parse(spec, &m) < 0 || drole < 0)
		return -EINVAL;
	if (!d->hp) {
		int r = anna_hotplug_new(on_report, d, &d->hp);
		if (r < 0)
			return r;
		r = watch(d, anna_hotplug_fd(d->hp), TAG_HOTPLUG);
		if (r < 0)
			return r;
	}
	int slot = anna_hotplug_add_slot(d->hp, (enum anna_driver_role)drole, &m, true);
	if (slot < 0)
		return slot;
	d->slot_role[slot] = role;
	if (slot >= d->n_slots)
		d->n_slots = slot + 1;
	return 0;
}

/* Keeps the inner epoll set in step with the devices hot-plug opened. */
static void resync_fds(struct anna_devices *d)
{
	for (int s = 0; s < d->n_slots; s++) {
		struct anna_device *dev = anna_hotplug_device(d->hp, s);
		int fd = dev ? anna_device_fd(dev) : -1;
		if (fd == d->slot_fd[s])
			continue;
		if (d->slot_fd[s] >= 0)
			epoll_ctl(d->epfd, EPOLL_CTL_DEL, d->slot_fd[s], NULL); /* may be closed */
		d->slot_fd[s] = -1;
		if (fd >= 0 && watch(d, fd, (uint32_t)s) == 0)
			d->slot_fd[s] = fd;
	}
}

int anna_devices_start(struct anna_devices *d)
{
	if (d->term_role >= 0) {
		if (isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &d->term_saved) == 0) {
			struct termios raw = d->term_saved;
			raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
			raw.c_cc[VMIN] = 1;
			raw.c_cc[VTIME] = 0;
			if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0)
				d->term_raw = true;
		}
		int r = watch(d, STDIN_FILENO, TAG_TERMINAL);
		if (r < 0 && r != -EPERM && r != -EBADF)
			return r;
		/* -EPERM: stdin is a regular file or /dev/null (a service's),
		 * which epoll cannot watch; -EBADF: there is none. The terminal
		 * keypad then has nothing to read: it is missing. */
		d->term_read = r == 0;
	}
	if (d->hp) {
		int r = anna_hotplug_scan(d->hp);
		if (r < 0)
			return r;
		resync_fds(d);
	}
	return 0;
}

enum anna_devices_presence anna_devices_presence(const struct anna_devices *d, int role)
{
	if (!d)
		return ANNA_DEVICES_UNKNOWN;
	if (role == d->term_role)
		return d->term_read ? ANNA_DEVICES_PRESENT : ANNA_DEVICES_ABSENT;
	for (int s = 0; s < d->n_slots; s++) {
		if (d->slot_role[s] != role)
			continue;
		if (anna_hotplug_device(d->hp, s))
			return ANNA_DEVICES_PRESENT;
		return d->slot_failed[s] ? ANNA_DEVICES_UNREADABLE : ANNA_DEVICES_ABSENT;
	}
	return ANNA_DEVICES_UNKNOWN;
}

static void probe_report(void *ctx, const struct anna_hotplug_report *r)
{
	if (r->kind == ANNA_HOTPLUG_OPENED || r->kind == ANNA_HOTPLUG_FAILED)
		*(bool *)ctx = true;
}

int anna_devices_plugged(const char *role_name, const char *spec)
{
	struct anna_device_match m;
	int drole = anna_driver_role_from_str(role_name);
	if (anna_device_match_parse(spec, &m) < 0 || drole < 0)
		return -EINVAL;
	bool found = false;
	struct anna_hotplug *hp = NULL;
	int r = anna_hotplug_new(probe_report, &found, &hp);
	if (r == 0)
		r = anna_hotplug_add_slot(hp, (enum anna_driver_role)drole, &m, false); /* a running annad keeps it */
	if (r >= 0)
		r = anna_hotplug_scan(hp);
	anna_hotplug_free(hp);
	return r < 0 ? r : found;
}

int anna_devices_fd(const struct anna_devices *d)
{
	return d->epfd;
}

void anna_devices_key_events(unsigned code, uint64_t us, struct input_event ev[4])
{
	for (int i = 0; i < 4; i++) {
		ev[i] = (struct input_event){ .type = i % 2 ? EV_SYN : EV_KEY,
					      .code = (uint16_t)(i % 2 ? SYN_REPORT : code),
					      .value = i == 0 };
		ev[i].input_event_sec = (long)(us / 1000000u);
		ev[i].input_event_usec = (long)(us % 1000000u);
	}
}

static void terminal(struct anna_devices *d)
{
	unsigned char buf[64];
	ssize_t n = read(STDIN_FILENO, buf, sizeof(buf));
	if (n <= 0) {
		/* End of input (a pipe closed): stop watching it. */
		if (n == 0 || (errno != EAGAIN && errno != EINTR))
			epoll_ctl(d->epfd, EPOLL_CTL_DEL, STDIN_FILENO, NULL);
		return;
	}
	for (ssize_t i = 0; i < n; i++) {
		unsigned code = anna_devices_terminal_key(buf[i]);
		if (!code)
			continue;
		struct input_event ev[4];
		anna_devices_key_events(code, mono_us(), ev);
		for (int k = 0; k < 4; k++)
			d->ops.event(d->ops.ctx, d->term_role, &ev[k]);
	}
}

static void slot_events(struct anna_devices *d, int s)
{
	for (;;) {
		struct input_event ev;
		bool resync;
		int r = anna_hotplug_read(d->hp, s, &ev, &resync);
		if (r < 0)
			break; /* -EAGAIN, or gone (reported by hotplug) */
		d->ops.event(d->ops.ctx, d->slot_role[s], &ev);
	}
}

void anna_devices_dispatch(struct anna_devices *d)
{
	struct epoll_event evs[16];
	int n = epoll_wait(d->epfd, evs, 16, 0);
	bool plug = false;
	for (int i = 0; i < n; i++) {
		uint32_t tag = evs[i].data.u32;
		if (tag == TAG_TERMINAL)
			terminal(d);
		else if (tag == TAG_HOTPLUG)
			plug = true;
		else if ((int)tag < d->n_slots)
			slot_events(d, (int)tag);
	}
	if (plug) {
		anna_hotplug_dispatch(d->hp);
		resync_fds(d);
	} else if (d->hp) {
		resync_fds(d); /* a read may have found a device gone */
	}
}
