/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_annad_present.c: annad says which configured devices
 * are present and which are missing, by role, at the start and at every
 * hot-plug, to everyone who hears (the player in en, the arbiter in
 * fide-de, and the log), and says "anna is ready" only while the player's
 * keypad is there. The test holds an umockdev testbed (it starts itself
 * again under umockdev's preload library, as umockdev-wrapper does; annad
 * inherits it, and runs the real libudev and libevdev code) and plugs the keypad of tests/fixtures/devices/ in
 * and out while annad runs:
 *   - started with the player's keypad and the opponent's keypad absent:
 *     each said missing with how to fix it, "not ready", no "ready";
 *   - the player's keypad plugged in: connected, the opponent's still
 *     missing, "ready";
 *   - unplugged: said, "not ready" again; plugged in again: "ready";
 *   - started with the keypad present: connected, "ready", nothing of it
 *     missing.
 * Exits 77 (skipped) without umockdev. Every wait is bounded.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#ifdef ANNA_HAVE_UMOCKDEV
#include <umockdev.h>

#include "tests/common/lines.h"
#include "tests/common/umockdev_preload.h"

#define KEYPAD_SYS "/sys/devices/virtual/input/input17/event7"
#define KEYPAD_AGAIN_SYS "/sys/devices/virtual/input/input18/event8"

static char dir[64], transcript[96], log_path[96];
static pid_t annad = -1;
static UMockdevTestbed *tb;

/* Sleeps, serving the testbed meanwhile: umockdev's uevents reach annad
 * through a socket the testbed serves in this process's main context. */
static void sleep_ms(unsigned ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000 };
	while (g_main_context_iteration(NULL, FALSE))
		;
	nanosleep(&ts, NULL);
}

static void show(void)
{
	char cmd[256];
	snprintf(cmd, sizeof(cmd), "cat %s %s >&2", transcript, log_path);
	if (system(cmd) != 0)
		fprintf(stderr, "(none)\n");
}

/* Waits until file has count lines with needle, or ms passed. */
static bool wait_in(const char *file, const char *needle, int count, unsigned ms)
{
	for (unsigned t = 0; t < ms; t += 20) {
		if (file_lines_with(file, needle) >= count)
			return true;
		sleep_ms(20);
	}
	fprintf(stderr, "waited %u ms for %d x \"%s\"; the transcript and annad's log:\n", ms,
		count, needle);
	show();
	return false;
}

static bool wait_for(const char *needle, int count)
{
	return wait_in(transcript, needle, count, 5000);
}

/* Exactly count lines of the transcript hold needle. */
static bool said_times(const char *needle, int count)
{
	int n = file_lines_with(transcript, needle);
	if (n == count)
		return true;
	fprintf(stderr, "\"%s\" said %d times, not %d; the transcript:\n", needle, n, count);
	show();
	return false;
}

/* Plugs in a device of tests/fixtures/devices/: node (its ioctl answers
 * the keypad's), sys its event device's path. The fixture lists the event
 * device before its parent (which has the name), so the add uevent
 * umockdev sends for it finds no name yet: the kernel adds the parent
 * first, and udev announces the node once it is made; the add uevent is
 * sent again once all is there, as udev does. */
static void plug(const char *umockdev, const char *node, const char *sys)
{
	char path[1024], ipath[1024];
	snprintf(path, sizeof(path), "%s/devices/%s", ANNA_FIXTURES_DIR, umockdev);
	snprintf(ipath, sizeof(ipath), "%s/devices/keypad.ioctl", ANNA_FIXTURES_DIR);
	GError *error = NULL;
	/* the ioctl answers first: annad opens the node at the add uevent */
	if (!umockdev_testbed_load_ioctl(tb, node, ipath, &error) ||
	    !umockdev_testbed_add_from_file(tb, path, &error)) {
		fprintf(stderr, "umockdev: %s\n", error->message);
		fail();
	}
	umockdev_testbed_uevent(tb, sys, "add");
}

/* annad under umockdev's preload library (inherited), in the testbed
 * (UMOCKDEV_DIR, which umockdev_testbed_new set). */
static void start(void)
{
	char conf[160];
	snprintf(conf, sizeof(conf), "%s/annad.conf", dir);
	FILE *f = fopen(conf, "w");
	assert_non_null(f);
	fprintf(f, "[game]\nprofile = en\ntime-control = 300+3\n"
		   "[devices]\nvi-keypad = name:Test Keypad\nsighted-keypad = name:Absent Keypad\n"
		   "[engine]\nopponent = human\n"
		   "[listeners]\nplayer = text\narbiter = text\narbiter.profile = fide-de\n"
		   "[daemon]\nstate-dir = %s/state\nsocket = %s/sock\ntranscript = %s\n",
		dir, dir, transcript);
	fclose(f);
	annad = fork();
	assert_true(annad >= 0);
	if (annad == 0) {
		freopen(log_path, "w", stderr);
		freopen("/dev/null", "r", stdin);
		execl(ANNAD_BIN, "annad", "--config", conf, "--no-audio", (char *)NULL);
		_exit(127);
	}
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/anna-present-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(transcript, sizeof(transcript), "%s/transcript", dir);
	snprintf(log_path, sizeof(log_path), "%s/annad.err", dir);
	tb = umockdev_testbed_new();
	return tb ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	if (annad > 0) {
		kill(annad, SIGTERM);
		waitpid(annad, NULL, 0);
		annad = -1;
	}
	g_object_unref(tb);
	tb = NULL;
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char missing_en[] =
	"vi vi-keypad (name:Test Keypad) is missing: no device that fits it is plugged in. "
	"Plug it in, and anna opens it at once; if it is plugged in, correct the line vi-keypad "
	"under [devices] in annad.conf (how to name a device: man annad.conf).";
static const char missing_de[] = "arbiter vi-keypad (name:Test Keypad) fehlt: kein passendes "
				 "Gerät ist eingesteckt.";
static const char other_missing[] = "vi sighted-keypad (name:Absent Keypad) is missing";
static const char not_ready_en[] =
	"vi anna is not ready: the player's vi-keypad is missing. anna says that it is ready "
	"as soon as it is there.";
static const char not_ready_de[] = "arbiter anna ist nicht bereit: vi-keypad des Spielers fehlt.";
static const char ready_en[] = "vi anna is ready\n";
static const char connected_en[] = "vi Test Keypad (/dev/input/event7) is connected as vi-keypad.";
static const char connected_de[] =
	"arbiter Test Keypad (/dev/input/event7) ist angeschlossen als vi-keypad.";

static void test_absent_then_plugged(void **state)
{
	(void)state;
	start();
	/* the start: both keypads missing, by role, with the fix; not ready */
	assert_true(wait_for(not_ready_en, 1));
	assert_true(wait_for(not_ready_de, 1));
	assert_true(said_times(missing_en, 1));
	assert_true(said_times(missing_de, 1));
	assert_true(said_times(other_missing, 1));
	assert_true(said_times(ready_en, 0));
	assert_true(wait_in(log_path, "annad läuft, aber anna ist noch nicht bereit; Steuersocket", 1,
			    5000));
	assert_int_equal(file_lines_with(log_path, "anna ist bereit"), 0);

	/* plugged in: connected (to both, and the log), the other keypad
	 * still missing, ready */
	plug("keypad.umockdev", "/dev/input/event7", KEYPAD_SYS);
	assert_true(wait_for(ready_en, 1));
	assert_true(said_times(connected_en, 1));
	assert_true(said_times(connected_de, 1));
	assert_true(said_times(other_missing, 2));
	assert_true(said_times(missing_en, 1)); /* its own report said it */
	assert_true(wait_in(log_path, "annad: anna ist bereit", 1, 5000));

	/* unplugged: said, not ready again */
	umockdev_testbed_uevent(tb, KEYPAD_SYS, "remove");
	assert_true(wait_for(not_ready_en, 2));
	assert_true(said_times("vi Test Keypad (/dev/input/event7, vi-keypad) was unplugged.", 1));
	assert_true(said_times("arbiter Test Keypad (/dev/input/event7, vi-keypad) wurde abgezogen.",
			       1));
	umockdev_testbed_remove_device(tb, KEYPAD_SYS);

	/* plugged in again (a new node): ready again */
	plug("keypad-again.umockdev", "/dev/input/event8", KEYPAD_AGAIN_SYS);
	assert_true(wait_for(ready_en, 2));
	assert_true(said_times("vi Test Keypad (/dev/input/event8) is connected as vi-keypad.", 1));
}

static void test_present(void **state)
{
	(void)state;
	plug("keypad.umockdev", "/dev/input/event7", KEYPAD_SYS);
	start();
	assert_true(wait_for(ready_en, 1));
	assert_true(said_times(connected_en, 1));
	assert_true(said_times(connected_de, 1));
	assert_true(said_times(other_missing, 1));
	assert_true(said_times("vi vi-keypad (", 0)); /* nothing of it missing */
	assert_true(said_times("not ready", 0));
	assert_true(wait_in(log_path, "annad: anna ist bereit; Steuersocket", 1, 5000));
	/* connected, before ready */
	FILE *f = fopen(transcript, "r");
	assert_non_null(f);
	char line[2048];
	int connected_at = 0, ready_at = 0, n = 0;
	while (fgets(line, sizeof(line), f)) {
		n++;
		if (strstr(line, connected_en) && !connected_at)
			connected_at = n;
		if (strstr(line, ready_en) && !ready_at)
			ready_at = n;
	}
	fclose(f);
	assert_true(connected_at > 0 && connected_at < ready_at);
}
#endif

int main(void)
{
#ifdef ANNA_HAVE_UMOCKDEV
	/* the testbed's uevents read its /sys through the preload library
	 * too */
	umockdev_preload_start_again("test_annad_present");
	if (!under_umockdev())
		return 1;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_absent_then_plugged, setup, teardown),
		cmocka_unit_test_setup_teardown(test_present, setup, teardown),
	};
	return cmocka_run_group_tests_name("annad_present", tests, NULL, NULL);
#else
	fprintf(stderr, "umockdev is not installed: skipped\n");
	return 77;
#endif
}
