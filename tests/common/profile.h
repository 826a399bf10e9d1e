/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/profile.h: a shipped profile for a test (header-only; a
 * cmocka test includes it after <cmocka.h>): loaded from the source tree's
 * data/profiles, or the test fails naming the profile and the error.
 */
#ifndef ANNA_TESTS_COMMON_PROFILE_H
#define ANNA_TESTS_COMMON_PROFILE_H

#include "speech/profile.h"

static inline struct anna_profile *test_profile(const char *name)
{
	struct anna_profile *p = NULL;
	struct anna_error err;
	if (anna_profile_load(ANNA_TEST_DATADIR, name, &p, &err) != ANNA_OK) {
		char buf[512];
		anna_error_debug(&err, buf, sizeof(buf));
		fail_msg("profile %s: %s", name, buf);
	}
	return p;
}

#endif
