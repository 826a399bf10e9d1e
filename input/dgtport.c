/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/dgtport.c: a DGT board's serial line (input/dgtport.h).
 */
#include "input/dgtport.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include <libudev.h>

bool anna_dgtport_is_spec(const char *spec)
{
	return spec && strncmp(spec, ANNA_DGTPORT_PREFIX, strlen(ANNA_DGTPORT_PREFIX)) == 0;
}

/* "VVVV:PPPP[:SERIAL]" into its parts; false if it is not that. */
static bool parse_ids(const char *s, char vendor[5], char product[5], char serial[128])
{
	size_t i = 0;
	for (; i < 4; i++)
		if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i])
			return false;
	if (s[4] != ':')
		return false;
	for (i = 5; i < 9; i++)
		if (!s[i] || !strchr("0123456789abcdefABCDEF", s[i]))
			return false;
	if (s[9] != '\0' && s[9] != ':')
		return false;
	if (s[9] == ':' && (!s[10] || strlen(s + 10) >= 128))
		return false;
	for (i = 0; i < 4; i++) {
		vendor[i] = (char)(s[i] | 0x20);  /* udev writes them in lower case */
		product[i] = (char)(s[5 + i] | 0x20);
	}
	vendor[4] = product[4] = '\0';
	snprintf(serial, 128, "%s", s[9] ? s + 10 : "");
	return true;
}

bool anna_dgtport_spec_valid(const char *spec)
{
	if (!anna_dgtport_is_spec(spec))
		return false;
	const char *s = spec + strlen(ANNA_DGTPORT_PREFIX);
	char v[5], p[5], serial[128];
	return s[0] == '/' ? s[1] != '\0' : parse_ids(s, v, p, serial);
}

int anna_dgtport_resolve(const char *spec, char *path, size_t cap)
{
	if (!anna_dgtport_spec_valid(spec))
		return -EINVAL;
	const char *s = spec + strlen(ANNA_DGTPORT_PREFIX);
	if (s[0] == '/')
		return (size_t)snprintf(path, cap, "%s", s) < cap ? 0 : -ENOSPC;
	char vendor[5], product[5], serial[128];
	parse_ids(s, vendor, product, serial);
	struct udev *udev = udev_new();
	if (!udev)
		return -ENOMEM;
	int rc = -ENODEV;
	struct udev_enumerate *en = udev_enumerate_new(udev);
	if (en && udev_enumerate_add_match_subsystem(en, "tty") >= 0 &&
	    udev_enumerate_scan_devices(en) >= 0) {
		struct udev_list_entry *e;
		udev_list_entry_foreach(e, udev_enumerate_get_list_entry(en)) {
			if (rc != -ENODEV)
				break;
			struct udev_device *dev =
				udev_device_new_from_syspath(udev, udev_list_entry_get_name(e));
			if (!dev)
				continue;
			struct udev_device *usb =
				udev_device_get_parent_with_subsystem_devtype(dev, "usb", "usb_device");
			const char *v = usb ? udev_device_get_sysattr_value(usb, "idVendor") : NULL;
			const char *p = usb ? udev_device_get_sysattr_value(usb, "idProduct") : NULL;
			const char *sn = usb ? udev_device_get_sysattr_value(usb, "serial") : NULL;
			const char *node = udev_device_get_devnode(dev);
			if (v && p && node && !strcasecmp(v, vendor) && !strcasecmp(p, product) &&
			    (!serial[0] || (sn && !strcmp(sn, serial))))
				rc = (size_t)snprintf(path, cap, "%s", node) < cap ? 0 : -ENOSPC;
			udev_device_unref(dev);
		}
	}
	udev_enumerate_unref(en);
	udev_unref(udev);
	return rc;
}

int anna_dgtport_configure(int fd)
{
	struct termios t;
	if (tcgetattr(fd, &t) < 0)
		return -errno;
	cfmakeraw(&t);
	t.c_cflag &= ~(tcflag_t)(CSIZE | PARENB | CSTOPB | CRTSCTS);
	t.c_cflag |= CS8 | CLOCAL | CREAD;
	t.c_iflag &= ~(tcflag_t)(IXON | IXOFF | IXANY);
	/* VMIN 1: with O_NONBLOCK a read with nothing there fails with
	 * EAGAIN, so a read of 0 bytes is only ever a hangup (VMIN 0 would
	 * return 0 for "nothing yet" too) */
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	if (cfsetispeed(&t, B9600) < 0 || cfsetospeed(&t, B9600) < 0)
		return -errno;
	if (tcsetattr(fd, TCSANOW, &t) < 0)
		return -errno;
	tcflush(fd, TCIFLUSH); /* what a board said before anna asked */
	return 0;
}

int anna_dgtport_write(int fd, const uint8_t *bytes, size_t n)
{
	size_t done = 0;
	for (int tries = 0; done < n && tries < 100; tries++) {
		ssize_t w = write(fd, bytes + done, n - done);
		if (w > 0) {
			done += (size_t)w;
			continue;
		}
		if (w < 0 && errno != EAGAIN && errno != EINTR)
			return -errno;
		/* the line's buffer is full (9600 baud): a request is a few
		 * bytes, so this is a board that does not read */
		usleep(1000);
	}
	return done == n ? 0 : -EAGAIN;
}

int anna_dgtport_open(const char *path, const uint8_t *hello, size_t n)
{
	int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	int rc = anna_dgtport_configure(fd);
	if (rc == 0 && n)
		rc = anna_dgtport_write(fd, hello, n);
	if (rc < 0) {
		close(fd);
		return rc;
	}
	return fd;
}

ssize_t anna_dgtport_read(int fd, uint8_t *buf, size_t cap)
{
	for (;;) {
		ssize_t r = read(fd, buf, cap);
		if (r > 0)
			return r;
		if (r == 0)
			return -EIO; /* hangup */
		if (errno == EINTR)
			continue;
		if (errno == EAGAIN || errno == EWOULDBLOCK)
			return 0;
		return -errno;
	}
}
