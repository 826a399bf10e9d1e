/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/control.h: the control socket (docs/protocol.md). A Unix stream
 * socket; a request is one line, a command and key=value fields (a value
 * with spaces in double quotes, \" and \\ escaped):
 *
 *     pause reason=disturbance
 *
 * and its reply is "ok" or "error KEY TEXT" (KEY a message key of
 * core/messages.def, TEXT its words), then the answer's lines, then one
 * empty line. Every field is checked against the command's table before
 * anything acts (chrony's command socket); a malformed request gets an
 * error and changes nothing. The peer's uid (SO_PEERCRED) decides what
 * it may do (config.h's roles): everyone reads, the arbiter changes.
 */
#ifndef ANNA_DAEMON_CONTROL_H
#define ANNA_DAEMON_CONTROL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "core/error.h"
#include "daemon/config.h"

#define ANNA_CONTROL_MAX_LINE 4096
#define ANNA_CONTROL_MAX_FIELDS 6
#define ANNA_CONTROL_VALUE 256
/* Connections at once; the last few only for the arbiter's role, so no
 * other user can lock him out (docs/protocol.md "Limits"). */
#define ANNA_CONTROL_MAX_CLIENTS 256
#define ANNA_CONTROL_RESERVED 4

/* The commands (control.c's table gives each its role and fields). */
enum anna_control_cmd {
	ANNA_CTL_STATUS = 0, ANNA_CTL_TIMES, ANNA_CTL_SCORESHEET, ANNA_CTL_PGN,
	ANNA_CTL_POSITION, ANNA_CTL_RECONCILE, ANNA_CTL_START, ANNA_CTL_PAUSE,
	ANNA_CTL_RESUME, ANNA_CTL_ADJUST, ANNA_CTL_SETPOS, ANNA_CTL_PENALTY,
	ANNA_CTL_RESULT, ANNA_CTL_CONFIRM, ANNA_CTL_OVERRIDE, ANNA_CTL_NEWGAME,
	ANNA_CTL_MOVE, ANNA_CTL_ANNOUNCE, ANNA_CTL_SHEET, ANNA_CTL_AGREEMENT,
	ANNA_CTL_SWITCHES, ANNA_CTL_DECISIONS, ANNA_CTL_TRAIN,
	ANNA_CTL_COUNT
};
const char *anna_control_cmd_str(enum anna_control_cmd cmd);
/* The role a command needs. */
enum anna_config_role anna_control_cmd_role(enum anna_control_cmd cmd);

struct anna_control_request {
	enum anna_control_cmd cmd;
	size_t n;
	char key[ANNA_CONTROL_MAX_FIELDS][32];
	char value[ANNA_CONTROL_MAX_FIELDS][ANNA_CONTROL_VALUE];
};

/*
 * Parses one request line (without its newline) and checks its fields
 * against the command's table: unknown command, unknown or repeated
 * field, missing field, bad quoting. Pure. ANNA_OK or an error
 * (control.* message).
 */
enum anna_status anna_control_parse(const char *line, size_t len,
				    struct anna_control_request *req, struct anna_error *err);
/* The values an enumerated field may have ("white, black"), NULL for a
 * field that is not enumerated. anna_control_parse refuses other values. */
const char *anna_control_choices(enum anna_control_cmd cmd, const char *key);
/* *err for a field whose value the command cannot take, in people's terms:
 * the option, the value, and what it can be (control.field: the choices;
 * control.field_time: a time's forms; control.field_value otherwise). */
enum anna_status anna_control_field_error(const struct anna_control_request *req, const char *key,
					  struct anna_error *err);
/* A field's value, NULL if absent. */
const char *anna_control_get(const struct anna_control_request *req, const char *key);
/* Does role allow cmd? If not, *err says so (control.denied). */
bool anna_control_allowed(enum anna_control_cmd cmd, enum anna_config_role role, uid_t uid,
			  struct anna_error *err);

/* A reply being built. */
struct anna_control_reply {
	char *buf;
	size_t len, cap;
};
/* Appends one line (printf-style; the newline is added). */
void anna_control_reply_line(struct anna_control_reply *r, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* What the daemon does with a valid, permitted request: fill *reply's
 * answer lines and return ANNA_OK, or return an error in *err. */
typedef enum anna_status (*anna_control_handler)(void *ctx, const struct anna_control_request *req,
						 struct anna_control_reply *reply,
						 struct anna_error *err);
/* Renders an error as the reply's text (the daemon's profile). */
typedef void (*anna_control_render)(void *ctx, const struct anna_error *err, char *buf,
				    size_t size);

struct anna_loop;
struct anna_control;

/* Listens on path (a stale socket there is replaced; mode 0666: the
 * roles come from SO_PEERCRED, not from the file's mode). 0 or -errno. */
int anna_control_new(struct anna_loop *loop, const char *path, const struct anna_config *config,
		     anna_control_handler handler, anna_control_render render, void *ctx,
		     struct anna_control **out);
/* Closes the socket and every client, unlinks path. NULL is fine. */
void anna_control_free(struct anna_control *ctl);

/* What the server did about its clients (status, the benchmark). */
struct anna_control_stats {
	uint64_t requests;
	uint64_t refused;        /* full, none idle to drop: control.busy */
	uint64_t dropped_full;   /* the oldest idle dropped for a new one */
	uint64_t dropped_idle;   /* closed after the idle timeout */
	uint64_t dropped_slow;   /* a request or a reply not finished in time */
};
const struct anna_control_stats *anna_control_stats(const struct anna_control *ctl);

/* One request line from a peer with uid, answered into *reply (status
 * line, answer, empty line): what a connection does per line. */
void anna_control_handle_line(struct anna_control *ctl, const char *line, size_t len, uid_t uid,
			      struct anna_control_reply *reply);

#endif
