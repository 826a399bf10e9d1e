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

#define PROFILE_USAGE "profile check NAME|FILE... | profile keys"

static int usage(void)
{
	fprintf(stderr, "usage: anna " PROFILE_USAGE "\n");
	return ANNA_EXIT_USAGE;
}

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
	if (argc < 1) {
		fprintf(stderr, "anna profile check: name a profile or a file\n");
		return usage();
	}
	int rc = ANNA_EXIT_OK;
	for (int i = 0; i < argc; i++) {
		struct anna_profile *p = NULL;
		struct anna_error err;
		if (load(argv[i], &p, &err) != ANNA_OK) {
			char buf[1024];
			/* the broken profile cannot say it: en (or the debug form) */
			anna_profile_render_error(NULL, &err, buf, sizeof(buf));
			printf("%s\n", buf); /* it names the file */
			rc = ANNA_EXIT_FAIL;
			continue;
		}
		printf("%s: ok, voice %s, %zu keys, %zu pronunciation fixes\n", argv[i],
		       anna_profile_voice(p), (size_t)ANNA_PROFILE_KEYS,
		       anna_profile_fix_count(p));
		anna_profile_free(p);
	}
	return rc;
}

int anna_cmd_profile(int argc, char **argv)
{
	if (argc < 2)
		return usage();
	if (strcmp(argv[1], "--help") == 0) {
		printf("usage: anna " PROFILE_USAGE "\n");
		return ANNA_EXIT_OK;
	}
	if (strcmp(argv[1], "check") == 0)
		return check(argc - 2, argv + 2);
	if (strcmp(argv[1], "keys") == 0 && argc == 2) {
		for (size_t k = 0; k < ANNA_PROFILE_KEYS; k++)
			printf("%s %d\n", anna_profile_key_name(k), anna_profile_key_nargs(k));
		return ANNA_EXIT_OK;
	}
	fprintf(stderr, "anna profile: unknown subcommand '%s'\n", argv[1]);
	return usage();
}
