/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_reconcile.c: VI-13 reconciliation. A table of games
 * (two scoresheets, boards, clocks) with the exact verdict each must get:
 * the case, the notes, the last agreeing ply, the target position, the
 * corrections per board, the plies discarded and the clock readings.
 * Then the arbiter's override, the procedure's state machine and its log,
 * the SHEET-7 finder and the clock file.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "core/fen.h"
#include "core/reconcile.h"
#include "core/sheetfile.h"

#define RUY6 "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Corrections written as "move Nf3g1" ("back Nf3g1" for a move back to
 * where the piece came from), "remove e4", "place pd7" (piece
 * letter: upper case White, lower case Black), joined by ", ". */
struct row {
	const char *name;
	const char *vi, *sighted;           /* scoresheets, text form */
	const char *board_vi, *board_sighted; /* FEN or NULL */
	size_t sheet7_vi, sheet7_sighted;   /* 0 = none, else ply + 1 */
	int kind;
	unsigned notes;
	size_t agreed;
	const char *target;                 /* FEN written by anna_fen_write */
	int line;
	size_t plies;
	size_t discarded_vi, discarded_sighted;
	const char *fix_vi, *fix_sighted;   /* NULL: board not given */
	const char *match_vi, *match_sighted;
	int incomplete_sheet;
	const char *incomplete;
	int missing_sheet;
	size_t missing_index;
	int unread_sheet;
	const char *stop_vi, *stop_sighted;
	const char *alt_target;             /* NULL: no alternative */
};

static const struct row rows[] = {
	{ "agree, sighted board wrong (case 1)",
	  "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6",
	  RUY6, "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 4",
	  0, 0, ANNA_RECONCILE_AGREE, ANNA_RECONCILE_N_BOARD_NEITHER, 6, RUY6, 0, 6, 0, 0,
	  "", "move Ng1f3", "target", "neither", -1, "none", -1, 0, -1, "end", "end", NULL },
	{ "agree, both boards wrong",
	  "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6",
	  /* VI: the bishop still on f1; sighted: the a-pawn on a7 */
	  "r1bqkbnr/1ppp1ppp/p1n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4",
	  "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4",
	  0, 0, ANNA_RECONCILE_AGREE,
	  ANNA_RECONCILE_N_BOTH_BOARDS | ANNA_RECONCILE_N_BOARD_NEITHER, 6, RUY6, 0, 6, 0, 0,
	  "move Bf1b5", "move pa7a6", "neither", "sheet_ply", -1, "none", -1, 0, -1,
	  "end", "end", NULL },
	{ "disagree at ply 7 (case 2), each board follows its sheet",
	  "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6",
	  "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5",
	  "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5",
	  0, 0, ANNA_RECONCILE_DISAGREE, ANNA_RECONCILE_N_BOTH_BOARDS, 6, RUY6, 0, 6, 2, 2,
	  "back Ba4b5, back nf6g8", "back pc6d7, place Bb5, place nc6",
	  "vi_sheet", "sighted_sheet", -1, "none", -1, 0, -1, "end", "end", NULL },
	{ "disagree at ply 1",
	  "e4 e5", "d4 d5", NULL, NULL,
	  0, 0, ANNA_RECONCILE_DISAGREE, 0, 0, START, 0, 0, 2, 2,
	  NULL, NULL, NULL, NULL, -1, "none", -1, 0, -1, "end", "end", NULL },
	{ "identical empty sheets, boards at the start",
	  "", "  \n# nothing written yet\n", START, START,
	  0, 0, ANNA_RECONCILE_AGREE, ANNA_RECONCILE_N_EMPTY, 0, START, 0, 0, 0, 0,
	  "", "", "target", "target", -1, "none", -1, 0, -1, "end", "end", NULL },
	{ "VI sheet stops at ply 4, its owner under five minutes (SHEET-7)",
	  "e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6 Bb5 a6", NULL, RUY6,
	  3, 0, ANNA_RECONCILE_AGREE, ANNA_RECONCILE_N_INCOMPLETE, 4, RUY6, 1, 6, 0, 0,
	  NULL, "", NULL, "target", 0, "sheet7", -1, 0, -1, "end", "end", NULL },
	{ "the same short sheet without the exemption disagrees",
	  "e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", NULL, NULL,
	  0, 0, ANNA_RECONCILE_DISAGREE, 0, 4,
	  "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 0, 4, 0, 4,
	  NULL, NULL, NULL, NULL, -1, "none", -1, 0, -1, "end", "end", NULL },
	{ "sighted sheet one ply behind (SHEET-3 lag)",
	  "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bb5", NULL, NULL,
	  0, 0, ANNA_RECONCILE_AGREE, ANNA_RECONCILE_N_INCOMPLETE, 5, RUY6, 0, 6, 0, 0,
	  NULL, NULL, NULL, NULL, 1, "lag", -1, 0, -1, "end", "end", NULL },
	{ "VI sheet missing one ply (Nc6), then the same moves",
	  "e4 e5 Nf3 Bb5 a6 Ba4", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4", NULL, NULL,
	  0, 0, ANNA_RECONCILE_DISAGREE,
	  ANNA_RECONCILE_N_MISSING_PLY | ANNA_RECONCILE_N_UNREAD, 3,
	  "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", 0, 3, 3, 4,
	  NULL, NULL, NULL, NULL, -1, "none", 0, 3, 0, "illegal", "end",
	  "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4" },
	{ "an entry flagged unreadable",
	  "e4 e5 ? Nc6", "e4 e5 Nf3 Nc6", NULL, NULL,
	  0, 0, ANNA_RECONCILE_DISAGREE, ANNA_RECONCILE_N_UNREAD, 2,
	  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", 0, 2, 2, 2,
	  NULL, NULL, NULL, NULL, -1, "none", -1, 0, 0, "unreadable", "end", NULL },
	{ "an ambiguous entry (two knights reach d2)",
	  "d4 d5 Nf3 Nf6 Nbd2", "d4 d5 Nf3 Nf6 Nd2", NULL, NULL,
	  0, 0, ANNA_RECONCILE_DISAGREE, ANNA_RECONCILE_N_UNREAD, 4,
	  "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", 0, 4, 1, 1,
	  NULL, NULL, NULL, NULL, -1, "none", -1, 0, 1, "end", "ambiguous", NULL },
	{ "an illegal entry and a board matching nothing",
	  "e4 e5 Ke3", "e4 e5 Nf3", NULL,
	  "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	  0, 0, ANNA_RECONCILE_DISAGREE,
	  ANNA_RECONCILE_N_UNREAD | ANNA_RECONCILE_N_BOARD_NEITHER, 2,
	  "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", 0, 2, 1, 1,
	  NULL, "move Pe2e4, place pe5", NULL, "neither", -1, "none", -1, 0, 0, "illegal", "end", NULL },
};

/* A sheet from its text form, entered with the letters it reads best in
 * (or with *letters when that is not NULL); *letters gets them. */
static void read_sheet_in(struct anna_scoresheet *s, const struct anna_position *start,
			  const char *text, const struct anna_letters **letters)
{
	struct anna_sheetfile f;
	struct anna_error err;
	enum anna_letter_set set;
	anna_sheetfile_init(&f);
	assert_int_equal(anna_sheetfile_parse(&f, text, strlen(text), &err), ANNA_OK);
	if (!*letters) {
		assert_int_equal(anna_sheetfile_letters(&f, start, &set, &err), ANNA_OK);
		*letters = anna_letters_builtin(set);
	}
	anna_scoresheet_init(s, start);
	assert_int_equal(anna_sheetfile_enter(&f, s, *letters, &err), ANNA_OK);
	anna_sheetfile_fini(&f);
}

static void read_sheet(struct anna_reconcile_input *in, int side, struct anna_scoresheet *s,
		       const char *text)
{
	in->letters[side] = NULL;
	read_sheet_in(s, &in->start, text, &in->letters[side]);
	in->sheet[side] = s;
}

static void read_fen(struct anna_position *pos, const char *fen)
{
	struct anna_error err;
	assert_int_equal(anna_fen_read(pos, fen, &err), ANNA_OK);
}

static void fixes_str(const struct anna_reconcile_board *b, char *buf, size_t size)
{
	size_t n = 0;
	buf[0] = '\0';
	for (size_t i = 0; i < b->ncorrections; i++) {
		const struct anna_correction *c = &b->corrections[i];
		char sq1[3] = "", sq2[3] = "";
		static const char letters[] = " pnbrqk";
		char p = letters[ANNA_PIECE_TYPE(c->piece)];
		if (ANNA_PIECE_COLOR(c->piece) == ANNA_WHITE)
			p = (char)(p - 'a' + 'A');
		if (c->from < 64)
			anna_square_name(c->from, sq1);
		if (c->to < 64)
			anna_square_name(c->to, sq2);
		n += (size_t)snprintf(buf + n, size - n, "%s%s %c%s%s", i ? ", " : "",
				      c->back ? "back" : anna_correction_kind_str(c->kind), p, sq1,
				      sq2);
	}
}

static void check_board(const struct anna_reconcile_board *b, const char *fixes,
			const char *match)
{
	char buf[512];
	if (!fixes) {
		assert_false(b->given);
		return;
	}
	assert_true(b->given);
	fixes_str(b, buf, sizeof(buf));
	assert_string_equal(buf, fixes);
	assert_string_equal(anna_reconcile_match_str(b->match), match);
}

static void test_table(void **state)
{
	(void)state;
	static struct anna_reconcile_result res;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct row *r = &rows[i];
		struct anna_reconcile_input in;
		struct anna_scoresheet vi, si;
		struct anna_error err;
		char fen[ANNA_FEN_MAX];
		print_message("%s\n", r->name);
		anna_reconcile_input_init(&in);
		read_sheet(&in, ANNA_RECONCILE_VI, &vi, r->vi);
		read_sheet(&in, ANNA_RECONCILE_SIGHTED, &si, r->sighted);
		if (r->board_vi) {
			read_fen(&in.board[0], r->board_vi);
			in.have_board[0] = true;
		}
		if (r->board_sighted) {
			read_fen(&in.board[1], r->board_sighted);
			in.have_board[1] = true;
		}
		if (r->sheet7_vi)
			in.sheet7_from[0] = r->sheet7_vi - 1;
		if (r->sheet7_sighted)
			in.sheet7_from[1] = r->sheet7_sighted - 1;

		assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
		assert_int_equal(res.kind, r->kind);
		assert_int_equal(res.notes, r->notes);
		assert_int_equal(res.agreed, r->agreed);
		const struct anna_reconcile_proposal *p = &res.proposal;
		assert_int_equal(p->kind, r->kind);
		assert_int_equal(p->line, r->line);
		assert_int_equal(p->plies, r->plies);
		assert_int_equal(anna_fen_write(&p->target, fen, sizeof(fen)), ANNA_OK);
		assert_string_equal(fen, r->target);
		assert_int_equal(p->discarded[0], r->discarded_vi);
		assert_int_equal(p->discarded[1], r->discarded_sighted);
		check_board(&p->board[0], r->fix_vi, r->match_vi);
		check_board(&p->board[1], r->fix_sighted, r->match_sighted);
		assert_int_equal(res.incomplete_sheet, r->incomplete_sheet);
		assert_string_equal(anna_reconcile_incomplete_str(res.incomplete), r->incomplete);
		assert_int_equal(res.missing_sheet, r->missing_sheet);
		if (r->missing_sheet >= 0)
			assert_int_equal(res.missing_index, r->missing_index);
		assert_int_equal(res.unread_sheet, r->unread_sheet);
		assert_string_equal(anna_reconcile_stop_str(res.sheet[0].stop), r->stop_vi);
		assert_string_equal(anna_reconcile_stop_str(res.sheet[1].stop), r->stop_sighted);
		assert_int_equal(res.have_alternative, r->alt_target != NULL);
		if (r->alt_target) {
			assert_int_equal(res.alternative.kind, ANNA_RECONCILE_AGREE);
			assert_int_equal(anna_fen_write(&res.alternative.target, fen, sizeof(fen)),
					 ANNA_OK);
			assert_string_equal(fen, r->alt_target);
		}
		/* nothing needed for a board exactly when it shows the target */
		for (int b = 0; b < 2; b++)
			if (p->board[b].given)
				assert_int_equal(p->board[b].ncorrections == 0,
						 memcmp(in.board[b].board, p->target.board, 64) == 0);
		anna_scoresheet_fini(&vi);
		anna_scoresheet_fini(&si);
	}
}

/* The details the table does not show: letters found, errors with their
 * place in the file, the missing move, the clock readings. */
static void test_details(void **state)
{
	(void)state;
	static struct anna_reconcile_result res;
	struct anna_reconcile_input in;
	struct anna_scoresheet vi, si;
	struct anna_error err;

	anna_reconcile_input_init(&in);
	read_sheet(&in, 0, &vi, "1. e4 e5\n2. Sf3 Sc6\n3. Lb5 a6\n4. La4 Sf6");
	read_sheet(&in, 1, &si, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6\n");
	assert_ptr_equal(in.letters[0], anna_letters_builtin(ANNA_LETTERS_DE));
	assert_ptr_equal(in.letters[1], anna_letters_builtin(ANNA_LETTERS_EN));
	struct anna_clock_snapshot clocks[9];
	memset(clocks, 0, sizeof(clocks));
	for (unsigned i = 0; i < 9; i++) {
		clocks[i].ply = i;
		clocks[i].remaining_ms[0] = 5400000 - 10000 * ((i + 1) / 2);
		clocks[i].remaining_ms[1] = 5400000 - 15000 * (i / 2);
	}
	in.clocks = clocks;
	in.nclocks = 9;
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	/* VI-13 (iii): the readings stored after ply 6 */
	assert_true(res.proposal.have_clock);
	assert_int_equal(res.proposal.clock.ply, 6);
	assert_int_equal(res.proposal.clock.remaining_ms[0], 5370000);
	assert_int_equal(res.proposal.clock.remaining_ms[1], 5355000);
	anna_scoresheet_fini(&vi);

	/* the letters a sheet was entered with count, never guessed: German
	 * "Sf3" is no English move; the error is the sheet's (line = move 2) */
	const struct anna_letters *en = anna_letters_builtin(ANNA_LETTERS_EN);
	read_sheet_in(&vi, &in.start, "1. e4 e5\n2. Sf3 Sc6\n3. Lb5 a6\n4. La4 Sf6", &en);
	in.sheet[0] = &vi;
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	assert_int_equal(res.sheet[0].plies, 2);
	assert_string_equal(anna_reconcile_stop_str(res.sheet[0].stop), "unreadable");
	assert_int_equal(res.sheet[0].error.msg, ANNA_MSG_NOTATION_UNREADABLE);
	assert_string_equal(res.sheet[0].error.args[0], "Sf3");
	assert_int_equal(res.sheet[0].error.line, 2);
	assert_int_equal(res.unread_sheet, 0);
	anna_scoresheet_fini(&vi);
	anna_scoresheet_fini(&si);

	/* the missing move is named */
	anna_reconcile_input_init(&in);
	read_sheet(&in, 0, &vi, "e4 e5 Nf3 Bb5 a6 Ba4");
	read_sheet(&in, 1, &si, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4");
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	char uci[6];
	assert_string_equal(anna_move_uci(res.missing_move, uci), "b8c6");
	assert_int_equal(res.alternative.line, ANNA_RECONCILE_SIGHTED);
	assert_int_equal(res.alternative.plies, 7);
	assert_int_equal(res.alternative.discarded[0], 0);
	assert_int_equal(res.alternative.discarded[1], 0);
	/* ... also when the lacking sheet was written in other letters */
	anna_scoresheet_fini(&vi);
	read_sheet(&in, 0, &vi, "e4 e5 Sf3 Lb5 a6 La4");
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	assert_int_equal(res.missing_sheet, 0);
	anna_scoresheet_fini(&vi);
	anna_scoresheet_fini(&si);

	anna_reconcile_input_init(&in);
	read_sheet(&in, 0, &vi, "e4 e5\n  ? Nc6");
	in.sheet[1] = NULL; /* no sighted sheet at all */
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	assert_int_equal(res.sheet[0].error.msg, ANNA_MSG_NOTATION_UNREADABLE);
	assert_string_equal(res.sheet[0].error.args[0], "?");
	assert_int_equal(res.sheet[0].error.line, 2); /* move 2 */
	assert_int_equal(res.kind, ANNA_RECONCILE_DISAGREE);
	assert_int_equal(res.agreed, 0);

	/* a sheet that begins elsewhere is refused */
	read_fen(&in.start, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_RECONCILE_START);
	anna_scoresheet_fini(&vi);

	/* a bad colour is refused */
	anna_reconcile_input_init(&in);
	in.vi_color = 2;
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_E_INVALID);
}

/* From a FEN start, with Black to move first. */
static void test_fen_start(void **state)
{
	(void)state;
	static struct anna_reconcile_result res;
	struct anna_reconcile_input in;
	struct anna_scoresheet vi, si;
	struct anna_error err;
	char fen[ANNA_FEN_MAX];
	anna_reconcile_input_init(&in);
	read_fen(&in.start, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
	in.vi_color = ANNA_BLACK;
	read_sheet(&in, 0, &vi, "40... Kd7 41. e4 Kc6");
	read_sheet(&in, 1, &si, "Kd7 e4 Kd6");
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	assert_int_equal(res.kind, ANNA_RECONCILE_DISAGREE);
	assert_int_equal(res.agreed, 2);
	assert_int_equal(anna_fen_write(&res.proposal.target, fen, sizeof(fen)), ANNA_OK);
	assert_string_equal(fen, "8/3k4/8/8/4P3/8/8/4K3 b - e3 0 41");
	anna_scoresheet_fini(&vi);
	anna_scoresheet_fini(&si);
}

static void test_override(void **state)
{
	(void)state;
	static struct anna_reconcile_result res;
	struct anna_reconcile_input in;
	struct anna_scoresheet vi, si;
	struct anna_reconcile_proposal p;
	struct anna_error err;
	char fen[ANNA_FEN_MAX];
	anna_reconcile_input_init(&in);
	read_sheet(&in, 0, &vi, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6");
	read_sheet(&in, 1, &si, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6");
	read_fen(&in.board[1], RUY6);
	in.have_board[1] = true;
	assert_int_equal(anna_reconcile(&in, &res, &err), ANNA_OK);
	/* the arbiter keeps the sighted player's line to the end */
	assert_int_equal(anna_reconcile_propose_at(&in, &res, ANNA_RECONCILE_SIGHTED, 8, &p, &err),
			 ANNA_OK);
	assert_int_equal(p.kind, ANNA_RECONCILE_AGREE); /* nothing of 8 entries is struck */
	assert_int_equal(anna_fen_write(&p.target, fen, sizeof(fen)), ANNA_OK);
	assert_string_equal(fen, "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5");
	assert_int_equal(p.board[1].ncorrections, 3);
	assert_false(p.board[0].given);
	/* or goes back further than the sheets require */
	assert_int_equal(anna_reconcile_propose_at(&in, &res, ANNA_RECONCILE_VI, 2, &p, &err),
			 ANNA_OK);
	assert_int_equal(p.kind, ANNA_RECONCILE_DISAGREE);
	assert_int_equal(p.discarded[0], 6);
	assert_int_equal(anna_reconcile_propose_at(&in, &res, ANNA_RECONCILE_VI, 9, &p, &err),
			 ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_RECONCILE_PLY);
	assert_string_equal(err.args[0], "9");
	assert_string_equal(err.args[1], "8");
	assert_int_equal(anna_reconcile_propose_at(&in, &res, 2, 0, &p, &err), ANNA_E_INVALID);
	anna_scoresheet_fini(&vi);
	anna_scoresheet_fini(&si);
}

static void test_procedure(void **state)
{
	(void)state;
	struct anna_reconcile_procedure pr;
	struct anna_reconcile_proposal p;
	struct anna_error err;
	memset(&p, 0, sizeof(p));
	p.kind = ANNA_RECONCILE_DISAGREE;
	p.line = ANNA_RECONCILE_VI;
	p.plies = 6;
	p.board[0].given = true;
	p.board[0].ncorrections = 2;
	p.board[1].given = true; /* already right */

	anna_reconcile_procedure_init(&pr);
	/* nothing before start */
	assert_int_equal(anna_reconcile_step(&pr, 5, ANNA_RECONCILE_EV_CONFIRM, NULL, -1, &err),
			 ANNA_E_STATE);
	assert_int_equal(err.msg, ANNA_MSG_RECONCILE_STATE);
	assert_string_equal(err.args[0], "confirm");
	assert_string_equal(err.args[1], "idle");
	assert_int_equal(anna_reconcile_step(&pr, 10, ANNA_RECONCILE_EV_START, NULL, -1, &err), ANNA_OK);
	assert_int_equal(pr.state, ANNA_RECONCILE_PAUSED);
	assert_int_equal(anna_reconcile_step(&pr, 20, ANNA_RECONCILE_EV_PROPOSE, &p, -1, &err), ANNA_OK);
	p.plies = 4;
	assert_int_equal(anna_reconcile_step(&pr, 30, ANNA_RECONCILE_EV_OVERRIDE, &p, -1, &err), ANNA_OK);
	assert_int_equal(pr.current.plies, 4);
	assert_int_equal(anna_reconcile_step(&pr, 40, ANNA_RECONCILE_EV_CONFIRM, NULL, -1, &err), ANNA_OK);
	assert_int_equal(pr.state, ANNA_RECONCILE_CONFIRMED);
	assert_false(pr.board_ok[0]);
	assert_true(pr.board_ok[1]);
	/* the clocks stay stopped until both boards are right */
	assert_int_equal(anna_reconcile_step(&pr, 50, ANNA_RECONCILE_EV_RESUME, NULL, -1, &err),
			 ANNA_E_STATE);
	assert_int_equal(anna_reconcile_step(&pr, 60, ANNA_RECONCILE_EV_BOARD_OK, NULL, 0, &err), ANNA_OK);
	assert_int_equal(anna_reconcile_step(&pr, 70, ANNA_RECONCILE_EV_RESUME, NULL, -1, &err), ANNA_OK);
	assert_int_equal(pr.state, ANNA_RECONCILE_IDLE);

	/* every step logged, refusals included */
	static const struct {
		uint64_t at;
		enum anna_reconcile_event ev;
		bool refused;
		enum anna_reconcile_state from, to;
		long plies;
	} want[] = {
		{ 5, ANNA_RECONCILE_EV_CONFIRM, true, ANNA_RECONCILE_IDLE, ANNA_RECONCILE_IDLE, -1 },
		{ 10, ANNA_RECONCILE_EV_START, false, ANNA_RECONCILE_IDLE, ANNA_RECONCILE_PAUSED, -1 },
		{ 20, ANNA_RECONCILE_EV_PROPOSE, false, ANNA_RECONCILE_PAUSED, ANNA_RECONCILE_PROPOSED, 6 },
		{ 30, ANNA_RECONCILE_EV_OVERRIDE, false, ANNA_RECONCILE_PROPOSED, ANNA_RECONCILE_PROPOSED, 4 },
		{ 40, ANNA_RECONCILE_EV_CONFIRM, false, ANNA_RECONCILE_PROPOSED, ANNA_RECONCILE_CONFIRMED, 4 },
		{ 50, ANNA_RECONCILE_EV_RESUME, true, ANNA_RECONCILE_CONFIRMED, ANNA_RECONCILE_CONFIRMED, -1 },
		{ 60, ANNA_RECONCILE_EV_BOARD_OK, false, ANNA_RECONCILE_CONFIRMED, ANNA_RECONCILE_CONFIRMED, -1 },
		{ 70, ANNA_RECONCILE_EV_RESUME, false, ANNA_RECONCILE_CONFIRMED, ANNA_RECONCILE_IDLE, -1 },
	};
	assert_int_equal(pr.nlog, sizeof(want) / sizeof(want[0]));
	for (size_t i = 0; i < pr.nlog; i++) {
		assert_int_equal(pr.log[i].at_ms, want[i].at);
		assert_int_equal(pr.log[i].event, want[i].ev);
		assert_int_equal(pr.log[i].refused, want[i].refused);
		assert_int_equal(pr.log[i].from, want[i].from);
		assert_int_equal(pr.log[i].to, want[i].to);
		assert_int_equal(pr.log[i].plies, want[i].plies);
	}
	assert_int_equal(pr.log[6].board, 0);

	/* cancel from PROPOSED changes nothing; an override needs a proposal */
	assert_int_equal(anna_reconcile_step(&pr, 80, ANNA_RECONCILE_EV_START, NULL, -1, &err), ANNA_OK);
	assert_int_equal(anna_reconcile_step(&pr, 81, ANNA_RECONCILE_EV_OVERRIDE, &p, -1, &err),
			 ANNA_E_STATE);
	assert_int_equal(anna_reconcile_step(&pr, 82, ANNA_RECONCILE_EV_PROPOSE, NULL, -1, &err),
			 ANNA_E_STATE);
	assert_int_equal(anna_reconcile_step(&pr, 83, ANNA_RECONCILE_EV_CANCEL, NULL, -1, &err), ANNA_OK);
	assert_int_equal(pr.state, ANNA_RECONCILE_IDLE);

	/* the log keeps its first entries and counts the rest */
	for (int i = 0; i < ANNA_RECONCILE_LOG_MAX; i++)
		anna_reconcile_step(&pr, 100, ANNA_RECONCILE_EV_CANCEL, NULL, -1, NULL);
	assert_int_equal(pr.nlog, ANNA_RECONCILE_LOG_MAX);
	assert_true(pr.dropped > 0);
	for (int e = ANNA_RECONCILE_EV_START; e <= ANNA_RECONCILE_EV_CANCEL; e++)
		assert_string_not_equal(anna_reconcile_event_str((enum anna_reconcile_event)e), "?");
	for (int s = ANNA_RECONCILE_IDLE; s <= ANNA_RECONCILE_CONFIRMED; s++)
		assert_string_not_equal(anna_reconcile_state_str((enum anna_reconcile_state)s), "?");
}

static void test_sheet7(void **state)
{
	(void)state;
	struct anna_clock_snapshot c[6];
	memset(c, 0, sizeof(c));
	uint64_t white[6] = { 600000, 420000, 299999, 290000, 3900000, 3890000 };
	for (unsigned i = 0; i < 6; i++) {
		c[i].ply = i * 2;
		c[i].remaining_ms[ANNA_WHITE] = white[i];
		c[i].remaining_ms[ANNA_BLACK] = 900000;
		c[i].period[ANNA_WHITE] = i >= 4; /* a new period from snapshot 4 */
	}
	/* under five minutes at ply 4; a new period ends it by the end */
	assert_int_equal(anna_reconcile_sheet7(c, 4, ANNA_WHITE, 0), 4);
	assert_int_equal(anna_reconcile_sheet7(c, 6, ANNA_WHITE, 0), SIZE_MAX);
	/* the exemption latches within the period even when time returns */
	c[3].remaining_ms[ANNA_WHITE] = 330000;
	assert_int_equal(anna_reconcile_sheet7(c, 4, ANNA_WHITE, 0), 4);
	/* 30 seconds of increment keep the obligation; 29.999 do not */
	assert_int_equal(anna_reconcile_sheet7(c, 4, ANNA_WHITE, 30000), SIZE_MAX);
	assert_int_equal(anna_reconcile_sheet7(c, 4, ANNA_WHITE, 29999), 4);
	assert_int_equal(anna_reconcile_sheet7(c, 6, ANNA_BLACK, 0), SIZE_MAX);
	assert_int_equal(anna_reconcile_sheet7(c, 6, 3, 0), SIZE_MAX);
}

static void test_clock_file(void **state)
{
	(void)state;
	struct anna_clock_snapshot s[4];
	struct anna_error err;
	size_t n;
	const char *good = "# ply white black\n0 5400000 5400000\n\n1 1:29:50 5400000\r\n"
			   "2   1:29:50\t1:29:45.5  # after Black's first\n";
	assert_int_equal(anna_reconcile_parse_clocks(good, strlen(good), ANNA_WHITE, s, 4, &n, &err),
			 ANNA_OK);
	assert_int_equal(n, 3);
	assert_int_equal(s[1].ply, 1);
	assert_int_equal(s[1].mover, ANNA_WHITE);
	assert_int_equal(s[1].remaining_ms[0], 5390000);
	assert_int_equal(s[2].mover, ANNA_BLACK);
	assert_int_equal(s[2].remaining_ms[1], 5385500);
	assert_int_equal(s[0].mover, -1);

	static const struct {
		const char *text;
		enum anna_msg msg;
		const char *arg0;
		unsigned line, column;
	} bad[] = {
		{ "0 1 2\n1 2\n", ANNA_MSG_RECONCILE_CLOCK_LINE, "1 2", 2, 1 },
		{ "0 1 2 3\n", ANNA_MSG_RECONCILE_CLOCK_LINE, "0 1 2 3", 1, 1 },
		{ "x 1 2\n", ANNA_MSG_RECONCILE_CLOCK_LINE, "x 1 2", 1, 1 },
		{ "0 1 2\n1 1:2x 3\n", ANNA_MSG_RECONCILE_CLOCK_TIME, "1:2x", 2, 3 },
		{ "0 1 2\n4 1 2\n  3 1 2\n", ANNA_MSG_RECONCILE_CLOCK_ORDER, "3", 3, 3 },
		{ "0 1 2\n0 1 2\n", ANNA_MSG_RECONCILE_CLOCK_ORDER, "0", 2, 1 },
		{ "0 1 2\n1 1 2\n2 1 2\n3 1 2\n4 1 2\n", ANNA_MSG_RECONCILE_TOO_LONG, "5", 5, 1 },
		{ "0 1 ü\n", ANNA_MSG_RECONCILE_CLOCK_TIME, "ü", 1, 5 },
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		print_message("%s", bad[i].text);
		assert_int_not_equal(anna_reconcile_parse_clocks(bad[i].text, strlen(bad[i].text),
								 ANNA_WHITE, s, 4, &n, &err),
				     ANNA_OK);
		assert_int_equal(err.msg, bad[i].msg);
		assert_string_equal(err.args[0], bad[i].arg0);
		assert_int_equal(err.line, bad[i].line);
		assert_int_equal(err.column, bad[i].column);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_details),
		cmocka_unit_test(test_fen_start),
		cmocka_unit_test(test_override),
		cmocka_unit_test(test_procedure),
		cmocka_unit_test(test_sheet7),
		cmocka_unit_test(test_clock_file),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
