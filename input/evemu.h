/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/evemu.h: evemu recordings (the text format of evemu-record and
 * evemu-describe), read into timestamped struct input_event and written back.
 *
 * The format, line by line:
 *   # comment                    (also "# EVEMU 1.3", the version line)
 *   N: <device name>
 *   I: <bus> <vendor> <product> <version>        4 hex numbers
 *   P: <hex byte> ...                            input properties, in order
 *   B: <type> <hex byte> ...                     capability bits of a type
 *   A: <code> <min> <max> <fuzz> <flat> [<res>]  an absolute axis
 *   L: / S: <code> <value>                       LED / switch state
 *   E: <sec>.<usec> <type> <code> <value>        an event; type and code hex,
 *                                                value decimal, usec exactly
 *                                                six digits; "# ..." after it
 *                                                is a comment
 * N: and I: come before the first event. Event times never go backwards and
 * are kept as written: the recordings of one game share one time base
 * (docs/sensor-board.md), nothing is shifted to zero. The last event of a recording is
 * a SYN_REPORT: a recording that ends inside a frame was cut short.
 *
 * Parsing is pure (text in, events out) and reports the first problem with
 * its line number; loading a file adds only the read.
 */
#ifndef ANNA_INPUT_EVEMU_H
#define ANNA_INPUT_EVEMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <linux/input.h>

#include "core/error.h"

#define ANNA_EVEMU_NAME_MAX 256
/* Bytes of the largest capability bitmask (EV_KEY: KEY_MAX + 1 bits). */
#define ANNA_EVEMU_BITS_BYTES ((KEY_MAX + 1) / 8)

/* A device description and its events. */
struct anna_evemu {
	char name[ANNA_EVEMU_NAME_MAX];
	uint16_t bustype, vendor, product, version;
	uint8_t props[(INPUT_PROP_CNT + 7) / 8];
	uint8_t bits[EV_CNT][ANNA_EVEMU_BITS_BYTES]; /* bits[EV_KEY][code / 8] */
	struct input_absinfo abs[ABS_CNT];           /* valid where bits[EV_ABS] */
	size_t n_events;
	struct input_event *events;                  /* owned, n_events long */
	unsigned *event_lines;                       /* line of each event */
	size_t cap;
};

/* An empty recording (no name, no events); NULL when out of memory. */
struct anna_evemu *anna_evemu_new(void);
void anna_evemu_free(struct anna_evemu *rec); /* NULL is fine */

/*
 * Parses len bytes of text. On success *out is a new recording the caller
 * frees; on failure returns a negative status, leaves *out untouched and
 * fills *err (msg evemu.*, line set). Empty input is an error.
 */
enum anna_status anna_evemu_parse(const char *text, size_t len,
				  struct anna_evemu **out,
				  struct anna_error *err);

/*
 * Reads and parses the file at path. A file that cannot be read gives
 * ANNA_E_NOTFOUND with msg evemu.open (path, errno name).
 */
enum anna_status anna_evemu_load(const char *path, struct anna_evemu **out,
				 struct anna_error *err);

/* Appends one event (for writers building a recording); 0 or -ENOMEM. */
int anna_evemu_append(struct anna_evemu *rec, const struct input_event *ev);

/* The time of an event in microseconds. */
uint64_t anna_evemu_time_us(const struct input_event *ev);
/* Sets an event's time from microseconds. */
void anna_evemu_set_time_us(struct input_event *ev, uint64_t us);

/*
 * The number of events in the recording's first frame, up to and with its
 * first SYN_REPORT (all of them if it has none). For a board the first
 * frame is the holes' state when recording began (docs/sensor-board.md), not a
 * change; what follows it is.
 */
size_t anna_evemu_first_frame(const struct anna_evemu *rec);

/* Whether bit code of type is set in the description. */
bool anna_evemu_has(const struct anna_evemu *rec, unsigned type, unsigned code);
/* Sets bit code of type (and the type's own bit in bits[0]). */
void anna_evemu_set(struct anna_evemu *rec, unsigned type, unsigned code);

/*
 * Writes the description (the "# EVEMU 1.3" line, N:, I:, P:, B:, A:) and
 * one event line, in the format evemu-play reads. 0 or -errno.
 */
int anna_evemu_write_description(FILE *f, const struct anna_evemu *rec);
int anna_evemu_write_event(FILE *f, const struct input_event *ev);
/* Description then every event. 0 or -errno. */
int anna_evemu_write(FILE *f, const struct anna_evemu *rec);

#endif
