/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/recording.h: the recordings of one game (evemu, one per device
 * role) merged into one stream, the one merge annad --replay and `anna
 * replay` use (docs/replay.md).
 *
 * The recordings share one time base: their events are merged by
 * timestamp and never shifted per file; ties go by role (the order of
 * enum anna_driver_role), then by the order in the file (a stable order
 * by construction, not by qsort's luck). A board recording begins with one
 * key-down for every occupied hole at its first timestamp: that first
 * frame (up to its first SYN_REPORT) is the board's holes when the
 * recording began, not events. The game starts at the earliest timestamp
 * (the first frame of a board, else the first key).
 *
 * A board role may be recorded by a DGT e-board's serial line instead
 * (input/dgtrec.h): its lines of bytes from the board are events like any
 * other (anna's requests to it are the record only); the line is opened
 * at the game's start.
 */
#ifndef ANNA_DRIVER_RECORDING_H
#define ANNA_DRIVER_RECORDING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/input.h>

#include "board-io/boardmap.h"
#include "driver/driver.h"
#include "input/dgtrec.h"
#include "input/evemu.h"

struct anna_merged_event {
	uint64_t us;                 /* its timestamp */
	enum anna_driver_role role;
	size_t index;                /* in its recording */
	struct input_event ev;       /* an evemu recording's */
	const uint8_t *bytes;        /* a DGT recording's (borrowed from it), */
	size_t n_bytes;              /* else NULL */
};

struct anna_merged {
	struct anna_merged_event *events; /* in order */
	size_t n;
	uint64_t first_us;                /* the game's start (0: nothing) */
	/* each board recording's first frame: its holes, and when */
	bool board[ANNA_DRIVER_ROLE_COUNT];
	uint64_t board_occupancy[ANNA_DRIVER_ROLE_COUNT];
	uint64_t board_us[ANNA_DRIVER_ROLE_COUNT];
	/* a DGT board's line, opened at the start */
	bool dgt[ANNA_DRIVER_ROLE_COUNT];
};

/*
 * Merges the recordings rec[role] (NULL: none for that role), the boards'
 * holes read with map. 0, or -ENOMEM. *out is filled either way (empty on
 * error) and freed with anna_merged_free().
 */
int anna_merge_recordings(struct anna_evemu *const rec[ANNA_DRIVER_ROLE_COUNT],
			  const struct anna_boardmap *map, struct anna_merged *out);
/* The same with DGT recordings dgt[role] (NULL: none; a role has one or
 * the other), which must outlive *out: its events borrow their bytes. */
int anna_merge_recordings_dgt(struct anna_evemu *const rec[ANNA_DRIVER_ROLE_COUNT],
			      struct anna_dgtrec *const dgt[ANNA_DRIVER_ROLE_COUNT],
			      const struct anna_boardmap *map, struct anna_merged *out);
void anna_merged_free(struct anna_merged *m);

#endif
