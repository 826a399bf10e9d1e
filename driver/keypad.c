/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/keypad.c: the driver's keypads (driver.h): keys through the key
 * map to the keypad grammar; echoes, prompts and earcons to the keypad's
 * owner, moves, presses, queries and commands to the session (a query is
 * the session's own, core/session.h, as the grammar names it).
 */
#include <string.h>

#include "driver/internal.h"
#include "driver/keypad_words.h"

static void keypad_help(struct anna_driver *d, enum anna_driver_role role, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	const struct anna_driver_listener *l = &d->cfg.listener[who];
	if (!l->present)
		return;
	struct anna_phrase lines[24];
	struct anna_keypad_help what;
	anna_keypad_help_of(d->kp[role].config.allowed, &what);
	size_t n = anna_render_keypad_help(l->profile, &d->key_labels[role], &what, lines, 24);
	for (size_t i = 0; i < n && i < 24; i++)
		driver_say_phrase(d, who, ANNA_PRIO_INFO, at_ms, &lines[i]);
}

/* The arbiter's keypad asks questions; it makes no moves and presses no
 * clock (the session takes those from the players only): said to him as
 * refused, with the reject earcon. */
static void refuse_to(struct anna_driver *d, enum anna_role who, enum anna_session_refusal why,
		      uint64_t at_ms)
{
	struct anna_session_action a;
	memset(&a, 0, sizeof(a));
	a.type = ANNA_SA_ANNOUNCE;
	a.at_ms = at_ms;
	a.ann.kind = ANNA_SANN_REFUSED;
	a.ann.listener = who;
	a.ann.mover = -1;
	a.ann.refusal = why;
	a.ann.from = a.ann.to = a.ann.square = ANNA_NO_SQ;
	driver_announce(d, &a);
	driver_earcon(d, who, ANNA_EARCON_REJECT, at_ms);
}

static bool arbiter_may(struct anna_driver *d, enum anna_driver_role role, uint64_t at_ms)
{
	if (role != ANNA_DRIVER_ARBITER_KEYPAD)
		return true;
	refuse_to(d, ANNA_ROLE_ARBITER, ANNA_SREF_NOT_YOUR_MOVE, at_ms); /* he has no move */
	return false;
}

void anna_driver_set_stepping(struct anna_driver *d, bool on)
{
	d->stepping = on;
}

/* A training request to the trainer (driver.h); false if there is none. */
bool driver_train(struct anna_driver *d, const struct anna_driver_train_req *req, uint64_t at_ms)
{
	if (!d->cfg.train || d->muted)
		return d->cfg.train != NULL; /* recovery: the journal has its effects */
	d->cfg.train(d->cfg.train_ctx, req, at_ms);
	return true;
}

/* The keypad's request: a typed move carries its squares. */
static bool train(struct anna_driver *d, enum anna_driver_train kind, enum anna_role who,
		  const struct anna_keypad_action *a, uint64_t at_ms)
{
	struct anna_driver_train_req req = { .kind = kind, .who = who, .from = ANNA_NO_SQ,
					     .to = ANNA_NO_SQ, .promotion = ANNA_NO_TYPE };
	if (a && kind == ANNA_DRIVER_TRAIN_MOVE) {
		req.from = a->from;
		req.to = a->to;
		req.promotion = a->promotion;
	}
	return driver_train(d, &req, at_ms);
}

static void keypad_command(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	struct anna_session_event ev;
	switch (a->cmd) {
	case ANNA_KEYPAD_CMD_REPEAT:
		driver_repeat(d, who, at_ms);
		return;
	case ANNA_KEYPAD_CMD_RATE_UP:
	case ANNA_KEYPAD_CMD_RATE_DOWN:
		if (!d->muted && d->cfg.output.rate)
			d->cfg.output.rate(d->cfg.output.ctx, who,
					   a->cmd == ANNA_KEYPAD_CMD_RATE_UP ? 1 : -1);
		return;
	case ANNA_KEYPAD_CMD_HELP:
		keypad_help(d, role, at_ms);
		return;
	case ANNA_KEYPAD_CMD_HINT:
	case ANNA_KEYPAD_CMD_EVAL:
	case ANNA_KEYPAD_CMD_THREAT:
	case ANNA_KEYPAD_CMD_TAKE_BACK:
		/* offered only where the policy allows (keypad_allowed) */
		train(d, a->cmd == ANNA_KEYPAD_CMD_HINT	   ? ANNA_DRIVER_TRAIN_HINT
			 : a->cmd == ANNA_KEYPAD_CMD_EVAL   ? ANNA_DRIVER_TRAIN_EVAL
			 : a->cmd == ANNA_KEYPAD_CMD_THREAT ? ANNA_DRIVER_TRAIN_THREAT
							    : ANNA_DRIVER_TRAIN_TAKE_BACK,
		      who, a, at_ms);
		return;
	case ANNA_KEYPAD_CMD_RESUME:
		/* CLK-11: the keypad's grammar allows it in training or on
		 * the arbiter's keypad; the session resumes as the arbiter
		 * would (anna resume), or refuses it to this keypad's
		 * listener */
		anna_session_event_init(&ev, ANNA_SEV_ARB_RESUME, at_ms);
		ev.role = who;
		if (driver_feed_decided(d, &ev))
			driver_earcon(d, who, ANNA_EARCON_REJECT, at_ms);
		return;
	case ANNA_KEYPAD_CMD_CORRECT:
		if (d->stepping && role == ANNA_DRIVER_VI_KEYPAD &&
		    train(d, ANNA_DRIVER_TRAIN_BACK, who, a, at_ms))
			return;
		if (!arbiter_may(d, role, at_ms))
			return;
		anna_session_event_init(&ev, ANNA_SEV_KEY_CORRECT, at_ms);
		break;
	case ANNA_KEYPAD_CMD_DRAW_OFFER:
	case ANNA_KEYPAD_CMD_RESIGN:
		if (!arbiter_may(d, role, at_ms))
			return;
		anna_session_event_init(&ev, a->cmd == ANNA_KEYPAD_CMD_RESIGN ? ANNA_SEV_KEY_RESIGN
									 : ANNA_SEV_KEY_DRAW_OFFER,
					at_ms);
		break;
	default:
		d->bugs++;
		return;
	}
	ev.role = who;
	driver_feed_session(d, &ev);
}

/* One action of a keypad's grammar: echoes and earcons at once to the
 * keypad's owner, moves, presses and commands to the session. */
static void keypad_action(struct anna_driver *d, enum anna_driver_role role,
			  const struct anna_keypad_action *a, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	struct anna_session_event ev;
	switch (a->type) {
	case ANNA_KEYPAD_A_ECHO:
	case ANNA_KEYPAD_A_PROMPT:
	case ANNA_KEYPAD_A_DELETED:
	case ANNA_KEYPAD_A_CANCEL:
	case ANNA_KEYPAD_A_REJECT:
	{
		struct anna_keypad_say say;
		anna_keypad_say_of(a, &say);
		if (d->cfg.listener[who].present &&
		    anna_render_keypad_say(d->cfg.listener[who].profile, &say,
					   &d->key_labels[role], &d->phrase) == ANNA_OK)
			driver_say_phrase(d, who, ANNA_PRIO_INFO, at_ms, &d->phrase);
		if (anna_keypad_earcon_of(a) != ANNA_EARCON_COUNT)
			driver_earcon(d, who, anna_keypad_earcon_of(a), at_ms);
		return;
	}
	case ANNA_KEYPAD_A_ACCEPT:
		driver_earcon(d, who, ANNA_EARCON_ACCEPT, at_ms);
		return;
	case ANNA_KEYPAD_A_MOVE:
		if (!arbiter_may(d, role, at_ms))
			return;
		if (d->stepping && role == ANNA_DRIVER_VI_KEYPAD &&
		    train(d, ANNA_DRIVER_TRAIN_MOVE, who, a, at_ms))
			return; /* a guess in a study */
		anna_session_event_init(&ev, ANNA_SEV_KEY_MOVE, at_ms);
		ev.from = a->from;
		ev.to = a->to;
		ev.promotion = a->promotion;
		break;
	case ANNA_KEYPAD_A_PROMOTION:
		if (!arbiter_may(d, role, at_ms))
			return;
		/* VI-4: the piece for the pawn on the board; the inference
		 * takes it too, so the board's move is complete (an e-board
		 * names the new piece by itself). */
		if (role == ANNA_DRIVER_VI_KEYPAD && d->board[0].inf_live && !driver_is_dgt(d, 0) &&
		    anna_infer_piece(&d->board[0].inf, a->promotion) == ANNA_OK)
			driver_vi_report(d, at_ms);
		anna_session_event_init(&ev, ANNA_SEV_KEY_PROMOTION, at_ms);
		ev.promotion = a->promotion;
		break;
	case ANNA_KEYPAD_A_CLOCK:
		if (!arbiter_may(d, role, at_ms))
			return;
		if (d->stepping && role == ANNA_DRIVER_VI_KEYPAD &&
		    train(d, ANNA_DRIVER_TRAIN_NEXT, who, a, at_ms))
			return;
		if (role == ANNA_DRIVER_VI_KEYPAD)
			driver_vi_press_board(d, at_ms);
		if (role == ANNA_DRIVER_SIGHTED_KEYPAD && !d->typed_batch)
			driver_dgt_sighted_press_board(d, at_ms); /* Enter alone */
		anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, at_ms);
		break;
	case ANNA_KEYPAD_A_QUERY:
		/* the session's own query, its argument as typed */
		anna_session_event_init(&ev, ANNA_SEV_KEY_QUERY, at_ms);
		ev.query = a->query;
		ev.arg = a->value;
		break;
	case ANNA_KEYPAD_A_COMMAND:
		keypad_command(d, role, a, at_ms);
		return;
	case ANNA_KEYPAD_A_BUG:
	default:
		d->bugs++;
		return;
	}
	ev.role = who;
	driver_feed_session(d, &ev);
}

void driver_keypad_actions(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, size_t n, uint64_t at_ms)
{
	/* a typed move and its Enter come together ("move and press"):
	 * then the press is his typed move's, not the e-board's */
	bool outer = d->typed_batch;
	d->typed_batch = false;
	for (size_t i = 0; i < n; i++)
		d->typed_batch |= a[i].type == ANNA_KEYPAD_A_MOVE;
	for (size_t i = 0; i < n; i++)
		keypad_action(d, role, &a[i], at_ms);
	d->typed_batch = outer;
}

void anna_driver_keypad_action(struct anna_driver *d, enum anna_driver_role role,
			       const struct anna_keypad_action *a, uint64_t now_ms)
{
	if ((unsigned)role < ANNA_DRIVER_ROLE_COUNT && !anna_driver_role_is_board(role))
		driver_keypad_actions(d, role, a, 1, now_ms);
}

/*
 * VI-4: the session asks for the piece of a typed promotion: that keypad
 * waits for one digit and Enter (its own prompt is not said again). For a
 * pawn moved on the sensor board the idle keypad waits the same way, so
 * the digit is heard as the piece; one digit typed before anna asked is
 * left as it is (one digit and Enter name the piece from there too).
 */
void driver_ask_promotion(struct anna_driver *d, const struct anna_session_announcement *ann,
			  uint64_t at_ms)
{
	enum anna_driver_role role = ann->listener == ANNA_ROLE_VI ? ANNA_DRIVER_VI_KEYPAD
		: ann->listener == ANNA_ROLE_SIGHTED ? ANNA_DRIVER_SIGHTED_KEYPAD
		: ANNA_DRIVER_ARBITER_KEYPAD;
	if (!d->cfg.has[role])
		return;
	bool board = role == ANNA_DRIVER_VI_KEYPAD && d->cfg.session.vi_sensor_board;
	if (board && d->kp[role].state != ANNA_KEYPAD_IDLE)
		return;
	struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
	size_t n = anna_keypad_ask_promotion(&d->kp[role], board ? ANNA_NO_SQ : ann->from,
					     board ? ANNA_NO_SQ : ann->to, at_ms, a);
	for (size_t i = 0; i < n; i++)
		if (a[i].type != ANNA_KEYPAD_A_PROMPT)
			driver_keypad_actions(d, role, &a[i], 1, at_ms);
}

/* What a keypad may do under the session's policy: ARB-3, the arbiter
 * may allow square and piece lookups (core/policy.h square_queries; the
 * session answers them); CLK-11, the arbiter's keypad resumes the clock. */
unsigned driver_keypad_allowed(const struct anna_driver *d, enum anna_driver_role r)
{
	const struct anna_policy *policy = anna_session_policy(d->session);
	unsigned allowed = anna_keypad_policy_training() & ~anna_keypad_policy_trainer();
	/* ARB-3: the training helps, each where the policy allows it and
	 * there is a trainer to answer (annad's) */
	static const struct { enum anna_keypad_cmd cmd; enum anna_training what; } helps[] = {
		{ ANNA_KEYPAD_CMD_HINT, ANNA_TRAIN_HINT },
		{ ANNA_KEYPAD_CMD_EVAL, ANNA_TRAIN_EVALUATION },
		{ ANNA_KEYPAD_CMD_TAKE_BACK, ANNA_TRAIN_TAKE_BACK },
		{ ANNA_KEYPAD_CMD_THREAT, ANNA_TRAIN_THREAT },
	};
	for (size_t i = 0; i < sizeof(helps) / sizeof(helps[0]); i++)
		if (d->cfg.train && r != ANNA_DRIVER_ARBITER_KEYPAD &&
		    anna_policy_may_train(policy, helps[i].what))
			allowed |= ANNA_KEYPAD_ALLOW(helps[i].cmd);
	if (policy->mode == ANNA_MODE_COMPETITION) {
		allowed &= anna_keypad_policy_competition();
		if (policy->square_queries)
			allowed |= ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_SQUARE) |
				   ANNA_KEYPAD_ALLOW_QUERY(ANNA_SQ_PIECES);
	}
	if (r == ANNA_DRIVER_ARBITER_KEYPAD)
		allowed |= ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_RESUME);
	return allowed;
}


/* One keypad for both players: whose half a key is. A move or command
 * half typed stays with whoever began it; otherwise the sighted
 * player's while it is his move, the VI player's at every other time
 * (his move, carrying out a move on his board, before and after the
 * game). */
static enum anna_driver_role shared_half(const struct anna_driver *d)
{
	if (d->kp[ANNA_DRIVER_VI_KEYPAD].state != ANNA_KEYPAD_IDLE)
		return ANNA_DRIVER_VI_KEYPAD;
	if (d->kp[ANNA_DRIVER_SIGHTED_KEYPAD].state != ANNA_KEYPAD_IDLE)
		return ANNA_DRIVER_SIGHTED_KEYPAD;
	return anna_session_state(d->session) == ANNA_SESSION_SIGHTED_TO_MOVE
		? ANNA_DRIVER_SIGHTED_KEYPAD : ANNA_DRIVER_VI_KEYPAD;
}

/* One keypad for both players: after a move, the player whose move it
 * now is hears so (both hear through the one output). */
void driver_shared_turn(struct anna_driver *d, enum anna_session_state before, uint64_t at_ms)
{
	enum anna_session_state now = anna_session_state(d->session);
	bool playing = before == ANNA_SESSION_VI_TO_MOVE || before == ANNA_SESSION_SIGHTED_TO_MOVE ||
		       before == ANNA_SESSION_VI_EXECUTING;
	if (!playing || now == before ||
	    (now != ANNA_SESSION_VI_TO_MOVE && now != ANNA_SESSION_SIGHTED_TO_MOVE))
		return;
	enum anna_role who = now == ANNA_SESSION_VI_TO_MOVE ? ANNA_ROLE_VI : ANNA_ROLE_SIGHTED;
	const struct anna_profile *p = d->cfg.listener[who].profile;
	if (!d->cfg.listener[who].present || !p)
		return;
	int side = anna_session_game(d->session)->pos.side;
	anna_driver_say(d, who, ANNA_PRIO_INFO, at_ms,
			anna_profile_word(p, side == ANNA_WHITE ? ANNA_WORD_SHARED_WHITE_TO_MOVE
								 : ANNA_WORD_SHARED_BLACK_TO_MOVE),
			NULL);
}

/* One raw event of a keypad: a key press through the key map to the
 * grammar (releases, repeats, scan codes and SYN say nothing). */
void driver_keypad_feed(struct anna_driver *d, enum anna_driver_role role,
			const struct input_event *ev, uint64_t now_ms)
{
	if (ev->type != EV_KEY || ev->value != 1)
		return;
	if (d->cfg.shared_keypad && role == ANNA_DRIVER_VI_KEYPAD)
		role = shared_half(d);
	enum anna_keypad_key key = anna_keymap_lookup(d->cfg.keymap[role], ev->code);
	if (key == ANNA_KEYPAD_KEY_NONE)
		return;
	if (role == ANNA_DRIVER_VI_KEYPAD)
		driver_dgt_vi_key(d, now_ms);
	struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
	driver_keypad_actions(d, role, a, anna_keypad_key(&d->kp[role], key, now_ms, a), now_ms);
}

void driver_keypads_init(struct anna_driver *d)
{
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		struct anna_keypad_config kc = {
			.allowed = driver_keypad_allowed(d, (enum anna_driver_role)r),
			/* docs/keypad.md: the sighted side's Enter after a move is
			 * his clock press; the VI player presses Enter alone
			 * (VI-12's window stays open until then). */
			.enter = r == ANNA_DRIVER_SIGHTED_KEYPAD ? ANNA_KEYPAD_ENTER_MOVE_AND_PRESS
				: ANNA_KEYPAD_ENTER_MOVE_ONLY,
		};
		anna_keypad_init(&d->kp[r], &kc);
		if (d->cfg.keymap[r]) {
			anna_keymap_labels(d->cfg.keymap[r], &d->labels[r]);
			anna_keypad_labels_of(&d->labels[r], &d->key_labels[r]);
		}
	}
}
