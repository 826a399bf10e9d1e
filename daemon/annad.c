/*
 * daemon/annad.c: the daemon (annad.h): modules in order, the journal
 * hook, recovery, replayed devices, the control socket's commands.
 */
#include "daemon/annad.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board-io/boardmap.h"
#include "core/fen.h"
#include "core/notation.h"
#include "core/pgn.h"
#include "core/timecontrol.h"
#include "daemon/control.h"
#include "daemon/devices.h"
#include "daemon/dgt.h"
#include "daemon/journal.h"
#include "daemon/loop.h"
#include "input/dgtport.h"
#include "input/dgtrec.h"
#include "input/evemu.h"
#include "input/keymap.h"
#include "speech/output.h"
#include "speech/profile.h"
#include "speech/render_reconcile.h"
#include "speech/speaker.h"

#define MAX_PENDING 256

/* A phrase or earcon held until the journal is on disk. */
struct pending {
	enum anna_role listener;
	enum anna_driver_prio prio;
	bool earcon;
	enum anna_earcon tone;
	uint64_t at_ms;
	char *text, *speech;
};

/* One replayed input, merged from the recordings: an evdev event, or the
 * bytes of a DGT board's line (borrowed from its recording). */
struct replay_ev {
	uint64_t us;
	int role;
	struct input_event ev;
	const uint8_t *bytes;
	size_t n_bytes;
};

struct anna_daemon {
	struct anna_config config;
	struct anna_daemon_options opt;
	/* words */
	struct anna_profile *profile[ANNA_ROLE_COUNT];
	struct anna_profile *log_profile;    /* messages on stderr and the socket */
	struct anna_keymap keymap[ANNA_DRIVER_ROLE_COUNT];
	struct anna_boardmap boardmap;
	/* speech: one output and speaker per person who hears through one */
	struct anna_output *output[ANNA_ROLE_COUNT];
	struct anna_speaker *speaker[ANNA_ROLE_COUNT];
	int speaker_listener[ANNA_ROLE_COUNT];
	FILE *transcript;
	bool own_transcript;
	/* journal and game */
	char journal_path[ANNA_CONFIG_TEXT + 32];
	struct anna_journal *journal;
	bool replaying;                      /* recovery: do not journal */
	int journal_error;
	struct anna_driver_config dcfg;
	struct anna_driver *driver;
	int64_t offset;                      /* driver time = monotonic + offset */
	uint64_t last_ms;                    /* the driver's time, never back */
	bool recovered;
	uint64_t lost_ms;
	struct anna_error recovery;          /* said after "ready" */
	/* held words */
	struct pending pending[MAX_PENDING];
	size_t n_pending;
	size_t announced_plies;
	/* replayed recordings */
	struct replay_ev *replay;
	size_t n_replay, next_replay;
	int64_t replay_shift_ms;             /* recording ms + shift = driver ms */
	/* the rest */
	struct anna_devices *devices;
	struct anna_dgtdev *dgt[ANNA_DRIVER_ROLE_COUNT];   /* DGT e-boards */
	struct anna_dgtrec *dgt_replay[ANNA_DRIVER_ROLE_COUNT]; /* their recordings */
	struct anna_loop *loop;
	struct anna_control *control;
	/* bench: the batch's start and each MOVE phrase's */
	uint64_t batch_us;
	bool batch_key;
	/* the batch start of the MOVE phrase being handed over: set before
	 * anna_speaker_say(), since a real-time speaker thread may report its
	 * first frame before say() returns */
	_Atomic uint64_t move_batch_us;
	FILE *latency;
};

/* ---- messages ----------------------------------------------------------- */

static void say_error(struct anna_daemon *d, const struct anna_error *err, bool speak);

static void log_error(struct anna_daemon *d, const struct anna_error *err)
{
	char buf[1024];
	anna_profile_render_error(d ? d->log_profile : NULL, err, buf, sizeof(buf));
	fprintf(stderr, "annad: %s\n", buf);
}

/* A message of messages.def with its arguments (as many as it takes) on
 * stderr, in the words of the log profile. */
static void log_msg(struct anna_daemon *d, enum anna_msg msg, const char *a1, const char *a2)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, msg, a1, a2);
	log_error(d, &err);
}

static const char *errname(int e)
{
	const char *n = strerrorname_np(e < 0 ? -e : e);
	return n ? n : "EIO";
}

/* ---- time --------------------------------------------------------------- */

static uint64_t driver_now(struct anna_daemon *d)
{
	int64_t t = (int64_t)anna_loop_now_ms() + d->offset;
	uint64_t now = t < 0 ? 0 : (uint64_t)t;
	if (now < d->last_ms)
		now = d->last_ms; /* never back (driver.h) */
	d->last_ms = now;
	return now;
}

/* Moves the driver's time forward to t (a fast replay's simulated time). */
static void jump_to(struct anna_daemon *d, uint64_t t)
{
	uint64_t now = driver_now(d);
	if (t > now) {
		d->offset += (int64_t)(t - now);
		d->last_ms = t;
	}
}

/* ---- the journal hook --------------------------------------------------- */

static void journal_raw(void *ctx, const struct anna_driver_raw *raw)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || !d->journal)
		return;
	uint8_t p[32], bytes[ANNA_DGT_READ_MAX + 1];
	uint32_t len = 0;
	unsigned type = 0;
	const void *payload = p;
	memset(p, 0, sizeof(p));
	switch (raw->input) {
	case ANNA_DRIVER_IN_EVENT: {
		type = ANNA_JREC_EVENT;
		p[0] = (uint8_t)raw->role;
		uint16_t t = raw->ev->type, c = raw->ev->code;
		int32_t v = raw->ev->value;
		uint64_t us = anna_evemu_time_us(raw->ev);
		memcpy(p + 4, &t, 2);
		memcpy(p + 6, &c, 2);
		memcpy(p + 8, &v, 4);
		memcpy(p + 12, &us, 8);
		len = 20;
		break;
	}
	case ANNA_DRIVER_IN_BOARD_STATE:
		type = ANNA_JREC_BOARD;
		p[0] = (uint8_t)raw->role;
		memcpy(p + 8, &raw->occupancy, 8);
		len = 16;
		break;
	case ANNA_DRIVER_IN_TICK:
		type = ANNA_JREC_TICK;
		break;
	case ANNA_DRIVER_IN_COMMAND:
		type = ANNA_JREC_COMMAND;
		payload = raw->command;
		len = sizeof(*raw->command);
		break;
	case ANNA_DRIVER_IN_BYTES:
		/* one record per read (daemon/dgt.c reads at most
		 * sizeof(bytes) - 1 bytes at a time) */
		type = ANNA_JREC_BYTES;
		bytes[0] = (uint8_t)raw->role;
		len = (uint32_t)(raw->n_bytes < sizeof(bytes) - 1 ? raw->n_bytes : sizeof(bytes) - 1);
		if (len) /* none: the line opened */
			memcpy(bytes + 1, raw->bytes, len);
		len++;
		payload = bytes;
		break;
	}
	int r = anna_journal_append(d->journal, type, raw->now_ms, anna_journal_wall_ms(), payload,
				    len);
	if (r < 0 && !d->journal_error) {
		d->journal_error = r;
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, errname(r));
		say_error(d, &err, true);
	}
}

/* Feeds one journal record to the driver (recovery). */
static int replay_record(void *ctx, const struct anna_journal_record *rec)
{
	struct anna_daemon *d = ctx;
	d->last_ms = rec->time_ms > d->last_ms ? rec->time_ms : d->last_ms;
	switch (rec->type) {
	case ANNA_JREC_EVENT: {
		if (rec->len != 20 || rec->payload[0] >= ANNA_DRIVER_ROLE_COUNT)
			break;
		struct input_event ev;
		memset(&ev, 0, sizeof(ev));
		uint64_t us;
		int32_t v;
		memcpy(&ev.type, rec->payload + 4, 2);
		memcpy(&ev.code, rec->payload + 6, 2);
		memcpy(&v, rec->payload + 8, 4);
		memcpy(&us, rec->payload + 12, 8);
		ev.value = v;
		anna_evemu_set_time_us(&ev, us);
		anna_driver_feed(d->driver, (enum anna_driver_role)rec->payload[0], &ev, rec->time_ms);
		break;
	}
	case ANNA_JREC_BOARD: {
		if (rec->len != 16 || rec->payload[0] >= ANNA_DRIVER_ROLE_COUNT)
			break;
		uint64_t occ;
		memcpy(&occ, rec->payload + 8, 8);
		anna_driver_board_state(d->driver, (enum anna_driver_role)rec->payload[0], occ,
					rec->time_ms);
		break;
	}
	case ANNA_JREC_TICK:
		anna_driver_tick(d->driver, rec->time_ms);
		break;
	case ANNA_JREC_BYTES:
		if (rec->len < 1 || rec->payload[0] >= ANNA_DRIVER_ROLE_COUNT)
			break;
		anna_driver_feed_bytes(d->driver, (enum anna_driver_role)rec->payload[0],
				       rec->payload + 1, rec->len - 1, rec->time_ms);
		break;
	case ANNA_JREC_COMMAND: {
		/* The layout of this build (journal.h); a journal from another
		 * build with another layout is not replayed blindly. */
		if (rec->len != sizeof(struct anna_session_event))
			break;
		struct anna_session_event ev;
		memcpy(&ev, rec->payload, sizeof(ev));
		if ((unsigned)ev.type >= ANNA_SEV_COUNT)
			break;
		anna_driver_command(d->driver, &ev);
		break;
	}
	default:
		break; /* header, recovery notes */
	}
	return 0;
}

/* ---- words, held until the journal is on disk --------------------------- */

static void out_say(void *ctx, enum anna_role listener, enum anna_driver_prio prio, uint64_t at_ms,
		    const char *text, const char *speech)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || d->n_pending == MAX_PENDING)
		return;
	struct pending *p = &d->pending[d->n_pending++];
	*p = (struct pending){ .listener = listener, .prio = prio, .at_ms = at_ms };
	p->text = strdup(text ? text : "");
	p->speech = speech ? strdup(speech) : NULL;
}

static void out_earcon(void *ctx, enum anna_role listener, enum anna_earcon earcon, uint64_t at_ms)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || d->n_pending == MAX_PENDING)
		return;
	d->pending[d->n_pending++] = (struct pending){
		.listener = listener, .earcon = true, .tone = earcon, .at_ms = at_ms,
	};
}

static const char *const person_names[ANNA_ROLE_COUNT] = { "player", "opponent", "arbiter" };

static void release(struct anna_daemon *d)
{
	for (size_t i = 0; i < d->n_pending; i++) {
		struct pending *p = &d->pending[i];
		enum anna_role who = p->listener;
		if (!p->earcon && d->transcript) {
			fprintf(d->transcript, "%" PRIu64 ".%03u %s %s\n", p->at_ms / 1000,
				(unsigned)(p->at_ms % 1000), person_names[who], p->text);
		}
		struct anna_speaker *sp = (unsigned)who < ANNA_ROLE_COUNT ? d->speaker[who] : NULL;
		if (sp) {
			uint64_t id = 0;
			if (p->earcon) {
				anna_speaker_earcon(sp, d->speaker_listener[who], p->tone,
						    ANNA_PRIO_INFO, &id);
			} else {
				struct anna_utterance u = {
					.listener = d->speaker_listener[who],
					.prio = (enum anna_priority)p->prio,
					.words = p->text, .say = p->speech,
				};
				if (d->batch_key && p->prio == ANNA_DRIVER_PRIO_MOVE)
					d->move_batch_us = d->batch_us;
				anna_speaker_say(sp, &u, &id);
			}
		}
		free(p->text);
		free(p->speech);
	}
	d->n_pending = 0;
	if (d->transcript)
		fflush(d->transcript);
}

/* A message to the arbiter's log and, if speak, to the VI player too. */
static void say_error(struct anna_daemon *d, const struct anna_error *err, bool speak)
{
	log_error(d, err);
	if (!speak || !d->driver)
		return;
	char buf[1024];
	anna_profile_render_error(d->profile[ANNA_ROLE_VI], err, buf, sizeof(buf));
	out_say(d, ANNA_ROLE_VI, ANNA_DRIVER_PRIO_URGENT, d->last_ms, buf, NULL);
}

/* A message said to one listener in his profile's words (not logged). */
static void say_to(struct anna_daemon *d, enum anna_role who, const struct anna_error *err)
{
	if (!d->dcfg.listener[who].present)
		return;
	char buf[1024];
	anna_profile_render_error(d->profile[who], err, buf, sizeof(buf));
	out_say(d, who, ANNA_DRIVER_PRIO_URGENT, d->last_ms, buf, NULL);
}

/* annad is ready: said to the players, then, after a recovery, where the
 * game stands and how the clock goes on (the log has the socket's path). */
static void say_ready(struct anna_daemon *d)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_READY_SAID);
	say_to(d, ANNA_ROLE_VI, &err);
	say_to(d, ANNA_ROLE_SIGHTED, &err);
	if (!d->recovered)
		return;
	say_error(d, &d->recovery, true);
	if (anna_session_state(anna_driver_session(d->driver)) != ANNA_SESSION_PAUSED)
		return;
	/* CLK-11: who may resume the clock (policy.h) */
	anna_error_set(&err, ANNA_E_STATE,
		       d->config.mode == ANNA_MODE_TRAINING ? ANNA_MSG_DAEMON_RESUME_TRAINING
							    : ANNA_MSG_DAEMON_RESUME_ARBITER);
	say_to(d, ANNA_ROLE_VI, &err);
	say_to(d, ANNA_ROLE_SIGHTED, &err);
}

static void on_speaker(void *ctx, const struct anna_speaker_event *ev)
{
	struct anna_daemon *d = ctx;
	if (ev->kind != ANNA_SPEAKER_FIRST_FRAME || ev->prio != ANNA_PRIO_MOVE || !d->latency)
		return;
	uint64_t start = atomic_exchange(&d->move_batch_us, 0);
	if (start && ev->at_us >= start) {
		/* called on the speaker's thread: one line, one write */
		fprintf(d->latency, "%" PRIu64 "\n", ev->at_us - start);
		fflush(d->latency);
	}
}

/* ---- the loop's hooks --------------------------------------------------- */

static void arm(struct anna_daemon *d);

/* After every batch: the journal to disk, then the words out (journal.h). */
static void on_idle(void *ctx)
{
	struct anna_daemon *d = ctx;
	if (d->journal) {
		int r = anna_journal_sync(d->journal);
		if (r < 0 && !d->journal_error) {
			d->journal_error = r;
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path,
				       errname(r));
			say_error(d, &err, true);
		}
	}
	size_t plies = anna_session_game(anna_driver_session(d->driver))->count;
	if (plies != d->announced_plies) {
		/* what the crash test checks: every ply announced is on disk */
		char n[24];
		snprintf(n, sizeof(n), "%zu", plies);
		log_msg(d, ANNA_MSG_DAEMON_SYNCED, n, NULL);
		d->announced_plies = plies;
	}
	release(d);
	d->batch_key = false;
	arm(d);
}

static void feed_replay(struct anna_daemon *d)
{
	const struct replay_ev *r = &d->replay[d->next_replay++];
	uint64_t t = (uint64_t)((int64_t)(r->us / 1000) + d->replay_shift_ms);
	if (d->opt.fast || d->opt.speed > 1)
		jump_to(d, t); /* simulated time */
	uint64_t now = driver_now(d);
	d->batch_us = anna_loop_now_us();
	/* a DGT board's bytes may hold the lever: a press, measured */
	d->batch_key = !anna_driver_role_is_board((enum anna_driver_role)r->role) || r->bytes;
	if (r->bytes)
		anna_driver_feed_bytes(d->driver, (enum anna_driver_role)r->role, r->bytes,
				       r->n_bytes, now);
	else
		anna_driver_feed(d->driver, (enum anna_driver_role)r->role, &r->ev, now);
}

static void on_deadline(void *ctx)
{
	struct anna_daemon *d = ctx;
	uint64_t now = driver_now(d);
	if (d->next_replay < d->n_replay) {
		const struct replay_ev *r = &d->replay[d->next_replay];
		uint64_t t = (uint64_t)((int64_t)(r->us / 1000) + d->replay_shift_ms);
		if (d->opt.fast || d->opt.speed > 1 || t <= now) {
			feed_replay(d);
			return;
		}
	}
	if (anna_driver_next_deadline(d->driver) <= now)
		anna_driver_tick(d->driver, now);
}

/* The timer for the earliest of the driver's deadline and the next
 * replayed event: the loop sleeps until then and no longer polls. */
static void arm(struct anna_daemon *d)
{
	uint64_t next = anna_driver_next_deadline(d->driver);
	if (d->next_replay < d->n_replay) {
		const struct replay_ev *r = &d->replay[d->next_replay];
		uint64_t t = (uint64_t)((int64_t)(r->us / 1000) + d->replay_shift_ms);
		if (d->opt.fast) {
			t = d->last_ms; /* at once: simulated time */
		} else if (d->opt.speed > 1) {
			/* the recording's pauses, shortened; the deadlines
			 * between are met when the event is fed */
			uint64_t now = driver_now(d);
			t = now + (t > now ? (t - now) / d->opt.speed : 0);
			next = t;
		}
		if (t < next)
			next = t;
	}
	uint64_t mono = ANNA_LOOP_NO_DEADLINE;
	if (next != UINT64_MAX) {
		int64_t m = (int64_t)next - d->offset;
		mono = m < 1 ? 1 : (uint64_t)m;
	}
	anna_loop_set_deadline(d->loop, mono, on_deadline, d);
}

static void on_signal(void *ctx, int signo)
{
	struct anna_daemon *d = ctx;
	(void)signo;
	anna_loop_stop(d->loop);
}

/* ---- devices -------------------------------------------------------------- */

static void dev_event(void *ctx, int role, const struct input_event *ev)
{
	struct anna_daemon *d = ctx;
	if (!d->batch_key) {
		d->batch_us = anna_loop_now_us();
		d->batch_key = !anna_driver_role_is_board((enum anna_driver_role)role);
	}
	anna_driver_feed(d->driver, (enum anna_driver_role)role, ev, driver_now(d));
}

static void dev_board(void *ctx, int role, uint64_t occupancy)
{
	struct anna_daemon *d = ctx;
	anna_driver_board_state(d->driver, (enum anna_driver_role)role, occupancy, driver_now(d));
}

static void dev_report(void *ctx, const struct anna_error *err)
{
	say_error(ctx, err, true);
}

/* ---- the DGT e-board (daemon/dgt.h) ---- */

static void dgt_bytes(void *ctx, int role, const uint8_t *bytes, size_t n)
{
	struct anna_daemon *d = ctx;
	if (!d->batch_key) {
		/* its bytes may hold the clock's lever: a press, measured */
		d->batch_us = anna_loop_now_us();
		d->batch_key = n > 0;
	}
	anna_driver_feed_bytes(d->driver, (enum anna_driver_role)role, bytes, n, driver_now(d));
}

static void dgt_state(void *ctx, int role, bool *known, uint32_t *errors)
{
	struct anna_daemon *d = ctx;
	*known = anna_driver_dgt_known(d->driver, (enum anna_driver_role)role);
	*errors = anna_driver_dgt_errors(d->driver, (enum anna_driver_role)role);
}

/* A fault of the e-board: logged, and said to the sighted player, whose
 * board it is, and to the arbiter (the VI player's game goes on as it
 * was: the sighted player's keypad takes over). */
static void dgt_report(void *ctx, const struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	log_error(d, err);
	say_to(d, ANNA_ROLE_SIGHTED, err);
	say_to(d, ANNA_ROLE_ARBITER, err);
}

static void on_devices(void *ctx, int fd, uint32_t events)
{
	(void)fd;
	(void)events;
	struct anna_daemon *d = ctx;
	anna_devices_dispatch(d->devices);
	/* after SYN_DROPPED a board's decoder needs the true holes */
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t occ;
		if (d->dcfg.has[r] && anna_driver_role_is_board((enum anna_driver_role)r) &&
		    anna_driver_needs_resync(d->driver, (enum anna_driver_role)r) &&
		    anna_devices_occupancy(d->devices, r, &occ) == 0)
			anna_driver_board_state(d->driver, (enum anna_driver_role)r, occ,
						driver_now(d));
	}
}

/* ---- control commands ------------------------------------------------------ */

static void command(struct anna_daemon *d, struct anna_session_event *ev)
{
	ev->at_ms = driver_now(d);
	anna_driver_command(d->driver, ev);
}

static const char *side_str(int side)
{
	return side == ANNA_WHITE ? "white" : "black";
}

static int parse_side(const char *s)
{
	if (!s)
		return -1;
	if (strcmp(s, "white") == 0)
		return ANNA_WHITE;
	if (strcmp(s, "black") == 0)
		return ANNA_BLACK;
	return -1;
}

/* A whole number of ms, optionally signed, within ±24 hours. */
static bool parse_ms(const char *s, bool sign, int64_t *out)
{
	if (!s || !*s)
		return false;
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (*end || errno || (!sign && (v < 0 || *s == '-' || *s == '+')) || v > 86400000LL ||
	    v < -86400000LL)
		return false;
	*out = v;
	return true;
}

static enum anna_status field_error(struct anna_error *err, const struct anna_control_request *req,
				    const char *key)
{
	const char *v = anna_control_get(req, key);
	return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_FIELD,
			      anna_control_cmd_str(req->cmd), key, v ? v : "");
}

static void clock_line(struct anna_control_reply *r, const char *name, uint64_t ms)
{
	char buf[32];
	anna_clock_write_clk(ms, true, buf, sizeof(buf));
	anna_control_reply_line(r, "%s: %s", name, buf);
}

static void reply_times(struct anna_daemon *d, struct anna_control_reply *r)
{
	const struct anna_clock *c = anna_session_clock(anna_driver_session(d->driver));
	uint64_t now = driver_now(d);
	clock_line(r, "white", anna_clock_remaining(c, ANNA_WHITE, now));
	clock_line(r, "black", anna_clock_remaining(c, ANNA_BLACK, now));
	anna_control_reply_line(r, "clock: %s", anna_clock_state_str(anna_clock_state(c)));
}

static void reply_status(struct anna_daemon *d, struct anna_control_reply *r)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	const struct anna_game *g = anna_session_game(s);
	char fen[128];
	anna_fen_write(&g->pos, fen, sizeof(fen));
	anna_control_reply_line(r, "state: %s", anna_session_state_str(anna_session_state(s)));
	anna_control_reply_line(r, "policy: %s", anna_policy_mode_str(anna_session_policy(s)->mode));
	anna_control_reply_line(r, "plies: %zu", g->count);
	anna_control_reply_line(r, "to-move: %s", side_str(g->pos.side));
	reply_times(d, r);
	anna_control_reply_line(r, "fen: %s", fen);
	anna_control_reply_line(r, "result: %s", anna_game_result_str(g->result));
	anna_control_reply_line(r, "recovered: %s", d->recovered ? "yes" : "no");
	if (d->recovered)
		anna_control_reply_line(r, "lost-ms: %" PRIu64, d->lost_ms);
	anna_control_reply_line(r, "loop-wakeups: %" PRIu64, anna_loop_wakeups(d->loop));
	/* the driver's time minus CLOCK_MONOTONIC (ms): the transcript's and
	 * the journal's times on the system's clock (bench/clock_flag.sh) */
	anna_control_reply_line(r, "clock-offset-ms: %" PRId64, d->offset);
	anna_control_reply_line(r, "journal-records: %zu",
				d->journal ? anna_journal_records(d->journal) : (size_t)0);
	for (int i = 0; i < 2; i++)
		anna_control_reply_line(r, "illegal-%s: %u", side_str(i),
					anna_session_illegal_count(s, i));
}

static void reply_sheet(struct anna_daemon *d, const struct anna_scoresheet *sheet,
			struct anna_control_reply *r)
{
	size_t n = anna_scoresheet_count(sheet);
	for (size_t i = 0; i < n; i++) {
		char mv[64];
		if (anna_scoresheet_write(sheet, i, NULL, 0, mv, sizeof(mv)) < 0)
			snprintf(mv, sizeof(mv), "?");
		const struct anna_sheet_entry *e = anna_scoresheet_entry(sheet, i);
		unsigned no = anna_sheet_move_number(&sheet->start, e->ply);
		bool white = ((sheet->start.side + e->ply) % 2) == ANNA_WHITE;
		anna_control_reply_line(r, "%u%s %s", no, white ? "." : "...", mv);
	}
	(void)d;
}

static enum anna_status reply_pgn(struct anna_daemon *d, struct anna_control_reply *r,
				  struct anna_error *err)
{
	const struct anna_game *g = anna_session_game(anna_driver_session(d->driver));
	struct anna_pgn_game pg;
	anna_pgn_game_init(&pg, g->edition);
	anna_game_fini(&pg.game);
	if (anna_game_copy(&pg.game, g) != ANNA_OK) {
		anna_pgn_game_init(&pg, g->edition);
		anna_pgn_game_fini(&pg);
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	}
	if (pg.game.result == ANNA_RESULT_UNKNOWN) {
		struct anna_game_status st;
		anna_game_status(g, &st);
		pg.game.result = st.result;
	}
	char tc[64];
	anna_tc_write_pgn(&d->dcfg.session.tc, tc, sizeof(tc));
	anna_pgn_tag_set(&pg, "Event", d->config.event);
	anna_pgn_tag_set(&pg, "Site", d->config.site);
	anna_pgn_tag_set(&pg, "Round", d->config.round);
	anna_pgn_tag_set(&pg, "White", d->config.white);
	anna_pgn_tag_set(&pg, "Black", d->config.black);
	anna_pgn_tag_set(&pg, "TimeControl", tc);
	size_t n = anna_pgn_write(&pg, NULL, 0);
	char *buf = malloc(n + 1);
	if (buf) {
		anna_pgn_write(&pg, buf, n + 1);
		char *save = NULL;
		for (char *l = strtok_r(buf, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
			anna_control_reply_line(r, "%s", l);
		free(buf);
	}
	anna_pgn_game_fini(&pg);
	return buf ? ANNA_OK : anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
}

static bool running(enum anna_session_state st)
{
	return st == ANNA_SESSION_VI_TO_MOVE || st == ANNA_SESSION_SIGHTED_TO_MOVE ||
	       st == ANNA_SESSION_VI_EXECUTING;
}

static enum anna_status not_now(struct anna_daemon *d, const struct anna_control_request *req,
				struct anna_error *err)
{
	/* the state in words: one message each (a name is no word) */
	static const enum anna_msg msg[ANNA_SESSION_STATE_COUNT] = {
		[ANNA_SESSION_SETUP] = ANNA_MSG_CONTROL_STATE_SETUP,
		[ANNA_SESSION_VI_TO_MOVE] = ANNA_MSG_CONTROL_STATE_VI_TO_MOVE,
		[ANNA_SESSION_SIGHTED_TO_MOVE] = ANNA_MSG_CONTROL_STATE_SIGHTED_TO_MOVE,
		[ANNA_SESSION_VI_EXECUTING] = ANNA_MSG_CONTROL_STATE_VI_EXECUTING,
		[ANNA_SESSION_ARBITER] = ANNA_MSG_CONTROL_STATE_ARBITER,
		[ANNA_SESSION_PAUSED] = ANNA_MSG_CONTROL_STATE_PAUSED,
		[ANNA_SESSION_ENDED] = ANNA_MSG_CONTROL_STATE_ENDED,
	};
	enum anna_session_state st = anna_session_state(anna_driver_session(d->driver));
	return anna_error_set(err, ANNA_E_STATE,
			      (unsigned)st < ANNA_SESSION_STATE_COUNT ? msg[st]
								      : ANNA_MSG_CONTROL_STATE_ARBITER,
			      anna_control_cmd_str(req->cmd));
}

/* One reply line in the log profile's words. */
static void reply_msg(struct anna_daemon *d, struct anna_control_reply *r, enum anna_msg msg,
		      const char *a1, const char *a2)
{
	struct anna_error m = { 0 };
	char buf[1024];
	anna_error_set(&m, ANNA_OK, msg, a1, a2);
	anna_profile_render_error(d->log_profile, &m, buf, sizeof(buf));
	anna_control_reply_line(r, "%s", buf);
}

/* VI-13 (iv): the verdict as the arbiter hears it (speech/render_reconcile),
 * a sentence a line, then the proposal's id for confirm or override. */
static enum anna_status reply_reconcile(struct anna_daemon *d, struct anna_control_reply *r,
					struct anna_error *err)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	const struct anna_reconcile_result *res = anna_session_reconcile(s);
	if (!res) /* the session refused: out of memory or nothing to compare */
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	static struct anna_phrase verdict[ANNA_RENDER_RECONCILE_MAX]; /* large; one loop */
	size_t n = 0;
	enum anna_status st = anna_render_reconcile(d->log_profile, &in, res, &res->proposal,
						    ANNA_RECONCILE_LISTENER_ARBITER, verdict,
						    ANNA_RENDER_RECONCILE_MAX, &n);
	if (st != ANNA_OK)
		return anna_error_set(err, st, ANNA_MSG_TOOL_CANNOT_SAY, anna_status_str(st));
	for (size_t i = 0; i < n; i++)
		anna_control_reply_line(r, "%s", verdict[i].text);
	unsigned id = anna_session_reconcile_decision(s);
	if (id) {
		char num[16];
		snprintf(num, sizeof(num), "%u", id);
		reply_msg(d, r, ANNA_MSG_CONTROL_RECONCILE_PROPOSAL, num, NULL);
	}
	return ANNA_OK;
}

/* SHEET-1, VI-13: the next entry of the sighted player's scoresheet as he
 * wrote it, typed by the arbiter; the reply says whether it was read or
 * why it stays for the arbiter, with its move number. */
static enum anna_status ctl_sheet(struct anna_daemon *d, const struct anna_control_request *req,
				  struct anna_control_reply *r, struct anna_error *err)
{
	struct anna_session *s = (struct anna_session *)anna_driver_session(d->driver);
	struct anna_scoresheet *sheet = anna_session_sighted_sheet(s);
	const char *text = anna_control_get(req, "text");
	const char *letters = anna_control_get(req, "letters");
	const char *move = anna_control_get(req, "move");
	size_t n = anna_scoresheet_count(sheet);
	unsigned number = anna_sheet_move_number(&sheet->start, (unsigned)n);
	bool white = ((sheet->start.side + n) % 2) == ANNA_WHITE;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_SHEET_ENTRY, 0);
	ev.role = ANNA_ROLE_ARBITER;
	size_t len = strlen(text);
	if (!len || len >= sizeof(ev.text))
		return field_error(err, req, "text");
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] < 0x20 || text[i] == 0x7f)
			return field_error(err, req, "text");
	ev.letters = ANNA_LETTERS_EN;
	if (letters) {
		int set = -1;
		for (int i = 0; i < ANNA_LETTERS_COUNT; i++)
			if (!strcmp(letters, anna_letter_set_str((enum anna_letter_set)i)))
				set = i;
		if (set < 0)
			return field_error(err, req, "letters");
		ev.letters = (enum anna_letter_set)set;
	}
	if (move) {
		int64_t m;
		if (!parse_ms(move, false, &m) || m <= 0)
			return field_error(err, req, "move");
		if ((uint64_t)m != number) {
			char want[16];
			snprintf(want, sizeof(want), "%u", number);
			return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_SHEET_MOVE, move,
					      want);
		}
	}
	enum anna_session_state st = anna_session_state(s);
	if (st == ANNA_SESSION_SETUP)
		return not_now(d, req, err);
	memcpy(ev.text, text, len + 1);
	command(d, &ev);
	const struct anna_sheet_entry *e = anna_scoresheet_entry(sheet, n);
	if (anna_scoresheet_count(sheet) != n + 1 || !e)
		return not_now(d, req, err);
	static const enum anna_msg said[][2] = {
		[ANNA_SHEET_OK] = { ANNA_MSG_CONTROL_SHEET_READ_WHITE,
				    ANNA_MSG_CONTROL_SHEET_READ_BLACK },
		[ANNA_SHEET_UNREADABLE] = { ANNA_MSG_CONTROL_SHEET_UNREADABLE_WHITE,
					    ANNA_MSG_CONTROL_SHEET_UNREADABLE_BLACK },
		[ANNA_SHEET_AMBIGUOUS] = { ANNA_MSG_CONTROL_SHEET_AMBIGUOUS_WHITE,
					   ANNA_MSG_CONTROL_SHEET_AMBIGUOUS_BLACK },
		[ANNA_SHEET_ILLEGAL] = { ANNA_MSG_CONTROL_SHEET_ILLEGAL_WHITE,
					 ANNA_MSG_CONTROL_SHEET_ILLEGAL_BLACK },
		[ANNA_SHEET_UNCHECKED] = { ANNA_MSG_CONTROL_SHEET_UNCHECKED_WHITE,
					   ANNA_MSG_CONTROL_SHEET_UNCHECKED_BLACK },
	};
	char num[16];
	snprintf(num, sizeof(num), "%u", number);
	unsigned k = (unsigned)e->state < sizeof(said) / sizeof(said[0]) ? (unsigned)e->state
									 : ANNA_SHEET_UNREADABLE;
	reply_msg(d, r, said[k][white ? 0 : 1], num, e->text);
	if (e->state != ANNA_SHEET_OK && e->state != ANNA_SHEET_UNCHECKED && e->error.msg) {
		char why[1024];
		struct anna_error why_err = e->error;
		why_err.line = why_err.column = 0;
		anna_profile_render_error(d->log_profile, &why_err, why, sizeof(why));
		anna_control_reply_line(r, "%s", why);
	}
	return ANNA_OK;
}

/* ARB-3, CLK-16: the arbiter's switches, each on or off; the reply says
 * all four as they are now, each change goes to the log. The event is
 * journaled like every command, so a recovery switches them again. */
static const char *const switch_names[4] = { "check-words", "clock-warnings", "square-queries",
					     "announcing-assistant" };

static bool *switch_field(struct anna_policy *p, int i)
{
	bool *f[4] = { &p->check_words, &p->clock_warnings, &p->square_queries,
		       &p->announcing_assistant };
	return f[i];
}

static enum anna_status ctl_switches(struct anna_daemon *d, const struct anna_control_request *req,
				     struct anna_control_reply *r, struct anna_error *err)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_ARB_SWITCHES, 0);
	ev.role = ANNA_ROLE_ARBITER;
	ev.policy = *anna_session_policy(s);
	bool change = false;
	for (int i = 0; i < 4; i++) {
		const char *v = anna_control_get(req, switch_names[i]);
		if (!v)
			continue;
		if (strcmp(v, "on") && strcmp(v, "off"))
			return field_error(err, req, switch_names[i]);
		*switch_field(&ev.policy, i) = !strcmp(v, "on");
		change = true;
	}
	if (change) {
		struct anna_policy before = *anna_session_policy(s);
		command(d, &ev);
		for (int i = 0; i < 4; i++) {
			bool now = *switch_field((struct anna_policy *)anna_session_policy(s), i);
			if (now != *switch_field(&before, i))
				log_msg(d, now ? ANNA_MSG_CONTROL_SWITCHED_ON : ANNA_MSG_CONTROL_SWITCHED_OFF,
					switch_names[i], NULL);
		}
	}
	struct anna_policy now = *anna_session_policy(s);
	for (int i = 0; i < 4; i++)
		reply_msg(d, r, *switch_field(&now, i) ? ANNA_MSG_CONTROL_SWITCH_ON
						       : ANNA_MSG_CONTROL_SWITCH_OFF,
			  switch_names[i], NULL);
	return ANNA_OK;
}

static enum anna_status ctl_handle(void *ctx, const struct anna_control_request *req,
				   struct anna_control_reply *r, struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	const struct anna_session *s = anna_driver_session(d->driver);
	enum anna_session_state st = anna_session_state(s);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_COUNT, 0);
	ev.role = ANNA_ROLE_ARBITER;
	switch (req->cmd) {
	case ANNA_CTL_STATUS:
		reply_status(d, r);
		return ANNA_OK;
	case ANNA_CTL_TIMES:
		reply_times(d, r);
		return ANNA_OK;
	case ANNA_CTL_SCORESHEET: {
		const char *side = anna_control_get(req, "side");
		if (side && strcmp(side, "vi") != 0 && strcmp(side, "sighted") != 0)
			return field_error(err, req, "side");
		reply_sheet(d, side && strcmp(side, "sighted") == 0
				       ? anna_session_sighted_sheet((struct anna_session *)s)
				       : anna_session_vi_sheet(s), r);
		return ANNA_OK;
	}
	case ANNA_CTL_PGN:
		return reply_pgn(d, r, err);
	case ANNA_CTL_POSITION: {
		char fen[128];
		anna_fen_write(&anna_session_game(s)->pos, fen, sizeof(fen));
		anna_control_reply_line(r, "%s", fen);
		return ANNA_OK;
	}
	case ANNA_CTL_AGREEMENT: {
		/* VI-13: how far the two scoresheets agree (anyone may ask) */
		const struct anna_scoresheet *a = anna_session_vi_sheet(s);
		const struct anna_scoresheet *b =
			anna_session_sighted_sheet((struct anna_session *)s);
		anna_control_reply_line(r, "vi-entries: %zu", anna_scoresheet_count(a));
		anna_control_reply_line(r, "sighted-entries: %zu", anna_scoresheet_count(b));
		anna_control_reply_line(r, "agree-plies: %zu", anna_scoresheet_common_prefix(a, b));
		return ANNA_OK;
	}
	case ANNA_CTL_RECONCILE:
		/* VI-13 (iv): the arbiter asks anna to reconcile the sheets;
		 * play is held until he confirms or overrides (ED-2) */
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_RECONCILE;
		command(d, &ev);
		return reply_reconcile(d, r, err);
	case ANNA_CTL_SHEET:
		return ctl_sheet(d, req, r, err);
	case ANNA_CTL_SWITCHES:
		return ctl_switches(d, req, r, err);
	case ANNA_CTL_START:
		if (st != ANNA_SESSION_SETUP)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_START;
		break;
	case ANNA_CTL_PAUSE: {
		const char *reason = anna_control_get(req, "reason");
		static const struct { const char *name; enum anna_clock_reason r; } reasons[] = {
			{ "arbiter", ANNA_CLOCK_REASON_ARBITER },
			{ "disturbance", ANNA_CLOCK_REASON_DISTURBANCE },
			{ "wrong-setting", ANNA_CLOCK_REASON_WRONG_SETTING },
			{ "defective", ANNA_CLOCK_REASON_DEFECTIVE },
			{ "displaced", ANNA_CLOCK_REASON_DISPLACED },
			{ "promotion-piece", ANNA_CLOCK_REASON_PROMOTION_PIECE },
			{ "reconcile", ANNA_CLOCK_REASON_RECONCILE },
			{ "assistant", ANNA_CLOCK_REASON_ASSISTANT },
		};
		ev.pause_reason = ANNA_CLOCK_REASON_ARBITER;
		if (reason) {
			size_t i = 0;
			while (i < sizeof(reasons) / sizeof(reasons[0]) && strcmp(reasons[i].name, reason))
				i++;
			if (i == sizeof(reasons) / sizeof(reasons[0]))
				return field_error(err, req, "reason");
			ev.pause_reason = reasons[i].r;
		}
		if (!running(st))
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_PAUSE; /* CLK-14 */
		break;
	}
	case ANNA_CTL_RESUME:
		if (st != ANNA_SESSION_PAUSED)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_RESUME;
		break;
	case ANNA_CTL_ADJUST: {
		/* CLK-15: set or add time, logged with its reason */
		int side = parse_side(anna_control_get(req, "side"));
		const char *add = anna_control_get(req, "add"), *set = anna_control_get(req, "set");
		int64_t ms;
		if (side < 0)
			return field_error(err, req, "side");
		if ((add && set) || (!add && !set))
			return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONTROL_MISSING, "adjust",
					      "add|set");
		if (!parse_ms(add ? add : set, add != NULL, &ms))
			return field_error(err, req, add ? "add" : "set");
		const char *reason = anna_control_get(req, "reason");
		if (reason && strcmp(reason, "arbiter") && strcmp(reason, "disturbance") &&
		    strcmp(reason, "penalty"))
			return field_error(err, req, "reason");
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_ADJUST;
		ev.adjust.kind = add ? ANNA_CLOCK_ADJ_ADD_TIME : ANNA_CLOCK_ADJ_SET_TIME;
		ev.adjust.reason = !reason || !strcmp(reason, "arbiter") ? ANNA_CLOCK_REASON_ARBITER
				   : !strcmp(reason, "disturbance") ? ANNA_CLOCK_REASON_DISTURBANCE
								    : ANNA_CLOCK_REASON_PENALTY;
		ev.adjust.actor = ANNA_CLOCK_ACTOR_ARBITER;
		ev.adjust.side = side;
		ev.adjust.value = ms;
		break;
	}
	case ANNA_CTL_SETPOS: {
		struct anna_error fe = { 0 };
		if (anna_fen_read(&ev.position, anna_control_get(req, "fen"), &fe) != ANNA_OK)
			return field_error(err, req, "fen");
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_SET_POSITION; /* ILL-4 */
		break;
	}
	case ANNA_CTL_PENALTY: {
		/* ARB-1: the time- and result-based penalties */
		int side = parse_side(anna_control_get(req, "side"));
		const char *kind = anna_control_get(req, "kind");
		int64_t ms = 0;
		if (side < 0)
			return field_error(err, req, "side");
		if (!strcmp(kind, "time"))
			ev.penalty = ANNA_PENALTY_TIME;
		else if (!strcmp(kind, "deduct"))
			ev.penalty = ANNA_PENALTY_DEDUCT;
		else if (!strcmp(kind, "loss"))
			ev.penalty = ANNA_PENALTY_LOSS;
		else if (!strcmp(kind, "warning"))
			ev.penalty = ANNA_PENALTY_WARNING;
		else
			return field_error(err, req, "kind");
		if (anna_control_get(req, "ms") && !parse_ms(anna_control_get(req, "ms"), false, &ms))
			return field_error(err, req, "ms");
		if (st == ANNA_SESSION_SETUP || st == ANNA_SESSION_ENDED)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_PENALTY;
		ev.side = side;
		ev.penalty_ms = ms;
		break;
	}
	case ANNA_CTL_RESULT: {
		const char *v = anna_control_get(req, "value");
		int res = anna_game_result_parse(v, strlen(v));
		if (res < 0 || res == ANNA_RESULT_UNKNOWN)
			return field_error(err, req, "value");
		if (st == ANNA_SESSION_SETUP)
			return not_now(d, req, err);
		ev.type = ANNA_SEV_ARB_RESULT; /* ED-2: the arbiter declares it */
		ev.result = (enum anna_game_result)res;
		break;
	}
	case ANNA_CTL_CONFIRM:
	case ANNA_CTL_OVERRIDE: {
		int64_t id;
		if (!parse_ms(anna_control_get(req, "id"), false, &id) || id <= 0)
			return field_error(err, req, "id");
		ev.type = req->cmd == ANNA_CTL_CONFIRM ? ANNA_SEV_ARB_CONFIRM : ANNA_SEV_ARB_OVERRIDE;
		ev.decision = (unsigned)id;
		break;
	}
	case ANNA_CTL_NEWGAME:
		ev.type = ANNA_SEV_ARB_NEW_GAME;
		break;
	case ANNA_CTL_MOVE: {
		/* VI-14: the assistant enters the sighted player's move (ICCF
		 * digits or UCI) with his clock press. */
		const char *text = anna_control_get(req, "move");
		const struct anna_position *pos = &anna_session_game(s)->pos;
		uint16_t mv;
		struct anna_error me = { 0 }, mu = { 0 };
		if (st != ANNA_SESSION_SIGHTED_TO_MOVE)
			return not_now(d, req, err);
		if (!text || !text[0])
			return field_error(err, req, "move");
		if (anna_notation_read_iccf(pos, text, &mv, &me) != ANNA_OK &&
		    anna_notation_read_uci(pos, text, &mv, &mu) != ANNA_OK) {
			/* why, in the notation's words: ICCF's for digits */
			*err = strspn(text, "0123456789") == strlen(text) ? me : mu;
			return err->status;
		}
		ev.type = ANNA_SEV_KEY_MOVE;
		ev.role = ANNA_ROLE_SIGHTED;
		ev.from = anna_move_from(mv);
		ev.to = anna_move_to(mv);
		ev.promotion = anna_move_is_promotion(mv) ? anna_move_promotion(mv) : ANNA_NO_TYPE;
		command(d, &ev);
		anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, 0);
		ev.role = ANNA_ROLE_SIGHTED;
		break;
	}
	case ANNA_CTL_ANNOUNCE:
		/* the assistant's words, said to the VI player as they are */
		out_say(d, ANNA_ROLE_VI, ANNA_DRIVER_PRIO_QUERY, driver_now(d),
			anna_control_get(req, "text"), NULL);
		return ANNA_OK;
	case ANNA_CTL_COUNT:
		break;
	}
	if (ev.type == ANNA_SEV_COUNT)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_UNKNOWN,
				      anna_control_cmd_str(req->cmd));
	command(d, &ev);
	reply_status(d, r);
	return ANNA_OK;
}

static void ctl_render(void *ctx, const struct anna_error *err, char *buf, size_t size)
{
	struct anna_daemon *d = ctx;
	anna_profile_render_error(d->log_profile, err, buf, size);
}

/* ---- set-up --------------------------------------------------------------- */

static int mkdirs(const char *path)
{
	char buf[ANNA_CONFIG_TEXT];
	snprintf(buf, sizeof(buf), "%s", path);
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = 0;
		if (mkdir(buf, 0750) < 0 && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(buf, 0750) < 0 && errno != EEXIST)
		return -errno;
	return 0;
}

static int load_words(struct anna_daemon *d)
{
	struct anna_error err = { 0 };
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		const char *name = d->config.listener_profile[who][0] ? d->config.listener_profile[who]
								      : d->config.profile;
		if (anna_profile_load(NULL, name, &d->profile[who], &err) != ANNA_OK) {
			log_error(d, &err);
			return -2;
		}
	}
	if (anna_profile_load(NULL, d->config.listener_profile[ANNA_ROLE_ARBITER][0]
				    ? d->config.listener_profile[ANNA_ROLE_ARBITER] : "en",
			      &d->log_profile, &err) != ANNA_OK) {
		log_error(d, &err);
		return -2;
	}
	anna_boardmap_default(&d->boardmap);
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!d->dcfg.has[r])
			continue;
		/* the terminal's keys are its own (data/keymaps/terminal.map):
		 * the help names only keys a terminal has */
		const char *km = strcmp(d->config.device[r], ANNA_CONFIG_TERMINAL) ? d->config.keymap[r]
									  : "terminal";
		enum anna_status st = strchr(km, '/')
			? anna_keymap_load(km, &d->keymap[r], &err)
			: anna_keymap_load_name(anna_datadir(), km, &d->keymap[r], &err);
		if (st != ANNA_OK) {
			log_error(d, &err);
			return -2;
		}
		d->dcfg.keymap[r] = &d->keymap[r];
	}
	return 0;
}

/* The sound output's own reports (no device, a device that stopped), in
 * the log profile's words: audio.unavailable, audio.stopped. */
static void output_report(void *ctx, const struct anna_error *err)
{
	log_error(ctx, err);
}

static int start_speech(struct anna_daemon *d)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		const char *out = d->config.output[who];
		if (!d->dcfg.listener[who].present || d->opt.no_audio || !strcmp(out, "text"))
			continue;
		struct anna_output_config oc = { .kind = ANNA_OUTPUT_DEVICE,
						 .report = output_report, .log_ctx = d };
		if (!strncmp(out, "wav:", 4)) {
			oc.kind = ANNA_OUTPUT_WAV;
			oc.target = out + 4;
		} else {
			oc.target = strcmp(out, "default") ? out : NULL;
		}
		int r = anna_output_open(&oc, &d->output[who]);
		if (r < 0) {
			log_msg(d, ANNA_MSG_DAEMON_OUTPUT, out, errname(r));
			return -1;
		}
		if (anna_output_kind(d->output[who]) == ANNA_OUTPUT_NULL) {
			/* no sound card: the words are printed (the transcript) */
			anna_output_free(d->output[who]);
			d->output[who] = NULL;
			continue;
		}
		struct anna_speaker_config sc = {
			.output = d->output[who], .on_event = on_speaker, .event_ctx = d,
			.rt_priority = 10,
		};
		r = anna_speaker_new(&sc, &d->speaker[who]);
		if (r < 0) {
			log_msg(d, ANNA_MSG_DAEMON_SPEECH, errname(r), NULL);
			anna_output_free(d->output[who]);
			d->output[who] = NULL;
			continue; /* brltty's null twin: the text still goes out */
		}
		struct anna_listener l = {
			.name = person_names[who],
			.voice = { .name = anna_profile_voice(d->profile[who]), .rate = 175,
				   .pitch = 50, .volume = 100 },
		};
		d->speaker_listener[who] = anna_speaker_add_listener(d->speaker[who], &l);
		if (d->speaker_listener[who] < 0) {
			anna_speaker_free(d->speaker[who]);
			d->speaker[who] = NULL;
		}
	}
	return 0;
}

static int by_time(const void *pa, const void *pb)
{
	const struct replay_ev *a = pa, *b = pb;
	if (a->us != b->us)
		return a->us < b->us ? -1 : 1;
	return a->role - b->role;
}

/* The --replay recordings that are DGT board recordings (input/dgtrec.h,
 * told by their first line), loaded before the driver is configured. */
static int load_dgt_replays(struct anna_daemon *d)
{
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!d->opt.replay[r])
			continue;
		if (!anna_dgtrec_file_is(d->opt.replay[r]))
			continue;
		struct anna_error err = { 0 };
		if (anna_dgtrec_load(d->opt.replay[r], &d->dgt_replay[r], &err) != ANNA_OK) {
			log_error(d, &err);
			return -2;
		}
	}
	return 0;
}

/* Loads the recordings of --replay, merged in time (their one time base). */
static int load_replay(struct anna_daemon *d, uint64_t *first_us, uint64_t board_occ[],
		       bool board_has[])
{
	struct anna_evemu *rec[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	size_t total = 0;
	int rc = 0;
	*first_us = UINT64_MAX;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (d->dgt_replay[r]) {
			total += d->dgt_replay[r]->n;
			continue;
		}
		if (!d->opt.replay[r])
			continue;
		struct anna_error err = { 0 };
		if (anna_evemu_load(d->opt.replay[r], &rec[r], &err) != ANNA_OK) {
			log_error(d, &err);
			rc = -2;
			goto out;
		}
		total += rec[r]->n_events;
	}
	d->replay = calloc(total + 1, sizeof(*d->replay));
	if (!d->replay) {
		rc = -1;
		goto out;
	}
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!rec[r] || !rec[r]->n_events)
			continue;
		size_t from = 0;
		if (anna_driver_role_is_board((enum anna_driver_role)r)) {
			/* the first frame: the holes when it opened (DESIGN.md) */
			board_has[r] = true;
			board_occ[r] = 0;
			for (; from < rec[r]->n_events; from++) {
				const struct input_event *ev = &rec[r]->events[from];
				if (ev->type == EV_SYN && ev->code == SYN_REPORT) {
					from++;
					break;
				}
				int sq = ev->type == EV_KEY ? anna_boardmap_square(&d->boardmap, ev->code)
							    : -1;
				if (sq >= 0 && sq < 64 && ev->value)
					board_occ[r] |= 1ull << sq;
			}
			uint64_t us = anna_evemu_time_us(&rec[r]->events[0]);
			if (us < *first_us)
				*first_us = us;
		}
		for (size_t i = from; i < rec[r]->n_events; i++) {
			struct replay_ev *e = &d->replay[d->n_replay++];
			e->ev = rec[r]->events[i];
			e->us = anna_evemu_time_us(&e->ev);
			e->role = r;
			if (e->us < *first_us)
				*first_us = e->us;
		}
	}
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		const struct anna_dgtrec *g = d->dgt_replay[r];
		for (size_t i = 0; g && i < g->n; i++) {
			if (g->chunks[i].to_board)
				continue; /* anna's own requests: the record only */
			struct replay_ev *e = &d->replay[d->n_replay++];
			e->us = g->chunks[i].us;
			e->role = r;
			e->bytes = g->chunks[i].bytes;
			e->n_bytes = g->chunks[i].n;
			if (e->us < *first_us)
				*first_us = e->us;
		}
	}
	qsort(d->replay, d->n_replay, sizeof(*d->replay), by_time);
	if (*first_us == UINT64_MAX)
		*first_us = 0;
out:
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		anna_evemu_free(rec[r]);
	return rc;
}

static int configure_driver(struct anna_daemon *d)
{
	const struct anna_config *c = &d->config;
	struct anna_driver_config *dc = &d->dcfg;
	anna_driver_config_default(dc);
	struct anna_session_config *sc = &dc->session;
	sc->policy.mode = c->mode;
	sc->policy.edition = (enum anna_edition)c->edition;
	sc->policy.check_words = c->check_words; /* ARB-3, CLK-16 */
	sc->policy.clock_warnings = c->clock_warnings;
	sc->policy.square_queries = c->square_queries;
	sc->policy.announcing_assistant = c->announcing_assistant;
	sc->vi_side = c->vi_side;
	struct anna_error err = { 0 };
	if (anna_tc_parse(c->time_control, &sc->tc, &err) != ANNA_OK &&
	    anna_tc_preset(c->time_control, &sc->tc, &err) != ANNA_OK) {
		log_error(d, &err);
		return -2;
	}
	anna_clock_settings_default(&sc->clock, &sc->tc);
	sc->clock.edition = (unsigned)c->edition;
	bool replay = false;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		replay |= d->opt.replay[r] != NULL;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		dc->has[r] = replay ? d->opt.replay[r] != NULL : c->device[r][0] != 0;
		dc->dgt[r] = replay ? d->dgt_replay[r] != NULL : anna_dgtport_is_spec(c->device[r]);
	}
	dc->dgt_orientation = (enum anna_dgt_orientation)c->dgt_orientation;
	sc->vi_sensor_board = dc->has[ANNA_DRIVER_VI_BOARD];
	sc->policy.touched_listeners = 0;
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		dc->listener[who].present = who == ANNA_ROLE_VI || strcmp(c->output[who], "none");
		dc->listener[who].seconds_below_ms = c->seconds_below_ms[who];
		sc->policy.touched_listeners |= (unsigned)c->touched[who] << who;
	}
	dc->boardmap = &d->boardmap;
	dc->output = (struct anna_driver_output){ .say = out_say, .earcon = out_earcon, .ctx = d };
	dc->raw = journal_raw;
	dc->raw_ctx = d;
	return 0;
}

static int open_transcript(struct anna_daemon *d)
{
	const char *t = d->config.transcript;
	if (!*t)
		return 0;
	if (!strcmp(t, "-")) {
		d->transcript = stdout;
		return 0;
	}
	d->transcript = fopen(t, "a");
	if (!d->transcript) {
		log_msg(d, ANNA_MSG_DAEMON_TRANSCRIPT, t, errname(errno));
		return -1;
	}
	d->own_transcript = true;
	return 0;
}

/* The journal's header: the roles with a device (a recovered game goes on
 * with the devices it was played with), then the configuration's text. */
static int header_roles(void *ctx, const struct anna_journal_record *rec)
{
	unsigned *roles = ctx;
	unsigned v;
	if (rec->type == ANNA_JREC_HEADER && rec->len > 15 &&
	    !memcmp(rec->payload, "anna-journal 1\n", 15) &&
	    sscanf((const char *)rec->payload + 15, "roles=%u", &v) == 1)
		*roles = v;
	return 1; /* the header is the first record: stop */
}

/* Keeps a damaged journal for the arbiter and cuts the live one back to
 * its good records (journal.h: the records before the damage are good). */
static int set_aside(struct anna_daemon *d, const struct anna_journal_scan *scan)
{
	char aside[sizeof(d->journal_path) + 32];
	snprintf(aside, sizeof(aside), "%s.damaged-%" PRIu64, d->journal_path,
		 anna_journal_wall_ms());
	int in = open(d->journal_path, O_RDWR | O_CLOEXEC);
	int out = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0640);
	int rc = in < 0 || out < 0 ? -errno : 0;
	char buf[65536];
	ssize_t n;
	while (!rc && (n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, (size_t)n) != n)
			rc = -EIO;
	if (!rc && (fsync(out) < 0 || ftruncate(in, (off_t)scan->good_bytes) < 0))
		rc = -errno;
	if (in >= 0)
		close(in);
	if (out >= 0)
		close(out);
	struct anna_error err = { 0 };
	char rec[24], off[24];
	snprintf(rec, sizeof(rec), "%zu", scan->bad_record);
	snprintf(off, sizeof(off), "%" PRIu64, scan->bad_offset);
	anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_BROKEN, d->journal_path, rec, off);
	say_error(d, &err, true);
	if (!rc) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_MOVED, d->journal_path, aside);
		log_error(d, &err);
	}
	return rc;
}

/* Archives a finished game's journal so the next game starts a new one. */
static void archive(struct anna_daemon *d)
{
	char name[sizeof(d->journal_path) + 32];
	snprintf(name, sizeof(name), "%s.game-%" PRIu64, d->journal_path, anna_journal_wall_ms());
	rename(d->journal_path, name);
}

static int start_game(struct anna_daemon *d, const char *config_text, size_t config_len)
{
	struct anna_error err = { 0 };
	struct anna_journal_scan scan;
	int r = anna_journal_scan_file(d->journal_path, NULL, NULL, &scan);
	if (r < 0 && r != -ENOENT) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, errname(r));
		log_error(d, &err);
		return -1;
	}
	if (r == 0 && scan.damage == ANNA_JOURNAL_BROKEN && set_aside(d, &scan) < 0)
		return -1;
	if (r == 0 && scan.damage == ANNA_JOURNAL_TORN) {
		char rec[24];
		snprintf(rec, sizeof(rec), "%zu", scan.bad_record);
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_TORN, d->journal_path, rec);
		log_error(d, &err);
	}
	if (anna_driver_new(&d->dcfg, &d->driver, &err) != ANNA_OK) {
		log_error(d, &err);
		return -2;
	}
	size_t records = r == 0 ? scan.records : 0;
	if (records > 1) {
		/* Recovery: the journal replayed with speech muted. */
		d->replaying = true;
		anna_driver_mute(d->driver, true);
		anna_journal_scan_file(d->journal_path, replay_record, d, &scan);
		anna_driver_mute(d->driver, false);
		d->replaying = false;
		if (anna_session_state(anna_driver_session(d->driver)) == ANNA_SESSION_ENDED) {
			/* a finished game: kept, and a new one begins */
			archive(d);
			anna_driver_free(d->driver);
			d->driver = NULL;
			records = 0;
			d->last_ms = 0;
			if (anna_driver_new(&d->dcfg, &d->driver, &err) != ANNA_OK) {
				log_error(d, &err);
				return -2;
			}
		} else {
			d->recovered = true;
		}
	} else if (records == 1) {
		records = 0; /* only a header: start over */
		unlink(d->journal_path);
	}
	r = anna_journal_open(d->journal_path, &d->journal, NULL);
	if (r < 0) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, errname(r));
		log_error(d, &err);
		return -1;
	}
	/* The driver's time goes on from the journal's last instant. */
	d->offset = (int64_t)d->last_ms + (records ? 1 : 0) - (int64_t)anna_loop_now_ms();
	uint64_t now = driver_now(d);
	if (d->recovered) {
		const struct anna_session *s = anna_driver_session(d->driver);
		const struct anna_game *g = anna_session_game(s);
		uint64_t wall = anna_journal_wall_ms();
		d->lost_ms = wall > scan.last_wall_ms ? wall - scan.last_wall_ms : 0;
		uint64_t note[2] = { d->lost_ms, g->count };
		anna_journal_append(d->journal, ANNA_JREC_RECOVERY, now, wall, note, sizeof(note));
		/* The clock stays paused until the arbiter resumes it. */
		if (running(anna_session_state(s))) {
			struct anna_session_event ev;
			anna_session_event_init(&ev, ANNA_SEV_ARB_PAUSE, now);
			ev.role = ANNA_ROLE_ARBITER;
			ev.pause_reason = ANNA_CLOCK_REASON_DEFECTIVE; /* CLK-11: the device failed */
			/* muted: no arbiter paused it; the recovery's words say why */
			anna_driver_mute(d->driver, true);
			anna_driver_command(d->driver, &ev);
			anna_driver_mute(d->driver, false);
		}
		char plies[24], lost[24];
		snprintf(plies, sizeof(plies), "%zu", g->count);
		snprintf(lost, sizeof(lost), "%" PRIu64, d->lost_ms / 1000);
		if (anna_session_state(s) == ANNA_SESSION_ENDED)
			anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_RECOVERED_OVER, plies);
		else
			anna_error_set(&err, ANNA_E_STATE,
				       g->pos.side == ANNA_WHITE ? ANNA_MSG_DAEMON_RECOVERED_WHITE
								 : ANNA_MSG_DAEMON_RECOVERED_BLACK,
				       plies, lost);
		d->recovery = err; /* said once annad is ready */
		d->announced_plies = g->count;
		/* a recovered game's replay is not fed again */
		d->n_replay = 0;
		return 0;
	}
	unsigned roles = 0;
	for (int k = 0; k < ANNA_DRIVER_ROLE_COUNT; k++)
		roles |= d->dcfg.has[k] ? 1u << k : 0;
	size_t cap = config_len + 64;
	char *head = malloc(cap);
	if (!head)
		return -1;
	int n = snprintf(head, cap, "anna-journal 1\nroles=%u\n", roles);
	memcpy(head + n, config_text, config_len);
	anna_journal_append(d->journal, ANNA_JREC_HEADER, now, anna_journal_wall_ms(), head,
			    (uint32_t)((size_t)n + config_len));
	free(head);
	return 0;
}

int anna_daemon_new(const struct anna_config *config, const struct anna_daemon_options *opt,
		    struct anna_daemon **out)
{
	struct anna_daemon *d = calloc(1, sizeof(*d));
	if (!d)
		return -1;
	d->config = *config;
	d->opt = *opt;
	snprintf(d->journal_path, sizeof(d->journal_path), "%s/journal", config->state_dir);
	int rc = load_dgt_replays(d);
	if (!rc)
		rc = configure_driver(d);
	if (!rc) {
		unsigned roles = 0;
		struct anna_journal_scan hs;
		anna_journal_scan_file(d->journal_path, header_roles, &roles, &hs);
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
			d->dcfg.has[r] |= (roles >> r) & 1u;
		d->dcfg.session.vi_sensor_board = d->dcfg.has[ANNA_DRIVER_VI_BOARD];
	}
	if (!rc)
		rc = load_words(d);
	for (int who = 0; !rc && who < ANNA_ROLE_COUNT; who++) {
		d->dcfg.listener[who].profile = d->profile[who];
		d->dcfg.listener[who].form = ANNA_FORM_LONG;
	}
	if (!rc && opt->latency_log && !(d->latency = fopen(opt->latency_log, "w")))
		rc = -1;
	if (!rc)
		rc = open_transcript(d);
	if (!rc)
		rc = start_speech(d);
	/* the configuration's text, kept in the journal's header */
	char *text = NULL;
	size_t text_len = 0;
	if (!rc && config->file[0]) {
		FILE *f = fopen(config->file, "r");
		if (f) {
			text = malloc(ANNA_JOURNAL_MAX_PAYLOAD);
			if (text)
				text_len = fread(text, 1, ANNA_JOURNAL_MAX_PAYLOAD, f);
			fclose(f);
		}
	}
	uint64_t first_us = 0, occ[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	bool board[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	if (!rc)
		rc = load_replay(d, &first_us, occ, board);
	if (!rc) {
		int r = mkdirs(config->state_dir);
		if (r < 0) {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, config->state_dir,
				       errname(r));
			log_error(d, &err);
			rc = -1;
		}
	}
	if (!rc)
		rc = start_game(d, text ? text : "", text ? text_len : 0);
	free(text);
	if (!rc && (anna_loop_new(&d->loop) < 0))
		rc = -1;
	if (!rc) {
		anna_loop_set_idle(d->loop, on_idle, d);
		anna_loop_set_signal(d->loop, on_signal, d);
	}
	/* devices: recorded ones, or the configured ones */
	if (!rc && !d->recovered && d->n_replay) {
		d->replay_shift_ms = (int64_t)driver_now(d) - (int64_t)(first_us / 1000);
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
			if (board[r])
				anna_driver_board_state(d->driver, (enum anna_driver_role)r, occ[r],
							driver_now(d));
			if (d->dgt_replay[r]) /* its line opened */
				anna_driver_feed_bytes(d->driver, (enum anna_driver_role)r, NULL, 0,
						       driver_now(d));
		}
	} else if (!rc && !d->n_replay) {
		struct anna_devices_ops ops = { dev_event, dev_board, dev_report, d };
		struct anna_dgtdev_ops dops = { dgt_bytes, dgt_state, dgt_report, d };
		bool any = false;
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
			if (!anna_dgtport_is_spec(config->device[r])) {
				any |= config->device[r][0] != 0;
				continue;
			}
			int e = anna_dgtdev_new(d->loop, r, anna_driver_role_str((enum anna_driver_role)r),
						config->device[r], &dops, &d->dgt[r]);
			if (e < 0) {
				struct anna_error err = { 0 };
				anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_DEVICE_OPEN,
					       anna_driver_role_str((enum anna_driver_role)r),
					       config->device[r], errname(e));
				say_error(d, &err, true);
			}
		}
		if (any && anna_devices_new(&ops, &d->devices) < 0)
			rc = -1;
		for (int r = 0; !rc && any && r < ANNA_DRIVER_ROLE_COUNT; r++) {
			if (!config->device[r][0])
				continue;
			int e = anna_devices_add(d->devices, r,
						 anna_driver_role_str((enum anna_driver_role)r),
						 config->device[r]);
			if (e < 0) {
				struct anna_error err = { 0 };
				anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_DEVICE_OPEN,
					       anna_driver_role_str((enum anna_driver_role)r),
					       config->device[r], errname(e));
				say_error(d, &err, true);
			}
		}
		if (!rc && any) {
			anna_devices_start(d->devices);
			anna_loop_add(d->loop, anna_devices_fd(d->devices), EPOLLIN, on_devices, d);
		}
	}
	/* a new game in training starts at once; in competition the arbiter
	 * starts it (anna start) */
	if (!rc && !d->recovered &&
	    anna_session_state(anna_driver_session(d->driver)) == ANNA_SESSION_SETUP &&
	    config->mode == ANNA_MODE_TRAINING) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_START, 0);
		ev.role = ANNA_ROLE_ARBITER;
		command(d, &ev);
	}
	if (!rc) {
		int r = mkdirs(config->socket); /* then remove the leaf: a directory */
		char dir[ANNA_CONFIG_TEXT];
		snprintf(dir, sizeof(dir), "%s", config->socket);
		char *slash = strrchr(dir, '/');
		if (r == 0)
			rmdir(config->socket);
		if (slash && slash != dir) {
			*slash = 0;
			mkdirs(dir);
		}
		r = anna_control_new(d->loop, config->socket, &d->config, ctl_handle, ctl_render, d,
				     &d->control);
		if (r < 0) {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_SOCKET, config->socket,
				       errname(r));
			log_error(d, &err);
			rc = -1;
		}
	}
	if (rc) {
		anna_daemon_free(d);
		return rc;
	}
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_READY, config->socket);
	log_error(d, &err);
	say_ready(d);
	on_idle(d); /* the words, the timer */
	*out = d;
	return 0;
}

int anna_daemon_run(struct anna_daemon *d)
{
	int r = anna_loop_run(d->loop);
	on_idle(d);
	return r;
}

void anna_daemon_free(struct anna_daemon *d)
{
	if (!d)
		return;
	/* the reverse of anna_daemon_new */
	anna_control_free(d->control);
	anna_devices_free(d->devices);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		anna_dgtdev_free(d->dgt[r]);
		anna_dgtrec_free(d->dgt_replay[r]);
	}
	anna_loop_free(d->loop);
	anna_journal_close(d->journal);
	for (size_t i = 0; i < d->n_pending; i++) {
		free(d->pending[i].text);
		free(d->pending[i].speech);
	}
	anna_driver_free(d->driver);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		if (d->speaker[who])
			anna_speaker_wait_idle(d->speaker[who], 2000);
		anna_speaker_free(d->speaker[who]);
		anna_output_free(d->output[who]);
		anna_profile_free(d->profile[who]);
	}
	anna_profile_free(d->log_profile);
	if (d->own_transcript)
		fclose(d->transcript);
	if (d->latency)
		fclose(d->latency);
	free(d->replay);
	free(d);
}
