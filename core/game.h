/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/game.h: the game record and the game's status.
 *
 * A game record holds the start position, the plies played (each with its
 * undo record, the DRAW-3 identity of the position it produced, the mover's
 * clock reading and a draw-offer mark), and the current position. It
 * answers the rules questions that depend on the history: check,
 * checkmate, stalemate, dead position by material, threefold repetition and
 * the fifty-move rule (claimable, also on an intended move), fivefold
 * repetition and the 75-move rule (automatic, per edition), and the flag-fall
 * question of CLK-9 ("could this colour still checkmate?").
 *
 * Ownership: struct anna_game owns its ply array; anna_game_init() starts
 * an empty record without allocating, anna_game_append() grows the array
 * (outside any hot path), anna_game_fini() frees it. Copy a record with
 * anna_game_copy(), never with assignment.
 */
#ifndef ANNA_CORE_GAME_H
#define ANNA_CORE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/error.h"
#include "core/position.h"

/* ED-1: the edition of the Laws a game is played under. */
enum anna_edition {
	ANNA_EDITION_2009 = 2009,
	ANNA_EDITION_2014 = 2014,
	ANNA_EDITION_2017 = 2017,
};

/* Is e one of the editions above? */
bool anna_edition_valid(int e);

/*
 * DRAW-3: what makes two positions "the same": side to move, placement,
 * permanent castling rights, and the en passant square only when an en
 * passant capture is really legal (ANNA_NO_SQ otherwise).
 */
struct anna_game_ident {
	uint8_t board[64];
	uint8_t side;
	uint8_t castling;
	uint8_t ep;
};

bool anna_game_ident_equal(const struct anna_game_ident *a,
			   const struct anna_game_ident *b);

/* No clock reading recorded for a ply. */
#define ANNA_GAME_NO_CLOCK UINT32_MAX

enum anna_game_ply_flag {
	ANNA_PLY_DRAW_OFFER = 1,   /* SHEET-5: the mover offered a draw (=) */
};

/* One ply of the record. */
struct anna_game_ply {
	uint16_t move;
	uint8_t flags;             /* enum anna_game_ply_flag bits */
	uint8_t no_moves;          /* 1 if the side to move after it has no legal move */
	uint8_t check;             /* 1 if it gives check */
	uint32_t clock_ms;         /* mover's remaining time after the ply
				    * ([%clk]), ANNA_GAME_NO_CLOCK if unknown */
	uint64_t ident_hash;       /* the position's key (a DRAW-3 key, see
				    * position.h): equal idents have equal
				    * keys, so unequal keys skip the compare */
	struct anna_game_ident ident; /* of the position after the ply */
	struct anna_undo undo;     /* to take the ply back */
};

/* The result of a game as recorded (PGN's four results). */
enum anna_game_result {
	ANNA_RESULT_UNKNOWN = 0,   /* "*": going on, or not known */
	ANNA_RESULT_WHITE_WINS,    /* "1-0" */
	ANNA_RESULT_BLACK_WINS,    /* "0-1" */
	ANNA_RESULT_DRAW,          /* "1/2-1/2" */
};

/* "1-0", "0-1", "1/2-1/2" or "*"; never NULL. */
const char *anna_game_result_str(enum anna_game_result r);
/* Parses the four PGN results; -1 if text is none of them. */
int anna_game_result_parse(const char *text, size_t len);

struct anna_game {
	enum anna_edition edition;
	struct anna_position start;
	struct anna_game_ident start_ident;
	uint64_t start_ident_hash;
	struct anna_position pos;  /* the current position */
	struct anna_game_ply *plies;
	size_t count;              /* plies played */
	size_t capacity;
	enum anna_game_result result; /* as recorded (agreement, resignation,
				       * time, arbiter); status is separate */
};

/*
 * Starts an empty record from start (NULL = the standard starting
 * position) under edition. Allocates nothing. ANNA_E_INVALID for an edition
 * that is not one of the three.
 */
enum anna_status anna_game_init(struct anna_game *game, enum anna_edition edition,
				const struct anna_position *start);
/* Frees the ply array; the record is empty (and reusable) afterwards.
 * NULL is a no-op. */
void anna_game_fini(struct anna_game *game);
/* Makes *dst (not initialised) a deep copy of *src. ANNA_E_NOMEM. */
enum anna_status anna_game_copy(struct anna_game *dst, const struct anna_game *src);

/*
 * Appends a move of the side to move. ANNA_E_ILLEGAL (message
 * game.illegal_move with the move in UCI form) if it is not legal in the
 * current position, ANNA_E_NOMEM if the array cannot grow; the record is
 * unchanged on failure. The record does not refuse moves after an
 * automatic end (ED-2: the arbiter may override); ask anna_game_status().
 */
enum anna_status anna_game_append(struct anna_game *game, uint16_t move,
				  struct anna_error *err);
/* Takes back the last ply. ANNA_E_STATE if there is none. */
enum anna_status anna_game_take_back(struct anna_game *game);

/* The position before ply i (0-based; i == count gives the current
 * position) into *out. ANNA_E_RANGE if i > count. */
enum anna_status anna_game_position_at(const struct anna_game *game, size_t i,
				       struct anna_position *out);

/*
 * How many times the position after ply i (i = 0 .. count; 0 is the start
 * position, i the position after the i-th ply) has occurred up to and
 * including that point (DRAW-3 identity). If at is non-NULL it receives up
 * to max of the indices (same numbering) of those occurrences, oldest first:
 * the evidence for the arbiter (DRAW-6).
 */
unsigned anna_game_occurrences(const struct anna_game *game, size_t i,
			       size_t *at, size_t max);

/* What ended the game: first the ends the position decides by itself
 * (the only ones anna_game_status() gives), then those a claim, an
 * agreement, a resignation, the clock or the arbiter decide (the
 * session's, core/session.h). */
enum anna_game_end {
	ANNA_END_NONE = 0,
	ANNA_END_CHECKMATE,        /* END-1: the side to move is mated */
	ANNA_END_STALEMATE,        /* END-3 */
	ANNA_END_DEAD_POSITION,    /* END-4: provably dead by material */
	ANNA_END_FIVEFOLD,         /* DRAW-7 (2014, 2017) */
	ANNA_END_SEVENTY_FIVE,     /* DRAW-7 (2014, 2017) */
	ANNA_END_THREEFOLD,        /* a claim upheld (DRAW-2) */
	ANNA_END_FIFTY,            /* a claim upheld (DRAW-4) */
	ANNA_END_AGREEMENT,
	ANNA_END_RESIGNATION,
	ANNA_END_TIME,             /* flag fall: loss */
	ANNA_END_TIME_DRAW,        /* flag fall, the opponent cannot mate */
	ANNA_END_ILLEGAL_MOVES,    /* ILL-8: the losing illegal move */
	ANNA_END_ILLEGAL_DRAW,     /* ... but the opponent cannot mate */
	ANNA_END_ARBITER,          /* declared by the arbiter */
	ANNA_END_COUNT
};

struct anna_game_status {
	enum anna_game_end end;
	size_t end_ply;            /* plies played when it ended (the index
				    * of the position, as in occurrences) */
	enum anna_game_result result; /* what end implies; UNKNOWN if none */
	bool check;                /* the side to move is in check */
	unsigned repetitions;      /* occurrences of the current position */
	unsigned halfmove_clock;   /* plies without a pawn move or capture */
	bool threefold_claimable;  /* DRAW-2 (b), by the side to move */
	bool fifty_claimable;      /* DRAW-4 (b), by the side to move */
};

/*
 * The status of the game. For 2017 an automatic draw (DRAW-7) anywhere in
 * the record ends the game there ("any series", "in any order"); for 2014
 * only the current position counts ("the last 75 moves", "consecutive");
 * 2009 has no automatic draws. Checkmate on the ply that completes the 75
 * moves prevails (2017; applied to 2014 as well, END-1).
 */
/* The end's name ("checkmate"), for machine output (anna position --json). */
const char *anna_game_end_str(enum anna_game_end end);
void anna_game_status(const struct anna_game *game, struct anna_game_status *st);

/*
 * The same status, but only what the current position ends by itself:
 * checkmate, stalemate, and DRAW-7 at this position under the game's
 * edition (2017: a fifth occurrence; 2014: the fifth of consecutive
 * alternate moves; 75 moves unless a mate completes them). An end earlier
 * in the record is not considered, nor a dead position (it stays dead:
 * after ED-2 overrode it, it cannot end the game again). For a session
 * whose arbiter overrode an automatic end (ED-2).
 */
void anna_game_status_now(const struct anna_game *game, struct anna_game_status *st);

/* Claims the side to move can make (bits). */
enum anna_game_claim {
	ANNA_CLAIM_REPETITION = 1, /* DRAW-2 */
	ANNA_CLAIM_FIFTY = 2,      /* DRAW-4 */
};

/*
 * DRAW-2/DRAW-4: which draw claims the side to move can make now
 * (intended == ANNA_MOVE_NONE: the position has just appeared) or by
 * declaring the intended move (the position it produces, and the move
 * counter after it). Writes the bits into *claims. ANNA_E_ILLEGAL (message
 * game.illegal_move) if intended is not legal.
 */
enum anna_status anna_game_claims(const struct anna_game *game, uint16_t intended,
				  unsigned *claims, struct anna_error *err);

/*
 * CLK-9, END-4: can color never checkmate, whatever both sides play, by
 * material alone (board as in struct anna_position)? The classes of
 * anna_unwinnable_material (core/unwinnable.h), each closed under legal
 * moves.
 */
bool anna_game_material_cannot_mate(const uint8_t board[64], int color);

/*
 * END-4: is pos dead by material alone? True only for the categories the
 * daemon may declare by itself: king against king; king and one knight or
 * one bishop against a lone king; kings and any number of bishops (either
 * side, no other pieces, no pawns) all standing on squares of one colour.
 */
bool anna_game_dead_by_material(const struct anna_position *pos);

/* The answer to "could this colour still checkmate?" */
enum anna_mate_answer {
	ANNA_MATE_NO = 0,          /* proven impossible */
	ANNA_MATE_YES = 1,         /* a mating sequence was found */
	ANNA_MATE_UNKNOWN = 2,     /* neither proven within the budget */
};

const char *anna_mate_answer_str(enum anna_mate_answer a);

/* Default node budget for anna_game_can_mate (under a second where a
 * position is decided; see docs/game-rules.md). */
#define ANNA_MATE_BUDGET 500000u
/* The largest budget the tools accept (beyond the best-first search's
 * memory the depth-first search takes it, which needs none per node). */
#define ANNA_MATE_BUDGET_MAX 100000000ul

/* DRAW-7: a position's fifth occurrence, and 75 moves by each player
 * (150 plies) without a pawn move or a capture, end the game. */
#define ANNA_GAME_FIVEFOLD 5u
/* DRAW-4: 50 moves by each player (100 plies) may be claimed. */
#define ANNA_GAME_FIFTY_PLIES 100u
#define ANNA_GAME_SEVENTY_FIVE_PLIES 150u

/*
 * CLK-9: could color checkmate the other king by any sequence of legal
 * moves (both sides cooperating)? The decision of core/unwinnable.h
 * (anna_unwinnable_decide, which also gives the reason), in one scratch
 * table made once for the process: concurrent callers take turns. YES
 * writes the mating line (from pos) to line[] (up to line_max, may be
 * NULL) with its length in *line_len; UNKNOWN when budget nodes ran out.
 * Nothing is allocated.
 */
enum anna_mate_answer anna_game_can_mate(const struct anna_position *pos, int color,
					 unsigned long budget, uint16_t *line,
					 size_t line_max, size_t *line_len);

#endif
