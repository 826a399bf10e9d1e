/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/session_names.c: the names of the referee's enums (session.h), for
 * logs, the journal and the tests; never words a player hears.
 */
#include <stdio.h>

#include "core/session.h"

/* The name of v in a table of names, "?" outside it. */
#define NAME(names, v) \
	((unsigned)(v) < sizeof(names) / sizeof((names)[0]) ? (names)[v] : "?")

static const char *const state_names[ANNA_SESSION_STATE_COUNT] = {
	"setup", "vi_to_move", "sighted_to_move", "vi_executing",
	"arbiter", "paused", "ended",
};

const char *anna_session_state_str(enum anna_session_state state)
{
	return NAME(state_names, state);
}

static const char *const event_names[ANNA_SEV_COUNT] = {
	"start", "vi_lift", "vi_made", "vi_promotion", "vi_illegal",
	"vi_unmade", "vi_executed", "vi_wrong", "vi_mismatch", "vi_match",
	"sighted_made", "key_move", "key_promotion", "key_clock",
	"key_correct", "key_query", "key_draw_offer", "key_draw_decline",
	"key_resign", "claim", "deadline", "arb_pause", "arb_resume",
	"arb_adjust", "arb_take_back", "arb_set_position", "arb_penalty",
	"arb_result", "arb_confirm", "arb_override", "arb_new_game",
	"sheet_entry", "arb_reconcile", "arb_switches", "settle",
	"sighted_mismatch", "sighted_match",
};

const char *anna_session_event_str(enum anna_session_event_type type)
{
	return NAME(event_names, type);
}

const char *anna_session_penalty_str(enum anna_session_penalty p)
{
	switch (p) {
	case ANNA_PENALTY_TIME: return "time";
	case ANNA_PENALTY_DEDUCT: return "deduct";
	case ANNA_PENALTY_LOSS: return "loss";
	case ANNA_PENALTY_WARNING: return "warning";
	}
	return "?";
}

static const char *const query_names[ANNA_SQ_COUNT] = {
	"my_time", "opp_time", "both_times", "moves_made", "time_used",
	"my_last", "opp_last", "scoresheet", "square", "pieces", "whose_move",
	"sheet_lag",
};

const char *anna_session_query_str(enum anna_session_query q)
{
	return NAME(query_names, q);
}

static const char *const ann_names[ANNA_SANN_COUNT] = {
	"move", "physical", "illegal", "withdrawn", "clock", "promotion",
	"not_made", "drift", "mismatch", "board_ok", "game_end",
	"draw_offer", "draw_declined", "claim", "penalty", "paused",
	"resumed", "sheet_entry", "square", "pieces", "whose_move",
	"no_move", "refused", "claim_move", "increment", "touched", "entered",
	"held", "decided", "adjusted", "started", "switched",
};

const char *anna_session_ann_kind_str(enum anna_session_ann_kind kind)
{
	return NAME(ann_names, kind);
}

static const char *const duty_names[ANNA_SDUTY_COUNT] = {
	"unsaid", "move", "capture", "none",
};

const char *anna_session_duty_str(enum anna_session_duty duty)
{
	return NAME(duty_names, duty);
}

static const char *const refusal_names[ANNA_SREF_COUNT] = {
	"policy", "not_your_move", "illegal_entry", "frozen", "nothing",
	"wait_arbiter", "game_over", "promotion", "touched", "assistant",
	"quickplay", "not_paused", "not_started", "paused",
	"frozen_training", "no_draw", "no_arbiter", "switches_training", "boards_differ",
};

const char *anna_session_refusal_str(enum anna_session_refusal r)
{
	return NAME(refusal_names, r);
}

static const char *const report_names[ANNA_SREP_COUNT] = {
	"press_not_made", "illegal_move", "drift", "announce_differs",
	"claim", "flag", "game_end", "resignation", "agreement",
	"agreement_early", "mismatch", "sighted_mismatch", "decision", "penalty",
	"sheet",
	"claim_move", "press_no_move", "late_announcement", "sheet_lag", "quickplay",
	"assistant", "reconcile",
};

const char *anna_session_report_kind_str(enum anna_session_report_kind k)
{
	return NAME(report_names, k);
}

static const char *const proposal_names[ANNA_PROP_COUNT] = {
	"none", "illegal_penalty", "illegal_loss", "illegal_draw",
	"claim_draw", "claim_reject", "flag_loss", "flag_draw", "quickplay_draw",
	"increment", "press_penalty", "reconcile",
};

const char *anna_session_proposal_str(enum anna_session_proposal p)
{
	return NAME(proposal_names, p);
}

int anna_session_transition_str(char *buf, size_t size, enum anna_session_state from,
				enum anna_session_event_type event,
				enum anna_session_state to)
{
	return snprintf(buf, size, "%s, %s -> %s", anna_session_state_str(from),
			anna_session_event_str(event), anna_session_state_str(to));
}
