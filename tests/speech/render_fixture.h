/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/speech/render_fixture.h: the shipped profiles for the renderer
 * tests (test_render*.c), loaded once per program from the source tree's
 * data/ (ANNA_TEST_DATADIR): pass render_fixture_setup and
 * render_fixture_teardown to cmocka_run_group_tests and use
 * profiles[DE] ... profiles[EN]; profile_names[] names them in failure
 * messages. Header-only: included by one test program each.
 */
#ifndef ANNA_TESTS_SPEECH_RENDER_FIXTURE_H
#define ANNA_TESTS_SPEECH_RENDER_FIXTURE_H

#include <stdio.h>

#include "speech/profile.h"

enum { DE, DA, DADE, SV, NB, EN, NPROFILES };

static const char *const profile_names[NPROFILES] = {
	"fide-de", "da", "da-de", "sv", "nb", "en",
};

static struct anna_profile *profiles[NPROFILES];

static inline int render_fixture_setup(void **state)
{
	(void)state;
	for (int i = 0; i < NPROFILES; i++) {
		struct anna_error err;
		if (anna_profile_load(ANNA_TEST_DATADIR, profile_names[i], &profiles[i],
				      &err) != ANNA_OK) {
			char buf[512];
			anna_profile_render_error(NULL, &err, buf, sizeof(buf));
			fprintf(stderr, "profile %s: %s\n", profile_names[i], buf);
			return -1;
		}
	}
	return 0;
}

static inline int render_fixture_teardown(void **state)
{
	(void)state;
	for (int i = 0; i < NPROFILES; i++) {
		anna_profile_free(profiles[i]);
		profiles[i] = NULL;
	}
	return 0;
}

#endif
