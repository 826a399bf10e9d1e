/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_pgn.c: arbitrary bytes as a PGN file.
 *
 * Nothing may crash or hang. Every game read must write, read back as the
 * same game (moves, clocks, draw offers, result, tags, comments, NAGs) and
 * write again to the same text. The game record's status, claims and the
 * CLK-9 question (small budget) run on each game's final position, and a
 * YES must come with a line that really mates.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/pgn.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(int cond)
{
	if (!cond)
		abort();
}

static int same_string(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static void must_equal(const struct anna_pgn_game *a, const struct anna_pgn_game *b)
{
	char fa[ANNA_FEN_MAX], fb[ANNA_FEN_MAX];
	must(anna_fen_write(&a->game.start, fa, sizeof(fa)) == ANNA_OK);
	must(anna_fen_write(&b->game.start, fb, sizeof(fb)) == ANNA_OK);
	must(strcmp(fa, fb) == 0);
	must(a->game.count == b->game.count);
	must(a->game.result == b->game.result);
	for (size_t i = 0; i < a->game.count; i++) {
		must(a->game.plies[i].move == b->game.plies[i].move);
		must(a->game.plies[i].clock_ms == b->game.plies[i].clock_ms);
		must(a->game.plies[i].flags == b->game.plies[i].flags);
	}
	must(a->n_tags == b->n_tags);
	for (size_t i = 0; i < a->n_tags; i++)
		must(same_string(anna_pgn_tag_get(b, a->tags[i].name), a->tags[i].value));
	for (size_t i = 0; i <= a->game.count; i++) {
		const struct anna_pgn_note *x = anna_pgn_note(a, i), *y = anna_pgn_note(b, i);
		must((x == NULL) == (y == NULL));
		if (!x)
			continue;
		must(same_string(x->comment, y->comment));
		must(x->n_nags == y->n_nags);
		must(memcmp(x->nags, y->nags, x->n_nags) == 0);
	}
}

static char *write_all(const struct anna_pgn_game *g, size_t *len)
{
	*len = anna_pgn_write(g, NULL, 0);
	char *buf = malloc(*len + 1);
	must(buf != NULL);
	must(anna_pgn_write(g, buf, *len + 1) == *len);
	return buf;
}

static void rules(const struct anna_game *game)
{
	struct anna_game_status st;
	anna_game_status(game, &st);
	must(st.end_ply <= game->count);
	unsigned claims;
	must(anna_game_claims(game, ANNA_MOVE_NONE, &claims, NULL) == ANNA_OK);
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(&game->pos, moves);
	if (n)
		must(anna_game_claims(game, moves[0], &claims, NULL) == ANNA_OK);
	for (int color = 0; color < 2; color++) {
		uint16_t line[64];
		size_t len = 0;
		enum anna_mate_answer a = anna_game_can_mate(&game->pos, color, 300,
							     line, 64, &len);
		if (a != ANNA_MATE_YES || len > 64)
			continue;
		struct anna_position p = game->pos;
		for (size_t i = 0; i < len; i++) {
			must(anna_movegen_is_legal(&p, line[i]));
			struct anna_undo u;
			anna_position_make(&p, line[i], &u);
		}
		must(p.side == !color && anna_position_in_check(&p) &&
		     anna_movegen_legal(&p, moves) == 0);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, (const char *)data, size, ANNA_EDITION_2017);
	for (unsigned games = 0; games < 64; games++) {
		struct anna_pgn_game g;
		struct anna_error err;
		size_t before = r.pos;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st == ANNA_E_NOTFOUND)
			break;
		must(r.pos > before || r.pos == size); /* always progress */
		if (st != ANNA_OK) {
			must(err.status == st && err.line >= 1 && err.column >= 1);
			continue;
		}
		size_t len;
		char *text = write_all(&g, &len);
		struct anna_pgn_reader back;
		anna_pgn_reader_init(&back, text, len, ANNA_EDITION_2017);
		struct anna_pgn_game g2;
		must(anna_pgn_read(&back, &g2, &err) == ANNA_OK);
		must_equal(&g, &g2);
		size_t len2;
		char *again = write_all(&g2, &len2);
		must(len == len2 && memcmp(text, again, len) == 0);
		struct anna_pgn_game none;
		must(anna_pgn_read(&back, &none, &err) == ANNA_E_NOTFOUND);
		rules(&g.game);
		free(again);
		free(text);
		anna_pgn_game_fini(&g2);
		anna_pgn_game_fini(&g);
	}
	return 0;
}
