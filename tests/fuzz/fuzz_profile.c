/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_profile.c: anna_profile_load_file on any bytes never
 * crashes or leaks; a rejected file says why (a profile.* message, its
 * file argument); an accepted one has a text for every required key and
 * renders moves, errors and synthesis text. The input is written to a
 * file in a private folder that also holds en.profile, so "base = en"
 * lines reach a real base.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "speech/profile.h"
#include "speech/render.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64];
static char path[128];

static void copy(const char *from, const char *to)
{
	FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
	if (!in || !out)
		abort();
	char buf[4096];
	size_t n;
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		fwrite(buf, 1, n, out);
	fclose(in);
	fclose(out);
}

static void cleanup(void)
{
	char en[128];
	snprintf(en, sizeof(en), "%s/en.profile", dir);
	unlink(en);
	unlink(path);
	rmdir(dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	snprintf(dir, sizeof(dir), "/tmp/anna-fuzz-profile-XXXXXX");
	if (!mkdtemp(dir))
		abort();
	char en[128];
	snprintf(en, sizeof(en), "%s/en.profile", dir);
	copy(ANNA_TEST_DATADIR "/profiles/en.profile", en);
	snprintf(path, sizeof(path), "%s/fuzz.profile", dir);
	atexit(cleanup);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);

	struct anna_profile *p = NULL;
	struct anna_error err;
	enum anna_status st = anna_profile_load_file(path, &p, &err);
	if (st != ANNA_OK) {
		const char *key = anna_msg_key(err.msg);
		if (p || err.status != st || !key ||
		    (strncmp(key, "profile.", 8) != 0) ||
		    (err.msg != ANNA_MSG_PROFILE_NOMEM && !strstr(err.args[0], ".profile")))
			abort();
		return 0;
	}
	for (size_t k = 0; k < ANNA_PROFILE_KEYS; k++)
		if (!anna_profile_text(p, anna_profile_key_name(k)))
			abort();
	/* use it: a move, an error with a line, the synthesis text */
	struct anna_position pos;
	anna_position_start(&pos);
	struct anna_render_opts o;
	anna_render_opts_default(&o);
	o.form = size & 1 ? ANNA_FORM_SHORT : ANNA_FORM_LONG;
	struct anna_phrase ph;
	if (anna_render_move(p, &pos, anna_move_new(6, 21, ANNA_MF_QUIET), &o, &ph) ==
	    ANNA_E_ILLEGAL)
		abort();
	anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_PROFILE_PLACEHOLDER, "a", "b", "c", "d");
	anna_error_at(&err, 3, 4);
	char buf[256];
	int n = anna_profile_render_error(p, &err, buf, sizeof(buf));
	if (n < 0 || strlen(buf) >= sizeof(buf))
		abort();
	n = anna_render_number(p, (int)(size % 1000), buf, sizeof(buf));
	if (n < 0)
		abort();
	anna_profile_free(p);
	return 0;
}
