/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/decode.h: evdev events of a sensor board -> square events.
 *
 * Key events are collected per frame and acted on at SYN_REPORT
 * (libinput's habit): a square whose hole changed during the frame gives
 * one square event, stamped with the frame's time. A press and release of
 * the same hole inside one frame cancel out. Keys outside the map and
 * autorepeat (value 2) are ignored. After SYN_DROPPED the kernel lost
 * events: the decoder drops everything up to the next SYN_REPORT and
 * reports that it needs the true key state, which the reader fetches with
 * EVIOCGKEY and hands to anna_decode_resync().
 */
#ifndef ANNA_BOARDIO_DECODE_H
#define ANNA_BOARDIO_DECODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <linux/input.h>

#include "board-io/boardmap.h"

/* A hole became occupied (a peg was seated) or empty (a peg was lifted). */
struct anna_square_event {
	uint64_t time_ms;
	uint8_t sq;
	bool occupied;
};

struct anna_decode {
	const struct anna_boardmap *map; /* borrowed, must outlive the decoder */
	uint64_t occupancy;              /* as of the last SYN_REPORT */
	uint64_t frame;                  /* hole state collected this frame */
	uint8_t order[64];               /* squares touched this frame, in order */
	uint8_t n_order;
	uint64_t in_order;
	bool dropped;                    /* inside a SYN_DROPPED gap */
	bool need_resync;
};

/* Starts a decoder with the holes' state (bit i = square i occupied), as
 * read with EVIOCGKEY when the device opens. */
void anna_decode_init(struct anna_decode *dec, const struct anna_boardmap *map,
		      uint64_t occupancy);

/*
 * Feeds one event. At SYN_REPORT writes the frame's square events to out
 * (at most 64, in the order the holes first changed in the frame) and
 * returns how many; 0 otherwise.
 */
size_t anna_decode_event(struct anna_decode *dec, const struct input_event *ev,
			 struct anna_square_event out[64]);

/* True after SYN_DROPPED until anna_decode_resync() is called. */
bool anna_decode_needs_resync(const struct anna_decode *dec);

/*
 * Takes the true state of the holes after a SYN_DROPPED (EVIOCGKEY) and
 * writes the square events that bring the decoder's state to it, stamped
 * now_ms, in square order. Returns how many.
 */
size_t anna_decode_resync(struct anna_decode *dec, uint64_t occupancy,
			  uint64_t now_ms, struct anna_square_event out[64]);

/* The occupancy of the holes as of the last frame. */
uint64_t anna_decode_occupancy(const struct anna_decode *dec);

/* The time of an input_event in milliseconds. */
uint64_t anna_decode_time_ms(const struct input_event *ev);

/* The occupancy given by a key state bitmap (EVIOCGKEY, KEY_MAX + 1 bits,
 * bit code at keys[code / 8] & (1 << code % 8)). */
uint64_t anna_decode_keys_occupancy(const struct anna_boardmap *map,
				    const uint8_t *keys, size_t nbytes);

#endif
