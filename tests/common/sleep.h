/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/sleep.h: a pause of ms milliseconds (header-only), for the
 * tests that act as a person does (a piece lifted, then placed a moment
 * later) or poll a condition with a bound.
 */
#ifndef ANNA_TESTS_COMMON_SLEEP_H
#define ANNA_TESTS_COMMON_SLEEP_H

#include <time.h>

static inline void test_sleep_ms(unsigned ms)
{
	struct timespec t = { ms / 1000, (long)(ms % 1000) * 1000000L };
	nanosleep(&t, NULL);
}

#endif
