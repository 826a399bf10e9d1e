/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/debounce.h: contact bounce filter for square events.
 *
 * A peg going into or out of its hole can make the contact chatter for a
 * few milliseconds. A change of a hole counts only once the hole has kept
 * its new state for the window; a change that returns to the reported
 * state within the window (bounce, or a peg that only wobbled) is
 * swallowed. The event that passes keeps the time of its first edge (a
 * bounce does not restart it), so
 * the record of when a piece was lifted is not shifted by the window; it
 * is only handed on window ms later. anna_debounce_deadline() tells the
 * event loop when to call anna_debounce_advance(). Time is an argument,
 * never read here; events are fed in time order.
 */
#ifndef ANNA_BOARDIO_DEBOUNCE_H
#define ANNA_BOARDIO_DEBOUNCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board-io/decode.h"

#define ANNA_DEBOUNCE_DEFAULT_MS 30
/* The longest window a tool accepts (--window, --debounce). */
#define ANNA_DEBOUNCE_MAX_MS 1000

struct anna_debounce {
	unsigned window_ms;
	uint64_t reported; /* state of every hole as handed on */
	uint64_t raw;      /* state as last seen */
	uint64_t pending;  /* holes whose raw state differs from reported */
	uint64_t settling; /* holes back at their reported state after an
			    * edge, for less than the window (bounce) */
	uint64_t since[64];/* time of the last raw change of a pending hole */
	uint64_t edge[64]; /* time of the first edge of a pending hole */
};

/* Starts the filter with the holes' state and a window (0 = pass through). */
void anna_debounce_init(struct anna_debounce *db, uint64_t occupancy,
			unsigned window_ms);

/*
 * Feeds one raw square event. First hands on, in out, every change that
 * became stable before ev->time_ms (in order of their first edge), then
 * takes ev. Returns how many events were written (at most 64).
 */
size_t anna_debounce_feed(struct anna_debounce *db,
			  const struct anna_square_event *ev,
			  struct anna_square_event out[64]);

/* Hands on every change stable at now_ms. Returns how many (at most 64). */
size_t anna_debounce_advance(struct anna_debounce *db, uint64_t now_ms,
			     struct anna_square_event out[64]);

/*
 * Hands on every pending change at once, as the holes are now, without
 * waiting for its window: for the clock press, so that a piece seated a
 * few milliseconds before it still counts (the press never waits for the
 * filter). Returns how many (at most 64).
 */
size_t anna_debounce_flush(struct anna_debounce *db, struct anna_square_event out[64]);

/* The next time anna_debounce_advance() will have something to hand on;
 * false when nothing is pending. */
bool anna_debounce_deadline(const struct anna_debounce *db, uint64_t *deadline_ms);

/* The state of the holes as handed on so far. */
uint64_t anna_debounce_occupancy(const struct anna_debounce *db);

#endif
