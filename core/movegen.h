/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/movegen.h: legal move generation and perft.
 * Nothing here allocates: the caller owns the move array.
 */
#ifndef ANNA_CORE_MOVEGEN_H
#define ANNA_CORE_MOVEGEN_H

#include <stddef.h>
#include <stdint.h>

#include "core/position.h"

/* No legal chess position has more than 218 moves. */
#define ANNA_MAX_MOVES 256

/* Writes every legal move of the side to move into moves[]; returns the
 * count (0 = checkmate or stalemate). pos must have one king a side, as
 * every position anna_fen_read() accepts or make() produces has. */
size_t anna_movegen_legal(const struct anna_position *pos,
			  uint16_t moves[ANNA_MAX_MOVES]);

/* Is move one of the legal moves of pos? */
bool anna_movegen_is_legal(const struct anna_position *pos, uint16_t move);

/* Leaf count of the legal move tree to depth (bulk-counted at the last
 * ply). pos is restored on return. */
uint64_t anna_perft(struct anna_position *pos, unsigned depth);

/*
 * Why a move as made on a board is not legal (ILL-12: training says it;
 * competition describes the move without judgement). One list for the
 * board's inference (board-io/infer.h finds all but ILL-7's) and the
 * session (ILL-7's unfinished promotion).
 */
enum anna_illegal_reason {
	ANNA_ILLEGAL_NOT_OWN_PIECE = 0, /* the opponent's piece was moved */
	ANNA_ILLEGAL_OWN_CAPTURE,     /* an own piece was taken */
	ANNA_ILLEGAL_PATTERN,         /* the piece does not move like that */
	ANNA_ILLEGAL_BLOCKED,         /* a piece stands in the way */
	ANNA_ILLEGAL_SELF_CHECK,      /* own king would be in check */
	ANNA_ILLEGAL_CASTLE_RIGHTS,   /* king or that rook has moved before */
	ANNA_ILLEGAL_CASTLE_BLOCKED,  /* a piece between king and rook */
	ANNA_ILLEGAL_CASTLE_IN_CHECK, /* castling out of check */
	ANNA_ILLEGAL_CASTLE_THROUGH,  /* king passes or lands on an attacked square */
	ANNA_ILLEGAL_CASTLE_ROOK,     /* king moved two squares, rook not moved */
	ANNA_ILLEGAL_UNFINISHED_PROMOTION, /* ILL-7: a pawn on the last rank,
					    * no piece named */
	ANNA_ILLEGAL_EN_PASSANT_PAWN, /* pawn moved as en passant, the pawn
				       * it takes not removed */
	ANNA_ILLEGAL_COUNT
};
/* "not_own_piece", ... (for logs, tests and the profiles' keys). */
const char *anna_illegal_reason_str(enum anna_illegal_reason reason);

#endif
