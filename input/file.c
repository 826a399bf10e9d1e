/* SPDX-License-Identifier: GPL-3.0-or-later */
/* input/file.c: whole-file reads for the data parsers (see file.h). */
#include "input/file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int anna_input_read_file(const char *path, char **text, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return -errno;
	char *buf = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (cap - n < 2) {
			size_t ncap = cap ? cap * 2 : 65536;
			char *t = realloc(buf, ncap);
			if (!t) {
				free(buf);
				fclose(f);
				return -ENOMEM;
			}
			buf = t;
			cap = ncap;
		}
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		int e = errno ? errno : EIO;
		free(buf);
		fclose(f);
		return -e;
	}
	fclose(f);
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return 0;
}

const char *anna_input_errno_name(int errnum)
{
	const char *name = strerrorname_np(errnum);
	return name ? name : "EUNKNOWN";
}

enum anna_status anna_input_read_error(struct anna_error *err, enum anna_msg msg,
				       const char *path, int rc)
{
	enum anna_status st = anna_error_set(err, rc == -ENOMEM ? ANNA_E_NOMEM : ANNA_E_NOTFOUND,
					     msg, path, anna_input_errno_name(-rc));
	anna_error_at(err, 0, 0);
	return st;
}
