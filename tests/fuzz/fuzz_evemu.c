/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_evemu.c: anna_evemu_parse on any bytes never crashes or
 * hangs; a failure always says why and where; what it accepts writes back
 * to text that parses to the same events.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "input/evemu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_evemu *rec = NULL, *back = NULL;
	struct anna_error err;
	if (anna_evemu_parse((const char *)data, size, &rec, &err) != ANNA_OK) {
		if (rec || err.status == ANNA_OK || anna_msg_key(err.msg) == NULL)
			abort(); /* a failure must say why, and leave *out alone */
		if (size > 0 && err.msg != ANNA_MSG_EVEMU_EMPTY && err.line == 0)
			abort(); /* and where */
		return 0;
	}
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	if (!f || anna_evemu_write(f, rec) != 0)
		abort();
	fclose(f);
	if (anna_evemu_parse(buf, len, &back, &err) != ANNA_OK || back->n_events != rec->n_events)
		abort();
	for (size_t i = 0; i < rec->n_events; i++)
		if (anna_evemu_time_us(&rec->events[i]) != anna_evemu_time_us(&back->events[i]) ||
		    rec->events[i].type != back->events[i].type ||
		    rec->events[i].code != back->events[i].code ||
		    rec->events[i].value != back->events[i].value)
			abort();
	free(buf);
	anna_evemu_free(back);
	anna_evemu_free(rec);
	return 0;
}
