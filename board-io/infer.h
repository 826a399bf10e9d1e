/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/infer.h: which move the square events of the sensor board make.
 *
 * One inference covers one ply. It starts from the game position and the
 * holes' state, takes lifts and seats in time order, and after each says
 * what the board shows now (enum anna_infer_state). It never reads a clock
 * and does no I/O: the session feeds it and decides what to say.
 *
 * Own move (ANNA_INFER_OWN, the VI player moves his own pieces): the board
 * shows a move when its holes are exactly those of one legal move's result
 * and the lifts fit that move (a captured piece's hole was emptied and then
 * filled after the capturing piece was lifted). VI-7 (a), (b): the move is
 * physically made then; the announcement (c) and the clock press are the
 * session's. The state can still change with later events (the rook of a
 * castling seated first looks like a rook move until the king follows, and
 * TCH-4 makes that the arbiter's matter, so the order stays in the
 * evidence). ANNA_INFER_EV_CONCLUDE (the clock press) makes a move or an
 * illegal physical move final.
 *
 * Executing (ANNA_INFER_EXECUTE, the VI player carries out the opponent's
 * announced move): the board is checked against that one move; a hole
 * outside it changing, or a piece anna followed standing in a wrong hole
 * outside it, is reported at once (ANNA_INFER_S_WRONG). MADE needs no
 * clock press there. Which piece was seated for a promotion the board
 * cannot tell: any piece on the square counts.
 *
 * The state machine (docs/sensor-board.md draws it):
 *   IDLE      board = game position, nothing lifted
 *   TOUCHED   board = game position, something was lifted and put back
 *   MOVING    board matches no move (a move under way, or a mismatch)
 *   MADE      board shows exactly one legal move
 *   PROMOTION board shows a promotion, the piece not yet named (VI-4)
 *   AMBIGUOUS board fits several legal moves: ask which
 *   ILLEGAL   board shows one piece moved, not a legal move (described);
 *             may be a move under way (a castling king before its rook):
 *             only CONCLUDE makes it final, and only then is it reported
 *   WRONG     executing: board departs from the announced move
 *   DONE      concluded; feed a new inference for the next ply
 * Events: LIFT, SEAT, PIECE (promotion piece named, may come early),
 * CHOOSE (the player picked one of the ambiguous moves), CONCLUDE.
 */
#ifndef ANNA_BOARDIO_INFER_H
#define ANNA_BOARDIO_INFER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board-io/decode.h"
#include "board-io/evidence.h"
#include "board-io/guidance.h"
#include "core/error.h"
#include "core/movegen.h"
#include "core/position.h"

enum anna_infer_mode {
	ANNA_INFER_OWN,
	ANNA_INFER_EXECUTE,
};

enum anna_infer_state {
	ANNA_INFER_S_IDLE,
	ANNA_INFER_S_TOUCHED,
	ANNA_INFER_S_MOVING,
	ANNA_INFER_S_MADE,
	ANNA_INFER_S_PROMOTION,
	ANNA_INFER_S_AMBIGUOUS,
	ANNA_INFER_S_ILLEGAL,
	ANNA_INFER_S_WRONG,
	ANNA_INFER_S_DONE,
};
const char *anna_infer_state_str(enum anna_infer_state state);

enum anna_infer_event {
	ANNA_INFER_EV_LIFT,
	ANNA_INFER_EV_SEAT,
	ANNA_INFER_EV_PIECE,
	ANNA_INFER_EV_CHOOSE,
	ANNA_INFER_EV_CONCLUDE,
};
const char *anna_infer_event_str(enum anna_infer_event event);

/* A move as it was made on the board, legal or not (ARB-3, ILL-12: in
 * competition it is described, not corrected). */
struct anna_physical_move {
	uint8_t from, to;
	uint8_t piece;       /* the piece that moved */
	uint8_t captured;    /* the piece taken, 0 if none */
	bool castling;       /* king and rook moved together */
	enum anna_illegal_reason reason;
};

/* Describes the physical move of the piece on from to to in pos (castling:
 * the king's squares, its rook moved too) with why it is not legal; used
 * by both boards' inferences (this one and board-io/identity.h). */
void anna_infer_describe(const struct anna_position *pos, int from, int to, bool castling,
			 struct anna_physical_move *pm);

#define ANNA_INFER_MAX_CANDIDATES 16

struct anna_infer_result {
	enum anna_infer_state state;
	bool final;          /* CONCLUDE made the move (or illegal move) final */
	uint16_t move;       /* MADE: the move; PROMOTION: from/to (queen flag);
			      * WRONG: the announced move */
	size_t n_candidates; /* AMBIGUOUS */
	uint16_t candidates[ANNA_INFER_MAX_CANDIDATES];
	struct anna_physical_move physical; /* ILLEGAL */
};

struct anna_infer_hand {
	uint8_t piece;  /* 0 = unknown */
	uint8_t origin; /* its square in the game position, ANNA_NO_SQ if none */
};

/* Everything is inside: no allocation. Large (about 8 KB): keep one per
 * board, not on a small stack. */
struct anna_infer {
	struct anna_position pos;  /* the game position before the ply */
	enum anna_infer_mode mode;
	uint16_t expected;         /* EXECUTE: the announced move */
	uint64_t start;            /* holes of pos */
	uint64_t occupancy;        /* holes now */
	uint64_t lifted;           /* holes emptied at least once */
	uint32_t seq;
	uint32_t first_lift[64];   /* event number of the first lift, 0 = none */
	uint32_t last_seat[64];    /* event number of the last seat, 0 = none */
	uint8_t believed[64];      /* the piece anna thinks is in each hole */
	uint8_t origin[64];        /* where that piece stood in pos, ANNA_NO_SQ
				    * if unknown or new (promoted) */
	struct anna_infer_hand hand[64];
	uint8_t n_hand;
	enum anna_piece_type promotion; /* named (PIECE), ANNA_NO_TYPE if not */
	uint16_t chosen;           /* CHOOSE, cleared by the next lift or seat */
	size_t n_moves;
	uint16_t moves[ANNA_MAX_MOVES];
	uint64_t result[ANNA_MAX_MOVES]; /* holes after each legal move */
	struct anna_infer_result now;
	struct anna_evidence evidence;
};

/*
 * Starts the inference of one ply from the game position, the mode, the
 * announced move (EXECUTE; must be legal in pos, else ANNA_E_ILLEGAL) and
 * the holes' state now. The board need not match pos: then it is MOVING
 * until it does (a board plugged in mid-game, after a power loss).
 */
enum anna_status anna_infer_start(struct anna_infer *inf,
				  const struct anna_position *pos,
				  enum anna_infer_mode mode, uint16_t expected,
				  uint64_t occupancy);

/* A square event (lift or seat) in time order. ANNA_E_STATE after DONE. */
enum anna_status anna_infer_square(struct anna_infer *inf,
				   const struct anna_square_event *ev);

/* PIECE: the promotion piece named by the player (ANNA_KNIGHT..ANNA_QUEEN),
 * before or after the board shows the promotion. */
enum anna_status anna_infer_piece(struct anna_infer *inf, enum anna_piece_type type);

/* CHOOSE: one of the candidates of AMBIGUOUS (ANNA_E_STATE in another
 * state, ANNA_E_INVALID for a move that is not a candidate). */
enum anna_status anna_infer_choose(struct anna_infer *inf, uint16_t move);

/*
 * CONCLUDE (the clock press, or "done" in EXECUTE): MADE and ILLEGAL
 * become final (state DONE, result.final); in any other state nothing
 * changes and the state says what is missing (a promotion piece, a choice,
 * a board that matches nothing: see anna_infer_corrections).
 */
enum anna_status anna_infer_conclude(struct anna_infer *inf);

/* The current result; valid until the next call. */
const struct anna_infer_result *anna_infer_result(const struct anna_infer *inf);

/*
 * The corrections that bring the board to the position it should show
 * now: OWN — the game position, or, while MOVING with a legal move
 * complete on its own squares and only other holes wrong, the position
 * after that move (a peg knocked out while moving is put back, the move
 * is not undone; never used to complete an illegal move, ARB-3);
 * EXECUTE — the position after the announced move. Pieces anna has
 * followed count (a known piece in a wrong hole is corrected; the piece
 * of the announced move's from-square goes to its to-square, a captured
 * one only comes off; a hole just emptied whose piece is in the hand gets
 * that piece back, no other) until the board shows a move; then only the
 * holes do. Returns the count.
 */
size_t anna_infer_corrections(const struct anna_infer *inf,
			      struct anna_correction out[ANNA_GUIDANCE_MAX]);

/* The touch evidence of this ply so far. */
const struct anna_evidence *anna_infer_evidence(const struct anna_infer *inf);

#endif
