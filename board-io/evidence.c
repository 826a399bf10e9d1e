/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/evidence.c: the touch record of one move.
 */
#include "board-io/evidence.h"

#include <errno.h>

const char *anna_touch_str(enum anna_touch touch)
{
	switch (touch) {
	case ANNA_TOUCH_NONE: return "none";
	case ANNA_TOUCH_OWN_MOVABLE: return "own_movable";
	case ANNA_TOUCH_OWN_IMMOVABLE: return "own_immovable";
	case ANNA_TOUCH_ENEMY_CAPTURABLE: return "enemy_capturable";
	case ANNA_TOUCH_ENEMY_SAFE: return "enemy_safe";
	case ANNA_TOUCH_AGAIN: return "again";
	case ANNA_TOUCH_EXECUTING: return "executing";
	case ANNA_TOUCH_UNKNOWN: return "unknown";
	}
	return "?";
}

/* Does this kind of touch bind the player (TCH-3)? */
static bool touch_binds(enum anna_touch touch)
{
	return touch == ANNA_TOUCH_OWN_MOVABLE || touch == ANNA_TOUCH_ENEMY_CAPTURABLE;
}

void anna_evidence_clear(struct anna_evidence *ev)
{
	ev->n = 0;
	ev->dropped = 0;
}

int anna_evidence_add(struct anna_evidence *ev, const struct anna_touch_entry *e)
{
	if (ev->n >= ANNA_EVIDENCE_MAX) {
		ev->dropped++;
		return -ENOSPC;
	}
	ev->entry[ev->n++] = *e;
	return 0;
}

const struct anna_touch_entry *anna_evidence_first_binding(const struct anna_evidence *ev)
{
	for (size_t i = 0; i < ev->n; i++)
		if (ev->entry[i].lifted && touch_binds(ev->entry[i].touch))
			return &ev->entry[i];
	return NULL;
}

bool anna_evidence_rook_first(const struct anna_evidence *ev, int king_sq,
			      int rook_sq)
{
	for (size_t i = 0; i < ev->n; i++) {
		if (!ev->entry[i].lifted)
			continue;
		if (ev->entry[i].sq == king_sq)
			return false;
		if (ev->entry[i].sq == rook_sq) {
			for (size_t j = i + 1; j < ev->n; j++)
				if (ev->entry[j].lifted && ev->entry[j].sq == king_sq)
					return true;
			return false;
		}
	}
	return false;
}
