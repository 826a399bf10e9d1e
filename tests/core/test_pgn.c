/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/core/test_pgn.c: PGN read game by game (good, damaged and
 * truncated files), written in export format, and read back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/pgn.h"

/* ---- helpers ---- */

static char *slurp(const char *name, size_t *len)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/pgn/%s", ANNA_FIXTURES_DIR, name);
	FILE *f = fopen(path, "rb");
	if (!f)
		fail_msg("cannot open %s", path);
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

/* Reads every game of buf; fails on any damaged one. Returns the count. */
static size_t read_all(const char *buf, size_t len, struct anna_pgn_game *games,
		       size_t max)
{
	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, buf, len, ANNA_EDITION_2017);
	size_t n = 0;
	for (;;) {
		struct anna_error err;
		struct anna_pgn_game g;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st == ANNA_E_NOTFOUND)
			break;
		if (st != ANNA_OK) {
			char d[256];
			anna_error_debug(&err, d, sizeof(d));
			fail_msg("game %u: %s", r.games, d);
		}
		assert_true(n < max);
		games[n++] = g;
	}
	return n;
}

static char *write_game(const struct anna_pgn_game *g)
{
	size_t need = anna_pgn_write(g, NULL, 0);
	char *buf = malloc(need + 1);
	assert_non_null(buf);
	assert_int_equal(anna_pgn_write(g, buf, need + 1), need);
	assert_int_equal(strlen(buf), need);
	return buf;
}

static void assert_lines_fit(const char *text)
{
	size_t col = 0, line = 1;
	for (const char *p = text; *p; p++) {
		if (*p == '\n') {
			line++;
			col = 0;
		} else if (++col > ANNA_PGN_LINE_MAX) {
			fail_msg("line %zu longer than %d", line, ANNA_PGN_LINE_MAX);
		}
	}
}

static bool same_string(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static void assert_games_equal(const struct anna_pgn_game *a, const struct anna_pgn_game *b)
{
	char fa[ANNA_FEN_MAX], fb[ANNA_FEN_MAX];
	anna_fen_write(&a->game.start, fa, sizeof(fa));
	anna_fen_write(&b->game.start, fb, sizeof(fb));
	assert_string_equal(fa, fb);
	assert_int_equal(a->game.count, b->game.count);
	assert_int_equal(a->game.result, b->game.result);
	for (size_t i = 0; i < a->game.count; i++) {
		assert_int_equal(a->game.plies[i].move, b->game.plies[i].move);
		assert_int_equal(a->game.plies[i].clock_ms, b->game.plies[i].clock_ms);
		assert_int_equal(a->game.plies[i].flags, b->game.plies[i].flags);
	}
	assert_int_equal(a->n_tags, b->n_tags);
	for (size_t i = 0; i < a->n_tags; i++) {
		const char *v = anna_pgn_tag_get(b, a->tags[i].name);
		assert_non_null(v);
		assert_string_equal(v, a->tags[i].value);
	}
	for (size_t i = 0; i <= a->game.count; i++) {
		const struct anna_pgn_note *x = anna_pgn_note(a, i);
		const struct anna_pgn_note *y = anna_pgn_note(b, i);
		assert_true((x == NULL) == (y == NULL));
		if (!x)
			continue;
		assert_true(same_string(x->comment, y->comment));
		assert_int_equal(x->n_nags, y->n_nags);
		assert_memory_equal(x->nags, y->nags, x->n_nags);
	}
}

/* Writes g, reads it back, compares, and checks the export rules. */
static void round_trip(const struct anna_pgn_game *g)
{
	char *text = write_game(g);
	assert_lines_fit(text);
	struct anna_pgn_game back[1];
	assert_int_equal(read_all(text, strlen(text), back, 1), 1);
	assert_games_equal(g, &back[0]);
	/* Writing again gives the same text. */
	char *again = write_game(&back[0]);
	assert_string_equal(text, again);
	free(again);
	free(text);
	anna_pgn_game_fini(&back[0]);
}

static void free_all(struct anna_pgn_game *games, size_t n)
{
	for (size_t i = 0; i < n; i++)
		anna_pgn_game_fini(&games[i]);
}

/*
 * A control character next to "(=)" in a comment (the fuzz target's
 * reproducer, bytes 65 34 7b 15 28 3d 29 7d 30 2d 31): it separates words
 * as a space does, so the draw offer (SHEET-5) read from the file is the
 * one read back from what anna writes; every control byte, before and
 * after, keeps the game's meaning through a round trip.
 */
static void test_control_in_comment(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("control-comment.pgn", &len);
	struct anna_pgn_game g[1];
	assert_int_equal(read_all(buf, len, g, 1), 1);
	free(buf);
	assert_int_equal(g[0].game.count, 1);
	assert_true(g[0].game.plies[0].flags & ANNA_PLY_DRAW_OFFER);
	round_trip(&g[0]);
	anna_pgn_game_fini(&g[0]);
	for (int c = 1; c < 0x80; c++) {
		if (c > ' ' && c != 0x7f)
			continue;
		char text[64];
		int n = snprintf(text, sizeof(text), "e4 {x%c(=)%cy} 0-1", c, c);
		assert_int_equal(read_all(text, (size_t)n, g, 1), 1);
		assert_true(g[0].game.plies[0].flags & ANNA_PLY_DRAW_OFFER);
		round_trip(&g[0]);
		anna_pgn_game_fini(&g[0]);
	}
}

/* ---- real games ---- */

/*
 * The issue's requirement: SAN write-then-read round trips over every move
 * of every game in a set of real master games.
 */
static void test_classics_every_move(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("classics.pgn", &len);
	struct anna_pgn_game games[32];
	size_t n = read_all(buf, len, games, 32);
	assert_int_equal(n, 14);
	size_t plies = 0, ep = 0, under = 0, long_castles[2] = { 0, 0 }, short_castles = 0;
	for (size_t k = 0; k < n; k++) {
		struct anna_position pos = games[k].game.start;
		for (size_t i = 0; i < games[k].game.count; i++) {
			uint16_t m = games[k].game.plies[i].move;
			char san[ANNA_NOTATION_MAX];
			assert_int_equal(anna_notation_write_san(&pos, m, NULL, 0, san,
								 sizeof(san)), ANNA_OK);
			uint16_t back;
			struct anna_error err;
			assert_int_equal(anna_notation_read_san(&pos, san, NULL, &back, &err),
					 ANNA_OK);
			assert_int_equal(back, m);
			ep += anna_move_is_en_passant(m);
			under += anna_move_is_promotion(m) &&
				 anna_move_promotion(m) != ANNA_QUEEN;
			if (anna_move_flags(m) == ANNA_MF_CASTLE_QUEEN)
				long_castles[pos.side]++;
			short_castles += anna_move_flags(m) == ANNA_MF_CASTLE_KING;
			struct anna_undo u;
			anna_position_make(&pos, m, &u);
			plies++;
		}
		assert_true(anna_position_equal(&pos, &games[k].game.pos));
		round_trip(&games[k]);
	}
	/* The set has what it should exercise. */
	assert_true(plies > 600);
	assert_int_equal(ep, 1);           /* Gundersen-Faul 15. hxg6# */
	assert_int_equal(under, 1);        /* 7... fxg1=N+ */
	assert_true(long_castles[ANNA_WHITE] >= 3);
	assert_true(long_castles[ANNA_BLACK] >= 2);
	assert_true(short_castles >= 5);
	/* Spot checks: the Immortal Game ends in mate, as recorded. */
	assert_string_equal(anna_pgn_tag_get(&games[0], "White"), "Anderssen, Adolf");
	assert_int_equal(games[0].game.result, ANNA_RESULT_WHITE_WINS);
	struct anna_game_status st;
	anna_game_status(&games[0].game, &st);
	assert_int_equal(st.end, ANNA_END_CHECKMATE);
	assert_int_equal(games[0].game.count, 45);
	assert_int_equal(games[13].game.result, ANNA_RESULT_UNKNOWN);
	free_all(games, n);
	free(buf);
}

/* ---- annotations ---- */

static void test_annotated(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("annotated.pgn", &len);
	struct anna_pgn_game g[4];
	assert_int_equal(read_all(buf, len, g, 4), 3);
	/* Tag escapes */
	assert_string_equal(anna_pgn_tag_get(&g[0], "Event"), "Club \"Rapid\" Night");
	assert_string_equal(anna_pgn_tag_get(&g[0], "Black"), "Berg, Felix \\ Jr.");
	assert_string_equal(anna_pgn_tag_get(&g[0], "TimeControl"), "900+10");
	assert_null(anna_pgn_tag_get(&g[0], "Result")); /* from the game */
	assert_int_equal(g[0].game.result, ANNA_RESULT_DRAW);
	/* The comment before the first move, whitespace collapsed. */
	assert_string_equal(anna_pgn_note(&g[0], 0)->comment,
			    "A game written for the tests: comments, NAGs, glyphs, "
			    "variations, clock readings and draw offers.");
	/* Clock readings go to the plies and leave the comment. */
	const struct anna_game_ply *p = g[0].game.plies;
	assert_int_equal(p[0].clock_ms, 908000);
	assert_int_equal(p[1].clock_ms, 907000);
	assert_int_equal(p[2].clock_ms, ANNA_GAME_NO_CLOCK);
	assert_int_equal(p[3].clock_ms, 899000);
	assert_null(anna_pgn_note(&g[0], 1));
	/* "Nf6!?": glyph to NAG 5, and the comment after it */
	assert_int_equal(anna_pgn_note(&g[0], 4)->n_nags, 1);
	assert_int_equal(anna_pgn_note(&g[0], 4)->nags[0], 5);
	assert_string_equal(anna_pgn_note(&g[0], 4)->comment, "Petroff.");
	/* The variation after 3... d6 is skipped: 4. Nf3 follows. */
	char san[ANNA_NOTATION_MAX];
	struct anna_position pos;
	assert_int_equal(anna_game_position_at(&g[0].game, 6, &pos), ANNA_OK);
	anna_notation_write_san(&pos, p[6].move, NULL, 0, san, sizeof(san));
	assert_string_equal(san, "Nf3");
	assert_int_equal(anna_pgn_note(&g[0], 7)->nags[0], 1);
	/* 16. h3 {(=) [%clk 0:09:30.5]}: a draw offer and a clock with a
	 * fraction; 22... Qd7 {(=)}. */
	assert_int_equal(p[30].flags, ANNA_PLY_DRAW_OFFER);
	assert_int_equal(p[30].clock_ms, 570500);
	assert_null(anna_pgn_note(&g[0], 31));
	assert_string_equal(anna_pgn_note(&g[0], 32)->comment, "Declines with a move.");
	assert_int_equal(g[0].game.count, 44);
	assert_int_equal(p[43].flags, ANNA_PLY_DRAW_OFFER);
	for (size_t i = 0; i < 43; i++)
		if (i != 30)
			assert_int_equal(p[i].flags, 0);
	/* SetUp/FEN games */
	char fen[ANNA_FEN_MAX];
	anna_fen_write(&g[1].game.start, fen, sizeof(fen));
	assert_string_equal(fen, "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1");
	assert_int_equal(g[1].game.count, 13);
	assert_int_equal(anna_move_promotion(g[1].game.plies[10].move), ANNA_ROOK);
	assert_int_equal(g[2].game.count, 1);
	assert_int_equal(g[2].game.start.side, ANNA_BLACK);
	assert_int_equal(g[2].game.start.fullmove, 40);
	for (int i = 0; i < 3; i++)
		round_trip(&g[i]);
	/* The written form of the first game: tags in order, annotations. */
	char *text = write_game(&g[0]);
	const char *expect_head =
		"[Event \"Club \\\"Rapid\\\" Night\"]\n"
		"[Site \"Aarhus DEN\"]\n"
		"[Date \"2026.11.20\"]\n"
		"[Round \"3\"]\n"
		"[White \"Jensen, Anna\"]\n"
		"[Black \"Berg, Felix \\\\ Jr.\"]\n"
		"[Result \"1/2-1/2\"]\n"
		"[TimeControl \"900+10\"]\n"
		"[Annotator \"anna test suite\"]\n"
		"[ECO \"C42\"]\n"
		"\n"
		"{A game written for the tests: comments, NAGs, glyphs, variations, clock\n"
		"readings and draw offers.} 1. e4 {[%clk 0:15:08]} 1... e5 {[%clk 0:15:07]}\n"
		"2. Nf3 Nf6 $5 {Petroff. [%clk 0:14:59]} 3. Nxe5 d6 4. Nf3 $1 Nxe4 5. d4 d5\n";
	assert_memory_equal(text, expect_head, strlen(expect_head));
	assert_non_null(strstr(text, "16. h3 {(=) [%clk 0:09:30.5]} 16... h6\n"
				     "{Declines with a move.}"));
	assert_non_null(strstr(text, "22. Rf1 Qd7 {(=)} 1/2-1/2\n\n"));
	free(text);
	text = write_game(&g[2]);
	assert_non_null(strstr(text, "[SetUp \"1\"]\n[FEN \"3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 3 40\"]\n\n"
				     "40... Rd1# 0-1\n\n"));
	free(text);
	free_all(g, 3);
	free(buf);
}

/* Import-format liberties: ; comments, bare (=), glyph tokens, 0-0,
 * numbers glued to moves, nested variations. */
static void test_extensions(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("extensions.pgn", &len);
	struct anna_pgn_game g[2];
	assert_int_equal(read_all(buf, len, g, 2), 1);
	assert_string_equal(anna_pgn_note(&g[0], 0)->comment,
			    "a rest-of-line comment before the first move");
	assert_string_equal(anna_pgn_note(&g[0], 3)->comment, "after White's second move");
	assert_int_equal(anna_pgn_note(&g[0], 6)->nags[0], 1);   /* a6 ! */
	assert_int_equal(anna_pgn_note(&g[0], 8)->nags[0], 6);   /* Nf6 ?! */
	assert_int_equal(g[0].game.plies[8].flags, ANNA_PLY_DRAW_OFFER); /* 5.O-O (=) */
	assert_int_equal(anna_pgn_note(&g[0], 10)->nags[0], 6);  /* Be7 $6 */
	assert_int_equal(anna_move_flags(g[0].game.plies[15].move), ANNA_MF_CASTLE_KING);
	assert_int_equal(g[0].game.count, 20);
	round_trip(&g[0]);
	free_all(g, 1);
	free(buf);
}

/* ---- damage ---- */

struct expect_read {
	enum anna_status status;
	const char *event;         /* for ANNA_OK */
	enum anna_msg msg;         /* for errors */
	const char *arg0;
	unsigned line, column;
};

static void check_reads(const char *buf, size_t len, const struct expect_read *ex,
			size_t n)
{
	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, buf, len, ANNA_EDITION_2014);
	for (size_t i = 0; i < n; i++) {
		struct anna_pgn_game g;
		struct anna_error err;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st != ex[i].status) {
			char d[256];
			anna_error_debug(&err, d, sizeof(d));
			fail_msg("read %zu: status %s (%s), expected %s", i,
				 anna_status_str(st), d, anna_status_str(ex[i].status));
		}
		if (st == ANNA_OK) {
			assert_string_equal(anna_pgn_tag_get(&g, "Event"), ex[i].event);
			assert_int_equal(g.game.edition, ANNA_EDITION_2014);
			round_trip(&g);
			anna_pgn_game_fini(&g);
		} else if (st != ANNA_E_NOTFOUND) {
			assert_int_equal(err.status, st);
			if (err.msg != ex[i].msg)
				fail_msg("read %zu: message %s, expected %s", i,
					 anna_msg_key(err.msg), anna_msg_key(ex[i].msg));
			if (ex[i].arg0)
				assert_string_equal(err.args[0], ex[i].arg0);
			if (err.line != ex[i].line || err.column != ex[i].column)
				fail_msg("read %zu: at %u:%u, expected %u:%u", i, err.line,
					 err.column, ex[i].line, ex[i].column);
		}
	}
}

static void test_damaged_file(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("damaged.pgn", &len);
	static const struct expect_read ex[] = {
		{ ANNA_OK, "Good 1", 0, NULL, 0, 0 },
		{ ANNA_E_ILLEGAL, NULL, ANNA_MSG_NOTATION_ILLEGAL, "Ke3", 9, 13 },
		{ ANNA_OK, "Good 2", 0, NULL, 0, 0 },
		{ ANNA_E_SYNTAX, NULL, ANNA_MSG_PGN_TAG_UNTERMINATED, "Event", 16, 8 },
		{ ANNA_OK, "Good 3", 0, NULL, 0, 0 },
		{ ANNA_E_INVALID, NULL, ANNA_MSG_PGN_RESULT_MISMATCH, "1-0", 29, 10 },
		{ ANNA_E_TRUNCATED, NULL, ANNA_MSG_PGN_NO_RESULT, NULL, 35, 1 },
		{ ANNA_OK, "Good 4", 0, NULL, 0, 0 },
		{ ANNA_E_TRUNCATED, NULL, ANNA_MSG_PGN_NO_RESULT, NULL, 43, 16 },
		{ ANNA_E_NOTFOUND, NULL, 0, NULL, 0, 0 },
		{ ANNA_E_NOTFOUND, NULL, 0, NULL, 0, 0 },
	};
	check_reads(buf, len, ex, sizeof(ex) / sizeof(ex[0]));
	free(buf);
}

/* A file cut in the middle of its fourth game: three games kept. */
static void test_truncated_file(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("truncated.pgn", &len);
	static const struct expect_read ex[] = {
		{ ANNA_OK, "London", 0, NULL, 0, 0 },
		{ ANNA_OK, "Berlin", 0, NULL, 0, 0 },
		{ ANNA_OK, "Paris", 0, NULL, 0, 0 },
		{ ANNA_E_TRUNCATED, NULL, ANNA_MSG_PGN_NO_RESULT, NULL, 49, 56 },
		{ ANNA_E_NOTFOUND, NULL, 0, NULL, 0, 0 },
	};
	check_reads(buf, len, ex, sizeof(ex) / sizeof(ex[0]));
	free(buf);
}

/* One damaged game per row, then a good one that must still be read. */
static void test_error_table(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		enum anna_status status;
		enum anna_msg msg;
		const char *arg0, *arg1;
		unsigned line, column;
	} t[] = {
		{ "[ \"x\"]\n\n*\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_NAME, "\"x\"", NULL, 1, 1 },
		{ "[Event x]\n\n*\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_VALUE, "Event", NULL, 1, 8 },
		{ "[Event \"x\"\n\n*\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_TAG_CLOSE, "Event", NULL, 1, 11 },
		{ "[Event \"x\"]\n[Event \"y\"]\n\n*\n", ANNA_E_DUPLICATE,
		  ANNA_MSG_PGN_TAG_DUPLICATE, "Event", NULL, 2, 1 },
		{ "[Result \"*\"]\n[Result \"*\"]\n\n*\n", ANNA_E_DUPLICATE,
		  ANNA_MSG_PGN_TAG_DUPLICATE, "Result", NULL, 2, 1 },
		{ "[SetUp \"1\"]\n\n*\n", ANNA_E_MISSING, ANNA_MSG_PGN_SETUP_FEN, NULL, NULL, 3, 1 },
		{ "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n", ANNA_E_INVALID,
		  ANNA_MSG_FEN_WHITE_KINGS, "0", NULL, 1, 6 },
		{ "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Nc3 Nd4 5. Nxd4 exd4 6. Ne2 d3 7. Nd4 a6 8. Nb3 b6 9. Nd4 *\n",
		  ANNA_OK, 0, NULL, NULL, 0, 0 },
		{ "1. e4 e5 2. N3 *\n", ANNA_E_SYNTAX, ANNA_MSG_NOTATION_UNREADABLE, "N3", NULL, 1, 13 },
		{ "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Kg4 *\n", ANNA_E_ILLEGAL,
		  ANNA_MSG_NOTATION_ILLEGAL, "Kg4", NULL, 3, 4 },
		{ "[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n\n1. Rd1 *\n", ANNA_E_AMBIGUOUS,
		  ANNA_MSG_NOTATION_AMBIGUOUS, "Rd1", NULL, 3, 4 },
		{ "1. e4 @ *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_UNEXPECTED, "@", NULL, 1, 7 },
		{ "1. e4 e5 ] *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_UNEXPECTED, "]", NULL, 1, 10 },
		{ "1. e4 e5 12x *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_UNEXPECTED, "12x", NULL, 1, 10 },
		{ "1. e4 e5 ?? *\n", ANNA_OK, 0, NULL, NULL, 0, 0 },
		{ "1. e4 e5 !!! *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_UNEXPECTED, "!!!", NULL, 1, 10 },
		{ "1. e4 {never closed\n*\n", ANNA_E_TRUNCATED,
		  ANNA_MSG_PGN_COMMENT_UNTERMINATED, NULL, NULL, 1, 7 },
		{ "1. e4 (1. d4 {a} (1. c4) \n*\n", ANNA_E_TRUNCATED,
		  ANNA_MSG_PGN_VARIATION_UNTERMINATED, NULL, NULL, 1, 7 },
		{ "1. e4 e5) *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_VARIATION_CLOSE, NULL, NULL, 1, 9 },
		{ "1. e4 $256 *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_NAG, "$256", NULL, 1, 7 },
		{ "1. e4 $ *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_NAG, "$", NULL, 1, 7 },
		{ "1. e4 $12a *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_NAG, "$12a", NULL, 1, 7 },
		{ "1. e4 e5 3. Nf3 *\n", ANNA_E_INVALID, ANNA_MSG_PGN_MOVE_NUMBER, "3", "2", 1, 10 },
		{ "1. e4 e5 2... Nf3 *\n", ANNA_OK, 0, NULL, NULL, 0, 0 },
		/* no result before the next game's tags */
		{ "1. e4 e5", ANNA_E_TRUNCATED, ANNA_MSG_PGN_NO_RESULT, NULL, NULL, 2, 1 },
		{ "[Result \"0-1\"]\n1. e4 1-0\n", ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_MISMATCH,
		  "0-1", "1-0", 2, 7 },
		{ "1. e4 {[%clk 1:60:00]} *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_CLOCK,
		  "[%clk 1:60:00]", NULL, 1, 7 },
		{ "1. e4 {x [%clk 0:01]} *\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_CLOCK,
		  "[%clk 0:01]", NULL, 1, 7 },
		{ "1. e4 {[%clk 0:01:02}\n*\n", ANNA_E_SYNTAX, ANNA_MSG_PGN_CLOCK,
		  "[%clk 0:01:02", NULL, 1, 7 },
		{ "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 *\n", ANNA_E_ILLEGAL,
		  ANNA_MSG_NOTATION_ILLEGAL, "Ke7", NULL, 1, 41 },
		/* END-1, END-3: a result the final position contradicts (what
		 * pgn-extract warns about); unknown "*" contradicts nothing */
		{ "1. f3 e5 2. g4 Qh4# 1-0\n", ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_CHECKMATE,
		  "1-0", "0-1", 1, 21 },
		{ "1. f3 e5 2. g4 Qh4#\n1/2-1/2\n", ANNA_E_INVALID, ANNA_MSG_PGN_RESULT_CHECKMATE,
		  "1/2-1/2", "0-1", 2, 1 },
		{ "1. f3 e5 2. g4 Qh4# 0-1\n", ANNA_OK, 0, NULL, NULL, 0, 0 },
		{ "1. f3 e5 2. g4 Qh4# *\n", ANNA_OK, 0, NULL, NULL, 0, 0 },
		{ "[FEN \"7k/5Q2/5K2/8/8/8/8/8 w - - 0 1\"]\n1. Qg6 0-1\n", ANNA_E_INVALID,
		  ANNA_MSG_PGN_RESULT_STALEMATE, "0-1", NULL, 2, 8 },
		{ "[FEN \"7k/5Q2/5K2/8/8/8/8/8 w - - 0 1\"]\n1. Qg6 1/2-1/2\n", ANNA_OK, 0,
		  NULL, NULL, 0, 0 },
		/* a draw or a resignation before the end is no contradiction */
		{ "1. f3 e5 2. g4 0-1\n", ANNA_OK, 0, NULL, NULL, 0, 0 },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		/* the row, then a good game after it */
		char buf[512];
		int n = snprintf(buf, sizeof(buf), "%s\n[Event \"after\"]\n\n1. d4 *\n", t[i].text);
		struct anna_pgn_reader r;
		anna_pgn_reader_init(&r, buf, (size_t)n, ANNA_EDITION_2017);
		struct anna_pgn_game g;
		struct anna_error err;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st != t[i].status) {
			char d[256];
			anna_error_debug(&err, d, sizeof(d));
			fail_msg("row %zu: %s (%s), expected %s", i, anna_status_str(st), d,
				 anna_status_str(t[i].status));
		}
		if (st == ANNA_OK) {
			anna_pgn_game_fini(&g);
		} else {
			if (err.msg != t[i].msg)
				fail_msg("row %zu: message %s, expected %s", i,
					 anna_msg_key(err.msg), anna_msg_key(t[i].msg));
			if (t[i].arg0 && strcmp(err.args[0], t[i].arg0))
				fail_msg("row %zu: arg '%s', expected '%s'", i, err.args[0], t[i].arg0);
			if (t[i].arg1 && strcmp(err.args[1], t[i].arg1))
				fail_msg("row %zu: arg 2 '%s', expected '%s'", i, err.args[1], t[i].arg1);
			if (err.line != t[i].line || err.column != t[i].column)
				fail_msg("row %zu: at %u:%u, expected %u:%u", i, err.line,
					 err.column, t[i].line, t[i].column);
		}
		/* Unterminated comments and variations swallow the rest. */
		bool swallowed = t[i].msg == ANNA_MSG_PGN_COMMENT_UNTERMINATED ||
				 t[i].msg == ANNA_MSG_PGN_VARIATION_UNTERMINATED;
		st = anna_pgn_read(&r, &g, &err);
		if (swallowed) {
			assert_int_equal(st, ANNA_E_NOTFOUND);
			continue;
		}
		if (st != ANNA_OK)
			fail_msg("row %zu: the game after it was not read", i);
		assert_string_equal(anna_pgn_tag_get(&g, "Event"), "after");
		anna_pgn_game_fini(&g);
		assert_int_equal(anna_pgn_read(&r, &g, &err), ANNA_E_NOTFOUND);
	}
}

/* Columns count characters, not bytes. */
static void test_column_utf8(void **state)
{
	(void)state;
	const char *text = "[White \"Ærø Øster\"]\n\n{Åbning: ♘} 1. e4 Qq5 *\n";
	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, text, strlen(text), ANNA_EDITION_2017);
	struct anna_pgn_game g;
	struct anna_error err;
	assert_int_equal(anna_pgn_read(&r, &g, &err), ANNA_E_SYNTAX);
	assert_int_equal(err.line, 3);
	assert_int_equal(err.column, 19);
}

/* A UTF-8 byte order mark (what Windows editors put first) is not part
 * of the first game: it reads, and columns count from after it. */
static void test_byte_order_mark(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		struct expect_read ex;
	} t[] = {
		{ "\xef\xbb\xbf[Event \"x\"]\n\n1. e4 e5 1-0\n", { ANNA_OK, "x", 0, NULL, 0, 0 } },
		{ "\xef\xbb\xbf[Event \"y\"]\r\n\r\n1. e4 *\r\n", { ANNA_OK, "y", 0, NULL, 0, 0 } },
		{ "\xef\xbb\xbf" "1. e4 Qq5 *\n",
		  { ANNA_E_SYNTAX, NULL, ANNA_MSG_NOTATION_UNREADABLE, "Qq5", 1, 7 } },
		{ "\xef\xbb\xbf", { ANNA_E_NOTFOUND, NULL, 0, NULL, 0, 0 } },
		{ "\xef\xbb\xbf\n% escape\n", { ANNA_E_NOTFOUND, NULL, 0, NULL, 0, 0 } },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		check_reads(t[i].text, strlen(t[i].text), &t[i].ex, 1);
}

static void test_bad_edition(void **state)
{
	(void)state;
	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, "1. e4 *", 7, (enum anna_edition)2016);
	struct anna_pgn_game g;
	struct anna_error err;
	assert_int_equal(anna_pgn_read(&r, &g, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_GAME_EDITION);
	assert_string_equal(err.args[0], "2016");
	anna_pgn_game_fini(&g);
	assert_int_equal(anna_pgn_game_init(&g, (enum anna_edition)0), ANNA_E_INVALID);
	assert_int_equal(g.game.edition, ANNA_EDITION_2017);
	anna_pgn_game_fini(&g);
}

static void test_empty_input(void **state)
{
	(void)state;
	const char *inputs[] = { "", "\n\n  \n", "% only an escape line\n", "\r\n" };
	for (size_t i = 0; i < 4; i++) {
		struct anna_pgn_reader r;
		anna_pgn_reader_init(&r, inputs[i], strlen(inputs[i]), ANNA_EDITION_2017);
		struct anna_pgn_game g;
		struct anna_error err;
		assert_int_equal(anna_pgn_read(&r, &g, &err), ANNA_E_NOTFOUND);
		assert_int_equal(r.games, 0);
	}
}

/* ---- writing ---- */

static void test_write_defaults(void **state)
{
	(void)state;
	struct anna_pgn_game g;
	anna_pgn_game_init(&g, ANNA_EDITION_2017);
	char *text = write_game(&g);
	assert_string_equal(text,
			    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
			    "[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
			    "[Result \"*\"]\n\n*\n\n");
	free(text);
	/* Tags: roster from the list, the rest sorted, control characters
	 * blanked. */
	assert_int_equal(anna_pgn_tag_set(&g, "Round", "2.1"), ANNA_OK);
	assert_int_equal(anna_pgn_tag_set(&g, "WhiteElo", "2100"), ANNA_OK);
	assert_int_equal(anna_pgn_tag_set(&g, "Annotator", "a\tb"), ANNA_OK);
	assert_int_equal(anna_pgn_tag_set(&g, "TimeControl", "40/5400+30:1800+30"), ANNA_OK);
	assert_int_equal(anna_pgn_tag_set(&g, "Round", "3"), ANNA_OK);
	assert_string_equal(anna_pgn_tag_get(&g, "Round"), "3");
	assert_int_equal(anna_pgn_tag_set(&g, "Result", "1-0"), ANNA_E_INVALID);
	assert_int_equal(anna_pgn_tag_set(&g, "FEN", "x"), ANNA_E_INVALID);
	assert_int_equal(anna_pgn_tag_set(&g, "Bad Name", "x"), ANNA_E_INVALID);
	assert_int_equal(anna_pgn_tag_set(&g, "", "x"), ANNA_E_INVALID);
	g.game.result = ANNA_RESULT_BLACK_WINS;
	text = write_game(&g);
	assert_string_equal(text,
			    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
			    "[Round \"3\"]\n[White \"?\"]\n[Black \"?\"]\n"
			    "[Result \"0-1\"]\n[TimeControl \"40/5400+30:1800+30\"]\n"
			    "[Annotator \"a b\"]\n[WhiteElo \"2100\"]\n\n0-1\n\n");
	free(text);
	anna_pgn_game_fini(&g);
}

static void play_uci(struct anna_pgn_game *g, const char *moves)
{
	char buf[1024];
	snprintf(buf, sizeof(buf), "%s", moves);
	for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
		uint16_t m;
		struct anna_error err;
		assert_int_equal(anna_notation_read_uci(&g->game.pos, t, &m, &err), ANNA_OK);
		assert_int_equal(anna_game_append(&g->game, m, &err), ANNA_OK);
	}
}

static void test_write_annotations(void **state)
{
	(void)state;
	struct anna_pgn_game g;
	anna_pgn_game_init(&g, ANNA_EDITION_2017);
	assert_int_equal(anna_pgn_comment_set(&g, 1, "x"), ANNA_E_RANGE);
	play_uci(&g, "e2e4 e7e5 g1f3");
	assert_int_equal(anna_pgn_comment_set(&g, 1, "a } b"), ANNA_E_INVALID);
	assert_int_equal(anna_pgn_comment_set(&g, 1, "  King's   pawn\n"), ANNA_OK);
	assert_string_equal(anna_pgn_note(&g, 1)->comment, "King's pawn");
	assert_int_equal(anna_pgn_nag_add(&g, 2, 1), ANNA_OK);
	assert_int_equal(anna_pgn_nag_add(&g, 2, 256), ANNA_E_RANGE);
	assert_int_equal(anna_pgn_nag_add(&g, 4, 1), ANNA_E_RANGE);
	for (unsigned k = 1; k < ANNA_PGN_NAGS; k++)
		assert_int_equal(anna_pgn_nag_add(&g, 2, 10 + k), ANNA_OK);
	assert_int_equal(anna_pgn_nag_add(&g, 2, 20), ANNA_E_RANGE);
	g.game.plies[2].clock_ms = 3 * 3600000u + 7 * 60000u + 9000u + 40u;
	g.game.plies[1].flags |= ANNA_PLY_DRAW_OFFER;
	char *text = write_game(&g);
	assert_non_null(strstr(text, "\n\n1. e4 {King's pawn} 1... e5 $1 $11 $12 $13 {(=)} "
				     "2. Nf3 {[%clk 3:07:09.04]} *\n\n"));
	free(text);
	round_trip(&g);
	/* Removing a comment. */
	assert_int_equal(anna_pgn_comment_set(&g, 1, NULL), ANNA_OK);
	assert_null(anna_pgn_note(&g, 1));
	anna_pgn_game_fini(&g);
}

/* Long comments wrap between words; no line starts with "%" (that would
 * be an escape line and lose the text). */
static void test_write_wrapping(void **state)
{
	(void)state;
	struct anna_pgn_game g;
	anna_pgn_game_init(&g, ANNA_EDITION_2017);
	play_uci(&g, "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8 g1f3 b8d7");
	char comment[600] = "";
	for (int i = 0; i < 40; i++)
		strcat(comment, i % 7 == 6 ? "%percent " : "word ");
	assert_int_equal(anna_pgn_comment_set(&g, 3, comment), ANNA_OK);
	char longword[120];
	memset(longword, 'x', sizeof(longword) - 1);
	longword[sizeof(longword) - 1] = '\0';
	assert_int_equal(anna_pgn_comment_set(&g, 6, longword), ANNA_OK);
	char *text = write_game(&g);
	for (const char *p = text; *p; p++)
		if (p[0] == '\n')
			assert_int_not_equal(p[1], '%');
	free(text);
	/* round_trip asserts the line limit; the 120-character word is the
	 * one thing that cannot fit, so check the rest by hand. */
	anna_pgn_comment_set(&g, 6, "short");
	round_trip(&g);
	anna_pgn_comment_set(&g, 6, longword);
	text = write_game(&g);
	struct anna_pgn_game back[1];
	assert_int_equal(read_all(text, strlen(text), back, 1), 1);
	assert_games_equal(&g, &back[0]);
	anna_pgn_game_fini(&back[0]);
	free(text);
	anna_pgn_game_fini(&g);
}

/* A scoresheet export: the session's record, clocks and a draw offer
 * included, under the event's tags. */
static void test_set_record(void **state)
{
	(void)state;
	struct anna_game rec;
	struct anna_error err;
	assert_int_equal(anna_game_init(&rec, ANNA_EDITION_2014, NULL), ANNA_OK);
	const char *moves[] = { "e2e4", "c7c5", "g1f3", "d7d6" };
	for (int i = 0; i < 4; i++) {
		uint16_t m;
		assert_int_equal(anna_notation_read_uci(&rec.pos, moves[i], &m, &err), ANNA_OK);
		assert_int_equal(anna_game_append(&rec, m, &err), ANNA_OK);
		rec.plies[i].clock_ms = 5400000u - 60000u * (unsigned)i;
	}
	rec.plies[3].flags |= ANNA_PLY_DRAW_OFFER;
	rec.result = ANNA_RESULT_DRAW;
	struct anna_pgn_game g;
	assert_int_equal(anna_pgn_game_init(&g, ANNA_EDITION_2014), ANNA_OK);
	play_uci(&g, "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6");
	assert_int_equal(anna_pgn_comment_set(&g, 6, "dropped"), ANNA_OK);
	assert_int_equal(anna_pgn_comment_set(&g, 2, "kept"), ANNA_OK);
	assert_int_equal(anna_pgn_tag_set(&g, "Event", "Club"), ANNA_OK);
	assert_int_equal(anna_pgn_game_set_record(&g, &rec), ANNA_OK);
	anna_game_fini(&rec); /* pg holds its own copy */
	assert_null(anna_pgn_note(&g, 6));
	char *text = write_game(&g);
	assert_non_null(strstr(text, "[Event \"Club\"]\n"));
	assert_non_null(strstr(text, "[Result \"1/2-1/2\"]\n"));
	assert_non_null(strstr(text, "\n\n1. e4 {[%clk 1:30:00]} 1... c5 {kept [%clk 1:29:00]} "
				     "2. Nf3 {[%clk 1:28:00]}\n"
				     "2... d6 {(=) [%clk 1:27:00]} 1/2-1/2\n\n"));
	free(text);
	round_trip(&g);
	anna_pgn_game_fini(&g);
}

/* snprintf-like: the length wanted, a terminated cut. */
static void test_write_small_buffer(void **state)
{
	(void)state;
	struct anna_pgn_game g;
	anna_pgn_game_init(&g, ANNA_EDITION_2017);
	play_uci(&g, "e2e4 e7e5");
	size_t need = anna_pgn_write(&g, NULL, 0);
	char small[20];
	memset(small, 'z', sizeof(small));
	assert_int_equal(anna_pgn_write(&g, small, sizeof(small)), need);
	assert_int_equal(strlen(small), sizeof(small) - 1);
	assert_memory_equal(small, "[Event \"?\"]\n[Site \"", 19);
	char one[1] = { 'z' };
	assert_int_equal(anna_pgn_write(&g, one, 1), need);
	assert_int_equal(one[0], '\0');
	anna_pgn_game_fini(&g);
}

/* Games written one after another read back as the same games. */
static void test_concatenated(void **state)
{
	(void)state;
	size_t len;
	char *buf = slurp("classics.pgn", &len);
	struct anna_pgn_game games[32];
	size_t n = read_all(buf, len, games, 32);
	size_t total = 0;
	for (size_t i = 0; i < n; i++)
		total += anna_pgn_write(&games[i], NULL, 0);
	char *all = malloc(total + 1), *p = all;
	for (size_t i = 0; i < n; i++)
		p += anna_pgn_write(&games[i], p, total + 1 - (size_t)(p - all));
	struct anna_pgn_game back[32];
	assert_int_equal(read_all(all, total, back, 32), n);
	for (size_t i = 0; i < n; i++)
		assert_games_equal(&games[i], &back[i]);
	free_all(games, n);
	free_all(back, n);
	free(all);
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_classics_every_move),
		cmocka_unit_test(test_annotated),
		cmocka_unit_test(test_extensions),
		cmocka_unit_test(test_damaged_file),
		cmocka_unit_test(test_truncated_file),
		cmocka_unit_test(test_error_table),
		cmocka_unit_test(test_column_utf8),
		cmocka_unit_test(test_byte_order_mark),
		cmocka_unit_test(test_bad_edition),
		cmocka_unit_test(test_empty_input),
		cmocka_unit_test(test_write_defaults),
		cmocka_unit_test(test_write_annotations),
		cmocka_unit_test(test_write_wrapping),
		cmocka_unit_test(test_set_record),
		cmocka_unit_test(test_write_small_buffer),
		cmocka_unit_test(test_concatenated),
		cmocka_unit_test(test_control_in_comment),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
