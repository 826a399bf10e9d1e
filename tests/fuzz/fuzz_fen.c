/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_fen.c: anna_fen_read on any bytes never crashes; what
 * it accepts writes back to a FEN that reads to the same position, whose
 * moves all make and unmake cleanly.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[256];
	if (size >= sizeof(text))
		size = sizeof(text) - 1;
	memcpy(text, data, size);
	text[size] = '\0';

	struct anna_position pos, back;
	struct anna_error err;
	if (anna_fen_read(&pos, text, &err) != ANNA_OK) {
		char msg[512];
		anna_error_debug(&err, msg, sizeof(msg));
		if (err.status == ANNA_OK || anna_msg_key(err.msg) == NULL)
			abort(); /* a failure must say why */
		return 0;
	}
	char fen[ANNA_FEN_MAX];
	if (anna_fen_write(&pos, fen, sizeof(fen)) != ANNA_OK)
		abort();
	if (anna_fen_read(&back, fen, &err) != ANNA_OK)
		abort();
	if (memcmp(&pos, &back, sizeof(pos)) != 0)
		abort();

	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(&pos, moves);
	for (size_t i = 0; i < n; i++) {
		struct anna_undo undo;
		anna_position_make(&pos, moves[i], &undo);
		anna_position_unmake(&pos, moves[i], &undo);
		if (memcmp(&pos, &back, sizeof(pos)) != 0)
			abort();
	}
	return 0;
}
