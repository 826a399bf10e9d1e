/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/driver.c: raw device events -> decoders -> core/session ->
 * rendered words (driver.h). One driver for annad and `anna replay`;
 * docs/architecture.md "Drivers" draws the pipeline. The boards' half is
 * board.c, the keypads' keypad.c, the words words.c.
 */
#include "driver/driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "driver/internal.h"
#include "speech/render_session.h"

static const char *const role_names[ANNA_DRIVER_ROLE_COUNT] = {
	"vi-board", "sighted-board", "vi-keypad", "sighted-keypad", "arbiter-keypad",
};

const char *anna_driver_role_str(enum anna_driver_role role)
{
	return (unsigned)role < ANNA_DRIVER_ROLE_COUNT ? role_names[role] : "unknown";
}

int anna_driver_role_from_str(const char *name)
{
	for (int i = 0; i < ANNA_DRIVER_ROLE_COUNT; i++)
		if (name && strcmp(name, role_names[i]) == 0)
			return i;
	return -1;
}

bool anna_driver_role_is_board(enum anna_driver_role role)
{
	return role == ANNA_DRIVER_VI_BOARD || role == ANNA_DRIVER_SIGHTED_BOARD;
}

enum anna_role anna_driver_role_person(enum anna_driver_role role)
{
	switch (role) {
	case ANNA_DRIVER_VI_BOARD:
	case ANNA_DRIVER_VI_KEYPAD:
		return ANNA_ROLE_VI;
	case ANNA_DRIVER_SIGHTED_BOARD:
	case ANNA_DRIVER_SIGHTED_KEYPAD:
		return ANNA_ROLE_SIGHTED;
	default:
		return ANNA_ROLE_ARBITER;
	}
}

const char *anna_driver_input_str(enum anna_driver_input input)
{
	switch (input) {
	case ANNA_DRIVER_IN_EVENT: return "event";
	case ANNA_DRIVER_IN_BOARD_STATE: return "board-state";
	case ANNA_DRIVER_IN_TICK: return "tick";
	case ANNA_DRIVER_IN_COMMAND: return "command";
	case ANNA_DRIVER_IN_BYTES: return "bytes";
	}
	return "unknown";
}

void anna_driver_config_default(struct anna_driver_config *config)
{
	memset(config, 0, sizeof(*config));
	anna_session_config_default(&config->session);
	config->debounce_ms = ANNA_DEBOUNCE_DEFAULT_MS;
	config->dgt_orientation = ANNA_DGT_ANY_WAY;
	config->dgt_settle_ms = ANNA_IDENTITY_SETTLE_MS;
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	for (int i = 0; i < ANNA_ROLE_COUNT; i++) {
		config->listener[i].form = ANNA_FORM_LONG;
		config->listener[i].seconds_below_ms = opts.seconds_below_ms;
	}
}

/* ---- the session ------------------------------------------------------- */

void driver_feed_session(struct anna_driver *d, const struct anna_session_event *in)
{
	/*
	 * The session takes events in time order. A debounced square event
	 * keeps the instant of its first edge (board-io/debounce.h) but is
	 * handed on a window later, possibly after a key pressed meanwhile:
	 * the session hears of it at the instant it learned of it.
	 */
	struct anna_session_event clamped;
	const struct anna_session_event *ev = in;
	if (in->at_ms < d->session_ms) {
		clamped = *in;
		clamped.at_ms = d->session_ms;
		ev = &clamped;
	}
	d->session_ms = ev->at_ms;
	size_t before = anna_session_game(d->session)->count;
	enum anna_session_state state_before = anna_session_state(d->session);
	/* The actions live in d->actions: nothing below feeds the session
	 * again before the loop is done (a restart of the inference waits
	 * for the end). */
	size_t n = anna_session_feed(d->session, ev, d->actions, ANNA_SESSION_MAX_ACTIONS);
	const struct anna_session_action *acts = d->actions;
	bool restart_vi = false, settle = false;
	for (size_t i = 0; i < n; i++) {
		const struct anna_session_action *a = &acts[i];
		switch (a->type) {
		case ANNA_SA_ANNOUNCE:
			if (d->cmd_on && !d->cmd_refused && a->ann.kind == ANNA_SANN_REFUSED &&
			    a->ann.listener == d->cmd_role) {
				d->cmd_refused = true;
				d->cmd_refusal = a->ann;
			}
			driver_announce(d, a);
			break;
		case ANNA_SA_ARM_TIMER:
			d->armed_ms = a->deadline_ms == ANNA_CLOCK_NO_DEADLINE
				? NO_DEADLINE : a->deadline_ms;
			break;
		case ANNA_SA_RECORD_PLY:
			/* The PGN reads the session (anna_session_ply). */
			break;
		case ANNA_SA_REPORT:
			driver_report(d, a);
			break;
		case ANNA_SA_VI_BOARD:
			restart_vi = true;
			break;
		case ANNA_SA_SETTLE:
			settle = true;
			break;
		case ANNA_SA_BUG:
		default:
			d->bugs++;
			break;
		}
	}
	if (restart_vi)
		driver_board_restart_vi(d);
	if (anna_session_game(d->session)->count != before)
		driver_board_restart_sighted(d);
	if (d->cfg.shared_keypad)
		driver_shared_turn(d, state_before, ev->at_ms);
	/* A flag's words are out with this batch; its verdict is searched
	 * at the next entry (anna_driver_next_deadline says: at once), after
	 * the daemon has released them. */
	if (settle && !d->settle_pending) {
		d->settle_pending = true;
		d->settle_ms = ev->at_ms;
	}
}

/* The verdict the session deferred (ANNA_SA_SETTLE), first thing in an
 * entry point: the words of the batch that asked for it are out. */
static void settle(struct anna_driver *d)
{
	if (!d->settle_pending)
		return;
	d->settle_pending = false;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_SETTLE, d->settle_ms);
	driver_feed_session(d, &ev);
}
/* ---- deadlines --------------------------------------------------------- */

/* The earliest instant something is due, a deferred verdict aside. */
static uint64_t next_due(const struct anna_driver *d)
{
	uint64_t t = d->armed_ms;
	uint64_t s = anna_session_deadline(d->session);
	if (s != ANNA_CLOCK_NO_DEADLINE && s < t)
		t = s;
	for (int i = 0; i < 2; i++) {
		uint64_t db;
		enum anna_driver_role role = i ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD;
		if (d->cfg.has[role] && anna_debounce_deadline(&d->board[i].db, &db) && db < t)
			t = db;
		if (d->cfg.has[role] && d->cfg.dgt[role] &&
		    anna_identity_deadline(&d->board[i].dgt.id, &db) && db < t)
			t = db;
	}
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t k = d->cfg.has[r] ? anna_keypad_deadline(&d->kp[r]) : 0;
		if (k && k < t)
			t = k;
	}
	if (d->board[0].rest_ms && d->board[0].rest_ms < t)
		t = d->board[0].rest_ms;
	return t;
}

/* Handles what is due at t (the deadline's own instant, so when the
 * daemon's timer fires late does not change the outcome). */
static void due(struct anna_driver *d, uint64_t t)
{
	struct anna_square_event sev[64];
	for (int i = 0; i < 2; i++) {
		enum anna_driver_role role = i ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD;
		uint64_t db;
		if (d->cfg.has[role] && anna_debounce_deadline(&d->board[i].db, &db) && db <= t)
			driver_board_squares(d, role, sev, anna_debounce_advance(&d->board[i].db, t, sev));
		if (d->cfg.has[role] && d->cfg.dgt[role] && anna_identity_advance(&d->board[i].dgt.id, t))
			driver_board_report(d, i, t);
	}
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t k = d->cfg.has[r] ? anna_keypad_deadline(&d->kp[r]) : 0;
		if (k && k <= t) {
			struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
			driver_keypad_actions(d, (enum anna_driver_role)r, a,
				       anna_keypad_timeout(&d->kp[r], t, a), t);
		}
	}
	if (d->board[0].rest_ms && d->board[0].rest_ms <= t)
		driver_vi_rest(d, t);
	uint64_t s = anna_session_deadline(d->session);
	if (d->armed_ms <= t || (s != ANNA_CLOCK_NO_DEADLINE && s <= t)) {
		if (d->last_fed_deadline == t) {
			/* The session asked for the same instant again after
			 * it was fed: stop here rather than loop. */
			d->bugs++;
			d->armed_ms = NO_DEADLINE;
			return;
		}
		d->last_fed_deadline = t;
		if (d->armed_ms <= t)
			d->armed_ms = NO_DEADLINE;
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_DEADLINE, t);
		driver_feed_session(d, &ev);
	}
}

uint64_t anna_driver_next_deadline(const struct anna_driver *d)
{
	uint64_t t = next_due(d);
	return d->settle_pending && d->settle_ms < t ? d->settle_ms : t;
}

void driver_run_due(struct anna_driver *d, uint64_t now_ms)
{
	settle(d);
	for (unsigned guard = 0; guard < 1000; guard++) {
		uint64_t t = next_due(d);
		if (t > now_ms)
			return;
		uint64_t before = t;
		due(d, t);
		if (next_due(d) == before && d->last_fed_deadline == before &&
		    d->armed_ms == NO_DEADLINE)
			return; /* counted as a bug in due() */
	}
	d->bugs++;
}

void anna_driver_tick(struct anna_driver *d, uint64_t now_ms)
{
	if (d->cfg.raw) {
		struct anna_driver_raw raw = { .input = ANNA_DRIVER_IN_TICK, .now_ms = now_ms };
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	driver_run_due(d, now_ms);
}
/* ---- entry points ------------------------------------------------------ */

enum anna_status anna_driver_feed(struct anna_driver *d, enum anna_driver_role role,
				  const struct input_event *ev, uint64_t now_ms)
{
	if ((unsigned)role >= ANNA_DRIVER_ROLE_COUNT || !d->cfg.has[role])
		return ANNA_E_INVALID;
	driver_run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_EVENT, .now_ms = now_ms, .role = role, .ev = ev,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	if (anna_driver_role_is_board(role))
		driver_board_feed(d, role, ev, now_ms);
	else
		driver_keypad_feed(d, role, ev, now_ms);
	return ANNA_OK;
}

bool driver_feed_decided(struct anna_driver *d, const struct anna_session_event *ev)
{
	d->cmd_on = true;
	d->cmd_refused = false;
	d->cmd_role = ev->role;
	driver_feed_session(d, ev);
	d->cmd_on = false;
	return d->cmd_refused;
}

const struct anna_session_announcement *anna_driver_refusal(const struct anna_driver *d)
{
	return d->cmd_refused ? &d->cmd_refusal : NULL;
}

void anna_driver_command(struct anna_driver *d, const struct anna_session_event *ev)
{
	driver_run_due(d, ev->at_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_COMMAND, .now_ms = ev->at_ms, .command = ev,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	const struct anna_game *g = anna_session_game(d->session);
	size_t before = g->count;
	struct anna_position was = g->pos;
	bool board_right = !d->board[0].mismatch;
	/* the last plies, in case they are taken back */
	uint16_t last[ANNA_SESSION_MAX_FIX];
	size_t nlast = before < ANNA_SESSION_MAX_FIX ? before : ANNA_SESSION_MAX_FIX;
	for (size_t i = 0; i < nlast; i++)
		last[i] = g->plies[before - nlast + i].move;
	driver_feed_decided(d, ev);
	/* ARB-3: the arbiter's switches change what the keypads may ask */
	if (ev->type == ANNA_SEV_ARB_SWITCHES)
		for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++)
			d->kp[r].config.allowed = driver_keypad_allowed(d, (enum anna_driver_role)r);
	/* The game starts from a position the board may not show; a
	 * confirmed reconciliation (VI-13) may have taken plies back. */
	if (ev->type == ANNA_SEV_START || ev->type == ANNA_SEV_ARB_NEW_GAME ||
	    ev->type == ANNA_SEV_ARB_SET_POSITION || ev->type == ANNA_SEV_ARB_TAKE_BACK ||
	    (ev->type == ANNA_SEV_ARB_CONFIRM &&
	     anna_session_game(d->session)->count != before))
	{
		size_t undone = g->count < before ? before - g->count : 0;
		if (undone > nlast)
			undone = nlast;
		driver_vi_check_whole(d, ev->at_ms, board_right && g->count < before ? &was : NULL,
			       last + nlast - undone, undone);
	}
}

void anna_driver_mute(struct anna_driver *d, bool muted)
{
	d->muted = muted;
}

const struct anna_session *anna_driver_session(const struct anna_driver *d)
{
	return d->session;
}

size_t anna_driver_decisions(const struct anna_driver *d,
			     const struct anna_session_report **out, size_t cap)
{
	size_t n = 0;
	for (size_t i = 0; i < d->n_decisions; i++) {
		const struct anna_session_report *r = &d->decision[i];
		if (!anna_session_decision_open(d->session, r->decision))
			continue; /* decided, or gone with a take-back or new game */
		if (n < cap)
			out[n] = r;
		n++;
	}
	return n;
}

unsigned anna_driver_bugs(const struct anna_driver *d)
{
	return d->bugs;
}

enum anna_status anna_driver_new(const struct anna_driver_config *config,
				 struct anna_driver **out, struct anna_error *err)
{
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++)
		if (config->has[r] && !config->keymap[r])
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_DRIVER_NO_KEYMAP,
					      anna_driver_role_str((enum anna_driver_role)r));
	if (config->dgt[ANNA_DRIVER_VI_KEYPAD] || config->dgt[ANNA_DRIVER_SIGHTED_KEYPAD] ||
	    config->dgt[ANNA_DRIVER_ARBITER_KEYPAD])
		return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_DRIVER_DGT_ROLE);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		if (config->listener[who].present && !config->listener[who].profile)
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_DRIVER_NO_PROFILE,
					      anna_role_str((enum anna_role)who));
	if (config->shared_keypad &&
	    (!config->has[ANNA_DRIVER_VI_KEYPAD] || config->has[ANNA_DRIVER_SIGHTED_KEYPAD]))
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_DRIVER_SHARED_KEYPAD);
	struct anna_driver *d = calloc(1, sizeof(*d));
	if (!d)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	d->cfg = *config;
	if (config->shared_keypad) {
		/* the sighted player's half of the one keypad */
		d->cfg.has[ANNA_DRIVER_SIGHTED_KEYPAD] = true;
		d->cfg.keymap[ANNA_DRIVER_SIGHTED_KEYPAD] = config->keymap[ANNA_DRIVER_VI_KEYPAD];
	}
	if (config->boardmap)
		d->map = *config->boardmap;
	else
		anna_boardmap_default(&d->map);
	enum anna_status st = anna_session_new(&config->session, &d->session, err);
	if (st != ANNA_OK) {
		free(d);
		return st;
	}
	d->armed_ms = NO_DEADLINE;
	d->settle_pending = false;
	d->last_fed_deadline = NO_DEADLINE;
	driver_boards_init(d);
	driver_keypads_init(d);
	if (config->has[ANNA_DRIVER_VI_BOARD])
		driver_board_restart_vi(d);
	driver_board_restart_sighted(d);
	*out = d;
	return ANNA_OK;
}

void anna_driver_free(struct anna_driver *d)
{
	if (!d)
		return;
	anna_session_free(d->session);
	free(d);
}
