/*
 * tests/speech/test_render_session.c: every kind of the session's
 * announcements (core/session.h) in the en profile's words, exactly, a
 * few in fide-de, and the refusals of values out of range.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "speech/render_session.h"

static struct anna_profile *en, *de;

static int setup(void **state)
{
	(void)state;
	struct anna_error err;
	if (anna_profile_load(ANNA_TEST_DATADIR, "en", &en, &err) != ANNA_OK ||
	    anna_profile_load(ANNA_TEST_DATADIR, "fide-de", &de, &err) != ANNA_OK)
		return -1;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	anna_profile_free(en);
	anna_profile_free(de);
	return 0;
}

static void ann_init(struct anna_session_announcement *a, enum anna_session_ann_kind kind,
		     const char *fen)
{
	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->mover = ANNA_WHITE;
	a->from = a->to = a->square = ANNA_NO_SQ;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&a->pos, fen ? fen :
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &err), ANNA_OK);
}

static uint16_t move_of(const struct anna_position *pos, int from, int to,
			enum anna_piece_type promo)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++)
		if (anna_move_from(moves[i]) == from && anna_move_to(moves[i]) == to &&
		    anna_move_promotion(moves[i]) == promo)
			return moves[i];
	fail_msg("no such move");
	return 0;
}

static void expect(const struct anna_profile *p, const struct anna_session_announcement *a,
		   int listener_side, const char *text)
{
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.listener_side = listener_side;
	struct anna_phrase out;
	assert_int_equal(anna_render_session(p, a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, text);
}

#define SQ(f, r) ANNA_SQ((f) - 'a', (r) - '1')

static void test_moves(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	/* Qh5xf7 mate: check words only when the session says so (ARB-3) */
	ann_init(&a, ANNA_SANN_MOVE,
		 "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
	a.move = move_of(&a.pos, SQ('h', '5'), SQ('f', '7'), ANNA_NO_TYPE);
	expect(en, &a, -1, "Queen Hector five takes Felix seven");
	a.check_words = true;
	expect(en, &a, -1, "Queen Hector five takes Felix seven checkmate");
	expect(de, &a, -1, "Dame Hector fünf schlägt Felix sieben Schachmatt");
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.form = ANNA_FORM_SHORT;
	opts.name_captured = true;
	struct anna_phrase out;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Queen takes pawn Felix seven checkmate");
	/* a move that is not legal there is refused */
	a.move = anna_move_new(SQ('a', '1'), SQ('a', '8'), 0);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);

	/* a physical move as made (ILL-12) and a training warning */
	ann_init(&a, ANNA_SANN_PHYSICAL, NULL);
	a.from = SQ('e', '2');
	a.to = SQ('e', '5');
	expect(en, &a, -1, "Eva two Eva five");
	a.kind = ANNA_SANN_ILLEGAL;
	a.reason = ANNA_SILL_PATTERN;
	expect(en, &a, -1, "Illegal move: Eva two Eva five. This piece does not move like that.");
	ann_init(&a, ANNA_SANN_ILLEGAL, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
	a.from = SQ('e', '7');
	a.to = SQ('e', '8');
	a.reason = ANNA_SILL_UNFINISHED_PROMOTION;
	expect(en, &a, -1,
	       "Illegal move: Eva seven Eva eight. The pawn on the last rank must become a piece.");

	/* the sheet read back */
	ann_init(&a, ANNA_SANN_SHEET_ENTRY, NULL);
	a.move = move_of(&a.pos, SQ('g', '1'), SQ('f', '3'), ANNA_NO_TYPE);
	a.number = 1;
	expect(en, &a, -1, "Move one: Knight Gustav one Felix three");
	expect(de, &a, -1, "Zug eins: Springer Gustav eins Felix drei");
}

static void test_board(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	ann_init(&a, ANNA_SANN_PROMOTION, NULL);
	a.to = SQ('a', '8');
	expect(en, &a, -1,
	       "Promotion on Anna eight: which piece? 1 queen, 2 rook, 3 bishop, 4 knight, then Enter");
	ann_init(&a, ANNA_SANN_DRIFT, NULL);
	a.move = move_of(&a.pos, SQ('e', '2'), SQ('e', '4'), ANNA_NO_TYPE);
	a.n_fix = 1;
	a.fix[0].from = SQ('e', '3');
	a.fix[0].to = SQ('e', '4');
	a.fix[0].piece = ANNA_PIECE(ANNA_WHITE, ANNA_PAWN);
	expect(en, &a, -1,
	       "That is not the announced move Eva two Eva four. Pawn Eva three to Eva four");
	a.kind = ANNA_SANN_MISMATCH;
	a.n_fix = 2;
	a.fix[1].from = ANNA_NO_SQ;
	a.fix[1].to = SQ('g', '1');
	a.fix[1].piece = ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT);
	expect(en, &a, -1, "Pawn Eva three to Eva four. White knight missing on Gustav one");
	a.kind = ANNA_SANN_BOARD_OK;
	expect(en, &a, -1, "The board is right");
	ann_init(&a, ANNA_SANN_NOT_MADE, NULL);
	expect(en, &a, -1, "The board shows no move yet");
}

static void test_clock_and_end(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	ann_init(&a, ANNA_SANN_CLOCK, NULL);
	a.clock.kind = ANNA_CLOCK_ANN_TIME;
	a.clock.side = ANNA_BLACK;
	a.clock.listener = -1;
	a.clock.remaining_ms[ANNA_BLACK] = 125000;
	expect(en, &a, ANNA_BLACK, "You: two minutes five seconds");
	expect(en, &a, ANNA_WHITE, "Opponent: two minutes five seconds");

	ann_init(&a, ANNA_SANN_GAME_END, NULL);
	a.end = ANNA_SEND_CHECKMATE;
	a.result = ANNA_RESULT_WHITE_WINS;
	expect(en, &a, -1, "White wins by checkmate.");
	a.end = ANNA_SEND_RESIGNATION;
	a.result = ANNA_RESULT_BLACK_WINS;
	expect(en, &a, -1, "White resigns. Black wins.");
	a.end = ANNA_SEND_ILLEGAL_MOVES;
	expect(en, &a, -1, "Black wins: White's illegal moves.");
	a.end = ANNA_SEND_ARBITER;
	a.result = ANNA_RESULT_DRAW;
	expect(en, &a, -1, "The arbiter declares a draw.");
	a.end = ANNA_SEND_ILLEGAL_DRAW;
	expect(en, &a, -1, "Draw: an illegal move, but the opponent cannot checkmate.");
	a.end = ANNA_SEND_NONE;
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	struct anna_phrase out;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
	a.end = ANNA_SEND_ARBITER;
	a.result = ANNA_RESULT_UNKNOWN;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
}

static void test_session_phrases(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	static const struct {
		enum anna_session_ann_kind kind;
		int mover;
		const char *text;
	} rows[] = {
		{ ANNA_SANN_WITHDRAWN, ANNA_WHITE, "The announcement is withdrawn" },
		{ ANNA_SANN_DRAW_OFFER, ANNA_BLACK, "Black offers a draw" },
		{ ANNA_SANN_DRAW_DECLINED, ANNA_WHITE, "The draw offer is declined" },
		{ ANNA_SANN_CLAIM, ANNA_WHITE, "A claim: the arbiter decides" },
		{ ANNA_SANN_PENALTY, ANNA_WHITE, "The arbiter penalises White" },
		{ ANNA_SANN_PAUSED, ANNA_WHITE, "The clock is stopped" },
		{ ANNA_SANN_RESUMED, ANNA_WHITE, "The clock runs again" },
		{ ANNA_SANN_WHOSE_MOVE, ANNA_BLACK, "Black to move" },
		{ ANNA_SANN_NO_MOVE, ANNA_WHITE, "No move yet" },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		ann_init(&a, rows[i].kind, NULL);
		a.mover = rows[i].mover;
		expect(en, &a, -1, rows[i].text);
	}
	ann_init(&a, ANNA_SANN_REFUSED, NULL);
	a.refusal = ANNA_SREF_NOT_YOUR_MOVE;
	expect(en, &a, -1, "It is not your move");
	expect(de, &a, -1, "Sie sind nicht am Zug");
	a.refusal = ANNA_SREF_FROZEN;
	expect(en, &a, -1, "Too late: the clock has been pressed");

	ann_init(&a, ANNA_SANN_SQUARE, NULL);
	a.square = SQ('g', '1');
	a.piece = ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT);
	expect(en, &a, -1, "On Gustav one: white knight");
	a.square = SQ('e', '4');
	a.piece = ANNA_NO_PIECE;
	expect(en, &a, -1, "Eva four is empty");

	ann_init(&a, ANNA_SANN_PIECES, NULL);
	a.piece = ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT);
	a.squares = 1ull << SQ('b', '8') | 1ull << SQ('g', '8');
	expect(en, &a, -1, "Black knight: Bella eight, Gustav eight");
	a.squares = 0;
	expect(en, &a, -1, "No black knight on the board");

	/* out of range: refused, never half a phrase */
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	struct anna_phrase out;
	ann_init(&a, ANNA_SANN_DRAW_OFFER, NULL);
	a.mover = 5;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
	ann_init(&a, ANNA_SANN_REFUSED, NULL);
	a.refusal = ANNA_SREF_COUNT;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
	ann_init(&a, ANNA_SANN_SQUARE, NULL);
	a.square = 64;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
	ann_init(&a, ANNA_SANN_COUNT, NULL);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_moves),
		cmocka_unit_test(test_board),
		cmocka_unit_test(test_clock_and_end),
		cmocka_unit_test(test_session_phrases),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
