/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/fsync.c: what a journal record's flush costs on this disk, five
 * ways side by side in one run (docs/performance.md "Daemon"):
 *
 *   grow      write() at the end of the file + fdatasync (the file grows:
 *             the flush also commits the inode's size and new extents)
 *   falloc    fallocate(1 MiB) ahead, write + fdatasync (the extents are
 *             "unwritten": the first write into each converts it, metadata)
 *   zeroed    1 MiB of zeros written and synced ahead, write + fdatasync
 *             (the flush carries data blocks only)
 *   dsync     O_DSYNC, write() at the end (grows)
 *   dsync0    O_DSYNC into the zero-filled area
 *
 * Each round appends one 160-byte record to each of the five files in
 * turn (so they share the machine's load), a different way first each
 * round, and times write + flush on CLOCK_MONOTONIC. Prints p50/p90/p99/
 * max in ms.
 *
 *   build/bench/fsync_bench DIR [ROUNDS [GAP_MS]]   (built with the rest)
 *
 * GAP_MS (default 0): a pause before each round, so its first flush
 * meets an idle disk as a journal's does in a game (a press every few
 * seconds; annad replayed at 20x presses about every 100 ms). The first
 * flush after a pause costs more whatever the way, so the ways take
 * turns at being first (until 2026-11-27 "grow" was always first, and
 * seemed slower than the others for that reason alone).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define CHUNK (1 << 20)
#define REC 160
enum { GROW, FALLOC, ZEROED, DSYNC, DSYNC0, WAYS };
static const char *names[WAYS] = { "grow", "falloc", "zeroed", "dsync", "dsync0" };

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static void die(const char *what)
{
	perror(what);
	exit(1);
}

static void zero_fill(int fd, off_t at)
{
	static char z[CHUNK];
	if (pwrite(fd, z, CHUNK, at) != CHUNK || fdatasync(fd) < 0)
		die("zero fill");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: fsync DIR [ROUNDS [GAP_MS]]\n");
		return 2;
	}
	int rounds = argc > 2 ? atoi(argv[2]) : 500;
	int gap_ms = argc > 3 ? atoi(argv[3]) : 0;
	int fd[WAYS];
	off_t end[WAYS] = { 0 }, alloc[WAYS] = { 0 };
	char path[4096];
	for (int w = 0; w < WAYS; w++) {
		snprintf(path, sizeof(path), "%s/fsync-bench-%s", argv[1], names[w]);
		unlink(path);
		int fl = O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC | (w >= DSYNC ? O_DSYNC : 0);
		fd[w] = open(path, fl, 0600);
		if (fd[w] < 0)
			die(path);
		unlink(path); /* gone when we exit */
	}
	uint64_t *t[WAYS];
	for (int w = 0; w < WAYS; w++)
		t[w] = calloc((size_t)rounds, sizeof(uint64_t));
	char rec[REC];
	for (int i = 0; i < rounds; i++) {
		if (gap_ms > 0)
			nanosleep(&(struct timespec){ gap_ms / 1000, (long)(gap_ms % 1000) * 1000000 },
				  NULL);
		memset(rec, 'a' + i % 26, sizeof(rec));
		for (int k = 0; k < WAYS; k++) {
			/* each way in turn the first after the pause: the first
			 * flush after an idle spell costs more, whatever the way */
			int w = (i + k) % WAYS;
			/* extend ahead, outside the timed part, like the journal */
			if (end[w] + REC > alloc[w]) {
				if (w == FALLOC && fallocate(fd[w], 0, alloc[w], CHUNK) < 0)
					die("fallocate");
				if (w == FALLOC && fdatasync(fd[w]) < 0)
					die("fdatasync");
				if (w == ZEROED || w == DSYNC0)
					zero_fill(fd[w], alloc[w]);
				if (w == FALLOC || w == ZEROED || w == DSYNC0)
					alloc[w] += CHUNK;
			}
			uint64_t t0 = now_ns();
			if (pwrite(fd[w], rec, REC, end[w]) != REC)
				die("pwrite");
			if (w < DSYNC && fdatasync(fd[w]) < 0)
				die("fdatasync");
			t[w][i] = now_ns() - t0;
			end[w] += REC;
		}
	}
	printf("%-8s %6s %8s %8s %8s %8s (ms, %d flushes each, %d ms apart, %s)\n", "way", "n",
	       "p50", "p90", "p99", "max", rounds, gap_ms, argv[1]);
	for (int w = 0; w < WAYS; w++) {
		qsort(t[w], (size_t)rounds, sizeof(uint64_t), cmp);
		int n = rounds;
		printf("%-8s %6d %8.3f %8.3f %8.3f %8.3f\n", names[w], n, t[w][n / 2] / 1e6,
		       t[w][n * 9 / 10] / 1e6, t[w][n * 99 / 100] / 1e6, t[w][n - 1] / 1e6);
		close(fd[w]);
		free(t[w]);
	}
	return 0;
}
