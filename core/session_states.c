/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_states.c: the dispatch. An event goes to its state's
 * handler, which takes what the state gives a meaning of its own; what
 * means the same in every state (queries, the sheet, the arbiter's word)
 * falls through to common(). The play states share play(), the states
 * that hold play (setup, arbiter, paused, ended) share held(). A pair no
 * handler takes is a bug (ANNA_SA_BUG naming both).
 */
#include "core/session_private.h"

/* The session's states at a glance (session.h tells them in full):
 *
 *   SETUP --start--> VI_TO_MOVE / SIGHTED_TO_MOVE (the side to move)
 *   VI_TO_MOVE --press, legal--> SIGHTED_TO_MOVE
 *   SIGHTED_TO_MOVE --press, legal--> VI_EXECUTING (VI_TO_MOVE without a
 *                                      sensor board, or carried out early)
 *   VI_EXECUTING --vi_executed--> VI_TO_MOVE
 *   play --completed illegal move, claim, reconcile--> ARBITER
 *   play, ARBITER --arb_pause--> PAUSED (ARBITER stays)
 *   ARBITER --decision--> PAUSED --arb_resume--> play
 *   any --end--> ENDED (an automatic end overridden: PAUSED)
 */

typedef void (*state_fn)(struct anna_session *s, struct ses_out *o,
			 const struct anna_session_event *ev, int side);

/* ---- refusals ----------------------------------------------------------- */

/* A player's request while play is held: said why, no bug. Training has
 * no arbiter: a paused clock is the player's own to resume. */
static void refuse_held(struct anna_session *s, struct ses_out *o, enum anna_role who, int side)
{
	enum anna_session_refusal r = ANNA_SREF_WAIT_ARBITER;
	if (s->state == ANNA_SESSION_ENDED)
		r = ANNA_SREF_GAME_OVER;
	else if (s->state == ANNA_SESSION_SETUP)
		r = ANNA_SREF_NOT_STARTED;
	else if (s->state == ANNA_SESSION_PAUSED && !anna_policy_has_arbiter(&s->cfg.policy))
		r = ANNA_SREF_PAUSED;
	ses_refuse(o, who, r, side);
}

static void refuse_arbiter(struct ses_out *o, enum anna_session_refusal r)
{
	ses_refuse(o, ANNA_ROLE_ARBITER, r, -1);
}

/* Before the start and after the end a decision must be open to be
 * decided (elsewhere ses_decide() refuses an unknown one itself). */
static bool decision_open(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev)
{
	if (ses_find_decision(s, ev->decision))
		return true;
	refuse_arbiter(o, ANNA_SREF_NOTHING);
	return false;
}

/* ---- what every state does alike ---------------------------------------- */

static void common(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev,
		   int side)
{
	switch (ev->type) {
	case ANNA_SEV_VI_MISMATCH:
		ses_vi_mismatch(s, o, ev);
		return;
	case ANNA_SEV_VI_MATCH:
		ses_vi_match(s, o);
		return;
	case ANNA_SEV_SIGHTED_MISMATCH:
		ses_sighted_mismatch(s, o, ev);
		return;
	case ANNA_SEV_SIGHTED_MATCH:
		ses_sighted_match(s, o);
		return;
	case ANNA_SEV_KEY_QUERY:
		ses_query(s, o, ev);
		return;
	case ANNA_SEV_KEY_CORRECT:
		ses_withdraw(s, o, side);
		return;
	case ANNA_SEV_KEY_DRAW_OFFER:
		ses_draw_offer(s, o, side);
		return;
	case ANNA_SEV_KEY_DRAW_DECLINE:
		ses_draw_decline(s, o, side);
		return;
	case ANNA_SEV_KEY_RESIGN:
		ses_resign(s, o, side);
		return;
	case ANNA_SEV_DEADLINE:
		return; /* the clock was advanced before the dispatch */
	case ANNA_SEV_ARB_ADJUST:
		ses_arbiter_adjust(s, o, ev);
		return;
	case ANNA_SEV_ARB_TAKE_BACK:
		ses_reconcile_forget(s);
		ses_take_back(s, o, ev->ply);
		return;
	case ANNA_SEV_ARB_SET_POSITION:
		ses_reconcile_forget(s);
		ses_set_position(s, o, &ev->position);
		return;
	case ANNA_SEV_ARB_PENALTY:
		ses_arbiter_penalty(s, o, ev);
		return;
	case ANNA_SEV_ARB_RESULT: {
		/* ED-2: the arbiter's word overrides any end */
		int loser = ev->result == ANNA_RESULT_WHITE_WINS ? ANNA_BLACK
			  : ev->result == ANNA_RESULT_BLACK_WINS ? ANNA_WHITE : -1;
		ses_end_game(s, o, ANNA_END_ARBITER, ev->result, loser, false);
		return;
	}
	case ANNA_SEV_ARB_CONFIRM:
	case ANNA_SEV_ARB_OVERRIDE:
		ses_decide(s, o, ev->decision, ev->type == ANNA_SEV_ARB_CONFIRM);
		return;
	case ANNA_SEV_ARB_NEW_GAME:
		if (ev->arg == 1 && (ev->side == ANNA_WHITE || ev->side == ANNA_BLACK))
			s->cfg.vi_side = ev->side; /* the other colour from now on */
		if (ses_build(s, NULL) != ANNA_OK)
			ses_bug(o, s->state, ev->type);
		return;
	case ANNA_SEV_SHEET_ENTRY:
		ses_sheet_entry(s, o, ev);
		return;
	case ANNA_SEV_ARB_RECONCILE:
		ses_arbiter_reconcile(s, o);
		return;
	case ANNA_SEV_ARB_SWITCHES:
		ses_arbiter_switches(s, o, ev);
		return;
	case ANNA_SEV_START:
		refuse_arbiter(o, ANNA_SREF_NOTHING); /* it has started */
		return;
	default:
		ses_bug(o, s->state, ev->type);
		return;
	}
}

/* ---- the play states ---------------------------------------------------- */

/* What the three play states share. */
static void play(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev,
		 int side)
{
	switch (ev->type) {
	case ANNA_SEV_VI_LIFT:
	case ANNA_SEV_VI_UNMADE:
		return; /* his own move is not under way */
	case ANNA_SEV_VI_PROMOTION:
	case ANNA_SEV_VI_ILLEGAL:
	case ANNA_SEV_VI_EXECUTED:
	case ANNA_SEV_VI_WRONG:
		/* facts about a move he is not making: the driver could not
		 * have sent them */
		ses_bug(o, s->state, ev->type);
		return;
	case ANNA_SEV_SIGHTED_MADE:
		ses_sighted_made(s, o, ev);
		return;
	case ANNA_SEV_KEY_MOVE:
		if (s->game.pos.side != side) {
			ses_refuse(o, ev->role, ANNA_SREF_NOT_YOUR_MOVE, side);
			return;
		}
		ses_typed_move(s, o, ev, side);
		return;
	case ANNA_SEV_KEY_PROMOTION:
		if (s->game.pos.side == side)
			ses_key_promotion(s, o, ev, side);
		return;
	case ANNA_SEV_KEY_CLOCK:
		return; /* the press of the side not on move does nothing */
	case ANNA_SEV_CLAIM:
		ses_claim(s, o, ev, side);
		return;
	case ANNA_SEV_ARB_PAUSE:
		ses_arbiter_pause(s, o, ev);
		return;
	case ANNA_SEV_ARB_RESUME:
		/* nothing is paused: said to whoever asked (the arbiter, or
		 * in training the player's keypad) */
		ses_refuse(o, ev->role, ANNA_SREF_NOT_PAUSED, -1);
		return;
	default:
		common(s, o, ev, side);
		return;
	}
}

/* The VI player has the move: his board shows it, his press completes it. */
static void on_vi_to_move(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_VI_LIFT:
		ses_vi_lift(s, o, ev);
		return;
	case ANNA_SEV_VI_MADE:
		ses_vi_made(s, o, ev);
		return;
	case ANNA_SEV_VI_PROMOTION:
		ses_vi_promotion(s, o, ev);
		return;
	case ANNA_SEV_VI_ILLEGAL:
		ses_vi_illegal(s, o, ev);
		return;
	case ANNA_SEV_VI_UNMADE:
		s->board.shows = SES_VI_NOTHING;
		return;
	case ANNA_SEV_KEY_CLOCK:
		if (ev->role == ANNA_ROLE_VI) {
			ses_vi_press(s, o);
			return;
		}
		break;
	default:
		break;
	}
	play(s, o, ev, side);
}

/* The sighted player has the move: he types it and presses; the VI player
 * may carry out the typed announcement before the press. */
static void on_sighted_to_move(struct anna_session *s, struct ses_out *o,
			       const struct anna_session_event *ev, int side)
{
	bool announced = s->typed.on && s->typed.legal;
	switch (ev->type) {
	case ANNA_SEV_VI_MADE:
		/* the VI player moved a sighted piece before it was announced:
		 * the driver's idle inference says so; the announced move's
		 * check will catch a difference */
		return;
	case ANNA_SEV_VI_EXECUTED:
		if (announced) {
			ses_vi_executed_early(s, o);
			return;
		}
		break;
	case ANNA_SEV_VI_WRONG:
		if (announced) {
			ses_vi_wrong(s, o, ev);
			return;
		}
		break;
	case ANNA_SEV_KEY_CLOCK:
		if (ev->role == ANNA_ROLE_SIGHTED) {
			ses_sighted_press(s, o);
			return;
		}
		break;
	default:
		break;
	}
	play(s, o, ev, side);
}

/* The VI player carries out the sighted player's completed move; his
 * clock runs. */
static void on_vi_executing(struct anna_session *s, struct ses_out *o,
			    const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_VI_MADE:
		ses_bug(o, s->state, ev->type);
		return;
	case ANNA_SEV_VI_EXECUTED:
		ses_vi_executed(s, o);
		return;
	case ANNA_SEV_VI_WRONG:
		ses_vi_wrong(s, o, ev);
		return;
	case ANNA_SEV_KEY_CLOCK:
		if (ev->role == ANNA_ROLE_VI) {
			ses_vi_press_executing(s, o);
			return;
		}
		break;
	default:
		break;
	}
	play(s, o, ev, side);
}

/* ---- the states that hold play ------------------------------------------ */

/* What setup, arbiter, paused and ended share: the boards are not the
 * game's, moves and presses are refused with the reason (CLK-14; after
 * the end a press is silent: a "move and press" keypad presses after a
 * mating entry). */
static void held(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev,
		 int side)
{
	switch (ev->type) {
	case ANNA_SEV_VI_LIFT:        /* no touch-move before or after */
	case ANNA_SEV_VI_MADE:
	case ANNA_SEV_VI_PROMOTION:
	case ANNA_SEV_VI_ILLEGAL:
	case ANNA_SEV_VI_UNMADE:
	case ANNA_SEV_VI_EXECUTED:
	case ANNA_SEV_VI_WRONG:
	case ANNA_SEV_SIGHTED_MADE:
		return;
	case ANNA_SEV_KEY_MOVE:
	case ANNA_SEV_KEY_PROMOTION:
	case ANNA_SEV_CLAIM:
		refuse_held(s, o, ev->role, side);
		return;
	case ANNA_SEV_KEY_CLOCK:
		if (s->state != ANNA_SESSION_ENDED)
			refuse_held(s, o, ev->role, side);
		return;
	default:
		common(s, o, ev, side);
		return;
	}
}

/* Before the start: the arbiter starts the game (VI-16: an assistant
 * first, if the opponent cannot hear). */
static void on_setup(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_START:
		if (!ses_start_allowed(s, o))
			return;
		/* CLK-5: the clock of the side to move starts */
		ses_clock_ok(s, o, anna_clock_start(s->clock, o->at, s->game.pos.side, NULL));
		s->state = ses_to_move_state(s);
		ses_reset_ply(s);
		ses_tell_both(o, ANNA_SANN_STARTED, s->game.pos.side); /* told to both */
		ses_vi_board(s, o, false, ANNA_MOVE_NONE);
		return;
	case ANNA_SEV_KEY_QUERY:
		/* the board may be asked about while it is set up */
		if (ev->query != ANNA_SQ_SQUARE && ev->query != ANNA_SQ_PIECES) {
			ses_refuse(o, ev->role, ANNA_SREF_NOT_STARTED, side);
			return;
		}
		break;
	case ANNA_SEV_KEY_DRAW_OFFER:
	case ANNA_SEV_KEY_DRAW_DECLINE:
	case ANNA_SEV_KEY_RESIGN:
	case ANNA_SEV_SHEET_ENTRY: /* no move is written before the start */
		ses_refuse(o, ev->role, ANNA_SREF_NOT_STARTED, side);
		return;
	case ANNA_SEV_VI_MISMATCH:
	case ANNA_SEV_SIGHTED_MISMATCH:
		return; /* the board is being set up */
	case ANNA_SEV_ARB_PAUSE:
	case ANNA_SEV_ARB_RESUME:
	case ANNA_SEV_ARB_TAKE_BACK:
	case ANNA_SEV_ARB_PENALTY:
	case ANNA_SEV_ARB_RECONCILE:
	case ANNA_SEV_ARB_RESULT: /* no result of a game not begun */
		refuse_arbiter(o, ANNA_SREF_NOTHING);
		return;
	case ANNA_SEV_ARB_CONFIRM:
	case ANNA_SEV_ARB_OVERRIDE:
		/* only the start's own decision (VI-16) is open */
		if (!decision_open(s, o, ev))
			return;
		break;
	default:
		break;
	}
	held(s, o, ev, side);
}

/* Held for the arbiter's decision: the clock paused (CLK-14). */
static void on_arbiter(struct anna_session *s, struct ses_out *o,
		       const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_ARB_PAUSE:
		ses_arbiter_pause(s, o, ev); /* play stays held for him */
		return;
	case ANNA_SEV_ARB_RESUME:
		refuse_arbiter(o, ANNA_SREF_NOTHING); /* his decision first */
		return;
	default:
		held(s, o, ev, side);
		return;
	}
}

/* The arbiter paused the clock; his resume goes back to play. */
static void on_paused(struct anna_session *s, struct ses_out *o,
		      const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_ARB_PAUSE:
		refuse_arbiter(o, ANNA_SREF_NOTHING);
		return;
	case ANNA_SEV_ARB_RESUME:
		ses_arbiter_resume(s, o);
		return;
	case ANNA_SEV_CLAIM:
		/* CLK-7: a fallen flag may be claimed while paused */
		if (ev->claim & ANNA_SESSION_CLAIM_FLAG) {
			ses_claim(s, o, ev, side);
			return;
		}
		break;
	default:
		break;
	}
	held(s, o, ev, side);
}

/* The game is over; after an automatic end its decision is open (ED-2). */
static void on_ended(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev, int side)
{
	switch (ev->type) {
	case ANNA_SEV_KEY_CORRECT:
	case ANNA_SEV_KEY_DRAW_OFFER:
	case ANNA_SEV_KEY_DRAW_DECLINE:
	case ANNA_SEV_KEY_RESIGN:
		ses_refuse(o, ev->role, ANNA_SREF_GAME_OVER, side);
		return;
	case ANNA_SEV_VI_MISMATCH:
	case ANNA_SEV_SIGHTED_MISMATCH:
		return; /* the pieces are put away */
	case ANNA_SEV_ARB_SET_POSITION:
		refuse_arbiter(o, ANNA_SREF_GAME_OVER);
		return;
	case ANNA_SEV_ARB_PAUSE:
	case ANNA_SEV_ARB_RESUME:
	case ANNA_SEV_ARB_ADJUST:
	case ANNA_SEV_ARB_TAKE_BACK:
	case ANNA_SEV_ARB_PENALTY:
	case ANNA_SEV_ARB_RECONCILE:
		refuse_arbiter(o, ANNA_SREF_NOTHING);
		return;
	case ANNA_SEV_ARB_CONFIRM:
	case ANNA_SEV_ARB_OVERRIDE:
		/* after an automatic end only its own decision is open (ED-2) */
		if (!decision_open(s, o, ev))
			return;
		break;
	default:
		break;
	}
	held(s, o, ev, side);
}

static const state_fn handlers[ANNA_SESSION_STATE_COUNT] = {
	[ANNA_SESSION_SETUP] = on_setup,
	[ANNA_SESSION_VI_TO_MOVE] = on_vi_to_move,
	[ANNA_SESSION_SIGHTED_TO_MOVE] = on_sighted_to_move,
	[ANNA_SESSION_VI_EXECUTING] = on_vi_executing,
	[ANNA_SESSION_ARBITER] = on_arbiter,
	[ANNA_SESSION_PAUSED] = on_paused,
	[ANNA_SESSION_ENDED] = on_ended,
};

/* A player's key (not a query): from his keypad only. */
static bool player_key(enum anna_session_event_type type)
{
	switch (type) {
	case ANNA_SEV_KEY_MOVE:
	case ANNA_SEV_KEY_PROMOTION:
	case ANNA_SEV_KEY_CLOCK:
	case ANNA_SEV_KEY_CORRECT:
	case ANNA_SEV_KEY_DRAW_OFFER:
	case ANNA_SEV_KEY_DRAW_DECLINE:
	case ANNA_SEV_KEY_RESIGN:
	case ANNA_SEV_CLAIM:
		return true;
	default:
		return false;
	}
}

void ses_dispatch(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev)
{
	if ((unsigned)s->state >= ANNA_SESSION_STATE_COUNT ||
	    (player_key(ev->type) && ev->role != ANNA_ROLE_VI && ev->role != ANNA_ROLE_SIGHTED)) {
		ses_bug(o, s->state, ev->type);
		return;
	}
	int side = ev->role == ANNA_ROLE_ARBITER ? -1 : ses_side_of(s, ev->role);
	handlers[s->state](s, o, ev, side);
}
