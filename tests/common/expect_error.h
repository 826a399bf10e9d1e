/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/expect_error.h: the one check of an error a test expects
 * (header-only; a cmocka test includes it after <cmocka.h>). The status a
 * call returned and the error it filled in, against the status, message
 * and line expected and up to three arguments (NULL: not compared). On a
 * mismatch the test fails naming the case (`what`: a file, a text) and
 * the whole error as anna_error_debug() gives it, not only the first
 * field that differs.
 */
#ifndef ANNA_TESTS_COMMON_EXPECT_ERROR_H
#define ANNA_TESTS_COMMON_EXPECT_ERROR_H

#include <stdbool.h>
#include <string.h>

#include "core/error.h"

static inline void expect_error(const char *what, enum anna_status got,
				const struct anna_error *err, enum anna_status status,
				enum anna_msg msg, unsigned line, const char *arg0,
				const char *arg1, const char *arg2)
{
	const char *args[3] = { arg0, arg1, arg2 };
	bool same = got == status && err->status == status && err->msg == msg &&
		    err->line == line;
	for (int i = 0; i < 3; i++)
		same = same && (!args[i] || strcmp(err->args[i], args[i]) == 0);
	if (!same) {
		char dbg[512];
		anna_error_debug(err, dbg, sizeof(dbg));
		fail_msg("%s: returned %s, error %s; expected %s, %s at line %u, "
			 "arguments %s, %s, %s", what, anna_status_str(got), dbg,
			 anna_status_str(status), anna_msg_key(msg), line, arg0 ? arg0 : "-",
			 arg1 ? arg1 : "-", arg2 ? arg2 : "-");
	}
}

#endif
