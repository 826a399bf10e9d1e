/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/dgt.c: the DGT board's serial protocol (board-io/dgt.h).
 */
#include "board-io/dgt.h"

#include <string.h>

#include "core/chess.h"

static const uint8_t code_piece[13] = {
	ANNA_NO_PIECE,
	ANNA_PIECE(ANNA_WHITE, ANNA_PAWN), ANNA_PIECE(ANNA_WHITE, ANNA_ROOK),
	ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT), ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP),
	ANNA_PIECE(ANNA_WHITE, ANNA_KING), ANNA_PIECE(ANNA_WHITE, ANNA_QUEEN),
	ANNA_PIECE(ANNA_BLACK, ANNA_PAWN), ANNA_PIECE(ANNA_BLACK, ANNA_ROOK),
	ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT), ANNA_PIECE(ANNA_BLACK, ANNA_BISHOP),
	ANNA_PIECE(ANNA_BLACK, ANNA_KING), ANNA_PIECE(ANNA_BLACK, ANNA_QUEEN),
};

uint8_t anna_dgt_piece(uint8_t code)
{
	return code < 13 ? code_piece[code] : ANNA_DGT_FOREIGN;
}

uint8_t anna_dgt_code(uint8_t piece)
{
	for (uint8_t c = 0; c < 13; c++)
		if (code_piece[c] == piece)
			return c;
	return ANNA_DGT_MAGIC_DRAW;
}

int anna_dgt_square(int field, enum anna_dgt_orientation o)
{
	int sq = (7 - field / 8) * 8 + field % 8;
	return o == ANNA_DGT_ROTATED ? 63 - sq : sq;
}

int anna_dgt_field(int sq, enum anna_dgt_orientation o)
{
	if (o == ANNA_DGT_ROTATED)
		sq = 63 - sq;
	return (7 - sq / 8) * 8 + sq % 8;
}

/* The start position, piece codes by square (a1 = 0). */
static uint8_t start_code(int sq)
{
	static const uint8_t back[8] = {
		ANNA_DGT_WROOK, ANNA_DGT_WKNIGHT, ANNA_DGT_WBISHOP, ANNA_DGT_WQUEEN,
		ANNA_DGT_WKING, ANNA_DGT_WBISHOP, ANNA_DGT_WKNIGHT, ANNA_DGT_WROOK,
	};
	int rank = sq / 8, file = sq % 8;
	if (rank == 0)
		return back[file];
	if (rank == 1)
		return ANNA_DGT_WPAWN;
	if (rank == 6)
		return ANNA_DGT_BPAWN;
	if (rank == 7)
		return (uint8_t)(back[file] + 6); /* the black piece is 6 codes on */
	return ANNA_DGT_EMPTY;
}

enum anna_dgt_orientation anna_dgt_detect(const uint8_t codes[64])
{
	for (int o = ANNA_DGT_NORMAL; o <= ANNA_DGT_ROTATED; o++) {
		int f = 0;
		while (f < 64 && codes[f] == start_code(anna_dgt_square(f, (enum anna_dgt_orientation)o)))
			f++;
		if (f == 64)
			return (enum anna_dgt_orientation)o;
	}
	return ANNA_DGT_ANY_WAY;
}

void anna_dgt_decoder_init(struct anna_dgt_decoder *dec)
{
	memset(dec, 0, sizeof(*dec));
}

/* The fixed length of a message anna reads; 0 for one it skips. */
static uint16_t kept_size(uint8_t id)
{
	switch (id) {
	case ANNA_DGT_MSG_BOARD_DUMP: return ANNA_DGT_SIZE_BOARD_DUMP;
	case ANNA_DGT_MSG_BWTIME: return ANNA_DGT_SIZE_BWTIME;
	case ANNA_DGT_MSG_FIELD_UPDATE: return ANNA_DGT_SIZE_FIELD_UPDATE;
	case ANNA_DGT_MSG_SERIALNR: return ANNA_DGT_SIZE_SERIALNR;
	case ANNA_DGT_MSG_VERSION: return ANNA_DGT_SIZE_VERSION;
	case ANNA_DGT_MSG_LONG_SERIALNR: return ANNA_DGT_SIZE_LONG_SERIALNR;
	default: return 0;
	}
}

static unsigned bcd(uint8_t b)
{
	return (unsigned)((b >> 4) & 7) * 10 + (b & 15);
}

static void clock_of(const uint8_t *m, struct anna_dgt_clock *c)
{
	memset(c, 0, sizeof(*c));
	if ((m[3] & 0x0f) == 0x0a || (m[6] & 0x0f) == 0x0a) {
		c->ack = true;
		return;
	}
	c->right_s = (m[3] & 0x0f) * 3600u + bcd(m[4]) * 60u + bcd(m[5]);
	c->left_s = (m[6] & 0x0f) * 3600u + bcd(m[7]) * 60u + bcd(m[8]);
	c->right_flag = (m[3] & 0x50) != 0;
	c->left_flag = (m[6] & 0x50) != 0;
	c->status = m[9];
	c->running = m[9] & 0x01;
	c->right_high = m[9] & 0x02;
	c->battery_low = m[9] & 0x04;
	c->no_clock = m[9] & 0x20;
}

/* A complete message in dec->buf: into *out, or BAD_DATA. */
static enum anna_dgt_status decode(const struct anna_dgt_decoder *dec, struct anna_dgt_msg *out)
{
	const uint8_t *m = dec->buf;
	memset(out, 0, sizeof(*out));
	out->id = dec->id;
	out->size = dec->size;
	switch (dec->id) {
	case ANNA_DGT_MSG_BOARD_DUMP:
		for (int f = 0; f < 64; f++) {
			if (m[3 + f] > ANNA_DGT_MAGIC_BLACK)
				return ANNA_DGT_BAD_DATA;
			out->codes[f] = m[3 + f];
		}
		break;
	case ANNA_DGT_MSG_FIELD_UPDATE:
		if (m[3] > 63 || m[4] > ANNA_DGT_MAGIC_BLACK)
			return ANNA_DGT_BAD_DATA;
		out->field = m[3];
		out->code = m[4];
		break;
	case ANNA_DGT_MSG_VERSION:
		out->major = m[3];
		out->minor = m[4];
		break;
	case ANNA_DGT_MSG_SERIALNR:
	case ANNA_DGT_MSG_LONG_SERIALNR:
		for (int i = 3; i < dec->size; i++) {
			if (m[i] < '0' || m[i] > '9')
				return ANNA_DGT_BAD_DATA;
			out->serial[i - 3] = (char)m[i];
		}
		break;
	case ANNA_DGT_MSG_BWTIME:
		clock_of(m, &out->clock);
		break;
	default:
		return ANNA_DGT_BAD_DATA;
	}
	return ANNA_DGT_MESSAGE;
}

enum anna_dgt_status anna_dgt_feed(struct anna_dgt_decoder *dec, uint8_t byte,
				   struct anna_dgt_msg *out)
{
	if (byte & 0x80) {
		/* a header: whatever was under way was cut */
		bool cut = dec->id != 0;
		dec->id = byte;
		dec->size = 0;
		dec->have = 1;
		dec->skipping = false;
		dec->buf[0] = byte;
		if (cut)
			dec->cut++;
		return cut ? ANNA_DGT_CUT : ANNA_DGT_MORE;
	}
	if (dec->id == 0) {
		dec->garbage++;
		return ANNA_DGT_GARBAGE;
	}
	if (dec->have < 3) {
		dec->buf[dec->have++] = byte;
		if (dec->have < 3)
			return ANNA_DGT_MORE;
		dec->size = (uint16_t)((dec->buf[1] << 7) | dec->buf[2]);
		uint16_t want = kept_size(dec->id);
		if (dec->size < 3 || (want && dec->size != want)) {
			dec->id = 0; /* skip to the next header */
			dec->bad++;
			return ANNA_DGT_BAD_SIZE;
		}
		dec->skipping = want == 0;
	} else {
		if (!dec->skipping)
			dec->buf[dec->have] = byte;
		dec->have++;
	}
	if (dec->have < dec->size)
		return ANNA_DGT_MORE;
	/* complete */
	enum anna_dgt_status st = dec->skipping ? ANNA_DGT_UNKNOWN : decode(dec, out);
	dec->id = 0;
	if (st == ANNA_DGT_MESSAGE || st == ANNA_DGT_UNKNOWN)
		dec->messages++;
	else
		dec->bad++;
	return st;
}

static void put_size(uint8_t *out, size_t size)
{
	out[1] = (uint8_t)((size >> 7) & 0x7f);
	out[2] = (uint8_t)(size & 0x7f);
}

static uint8_t to_bcd(unsigned v)
{
	return (uint8_t)(((v / 10) << 4) | (v % 10));
}

static void put_time(uint8_t *out, uint32_t s, bool flag)
{
	out[0] = (uint8_t)((s / 3600) % 10) | (flag ? 0x10 : 0);
	out[1] = to_bcd((s / 60) % 60);
	out[2] = to_bcd(s % 60);
}

size_t anna_dgt_encode(const struct anna_dgt_msg *msg, uint8_t *out, size_t cap)
{
	size_t size = kept_size(msg->id);
	if (!size || cap < size)
		return 0;
	memset(out, 0, size);
	out[0] = msg->id;
	put_size(out, size);
	switch (msg->id) {
	case ANNA_DGT_MSG_BOARD_DUMP:
		for (int f = 0; f < 64; f++)
			out[3 + f] = msg->codes[f] & 0x7f;
		break;
	case ANNA_DGT_MSG_FIELD_UPDATE:
		out[3] = msg->field & 0x7f;
		out[4] = msg->code & 0x7f;
		break;
	case ANNA_DGT_MSG_VERSION:
		out[3] = msg->major & 0x7f;
		out[4] = msg->minor & 0x7f;
		break;
	case ANNA_DGT_MSG_SERIALNR:
	case ANNA_DGT_MSG_LONG_SERIALNR:
		for (size_t i = 3; i < size; i++)
			out[i] = (uint8_t)(msg->serial[i - 3] & 0x7f);
		break;
	case ANNA_DGT_MSG_BWTIME: {
		const struct anna_dgt_clock *c = &msg->clock;
		put_time(out + 3, c->right_s, c->right_flag);
		put_time(out + 6, c->left_s, c->left_flag);
		out[9] = (uint8_t)((c->running ? 0x01 : 0) | (c->right_high ? 0x02 : 0) |
				   (c->battery_low ? 0x04 : 0) | (c->no_clock ? 0x20 : 0));
		break;
	}
	default:
		return 0;
	}
	return size;
}

size_t anna_dgt_hello(uint8_t out[8])
{
	static const uint8_t hello[] = {
		ANNA_DGT_SEND_RESET, ANNA_DGT_RETURN_SERIALNR, ANNA_DGT_SEND_VERSION,
		ANNA_DGT_SEND_BRD, ANNA_DGT_SEND_CLK, ANNA_DGT_SEND_UPDATE_NICE,
	};
	memcpy(out, hello, sizeof(hello));
	return sizeof(hello);
}
