/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/hall/broker.h: a real Mosquitto for the hall tests, started on a
 * free loopback port with a private configuration in a temporary folder
 * (never a system service), and a small subscriber that collects what it
 * receives. Every wait is bounded.
 */
#ifndef ANNA_TESTS_HALL_BROKER_H
#define ANNA_TESTS_HALL_BROKER_H

#include <arpa/inet.h>
#include <errno.h>
#include <mosquitto.h>
#include <netinet/in.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "tests/common/sleep.h"

struct test_broker {
	char dir[64];
	int port;
	pid_t pid;
};

static inline int test_free_port(void)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	socklen_t n = sizeof(a);
	if (s < 0 || bind(s, (struct sockaddr *)&a, sizeof(a)) < 0 ||
	    getsockname(s, (struct sockaddr *)&a, &n) < 0) {
		if (s >= 0)
			close(s);
		return -1;
	}
	close(s);
	return ntohs(a.sin_port);
}

static inline bool test_port_open(int port)
{
	int s = socket(AF_INET, SOCK_STREAM, 0);
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons((uint16_t)port),
				 .sin_addr.s_addr = htonl(INADDR_LOOPBACK) };
	bool ok = s >= 0 && connect(s, (struct sockaddr *)&a, sizeof(a)) == 0;
	if (s >= 0)
		close(s);
	return ok;
}

/* Starts mosquitto with `extra` configuration lines (NULL: none) on
 * b->port (0: a free one). Returns 0, or -1 when it did not listen
 * within 5 s. */
static inline int test_broker_start(struct test_broker *b, const char *extra)
{
	if (!b->dir[0]) {
		snprintf(b->dir, sizeof(b->dir), "/tmp/anna-hall-XXXXXX");
		if (!mkdtemp(b->dir))
			return -1;
	}
	if (b->port == 0)
		b->port = test_free_port();
	char conf[128];
	snprintf(conf, sizeof(conf), "%s/mosquitto.conf", b->dir);
	FILE *f = fopen(conf, "w");
	if (!f)
		return -1;
	/* as root, mosquitto would switch to its own user, who cannot read
	 * our private folder: stay who we are */
	const struct passwd *pw = getpwuid(geteuid());
	fprintf(f, "user %s\nper_listener_settings false\nlistener %d 127.0.0.1\n%s\n",
		pw ? pw->pw_name : "root", b->port, extra ? extra : "allow_anonymous true");
	fclose(f);
	b->pid = fork();
	if (b->pid == 0) {
		char log[128];
		snprintf(log, sizeof(log), "%s/mosquitto.log", b->dir);
		if (!freopen(log, "a", stdout) || !freopen(log, "a", stderr))
			_exit(126);
		execlp("mosquitto", "mosquitto", "-c", conf, (char *)NULL);
		_exit(127);
	}
	for (int i = 0; i < 100; i++) {
		if (test_port_open(b->port))
			return 0;
		int st;
		if (waitpid(b->pid, &st, WNOHANG) == b->pid) {
			b->pid = 0;
			return -1;
		}
		test_sleep_ms(50);
	}
	return -1;
}

static inline void test_broker_stop(struct test_broker *b)
{
	if (b->pid > 0) {
		kill(b->pid, SIGTERM);
		waitpid(b->pid, NULL, 0);
		b->pid = 0;
	}
}

/* Removes the folder (after stop). */
static inline void test_broker_clean(struct test_broker *b)
{
	char cmd[160];
	if (b->dir[0]) {
		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", b->dir);
		if (system(cmd) != 0)
			fprintf(stderr, "could not remove %s\n", b->dir);
	}
}

/* A subscriber: keeps the last payload per topic and counts messages. */
#define SUB_MAX 32
struct test_sub {
	struct mosquitto *m;
	pthread_mutex_t lock;
	size_t n;
	char topic[SUB_MAX][160];
	char payload[SUB_MAX][4096];
	unsigned count[SUB_MAX];
	bool retained[SUB_MAX];
	bool subscribed; /* the broker's SUBACK came */
};

static inline void test_sub_acked(struct mosquitto *m, void *obj, int mid, int n, const int *qos)
{
	(void)m;
	(void)mid;
	(void)n;
	(void)qos;
	struct test_sub *s = obj;
	pthread_mutex_lock(&s->lock);
	s->subscribed = true;
	pthread_mutex_unlock(&s->lock);
}

static inline void test_sub_msg(struct mosquitto *m, void *obj, const struct mosquitto_message *msg)
{
	(void)m;
	struct test_sub *s = obj;
	pthread_mutex_lock(&s->lock);
	size_t i = 0;
	while (i < s->n && strcmp(s->topic[i], msg->topic) != 0)
		i++;
	if (i == s->n && s->n < SUB_MAX)
		snprintf(s->topic[s->n++], sizeof(s->topic[0]), "%s", msg->topic);
	if (i < SUB_MAX) {
		size_t len = msg->payloadlen < 4095 ? (size_t)msg->payloadlen : 4095;
		memcpy(s->payload[i], msg->payload, len);
		s->payload[i][len] = '\0';
		s->count[i]++;
		s->retained[i] = msg->retain;
	}
	pthread_mutex_unlock(&s->lock);
}

static inline int test_sub_start(struct test_sub *s, int port, const char *pattern,
				 const char *user, const char *pw)
{
	memset(s, 0, sizeof(*s));
	pthread_mutex_init(&s->lock, NULL);
	mosquitto_lib_init();
	s->m = mosquitto_new(NULL, true, s);
	if (!s->m)
		return -1;
	if (user)
		mosquitto_username_pw_set(s->m, user, pw);
	mosquitto_message_callback_set(s->m, test_sub_msg);
	mosquitto_subscribe_callback_set(s->m, test_sub_acked);
	if (mosquitto_connect(s->m, "127.0.0.1", port, 10) != MOSQ_ERR_SUCCESS)
		return -1;
	if (pattern && mosquitto_subscribe(s->m, NULL, pattern, 1) != MOSQ_ERR_SUCCESS)
		return -1;
	if (mosquitto_loop_start(s->m) != MOSQ_ERR_SUCCESS)
		return -1;
	/* with a pattern: returns once subscribed (5 s at most), so nothing
	 * published from then on is missed */
	for (unsigned waited = 0; pattern && waited < 5000; waited += 10) {
		pthread_mutex_lock(&s->lock);
		bool done = s->subscribed;
		pthread_mutex_unlock(&s->lock);
		if (done)
			return 0;
		test_sleep_ms(10);
	}
	return pattern ? -1 : 0;
}

static inline void test_sub_stop(struct test_sub *s)
{
	if (s->m) {
		mosquitto_disconnect(s->m);
		mosquitto_loop_stop(s->m, false);
		mosquitto_destroy(s->m);
		s->m = NULL;
	}
}

/* Waits up to ms for topic's count to reach at least n (and, if want is
 * not NULL, for its payload to contain want). Copies the payload to out. */
static inline bool test_sub_wait(struct test_sub *s, const char *topic, unsigned n,
				 const char *want, char *out, size_t size, unsigned ms)
{
	for (unsigned waited = 0;; waited += 20) {
		pthread_mutex_lock(&s->lock);
		bool ok = false;
		for (size_t i = 0; i < s->n; i++)
			if (strcmp(s->topic[i], topic) == 0 && s->count[i] >= n &&
			    (!want || strstr(s->payload[i], want))) {
				ok = true;
				if (out)
					snprintf(out, size, "%s", s->payload[i]);
			}
		pthread_mutex_unlock(&s->lock);
		if (ok)
			return true;
		if (waited >= ms)
			return false;
		test_sleep_ms(20);
	}
}

#endif
