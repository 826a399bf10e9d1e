/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/position.h: a chess position (bitboards plus a mailbox), make and
 * unmake with a caller-owned undo record, attacks, check.
 *
 * Call anna_core_init() once before anything else in core/ that needs the
 * attack tables (it is idempotent and thread-safe; anna_fen_read calls it).
 */
#ifndef ANNA_CORE_POSITION_H
#define ANNA_CORE_POSITION_H

#include <stdbool.h>
#include <stdint.h>

#include "core/chess.h"

struct anna_position {
	uint64_t by_color[2];   /* occupancy per colour */
	uint64_t by_type[7];    /* occupancy per piece type, [0] unused */
	uint8_t board[64];      /* piece per square, ANNA_NO_PIECE if empty */
	uint8_t side;           /* ANNA_WHITE or ANNA_BLACK to move */
	uint8_t castling;       /* enum anna_castling bits */
	uint8_t ep;             /* en passant target square or ANNA_NO_SQ */
	uint16_t halfmove_clock;/* plies since the last capture or pawn move */
	uint16_t fullmove;      /* move number, starts at 1 */
	uint64_t key;           /* Zobrist key of placement, side, castling;
				 * the en passant file only when an en passant
				 * capture is legal (DRAW-3): equal keys are
				 * the same position for repetition */
};

/* Everything make() changes that unmake() cannot recompute. */
struct anna_undo {
	uint8_t captured;       /* piece captured, ANNA_NO_PIECE if none */
	uint8_t castling;
	uint8_t ep;
	uint16_t halfmove_clock;
	uint16_t fullmove;
	uint64_t key;
};

/* Builds the attack and hash tables. Idempotent, thread-safe, cheap after
 * the first call. */
void anna_core_init(void);

/* The standard starting position. */
void anna_position_start(struct anna_position *pos);

/* An empty board, White to move, no castling rights, no en passant square,
 * clocks 0 and 1. With anna_position_set_piece() and anna_position_rehash()
 * it builds any position; anna_fen_read() validates one. */
void anna_position_clear(struct anna_position *pos);
/* Puts piece (ANNA_NO_PIECE to empty the square) on sq, replacing what
 * stood there. Leaves the key stale: call anna_position_rehash() after. */
void anna_position_set_piece(struct anna_position *pos, int sq, uint8_t piece);
/* The whole placement at once: board (a piece per square) and the
 * occupancy it implies, in one pass over the occupied squares. The other
 * fields are left as they are; the key is stale as with set_piece. */
void anna_position_set_board(struct anna_position *pos, const uint8_t board[64]);
/* The Zobrist key of pos computed from scratch (core/zobrist.h's tables;
 * make() updates it incrementally, tests compare the two). */
uint64_t anna_position_key(const struct anna_position *pos);
/* Recomputes pos->key after direct changes to the fields. */
void anna_position_rehash(struct anna_position *pos);

/* Play a legal move (from anna_movegen_legal); fills *undo. */
void anna_position_make(struct anna_position *pos, uint16_t move,
			struct anna_undo *undo);
/* Take back the move make() played with the same undo record. */
void anna_position_unmake(struct anna_position *pos, uint16_t move,
			  const struct anna_undo *undo);

/* Squares of pieces of colour `by` that attack square sq. */
uint64_t anna_position_attackers(const struct anna_position *pos, int sq, int by);
/* Every square some piece of colour `by` attacks (sq is in it exactly
 * when anna_position_attackers(pos, sq, by) is not empty). */
uint64_t anna_position_attacked(const struct anna_position *pos, int by);
/* Is the side to move in check? */
bool anna_position_in_check(const struct anna_position *pos);
/* Square of colour's king, ANNA_NO_SQ if there is none. */
int anna_position_king(const struct anna_position *pos, int color);

/* Is an en passant capture legal? (DRAW-3: only then does the en passant
 * square make a different position.) */
bool anna_position_ep_legal(const struct anna_position *pos);

/* Compares placement, side, castling rights and en passant square. */
bool anna_position_equal(const struct anna_position *a, const struct anna_position *b);
/* The same position for repetition (DRAW-3): placement, side, castling
 * rights, and the en passant square only where an en passant capture is
 * legal. Exact, where equal keys are only very probably the same. */
bool anna_position_same(const struct anna_position *a, const struct anna_position *b);

/* Writes "e4" for a square into buf (3 bytes); returns buf. */
char *anna_square_name(int sq, char buf[3]);
/* Parses "e4" (lower case; the two characters only, whatever follows);
 * ANNA_NO_SQ if not a square. */
int anna_square_parse(const char *s);
/* Writes a move in UCI form ("e2e4", "e7e8q", castling "e1g1") into buf
 * (6 bytes); returns buf. */
char *anna_move_uci(uint16_t move, char buf[6]);

#endif
