/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_fixtures.c: real-world sensor-board recordings
 * (evemu text, the .evemu files of tests/fixtures/board) through the whole pipeline:
 * evemu parser (input/evemu.h) -> decode -> debounce -> inference.
 *
 * Each recording names its game position in a "# fen:" comment and starts,
 * as docs/sensor-board.md says, with a key-down for every occupied hole in its first
 * frame; that frame is the board's initial state, not a move.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/debounce.h"
#include "board-io/infer.h"
#include "core/fen.h"
#include "input/evemu.h"

#define WINDOW_MS 30

static struct anna_infer inf;
static struct anna_boardmap map;

static void path_of(const char *name, char *buf, size_t size)
{
	snprintf(buf, size, "%s/board/%s.evemu", ANNA_FIXTURES_DIR, name);
}

/* The "# fen: ..." comment of a recording. */
static void fen_of(const char *path, char *fen, size_t size)
{
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	char line[512];
	fen[0] = '\0';
	while (fgets(line, sizeof(line), f))
		if (strncmp(line, "# fen: ", 7) == 0) {
			line[strcspn(line, "\n")] = '\0';
			snprintf(fen, size, "%s", line + 7);
			break;
		}
	fclose(f);
	assert_true(fen[0] != '\0');
}

static void feed_all(const struct anna_square_event *ev, size_t n)
{
	for (size_t i = 0; i < n; i++)
		assert_int_equal(anna_infer_square(&inf, &ev[i]), ANNA_OK);
}

/* Plays a recording into inf (started from its fen, OWN mode). */
static void play(const char *name)
{
	char path[512], fen[512];
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	struct anna_position pos;
	struct anna_decode dec;
	struct anna_debounce db;
	struct anna_square_event out[64], settled[64];

	path_of(name, path, sizeof(path));
	fen_of(path, fen, sizeof(fen));
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	assert_int_equal(anna_evemu_load(path, &rec, &err), ANNA_OK);
	anna_boardmap_default(&map);
	anna_decode_init(&dec, &map, 0);
	size_t i = 0;
	/* The first frame: the holes' state when recording began. */
	for (; i < rec->n_events; i++) {
		const struct input_event *e = &rec->events[i];
		anna_decode_event(&dec, e, out);
		if (e->type == EV_SYN && e->code == SYN_REPORT)
			break;
	}
	uint64_t occ = anna_decode_occupancy(&dec);
	assert_int_equal(occ, pos.by_color[0] | pos.by_color[1]);
	anna_debounce_init(&db, occ, WINDOW_MS);
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_OWN, ANNA_MOVE_NONE, occ),
			 ANNA_OK);
	uint64_t last = 0;
	for (i++; i < rec->n_events; i++) {
		size_t n = anna_decode_event(&dec, &rec->events[i], out);
		for (size_t k = 0; k < n; k++) {
			feed_all(settled, anna_debounce_feed(&db, &out[k], settled));
			last = out[k].time_ms;
		}
	}
	feed_all(settled, anna_debounce_advance(&db, last + WINDOW_MS, settled));
	anna_evemu_free(rec);
}

static uint16_t mv(const char *uci)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(&inf.pos, moves);
	char b[6];
	for (size_t i = 0; i < n; i++)
		if (strcmp(anna_move_uci(moves[i], b), uci) == 0)
			return moves[i];
	fail_msg("%s not legal", uci);
	return 0;
}

static void expect_move(const char *uci)
{
	const struct anna_infer_result *r = anna_infer_result(&inf);
	if (r->state != ANNA_INFER_S_MADE)
		fail_msg("state %s, want a move %s", anna_infer_state_str(r->state), uci);
	assert_int_equal(r->move, mv(uci));
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_true(anna_infer_result(&inf)->final);
}

static void test_castling(void **state)
{
	(void)state;
	static const struct {
		const char *order;
		bool rook_first;
	} orders[] = {
		{ "king-first", false },
		{ "rook-first", true },
		{ "both-lifted-king-seated-first", false },
		{ "both-lifted-rook-seated-first", true },
	};
	static const struct {
		const char *name, *uci, *king, *rook;
	} sides[] = {
		{ "short-white", "e1g1", "e1", "h1" },
		{ "long-white", "e1c1", "e1", "a1" },
		{ "short-black", "e8g8", "e8", "h8" },
		{ "long-black", "e8c8", "e8", "a8" },
	};
	for (size_t s = 0; s < 4; s++)
		for (size_t o = 0; o < 4; o++) {
			char name[128];
			snprintf(name, sizeof(name), "castle-%s-%s", sides[s].name,
				 orders[o].order);
			play(name);
			/* The seats are told apart: king on its square, rook on its. */
			const struct anna_evidence *ev = anna_infer_evidence(&inf);
			for (size_t k = 0; k < ev->n; k++) {
				if (ev->entry[k].lifted)
					continue;
				int f = ANNA_SQ_FILE(ev->entry[k].sq);
				enum anna_piece_type want = (f == 2 || f == 6) ? ANNA_KING
									     : ANNA_ROOK;
				assert_int_equal(ANNA_PIECE_TYPE(ev->entry[k].piece), want);
			}
			/* TCH-4: the order is kept for the arbiter. */
			assert_int_equal(anna_evidence_rook_first(anna_infer_evidence(&inf),
					anna_square_parse(sides[s].king),
					anna_square_parse(sides[s].rook)),
					 orders[o].rook_first);
			expect_move(sides[s].uci);
		}
}

static void test_en_passant(void **state)
{
	(void)state;
	play("en-passant-captured-last");
	expect_move("e5f6");
	play("en-passant-captured-first");
	expect_move("e5f6");
}

static void test_promotion(void **state)
{
	(void)state;
	play("promotion-quiet");
	assert_int_equal(anna_infer_result(&inf)->state, ANNA_INFER_S_PROMOTION);
	assert_int_equal(anna_infer_piece(&inf, ANNA_KNIGHT), ANNA_OK);
	expect_move("c7c8n");
	play("promotion-capture");
	assert_int_equal(anna_infer_result(&inf)->state, ANNA_INFER_S_PROMOTION);
	/* The promoted piece comes from the box: anna cannot name it. */
	assert_int_equal(anna_infer_evidence(&inf)->entry[2].piece, 0);
	assert_int_equal(anna_infer_piece(&inf, ANNA_QUEEN), ANNA_OK);
	expect_move("c7b8q");
	play("promotion-piece-first");
	assert_int_equal(anna_infer_piece(&inf, ANNA_QUEEN), ANNA_OK);
	expect_move("c7c8q");
}

static void test_captures(void **state)
{
	(void)state;
	const struct anna_evidence *e;
	play("capture-captured-first");
	e = anna_infer_evidence(&inf);
	assert_int_equal(e->entry[0].sq, anna_square_parse("c6"));
	assert_int_equal(e->entry[0].touch, ANNA_TOUCH_ENEMY_CAPTURABLE);
	assert_int_equal(e->entry[0].piece, ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT));
	/* Times come from the recording, bounce not counted as touches. */
	assert_int_equal(e->n, 3);
	assert_int_equal(e->entry[1].time_ms - e->entry[0].time_ms, 900 + 450);
	/* The bishop went into c6, not the knight it took. */
	assert_int_equal(e->entry[2].piece, ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP));
	expect_move("b5c6");
	play("capture-captured-last");
	assert_int_equal(anna_infer_evidence(&inf)->entry[2].piece,
			 ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP));
	expect_move("b5c6");
}

static void test_lift_put_back(void **state)
{
	(void)state;
	play("lift-put-back");
	const struct anna_infer_result *r = anna_infer_result(&inf);
	assert_int_equal(r->state, ANNA_INFER_S_TOUCHED);
	const struct anna_evidence *e = anna_infer_evidence(&inf);
	assert_int_equal(e->n, 2); /* the bounce of the lift is not a touch */
	assert_int_equal(e->entry[0].sq, anna_square_parse("b5"));
	assert_int_equal(e->entry[0].touch, ANNA_TOUCH_OWN_MOVABLE);
	assert_int_equal(e->entry[0].time_ms, 5000800);
	assert_int_equal(anna_infer_conclude(&inf), ANNA_OK);
	assert_false(anna_infer_result(&inf)->final);
}

static void test_knocked_over_peg(void **state)
{
	(void)state;
	char path[512], fen[512];
	struct anna_error err;
	play("knocked-over-peg");
	expect_move("g1f3");
	/* Before the bishop went back: it is missing, and the knight move
	 * is not undone. */
	path_of("knocked-over-peg", path, sizeof(path));
	fen_of(path, fen, sizeof(fen));
	struct anna_position pos;
	assert_int_equal(anna_fen_read(&pos, fen, &err), ANNA_OK);
	uint64_t occ = (pos.by_color[0] | pos.by_color[1]);
	assert_int_equal(anna_infer_start(&inf, &pos, ANNA_INFER_OWN, ANNA_MOVE_NONE, occ),
			 ANNA_OK);
	struct anna_square_event evs[] = {
		{ 1, (uint8_t)anna_square_parse("g1"), false },
		{ 2, (uint8_t)anna_square_parse("f3"), true },
		{ 3, (uint8_t)anna_square_parse("f1"), false },
	};
	feed_all(evs, 3);
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	assert_int_equal(anna_infer_corrections(&inf, c), 1);
	assert_int_equal(c[0].kind, ANNA_CORRECTION_PLACE);
	assert_int_equal(c[0].to, anna_square_parse("f1"));
	assert_int_equal(c[0].piece, ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP));
}

static void test_truncated(void **state)
{
	(void)state;
	char path[512];
	struct anna_evemu *rec = NULL;
	struct anna_error err;
	path_of("truncated", path, sizeof(path));
	assert_true(anna_evemu_load(path, &rec, &err) < 0);
	assert_null(rec);
	assert_true(err.line > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_castling),
		cmocka_unit_test(test_en_passant),
		cmocka_unit_test(test_promotion),
		cmocka_unit_test(test_captures),
		cmocka_unit_test(test_lift_put_back),
		cmocka_unit_test(test_knocked_over_peg),
		cmocka_unit_test(test_truncated),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
