/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/board_infer.c: how long the sensor board's move inference takes
 * per move, over a long set of random legal games (seeded, replayable).
 *
 * For every ply of every game one physically plausible order of lifts and
 * seats is generated (tests/board-io/board_sim.h); the time measured is
 * what the daemon spends when a move is made on the board: starting the
 * inference from the position (legal moves and their hole patterns) plus
 * every square event of the move plus the conclusion. Side by side, a
 * naive peer does the same job the obvious way: at every event it plays
 * each legal move with make/unmake and compares the holes.
 *
 * Random games spend most plies in sparse endgames, so the first 40
 * plies of each game (full boards, most legal moves) are reported apart.
 *
 * Each move is timed REPEAT times and its fastest run kept, so the worst
 * case is the slowest move and not a moment the scheduler took the CPU
 * away (the single-run worst case is printed too, for honesty).
 *
 *   bench/board_infer [games] [seed]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board-io/infer.h"
#include "tests/board-io/board_sim.h"

#define REPEAT 5

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The naive peer: every event, every legal move made and unmade. */
static uint16_t naive(struct anna_position *pos, const struct sim_stream *s)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	uint64_t occ = sim_occupancy(pos);
	uint16_t found = ANNA_MOVE_NONE;
	for (size_t e = 0; e < s->n; e++) {
		uint64_t bit = 1ull << s->ev[e].sq;
		occ = s->ev[e].occupied ? occ | bit : occ & ~bit;
		found = ANNA_MOVE_NONE;
		for (size_t i = 0; i < n; i++) {
			struct anna_undo u;
			anna_position_make(pos, moves[i], &u);
			if (sim_occupancy(pos) == occ)
				found = moves[i];
			anna_position_unmake(pos, moves[i], &u);
		}
	}
	return found;
}

struct stats {
	uint64_t *t;
	size_t n;
};

static void report(const char *name, struct stats *st)
{
	qsort(st->t, st->n, sizeof(uint64_t), cmp_u64);
	uint64_t sum = 0;
	for (size_t i = 0; i < st->n; i++)
		sum += st->t[i];
	printf("%-36s median %7.2f us  p99 %7.2f us  worst %7.2f us  mean %7.2f us\n",
	       name, st->t[st->n / 2] / 1000.0, st->t[st->n * 99 / 100] / 1000.0,
	       st->t[st->n - 1] / 1000.0, (double)sum / (double)st->n / 1000.0);
}

static struct anna_infer inf;

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : 2000;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 0xbe7c4ull;
	if (games <= 0 || seed == 0) {
		fprintf(stderr, "usage: board_infer [games > 0] [seed != 0]\n");
		return 2;
	}
	printf("board-io inference benchmark: %d random games, seed 0x%" PRIx64 "\n",
	       games, seed);
	size_t cap = (size_t)games * 300;
	struct stats ours = { malloc(cap * sizeof(uint64_t)), 0 };
	struct stats peer = { malloc(cap * sizeof(uint64_t)), 0 };
	struct stats event = { malloc(cap * 8 * sizeof(uint64_t)), 0 };
	struct stats single = { malloc(cap * sizeof(uint64_t)), 0 };
	struct stats opening = { malloc((size_t)games * 40 * sizeof(uint64_t)), 0 };
	if (!ours.t || !peer.t || !event.t || !single.t || !opening.t)
		return 1;
	size_t events = 0, wrong = 0;
	for (int g = 0; g < games; g++) {
		struct anna_position pos;
		anna_position_start(&pos);
		for (int ply = 0; ply < 300; ply++) {
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&pos, moves);
			if (n == 0)
				break;
			uint16_t m = moves[sim_below(&seed, (unsigned)n)];
			struct sim_orders o;
			sim_orders_of(&pos, m, &o);
			size_t k = sim_below(&seed, (unsigned)o.n);
			struct sim_stream s = { 0 };
			uint64_t t = 0;
			sim_play(&seed, o.a[k], o.len[k], sim_occupancy(&pos), 0, false, &t, &s);

			uint64_t best = UINT64_MAX, best_peer = UINT64_MAX;
			for (int r = 0; r < REPEAT; r++) {
				uint64_t t0 = now_ns();
				anna_infer_start(&inf, &pos, ANNA_INFER_OWN, ANNA_MOVE_NONE,
						 sim_occupancy(&pos));
				for (size_t e = 0; e < s.n; e++) {
					uint64_t te = now_ns();
					anna_infer_square(&inf, &s.ev[e]);
					if (r == 0)
						event.t[event.n++] = now_ns() - te;
				}
				if (anna_infer_result(&inf)->state == ANNA_INFER_S_PROMOTION)
					anna_infer_piece(&inf, anna_move_promotion(m));
				anna_infer_conclude(&inf);
				uint64_t t1 = now_ns();
				if (r == 0)
					single.t[single.n++] = t1 - t0;
				if (t1 - t0 < best)
					best = t1 - t0;
				if (r == 0 && anna_infer_result(&inf)->move != m)
					wrong++;

				t0 = now_ns();
				naive(&pos, &s);
				t1 = now_ns();
				if (t1 - t0 < best_peer)
					best_peer = t1 - t0;
			}
			ours.t[ours.n++] = best;
			if (ply < 40)
				opening.t[opening.n++] = best;
			peer.t[peer.n++] = best_peer;

			events += s.n;
			struct anna_undo u;
			anna_position_make(&pos, m, &u);
		}
	}
	printf("%zu moves, %zu square events, %zu inferred wrongly\n", ours.n, events, wrong);
	printf("per move: best of %d runs of start + every square event + conclude\n",
	       REPEAT);
	report("anna_infer, per move", &ours);
	report("anna_infer, plies 1-40 only", &opening);
	report("naive make/unmake peer, per move", &peer);
	printf("single runs (scheduler noise included):\n");
	report("anna_infer, per move, single run", &single);
	report("anna_infer, per square event", &event);
	free(single.t);
	free(opening.t);
	free(ours.t);
	free(peer.t);
	free(event.t);
	return wrong ? 1 : 0;
}
