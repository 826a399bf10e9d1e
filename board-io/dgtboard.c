/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/dgtboard.c: a DGT board's bytes as pieces on squares
 * (board-io/dgtboard.h).
 */
#include "board-io/dgtboard.h"

#include <string.h>

void anna_dgtboard_init(struct anna_dgtboard *b, enum anna_dgt_orientation orientation,
			unsigned settle_ms)
{
	memset(b, 0, sizeof(*b));
	anna_dgt_decoder_init(&b->dec);
	anna_identity_init(&b->id, settle_ms);
	b->setting = orientation;
	b->orientation = orientation == ANNA_DGT_ROTATED ? ANNA_DGT_ROTATED : ANNA_DGT_NORMAL;
}

void anna_dgtboard_reopen(struct anna_dgtboard *b)
{
	anna_dgt_decoder_init(&b->dec);
	b->lever_known = false;
}

enum anna_dgtboard_what anna_dgtboard_byte(struct anna_dgtboard *b, uint8_t byte, uint64_t now_ms,
					   struct anna_dgtboard_event *ev)
{
	struct anna_dgt_msg m;
	memset(ev, 0, sizeof(*ev));
	enum anna_dgt_status st = anna_dgt_feed(&b->dec, byte, &m);
	if (st < 0 && st != ANNA_DGT_UNKNOWN) {
		b->errors++;
		ev->error = st;
		return ev->what = ANNA_DGTB_ERROR;
	}
	if (st != ANNA_DGT_MESSAGE)
		return ANNA_DGTB_NONE;
	switch (m.id) {
	case ANNA_DGT_MSG_BOARD_DUMP: {
		if (b->setting == ANNA_DGT_ANY_WAY) {
			enum anna_dgt_orientation o = anna_dgt_detect(m.codes);
			if (o != ANNA_DGT_ANY_WAY)
				b->orientation = o;
		}
		uint8_t pieces[64];
		for (int f = 0; f < 64; f++)
			pieces[anna_dgt_square(f, b->orientation)] = anna_dgt_piece(m.codes[f]);
		anna_identity_board(&b->id, pieces);
		b->known = true;
		b->errors = 0;
		return ev->what = ANNA_DGTB_BOARD;
	}
	case ANNA_DGT_MSG_FIELD_UPDATE:
		ev->sq = anna_dgt_square(m.field, b->orientation);
		ev->piece = anna_dgt_piece(m.code);
		ev->was = b->id.raw[ev->sq];
		anna_identity_square(&b->id, ev->sq, ev->piece, now_ms);
		return ev->what = ANNA_DGTB_SQUARE;
	case ANNA_DGT_MSG_BWTIME:
		if (m.clock.ack || m.clock.no_clock)
			return ev->what = ANNA_DGTB_INFO;
		if (b->lever_known && m.clock.right_high != b->right_high) {
			b->right_high = m.clock.right_high;
			return ev->what = ANNA_DGTB_LEVER;
		}
		b->lever_known = true;
		b->right_high = m.clock.right_high;
		return ev->what = ANNA_DGTB_INFO;
	case ANNA_DGT_MSG_SERIALNR:
	case ANNA_DGT_MSG_LONG_SERIALNR:
		memcpy(b->serial, m.serial, sizeof(b->serial));
		return ev->what = ANNA_DGTB_INFO;
	case ANNA_DGT_MSG_VERSION:
		b->major = m.major;
		b->minor = m.minor;
		return ev->what = ANNA_DGTB_INFO;
	default:
		return ANNA_DGTB_NONE;
	}
}
