/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_ctl.c: the client of annad's control socket (docs/protocol.md).
 *
 *   anna ctl [--socket PATH] COMMAND [key=value ...]   any request
 *   anna status | times | scoresheet [--side vi|sighted] (--brf: tools/cmd_brf.c)
 *   anna start | pause [--reason R] | resume | adjust --side S (--add MS|--set MS)
 *   anna penalty --side S --kind time|deduct|loss|warning [--ms MS]
 *   anna result 1-0|0-1|1/2-1/2 | newgame | move MOVE | announce TEXT...
 *   anna sheet [--letters L] [--move N] ENTRY... | confirm ID | override ID
 *   anna switches [--check-words on|off] [--clock-warnings on|off] ...
 *   anna train [--level L] [--study FILE.pgn] [--guess white|black]
 *
 * The socket: --socket, else $ANNA_SOCKET, else /run/anna/annad.sock if it
 * exists (the system service), else the user's (daemon/config.h).
 * Prints the answer's lines; an error in the daemon's words on stderr.
 * Exit 0 ok, 1 refused (permission, the game's state, annad busy or the
 * connection closed before the answer: said), 2 a bad request or no
 * daemon.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "daemon/access.h"
#include "daemon/config.h"
#include "tools/commands.h"
#include "tools/report.h"

static void append(char *buf, size_t size, const char *s)
{
	size_t n = strlen(buf);
	snprintf(buf + n, size - n, "%s", s);
}

/* key=value, the value quoted when it needs it (control.h). */
static void field(char *buf, size_t size, const char *key, const char *value)
{
	append(buf, size, " ");
	append(buf, size, key);
	append(buf, size, "=");
	if (*value && !strpbrk(value, " \t\"\\")) {
		append(buf, size, value);
		return;
	}
	append(buf, size, "\"");
	for (const char *p = value; *p; p++) {
		char c[3] = { *p, 0, 0 };
		if (*p == '"' || *p == '\\') {
			c[0] = '\\';
			c[1] = *p;
		}
		append(buf, size, c);
	}
	append(buf, size, "\"");
}

const char *anna_ctl_socket(const char *given)
{
	static struct anna_config c;
	if (given)
		return given;
	const char *env = getenv("ANNA_SOCKET");
	if (env && *env)
		return env;
	if (access("/run/anna/annad.sock", F_OK) == 0)
		return "/run/anna/annad.sock";
	anna_config_default(&c);
	return c.socket;
}

/* Everything of s to fd; false if annad closed the connection. */
static bool send_all(int fd, const char *s, size_t n)
{
	while (n) {
		ssize_t w = send(fd, s, n, MSG_NOSIGNAL); /* never SIGPIPE */
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		s += w;
		n -= (size_t)w;
	}
	return true;
}

int anna_ctl_request(const char *path, const char *line, FILE *out)
{
	struct sockaddr_un sa = { .sun_family = AF_UNIX };
	snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", path);
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0) {
		const char *name = strerrorname_np(errno);
		if (errno == EACCES) { /* annad runs; the socket is not for this user */
			struct anna_error err = { 0 };
			anna_access_denied(path, &err);
			anna_tool_report_error(NULL, &err);
		} else {
			anna_tool_report(ANNA_MSG_CONTROL_CONNECT, path, name ? name : "EIO");
		}
		if (fd >= 0)
			close(fd);
		return ANNA_EXIT_USAGE;
	}
	/* annad may refuse the connection (control.busy) and close it before
	 * reading: its answer is read even when the request cannot be sent */
	bool sent = send_all(fd, line, strlen(line)) && send_all(fd, "\n", 1);
	if (sent)
		shutdown(fd, SHUT_WR);
	FILE *f = fdopen(fd, "r");
	if (!f) {
		close(fd);
		anna_tool_report(ANNA_MSG_CONTROL_CLOSED, path);
		return ANNA_EXIT_FAIL;
	}
	char buf[4096];
	int rc = ANNA_EXIT_USAGE;
	bool first = true, ended = false;
	while (fgets(buf, sizeof(buf), f)) {
		if (first) {
			first = false;
			if (!strcmp(buf, "ok\n")) {
				rc = ANNA_EXIT_OK;
				continue;
			}
			/* "error KEY TEXT" */
			char *key = buf + 6, *text = strchr(key, ' ');
			bool request_error = !strncmp(key, "control.request", 15) ||
					     !strncmp(key, "control.unknown", 15) ||
					     !strncmp(key, "control.field", 13) ||
					     !strncmp(key, "control.utf8", 12) ||
					     !strncmp(key, "control.missing", 15);
			rc = request_error ? ANNA_EXIT_USAGE : ANNA_EXIT_FAIL;
			/* the text is annad's, in its profile's words */
			fprintf(stderr, "%s: %s", anna_tool_command(), text ? text + 1 : buf);
			continue;
		}
		if (!strcmp(buf, "\n")) {
			ended = true;
			break;
		}
		fputs(buf, out);
	}
	fclose(f);
	if (!ended) {
		/* closed before the answer's end: never a silent exit */
		anna_tool_report(ANNA_MSG_CONTROL_CLOSED, path);
		return ANNA_EXIT_FAIL;
	}
	return rc;
}

/*
 * --socket PATH, --profile NAME and --help anywhere (taken out of argv);
 * every other --key value is a field of the request. Returns -1 to go on,
 * else the exit status.
 */
static int common_options(int *argc, char **argv, const char **sock)
{
	int n = 1;
	for (int k = 1; k < *argc; k++) {
		const char *a = argv[k];
		if (!strcmp(a, "--help"))
			return anna_tool_help();
		bool s = !strcmp(a, "--socket"), p = !strcmp(a, "--profile");
		if (!s && !p) {
			argv[n++] = argv[k];
			continue;
		}
		if (k + 1 >= *argc)
			return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_VALUE, a);
		if (s)
			*sock = argv[++k];
		else if (anna_tool_set_profile(argv[++k]) < 0)
			return ANNA_EXIT_USAGE;
	}
	*argc = n;
	return -1;
}

/* Options --key value become fields; positional words per command. */
int anna_cmd_ctl(int argc, char **argv)
{
	const char *sock = NULL;
	char line[8192] = "";
	int i = 1;
	const char *cmd = argv[0];
	for (int k = 1; k < argc && !strcmp(cmd, "scoresheet"); k++)
		if (!strcmp(argv[k], "--brf"))
			return anna_cmd_scoresheet_brf(argc, argv);
	int rc = common_options(&argc, argv, &sock);
	if (rc >= 0)
		return rc;
	if (!strcmp(cmd, "ctl")) {
		if (i >= argc)
			return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_REQUEST);
		/* the request as given, each field quoted as needed */
		append(line, sizeof(line), argv[i++]);
		for (; i < argc; i++) {
			char *eq = strchr(argv[i], '=');
			if (!eq) {
				anna_tool_report(ANNA_MSG_CONTROL_REQUEST, argv[i]);
				return ANNA_EXIT_USAGE;
			}
			*eq = 0;
			field(line, sizeof(line), argv[i], eq + 1);
		}
		return anna_ctl_request(anna_ctl_socket(sock), line, stdout);
	}
	append(line, sizeof(line), cmd);
	char text[4096] = "";
	for (; i < argc; i++) {
		const char *a = argv[i];
		if (!strncmp(a, "--", 2) && a[2]) {
			if (i + 1 >= argc)
				return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_VALUE, a);
			const char *v = argv[++i];
			char abs[4096];
			/* annad reads the study file from its own directory */
			if (!strcmp(cmd, "train") && !strcmp(a, "--study") && v[0] != '/' &&
			    realpath(v, abs))
				v = abs;
			field(line, sizeof(line), a + 2, v);
		} else if (!strcmp(cmd, "announce") || !strcmp(cmd, "sheet")) {
			/* the words as one text (an entry may be "O-O (=)") */
			if (*text)
				append(text, sizeof(text), " ");
			append(text, sizeof(text), a);
		} else if (!strcmp(cmd, "move") || !strcmp(cmd, "result") ||
			   !strcmp(cmd, "confirm") || !strcmp(cmd, "override")) {
			const char *key = !strcmp(cmd, "move") ? "move"
					  : !strcmp(cmd, "result") ? "value" : "id";
			field(line, sizeof(line), key, a);
		} else {
			anna_tool_report(ANNA_MSG_CONTROL_REQUEST, a);
			return ANNA_EXIT_USAGE;
		}
	}
	if (*text)
		field(line, sizeof(line), "text", text);
	return anna_ctl_request(anna_ctl_socket(sock), line, stdout);
}
