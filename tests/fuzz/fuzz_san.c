/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_san.c: arbitrary text against the notation readers.
 *
 * The first byte picks the position, the letter set and the reader; the
 * rest is the text. Nothing may crash; a move that comes back must be
 * legal and must read back from its own SAN, long algebraic, UCI and ICCF.
 * Every fourth input is also tried as a profile's letter line.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const fens[] = {
	ANNA_FEN_START,
	"1k6/8/8/8/4p2Q/8/8/K3Q2Q w - - 0 1",
	"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
	"r1n5/1P6/8/7k/8/8/8/7K w - - 0 1",
	"rnbqkbnr/ppp1pppp/8/3p4/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
};
#define NFENS (sizeof(fens) / sizeof(fens[0]))

static enum anna_status read_any(int reader, const struct anna_position *pos,
				 const char *text, const struct anna_letters *l,
				 uint16_t *m, struct anna_error *err)
{
	switch (reader) {
	case 0: return anna_notation_read(pos, text, l, m, err);
	case 1: return anna_notation_read_san(pos, text, l, m, err);
	case 2: return anna_notation_read_lan(pos, text, l, m, err);
	case 3: return anna_notation_read_uci(pos, text, m, err);
	default: return anna_notation_read_iccf(pos, text, m, err);
	}
}

static void must_read_back(const struct anna_position *pos, uint16_t m,
			   const struct anna_letters *l, const char *text,
			   int reader)
{
	if (strlen(text) + 1 >= ANNA_NOTATION_MAX)
		abort();
	uint16_t back = 0;
	struct anna_error err;
	if (read_any(reader, pos, text, l, &back, &err) != ANNA_OK || back != m)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct anna_position positions[NFENS];
	static int loaded;
	if (!loaded) {
		for (size_t i = 0; i < NFENS; i++)
			if (anna_fen_read(&positions[i], fens[i], NULL) != ANNA_OK)
				abort();
		loaded = 1;
	}
	if (size == 0 || size > 512)
		return 0;
	uint8_t sel = data[0];
	const struct anna_position *pos = &positions[sel % NFENS];
	const struct anna_letters *l =
		anna_letters_builtin((enum anna_letter_set)((sel / NFENS) % ANNA_LETTERS_COUNT));
	int reader = (sel / (NFENS * ANNA_LETTERS_COUNT)) % 5;
	char text[513];
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';

	uint16_t m = 0;
	struct anna_error err;
	enum anna_status st = read_any(reader, pos, text, l, &m, &err);
	if (st == ANNA_OK) {
		if (!anna_movegen_is_legal(pos, m))
			abort();
		char buf[ANNA_NOTATION_MAX];
		if (anna_notation_write_san(pos, m, l, 0, buf, sizeof(buf)) != ANNA_OK)
			abort();
		must_read_back(pos, m, l, buf, 1);
		if (anna_notation_write_lan(pos, m, l, ANNA_NOTATION_EP, buf, sizeof(buf)) != ANNA_OK)
			abort();
		must_read_back(pos, m, l, buf, 2);
		if (anna_notation_write_uci(m, buf, sizeof(buf)) != ANNA_OK)
			abort();
		must_read_back(pos, m, l, buf, 3);
		if (anna_notation_write_iccf(m, buf, sizeof(buf)) != ANNA_OK)
			abort();
		must_read_back(pos, m, l, buf, 0);
	} else {
		/* A failure names a known message with its arguments filled. */
		if (err.status != st || anna_msg_key(err.msg) == NULL ||
		    strncmp(anna_msg_key(err.msg), "notation.", 9) != 0)
			abort();
		for (int i = 0; i < anna_msg_nargs(err.msg); i++)
			if (strnlen(err.args[i], ANNA_ERROR_ARG_LEN) >= ANNA_ERROR_ARG_LEN)
				abort();
	}

	if (sel % 4 == 0) {
		struct anna_letters custom;
		if (anna_letters_parse(&custom, text, &err) == ANNA_OK) {
			if (anna_letters_check(&custom, NULL) != ANNA_OK)
				abort();
			/* A valid custom set writes and reads back every move. */
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(pos, moves);
			for (size_t i = 0; i < n; i++) {
				char buf[ANNA_NOTATION_MAX];
				if (anna_notation_write_san(pos, moves[i], &custom,
							    ANNA_NOTATION_PAWN_LETTER,
							    buf, sizeof(buf)) != ANNA_OK)
					abort();
				must_read_back(pos, moves[i], &custom, buf, 1);
			}
		}
	}
	return 0;
}
