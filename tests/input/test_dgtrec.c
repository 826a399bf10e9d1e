/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/input/test_dgtrec.c: the text format of DGT recordings
 * (input/dgtrec.h): written and read back byte for byte, and every kind of
 * damage named with its line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "input/dgtrec.h"
#include "tests/common/expect_error.h"

static void test_round_trip(void **state)
{
	(void)state;
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	assert_non_null(f);
	uint8_t many[100];
	for (int i = 0; i < 100; i++)
		many[i] = (uint8_t)(i * 7);
	assert_int_equal(anna_dgtrec_write_header(f, "board dgt:/dev/ttyACM0"), 0);
	static const uint8_t hello[] = { 0x40, 0x45, 0x4d, 0x42, 0x4b };
	assert_int_equal(anna_dgtrec_write(f, 5000000, true, hello, 5), 0);
	assert_int_equal(anna_dgtrec_write(f, 5012345, false, many, 100), 0);
	fclose(f);
	assert_true(strncmp(buf, "# anna DGT recording 1\n# board dgt:/dev/ttyACM0\n"
				 "5.000000 > 40 45 4d 42 4b\n5.012345 < 00 07 0e", 70) == 0);
	struct anna_dgtrec *rec = NULL;
	struct anna_error err;
	assert_true(anna_dgtrec_is(buf, size));
	assert_int_equal(anna_dgtrec_parse(buf, size, &rec, &err), ANNA_OK);
	assert_int_equal(rec->n, 3); /* 100 bytes: 64 on a line, then 36 */
	assert_true(rec->chunks[0].to_board);
	assert_memory_equal(rec->chunks[0].bytes, hello, 5);
	assert_int_equal(rec->chunks[1].us, 5012345);
	assert_false(rec->chunks[1].to_board);
	assert_int_equal(rec->chunks[1].n, 64);
	assert_int_equal(rec->chunks[2].n, 36);
	assert_int_equal(rec->chunks[2].line, 5);
	assert_memory_equal(rec->chunks[1].bytes, many, 64);
	assert_memory_equal(rec->chunks[2].bytes, many + 64, 36);
	anna_dgtrec_free(rec);
	free(buf);
}

static void bad(const char *text, enum anna_msg msg, unsigned line)
{
	struct anna_dgtrec *rec = NULL;
	struct anna_error err;
	memset(&err, 0, sizeof(err));
	enum anna_status st = anna_dgtrec_parse(text, strlen(text), &rec, &err);
	expect_error(text, st, &err, ANNA_E_SYNTAX, msg, line, NULL, NULL, NULL);
	assert_null(rec);
}

#define H "# anna DGT recording 1\n"

static void test_damage(void **state)
{
	(void)state;
	bad("E: 0.000000 0001 0002 1\n", ANNA_MSG_DGTREC_HEADER, 1);
	bad("# anna DGT recording 2\n1.000000 < 86\n", ANNA_MSG_DGTREC_HEADER, 1);
	bad(H, ANNA_MSG_DGTREC_EMPTY, 1);
	bad(H "# only a comment\n\n", ANNA_MSG_DGTREC_EMPTY, 3);
	bad(H "1.5 < 86\n", ANNA_MSG_EVEMU_TIME, 2);
	bad(H "x.000000 < 86\n", ANNA_MSG_EVEMU_TIME, 2);
	bad(H "1.000000 = 86\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "1.000000 <86\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "1.000000 <\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "1.000000 < 8g\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "1.000000 < 861\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "1.000000 < 8\n", ANNA_MSG_DGTREC_LINE, 2);
	bad(H "2.000000 < 86\n1.000000 < 00\n", ANNA_MSG_EVEMU_BACKWARDS, 3);
	bad(H "1.000000 < 86", ANNA_MSG_EVEMU_TRUNCATED, 2);
	char longline[400] = H "1.000000 <";
	for (int i = 0; i < 65; i++)
		strcat(longline, " 00");
	strcat(longline, "\n");
	bad(longline, ANNA_MSG_DGTREC_LINE, 2);
	/* CRLF line ends and spare blanks are fine */
	struct anna_dgtrec *rec = NULL;
	struct anna_error err;
	const char *ok = H "1.000000 <  86 00\r\n";
	assert_int_equal(anna_dgtrec_parse(ok, strlen(ok), &rec, &err), ANNA_OK);
	assert_int_equal(rec->chunks[0].n, 2);
	anna_dgtrec_free(rec);
	assert_int_equal(anna_dgtrec_load("/nonexistent.dgt", &rec, &err), ANNA_E_NOTFOUND);
	assert_int_equal(err.msg, ANNA_MSG_EVEMU_OPEN);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_damage),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
