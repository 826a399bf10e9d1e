/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_say.c: `anna say [options] MOVE...`: plays the moves from a
 * position and prints, one line per move, what anna says for it in a
 * profile's words (docs/announcements.md section 3); the end of the game by
 * checkmate or stalemate follows as a line of its own. --wav also speaks
 * the lines into a WAV file. A move that cannot be read or is not legal
 * stops it with exit 2 and a message in the profile's words naming the
 * move.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "speech/profile.h"
#include "speech/render.h"
#include "speech/synth.h"
#include "input/file.h"
#include "tools/commands.h"
#include "tools/report.h"

/*
 * Reads text as a move: with the profile's piece letters, else with the
 * English or the German/Nordic ones (a scoresheet may be in either). The
 * error reported is the one for the profile's letters. A text that is a
 * legal move with the profile's letters and a different one with English
 * letters ("Bc4": the c-pawn in K D T L S B, a bishop in K Q R B N) is
 * refused: returns ANNA_E_AMBIGUOUS with the English reading in *english.
 * A text that reads (with any of the letters) only as a move of the side
 * not to move returns ANNA_E_STATE: the reason is whose move it is, not a
 * letter (`anna say e4 Nf3`: Black is to move).
 */
static enum anna_status read_move(const struct anna_position *pos, const char *text,
				  const struct anna_letters *letters, uint16_t *move,
				  uint16_t *english, struct anna_error *err)
{
	const struct anna_letters *en = anna_letters_builtin(ANNA_LETTERS_EN);
	const struct anna_letters *de = anna_letters_builtin(ANNA_LETTERS_DE);
	struct anna_error other;
	enum anna_status st = anna_notation_read_letters(pos, text, letters, move, english, err);
	if (st == ANNA_OK || st == ANNA_E_AMBIGUOUS)
		return st;
	struct anna_position flipped = *pos;
	flipped.side = 1 - pos->side;
	flipped.ep = ANNA_NO_SQ;
	uint16_t m;
	if (anna_notation_read(&flipped, text, letters, &m, &other) == ANNA_OK ||
	    anna_notation_read(&flipped, text, en, &m, &other) == ANNA_OK ||
	    anna_notation_read(&flipped, text, de, &m, &other) == ANNA_OK)
		return ANNA_E_STATE;
	return st;
}

/* Why text is not a move, in the profile's words. */
static void explain(const struct anna_profile *profile, const struct anna_position *pos,
		    const char *text, const struct anna_letters *letters, uint16_t move,
		    uint16_t english, enum anna_status st, const struct anna_error *err,
		    char *buf, size_t size)
{
	if (st == ANNA_E_STATE) {
		const char *args[1] = { text };
		anna_profile_format(profile, pos->side == ANNA_WHITE ? "say.white_to_move"
								   : "say.black_to_move",
				    args, 1, buf, size);
		return;
	}
	if (english == ANNA_MOVE_NONE) {
		anna_profile_render_error(profile, err, buf, size);
		return;
	}
	char mine[ANNA_NOTATION_MAX], theirs[ANNA_NOTATION_MAX];
	anna_notation_write_lan(pos, move, letters, ANNA_NOTATION_NO_MARKS, mine,
				sizeof(mine));
	anna_notation_write_lan(pos, english, anna_letters_builtin(ANNA_LETTERS_EN),
				ANNA_NOTATION_NO_MARKS, theirs, sizeof(theirs));
	const char *args[3] = { text, mine, theirs };
	anna_profile_format(profile, "say.letter_sets", args, 3, buf, size);
}

struct say_args {
	const char *fen, *wav;
	struct anna_render_opts opts;
	bool speech;
	int nmoves; /* the moves are argv[1..nmoves] */
};

static const char *const forms[] = { "long", "short", NULL };
static const char *const policies[] = { "competition", "training", NULL };

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct say_args *a)
{
	const char *form = "long", *policy = "competition";
	a->fen = ANNA_FEN_START;
	a->wav = NULL;
	a->speech = false;
	anna_render_opts_default(&a->opts);
	const struct anna_tool_option opts[] = {
		{ "--check-words", NULL, &a->opts.arbiter_check_words },
		{ "--name-captured", NULL, &a->opts.name_captured },
		{ "--speech", NULL, &a->speech },
		{ "--form", &form, NULL },
		{ "--policy", &policy, NULL },
		{ "--fen", &a->fen, NULL },
		{ "--wav", &a->wav, NULL },
		{ NULL, NULL, NULL },
	};
	int rc = anna_tool_parse(argc, argv, opts, 1, -1, ANNA_MSG_TOOL_MISSING_MOVE,
				 &a->nmoves);
	if (rc >= 0)
		return rc;
	int f = anna_tool_choice("--form", form, forms);
	int p = f < 0 ? -1 : anna_tool_choice("--policy", policy, policies);
	if (p < 0)
		return ANNA_EXIT_USAGE;
	a->opts.form = f == 0 ? ANNA_FORM_LONG : ANNA_FORM_SHORT;
	a->opts.policy = p == 0 ? ANNA_POLICY_COMPETITION : ANNA_POLICY_TRAINING;
	return -1;
}

/* All phrases, for --wav: one utterance, a pause (".") between phrases. */
struct transcript {
	char *text;
	size_t len;
};

static int transcript_add(struct transcript *t, const char *speech)
{
	size_t n = strlen(speech);
	char *p = realloc(t->text, t->len + n + 3);
	if (!p)
		return -1;
	t->text = p;
	if (t->len) {
		memcpy(t->text + t->len, ". ", 2);
		t->len += 2;
	}
	memcpy(t->text + t->len, speech, n + 1);
	t->len += n;
	return 0;
}

static int emit(const struct say_args *a, const struct anna_phrase *ph,
		struct transcript *t)
{
	puts(a->speech ? ph->speech : ph->text);
	if (a->wav && transcript_add(t, ph->speech) < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
		return -1;
	}
	return 0;
}

static int write_wav(const struct anna_profile *profile, const char *path,
		     const char *text)
{
	if (anna_synth_init() < 0) {
		anna_tool_report(ANNA_MSG_TOOL_NO_SYNTH);
		return ANNA_EXIT_FAIL;
	}
	struct anna_voice voice = { .name = anna_profile_voice(profile) };
	int r = anna_synth_to_wav(&voice, text, path);
	anna_synth_fini();
	if (r < 0) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, path, anna_input_errno_name(-r));
		/* a synthesis failure is anna's; anything else is the path's */
		return r == -EIO ? ANNA_EXIT_FAIL : ANNA_EXIT_USAGE;
	}
	return ANNA_EXIT_OK;
}

int anna_cmd_say(int argc, char **argv)
{
	struct say_args a;
	/* the FIDE words unless --profile or $ANNA_PROFILE name others; the
	 * messages are in the same words as the moves */
	anna_tool_set_default_profile("fide-de");
	int r = parse_args(argc, argv, &a);
	if (r >= 0)
		return r;
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_USAGE;
	int rc = ANNA_EXIT_USAGE;
	struct transcript t = { NULL, 0 };
	struct anna_letters letters;
	struct anna_position pos;
	struct anna_error err;
	if (anna_letters_parse(&letters, anna_profile_word(profile, ANNA_WORD_LETTERS),
			       &err) < 0 ||
	    anna_fen_read(&pos, a.fen, &err) < 0) {
		anna_tool_report_error(NULL, &err);
		goto out;
	}

	for (int i = 1; i <= a.nmoves; i++) {
		uint16_t move, english;
		enum anna_status st = read_move(&pos, argv[i], &letters, &move, &english, &err);
		if (st < 0) {
			char why[1024], number[16];
			explain(profile, &pos, argv[i], &letters, move, english, st, &err, why,
				sizeof(why));
			snprintf(number, sizeof(number), "%d", i);
			anna_tool_report_word(ANNA_WORD_SAY_BAD_MOVE, number, argv[i], why);
			goto out;
		}
		struct anna_phrase ph;
		if (anna_render_move(profile, &pos, move, &a.opts, &ph) != ANNA_OK ||
		    emit(&a, &ph, &t) < 0) {
			rc = ANNA_EXIT_FAIL;
			goto out;
		}
		struct anna_undo undo;
		anna_position_make(&pos, move, &undo);
		enum anna_game_end reason;
		int loser;
		if (anna_render_end_of_position(&pos, &reason, &loser)) {
			anna_render_end(profile, reason, loser, &ph);
			if (emit(&a, &ph, &t) < 0) {
				rc = ANNA_EXIT_FAIL;
				goto out;
			}
		}
	}
	fflush(stdout);
	rc = a.wav ? write_wav(profile, a.wav, t.text) : ANNA_EXIT_OK;
out:
	free(t.text);
	return rc;
}
