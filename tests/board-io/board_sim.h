/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/board_sim.h: test support (header only, static): plays a
 * legal move on a simulated sensor board in every physically plausible
 * order of lifts and seats, with contact bounce and noise, from a
 * replayable seed. Used by test_infer.c and bench/board_infer.c.
 */
#ifndef ANNA_TESTS_BOARD_SIM_H
#define ANNA_TESTS_BOARD_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "board-io/decode.h"
#include "core/movegen.h"
#include "core/position.h"

/* xorshift64*: small, fast, replayable from a printed seed. */
static inline uint64_t sim_rand(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}
static inline unsigned sim_below(uint64_t *s, unsigned n)
{
	return (unsigned)(sim_rand(s) % n);
}

/* One physical action: a peg out of (lift) or into (seat) a hole. */
struct sim_action {
	uint8_t sq;
	bool seat;
};

#define SIM_MAX_ORDERS 8
#define SIM_MAX_ACTIONS 8

struct sim_orders {
	size_t n;
	size_t len[SIM_MAX_ORDERS];
	struct sim_action a[SIM_MAX_ORDERS][SIM_MAX_ACTIONS];
};

static inline void sim_add(struct sim_orders *o, const char *spec,
			   const uint8_t sq[4])
{
	/* spec: "L0 S1 ..." action kind and index into sq[] */
	size_t k = o->n++, n = 0;
	for (const char *p = spec; *p; p++) {
		if (*p != 'L' && *p != 'S')
			continue;
		o->a[k][n].seat = *p == 'S';
		o->a[k][n].sq = sq[p[1] - '0'];
		n++;
		p++;
	}
	o->len[k] = n;
}

/*
 * Every physically plausible order of the lifts and seats of move m in
 * pos: a peg can only go into an empty hole, the moving piece is seated
 * after it was lifted, a captured piece leaves before its hole is filled;
 * castling king and rook in any interleaving; a promoted piece may be
 * seated before the pawn leaves (2014/2017), or the pawn put on the last
 * rank and exchanged.
 */
static inline void sim_orders_of(const struct anna_position *pos, uint16_t m,
				 struct sim_orders *o)
{
	int from = anna_move_from(m), to = anna_move_to(m);
	uint8_t sq[4] = { (uint8_t)from, (uint8_t)to, 0, 0 };
	(void)pos;
	o->n = 0;
	if (anna_move_is_castling(m)) {
		bool king_side = anna_move_flags(m) == ANNA_MF_CASTLE_KING;
		sq[2] = (uint8_t)(king_side ? from + 3 : from - 4);
		sq[3] = (uint8_t)(king_side ? from + 1 : from - 1);
		sim_add(o, "L0 S1 L2 S3", sq);
		sim_add(o, "L0 L2 S1 S3", sq);
		sim_add(o, "L0 L2 S3 S1", sq);
		sim_add(o, "L2 L0 S1 S3", sq);
		sim_add(o, "L2 L0 S3 S1", sq);
		sim_add(o, "L2 S3 L0 S1", sq);
	} else if (anna_move_is_en_passant(m)) {
		sq[2] = (uint8_t)ANNA_SQ(ANNA_SQ_FILE(to), ANNA_SQ_RANK(from));
		sim_add(o, "L2 L0 S1", sq);
		sim_add(o, "L0 L2 S1", sq);
		sim_add(o, "L0 S1 L2", sq);
	} else if (anna_move_is_promotion(m) && anna_move_is_capture(m)) {
		sim_add(o, "L0 L1 S1", sq);
		sim_add(o, "L1 L0 S1", sq);
		sim_add(o, "L1 S1 L0", sq);
		sim_add(o, "L0 L1 S1 L1 S1", sq);
	} else if (anna_move_is_promotion(m)) {
		sim_add(o, "L0 S1", sq);
		sim_add(o, "S1 L0", sq);
		sim_add(o, "L0 S1 L1 S1", sq);
	} else if (anna_move_is_capture(m)) {
		sim_add(o, "L0 L1 S1", sq);
		sim_add(o, "L1 L0 S1", sq);
	} else {
		sim_add(o, "L0 S1", sq);
	}
}

/* A stream of raw square events with bounce and noise, in time order. */
#define SIM_MAX_EVENTS 128
struct sim_stream {
	size_t n;
	struct anna_square_event ev[SIM_MAX_EVENTS];
};

static inline void sim_push(struct sim_stream *s, uint64_t t, int sq, bool occupied)
{
	if (s->n < SIM_MAX_EVENTS)
		s->ev[s->n++] = (struct anna_square_event){ t, (uint8_t)sq, occupied };
}

/*
 * Turns an order of actions into raw events starting at *t: each action
 * may bounce (its hole flickers for less than the debounce window), a peg
 * may first be lifted and put back (a touch, when put_back), and a hole
 * not in the move may flicker (noise shorter than the window). Gaps
 * between actions exceed the window. occ is the holes' state before.
 */
static inline void sim_play(uint64_t *seed, const struct sim_action *a, size_t n,
			    uint64_t occ, unsigned window_ms, bool put_back,
			    uint64_t *t, struct sim_stream *out)
{
	unsigned gap = window_ms + 5;
	if (put_back) {
		sim_push(out, *t, a[0].sq, false);
		*t += gap + sim_below(seed, 300);
		sim_push(out, *t, a[0].sq, true);
		*t += gap + sim_below(seed, 300);
	}
	for (size_t i = 0; i < n; i++) {
		bool target = a[i].seat;
		uint64_t last = *t;
		sim_push(out, *t, a[i].sq, target);
		if (window_ms >= 6 && sim_below(seed, 2)) {
			/* contact bounce: flicker back and forth inside the window */
			unsigned flips = 2 * (1 + sim_below(seed, 2));
			uint64_t bt = *t;
			for (unsigned f = 0; f < flips; f++) {
				bt += 1 + sim_below(seed, (window_ms - 2) / (flips + 1));
				sim_push(out, bt, a[i].sq, f % 2 ? target : !target);
			}
			last = bt;
		}
		occ = target ? occ | (1ull << a[i].sq) : occ & ~(1ull << a[i].sq);
		*t = last + gap + sim_below(seed, 400);
		if (window_ms >= 4 && sim_below(seed, 4) == 0) {
			/* noise: some other hole flickers for less than the window */
			int x = (int)sim_below(seed, 64);
			bool touched = false;
			for (size_t j = 0; j < n; j++)
				touched |= a[j].sq == x;
			if (!touched) {
				bool was = (occ >> x) & 1;
				uint64_t d = 1 + sim_below(seed, window_ms - 2);
				sim_push(out, *t, x, !was);
				sim_push(out, *t + d, x, was);
				*t += d + gap;
			}
		}
	}
}

/* The legal move of pos written in UCI ("e7e8q"), or ANNA_MOVE_NONE. */
static inline uint16_t sim_move(const struct anna_position *pos, const char *uci)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	char buf[6];
	for (size_t i = 0; i < n; i++)
		if (strcmp(anna_move_uci(moves[i], buf), uci) == 0)
			return moves[i];
	return ANNA_MOVE_NONE;
}

static inline uint64_t sim_occupancy(const struct anna_position *pos)
{
	return pos->by_color[0] | pos->by_color[1];
}

#endif
