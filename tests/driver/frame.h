/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/driver/frame.h: one key or hole of a device as the kernel reports
 * it, an EV_KEY and its SYN_REPORT at `at` ms (their own time stamps too),
 * fed to the driver (header-only; after <cmocka.h>).
 */
#ifndef ANNA_TESTS_DRIVER_FRAME_H
#define ANNA_TESTS_DRIVER_FRAME_H

#include "driver/driver.h"

static inline void frame(struct anna_driver *d, enum anna_driver_role role, unsigned code,
			 int value, uint64_t at)
{
	struct input_event ev = { .type = EV_KEY, .code = (uint16_t)code, .value = value };
	ev.input_event_sec = (long)(at / 1000);
	ev.input_event_usec = (long)(at % 1000 * 1000);
	assert_int_equal(anna_driver_feed(d, role, &ev, at), ANNA_OK);
	struct input_event syn = ev;
	syn.type = EV_SYN;
	syn.code = SYN_REPORT;
	syn.value = 0;
	assert_int_equal(anna_driver_feed(d, role, &syn, at), ANNA_OK);
}

#endif
