/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/identity.h: which move a board that knows every piece shows
 * (a DGT board, board-io/dgt.h). Pure: fed the pieces by square and the
 * instants, it never reads a clock and does no I/O.
 *
 * A board that reports each piece's identity needs no memory of the order
 * of lifts and seats: the placement at rest says it all. So every
 * physical order comes out the same: a capture with the captured piece
 * taken first or last, castling with king or rook first, en passant, a
 * promotion (the new piece's identity names it: a queen, or a knight), a
 * piece slid across squares or knocked over and stood up again. The board
 * is read at rest: a change counts once the whole board has been still
 * for the settle window (a slid or knocked piece never shows), and the
 * clock press takes the board as it stands at once (flush).
 *
 * Classified against the game position before the ply:
 *   IDLE       the board shows the position (nothing moved)
 *   MADE       it shows the position after exactly one legal move (OWN), or
 *              after the announced move (EXECUTE)
 *   PROMOTION  a pawn stands on the last rank where a promotion would be,
 *              its new piece not yet put in its place
 *   ILLEGAL    one piece moved (or a king and rook as in castling), not
 *              a legal move: described (ILL-12)
 *   WRONG      EXECUTE: the board shows another move than the announced
 *   MOVING     anything else: a move under way, or a board that differs
 *              (anna_identity_corrections() says how)
 */
#ifndef ANNA_BOARDIO_IDENTITY_H
#define ANNA_BOARDIO_IDENTITY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board-io/infer.h"
#include "core/correction.h"
#include "core/position.h"

enum anna_identity_state {
	ANNA_IDENTITY_IDLE,
	ANNA_IDENTITY_MOVING,
	ANNA_IDENTITY_MADE,
	ANNA_IDENTITY_PROMOTION,
	ANNA_IDENTITY_ILLEGAL,
	ANNA_IDENTITY_WRONG,
};
const char *anna_identity_state_str(enum anna_identity_state state);

struct anna_identity_result {
	enum anna_identity_state state;
	uint16_t move;                      /* MADE, WRONG: the move shown;
					     * PROMOTION: from/to, queen flag */
	struct anna_physical_move physical; /* ILLEGAL */
};

/* The default settle window: long enough for a piece slid over squares or
 * knocked and stood up again, short against a move and a press. */
#define ANNA_IDENTITY_SETTLE_MS 250

struct anna_identity {
	struct anna_position pos;   /* the game position before the ply */
	enum anna_infer_mode mode;
	uint16_t expected;          /* EXECUTE: the announced move */
	unsigned window_ms;
	uint8_t raw[64];            /* pieces by square as last reported
				     * (ANNA_DGT_FOREIGN: no chess man) */
	uint8_t settled[64];        /* as of the last quiet window */
	bool pending;               /* raw differs from settled */
	uint64_t changed_ms;        /* the last raw change */
	struct anna_identity_result now;
};

/* An empty board, the start position as the game, settle window in ms. */
void anna_identity_init(struct anna_identity *id, unsigned window_ms);

/* The ply to watch: the game position before it, the mode, the announced
 * move (EXECUTE; ANNA_E_ILLEGAL if not legal in pos). Classifies the
 * settled board at once. */
enum anna_status anna_identity_start(struct anna_identity *id, const struct anna_position *pos,
				     enum anna_infer_mode mode, uint16_t expected);

/* The whole board (a dump: at open, after a reconnect): taken at once, no
 * window (it was read at rest). */
void anna_identity_board(struct anna_identity *id, const uint8_t pieces[64]);

/* One square changed (a field update) at now_ms. */
void anna_identity_square(struct anna_identity *id, int sq, uint8_t piece, uint64_t now_ms);

/* When the board will have been still for the window; false if nothing
 * is pending. */
bool anna_identity_deadline(const struct anna_identity *id, uint64_t *deadline_ms);

/* Settles the board if it has been still for the window at now_ms. True
 * when the settled board changed (classified again). */
bool anna_identity_advance(struct anna_identity *id, uint64_t now_ms);

/* Settles the board as it stands now (the clock press). True when it
 * changed. */
bool anna_identity_flush(struct anna_identity *id);

const struct anna_identity_result *anna_identity_result(const struct anna_identity *id);

/* The corrections that bring the settled board to target's placement
 * (a foreign object is one to take away). Returns the count. */
size_t anna_identity_corrections(const struct anna_identity *id,
				 const struct anna_position *target,
				 struct anna_correction out[ANNA_CORRECTIONS_MAX]);

/* Does the settled board show target's placement? */
bool anna_identity_shows(const struct anna_identity *id, const struct anna_position *target);

/* The settled board as a placement (a foreign object left out). */
void anna_identity_placement(const struct anna_identity *id, struct anna_position *out);

#endif
