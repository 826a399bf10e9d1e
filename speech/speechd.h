/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/speechd.h: a listener's voice through speech-dispatcher
 * (libspeechd), the voice a blind user has chosen and tuned for his
 * screen reader: his output module, voice and rate stay as his
 * speech-dispatcher configuration sets them; anna sets the language of
 * his profile. anna's priorities map onto speech-dispatcher's, which then
 * decides what cuts what:
 *
 *   URGENT -> SPD_IMPORTANT  (cuts everything, is never cut)
 *   MOVE   -> SPD_MESSAGE    (waits for what plays, is not cut by text)
 *   QUERY  -> SPD_TEXT       (cut by a newer message, text or important)
 *   INFO   -> SPD_NOTIFICATION (dropped when anything else speaks)
 *
 * and an urgent phrase first cancels what is said (spd_cancel) when a
 * move announcement's end has not been reported, so the move is stopped
 * at once; the urgent phrases and moves it cancelled are then said again,
 * whole, the urgent ones before it and the moves after it, as
 * speech/speaker.h does with espeak-ng (with no move to cut it waits for
 * the urgent phrases before it). The words go as plain text:
 * the profile's inline phoneme fixes are espeak-ng's and are left out,
 * the word itself is sent. In-process espeak-ng (speech/speaker.h) stays
 * annad's default for the lowest latency.
 *
 * The server: $SPEECHD_ADDRESS (unix_socket:PATH or inet_socket:HOST:PORT),
 * else the user's default. Built without libspeechd (ANNA_HAVE_SPEECHD 0),
 * opening fails with speechd.unbuilt.
 */
#ifndef ANNA_SPEECH_SPEECHD_H
#define ANNA_SPEECH_SPEECHD_H

#include <stdbool.h>

#include "core/error.h"
#include "speech/speaker.h"

struct anna_speechd;

/*
 * Connects as client "anna", connection name (the listener: "player"),
 * and sets language (an ISO code such as "de"; NULL leaves the server's).
 * ANNA_OK, ANNA_E_NOTFOUND with speechd.unavailable (libspeechd's reason),
 * ANNA_E_UNSUPPORTED without libspeechd, ANNA_E_NOMEM.
 */
enum anna_status anna_speechd_open(const char *name, const char *language,
				   struct anna_speechd **out, struct anna_error *err);
void anna_speechd_close(struct anna_speechd *sd); /* NULL is fine */

/* Hands text over at anna's priority and returns at once: a thread of its
 * own talks to the server, so a slow or stuck speech-dispatcher never
 * holds the caller. 0, -EIO (the server has gone), -ENOSPC (64 phrases
 * wait already), -ENOMEM. */
int anna_speechd_say(struct anna_speechd *sd, enum anna_priority prio, const char *text);

/* A file descriptor (an eventfd) that becomes readable when the server
 * has gone (a phrase could not be handed to it: a dead server is seen
 * only then) and when it is back: the caller reads it and asks
 * anna_speechd_up. While it is gone nothing is sent; every 2 seconds the
 * thread tries to connect again, and once connected says what the caller
 * has not taken (anna_speechd_unsaid). -1 without libspeechd. */
int anna_speechd_fd(const struct anna_speechd *sd);

/* Whether the server takes phrases (false once it has gone, until it is
 * back). */
bool anna_speechd_up(struct anna_speechd *sd);

/* While the server is gone: the phrases it did not say, oldest first,
 * each given to fn and then forgotten: the move announcements and urgent
 * phrases whose end it had not reported, the phrase it did not take, and
 * those still waiting (phrases handed over since included). Nothing while
 * it is up. */
typedef void (*anna_speechd_unsaid_fn)(void *ctx, enum anna_priority prio, const char *text);
void anna_speechd_unsaid(struct anna_speechd *sd, anna_speechd_unsaid_fn fn, void *ctx);

#endif
