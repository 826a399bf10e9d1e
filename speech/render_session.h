/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_session.h: the session's announcements and arbiter reports
 * (core/session.h) in a profile's words.
 *
 * Every announcement kind renders here; moves, the clock and the board
 * are delegated to speech/render.h, render_clock.h and render_board.h,
 * the rest uses the profile's session.* keys. "Who" is said relative to
 * the listener's side ("you", "opponent"), or by colour for the arbiter.
 */
#ifndef ANNA_SPEECH_RENDER_SESSION_H
#define ANNA_SPEECH_RENDER_SESSION_H

#include "core/session.h"
#include "speech/profile.h"
#include "speech/render.h"

struct anna_render_session_opts {
	/* The listener's side (ANNA_WHITE, ANNA_BLACK), -1 = say colours. */
	int listener_side;
	enum anna_render_form form;   /* moves: long (default) or short */
	bool name_captured;           /* "takes Springer Cesar sechs" */
	uint64_t seconds_below_ms;    /* durations: seconds below this */
};

/* Colours, long form, seconds below 10 minutes. */
void anna_render_session_opts_default(struct anna_render_session_opts *opts);

/*
 * One announcement as a phrase. Check words follow ann->check_words (the
 * session asked the policy, ARB-3). ANNA_E_INVALID for a kind, side or
 * square out of range; ANNA_E_SPACE if it did not fit; the renderers'
 * errors otherwise.
 */
enum anna_status anna_render_session(const struct anna_profile *profile,
				     const struct anna_session_announcement *ann,
				     const struct anna_render_session_opts *opts,
				     struct anna_phrase *out);

/* A report to the arbiter, with its proposal and the decision to confirm,
 * for the arbiter's log (colours, long form). */
enum anna_status anna_render_session_report(const struct anna_profile *profile,
					    const struct anna_session_report *rep,
					    struct anna_phrase *out);

#endif
