/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/recording.c: the recordings of a game merged (recording.h).
 */
#include "driver/recording.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Time, then role, then the file's order: a total order, so the sort's
 * own stability does not matter. */
static int by_time(const void *pa, const void *pb)
{
	const struct anna_merged_event *a = pa, *b = pb;
	if (a->us != b->us)
		return a->us < b->us ? -1 : 1;
	if (a->role != b->role)
		return a->role < b->role ? -1 : 1;
	return a->index < b->index ? -1 : a->index > b->index;
}

/* The first frame of a board recording: the holes' state; returns the
 * index of the first event after it. */
static size_t first_frame(const struct anna_evemu *rec, const struct anna_boardmap *map,
			  uint64_t *occupancy)
{
	*occupancy = 0;
	for (size_t i = 0; i < rec->n_events; i++) {
		const struct input_event *ev = &rec->events[i];
		if (ev->type == EV_SYN && ev->code == SYN_REPORT)
			return i + 1;
		int sq = ev->type == EV_KEY ? anna_boardmap_square(map, ev->code) : ANNA_NO_SQ;
		if (sq != ANNA_NO_SQ && ev->value)
			*occupancy |= 1ull << sq;
	}
	return rec->n_events;
}

int anna_merge_recordings(struct anna_evemu *const rec[ANNA_DRIVER_ROLE_COUNT],
			  const struct anna_boardmap *map, struct anna_merged *out)
{
	struct anna_dgtrec *const none[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	return anna_merge_recordings_dgt(rec, none, map, out);
}

int anna_merge_recordings_dgt(struct anna_evemu *const rec[ANNA_DRIVER_ROLE_COUNT],
			      struct anna_dgtrec *const dgt[ANNA_DRIVER_ROLE_COUNT],
			      const struct anna_boardmap *map, struct anna_merged *out)
{
	memset(out, 0, sizeof(*out));
	size_t total = 0;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		total += (rec[r] ? rec[r]->n_events : 0) + (dgt[r] ? dgt[r]->n : 0);
	out->events = malloc((total + 1) * sizeof(*out->events));
	if (!out->events)
		return -ENOMEM;
	uint64_t first = UINT64_MAX;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		out->dgt[r] = dgt[r] != NULL;
		for (size_t i = 0; dgt[r] && i < dgt[r]->n; i++) {
			const struct anna_dgtrec_chunk *c = &dgt[r]->chunks[i];
			if (c->to_board)
				continue; /* anna's requests: the record only */
			struct anna_merged_event *e = &out->events[out->n++];
			e->us = c->us;
			e->role = (enum anna_driver_role)r;
			e->index = i;
			e->bytes = c->bytes;
			e->n_bytes = c->n;
			if (e->us < first)
				first = e->us;
		}
		if (!rec[r] || !rec[r]->n_events)
			continue;
		size_t from = 0;
		if (anna_driver_role_is_board((enum anna_driver_role)r)) {
			out->board[r] = true;
			from = first_frame(rec[r], map, &out->board_occupancy[r]);
			out->board_us[r] = anna_evemu_time_us(&rec[r]->events[0]);
			if (out->board_us[r] < first)
				first = out->board_us[r];
		}
		for (size_t i = from; i < rec[r]->n_events; i++) {
			struct anna_merged_event *e = &out->events[out->n++];
			e->ev = rec[r]->events[i];
			e->bytes = NULL;
			e->n_bytes = 0;
			e->us = anna_evemu_time_us(&e->ev);
			e->role = (enum anna_driver_role)r;
			e->index = i;
			if (e->us < first)
				first = e->us;
		}
	}
	qsort(out->events, out->n, sizeof(*out->events), by_time);
	out->first_us = first == UINT64_MAX ? 0 : first;
	return 0;
}

void anna_merged_free(struct anna_merged *m)
{
	free(m->events);
	memset(m, 0, sizeof(*m));
}
