/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hall/link.h: one board's link to the tournament hall's MQTT broker
 * (docs/hall.md). Off unless annad.conf has a [hall] section.
 *
 * The link never blocks its caller and hands nothing into the session:
 * libmosquitto's own thread connects, reconnects (with back-off), sends
 * and receives; the caller (annad's loop) publishes finished JSON texts,
 * which are copied and queued, and watches one eventfd that tells it the
 * link went up or down or that an arbiter's command arrived.
 *
 * Retained topics (state, pgn, say, online) keep their last payload in the
 * link, so that after a broker restart or a lost connection the board's
 * current picture is published again as soon as the link is back.
 *
 * Functions return 0 or a negative anna_status with the detail in err.
 */
#ifndef ANNA_HALL_LINK_H
#define ANNA_HALL_LINK_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

#define ANNA_HALL_NAME_MAX 64  /* event and board names, bytes */
#define ANNA_HALL_HOST_MAX 256

/* The board's topics below anna/<event>/<board>/ (docs/hall.md). */
enum anna_hall_topic {
	ANNA_HALL_STATE,  /* retained JSON: the whole picture */
	ANNA_HALL_PLY,    /* one JSON per ply, not retained */
	ANNA_HALL_SAY,    /* retained JSON: the last announcement */
	ANNA_HALL_DECISION, /* one JSON per decision opened or closed */
	ANNA_HALL_PGN,    /* retained PGN text of the game so far */
	ANNA_HALL_ONLINE, /* retained "1"; the broker's will sets "0" */
	ANNA_HALL_REPLY,  /* the answer to an arbiter's command */
	ANNA_HALL_TOPIC_COUNT
};


struct anna_hall_options {
	char host[ANNA_HALL_HOST_MAX];
	int port;
	bool tls;                 /* mqtts:// */
	const char *cafile;       /* TLS: the broker's CA (NULL: system's) */
	const char *certfile;     /* TLS client certificate, or NULL */
	const char *keyfile;
	const char *username;     /* NULL: anonymous */
	const char *password;
	char event[ANNA_HALL_NAME_MAX];
	char board[ANNA_HALL_NAME_MAX];
	bool commands;            /* subscribe to .../cmd (the organiser allows it) */
	int keepalive_s;          /* 0: 10 s */
};

/*
 * Reads "mqtt://host[:port]" or "mqtts://host[:port]" (default ports 1883
 * and 8883; an IPv6 host in brackets). ANNA_E_SYNTAX with the text as the
 * argument when it is neither.
 */
enum anna_status anna_hall_parse_url(const char *url, struct anna_hall_options *o,
				     struct anna_error *err);

/* An event or board name is usable in a topic: 1..63 bytes of UTF-8, no
 * '/', '+', '#', no control characters. ANNA_E_INVALID otherwise. */
enum anna_status anna_hall_check_name(const char *name, struct anna_error *err);

struct anna_hall_link;

/* What the caller learns from anna_hall_link_drain(). */
enum anna_hall_note {
	ANNA_HALL_UP,      /* connected (again); retained topics were republished */
	ANNA_HALL_DOWN,    /* the broker is unreachable or the connection was lost */
	ANNA_HALL_COMMAND, /* text: an arbiter's command (JSON) from .../cmd */
};

typedef void (*anna_hall_note_fn)(void *ctx, enum anna_hall_note note, const char *text,
				  size_t len);

/*
 * Starts the link: the network thread connects in the background, so a
 * broker that is down is no error here (it is an ANNA_HALL_DOWN note
 * later). Errors: the library cannot start, TLS files unreadable.
 */
enum anna_status anna_hall_link_new(const struct anna_hall_options *o,
				    struct anna_hall_link **out, struct anna_error *err);
/* Sets online to "0", disconnects, stops the thread. NULL is fine. */
void anna_hall_link_free(struct anna_hall_link *link);

/* The eventfd to watch for EPOLLIN; then call anna_hall_link_drain(). */
int anna_hall_link_fd(const struct anna_hall_link *link);
/* Calls fn for each note queued since the last drain, in order. */
void anna_hall_link_drain(struct anna_hall_link *link, anna_hall_note_fn fn, void *ctx);

/*
 * Publishes text (len bytes) on the board's topic t. Never blocks; safe
 * from one thread. A retained topic's payload is also kept for the next
 * reconnect; a message that cannot be sent now (no connection) is
 * dropped unless its topic is retained. Returns 0, or ANNA_E_NOMEM.
 */
enum anna_status anna_hall_link_publish(struct anna_hall_link *link, enum anna_hall_topic t,
					const char *text, size_t len);

/* Connected right now (for status). */
bool anna_hall_link_connected(struct anna_hall_link *link);

/* The first line of file (a broker password), without its line end, into
 * buf. 0 or -errno. */
int anna_hall_read_password(const char *file, char *buf, size_t size);

/* "anna/<event>/<board>/<part>" into buf; part NULL: the prefix only. */
int anna_hall_topic(const struct anna_hall_options *o, const char *part, char *buf,
		    size_t size);

#endif
