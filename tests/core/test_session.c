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
	const char *clock;  /* NULL, or "w=... b=..." / "run=w" / "paused" */
};

static void parse_move(const char *m, int *from, int *to, enum anna_piece_type *promo)
{
	*from = *to = ANNA_NO_SQ;
	*promo = ANNA_NO_TYPE;
	if (!m)
		return;
	*from = anna_square_parse(m);
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
			case ANNA_SANN_PHYSICAL:
				cat(buf, size, "physical>%s(%s%s)", who,
				    anna_square_name(an->from, sq), anna_square_name(an->to, sq2));
				break;
			case ANNA_SANN_ILLEGAL:
				cat(buf, size, "illegal>%s(%s)", who,
				    anna_session_illegal_str(an->reason));
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
				    anna_session_end_str(an->end), anna_game_result_str(an->result));
				break;
			case ANNA_SANN_PENALTY:
				cat(buf, size, "penalty>%s(%s %lld)", who,
				    anna_session_penalty_str(an->penalty), (long long)an->ms);
				break;
			case ANNA_SANN_SQUARE:
				cat(buf, size, "square>%s(%s %d)", who,
				    anna_square_name(an->square, sq), an->piece);
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
	} else if (strcmp(want, "paused") == 0) {
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
static struct anna_session *run(const struct anna_session_config *cfg,
				const struct step *steps, size_t n)
{
	struct anna_session *s = NULL;
	struct anna_error err;
	assert_int_equal(anna_session_new(cfg, &s, &err), ANNA_OK);
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
			ev.decision = (unsigned)st->extra;
			break;
		case ANNA_SEV_VI_ILLEGAL:
			ev.reason = (enum anna_session_illegal)st->extra;
			break;
		case ANNA_SEV_ARB_TAKE_BACK:
			ev.ply = (unsigned)st->extra;
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
		default:
			break;
		}
		struct anna_session_action acts[ANNA_SESSION_MAX_ACTIONS];
		size_t k = anna_session_feed(s, &ev, acts);
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
	return s;
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

/* ---- a whole short game, VI (White) against a sighted player ---------- */

static const struct step whole_game[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", "run=w" },
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
	  "game_end>sighted(checkmate 1-0) report(game_end) timer", NULL },
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
		size_t nx = anna_session_feed(a, &ev, x), ny = anna_session_feed(b, &ev, y);
		assert_int_equal(nx, ny);
		assert_memory_equal(x, y, nx * sizeof(x[0]));
	}
	anna_session_free(a);
	anna_session_free(b);
}

/* ---- VI-8: a press before the move is made ---------------------------- */

static const struct step early_competition[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_LIFT, VI, NULL, 0, "", NULL },
	/* evidence to the arbiter, nothing to the player, the clock stays */
	{ 1500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made)", "run=w" },
	{ 2000, ANNA_SEV_VI_MADE, VI, "g1f3", 0, "", "run=w" },
	{ 2500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(g1f3) ply(g1f3) board(own) timer",
	  "w=3597500 b=3600000" },
};

static const struct step early_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1500, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made) not_made>vi", "run=w" },
	/* a piece put back: no move again */
	{ 1800, ANNA_SEV_VI_MADE, VI, "g1f3", 0, "", NULL },
	{ 1900, ANNA_SEV_VI_UNMADE, VI, NULL, 0, "", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "report(press_not_made) not_made>vi", "run=w" },
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
}

/* ---- VI-12: slip of the tongue ---------------------------------------- */

static const struct step slip[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	/* the VI player types his announcement, corrects it, then presses */
	{ 1000, ANNA_SEV_KEY_MOVE, VI, "e2e4", 0, "move>sighted(e2e4)", NULL },
	{ 1200, ANNA_SEV_KEY_CORRECT, VI, NULL, 0, "withdrawn>sighted", NULL },
	{ 1500, ANNA_SEV_KEY_MOVE, VI, "d2d4", 0, "move>sighted(d2d4*)", NULL },
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
	{ 4500, ANNA_SEV_KEY_MOVE, VI, "c2c4", 0, "move>sighted(c2c4)", NULL },
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
}

/* ---- drift: the VI player carries out another move -------------------- */

static const struct step drift[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
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
	{ t0, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_SILL_PATTERN, "", NULL },           \
	{ t0 + 100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,                                    \
	  "physical>sighted(e1e3) " report_str " timer", "run=b" },                     \
	{ t0 + 200, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "refused>sighted(wait_arbiter)", NULL }, \
	{ t0 + 300, ANNA_SEV_ARB_CONFIRM, AR, NULL, d, confirm_str, NULL }

#define PENALTY(ms) "report(decision) board(own) penalty>vi(time " ms ") penalty>sighted(time " ms ") report(penalty) timer"
#define RESUME(t) { t, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=w" }

static const struct step ladder_2017[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4) board(own) timer", NULL },
	{ 2000, ANNA_SEV_KEY_MOVE, SI, "e7e5", 0, "move>vi(e7e5) board(exec e7e5)", NULL },
	{ 2000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(e7e5) timer", NULL },
	{ 2500, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1)", PENALTY("120000")),
	RESUME(10500),
	ILLEGAL_ROUND(20000, 2, "report(illegal_move illegal_loss d2)",
		      "report(decision) game_end>vi(illegal_moves 0-1) "
		      "game_end>sighted(illegal_moves 0-1) report(game_end) timer"),
};

static const struct step ladder_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1)", PENALTY("120000")),
	RESUME(10500),
	ILLEGAL_ROUND(20000, 2, "report(illegal_move illegal_penalty d2)", PENALTY("120000")),
	RESUME(20500),
	ILLEGAL_ROUND(30000, 3, "report(illegal_move illegal_loss d3)",
		      "report(decision) game_end>vi(illegal_moves 0-1) "
		      "game_end>sighted(illegal_moves 0-1) report(game_end) timer"),
};

static const struct step ladder_blitz[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	ILLEGAL_ROUND(10000, 1, "report(illegal_move illegal_penalty d1)", PENALTY("60000")),
	RESUME(10500),
	/* the arbiter overrides: not counted, still taken back */
	{ 20000, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_SILL_PATTERN, "", NULL },
	{ 20100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "physical>sighted(e1e3) report(illegal_move illegal_loss d2) timer", NULL },
	{ 20300, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 2, "report(decision) board(own) timer", "paused" },
	RESUME(20500),
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

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2009, H);
	s = RUN(&cfg, ladder_2009);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 3);
	anna_session_free(s);

	config(&cfg, ANNA_MODE_COMPETITION, ANNA_EDITION_2014, 5 * 60000);
	cfg.policy.game_type = ANNA_TC_BLITZ;
	s = RUN(&cfg, ladder_blitz);
	assert_int_equal(anna_session_illegal_count(s, ANNA_WHITE), 1);
	/* the opponent got 1 minute (RB-4); the offender's time ran on his
	 * moves only */
	const struct anna_clock *c = anna_session_clock(s);
	assert_int_equal(anna_clock_remaining(c, ANNA_BLACK, 20500), 5 * 60000 + 60000 - 200 - 200);
	anna_session_free(s);
}

/* ILL-12: training says it is illegal and why, at once, and never
 * completes it; no penalty. */
static const struct step illegal_training[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_ILLEGAL, VI, "e1e3", ANNA_SILL_PATTERN, "illegal>vi(pattern)", NULL },
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
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_PROMOTION, VI, "b7b8", 0, "promotion>vi(b8)", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "physical>sighted(b7b8) report(illegal_move illegal_penalty d1) timer", "run=b" },
	{ 1200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) move>sighted(b7b8q) ply(b7b8q) board(own) "
	  "penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty) timer", "paused" },
};

/* VI-4: named on the keypad (before or after the board shows it). */
static const struct step promo_named[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
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

#define VI_MOVE(t, m) { t, ANNA_SEV_VI_MADE, VI, m, 0, "", NULL },                   \
	{ t + 100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(" m ") ply(" m ") board(own) timer", NULL }
#define SI_MOVE(t, m) { t, ANNA_SEV_KEY_MOVE, SI, m, 0, "move>vi(" m ") board(exec " m ")", NULL }, \
	{ t, ANNA_SEV_KEY_CLOCK, SI, NULL, 0, "ply(" m ") timer", NULL },             \
	{ t + 100, ANNA_SEV_VI_EXECUTED, VI, NULL, 0, "board(own)", NULL }

static const struct step claims[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"),
	VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	/* twice only: incorrect; the opponent gets 2 minutes (2017) */
	{ 5000, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_REPETITION,
	  "report(claim claim_reject d1 incorrect) claim>sighted timer", "paused" },
	{ 5100, ANNA_SEV_KEY_MOVE, VI, "g1f3", 0, "refused>vi(wait_arbiter)", NULL },
	{ 5200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) penalty>vi(time 120000) penalty>sighted(time 120000) report(penalty)",
	  "paused" },
	RESUME(5300),
	VI_MOVE(6000, "g1f3"), SI_MOVE(7000, "g8f6"),
	VI_MOVE(8000, "f3g1"),
	/* the sighted player claims on his intended move (DRAW-2 a) */
	{ 9000, ANNA_SEV_CLAIM, SI, "f6g8", ANNA_CLAIM_REPETITION,
	  "report(claim claim_draw d2 correct) claim>vi timer", "paused" },
	{ 9100, ANNA_SEV_ARB_CONFIRM, AR, NULL, 2,
	  "report(decision) game_end>vi(threefold 1/2-1/2) game_end>sighted(threefold 1/2-1/2) "
	  "report(game_end)", NULL },
};

static const struct step fifty[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	/* not the claimant's move */
	{ 100, ANNA_SEV_CLAIM, SI, NULL, ANNA_CLAIM_FIFTY, "refused>sighted(not_your_move)", NULL },
	VI_MOVE(1000, "a1a2"),
	{ 2000, ANNA_SEV_CLAIM, SI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_draw d1 correct) claim>vi timer", "paused" },
	{ 2100, ANNA_SEV_ARB_OVERRIDE, AR, NULL, 1, "report(decision)", "paused" },
	{ 2200, ANNA_SEV_ARB_RESUME, AR, NULL, 0, "resumed>vi resumed>sighted timer", "run=b" },
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
}

/* 2009: an incorrect claim gives 3 minutes. */
static const struct step claim_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 100, ANNA_SEV_CLAIM, VI, NULL, ANNA_CLAIM_FIFTY,
	  "report(claim claim_reject d1 incorrect) claim>sighted timer", NULL },
	{ 200, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) penalty>vi(time 180000) penalty>sighted(time 180000) report(penalty)",
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

/* ---- automatic ends ------------------------------------------------------ */

static const struct step seventy_five[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "a1a2", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(a1a2) ply(a1a2) game_end>vi(seventy_five 1/2-1/2) "
	  "game_end>sighted(seventy_five 1/2-1/2) report(game_end) timer", NULL },
};

static const struct step seventy_five_2009[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	VI_MOVE(1000, "a1a2"),
};

static const struct step dead[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "c1b2", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(c1b2) ply(c1b2) game_end>vi(dead_position 1/2-1/2) "
	  "game_end>sighted(dead_position 1/2-1/2) report(game_end) timer", NULL },
};

static const struct step stalemate[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 1000, ANNA_SEV_VI_MADE, VI, "b1b6", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0,
	  "move>sighted(b1b6) ply(b1b6) game_end>vi(stalemate 1/2-1/2) "
	  "game_end>sighted(stalemate 1/2-1/2) report(game_end) timer", NULL },
};

static const struct step fivefold[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	VI_MOVE(1000, "g1f3"), SI_MOVE(2000, "g8f6"), VI_MOVE(3000, "f3g1"), SI_MOVE(4000, "f6g8"),
	VI_MOVE(5000, "g1f3"), SI_MOVE(6000, "g8f6"), VI_MOVE(7000, "f3g1"), SI_MOVE(8000, "f6g8"),
	VI_MOVE(9000, "g1f3"), SI_MOVE(10000, "g8f6"), VI_MOVE(11000, "f3g1"), SI_MOVE(12000, "f6g8"),
	VI_MOVE(13000, "g1f3"), SI_MOVE(14000, "g8f6"), VI_MOVE(15000, "f3g1"),
	{ 16000, ANNA_SEV_KEY_MOVE, SI, "f6g8", 0, "move>vi(f6g8) board(exec f6g8)", NULL },
	{ 16000, ANNA_SEV_KEY_CLOCK, SI, NULL, 0,
	  "ply(f6g8) game_end>vi(fivefold 1/2-1/2) game_end>sighted(fivefold 1/2-1/2) "
	  "report(game_end) timer", NULL },
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

/* ---- flag fall (CLK-9) ------------------------------------------------- */

static const struct step flag_yes[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 60000, ANNA_SEV_DEADLINE, AR, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) report(flag flag_loss d1 loss) timer", NULL },
	{ 61000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) game_end>vi(time 0-1) game_end>sighted(time 0-1) report(game_end)", NULL },
};

static const struct step flag_no[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	/* an event after the fall sees the fall first */
	{ 60500, ANNA_SEV_VI_LIFT, VI, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) report(flag flag_draw d1 draw) timer", NULL },
	{ 61000, ANNA_SEV_ARB_CONFIRM, AR, NULL, 1,
	  "report(decision) game_end>vi(time_draw 1/2-1/2) game_end>sighted(time_draw 1/2-1/2) "
	  "report(game_end)", NULL },
};

static const struct step flag_unknown[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 60000, ANNA_SEV_DEADLINE, AR, NULL, 0,
	  "clock>vi(flag) clock>sighted(flag) report(flag flag_loss d1 loss_unless_arbiter) timer",
	  NULL },
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
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
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
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
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

/* ---- draw offers and resignation ----------------------------------------- */

static const struct step offers[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	/* 2017 DRAW-1: not before each has moved */
	{ 100, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted", NULL },
	{ 200, ANNA_SEV_KEY_DRAW_OFFER, SI, NULL, 0, "report(agreement_early) refused>sighted(policy)",
	  NULL },
	/* the offer goes with the move: (=) on it (SHEET-5) */
	{ 1000, ANNA_SEV_VI_MADE, VI, "e2e4", 0, "", NULL },
	{ 1100, ANNA_SEV_KEY_CLOCK, VI, NULL, 0, "move>sighted(e2e4) ply(e2e4 (=)) board(own) timer",
	  NULL },
	SI_MOVE(2000, "e7e5"),
	{ 2500, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted", NULL },
	{ 2600, ANNA_SEV_KEY_DRAW_DECLINE, SI, NULL, 0, "draw_declined>vi", NULL },
	{ 2700, ANNA_SEV_KEY_DRAW_DECLINE, SI, NULL, 0, "refused>sighted(nothing)", NULL },
	{ 2800, ANNA_SEV_KEY_DRAW_OFFER, VI, NULL, 0, "draw_offer>sighted", NULL },
	{ 2900, ANNA_SEV_KEY_DRAW_OFFER, SI, NULL, 0,
	  "report(agreement) game_end>vi(agreement 1/2-1/2) game_end>sighted(agreement 1/2-1/2) "
	  "report(game_end) timer", NULL },
};

static const struct step resign[] = {
	{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
	{ 100, ANNA_SEV_KEY_RESIGN, SI, NULL, 0,
	  "report(resignation) game_end>vi(resignation 1-0) game_end>sighted(resignation 1-0) "
	  "report(game_end) timer", NULL },
	{ 200, ANNA_SEV_KEY_RESIGN, VI, NULL, 0, "refused>vi(game_over)", NULL },
	{ 300, ANNA_SEV_START, AR, NULL, 0, "bug(ended,start)", NULL },
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
	anna_session_feed(s, &ev, a);
	anna_session_event_init(&ev, ANNA_SEV_VI_MISMATCH, 100);
	ev.n_fix = 1;
	ev.fix[0] = (struct anna_session_fix){ ANNA_NO_SQ, ANNA_SQ(6, 0),
					       ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT), false };
	size_t n = anna_session_feed(s, &ev, a);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "report(mismatch) mismatch>vi");
	assert_int_equal(a[1].ann.n_fix, 1);
	assert_int_equal(a[1].ann.fix[0].to, ANNA_SQ(6, 0));
	/* said again, reported once */
	n = anna_session_feed(s, &ev, a);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "mismatch>vi");
	anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, 200);
	n = anna_session_feed(s, &ev, a);
	format(a, n, got, sizeof(got));
	assert_string_equal(got, "board_ok>vi");
	/* events out of time order are a bug and happen at the last instant */
	anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, 50);
	n = anna_session_feed(s, &ev, a);
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
		{ 0, ANNA_SEV_START, AR, NULL, 0, "board(own) timer", NULL },
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_game),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_press_before_made),
		cmocka_unit_test(test_slip_of_the_tongue),
		cmocka_unit_test(test_drift),
		cmocka_unit_test(test_illegal_ladders),
		cmocka_unit_test(test_illegal_training),
		cmocka_unit_test(test_promotion),
		cmocka_unit_test(test_claims),
		cmocka_unit_test(test_claim_penalty_2009),
		cmocka_unit_test(test_automatic_ends),
		cmocka_unit_test(test_flag_fall),
		cmocka_unit_test(test_policy_differences),
		cmocka_unit_test(test_offers_and_resignation),
		cmocka_unit_test(test_mismatch),
		cmocka_unit_test(test_take_back),
		cmocka_unit_test(test_bad_config),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
