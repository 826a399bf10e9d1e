/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_journal.c: the hash-chained journal. Round trips;
 * a torn tail cut at every byte of the last record is dropped and the
 * records before it kept; zeros after the last record (a power cut that
 * extended the file) are a torn tail too; a changed byte anywhere in a
 * record, a record removed, or two swapped break the chain at that record;
 * a reopened journal cuts its torn tail and goes on with the chain; a
 * write cut short or a failed flush (fault injection) leaves the file at
 * its last complete record and the retry writes everything; a journal
 * deleted or replaced is rewritten at the next flush.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "daemon/journal.h"

#define N 6

/* N records of different types and lengths, after one another. */
static size_t build(uint8_t *buf, size_t offsets[N + 1])
{
	uint8_t prev[ANNA_JOURNAL_HASH] = { 0 }, hash[ANNA_JOURNAL_HASH];
	size_t len = 0;
	for (int i = 0; i < N; i++) {
		char payload[64];
		int n = snprintf(payload, sizeof(payload), "record %d %.*s", i, i * 5,
				 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
		offsets[i] = len;
		len += anna_journal_encode(ANNA_JREC_EVENT + (unsigned)(i % 3), 1000u + (unsigned)i,
					   5000u + (unsigned)i, payload, (uint32_t)(i == 2 ? 0 : n),
					   prev, buf + len, hash);
		memcpy(prev, hash, sizeof(prev));
	}
	offsets[N] = len;
	return len;
}

struct seen {
	size_t n;
	uint64_t times[N];
};

static int collect(void *ctx, const struct anna_journal_record *rec)
{
	struct seen *s = ctx;
	s->times[s->n++] = rec->time_ms;
	return 0;
}

static void test_round_trip(void **state)
{
	(void)state;
	uint8_t buf[4096];
	size_t off[N + 1];
	size_t len = build(buf, off);
	struct anna_journal_scan scan;
	struct seen s = { 0 };
	assert_int_equal(anna_journal_scan_buf(buf, len, collect, &s, &scan), 0);
	assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
	assert_int_equal(scan.records, N);
	assert_int_equal(scan.good_bytes, len);
	assert_int_equal(s.n, N);
	for (int i = 0; i < N; i++)
		assert_int_equal(s.times[i], 1000 + i);
	assert_int_equal(scan.last_time_ms, 1000 + N - 1);
	assert_int_equal(scan.last_wall_ms, 5000 + N - 1);
}

static void test_torn_every_byte(void **state)
{
	(void)state;
	uint8_t buf[4096];
	size_t off[N + 1];
	build(buf, off);
	/* cut anywhere inside the last record: the others stay good */
	for (size_t cut = off[N - 1] + 1; cut < off[N]; cut++) {
		struct anna_journal_scan scan;
		anna_journal_scan_buf(buf, cut, NULL, NULL, &scan);
		assert_int_equal(scan.damage, ANNA_JOURNAL_TORN);
		assert_int_equal(scan.records, N - 1);
		assert_int_equal(scan.bad_record, N - 1);
		assert_int_equal(scan.good_bytes, off[N - 1]);
	}
}

static void test_zero_tail(void **state)
{
	(void)state;
	uint8_t buf[4096];
	size_t off[N + 1];
	size_t len = build(buf, off);
	memset(buf + len, 0, 300);
	struct anna_journal_scan scan;
	anna_journal_scan_buf(buf, len + 300, NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_TORN);
	assert_int_equal(scan.records, N);
	assert_int_equal(scan.good_bytes, len);
}

static void test_tampered_every_byte(void **state)
{
	(void)state;
	uint8_t buf[4096];
	size_t off[N + 1];
	size_t len = build(buf, off);
	/* any byte of any record changed: the chain breaks at that record
	 * (the last one too: it is whole, so it is not a torn tail) */
	for (size_t i = 0; i < len; i++) {
		buf[i] ^= 0x20;
		struct anna_journal_scan scan;
		anna_journal_scan_buf(buf, len, NULL, NULL, &scan);
		size_t rec = 0;
		while (off[rec + 1] <= i)
			rec++;
		assert_int_equal(scan.records, rec);
		assert_int_equal(scan.bad_record, rec);
		assert_int_equal(scan.bad_offset, off[rec]);
		assert_int_not_equal(scan.damage, ANNA_JOURNAL_INTACT);
		if (rec < N - 1)
			assert_int_equal(scan.damage, ANNA_JOURNAL_BROKEN);
		buf[i] ^= 0x20;
	}
}

static void test_removed_and_swapped(void **state)
{
	(void)state;
	uint8_t buf[4096], out[4096];
	size_t off[N + 1];
	size_t len = build(buf, off);
	struct anna_journal_scan scan;
	/* record 2 removed: record 3 names a predecessor that is not there */
	size_t n = off[2];
	memcpy(out, buf, n);
	memcpy(out + n, buf + off[3], len - off[3]);
	anna_journal_scan_buf(out, len - (off[3] - off[2]), NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_BROKEN);
	assert_int_equal(scan.bad_record, 2);
	/* records 3 and 4 swapped */
	memcpy(out, buf, off[3]);
	memcpy(out + off[3], buf + off[4], off[5] - off[4]);
	memcpy(out + off[3] + (off[5] - off[4]), buf + off[3], off[4] - off[3]);
	memcpy(out + off[5], buf + off[5], len - off[5]);
	anna_journal_scan_buf(out, len, NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_BROKEN);
	assert_int_equal(scan.bad_record, 3);
}

static void test_file_reopen(void **state)
{
	(void)state;
	char path[] = "/tmp/anna-journal-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	unlink(path);
	struct anna_journal *j;
	struct anna_journal_scan scan;
	assert_int_equal(anna_journal_open(path, &j, &scan), 0);
	assert_int_equal(scan.records, 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, i, i, NULL, 0), 0);
	assert_int_equal(anna_journal_sync(j), 0);
	anna_journal_close(j);
	/* a torn record appended (a write cut short) */
	FILE *f = fopen(path, "ab");
	fwrite("AJ\x02\x00\x10", 1, 5, f);
	fclose(f);
	assert_int_equal(anna_journal_open(path, &j, &scan), 0);
	assert_int_equal(scan.damage, ANNA_JOURNAL_TORN);
	assert_int_equal(scan.records, 3);
	assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, 9, 9, "x", 1), 0);
	anna_journal_close(j);
	anna_journal_scan_file(path, NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
	assert_int_equal(scan.records, 4);
	assert_int_equal(scan.last_time_ms, 9);
	/* a broken journal is not appended to */
	f = fopen(path, "r+b");
	fseek(f, 30, SEEK_SET);
	fputc('!', f);
	fclose(f);
	assert_int_equal(anna_journal_open(path, &j, &scan), -EBADMSG);
	assert_int_equal(scan.damage, ANNA_JOURNAL_BROKEN);
	assert_int_equal(scan.bad_record, 0);
	assert_int_equal(anna_journal_scan_file("/nonexistent/j", NULL, NULL, &scan), -ENOENT);
	unlink(path);
}

static void fault(const char *file, const char *what)
{
	FILE *f = fopen(file, "w");
	assert_non_null(f);
	fputs(what, f);
	fclose(f);
}

static long file_size(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fclose(f);
	return n;
}

static void test_faults(void **state)
{
	(void)state;
	char dir[] = "/tmp/anna-journal-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char path[64], ff[64], other[80];
	snprintf(path, sizeof(path), "%s/journal", dir);
	snprintf(ff, sizeof(ff), "%s/fault", dir);
	setenv("ANNA_JOURNAL_FAULT", ff, 1);
	struct anna_journal *j;
	struct anna_journal_scan scan;
	assert_int_equal(anna_journal_open(path, &j, &scan), 0);
	for (unsigned i = 0; i < 3; i++)
		assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, i, i, "abc", 3), 0);
	assert_int_equal(anna_journal_sync(j), 0);
	long good = file_size(path);
	static const char *const kinds[] = { "partial ENOSPC\n", "write EIO\n", "sync EIO\n" };
	for (unsigned k = 0; k < 3; k++) {
		fault(ff, kinds[k]);
		assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, 10 + k, 0, "defg", 4), 0);
		int r = anna_journal_sync(j);
		assert_int_equal(r, k == 0 ? -ENOSPC : -EIO);
		assert_true(anna_journal_pending(j));
		/* no partial record on disk: the last complete one ends it */
		assert_int_equal(file_size(path), good);
		anna_journal_scan_file(path, NULL, NULL, &scan);
		assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
		assert_int_equal(scan.records, 3);
	}
	unlink(ff); /* space freed: the retry writes all that waited */
	assert_int_equal(anna_journal_sync(j), 0);
	assert_false(anna_journal_pending(j));
	anna_journal_scan_file(path, NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
	assert_int_equal(scan.records, 6);
	assert_int_equal(scan.last_time_ms, 12);
	/* deleted: rewritten from the open file at the next flush */
	unlink(path);
	assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, 20, 0, NULL, 0), 0);
	assert_int_equal(anna_journal_sync(j), 1);
	anna_journal_scan_file(path, NULL, NULL, &scan);
	assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
	assert_int_equal(scan.records, 7);
	/* replaced: the same, and the file put there kept aside */
	snprintf(other, sizeof(other), "%s/other", dir);
	fault(other, "not a journal");
	assert_int_equal(rename(other, path), 0);
	assert_int_equal(anna_journal_append(j, ANNA_JREC_TICK, 21, 0, NULL, 0), 0);
	assert_int_equal(anna_journal_sync(j), 1);
	anna_journal_scan_file(path, NULL, NULL, &scan);
	assert_int_equal(scan.records, 8);
	assert_int_equal(anna_journal_sync(j), 0); /* nothing pending */
	anna_journal_close(j);
	unsetenv("ANNA_JOURNAL_FAULT");
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "grep -qx 'not a journal' %s/journal.replaced-* && rm -r %s", dir, dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_torn_every_byte),
		cmocka_unit_test(test_zero_tail),
		cmocka_unit_test(test_tampered_every_byte),
		cmocka_unit_test(test_removed_and_swapped),
		cmocka_unit_test(test_file_reopen),
		cmocka_unit_test(test_faults),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
