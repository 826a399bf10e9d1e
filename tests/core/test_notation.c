/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tests/core/test_notation.c: core/notation.c, table-driven, plus a
 * write-then-read round trip over random games (seed printed; ANNA_SEED
 * replays it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"

#define START ANNA_FEN_START
/* Queens e1, h1, h4 can all reach e4 (a black pawn there). */
#define QUEENS "1k6/8/8/8/4p2Q/8/8/K3Q2Q w - - 0 1"
/* Knights b1 and f3 can both reach d2. */
#define KNIGHTS "rnbqkbnr/ppp1pppp/8/3p4/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3"
/* Rooks e1 and e3 on one file, rooks a1 and f1 on one rank. */
#define ROOKS_FILE "k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1"
#define ROOKS_RANK "r6k/8/8/8/8/8/8/R4RK1 w - - 0 1"
#define CASTLE_W "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLE_B "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define NO_RIGHTS "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"
/* e5xd6 en passant is legal. */
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
/* b7 promotes by b8, bxa8 and bxc8, none of them giving check. */
#define PROMO "r1n5/1P6/8/7k/8/8/8/7K w - - 0 1"
/* b8=Q and b8=R give check, b8=B and b8=N do not. */
#define PROMO_CHECK "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
/* Black promotes on g1: g1 push and gxh1 capture. */
#define PROMO_BLACK "4k3/8/8/8/8/8/6p1/K6R b - - 0 1"
#define BACK_RANK_MATE "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
#define SCHOLAR "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
#define BISHOP_CHECK "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
/* White's d-pawn is gone: Qd1xd7+ is possible. */
#define OPEN_D "rnbqkbnr/pppppppp/8/8/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1"
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
/* c4xd5 is the only way to reach d5. */
#define PAWN_TAKES "4k3/8/8/3p4/2P5/8/8/4K3 w - - 0 1"
/* c4 and e4 can both take d5. */
#define TWO_PAWNS "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1"

static void load(struct anna_position *pos, const char *fen)
{
	struct anna_error err;
	if (anna_fen_read(pos, fen, &err) != ANNA_OK) {
		char buf[200];
		anna_error_debug(&err, buf, sizeof(buf));
		fail_msg("bad test FEN %s: %s", fen, buf);
	}
}

/* The legal move with this UCI text, found without core/notation. */
static uint16_t uci_move(const struct anna_position *pos, const char *uci)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	int from = ANNA_SQ(uci[0] - 'a', uci[1] - '1');
	int to = ANNA_SQ(uci[2] - 'a', uci[3] - '1');
	enum anna_piece_type promo = ANNA_NO_TYPE;
	if (uci[4]) {
		const char *types = "nbrq";
		promo = (enum anna_piece_type)(ANNA_KNIGHT +
					       (strchr(types, uci[4]) - types));
	}
	for (size_t i = 0; i < n; i++)
		if (anna_move_from(moves[i]) == from &&
		    anna_move_to(moves[i]) == to &&
		    anna_move_promotion(moves[i]) == promo)
			return moves[i];
	fail_msg("%s is not legal in the test position", uci);
	return ANNA_MOVE_NONE;
}

static const struct anna_letters *set(enum anna_letter_set s)
{
	return anna_letters_builtin(s);
}

#define EN ANNA_LETTERS_EN
#define DE ANNA_LETTERS_DE
#define FIG ANNA_LETTERS_FIGURINE

/* ------------------------------------------------------------------ */

struct write_case {
	const char *fen;
	const char *uci;
	enum anna_letter_set letters;
	unsigned flags;
	const char *san;
	const char *lan;
};

static const struct write_case write_cases[] = {
	{ START, "g1f3", EN, 0, "Nf3", "Ng1-f3" },
	{ START, "e2e4", EN, 0, "e4", "e2-e4" },
	{ START, "e2e4", EN, ANNA_NOTATION_PAWN_LETTER, "Pe4", "Pe2-e4" },
	{ START, "b1c3", DE, 0, "Sc3", "Sb1-c3" },
	{ START, "e2e4", DE, ANNA_NOTATION_PAWN_LETTER, "Be4", "Be2-e4" },
	{ START, "g1f3", FIG, 0, "\u2658f3", "\u2658g1-f3" },
	{ AFTER_E4, "g8f6", FIG, 0, "\u265ef6", "\u265eg8-f6" },
	{ AFTER_E4, "e7e5", FIG, ANNA_NOTATION_PAWN_LETTER, "\u265fe5", "\u265fe7-e5" },
	/* Disambiguation: rank, both, file (SHEET-12). */
	{ QUEENS, "h4e4", EN, 0, "Q4xe4", "Qh4xe4" },
	{ QUEENS, "h1e4", EN, 0, "Qh1xe4", "Qh1xe4" },
	{ QUEENS, "e1e4", EN, 0, "Qexe4", "Qe1xe4" },
	{ QUEENS, "e1e4", DE, 0, "Dexe4", "De1xe4" },
	{ QUEENS, "h4h8", EN, 0, "Qh8+", "Qh4-h8+" },
	{ KNIGHTS, "b1d2", EN, 0, "Nbd2", "Nb1-d2" },
	{ KNIGHTS, "f3d2", EN, 0, "Nfd2", "Nf3-d2" },
	{ KNIGHTS, "f3e5", EN, 0, "Ne5", "Nf3-e5" },
	{ KNIGHTS, "f3d2", DE, 0, "Sfd2", "Sf3-d2" },
	{ ROOKS_FILE, "e3e2", EN, 0, "R3e2", "Re3-e2" },
	{ ROOKS_FILE, "e1e2", EN, 0, "R1e2", "Re1-e2" },
	{ ROOKS_FILE, "e1d1", EN, 0, "Rd1", "Re1-d1" },
	{ ROOKS_FILE, "e3a3", EN, 0, "Ra3+", "Re3-a3+" },
	{ ROOKS_RANK, "a1d1", EN, 0, "Rad1", "Ra1-d1" },
	{ ROOKS_RANK, "f1d1", DE, 0, "Tfd1", "Tf1-d1" },
	{ ROOKS_RANK, "a1a8", EN, 0, "Rxa8+", "Ra1xa8+" },
	/* Castling. */
	{ CASTLE_W, "e1g1", EN, 0, "O-O", "O-O" },
	{ CASTLE_W, "e1c1", EN, 0, "O-O-O", "O-O-O" },
	{ CASTLE_B, "e8g8", EN, 0, "O-O", "O-O" },
	{ CASTLE_B, "e8c8", DE, ANNA_NOTATION_ZERO_CASTLING, "0-0-0", "0-0-0" },
	{ CASTLE_W, "h1h8", EN, 0, "Rxh8+", "Rh1xh8+" },
	/* En passant. */
	{ EP, "e5d6", EN, 0, "exd6", "e5xd6" },
	{ EP, "e5d6", DE, ANNA_NOTATION_EP, "exd6 e.p.", "e5xd6 e.p." },
	{ EP, "e5e6", EN, ANNA_NOTATION_EP, "e6", "e5-e6" },
	/* All four promotions, with and without capture. */
	{ PROMO, "b7b8q", EN, 0, "b8=Q", "b7-b8=Q" },
	{ PROMO, "b7b8r", EN, 0, "b8=R", "b7-b8=R" },
	{ PROMO, "b7b8b", EN, 0, "b8=B", "b7-b8=B" },
	{ PROMO, "b7b8n", EN, 0, "b8=N", "b7-b8=N" },
	{ PROMO, "b7a8q", EN, 0, "bxa8=Q", "b7xa8=Q" },
	{ PROMO, "b7a8r", EN, 0, "bxa8=R", "b7xa8=R" },
	{ PROMO, "b7c8b", EN, 0, "bxc8=B", "b7xc8=B" },
	{ PROMO, "b7c8n", EN, 0, "bxc8=N", "b7xc8=N" },
	{ PROMO, "b7b8q", DE, 0, "b8=D", "b7-b8=D" },
	{ PROMO, "b7b8n", DE, ANNA_NOTATION_BARE_PROMOTION, "b8S", "b7-b8S" },
	{ PROMO, "b7c8r", DE, ANNA_NOTATION_BARE_PROMOTION, "bxc8T", "b7xc8T" },
	{ PROMO, "b7b8q", FIG, 0, "b8=\u2655", "b7-b8=\u2655" },
	{ PROMO_BLACK, "g2h1q", FIG, 0, "gxh1=\u265b+", "g2xh1=\u265b+" },
	{ PROMO_BLACK, "g2g1n", EN, 0, "g1=N", "g2-g1=N" },
	{ PROMO_CHECK, "b7b8q", EN, 0, "b8=Q+", "b7-b8=Q+" },
	{ PROMO_CHECK, "b7b8r", EN, 0, "b8=R+", "b7-b8=R+" },
	{ PROMO_CHECK, "b7b8b", EN, 0, "b8=B", "b7-b8=B" },
	{ PROMO_CHECK, "b7b8q", EN, ANNA_NOTATION_NO_MARKS, "b8=Q", "b7-b8=Q" },
	/* Check and mate. */
	{ BISHOP_CHECK, "f1b5", EN, 0, "Bb5+", "Bf1-b5+" },
	{ BISHOP_CHECK, "e4d5", EN, 0, "exd5", "e4xd5" },
	{ BACK_RANK_MATE, "a1a8", EN, 0, "Ra8#", "Ra1-a8#" },
	{ BACK_RANK_MATE, "a1a8", DE, 0, "Ta8#", "Ta1-a8#" },
	{ BACK_RANK_MATE, "a1a8", EN, ANNA_NOTATION_NO_MARKS, "Ra8", "Ra1-a8" },
	{ SCHOLAR, "h5f7", EN, 0, "Qxf7#", "Qh5xf7#" },
	{ OPEN_D, "d1d7", DE, 0, "Dxd7+", "Dd1xd7+" },
	{ CASTLE_W, "e1c1", EN, ANNA_NOTATION_ZERO_CASTLING, "0-0-0", "0-0-0" },
};

static void test_write(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(write_cases) / sizeof(write_cases[0]); i++) {
		const struct write_case *c = &write_cases[i];
		struct anna_position pos;
		load(&pos, c->fen);
		uint16_t m = uci_move(&pos, c->uci);
		char buf[ANNA_NOTATION_MAX];
		assert_int_equal(anna_notation_write_san(&pos, m, set(c->letters),
							 c->flags, buf, sizeof(buf)),
				 ANNA_OK);
		if (strcmp(buf, c->san) != 0)
			fail_msg("case %zu %s: SAN %s, want %s", i, c->uci, buf, c->san);
		assert_int_equal(anna_notation_write_lan(&pos, m, set(c->letters),
							 c->flags, buf, sizeof(buf)),
				 ANNA_OK);
		if (strcmp(buf, c->lan) != 0)
			fail_msg("case %zu %s: LAN %s, want %s", i, c->uci, buf, c->lan);
		/* The physical description of a legal move is the LAN. */
		int from = anna_move_from(m), to = anna_move_to(m);
		assert_int_equal(anna_notation_write_physical(&pos, from, to,
							      anna_move_promotion(m),
							      set(c->letters), c->flags,
							      buf, sizeof(buf)),
				 ANNA_OK);
		assert_string_equal(buf, c->lan);
	}
}

static void test_write_null_letters_is_english(void **state)
{
	(void)state;
	struct anna_position pos;
	load(&pos, KNIGHTS);
	char buf[ANNA_NOTATION_MAX];
	assert_int_equal(anna_notation_write_san(&pos, uci_move(&pos, "b1d2"), NULL,
						 0, buf, sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "Nbd2");
}

static void test_write_errors(void **state)
{
	(void)state;
	struct anna_position pos;
	load(&pos, START);
	char buf[ANNA_NOTATION_MAX];
	/* Not legal here: e2e5, and a black move. */
	uint16_t bad[] = { anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 4), 0),
			   anna_move_new(ANNA_SQ(4, 6), ANNA_SQ(4, 4), ANNA_MF_DOUBLE_PUSH),
			   ANNA_MOVE_NONE };
	for (size_t i = 0; i < 3; i++) {
		strcpy(buf, "junk");
		assert_int_equal(anna_notation_write_san(&pos, bad[i], NULL, 0, buf,
							 sizeof(buf)), ANNA_E_ILLEGAL);
		assert_string_equal(buf, "");
		assert_int_equal(anna_notation_write_lan(&pos, bad[i], NULL, 0, buf,
							 sizeof(buf)), ANNA_E_ILLEGAL);
	}
	/* Too small: nothing half written. */
	uint16_t m = uci_move(&pos, "g1f3");
	assert_int_equal(anna_notation_write_san(&pos, m, NULL, 0, buf, 3), ANNA_E_SPACE);
	assert_string_equal(buf, "");
	assert_int_equal(anna_notation_write_san(&pos, m, NULL, 0, buf, 4), ANNA_OK);
	assert_string_equal(buf, "Nf3");
	assert_int_equal(anna_notation_write_lan(&pos, m, NULL, 0, buf, 6), ANNA_E_SPACE);
	assert_int_equal(anna_notation_write_uci(m, buf, 4), ANNA_E_SPACE);
	assert_int_equal(anna_notation_write_iccf(m, buf, 4), ANNA_E_SPACE);
	assert_int_equal(anna_notation_write_uci(ANNA_MOVE_NONE, buf, sizeof(buf)),
			 ANNA_E_INVALID);
	assert_int_equal(anna_notation_write_iccf(ANNA_MOVE_NONE, buf, sizeof(buf)),
			 ANNA_E_INVALID);
	/* size 0 writes nothing at all */
	assert_int_equal(anna_notation_write_san(&pos, m, NULL, 0, NULL, 0), ANNA_E_SPACE);
}

static void test_disambiguation(void **state)
{
	(void)state;
	static const struct {
		const char *fen, *uci;
		bool file, rank;
	} cases[] = {
		{ QUEENS, "h4e4", false, true },
		{ QUEENS, "h1e4", true, true },
		{ QUEENS, "e1e4", true, false },
		{ QUEENS, "h4h8", false, false },
		{ KNIGHTS, "b1d2", true, false },
		{ ROOKS_FILE, "e1e2", false, true },
		{ PROMO, "b7a8q", true, false },
		{ PROMO, "b7b8q", false, false },
		{ EP, "e5d6", true, false },
		{ CASTLE_W, "e1g1", false, false },
		{ START, "g1f3", false, false },
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct anna_position pos;
		load(&pos, cases[i].fen);
		bool file = !cases[i].file, rank = !cases[i].rank;
		anna_notation_disambiguation(&pos, uci_move(&pos, cases[i].uci), &file, &rank);
		if (file != cases[i].file || rank != cases[i].rank)
			fail_msg("case %zu %s: file %d rank %d", i, cases[i].uci, file, rank);
	}
}

struct coord_case {
	const char *fen;
	const char *uci;
	const char *iccf;
};

static const struct coord_case coord_cases[] = {
	{ START, "e2e4", "5254" },
	{ START, "g1f3", "7163" },
	{ START, "b8c6", NULL }, /* not White's move: only written below */
	{ CASTLE_W, "e1g1", "5171" },
	{ CASTLE_W, "e1c1", "5131" },
	{ CASTLE_B, "e8g8", "5878" },
	{ EP, "e5d6", "5546" },
	{ PROMO, "b7b8q", "27281" },
	{ PROMO, "b7b8r", "27282" },
	{ PROMO, "b7b8b", "27283" },
	{ PROMO, "b7b8n", "27284" },
	{ PROMO, "b7a8q", "27181" },
	{ PROMO, "b7c8n", "27384" },
	{ PROMO_BLACK, "g2h1r", "72812" },
};

static void test_uci_iccf(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(coord_cases) / sizeof(coord_cases[0]); i++) {
		const struct coord_case *c = &coord_cases[i];
		if (!c->iccf)
			continue;
		struct anna_position pos;
		load(&pos, c->fen);
		uint16_t m = uci_move(&pos, c->uci), got = 0;
		char buf[ANNA_NOTATION_MAX];
		struct anna_error err;
		assert_int_equal(anna_notation_write_uci(m, buf, sizeof(buf)), ANNA_OK);
		assert_string_equal(buf, c->uci);
		assert_int_equal(anna_notation_write_iccf(m, buf, sizeof(buf)), ANNA_OK);
		assert_string_equal(buf, c->iccf);
		assert_int_equal(anna_notation_read_uci(&pos, c->uci, &got, &err), ANNA_OK);
		assert_int_equal(got, m);
		got = 0;
		assert_int_equal(anna_notation_read_iccf(&pos, c->iccf, &got, &err), ANNA_OK);
		assert_int_equal(got, m);
		got = 0;
		assert_int_equal(anna_notation_read(&pos, c->iccf, NULL, &got, &err), ANNA_OK);
		assert_int_equal(got, m);
		got = 0;
		assert_int_equal(anna_notation_read(&pos, c->uci, NULL, &got, &err), ANNA_OK);
		assert_int_equal(got, m);
	}
}

/* ------------------------------------------------------------------ */

enum reader { SAN, LAN, UCI, ICCF, ANY };

static enum anna_status run_reader(enum reader r, const struct anna_position *pos,
				   const char *text, const struct anna_letters *l,
				   uint16_t *m, struct anna_error *err)
{
	switch (r) {
	case SAN: return anna_notation_read_san(pos, text, l, m, err);
	case LAN: return anna_notation_read_lan(pos, text, l, m, err);
	case UCI: return anna_notation_read_uci(pos, text, m, err);
	case ICCF: return anna_notation_read_iccf(pos, text, m, err);
	case ANY: return anna_notation_read(pos, text, l, m, err);
	}
	return ANNA_E_INVALID;
}

struct read_case {
	const char *fen;
	enum reader reader;
	enum anna_letter_set letters;
	const char *text;
	const char *uci;
};

static const struct read_case read_cases[] = {
	{ START, SAN, EN, "Nf3", "g1f3" },
	{ START, SAN, EN, "  Nf3\t", "g1f3" },
	{ START, SAN, EN, "e4", "e2e4" },
	{ START, SAN, EN, "Pe4", "e2e4" },
	{ START, SAN, EN, "e3", "e2e3" },
	{ START, SAN, EN, "Ng1f3", "g1f3" },
	{ START, SAN, EN, "Ngf3", "g1f3" },
	{ START, SAN, EN, "N1f3", "g1f3" },
	{ START, SAN, EN, "Ng1-f3", "g1f3" },
	{ START, SAN, EN, "g1-f3", "g1f3" },
	{ START, SAN, EN, "e2-e4", "e2e4" },
	{ START, SAN, EN, "e2e4", "e2e4" },
	{ START, SAN, EN, "ee4", "e2e4" },
	/* Suffixes: marks and annotations are not checked against the move. */
	{ START, SAN, EN, "Nf3+", "g1f3" },
	{ START, SAN, EN, "Nf3#", "g1f3" },
	{ START, SAN, EN, "Nf3++", "g1f3" },
	{ START, SAN, EN, "Nf3!", "g1f3" },
	{ START, SAN, EN, "Nf3?", "g1f3" },
	{ START, SAN, EN, "Nf3!!", "g1f3" },
	{ START, SAN, EN, "Nf3??", "g1f3" },
	{ START, SAN, EN, "Nf3!?", "g1f3" },
	{ START, SAN, EN, "Nf3?!", "g1f3" },
	{ START, SAN, EN, "Nf3+!?", "g1f3" },
	{ START, SAN, EN, "Nf3 +", "g1f3" },
	{ START, SAN, EN, "Nf3 !", "g1f3" },
	{ SCHOLAR, SAN, EN, "Qxf7#", "h5f7" },
	{ SCHOLAR, SAN, EN, "Qxf7", "h5f7" },
	{ SCHOLAR, SAN, EN, "Qf7", "h5f7" },
	{ SCHOLAR, SAN, EN, "Q:f7", "h5f7" },
	{ SCHOLAR, SAN, EN, "Qh5:f7", "h5f7" },
	{ SCHOLAR, SAN, EN, "Qh5xf7#!", "h5f7" },
	/* Promotion forms. */
	{ PROMO, SAN, EN, "b8=Q", "b7b8q" },
	{ PROMO, SAN, EN, "b8Q", "b7b8q" },
	{ PROMO, SAN, EN, "b8(Q)", "b7b8q" },
	{ PROMO, SAN, EN, "b8/Q", "b7b8q" },
	{ PROMO, SAN, EN, "b8=R", "b7b8r" },
	{ PROMO, SAN, EN, "b8=B", "b7b8b" },
	{ PROMO, SAN, EN, "b8N", "b7b8n" },
	{ PROMO, SAN, EN, "bxa8=Q", "b7a8q" },
	{ PROMO, SAN, EN, "ba8Q", "b7a8q" },
	{ PROMO, SAN, EN, "bxc8=N+", "b7c8n" },
	{ PROMO, SAN, EN, "b7xc8=R", "b7c8r" },
	{ PROMO, SAN, EN, "b7-b8=B", "b7b8b" },
	{ PROMO, SAN, EN, "xa8=Q", "b7a8q" },
	{ PROMO, SAN, DE, "b8D", "b7b8q" },
	{ PROMO, SAN, DE, "b8=S", "b7b8n" },
	{ PROMO, SAN, DE, "bxc8L", "b7c8b" },
	{ PROMO, SAN, DE, "Bb8T", "b7b8r" },
	{ PROMO, SAN, FIG, "b8=\u2655", "b7b8q" },
	{ PROMO, SAN, FIG, "b8\u265b", "b7b8q" },
	{ PROMO_BLACK, SAN, EN, "gxh1=Q+", "g2h1q" },
	{ PROMO_BLACK, SAN, EN, "g1=N", "g2g1n" },
	/* Castling forms. */
	{ CASTLE_W, SAN, EN, "O-O", "e1g1" },
	{ CASTLE_W, SAN, EN, "0-0", "e1g1" },
	{ CASTLE_W, SAN, EN, "o-o", "e1g1" },
	{ CASTLE_W, SAN, EN, "O-O-O", "e1c1" },
	{ CASTLE_W, SAN, EN, "0-0-0", "e1c1" },
	{ CASTLE_W, SAN, EN, "o-o-o", "e1c1" },
	{ CASTLE_W, SAN, EN, "O-O+", "e1g1" },
	{ CASTLE_W, SAN, EN, "0-0-0!", "e1c1" },
	{ CASTLE_W, SAN, EN, "Ke1-g1", "e1g1" },
	{ CASTLE_W, SAN, EN, "Kc1", "e1c1" },
	{ CASTLE_W, LAN, EN, "O-O", "e1g1" },
	{ CASTLE_B, SAN, DE, "0-0", "e8g8" },
	{ CASTLE_B, SAN, DE, "O-O-O", "e8c8" },
	{ CASTLE_W, UCI, EN, "e1g1", "e1g1" },
	/* En passant forms. */
	{ EP, SAN, EN, "exd6", "e5d6" },
	{ EP, SAN, EN, "exd6 e.p.", "e5d6" },
	{ EP, SAN, EN, "exd6e.p.", "e5d6" },
	{ EP, SAN, EN, "exd6 ep", "e5d6" },
	{ EP, SAN, EN, "exd6ep", "e5d6" },
	{ EP, SAN, EN, "exd6 e.p", "e5d6" },
	{ EP, SAN, EN, "ed6", "e5d6" },
	{ EP, SAN, EN, "ed6 e.p.", "e5d6" },
	{ EP, SAN, EN, "e:d6", "e5d6" },
	{ EP, SAN, EN, "e5xd6 e.p.+", "e5d6" },
	{ EP, LAN, EN, "e5xd6 e.p.", "e5d6" },
	{ EP, LAN, EN, "e5-d6", "e5d6" },
	/* Pawn captures. */
	{ PAWN_TAKES, SAN, EN, "cxd5", "c4d5" },
	{ PAWN_TAKES, SAN, EN, "cd5", "c4d5" },
	{ PAWN_TAKES, SAN, EN, "xd5", "c4d5" },
	{ TWO_PAWNS, SAN, EN, "exd5", "e4d5" },
	{ TWO_PAWNS, SAN, EN, "ed5", "e4d5" },
	{ TWO_PAWNS, SAN, EN, "cxd5", "c4d5" },
	{ TWO_PAWNS, SAN, EN, "d5", NULL }, /* see read_error_cases */
	/* Disambiguation, needed and over-given. */
	{ KNIGHTS, SAN, EN, "Nbd2", "b1d2" },
	{ KNIGHTS, SAN, EN, "Nfd2", "f3d2" },
	{ KNIGHTS, SAN, EN, "N1d2", "b1d2" },
	{ KNIGHTS, SAN, EN, "N3d2", "f3d2" },
	{ KNIGHTS, SAN, EN, "Nb1d2", "b1d2" },
	{ QUEENS, SAN, EN, "Qexe4", "e1e4" },
	{ QUEENS, SAN, EN, "Qee4", "e1e4" },
	{ QUEENS, SAN, EN, "Q4xe4", "h4e4" },
	{ QUEENS, SAN, EN, "Qh1xe4", "h1e4" },
	{ QUEENS, SAN, EN, "Qh1e4", "h1e4" },
	{ ROOKS_FILE, SAN, EN, "R3e2", "e3e2" },
	{ ROOKS_FILE, SAN, EN, "R1e2", "e1e2" },
	{ ROOKS_RANK, SAN, EN, "Rad1", "a1d1" },
	{ ROOKS_RANK, SAN, EN, "Rfd1", "f1d1" },
	/* Letter sets. */
	{ START, SAN, DE, "Sf3", "g1f3" },
	{ START, SAN, DE, "Sg1-f3", "g1f3" },
	{ START, SAN, DE, "e4", "e2e4" },
	{ START, SAN, DE, "Be4", "e2e4" },
	{ START, SAN, DE, "Be2-e4", "e2e4" },
	{ OPEN_D, SAN, DE, "Dd1xd7", "d1d7" },
	{ OPEN_D, SAN, DE, "Dxd7+", "d1d7" },
	{ OPEN_D, SAN, DE, "Ld2", "c1d2" },
	{ OPEN_D, SAN, DE, "Kd2", "e1d2" },
	{ START, SAN, FIG, "\u2658f3", "g1f3" },
	{ START, SAN, FIG, "\u265ef3", "g1f3" }, /* either colour */
	{ START, SAN, FIG, "\u2658g1-f3", "g1f3" },
	{ START, SAN, FIG, "\u2659e4", "e2e4" },
	{ START, SAN, FIG, "e4", "e2e4" },
	{ AFTER_E4, SAN, FIG, "\u265ef6", "g8f6" },
	{ AFTER_E4, SAN, FIG, "\u2658f6", "g8f6" },
	{ AFTER_E4, SAN, EN, "e5", "e7e5" },
	/* Long algebraic. */
	{ START, LAN, EN, "Ng1-f3", "g1f3" },
	{ START, LAN, EN, "Ng1f3", "g1f3" },
	{ START, LAN, EN, "e2-e4", "e2e4" },
	{ START, LAN, EN, "g1-f3", "g1f3" },
	{ SCHOLAR, LAN, EN, "Qh5xf7#", "h5f7" },
	{ PROMO, LAN, EN, "b7-b8=Q", "b7b8q" },
	{ PROMO, LAN, EN, "b7xa8=N", "b7a8n" },
	{ OPEN_D, LAN, DE, "Dd1xd7+", "d1d7" },
	/* UCI and ICCF. */
	{ START, UCI, EN, "g1f3", "g1f3" },
	{ START, UCI, EN, " e2e4 ", "e2e4" },
	{ PROMO, UCI, EN, "b7b8q", "b7b8q" },
	{ PROMO, UCI, EN, "b7c8n", "b7c8n" },
	{ START, ICCF, EN, "7163", "g1f3" },
	{ PROMO, ICCF, EN, "27184", "b7a8n" },
	{ CASTLE_W, ICCF, EN, "5131", "e1c1" },
	/* The generic reader. */
	{ START, ANY, EN, "5254", "e2e4" },
	{ START, ANY, EN, "e2e4", "e2e4" },
	{ START, ANY, EN, "e4", "e2e4" },
	{ START, ANY, EN, "Ng1-f3", "g1f3" },
	{ START, ANY, DE, "Sf3", "g1f3" },
	{ CASTLE_W, ANY, EN, "0-0", "e1g1" },
	{ CASTLE_W, ANY, EN, "e1c1", "e1c1" },
	{ CASTLE_W, ANY, EN, "5171", "e1g1" },
	{ PROMO, ANY, EN, "b7b8q", "b7b8q" },
	{ PROMO, ANY, EN, "b7b8Q", "b7b8q" },
	{ PROMO, ANY, EN, "27283", "b7b8b" },
	{ EP, ANY, EN, "exd6 e.p.", "e5d6" },
};

static void test_read(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(read_cases) / sizeof(read_cases[0]); i++) {
		const struct read_case *c = &read_cases[i];
		if (!c->uci)
			continue;
		struct anna_position pos;
		load(&pos, c->fen);
		uint16_t want = uci_move(&pos, c->uci), got = 0;
		struct anna_error err;
		anna_error_clear(&err);
		enum anna_status st = run_reader(c->reader, &pos, c->text,
						 set(c->letters), &got, &err);
		if (st != ANNA_OK) {
			char buf[200];
			anna_error_debug(&err, buf, sizeof(buf));
			fail_msg("case %zu \"%s\": %s", i, c->text, buf);
		}
		if (got != want)
			fail_msg("case %zu \"%s\": got %04x, want %s", i, c->text,
				 got, c->uci);
	}
}

struct read_error_case {
	const char *fen;
	enum reader reader;
	enum anna_letter_set letters;
	const char *text;
	enum anna_status status;
	enum anna_msg msg;
	const char *arg1, *arg2;
	unsigned column;
};

#define MSG(x) ANNA_MSG_NOTATION_##x

static const struct read_error_case read_error_cases[] = {
	{ START, SAN, EN, "", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	{ START, SAN, EN, " \t ", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	{ START, ANY, EN, "  ", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	{ START, UCI, EN, "", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	{ START, ICCF, EN, "", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	{ START, LAN, EN, "", ANNA_E_SYNTAX, MSG(EMPTY), NULL, NULL, 0 },
	/* Unreadable, with the column of the first character that does not fit. */
	{ START, SAN, EN, "Nf9", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf9", "3", 3 },
	{ START, SAN, EN, "Zf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Zf3", "1", 1 },
	{ START, SAN, EN, "nf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "nf3", "1", 1 },
	{ START, SAN, EN, "Sf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Sf3", "1", 1 },
	{ START, SAN, DE, "Nf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3", "1", 1 },
	{ START, SAN, EN, "Nf3x", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3x", "4", 4 },
	{ START, SAN, EN, "N", ANNA_E_SYNTAX, MSG(UNREADABLE), "N", "2", 2 },
	{ START, SAN, EN, "e45", ANNA_E_SYNTAX, MSG(UNREADABLE), "e45", "3", 3 },
	{ START, SAN, EN, "ed", ANNA_E_SYNTAX, MSG(UNREADABLE), "ed", "3", 3 },
	{ START, SAN, EN, "Ng-f3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Ng-f3", "3", 3 },
	{ START, SAN, EN, "Nf3 f4", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3 f4", "5", 5 },
	{ START, SAN, EN, "  Nf3 x", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3 x", "5", 5 },
	{ START, SAN, EN, "O-O-", ANNA_E_SYNTAX, MSG(UNREADABLE), "O-O-", "4", 4 },
	{ START, SAN, EN, "OO", ANNA_E_SYNTAX, MSG(UNREADABLE), "OO", "1", 1 },
	{ PROMO, SAN, EN, "b8=", ANNA_E_SYNTAX, MSG(UNREADABLE), "b8=", "4", 4 },
	{ PROMO, SAN, EN, "b8(Q", ANNA_E_SYNTAX, MSG(UNREADABLE), "b8(Q", "5", 5 },
	{ PROMO, SAN, EN, "b8=q", ANNA_E_SYNTAX, MSG(UNREADABLE), "b8=q", "4", 4 },
	{ START, SAN, FIG, "\u2658f9", ANNA_E_SYNTAX, MSG(UNREADABLE), "\u2658f9", "3", 3 },
	{ START, SAN, FIG, "Nf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3", "1", 1 },
	{ START, LAN, EN, "Nf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Nf3", "2", 2 },
	{ START, LAN, EN, "e4", ANNA_E_SYNTAX, MSG(UNREADABLE), "e4", "1", 1 },
	{ START, LAN, EN, "Ngf3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Ngf3", "2", 2 },
	{ START, UCI, EN, "e2e9", ANNA_E_SYNTAX, MSG(UNREADABLE), "e2e9", "4", 4 },
	{ START, UCI, EN, "e2e", ANNA_E_SYNTAX, MSG(UNREADABLE), "e2e", "4", 4 },
	{ START, UCI, EN, "Ng1f3", ANNA_E_SYNTAX, MSG(UNREADABLE), "Ng1f3", "1", 1 },
	{ PROMO, UCI, EN, "b7b8Q", ANNA_E_SYNTAX, MSG(UNREADABLE), "b7b8Q", "5", 5 },
	{ PROMO, UCI, EN, "b7b8qq", ANNA_E_SYNTAX, MSG(UNREADABLE), "b7b8qq", "6", 6 },
	{ START, ICCF, EN, "5294", ANNA_E_SYNTAX, MSG(UNREADABLE), "5294", "3", 3 },
	{ START, ICCF, EN, "525", ANNA_E_SYNTAX, MSG(UNREADABLE), "525", "4", 4 },
	{ START, ICCF, EN, "0000", ANNA_E_SYNTAX, MSG(UNREADABLE), "0000", "1", 1 },
	{ PROMO, ICCF, EN, "27285", ANNA_E_SYNTAX, MSG(UNREADABLE), "27285", "5", 5 },
	{ PROMO, ICCF, EN, "272811", ANNA_E_SYNTAX, MSG(UNREADABLE), "272811", "6", 6 },
	{ START, ICCF, EN, "52a4", ANNA_E_SYNTAX, MSG(UNREADABLE), "52a4", "3", 3 },
	{ START, ANY, EN, "00", ANNA_E_SYNTAX, MSG(UNREADABLE), "00", "1", 1 },
	{ START, ANY, EN, "e2e4x", ANNA_E_SYNTAX, MSG(UNREADABLE), "e2e4x", "5", 5 },
	/* Illegal. */
	{ START, SAN, EN, "Ke2", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Ke2", NULL, 0 },
	{ START, SAN, EN, "e5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "e5", NULL, 0 },
	{ START, SAN, EN, "Bf1-b5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Bf1-b5", NULL, 0 },
	{ START, SAN, EN, "Bg1-f3", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Bg1-f3", NULL, 0 },
	{ START, SAN, EN, "Ne4", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Ne4", NULL, 0 },
	{ START, SAN, EN, "Nf6", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Nf6", NULL, 0 },
	{ START, SAN, EN, "Nhf3", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Nhf3", NULL, 0 },
	{ START, SAN, EN, "ef3", ANNA_E_ILLEGAL, MSG(ILLEGAL), "ef3", NULL, 0 },
	{ START, LAN, EN, "e2-e5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "e2-e5", NULL, 0 },
	{ START, UCI, EN, "e2e5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "e2e5", NULL, 0 },
	{ START, ICCF, EN, "5255", ANNA_E_ILLEGAL, MSG(ILLEGAL), "5255", NULL, 0 },
	{ START, ANY, EN, "e7e5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "e7e5", NULL, 0 },
	/* "d5" is a push; it never means cxd5. */
	{ PAWN_TAKES, SAN, EN, "d5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "d5", NULL, 0 },
	{ PAWN_TAKES, SAN, EN, "bc4", ANNA_E_ILLEGAL, MSG(ILLEGAL), "bc4", NULL, 0 },
	{ BACK_RANK_MATE, SAN, EN, "ba8", ANNA_E_ILLEGAL, MSG(ILLEGAL), "ba8", NULL, 0 },
	{ TWO_PAWNS, SAN, EN, "d5", ANNA_E_ILLEGAL, MSG(ILLEGAL), "d5", NULL, 0 },
	/* Ambiguous: the candidates in long algebraic, board order. */
	{ KNIGHTS, SAN, EN, "Nd2", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Nd2",
	  "Nb1-d2, Nf3-d2", 0 },
	{ KNIGHTS, SAN, DE, "Sd2+", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Sd2+",
	  "Sb1-d2, Sf3-d2", 0 },
	{ QUEENS, SAN, EN, "Qxe4", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Qxe4",
	  "Qe1xe4, Qh1xe4, Qh4xe4", 0 },
	{ QUEENS, SAN, EN, "Qhe4", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Qhe4",
	  "Qh1xe4, Qh4xe4", 0 },
	{ QUEENS, SAN, EN, "Q1e4", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Q1e4",
	  "Qe1xe4, Qh1xe4", 0 },
	{ ROOKS_FILE, SAN, EN, "Re2", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Re2",
	  "Re1-e2, Re3-e2", 0 },
	{ ROOKS_FILE, SAN, EN, "Ree2", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "Ree2",
	  "Re1-e2, Re3-e2", 0 },
	{ ROOKS_RANK, SAN, EN, "R1d1", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "R1d1",
	  "Ra1-d1, Rf1-d1", 0 },
	{ TWO_PAWNS, SAN, EN, "xd5", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "xd5",
	  "c4xd5, e4xd5", 0 },
	{ PROMO, SAN, EN, "x=Q", ANNA_E_SYNTAX, MSG(UNREADABLE), "x=Q", "2", 2 },
	{ START, SAN, FIG, "\u2658d2", ANNA_E_ILLEGAL, MSG(ILLEGAL), "\u2658d2", NULL, 0 },
	{ KNIGHTS, SAN, FIG, "\u265ed2", ANNA_E_AMBIGUOUS, MSG(AMBIGUOUS), "\u265ed2",
	  "\u2658b1-d2, \u2658f3-d2", 0 },
	/* Promotion. */
	{ PROMO, SAN, EN, "b8", ANNA_E_MISSING, MSG(PROMOTION_MISSING), "b8", NULL, 0 },
	{ PROMO, SAN, EN, "bxa8+", ANNA_E_MISSING, MSG(PROMOTION_MISSING), "bxa8+", NULL, 0 },
	{ PROMO, LAN, EN, "b7-b8", ANNA_E_MISSING, MSG(PROMOTION_MISSING), "b7-b8", NULL, 0 },
	{ PROMO, UCI, EN, "b7b8", ANNA_E_MISSING, MSG(PROMOTION_MISSING), "b7b8", NULL, 0 },
	{ PROMO, ICCF, EN, "2728", ANNA_E_MISSING, MSG(PROMOTION_MISSING), "2728", NULL, 0 },
	{ PROMO, SAN, EN, "b8=K", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "b8=K", NULL, 0 },
	{ PROMO, SAN, EN, "b8=P", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "b8=P", NULL, 0 },
	{ PROMO, SAN, EN, "bxa8K", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "bxa8K", NULL, 0 },
	{ PROMO, SAN, DE, "b8=B", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "b8=B", NULL, 0 },
	{ PROMO, SAN, DE, "b8K", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "b8K", NULL, 0 },
	{ PROMO, SAN, FIG, "b8=\u2654", ANNA_E_INVALID, MSG(PROMOTION_PIECE), "b8=\u2654", NULL, 0 },
	{ START, SAN, EN, "Nf3=Q", ANNA_E_INVALID, MSG(PROMOTION_UNEXPECTED), "Nf3=Q", NULL, 0 },
	{ START, SAN, EN, "e4Q", ANNA_E_INVALID, MSG(PROMOTION_UNEXPECTED), "e4Q", NULL, 0 },
	{ START, UCI, EN, "e2e4q", ANNA_E_INVALID, MSG(PROMOTION_UNEXPECTED), "e2e4q", NULL, 0 },
	{ START, ICCF, EN, "52541", ANNA_E_INVALID, MSG(PROMOTION_UNEXPECTED), "52541", NULL, 0 },
	/* Castling not legal now. */
	{ NO_RIGHTS, SAN, EN, "O-O", ANNA_E_ILLEGAL, MSG(CASTLING_ILLEGAL), "O-O", NULL, 0 },
	{ NO_RIGHTS, SAN, EN, "0-0-0+", ANNA_E_ILLEGAL, MSG(CASTLING_ILLEGAL), "0-0-0+", NULL, 0 },
	{ START, SAN, EN, "O-O", ANNA_E_ILLEGAL, MSG(CASTLING_ILLEGAL), "O-O", NULL, 0 },
	{ START, LAN, DE, "o-o-o", ANNA_E_ILLEGAL, MSG(CASTLING_ILLEGAL), "o-o-o", NULL, 0 },
	{ NO_RIGHTS, SAN, EN, "Ke1-g1", ANNA_E_ILLEGAL, MSG(ILLEGAL), "Ke1-g1", NULL, 0 },
	{ NO_RIGHTS, UCI, EN, "e1g1", ANNA_E_ILLEGAL, MSG(ILLEGAL), "e1g1", NULL, 0 },
	{ NO_RIGHTS, ICCF, EN, "5171", ANNA_E_ILLEGAL, MSG(ILLEGAL), "5171", NULL, 0 },
	/* Marks that contradict the move. */
	{ START, SAN, EN, "Nxf3", ANNA_E_ILLEGAL, MSG(NOT_CAPTURE), "Nxf3", "f3", 0 },
	{ START, SAN, EN, "exe4", ANNA_E_ILLEGAL, MSG(NOT_CAPTURE), "exe4", "e4", 0 },
	{ START, LAN, EN, "e2xe4", ANNA_E_ILLEGAL, MSG(NOT_CAPTURE), "e2xe4", "e4", 0 },
	{ START, SAN, EN, "e4 e.p.", ANNA_E_ILLEGAL, MSG(NOT_EN_PASSANT), "e4 e.p.", NULL, 0 },
	{ EP, SAN, EN, "e6ep", ANNA_E_ILLEGAL, MSG(NOT_EN_PASSANT), "e6ep", NULL, 0 },
	{ CASTLE_W, SAN, EN, "O-O e.p.", ANNA_E_ILLEGAL, MSG(NOT_EN_PASSANT), "O-O e.p.", NULL, 0 },
};

static void test_read_errors(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(read_error_cases) / sizeof(read_error_cases[0]); i++) {
		const struct read_error_case *c = &read_error_cases[i];
		struct anna_position pos;
		load(&pos, c->fen);
		uint16_t got = 0x1234;
		struct anna_error err;
		anna_error_clear(&err);
		enum anna_status st = run_reader(c->reader, &pos, c->text,
						 set(c->letters), &got, &err);
		char buf[300];
		anna_error_debug(&err, buf, sizeof(buf));
		if (st != c->status || err.status != c->status || err.msg != c->msg)
			fail_msg("case %zu \"%s\": got %s %s, want %s %s", i, c->text,
				 anna_status_str(st), buf, anna_status_str(c->status),
				 anna_msg_key(c->msg));
		assert_int_equal(got, 0x1234); /* untouched on failure */
		const char *want[2] = { c->arg1, c->arg2 };
		int nargs = anna_msg_nargs(c->msg);
		for (int a = 0; a < 2; a++) {
			if (a < nargs)
				assert_non_null(want[a]);
			if (want[a] && strcmp(err.args[a], want[a]) != 0)
				fail_msg("case %zu \"%s\": arg %d is \"%s\", want \"%s\"",
					 i, c->text, a + 1, err.args[a], want[a]);
		}
		assert_int_equal(err.column, c->column);
	}
}

/* ------------------------------------------------------------------ */

struct physical_case {
	const char *fen;
	const char *from, *to;
	enum anna_piece_type promotion;
	enum anna_letter_set letters;
	unsigned flags;
	const char *want;
};

static const struct physical_case physical_cases[] = {
	{ START, "e2", "e5", ANNA_NO_TYPE, EN, 0, "e2-e5" },
	{ START, "g1", "g3", ANNA_NO_TYPE, EN, 0, "Ng1-g3" },
	{ START, "g1", "g3", ANNA_NO_TYPE, DE, 0, "Sg1-g3" },
	{ START, "f1", "f7", ANNA_NO_TYPE, EN, 0, "Bf1xf7" },
	{ START, "a1", "a2", ANNA_NO_TYPE, EN, 0, "Ra1xa2" },
	{ START, "e1", "g1", ANNA_NO_TYPE, EN, 0, "Ke1xg1" },
	{ START, "e4", "e5", ANNA_NO_TYPE, EN, 0, "e4-e5" },
	{ START, "e7", "e5", ANNA_NO_TYPE, EN, 0, "e7-e5" },
	{ START, "g8", "f6", ANNA_NO_TYPE, FIG, 0, "\u265eg8-f6" },
	{ START, "g1", "f3", ANNA_NO_TYPE, EN, 0, "Ng1-f3" },
	{ START, "e2", "e4", ANNA_NO_TYPE, EN, ANNA_NOTATION_PAWN_LETTER, "Pe2-e4" },
	{ NO_RIGHTS, "e1", "g1", ANNA_NO_TYPE, EN, 0, "Ke1-g1" },
	{ CASTLE_W, "e1", "g1", ANNA_NO_TYPE, EN, 0, "O-O" },
	{ PROMO, "b7", "b8", ANNA_NO_TYPE, EN, 0, "b7-b8" },
	{ PROMO, "b7", "b8", ANNA_PAWN, EN, 0, "b7-b8" },
	{ PROMO, "b7", "b8", ANNA_KING, EN, 0, "b7-b8=K" },
	{ PROMO, "b7", "b8", ANNA_QUEEN, DE, 0, "b7-b8=D" },
	{ PROMO, "b7", "c8", ANNA_KING, DE, ANNA_NOTATION_BARE_PROMOTION, "b7xc8K" },
	{ PROMO_CHECK, "b7", "b8", ANNA_QUEEN, EN, 0, "b7-b8=Q+" },
	{ BACK_RANK_MATE, "a1", "a8", ANNA_NO_TYPE, EN, 0, "Ra1-a8#" },
	{ BACK_RANK_MATE, "a1", "b2", ANNA_NO_TYPE, EN, 0, "Ra1-b2" },
	{ EP, "e5", "d6", ANNA_NO_TYPE, EN, ANNA_NOTATION_EP, "e5xd6 e.p." },
	{ EP, "e5", "f6", ANNA_NO_TYPE, EN, ANNA_NOTATION_EP, "e5-f6" },
};

static void test_physical(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(physical_cases) / sizeof(physical_cases[0]); i++) {
		const struct physical_case *c = &physical_cases[i];
		struct anna_position pos;
		load(&pos, c->fen);
		char buf[ANNA_NOTATION_MAX];
		assert_int_equal(anna_notation_write_physical(&pos,
							      anna_square_parse(c->from),
							      anna_square_parse(c->to),
							      c->promotion, set(c->letters),
							      c->flags, buf, sizeof(buf)),
				 ANNA_OK);
		if (strcmp(buf, c->want) != 0)
			fail_msg("case %zu: %s, want %s", i, buf, c->want);
	}
	struct anna_position pos;
	load(&pos, START);
	char buf[ANNA_NOTATION_MAX];
	assert_int_equal(anna_notation_write_physical(&pos, 12, 12, ANNA_NO_TYPE, NULL,
						      0, buf, sizeof(buf)), ANNA_E_INVALID);
	assert_int_equal(anna_notation_write_physical(&pos, -1, 12, ANNA_NO_TYPE, NULL,
						      0, buf, sizeof(buf)), ANNA_E_INVALID);
	assert_int_equal(anna_notation_write_physical(&pos, 12, 64, ANNA_NO_TYPE, NULL,
						      0, buf, sizeof(buf)), ANNA_E_INVALID);
	assert_int_equal(anna_notation_write_physical(&pos, 12, 28, (enum anna_piece_type)7,
						      NULL, 0, buf, sizeof(buf)),
			 ANNA_E_INVALID);
	assert_int_equal(anna_notation_write_physical(&pos, 6, 22, ANNA_NO_TYPE, NULL,
						      0, buf, 4), ANNA_E_SPACE);
}

/* ------------------------------------------------------------------ */

static void test_letters_builtin(void **state)
{
	(void)state;
	for (int s = 0; s < ANNA_LETTERS_COUNT; s++) {
		const struct anna_letters *l = anna_letters_builtin((enum anna_letter_set)s);
		assert_non_null(l);
		assert_int_equal(anna_letters_check(l, NULL), ANNA_OK);
		assert_ptr_equal(anna_letters_by_name(anna_letter_set_str((enum anna_letter_set)s)), l);
	}
	assert_null(anna_letters_builtin(ANNA_LETTERS_COUNT));
	assert_null(anna_letters_builtin((enum anna_letter_set)-1));
	assert_null(anna_letter_set_str(ANNA_LETTERS_COUNT));
	assert_ptr_equal(anna_letters_by_name("da"), anna_letters_builtin(DE));
	assert_ptr_equal(anna_letters_by_name("nb"), anna_letters_builtin(DE));
	assert_ptr_equal(anna_letters_by_name("sv"), anna_letters_builtin(DE));
	assert_null(anna_letters_by_name("xx"));
	assert_null(anna_letters_by_name(NULL));
	const struct anna_letters *de = anna_letters_builtin(DE);
	assert_string_equal(de->letter[ANNA_WHITE][ANNA_QUEEN], "D");
	assert_string_equal(de->letter[ANNA_BLACK][ANNA_KNIGHT], "S");
	assert_string_equal(de->letter[ANNA_WHITE][ANNA_PAWN], "B");
	const struct anna_letters *fig = anna_letters_builtin(FIG);
	assert_string_equal(fig->letter[ANNA_WHITE][ANNA_KING], "\u2654");
	assert_string_equal(fig->letter[ANNA_BLACK][ANNA_PAWN], "\u265f");
}

static void test_letters_parse(void **state)
{
	(void)state;
	struct anna_letters l;
	struct anna_error err;
	assert_int_equal(anna_letters_parse(&l, "K D T L S B", &err), ANNA_OK);
	assert_memory_equal(&l, anna_letters_builtin(DE), sizeof(l));
	assert_int_equal(anna_letters_parse(&l, " K Q R B N P ", &err), ANNA_OK);
	assert_memory_equal(&l, anna_letters_builtin(EN), sizeof(l));
	assert_int_equal(anna_letters_parse(&l, "\u2654 \u2655 \u2656 \u2657 \u2658 \u2659 / "
					    "\u265a \u265b \u265c \u265d \u265e \u265f",
					    &err), ANNA_OK);
	assert_memory_equal(&l, anna_letters_builtin(FIG), sizeof(l));
	/* Five letters: no pawn letter. A custom set reads and writes. */
	assert_int_equal(anna_letters_parse(&l, "Kr Da To Lo Sp", &err), ANNA_OK);
	assert_string_equal(l.letter[ANNA_BLACK][ANNA_ROOK], "To");
	assert_string_equal(l.letter[ANNA_WHITE][ANNA_PAWN], "");
	struct anna_position pos;
	load(&pos, START);
	char buf[ANNA_NOTATION_MAX];
	uint16_t m = 0;
	assert_int_equal(anna_notation_write_san(&pos, uci_move(&pos, "g1f3"), &l,
						 ANNA_NOTATION_PAWN_LETTER, buf,
						 sizeof(buf)), ANNA_OK);
	assert_string_equal(buf, "Spf3");
	assert_int_equal(anna_notation_read_san(&pos, "Spf3", &l, &m, &err), ANNA_OK);
	assert_int_equal(m, uci_move(&pos, "g1f3"));

	struct {
		const char *text;
		enum anna_status status;
		enum anna_msg msg;
		const char *arg1, *arg2;
	} bad[] = {
		{ "", ANNA_E_INVALID, MSG(LETTERS_COUNT), "0", NULL },
		{ "K Q R B", ANNA_E_INVALID, MSG(LETTERS_COUNT), "4", NULL },
		{ "K Q R B N P X", ANNA_E_INVALID, MSG(LETTERS_COUNT), "7", NULL },
		{ "K Q R B N / K Q R", ANNA_E_INVALID, MSG(LETTERS_COUNT), "3", NULL },
		{ "K Q R B N / K Q R B N / K", ANNA_E_INVALID, MSG(LETTERS_COUNT), "5", NULL },
		{ "K Q R B Knighter", ANNA_E_RANGE, MSG(LETTERS_TOO_LONG), "Knighter", "7" },
		{ "K Q R B N -", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "-", NULL },
		{ "K Q R B N e", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "e", NULL },
		{ "K Q R b N", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "b", NULL },
		{ "K Q R B x", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "x", NULL },
		{ "K Q R B O", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "O", NULL },
		{ "K Q R B 2", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "2", NULL },
		{ "K Q R B =", ANNA_E_INVALID, MSG(LETTERS_RESERVED), "=", NULL },
		{ "K Q R B N B", ANNA_E_DUPLICATE, MSG(LETTERS_DUPLICATE), "B", "B" },
		{ "K K R B N", ANNA_E_DUPLICATE, MSG(LETTERS_DUPLICATE), "K", "K" },
		{ "K Kn R B N", ANNA_E_DUPLICATE, MSG(LETTERS_DUPLICATE), "K", "Kn" },
		{ "K Q R B N / Q K R B N", ANNA_E_DUPLICATE, MSG(LETTERS_DUPLICATE), "Q", "Q" },
		{ "K Q R B \xff", ANNA_E_INVALID, MSG(LETTERS_UTF8), "5", NULL },
		{ "K Q R B \xc3", ANNA_E_INVALID, MSG(LETTERS_UTF8), "5", NULL },
		{ "K Q R B \xc0\xaf", ANNA_E_INVALID, MSG(LETTERS_UTF8), "5", NULL },
		{ "K Q R B N / K Q R B \xed\xa0\x80", ANNA_E_INVALID, MSG(LETTERS_UTF8), "11", NULL },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct anna_letters before, out;
		memset(&before, 0x5a, sizeof(before));
		out = before;
		anna_error_clear(&err);
		enum anna_status st = anna_letters_parse(&out, bad[i].text, &err);
		char dbg[200];
		anna_error_debug(&err, dbg, sizeof(dbg));
		if (st != bad[i].status || err.msg != bad[i].msg)
			fail_msg("case %zu \"%s\": %s %s", i, bad[i].text,
				 anna_status_str(st), dbg);
		assert_string_equal(err.args[0], bad[i].arg1);
		if (bad[i].arg2)
			assert_string_equal(err.args[1], bad[i].arg2);
		assert_memory_equal(&out, &before, sizeof(out)); /* untouched */
	}
	assert_int_equal(anna_letters_parse(&l, NULL, NULL), ANNA_E_INVALID);

	/* A hand-filled struct: a missing letter and an unterminated one. */
	struct anna_letters hand = *anna_letters_builtin(EN);
	hand.letter[ANNA_BLACK][ANNA_QUEEN][0] = '\0';
	assert_int_equal(anna_letters_check(&hand, &err), ANNA_E_MISSING);
	assert_int_equal(err.msg, MSG(LETTERS_MISSING));
	assert_string_equal(err.args[0], "8");
	hand = *anna_letters_builtin(EN);
	memset(hand.letter[ANNA_WHITE][ANNA_KING], 'K', ANNA_LETTER_SIZE);
	assert_int_equal(anna_letters_check(&hand, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, MSG(LETTERS_UTF8));
	assert_string_equal(err.args[0], "1");
	hand = *anna_letters_builtin(EN);
	strcpy(hand.letter[ANNA_WHITE][ANNA_PAWN], "\t");
	assert_int_equal(anna_letters_check(&hand, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, MSG(LETTERS_UTF8));
	assert_string_equal(err.args[0], "6");
}

/* ------------------------------------------------------------------ */

static uint64_t rng_state;

static uint64_t rng(void)
{
	uint64_t x = rng_state;
	x ^= x << 13;
	x ^= x >> 7;
	x ^= x << 17;
	return rng_state = x;
}

/* Start positions for the random games: castling, en passant and
 * promotions come up often from these. */
static const char *const game_starts[] = {
	START,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	QUEENS,
	PROMO,
};

static void round_trip_move(const struct anna_position *pos, uint16_t m,
			    const struct anna_letters *l, unsigned flags,
			    const char *where)
{
	char buf[ANNA_NOTATION_MAX];
	uint16_t got;
	struct anna_error err;
	char dbg[300];
	struct {
		const char *name;
		enum anna_status (*write)(const struct anna_position *, uint16_t,
					  const struct anna_letters *, unsigned,
					  char *, size_t);
		enum reader reader;
	} forms[] = {
		{ "SAN", anna_notation_write_san, SAN },
		{ "SAN", anna_notation_write_san, ANY },
		{ "LAN", anna_notation_write_lan, LAN },
		{ "LAN", anna_notation_write_lan, SAN },
		{ "LAN", anna_notation_write_lan, ANY },
	};
	for (size_t f = 0; f < sizeof(forms) / sizeof(forms[0]); f++) {
		if (forms[f].write(pos, m, l, flags, buf, sizeof(buf)) != ANNA_OK)
			fail_msg("%s: cannot write %04x", where, m);
		got = 0;
		if (run_reader(forms[f].reader, pos, buf, l, &got, &err) != ANNA_OK) {
			anna_error_debug(&err, dbg, sizeof(dbg));
			fail_msg("%s: %s \"%s\" does not read back: %s", where,
				 forms[f].name, buf, dbg);
		}
		if (got != m)
			fail_msg("%s: %s \"%s\" read as %04x, not %04x", where,
				 forms[f].name, buf, got, m);
	}
	assert_int_equal(anna_notation_write_uci(m, buf, sizeof(buf)), ANNA_OK);
	got = 0;
	assert_int_equal(anna_notation_read_uci(pos, buf, &got, &err), ANNA_OK);
	assert_int_equal(got, m);
	got = 0;
	assert_int_equal(anna_notation_read(pos, buf, l, &got, &err), ANNA_OK);
	assert_int_equal(got, m);
	assert_int_equal(anna_notation_write_iccf(m, buf, sizeof(buf)), ANNA_OK);
	got = 0;
	assert_int_equal(anna_notation_read_iccf(pos, buf, &got, &err), ANNA_OK);
	assert_int_equal(got, m);
	got = 0;
	assert_int_equal(anna_notation_read(pos, buf, l, &got, &err), ANNA_OK);
	assert_int_equal(got, m);
}

/* The SAN of a piece move carries no needless disambiguation: without its
 * first square character it is ambiguous. */
static void check_minimal(const struct anna_position *pos, uint16_t m,
			  const char *where)
{
	char san[ANNA_NOTATION_MAX], lan[ANNA_NOTATION_MAX];
	anna_notation_write_san(pos, m, NULL, ANNA_NOTATION_NO_MARKS, san, sizeof(san));
	int from = anna_move_from(m);
	if (ANNA_PIECE_TYPE(pos->board[from]) == ANNA_PAWN || anna_move_is_castling(m))
		return;
	/* Letter, optional disambiguation, optional x, destination. */
	size_t len = strlen(san);
	size_t core = 3 + (anna_move_is_capture(m) ? 1 : 0);
	if (len == core)
		return;
	assert_true(len == core + 1 || len == core + 2);
	for (size_t drop = 1; drop < len - core + 1; drop++) {
		char shorter[ANNA_NOTATION_MAX];
		memcpy(shorter, san, drop);
		strcpy(shorter + drop, san + drop + 1);
		uint16_t got;
		struct anna_error err;
		enum anna_status st = anna_notation_read_san(pos, shorter, NULL, &got, &err);
		anna_notation_write_lan(pos, m, NULL, 0, lan, sizeof(lan));
		if (len == core + 1 && st != ANNA_E_AMBIGUOUS)
			fail_msg("%s: %s (%s) is over-disambiguated", where, san, lan);
		if (len == core + 2) {
			/* Both given: neither alone would do. */
			if (st == ANNA_OK && got == m)
				fail_msg("%s: %s (%s) needs only %s", where, san, lan, shorter);
		}
	}
}

static void test_round_trip_random_games(void **state)
{
	(void)state;
	uint64_t seed;
	const char *env = getenv("ANNA_SEED");
	if (env && *env)
		seed = strtoull(env, NULL, 0);
	else
		seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 20);
	if (!seed)
		seed = 1;
	printf("test_notation round trip: ANNA_SEED=%llu\n", (unsigned long long)seed);
	fflush(stdout);
	rng_state = seed;
	unsigned flag_sets[] = { 0, ANNA_NOTATION_EP | ANNA_NOTATION_ZERO_CASTLING,
				 ANNA_NOTATION_BARE_PROMOTION | ANNA_NOTATION_PAWN_LETTER |
				 ANNA_NOTATION_NO_MARKS };
	size_t positions = 0, moves_checked = 0;
	for (int game = 0; game < 16; game++) {
		struct anna_position pos;
		load(&pos, game_starts[game % (sizeof(game_starts) / sizeof(game_starts[0]))]);
		for (int ply = 0; ply < 50; ply++) {
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&pos, moves);
			if (n == 0)
				break;
			positions++;
			char where[160], fen[ANNA_FEN_MAX];
			anna_fen_write(&pos, fen, sizeof(fen));
			for (size_t i = 0; i < n; i++) {
				snprintf(where, sizeof(where), "seed %llu, %s, move %zu",
					 (unsigned long long)seed, fen, i);
				for (int s = 0; s < ANNA_LETTERS_COUNT; s++)
					round_trip_move(&pos, moves[i], set((enum anna_letter_set)s),
							flag_sets[(size_t)(s + ply) % 3], where);
				check_minimal(&pos, moves[i], where);
				moves_checked++;
			}
			struct anna_undo undo;
			anna_position_make(&pos, moves[rng() % n], &undo);
		}
	}
	printf("test_notation round trip: %zu positions, %zu moves\n", positions,
	       moves_checked);
	assert_true(moves_checked > 10000);
}

int main(void)
{
	anna_core_init();
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_write),
		cmocka_unit_test(test_write_null_letters_is_english),
		cmocka_unit_test(test_write_errors),
		cmocka_unit_test(test_disambiguation),
		cmocka_unit_test(test_uci_iccf),
		cmocka_unit_test(test_read),
		cmocka_unit_test(test_read_errors),
		cmocka_unit_test(test_physical),
		cmocka_unit_test(test_letters_builtin),
		cmocka_unit_test(test_letters_parse),
		cmocka_unit_test(test_round_trip_random_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
