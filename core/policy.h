/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/policy.h: what the device may say and do, decided in one place.
 *
 * A policy is the game's configuration that the Laws make matter for a
 * talking device (ED-1): competition or training, the edition of the Laws
 * (2009, 2014, 2017), the game type (standard, rapid, blitz, RB-1) and the
 * arbiter's switches. Every question the session (and the renderers) ask
 * is one function here: "may the device say X to whom?", "how many
 * illegal moves lose?", "how much time does a penalty give?".
 *
 * Competition (ARB-3, CLK-16, ILL-12): no check words unless the arbiter
 * switches them on, no legality warnings or hints, no unsolicited "your
 * opponent has moved" or "press your clock", time and move count only on
 * request (automatic clock warnings only when the arbiter allows them).
 * Training: everything may be said.
 */
#ifndef ANNA_CORE_POLICY_H
#define ANNA_CORE_POLICY_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/timecontrol.h"

/* Who hears or acts: the visually impaired player (his earphone and
 * keypad), the sighted player (his keypad, a screen or speaker), the
 * arbiter (his keypad or the arbiter's log). */
enum anna_role {
	ANNA_ROLE_VI = 0,
	ANNA_ROLE_SIGHTED,
	ANNA_ROLE_ARBITER,
	ANNA_ROLE_COUNT
};
const char *anna_role_str(enum anna_role role);

enum anna_policy_mode {
	ANNA_MODE_TRAINING = 0,
	ANNA_MODE_COMPETITION,
};
const char *anna_policy_mode_str(enum anna_policy_mode mode);

struct anna_policy {
	enum anna_policy_mode mode;
	enum anna_edition edition;
	enum anna_tc_class game_type;  /* RB-1 (overridable, ED-1) */
	bool supervised;               /* RB-2: adequate supervision */
	/* The arbiter's switches (ARB-3, CLK-16, ILL-9). */
	bool check_words;              /* competition: say check and mate */
	bool clock_warnings;           /* competition: automatic warnings to
					* the VI player */
	bool square_queries;           /* competition: "what stands on",
					* "where are my knights" */
	bool announcing_assistant;     /* VI-14 b: anna announces both sides'
					* moves to the VI player unasked */
	bool combined_illegal_counter; /* ILL-9: one counter for 7.5, 7.7,
					* 7.8 (2017); default separate */
	bool quickplay_finish;         /* QPF-1: Annex G announced for the
					* event (2014/2017; 2009 needs none) */
	unsigned touched_listeners;    /* VI-6: who asked to hear "touched"
					* (bit 1u << role); default the VI
					* player (anna_policy_touched()) */
};

/* Training, 2017, standard, supervised, every arbiter switch off except
 * announcing_assistant (the VI player hears the opponent's moves). */
void anna_policy_default(struct anna_policy *policy);

/* Everything the device can say, one question each. */
enum anna_say {
	ANNA_SAY_MOVE = 0,          /* a move announcement (VI-3) */
	ANNA_SAY_CHECK_WORDS,       /* check / checkmate after a move (ARB-3) */
	ANNA_SAY_ILLEGAL_WARNING,   /* "illegal" before completion (ILL-12) */
	ANNA_SAY_ILLEGAL_REASON,    /* why it is illegal */
	ANNA_SAY_HINT,              /* a legal move list, a threat (ARB-3) */
	ANNA_SAY_CLOCK_WARNING,     /* automatic time warnings (CLK-16) */
	ANNA_SAY_CLOCK_ON_REQUEST,  /* time, moves made, time used (VI-10) */
	ANNA_SAY_OPPONENT_MOVED,    /* the opponent's move unasked (CLK-16) */
	ANNA_SAY_PRESS_REMINDER,    /* "press your clock" (CLK-16) */
	ANNA_SAY_NOT_MADE,          /* "the board shows no move yet" (VI-8) */
	ANNA_SAY_SQUARE_QUERY,      /* what stands on a square, where pieces are */
	ANNA_SAY_WHOSE_MOVE,        /* whose move it is */
	ANNA_SAY_BOARD_FIX,         /* correcting the board (VI-13) */
	ANNA_SAY_GAME_END,          /* result and why */
	ANNA_SAY_DRAW_OFFER,        /* the opponent offers a draw */
	ANNA_SAY_ARBITER_REPORT,    /* irregularities and proposals */
	ANNA_SAY_COUNT
};

/* May the device say `what` to `to`? The arbiter hears everything. */
bool anna_policy_may_say(const struct anna_policy *policy, enum anna_say what,
			 enum anna_role to);

/* ILL-8: the completed illegal move (per player) that loses: 3 under
 * 2009, 2 under 2014/2017. */
unsigned anna_policy_illegal_losing_count(const struct anna_policy *policy);
/* ILL-8, RB-4: ms the opponent gets for an illegal move (2 min, blitz
 * 2014/2017 1 min). */
uint64_t anna_policy_illegal_penalty_ms(const struct anna_policy *policy);
/* DRAW-6: ms the opponent gets for an incorrect draw claim (2009 3 min,
 * else 2, blitz 2014/2017 1). */
uint64_t anna_policy_wrong_claim_penalty_ms(const struct anna_policy *policy);
/* ILL-7: an unfinished promotion becomes a queen (2014/2017); 2009
 * restores the position. */
bool anna_policy_auto_queen(const struct anna_policy *policy);
/* ILL-9: a clock press without a move counts as an illegal move (2017). */
bool anna_policy_press_without_move_illegal(const struct anna_policy *policy);
/* ARB-3, CLK-16: the arbiter's four switches, by number. */
enum anna_policy_switch {
	ANNA_SWITCH_CHECK_WORDS = 0,
	ANNA_SWITCH_CLOCK_WARNINGS,
	ANNA_SWITCH_SQUARE_QUERIES,
	ANNA_SWITCH_ANNOUNCING_ASSISTANT,
	ANNA_SWITCH_COUNT
};
/* Its name in annad.conf and on the socket ("check-words"). */
const char *anna_policy_switch_str(enum anna_policy_switch sw);
/* The switch's field in policy. */
bool *anna_policy_switch_field(struct anna_policy *policy, enum anna_policy_switch sw);
/* Is what it allows in force? Always in training (no switch limits the
 * player at home), else as the arbiter set it. */
bool anna_policy_switch_in_force(const struct anna_policy *policy, enum anna_policy_switch sw);

/* ED-2: is there an arbiter to decide what the laws leave to him
 * (competition)? In training there is none: anna's own verdict (a fallen
 * flag's) is the result at once, and a paused clock is the player's own
 * to resume; no word sends him to an arbiter. */
bool anna_policy_has_arbiter(const struct anna_policy *policy);
/* DRAW-1: a draw by agreement needs a move by each player (2017). */
bool anna_policy_agreement_needs_moves(const struct anna_policy *policy);
/* QPF-1: may a quickplay claim (QPF-3) or increment request (QPF-2) be
 * made in a final period (all remaining moves) with or without a per-move
 * bonus? 2009: always, except blitz without adequate supervision;
 * 2014/2017: only with Annex G announced, never blitz, never with an
 * increment. */
bool anna_policy_quickplay(const struct anna_policy *policy, bool final_period,
			   bool bonus);

/* VI-6: what anna says when the VI player lifts a piece out of its hole. */
enum anna_touch_words {
	ANNA_TOUCH_SILENT = 0, /* nothing */
	ANNA_TOUCH_PIECE,      /* the piece and its square: "Springer Gustav
				* eins berührt" */
	ANNA_TOUCH_DUTY,       /* ... and what the lift obliges (TCH-3, TCH-6) */
};
/*
 * VI-6: what `to` hears of a lift, if he switched it on
 * (touched_listeners). The VI player: the piece in competition (a
 * physical fact told to himself, privately, ARB-4; not a hint, ARB-3),
 * the piece and its obligation in training (TCH-3). The sighted player:
 * only in training (competition: ARB-4, and he sees the lift). The
 * arbiter: the piece (his log has the touch instants as evidence anyway).
 */
enum anna_touch_words anna_policy_touched(const struct anna_policy *policy,
					  enum anna_role to);

/*
 * Training at home (ARB-3: in competition a player may use no device that
 * gives advice, analyses or an engine; none of these can be reached
 * there). One question: may the device offer `what`?
 */
enum anna_training {
	ANNA_TRAIN_ENGINE = 0,  /* a chess engine as the opponent */
	ANNA_TRAIN_HINT,        /* the engine's move for the player */
	ANNA_TRAIN_EVALUATION,  /* who stands better, mates */
	ANNA_TRAIN_TAKE_BACK,   /* take back the last move pair */
	ANNA_TRAIN_THREAT,      /* the opponent's best reply if it were his move */
	ANNA_TRAIN_REVIEW,      /* the engine's review after the game */
	ANNA_TRAIN_STUDY,       /* stepping through a PGN, guessing moves */
	ANNA_TRAIN_COUNT
};
bool anna_policy_may_train(const struct anna_policy *policy, enum anna_training what);

#endif
