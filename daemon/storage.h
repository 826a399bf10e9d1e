/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/storage.h: the state directory annad keeps a game in.
 *
 * One daemon per game: anna_storage_open() takes an exclusive lock
 * (flock on STATE_DIR/lock, which holds the holder's pid) before anything
 * reads the journal; a second annad on the same directory is told which
 * process holds it and stops without writing. Then a write test (a file
 * written, flushed and removed) finds a directory annad cannot keep a game
 * in (read-only, wrong owner, full) before a game starts.
 */
#ifndef ANNA_DAEMON_STORAGE_H
#define ANNA_DAEMON_STORAGE_H

#include "core/error.h"

struct anna_storage;

/*
 * Creates state_dir (and its parents, mode 0750), locks it and tests
 * that it can be written. 0 and *out, or -1 with *err: state.locked
 * (the directory, the holder's pid) or state.unwritable (the directory,
 * the errno's name).
 */
int anna_storage_open(const char *state_dir, struct anna_storage **out, struct anna_error *err);
/* Releases the lock. NULL is fine. */
void anna_storage_free(struct anna_storage *s);

/* mkdir -p with mode 0750: 0 or -errno. */
int anna_storage_mkdirs(const char *path);

#endif
