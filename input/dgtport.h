/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/dgtport.h: a DGT board's serial line (board-io/dgt.h speaks its
 * protocol). A USB DGT board is a CDC-ACM or USB-serial device
 * (/dev/ttyACM0, /dev/ttyUSB0); the line runs at 9600 baud, 8 data bits,
 * no parity, one stop bit, raw (no echo, no line editing, no flow
 * control), non-blocking, so annad's event loop reads it as bytes come.
 *
 * A board is named by a spec (annad.conf, `anna record`, `anna board`):
 *   dgt:/dev/ttyACM0            its device node (or a udev symlink)
 *   dgt:VVVV:PPPP               its USB vendor and product ids (hex),
 *   dgt:VVVV:PPPP:SERIAL        and the USB serial number when two are
 *                               plugged in; found through udev
 * I/O functions return 0 (or an fd) or a negative errno.
 */
#ifndef ANNA_INPUT_DGTPORT_H
#define ANNA_INPUT_DGTPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define ANNA_DGTPORT_PREFIX "dgt:"

/* Does spec name a DGT board ("dgt:...")? */
bool anna_dgtport_is_spec(const char *spec);
/* Is it a well-formed one (a path, or hex ids as above)? */
bool anna_dgtport_spec_valid(const char *spec);

/* The device node of spec: the path as given, or the tty whose USB
 * parent has the ids (and serial) through udev. -EINVAL for a bad spec,
 * -ENODEV when no such board is plugged in, -ENOSPC if cap is short. */
int anna_dgtport_resolve(const char *spec, char *path, size_t cap);

/* Sets fd's line to 9600 8N1 raw. 0 or -errno (-ENOTTY: not a tty). */
int anna_dgtport_configure(int fd);

/* Opens path read-write, non-blocking, not as the controlling terminal,
 * configures the line, and writes hello (the requests, board-io/dgt.h
 * anna_dgt_hello). Returns the fd or -errno. */
int anna_dgtport_open(const char *path, const uint8_t *hello, size_t n);

/* Reads what is there into buf: the count, 0 when nothing waits
 * (EAGAIN), -EIO or -ENODEV when the board went (unplugged, hangup: a
 * read of 0 bytes on a tty is a hangup too), another -errno else. */
ssize_t anna_dgtport_read(int fd, uint8_t *buf, size_t cap);

/* Writes all n bytes (a request). 0 or -errno. */
int anna_dgtport_write(int fd, const uint8_t *bytes, size_t n);

#endif
