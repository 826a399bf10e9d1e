/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_position.c: make and unmake. Random legal games (seeded;
 * the seed is printed, ANNA_SEED=<n> replays one) check after every make
 * that the incremental key equals the key computed from scratch and the
 * bitboards agree with the mailbox and each side's attack map with its
 * attackers square by square, that the placement set whole
 * (anna_position_set_board) gives the same position, and after every
 * unmake that the position is exactly what it was.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <time.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/zobrist.h"

static uint64_t rng_state;

static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Bitboards and mailbox tell the same story. */
static void assert_consistent(const struct anna_position *pos)
{
	uint64_t color[2] = { 0, 0 }, type[7] = { 0 };
	for (int sq = 0; sq < 64; sq++) {
		uint8_t p = pos->board[sq];
		if (p == ANNA_NO_PIECE)
			continue;
		color[ANNA_PIECE_COLOR(p)] |= (uint64_t)1 << sq;
		type[ANNA_PIECE_TYPE(p)] |= (uint64_t)1 << sq;
	}
	assert_true(color[0] == pos->by_color[0]);
	assert_true(color[1] == pos->by_color[1]);
	for (int t = 1; t < 7; t++)
		assert_true(type[t] == pos->by_type[t]);
	assert_true(pos->key == anna_position_key(pos));
	/* the attack map of each side is the union of its attackers' squares */
	for (int by = 0; by < 2; by++) {
		uint64_t want = 0;
		for (int sq = 0; sq < 64; sq++)
			if (anna_position_attackers(pos, sq, by))
				want |= (uint64_t)1 << sq;
		assert_true(anna_position_attacked(pos, by) == want);
	}
}

#define GAMES 200
#define MAX_PLIES 300

static void test_random_games(void **state)
{
	(void)state;
	const char *env = getenv("ANNA_SEED");
	uint64_t seed = env ? strtoull(env, NULL, 0) : (uint64_t)time(NULL);
	printf("test_random_games: seed %llu (ANNA_SEED=%llu replays)\n",
	       (unsigned long long)seed, (unsigned long long)seed);
	rng_state = seed;

	static const char *starts[] = {
		ANNA_FEN_START,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	};
	static struct anna_position line[MAX_PLIES + 1];
	static struct anna_undo undo[MAX_PLIES];
	static uint16_t played[MAX_PLIES];
	unsigned long plies_total = 0;

	for (int g = 0; g < GAMES; g++) {
		struct anna_position pos;
		struct anna_error err;
		const char *fen = starts[g % 4];
		assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
		assert_consistent(&pos);
		int ply = 0;
		for (; ply < MAX_PLIES; ply++) {
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&pos, moves);
			if (n == 0)
				break;
			line[ply] = pos;
			played[ply] = moves[rng_next() % n];
			anna_position_make(&pos, played[ply], &undo[ply]);
			assert_consistent(&pos);
			/* the placement set at once, over stale occupancy */
			struct anna_position whole = pos;
			memset(whole.by_color, 0xa5, sizeof(whole.by_color));
			memset(whole.by_type, 0x5a, sizeof(whole.by_type));
			memset(whole.board, ANNA_NO_PIECE, sizeof(whole.board));
			anna_position_set_board(&whole, pos.board);
			assert_true(memcmp(&whole, &pos, sizeof(pos)) == 0);
			/* the side that moved is never left in check (MOV-6) */
			assert_int_equal(anna_position_attackers(&pos,
				anna_position_king(&pos, pos.side ^ 1), pos.side), 0);
			/* FEN round trip of every position on the way */
			char buf[ANNA_FEN_MAX];
			struct anna_position back;
			assert_int_equal(anna_fen_write(&pos, buf, sizeof(buf)), ANNA_OK);
			if (anna_fen_read(&back, buf, &err) != ANNA_OK) {
				char msg[256];
				anna_error_debug(&err, msg, sizeof(msg));
				fail_msg("seed %llu: own FEN %s rejected: %s",
					 (unsigned long long)seed, buf, msg);
			}
			assert_true(memcmp(&back, &pos, sizeof(pos)) == 0);
		}
		plies_total += (unsigned long)ply;
		/* unmake all the way back, comparing every position */
		while (ply-- > 0) {
			anna_position_unmake(&pos, played[ply], &undo[ply]);
			if (memcmp(&pos, &line[ply], sizeof(pos)) != 0)
				fail_msg("seed %llu game %d ply %d: unmake differs",
					 (unsigned long long)seed, g, ply);
		}
	}
	printf("test_random_games: %d games, %lu plies\n", GAMES, plies_total);
}

/* MOV-5: rights are lost by king and rook moves and by a capture on the
 * rook's home square. */
static void test_castling_rights(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		int from, to, flags;
		uint8_t rights;
	} cases[] = {
		{ "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 5, ANNA_MF_QUIET,
		  ANNA_CASTLE_BK | ANNA_CASTLE_BQ },
		{ "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 7, 6, ANNA_MF_QUIET,
		  ANNA_CASTLE_WQ | ANNA_CASTLE_BK | ANNA_CASTLE_BQ },
		{ "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 0, 56, ANNA_MF_CAPTURE,
		  ANNA_CASTLE_WK | ANNA_CASTLE_BK },
		{ "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 63, 7, ANNA_MF_CAPTURE,
		  ANNA_CASTLE_WQ | ANNA_CASTLE_BQ },
		{ "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 4, 6, ANNA_MF_CASTLE_KING,
		  ANNA_CASTLE_BK | ANNA_CASTLE_BQ },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_position pos;
		struct anna_undo undo;
		assert_int_equal(anna_fen_read(&pos, cases[i].fen, NULL), ANNA_OK);
		uint16_t m = anna_move_new(cases[i].from, cases[i].to, cases[i].flags);
		assert_true(anna_movegen_is_legal(&pos, m));
		anna_position_make(&pos, m, &undo);
		assert_int_equal(pos.castling, cases[i].rights);
		assert_true(pos.key == anna_position_key(&pos));
	}
}

/* Castling moves the rook; en passant removes the pawn behind; the clocks
 * and the en passant square follow. */
static void test_make_special_moves(void **state)
{
	(void)state;
	struct anna_position pos;
	struct anna_undo undo;
	assert_int_equal(anna_fen_read(&pos,
		"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 10", NULL), ANNA_OK);
	anna_position_make(&pos, anna_move_new(60, 58, ANNA_MF_CASTLE_QUEEN), &undo);
	assert_int_equal(pos.board[58], ANNA_PIECE(ANNA_BLACK, ANNA_KING));
	assert_int_equal(pos.board[59], ANNA_PIECE(ANNA_BLACK, ANNA_ROOK));
	assert_int_equal(pos.board[56], ANNA_NO_PIECE);
	assert_int_equal(pos.halfmove_clock, 4);
	assert_int_equal(pos.fullmove, 11);

	anna_position_start(&pos);
	anna_position_make(&pos, anna_move_new(12, 28, ANNA_MF_DOUBLE_PUSH), &undo);
	assert_int_equal(pos.ep, 20);
	assert_int_equal(pos.halfmove_clock, 0);
	assert_int_equal(pos.fullmove, 1);
	assert_int_equal(pos.side, ANNA_BLACK);

	assert_int_equal(anna_fen_read(&pos, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
				       NULL), ANNA_OK);
	anna_position_make(&pos, anna_move_new(36, 43, ANNA_MF_EN_PASSANT), &undo);
	assert_int_equal(pos.board[35], ANNA_NO_PIECE);
	assert_int_equal(pos.board[43], ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
	assert_int_equal(undo.captured, ANNA_PIECE(ANNA_BLACK, ANNA_PAWN));
	assert_int_equal(pos.ep, ANNA_NO_SQ);
}

/* The move counters stop at the largest value FEN can give them
 * (65535): a wrap to 0 would undo the 75-move draw and write a move number
 * 0 that anna_fen_read refuses. */
static void test_counters_saturate(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		int from, to;
		unsigned halfmove, fullmove;
	} rows[] = {
		/* White's king move: the clock counts, the number stays */
		{ "4k3/8/8/8/8/8/8/4K3 w - - 65535 65535", 4, 5, 65535, 65535 },
		/* Black's move: both would pass 65535 */
		{ "4k3/8/8/8/8/8/8/4K3 b - - 65535 65535", 60, 61, 65535, 65535 },
		{ "4k3/8/8/8/8/8/8/4K3 b - - 65534 65534", 60, 61, 65535, 65535 },
		{ "4k3/8/8/8/8/8/8/4K3 b - - 7 9", 60, 61, 8, 10 },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct anna_position pos, before, back;
		struct anna_undo undo;
		char fen[ANNA_FEN_MAX];
		assert_int_equal(anna_fen_read(&pos, rows[i].fen, NULL), ANNA_OK);
		before = pos;
		uint16_t m = anna_move_new(rows[i].from, rows[i].to, ANNA_MF_QUIET);
		assert_true(anna_movegen_is_legal(&pos, m));
		anna_position_make(&pos, m, &undo);
		assert_int_equal(pos.halfmove_clock, rows[i].halfmove);
		assert_int_equal(pos.fullmove, rows[i].fullmove);
		assert_int_equal(anna_fen_write(&pos, fen, sizeof(fen)), ANNA_OK);
		assert_int_equal(anna_fen_read(&back, fen, NULL), ANNA_OK);
		anna_position_unmake(&pos, m, &undo);
		assert_true(memcmp(&pos, &before, sizeof(pos)) == 0);
	}
}

static void test_attackers_and_check(void **state)
{
	(void)state;
	struct anna_position pos;
	/* a pinned piece still gives check (MOV-2, MOV-6) */
	/* the knight on f3 is pinned by the bishop on d1 to its king on h5 */
	assert_int_equal(anna_fen_read(&pos, "8/8/8/7k/8/5n2/8/3BK3 w - - 0 1",
				       NULL), ANNA_OK);
	assert_true(anna_position_in_check(&pos));
	assert_true(anna_position_attackers(&pos, 4, ANNA_BLACK) ==
		    ((uint64_t)1 << 21));
	/* the bishop attacks e2 and f3, not g4 behind the knight */
	assert_true(anna_position_attackers(&pos, 21, ANNA_WHITE) == ((uint64_t)1 << 3));
	assert_true(anna_position_attackers(&pos, 30, ANNA_WHITE) == 0);
	assert_int_equal(anna_position_king(&pos, ANNA_WHITE), 4);
	assert_int_equal(anna_position_king(&pos, ANNA_BLACK), 39);
}

static void test_start_and_equal(void **state)
{
	(void)state;
	struct anna_position a, b;
	anna_position_start(&a);
	assert_int_equal(anna_fen_read(&b, ANNA_FEN_START, NULL), ANNA_OK);
	assert_true(memcmp(&a, &b, sizeof(a)) == 0);
	assert_true(anna_position_equal(&a, &b));
	b.halfmove_clock = 7; /* clocks do not count */
	assert_true(anna_position_equal(&a, &b));
	b.castling = 0;
	assert_false(anna_position_equal(&a, &b));
}

/* An en passant capture is legal only with a capturer beside the pawn that
 * is not pinned and does not open a line to its king by taking. */
static void test_ep_legal(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		bool legal;
	} cases[] = {
		{ "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false },
		{ "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", true },
		{ "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", false },
		{ "3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1", false },
		{ "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1", false },
		{ "8/8/1k6/8/3Pp3/8/5B2/4K3 b - d3 0 1", false },
		{ "8/8/8/4k3/3Pp3/8/8/K7 b - d3 0 1", true },
		{ "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", false },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, cases[i].fen, NULL), ANNA_OK);
		assert_int_equal(anna_position_ep_legal(&pos), cases[i].legal);
		/* the generator agrees */
		uint16_t moves[ANNA_MAX_MOVES];
		size_t n = anna_movegen_legal(&pos, moves);
		bool found = false;
		for (size_t m = 0; m < n; m++)
			found |= anna_move_is_en_passant(moves[m]);
		assert_int_equal(found, cases[i].legal);
	}
}

/* DRAW-3: an en passant square no pawn can use does not make a
 * different position; one that can be used does. */
static void test_same_position(void **state)
{
	(void)state;
	static const struct {
		const char *a, *b;
		bool same;
	} cases[] = {
		{ "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
		  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", true },
		{ "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
		  "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", false },
		{ "3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1",
		  "3k4/8/8/8/3pP3/8/8/3RK3 b - - 0 1", true },
		{ "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
		  "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", false },
		{ "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		  "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", false },
		{ "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
		  "4k3/8/8/8/8/8/8/R3K3 w - - 30 60", true },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_position a, b;
		assert_int_equal(anna_fen_read(&a, cases[i].a, NULL), ANNA_OK);
		assert_int_equal(anna_fen_read(&b, cases[i].b, NULL), ANNA_OK);
		assert_int_equal(anna_position_same(&a, &b), cases[i].same);
		assert_int_equal(anna_position_same(&b, &a), cases[i].same);
		assert_int_equal(a.key == b.key, cases[i].same);
	}
}

static void test_square_and_move_names(void **state)
{
	(void)state;
	char sq[3], mv[6];
	assert_string_equal(anna_square_name(0, sq), "a1");
	assert_string_equal(anna_square_name(63, sq), "h8");
	assert_string_equal(anna_square_name(ANNA_NO_SQ, sq), "-");
	assert_int_equal(anna_square_parse("e4"), 28);
	assert_int_equal(anna_square_parse("h8"), 63);
	assert_int_equal(anna_square_parse("i1"), ANNA_NO_SQ);
	assert_int_equal(anna_square_parse("a9"), ANNA_NO_SQ);
	assert_int_equal(anna_square_parse("E4"), ANNA_NO_SQ);
	assert_int_equal(anna_square_parse(""), ANNA_NO_SQ);
	assert_string_equal(anna_move_uci(anna_move_new(12, 28, ANNA_MF_DOUBLE_PUSH), mv),
			    "e2e4");
	assert_string_equal(anna_move_uci(anna_move_new(52, 60,
		anna_move_promotion_flags(ANNA_ROOK, false)), mv), "e7e8r");
	assert_string_equal(anna_move_uci(ANNA_MOVE_NONE, mv), "0000");
}

/* anna_core_init() from several threads at once: each thread then finds
 * complete tables (perft 3 of the start position is 8902). The test runs
 * before any other call in this program has built them. */
static void *init_and_count(void *arg)
{
	anna_core_init();
	struct anna_position pos;
	anna_position_start(&pos);
	*(uint64_t *)arg = anna_perft(&pos, 3);
	return NULL;
}

static void test_init_from_threads(void **state)
{
	(void)state;
	pthread_t threads[4];
	uint64_t counts[4] = { 0 };
	for (int i = 0; i < 4; i++)
		assert_int_equal(pthread_create(&threads[i], NULL, init_and_count,
						&counts[i]), 0);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(pthread_join(threads[i], NULL), 0);
		assert_int_equal(counts[i], 8902);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_init_from_threads),
		cmocka_unit_test(test_random_games),
		cmocka_unit_test(test_castling_rights),
		cmocka_unit_test(test_make_special_moves),
		cmocka_unit_test(test_counters_saturate),
		cmocka_unit_test(test_attackers_and_check),
		cmocka_unit_test(test_start_and_equal),
		cmocka_unit_test(test_ep_legal),
		cmocka_unit_test(test_same_position),
		cmocka_unit_test(test_square_and_move_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
