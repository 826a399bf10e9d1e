/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/timecontrol.h: time controls (docs/rules.md CLK-2..CLK-4, RB-1).
 *
 * A time control is an ordered list of periods. Each period has a move count
 * (or 0 = "the rest of the game"), a base time and a per-move bonus: none,
 * increment (Fischer), simple delay (US delay, CLK-3) or Bronstein delay.
 * Unused main time carries into the next period; the next period's base
 * time is added when the move count of the current one is completed. If the
 * last period has a move count, it repeats: every further block of that many
 * moves adds its base time again (the PGN reading of "40/7200").
 *
 * Two notations are read and written:
 *
 *   PGN TimeControl tag    40/5400+30:1800+30
 *     fields joined by ':'; a field is [moves/]seconds[bonus] where bonus is
 *     "+N" (increment), and, as anna's extension, "dN" (simple delay) or
 *     "bN" (Bronstein delay). Seconds may have up to three decimals
 *     ("+0.5"). "?" (unknown), "-" (untimed) and "*N" (sandclock) are
 *     recognised and refused with their own message.
 *
 *   readable, for configuration files and people
 *                          90m/40 + 30m, +30s from move 1
 *     periods joined by " + ", each DURATION[/MOVES]; then optional bonus
 *     clauses after commas: "+D" (increment), "delay D", "bronstein D",
 *     "no bonus", each optionally followed by "from move N" (default 1);
 *     N must be the first move of a period, and a clause holds from that
 *     period on until the next clause. As people write it, "+ D" right
 *     after the rest-of-game period is an increment from move 1
 *     ("3m + 2s", "90m/40 + 30m + 30s"). A DURATION is one or more of
 *     <n>h <n>m <n>s <n>ms in that order ("1h30m", "90m", "5s", "500ms").
 *
 * Every time is in integer milliseconds.
 */
#ifndef ANNA_CORE_TIMECONTROL_H
#define ANNA_CORE_TIMECONTROL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define ANNA_TC_MAX_PERIODS 8
/* Largest time anywhere in a control: 100 hours. */
#define ANNA_TC_MAX_MS (100ULL * 3600 * 1000)
#define ANNA_TC_MAX_MOVES 1000

enum anna_tc_bonus {
	ANNA_TC_BONUS_NONE = 0,
	ANNA_TC_BONUS_INCREMENT, /* CLK-4: bonus_ms added per move (Fischer) */
	ANNA_TC_BONUS_DELAY,     /* CLK-3: main time runs after bonus_ms */
	ANNA_TC_BONUS_BRONSTEIN, /* runs at once; time used, at most bonus_ms,
				    is given back at the press */
};
const char *anna_tc_bonus_str(enum anna_tc_bonus bonus);

struct anna_tc_period {
	unsigned moves;        /* moves to complete in it; 0 = rest of game */
	uint64_t base_ms;      /* added when the period begins */
	enum anna_tc_bonus bonus;
	uint64_t bonus_ms;     /* 0 iff bonus == NONE */
};

struct anna_timecontrol {
	unsigned nperiods;     /* 1..ANNA_TC_MAX_PERIODS */
	struct anna_tc_period periods[ANNA_TC_MAX_PERIODS];
};

/*
 * Checks a control built by hand: 1..MAX periods, only the last may be
 * "rest of game", the first has a base time, times and counts in range,
 * bonus_ms > 0 exactly when there is a bonus. 0 or a negative status with
 * *err (may be NULL) naming the period.
 */
enum anna_status anna_tc_validate(const struct anna_timecontrol *tc,
				  struct anna_error *err);

/*
 * Parses the PGN TimeControl notation / the readable notation into *out
 * (written only on success). On failure *err has the message, its
 * arguments, err->line 1 and err->column, the 1-based column of the
 * offending character (line and column 0 when no place applies).
 */
enum anna_status anna_tc_parse_pgn(const char *text, struct anna_timecontrol *out,
				   struct anna_error *err);
enum anna_status anna_tc_parse_readable(const char *text,
					struct anna_timecontrol *out,
					struct anna_error *err);
/* Either notation: PGN if the text has no letter besides d/b bonus marks. */
enum anna_status anna_tc_parse(const char *text, struct anna_timecontrol *out,
			       struct anna_error *err);

/*
 * Writes the control in PGN / readable notation into buf (always
 * terminated when size > 0). Returns the length it wanted, like snprintf,
 * or ANNA_E_INVALID for a control anna_tc_validate() refuses. A PGN
 * bonus that is not a whole number of milliseconds cannot happen; times are
 * written in seconds with decimals only where needed.
 */
int anna_tc_write_pgn(const struct anna_timecontrol *tc, char *buf, size_t size);
int anna_tc_write_readable(const struct anna_timecontrol *tc, char *buf,
			   size_t size);

/* A duration in the readable form: minutes, seconds, milliseconds, zero
 * parts left out ("90m", "62m3s", "1s500ms", "0s"). */
int anna_tc_write_duration(uint64_t ms, char *buf, size_t size);

/*
 * A time as people write it, for the arbiter's clock commands: the
 * readable DURATION ("90s", "2m", "1m30s", "1h", "500ms"), a clock reading
 * ("1:30" is 90 s, "1:02:03" an hour, two minutes and three seconds), or a
 * whole number of milliseconds ("90000", the protocol's own form). With
 * `sign`, a leading "+" or "-" adds or takes away. At most ANNA_TC_MAX_MS.
 * ANNA_E_SYNTAX (tc.duration, text) when it is none of these.
 */
enum anna_status anna_tc_parse_duration(const char *text, bool sign, int64_t *ms,
					struct anna_error *err);

/*
 * Named presets (FIDE controls): "fide-standard" 90m/40 + 30m, +30s;
 * "fide-classical" 100m/40 + 50m/20 + 15m, +30s; "fide-rapid" 15m +10s;
 * "fide-blitz" 3m +2s; "blitz-5" 5m +3s; "rapid-25" 25m +10s;
 * "delay-us" 90m, delay 5s. Unknown name: ANNA_E_NOTFOUND, tc.preset.
 */
enum anna_status anna_tc_preset(const char *name, struct anna_timecontrol *out,
				struct anna_error *err);
/* The i-th preset's name, NULL past the end. */
const char *anna_tc_preset_name(size_t i);

/* RB-1: the class of a game by its control. */
enum anna_tc_class {
	ANNA_TC_STANDARD = 0,
	ANNA_TC_RAPID,
	ANNA_TC_BLITZ,
};
const char *anna_tc_class_str(enum anna_tc_class cls);

/*
 * RB-1: T = base time of all periods (a repeating last period counted once)
 * + 60 x the first period's per-move bonus. A delay counts in T only if
 * delay_counts (the seeds are silent). edition is 2009, 2014 or 2017
 * (2014/2017: rapid 10 < T < 60 min, blitz T <= 10; 2009: rapid
 * 15 <= T < 60, blitz T < 15). Anything else: ANNA_E_INVALID.
 */
enum anna_status anna_tc_classify(const struct anna_timecontrol *tc,
				  unsigned edition, bool delay_counts,
				  enum anna_tc_class *out);

/* The first move number of period i (1 for period 0). */
unsigned anna_tc_period_first_move(const struct anna_timecontrol *tc,
				   unsigned period);

/*
 * Which period holds move number `move` (1-based) of one player, with the
 * last period's repetition; *block_end (may be NULL) gets the last move of
 * that period's block (0 if rest of game).
 */
unsigned anna_tc_period_of_move(const struct anna_timecontrol *tc,
				unsigned move, unsigned *block_end);

/* The penalties the laws give in time (ILL-8, RB-4, DRAW-6, QPF-3). */
enum anna_tc_penalty {
	ANNA_TC_PENALTY_ILLEGAL_MOVE,     /* ILL-8: +2 min, blitz 2014/17 +1 */
	ANNA_TC_PENALTY_WRONG_DRAW_CLAIM, /* DRAW-6: 2009 +3, else +2 (blitz +1) */
	ANNA_TC_PENALTY_QUICKPLAY,        /* QPF-2/3: +2 min to the opponent */
};
/* Milliseconds to add to the opponent; 0 for an unknown edition. */
uint64_t anna_tc_penalty_ms(enum anna_tc_penalty kind, unsigned edition,
			    enum anna_tc_class cls);

#endif
