/*
 * core/session.c: the referee (session.h). One switch of event x state in
 * anna_session_feed(); the helpers below it carry out the rules.
 */
#include "core/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"

#define MAX_DECISIONS 8

struct decision {
	unsigned id;                 /* 0 = free slot */
	enum anna_session_proposal proposal;
	int side;                    /* the offender / claimant / flagged */
	int64_t ms;
	enum anna_game_result result;
	enum anna_session_end end;
	bool holds;                  /* play is held (state ARBITER) */
	enum anna_session_illegal reason; /* ILLEGAL_*: ILL-7 auto queen */
	uint16_t queen_move;         /* ILL-7: the move with a queen */
	bool auto_end;               /* ED-2: a game that ended by itself */
	uint16_t intended;           /* CLAIM_*: the claim's intended move */
	bool press;                  /* ILL-9: a press without a move */
	bool assistant;              /* VI-16: the start without one */
	bool reconcile;              /* VI-13: s->rec's proposal */
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
	/* the VI board, as the driver reports it */
	bool vi_made;
	uint16_t vi_move;
	bool vi_illegal;
	uint64_t illegal_said_ms; /* when training last said the board's
				   * illegal move (+1: 0 = never) */
	struct anna_session_event vi_phys;
	bool vi_promo;                /* a pawn on the last rank, no piece */
	int promo_from, promo_to;
	enum anna_piece_type promo_piece; /* named on the keypad */
	bool vi_mismatch;
	bool sighted_mismatch;        /* the sighted board was read differing */
	struct anna_position sighted_board; /* its placement then */
	bool drift;
	bool board_emitted;
	bool board_execute;
	uint16_t board_expected;
	size_t board_ply;
	/* a typed announcement (VI-12) */
	bool typed;
	bool typed_legal;
	int typed_side;
	uint16_t typed_move;
	int typed_from, typed_to;
	enum anna_piece_type typed_promo;
	bool typed_corrected;         /* the next one replaces a withdrawn one */
	bool executed_early;          /* VI carried it out before the press */
	/* counters, offers, decisions */
	unsigned illegal[2];
	unsigned early_press[2];
	unsigned press_illegal[2];    /* ILL-9 breaches the arbiter confirmed */
	int offer_side;               /* -1: no draw offer pending */
	bool offer_mark[2];           /* (=) on the side's coming ply */
	struct decision decisions[MAX_DECISIONS];
	unsigned next_decision;
	bool flag_reported[2];
	enum anna_session_end end;
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
};

/* ---- names ---------------------------------------------------------- */

static const char *const state_names[ANNA_SESSION_STATE_COUNT] = {
	"setup", "vi_to_move", "sighted_to_move", "vi_executing",
	"arbiter", "paused", "ended",
};

const char *anna_session_state_str(enum anna_session_state state)
{
	return (unsigned)state < ANNA_SESSION_STATE_COUNT ? state_names[state] : "?";
}

static const char *const event_names[ANNA_SEV_COUNT] = {
	"start", "vi_lift", "vi_made", "vi_promotion", "vi_illegal",
	"vi_unmade", "vi_executed", "vi_wrong", "vi_mismatch", "vi_match",
	"sighted_made", "sighted_mismatch", "sighted_match", "key_move",
	"key_promotion", "key_clock",
	"key_correct", "key_query", "key_draw_offer", "key_draw_decline",
	"key_resign", "claim", "deadline", "arb_pause", "arb_resume",
	"arb_adjust", "arb_take_back", "arb_set_position", "arb_penalty",
	"arb_result", "arb_confirm", "arb_override", "arb_new_game",
	"sheet_entry", "arb_reconcile", "arb_switches",
};

const char *anna_session_event_str(enum anna_session_event_type type)
{
	return (unsigned)type < ANNA_SEV_COUNT ? event_names[type] : "?";
}

static const char *const query_names[ANNA_SQ_COUNT] = {
	"my_time", "opp_time", "both_times", "moves_made", "time_used",
	"my_last", "opp_last", "scoresheet", "square", "pieces", "whose_move",
	"sheet_lag",
};

const char *anna_session_query_str(enum anna_session_query q)
{
	return (unsigned)q < ANNA_SQ_COUNT ? query_names[q] : "?";
}

static const char *const illegal_names[ANNA_SILL_COUNT] = {
	"not_own_piece", "own_capture", "pattern", "blocked", "self_check",
	"castle_rights", "castle_blocked", "castle_in_check",
	"castle_through", "castle_rook", "unfinished_promotion",
};

const char *anna_session_illegal_str(enum anna_session_illegal r)
{
	return (unsigned)r < ANNA_SILL_COUNT ? illegal_names[r] : "?";
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

static const char *const end_names[ANNA_SEND_COUNT] = {
	"none", "checkmate", "stalemate", "dead_position", "fivefold",
	"seventy_five", "threefold", "fifty", "agreement", "resignation",
	"time", "time_draw", "illegal_moves", "illegal_draw", "arbiter",
};

const char *anna_session_end_str(enum anna_session_end end)
{
	return (unsigned)end < ANNA_SEND_COUNT ? end_names[end] : "?";
}

static const char *const action_names[ANNA_SA_COUNT] = {
	"announce", "arm_timer", "record_ply", "report", "vi_board", "bug",
};

const char *anna_session_action_str(enum anna_session_action_type type)
{
	return (unsigned)type < ANNA_SA_COUNT ? action_names[type] : "?";
}

static const char *const ann_names[ANNA_SANN_COUNT] = {
	"move", "physical", "illegal", "withdrawn", "clock", "promotion",
	"not_made", "drift", "mismatch", "board_ok", "game_end",
	"draw_offer", "draw_declined", "claim", "penalty", "paused",
	"resumed", "sheet_entry", "square", "pieces", "whose_move",
	"no_move", "refused", "claim_move", "increment", "touched", "entered",
};

const char *anna_session_ann_kind_str(enum anna_session_ann_kind kind)
{
	return (unsigned)kind < ANNA_SANN_COUNT ? ann_names[kind] : "?";
}

static const char *const duty_names[ANNA_SDUTY_COUNT] = {
	"unsaid", "move", "capture", "none",
};

const char *anna_session_duty_str(enum anna_session_duty duty)
{
	return (unsigned)duty < ANNA_SDUTY_COUNT ? duty_names[duty] : "?";
}

static const char *const refusal_names[ANNA_SREF_COUNT] = {
	"policy", "not_your_move", "illegal_entry", "frozen", "nothing",
	"wait_arbiter", "game_over", "promotion", "touched", "assistant",
	"quickplay", "not_paused",
};

const char *anna_session_refusal_str(enum anna_session_refusal r)
{
	return (unsigned)r < ANNA_SREF_COUNT ? refusal_names[r] : "?";
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
	return (unsigned)k < ANNA_SREP_COUNT ? report_names[k] : "?";
}

static const char *const proposal_names[ANNA_PROP_COUNT] = {
	"none", "illegal_penalty", "illegal_loss", "illegal_draw",
	"claim_draw", "claim_reject", "flag_loss", "flag_draw", "quickplay_draw",
	"increment", "press_penalty", "reconcile",
};

const char *anna_session_proposal_str(enum anna_session_proposal p)
{
	return (unsigned)p < ANNA_PROP_COUNT ? proposal_names[p] : "?";
}

/* ---- configuration ---------------------------------------------------- */

void anna_session_event_init(struct anna_session_event *ev,
			     enum anna_session_event_type type, uint64_t at_ms)
{
	memset(ev, 0, sizeof(*ev));
	ev->type = type;
	ev->at_ms = at_ms;
	ev->from = ev->to = ev->square = ANNA_NO_SQ;
	ev->promotion = ANNA_NO_TYPE;
}

void anna_session_config_default(struct anna_session_config *config)
{
	memset(config, 0, sizeof(*config));
	anna_policy_default(&config->policy);
	config->vi_side = ANNA_WHITE;
	config->vi_sensor_board = true;
	config->tc.nperiods = 2;
	config->tc.periods[0] = (struct anna_tc_period){ 40, 90ULL * 60000,
		ANNA_TC_BONUS_INCREMENT, 30000 };
	config->tc.periods[1] = (struct anna_tc_period){ 0, 30ULL * 60000,
		ANNA_TC_BONUS_INCREMENT, 30000 };
	config->announce_gap_ms = ANNA_SESSION_ANNOUNCE_GAP_MS;
	anna_clock_settings_default(&config->clock, &config->tc);
}

static int side_of(const struct anna_session *s, enum anna_role role)
{
	return role == ANNA_ROLE_VI ? s->cfg.vi_side : 1 - s->cfg.vi_side;
}

static enum anna_role role_of(const struct anna_session *s, int side)
{
	return side == s->cfg.vi_side ? ANNA_ROLE_VI : ANNA_ROLE_SIGHTED;
}

static bool may(const struct anna_session *s, enum anna_say what, enum anna_role to)
{
	return anna_policy_may_say(&s->cfg.policy, what, to);
}

static enum anna_status setup_game(struct anna_session *s, const struct anna_position *start,
				   struct anna_error *err)
{
	anna_game_fini(&s->game);
	enum anna_status st = anna_game_init(&s->game, s->cfg.policy.edition, start);
	if (st != ANNA_OK) {
		char e[16];
		snprintf(e, sizeof(e), "%d", (int)s->cfg.policy.edition);
		return anna_error_set(err, st, ANNA_MSG_TC_EDITION, e);
	}
	anna_scoresheet_fini(&s->vi_sheet);
	anna_scoresheet_fini(&s->sighted_sheet);
	anna_scoresheet_init(&s->vi_sheet, &s->game.start);
	anna_scoresheet_init(&s->sighted_sheet, &s->game.start);
	s->nplies = 0;
	return ANNA_OK;
}

static void reset_ply(struct anna_session *s)
{
	memset(&s->cur, 0, sizeof(s->cur));
	s->cur.index = (unsigned)s->game.count;
	s->cur.mover = s->game.pos.side;
	s->vi_made = s->vi_illegal = s->vi_promo = false;
	s->promo_piece = ANNA_NO_TYPE;
	s->typed = s->typed_corrected = s->executed_early = false;
}

static enum anna_status build(struct anna_session *s, struct anna_error *err)
{
	struct anna_clock_settings cs = s->cfg.clock;
	cs.mode = s->cfg.policy.mode == ANNA_MODE_COMPETITION ? ANNA_CLOCK_COMPETITION
							      : ANNA_CLOCK_TRAINING;
	cs.vi_side = s->cfg.vi_side;
	cs.competition_warnings = s->cfg.policy.clock_warnings;
	cs.edition = (unsigned)s->cfg.policy.edition;
	cs.game_class = s->cfg.policy.game_type;
	cs.supervised = s->cfg.policy.supervised;
	anna_clock_free(s->clock);
	s->clock = NULL;
	enum anna_status st = anna_clock_new(&s->cfg.tc, &cs, &s->clock, err);
	if (st != ANNA_OK)
		return st;
	st = setup_game(s, s->cfg.has_start ? &s->cfg.start : NULL, err);
	if (st != ANNA_OK)
		return st;
	s->state = ANNA_SESSION_SETUP;
	s->resume_to = ANNA_SESSION_SETUP;
	s->last_ms = 0;
	s->armed = ANNA_CLOCK_NO_DEADLINE;
	s->vi_mismatch = s->drift = s->board_emitted = false;
	s->illegal[0] = s->illegal[1] = 0;
	s->early_press[0] = s->early_press[1] = 0;
	s->press_illegal[0] = s->press_illegal[1] = 0;
	s->offer_side = -1;
	s->offer_mark[0] = s->offer_mark[1] = false;
	memset(s->decisions, 0, sizeof(s->decisions));
	s->next_decision = 1;
	s->flag_reported[0] = s->flag_reported[1] = false;
	s->end = ANNA_SEND_NONE;
	s->overridden = false;
	s->obliged_side = -1;
	s->assistant_ok = s->cfg.assistant;
	reset_ply(s);
	return ANNA_OK;
}

enum anna_status anna_session_new(const struct anna_session_config *config,
				  struct anna_session **out, struct anna_error *err)
{
	anna_error_clear(err);
	anna_core_init();
	if (config->vi_side != ANNA_WHITE && config->vi_side != ANNA_BLACK) {
		char v[16];
		snprintf(v, sizeof(v), "%d", config->vi_side);
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_SESSION_VI_SIDE, v);
	}
	struct anna_session *s = calloc(1, sizeof(*s));
	if (!s)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	s->cfg = *config;
	enum anna_status st = build(s, err);
	if (st != ANNA_OK) {
		anna_session_free(s);
		return st;
	}
	*out = s;
	return ANNA_OK;
}

void anna_session_free(struct anna_session *s)
{
	if (!s)
		return;
	anna_clock_free(s->clock);
	anna_game_fini(&s->game);
	anna_scoresheet_fini(&s->vi_sheet);
	anna_scoresheet_fini(&s->sighted_sheet);
	free(s->plies);
	free(s->rec);
	free(s);
}

/* ---- the action list ---------------------------------------------------- */

struct out {
	struct anna_session_action *a;
	size_t n;
	uint64_t at;
};

static struct anna_session_action *push(struct out *o, enum anna_session_action_type t)
{
	if (o->n >= ANNA_SESSION_MAX_ACTIONS)
		return NULL;
	struct anna_session_action *a = &o->a[o->n++];
	memset(a, 0, sizeof(*a));
	a->type = t;
	a->at_ms = o->at;
	return a;
}

static struct anna_session_announcement *announce(struct out *o, enum anna_session_ann_kind k,
						  enum anna_role listener, int mover)
{
	struct anna_session_action *a = push(o, ANNA_SA_ANNOUNCE);
	if (!a)
		return NULL;
	a->ann.kind = k;
	a->ann.listener = listener;
	a->ann.mover = mover;
	a->ann.from = a->ann.to = a->ann.square = ANNA_NO_SQ;
	a->ann.promotion = ANNA_NO_TYPE;
	return &a->ann;
}

/* Says tmpl to both players (its listener set per copy). */
static void announce_both(struct out *o, const struct anna_session_announcement *tmpl)
{
	for (int r = ANNA_ROLE_VI; r <= ANNA_ROLE_SIGHTED; r++) {
		struct anna_session_announcement *a =
			announce(o, tmpl->kind, (enum anna_role)r, tmpl->mover);
		if (a) {
			*a = *tmpl;
			a->listener = (enum anna_role)r;
		}
	}
}

static void refuse(struct out *o, enum anna_role to, enum anna_session_refusal r, int mover)
{
	struct anna_session_announcement *a = announce(o, ANNA_SANN_REFUSED, to, mover);
	if (a)
		a->refusal = r;
}

static struct anna_session_report *report(struct out *o, enum anna_session_report_kind k,
					  int side)
{
	struct anna_session_action *a = push(o, ANNA_SA_REPORT);
	if (!a)
		return NULL;
	a->report.kind = k;
	a->report.side = side;
	a->report.from = a->report.to = ANNA_NO_SQ;
	return &a->report;
}

static void bug(struct out *o, enum anna_session_state st, enum anna_session_event_type ev)
{
	struct anna_session_action *a = push(o, ANNA_SA_BUG);
	if (a) {
		a->bug_state = st;
		a->bug_event = ev;
	}
}

/* The VI board's task, emitted when it changes. */
static void vi_board(struct anna_session *s, struct out *o, bool execute, uint16_t expected)
{
	if (s->board_emitted && s->board_execute == execute &&
	    s->board_expected == expected && s->board_ply == s->game.count)
		return;
	s->board_emitted = true;
	s->board_execute = execute;
	s->board_expected = expected;
	s->board_ply = s->game.count;
	struct anna_session_action *a = push(o, ANNA_SA_VI_BOARD);
	if (a) {
		a->vi_execute = execute;
		a->vi_expected = expected;
	}
}

/* The play state for the side to move. */
static enum anna_session_state to_move_state(const struct anna_session *s)
{
	return s->game.pos.side == s->cfg.vi_side ? ANNA_SESSION_VI_TO_MOVE
						  : ANNA_SESSION_SIGHTED_TO_MOVE;
}

/* The legal move from -> to (promotion piece) in pos, or NONE. *needs_piece
 * says a promotion matched without its piece. */
static uint16_t find_move(const struct anna_position *pos, int from, int to,
			  enum anna_piece_type promo, bool *needs_piece)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	if (needs_piece)
		*needs_piece = false;
	for (size_t i = 0; i < n; i++) {
		if (anna_move_from(moves[i]) != from || anna_move_to(moves[i]) != to)
			continue;
		if (!anna_move_is_promotion(moves[i]))
			return promo == ANNA_NO_TYPE ? moves[i] : ANNA_MOVE_NONE;
		if (anna_move_promotion(moves[i]) == promo)
			return moves[i];
		if (promo == ANNA_NO_TYPE && needs_piece)
			*needs_piece = true;
	}
	return ANNA_MOVE_NONE;
}

static enum anna_mate_answer can_mate(const struct anna_session *s, int color)
{
	unsigned long budget = s->cfg.mate_budget ? s->cfg.mate_budget : ANNA_MATE_BUDGET;
	return anna_game_can_mate(&s->game.pos, color, budget, NULL, 0, NULL);
}

static unsigned new_decision(struct anna_session *s, const struct decision *d)
{
	for (size_t i = 0; i < MAX_DECISIONS; i++) {
		if (s->decisions[i].id)
			continue;
		s->decisions[i] = *d;
		s->decisions[i].id = s->next_decision++;
		return s->decisions[i].id;
	}
	return 0;
}

/* The open decision of d's kind (ILL-9 press, VI-16 assistant) for d's
 * side, else a new one. */
static unsigned open_or_new_decision(struct anna_session *s, const struct decision *d)
{
	for (size_t i = 0; i < MAX_DECISIONS; i++) {
		const struct decision *e = &s->decisions[i];
		if (e->id && e->press == d->press && e->assistant == d->assistant &&
		    e->side == d->side && (d->press || d->assistant))
			return e->id;
	}
	return new_decision(s, d);
}

static struct decision *find_decision(struct anna_session *s, unsigned id)
{
	for (size_t i = 0; i < MAX_DECISIONS && id; i++)
		if (s->decisions[i].id == id)
			return &s->decisions[i];
	return NULL;
}

static bool holding(const struct anna_session *s)
{
	for (size_t i = 0; i < MAX_DECISIONS; i++)
		if (s->decisions[i].id && s->decisions[i].holds)
			return true;
	return false;
}

/* ---- the game's end ----------------------------------------------------- */

/* The game is over. An automatic end (automatic: checkmate, stalemate,
 * dead position, DRAW-7) pauses the clock rather than stopping it: ED-2
 * lets the arbiter override it and play go on. Returns the report. */
static struct anna_session_report *end_game(struct anna_session *s, struct out *o,
					    enum anna_session_end end,
					    enum anna_game_result result, int loser,
					    bool automatic)
{
	s->game.result = result;
	s->end = end;
	if (automatic && anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
				 ANNA_CLOCK_REASON_ARBITER, NULL);
	else if (!automatic && (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING ||
				anna_clock_state(s->clock) == ANNA_CLOCK_PAUSED))
		anna_clock_stop(s->clock, o->at, NULL);
	s->state = ANNA_SESSION_ENDED;
	s->offer_side = -1;
	memset(s->decisions, 0, sizeof(s->decisions));
	/* the result is always said to both (ARB: policy GAME_END) */
	struct anna_session_announcement t;
	memset(&t, 0, sizeof(t));
	t.kind = ANNA_SANN_GAME_END;
	t.mover = loser;
	t.from = t.to = t.square = ANNA_NO_SQ;
	t.end = end;
	t.result = result;
	announce_both(o, &t);
	struct anna_session_report *rep = report(o, ANNA_SREP_GAME_END, loser);
	if (rep)
		rep->result = result;
	return rep;
}

/* END-1..4, DRAW-7: what the game as recorded ends by itself, if
 * anything (*result, *loser: -1 for a draw). */
static enum anna_session_end auto_end(const struct anna_session *s,
				      enum anna_game_result *result, int *loser)
{
	struct anna_game_status st;
	anna_game_status(&s->game, &st);
	const struct anna_position *pos = &s->game.pos;
	if (st.end != ANNA_END_NONE && s->overridden && st.end_ply <= s->override_ply) {
		/* ED-2: the arbiter overrode the end found there; only what
		 * the current position ends counts now (2017 DRAW-7 "at least
		 * five times": a further occurrence ends it again) */
		uint16_t moves[ANNA_MAX_MOVES];
		bool mate_or_stale = anna_movegen_legal(pos, moves) == 0;
		st.end = ANNA_END_NONE;
		if (mate_or_stale)
			st.end = st.check ? ANNA_END_CHECKMATE : ANNA_END_STALEMATE;
		else if (s->game.edition == ANNA_EDITION_2017 && st.repetitions >= 5)
			st.end = ANNA_END_FIVEFOLD;
		else if (s->game.edition != ANNA_EDITION_2009 && st.halfmove_clock >= 150)
			st.end = ANNA_END_SEVENTY_FIVE;
		st.result = st.end == ANNA_END_CHECKMATE
			? (pos->side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS : ANNA_RESULT_WHITE_WINS)
			: ANNA_RESULT_DRAW;
	}
	*result = st.result;
	*loser = st.result == ANNA_RESULT_WHITE_WINS ? ANNA_BLACK
	       : st.result == ANNA_RESULT_BLACK_WINS ? ANNA_WHITE : -1;
	switch (st.end) {
	case ANNA_END_NONE: return ANNA_SEND_NONE;
	case ANNA_END_CHECKMATE: return ANNA_SEND_CHECKMATE;
	case ANNA_END_STALEMATE: return ANNA_SEND_STALEMATE;
	case ANNA_END_DEAD_POSITION: return ANNA_SEND_DEAD_POSITION;
	case ANNA_END_FIVEFOLD: return ANNA_SEND_FIVEFOLD;
	case ANNA_END_SEVENTY_FIVE: return ANNA_SEND_SEVENTY_FIVE;
	}
	return ANNA_SEND_NONE;
}

/* END-1..4, DRAW-7: the position after a ply ends the game by itself, at
 * once, without a claim or a press (TCH-9): said to both, the clock
 * stopped, the arbiter told; ED-2: he may still override it. */
static bool check_status(struct anna_session *s, struct out *o)
{
	enum anna_game_result result;
	int loser;
	enum anna_session_end end = auto_end(s, &result, &loser);
	if (end == ANNA_SEND_NONE)
		return false;
	struct anna_session_report *r = end_game(s, o, end, result, loser, true);
	struct decision d = { 0 };
	d.side = loser;
	d.auto_end = true;
	d.end = end;
	d.result = result;
	if (r)
		r->decision = new_decision(s, &d);
	return true;
}

/* ---- the clock's announcements ------------------------------------------ */

static void flag_fell(struct anna_session *s, struct out *o, int flagged)
{
	if (s->flag_reported[flagged] || s->state == ANNA_SESSION_ENDED)
		return;
	s->flag_reported[flagged] = true;
	enum anna_mate_answer m = can_mate(s, 1 - flagged);
	struct anna_flag_case c;
	if (anna_clock_flag_case(s->clock, m, &c, NULL) != ANNA_OK)
		return;
	enum anna_flag_verdict v = anna_clock_flag_verdict(&c);
	struct decision d = { 0 };
	d.side = flagged;
	switch (v) {
	case ANNA_FLAG_LOSS:
	case ANNA_FLAG_LOSS_UNLESS_ARBITER:
		d.proposal = ANNA_PROP_FLAG_LOSS;
		d.end = ANNA_SEND_TIME;
		d.result = flagged == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS
						 : ANNA_RESULT_WHITE_WINS;
		break;
	case ANNA_FLAG_DRAW:
		d.proposal = ANNA_PROP_FLAG_DRAW;
		d.end = ANNA_SEND_TIME_DRAW;
		d.result = ANNA_RESULT_DRAW;
		break;
	default:
		d.proposal = ANNA_PROP_NONE;
		break;
	}
	struct anna_session_report *r = report(o, ANNA_SREP_FLAG, flagged);
	if (!r)
		return;
	r->verdict = v;
	r->mate = m;
	r->proposal = d.proposal;
	r->result = d.result;
	r->pos = s->game.pos;
	r->n_evidence = 1;
	r->evidence[0] = anna_clock_flag(s->clock, flagged)->at_ms;
	/* CLK-7, ED-2: the fall becomes effective when the arbiter confirms */
	if (d.proposal != ANNA_PROP_NONE)
		r->decision = new_decision(s, &d);
}

static void drain_clock(struct anna_session *s, struct out *o)
{
	struct anna_clock_announcement ca;
	while (anna_clock_poll(s->clock, &ca) == 1) {
		bool flag = ca.kind == ANNA_CLOCK_ANN_FLAG;
		for (int r = ANNA_ROLE_VI; r <= ANNA_ROLE_SIGHTED; r++) {
			bool own = side_of(s, (enum anna_role)r) == ca.side;
			/* a flag is said to both; warnings only to their side,
			 * when the policy allows them (CLK-16) */
			if (!flag && (!own || !may(s, ANNA_SAY_CLOCK_WARNING,
						   (enum anna_role)r)))
				continue;
			struct anna_session_announcement *a =
				announce(o, ANNA_SANN_CLOCK, (enum anna_role)r, ca.side);
			if (a)
				a->clock = ca;
		}
		if (flag)
			flag_fell(s, o, ca.side);
	}
}

/* ---- plies ---------------------------------------------------------------- */

static void store_ply(struct anna_session *s, const struct anna_session_ply *p)
{
	if (s->nplies == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 128;
		struct anna_session_ply *n = realloc(s->plies, cap * sizeof(*n));
		if (!n)
			return; /* the steps are lost, the game is not */
		s->plies = n;
		s->cap = cap;
	}
	s->plies[s->nplies++] = *p;
}

static void announce_move(struct anna_session *s, struct out *o, enum anna_role to,
			  const struct anna_position *pos, uint16_t move, bool correction)
{
	struct anna_session_announcement *a = announce(o, ANNA_SANN_MOVE, to, pos->side);
	if (!a)
		return;
	a->pos = *pos;
	a->move = move;
	a->check_words = may(s, ANNA_SAY_CHECK_WORDS, to);
	a->correction = correction;
}

/* May the mover's move be announced to the opponent unasked? */
static bool may_announce_to(const struct anna_session *s, enum anna_role to)
{
	return may(s, to == ANNA_ROLE_VI ? ANNA_SAY_OPPONENT_MOVED : ANNA_SAY_MOVE, to);
}

/* A legal move completed by the press of side at o->at: the clock switches
 * at that instant (VI-8), the ply is recorded. */
static void complete_ply(struct anna_session *s, struct out *o, int side, uint16_t move,
			 bool announced_before)
{
	struct anna_position before = s->game.pos;
	enum anna_role opp = role_of(s, 1 - side);
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_press(s->clock, o->at, side, NULL);
	if (anna_game_append(&s->game, move, NULL) != ANNA_OK) {
		bug(o, s->state, ANNA_SEV_KEY_CLOCK);
		return;
	}
	struct anna_game_ply *gp = &s->game.plies[s->game.count - 1];
	unsigned sheet_flags = 0;
	if (s->offer_mark[side]) {
		gp->flags |= ANNA_PLY_DRAW_OFFER; /* SHEET-5 */
		sheet_flags |= ANNA_SHEET_DRAW_OFFER;
		s->offer_mark[side] = false;
	}
	gp->clock_ms = (uint32_t)anna_clock_remaining(s->clock, side, o->at);
	anna_scoresheet_add(&s->vi_sheet, move, sheet_flags, o->at, NULL);
	/* DRAW-1: the opponent's pending offer lapses with this move */
	if (s->offer_side == 1 - side)
		s->offer_side = -1;
	/* DRAW-6: a rejected claim's intended move had to be played */
	if (s->obliged_side == side) {
		if (move != s->obliged_move) {
			struct anna_session_report *r = report(o, ANNA_SREP_CLAIM_MOVE, side);
			if (r) {
				r->pos = before;
				r->move = s->obliged_move;
				r->from = anna_move_from(move);
				r->to = anna_move_to(move);
				r->promotion = anna_move_is_promotion(move)
					? anna_move_promotion(move) : ANNA_NO_TYPE;
			}
		}
		s->obliged_side = -1;
	}
	struct anna_session_ply p = s->cur;
	p.index = (unsigned)s->game.count - 1;
	p.mover = side;
	p.move = move;
	p.draw_offer = sheet_flags != 0;
	if (!p.announced_ms)
		p.announced_ms = o->at;
	p.pressed_ms = o->at;
	p.remaining_ms = anna_clock_remaining(s->clock, side, o->at);
	if (!announced_before && may_announce_to(s, opp)) {
		announce_move(s, o, opp, &before, move, false);
		p.repeated_ms = o->at;
	}
	bool early = s->executed_early;
	store_ply(s, &p);
	struct anna_session_action *a = push(o, ANNA_SA_RECORD_PLY);
	if (a)
		a->ply = p;
	reset_ply(s);
	/* where play goes on (also if the arbiter overrides an end, ED-2) */
	s->end_exec = !(side == s->cfg.vi_side || early);
	s->end_move = move;
	s->end_next = s->end_exec ? ANNA_SESSION_VI_EXECUTING : to_move_state(s);
	if (check_status(s, o))
		return;
	/* Without a sensor board nobody can see the VI player carry the move
	 * out: he has the move at once (VI-9: the sighted player's press
	 * completed it). */
	if (side == s->cfg.vi_side || early || !s->cfg.vi_sensor_board) {
		s->state = to_move_state(s);
		vi_board(s, o, false, ANNA_MOVE_NONE);
	} else {
		s->state = ANNA_SESSION_VI_EXECUTING;
		/* already carrying out the typed announcement: no restart */
		if (s->board_emitted && s->board_execute && s->board_expected == move)
			s->board_ply = s->game.count;
		vi_board(s, o, true, move);
	}
}

/* ILL-5: side completed an illegal move (from, to, promotion as made). */
static void completed_illegal(struct anna_session *s, struct out *o, int side, int from,
			      int to, enum anna_piece_type promo,
			      enum anna_session_illegal reason)
{
	struct anna_position before = s->game.pos;
	enum anna_role opp = role_of(s, 1 - side);
	/* the press completes it: the opponent's clock runs (ILL-5) */
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_press(s->clock, o->at, side, NULL);
	/* ILL-12: described as made, no judgement (a typed one was said at
	 * its entry already) */
	if (from != ANNA_NO_SQ && to != ANNA_NO_SQ && from != to &&
	    !(s->typed && s->cur.repeated_ms) && may_announce_to(s, opp)) {
		struct anna_session_announcement *a = announce(o, ANNA_SANN_PHYSICAL, opp, side);
		if (a) {
			a->pos = before;
			a->from = from;
			a->to = to;
			a->promotion = promo;
		}
	}
	s->illegal[side]++;
	struct decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.reason = reason;
	if (reason == ANNA_SILL_UNFINISHED_PROMOTION)
		d.queen_move = find_move(&before, from, to, ANNA_QUEEN, NULL);
	enum anna_mate_answer m = ANNA_MATE_UNKNOWN;
	if (s->illegal[side] >= anna_policy_illegal_losing_count(&s->cfg.policy)) {
		/* ILL-8: a loss, but a draw if the opponent cannot mate */
		m = can_mate(s, 1 - side);
		if (m == ANNA_MATE_NO) {
			d.proposal = ANNA_PROP_ILLEGAL_DRAW;
			d.end = ANNA_SEND_ILLEGAL_DRAW;
			d.result = ANNA_RESULT_DRAW;
		} else {
			d.proposal = ANNA_PROP_ILLEGAL_LOSS;
			d.end = ANNA_SEND_ILLEGAL_MOVES;
			d.result = side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS
						      : ANNA_RESULT_WHITE_WINS;
		}
	} else {
		d.proposal = ANNA_PROP_ILLEGAL_PENALTY;
		d.ms = (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
	}
	struct anna_session_report *r = report(o, ANNA_SREP_ILLEGAL_MOVE, side);
	if (r) {
		r->pos = before;
		r->from = from;
		r->to = to;
		r->promotion = promo;
		r->count = s->illegal[side];
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = d.result;
		r->mate = m;
		r->n_evidence = 0;
		if (s->cur.touched_ms)
			r->evidence[r->n_evidence++] = s->cur.touched_ms;
		r->evidence[r->n_evidence++] = o->at;
		r->decision = new_decision(s, &d);
	}
	/* CLK-14: play is interrupted for the arbiter: the clock stops at
	 * the press (the opponent loses no time while he decides) */
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
				 ANNA_CLOCK_REASON_ILLEGAL_MOVE, NULL);
	s->resume_to = to_move_state(s);
	s->state = ANNA_SESSION_ARBITER;
}

/* ILL-9 (2017): the breaches counted so far for side: their own counter
 * (7.8) or, by the arbiter's setting, the ILL-8 one (7.5, 7.7, 7.8). */
static unsigned *press_counter(struct anna_session *s, int side)
{
	return s->cfg.policy.combined_illegal_counter ? &s->illegal[side]
						      : &s->press_illegal[side];
}

/* ILL-8, ILL-9: what one more breach by side would bring (*ms, *result
 * filled in): +time to the opponent, or the loss (a draw if the opponent
 * cannot mate). */
static enum anna_session_proposal press_proposal(struct anna_session *s, int side,
						 int64_t *ms, enum anna_game_result *result,
						 enum anna_session_end *end)
{
	unsigned losing = s->cfg.policy.combined_illegal_counter
		? anna_policy_illegal_losing_count(&s->cfg.policy) : 2;
	*ms = 0;
	*result = ANNA_RESULT_UNKNOWN;
	*end = ANNA_SEND_NONE;
	if (*press_counter(s, side) + 1 < losing) {
		*ms = (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
		return ANNA_PROP_PRESS_PENALTY;
	}
	if (can_mate(s, 1 - side) == ANNA_MATE_NO) {
		*result = ANNA_RESULT_DRAW;
		*end = ANNA_SEND_ILLEGAL_DRAW;
		return ANNA_PROP_ILLEGAL_DRAW;
	}
	*result = side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS : ANNA_RESULT_WHITE_WINS;
	*end = ANNA_SEND_ILLEGAL_MOVES;
	return ANNA_PROP_ILLEGAL_LOSS;
}

/* A clock press before a move was made (VI-8) or without one (CLK-6):
 * reported with its instants, never penalised by anna; under 2017 in
 * competition the arbiter may treat it as an illegal move (ILL-9), so the
 * report proposes the ladder's step for him to confirm (play goes on). */
static void early_press(struct anna_session *s, struct out *o, int side,
			enum anna_session_report_kind kind, const uint64_t *ev, size_t n,
			bool move_made)
{
	s->early_press[side]++;
	struct anna_session_report *r = report(o, kind, side);
	if (!r)
		return;
	r->pos = s->game.pos;
	r->count = s->early_press[side];
	r->n_evidence = n < ANNA_SESSION_MAX_EVIDENCE ? n : ANNA_SESSION_MAX_EVIDENCE;
	memcpy(r->evidence, ev, r->n_evidence * sizeof(r->evidence[0]));
	if (move_made || s->cfg.policy.mode != ANNA_MODE_COMPETITION ||
	    !anna_policy_press_without_move_illegal(&s->cfg.policy))
		return;
	struct decision d = { 0 };
	d.side = side;
	d.press = true;
	d.proposal = press_proposal(s, side, &d.ms, &d.result, &d.end);
	r->proposal = d.proposal;
	r->ms = d.ms;
	r->result = d.result;
	/* one open question per side, however often he presses (a stuck key
	 * must not crowd out the decisions that hold play) */
	r->decision = open_or_new_decision(s, &d);
}

/* ---- the VI player's press ---------------------------------------------- */

static void vi_press(struct anna_session *s, struct out *o)
{
	int side = s->cfg.vi_side;
	bool competition = s->cfg.policy.mode == ANNA_MODE_COMPETITION;
	if (!s->cfg.vi_sensor_board && s->typed) {
		/* no sensor board: the typed move is the move */
		s->vi_made = s->typed_legal;
		s->vi_move = s->typed_move;
		s->vi_illegal = !s->typed_legal;
		s->vi_phys.from = s->typed_from;
		s->vi_phys.to = s->typed_to;
		s->vi_phys.promotion = s->typed_promo;
		s->vi_phys.reason = ANNA_SILL_PATTERN;
	}
	if (s->vi_made) {
		bool announced = s->typed && s->typed_legal && s->typed_move == s->vi_move;
		if (s->typed && !announced) {
			/* VI-12: the typed words were frozen by the press; the
			 * board's move is the move */
			struct anna_session_report *r =
				report(o, ANNA_SREP_ANNOUNCE_DIFFERS, side);
			if (r) {
				r->pos = s->game.pos;
				r->move = s->vi_move;
				r->from = s->typed_from;
				r->to = s->typed_to;
				r->promotion = s->typed_promo;
			}
			enum anna_role opp = role_of(s, 1 - side);
			if (may_announce_to(s, opp)) {
				announce_move(s, o, opp, &s->game.pos, s->vi_move, true);
				s->cur.repeated_ms = o->at;
			}
			announced = true;
		}
		/* VI-7 c: the press is the announcement */
		s->cur.announced_ms = s->cur.announced_ms ? s->cur.announced_ms : o->at;
		complete_ply(s, o, side, s->vi_move, announced);
		return;
	}
	if (s->vi_illegal || s->vi_promo) {
		enum anna_session_illegal reason = s->vi_illegal ? s->vi_phys.reason
								 : ANNA_SILL_UNFINISHED_PROMOTION;
		int from = s->vi_illegal ? s->vi_phys.from : s->promo_from;
		int to = s->vi_illegal ? s->vi_phys.to : s->promo_to;
		enum anna_piece_type promo = s->vi_illegal ? s->vi_phys.promotion : ANNA_NO_TYPE;
		if (!competition) {
			/* training: no completed illegal move, anna says why,
			 * unless the board's report at this same instant (the
			 * driver reports it at the press) has just said it */
			struct anna_session_announcement *a = NULL;
			if (!(s->vi_illegal && s->illegal_said_ms == o->at + 1))
				a = announce(o, ANNA_SANN_ILLEGAL, ANNA_ROLE_VI, side);
			if (a) {
				a->pos = s->game.pos;
				a->from = from;
				a->to = to;
				a->promotion = promo;
				a->reason = reason;
			}
			if (s->vi_promo && (a = announce(o, ANNA_SANN_PROMOTION,
							 ANNA_ROLE_VI, side))) {
				a->from = from;
				a->to = to;
			}
			return;
		}
		completed_illegal(s, o, side, from, to, promo, reason);
		return;
	}
	/* VI-8: pressed before the move is made: evidence, never a penalty */
	const uint64_t ev[] = { s->cur.touched_ms, s->cur.made_ms, o->at };
	early_press(s, o, side, ANNA_SREP_PRESS_NOT_MADE, ev, 3, false);
	if (may(s, ANNA_SAY_NOT_MADE, ANNA_ROLE_VI))
		announce(o, ANNA_SANN_NOT_MADE, ANNA_ROLE_VI, side);
}

/* ---- typed moves (either keypad) --------------------------------------- */

static bool ends_by_itself(struct anna_session *s, uint16_t m);

/* TCH-9, VI-7: the VI player's move is made once the board shows it and
 * it was announced (typed before the press: VI-7 c holds already; without
 * a sensor board the typed move is the move); one that ends the game by
 * itself is then completed without the press. */
static void vi_made_and_announced(struct anna_session *s, struct out *o)
{
	int vi = s->cfg.vi_side;
	if (s->state != ANNA_SESSION_VI_TO_MOVE || !s->typed || !s->typed_legal ||
	    s->typed_side != vi)
		return;
	if (s->cfg.vi_sensor_board && !(s->vi_made && s->vi_move == s->typed_move))
		return;
	if (ends_by_itself(s, s->typed_move))
		complete_ply(s, o, vi, s->typed_move, true);
}

/* Would m end the game by itself (END-1..4, DRAW-7)? */
static bool ends_by_itself(struct anna_session *s, uint16_t m)
{
	if (anna_game_append(&s->game, m, NULL) != ANNA_OK)
		return false;
	enum anna_game_result result;
	int loser;
	bool ends = auto_end(s, &result, &loser) != ANNA_SEND_NONE;
	anna_game_take_back(&s->game);
	return ends;
}

static void typed_move(struct anna_session *s, struct out *o, const struct anna_session_event *ev,
		       int side)
{
	enum anna_role who = role_of(s, side);
	enum anna_role opp = role_of(s, 1 - side);
	bool needs_piece = false;
	uint16_t m = find_move(&s->game.pos, ev->from, ev->to, ev->promotion, &needs_piece);
	if (needs_piece) {
		/* VI-4: the promotion must name its piece: ask again */
		struct anna_session_announcement *a = announce(o, ANNA_SANN_PROMOTION, who, side);
		if (a) {
			a->from = ev->from;
			a->to = ev->to;
		}
		return;
	}
	bool legal = m != ANNA_MOVE_NONE;
	if (!legal && s->cfg.policy.mode == ANNA_MODE_TRAINING) {
		refuse(o, who, ANNA_SREF_ILLEGAL_ENTRY, side);
		return;
	}
	bool correction = s->typed || s->typed_corrected;
	s->typed = true;
	s->typed_legal = legal;
	s->typed_side = side;
	s->typed_move = m;
	s->typed_from = ev->from;
	s->typed_to = ev->to;
	s->typed_promo = ev->promotion;
	s->typed_corrected = false;
	/* VI-9: the sighted player pressed before he announced: the gap is
	 * logged with the ply; a long one is flagged to the arbiter */
	uint64_t press = s->cur.early_press_ms;
	if (side != s->cfg.vi_side && press && !s->cur.announced_ms &&
	    s->cfg.announce_gap_ms && o->at - press > s->cfg.announce_gap_ms) {
		struct anna_session_report *r = report(o, ANNA_SREP_LATE_ANNOUNCEMENT, side);
		if (r) {
			r->pos = s->game.pos;
			r->ms = (int64_t)(o->at - press);
			r->n_evidence = 2;
			r->evidence[0] = press;
			r->evidence[1] = o->at;
		}
	}
	s->cur.announced_ms = o->at;
	if (who == ANNA_ROLE_VI) {
		/* VI-12: he hears that his announcement was registered, as he
		 * typed it, legal or not (ARB-3: his own announcement) */
		struct anna_session_announcement *e = announce(o, ANNA_SANN_ENTERED, who, side);
		if (e) {
			e->pos = s->game.pos;
			e->from = ev->from;
			e->to = ev->to;
			e->promotion = ev->promotion;
		}
	}
	if (legal && may_announce_to(s, opp)) {
		announce_move(s, o, opp, &s->game.pos, m, correction);
		s->cur.repeated_ms = o->at;
	} else if (!legal && may_announce_to(s, opp) && ev->from != ev->to &&
		   ev->from < 64 && ev->to < 64) {
		struct anna_session_announcement *a = announce(o, ANNA_SANN_PHYSICAL, opp, side);
		if (a) {
			a->pos = s->game.pos;
			a->from = ev->from;
			a->to = ev->to;
			a->promotion = ev->promotion;
		}
		s->cur.repeated_ms = o->at;
	}
	/* the VI player may carry out the sighted player's move at once */
	if (side != s->cfg.vi_side && legal)
		vi_board(s, o, true, m);
	/* TCH-9, DRAW-7: a move that ends the game by itself (mate,
	 * stalemate, dead position, fivefold, 75 moves) is completed without
	 * a press; the VI player's move only once it is made (VI-7: on the
	 * board and announced) */
	if (legal && side != s->cfg.vi_side && ends_by_itself(s, m))
		complete_ply(s, o, side, m, true);
	else if (legal && side == s->cfg.vi_side)
		vi_made_and_announced(s, o);
}

static void sighted_press(struct anna_session *s, struct out *o)
{
	int side = 1 - s->cfg.vi_side;
	if (s->typed && s->typed_legal) {
		complete_ply(s, o, side, s->typed_move, true);
		return;
	}
	if (s->typed) {
		completed_illegal(s, o, side, s->typed_from, s->typed_to, s->typed_promo,
				  ANNA_SILL_PATTERN);
		return;
	}
	/* CLK-6: a press without a move (ILL-9 under 2017): the arbiter's
	 * matter; a second sensor board may show it made (then only the
	 * announcement is missing, VI-9: no ILL-9 proposal). VI-9: the
	 * first such press starts the gap to the announcement. */
	if (!s->cur.early_press_ms)
		s->cur.early_press_ms = o->at;
	const uint64_t ev[] = { s->cur.made_ms, o->at };
	early_press(s, o, side, ANNA_SREP_PRESS_NO_MOVE, ev, 2, s->cur.made_ms != 0);
}

static void withdraw(struct anna_session *s, struct out *o, int side)
{
	enum anna_role who = role_of(s, side);
	if (s->typed && s->typed_side == side && s->state != ANNA_SESSION_ARBITER) {
		/* VI-12: corrected before the clock press */
		s->typed = false;
		s->typed_corrected = true;
		struct anna_session_announcement *a =
			announce(o, ANNA_SANN_WITHDRAWN, role_of(s, 1 - side), side);
		if (a)
			a->pos = s->game.pos;
		if (who == ANNA_ROLE_VI && (a = announce(o, ANNA_SANN_WITHDRAWN, who, side)))
			a->pos = s->game.pos; /* and he hears it was withdrawn */
		if (side != s->cfg.vi_side)
			vi_board(s, o, false, ANNA_MOVE_NONE);
		return;
	}
	/* after the press the announcement is frozen (VI-12) */
	bool pressed = s->nplies && s->plies[s->nplies - 1].mover == side;
	refuse(o, who, pressed ? ANNA_SREF_FROZEN : ANNA_SREF_NOTHING, side);
}

/* ---- queries -------------------------------------------------------------- */

static void clock_query(struct anna_session *s, struct out *o, enum anna_role who, int side,
			enum anna_clock_query q)
{
	struct anna_clock_announcement ca;
	if (anna_clock_query(s->clock, o->at, q, side, &ca, NULL) != ANNA_OK)
		return;
	struct anna_session_announcement *a = announce(o, ANNA_SANN_CLOCK, who, side);
	if (a)
		a->clock = ca;
}

static void last_move(struct anna_session *s, struct out *o, enum anna_role who, int side)
{
	for (size_t i = s->game.count; i-- > 0;) {
		struct anna_position pos;
		anna_game_position_at(&s->game, i, &pos);
		if (pos.side != side)
			continue;
		announce_move(s, o, who, &pos, s->game.plies[i].move, false);
		return;
	}
	announce(o, ANNA_SANN_NO_MOVE, who, side);
}

static void sheet_back(struct anna_session *s, struct out *o, enum anna_role who, int moves)
{
	size_t n = anna_scoresheet_count(&s->vi_sheet);
	size_t plies = (size_t)(moves > 0 ? moves : 9) * 2;
	size_t room = ANNA_SESSION_MAX_ACTIONS - 2 - o->n;
	if (plies > room)
		plies = room;
	size_t first = n > plies ? n - plies : 0;
	if (n == 0) {
		announce(o, ANNA_SANN_NO_MOVE, who, s->cfg.vi_side);
		return;
	}
	for (size_t i = first; i < n; i++) {
		const struct anna_sheet_entry *e = anna_scoresheet_entry(&s->vi_sheet, i);
		struct anna_position pos;
		anna_scoresheet_position(&s->vi_sheet, i, &pos);
		struct anna_session_announcement *a =
			announce(o, ANNA_SANN_SHEET_ENTRY, who, pos.side);
		if (!a)
			return;
		a->pos = pos;
		a->move = e->move;
		a->number = anna_sheet_move_number(&s->vi_sheet.start, (unsigned)i);
		a->draw_offer = (e->flags & ANNA_SHEET_DRAW_OFFER) != 0;
	}
}

/* The period of the time control side is playing in. */
static const struct anna_tc_period *current_period(const struct anna_session *s, int side)
{
	const struct anna_timecontrol *tc = anna_clock_control(s->clock);
	unsigned k = anna_clock_period(s->clock, side);
	return &tc->periods[k < tc->nperiods ? k : tc->nperiods - 1];
}

/* SHEET-7: under five minutes at some moment of his current period, and
 * no increment of 30 s or more: released from recording for the rest of
 * it (the clock's snapshots after each press, and now, are the moments
 * anna knows). */
static bool sheet_exempt(const struct anna_session *s, int side, uint64_t now)
{
	const uint64_t five = 5ULL * 60000;
	unsigned k = anna_clock_period(s->clock, side);
	const struct anna_tc_period *p = current_period(s, side);
	if (p->bonus == ANNA_TC_BONUS_INCREMENT && p->bonus_ms >= 30000)
		return false;
	if (anna_clock_remaining(s->clock, side, now) < five)
		return true;
	for (size_t i = anna_clock_history_count(s->clock); i-- > 0;) {
		const struct anna_clock_snapshot *h = anna_clock_history(s->clock, i);
		if (h->period[side] != k)
			break;
		if (h->remaining_ms[side] < five)
			return true;
	}
	return false;
}

/* SHEET-3: before making a move a player has written his own previous one;
 * the sighted player's sheet (as copied in) is compared with that. */
static void sheet_lag(struct anna_session *s, struct out *o)
{
	int side = 1 - s->cfg.vi_side;
	size_t plies = s->game.count;
	size_t entries = anna_scoresheet_count(&s->sighted_sheet);
	/* his own plies, newest first: the one he must have written */
	size_t own[2] = { 0, 0 }, n = 0;
	for (size_t i = plies; i-- > 0 && n < 2;) {
		struct anna_position pos;
		anna_game_position_at(&s->game, i, &pos);
		if (pos.side == side)
			own[n++] = i + 1; /* entries that include it */
	}
	/* his last move was made after writing the one before; a move he
	 * has made now (announced, not yet pressed) needs his last one */
	bool making = s->game.pos.side == side && s->typed && s->typed_side == side;
	size_t required = making ? own[0] : own[1];
	struct anna_session_report *r = report(o, ANNA_SREP_SHEET_LAG, side);
	if (!r)
		return;
	r->pos = s->game.pos;
	r->count = (unsigned)entries;
	r->n_evidence = 2;
	r->evidence[0] = plies;
	r->evidence[1] = required;
	r->exempt = s->state != ANNA_SESSION_SETUP && sheet_exempt(s, side, o->at);
	r->correct = entries >= required;
}

static void query(struct anna_session *s, struct out *o, const struct anna_session_event *ev)
{
	enum anna_role who = ev->role;
	int side = who == ANNA_ROLE_ARBITER ? s->cfg.vi_side : side_of(s, who);
	switch (ev->query) {
	case ANNA_SQ_MY_TIME:
	case ANNA_SQ_OPP_TIME:
	case ANNA_SQ_BOTH_TIMES:
	case ANNA_SQ_MOVES_MADE:
	case ANNA_SQ_TIME_USED: {
		static const enum anna_clock_query map[] = {
			ANNA_CLOCK_Q_OWN_TIME, ANNA_CLOCK_Q_OPPONENT_TIME,
			ANNA_CLOCK_Q_BOTH_TIMES, ANNA_CLOCK_Q_MOVES_MADE,
			ANNA_CLOCK_Q_TIME_USED,
		};
		if (!may(s, ANNA_SAY_CLOCK_ON_REQUEST, who)) {
			refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		clock_query(s, o, who, side, map[ev->query]);
		return;
	}
	case ANNA_SQ_MY_LAST:
		last_move(s, o, who, side);
		return;
	case ANNA_SQ_OPP_LAST:
		last_move(s, o, who, 1 - side);
		return;
	case ANNA_SQ_SCORESHEET:
		sheet_back(s, o, who, ev->arg);
		return;
	case ANNA_SQ_SQUARE: {
		if (!may(s, ANNA_SAY_SQUARE_QUERY, who) || ev->arg < 0 || ev->arg > 63) {
			refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		struct anna_session_announcement *a = announce(o, ANNA_SANN_SQUARE, who, side);
		if (a) {
			a->pos = s->game.pos;
			a->square = ev->arg;
			a->piece = s->game.pos.board[ev->arg];
		}
		return;
	}
	case ANNA_SQ_PIECES: {
		if (!may(s, ANNA_SAY_SQUARE_QUERY, who) || ev->arg < ANNA_PAWN ||
		    ev->arg > ANNA_KING) {
			refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		struct anna_session_announcement *a = announce(o, ANNA_SANN_PIECES, who, side);
		if (a) {
			a->pos = s->game.pos;
			a->piece = ANNA_PIECE(side, ev->arg);
			a->squares = s->game.pos.by_type[ev->arg] & s->game.pos.by_color[side];
		}
		return;
	}
	case ANNA_SQ_WHOSE_MOVE:
		if (!may(s, ANNA_SAY_WHOSE_MOVE, who)) {
			refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		announce(o, ANNA_SANN_WHOSE_MOVE, who, s->game.pos.side);
		return;
	case ANNA_SQ_SHEET_LAG:
		/* SHEET-3, SHEET-7: flagged to the arbiter on his request
		 * only, never said to the players */
		if (who != ANNA_ROLE_ARBITER) {
			refuse(o, who, ANNA_SREF_POLICY, side);
			return;
		}
		sheet_lag(s, o);
		return;
	case ANNA_SQ_COUNT:
		break;
	}
	refuse(o, who, ANNA_SREF_NOTHING, side);
}

/* ---- draws, claims, resignation ------------------------------------------ */

static bool each_has_moved(const struct anna_session *s)
{
	return s->game.count >= 2; /* plies alternate: one each */
}

static void draw_offer(struct anna_session *s, struct out *o, int side)
{
	enum anna_role opp = role_of(s, 1 - side);
	if (s->offer_side == 1 - side) {
		/* DRAW-1: accepting the opponent's offer */
		if (anna_policy_agreement_needs_moves(&s->cfg.policy) && !each_has_moved(s)) {
			report(o, ANNA_SREP_AGREEMENT_EARLY, side);
			refuse(o, role_of(s, side), ANNA_SREF_POLICY, side);
			return;
		}
		report(o, ANNA_SREP_AGREEMENT, side);
		end_game(s, o, ANNA_SEND_AGREEMENT, ANNA_RESULT_DRAW, -1, false);
		return;
	}
	s->offer_side = side;
	/* SHEET-5: (=) beside the move the offer goes with: the coming one
	 * when made before the press, else the side's last */
	if (s->game.pos.side == side) {
		s->offer_mark[side] = true;
	} else if (s->game.count) {
		s->game.plies[s->game.count - 1].flags |= ANNA_PLY_DRAW_OFFER;
		anna_scoresheet_mark_draw_offer(&s->vi_sheet, s->game.count - 1);
		if (s->nplies)
			s->plies[s->nplies - 1].draw_offer = true;
	}
	if (may(s, ANNA_SAY_DRAW_OFFER, opp))
		announce(o, ANNA_SANN_DRAW_OFFER, opp, side);
}

static void draw_decline(struct anna_session *s, struct out *o, int side)
{
	if (s->offer_side != 1 - side) {
		refuse(o, role_of(s, side), ANNA_SREF_NOTHING, side);
		return;
	}
	s->offer_side = -1;
	announce(o, ANNA_SANN_DRAW_DECLINED, role_of(s, 1 - side), 1 - side);
}

/* QPF-2, QPF-3: the player on move with under two minutes in a quickplay
 * finish (QPF-1) claims a draw or asks for a 5-second increment; he may
 * pause the clock (CLK-14); the arbiter decides. */
static void quickplay_claim(struct anna_session *s, struct out *o, unsigned bits, int side)
{
	enum anna_role who = role_of(s, side);
	bool increment = (bits & ANNA_SESSION_CLAIM_QUICKPLAY) == 0;
	const struct anna_tc_period *p = current_period(s, side);
	bool final_period = p->moves == 0;
	uint64_t left = anna_clock_remaining(s->clock, side, o->at);
	if (!anna_policy_quickplay(&s->cfg.policy, final_period, p->bonus != ANNA_TC_BONUS_NONE) ||
	    left >= ANNA_SESSION_QPF_MS || left == 0 ||
	    (increment && s->cfg.policy.edition == ANNA_EDITION_2009)) {
		refuse(o, who, ANNA_SREF_QUICKPLAY, side);
		return;
	}
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at,
				 side == ANNA_WHITE ? ANNA_CLOCK_ACTOR_WHITE
						    : ANNA_CLOCK_ACTOR_BLACK,
				 ANNA_CLOCK_REASON_QUICKPLAY, NULL);
	struct decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.ms = ANNA_SESSION_QPF_MS;
	d.proposal = increment ? ANNA_PROP_INCREMENT : ANNA_PROP_QUICKPLAY_DRAW;
	d.result = ANNA_RESULT_DRAW;
	struct anna_session_report *r = report(o, ANNA_SREP_QUICKPLAY, side);
	if (r) {
		r->pos = s->game.pos;
		r->claim = bits & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT);
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = increment ? ANNA_RESULT_UNKNOWN : ANNA_RESULT_DRAW;
		r->n_evidence = 1;
		r->evidence[0] = left;
		r->decision = new_decision(s, &d);
	}
	struct anna_session_announcement *a =
		announce(o, ANNA_SANN_CLAIM, role_of(s, 1 - side), side);
	if (a)
		a->claim = bits & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT);
	/* DRAW-1, QPF-2 (2017): the request is a draw offer; a QPF-3 claim
	 * is not one of DRAW-1's (2009: it is) */
	if ((increment && s->cfg.policy.edition == ANNA_EDITION_2017) ||
	    (!increment && s->cfg.policy.edition == ANNA_EDITION_2009)) {
		s->offer_side = side;
		if (may(s, ANNA_SAY_DRAW_OFFER, role_of(s, 1 - side)))
			announce(o, ANNA_SANN_DRAW_OFFER, role_of(s, 1 - side), side);
	}
	s->resume_to = s->state; /* a play state: vi_executing stays so */
	s->state = ANNA_SESSION_ARBITER;
}

static void claim(struct anna_session *s, struct out *o, const struct anna_session_event *ev,
		  int side)
{
	enum anna_role who = role_of(s, side);
	if (ev->claim & ANNA_SESSION_CLAIM_FLAG) {
		int other = 1 - side;
		const struct anna_clock_flag *f = anna_clock_flag(s->clock, other);
		if (!f->fallen) {
			refuse(o, who, ANNA_SREF_NOTHING, side);
			return;
		}
		s->flag_reported[other] = false;
		flag_fell(s, o, other);
		return;
	}
	/* DRAW-2, DRAW-4, QPF-2, QPF-3: by the player having the move */
	if (s->game.pos.side != side) {
		refuse(o, who, ANNA_SREF_NOT_YOUR_MOVE, side);
		return;
	}
	if (ev->claim & (ANNA_SESSION_CLAIM_QUICKPLAY | ANNA_SESSION_CLAIM_INCREMENT)) {
		quickplay_claim(s, o, ev->claim, side);
		return;
	}
	/* DRAW-5: touching a piece (VI-6: lifting it) forfeits the claim on
	 * this move; a move made or announced has touched one */
	if (s->cur.touched_ms || s->cur.made_ms || s->vi_made || s->vi_illegal ||
	    s->vi_promo || (s->typed && s->typed_side == side)) {
		refuse(o, who, ANNA_SREF_TOUCHED, side);
		return;
	}
	uint16_t intended = ANNA_MOVE_NONE;
	if (ev->from != ANNA_NO_SQ) {
		intended = find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
		if (intended == ANNA_MOVE_NONE) {
			refuse(o, who, ANNA_SREF_ILLEGAL_ENTRY, side);
			return;
		}
	}
	unsigned claims = 0;
	anna_game_claims(&s->game, intended, &claims, NULL);
	bool correct = (claims & ev->claim) != 0;
	/* DRAW-6: the clock is stopped for the arbiter */
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at,
				 side == ANNA_WHITE ? ANNA_CLOCK_ACTOR_WHITE
						    : ANNA_CLOCK_ACTOR_BLACK,
				 ANNA_CLOCK_REASON_DRAW_CLAIM, NULL);
	/* DRAW-1: the claim counts as a draw offer the opponent may accept
	 * (the arbiter records the claim itself) */
	s->offer_side = side;
	struct decision d = { 0 };
	d.side = side;
	d.holds = true;
	d.intended = intended;
	if (correct) {
		d.proposal = ANNA_PROP_CLAIM_DRAW;
		d.result = ANNA_RESULT_DRAW;
		d.end = (claims & ev->claim & ANNA_CLAIM_REPETITION) ? ANNA_SEND_THREEFOLD
								      : ANNA_SEND_FIFTY;
	} else {
		d.proposal = ANNA_PROP_CLAIM_REJECT;
		d.ms = (int64_t)anna_policy_wrong_claim_penalty_ms(&s->cfg.policy);
	}
	struct anna_session_report *r = report(o, ANNA_SREP_CLAIM, side);
	if (r) {
		r->pos = s->game.pos;
		r->move = intended;
		r->claim = ev->claim;
		r->correct = correct;
		r->proposal = d.proposal;
		r->ms = d.ms;
		r->result = d.result;
		/* the evidence: the plies where the position stood */
		size_t at[ANNA_SESSION_MAX_EVIDENCE];
		unsigned n = 0;
		if (intended == ANNA_MOVE_NONE)
			n = anna_game_occurrences(&s->game, s->game.count, at,
						  ANNA_SESSION_MAX_EVIDENCE);
		r->n_evidence = n < ANNA_SESSION_MAX_EVIDENCE ? n : ANNA_SESSION_MAX_EVIDENCE;
		for (size_t i = 0; i < r->n_evidence; i++)
			r->evidence[i] = at[i];
		r->decision = new_decision(s, &d);
	}
	struct anna_session_announcement *a = announce(o, ANNA_SANN_CLAIM, role_of(s, 1 - side), side);
	if (a)
		a->claim = ev->claim;
	/* a play state: the VI player still carrying out the opponent's
	 * move (DRAW-2 b, claimed before it) goes on doing so */
	s->resume_to = s->state;
	s->state = ANNA_SESSION_ARBITER;
}

/* ---- the arbiter ---------------------------------------------------------- */

static void penalty_announce(struct out *o, int side,
			     enum anna_session_penalty p, int64_t ms)
{
	struct anna_session_announcement t;
	memset(&t, 0, sizeof(t));
	t.kind = ANNA_SANN_PENALTY;
	t.mover = side;
	t.from = t.to = t.square = ANNA_NO_SQ;
	t.penalty = p;
	t.ms = ms;
	announce_both(o, &t);
	struct anna_session_report *rep = report(o, ANNA_SREP_PENALTY, side);
	if (rep)
		rep->ms = ms;
}

static void add_time(struct anna_session *s, struct out *o, int side, int64_t ms,
		     enum anna_clock_reason reason)
{
	struct anna_clock_adjustment adj = { 0 };
	adj.kind = ANNA_CLOCK_ADJ_ADD_TIME;
	adj.reason = reason;
	adj.actor = ANNA_CLOCK_ACTOR_ARBITER;
	adj.side = side;
	adj.value = ms;
	anna_clock_adjust(s->clock, o->at, &adj, NULL);
}

/* Pause the clock and wait for the arbiter's resume in state `back`. */
static void hold_paused(struct anna_session *s, struct out *o, enum anna_session_state back)
{
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
				 ANNA_CLOCK_REASON_ARBITER, NULL);
	s->resume_to = back;
	s->state = ANNA_SESSION_PAUSED;
}

/* ILL-6: the position before the illegal move (the game never held it);
 * the offender is on move again with the times as they are now. */
/* The clock back on the offender's move (the press of the illegal move
 * undone), each side keeping the time it has now (CLK-15: the arbiter
 * sets the clocks; the offender's time spent stays spent). Left paused. */
static void restore_clock_keep_times(struct anna_session *s, struct out *o)
{
	uint64_t r[2] = { anna_clock_remaining(s->clock, 0, o->at),
			  anna_clock_remaining(s->clock, 1, o->at) };
	anna_clock_restore(s->clock, o->at, (unsigned)s->game.count,
			   ANNA_CLOCK_REASON_ILLEGAL_MOVE, NULL);
	for (int side = 0; side < 2; side++) {
		struct anna_clock_adjustment adj = { 0 };
		adj.kind = ANNA_CLOCK_ADJ_SET_TIME;
		adj.reason = ANNA_CLOCK_REASON_ILLEGAL_MOVE;
		adj.actor = ANNA_CLOCK_ACTOR_ARBITER;
		adj.side = side;
		adj.value = (int64_t)r[side];
		anna_clock_adjust(s->clock, o->at, &adj, NULL);
	}
}

static void restore_offender(struct anna_session *s, struct out *o)
{
	restore_clock_keep_times(s, o);
	reset_ply(s);
	s->board_emitted = false;
	vi_board(s, o, false, ANNA_MOVE_NONE);
}

static void take_back(struct anna_session *s, struct out *o, unsigned ply);

static void decide(struct anna_session *s, struct out *o, unsigned id, bool confirm)
{
	struct decision *dp = find_decision(s, id);
	if (!dp) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	struct decision d = *dp;
	memset(dp, 0, sizeof(*dp));
	struct anna_session_report *r = report(o, ANNA_SREP_DECISION, d.side);
	if (r) {
		r->decision = d.id;
		r->proposal = d.proposal;
		r->correct = confirm;
	}
	if (d.auto_end) {
		if (confirm) {
			/* the end stands: the clock is stopped for good */
			anna_clock_stop(s->clock, o->at, NULL);
			return;
		}
		/* ED-2: the arbiter overrides the automatic end; play goes on
		 * from the final position when he resumes the clock */
		s->game.result = ANNA_RESULT_UNKNOWN;
		s->end = ANNA_SEND_NONE;
		s->overridden = true;
		s->override_ply = s->game.count;
		s->resume_to = s->end_next;
		s->state = ANNA_SESSION_PAUSED;
		if (s->end_exec && s->board_emitted && s->board_execute &&
		    s->board_expected == s->end_move)
			s->board_ply = s->game.count; /* already carrying it out */
		vi_board(s, o, s->end_exec, s->end_exec ? s->end_move : ANNA_MOVE_NONE);
		announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_VI, -1);
		announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_SIGHTED, -1);
		return;
	}
	if (d.assistant) {
		/* VI-16: an assistant registered (confirm) or the start without
		 * one (override): the DECISION report logs which */
		s->assistant_ok = true;
		return;
	}
	if (d.reconcile) {
		/* VI-13, ED-2: confirmed, the plies after the agreed one go
		 * (record, both sheets) and the clocks are set as recorded at
		 * it (CLK-15); overridden, the game stays as it is. Paused
		 * either way: the arbiter resumes once both boards show the
		 * position. */
		const struct anna_reconcile_proposal *p = &s->rec->proposal;
		if (confirm && p->plies < s->game.count) {
			take_back(s, o, (unsigned)p->plies);
			return;
		}
		hold_paused(s, o, s->state == ANNA_SESSION_ARBITER ? s->resume_to : s->state);
		return;
	}
	if (d.press) {
		/* ILL-9: only the arbiter makes a press an illegal move; the
		 * ladder's step is the one due now (other breaches may have
		 * been confirmed since the report) */
		if (!confirm)
			return;
		d.proposal = press_proposal(s, d.side, &d.ms, &d.result, &d.end);
		(*press_counter(s, d.side))++;
		if (d.proposal == ANNA_PROP_PRESS_PENALTY) {
			add_time(s, o, 1 - d.side, d.ms, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
			penalty_announce(o, 1 - d.side, ANNA_PENALTY_TIME, d.ms);
		} else {
			end_game(s, o, d.end, d.result,
				 d.result == ANNA_RESULT_DRAW ? -1 : d.side, false);
		}
		return;
	}
	bool illegal = d.proposal == ANNA_PROP_ILLEGAL_PENALTY ||
		       d.proposal == ANNA_PROP_ILLEGAL_LOSS ||
		       d.proposal == ANNA_PROP_ILLEGAL_DRAW;
	enum anna_session_state back = s->state == ANNA_SESSION_ARBITER && !holding(s)
		? s->resume_to : s->state;
	if (!confirm) {
		/* overridden: no penalty; an illegal move is still taken back
		 * (ILL-6) but not counted */
		if (illegal) {
			if (s->illegal[d.side])
				s->illegal[d.side]--;
			restore_offender(s, o);
			hold_paused(s, o, to_move_state(s));
		} else if (d.proposal == ANNA_PROP_QUICKPLAY_DRAW) {
			/* QPF-3: rejected: two minutes to the opponent */
			add_time(s, o, 1 - d.side, d.ms, ANNA_CLOCK_REASON_QUICKPLAY);
			penalty_announce(o, 1 - d.side, ANNA_PENALTY_TIME, d.ms);
			hold_paused(s, o, back);
		} else if (back != s->state) {
			hold_paused(s, o, back);
		}
		return;
	}
	switch (d.proposal) {
	case ANNA_PROP_ILLEGAL_PENALTY:
		if (d.reason == ANNA_SILL_UNFINISHED_PROMOTION &&
		    anna_policy_auto_queen(&s->cfg.policy) && d.queen_move) {
			/* ILL-7: the pawn becomes a queen, the move stands; the
			 * press already switched the clock */
			restore_clock_keep_times(s, o);
			anna_clock_resume(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER, NULL);
			s->cur.announced_ms = o->at;
			complete_ply(s, o, d.side, d.queen_move, false);
		} else {
			restore_offender(s, o);
		}
		add_time(s, o, 1 - d.side, d.ms, ANNA_CLOCK_REASON_ILLEGAL_MOVE);
		penalty_announce(o, 1 - d.side, ANNA_PENALTY_TIME, d.ms);
		if (s->state != ANNA_SESSION_ENDED)
			hold_paused(s, o, to_move_state(s));
		return;
	case ANNA_PROP_ILLEGAL_LOSS:
	case ANNA_PROP_ILLEGAL_DRAW:
	case ANNA_PROP_CLAIM_DRAW:
	case ANNA_PROP_FLAG_LOSS:
	case ANNA_PROP_FLAG_DRAW:
		end_game(s, o, d.end, d.result,
			 d.result == ANNA_RESULT_DRAW ? -1 : d.side, false);
		return;
	case ANNA_PROP_CLAIM_REJECT:
		add_time(s, o, 1 - d.side, d.ms, ANNA_CLOCK_REASON_DRAW_CLAIM);
		penalty_announce(o, 1 - d.side, ANNA_PENALTY_TIME, d.ms);
		if (d.intended) {
			/* DRAW-6: the intended move must now be played */
			s->obliged_side = d.side;
			s->obliged_move = d.intended;
			struct anna_session_announcement *a = announce(
				o, ANNA_SANN_CLAIM_MOVE, role_of(s, d.side), d.side);
			if (a) {
				a->pos = s->game.pos;
				a->move = d.intended;
			}
		}
		hold_paused(s, o, back);
		return;
	case ANNA_PROP_QUICKPLAY_DRAW:
		/* QPF-3: the arbiter agrees: drawn */
		end_game(s, o, ANNA_SEND_ARBITER, ANNA_RESULT_DRAW, -1, false);
		return;
	case ANNA_PROP_INCREMENT: {
		/* QPF-2: the increment for both from now on, +2 min to the
		 * opponent, play goes on */
		struct anna_clock_adjustment adj = { 0 };
		adj.kind = ANNA_CLOCK_ADJ_SET_BONUS;
		adj.reason = ANNA_CLOCK_REASON_QUICKPLAY;
		adj.actor = ANNA_CLOCK_ACTOR_ARBITER;
		adj.side = -1;
		adj.bonus = ANNA_TC_BONUS_INCREMENT;
		adj.value = ANNA_SESSION_QPF_INCREMENT_MS;
		anna_clock_adjust(s->clock, o->at, &adj, NULL);
		struct anna_session_announcement t;
		memset(&t, 0, sizeof(t));
		t.kind = ANNA_SANN_INCREMENT;
		t.mover = -1;
		t.from = t.to = t.square = ANNA_NO_SQ;
		t.ms = ANNA_SESSION_QPF_INCREMENT_MS;
		announce_both(o, &t);
		add_time(s, o, 1 - d.side, d.ms, ANNA_CLOCK_REASON_QUICKPLAY);
		penalty_announce(o, 1 - d.side, ANNA_PENALTY_TIME, d.ms);
		hold_paused(s, o, back);
		return;
	}
	case ANNA_PROP_PRESS_PENALTY: /* handled above */
	case ANNA_PROP_RECONCILE:
	case ANNA_PROP_NONE:
	case ANNA_PROP_COUNT:
		break;
	}
}

static void arbiter_penalty(struct anna_session *s, struct out *o,
			    const struct anna_session_event *ev)
{
	int side = ev->side;
	if (side != ANNA_WHITE && side != ANNA_BLACK) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	int64_t ms = ev->penalty_ms ? ev->penalty_ms
				    : (int64_t)anna_policy_illegal_penalty_ms(&s->cfg.policy);
	switch (ev->penalty) {
	case ANNA_PENALTY_TIME:
		add_time(s, o, 1 - side, ms, ANNA_CLOCK_REASON_PENALTY);
		penalty_announce(o, 1 - side, ANNA_PENALTY_TIME, ms);
		return;
	case ANNA_PENALTY_DEDUCT:
		add_time(s, o, side, -ms, ANNA_CLOCK_REASON_PENALTY);
		penalty_announce(o, side, ANNA_PENALTY_DEDUCT, ms);
		return;
	case ANNA_PENALTY_WARNING:
		penalty_announce(o, side, ANNA_PENALTY_WARNING, 0);
		return;
	case ANNA_PENALTY_LOSS:
		end_game(s, o, ANNA_SEND_ARBITER,
			 side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS : ANNA_RESULT_WHITE_WINS,
			 side, false);
		return;
	}
}

/* VI-13 (iv): what the arbiter's reconciliation reads. The VI player's
 * sheet is anna's record; the sighted player's is what was copied in
 * (ANNA_SEV_SHEET_ENTRY); the sighted board is the game as entered; the
 * VI board the game's position unless it was reported to differ (then
 * unknown: the driver's corrections say how). */
void anna_session_reconcile_input(const struct anna_session *s, struct anna_reconcile_input *out)
{
	struct anna_reconcile_input in;
	anna_reconcile_input_init(&in);
	in.start = s->vi_sheet.start;
	in.vi_color = s->cfg.vi_side;
	in.sheet[ANNA_RECONCILE_VI] = &s->vi_sheet;
	in.sheet[ANNA_RECONCILE_SIGHTED] = &s->sighted_sheet;
	in.have_board[ANNA_RECONCILE_SIGHTED] = true;
	/* a sighted board that knows every piece was read: as it stands */
	in.board[ANNA_RECONCILE_SIGHTED] = s->sighted_mismatch ? s->sighted_board : s->game.pos;
	if (!s->vi_mismatch && !s->drift) {
		in.have_board[ANNA_RECONCILE_VI] = true;
		in.board[ANNA_RECONCILE_VI] = s->game.pos;
	}
	size_t nclocks = anna_clock_history_count(s->clock);
	in.clocks = anna_clock_history(s->clock, 0); /* one array, 0..n-1 */
	in.nclocks = nclocks;
	/* SHEET-7: from the clock history, as the tool does */
	for (int sheet = 0; sheet < 2; sheet++) {
		int color = sheet == ANNA_RECONCILE_VI ? s->cfg.vi_side : 1 - s->cfg.vi_side;
		const struct anna_tc_period *per = current_period(s, color);
		uint64_t inc = per && per->bonus == ANNA_TC_BONUS_INCREMENT ? per->bonus_ms : 0;
		in.sheet7_from[sheet] = anna_reconcile_sheet7(in.clocks, nclocks, color, inc);
	}
	*out = in;
}

/* VI-13 (iv): the arbiter asked for a reconciliation during the game
 * (anna_session_reconcile_input says on what). */
static void arbiter_reconcile(struct anna_session *s, struct out *o)
{
	if (!s->rec)
		s->rec = malloc(sizeof(*s->rec));
	if (!s->rec) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	if (anna_reconcile(&in, s->rec, NULL) != ANNA_OK) {
		free(s->rec);
		s->rec = NULL;
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	/* CLK-14: the clocks stop while the arbiter handles it */
	if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
		anna_clock_pause(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
				 ANNA_CLOCK_REASON_RECONCILE, NULL);
	const struct anna_reconcile_proposal *p = &s->rec->proposal;
	struct decision d = { 0 };
	d.side = -1;
	d.holds = true;
	d.proposal = ANNA_PROP_RECONCILE;
	d.reconcile = true;
	struct anna_session_report *r = report(o, ANNA_SREP_RECONCILE, -1);
	if (r) {
		r->proposal = d.proposal;
		r->reconcile_case = (unsigned)p->kind;
		r->kept = p->plies;
		r->discarded[0] = p->discarded[ANNA_RECONCILE_VI];
		r->discarded[1] = p->discarded[ANNA_RECONCILE_SIGHTED];
		r->pos = p->target;
		r->have_clock = p->kind == ANNA_RECONCILE_DISAGREE && p->have_clock;
		if (r->have_clock) {
			r->clock_ms[0] = p->clock.remaining_ms[0];
			r->clock_ms[1] = p->clock.remaining_ms[1];
		}
		r->decision = new_decision(s, &d);
	}
	announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_VI, -1);
	announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_SIGHTED, -1);
	if (s->state != ANNA_SESSION_ARBITER && s->state != ANNA_SESSION_PAUSED)
		s->resume_to = s->state;
	s->state = ANNA_SESSION_ARBITER;
}

static void take_back(struct anna_session *s, struct out *o, unsigned ply)
{
	if (ply > s->game.count) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	while (s->game.count > ply)
		anna_game_take_back(&s->game);
	anna_scoresheet_truncate(&s->vi_sheet, ply);
	anna_scoresheet_truncate(&s->sighted_sheet, ply);
	if (s->nplies > ply)
		s->nplies = ply;
	anna_clock_restore(s->clock, o->at, ply, ANNA_CLOCK_REASON_RECONCILE, NULL);
	memset(s->decisions, 0, sizeof(s->decisions));
	if (s->overridden && ply < s->override_ply)
		s->overridden = false;
	s->obliged_side = -1;
	reset_ply(s);
	s->resume_to = to_move_state(s);
	s->state = ANNA_SESSION_PAUSED;
	s->board_emitted = false;
	vi_board(s, o, false, ANNA_MOVE_NONE);
}

static void set_position(struct anna_session *s, struct out *o, const struct anna_position *pos)
{
	int clock_side = anna_clock_side_to_move(s->clock);
	if (clock_side >= 0 && clock_side != pos->side) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOT_YOUR_MOVE, pos->side);
		return;
	}
	struct anna_position p = *pos;
	anna_position_rehash(&p);
	if (setup_game(s, &p, NULL) != ANNA_OK) {
		refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;
	}
	reset_ply(s);
	s->overridden = false;
	s->obliged_side = -1;
	if (s->state != ANNA_SESSION_PAUSED && s->state != ANNA_SESSION_SETUP)
		s->state = to_move_state(s);
	else if (s->state == ANNA_SESSION_PAUSED)
		s->resume_to = to_move_state(s);
	s->board_emitted = false;
	vi_board(s, o, false, ANNA_MOVE_NONE);
}

/* ---- one switch: event x state ------------------------------------------ */

static bool playing(enum anna_session_state st)
{
	return st == ANNA_SESSION_VI_TO_MOVE || st == ANNA_SESSION_SIGHTED_TO_MOVE ||
	       st == ANNA_SESSION_VI_EXECUTING;
}

/* A player's request that the state does not allow: said why, no bug. */
static bool refused_here(struct anna_session *s, struct out *o, enum anna_role who, int side)
{
	switch (s->state) {
	case ANNA_SESSION_ENDED:
		refuse(o, who, ANNA_SREF_GAME_OVER, side);
		return true;
	case ANNA_SESSION_ARBITER:
	case ANNA_SESSION_PAUSED:
	case ANNA_SESSION_SETUP:
		refuse(o, who, ANNA_SREF_WAIT_ARBITER, side);
		return true;
	default:
		return false;
	}
}

/* VI-16: a hearing-impaired opponent needs an assistant: under 2017 the
 * start waits for one (or the arbiter's word), else he is warned. */
static bool start_allowed(struct anna_session *s, struct out *o)
{
	if (!s->cfg.hearing_impaired_opponent || s->assistant_ok)
		return true;
	int opp = 1 - s->cfg.vi_side;
	if (s->cfg.policy.edition != ANNA_EDITION_2017) {
		report(o, ANNA_SREP_ASSISTANT, opp);
		s->assistant_ok = true; /* warned once */
		return true;
	}
	struct anna_session_report *r = report(o, ANNA_SREP_ASSISTANT, opp);
	if (r) {
		struct decision d = { 0 };
		d.side = opp;
		d.assistant = true;
		/* one open question, however often START is tried */
		r->decision = open_or_new_decision(s, &d);
	}
	refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_ASSISTANT, opp);
	return false;
}

/* CLK-14: a clock press while play is held (for the arbiter, or before
 * the start) is refused with the reason; after the end it is silent (a
 * "move and press" keypad presses after a mating entry). */
static void refused_press(struct anna_session *s, struct out *o, enum anna_role who, int side)
{
	if (s->state != ANNA_SESSION_ENDED && !playing(s->state))
		refused_here(s, o, who, side);
}

/* The board shows the legal move m (VI-7 a, b). */
static void board_made(struct anna_session *s, struct out *o, uint16_t m)
{
	s->vi_made = true;
	s->vi_move = m;
	s->vi_illegal = s->vi_promo = false;
	s->cur.made_ms = o->at;
	vi_made_and_announced(s, o);
}

/* Board facts about the VI player's own move count only when he has the
 * move; in another play state the driver could not have sent them. */
static bool vi_own_move(struct anna_session *s, struct out *o,
			const struct anna_session_event *ev)
{
	if (s->state == ANNA_SESSION_VI_TO_MOVE)
		return true;
	if (playing(s->state))
		bug(o, s->state, ev->type);
	return false;
}

/* TCH-3, TCH-6, VI-6: what lifting piece from sq obliges the side to
 * move: his own piece must be moved, the opponent's captured, if a legal
 * move does it. */
static enum anna_session_duty lift_duty(const struct anna_position *pos, int sq,
					uint8_t piece)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	bool own = ANNA_PIECE_COLOR(piece) == pos->side;
	for (size_t i = 0; i < n; i++) {
		int from = anna_move_from(moves[i]), to = anna_move_to(moves[i]);
		if (own ? from == sq
			: to == sq || (anna_move_is_en_passant(moves[i]) &&
				       ((from & ~7) | (to & 7)) == sq))
			return own ? ANNA_SDUTY_MOVE : ANNA_SDUTY_CAPTURE;
	}
	return ANNA_SDUTY_NONE;
}

/* VI-6: the VI player lifted a piece before his move is on the board: a
 * touch, said to whoever the policy lets hear it; the duty only in
 * training and for the ply's first lift (TCH-3: the first piece binds). */
static void announce_touched(struct anna_session *s, struct out *o,
			     const struct anna_session_event *ev, bool first)
{
	if (!ev->piece || ev->square < 0 || ev->square >= 64)
		return;
	for (int r = 0; r < ANNA_ROLE_COUNT; r++) {
		enum anna_touch_words w = anna_policy_touched(&s->cfg.policy, (enum anna_role)r);
		if (w == ANNA_TOUCH_SILENT)
			continue;
		struct anna_session_announcement *a =
			announce(o, ANNA_SANN_TOUCHED, (enum anna_role)r, s->cfg.vi_side);
		if (!a)
			return;
		a->square = ev->square;
		a->piece = ev->piece;
		a->duty = w == ANNA_TOUCH_DUTY && first
			? lift_duty(&s->game.pos, ev->square, ev->piece) : ANNA_SDUTY_UNSAID;
	}
}

static void dispatch(struct anna_session *s, struct out *o, const struct anna_session_event *ev)
{
	enum anna_session_state st = s->state;
	int vi = s->cfg.vi_side;
	int side = ev->role == ANNA_ROLE_ARBITER ? -1 : side_of(s, ev->role);

	switch (ev->type) {
	case ANNA_SEV_START:
		if (st != ANNA_SESSION_SETUP) {
			bug(o, st, ev->type);
			return;
		}
		if (!start_allowed(s, o))
			return;
		/* CLK-5: the clock of the side to move starts */
		anna_clock_start(s->clock, o->at, s->game.pos.side, NULL);
		s->state = to_move_state(s);
		reset_ply(s);
		vi_board(s, o, false, ANNA_MOVE_NONE);
		return;

	case ANNA_SEV_VI_LIFT:
		if (!playing(st))
			return; /* setting up, or after the game: no touch-move */
		if (st == ANNA_SESSION_VI_TO_MOVE && !s->vi_made && !s->vi_illegal)
			announce_touched(s, o, ev, !s->cur.touched_ms);
		if (st == ANNA_SESSION_VI_TO_MOVE && !s->cur.touched_ms)
			s->cur.touched_ms = o->at; /* VI-6: touched = lifted */
		/* DRAW-1 [Interpretation]: lifting declines a pending offer */
		if (st == ANNA_SESSION_VI_TO_MOVE && s->offer_side == 1 - vi) {
			s->offer_side = -1;
			announce(o, ANNA_SANN_DRAW_DECLINED, ANNA_ROLE_SIGHTED, 1 - vi);
		}
		return;

	case ANNA_SEV_VI_MADE:
		switch (st) {
		case ANNA_SESSION_VI_TO_MOVE: {
			uint16_t m = find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
			if (!m) {
				bug(o, st, ev->type);
				return;
			}
			board_made(s, o, m);
			return;
		}
		case ANNA_SESSION_SIGHTED_TO_MOVE:
			/* the VI player moved a sighted piece before it was
			 * announced: the driver's idle inference says so; the
			 * announced move's check will catch a difference */
		case ANNA_SESSION_ARBITER:
		case ANNA_SESSION_PAUSED:
		case ANNA_SESSION_ENDED:
		case ANNA_SESSION_SETUP:
			return; /* the board is not the game's now */
		default:
			bug(o, st, ev->type);
			return;
		}

	case ANNA_SEV_VI_PROMOTION:
		if (!vi_own_move(s, o, ev))
			return;
		s->vi_promo = true;
		s->vi_made = s->vi_illegal = false;
		s->promo_from = ev->from;
		s->promo_to = ev->to;
		if (s->promo_piece != ANNA_NO_TYPE) {
			uint16_t m = find_move(&s->game.pos, ev->from, ev->to, s->promo_piece, NULL);
			if (m) {
				board_made(s, o, m);
				return;
			}
		}
		{
			/* VI-4: ask which piece */
			struct anna_session_announcement *a =
				announce(o, ANNA_SANN_PROMOTION, ANNA_ROLE_VI, vi);
			if (a) {
				a->from = ev->from;
				a->to = ev->to;
			}
		}
		return;

	case ANNA_SEV_VI_ILLEGAL:
		if (!vi_own_move(s, o, ev))
			return;
		s->vi_illegal = true;
		s->vi_made = s->vi_promo = false;
		s->vi_phys = *ev;
		/* ILL-12: only training warns before completion */
		if (may(s, ANNA_SAY_ILLEGAL_WARNING, ANNA_ROLE_VI)) {
			struct anna_session_announcement *a =
				announce(o, ANNA_SANN_ILLEGAL, ANNA_ROLE_VI, vi);
			if (a)
				s->illegal_said_ms = o->at + 1;
			if (a) {
				a->pos = s->game.pos;
				a->from = ev->from;
				a->to = ev->to;
				a->promotion = ev->promotion;
				a->reason = ev->reason;
			}
		}
		return;

	case ANNA_SEV_VI_UNMADE:
		if (st == ANNA_SESSION_VI_TO_MOVE)
			s->vi_made = s->vi_illegal = s->vi_promo = false;
		return;

	case ANNA_SEV_VI_EXECUTED:
		if (st == ANNA_SESSION_VI_EXECUTING) {
			if (s->nplies)
				s->plies[s->nplies - 1].executed_ms = o->at;
			if (s->drift) {
				s->drift = false;
				announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_VI, vi);
			}
			s->state = ANNA_SESSION_VI_TO_MOVE;
			vi_board(s, o, false, ANNA_MOVE_NONE);
			return;
		}
		if (st == ANNA_SESSION_SIGHTED_TO_MOVE && s->typed && s->typed_legal) {
			s->executed_early = true;
			s->cur.executed_ms = o->at;
			if (s->drift) {
				s->drift = false;
				announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_VI, vi);
			}
			return;
		}
		if (playing(st))
			bug(o, st, ev->type);
		return;

	case ANNA_SEV_VI_WRONG: {
		bool executing = st == ANNA_SESSION_VI_EXECUTING ||
				 (st == ANNA_SESSION_SIGHTED_TO_MOVE && s->typed && s->typed_legal);
		if (!executing) {
			if (playing(st))
				bug(o, st, ev->type);
			return;
		}
		uint16_t announced = st == ANNA_SESSION_VI_EXECUTING && s->game.count
			? s->game.plies[s->game.count - 1].move : s->typed_move;
		struct anna_position before;
		anna_game_position_at(&s->game, st == ANNA_SESSION_VI_EXECUTING && s->game.count
				      ? s->game.count - 1 : s->game.count, &before);
		s->executed_early = false;
		/* VI-13: caught at the move where it happens */
		if (!s->drift) {
			struct anna_session_report *r = report(o, ANNA_SREP_DRIFT, vi);
			if (r) {
				r->pos = before;
				r->move = announced;
				r->from = ev->from;
				r->to = ev->to;
				r->n_evidence = 1;
				r->evidence[0] = o->at;
			}
		}
		s->drift = true;
		struct anna_session_announcement *a = announce(o, ANNA_SANN_DRIFT, ANNA_ROLE_VI, vi);
		if (a) {
			a->pos = before;
			a->move = announced;
			a->from = ev->from;
			a->to = ev->to;
			a->n_fix = ev->n_fix < ANNA_SESSION_MAX_FIX ? ev->n_fix : ANNA_SESSION_MAX_FIX;
			memcpy(a->fix, ev->fix, a->n_fix * sizeof(a->fix[0]));
		}
		return;
	}

	case ANNA_SEV_VI_MISMATCH: {
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return;
		if (!s->vi_mismatch) {
			struct anna_session_report *r = report(o, ANNA_SREP_MISMATCH, vi);
			if (r)
				r->pos = s->game.pos;
		}
		s->vi_mismatch = true;
		struct anna_session_announcement *a =
			announce(o, ANNA_SANN_MISMATCH, ANNA_ROLE_VI, vi);
		if (a) {
			a->pos = s->game.pos;
			a->n_fix = ev->n_fix < ANNA_SESSION_MAX_FIX ? ev->n_fix : ANNA_SESSION_MAX_FIX;
			memcpy(a->fix, ev->fix, a->n_fix * sizeof(a->fix[0]));
		}
		return;
	}

	case ANNA_SEV_VI_MATCH:
		if (s->vi_mismatch) {
			s->vi_mismatch = false;
			announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_VI, vi);
		}
		return;

	case ANNA_SEV_SIGHTED_MISMATCH: {
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return;
		s->sighted_board = ev->position;
		if (!s->sighted_mismatch) {
			struct anna_session_report *r =
				report(o, ANNA_SREP_SIGHTED_MISMATCH, 1 - vi);
			if (r)
				r->pos = ev->position;
		}
		s->sighted_mismatch = true;
		for (int who = ANNA_ROLE_SIGHTED; who <= ANNA_ROLE_ARBITER; who++) {
			struct anna_session_announcement *a =
				announce(o, ANNA_SANN_MISMATCH, (enum anna_role)who, 1 - vi);
			if (a) {
				a->pos = s->game.pos;
				a->n_fix = ev->n_fix < ANNA_SESSION_MAX_FIX ? ev->n_fix
									    : ANNA_SESSION_MAX_FIX;
				memcpy(a->fix, ev->fix, a->n_fix * sizeof(a->fix[0]));
			}
		}
		return;
	}

	case ANNA_SEV_SIGHTED_MATCH:
		if (s->sighted_mismatch) {
			s->sighted_mismatch = false;
			announce(o, ANNA_SANN_BOARD_OK, ANNA_ROLE_SIGHTED, 1 - vi);
		}
		return;

	case ANNA_SEV_SIGHTED_MADE: {
		if (!playing(st))
			return;
		uint16_t m = ANNA_MOVE_NONE;
		if (st == ANNA_SESSION_SIGHTED_TO_MOVE) {
			m = find_move(&s->game.pos, ev->from, ev->to, ev->promotion, NULL);
			/* his own move made on his board (VI-9), announced or
			 * not yet */
			if (m && (!s->typed || (s->typed_legal && m == s->typed_move)))
				s->cur.made_ms = o->at;
		}
		/* the VI player's last move carried out on the sighted board */
		if (s->nplies && s->plies[s->nplies - 1].mover == vi) {
			struct anna_position before;
			anna_game_position_at(&s->game, s->game.count - 1, &before);
			uint16_t vm = find_move(&before, ev->from, ev->to, ev->promotion, NULL);
			struct anna_session_ply *p = &s->plies[s->nplies - 1];
			if (vm && vm == p->move && !p->executed_ms) {
				p->executed_ms = o->at;
				return;
			}
			if (!m && !p->executed_ms) {
				struct anna_session_report *r =
					report(o, ANNA_SREP_DRIFT, 1 - vi);
				if (r) {
					r->pos = before;
					r->move = p->move;
					r->from = ev->from;
					r->to = ev->to;
				}
			}
		}
		return;
	}

	case ANNA_SEV_KEY_MOVE:
		if (ev->role == ANNA_ROLE_ARBITER) {
			bug(o, st, ev->type);
			return;
		}
		if (refused_here(s, o, ev->role, side))
			return;
		if (s->game.pos.side != side) {
			refuse(o, ev->role, ANNA_SREF_NOT_YOUR_MOVE, side);
			return;
		}
		typed_move(s, o, ev, side);
		return;

	case ANNA_SEV_KEY_PROMOTION:
		if (ev->role == ANNA_ROLE_ARBITER) {
			bug(o, st, ev->type);
			return;
		}
		if (refused_here(s, o, ev->role, side) || s->game.pos.side != side)
			return;
		if (ev->role == ANNA_ROLE_VI) {
			s->promo_piece = ev->promotion; /* may come before the board */
			if (s->vi_promo) {
				uint16_t m = find_move(&s->game.pos, s->promo_from, s->promo_to,
						       ev->promotion, NULL);
				if (m)
					board_made(s, o, m);
			}
			if (!s->cfg.vi_sensor_board && s->typed && !s->typed_legal) {
				struct anna_session_event e = *ev;
				e.from = s->typed_from;
				e.to = s->typed_to;
				typed_move(s, o, &e, side);
			}
			return;
		}
		return;

	case ANNA_SEV_KEY_CLOCK:
		switch (ev->role) {
		case ANNA_ROLE_VI:
			if (st == ANNA_SESSION_VI_TO_MOVE) {
				vi_press(s, o);
			} else if (st == ANNA_SESSION_VI_EXECUTING) {
				/* VI-8: his own move is not made yet */
				const uint64_t at[] = { o->at };
				early_press(s, o, vi, ANNA_SREP_PRESS_NOT_MADE, at, 1, false);
			} else {
				/* CLK-14: while held for the arbiter, said why */
				refused_press(s, o, ev->role, side);
			}
			return; /* other play states: the press does nothing */
		case ANNA_ROLE_SIGHTED:
			if (st == ANNA_SESSION_SIGHTED_TO_MOVE)
				sighted_press(s, o);
			else
				refused_press(s, o, ev->role, side);
			return;
		case ANNA_ROLE_ARBITER:
		case ANNA_ROLE_COUNT:
			break;
		}
		bug(o, st, ev->type);
		return;

	case ANNA_SEV_KEY_CORRECT:
		if (ev->role == ANNA_ROLE_ARBITER) {
			bug(o, st, ev->type);
			return;
		}
		if (st == ANNA_SESSION_ENDED) {
			refuse(o, ev->role, ANNA_SREF_GAME_OVER, side);
			return;
		}
		withdraw(s, o, side);
		return;

	case ANNA_SEV_KEY_QUERY:
		if (st == ANNA_SESSION_SETUP && ev->query != ANNA_SQ_SQUARE &&
		    ev->query != ANNA_SQ_PIECES) {
			refuse(o, ev->role, ANNA_SREF_WAIT_ARBITER, side);
			return;
		}
		query(s, o, ev);
		return;

	case ANNA_SEV_KEY_DRAW_OFFER:
	case ANNA_SEV_KEY_DRAW_DECLINE:
	case ANNA_SEV_KEY_RESIGN:
		if (ev->role == ANNA_ROLE_ARBITER) {
			bug(o, st, ev->type);
			return;
		}
		if (st == ANNA_SESSION_ENDED || st == ANNA_SESSION_SETUP) {
			refuse(o, ev->role, st == ANNA_SESSION_ENDED ? ANNA_SREF_GAME_OVER
								 : ANNA_SREF_WAIT_ARBITER, side);
			return;
		}
		if (ev->type == ANNA_SEV_KEY_DRAW_OFFER)
			draw_offer(s, o, side);
		else if (ev->type == ANNA_SEV_KEY_DRAW_DECLINE)
			draw_decline(s, o, side);
		else {
			report(o, ANNA_SREP_RESIGNATION, side);
			end_game(s, o, ANNA_SEND_RESIGNATION,
				 side == ANNA_WHITE ? ANNA_RESULT_BLACK_WINS
						    : ANNA_RESULT_WHITE_WINS, side, false);
		}
		return;

	case ANNA_SEV_CLAIM:
		if (ev->role == ANNA_ROLE_ARBITER) {
			bug(o, st, ev->type);
			return;
		}
		if (!playing(st) && !(st == ANNA_SESSION_PAUSED &&
				      (ev->claim & ANNA_SESSION_CLAIM_FLAG))) {
			refused_here(s, o, ev->role, side);
			return;
		}
		claim(s, o, ev, side);
		return;

	case ANNA_SEV_DEADLINE:
		return; /* the clock was advanced before the switch */

	case ANNA_SEV_ARB_PAUSE:
		if (!playing(st) && st != ANNA_SESSION_ARBITER) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		if (anna_clock_state(s->clock) == ANNA_CLOCK_RUNNING)
			anna_clock_pause(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER,
					 ev->pause_reason, NULL);
		if (st != ANNA_SESSION_ARBITER) {
			s->resume_to = st;
			s->state = ANNA_SESSION_PAUSED;
		}
		announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_VI, -1);
		announce(o, ANNA_SANN_PAUSED, ANNA_ROLE_SIGHTED, -1);
		return;

	case ANNA_SEV_ARB_RESUME:
		if (st != ANNA_SESSION_PAUSED) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		if (anna_clock_state(s->clock) == ANNA_CLOCK_PAUSED)
			anna_clock_resume(s->clock, o->at, ANNA_CLOCK_ACTOR_ARBITER, NULL);
		s->state = holding(s) ? ANNA_SESSION_ARBITER : s->resume_to;
		announce(o, ANNA_SANN_RESUMED, ANNA_ROLE_VI, -1);
		announce(o, ANNA_SANN_RESUMED, ANNA_ROLE_SIGHTED, -1);
		return;

	case ANNA_SEV_ARB_ADJUST:
		if (st == ANNA_SESSION_ENDED ||
		    anna_clock_adjust(s->clock, o->at, &ev->adjust, NULL) != ANNA_OK)
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
		return;

	case ANNA_SEV_ARB_TAKE_BACK:
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		take_back(s, o, ev->ply);
		return;

	case ANNA_SEV_ARB_SET_POSITION:
		if (st == ANNA_SESSION_ENDED) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_GAME_OVER, -1);
			return;
		}
		set_position(s, o, &ev->position);
		return;

	case ANNA_SEV_ARB_PENALTY:
		if (st == ANNA_SESSION_ENDED || st == ANNA_SESSION_SETUP) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		arbiter_penalty(s, o, ev);
		return;

	case ANNA_SEV_ARB_RESULT: {
		/* ED-2: the arbiter's word overrides any end */
		int loser = ev->result == ANNA_RESULT_WHITE_WINS ? ANNA_BLACK
			  : ev->result == ANNA_RESULT_BLACK_WINS ? ANNA_WHITE : -1;
		end_game(s, o, ANNA_SEND_ARBITER, ev->result, loser, false);
		return;
	}

	case ANNA_SEV_ARB_CONFIRM:
	case ANNA_SEV_ARB_OVERRIDE:
		/* after an automatic end only its own decision is open (ED-2) */
		if ((st == ANNA_SESSION_ENDED || st == ANNA_SESSION_SETUP) &&
		    !find_decision(s, ev->decision)) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		decide(s, o, ev->decision, ev->type == ANNA_SEV_ARB_CONFIRM);
		return;

	case ANNA_SEV_ARB_NEW_GAME:
		if (build(s, NULL) != ANNA_OK)
			bug(o, st, ev->type);
		return;

	case ANNA_SEV_SHEET_ENTRY: {
		/* SHEET-1, VI-13: the sighted player's sheet as written; a
		 * flagged entry goes to the arbiter, never guessed */
		struct anna_error err;
		char text[ANNA_SHEET_TEXT];
		memcpy(text, ev->text, sizeof(text));
		text[sizeof(text) - 1] = '\0';
		if (anna_scoresheet_enter(&s->sighted_sheet, text,
					  anna_letters_builtin(ev->letters), o->at,
					  &err) != ANNA_OK) {
			struct anna_session_report *r = report(o, ANNA_SREP_SHEET, 1 - vi);
			if (r)
				r->error = err;
		}
		return;
	}

	case ANNA_SEV_ARB_RECONCILE:
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED) {
			refuse(o, ANNA_ROLE_ARBITER, ANNA_SREF_NOTHING, -1);
			return;
		}
		arbiter_reconcile(s, o);
		return;

	case ANNA_SEV_ARB_SWITCHES:
		/* ARB-3, CLK-16: the arbiter's switches; the mode, edition
		 * and game type stay as configured */
		s->cfg.policy.check_words = ev->policy.check_words;
		s->cfg.policy.clock_warnings = ev->policy.clock_warnings;
		s->cfg.policy.square_queries = ev->policy.square_queries;
		s->cfg.policy.announcing_assistant = ev->policy.announcing_assistant;
		anna_clock_set_warnings(s->clock, ev->policy.clock_warnings, o->at);
		return;

	case ANNA_SEV_COUNT:
		break;
	}
	bug(o, st, ev->type);
}

size_t anna_session_feed(struct anna_session *s, const struct anna_session_event *ev,
			 struct anna_session_action *out)
{
	struct out o = { out, 0, ev->at_ms };
	if (ev->at_ms < s->last_ms) {
		bug(&o, s->state, ev->type); /* events must come in time order */
		o.at = s->last_ms;
	}
	s->last_ms = o.at;
	if (s->state != ANNA_SESSION_SETUP && s->state != ANNA_SESSION_ENDED) {
		/* what was due up to now happens first (a flag before a press) */
		anna_clock_advance(s->clock, o.at, NULL);
		drain_clock(s, &o);
	}
	if ((unsigned)ev->type >= ANNA_SEV_COUNT)
		bug(&o, s->state, ev->type);
	else
		dispatch(s, &o, ev);
	if (s->state != ANNA_SESSION_SETUP && s->state != ANNA_SESSION_ENDED)
		drain_clock(s, &o);
	/* VI-16: what the hearing-impaired opponent is told is shown */
	for (size_t i = 0; i < o.n && s->cfg.hearing_impaired_opponent; i++)
		if (out[i].type == ANNA_SA_ANNOUNCE && out[i].ann.listener == ANNA_ROLE_SIGHTED)
			out[i].ann.text = true;
	uint64_t d = anna_session_deadline(s);
	if (d != s->armed) {
		s->armed = d;
		struct anna_session_action *a = push(&o, ANNA_SA_ARM_TIMER);
		if (a)
			a->deadline_ms = d;
	}
	return o.n;
}

/* ---- accessors --------------------------------------------------------- */

enum anna_session_state anna_session_state(const struct anna_session *s)
{
	return s->state;
}

const struct anna_game *anna_session_game(const struct anna_session *s)
{
	return &s->game;
}

const struct anna_clock *anna_session_clock(const struct anna_session *s)
{
	return s->clock;
}

const struct anna_policy *anna_session_policy(const struct anna_session *s)
{
	return &s->cfg.policy;
}

const struct anna_scoresheet *anna_session_vi_sheet(const struct anna_session *s)
{
	return &s->vi_sheet;
}

struct anna_scoresheet *anna_session_sighted_sheet(struct anna_session *s)
{
	return &s->sighted_sheet;
}

const struct anna_session_ply *anna_session_ply(const struct anna_session *s, size_t i)
{
	return i < s->nplies ? &s->plies[i] : NULL;
}

unsigned anna_session_illegal_count(const struct anna_session *s, int side)
{
	return (side == 0 || side == 1) ? s->illegal[side] : 0;
}

unsigned anna_session_early_presses(const struct anna_session *s, int side)
{
	return (side == 0 || side == 1) ? s->early_press[side] : 0;
}

void anna_session_vi_board(const struct anna_session *s, bool *execute,
			   uint16_t *expected, struct anna_position *pos)
{
	bool ex = s->state == ANNA_SESSION_VI_EXECUTING ||
		  (s->state == ANNA_SESSION_SIGHTED_TO_MOVE && s->typed && s->typed_legal &&
		   !s->executed_early);
	uint16_t m = ANNA_MOVE_NONE;
	if (s->state == ANNA_SESSION_VI_EXECUTING && s->game.count)
		m = s->game.plies[s->game.count - 1].move;
	else if (ex)
		m = s->typed_move;
	if (execute)
		*execute = ex;
	if (expected)
		*expected = m;
	if (pos) {
		if (s->state == ANNA_SESSION_VI_EXECUTING && s->game.count)
			anna_game_position_at(&s->game, s->game.count - 1, pos);
		else
			*pos = s->game.pos;
	}
}

uint64_t anna_session_deadline(const struct anna_session *s)
{
	if (s->state == ANNA_SESSION_SETUP || s->state == ANNA_SESSION_ENDED)
		return ANNA_CLOCK_NO_DEADLINE;
	return anna_clock_next_deadline(s->clock);
}

unsigned anna_session_reconcile_decision(const struct anna_session *s)
{
	for (size_t i = 0; i < MAX_DECISIONS; i++)
		if (s->decisions[i].id && s->decisions[i].reconcile)
			return s->decisions[i].id;
	return 0;
}

const struct anna_reconcile_result *anna_session_reconcile(const struct anna_session *s)
{
	return s->rec;
}
