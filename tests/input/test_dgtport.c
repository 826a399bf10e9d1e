/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_dgtport.c: a DGT board's serial line through a real
 * tty: the simulator (tests/common/dgt_sim.h) holds a pseudo-terminal's
 * master, input/dgtport.h opens its slave as it would /dev/ttyACM0. The
 * line is set to 9600 8N1 raw; the hello requests reach the board; the
 * answers, field updates, the clock lever, garbage and cut messages come
 * back through the decoder; a hangup is seen as the board gone; a board
 * that comes back (a new line under the same name) is opened again.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/dgt.h"
#include "input/dgtport.h"
#include "tests/common/dgt_sim.h"

static struct dgt_sim sim;
static struct anna_dgt_decoder dec;
static struct anna_dgt_msg msgs[16];
static size_t n_msgs;

/* Reads from fd until want messages came or 2 s passed (the sim answers
 * its requests meanwhile). Returns the last read's status when it failed. */
static ssize_t collect(int fd, size_t want)
{
	n_msgs = 0;
	for (int i = 0; i < 200 && n_msgs < want; i++) {
		dgt_sim_serve(&sim);
		struct pollfd p = { .fd = fd, .events = POLLIN };
		poll(&p, 1, 10);
		uint8_t b[128];
		ssize_t r = anna_dgtport_read(fd, b, sizeof(b));
		if (r < 0)
			return r;
		for (ssize_t k = 0; k < r; k++) {
			struct anna_dgt_msg m;
			if (anna_dgt_feed(&dec, b[k], &m) == ANNA_DGT_MESSAGE && n_msgs < 16)
				msgs[n_msgs++] = m;
		}
	}
	return 0;
}

static int setup(void **state)
{
	(void)state;
	anna_dgt_decoder_init(&dec);
	return dgt_sim_open(&sim, ANNA_DGT_NORMAL) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	dgt_sim_close(&sim);
	return 0;
}

static void test_specs(void **state)
{
	(void)state;
	assert_true(anna_dgtport_spec_valid("dgt:/dev/ttyACM0"));
	assert_true(anna_dgtport_spec_valid("dgt:045b:81FD"));
	assert_true(anna_dgtport_spec_valid("dgt:045b:81fd:A1B2"));
	assert_false(anna_dgtport_spec_valid("dgt:"));
	assert_false(anna_dgtport_spec_valid("dgt:/"));
	assert_false(anna_dgtport_spec_valid("dgt:45b:81fd"));
	assert_false(anna_dgtport_spec_valid("dgt:045g:81fd"));
	assert_false(anna_dgtport_spec_valid("dgt:045b:81fd:"));
	assert_false(anna_dgtport_spec_valid("/dev/ttyACM0"));
	assert_false(anna_dgtport_is_spec("/dev/input/event3"));
	char path[64];
	assert_int_equal(anna_dgtport_resolve("dgt:/dev/ttyACM0", path, sizeof(path)), 0);
	assert_string_equal(path, "/dev/ttyACM0");
	assert_int_equal(anna_dgtport_resolve("dgt:/dev/ttyACM0", path, 5), -ENOSPC);
	assert_int_equal(anna_dgtport_resolve("dgt:x", path, sizeof(path)), -EINVAL);
	/* by USB ids: tests/input/test_dgtport_udev.c, in a testbed (not
	 * this machine's devices) */
}

static void test_open_hello_dump_updates(void **state)
{
	(void)state;
	uint8_t hello[8];
	size_t nh = anna_dgt_hello(hello);
	int fd = anna_dgtport_open(sim.path, hello, nh);
	assert_true(fd >= 0);
	/* the line: 9600 baud, 8N1, raw */
	struct termios t;
	assert_int_equal(tcgetattr(fd, &t), 0);
	assert_int_equal(cfgetispeed(&t), B9600);
	assert_int_equal(cfgetospeed(&t), B9600);
	assert_int_equal(t.c_cflag & CSIZE, CS8);
	assert_int_equal(t.c_cflag & (PARENB | CSTOPB | CRTSCTS), 0);
	assert_int_equal(t.c_lflag & (ICANON | ECHO | ISIG), 0);
	assert_int_equal(t.c_iflag & (IXON | ICRNL), 0);
	assert_true(fcntl(fd, F_GETFL) & O_NONBLOCK);
	/* serial number, version, the board, the clock */
	assert_int_equal(collect(fd, 4), 0);
	assert_int_equal(n_msgs, 4);
	assert_memory_equal(sim.requests, hello, nh);
	assert_true(sim.updates);
	assert_int_equal(msgs[0].id, ANNA_DGT_MSG_SERIALNR);
	assert_string_equal(msgs[0].serial, "04711");
	assert_int_equal(msgs[1].id, ANNA_DGT_MSG_VERSION);
	assert_int_equal(msgs[1].major, 3);
	assert_int_equal(msgs[2].id, ANNA_DGT_MSG_BOARD_DUMP);
	assert_int_equal(anna_dgt_detect(msgs[2].codes), ANNA_DGT_NORMAL);
	assert_int_equal(msgs[3].id, ANNA_DGT_MSG_BWTIME);
	assert_false(msgs[3].clock.right_high);
	/* nothing more waits: a read returns 0 at once */
	uint8_t b[8];
	assert_int_equal(anna_dgtport_read(fd, b, sizeof(b)), 0);
	/* a move and the lever */
	assert_int_equal(dgt_sim_run(&sim, "move e2 e4; press"), 0);
	assert_int_equal(collect(fd, 3), 0);
	assert_int_equal(n_msgs, 3);
	assert_int_equal(anna_dgt_square(msgs[0].field, ANNA_DGT_NORMAL), ANNA_SQ(4, 1));
	assert_int_equal(msgs[0].code, ANNA_DGT_EMPTY);
	assert_int_equal(anna_dgt_square(msgs[1].field, ANNA_DGT_NORMAL), ANNA_SQ(4, 3));
	assert_int_equal(msgs[1].code, ANNA_DGT_WPAWN);
	assert_int_equal(msgs[2].id, ANNA_DGT_MSG_BWTIME);
	assert_true(msgs[2].clock.right_high);
	/* garbage and a cut message on the line: the next messages are read */
	assert_int_equal(dgt_sim_run(&sim, "garbage 12 34; cut; move d7 d5; move e4 d5"), 0);
	assert_int_equal(collect(fd, 5), 0);
	assert_int_equal(n_msgs, 5);
	assert_int_equal(dec.garbage, 2);
	assert_int_equal(dec.cut, 1);
	assert_int_equal(msgs[4].code, ANNA_DGT_WPAWN);
	assert_int_equal(anna_dgtport_write(fd, (const uint8_t *)"\x42", 1), 0);
	assert_int_equal(collect(fd, 1), 0);
	assert_int_equal(msgs[0].id, ANNA_DGT_MSG_BOARD_DUMP);
	assert_int_equal(msgs[0].codes[anna_dgt_field(ANNA_SQ(3, 4), ANNA_DGT_NORMAL)],
			 ANNA_DGT_WPAWN);
	close(fd);
}

static void test_hangup_and_back(void **state)
{
	(void)state;
	char link[64];
	snprintf(link, sizeof(link), "/tmp/anna-dgt-test-%d", (int)getpid());
	unlink(link);
	assert_int_equal(symlink(sim.path, link), 0);
	uint8_t hello[8];
	size_t nh = anna_dgt_hello(hello);
	int fd = anna_dgtport_open(link, hello, nh);
	assert_true(fd >= 0);
	assert_int_equal(collect(fd, 4), 0);
	/* unplugged: the line hangs up */
	dgt_sim_close(&sim);
	ssize_t r = 0;
	for (int i = 0; i < 200 && r == 0; i++) {
		struct pollfd p = { .fd = fd, .events = POLLIN };
		poll(&p, 1, 10);
		uint8_t b[8];
		r = anna_dgtport_read(fd, b, sizeof(b));
	}
	assert_int_equal(r, -EIO);
	close(fd);
	/* gone for good: opening fails */
	assert_true(anna_dgtport_open(link, hello, nh) < 0);
	/* back (a new line under the same name), turned round this time */
	assert_int_equal(dgt_sim_open(&sim, ANNA_DGT_ROTATED), 0);
	unlink(link);
	assert_int_equal(symlink(sim.path, link), 0);
	fd = anna_dgtport_open(link, hello, nh);
	assert_true(fd >= 0);
	anna_dgt_decoder_init(&dec);
	assert_int_equal(collect(fd, 4), 0);
	assert_int_equal(n_msgs, 4);
	assert_int_equal(anna_dgt_detect(msgs[2].codes), ANNA_DGT_ROTATED);
	close(fd);
	unlink(link);
}

static void test_not_a_tty(void **state)
{
	(void)state;
	assert_int_equal(anna_dgtport_open("/dev/null", NULL, 0), -ENOTTY);
	assert_int_equal(anna_dgtport_open("/nonexistent/ttyACM9", NULL, 0), -ENOENT);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_specs),
		cmocka_unit_test_setup_teardown(test_open_hello_dump_updates, setup, teardown),
		cmocka_unit_test_setup_teardown(test_hangup_and_back, setup, teardown),
		cmocka_unit_test(test_not_a_tty),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
