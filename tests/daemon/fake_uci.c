/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/fake_uci.c: a fake UCI engine for the engine driver's tests.
 *
 * It answers deterministically: bestmove is the first legal move of the
 * position in anna's generation order, after "info depth 1 score cp N pv
 * MOVE" with N the material balance from the side to move's view (pawn
 * 100, knight and bishop 300, rook 500, queen 900). It offers UCI_Elo
 * (1350..2850), UCI_LimitStrength, Skill Level, Threads and Hash.
 *
 * Cues, in the environment:
 *   FAKE_UCI_SCRIPT  comma-separated "N:what": at the N-th go (counted over
 *                    every process, with FAKE_UCI_STATE) do what instead:
 *                    crash (exit at once), hang (read on, answer nothing),
 *                    garbage (a line of control bytes), illegal (bestmove
 *                    a1a1), noise (lines UCI says to ignore, then the move),
 *                    slow (wait 300 ms, then the move);
 *                    "uN:hang" / "uN:crash" at the N-th start's "uci".
 *   FAKE_UCI_STATE   a file holding the counters over restarts
 *   FAKE_UCI_LOG     a file every line received is appended to (with the
 *                    process id), so a test sees what the driver sent
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "core/position.h"

static unsigned counter(const char *which, bool bump)
{
	const char *path = getenv("FAKE_UCI_STATE");
	unsigned go = 0, starts = 0;
	if (!path)
		return 0;
	FILE *f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%u %u", &go, &starts) != 2)
			go = starts = 0;
		fclose(f);
	}
	unsigned *c = !strcmp(which, "go") ? &go : &starts;
	if (bump) {
		(*c)++;
		f = fopen(path, "w");
		if (f) {
			fprintf(f, "%u %u\n", go, starts);
			fclose(f);
		}
	}
	return *c;
}

/* What the script says for the n-th go (prefix "") or start (prefix "u"). */
static const char *cue(const char *prefix, unsigned n)
{
	static char what[32];
	const char *s = getenv("FAKE_UCI_SCRIPT");
	if (!s)
		return "";
	char buf[512];
	snprintf(buf, sizeof(buf), "%s", s);
	char *save = NULL;
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		unsigned k;
		char w[32];
		bool is_start = t[0] == 'u';
		if (is_start != (prefix[0] == 'u'))
			continue;
		if (sscanf(t + (is_start ? 1 : 0), "%u:%31s", &k, w) == 2 && k == n) {
			snprintf(what, sizeof(what), "%s", w);
			return what;
		}
	}
	return "";
}

static int material(const struct anna_position *pos)
{
	static const int value[] = { 0, 100, 300, 300, 500, 900, 0 };
	int sum = 0;
	for (int sq = 0; sq < 64; sq++) {
		uint8_t pc = pos->board[sq];
		if (pc == ANNA_NO_PIECE)
			continue;
		int v = value[pc & 7];
		sum += (pc >> 3) == pos->side ? v : -v;
	}
	return sum;
}

static void logline(const char *line)
{
	const char *path = getenv("FAKE_UCI_LOG");
	if (!path)
		return;
	FILE *f = fopen(path, "a");
	if (f) {
		fprintf(f, "%d %s\n", (int)getpid(), line);
		fclose(f);
	}
}

static void say(const char *text)
{
	fputs(text, stdout);
	fflush(stdout);
}

int main(void)
{
	char line[8192];
	struct anna_position pos;
	anna_position_start(&pos);
	bool hung = false;
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	while (fgets(line, sizeof(line), stdin)) {
		line[strcspn(line, "\r\n")] = '\0';
		logline(line);
		if (hung)
			continue;
		if (!strcmp(line, "uci")) {
			const char *w = cue("u", counter("start", true));
			if (!strcmp(w, "crash"))
				return 3;
			if (!strcmp(w, "hang")) {
				hung = true;
				continue;
			}
			say("id name Fake UCI 1.0\nid author anna's tests\n"
			    "option name Threads type spin default 1 min 1 max 8\n"
			    "option name Hash type spin default 16 min 1 max 1024\n"
			    "option name Skill Level type spin default 20 min 0 max 20\n"
			    "option name UCI_LimitStrength type check default false\n"
			    "option name UCI_Elo type spin default 1350 min 1350 max 2850\n"
			    "uciok\n");
		} else if (!strcmp(line, "isready")) {
			say("readyok\n");
		} else if (!strcmp(line, "quit")) {
			return 0;
		} else if (!strncmp(line, "position ", 9)) {
			char *rest = line + 9, *moves = strstr(rest, " moves ");
			if (moves)
				*moves = '\0';
			if (!strncmp(rest, "startpos", 8)) {
				anna_position_start(&pos);
			} else if (!strncmp(rest, "fen ", 4)) {
				if (anna_fen_read(&pos, rest + 4, NULL) != ANNA_OK)
					anna_position_start(&pos);
			}
			if (moves) {
				char *save = NULL;
				for (char *m = strtok_r(moves + 7, " ", &save); m;
				     m = strtok_r(NULL, " ", &save)) {
					uint16_t mv;
					struct anna_undo u;
					if (anna_notation_read_uci(&pos, m, &mv, NULL) != ANNA_OK)
						break;
					anna_position_make(&pos, mv, &u);
				}
			}
		} else if (!strncmp(line, "go", 2)) {
			const char *w = cue("", counter("go", true));
			if (!strcmp(w, "crash"))
				return 4;
			if (!strcmp(w, "hang")) {
				hung = true;
				continue;
			}
			if (!strcmp(w, "garbage")) {
				say("\x01\x02\x03 bestmove\n");
				continue;
			}
			if (!strcmp(w, "illegal")) {
				say("bestmove a1a1\n");
				continue;
			}
			if (!strcmp(w, "noise"))
				say("hello there\nregistration checking\n\n");
			if (!strcmp(w, "slow"))
				usleep(300000);
			uint16_t moves[ANNA_MAX_MOVES];
			size_t n = anna_movegen_legal(&pos, moves);
			char out[256], m[6];
			if (n == 0) {
				snprintf(out, sizeof(out), "info depth 1 score %s\nbestmove (none)\n",
					 anna_position_in_check(&pos) ? "mate 0" : "cp 0");
			} else {
				anna_move_uci(moves[0], m);
				snprintf(out, sizeof(out), "info depth 1 score cp %d pv %s\nbestmove %s\n",
					 material(&pos), m, m);
			}
			say(out);
		}
		/* setoption, ucinewgame, stop: nothing to say */
	}
	return 0;
}
