/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/notation.c: move notation read and written (see notation.h). */
#include "core/notation.h"

#include <stdbool.h>
#include <string.h>

#include "core/movegen.h"

/* ---------------------------------------------------------------------
 * Letter sets
 */

static const struct anna_letters builtin_sets[ANNA_LETTERS_COUNT] = {
	[ANNA_LETTERS_EN] = { {
		{ "", "P", "N", "B", "R", "Q", "K" },
		{ "", "P", "N", "B", "R", "Q", "K" },
	} },
	/* SHEET-12: K D T L S in German, Danish, Norwegian and Swedish; the
	 * pawn letter B (Bauer, bonde) is optional. */
	[ANNA_LETTERS_DE] = { {
		{ "", "B", "S", "L", "T", "D", "K" },
		{ "", "B", "S", "L", "T", "D", "K" },
	} },
	[ANNA_LETTERS_FIGURINE] = { {
		{ "", "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654" },
		{ "", "\u265F", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A" },
	} },
};

static const char *const set_names[ANNA_LETTERS_COUNT] = {
	[ANNA_LETTERS_EN] = "en",
	[ANNA_LETTERS_DE] = "de",
	[ANNA_LETTERS_FIGURINE] = "figurine",
};

/* The order of letters in a profile line and of the error slots. */
static const enum anna_piece_type slot_types[6] = {
	ANNA_KING, ANNA_QUEEN, ANNA_ROOK, ANNA_BISHOP, ANNA_KNIGHT, ANNA_PAWN,
};

const struct anna_letters *anna_letters_builtin(enum anna_letter_set set)
{
	if ((int)set < 0 || set >= ANNA_LETTERS_COUNT)
		return NULL;
	return &builtin_sets[set];
}

const char *anna_letter_set_str(enum anna_letter_set set)
{
	if ((int)set < 0 || set >= ANNA_LETTERS_COUNT)
		return NULL;
	return set_names[set];
}

const struct anna_letters *anna_letters_by_name(const char *name)
{
	if (!name)
		return NULL;
	for (int i = 0; i < ANNA_LETTERS_COUNT; i++)
		if (strcmp(name, set_names[i]) == 0)
			return &builtin_sets[i];
	if (strcmp(name, "da") == 0 || strcmp(name, "nb") == 0 ||
	    strcmp(name, "sv") == 0)
		return &builtin_sets[ANNA_LETTERS_DE];
	return NULL;
}

static void format_uint(char buf[12], unsigned v)
{
	char tmp[12];
	int n = 0;
	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v && n < 11);
	for (int i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	buf[n] = '\0';
}

/* Is s[0..len) well-formed UTF-8 without control characters? */
static bool utf8_valid(const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i = 0;
	while (i < len) {
		unsigned c = u[i];
		size_t n;
		unsigned cp;
		if (c < 0x80) {
			if (c < 0x20 || c == 0x7f)
				return false;
			i++;
			continue;
		} else if (c >= 0xc2 && c <= 0xdf) {
			n = 1;
			cp = c & 0x1f;
		} else if (c >= 0xe0 && c <= 0xef) {
			n = 2;
			cp = c & 0x0f;
		} else if (c >= 0xf0 && c <= 0xf4) {
			n = 3;
			cp = c & 0x07;
		} else {
			return false;
		}
		if (i + n >= len)
			return false;
		for (size_t k = 1; k <= n; k++) {
			if ((u[i + k] & 0xc0) != 0x80)
				return false;
			cp = (cp << 6) | (u[i + k] & 0x3f);
		}
		/* No overlong forms, no surrogates, nothing past U+10FFFF. */
		if ((n == 2 && cp < 0x800) || (n == 3 && cp < 0x10000) ||
		    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff ||
		    (cp >= 0x80 && cp < 0xa0))
			return false;
		i += n + 1;
	}
	return true;
}

/* Characters of the notation itself, which no letter may start with. */
static bool reserved_start(unsigned char c)
{
	if (c < 0x20 || c == 0x7f)
		return true;
	if ((c >= 'a' && c <= 'h') || (c >= '0' && c <= '9'))
		return true;
	return strchr("xXOo-:=+#!?()/. \t", c) != NULL;
}

static bool is_prefix(const char *a, const char *b)
{
	return strncmp(a, b, strlen(a)) == 0;
}

enum anna_status anna_letters_check(const struct anna_letters *letters,
				    struct anna_error *err)
{
	char slot[12];
	anna_error_clear(err);
	for (int c = 0; c < 2; c++) {
		for (int i = 0; i < 6; i++) {
			const char *l = letters->letter[c][slot_types[i]];
			size_t len = strnlen(l, ANNA_LETTER_SIZE);
			format_uint(slot, (unsigned)(c * 6 + i + 1));
			if (len == ANNA_LETTER_SIZE || !utf8_valid(l, len))
				return anna_error_set(err, ANNA_E_INVALID,
						      ANNA_MSG_NOTATION_LETTERS_UTF8,
						      slot);
			if (len == 0 && slot_types[i] != ANNA_PAWN)
				return anna_error_set(err, ANNA_E_MISSING,
						      ANNA_MSG_NOTATION_LETTERS_MISSING,
						      slot);
			if (len && reserved_start((unsigned char)l[0]))
				return anna_error_set(err, ANNA_E_INVALID,
						      ANNA_MSG_NOTATION_LETTERS_RESERVED,
						      l);
		}
	}
	/* Letters of different types must not be equal or prefixes of each
	 * other, in either colour: the reader takes the longest match. */
	for (int c1 = 0; c1 < 2; c1++)
		for (int t1 = ANNA_PAWN; t1 <= ANNA_KING; t1++)
			for (int c2 = 0; c2 < 2; c2++)
				for (int t2 = ANNA_PAWN; t2 <= ANNA_KING; t2++) {
					const char *a = letters->letter[c1][t1];
					const char *b = letters->letter[c2][t2];
					if (t1 == t2 || !*a || !*b)
						continue;
					if (is_prefix(a, b))
						return anna_error_set(err, ANNA_E_DUPLICATE,
								      ANNA_MSG_NOTATION_LETTERS_DUPLICATE,
								      a, b);
				}
	return ANNA_OK;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Reads up to six blank-separated letters into side[]; returns the count,
 * or -1 (with *err set) for a letter that is too long. Stops at '/' or
 * the end; *pp is left there. */
static int parse_letter_side(const char **pp, char side[7][ANNA_LETTER_SIZE],
			     struct anna_error *err)
{
	const char *p = *pp;
	int n = 0;
	for (;;) {
		while (is_blank(*p))
			p++;
		if (!*p || *p == '/')
			break;
		const char *start = p;
		while (*p && !is_blank(*p) && *p != '/')
			p++;
		size_t len = (size_t)(p - start);
		if (len >= ANNA_LETTER_SIZE) {
			char tok[ANNA_ERROR_ARG_LEN];
			size_t cut = len < sizeof(tok) - 1 ? len : sizeof(tok) - 1;
			memcpy(tok, start, cut);
			tok[cut] = '\0';
			char max[12];
			format_uint(max, ANNA_LETTER_SIZE - 1);
			anna_error_set(err, ANNA_E_RANGE,
				       ANNA_MSG_NOTATION_LETTERS_TOO_LONG, tok, max);
			return -1;
		}
		if (n < 6) {
			memcpy(side[slot_types[n]], start, len);
			side[slot_types[n]][len] = '\0';
		}
		n++;
	}
	*pp = p;
	return n;
}

enum anna_status anna_letters_parse(struct anna_letters *out, const char *text,
				    struct anna_error *err)
{
	anna_error_clear(err);
	struct anna_letters l;
	memset(&l, 0, sizeof(l));
	const char *p = text ? text : "";
	for (int c = 0; c < 2; c++) {
		int n = parse_letter_side(&p, l.letter[c], err);
		if (n < 0)
			return err ? err->status : ANNA_E_RANGE;
		if (n < 5 || n > 6 || (c == 1 && *p == '/')) {
			char count[12];
			format_uint(count, (unsigned)n);
			return anna_error_set(err, ANNA_E_INVALID,
					      ANNA_MSG_NOTATION_LETTERS_COUNT, count);
		}
		if (c == 0) {
			if (*p != '/') {
				memcpy(l.letter[1], l.letter[0], sizeof(l.letter[0]));
				break;
			}
			p++;
		}
	}
	enum anna_status st = anna_letters_check(&l, err);
	if (st != ANNA_OK)
		return st;
	*out = l;
	return ANNA_OK;
}

/* ---------------------------------------------------------------------
 * Writing
 */

struct out {
	char *buf;
	size_t size;
	size_t len;
	bool over;
};

static void out_init(struct out *o, char *buf, size_t size)
{
	o->buf = buf;
	o->size = size;
	o->len = 0;
	o->over = false;
	if (size)
		buf[0] = '\0';
}

static void out_str(struct out *o, const char *s)
{
	size_t n = strlen(s);
	if (o->over || o->len + n + 1 > o->size) {
		o->over = true;
		return;
	}
	memcpy(o->buf + o->len, s, n + 1);
	o->len += n;
}

static void out_char(struct out *o, char c)
{
	char s[2] = { c, '\0' };
	out_str(o, s);
}

static void out_square(struct out *o, int sq)
{
	char name[3];
	out_str(o, anna_square_name(sq, name));
}

static enum anna_status out_done(struct out *o)
{
	if (o->over) {
		if (o->size)
			o->buf[0] = '\0';
		return ANNA_E_SPACE;
	}
	return ANNA_OK;
}

static const struct anna_letters *letters_or_en(const struct anna_letters *l)
{
	return l ? l : &builtin_sets[ANNA_LETTERS_EN];
}

/* The piece letter for the mover, or nothing for a pawn unless asked. */
static void out_piece(struct out *o, const struct anna_letters *l, int color,
		      enum anna_piece_type type, unsigned flags)
{
	if (type == ANNA_NO_TYPE)
		return;
	if (type == ANNA_PAWN && !(flags & ANNA_NOTATION_PAWN_LETTER))
		return;
	out_str(o, l->letter[color][type]);
}

static void out_promotion(struct out *o, const struct anna_letters *l,
			  int color, enum anna_piece_type type, unsigned flags)
{
	if (type == ANNA_NO_TYPE)
		return;
	if (!(flags & ANNA_NOTATION_BARE_PROMOTION))
		out_char(o, '=');
	out_str(o, l->letter[color][type]);
}

static void out_castling(struct out *o, uint16_t move, unsigned flags)
{
	const char *zero = (flags & ANNA_NOTATION_ZERO_CASTLING) ? "0" : "O";
	out_str(o, zero);
	out_char(o, '-');
	out_str(o, zero);
	if (anna_move_flags(move) == ANNA_MF_CASTLE_QUEEN) {
		out_char(o, '-');
		out_str(o, zero);
	}
}

/* + or # after the move, from the position after it. */
static void out_marks(struct out *o, const struct anna_position *pos,
		      uint16_t move, unsigned flags)
{
	if (flags & ANNA_NOTATION_NO_MARKS)
		return;
	struct anna_position after = *pos;
	struct anna_undo undo;
	anna_position_make(&after, move, &undo);
	if (!anna_position_in_check(&after))
		return;
	uint16_t replies[ANNA_MAX_MOVES];
	out_char(o, anna_movegen_legal(&after, replies) ? '+' : '#');
}

static bool move_is_legal(const struct anna_position *pos, uint16_t move)
{
	return move != ANNA_MOVE_NONE && anna_movegen_is_legal(pos, move);
}

/* Letter, from, "-" or "x", to: the long form without promotion or marks. */
static void out_long(struct out *o, const struct anna_letters *l, int color,
		     enum anna_piece_type type, int from, int to, bool capture,
		     unsigned flags)
{
	out_piece(o, l, color, type, flags);
	out_square(o, from);
	out_char(o, capture ? 'x' : '-');
	out_square(o, to);
}

void anna_notation_disambiguation(const struct anna_position *pos,
				  uint16_t move, bool *file, bool *rank)
{
	int from = anna_move_from(move), to = anna_move_to(move);
	enum anna_piece_type type = ANNA_PIECE_TYPE(pos->board[from]);
	*file = *rank = false;
	/* SHEET-12: a pawn capture names its departure file. */
	if (type == ANNA_PAWN) {
		*file = anna_move_is_capture(move);
		return;
	}
	if (type == ANNA_NO_TYPE || anna_move_is_castling(move))
		return;
	/* SHEET-12: like pieces that reach the same square are told apart by
	 * the departure file, else the rank, else both. */
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	bool others = false, same_file = false, same_rank = false;
	for (size_t i = 0; i < n; i++) {
		int f = anna_move_from(moves[i]);
		if (anna_move_to(moves[i]) != to || f == from ||
		    ANNA_PIECE_TYPE(pos->board[f]) != type)
			continue;
		others = true;
		if (ANNA_SQ_FILE(f) == ANNA_SQ_FILE(from))
			same_file = true;
		if (ANNA_SQ_RANK(f) == ANNA_SQ_RANK(from))
			same_rank = true;
	}
	*file = others && (!same_file || same_rank);
	*rank = others && same_file;
}

/* SAN (long_form false) or long algebraic (true). */
static enum anna_status write_algebraic(const struct anna_position *pos,
					uint16_t move,
					const struct anna_letters *letters,
					unsigned flags, bool long_form,
					char *buf, size_t size)
{
	struct out o;
	out_init(&o, buf, size);
	if (!move_is_legal(pos, move))
		return ANNA_E_ILLEGAL;
	const struct anna_letters *l = letters_or_en(letters);
	int from = anna_move_from(move), to = anna_move_to(move);
	int color = pos->side;
	enum anna_piece_type type = ANNA_PIECE_TYPE(pos->board[from]);
	bool capture = anna_move_is_capture(move);

	if (anna_move_is_castling(move)) {
		out_castling(&o, move, flags);
	} else {
		if (long_form) {
			out_long(&o, l, color, type, from, to, capture, flags);
		} else {
			bool file, rank;
			anna_notation_disambiguation(pos, move, &file, &rank);
			out_piece(&o, l, color, type, flags);
			if (file)
				out_char(&o, (char)('a' + ANNA_SQ_FILE(from)));
			if (rank)
				out_char(&o, (char)('1' + ANNA_SQ_RANK(from)));
			if (capture)
				out_char(&o, 'x');
			out_square(&o, to);
		}
		out_promotion(&o, l, color, anna_move_promotion(move), flags);
		/* SHEET-12: "e.p." marks an en passant capture on the sheet. */
		if (anna_move_is_en_passant(move) && (flags & ANNA_NOTATION_EP))
			out_str(&o, " e.p.");
	}
	out_marks(&o, pos, move, flags);
	return out_done(&o);
}

enum anna_status anna_notation_write_san(const struct anna_position *pos,
					 uint16_t move,
					 const struct anna_letters *letters,
					 unsigned flags, char *buf, size_t size)
{
	return write_algebraic(pos, move, letters, flags, false, buf, size);
}

enum anna_status anna_notation_write_lan(const struct anna_position *pos,
					 uint16_t move,
					 const struct anna_letters *letters,
					 unsigned flags, char *buf, size_t size)
{
	return write_algebraic(pos, move, letters, flags, true, buf, size);
}

/* The two coordinate notations: UCI and ICCF numeric. */
struct coord_form {
	char file_lo, file_hi;       /* how files are written */
	const char *promotions;      /* the promotion characters ... */
	enum anna_piece_type types[4]; /* ... and the pieces they mean */
};

static const struct coord_form uci_form = {
	'a', 'h', "nbrq", { ANNA_KNIGHT, ANNA_BISHOP, ANNA_ROOK, ANNA_QUEEN },
};
/* ICCF: files and ranks are digits 1..8; promotion 1 queen, 2 rook,
 * 3 bishop, 4 knight. */
static const struct coord_form iccf_form = {
	'1', '8', "1234", { ANNA_QUEEN, ANNA_ROOK, ANNA_BISHOP, ANNA_KNIGHT },
};

static enum anna_status write_coord(uint16_t move, const struct coord_form *f,
				    char *buf, size_t size)
{
	struct out o;
	out_init(&o, buf, size);
	if (move == ANNA_MOVE_NONE)
		return ANNA_E_INVALID;
	int sq[2] = { anna_move_from(move), anna_move_to(move) };
	for (int i = 0; i < 2; i++) {
		out_char(&o, (char)(f->file_lo + ANNA_SQ_FILE(sq[i])));
		out_char(&o, (char)('1' + ANNA_SQ_RANK(sq[i])));
	}
	enum anna_piece_type t = anna_move_promotion(move);
	for (int i = 0; i < 4; i++)
		if (t == f->types[i])
			out_char(&o, f->promotions[i]);
	return out_done(&o);
}

enum anna_status anna_notation_write_uci(uint16_t move, char *buf, size_t size)
{
	return write_coord(move, &uci_form, buf, size);
}

enum anna_status anna_notation_write_iccf(uint16_t move, char *buf, size_t size)
{
	return write_coord(move, &iccf_form, buf, size);
}

/* The legal move from -> to with that promotion (ANNA_NO_TYPE: none). */
static uint16_t find_move(const struct anna_position *pos, int from, int to,
			  enum anna_piece_type promotion)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	for (size_t i = 0; i < n; i++)
		if (anna_move_from(moves[i]) == from &&
		    anna_move_to(moves[i]) == to &&
		    anna_move_promotion(moves[i]) == promotion)
			return moves[i];
	return ANNA_MOVE_NONE;
}

enum anna_status anna_notation_write_physical(const struct anna_position *pos,
					      int from, int to,
					      enum anna_piece_type promotion,
					      const struct anna_letters *letters,
					      unsigned flags, char *buf,
					      size_t size)
{
	struct out o;
	out_init(&o, buf, size);
	if (from < 0 || from > 63 || to < 0 || to > 63 || from == to ||
	    (int)promotion < ANNA_NO_TYPE || promotion > ANNA_KING)
		return ANNA_E_INVALID;
	/* A pawn left a pawn on the last rank: no promotion was made. */
	if (promotion == ANNA_PAWN)
		promotion = ANNA_NO_TYPE;
	uint16_t move = find_move(pos, from, to, promotion);
	if (move != ANNA_MOVE_NONE)
		return anna_notation_write_lan(pos, move, letters, flags, buf, size);
	const struct anna_letters *l = letters_or_en(letters);
	uint8_t piece = pos->board[from];
	int color = piece ? ANNA_PIECE_COLOR(piece) : pos->side;
	out_long(&o, l, color, ANNA_PIECE_TYPE(piece), from, to,
		 pos->board[to] != ANNA_NO_PIECE, flags);
	out_promotion(&o, l, color, promotion, flags);
	return out_done(&o);
}

/* ---------------------------------------------------------------------
 * Reading
 */

/* The text as the user wrote it, without surrounding blanks. */
struct text {
	const char *start;  /* first non-blank byte */
	const char *end;    /* one past the last non-blank byte */
	char arg[ANNA_ERROR_ARG_LEN]; /* the same, cut for error arguments */
};

static void text_init(struct text *t, const char *s)
{
	if (!s)
		s = "";
	while (is_blank(*s))
		s++;
	const char *e = s + strlen(s);
	while (e > s && is_blank(e[-1]))
		e--;
	t->start = s;
	t->end = e;
	size_t len = (size_t)(e - s);
	if (len > sizeof(t->arg) - 1) {
		len = sizeof(t->arg) - 1;
		/* Cut on a character boundary. */
		while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(t->arg, s, len);
	t->arg[len] = '\0';
}

/* Clears *err, text_init, and notation.empty if there is nothing but
 * blanks. */
static enum anna_status text_open(struct text *t, const char *s,
				  struct anna_error *err)
{
	anna_error_clear(err);
	text_init(t, s);
	if (t->start == t->end)
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_NOTATION_EMPTY);
	return ANNA_OK;
}

/* 1-based column of p in the text, counted in UTF-8 characters. */
static unsigned text_column(const struct text *t, const char *p)
{
	unsigned col = 1;
	for (const char *q = t->start; q < p && q < t->end; q++)
		if (((unsigned char)*q & 0xc0) != 0x80)
			col++;
	return col;
}

static enum anna_status unreadable(const struct text *t, const char *p,
				   struct anna_error *err)
{
	unsigned col = text_column(t, p);
	char colbuf[12];
	format_uint(colbuf, col);
	anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_NOTATION_UNREADABLE, t->arg,
		       colbuf);
	anna_error_at(err, 0, col);
	return ANNA_E_SYNTAX;
}

/* What algebraic text says about the move. -1: not given. */
struct parsed {
	int castle;                 /* 0 none, ANNA_MF_CASTLE_KING/QUEEN */
	enum anna_piece_type type;  /* from the letter; ANNA_NO_TYPE: none */
	int from_file, from_rank;
	int to;
	bool capture_mark;
	enum anna_piece_type promotion;
	bool promotion_given;
	bool ep_mark;
};

/* Longest letter of the set (either colour) at p; 0 if none. */
static size_t match_letter(const struct anna_letters *l, const char *p,
			   const char *end, enum anna_piece_type *type)
{
	size_t best = 0;
	for (int c = 0; c < 2; c++)
		for (int t = ANNA_PAWN; t <= ANNA_KING; t++) {
			const char *s = l->letter[c][t];
			size_t n = strnlen(s, ANNA_LETTER_SIZE);
			if (n > best && n <= (size_t)(end - p) &&
			    memcmp(s, p, n) == 0) {
				best = n;
				*type = (enum anna_piece_type)t;
			}
		}
	return best;
}

static bool starts(const char *p, const char *end, const char *s)
{
	size_t n = strlen(s);
	return (size_t)(end - p) >= n && memcmp(p, s, n) == 0;
}

static const char *skip_blanks(const char *p, const char *end)
{
	while (p < end && is_blank(*p))
		p++;
	return p;
}

/* Castling: O-O, 0-0, o-o and the long forms. */
static const char *parse_castling(const char *p, const char *end, int *castle)
{
	const char *q = p;
	int zeros = 0;
	while (q < end && strchr("O0o", *q)) {
		zeros++;
		q++;
		if (zeros == 3 || q >= end || *q != '-' || q + 1 >= end ||
		    !strchr("O0o", q[1]))
			break;
		q++;
	}
	if (zeros < 2)
		return NULL;
	*castle = zeros == 2 ? ANNA_MF_CASTLE_KING : ANNA_MF_CASTLE_QUEEN;
	return q;
}

/*
 * The squares part: the longest prefix of the text that has one of the
 * shapes  [file][rank][x or :] file rank  or  file rank - file rank.
 * Returns the end of the part, or NULL with *bad at the first character
 * that does not fit.
 */
static const char *parse_squares(const char *p, const char *end,
				 struct parsed *m, const char **bad)
{
	/* Classify up to five characters: F file, R rank, S x or :, H -. */
	char cls[6];
	int n = 0;
	while (n < 5 && p + n < end) {
		char c = p[n];
		if (c >= 'a' && c <= 'h')
			cls[n] = 'F';
		else if (c >= '1' && c <= '8')
			cls[n] = 'R';
		else if (c == 'x' || c == ':')
			cls[n] = 'S';
		else if (c == '-')
			cls[n] = 'H';
		else
			break;
		n++;
	}
	cls[n] = '\0';
	static const char *const shapes[] = {
		"FRHFR", "FRSFR", "FRFR", "FSFR", "RSFR", "FFR", "RFR", "SFR", "FR",
	};
	for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++) {
		const char *s = shapes[i];
		size_t len = strlen(s);
		if ((size_t)n < len || strncmp(cls, s, len) != 0)
			continue;
		m->capture_mark = strchr(s, 'S') != NULL;
		size_t dest = len - 2;
		m->to = ANNA_SQ(p[dest] - 'a', p[dest + 1] - '1');
		for (size_t k = 0; k < dest; k++) {
			if (s[k] == 'F')
				m->from_file = p[k] - 'a';
			else if (s[k] == 'R')
				m->from_rank = p[k] - '1';
		}
		return p + len;
	}
	/* Nothing fits: blame the first character after the longest run that
	 * could still begin one of the shapes. */
	int ok = 0;
	while (ok < n) {
		bool fits = false;
		for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
			if (strlen(shapes[i]) > (size_t)ok + 1 &&
			    strncmp(cls, shapes[i], (size_t)ok + 1) == 0)
				fits = true;
		if (!fits)
			break;
		ok++;
	}
	*bad = p + ok;
	return NULL;
}

/* Promotion: =Q, Q, (Q), /Q. */
static const char *parse_promotion(const char *p, const char *end,
				   const struct anna_letters *l,
				   struct parsed *m, const char **bad)
{
	const char *q = p;
	char open = 0;
	if (q < end && (*q == '=' || *q == '/' || *q == '(')) {
		open = *q;
		q++;
	}
	enum anna_piece_type type = ANNA_NO_TYPE;
	size_t n = q < end ? match_letter(l, q, end, &type) : 0;
	if (!n) {
		if (open) {
			*bad = q;
			return NULL;
		}
		return p;
	}
	q += n;
	if (open == '(') {
		if (q >= end || *q != ')') {
			*bad = q;
			return NULL;
		}
		q++;
	}
	m->promotion_given = true;
	m->promotion = type;
	return q;
}

static const char *parse_suffix(const char *p, const char *end,
				struct parsed *m)
{
	const char *q = skip_blanks(p, end);
	static const char *const ep_forms[] = { "e.p.", "e.p", "ep" };
	for (size_t i = 0; i < 3; i++)
		if (starts(q, end, ep_forms[i])) {
			m->ep_mark = true;
			q += strlen(ep_forms[i]);
			p = q;
			break;
		}
	q = skip_blanks(p, end);
	static const char *const marks[] = { "++", "+", "#" };
	for (size_t i = 0; i < 3; i++)
		if (starts(q, end, marks[i])) {
			q += strlen(marks[i]);
			p = q;
			break;
		}
	q = skip_blanks(p, end);
	static const char *const notes[] = { "!!", "??", "!?", "?!", "!", "?" };
	for (size_t i = 0; i < 6; i++)
		if (starts(q, end, notes[i])) {
			q += strlen(notes[i]);
			p = q;
			break;
		}
	return p;
}

/* Parses algebraic text; on failure returns the status with *err set. */
static enum anna_status parse_algebraic(const struct text *t,
					const struct anna_letters *l,
					bool need_from, struct parsed *m,
					struct anna_error *err)
{
	memset(m, 0, sizeof(*m));
	m->from_file = m->from_rank = -1;
	m->to = ANNA_NO_SQ;
	const char *p = t->start, *end = t->end, *bad = NULL;

	const char *q = parse_castling(p, end, &m->castle);
	if (q) {
		p = q;
	} else {
		m->castle = 0;
		p += match_letter(l, p, end, &m->type);
		const char *squares = p;
		q = parse_squares(p, end, m, &bad);
		if (!q)
			return unreadable(t, bad, err);
		if (need_from && (m->from_file < 0 || m->from_rank < 0))
			return unreadable(t, squares, err);
		p = parse_promotion(q, end, l, m, &bad);
		if (!p)
			return unreadable(t, bad, err);
	}
	p = skip_blanks(parse_suffix(p, end, m), end);
	if (p != end)
		return unreadable(t, p, err);
	if (m->promotion_given &&
	    (m->promotion == ANNA_KING || m->promotion == ANNA_PAWN))
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_NOTATION_PROMOTION_PIECE, t->arg);
	return ANNA_OK;
}

/* Does legal move mv fit what the text says? */
static bool fits(const struct anna_position *pos, const struct parsed *m,
		 uint16_t mv)
{
	int from = anna_move_from(mv), to = anna_move_to(mv);
	if (to != m->to)
		return false;
	enum anna_piece_type type = ANNA_PIECE_TYPE(pos->board[from]);
	bool full_from = m->from_file >= 0 && m->from_rank >= 0;
	if (m->type != ANNA_NO_TYPE ? type != m->type
				    : (!full_from && type != ANNA_PAWN))
		return false;
	if (m->from_file >= 0 && ANNA_SQ_FILE(from) != m->from_file)
		return false;
	if (m->from_rank >= 0 && ANNA_SQ_RANK(from) != m->from_rank)
		return false;
	/* A pawn move with neither from-file nor capture mark is a push:
	 * "d5" is never cxd5. */
	if (type == ANNA_PAWN && m->from_file < 0 && !m->capture_mark &&
	    ANNA_SQ_FILE(from) != ANNA_SQ_FILE(to))
		return false;
	return true;
}

static enum anna_status ambiguous(const struct anna_position *pos,
				  const struct text *t,
				  const struct anna_letters *l,
				  const uint16_t *cands, size_t n,
				  struct anna_error *err)
{
	/* In board order (a1, b1, ..., h8), so the message is the same
	 * whatever order the generator found them in. */
	uint16_t sorted[ANNA_MAX_MOVES];
	for (size_t i = 0; i < n; i++) {
		size_t k = i;
		for (; k > 0 && anna_move_from(sorted[k - 1]) >
				       anna_move_from(cands[i]); k--)
			sorted[k] = sorted[k - 1];
		sorted[k] = cands[i];
	}
	char list[ANNA_ERROR_ARG_LEN];
	struct out o;
	out_init(&o, list, sizeof(list));
	for (size_t i = 0; i < n; i++) {
		int from = anna_move_from(sorted[i]);
		if (i)
			out_str(&o, ", ");
		out_long(&o, l, pos->side, ANNA_PIECE_TYPE(pos->board[from]),
			 from, anna_move_to(sorted[i]),
			 anna_move_is_capture(sorted[i]), 0);
	}
	return anna_error_set(err, ANNA_E_AMBIGUOUS, ANNA_MSG_NOTATION_AMBIGUOUS,
			      t->arg, list);
}

/*
 * From the legal moves that fit, the one the text means. promotion_given
 * and promotion say what the text says about promotion.
 */
static enum anna_status choose(const struct anna_position *pos,
			       const struct text *t,
			       const struct anna_letters *l,
			       const uint16_t *fit, size_t n,
			       bool promotion_given,
			       enum anna_piece_type promotion, uint16_t *out,
			       struct anna_error *err)
{
	if (n == 0)
		return anna_error_set(err, ANNA_E_ILLEGAL,
				      ANNA_MSG_NOTATION_ILLEGAL, t->arg);
	/* One entry per from/to pair, keeping the promotion asked for. */
	uint16_t pairs[ANNA_MAX_MOVES];
	size_t np = 0;
	bool any_promotion = false, any_plain = false;
	for (size_t i = 0; i < n; i++) {
		if (anna_move_is_promotion(fit[i]))
			any_promotion = true;
		else
			any_plain = true;
		size_t k;
		for (k = 0; k < np; k++)
			if ((pairs[k] & 0xfff) == (fit[i] & 0xfff))
				break;
		if (k == np)
			pairs[np++] = fit[i];
		if (promotion_given && anna_move_promotion(fit[i]) == promotion)
			pairs[k] = fit[i];
	}
	if (promotion_given && !any_promotion)
		return anna_error_set(err, ANNA_E_INVALID,
				      ANNA_MSG_NOTATION_PROMOTION_UNEXPECTED,
				      t->arg);
	if (np > 1)
		return ambiguous(pos, t, l, pairs, np, err);
	if (!promotion_given && any_promotion && !any_plain)
		return anna_error_set(err, ANNA_E_MISSING,
				      ANNA_MSG_NOTATION_PROMOTION_MISSING, t->arg);
	*out = pairs[0];
	return ANNA_OK;
}

static enum anna_status read_algebraic(const struct anna_position *pos,
				       const char *text,
				       const struct anna_letters *letters,
				       bool need_from, uint16_t *move,
				       struct anna_error *err)
{
	struct text t;
	if (text_open(&t, text, err) != ANNA_OK)
		return ANNA_E_SYNTAX;
	const struct anna_letters *l = letters_or_en(letters);
	struct parsed m;
	enum anna_status st = parse_algebraic(&t, l, need_from, &m, err);
	if (st != ANNA_OK)
		return st;

	uint16_t moves[ANNA_MAX_MOVES], fit[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves), nfit = 0;
	uint16_t chosen = ANNA_MOVE_NONE;
	if (m.castle) {
		for (size_t i = 0; i < n; i++)
			if (anna_move_flags(moves[i]) == m.castle)
				chosen = moves[i];
		if (chosen == ANNA_MOVE_NONE)
			return anna_error_set(err, ANNA_E_ILLEGAL,
					      ANNA_MSG_NOTATION_CASTLING_ILLEGAL,
					      t.arg);
	} else {
		for (size_t i = 0; i < n; i++)
			if (fits(pos, &m, moves[i]))
				fit[nfit++] = moves[i];
		st = choose(pos, &t, l, fit, nfit, m.promotion_given,
			    m.promotion, &chosen, err);
		if (st != ANNA_OK)
			return st;
		if (m.capture_mark && !anna_move_is_capture(chosen)) {
			char sq[3];
			return anna_error_set(err, ANNA_E_ILLEGAL,
					      ANNA_MSG_NOTATION_NOT_CAPTURE, t.arg,
					      anna_square_name(m.to, sq));
		}
	}
	if (m.ep_mark && !anna_move_is_en_passant(chosen))
		return anna_error_set(err, ANNA_E_ILLEGAL,
				      ANNA_MSG_NOTATION_NOT_EN_PASSANT, t.arg);
	*move = chosen;
	return ANNA_OK;
}

enum anna_status anna_notation_read_san(const struct anna_position *pos,
					const char *text,
					const struct anna_letters *letters,
					uint16_t *move, struct anna_error *err)
{
	return read_algebraic(pos, text, letters, false, move, err);
}

enum anna_status anna_notation_read_lan(const struct anna_position *pos,
					const char *text,
					const struct anna_letters *letters,
					uint16_t *move, struct anna_error *err)
{
	return read_algebraic(pos, text, letters, true, move, err);
}

/* Length of the longest prefix of p[0..len) that can begin a move in this
 * form (len itself if the whole text is one). */
static size_t coord_fit(const struct coord_form *f, const char *p, size_t len)
{
	for (size_t i = 0; i < 4; i++) {
		char lo = (i % 2) ? '1' : f->file_lo, hi = (i % 2) ? '8' : f->file_hi;
		if (i >= len || p[i] < lo || p[i] > hi)
			return i;
	}
	if (len > 4 && !(p[4] && strchr(f->promotions, p[4])))
		return 4;
	return len > 5 ? 5 : len;
}

static enum anna_status read_coord(const struct anna_position *pos,
				   const char *text, const struct coord_form *f,
				   uint16_t *move, struct anna_error *err)
{
	struct text t;
	if (text_open(&t, text, err) != ANNA_OK)
		return ANNA_E_SYNTAX;
	const char *p = t.start;
	size_t len = (size_t)(t.end - p);
	size_t fit = coord_fit(f, p, len);
	if (fit != len || len < 4)
		return unreadable(&t, p + fit, err);
	enum anna_piece_type promotion = ANNA_NO_TYPE;
	if (len == 5)
		promotion = f->types[strchr(f->promotions, p[4]) - f->promotions];
	int from = ANNA_SQ(p[0] - f->file_lo, p[1] - '1');
	int to = ANNA_SQ(p[2] - f->file_lo, p[3] - '1');
	uint16_t moves[ANNA_MAX_MOVES], fits_here[4];
	size_t n = anna_movegen_legal(pos, moves), nfit = 0;
	for (size_t i = 0; i < n; i++)
		if (anna_move_from(moves[i]) == from &&
		    anna_move_to(moves[i]) == to && nfit < 4)
			fits_here[nfit++] = moves[i];
	return choose(pos, &t, &builtin_sets[ANNA_LETTERS_EN], fits_here, nfit,
		      promotion != ANNA_NO_TYPE, promotion, move, err);
}

enum anna_status anna_notation_read_uci(const struct anna_position *pos,
					const char *text, uint16_t *move,
					struct anna_error *err)
{
	return read_coord(pos, text, &uci_form, move, err);
}

enum anna_status anna_notation_read_iccf(const struct anna_position *pos,
					 const char *text, uint16_t *move,
					 struct anna_error *err)
{
	return read_coord(pos, text, &iccf_form, move, err);
}

enum anna_status anna_notation_read(const struct anna_position *pos,
				    const char *text,
				    const struct anna_letters *letters,
				    uint16_t *move, struct anna_error *err)
{
	struct text t;
	if (text_open(&t, text, err) != ANNA_OK)
		return ANNA_E_SYNTAX;
	const char *p = t.start;
	size_t len = (size_t)(t.end - p);
	bool digits = true;
	for (size_t i = 0; i < len; i++)
		if (p[i] < '0' || p[i] > '9')
			digits = false;
	if (digits)
		return anna_notation_read_iccf(pos, text, move, err);
	bool uci = len >= 4 && coord_fit(&uci_form, p, len) == len;
	if (uci)
		return anna_notation_read_uci(pos, text, move, err);
	return anna_notation_read_san(pos, text, letters, move, err);
}

enum anna_status anna_notation_read_letters(const struct anna_position *pos, const char *text,
					    const struct anna_letters *letters, uint16_t *move,
					    uint16_t *english, struct anna_error *err)
{
	const struct anna_letters *en = anna_letters_builtin(ANNA_LETTERS_EN);
	const struct anna_letters *de = anna_letters_builtin(ANNA_LETTERS_DE);
	struct anna_error other;
	*english = ANNA_MOVE_NONE;
	enum anna_status st = anna_notation_read(pos, text, letters, move, err);
	if (st == ANNA_OK) {
		if (memcmp(letters, en, sizeof(*en)) != 0 &&
		    anna_notation_read(pos, text, en, english, &other) == ANNA_OK &&
		    *english != *move) {
			char mine[ANNA_NOTATION_MAX], theirs[ANNA_NOTATION_MAX];
			anna_notation_write_lan(pos, *move, letters, ANNA_NOTATION_NO_MARKS, mine,
						sizeof(mine));
			anna_notation_write_lan(pos, *english, en, ANNA_NOTATION_NO_MARKS, theirs,
						sizeof(theirs));
			return anna_error_set(err, ANNA_E_AMBIGUOUS, ANNA_MSG_NOTATION_LETTER_SETS,
					      text, mine, theirs);
		}
		*english = ANNA_MOVE_NONE;
		return ANNA_OK;
	}
	if (anna_notation_read(pos, text, en, move, &other) == ANNA_OK ||
	    anna_notation_read(pos, text, de, move, &other) == ANNA_OK)
		return ANNA_OK;
	return st;
}
