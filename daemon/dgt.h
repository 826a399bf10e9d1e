/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/dgt.h: annad's DGT e-board: its serial line (input/dgtport.h)
 * in the event loop. The bytes go to the driver as they are read
 * (anna_driver_feed_bytes, which the journal records); this module opens
 * the line (by path or USB id), sends the requests, and handles the
 * faults, each said once to the people concerned (the player whose board
 * it is and the arbiter, and the log), while the game goes on with his
 * keypad:
 *   absent     the board cannot be opened (not plugged in, no power on a
 *              USB-serial adapter, no permission): tried again every
 *              second until it opens
 *   gone       unplugged, hung up, a serial error: closed, tried again
 *   back       opened again: read afresh (the whole board is asked for)
 *   silent     opened, but no board dump came within 3 s: the requests
 *              are sent again every 3 s until one comes
 *   garbage    bytes that are no protocol (a wrong baud rate, another
 *              device on the line): the whole board is asked for again
 * A timerfd of its own is armed only while the board is absent or silent,
 * so a board that works costs no wake-up.
 */
#ifndef ANNA_DAEMON_DGT_H
#define ANNA_DAEMON_DGT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "daemon/loop.h"

/* The most bytes handed on at once (one journal record). */
#define ANNA_DGT_READ_MAX 256

struct anna_dgtdev_ops {
	/* Bytes read (n == 0: the line was opened afresh, or closed: the
	 * board is unknown until its next board dump). */
	void (*bytes)(void *ctx, int role, const uint8_t *bytes, size_t n);
	/* What the driver knows of the board: a dump since the open, and the
	 * protocol errors since the last dump. */
	void (*state)(void *ctx, int role, bool *known, uint32_t *errors);
	/* A fault or its end, to be said (once) and logged. */
	void (*report)(void *ctx, int role, const struct anna_error *err);
	void *ctx;
};

struct anna_dgtdev;

/* Starts reading the DGT board spec ("dgt:...") for role (role_name for
 * the words) in loop: opened now if it is there. 0 or -errno (-EINVAL: a
 * bad spec; -ENOMEM). */
int anna_dgtdev_new(struct anna_loop *loop, int role, const char *role_name, const char *spec,
		    const struct anna_dgtdev_ops *ops, struct anna_dgtdev **out);
void anna_dgtdev_free(struct anna_dgtdev *dev); /* NULL is fine */
/* Whether its line is open now (NULL: no). */
bool anna_dgtdev_open(const struct anna_dgtdev *dev);

/* Checks for garbage after bytes were handed on (annad calls it after
 * each read's batch). */
void anna_dgtdev_check(struct anna_dgtdev *dev);

#endif
