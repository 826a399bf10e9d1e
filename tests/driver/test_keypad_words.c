/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/driver/test_keypad_words.c: keypad actions and the spoken help in
 * a profile's words, driven by the real grammar and the shipped key maps:
 * the grammar's actions and menus turned into speech's language-free
 * records (driver/keypad_words.h) and rendered (speech/render_keypad.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/position.h"
#include "input/keymap.h"
#include "input/keypad.h"
#include "driver/keypad_words.h"
#include "speech/render_keypad.h"

#include "tests/speech/render_fixture.h"

/* An action in words: its record, rendered with the key map's labels. */
static enum anna_status render_action(const struct anna_profile *p,
				      const struct anna_keypad_action *action,
				      const struct anna_keypad_labels *labels, struct anna_phrase *out)
{
	struct anna_keypad_say say;
	struct anna_keypad_key_labels said;
	anna_keypad_say_of(action, &say);
	if (labels)
		anna_keypad_labels_of(labels, &said);
	return anna_render_keypad_say(p, &say, labels ? &said : NULL, out);
}

/* The help of a keypad allowed `allowed`, with the key map's labels. */
static size_t render_help(const struct anna_profile *p, const struct anna_keypad_labels *labels,
			  unsigned allowed, struct anna_phrase *out, size_t max)
{
	struct anna_keypad_key_labels said;
	struct anna_keypad_help what;
	anna_keypad_labels_of(labels, &said);
	anna_keypad_help_of(allowed, &what);
	return anna_render_keypad_help(p, &said, &what, out, max);
}

static void numpad_labels(struct anna_keypad_labels *labels)
{
	struct anna_keymap map;
	struct anna_error err;
	assert_int_equal(anna_keymap_load_name(ANNA_TEST_DATADIR, "numpad", &map, &err), ANNA_OK);
	anna_keymap_labels(&map, labels);
}

/* Types keys and renders every action: words joined by " | ", earcons as
 * (+) and (-). */
static void type(const struct anna_profile *p, const struct anna_keypad_labels *labels,
		 unsigned allowed, const enum anna_keypad_key *keys, size_t nkeys,
		 char *out, size_t size)
{
	struct anna_keypad_config cfg = { allowed, ANNA_KEYPAD_ENTER_MOVE_ONLY, 0 };
	struct anna_keypad kp;
	anna_keypad_init(&kp, &cfg);
	size_t len = 0;
	out[0] = '\0';
	for (size_t k = 0; k < nkeys; k++) {
		struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
		size_t n = anna_keypad_key(&kp, keys[k], 1000 * (k + 1), acts);
		for (size_t i = 0; i < n; i++) {
			enum anna_earcon e = anna_keypad_earcon_of(&acts[i]);
			struct anna_phrase ph;
			assert_int_equal(render_action(p, &acts[i], labels, &ph), ANNA_OK);
			const char *piece = e == ANNA_EARCON_ACCEPT ? "(+)" : e == ANNA_EARCON_REJECT ? "(-)" : "";
			if (*piece)
				len += (size_t)snprintf(out + len, size - len, "%s%s", len ? " " : "", piece);
			if (ph.len)
				len += (size_t)snprintf(out + len, size - len, "%s%s", len ? " " : "", ph.text);
			assert_true(len < size);
		}
		len += (size_t)snprintf(out + len, size - len, " |");
	}
}

#define K(d) ((enum anna_keypad_key)(ANNA_KEYPAD_KEY_1 + (d) - 1))

static void test_echoes_en(void **state)
{
	(void)state;
	const struct anna_profile *p = profiles[EN];
	struct anna_keypad_labels labels;
	numpad_labels(&labels);
	char out[2048];
	static const enum anna_keypad_key move[] = { K(5), K(2), K(5), K(4), ANNA_KEYPAD_KEY_ENTER };
	type(p, &labels, anna_keypad_policy_training(), move, 5, out, sizeof(out));
	assert_string_equal(out, "Eva (+) | Two (+) | Eva (+) | Four (+) | Enter (+) |");

	static const enum anna_keypad_key slips[] = { K(9), K(5), K(7), K(5), K(8), K(6),
						      ANNA_KEYPAD_KEY_DELETE, ANNA_KEYPAD_KEY_CANCEL };
	type(p, &labels, anna_keypad_policy_training(), slips, 8, out, sizeof(out));
	assert_string_equal(out, "Nine (-) Not a file or rank: use 1 to 8 | Eva (+) | Seven (+) | Eva (+) | Eight (+) |"
				 " Six (-) Not a piece: 1 queen, 2 rook, 3 bishop, 4 knight |"
				 " Delete (+) Deleted | Cancel (+) Cancelled |");
}

static void test_menus_and_policy(void **state)
{
	(void)state;
	const struct anna_profile *p = profiles[DE];
	struct anna_keypad_labels labels;
	numpad_labels(&labels);
	char out[2048];
	static const enum anna_keypad_key resign[] = { ANNA_KEYPAD_KEY_COMMAND, K(9) };
	type(p, &labels, anna_keypad_policy_competition(), resign, 2, out, sizeof(out));
	assert_string_equal(out, "Befehl (+) Welcher Befehl? Eine Ziffer. |"
				 " Aufgeben (+) Aufgeben? Zur Bestätigung noch einmal 9 und Enter. Jede andere Taste: nein. |");
	static const enum anna_keypad_key whose[] = { ANNA_KEYPAD_KEY_QUERY, K(9) };
	type(p, &labels, anna_keypad_policy_competition(), whose, 2, out, sizeof(out));
	assert_string_equal(out, "Frage (+) Welche Frage? Eine Ziffer, 1 bis 9. |"
				 " Wer am Zug ist (-) Im Turnier nicht erlaubt |");
	static const enum anna_keypad_key square[] = { ANNA_KEYPAD_KEY_QUERY, K(7), K(5), K(4) };
	type(p, &labels, anna_keypad_policy_training(), square, 4, out, sizeof(out));
	assert_string_equal(out, "Frage (+) Welche Frage? Eine Ziffer, 1 bis 9. |"
				 " Feld (+) Welches Feld? Linie, dann Reihe. | Eva (+) | Vier (+) |");
}

static bool has_line(const struct anna_phrase *lines, size_t n, const char *text)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(lines[i].text, text) == 0)
			return true;
	return false;
}

static bool mentions(const struct anna_phrase *lines, size_t n, const char *text)
{
	for (size_t i = 0; i < n; i++)
		if (strstr(lines[i].text, text))
			return true;
	return false;
}

static void test_help(void **state)
{
	(void)state;
	const struct anna_profile *p = profiles[EN];
	struct anna_keypad_labels labels;
	numpad_labels(&labels);
	struct anna_phrase lines[16];
	size_t n = render_help(p, &labels, anna_keypad_policy_training(), lines, 16);
	assert_int_equal(n, 13);
	for (size_t i = 0; i < n; i++)
		print_message("%s\n", lines[i].text);
	assert_string_equal(lines[0].text, "Keypad help; minus stops it.");
	assert_true(has_line(lines, n, "Backspace, dot or comma: delete the last digit. With nothing typed:"
				       " take back my announced move, before the clock is pressed."));
	assert_true(has_line(lines, n, "Star, then a digit: 1 my time, 2 opponent's time, 3 moves made,"
				       " 4 my last move, 5 opponent's last move, 6 scoresheet, 7 square,"
				       " 8 where pieces stand, 9 whose move."));
	assert_true(has_line(lines, n, "Slash, then a digit: 1 hint, 2 slower, 3 evaluation, 4 take back my"
				       " last move, 5 resume the clock, 6 what my opponent threatens,"
				       " 7 offer a draw, 8 faster, 9 resign."));
	assert_true(has_line(lines, n, "In a review or a study: Enter alone, the next move; backspace, dot"
				       " or comma alone, the move before. In a study's guess mode, type"
				       " the move you would play."));
	assert_true(has_line(lines, n, "Tab or equals: this help."));
	assert_true(has_line(lines, n, "Plus: repeat the last phrase."));
	assert_true(has_line(lines, n, "Offering a draw and resigning need the digit again and Enter;"
				       " slash twice gives this help."));
	assert_true(has_line(lines, n, "Zero: my time."));

	/* Competition: the menus offer only what the policy allows. */
	n = render_help(p, &labels, anna_keypad_policy_competition(), lines, 16);
	assert_int_equal(n, 12);
	assert_true(has_line(lines, n, "Star, then a digit: 1 my time, 2 opponent's time, 3 moves made,"
				       " 4 my last move, 5 opponent's last move, 6 scoresheet."));
	assert_false(mentions(lines, n, "whose move"));
	/* CLK-11: only the arbiter resumes the clock in competition */
	assert_true(has_line(lines, n, "Slash, then a digit: 2 slower, 7 offer a draw, 8 faster, 9 resign."));
	assert_false(mentions(lines, n, "resume"));
	/* ARB-3: no training helps, no stepping */
	assert_false(mentions(lines, n, "hint"));
	assert_false(mentions(lines, n, "review"));

	/* Fewer lines than wanted: the count says so, nothing overflows. */
	assert_int_equal(render_help(p, &labels, anna_keypad_policy_training(), lines, 3), 13);
	assert_string_equal(lines[0].text, "Keypad help; minus stops it.");
}

/* Every profile renders every action kind and the help. */
static void test_every_profile(void **state)
{
	(void)state;
	struct anna_keypad_labels labels;
	numpad_labels(&labels);
	for (int i = 0; i < NPROFILES; i++) {
		const struct anna_profile *p = profiles[i];
		struct anna_phrase lines[16];
		size_t n = render_help(p, &labels, anna_keypad_policy_training(), lines, 16);
		assert_int_equal(n, 13);
		for (size_t l = 0; l < n; l++) {
			assert_false(lines[l].overflow);
			assert_null(strchr(lines[l].text, '{'));
		}
		struct anna_keypad_action a;
		struct anna_phrase ph;
		memset(&a, 0, sizeof(a));
		a.type = ANNA_KEYPAD_A_ECHO;
		a.meaning = ANNA_KEYPAD_MEANS_COMMAND;
		for (int c = ANNA_KEYPAD_CMD_REPEAT; c < ANNA_KEYPAD_CMD_COUNT; c++) {
			a.value = c;
			assert_int_equal(render_action(p, &a, &labels, &ph), ANNA_OK);
			assert_true(ph.len > 0);
		}
		/* every query the keypad asks: its menu's and the Time key's */
		a.meaning = ANNA_KEYPAD_MEANS_QUERY;
		for (int d = 1; d <= 9; d++) {
			a.value = (int)anna_keypad_query_item(d);
			assert_int_equal(render_action(p, &a, &labels, &ph), ANNA_OK);
			assert_true(ph.len > 0);
		}
		a.meaning = ANNA_KEYPAD_MEANS_COMMAND;
		a.type = ANNA_KEYPAD_A_REJECT;
		for (int r = ANNA_KEYPAD_R_NOT_A_SQUARE; r < ANNA_KEYPAD_R_COUNT; r++) {
			a.reason = (enum anna_keypad_reason)r;
			assert_int_equal(render_action(p, &a, &labels, &ph), ANNA_OK);
			assert_true(ph.len > 0);
		}
		a.type = ANNA_KEYPAD_A_PROMPT;
		for (int q = 0; q < ANNA_KEYPAD_P_COUNT; q++) {
			a.prompt = (enum anna_keypad_prompt)q;
			assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_OK);
			assert_null(strchr(ph.text, '{'));
		}
		for (size_t l = 0; l < anna_keymap_label_count(); l++) {
			char key[64];
			snprintf(key, sizeof(key), "keylabel.%s", anna_keymap_label_id(l));
			assert_non_null(anna_profile_text(p, key));
		}
	}
}

static void test_bad_values(void **state)
{
	(void)state;
	const struct anna_profile *p = profiles[EN];
	struct anna_keypad_action a;
	struct anna_phrase ph;
	memset(&a, 0, sizeof(a));
	a.type = ANNA_KEYPAD_A_ECHO;
	a.meaning = ANNA_KEYPAD_MEANS_FILE;
	a.value = 8;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_E_INVALID);
	a.meaning = ANNA_KEYPAD_MEANS_COMMAND;
	a.value = ANNA_KEYPAD_CMD_COUNT;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_E_INVALID);
	/* a query no keypad asks has no name to echo */
	a.meaning = ANNA_KEYPAD_MEANS_QUERY;
	a.value = ANNA_SQ_SHEET_LAG;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_E_INVALID);
	a.value = ANNA_SQ_COUNT;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_E_INVALID);
	a.type = ANNA_KEYPAD_A_REJECT;
	a.reason = ANNA_KEYPAD_R_NONE;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_E_INVALID);
	/* Actions the session speaks have no keypad words. */
	a.type = ANNA_KEYPAD_A_MOVE;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_OK);
	assert_int_equal(ph.len, 0);
	a.type = ANNA_KEYPAD_A_CANCEL;
	a.state = ANNA_KEYPAD_IDLE;
	assert_int_equal(render_action(p, &a, NULL, &ph), ANNA_OK);
	assert_int_equal(ph.len, 0);
	assert_int_equal(anna_keypad_earcon_of(&a), ANNA_EARCON_COUNT);
}

/* Types keys on a keypad with cfg; returns the MOVE action's digits. */
static bool typed_move(struct anna_keypad *kp, const enum anna_keypad_key *keys, size_t n,
		       char *digits)
{
	bool moved = false;
	for (size_t k = 0; k < n; k++) {
		struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
		size_t na = anna_keypad_key(kp, keys[k], 1000 * (k + 1), acts);
		for (size_t i = 0; i < na; i++) {
			if (acts[i].type == ANNA_KEYPAD_A_MOVE) {
				strcpy(digits, acts[i].digits);
				moved = true;
			}
		}
	}
	return moved;
}

/* The sighted side types Ng1-f3 (7 1 6 3 Enter): the move read from its
 * digits is announced to the VI player in the phonetic alphabet. */
static void test_sighted_move_announced(void **state)
{
	(void)state;
	anna_core_init();
	const struct anna_profile *p = profiles[DE];
	struct anna_keypad_config cfg = { anna_keypad_policy_competition(),
					  ANNA_KEYPAD_ENTER_MOVE_AND_PRESS, 0 };
	struct anna_keypad kp;
	anna_keypad_init(&kp, &cfg);
	static const enum anna_keypad_key keys[] = { K(7), K(1), K(6), K(3), ANNA_KEYPAD_KEY_ENTER };
	char digits[8];
	assert_true(typed_move(&kp, keys, 5, digits));
	assert_string_equal(digits, "7163");
	struct anna_position pos;
	anna_position_start(&pos);
	uint16_t move;
	struct anna_error err;
	assert_int_equal(anna_notation_read_iccf(&pos, digits, &move, &err), ANNA_OK);
	struct anna_render_opts opts;
	anna_render_opts_default(&opts);
	struct anna_phrase ph;
	assert_int_equal(anna_render_move(p, &pos, move, &opts, &ph), ANNA_OK);
	print_message("%s\n", ph.text);
	assert_string_equal(ph.text, "Springer Gustav eins Felix drei");
}

/* A promotion typed without its fifth digit: the move does not read, the
 * session asks (a prompt in words), one digit and Enter complete it. */
static void test_promotion_prompt_flow(void **state)
{
	(void)state;
	anna_core_init();
	const struct anna_profile *p = profiles[EN];
	struct anna_position pos;
	struct anna_error err;
	assert_int_equal(anna_fen_read(&pos, "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", &err), ANNA_OK);
	struct anna_keypad kp;
	anna_keypad_init(&kp, NULL);
	static const enum anna_keypad_key keys[] = { K(5), K(7), K(5), K(8), ANNA_KEYPAD_KEY_ENTER };
	char digits[8];
	assert_true(typed_move(&kp, keys, 5, digits));
	uint16_t move;
	assert_int_equal(anna_notation_read_iccf(&pos, digits, &move, &err), ANNA_E_MISSING);
	assert_int_equal(err.msg, ANNA_MSG_NOTATION_PROMOTION_MISSING);
	struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
	assert_int_equal(anna_keypad_ask_promotion(&kp, ANNA_SQ(4, 6), ANNA_SQ(4, 7), 9000, acts), 1);
	struct anna_phrase ph;
	assert_int_equal(render_action(p, &acts[0], NULL, &ph), ANNA_OK);
	assert_string_equal(ph.text, "Which piece for the pawn? 1 queen, 2 rook, 3 bishop, 4 knight.");
	static const enum anna_keypad_key piece[] = { K(4), ANNA_KEYPAD_KEY_ENTER };
	assert_true(typed_move(&kp, piece, 2, digits));
	assert_string_equal(digits, "57584");
	assert_int_equal(anna_notation_read_iccf(&pos, digits, &move, &err), ANNA_OK);
	assert_int_equal(anna_move_from(move), ANNA_SQ(4, 6));
	assert_int_equal(anna_move_to(move), ANNA_SQ(4, 7));
	assert_true(anna_move_is_promotion(move));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_echoes_en),
		cmocka_unit_test(test_menus_and_policy),
		cmocka_unit_test(test_help),
		cmocka_unit_test(test_every_profile),
		cmocka_unit_test(test_bad_values),
		cmocka_unit_test(test_sighted_move_announced),
		cmocka_unit_test(test_promotion_prompt_flow),
	};
	return cmocka_run_group_tests(tests, render_fixture_setup, render_fixture_teardown);
}
