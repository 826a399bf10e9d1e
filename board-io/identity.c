/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/identity.c: moves from a board that knows every piece
 * (board-io/identity.h).
 */
#include "board-io/identity.h"

#include <string.h>

#include "board-io/dgt.h"
#include "core/movegen.h"

const char *anna_identity_state_str(enum anna_identity_state state)
{
	switch (state) {
	case ANNA_IDENTITY_IDLE: return "idle";
	case ANNA_IDENTITY_MOVING: return "moving";
	case ANNA_IDENTITY_MADE: return "made";
	case ANNA_IDENTITY_PROMOTION: return "promotion";
	case ANNA_IDENTITY_ILLEGAL: return "illegal";
	case ANNA_IDENTITY_WRONG: return "wrong";
	}
	return "unknown";
}

static bool same(const uint8_t a[64], const uint8_t b[64])
{
	return memcmp(a, b, 64) == 0;
}

/* The board shows one piece moved from one square to another (or a king
 * and its rook as in castling), nothing else changed: its squares. */
static bool one_piece_moved(const struct anna_identity *id, int *from, int *to, bool *castling)
{
	const uint8_t *b = id->settled, *p = id->pos.board;
	int vacated[3], changed[3], nv = 0, nc = 0;
	for (int sq = 0; sq < 64; sq++) {
		if (b[sq] == p[sq])
			continue;
		if (b[sq] == ANNA_NO_PIECE) {
			if (nv == 2)
				return false;
			vacated[nv++] = sq;
		} else {
			if (nc == 2 || b[sq] == ANNA_DGT_FOREIGN)
				return false;
			changed[nc++] = sq;
		}
	}
	if (nv == 1 && nc == 1 && b[changed[0]] == p[vacated[0]]) {
		*from = vacated[0];
		*to = changed[0];
		*castling = false;
		return true;
	}
	if (nv == 2 && nc == 2) {
		int k = ANNA_PIECE_TYPE(p[vacated[0]]) == ANNA_KING ? vacated[0] : vacated[1];
		int r = k == vacated[0] ? vacated[1] : vacated[0];
		if (ANNA_PIECE_TYPE(p[k]) != ANNA_KING || p[r] != ANNA_PIECE(ANNA_PIECE_COLOR(p[k]), ANNA_ROOK) ||
		    ANNA_SQ_RANK(k) != ANNA_SQ_RANK(r) || ANNA_SQ_FILE(k) != 4 ||
		    (ANNA_SQ_FILE(r) != 0 && ANNA_SQ_FILE(r) != 7))
			return false;
		int kto = r > k ? k + 2 : k - 2, rto = r > k ? k + 1 : k - 1;
		if (b[kto] != p[k] || b[rto] != p[r] || p[kto] || p[rto])
			return false;
		*from = k;
		*to = kto;
		*castling = true;
		return true;
	}
	return false;
}

static void classify(struct anna_identity *id)
{
	struct anna_identity_result *r = &id->now;
	memset(r, 0, sizeof(*r));
	if (same(id->settled, id->pos.board)) {
		r->state = ANNA_IDENTITY_IDLE;
		return;
	}
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(&id->pos, moves);
	uint16_t promo = ANNA_MOVE_NONE;
	for (size_t i = 0; i < n; i++) {
		struct anna_position after = id->pos;
		struct anna_undo u;
		anna_position_make(&after, moves[i], &u);
		if (same(id->settled, after.board)) {
			r->move = moves[i];
			r->state = id->mode == ANNA_INFER_EXECUTE && moves[i] != id->expected
				? ANNA_IDENTITY_WRONG : ANNA_IDENTITY_MADE;
			return;
		}
		if (anna_move_is_promotion(moves[i]) && !promo) {
			/* the pawn on the last rank, its piece not yet there */
			int to = anna_move_to(moves[i]);
			after.board[to] = id->pos.board[anna_move_from(moves[i])];
			if (same(id->settled, after.board))
				promo = moves[i];
		}
	}
	if (promo) {
		r->state = ANNA_IDENTITY_PROMOTION;
		r->move = anna_move_new(anna_move_from(promo), anna_move_to(promo),
					(anna_move_flags(promo) & ANNA_MF_CAPTURE) | ANNA_MF_PROMOTION | 3);
		return;
	}
	int from, to;
	bool castling;
	if (one_piece_moved(id, &from, &to, &castling)) {
		r->state = id->mode == ANNA_INFER_EXECUTE ? ANNA_IDENTITY_WRONG : ANNA_IDENTITY_ILLEGAL;
		anna_infer_describe(&id->pos, from, to, castling, &r->physical);
		return;
	}
	r->state = ANNA_IDENTITY_MOVING;
}

void anna_identity_init(struct anna_identity *id, unsigned window_ms)
{
	memset(id, 0, sizeof(*id));
	id->window_ms = window_ms;
	anna_position_start(&id->pos);
	id->mode = ANNA_INFER_OWN;
	classify(id);
}

enum anna_status anna_identity_start(struct anna_identity *id, const struct anna_position *pos,
				     enum anna_infer_mode mode, uint16_t expected)
{
	if (mode == ANNA_INFER_EXECUTE && !anna_movegen_is_legal(pos, expected))
		return ANNA_E_ILLEGAL;
	id->pos = *pos;
	id->mode = mode;
	id->expected = mode == ANNA_INFER_EXECUTE ? expected : ANNA_MOVE_NONE;
	classify(id);
	return ANNA_OK;
}

void anna_identity_board(struct anna_identity *id, const uint8_t pieces[64])
{
	memcpy(id->raw, pieces, 64);
	memcpy(id->settled, pieces, 64);
	id->pending = false;
	classify(id);
}

void anna_identity_square(struct anna_identity *id, int sq, uint8_t piece, uint64_t now_ms)
{
	if (sq < 0 || sq > 63)
		return;
	id->raw[sq] = piece;
	id->changed_ms = now_ms;
	id->pending = !same(id->raw, id->settled);
}

bool anna_identity_deadline(const struct anna_identity *id, uint64_t *deadline_ms)
{
	if (!id->pending)
		return false;
	*deadline_ms = id->changed_ms + id->window_ms;
	return true;
}

bool anna_identity_flush(struct anna_identity *id)
{
	if (!id->pending)
		return false;
	memcpy(id->settled, id->raw, 64);
	id->pending = false;
	classify(id);
	return true;
}

bool anna_identity_advance(struct anna_identity *id, uint64_t now_ms)
{
	uint64_t t;
	if (!anna_identity_deadline(id, &t) || t > now_ms)
		return false;
	return anna_identity_flush(id);
}

const struct anna_identity_result *anna_identity_result(const struct anna_identity *id)
{
	return &id->now;
}

void anna_identity_placement(const struct anna_identity *id, struct anna_position *out)
{
	anna_position_clear(out);
	for (int sq = 0; sq < 64; sq++)
		if (id->settled[sq] != ANNA_NO_PIECE && id->settled[sq] != ANNA_DGT_FOREIGN)
			anna_position_set_piece(out, sq, id->settled[sq]);
}

bool anna_identity_shows(const struct anna_identity *id, const struct anna_position *target)
{
	return same(id->settled, target->board);
}

size_t anna_identity_corrections(const struct anna_identity *id,
				 const struct anna_position *target,
				 struct anna_correction out[ANNA_CORRECTIONS_MAX])
{
	size_t n = 0;
	for (int sq = 0; sq < 64; sq++) {
		if (id->settled[sq] != ANNA_DGT_FOREIGN)
			continue;
		/* something that is no chess man: take it away first */
		out[n].kind = ANNA_CORRECTION_REMOVE;
		out[n].from = (uint8_t)sq;
		out[n].to = ANNA_NO_SQ;
		out[n].piece = 0;
		out[n].back = false;
		n++;
	}
	struct anna_position board;
	struct anna_correction rest[ANNA_CORRECTIONS_MAX];
	anna_identity_placement(id, &board);
	size_t m = anna_correction_between(&board, target, rest);
	for (size_t i = 0; i < m && n < ANNA_CORRECTIONS_MAX; i++)
		out[n++] = rest[i];
	return n;
}
