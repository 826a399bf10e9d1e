/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/hall.h: annad's side of the tournament hall (docs/hall.md): the
 * board's state, plies, announcements and PGN published through the hall
 * link (hall/link.h), and the arbiter's commands from the hall handed to
 * the control socket's handler. Off unless annad.conf has [hall] broker.
 *
 * Nothing here can hold up the game: publishing copies the text and
 * returns; the link's own thread does the network. The loop watches the
 * link's eventfd; a lost or restored link is reported once each way.
 */
#ifndef ANNA_DAEMON_HALL_H
#define ANNA_DAEMON_HALL_H

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/session.h"
#include "daemon/config.h"
#include "daemon/control.h"
#include "hall/state.h"

struct anna_loop;
struct anna_dhall;

struct anna_dhall_ops {
	/* The link was lost or is back (hall.down / hall.up): for the
	 * arbiter's log and ears. */
	void (*report)(void *ctx, const struct anna_error *err);
	/* An arbiter's command from the hall, checked by the control
	 * socket's parser and permitted (docs/hall.md's list): do it as the
	 * arbiter. */
	anna_control_handler command;
	/* An error in the arbiter's words, for the reply. */
	anna_control_render render;
};

/*
 * Starts the link of config's [hall] section (a no-op returning ANNA_OK
 * with *out NULL when there is none). Errors: the password file cannot be
 * read (hall.password), TLS files (hall.tls), the library cannot start.
 */
enum anna_status anna_dhall_new(const struct anna_config *config, struct anna_loop *loop,
				const struct anna_dhall_ops *ops, void *ctx,
				struct anna_dhall **out, struct anna_error *err);
void anna_dhall_free(struct anna_dhall *h); /* NULL is fine */

/* "connected", "disconnected" (status), or NULL when there is no link. */
const char *anna_dhall_status(struct anna_dhall *h);

/*
 * After each batch of the loop: publishes the state when the game or the
 * words changed since the last call (words: anything was said), each ply
 * made since, and the PGN (pgn: the game so far, NULL to leave it). now is
 * the driver's time, at which the clocks are read; they are stamped with
 * the wall clock of the call. decisions[n]: the decisions open for the
 * arbiter (ED-2), in his words. drift_text: which board does not show the
 * game, in his words; NULL while both do. devices[n_devices]: the
 * configured devices by role, and whether each is there now.
 */
void anna_dhall_update(struct anna_dhall *h, const struct anna_session *s,
		       const struct anna_hall_decision *decisions, size_t n, uint64_t now,
		       const char *time_control, bool words, const char *pgn,
		       const char *drift_text, const struct anna_hall_device *devices,
		       size_t n_devices);

/* One announcement as said to listener (its words), stamped now. It is
 * published by the next anna_dhall_update, before the state (annad calls
 * that a moment after a press, so nothing of the hall's runs between a
 * press and its first audio frame); at most ANNA_DHALL_MAX_SAID wait, a
 * longer batch publishes its oldest at once. */
#define ANNA_DHALL_MAX_SAID 32
void anna_dhall_say(struct anna_dhall *h, enum anna_role listener, const char *text,
		    bool urgent);

#endif
