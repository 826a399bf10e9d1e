/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_reconcile.c: arbitrary bytes as two scoresheet texts
 * (core/sheetfile.h) and a clock file, split at the first two NUL bytes
 * (the whole input serves as all three when there is none), reconciled.
 *
 * Nothing may crash or hang. Invariants: every read ply is legal (the
 * reading stops at the first entry that is not); the agreed plies are a
 * common prefix; the target is the position after the proposal's plies of
 * its line; the corrections of a board turn it into the target exactly;
 * case 1 discards nothing; the clock file's plies strictly increase.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/reconcile.h"
#include "core/sheetfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(int cond)
{
	if (!cond)
		abort();
}

static void apply(struct anna_position *pos, const struct anna_correction *c, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (c[i].kind == ANNA_CORRECTION_REMOVE) {
			must(pos->board[c[i].from] == c[i].piece);
			pos->board[c[i].from] = 0;
		} else if (c[i].kind == ANNA_CORRECTION_MOVE) {
			must(pos->board[c[i].from] == c[i].piece);
			pos->board[c[i].from] = 0;
			pos->board[c[i].to] = c[i].piece;
		} else {
			pos->board[c[i].to] = c[i].piece;
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct anna_reconcile_result res;
	static struct anna_clock_snapshot clocks[64];
	const char *text = (const char *)data;
	const char *part[3] = { text, text, text };
	size_t len[3] = { size, size, size };
	const char *nul = memchr(text, 0, size);
	if (nul) {
		len[0] = (size_t)(nul - text);
		part[1] = part[2] = nul + 1;
		len[1] = len[2] = size - len[0] - 1;
		const char *nul2 = memchr(part[1], 0, len[1]);
		if (nul2) {
			len[1] = (size_t)(nul2 - part[1]);
			part[2] = nul2 + 1;
			len[2] = size - len[0] - len[1] - 2;
		}
	}

	struct anna_reconcile_input in;
	struct anna_scoresheet sheet[2];
	struct anna_error err;
	anna_reconcile_input_init(&in);
	for (int s = 0; s < 2; s++) {
		struct anna_sheetfile f;
		enum anna_letter_set set = ANNA_LETTERS_EN;
		anna_sheetfile_init(&f);
		anna_sheetfile_parse(&f, part[s], len[s], &err); /* keeps what it read */
		if (f.count < 200) /* letters are tried three times: keep it quick */
			anna_sheetfile_letters(&f, &in.start, &set, &err);
		in.letters[s] = anna_letters_builtin(set);
		anna_scoresheet_init(&sheet[s], &in.start);
		anna_sheetfile_enter(&f, &sheet[s], in.letters[s], &err);
		anna_sheetfile_fini(&f);
		in.sheet[s] = &sheet[s];
	}
	size_t n = 0;
	if (anna_reconcile_parse_clocks(part[2], len[2], ANNA_WHITE, clocks, 64, &n, &err) == ANNA_OK)
		for (size_t i = 1; i < n; i++)
			must(clocks[i].ply > clocks[i - 1].ply);
	in.clocks = clocks;
	in.nclocks = n;
	in.vi_color = size % 2;
	in.sheet7_from[0] = size % 3 == 0 ? 0 : SIZE_MAX;
	in.board[1] = in.start;
	in.have_board[1] = true;

	if (anna_reconcile(&in, &res, &err) == ANNA_OK) {
		for (int s = 0; s < 2; s++) {
			struct anna_position pos = in.start;
			struct anna_undo undo;
			for (size_t i = 0; i < res.sheet[s].plies; i++) {
				must(anna_movegen_is_legal(&pos, res.sheet[s].moves[i]));
				anna_position_make(&pos, res.sheet[s].moves[i], &undo);
			}
			must(res.sheet[s].plies <= res.sheet[s].entries);
		}
		for (size_t i = 0; i < res.agreed; i++)
			must(res.sheet[0].moves[i] == res.sheet[1].moves[i]);
		const struct anna_reconcile_proposal *p = &res.proposal;
		struct anna_position target = in.start;
		struct anna_undo undo;
		for (size_t i = 0; i < p->plies; i++)
			anna_position_make(&target, res.sheet[p->line].moves[i], &undo);
		must(memcmp(target.board, p->target.board, 64) == 0);
		if (p->kind == ANNA_RECONCILE_AGREE)
			must(p->discarded[0] == 0 && p->discarded[1] == 0);
		struct anna_position b = in.board[1];
		apply(&b, p->board[1].corrections, p->board[1].ncorrections);
		must(memcmp(b.board, p->target.board, 64) == 0);
	}
	anna_scoresheet_fini(&sheet[0]);
	anna_scoresheet_fini(&sheet[1]);
	return 0;
}
