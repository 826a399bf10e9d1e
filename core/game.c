/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/game.c: the game record, its status and the draw rules (game.h). */
#include "core/game.h"

#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"

bool anna_edition_valid(int e)
{
	return e == ANNA_EDITION_2009 || e == ANNA_EDITION_2014 ||
	       e == ANNA_EDITION_2017;
}

/* ---- position identity (DRAW-3) ---- */

/* Fills *id with the DRAW-3 identity of pos. */
static void ident_of(const struct anna_position *pos, struct anna_game_ident *id)
{
	memcpy(id->board, pos->board, sizeof(id->board));
	id->side = pos->side;
	id->castling = pos->castling;
	/* DRAW-3: the en passant square counts only when the capture is
	 * really legal (not merely a pawn beside the pushed one). */
	id->ep = anna_position_ep_legal(pos) ? pos->ep : ANNA_NO_SQ;
}

bool anna_game_ident_equal(const struct anna_game_ident *a,
			   const struct anna_game_ident *b)
{
	return a->side == b->side && a->castling == b->castling &&
	       a->ep == b->ep && memcmp(a->board, b->board, sizeof(a->board)) == 0;
}

/* ---- results and names ---- */

const char *anna_game_end_str(enum anna_game_end end)
{
	static const char *const names[ANNA_END_COUNT] = {
		"none", "checkmate", "stalemate", "dead_position", "fivefold",
		"seventy_five", "threefold", "fifty", "agreement", "resignation",
		"time", "time_draw", "illegal_moves", "illegal_draw", "arbiter",
	};
	return (unsigned)end < ANNA_END_COUNT ? names[end] : "unknown";
}

const char *anna_game_result_str(enum anna_game_result r)
{
	switch (r) {
	case ANNA_RESULT_WHITE_WINS: return "1-0";
	case ANNA_RESULT_BLACK_WINS: return "0-1";
	case ANNA_RESULT_DRAW: return "1/2-1/2";
	case ANNA_RESULT_UNKNOWN: break;
	}
	return "*";
}

int anna_game_result_parse(const char *text, size_t len)
{
	static const enum anna_game_result all[] = {
		ANNA_RESULT_WHITE_WINS, ANNA_RESULT_BLACK_WINS,
		ANNA_RESULT_DRAW, ANNA_RESULT_UNKNOWN,
	};
	for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
		const char *s = anna_game_result_str(all[i]);
		if (strlen(s) == len && memcmp(s, text, len) == 0)
			return (int)all[i];
	}
	return -1;
}

const char *anna_mate_answer_str(enum anna_mate_answer a)
{
	switch (a) {
	case ANNA_MATE_NO: return "no";
	case ANNA_MATE_YES: return "yes";
	case ANNA_MATE_UNKNOWN: return "unknown";
	}
	return "invalid";
}

/* ---- the record ---- */

enum anna_status anna_game_init(struct anna_game *game, enum anna_edition edition,
				const struct anna_position *start)
{
	if (!anna_edition_valid((int)edition))
		return ANNA_E_INVALID;
	anna_core_init();
	memset(game, 0, sizeof(*game));
	game->edition = edition;
	if (start)
		game->start = *start;
	else
		anna_position_start(&game->start);
	game->pos = game->start;
	ident_of(&game->start, &game->start_ident);
	game->start_ident_hash = game->start.key;
	game->result = ANNA_RESULT_UNKNOWN;
	return ANNA_OK;
}

void anna_game_fini(struct anna_game *game)
{
	if (!game)
		return;
	free(game->plies);
	game->plies = NULL;
	game->count = 0;
	game->capacity = 0;
	game->pos = game->start;
}

enum anna_status anna_game_copy(struct anna_game *dst, const struct anna_game *src)
{
	*dst = *src;
	dst->plies = NULL;
	dst->capacity = 0;
	if (src->count) {
		dst->plies = malloc(src->count * sizeof(*dst->plies));
		if (!dst->plies) {
			dst->count = 0;
			dst->pos = dst->start;
			return ANNA_E_NOMEM;
		}
		memcpy(dst->plies, src->plies, src->count * sizeof(*dst->plies));
		dst->capacity = src->count;
	}
	return ANNA_OK;
}

static enum anna_status illegal(struct anna_error *err, uint16_t move)
{
	char text[6];
	return anna_error_set(err, ANNA_E_ILLEGAL, ANNA_MSG_GAME_ILLEGAL_MOVE,
			      anna_move_uci(move, text));
}

/* The identity of the position with index i (0 = start, i = after ply i). */
static const struct anna_game_ident *ident_at(const struct anna_game *g, size_t i,
					      uint64_t *hash)
{
	if (i == 0) {
		*hash = g->start_ident_hash;
		return &g->start_ident;
	}
	*hash = g->plies[i - 1].ident_hash;
	return &g->plies[i - 1].ident;
}

/* The move counter of position i. */
static unsigned halfmove_at(const struct anna_game *g, size_t i)
{
	if (i == g->count)
		return g->pos.halfmove_clock;
	return g->plies[i].undo.halfmove_clock;
}

/*
 * Counts the positions j <= i (same side to move, within the plies since
 * the last capture or pawn move: no earlier position can come back) whose
 * identity is id. Writes up to max indices, oldest first.
 */
static unsigned count_ident(const struct anna_game *g, size_t i, unsigned halfmove,
			    const struct anna_game_ident *id, uint64_t hash,
			    size_t *at, size_t max)
{
	size_t window = halfmove < i ? halfmove : i;
	size_t lo = i - window;
	unsigned n = 0;
	/* Oldest first: start at the oldest index of the right parity. */
	size_t j = lo + ((i - lo) & 1);
	for (; j <= i; j += 2) {
		uint64_t h;
		const struct anna_game_ident *o = ident_at(g, j, &h);
		if (h == hash && anna_game_ident_equal(o, id)) {
			if (at && n < max)
				at[n] = j;
			n++;
		}
	}
	return n;
}

unsigned anna_game_occurrences(const struct anna_game *game, size_t i,
			       size_t *at, size_t max)
{
	if (i > game->count)
		return 0;
	uint64_t h;
	const struct anna_game_ident *id = ident_at(game, i, &h);
	return count_ident(game, i, halfmove_at(game, i), id, h, at, max);
}

/*
 * DRAW-7 (2014), interpreted: the position after ply i has appeared five
 * times, every k plies, with the same k-ply cycle of moves in between (an
 * unbroken back-and-forth repetition).
 */
static bool fivefold_consecutive(const struct anna_game *g, size_t i)
{
	unsigned hm = halfmove_at(g, i);
	size_t window = hm < i ? hm : i;
	uint64_t h;
	const struct anna_game_ident *id = ident_at(g, i, &h);
	for (size_t k = 4; 4 * k <= window; k += 2) {
		bool ok = true;
		for (size_t r = 1; r <= 4 && ok; r++) {
			uint64_t ho;
			const struct anna_game_ident *o = ident_at(g, i - r * k, &ho);
			ok = ho == h && anna_game_ident_equal(o, id);
		}
		/* Plies i-3k+1 .. i repeat the plies k before them. */
		for (size_t p = i - 3 * k + 1; p <= i && ok; p++)
			ok = g->plies[p - 1].move == g->plies[p - 1 - k].move;
		if (ok)
			return true;
	}
	return false;
}

enum anna_status anna_game_append(struct anna_game *game, uint16_t move,
				  struct anna_error *err)
{
	if (move == ANNA_MOVE_NONE || !anna_movegen_is_legal(&game->pos, move))
		return illegal(err, move);
	if (game->count == game->capacity) {
		size_t cap = game->capacity ? game->capacity * 2 : 64;
		struct anna_game_ply *p = realloc(game->plies, cap * sizeof(*p));
		if (!p)
			return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
		game->plies = p;
		game->capacity = cap;
	}
	struct anna_game_ply *ply = &game->plies[game->count];
	memset(ply, 0, sizeof(*ply));
	ply->move = move;
	ply->clock_ms = ANNA_GAME_NO_CLOCK;
	anna_position_make(&game->pos, move, &ply->undo);
	ident_of(&game->pos, &ply->ident);
	ply->ident_hash = game->pos.key;
	uint16_t moves[ANNA_MAX_MOVES];
	ply->no_moves = anna_movegen_legal(&game->pos, moves) == 0;
	ply->check = anna_position_in_check(&game->pos);
	game->count++;
	return ANNA_OK;
}

enum anna_status anna_game_take_back(struct anna_game *game)
{
	if (game->count == 0)
		return ANNA_E_STATE;
	struct anna_game_ply *ply = &game->plies[--game->count];
	anna_position_unmake(&game->pos, ply->move, &ply->undo);
	return ANNA_OK;
}

enum anna_status anna_game_position_at(const struct anna_game *game, size_t i,
				       struct anna_position *out)
{
	if (i > game->count)
		return ANNA_E_RANGE;
	struct anna_position p = game->pos;
	for (size_t j = game->count; j > i; j--)
		anna_position_unmake(&p, game->plies[j - 1].move,
				     &game->plies[j - 1].undo);
	*out = p;
	return ANNA_OK;
}

/* ---- dead positions (END-4) ---- */

/*
 * END-4 on a placement. Only the categories provably without any mate:
 * K v K, K+N v K, K+B v K, and kings with bishops (either side, any
 * number) all on squares of one colour: exactly the placements in which
 * neither colour can mate by material (anna_game_material_cannot_mate).
 */
static bool dead_board(const uint8_t board[64])
{
	return anna_game_material_cannot_mate(board, ANNA_WHITE) &&
	       anna_game_material_cannot_mate(board, ANNA_BLACK);
}

bool anna_game_dead_by_material(const struct anna_position *pos)
{
	return dead_board(pos->board);
}

/* ---- status ---- */

/* DRAW-7 at position i (i >= 1, or the start): what ends it automatically
 * under edition, ignoring checkmate precedence (the caller checks it). */
static enum anna_game_end automatic_draw(const struct anna_game *g, size_t i,
					 bool mate)
{
	if (g->edition == ANNA_EDITION_2009)
		return ANNA_END_NONE;
	/* 2014 "five consecutive alternate moves"; 2017 "five times, in
	 * any order". */
	bool five = g->edition == ANNA_EDITION_2017
			    ? anna_game_occurrences(g, i, NULL, 0) >= ANNA_GAME_FIVEFOLD
			    : fivefold_consecutive(g, i);
	if (five)
		return ANNA_END_FIVEFOLD;
	/* 75 moves by each player without pawn move or capture; a mate on
	 * the move that completes them prevails. */
	if (halfmove_at(g, i) >= ANNA_GAME_SEVENTY_FIVE_PLIES && !mate)
		return ANNA_END_SEVENTY_FIVE;
	return ANNA_END_NONE;
}

static enum anna_game_result draw_or_win(enum anna_game_end end, int side_to_move)
{
	switch (end) {
	case ANNA_END_NONE:
		return ANNA_RESULT_UNKNOWN;
	case ANNA_END_CHECKMATE:
		return side_to_move == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS
						  : ANNA_RESULT_WHITE_WINS;
	default:
		return ANNA_RESULT_DRAW;
	}
}

/* Keeps the earliest end; at the same ply the lower enum value (checkmate,
 * stalemate, dead position, fivefold, 75 moves) takes precedence. */
static void consider(struct anna_game_status *st, enum anna_game_end end, size_t at)
{
	if (end == ANNA_END_NONE)
		return;
	if (st->end == ANNA_END_NONE || at < st->end_ply ||
	    (at == st->end_ply && end < st->end)) {
		st->end = end;
		st->end_ply = at;
	}
}

static bool mated_at(const struct anna_game *g, size_t i)
{
	return i > 0 && g->plies[i - 1].no_moves && g->plies[i - 1].check;
}

void anna_game_status(const struct anna_game *game, struct anna_game_status *st)
{
	memset(st, 0, sizeof(*st));
	const struct anna_position *pos = &game->pos;
	size_t n = game->count;
	uint16_t moves[ANNA_MAX_MOVES];
	bool no_moves = anna_movegen_legal(pos, moves) == 0;
	st->check = anna_position_in_check(pos);
	st->repetitions = anna_game_occurrences(game, n, NULL, 0);
	st->halfmove_clock = pos->halfmove_clock;
	st->threefold_claimable = st->repetitions >= 3; /* DRAW-2 (b) */
	st->fifty_claimable = pos->halfmove_clock >= ANNA_GAME_FIFTY_PLIES; /* DRAW-4 (b) */
	st->end = ANNA_END_NONE;
	st->end_ply = n;

	/* END-1, END-3 */
	if (no_moves)
		consider(st, st->check ? ANNA_END_CHECKMATE : ANNA_END_STALEMATE, n);

	/* END-4: dead positions stay dead (captures only remove material),
	 * so the game ended at the first dead position of the record. */
	if (dead_board(pos->board)) {
		size_t first = n;
		uint64_t h;
		while (first > 0 && dead_board(ident_at(game, first - 1, &h)->board))
			first--;
		consider(st, ANNA_END_DEAD_POSITION, first);
	}

	if (game->edition == ANNA_EDITION_2017) {
		/* DRAW-7 2017: "any series", "in any order": the first
		 * position at which it held ended the game there. */
		for (size_t i = 0; i <= n && i <= st->end_ply; i++) {
			bool mate = i == n ? no_moves && st->check : mated_at(game, i);
			enum anna_game_end e = automatic_draw(game, i, mate);
			if (e != ANNA_END_NONE) {
				consider(st, e, i);
				break;
			}
		}
	} else if (game->edition == ANNA_EDITION_2014) {
		/* DRAW-7 2014: "the last 75 moves", "five consecutive
		 * alternate moves": only the current position counts. */
		consider(st, automatic_draw(game, n, no_moves && st->check), n);
	}
	if (st->end == ANNA_END_NONE)
		return;
	/* The side to move at the end position is the one mated. */
	int side = (int)(pos->side ^ ((n - st->end_ply) & 1));
	st->result = draw_or_win(st->end, side);
}

void anna_game_status_now(const struct anna_game *game, struct anna_game_status *st)
{
	anna_game_status(game, st);
	const struct anna_position *pos = &game->pos;
	size_t n = game->count;
	uint16_t moves[ANNA_MAX_MOVES];
	bool no_moves = anna_movegen_legal(pos, moves) == 0;
	st->end = ANNA_END_NONE;
	st->end_ply = n;
	st->result = ANNA_RESULT_UNKNOWN;
	if (no_moves)
		consider(st, st->check ? ANNA_END_CHECKMATE : ANNA_END_STALEMATE, n);
	consider(st, automatic_draw(game, n, no_moves && st->check), n);
	if (st->end != ANNA_END_NONE)
		st->result = draw_or_win(st->end, (int)pos->side);
}

enum anna_status anna_game_claims(const struct anna_game *game, uint16_t intended,
				  unsigned *claims, struct anna_error *err)
{
	unsigned c = 0;
	if (intended == ANNA_MOVE_NONE) {
		if (anna_game_occurrences(game, game->count, NULL, 0) >= 3)
			c |= ANNA_CLAIM_REPETITION;
		if (game->pos.halfmove_clock >= ANNA_GAME_FIFTY_PLIES)
			c |= ANNA_CLAIM_FIFTY;
		*claims = c;
		return ANNA_OK;
	}
	if (!anna_movegen_is_legal(&game->pos, intended))
		return illegal(err, intended);
	/* DRAW-2 (a) / DRAW-4 (a): the position and counter the written
	 * intended move will produce. */
	struct anna_position p = game->pos;
	struct anna_undo u;
	anna_position_make(&p, intended, &u);
	struct anna_game_ident id;
	ident_of(&p, &id);
	/* The new position would be index count + 1; earlier ones of the
	 * same side to move are count - 1, count - 3, ... back to
	 * count + 1 - counter. */
	unsigned n = 1;
	if (game->count >= 1 && p.halfmove_clock >= 2)
		n += count_ident(game, game->count - 1, p.halfmove_clock - 2u, &id,
				 p.key, NULL, 0);
	if (n >= 3)
		c |= ANNA_CLAIM_REPETITION;
	if (p.halfmove_clock >= ANNA_GAME_FIFTY_PLIES)
		c |= ANNA_CLAIM_FIFTY;
	*claims = c;
	return ANNA_OK;
}
