/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/speechd.c: a voice through speech-dispatcher (speech/speechd.h).
 * libspeechd rather than SSIP by hand: it is speech-dispatcher's own client
 * library, and follows its address rules ($SPEECHD_ADDRESS, the user's
 * runtime socket).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "speech/speechd.h"

#if ANNA_HAVE_SPEECHD
#include <libspeechd.h>
#include <pthread.h>
#include <stdbool.h>
#include <string.h>
#include <time.h>

#define QUEUE 64

/* libspeechd's calls wait for the server's answer: they run on a thread of
 * their own, so a slow or stuck speech-dispatcher never holds the caller
 * (annad's event loop). */
struct anna_speechd {
	SPDConnection *conn;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	struct {
		enum anna_priority prio;
		char *text;
	} q[QUEUE];
	size_t head, count;
	bool stop, failed;
};

static void *worker(void *arg)
{
	static const SPDPriority map[ANNA_PRIO_COUNT] = {
		[ANNA_PRIO_INFO] = SPD_NOTIFICATION,
		[ANNA_PRIO_QUERY] = SPD_TEXT,
		[ANNA_PRIO_MOVE] = SPD_MESSAGE,
		[ANNA_PRIO_URGENT] = SPD_IMPORTANT,
	};
	struct anna_speechd *sd = arg;
	pthread_mutex_lock(&sd->lock);
	for (;;) {
		while (!sd->count && !sd->stop)
			pthread_cond_wait(&sd->cond, &sd->lock);
		if (!sd->count)
			break;
		enum anna_priority prio = sd->q[sd->head].prio;
		char *text = sd->q[sd->head].text;
		sd->head = (sd->head + 1) % QUEUE;
		sd->count--;
		pthread_mutex_unlock(&sd->lock);
		if (prio == ANNA_PRIO_URGENT)
			spd_cancel(sd->conn); /* a move being said stops at once */
		int r = spd_say(sd->conn, map[prio], text);
		free(text);
		pthread_mutex_lock(&sd->lock);
		sd->failed |= r < 0;
	}
	pthread_mutex_unlock(&sd->lock);
	return NULL;
}

enum anna_status anna_speechd_open(const char *name, const char *language,
				   struct anna_speechd **out, struct anna_error *err)
{
	struct anna_speechd *sd = calloc(1, sizeof(*sd));
	if (!sd)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	char *why = NULL;
	sd->conn = spd_open2("anna", name, NULL, SPD_MODE_SINGLE, NULL, 0, &why);
	if (!sd->conn) {
		char reason[160];
		snprintf(reason, sizeof(reason), "%s", why ? why : "no server");
		free(why);
		free(sd);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_SPEECHD_UNAVAILABLE, reason);
	}
	free(why);
	if (language && *language)
		spd_set_language(sd->conn, language);
	pthread_mutex_init(&sd->lock, NULL);
	pthread_cond_init(&sd->cond, NULL);
	if (pthread_create(&sd->thread, NULL, worker, sd) != 0) {
		spd_close(sd->conn);
		free(sd);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	}
	*out = sd;
	return ANNA_OK;
}

void anna_speechd_close(struct anna_speechd *sd)
{
	if (!sd)
		return;
	pthread_mutex_lock(&sd->lock);
	sd->stop = true;
	pthread_cond_signal(&sd->cond);
	pthread_mutex_unlock(&sd->lock);
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 2;
	if (pthread_timedjoin_np(sd->thread, NULL, &until) != 0) {
		pthread_detach(sd->thread); /* the server is stuck: leave it */
		return;
	}
	while (sd->count) {
		free(sd->q[sd->head].text);
		sd->head = (sd->head + 1) % QUEUE;
		sd->count--;
	}
	spd_close(sd->conn);
	pthread_mutex_destroy(&sd->lock);
	pthread_cond_destroy(&sd->cond);
	free(sd);
}

int anna_speechd_say(struct anna_speechd *sd, enum anna_priority prio, const char *text)
{
	if ((unsigned)prio >= ANNA_PRIO_COUNT || !text)
		return -EINVAL;
	char *copy = strdup(text);
	if (!copy)
		return -ENOMEM;
	pthread_mutex_lock(&sd->lock);
	int r = sd->failed ? -EIO : 0;
	if (sd->count == QUEUE) {
		r = -ENOSPC; /* the server does not keep up: the newest waits no more */
		free(copy);
	} else {
		sd->q[(sd->head + sd->count) % QUEUE].prio = prio;
		sd->q[(sd->head + sd->count) % QUEUE].text = copy;
		sd->count++;
		pthread_cond_signal(&sd->cond);
	}
	pthread_mutex_unlock(&sd->lock);
	return r;
}

#else /* no libspeechd in this build */

enum anna_status anna_speechd_open(const char *name, const char *language,
				   struct anna_speechd **out, struct anna_error *err)
{
	(void)name, (void)language, (void)out;
	return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_SPEECHD_UNBUILT);
}

void anna_speechd_close(struct anna_speechd *sd)
{
	(void)sd;
}

int anna_speechd_say(struct anna_speechd *sd, enum anna_priority prio, const char *text)
{
	(void)sd, (void)prio, (void)text;
	return -EIO;
}

#endif
