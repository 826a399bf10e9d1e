/*
 * tools/cmd_notation.c: `anna notation [--fen FEN] [--letters SET]
 * [--profile NAME] MOVE...`: reads the moves one after another from the
 * position (any notation: SAN, long algebraic, UCI or ICCF digits) and
 * prints each as "SAN<TAB>LAN<TAB>UCI<TAB>ICCF" in the chosen letters, so
 * an arbiter can turn a keypad record into a scoresheet or check one.
 * A move that cannot be read stops it with the profile's message on stderr
 * and exit 2; the lines before it stand.
 */
#include <stdio.h>
#include <string.h>

#include "core/fen.h"
#include "core/movegen.h"
#include "core/notation.h"
#include "speech/profile.h"
#include "tools/commands.h"

#define SYNOPSIS "notation [--fen FEN] [--letters en|de|da|nb|sv|figurine] " \
		 "[--profile NAME] MOVE..."

static int usage(void)
{
	fprintf(stderr, "usage: anna " SYNOPSIS "\n");
	return ANNA_EXIT_USAGE;
}

/* The error in the profile's words (en if the profile does not load). */
static void report(const char *profile_name, const struct anna_error *err,
		   const char *prefix)
{
	struct anna_profile *profile = NULL;
	if (anna_profile_load(NULL, profile_name, &profile, NULL) != ANNA_OK)
		profile = NULL;
	char msg[512];
	anna_profile_render_error(profile, err, msg, sizeof(msg));
	fprintf(stderr, "anna notation: %s%s\n", prefix, msg);
	anna_profile_free(profile);
}

int anna_cmd_notation(int argc, char **argv)
{
	const char *fen = ANNA_FEN_START;
	const char *profile = "en";
	const struct anna_letters *letters = anna_letters_builtin(ANNA_LETTERS_EN);
	int first = argc;

	for (int i = 1; i < argc; i++) {
		const char *opt = argv[i];
		if (strcmp(opt, "--help") == 0) {
			printf("usage: anna " SYNOPSIS "\n");
			return ANNA_EXIT_OK;
		} else if (strcmp(opt, "--fen") == 0 || strcmp(opt, "--letters") == 0 ||
			   strcmp(opt, "--profile") == 0) {
			if (++i == argc) {
				fprintf(stderr, "anna notation: %s needs a value\n", opt);
				return usage();
			}
			if (strcmp(opt, "--fen") == 0) {
				fen = argv[i];
			} else if (strcmp(opt, "--profile") == 0) {
				profile = argv[i];
			} else if (!(letters = anna_letters_by_name(argv[i]))) {
				fprintf(stderr, "anna notation: no letter set '%s'; use en, "
					"de, da, nb, sv or figurine\n", argv[i]);
				return usage();
			}
		} else if (strcmp(opt, "--") == 0) {
			first = i + 1;
			break;
		} else if (opt[0] == '-' && opt[1] == '-') {
			fprintf(stderr, "anna notation: unknown option '%s'\n", opt);
			return usage();
		} else {
			first = i;
			break;
		}
	}
	if (first >= argc) {
		fprintf(stderr, "anna notation: no MOVE given\n");
		return usage();
	}

	struct anna_position pos;
	struct anna_error err;
	if (anna_fen_read(&pos, fen, &err) != ANNA_OK) {
		report(profile, &err, "");
		return ANNA_EXIT_USAGE;
	}
	for (int i = first; i < argc; i++) {
		uint16_t move;
		if (anna_notation_read(&pos, argv[i], letters, &move, &err) != ANNA_OK) {
			char prefix[32];
			snprintf(prefix, sizeof(prefix), "move %d: ", i - first + 1);
			report(profile, &err, prefix);
			return ANNA_EXIT_USAGE;
		}
		char san[ANNA_NOTATION_MAX], lan[ANNA_NOTATION_MAX];
		char uci[ANNA_NOTATION_MAX], iccf[ANNA_NOTATION_MAX];
		/* The move is legal and the buffers are the documented size:
		 * none of these can fail. */
		anna_notation_write_san(&pos, move, letters, 0, san, sizeof(san));
		anna_notation_write_lan(&pos, move, letters, 0, lan, sizeof(lan));
		anna_notation_write_uci(move, uci, sizeof(uci));
		anna_notation_write_iccf(move, iccf, sizeof(iccf));
		printf("%s\t%s\t%s\t%s\n", san, lan, uci, iccf);
		struct anna_undo undo;
		anna_position_make(&pos, move, &undo);
	}
	return ANNA_EXIT_OK;
}
