/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_hall.c: anna hall, the tournament hall's side (docs/hall.md).
 *
 * words: the hall page's words (hall.page.* of the profile) as one JSON
 * object, for hall/www/words.json: the page has no words of its own.
 * tell KEY [ARG...]: one hall.* text of the profile with its arguments, a
 * line on stdout: what scripts/install-hall says at each step.
 * broadcast: the live PGN of an event. Subscribes to every board's
 * retained `pgn` topic and, each time one changes, writes all games board
 * by board (natural order: 2 before 10) to the file, whole, through a
 * temporary file and rename(), so a reader never sees half a file. Runs
 * until SIGTERM or SIGINT; a lost broker is said once and retried.
 */
#include <errno.h>
#include <mosquitto.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hall/link.h"
#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/json.h"
#include "tools/report.h"

static int words(void)
{
	const struct anna_profile *p = anna_tool_profile();
	if (!p)
		return ANNA_EXIT_USAGE;
	struct anna_json j;
	anna_json_init(&j, stdout);
	anna_json_begin_object(&j);
	static const char prefix[] = "hall.page.";
	for (size_t i = 0; anna_profile_key_name(i); i++) {
		const char *key = anna_profile_key_name(i);
		if (strncmp(key, prefix, sizeof(prefix) - 1) != 0)
			continue;
		anna_json_key(&j, key);
		anna_json_string(&j, anna_profile_text(p, key));
	}
	anna_json_end_object(&j);
	anna_json_finish(&j);
	return ferror(stdout) ? ANNA_EXIT_FAIL : ANNA_EXIT_OK;
}

static int tell(int argc, char **argv)
{
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 1, 5, ANNA_MSG_TOOL_MISSING_OPTION, &nargs);
	if (rc >= 0)
		return rc;
	const struct anna_profile *p = anna_tool_profile();
	if (!p)
		return ANNA_EXIT_USAGE;
	const char *key = argv[1];
	if (strncmp(key, "hall.", 5) != 0 || !anna_profile_text(p, key))
		return anna_tool_usage_error(ANNA_MSG_TOOL_EXTRA_ARGUMENT, key);
	char line[1024];
	if (anna_profile_format(p, key, (const char *const *)argv + 2, (size_t)(nargs - 1), line,
				sizeof(line)) < 0)
		return anna_tool_usage_error(ANNA_MSG_TOOL_EXTRA_ARGUMENT, key);
	printf("%s\n", line);
	return ANNA_EXIT_OK;
}

/* ---- broadcast ----------------------------------------------------------- */

struct game {
	char board[ANNA_HALL_NAME_MAX];
	char *pgn;
};

struct broadcast {
	struct anna_hall_options opt;
	const char *out;
	char topic[3 * ANNA_HALL_NAME_MAX];
	struct game *games;
	size_t n, cap;
	bool up, said_down;
	int rc;
};

static volatile sig_atomic_t stop_requested;

static void on_stop(int signo)
{
	(void)signo;
	stop_requested = 1;
}

static int by_board(const void *a, const void *b)
{
	return strverscmp(((const struct game *)a)->board, ((const struct game *)b)->board);
}

static int write_all(struct broadcast *b)
{
	char tmp[4096];
	if (snprintf(tmp, sizeof(tmp), "%s.tmp", b->out) >= (int)sizeof(tmp))
		return -ENAMETOOLONG;
	FILE *f = fopen(tmp, "w");
	if (!f)
		return -errno;
	if (b->n > 1) /* qsort takes no NULL, even for nothing */
		qsort(b->games, b->n, sizeof(b->games[0]), by_board);
	for (size_t i = 0; i < b->n; i++) {
		size_t len = strlen(b->games[i].pgn);
		fputs(b->games[i].pgn, f);
		if (len && b->games[i].pgn[len - 1] != '\n')
			fputc('\n', f);
		if (i + 1 < b->n)
			fputc('\n', f);
	}
	int e = 0;
	if (fflush(f) != 0 || fsync(fileno(f)) != 0)
		e = errno;
	if (fclose(f) != 0 && !e)
		e = errno;
	if (!e && rename(tmp, b->out) != 0)
		e = errno;
	if (e)
		unlink(tmp);
	return -e;
}

static void report_errno(const char *what, int e)
{
	const char *name = strerrorname_np(e);
	anna_tool_report(ANNA_MSG_HALL_WRITE, what, name ? name : "EIO");
}

static void on_message(struct mosquitto *m, void *obj, const struct mosquitto_message *msg)
{
	(void)m;
	struct broadcast *b = obj;
	/* anna/<event>/<board>/pgn */
	const char *t = msg->topic;
	const char *board = strchr(t + 5, '/');
	if (strncmp(t, "anna/", 5) != 0 || !board)
		return;
	board++;
	const char *end = strchr(board, '/');
	if (!end || strcmp(end, "/pgn") != 0 || (size_t)(end - board) >= ANNA_HALL_NAME_MAX)
		return;
	size_t len = (size_t)(end - board), i = 0;
	while (i < b->n && !(strlen(b->games[i].board) == len &&
			     strncmp(b->games[i].board, board, len) == 0))
		i++;
	if (msg->payloadlen == 0) { /* the retained game was cleared */
		if (i == b->n)
			return;
		free(b->games[i].pgn);
		b->games[i] = b->games[--b->n];
	} else {
		char *text = malloc((size_t)msg->payloadlen + 1);
		if (!text)
			return;
		memcpy(text, msg->payload, (size_t)msg->payloadlen);
		text[msg->payloadlen] = '\0';
		if (i == b->n) {
			if (b->n == b->cap) {
				size_t cap = b->cap ? 2 * b->cap : 32;
				struct game *g = realloc(b->games, cap * sizeof(*g));
				if (!g) {
					free(text);
					return;
				}
				b->games = g;
				b->cap = cap;
			}
			memcpy(b->games[i].board, board, len);
			b->games[i].board[len] = '\0';
			b->games[i].pgn = NULL;
			b->n++;
		}
		free(b->games[i].pgn);
		b->games[i].pgn = text;
	}
	int r = write_all(b);
	if (r < 0) {
		report_errno(b->out, -r);
		b->rc = ANNA_EXIT_FAIL;
	}
}

static void on_connect(struct mosquitto *m, void *obj, int rc)
{
	struct broadcast *b = obj;
	if (rc != 0)
		return;
	mosquitto_subscribe(m, NULL, b->topic, 1);
	if (b->said_down) {
		char where[ANNA_HALL_HOST_MAX + 8];
		snprintf(where, sizeof(where), "%s:%d", b->opt.host, b->opt.port);
		anna_tool_report(ANNA_MSG_HALL_UP, where);
	}
	b->up = true;
	b->said_down = false;
}

static void link_lost(struct broadcast *b)
{
	if (b->said_down)
		return;
	char where[ANNA_HALL_HOST_MAX + 8];
	snprintf(where, sizeof(where), "%s:%d", b->opt.host, b->opt.port);
	anna_tool_report(ANNA_MSG_HALL_DOWN, where);
	b->said_down = true;
	b->up = false;
}

static int broadcast(int argc, char **argv)
{
	const char *broker = NULL, *event = NULL, *out = NULL, *user = NULL, *pwfile = NULL,
		   *cafile = NULL;
	const struct anna_tool_option opts[] = {
		{ "--broker", &broker, NULL },   { "--event", &event, NULL },
		{ "--out", &out, NULL },         { "--username", &user, NULL },
		{ "--password-file", &pwfile, NULL }, { "--cafile", &cafile, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 0, 0, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	if (!broker)
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_OPTION, "--broker");
	if (!event)
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_OPTION, "--event");
	if (!out)
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_OPTION, "--out");
	static struct broadcast b; /* the games outlive the callbacks' frames */
	memset(&b, 0, sizeof(b));
	struct anna_error err = { 0 };
	if (anna_hall_parse_url(broker, &b.opt, &err) != ANNA_OK ||
	    anna_hall_check_name(event, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	snprintf(b.topic, sizeof(b.topic), "anna/%s/+/pgn", event);
	b.out = out;
	char password[256] = "";
	if (pwfile) {
		int r = anna_hall_read_password(pwfile, password, sizeof(password));
		if (r < 0) {
			report_errno(pwfile, -r);
			return ANNA_EXIT_USAGE;
		}
	}
	/* an empty file at once: the broadcast tools find it before any game */
	int r = write_all(&b);
	if (r < 0) {
		report_errno(out, -r);
		return ANNA_EXIT_FAIL;
	}

	mosquitto_lib_init();
	struct mosquitto *m = mosquitto_new(NULL, true, &b);
	if (!m) {
		anna_tool_report(ANNA_MSG_HALL_START, strerror(errno));
		mosquitto_lib_cleanup();
		return ANNA_EXIT_FAIL;
	}
	if (user)
		mosquitto_username_pw_set(m, user, pwfile ? password : NULL);
	if (b.opt.tls) {
		int t = mosquitto_tls_set(m, cafile, cafile ? NULL : "/etc/ssl/certs", NULL, NULL, NULL);
		if (t != MOSQ_ERR_SUCCESS) {
			anna_tool_report(ANNA_MSG_HALL_TLS, cafile ? cafile : "/etc/ssl/certs",
					 mosquitto_strerror(t));
			mosquitto_destroy(m);
			mosquitto_lib_cleanup();
			return ANNA_EXIT_USAGE;
		}
	}
	mosquitto_connect_callback_set(m, on_connect);
	mosquitto_message_callback_set(m, on_message);

	struct sigaction sa = { .sa_handler = on_stop };
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	unsigned delay_ms = 500;
	bool connected = false;
	while (!stop_requested) {
		if (!connected) {
			int c = mosquitto_connect(m, b.opt.host, b.opt.port, 10);
			if (c != MOSQ_ERR_SUCCESS) {
				link_lost(&b);
				usleep(delay_ms * 1000);
				delay_ms = delay_ms * 2 > 5000 ? 5000 : delay_ms * 2;
				continue;
			}
			connected = true;
			delay_ms = 500;
		}
		int l = mosquitto_loop(m, 500, 1);
		if (l != MOSQ_ERR_SUCCESS && !stop_requested) {
			link_lost(&b);
			connected = false;
			mosquitto_disconnect(m);
			usleep(delay_ms * 1000);
		}
	}
	mosquitto_disconnect(m);
	mosquitto_destroy(m);
	mosquitto_lib_cleanup();
	for (size_t i = 0; i < b.n; i++)
		free(b.games[i].pgn);
	free(b.games);
	return b.rc;
}

int anna_cmd_hall(int argc, char **argv)
{
	static const char *const actions[] = { "words", "broadcast", "tell", NULL };
	int action, nargs;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	if (action == 0) {
		rc = anna_tool_parse(argc - 1, argv + 1, NULL, 0, 0, ANNA_MSG_TOOL_MISSING_FILE,
				     &nargs);
		return rc >= 0 ? rc : words();
	}
	if (action == 2)
		return tell(argc - 1, argv + 1);
	return broadcast(argc - 1, argv + 1);
}
