/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/dgt.c: annad's DGT e-boards in the event loop (daemon/dgt.h),
 * and annad's module 'dgt' (daemon/modules.def) that opens the configured
 * ones and hands their bytes to the driver.
 */
#include "daemon/dgt.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <unistd.h>

#include "board-io/dgt.h"
#include "daemon/annad_internal.h"
#include "input/dgtport.h"

#define RETRY_MS 1000
#define ANSWER_MS 3000
#define GARBAGE_ERRORS 4 /* errors since the last dump before it is asked for again */

enum fault { FAULT_NONE, FAULT_ABSENT, FAULT_GONE, FAULT_SILENT };

struct anna_dgtdev {
	struct anna_loop *loop;
	struct anna_dgtdev_ops ops;
	int role;
	char role_name[32];
	char spec[256];
	char path[256];
	int fd;
	int timer;
	enum fault fault;      /* said, not yet over */
	bool garbage_said;     /* since the open */
	uint32_t errors_asked; /* the errors count when the dump was asked for */
};

static const char *errname(int e)
{
	const char *n = strerrorname_np(e < 0 ? -e : e);
	return n ? n : "EIO";
}

static void report(struct anna_dgtdev *dev, enum anna_msg msg, int e)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, msg, dev->role_name,
		       dev->path[0] ? dev->path : dev->spec, e ? errname(e) : "");
	if (dev->ops.report)
		dev->ops.report(dev->ops.ctx, dev->role, &err);
}

static void arm(struct anna_dgtdev *dev, unsigned ms)
{
	struct itimerspec its = { 0 };
	its.it_value.tv_sec = ms / 1000;
	its.it_value.tv_nsec = (long)(ms % 1000) * 1000000;
	its.it_interval = its.it_value;
	timerfd_settime(dev->timer, 0, &its, NULL);
}

static void on_readable(void *ctx, int fd, uint32_t events);

/* Tries to open the line; true when it is open. */
static bool try_open(struct anna_dgtdev *dev)
{
	int rc = anna_dgtport_resolve(dev->spec, dev->path, sizeof(dev->path));
	uint8_t hello[8];
	size_t n = anna_dgt_hello(hello);
	if (rc == 0)
		rc = anna_dgtport_open(dev->path, hello, n);
	if (rc < 0) {
		if (dev->fault == FAULT_NONE) {
			dev->fault = FAULT_ABSENT;
			report(dev, ANNA_MSG_DGT_ABSENT, rc);
		}
		return false;
	}
	dev->fd = rc;
	dev->garbage_said = false;
	dev->errors_asked = 0;
	anna_loop_add(dev->loop, dev->fd, EPOLLIN, on_readable, dev);
	dev->ops.bytes(dev->ops.ctx, dev->role, NULL, 0);
	if (dev->fault == FAULT_ABSENT || dev->fault == FAULT_GONE) {
		dev->fault = FAULT_NONE;
		report(dev, ANNA_MSG_DGT_BACK, 0);
	}
	arm(dev, ANSWER_MS); /* until its board dump comes */
	return true;
}

static void close_line(struct anna_dgtdev *dev, int e)
{
	anna_loop_del(dev->loop, dev->fd);
	close(dev->fd);
	dev->fd = -1;
	/* what it showed is no longer known: it is not checked against the
	 * game, nor read at his press, until it is back and read again */
	dev->ops.bytes(dev->ops.ctx, dev->role, NULL, 0);
	dev->fault = FAULT_GONE;
	report(dev, ANNA_MSG_DGT_GONE, e);
	arm(dev, RETRY_MS);
}

static void on_readable(void *ctx, int fd, uint32_t events)
{
	struct anna_dgtdev *dev = ctx;
	(void)fd;
	uint8_t buf[ANNA_DGT_READ_MAX];
	ssize_t r = anna_dgtport_read(dev->fd, buf, sizeof(buf));
	if (r > 0) {
		dev->ops.bytes(dev->ops.ctx, dev->role, buf, (size_t)r);
		anna_dgtdev_check(dev);
		return;
	}
	if (r < 0 || (events & (EPOLLHUP | EPOLLERR)))
		close_line(dev, r < 0 ? (int)r : -EIO);
}

static void on_timer(void *ctx, int fd, uint32_t events)
{
	struct anna_dgtdev *dev = ctx;
	(void)events;
	uint64_t ticks;
	if (read(fd, &ticks, sizeof(ticks)) < 0)
		return;
	if (dev->fd < 0) {
		try_open(dev);
		return;
	}
	bool known = false;
	uint32_t errors = 0;
	dev->ops.state(dev->ops.ctx, dev->role, &known, &errors);
	if (known) {
		arm(dev, 0);
		return;
	}
	/* opened, and no board dump came: a board that answers nothing */
	if (dev->fault != FAULT_SILENT) {
		dev->fault = FAULT_SILENT;
		report(dev, ANNA_MSG_DGT_SILENT, 0);
	}
	uint8_t hello[8];
	if (anna_dgtport_write(dev->fd, hello, anna_dgt_hello(hello)) < 0)
		close_line(dev, -EIO);
}

void anna_dgtdev_check(struct anna_dgtdev *dev)
{
	if (!dev || dev->fd < 0)
		return;
	bool known = false;
	uint32_t errors = 0;
	dev->ops.state(dev->ops.ctx, dev->role, &known, &errors);
	if (known && dev->fault == FAULT_SILENT) {
		dev->fault = FAULT_NONE;
		report(dev, ANNA_MSG_DGT_BACK, 0);
	}
	if (known)
		arm(dev, 0);
	if (errors < dev->errors_asked + GARBAGE_ERRORS) {
		if (errors < dev->errors_asked)
			dev->errors_asked = 0; /* a dump came meanwhile */
		return;
	}
	/* bytes that are no protocol: read the whole board again */
	dev->errors_asked = errors;
	if (!dev->garbage_said) {
		dev->garbage_said = true;
		report(dev, ANNA_MSG_DGT_GARBAGE, 0);
	}
	static const uint8_t brd = ANNA_DGT_SEND_BRD;
	anna_dgtport_write(dev->fd, &brd, 1);
}

int anna_dgtdev_new(struct anna_loop *loop, int role, const char *role_name, const char *spec,
		    const struct anna_dgtdev_ops *ops, struct anna_dgtdev **out)
{
	if (!anna_dgtport_spec_valid(spec) || strlen(spec) >= sizeof(((struct anna_dgtdev *)0)->spec))
		return -EINVAL;
	struct anna_dgtdev *dev = calloc(1, sizeof(*dev));
	if (!dev)
		return -ENOMEM;
	dev->loop = loop;
	dev->ops = *ops;
	dev->role = role;
	dev->fd = -1;
	snprintf(dev->role_name, sizeof(dev->role_name), "%s", role_name);
	snprintf(dev->spec, sizeof(dev->spec), "%s", spec);
	dev->timer = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	if (dev->timer < 0) {
		int e = -errno;
		free(dev);
		return e;
	}
	anna_loop_add(loop, dev->timer, EPOLLIN, on_timer, dev);
	if (!try_open(dev))
		arm(dev, RETRY_MS);
	*out = dev;
	return 0;
}

bool anna_dgtdev_open(const struct anna_dgtdev *dev)
{
	return dev && dev->fd >= 0;
}

void anna_dgtdev_free(struct anna_dgtdev *dev)
{
	if (!dev)
		return;
	if (dev->fd >= 0) {
		anna_loop_del(dev->loop, dev->fd);
		close(dev->fd);
	}
	anna_loop_del(dev->loop, dev->timer);
	close(dev->timer);
	free(dev);
}

/* ---- annad's module 'dgt' ------------------------------------------------ */

static void on_bytes(void *ctx, int role, const uint8_t *bytes, size_t n)
{
	struct anna_daemon *d = ctx;
	if (!d->batch_key) {
		/* its bytes may hold the clock's lever: a press, measured */
		d->batch_us = anna_loop_now_us();
		d->batch_key = n > 0;
	}
	anna_driver_feed_bytes(d->driver, (enum anna_driver_role)role, bytes, n,
			       annad_driver_now(d));
}

static void on_state(void *ctx, int role, bool *known, uint32_t *errors)
{
	struct anna_daemon *d = ctx;
	*known = anna_driver_dgt_known(d->driver, (enum anna_driver_role)role);
	*errors = anna_driver_dgt_errors(d->driver, (enum anna_driver_role)role);
}

/* A fault of an e-board (or that it is connected): logged, and said to
 * the player whose board it is and to the arbiter (after a fault the game
 * goes on as it was: his keypad takes over). */
void annad_dgt_say(struct anna_daemon *d, int role, const struct anna_error *err)
{
	annad_log_error(d, err);
	annad_say_to(d, anna_driver_role_person((enum anna_driver_role)role), err);
	annad_say_to(d, ANNA_ROLE_ARBITER, err);
}

static void on_report(void *ctx, int role, const struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	annad_dgt_say(d, role, err);
	annad_say_readiness(d, true); /* the player's board may be his input */
}

/* The configured e-boards opened (or tried again until they open); in a
 * replay, each recorded line opened afresh as the recording began. */
int annad_dgt_init(struct anna_daemon *d)
{
	if (d->replay.n) {
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT && !d->recovered; r++)
			if (d->replay.dgt[r])
				anna_driver_feed_bytes(d->driver, (enum anna_driver_role)r, NULL, 0,
						       annad_driver_now(d));
		return 0;
	}
	const struct anna_config *config = &d->config;
	struct anna_dgtdev_ops ops = { on_bytes, on_state, on_report, d };
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!anna_dgtport_is_spec(config->device[r]))
			continue;
		const char *name = anna_driver_role_str((enum anna_driver_role)r);
		int e = anna_dgtdev_new(d->loop, r, name, config->device[r], &ops, &d->dgt[r]);
		if (e < 0) {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_DEVICE_OPEN, name,
				       config->device[r], annad_errname(e));
			annad_say_error(d, &err, true);
		}
	}
	return 0;
}

void annad_dgt_fini(struct anna_daemon *d)
{
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		anna_dgtdev_free(d->dgt[r]);
		d->dgt[r] = NULL;
	}
}
