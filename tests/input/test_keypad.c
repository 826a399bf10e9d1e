/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_keypad.c: the keypad grammar against tables of key
 * sequences. Each row types keys and compares every action, key by key,
 * with a compact rendering:
 *   keys:     1-9 digits, E enter, C cancel, D delete, R repeat, T time,
 *             Q query, M command, H help; w waits 11 s, X fires the
 *             timer, P is the session asking for a promotion on e7-e8,
 *             B for the piece of a pawn moved on the sensor board,
 *             Z resets
 *   actions:  f:e r:2 p:q n:9 q:<query>     echo (file, rank, piece,
 *             c:<command>                   number, the session's query,
 *                                           command)
 *             + / -<reason>                 accept / reject earcon
 *             ?<prompt> move:e2e4q promo:q clock del<n> cancel(<state>)
 *             query:<name>:<value> cmd:<name>:<value> bug:<state>:<event>
 *   the actions of one key are joined by spaces, keys by " | ".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/keys.h"

#include "input/keypad.h"

static const char piece_letters[] = "?pnbrqk";

static void render_square(char *buf, size_t size, int sq)
{
	snprintf(buf, size, "%c%c", 'a' + ANNA_SQ_FILE(sq), '1' + ANNA_SQ_RANK(sq));
}

static void render(const struct anna_keypad_action *a, char *buf, size_t size)
{
	char s1[4], s2[4];
	switch (a->type) {
	case ANNA_KEYPAD_A_ECHO:
		switch (a->meaning) {
		case ANNA_KEYPAD_MEANS_FILE: snprintf(buf, size, "f:%c", 'a' + a->value); return;
		case ANNA_KEYPAD_MEANS_RANK: snprintf(buf, size, "r:%d", a->value + 1); return;
		case ANNA_KEYPAD_MEANS_PIECE: snprintf(buf, size, "p:%c", piece_letters[a->value]); return;
		case ANNA_KEYPAD_MEANS_NUMBER: snprintf(buf, size, "n:%d", a->value); return;
		case ANNA_KEYPAD_MEANS_COMMAND:
			snprintf(buf, size, "c:%s", anna_keypad_cmd_str((enum anna_keypad_cmd)a->value));
			return;
		case ANNA_KEYPAD_MEANS_QUERY:
			snprintf(buf, size, "q:%s",
				 anna_session_query_str((enum anna_session_query)a->value));
			return;
		}
		snprintf(buf, size, "echo?");
		return;
	case ANNA_KEYPAD_A_ACCEPT: snprintf(buf, size, "+"); return;
	case ANNA_KEYPAD_A_REJECT: snprintf(buf, size, "-%s", anna_keypad_reason_str(a->reason)); return;
	case ANNA_KEYPAD_A_PROMPT: snprintf(buf, size, "?%s", anna_keypad_prompt_str(a->prompt)); return;
	case ANNA_KEYPAD_A_MOVE:
		render_square(s1, sizeof(s1), a->from);
		render_square(s2, sizeof(s2), a->to);
		snprintf(buf, size, "move:%s%s%s[%s]", s1, s2,
			 a->promotion ? (char[]){ piece_letters[a->promotion], 0 } : "", a->digits);
		return;
	case ANNA_KEYPAD_A_PROMOTION: snprintf(buf, size, "promo:%c", piece_letters[a->promotion]); return;
	case ANNA_KEYPAD_A_CLOCK: snprintf(buf, size, "clock"); return;
	case ANNA_KEYPAD_A_DELETED: snprintf(buf, size, "del%d", a->value); return;
	case ANNA_KEYPAD_A_CANCEL: snprintf(buf, size, "cancel(%s)", anna_keypad_state_str(a->state)); return;
	case ANNA_KEYPAD_A_QUERY:
		snprintf(buf, size, "query:%s:%d", anna_session_query_str(a->query), a->value);
		return;
	case ANNA_KEYPAD_A_COMMAND:
		snprintf(buf, size, "cmd:%s:%d", anna_keypad_cmd_str(a->cmd), a->value);
		return;
	case ANNA_KEYPAD_A_BUG:
		snprintf(buf, size, "bug:%s:%s", anna_keypad_state_str(a->state),
			 anna_keypad_event_str(a->event));
		return;
	case ANNA_KEYPAD_A_COUNT: break;
	}
	snprintf(buf, size, "?");
}

enum mode { TRAIN, COMP, SIGHTED };

/* Types keys; returns the rendering of all actions. */
static void run(struct anna_keypad *kp, const char *keys, char *out, size_t size)
{
	uint64_t now = 1000;
	out[0] = '\0';
	size_t len = 0;
	for (const char *k = keys; *k; k++) {
		struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
		size_t n;
		now += 500;
		if (*k == 'w') {
			now += 11000;
			continue;
		} else if (*k == 'X') {
			n = anna_keypad_timeout(kp, now, acts);
		} else if (*k == 'P') {
			n = anna_keypad_ask_promotion(kp, ANNA_SQ(4, 6), ANNA_SQ(4, 7), now, acts);
		} else if (*k == 'B') {
			n = anna_keypad_ask_promotion(kp, ANNA_NO_SQ, ANNA_NO_SQ, now, acts);
		} else if (*k == 'Z') {
			n = anna_keypad_feed(kp, ANNA_KEYPAD_EV_RESET, ANNA_KEYPAD_KEY_NONE, 0, 0, now, acts);
		} else {
			enum anna_keypad_key key = test_key(*k);
			assert_int_not_equal(key, ANNA_KEYPAD_KEY_NONE);
			n = anna_keypad_key(kp, key, now, acts);
		}
		assert_true(n <= ANNA_KEYPAD_MAX_ACTIONS);
		if (len > 0)
			len += (size_t)snprintf(out + len, size - len, " |");
		for (size_t i = 0; i < n; i++) {
			char one[64];
			render(&acts[i], one, sizeof(one));
			len += (size_t)snprintf(out + len, size - len, "%s%s", len ? " " : "", one);
		}
		assert_true(len < size);
	}
}

struct row {
	enum mode mode;
	const char *keys;
	const char *want;
	enum anna_keypad_state state; /* after the last key */
};

static const struct row rows[] = {
	/* Moves in ICCF digits (docs/keypad.md). */
	{ TRAIN, "5254E", "f:e + | r:2 + | f:e + | r:4 + | c:enter + move:e2e4[5254]", ANNA_KEYPAD_IDLE },
	{ TRAIN, "5171E", "f:e + | r:1 + | f:g + | r:1 + | c:enter + move:e1g1[5171]", ANNA_KEYPAD_IDLE },
	{ TRAIN, "57581E", "f:e + | r:7 + | f:e + | r:8 + | p:q + | c:enter + move:e7e8q[57581]", ANNA_KEYPAD_IDLE },
	{ TRAIN, "27184E", "f:b + | r:7 + | f:a + | r:8 + | p:n + | c:enter + move:b7a8n[27184]", ANNA_KEYPAD_IDLE },
	/* Enter alone: the clock press. */
	{ TRAIN, "E", "c:enter + clock", ANNA_KEYPAD_IDLE },
	{ TRAIN, "5254EE", "f:e + | r:2 + | f:e + | r:4 + | c:enter + move:e2e4[5254] | c:enter + clock", ANNA_KEYPAD_IDLE },
	/* The sighted side: the move's Enter is the clock press. */
	{ SIGHTED, "5254E", "f:e + | r:2 + | f:e + | r:4 + | c:enter + move:e2e4[5254] clock", ANNA_KEYPAD_IDLE },
	/* Errors while typing a move: nothing typed is lost. */
	{ TRAIN, "9", "n:9 -not_a_square", ANNA_KEYPAD_IDLE },
	{ TRAIN, "59", "f:e + | n:9 -not_a_square", ANNA_KEYPAD_MOVE },
	{ TRAIN, "5259", "f:e + | r:2 + | f:e + | n:9 -not_a_square", ANNA_KEYPAD_MOVE },
	{ TRAIN, "57585", "f:e + | r:7 + | f:e + | r:8 + | n:5 -not_a_piece", ANNA_KEYPAD_MOVE },
	{ TRAIN, "575819", "f:e + | r:7 + | f:e + | r:8 + | p:q + | n:9 -too_long", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52E", "f:e + | r:2 + | c:enter -incomplete", ANNA_KEYPAD_MOVE },
	{ TRAIN, "525E", "f:e + | r:2 + | f:e + | c:enter -incomplete", ANNA_KEYPAD_MOVE },
	{ TRAIN, "5E", "f:e + | c:enter -incomplete", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52T", "f:e + | r:2 + | q:my_time -not_here", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52Q", "f:e + | r:2 + | c:query_menu -not_here", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52M", "f:e + | r:2 + | c:command_menu -not_here", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52R", "f:e + | r:2 + | c:repeat + cmd:repeat:0", ANNA_KEYPAD_MOVE },
	{ TRAIN, "52H", "f:e + | r:2 + | c:help + cmd:help:0", ANNA_KEYPAD_MOVE },
	/* Delete: one digit back, and a slip fixed before Enter. */
	{ TRAIN, "526D54E", "f:e + | r:2 + | f:f + | c:delete + del2 | f:e + | r:4 + | c:enter + move:e2e4[5254]", ANNA_KEYPAD_IDLE },
	{ TRAIN, "5D", "f:e + | c:delete + del0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "57581DE", "f:e + | r:7 + | f:e + | r:8 + | p:q + | c:delete + del4 | c:enter + move:e7e8[5758]", ANNA_KEYPAD_IDLE },
	/* Cancel at every step of a move. */
	{ TRAIN, "5C", "f:e + | c:cancel + cancel(move)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "52C", "f:e + | r:2 + | c:cancel + cancel(move)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "525C", "f:e + | r:2 + | f:e + | c:cancel + cancel(move)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "5254C", "f:e + | r:2 + | f:e + | r:4 + | c:cancel + cancel(move)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "57581C", "f:e + | r:7 + | f:e + | r:8 + | p:q + | c:cancel + cancel(move)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "C", "c:cancel + cancel(idle)", ANNA_KEYPAD_IDLE },
	/* VI-12: Delete with nothing typed withdraws the announced move. */
	{ TRAIN, "5254ED5256E", "f:e + | r:2 + | f:e + | r:4 + | c:enter + move:e2e4[5254] | c:correct + cmd:correct:0"
	  " | f:e + | r:2 + | f:e + | r:6 + | c:enter + move:e2e6[5256]", ANNA_KEYPAD_IDLE },
	/* Promotion named alone (the board's pawn), before or when asked. */
	{ TRAIN, "1E", "f:a + | c:enter + promo:q", ANNA_KEYPAD_IDLE },
	{ TRAIN, "4E", "f:d + | c:enter + promo:n", ANNA_KEYPAD_IDLE },
	{ TRAIN, "5E", "f:e + | c:enter -incomplete", ANNA_KEYPAD_MOVE },
	{ TRAIN, "P", "?promotion", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "P2E", "?promotion | p:r + | c:enter + move:e7e8r[57582]", ANNA_KEYPAD_IDLE },
	{ SIGHTED, "P3E", "?promotion | p:b + | c:enter + move:e7e8b[57583] clock", ANNA_KEYPAD_IDLE },
	{ TRAIN, "PE", "?promotion | c:enter -incomplete", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "P5", "?promotion | n:5 -not_a_piece", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "P9", "?promotion | n:9 -not_a_piece", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "P12", "?promotion | p:q + | n:2 -too_long", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "P1D4E", "?promotion | p:q + | c:delete + del0 | p:n + | c:enter + move:e7e8n[57584]", ANNA_KEYPAD_IDLE },
	{ TRAIN, "PD", "?promotion | c:delete -nothing", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "PC", "?promotion | c:cancel + cancel(promotion)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "P1C", "?promotion | p:q + | c:cancel + cancel(promotion)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "PT", "?promotion | q:my_time -not_here", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "PQ", "?promotion | c:query_menu -not_here", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "PR", "?promotion | c:repeat + cmd:repeat:0", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "52P", "f:e + | r:2 + | cancel(move) ?promotion", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "PP", "?promotion | ?promotion", ANNA_KEYPAD_PROMOTION },
	/* The session asks for the piece of a pawn seated on the sensor
	 * board (B): the digit is the piece, Enter names it alone. */
	{ TRAIN, "B1E", "?promotion | p:q + | c:enter + promo:q", ANNA_KEYPAD_IDLE },
	{ TRAIN, "B4E", "?promotion | p:n + | c:enter + promo:n", ANNA_KEYPAD_IDLE },
	{ COMP, "B2E", "?promotion | p:r + | c:enter + promo:r", ANNA_KEYPAD_IDLE },
	{ TRAIN, "B5", "?promotion | n:5 -not_a_piece", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "BE", "?promotion | c:enter -incomplete", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "B3C", "?promotion | p:b + | c:cancel + cancel(promotion)", ANNA_KEYPAD_IDLE },
	/* Queries. */
	{ TRAIN, "T", "q:my_time + query:my_time:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q", "c:query_menu + ?query", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "Q1", "c:query_menu + ?query | q:my_time + query:my_time:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q2", "c:query_menu + ?query | q:opp_time + query:opp_time:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q3", "c:query_menu + ?query | q:moves_made + query:moves_made:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q4", "c:query_menu + ?query | q:my_last + query:my_last:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q5", "c:query_menu + ?query | q:opp_last + query:opp_last:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q63", "c:query_menu + ?query | q:scoresheet + ?sheet | n:3 + query:scoresheet:3", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q754", "c:query_menu + ?query | q:square + ?square | f:e + | r:4 + query:square:28", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q84", "c:query_menu + ?query | q:pieces + ?pieces | p:n + query:pieces:2", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q86", "c:query_menu + ?query | q:pieces + ?pieces | p:p + query:pieces:1", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q85", "c:query_menu + ?query | q:pieces + ?pieces | p:k + query:pieces:6", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q9", "c:query_menu + ?query | q:whose_move + query:whose_move:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "R", "c:repeat + cmd:repeat:0", ANNA_KEYPAD_IDLE },
	/* Query errors, Delete one step back, Cancel at every step. */
	{ TRAIN, "QE", "c:query_menu + ?query | c:enter -not_in_menu", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "QQ", "c:query_menu + ?query | c:query_menu -not_in_menu", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "QT", "c:query_menu + ?query | q:my_time -not_in_menu", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "QM", "c:query_menu + ?query | c:command_menu -not_in_menu", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "QD", "c:query_menu + ?query | c:delete + cancel(query_menu)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "QC", "c:query_menu + ?query | c:cancel + cancel(query_menu)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q6C", "c:query_menu + ?query | q:scoresheet + ?sheet | c:cancel + cancel(sheet)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q6D2", "c:query_menu + ?query | q:scoresheet + ?sheet | c:delete + ?query | q:opp_time + query:opp_time:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q6E", "c:query_menu + ?query | q:scoresheet + ?sheet | c:enter -incomplete", ANNA_KEYPAD_SHEET },
	{ TRAIN, "Q6T", "c:query_menu + ?query | q:scoresheet + ?sheet | q:my_time -not_here", ANNA_KEYPAD_SHEET },
	{ TRAIN, "Q79", "c:query_menu + ?query | q:square + ?square | n:9 -not_a_square", ANNA_KEYPAD_SQUARE },
	{ TRAIN, "Q75C", "c:query_menu + ?query | q:square + ?square | f:e + | c:cancel + cancel(square)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q7C", "c:query_menu + ?query | q:square + ?square | c:cancel + cancel(square)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q75D18", "c:query_menu + ?query | q:square + ?square | f:e + | c:delete + del0 | f:a + | r:8 + query:square:56", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q7D", "c:query_menu + ?query | q:square + ?square | c:delete + ?query", ANNA_KEYPAD_QUERY_MENU },
	{ TRAIN, "Q75E", "c:query_menu + ?query | q:square + ?square | f:e + | c:enter -incomplete", ANNA_KEYPAD_SQUARE },
	{ TRAIN, "Q87", "c:query_menu + ?query | q:pieces + ?pieces | n:7 -not_a_piece", ANNA_KEYPAD_PIECES },
	{ TRAIN, "Q8C", "c:query_menu + ?query | q:pieces + ?pieces | c:cancel + cancel(pieces)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "Q8R", "c:query_menu + ?query | q:pieces + ?pieces | c:repeat + cmd:repeat:0", ANNA_KEYPAD_PIECES },
	/* Commands. */
	{ TRAIN, "M8", "c:command_menu + ?command | c:rate_up + cmd:rate_up:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M2", "c:command_menu + ?command | c:rate_down + cmd:rate_down:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "MM", "c:command_menu + ?command | c:help + cmd:help:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M5", "c:command_menu + ?command | c:resume + cmd:resume:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "H", "c:help + cmd:help:0", ANNA_KEYPAD_IDLE },
	/* the training helps (issue 12): Command 1, 3, 4, 6 */
	{ TRAIN, "M1", "c:command_menu + ?command | c:hint + cmd:hint:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M3", "c:command_menu + ?command | c:eval + cmd:eval:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M4", "c:command_menu + ?command | c:take_back + cmd:take_back:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M6", "c:command_menu + ?command | c:threat + cmd:threat:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "ME", "c:command_menu + ?command | c:enter -not_in_menu", ANNA_KEYPAD_COMMAND_MENU },
	{ TRAIN, "MQ", "c:command_menu + ?command | c:query_menu -not_in_menu", ANNA_KEYPAD_COMMAND_MENU },
	{ TRAIN, "MD", "c:command_menu + ?command | c:delete + cancel(command_menu)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "MC", "c:command_menu + ?command | c:cancel + cancel(command_menu)", ANNA_KEYPAD_IDLE },
	/* Resign and draw: the digit again and Enter, in time. */
	{ TRAIN, "M99E", "c:command_menu + ?command | c:resign + ?confirm_resign | n:9 + | c:enter + cmd:resign:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M77E", "c:command_menu + ?command | c:draw_offer + ?confirm_draw | n:7 + | c:enter + cmd:draw_offer:0", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9E", "c:command_menu + ?command | c:resign + ?confirm_resign | c:enter -not_here cancel(confirm)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M98", "c:command_menu + ?command | c:resign + ?confirm_resign | n:8 -not_here cancel(confirm)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9C", "c:command_menu + ?command | c:resign + ?confirm_resign | c:cancel + cancel(confirm)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M99C", "c:command_menu + ?command | c:resign + ?confirm_resign | n:9 + | c:cancel + cancel(confirm_enter)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M999", "c:command_menu + ?command | c:resign + ?confirm_resign | n:9 + | n:9 -not_here cancel(confirm_enter)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9R", "c:command_menu + ?command | c:resign + ?confirm_resign | c:repeat -not_here cancel(confirm)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M79E", "c:command_menu + ?command | c:draw_offer + ?confirm_draw | n:9 -not_here cancel(confirm) | c:enter + clock", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M99wE", "c:command_menu + ?command | c:resign + ?confirm_resign | n:9 + | c:enter -expired cancel(confirm_enter)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9wX", "c:command_menu + ?command | c:resign + ?confirm_resign | -expired cancel(confirm)", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9X", "c:command_menu + ?command | c:resign + ?confirm_resign |", ANNA_KEYPAD_CONFIRM },
	{ TRAIN, "X", "", ANNA_KEYPAD_IDLE },
	{ TRAIN, "M9P", "c:command_menu + ?command | c:resign + ?confirm_resign | cancel(confirm) ?promotion", ANNA_KEYPAD_PROMOTION },
	{ TRAIN, "52Z1", "f:e + | r:2 + | | f:a +", ANNA_KEYPAD_MOVE },
	/* Competition mode offers only what the policy allows (ARB-3, CLK-16). */
	{ COMP, "Q9", "c:query_menu + ?query | q:whose_move -policy", ANNA_KEYPAD_QUERY_MENU },
	{ COMP, "M5", "c:command_menu + ?command | c:resume -policy", ANNA_KEYPAD_COMMAND_MENU }, /* CLK-11 */
	/* ARB-3: no engine advice in competition */
	{ COMP, "M1", "c:command_menu + ?command | c:hint -policy", ANNA_KEYPAD_COMMAND_MENU },
	{ COMP, "M3", "c:command_menu + ?command | c:eval -policy", ANNA_KEYPAD_COMMAND_MENU },
	{ COMP, "M4", "c:command_menu + ?command | c:take_back -policy", ANNA_KEYPAD_COMMAND_MENU },
	{ COMP, "M6", "c:command_menu + ?command | c:threat -policy", ANNA_KEYPAD_COMMAND_MENU },
	{ COMP, "Q7", "c:query_menu + ?query | q:square -policy", ANNA_KEYPAD_QUERY_MENU },
	{ COMP, "Q8", "c:query_menu + ?query | q:pieces -policy", ANNA_KEYPAD_QUERY_MENU },
	{ COMP, "Q9C", "c:query_menu + ?query | q:whose_move -policy | c:cancel + cancel(query_menu)", ANNA_KEYPAD_IDLE },
	{ COMP, "Q1", "c:query_menu + ?query | q:my_time + query:my_time:0", ANNA_KEYPAD_IDLE },
	{ COMP, "Q2", "c:query_menu + ?query | q:opp_time + query:opp_time:0", ANNA_KEYPAD_IDLE },
	{ COMP, "Q3", "c:query_menu + ?query | q:moves_made + query:moves_made:0", ANNA_KEYPAD_IDLE },
	{ COMP, "Q5", "c:query_menu + ?query | q:opp_last + query:opp_last:0", ANNA_KEYPAD_IDLE },
	{ COMP, "Q62", "c:query_menu + ?query | q:scoresheet + ?sheet | n:2 + query:scoresheet:2", ANNA_KEYPAD_IDLE },
	{ COMP, "M99E", "c:command_menu + ?command | c:resign + ?confirm_resign | n:9 + | c:enter + cmd:resign:0", ANNA_KEYPAD_IDLE },
	{ COMP, "5254E", "f:e + | r:2 + | f:e + | r:4 + | c:enter + move:e2e4[5254]", ANNA_KEYPAD_IDLE },
};

static void test_rows(void **state)
{
	(void)state;
	int failures = 0;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct row *r = &rows[i];
		struct anna_keypad_config cfg = { 0 };
		cfg.allowed = r->mode == COMP ? anna_keypad_policy_competition()
					      : anna_keypad_policy_training();
		cfg.enter = r->mode == SIGHTED ? ANNA_KEYPAD_ENTER_MOVE_AND_PRESS
					       : ANNA_KEYPAD_ENTER_MOVE_ONLY;
		struct anna_keypad kp;
		anna_keypad_init(&kp, &cfg);
		char got[1024];
		run(&kp, r->keys, got, sizeof(got));
		if (strcmp(got, r->want) != 0 || kp.state != r->state) {
			print_message("row %zu keys %s\n  want %s [%s]\n  got  %s [%s]\n", i,
				      r->keys, r->want, anna_keypad_state_str(r->state), got,
				      anna_keypad_state_str(kp.state));
			failures++;
		}
	}
	assert_int_equal(failures, 0);
}

/* Every key in every state gives an echo and an earcon first, and never a
 * bug; rejected keys leave the state and the typed digits as they were. */
static void test_every_key_in_every_state(void **state)
{
	(void)state;
	static const char *const reach[] = {
		"", "52", "P", "Q", "Q6", "Q75", "Q8", "M", "M9", "M99",
	};
	for (size_t s = 0; s < sizeof(reach) / sizeof(reach[0]); s++) {
		for (int k = ANNA_KEYPAD_KEY_1; k < ANNA_KEYPAD_KEY_COUNT; k++) {
			struct anna_keypad kp;
			anna_keypad_init(&kp, NULL);
			char scratch[1024];
			run(&kp, reach[s], scratch, sizeof(scratch));
			struct anna_keypad before = kp;
			struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
			size_t n = anna_keypad_key(&kp, (enum anna_keypad_key)k, 2000, acts);
			assert_true(n >= 2);
			assert_int_equal(acts[0].type, ANNA_KEYPAD_A_ECHO);
			assert_int_equal(acts[0].key, k);
			assert_true(acts[1].type == ANNA_KEYPAD_A_ACCEPT ||
				    acts[1].type == ANNA_KEYPAD_A_REJECT);
			for (size_t i = 0; i < n; i++)
				assert_int_not_equal(acts[i].type, ANNA_KEYPAD_A_BUG);
			bool confirming = before.state == ANNA_KEYPAD_CONFIRM ||
					  before.state == ANNA_KEYPAD_CONFIRM_ENTER;
			if (acts[1].type == ANNA_KEYPAD_A_REJECT && !confirming) {
				assert_int_equal(kp.state, before.state);
				assert_string_equal(kp.digits, before.digits);
			}
		}
	}
}

static void test_impossible_pairs_are_bugs(void **state)
{
	(void)state;
	struct anna_keypad kp;
	struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
	anna_keypad_init(&kp, NULL);
	size_t n = anna_keypad_key(&kp, ANNA_KEYPAD_KEY_NONE, 0, acts);
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].type, ANNA_KEYPAD_A_BUG);
	assert_int_equal(acts[0].state, ANNA_KEYPAD_IDLE);
	assert_int_equal(acts[0].event, ANNA_KEYPAD_EV_KEY);
	n = anna_keypad_feed(&kp, (enum anna_keypad_event)42, ANNA_KEYPAD_KEY_1, 0, 0, 0, acts);
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].type, ANNA_KEYPAD_A_BUG);
	assert_int_equal(acts[0].event, 42);
	n = anna_keypad_ask_promotion(&kp, 12, 12, 0, acts);
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].type, ANNA_KEYPAD_A_BUG);
	assert_int_equal(acts[0].event, ANNA_KEYPAD_EV_ASK_PROMOTION);
	/* one square named, the other not: neither a typed move nor the board's */
	n = anna_keypad_ask_promotion(&kp, ANNA_NO_SQ, 12, 0, acts);
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].type, ANNA_KEYPAD_A_BUG);
	kp.state = (enum anna_keypad_state)77;
	n = anna_keypad_key(&kp, ANNA_KEYPAD_KEY_1, 0, acts);
	assert_int_equal(n, 1);
	assert_int_equal(acts[0].type, ANNA_KEYPAD_A_BUG);
	assert_int_equal(acts[0].state, 77);
	assert_int_equal(kp.state, ANNA_KEYPAD_IDLE);
	assert_string_equal(anna_keypad_state_str((enum anna_keypad_state)77), "?");
}

static void test_deadline(void **state)
{
	(void)state;
	struct anna_keypad_config cfg = { anna_keypad_policy_training(),
					  ANNA_KEYPAD_ENTER_MOVE_ONLY, 3000 };
	struct anna_keypad kp;
	struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
	anna_keypad_init(&kp, &cfg);
	assert_int_equal(anna_keypad_deadline(&kp), 0);
	anna_keypad_key(&kp, ANNA_KEYPAD_KEY_COMMAND, 100, acts);
	anna_keypad_key(&kp, ANNA_KEYPAD_KEY_9, 200, acts);
	assert_int_equal(anna_keypad_deadline(&kp), 3200);
	assert_int_equal(anna_keypad_timeout(&kp, 3199, acts), 0);
	assert_int_equal(kp.state, ANNA_KEYPAD_CONFIRM);
	assert_int_equal(anna_keypad_timeout(&kp, 3200, acts), 2);
	assert_int_equal(kp.state, ANNA_KEYPAD_IDLE);
	assert_int_equal(anna_keypad_deadline(&kp), 0);
}

static void test_names(void **state)
{
	(void)state;
	for (int k = ANNA_KEYPAD_KEY_1; k < ANNA_KEYPAD_KEY_COUNT; k++)
		assert_int_equal(anna_keypad_key_from_str(anna_keypad_key_str((enum anna_keypad_key)k)), k);
	assert_int_equal(anna_keypad_key_from_str("none"), ANNA_KEYPAD_KEY_NONE);
	assert_int_equal(anna_keypad_key_from_str("nine"), ANNA_KEYPAD_KEY_NONE);
	for (int c = 0; c < ANNA_KEYPAD_CMD_COUNT; c++)
		assert_string_not_equal(anna_keypad_cmd_str((enum anna_keypad_cmd)c), "?");
	for (int s = 0; s < ANNA_KEYPAD_STATE_COUNT; s++)
		assert_string_not_equal(anna_keypad_state_str((enum anna_keypad_state)s), "?");
	for (int r = 0; r < ANNA_KEYPAD_R_COUNT; r++)
		assert_string_not_equal(anna_keypad_reason_str((enum anna_keypad_reason)r), "?");
	for (int p = 0; p < ANNA_KEYPAD_P_COUNT; p++)
		assert_string_not_equal(anna_keypad_prompt_str((enum anna_keypad_prompt)p), "?");
	for (int a = 0; a < ANNA_KEYPAD_A_COUNT; a++)
		assert_string_not_equal(anna_keypad_action_str((enum anna_keypad_action_type)a), "?");
	for (int e = 0; e < ANNA_KEYPAD_EV_COUNT; e++)
		assert_string_not_equal(anna_keypad_event_str((enum anna_keypad_event)e), "?");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_every_key_in_every_state),
		cmocka_unit_test(test_impossible_pairs_are_bugs),
		cmocka_unit_test(test_deadline),
		cmocka_unit_test(test_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
