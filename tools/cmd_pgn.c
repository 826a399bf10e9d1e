/*
 * tools/cmd_pgn.c: `anna pgn check FILE` and `anna pgn export FILE`.
 *
 * check reads every game of a PGN file and reports each damaged one with
 * its line and column, in the words of the tool's profile (tools/report.h:
 * --profile, else $ANNA_PROFILE, else en).
 * export does the same and writes every good game in PGN export format to
 * standard output. FILE "-" is standard input.
 * Exit: 0 every game read, 1 no game in the file, 2 damage or bad
 * arguments.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/pgn.h"
#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/report.h"

static int usage(FILE *out)
{
	fprintf(out, "usage: anna pgn check [--profile NAME] [--edition 2009|2014|2017] FILE\n"
		     "       anna pgn export [--profile NAME] [--edition 2009|2014|2017] FILE\n");
	return out == stdout ? ANNA_EXIT_OK : ANNA_EXIT_USAGE;
}

/* The whole file (or standard input) in a malloc'd buffer. */
static char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap);
	while (buf) {
		if (n == cap) {
			char *b = realloc(buf, cap *= 2);
			if (!b) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = b;
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			if (ferror(f)) {
				free(buf);
				buf = NULL;
			}
			break;
		}
	}
	if (f != stdin)
		fclose(f);
	*len = n;
	return buf;
}

/* "FILE: Game N is damaged and was not read. <the error> (line L, column C)" */
static void report(const struct anna_profile *profile, const char *path,
		   unsigned game, const struct anna_error *err)
{
	char num[16];
	snprintf(num, sizeof(num), "%u", game);
	const char *args[] = { num };
	char head[256] = "", what[1024];
	if (profile)
		anna_profile_format(profile, "pgn.damaged", args, 1, head, sizeof(head));
	anna_profile_render_error(profile, err, what, sizeof(what));
	fprintf(stderr, "%s: %s%s%s\n", path, head, *head ? " " : "", what);
}

int anna_cmd_pgn(int argc, char **argv)
{
	const char *profile_name = NULL;
	const char *path = NULL;
	int edition = ANNA_EDITION_2017;
	if (argc < 2)
		return usage(stderr);
	if (strcmp(argv[1], "--help") == 0)
		return usage(stdout);
	bool export = strcmp(argv[1], "export") == 0;
	if (!export && strcmp(argv[1], "check") != 0) {
		fprintf(stderr, "anna pgn: unknown action '%s'\n", argv[1]);
		return usage(stderr);
	}
	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "--profile") == 0 && i + 1 < argc) {
			profile_name = argv[++i];
		} else if (strcmp(argv[i], "--edition") == 0 && i + 1 < argc) {
			edition = atoi(argv[++i]);
			if (!anna_edition_valid(edition)) {
				fprintf(stderr, "anna pgn: no edition '%s'\n", argv[i]);
				return usage(stderr);
			}
		} else if (argv[i][0] == '-' && argv[i][1] != '\0') {
			fprintf(stderr, "anna pgn: unknown option '%s'\n", argv[i]);
			return usage(stderr);
		} else if (path) {
			fprintf(stderr, "anna pgn: one FILE only\n");
			return usage(stderr);
		} else {
			path = argv[i];
		}
	}
	if (!path) {
		fprintf(stderr, "anna pgn: FILE missing\n");
		return usage(stderr);
	}

	if (profile_name && anna_tool_set_profile(profile_name) != 0)
		return ANNA_EXIT_USAGE;
	const struct anna_profile *profile = anna_tool_profile();
	struct anna_error err;
	size_t len = 0;
	char *buf = read_file(path, &len);
	if (!buf) {
		fprintf(stderr, "anna pgn: %s: %s\n", path, strerror(errno));
		return ANNA_EXIT_USAGE;
	}

	struct anna_pgn_reader r;
	anna_pgn_reader_init(&r, buf, len, (enum anna_edition)edition);
	unsigned good = 0, damaged = 0;
	char *out = NULL;
	size_t out_cap = 0;
	for (;;) {
		struct anna_pgn_game g;
		enum anna_status st = anna_pgn_read(&r, &g, &err);
		if (st == ANNA_E_NOTFOUND)
			break;
		if (st != ANNA_OK) {
			report(profile, path, r.games, &err);
			damaged++;
			continue;
		}
		good++;
		if (export) {
			size_t need = anna_pgn_write(&g, NULL, 0) + 1;
			if (need > out_cap) {
				char *o = realloc(out, need);
				if (!o) {
					anna_pgn_game_fini(&g);
					fprintf(stderr, "anna pgn: %s\n", strerror(ENOMEM));
					damaged++;
					break;
				}
				out = o;
				out_cap = need;
			}
			anna_pgn_write(&g, out, out_cap);
			fputs(out, stdout);
		}
		anna_pgn_game_fini(&g);
	}
	if (good + damaged == 0) {
		struct anna_error none;
		anna_error_clear(&none);
		anna_error_set(&none, ANNA_E_NOTFOUND, ANNA_MSG_PGN_NO_GAMES);
		anna_tool_report_error(path, &none);
	}
	free(out);
	free(buf);
	if (damaged)
		return ANNA_EXIT_USAGE;
	return good ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
}
