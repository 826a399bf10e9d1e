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
	/* double check by a discovered rook and a knight */
	"4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1",
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
		cmocka_unit_test(test_write_space),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
