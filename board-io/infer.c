/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/infer.c: the move-inference state machine.
 */
#include "board-io/infer.h"

#include <stdlib.h>
#include <string.h>

const char *anna_infer_state_str(enum anna_infer_state state)
{
	switch (state) {
	case ANNA_INFER_S_IDLE: return "idle";
	case ANNA_INFER_S_TOUCHED: return "touched";
	case ANNA_INFER_S_MOVING: return "moving";
	case ANNA_INFER_S_MADE: return "made";
	case ANNA_INFER_S_PROMOTION: return "promotion";
	case ANNA_INFER_S_AMBIGUOUS: return "ambiguous";
	case ANNA_INFER_S_ILLEGAL: return "illegal";
	case ANNA_INFER_S_WRONG: return "wrong";
	case ANNA_INFER_S_DONE: return "done";
	}
	return "?";
}

const char *anna_infer_event_str(enum anna_infer_event event)
{
	switch (event) {
	case ANNA_INFER_EV_LIFT: return "lift";
	case ANNA_INFER_EV_SEAT: return "seat";
	case ANNA_INFER_EV_PIECE: return "piece";
	case ANNA_INFER_EV_CHOOSE: return "choose";
	case ANNA_INFER_EV_CONCLUDE: return "conclude";
	}
	return "?";
}

#define BIT(sq) (1ull << (sq))

/* The square of the pawn an en passant capture takes. */
static int ep_victim(uint16_t m)
{
	return ANNA_SQ(ANNA_SQ_FILE(anna_move_to(m)), ANNA_SQ_RANK(anna_move_from(m)));
}

/* The rook's from and to squares of a castling move. */
static void castle_rook(uint16_t m, int *rfrom, int *rto)
{
	int k = anna_move_from(m);
	if (anna_move_flags(m) == ANNA_MF_CASTLE_KING) {
		*rfrom = k + 3;
		*rto = k + 1;
	} else {
		*rfrom = k - 4;
		*rto = k - 1;
	}
}

/* Holes of occ after move m. */
static uint64_t result_of(uint64_t occ, uint16_t m)
{
	int from = anna_move_from(m), to = anna_move_to(m);
	occ = (occ & ~BIT(from)) | BIT(to);
	if (anna_move_is_en_passant(m)) {
		occ &= ~BIT(ep_victim(m));
	} else if (anna_move_is_castling(m)) {
		int rf, rt;
		castle_rook(m, &rf, &rt);
		occ = (occ & ~BIT(rf)) | BIT(rt);
	}
	return occ;
}

/* The holes a move changes or must empty and refill. */
static uint64_t squares_of(uint16_t m)
{
	uint64_t s = BIT(anna_move_from(m)) | BIT(anna_move_to(m));
	if (anna_move_is_en_passant(m)) {
		s |= BIT(ep_victim(m));
	} else if (anna_move_is_castling(m)) {
		int rf, rt;
		castle_rook(m, &rf, &rt);
		s |= BIT(rf) | BIT(rt);
	}
	return s;
}

/* Does the order of events fit move i (a capture's hole emptied and
 * refilled after the capturing piece was lifted)? */
static bool lifts_fit(const struct anna_infer *inf, size_t i)
{
	uint16_t m = inf->moves[i];
	if (anna_move_is_capture(m) && !anna_move_is_en_passant(m)) {
		/* VI-7 (a): the captured piece left its hole, and the hole was
		 * filled again after the capturing piece was lifted; a promoted
		 * piece comes from outside the board and may be seated before
		 * the pawn leaves (TCH-7, 2014/2017). */
		int from = anna_move_from(m), to = anna_move_to(m);
		if (!(inf->lifted & BIT(to)))
			return false;
		return anna_move_is_promotion(m) ||
		       inf->last_seat[to] > inf->first_lift[from];
	}
	return true;
}

/* Do the holes and the order of events show move i? */
static bool shows(const struct anna_infer *inf, size_t i)
{
	return inf->result[i] == inf->occupancy && lifts_fit(inf, i);
}

static bool shows_move(const struct anna_infer *inf, uint16_t m)
{
	for (size_t i = 0; i < inf->n_moves; i++)
		if (inf->moves[i] == m)
			return shows(inf, i);
	return false;
}

enum anna_status anna_infer_start(struct anna_infer *inf,
				  const struct anna_position *pos,
				  enum anna_infer_mode mode, uint16_t expected,
				  uint64_t occupancy)
{
	if (mode == ANNA_INFER_EXECUTE && !anna_movegen_is_legal(pos, expected))
		return ANNA_E_ILLEGAL;
	memset(inf, 0, offsetof(struct anna_infer, moves));
	inf->pos = *pos;
	inf->mode = mode;
	inf->expected = mode == ANNA_INFER_EXECUTE ? expected : ANNA_MOVE_NONE;
	inf->start = anna_guidance_occupancy(pos);
	inf->occupancy = occupancy;
	for (int sq = 0; sq < 64; sq++) {
		bool known = (occupancy & BIT(sq)) && pos->board[sq];
		inf->believed[sq] = known ? pos->board[sq] : 0;
		inf->origin[sq] = known ? (uint8_t)sq : ANNA_NO_SQ;
	}
	inf->promotion = ANNA_NO_TYPE;
	inf->n_moves = anna_movegen_legal(pos, inf->moves);
	for (size_t i = 0; i < inf->n_moves; i++)
		inf->result[i] = result_of(inf->start, inf->moves[i]);
	anna_evidence_clear(&inf->evidence);
	memset(&inf->now, 0, sizeof(inf->now));
	inf->now.state = occupancy == inf->start ? ANNA_INFER_S_IDLE : ANNA_INFER_S_MOVING;
	return ANNA_OK;
}

/* TCH-3, TCH-6, VI-6: what lifting the piece in hole sq obliges to. */
static enum anna_touch touch_of(const struct anna_infer *inf, int sq, uint8_t piece)
{
	if (inf->mode == ANNA_INFER_EXECUTE)
		return ANNA_TOUCH_EXECUTING;
	if (inf->lifted & BIT(sq))
		return ANNA_TOUCH_AGAIN;
	if (!piece)
		return ANNA_TOUCH_UNKNOWN;
	if (inf->pos.board[sq] != piece)
		return ANNA_TOUCH_AGAIN; /* a piece moved this turn */
	bool own = ANNA_PIECE_COLOR(piece) == inf->pos.side;
	for (size_t i = 0; i < inf->n_moves; i++) {
		uint16_t m = inf->moves[i];
		if (own && anna_move_from(m) == sq)
			return ANNA_TOUCH_OWN_MOVABLE;
		if (!own && anna_move_is_capture(m) &&
		    (anna_move_is_en_passant(m) ? ep_victim(m) : anna_move_to(m)) == sq)
			return ANNA_TOUCH_ENEMY_CAPTURABLE;
	}
	return own ? ANNA_TOUCH_OWN_IMMOVABLE : ANNA_TOUCH_ENEMY_SAFE;
}

/* The legal move from -> to, or ANNA_MOVE_NONE (promotions: any piece). */
static uint16_t legal_between(const struct anna_infer *inf, int from, int to)
{
	for (size_t i = 0; i < inf->n_moves; i++)
		if (anna_move_from(inf->moves[i]) == from && anna_move_to(inf->moves[i]) == to)
			return inf->moves[i];
	return ANNA_MOVE_NONE;
}

/* Is rfrom -> rto the rook's part of a legal castling whose king is in
 * the hand too? */
static bool castles_with(const struct anna_infer *inf, int rfrom, int rto)
{
	for (size_t i = 0; i < inf->n_moves; i++) {
		uint16_t m = inf->moves[i];
		int rf, rt;
		if (!anna_move_is_castling(m))
			continue;
		castle_rook(m, &rf, &rt);
		if (rf != rfrom || rt != rto)
			continue;
		for (int h = 0; h < inf->n_hand; h++)
			if (inf->hand[h].origin == anna_move_from(m))
				return true;
	}
	return false;
}

/*
 * Follows the pieces: which piece goes into hole sq? In order: an own
 * piece in hand that can move there (the capturing piece, not the one it
 * took; a promoted piece is new, so unknown); the piece lifted from sq
 * itself (put back); the piece in hand when all in hand are alike.
 * Otherwise unknown (0), and the hand is left as it is.
 */
static uint8_t seat_piece(struct anna_infer *inf, int sq, uint8_t *origin)
{
	int pick = -1, movers = 0;
	uint8_t piece;
	*origin = ANNA_NO_SQ;
	for (int i = inf->n_hand - 1; i >= 0; i--) {
		const struct anna_infer_hand *h = &inf->hand[i];
		if (!h->piece || h->origin >= 64 ||
		    ANNA_PIECE_COLOR(h->piece) != inf->pos.side)
			continue;
		uint16_t m = legal_between(inf, h->origin, sq);
		if (m == ANNA_MOVE_NONE)
			continue;
		movers++;
		if (pick < 0 || anna_move_is_castling(m) || castles_with(inf, h->origin, sq))
			pick = i;
	}
	if (movers > 1 && !anna_move_is_castling(legal_between(inf, inf->hand[pick].origin, sq)) &&
	    !castles_with(inf, inf->hand[pick].origin, sq))
		return 0; /* two own pieces could have gone there */
	for (int i = inf->n_hand - 1; i >= 0 && pick < 0; i--)
		if (inf->hand[i].origin == sq)
			pick = i;
	if (pick < 0 && inf->n_hand > 0) {
		pick = inf->n_hand - 1;
		for (int i = 0; i < inf->n_hand; i++)
			if (inf->hand[i].piece != inf->hand[pick].piece)
				return 0;
	}
	if (pick < 0)
		return 0;
	piece = inf->hand[pick].piece;
	*origin = inf->hand[pick].origin;
	if (*origin < 64 && *origin != sq &&
	    anna_move_is_promotion(legal_between(inf, *origin, sq))) {
		/* the pawn leaves; the piece seated comes from the box */
		piece = 0;
		*origin = ANNA_NO_SQ;
	}
	memmove(&inf->hand[pick], &inf->hand[pick + 1],
		(size_t)(inf->n_hand - pick - 1) * sizeof(inf->hand[0]));
	inf->n_hand--;
	return piece;
}

static void track(struct anna_infer *inf, const struct anna_square_event *ev)
{
	int sq = ev->sq & 63;
	struct anna_touch_entry e = { .time_ms = ev->time_ms, .sq = (uint8_t)sq,
				      .lifted = !ev->occupied };
	inf->seq++;
	if (ev->occupied) {
		inf->occupancy |= BIT(sq);
		inf->last_seat[sq] = inf->seq;
		e.piece = inf->believed[sq] = seat_piece(inf, sq, &inf->origin[sq]);
		e.touch = ANNA_TOUCH_NONE;
	} else {
		inf->occupancy &= ~BIT(sq);
		e.piece = inf->believed[sq];
		e.touch = (uint8_t)touch_of(inf, sq, e.piece);
		if (!inf->first_lift[sq])
			inf->first_lift[sq] = inf->seq;
		inf->lifted |= BIT(sq);
		if (inf->n_hand < 64)
			inf->hand[inf->n_hand++] = (struct anna_infer_hand){ e.piece,
									     inf->origin[sq] };
		inf->believed[sq] = 0;
		inf->origin[sq] = ANNA_NO_SQ;
	}
	anna_evidence_add(&inf->evidence, &e);
}

static bool aligned(enum anna_piece_type t, int from, int to)
{
	int df = ANNA_SQ_FILE(to) - ANNA_SQ_FILE(from);
	int dr = ANNA_SQ_RANK(to) - ANNA_SQ_RANK(from);
	bool straight = df == 0 || dr == 0;
	bool diagonal = abs(df) == abs(dr);
	return (t == ANNA_ROOK && straight) || (t == ANNA_BISHOP && diagonal) ||
	       (t == ANNA_QUEEN && (straight || diagonal));
}

/* Whether the piece on from reaches to by its pattern in pos, and if not,
 * whether something stands in the way. */
static enum anna_illegal_reason pattern_reason(const struct anna_position *pos,
					       int from, int to, bool capture)
{
	uint8_t piece = pos->board[from];
	int color = ANNA_PIECE_COLOR(piece);
	enum anna_piece_type t = ANNA_PIECE_TYPE(piece);
	uint64_t occ = anna_guidance_occupancy(pos);
	if (t == ANNA_PAWN) {
		int dir = color == ANNA_WHITE ? 8 : -8;
		int df = abs(ANNA_SQ_FILE(to) - ANNA_SQ_FILE(from));
		if (capture)
			return (df == 1 && to - from == dir + (ANNA_SQ_FILE(to) -
					ANNA_SQ_FILE(from))) ? ANNA_ILLEGAL_SELF_CHECK
							     : ANNA_ILLEGAL_PATTERN;
		int home = color == ANNA_WHITE ? 1 : 6;
		if (df == 0 && to - from == dir)
			return ANNA_ILLEGAL_SELF_CHECK;
		if (df == 0 && to - from == 2 * dir && ANNA_SQ_RANK(from) == home)
			return (occ & BIT(from + dir)) ? ANNA_ILLEGAL_BLOCKED
						       : ANNA_ILLEGAL_SELF_CHECK;
		return ANNA_ILLEGAL_PATTERN;
	}
	if (anna_position_attackers(pos, to, color) & BIT(from))
		return ANNA_ILLEGAL_SELF_CHECK;
	return aligned(t, from, to) ? ANNA_ILLEGAL_BLOCKED : ANNA_ILLEGAL_PATTERN;
}

/* Why castling with the king on k towards rook square r is not legal. */
static enum anna_illegal_reason castle_reason(const struct anna_position *pos,
					      int k, int r)
{
	int color = pos->side;
	bool king_side = r > k;
	int right = color == ANNA_WHITE ? (king_side ? ANNA_CASTLE_WK : ANNA_CASTLE_WQ)
					: (king_side ? ANNA_CASTLE_BK : ANNA_CASTLE_BQ);
	if (!(pos->castling & right))
		return ANNA_ILLEGAL_CASTLE_RIGHTS;
	uint64_t occ = anna_guidance_occupancy(pos);
	for (int s = (k < r ? k : r) + 1; s < (k < r ? r : k); s++)
		if (occ & BIT(s))
			return ANNA_ILLEGAL_CASTLE_BLOCKED;
	if (anna_position_in_check(pos))
		return ANNA_ILLEGAL_CASTLE_IN_CHECK;
	int step = king_side ? 1 : -1;
	for (int s = k + step; s != k + 3 * step; s += step)
		if (anna_position_attackers(pos, s, !color))
			return ANNA_ILLEGAL_CASTLE_THROUGH;
	return ANNA_ILLEGAL_SELF_CHECK;
}

static bool is_castle_home(const struct anna_position *pos, int k, int r)
{
	int rank = pos->side == ANNA_WHITE ? 0 : 7;
	return pos->board[k] == ANNA_PIECE(pos->side, ANNA_KING) &&
	       k == ANNA_SQ(4, rank) &&
	       (r == ANNA_SQ(0, rank) || r == ANNA_SQ(7, rank)) &&
	       pos->board[r] == ANNA_PIECE(pos->side, ANNA_ROOK);
}

void anna_infer_describe(const struct anna_position *pos, int from, int to, bool castling,
			 struct anna_physical_move *pm)
{
	memset(pm, 0, sizeof(*pm));
	pm->from = (uint8_t)from;
	pm->to = (uint8_t)to;
	pm->piece = pos->board[from];
	if (castling) {
		pm->castling = true;
		pm->reason = castle_reason(pos, from, to > from ? from + 3 : from - 4);
		return;
	}
	pm->captured = pos->board[to];
	if (ANNA_PIECE_COLOR(pm->piece) != pos->side)
		pm->reason = ANNA_ILLEGAL_NOT_OWN_PIECE;
	else if (pm->captured && ANNA_PIECE_COLOR(pm->captured) == pos->side)
		pm->reason = ANNA_ILLEGAL_OWN_CAPTURE;
	else if (ANNA_PIECE_TYPE(pm->piece) == ANNA_KING && !pm->captured &&
		 abs(to - from) == 2 && ANNA_SQ_RANK(to) == ANNA_SQ_RANK(from) &&
		 is_castle_home(pos, from, to > from ? from + 3 : from - 4)) {
		int r = to > from ? from + 3 : from - 4;
		enum anna_illegal_reason why = castle_reason(pos, from, r);
		/* Castling would be legal: only the rook is missing. */
		pm->reason = why == ANNA_ILLEGAL_SELF_CHECK &&
					     anna_movegen_is_legal(pos,
						anna_move_new(from, to,
							to > from ? ANNA_MF_CASTLE_KING
								  : ANNA_MF_CASTLE_QUEEN))
				     ? ANNA_ILLEGAL_CASTLE_ROOK : why;
	} else if (ANNA_PIECE_TYPE(pm->piece) == ANNA_PAWN && !pm->captured &&
		   anna_movegen_is_legal(pos, anna_move_new(from, to, ANNA_MF_EN_PASSANT))) {
		/* En passant would be legal: only the pawn it takes is left. */
		pm->reason = ANNA_ILLEGAL_EN_PASSANT_PAWN;
	} else {
		pm->reason = pattern_reason(pos, from, to, pm->captured != 0);
	}
}

/*
 * The board shows one piece moved (or a king and rook castled) and no
 * legal move: describe it (ILL-12: in competition it is reported as it
 * was made). False when the holes do not read as one physical move.
 */
static bool describe(const struct anna_infer *inf, struct anna_physical_move *pm)
{
	const struct anna_position *pos = &inf->pos;
	uint64_t vacated = inf->start & ~inf->occupancy;
	uint64_t filled = inf->occupancy & ~inf->start;
	int nv = __builtin_popcountll(vacated), nf = __builtin_popcountll(filled);
	memset(pm, 0, sizeof(*pm));
	if (nv == 1 && nf <= 1) {
		int from = __builtin_ctzll(vacated);
		int to = -1;
		if (nf == 1) {
			to = __builtin_ctzll(filled);
		} else {
			/* A capture: the one hole emptied and filled again
			 * after the piece was lifted. */
			uint64_t cand = 0;
			for (uint64_t l = inf->lifted & inf->occupancy & inf->start; l;
			     l &= l - 1) {
				int s = __builtin_ctzll(l);
				if (inf->last_seat[s] > inf->first_lift[from])
					cand |= BIT(s);
			}
			if (__builtin_popcountll(cand) != 1)
				return false;
			to = __builtin_ctzll(cand);
		}
		anna_infer_describe(pos, from, to, false, pm);
		return true;
	}
	if (nv == 2 && nf == 2) {
		/* King and rook moved like a castling. */
		int a = __builtin_ctzll(vacated);
		int b = 63 - __builtin_clzll(vacated);
		int k = pos->board[a] == ANNA_PIECE(pos->side, ANNA_KING) ? a : b;
		int r = k == a ? b : a;
		if (!is_castle_home(pos, k, r))
			return false;
		int kto = r > k ? k + 2 : k - 2, rto = r > k ? k + 1 : k - 1;
		if (filled != (BIT(kto) | BIT(rto)))
			return false;
		anna_infer_describe(pos, k, kto, true, pm);
		return true;
	}
	return false;
}

static void classify_own(struct anna_infer *inf)
{
	struct anna_infer_result *r = &inf->now;
	size_t n = 0;
	uint16_t found[ANNA_INFER_MAX_CANDIDATES];
	bool one_promotion = true;
	for (size_t i = 0; i < inf->n_moves; i++) {
		if (!shows(inf, i))
			continue;
		uint16_t m = inf->moves[i];
		if (n > 0 && (anna_move_from(m) != anna_move_from(found[0]) ||
			      anna_move_to(m) != anna_move_to(found[0]) ||
			      !anna_move_is_promotion(m)))
			one_promotion = false;
		if (n < ANNA_INFER_MAX_CANDIDATES)
			found[n] = m;
		n++;
	}
	if (n == 1 && !anna_move_is_promotion(found[0])) {
		r->state = ANNA_INFER_S_MADE;
		r->move = found[0];
	} else if (n > 0 && one_promotion && anna_move_is_promotion(found[0])) {
		/* VI-4: the piece must be named; the board cannot tell. */
		uint16_t m = found[0];
		int from = anna_move_from(m), to = anna_move_to(m);
		bool cap = anna_move_is_capture(m);
		if (inf->promotion != ANNA_NO_TYPE) {
			r->state = ANNA_INFER_S_MADE;
			r->move = anna_move_new(from, to,
				anna_move_promotion_flags(inf->promotion, cap));
		} else {
			r->state = ANNA_INFER_S_PROMOTION;
			r->move = anna_move_new(from, to,
				anna_move_promotion_flags(ANNA_QUEEN, cap));
		}
	} else if (n > 1) {
		if (inf->chosen) {
			for (size_t i = 0; i < n && i < ANNA_INFER_MAX_CANDIDATES; i++)
				if (found[i] == inf->chosen) {
					r->state = ANNA_INFER_S_MADE;
					r->move = inf->chosen;
					return;
				}
		}
		r->state = ANNA_INFER_S_AMBIGUOUS;
		r->n_candidates = n < ANNA_INFER_MAX_CANDIDATES ? n : ANNA_INFER_MAX_CANDIDATES;
		memcpy(r->candidates, found, r->n_candidates * sizeof(found[0]));
	} else if (describe(inf, &r->physical)) {
		r->state = ANNA_INFER_S_ILLEGAL;
	} else {
		r->state = ANNA_INFER_S_MOVING;
	}
}

/* Holes whose piece is known and is not the game position's. */
static uint64_t misplaced(const struct anna_infer *inf)
{
	uint64_t b = 0;
	for (uint64_t o = inf->occupancy & inf->start; o; o &= o - 1) {
		int sq = __builtin_ctzll(o);
		if (inf->believed[sq] && inf->believed[sq] != inf->pos.board[sq])
			b |= BIT(sq);
	}
	return b;
}

static void classify_execute(struct anna_infer *inf)
{
	struct anna_infer_result *r = &inf->now;
	uint64_t outside = ~squares_of(inf->expected);
	r->move = inf->expected;
	if (shows_move(inf, inf->expected))
		r->state = ANNA_INFER_S_MADE;
	else if (((inf->occupancy ^ inf->start) | misplaced(inf)) & outside)
		r->state = ANNA_INFER_S_WRONG; /* a hole outside the move changed */
	else
		r->state = ANNA_INFER_S_MOVING;
}

/* Works out the state from the holes and the events so far. */
static void classify(struct anna_infer *inf)
{
	struct anna_infer_result *r = &inf->now;
	memset(r, 0, sizeof(*r));
	if (inf->occupancy == inf->start) {
		r->state = inf->lifted ? ANNA_INFER_S_TOUCHED : ANNA_INFER_S_IDLE;
		return;
	}
	if (inf->mode == ANNA_INFER_EXECUTE)
		classify_execute(inf);
	else
		classify_own(inf);
}

/* The one switch: state x event. */
static enum anna_status step(struct anna_infer *inf, enum anna_infer_event event,
			     const struct anna_square_event *sq_ev,
			     enum anna_piece_type piece, uint16_t move)
{
	enum anna_infer_state s = inf->now.state;
	if (s == ANNA_INFER_S_DONE)
		return ANNA_E_STATE; /* a new ply needs anna_infer_start() */
	switch (event) {
	case ANNA_INFER_EV_LIFT:
	case ANNA_INFER_EV_SEAT:
		track(inf, sq_ev);
		inf->chosen = ANNA_MOVE_NONE;
		classify(inf);
		return ANNA_OK;
	case ANNA_INFER_EV_PIECE:
		if (piece < ANNA_KNIGHT || piece > ANNA_QUEEN)
			return ANNA_E_INVALID;
		/* VI-4: the digit may come before anna asks. */
		inf->promotion = piece;
		if (s == ANNA_INFER_S_PROMOTION || s == ANNA_INFER_S_MADE)
			classify(inf);
		return ANNA_OK;
	case ANNA_INFER_EV_CHOOSE:
		if (s != ANNA_INFER_S_AMBIGUOUS)
			return ANNA_E_STATE;
		for (size_t i = 0; i < inf->now.n_candidates; i++)
			if (inf->now.candidates[i] == move) {
				inf->chosen = move;
				classify(inf);
				return ANNA_OK;
			}
		return ANNA_E_INVALID;
	case ANNA_INFER_EV_CONCLUDE:
		switch (s) {
		case ANNA_INFER_S_MADE:
		case ANNA_INFER_S_ILLEGAL:
			inf->now.state = ANNA_INFER_S_DONE;
			inf->now.final = true;
			return ANNA_OK;
		case ANNA_INFER_S_IDLE:
		case ANNA_INFER_S_TOUCHED:
		case ANNA_INFER_S_MOVING:
		case ANNA_INFER_S_PROMOTION:
		case ANNA_INFER_S_AMBIGUOUS:
		case ANNA_INFER_S_WRONG:
			return ANNA_OK; /* the state says what is missing */
		case ANNA_INFER_S_DONE:
			break;
		}
		break;
	}
	return ANNA_E_STATE;
}

enum anna_status anna_infer_square(struct anna_infer *inf,
				   const struct anna_square_event *ev)
{
	if (ev->sq >= 64)
		return ANNA_E_RANGE;
	bool was = (inf->occupancy >> ev->sq) & 1;
	if (was == ev->occupied && inf->now.state != ANNA_INFER_S_DONE)
		return ANNA_OK; /* no change: a repeated report */
	return step(inf, ev->occupied ? ANNA_INFER_EV_SEAT : ANNA_INFER_EV_LIFT, ev,
		    ANNA_NO_TYPE, ANNA_MOVE_NONE);
}

enum anna_status anna_infer_piece(struct anna_infer *inf, enum anna_piece_type type)
{
	return step(inf, ANNA_INFER_EV_PIECE, NULL, type, ANNA_MOVE_NONE);
}

enum anna_status anna_infer_choose(struct anna_infer *inf, uint16_t move)
{
	return step(inf, ANNA_INFER_EV_CHOOSE, NULL, ANNA_NO_TYPE, move);
}

enum anna_status anna_infer_conclude(struct anna_infer *inf)
{
	return step(inf, ANNA_INFER_EV_CONCLUDE, NULL, ANNA_NO_TYPE, ANNA_MOVE_NONE);
}

const struct anna_infer_result *anna_infer_result(const struct anna_infer *inf)
{
	return &inf->now;
}

const struct anna_evidence *anna_infer_evidence(const struct anna_infer *inf)
{
	return &inf->evidence;
}

/* Where the piece that stood on origin in the game position belongs once
 * move via is made (ANNA_MOVE_NONE: where it stood): the moving piece on
 * the move's square, a castling rook on its own; a captured piece leaves
 * the board (ANNA_GUIDANCE_OFF). ANNA_NO_SQ stays unknown. */
static int home_after(int origin, uint16_t via)
{
	if (origin >= 64 || via == ANNA_MOVE_NONE)
		return origin;
	if (origin == anna_move_from(via))
		return anna_move_to(via);
	if (anna_move_is_en_passant(via) ? origin == ep_victim(via)
					 : origin == anna_move_to(via))
		return ANNA_GUIDANCE_OFF;
	if (anna_move_is_castling(via)) {
		int rf, rt;
		castle_rook(via, &rf, &rt);
		if (origin == rf)
			return rt;
	}
	return origin;
}

size_t anna_infer_corrections(const struct anna_infer *inf,
			      struct anna_correction out[ANNA_GUIDANCE_MAX])
{
	struct anna_position target = inf->pos;
	struct anna_undo undo;
	uint16_t via = ANNA_MOVE_NONE;
	if (inf->mode == ANNA_INFER_EXECUTE) {
		via = inf->expected;
	} else if (inf->now.state == ANNA_INFER_S_MADE ||
		   inf->now.state == ANNA_INFER_S_DONE) {
		via = inf->now.move;
	} else if (inf->now.state == ANNA_INFER_S_MOVING) {
		/* A legal move complete on its own squares, with holes
		 * elsewhere wrong (a peg knocked out on the way): keep the
		 * move and correct the rest, if that is less to do than going
		 * back. An illegal move is never completed this way: that
		 * would hint at a legal one (ARB-3). */
		int best = __builtin_popcountll(inf->occupancy ^ inf->start);
		for (size_t i = 0; i < inf->n_moves; i++) {
			uint64_t diff = inf->occupancy ^ inf->result[i];
			int d = __builtin_popcountll(diff);
			if (d < best && !(diff & squares_of(inf->moves[i])) &&
			    lifts_fit(inf, i)) {
				best = d;
				via = inf->moves[i];
			}
		}
	}
	if (via != ANNA_MOVE_NONE)
		anna_position_make(&target, via, &undo);
	/* Once the board shows the move, the holes decide: which piece went
	 * where is anna's guess and must not contradict a made move. */
	if (inf->now.state == ANNA_INFER_S_MADE || inf->now.state == ANNA_INFER_S_DONE)
		return anna_guidance_diff(&target, inf->occupancy, NULL, out);
	uint8_t home[64];
	struct anna_guidance_known known = { inf->believed, inf->origin, home, 0 };
	for (int sq = 0; sq < 64; sq++)
		home[sq] = (uint8_t)home_after(inf->origin[sq], via);
	/* The holes he just emptied whose piece is in his hand and belongs
	 * there again: it goes back, no other piece goes in. */
	for (int h = 0; h < inf->n_hand; h++) {
		int o = inf->hand[h].origin;
		if (o < 64 && inf->hand[h].piece && !((inf->occupancy >> o) & 1) &&
		    home_after(o, via) == o && target.board[o] == inf->hand[h].piece)
			known.held |= BIT(o);
	}
	return anna_guidance_diff(&target, inf->occupancy, &known, out);
}
