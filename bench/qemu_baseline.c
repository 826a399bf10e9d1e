/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench/qemu_baseline.c: the emulator's own slowdown, for bench/arm.sh. A
 * fixed piece of plain integer work that is not anna (xorshift64* over a
 * 64 KiB table, loads, stores, multiplies and branches, like a move
 * generator's mix), timed the same way natively and under qemu-user: the
 * ratio of the two (CPU time, so that a loaded machine counts less) is what
 * emulation costs any program, and anna's own
 * ratios are read against it. Prints the milliseconds it took. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static uint64_t table[8192];

int main(void)
{
	struct timespec a, b;
	uint64_t x = 0x9e3779b97f4a7c15u, sum = 0;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (uint32_t i = 0; i < 60000000u; i++) {
		x ^= x >> 12;
		x ^= x << 25;
		x ^= x >> 27;
		uint64_t r = x * 0x2545f4914f6cdd1du;
		uint64_t *slot = &table[r >> 51];
		if (r & 1)
			*slot += r;
		else
			sum ^= *slot;
	}
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	int64_t ms = (int64_t)(b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000;
	printf("%" PRId64 " ms (checksum %016" PRIx64 ")\n", ms, sum);
	return 0;
}
