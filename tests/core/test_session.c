/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/core/test_session.c: the referee (core/session.c) driven by event
 * scripts. Each script is a table of steps: the instant, the event and the
 * actions expected, written compactly (format() below):
 *
 *   move>sighted(e2e4 cw)   announce a move to the sighted player, check
 *                           words allowed ("*" marks a correction)
 *   clock>vi(flag)          a clock announcement of that kind
 *   refused>vi(frozen)      a refusal and why
 *   ply(e2e4)               a completed ply recorded
 *   report(kind proposal dN) a report to the arbiter, decision N
 *   board(own) board(exec e7e5)  the VI board's inference task
 *   timer                   the deadline changed
 *   bug(state,event)        an impossible pair
 *
 * A step may also check the clock ("w=... b=..." remaining ms, "run=w"
 * the side whose clock runs, "paused") right after its event.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/session.h"

#define VI ANNA_ROLE_VI
#define SI ANNA_ROLE_SIGHTED
#define AR ANNA_ROLE_ARBITER

struct step {
	uint64_t t;
	enum anna_session_event_type type;
	enum anna_role role;
	const char *move;   /* "e2e4", "e7e8q"; NULL = none */
	int extra;          /* query, claim bits, decision, reason, side... */
	const char *expect; /* the actions, formatted */
	const char *clock;  /* NULL, or "w=... b=..." / "run=w" / "paused" /
			     * "stopped" */
};

static void parse_move(const char *m, int *from, int *to, enum anna_piece_type *promo)
{
	*from = *to = ANNA_NO_SQ;
	*promo = ANNA_NO_TYPE;
	if (!m)
		return;
	*from = anna_square_parse(m);
	if (strlen(m) < 4)
		return; /* a square alone (queries) */
	*to = anna_square_parse(m + 2);
	switch (m[4]) {
	case 'q': *promo = ANNA_QUEEN; break;
	case 'r': *promo = ANNA_ROOK; break;
	case 'b': *promo = ANNA_BISHOP; break;
	case 'n': *promo = ANNA_KNIGHT; break;
	default: break;
	}
}

static void cat(char *buf, size_t size, const char *fmt, ...)
{
	size_t n = strlen(buf);
	va_list ap;
	va_start(ap, fmt);
	if (n && n + 1 < size)
		buf[n++] = ' ', buf[n] = '\0';
	vsnprintf(buf + n, size - n, fmt, ap);
	va_end(ap);
}

static const char *uci(uint16_t m, char b[6])
{
	return m ? anna_move_uci(m, b) : "none";
}

static void format(const struct anna_session_action *a, size_t n, char *buf, size_t size)
{
	char b[6], sq[3], sq2[3];
	buf[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		const struct anna_session_announcement *an = &a[i].ann;
		const struct anna_session_report *r = &a[i].report;
		const char *who = anna_role_str(an->listener);
		switch (a[i].type) {
		case ANNA_SA_ANNOUNCE:
			switch (an->kind) {
			case ANNA_SANN_MOVE:
			case ANNA_SANN_SHEET_ENTRY:
				cat(buf, size, "%s>%s(%s%s%s%s)", anna_session_ann_kind_str(an->kind),
				    who, uci(an->move, b), an->check_words ? " cw" : "",
				    an->correction ? "*" : "", an->draw_offer ? " (=)" : "");
				break;
			case ANNA_SANN_DRIFT:
				cat(buf, size, "drift>%s(%s)", who, uci(an->move, b));
				break;
			case ANNA_SANN_CLAIM_MOVE:
				cat(buf, size, "claim_move>%s(%s)", who, uci(an->move, b));
				break;
			case ANNA_SANN_PHYSICAL:
				cat(buf, size, "physical>%s(%s%s)", who,
				    anna_square_name(an->from, sq), anna_square_name(an->to, sq2));
				break;
			case ANNA_SANN_ILLEGAL:
				cat(buf, size, "illegal>%s(%s)", who,
				    anna_illegal_reason_str(an->reason));
				break;
			case ANNA_SANN_PROMOTION:
				cat(buf, size, "promotion>%s(%s)", who, anna_square_name(an->to, sq));
				break;
			case ANNA_SANN_CLOCK:
				cat(buf, size, "clock>%s(%s)", who,
				    anna_clock_ann_kind_str(an->clock.kind));
				break;
			case ANNA_SANN_REFUSED:
				cat(buf, size, "refused>%s(%s)", who,
				    anna_session_refusal_str(an->refusal));
				break;
			case ANNA_SANN_GAME_END:
				cat(buf, size, "game_end>%s(%s %s)", who,
				    anna_game_end_str(an->end), anna_game_result_str(an->result));
				break;
			case ANNA_SANN_PENALTY:
				cat(buf, size, "penalty>%s(%s %lld)", who,
				    anna_session_penalty_str(an->penalty), (long long)an->ms);
				break;
			case ANNA_SANN_SQUARE:
				cat(buf, size, "square>%s(%s %d)", who,
				    anna_square_name(an->square, sq), an->piece);
				break;
			case ANNA_SANN_TOUCHED:
				cat(buf, size, "touched>%s(%s %d %s)", who,
				    anna_square_name(an->square, sq), an->piece,
				    anna_session_duty_str(an->duty));
				break;
			case ANNA_SANN_WHOSE_MOVE:
				cat(buf, size, "whose_move>%s(%d)", who, an->mover);
				break;
			default:
				cat(buf, size, "%s>%s", anna_session_ann_kind_str(an->kind), who);
				break;
			}
			break;
		case ANNA_SA_ARM_TIMER:
			cat(buf, size, "timer");
			break;
		case ANNA_SA_SETTLE:
			cat(buf, size, "settle");
			break;
		case ANNA_SA_RECORD_PLY:
			cat(buf, size, "ply(%s%s)", uci(a[i].ply.move, b),
			    a[i].ply.draw_offer ? " (=)" : "");
			break;
		case ANNA_SA_REPORT:
			cat(buf, size, "report(%s", anna_session_report_kind_str(r->kind));
			if (r->proposal && r->kind != ANNA_SREP_DECISION)
				cat(buf, size, "%s", anna_session_proposal_str(r->proposal));
			if (r->decision && r->kind != ANNA_SREP_DECISION)
				cat(buf, size, "d%u", r->decision);
			if (r->kind == ANNA_SREP_FLAG)
				cat(buf, size, "%s", anna_flag_verdict_str(r->verdict));
			if (r->kind == ANNA_SREP_CLAIM)
				cat(buf, size, "%s", r->correct ? "correct" : "incorrect");
			if (r->kind == ANNA_SREP_RECONCILE)
				cat(buf, size, "case%u kept=%zu drop=%zu/%zu", r->reconcile_case,
				    r->kept, r->discarded[0], r->discarded[1]);
			if (r->kind == ANNA_SREP_SHEET_LAG)
				cat(buf, size, "%s %u/%llu", r->exempt ? "exempt"
				    : r->correct ? "ok" : "behind", r->count,
				    (unsigned long long)r->evidence[1]);
			strncat(buf, ")", size - strlen(buf) - 1);
			break;
		case ANNA_SA_VI_BOARD:
			if (a[i].vi_execute)
				cat(buf, size, "board(exec %s)", uci(a[i].vi_expected, b));
			else
				cat(buf, size, "board(own)");
			break;
		case ANNA_SA_BUG:
			cat(buf, size, "bug(%s,%s)", anna_session_state_str(a[i].bug_state),
			    anna_session_event_str(a[i].bug_event));
			break;
		case ANNA_SA_COUNT:
			break;
		}
	}
}

static void check_clock(const struct anna_session *s, uint64_t t, const char *want,
			size_t step)
{
	const struct anna_clock *c = anna_session_clock(s);
	char got[128];
	if (strncmp(want, "run=", 4) == 0) {
		snprintf(got, sizeof(got), "run=%c",
			 anna_clock_state(c) != ANNA_CLOCK_RUNNING ? '-'
			 : anna_clock_side_to_move(c) == ANNA_WHITE ? 'w' : 'b');
	} else if (strcmp(want, "paused") == 0 || strcmp(want, "stopped") == 0) {
		snprintf(got, sizeof(got), "%s", anna_clock_state_str(anna_clock_state(c)));
	} else {
		snprintf(got, sizeof(got), "w=%llu b=%llu",
			 (unsigned long long)anna_clock_remaining(c, ANNA_WHITE, t),
			 (unsigned long long)anna_clock_remaining(c, ANNA_BLACK, t));
	}
	if (strcmp(got, want) != 0) {
		print_error("step %zu: clock %s, want %s\n", step, got, want);
		fail();
	}
}

/* Runs the script; returns the session for further checks (free it). */
static void run_steps(struct anna_session *s, const struct step *steps, size_t n);

static struct anna_session *run(const struct anna_session_config *cfg,
				const struct step *steps, size_t n)
{
	struct anna_session *s = NULL;
	struct anna_error err;
	assert_int_equal(anna_session_new(cfg, &s, &err), ANNA_OK);
	run_steps(s, steps, n);
	return s;
}

/* Feeds steps to s, checking each one's actions (and clock). */
static void run_steps(struct anna_session *s, const struct step *steps, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct step *st = &steps[i];
		struct anna_session_event ev;
		anna_session_event_init(&ev, st->type, st->t);
		ev.role = st->role;
		parse_move(st->move, &ev.from, &ev.to, &ev.promotion);
		switch (st->type) {
		case ANNA_SEV_KEY_QUERY:
			ev.query = (enum anna_session_query)st->extra;
			ev.arg = ev.from != ANNA_NO_SQ ? ev.from : 0;
			break;
		case ANNA_SEV_CLAIM:
			ev.claim = (unsigned)st->extra;
			break;
		case ANNA_SEV_ARB_CONFIRM:
		case ANNA_SEV_ARB_OVERRIDE:
		case ANNA_SEV_SHEET_ENTRY:
			if (st->type == ANNA_SEV_SHEET_ENTRY) {
				snprintf(ev.text, sizeof(ev.text), "%s", st->move);
				ev.from = ev.to = ANNA_NO_SQ;
				ev.promotion = ANNA_NO_TYPE;
				break;
			}
			ev.decision = (unsigned)st->extra;
			break;
		case ANNA_SEV_VI_ILLEGAL:
			ev.reason = (enum anna_illegal_reason)st->extra;
			break;
		case ANNA_SEV_ARB_TAKE_BACK:
			ev.ply = (unsigned)st->extra;
			break;
		case ANNA_SEV_ARB_SWITCHES: /* bits: check, clock, squares, assistant */
			ev.policy = *anna_session_policy(s);
			ev.policy.check_words = st->extra & 1;
			ev.policy.clock_warnings = st->extra & 2;
			ev.policy.square_queries = st->extra & 4;
			ev.policy.announcing_assistant = st->extra & 8;
			ev.policy.mode = ANNA_MODE_TRAINING; /* not the arbiter's switch: kept */
			break;
		case ANNA_SEV_ARB_PENALTY:
			ev.side = st->extra;
			ev.penalty = ANNA_PENALTY_TIME;
			break;
		case ANNA_SEV_KEY_PROMOTION:
			ev.promotion = (enum anna_piece_type)st->extra;
			break;
		case ANNA_SEV_ARB_RESULT:
			ev.result = (enum anna_game_result)st->extra;
			break;
		case ANNA_SEV_VI_LIFT: /* "e2" and the piece, or nothing */
			ev.square = ev.from;
			ev.from = ANNA_NO_SQ;
			ev.piece = (uint8_t)st->extra;
			break;
		default:
			break;
		}
		struct anna_session_action acts[ANNA_SESSION_MAX_ACTIONS];
		size_t k = anna_session_feed(s, &ev, acts, ANNA_SESSION_MAX_ACTIONS);
		char got[2048];
		format(acts, k, got, sizeof(got));
		if (strcmp(got, st->expect) != 0) {
			print_error("step %zu (t=%llu %s): got\n  \"%s\"\nwant\n  \"%s\"\n", i,
				    (unsigned long long)st->t, anna_session_event_str(st->type),
				    got, st->expect);
			fail();
		}
		if (st->clock)
			check_clock(s, st->t, st->clock, i);
	}
}

#define RUN(cfg, steps) run(cfg, steps, sizeof(steps) / sizeof(steps[0]))

/* One hour, no bonus, no automatic warnings: the only deadline is a flag. */
static void config(struct anna_session_config *cfg, enum anna_policy_mode mode,
		   enum anna_edition ed, uint64_t base_ms)
{
	anna_session_config_default(cfg);
	cfg->policy.mode = mode;
	cfg->policy.edition = ed;
	cfg->tc.nperiods = 1;
	cfg->tc.periods[0] = (struct anna_tc_period){ 0, base_ms, ANNA_TC_BONUS_NONE, 0 };
	anna_clock_settings_default(&cfg->clock, &cfg->tc);
	cfg->clock.schedule.coarse_step_ms = 0;
	cfg->clock.schedule.fine_step_ms = 0;
	cfg->clock.schedule.nfinal = 0;
}

static void start_from(struct anna_session_config *cfg, const char *fen)
{
	struct anna_error err;
	assert_int_equal(anna_fen_read(&cfg->start, fen, &err), ANNA_OK);
	cfg->has_start = true;
}

#define H 3600000ULL

/* One ply each, the usual way; an arbiter's penalty; his resume. */
#define VI_MOVE(t, m) { t, ANNA_SEV_VI_MADE, VI, m, 0, "", NULL },                   \
	{ t + 100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(" m ") ply(" m ") board(own) timer", NULL }
#define SI_MOVE(t, m) { t, ANNA_SEV_KEY_MOVE, SI, m, 0, "move>vi(" m ") board(exec " m ")", NULL }, \
	{ t, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(" m ") timer", NULL },             \
	{ t + 100, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL }
/* DRAW-1: his move declines the VI player's pending offer (or claim),
 * and the VI player hears so */
#define SI_MOVE_DECLINING(t, m) { t, ANNA_SEV_KEY_MOVE, SI, m, 0, "move>vi(" m ") board(exec " m ")", NULL }, \
	{ t, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "draw_declined>vi ply(" m ") timer", NULL },             \
	{ t + 100, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL }
#define PENALTY(ms) "report(decision) decided>vi decided>sighted board(own) penalty>vi(time " ms ") penalty>sighted(time " ms ") report(penalty)"
#define RESUME(t) { t, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=w" }

/* ---- a whole short game, VI (White) against a sighted player ---------- */

static const struct step whole_game[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", "run=w" },
	{ 1000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	{ 2000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", "run=w" },
	/* VI-7 c, VI-8: the press announces it and switches the clock */
	{ 3000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(e2e4) ply(e2e4) board(own) timer", "w=3597000 b=3600000" },
	{ 5000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", "run=b" },
	{ 5000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", "w=3597000 b=3598000" },
	/* the VI player carries it out on his own time */
	{ 9000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", "w=3593000 b=3598000" },
	{ 10000, ANNA_SEV_VI_MADE, VI, "f1c4", 0, "", NULL },
	{ 11000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(f1c4) ply(f1c4) board(own) timer",
	  "w=3591000 b=3598000" },
	{ 12000, ANNA_SEV_KEY_MOVE, SI, "b8c6", 0, "move>vi(b8c6) board(exec b8c6)", NULL },
	{ 12000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(b8c6) timer", "w=3591000 b=3597000" },
	{ 13000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	{ 14000, ANNA_SEV_VI_MADE, VI, "d1h5", 0, "", NULL },
	{ 15000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(d1h5) ply(d1h5) board(own) timer",
	  NULL },
	{ 16000, ANNA_SEV_KEY_MOVE, SI, "g8f6", 0, "move>vi(g8f6) board(exec g8f6)", NULL },
	{ 16000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(g8f6) timer", NULL },
	{ 17000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	{ 18000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	{ 19000, ANNA_SEV_VI_MADE, VI, "h5f7", 0, "", NULL },
	{ 20000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(h5f7) ply(h5f7) game_end>vi(checkmate 1-0) "
	  "game_end>sighted(checkmate 1-0) report(game_end d1) timer", NULL },
	{ 21000, ANNA_SEV_KEY_MOVE, SI, "e8e7", 0, "refused>sighted(game_over)", NULL },
};

static void test_whole_game(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, whole_game);
	const struct anna_game *g = anna_session_game(s);
	assert_int_equal(g->count, 7);
	assert_int_equal(g->result, ANNA_RESULT_WHITE_WINS);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_ENDED);
	/* VI-3: each step of a ply has its instant */
	const struct anna_session_ply *p0 = anna_session_ply(s, 0);
	assert_non_null(p0);
	assert_int_equal(p0->touched_ms, 1000);
	assert_int_equal(p0->made_ms, 2000);
	assert_int_equal(p0->announced_ms, 3000);
	assert_int_equal(p0->pressed_ms, 3000);
	assert_int_equal(p0->repeated_ms, 3000);
	const struct anna_session_ply *p1 = anna_session_ply(s, 1);
	assert_int_equal(p1->announced_ms, 5000);
	assert_int_equal(p1->pressed_ms, 5000);
	assert_int_equal(p1->executed_ms, 9000);
	/* the VI player's scoresheet is anna's record */
	const struct anna_scoresheet *sh = anna_session_vi_sheet(s);
	assert_int_equal(anna_scoresheet_count(sh), 7);
	char buf[40];
	anna_scoresheet_write(sh, 6, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "Qxf7#");
	anna_session_free(s);
}

/* Determinism: the same events give the same actions, byte for byte. */
static void test_deterministic(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2014, H);
	struct anna_session *a = NULL, *b = NULL;
	assert_int_equal(anna_session_new(&cfg, &a, NULL), ANNA_OK);
	assert_int_equal(anna_session_new(&cfg, &b, NULL), ANNA_OK);
	for (size_t i = 0; i < sizeof(whole_game) / sizeof(whole_game[0]); i++) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, whole_game[i].type, whole_game[i].t);
		ev.role = whole_game[i].role;
		parse_move(whole_game[i].move, &ev.from, &ev.to, &ev.promotion);
		struct anna_session_action x[ANNA_SESSION_MAX_ACTIONS], y[ANNA_SESSION_MAX_ACTIONS];
		memset(x, 0, sizeof(x));
		memset(y, 0, sizeof(y));
		size_t nx = anna_session_feed(a, &ev, x, ANNA_SESSION_MAX_ACTIONS);
		size_t ny = anna_session_feed(b, &ev, y, ANNA_SESSION_MAX_ACTIONS);
		assert_int_equal(nx, ny);
		assert_memory_equal(x, y, nx * sizeof(x[0]));
	}
	anna_session_free(a);
	anna_session_free(b);
}

/* ---- VI-8: a press before the move is made ---------------------------- */

static const struct step early_competition[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	/* evidence to the arbiter, nothing to the player, the clock stays;
	 * 2017: the arbiter may treat it as an illegal move (ILL-9): proposed,
	 * never applied */
	{ 1500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made press_penalty d1)",
	  "run=w" },
	{ 2000, ANNA_SEV_VI_MADE, VI, "g1f3", 0, "", "run=w" },
	{ 2500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(g1f3) ply(g1f3) board(own) timer",
	  "w=3597500 b=3600000" },
};

static const struct step early_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made) not_made>vi", "run=w" },
	/* a piece put back: no move again */
	{ 1800, ANNA_SEV_VI_MADE, VI, "g1f3", 0, "", NULL },
	{ 1900, ANNA_SEV_VI_UNMADE, VI, NULL, 0, "", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made) not_made>vi", "run=w" },
};

/* ILL-9 (2017): the sighted player's press with no move entered is
 * proposed as an illegal move on its own ladder; only the arbiter's
 * confirmation applies it. */
static const struct step press_no_move_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move press_penalty d1)", "run=b" },
	{ 2100, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty)",
	  "w=3718900 b=3599000" },
	{ 3000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move illegal_loss d2)", NULL },
	{ 3100, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 2, "report(decision) decided>vi decided>sighted", "run=b" },
	{ 4000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move illegal_loss d3)", NULL },
	/* pressed again before the arbiter looked: the same open question */
	{ 4500, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move illegal_loss d3)", NULL },
	/* the VI player's press while carrying out: VI-8, the same proposal */
	{ 5000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", NULL },
	{ 5000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", NULL },
	{ 5050, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made press_penalty d4)", NULL },
	{ 6000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 3,
	  "report(decision) decided>vi decided>sighted game_end>vi(illegal_moves 1-0) game_end>sighted(illegal_moves 1-0) "
	  "report(game_end) timer", NULL },
};

static const struct step press_no_move_2014[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move)", "run=b" },
};

/* The arbiter's setting: one counter for 7.5, 7.7 and 7.8 (ILL-9). */
static const struct step press_combined[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 2000, ANNA_SEV_KEY_MOVE, SI, "e7e4", 0, "physical>vi(e7e4)", NULL },
	{ 2100, ANNA_SEV_KEY_CLOCK, SI, NULL, 0,
	  "report(illegal_move illegal_penalty d1) held>vi held>sighted timer", "paused" },
	{ 2200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, PENALTY("120000"), NULL },
	{ 2300, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=b" },
	{ 3000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move illegal_loss d2)", NULL },
};

static void test_press_before_made(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, early_competition);
	assert_int_equal(anna_session_early_presses(s, ANNA_WHITE), 1);
	/* never penalised automatically: no illegal move counted */
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 0);
	assert_int_equal(anna_session_ply(s, 0)->touched_ms, 1000);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	s = RUN(&cfg, early_training);
	assert_int_equal(anna_session_early_presses(s, ANNA_WHITE), 2);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	s = RUN(&cfg, press_no_move_2017);
	assert_int_equal(anna_session_early_presses(s, ANNA_BLACK), 4);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_WHITE_WINS);
	/* a separate counter: no completed illegal move counted */
	assert_int_equal(anna_session_illegal_count(s, ANNA_BLACK), 0);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	anna_session_free(RUN(&cfg, press_no_move_2014));
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	cfg.policy.combined_illegal_counter = true;
	anna_session_free(RUN(&cfg, press_combined));
}

/* VI-9: the sighted player's press before his announcement: the gap is
 * logged with the ply, a long one flagged to the arbiter. */
static const struct step late_announcement[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move)", "run=b" },
	{ 2500, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move)", NULL },
	{ 12001, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0,
	  "report(late_announcement) move>vi(e7e5) board(exec e7e5)", NULL },
	{ 12100, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", "run=w" },
	{ 12200, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	VI_MOVE(13000, "g1f3"),
	/* within the threshold: logged, not flagged */
	{ 14000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move)", NULL },
	{ 24000, ANNA_SEV_KEY_MOVE, SI, "b8c6", 0, "move>vi(b8c6) board(exec b8c6)", NULL },
	{ 24000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(b8c6) timer", NULL },
};

/* A second sensor board shows the move made: the press lacks only the
 * announcement (VI-9), no ILL-9 proposal even under 2017. */
static const struct step made_not_announced[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 1900, ANNA_SEV_SIGHTED_MADE, SI, "e7e5", 0, "", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "report(press_no_move)", NULL },
	{ 2500, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", NULL },
};

static void test_late_announcement(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	assert_int_equal(cfg.announce_gap_ms, 10000);
	struct anna_session *s = RUN(&cfg, late_announcement);
	const struct anna_session_ply *p = anna_session_ply(s, 1);
	assert_int_equal(p->early_press_ms, 2000);
	assert_int_equal(p->announced_ms, 12001);
	assert_int_equal(anna_session_ply(s, 3)->early_press_ms, 14000);
	assert_int_equal(anna_session_ply(s, 2)->early_press_ms, 0);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	s = RUN(&cfg, made_not_announced);
	anna_session_free(s);
}

/* VI-16 (2017): a hearing-impaired opponent: no start without an
 * assistant unless the arbiter decides; 2014 only warns. */
static const struct step assistant_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "report(assistant d1) refused>arbiter(assistant)", NULL },
	{ 10, ANNA_SEV_KEY_MOVE, VI, "e2e4", 0, "refused>vi(not_started)", NULL },
	{ 20, ANNA_SEV_START, AR, NULL, 0, "report(assistant d1) refused>arbiter(assistant)", NULL },
	{ 30, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision) decided>vi decided>sighted", NULL },
	{ 40, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", "run=w" },
};

static const struct step assistant_2014[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "report(assistant) started>vi started>sighted board(own) timer", "run=w" },
	VI_MOVE(1000, "e2e4"),
};

static void test_hearing_impaired_opponent(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	cfg.hearing_impaired_opponent = true;
	anna_session_free(RUN(&cfg, assistant_2017));
	/* registered beforehand: no question */
	cfg.assistant = true;
	static const struct step registered[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", "run=w" },
	};
	anna_session_free(RUN(&cfg, registered));

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	cfg.hearing_impaired_opponent = true;
	struct anna_session *s = RUN(&cfg, assistant_2014);
	/* what he is told is marked text; the VI player's phrases are not */
	struct anna_session_event ev;
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	anna_session_event_init(&ev, ANNA_SEV_KEY_DRAW_OFFER, 2000);
	ev.role = ANNA_ROLE_VI;
	size_t n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(n, 2); /* to him, and to the VI player that it was made */
	assert_int_equal(a[0].ann.listener, ANNA_ROLE_SIGHTED);
	assert_true(a[0].ann.text);
	assert_int_equal(a[1].ann.listener, ANNA_ROLE_VI);
	assert_false(a[1].ann.text);
	anna_session_event_init(&ev, ANNA_SEV_KEY_MOVE, 2100);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = ANNA_SQ(4, 6);
	ev.to = ANNA_SQ(4, 4);
	n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_true(n >= 1);
	assert_int_equal(a[0].ann.listener, ANNA_ROLE_VI);
	assert_false(a[0].ann.text);
	anna_session_free(s);
	/* without the flag nothing is marked */
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	static const struct step plain[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	};
	s = RUN(&cfg, plain);
	anna_session_event_init(&ev, ANNA_SEV_KEY_DRAW_OFFER, 2000);
	ev.role = ANNA_ROLE_VI;
	n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(n, 2);
	assert_false(a[0].ann.text);
	assert_false(a[1].ann.text);
	anna_session_free(s);
}

/* ---- VI-12: slip of the tongue ---------------------------------------- */

static const struct step slip[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	/* the VI player types his announcement, corrects it, then presses */
	{ 1000, ANNA_SEV_KEY_MOVE, VI, "e2e4", 0, "entered>vi move>sighted(e2e4)", NULL },
	{ 1200, ANNA_SEV_KEY_CORRECT, VI, NULL, 0, "withdrawn>sighted withdrawn>vi", NULL },
	{ 1500, ANNA_SEV_KEY_MOVE, VI, "d2d4", 0, "entered>vi move>sighted(d2d4*)", NULL },
	{ 1800, ANNA_SEV_VI_MADE, VI, "d2d4", 0, "", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "ply(d2d4) board(own) timer", "run=b" },
	/* after the press it is frozen */
	{ 2100, ANNA_SEV_KEY_CORRECT, VI, NULL, 0, "refused>vi(frozen)", NULL },
	/* the sighted player: the same window */
	{ 3000, ANNA_SEV_KEY_MOVE, SI, "d7d5", 0, "move>vi(d7d5) board(exec d7d5)", NULL },
	{ 3100, ANNA_SEV_KEY_CORRECT, SI, NULL, 0, "withdrawn>vi board(own)", NULL },
	{ 3200, ANNA_SEV_KEY_MOVE, SI, "g8f6", 0, "move>vi(g8f6*) board(exec g8f6)", NULL },
	{ 3300, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(g8f6) timer", "run=w" },
	{ 3400, ANNA_SEV_KEY_CORRECT, SI, NULL, 0, "refused>sighted(frozen)", NULL },
	/* nothing typed: nothing to withdraw */
	{ 3500, ANNA_SEV_KEY_CORRECT, VI, NULL, 0, "refused>vi(nothing)", NULL },
	/* the typed words differ from the board: the board's move is made,
	 * the arbiter is told, the opponent hears the move as a correction */
	{ 4000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	{ 4500, ANNA_SEV_KEY_MOVE, VI, "c2c4", 0, "entered>vi move>sighted(c2c4)", NULL },
	{ 4800, ANNA_SEV_VI_MADE, VI, "c1f4", 0, "", NULL },
	{ 5000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "report(announce_differs) move>sighted(c1f4*) ply(c1f4) board(own) timer", NULL },
};

static void test_slip_of_the_tongue(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, slip);
	assert_int_equal(anna_session_game(s)->count, 3);
	anna_session_free(s);
	/* training: too late to correct, and the keys that take it back */
	static const struct step slip_training[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		{ 1800, ANNA_SEV_VI_MADE, VI, "d2d4", 0, "", NULL },
		{ 2000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
		  "move>sighted(d2d4 cw) ply(d2d4) board(own) timer", "run=b" },
		{ 2100, ANNA_SEV_KEY_CORRECT, VI, NULL, 0, "refused>vi(frozen_training)", NULL },
	};
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	anna_session_free(RUN(&cfg, slip_training));
}

/* ---- drift: the VI player carries out another move -------------------- */

static const struct step drift[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4) board(own) timer", NULL },
	{ 2000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", NULL },
	/* he moved e7-e6: said at once, reported at once (VI-13) */
	{ 3000, ANNA_SEV_VI_WRONG, VI, "e7e6", 0, "report(drift) drift>vi(e7e5)", NULL },
	{ 3500, ANNA_SEV_VI_WRONG, VI, "e7e6", 0, "drift>vi(e7e5)", NULL },
	{ 4000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board_ok>vi board(own)", NULL },
	/* impossible: executed when nothing is to be carried out */
	{ 4100, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "bug(vi_to_move,vi_executed)", NULL },
};

static void test_drift(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, drift);
	assert_int_equal(anna_session_ply(s, 1)->executed_ms, 4000);
	anna_session_free(s);
}

/* ---- illegal moves: the ladder per edition (ILL-5..ILL-8) ------------- */

#define ILLEGAL_ROUND(t0, d, report_str, confirm_str)                                  \
	{ t0, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_ILLEGAL_PATTERN, "", NULL },           \
	{ t0 + 100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,                                    \
	  "physical>sighted(e1e3) " report_str " timer", "paused" },                    \
	{ t0 + 200, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "refused>sighted(wait_arbiter)", NULL }, \
	{ t0 + 300, ANNA_SEV_ARB_CONFIRM, AR, NULL, d, confirm_str, NULL }


static const struct step ladder_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4) board(own) timer", NULL },
	{ 2000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", NULL },
	{ 2500, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1) held>vi held>sighted", PENALTY("120000")),
	RESUME(10500),
	ILLEGAL_ROUND(20000, 2, "report(illegal_move illegal_loss d2) held>vi held>sighted",
		      "report(decision) decided>vi decided>sighted game_end>vi(illegal_moves 0-1) "
		      "game_end>sighted(illegal_moves 0-1) report(game_end)"),
};

static const struct step ladder_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1) held>vi held>sighted", PENALTY("120000")),
	RESUME(10500),
	ILLEGAL_ROUND(20000, 2, "report(illegal_move illegal_penalty d2) held>vi held>sighted", PENALTY("120000")),
	RESUME(20500),
	ILLEGAL_ROUND(30000, 3, "report(illegal_move illegal_loss d3) held>vi held>sighted",
		      "report(decision) decided>vi decided>sighted game_end>vi(illegal_moves 0-1) "
		      "game_end>sighted(illegal_moves 0-1) report(game_end)"),
};

static const struct step ladder_blitz[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1) held>vi held>sighted", PENALTY("60000")),
	RESUME(10500),
	/* the arbiter overrides: not counted, still taken back */
	{ 20000, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_ILLEGAL_PATTERN, "", NULL },
	{ 20100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "physical>sighted(e1e3) report(illegal_move illegal_loss d2) held>vi held>sighted timer", NULL },
	{ 20300, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 2, "report(decision) decided>vi decided>sighted board(own)", "paused" },
	RESUME(20500),
};

/* CLK-14: while play is held for the arbiter the clock stands still,
 * presses and moves are refused with the reason; the resume starts the
 * side on move (the offender, his move taken back, ILL-6). */
static const struct step held[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_ILLEGAL_PATTERN, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "physical>sighted(e1e3) report(illegal_move illegal_penalty d1) held>vi held>sighted timer", "paused" },
	{ 1200, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "refused>sighted(wait_arbiter)", NULL },
	{ 1300, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "refused>vi(wait_arbiter)", NULL },
	{ 1400, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "refused>arbiter(nothing)", "paused" },
	{ 5000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, PENALTY("120000"), "w=3598900 b=3720000" },
	{ 5100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "refused>vi(wait_arbiter)", "paused" },
	{ 6000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=w" },
	{ 6500, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "", "w=3598400 b=3720000" },
};

static void test_illegal_ladders(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, ladder_2017);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 2);
	/* ILL-6: the illegal moves never entered the record */
	assert_int_equal(anna_session_game(s)->count, 2);
	anna_session_free(s);

	s = RUN(&cfg, held);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2009, H);
	s = RUN(&cfg, ladder_2009);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 3);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, 5 * 60000);
	cfg.policy.game_type = ANNA_TC_BLITZ;
	s = RUN(&cfg, ladder_blitz);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 1);
	/* the opponent got 1 minute (RB-4); CLK-14: the clock stood still
	 * while play was held for the arbiter, so he lost nothing */
	const struct anna_clock *c = anna_session_clock(s);
	assert_int_equal(anna_clock_remaining(c, ANNA_BLACK, 20500), 5 * 60000 + 60000);
	/* the offender's clock ran on his own moves only: to each illegal
	 * press (10100, then 10500..20100) */
	assert_int_equal(anna_clock_remaining(c, ANNA_WHITE, 20500), 5 * 60000 - 10100 - 9600);
	anna_session_free(s);
}

/* ILL-12: training says it is illegal and why, at once, and never
 * completes it; no penalty. */
static const struct step illegal_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_ILLEGAL_PATTERN, "illegal>vi(pattern)", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "illegal>vi(pattern)", "run=w" },
	{ 1200, ANNA_SEV_KEY_MOVE, VI, "e1e3", 0, "refused>vi(illegal_entry)", NULL },
};

static void test_illegal_training(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, illegal_training);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 0);
	anna_session_free(s);
}

/* ILL-7: an unfinished promotion. 2017: the pawn becomes a queen, penalty. */
static const struct step promo_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_PROMOTION, VI, "b7b8", 0, "promotion>vi(b8)", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "physical>sighted(b7b8) report(illegal_move illegal_penalty d1) held>vi held>sighted timer", "paused" },
	{ 1200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted move>sighted(b7b8q) ply(b7b8q) board(own) "
	  "penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty)", "paused" },
};

/* VI-4: named on the keypad (before or after the board shows it). */
static const struct step promo_named[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 500, ANNA_SEV_KEY_PROMOTION, VI, NULL, ANNA_KNIGHT, "", NULL },
	{ 1000, ANNA_SEV_VI_PROMOTION, VI, "b7b8", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(b7b8n) ply(b7b8n) board(own) timer", NULL },
};

static void test_promotion(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	start_from(&cfg, "7k/1P5p/8/8/8/8/8/K7 w - - 0 1");
	struct anna_session *s = RUN(&cfg, promo_2017);
	assert_int_equal(anna_session_game(s)->pos.board[ANNA_SQ(1, 7)],
			 ANNA_PIECE(ANNA_WHITE, ANNA_QUEEN));
	anna_session_free(s);
	s = RUN(&cfg, promo_named);
	assert_int_equal(anna_session_game(s)->pos.board[ANNA_SQ(1, 7)],
			 ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	anna_session_free(s);
}

/* ---- claims (DRAW-2, DRAW-4, DRAW-6) ---------------------------------- */


static const struct step claims[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"),
	VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	/* twice only: incorrect; the opponent gets 2 minutes (2017) */
	{ 5000, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_REPETITION,
	  "report(claim claim_reject d1 incorrect) claim>sighted held>vi held>sighted timer", "paused" },
	{ 5100, ANNA_SEV_KEY_MOVE, VI, "g1f3", 0, "refused>vi(wait_arbiter)", NULL },
	{ 5200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty)",
	  "paused" },
	RESUME(5300),
	VI_MOVE(6000, "g1f3"), SI_MOVE_DECLINING(7000, "g8f6"),
	VI_MOVE(8000, "f3g1"),
	/* the sighted player claims on his intended move (DRAW-2 a) */
	{ 9000, ANNA_SEV_CLAIM, SI, "f6g8", ANNA_CLAIM_REPETITION,
	  "report(claim claim_draw d2 correct) claim>vi held>vi held>sighted timer", "paused" },
	{ 9100, ANNA_SEV_ARB_CONFIRM, AR, NULL, 2,
	  "report(decision) decided>vi decided>sighted game_end>vi(threefold 1/2-1/2) game_end>sighted(threefold 1/2-1/2) "
	  "report(game_end)", NULL },
};

/* DRAW-2 b: claimed while the VI player still carries out the move that
 * gave the position a third time; he goes on doing so afterwards. */
static const struct step claim_executing[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"), VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	VI_MOVE(5000, "g1f3"), SI_MOVE(6000, "g8f6"), VI_MOVE(7000, "f3g1"),
	{ 8000, ANNA_SEV_KEY_MOVE, SI, "f6g8", 0, "move>vi(f6g8) board(exec f6g8)", NULL },
	{ 8000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(f6g8) timer", NULL },
	{ 8500, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_REPETITION,
	  "report(claim claim_draw d1 correct) claim>sighted held>vi held>sighted timer", "paused" },
	{ 8600, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision) decided>vi decided>sighted", "paused" },
	RESUME(8700),
	{ 8800, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
};

static const struct step fifty[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	/* not the claimant's move */
	{ 100, ANNA_SEV_CLAIM, SI, NULL, ANNA_CLAIM_FIFTY, "refused>sighted(not_your_move)", NULL },
	VI_MOVE(1000, "a1a2"),
	{ 2000, ANNA_SEV_CLAIM, SI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_draw d1 correct) claim>vi held>vi held>sighted timer", "paused" },
	{ 2100, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision) decided>vi decided>sighted", "paused" },
	{ 2200, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=b" },
};

/* Training has no arbiter (issue 11 items 2, 6): anna's verdict decides a
 * claim at once; a wrong one is said to be no draw and play goes on; a
 * quickplay claim, which needs an arbiter's judgement, is refused why. */
/* training: the moves carry check words (cw) */
#define VI_MOVE_T(t, m) { t, ANNA_SEV_VI_MADE, VI, m, 0, "", NULL },                   \
	{ t + 100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(" m " cw) ply(" m ") board(own) timer", NULL }
#define SI_MOVE_T(t, m) { t, ANNA_SEV_KEY_MOVE, SI, m, 0, "move>vi(" m " cw) board(exec " m ")", NULL }, \
	{ t, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(" m ") timer", NULL },             \
	{ t + 100, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL }
static const struct step claims_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE_T(1000, "g1f3"), SI_MOVE_T(2000, "g8f6"),
	VI_MOVE_T(3000, "f3g1"), SI_MOVE_T(4000, "f6g8"),
	{ 5000, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_REPETITION, "refused>vi(no_draw)", "run=w" },
	{ 5100, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_QUICKPLAY, "refused>vi(no_arbiter)",
	  "run=w" },
	VI_MOVE_T(6000, "g1f3"), SI_MOVE_T(7000, "g8f6"),
	VI_MOVE_T(8000, "f3g1"), SI_MOVE_T(9000, "f6g8"),
	{ 10000, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_REPETITION,
	  "game_end>vi(threefold 1/2-1/2) game_end>sighted(threefold 1/2-1/2) report(game_end) timer",
	  "stopped" },
};

static void test_claims(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, claims);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2009, H);
	start_from(&cfg, "7k/8/8/8/8/8/8/R6K w - - 99 80");
	s = RUN(&cfg, fifty);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	s = RUN(&cfg, claims_training);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_ENDED);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	s = RUN(&cfg, claim_executing);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	anna_session_free(s);
}

/* DRAW-6: a rejected claim on an intended move obliges that move;
 * DRAW-5: a touched piece (VI-6: lifted) or a move already made forfeits
 * the claim on this move; DRAW-1: a claim is a draw offer. */
static const struct step claim_rules[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"),
	VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	/* g1f3 would give its position a second time only */
	{ 5000, ANNA_SEV_CLAIM, VI, "g1f3", ANNA_CLAIM_REPETITION,
	  "report(claim claim_reject d1 incorrect) claim>sighted held>vi held>sighted timer", "paused" },
	{ 5100, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty) "
	  "claim_move>vi(g1f3)", "paused" },
	{ 5200, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=w" },
	/* he plays another move: the arbiter hears it, nothing is applied */
	{ 6000, ANNA_SEV_VI_MADE, VI, "b1c3", 0, "", NULL },
	{ 6100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "report(claim_move) move>sighted(b1c3) ply(b1c3) board(own) timer", NULL },
	SI_MOVE_DECLINING(7000, "b8c6"),
	{ 8000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	{ 8100, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_FIFTY, "refused>vi(touched)", "run=w" },
	VI_MOVE(9000, "c3b1"),
	{ 10000, ANNA_SEV_KEY_MOVE, SI, "c6b8", 0, "move>vi(c6b8) board(exec c6b8)", NULL },
	{ 10100, ANNA_SEV_CLAIM, SI, NULL, ANNA_CLAIM_REPETITION, "refused>sighted(touched)",
	  "run=b" },
	{ 10200, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(c6b8) timer", NULL },
	{ 10300, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	/* an incorrect claim is still a draw offer the opponent may accept */
	{ 11000, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_reject d2 incorrect) claim>sighted held>vi held>sighted timer", "paused" },
	{ 11100, ANNA_SEV_KEY_DRAW_OFFER, SI, NULL, 0,
	  "report(agreement) game_end>vi(agreement 1/2-1/2) game_end>sighted(agreement 1/2-1/2) "
	  "report(game_end)", NULL },
};

/* RB-4: 1 minute in blitz (2014/2017). */
static const struct step claim_blitz[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_reject d1 incorrect) claim>sighted held>vi held>sighted timer", NULL },
	{ 200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 60000) penalty>sighted(time 60000) report(penalty)",
	  "w=299900 b=360000" },
};

static void test_claim_rules(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, claim_rules);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	/* CLK-14, DRAW-6: the claimant stopped the clock, logged as his */
	const struct anna_clock *c = anna_session_clock(s);
	size_t pauses = 0;
	for (size_t i = 0; i < anna_clock_adjustment_count(c); i++) {
		const struct anna_clock_adjustment *a = anna_clock_adjustment(c, i);
		if (a->kind != ANNA_CLOCK_ADJ_PAUSE || a->reason != ANNA_CLOCK_REASON_DRAW_CLAIM)
			continue;
		assert_int_equal(a->actor, ANNA_CLOCK_ACTOR_WHITE);
		pauses++;
	}
	assert_int_equal(pauses, 2);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, 5 * 60000);
	cfg.policy.game_type = ANNA_TC_BLITZ;
	s = RUN(&cfg, claim_blitz);
	anna_session_free(s);
}

/* 2009: an incorrect claim gives 3 minutes. */
static const struct step claim_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_reject d1 incorrect) claim>sighted held>vi held>sighted timer", NULL },
	{ 200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 180000) penalty>sighted(time 180000) report(penalty)",
	  "w=3599900 b=3780000" },
};

static void test_claim_penalty_2009(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2009, H);
	struct anna_session *s = RUN(&cfg, claim_2009);
	anna_session_free(s);
}

/* QPF-3: a quickplay claim with under two minutes; the arbiter rejects it
 * (+2 min to the opponent). QPF-2 (2017): the increment request is a draw
 * offer; declined, the arbiter grants it: 5 s a move for both, +2 min. */
static const struct step quickplay_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_QUICKPLAY,
	  "report(quickplay quickplay_draw d1) claim>sighted held>vi held>sighted timer", "paused" },
	{ 150, ANNA_SEV_KEY_MOVE, VI, "e2e4", 0, "refused>vi(wait_arbiter)", NULL },
	{ 200, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty)",
	  "w=99900 b=220000" },
	RESUME(300),
	{ 400, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_INCREMENT,
	  "report(quickplay increment d2) claim>sighted draw_offer>sighted held>vi held>sighted timer", "paused" },
	{ 500, ANNA_SEV_KEY_DRAW_DECLINE, SI, NULL, 0, "draw_declined>vi", NULL },
	{ 600, ANNA_SEV_ARB_CONFIRM, AR, NULL, 2,
	  "report(decision) decided>vi decided>sighted increment>vi increment>sighted penalty>vi(time 120000) "
	  "penalty>sighted(time 120000) report(penalty)", "paused" },
	RESUME(700),
	{ 800, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 900, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4) board(own) timer",
	  "w=104600 b=340000" },
	/* with an increment QPF-3 no longer applies (QPF-1) */
	{ 1000, ANNA_SEV_CLAIM, SI, NULL, ANNA_SESSION_CLAIM_QUICKPLAY,
	  "refused>sighted(quickplay)", NULL },
};

static const struct step quickplay_refused[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_QUICKPLAY, "refused>vi(quickplay)",
	  "run=w" },
	{ 200, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_INCREMENT, "refused>vi(quickplay)",
	  "run=w" },
};

/* 2009: the claim (no Annex G needed) is a draw offer; the arbiter agrees. */
static const struct step quickplay_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_SESSION_CLAIM_QUICKPLAY,
	  "report(quickplay quickplay_draw d1) claim>sighted draw_offer>sighted held>vi held>sighted timer", "paused" },
	{ 200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted game_end>vi(arbiter 1/2-1/2) game_end>sighted(arbiter 1/2-1/2) "
	  "report(game_end)", "stopped" },
};

static void test_quickplay(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, 100000);
	cfg.policy.quickplay_finish = true;
	struct anna_session *s = RUN(&cfg, quickplay_2017);
	assert_int_equal(anna_clock_control(anna_session_clock(s))->periods[0].bonus_ms, 5000);
	anna_session_free(s);
	/* 2014/2017 without Annex G announced; or two minutes or more left;
	 * 2009 has no increment request */
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, 100000);
	anna_session_free(RUN(&cfg, quickplay_refused));
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	cfg.policy.quickplay_finish = true;
	anna_session_free(RUN(&cfg, quickplay_refused));
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2009, 100000);
	s = RUN(&cfg, quickplay_2009);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	anna_session_free(s);

	struct anna_policy p;
	anna_policy_default(&p);
	p.edition = ANNA_EDITION_2009;
	assert_true(anna_policy_quickplay(&p, true, true));
	assert_false(anna_policy_quickplay(&p, false, false));
	p.game_type = ANNA_TC_BLITZ;
	p.supervised = false;
	assert_false(anna_policy_quickplay(&p, true, false));
	p.edition = ANNA_EDITION_2017;
	p.game_type = ANNA_TC_RAPID;
	assert_false(anna_policy_quickplay(&p, true, false));
	p.quickplay_finish = true;
	assert_true(anna_policy_quickplay(&p, true, false));
	assert_false(anna_policy_quickplay(&p, true, true));
}

/* ---- automatic ends ------------------------------------------------------ */

static const struct step seventy_five[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "a1a2", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(a1a2) ply(a1a2) game_end>vi(seventy_five 1/2-1/2) "
	  "game_end>sighted(seventy_five 1/2-1/2) report(game_end d1) timer", NULL },
};

static const struct step seventy_five_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "a1a2"),
};

static const struct step dead[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "c1b2", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(c1b2) ply(c1b2) game_end>vi(dead_position 1/2-1/2) "
	  "game_end>sighted(dead_position 1/2-1/2) report(game_end d1) timer", NULL },
};

static const struct step stalemate[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "b1b6", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(b1b6) ply(b1b6) game_end>vi(stalemate 1/2-1/2) "
	  "game_end>sighted(stalemate 1/2-1/2) report(game_end d1) timer", NULL },
};

static const struct step fivefold[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"), VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	VI_MOVE(5000, "g1f3"), SI_MOVE(6000, "g8f6"), VI_MOVE(7000, "f3g1"), SI_MOVE(8000, "f6g8"),
	VI_MOVE(9000, "g1f3"), SI_MOVE(10000, "g8f6"), VI_MOVE(11000, "f3g1"), SI_MOVE(12000, "f6g8"),
	VI_MOVE(13000, "g1f3"), SI_MOVE(14000, "g8f6"), VI_MOVE(15000, "f3g1"),
	/* DRAW-7, TCH-9: the entry completes it, no press needed */
	{ 16000, ANNA_SEV_KEY_MOVE, SI, "f6g8", 0,
	  "move>vi(f6g8) board(exec f6g8) ply(f6g8) game_end>vi(fivefold 1/2-1/2) "
	  "game_end>sighted(fivefold 1/2-1/2) report(game_end d1) timer", NULL },
	{ 16000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "", NULL },
};

static void test_automatic_ends(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	start_from(&cfg, "7k/8/8/8/8/8/8/R6K w - - 149 80");
	struct anna_session *s = RUN(&cfg, seventy_five);
	anna_session_free(s);
	/* DRAW-7: 2009 has no automatic draws */
	cfg.policy.edition = ANNA_EDITION_2009;
	s = RUN(&cfg, seventy_five_2009);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	start_from(&cfg, "7k/8/8/8/8/8/1n6/K1B5 w - - 0 1");
	s = RUN(&cfg, dead);
	anna_session_free(s);
	start_from(&cfg, "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1");
	s = RUN(&cfg, stalemate);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	s = RUN(&cfg, fivefold);
	anna_session_free(s);
}

/* DRAW-7 2017: five occurrences in any order; 2014: only five
 * consecutive alternate ones. Two knight cycles, A and B, each return to
 * the start: A B A B gives the start position a fifth time, never as
 * one cycle repeated. */
#define CYCLE3(t, w1, b1, w2) VI_MOVE(t, w1), SI_MOVE(t + 1000, b1), VI_MOVE(t + 2000, w2)
#define CYCLE_A(t) CYCLE3(t, "g1f3", "g8f6", "f3g1"), SI_MOVE(t + 3000, "f6g8")
#define CYCLE_B(t) CYCLE3(t, "b1c3", "b8c6", "c3b1"), SI_MOVE(t + 3000, "c6b8")
#define CYCLES(t) CYCLE_A(t), CYCLE_B(t + 4000), CYCLE_A(t + 8000), \
	CYCLE3(t + 12000, "b1c3", "b8c6", "c3b1")

static const struct step any_order_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	CYCLES(1000),
	/* at once, without a claim or a press: said to both, the clock
	 * stopped, the arbiter told and able to override (ED-2) */
	{ 16000, ANNA_SEV_KEY_MOVE, SI, "c6b8", 0,
	  "move>vi(c6b8) board(exec c6b8) ply(c6b8) game_end>vi(fivefold 1/2-1/2) "
	  "game_end>sighted(fivefold 1/2-1/2) report(game_end d1) timer", "paused" },
	{ 16500, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "", "paused" },
	{ 17000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, "report(decision) decided>vi decided>sighted", "stopped" },
	{ 17100, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, "refused>arbiter(nothing)", NULL },
};

static const struct step any_order_2014[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	CYCLES(1000),
	SI_MOVE(16000, "c6b8"),
};

/* ED-2: the arbiter overrides the automatic end; play goes on from the
 * final position when he resumes, with the right side's clock. */
static const struct step override_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	CYCLES(1000),
	{ 16000, ANNA_SEV_KEY_MOVE, SI, "c6b8", 0,
	  "move>vi(c6b8) board(exec c6b8) ply(c6b8) game_end>vi(fivefold 1/2-1/2) "
	  "game_end>sighted(fivefold 1/2-1/2) report(game_end d1) timer", NULL },
	{ 17000, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision) decided>vi decided>sighted paused>vi paused>sighted",
	  "paused" },
	{ 17100, ANNA_SEV_KEY_MOVE, SI, "g8f6", 0, "refused>sighted(wait_arbiter)", NULL },
	{ 18000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=w" },
	/* the VI player still carries out c6b8, then plays on */
	{ 18500, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	VI_MOVE(19000, "g1f3"),
};

/* DRAW-7 2017: checkmate on the ply that completes the 75 moves prevails
 * (applied to 2014 as well, END-1). */
static const struct step mate_on_75th[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "a1a8", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(a1a8) ply(a1a8) game_end>vi(checkmate 1-0) "
	  "game_end>sighted(checkmate 1-0) report(game_end d1) timer", NULL },
};

/* TCH-9, DRAW-7: the sighted player's 150th quiet ply ends the game at
 * its entry. */
static const struct step seventy_five_sighted[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", "run=b" },
	{ 1000, ANNA_SEV_KEY_MOVE, SI, "h8g8", 0,
	  "move>vi(h8g8) board(exec h8g8) ply(h8g8) game_end>vi(seventy_five 1/2-1/2) "
	  "game_end>sighted(seventy_five 1/2-1/2) report(game_end d1) timer", "paused" },
};

static void test_automatic_draws_by_edition(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, any_order_2017);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_ENDED);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, H);
	s = RUN(&cfg, any_order_2014);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	s = RUN(&cfg, override_2017);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_UNKNOWN);
	assert_int_equal(anna_session_game(s)->count, 17);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	/* the clock stood still while the arbiter looked: White's clock ran
	 * 1100 ms for each of his 9 moves (from the sighted press, or the
	 * resume, to his own press), nothing from 16000 to 18000 */
	const struct anna_clock *c = anna_session_clock(s);
	assert_int_equal(anna_clock_remaining(c, ANNA_WHITE, 19100), H - 9 * 1100);
	anna_session_free(s);

	static const enum anna_edition eds[] = { ANNA_EDITION_2017, ANNA_EDITION_2014 };
	for (size_t i = 0; i < 2; i++) {
		config(&cfg, ANNA_MODE_COMPETITION, eds[i], H);
		start_from(&cfg, "7k/8/6K1/8/8/8/8/R7 w - - 149 80");
		s = RUN(&cfg, mate_on_75th);
		assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_WHITE_WINS);
		anna_session_free(s);
	}
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	start_from(&cfg, "7k/8/8/8/8/8/8/R6K b - - 149 80");
	s = RUN(&cfg, seventy_five_sighted);
	assert_int_equal(anna_session_ply(s, 0)->pressed_ms, 1000);
	anna_session_free(s);
}

/* ---- flag fall (CLK-9) ------------------------------------------------- */

/* The flag's words first; its verdict (the CLK-9 search) only when the
 * caller feeds ANNA_SEV_SETTLE, as ANNA_SA_SETTLE asks, or with the next
 * event: the search never delays the words. */
static const struct step flag_yes[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 60000, ANNA_SEV_DEADLINE, AR, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) settle timer", NULL },
	{ 60000, ANNA_SEV_SETTLE, AR, NULL, 0, "report(flag flag_loss d1 loss) held>vi held>sighted", NULL },
	/* nothing left to settle */
	{ 60000, ANNA_SEV_SETTLE, AR, NULL, 0, "", NULL },
	{ 61000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted game_end>vi(time 0-1) game_end>sighted(time 0-1) report(game_end)", NULL },
};

static const struct step flag_no[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	/* an event after the fall sees the fall first */
	{ 60500, ANNA_SEV_VI_LIFT, VI, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) settle timer", NULL },
	{ 60500, ANNA_SEV_SETTLE, AR, NULL, 0, "report(flag flag_draw d1 draw) held>vi held>sighted", NULL },
	{ 61000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) decided>vi decided>sighted game_end>vi(time_draw 1/2-1/2) game_end>sighted(time_draw 1/2-1/2) "
	  "report(game_end)", NULL },
};

static const struct step flag_unknown[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 60000, ANNA_SEV_DEADLINE, AR, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) settle timer", NULL },
	/* not settled by the caller: the next event settles it first */
	{ 60100, ANNA_SEV_VI_LIFT, VI, NULL, 0,
	  "report(flag flag_loss d1 loss_unless_arbiter) held>vi held>sighted", NULL },
	/* the arbiter rules otherwise */
	{ 61000, ANNA_SEV_ARB_RESULT, AR, NULL, ANNA_RESULT_DRAW,
	  "game_end>vi(arbiter 1/2-1/2) game_end>sighted(arbiter 1/2-1/2) report(game_end)", NULL },
};

static void test_flag_fall(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, 60000);
	struct anna_session *s = RUN(&cfg, flag_yes);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_BLACK_WINS);
	anna_session_free(s);
	start_from(&cfg, "7k/8/8/8/8/8/8/KQ6 w - - 0 1");
	s = RUN(&cfg, flag_no);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, 60000);
	cfg.mate_budget = 1;
	s = RUN(&cfg, flag_unknown);
	anna_session_free(s);
}

/* ---- competition and training: what may be said ------------------------ */

static const struct step queries_competition[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_MY_TIME, "clock>vi(time)", NULL },
	{ 200, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_WHOSE_MOVE, "refused>vi(policy)", NULL },
	{ 300, ANNA_SEV_KEY_QUERY, VI, "e1", ANNA_SQ_SQUARE, "refused>vi(policy)", NULL },
	{ 400, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_OPP_LAST, "no_move>vi", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 1500, ANNA_SEV_KEY_QUERY, SI, NULL, ANNA_SQ_OPP_LAST, "move>sighted(e2e4)", NULL },
	{ 1600, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_SCORESHEET, "sheet_entry>vi(e2e4)", NULL },
	{ 1700, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_MOVES_MADE, "clock>vi(moves_made)", NULL },
};

static const struct step queries_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 200, ANNA_SEV_KEY_QUERY, VI, NULL, ANNA_SQ_WHOSE_MOVE, "whose_move>vi(0)", NULL },
	{ 300, ANNA_SEV_KEY_QUERY, VI, "e1", ANNA_SQ_SQUARE, "square>vi(e1 6)", NULL },
	/* check words in training */
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(e2e4 cw) ply(e2e4) board(own) timer", NULL },
};

/* Competition warnings: only with the arbiter's switch, only to the VI
 * player (CLK-16); training: to the side concerned. */
static void test_policy_differences(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, queries_competition);
	anna_session_free(s);
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	s = RUN(&cfg, queries_training);
	anna_session_free(s);

	struct anna_policy p;
	anna_policy_default(&p);
	p.mode = ANNA_MODE_COMPETITION;
	assert_false(anna_policy_may_say(&p, ANNA_SAY_CHECK_WORDS, ANNA_ROLE_VI));
	assert_false(anna_policy_may_say(&p, ANNA_SAY_ILLEGAL_WARNING, ANNA_ROLE_VI));
	assert_false(anna_policy_may_say(&p, ANNA_SAY_CLOCK_WARNING, ANNA_ROLE_VI));
	assert_false(anna_policy_may_say(&p, ANNA_SAY_PRESS_REMINDER, ANNA_ROLE_SIGHTED));
	assert_true(anna_policy_may_say(&p, ANNA_SAY_CLOCK_ON_REQUEST, ANNA_ROLE_VI));
	assert_true(anna_policy_may_say(&p, ANNA_SAY_ILLEGAL_WARNING, ANNA_ROLE_ARBITER));
	p.check_words = true;
	p.clock_warnings = true;
	assert_true(anna_policy_may_say(&p, ANNA_SAY_CHECK_WORDS, ANNA_ROLE_VI));
	assert_true(anna_policy_may_say(&p, ANNA_SAY_CLOCK_WARNING, ANNA_ROLE_VI));
	assert_false(anna_policy_may_say(&p, ANNA_SAY_CLOCK_WARNING, ANNA_ROLE_SIGHTED));
	p.mode = ANNA_MODE_TRAINING;
	assert_true(anna_policy_may_say(&p, ANNA_SAY_HINT, ANNA_ROLE_VI));
	assert_false(anna_policy_may_say(&p, ANNA_SAY_ARBITER_REPORT, ANNA_ROLE_VI));
	/* the edition's numbers */
	p.edition = ANNA_EDITION_2009;
	assert_int_equal(anna_policy_illegal_losing_count(&p), 3);
	assert_int_equal(anna_policy_wrong_claim_penalty_ms(&p), 180000);
	assert_false(anna_policy_auto_queen(&p));
	p.edition = ANNA_EDITION_2014;
	p.game_type = ANNA_TC_BLITZ;
	assert_int_equal(anna_policy_illegal_losing_count(&p), 2);
	assert_int_equal(anna_policy_illegal_penalty_ms(&p), 60000);
	assert_false(anna_policy_press_without_move_illegal(&p));
	p.edition = ANNA_EDITION_2017;
	assert_true(anna_policy_press_without_move_illegal(&p));
	assert_true(anna_policy_agreement_needs_moves(&p));
}

/* ---- VI-6: a lift is a touch, said to the VI player -------------------- */

#define WP ANNA_PIECE(ANNA_WHITE, ANNA_PAWN)
#define WN ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT)
#define WR ANNA_PIECE(ANNA_WHITE, ANNA_ROOK)
#define BP ANNA_PIECE(ANNA_BLACK, ANNA_PAWN)

/* Training: the piece, and for the ply's first lift what it obliges
 * (TCH-3, TCH-6); nothing once the move is on the board, nothing while he
 * carries out the opponent's move. */
static const struct step touched_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, "e2", WP, "touched>vi(e2 1 move)", NULL },
	{ 2000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 2500, ANNA_SEV_VI_LIFT, VI, "e4", WP, "", NULL },
	{ 3000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4 cw) ply(e2e4) board(own) timer",
	  NULL },
	{ 4000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5 cw) board(exec e7e5)", NULL },
	{ 4000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", NULL },
	{ 4500, ANNA_SEV_VI_LIFT, VI, "e7", BP, "", NULL },
	{ 5000, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	/* TCH-6: the rook cannot move: no obligation; the knight is the
	 * second piece: said, with no duty (the first one bound him) */
	{ 6000, ANNA_SEV_VI_LIFT, VI, "a1", WR, "touched>vi(a1 4 none)", NULL },
	{ 6500, ANNA_SEV_VI_LIFT, VI, "g1", WN, "touched>vi(g1 2 unsaid)", NULL },
	{ 7000, ANNA_SEV_VI_MADE, VI, "g1f3", 0, "", NULL },
	{ 7500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(g1f3 cw) ply(g1f3) board(own) timer",
	  NULL },
};

/* An opponent's pawn lifted: it must be taken, here en passant. */
static const struct step touched_capture[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, "d5", BP, "touched>vi(d5 9 capture)", NULL },
};

/* Competition: the piece only (ARB-3), and never to the sighted player
 * (ARB-4) even when he asked for it; the arbiter hears it if he asked.
 * A lift the board could not name is a touch said to nobody. */
static const struct step touched_competition[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 500, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, "e2", WP, "touched>vi(e2 1 unsaid) touched>arbiter(e2 1 unsaid)",
	  NULL },
};

static const struct step touched_off[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, "e2", WP, "", NULL },
	{ 2000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 2500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4 cw) ply(e2e4) board(own) timer",
	  NULL },
};

static void test_touched(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, touched_training);
	/* the touch is still the ply's evidence (VI-3) */
	assert_int_equal(anna_session_ply(s, 2)->touched_ms, 6000);
	anna_session_free(s);
	start_from(&cfg, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
	anna_session_free(RUN(&cfg, touched_capture));

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	cfg.policy.touched_listeners = 7u;
	anna_session_free(RUN(&cfg, touched_competition));
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	cfg.policy.touched_listeners = 0;
	s = RUN(&cfg, touched_off);
	assert_int_equal(anna_session_ply(s, 0)->touched_ms, 1000);
	anna_session_free(s);

	/* the one decision (core/policy.c) */
	struct anna_policy p;
	anna_policy_default(&p);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_VI), ANNA_TOUCH_DUTY);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_SIGHTED), ANNA_TOUCH_SILENT);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_ARBITER), ANNA_TOUCH_SILENT);
	p.touched_listeners = 7u;
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_SIGHTED), ANNA_TOUCH_PIECE);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_COUNT), ANNA_TOUCH_SILENT);
	p.mode = ANNA_MODE_COMPETITION;
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_VI), ANNA_TOUCH_PIECE);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_SIGHTED), ANNA_TOUCH_SILENT);
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_ARBITER), ANNA_TOUCH_PIECE);
	p.touched_listeners = 1u << ANNA_ROLE_SIGHTED;
	assert_int_equal(anna_policy_touched(&p, ANNA_ROLE_VI), ANNA_TOUCH_SILENT);
	assert_string_equal(anna_session_ann_kind_str(ANNA_SANN_TOUCHED), "touched");
	assert_string_equal(anna_session_duty_str(ANNA_SDUTY_COUNT), "?");
}

/* ---- draw offers and resignation ----------------------------------------- */

static const struct step offers[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	/* 2017 DRAW-1: not before each has moved */
	{ 100, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted draw_offer>vi", NULL },
	{ 200, ANNA_SEV_KEY_DRAW_OFFER, SI, NULL, 0, "report(agreement_early) refused>sighted(policy)",
	  NULL },
	/* the offer goes with the move: (=) on it (SHEET-5) */
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4 (=)) board(own) timer",
	  NULL },
	SI_MOVE_DECLINING(2000, "e7e5"),
	{ 2500, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted draw_offer>vi", NULL },
	{ 2600, ANNA_SEV_KEY_DRAW_DECLINE, SI, NULL, 0, "draw_declined>vi", NULL },
	{ 2700, ANNA_SEV_KEY_DRAW_DECLINE, SI, NULL, 0, "refused>sighted(nothing)", NULL },
	{ 2800, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted draw_offer>vi", NULL },
	{ 2900, ANNA_SEV_KEY_DRAW_OFFER, SI, NULL, 0,
	  "report(agreement) game_end>vi(agreement 1/2-1/2) game_end>sighted(agreement 1/2-1/2) "
	  "report(game_end) timer", NULL },
};

static const struct step resign[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 100, ANNA_SEV_KEY_RESIGN, SI, NULL, 0,
	  "report(resignation) game_end>vi(resignation 1-0) game_end>sighted(resignation 1-0) "
	  "report(game_end) timer", NULL },
	{ 200, ANNA_SEV_KEY_RESIGN, VI, NULL, 0, "refused>vi(game_over)", NULL },
	{ 300, ANNA_SEV_START, AR, NULL, 0, "refused>arbiter(nothing)", NULL },
};

static void test_offers_and_resignation(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, offers);
	const struct anna_scoresheet *sh = anna_session_vi_sheet(s);
	char buf[40];
	anna_scoresheet_write(sh, 0, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "e4 (=)");
	anna_scoresheet_write(sh, 2 - 1, NULL, 0, buf, sizeof(buf));
	assert_string_equal(buf, "e5");
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_DRAW);
	anna_session_free(s);
	s = RUN(&cfg, resign);
	anna_session_free(s);
}

/* ---- the board reports --------------------------------------------------- */

static void test_mismatch(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = NULL;
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	struct anna_session_event ev;
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	char got[512];
	anna_session_event_init(&ev, ANNA_SEV_START, 0);
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	anna_session_event_init(&ev, ANNA_SEV_VI_MISMATCH, 100);
	ev.n_fix = 1;
	ev.fix[0] = (struct anna_session_fix){ ANNA_NO_SQ, ANNA_SQ(6, 0),
					       ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT), false };
	size_t n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "report(mismatch) mismatch>vi");
	assert_int_equal(a[1].ann.n_fix, 1);
	assert_int_equal(a[1].ann.fix[0].to, ANNA_SQ(6, 0));
	/* said again, reported once */
	n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "mismatch>vi");
	anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, 200);
	n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "board_ok>vi");
	/* events out of time order are a bug and happen at the last instant */
	anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, 50);
	n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "bug(vi_to_move,vi_match)");
	/* the driver's task for the VI board */
	bool ex = true;
	uint16_t m = 1;
	struct anna_position pos;
	anna_session_vi_board(s, &ex, &m, &pos);
	assert_false(ex);
	assert_int_equal(m, ANNA_MOVE_NONE);
	anna_session_free(s);
}

static void test_take_back(void **state)
{
	(void)state;
	static const struct step steps[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		VI_MOVE(1000, "e2e4"), SI_MOVE(2000, "e7e5"), VI_MOVE(3000, "g1f3"),
		/* VI-13 case 2: back to the position before ply 1 */
		{ 5000, ANNA_SEV_ARB_TAKE_BACK, AR, NULL, 1, "board(own) timer", "paused" },
		{ 6000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=b" },
	};
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, steps);
	assert_int_equal(anna_session_game(s)->count, 1);
	assert_int_equal(anna_scoresheet_count(anna_session_vi_sheet(s)), 1);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	anna_session_free(s);
}

/* VI-13 asked for during the game: the arbiter's "reconcile" compares
 * anna's record (the VI player's sheet) with the sighted player's sheet as
 * copied in, the boards and the clock history (core/reconcile), holds
 * play, and on his confirmation applies the proposal: the plies after the
 * last agreed one discarded from the record and both sheets, the position
 * both boards must show, the clocks as recorded at that ply (CLK-15). */
/* Two moves each; the sighted player wrote d6, not Nc6, at move 2: case 2,
 * three plies agree, one discarded from each sheet. */
#define RECONCILE_CASE2 \
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL }, \
	VI_MOVE(1000, "e2e4"), SI_MOVE(2000, "e7e5"), VI_MOVE(3000, "g1f3"), \
	SI_MOVE(5000, "b8c6"), \
	{ 6000, ANNA_SEV_SHEET_ENTRY, AR, "e4", 0, "", NULL }, \
	{ 6000, ANNA_SEV_SHEET_ENTRY, AR, "e5", 0, "", NULL }, \
	{ 6000, ANNA_SEV_SHEET_ENTRY, AR, "Nf3", 0, "", NULL }, \
	{ 6000, ANNA_SEV_SHEET_ENTRY, AR, "d6", 0, "", NULL }, \
	{ 7000, ANNA_SEV_ARB_RECONCILE, AR, NULL, 0, \
	  "report(reconcile reconcile d1 case2 kept=3 drop=1/1) held>vi held>sighted timer", \
	  "paused" }

static void test_reconcile_in_game(void **state)
{
	(void)state;
	static const struct step steps[] = {
		RECONCILE_CASE2,
		/* play is held for his decision */
		{ 7500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "refused>vi(wait_arbiter)", NULL },
		/* confirmed: back to the position after 2. Nf3, the clocks as
		 * at that ply (White pressed at 1100 and 3100: 2200 used;
		 * Black at 2000: 900 used; his 1900 for Nc6 given back),
		 * Black to move when resumed */
		{ 8000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, "report(decision) decided>vi decided>sighted board(own)",
		  "w=3597800 b=3599100" },
		{ 9000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer",
		  "run=b" },
	};
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, steps);
	assert_int_equal(anna_session_game(s)->count, 3);
	assert_int_equal(anna_scoresheet_count(anna_session_vi_sheet(s)), 3);
	assert_int_equal(anna_scoresheet_count(anna_session_sighted_sheet(s)), 3);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	const struct anna_reconcile_result *res = anna_session_reconcile(s);
	assert_non_null(res);
	assert_int_equal(res->kind, ANNA_RECONCILE_DISAGREE);
	assert_int_equal(res->agreed, 3);
	assert_true(res->proposal.have_clock);
	/* the target is the game's position now */
	char fen[128], want[128];
	anna_fen_write(&res->proposal.target, fen, sizeof(fen));
	anna_fen_write(&anna_session_game(s)->pos, want, sizeof(want));
	assert_string_equal(fen, want);
	anna_session_free(s);

	/* overridden: nothing changes, play goes on when resumed; case 1 when
	 * the sheets agree (the sighted sheet may lag, SHEET-3) */
	static const struct step agree[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		VI_MOVE(1000, "e2e4"), SI_MOVE(2000, "e7e5"),
		{ 3000, ANNA_SEV_SHEET_ENTRY, AR, "e4", 0, "", NULL },
		{ 3000, ANNA_SEV_SHEET_ENTRY, AR, "e5", 0, "", NULL },
		{ 4000, ANNA_SEV_ARB_RECONCILE, AR, NULL, 0,
		  "report(reconcile reconcile d1 case1 kept=2 drop=0/0) held>vi held>sighted timer",
		  "paused" },
		{ 5000, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision) decided>vi decided>sighted", "paused" },
		{ 6000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer",
		  "run=w" },
		/* before the start and after the end there is nothing to do */
	};
	/* while it is open, its proposal's id and what it read */
	s = run(&cfg, agree, 9); /* through the reconcile */
	assert_int_equal(anna_session_reconcile_decision(s), 1);
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	assert_ptr_equal(in.sheet[ANNA_RECONCILE_VI], anna_session_vi_sheet(s));
	assert_ptr_equal(in.sheet[ANNA_RECONCILE_SIGHTED], anna_session_sighted_sheet(s));
	assert_int_equal(in.vi_color, ANNA_WHITE);
	assert_true(in.have_board[ANNA_RECONCILE_VI]);
	anna_session_free(s);
	s = RUN(&cfg, agree);
	assert_int_equal(anna_session_reconcile_decision(s), 0); /* decided */
	assert_int_equal(anna_session_game(s)->count, 2);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	anna_session_free(s);

	/* VI-13 (iv): confirmed, play resumes only once both boards show
	 * the agreed position: the VI player's sensor board says so itself,
	 * and a sighted board that reported a difference must match again */
	static const struct step boards[] = {
		RECONCILE_CASE2,
		{ 8000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1, "report(decision) decided>vi decided>sighted board(own)",
		  NULL },
		/* the knight still stands on c6 on both boards */
		{ 8100, ANNA_SEV_VI_MISMATCH, VI, NULL, 0, "report(mismatch) mismatch>vi", NULL },
		{ 8200, ANNA_SEV_SIGHTED_MISMATCH, SI, NULL, 0,
		  "report(sighted_mismatch) mismatch>sighted mismatch>arbiter", NULL },
		{ 9000, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "refused>arbiter(boards_differ)", "paused" },
		{ 9100, ANNA_SEV_VI_MATCH, VI, NULL, 0, "board_ok>vi", NULL },
		{ 9200, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "refused>arbiter(boards_differ)", "paused" },
		{ 9300, ANNA_SEV_SIGHTED_MATCH, SI, NULL, 0, "board_ok>sighted", NULL },
		{ 9400, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=b" },
	};
	s = RUN(&cfg, boards);
	assert_int_equal(anna_session_game(s)->count, 3);
	anna_session_free(s);

	static const struct step setup[] = {
		{ 0, ANNA_SEV_ARB_RECONCILE, AR, NULL, 0, "refused>arbiter(nothing)", NULL },
	};
	s = RUN(&cfg, setup);
	assert_null(anna_session_reconcile(s));
	anna_session_free(s);
}

static void test_bad_config(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	struct anna_session *s = NULL;
	struct anna_error err;
	anna_session_config_default(&cfg);
	cfg.vi_side = 7;
	assert_int_equal(anna_session_new(&cfg, &s, &err), ANNA_E_INVALID);
	assert_int_equal(err.msg, ANNA_MSG_SESSION_VI_SIDE);
	assert_string_equal(err.args[0], "7");
	anna_session_config_default(&cfg);
	cfg.tc.nperiods = 0;
	assert_int_not_equal(anna_session_new(&cfg, &s, &err), ANNA_OK);
	anna_session_free(NULL);
}

/* CLK-16: automatic warnings only to the side concerned; in competition
 * only to the VI player and only when the arbiter allows them. */
static const struct step warn_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 30000, ANNA_SEV_DEADLINE, AR, NULL, 0, "clock>vi(warning) timer", NULL },
	{ 30100, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 30200, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4 cw) ply(e2e4) board(own) timer",
	  NULL },
	{ 60200, ANNA_SEV_DEADLINE, AR, NULL, 0, "clock>sighted(warning) timer", NULL },
};

static const struct step warn_competition_off[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 30000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
};

static const struct step warn_competition_on[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 30000, ANNA_SEV_DEADLINE, AR, NULL, 0, "clock>vi(warning) timer", NULL },
	{ 30100, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 30200, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4) board(own) timer",
	  NULL },
	/* the sighted player's 30 seconds: nothing said */
	{ 60200, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
};

static const struct step warn_switched_on[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 10000, ANNA_SEV_ARB_SWITCHES, AR, NULL, 3,
	  "switched>vi switched>sighted switched>vi switched>sighted switched>vi switched>sighted timer", NULL },
	{ 30000, ANNA_SEV_DEADLINE, AR, NULL, 0, "clock>vi(warning) timer", NULL },
	{ 30100, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	/* check words are on too: the announcement may carry them (cw) */
	{ 30200, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4 cw) ply(e2e4) board(own) timer",
	  NULL },
	{ 60200, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
};

static void warn_config(struct anna_session_config *cfg, enum anna_policy_mode mode)
{
	config(cfg, mode, ANNA_EDITION_2017, 60000);
	cfg->clock.schedule.nfinal = 1;
	cfg->clock.schedule.final_ms[0] = 30000;
}

static void test_clock_warnings(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	warn_config(&cfg, ANNA_MODE_TRAINING);
	anna_session_free(RUN(&cfg, warn_training));
	warn_config(&cfg, ANNA_MODE_COMPETITION);
	anna_session_free(RUN(&cfg, warn_competition_off));
	warn_config(&cfg, ANNA_MODE_COMPETITION);
	cfg.policy.clock_warnings = true;
	anna_session_free(RUN(&cfg, warn_competition_on));
	/* ARB-3, CLK-16: the arbiter switches them on during the game; the
	 * warning is armed from then on, the mode stays competition */
	warn_config(&cfg, ANNA_MODE_COMPETITION);
	struct anna_session *s = RUN(&cfg, warn_switched_on);
	const struct anna_policy *p = anna_session_policy(s);
	assert_int_equal(p->mode, ANNA_MODE_COMPETITION);
	assert_true(p->clock_warnings && p->check_words && !p->square_queries);
	assert_false(p->announcing_assistant);
	anna_session_free(s);
	/* training: every help is on and stays on; a change is refused to
	 * whoever asked, and nothing is said to the players */
	static const struct step switch_training[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		{ 1000, ANNA_SEV_ARB_SWITCHES, AR, NULL, 0, "refused>arbiter(switches_training)",
		  NULL },
	};
	warn_config(&cfg, ANNA_MODE_TRAINING);
	cfg.policy.check_words = true;
	s = RUN(&cfg, switch_training);
	assert_true(anna_session_policy(s)->check_words);
	assert_true(anna_policy_switch_in_force(anna_session_policy(s), ANNA_SWITCH_SQUARE_QUERIES));
	anna_session_free(s);
}

/* The sighted player's sheet, copied in as written: a flagged entry goes
 * to the arbiter with its move number; VI-13 compares the sheets. */
static void test_sighted_sheet(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = NULL;
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	static const char *const entries[] = { "e4", "7866 (=)", "Lb5", "Sf3" };
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	/* before the start nothing is written yet: refused */
	struct anna_session_event early;
	anna_session_event_init(&early, ANNA_SEV_SHEET_ENTRY, 0);
	early.role = ANNA_ROLE_ARBITER;
	snprintf(early.text, sizeof(early.text), "e4");
	char said[256];
	format(a, anna_session_feed(s, &early, a, ANNA_SESSION_MAX_ACTIONS), said, sizeof(said));
	assert_string_equal(said, "refused>arbiter(not_started)");
	static const struct step start[] = {
		{ 50, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	};
	run_steps(s, start, 1);
	for (size_t i = 0; i < 4; i++) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_SHEET_ENTRY, 100 + i);
		ev.role = ANNA_ROLE_ARBITER;
		ev.letters = ANNA_LETTERS_DE;
		snprintf(ev.text, sizeof(ev.text), "%s", entries[i]);
		size_t n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
		char got[256];
		format(a, n, got, sizeof(got));
		/* "Lb5" is White's second move and legal; "Sf3" is Black's
		 * second: no black knight reaches f3 */
		assert_string_equal(got, i == 3 ? "report(sheet)" : "");
		if (i == 3) {
			assert_int_equal(a[0].report.error.msg, ANNA_MSG_NOTATION_ILLEGAL);
			assert_int_equal(a[0].report.error.line, 2);
			assert_int_equal(a[0].report.side, ANNA_BLACK);
		}
	}
	const struct anna_scoresheet *sh = anna_session_sighted_sheet(s);
	assert_int_equal(anna_scoresheet_count(sh), 4);
	assert_true(anna_scoresheet_entry(sh, 1)->flags & ANNA_SHEET_DRAW_OFFER);
	assert_int_equal(anna_scoresheet_first_problem(sh), 3);
	anna_session_free(s);
}

/* SHEET-3, SHEET-7: the sighted player's copied-in sheet is compared on
 * the arbiter's request only (the players are never told). */
static void sheet_entry(struct anna_session *s, uint64_t t, const char *text)
{
	struct anna_session_event ev;
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	anna_session_event_init(&ev, ANNA_SEV_SHEET_ENTRY, t);
	ev.role = ANNA_ROLE_ARBITER;
	snprintf(ev.text, sizeof(ev.text), "%s", text);
	assert_int_equal(anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS), 0);
}

static void test_sheet_lag(void **state)
{
	(void)state;
	static const struct step play[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		VI_MOVE(1000, "e2e4"), SI_MOVE(2000, "e7e5"), VI_MOVE(3000, "g1f3"),
		SI_MOVE(4000, "b8c6"), VI_MOVE(5000, "f1c4"),
	};
	static const struct step ask[] = {
		{ 6000, ANNA_SEV_KEY_QUERY, SI, NULL, ANNA_SQ_SHEET_LAG, "refused>sighted(policy)", NULL },
		/* on move, his b8c6 not yet written: allowed until he moves */
		{ 6100, ANNA_SEV_KEY_QUERY, AR, NULL, ANNA_SQ_SHEET_LAG, "report(sheet_lag ok 2/2)",
		  NULL },
		{ 6200, ANNA_SEV_KEY_MOVE, SI, "g8f6", 0, "move>vi(g8f6) board(exec g8f6)", NULL },
		{ 6300, ANNA_SEV_KEY_QUERY, AR, NULL, ANNA_SQ_SHEET_LAG,
		  "report(sheet_lag behind 2/4)", NULL },
	};
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, play);
	sheet_entry(s, 5500, "e4");
	sheet_entry(s, 5600, "e5");
	for (size_t i = 0; i < sizeof(ask) / sizeof(ask[0]); i++)
		run_steps(s, &ask[i], 1);
	anna_session_free(s);

	/* SHEET-7: under five minutes, no 30 s increment: released */
	static const struct step exempt[] = {
		{ 6300, ANNA_SEV_KEY_QUERY, AR, NULL, ANNA_SQ_SHEET_LAG,
		  "report(sheet_lag exempt 0/2)", NULL },
	};
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, 4 * 60000);
	s = RUN(&cfg, play);
	run_steps(s, exempt, 1);
	anna_session_free(s);
}

/* TCH-9: the sighted player's mating move completes without a press. */
static const struct step sighted_mates[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "f2f3"), SI_MOVE(2000, "e7e5"), VI_MOVE(3000, "g2g4"),
	{ 4000, ANNA_SEV_KEY_MOVE, SI, "d8h4", 0,
	  "move>vi(d8h4) board(exec d8h4) ply(d8h4) game_end>vi(checkmate 0-1) "
	  "game_end>sighted(checkmate 0-1) report(game_end d1) timer", NULL },
	{ 4000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "", NULL },
};

/* TCH-9, VI-7: the VI player typed his announcement; once the board
 * shows that mating move it is made, and completed without a press. */
#define MATE_END "game_end>vi(checkmate 1-0) game_end>sighted(checkmate 1-0) " \
	"report(game_end d1) timer"
static const struct step vi_typed_mate[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_KEY_MOVE, VI, "h5f7", 0, "entered>vi move>sighted(h5f7)", NULL },
	{ 1500, ANNA_SEV_VI_MADE, VI, "h5f7", 0, "ply(h5f7) " MATE_END, NULL },
	{ 1600, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "", NULL },
};

static const struct step vi_board_then_typed_mate[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "h5f7", 0, "", NULL },
	{ 1500, ANNA_SEV_KEY_MOVE, VI, "h5f7", 0, "entered>vi move>sighted(h5f7) ply(h5f7) " MATE_END, NULL },
};

static const struct step vi_typed_other[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	/* the board shows another move: not made as announced, nothing ends */
	{ 1000, ANNA_SEV_KEY_MOVE, VI, "h5f7", 0, "entered>vi move>sighted(h5f7)", NULL },
	{ 1500, ANNA_SEV_VI_MADE, VI, "c4f7", 0, "", "run=w" },
};

static void test_vi_typed_mate(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	start_from(&cfg, "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
	struct anna_session *s = RUN(&cfg, vi_typed_mate);
	assert_int_equal(anna_session_ply(s, 0)->pressed_ms, 1500);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_WHITE_WINS);
	anna_session_free(s);
	anna_session_free(RUN(&cfg, vi_board_then_typed_mate));
	anna_session_free(RUN(&cfg, vi_typed_other));
	/* no sensor board: the typed move is the move */
	cfg.vi_sensor_board = false;
	static const struct step typed_only[] = {
		{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
		{ 1000, ANNA_SEV_KEY_MOVE, VI, "h5f7", 0, "entered>vi move>sighted(h5f7) ply(h5f7) " MATE_END,
		  NULL },
	};
	anna_session_free(RUN(&cfg, typed_only));
}

static void test_sighted_mates(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, sighted_mates);
	assert_int_equal(anna_session_game(s)->result, ANNA_RESULT_BLACK_WINS);
	assert_int_equal(anna_session_ply(s, 3)->pressed_ms, 4000);
	anna_session_free(s);
}

/* A second sensor board under the sighted player's pieces: the VI
 * player's move carried out there is timed; a different one reported. */
static const struct step sighted_board[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "started>vi started>sighted board(own) timer", NULL },
	VI_MOVE(1000, "e2e4"),
	{ 1500, ANNA_SEV_SIGHTED_MADE, SI, "e2e4", 0, "", NULL },
	SI_MOVE(2000, "e7e5"),
	VI_MOVE(3000, "g1f3"),
	/* the sighted player put the knight on h3 */
	{ 3500, ANNA_SEV_SIGHTED_MADE, SI, "g1h3", 0, "report(drift)", NULL },
};

static void test_sighted_board(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = RUN(&cfg, sighted_board);
	assert_int_equal(anna_session_ply(s, 0)->executed_ms, 1500);
	assert_int_equal(anna_session_ply(s, 2)->executed_ms, 0);
	anna_session_free(s);
}

/* ---- the transition hook and the output capacity ---------------------- */

struct transitions {
	char line[40][64];
	size_t n;
};

static void log_transition(void *ctx, enum anna_session_state from,
			   enum anna_session_event_type event, enum anna_session_state to)
{
	struct transitions *t = ctx;
	if (t->n < sizeof(t->line) / sizeof(t->line[0]))
		anna_session_transition_str(t->line[t->n], sizeof(t->line[0]), from, event, to);
	t->n++;
}

static void expect_transitions(const struct transitions *t, const char *const *want, size_t n)
{
	for (size_t i = 0; i < n && i < t->n; i++)
		if (strcmp(t->line[i], want[i]) != 0) {
			print_error("transition %zu: got \"%s\", want \"%s\"\n", i, t->line[i],
				    want[i]);
			fail();
		}
	assert_int_equal(t->n, n);
}

/* Every event is seen as "state, event -> state": the play cycle of a
 * whole game, then play held for the arbiter (CLK-14) and his resume. */
static void test_transition_hook(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = NULL;
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	struct transitions t = { .n = 0 };
	anna_session_set_transition_hook(s, log_transition, &t);
	run_steps(s, whole_game, sizeof(whole_game) / sizeof(whole_game[0]));
	static const char *const game[] = {
		"setup, start -> vi_to_move",
		"vi_to_move, vi_lift -> vi_to_move",
		"vi_to_move, vi_made -> vi_to_move",
		"vi_to_move, key_clock -> sighted_to_move",
		"sighted_to_move, key_move -> sighted_to_move",
		"sighted_to_move, key_clock -> vi_executing",
		"vi_executing, vi_executed -> vi_to_move",
		"vi_to_move, vi_made -> vi_to_move",
		"vi_to_move, key_clock -> sighted_to_move",
		"sighted_to_move, key_move -> sighted_to_move",
		"sighted_to_move, key_clock -> vi_executing",
		"vi_executing, vi_executed -> vi_to_move",
		"vi_to_move, vi_made -> vi_to_move",
		"vi_to_move, key_clock -> sighted_to_move",
		"sighted_to_move, key_move -> sighted_to_move",
		"sighted_to_move, key_clock -> vi_executing",
		"vi_executing, vi_executed -> vi_to_move",
		"vi_to_move, vi_lift -> vi_to_move",
		"vi_to_move, vi_made -> vi_to_move",
		"vi_to_move, key_clock -> ended",
		"ended, key_move -> ended",
	};
	expect_transitions(&t, game, sizeof(game) / sizeof(game[0]));
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	t.n = 0;
	anna_session_set_transition_hook(s, log_transition, &t);
	run_steps(s, held, sizeof(held) / sizeof(held[0]));
	/* a new game keeps the hook; removed, it hears nothing */
	struct anna_session_event ev;
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	anna_session_event_init(&ev, ANNA_SEV_ARB_NEW_GAME, 7000);
	ev.role = ANNA_ROLE_ARBITER;
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	static const char *const arbiter[] = {
		"setup, start -> vi_to_move",
		"vi_to_move, vi_illegal -> vi_to_move",
		"vi_to_move, key_clock -> arbiter",
		"arbiter, key_clock -> arbiter",
		"arbiter, key_clock -> arbiter",
		"arbiter, arb_resume -> arbiter",
		"arbiter, arb_confirm -> paused",
		"paused, key_clock -> paused",
		"paused, arb_resume -> vi_to_move",
		"vi_to_move, key_clock -> vi_to_move",
		"vi_to_move, arb_new_game -> setup",
	};
	expect_transitions(&t, arbiter, sizeof(arbiter) / sizeof(arbiter[0]));
	anna_session_set_transition_hook(s, NULL, NULL);
	anna_session_event_init(&ev, ANNA_SEV_START, 8000);
	ev.role = ANNA_ROLE_ARBITER;
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	assert_int_equal(t.n, sizeof(arbiter) / sizeof(arbiter[0]));
	anna_session_free(s);
}

/* A new game with the other colour (anna train --side, arg 1): the VI
 * player is Black from then on, clock and all; a plain new game (arg 0,
 * side 0 as every event is zeroed) keeps the colour. */
static void test_new_game_side(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	struct anna_session *s;
	config(&cfg, ANNA_MODE_TRAINING, ANNA_EDITION_2017, H);
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	assert_int_equal(anna_session_vi_side(s), ANNA_WHITE);
	struct anna_session_event ev;
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	anna_session_event_init(&ev, ANNA_SEV_ARB_NEW_GAME, 1000);
	ev.role = ANNA_ROLE_ARBITER;
	ev.arg = 1;
	ev.side = ANNA_BLACK;
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(anna_session_vi_side(s), ANNA_BLACK);
	anna_session_event_init(&ev, ANNA_SEV_START, 2000);
	ev.role = ANNA_ROLE_ARBITER;
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	/* White to move is now the sighted side */
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	anna_session_event_init(&ev, ANNA_SEV_ARB_NEW_GAME, 3000);
	ev.role = ANNA_ROLE_ARBITER;
	anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(anna_session_vi_side(s), ANNA_BLACK);
	anna_session_free(s);
}

/* anna_session_feed writes at most cap actions and keeps the last slot
 * for the timer: a short array loses announcements, never the deadline. */
static void test_feed_capacity(void **state)
{
	(void)state;
	struct anna_session_config cfg;
	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2017, H);
	struct anna_session *s = NULL;
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	struct anna_session_action a[ANNA_SESSION_MAX_ACTIONS];
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_START, 0);
	ev.role = ANNA_ROLE_ARBITER;
	/* "board(own) timer" in full; with room for one, the timer */
	assert_int_equal(anna_session_feed(s, &ev, a, 1), 1);
	assert_int_equal(a[0].type, ANNA_SA_ARM_TIMER);
	assert_int_equal(a[0].deadline_ms, anna_session_deadline(s));
	anna_session_free(s);

	/* nothing at all with no room; the deadline comes with the next
	 * event that has room */
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	assert_int_equal(anna_session_feed(s, &ev, a, 0), 0);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_VI_TO_MOVE);
	anna_session_event_init(&ev, ANNA_SEV_VI_LIFT, 100);
	ev.role = ANNA_ROLE_VI;
	assert_int_equal(anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS), 1);
	assert_int_equal(a[0].type, ANNA_SA_ARM_TIMER);
	anna_session_free(s);

	/* the scoresheet read back fills what room there is; a press with a
	 * new deadline still arms the timer */
	assert_int_equal(anna_session_new(&cfg, &s, NULL), ANNA_OK);
	run_steps(s, whole_game, 12); /* up to b8c6 carried out */
	anna_session_event_init(&ev, ANNA_SEV_KEY_QUERY, 14000);
	ev.role = ANNA_ROLE_VI;
	ev.query = ANNA_SQ_SCORESHEET;
	size_t n = anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS);
	assert_int_equal(n, 4);
	n = anna_session_feed(s, &ev, a, 3);
	assert_int_equal(n, 1); /* one left for the clock, one for the timer */
	assert_int_equal(a[0].type, ANNA_SA_ANNOUNCE);
	anna_session_event_init(&ev, ANNA_SEV_VI_MADE, 14100);
	ev.role = ANNA_ROLE_VI;
	parse_move("d1h5", &ev.from, &ev.to, &ev.promotion);
	assert_int_equal(anna_session_feed(s, &ev, a, ANNA_SESSION_MAX_ACTIONS), 0);
	anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, 14200);
	ev.role = ANNA_ROLE_VI;
	/* "move>sighted(d1h5) ply(d1h5) board(own) timer" into two */
	assert_int_equal(anna_session_feed(s, &ev, a, 2), 2);
	assert_int_equal(a[0].type, ANNA_SA_ANNOUNCE);
	assert_int_equal(a[1].type, ANNA_SA_ARM_TIMER);
	assert_int_equal(anna_session_state(s), ANNA_SESSION_SIGHTED_TO_MOVE);
	anna_session_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_game),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_transition_hook),
		cmocka_unit_test(test_new_game_side),
		cmocka_unit_test(test_feed_capacity),
		cmocka_unit_test(test_press_before_made),
		cmocka_unit_test(test_late_announcement),
		cmocka_unit_test(test_hearing_impaired_opponent),
		cmocka_unit_test(test_slip_of_the_tongue),
		cmocka_unit_test(test_drift),
		cmocka_unit_test(test_illegal_ladders),
		cmocka_unit_test(test_illegal_training),
		cmocka_unit_test(test_promotion),
		cmocka_unit_test(test_claims),
		cmocka_unit_test(test_claim_penalty_2009),
		cmocka_unit_test(test_claim_rules),
		cmocka_unit_test(test_quickplay),
		cmocka_unit_test(test_automatic_ends),
		cmocka_unit_test(test_automatic_draws_by_edition),
		cmocka_unit_test(test_flag_fall),
		cmocka_unit_test(test_policy_differences),
		cmocka_unit_test(test_touched),
		cmocka_unit_test(test_offers_and_resignation),
		cmocka_unit_test(test_mismatch),
		cmocka_unit_test(test_take_back),
		cmocka_unit_test(test_reconcile_in_game),
		cmocka_unit_test(test_bad_config),
		cmocka_unit_test(test_clock_warnings),
		cmocka_unit_test(test_sighted_sheet),
		cmocka_unit_test(test_sighted_mates),
		cmocka_unit_test(test_vi_typed_mate),
		cmocka_unit_test(test_sheet_lag),
		cmocka_unit_test(test_sighted_board),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
