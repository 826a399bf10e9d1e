/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/reconcile.h: diverging positions on the two boards, settled from
 * the two scoresheets (docs/rules.md VI-13), as a pure function, and the
 * procedure around it as a state machine.
 *
 * anna_reconcile() takes both scoresheets (core/scoresheet.h: each entry
 * was read as it was entered, a flagged one never guessed) as lines of
 * positions up to their first flagged entry, compares them and proposes:
 *   case 1, the scoresheets agree: the position after the recorded moves;
 *     each board that differs gets its list of corrections;
 *   case 2, they disagree: the position after the last ply both agree on,
 *     the plies after it discarded (with their moves), and the clock
 *     readings stored at that ply for the arbiter to restore (CLK-15).
 * With what it noticed on the way:
 *   - a sheet that stops early while its owner was released from recording
 *     (SHEET-7) or only lags as SHEET-3 allows: not a disagreement; the
 *     other sheet is the record, the short one is to be completed
 *     (SHEET-8); [Interpretation] a sheet short by more, without the
 *     exemption, disagrees (case 2);
 *   - a sheet missing one ply: the rest of it reads as the other sheet's
 *     moves one ply later. Still case 2 by the letter of VI-13; the
 *     alternative (keep the complete sheet's line, add the missing move to
 *     the other) is offered beside it;
 *   - a flagged entry (unreadable, illegal, ambiguous): which sheet
 *     stopped first, where and why;
 *   - a board matching neither the target nor either sheet's position,
 *     and both boards wrong.
 * Nothing is final (ED-2): the result is a proposal the arbiter confirms
 * or overrides (anna_reconcile_propose_at), and the procedure logs every
 * step. No penalty is attached (VI-13 notes).
 *
 * The sheets are "vi" (the visually impaired player's) and "sighted";
 * the boards likewise. Which colour each player has is input.
 *
 * Nothing here does I/O or reads a clock; anna_reconcile() allocates only
 * a scratch sheet while looking for a skipped ply (the result is large:
 * keep it off small stacks).
 */
#ifndef ANNA_CORE_RECONCILE_H
#define ANNA_CORE_RECONCILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/clock.h"
#include "core/correction.h"
#include "core/error.h"
#include "core/notation.h"
#include "core/position.h"
#include "core/scoresheet.h"

/* The most plies a sheet may hold (a game of 500 moves a side). */
#define ANNA_RECONCILE_MAX_PLIES 1000
/* Log entries kept per procedure. */
#define ANNA_RECONCILE_LOG_MAX 64

/* The two sheets and boards. */
enum anna_reconcile_side {
	ANNA_RECONCILE_VI = 0,
	ANNA_RECONCILE_SIGHTED = 1,
};
const char *anna_reconcile_side_str(int side); /* "vi", "sighted" */

enum anna_reconcile_case {
	ANNA_RECONCILE_AGREE = 1,    /* VI-13 case 1 */
	ANNA_RECONCILE_DISAGREE = 2, /* VI-13 case 2 */
};

/* What was noticed, or-ed into result->notes. */
enum anna_reconcile_note {
	ANNA_RECONCILE_N_INCOMPLETE = 1 << 0,   /* a sheet stops early (incomplete) */
	ANNA_RECONCILE_N_MISSING_PLY = 1 << 1,  /* a sheet lacks one ply (missing) */
	ANNA_RECONCILE_N_UNREAD = 1 << 2,       /* an entry could not be read */
	ANNA_RECONCILE_N_BOARD_NEITHER = 1 << 3,/* a board matches no line */
	ANNA_RECONCILE_N_BOTH_BOARDS = 1 << 4,  /* both boards must change */
	ANNA_RECONCILE_N_EMPTY = 1 << 5,        /* no move on either sheet */
};
/* The name of one note bit ("incomplete", ...); "?" otherwise. */
const char *anna_reconcile_note_str(unsigned note);

/* Why a sheet's reading stopped. */
enum anna_reconcile_stop {
	ANNA_RECONCILE_STOP_END = 0,    /* every entry is a legal move */
	ANNA_RECONCILE_STOP_UNREADABLE, /* not a move in any notation ("?") */
	ANNA_RECONCILE_STOP_ILLEGAL,    /* not a legal move there */
	ANNA_RECONCILE_STOP_AMBIGUOUS,  /* fits several legal moves */
};
const char *anna_reconcile_stop_str(enum anna_reconcile_stop stop);

/* Why a short sheet counts as incomplete rather than disagreeing. */
enum anna_reconcile_incomplete {
	ANNA_RECONCILE_INC_NONE = 0,
	ANNA_RECONCILE_INC_SHEET7,      /* owner under five minutes (SHEET-7) */
	ANNA_RECONCILE_INC_LAG,         /* one or two plies behind (SHEET-3) */
};
const char *anna_reconcile_incomplete_str(enum anna_reconcile_incomplete inc);

/* What a board shows, compared with the lines. */
enum anna_reconcile_match {
	ANNA_RECONCILE_M_UNKNOWN = 0,   /* no board given */
	ANNA_RECONCILE_M_TARGET,        /* already the proposed position */
	ANNA_RECONCILE_M_VI_SHEET,      /* the VI sheet's last position */
	ANNA_RECONCILE_M_SIGHTED_SHEET, /* the sighted sheet's last position */
	ANNA_RECONCILE_M_SHEET_PLY,     /* a position of the agreed line, not
					   the target (match_ply says which) */
	ANNA_RECONCILE_M_NEITHER,       /* none of these */
};
const char *anna_reconcile_match_str(enum anna_reconcile_match m);

struct anna_reconcile_input {
	struct anna_position start;     /* where both sheets begin (their
					   own start must be this one) */
	int vi_color;                   /* ANNA_WHITE or ANNA_BLACK */
	const struct anna_scoresheet *sheet[2]; /* [ANNA_RECONCILE_VI] ...;
						   NULL = an empty sheet */
	/* The letters each sheet was entered with (NULL = English): its
	 * entries are entered again, as written, in the other sheet's
	 * positions when looking for a skipped ply. */
	const struct anna_letters *letters[2];
	bool have_board[2];
	struct anna_position board[2];  /* placement is what counts */
	/* Clock history: snapshot i after ply i (0 = the start), as
	 * core/clock.h keeps it; NULL/0 = none. */
	const struct anna_clock_snapshot *clocks;
	size_t nclocks;
	/* SHEET-7: the ply count from which each sheet's owner was released
	 * from recording; SIZE_MAX = never (anna_reconcile_sheet7 finds it
	 * from the clock history). A sheet that stops at most two plies
	 * before it (the SHEET-3 lag he was allowed at that moment) counts
	 * as released. */
	size_t sheet7_from[2];
};

/* start = the standard position, VI player White, no sheets, no boards,
 * no clocks, no exemption. */
void anna_reconcile_input_init(struct anna_reconcile_input *in);

/*
 * SHEET-7: the first snapshot ply at which color had less than five
 * minutes, when the increment is under 30 seconds (with 30 s or more the
 * exemption never applies: SIZE_MAX). The exemption latches for the rest
 * of the period; a later snapshot in a new period ends it, and then
 * SIZE_MAX is returned if it has ended by the last snapshot.
 */
size_t anna_reconcile_sheet7(const struct anna_clock_snapshot *clocks, size_t n,
			     int color, uint64_t increment_ms);

/* One sheet as read. */
struct anna_reconcile_sheet {
	size_t entries;                 /* entries on the sheet */
	size_t plies;                   /* read as legal moves from start */
	uint16_t moves[ANNA_RECONCILE_MAX_PLIES];
	enum anna_reconcile_stop stop;
	struct anna_error error;        /* why it stopped: the flagged
					   entry's error (its line is the
					   move number); ANNA_OK for END */
	struct anna_position last;      /* position after the plies read */
};

/* One board against the proposal's target. */
struct anna_reconcile_board {
	bool given;
	enum anna_reconcile_match match;
	int match_sheet;                /* SHEET_PLY: on which sheet's line */
	size_t match_ply;               /* ... after how many plies */
	size_t ncorrections;
	struct anna_correction corrections[ANNA_CORRECTIONS_MAX];
};

/* What the arbiter is asked to confirm (ED-2), and what the session
 * applies: both boards to target, the record cut to plies (from line),
 * the clocks restored from clock (case 2). */
struct anna_reconcile_proposal {
	enum anna_reconcile_case kind;
	int line;                       /* the sheet whose moves make the
					   record (the complete one) */
	size_t plies;                   /* plies kept */
	struct anna_position target;    /* both boards must show this */
	size_t discarded[2];            /* entries of each sheet after plies
					   (case 2; read ones listed in the
					   sheet's moves[plies..plies_read)) */
	bool have_clock;                /* a snapshot at plies was given */
	struct anna_clock_snapshot clock;
	struct anna_reconcile_board board[2];
};

struct anna_reconcile_result {
	enum anna_reconcile_case kind;
	unsigned notes;                 /* enum anna_reconcile_note bits */
	struct anna_reconcile_sheet sheet[2];
	size_t agreed;                  /* plies both sheets agree on */
	/* INCOMPLETE: which sheet, why, from which ply it is blank */
	int incomplete_sheet;           /* -1 if none */
	enum anna_reconcile_incomplete incomplete;
	/* MISSING_PLY: which sheet lacks which ply of the other */
	int missing_sheet;              /* -1 if none */
	size_t missing_index;           /* 0-based ply index it lacks */
	uint16_t missing_move;
	/* UNREAD: the sheet whose reading stopped first (-1 if none);
	 * sheet[unread_sheet].stop and .error say why */
	int unread_sheet;
	struct anna_reconcile_proposal proposal;
	bool have_alternative;          /* MISSING_PLY: keep the whole line */
	struct anna_reconcile_proposal alternative;
};

/*
 * Reads, compares and proposes. *out is filled completely on success.
 * ANNA_E_INVALID for a bad vi_color (clock.side) or a sheet that begins
 * elsewhere than in->start (reconcile.start); ANNA_E_RANGE
 * (reconcile.too_long: entries, maximum) for a sheet longer than
 * ANNA_RECONCILE_MAX_PLIES entries; ANNA_E_NOMEM (game.no_memory).
 */
enum anna_status anna_reconcile(const struct anna_reconcile_input *in,
				struct anna_reconcile_result *out,
				struct anna_error *err);

/*
 * The arbiter's override: a proposal that keeps the first `plies` plies of
 * sheet `line` (0 .. that sheet's plies read), with the target, discarded
 * counts, clock snapshot and board corrections for it. ANNA_E_RANGE
 * (reconcile.ply: plies, plies read) otherwise.
 */
enum anna_status anna_reconcile_propose_at(const struct anna_reconcile_input *in,
					   const struct anna_reconcile_result *res,
					   int line, size_t plies,
					   struct anna_reconcile_proposal *out,
					   struct anna_error *err);

/* ---- the procedure (VI-13 (iv), CLK-14, ED-2) -------------------------
 *
 *   IDLE --start--> PAUSED           (the clocks stop: the arbiter handles it)
 *   PAUSED --propose--> PROPOSED     (anna_reconcile's proposal)
 *   PROPOSED --override--> PROPOSED  (the arbiter chose another)
 *   PROPOSED --confirm--> CONFIRMED  (the arbiter accepts it)
 *   CONFIRMED --board_ok--> CONFIRMED (one board shows the target)
 *   CONFIRMED --resume--> IDLE       (both boards right; clocks restart)
 *   PAUSED|PROPOSED --cancel--> IDLE (nothing changed)
 *
 * Any other pair is refused (ANNA_E_STATE, reconcile.state with the
 * event's and the state's names) and logged as refused.
 */
enum anna_reconcile_state {
	ANNA_RECONCILE_IDLE = 0,
	ANNA_RECONCILE_PAUSED,
	ANNA_RECONCILE_PROPOSED,
	ANNA_RECONCILE_CONFIRMED,
};
const char *anna_reconcile_state_str(enum anna_reconcile_state s);

enum anna_reconcile_event {
	ANNA_RECONCILE_EV_START = 0,
	ANNA_RECONCILE_EV_PROPOSE,
	ANNA_RECONCILE_EV_OVERRIDE,
	ANNA_RECONCILE_EV_CONFIRM,
	ANNA_RECONCILE_EV_BOARD_OK,
	ANNA_RECONCILE_EV_RESUME,
	ANNA_RECONCILE_EV_CANCEL,
};
const char *anna_reconcile_event_str(enum anna_reconcile_event e);

/* One line of the procedure's log: what happened, when, and the numbers
 * that say it (which ones depend on the event; -1 where none). */
struct anna_reconcile_log_entry {
	uint64_t at_ms;
	enum anna_reconcile_event event;
	bool refused;                   /* the pair was not allowed */
	enum anna_reconcile_state from, to;
	int kind;                       /* PROPOSE/OVERRIDE/CONFIRM: case */
	int line;                       /* ... the sheet making the record */
	long plies;                     /* ... plies kept */
	int board;                      /* BOARD_OK: which board */
};

struct anna_reconcile_procedure {
	enum anna_reconcile_state state;
	struct anna_reconcile_proposal current; /* valid from PROPOSED on */
	bool board_ok[2];
	size_t nlog;
	size_t dropped;                 /* log entries beyond the maximum */
	struct anna_reconcile_log_entry log[ANNA_RECONCILE_LOG_MAX];
};

void anna_reconcile_procedure_init(struct anna_reconcile_procedure *p);

/*
 * Feeds one event at now_ms. proposal is read for PROPOSE and OVERRIDE
 * (NULL otherwise); board for BOARD_OK. RESUME needs both boards
 * confirmed right (ANNA_E_STATE otherwise). Every call is logged.
 */
enum anna_status anna_reconcile_step(struct anna_reconcile_procedure *p,
				     uint64_t now_ms, enum anna_reconcile_event ev,
				     const struct anna_reconcile_proposal *proposal,
				     int board, struct anna_error *err);

/* ---- the clock file (docs/arbiter.md) ---------------------------------
 *
 * One line per snapshot: "PLY WHITE BLACK", ply counting from 0 (the
 * start), times as milliseconds or H:MM:SS[.f]; blank lines and "#"
 * comments ignored; plies strictly increasing. Fills snapshots[0..*n)
 * (ply, remaining_ms; the rest zero, mover from the ply's parity
 * relative to first_side) up to max. Errors with line and column:
 *   ANNA_E_SYNTAX reconcile.clock_line (line text)
 *   ANNA_E_SYNTAX reconcile.clock_time (the time's text)
 *   ANNA_E_SYNTAX reconcile.clock_order (ply, previous ply)
 *   ANNA_E_RANGE  reconcile.too_long (lines, max)
 */
enum anna_status anna_reconcile_parse_clocks(const char *text, size_t len,
					     int first_side,
					     struct anna_clock_snapshot *snapshots,
					     size_t max, size_t *n,
					     struct anna_error *err);

#endif
