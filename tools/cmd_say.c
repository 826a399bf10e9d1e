/*
 * tools/cmd_say.c: `anna say [options] MOVE...`: plays the moves from a
 * position and prints, one line per move, what anna says for it in a
 * profile's words (spec/announce.md section 3); the end of the game by
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
#include "tools/commands.h"

#define SAY_USAGE \
	"say [--profile NAME] [--form long|short] [--policy training|competition]\n" \
	"            [--check-words] [--name-captured] [--speech] [--fen FEN]\n" \
	"            [--wav FILE] MOVE..."

static int usage(void)
{
	fprintf(stderr, "usage: anna " SAY_USAGE "\n");
	return ANNA_EXIT_USAGE;
}

static void help(void)
{
	printf("usage: anna " SAY_USAGE "\n\n"
	       "Prints what anna says for each move, one line a move.\n"
	       "  --profile NAME   words of data/profiles/NAME.profile (default fide-de)\n"
	       "  --form F         long (default: piece, from, to) or short (SAN-like)\n"
	       "  --policy P       competition (default: no check words) or training\n"
	       "  --check-words    in competition: the arbiter allows check and mate words\n"
	       "  --name-captured  name the captured piece after \"takes\"\n"
	       "  --speech         print the synthesis text (with phoneme fixes)\n"
	       "  --fen FEN        start from FEN instead of the initial position\n"
	       "  --wav FILE       also speak the phrases into FILE (22050 Hz mono)\n"
	       "MOVE is SAN or long algebraic in the profile's or English letters\n"
	       "(Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) or ICCF digits (7163). A move\n"
	       "that means two things (Bc4: pawn in K D T L S B, bishop in English)\n"
	       "is refused; write it long (Lf1-c4, Bf1-c4) or in UCI.\n");
}

/* Prints a core error in the profile's words (en if there is no profile). */
static void print_error(const struct anna_profile *profile, const struct anna_error *err)
{
	char buf[1024];
	anna_profile_render_error(profile, err, buf, sizeof(buf));
	fprintf(stderr, "anna say: %s\n", buf);
}

/*
 * Reads text as a move: with the profile's piece letters, else with the
 * English or the German/Nordic ones (a scoresheet may be in either). The
 * error reported is the one for the profile's letters. A text that is a
 * legal move with the profile's letters and a different one with English
 * letters ("Bc4": the c-pawn in K D T L S B, a bishop in K Q R B N) is
 * refused: returns ANNA_E_AMBIGUOUS with the English reading in *english.
 */
static enum anna_status read_move(const struct anna_position *pos, const char *text,
				  const struct anna_letters *letters, uint16_t *move,
				  uint16_t *english, struct anna_error *err)
{
	const struct anna_letters *en = anna_letters_builtin(ANNA_LETTERS_EN);
	const struct anna_letters *de = anna_letters_builtin(ANNA_LETTERS_DE);
	struct anna_error other;
	*english = ANNA_MOVE_NONE;
	enum anna_status st = anna_notation_read(pos, text, letters, move, err);
	if (st == ANNA_OK) {
		if (memcmp(letters, en, sizeof(*en)) != 0 &&
		    anna_notation_read(pos, text, en, english, &other) == ANNA_OK &&
		    *english != *move)
			return ANNA_E_AMBIGUOUS;
		*english = ANNA_MOVE_NONE;
		return ANNA_OK;
	}
	if (anna_notation_read(pos, text, en, move, &other) == ANNA_OK ||
	    anna_notation_read(pos, text, de, move, &other) == ANNA_OK)
		return ANNA_OK;
	return st;
}

/* Why text is not a move, in the profile's words. */
static void explain(const struct anna_profile *profile, const struct anna_position *pos,
		    const char *text, const struct anna_letters *letters, uint16_t move,
		    uint16_t english, const struct anna_error *err, char *buf, size_t size)
{
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
	const char *profile, *fen, *wav;
	struct anna_render_opts opts;
	bool speech;
	int first_move; /* index in argv of the first MOVE */
};

static int parse_args(int argc, char **argv, struct say_args *a)
{
	a->profile = "fide-de";
	a->fen = ANNA_FEN_START;
	a->wav = NULL;
	a->speech = false;
	anna_render_opts_default(&a->opts);
	int i;
	for (i = 1; i < argc; i++) {
		const char *o = argv[i];
		const bool has_value = i + 1 < argc;
		if (strcmp(o, "--") == 0) {
			i++;
			break;
		} else if (strcmp(o, "--help") == 0) {
			help();
			return -1;
		} else if (strcmp(o, "--check-words") == 0) {
			a->opts.arbiter_check_words = true;
		} else if (strcmp(o, "--name-captured") == 0) {
			a->opts.name_captured = true;
		} else if (strcmp(o, "--speech") == 0) {
			a->speech = true;
		} else if (strcmp(o, "--profile") == 0 || strcmp(o, "--form") == 0 ||
			   strcmp(o, "--policy") == 0 || strcmp(o, "--fen") == 0 ||
			   strcmp(o, "--wav") == 0) {
			if (!has_value) {
				fprintf(stderr, "anna say: %s needs a value\n", o);
				return usage();
			}
			const char *v = argv[++i];
			if (strcmp(o, "--profile") == 0) {
				a->profile = v;
			} else if (strcmp(o, "--fen") == 0) {
				a->fen = v;
			} else if (strcmp(o, "--wav") == 0) {
				a->wav = v;
			} else if (strcmp(o, "--form") == 0) {
				if (strcmp(v, "long") == 0)
					a->opts.form = ANNA_FORM_LONG;
				else if (strcmp(v, "short") == 0)
					a->opts.form = ANNA_FORM_SHORT;
				else {
					fprintf(stderr, "anna say: --form is long or short, not '%s'\n", v);
					return usage();
				}
			} else {
				if (strcmp(v, "competition") == 0)
					a->opts.policy = ANNA_POLICY_COMPETITION;
				else if (strcmp(v, "training") == 0)
					a->opts.policy = ANNA_POLICY_TRAINING;
				else {
					fprintf(stderr, "anna say: --policy is training or competition, not '%s'\n", v);
					return usage();
				}
			}
		} else if (o[0] == '-' && o[1] == '-') {
			fprintf(stderr, "anna say: unknown option '%s'\n", o);
			return usage();
		} else {
			break;
		}
	}
	if (i >= argc) {
		fprintf(stderr, "anna say: no MOVE given\n");
		return usage();
	}
	a->first_move = i;
	return 0;
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
		fprintf(stderr, "anna say: out of memory\n");
		return -1;
	}
	return 0;
}

static int write_wav(const struct anna_profile *profile, const char *path,
		     const char *text)
{
	if (anna_synth_init() < 0) {
		fprintf(stderr, "anna say: espeak-ng cannot be loaded; no WAV written\n");
		return ANNA_EXIT_FAIL;
	}
	struct anna_voice voice = { .name = anna_profile_voice(profile) };
	int r = anna_synth_to_wav(&voice, text, path);
	anna_synth_fini();
	if (r < 0) {
		fprintf(stderr, "anna say: cannot write %s: %s\n", path, strerror(-r));
		/* a synthesis failure is anna's; anything else is the path's */
		return r == -EIO ? ANNA_EXIT_FAIL : ANNA_EXIT_USAGE;
	}
	return ANNA_EXIT_OK;
}

int anna_cmd_say(int argc, char **argv)
{
	struct say_args a;
	int r = parse_args(argc, argv, &a);
	if (r < 0)
		return ANNA_EXIT_OK; /* --help */
	if (r > 0)
		return r;

	struct anna_profile *profile = NULL;
	struct anna_error err;
	if (anna_profile_load(NULL, a.profile, &profile, &err) < 0) {
		print_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	int rc = ANNA_EXIT_USAGE;
	struct transcript t = { NULL, 0 };
	struct anna_letters letters;
	struct anna_position pos;
	if (anna_letters_parse(&letters, anna_profile_word(profile, ANNA_WORD_LETTERS),
			       &err) < 0 ||
	    anna_fen_read(&pos, a.fen, &err) < 0) {
		print_error(profile, &err);
		goto out;
	}

	for (int i = a.first_move; i < argc; i++) {
		uint16_t move, english;
		if (read_move(&pos, argv[i], &letters, &move, &english, &err) < 0) {
			char why[1024], number[16], line[1400];
			explain(profile, &pos, argv[i], &letters, move, english, &err, why,
				sizeof(why));
			snprintf(number, sizeof(number), "%d", i - a.first_move + 1);
			const char *args[3] = { number, argv[i], why };
			anna_profile_format(profile, "say.bad_move", args, 3, line, sizeof(line));
			fprintf(stderr, "anna say: %s\n", line);
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
		enum anna_render_end reason;
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
	anna_profile_free(profile);
	return rc;
}
