/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/transcript.h: the transcript, one line a phrase, the one format
 * annad and `anna replay` write (docs/replay.md):
 *
 *   <seconds>.<ms> <listener> <words>
 *
 * seconds of the driver's time base, the listener as `vi`, `sighted` or
 * `arbiter` (core/policy.h's anna_role_str), the phrase's text.
 */
#ifndef ANNA_DRIVER_TRANSCRIPT_H
#define ANNA_DRIVER_TRANSCRIPT_H

#include <stdint.h>
#include <stdio.h>

#include "core/policy.h"

/* Writes one line to f; the result of fprintf. */
int anna_transcript_line(FILE *f, uint64_t at_ms, enum anna_role listener, const char *text);

#endif
