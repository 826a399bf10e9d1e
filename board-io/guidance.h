/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/guidance.h: what to do to make the sensor board show a position.
 *
 * The sensor board only knows which holes hold a peg. Compared with the
 * position the game says it should show, a hole is either occupied where
 * it should be empty or empty where a piece belongs. Where anna knows which
 * piece stands in a wrong hole (it saw it lifted from its square) and that
 * piece is missing elsewhere, the two become one correction, a piece moved
 * back ("Springer Felix drei zurück auf Gustav eins"), or on to where
 * the announced move takes it; the rest are holes to empty and pieces to
 * put in (a piece in the player's hand back into the hole he just
 * emptied, never another piece into it). The list is as short as that
 * knowledge allows; it is empty exactly when the occupancy matches
 * (VI-13 (ii)).
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

/* What anna knows of the pieces in the holes (any pointer may be NULL:
 * unknown everywhere). */
struct anna_guidance_known {
	const uint8_t *believed; /* [64] the piece anna thinks stands in each
				  * hole, 0 = unknown */
	const uint8_t *origin;   /* [64] the square that piece came from,
				  * ANNA_NO_SQ = unknown */
	const uint8_t *home;     /* [64] the square that piece belongs on in
				  * expected (the announced move carried it
				  * on), ANNA_NO_SQ = unknown, ANNA_GUIDANCE_OFF
				  * = it leaves the board (captured); NULL:
				  * where it came from (origin) */
	uint64_t held;           /* holes just emptied whose piece is still in
				  * the player's hand and belongs there: the
				  * piece goes back, no other piece is moved
				  * into them */
};
#define ANNA_GUIDANCE_OFF 0xfe

/*
 * Fills out with the corrections that turn occupancy into expected's
 * placement, in an order that can be carried out: a piece in his hand
 * back into the hole it came from first, then holes to empty, then moves
 * (one back into its own empty hole first, a move out of a hole before
 * the move into it), then pieces to put in. A hole holding a known piece other than expected's counts
 * as both to empty and to fill. A known piece goes to its home when it is
 * missing there ("back" when that is where it came from), else, its home
 * unknown, to the nearest hole missing such a piece that is not held; a
 * piece that leaves the board (or whose home wants another piece) is
 * only taken out. known NULL: nothing known, only holes. Returns the
 * count (at most ANNA_GUIDANCE_MAX).
 */
#define ANNA_GUIDANCE_MAX 128
size_t anna_guidance_diff(const struct anna_position *expected, uint64_t occupancy,
			  const struct anna_guidance_known *known,
			  struct anna_correction out[ANNA_GUIDANCE_MAX]);

/* The occupancy of a position (both colours). */
uint64_t anna_guidance_occupancy(const struct anna_position *pos);

#endif
