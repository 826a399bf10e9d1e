/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_notation.c: `anna notation [--fen FEN] [--letters SET]
 * [--profile NAME] MOVE...` (help.notation): reads the moves one after another from the
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
#include "tools/commands.h"
#include "tools/report.h"

static const char *const letter_sets[] = { "en", "de", "da", "nb", "sv", "figurine", NULL };

int anna_cmd_notation(int argc, char **argv)
{
	const char *fen = ANNA_FEN_START;
	const char *letters_name = "en";
	const struct anna_tool_option opts[] = {
		{ "--fen", &fen, NULL },
		{ "--letters", &letters_name, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, -1, ANNA_MSG_TOOL_MISSING_MOVE, &nargs);
	if (rc >= 0)
		return rc;
	if (anna_tool_choice("--letters", letters_name, letter_sets) < 0)
		return ANNA_EXIT_USAGE;
	const struct anna_letters *letters = anna_letters_by_name(letters_name);

	struct anna_position pos;
	struct anna_error err;
	if (anna_fen_read(&pos, fen, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	for (int i = 1; i <= nargs; i++) { /* the moves, argv[1..nargs] */
		uint16_t move;
		if (anna_notation_read(&pos, argv[i], letters, &move, &err) != ANNA_OK) {
			/* the same words as anna say: which move, as typed, why */
			char why[1024], number[16];
			anna_profile_render_error(anna_tool_profile(), &err, why, sizeof(why));
			snprintf(number, sizeof(number), "%d", i);
			anna_tool_report_word(ANNA_WORD_SAY_BAD_MOVE, number, argv[i], why);
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
