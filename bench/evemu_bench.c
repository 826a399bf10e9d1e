/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/evemu_bench.c: reads one evemu recording with anna's parser
 * (input/evemu.c) and with evemu's own (libevemu: evemu_read for the
 * description, evemu_read_event for each event), in one run, and prints
 * events per second of each. Built and run by bench/evemu.sh.
 *
 * libevemu ships without a header on Debian (evemu-tools has only the
 * library), so its four functions are declared here as evemu.h has them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "input/evemu.h"

struct evemu_device;
struct evemu_device *evemu_new(const char *name);
void evemu_delete(struct evemu_device *dev);
int evemu_read(struct evemu_device *dev, FILE *fp);
int evemu_read_event(FILE *fp, struct input_event *ev);

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	if (argc != 3)
		return 2;
	int rounds = atoi(argv[2]);
	double best_anna = 1e9, best_evemu = 1e9;
	size_t n_anna = 0, n_evemu = 0;
	for (int r = 0; r < rounds; r++) {
		double t0 = now();
		struct anna_evemu *rec;
		struct anna_error err;
		if (anna_evemu_load(argv[1], &rec, &err) != ANNA_OK) {
			fprintf(stderr, "anna: line %u\n", err.line);
			return 1;
		}
		n_anna = rec->n_events;
		anna_evemu_free(rec);
		double t1 = now();
		FILE *f = fopen(argv[1], "r");
		struct evemu_device *dev = evemu_new(NULL);
		if (!f || !dev || evemu_read(dev, f) <= 0) {
			fprintf(stderr, "evemu_read failed\n");
			return 1;
		}
		struct input_event ev;
		n_evemu = 0;
		while (evemu_read_event(f, &ev) > 0)
			n_evemu++;
		evemu_delete(dev);
		fclose(f);
		double t2 = now();
		if (t1 - t0 < best_anna)
			best_anna = t1 - t0;
		if (t2 - t1 < best_evemu)
			best_evemu = t2 - t1;
	}
	printf("events: anna %zu, evemu %zu%s\n", n_anna, n_evemu,
	       n_anna == n_evemu ? "" : "  (MISMATCH)");
	printf("anna   %.3f s  %.1f M events/s\n", best_anna, (double)n_anna / best_anna / 1e6);
	printf("evemu  %.3f s  %.1f M events/s\n", best_evemu, (double)n_evemu / best_evemu / 1e6);
	printf("ratio anna/evemu speed: %.2f\n", best_evemu / best_anna);
	return n_anna == n_evemu ? 0 : 1;
}
