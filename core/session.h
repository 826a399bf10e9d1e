/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session.h: the referee. Events in, actions out (docs/architecture.md).
 *
 * A session is one game between a visually impaired (VI) player on a
 * sensor board and a sighted player, with the talking clock, both
 * scoresheets, touch evidence and penalties. It is a deterministic state
 * machine: it never reads a clock (every event carries its instant in ms),
 * does no I/O and produces no words. The same events give the same
 * actions, so a journal of events replays a game exactly.
 *
 * It consumes SEMANTIC events: core/ cannot link board-io/ or input/, so a
 * driver (driver/driver.c, shared by annad and `anna replay`) runs the
 * decoders (board-io inference on the raw square events, the keypad
 * grammar on raw keys) and feeds the session what they concluded. The
 * driver learns which inference to run on the VI board (own move or
 * executing the opponent's announced move, from which position) from the
 * ANNA_SA_VI_BOARD action, and can always ask anna_session_vi_board().
 *
 * A ply goes through (VI-3) announced -> repeated (anna says it to the
 * opponent) -> carried out on the other board, each with its instant
 * (struct anna_session_ply).
 *
 * The VI player's move (VI-7, VI-8): the board reports the move physically
 * made (ANNA_SEV_VI_MADE: captured piece removed, piece seated in another
 * hole); the VI player's clock press (Enter alone on his keypad,
 * ANNA_SEV_KEY_CLOCK) is the announcement: anna announces the move and the
 * opponent's clock starts at the instant of the press. A press while the
 * board shows no move is recorded and reported to the arbiter (VI-8),
 * never penalised automatically; the clock does not switch. A press while
 * the board shows an illegal move completes an illegal move (ILL-5).
 *
 * The sighted player's move: ICCF digits + Enter on his keypad
 * (ANNA_SEV_KEY_MOVE, then ANNA_SEV_KEY_CLOCK; a keypad configured
 * "move and press" sends both at the same instant). anna announces it to
 * the VI player at the entry, who carries it out on the sensor board;
 * ANNA_SEV_VI_EXECUTED / ANNA_SEV_VI_WRONG say whether he did. A wrong
 * execution is reported at once (the drift is caught at its move).
 *
 * Slip of the tongue (VI-12): a typed announcement may be withdrawn
 * (ANNA_SEV_KEY_CORRECT) and replaced until the clock press; after it,
 * it is frozen.
 *
 * The states (docs/architecture.md, "The session", draws them):
 *   SETUP          before the start; the arbiter starts the game
 *   VI_TO_MOVE     the VI player has the move
 *   SIGHTED_TO_MOVE the sighted player has the move
 *   VI_EXECUTING   the sighted player's move is completed; the VI player
 *                  carries it out on his board (his clock runs)
 *   ARBITER        play is held for the arbiter's decision (a completed
 *                  illegal move, a claim): the clock is paused at once
 *                  (CLK-14; a claimant's pause, DRAW-6), moves and clock
 *                  presses are refused with the reason (wait_arbiter);
 *                  after his decision the session is PAUSED and his
 *                  resume starts the clock of the side on move
 *   PAUSED         the arbiter paused the clock
 *   ENDED          the game is over; an automatic end (END-1..4,
 *                  DRAW-7) leaves the clock paused with a decision the
 *                  arbiter confirms (clock stopped) or overrides (ED-2:
 *                  PAUSED, play goes on from the final position)
 * Each state has its handler (core/session_states.c); what an event means
 * in every state alike is handled once after them. An impossible state x
 * event pair, and a clock call that fails, give an ANNA_SA_BUG action
 * naming both. A transition hook sees every event as "state, event ->
 * state" (anna_session_set_transition_hook).
 */
#ifndef ANNA_CORE_SESSION_H
#define ANNA_CORE_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/chess.h"
#include "core/clock.h"
#include "core/error.h"
#include "core/game.h"
#include "core/movegen.h"
#include "core/policy.h"
#include "core/position.h"
#include "core/reconcile.h"
#include "core/scoresheet.h"
#include "core/timecontrol.h"
#include "core/unwinnable.h"

/* ---- states ---------------------------------------------------------- */

enum anna_session_state {
	ANNA_SESSION_SETUP = 0,
	ANNA_SESSION_VI_TO_MOVE,
	ANNA_SESSION_SIGHTED_TO_MOVE,
	ANNA_SESSION_VI_EXECUTING,
	ANNA_SESSION_ARBITER,
	ANNA_SESSION_PAUSED,
	ANNA_SESSION_ENDED,
	ANNA_SESSION_STATE_COUNT
};
const char *anna_session_state_str(enum anna_session_state state);

/* ---- events ---------------------------------------------------------- */

enum anna_session_event_type {
	ANNA_SEV_START = 0,      /* arbiter: start the game (White's clock) */
	/* VI sensor board, as the driver's inference concluded */
	ANNA_SEV_VI_LIFT,        /* square, piece: lifted out of its hole
				  * (VI-6: touched) */
	ANNA_SEV_VI_MADE,        /* from, to, promotion: the board shows this
				  * legal move (VI-7 a, b) */
	ANNA_SEV_VI_PROMOTION,   /* from, to: a pawn on the last rank, the
				  * piece not named (VI-4) */
	ANNA_SEV_VI_ILLEGAL,     /* from, to, promotion, piece, captured,
				  * reason: the board shows an illegal move */
	ANNA_SEV_VI_UNMADE,      /* the board shows no move any more (the
				  * piece went back, or a move is under way) */
	ANNA_SEV_VI_EXECUTED,    /* executing: the board shows the announced
				  * move */
	ANNA_SEV_VI_WRONG,       /* executing: the board departs from it;
				  * from, to, piece: what was moved instead
				  * (from == to == ANNA_NO_SQ: unknown) */
	ANNA_SEV_VI_MISMATCH,    /* the board differs from the game; n_fix
				  * corrections in fix[] */
	ANNA_SEV_VI_MATCH,       /* the board matches again */
	/* the sighted board, when a second sensor board reads it */
	ANNA_SEV_SIGHTED_MADE,   /* from, to, promotion: it shows this move */
	/* keypads: role says whose */
	ANNA_SEV_KEY_MOVE,       /* from, to, promotion (ICCF entry decoded
				  * to squares; legality is the session's) */
	ANNA_SEV_KEY_PROMOTION,  /* promotion: the piece for the board's pawn */
	ANNA_SEV_KEY_CLOCK,      /* Enter alone: the clock press */
	ANNA_SEV_KEY_CORRECT,    /* withdraw the typed announcement (VI-12) */
	ANNA_SEV_KEY_QUERY,      /* query, arg */
	ANNA_SEV_KEY_DRAW_OFFER, /* confirmed; the opponent's pending offer:
				  * accepts it */
	ANNA_SEV_KEY_DRAW_DECLINE,
	ANNA_SEV_KEY_RESIGN,     /* confirmed */
	ANNA_SEV_CLAIM,          /* claim (ANNA_CLAIM_REPETITION / FIFTY bits
				  * of core/game.h, or ANNA_SESSION_CLAIM_FLAG),
				  * from, to, promotion: the intended move
				  * (from == ANNA_NO_SQ: none). DRAW-5: refused
				  * (touched) once the claimant touched a piece
				  * (VI-6: lifted) or made/announced his move;
				  * DRAW-6: the claimant's clock pause, the
				  * arbiter's decision; rejected on an intended
				  * move, that move is due (CLAIM_MOVE) and
				  * another one reported; DRAW-1: the claim is
				  * a draw offer the opponent may accept */
	ANNA_SEV_DEADLINE,       /* the armed timer is due */
	/* the arbiter */
	ANNA_SEV_ARB_PAUSE,      /* reason */
	ANNA_SEV_ARB_RESUME,
	ANNA_SEV_ARB_ADJUST,     /* adjust: a clock adjustment (CLK-15) */
	ANNA_SEV_ARB_TAKE_BACK,  /* ply: back to the position before it
				  * (ILL-6, VI-13 case 2), clocks from then */
	ANNA_SEV_ARB_SET_POSITION, /* position: play goes on from it (ILL-4) */
	ANNA_SEV_ARB_PENALTY,    /* side: the offender; penalty */
	ANNA_SEV_ARB_RESULT,     /* result, end: the arbiter declares it */
	ANNA_SEV_ARB_CONFIRM,    /* decision: apply the proposal (ED-2); also
				  * before the start (VI-16) and after an
				  * automatic end */
	ANNA_SEV_ARB_OVERRIDE,   /* decision: reject it, play goes on */
	ANNA_SEV_ARB_NEW_GAME,   /* a new game with the same configuration;
				  * arg 1: the VI player plays side from
				  * it on (training, anna train --side) */
	ANNA_SEV_SHEET_ENTRY,    /* text, letters: the next entry of the
				  * sighted player's scoresheet as he wrote it
				  * (SAN in any letter set, ICCF digits; "(=)"
				  * for a draw offer), typed by whoever copies
				  * it (role) */
	ANNA_SEV_ARB_RECONCILE,  /* VI-13 asked for: anna's record (the VI
				  * sheet), the sighted sheet as copied in,
				  * the boards and the clock history through
				  * core/reconcile; play is held, the clock
				  * paused (CLK-14) and a RECONCILE report
				  * proposes; confirm applies it (the record
				  * and both sheets cut to the agreed ply, the
				  * clocks as recorded then, CLK-15), override
				  * leaves the game as it is (ED-2) */
	ANNA_SEV_ARB_SWITCHES,   /* policy: the arbiter's switches (ARB-3,
				  * CLK-16: check_words, clock_warnings,
				  * square_queries, announcing_assistant)
				  * taken from it, the rest of the policy
				  * kept; in any state (the daemon logs
				  * it) */
	ANNA_SEV_SETTLE,         /* the work ANNA_SA_SETTLE asked for: the
				  * CLK-9 verdict on a flag already said */
	/* the sighted board (at the end: the journal's numbering) */
	ANNA_SEV_SIGHTED_MISMATCH, /* a board that knows every piece (a DGT
				  * board) differs from the game: position is
				  * its placement, n_fix corrections in fix[];
				  * said to the sighted player and the
				  * arbiter, and reconciliation (VI-13) takes
				  * this placement as the sighted board */
	ANNA_SEV_SIGHTED_MATCH,  /* it shows the game again */
	ANNA_SEV_COUNT
};
const char *anna_session_event_str(enum anna_session_event_type type);

/* ANNA_SEV_CLAIM: a flag claim (CLK-7, VI-14 e) besides core/game.h's. */
#define ANNA_SESSION_CLAIM_FLAG 4u
/* QPF-3: a draw claim with under two minutes in a quickplay finish (the
 * arbiter decides: confirm = drawn, override = rejected, +2 min to the
 * opponent). */
#define ANNA_SESSION_CLAIM_QUICKPLAY 8u
/* QPF-2 (2014/2017): a request for a 5-second increment with under two
 * minutes (2017: it is a draw offer; confirm = the increment for both and
 * +2 min to the opponent, override = refused). */
#define ANNA_SESSION_CLAIM_INCREMENT 16u
/* QPF-2, QPF-3: "under two minutes" and the opponent's extra time. */
#define ANNA_SESSION_QPF_MS 120000u
#define ANNA_SESSION_QPF_INCREMENT_MS 5000u

/* Queries a keypad can ask (input/keypad.h's menu, without the words). */
enum anna_session_query {
	ANNA_SQ_MY_TIME = 0,
	ANNA_SQ_OPP_TIME,
	ANNA_SQ_BOTH_TIMES,
	ANNA_SQ_MOVES_MADE,
	ANNA_SQ_TIME_USED,
	ANNA_SQ_MY_LAST,
	ANNA_SQ_OPP_LAST,
	ANNA_SQ_SCORESHEET,     /* arg: how many moves back (0 = all) */
	ANNA_SQ_SQUARE,         /* arg: the square */
	ANNA_SQ_PIECES,         /* arg: the piece type (own colour) */
	ANNA_SQ_WHOSE_MOVE,
	ANNA_SQ_SHEET_LAG,      /* the arbiter only: the sighted player's
				  * copied-in sheet against SHEET-3/SHEET-7 */
	ANNA_SQ_COUNT
};
const char *anna_session_query_str(enum anna_session_query q);

/* A board correction (board-io's struct anna_correction, one to one):
 * from and to both set: the piece on from belongs on to; only from: empty
 * it; only to: piece is missing there. */
struct anna_session_fix {
	uint8_t from, to;  /* ANNA_NO_SQ when not used */
	uint8_t piece;
	bool back;         /* to is the square the piece came from */
};
#define ANNA_SESSION_MAX_FIX 16

/* The arbiter's penalties (ARB-1, ILL-8). */
enum anna_session_penalty {
	ANNA_PENALTY_TIME = 0,   /* ms added to the opponent */
	ANNA_PENALTY_DEDUCT,     /* ms taken from the offender */
	ANNA_PENALTY_LOSS,       /* the offender loses (a draw if the opponent
				  * cannot mate, ILL-8) */
	ANNA_PENALTY_WARNING,
};
const char *anna_session_penalty_str(enum anna_session_penalty p);

/* How the game ended (and what anna says): core/game.h's enum anna_game_end. */

struct anna_session_event {
	enum anna_session_event_type type;
	uint64_t at_ms;
	enum anna_role role;             /* KEY_*, CLAIM: whose keypad */
	int from, to;                    /* squares; ANNA_NO_SQ if none */
	enum anna_piece_type promotion;  /* ANNA_NO_TYPE if none */
	int square;                      /* VI_LIFT */
	uint8_t piece, captured;         /* VI_LIFT, VI_ILLEGAL, VI_WRONG */
	enum anna_illegal_reason reason;/* VI_ILLEGAL */
	enum anna_session_query query;   /* KEY_QUERY */
	int arg;                         /* KEY_QUERY */
	unsigned claim;                  /* CLAIM */
	size_t n_fix;                    /* VI_MISMATCH, SIGHTED_MISMATCH */
	struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
	enum anna_clock_reason pause_reason; /* ARB_PAUSE */
	struct anna_clock_adjustment adjust; /* ARB_ADJUST */
	unsigned ply;                    /* ARB_TAKE_BACK */
	struct anna_position position;   /* ARB_SET_POSITION; SIGHTED_MISMATCH:
					  * the board's placement */
	int side;                        /* ARB_PENALTY: the offender */
	enum anna_session_penalty penalty; /* ARB_PENALTY */
	int64_t penalty_ms;              /* ARB_PENALTY: TIME, DEDUCT (0 =
					  * the edition's, ILL-8) */
	enum anna_game_result result;    /* ARB_RESULT */
	char text[ANNA_SHEET_TEXT];      /* SHEET_ENTRY */
	enum anna_letter_set letters;    /* SHEET_ENTRY */
	unsigned decision;               /* ARB_CONFIRM, ARB_OVERRIDE */
	struct anna_policy policy;       /* ARB_SWITCHES */
};

/* A zeroed event of type at at_ms with every square ANNA_NO_SQ. */
void anna_session_event_init(struct anna_session_event *ev,
			     enum anna_session_event_type type, uint64_t at_ms);

/* ---- actions --------------------------------------------------------- */

enum anna_session_action_type {
	ANNA_SA_ANNOUNCE = 0,  /* ann: something to say to ann.listener */
	ANNA_SA_ARM_TIMER,     /* deadline_ms: feed ANNA_SEV_DEADLINE then
				* (ANNA_CLOCK_NO_DEADLINE: disarm) */
	ANNA_SA_RECORD_PLY,    /* ply: a completed ply for the journal/PGN */
	ANNA_SA_REPORT,        /* report: to the arbiter */
	ANNA_SA_VI_BOARD,      /* the VI board's inference: mode, expected,
				* from anna_session_vi_board() */
	ANNA_SA_BUG,           /* an impossible state x event pair */
	ANNA_SA_SETTLE,        /* feed ANNA_SEV_SETTLE (same instant) once the
				* actions before it are under way: a flag's
				* words go out before its verdict is searched */
	ANNA_SA_COUNT
};

enum anna_session_ann_kind {
	ANNA_SANN_MOVE = 0,      /* move in pos (before it), by mover; check
				  * words per policy; correction: it replaces
				  * the announcement withdrawn (VI-12) */
	ANNA_SANN_PHYSICAL,      /* an illegal move as made: from, to,
				  * promotion in pos (ILL-12: no judgement) */
	ANNA_SANN_ILLEGAL,       /* training: illegal, and why (reason) */
	ANNA_SANN_WITHDRAWN,     /* the announcement of mover was withdrawn */
	ANNA_SANN_CLOCK,         /* clock: a clock announcement */
	ANNA_SANN_PROMOTION,     /* which piece for the pawn on `to` (VI-4) */
	ANNA_SANN_NOT_MADE,      /* the press came before the board shows a
				  * move (VI-8); training only */
	ANNA_SANN_DRIFT,         /* executing: the board is not the announced
				  * move (announced `move` in pos); fixes */
	ANNA_SANN_MISMATCH,      /* the board differs: fixes (to the arbiter:
				  * the sighted player's board, named) */
	ANNA_SANN_BOARD_OK,      /* the board is right again */
	ANNA_SANN_GAME_END,      /* end, result, loser */
	ANNA_SANN_DRAW_OFFER,    /* mover offers a draw */
	ANNA_SANN_DRAW_DECLINED, /* mover's offer was declined */
	ANNA_SANN_CLAIM,         /* mover claims (claim bits); the arbiter
				  * decides */
	ANNA_SANN_PENALTY,       /* side penalised: penalty, ms */
	ANNA_SANN_PAUSED,
	ANNA_SANN_RESUMED,
	ANNA_SANN_SHEET_ENTRY,   /* the scoresheet read back: number, move in
				  * pos, mover, draw offer mark */
	ANNA_SANN_SQUARE,        /* square holds piece (0: empty) */
	ANNA_SANN_PIECES,        /* pieces of type piece stand on squares
				  * (bitboard) */
	ANNA_SANN_WHOSE_MOVE,    /* mover has the move */
	ANNA_SANN_NO_MOVE,       /* last move asked: there is none */
	ANNA_SANN_REFUSED,       /* the request is refused: refusal */
	ANNA_SANN_CLAIM_MOVE,    /* DRAW-6: the claim was rejected; mover
				  * must now play the intended move (move in
				  * pos) */
	ANNA_SANN_INCREMENT,     /* QPF-2: from now on each move adds ms */
	ANNA_SANN_TOUCHED,       /* VI-6: the VI player lifted piece from
				  * square; duty (training, first lift of
				  * the ply): what it obliges */
	ANNA_SANN_ENTERED,       /* to the VI player: his typed announcement
				  * as typed (from, to, promotion in pos), no
				  * judgement (ARB-3: his own announcement) */
	ANNA_SANN_HELD,          /* play is held for the arbiter: held_for
				  * (what was reported), number = the
				  * decision */
	ANNA_SANN_DECIDED,       /* the arbiter decided decision number:
				  * confirmed, or overridden */
	ANNA_SANN_ADJUSTED,      /* CLK-15: the arbiter changed mover's
				  * clock: ms added (negative: taken off),
				  * or set to ms (confirmed: set) */
	ANNA_SANN_STARTED,       /* the game began; mover has the move */
	ANNA_SANN_SWITCHED,      /* ARB-3, CLK-16: the arbiter switched
				  * switch_id on or off (switch_on) */
	ANNA_SANN_COUNT
};
const char *anna_session_ann_kind_str(enum anna_session_ann_kind kind);

/* VI-6, TCH-3, TCH-6: what a lift obliges (ANNA_SANN_TOUCHED). */
enum anna_session_duty {
	ANNA_SDUTY_UNSAID = 0,   /* not said (competition, a later lift) */
	ANNA_SDUTY_MOVE,         /* his own piece: it must be moved (TCH-3) */
	ANNA_SDUTY_CAPTURE,      /* the opponent's: it must be captured */
	ANNA_SDUTY_NONE,         /* TCH-6: it cannot be moved or captured */
	ANNA_SDUTY_COUNT
};
const char *anna_session_duty_str(enum anna_session_duty duty);

/* Why a request was refused (ANNA_SANN_REFUSED). */
enum anna_session_refusal {
	ANNA_SREF_POLICY = 0,    /* competition does not allow it */
	ANNA_SREF_NOT_YOUR_MOVE, /* a move or press from the side not on move */
	ANNA_SREF_ILLEGAL_ENTRY, /* training: the typed move is not legal */
	ANNA_SREF_FROZEN,        /* VI-12: the clock was pressed, too late */
	ANNA_SREF_NOTHING,       /* nothing to withdraw / decline */
	ANNA_SREF_WAIT_ARBITER,  /* held for the arbiter */
	ANNA_SREF_GAME_OVER,
	ANNA_SREF_PROMOTION,     /* a promotion without its piece (VI-4) */
	ANNA_SREF_TOUCHED,       /* DRAW-5: a piece was touched (VI-6: lifted)
				  * or the move made: no claim on this move */
	ANNA_SREF_ASSISTANT,     /* VI-16: no start without an assistant */
	ANNA_SREF_QUICKPLAY,     /* QPF-1..3: not a quickplay finish, or two
				  * minutes or more left */
	ANNA_SREF_NOT_PAUSED,    /* resume asked while the clock runs */
	ANNA_SREF_NOT_STARTED,   /* the game has not started: the arbiter
				  * starts it (competition) */
	ANNA_SREF_PAUSED,        /* training: the clock is paused (after a
				  * recovery); the player resumes it */
	ANNA_SREF_FROZEN_TRAINING, /* VI-12 in training: too late to correct;
				  * the take-back command says how */
	ANNA_SREF_NO_DRAW,       /* training: the draw claimed is not one
				  * (DRAW-2, DRAW-4); play goes on */
	ANNA_SREF_NO_ARBITER,    /* training: a quickplay claim needs an
				  * arbiter's judgement (QPF) */
	ANNA_SREF_SWITCHES_TRAINING, /* ARB-3: training has every help on;
				  * the switches are competition's */
	ANNA_SREF_BOARDS_DIFFER, /* VI-13: resume after a reconciliation
				  * while side's board does not show the
				  * agreed position yet */
	ANNA_SREF_COUNT
};
const char *anna_session_refusal_str(enum anna_session_refusal r);

struct anna_session_announcement {
	enum anna_session_ann_kind kind;
	enum anna_role listener;
	int mover;                       /* the side the phrase is about */
	struct anna_position pos;        /* MOVE, PHYSICAL, DRIFT, SHEET_ENTRY,
					  * SQUARE, PIECES: the position */
	uint16_t move;                   /* MOVE, DRIFT, SHEET_ENTRY */
	bool check_words;                /* MOVE: policy allows them */
	bool correction;                 /* MOVE: replaces a withdrawn one */
	int from, to;                    /* PHYSICAL, ILLEGAL, PROMOTION */
	enum anna_piece_type promotion;  /* PHYSICAL, ILLEGAL */
	enum anna_illegal_reason reason;/* ILLEGAL */
	struct anna_clock_announcement clock; /* CLOCK */
	size_t n_fix;                    /* DRIFT, MISMATCH */
	struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
	enum anna_game_end end;       /* GAME_END */
	enum anna_game_result result;    /* GAME_END */
	unsigned claim;                  /* CLAIM */
	enum anna_session_penalty penalty; /* PENALTY */
	int64_t ms;                      /* PENALTY */
	unsigned number;                 /* SHEET_ENTRY: the move number */
	bool draw_offer;                 /* SHEET_ENTRY: (=) */
	int square;                      /* SQUARE, TOUCHED */
	uint8_t piece;                   /* SQUARE, PIECES, TOUCHED */
	uint64_t squares;                /* PIECES */
	enum anna_session_refusal refusal; /* REFUSED */
	enum anna_session_duty duty;     /* TOUCHED */
	int held_for;                    /* HELD: an enum
					  * anna_session_report_kind */
	bool confirmed;                  /* DECIDED */
	enum anna_clock_reason pause_reason; /* PAUSED: why */
	bool self_paused;                /* PAUSED: no arbiter (training):
					  * the player's own pause */
	int switch_id;                   /* SWITCHED: enum anna_policy_switch */
	bool switch_on;                  /* SWITCHED */
	bool text;                       /* VI-16: the listener cannot hear:
					  * show it as text */
};

/* Timestamps of one ply's steps (VI-3); 0 = not (yet) happened. */
struct anna_session_ply {
	unsigned index;          /* 0-based ply of the game */
	int mover;
	uint16_t move;
	bool draw_offer;         /* SHEET-5 */
	uint64_t touched_ms;     /* VI: first lift of the ply */
	uint64_t made_ms;        /* on the mover's board (VI-7 a, b) */
	uint64_t announced_ms;   /* typed, or the VI press (VI-7 c) */
	uint64_t pressed_ms;     /* clock press: completed */
	uint64_t repeated_ms;    /* anna said it to the opponent */
	uint64_t executed_ms;    /* carried out on the other board */
	uint64_t remaining_ms;   /* mover's clock after the press */
	uint64_t early_press_ms; /* VI-9: the sighted player's first press
				  * before his announcement (0: none); the
				  * gap is announced_ms - early_press_ms */
};

/* What a report to the arbiter is about. */
enum anna_session_report_kind {
	ANNA_SREP_PRESS_NOT_MADE = 0, /* VI-8: a press before the move was made
				       * (lift/press instants); 2017
				       * competition: an ILL-9 proposal the
				       * arbiter may confirm, never applied
				       * by anna */
	ANNA_SREP_ILLEGAL_MOVE,   /* ILL-5: completed illegal move; count,
				   * proposal */
	ANNA_SREP_DRIFT,          /* VI-13: the other board is not the
				   * announced move */
	ANNA_SREP_ANNOUNCE_DIFFERS, /* the typed announcement is not the board
				   * move (VI-12 frozen) */
	ANNA_SREP_CLAIM,          /* DRAW-6: claim verified (correct), evidence
				   * plies; proposal */
	ANNA_SREP_FLAG,           /* CLK-9: flag fell; verdict; proposal */
	ANNA_SREP_GAME_END,       /* ended by itself (ED-2: overridable) */
	ANNA_SREP_RESIGNATION,
	ANNA_SREP_AGREEMENT,      /* draw agreed */
	ANNA_SREP_AGREEMENT_EARLY,/* 2017 DRAW-1: agreed before each moved */
	ANNA_SREP_MISMATCH,       /* the VI board differs from the game */
	ANNA_SREP_SIGHTED_MISMATCH, /* the sighted board (one that knows every
				   * piece) differs from the game: pos is
				   * its placement */
	ANNA_SREP_DECISION,       /* the arbiter confirmed/overrode decision */
	ANNA_SREP_PENALTY,        /* a penalty applied */
	ANNA_SREP_SHEET,          /* a scoresheet entry flagged: error (its
				   * move number in error.line), never guessed */
	ANNA_SREP_CLAIM_MOVE,     /* DRAW-6: after a rejected claim the claimant
				   * played another move than the intended
				   * `move` (from, to: the one played) */
	ANNA_SREP_PRESS_NO_MOVE,  /* CLK-6: the sighted player pressed with no
				   * move entered (evidence: the instant his
				   * sensor board showed a move made, 0 if
				   * none, and the press); 2017 competition
				   * without a move made: an ILL-9 proposal */
	ANNA_SREP_LATE_ANNOUNCEMENT, /* VI-9: the sighted player announced ms
				   * after his press (press, announcement) */
	ANNA_SREP_SHEET_LAG,      /* on the arbiter's request only: count
				   * entries of side's sheet, evidence[0]
				   * plies played, evidence[1] entries SHEET-3
				   * requires now; correct: not behind;
				   * exempt: SHEET-7 */
	ANNA_SREP_QUICKPLAY,      /* QPF-2/3: claim (bits) by side with
				   * evidence[0] ms left; proposal */
	ANNA_SREP_ASSISTANT,      /* VI-16: a hearing-impaired opponent and no
				   * assistant: 2017 with a decision (confirm:
				   * one is registered now; override: start
				   * without), else a warning */
	ANNA_SREP_RECONCILE,      /* VI-13: reconcile_case, kept, discarded,
				   * pos = the target, clock_ms = the clocks
				   * to restore (have_clock); the whole
				   * result in anna_session_reconcile() */
	ANNA_SREP_COUNT
};
const char *anna_session_report_kind_str(enum anna_session_report_kind k);

/* A proposed decision awaiting the arbiter's confirmation (ED-2). */
enum anna_session_proposal {
	ANNA_PROP_NONE = 0,
	ANNA_PROP_ILLEGAL_PENALTY, /* restore, +time to the opponent */
	ANNA_PROP_ILLEGAL_LOSS,    /* restore, the offender loses */
	ANNA_PROP_ILLEGAL_DRAW,    /* losing count, opponent cannot mate */
	ANNA_PROP_CLAIM_DRAW,      /* claim correct: draw */
	ANNA_PROP_CLAIM_REJECT,    /* claim incorrect: +time to the opponent */
	ANNA_PROP_FLAG_LOSS,       /* CLK-9 */
	ANNA_PROP_FLAG_DRAW,
	ANNA_PROP_QUICKPLAY_DRAW,  /* QPF-3: confirm = drawn; override =
				    * rejected, ms to the opponent */
	ANNA_PROP_INCREMENT,       /* QPF-2: confirm = the increment for both,
				    * ms to the opponent; override = none */
	ANNA_PROP_PRESS_PENALTY,   /* ILL-9 (2017): a press without a move
				    * treated as an illegal move: +time to
				    * the opponent (the second: ILLEGAL_LOSS
				    * or ILLEGAL_DRAW) */
	ANNA_PROP_RECONCILE,       /* VI-13: confirm = apply the reconciliation
				    * (case 2: back to the agreed ply with its
				    * clocks); override = play goes on */
	ANNA_PROP_COUNT
};
const char *anna_session_proposal_str(enum anna_session_proposal p);

#define ANNA_SESSION_MAX_EVIDENCE 8

struct anna_session_report {
	enum anna_session_report_kind kind;
	int side;                        /* the side it is about */
	unsigned decision;               /* id to confirm/override, 0 = none */
	enum anna_session_proposal proposal;
	int64_t ms;                      /* proposal: time to add */
	unsigned count;                  /* ILLEGAL_MOVE: the side's count */
	enum anna_game_result result;    /* proposal's result */
	struct anna_position pos;        /* position before the event */
	int from, to;                    /* the move concerned */
	enum anna_piece_type promotion;
	uint16_t move;                   /* the legal move concerned */
	unsigned claim;                  /* CLAIM: bits claimed; verified ok */
	bool correct;                    /* CLAIM */
	enum anna_flag_verdict verdict;  /* FLAG */
	enum anna_mate_answer mate;      /* FLAG, ILLEGAL: could the opponent
					  * mate */
	enum anna_mate_reason mate_reason; /* FLAG: why (core/unwinnable.h) */
	size_t n_evidence;               /* instants or plies */
	uint64_t evidence[ANNA_SESSION_MAX_EVIDENCE];
	struct anna_error error;         /* SHEET */
	bool exempt;                     /* SHEET_LAG: SHEET-7 applies */
	unsigned reconcile_case;         /* RECONCILE: 1 or 2 (VI-13) */
	size_t kept;                     /* RECONCILE: plies kept */
	size_t discarded[2];             /* RECONCILE: entries dropped from the
					  * VI sheet [0] and the sighted [1] */
	bool have_clock;                 /* RECONCILE: clock_ms to restore */
	uint64_t clock_ms[2];            /* RECONCILE: White, Black */
};

struct anna_session_action {
	enum anna_session_action_type type;
	uint64_t at_ms;
	struct anna_session_announcement ann;   /* ANNOUNCE */
	uint64_t deadline_ms;                   /* ARM_TIMER */
	struct anna_session_ply ply;            /* RECORD_PLY */
	struct anna_session_report report;      /* REPORT */
	bool vi_execute;                        /* VI_BOARD: executing? */
	uint16_t vi_expected;                   /* VI_BOARD: the move */
	enum anna_session_state bug_state;      /* BUG */
	enum anna_session_event_type bug_event; /* BUG */
};

/* No event gives more actions than this. */
#define ANNA_SESSION_MAX_ACTIONS 32

/* ---- the session ----------------------------------------------------- */

struct anna_session_config {
	struct anna_policy policy;
	int vi_side;                     /* ANNA_WHITE or ANNA_BLACK */
	bool vi_sensor_board;            /* the VI player moves on a sensor
					  * board (else his typed move is his
					  * move) */
	struct anna_timecontrol tc;
	struct anna_clock_settings clock; /* mode and vi_side are set from
					   * the policy */
	bool has_start;                  /* start below, else the standard */
	struct anna_position start;
	unsigned long mate_budget;       /* CLK-9 search nodes; 0 = default */
	uint64_t announce_gap_ms;        /* VI-9: flag a sighted press that
					  * precedes the announcement by more
					  * than this (0: never) */
	/* VI-16: the sighted opponent is hearing-impaired: every phrase for
	 * him is marked text (a screen or braille line, never only a
	 * voice); under 2017 an assistant is compulsory, so START is refused
	 * until one is registered (assistant) or the arbiter decides;
	 * 2014/2009 only warn him. */
	bool hearing_impaired_opponent;
	bool assistant;                  /* an assistant is registered
					  * (VI-14, VI-15, VI-16) */
};

/* VI-9 default: typing an ICCF move (4-5 digits and Enter) takes 2-4 s
 * at a calm pace, a correction (VI-12) a few more; 10 s past the press
 * is no longer a slip of order but a move left unannounced until noticed.
 * anna's clock does not switch on a press without a move, so the gap
 * costs the VI player no time; it is evidence of the order VI-3 asks. */
#define ANNA_SESSION_ANNOUNCE_GAP_MS 10000u

/* Defaults: the policy's, the VI player White with a sensor board, 90
 * minutes / 40 moves + 30 minutes, +30 s. */
void anna_session_config_default(struct anna_session_config *config);

struct anna_session;

/* A new session for config (copied). ANNA_E_INVALID (with the clock's or
 * timecontrol's error) for a bad configuration. */
enum anna_status anna_session_new(const struct anna_session_config *config,
				  struct anna_session **out, struct anna_error *err);
void anna_session_free(struct anna_session *s); /* NULL is fine */

/*
 * Feeds one event. Writes at most cap actions to out (cap
 * ANNA_SESSION_MAX_ACTIONS holds every event's) and returns how many; the
 * last slot is kept for ANNA_SA_ARM_TIMER, so a full array never loses the
 * timer. Events must come in time order; an event earlier than the last
 * is treated at the last instant (and reported as a bug).
 */
size_t anna_session_feed(struct anna_session *s, const struct anna_session_event *ev,
			 struct anna_session_action *out, size_t cap);

/*
 * The transition hook: called once for every event fed, after its
 * actions, with the state before it, the event and the state after
 * ("state, event -> state"), the same state when nothing moved. Tests and
 * the journal log it. fn NULL removes it; it survives ANNA_SEV_ARB_NEW_GAME.
 */
typedef void (*anna_session_transition_fn)(void *ctx, enum anna_session_state from,
					   enum anna_session_event_type event,
					   enum anna_session_state to);
void anna_session_set_transition_hook(struct anna_session *s, anna_session_transition_fn fn,
				      void *ctx);
/* "from, event -> to" with the names above, into buf (snprintf's rules:
 * the length it needs). */
int anna_session_transition_str(char *buf, size_t size, enum anna_session_state from,
				enum anna_session_event_type event,
				enum anna_session_state to);

enum anna_session_state anna_session_state(const struct anna_session *s);
const struct anna_game *anna_session_game(const struct anna_session *s);
const struct anna_clock *anna_session_clock(const struct anna_session *s);
const struct anna_policy *anna_session_policy(const struct anna_session *s);
/* The VI player's colour in this game (ANNA_WHITE or ANNA_BLACK). */
int anna_session_vi_side(const struct anna_session *s);
/* Do the boards show the game? *vi: the VI player's board differs (a
 * difference reported, or a departure from the announced move); *sighted:
 * the sighted player's e-board reported a difference. */
void anna_session_boards_differ(const struct anna_session *s, bool *vi, bool *sighted);
/* The VI player's scoresheet (anna's record) and the sighted player's
 * (as copied in with ANNA_SEV_SHEET_ENTRY events). */
const struct anna_scoresheet *anna_session_vi_sheet(const struct anna_session *s);
struct anna_scoresheet *anna_session_sighted_sheet(struct anna_session *s);
/* The ply steps of ply i (0-based), NULL beyond those played. */
const struct anna_session_ply *anna_session_ply(const struct anna_session *s, size_t i);
/* Completed illegal moves of side (ILL-8), and presses before a made move
 * (VI-8). */
unsigned anna_session_illegal_count(const struct anna_session *s, int side);
unsigned anna_session_early_presses(const struct anna_session *s, int side);
/* What the VI board's inference must do now: *execute false = the VI
 * player's own move from *pos, true = carrying out *expected in *pos. */
void anna_session_vi_board(const struct anna_session *s, bool *execute,
			   uint16_t *expected, struct anna_position *pos);
/* The last reconciliation the arbiter asked for (ANNA_SEV_ARB_RECONCILE),
 * NULL if none: the corrections per board, the alternative, the notes. */
const struct anna_reconcile_result *anna_session_reconcile(const struct anna_session *s);
/* What that reconciliation was asked on (the sheets are the session's:
 * valid until the next event), and the id of its proposal while it is
 * open for confirm or override (0 when decided or none). */
void anna_session_reconcile_input(const struct anna_session *s, struct anna_reconcile_input *in);
unsigned anna_session_reconcile_decision(const struct anna_session *s);
/* Decision id is open: it can be confirmed or overridden now (ED-2). */
bool anna_session_decision_open(const struct anna_session *s, unsigned id);
/* The next deadline (the clock's), ANNA_CLOCK_NO_DEADLINE if none. */
uint64_t anna_session_deadline(const struct anna_session *s);

#endif
