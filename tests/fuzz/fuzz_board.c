/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_board.c: arbitrary bytes against the sensor board's
 * readers: the map-file parser, and the inference state machine fed an
 * arbitrary stream of lifts, seats, promotion pieces, choices and clock
 * presses in arbitrary positions reached by legal moves. Invariants: no
 * crash; a MADE move is legal and the board then needs no correction;
 * a correction list turns the holes into a position's holes.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "board-io/boardmap.h"
#include "board-io/infer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct anna_infer inf;

static void check(void)
{
	const struct anna_infer_result *r = anna_infer_result(&inf);
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	size_t n = anna_infer_corrections(&inf, c);
	if (n > ANNA_GUIDANCE_MAX)
		__builtin_trap();
	if (r->state == ANNA_INFER_S_MADE) {
		if (!anna_movegen_is_legal(&inf.pos, r->move) || n != 0)
			__builtin_trap();
	}
	uint64_t occ = inf.occupancy;
	for (size_t i = 0; i < n; i++) {
		if (c[i].from < 64)
			occ &= ~(1ull << c[i].from);
		if (c[i].to < 64)
			occ |= 1ull << c[i].to;
	}
	/* The target is a position: kings on the board, at most 32 pieces. */
	if (__builtin_popcountll(occ) > 32 || __builtin_popcountll(occ) < 2)
		__builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	if (data[0] & 1) {
		struct anna_boardmap map;
		struct anna_error err;
		anna_boardmap_parse(&map, "fuzz", (const char *)data + 1, size - 1, &err);
		return 0;
	}
	/* A position: a few legal moves from the start, chosen by the bytes. */
	struct anna_position pos;
	anna_position_start(&pos);
	size_t i = 1;
	unsigned plies = data[i++] % 40;
	for (unsigned p = 0; p < plies && i < size; p++) {
		uint16_t moves[ANNA_MAX_MOVES];
		size_t n = anna_movegen_legal(&pos, moves);
		if (n == 0)
			break;
		struct anna_undo u;
		anna_position_make(&pos, moves[data[i++] % n], &u);
	}
	bool execute = i < size && (data[i++] & 1);
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(&pos, moves);
	if (n == 0)
		return 0;
	uint16_t expected = moves[(i < size ? data[i++] : 0) % n];
	if (anna_infer_start(&inf, &pos, execute ? ANNA_INFER_EXECUTE : ANNA_INFER_OWN,
			     expected, pos.by_color[0] | pos.by_color[1]) != ANNA_OK)
		__builtin_trap();
	uint64_t t = 0;
	for (; i < size; i++) {
		uint8_t b = data[i];
		switch (b >> 6) {
		case 0:
		case 1: {
			struct anna_square_event ev = { t += 10, (uint8_t)(b & 63),
							!((inf.occupancy >> (b & 63)) & 1) };
			anna_infer_square(&inf, &ev);
			break;
		}
		case 2:
			anna_infer_piece(&inf, (enum anna_piece_type)(b & 7));
			break;
		default:
			if (b & 1)
				anna_infer_conclude(&inf);
			else if (anna_infer_result(&inf)->n_candidates)
				anna_infer_choose(&inf, anna_infer_result(&inf)->candidates[0]);
			break;
		}
		check();
	}
	return 0;
}
