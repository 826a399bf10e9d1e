/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core/error.c: status names and structured errors (see error.h). */
#include "core/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const struct {
	const char *key;
	int nargs;
} msg_table[ANNA_MSG_COUNT] = {
#define ANNA_MSG(id, key, nargs) [ANNA_MSG_##id] = { key, nargs },
#include "core/messages.def"
#undef ANNA_MSG
};

const char *anna_status_str(enum anna_status status)
{
	switch (status) {
	case ANNA_OK: return "ok";
	case ANNA_E_SYNTAX: return "syntax";
	case ANNA_E_INVALID: return "invalid";
	case ANNA_E_ILLEGAL: return "illegal";
	case ANNA_E_AMBIGUOUS: return "ambiguous";
	case ANNA_E_RANGE: return "range";
	case ANNA_E_SPACE: return "space";
	case ANNA_E_NOMEM: return "nomem";
	case ANNA_E_TRUNCATED: return "truncated";
	case ANNA_E_STATE: return "state";
	case ANNA_E_MISSING: return "missing";
	case ANNA_E_DUPLICATE: return "duplicate";
	case ANNA_E_UNSUPPORTED: return "unsupported";
	case ANNA_E_NOTFOUND: return "notfound";
	}
	return "unknown";
}

const char *anna_msg_key(enum anna_msg msg)
{
	if ((int)msg < 0 || msg >= ANNA_MSG_COUNT)
		return NULL;
	return msg_table[msg].key;
}

int anna_msg_nargs(enum anna_msg msg)
{
	if ((int)msg < 0 || msg >= ANNA_MSG_COUNT)
		return -1;
	return msg_table[msg].nargs;
}

enum anna_status anna_error_setv(struct anna_error *err, enum anna_status status,
				 enum anna_msg msg, va_list args)
{
	if (!err)
		return status;
	err->status = status;
	err->msg = msg;
	memset(err->args, 0, sizeof(err->args));
	int n = anna_msg_nargs(msg);
	for (int i = 0; i < n && i < ANNA_ERROR_ARGS; i++) {
		const char *a = va_arg(args, const char *);
		snprintf(err->args[i], ANNA_ERROR_ARG_LEN, "%s", a ? a : "");
	}
	return status;
}

enum anna_status anna_error_set(struct anna_error *err, enum anna_status status,
				enum anna_msg msg, ...)
{
	va_list ap;
	va_start(ap, msg);
	anna_error_setv(err, status, msg, ap);
	va_end(ap);
	return status;
}

void anna_error_at(struct anna_error *err, unsigned line, unsigned column)
{
	if (!err)
		return;
	err->line = line;
	err->column = column;
}

void anna_error_clear(struct anna_error *err)
{
	if (err)
		memset(err, 0, sizeof(*err));
}

int anna_error_debug(const struct anna_error *err, char *buf, size_t size)
{
	const char *key = anna_msg_key(err->msg);
	int len = snprintf(buf, size, "%s(", key ? key : "?");
	int n = anna_msg_nargs(err->msg);
	for (int i = 0; i < n && i < ANNA_ERROR_ARGS; i++) {
		int l = snprintf(len < (int)size ? buf + len : NULL,
				 len < (int)size ? size - (size_t)len : 0,
				 "%s%s", i ? ", " : "", err->args[i]);
		len += l;
	}
	int l = snprintf(len < (int)size ? buf + len : NULL,
			 len < (int)size ? size - (size_t)len : 0, ")");
	len += l;
	if (err->line) {
		l = snprintf(len < (int)size ? buf + len : NULL,
			     len < (int)size ? size - (size_t)len : 0,
			     " at %u:%u", err->line, err->column);
		len += l;
	}
	return len;
}

unsigned anna_error_column(const char *line, size_t n)
{
	unsigned c = 1;
	for (size_t i = 0; i < n; i++)
		if (((unsigned char)line[i] >> 6) != 2) /* not a continuation byte */
			c++;
	return c;
}
