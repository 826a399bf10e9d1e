/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/policy.c: what the device may say and do (ARB-3, CLK-16, ILL-12)
 * and the edition's numbers (docs/rules.md, "Where the editions differ").
 */
#include "core/policy.h"

#include <stddef.h>

const char *anna_role_str(enum anna_role role)
{
	switch (role) {
	case ANNA_ROLE_VI: return "vi";
	case ANNA_ROLE_SIGHTED: return "sighted";
	case ANNA_ROLE_ARBITER: return "arbiter";
	case ANNA_ROLE_COUNT: break;
	}
	return "?";
}

const char *anna_policy_mode_str(enum anna_policy_mode mode)
{
	switch (mode) {
	case ANNA_MODE_TRAINING: return "training";
	case ANNA_MODE_COMPETITION: return "competition";
	}
	return "?";
}

void anna_policy_default(struct anna_policy *policy)
{
	policy->mode = ANNA_MODE_TRAINING;
	policy->edition = ANNA_EDITION_2017;
	policy->game_type = ANNA_TC_STANDARD;
	policy->supervised = true;
	policy->check_words = false;
	policy->clock_warnings = false;
	policy->square_queries = false;
	policy->announcing_assistant = true;
	policy->combined_illegal_counter = false;
	policy->quickplay_finish = false;
	policy->touched_listeners = 1u << ANNA_ROLE_VI;
}

bool anna_policy_may_say(const struct anna_policy *policy, enum anna_say what,
			 enum anna_role to)
{
	if ((unsigned)what >= ANNA_SAY_COUNT || (unsigned)to >= ANNA_ROLE_COUNT)
		return false;
	/* The arbiter hears everything: his log is the evidence (ARB). */
	if (to == ANNA_ROLE_ARBITER)
		return true;
	if (what == ANNA_SAY_ARBITER_REPORT)
		return false;
	if (policy->mode == ANNA_MODE_TRAINING)
		return true;
	switch (what) {
	case ANNA_SAY_MOVE:            /* VI-3: moves are announced */
	case ANNA_SAY_CLOCK_ON_REQUEST:/* VI-10, VI-14 d: on request */
	case ANNA_SAY_BOARD_FIX:       /* VI-13: boards brought into line */
	case ANNA_SAY_GAME_END:
	case ANNA_SAY_DRAW_OFFER:      /* DRAW-1: an offer is made to him */
		return true;
	case ANNA_SAY_CHECK_WORDS:     /* ARB-3: only when switched on */
		return policy->check_words;
	case ANNA_SAY_CLOCK_WARNING:   /* CLK-16: to the VI player, if allowed */
		return policy->clock_warnings && to == ANNA_ROLE_VI;
	case ANNA_SAY_OPPONENT_MOVED:  /* CLK-16 unless anna is the
					* announcing assistant (VI-14 b) */
		return policy->announcing_assistant && to == ANNA_ROLE_VI;
	case ANNA_SAY_SQUARE_QUERY:    /* ARB-3: the arbiter may allow it */
		return policy->square_queries;
	case ANNA_SAY_ILLEGAL_WARNING: /* ILL-12 */
	case ANNA_SAY_ILLEGAL_REASON:
	case ANNA_SAY_HINT:            /* ARB-3 */
	case ANNA_SAY_PRESS_REMINDER:  /* CLK-16 */
	case ANNA_SAY_NOT_MADE:        /* VI-8: the arbiter's matter; telling
					* the player would be a reminder */
	case ANNA_SAY_WHOSE_MOVE:      /* CLK-16: a "you forgot" reminder */
	case ANNA_SAY_ARBITER_REPORT:
	case ANNA_SAY_COUNT:
		return false;
	}
	return false;
}

unsigned anna_policy_illegal_losing_count(const struct anna_policy *policy)
{
	/* ILL-8: 2009 +2, +2, third loses; 2014/2017 second loses. */
	return policy->edition == ANNA_EDITION_2009 ? 3 : 2;
}

uint64_t anna_policy_illegal_penalty_ms(const struct anna_policy *policy)
{
	return anna_tc_penalty_ms(ANNA_TC_PENALTY_ILLEGAL_MOVE,
				  (unsigned)policy->edition, policy->game_type);
}

uint64_t anna_policy_wrong_claim_penalty_ms(const struct anna_policy *policy)
{
	return anna_tc_penalty_ms(ANNA_TC_PENALTY_WRONG_DRAW_CLAIM,
				  (unsigned)policy->edition, policy->game_type);
}

bool anna_policy_auto_queen(const struct anna_policy *policy)
{
	return policy->edition != ANNA_EDITION_2009; /* ILL-7 */
}

bool anna_policy_press_without_move_illegal(const struct anna_policy *policy)
{
	return policy->edition == ANNA_EDITION_2017; /* ILL-9 */
}

bool anna_policy_has_arbiter(const struct anna_policy *policy)
{
	return policy->mode != ANNA_MODE_TRAINING;
}

bool anna_policy_agreement_needs_moves(const struct anna_policy *policy)
{
	return policy->edition == ANNA_EDITION_2017; /* DRAW-1 */
}

bool anna_policy_quickplay(const struct anna_policy *policy, bool final_period,
			   bool bonus)
{
	if (!final_period)
		return false; /* QPF-1: all remaining moves in limited time */
	if (policy->edition == ANNA_EDITION_2009)
		return !(policy->game_type == ANNA_TC_BLITZ && !policy->supervised);
	return policy->quickplay_finish && policy->game_type != ANNA_TC_BLITZ && !bonus;
}

enum anna_touch_words anna_policy_touched(const struct anna_policy *policy,
					  enum anna_role to)
{
	if ((unsigned)to >= ANNA_ROLE_COUNT || !(policy->touched_listeners >> to & 1u))
		return ANNA_TOUCH_SILENT; /* some find it chatty: switched off */
	bool training = policy->mode == ANNA_MODE_TRAINING;
	switch (to) {
	case ANNA_ROLE_VI:
		/* VI-6: bound from the lift; TCH-3 in words is advice, which
		 * competition forbids (ARB-3) */
		return training ? ANNA_TOUCH_DUTY : ANNA_TOUCH_PIECE;
	case ANNA_ROLE_SIGHTED:
		/* ARB-4: the VI player's matters stay in his earphone */
		return training ? ANNA_TOUCH_PIECE : ANNA_TOUCH_SILENT;
	case ANNA_ROLE_ARBITER:
		return ANNA_TOUCH_PIECE;
	case ANNA_ROLE_COUNT:
		break;
	}
	return ANNA_TOUCH_SILENT;
}

bool anna_policy_may_train(const struct anna_policy *policy, enum anna_training what)
{
	/* ARB-3: nothing of it in competition, everything in training */
	return (unsigned)what < ANNA_TRAIN_COUNT && policy->mode == ANNA_MODE_TRAINING;
}

static const char *const switch_names[ANNA_SWITCH_COUNT] = {
	"check-words", "clock-warnings", "square-queries", "announcing-assistant",
};

const char *anna_policy_switch_str(enum anna_policy_switch sw)
{
	return (unsigned)sw < ANNA_SWITCH_COUNT ? switch_names[sw] : "?";
}

bool *anna_policy_switch_field(struct anna_policy *policy, enum anna_policy_switch sw)
{
	switch (sw) {
	case ANNA_SWITCH_CLOCK_WARNINGS: return &policy->clock_warnings;
	case ANNA_SWITCH_SQUARE_QUERIES: return &policy->square_queries;
	case ANNA_SWITCH_ANNOUNCING_ASSISTANT: return &policy->announcing_assistant;
	default: return &policy->check_words;
	}
}

bool anna_policy_switch_in_force(const struct anna_policy *policy, enum anna_policy_switch sw)
{
	return policy->mode == ANNA_MODE_TRAINING ||
	       *anna_policy_switch_field((struct anna_policy *)policy, sw);
}
