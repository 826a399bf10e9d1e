/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/umockdev_preload.h: what umockdev-wrapper does, for a test
 * that holds an umockdev testbed itself (header-only): the program starts
 * itself again with umockdev's preload library, so that its testbed's
 * /sys and /dev (and those of the programs it starts) are the mock ones.
 */
#ifndef ANNA_TESTS_COMMON_UMOCKDEV_PRELOAD_H
#define ANNA_TESTS_COMMON_UMOCKDEV_PRELOAD_H

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Whether umockdev's preload library is loaded. */
static inline bool under_umockdev(void)
{
	const char *preload = getenv("LD_PRELOAD");
	return preload && strstr(preload, "libumockdev-preload");
}

/* Starts the program (name: its argv[0]) again under umockdev's preload
 * library unless it runs under it; returns only then, or when that
 * failed (said on stderr). */
static inline void umockdev_preload_start_again(const char *name)
{
	if (under_umockdev())
		return;
	const char *old = getenv("LD_PRELOAD");
	char preload[1024];
	snprintf(preload, sizeof(preload), "libumockdev-preload.so.0%s%s", old && *old ? ":" : "",
		 old ? old : "");
	setenv("LD_PRELOAD", preload, 1);
	execl("/proc/self/exe", name, (char *)NULL);
	fprintf(stderr, "cannot start again under umockdev (%s)\n", strerror(errno));
}

#endif
