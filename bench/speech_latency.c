/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/speech_latency.c: how long from handing an announcement to the
 * speaker until its first audio frame is in the output's ring, over a few
 * hundred move announcements, beside the naive way measured in the same
 * run: an espeak-ng process per phrase (time until its first sample comes
 * out of the pipe). Also the process's peak memory with every profile
 * loaded and a listener per profile, and the output latency PortAudio
 * reports for the device. bench/speech_latency.sh runs it; the figures go
 * to docs/performance.md ("Speech latency").
 *
 * usage: speech_latency [--count N] [--naive N] [--device NAME]
 */
#include <dirent.h>
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/movegen.h"
#include "core/position.h"
#include "speech/profile.h"
#include "speech/render.h"
#include "speech/speaker.h"

extern char **environ;

#define MAX_PROFILES 8
#define MAX_PHRASES (MAX_PROFILES * 20)

struct phrase {
	int listener;
	char text[ANNA_PHRASE_MAX];
	char speech[ANNA_PHRASE_SPEECH_MAX];
};

static struct phrase phrases[MAX_PHRASES];
static unsigned nphrases;
static const char *voices[MAX_PROFILES];
static char names[MAX_PROFILES][64];

/* First-frame latencies, filled by the speaker's events. */
static double *lat;
static unsigned nlat, maxlat;

static void on_event(void *ctx, const struct anna_speaker_event *ev)
{
	(void)ctx;
	if (ev->kind == ANNA_SPEAKER_FIRST_FRAME && nlat < maxlat)
		lat[nlat++] = (double)(ev->at_us - ev->enqueued_us) / 1000.0;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Nearest-rank percentile of sorted v. */
static double pct(const double *v, unsigned n, unsigned p)
{
	unsigned rank = (p * n + 99) / 100;
	return v[rank ? rank - 1 : 0];
}

static void report(const char *what, double *v, unsigned n)
{
	double sum = 0;

	qsort(v, n, sizeof(*v), cmp);
	for (unsigned i = 0; i < n; i++)
		sum += v[i];
	printf("%-44s n=%-4u p50 %8.3f ms  p99 %8.3f ms  max %8.3f ms  mean %8.3f ms\n",
	       what, n, pct(v, n, 50), pct(v, n, 99), v[n - 1], sum / n);
}

static long peak_rss_kib(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[256];
	long kib = -1;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "VmHWM: %ld kB", &kib) == 1)
			break;
	if (f)
		fclose(f);
	return kib;
}

/* Every profile in the data folder, and the 20 opening moves in its words. */
static struct anna_profile *profiles[MAX_PROFILES];
static unsigned nprofiles;

static int load_profiles(void)
{
	char dir[1024];
	DIR *d;
	struct dirent *e;
	struct anna_position pos;
	uint16_t moves[ANNA_MAX_MOVES];
	struct anna_render_opts opts;
	size_t nmoves;

	snprintf(dir, sizeof(dir), "%s/profiles", anna_datadir());
	d = opendir(dir);
	if (!d) {
		fprintf(stderr, "speech_latency: cannot read %s\n", dir);
		return -1;
	}
	while ((e = readdir(d)) && nprofiles < MAX_PROFILES) {
		size_t len = strlen(e->d_name);
		struct anna_error err;
		if (len < 9 || strcmp(e->d_name + len - 8, ".profile") != 0)
			continue;
		snprintf(names[nprofiles], sizeof(names[0]), "%.*s", (int)(len - 8), e->d_name);
		if (anna_profile_load(NULL, names[nprofiles], &profiles[nprofiles], &err) != ANNA_OK) {
			fprintf(stderr, "speech_latency: profile %s does not load\n", names[nprofiles]);
			continue;
		}
		voices[nprofiles] = anna_profile_voice(profiles[nprofiles]);
		nprofiles++;
	}
	closedir(d);
	anna_position_start(&pos);
	nmoves = anna_movegen_legal(&pos, moves);
	anna_render_opts_default(&opts);
	for (unsigned p = 0; p < nprofiles; p++)
		for (size_t m = 0; m < nmoves && nphrases < MAX_PHRASES; m++) {
			struct anna_phrase ph;
			if (anna_render_move(profiles[p], &pos, moves[m], &opts, &ph) != ANNA_OK)
				continue;
			phrases[nphrases].listener = (int)p;
			memcpy(phrases[nphrases].text, ph.text, sizeof(ph.text));
			memcpy(phrases[nphrases].speech, ph.speech, sizeof(ph.speech));
			nphrases++;
		}
	return nprofiles > 0 && nphrases > 0 ? 0 : -1;
}

/* The in-process way: n announcements, each handed over when the speaker
 * is idle (as moves come), phrase i % nphrases, or only one profile's. */
static int run_speaker(struct anna_speaker *sp, unsigned n, int only_listener,
		       const char *what)
{
	nlat = 0;
	for (unsigned i = 0, k = 0; i < n; k++) {
		const struct phrase *ph = &phrases[k % nphrases];
		struct anna_utterance u = { .listener = ph->listener, .prio = ANNA_PRIO_MOVE,
					    .words = ph->text, .say = ph->speech };
		if (only_listener >= 0 && ph->listener != only_listener)
			continue;
		if (anna_speaker_say(sp, &u, NULL) < 0 || anna_speaker_wait_idle(sp, 10000) < 0) {
			fprintf(stderr, "speech_latency: the speaker failed\n");
			return -1;
		}
		i++;
	}
	report(what, lat, nlat);
	return 0;
}

/* The naive way: espeak-ng --stdout per phrase; the first sample is the
 * first byte after the 44-byte WAV header. */
static int run_naive(unsigned n)
{
	double *first = calloc(n, sizeof(double)), *whole = calloc(n, sizeof(double));

	for (unsigned i = 0; i < n; i++) {
		const struct phrase *ph = &phrases[i % nphrases];
		char *argv[] = { "espeak-ng", "-v", (char *)voices[ph->listener], "--stdout",
				 (char *)ph->text, NULL };
		posix_spawn_file_actions_t fa;
		int fds[2], status;
		pid_t pid;
		char buf[4096];
		size_t got = 0;
		ssize_t r;
		double t0;

		if (pipe(fds) < 0)
			return -1;
		posix_spawn_file_actions_init(&fa);
		posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
		posix_spawn_file_actions_addclose(&fa, fds[0]);
		t0 = now_ms();
		if (posix_spawnp(&pid, "espeak-ng", &fa, NULL, argv, environ) != 0) {
			fprintf(stderr, "speech_latency: cannot start espeak-ng\n");
			return -1;
		}
		posix_spawn_file_actions_destroy(&fa);
		close(fds[1]);
		first[i] = -1;
		while ((r = read(fds[0], buf, sizeof(buf))) > 0) {
			got += (size_t)r;
			if (first[i] < 0 && got > 44)
				first[i] = now_ms() - t0;
		}
		close(fds[0]);
		waitpid(pid, &status, 0);
		whole[i] = now_ms() - t0;
		if (first[i] < 0) {
			fprintf(stderr, "speech_latency: espeak-ng gave no audio\n");
			return -1;
		}
	}
	report("naive: espeak-ng process, first sample", first, n);
	report("naive: espeak-ng process, whole phrase", whole, n);
	free(first);
	free(whole);
	return 0;
}

int main(int argc, char **argv)
{
	unsigned count = 300, naive = 300;
	const char *device = NULL;
	struct anna_output *out, *dev = NULL;
	struct anna_output_config oc = { .kind = ANNA_OUTPUT_NULL };
	struct anna_speaker_config sc = { .on_event = on_event };
	struct anna_speaker *sp;
	double t0;

	for (int i = 1; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--count") == 0)
			count = (unsigned)atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--naive") == 0)
			naive = (unsigned)atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--device") == 0)
			device = argv[i + 1];
		else
			break;
	}
	if (count == 0) {
		fprintf(stderr, "usage: speech_latency [--count N] [--naive N] [--device NAME]\n");
		return 2;
	}
	anna_core_init();
	if (load_profiles() < 0)
		return 1;
	maxlat = count;
	lat = calloc(count, sizeof(double));

	/* The device, as the daemon opens it: for its reported latency and
	 * so that PortAudio counts in the peak memory. */
	if (device) {
		struct anna_output_config dc = { .kind = ANNA_OUTPUT_DEVICE, .target = device };
		if (anna_output_open(&dc, &dev) == 0)
			printf("output device %s: PortAudio reports %.1f ms output latency%s\n",
			       anna_output_name(dev), anna_output_latency_ms(dev),
			       anna_output_fell_back(dev) ? " (not opened: null twin)" : "");
	}
	anna_output_open(&oc, &out);
	sc.output = out;
	printf("espeak-ng %s; %u profiles loaded:", anna_synth_version(), nprofiles);
	for (unsigned p = 0; p < nprofiles; p++)
		printf(" %s(%s)", names[p], voices[p]);
	printf("; %u phrases (the 20 opening moves in each)\n", nphrases);

	t0 = now_ms();
	/* Twice: the worker at normal priority, then SCHED_FIFO (as annad
	 * asks for it) if this process may. */
	for (int rt = 0; rt < 2; rt++) {
		char what[128];
		sc.rt_priority = rt ? 20 : 0;
		if (anna_speaker_new(&sc, &sp) < 0)
			return 1;
		if (rt && !anna_speaker_realtime(sp)) {
			printf("SCHED_FIFO not allowed here: no real-time run\n");
			anna_speaker_free(sp);
			break;
		}
		for (unsigned p = 0; p < nprofiles; p++) {
			struct anna_listener l = { .name = names[p], .voice = { .name = voices[p] } };
			if (anna_speaker_add_listener(sp, &l) != (int)p)
				return 1;
		}
		/* Warm-up: each voice once, not measured. */
		if (run_speaker(sp, nprofiles, -1, rt ? "speaker, SCHED_FIFO: warm-up, one per voice"
						      : "speaker: warm-up, one phrase per voice") < 0)
			return 1;
		snprintf(what, sizeof(what), "speaker%s: same listener (fide-de)",
			 rt ? ", SCHED_FIFO" : "");
		if (run_speaker(sp, count, 0, what) < 0)
			return 1;
		snprintf(what, sizeof(what), "speaker%s: listeners in turn", rt ? ", SCHED_FIFO" : "");
		if (run_speaker(sp, count, -1, what) < 0)
			return 1;
		anna_speaker_free(sp);
	}
	printf("in-process total %.0f ms\n", now_ms() - t0);
	printf("peak RSS (VmHWM) with all profiles loaded: %.1f MiB\n", peak_rss_kib() / 1024.0);
	anna_output_free(out);
	anna_output_free(dev);
	if (naive > 0 && run_naive(naive) < 0)
		return 1;
	for (unsigned p = 0; p < nprofiles; p++)
		anna_profile_free(profiles[p]);
	free(lat);
	return 0;
}
