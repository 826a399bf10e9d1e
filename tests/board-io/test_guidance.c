/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_guidance.c: corrections from a board's holes to the
 * position it should show, as a table.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/guidance.h"
#include "core/fen.h"

/*
 * Holes: changes to the expected position's holes ("-g1 +f3" = g1 empty,
 * f3 occupied). Believed: "f3=N" = anna thinks a white knight stands in
 * f3 ("n" black), "f3=N<g1" and that it came from g1. Want: the
 * corrections, "Nf3g1" a piece to move, "Nf3^g1" one to move back where
 * it came from, "x?e5" a hole to empty, "Q+d8" a piece to put in ("q"
 * black, "?" unknown piece). "f3=N<g1>e5": the announced move takes it
 * on to e5 (its home), ">x" it leaves the board (captured). "-c7!": a
 * hole just emptied whose piece is still in the hand (held).
 */
struct row {
	const char *fen;
	const char *holes;
	const char *believed;
	const char *want;
};

static const struct row rows[] = {
	{ ANNA_FEN_START, "", "", "" },
	/* The example of the issue: knight f3 back to g1. */
	{ ANNA_FEN_START, "-g1 +f3", "f3=N", "Nf3g1" },
	/* Without knowing the piece: a hole to empty, a piece to put in. */
	{ ANNA_FEN_START, "-g1 +f3", "", "x?f3 N+g1" },
	/* A piece known, but not the one missing: no move. */
	{ ANNA_FEN_START, "-g1 +f3", "f3=B", "xBf3 N+g1" },
	/* Two knights swapped far: each to the nearest hole it belongs in. */
	{ ANNA_FEN_START, "-g1 -b1 +a3 +h3", "a3=N h3=N", "Na3b1 Nh3g1" },
	/* Mixed: one known move, one unknown stray, one missing. */
	{ ANNA_FEN_START, "-d1 +d4 +e5 -a8", "d4=Q", "x?e5 Qd4d1 r+a8" },
	/* A black piece is not a white one. */
	{ ANNA_FEN_START, "-d8 +d4", "d4=Q", "xQd4 q+d8" },
	{ ANNA_FEN_START, "-d8 +d4", "d4=q", "qd4d8" },
	/* Known origins: back where it came from, though another hole that
	 * misses the same piece is nearer (executing e7-e5, the player
	 * pushed d7-d5); the step back into an empty hole first. */
	{ "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
	  "-e5 +e7 -d7 +d5", "d5=p<d7 e7=p<e7", "pd5^d7 pe7e5" },
	{ "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
	  "-e5 +e7 -d7 +d5", "d5=p e7=p", "pd5e5 pe7d7" },
	{ ANNA_FEN_START, "-g1 +f3", "f3=N<g1", "Nf3^g1" },
	/* Known pieces in holes meant for others: the knight still on c6
	 * where the bishop belongs, the bishop in the king's hole. Each wrong
	 * hole is emptied and filled; the bishop's move into c6 comes after
	 * c6 is emptied. */
	{ "r1bqk1nr/pppp1ppp/2B5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4",
	  "+e8", "c6=n<c6 e8=B<b5 f8=?", "xnc6 Be8c6 k+e8" },
	/* Two knights swapped: a cycle, listed as it is. */
	{ ANNA_FEN_START, "", "b1=N<g1 g1=N<b1", "" },
	{ ANNA_FEN_START, "", "b1=B<c1 c1=N<b1", "Nc1^b1 Bb1^c1" },
	/* The whole board empty: every piece to put in, by square. */
	{ "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "-a1 -e1 -e8", "", "R+a1 K+e1 k+e8" },
	/* A board full of stray pegs beyond the position. */
	{ "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "+a1 +h8", "", "x?a1 x?h8" },
	/* Issue 11: d7-d5 announced (the expected position is after it), the
	 * c7 pawn lifted and still in the hand. Without homes or the hand,
	 * the d7 pawn went to the nearest hole missing a pawn, the one just
	 * emptied; with them, the c7 pawn goes back first and d7 to d5. */
	{ "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
	  "-c7 +d7 -d5", "d7=p<d7", "pd7c7 p+d5" },
	{ "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
	  "-c7! +d7 -d5", "d7=p<d7>d5", "p+c7 pd7d5" },
	/* seated on c5: back to c7 first (its own hole is empty), then d5 */
	{ "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
	  "-c7 +c5 +d7 -d5", "d7=p<d7>d5 c5=p<c7>c7", "pc5^c7 pd7d5" },
	/* g4xf3 e.p. done, the captured f4 pawn left, the e2 pawn lifted:
	 * the captured pawn comes off, it is never moved into e2 */
	{ "rnbqkbnr/pppppp1p/8/8/8/5p2/PPPPP1PP/RNBQKBNR w KQkq - 0 4",
	  "+f4 -e2", "f4=P<f4", "Pf4e2" },
	{ "rnbqkbnr/pppppp1p/8/8/8/5p2/PPPPP1PP/RNBQKBNR w KQkq - 0 4",
	  "+f4 -e2!", "f4=P<f4>x", "P+e2 xPf4" },
	/* O-O announced, king on g8, the a8 rook set on f8, h8 still there:
	 * the wrong rook back, the right one in (known only as holes: h8 to
	 * empty, a rook missing on a8) */
	{ "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQ - 6 5",
	  "-a8 +h8", "", "x?h8 r+a8" },
	{ "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQ - 6 5",
	  "-a8 +h8", "f8=r<a8>a8 h8=r<h8>f8 g8=k<e8>g8", "rf8^a8 rh8f8" },
};

static uint8_t piece_of(char c)
{
	static const char *letters = "PNBRQK";
	const char *p = strchr(letters, c >= 'a' ? c - 32 : c);
	if (!p || c == '?')
		return 0;
	return ANNA_PIECE(c >= 'a' ? ANNA_BLACK : ANNA_WHITE, (int)(p - letters) + 1);
}

static char letter_of(uint8_t piece)
{
	if (!piece)
		return '?';
	char c = " PNBRQK"[ANNA_PIECE_TYPE(piece)];
	return ANNA_PIECE_COLOR(piece) == ANNA_BLACK ? (char)(c + 32) : c;
}

static void test_table(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct row *r = &rows[i];
		struct anna_position pos;
		struct anna_error err;
		assert_int_equal(anna_fen_read(&pos, r->fen, &err), ANNA_OK);
		uint64_t occ = anna_guidance_occupancy(&pos), held = 0;
		for (const char *p = r->holes; *p; p++) {
			if (*p != '-' && *p != '+')
				continue;
			char sq[3] = { p[1], p[2], 0 };
			uint64_t bit = 1ull << anna_square_parse(sq);
			occ = *p == '+' ? occ | bit : occ & ~bit;
			p += 2;
			if (p[1] == '!') {
				held |= bit;
				p++;
			}
		}
		uint8_t believed[64] = { 0 }, origin[64], home[64];
		bool homes = false;
		memset(origin, ANNA_NO_SQ, sizeof(origin));
		memset(home, ANNA_NO_SQ, sizeof(home));
		for (const char *p = r->believed; *p; p++) {
			if (p[0] == ' ')
				continue;
			char sq[3] = { p[0], p[1], 0 };
			int s = anna_square_parse(sq);
			believed[s] = piece_of(p[3]);
			p += 3;
			if (p[1] == '<') {
				char o[3] = { p[2], p[3], 0 };
				origin[s] = (uint8_t)anna_square_parse(o);
				p += 3;
			}
			if (p[1] == '>') {
				char h[3] = { p[2], p[3], 0 };
				homes = true;
				home[s] = p[2] == 'x' ? ANNA_GUIDANCE_OFF
						     : (uint8_t)anna_square_parse(h);
				p += p[2] == 'x' ? 2 : 3;
			}
		}
		struct anna_correction c[ANNA_GUIDANCE_MAX];
		struct anna_guidance_known known = { believed, origin, homes ? home : NULL, held };
		size_t n = anna_guidance_diff(&pos, occ, &known, c);
		char got[512] = "", nb[3], nb2[3];
		for (size_t k = 0; k < n; k++) {
			char one[16];
			switch (c[k].kind) {
			case ANNA_CORRECTION_MOVE:
				snprintf(one, sizeof(one), "%c%s%s%s", letter_of(c[k].piece),
					 anna_square_name(c[k].from, nb), c[k].back ? "^" : "",
					 anna_square_name(c[k].to, nb2));
				break;
			case ANNA_CORRECTION_REMOVE:
				assert_int_equal(c[k].to, ANNA_NO_SQ);
				snprintf(one, sizeof(one), "x%c%s", letter_of(c[k].piece),
					 anna_square_name(c[k].from, nb));
				break;
			case ANNA_CORRECTION_PLACE:
				assert_int_equal(c[k].from, ANNA_NO_SQ);
				snprintf(one, sizeof(one), "%c+%s", letter_of(c[k].piece),
					 anna_square_name(c[k].to, nb));
				break;
			}
			if (k)
				strcat(got, " ");
			strcat(got, one);
		}
		if (strcmp(got, r->want) != 0)
			fail_msg("row %zu: got \"%s\", want \"%s\"", i, got, r->want);
		/* Without any knowledge there are no moves, only holes. */
		size_t m = anna_guidance_diff(&pos, occ, NULL, c);
		for (size_t k = 0; k < m; k++)
			assert_int_not_equal(c[k].kind, ANNA_CORRECTION_MOVE);
		assert_int_equal(m, (size_t)__builtin_popcountll(
					    occ ^ anna_guidance_occupancy(&pos)));
	}
	assert_string_equal(anna_correction_kind_str(ANNA_CORRECTION_PLACE), "place");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
