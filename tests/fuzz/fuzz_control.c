/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_control.c: annad's control protocol parser
 * (daemon/control.h) on any line: it accepts or refuses with a message,
 * never reads past the line, and what it accepts has only the fields the
 * command's table allows, each once.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/control.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_control_request req;
	struct anna_error err;
	enum anna_status st = anna_control_parse((const char *)data, size, &req, &err);
	if (st != ANNA_OK) {
		if (err.msg == ANNA_MSG_NONE)
			abort();
		return 0;
	}
	if (req.cmd >= ANNA_CTL_COUNT || req.n > ANNA_CONTROL_MAX_FIELDS)
		abort();
	for (size_t i = 0; i < req.n; i++)
		for (size_t j = i + 1; j < req.n; j++)
			if (!strcmp(req.key[i], req.key[j]))
				abort();
	return 0;
}
