/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/display.h: a refreshable braille display as a listener's output,
 * through BrlAPI (libbrlapi, the client side of Debian's brltty). Each
 * phrase the listener hears is shown in his braille (speech/braille.h
 * cells) from its first cell; the display's own keys, delivered by brltty
 * as commands, act as the key map file says (data/braille/keys.map):
 *
 *   pan-left, pan-right        the phrase's previous / next window
 *   review-back, review-fwd    the phrase before / after the one shown
 *                              (the last ANNA_DISPLAY_HISTORY phrases)
 *   newest                     back to the newest phrase
 *
 * Any other action the map names (repeat, time, last-move, scoresheet,
 * board, help: the keypad's queries) is handed to the caller. A routing
 * key over a cell is handed over as ANNA_DISPLAY_ROUTE with the cell, and
 * a character typed on the display's braille keyboard as
 * ANNA_DISPLAY_TYPED with the character.
 *
 * These calls belong to one thread (annad's loop, a tool's main); the
 * cells are written to brltty by a thread of the display's own, so no
 * call waits for brltty (speech/display.c). Built without libbrlapi
 * (ANNA_HAVE_BRLAPI 0), opening fails with display.unavailable.
 */
#ifndef ANNA_SPEECH_DISPLAY_H
#define ANNA_SPEECH_DISPLAY_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define ANNA_DISPLAY_HISTORY 16
#define ANNA_DISPLAY_CELLS 1024 /* of a phrase */
/* The writer's SCHED_FIFO priority, where the process may have one: the
 * speaker's (annad's rt_priority), so a phrase's cells go out as soon as
 * they are handed over, even while the speaker makes its words. */
#define ANNA_DISPLAY_RT_PRIORITY 10

enum anna_display_action {
	ANNA_DISPLAY_NONE,      /* nothing (a key the map does not name) */
	ANNA_DISPLAY_HANDLED,   /* panned or reviewed: the display changed */
	ANNA_DISPLAY_REPEAT,
	ANNA_DISPLAY_TIME,
	ANNA_DISPLAY_LAST_MOVE,
	ANNA_DISPLAY_SCORESHEET,
	ANNA_DISPLAY_BOARD,
	ANNA_DISPLAY_HELP,
	ANNA_DISPLAY_ROUTE,     /* a routing key: its cell */
	ANNA_DISPLAY_GONE,      /* brltty closed the connection */
	ANNA_DISPLAY_TYPED,     /* a character typed on the display's braille
				 * keyboard (brltty's text table made it of
				 * the dots): its ASCII code, '\n' for Enter,
				 * '\b' for backspace */
};
const char *anna_display_action_str(enum anna_display_action a);

struct anna_display;

/*
 * Connects to brltty's BrlAPI at host (NULL or "": BrlAPI's default, or
 * $BRLAPI_HOST; "127.0.0.1:5" is TCP port 4106) with the key file auth
 * (NULL: BrlAPI's default, or $BRLAPI_AUTH; "none"), takes the display
 * and reads the key map (NULL: <datadir>/braille/keys.map). ANNA_OK, or
 * ANNA_E_NOTFOUND with display.unavailable (host, BrlAPI's reason) or
 * display.silent (brltty took the connection and did not answer within
 * 3 seconds: the call never waits longer),
 * ANNA_E_SYNTAX for a bad key map (file, line), ANNA_E_UNSUPPORTED
 * without libbrlapi, ANNA_E_NOMEM.
 */
enum anna_status anna_display_open(const char *host, const char *auth, const char *keymap,
				   struct anna_display **out, struct anna_error *err);
void anna_display_close(struct anna_display *d); /* NULL is fine */

/* A descriptor readable when a key may wait or brltty let go of the
 * display: then call anna_display_key until ANNA_DISPLAY_NONE. */
int anna_display_fd(const struct anna_display *d);
/* Cells on the display's line. */
unsigned anna_display_width(const struct anna_display *d);

/* Shows a new phrase (cells as speech/braille.h makes them) from its
 * first window; it becomes the newest of the history, with the caller's
 * tag (what it is: anna_display_tag). Never waits: the window is written
 * at once by the display's thread, a newer one replacing one not yet
 * written. 0, or -EIO once a write has failed. */
int anna_display_show(struct anna_display *d, const uint8_t *cells, size_t n, int tag);
/* The tag of the phrase shown now; -1 when there is none. */
int anna_display_tag(const struct anna_display *d);

/*
 * Reads one key if one waits (never blocks): pans and reviews itself,
 * returns what the caller must do, *cell for ANNA_DISPLAY_ROUTE (0-based
 * on the display) and for ANNA_DISPLAY_TYPED (the character).
 * ANNA_DISPLAY_NONE when no key waited.
 */
enum anna_display_action anna_display_key(struct anna_display *d, unsigned *cell);

#endif
