/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_device.c: the real libudev + libevdev path under
 * umockdev: open, grab, the key state read on open, read until EAGAIN,
 * resynchronisation after SYN_DROPPED, unplug, plug in again, and the
 * permission error. The device descriptions and ioctl answers are
 * tests/fixtures/devices/ (make-ioctl.py writes the .ioctl files).
 *
 * Links libumockdev when test_device.cmake finds it and starts itself
 * again with the umockdev preload library, as umockdev-wrapper does;
 * exits 77 (skipped) when umockdev is not installed.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "input/device.h"
#include "input/hotplug.h"

/* The mapping of reports to messages needs no device. */
static void test_report_messages(void **state)
{
	(void)state;
	static const struct {
		enum anna_hotplug_kind kind;
		int err;
		enum anna_msg msg;
	} cases[] = {
		{ ANNA_HOTPLUG_OPENED, 0, ANNA_MSG_DEVICE_OPENED },
		{ ANNA_HOTPLUG_GONE, 0, ANNA_MSG_DEVICE_GONE },
		{ ANNA_HOTPLUG_RESYNC, 0, ANNA_MSG_DEVICE_RESYNC },
		{ ANNA_HOTPLUG_FAILED, -EACCES, ANNA_MSG_DEVICE_PERMISSION },
		{ ANNA_HOTPLUG_FAILED, -EPERM, ANNA_MSG_DEVICE_PERMISSION },
		{ ANNA_HOTPLUG_FAILED, -EBUSY, ANNA_MSG_DEVICE_BUSY },
		{ ANNA_HOTPLUG_FAILED, -ENOTTY, ANNA_MSG_DEVICE_NOT_EVDEV },
		{ ANNA_HOTPLUG_FAILED, -ENOENT, ANNA_MSG_DEVICE_OPEN_FAILED },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_hotplug_report r;
		memset(&r, 0, sizeof(r));
		r.kind = cases[i].kind;
		r.err = cases[i].err;
		r.role = ANNA_DRIVER_SIGHTED_KEYPAD;
		strcpy(r.node, "/dev/input/event3");
		strcpy(r.name, "USB Keypad");
		struct anna_error err;
		anna_hotplug_report_error(&r, &err);
		assert_int_equal(err.msg, cases[i].msg);
		assert_string_equal(err.args[0], "/dev/input/event3");
		if (cases[i].msg == ANNA_MSG_DEVICE_OPEN_FAILED) {
			assert_string_equal(err.args[1], "sighted-keypad");
			assert_string_equal(err.args[2], "ENOENT");
		} else if (cases[i].msg == ANNA_MSG_DEVICE_NOT_EVDEV) {
			assert_string_equal(err.args[1], "sighted-keypad");
		} else {
			assert_string_equal(err.args[1], "USB Keypad");
			assert_string_equal(err.args[2], "sighted-keypad");
		}
	}
}

static void test_roles_and_matches(void **state)
{
	(void)state;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		assert_int_equal(anna_driver_role_from_str(anna_driver_role_str((enum anna_driver_role)r)), r);
	}
	assert_int_equal(anna_driver_role_from_str("vi-keyboard"), -1);
	assert_true(anna_driver_role_is_board(ANNA_DRIVER_SIGHTED_BOARD));
	assert_false(anna_driver_role_is_board(ANNA_DRIVER_ARBITER_KEYPAD));

	struct anna_device_match m;
	assert_int_equal(anna_device_match_parse("/dev/input/by-id/usb-kp-event-kbd", &m), 0);
	assert_int_equal(m.kind, ANNA_MATCH_PATH);
	assert_string_equal(m.text, "/dev/input/by-id/usb-kp-event-kbd");
	assert_int_equal(anna_device_match_parse("path:/dev/input/event3", &m), 0);
	assert_string_equal(m.text, "/dev/input/event3");
	assert_int_equal(anna_device_match_parse("name:USB Keypad", &m), 0);
	assert_int_equal(m.kind, ANNA_MATCH_NAME);
	assert_string_equal(m.text, "USB Keypad");
	assert_int_equal(anna_device_match_parse("ids:04d9:1203", &m), 0);
	assert_int_equal(m.kind, ANNA_MATCH_IDS);
	assert_int_equal(m.vendor, 0x04d9);
	assert_int_equal(m.product, 0x1203);
	static const char *const bad[] = {
		"", "event3", "path:event3", "name:", "ids:04d9", "ids:04d9:", "ids:xyz:1",
		"ids:12345:1", "serial:123",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		m.kind = ANNA_MATCH_NAME;
		assert_int_equal(anna_device_match_parse(bad[i], &m), -EINVAL);
		assert_int_equal(m.kind, ANNA_MATCH_NAME);
	}
}

#ifdef ANNA_HAVE_UMOCKDEV
#include <umockdev.h>

#include "tests/common/umockdev_preload.h"

#define KEYPAD_SYS "/sys/devices/virtual/input/input17/event7"
#define KEYPAD_AGAIN_SYS "/sys/devices/virtual/input/input18/event8"
#define BOARD_SYS "/sys/devices/virtual/input/input19/event9"

static UMockdevTestbed *add_device(UMockdevTestbed *tb, const char *umockdev,
				   const char *node, const char *ioctl)
{
	char path[1024], ipath[1024];
	snprintf(path, sizeof(path), "%s/devices/%s", ANNA_FIXTURES_DIR, umockdev);
	snprintf(ipath, sizeof(ipath), "%s/devices/%s", ANNA_FIXTURES_DIR, ioctl);
	GError *error = NULL;
	if (!umockdev_testbed_add_from_file(tb, path, &error) ||
	    !umockdev_testbed_load_ioctl(tb, node, ipath, &error)) {
		print_error("umockdev: %s\n", error->message);
		fail();
	}
	return tb;
}

/* Sends events into the device as if the kernel produced them. */
static void inject(UMockdevTestbed *tb, const char *node, const struct input_event *evs, size_t n)
{
	int fd = umockdev_testbed_get_dev_fd(tb, node);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, evs, n * sizeof(*evs)), (ssize_t)(n * sizeof(*evs)));
}

static void wait_readable(int fd)
{
	struct pollfd p = { fd, POLLIN, 0 };
	assert_int_equal(poll(&p, 1, 2000), 1);
}

#define EV(t, c, v) { .type = (t), .code = (c), .value = (v) }

struct got {
	uint16_t type, code;
	int32_t value;
	bool resync;
};

/* Reads until -EAGAIN, after waiting for the first event. */
static size_t read_all(struct anna_device *dev, struct got *got, size_t max)
{
	wait_readable(anna_device_fd(dev));
	size_t n = 0;
	for (;;) {
		struct input_event ev;
		bool resync;
		int rc = anna_device_read(dev, &ev, &resync);
		if (rc == -EAGAIN)
			break;
		assert_int_equal(rc, 0);
		assert_true(n < max);
		got[n++] = (struct got){ ev.type, ev.code, ev.value, resync };
	}
	return n;
}

static void test_open_read_resync(void **state)
{
	(void)state;
	UMockdevTestbed *tb = umockdev_testbed_new();
	add_device(tb, "keypad.umockdev", "/dev/input/event7", "keypad.ioctl");

	struct anna_device *dev = NULL;
	assert_int_equal(anna_device_open("/dev/input/event7", true, &dev), 0);
	assert_string_equal(anna_device_node(dev), "/dev/input/event7");
	assert_string_equal(anna_device_name(dev), "Test Keypad");
	assert_int_equal(anna_device_vendor(dev), 0x04d9);
	assert_int_equal(anna_device_product(dev), 0x1203);
	assert_true(anna_device_has_key(dev, KEY_KPENTER));
	assert_false(anna_device_has_key(dev, KEY_A));
	/* The key state is read on open: KP5 is held. */
	unsigned down[4];
	assert_int_equal(anna_device_keys_down(dev, down, 4), 1);
	assert_int_equal(down[0], KEY_KP5);
	assert_int_equal(anna_device_key_down(dev, KEY_KP5), 1);
	assert_int_equal(anna_device_key_down(dev, KEY_KP2), 0);

	struct anna_device_match m;
	anna_device_match_parse("name:Test Keypad", &m);
	assert_true(anna_device_matches(dev, &m));
	anna_device_match_parse("ids:04d9:1203", &m);
	assert_true(anna_device_matches(dev, &m));
	anna_device_match_parse("ids:04d9:1204", &m);
	assert_false(anna_device_matches(dev, &m));
	anna_device_match_parse("/dev/input/event7", &m);
	assert_true(anna_device_matches(dev, &m));

	/* KP5 released, KP2 pressed, then the kernel's buffer overflowed:
	 * the state read again says KP5 down and KP2 up, so the delta is KP5
	 * down, KP2 up (in code order) and a SYN_REPORT, all marked resync. */
	static const struct input_event evs[] = {
		EV(EV_KEY, KEY_KP5, 0), EV(EV_SYN, SYN_REPORT, 0),
		EV(EV_KEY, KEY_KP2, 1), EV(EV_SYN, SYN_REPORT, 0),
		EV(EV_SYN, SYN_DROPPED, 0),
	};
	inject(tb, "/dev/input/event7", evs, 5);
	struct got got[16];
	size_t n = read_all(dev, got, 16);
	static const struct got want[] = {
		{ EV_KEY, KEY_KP5, 0, false }, { EV_SYN, SYN_REPORT, 0, false },
		{ EV_KEY, KEY_KP2, 1, false }, { EV_SYN, SYN_REPORT, 0, false },
		{ EV_KEY, KEY_KP5, 1, true },  { EV_KEY, KEY_KP2, 0, true },
		{ EV_SYN, SYN_REPORT, 0, true },
	};
	assert_int_equal(n, sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < n; i++) {
		print_message("event %zu: %u %u %d %d\n", i, got[i].type, got[i].code,
			      got[i].value, got[i].resync);
		assert_int_equal(got[i].type, want[i].type);
		assert_int_equal(got[i].code, want[i].code);
		assert_int_equal(got[i].value, want[i].value);
		assert_int_equal(got[i].resync, want[i].resync);
	}
	assert_int_equal(anna_device_resyncs(dev), 1);
	assert_int_equal(anna_device_key_down(dev, KEY_KP5), 1);

	/* A recording's description comes from the device. */
	struct anna_evemu *desc = anna_evemu_new();
	anna_device_describe(dev, desc);
	assert_string_equal(desc->name, "Test Keypad");
	assert_int_equal(desc->vendor, 0x04d9);
	assert_true(anna_evemu_has(desc, EV_KEY, KEY_KPENTER));
	assert_true(anna_evemu_has(desc, EV_SYN, EV_MSC));
	assert_false(anna_evemu_has(desc, EV_KEY, KEY_A));
	anna_evemu_free(desc);
	anna_device_free(dev);

	/* An fd the caller opened stays open. */
	int fd = open("/dev/input/event7", O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	assert_true(fd >= 0);
	assert_int_equal(anna_device_new_from_fd(fd, NULL, false, &dev), 0);
	assert_string_equal(anna_device_node(dev), "");
	anna_device_free(dev);
	assert_true(fcntl(fd, F_GETFD) >= 0);
	close(fd);

	dev = (struct anna_device *)0x1;
	assert_int_equal(anna_device_open("/dev/input/event99", true, &dev), -ENOENT);
	assert_ptr_equal(dev, (struct anna_device *)0x1);
	g_object_unref(tb);
}

#define MAX_REPORTS 16
struct reports {
	struct anna_hotplug_report r[MAX_REPORTS];
	size_t n;
};

static void collect(void *ctx, const struct anna_hotplug_report *r)
{
	struct reports *rs = ctx;
	if (rs->n < MAX_REPORTS)
		rs->r[rs->n] = *r;
	rs->n++;
}

static void dispatch(struct anna_hotplug *hp)
{
	wait_readable(anna_hotplug_fd(hp));
	assert_int_equal(anna_hotplug_dispatch(hp), 0);
}

static void test_hotplug(void **state)
{
	(void)state;
	UMockdevTestbed *tb = umockdev_testbed_new();
	struct reports rs = { .n = 0 };
	struct anna_hotplug *hp = NULL;
	assert_int_equal(anna_hotplug_new(collect, &rs, &hp), 0);
	struct anna_device_match keypad, board;
	anna_device_match_parse("name:Test Keypad", &keypad);
	anna_device_match_parse("ids:1d50:6189", &board);
	assert_int_equal(anna_hotplug_add_slot(hp, ANNA_DRIVER_VI_KEYPAD, &keypad, true), 0);
	assert_int_equal(anna_hotplug_add_slot(hp, ANNA_DRIVER_VI_BOARD, &board, true), 1);

	/* The board is there at the start. */
	add_device(tb, "board.umockdev", "/dev/input/event9", "board.ioctl");
	assert_int_equal(anna_hotplug_scan(hp), 0);
	assert_int_equal(rs.n, 1);
	assert_int_equal(rs.r[0].kind, ANNA_HOTPLUG_OPENED);
	assert_int_equal(rs.r[0].slot, 1);
	assert_int_equal(rs.r[0].role, ANNA_DRIVER_VI_BOARD);
	assert_string_equal(rs.r[0].node, "/dev/input/event9");
	assert_string_equal(rs.r[0].name, "Test Peg Board");
	/* docs/sensor-board.md: the holes' state is known at once; 32 pegs at the start. */
	assert_int_equal(rs.r[0].keys_down, 32);
	struct anna_device *b = anna_hotplug_device(hp, 1);
	assert_non_null(b);
	assert_int_equal(anna_device_key_down(b, 0x2c0 + 0), 1);  /* a1 */
	assert_int_equal(anna_device_key_down(b, 0x2c0 + 28), 0); /* e4 */
	assert_int_equal(anna_device_key_down(b, 0x2c0 + 63), 1); /* h8 */
	/* The board's add uevent, still queued, opens nothing twice. */
	dispatch(hp);
	assert_int_equal(rs.n, 1);

	/* The keypad is plugged in later. */
	add_device(tb, "keypad.umockdev", "/dev/input/event7", "keypad.ioctl");
	dispatch(hp);
	assert_int_equal(rs.n, 2);
	assert_int_equal(rs.r[1].kind, ANNA_HOTPLUG_OPENED);
	assert_int_equal(rs.r[1].slot, 0);
	assert_string_equal(rs.r[1].node, "/dev/input/event7");
	assert_int_equal(rs.r[1].keys_down, 1);
	assert_int_equal(anna_hotplug_role(hp, 0), ANNA_DRIVER_VI_KEYPAD);

	/* Events through the slot; a SYN_DROPPED is reported once. */
	static const struct input_event evs[] = {
		EV(EV_KEY, KEY_KP5, 0), EV(EV_SYN, SYN_REPORT, 0), EV(EV_SYN, SYN_DROPPED, 0),
	};
	inject(tb, "/dev/input/event7", evs, 3);
	wait_readable(anna_device_fd(anna_hotplug_device(hp, 0)));
	struct input_event ev;
	bool resync;
	int n = 0, resyncs = 0;
	int rc;
	while ((rc = anna_hotplug_read(hp, 0, &ev, &resync)) == 0) {
		n++;
		resyncs += resync;
	}
	assert_int_equal(rc, -EAGAIN);
	assert_int_equal(n, 4);      /* KP5 0, SYN, then KP5 1, SYN */
	assert_int_equal(resyncs, 2);
	assert_int_equal(rs.n, 3);
	assert_int_equal(rs.r[2].kind, ANNA_HOTPLUG_RESYNC);
	assert_int_equal(rs.r[2].slot, 0);

	/* Unplugged: closed and reported. */
	umockdev_testbed_uevent(tb, KEYPAD_SYS, "remove");
	dispatch(hp);
	umockdev_testbed_remove_device(tb, KEYPAD_SYS);
	assert_int_equal(rs.n, 4);
	assert_int_equal(rs.r[3].kind, ANNA_HOTPLUG_GONE);
	assert_int_equal(rs.r[3].slot, 0);
	assert_string_equal(rs.r[3].node, "/dev/input/event7");
	assert_null(anna_hotplug_device(hp, 0));
	assert_int_equal(anna_hotplug_read(hp, 0, &ev, &resync), -ENODEV);
	assert_non_null(anna_hotplug_device(hp, 1));

	/* Plugged in again (the kernel gives it a new node): opened at once,
	 * with its key state. */
	add_device(tb, "keypad-again.umockdev", "/dev/input/event8", "keypad.ioctl");
	dispatch(hp);
	assert_int_equal(rs.n, 5);
	assert_int_equal(rs.r[4].kind, ANNA_HOTPLUG_OPENED);
	assert_int_equal(rs.r[4].slot, 0);
	assert_string_equal(rs.r[4].node, "/dev/input/event8");
	assert_int_equal(rs.r[4].keys_down, 1);

	/* A device announced again ("change", as udevadm trigger does after
	 * a rule is installed) is opened if its slot is free, once. */
	struct reports rs2 = { .n = 0 };
	struct anna_hotplug *hp2 = NULL;
	assert_int_equal(anna_hotplug_new(collect, &rs2, &hp2), 0);
	assert_int_equal(anna_hotplug_add_slot(hp2, ANNA_DRIVER_SIGHTED_BOARD, &board, false), 0);
	umockdev_testbed_uevent(tb, BOARD_SYS, "change");
	dispatch(hp2);
	assert_int_equal(rs2.n, 1);
	assert_int_equal(rs2.r[0].kind, ANNA_HOTPLUG_OPENED);
	assert_string_equal(rs2.r[0].node, "/dev/input/event9");
	umockdev_testbed_uevent(tb, BOARD_SYS, "change");
	dispatch(hp2);
	assert_int_equal(rs2.n, 1);
	anna_hotplug_free(hp2);

	anna_hotplug_free(hp);
	g_object_unref(tb);
}

/* Without the right to read the node the report says which device and
 * why. As root (who may read anything) a child gives its rights away and
 * tries; the udev monitor then is out of its reach too, so it checks the
 * open alone (the report's wording is test_report_messages). */
static void test_permission(void **state)
{
	(void)state;
	UMockdevTestbed *tb = umockdev_testbed_new();
	add_device(tb, "keypad.umockdev", "/dev/input/event7", "keypad.ioctl");
	char *root = umockdev_testbed_get_root_dir(tb);
	char node[1024];
	snprintf(node, sizeof(node), "%s/dev/input/event7", root);
	g_free(root);
	assert_int_equal(chmod(node, 0), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		if (geteuid() == 0) {
			if (setgid(65534) != 0 || setuid(65534) != 0)
				_exit(3);
			struct anna_device *dev = NULL;
			int rc = anna_device_open("/dev/input/event7", true, &dev);
			_exit(rc == -EACCES && dev == NULL ? 0 : 7);
		}
		struct reports rs = { .n = 0 };
		struct anna_hotplug *hp = NULL;
		struct anna_device_match m;
		anna_device_match_parse("/dev/input/event7", &m);
		if (anna_hotplug_new(collect, &rs, &hp) < 0)
			_exit(4);
		anna_hotplug_add_slot(hp, ANNA_DRIVER_SIGHTED_KEYPAD, &m, true);
		anna_hotplug_scan(hp);
		if (rs.n != 1 || rs.r[0].kind != ANNA_HOTPLUG_FAILED)
			_exit(5);
		struct anna_error err;
		anna_hotplug_report_error(&rs.r[0], &err);
		if (err.msg != ANNA_MSG_DEVICE_PERMISSION || strcmp(err.args[0], "/dev/input/event7") ||
		    strcmp(err.args[2], "sighted-keypad"))
			_exit(6);
		anna_hotplug_free(hp);
		_exit(0);
	}
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
	g_object_unref(tb);
}
#endif

int main(void)
{
#ifdef ANNA_HAVE_UMOCKDEV
	umockdev_preload_start_again("test_device");
#endif
	const struct CMUnitTest pure[] = {
		cmocka_unit_test(test_report_messages),
		cmocka_unit_test(test_roles_and_matches),
	};
	int failed = cmocka_run_group_tests_name("device_pure", pure, NULL, NULL);
#ifdef ANNA_HAVE_UMOCKDEV
	if (!under_umockdev()) {
		fprintf(stderr, "umockdev's preload library is not loaded: the device tests are skipped\n");
		return failed ? failed : 77;
	}
	const struct CMUnitTest mocked[] = {
		cmocka_unit_test(test_open_read_resync),
		cmocka_unit_test(test_hotplug),
		cmocka_unit_test(test_permission),
	};
	return failed + cmocka_run_group_tests_name("device_umockdev", mocked, NULL, NULL);
#else
	fprintf(stderr, "umockdev is not installed: the device tests are skipped\n");
	return failed ? failed : 77;
#endif
}
