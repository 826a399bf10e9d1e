/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_braille.c: `anna braille test [PHRASE...]`, to check a braille
 * display before a game (docs/braille.md): shows each phrase (default: a
 * move in the profile's words) in the profile's braille on the display
 * brltty drives, through BrlAPI (speech/display.h), then for --seconds
 * reads the display's keys: panning and review act on the display, every
 * other key's action is printed ("Key: repeat"). Exit 0, 2 for bad
 * arguments, an unknown table, a bad key map or no display.
 */
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "speech/braille.h"
#include "speech/display.h"
#include "tools/commands.h"
#include "tools/report.h"

static long long now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

int anna_cmd_braille(int argc, char **argv)
{
	static const char *const acts[] = { "test", NULL };
	int action;
	int rc = anna_tool_action(argc, argv, acts, &action);
	if (rc >= 0)
		return rc;
	argc--, argv++;
	const char *host = NULL, *auth = NULL, *table = NULL, *keys = NULL, *secs = "0";
	const struct anna_tool_option opts[] = {
		{ "--host", &host, NULL },   { "--auth", &auth, NULL },
		{ "--table", &table, NULL }, { "--keys", &keys, NULL },
		{ "--seconds", &secs, NULL }, { NULL, NULL, NULL },
	};
	int nargs = 0;
	rc = anna_tool_parse(argc, argv, opts, 0, -1, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	char *end;
	long seconds = strtol(secs, &end, 10);
	if (*end || end == secs || seconds < 0 || seconds > 3600)
		return anna_tool_usage_error(ANNA_MSG_TOOL_BAD_NUMBER, "--seconds", secs, "0", "3600");
	const struct anna_profile *p = anna_tool_profile();
	if (!p)
		return ANNA_EXIT_USAGE;
	if (!table)
		table = anna_profile_word(p, ANNA_WORD_BRAILLE_TABLE);
	struct anna_error err = { 0 };
	if (anna_braille_check_table(table, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	struct anna_display *d = NULL;
	if (anna_display_open(host, auth, keys, &d, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	char sample[256];
	const char *dflt[] = { sample };
	anna_profile_format(p, "cmd.braille.sample", NULL, 0, sample, sizeof(sample));
	char **phrases = nargs ? argv + 1 : (char **)dflt;
	for (int i = 0; i < (nargs ? nargs : 1); i++) {
		uint8_t cells[ANNA_DISPLAY_CELLS];
		int n = anna_braille_translate(table, phrases[i], cells, sizeof(cells), &err);
		if (n < 0) {
			anna_tool_report_error(phrases[i], &err);
			anna_display_close(d);
			return ANNA_EXIT_USAGE;
		}
		anna_display_show(d, cells, (size_t)n, -1);
	}
	fflush(stdout);
	/* the keys, until --seconds are over */
	long long until = now_ms() + seconds * 1000LL;
	for (long long left; (left = until - now_ms()) > 0;) {
		struct pollfd pfd = { .fd = anna_display_fd(d), .events = POLLIN };
		if (poll(&pfd, 1, (int)(left > 1000 ? 1000 : left)) <= 0)
			continue;
		unsigned cell = 0;
		enum anna_display_action a;
		while ((a = anna_display_key(d, &cell)) != ANNA_DISPLAY_NONE) {
			if (a == ANNA_DISPLAY_GONE) {
				until = 0;
				break;
			}
			if (a == ANNA_DISPLAY_HANDLED)
				continue;
			char what[48];
			if (a == ANNA_DISPLAY_ROUTE)
				snprintf(what, sizeof(what), "route %u", cell + 1);
			else if (a == ANNA_DISPLAY_TYPED)
				snprintf(what, sizeof(what), "typed %u", cell); /* its code */
			else
				snprintf(what, sizeof(what), "%s", anna_display_action_str(a));
			anna_tool_print(ANNA_WORD_CMD_BRAILLE_KEY, what);
			fflush(stdout);
		}
	}
	anna_display_close(d);
	return ANNA_EXIT_OK;
}
