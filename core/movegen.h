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

#endif
