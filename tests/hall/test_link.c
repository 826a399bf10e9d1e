/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/hall/test_link.c: the board's hall link against a real Mosquitto
 * on a private loopback port: retained state, the online flag and the
 * broker's will, a broker that is down at the start, killed and started
 * again mid-game (the state republished, one "lost" note per loss), the
 * arbiter's commands, and the broker's ACL deciding who may send them.
 */
#include <poll.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "hall/link.h"
#include "tests/hall/broker.h"

struct notes {
	unsigned up, down, commands;
	bool up_last;
	char last_command[512];
};

static void on_note(void *ctx, enum anna_hall_note note, const char *text, size_t len)
{
	struct notes *n = ctx;
	if (note == ANNA_HALL_UP) {
		n->up++;
		n->up_last = true;
	} else if (note == ANNA_HALL_DOWN) {
		n->down++;
		n->up_last = false;
	} else {
		n->commands++;
		snprintf(n->last_command, sizeof(n->last_command), "%.*s", (int)len, text);
	}
}

/* Drains notes for up to ms, or until cond(notes) holds. */
static bool wait_notes(struct anna_hall_link *l, struct notes *n, bool (*cond)(const struct notes *),
		       unsigned ms)
{
	for (unsigned waited = 0;; waited += 50) {
		struct pollfd p = { anna_hall_link_fd(l), POLLIN, 0 };
		if (poll(&p, 1, 50) > 0)
			anna_hall_link_drain(l, on_note, n);
		if (cond && cond(n))
			return true;
		if (waited >= ms)
			return cond == NULL;
	}
}

/* "up" means: an UP note came after the last DOWN note */
static bool is_up(const struct notes *n) { return n->up > 0 && n->up_last; }
static bool got_down(const struct notes *n) { return n->down > 0; }
static bool got_command(const struct notes *n) { return n->commands > 0; }

static void options(struct anna_hall_options *o, int port)
{
	memset(o, 0, sizeof(*o));
	snprintf(o->host, sizeof(o->host), "127.0.0.1");
	o->port = port;
	snprintf(o->event, sizeof(o->event), "ev");
	snprintf(o->board, sizeof(o->board), "b1");
	o->keepalive_s = 5;
}

static struct anna_hall_link *start(const struct anna_hall_options *o)
{
	struct anna_hall_link *l = NULL;
	struct anna_error err = { 0 };
	assert_int_equal(anna_hall_link_new(o, &l, &err), ANNA_OK);
	return l;
}

static void publish(struct anna_hall_link *l, enum anna_hall_topic t, const char *s)
{
	assert_int_equal(anna_hall_link_publish(l, t, s, strlen(s)), ANNA_OK);
}

static void retained_state_and_goodbye(void **unused)
{
	(void)unused;
	struct test_broker b = { 0 };
	assert_int_equal(test_broker_start(&b, NULL), 0);
	struct anna_hall_options o;
	options(&o, b.port);
	struct anna_hall_link *l = start(&o);
	struct notes n = { 0 };
	assert_true(wait_notes(l, &n, is_up, 5000));
	assert_true(anna_hall_link_connected(l));
	struct test_sub e; /* an early subscriber: sees the ply go through */
	assert_int_equal(test_sub_start(&e, b.port, "anna/ev/b1/ply", NULL, NULL), 0);
	publish(l, ANNA_HALL_STATE, "{\"ply\":1}");
	publish(l, ANNA_HALL_PLY, "{\"ply\":1,\"san\":\"e4\"}");
	assert_true(test_sub_wait(&e, "anna/ev/b1/ply", 1, "e4", NULL, 0, 5000));
	test_sub_stop(&e);

	/* a subscriber that comes later gets the retained state and online */
	struct test_sub s;
	assert_int_equal(test_sub_start(&s, b.port, "anna/ev/b1/#", NULL, NULL), 0);
	char buf[4096];
	assert_true(test_sub_wait(&s, "anna/ev/b1/state", 1, "\"ply\":1", buf, sizeof(buf), 5000));
	assert_true(test_sub_wait(&s, "anna/ev/b1/online", 1, "1", NULL, 0, 5000));
	/* a ply is not retained: a late subscriber never sees it (a window:
	 * the retained messages come together after the subscription) */
	test_sleep_ms(200);
	assert_false(test_sub_wait(&s, "anna/ev/b1/ply", 1, NULL, NULL, 0, 0));
	publish(l, ANNA_HALL_PLY, "{\"ply\":2}");
	assert_true(test_sub_wait(&s, "anna/ev/b1/ply", 1, "\"ply\":2", NULL, 0, 5000));

	anna_hall_link_free(l); /* a clean goodbye sets online to 0 */
	assert_true(test_sub_wait(&s, "anna/ev/b1/online", 2, "0", NULL, 0, 5000));
	assert_int_equal(n.down, 0);
	test_sub_stop(&s);
	test_broker_stop(&b);
	test_broker_clean(&b);
}

static void down_at_start_then_up(void **unused)
{
	(void)unused;
	struct test_broker b = { 0 };
	b.port = test_free_port();
	struct anna_hall_options o;
	options(&o, b.port);
	struct anna_hall_link *l = start(&o); /* nothing listens: no error */
	struct notes n = { 0 };
	assert_true(wait_notes(l, &n, got_down, 5000));
	publish(l, ANNA_HALL_STATE, "{\"ply\":7}"); /* kept for later */
	wait_notes(l, &n, NULL, 2500);              /* several retries... */
	assert_int_equal(n.down, 1);                /* ...said once */
	assert_int_equal(n.up, 0);

	assert_int_equal(test_broker_start(&b, NULL), 0);
	assert_true(wait_notes(l, &n, is_up, 10000));
	assert_int_equal(n.up, 1);
	struct test_sub s;
	assert_int_equal(test_sub_start(&s, b.port, "anna/ev/b1/state", NULL, NULL), 0);
	assert_true(test_sub_wait(&s, "anna/ev/b1/state", 1, "\"ply\":7", NULL, 0, 5000));
	test_sub_stop(&s);
	anna_hall_link_free(l);
	test_broker_stop(&b);
	test_broker_clean(&b);
}

static void broker_restart_republishes(void **unused)
{
	(void)unused;
	struct test_broker b = { 0 };
	assert_int_equal(test_broker_start(&b, NULL), 0);
	struct anna_hall_options o;
	options(&o, b.port);
	struct anna_hall_link *l = start(&o);
	struct notes n = { 0 };
	assert_true(wait_notes(l, &n, is_up, 5000));
	publish(l, ANNA_HALL_STATE, "{\"ply\":10}");
	publish(l, ANNA_HALL_PGN, "1. e4 *");

	test_broker_stop(&b); /* killed: no persistence, the retained are gone */
	assert_true(wait_notes(l, &n, got_down, 5000));
	publish(l, ANNA_HALL_STATE, "{\"ply\":11}"); /* the game goes on meanwhile */
	assert_int_equal(test_broker_start(&b, NULL), 0);
	assert_true(wait_notes(l, &n, is_up, 10000));
	assert_int_equal(n.down, 1);
	assert_int_equal(n.up, 2);

	struct test_sub s;
	assert_int_equal(test_sub_start(&s, b.port, "anna/ev/b1/#", NULL, NULL), 0);
	assert_true(test_sub_wait(&s, "anna/ev/b1/state", 1, "\"ply\":11", NULL, 0, 5000));
	assert_true(test_sub_wait(&s, "anna/ev/b1/pgn", 1, "1. e4", NULL, 0, 5000));
	assert_true(test_sub_wait(&s, "anna/ev/b1/online", 1, "1", NULL, 0, 5000));
	test_sub_stop(&s);
	anna_hall_link_free(l);
	test_broker_stop(&b);
	test_broker_clean(&b);
}

static void crash_sets_offline(void **unused)
{
	(void)unused;
	struct test_broker b = { 0 };
	assert_int_equal(test_broker_start(&b, NULL), 0);
	struct test_sub s;
	assert_int_equal(test_sub_start(&s, b.port, "anna/ev/b1/online", NULL, NULL), 0);
	int go[2]; /* the child ends when told: once its online is seen */
	assert_int_equal(pipe(go), 0);
	pid_t pid = fork();
	if (pid == 0) {
		close(go[1]);
		struct anna_hall_options o;
		options(&o, b.port);
		struct anna_hall_link *l = NULL;
		struct anna_error err = { 0 };
		if (anna_hall_link_new(&o, &l, &err) != ANNA_OK)
			_exit(2);
		for (int i = 0; i < 250 && !anna_hall_link_connected(l); i++)
			test_sleep_ms(20);
		char c;
		ssize_t r = read(go[0], &c, 1); /* the parent saw online 1, or gave up */
		(void)r;
		_exit(anna_hall_link_connected(l) ? 0 : 1); /* no goodbye */
	}
	close(go[0]);
	bool online = test_sub_wait(&s, "anna/ev/b1/online", 1, "1", NULL, 0, 5000);
	assert_int_equal(write(go[1], "x", 1), 1);
	close(go[1]);
	assert_true(online);
	int st = 0;
	assert_int_equal(waitpid(pid, &st, 0), pid);
	assert_int_equal(WEXITSTATUS(st), 0);
	/* online went 1, then the broker's will set 0 */
	assert_true(test_sub_wait(&s, "anna/ev/b1/online", 2, "0", NULL, 0, 5000));
	test_sub_stop(&s);
	test_broker_stop(&b);
	test_broker_clean(&b);
}

static void commands_and_acl(void **unused)
{
	(void)unused;
	struct test_broker b = { 0 };
	snprintf(b.dir, sizeof(b.dir), "/tmp/anna-hall-XXXXXX");
	assert_non_null(mkdtemp(b.dir));
	/* the hall's documented ACL (docs/hall.md): boards write their own
	 * topics and read their cmd; only the arbiter writes cmd */
	char path[160], cmd[512], extra[512];
	snprintf(path, sizeof(path), "%s/acl", b.dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fprintf(f, "user arbiter\ntopic write anna/+/+/cmd\ntopic read anna/#\n\n"
		   "user viewer\ntopic read anna/#\n\n"
		   "pattern write anna/+/%%u/#\npattern read anna/+/%%u/cmd\n");
	fclose(f);
	snprintf(cmd, sizeof(cmd),
		 "mosquitto_passwd -b -c %s/passwd arbiter secret1 && "
		 "mosquitto_passwd -b %s/passwd viewer secret2 && "
		 "mosquitto_passwd -b %s/passwd b1 secret3",
		 b.dir, b.dir, b.dir);
	assert_int_equal(system(cmd), 0);
	chmod(path, 0644);
	snprintf(extra, sizeof(extra), "allow_anonymous false\npassword_file %s/passwd\nacl_file %s/acl",
		 b.dir, b.dir);
	assert_int_equal(test_broker_start(&b, extra), 0);

	/* a command left retained at the broker before the board connects is
	 * stale: delivered with the retain flag on subscribing, never acted on */
	struct test_sub a;
	assert_int_equal(test_sub_start(&a, b.port, NULL, "arbiter", "secret1"), 0);
	const char *stale = "{\"id\":\"old\",\"cmd\":\"pause\"}";
	mosquitto_publish(a.m, NULL, "anna/ev/b1/cmd", (int)strlen(stale), stale, 1, true);
	struct test_sub kept; /* the broker holds it: a new subscriber gets it */
	assert_int_equal(test_sub_start(&kept, b.port, "anna/ev/b1/cmd", "arbiter", "secret1"), 0);
	assert_true(test_sub_wait(&kept, "anna/ev/b1/cmd", 1, "\"old\"", NULL, 0, 5000));
	test_sub_stop(&kept);

	struct anna_hall_options o;
	options(&o, b.port);
	o.commands = true;
	o.username = "b1";
	o.password = "secret3";
	struct anna_hall_link *l = start(&o);
	struct notes n = { 0 };
	assert_true(wait_notes(l, &n, is_up, 5000));
	/* a window: the board's own subscription to its cmd topic cannot be
	 * seen from outside (the viewer's second below adds to it) */
	test_sleep_ms(200);

	/* a viewer's command is dropped by the broker: never reaches the board */
	struct test_sub v;
	assert_int_equal(test_sub_start(&v, b.port, NULL, "viewer", "secret2"), 0);
	const char *c1 = "{\"id\":\"v\",\"cmd\":\"pause\"}";
	mosquitto_publish(v.m, NULL, "anna/ev/b1/cmd", (int)strlen(c1), c1, 1, false);
	assert_false(wait_notes(l, &n, got_command, 1000));

	/* the arbiter's arrives; the retained one was stale and is ignored */
	const char *c2 = "{\"id\":\"a\",\"cmd\":\"confirm\",\"args\":{\"decision\":\"1\"}}";
	mosquitto_publish(a.m, NULL, "anna/ev/b1/cmd", (int)strlen(c2), c2, 1, false);
	assert_true(wait_notes(l, &n, got_command, 5000));
	assert_string_equal(n.last_command, c2);

	/* the board may not write another board's topics */
	struct test_sub w;
	assert_int_equal(test_sub_start(&w, b.port, "anna/ev/b2/state", "viewer", "secret2"), 0);
	struct anna_hall_options o2 = o;
	snprintf(o2.board, sizeof(o2.board), "b2"); /* b1's identity, b2's topics */
	o2.commands = false;
	struct anna_hall_link *l2 = start(&o2);
	struct notes n2 = { 0 };
	assert_true(wait_notes(l2, &n2, is_up, 5000));
	publish(l2, ANNA_HALL_STATE, "{\"forged\":true}");
	assert_false(test_sub_wait(&w, "anna/ev/b2/state", 1, NULL, NULL, 0, 1000));
	anna_hall_link_free(l2);

	wait_notes(l, &n, NULL, 300);
	assert_int_equal(n.commands, 1);
	mosquitto_publish(a.m, NULL, "anna/ev/b1/cmd", 0, NULL, 1, true); /* clear it */
	test_sub_stop(&w);
	test_sub_stop(&a);
	test_sub_stop(&v);
	anna_hall_link_free(l);
	test_broker_stop(&b);
	test_broker_clean(&b);
}

int main(void)
{
	if (system("command -v mosquitto >/dev/null 2>&1") != 0) {
		fprintf(stderr, "mosquitto is not installed (scripts/deps installs it)\n");
		return 77;
	}
	signal(SIGPIPE, SIG_IGN);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(retained_state_and_goodbye),
		cmocka_unit_test(down_at_start_then_up),
		cmocka_unit_test(broker_restart_republishes),
		cmocka_unit_test(crash_sets_offline),
		cmocka_unit_test(commands_and_acl),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
