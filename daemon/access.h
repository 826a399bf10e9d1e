/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/access.h: who may reach annad's control socket (issue 11). The
 * socket's folder and the socket are opened to the readers the
 * configuration names ([daemon] readers): everyone (the default: reading a
 * game needs no privilege; what a user may change is still decided by his
 * role, control.h), or the members of one group. A client refused by the
 * file system is told so, with the group it needs.
 */
#ifndef ANNA_DAEMON_ACCESS_H
#define ANNA_DAEMON_ACCESS_H

#include <stdbool.h>
#include <sys/types.h>

#include "core/error.h"

/* "everyone" or a group's name. */
#define ANNA_ACCESS_EVERYONE "everyone"

/* Is readers a valid value: "everyone" or an existing group? Sets *gid
 * (-1 for everyone). */
bool anna_access_readers(const char *readers, gid_t *gid);

/*
 * Creates the socket's folder (and the ones above it) and opens it to the
 * readers: 0755 for everyone, 0750 and the group for a group. A folder
 * annad did not create keeps its owner; its mode and group are set only
 * when annad owns it. 0 or -errno.
 */
int anna_access_socket_dir(const char *socket_path, const char *readers);

/* The socket itself: 0666 for everyone, 0660 and the group. 0 or -errno. */
int anna_access_socket(const char *socket_path, const char *readers);

/*
 * A client's connect() failed with EACCES: *err says so in people's terms
 * (control.access: the socket, and the group that may reach it, from the
 * folder's group).
 */
void anna_access_denied(const char *socket_path, struct anna_error *err);

#endif
