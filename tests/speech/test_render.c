/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_render.c: speech/render.c. Golden tables of move
 * phrases: the examples of docs/announcements.md section 3 exactly, every kind
 * of move in every profile, short-form disambiguation, captured-piece
 * names, competition vs training policy, physical (illegal) moves, game
 * ends, numbers and quantities, and the synthesis text with phoneme fixes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "speech/render.h"

#include "render_fixture.h"


static void position(struct anna_position *pos, const char *fen)
{
	struct anna_error err;
	if (anna_fen_read(pos, fen, &err) != ANNA_OK) {
		char buf[256];
		anna_error_debug(&err, buf, sizeof(buf));
		fail_msg("bad test FEN %s: %s", fen, buf);
	}
}

/* The legal move of pos written in UCI ("e7e8q"). */
static uint16_t uci_move(const struct anna_position *pos, const char *uci)
{
	int from = anna_square_parse((char[3]){ uci[0], uci[1], 0 });
	int to = anna_square_parse((char[3]){ uci[2], uci[3], 0 });
	enum anna_piece_type promo = ANNA_NO_TYPE;
	switch (uci[4]) {
	case 'q': promo = ANNA_QUEEN; break;
	case 'r': promo = ANNA_ROOK; break;
	case 'b': promo = ANNA_BISHOP; break;
	case 'n': promo = ANNA_KNIGHT; break;
	}
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++)
		if (anna_move_from(moves[i]) == from && anna_move_to(moves[i]) == to &&
		    anna_move_promotion(moves[i]) == promo)
			return moves[i];
	fail_msg("%s is not legal in the test position", uci);
	return ANNA_MOVE_NONE;
}

#define START ANNA_FEN_START
/* 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 */
#define RUY "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
/* 1.e4 f5 2.e5 d5: exd6 e.p. */
#define EP "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
/* Italian: White may castle short */
#define ITALIAN "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
/* O-O-O gives check along the d-file */
#define OOO_CHECK "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1"
/* e7-e8 promotes, no check whatever the piece */
#define PROMO "8/4P3/8/k7/8/8/8/4K3 w - - 0 1"
/* e7xd8 promotes; Q and B give check to a5 */
#define PROMO_X "3r4/4P3/8/k7/8/8/8/4K3 w - - 0 1"
/* Scholar's mate: Qh5xf7# */
#define SCHOLAR "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
/* Bc4xf7+ */
#define BXF7 "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"
/* knights b1 and f3 both reach d2 */
#define TWO_KNIGHTS "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
/* rooks a1 and a3 both reach a2 */
#define TWO_ROOKS "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1"
/* queens h4, e4 and h1 all take on e1: Qh4xe1 */
#define THREE_QUEENS "8/k7/8/8/4Q2Q/8/8/K3r2Q w - - 0 1"
/* 1.e4 d5: exd5 */
#define SCANDI "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
/* Qb5-b6 stalemates the king on a8 */
#define STALEMATE "k7/8/8/1Q6/8/8/8/7K w - - 0 1"
/* Black castles either side */
#define BLACK_OO "4k2r/8/8/8/8/8/8/4K3 b k - 0 1"
#define BLACK_OOO "r3k3/8/8/8/8/8/8/4K3 b q - 0 1"

enum opt { COMP = 0, TRAIN = 1, ARBITER = 2, CAPT = 4, SHORT = 8 };

static struct anna_render_opts make_opts(int o)
{
	struct anna_render_opts opts;
	anna_render_opts_default(&opts);
	if (o & TRAIN)
		opts.policy = ANNA_POLICY_TRAINING;
	opts.arbiter_check_words = (o & ARBITER) != 0;
	opts.name_captured = (o & CAPT) != 0;
	if (o & SHORT)
		opts.form = ANNA_FORM_SHORT;
	return opts;
}

static void check_move(int profile, const char *fen, const char *uci, int o,
		       const char *want)
{
	struct anna_position pos;
	position(&pos, fen);
	uint16_t move = uci_move(&pos, uci);
	struct anna_render_opts opts = make_opts(o);
	struct anna_phrase ph;
	enum anna_status st = anna_render_move(profiles[profile], &pos, move, &opts, &ph);
	if (st != ANNA_OK || strcmp(ph.text, want) != 0)
		fail_msg("%s %s %s opts %d: got \"%s\" (%s), want \"%s\"",
			 profile_names[profile], fen, uci, o, ph.text,
			 anna_status_str(st), want);
}

/* docs/announcements.md section 3, the fide-de examples, word for word. The
 * check and mate words are there, so they are said under a policy that
 * allows them. */
static void test_announce_md_examples(void **state)
{
	(void)state;
	check_move(DE, START, "g1f3", TRAIN, "Springer Gustav eins Felix drei");
	check_move(DE, START, "e2e4", TRAIN, "Eva zwei Eva vier");
	check_move(DE, RUY, "b5c6", TRAIN, "Läufer Bella fünf schlägt Cesar sechs");
	check_move(DE, RUY, "b5c6", TRAIN | CAPT,
		   "Läufer Bella fünf schlägt Springer Cesar sechs");
	check_move(DE, EP, "e5d6", TRAIN, "Eva fünf schlägt David sechs en passant");
	check_move(DE, ITALIAN, "e1g1", TRAIN, "Kurze Rochade");
	check_move(DE, OOO_CHECK, "e1c1", TRAIN, "Lange Rochade Schach");
	check_move(DE, PROMO, "e7e8q", TRAIN, "Eva sieben Eva acht Umwandlung in Dame");
	check_move(DE, SCHOLAR, "h5f7", TRAIN,
		   "Dame Hector fünf schlägt Felix sieben Schachmatt");
}

struct golden {
	const char *fen, *uci;
	int opts;
	const char *want[NPROFILES];
};

/* The same moves in every profile. */
static const struct golden every_profile[] = {
	{ START, "g1f3", COMP, {
		"Springer Gustav eins Felix drei", "Springer Gustav et Frederik tre",
		"Springer Gustav eins Frederik drei", "Springare Gustav ett Felix tre",
		"Springer Gustav en Felix tre", "Knight Gustav one Felix three" } },
	{ START, "e2e4", COMP, {
		"Eva zwei Eva vier", "Erik to Erik fire", "Erik zwei Erik vier",
		"Eva två Eva fyra", "Eva to Eva fire", "Eva two Eva four" } },
	{ RUY, "b5c6", CAPT, {
		"Läufer Bella fünf schlägt Springer Cesar sechs",
		"Løber Bodil fem slår springer Cecilie seks",
		"Løber Bodil fünf slår springer Cecilie sechs",
		"Löpare Bella fem slår springare Cesar sex",
		"Løper Bella fem slår springer Cesar seks",
		"Bishop Bella five takes knight Cesar six" } },
	{ EP, "e5d6", COMP, {
		"Eva fünf schlägt David sechs en passant",
		"Erik fem slår Dora seks en passant",
		"Erik fünf slår Dora sechs en passant",
		"Eva fem slår David sex en passant",
		"Eva fem slår David seks en passant",
		"Eva five takes David six en passant" } },
	{ ITALIAN, "e1g1", COMP, {
		"Kurze Rochade", "Kort rokade", "Kort rokade", "Kort rockad",
		"Kort rokade", "Short castling" } },
	{ OOO_CHECK, "e1c1", TRAIN, {
		"Lange Rochade Schach", "Lang rokade skak", "Lang rokade skak",
		"Lång rockad schack", "Lang rokade sjakk", "Long castling check" } },
	{ BLACK_OO, "e8g8", COMP, {
		"Kurze Rochade", "Kort rokade", "Kort rokade", "Kort rockad",
		"Kort rokade", "Short castling" } },
	{ BLACK_OOO, "e8c8", COMP, {
		"Lange Rochade", "Lang rokade", "Lang rokade", "Lång rockad",
		"Lang rokade", "Long castling" } },
	{ PROMO, "e7e8q", COMP, {
		"Eva sieben Eva acht Umwandlung in Dame",
		"Erik syv Erik otte forvandling til dronning",
		"Erik sieben Erik acht forvandling til dronning",
		"Eva sju Eva åtta förvandling till dam",
		"Eva sju Eva åtte forvandling til dronning",
		"Eva seven Eva eight promotes to queen" } },
	{ PROMO_X, "e7d8n", TRAIN, {
		"Eva sieben schlägt David acht Umwandlung in Springer",
		"Erik syv slår Dora otte forvandling til springer",
		"Erik sieben slår Dora acht forvandling til springer",
		"Eva sju slår David åtta förvandling till springare",
		"Eva sju slår David åtte forvandling til springer",
		"Eva seven takes David eight promotes to knight" } },
	/* the other promotions, with and without capture (competition: no check word) */
	{ PROMO, "e7e8r", COMP, {
		"Eva sieben Eva acht Umwandlung in Turm",
		"Erik syv Erik otte forvandling til tårn",
		"Erik sieben Erik acht forvandling til tårn",
		"Eva sju Eva åtta förvandling till torn",
		"Eva sju Eva åtte forvandling til tårn",
		"Eva seven Eva eight promotes to rook" } },
	{ PROMO, "e7e8b", COMP, {
		"Eva sieben Eva acht Umwandlung in Läufer",
		"Erik syv Erik otte forvandling til løber",
		"Erik sieben Erik acht forvandling til løber",
		"Eva sju Eva åtta förvandling till löpare",
		"Eva sju Eva åtte forvandling til løper",
		"Eva seven Eva eight promotes to bishop" } },
	{ PROMO, "e7e8n", COMP, {
		"Eva sieben Eva acht Umwandlung in Springer",
		"Erik syv Erik otte forvandling til springer",
		"Erik sieben Erik acht forvandling til springer",
		"Eva sju Eva åtta förvandling till springare",
		"Eva sju Eva åtte forvandling til springer",
		"Eva seven Eva eight promotes to knight" } },
	{ PROMO_X, "e7d8q", COMP, {
		"Eva sieben schlägt David acht Umwandlung in Dame",
		"Erik syv slår Dora otte forvandling til dronning",
		"Erik sieben slår Dora acht forvandling til dronning",
		"Eva sju slår David åtta förvandling till dam",
		"Eva sju slår David åtte forvandling til dronning",
		"Eva seven takes David eight promotes to queen" } },
	{ PROMO_X, "e7d8r", COMP, {
		"Eva sieben schlägt David acht Umwandlung in Turm",
		"Erik syv slår Dora otte forvandling til tårn",
		"Erik sieben slår Dora acht forvandling til tårn",
		"Eva sju slår David åtta förvandling till torn",
		"Eva sju slår David åtte forvandling til tårn",
		"Eva seven takes David eight promotes to rook" } },
	{ PROMO_X, "e7d8b", COMP, {
		"Eva sieben schlägt David acht Umwandlung in Läufer",
		"Erik syv slår Dora otte forvandling til løber",
		"Erik sieben slår Dora acht forvandling til løber",
		"Eva sju slår David åtta förvandling till löpare",
		"Eva sju slår David åtte forvandling til løper",
		"Eva seven takes David eight promotes to bishop" } },
	{ SCHOLAR, "h5f7", TRAIN, {
		"Dame Hector fünf schlägt Felix sieben Schachmatt",
		"Dronning Henrik fem slår Frederik syv skakmat",
		"Dronning Henrik fünf slår Frederik sieben skakmat",
		"Dam Hector fem slår Felix sju schack matt",
		"Dronning Hector fem slår Felix sju sjakk matt",
		"Queen Hector five takes Felix seven checkmate" } },
	{ BXF7, "c4f7", TRAIN, {
		"Läufer Cesar vier schlägt Felix sieben Schach",
		"Løber Cecilie fire slår Frederik syv skak",
		"Løber Cecilie vier slår Frederik sieben skak",
		"Löpare Cesar fyra slår Felix sju schack",
		"Løper Cesar fire slår Felix sju sjakk",
		"Bishop Cesar four takes Felix seven check" } },
	{ TWO_KNIGHTS, "b1d2", SHORT, {
		"Springer Bella David zwei", "Springer Bodil Dora to",
		"Springer Bodil Dora zwei", "Springare Bella David två",
		"Springer Bella David to", "Knight Bella David two" } },
	{ TWO_ROOKS, "a1a2", SHORT, {
		"Turm eins Anna zwei", "Tårn et Anna to", "Tårn eins Anna zwei",
		"Torn ett Anna två", "Tårn en Anna to", "Rook one Anna two" } },
	{ SCANDI, "e4d5", SHORT | CAPT, {
		"Eva schlägt Bauer David fünf", "Erik slår bonde Dora fem",
		"Erik slår bonde Dora fünf", "Eva slår bonde David fem",
		"Eva slår bonde David fem", "Eva takes pawn David five" } },
};

static void test_every_profile(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(every_profile) / sizeof(every_profile[0]); i++)
		for (int p = 0; p < NPROFILES; p++)
			check_move(p, every_profile[i].fen, every_profile[i].uci,
				   every_profile[i].opts, every_profile[i].want[p]);
}

struct one {
	const char *fen, *uci;
	int opts;
	const char *want;
};

/* Every kind of move in fide-de, long and short form. */
static const struct one kinds_de[] = {
	/* all four promotions, with and without capture, long and short */
	{ PROMO, "e7e8q", COMP, "Eva sieben Eva acht Umwandlung in Dame" },
	{ PROMO, "e7e8r", COMP, "Eva sieben Eva acht Umwandlung in Turm" },
	{ PROMO, "e7e8b", COMP, "Eva sieben Eva acht Umwandlung in Läufer" },
	{ PROMO, "e7e8n", COMP, "Eva sieben Eva acht Umwandlung in Springer" },
	{ PROMO, "e7e8q", SHORT, "Eva acht Umwandlung in Dame" },
	{ PROMO, "e7e8n", SHORT, "Eva acht Umwandlung in Springer" },
	{ PROMO_X, "e7d8q", TRAIN, "Eva sieben schlägt David acht Umwandlung in Dame Schach" },
	{ PROMO_X, "e7d8r", TRAIN, "Eva sieben schlägt David acht Umwandlung in Turm" },
	{ PROMO_X, "e7d8b", TRAIN, "Eva sieben schlägt David acht Umwandlung in Läufer Schach" },
	{ PROMO_X, "e7d8n", TRAIN, "Eva sieben schlägt David acht Umwandlung in Springer" },
	{ PROMO_X, "e7d8q", COMP, "Eva sieben schlägt David acht Umwandlung in Dame" },
	{ PROMO_X, "e7d8q", SHORT | TRAIN | CAPT,
	  "Eva schlägt Turm David acht Umwandlung in Dame Schach" },
	{ PROMO_X, "e7e8b", SHORT, "Eva acht Umwandlung in Läufer" },
	/* castling both sides, both colours, both forms */
	{ ITALIAN, "e1g1", SHORT, "Kurze Rochade" },
	{ OOO_CHECK, "e1c1", SHORT | TRAIN, "Lange Rochade Schach" },
	{ OOO_CHECK, "e1c1", COMP, "Lange Rochade" },
	{ OOO_CHECK, "e1c1", ARBITER, "Lange Rochade Schach" },
	{ BLACK_OOO, "e8c8", SHORT, "Lange Rochade" },
	/* a king's ordinary move is a king move */
	{ ITALIAN, "e1f1", COMP, "König Eva eins Felix eins" },
	{ ITALIAN, "e1e2", SHORT, "König Eva zwei" },
	/* en passant */
	{ EP, "e5d6", SHORT, "Eva schlägt David sechs en passant" },
	{ EP, "e5d6", CAPT, "Eva fünf schlägt Bauer David sechs en passant" },
	/* check and mate: competition says neither unless the arbiter allows */
	{ BXF7, "c4f7", COMP, "Läufer Cesar vier schlägt Felix sieben" },
	{ BXF7, "c4f7", ARBITER, "Läufer Cesar vier schlägt Felix sieben Schach" },
	{ BXF7, "c4f7", TRAIN, "Läufer Cesar vier schlägt Felix sieben Schach" },
	{ BXF7, "c4f7", SHORT | TRAIN, "Läufer schlägt Felix sieben Schach" },
	{ SCHOLAR, "h5f7", COMP, "Dame Hector fünf schlägt Felix sieben" },
	{ SCHOLAR, "h5f7", ARBITER, "Dame Hector fünf schlägt Felix sieben Schachmatt" },
	{ SCHOLAR, "h5f7", SHORT | TRAIN | CAPT,
	  "Dame schlägt Bauer Felix sieben Schachmatt" },
	/* disambiguation: only the short form, only where SAN needs it */
	{ TWO_KNIGHTS, "b1d2", COMP, "Springer Bella eins David zwei" },
	{ TWO_KNIGHTS, "b1d2", SHORT, "Springer Bella David zwei" },
	{ TWO_KNIGHTS, "f3d2", SHORT, "Springer Felix David zwei" },
	{ TWO_KNIGHTS, "b1c3", SHORT, "Springer Cesar drei" },
	{ TWO_ROOKS, "a1a2", SHORT, "Turm eins Anna zwei" },
	{ TWO_ROOKS, "a3a2", SHORT, "Turm drei Anna zwei" },
	{ TWO_ROOKS, "a1b1", SHORT, "Turm Bella eins" },
	{ THREE_QUEENS, "h4e1", SHORT, "Dame Hector vier schlägt Eva eins" },
	{ THREE_QUEENS, "h4e1", SHORT | CAPT, "Dame Hector vier schlägt Turm Eva eins" },
	{ THREE_QUEENS, "e4e1", SHORT, "Dame Eva schlägt Eva eins" },
	{ THREE_QUEENS, "h1e1", SHORT, "Dame eins schlägt Eva eins" },
	{ THREE_QUEENS, "h4e1", COMP, "Dame Hector vier schlägt Eva eins" },
	/* pawn moves: no pawn word; a capture names the file in short form */
	{ START, "e2e4", SHORT, "Eva vier" },
	{ SCANDI, "e4d5", SHORT, "Eva schlägt David fünf" },
	{ SCANDI, "e4d5", COMP, "Eva vier schlägt David fünf" },
	{ START, "g1f3", SHORT, "Springer Felix drei" },
	/* the move that stalemates is said plainly; Patt is its own phrase */
	{ STALEMATE, "b5b6", TRAIN, "Dame Bella fünf Bella sechs" },
	/* Black's moves are counted from White's side too (VOC-5) */
	{ "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "g8f6", COMP,
	  "Springer Gustav acht Felix sechs" },
};

static void test_every_kind_of_move_de(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(kinds_de) / sizeof(kinds_de[0]); i++)
		check_move(DE, kinds_de[i].fen, kinds_de[i].uci, kinds_de[i].opts,
			   kinds_de[i].want);
}

static const struct one kinds_en[] = {
	{ PROMO, "e7e8r", SHORT, "Eva eight promotes to rook" },
	{ PROMO_X, "e7d8b", TRAIN | CAPT,
	  "Eva seven takes rook David eight promotes to bishop check" },
	{ THREE_QUEENS, "h4e1", SHORT, "Queen Hector four takes Eva one" },
	{ TWO_ROOKS, "a3a2", SHORT, "Rook three Anna two" },
	{ EP, "e5d6", SHORT | CAPT, "Eva takes pawn David six en passant" },
	{ SCHOLAR, "h5f7", SHORT | ARBITER, "Queen takes Felix seven checkmate" },
};

static void test_kinds_en(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(kinds_en) / sizeof(kinds_en[0]); i++)
		check_move(EN, kinds_en[i].fen, kinds_en[i].uci, kinds_en[i].opts,
			   kinds_en[i].want);
}

static void test_policy(void **state)
{
	(void)state;
	struct anna_render_opts o;
	anna_render_opts_default(&o);
	assert_int_equal(o.form, ANNA_FORM_LONG);
	assert_int_equal(o.policy, ANNA_POLICY_COMPETITION);
	assert_false(o.name_captured);
	assert_false(anna_render_check_words_allowed(&o));
	o.arbiter_check_words = true;
	assert_true(anna_render_check_words_allowed(&o));
	o.arbiter_check_words = false;
	o.policy = ANNA_POLICY_TRAINING;
	assert_true(anna_render_check_words_allowed(&o));
}

static void test_illegal_move_is_refused(void **state)
{
	(void)state;
	struct anna_position pos;
	position(&pos, START);
	struct anna_render_opts o;
	anna_render_opts_default(&o);
	struct anna_phrase ph;
	assert_int_equal(anna_render_move(profiles[DE], &pos,
					  anna_move_new(12, 36, ANNA_MF_QUIET), &o, &ph),
			 ANNA_E_ILLEGAL);
	assert_string_equal(ph.text, "");
	assert_int_equal(anna_render_move(profiles[DE], &pos, ANNA_MOVE_NONE, &o, &ph),
			 ANNA_E_ILLEGAL);
}

struct physical {
	const char *fen, *from, *to;
	enum anna_piece_type promo;
	int opts;
	const char *want;
};

static const struct physical physical_de[] = {
	/* legal physical moves are the legal move's words */
	{ START, "e2", "e4", ANNA_NO_TYPE, SHORT, "Eva vier" },
	{ ITALIAN, "e1", "g1", ANNA_NO_TYPE, COMP, "Kurze Rochade" },
	{ EP, "e5", "d6", ANNA_NO_TYPE, COMP, "Eva fünf schlägt David sechs en passant" },
	{ PROMO, "e7", "e8", ANNA_ROOK, COMP, "Eva sieben Eva acht Umwandlung in Turm" },
	{ SCHOLAR, "h5", "f7", ANNA_NO_TYPE, TRAIN,
	  "Dame Hector fünf schlägt Felix sieben Schachmatt" },
	/* illegal ones are described as made: long form, no check words,
	 * "takes" when something stands on the square, even one's own */
	{ START, "e2", "e5", ANNA_NO_TYPE, SHORT | TRAIN, "Eva zwei Eva fünf" },
	/* (the queen on d7 would give check: not said, even in training) */
	{ START, "d1", "d7", ANNA_NO_TYPE, TRAIN, "Dame David eins schlägt David sieben" },
	{ START, "d1", "d7", ANNA_NO_TYPE, CAPT, "Dame David eins schlägt Bauer David sieben" },
	{ START, "d1", "d2", ANNA_NO_TYPE, COMP, "Dame David eins schlägt David zwei" },
	{ START, "e4", "e5", ANNA_NO_TYPE, COMP, "Eva vier Eva fünf" },
	{ START, "g8", "f6", ANNA_NO_TYPE, COMP, "Springer Gustav acht Felix sechs" },
	{ PROMO, "e7", "e8", ANNA_NO_TYPE, COMP, "Eva sieben Eva acht" },
	{ PROMO, "e7", "e8", ANNA_KING, COMP, "Eva sieben Eva acht Umwandlung in König" },
	{ ITALIAN, "e1", "h1", ANNA_NO_TYPE, COMP, "König Eva eins schlägt Hector eins" },
};

static void test_physical_moves(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(physical_de) / sizeof(physical_de[0]); i++) {
		const struct physical *c = &physical_de[i];
		struct anna_position pos;
		position(&pos, c->fen);
		struct anna_render_opts o = make_opts(c->opts);
		struct anna_phrase ph;
		enum anna_status st = anna_render_physical(profiles[DE], &pos,
			anna_square_parse(c->from), anna_square_parse(c->to), c->promo,
			&o, &ph);
		if (st != ANNA_OK || strcmp(ph.text, c->want) != 0)
			fail_msg("%s %s-%s: got \"%s\" (%s), want \"%s\"", c->fen, c->from,
				 c->to, ph.text, anna_status_str(st), c->want);
	}
	struct anna_position pos;
	position(&pos, START);
	struct anna_render_opts o = make_opts(COMP);
	struct anna_phrase ph;
	assert_int_equal(anna_render_physical(profiles[DE], &pos, 12, 12, ANNA_NO_TYPE, &o, &ph),
			 ANNA_E_INVALID);
	assert_int_equal(anna_render_physical(profiles[DE], &pos, -1, 12, ANNA_NO_TYPE, &o, &ph),
			 ANNA_E_INVALID);
	assert_int_equal(anna_render_physical(profiles[DE], &pos, 12, 64, ANNA_NO_TYPE, &o, &ph),
			 ANNA_E_INVALID);
	assert_int_equal(anna_render_physical(profiles[DE], &pos, 12, 28, (enum anna_piece_type)9,
					      &o, &ph), ANNA_E_INVALID);
}

/* The synthesis text carries the phoneme fix; the text does not. */
static void test_speech_text(void **state)
{
	(void)state;
	struct anna_position pos;
	position(&pos, OOO_CHECK);
	struct anna_render_opts o = make_opts(TRAIN);
	struct anna_phrase ph;
	assert_int_equal(anna_render_move(profiles[DE], &pos, uci_move(&pos, "e1c1"), &o, &ph),
			 ANNA_OK);
	assert_string_equal(ph.text, "Lange Rochade Schach");
	assert_string_equal(ph.speech, "Lange [[rO'SA:d@]] Schach");
	/* profiles without fixes speak the text */
	assert_int_equal(anna_render_move(profiles[DA], &pos, uci_move(&pos, "e1c1"), &o, &ph),
			 ANNA_OK);
	assert_string_equal(ph.speech, "Lang rokade skak");
}

static void test_game_end(void **state)
{
	(void)state;
	struct anna_phrase ph;
	struct anna_position pos;
	enum anna_game_end reason;
	int loser;

	position(&pos, STALEMATE);
	assert_false(anna_render_end_of_position(&pos, &reason, &loser));
	struct anna_undo undo;
	anna_position_make(&pos, uci_move(&pos, "b5b6"), &undo);
	assert_true(anna_render_end_of_position(&pos, &reason, &loser));
	assert_int_equal(reason, ANNA_END_STALEMATE);
	assert_int_equal(anna_render_end(profiles[DE], reason, loser, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Patt. Remis.");
	anna_render_end(profiles[EN], reason, loser, &ph);
	assert_string_equal(ph.text, "Stalemate. Draw.");

	position(&pos, SCHOLAR);
	anna_position_make(&pos, uci_move(&pos, "h5f7"), &undo);
	assert_true(anna_render_end_of_position(&pos, &reason, &loser));
	assert_int_equal(reason, ANNA_END_CHECKMATE);
	assert_int_equal(loser, ANNA_BLACK);
	anna_render_end(profiles[DE], reason, loser, &ph);
	assert_string_equal(ph.text, "Weiß gewinnt durch Schachmatt.");
	anna_render_end(profiles[SV], reason, loser, &ph);
	assert_string_equal(ph.text, "Vit vinner med schack matt.");

	anna_render_end(profiles[DA], ANNA_END_RESIGNATION, ANNA_WHITE, &ph);
	assert_string_equal(ph.text, "Hvid opgiver. Sort vinder.");
	anna_render_end(profiles[NB], ANNA_END_TIME, ANNA_BLACK, &ph);
	assert_string_equal(ph.text, "Svart har overskredet tiden. Hvit vinner.");
	anna_render_end(profiles[EN], ANNA_END_SEVENTY_FIVE, ANNA_WHITE, &ph);
	assert_string_equal(ph.text,
			    "Seventy-five moves without a capture or a pawn move. Draw.");
	anna_render_end(profiles[DE], ANNA_END_AGREEMENT, -1, &ph);
	assert_string_equal(ph.text, "Remis durch Vereinbarung.");
	assert_int_equal(anna_render_end(profiles[DE], ANNA_END_TIME, 2, &ph), ANNA_E_INVALID);
	assert_int_equal(anna_render_end(profiles[DE], (enum anna_game_end)99, 0, &ph),
			 ANNA_E_INVALID);

	/* the session's own ends are not these phrases */
	assert_int_equal(anna_render_end(profiles[DE], ANNA_END_NONE, 0, &ph), ANNA_E_INVALID);
	assert_int_equal(anna_render_end(profiles[DE], ANNA_END_ILLEGAL_MOVES, 0, &ph),
			 ANNA_E_INVALID);
	assert_int_equal(anna_render_end(profiles[DE], ANNA_END_ARBITER, 0, &ph), ANNA_E_INVALID);

	/* every reason has a phrase in every profile: checkmate ... time draw */
	for (int p = 0; p < NPROFILES; p++)
		for (int r = ANNA_END_CHECKMATE; r <= ANNA_END_TIME_DRAW; r++)
			for (int c = ANNA_WHITE; c <= ANNA_BLACK; c++) {
				assert_int_equal(anna_render_end(profiles[p],
					(enum anna_game_end)r, c, &ph), ANNA_OK);
				assert_true(strlen(ph.text) > 3);
			}
}

static void check_number(int p, int n, const char *want)
{
	char buf[128];
	int len = anna_render_number(profiles[p], n, buf, sizeof(buf));
	if (len != (int)strlen(want) || strcmp(buf, want) != 0)
		fail_msg("%s %d: got \"%s\", want \"%s\"", profile_names[p], n, buf, want);
}

static void test_numbers(void **state)
{
	(void)state;
	check_number(DE, 0, "null");
	check_number(DE, 1, "eins");
	check_number(DE, 12, "zwölf");
	check_number(DE, 21, "einundzwanzig");
	check_number(DE, 100, "hundert");
	check_number(DE, 123, "hundertdreiundzwanzig");
	check_number(DE, 999, "neunhundertneunundneunzig");
	check_number(DA, 57, "syvoghalvtreds");
	check_number(DA, 123, "hundrede og treogtyve");
	check_number(DA, 200, "to hundrede");
	check_number(DADE, 90, "halvfems");
	check_number(SV, 47, "fyrtiosju");
	check_number(SV, 305, "trehundrafem");
	check_number(NB, 71, "syttien");
	check_number(NB, 101, "hundre og en");
	check_number(EN, 45, "forty-five");
	check_number(EN, 123, "one hundred twenty-three");
	char buf[16];
	assert_int_equal(anna_render_number(profiles[DE], -1, buf, sizeof(buf)), ANNA_E_RANGE);
	assert_int_equal(anna_render_number(profiles[DE], 1000, buf, sizeof(buf)), ANNA_E_RANGE);
	/* like snprintf: the length it wanted */
	assert_int_equal(anna_render_number(profiles[DE], 999, buf, 4), 25);
	assert_string_equal(buf, "neu");
}

static void check_quantity(int p, enum anna_render_unit u, int n, const char *want)
{
	char buf[128];
	int len = anna_render_quantity(profiles[p], u, n, buf, sizeof(buf));
	if (len != (int)strlen(want) || strcmp(buf, want) != 0)
		fail_msg("%s unit %d n %d: got \"%s\", want \"%s\"", profile_names[p], u, n,
			 buf, want);
}

static void test_quantities(void **state)
{
	(void)state;
	check_quantity(DE, ANNA_UNIT_HOUR, 1, "eine Stunde");
	check_quantity(DE, ANNA_UNIT_HOUR, 2, "zwei Stunden");
	check_quantity(DE, ANNA_UNIT_MINUTE, 1, "eine Minute");
	check_quantity(DE, ANNA_UNIT_MINUTE, 12, "zwölf Minuten");
	check_quantity(DE, ANNA_UNIT_MINUTE, 21, "einundzwanzig Minuten");
	check_quantity(DE, ANNA_UNIT_SECOND, 0, "null Sekunden");
	check_quantity(DE, ANNA_UNIT_MOVE, 1, "ein Zug");
	check_quantity(DE, ANNA_UNIT_MOVE, 40, "vierzig Züge");
	check_quantity(DA, ANNA_UNIT_HOUR, 1, "en time");
	check_quantity(DA, ANNA_UNIT_MINUTE, 1, "et minut");
	check_quantity(DA, ANNA_UNIT_MOVE, 41, "enogfyrre træk");
	check_quantity(SV, ANNA_UNIT_MOVE, 1, "ett drag");
	check_quantity(SV, ANNA_UNIT_SECOND, 30, "trettio sekunder");
	check_quantity(NB, ANNA_UNIT_MINUTE, 1, "ett minutt");
	check_quantity(EN, ANNA_UNIT_SECOND, 1, "one second");
	check_quantity(EN, ANNA_UNIT_MOVE, 120, "one hundred twenty moves");
	char buf[32];
	assert_int_equal(anna_render_quantity(profiles[DE], ANNA_UNIT_MOVE, 1000, buf,
					      sizeof(buf)), ANNA_E_RANGE);
	assert_int_equal(anna_render_quantity(profiles[DE], (enum anna_render_unit)7, 1, buf,
					      sizeof(buf)), ANNA_E_RANGE);
}

static void test_words_and_squares(void **state)
{
	(void)state;
	assert_string_equal(anna_render_file(profiles[DA], 1), "Bodil");
	assert_null(anna_render_file(profiles[DA], 8));
	assert_null(anna_render_file(profiles[DA], -1));
	assert_string_equal(anna_render_rank(profiles[DADE], 4), "fünf");
	assert_null(anna_render_rank(profiles[DA], 8));
	assert_string_equal(anna_render_piece(profiles[SV], ANNA_KING), "kung");
	assert_string_equal(anna_render_piece(profiles[SV], ANNA_PAWN), "bonde");
	assert_null(anna_render_piece(profiles[SV], ANNA_NO_TYPE));
	assert_string_equal(anna_render_color(profiles[NB], ANNA_BLACK), "svart");
	assert_null(anna_render_color(profiles[NB], 2));
	struct anna_phrase ph;
	anna_phrase_clear(&ph);
	anna_render_add_square(&ph, profiles[DE], ANNA_SQ(4, 3));
	assert_string_equal(ph.text, "Eva vier");
}

static void test_phrase_builder(void **state)
{
	(void)state;
	struct anna_phrase ph;
	anna_phrase_clear(&ph);
	anna_phrase_add(&ph, "løber");
	anna_phrase_add(&ph, "");
	anna_phrase_add(&ph, NULL);
	anna_phrase_append(&ph, ",");
	anna_phrase_add(&ph, "Rochade");
	assert_int_equal(anna_phrase_finish(&ph, profiles[DE]), ANNA_OK);
	assert_string_equal(ph.text, "Løber, Rochade");
	assert_string_equal(ph.speech, "Løber, [[rO'SA:d@]]");
	anna_phrase_clear(&ph);
	anna_phrase_add(&ph, "ärger");
	anna_phrase_finish(&ph, profiles[DE]);
	assert_string_equal(ph.text, "Ärger");
	/* a phrase that does not fit is cut at a word and reported */
	anna_phrase_clear(&ph);
	for (int i = 0; i < 200; i++)
		anna_phrase_add(&ph, "Springer");
	assert_int_equal(anna_phrase_finish(&ph, profiles[DE]), ANNA_E_SPACE);
	assert_true(strlen(ph.text) < ANNA_PHRASE_MAX);
	assert_int_equal(strlen(ph.text) % 9, 8); /* whole words only */
	/* the speech may not fit although the text does */
	anna_phrase_clear(&ph);
	for (int i = 0; i < 120; i++)
		anna_phrase_add(&ph, "Rochade");
	assert_int_equal(ph.overflow, false);
	assert_int_equal(anna_phrase_finish(&ph, profiles[DE]), ANNA_E_SPACE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_announce_md_examples),
		cmocka_unit_test(test_every_profile),
		cmocka_unit_test(test_every_kind_of_move_de),
		cmocka_unit_test(test_kinds_en),
		cmocka_unit_test(test_policy),
		cmocka_unit_test(test_illegal_move_is_refused),
		cmocka_unit_test(test_physical_moves),
		cmocka_unit_test(test_speech_text),
		cmocka_unit_test(test_game_end),
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_quantities),
		cmocka_unit_test(test_words_and_squares),
		cmocka_unit_test(test_phrase_builder),
	};
	return cmocka_run_group_tests(tests, render_fixture_setup, render_fixture_teardown);
}
