/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/core/test_game.c: the game record, repetition identity, claims,
 * automatic draws per edition, dead positions and the CLK-9 mate question. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pthread.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/game.h"
#include "core/movegen.h"

/* ---- helpers ---- */

static void init_fen(struct anna_game *g, enum anna_edition ed, const char *fen)
{
	struct anna_position pos;
	struct anna_error err;
	if (fen) {
		assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
		assert_int_equal(anna_game_init(g, ed, &pos), ANNA_OK);
	} else {
		assert_int_equal(anna_game_init(g, ed, NULL), ANNA_OK);
	}
}

/* The legal move of pos written in UCI (e2e4, e7e8q, e1g1). */
static uint16_t uci_move(const struct anna_position *pos, const char *text)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++) {
		char buf[6];
		if (strcmp(anna_move_uci(moves[i], buf), text) == 0)
			return moves[i];
	}
	fail_msg("%s is not legal", text);
	return ANNA_MOVE_NONE;
}

/* Plays space-separated UCI moves. */
static void play(struct anna_game *g, const char *moves)
{
	char buf[512];
	snprintf(buf, sizeof(buf), "%s", moves);
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
		struct anna_error err;
		assert_int_equal(anna_game_append(g, uci_move(&g->pos, t), &err), ANNA_OK);
	}
}

static void play_n(struct anna_game *g, const char *moves, int times)
{
	for (int i = 0; i < times; i++)
		play(g, moves);
}

static uint16_t uci(const struct anna_game *g, const char *text)
{
	return uci_move(&g->pos, text);
}

static void status_of(const struct anna_game *g, struct anna_game_status *st)
{
	anna_game_status(g, st);
}

/* ---- the record ---- */

static void test_append_take_back(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	struct anna_position start = g.pos;
	play(&g, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1");
	assert_int_equal(g.count, 9);
	struct anna_position at3;
	assert_int_equal(anna_game_position_at(&g, 3, &at3), ANNA_OK);
	char fen[ANNA_FEN_MAX];
	assert_int_equal(anna_fen_write(&at3, fen, sizeof(fen)), ANNA_OK);
	assert_string_equal(fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
	assert_int_equal(anna_game_position_at(&g, 10, &at3), ANNA_E_RANGE);
	while (g.count)
		assert_int_equal(anna_game_take_back(&g), ANNA_OK);
	assert_true(anna_position_equal(&g.pos, &start));
	assert_int_equal(g.pos.key, start.key);
	assert_int_equal(anna_game_take_back(&g), ANNA_E_STATE);
	anna_game_fini(&g);
	anna_game_fini(NULL);
}

static void test_append_illegal(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2014, NULL);
	struct anna_error err;
	anna_error_clear(&err);
	uint16_t e2e5 = anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 4), ANNA_MF_QUIET);
	assert_int_equal(anna_game_append(&g, e2e5, &err), ANNA_E_ILLEGAL);
	assert_int_equal(err.msg, ANNA_MSG_GAME_ILLEGAL_MOVE);
	assert_string_equal(err.args[0], "e2e5");
	assert_int_equal(g.count, 0);
	/* the right squares with the wrong flags are not the legal move */
	uint16_t e2e4q = anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 3), ANNA_MF_QUIET);
	assert_int_equal(anna_game_append(&g, e2e4q, &err), ANNA_E_ILLEGAL);
	assert_int_equal(anna_game_append(&g, ANNA_MOVE_NONE, &err), ANNA_E_ILLEGAL);
	assert_int_equal(anna_game_init(&g, (enum anna_edition)2010, NULL), ANNA_E_INVALID);
	anna_game_fini(&g);
}

static void test_copy(void **state)
{
	(void)state;
	struct anna_game g, c;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play(&g, "d2d4 d7d5 c2c4 e7e6");
	assert_int_equal(anna_game_copy(&c, &g), ANNA_OK);
	play(&g, "b1c3");
	assert_int_equal(c.count, 4);
	assert_int_equal(g.count, 5);
	play(&c, "g1f3");
	assert_int_not_equal(c.plies[4].move, g.plies[4].move);
	anna_game_fini(&g);
	anna_game_fini(&c);
}

static void test_results(void **state)
{
	(void)state;
	assert_string_equal(anna_game_result_str(ANNA_RESULT_WHITE_WINS), "1-0");
	assert_string_equal(anna_game_result_str(ANNA_RESULT_BLACK_WINS), "0-1");
	assert_string_equal(anna_game_result_str(ANNA_RESULT_DRAW), "1/2-1/2");
	assert_string_equal(anna_game_result_str(ANNA_RESULT_UNKNOWN), "*");
	assert_int_equal(anna_game_result_parse("1/2-1/2", 7), ANNA_RESULT_DRAW);
	assert_int_equal(anna_game_result_parse("1-0", 3), ANNA_RESULT_WHITE_WINS);
	assert_int_equal(anna_game_result_parse("*", 1), ANNA_RESULT_UNKNOWN);
	assert_int_equal(anna_game_result_parse("1/2", 3), -1);
	assert_int_equal(anna_game_result_parse("1-0x", 4), -1);
}

/* ---- END-1, END-3 ---- */

static void test_checkmate_stalemate(void **state)
{
	(void)state;
	struct anna_game g;
	struct anna_game_status st;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play(&g, "f2f3 e7e5 g2g4");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_NONE);
	assert_false(st.check);
	play(&g, "d8h4");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_CHECKMATE);
	assert_int_equal(st.result, ANNA_RESULT_BLACK_WINS);
	assert_int_equal(st.end_ply, 4);
	assert_true(st.check);
	anna_game_fini(&g);

	/* Stalemate: Black to move, Ka8 against Qb6 Kc... */
	init_fen(&g, ANNA_EDITION_2009, "k7/8/8/1Q6/8/8/8/2K5 w - - 0 1");
	play(&g, "b5b6");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_STALEMATE);
	assert_int_equal(st.result, ANNA_RESULT_DRAW);
	assert_false(st.check);
	anna_game_fini(&g);

	/* Check without mate. */
	init_fen(&g, ANNA_EDITION_2009, "k7/8/8/1Q6/8/8/8/2K5 w - - 0 1");
	play(&g, "b5a5");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_NONE);
	assert_true(st.check);
	anna_game_fini(&g);
}

/* ---- DRAW-2, DRAW-3 ---- */

static void test_threefold(void **state)
{
	(void)state;
	struct anna_game g;
	struct anna_game_status st;
	unsigned claims;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play(&g, "g1f3 g8f6 f3g1 f6g8");
	status_of(&g, &st);
	assert_int_equal(st.repetitions, 2);
	assert_false(st.threefold_claimable);
	play(&g, "g1f3 g8f6 f3g1");
	/* DRAW-2 (a): Black declares Ng8, which makes the third time. */
	assert_int_equal(anna_game_claims(&g, uci(&g, "f6g8"), &claims, NULL), ANNA_OK);
	assert_int_equal(claims, ANNA_CLAIM_REPETITION);
	/* Another intended move does not repeat. */
	assert_int_equal(anna_game_claims(&g, uci(&g, "b8c6"), &claims, NULL), ANNA_OK);
	assert_int_equal(claims, 0);
	/* Nor can it be claimed now: the position after Ng1 is new twice. */
	assert_int_equal(anna_game_claims(&g, ANNA_MOVE_NONE, &claims, NULL), ANNA_OK);
	assert_int_equal(claims, 0);
	play(&g, "f6g8");
	status_of(&g, &st);
	assert_int_equal(st.repetitions, 3);
	assert_true(st.threefold_claimable);
	assert_int_equal(st.end, ANNA_END_NONE);
	assert_int_equal(anna_game_claims(&g, ANNA_MOVE_NONE, &claims, NULL), ANNA_OK);
	assert_int_equal(claims, ANNA_CLAIM_REPETITION);
	/* The evidence: positions 0, 4 and 8. */
	size_t at[4];
	assert_int_equal(anna_game_occurrences(&g, g.count, at, 4), 3);
	assert_int_equal(at[0], 0);
	assert_int_equal(at[1], 4);
	assert_int_equal(at[2], 8);
	/* An illegal intended move is an error. */
	struct anna_error err;
	uint16_t bad = anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 4), ANNA_MF_QUIET);
	assert_int_equal(anna_game_claims(&g, bad, &claims, &err), ANNA_E_ILLEGAL);
	assert_int_equal(err.msg, ANNA_MSG_GAME_ILLEGAL_MOVE);
	anna_game_fini(&g);
}

/* Repetitions need not come from repeated moves (DRAW-2). */
static void test_repetition_by_other_moves(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play(&g, "g1f3 g8f6 b1c3 b8c6 c3b1 c6b8 f3g1 f6g8 g1h3 g8h6 h3g1 h6g8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 3);
	anna_game_fini(&g);
}

/*
 * DRAW-3: after 1. e4 the en passant square is set but no black pawn can
 * capture, so the position is the same as after the knights return.
 */
static void test_ep_not_possible_same_position(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play(&g, "e2e4 g8f6 g1f3 f6g8 f3g1");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 2);
	assert_true(anna_game_ident_equal(&g.plies[0].ident, &g.plies[4].ident));
	anna_game_fini(&g);
}

/*
 * DRAW-3: a pawn beside the pushed pawn, but the capture would expose its
 * own king along the rank: not legal, so not part of the identity, and the
 * position repeats. The same set-up without the pinning rook: the capture
 * is legal, and the later position (capture no longer possible) differs.
 */
static void test_ep_pinned_same_position(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2017, "6nk/2p5/8/KP5r/8/8/8/6N1 b - - 0 1");
	play(&g, "c7c5");
	assert_int_equal(g.pos.ep, ANNA_SQ(2, 5));
	assert_int_equal(g.plies[0].ident.ep, ANNA_NO_SQ);
	play(&g, "g1f3 g8f6 f3g1 f6g8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 2);
	anna_game_fini(&g);

	init_fen(&g, ANNA_EDITION_2017, "6nk/2p5/8/KP6/8/8/8/6N1 b - - 0 1");
	play(&g, "c7c5");
	assert_int_equal(g.plies[0].ident.ep, ANNA_SQ(2, 5));
	play(&g, "g1f3 g8f6 f3g1 f6g8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 1);
	play(&g, "g1f3 g8f6 f3g1 f6g8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 2);
	anna_game_fini(&g);
}

/* DRAW-3: lost castling rights make a different position. */
static void test_castling_rights_break_identity(void **state)
{
	(void)state;
	struct anna_game g;
	init_fen(&g, ANNA_EDITION_2017,
		 "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
	play(&g, "h1g1 h8g8 g1h1 g8h8");
	/* Same placement as the start, but no king-side castling. */
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 1);
	play(&g, "h1g1 h8g8 g1h1 g8h8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 2);
	play(&g, "h1g1 h8g8 g1h1 g8h8");
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 3);
	/* Temporary prevention does not count: a bishop blocking castling
	 * comes and goes, the rights stay, the positions are the same. */
	anna_game_fini(&g);
	init_fen(&g, ANNA_EDITION_2017,
		 "r3k2r/pppppppp/8/8/8/8/PPPPPPP1/R3K1BR b KQkq - 0 1");
	play(&g, "e8d8 g1h2 d8e8 h2g1 e8d8 g1h2 d8e8 h2g1");
	/* The black king moved: rights lost; from then on, repeats. */
	assert_int_equal(anna_game_occurrences(&g, g.count, NULL, 0), 2);
	anna_game_fini(&g);
}

/* ---- DRAW-4 and DRAW-7 75 moves ---- */

static void test_fifty_boundaries(void **state)
{
	(void)state;
	struct anna_game g;
	unsigned claims;
	struct anna_game_status st;
	init_fen(&g, ANNA_EDITION_2017, "8/8/8/4k3/8/8/P7/R3K3 w - - 98 60");
	play(&g, "a1b1");
	/* 99 plies: not yet; a quiet intended move makes 100: claim (a). */
	assert_int_equal(anna_game_claims(&g, ANNA_MOVE_NONE, &claims, NULL), ANNA_OK);
	assert_int_equal(claims, 0);
	assert_int_equal(anna_game_claims(&g, uci(&g, "e5d5"), &claims, NULL), ANNA_OK);
	assert_int_equal(claims, ANNA_CLAIM_FIFTY);
	status_of(&g, &st);
	assert_false(st.fifty_claimable);
	assert_int_equal(st.halfmove_clock, 99);
	play(&g, "e5d5");
	assert_int_equal(anna_game_claims(&g, ANNA_MOVE_NONE, &claims, NULL), ANNA_OK);
	assert_int_equal(claims, ANNA_CLAIM_FIFTY);
	status_of(&g, &st);
	assert_true(st.fifty_claimable);
	/* A pawn move as the intended move resets the counter: no claim (a),
	 * though (b) still holds now. */
	assert_int_equal(anna_game_claims(&g, uci(&g, "a2a4"), &claims, NULL), ANNA_OK);
	assert_int_equal(claims, 0);
	anna_game_fini(&g);
}

static void test_seventy_five_boundaries(void **state)
{
	(void)state;
	static const enum anna_edition eds[] = {
		ANNA_EDITION_2009, ANNA_EDITION_2014, ANNA_EDITION_2017 };
	for (int e = 0; e < 3; e++) {
		struct anna_game g;
		struct anna_game_status st;
		init_fen(&g, eds[e], "8/8/8/4k3/8/8/P7/R3K3 w - - 148 80");
		play(&g, "a1b1");
		status_of(&g, &st);
		assert_int_equal(st.halfmove_clock, 149);
		assert_int_equal(st.end, ANNA_END_NONE);
		play(&g, "e5d5");
		status_of(&g, &st);
		assert_int_equal(st.halfmove_clock, 150);
		if (eds[e] == ANNA_EDITION_2009) {
			assert_int_equal(st.end, ANNA_END_NONE);
		} else {
			assert_int_equal(st.end, ANNA_END_SEVENTY_FIVE);
			assert_int_equal(st.end_ply, 2);
			assert_int_equal(st.result, ANNA_RESULT_DRAW);
		}
		/* The record goes on (the arbiter did not stop it) and a pawn
		 * move resets the counter: 2017 "any series" still ended the
		 * game at ply 2; 2014 "the last 75 moves" no longer holds. */
		play(&g, "a2a4");
		status_of(&g, &st);
		if (eds[e] == ANNA_EDITION_2017) {
			assert_int_equal(st.end, ANNA_END_SEVENTY_FIVE);
			assert_int_equal(st.end_ply, 2);
		} else {
			assert_int_equal(st.end, ANNA_END_NONE);
		}
		anna_game_fini(&g);
	}
}

/* DRAW-7: a checkmate on the ply that completes the 75 moves prevails. */
static void test_seventy_five_mate_prevails(void **state)
{
	(void)state;
	static const enum anna_edition eds[] = { ANNA_EDITION_2014, ANNA_EDITION_2017 };
	for (int e = 0; e < 2; e++) {
		struct anna_game g;
		struct anna_game_status st;
		init_fen(&g, eds[e], "k7/8/1K6/8/8/8/8/7R w - - 149 100");
		play(&g, "h1h8");
		status_of(&g, &st);
		assert_int_equal(st.halfmove_clock, 150);
		assert_int_equal(st.end, ANNA_END_CHECKMATE);
		assert_int_equal(st.result, ANNA_RESULT_WHITE_WINS);
		anna_game_fini(&g);
		/* The same ply count without mate is the 75-move draw. */
		init_fen(&g, eds[e], "k7/8/1K6/8/8/8/8/7R w - - 149 100");
		play(&g, "h1h7");
		status_of(&g, &st);
		assert_int_equal(st.end, ANNA_END_SEVENTY_FIVE);
		anna_game_fini(&g);
	}
}

/* ---- DRAW-7 fivefold ---- */

static void test_fivefold_consecutive(void **state)
{
	(void)state;
	static const enum anna_edition eds[] = {
		ANNA_EDITION_2009, ANNA_EDITION_2014, ANNA_EDITION_2017 };
	for (int e = 0; e < 3; e++) {
		struct anna_game g;
		struct anna_game_status st;
		init_fen(&g, eds[e], NULL);
		play_n(&g, "g1f3 g8f6 f3g1 f6g8", 3);
		play(&g, "g1f3 g8f6 f3g1");
		status_of(&g, &st);
		assert_int_equal(st.end, ANNA_END_NONE);
		play(&g, "f6g8");
		status_of(&g, &st);
		assert_int_equal(st.repetitions, 5);
		if (eds[e] == ANNA_EDITION_2009) {
			assert_int_equal(st.end, ANNA_END_NONE);
			assert_true(st.threefold_claimable);
		} else {
			assert_int_equal(st.end, ANNA_END_FIVEFOLD);
			assert_int_equal(st.end_ply, 16);
			assert_int_equal(st.result, ANNA_RESULT_DRAW);
		}
		anna_game_fini(&g);
	}
}

/* Five times, but not by one unbroken cycle: 2017 yes, 2014 no. */
static void test_fivefold_any_order(void **state)
{
	(void)state;
	struct anna_game g;
	struct anna_game_status st;
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play_n(&g, "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8", 2);
	status_of(&g, &st);
	assert_int_equal(st.repetitions, 5);
	assert_int_equal(st.end, ANNA_END_FIVEFOLD);
	/* The record continues: 2017 still ended at ply 16. */
	play(&g, "e2e4");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_FIVEFOLD);
	assert_int_equal(st.end_ply, 16);
	anna_game_fini(&g);

	init_fen(&g, ANNA_EDITION_2014, NULL);
	play_n(&g, "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8", 2);
	status_of(&g, &st);
	assert_int_equal(st.repetitions, 5);
	assert_int_equal(st.end, ANNA_END_NONE);
	anna_game_fini(&g);

	/* 2014 with a longer cycle (8 plies), repeated unbroken: drawn. */
	init_fen(&g, ANNA_EDITION_2014, NULL);
	play_n(&g, "g1f3 g8f6 b1c3 b8c6 c3b1 c6b8 f3g1 f6g8", 4);
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_FIVEFOLD);
	assert_int_equal(st.end_ply, 32);
	anna_game_fini(&g);
}

/* What the current position ends by itself (after ED-2 overrode an earlier
 * end): the edition's own DRAW-7 (2014 consecutive, 2017 any order), not
 * an end further back in the record, not a dead position. */
static void test_status_now(void **state)
{
	(void)state;
	struct anna_game g;
	struct anna_game_status st;
	/* 2017: ended at ply 16; now, at ply 17, nothing ends here... */
	init_fen(&g, ANNA_EDITION_2017, NULL);
	play_n(&g, "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8", 2);
	play(&g, "g1f3");
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_NONE);
	assert_int_equal(st.result, ANNA_RESULT_UNKNOWN);
	/* ...until the start position comes back a sixth time */
	play(&g, "g8f6 f3g1 f6g8");
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_FIVEFOLD);
	assert_int_equal(st.end_ply, 20);
	assert_int_equal(st.result, ANNA_RESULT_DRAW);
	anna_game_fini(&g);

	/* 2014: five times in any order is no end; five consecutive is */
	init_fen(&g, ANNA_EDITION_2014, NULL);
	play_n(&g, "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8", 2);
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_NONE);
	anna_game_fini(&g);
	init_fen(&g, ANNA_EDITION_2014, NULL);
	play_n(&g, "g1f3 g8f6 f3g1 f6g8", 4);
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_FIVEFOLD);
	anna_game_fini(&g);

	/* a dead position does not end it again; a mate does */
	init_fen(&g, ANNA_EDITION_2017, "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_NONE);
	anna_game_fini(&g);
	init_fen(&g, ANNA_EDITION_2014, "7k/8/6K1/8/8/8/8/R7 w - - 0 1");
	play(&g, "a1a8");
	anna_game_status_now(&g, &st);
	assert_int_equal(st.end, ANNA_END_CHECKMATE);
	assert_int_equal(st.result, ANNA_RESULT_WHITE_WINS);
	anna_game_fini(&g);
}

/* ---- END-4 ---- */

static void test_dead_table(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		bool dead;
	} rows[] = {
		{ "8/8/8/4k3/8/8/8/4K3 w - - 0 1", true },          /* K v K */
		{ "8/8/8/4k3/8/8/8/4KN2 w - - 0 1", true },         /* K+N v K */
		{ "8/8/8/4k3/8/8/8/4KB2 w - - 0 1", true },         /* K+B v K */
		{ "8/8/8/2b1k3/8/8/8/4K3 w - - 0 1", true },        /* K v K+B */
		{ "8/8/8/4k3/8/8/8/2B1KB2 w - - 0 1", false },      /* both colours */
		{ "8/8/8/4k3/8/8/8/3BKB2 w - - 0 1", true },        /* d1, f1: light */
		{ "8/8/4b3/4k3/8/8/8/3BKB2 w - - 0 1", true },      /* e6 light too */
		{ "8/8/3b4/4k3/8/8/8/3BKB2 w - - 0 1", false },     /* d6 dark */
		{ "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false },     /* c8 light, c1 dark */
		{ "8/8/8/4k3/8/8/8/4KNN1 w - - 0 1", false },       /* K+NN v K */
		{ "8/8/8/2n1k3/8/8/8/4KN2 w - - 0 1", false },      /* K+N v K+N */
		{ "8/8/8/2n1k3/8/8/8/4KB2 w - - 0 1", false },      /* K+B v K+N */
		{ "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false },       /* a pawn */
		{ "8/8/8/4k3/8/8/8/4KR2 w - - 0 1", false },        /* a rook */
		{ "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", false },        /* a queen */
		{ ANNA_FEN_START, false },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct anna_position pos;
		struct anna_error err;
		assert_int_equal(anna_fen_read(&pos, rows[i].fen, &err), ANNA_OK);
		if (anna_game_dead_by_material(&pos) != rows[i].dead)
			fail_msg("row %zu %s: expected %d", i, rows[i].fen, rows[i].dead);
		/* END-4 and CLK-9 know one material rule: dead is "neither
		 * colour can mate" (budget 0: by material alone) */
		bool neither = anna_game_can_mate(&pos, ANNA_WHITE, 0, NULL, 0, NULL) ==
				       ANNA_MATE_NO &&
			       anna_game_can_mate(&pos, ANNA_BLACK, 0, NULL, 0, NULL) ==
				       ANNA_MATE_NO;
		if (neither != rows[i].dead)
			fail_msg("row %zu %s: can_mate says %d", i, rows[i].fen, neither);
	}
}

/* The game ends at the capture that made the position dead, in every
 * edition. */
static void test_dead_status(void **state)
{
	(void)state;
	struct anna_game g;
	struct anna_game_status st;
	init_fen(&g, ANNA_EDITION_2009, "8/8/8/4k3/8/8/3r4/4KN2 w - - 0 1");
	play(&g, "e1d2");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_DEAD_POSITION);
	assert_int_equal(st.end_ply, 1);
	assert_int_equal(st.result, ANNA_RESULT_DRAW);
	play(&g, "e5d5 d2e3");
	status_of(&g, &st);
	assert_int_equal(st.end, ANNA_END_DEAD_POSITION);
	assert_int_equal(st.end_ply, 1);
	anna_game_fini(&g);
}

/* ---- CLK-9 ---- */

static void check_line(const char *fen, int color, const uint16_t *line, size_t len)
{
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	for (size_t i = 0; i < len; i++) {
		assert_true(anna_movegen_is_legal(&pos, line[i]));
		struct anna_undo u;
		anna_position_make(&pos, line[i], &u);
	}
	uint16_t moves[ANNA_MAX_MOVES];
	assert_int_equal(pos.side, !color);
	assert_true(anna_position_in_check(&pos));
	assert_int_equal(anna_movegen_legal(&pos, moves), 0);
}

static void test_can_mate_table(void **state)
{
	(void)state;
	static const struct {
		const char *fen;
		int color;
		enum anna_mate_answer expect;
	} rows[] = {
		/* lone king */
		{ "8/8/8/4k3/8/8/8/4K3 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		{ "8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO },
		{ "rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		/* K+N v K, K+B v K */
		{ "8/8/8/4k3/8/8/8/4KN2 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		{ "8/8/8/4k3/8/8/8/4KB2 b - - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		/* K+B v K+B, same colour: dead */
		{ "8/8/4b3/4k3/8/8/8/4KB2 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		{ "8/8/4b3/4k3/8/8/8/4KB2 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO },
		/* K+B v K+B, opposite colours: the other bishop blocks */
		{ "8/8/3b4/4k3/8/8/8/4KB2 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+N v K+R with the rook side flagged: a loss (CLK-9) */
		{ "8/8/3r4/4k3/8/8/8/4KN2 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		{ "4k3/8/8/8/8/8/3r4/4KN2 b - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* ... and the rook side can mate the knight side too */
		{ "8/8/3r4/4k3/8/8/8/4KN2 w - - 0 1", ANNA_BLACK, ANNA_MATE_YES },
		/* K+N v K+P, K+B v K+P: the pawn blocks */
		{ "8/8/8/4k3/4p3/8/8/4KN2 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		{ "8/4p3/8/4k3/8/8/8/4KB2 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+B v K+N: the knight blocks, in a light corner */
		{ "n6k/8/8/8/8/8/8/K6B w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+N against a whole army: a smothered mate */
		{ "r1bqkbnr/pppppppp/8/8/8/8/8/4K1N1 w kq - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+NN v K */
		{ "8/8/8/4k3/8/8/8/4KNN1 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+P v K: promote */
		{ "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* K+R v K, K+Q v K */
		{ "8/8/8/4k3/8/8/8/4K2R w - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		{ "8/8/8/4k3/8/8/8/3QK3 b - - 0 1", ANNA_WHITE, ANNA_MATE_YES },
		/* the start position, both sides */
		{ ANNA_FEN_START, ANNA_WHITE, ANNA_MATE_YES },
		{ ANNA_FEN_START, ANNA_BLACK, ANNA_MATE_YES },
		/* A wall of locked pawns nobody can pass or capture: every
		 * reachable position is searched, no mate: proven NO. */
		{ "8/1k6/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/6K1 w - - 0 1", ANNA_WHITE, ANNA_MATE_NO },
		{ "8/1k6/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/6K1 w - - 0 1", ANNA_BLACK, ANNA_MATE_NO },
	};
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		struct anna_position pos;
		struct anna_error err;
		if (anna_fen_read(&pos, rows[i].fen, &err) != ANNA_OK) {
			char d[256];
			anna_error_debug(&err, d, sizeof(d));
			fail_msg("row %zu: bad FEN %s: %s", i, rows[i].fen, d);
		}
		uint16_t line[512];
		size_t len = 0;
		enum anna_mate_answer a = anna_game_can_mate(&pos, rows[i].color,
							     ANNA_MATE_BUDGET, line,
							     512, &len);
		if (a != rows[i].expect)
			fail_msg("row %zu %s color %d: got %s, expected %s", i,
				 rows[i].fen, rows[i].color, anna_mate_answer_str(a),
				 anna_mate_answer_str(rows[i].expect));
		if (a == ANNA_MATE_YES) {
			assert_true(len > 0 && len <= 512);
			check_line(rows[i].fen, rows[i].color, line, len);
		}
	}
}

/* The K+N v K+R help-mate is found well within the default budget. */
static void test_can_mate_knight_v_rook_budget(void **state)
{
	(void)state;
	struct anna_position pos;
	struct anna_error err;
	const char *fen = "8/8/3r4/4k3/8/8/8/4KN2 b - - 0 1";
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	uint16_t line[256];
	size_t len = 0;
	assert_int_equal(anna_game_can_mate(&pos, ANNA_WHITE, 20000, line, 256, &len),
			 ANNA_MATE_YES);
	check_line(fen, ANNA_WHITE, line, len);
	/* A budget too small to find it: UNKNOWN, never NO. */
	assert_int_equal(anna_game_can_mate(&pos, ANNA_WHITE, 10, line, 256, &len),
			 ANNA_MATE_UNKNOWN);
}

/* What the search cannot prove is UNKNOWN, never NO: K+B against a whole
 * army can be mated (the army blocks), but the search does not find it. */
static void test_can_mate_unknown_is_not_no(void **state)
{
	(void)state;
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, "rnbqkbnr/pppppppp/8/8/8/8/8/4KB2 w kq - 0 1",
				       &err), ANNA_OK);
	assert_int_not_equal(anna_game_can_mate(&pos, ANNA_WHITE, 20000, NULL, 0, NULL),
			     ANNA_MATE_NO);
}

/* CLK-9 questions from several threads at once (the daemon may ask from
 * a worker): each finds its mate; the search's shared tables are built
 * once, never rebuilt under another thread's feet (ThreadSanitizer saw
 * that race). */
static void *ask_can_mate(void *arg)
{
	struct anna_position pos;
	if (anna_fen_read(&pos, "8/8/3r4/4k3/8/8/8/4KN2 w - - 0 1", NULL) != ANNA_OK)
		return NULL;
	*(enum anna_mate_answer *)arg = anna_game_can_mate(&pos, ANNA_WHITE, 20000,
							    NULL, 0, NULL);
	return NULL;
}

static void test_can_mate_from_threads(void **state)
{
	(void)state;
	pthread_t t[4];
	enum anna_mate_answer a[4];
	for (int i = 0; i < 4; i++) {
		a[i] = ANNA_MATE_NO;
		assert_int_equal(pthread_create(&t[i], NULL, ask_can_mate, &a[i]), 0);
	}
	for (int i = 0; i < 4; i++) {
		assert_int_equal(pthread_join(t[i], NULL), 0);
		assert_int_equal(a[i], ANNA_MATE_YES);
	}
}

/* Already mated: YES with an empty line. */
static void test_can_mate_already(void **state)
{
	(void)state;
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, "k7/8/1K6/8/8/8/8/7R w - - 0 1", &err), ANNA_OK);
	struct anna_undo u;
	uint16_t m = anna_move_new(ANNA_SQ(7, 0), ANNA_SQ(7, 7), ANNA_MF_QUIET);
	anna_position_make(&pos, m, &u);
	size_t len = 99;
	assert_int_equal(anna_game_can_mate(&pos, ANNA_WHITE, 100, NULL, 0, &len),
			 ANNA_MATE_YES);
	assert_int_equal(len, 0);
	assert_int_equal(anna_game_can_mate(&pos, 7, 100, NULL, 0, &len),
			 ANNA_MATE_UNKNOWN);
}

/*
 * The material classes that answer NO without search, checked over every
 * placement: K+N v K and K+B v K contain no checkmate at all (either side
 * to move, the lone king mated), nor K+B v K+B with both bishops on one
 * colour (sampled: every placement of the kings, bishops on a fixed pair
 * of squares of each colour pattern).
 */
static bool is_mate(struct anna_position *pos)
{
	if (!anna_position_in_check(pos))
		return false;
	uint16_t moves[ANNA_MAX_MOVES];
	return anna_movegen_legal(pos, moves) == 0;
}

static unsigned mates_with(uint8_t piece)
{
	unsigned mates = 0;
	for (int wk = 0; wk < 64; wk++)
		for (int bk = 0; bk < 64; bk++) {
			if (bk == wk || (abs(ANNA_SQ_FILE(wk) - ANNA_SQ_FILE(bk)) <= 1 &&
					 abs(ANNA_SQ_RANK(wk) - ANNA_SQ_RANK(bk)) <= 1))
				continue;
			for (int ps = 0; ps < 64; ps++) {
				if (ps == wk || ps == bk)
					continue;
				struct anna_position pos;
				anna_position_clear(&pos);
				anna_position_set_piece(&pos, wk, ANNA_PIECE(ANNA_WHITE, ANNA_KING));
				anna_position_set_piece(&pos, bk, ANNA_PIECE(ANNA_BLACK, ANNA_KING));
				anna_position_set_piece(&pos, ps, piece);
				pos.side = ANNA_BLACK;
				anna_position_rehash(&pos);
				mates += is_mate(&pos);
			}
		}
	return mates;
}

static void test_no_mate_classes_exhaustive(void **state)
{
	(void)state;
	anna_core_init();
	assert_int_equal(mates_with(ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT)), 0);
	assert_int_equal(mates_with(ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP)), 0);
	/* The enumeration finds mates where they exist. */
	assert_true(mates_with(ANNA_PIECE(ANNA_WHITE, ANNA_ROOK)) > 0);
	assert_true(mates_with(ANNA_PIECE(ANNA_WHITE, ANNA_QUEEN)) > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		/* first: nothing in this process has asked before */
		cmocka_unit_test(test_can_mate_from_threads),
		cmocka_unit_test(test_append_take_back),
		cmocka_unit_test(test_append_illegal),
		cmocka_unit_test(test_copy),
		cmocka_unit_test(test_results),
		cmocka_unit_test(test_checkmate_stalemate),
		cmocka_unit_test(test_threefold),
		cmocka_unit_test(test_repetition_by_other_moves),
		cmocka_unit_test(test_ep_not_possible_same_position),
		cmocka_unit_test(test_ep_pinned_same_position),
		cmocka_unit_test(test_castling_rights_break_identity),
		cmocka_unit_test(test_fifty_boundaries),
		cmocka_unit_test(test_seventy_five_boundaries),
		cmocka_unit_test(test_seventy_five_mate_prevails),
		cmocka_unit_test(test_fivefold_consecutive),
		cmocka_unit_test(test_status_now),
		cmocka_unit_test(test_fivefold_any_order),
		cmocka_unit_test(test_dead_table),
		cmocka_unit_test(test_dead_status),
		cmocka_unit_test(test_can_mate_table),
		cmocka_unit_test(test_can_mate_knight_v_rook_budget),
		cmocka_unit_test(test_can_mate_unknown_is_not_no),
		cmocka_unit_test(test_can_mate_already),
		cmocka_unit_test(test_no_mate_classes_exhaustive),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
