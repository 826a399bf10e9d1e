/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/board-io/test_dgt.c: the DGT serial protocol byte by byte, against
 * the documented message layouts (board-io/dgt.h): lengths in two 7-bit
 * bytes, piece codes, fields, orientation, clock times in BCD, and what
 * the decoder does with cut messages, unknown ids and garbage.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#include "board-io/dgt.h"
#include "core/chess.h"

static struct anna_dgt_decoder dec;
static struct anna_dgt_msg msg;

/* Feeds bytes; returns the status of the last one, and checks that every
 * byte before it said MORE. */
static enum anna_dgt_status feed(const uint8_t *b, size_t n)
{
	enum anna_dgt_status st = ANNA_DGT_MORE;
	for (size_t i = 0; i < n; i++) {
		st = anna_dgt_feed(&dec, b[i], &msg);
		if (i + 1 < n)
			assert_int_equal(st, ANNA_DGT_MORE);
	}
	return st;
}

static int setup(void **state)
{
	(void)state;
	anna_dgt_decoder_init(&dec);
	return 0;
}

/* The start position as a board dump read the normal way (field 0 = a8). */
static const uint8_t start_dump[67] = {
	0x86, 0x00, 0x43,
	0x08, 0x09, 0x0a, 0x0c, 0x0b, 0x0a, 0x09, 0x08, /* a8..h8: r n b q k b n r */
	0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01,
	0x02, 0x03, 0x04, 0x06, 0x05, 0x04, 0x03, 0x02, /* a1..h1: R N B Q K B N R */
};

static void test_board_dump(void **state)
{
	(void)state;
	assert_int_equal(feed(start_dump, sizeof(start_dump)), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.id, ANNA_DGT_MSG_BOARD_DUMP);
	assert_int_equal(msg.size, 67);
	assert_int_equal(msg.codes[0], ANNA_DGT_BROOK);
	assert_int_equal(msg.codes[4], ANNA_DGT_BKING);
	assert_int_equal(msg.codes[60], ANNA_DGT_WKING);
	assert_int_equal(anna_dgt_detect(msg.codes), ANNA_DGT_NORMAL);
	/* field 60 is e1 read the normal way, d8 on a board turned round */
	assert_int_equal(anna_dgt_square(60, ANNA_DGT_NORMAL), ANNA_SQ(4, 0));
	assert_int_equal(anna_dgt_square(0, ANNA_DGT_NORMAL), ANNA_SQ(0, 7));
	assert_int_equal(anna_dgt_square(63, ANNA_DGT_NORMAL), ANNA_SQ(7, 0));
	assert_int_equal(anna_dgt_square(60, ANNA_DGT_ROTATED), ANNA_SQ(3, 7));
	for (int sq = 0; sq < 64; sq++)
		for (int o = 0; o < 2; o++)
			assert_int_equal(anna_dgt_square(anna_dgt_field(sq, o), o), sq);
	/* turned round */
	uint8_t rot[64];
	for (int f = 0; f < 64; f++)
		rot[f] = start_dump[3 + 63 - f];
	assert_int_equal(anna_dgt_detect(rot), ANNA_DGT_ROTATED);
	rot[10] = 0;
	assert_int_equal(anna_dgt_detect(rot), ANNA_DGT_ANY_WAY);
	/* encoding it again gives the same bytes */
	uint8_t out[80];
	assert_int_equal(anna_dgt_encode(&msg, out, sizeof(out)), 67);
	assert_memory_equal(out, start_dump, 67);
	assert_int_equal(anna_dgt_encode(&msg, out, 66), 0);
	assert_int_equal(dec.messages, 1);
}

static void test_piece_codes(void **state)
{
	(void)state;
	assert_int_equal(anna_dgt_piece(0x00), ANNA_NO_PIECE);
	assert_int_equal(anna_dgt_piece(0x01), ANNA_PIECE(ANNA_WHITE, ANNA_PAWN));
	assert_int_equal(anna_dgt_piece(0x02), ANNA_PIECE(ANNA_WHITE, ANNA_ROOK));
	assert_int_equal(anna_dgt_piece(0x03), ANNA_PIECE(ANNA_WHITE, ANNA_KNIGHT));
	assert_int_equal(anna_dgt_piece(0x04), ANNA_PIECE(ANNA_WHITE, ANNA_BISHOP));
	assert_int_equal(anna_dgt_piece(0x05), ANNA_PIECE(ANNA_WHITE, ANNA_KING));
	assert_int_equal(anna_dgt_piece(0x06), ANNA_PIECE(ANNA_WHITE, ANNA_QUEEN));
	assert_int_equal(anna_dgt_piece(0x07), ANNA_PIECE(ANNA_BLACK, ANNA_PAWN));
	assert_int_equal(anna_dgt_piece(0x08), ANNA_PIECE(ANNA_BLACK, ANNA_ROOK));
	assert_int_equal(anna_dgt_piece(0x09), ANNA_PIECE(ANNA_BLACK, ANNA_KNIGHT));
	assert_int_equal(anna_dgt_piece(0x0a), ANNA_PIECE(ANNA_BLACK, ANNA_BISHOP));
	assert_int_equal(anna_dgt_piece(0x0b), ANNA_PIECE(ANNA_BLACK, ANNA_KING));
	assert_int_equal(anna_dgt_piece(0x0c), ANNA_PIECE(ANNA_BLACK, ANNA_QUEEN));
	for (uint8_t c = 0x0d; c < 0x80; c++)
		assert_int_equal(anna_dgt_piece(c), ANNA_DGT_FOREIGN);
	for (uint8_t c = 0; c < 13; c++)
		assert_int_equal(anna_dgt_code(anna_dgt_piece(c)), c);
}

static void test_field_update_version_serial(void **state)
{
	(void)state;
	/* e2 (field 52) emptied, then a white pawn on e4 (field 36) */
	static const uint8_t lift[] = { 0x8e, 0x00, 0x05, 52, 0x00 };
	static const uint8_t put[] = { 0x8e, 0x00, 0x05, 36, 0x01 };
	assert_int_equal(feed(lift, 5), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.id, ANNA_DGT_MSG_FIELD_UPDATE);
	assert_int_equal(msg.field, 52);
	assert_int_equal(msg.code, 0);
	assert_int_equal(anna_dgt_square(msg.field, ANNA_DGT_NORMAL), ANNA_SQ(4, 1));
	assert_int_equal(feed(put, 5), ANNA_DGT_MESSAGE);
	assert_int_equal(anna_dgt_square(msg.field, ANNA_DGT_NORMAL), ANNA_SQ(4, 3));
	assert_int_equal(msg.code, ANNA_DGT_WPAWN);

	static const uint8_t version[] = { 0x93, 0x00, 0x05, 0x01, 0x02 };
	assert_int_equal(feed(version, 5), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.major, 1);
	assert_int_equal(msg.minor, 2);
	static const uint8_t serial[] = { 0x91, 0x00, 0x08, '0', '1', '0', '2', '5' };
	assert_int_equal(feed(serial, 8), ANNA_DGT_MESSAGE);
	assert_string_equal(msg.serial, "01025");
	static const uint8_t lserial[] = { 0xa2, 0x00, 0x0d, '1', '2', '3', '4', '5',
					   '6', '7', '8', '9', '0' };
	assert_int_equal(feed(lserial, 13), ANNA_DGT_MESSAGE);
	assert_string_equal(msg.serial, "1234567890");
	uint8_t out[16];
	assert_int_equal(anna_dgt_encode(&msg, out, sizeof(out)), 13);
	assert_memory_equal(out, lserial, 13);
}

static void test_clock(void **state)
{
	(void)state;
	/* right 1:29:05 with its flag down, left 0:59:59; running, the
	 * lever high on the right, battery low */
	static const uint8_t t[] = { 0x8d, 0x00, 0x0a, 0x01, 0x29, 0x05, 0x00, 0x59, 0x59, 0x07 };
	assert_int_equal(feed(t, 10), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.id, ANNA_DGT_MSG_BWTIME);
	assert_false(msg.clock.ack);
	assert_int_equal(msg.clock.right_s, 3600 + 29 * 60 + 5);
	assert_int_equal(msg.clock.left_s, 59 * 60 + 59);
	assert_true(msg.clock.running);
	assert_true(msg.clock.right_high);
	assert_true(msg.clock.battery_low);
	assert_false(msg.clock.no_clock);
	assert_false(msg.clock.right_flag);
	uint8_t out[16];
	assert_int_equal(anna_dgt_encode(&msg, out, sizeof(out)), 10);
	assert_memory_equal(out, t, 10);
	/* flag fallen on the left, no clock connected */
	static const uint8_t f[] = { 0x8d, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x20 };
	assert_int_equal(feed(f, 10), ANNA_DGT_MESSAGE);
	assert_true(msg.clock.left_flag);
	assert_true(msg.clock.no_clock);
	assert_false(msg.clock.running);
	/* a clock ack: byte 3's low nibble is 0x0a */
	static const uint8_t ack[] = { 0x8d, 0x00, 0x0a, 0x0a, 0x10, 0x01, 0x00, 0x00, 0x00, 0x00 };
	assert_int_equal(feed(ack, 10), ANNA_DGT_MESSAGE);
	assert_true(msg.clock.ack);
}

static void test_garbage_cut_resync(void **state)
{
	(void)state;
	/* data bytes before any header are garbage, one by one */
	assert_int_equal(anna_dgt_feed(&dec, 0x12, &msg), ANNA_DGT_GARBAGE);
	assert_int_equal(anna_dgt_feed(&dec, 0x7f, &msg), ANNA_DGT_GARBAGE);
	/* a field update cut after its field byte by a new header */
	static const uint8_t cut[] = { 0x8e, 0x00, 0x05, 12 };
	assert_int_equal(feed(cut, 4), ANNA_DGT_MORE);
	assert_int_equal(anna_dgt_feed(&dec, 0x8e, &msg), ANNA_DGT_CUT);
	static const uint8_t rest[] = { 0x00, 0x05, 20, 0x09 };
	assert_int_equal(feed(rest, 4), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.field, 20);
	assert_int_equal(msg.code, ANNA_DGT_BKNIGHT);
	/* cut inside the length bytes */
	assert_int_equal(anna_dgt_feed(&dec, 0x86, &msg), ANNA_DGT_MORE);
	assert_int_equal(anna_dgt_feed(&dec, 0x00, &msg), ANNA_DGT_MORE);
	assert_int_equal(anna_dgt_feed(&dec, 0x93, &msg), ANNA_DGT_CUT);
	static const uint8_t v[] = { 0x00, 0x05, 3, 4 };
	assert_int_equal(feed(v, 4), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.id, ANNA_DGT_MSG_VERSION);
	assert_int_equal(dec.garbage, 2);
	assert_int_equal(dec.cut, 2);
}

static void test_bad_sizes_and_data(void **state)
{
	(void)state;
	/* a field update that says it is 6 bytes long: dropped, its data
	 * bytes then are garbage until the next header */
	static const uint8_t bad[] = { 0x8e, 0x00, 0x06 };
	assert_int_equal(feed(bad, 3), ANNA_DGT_BAD_SIZE);
	assert_int_equal(anna_dgt_feed(&dec, 3, &msg), ANNA_DGT_GARBAGE);
	/* length 2 (shorter than its header) */
	static const uint8_t tiny[] = { 0x91, 0x00, 0x02 };
	assert_int_equal(feed(tiny, 3), ANNA_DGT_BAD_SIZE);
	/* a field number out of range, a piece code out of range */
	static const uint8_t field[] = { 0x8e, 0x00, 0x05, 64, 0x01 };
	assert_int_equal(feed(field, 5), ANNA_DGT_BAD_DATA);
	static const uint8_t code[] = { 0x8e, 0x00, 0x05, 1, 0x10 };
	assert_int_equal(feed(code, 5), ANNA_DGT_BAD_DATA);
	/* a serial number with a letter in it */
	static const uint8_t serial[] = { 0x91, 0x00, 0x08, '0', 'x', '0', '2', '5' };
	assert_int_equal(feed(serial, 8), ANNA_DGT_BAD_DATA);
	/* a dump with a magic piece is read (the piece is foreign) */
	uint8_t dump[67];
	memcpy(dump, start_dump, 67);
	dump[3 + 35] = ANNA_DGT_MAGIC_WHITE;
	assert_int_equal(feed(dump, 67), ANNA_DGT_MESSAGE);
	assert_int_equal(anna_dgt_piece(msg.codes[35]), ANNA_DGT_FOREIGN);
	assert_int_equal(dec.bad, 5);
	assert_int_equal(dec.messages, 1);
}

static void test_unknown_skipped(void **state)
{
	(void)state;
	/* a trademark (any length; here 3 + 200 bytes: the length in two
	 * seven-bit bytes, 203 = 1 * 128 + 75) and an unknown id, skipped
	 * whole; the update after each is read */
	uint8_t tm[203];
	tm[0] = 0x92;
	tm[1] = 0x01;
	tm[2] = 75;
	for (int i = 3; i < 203; i++)
		tm[i] = (uint8_t)('A' + i % 26);
	assert_int_equal(feed(tm, sizeof(tm)), ANNA_DGT_UNKNOWN);
	static const uint8_t upd[] = { 0x8e, 0x00, 0x05, 7, 0x0c };
	assert_int_equal(feed(upd, 5), ANNA_DGT_MESSAGE);
	assert_int_equal(msg.code, ANNA_DGT_BQUEEN);
	static const uint8_t unk[] = { 0xbf, 0x00, 0x04, 0x11 };
	assert_int_equal(feed(unk, 4), ANNA_DGT_UNKNOWN);
	assert_int_equal(feed(upd, 5), ANNA_DGT_MESSAGE);
	/* the encoder writes no message it does not read */
	struct anna_dgt_msg m = { .id = 0x92 };
	uint8_t out[8];
	assert_int_equal(anna_dgt_encode(&m, out, sizeof(out)), 0);
}

static void test_hello(void **state)
{
	(void)state;
	uint8_t out[8];
	size_t n = anna_dgt_hello(out);
	static const uint8_t want[] = { 0x40, 0x45, 0x4d, 0x42, 0x41, 0x4b };
	assert_int_equal(n, sizeof(want));
	assert_memory_equal(out, want, n);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup(test_board_dump, setup),
		cmocka_unit_test_setup(test_piece_codes, setup),
		cmocka_unit_test_setup(test_field_update_version_serial, setup),
		cmocka_unit_test_setup(test_clock, setup),
		cmocka_unit_test_setup(test_garbage_cut_resync, setup),
		cmocka_unit_test_setup(test_bad_sizes_and_data, setup),
		cmocka_unit_test_setup(test_unknown_skipped, setup),
		cmocka_unit_test_setup(test_hello, setup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
