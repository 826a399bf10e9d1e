/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/dgt.c: the DGT e-boards in the driver (driver.h,
 * anna_driver_feed_bytes): their bytes through board-io/dgtboard.h to the
 * inference from pieces that are known. The sighted player's: his move at
 * his clock press, both boards checked after every move carried out. The
 * VI player's (a tactile board with identity sensors): the same reports
 * as a sensor board's (board.c), a piece lifted told at once (VI-6)
 * (docs/dgt.md).
 */
#include <string.h>

#include "board-io/identity.h"
#include "core/correction.h"
#include "driver/internal.h"

/* Board i's inference state (0 the VI board, 1 the sighted), whichever
 * kind of board reads it, in the sensor board's terms (the driver tells
 * the session the same either way). */
enum anna_infer_state driver_board_state(const struct anna_driver *d, int i, uint16_t *move)
{
	const struct driver_board *b = &d->board[i];
	if (!driver_is_dgt(d, i)) {
		const struct anna_infer_result *r = anna_infer_result(&b->inf);
		if (move)
			*move = r->move;
		return r->state;
	}
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	if (move)
		*move = r->move;
	switch (r->state) {
	case ANNA_IDENTITY_IDLE: return ANNA_INFER_S_IDLE;
	case ANNA_IDENTITY_MOVING: return ANNA_INFER_S_MOVING;
	case ANNA_IDENTITY_MADE: return ANNA_INFER_S_MADE;
	case ANNA_IDENTITY_PROMOTION: return ANNA_INFER_S_PROMOTION;
	case ANNA_IDENTITY_ILLEGAL: return ANNA_INFER_S_ILLEGAL;
	case ANNA_IDENTITY_WRONG: return ANNA_INFER_S_WRONG;
	}
	return ANNA_INFER_S_MOVING;
}

enum anna_infer_mode driver_board_mode(const struct anna_driver *d, int i)
{
	return driver_is_dgt(d, i) ? d->board[i].dgt.id.mode : d->board[i].inf.mode;
}

const struct anna_position *driver_board_pos(const struct anna_driver *d, int i)
{
	return driver_is_dgt(d, i) ? &d->board[i].dgt.id.pos : &d->board[i].inf.pos;
}

/* The corrections that bring e-board i to target, as the session's fixes. */
size_t driver_dgt_fixes(const struct anna_driver *d, int i, const struct anna_position *target,
			struct anna_session_fix *out)
{
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	return driver_fixes_from(c, anna_identity_corrections(&d->board[i].dgt.id, target, c), out);
}

/* Says how the sighted e-board differs from the game, square by square,
 * to the sighted player and the arbiter (SIGHTED_MISMATCH), or that it is
 * right again after it differed. */
static void dgt_sighted_differs(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
	size_t n = driver_dgt_fixes(d, 1, &anna_session_game(d->session)->pos, fix);
	struct anna_session_event ev;
	if (n == 0) {
		if (!b->dgt_mismatch)
			return;
		b->dgt_mismatch = false;
		anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MATCH, at_ms);
	} else {
		anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MISMATCH, at_ms);
		anna_identity_placement(&b->dgt.id, &ev.position);
		ev.n_fix = n;
		memcpy(ev.fix, fix, n * sizeof(fix[0]));
		b->dgt_mismatch = true;
	}
	ev.role = ANNA_ROLE_SIGHTED;
	driver_feed_session(d, &ev);
}

/* After every move carried out (the VI board shows the sighted player's
 * move): the sighted e-board must show the game too. */
void driver_dgt_sighted_check(struct anna_driver *d, uint64_t at_ms)
{
	if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD] && d->board[1].known)
		dgt_sighted_differs(d, at_ms);
}

/*
 * What the sighted e-board's inference now says, beyond a move made
 * (sighted_report): while the VI player's move is to be carried out on
 * it, a board that shows it carried out and the sighted player's own move
 * made as well (quicker than the settle window) is both; another move
 * than the announced one is a departure, told at once (the drift caught at
 * its move, VI-13). A board that shows the game again after it differed
 * is said to be right.
 */
void driver_dgt_sighted_told(struct anna_driver *d, enum anna_infer_state state, bool execute,
			     uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	const struct anna_game *g = anna_session_game(d->session);
	if (b->dgt_mismatch && ((state == ANNA_INFER_S_IDLE && !execute) ||
				(state == ANNA_INFER_S_MADE && execute))) {
		dgt_sighted_differs(d, at_ms);
		return;
	}
	if (!execute || state == ANNA_INFER_S_IDLE || state == ANNA_INFER_S_MADE)
		return;
	struct anna_identity own = b->dgt.id;
	if (anna_identity_start(&own, &g->pos, ANNA_INFER_OWN, ANNA_MOVE_NONE) == ANNA_OK &&
	    (anna_identity_result(&own)->state == ANNA_IDENTITY_MADE ||
	     anna_identity_result(&own)->state == ANNA_IDENTITY_PROMOTION)) {
		/* carried out, and his own move on top */
		struct anna_session_event ev;
		uint16_t vm = b->dgt.id.expected;
		anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
		ev.role = ANNA_ROLE_SIGHTED;
		ev.from = anna_move_from(vm);
		ev.to = anna_move_to(vm);
		ev.promotion = anna_move_promotion(vm);
		size_t count = g->count;
		driver_feed_session(d, &ev);
		if (anna_session_game(d->session)->count == count) {
			d->sighted_executed = count;
			driver_board_restart_sighted(d);
			driver_sighted_report(d, at_ms);
		}
		return;
	}
	if (state != ANNA_INFER_S_WRONG)
		return; /* a move under way */
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = r->move ? anna_move_from(r->move) : r->physical.from;
	ev.to = r->move ? anna_move_to(r->move) : r->physical.to;
	ev.promotion = anna_move_promotion(r->move);
	driver_feed_session(d, &ev);
	dgt_sighted_differs(d, at_ms);
}

/*
 * The sighted player pressed his clock (his keypad's Enter alone, or the
 * DGT clock's lever) with his e-board: the move is complete then (the
 * laws), so the board is taken as it stands at once (the settle window
 * does not wait) and the move it shows is his move, entered for him as if
 * typed; an illegal move as he made it (ILL-12). A board that shows no
 * move leaves the press alone (VI-9) and what differs is said.
 */
void driver_dgt_sighted_press_board(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	if (!d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD] || !b->known || !b->inf_live ||
	    anna_session_state(d->session) != ANNA_SESSION_SIGHTED_TO_MOVE)
		return;
	if (anna_identity_flush(&b->dgt.id))
		driver_sighted_report(d, at_ms);
	if (b->dgt.id.mode != ANNA_INFER_OWN) {
		/* the VI player's move is not carried out on it yet */
		dgt_sighted_differs(d, at_ms);
		return;
	}
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_KEY_MOVE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	switch (r->state) {
	case ANNA_IDENTITY_MADE:
	case ANNA_IDENTITY_PROMOTION: /* the piece is asked for (VI-4) */
		ev.from = anna_move_from(r->move);
		ev.to = anna_move_to(r->move);
		ev.promotion = r->state == ANNA_IDENTITY_MADE ? anna_move_promotion(r->move)
							      : ANNA_NO_TYPE;
		break;
	case ANNA_IDENTITY_ILLEGAL:
		ev.from = r->physical.from;
		ev.to = r->physical.to;
		break;
	default:
		dgt_sighted_differs(d, at_ms);
		return;
	}
	driver_feed_session(d, &ev);
}

/*
 * A key of the VI player's keypad: his hand is off the board, so his DGT
 * e-board is taken as it stands (the settle window does not wait), as a
 * sensor board is known at the moment a peg is seated. A pawn just put on
 * the last rank is then the promotion anna asks the piece for before the
 * key is read, so the digit typed at once is heard as the piece (VI-4),
 * as on a sensor board, not as a file.
 */
void driver_dgt_vi_key(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	if (driver_is_dgt(d, 0) && b->known && b->inf_live && anna_identity_flush(&b->dgt.id))
		driver_vi_report(d, at_ms);
}

/* The DGT clock's lever went the other way: the press of the player
 * whose board the clock is plugged into (the other presses on his keypad;
 * anna's clock is the talking one). */
static void dgt_lever(struct anna_driver *d, int i, uint64_t at_ms)
{
	if (i)
		driver_dgt_sighted_press_board(d, at_ms);
	else
		driver_vi_press_board(d, at_ms);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, at_ms);
	ev.role = i ? ANNA_ROLE_SIGHTED : ANNA_ROLE_VI;
	driver_feed_session(d, &ev);
}

/* A dump: the whole e-board is known (opened, back after a reconnect). */
static void dgt_whole(struct anna_driver *d, int i, uint64_t at_ms)
{
	struct driver_board *b = &d->board[i];
	if (!i) { /* the VI player's: as a sensor board read whole */
		driver_board_whole(d, ANNA_DRIVER_VI_BOARD, at_ms);
		return;
	}
	b->known = true;
	driver_board_restart_sighted(d);
	driver_sighted_report(d, at_ms);
	enum anna_infer_state st = driver_board_state(d, 1, NULL);
	if (st != ANNA_INFER_S_IDLE && st != ANNA_INFER_S_MADE)
		dgt_sighted_differs(d, at_ms);
	else if (b->dgt_mismatch && st == ANNA_INFER_S_IDLE)
		dgt_sighted_differs(d, at_ms);
}

/* A field update of the VI player's e-board: a piece taken off its square
 * is touched (VI-6), told at once as a sensor board's lift is. */
static void dgt_vi_lift(struct anna_driver *d, const struct anna_dgtboard_event *e,
			uint64_t at_ms)
{
	if (e->piece != ANNA_NO_PIECE || e->was == ANNA_NO_PIECE || e->was == ANNA_DGT_FOREIGN)
		return;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_VI_LIFT, at_ms);
	ev.role = ANNA_ROLE_VI;
	ev.square = e->sq;
	ev.piece = e->was;
	driver_feed_session(d, &ev);
}

enum anna_status anna_driver_feed_bytes(struct anna_driver *d, enum anna_driver_role role,
					const uint8_t *bytes, size_t n, uint64_t now_ms)
{
	if (!anna_driver_role_is_board(role) || !d->cfg.has[role] || !d->cfg.dgt[role])
		return ANNA_E_INVALID;
	driver_run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_BYTES, .now_ms = now_ms, .role = role,
			.bytes = bytes, .n_bytes = n,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	int i = role == ANNA_DRIVER_SIGHTED_BOARD;
	struct driver_board *b = &d->board[i];
	if (n == 0) {
		anna_dgtboard_reopen(&b->dgt);
		b->known = false;
		return ANNA_OK;
	}
	for (size_t k = 0; k < n; k++) {
		struct anna_dgtboard_event ev;
		switch (anna_dgtboard_byte(&b->dgt, bytes[k], now_ms, &ev)) {
		case ANNA_DGTB_BOARD:
			dgt_whole(d, i, now_ms);
			break;
		case ANNA_DGTB_LEVER:
			if (b->known)
				dgt_lever(d, i, now_ms);
			break;
		case ANNA_DGTB_SQUARE:
			if (!i && b->known && b->inf_live)
				dgt_vi_lift(d, &ev, now_ms);
			/* a window of 0 passes every change through at once */
			if (b->known && anna_identity_advance(&b->dgt.id, now_ms))
				driver_board_report(d, i, now_ms);
			break;
		default:
			break;
		}
	}
	return ANNA_OK;
}

bool anna_driver_dgt_known(const struct anna_driver *d, enum anna_driver_role role)
{
	return anna_driver_role_is_board(role) && d->cfg.dgt[role] &&
	       d->board[role == ANNA_DRIVER_SIGHTED_BOARD].known;
}

uint32_t anna_driver_dgt_errors(const struct anna_driver *d, enum anna_driver_role role)
{
	return anna_driver_role_is_board(role) && d->cfg.dgt[role]
		? d->board[role == ANNA_DRIVER_SIGHTED_BOARD].dgt.errors : 0;
}
