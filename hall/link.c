/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hall/link.c: the board's MQTT link (hall/link.h), on libmosquitto.
 *
 * Our own network thread runs mosquitto_loop() and does the connecting
 * and the back-off itself (rather than mosquitto_loop_start()), so that it
 * knows when a first connection fails and can say so once. The caller's
 * thread only queues: mosquitto_publish() with mosquitto_threaded_set()
 * hands the packet to the network thread through libmosquitto's own pipe.
 * Notes for the caller go through a mutex-protected list and an eventfd.
 */
#include "hall/link.h"

#include <errno.h>
#include <mosquitto.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

#define BACKOFF_FIRST_MS 500
#define BACKOFF_MAX_MS 5000
#define LOOP_TIMEOUT_MS 1000
#define DEFAULT_KEEPALIVE_S 10
/*
 * What the board publishes goes at QoS 0: libmosquitto re-sends unacked
 * QoS 1 messages after a reconnect, which would put an old state after
 * the republished current one. Nothing is lost that matters: after every
 * reconnect the retained topics go out again whole, from the stash. The
 * arbiter's commands are subscribed at QoS 1.
 */
#define QOS_OUT 0
#define QOS_CMD 1

static const char *const topic_names[ANNA_HALL_TOPIC_COUNT] = {
	[ANNA_HALL_STATE] = "state", [ANNA_HALL_PLY] = "ply",
	[ANNA_HALL_SAY] = "say",     [ANNA_HALL_DECISION] = "decision",
	[ANNA_HALL_PGN] = "pgn",     [ANNA_HALL_ONLINE] = "online",
	[ANNA_HALL_REPLY] = "reply",
};

static const bool retained[ANNA_HALL_TOPIC_COUNT] = {
	[ANNA_HALL_STATE] = true, [ANNA_HALL_SAY] = true,
	[ANNA_HALL_PGN] = true,   [ANNA_HALL_ONLINE] = true,
};

struct note {
	struct note *next;
	enum anna_hall_note kind;
	size_t len;
	char text[]; /* len bytes and a NUL */
};

struct anna_hall_link {
	struct anna_hall_options opt;
	struct mosquitto *mosq;
	char topics[ANNA_HALL_TOPIC_COUNT][3 * ANNA_HALL_NAME_MAX + 16];
	char cmd_topic[3 * ANNA_HALL_NAME_MAX + 16];
	int efd;
	pthread_t thread;
	bool thread_started;

	pthread_mutex_t lock; /* everything below */
	pthread_cond_t wake;  /* the back-off wait, cut short by stop */
	bool stop;
	bool connected;       /* CONNACK 0 received, no loss since */
	bool said_down;       /* a DOWN note since the last UP */
	bool ever_up;
	struct note *head, *tail;
	char *stash[ANNA_HALL_TOPIC_COUNT]; /* last payload of a retained topic */
	size_t stash_len[ANNA_HALL_TOPIC_COUNT];
};

enum anna_status anna_hall_parse_url(const char *url, struct anna_hall_options *o,
				     struct anna_error *err)
{
	const char *rest;
	if (strncmp(url, "mqtt://", 7) == 0) {
		o->tls = false;
		o->port = 1883;
		rest = url + 7;
	} else if (strncmp(url, "mqtts://", 8) == 0) {
		o->tls = true;
		o->port = 8883;
		rest = url + 8;
	} else {
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
	}
	const char *host = rest, *host_end, *port = NULL;
	if (*rest == '[') { /* [::1]:1883 */
		host = rest + 1;
		host_end = strchr(host, ']');
		if (!host_end)
			return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
		if (host_end[1] == ':')
			port = host_end + 2;
		else if (host_end[1] != '\0' && strcmp(host_end + 1, "/") != 0)
			return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
	} else {
		host_end = host + strcspn(host, ":/");
		if (*host_end == ':')
			port = host_end + 1;
		else if (*host_end == '/' && host_end[1] != '\0')
			return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
	}
	size_t hl = (size_t)(host_end - host);
	if (hl == 0 || hl >= sizeof(o->host))
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
	memcpy(o->host, host, hl);
	o->host[hl] = '\0';
	if (port) {
		char *end;
		errno = 0;
		long p = strtol(port, &end, 10);
		if (end == port || (*end && strcmp(end, "/") != 0) || errno || p < 1 || p > 65535)
			return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_HALL_URL, url);
		o->port = (int)p;
	}
	return ANNA_OK;
}

/* Well-formed UTF-8 (no overlongs, no surrogates), no controls. */
static bool utf8_ok(const unsigned char *s)
{
	while (*s) {
		unsigned c = *s, n, cp;
		if (c < 0x20 || c == 0x7f)
			return false;
		if (c < 0x80) {
			s++;
			continue;
		} else if ((c & 0xe0) == 0xc0) {
			n = 1, cp = c & 0x1f;
		} else if ((c & 0xf0) == 0xe0) {
			n = 2, cp = c & 0x0f;
		} else if ((c & 0xf8) == 0xf0) {
			n = 3, cp = c & 0x07;
		} else {
			return false;
		}
		for (unsigned i = 1; i <= n; i++) {
			if ((s[i] & 0xc0) != 0x80)
				return false;
			cp = (cp << 6) | (s[i] & 0x3f);
		}
		static const unsigned min[4] = { 0, 0x80, 0x800, 0x10000 };
		if (cp < min[n] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
			return false;
		s += n + 1;
	}
	return true;
}

enum anna_status anna_hall_check_name(const char *name, struct anna_error *err)
{
	size_t n = strlen(name);
	if (n == 0 || n >= ANNA_HALL_NAME_MAX || strpbrk(name, "/+#") ||
	    !utf8_ok((const unsigned char *)name))
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_HALL_NAME, name);
	return ANNA_OK;
}

int anna_hall_topic(const struct anna_hall_options *o, const char *part, char *buf, size_t size)
{
	if (part)
		return snprintf(buf, size, "anna/%s/%s/%s", o->event, o->board, part);
	return snprintf(buf, size, "anna/%s/%s", o->event, o->board);
}

int anna_hall_read_password(const char *file, char *buf, size_t size)
{
	FILE *f = fopen(file, "r");
	if (!f)
		return -errno;
	if (!fgets(buf, (int)size, f))
		buf[0] = '\0';
	fclose(f);
	buf[strcspn(buf, "\r\n")] = '\0';
	return 0;
}

/* ---- notes to the caller (any thread) ---------------------------------- */

static void note_locked(struct anna_hall_link *l, enum anna_hall_note kind, const void *text,
			size_t len)
{
	struct note *n = malloc(sizeof(*n) + len + 1);
	if (!n)
		return; /* a note lost to memory; the state is still right */
	n->next = NULL;
	n->kind = kind;
	n->len = len;
	if (len)
		memcpy(n->text, text, len);
	n->text[len] = '\0';
	if (l->tail)
		l->tail->next = n;
	else
		l->head = n;
	l->tail = n;
	uint64_t one = 1;
	ssize_t w = write(l->efd, &one, sizeof(one));
	(void)w; /* the counter cannot overflow at this rate */
}

/* The link went down (or never came up): one note until it is up again. */
static void went_down(struct anna_hall_link *l)
{
	pthread_mutex_lock(&l->lock);
	l->connected = false;
	if (!l->said_down && !l->stop) {
		l->said_down = true;
		note_locked(l, ANNA_HALL_DOWN, NULL, 0);
	}
	pthread_mutex_unlock(&l->lock);
}

void anna_hall_link_drain(struct anna_hall_link *l, anna_hall_note_fn fn, void *ctx)
{
	uint64_t v;
	ssize_t r = read(l->efd, &v, sizeof(v));
	(void)r; /* EAGAIN: nothing counted, the list says what is there */
	pthread_mutex_lock(&l->lock);
	struct note *n = l->head;
	l->head = l->tail = NULL;
	pthread_mutex_unlock(&l->lock);
	while (n) {
		struct note *next = n->next;
		fn(ctx, n->kind, n->text, n->len);
		free(n);
		n = next;
	}
}

int anna_hall_link_fd(const struct anna_hall_link *l)
{
	return l->efd;
}

bool anna_hall_link_connected(struct anna_hall_link *l)
{
	pthread_mutex_lock(&l->lock);
	bool c = l->connected;
	pthread_mutex_unlock(&l->lock);
	return c;
}

/* ---- libmosquitto callbacks (network thread) ---------------------------- */

static void on_connect(struct mosquitto *m, void *obj, int rc)
{
	struct anna_hall_link *l = obj;
	if (rc != 0) { /* refused: credentials, protocol; retried with back-off */
		went_down(l);
		return;
	}
	if (l->opt.commands)
		mosquitto_subscribe(m, NULL, l->cmd_topic, QOS_CMD);
	pthread_mutex_lock(&l->lock);
	for (int t = 0; t < ANNA_HALL_TOPIC_COUNT; t++)
		if (l->stash[t])
			mosquitto_publish(m, NULL, l->topics[t], (int)l->stash_len[t], l->stash[t],
					  QOS_OUT, true);
	l->connected = true;
	if (l->said_down || !l->ever_up)
		note_locked(l, ANNA_HALL_UP, NULL, 0);
	l->said_down = false;
	l->ever_up = true;
	pthread_mutex_unlock(&l->lock);
}

static void on_disconnect(struct mosquitto *m, void *obj, int rc)
{
	(void)m;
	(void)rc;
	went_down(obj);
}

static void on_message(struct mosquitto *m, void *obj, const struct mosquitto_message *msg)
{
	(void)m;
	struct anna_hall_link *l = obj;
	if (!msg->topic || strcmp(msg->topic, l->cmd_topic) != 0 || msg->retain)
		return; /* a retained command is stale by definition: never acted on */
	pthread_mutex_lock(&l->lock);
	note_locked(l, ANNA_HALL_COMMAND, msg->payload, msg->payloadlen > 0 ? (size_t)msg->payloadlen : 0);
	pthread_mutex_unlock(&l->lock);
}

/* Waits ms, or less if stop is set. Returns true when stopping. */
static bool backoff(struct anna_hall_link *l, unsigned ms)
{
	struct timespec until;
	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += ms / 1000;
	until.tv_nsec += (long)(ms % 1000) * 1000000L;
	if (until.tv_nsec >= 1000000000L) {
		until.tv_sec++;
		until.tv_nsec -= 1000000000L;
	}
	pthread_mutex_lock(&l->lock);
	while (!l->stop && pthread_cond_timedwait(&l->wake, &l->lock, &until) == 0)
		;
	bool stop = l->stop;
	pthread_mutex_unlock(&l->lock);
	return stop;
}

static bool stopping(struct anna_hall_link *l)
{
	pthread_mutex_lock(&l->lock);
	bool s = l->stop;
	pthread_mutex_unlock(&l->lock);
	return s;
}

static void *network(void *arg)
{
	struct anna_hall_link *l = arg;
	unsigned delay = BACKOFF_FIRST_MS;
	bool first = true;
	int keepalive = l->opt.keepalive_s > 0 ? l->opt.keepalive_s : DEFAULT_KEEPALIVE_S;
	while (!stopping(l)) {
		int rc = first ? mosquitto_connect(l->mosq, l->opt.host, l->opt.port, keepalive)
			       : mosquitto_reconnect(l->mosq);
		if (rc == MOSQ_ERR_SUCCESS) {
			first = false;
			do
				rc = mosquitto_loop(l->mosq, LOOP_TIMEOUT_MS, 1);
			while (rc == MOSQ_ERR_SUCCESS && !stopping(l));
			if (anna_hall_link_connected(l))
				delay = BACKOFF_FIRST_MS; /* it was up: try again soon */
		} else if (rc == MOSQ_ERR_INVAL) {
			first = true; /* never got as far as a socket: connect() again */
		} else {
			first = false;
		}
		if (stopping(l))
			break;
		went_down(l);
		if (backoff(l, delay))
			break;
		delay = delay * 2 > BACKOFF_MAX_MS ? BACKOFF_MAX_MS : delay * 2;
	}
	return NULL;
}

/* ---- the caller's side --------------------------------------------------- */

enum anna_status anna_hall_link_publish(struct anna_hall_link *l, enum anna_hall_topic t,
					const char *text, size_t len)
{
	if ((unsigned)t >= ANNA_HALL_TOPIC_COUNT)
		return ANNA_E_INVALID;
	bool keep = retained[t];
	pthread_mutex_lock(&l->lock);
	if (keep) {
		char *copy = malloc(len ? len : 1);
		if (!copy) {
			pthread_mutex_unlock(&l->lock);
			return ANNA_E_NOMEM;
		}
		memcpy(copy, text, len);
		free(l->stash[t]);
		l->stash[t] = copy;
		l->stash_len[t] = len;
	}
	bool up = l->connected;
	pthread_mutex_unlock(&l->lock);
	if (up) /* not connected: the stash goes out on connect */
		mosquitto_publish(l->mosq, NULL, l->topics[t], (int)len, text, QOS_OUT, keep);
	return ANNA_OK;
}

enum anna_status anna_hall_link_new(const struct anna_hall_options *o,
				    struct anna_hall_link **out, struct anna_error *err)
{
	*out = NULL;
	if (anna_hall_check_name(o->event, err) != ANNA_OK ||
	    anna_hall_check_name(o->board, err) != ANNA_OK)
		return err->status;
	struct anna_hall_link *l = calloc(1, sizeof(*l));
	if (!l)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_HALL_START, "memory");
	l->opt = *o;
	l->efd = -1;
	pthread_mutex_init(&l->lock, NULL);
	pthread_cond_init(&l->wake, NULL);
	for (int t = 0; t < ANNA_HALL_TOPIC_COUNT; t++)
		anna_hall_topic(o, topic_names[t], l->topics[t], sizeof(l->topics[t]));
	anna_hall_topic(o, "cmd", l->cmd_topic, sizeof(l->cmd_topic));

	mosquitto_lib_init();
	char id[24 + 2 * ANNA_HALL_NAME_MAX];
	snprintf(id, sizeof(id), "anna-%s-%s", o->event, o->board);
	l->efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
	l->mosq = l->efd >= 0 ? mosquitto_new(id, true, l) : NULL;
	if (!l->mosq) {
		anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_HALL_START, strerror(errno));
		anna_hall_link_free(l);
		return ANNA_E_NOMEM;
	}
	mosquitto_threaded_set(l->mosq, true);
	mosquitto_int_option(l->mosq, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
	if (o->username && mosquitto_username_pw_set(l->mosq, o->username, o->password) != 0) {
		anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_HALL_START, "username");
		anna_hall_link_free(l);
		return ANNA_E_INVALID;
	}
	if (o->tls) {
		int rc = mosquitto_tls_set(l->mosq, o->cafile, o->cafile ? NULL : "/etc/ssl/certs",
					   o->certfile, o->keyfile, NULL);
		if (rc != MOSQ_ERR_SUCCESS) {
			anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_HALL_TLS,
				       o->cafile ? o->cafile : "/etc/ssl/certs",
				       mosquitto_strerror(rc));
			anna_hall_link_free(l);
			return ANNA_E_INVALID;
		}
	}
	mosquitto_will_set(l->mosq, l->topics[ANNA_HALL_ONLINE], 1, "0", QOS_OUT, true);
	mosquitto_connect_callback_set(l->mosq, on_connect);
	mosquitto_disconnect_callback_set(l->mosq, on_disconnect);
	mosquitto_message_callback_set(l->mosq, on_message);
	anna_hall_link_publish(l, ANNA_HALL_ONLINE, "1", 1);
	if (pthread_create(&l->thread, NULL, network, l) != 0) {
		anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_HALL_START, "thread");
		anna_hall_link_free(l);
		return ANNA_E_NOMEM;
	}
	l->thread_started = true;
	*out = l;
	return ANNA_OK;
}

void anna_hall_link_free(struct anna_hall_link *l)
{
	if (!l)
		return;
	if (l->thread_started) {
		/* a clean goodbye: online "0" (the will is only for a crash) */
		if (anna_hall_link_connected(l))
			mosquitto_publish(l->mosq, NULL, l->topics[ANNA_HALL_ONLINE], 1, "0", QOS_OUT, true);
		pthread_mutex_lock(&l->lock);
		l->stop = true;
		pthread_cond_broadcast(&l->wake);
		pthread_mutex_unlock(&l->lock);
		mosquitto_disconnect(l->mosq);
		pthread_join(l->thread, NULL);
	}
	if (l->mosq)
		mosquitto_destroy(l->mosq);
	mosquitto_lib_cleanup();
	for (int t = 0; t < ANNA_HALL_TOPIC_COUNT; t++)
		free(l->stash[t]);
	for (struct note *n = l->head; n;) {
		struct note *next = n->next;
		free(n);
		n = next;
	}
	if (l->efd >= 0)
		close(l->efd);
	pthread_cond_destroy(&l->wake);
	pthread_mutex_destroy(&l->lock);
	free(l);
}
