/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/uci.h: the Universal Chess Interface as text, both ways, with no
 * process (daemon/engine.c runs the engine; this file only reads and
 * writes its lines, so every path is testable without one).
 *
 * To the engine:   uci, isready, ucinewgame, setoption name N value V,
 *                  position startpos|fen F [moves m1 m2 ...],
 *                  go depth N | movetime MS | wtime btime winc binc
 *                  [movestogo], stop, quit.
 * From the engine: id name, option name N type T [default min max],
 *                  uciok, readyok, info [depth] [multipv] [score cp|mate
 *                  [lowerbound|upperbound]] [pv ...], bestmove M [ponder P].
 *
 * UCI asks a GUI to ignore what it does not know; so a line that is not one
 * of the above is ANNA_UCI_R_NONE. What cannot be right is an error: a
 * bestmove that is not a legal move of the position (the engine is
 * confused or writing garbage), a score without its number, a line with
 * control bytes or longer than ANNA_UCI_LINE_MAX.
 *
 * The training levels (the engine's strength) are a named list; the names'
 * words are in the profiles (engine.level.<name>).
 */
#ifndef ANNA_CORE_UCI_H
#define ANNA_CORE_UCI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/game.h"
#include "core/position.h"

#define ANNA_UCI_LINE_MAX 4096
#define ANNA_UCI_PV_MAX 16
#define ANNA_UCI_NAME_MAX 64

/* A score from the side to move's view (UCI's). */
struct anna_uci_score {
	bool valid;
	bool mate;   /* value: mate in that many moves (negative: is mated) */
	int value;   /* centipawns, or moves to mate */
	int bound;   /* 0 exact, 1 lowerbound, -1 upperbound */
};

enum anna_uci_reply {
	ANNA_UCI_R_NONE = 0,   /* a line UCI says to ignore */
	ANNA_UCI_R_ID_NAME,    /* name */
	ANNA_UCI_R_OPTION,     /* name, option_type, min, max */
	ANNA_UCI_R_UCIOK,
	ANNA_UCI_R_READYOK,
	ANNA_UCI_R_INFO,       /* depth, multipv, score, pv */
	ANNA_UCI_R_BESTMOVE,   /* best (ANNA_MOVE_NONE: "(none)", no legal
				* move), ponder */
};

enum anna_uci_option_type {
	ANNA_UCI_OPT_OTHER = 0, /* string, button, combo */
	ANNA_UCI_OPT_CHECK,
	ANNA_UCI_OPT_SPIN,
};

struct anna_uci_msg {
	enum anna_uci_reply type;
	char name[ANNA_UCI_NAME_MAX];       /* ID_NAME, OPTION (cut if longer) */
	enum anna_uci_option_type option_type;
	long min, max;                      /* OPTION spin */
	unsigned depth;                     /* INFO, 0 if not given */
	unsigned multipv;                   /* INFO, 1 if not given */
	struct anna_uci_score score;        /* INFO */
	uint16_t pv[ANNA_UCI_PV_MAX];       /* INFO: the legal prefix of the pv */
	size_t n_pv;
	uint16_t best, ponder;              /* BESTMOVE */
};

/*
 * Reads one line from the engine (without its newline; a trailing '\r' is
 * fine) against pos, the position the engine is thinking about (NULL: no
 * search asked; a bestmove is then read for its shape only, best stays
 * ANNA_MOVE_NONE). Errors:
 *   ANNA_E_SYNTAX  uci.garbage (column): a control byte, or too long
 *   ANNA_E_SYNTAX  uci.score (text): score without cp/mate and a number
 *   ANNA_E_ILLEGAL uci.bestmove (move): not a legal move of pos
 */
enum anna_status anna_uci_parse(const struct anna_position *pos, const char *line,
				struct anna_uci_msg *out, struct anna_error *err);

/*
 * "position startpos moves e2e4 e7e5" (or "position fen ... moves ...")
 * for the game's first `plies` plies, with a newline. ANNA_E_SPACE when
 * size is too small, ANNA_E_RANGE when plies > game->count.
 */
enum anna_status anna_uci_position(const struct anna_game *game, size_t plies, char *buf,
				   size_t size);

/* What to search for; zero fields are left out. With clock set, wtime and
 * btime are sent (0 ms as 1: UCI has no zero). Nothing set: "go depth 1". */
struct anna_uci_go {
	unsigned depth;
	uint64_t movetime_ms;
	uint64_t nodes;
	bool clock;
	uint64_t wtime_ms, btime_ms, winc_ms, binc_ms;
	unsigned movestogo;
};
enum anna_status anna_uci_go(const struct anna_uci_go *go, char *buf, size_t size);

/* "setoption name N value V\n" (value NULL: a button, no value). */
enum anna_status anna_uci_setoption(const char *name, const char *value, char *buf,
				    size_t size);

/* The engine's strength: a named level, or an Elo number. */
struct anna_uci_level {
	const char *name;      /* "beginner" ...; the profile's engine.level.<name> */
	int elo;               /* > 0: UCI_LimitStrength and UCI_Elo */
	int skill;             /* >= 0: Skill Level (0..20); -1 unused */
	unsigned depth;        /* > 0: go depth N instead of the clock */
	uint64_t movetime_ms;  /* > 0: at most this long a move */
};
/* The list, weakest first; *n gets its length. */
const struct anna_uci_level *anna_uci_levels(size_t *n);
/*
 * A level by name ("club"), or "elo N" / a bare number N (1..4000) for
 * that Elo, or "depth N" (1..60) for a fixed depth at full strength.
 * ANNA_E_NOTFOUND engine.level (text) otherwise.
 */
enum anna_status anna_uci_level_parse(const char *text, struct anna_uci_level *out,
				       struct anna_error *err);

/*
 * Where an Elo falls in the engine's UCI_Elo range [min, max] (from its
 * option line): Elo at or above min is UCI_Elo (at most max); below it,
 * Skill Level (0 at 800 and below, rising 1 for every 50 Elo up to min).
 * *elo gets the UCI_Elo to set (0: none), *skill the Skill Level (-1: none).
 */
void anna_uci_elo_to_options(int elo, long min, long max, int *elo_out, int *skill_out);

/* The score from White's view (UCI's is the side to move's). */
struct anna_uci_score anna_uci_score_white(struct anna_uci_score s, int side_to_move);

/*
 * White's expected score in per mille (0..1000) for a score from White's
 * view: the logistic curve 1 / (1 + 10^(-cp/400)), mate 1000 or 0. For
 * the review's threshold by win chance.
 */
unsigned anna_uci_expectation(struct anna_uci_score white);

#endif
