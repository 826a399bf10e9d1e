/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/attacks.h: attack sets of every piece from every square. Leapers
 * (pawn, knight, king) come from tables, sliders from magic bitboards whose
 * magics are found at start-up by a fixed-seed search (the same numbers on
 * every machine; no BMI2 or other CPU extension needed).
 *
 * anna_attacks_init() fills the tables; anna_core_init() (position.h) calls
 * it once, and nothing here may be used before.
 */
#ifndef ANNA_CORE_ATTACKS_H
#define ANNA_CORE_ATTACKS_H

#include <stdint.h>

struct anna_magic {
	uint64_t mask;           /* relevant blockers: the rays minus edges */
	uint64_t magic;
	const uint64_t *attacks; /* this square's slice of the shared table */
	unsigned shift;          /* 64 - bits in mask */
};

extern uint64_t anna_attacks_pawn_table[2][64];
extern uint64_t anna_attacks_knight_table[64];
extern uint64_t anna_attacks_king_table[64];
extern struct anna_magic anna_attacks_bishop_magic[64];
extern struct anna_magic anna_attacks_rook_magic[64];
/* Squares strictly between two squares on a line, else empty. */
extern uint64_t anna_attacks_between_table[64][64];
/* The whole line (rank, file or diagonal) through two squares, else empty. */
extern uint64_t anna_attacks_line_table[64][64];

/* Fills the tables. Not thread-safe by itself: use anna_core_init(). */
void anna_attacks_init(void);

/* Squares a pawn of colour `color` on sq attacks. */
static inline uint64_t anna_attacks_pawn(int color, int sq)
{
	return anna_attacks_pawn_table[color][sq];
}
static inline uint64_t anna_attacks_knight(int sq)
{
	return anna_attacks_knight_table[sq];
}
static inline uint64_t anna_attacks_king(int sq)
{
	return anna_attacks_king_table[sq];
}
static inline uint64_t anna_attacks_bishop(int sq, uint64_t occ)
{
	const struct anna_magic *m = &anna_attacks_bishop_magic[sq];
	return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}
static inline uint64_t anna_attacks_rook(int sq, uint64_t occ)
{
	const struct anna_magic *m = &anna_attacks_rook_magic[sq];
	return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}
static inline uint64_t anna_attacks_between(int a, int b)
{
	return anna_attacks_between_table[a][b];
}
static inline uint64_t anna_attacks_line(int a, int b)
{
	return anna_attacks_line_table[a][b];
}

#endif
