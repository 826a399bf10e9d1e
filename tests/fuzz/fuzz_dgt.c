/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_dgt.c: arbitrary bytes into the DGT board's protocol
 * decoder (board-io/dgt.h), and its board dumps and field updates into the
 * identity board (board-io/identity.h) against the start position.
 * Invariants: no crash; every message decoded encodes back to bytes that
 * decode to the same message; a byte with the top bit set is never
 * garbage; MADE is a legal move whose result the board shows; the
 * corrections of a board that shows the game are none.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "board-io/dgt.h"
#include "board-io/identity.h"
#include "core/movegen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct anna_identity id;

static void check_identity(void)
{
	const struct anna_identity_result *r = anna_identity_result(&id);
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	size_t n = anna_identity_corrections(&id, &id.pos, c);
	if (n > ANNA_CORRECTIONS_MAX)
		__builtin_trap();
	if ((r->state == ANNA_IDENTITY_IDLE) != (n == 0))
		__builtin_trap();
	if (r->state == ANNA_IDENTITY_MADE) {
		if (!anna_movegen_is_legal(&id.pos, r->move))
			__builtin_trap();
		struct anna_position after = id.pos;
		struct anna_undo u;
		anna_position_make(&after, r->move, &u);
		if (!anna_identity_shows(&id, &after))
			__builtin_trap();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_dgt_decoder dec;
	struct anna_dgt_msg msg, again;
	anna_dgt_decoder_init(&dec);
	anna_identity_init(&id, 50);
	struct anna_position start;
	anna_position_start(&start);
	anna_identity_start(&id, &start, ANNA_INFER_OWN, ANNA_MOVE_NONE);
	uint64_t now = 0;
	for (size_t i = 0; i < size; i++) {
		enum anna_dgt_status st = anna_dgt_feed(&dec, data[i], &msg);
		if ((data[i] & 0x80) && st == ANNA_DGT_GARBAGE)
			__builtin_trap();
		now += 7;
		if (st != ANNA_DGT_MESSAGE) {
			anna_identity_advance(&id, now);
			continue;
		}
		uint8_t bytes[ANNA_DGT_SIZE_BOARD_DUMP];
		size_t n = anna_dgt_encode(&msg, bytes, sizeof(bytes));
		if (n != msg.size)
			__builtin_trap();
		struct anna_dgt_decoder d2;
		anna_dgt_decoder_init(&d2);
		enum anna_dgt_status s2 = ANNA_DGT_MORE;
		for (size_t k = 0; k < n; k++)
			s2 = anna_dgt_feed(&d2, bytes[k], &again);
		if (s2 != ANNA_DGT_MESSAGE || again.id != msg.id)
			__builtin_trap();
		if (msg.id == ANNA_DGT_MSG_BOARD_DUMP) {
			if (memcmp(again.codes, msg.codes, 64))
				__builtin_trap();
			uint8_t pieces[64];
			for (int f = 0; f < 64; f++)
				pieces[anna_dgt_square(f, ANNA_DGT_NORMAL)] = anna_dgt_piece(msg.codes[f]);
			anna_identity_board(&id, pieces);
		} else if (msg.id == ANNA_DGT_MSG_FIELD_UPDATE) {
			if (again.field != msg.field || again.code != msg.code)
				__builtin_trap();
			anna_identity_square(&id, anna_dgt_square(msg.field, ANNA_DGT_ROTATED),
					     anna_dgt_piece(msg.code), now);
		} else if (msg.id == ANNA_DGT_MSG_BWTIME) {
			anna_identity_flush(&id);
		}
		check_identity();
	}
	return 0;
}
