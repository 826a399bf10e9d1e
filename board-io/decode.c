/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/decode.c: evdev frames -> square events.
 */
#include "board-io/decode.h"

#include "core/chess.h"

/* A new frame starts from the reported occupancy, no key seen in it. */
static void new_frame(struct anna_decode *dec)
{
	dec->frame = dec->occupancy;
	dec->n_order = 0;
	dec->in_order = 0;
}

void anna_decode_init(struct anna_decode *dec, const struct anna_boardmap *map,
		      uint64_t occupancy)
{
	dec->map = map;
	dec->occupancy = occupancy;
	new_frame(dec);
	dec->dropped = false;
	dec->need_resync = false;
}

uint64_t anna_decode_time_ms(const struct input_event *ev)
{
	return (uint64_t)ev->input_event_sec * 1000u +
	       (uint64_t)ev->input_event_usec / 1000u;
}

static size_t flush_frame(struct anna_decode *dec, uint64_t time_ms,
			  struct anna_square_event out[64])
{
	size_t n = 0;
	for (unsigned i = 0; i < dec->n_order; i++) {
		int sq = dec->order[i];
		uint64_t bit = 1ull << sq;
		if ((dec->frame ^ dec->occupancy) & bit)
			out[n++] = (struct anna_square_event){ time_ms, (uint8_t)sq,
							       (dec->frame & bit) != 0 };
	}
	dec->occupancy = dec->frame;
	new_frame(dec);
	return n;
}

size_t anna_decode_event(struct anna_decode *dec, const struct input_event *ev,
			 struct anna_square_event out[64])
{
	if (ev->type == EV_SYN) {
		if (ev->code == SYN_DROPPED) {
			/* Whatever this frame held is unreliable now. */
			dec->dropped = true;
			dec->need_resync = true;
			new_frame(dec);
			return 0;
		}
		if (ev->code != SYN_REPORT)
			return 0;
		if (dec->dropped) {
			dec->dropped = false;
			return 0;
		}
		return flush_frame(dec, anna_decode_time_ms(ev), out);
	}
	if (ev->type != EV_KEY || dec->dropped || ev->value == 2)
		return 0;
	int sq = anna_boardmap_square(dec->map, ev->code);
	if (sq == ANNA_NO_SQ)
		return 0;
	uint64_t bit = 1ull << sq;
	if (ev->value)
		dec->frame |= bit;
	else
		dec->frame &= ~bit;
	if (!(dec->in_order & bit)) {
		dec->in_order |= bit;
		dec->order[dec->n_order++] = (uint8_t)sq;
	}
	return 0;
}

bool anna_decode_needs_resync(const struct anna_decode *dec)
{
	return dec->need_resync;
}

size_t anna_decode_resync(struct anna_decode *dec, uint64_t occupancy,
			  uint64_t now_ms, struct anna_square_event out[64])
{
	size_t n = 0;
	uint64_t diff = dec->occupancy ^ occupancy;
	for (int sq = 0; sq < 64; sq++)
		if (diff & (1ull << sq))
			out[n++] = (struct anna_square_event){ now_ms, (uint8_t)sq,
							       (occupancy >> sq) & 1 };
	dec->occupancy = occupancy;
	new_frame(dec);
	dec->need_resync = false;
	return n;
}

uint64_t anna_decode_occupancy(const struct anna_decode *dec)
{
	return dec->occupancy;
}

uint64_t anna_decode_keys_occupancy(const struct anna_boardmap *map,
				    const uint8_t *keys, size_t nbytes)
{
	uint64_t occ = 0;
	for (int sq = 0; sq < 64; sq++) {
		unsigned code = map->code[sq];
		if (code / 8 < nbytes && (keys[code / 8] >> (code % 8)) & 1)
			occ |= 1ull << sq;
	}
	return occ;
}
