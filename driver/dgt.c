/*
 * driver/dgt.c: the sighted player's DGT e-board in the driver (driver.h,
 * anna_driver_feed_bytes): its bytes through board-io/dgtboard.h to the
 * inference from pieces that are known, his move at his clock press, both
 * boards checked after every move carried out (docs/dgt.md).
 */
#include <string.h>

#include "board-io/identity.h"
#include "core/correction.h"
#include "driver/internal.h"

/* The sighted board's inference state, whichever board reads it, in the
 * sensor board's terms (the driver tells the session the same either way). */
enum anna_infer_state driver_sighted_state(const struct anna_driver *d, uint16_t *move)
{
	const struct driver_board *b = &d->board[1];
	if (!d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD]) {
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

/* Says how the sighted e-board differs from the game, square by square,
 * to the sighted player and the arbiter (SIGHTED_MISMATCH), or that it is
 * right again after it differed. */
static void dgt_sighted_differs(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	const struct anna_position *target = &anna_session_game(d->session)->pos;
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	size_t n = anna_identity_corrections(&b->dgt.id, target, c);
	struct anna_session_event ev;
	if (n == 0) {
		if (!b->dgt_mismatch)
			return;
		b->dgt_mismatch = false;
		anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MATCH, at_ms);
	} else {
		anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MISMATCH, at_ms);
		anna_identity_placement(&b->dgt.id, &ev.position);
		ev.n_fix = driver_fixes_from(c, n, ev.fix);
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

/* The DGT clock's lever went the other way: the sighted player's press
 * (the VI player presses on his keypad; anna's clock is the talking one). */
static void dgt_lever(struct anna_driver *d, uint64_t at_ms)
{
	driver_dgt_sighted_press_board(d, at_ms);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	driver_feed_session(d, &ev);
}

/* A dump: the whole e-board is known (opened, back after a reconnect). */
static void dgt_whole(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	b->known = true;
	driver_board_restart_sighted(d);
	driver_sighted_report(d, at_ms);
	enum anna_infer_state st = driver_sighted_state(d, NULL);
	if (st != ANNA_INFER_S_IDLE && st != ANNA_INFER_S_MADE)
		dgt_sighted_differs(d, at_ms);
	else if (b->dgt_mismatch && st == ANNA_INFER_S_IDLE)
		dgt_sighted_differs(d, at_ms);
}

enum anna_status anna_driver_feed_bytes(struct anna_driver *d, enum anna_driver_role role,
					const uint8_t *bytes, size_t n, uint64_t now_ms)
{
	if ((unsigned)role >= ANNA_DRIVER_ROLE_COUNT || !d->cfg.has[role] || !d->cfg.dgt[role])
		return ANNA_E_INVALID;
	driver_run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_BYTES, .now_ms = now_ms, .role = role,
			.bytes = bytes, .n_bytes = n,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	struct driver_board *b = &d->board[role == ANNA_DRIVER_VI_BOARD ? 0 : 1];
	if (n == 0) {
		anna_dgtboard_reopen(&b->dgt);
		b->known = false;
		return ANNA_OK;
	}
	for (size_t i = 0; i < n; i++) {
		struct anna_dgtboard_event ev;
		switch (anna_dgtboard_byte(&b->dgt, bytes[i], now_ms, &ev)) {
		case ANNA_DGTB_BOARD:
			dgt_whole(d, now_ms);
			break;
		case ANNA_DGTB_LEVER:
			if (b->known)
				dgt_lever(d, now_ms);
			break;
		case ANNA_DGTB_SQUARE:
			/* a window of 0 passes every change through at once */
			if (b->known && anna_identity_advance(&b->dgt.id, now_ms))
				driver_sighted_report(d, now_ms);
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
