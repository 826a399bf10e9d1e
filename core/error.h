/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/error.h: status codes and structured errors.
 *
 * core/ never formats words for people: an error is a status, a message id
 * (core/messages.def) and up to four short arguments (a square, a field
 * number, a move), plus the line and column where the input was read from
 * several lines. speech/ renders it with the listener's profile, where the
 * words live (data/profiles/). Tests assert the id and the arguments.
 */
#ifndef ANNA_CORE_ERROR_H
#define ANNA_CORE_ERROR_H

#include <stdarg.h>
#include <stddef.h>

/* 0 is success; every failure is a specific negative reason. */
enum anna_status {
	ANNA_OK = 0,
	ANNA_E_SYNTAX = -1,      /* input is not in the expected form */
	ANNA_E_INVALID = -2,     /* well formed, but not a possible value */
	ANNA_E_ILLEGAL = -3,     /* a move that is not legal in the position */
	ANNA_E_AMBIGUOUS = -4,   /* a move that fits several legal moves */
	ANNA_E_RANGE = -5,       /* a number out of its range */
	ANNA_E_SPACE = -6,       /* the caller's buffer is too small */
	ANNA_E_NOMEM = -7,       /* allocation failed */
	ANNA_E_TRUNCATED = -8,   /* input ended too early */
	ANNA_E_STATE = -9,       /* not allowed in the current state */
	ANNA_E_MISSING = -10,    /* a required item is absent */
	ANNA_E_DUPLICATE = -11,  /* an item given twice */
	ANNA_E_UNSUPPORTED = -12,/* valid, but not something anna does */
	ANNA_E_NOTFOUND = -13,   /* no such item */
};

/* The name of a status ("ANNA_E_SYNTAX" -> "syntax"); never NULL. */
const char *anna_status_str(enum anna_status status);

/* Message ids, one per line of core/messages.def. */
enum anna_msg {
#define ANNA_MSG(id, key, nargs) ANNA_MSG_##id,
#include "core/messages.def"
#undef ANNA_MSG
	ANNA_MSG_COUNT
};

/* The profile key of a message ("fen.fields"), and how many arguments it
 * takes. NULL / -1 for an id out of range. */
const char *anna_msg_key(enum anna_msg msg);
int anna_msg_nargs(enum anna_msg msg);

#define ANNA_ERROR_ARGS 4
#define ANNA_ERROR_ARG_LEN 192

struct anna_error {
	enum anna_status status;
	enum anna_msg msg;
	unsigned line;    /* 1-based line of the input, 0 = not applicable */
	unsigned column;  /* 1-based column, 0 = not applicable */
	char args[ANNA_ERROR_ARGS][ANNA_ERROR_ARG_LEN];
};

/*
 * Fill *err (which may be NULL) with status, message and the message's
 * arguments (exactly anna_msg_nargs(msg) const char * values; longer ones are
 * cut). line and column are left as they were: set them with
 * anna_error_at(). Returns status, so a function can end with
 * `return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_FEN_FIELDS, "3");`.
 */
enum anna_status anna_error_set(struct anna_error *err, enum anna_status status,
				enum anna_msg msg, ...);

/* The same with a va_list of the arguments. */
enum anna_status anna_error_setv(struct anna_error *err, enum anna_status status,
				 enum anna_msg msg, va_list args);

/* Record where the error is; err may be NULL. */
void anna_error_at(struct anna_error *err, unsigned line, unsigned column);

/* The 1-based column, counted in characters (UTF-8), of the byte just
 * after the first n bytes of a line: what people count in an editor. */
unsigned anna_error_column(const char *line, size_t n);

/* Clear *err to ANNA_OK (err may be NULL). */
void anna_error_clear(struct anna_error *err);

/*
 * A language-free rendering for developers and logs:
 * "fen.ep_rank(4, e5) at 3:7". People get the profile's words instead
 * (speech/profile.h). Returns the length it wanted, like snprintf.
 */
int anna_error_debug(const struct anna_error *err, char *buf, size_t size);

#endif
