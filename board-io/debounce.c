/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/debounce.c: per-hole settle window.
 */
#include "board-io/debounce.h"

void anna_debounce_init(struct anna_debounce *db, uint64_t occupancy,
			unsigned window_ms)
{
	db->window_ms = window_ms;
	db->reported = occupancy;
	db->raw = occupancy;
	db->pending = 0;
	db->settling = 0;
}

/* Hands on the pending holes in ready, in the order of their first edges
 * (ties by square). */
static size_t hand_on(struct anna_debounce *db, uint64_t ready,
		      struct anna_square_event out[64])
{
	size_t n = 0;
	while (ready) {
		int best = -1;
		for (uint64_t p = ready; p; p &= p - 1) {
			int sq = __builtin_ctzll(p);
			if (best < 0 || db->edge[sq] < db->edge[best])
				best = sq;
		}
		uint64_t bit = 1ull << best;
		ready &= ~bit;
		db->pending &= ~bit;
		db->reported ^= bit;
		out[n++] = (struct anna_square_event){ db->edge[best], (uint8_t)best,
						       (db->reported & bit) != 0 };
	}
	return n;
}

size_t anna_debounce_advance(struct anna_debounce *db, uint64_t now_ms,
			     struct anna_square_event out[64])
{
	uint64_t ready = 0;
	for (uint64_t p = db->pending; p; p &= p - 1) {
		int sq = __builtin_ctzll(p);
		if (db->since[sq] + db->window_ms <= now_ms)
			ready |= 1ull << sq;
	}
	return hand_on(db, ready, out);
}

size_t anna_debounce_flush(struct anna_debounce *db, struct anna_square_event out[64])
{
	db->settling = 0;
	return hand_on(db, db->pending, out);
}

size_t anna_debounce_feed(struct anna_debounce *db,
			  const struct anna_square_event *ev,
			  struct anna_square_event out[64])
{
	size_t n = anna_debounce_advance(db, ev->time_ms, out);
	uint64_t bit = 1ull << (ev->sq & 63);
	int sq = ev->sq & 63;
	if (ev->occupied == ((db->raw & bit) != 0))
		return n; /* no change: a repeated report */
	db->raw ^= bit;
	if ((db->raw & bit) == (db->reported & bit)) {
		/* back where it was: bounce, or a wobble that never counts */
		db->pending &= ~bit;
		db->settling |= bit;
		db->since[sq] = ev->time_ms;
		return n;
	}
	/* A new edge, unless the hole is still bouncing from the last one. */
	if (!(db->pending & bit) &&
	    !((db->settling & bit) && ev->time_ms - db->since[sq] < db->window_ms))
		db->edge[sq] = ev->time_ms;
	db->settling &= ~bit;
	db->pending |= bit;
	db->since[sq] = ev->time_ms;
	if (db->window_ms == 0)
		n += anna_debounce_advance(db, ev->time_ms, out + n);
	return n;
}

bool anna_debounce_deadline(const struct anna_debounce *db, uint64_t *deadline_ms)
{
	if (!db->pending)
		return false;
	uint64_t best = UINT64_MAX;
	for (uint64_t p = db->pending; p; p &= p - 1) {
		int sq = __builtin_ctzll(p);
		if (db->since[sq] + db->window_ms < best)
			best = db->since[sq] + db->window_ms;
	}
	*deadline_ms = best;
	return true;
}

uint64_t anna_debounce_occupancy(const struct anna_debounce *db)
{
	return db->reported;
}
