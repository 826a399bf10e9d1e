/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/clock.h: the talking clock's core (docs/rules.md CLK-*, VI-10, VI-14).
 *
 * A pure state machine over a time control (core/timecontrol.h). Time is
 * always an argument (`now_ms`, any monotonic base, never decreasing from
 * call to call); remaining times are computed exactly from the instants of
 * the presses, never by accumulating ticks.
 *
 * States and events (docs/clock.md draws the diagram):
 *
 *   READY --start--> RUNNING --pause--> PAUSED --resume--> RUNNING
 *   RUNNING --press--> RUNNING (the other side runs)
 *   RUNNING|PAUSED --stop--> STOPPED (game over, times frozen)
 *   RUNNING|PAUSED|STOPPED --restore--> PAUSED
 *   READY|RUNNING|PAUSED --adjust--> same state
 *   any --advance--> same state (RUNNING: warnings and flag falls due)
 *
 * Every other pair is refused with ANNA_E_STATE and the message
 * clock.state (event, state names from the _str() functions).
 *
 * Before acting on any event at now_ms the clock first processes what was
 * due up to now_ms (warnings, a flag fall), so a press at the very
 * millisecond a flag falls is too late: the flag fell first.
 *
 * A fallen flag is recorded with its exact instant; the flagged display
 * stays at 0 and gets no automatic time (bonus, next period) until the
 * arbiter sets or adds time, which raises the flag again. Play may go on
 * (CLK-7: the fall becomes effective by the arbiter or a claim); the
 * verdict is anna_clock_flag_verdict()'s.
 *
 * Announcements are structured records queued inside the clock (at most
 * ANNA_CLOCK_QUEUE; when full the oldest non-flag one is dropped) and taken
 * with anna_clock_poll(); speech/render_clock.h turns them into words.
 */
#ifndef ANNA_CORE_CLOCK_H
#define ANNA_CORE_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/error.h"
#include "core/game.h"
#include "core/timecontrol.h"

#define ANNA_CLOCK_NO_DEADLINE UINT64_MAX
#define ANNA_CLOCK_QUEUE 16
#define ANNA_CLOCK_MAX_FINAL_WARNINGS 8

enum anna_clock_state {
	ANNA_CLOCK_READY = 0, /* set up, not started */
	ANNA_CLOCK_RUNNING,   /* one side's clock runs */
	ANNA_CLOCK_PAUSED,    /* stopped by the arbiter or a claimant (CLK-14) */
	ANNA_CLOCK_STOPPED,   /* game over */
};
const char *anna_clock_state_str(enum anna_clock_state state);

enum anna_clock_event {
	ANNA_CLOCK_EV_START = 0,
	ANNA_CLOCK_EV_PRESS,
	ANNA_CLOCK_EV_PAUSE,
	ANNA_CLOCK_EV_RESUME,
	ANNA_CLOCK_EV_STOP,
	ANNA_CLOCK_EV_ADJUST,
	ANNA_CLOCK_EV_RESTORE,
	ANNA_CLOCK_EV_ADVANCE,
};
const char *anna_clock_event_str(enum anna_clock_event event);

/* Why the clock was paused or a time changed (CLK-14, CLK-15). */
enum anna_clock_reason {
	ANNA_CLOCK_REASON_ARBITER = 0,     /* arbiter's decision, unspecified */
	ANNA_CLOCK_REASON_ILLEGAL_MOVE,    /* ILL-8: +2 (blitz +1) minutes */
	ANNA_CLOCK_REASON_QUICKPLAY,       /* QPF-2/3: +2 minutes, bonus switch */
	ANNA_CLOCK_REASON_DRAW_CLAIM,      /* DRAW-6 */
	ANNA_CLOCK_REASON_TIME_CLAIM,      /* CLK-17: claimant stopped it */
	ANNA_CLOCK_REASON_DISTURBANCE,     /* CLK-15: external disturbance */
	ANNA_CLOCK_REASON_WRONG_SETTING,   /* CLK-12 */
	ANNA_CLOCK_REASON_DEFECTIVE,       /* CLK-11: clock replaced */
	ANNA_CLOCK_REASON_DISPLACED,       /* ILL-4: displaced pieces */
	ANNA_CLOCK_REASON_PROMOTION_PIECE, /* CLK-14: piece missing */
	ANNA_CLOCK_REASON_RECONCILE,       /* VI-13: boards disagree */
	ANNA_CLOCK_REASON_ASSISTANT,       /* VI-17 */
	ANNA_CLOCK_REASON_PENALTY,         /* other penalty */
};
const char *anna_clock_reason_str(enum anna_clock_reason reason);

/* Who acted (CLK-14 wants the actor of every pause, VI-14 the assistant). */
enum anna_clock_actor {
	ANNA_CLOCK_ACTOR_ARBITER = 0,
	ANNA_CLOCK_ACTOR_WHITE,
	ANNA_CLOCK_ACTOR_BLACK,
	ANNA_CLOCK_ACTOR_ASSISTANT,
};
const char *anna_clock_actor_str(enum anna_clock_actor actor);

/* CLK-4: when an increment is credited. */
enum anna_clock_credit {
	ANNA_CLOCK_CREDIT_BEFORE = 0, /* at start and on each completed move:
					 the bonus of the coming move */
	ANNA_CLOCK_CREDIT_AFTER,      /* on each completed move: its bonus */
};

enum anna_clock_mode {
	ANNA_CLOCK_TRAINING = 0,
	ANNA_CLOCK_COMPETITION,
};

/*
 * Automatic warnings: a side's remaining time reaching each multiple of
 * coarse_step_ms above fine_below_ms, each multiple of fine_step_ms at or
 * below fine_below_ms, and each of final_ms[]. Default: every 10 minutes
 * above 10 minutes, every minute at or under 10, then 30 s and 10 s. A step
 * of 0 turns that part off.
 */
struct anna_clock_schedule {
	uint64_t coarse_step_ms;
	uint64_t fine_below_ms;
	uint64_t fine_step_ms;
	unsigned nfinal;
	uint64_t final_ms[ANNA_CLOCK_MAX_FINAL_WARNINGS];
};

struct anna_clock_settings {
	enum anna_clock_credit credit;
	enum anna_clock_mode mode;
	/* The visually impaired player's side, or -1 (none / both sighted). */
	int vi_side;
	/*
	 * Automatic announcements (warnings, "time control reached"):
	 * training: for the sides in warn_sides (bit 1 << ANNA_WHITE,
	 * 1 << ANNA_BLACK); competition (CLK-16): only for vi_side and only
	 * if competition_warnings. Flag falls are always announced.
	 */
	unsigned warn_sides;
	bool competition_warnings;
	struct anna_clock_schedule schedule;
	/* ED-1 / RB-1..3: for anna_clock_flag_case(). */
	unsigned edition;          /* 2009, 2014, 2017 */
	enum anna_tc_class game_class;
	bool supervised;           /* RB-2: adequate supervision */
	bool annex_g;              /* QPF-1: Annex G in force (2017 CLK-10) */
};

/* Defaults: credit before, training, no VI side, warnings for both sides,
 * the default schedule, edition 2017, class from the control (RB-1, delay
 * not counted), supervised, no Annex G. */
void anna_clock_settings_default(struct anna_clock_settings *settings,
				 const struct anna_timecontrol *tc);

/*
 * Announcement kinds. Every record carries both sides' remaining times and
 * move counts as of at_ms, so a renderer can say any of them.
 *   TIME              on request: `side`'s remaining time
 *   TIME_BOTH         on request: both remaining times (listener's first)
 *   MOVES_MADE        on request: moves completed by `side`
 *   MOVES_TO_CONTROL  on request: moves `side` still has to make before
 *                     the next time control (moves_to_control; 0 with
 *                     sudden_death = the rest of the game in this period)
 *   WARNING           automatic: `side`'s time reached threshold_ms
 *   CONTROL_REACHED   automatic: `side` completed its period's moves and
 *                     added_ms (the next period's base) was added
 *   FLAG              `side`'s flag fell at at_ms (always announced)
 *   TIME_USED         on request: `side`'s thinking time so far (used_ms:
 *                     the running time of its turns, pauses excluded)
 */
enum anna_clock_ann_kind {
	ANNA_CLOCK_ANN_TIME = 0,
	ANNA_CLOCK_ANN_TIME_BOTH,
	ANNA_CLOCK_ANN_MOVES_MADE,
	ANNA_CLOCK_ANN_MOVES_TO_CONTROL,
	ANNA_CLOCK_ANN_WARNING,
	ANNA_CLOCK_ANN_CONTROL_REACHED,
	ANNA_CLOCK_ANN_FLAG,
	ANNA_CLOCK_ANN_TIME_USED,
};
const char *anna_clock_ann_kind_str(enum anna_clock_ann_kind kind);

struct anna_clock_announcement {
	enum anna_clock_ann_kind kind;
	int side;               /* the side it is about */
	int listener;           /* who asked (-1: automatic / nobody) */
	uint64_t at_ms;
	uint64_t remaining_ms[2];  /* both sides, at at_ms */
	unsigned moves_made[2];
	uint64_t used_ms[2];       /* thinking time used so far */
	unsigned period;           /* side's period, 0-based */
	unsigned moves_to_control; /* MOVES_TO_CONTROL */
	bool sudden_death;         /* side's period is the rest of the game */
	uint64_t threshold_ms;     /* WARNING */
	uint64_t added_ms;         /* CONTROL_REACHED */
};

/* On-request queries (CLK-16, VI-10, VI-14 d): always answered. */
enum anna_clock_query {
	ANNA_CLOCK_Q_OWN_TIME = 0,
	ANNA_CLOCK_Q_OPPONENT_TIME,
	ANNA_CLOCK_Q_BOTH_TIMES,
	ANNA_CLOCK_Q_MOVES_MADE,
	ANNA_CLOCK_Q_MOVES_TO_CONTROL,
	ANNA_CLOCK_Q_TIME_USED,       /* VI-14 d: time used, own side */
};

struct anna_clock_flag {
	bool fallen;
	uint64_t at_ms;
	unsigned period;            /* period it fell in, 0-based */
	unsigned moves_made;        /* presses completed by then (CLK-8) */
	unsigned moves_required;    /* cumulative moves the period required;
				       0 = rest of game */
};

/* A snapshot after a completed move (CLK-15), ply 0 = the start. */
struct anna_clock_snapshot {
	unsigned ply;
	int mover;                  /* who completed it (-1 for ply 0) */
	uint64_t at_ms;
	uint64_t remaining_ms[2];
	unsigned moves_made[2];
	uint64_t used_ms[2];
	unsigned period[2];
	struct anna_clock_flag flag[2]; /* the flags as they were */
};

enum anna_clock_adjust_kind {
	ANNA_CLOCK_ADJ_SET_TIME = 0,
	ANNA_CLOCK_ADJ_ADD_TIME,    /* delta_ms may be negative (deduction) */
	ANNA_CLOCK_ADJ_SET_MOVES,   /* the period follows the count; no time
				       is added or taken: set it too */
	ANNA_CLOCK_ADJ_SET_BONUS,   /* QPF-2: bonus for the current and later
				       periods of both sides */
	ANNA_CLOCK_ADJ_RESTORE,     /* logged by anna_clock_restore() */
	ANNA_CLOCK_ADJ_PAUSE,       /* logged by anna_clock_pause() */
	ANNA_CLOCK_ADJ_RESUME,      /* logged by anna_clock_resume() */
};
const char *anna_clock_adjust_kind_str(enum anna_clock_adjust_kind kind);

/* One entry of the clock's log (CLK-14: every pause with actor and
 * reason; CLK-15: every adjustment with its reason). */
struct anna_clock_adjustment {
	enum anna_clock_adjust_kind kind;
	enum anna_clock_reason reason;
	enum anna_clock_actor actor;
	uint64_t at_ms;
	int side;                   /* -1 for both (SET_BONUS, RESTORE) */
	int64_t value;              /* ms set / ms added / moves / ply */
	enum anna_tc_bonus bonus;   /* SET_BONUS */
	uint64_t before_ms;         /* side's remaining time before */
	uint64_t after_ms;          /* and after */
};

struct anna_clock;

/*
 * A new clock for a control anna_tc_validate() accepts and settings
 * (NULL = defaults). Owned by the caller; anna_clock_free(NULL) is fine.
 */
enum anna_status anna_clock_new(const struct anna_timecontrol *tc,
				const struct anna_clock_settings *settings,
				struct anna_clock **out, struct anna_error *err);
void anna_clock_free(struct anna_clock *clock);

enum anna_clock_state anna_clock_state(const struct anna_clock *clock);
/* CLK-16: the arbiter switches the automatic warnings to the VI player
 * on or off (competition); the next one is armed from now_ms. */
void anna_clock_set_warnings(struct anna_clock *clock, bool competition_warnings,
			     uint64_t now_ms);
const struct anna_timecontrol *anna_clock_control(const struct anna_clock *clock);
const struct anna_clock_settings *anna_clock_settings(const struct anna_clock *clock);

/* Starts `side`'s clock (CLK-5: normally White). */
enum anna_status anna_clock_start(struct anna_clock *clock, uint64_t now_ms,
				  int side, struct anna_error *err);
/*
 * `side` completed a move and pressed (CLK-6): its time stops, the bonus
 * is applied, its move counter counts up, a completed period adds the next
 * base time, the snapshot is stored and the opponent's clock starts.
 * Pressing when `side` is not on move: ANNA_E_INVALID, nothing changes.
 */
enum anna_status anna_clock_press(struct anna_clock *clock, uint64_t now_ms,
				  int side, struct anna_error *err);
enum anna_status anna_clock_pause(struct anna_clock *clock, uint64_t now_ms,
				  enum anna_clock_actor actor,
				  enum anna_clock_reason reason,
				  struct anna_error *err);
enum anna_status anna_clock_resume(struct anna_clock *clock, uint64_t now_ms,
				   enum anna_clock_actor actor,
				   struct anna_error *err);
/* The game is over; times freeze. */
enum anna_status anna_clock_stop(struct anna_clock *clock, uint64_t now_ms,
				 struct anna_error *err);
/* Processes what is due up to now_ms (warnings, flag falls). */
enum anna_status anna_clock_advance(struct anna_clock *clock, uint64_t now_ms,
				    struct anna_error *err);

/*
 * Arbiter adjustments (CLK-15). adj->kind, side, value (and bonus with
 * value = bonus ms for SET_BONUS), reason and actor are read; at_ms,
 * before_ms and after_ms are filled in by the clock. The adjustment is kept
 * in the log. SET_TIME/ADD_TIME raise a fallen flag if time results.
 */
enum anna_status anna_clock_adjust(struct anna_clock *clock, uint64_t now_ms,
				   const struct anna_clock_adjustment *adj,
				   struct anna_error *err);
/*
 * Restores the clock as it was after `ply` (0 = start), dropping the later
 * snapshots; the clock is left PAUSED with the side to move at that ply
 * on move, for the arbiter to resume (reconciliation, CLK-15). The flags
 * are as they were then. Logged as an adjustment.
 */
enum anna_status anna_clock_restore(struct anna_clock *clock, uint64_t now_ms,
				    unsigned ply, enum anna_clock_reason reason,
				    struct anna_error *err);

/* Remaining time of `side` at now_ms (>= the last event), never negative. */
uint64_t anna_clock_remaining(const struct anna_clock *clock, int side,
			      uint64_t now_ms);
/* Thinking time `side` has used up to now_ms: the running time of its
 * turns, pauses excluded (VI-14 d). */
uint64_t anna_clock_used(const struct anna_clock *clock, int side, uint64_t now_ms);
/* The side on move (whose clock runs or would run), -1 before start. */
int anna_clock_side_to_move(const struct anna_clock *clock);
unsigned anna_clock_moves_made(const struct anna_clock *clock, int side);
unsigned anna_clock_period(const struct anna_clock *clock, int side);
/* Simple delay still to run for the side on move (0 otherwise). */
uint64_t anna_clock_delay_left(const struct anna_clock *clock, uint64_t now_ms);

/*
 * The next instant (> the last processed instant) at which the clock has
 * something to do: a flag fall or an automatic warning.
 * ANNA_CLOCK_NO_DEADLINE when nothing runs. The daemon sleeps until then
 * and calls anna_clock_advance().
 */
uint64_t anna_clock_next_deadline(const struct anna_clock *clock);

const struct anna_clock_flag *anna_clock_flag(const struct anna_clock *clock,
					      int side);
/* The side whose flag fell first, -1 if none fell. Equal instants cannot
 * happen: only one clock runs at a time. */
int anna_clock_first_flag(const struct anna_clock *clock);

/* Takes the oldest queued announcement into *out: 1, or 0 if none. */
int anna_clock_poll(struct anna_clock *clock, struct anna_clock_announcement *out);

/* Answers a request by `listener` (a side) at now_ms into *out. */
enum anna_status anna_clock_query(const struct anna_clock *clock, uint64_t now_ms,
				  enum anna_clock_query query, int listener,
				  struct anna_clock_announcement *out,
				  struct anna_error *err);

/* History: snapshots 0..count-1 (snapshot i is after ply i). */
size_t anna_clock_history_count(const struct anna_clock *clock);
const struct anna_clock_snapshot *anna_clock_history(const struct anna_clock *clock,
						     size_t ply);
/* The log (adjustments, restores, pauses, resumes) in the order made. */
size_t anna_clock_adjustment_count(const struct anna_clock *clock);
const struct anna_clock_adjustment *anna_clock_adjustment(const struct anna_clock *clock,
							  size_t i);

/*
 * The inside of the PGN comment `[%clk H:MM:SS]` for ms: whole seconds,
 * rounded down; with millis, the fraction when there is one, without
 * trailing zeros ("0:00:04.5"). Returns the length it wanted (snprintf).
 */
int anna_clock_write_clk(uint64_t ms, bool millis, char *buf, size_t size);
/*
 * Reads "H:MM:SS[.f]" (1-4 hour digits, up to 3 decimals) from the start
 * of s (len bytes) into *ms: the bytes read, 0 if it is not a reading.
 */
size_t anna_clock_scan_clk(const char *s, size_t len, uint64_t *ms);
/* The whole of text must be a reading; else ANNA_E_SYNTAX, clock.clk. */
enum anna_status anna_clock_parse_clk(const char *text, uint64_t *ms,
				      struct anna_error *err);

/*
 * CLK-9, CLK-10, CLK-17: what a flag fall means. A pure function of the
 * case; the rules core answers "could the opponent mate by any sequence of
 * legal moves?" (help-mate criterion, anna_game_can_mate in core/game.h),
 * passed in as mate: its answer as it is, one enum for both modules.
 */
struct anna_flag_case {
	unsigned edition;          /* 2009, 2014, 2017 */
	enum anna_tc_class game_class;
	bool supervised;           /* RB-2: competition rules apply */
	bool annex_g;              /* 2017: CLK-10 only with Annex G */
	int flagged;               /* the side whose flag fell (first) */
	bool both_fallen;
	bool order_known;          /* the clock's own instants know the order */
	bool final_period;         /* the flagged period is the rest of game */
	bool claimed;              /* A.4 regime: a valid claim was made */
	bool claimant_has_time;    /* ...with the claimant's flag still up */
	enum anna_mate_answer mate; /* could the flagged side's opponent mate */
};

enum anna_flag_verdict {
	ANNA_FLAG_LOSS = 0,           /* CLK-9: flagged side loses */
	ANNA_FLAG_DRAW,               /* CLK-9/10/17: draw */
	ANNA_FLAG_LOSS_UNLESS_ARBITER,/* CLK-9: mate-ability unknown */
	ANNA_FLAG_PLAY_ON,            /* CLK-10: both down, not final period */
	ANNA_FLAG_AWAIT_CLAIM,        /* CLK-17: counts only on a valid claim */
	ANNA_FLAG_CLAIM_FAILS,        /* CLK-17: claimant's own flag is down */
	ANNA_FLAG_ARBITER,            /* the laws leave it to the arbiter */
};
const char *anna_flag_verdict_str(enum anna_flag_verdict verdict);

/* The proposal to the arbiter (ED-2: never final by itself). */
enum anna_flag_verdict anna_clock_flag_verdict(const struct anna_flag_case *c);

/*
 * Fills *c from the clock's flags and settings for the first fallen flag
 * (order known), with claimed false, claimant_has_time true unless the
 * other flag fell too, and mate given.
 * ANNA_E_STATE if no flag fell.
 */
enum anna_status anna_clock_flag_case(const struct anna_clock *clock,
				      enum anna_mate_answer mate,
				      struct anna_flag_case *c,
				      struct anna_error *err);

#endif
