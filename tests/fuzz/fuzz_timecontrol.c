/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_timecontrol.c: both time-control notations and [%clk].
 * Whatever the input, parsing ends with a status; what parses writes
 * back in both notations and reads back to the same control.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "core/timecontrol.h"

static void same(const struct anna_timecontrol *a, const struct anna_timecontrol *b)
{
	if (a->nperiods != b->nperiods)
		abort();
	for (unsigned i = 0; i < a->nperiods; i++)
		if (a->periods[i].moves != b->periods[i].moves ||
		    a->periods[i].base_ms != b->periods[i].base_ms ||
		    a->periods[i].bonus != b->periods[i].bonus ||
		    a->periods[i].bonus_ms != b->periods[i].bonus_ms)
			abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[512];
	if (size >= sizeof(text))
		size = sizeof(text) - 1;
	memcpy(text, data, size);
	text[size] = 0;
	struct anna_timecontrol tc, back;
	struct anna_error err;
	char buf[1024];
	uint64_t ms;
	anna_clock_parse_clk(text, &ms, &err);
	for (int mode = 0; mode < 2; mode++) {
		enum anna_status st = mode ? anna_tc_parse_readable(text, &tc, &err)
					   : anna_tc_parse_pgn(text, &tc, &err);
		if (st != ANNA_OK) {
			if (st >= 0 || err.status != st)
				abort();
			continue;
		}
		if (anna_tc_write_pgn(&tc, buf, sizeof(buf)) < 0 ||
		    anna_tc_parse_pgn(buf, &back, &err) != ANNA_OK)
			abort();
		same(&tc, &back);
		if (anna_tc_write_readable(&tc, buf, sizeof(buf)) < 0 ||
		    anna_tc_parse_readable(buf, &back, &err) != ANNA_OK)
			abort();
		same(&tc, &back);
	}
	return 0;
}
