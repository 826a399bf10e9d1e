/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_unwinnable.c: anna_unwinnable_decide on any position
 * anna_fen_read accepts never crashes and never contradicts the rules
 * core: a YES line is legal move by move and ends in checkmate of the
 * other side (or the position is already that mate, with an empty line);
 * NO by material agrees with anna_unwinnable_material, NO by a locked
 * structure with anna_unwinnable_locked; a NO is never followed by a mate
 * found for the same colour with a larger budget.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/unwinnable.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool mated(const struct anna_position *p, int by)
{
	uint16_t moves[ANNA_MAX_MOVES];
	return p->side == !by && anna_position_in_check(p) && anna_movegen_legal(p, moves) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[256];
	if (size >= sizeof(text))
		size = sizeof(text) - 1;
	memcpy(text, data, size);
	text[size] = '\0';
	struct anna_position pos;
	if (anna_fen_read(&pos, text, NULL) != ANNA_OK)
		return 0;
	static struct anna_mate_work work;
	static struct anna_mate_verdict v, w;
	for (int c = 0; c < 2; c++) {
		enum anna_mate_answer a = anna_unwinnable_decide(&pos, c, 2000, &work, &v);
		if (a == ANNA_MATE_YES) {
			struct anna_position p = pos;
			if (v.line_len == 0 && v.reason != ANNA_MATE_ALREADY)
				abort();
			for (size_t i = 0; i < v.line_len; i++) {
				if (!anna_movegen_is_legal(&p, v.line[i]))
					abort();
				struct anna_undo u;
				anna_position_make(&p, v.line[i], &u);
			}
			if (!mated(&p, c))
				abort();
		} else if (a == ANNA_MATE_NO) {
			if ((v.reason == ANNA_MATE_NO_MATERIAL) != anna_unwinnable_material(&pos, c))
				abort();
			if (v.reason == ANNA_MATE_NO_LOCKED && !anna_unwinnable_locked(&pos, c))
				abort();
			if (anna_unwinnable_decide(&pos, c, 20000, &work, &w) == ANNA_MATE_YES)
				abort();
		} else if (v.reason != ANNA_MATE_NO_BUDGET) {
			abort();
		}
	}
	return 0;
}
