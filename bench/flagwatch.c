/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/flagwatch.c: waits (inotify, no polling) until a line containing
 * PATTERN is appended to FILE (annad's transcript) and prints the
 * CLOCK_MONOTONIC instant it saw it, in microseconds, then the line:
 *
 *   flagwatch FILE PATTERN [TIMEOUT_S]  ->  "<mono_us> <line>"
 *
 * For bench/clock_flag.sh: the instant is an upper bound of when annad
 * wrote the line (it adds this process's own wake-up).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <time.h>
#include <unistd.h>

static uint64_t mono_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: flagwatch FILE PATTERN [TIMEOUT_S]\n");
		return 2;
	}
	int timeout_ms = argc > 3 ? atoi(argv[3]) * 1000 : 60000;
	int in = inotify_init1(IN_CLOEXEC);
	if (in < 0 || inotify_add_watch(in, argv[1], IN_MODIFY) < 0) {
		perror(argv[1]);
		return 2;
	}
	FILE *f = fopen(argv[1], "r");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	char line[4096];
	size_t have = 0;
	for (;;) {
		/* read what is there; a line may arrive in pieces */
		int c;
		while ((c = fgetc(f)) != EOF) {
			if (c != '\n') {
				if (have < sizeof(line) - 1)
					line[have++] = (char)c;
				continue;
			}
			line[have] = 0;
			have = 0;
			if (strstr(line, argv[2])) {
				printf("%llu %s\n", (unsigned long long)mono_us(), line);
				return 0;
			}
		}
		clearerr(f);
		struct pollfd p = { .fd = in, .events = POLLIN };
		if (poll(&p, 1, timeout_ms) <= 0) {
			fprintf(stderr, "flagwatch: no \"%s\" in %s\n", argv[2], argv[1]);
			return 1;
		}
		char ev[4096];
		if (read(in, ev, sizeof(ev)) < 0) {
			perror("inotify");
			return 2;
		}
	}
}
