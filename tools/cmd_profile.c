/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_profile.c: `anna profile check NAME|FILE...` loads profiles as
 * anna would and says what is wrong with each, with file, line and key;
 * `anna profile keys` lists every key a profile must have, with how many
 * {n} values its text may use. For clubs that edit or add a profile
 * (docs/profiles.md).
 */
#include <stdio.h>
#include <string.h>

#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/report.h"

/* A name is looked up in the data folder; anything with a '/' or ending
 * in .profile is a file. */
static enum anna_status load(const char *arg, struct anna_profile **p,
			     struct anna_error *err)
{
	size_t n = strlen(arg);
	if (strchr(arg, '/') || (n > 8 && strcmp(arg + n - 8, ".profile") == 0))
		return anna_profile_load_file(arg, p, err);
	return anna_profile_load(NULL, arg, p, err);
}

static int check(int argc, char **argv)
{
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 1, -1, ANNA_MSG_TOOL_MISSING_PROFILE, &nargs);
	if (rc >= 0)
		return rc;
	rc = ANNA_EXIT_OK;
	for (int i = 1; i <= nargs; i++) {
		struct anna_profile *p = NULL;
		struct anna_error err;
		if (load(argv[i], &p, &err) != ANNA_OK) {
			char buf[1024];
			/* the broken profile cannot say it; the tool's profile
			 * does (else en, else the language-free form) */
			anna_profile_render_error(anna_tool_profile(), &err, buf,
						  sizeof(buf));
			printf("%s\n", buf); /* it names the file */
			rc = ANNA_EXIT_FAIL;
			continue;
		}
		char keys[24], fixes[24];
		snprintf(keys, sizeof(keys), "%zu", (size_t)ANNA_PROFILE_KEYS);
		snprintf(fixes, sizeof(fixes), "%zu", anna_profile_fix_count(p));
		anna_tool_print(ANNA_WORD_CMD_PROFILE_OK, argv[i], anna_profile_voice(p),
				keys, fixes);
		anna_profile_free(p);
	}
	return rc;
}

static int keys(int argc, char **argv)
{
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 0, 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	for (size_t k = 0; k < ANNA_PROFILE_KEYS; k++)
		printf("%s %d\n", anna_profile_key_name(k), anna_profile_key_nargs(k));
	return ANNA_EXIT_OK;
}

int anna_cmd_profile(int argc, char **argv)
{
	static const char *const actions[] = { "check", "keys", NULL };
	int action;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	return action == 0 ? check(argc - 1, argv + 1) : keys(argc - 1, argv + 1);
}
