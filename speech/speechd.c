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
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

#define QUEUE 64
#define KEPT 8   /* move and urgent phrases said and not yet ended */
#define ENDED 16 /* the ends heard last */
#define RETRY_S 2 /* seconds between tries to connect again */

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
	int gone; /* an eventfd, readable when the server goes and comes back */
	char *name, *language; /* to connect again */
	bool registered;       /* in registry: its ends are heard */
	/* the move announcements and urgent phrases speech-dispatcher has
	 * and has not ended (oldest first), and the ids it ended last (END
	 * can come before spd_say has returned the id), both under lock */
	struct {
		int id;
		enum anna_priority prio;
		char *text;
	} kept[KEPT];
	size_t n_kept;
	int ended[ENDED];
	size_t n_ended;
};

/* The open connections, for libspeechd's END callback (it gets no
 * pointer of ours); registry_lock is taken before a connection's lock. */
#define REGISTRY 8
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static struct anna_speechd *registry[REGISTRY];

static void forget_kept(struct anna_speechd *sd, size_t i)
{
	free(sd->kept[i].text);
	memmove(&sd->kept[i], &sd->kept[i + 1], (sd->n_kept - i - 1) * sizeof(sd->kept[0]));
	sd->n_kept--;
}

/* libspeechd's event thread: a message has been said to its end. */
static void on_end(size_t msg_id, size_t client_id, SPDNotificationType type)
{
	(void)client_id, (void)type;
	pthread_mutex_lock(&registry_lock);
	for (size_t r = 0; r < REGISTRY; r++) {
		struct anna_speechd *sd = registry[r];
		if (!sd)
			continue;
		pthread_mutex_lock(&sd->lock);
		sd->ended[sd->n_ended++ % ENDED] = (int)msg_id;
		for (size_t i = 0; i < sd->n_kept; i++)
			if (sd->kept[i].id == (int)msg_id) {
				forget_kept(sd, i);
				break;
			}
		pthread_mutex_unlock(&sd->lock);
	}
	pthread_mutex_unlock(&registry_lock);
}

/* A move announcement or urgent phrase said as message id (the worker):
 * kept until its end is heard, unless that came already. Takes text. */
static void said_kept(struct anna_speechd *sd, int id, enum anna_priority prio, char *text)
{
	pthread_mutex_lock(&sd->lock);
	bool ended = false;
	for (size_t i = 0; i < ENDED && i < sd->n_ended; i++)
		ended |= sd->ended[i] == id;
	if (id < 0 || ended) {
		free(text);
	} else {
		if (sd->n_kept == KEPT)
			forget_kept(sd, 0);
		sd->kept[sd->n_kept].id = id;
		sd->kept[sd->n_kept].prio = prio;
		sd->kept[sd->n_kept++].text = text;
	}
	pthread_mutex_unlock(&sd->lock);
}

/* Puts a phrase back at the head of the queue (the worker, under lock):
 * the server has gone and it was not said. Takes text. */
static void put_back(struct anna_speechd *sd, enum anna_priority prio, char *text)
{
	if (sd->count == QUEUE) {
		free(text);
		return;
	}
	sd->head = (sd->head + QUEUE - 1) % QUEUE;
	sd->q[sd->head].prio = prio;
	sd->q[sd->head].text = text;
	sd->count++;
}

/* A connection for sd (threaded: libspeechd's own thread reads the
 * server's events), in its language, with its ends reported when sd is
 * registered; NULL and *why (to free) when there is none. */
static SPDConnection *connect_to(struct anna_speechd *sd, char **why)
{
	SPDConnection *c = spd_open2("anna", sd->name, NULL, SPD_MODE_THREADED, NULL, 0, why);
	if (!c)
		return NULL;
	if (sd->language)
		spd_set_language(c, sd->language);
	if (sd->registered) {
		c->callback_end = on_end;
		spd_set_notification_on(c, SPD_END);
	}
	return c;
}

static void signal_change(struct anna_speechd *sd)
{
	uint64_t one = 1;
	ssize_t w = write(sd->gone, &one, sizeof(one)); /* cannot fail at 1 */
	(void)w;
}

/* The server has gone (the worker, under lock): every RETRY_S seconds,
 * until close, a new connection is tried; once there, what the caller
 * has not taken (anna_speechd_unsaid) is said through it, the phrases
 * kept first. */
static void reconnect(struct anna_speechd *sd)
{
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += RETRY_S;
	while (!sd->stop && pthread_cond_timedwait(&sd->cond, &sd->lock, &until) != ETIMEDOUT)
		;
	if (sd->stop)
		return;
	pthread_mutex_unlock(&sd->lock);
	if (sd->conn)
		spd_close(sd->conn);
	char *why = NULL;
	sd->conn = connect_to(sd, &why);
	free(why);
	pthread_mutex_lock(&sd->lock);
	if (!sd->conn)
		return;
	sd->failed = false;
	sd->n_ended = 0;
	while (sd->n_kept) {
		sd->n_kept--;
		put_back(sd, sd->kept[sd->n_kept].prio, sd->kept[sd->n_kept].text);
	}
	signal_change(sd);
}

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
		while (!sd->count && !sd->failed && !sd->stop)
			pthread_cond_wait(&sd->cond, &sd->lock);
		if (sd->failed && !sd->stop) {
			reconnect(sd);
			continue;
		}
		if (!sd->count || sd->failed)
			break;
		/* an urgent phrase stops at once a move announcement said or
		 * waiting (spd_cancel, which drops this client's queue too);
		 * what it cut is said again, whole: urgent phrases before it
		 * (an urgent phrase waits for another, as in speech/speaker.h),
		 * the moves after it. Nothing the player must hear is lost.
		 * With no move to cut, speech-dispatcher queues it after the
		 * urgent phrases before it. */
		struct {
			enum anna_priority prio;
			char *text;
		} say[1 + KEPT];
		size_t n = 0;
		enum anna_priority prio = sd->q[sd->head].prio;
		bool cut = false;
		for (size_t i = 0; prio == ANNA_PRIO_URGENT && i < sd->n_kept; i++)
			cut |= sd->kept[i].prio == ANNA_PRIO_MOVE;
		for (size_t i = 0; cut && i < sd->n_kept; i++)
			if (sd->kept[i].prio == ANNA_PRIO_URGENT) {
				say[n].prio = ANNA_PRIO_URGENT;
				say[n++].text = sd->kept[i].text;
			}
		say[n].prio = prio;
		say[n++].text = sd->q[sd->head].text;
		sd->head = (sd->head + 1) % QUEUE;
		sd->count--;
		for (size_t i = 0; cut && i < sd->n_kept; i++)
			if (sd->kept[i].prio != ANNA_PRIO_URGENT) {
				say[n].prio = sd->kept[i].prio;
				say[n++].text = sd->kept[i].text;
			}
		if (cut)
			sd->n_kept = 0;
		pthread_mutex_unlock(&sd->lock);
		if (cut)
			spd_cancel(sd->conn);
		size_t i = 0;
		for (; i < n; i++) {
			int r = spd_say(sd->conn, map[say[i].prio], say[i].text);
			if (r < 0)
				break;
			if (say[i].prio == ANNA_PRIO_MOVE || say[i].prio == ANNA_PRIO_URGENT)
				said_kept(sd, r, say[i].prio, say[i].text);
			else
				free(say[i].text);
		}
		pthread_mutex_lock(&sd->lock);
		if (i < n) { /* the server has gone: what it did not take waits,
			      * in order, for anna_speechd_unsaid */
			sd->failed = true;
			while (n > i) {
				n--;
				put_back(sd, say[n].prio, say[n].text);
			}
			signal_change(sd);
		}
	}
	pthread_mutex_unlock(&sd->lock);
	return NULL;
}

static void unregister(struct anna_speechd *sd)
{
	pthread_mutex_lock(&registry_lock);
	for (size_t r = 0; r < REGISTRY; r++)
		if (registry[r] == sd)
			registry[r] = NULL;
	pthread_mutex_unlock(&registry_lock);
}

/* Frees what anna_speechd_open made (not the connection or thread). */
static void free_sd(struct anna_speechd *sd)
{
	unregister(sd);
	if (sd->gone >= 0)
		close(sd->gone);
	pthread_mutex_destroy(&sd->lock);
	pthread_cond_destroy(&sd->cond);
	free(sd->name);
	free(sd->language);
	free(sd);
}

enum anna_status anna_speechd_open(const char *name, const char *language,
				   struct anna_speechd **out, struct anna_error *err)
{
	struct anna_speechd *sd = calloc(1, sizeof(*sd));
	if (!sd)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	pthread_mutex_init(&sd->lock, NULL);
	pthread_cond_init(&sd->cond, NULL);
	sd->gone = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	sd->name = strdup(name);
	sd->language = language && *language ? strdup(language) : NULL;
	if (sd->gone < 0 || !sd->name || (language && *language && !sd->language)) {
		free_sd(sd);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	}
	pthread_mutex_lock(&registry_lock);
	for (size_t slot = 0; slot < REGISTRY && !sd->registered; slot++)
		if (!registry[slot]) {
			registry[slot] = sd;
			sd->registered = true;
		}
	pthread_mutex_unlock(&registry_lock);
	/* not registered (more listeners than slots): a cut move is not
	 * said again */
	char *why = NULL;
	sd->conn = connect_to(sd, &why);
	if (!sd->conn) {
		char reason[160];
		snprintf(reason, sizeof(reason), "%s", why ? why : "no server");
		free(why);
		free_sd(sd);
		return anna_error_set(err, ANNA_E_NOTFOUND, ANNA_MSG_SPEECHD_UNAVAILABLE, reason);
	}
	free(why);
	if (pthread_create(&sd->thread, NULL, worker, sd) != 0) {
		spd_close(sd->conn);
		free_sd(sd);
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
	unregister(sd);
	while (sd->count) {
		free(sd->q[sd->head].text);
		sd->head = (sd->head + 1) % QUEUE;
		sd->count--;
	}
	if (sd->conn)
		spd_close(sd->conn);
	while (sd->n_kept)
		forget_kept(sd, 0);
	free_sd(sd);
}

int anna_speechd_fd(const struct anna_speechd *sd)
{
	return sd->gone;
}

bool anna_speechd_up(struct anna_speechd *sd)
{
	pthread_mutex_lock(&sd->lock);
	bool up = !sd->failed;
	pthread_mutex_unlock(&sd->lock);
	return up;
}

void anna_speechd_unsaid(struct anna_speechd *sd, anna_speechd_unsaid_fn fn, void *ctx)
{
	pthread_mutex_lock(&sd->lock);
	if (!sd->failed) {
		pthread_mutex_unlock(&sd->lock);
		return;
	}
	for (size_t i = 0; i < sd->n_kept; i++)
		fn(ctx, sd->kept[i].prio, sd->kept[i].text);
	while (sd->n_kept)
		forget_kept(sd, 0);
	while (sd->count) {
		fn(ctx, sd->q[sd->head].prio, sd->q[sd->head].text);
		free(sd->q[sd->head].text);
		sd->head = (sd->head + 1) % QUEUE;
		sd->count--;
	}
	pthread_mutex_unlock(&sd->lock);
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

int anna_speechd_fd(const struct anna_speechd *sd)
{
	(void)sd;
	return -1;
}

bool anna_speechd_up(struct anna_speechd *sd)
{
	(void)sd;
	return false;
}

void anna_speechd_unsaid(struct anna_speechd *sd, anna_speechd_unsaid_fn fn, void *ctx)
{
	(void)sd, (void)fn, (void)ctx;
}

#endif
