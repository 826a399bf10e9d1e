/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/roles.c: the devices' roles (roles.h). */
#include "core/roles.h"

#include <string.h>

static const char *const role_names[ANNA_DRIVER_ROLE_COUNT] = {
	"vi-board", "sighted-board", "vi-keypad", "sighted-keypad", "arbiter-keypad",
};

const char *anna_driver_role_str(enum anna_driver_role role)
{
	return (unsigned)role < ANNA_DRIVER_ROLE_COUNT ? role_names[role] : "unknown";
}

int anna_driver_role_from_str(const char *name)
{
	for (int i = 0; i < ANNA_DRIVER_ROLE_COUNT; i++)
		if (name && strcmp(name, role_names[i]) == 0)
			return i;
	return -1;
}

bool anna_driver_role_is_board(enum anna_driver_role role)
{
	return role == ANNA_DRIVER_VI_BOARD || role == ANNA_DRIVER_SIGHTED_BOARD;
}

enum anna_role anna_driver_role_person(enum anna_driver_role role)
{
	switch (role) {
	case ANNA_DRIVER_VI_BOARD:
	case ANNA_DRIVER_VI_KEYPAD:
		return ANNA_ROLE_VI;
	case ANNA_DRIVER_SIGHTED_BOARD:
	case ANNA_DRIVER_SIGHTED_KEYPAD:
		return ANNA_ROLE_SIGHTED;
	default:
		return ANNA_ROLE_ARBITER;
	}
}
