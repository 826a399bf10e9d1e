/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/hall.c: the tournament hall under load (bench/hall.sh starts the
 * broker). N boards, each a real hall link (hall/link.c, its own network
 * thread, as in annad) in this one process, publish what annad publishes
 * at each clock press: the state (hall/state.c's JSON), the ply and the
 * announcement. A subscriber, as the hall page is, receives every board's
 * plies; the latency is from the board's publish call to the subscriber's
 * receipt, both on CLOCK_MONOTONIC. Each board presses every `interval`
 * ms, the boards' presses spread evenly over the interval.
 *
 *   bench_hall PORT BOARDS PLIES INTERVAL_MS
 *
 * Prints p50, p99 and max in ms, and how many plies arrived.
 */
#include <inttypes.h>
#include <mosquitto.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hall/link.h"
#include "hall/state.h"

static uint64_t now_us(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000u + (uint64_t)t.tv_nsec / 1000u;
}

static int boards, plies;
static uint64_t *sent;     /* [board * plies + ply] */
static uint64_t *latency;  /* received - sent, us; 0 = not yet */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int received;

static void on_message(struct mosquitto *m, void *obj, const struct mosquitto_message *msg)
{
	(void)m;
	(void)obj;
	uint64_t t = now_us();
	int b, p;
	/* anna/bench/<b>/ply, payload {"schema":1,"ply":<p>,... */
	if (sscanf(msg->topic, "anna/bench/%d/ply", &b) != 1 || b < 0 || b >= boards)
		return;
	const char *q = strstr(msg->payload, "\"ply\":");
	if (!q || sscanf(q + 6, "%d", &p) != 1 || p < 1 || p > plies)
		return;
	size_t i = (size_t)b * (size_t)plies + (size_t)(p - 1);
	pthread_mutex_lock(&lock);
	if (sent[i] && !latency[i]) {
		latency[i] = t - sent[i] ? t - sent[i] : 1;
		received++;
	}
	pthread_mutex_unlock(&lock);
}

static int cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	if (argc != 5) {
		fprintf(stderr, "usage: bench_hall PORT BOARDS PLIES INTERVAL_MS\n");
		return 2;
	}
	int port = atoi(argv[1]);
	boards = atoi(argv[2]);
	plies = atoi(argv[3]);
	int interval = atoi(argv[4]);
	size_t n = (size_t)boards * (size_t)plies;
	sent = calloc(n, sizeof(*sent));
	latency = calloc(n, sizeof(*latency));
	struct anna_hall_link **links = calloc((size_t)boards, sizeof(*links));
	if (!sent || !latency || !links)
		return 1;

	mosquitto_lib_init();
	struct mosquitto *sub = mosquitto_new(NULL, true, NULL);
	mosquitto_message_callback_set(sub, on_message);
	if (mosquitto_connect(sub, "127.0.0.1", port, 30) != MOSQ_ERR_SUCCESS ||
	    mosquitto_subscribe(sub, NULL, "anna/bench/+/ply", 0) != MOSQ_ERR_SUCCESS ||
	    mosquitto_loop_start(sub) != MOSQ_ERR_SUCCESS) {
		fprintf(stderr, "bench_hall: no broker on port %d\n", port);
		return 1;
	}
	for (int b = 0; b < boards; b++) {
		struct anna_hall_options o = { 0 };
		snprintf(o.host, sizeof(o.host), "127.0.0.1");
		o.port = port;
		snprintf(o.event, sizeof(o.event), "bench");
		snprintf(o.board, sizeof(o.board), "%d", b);
		struct anna_error err = { 0 };
		if (anna_hall_link_new(&o, &links[b], &err) != ANNA_OK)
			return 1;
	}
	for (int tries = 0; tries < 500; tries++) { /* all connected, 10 s at most */
		int up = 0;
		for (int b = 0; b < boards; b++)
			up += anna_hall_link_connected(links[b]);
		if (up == boards)
			break;
		usleep(20000);
	}
	usleep(300000);

	char fen[] = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
	uint64_t start = now_us();
	for (int p = 1; p <= plies; p++) {
		for (int b = 0; b < boards; b++) {
			uint64_t due = start + ((uint64_t)(p - 1) * (uint64_t)interval * 1000u) +
				       (uint64_t)b * (uint64_t)interval * 1000u / (uint64_t)boards;
			uint64_t t = now_us();
			if (due > t)
				usleep((useconds_t)(due - t));
			char board[16];
			snprintf(board, sizeof(board), "%d", b);
			struct anna_hall_state st = {
				.event = "bench", .board = board, .round = "1", .white = "A. Player",
				.black = "B. Player", .vi_side = 0, .time_control = "5400+30",
				.policy = "competition", .run = ANNA_HALL_RUN_RUNNING,
				.session_state = "sighted_to_move", .to_move = p % 2, .ply = (unsigned)p,
				.fen = fen, .last_san = "Bc4", .last_uci = "f1c4", .white_ms = 5400000,
				.black_ms = 5300000, .clock_running = p % 2, .read_at = 1795689313123ULL,
				.result = "*", .n_devices = 2,
			};
			st.devices[0] = (struct anna_hall_device){ "vi-keypad", true };
			st.devices[1] = (struct anna_hall_device){ "vi-board", true };
			struct anna_hall_ply ply = { (unsigned)p, "Bc4", "f1c4", fen, p % 2, 5300000, 0 };
			struct anna_hall_say say = { "vi", "Läufer Felix eins Cesar vier", false, 0,
						     (uint64_t)p };
			char *js = anna_hall_state_json(&st), *jp = anna_hall_ply_json(&ply),
			     *jy = anna_hall_say_json(&say);
			pthread_mutex_lock(&lock);
			sent[(size_t)b * (size_t)plies + (size_t)(p - 1)] = now_us();
			pthread_mutex_unlock(&lock);
			anna_hall_link_publish(links[b], ANNA_HALL_PLY, jp, strlen(jp));
			anna_hall_link_publish(links[b], ANNA_HALL_STATE, js, strlen(js));
			anna_hall_link_publish(links[b], ANNA_HALL_SAY, jy, strlen(jy));
			free(js);
			free(jp);
			free(jy);
		}
	}
	for (int i = 0; i < 500; i++) { /* the last ones, 10 s at most */
		pthread_mutex_lock(&lock);
		int r = received;
		pthread_mutex_unlock(&lock);
		if (r == (int)n)
			break;
		usleep(20000);
	}
	for (int b = 0; b < boards; b++)
		anna_hall_link_free(links[b]);
	mosquitto_disconnect(sub);
	mosquitto_loop_stop(sub, false);
	mosquitto_destroy(sub);

	uint64_t *got = malloc(n * sizeof(*got));
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (latency[i])
			got[k++] = latency[i];
	qsort(got, k, sizeof(*got), cmp);
	if (k == 0) {
		printf("boards %d: no ply arrived\n", boards);
		return 1;
	}
	printf("boards %4d  plies %6zu/%zu  publish->subscriber ms  p50 %7.2f  p99 %7.2f  max %7.2f\n",
	       boards, k, n, got[k / 2] / 1000.0, got[(k * 99) / 100] / 1000.0, got[k - 1] / 1000.0);
	return k == n ? 0 : 1;
}
