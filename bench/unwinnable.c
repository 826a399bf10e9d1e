/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/unwinnable.c: the CLK-9 decision (core/unwinnable.c) beside the
 * search anna shipped before it (bench/mate_baseline.c), in one run, over
 * a file of positions.
 *
 * Each line of the file is "FEN" (both colours asked) or "LABEL FEN" where
 * LABEL is two characters: 'W' or '-' (can White mate?), then 'B' or '-'
 * (can Black?). With labels the program counts the answers that disagree
 * with them (a YES where the label says no, or a NO where it says yes:
 * each is a defect) and the UNKNOWN answers on positions the labels
 * decide. Lines starting with '#' and empty lines are skipped.
 *
 * Per position (one colour), the time of one decision, wall and the
 * process's CPU time (the decision's two threads where it runs its
 * searches side by side; on a shared machine the wall time includes
 * waiting for a core); p50, p99 and max,
 * the answers and the UNKNOWN count, for both implementations. Each
 * decision is timed once (a single call is what the arbiter waits for).
 * With BENCH_ANSWERS=PATH, each decision's answer is also written there,
 * one line each in the order decided: "FEN<tab>white|black<tab>answer"
 * (bench/unwinnable.sh gives the same positions to CHA, the peer).
 *
 *   bench/unwinnable FILE [budget]   (budget: nodes, default ANNA_MATE_BUDGET)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/fen.h"
#include "core/unwinnable.h"

enum anna_mate_answer baseline_can_mate(const struct anna_position *pos, int color,
					unsigned long budget, uint16_t *line,
					size_t line_max, size_t *line_len);

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The process's CPU time: what a decision costs when the machine is
 * shared (the wall time above includes the waits for a core), both of
 * its threads where it has two (core/unwinnable.h, step 4). */
static uint64_t cpu_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

struct tally {
	const char *name;
	uint64_t *ns, *cpu;
	size_t n;
	size_t yes, no, unknown, wrong, unknown_labelled;
	size_t by_reason[6];
};

static void count(struct tally *t, enum anna_mate_answer a, int label, uint64_t ns,
		  uint64_t cpu)
{
	t->cpu[t->n] = cpu;
	t->ns[t->n++] = ns;
	if (a == ANNA_MATE_YES)
		t->yes++;
	else if (a == ANNA_MATE_NO)
		t->no++;
	else
		t->unknown++;
	if (label < 0)
		return;
	if ((a == ANNA_MATE_YES && !label) || (a == ANNA_MATE_NO && label))
		t->wrong++;
	if (a == ANNA_MATE_UNKNOWN)
		t->unknown_labelled++;
}

static void report(struct tally *t, bool labelled)
{
	qsort(t->ns, t->n, sizeof(*t->ns), cmp_u64);
	double p50 = t->n ? t->ns[t->n / 2] / 1e6 : 0;
	double p99 = t->n ? t->ns[(t->n * 99) / 100] / 1e6 : 0;
	double max = t->n ? t->ns[t->n - 1] / 1e6 : 0;
	printf("%-9s n=%zu p50=%.3f ms p99=%.3f ms max=%.3f ms  yes=%zu no=%zu unknown=%zu",
	       t->name, t->n, p50, p99, max, t->yes, t->no, t->unknown);
	if (labelled)
		printf("  wrong=%zu", t->wrong);
	printf("\n");
	qsort(t->cpu, t->n, sizeof(*t->cpu), cmp_u64);
	if (t->n)
		printf("          cpu: p50=%.3f ms p99=%.3f ms max=%.3f ms\n", t->cpu[t->n / 2] / 1e6,
		       t->cpu[(t->n * 99) / 100] / 1e6, t->cpu[t->n - 1] / 1e6);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: %s FILE [budget]\n", argv[0]);
		return 2;
	}
	unsigned long budget = argc > 2 ? strtoul(argv[2], NULL, 10) : ANNA_MATE_BUDGET;
	FILE *f = fopen(argv[1], "r");
	if (!f) {
		perror(argv[1]);
		return 2;
	}
	static struct anna_mate_work work;
	static struct anna_mate_verdict v;
	size_t cap = 1024, lines = 0, bad = 0;
	struct tally now = { .name = "decide" }, old = { .name = "baseline" };
	now.ns = malloc(cap * sizeof(uint64_t));
	old.ns = malloc(cap * sizeof(uint64_t));
	now.cpu = malloc(cap * sizeof(uint64_t));
	old.cpu = malloc(cap * sizeof(uint64_t));
	bool labelled = false;
	bool verbose = getenv("BENCH_VERBOSE") != NULL;
	const char *answers_path = getenv("BENCH_ANSWERS");
	FILE *answers = NULL;
	if (answers_path && !(answers = fopen(answers_path, "w"))) {
		perror(answers_path);
		fclose(f);
		return 2;
	}
	char buf[512];
	while (fgets(buf, sizeof(buf), f)) {
		lines++;
		buf[strcspn(buf, "\r\n")] = 0;
		if (!buf[0] || buf[0] == '#')
			continue;
		const char *fen = buf;
		int label[2] = { -1, -1 };
		if ((buf[0] == 'W' || buf[0] == '-') && (buf[1] == 'B' || buf[1] == '-') &&
		    buf[2] == ' ') {
			label[0] = buf[0] == 'W';
			label[1] = buf[1] == 'B';
			fen = buf + 3;
			labelled = true;
		}
		struct anna_position pos;
		if (anna_fen_read(&pos, fen, NULL) != ANNA_OK) {
			bad++;
			continue;
		}
		for (int c = 0; c < 2; c++) {
			if (now.n == cap) {
				cap *= 2;
				now.ns = realloc(now.ns, cap * sizeof(uint64_t));
				old.ns = realloc(old.ns, cap * sizeof(uint64_t));
				now.cpu = realloc(now.cpu, cap * sizeof(uint64_t));
				old.cpu = realloc(old.cpu, cap * sizeof(uint64_t));
			}
			uint64_t t0 = now_ns(), c0 = cpu_ns();
			enum anna_mate_answer a = anna_unwinnable_decide(&pos, c, budget, &work, &v);
			uint64_t t1 = now_ns(), c1 = cpu_ns();
			enum anna_mate_answer b = baseline_can_mate(&pos, c, budget, NULL, 0, NULL);
			uint64_t t2 = now_ns(), c2 = cpu_ns();
			count(&now, a, label[c], t1 - t0, c1 - c0);
			count(&old, b, label[c], t2 - t1, c2 - c1);
			now.by_reason[v.reason]++;
			if (answers)
				fprintf(answers, "%s\t%s\t%s\n", fen, c ? "black" : "white",
					anna_mate_answer_str(a));
			if (verbose && (a == ANNA_MATE_UNKNOWN ||
					(label[c] >= 0 && (a == ANNA_MATE_NO) == label[c])))
				printf("%s %c %s %s %.1f ms\n", fen, c ? 'b' : 'w',
				       anna_mate_answer_str(a), anna_mate_reason_str(v.reason),
				       (t1 - t0) / 1e6);
		}
	}
	fclose(f);
	if (answers && fclose(answers) != 0) {
		perror(answers_path);
		return 2;
	}
	printf("file=%s budget=%lu positions=%zu (x2 colours) unreadable=%zu\n", argv[1],
	       budget, now.n / 2, bad);
	report(&now, labelled);
	printf("          reasons: line=%zu mated=%zu material=%zu locked=%zu searched=%zu budget=%zu\n",
	       now.by_reason[ANNA_MATE_BY_LINE], now.by_reason[ANNA_MATE_ALREADY],
	       now.by_reason[ANNA_MATE_NO_MATERIAL], now.by_reason[ANNA_MATE_NO_LOCKED],
	       now.by_reason[ANNA_MATE_NO_EXHAUSTED], now.by_reason[ANNA_MATE_NO_BUDGET]);
	report(&old, labelled);
	free(now.ns);
	free(old.ns);
	free(now.cpu);
	free(old.cpu);
	return now.wrong || old.wrong ? 1 : 0;
}
