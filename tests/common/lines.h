/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/lines.h: how many lines of a file (a transcript, a log)
 * hold a text (header-only); 0 for a file that is not there (yet).
 */
#ifndef ANNA_TESTS_COMMON_LINES_H
#define ANNA_TESTS_COMMON_LINES_H

#include <stdio.h>
#include <string.h>

static inline int file_lines_with(const char *file, const char *needle)
{
	FILE *f = fopen(file, "r");
	if (!f)
		return 0;
	char line[2048];
	int n = 0;
	while (fgets(line, sizeof(line), f))
		n += strstr(line, needle) != NULL;
	fclose(f);
	return n;
}

#endif
