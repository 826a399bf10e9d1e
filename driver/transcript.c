/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/transcript.c: the transcript's line (transcript.h).
 */
#include "driver/transcript.h"

#include <inttypes.h>

int anna_transcript_line(FILE *f, uint64_t at_ms, enum anna_role listener, const char *text)
{
	return fprintf(f, "%" PRIu64 ".%03u %s %s\n", at_ms / 1000, (unsigned)(at_ms % 1000),
		       anna_role_str(listener), text);
}
