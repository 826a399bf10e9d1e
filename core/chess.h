/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/chess.h: the vocabulary of the chess core: colours, pieces, squares,
 * castling rights and the 16-bit move. Header only.
 *
 * Squares: a1 = 0, b1 = 1, ..., h1 = 7, a2 = 8, ..., h8 = 63 (the same
 * index as the sensor board's default map, docs/sensor-board.md).
 */
#ifndef ANNA_CORE_CHESS_H
#define ANNA_CORE_CHESS_H

#include <stdbool.h>
#include <stdint.h>

#define ANNA_WHITE 0
#define ANNA_BLACK 1

enum anna_piece_type {
	ANNA_NO_TYPE = 0,
	ANNA_PAWN = 1,
	ANNA_KNIGHT = 2,
	ANNA_BISHOP = 3,
	ANNA_ROOK = 4,
	ANNA_QUEEN = 5,
	ANNA_KING = 6,
};

/* A piece on a square: type | colour << 3; 0 is an empty square. */
#define ANNA_NO_PIECE 0
#define ANNA_PIECE(color, type) ((uint8_t)((type) | ((color) << 3)))
#define ANNA_PIECE_TYPE(p) ((enum anna_piece_type)((p) & 7))
#define ANNA_PIECE_COLOR(p) ((int)(((p) >> 3) & 1))

#define ANNA_SQ(file, rank) ((int)((rank) * 8 + (file)))
#define ANNA_SQ_FILE(sq) ((int)((sq) & 7))
#define ANNA_SQ_RANK(sq) ((int)((sq) >> 3))
#define ANNA_SQUARES 64
#define ANNA_NO_SQ ANNA_SQUARES

enum anna_castling {
	ANNA_CASTLE_WK = 1, /* White O-O */
	ANNA_CASTLE_WQ = 2, /* White O-O-O */
	ANNA_CASTLE_BK = 4,
	ANNA_CASTLE_BQ = 8,
};

/*
 * A move in 16 bits: from (bits 0-5), to (6-11), flags (12-15). Castling is
 * the king's move (e1g1, e1c1). 0 (a1a1) is never a move: ANNA_MOVE_NONE.
 */
#define ANNA_MOVE_NONE 0

enum anna_move_flag {
	ANNA_MF_QUIET = 0,
	ANNA_MF_DOUBLE_PUSH = 1,
	ANNA_MF_CASTLE_KING = 2,
	ANNA_MF_CASTLE_QUEEN = 3,
	ANNA_MF_CAPTURE = 4,
	ANNA_MF_EN_PASSANT = 5,
	/* 8..11: promotion to N, B, R, Q; 12..15: the same with a capture */
	ANNA_MF_PROMOTION = 8,
};

static inline uint16_t anna_move_new(int from, int to, int flags)
{
	return (uint16_t)(from | (to << 6) | (flags << 12));
}
static inline int anna_move_from(uint16_t m) { return m & 63; }
static inline int anna_move_to(uint16_t m) { return (m >> 6) & 63; }
static inline int anna_move_flags(uint16_t m) { return m >> 12; }
static inline bool anna_move_is_capture(uint16_t m)
{
	return (m >> 12) & ANNA_MF_CAPTURE;
}
static inline bool anna_move_is_promotion(uint16_t m)
{
	return (m >> 12) & ANNA_MF_PROMOTION;
}
static inline bool anna_move_is_castling(uint16_t m)
{
	int f = m >> 12;
	return f == ANNA_MF_CASTLE_KING || f == ANNA_MF_CASTLE_QUEEN;
}
static inline bool anna_move_is_en_passant(uint16_t m)
{
	return (m >> 12) == ANNA_MF_EN_PASSANT;
}
/* The promotion piece type (ANNA_KNIGHT..ANNA_QUEEN), or ANNA_NO_TYPE. */
static inline enum anna_piece_type anna_move_promotion(uint16_t m)
{
	if (!anna_move_is_promotion(m))
		return ANNA_NO_TYPE;
	return (enum anna_piece_type)(ANNA_KNIGHT + ((m >> 12) & 3));
}
/* Flags for a promotion to type (ANNA_KNIGHT..ANNA_QUEEN). */
static inline int anna_move_promotion_flags(enum anna_piece_type type, bool capture)
{
	return ANNA_MF_PROMOTION | (capture ? ANNA_MF_CAPTURE : 0) |
	       (int)(type - ANNA_KNIGHT);
}

#endif
