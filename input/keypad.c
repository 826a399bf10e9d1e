/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/keypad.c: the keypad grammar (see keypad.h, docs/keypad.md). */
#include "input/keypad.h"

#include <string.h>

static const char *const key_names[ANNA_KEYPAD_KEY_COUNT] = {
	[ANNA_KEYPAD_KEY_NONE] = "none",
	[ANNA_KEYPAD_KEY_1] = "1", [ANNA_KEYPAD_KEY_2] = "2",
	[ANNA_KEYPAD_KEY_3] = "3", [ANNA_KEYPAD_KEY_4] = "4",
	[ANNA_KEYPAD_KEY_5] = "5", [ANNA_KEYPAD_KEY_6] = "6",
	[ANNA_KEYPAD_KEY_7] = "7", [ANNA_KEYPAD_KEY_8] = "8",
	[ANNA_KEYPAD_KEY_9] = "9",
	[ANNA_KEYPAD_KEY_ENTER] = "enter",
	[ANNA_KEYPAD_KEY_CANCEL] = "cancel",
	[ANNA_KEYPAD_KEY_DELETE] = "delete",
	[ANNA_KEYPAD_KEY_REPEAT] = "repeat",
	[ANNA_KEYPAD_KEY_TIME] = "time",
	[ANNA_KEYPAD_KEY_QUERY] = "query",
	[ANNA_KEYPAD_KEY_COMMAND] = "command",
	[ANNA_KEYPAD_KEY_HELP] = "help",
};

int anna_keypad_key_digit(enum anna_keypad_key key)
{
	if (key >= ANNA_KEYPAD_KEY_1 && key <= ANNA_KEYPAD_KEY_9)
		return (int)key - (int)ANNA_KEYPAD_KEY_1 + 1;
	return 0;
}

const char *anna_keypad_key_str(enum anna_keypad_key key)
{
	if ((int)key < 0 || key >= ANNA_KEYPAD_KEY_COUNT)
		return "?";
	return key_names[key];
}

enum anna_keypad_key anna_keypad_key_from_str(const char *name)
{
	for (int k = ANNA_KEYPAD_KEY_1; name && k < ANNA_KEYPAD_KEY_COUNT; k++)
		if (strcmp(key_names[k], name) == 0)
			return (enum anna_keypad_key)k;
	return ANNA_KEYPAD_KEY_NONE;
}

const char *anna_keypad_cmd_str(enum anna_keypad_cmd cmd)
{
	switch (cmd) {
	case ANNA_KEYPAD_CMD_NONE: return "none";
	case ANNA_KEYPAD_CMD_REPEAT: return "repeat";
	case ANNA_KEYPAD_CMD_RATE_UP: return "rate_up";
	case ANNA_KEYPAD_CMD_RATE_DOWN: return "rate_down";
	case ANNA_KEYPAD_CMD_HELP: return "help";
	case ANNA_KEYPAD_CMD_DRAW_OFFER: return "draw_offer";
	case ANNA_KEYPAD_CMD_RESIGN: return "resign";
	case ANNA_KEYPAD_CMD_CORRECT: return "correct";
	case ANNA_KEYPAD_CMD_RESUME: return "resume";
	case ANNA_KEYPAD_CMD_HINT: return "hint";
	case ANNA_KEYPAD_CMD_EVAL: return "eval";
	case ANNA_KEYPAD_CMD_TAKE_BACK: return "take_back";
	case ANNA_KEYPAD_CMD_THREAT: return "threat";
	case ANNA_KEYPAD_CMD_ENTER: return "enter";
	case ANNA_KEYPAD_CMD_CANCEL: return "cancel";
	case ANNA_KEYPAD_CMD_DELETE: return "delete";
	case ANNA_KEYPAD_CMD_QUERY_MENU: return "query_menu";
	case ANNA_KEYPAD_CMD_COMMAND_MENU: return "command_menu";
	case ANNA_KEYPAD_CMD_COUNT: break;
	}
	return "?";
}

const char *anna_keypad_state_str(enum anna_keypad_state state)
{
	switch (state) {
	case ANNA_KEYPAD_IDLE: return "idle";
	case ANNA_KEYPAD_MOVE: return "move";
	case ANNA_KEYPAD_PROMOTION: return "promotion";
	case ANNA_KEYPAD_QUERY_MENU: return "query_menu";
	case ANNA_KEYPAD_SHEET: return "sheet";
	case ANNA_KEYPAD_SQUARE: return "square";
	case ANNA_KEYPAD_PIECES: return "pieces";
	case ANNA_KEYPAD_COMMAND_MENU: return "command_menu";
	case ANNA_KEYPAD_CONFIRM: return "confirm";
	case ANNA_KEYPAD_CONFIRM_ENTER: return "confirm_enter";
	case ANNA_KEYPAD_STATE_COUNT: break;
	}
	return "?";
}

const char *anna_keypad_event_str(enum anna_keypad_event event)
{
	switch (event) {
	case ANNA_KEYPAD_EV_KEY: return "key";
	case ANNA_KEYPAD_EV_TIMEOUT: return "timeout";
	case ANNA_KEYPAD_EV_ASK_PROMOTION: return "ask_promotion";
	case ANNA_KEYPAD_EV_RESET: return "reset";
	case ANNA_KEYPAD_EV_COUNT: break;
	}
	return "?";
}

const char *anna_keypad_reason_str(enum anna_keypad_reason reason)
{
	switch (reason) {
	case ANNA_KEYPAD_R_NONE: return "none";
	case ANNA_KEYPAD_R_NOT_A_SQUARE: return "not_a_square";
	case ANNA_KEYPAD_R_NOT_A_PIECE: return "not_a_piece";
	case ANNA_KEYPAD_R_TOO_LONG: return "too_long";
	case ANNA_KEYPAD_R_INCOMPLETE: return "incomplete";
	case ANNA_KEYPAD_R_NOTHING: return "nothing";
	case ANNA_KEYPAD_R_NOT_HERE: return "not_here";
	case ANNA_KEYPAD_R_NOT_IN_MENU: return "not_in_menu";
	case ANNA_KEYPAD_R_POLICY: return "policy";
	case ANNA_KEYPAD_R_EXPIRED: return "expired";
	case ANNA_KEYPAD_R_COUNT: break;
	}
	return "?";
}

const char *anna_keypad_prompt_str(enum anna_keypad_prompt prompt)
{
	switch (prompt) {
	case ANNA_KEYPAD_P_QUERY: return "query";
	case ANNA_KEYPAD_P_COMMAND: return "command";
	case ANNA_KEYPAD_P_SHEET: return "sheet";
	case ANNA_KEYPAD_P_SQUARE: return "square";
	case ANNA_KEYPAD_P_PIECES: return "pieces";
	case ANNA_KEYPAD_P_CONFIRM_RESIGN: return "confirm_resign";
	case ANNA_KEYPAD_P_CONFIRM_DRAW: return "confirm_draw";
	case ANNA_KEYPAD_P_PROMOTION: return "promotion";
	case ANNA_KEYPAD_P_COUNT: break;
	}
	return "?";
}

const char *anna_keypad_action_str(enum anna_keypad_action_type type)
{
	switch (type) {
	case ANNA_KEYPAD_A_ECHO: return "echo";
	case ANNA_KEYPAD_A_ACCEPT: return "accept";
	case ANNA_KEYPAD_A_REJECT: return "reject";
	case ANNA_KEYPAD_A_PROMPT: return "prompt";
	case ANNA_KEYPAD_A_MOVE: return "move";
	case ANNA_KEYPAD_A_PROMOTION: return "promotion";
	case ANNA_KEYPAD_A_CLOCK: return "clock";
	case ANNA_KEYPAD_A_DELETED: return "deleted";
	case ANNA_KEYPAD_A_CANCEL: return "cancel";
	case ANNA_KEYPAD_A_QUERY: return "query";
	case ANNA_KEYPAD_A_COMMAND: return "command";
	case ANNA_KEYPAD_A_BUG: return "bug";
	case ANNA_KEYPAD_A_COUNT: break;
	}
	return "?";
}

/* The query menu, by digit (digit 0 has none). */
static const enum anna_session_query query_menu[10] = {
	ANNA_SQ_COUNT,
	ANNA_SQ_MY_TIME, ANNA_SQ_OPP_TIME, ANNA_SQ_MOVES_MADE,
	ANNA_SQ_MY_LAST, ANNA_SQ_OPP_LAST, ANNA_SQ_SCORESHEET,
	ANNA_SQ_SQUARE, ANNA_SQ_PIECES, ANNA_SQ_WHOSE_MOVE,
};

_Static_assert(ANNA_KEYPAD_CMD_COUNT + ANNA_SQ_COUNT <= 32,
	       "a bit of the policy for every command and query");

unsigned anna_keypad_policy_training(void)
{
	unsigned all = 0;
	for (int c = ANNA_KEYPAD_CMD_REPEAT; c <= ANNA_KEYPAD_CMD_THREAT; c++)
		all |= ANNA_KEYPAD_ALLOW(c);
	for (int d = 1; d <= 9; d++)
		all |= ANNA_KEYPAD_ALLOW_QUERY(query_menu[d]);
	return all;
}

unsigned anna_keypad_policy_competition(void)
{
	/* CLK-16: "whose move" would tell a player that the opponent has
	 * moved or that he forgot his clock. ARB-3: the device tells nothing
	 * about the position beyond the moves announced; square and piece
	 * lookups stay off unless the arbiter allows them. CLK-11: only the
	 * arbiter resumes a paused clock (his keypad adds the bit). */
	return anna_keypad_policy_training() &
	       ~(ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_WHOSE_MOVE) |
		 ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_RESUME) |
		 ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_SQUARE) |
		 ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_PIECES) |
		 anna_keypad_policy_trainer());
}

unsigned anna_keypad_policy_trainer(void)
{
	/* ARB-3: engine advice of any kind (core/policy's
	 * anna_policy_may_train decides when the driver offers them) */
	return ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_HINT) | ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_EVAL) |
	       ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_TAKE_BACK) |
	       ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_THREAT);
}

#define DEFAULT_CONFIRM_MS 10000

void anna_keypad_init(struct anna_keypad *kp, const struct anna_keypad_config *config)
{
	memset(kp, 0, sizeof(*kp));
	if (config) {
		kp->config = *config;
	} else {
		kp->config.allowed = anna_keypad_policy_training();
		kp->config.enter = ANNA_KEYPAD_ENTER_MOVE_ONLY;
	}
	if (kp->config.confirm_timeout_ms == 0)
		kp->config.confirm_timeout_ms = DEFAULT_CONFIRM_MS;
	kp->state = ANNA_KEYPAD_IDLE;
}

uint64_t anna_keypad_deadline(const struct anna_keypad *kp)
{
	return kp->deadline_ms;
}

/* ---- actions ---- */

struct out {
	struct anna_keypad_action *a;
	size_t n;
};

static struct anna_keypad_action *emit(struct out *o, enum anna_keypad_action_type type)
{
	/* The transitions below never emit more than ANNA_KEYPAD_MAX_ACTIONS;
	 * the guard keeps a future mistake from writing past out. */
	static _Thread_local struct anna_keypad_action sink;
	struct anna_keypad_action *a = o->n < ANNA_KEYPAD_MAX_ACTIONS ? &o->a[o->n++] : &sink;
	memset(a, 0, sizeof(*a));
	a->type = type;
	return a;
}

static void echo(struct out *o, enum anna_keypad_key key,
		 enum anna_keypad_meaning meaning, int value)
{
	struct anna_keypad_action *a = emit(o, ANNA_KEYPAD_A_ECHO);
	a->key = key;
	a->meaning = meaning;
	a->value = value;
}

static void accept(struct out *o)
{
	emit(o, ANNA_KEYPAD_A_ACCEPT);
}

static void reject(struct out *o, enum anna_keypad_reason reason)
{
	emit(o, ANNA_KEYPAD_A_REJECT)->reason = reason;
}

static void prompt(struct out *o, enum anna_keypad_prompt p)
{
	emit(o, ANNA_KEYPAD_A_PROMPT)->prompt = p;
}

static void command(struct out *o, enum anna_keypad_cmd cmd, int value)
{
	struct anna_keypad_action *a = emit(o, ANNA_KEYPAD_A_COMMAND);
	a->cmd = cmd;
	a->value = value;
}

static void query(struct out *o, enum anna_session_query q, int value)
{
	struct anna_keypad_action *a = emit(o, ANNA_KEYPAD_A_QUERY);
	a->query = q;
	a->value = value;
}

static void bug(struct out *o, enum anna_keypad_state state, enum anna_keypad_event event)
{
	struct anna_keypad_action *a = emit(o, ANNA_KEYPAD_A_BUG);
	a->state = state;
	a->event = event;
}

/* The echo of a key that is not a digit: the name of what it does. */
static enum anna_keypad_cmd key_cmd(enum anna_keypad_key key)
{
	switch (key) {
	case ANNA_KEYPAD_KEY_ENTER: return ANNA_KEYPAD_CMD_ENTER;
	case ANNA_KEYPAD_KEY_CANCEL: return ANNA_KEYPAD_CMD_CANCEL;
	case ANNA_KEYPAD_KEY_DELETE: return ANNA_KEYPAD_CMD_DELETE;
	case ANNA_KEYPAD_KEY_REPEAT: return ANNA_KEYPAD_CMD_REPEAT;
	case ANNA_KEYPAD_KEY_QUERY: return ANNA_KEYPAD_CMD_QUERY_MENU;
	case ANNA_KEYPAD_KEY_COMMAND: return ANNA_KEYPAD_CMD_COMMAND_MENU;
	case ANNA_KEYPAD_KEY_HELP: return ANNA_KEYPAD_CMD_HELP;
	default: return ANNA_KEYPAD_CMD_NONE;
	}
}

static void echo_key(struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d)
		echo(o, key, ANNA_KEYPAD_MEANS_NUMBER, d);
	else if (key == ANNA_KEYPAD_KEY_TIME)
		echo(o, key, ANNA_KEYPAD_MEANS_QUERY, (int)ANNA_SQ_MY_TIME);
	else
		echo(o, key, ANNA_KEYPAD_MEANS_COMMAND, (int)key_cmd(key));
}

/* Echo a key and refuse it: the state and what is typed stay as they were. */
static void refuse(struct out *o, enum anna_keypad_key key, enum anna_keypad_reason reason)
{
	echo_key(o, key);
	reject(o, reason);
}

/* Echo a key with its meaning and take it. */
static void take(struct out *o, enum anna_keypad_key key,
		 enum anna_keypad_meaning meaning, int value)
{
	echo(o, key, meaning, value);
	accept(o);
}

/* Echo a key by its own name and take it. */
static void take_key(struct out *o, enum anna_keypad_key key)
{
	echo_key(o, key);
	accept(o);
}

/* A key with no use in this state (Enter, Time, Query, Command where the
 * state does not handle them) is refused for reason; any other key
 * reaching here is a bug (digits, Delete and the common keys are handled
 * before). */
static void refuse_other(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
			 enum anna_keypad_reason reason)
{
	switch (key) {
	case ANNA_KEYPAD_KEY_ENTER:
	case ANNA_KEYPAD_KEY_TIME:
	case ANNA_KEYPAD_KEY_QUERY:
	case ANNA_KEYPAD_KEY_COMMAND:
		refuse(o, key, reason);
		return;
	default:
		bug(o, kp->state, ANNA_KEYPAD_EV_KEY);
		return;
	}
}

/* Echo what a key asks for (meaning, what), then take it if the policy
 * has its bit or refuse it. */
static bool may(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		enum anna_keypad_meaning meaning, int what, unsigned bit)
{
	echo(o, key, meaning, what);
	if (!(kp->config.allowed & bit)) {
		reject(o, ANNA_KEYPAD_R_POLICY); /* ARB-3, CLK-16 */
		return false;
	}
	accept(o);
	return true;
}

/* Echo a command, then carry it out (value < 0: not yet) or refuse it by
 * the policy. */
static bool run_command(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
			enum anna_keypad_cmd cmd, int value)
{
	if (!may(kp, o, key, ANNA_KEYPAD_MEANS_COMMAND, (int)cmd, ANNA_KEYPAD_ALLOW(cmd)))
		return false;
	if (value >= 0)
		command(o, cmd, value);
	return true;
}

/* The same for a query of the session. */
static bool run_query(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		      enum anna_session_query q, int value)
{
	if (!may(kp, o, key, ANNA_KEYPAD_MEANS_QUERY, (int)q, ANNA_KEYPAD_ALLOW_QUERY(q)))
		return false;
	if (value >= 0)
		query(o, q, value);
	return true;
}

static void to_idle(struct anna_keypad *kp)
{
	kp->state = ANNA_KEYPAD_IDLE;
	kp->n_digits = 0;
	kp->digits[0] = '\0';
	kp->confirming = ANNA_KEYPAD_CMD_NONE;
	kp->deadline_ms = 0;
}

static void cancel(struct anna_keypad *kp, struct out *o)
{
	emit(o, ANNA_KEYPAD_A_CANCEL)->state = kp->state;
	to_idle(kp);
}

static void push_digit(struct anna_keypad *kp, int d)
{
	kp->digits[kp->n_digits++] = (char)('0' + d);
	kp->digits[kp->n_digits] = '\0';
}

/* A digit taken with its meaning and kept in what is typed. */
static void take_digit(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		       enum anna_keypad_meaning meaning, int value)
{
	take(o, key, meaning, value);
	push_digit(kp, anna_keypad_key_digit(key));
}

/* Show prompt p and wait in state to. */
static void ask(struct anna_keypad *kp, struct out *o, enum anna_keypad_prompt p,
		enum anna_keypad_state to)
{
	prompt(o, p);
	kp->state = to;
}

/* A query's argument taken: the query with its value, then idle. */
static void answer(struct anna_keypad *kp, struct out *o, enum anna_session_query q,
		   int value)
{
	query(o, q, value);
	to_idle(kp);
}

static void pop_digit(struct anna_keypad *kp)
{
	kp->digits[--kp->n_digits] = '\0';
}

/* Delete: the last digit goes; the action says how many are left. */
static void delete_digit(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	take_key(o, key);
	pop_digit(kp);
	emit(o, ANNA_KEYPAD_A_DELETED)->value = (int)kp->n_digits;
}

/* ICCF promotion digits: 1 queen, 2 rook, 3 bishop, 4 knight; the piece
 * query adds 5 king and 6 pawn. */
static enum anna_piece_type piece_of_digit(int d, int max)
{
	static const enum anna_piece_type pieces[] = {
		ANNA_NO_TYPE, ANNA_QUEEN, ANNA_ROOK, ANNA_BISHOP, ANNA_KNIGHT,
		ANNA_KING, ANNA_PAWN,
	};
	return d >= 1 && d <= max ? pieces[d] : ANNA_NO_TYPE;
}

static int square_of(const char *digits)
{
	return ANNA_SQ(digits[0] - '1', digits[1] - '1');
}

/* Enter after a complete move (4 digits, or 5 with the piece). */
static void enter_move(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		       int from, int to, enum anna_piece_type promotion)
{
	take(o, key, ANNA_KEYPAD_MEANS_COMMAND, ANNA_KEYPAD_CMD_ENTER);
	struct anna_keypad_action *a = emit(o, ANNA_KEYPAD_A_MOVE);
	a->from = from;
	a->to = to;
	a->promotion = promotion;
	memcpy(a->digits, kp->digits, sizeof(a->digits));
	/* docs/keypad.md: on the sighted side the move's Enter is the clock press;
	 * on the VI player's keypad the announcement stays open for a
	 * correction until Enter alone (VI-12). */
	if (kp->config.enter == ANNA_KEYPAD_ENTER_MOVE_AND_PRESS)
		emit(o, ANNA_KEYPAD_A_CLOCK);
	to_idle(kp);
}

/* Delete in a menu steps back one level. */
static void back(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		 enum anna_keypad_state to, enum anna_keypad_prompt p)
{
	take_key(o, key);
	if (to == ANNA_KEYPAD_IDLE) {
		cancel(kp, o);
		return;
	}
	kp->n_digits = 0;
	kp->digits[0] = '\0';
	ask(kp, o, p, to);
}

/* ---- the states ---- */

static void idle_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d >= 1 && d <= 8) {
		take_digit(kp, o, key, ANNA_KEYPAD_MEANS_FILE, d - 1);
		kp->state = ANNA_KEYPAD_MOVE;
		return;
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_9:
		refuse(o, key, ANNA_KEYPAD_R_NOT_A_SQUARE);
		return;
	case ANNA_KEYPAD_KEY_ENTER:
		/* docs/keypad.md: Enter with nothing typed is "my move is done". */
		take_key(o, key);
		emit(o, ANNA_KEYPAD_A_CLOCK);
		return;
	case ANNA_KEYPAD_KEY_DELETE:
		/* VI-12: withdraw the announced move; the session refuses it
		 * once the clock has been pressed. */
		run_command(kp, o, key, ANNA_KEYPAD_CMD_CORRECT, 0);
		return;
	case ANNA_KEYPAD_KEY_TIME:
		run_query(kp, o, key, ANNA_SQ_MY_TIME, 0);
		return;
	case ANNA_KEYPAD_KEY_QUERY:
		take_key(o, key);
		ask(kp, o, ANNA_KEYPAD_P_QUERY, ANNA_KEYPAD_QUERY_MENU);
		return;
	case ANNA_KEYPAD_KEY_COMMAND:
		take_key(o, key);
		ask(kp, o, ANNA_KEYPAD_P_COMMAND, ANNA_KEYPAD_COMMAND_MENU);
		return;
	default:
		bug(o, kp->state, ANNA_KEYPAD_EV_KEY);
		return;
	}
}

static void move_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d) {
		if (kp->n_digits >= 5) {
			refuse(o, key, ANNA_KEYPAD_R_TOO_LONG);
		} else if (kp->n_digits == 4) {
			enum anna_piece_type p = piece_of_digit(d, 4);
			if (p == ANNA_NO_TYPE) {
				refuse(o, key, ANNA_KEYPAD_R_NOT_A_PIECE);
				return;
			}
			take_digit(kp, o, key, ANNA_KEYPAD_MEANS_PIECE, (int)p);
		} else if (d == 9) {
			refuse(o, key, ANNA_KEYPAD_R_NOT_A_SQUARE);
		} else {
			take_digit(kp, o, key,
				   kp->n_digits % 2 ? ANNA_KEYPAD_MEANS_RANK : ANNA_KEYPAD_MEANS_FILE,
				   d - 1);
		}
		return;
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_ENTER:
		if (kp->n_digits == 1 && kp->digits[0] <= '4') {
			/* docs/keypad.md: one digit and Enter names the piece for a
			 * pawn moved to the last rank on the board, also before
			 * anna asks. */
			take_key(o, key);
			emit(o, ANNA_KEYPAD_A_PROMOTION)->promotion =
				piece_of_digit(kp->digits[0] - '0', 4);
			to_idle(kp);
		} else if (kp->n_digits >= 4) {
			enter_move(kp, o, key, square_of(kp->digits),
				   square_of(kp->digits + 2),
				   kp->n_digits == 5 ? piece_of_digit(kp->digits[4] - '0', 4)
						     : ANNA_NO_TYPE);
		} else {
			refuse(o, key, ANNA_KEYPAD_R_INCOMPLETE);
		}
		return;
	case ANNA_KEYPAD_KEY_DELETE:
		delete_digit(kp, o, key);
		if (kp->n_digits == 0)
			kp->state = ANNA_KEYPAD_IDLE;
		return;
	default:
		refuse_other(kp, o, key, ANNA_KEYPAD_R_NOT_HERE);
		return;
	}
}

static void promotion_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d) {
		enum anna_piece_type p = piece_of_digit(d, 4);
		if (kp->n_digits > 0) {
			refuse(o, key, ANNA_KEYPAD_R_TOO_LONG);
		} else if (p == ANNA_NO_TYPE) {
			refuse(o, key, ANNA_KEYPAD_R_NOT_A_PIECE);
		} else {
			take_digit(kp, o, key, ANNA_KEYPAD_MEANS_PIECE, (int)p);
		}
		return;
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_ENTER:
		if (kp->n_digits == 0) {
			refuse(o, key, ANNA_KEYPAD_R_INCOMPLETE); /* VI-4: name the piece */
			return;
		}
		if (kp->from == ANNA_NO_SQ) {
			/* VI-4: the piece for the pawn moved on the board. */
			echo_key(o, key);
			accept(o);
			emit(o, ANNA_KEYPAD_A_PROMOTION)->promotion =
				piece_of_digit(kp->digits[0] - '0', 4);
			to_idle(kp);
			return;
		}
		{
			enum anna_piece_type p = piece_of_digit(kp->digits[0] - '0', 4);
			/* The move's digits, as if typed with the fifth. */
			char typed[6] = {
				(char)('1' + ANNA_SQ_FILE(kp->from)), (char)('1' + ANNA_SQ_RANK(kp->from)),
				(char)('1' + ANNA_SQ_FILE(kp->to)), (char)('1' + ANNA_SQ_RANK(kp->to)),
				kp->digits[0], '\0'
			};
			memcpy(kp->digits, typed, sizeof(typed));
			enter_move(kp, o, key, kp->from, kp->to, p);
		}
		return;
	case ANNA_KEYPAD_KEY_DELETE:
		if (kp->n_digits == 0) {
			refuse(o, key, ANNA_KEYPAD_R_NOTHING);
			return;
		}
		delete_digit(kp, o, key);
		return;
	default:
		refuse_other(kp, o, key, ANNA_KEYPAD_R_NOT_HERE);
		return;
	}
}

/* The command menu, by digit: 8 and 2 are the up and down arrows of a
 * keypad; resign and draw are far from Enter and need confirming; 5, the
 * middle, resumes a paused clock. */
static const enum anna_keypad_cmd command_menu[10] = {
	[1] = ANNA_KEYPAD_CMD_HINT,
	[2] = ANNA_KEYPAD_CMD_RATE_DOWN,
	[3] = ANNA_KEYPAD_CMD_EVAL,
	[4] = ANNA_KEYPAD_CMD_TAKE_BACK,
	[5] = ANNA_KEYPAD_CMD_RESUME,
	[6] = ANNA_KEYPAD_CMD_THREAT,
	[7] = ANNA_KEYPAD_CMD_DRAW_OFFER,
	[8] = ANNA_KEYPAD_CMD_RATE_UP,
	[9] = ANNA_KEYPAD_CMD_RESIGN,
};

enum anna_session_query anna_keypad_query_item(int digit)
{
	return digit >= 1 && digit <= 9 ? query_menu[digit] : ANNA_SQ_COUNT;
}

enum anna_keypad_cmd anna_keypad_command_item(int digit)
{
	return digit >= 1 && digit <= 9 ? command_menu[digit] : ANNA_KEYPAD_CMD_NONE;
}

static int menu_digit(const enum anna_keypad_cmd *menu, enum anna_keypad_cmd cmd)
{
	for (int d = 1; d <= 9; d++)
		if (menu[d] == cmd)
			return d;
	return 0;
}

static void query_menu_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d) {
		enum anna_session_query q = query_menu[d];
		switch (q) {
		case ANNA_SQ_SCORESHEET:
			if (run_query(kp, o, key, q, -1))
				ask(kp, o, ANNA_KEYPAD_P_SHEET, ANNA_KEYPAD_SHEET);
			return;
		case ANNA_SQ_SQUARE:
			if (run_query(kp, o, key, q, -1))
				ask(kp, o, ANNA_KEYPAD_P_SQUARE, ANNA_KEYPAD_SQUARE);
			return;
		case ANNA_SQ_PIECES:
			if (run_query(kp, o, key, q, -1))
				ask(kp, o, ANNA_KEYPAD_P_PIECES, ANNA_KEYPAD_PIECES);
			return;
		default:
			if (run_query(kp, o, key, q, 0))
				to_idle(kp);
			return;
		}
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_DELETE:
		back(kp, o, key, ANNA_KEYPAD_IDLE, ANNA_KEYPAD_P_COUNT);
		return;
	default:
		refuse_other(kp, o, key, ANNA_KEYPAD_R_NOT_IN_MENU);
		return;
	}
}

/* SHEET, SQUARE and PIECES: the argument of a query. */
static void argument_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	int d = anna_keypad_key_digit(key);
	if (d) {
		switch (kp->state) {
		case ANNA_KEYPAD_SHEET:
			take(o, key, ANNA_KEYPAD_MEANS_NUMBER, d);
			answer(kp, o, ANNA_SQ_SCORESHEET, d);
			return;
		case ANNA_KEYPAD_SQUARE:
			if (d == 9) {
				refuse(o, key, ANNA_KEYPAD_R_NOT_A_SQUARE);
				return;
			}
			take_digit(kp, o, key,
				   kp->n_digits ? ANNA_KEYPAD_MEANS_RANK : ANNA_KEYPAD_MEANS_FILE, d - 1);
			if (kp->n_digits == 2)
				answer(kp, o, ANNA_SQ_SQUARE, square_of(kp->digits));
			return;
		default: {
			enum anna_piece_type p = piece_of_digit(d, 6);
			if (p == ANNA_NO_TYPE) {
				refuse(o, key, ANNA_KEYPAD_R_NOT_A_PIECE);
				return;
			}
			take(o, key, ANNA_KEYPAD_MEANS_PIECE, (int)p);
			answer(kp, o, ANNA_SQ_PIECES, (int)p);
			return;
		}
		}
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_DELETE:
		if (kp->state == ANNA_KEYPAD_SQUARE && kp->n_digits > 0) {
			delete_digit(kp, o, key);
			return;
		}
		back(kp, o, key, ANNA_KEYPAD_QUERY_MENU, ANNA_KEYPAD_P_QUERY);
		return;
	case ANNA_KEYPAD_KEY_ENTER:
		refuse(o, key, ANNA_KEYPAD_R_INCOMPLETE);
		return;
	default:
		refuse_other(kp, o, key, ANNA_KEYPAD_R_NOT_HERE);
		return;
	}
}

static void command_menu_key(struct anna_keypad *kp, struct out *o,
			     enum anna_keypad_key key, uint64_t now_ms)
{
	int d = anna_keypad_key_digit(key);
	if (d) {
		enum anna_keypad_cmd cmd = command_menu[d];
		switch (cmd) {
		case ANNA_KEYPAD_CMD_NONE:
			refuse(o, key, ANNA_KEYPAD_R_NOT_IN_MENU);
			return;
		case ANNA_KEYPAD_CMD_DRAW_OFFER:
		case ANNA_KEYPAD_CMD_RESIGN:
			/* Nothing a slipped key can do is irreversible: the
			 * same digit again and Enter, in time, confirm. */
			if (run_command(kp, o, key, cmd, -1)) {
				ask(kp, o, cmd == ANNA_KEYPAD_CMD_RESIGN ? ANNA_KEYPAD_P_CONFIRM_RESIGN
									 : ANNA_KEYPAD_P_CONFIRM_DRAW,
				    ANNA_KEYPAD_CONFIRM);
				kp->confirming = cmd;
				kp->deadline_ms = now_ms + kp->config.confirm_timeout_ms;
			}
			return;
		default:
			if (run_command(kp, o, key, cmd, 0))
				to_idle(kp);
			return;
		}
	}
	switch (key) {
	case ANNA_KEYPAD_KEY_COMMAND:
		if (run_command(kp, o, key, ANNA_KEYPAD_CMD_HELP, 0))
			to_idle(kp);
		return;
	case ANNA_KEYPAD_KEY_DELETE:
		back(kp, o, key, ANNA_KEYPAD_IDLE, ANNA_KEYPAD_P_COUNT);
		return;
	default:
		refuse_other(kp, o, key, ANNA_KEYPAD_R_NOT_IN_MENU);
		return;
	}
}

/* CONFIRM and CONFIRM_ENTER: the one right key goes on; any other key, or
 * any key after the deadline, drops the command. */
static void confirm_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
			uint64_t now_ms)
{
	if (now_ms >= kp->deadline_ms) {
		refuse(o, key, ANNA_KEYPAD_R_EXPIRED);
		cancel(kp, o);
		return;
	}
	bool right = kp->state == ANNA_KEYPAD_CONFIRM
			     ? anna_keypad_key_digit(key) == menu_digit(command_menu, kp->confirming)
			     : key == ANNA_KEYPAD_KEY_ENTER;
	if (!right) {
		echo_key(o, key);
		if (key == ANNA_KEYPAD_KEY_CANCEL)
			accept(o);
		else
			reject(o, ANNA_KEYPAD_R_NOT_HERE);
		cancel(kp, o);
		return;
	}
	take_key(o, key);
	if (kp->state == ANNA_KEYPAD_CONFIRM) {
		kp->state = ANNA_KEYPAD_CONFIRM_ENTER;
		return;
	}
	command(o, kp->confirming, 0);
	to_idle(kp);
}

/* Keys that mean the same in every state but the confirmations. */
static bool common_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key)
{
	switch (key) {
	case ANNA_KEYPAD_KEY_CANCEL:
		take_key(o, key);
		cancel(kp, o); /* in idle: nothing open, speech stops */
		return true;
	case ANNA_KEYPAD_KEY_REPEAT:
		run_command(kp, o, key, ANNA_KEYPAD_CMD_REPEAT, 0);
		return true;
	case ANNA_KEYPAD_KEY_HELP:
		run_command(kp, o, key, ANNA_KEYPAD_CMD_HELP, 0);
		return true;
	default:
		return false;
	}
}

static void on_key(struct anna_keypad *kp, struct out *o, enum anna_keypad_key key,
		   uint64_t now_ms)
{
	if ((int)key <= ANNA_KEYPAD_KEY_NONE || key >= ANNA_KEYPAD_KEY_COUNT) {
		bug(o, kp->state, ANNA_KEYPAD_EV_KEY);
		return;
	}
	switch (kp->state) {
	case ANNA_KEYPAD_CONFIRM:
	case ANNA_KEYPAD_CONFIRM_ENTER:
		confirm_key(kp, o, key, now_ms);
		return;
	case ANNA_KEYPAD_IDLE:
	case ANNA_KEYPAD_MOVE:
	case ANNA_KEYPAD_PROMOTION:
	case ANNA_KEYPAD_QUERY_MENU:
	case ANNA_KEYPAD_SHEET:
	case ANNA_KEYPAD_SQUARE:
	case ANNA_KEYPAD_PIECES:
	case ANNA_KEYPAD_COMMAND_MENU:
		break;
	case ANNA_KEYPAD_STATE_COUNT:
	default:
		bug(o, kp->state, ANNA_KEYPAD_EV_KEY);
		return;
	}
	if (common_key(kp, o, key))
		return;
	switch (kp->state) {
	case ANNA_KEYPAD_IDLE: idle_key(kp, o, key); return;
	case ANNA_KEYPAD_MOVE: move_key(kp, o, key); return;
	case ANNA_KEYPAD_PROMOTION: promotion_key(kp, o, key); return;
	case ANNA_KEYPAD_QUERY_MENU: query_menu_key(kp, o, key); return;
	case ANNA_KEYPAD_SHEET:
	case ANNA_KEYPAD_SQUARE:
	case ANNA_KEYPAD_PIECES: argument_key(kp, o, key); return;
	case ANNA_KEYPAD_COMMAND_MENU: command_menu_key(kp, o, key, now_ms); return;
	default: bug(o, kp->state, ANNA_KEYPAD_EV_KEY); return;
	}
}

size_t anna_keypad_feed(struct anna_keypad *kp, enum anna_keypad_event event,
			enum anna_keypad_key key, int from, int to,
			uint64_t now_ms, struct anna_keypad_action *out)
{
	struct out o = { out, 0 };
	if ((int)kp->state < 0 || kp->state >= ANNA_KEYPAD_STATE_COUNT) {
		bug(&o, kp->state, event);
		to_idle(kp);
		return o.n;
	}
	switch (event) {
	case ANNA_KEYPAD_EV_KEY:
		on_key(kp, &o, key, now_ms);
		break;
	case ANNA_KEYPAD_EV_TIMEOUT:
		/* A stale timer (the confirmation already ended) is normal. */
		if (kp->deadline_ms && now_ms >= kp->deadline_ms) {
			reject(&o, ANNA_KEYPAD_R_EXPIRED);
			cancel(kp, &o);
		}
		break;
	case ANNA_KEYPAD_EV_ASK_PROMOTION:
		/* from = to = ANNA_NO_SQ: the pawn moved on the board. */
		if ((from != ANNA_NO_SQ || to != ANNA_NO_SQ) &&
		    (from < 0 || from > 63 || to < 0 || to > 63 || from == to)) {
			bug(&o, kp->state, event);
			break;
		}
		/* The session asks when a pawn reached the last rank without
		 * a piece named (VI-4); what was open is dropped. */
		if (kp->state != ANNA_KEYPAD_IDLE && kp->state != ANNA_KEYPAD_PROMOTION)
			cancel(kp, &o);
		to_idle(kp);
		kp->state = ANNA_KEYPAD_PROMOTION;
		kp->from = from;
		kp->to = to;
		prompt(&o, ANNA_KEYPAD_P_PROMOTION);
		break;
	case ANNA_KEYPAD_EV_RESET:
		to_idle(kp);
		break;
	case ANNA_KEYPAD_EV_COUNT:
	default:
		bug(&o, kp->state, event);
		break;
	}
	return o.n;
}

size_t anna_keypad_key(struct anna_keypad *kp, enum anna_keypad_key key,
		       uint64_t now_ms, struct anna_keypad_action *out)
{
	return anna_keypad_feed(kp, ANNA_KEYPAD_EV_KEY, key, 0, 0, now_ms, out);
}

size_t anna_keypad_timeout(struct anna_keypad *kp, uint64_t now_ms,
			   struct anna_keypad_action *out)
{
	return anna_keypad_feed(kp, ANNA_KEYPAD_EV_TIMEOUT, ANNA_KEYPAD_KEY_NONE, 0, 0,
				now_ms, out);
}

size_t anna_keypad_ask_promotion(struct anna_keypad *kp, int from, int to,
				 uint64_t now_ms, struct anna_keypad_action *out)
{
	return anna_keypad_feed(kp, ANNA_KEYPAD_EV_ASK_PROMOTION, ANNA_KEYPAD_KEY_NONE,
				from, to, now_ms, out);
}
