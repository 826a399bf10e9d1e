/*
 * speech/render_session.h: the session's announcements (core/session.h,
 * struct anna_session_announcement) in a listener's words. Every kind has
 * its phrase: moves and physical moves (speech/render.h), clock
 * announcements (render_clock.h), board corrections, the promotion
 * question and a drift (render_board.h), the end of the game, and the
 * session's own phrases (withdrawn, draw offers, answers to queries,
 * refusals) from the profile's session.* keys. Pure, like render.h.
 */
#ifndef ANNA_SPEECH_RENDER_SESSION_H
#define ANNA_SPEECH_RENDER_SESSION_H

#include "core/session.h"
#include "speech/profile.h"
#include "speech/render.h"

struct anna_render_session_opts {
	enum anna_render_form form;  /* moves: long (default) or short */
	bool name_captured;          /* "takes Springer Cesar sechs" */
	int listener_side;           /* ANNA_WHITE / ANNA_BLACK: "you" and
				      * "opponent" in clock phrases; -1: colours */
};

/* Long form, captured pieces not named, colours. */
void anna_render_session_opts_default(struct anna_render_session_opts *opts);

/*
 * One announcement as a phrase. Whether check words are said is the
 * session's decision (ann->check_words, from the policy, ARB-3).
 * ANNA_E_INVALID for a kind or value out of range (a move that is not
 * legal in ann->pos), ANNA_E_SPACE if the phrase did not fit.
 */
enum anna_status anna_render_session(const struct anna_profile *profile,
				     const struct anna_session_announcement *ann,
				     const struct anna_render_session_opts *opts,
				     struct anna_phrase *out);

#endif
