/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tools/status.c: a position's status for arbiters (status.h). */
#include "tools/status.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/unwinnable.h"
#include "speech/profile.h"
#include "tools/report.h"

/* The profile's letters for SAN; English if it has none. */
const struct anna_letters *anna_tool_letters(void)
{
	static struct anna_letters set;
	static const struct anna_letters *chosen;
	if (chosen)
		return chosen;
	const struct anna_profile *p = anna_tool_profile();
	const char *text = p ? anna_profile_text(p, "letters") : NULL;
	chosen = text && anna_letters_parse(&set, text, NULL) == ANNA_OK ? &set : NULL;
	return chosen;
}

static const char *side_word(int color)
{
	const struct anna_profile *p = anna_tool_profile();
	const char *w = p ? anna_profile_word(p, color ? ANNA_WORD_COLOR_BLACK
						       : ANNA_WORD_COLOR_WHITE)
			  : NULL;
	return w ? w : color ? "Black" : "White";
}

static const char *reason_word(enum anna_mate_reason r)
{
	const struct anna_profile *p = anna_tool_profile();
	enum anna_word w = r == ANNA_MATE_NO_MATERIAL ? ANNA_WORD_STATUS_REASON_MATERIAL
			 : r == ANNA_MATE_NO_LOCKED  ? ANNA_WORD_STATUS_REASON_LOCKED
						     : ANNA_WORD_STATUS_REASON_SEARCHED;
	const char *t = p ? anna_profile_word(p, w) : NULL;
	return t ? t : anna_mate_reason_str(r);
}

/* The line as SAN from pos, blank separated, into buf. */
static void line_san(const struct anna_position *start, const uint16_t *line,
		     size_t len, char *buf, size_t size)
{
	struct anna_position pos = *start;
	size_t o = 0;
	buf[0] = 0;
	for (size_t i = 0; i < len && o + 16 < size; i++) {
		char san[16];
		anna_notation_write_san(&pos, line[i], anna_tool_letters(), 0, san, sizeof(san));
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? " " : "", san);
		struct anna_undo u;
		anna_position_make(&pos, line[i], &u);
	}
}

void anna_tool_status(const struct anna_game *game, unsigned long budget,
		      struct anna_json *json)
{
	const struct anna_position *pos = &game->pos;
	struct anna_game_status st;
	anna_game_status(game, &st);
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(pos, moves);
	bool check = anna_position_in_check(pos);
	static struct anna_mate_work work;
	static struct anna_mate_verdict v[2];
	enum anna_mate_answer a[2];
	for (int c = 0; c < 2; c++)
		a[c] = anna_unwinnable_decide(pos, c, budget, &work, &v[c]);
	bool dead = a[0] == ANNA_MATE_NO && a[1] == ANNA_MATE_NO;
	bool dead_unknown = !dead && a[0] != ANNA_MATE_YES && a[1] != ANNA_MATE_YES;
	unsigned reps = anna_game_occurrences(game, game->count, NULL, 0);
	char fen[128];
	anna_fen_write(pos, fen, sizeof(fen));

	if (json) {
		anna_json_begin_object(json);
		anna_json_key(json, "fen");
		anna_json_string(json, fen);
		anna_json_key(json, "side_to_move");
		anna_json_string(json, pos->side ? "black" : "white");
		anna_json_key(json, "legal_moves");
		anna_json_begin_array(json);
		for (size_t i = 0; i < n; i++) {
			char uci[6];
			anna_json_string(json, anna_move_uci(moves[i], uci));
		}
		anna_json_end_array(json);
		anna_json_key(json, "check");
		anna_json_bool(json, check);
		anna_json_key(json, "checkmate");
		anna_json_bool(json, check && n == 0);
		anna_json_key(json, "stalemate");
		anna_json_bool(json, !check && n == 0);
		anna_json_key(json, "dead");
		if (dead_unknown)
			anna_json_null(json);
		else
			anna_json_bool(json, dead);
		anna_json_key(json, "end");
		anna_json_string(json, anna_game_end_str(st.end));
		anna_json_key(json, "repetitions");
		anna_json_uint(json, reps);
		anna_json_key(json, "halfmove_clock");
		anna_json_uint(json, st.halfmove_clock);
		anna_json_key(json, "moves_without_capture_or_pawn_move");
		anna_json_uint(json, st.halfmove_clock / 2);
		anna_json_key(json, "threefold_claimable");
		anna_json_bool(json, st.threefold_claimable);
		anna_json_key(json, "fifty_claimable");
		anna_json_bool(json, st.fifty_claimable);
		anna_json_key(json, "can_mate");
		anna_json_begin_object(json);
		for (int c = 0; c < 2; c++) {
			anna_json_key(json, c ? "black" : "white");
			anna_json_begin_object(json);
			anna_json_key(json, "answer");
			anna_json_string(json, anna_mate_answer_str(a[c]));
			anna_json_key(json, "reason");
			anna_json_string(json, anna_mate_reason_str(v[c].reason));
			anna_json_key(json, "nodes");
			anna_json_uint(json, v[c].nodes);
			if (a[c] == ANNA_MATE_YES) {
				anna_json_key(json, "line");
				anna_json_begin_array(json);
				for (size_t i = 0; i < v[c].line_len; i++) {
					char uci[6];
					anna_json_string(json, anna_move_uci(v[c].line[i], uci));
				}
				anna_json_end_array(json);
			}
			anna_json_end_object(json);
		}
		anna_json_end_object(json);
		anna_json_end_object(json);
		return;
	}

	printf("FEN %s\n", fen);
	anna_tool_print(ANNA_WORD_STATUS_SIDE, side_word(pos->side));
	if (n) {
		size_t cap = n * 16 + 1, o = 0;
		char *list = malloc(cap);
		if (list) {
			list[0] = 0;
			for (size_t i = 0; i < n; i++) {
				char san[16];
				anna_notation_write_san(pos, moves[i], anna_tool_letters(), 0, san, sizeof(san));
				o += (size_t)snprintf(list + o, cap - o, "%s%s", i ? " " : "", san);
			}
			char count[24];
			snprintf(count, sizeof(count), "%zu", n);
			anna_tool_print(ANNA_WORD_STATUS_MOVES, count, list);
			free(list);
		}
	}
	if (check && n == 0)
		anna_tool_print(ANNA_WORD_STATUS_CHECKMATE, side_word(pos->side));
	else if (n == 0)
		anna_tool_print(ANNA_WORD_STATUS_STALEMATE, side_word(pos->side));
	else if (check)
		anna_tool_print(ANNA_WORD_STATUS_CHECK, side_word(pos->side));
	else
		anna_tool_print(ANNA_WORD_STATUS_NOT_CHECK);
	if (dead)
		anna_tool_print(ANNA_WORD_STATUS_DEAD);
	else if (dead_unknown)
		anna_tool_print(ANNA_WORD_STATUS_DEAD_UNKNOWN);
	else
		anna_tool_print(ANNA_WORD_STATUS_NOT_DEAD);
	char num[2][24];
	snprintf(num[0], sizeof(num[0]), "%u", reps);
	anna_tool_print(ANNA_WORD_STATUS_REPETITIONS, num[0]);
	snprintf(num[0], sizeof(num[0]), "%u", st.halfmove_clock / 2);
	snprintf(num[1], sizeof(num[1]), "%u", st.halfmove_clock);
	anna_tool_print(ANNA_WORD_STATUS_COUNT, num[0], num[1]);
	if (st.threefold_claimable)
		anna_tool_print(ANNA_WORD_STATUS_THREEFOLD_CLAIM);
	if (st.fifty_claimable)
		anna_tool_print(ANNA_WORD_STATUS_FIFTY_CLAIM);
	for (int c = 0; c < 2; c++) {
		if (a[c] == ANNA_MATE_YES && v[c].reason == ANNA_MATE_ALREADY) {
			anna_tool_print(ANNA_WORD_STATUS_MATE_DONE, side_word(c));
		} else if (a[c] == ANNA_MATE_YES) {
			char line[4096];
			line_san(pos, v[c].line, v[c].line_len, line, sizeof(line));
			anna_tool_print(ANNA_WORD_STATUS_MATE_YES, side_word(c), line);
		} else if (a[c] == ANNA_MATE_NO) {
			anna_tool_print(ANNA_WORD_STATUS_MATE_NO, side_word(c),
					reason_word(v[c].reason));
		} else {
			snprintf(num[0], sizeof(num[0]), "%lu", v[c].nodes);
			anna_tool_print(ANNA_WORD_STATUS_MATE_UNKNOWN, side_word(c), num[0]);
		}
	}
}
