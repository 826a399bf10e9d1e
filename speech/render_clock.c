/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech/render_clock.c: clock announcements in words (see render_clock.h). */
#include "speech/render_clock.h"

#include <stdio.h>
#include <string.h>

void anna_render_clock_opts_default(struct anna_render_clock_opts *opts)
{
	opts->seconds_below_ms = 10 * 60000;
	opts->listener = -1;
}

/* Appends text to buf at *len, keeping the wanted length like snprintf. */
static void join(char *buf, size_t size, int *len, const char *text)
{
	size_t off = (size_t)*len;
	int n = snprintf(off < size ? buf + off : NULL, off < size ? size - off : 0,
			 "%s%s", off ? " " : "", text);
	if (n > 0)
		*len += n;
}

int anna_render_duration(const struct anna_profile *profile, uint64_t ms,
			 uint64_t seconds_below_ms, char *buf, size_t size)
{
	uint64_t h = ms / 3600000, m = ms / 60000 % 60, s = ms / 1000 % 60;
	char part[128];
	int len = 0;
	if (h > 999)
		return ANNA_E_RANGE;
	if (size)
		buf[0] = 0;
	if (h) {
		anna_render_quantity(profile, ANNA_UNIT_HOUR, (int)h, part, sizeof(part));
		join(buf, size, &len, part);
	}
	if (m) {
		anna_render_quantity(profile, ANNA_UNIT_MINUTE, (int)m, part, sizeof(part));
		join(buf, size, &len, part);
	}
	bool seconds = ms < seconds_below_ms || (h == 0 && m == 0);
	if (seconds && (s || len == 0)) {
		anna_render_quantity(profile, ANNA_UNIT_SECOND, (int)s, part, sizeof(part));
		join(buf, size, &len, part);
	}
	return len;
}

const char *anna_render_clock_who(const struct anna_profile *profile, int side,
				  int listener)
{
	if (listener == ANNA_WHITE || listener == ANNA_BLACK)
		return anna_profile_word(profile, side == listener
					 ? ANNA_WORD_CLOCK_WHO_OWN
					 : ANNA_WORD_CLOCK_WHO_OPPONENT);
	return anna_profile_word(profile, side == ANNA_WHITE ? ANNA_WORD_CLOCK_WHO_WHITE
				 : ANNA_WORD_CLOCK_WHO_BLACK);
}

static void add_time(struct anna_phrase *out, const struct anna_profile *profile,
		     const struct anna_clock_announcement *a,
		     const struct anna_render_clock_opts *opts, int side, int listener)
{
	char d[256];
	anna_render_duration(profile, a->remaining_ms[side], opts->seconds_below_ms,
			     d, sizeof(d));
	anna_phrase_add_word(out, profile, ANNA_WORD_CLOCK_TIME,
			     anna_render_clock_who(profile, side, listener), d, NULL);
}

enum anna_status anna_render_clock(const struct anna_profile *profile,
				   const struct anna_clock_announcement *a,
				   const struct anna_render_clock_opts *opts,
				   struct anna_phrase *out)
{
	struct anna_render_clock_opts def;
	if (!opts) {
		anna_render_clock_opts_default(&def);
		opts = &def;
	}
	int side = a->side;
	if (side != ANNA_WHITE && side != ANNA_BLACK)
		return ANNA_E_INVALID;
	int listener = a->listener >= 0 ? a->listener : opts->listener;
	const char *subject = anna_render_clock_who(profile, side, listener);
	/* the other announcements: who, and a duration or a number of moves */
	enum anna_word wd;
	bool duration = false; /* arg is the duration ms */
	uint64_t ms = 0;
	char arg[256] = "";
	unsigned moves;
	anna_phrase_clear(out);
	switch (a->kind) {
	case ANNA_CLOCK_ANN_TIME:
		add_time(out, profile, a, opts, side, listener);
		return anna_phrase_finish(out, profile);
	case ANNA_CLOCK_ANN_TIME_BOTH: {
		int first = listener == ANNA_BLACK ? ANNA_BLACK : ANNA_WHITE;
		add_time(out, profile, a, opts, first, listener);
		anna_phrase_append(out, ",");
		add_time(out, profile, a, opts, first ^ 1, listener);
		return anna_phrase_finish(out, profile);
	}
	case ANNA_CLOCK_ANN_MOVES_MADE:
	case ANNA_CLOCK_ANN_MOVES_TO_CONTROL:
		if (a->kind == ANNA_CLOCK_ANN_MOVES_TO_CONTROL && a->sudden_death) {
			wd = ANNA_WORD_CLOCK_SUDDEN_DEATH;
			break;
		}
		moves = a->kind == ANNA_CLOCK_ANN_MOVES_MADE ? a->moves_made[side]
			: a->moves_to_control;
		if (moves > 999)
			return ANNA_E_RANGE;
		anna_render_quantity(profile, ANNA_UNIT_MOVE, (int)moves, arg, sizeof(arg));
		wd = a->kind == ANNA_CLOCK_ANN_MOVES_MADE ? ANNA_WORD_CLOCK_MOVES_MADE
							  : ANNA_WORD_CLOCK_TO_CONTROL;
		break;
	case ANNA_CLOCK_ANN_WARNING:
		wd = ANNA_WORD_CLOCK_WARNING;
		ms = a->threshold_ms;
		duration = true;
		break;
	case ANNA_CLOCK_ANN_CONTROL_REACHED:
		wd = ANNA_WORD_CLOCK_CONTROL_REACHED;
		ms = a->added_ms;
		duration = true;
		break;
	case ANNA_CLOCK_ANN_FLAG:
		wd = ANNA_WORD_CLOCK_FLAG;
		break;
	case ANNA_CLOCK_ANN_TIME_USED:
		wd = ANNA_WORD_CLOCK_TIME_USED;
		ms = a->used_ms[side];
		duration = true;
		break;
	default:
		return ANNA_E_INVALID;
	}
	if (duration)
		anna_render_duration(profile, ms, opts->seconds_below_ms, arg, sizeof(arg));
	anna_phrase_add_word(out, profile, wd, subject, *arg ? arg : NULL, NULL);
	return anna_phrase_finish(out, profile);
}
