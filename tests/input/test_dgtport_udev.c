/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_dgtport_udev.c: a DGT board named by its USB ids
 * ([devices] sighted-board = dgt:VVVV:PPPP[:SERIAL]) found through udev,
 * in an umockdev testbed: two boards of one model told apart by their
 * serial numbers, the ids in either case, a tty that is no USB device and
 * a USB device with other ids passed over, none found. The node found is
 * opened: anna's requests arrive at the board's side of the line, and a
 * board dump sent from there is read.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "board-io/dgt.h"
#include "input/dgtport.h"

#ifdef ANNA_HAVE_UMOCKDEV
#include <umockdev.h>

#include "tests/common/umockdev_preload.h"

/* A USB device with its ids and serial number, its interface and its tty
 * (/dev/TTY, a pseudo-terminal in the testbed), as umockdev-record writes
 * them (the device first, then its parents). */
static void add_board(UMockdevTestbed *tb, const char *usb, const char *vendor,
		      const char *product, const char *serial, const char *tty)
{
	char rec[2048];
	snprintf(rec, sizeof(rec),
		 "P: /devices/pci0000:00/usb1/%s/%s:1.0/tty/%s\nN: %s\nE: DEVNAME=/dev/%s\n"
		 "E: SUBSYSTEM=tty\nA: dev=166:%d\n\n"
		 "P: /devices/pci0000:00/usb1/%s/%s:1.0\nE: DEVTYPE=usb_interface\n"
		 "E: SUBSYSTEM=usb\n\n"
		 "P: /devices/pci0000:00/usb1/%s\nE: DEVTYPE=usb_device\nE: SUBSYSTEM=usb\n"
		 "A: idVendor=%s\nA: idProduct=%s\nA: serial=%s\n",
		 usb, usb, tty, tty, tty, tty[strlen(tty) - 1] - '0', usb, usb, usb, vendor,
		 product, serial);
	GError *error = NULL;
	if (!umockdev_testbed_add_from_string(tb, rec, &error))
		fail_msg("umockdev: %s", error->message);
}

static void test_found_by_ids(void **state)
{
	(void)state;
	UMockdevTestbed *tb = umockdev_testbed_new();
	/* a tty that is no USB device (a built-in serial port) */
	GError *error = NULL;
	if (!umockdev_testbed_add_from_string(tb,
					      "P: /devices/platform/serial8250/tty/ttyS0\n"
					      "N: ttyS0\nE: DEVNAME=/dev/ttyS0\nE: SUBSYSTEM=tty\n"
					      "A: dev=4:64\n", &error))
		fail_msg("umockdev: %s", error->message);
	add_board(tb, "1-1", "045b", "81fd", "A1B2", "ttyACM0");
	add_board(tb, "1-2", "045b", "81fd", "C3D4", "ttyACM1");
	add_board(tb, "1-3", "0403", "6001", "FT01", "ttyUSB0");

	char path[64];
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fd:C3D4", path, sizeof(path)), 0);
	assert_string_equal(path, "/dev/ttyACM1");
	assert_int_equal(anna_dgtport_resolve("dgt:045B:81FD:A1B2", path, sizeof(path)), 0);
	assert_string_equal(path, "/dev/ttyACM0");
	assert_int_equal(anna_dgtport_resolve("dgt:0403:6001", path, sizeof(path)), 0);
	assert_string_equal(path, "/dev/ttyUSB0");
	/* without a serial number: one of the two boards */
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fd", path, sizeof(path)), 0);
	assert_true(strcmp(path, "/dev/ttyACM0") == 0 || strcmp(path, "/dev/ttyACM1") == 0);
	/* none with these ids, or this serial number; no room for the path */
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fe", path, sizeof(path)), -ENODEV);
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fd:A1B", path, sizeof(path)), -ENODEV);
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fd:A1B2", path, 8), -ENOSPC);

	/* the node found opened: the requests reach the board's side, and
	 * its board dump comes back */
	assert_int_equal(anna_dgtport_resolve("dgt:045b:81fd:A1B2", path, sizeof(path)), 0);
	uint8_t hello[8];
	size_t nh = anna_dgt_hello(hello);
	int fd = anna_dgtport_open(path, hello, nh);
	if (fd < 0)
		fail_msg("%s: %s", path, strerror(-fd));
	int board = umockdev_testbed_get_dev_fd(tb, "/dev/ttyACM0");
	assert_true(board >= 0);
	uint8_t got[16];
	struct pollfd p = { board, POLLIN, 0 };
	assert_int_equal(poll(&p, 1, 2000), 1);
	assert_int_equal(read(board, got, sizeof(got)), (ssize_t)nh);
	assert_memory_equal(got, hello, nh);
	struct anna_dgt_msg dump = { .id = ANNA_DGT_MSG_BOARD_DUMP };
	dump.codes[60] = ANNA_DGT_WKING;
	uint8_t b[ANNA_DGT_SIZE_BOARD_DUMP];
	size_t n = anna_dgt_encode(&dump, b, sizeof(b));
	assert_int_equal(write(board, b, n), (ssize_t)n);
	uint8_t in[ANNA_DGT_SIZE_BOARD_DUMP];
	size_t have = 0;
	for (int i = 0; i < 100 && have < n; i++) {
		struct pollfd q = { fd, POLLIN, 0 };
		poll(&q, 1, 20);
		ssize_t r = anna_dgtport_read(fd, in + have, sizeof(in) - have);
		assert_true(r >= 0);
		have += (size_t)r;
	}
	assert_int_equal(have, n);
	assert_memory_equal(in, b, n);
	close(fd);
	g_object_unref(tb);
}
#endif

int main(void)
{
#ifdef ANNA_HAVE_UMOCKDEV
	umockdev_preload_start_again("test_dgtport_udev");
	if (!under_umockdev()) {
		fprintf(stderr, "umockdev's preload library is not loaded: skipped\n");
		return 77;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_found_by_ids),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
#else
	fprintf(stderr, "umockdev is not installed: skipped\n");
	return 77;
#endif
}
