/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_private.h: the referee's insides, shared by its files and
 * by nothing else (session.h is the interface).
 *
 * Where to look:
 *   session.c          life cycle, the action list, anna_session_feed()
 *                      and the accessors
 *   session_states.c   the dispatch: one handler per state
 *   session_ply.c      a ply: the VI board's facts, typed moves, the
 *                      presses, a completed (legal or illegal) move
 *   session_end.c      the game's end (END-1..4, DRAW-7) and the clock's
 *                      announcements (flag fall, CLK-9)
 *   session_arbiter.c  decisions (ED-2) and the arbiter's events
 *   session_claims.c   draw offers, claims (DRAW-*, QPF-*)
 *   session_queries.c  the players' queries and the sheet checks (SHEET-*)
 *   session_names.c    the enums' names
 */
#ifndef ANNA_CORE_SESSION_PRIVATE_H
#define ANNA_CORE_SESSION_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/session.h"

/* Decisions open at once (ED-2); a further one is not recorded. */
#define SES_MAX_DECISIONS 8
/* The first size of the ply steps' array (doubled as needed). */
#define SES_PLIES_FIRST_CAP 128
/* The scoresheet read back without a count: this many moves. */
#define SES_SHEET_BACK_MOVES 9

struct ses_decision {
	unsigned id;                 /* 0 = free slot */
	enum anna_session_proposal proposal;
	int side;                    /* the offender / claimant / flagged */
	int64_t ms;
	enum anna_game_result result;
	enum anna_game_end end;
	bool holds;                  /* play is held (state ARBITER) */
	enum anna_illegal_reason reason; /* ILLEGAL_*: ILL-7 auto queen */
	uint16_t queen_move;         /* ILL-7: the move with a queen */
	bool auto_end;               /* ED-2: a game that ended by itself */
	uint16_t intended;           /* CLAIM_*: the claim's intended move */
	bool press;                  /* ILL-9: a press without a move */
	bool assistant;              /* VI-16: the start without one */
	bool reconcile;              /* VI-13: s->rec's proposal */
};

/* What the VI board shows of his own move (VI-7), as the driver reports
 * it: one of these at a time. */
enum ses_vi_shows {
	SES_VI_NOTHING = 0,   /* no move (yet) */
	SES_VI_MADE,          /* the legal move board.move (VI-7 a, b) */
	SES_VI_ILLEGAL,       /* the illegal move board.from/to/promotion
			       * (board.reason) */
	SES_VI_PROMOTION,     /* a pawn on the last rank (board.from, to),
			       * the piece not named (VI-4) */
};

/* The VI sensor board. */
struct ses_board {
	enum ses_vi_shows shows;
	uint16_t move;                    /* MADE */
	int from, to;                     /* ILLEGAL, PROMOTION */
	enum anna_piece_type promotion;   /* ILLEGAL */
	enum anna_illegal_reason reason; /* ILLEGAL */
	enum anna_piece_type promo_piece; /* named on the keypad (VI-4), may
					   * come before the board */
	uint64_t illegal_said_ms;         /* when training last said the
					   * board's illegal move (+1: 0 =
					   * never) */
	bool mismatch;                    /* it differs from the game */
	bool drift;                       /* it is not the announced move */
	/* the inference's task last emitted (ANNA_SA_VI_BOARD) */
	bool task_emitted;
	bool task_execute;
	uint16_t task_expected;
	size_t task_ply;
};

/* A typed announcement (VI-12: withdrawn and replaced until the press). */
struct ses_typed {
	bool on;                      /* one is standing */
	bool legal;
	int side;
	uint16_t move;                /* legal */
	int from, to;                 /* as typed */
	enum anna_piece_type promo;
	bool corrected;               /* the next one replaces a withdrawn one */
};

struct anna_session {
	struct anna_session_config cfg;
	enum anna_session_state state;
	enum anna_session_state resume_to; /* PAUSED, ARBITER: back to */
	struct anna_game game;
	struct anna_clock *clock;
	struct anna_scoresheet vi_sheet, sighted_sheet;
	struct anna_session_ply *plies;
	size_t nplies, cap;
	struct anna_session_ply cur;  /* the ply under way */
	uint64_t last_ms;
	uint64_t armed;
	struct ses_board board;       /* the VI board */
	bool sighted_mismatch;        /* the sighted board was read differing */
	struct anna_position sighted_board; /* its placement then */
	struct ses_typed typed;
	bool executed_early;          /* VI carried it out before the press */
	/* counters, offers, decisions */
	unsigned illegal[2];
	unsigned early_press[2];
	unsigned press_illegal[2];    /* ILL-9 breaches the arbiter confirmed */
	int offer_side;               /* -1: no draw offer pending */
	bool offer_mark[2];           /* (=) on the side's coming ply */
	struct ses_decision decisions[SES_MAX_DECISIONS];
	unsigned next_decision;
	bool flag_reported[2];
	bool verdict_pending[2];  /* a flag said, its CLK-9 verdict not yet */
	enum anna_game_end end;
	/* ED-2: where play goes on if the arbiter overrides an automatic
	 * end (the state the final ply would have led to) */
	enum anna_session_state end_next;
	bool end_exec;
	uint16_t end_move;
	bool assistant_ok;            /* VI-16: registered, or the arbiter
				       * decided to start without */
	int obliged_side;             /* DRAW-6: -1, or the side that must play */
	uint16_t obliged_move;        /* ... this intended move */
	bool overridden;              /* an automatic end was overridden ... */
	size_t override_ply;          /* ... at this many plies */
	struct anna_reconcile_result *rec; /* VI-13: the last one asked for */
	struct anna_reconcile_procedure *proc; /* ... and its procedure (with
					       * rec): START, PROPOSE, CONFIRM
					       * or CANCEL, BOARD_OK, RESUME */
	anna_session_transition_fn hook;   /* "state, event -> state" */
	void *hook_ctx;
};

/* The actions of one event: at most cap, the last slot kept for the
 * timer (ANNA_SA_ARM_TIMER). */
struct ses_out {
	struct anna_session_action *a;
	size_t n, cap;
	uint64_t at;                       /* the event's instant */
	enum anna_session_event_type ev;   /* the event (for a bug) */
};

/* ---- session.c: the action list and small facts ------------------------ */

struct anna_session_action *ses_push(struct ses_out *o, enum anna_session_action_type t);
/* Room left for actions other than the timer. */
size_t ses_room(const struct ses_out *o);
struct anna_session_announcement *ses_announce(struct ses_out *o, enum anna_session_ann_kind k,
					       enum anna_role listener, int mover);
/* A blank announcement of kind k about mover for ses_announce_both(). */
void ses_both_template(struct anna_session_announcement *t, enum anna_session_ann_kind k,
		       int mover);
/* tmpl to both players (its listener set per copy). */
void ses_announce_both(struct ses_out *o, const struct anna_session_announcement *tmpl);
/* An announcement of kind k about mover to both (paused, resumed). */
void ses_tell_both(struct ses_out *o, enum anna_session_ann_kind k, int mover);
/* The clock paused: both players told why (training: that it is theirs
 * to go on, and how). */
void ses_tell_paused(const struct anna_session *s, struct ses_out *o, enum anna_clock_reason why);
void ses_refuse(struct ses_out *o, enum anna_role to, enum anna_session_refusal r, int mover);
struct anna_session_report *ses_report(struct ses_out *o, enum anna_session_report_kind k,
				       int side);
void ses_bug(struct ses_out *o, enum anna_session_state st, enum anna_session_event_type ev);
/* A clock call's status: a failure is a bug of this state and event.
 * Returns whether it succeeded. */
bool ses_clock_ok(struct anna_session *s, struct ses_out *o, enum anna_status st);
/* The clock paused at o->at if it runs (CLK-14). */
void ses_pause_if_running(struct anna_session *s, struct ses_out *o,
			  enum anna_clock_actor actor, enum anna_clock_reason reason);
/* The actor of side's own clock pause (a claimant's, DRAW-6). */
enum anna_clock_actor ses_actor_of(int side);
/* The VI board's inference task, emitted when it changes. */
void ses_vi_board(struct anna_session *s, struct ses_out *o, bool execute, uint16_t expected);
/* The idle task emitted afresh, even if it is the same (a new start). */
void ses_vi_board_restart(struct anna_session *s, struct ses_out *o);
/* The board already carries out move (the announcement before the
 * press): its task carries over to the ply now played, no restart. */
void ses_vi_board_keep(struct anna_session *s, uint16_t move);
/* Play is held for the arbiter's decision; his resume goes back to back. */
void ses_hold_for_arbiter(struct anna_session *s, struct ses_out *o,
			  enum anna_session_state back, const struct anna_session_report *why);

int ses_side_of(const struct anna_session *s, enum anna_role role);
enum anna_role ses_role_of(const struct anna_session *s, int side);
bool ses_may(const struct anna_session *s, enum anna_say what, enum anna_role to);
/* The play state for the side to move. */
enum anna_session_state ses_to_move_state(const struct anna_session *s);
/* The legal move from -> to (promotion piece) in pos, or NONE;
 * *needs_piece: a promotion matched without its piece. */
uint16_t ses_find_move(const struct anna_position *pos, int from, int to,
		       enum anna_piece_type promo, bool *needs_piece);
/* ses_can_mate and, in *reason (may be NULL), why (core/unwinnable.h). */
enum anna_mate_answer ses_can_mate_why(const struct anna_session *s, int color,
				       enum anna_mate_reason *reason);
enum anna_mate_answer ses_can_mate(const struct anna_session *s, int color);
/* The result when side loses. */
enum anna_game_result ses_loss_of(int side);
void ses_reset_ply(struct anna_session *s);
enum anna_status ses_setup_game(struct anna_session *s, const struct anna_position *start,
				struct anna_error *err);
enum anna_status ses_build(struct anna_session *s, struct anna_error *err);

/* ---- session_ply.c ------------------------------------------------------ */

/* The move in pos (before it) said to `to`; correction: it replaces a
 * withdrawn announcement (VI-12). */
void ses_announce_move(struct anna_session *s, struct ses_out *o, enum anna_role to,
		       const struct anna_position *pos, uint16_t move, bool correction);
/* A legal move completed by the press of side at o->at. */
void ses_complete_ply(struct anna_session *s, struct ses_out *o, int side, uint16_t move,
		      bool announced_before);
void ses_vi_press(struct anna_session *s, struct ses_out *o);
void ses_sighted_press(struct anna_session *s, struct ses_out *o);
/* VI-8 while the VI player carries out the opponent's move. */
void ses_vi_press_executing(struct anna_session *s, struct ses_out *o);
void ses_typed_move(struct anna_session *s, struct ses_out *o,
		    const struct anna_session_event *ev, int side);
void ses_key_promotion(struct anna_session *s, struct ses_out *o,
		       const struct anna_session_event *ev, int side);
void ses_withdraw(struct anna_session *s, struct ses_out *o, int side);
void ses_vi_lift(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev);
void ses_vi_made(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev);
void ses_vi_promotion(struct anna_session *s, struct ses_out *o,
		      const struct anna_session_event *ev);
void ses_vi_illegal(struct anna_session *s, struct ses_out *o,
		    const struct anna_session_event *ev);
/* The VI board shows the announced move (executing, or early). */
void ses_vi_executed(struct anna_session *s, struct ses_out *o);
void ses_vi_executed_early(struct anna_session *s, struct ses_out *o);
void ses_vi_wrong(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev);
void ses_vi_mismatch(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev);
void ses_vi_match(struct anna_session *s, struct ses_out *o);
/* A sighted board that knows every piece (a DGT board) differs / is right. */
void ses_sighted_mismatch(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev);
void ses_sighted_match(struct anna_session *s, struct ses_out *o);
void ses_sighted_made(struct anna_session *s, struct ses_out *o,
		      const struct anna_session_event *ev);
/* ILL-9: the breaches counted so far for side, and what one more brings. */
unsigned *ses_press_counter(struct anna_session *s, int side);
enum anna_session_proposal ses_press_proposal(struct anna_session *s, int side, int64_t *ms,
					      enum anna_game_result *result,
					      enum anna_game_end *end);
/* Would m end the game by itself (END-1..4, DRAW-7)? */
bool ses_ends_by_itself(struct anna_session *s, uint16_t m);

/* ---- session_end.c ------------------------------------------------------ */

struct anna_session_report *ses_end_game(struct anna_session *s, struct ses_out *o,
					 enum anna_game_end end,
					 enum anna_game_result result, int loser,
					 bool automatic);
enum anna_game_end ses_auto_end(const struct anna_session *s,
				enum anna_game_result *result, int *loser);
/* The position after a ply ends the game by itself: true. */
bool ses_check_status(struct anna_session *s, struct ses_out *o);
/* A fallen flag; defer: its verdict waits for ses_settle (the flag's words
 * go out first). */
void ses_flag_fell(struct anna_session *s, struct ses_out *o, int flagged, bool defer);
/* The verdicts ses_flag_fell deferred. */
void ses_settle(struct anna_session *s, struct ses_out *o);
/* The clock's queued announcements said (a flag reported). */
void ses_drain_clock(struct anna_session *s, struct ses_out *o);

/* ---- session_arbiter.c -------------------------------------------------- */

unsigned ses_new_decision(struct anna_session *s, const struct ses_decision *d);
unsigned ses_open_or_new_decision(struct anna_session *s, const struct ses_decision *d);
struct ses_decision *ses_find_decision(struct anna_session *s, unsigned id);
bool ses_holding(const struct anna_session *s);
bool ses_start_allowed(struct anna_session *s, struct ses_out *o);
void ses_decide(struct anna_session *s, struct ses_out *o, unsigned id, bool confirm);
void ses_arbiter_pause(struct anna_session *s, struct ses_out *o,
		       const struct anna_session_event *ev);
void ses_arbiter_resume(struct anna_session *s, struct ses_out *o);
void ses_arbiter_adjust(struct anna_session *s, struct ses_out *o,
			const struct anna_session_event *ev);
void ses_arbiter_penalty(struct anna_session *s, struct ses_out *o,
			 const struct anna_session_event *ev);
void ses_arbiter_reconcile(struct anna_session *s, struct ses_out *o);
void ses_arbiter_switches(struct anna_session *s, struct ses_out *o,
			  const struct anna_session_event *ev);
/* VI-13: the arbiter set the game by hand; a reconciliation's
 * procedure ends (core/session_arbiter.c). */
void ses_reconcile_forget(struct anna_session *s);
void ses_take_back(struct anna_session *s, struct ses_out *o, unsigned ply);
void ses_set_position(struct anna_session *s, struct ses_out *o,
		      const struct anna_position *pos);
void ses_penalty_announce(struct ses_out *o, int side, enum anna_session_penalty p, int64_t ms);
void ses_add_time(struct anna_session *s, struct ses_out *o, int side, int64_t ms,
		  enum anna_clock_reason reason);

/* ---- session_claims.c --------------------------------------------------- */

void ses_draw_offer(struct anna_session *s, struct ses_out *o, int side);
void ses_draw_decline(struct anna_session *s, struct ses_out *o, int side);
void ses_resign(struct anna_session *s, struct ses_out *o, int side);
void ses_claim(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev,
	       int side);

/* ---- session_queries.c -------------------------------------------------- */

void ses_query(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev);
void ses_sheet_entry(struct anna_session *s, struct ses_out *o,
		     const struct anna_session_event *ev);
/* The period of the time control side is playing in. */
const struct anna_tc_period *ses_current_period(const struct anna_session *s, int side);
/* Its increment (0 without one): SHEET-7's exception. */
uint64_t ses_period_increment(const struct anna_session *s, int side);

/* ---- session_states.c --------------------------------------------------- */

/* One event in the session's state (anna_session_feed's middle). */
void ses_dispatch(struct anna_session *s, struct ses_out *o, const struct anna_session_event *ev);

#endif
