/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/keypad.h: the keypad grammar, a pure state machine. Keys and time
 * in, structured actions out; no I/O, no clock, no words (the driver,
 * driver/keypad_words.h, turns actions into speech's records, which
 * speech/render_keypad.c says in the listener's words).
 *
 * The keys here are the grammar's keys, not evdev codes: a key map
 * (input/keymap.h, data/keymaps/ *.map) binds the device's codes to them.
 * The layout of the default map and every command are in docs/keypad.md;
 * in short, from the state "idle":
 *
 *   digits 1-8 ... Enter   a move in ICCF numeric notation (e2e4 = 5 2 5 4),
 *                          a fifth digit 1-4 names a promotion piece
 *   Enter alone            my move is done: the clock press
 *   one digit 1-4, Enter   the promotion piece for a pawn moved on the board
 *   Delete                 remove the last digit; with nothing typed,
 *                          withdraw the move announced (VI-12, before the
 *                          clock press)
 *   Cancel                 drop what is typed or open; stops speech
 *   Repeat                 repeat the last phrase
 *   Time                   my time
 *   Query, digit           1 my time, 2 opponent's time, 3 moves made,
 *                          4 my last move, 5 opponent's last move,
 *                          6 scoresheet (then how many moves, 1-9),
 *                          7 what stands on a square (then file, rank),
 *                          8 where pieces of one kind stand (then a piece:
 *                          1 queen 2 rook 3 bishop 4 knight 5 king 6 pawn),
 *                          9 whose move it is
 *   Command, digit         8 speech faster, 2 speech slower, 7 offer a draw,
 *                          9 resign, 5 resume the clock; training only:
 *                          1 hint, 3 evaluation, 4 take back my last move
 *                          pair, 6 what my opponent threatens; Command
 *                          again: help
 *   Help                   the key map, spoken
 * Resign and a draw offer need their digit again and Enter within the
 * confirmation time; any other key cancels. In competition mode the
 * commands the policy does not allow are refused (ARB-3, CLK-16).
 *
 * Every key gives an echo (what it means here: a file, a rank, a piece, a
 * query, a command) and an earcon (accepted or refused) at once, before any other
 * action.
 */
#ifndef ANNA_INPUT_KEYPAD_H
#define ANNA_INPUT_KEYPAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/session.h"

/* The grammar's keys. */
enum anna_keypad_key {
	ANNA_KEYPAD_KEY_NONE = 0,
	ANNA_KEYPAD_KEY_1, ANNA_KEYPAD_KEY_2, ANNA_KEYPAD_KEY_3,
	ANNA_KEYPAD_KEY_4, ANNA_KEYPAD_KEY_5, ANNA_KEYPAD_KEY_6,
	ANNA_KEYPAD_KEY_7, ANNA_KEYPAD_KEY_8, ANNA_KEYPAD_KEY_9,
	ANNA_KEYPAD_KEY_ENTER,
	ANNA_KEYPAD_KEY_CANCEL,
	ANNA_KEYPAD_KEY_DELETE,
	ANNA_KEYPAD_KEY_REPEAT,
	ANNA_KEYPAD_KEY_TIME,
	ANNA_KEYPAD_KEY_QUERY,
	ANNA_KEYPAD_KEY_COMMAND,
	ANNA_KEYPAD_KEY_HELP,
	ANNA_KEYPAD_KEY_COUNT
};

/* The digit of a digit key (1..9), 0 for other keys. */
int anna_keypad_key_digit(enum anna_keypad_key key);
/* "1".."9", "enter", "cancel", ...: the name in key maps and logs. */
const char *anna_keypad_key_str(enum anna_keypad_key key);
/* The key of a name, ANNA_KEYPAD_KEY_NONE if there is none. */
enum anna_keypad_key anna_keypad_key_from_str(const char *name);

/*
 * The printed labels of the keys bound to each grammar key (label ids of
 * input/keymap.c, "minus", "enter"), for the spoken help: a key map fills
 * it (anna_keymap_labels), the driver hands them to speech.
 */
#define ANNA_KEYPAD_LABELS_MAX 4
struct anna_keypad_labels {
	const char *label[ANNA_KEYPAD_KEY_COUNT][ANNA_KEYPAD_LABELS_MAX];
	size_t n[ANNA_KEYPAD_KEY_COUNT];
};

/*
 * What a player can ask or do; each is one bit of the policy. A query is
 * the session's own (core/session.h's enum anna_session_query: the
 * keypad's query menu and its Time key name them directly); everything
 * else a key can ask for is a command.
 */
enum anna_keypad_cmd {
	ANNA_KEYPAD_CMD_NONE = 0,
	ANNA_KEYPAD_CMD_REPEAT,
	ANNA_KEYPAD_CMD_RATE_UP,
	ANNA_KEYPAD_CMD_RATE_DOWN,
	ANNA_KEYPAD_CMD_HELP,
	ANNA_KEYPAD_CMD_DRAW_OFFER,
	ANNA_KEYPAD_CMD_RESIGN,
	ANNA_KEYPAD_CMD_CORRECT,      /* withdraw the announced move, VI-12 */
	ANNA_KEYPAD_CMD_RESUME,       /* resume the paused clock (after a
				       * recovery, CLK-11): training or the
				       * arbiter's keypad only */
	/* Training only (core/policy's anna_policy_may_train; the driver
	 * hands them to annad's trainer): */
	ANNA_KEYPAD_CMD_HINT,         /* the engine's move for me */
	ANNA_KEYPAD_CMD_EVAL,         /* who stands better */
	ANNA_KEYPAD_CMD_TAKE_BACK,    /* take back my last move pair */
	ANNA_KEYPAD_CMD_THREAT,       /* what my opponent threatens */
	/* Not commands a player chooses, but names an echo can carry. */
	ANNA_KEYPAD_CMD_ENTER,
	ANNA_KEYPAD_CMD_CANCEL,
	ANNA_KEYPAD_CMD_DELETE,
	ANNA_KEYPAD_CMD_QUERY_MENU,
	ANNA_KEYPAD_CMD_COMMAND_MENU,
	ANNA_KEYPAD_CMD_COUNT
};
const char *anna_keypad_cmd_str(enum anna_keypad_cmd cmd);

/* The menus: the query or command a digit (1..9) chooses after Query or
 * Command; ANNA_SQ_COUNT or ANNA_KEYPAD_CMD_NONE where the menu has none. */
enum anna_session_query anna_keypad_query_item(int digit);
enum anna_keypad_cmd anna_keypad_command_item(int digit);

/* The policy's bits: one a command, one a query (above the commands'). */
#define ANNA_KEYPAD_ALLOW(cmd) (1u << (cmd))
#define ANNA_KEYPAD_ALLOW_QUERY(q) (1u << (ANNA_KEYPAD_CMD_COUNT + (q)))
/*
 * The queries and commands allowed in training (everything) and in
 * competition: there the daemon says nothing about the position a player
 * has not asked for and tells nothing that could stand for a reminder
 * (ARB-3, CLK-16): no "whose move" (it would tell a player he forgot his
 * clock), no square or piece lookups (the arbiter may allow them: they are
 * bits of the policy). Time, moves made and the moves themselves are given
 * on request (VI-10, VI-14 d).
 */
unsigned anna_keypad_policy_training(void);
unsigned anna_keypad_policy_competition(void);
/* The training helps (hint, evaluation, take back, threat): in neither
 * set the driver gives a keypad unless core/policy allows them. */
unsigned anna_keypad_policy_trainer(void);

/* What Enter after a move does. */
enum anna_keypad_enter {
	/* The move is announced; Enter alone afterwards presses the clock
	 * (the VI player's own keypad: VI-12's window stays open). */
	ANNA_KEYPAD_ENTER_MOVE_ONLY = 0,
	/* The move is announced and the clock pressed at once (the sighted
	 * side's keypad, docs/keypad.md). */
	ANNA_KEYPAD_ENTER_MOVE_AND_PRESS,
};

struct anna_keypad_config {
	unsigned allowed;             /* ANNA_KEYPAD_ALLOW(_QUERY) bits */
	enum anna_keypad_enter enter;
	uint64_t confirm_timeout_ms;  /* resign / draw confirmation; 0 = 10 s */
};

/* The grammar's states (docs/keypad.md draws them). */
enum anna_keypad_state {
	ANNA_KEYPAD_IDLE = 0,
	ANNA_KEYPAD_MOVE,        /* 1..5 digits of a move typed */
	ANNA_KEYPAD_PROMOTION,   /* asked for the promotion piece */
	ANNA_KEYPAD_QUERY_MENU,  /* Query pressed: which query? */
	ANNA_KEYPAD_SHEET,       /* how many moves of the scoresheet? */
	ANNA_KEYPAD_SQUARE,      /* which square? (0..1 digits typed) */
	ANNA_KEYPAD_PIECES,      /* which piece? */
	ANNA_KEYPAD_COMMAND_MENU,/* Command pressed: which command? */
	ANNA_KEYPAD_CONFIRM,     /* resign / draw: the digit again? */
	ANNA_KEYPAD_CONFIRM_ENTER, /* ... and Enter? */
	ANNA_KEYPAD_STATE_COUNT
};
const char *anna_keypad_state_str(enum anna_keypad_state state);

/* The grammar's events: a key, a deadline reached, the session's prompt. */
enum anna_keypad_event {
	ANNA_KEYPAD_EV_KEY = 0,
	ANNA_KEYPAD_EV_TIMEOUT,
	ANNA_KEYPAD_EV_ASK_PROMOTION,
	ANNA_KEYPAD_EV_RESET,
	ANNA_KEYPAD_EV_COUNT
};
const char *anna_keypad_event_str(enum anna_keypad_event event);

/* What an echo says the key means here. */
enum anna_keypad_meaning {
	ANNA_KEYPAD_MEANS_FILE = 0,  /* value: file 0..7 (a..h) */
	ANNA_KEYPAD_MEANS_RANK,      /* value: rank 0..7 */
	ANNA_KEYPAD_MEANS_PIECE,     /* value: enum anna_piece_type */
	ANNA_KEYPAD_MEANS_NUMBER,    /* value: the digit */
	ANNA_KEYPAD_MEANS_COMMAND,   /* value: enum anna_keypad_cmd */
	ANNA_KEYPAD_MEANS_QUERY,     /* value: enum anna_session_query */
};

/* Why a key was refused. */
enum anna_keypad_reason {
	ANNA_KEYPAD_R_NONE = 0,
	ANNA_KEYPAD_R_NOT_A_SQUARE,  /* 9 as a file or rank */
	ANNA_KEYPAD_R_NOT_A_PIECE,   /* a promotion digit other than 1-4 */
	ANNA_KEYPAD_R_TOO_LONG,      /* a sixth digit */
	ANNA_KEYPAD_R_INCOMPLETE,    /* Enter after 2 or 3 digits, or none asked */
	ANNA_KEYPAD_R_NOTHING,       /* Delete with nothing to delete here */
	ANNA_KEYPAD_R_NOT_HERE,      /* the key means nothing in this state */
	ANNA_KEYPAD_R_NOT_IN_MENU,   /* a digit the menu does not have */
	ANNA_KEYPAD_R_POLICY,        /* competition mode does not allow it */
	ANNA_KEYPAD_R_EXPIRED,       /* confirmation came too late */
	ANNA_KEYPAD_R_COUNT
};
const char *anna_keypad_reason_str(enum anna_keypad_reason reason);

/* What the grammar asks the listener (spoken by the renderer). */
enum anna_keypad_prompt {
	ANNA_KEYPAD_P_QUERY = 0,     /* which query? */
	ANNA_KEYPAD_P_COMMAND,       /* which command? */
	ANNA_KEYPAD_P_SHEET,         /* how many moves? */
	ANNA_KEYPAD_P_SQUARE,        /* which square? */
	ANNA_KEYPAD_P_PIECES,        /* which piece? */
	ANNA_KEYPAD_P_CONFIRM_RESIGN,/* digit again and Enter to resign */
	ANNA_KEYPAD_P_CONFIRM_DRAW,  /* digit again and Enter to offer a draw */
	ANNA_KEYPAD_P_PROMOTION,     /* which piece? (the session asked) */
	ANNA_KEYPAD_P_COUNT
};
const char *anna_keypad_prompt_str(enum anna_keypad_prompt prompt);

enum anna_keypad_action_type {
	ANNA_KEYPAD_A_ECHO = 0,  /* key, meaning, value */
	ANNA_KEYPAD_A_ACCEPT,    /* the accept earcon */
	ANNA_KEYPAD_A_REJECT,    /* the reject earcon; reason */
	ANNA_KEYPAD_A_PROMPT,    /* prompt */
	ANNA_KEYPAD_A_MOVE,      /* from, to, promotion, digits: a move entered */
	ANNA_KEYPAD_A_PROMOTION, /* promotion: the piece for the board's pawn */
	ANNA_KEYPAD_A_CLOCK,     /* the clock press: my move is done */
	ANNA_KEYPAD_A_DELETED,   /* a digit removed; value: digits left */
	ANNA_KEYPAD_A_CANCEL,    /* what was open is dropped; state: which */
	ANNA_KEYPAD_A_QUERY,     /* query and value (its argument): a query to the session */
	ANNA_KEYPAD_A_COMMAND,   /* cmd and value: a command to carry out */
	ANNA_KEYPAD_A_BUG,       /* an impossible state x event: state, event */
	ANNA_KEYPAD_A_COUNT
};
const char *anna_keypad_action_str(enum anna_keypad_action_type type);

struct anna_keypad_action {
	enum anna_keypad_action_type type;
	enum anna_keypad_key key;            /* ECHO */
	enum anna_keypad_meaning meaning;    /* ECHO */
	int value;                           /* ECHO, DELETED, QUERY and COMMAND arg */
	enum anna_keypad_reason reason;      /* REJECT */
	enum anna_keypad_prompt prompt;      /* PROMPT */
	enum anna_session_query query;       /* QUERY */
	enum anna_keypad_cmd cmd;            /* COMMAND */
	int from, to;                        /* MOVE: squares 0..63 */
	enum anna_piece_type promotion;      /* MOVE, PROMOTION */
	char digits[6];                      /* MOVE: the ICCF digits typed */
	enum anna_keypad_state state;        /* CANCEL: what was dropped; BUG */
	enum anna_keypad_event event;        /* BUG */
};

/* No event gives more actions than this. */
#define ANNA_KEYPAD_MAX_ACTIONS 6

struct anna_keypad {
	struct anna_keypad_config config;
	enum anna_keypad_state state;
	char digits[6];       /* MOVE, SQUARE: digits typed, NUL-terminated */
	size_t n_digits;
	int from, to;         /* PROMOTION: the move that needs a piece */
	enum anna_keypad_cmd confirming; /* CONFIRM, CONFIRM_ENTER */
	uint64_t deadline_ms; /* CONFIRM, CONFIRM_ENTER: 0 = none */
};

/* Starts in IDLE with config (NULL: training policy, move only). */
void anna_keypad_init(struct anna_keypad *kp, const struct anna_keypad_config *config);

/*
 * Feeds one event at now_ms. key is the key for ANNA_KEYPAD_EV_KEY.
 * For ANNA_KEYPAD_EV_ASK_PROMOTION, from and to name the typed move that
 * needs a piece (Enter then gives ANNA_KEYPAD_A_MOVE), or are both
 * ANNA_NO_SQ for a pawn moved on the sensor board (Enter then gives
 * ANNA_KEYPAD_A_PROMOTION); else ignored. Writes at most ANNA_KEYPAD_MAX_ACTIONS actions to
 * out and returns how many.
 */
size_t anna_keypad_feed(struct anna_keypad *kp, enum anna_keypad_event event,
			enum anna_keypad_key key, int from, int to,
			uint64_t now_ms, struct anna_keypad_action *out);

/* Shorthands for anna_keypad_feed. */
size_t anna_keypad_key(struct anna_keypad *kp, enum anna_keypad_key key,
		       uint64_t now_ms, struct anna_keypad_action *out);
size_t anna_keypad_timeout(struct anna_keypad *kp, uint64_t now_ms,
			   struct anna_keypad_action *out);
size_t anna_keypad_ask_promotion(struct anna_keypad *kp, int from, int to,
				 uint64_t now_ms, struct anna_keypad_action *out);

/* The next deadline (for a timer), 0 if none. */
uint64_t anna_keypad_deadline(const struct anna_keypad *kp);

#endif
