/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/fen.c: FEN read with full validation, and write (see fen.h).
 *
 * Reading goes in two passes: the syntax of each field, then whether the
 * position could arise in a game (MOV-7). *pos is written only at the end.
 */
#include "core/fen.h"

#include <stdio.h>
#include <string.h>

#include "core/attacks.h"
#include "core/bitboard.h"

#define MAX_FIELDS 6

struct field {
	const char *text;
	size_t len;
	size_t column; /* 0-based offset in the input */
};

static const char piece_chars[] = " PNBRQK  pnbrqk";

static enum anna_status fail_at(struct anna_error *err, size_t column,
				enum anna_status status)
{
	anna_error_at(err, 1, (unsigned)column + 1);
	return status;
}

/* Copies a field into buf (cut to fit) so it can be an error argument. */
static const char *field_text(const struct field *f, char *buf, size_t size)
{
	snprintf(buf, size, "%.*s", (int)f->len, f->text);
	return buf;
}

/* An error about a whole field, quoting it. */
static enum anna_status field_error(struct anna_error *err,
				    const struct field *f, enum anna_msg msg)
{
	char text[ANNA_ERROR_ARG_LEN];
	anna_error_set(err, ANNA_E_SYNTAX, msg, field_text(f, text, sizeof(text)));
	return fail_at(err, f->column, ANNA_E_SYNTAX);
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Splits at runs of white space; returns the field count, or MAX_FIELDS+1
 * with *rest pointing at the first character beyond the sixth field. */
static int split(const char *fen, struct field *fields, const char **rest)
{
	int n = 0;
	const char *p = fen;
	for (;;) {
		while (is_space(*p))
			p++;
		if (!*p)
			return n;
		if (n == MAX_FIELDS) {
			*rest = p;
			return n + 1;
		}
		const char *start = p;
		while (*p && !is_space(*p))
			p++;
		fields[n].text = start;
		fields[n].len = (size_t)(p - start);
		fields[n].column = (size_t)(start - fen);
		n++;
	}
}

static enum anna_status read_placement(struct anna_position *pos,
				       const struct field *f,
				       struct anna_error *err)
{
	int rank = 7, file = 0;
	size_t rank_start = 0; /* rank length errors point at the rank */
	char num[16], ch[2] = { 0, 0 };
	for (size_t i = 0; i <= f->len; i++) {
		char c = i < f->len ? f->text[i] : '/';
		if (c == '/') {
			if (file != 8) {
				char n2[16];
				snprintf(num, sizeof(num), "%d", rank + 1);
				snprintf(n2, sizeof(n2), "%d", file);
				anna_error_set(err, ANNA_E_SYNTAX,
					       ANNA_MSG_FEN_RANK_LENGTH, num, n2);
				return fail_at(err, f->column + rank_start,
					       ANNA_E_SYNTAX);
			}
			if (i == f->len)
				break;
			if (--rank < 0)
				break;
			file = 0;
			rank_start = i + 1;
			continue;
		}
		if (c >= '1' && c <= '8') {
			file += c - '0';
		} else {
			const char *pc = c ? strchr(piece_chars, c) : NULL;
			if (!pc || c == ' ') {
				snprintf(num, sizeof(num), "%d", rank + 1);
				ch[0] = c;
				anna_error_set(err, ANNA_E_SYNTAX,
					       ANNA_MSG_FEN_PIECE_CHAR, num, ch);
				return fail_at(err, f->column + i, ANNA_E_SYNTAX);
			}
			if (file < 8)
				anna_position_set_piece(pos, ANNA_SQ(file, rank),
							(uint8_t)(pc - piece_chars));
			file++;
		}
		if (file > 8) {
			/* Report the squares the whole rank describes. */
			size_t j = i + 1;
			for (; j < f->len && f->text[j] != '/'; j++)
				file += f->text[j] >= '1' && f->text[j] <= '8' ?
						f->text[j] - '0' : 1;
			char n2[16];
			snprintf(num, sizeof(num), "%d", rank + 1);
			snprintf(n2, sizeof(n2), "%d", file);
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_LENGTH,
				       num, n2);
			return fail_at(err, f->column + rank_start, ANNA_E_SYNTAX);
		}
	}
	if (rank != 0) {
		int ranks = 1;
		for (size_t i = 0; i < f->len; i++)
			ranks += f->text[i] == '/';
		snprintf(num, sizeof(num), "%d", ranks);
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_FEN_RANK_COUNT, num);
		return fail_at(err, f->column, ANNA_E_SYNTAX);
	}
	return ANNA_OK;
}

static enum anna_status read_castling(struct anna_position *pos,
				      const struct field *f,
				      struct anna_error *err)
{
	static const char rights[] = "KQkq";
	char ch[2] = { 0, 0 };
	if (f->len == 1 && f->text[0] == '-')
		return ANNA_OK;
	for (size_t i = 0; i < f->len; i++) {
		const char *r = f->text[i] ? strchr(rights, f->text[i]) : NULL;
		ch[0] = f->text[i];
		if (!r) {
			anna_error_set(err, ANNA_E_SYNTAX,
				       ANNA_MSG_FEN_CASTLING_CHAR, ch);
			return fail_at(err, f->column + i, ANNA_E_SYNTAX);
		}
		uint8_t bit = (uint8_t)(1 << (r - rights));
		if (pos->castling & bit) {
			anna_error_set(err, ANNA_E_DUPLICATE,
				       ANNA_MSG_FEN_CASTLING_REPEAT, ch);
			return fail_at(err, f->column + i, ANNA_E_DUPLICATE);
		}
		pos->castling |= bit;
	}
	return ANNA_OK;
}

/* A number of at most 5 digits up to max; -1 if it is not one. */
static long read_number(const struct field *f, long max)
{
	if (f->len == 0 || f->len > 5)
		return -1;
	long v = 0;
	for (size_t i = 0; i < f->len; i++) {
		if (f->text[i] < '0' || f->text[i] > '9')
			return -1;
		v = v * 10 + (f->text[i] - '0');
	}
	return v <= max ? v : -1;
}

static enum anna_status read_fields(struct anna_position *pos,
				    const char *fen, struct anna_error *err)
{
	struct field fields[MAX_FIELDS];
	const char *rest = NULL;
	char text[ANNA_ERROR_ARG_LEN];
	int n = split(fen, fields, &rest);

	if (n == 0)
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_FEN_EMPTY);
	if (n > MAX_FIELDS) {
		size_t len = strlen(rest);
		while (len && is_space(rest[len - 1]))
			len--;
		struct field extra = { rest, len, (size_t)(rest - fen) };
		return field_error(err, &extra, ANNA_MSG_FEN_TRAILING);
	}
	if (n < 4) {
		snprintf(text, sizeof(text), "%d", n);
		anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_FEN_FIELDS, text);
		return fail_at(err, strlen(fen), ANNA_E_SYNTAX);
	}

	enum anna_status st = read_placement(pos, &fields[0], err);
	if (st)
		return st;

	const struct field *f = &fields[1];
	if (f->len != 1 || (f->text[0] != 'w' && f->text[0] != 'b'))
		return field_error(err, f, ANNA_MSG_FEN_SIDE);
	pos->side = f->text[0] == 'w' ? ANNA_WHITE : ANNA_BLACK;

	st = read_castling(pos, &fields[2], err);
	if (st)
		return st;

	f = &fields[3];
	if (f->len == 1 && f->text[0] == '-') {
		pos->ep = ANNA_NO_SQ;
	} else if (f->len == 2 && anna_square_parse(f->text) != ANNA_NO_SQ) {
		pos->ep = (uint8_t)anna_square_parse(f->text);
	} else {
		return field_error(err, f, ANNA_MSG_FEN_EP_SQUARE);
	}

	pos->halfmove_clock = 0;
	pos->fullmove = 1;
	if (n > 4) {
		f = &fields[4];
		long v = read_number(f, 65535);
		if (v < 0)
			return field_error(err, f, ANNA_MSG_FEN_HALFMOVE);
		pos->halfmove_clock = (uint16_t)v;
	}
	if (n > 5) {
		f = &fields[5];
		long v = read_number(f, 65535);
		if (v < 1)
			return field_error(err, f, ANNA_MSG_FEN_FULLMOVE);
		pos->fullmove = (uint16_t)v;
	}
	return ANNA_OK;
}

/* Kings, pawns and the number of pieces of one colour (MOV-1, MOV-4: the
 * set has 16 pieces; a piece beyond the starting set is a promoted pawn). */
static enum anna_status check_material(const struct anna_position *pos,
				       int color, struct anna_error *err)
{
	const bool white = color == ANNA_WHITE;
	const uint64_t own = pos->by_color[color];
	const uint64_t *t = pos->by_type;
	char a[16], b[16];

	int kings = anna_bb_count(own & t[ANNA_KING]);
	if (kings != 1) {
		snprintf(a, sizeof(a), "%d", kings);
		return anna_error_set(err, ANNA_E_INVALID, white ?
				ANNA_MSG_FEN_WHITE_KINGS : ANNA_MSG_FEN_BLACK_KINGS, a);
	}
	int total = anna_bb_count(own);
	if (total > 16) {
		snprintf(a, sizeof(a), "%d", total);
		return anna_error_set(err, ANNA_E_INVALID, white ?
				ANNA_MSG_FEN_WHITE_TOO_MANY : ANNA_MSG_FEN_BLACK_TOO_MANY, a);
	}
	int pawns = anna_bb_count(own & t[ANNA_PAWN]);
	if (pawns > 8) {
		snprintf(a, sizeof(a), "%d", pawns);
		return anna_error_set(err, ANNA_E_INVALID, white ?
				ANNA_MSG_FEN_WHITE_TOO_MANY_PAWNS :
				ANNA_MSG_FEN_BLACK_TOO_MANY_PAWNS, a);
	}
	/* Bishops count per square colour: a second bishop on the same colour
	 * can only come from a promotion. */
	static const int start[7] = { 0, 8, 2, 1, 2, 1, 1 };
	int extra = 0;
	for (int type = ANNA_KNIGHT; type <= ANNA_QUEEN; type++) {
		if (type == ANNA_BISHOP)
			continue;
		int c = anna_bb_count(own & t[type]);
		if (c > start[type])
			extra += c - start[type];
	}
	int light = anna_bb_count(own & t[ANNA_BISHOP] & ANNA_BB_LIGHT);
	int dark = anna_bb_count(own & t[ANNA_BISHOP] & ~ANNA_BB_LIGHT);
	extra += (light > 1 ? light - 1 : 0) + (dark > 1 ? dark - 1 : 0);
	if (extra > 8 - pawns) {
		snprintf(a, sizeof(a), "%d", extra);
		snprintf(b, sizeof(b), "%d", 8 - pawns);
		return anna_error_set(err, ANNA_E_INVALID, white ?
				ANNA_MSG_FEN_WHITE_TOO_MANY_PROMOTED :
				ANNA_MSG_FEN_BLACK_TOO_MANY_PROMOTED, a, b);
	}
	return ANNA_OK;
}

/* MOV-5: a castling right needs the king and that rook on their squares. */
static enum anna_status check_castling(const struct anna_position *pos,
				       struct anna_error *err)
{
	static const struct {
		uint8_t right, king, rook;
		const char *name;
	} need[4] = {
		{ ANNA_CASTLE_WK, 4, 7, "K" },
		{ ANNA_CASTLE_WQ, 4, 0, "Q" },
		{ ANNA_CASTLE_BK, 60, 63, "k" },
		{ ANNA_CASTLE_BQ, 60, 56, "q" },
	};
	for (int i = 0; i < 4; i++) {
		int color = i < 2 ? ANNA_WHITE : ANNA_BLACK;
		if ((pos->castling & need[i].right) &&
		    (pos->board[need[i].king] != ANNA_PIECE(color, ANNA_KING) ||
		     pos->board[need[i].rook] != ANNA_PIECE(color, ANNA_ROOK)))
			return anna_error_set(err, ANNA_E_INVALID,
					      ANNA_MSG_FEN_CASTLING_PIECES,
					      need[i].name);
	}
	return ANNA_OK;
}

/* MOV-4: the en passant square is the one a pawn of the side not to move
 * just crossed with a double step: on rank 6 with White to move (rank 3
 * with Black), that pawn in front of it, the square and the one behind it
 * empty, and the clock just reset. */
static enum anna_status check_en_passant(const struct anna_position *pos,
					 struct anna_error *err)
{
	if (pos->ep == ANNA_NO_SQ)
		return ANNA_OK;
	char sq[3], other[3], num[16];
	const int ep = pos->ep;
	anna_square_name(ep, sq);
	const int rank = ANNA_SQ_RANK(ep);
	if (rank != 2 && rank != 5)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_FEN_EP_RANK, sq);
	if (pos->side == ANNA_WHITE && rank != 5)
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_EP_RANK_WHITE, sq);
	if (pos->side == ANNA_BLACK && rank != 2)
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_EP_RANK_BLACK, sq);
	const int them = pos->side ^ 1;
	const int pawn_sq = them == ANNA_WHITE ? ep + 8 : ep - 8;
	const int start_sq = them == ANNA_WHITE ? ep - 8 : ep + 8;
	if (pos->board[pawn_sq] != ANNA_PIECE(them, ANNA_PAWN))
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_EP_NO_PAWN, sq);
	if (pos->board[ep] != ANNA_NO_PIECE || pos->board[start_sq] != ANNA_NO_PIECE)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_FEN_EP_OCCUPIED,
				      sq, anna_square_name(pos->board[ep] ?
							   ep : start_sq, other));
	if (pos->halfmove_clock != 0) {
		snprintf(num, sizeof(num), "%u", pos->halfmove_clock);
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_EP_HALFMOVE, sq, num);
	}
	/* A check after a double step comes from that pawn or from a line
	 * the pawn opened by leaving its start square. */
	int king = anna_position_king(pos, pos->side);
	uint64_t checkers = anna_position_attackers(pos, king, them);
	while (checkers) {
		int c = anna_bb_pop(&checkers);
		if (c != pawn_sq &&
		    !(anna_attacks_between(king, c) & ANNA_BB(start_sq)))
			return anna_error_set(err, ANNA_E_INVALID,
					      ANNA_MSG_FEN_EP_CHECK, sq,
					      anna_square_name(c, other));
	}
	return ANNA_OK;
}

/* Squares the piece on x, of the side that just moved (`mover`), can have
 * come from in one move on the present board, promotion included. */
static uint64_t origins(const struct anna_position *pos, int x, int mover)
{
	const uint64_t occ = pos->by_color[0] | pos->by_color[1];
	const int back = mover == ANNA_WHITE ? -8 : 8;
	/* where a pawn of the mover attacking x stood */
	const uint64_t pawn_from = anna_attacks_pawn(mover ^ 1, x);
	const uint64_t last = mover == ANNA_WHITE ? ANNA_BB_RANK_8 : ANNA_BB_RANK_1;
	const uint64_t fourth = mover == ANNA_WHITE ? UINT64_C(0xff000000) :
						      UINT64_C(0xff00000000);
	uint64_t from = 0;
	switch (ANNA_PIECE_TYPE(pos->board[x])) {
	case ANNA_PAWN:
		from = ANNA_BB(x + back) | pawn_from;
		if (ANNA_BB(x) & fourth)
			from |= ANNA_BB(x + 2 * back);
		return from;
	case ANNA_KNIGHT:
		from = anna_attacks_knight(x);
		break;
	case ANNA_BISHOP:
		from = anna_attacks_bishop(x, occ);
		break;
	case ANNA_ROOK:
		from = anna_attacks_rook(x, occ);
		break;
	case ANNA_QUEEN:
		from = anna_attacks_bishop(x, occ) | anna_attacks_rook(x, occ);
		break;
	default:
		return 0;
	}
	if (ANNA_BB(x) & last) /* it may be a pawn just promoted */
		from |= ANNA_BB(x + back) | pawn_from;
	return from;
}

/* Can one move of `mover` have given check from both a and b? One of them
 * moved and checks, uncovering the other, a line piece, by leaving its
 * line; or an en passant capture uncovered two lines at once (the pawn's
 * square and the captured pawn's). A king move uncovers one check only,
 * and castling none that the rook does not give itself. */
static bool double_check_possible(const struct anna_position *pos, int king,
				  int a, int b, int mover)
{
	const uint64_t *t = pos->by_type;
	const uint64_t sliders = t[ANNA_BISHOP] | t[ANNA_ROOK] | t[ANNA_QUEEN];
	const uint64_t line_a = anna_attacks_between(king, a);
	const uint64_t line_b = anna_attacks_between(king, b);
	if ((ANNA_BB(b) & sliders) && (origins(pos, a, mover) & line_b))
		return true;
	if ((ANNA_BB(a) & sliders) && (origins(pos, b, mover) & line_a))
		return true;
	/* en passant: the pawn now on the mover's sixth rank left one square
	 * and removed the pawn behind it */
	const uint64_t sixth = mover == ANNA_WHITE ? ANNA_BB_RANK_6 : ANNA_BB_RANK_3;
	const int back = mover == ANNA_WHITE ? -8 : 8;
	uint64_t pawns = t[ANNA_PAWN] & pos->by_color[mover] & sixth;
	while (pawns) {
		int p = anna_bb_pop(&pawns);
		uint64_t opened = anna_attacks_pawn(mover ^ 1, p) | ANNA_BB(p + back);
		if ((opened & line_a) && (opened & line_b))
			return true;
	}
	return false;
}

/* MOV-6, MOV-7: the side that just moved cannot be in check, and one move
 * gives check with at most two pieces, one of them along a line it
 * uncovered. */
static enum anna_status check_checks(const struct anna_position *pos,
				     struct anna_error *err)
{
	const int us = pos->side, them = us ^ 1;
	if (anna_position_attackers(pos, anna_position_king(pos, them), us))
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_OPPONENT_IN_CHECK);
	const int king = anna_position_king(pos, us);
	uint64_t checkers = anna_position_attackers(pos, king, them);
	int n = anna_bb_count(checkers);
	if (n > 2) {
		char num[16];
		snprintf(num, sizeof(num), "%d", n);
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_IMPOSSIBLE_CHECK, num);
	}
	if (n < 2)
		return ANNA_OK;
	char sa[3], sb[3];
	const int a = anna_bb_pop(&checkers), b = anna_bb_lsb(checkers);
	anna_square_name(a, sa);
	anna_square_name(b, sb);
	const uint64_t leapers = pos->by_type[ANNA_PAWN] | pos->by_type[ANNA_KNIGHT];
	if ((ANNA_BB(a) & leapers) && (ANNA_BB(b) & leapers))
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_IMPOSSIBLE_DOUBLE_CHECK, sa, sb);
	if (!double_check_possible(pos, king, a, b, them))
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_FEN_DOUBLE_CHECK_LINES, sa, sb);
	return ANNA_OK;
}

static enum anna_status check_position(const struct anna_position *pos,
				       struct anna_error *err)
{
	enum anna_status st;
	if ((st = check_material(pos, ANNA_WHITE, err)) ||
	    (st = check_material(pos, ANNA_BLACK, err)))
		return st;
	/* MOV-4: a pawn never stands on the first or last rank. */
	uint64_t bad = pos->by_type[ANNA_PAWN] & (ANNA_BB_RANK_1 | ANNA_BB_RANK_8);
	if (bad) {
		char sq[3];
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_FEN_PAWN_RANK,
				      anna_square_name(anna_bb_lsb(bad), sq));
	}
	if ((st = check_castling(pos, err)) || (st = check_checks(pos, err)) ||
	    (st = check_en_passant(pos, err)))
		return st;
	return ANNA_OK;
}

enum anna_status anna_fen_read(struct anna_position *pos, const char *fen,
			       struct anna_error *err)
{
	struct anna_position p;
	anna_position_clear(&p);
	anna_error_clear(err);
	if (!fen)
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_FEN_EMPTY);
	enum anna_status st = read_fields(&p, fen, err);
	if (st)
		return st;
	st = check_position(&p, err);
	if (st)
		return st;
	anna_position_rehash(&p);
	*pos = p;
	return ANNA_OK;
}

enum anna_status anna_fen_write(const struct anna_position *pos, char *buf,
				size_t size)
{
	char out[ANNA_FEN_MAX + 16];
	size_t n = 0;
	for (int rank = 7; rank >= 0; rank--) {
		int empty = 0;
		for (int file = 0; file < 8; file++) {
			uint8_t p = pos->board[ANNA_SQ(file, rank)];
			if (p == ANNA_NO_PIECE) {
				empty++;
				continue;
			}
			if (empty)
				out[n++] = (char)('0' + empty);
			empty = 0;
			out[n++] = piece_chars[p & 15];
		}
		if (empty)
			out[n++] = (char)('0' + empty);
		if (rank)
			out[n++] = '/';
	}
	out[n++] = ' ';
	out[n++] = pos->side == ANNA_WHITE ? 'w' : 'b';
	out[n++] = ' ';
	if (!pos->castling)
		out[n++] = '-';
	for (int i = 0; i < 4; i++)
		if (pos->castling & (1 << i))
			out[n++] = "KQkq"[i];
	out[n++] = ' ';
	char sq[3];
	int len = snprintf(out + n, sizeof(out) - n, "%s %u %u",
			   anna_square_name(pos->ep, sq),
			   pos->halfmove_clock, pos->fullmove);
	n += (size_t)len;
	if (n + 1 > size)
		return ANNA_E_SPACE;
	memcpy(buf, out, n + 1);
	return ANNA_OK;
}
