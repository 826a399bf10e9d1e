/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/test_render_session.c: every announcement kind and every
 * report kind of core/session.h renders in every profile (speech/
 * render_session.c), with exact English texts where the words matter.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "speech/render_session.h"

#include "render_fixture.h"


static uint16_t e2e4(void)
{
	return anna_move_new(ANNA_SQ(4, 1), ANNA_SQ(4, 3), ANNA_MF_DOUBLE_PUSH);
}

/* One announcement of kind k with plausible fields. */
static void sample(enum anna_session_ann_kind k, struct anna_session_announcement *a)
{
	memset(a, 0, sizeof(*a));
	a->kind = k;
	a->listener = ANNA_ROLE_VI;
	a->mover = ANNA_BLACK;
	anna_position_start(&a->pos);
	a->move = e2e4();
	a->from = ANNA_SQ(4, 0);
	a->to = ANNA_SQ(4, 2);
	a->promotion = ANNA_NO_TYPE;
	a->reason = ANNA_ILLEGAL_PATTERN;
	a->clock.kind = ANNA_CLOCK_ANN_TIME;
	a->clock.side = ANNA_WHITE;
	a->clock.listener = -1;
	a->clock.remaining_ms[0] = 90 * 60000;
	a->clock.remaining_ms[1] = 61000;
	a->n_fix = 1;
	a->fix[0].from = ANNA_NO_SQ;
	a->fix[0].to = ANNA_SQ(6, 0);
	a->fix[0].piece = ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT);
	a->end = ANNA_END_CHECKMATE;
	a->result = ANNA_RESULT_WHITE_WINS;
	a->claim = ANNA_CLAIM_REPETITION;
	a->penalty = ANNA_PENALTY_TIME;
	a->ms = 120000;
	a->number = 1;
	a->square = ANNA_SQ(4, 0);
	a->piece = ANNA_PIECE(ANNA_WHITE, ANNA_KING);
	a->squares = 1ULL << ANNA_SQ(4, 0);
	a->refusal = ANNA_SREF_FROZEN;
	if (k == ANNA_SANN_PIECES)
		a->piece = ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT),
		a->squares = (1ULL << ANNA_SQ(1, 0)) | (1ULL << ANNA_SQ(6, 0));
}

static void test_every_kind_every_profile(void **state)
{
	(void)state;
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.listener_side = ANNA_WHITE;
	for (int p = 0; p < NPROFILES; p++) {
		for (int k = 0; k < ANNA_SANN_COUNT; k++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample((enum anna_session_ann_kind)k, &a);
			enum anna_status st = anna_render_session(profiles[p], &a, &opts, &out);
			if (st != ANNA_OK || out.text[0] == '\0' || strchr(out.text, '{')) {
				print_error("%s: %s: status %d, \"%s\"\n", profile_names[p],
					    anna_session_ann_kind_str(a.kind), st, out.text);
				fail();
			}
		}
		/* every end, every refusal, every claim, every penalty said */
		for (int e = ANNA_END_CHECKMATE; e < ANNA_END_COUNT; e++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample(ANNA_SANN_GAME_END, &a);
			a.end = (enum anna_game_end)e;
			assert_int_equal(anna_render_session(profiles[p], &a, &opts, &out), ANNA_OK);
		}
		for (int r = 0; r < ANNA_SREF_COUNT; r++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample(ANNA_SANN_REFUSED, &a);
			a.refusal = (enum anna_session_refusal)r;
			assert_int_equal(anna_render_session(profiles[p], &a, &opts, &out), ANNA_OK);
		}
		for (int r = 0; r < ANNA_ILLEGAL_COUNT; r++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample(ANNA_SANN_ILLEGAL, &a);
			a.reason = (enum anna_illegal_reason)r;
			assert_int_equal(anna_render_session(profiles[p], &a, &opts, &out), ANNA_OK);
			assert_null(strchr(out.text, '{'));
		}
		static const unsigned claims[] = { ANNA_CLAIM_REPETITION, ANNA_CLAIM_FIFTY,
						   ANNA_SESSION_CLAIM_FLAG,
						   ANNA_SESSION_CLAIM_QUICKPLAY,
						   ANNA_SESSION_CLAIM_INCREMENT };
		for (size_t c = 0; c < sizeof(claims) / sizeof(claims[0]); c++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample(ANNA_SANN_CLAIM, &a);
			a.claim = claims[c];
			assert_int_equal(anna_render_session(profiles[p], &a, &opts, &out), ANNA_OK);
		}
		for (int pe = ANNA_PENALTY_TIME; pe <= ANNA_PENALTY_WARNING; pe++) {
			struct anna_session_announcement a;
			struct anna_phrase out;
			sample(ANNA_SANN_PENALTY, &a);
			a.penalty = (enum anna_session_penalty)pe;
			assert_int_equal(anna_render_session(profiles[p], &a, &opts, &out),
					 pe == ANNA_PENALTY_LOSS ? ANNA_E_INVALID : ANNA_OK);
		}
	}
}

static void test_every_report_every_profile(void **state)
{
	(void)state;
	for (int p = 0; p < NPROFILES; p++) {
		for (int k = 0; k < ANNA_SREP_COUNT; k++) {
			for (int pr = 0; pr < ANNA_PROP_COUNT; pr++) {
				struct anna_session_report r;
				struct anna_phrase out;
				memset(&r, 0, sizeof(r));
				r.kind = (enum anna_session_report_kind)k;
				r.side = ANNA_WHITE;
				r.decision = 3;
				r.proposal = (enum anna_session_proposal)pr;
				r.ms = 120000;
				r.count = 1;
				anna_position_start(&r.pos);
				r.move = e2e4();
				r.from = ANNA_SQ(4, 0);
				r.to = ANNA_SQ(4, 2);
				r.result = ANNA_RESULT_DRAW;
				enum anna_status st = anna_render_session_report(profiles[p], &r, &out);
				if (st != ANNA_OK || out.text[0] == '\0' || strchr(out.text, '{')) {
					print_error("%s: %s/%s: %d \"%s\"\n", profile_names[p],
						    anna_session_report_kind_str(r.kind),
						    anna_session_proposal_str(r.proposal), st,
						    out.text);
					fail();
				}
			}
		}
	}
}

static void test_english_words(void **state)
{
	(void)state;
	struct anna_profile *en = profiles[5];
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.listener_side = ANNA_WHITE;
	struct anna_session_announcement a;
	struct anna_phrase out;

	sample(ANNA_SANN_MOVE, &a);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Eva two Eva four");
	a.correction = true;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Correction: Eva two Eva four");

	sample(ANNA_SANN_DRAW_OFFER, &a);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Opponent offers a draw");

	sample(ANNA_SANN_PENALTY, &a);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Opponent: two minutes added by the arbiter");

	sample(ANNA_SANN_SHEET_ENTRY, &a);
	a.draw_offer = true;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Move one, White: Eva two Eva four, with a draw offer");
	/* White's and Black's entries of one move are told apart */
	a.draw_offer = false;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Move one, White: Eva two Eva four");
	a.pos.side = ANNA_BLACK;
	a.move = anna_move_new(ANNA_SQ(4, 6), ANNA_SQ(4, 4), ANNA_MF_DOUBLE_PUSH);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Move one, Black: Eva seven Eva five");

	sample(ANNA_SANN_PIECES, &a);
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "White knight: Bella one, Gustav one");

	sample(ANNA_SANN_GAME_END, &a);
	a.end = ANNA_END_ILLEGAL_MOVES;
	a.mover = ANNA_WHITE;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "White loses by illegal moves.");

	struct anna_session_report r;
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_ILLEGAL_MOVE;
	r.side = ANNA_WHITE;
	anna_position_start(&r.pos);
	r.from = ANNA_SQ(4, 0);
	r.to = ANNA_SQ(4, 2);
	r.count = 1;
	r.proposal = ANNA_PROP_ILLEGAL_PENALTY;
	r.ms = 120000;
	r.decision = 1;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "White completed an illegal move: King Eva one Eva three. Illegal "
			    "move number 1 of this player. Proposed: restore the position, two "
			    "minutes to the opponent. Confirm or override decision 1.");

	/* ED-2: an automatic end stands unless overridden */
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_GAME_END;
	r.side = -1;
	r.result = ANNA_RESULT_DRAW;
	r.decision = 4;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text, "The game has ended: 1/2-1/2. The game ended by itself; "
			    "override decision 4 if play must go on.");

	/* a flag (6.9): the verdict with its rule and reason */
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_FLAG;
	r.side = ANNA_WHITE;
	r.mate = ANNA_MATE_NO;
	r.mate_reason = ANNA_MATE_NO_MATERIAL;
	r.proposal = ANNA_PROP_FLAG_DRAW;
	r.decision = 2;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "White has run out of time. Black cannot checkmate by any series of "
			    "legal moves: the material is not enough for any checkmate (6.9). "
			    "Proposed: the game is drawn. Confirm or override decision 2.");
	r.mate_reason = ANNA_MATE_NO_LOCKED;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_non_null(strstr(out.text, "the position is blocked for good"));
	r.mate = ANNA_MATE_YES;
	r.mate_reason = ANNA_MATE_BY_LINE;
	r.proposal = ANNA_PROP_FLAG_LOSS;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "White has run out of time. Black can still checkmate by a series of "
			    "legal moves (6.9). Proposed: White loses the game. Confirm or "
			    "override decision 2.");
	r.mate = ANNA_MATE_UNKNOWN;
	r.mate_reason = ANNA_MATE_NO_BUDGET;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_non_null(strstr(out.text, "Whether Black can still checkmate was not decided"));

	/* VI-9 */
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_LATE_ANNOUNCEMENT;
	r.side = ANNA_BLACK;
	r.ms = 12000;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "Black announced the move twelve seconds after pressing the clock (VI-9).");

	/* DRAW-6, QPF-2 */
	sample(ANNA_SANN_CLAIM_MOVE, &a);
	a.mover = ANNA_WHITE;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "You must now play the intended move Eva two Eva four; the claim is rejected.");
	sample(ANNA_SANN_INCREMENT, &a);
	a.ms = 5000;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "From now on each move adds five seconds for both players.");
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_QUICKPLAY;
	r.side = ANNA_WHITE;
	r.claim = ANNA_SESSION_CLAIM_QUICKPLAY;
	r.n_evidence = 1;
	r.evidence[0] = 95000;
	r.proposal = ANNA_PROP_QUICKPLAY_DRAW;
	r.ms = 120000;
	r.decision = 2;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "White claims a draw with one minute thirty-five seconds left (quickplay "
			    "finish, QPF-3). Confirm: drawn. Override: rejected, two minutes to the "
			    "opponent. Confirm or override decision 2.");

	/* VI-13 asked for during the game: case 2 with the clocks to restore */
	memset(&r, 0, sizeof(r));
	r.kind = ANNA_SREP_RECONCILE;
	r.side = -1;
	r.reconcile_case = 2;
	r.kept = 3;
	r.discarded[0] = 1;
	r.discarded[1] = 2;
	r.have_clock = true;
	r.clock_ms[0] = 3597800;
	r.clock_ms[1] = 3599100;
	r.proposal = ANNA_PROP_RECONCILE;
	r.decision = 1;
	assert_int_equal(anna_render_session_report(en, &r, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "Reconciliation (VI-13): the scoresheets agree on the first 3 "
			    "half-moves; discarded after them: 1 from the visually impaired "
			    "player's sheet, 2 from the sighted player's. Both boards must show the "
			    "position after half-move 3. Clocks recorded then: White fifty-nine "
			    "minutes fifty-seven seconds, Black fifty-nine minutes fifty-nine "
			    "seconds. Confirm: apply it. Override: play goes on as it is. Confirm "
			    "or override decision 1.");

	/* VI-13 drift: a piece that belongs on the square it came from is
	 * said to go back there (board-io's correction carries back) */
	sample(ANNA_SANN_MISMATCH, &a);
	a.fix[0].from = ANNA_SQ(5, 2);
	a.fix[0].to = ANNA_SQ(6, 0);
	a.fix[0].back = true;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_non_null(strstr(out.text, "Gustav one"));
	assert_non_null(strstr(out.text, "back to"));
	a.fix[0].back = false;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_OK);
	assert_null(strstr(out.text, "back to"));

	/* out of range: said as an error, never garbage */
	sample(ANNA_SANN_SQUARE, &a);
	a.square = 70;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
	sample(ANNA_SANN_MOVE, &a);
	a.kind = ANNA_SANN_COUNT;
	assert_int_equal(anna_render_session(en, &a, &opts, &out), ANNA_E_INVALID);
}

/*
 * docs/announcements.md section 4 in the default profile's words: the board
 * said as what to do, an illegal attempt and why, draw offers, claims,
 * results and the queries (last move, scoresheet, a square, the pieces of
 * a kind, whose move), each as the VI player (White) hears it.
 */
static void test_section4_fide_de(void **state)
{
	(void)state;
	struct anna_profile *de = profiles[0];
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.listener_side = ANNA_WHITE;
	static const struct {
		enum anna_session_ann_kind kind;
		const char *want;
	} t[] = {
		{ ANNA_SANN_MISMATCH, "Weißer Springer fehlt auf Gustav eins" },
		{ ANNA_SANN_BOARD_OK, "Das Brett stimmt" },
		{ ANNA_SANN_DRIFT, "Das ist nicht der angesagte Zug Eva zwei Eva vier. "
				   "Weißer Springer fehlt auf Gustav eins" },
		{ ANNA_SANN_ILLEGAL, "Regelwidriger Zug: König Eva eins Eva drei. "
				     "So zieht diese Figur nicht." },
		{ ANNA_SANN_PHYSICAL, "König Eva eins Eva drei" },
		{ ANNA_SANN_DRAW_OFFER, "Gegner bietet Remis an" },
		{ ANNA_SANN_DRAW_DECLINED, "Das Remisangebot ist abgelehnt" },
		{ ANNA_SANN_CLAIM, "Gegner beansprucht Remis durch dreimalige "
				   "Stellungswiederholung. Der Schiedsrichter entscheidet." },
		{ ANNA_SANN_GAME_END, "Weiß gewinnt durch Schachmatt." },
		{ ANNA_SANN_MOVE, "Eva zwei Eva vier" },
		{ ANNA_SANN_NO_MOVE, "Noch kein Zug" },
		{ ANNA_SANN_SHEET_ENTRY, "Zug eins, Weiß: Eva zwei Eva vier" },
		{ ANNA_SANN_SQUARE, "Auf Eva eins: weißer König" },
		{ ANNA_SANN_WHOSE_MOVE, "Schwarz am Zug" },
	};
	struct anna_session_announcement a;
	struct anna_phrase out;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		sample(t[i].kind, &a);
		assert_int_equal(anna_render_session(de, &a, &opts, &out), ANNA_OK);
		if (strcmp(out.text, t[i].want) != 0)
			fail_msg("%s: \"%s\", want \"%s\"", anna_session_ann_kind_str(t[i].kind),
				 out.text, t[i].want);
	}
	sample(ANNA_SANN_SQUARE, &a);
	a.piece = 0;
	assert_int_equal(anna_render_session(de, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Eva eins ist leer");
	sample(ANNA_SANN_PIECES, &a);
	assert_int_equal(anna_render_session(de, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Weißer Springer: Bella eins, Gustav eins");
	sample(ANNA_SANN_CLOCK, &a);
	assert_int_equal(anna_render_session(de, &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Sie: eine Stunde dreißig Minuten");
}

/* VI-6: "touched", in every profile, each duty its own words; the
 * default profile's and English texts exactly. */
static void test_touched(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	struct anna_phrase out;
	char said[ANNA_SDUTY_COUNT][ANNA_PHRASE_MAX];
	for (int p = 0; p < NPROFILES; p++) {
		for (int d = 0; d < ANNA_SDUTY_COUNT; d++) {
			sample(ANNA_SANN_TOUCHED, &a);
			a.duty = (enum anna_session_duty)d;
			assert_int_equal(anna_render_session(profiles[p], &a, NULL, &out), ANNA_OK);
			snprintf(said[d], sizeof(said[d]), "%s", out.text);
			for (int e = 0; e < d; e++)
				if (strcmp(said[e], said[d]) == 0)
					fail_msg("%s: duties %d and %d said alike: \"%s\"",
						 profile_names[p], e, d, said[d]);
		}
	}
	static const struct {
		int profile;
		enum anna_session_duty duty;
		const char *want;
	} t[] = {
		{ DE, ANNA_SDUTY_UNSAID, "Weißer König Eva eins berührt" },
		{ DE, ANNA_SDUTY_MOVE, "Weißer König Eva eins berührt: diese Figur muss ziehen" },
		{ DE, ANNA_SDUTY_CAPTURE, "Weißer König Eva eins berührt: diese Figur muss "
					 "geschlagen werden" },
		{ DE, ANNA_SDUTY_NONE, "Weißer König Eva eins berührt: sie kann weder ziehen noch "
				      "geschlagen werden, keine Pflicht" },
		{ EN, ANNA_SDUTY_UNSAID, "White king Eva one touched" },
		{ EN, ANNA_SDUTY_MOVE, "White king Eva one touched: you must move it" },
	};
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		sample(ANNA_SANN_TOUCHED, &a);
		a.duty = t[i].duty;
		assert_int_equal(anna_render_session(profiles[t[i].profile], &a, NULL, &out),
				 ANNA_OK);
		assert_string_equal(out.text, t[i].want);
	}
	/* no square, no piece: an error, never half a phrase */
	sample(ANNA_SANN_TOUCHED, &a);
	a.square = ANNA_NO_SQ;
	assert_int_equal(anna_render_session(profiles[0], &a, NULL, &out), ANNA_E_INVALID);
	sample(ANNA_SANN_TOUCHED, &a);
	a.piece = 0;
	assert_int_equal(anna_render_session(profiles[0], &a, NULL, &out), ANNA_E_INVALID);
}

/* The typed announcement read back as typed, even "5252", which is no
 * move (a fuzzer found the renderer refusing it). */
static void test_entered_as_typed(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	struct anna_phrase out;
	sample(ANNA_SANN_ENTERED, &a);
	anna_position_start(&a.pos);
	a.from = ANNA_SQ(4, 1);
	a.to = ANNA_SQ(4, 3);
	a.promotion = ANNA_NO_TYPE;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text, "Announced: Eva two Eva four");
	a.to = a.from;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text, "Announced: Eva two Eva two");
	a.to = ANNA_NO_SQ;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_E_INVALID);
}

/* Issue 11 item 4, 6: a pause is told with its reason; in training (no
 * arbiter) as the player's own, with the keys that go on; every reason
 * in every profile has its words. */
static void test_paused_why(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	struct anna_phrase out;
	sample(ANNA_SANN_PAUSED, &a);
	a.pause_reason = ANNA_CLOCK_REASON_ARBITER;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text, "The arbiter has paused the clock");
	a.pause_reason = ANNA_CLOCK_REASON_DISTURBANCE;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text, "The arbiter has paused the clock: a disturbance");
	assert_int_equal(anna_render_session(profiles[0], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text, "Die Uhr ist angehalten: eine Störung");
	a.self_paused = true;
	assert_int_equal(anna_render_session(profiles[EN], &a, NULL, &out), ANNA_OK);
	assert_string_equal(out.text,
			    "The clock is paused. To go on: the command key, slash, then 5.");
	assert_null(strstr(out.text, "arbiter"));
	for (int p = 0; p < NPROFILES; p++)
		for (int r = ANNA_CLOCK_REASON_ARBITER; r <= ANNA_CLOCK_REASON_PENALTY; r++) {
			a.self_paused = false;
			a.pause_reason = (enum anna_clock_reason)r;
			assert_int_equal(anna_render_session(profiles[p], &a, NULL, &out), ANNA_OK);
			if (strchr(out.text, '{'))
				fail_msg("%s: reason %d: \"%s\"", profile_names[p], r, out.text);
		}
}

/* Issue 11 item 4: the one who offers a draw hears it was made; his
 * opponent hears the offer. */
static void test_draw_offered(void **state)
{
	(void)state;
	struct anna_session_announcement a;
	struct anna_phrase out;
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	sample(ANNA_SANN_DRAW_OFFER, &a);
	a.mover = ANNA_WHITE;
	opts.listener_side = ANNA_WHITE;
	assert_int_equal(anna_render_session(profiles[EN], &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "You have offered a draw; your opponent has been told.");
	opts.listener_side = ANNA_BLACK;
	assert_int_equal(anna_render_session(profiles[EN], &a, &opts, &out), ANNA_OK);
	assert_string_equal(out.text, "Opponent offers a draw");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_entered_as_typed),
		cmocka_unit_test(test_paused_why),
		cmocka_unit_test(test_draw_offered),
		cmocka_unit_test(test_every_kind_every_profile),
		cmocka_unit_test(test_every_report_every_profile),
		cmocka_unit_test(test_english_words),
		cmocka_unit_test(test_section4_fide_de),
		cmocka_unit_test(test_touched),
	};
	return cmocka_run_group_tests(tests, render_fixture_setup, render_fixture_teardown);
}
