/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/files.c: reading a whole input file (tools/files.h).
 */
#include "tools/files.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *anna_tool_read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);
	while (buf) {
		if (n == cap) {
			char *b = realloc(buf, (cap *= 2) + 1);
			if (!b) {
				free(buf);
				buf = NULL;
				errno = ENOMEM;
				break;
			}
			buf = b;
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			if (ferror(f)) {
				free(buf);
				buf = NULL; /* errno from the failed read */
			}
			break;
		}
	}
	if (f != stdin)
		fclose(f);
	if (buf)
		buf[n] = '\0';
	*len = n;
	return buf;
}
