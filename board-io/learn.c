/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/learn.c: the learn-mode state machine.
 */
#include "board-io/learn.h"

#include <string.h>

#include "core/chess.h"

const char *anna_learn_state_str(enum anna_learn_state state)
{
	switch (state) {
	case ANNA_LEARN_S_ASK: return "ask";
	case ANNA_LEARN_S_HELD: return "held";
	case ANNA_LEARN_S_DONE: return "done";
	case ANNA_LEARN_S_ABORTED: return "aborted";
	}
	return "?";
}

const char *anna_learn_event_str(enum anna_learn_event event)
{
	switch (event) {
	case ANNA_LEARN_EV_KEY: return "key";
	case ANNA_LEARN_EV_REPEAT: return "repeat";
	case ANNA_LEARN_EV_BACK: return "back";
	case ANNA_LEARN_EV_ABORT: return "abort";
	}
	return "?";
}

const char *anna_learn_kind_str(enum anna_learn_kind kind)
{
	switch (kind) {
	case ANNA_LEARN_ASK_LIFT: return "ask_lift";
	case ANNA_LEARN_ASK_SEAT: return "ask_seat";
	case ANNA_LEARN_PUT_BACK: return "put_back";
	case ANNA_LEARN_TAKE_OUT: return "take_out";
	case ANNA_LEARN_LEARNED: return "learned";
	case ANNA_LEARN_ALREADY: return "already";
	case ANNA_LEARN_OTHER_HOLE: return "other_hole";
	case ANNA_LEARN_DONE: return "done";
	case ANNA_LEARN_ABORTED: return "aborted";
	}
	return "?";
}

static struct anna_learn_action act(enum anna_learn_kind kind, int sq, int other,
				    unsigned code)
{
	return (struct anna_learn_action){ kind, (uint8_t)sq, (uint8_t)other,
					   (uint16_t)code };
}

static struct anna_learn_action prompt(const struct anna_learn *l)
{
	bool peg = (l->pegs >> l->sq) & 1;
	return act(peg ? ANNA_LEARN_ASK_LIFT : ANNA_LEARN_ASK_SEAT, l->sq, ANNA_NO_SQ, 0);
}

size_t anna_learn_start(struct anna_learn *learn, uint64_t pegs, unsigned window_ms,
			struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS])
{
	memset(learn, 0, sizeof(*learn));
	learn->state = ANNA_LEARN_S_ASK;
	learn->window_ms = window_ms;
	learn->pegs = pegs;
	memset(learn->map.square, ANNA_NO_SQ, sizeof(learn->map.square));
	out[0] = prompt(learn);
	return 1;
}

static bool bouncing(const struct anna_learn *l, unsigned code, uint64_t now_ms)
{
	return l->have_last && code == l->last_code && now_ms - l->last_at < l->window_ms;
}

/* ABORT, from either waiting state. */
static size_t stop(struct anna_learn *l, struct anna_learn_action *out)
{
	l->state = ANNA_LEARN_S_ABORTED;
	out[0] = act(ANNA_LEARN_ABORTED, l->sq, ANNA_NO_SQ, 0);
	return 1;
}

/* The one switch: state x event. */
static size_t step(struct anna_learn *l, enum anna_learn_event ev, unsigned code,
		   int value, uint64_t now_ms, struct anna_learn_action *out)
{
	size_t n = 0;
	switch (l->state) {
	case ANNA_LEARN_S_ASK:
		switch (ev) {
		case ANNA_LEARN_EV_KEY:
			if (bouncing(l, code, now_ms))
				return 0; /* the last hole still settling */
			if (l->map.square[code] != ANNA_NO_SQ) {
				out[n++] = act(ANNA_LEARN_ALREADY, l->sq, l->map.square[code], code);
				out[n++] = prompt(l);
				return n;
			}
			l->state = ANNA_LEARN_S_HELD;
			l->held_code = (uint16_t)code;
			l->held_value = value;
			l->held_at = now_ms;
			out[n++] = act(value ? ANNA_LEARN_TAKE_OUT : ANNA_LEARN_PUT_BACK,
				       l->sq, ANNA_NO_SQ, code);
			return n;
		case ANNA_LEARN_EV_REPEAT:
			out[n++] = prompt(l);
			return n;
		case ANNA_LEARN_EV_BACK:
			if (l->sq > 0) {
				l->sq--;
				l->map.square[l->map.code[l->sq]] = ANNA_NO_SQ;
				l->have_last = false;
			}
			out[n++] = prompt(l);
			return n;
		case ANNA_LEARN_EV_ABORT:
			return stop(l, out);
		}
		break;
	case ANNA_LEARN_S_HELD:
		switch (ev) {
		case ANNA_LEARN_EV_KEY:
			if (code != l->held_code) {
				out[n++] = act(ANNA_LEARN_OTHER_HOLE, l->sq, ANNA_NO_SQ, code);
				return n;
			}
			if (value == l->held_value || now_ms - l->held_at < l->window_ms)
				return 0; /* bounce of the first change */
			l->map.square[code] = l->sq;
			l->map.code[l->sq] = (uint16_t)code;
			l->have_last = true;
			l->last_code = (uint16_t)code;
			l->last_at = now_ms;
			out[n++] = act(ANNA_LEARN_LEARNED, l->sq, ANNA_NO_SQ, code);
			if (l->sq == 63) {
				l->state = ANNA_LEARN_S_DONE;
				out[n++] = act(ANNA_LEARN_DONE, l->sq, ANNA_NO_SQ, 0);
				return n;
			}
			l->sq++;
			l->state = ANNA_LEARN_S_ASK;
			out[n++] = prompt(l);
			return n;
		case ANNA_LEARN_EV_REPEAT:
			out[n++] = act(l->held_value ? ANNA_LEARN_TAKE_OUT : ANNA_LEARN_PUT_BACK,
				       l->sq, ANNA_NO_SQ, l->held_code);
			return n;
		case ANNA_LEARN_EV_BACK:
			/* Forget the half-found hole and ask for this square again. */
			l->state = ANNA_LEARN_S_ASK;
			out[n++] = prompt(l);
			return n;
		case ANNA_LEARN_EV_ABORT:
			return stop(l, out);
		}
		break;
	case ANNA_LEARN_S_DONE:
	case ANNA_LEARN_S_ABORTED:
		return 0; /* finished: nothing more to learn */
	}
	return 0;
}

size_t anna_learn_key(struct anna_learn *learn, unsigned code, int value,
		      uint64_t now_ms, struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS])
{
	if (code >= ANNA_BOARDMAP_CODES || value == 2)
		return 0;
	return step(learn, ANNA_LEARN_EV_KEY, code, value != 0, now_ms, out);
}

size_t anna_learn_command(struct anna_learn *learn, enum anna_learn_event event,
			  struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS])
{
	if (event == ANNA_LEARN_EV_KEY)
		return 0;
	return step(learn, event, 0, 0, 0, out);
}

enum anna_status anna_learn_map(const struct anna_learn *learn, struct anna_boardmap *map)
{
	if (learn->state != ANNA_LEARN_S_DONE)
		return ANNA_E_STATE;
	*map = learn->map;
	return ANNA_OK;
}
