/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/notation.h: move notation, read and written. SAN (short algebraic,
 * the scoresheet form of SHEET-12), long algebraic (the long spoken form can
 * describe any physical move), UCI (engines) and ICCF numeric (the keypad).
 *
 * Piece letters are chosen per call (struct anna_letters): English
 * K Q R B N, German / Danish / Norwegian / Swedish K D T L S (pawn B), or
 * figurines. A profile may bring its own set (anna_letters_parse).
 *
 * Writers take the position BEFORE the move and a legal move; they return
 * ANNA_E_ILLEGAL for a move that is not legal there, ANNA_E_SPACE when buf is
 * too small (ANNA_NOTATION_MAX is always enough). buf is always terminated
 * when size > 0.
 *
 * Readers never guess: text that fits no legal move, or more than one, is an
 * error (struct anna_error, messages "notation.*" in core/messages.def). The
 * move is written to *move only on success. Readers and letter-set
 * functions clear *err first (err may be NULL); err->line stays 0, for the
 * caller to set when the text came from a file. Error arguments are the input's
 * own text (trimmed of surrounding blanks), a 1-based column counted in
 * characters, squares, and candidate moves in long algebraic joined by ", ".
 *
 * Nothing here allocates, reads a clock or does I/O.
 */
#ifndef ANNA_CORE_NOTATION_H
#define ANNA_CORE_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/error.h"
#include "core/position.h"

/* Bytes for one piece letter: up to 7 bytes of UTF-8 and the NUL. */
#define ANNA_LETTER_SIZE 8
/* Bytes that always hold a written move (SAN, LAN, UCI, ICCF) with its NUL,
 * whatever the letter set and flags. */
#define ANNA_NOTATION_MAX 40

/*
 * The letters for the pieces, UTF-8, per colour and piece type:
 * letter[ANNA_WHITE or ANNA_BLACK][ANNA_PAWN..ANNA_KING]; [c][0] is unused.
 * Letter sets have the same letters for both colours; figurines differ.
 * letter[c][ANNA_PAWN] may be "": the set has no pawn letter. A pawn letter
 * is accepted (optional) when reading and written only with
 * ANNA_NOTATION_PAWN_LETTER. Reading accepts the letters of either colour.
 * Letters are case-sensitive: "b" is always the b-file, never a bishop.
 *
 * A valid set (anna_letters_check): every piece N..K has a letter; no two
 * types share one; no letter is a prefix of another; no letter starts with
 * a character of the notation itself (a-h, 0-9, x, X, O, o, -, :, =, +, #,
 * !, ?, (, ), /, '.', blank) or a control character.
 */
struct anna_letters {
	char letter[2][7][ANNA_LETTER_SIZE];
};

enum anna_letter_set {
	ANNA_LETTERS_EN = 0,    /* K Q R B N, pawn P */
	ANNA_LETTERS_DE,        /* K D T L S, pawn B: German, Danish,
				 * Norwegian, Swedish (SHEET-12) */
	ANNA_LETTERS_FIGURINE,  /* ♔♕♖♗♘♙ White, ♚♛♜♝♞♟ Black */
	ANNA_LETTERS_COUNT
};

/* A built-in set; NULL for a value out of range. Static storage. */
const struct anna_letters *anna_letters_builtin(enum anna_letter_set set);
/* The name of a built-in set: "en", "de", "figurine"; NULL if out of range. */
const char *anna_letter_set_str(enum anna_letter_set set);
/* A built-in set by name: "en", "de" (also "da", "nb", "sv", which use the
 * same letters), "figurine". NULL if there is no such set. */
const struct anna_letters *anna_letters_by_name(const char *name);

/*
 * Fills *out from text (a profile's letter line): the letters for
 * K Q R B N and optionally P, separated by blanks, e.g. "K D T L S B"; for
 * a set that differs per colour, White's letters, "/", Black's letters
 * ("♔ ♕ ♖ ♗ ♘ ♙ / ♚ ♛ ♜ ♝ ♞ ♟"). The set is then checked as
 * anna_letters_check does. *out is written only on success.
 * Errors: notation.letters_count (count found), notation.letters_too_long
 * (letter, the limit in bytes), and those of anna_letters_check.
 */
enum anna_status anna_letters_parse(struct anna_letters *out, const char *text,
				    struct anna_error *err);

/* Is *letters a usable set? Slots are numbered 1..12: White K Q R B N P,
 * then Black K Q R B N P. Errors: notation.letters_missing (slot),
 * notation.letters_utf8 (slot: not terminated, not UTF-8, or a control
 * character), notation.letters_reserved (letter), notation.letters_duplicate
 * (letter, other letter: equal, or the first a prefix of the other). */
enum anna_status anna_letters_check(const struct anna_letters *letters,
				    struct anna_error *err);

/* Writer options, or-ed together; 0 is plain SAN/LAN as PGN writes it. */
enum anna_notation_flag {
	ANNA_NOTATION_NO_MARKS = 1 << 0,    /* no + or # (check and mate
					     * marks are optional, SHEET-12) */
	ANNA_NOTATION_EP = 1 << 1,          /* " e.p." after an en passant
					     * capture (SHEET-12 scoresheet) */
	ANNA_NOTATION_ZERO_CASTLING = 1 << 2, /* 0-0 and 0-0-0 (Annex C)
					     * instead of O-O and O-O-O */
	ANNA_NOTATION_BARE_PROMOTION = 1 << 3, /* d8D (Annex C) instead of
					     * d8=D */
	ANNA_NOTATION_PAWN_LETTER = 1 << 4, /* write the set's pawn letter
					     * (German "Be4") if it has one */
};

/*
 * SAN: Nf3, exd5, e8=Q, Rae1, R1e2, Qh4xe1 (file, then rank, then both when
 * needed to tell like pieces apart), O-O, O-O-O, + and # marks. letters NULL
 * means English.
 */
enum anna_status anna_notation_write_san(const struct anna_position *pos,
					 uint16_t move,
					 const struct anna_letters *letters,
					 unsigned flags, char *buf, size_t size);

/*
 * What SAN writes of the from-square of a legal move (SHEET-12): *file for
 * a pawn capture and for a piece whose file tells it apart from the like
 * pieces that reach the same square; *rank when the file does not but the
 * rank does; both when neither alone does. Both false for castling and
 * for a move nothing else could be confused with. For the spoken short
 * form (docs/announcements.md section 3) as much as for writing.
 */
void anna_notation_disambiguation(const struct anna_position *pos,
				  uint16_t move, bool *file, bool *rank);

/* Long algebraic: Ng1-f3, Ng1xf3, e2-e4, e5xd6, e7-e8=Q, O-O, marks. */
enum anna_status anna_notation_write_lan(const struct anna_position *pos,
					 uint16_t move,
					 const struct anna_letters *letters,
					 unsigned flags, char *buf, size_t size);

/* UCI: g1f3, e7e8q, castling as the king's move e1g1. Needs no position;
 * ANNA_E_INVALID for ANNA_MOVE_NONE. */
enum anna_status anna_notation_write_uci(uint16_t move, char *buf, size_t size);

/* ICCF numeric: files a..h and ranks are digits 1..8, from then to
 * (e2e4 = "5254"), a fifth digit for promotion (1 queen, 2 rook, 3 bishop,
 * 4 knight), castling as the king's move (e1g1 = "5171").
 * ANNA_E_INVALID for ANNA_MOVE_NONE. */
enum anna_status anna_notation_write_iccf(uint16_t move, char *buf, size_t size);

/*
 * Long algebraic for ANY physical move, legal or not (docs/announcements.md section
 * 3: the long form can describe any physical move). from and to are
 * squares 0..63 and differ; promotion is ANNA_NO_TYPE or the piece put on
 * the board in the pawn's place (any type, even an impossible one).
 * If (from, to, promotion) is a legal move of pos, the result is exactly
 * anna_notation_write_lan's. Otherwise it is the piece letter of whatever
 * stands on from (none for a pawn or an empty square), from, "x" if to is
 * occupied (by either colour) else "-", to, "=" and the promotion letter;
 * no castling form and no marks. ANNA_E_INVALID for bad squares.
 */
enum anna_status anna_notation_write_physical(const struct anna_position *pos,
					      int from, int to,
					      enum anna_piece_type promotion,
					      const struct anna_letters *letters,
					      unsigned flags, char *buf,
					      size_t size);

/*
 * Reads algebraic notation, tolerantly: SAN and long algebraic alike.
 *   piece letter (pawn letter optional), then any of: from-file, from-rank,
 *   from-square (over-disambiguated Ng1f3 is fine; with a full from-square
 *   the letter may be left out and the piece is the one standing there);
 *   capture "x" or ":" (optional; a pawn capture may be written "ed5"),
 *   or "-" after a full from-square; the destination;
 *   promotion "=Q", "Q", "(Q)" or "/Q" (letters of the set);
 *   "ep" or "e.p." (blank before it allowed);
 *   marks "+", "++", "#" and annotations "!", "?", "!!", "??", "!?", "?!"
 *   (blank before them allowed; marks are not checked against the move).
 * Castling: O-O, 0-0, o-o, O-O-O, 0-0-0, o-o-o; the king's two-square move
 * (Ke1-g1) is castling too (MOV-5). A pawn move without a from-file and
 * without a capture mark is a push along its file (d5 is never cxd5).
 * Errors (status, message, arguments):
 *   ANNA_E_SYNTAX   notation.empty
 *   ANNA_E_SYNTAX   notation.unreadable (text, column of the first character
 *                   that does not fit; err->column is set too)
 *   ANNA_E_INVALID  notation.promotion_piece (text): promotion to K or pawn
 *   ANNA_E_INVALID  notation.promotion_unexpected (text)
 *   ANNA_E_MISSING  notation.promotion_missing (text)
 *   ANNA_E_ILLEGAL  notation.illegal (text)
 *   ANNA_E_ILLEGAL  notation.castling_illegal (text)
 *   ANNA_E_ILLEGAL  notation.not_capture (text, destination square): an "x"
 *                   on a move that captures nothing
 *   ANNA_E_ILLEGAL  notation.not_en_passant (text): "e.p." on another move
 *   ANNA_E_AMBIGUOUS notation.ambiguous (text, candidates "Nb1-d2, Nf3-d2")
 * letters NULL means English.
 */
enum anna_status anna_notation_read_san(const struct anna_position *pos,
					const char *text,
					const struct anna_letters *letters,
					uint16_t *move, struct anna_error *err);

/* As anna_notation_read_san, but the from-square must be written in full
 * (castling excepted): Ng1-f3, Ng1xf3, e2-e4, e7-e8=Q, O-O. Text without it
 * is notation.unreadable at the column where the from-square ends. */
enum anna_status anna_notation_read_lan(const struct anna_position *pos,
					const char *text,
					const struct anna_letters *letters,
					uint16_t *move, struct anna_error *err);

/* UCI, strictly: [a-h][1-8][a-h][1-8] and for a promotion one of q r b n
 * (castling is e1g1 etc.). Errors as anna_notation_read_san. */
enum anna_status anna_notation_read_uci(const struct anna_position *pos,
					const char *text, uint16_t *move,
					struct anna_error *err);

/* ICCF numeric: four digits 1..8 and, for a promotion, a fifth 1..4.
 * Errors as anna_notation_read_san (a digit out of range is
 * notation.unreadable at its column). */
enum anna_status anna_notation_read_iccf(const struct anna_position *pos,
					 const char *text, uint16_t *move,
					 struct anna_error *err);

/*
 * Reads a move in any notation. After trimming blanks the text is
 *   ICCF       if it is made of digits only ("5254", "57585"),
 *   UCI        if it is exactly [a-h][1-8][a-h][1-8] with an optional
 *              lower-case q, r, b or n ("e2e4", "e7e8q"),
 *   algebraic  otherwise (SAN or long algebraic, anna_notation_read_san).
 * The forms cannot overlap: algebraic never is digits only, and the UCI
 * shape read as algebraic would name the same from- and to-square (with a
 * lower-case promotion letter, which algebraic does not read).
 */
enum anna_status anna_notation_read(const struct anna_position *pos,
				    const char *text,
				    const struct anna_letters *letters,
				    uint16_t *move, struct anna_error *err);

/*
 * A move as a person of a profile writes it: anna_notation_read with the
 * profile's letters, else with English letters, else with the German/
 * Nordic ones (K D T L S), so that "Kh7", "Sf3" and "Nf3" are all read
 * whatever the profile. A text that means one move in the profile's
 * letters and another in English ("Bc4": the c-pawn in K D T L S B, a
 * bishop in K Q R B N) is refused: ANNA_E_AMBIGUOUS with the profile's
 * reading in *move and the English one in *english (else *english is
 * ANNA_MOVE_NONE). Otherwise the error of the profile's letters.
 */
enum anna_status anna_notation_read_letters(const struct anna_position *pos, const char *text,
					    const struct anna_letters *letters, uint16_t *move,
					    uint16_t *english, struct anna_error *err);

#endif
