/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/driver_feed.h: one raw input a driver consumed (its raw
 * hook's record, with the event, command or bytes copied), fed to another
 * driver: what crash recovery does with the journal. Returns what the
 * feed returned (ANNA_OK for a tick, a command, a board state). Header
 * only.
 */
#ifndef ANNA_TESTS_COMMON_DRIVER_FEED_H
#define ANNA_TESTS_COMMON_DRIVER_FEED_H

#include "driver/driver.h"

static inline enum anna_status driver_feed_raw(struct anna_driver *d, const struct anna_driver_raw *raw,
				   const struct input_event *ev,
				   const struct anna_session_event *command, const uint8_t *bytes)
{
	switch (raw->input) {
	case ANNA_DRIVER_IN_EVENT:
		return anna_driver_feed(d, raw->role, ev, raw->now_ms);
	case ANNA_DRIVER_IN_BOARD_STATE:
		anna_driver_board_state(d, raw->role, raw->occupancy, raw->now_ms);
		break;
	case ANNA_DRIVER_IN_TICK:
		anna_driver_tick(d, raw->now_ms);
		break;
	case ANNA_DRIVER_IN_COMMAND:
		anna_driver_command(d, command);
		break;
	case ANNA_DRIVER_IN_BYTES:
		return anna_driver_feed_bytes(d, raw->role, raw->n_bytes ? bytes : NULL,
					      raw->n_bytes, raw->now_ms);
	}
	return ANNA_OK;
}

#endif
