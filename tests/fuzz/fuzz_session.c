/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_session.c: arbitrary bytes as a stream of session events.
 *
 * Each 6-byte record is one event: type, role, from, to, a time step and
 * one extra byte (query, claim bits, decision, promotion piece, reason).
 * Moves are drawn from the legal moves when the byte says so, so the game
 * goes deep. Nothing may crash or hang; invariants: at most
 * ANNA_SESSION_MAX_ACTIONS actions, every recorded ply is the game's, the
 * game's position is the start with its plies played, and the same events
 * fed to a second session give the same actions (determinism).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"
#include "core/session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void must(int cond)
{
	if (!cond)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_session_config cfg;
	anna_session_config_default(&cfg);
	if (size < 2)
		return 0;
	cfg.policy.mode = data[0] & 1 ? ANNA_MODE_COMPETITION : ANNA_MODE_TRAINING;
	cfg.policy.edition = (data[0] >> 1) % 3 == 0 ? ANNA_EDITION_2009
			   : (data[0] >> 1) % 3 == 1 ? ANNA_EDITION_2014 : ANNA_EDITION_2017;
	cfg.vi_side = data[1] & 1;
	cfg.vi_sensor_board = (data[1] & 2) == 0;
	cfg.mate_budget = 200;
	cfg.tc.nperiods = 1;
	cfg.tc.periods[0] = (struct anna_tc_period){ 0, 60000, ANNA_TC_BONUS_INCREMENT, 1000 };
	anna_clock_settings_default(&cfg.clock, &cfg.tc);
	struct anna_session *a = NULL, *b = NULL;
	must(anna_session_new(&cfg, &a, NULL) == ANNA_OK);
	must(anna_session_new(&cfg, &b, NULL) == ANNA_OK);
	uint64_t t = 0;
	static struct anna_session_action x[ANNA_SESSION_MAX_ACTIONS], y[ANNA_SESSION_MAX_ACTIONS];
	/* at most 400 events: a long game, fast enough to explore */
	for (size_t i = 2; i + 6 <= size && i < 2 + 6 * 400; i += 6) {
		const uint8_t *r = data + i;
		struct anna_session_event ev;
		t += (uint64_t)r[4] * 97;
		anna_session_event_init(&ev, (enum anna_session_event_type)(r[0] % ANNA_SEV_COUNT), t);
		ev.role = (enum anna_role)(r[1] % ANNA_ROLE_COUNT);
		ev.from = r[2] % 65;
		ev.to = r[3] % 65;
		if (r[1] & 0x80) {
			/* a legal move of the position, to go deep */
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&anna_session_game(a)->pos, moves);
			if (n) {
				uint16_t m = moves[r[2] % n];
				ev.from = anna_move_from(m);
				ev.to = anna_move_to(m);
				ev.promotion = anna_move_promotion(m);
			}
		}
		if (r[5] & 0x40)
			ev.promotion = (enum anna_piece_type)(r[5] % 7);
		ev.square = ev.from;
		ev.reason = (enum anna_illegal_reason)(r[5] % ANNA_ILLEGAL_COUNT);
		ev.query = (enum anna_session_query)(r[5] % ANNA_SQ_COUNT);
		ev.arg = r[3] % 70;
		ev.claim = r[5] & 7;
		ev.decision = r[5] % 5;
		ev.ply = r[5] % 8;
		ev.side = r[5] & 1;
		ev.penalty = (enum anna_session_penalty)(r[5] % 4);
		ev.result = (enum anna_game_result)(r[5] % 4);
		ev.n_fix = r[5] % (ANNA_SESSION_MAX_FIX + 1);
		for (size_t k = 0; k < ev.n_fix; k++)
			ev.fix[k] = (struct anna_session_fix){ .from = (uint8_t)(k % 65), .to = ANNA_NO_SQ, .piece = 0, .back = (r[4] & 1) != 0 };
		ev.adjust.kind = (enum anna_clock_adjust_kind)(r[5] % 4);
		ev.adjust.side = r[5] & 1;
		ev.adjust.value = (int64_t)r[3] * 1000 - 50000;
		ev.letters = (enum anna_letter_set)(r[5] % ANNA_LETTERS_COUNT);
		memcpy(ev.text, r, 6);
		ev.text[6] = '\0';
		if (ev.type == ANNA_SEV_ARB_SET_POSITION)
			ev.position = anna_session_game(a)->pos;
		memset(x, 0, sizeof(x));
		memset(y, 0, sizeof(y));
		size_t nx = anna_session_feed(a, &ev, x, ANNA_SESSION_MAX_ACTIONS);
		size_t ny = anna_session_feed(b, &ev, y, ANNA_SESSION_MAX_ACTIONS);
		must(nx <= ANNA_SESSION_MAX_ACTIONS);
		must(nx == ny && memcmp(x, y, nx * sizeof(x[0])) == 0);
		const struct anna_game *g = anna_session_game(a);
		for (size_t k = 0; k < nx; k++)
			if (x[k].type == ANNA_SA_RECORD_PLY)
				must(x[k].ply.index < g->count + 1);
		struct anna_position p;
		must(anna_game_position_at(g, g->count, &p) == ANNA_OK);
		must(anna_position_equal(&p, &g->pos));
	}
	anna_session_free(a);
	anna_session_free(b);
	return 0;
}
