/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/guidance.h: what to do to make the sensor board show a position.
 *
 * The sensor board only knows which holes hold a peg. Compared with the
 * position the game says it should show, a hole is either occupied where
 * it should be empty or empty where a piece belongs. Where anna knows which
 * piece stands in a wrong hole (it saw it lifted from its square) and that
 * piece is missing elsewhere, the two become one correction, a piece moved
 * back ("Springer Felix drei zurück auf Gustav eins"); the rest are holes
 * to empty and pieces to put in. The list is as short as that knowledge
 * allows; it is empty exactly when the occupancy matches (VI-13 (ii)).
 */
#ifndef ANNA_BOARDIO_GUIDANCE_H
#define ANNA_BOARDIO_GUIDANCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/correction.h"
#include "core/position.h"

/* struct anna_correction and its kinds live in core/correction.h, shared
 * with core/reconcile (one concept, one place). */

/*
 * Fills out with the corrections that turn occupancy into expected's
 * placement, in an order that can be carried out: holes to empty first,
 * then moves (a move out of a hole before the move into it), then pieces
 * to put in. believed[sq] is the piece anna thinks stands in hole sq
 * (0 = unknown); NULL means unknown everywhere. A hole holding a known
 * piece other than expected's counts as both to empty and to fill.
 * origin[sq] is the square that piece came from (ANNA_NO_SQ = unknown;
 * NULL = unknown everywhere): a piece goes back to where it came from when
 * it is missing there, else to the nearest hole missing such a piece.
 * Returns the count (at most ANNA_GUIDANCE_MAX).
 */
#define ANNA_GUIDANCE_MAX 128
size_t anna_guidance_diff(const struct anna_position *expected, uint64_t occupancy,
			  const uint8_t *believed, const uint8_t *origin,
			  struct anna_correction out[ANNA_GUIDANCE_MAX]);

/* The occupancy of a position (both colours). */
uint64_t anna_guidance_occupancy(const struct anna_position *pos);

#endif
