/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_brf.c: `anna scoresheet --brf FILE`, the game's scoresheet as
 * a BRF file for a braille notetaker or an embosser (speech/brf.h): the
 * game annad plays (its pgn request), or the first game of --pgn FILE.
 * The words and piece letters are the profile's (--profile), the braille
 * code its braille.table or --table. FILE "-" is standard output.
 * Exit 0 written, 1 refused by annad or not written, 2 bad arguments, a
 * damaged PGN, an unknown table or no annad.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/pgn.h"
#include "input/file.h"
#include "speech/brf.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/report.h"

static int number(const char *opt, const char *text, unsigned min, unsigned max, unsigned *out)
{
	char *end;
	errno = 0;
	unsigned long v = text ? strtoul(text, &end, 10) : 0;
	if (!text)
		return -1;
	if (errno || *end || end == text || v < min || v > max) {
		char lo[16], hi[16];
		snprintf(lo, sizeof(lo), "%u", min);
		snprintf(hi, sizeof(hi), "%u", max);
		return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_NUMBER, opt, text, lo, hi);
	}
	*out = (unsigned)v;
	return -1;
}

/* The PGN: the file's, or annad's answer to pgn. */
static char *pgn_text(const char *path, const char *sock, size_t *len, int *rc)
{
	if (path) {
		char *buf = anna_tool_read_file(path, len);
		if (!buf) {
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, path, anna_input_errno_name(errno));
			*rc = ANNA_EXIT_USAGE;
		}
		return buf;
	}
	char *buf = NULL;
	FILE *m = open_memstream(&buf, len);
	if (!m) {
		*rc = ANNA_EXIT_FAIL;
		return NULL;
	}
	*rc = anna_ctl_request(anna_ctl_socket(sock), "pgn", m);
	fclose(m);
	if (*rc) {
		free(buf);
		return NULL;
	}
	return buf;
}

int anna_cmd_scoresheet_brf(int argc, char **argv)
{
	const char *brf = NULL, *pgn = NULL, *table = NULL, *sock = NULL, *width = NULL,
		   *height = NULL;
	bool clocks = false;
	const struct anna_tool_option opts[] = {
		{ "--brf", &brf, NULL },	{ "--pgn", &pgn, NULL },
		{ "--table", &table, NULL },	{ "--socket", &sock, NULL },
		{ "--width", &width, NULL },	{ "--height", &height, NULL },
		{ "--clocks", NULL, &clocks },	{ NULL, NULL, NULL },
	};
	int nargs = 0;
	int rc = anna_tool_parse(argc, argv, opts, 0, 0, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	struct anna_brf_options o = { .table = table, .clocks = clocks };
	if ((rc = number("--width", width, 10, 200, &o.width)) >= 0 ||
	    (rc = number("--height", height, 5, 100, &o.height)) >= 0)
		return rc;
	o.profile = anna_tool_profile();
	if (!o.profile)
		return ANNA_EXIT_USAGE;

	size_t len = 0;
	rc = ANNA_EXIT_OK;
	char *text = pgn_text(pgn, sock, &len, &rc);
	if (!text)
		return rc;
	struct anna_pgn_reader r;
	struct anna_pgn_game g;
	struct anna_error err = { 0 };
	anna_pgn_reader_init(&r, text, len, ANNA_EDITION_2017);
	enum anna_status st = anna_pgn_read(&r, &g, &err);
	if (st != ANNA_OK) {
		anna_tool_report_error(pgn ? pgn : "annad", &err);
		free(text);
		return ANNA_EXIT_USAGE;
	}
	char *out = NULL;
	size_t out_len = 0;
	st = anna_brf_scoresheet(&g, &o, &out, &out_len, &err);
	anna_pgn_game_fini(&g);
	free(text);
	if (st != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	FILE *f = strcmp(brf, "-") ? fopen(brf, "wb") : stdout;
	bool ok = f && fwrite(out, 1, out_len, f) == out_len;
	if (f && f != stdout)
		ok = fclose(f) == 0 && ok;
	else if (f)
		ok = fflush(f) == 0 && ok;
	free(out);
	if (!ok) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_WRITE, brf, anna_input_errno_name(errno));
		return ANNA_EXIT_FAIL;
	}
	return ANNA_EXIT_OK;
}
