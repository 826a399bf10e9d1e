/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/roles.h: the devices at a table, by the role each plays: one enum
 * for the input layer (hot-plug slots, anna record), the driver and the
 * journal, which records these numbers (append only). The persons they
 * belong to are core/policy.h's enum anna_role.
 */
#ifndef ANNA_CORE_ROLES_H
#define ANNA_CORE_ROLES_H

#include <stdbool.h>

#include "core/policy.h"

/* The devices, by what they are for. */
enum anna_driver_role {
	ANNA_DRIVER_VI_BOARD = 0,     /* the VI player's sensor board */
	ANNA_DRIVER_SIGHTED_BOARD,    /* a sensor board under the sighted board */
	ANNA_DRIVER_VI_KEYPAD,        /* the VI player's keypad */
	ANNA_DRIVER_SIGHTED_KEYPAD,   /* the sighted player's (or assistant's) */
	ANNA_DRIVER_ARBITER_KEYPAD,   /* the arbiter's */
	ANNA_DRIVER_ROLE_COUNT
};
/* "vi-board", "sighted-board", "vi-keypad", "sighted-keypad",
 * "arbiter-keypad"; "unknown" out of range. */
const char *anna_driver_role_str(enum anna_driver_role role);
/* The role of a name, -1 if there is none. */
int anna_driver_role_from_str(const char *name);
/* Is role a sensor board (else a keypad)? */
bool anna_driver_role_is_board(enum anna_driver_role role);
/* The person a keypad belongs to (its echoes go to him). */
enum anna_role anna_driver_role_person(enum anna_driver_role role);

#endif
