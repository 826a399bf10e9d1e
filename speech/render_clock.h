/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_clock.h: the talking clock's announcements in words
 * (core/clock.h records, docs/announcements.md section 4, docs/rules.md VI-10).
 * Pure: no I/O, no clock, no allocation.
 *
 * Durations are said the way people say them, never as digits: "eine
 * Stunde zwölf Minuten", and seconds only below a threshold ("vier Minuten
 * zehn Sekunden"); above it the seconds are left out (rounded down, so
 * anna never says more time than there is). Who is meant is "you" and
 * "opponent" for a listener's side, or the colours when nobody listens in
 * particular (an arbiter's log).
 */
#ifndef ANNA_SPEECH_RENDER_CLOCK_H
#define ANNA_SPEECH_RENDER_CLOCK_H

#include <stddef.h>
#include <stdint.h>

#include "core/clock.h"
#include "speech/profile.h"
#include "speech/render.h"

struct anna_render_clock_opts {
	/* Durations under this many ms are said with their seconds. */
	uint64_t seconds_below_ms;
	/*
	 * The side that hears automatic announcements (warnings, a time
	 * control reached, a flag fall): "you" / "opponent" relative to it;
	 * -1 says the colours. A query's own listener always wins.
	 */
	int listener;
};

/* Who a clock phrase is about: "own"/"opponent" (the clock.who.* words)
 * for a listener's side (listener ANNA_WHITE or ANNA_BLACK), else the
 * colour of side. The session's phrases name players the same way. */
const char *anna_render_clock_who(const struct anna_profile *profile, int side,
				  int listener);

/* Seconds below 10 minutes, colours (listener -1). */
void anna_render_clock_opts_default(struct anna_render_clock_opts *opts);

/*
 * A duration in words: hours, minutes and (below seconds_below_ms, or when
 * there are no whole minutes) seconds, zero parts left out; 0 ms is "zero
 * seconds". Like snprintf; ANNA_E_RANGE past 999 hours.
 */
int anna_render_duration(const struct anna_profile *profile, uint64_t ms,
			 uint64_t seconds_below_ms, char *buf, size_t size);

/*
 * One announcement as a phrase (text and synthesis text):
 *   TIME             clock.time (who, remaining)
 *   TIME_BOTH        clock.time for the listener (or White), ", ", the other
 *   MOVES_MADE       clock.moves_made (who, moves)
 *   MOVES_TO_CONTROL clock.to_control (who, moves), or clock.sudden_death
 *   WARNING          clock.warning (who, threshold)
 *   CONTROL_REACHED  clock.control_reached (who, time added)
 *   FLAG             clock.flag (who)
 *   TIME_USED        clock.time_used (who, time used)
 * ANNA_E_INVALID for an unknown kind or side, ANNA_E_RANGE for a count the
 * number words cannot say (over 999), ANNA_E_SPACE if it did not fit.
 */
enum anna_status anna_render_clock(const struct anna_profile *profile,
				   const struct anna_clock_announcement *ann,
				   const struct anna_render_clock_opts *opts,
				   struct anna_phrase *out);

#endif
