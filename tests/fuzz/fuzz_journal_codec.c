/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_journal_codec.c: the journal's payload codec
 * (daemon/journal_codec.h) on any bytes. The first byte picks the format
 * (0..3), the second the record type; the rest is the payload. Decoding
 * never reads past the payload, and whatever decodes encodes again to
 * exactly the same bytes (one encoding per record, so a recovery replays
 * what was written).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "daemon/journal.h"
#include "daemon/journal_codec.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	unsigned format = data[0] % 4, type = data[1] % (ANNA_JREC_TYPE_END + 1);
	const uint8_t *p = data + 2;
	size_t len = size - 2;
	/* a copy of exactly len bytes, so ASan sees any read past it */
	uint8_t *copy = malloc(len ? len : 1);
	memcpy(copy, p, len);
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	if (anna_jcodec_decode(format, type, copy, len, &jr, &err) == ANNA_OK) {
		uint8_t out[ANNA_JCODEC_COMMAND_MAX + 64];
		size_t n = 0;
		switch (type) {
		case ANNA_JREC_EVENT:
			n = anna_jcodec_event_encode(&jr.u.event, out);
			break;
		case ANNA_JREC_BOARD:
			n = anna_jcodec_board_encode(&jr.u.board, out);
			break;
		case ANNA_JREC_RECOVERY:
			n = anna_jcodec_recovery_encode(&jr.u.recovery, out);
			break;
		case ANNA_JREC_COMMAND:
			n = anna_jcodec_command_encode(&jr.u.command, out);
			break;
		case ANNA_JREC_BYTES:
			n = anna_jcodec_bytes_encode(&jr.u.bytes, out);
			break;
		default:
			/* header (any text after it), tick: nothing is encoded
			 * again (the text may be longer than out) */
			free(copy);
			return 0;
		}
		if (type == ANNA_JREC_COMMAND && jr.u.command.type == ANNA_SEV_ARB_SET_POSITION) {
			/* a FEN is read back in its canonical form: decode the
			 * encoding again and compare with that */
			struct anna_jrecord again;
			if (anna_jcodec_decode(format, type, out, n, &again, &err) != ANNA_OK)
				abort();
			uint8_t out2[ANNA_JCODEC_COMMAND_MAX];
			size_t n2 = anna_jcodec_command_encode(&again.u.command, out2);
			if (n2 != n || memcmp(out, out2, n))
				abort();
		} else if (n != len || memcmp(out, copy, len)) {
			abort();
		}
	}
	free(copy);
	return 0;
}
