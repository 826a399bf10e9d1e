/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/fen.h: Forsyth-Edwards Notation, read with full validation and
 * written.
 */
#ifndef ANNA_CORE_FEN_H
#define ANNA_CORE_FEN_H

#include <stddef.h>

#include "core/error.h"
#include "core/position.h"

#define ANNA_FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* The longest FEN anna writes, with its NUL. */
#define ANNA_FEN_MAX 96

/*
 * Reads a FEN into *pos. Rejects, with the field and the reason in *err,
 * anything malformed and any position that cannot arise in a game (king
 * counts, pawns on rank 1 or 8, too many pieces, side not to move in check,
 * impossible checks, castling rights without king and rook at home, an en
 * passant square without the pawn that made it). The last two fields may be
 * left out (then 0 1). *pos is written only on success.
 */
enum anna_status anna_fen_read(struct anna_position *pos, const char *fen,
			       struct anna_error *err);

/* Writes pos as FEN into buf; ANNA_E_SPACE if size is too small. */
enum anna_status anna_fen_write(const struct anna_position *pos, char *buf,
				size_t size);

#endif
