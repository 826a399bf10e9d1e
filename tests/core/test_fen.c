/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_fen.c: FEN reading and writing. Every rejection is
 * asserted by its exact message id and arguments (language-free), so the
 * profiles can word each one.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"

struct bad_fen {
	const char *fen;
	enum anna_status status;
	enum anna_msg msg;
	const char *args[ANNA_ERROR_ARGS];
	unsigned column; /* 0: not about one place in the text */
};

#define K "4k3/8/8/8/8/8/8/4K3"

static const struct bad_fen bad[] = {
	/* the text */
	{ "", ANNA_E_MISSING, ANNA_MSG_FEN_EMPTY, { 0 }, 0 },
	{ "   \n", ANNA_E_MISSING, ANNA_MSG_FEN_EMPTY, { 0 }, 0 },
	{ K, ANNA_E_SYNTAX, ANNA_MSG_FEN_FIELDS, { "1" }, 20 },
	{ K " w -", ANNA_E_SYNTAX, ANNA_MSG_FEN_FIELDS, { "3" }, 24 },
	{ K " w - - 0 1 extra", ANNA_E_SYNTAX, ANNA_MSG_FEN_TRAILING, { "extra" }, 31 },
	{ K " w - - 0 1 a b  \n", ANNA_E_SYNTAX, ANNA_MSG_FEN_TRAILING, { "a b" }, 31 },
	/* field 1 */
	{ "4k3/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_COUNT, { "7" }, 1 },
	{ "4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_COUNT, { "9" }, 1 },
	{ "4k3/8/8/7/8/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_LENGTH, { "5", "7" }, 9 },
	{ "4k3/8/8/8/8/8/8/4K4 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_LENGTH, { "1", "9" }, 17 },
	{ "4k3/8/8/8/ppppppppp/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_LENGTH, { "4", "9" }, 11 },
	{ "4k3//8/8/8/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_LENGTH, { "7", "0" }, 5 },
	{ "4k3/8/8/8/3X4/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_PIECE_CHAR, { "4", "X" }, 12 },
	{ "4k3/8/8/8/0/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_PIECE_CHAR, { "4", "0" }, 11 },
	{ "4k3/8/8/8/9/8/8/4K3 w - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_PIECE_CHAR, { "4", "9" }, 11 },
	/* field 2 */
	{ K " x - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_SIDE, { "x" }, 21 },
	{ K " W - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_SIDE, { "W" }, 21 },
	{ K " white - - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_SIDE, { "white" }, 21 },
	/* field 3 */
	{ K " w KX - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_CASTLING_CHAR, { "X" }, 24 },
	{ K " w K- - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_CASTLING_CHAR, { "-" }, 24 },
	{ K " w -- - 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_CASTLING_CHAR, { "-" }, 23 },
	{ "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", ANNA_E_DUPLICATE, ANNA_MSG_FEN_CASTLING_REPEAT, { "K" }, 28 },
	{ K " w K - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_CASTLING_PIECES, { "K" }, 0 },
	{ "r3k2r/8/8/8/8/8/8/1R2K2R w Q - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_CASTLING_PIECES, { "Q" }, 0 },
	{ "r3k2r/8/8/8/8/8/8/R2K3R w K - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_CASTLING_PIECES, { "K" }, 0 },
	{ "r3k3/8/8/8/8/8/8/R3K2R w k - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_CASTLING_PIECES, { "k" }, 0 },
	{ "1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_CASTLING_PIECES, { "q" }, 0 },
	/* field 4 */
	{ K " w - e9 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_EP_SQUARE, { "e9" }, 25 },
	{ K " w - E6 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_EP_SQUARE, { "E6" }, 25 },
	{ K " w - e66 0 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_EP_SQUARE, { "e66" }, 25 },
	{ "4k3/8/8/4pP2/8/8/8/4K3 w - e5 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_RANK, { "e5" }, 0 },
	{ "4k3/8/8/8/4Pp2/8/8/4K3 w - e3 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_RANK_WHITE, { "e3" }, 0 },
	{ "4k3/8/8/4pP2/8/8/8/4K3 b - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_RANK_BLACK, { "e6" }, 0 },
	{ "4k3/8/8/5P2/8/8/8/4K3 w - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_NO_PAWN, { "e6" }, 0 },
	{ "4k3/8/8/4NP2/8/8/8/4K3 w - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_NO_PAWN, { "e6" }, 0 },
	{ "4k3/4n3/8/4pP2/8/8/8/4K3 w - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_OCCUPIED, { "e6", "e7" }, 0 },
	{ "4k3/8/4n3/4pP2/8/8/8/4K3 w - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_OCCUPIED, { "e6", "e6" }, 0 },
	{ "4k3/8/8/8/3pP3/4B3/8/4K3 b - e3 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_OCCUPIED, { "e3", "e3" }, 0 },
	{ "4k3/8/8/4pP2/8/8/8/4K3 w - e6 3 9", ANNA_E_INVALID, ANNA_MSG_FEN_EP_HALFMOVE, { "e6", "3" }, 0 },
	/* a rook check on the h-file cannot follow ...e7-e5 */
	{ "4k3/8/8/4pP2/8/8/8/r6K w - e6 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_EP_CHECK, { "e6", "a1" }, 0 },
	/* fields 5 and 6 */
	{ K " w - - x 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_HALFMOVE, { "x" }, 27 },
	{ K " w - - -1 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_HALFMOVE, { "-1" }, 27 },
	{ K " w - - 65536 1", ANNA_E_SYNTAX, ANNA_MSG_FEN_HALFMOVE, { "65536" }, 27 },
	{ K " w - - 0 0", ANNA_E_SYNTAX, ANNA_MSG_FEN_FULLMOVE, { "0" }, 29 },
	{ K " w - - 0 1.", ANNA_E_SYNTAX, ANNA_MSG_FEN_FULLMOVE, { "1." }, 29 },
	{ K " w - - 0 999999", ANNA_E_SYNTAX, ANNA_MSG_FEN_FULLMOVE, { "999999" }, 29 },
	/* the position (MOV-7) */
	{ "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_WHITE_KINGS, { "2" }, 0 },
	{ "4k3/8/8/8/8/8/8/8 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_WHITE_KINGS, { "0" }, 0 },
	{ "8/8/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_BLACK_KINGS, { "0" }, 0 },
	{ "kk6/8/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_BLACK_KINGS, { "2" }, 0 },
	{ "4k2P/8/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_PAWN_RANK, { "h8" }, 0 },
	{ "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_PAWN_RANK, { "a1" }, 0 },
	{ "4k3/8/8/8/NNNNNNNN/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_WHITE_TOO_MANY, { "25" }, 0 },
	{ "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_WHITE_TOO_MANY_PAWNS, { "9" }, 0 },
	{ "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_BLACK_TOO_MANY_PAWNS, { "9" }, 0 },
	/* three queens need two promotions, but all eight pawns are there */
	{ "4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_WHITE_TOO_MANY_PROMOTED, { "2", "0" }, 0 },
	/* two bishops on light squares: one promoted, yet no pawn missing */
	{ "1b1bk3/pppppppp/8/8/8/8/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_BLACK_TOO_MANY_PROMOTED, { "1", "0" }, 0 },
	{ "4k3/8/8/8/8/8/8/4K2r b - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_OPPONENT_IN_CHECK, { 0 }, 0 },
	{ "4k3/8/8/8/1b6/3n4/8/r3K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_IMPOSSIBLE_CHECK, { "3" }, 0 },
	{ "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_IMPOSSIBLE_DOUBLE_CHECK, { "d3", "f3" }, 0 },
	{ "4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_IMPOSSIBLE_DOUBLE_CHECK, { "d2", "f3" }, 0 },
	/* two rooks on one file, on both sides of the king */
	{ "k3r3/8/8/8/4K3/8/8/4r3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_DOUBLE_CHECK_LINES, { "e1", "e8" }, 0 },
	/* the pawn on d4 came from c5, d5 or e5, none on the rook's rank */
	{ "7k/8/8/8/3p4/r3K3/8/8 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_DOUBLE_CHECK_LINES, { "a3", "d4" }, 0 },
	/* no knight move from b1, c1 or d1 reaches f3 */
	{ "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1", ANNA_E_INVALID, ANNA_MSG_FEN_DOUBLE_CHECK_LINES, { "a1", "f3" }, 0 },
};

static void test_rejects(void **state)
{
	(void)state;
	int failed = 0;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_position pos;
		memset(&pos, 0x5a, sizeof(pos));
		struct anna_position untouched = pos;
		struct anna_error err;
		enum anna_status st = anna_fen_read(&pos, bad[i].fen, &err);
		char got[256];
		anna_error_debug(&err, got, sizeof(got));
		bool ok = st == bad[i].status && err.status == bad[i].status &&
			  err.msg == bad[i].msg && err.column == bad[i].column;
		int nargs = anna_msg_nargs(bad[i].msg);
		for (int a = 0; ok && a < nargs; a++)
			ok = bad[i].args[a] && strcmp(err.args[a], bad[i].args[a]) == 0;
		/* *pos is written only on success */
		ok = ok && memcmp(&pos, &untouched, sizeof(pos)) == 0;
		if (!ok) {
			print_error("\"%s\": got %s (%s, column %u), expected %s\n",
				    bad[i].fen, got, anna_status_str(st), err.column,
				    anna_msg_key(bad[i].msg));
			failed++;
		}
	}
	assert_int_equal(failed, 0);
}

/* The issue's examples, through the debug rendering. */
static void test_issue_examples(void **state)
{
	(void)state;
	static const struct {
		const char *fen, *debug;
	} cases[] = {
		{ "4k3/8/8/4pP2/8/8/8/4K3 w - e5 0 1", "fen.ep_rank(e5)" },
		{ "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "fen.white_kings(2)" },
		{ "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "fen.pawn_rank(a8)" },
		{ "4k3/8/8/8/8/8/8/4K2r b - - 0 1", "fen.opponent_in_check()" },
		{ "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", "fen.trailing(x) at 1:31" },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_position pos;
		struct anna_error err;
		char buf[128];
		assert_int_not_equal(anna_fen_read(&pos, cases[i].fen, &err), ANNA_OK);
		anna_error_debug(&err, buf, sizeof(buf));
		assert_string_equal(buf, cases[i].debug);
	}
}

static const char *good[] = {
	ANNA_FEN_START,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"8/8/8/8/8/8/8/k1K5 b - - 99 150",
	"R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
	/* double checks: ...Nc1-d3 uncovering the rook; ...Rd2-d1 uncovering
	 * the bishop; ...e5xd4 uncovering the rook on e8; ...e2xd1=N
	 * uncovering the rook on e1 (no knight move reaches d1 from e2);
	 * ...d4xe3 en passant uncovering the rook on d1 and the bishop on h1 */
	"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1",
	"4k3/8/8/b7/8/8/8/3rK3 w - - 0 1",
	"4r2k/8/8/8/3p4/4K3/8/8 w - - 0 1",
	"7k/8/8/8/8/4K3/8/3nr3 w - - 0 1",
	"k7/8/8/3K4/8/4p3/8/3r3b w - - 0 1",
	/* ep with check from the double-pushed pawn, and a discovered one */
	"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
	"8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1",
	"4k3/8/8/8/3pP3/8/8/1B2K3 b - e3 0 1",
};

static void test_round_trip(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
		struct anna_position pos, back;
		struct anna_error err;
		char buf[ANNA_FEN_MAX];
		if (anna_fen_read(&pos, good[i], &err) != ANNA_OK) {
			anna_error_debug(&err, buf, sizeof(buf));
			fail_msg("\"%s\" rejected: %s", good[i], buf);
		}
		assert_int_equal(err.status, ANNA_OK);
		assert_int_equal(anna_fen_write(&pos, buf, sizeof(buf)), ANNA_OK);
		assert_string_equal(buf, good[i]);
		assert_int_equal(anna_fen_read(&back, buf, &err), ANNA_OK);
		assert_true(memcmp(&pos, &back, sizeof(pos)) == 0);
	}
}

/* The clocks may be left out; white space around and between is fine. */
static void test_lenient_forms(void **state)
{
	(void)state;
	struct anna_position a, b;
	assert_int_equal(anna_fen_read(&a, ANNA_FEN_START, NULL), ANNA_OK);
	assert_int_equal(anna_fen_read(&b,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", NULL), ANNA_OK);
	assert_true(memcmp(&a, &b, sizeof(a)) == 0);
	assert_int_equal(anna_fen_read(&b,
		"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw  KQkq - 0\n", NULL),
		ANNA_OK);
	assert_true(memcmp(&a, &b, sizeof(a)) == 0);
	assert_int_equal(anna_fen_read(&b,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1", NULL),
		ANNA_OK);
	assert_true(memcmp(&a, &b, sizeof(a)) == 0);
	assert_int_equal(anna_fen_read(&b, K " w - - 7", NULL), ANNA_OK);
	assert_int_equal(b.halfmove_clock, 7);
	assert_int_equal(b.fullmove, 1);
}

/* Every position legal moves reach is accepted and reads back the same:
 * the validation never rejects a game position (checks, double checks,
 * en passant, promotions). */
static unsigned long walk(struct anna_position *pos, int depth)
{
	char buf[ANNA_FEN_MAX];
	struct anna_position back;
	struct anna_error err;
	assert_int_equal(anna_fen_write(pos, buf, sizeof(buf)), ANNA_OK);
	if (anna_fen_read(&back, buf, &err) != ANNA_OK) {
		char msg[256];
		anna_error_debug(&err, msg, sizeof(msg));
		fail_msg("reachable position %s rejected: %s", buf, msg);
	}
	assert_true(memcmp(&back, pos, sizeof(back)) == 0);
	unsigned long n = 1;
	if (depth == 0)
		return n;
	uint16_t moves[ANNA_MAX_MOVES];
	size_t count = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < count; i++) {
		struct anna_undo undo;
		anna_position_make(pos, moves[i], &undo);
		n += walk(pos, depth - 1);
		anna_position_unmake(pos, moves[i], &undo);
	}
	return n;
}

static void test_reachable_positions_accepted(void **state)
{
	(void)state;
	static const char *roots[] = {
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
		"8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
		"8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
		"r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
	};
	unsigned long n = 0;
	for (size_t i = 0; i < sizeof(roots) / sizeof(roots[0]); i++) {
		struct anna_position pos;
		assert_int_equal(anna_fen_read(&pos, roots[i], NULL), ANNA_OK);
		n += walk(&pos, 3);
	}
	assert_true(n > 100000);
}

static void test_write_space(void **state)
{
	(void)state;
	struct anna_position pos;
	char buf[ANNA_FEN_MAX];
	anna_position_start(&pos);
	size_t len = strlen(ANNA_FEN_START);
	assert_int_equal(anna_fen_write(&pos, buf, len), ANNA_E_SPACE);
	assert_int_equal(anna_fen_write(&pos, buf, len + 1), ANNA_OK);
	assert_string_equal(buf, ANNA_FEN_START);
	/* the longest FEN fits ANNA_FEN_MAX */
	assert_int_equal(anna_fen_read(&pos,
		"rnbqkbnr/pppp1ppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR b KQkq e3 0 65535",
		NULL), ANNA_OK);
	pos.halfmove_clock = 65535;
	for (int sq = 16; sq < 48; sq++)
		if (pos.board[sq] == ANNA_NO_PIECE && (sq & 1))
			anna_position_set_piece(&pos, sq, ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	assert_int_equal(anna_fen_write(&pos, buf, sizeof(buf)), ANNA_OK);
	assert_true(strlen(buf) < ANNA_FEN_MAX);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rejects),
		cmocka_unit_test(test_issue_examples),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_lenient_forms),
		cmocka_unit_test(test_reachable_positions_accepted),
		cmocka_unit_test(test_write_space),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
