/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_journal.c: annad's journal scanner (daemon/journal.h)
 * on any bytes: it never reads out of bounds, its counts stay within the
 * input, and a buffer it calls intact re-encodes to the same bytes.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/journal.h"

static uint8_t *copy;
static size_t at;
static int reencode(void *ctx, const struct anna_journal_record *rec)
{
	(void)ctx;
	uint8_t hash[ANNA_JOURNAL_HASH];
	at += anna_journal_encode(rec->type, rec->time_ms, rec->wall_ms, rec->payload, rec->len,
				  rec->prev, copy + at, hash);
	if (memcmp(hash, rec->hash, sizeof(hash)) != 0)
		abort();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_journal_scan scan;
	copy = malloc(size + 1);
	at = 0;
	anna_journal_scan_buf(data, size, reencode, NULL, &scan);
	if (scan.good_bytes > size || at != scan.good_bytes || memcmp(copy, data, at) != 0)
		abort();
	if (scan.damage == ANNA_JOURNAL_INTACT && scan.good_bytes != size)
		abort();
	free(copy);
	return 0;
}
