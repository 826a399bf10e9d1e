/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/dgt.h: the serial protocol of DGT electronic chess boards (and
 * the boards that speak it: Revelation, Smart Board, Pegasus), pure: bytes
 * in, messages out, and the requests and messages as bytes. No I/O, no
 * clock (input/dgtport.h opens the serial line, 9600 baud 8N1).
 *
 * The facts are DGT's published protocol description (dgtbrd.h, "Protocol
 * description for DGT chess board", DGT Projects 1998-2014, as carried by
 * open-source drivers such as PicoChess); docs/dgt.md sums them up.
 *
 * The computer sends one-byte requests (DGT_SEND_BRD ...). The board
 * answers with messages: a header byte (the message id, top bit set), two
 * length bytes of seven bits each (high then low; the length counts the
 * three header bytes), then data bytes with the top bit clear. So a byte
 * with the top bit set always begins a message: the decoder resynchronises
 * there when a message was cut (SYN-style), and skips data bytes that
 * belong to no message (garbage).
 *
 * Fields: the board numbers its 64 fields row by row as read from the
 * side of its connector: field 0 is a8, 7 is h8, 56 is a1, 63 is h1 when
 * White sits at the connector's right (the usual way). A board turned
 * round numbers them the other way: anna_dgt_square() maps both.
 */
#ifndef ANNA_BOARDIO_DGT_H
#define ANNA_BOARDIO_DGT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ANNA_DGT_BAUD 9600

/* Requests, computer to board (one byte each). */
enum anna_dgt_request {
	ANNA_DGT_SEND_RESET = 0x40,       /* idle: no more updates */
	ANNA_DGT_SEND_CLK = 0x41,         /* answer: BWTIME */
	ANNA_DGT_SEND_BRD = 0x42,         /* answer: BOARD_DUMP */
	ANNA_DGT_SEND_UPDATE = 0x43,      /* FIELD_UPDATE and BWTIME as they come */
	ANNA_DGT_SEND_UPDATE_BRD = 0x44,  /* FIELD_UPDATE as they come */
	ANNA_DGT_RETURN_SERIALNR = 0x45,  /* answer: SERIALNR */
	ANNA_DGT_SEND_UPDATE_NICE = 0x4b, /* FIELD_UPDATE, BWTIME when it changes */
	ANNA_DGT_SEND_VERSION = 0x4d,     /* answer: VERSION */
};

/* Message ids, board to computer (the top bit set), and their lengths. */
enum anna_dgt_msg_id {
	ANNA_DGT_MSG_BOARD_DUMP = 0x86,   /* 67: 64 piece codes, field 0..63 */
	ANNA_DGT_MSG_BWTIME = 0x8d,       /* 10: the clock (times or an ack) */
	ANNA_DGT_MSG_FIELD_UPDATE = 0x8e, /* 5: field, piece code */
	ANNA_DGT_MSG_EE_MOVES = 0x8f,     /* any: the board's own store (skipped) */
	ANNA_DGT_MSG_BUSADRES = 0x90,     /* 5 (skipped) */
	ANNA_DGT_MSG_SERIALNR = 0x91,     /* 8: five ASCII digits */
	ANNA_DGT_MSG_TRADEMARK = 0x92,    /* any: text (skipped) */
	ANNA_DGT_MSG_VERSION = 0x93,      /* 5: major, minor */
	ANNA_DGT_MSG_BATTERY = 0xa0,      /* 7 (skipped) */
	ANNA_DGT_MSG_LONG_SERIALNR = 0xa2,/* 13: ten ASCII digits */
};

#define ANNA_DGT_SIZE_BOARD_DUMP 67
#define ANNA_DGT_SIZE_BWTIME 10
#define ANNA_DGT_SIZE_FIELD_UPDATE 5
#define ANNA_DGT_SIZE_SERIALNR 8
#define ANNA_DGT_SIZE_VERSION 5
#define ANNA_DGT_SIZE_LONG_SERIALNR 13
/* The most a length can say (two 7-bit bytes). */
#define ANNA_DGT_SIZE_MAX 16383

/* Piece codes on a field. 13..15 are DGT's "magic pieces" (result
 * markers), no chess men: anna reads them as something foreign. */
enum anna_dgt_code {
	ANNA_DGT_EMPTY = 0x00,
	ANNA_DGT_WPAWN = 0x01, ANNA_DGT_WROOK = 0x02, ANNA_DGT_WKNIGHT = 0x03,
	ANNA_DGT_WBISHOP = 0x04, ANNA_DGT_WKING = 0x05, ANNA_DGT_WQUEEN = 0x06,
	ANNA_DGT_BPAWN = 0x07, ANNA_DGT_BROOK = 0x08, ANNA_DGT_BKNIGHT = 0x09,
	ANNA_DGT_BBISHOP = 0x0a, ANNA_DGT_BKING = 0x0b, ANNA_DGT_BQUEEN = 0x0c,
	ANNA_DGT_MAGIC_DRAW = 0x0d, ANNA_DGT_MAGIC_WHITE = 0x0e, ANNA_DGT_MAGIC_BLACK = 0x0f,
};

/* A square holding something that is no chess man (a magic piece, a code
 * out of range): anna's piece value for it. */
#define ANNA_DGT_FOREIGN 0xff

/* The anna piece (core/chess.h) of a piece code: ANNA_NO_PIECE for empty,
 * ANNA_DGT_FOREIGN for anything else that is no chess man. */
uint8_t anna_dgt_piece(uint8_t code);
/* The piece code of an anna piece (ANNA_DGT_MAGIC_DRAW for FOREIGN). */
uint8_t anna_dgt_code(uint8_t piece);

/* How the board lies. */
enum anna_dgt_orientation {
	ANNA_DGT_NORMAL = 0,  /* field 0 = a8 */
	ANNA_DGT_ROTATED = 1, /* turned round: field 0 = h1 */
	ANNA_DGT_ANY_WAY = 2,
};

/* The square (a1 = 0) of a field, and the field of a square. */
int anna_dgt_square(int field, enum anna_dgt_orientation o);
int anna_dgt_field(int sq, enum anna_dgt_orientation o);

/* The orientation a board dump shows: the start position read one way or
 * the other; ANY_WAY for anything else (a game under way). */
enum anna_dgt_orientation anna_dgt_detect(const uint8_t codes[64]);

/* The clock's state (BWTIME that is no ack). "right" and "left" are the
 * clock's sides as the board sees them. */
struct anna_dgt_clock {
	bool ack;                /* a clock ack: the fields below are 0 */
	uint32_t right_s, left_s;/* time shown, seconds */
	bool right_flag, left_flag;
	bool running;            /* status D0 */
	bool right_high;         /* status D1: the lever is high on the right
				  * (the left player pressed it down last) */
	bool battery_low;        /* D2 */
	bool no_clock;           /* D5: no clock connected, times invalid */
	uint8_t status;          /* byte 9 as it came */
};

/* One message, decoded. */
struct anna_dgt_msg {
	uint8_t id;                /* enum anna_dgt_msg_id */
	uint16_t size;             /* as the header said */
	uint8_t codes[64];         /* BOARD_DUMP: the piece code of each field */
	uint8_t field, code;       /* FIELD_UPDATE */
	uint8_t major, minor;      /* VERSION */
	char serial[11];           /* SERIALNR (5 digits), LONG_SERIALNR (10) */
	struct anna_dgt_clock clock; /* BWTIME */
};

/* What one byte did. */
enum anna_dgt_status {
	ANNA_DGT_MORE = 0,         /* nothing complete yet */
	ANNA_DGT_MESSAGE = 1,      /* *out holds a message */
	ANNA_DGT_GARBAGE = -1,     /* a data byte outside any message: skipped */
	ANNA_DGT_CUT = -2,         /* a message cut short by the next header:
				    * dropped, the new one begun */
	ANNA_DGT_BAD_SIZE = -3,    /* a length under 3, or not the length of
				    * that id: dropped, skipping to the next
				    * header */
	ANNA_DGT_UNKNOWN = -4,     /* a whole message anna does not read
				    * (an unknown id, a trademark ...) */
	ANNA_DGT_BAD_DATA = -5,    /* a field number or piece code out of
				    * range: the message is dropped */
};

struct anna_dgt_decoder {
	uint8_t id;        /* 0: between messages */
	uint16_t size;     /* from the header; 0 until both length bytes */
	uint16_t have;     /* bytes of the message so far */
	bool skipping;     /* a message anna does not keep (only counted) */
	uint8_t buf[ANNA_DGT_SIZE_BOARD_DUMP];
	/* counters since init (faults are told from them) */
	uint32_t messages, garbage, cut, bad;
};

void anna_dgt_decoder_init(struct anna_dgt_decoder *dec);

/* Feeds one byte. MESSAGE fills *out; a negative status names what was
 * wrong (the decoder is already in step again). */
enum anna_dgt_status anna_dgt_feed(struct anna_dgt_decoder *dec, uint8_t byte,
				   struct anna_dgt_msg *out);

/* Encodes msg (its id and the fields that id uses) into out; returns the
 * length, 0 for an id anna does not write or cap too small. */
size_t anna_dgt_encode(const struct anna_dgt_msg *msg, uint8_t *out, size_t cap);

/* The requests anna sends when a board opens (or comes back): reset,
 * serial number, version, the whole board, the clock (where the lever
 * stands), then updates with the clock when it changes.
 * Returns how many bytes (at most 8). */
size_t anna_dgt_hello(uint8_t out[8]);

#endif
