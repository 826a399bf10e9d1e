/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/position.c: the position, make and unmake (see position.h). */
#include "core/position.h"

#include <pthread.h>
#include <string.h>

#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/zobrist.h"

static pthread_once_t init_once = PTHREAD_ONCE_INIT;

/* Castling rights kept when a move leaves or lands on a square (MOV-5: the
 * king or a rook moving loses them for good, and so does a rook captured
 * on its home square). */
static uint8_t castle_keep[64];

static void init_tables(void)
{
	anna_attacks_init();
	anna_zobrist_init();
	for (int sq = 0; sq < 64; sq++)
		castle_keep[sq] = 15;
	castle_keep[ANNA_SQ(0, 0)] &= (uint8_t)~ANNA_CASTLE_WQ;
	castle_keep[ANNA_SQ(7, 0)] &= (uint8_t)~ANNA_CASTLE_WK;
	castle_keep[ANNA_SQ(4, 0)] &= (uint8_t)~(ANNA_CASTLE_WK | ANNA_CASTLE_WQ);
	castle_keep[ANNA_SQ(0, 7)] &= (uint8_t)~ANNA_CASTLE_BQ;
	castle_keep[ANNA_SQ(7, 7)] &= (uint8_t)~ANNA_CASTLE_BK;
	castle_keep[ANNA_SQ(4, 7)] &= (uint8_t)~(ANNA_CASTLE_BK | ANNA_CASTLE_BQ);
}

void anna_core_init(void)
{
	pthread_once(&init_once, init_tables);
}

static inline void put(struct anna_position *pos, int sq, uint8_t piece)
{
	uint64_t b = ANNA_BB(sq);
	pos->board[sq] = piece;
	pos->by_color[ANNA_PIECE_COLOR(piece)] |= b;
	pos->by_type[ANNA_PIECE_TYPE(piece)] |= b;
}

static inline void take(struct anna_position *pos, int sq, uint8_t piece)
{
	uint64_t b = ANNA_BB(sq);
	pos->board[sq] = ANNA_NO_PIECE;
	pos->by_color[ANNA_PIECE_COLOR(piece)] ^= b;
	pos->by_type[ANNA_PIECE_TYPE(piece)] ^= b;
}

static inline void shift(struct anna_position *pos, int from, int to, uint8_t piece)
{
	uint64_t b = ANNA_BB(from) | ANNA_BB(to);
	pos->board[from] = ANNA_NO_PIECE;
	pos->board[to] = piece;
	pos->by_color[ANNA_PIECE_COLOR(piece)] ^= b;
	pos->by_type[ANNA_PIECE_TYPE(piece)] ^= b;
}

void anna_position_clear(struct anna_position *pos)
{
	anna_core_init();
	memset(pos, 0, sizeof(*pos));
	pos->side = ANNA_WHITE;
	pos->ep = ANNA_NO_SQ;
	pos->fullmove = 1;
	anna_position_rehash(pos);
}

void anna_position_set_piece(struct anna_position *pos, int sq, uint8_t piece)
{
	if (pos->board[sq] != ANNA_NO_PIECE)
		take(pos, sq, pos->board[sq]);
	if (piece != ANNA_NO_PIECE)
		put(pos, sq, piece);
}

void anna_position_set_board(struct anna_position *pos, const uint8_t board[64])
{
	memcpy(pos->board, board, sizeof(pos->board));
	memset(pos->by_color, 0, sizeof(pos->by_color));
	memset(pos->by_type, 0, sizeof(pos->by_type));
	for (int k = 0; k < 8; k++) {
		uint64_t w;
		memcpy(&w, board + 8 * k, sizeof(w));
		/* bit 0 of each byte set where a piece stands: a piece's type,
		 * its low three bits, is never 0 */
		uint64_t occupied = (w | w >> 1 | w >> 2) & UINT64_C(0x0101010101010101);
		for (; occupied; occupied &= occupied - 1) {
			int sq = 8 * k + __builtin_ctzll(occupied) / 8;
			put(pos, sq, board[sq]);
		}
	}
}

uint64_t anna_position_key(const struct anna_position *pos)
{
	uint64_t key = 0;
	for (int sq = 0; sq < ANNA_SQUARES; sq++)
		if (pos->board[sq] != ANNA_NO_PIECE)
			key ^= anna_zobrist_piece[pos->board[sq]][sq];
	key ^= anna_zobrist_castling[pos->castling & (ANNA_ZOBRIST_CASTLING - 1)];
	if (anna_position_ep_legal(pos))
		key ^= anna_zobrist_ep[ANNA_SQ_FILE(pos->ep)];
	if (pos->side == ANNA_BLACK)
		key ^= anna_zobrist_side;
	return key;
}

void anna_position_rehash(struct anna_position *pos)
{
	pos->key = anna_position_key(pos);
}

void anna_position_start(struct anna_position *pos)
{
	static const enum anna_piece_type back[8] = { ANNA_ROOK, ANNA_KNIGHT,
		ANNA_BISHOP, ANNA_QUEEN, ANNA_KING, ANNA_BISHOP, ANNA_KNIGHT,
		ANNA_ROOK };
	anna_position_clear(pos);
	for (int f = 0; f < 8; f++) {
		put(pos, ANNA_SQ(f, 0), ANNA_PIECE(ANNA_WHITE, back[f]));
		put(pos, ANNA_SQ(f, 1), ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
		put(pos, ANNA_SQ(f, 6), ANNA_PIECE(ANNA_BLACK, ANNA_PAWN));
		put(pos, ANNA_SQ(f, 7), ANNA_PIECE(ANNA_BLACK, back[f]));
	}
	pos->castling = ANNA_CASTLE_WK | ANNA_CASTLE_WQ | ANNA_CASTLE_BK |
			ANNA_CASTLE_BQ;
	anna_position_rehash(pos);
}

/* The rook's move in castling, from the king's destination. */
static inline void castle_rook(int king_to, int *from, int *to)
{
	bool king_side = ANNA_SQ_FILE(king_to) == 6;
	int base = king_to & 56;
	*from = base + (king_side ? 7 : 0);
	*to = base + (king_side ? 5 : 3);
}

void anna_position_make(struct anna_position *pos, uint16_t move,
			struct anna_undo *undo)
{
	const int from = anna_move_from(move), to = anna_move_to(move);
	const int flags = anna_move_flags(move);
	const int us = pos->side;
	const uint8_t piece = pos->board[from];
	uint64_t key = pos->key;

	undo->castling = pos->castling;
	undo->ep = pos->ep;
	undo->halfmove_clock = pos->halfmove_clock;
	undo->fullmove = pos->fullmove;
	undo->key = key;
	undo->captured = ANNA_NO_PIECE;

	if (pos->ep != ANNA_NO_SQ) {
		if (anna_position_ep_legal(pos))
			key ^= anna_zobrist_ep[ANNA_SQ_FILE(pos->ep)];
		pos->ep = ANNA_NO_SQ;
	}
	/* The counters stop at 65535 (the most FEN gives them) instead of
	 * wrapping to 0, which would undo the 75-move draw (DRAW-7). */
	if (pos->halfmove_clock < UINT16_MAX)
		pos->halfmove_clock++;

	if (flags & ANNA_MF_CAPTURE) {
		int cap_sq = flags == ANNA_MF_EN_PASSANT ? to ^ 8 : to;
		uint8_t captured = pos->board[cap_sq];
		undo->captured = captured;
		take(pos, cap_sq, captured);
		key ^= anna_zobrist_piece[captured][cap_sq];
		pos->halfmove_clock = 0;
	}

	if (flags & ANNA_MF_PROMOTION) {
		uint8_t promoted = ANNA_PIECE(us, anna_move_promotion(move));
		take(pos, from, piece);
		put(pos, to, promoted);
		key ^= anna_zobrist_piece[piece][from] ^
		       anna_zobrist_piece[promoted][to];
	} else {
		shift(pos, from, to, piece);
		key ^= anna_zobrist_piece[piece][from] ^
		       anna_zobrist_piece[piece][to];
	}

	if (ANNA_PIECE_TYPE(piece) == ANNA_PAWN) {
		pos->halfmove_clock = 0;
		if (flags == ANNA_MF_DOUBLE_PUSH)
			pos->ep = (uint8_t)((from + to) / 2);
	} else if (flags == ANNA_MF_CASTLE_KING || flags == ANNA_MF_CASTLE_QUEEN) {
		int rf, rt;
		castle_rook(to, &rf, &rt);
		uint8_t rook = ANNA_PIECE(us, ANNA_ROOK);
		shift(pos, rf, rt, rook);
		key ^= anna_zobrist_piece[rook][rf] ^ anna_zobrist_piece[rook][rt];
	}

	uint8_t rights = pos->castling & castle_keep[from] & castle_keep[to];
	if (rights != pos->castling) {
		key ^= anna_zobrist_castling[pos->castling] ^
		       anna_zobrist_castling[rights];
		pos->castling = rights;
	}

	if (us == ANNA_BLACK && pos->fullmove < UINT16_MAX)
		pos->fullmove++;
	pos->side = (uint8_t)(us ^ 1);
	key ^= anna_zobrist_side;
	if (pos->ep != ANNA_NO_SQ && anna_position_ep_legal(pos))
		key ^= anna_zobrist_ep[ANNA_SQ_FILE(pos->ep)];
	pos->key = key;
}

void anna_position_unmake(struct anna_position *pos, uint16_t move,
			  const struct anna_undo *undo)
{
	const int from = anna_move_from(move), to = anna_move_to(move);
	const int flags = anna_move_flags(move);
	const int us = pos->side ^ 1;

	pos->side = (uint8_t)us;
	if (flags & ANNA_MF_PROMOTION) {
		take(pos, to, pos->board[to]);
		put(pos, from, ANNA_PIECE(us, ANNA_PAWN));
	} else {
		shift(pos, to, from, pos->board[to]);
		if (flags == ANNA_MF_CASTLE_KING || flags == ANNA_MF_CASTLE_QUEEN) {
			int rf, rt;
			castle_rook(to, &rf, &rt);
			shift(pos, rt, rf, ANNA_PIECE(us, ANNA_ROOK));
		}
	}
	if (undo->captured != ANNA_NO_PIECE)
		put(pos, flags == ANNA_MF_EN_PASSANT ? to ^ 8 : to, undo->captured);

	pos->castling = undo->castling;
	pos->ep = undo->ep;
	pos->halfmove_clock = undo->halfmove_clock;
	pos->fullmove = undo->fullmove;
	pos->key = undo->key;
}

uint64_t anna_position_attackers(const struct anna_position *pos, int sq, int by)
{
	const uint64_t occ = pos->by_color[0] | pos->by_color[1];
	const uint64_t *t = pos->by_type;
	uint64_t att = (anna_attacks_pawn(by ^ 1, sq) & t[ANNA_PAWN]) |
		       (anna_attacks_knight(sq) & t[ANNA_KNIGHT]) |
		       (anna_attacks_king(sq) & t[ANNA_KING]) |
		       (anna_attacks_bishop(sq, occ) & (t[ANNA_BISHOP] | t[ANNA_QUEEN])) |
		       (anna_attacks_rook(sq, occ) & (t[ANNA_ROOK] | t[ANNA_QUEEN]));
	return att & pos->by_color[by];
}

uint64_t anna_position_attacked(const struct anna_position *pos, int by)
{
	const uint64_t occ = pos->by_color[0] | pos->by_color[1];
	const uint64_t *t = pos->by_type, mine = pos->by_color[by];
	uint64_t att = anna_bb_pawn_captures(t[ANNA_PAWN] & mine, by);
	for (uint64_t b = mine & ~t[ANNA_PAWN]; b;) {
		int sq = anna_bb_pop(&b);
		switch (ANNA_PIECE_TYPE(pos->board[sq])) {
		case ANNA_KNIGHT: att |= anna_attacks_knight(sq); break;
		case ANNA_BISHOP: att |= anna_attacks_bishop(sq, occ); break;
		case ANNA_ROOK: att |= anna_attacks_rook(sq, occ); break;
		case ANNA_QUEEN: att |= anna_attacks_bishop(sq, occ) | anna_attacks_rook(sq, occ); break;
		default: att |= anna_attacks_king(sq); break;
		}
	}
	return att;
}

int anna_position_king(const struct anna_position *pos, int color)
{
	uint64_t k = pos->by_type[ANNA_KING] & pos->by_color[color];
	return k ? anna_bb_lsb(k) : ANNA_NO_SQ;
}

bool anna_position_in_check(const struct anna_position *pos)
{
	int k = anna_position_king(pos, pos->side);
	return k != ANNA_NO_SQ && anna_position_attackers(pos, k, pos->side ^ 1);
}

bool anna_position_equal(const struct anna_position *a, const struct anna_position *b)
{
	return memcmp(a->board, b->board, sizeof(a->board)) == 0 &&
	       a->side == b->side && a->castling == b->castling && a->ep == b->ep;
}

/* DRAW-3: the en passant square is part of the position only if the
 * capture is actually legal: a capturing pawn must stand beside the pawn
 * that made the double step, and taking must not expose its own king (a
 * pin, or the fifth-rank line both pawns leave). */
bool anna_position_ep_legal(const struct anna_position *pos)
{
	if (pos->ep >= 64)
		return false;
	const int us = pos->side, them = us ^ 1, ep = pos->ep, cap = ep ^ 8;
	const uint64_t *t = pos->by_type;
	/* Our pawns that attack ep are where a pawn of theirs on ep would
	 * attack. */
	uint64_t from_set = anna_attacks_pawn(them, ep) & t[ANNA_PAWN] &
			    pos->by_color[us];
	uint64_t king = t[ANNA_KING] & pos->by_color[us];
	if (!from_set || !king)
		return from_set != 0;
	const int k = anna_bb_lsb(king);
	const uint64_t opp = pos->by_color[them] & ~ANNA_BB(cap);
	while (from_set) {
		int from = anna_bb_pop(&from_set);
		uint64_t occ = ((pos->by_color[0] | pos->by_color[1]) ^
				ANNA_BB(from) ^ ANNA_BB(cap)) | ANNA_BB(ep);
		uint64_t att = (anna_attacks_knight(k) & t[ANNA_KNIGHT]) |
			       (anna_attacks_pawn(us, k) & t[ANNA_PAWN]) |
			       (anna_attacks_king(k) & t[ANNA_KING]) |
			       (anna_attacks_bishop(k, occ) &
				(t[ANNA_BISHOP] | t[ANNA_QUEEN])) |
			       (anna_attacks_rook(k, occ) &
				(t[ANNA_ROOK] | t[ANNA_QUEEN]));
		if (!(att & opp))
			return true;
	}
	return false;
}

bool anna_position_same(const struct anna_position *a, const struct anna_position *b)
{
	if (memcmp(a->board, b->board, sizeof(a->board)) != 0 ||
	    a->side != b->side || a->castling != b->castling)
		return false;
	int ep_a = anna_position_ep_legal(a) ? a->ep : ANNA_NO_SQ;
	int ep_b = anna_position_ep_legal(b) ? b->ep : ANNA_NO_SQ;
	return ep_a == ep_b;
}

char *anna_square_name(int sq, char buf[3])
{
	if (sq < 0 || sq >= 64) {
		buf[0] = '-';
		buf[1] = '\0';
		return buf;
	}
	buf[0] = (char)('a' + ANNA_SQ_FILE(sq));
	buf[1] = (char)('1' + ANNA_SQ_RANK(sq));
	buf[2] = '\0';
	return buf;
}

int anna_square_parse(const char *s)
{
	if (!s || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
		return ANNA_NO_SQ;
	return ANNA_SQ(s[0] - 'a', s[1] - '1');
}

char *anna_move_uci(uint16_t move, char buf[6])
{
	static const char promo[] = " nbrq";
	if (move == ANNA_MOVE_NONE) /* UCI's null move */
		return strcpy(buf, "0000");
	anna_square_name(anna_move_from(move), buf);
	anna_square_name(anna_move_to(move), buf + 2);
	enum anna_piece_type p = anna_move_promotion(move);
	if (p != ANNA_NO_TYPE) {
		buf[4] = promo[p - ANNA_PAWN];
		buf[5] = '\0';
	}
	return buf;
}
