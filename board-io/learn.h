/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * board-io/learn.h: learn mode, which builds a map for any sensor board by
 * asking the player, square by square, to lift a piece and put it back
 * (or, on an empty hole, to seat a peg and take it out again).
 *
 * A state machine fed raw key events (code, value, time) of the board
 * device; it returns structured actions (prompts and reports) that the
 * caller speaks through the profile (speech/render_board.h) and never
 * reads a clock. Squares are asked a1, b1, ..., h8. A hole counts once its
 * key changed and changed back; flicker of that key within the debounce
 * window is ignored, so contact bounce cannot teach a wrong hole.
 *
 *   ASK --key changes--> HELD --same key back--> next ASK ... DONE
 *    |  known key: ALREADY    | other key: OTHER_HOLE
 *   BACK: unlearn the previous square; REPEAT: say the prompt again;
 *   ABORT: stop.
 */
#ifndef ANNA_BOARDIO_LEARN_H
#define ANNA_BOARDIO_LEARN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board-io/boardmap.h"
#include "core/error.h"

enum anna_learn_state {
	ANNA_LEARN_S_ASK,     /* waiting for a hole to change */
	ANNA_LEARN_S_HELD,    /* a hole changed; waiting for it to change back */
	ANNA_LEARN_S_DONE,
	ANNA_LEARN_S_ABORTED,
};
const char *anna_learn_state_str(enum anna_learn_state state);

enum anna_learn_event {
	ANNA_LEARN_EV_KEY,
	ANNA_LEARN_EV_REPEAT,
	ANNA_LEARN_EV_BACK,
	ANNA_LEARN_EV_ABORT,
};
const char *anna_learn_event_str(enum anna_learn_event event);

enum anna_learn_kind {
	ANNA_LEARN_ASK_LIFT,   /* sq: lift the piece on sq and put it back */
	ANNA_LEARN_ASK_SEAT,   /* sq: seat a peg in sq and take it out again */
	ANNA_LEARN_PUT_BACK,   /* sq: the hole was found; put the piece back */
	ANNA_LEARN_TAKE_OUT,   /* sq: the hole was found; take the peg out */
	ANNA_LEARN_LEARNED,    /* sq has code */
	ANNA_LEARN_ALREADY,    /* code is the hole of other, already learned */
	ANNA_LEARN_OTHER_HOLE, /* while sq was held, another key (code) changed */
	ANNA_LEARN_DONE,       /* all 64 squares learned */
	ANNA_LEARN_ABORTED,
};
const char *anna_learn_kind_str(enum anna_learn_kind kind);

struct anna_learn_action {
	enum anna_learn_kind kind;
	uint8_t sq;
	uint8_t other;  /* ALREADY: the square the code belongs to */
	uint16_t code;
};

/* At most this many actions come out of one call. */
#define ANNA_LEARN_MAX_ACTIONS 3

struct anna_learn {
	enum anna_learn_state state;
	unsigned window_ms;
	uint64_t pegs;        /* holes holding a peg when learning began */
	uint8_t sq;           /* the square being asked */
	uint16_t held_code;
	int held_value;
	uint64_t held_at;
	uint16_t last_code;   /* the key learned last, and when it came back */
	uint64_t last_at;
	bool have_last;
	struct anna_boardmap map;
};

/*
 * Starts learn mode. pegs: which squares hold a peg (bit i = square i; the
 * starting position is ranks 1, 2, 7, 8). window_ms: the debounce window.
 * Writes the first prompt to out; returns the number of actions.
 */
size_t anna_learn_start(struct anna_learn *learn, uint64_t pegs, unsigned window_ms,
			struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS]);

/* A raw key event of the board (EV_KEY code, value 0/1; 2 is ignored). */
size_t anna_learn_key(struct anna_learn *learn, unsigned code, int value,
		      uint64_t now_ms, struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS]);

/* REPEAT, BACK or ABORT (ANNA_LEARN_EV_KEY is anna_learn_key()). */
size_t anna_learn_command(struct anna_learn *learn, enum anna_learn_event event,
			  struct anna_learn_action out[ANNA_LEARN_MAX_ACTIONS]);

/* The map, once DONE; ANNA_E_STATE before. */
enum anna_status anna_learn_map(const struct anna_learn *learn, struct anna_boardmap *map);

#endif
