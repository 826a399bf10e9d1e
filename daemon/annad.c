/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/annad.c: the daemon (annad.h): its modules started in the order
 * of daemon/modules.def and stopped in reverse; the loop's hooks (the
 * journal synced, then the held words out, the timer armed), time,
 * devices, and the modules of the set-up. The journal and recovery are in
 * recovery.c, the held words in held.c, the control commands in
 * commands.c.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/timecontrol.h"
#include "daemon/annad_internal.h"
#include "daemon/sched.h"
#include "daemon/storage.h"
#include "daemon/trainer.h"
#include "input/dgtport.h"
#include "input/evemu.h"

/* ---- messages ----------------------------------------------------------- */

void annad_log_error(struct anna_daemon *d, const struct anna_error *err)
{
	char buf[1024];
	anna_profile_render_error(d ? d->log_profile : NULL, err, buf, sizeof(buf));
	fprintf(stderr, "annad: %s\n", buf);
}

/* A message of messages.def with its arguments (as many as it takes) on
 * stderr, in the words of the log profile. */
void annad_log_msg(struct anna_daemon *d, enum anna_msg msg, const char *a1, const char *a2)
{
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, msg, a1, a2);
	annad_log_error(d, &err);
}

const char *annad_errname(int e)
{
	const char *n = strerrorname_np(e < 0 ? -e : e);
	return n ? n : "EIO";
}

/* ---- time --------------------------------------------------------------- */

uint64_t annad_driver_now(struct anna_daemon *d)
{
	int64_t t = d->virt ? (int64_t)d->vnow : (int64_t)anna_loop_now_ms() + d->offset;
	uint64_t now = t < 0 ? 0 : (uint64_t)t;
	if (now < d->last_ms)
		now = d->last_ms; /* never back (driver.h) */
	d->last_ms = now;
	return now;
}

/* The recorded instant of the next replayed event (driver ms). */
static uint64_t replay_at(const struct anna_daemon *d)
{
	const struct anna_merged_event *r = &d->replay.events[d->next_replay];
	return (uint64_t)((int64_t)(r->us / 1000) + d->replay_shift_ms);
}

/* The next virtual instant something happens: the next replayed event or
 * the driver's deadline, whichever is first. */
static uint64_t virt_next(struct anna_daemon *d, bool *event)
{
	uint64_t t = replay_at(d), dl = anna_driver_next_deadline(d->driver);
	*event = t <= dl;
	uint64_t next = *event ? t : dl;
	return next < d->vnow ? d->vnow : next;
}

/* When (CLOCK_MONOTONIC ms) the virtual instant v is due: at once for
 * --fast, its distance from the start divided by N for --speed N. */
static uint64_t virt_mono(const struct anna_daemon *d, uint64_t v)
{
	if (d->opt.fast)
		return 0;
	return d->mono_base + (v > d->v_base ? (v - d->v_base) / d->opt.speed : 0);
}

/* ---- the loop's hooks --------------------------------------------------- */

static void arm(struct anna_daemon *d);

/* After every batch: the journal to disk, then the words out (journal.h). */
static void on_idle(void *ctx)
{
	struct anna_daemon *d = ctx;
	if (d->trainer)
		anna_trainer_idle(d->trainer); /* its commands are journaled below */
	if (d->journal && (!d->journal_error || anna_loop_now_ms() >= d->retry_at))
		annad_journal_outcome(d, anna_journal_sync(d->journal));
	if (d->journal_error) {
		/* not on disk: nothing announced, nothing logged as synced; a
		 * clock someone resumed meanwhile is held again */
		annad_hold(d);
		d->batch_key = false;
		arm(d);
		return;
	}
	size_t plies = anna_session_game(anna_driver_session(d->driver))->count;
	if (plies != d->announced_plies) {
		/* what the crash test checks: every ply announced is on disk */
		char n[24];
		snprintf(n, sizeof(n), "%zu", plies);
		annad_log_msg(d, ANNA_MSG_DAEMON_SYNCED, n, NULL);
		d->announced_plies = plies;
	}
	annad_release(d);
	annad_sheets_update(d); /* after the words: a game's end is said first */
	if (d->hall) {
		/* the hall after the words: a batch with a key publishes a
		 * moment after the last key of its run (a move's digits, then
		 * the press, its move said now), so building the hall's state
		 * and PGN never competes with the speaker for a press's first
		 * frame (bench/hall.sh); anything else at once */
		uint64_t now = anna_loop_now_ms();
		if (d->batch_key) {
			if (!d->hall_due)
				d->hall_deferred_at = now;
			d->hall_due = now + ANNAD_HALL_DEFER_MS;
			if (d->hall_due > d->hall_deferred_at + ANNAD_HALL_DEFER_MAX_MS)
				d->hall_due = d->hall_deferred_at + ANNAD_HALL_DEFER_MAX_MS;
		}
		if (!d->hall_due || now >= d->hall_due) {
			d->hall_due = 0;
			annad_hall_publish(d);
		}
	}
	d->batch_key = false;
	arm(d);
}

static void feed_replay(struct anna_daemon *d)
{
	const struct anna_merged_event *r = &d->replay.events[d->next_replay];
	uint64_t t = replay_at(d);
	d->next_replay++;
	if (d->virt && t > d->vnow)
		d->vnow = t; /* the recorded instant, exactly */
	uint64_t now = annad_driver_now(d);
	d->batch_us = anna_loop_now_us();
	/* a DGT board's bytes may hold the lever: a press, measured */
	d->batch_key = !anna_driver_role_is_board(r->role) || r->bytes;
	if (r->bytes)
		anna_driver_feed_bytes(d->driver, r->role, r->bytes, r->n_bytes, now);
	else
		anna_driver_feed(d->driver, r->role, &r->ev, now);
	if (d->virt && d->next_replay == d->replay.n) {
		/* the recordings are over: real time goes on from here */
		d->offset = (int64_t)d->vnow - (int64_t)anna_loop_now_ms();
		d->virt = false;
	}
}

static void on_deadline(void *ctx)
{
	struct anna_daemon *d = ctx;
	/* everything due, each at its own instant (a late wake-up catches up
	 * in one batch; woken early, for a journal retry, nothing) */
	bool was_virt = d->virt;
	while (d->virt) {
		bool event;
		uint64_t v = virt_next(d, &event);
		if (anna_loop_now_ms() < virt_mono(d, v))
			return;
		if (event) {
			feed_replay(d);
		} else {
			d->vnow = v;
			anna_driver_tick(d->driver, annad_driver_now(d));
		}
		if (d->opt.fast)
			return; /* one a wake-up: --fast is all catching up */
	}
	if (was_virt)
		return; /* the last one was just fed: real time from here */
	uint64_t now = annad_driver_now(d);
	if (d->next_replay < d->replay.n && replay_at(d) <= now) {
		feed_replay(d);
		return;
	}
	if (anna_driver_next_deadline(d->driver) <= now)
		anna_driver_tick(d->driver, now);
	if (d->trainer)
		anna_trainer_tick(d->trainer);
}

/* The timer for the earliest of the driver's deadline and the next
 * replayed event: the loop sleeps until then and no longer polls. */
static void arm(struct anna_daemon *d)
{
	uint64_t next = anna_driver_next_deadline(d->driver);
	if (!d->virt && d->next_replay < d->replay.n && replay_at(d) < next)
		next = replay_at(d);
	if (d->journal_error) { /* the next try to write the journal */
		uint64_t t = (uint64_t)((int64_t)d->retry_at + d->offset);
		if (t < next)
			next = t;
	}
	uint64_t mono = ANNA_LOOP_NO_DEADLINE;
	if (next != UINT64_MAX) {
		int64_t m = (int64_t)next - d->offset;
		mono = m < 1 ? 1 : (uint64_t)m;
	}
	if (d->virt) {
		bool event;
		uint64_t m = virt_mono(d, virt_next(d, &event));
		if (d->journal_error && d->retry_at < m)
			m = d->retry_at;
		mono = m < 1 ? 1 : m;
	}
	if (d->trainer && anna_trainer_deadline(d->trainer) < mono)
		mono = anna_trainer_deadline(d->trainer); /* the engine's timeouts */
	if (d->hall_due && d->hall_due < mono)
		mono = d->hall_due; /* the hall's deferred publication */
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
	anna_driver_feed(d->driver, (enum anna_driver_role)role, ev, annad_driver_now(d));
}

void annad_type_key(struct anna_daemon *d, int role, unsigned char c)
{
	unsigned code = anna_devices_terminal_key(c);
	if (!code)
		return;
	struct input_event ev[4];
	anna_devices_key_events(code, anna_loop_now_us(), ev);
	for (int k = 0; k < 4; k++)
		dev_event(d, role, &ev[k]);
}

static void dev_board(void *ctx, int role, uint64_t occupancy)
{
	struct anna_daemon *d = ctx;
	anna_driver_board_state(d->driver, (enum anna_driver_role)role, occupancy, annad_driver_now(d));
}

/* A device connected, unplugged or unreadable: said to everyone who
 * hears and logged; what is still missing follows after the batch
 * (on_devices). */
static void dev_report(void *ctx, int role, const struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	annad_say_all(d, err);
	if (role >= 0 && role < ANNA_DRIVER_ROLE_COUNT)
		d->devices_said |= 1u << role;
}

/* Whether the device of role is there now: an input device or the
 * terminal (devices.c), a DGT e-board (dgt.c). */
static enum anna_devices_presence presence(const struct anna_daemon *d, int role)
{
	if (anna_dgtport_is_spec(d->config.device[role]))
		return anna_dgtdev_open(d->dgt[role]) ? ANNA_DEVICES_PRESENT : ANNA_DEVICES_ABSENT;
	return anna_devices_presence(d->devices, role);
}

int annad_player_input(const struct anna_daemon *d)
{
	if (d->config.device[ANNA_DRIVER_VI_KEYPAD][0])
		return ANNA_DRIVER_VI_KEYPAD;
	if (d->config.device[ANNA_DRIVER_VI_BOARD][0])
		return ANNA_DRIVER_VI_BOARD;
	return -1;
}

bool annad_device_present(const struct anna_daemon *d, int role)
{
	return d->replay.n ? d->dcfg.has[role] /* the recordings are the devices */
			   : presence(d, role) == ANNA_DEVICES_PRESENT;
}

bool annad_player_ready(const struct anna_daemon *d)
{
	if (d->replay.n)
		return true; /* the recordings are the devices */
	int input = annad_player_input(d);
	return input >= 0 && presence(d, input) == ANNA_DEVICES_PRESENT;
}

void annad_say_devices(struct anna_daemon *d, bool start, unsigned skip)
{
	if (d->replay.n)
		return;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		const char *spec = d->config.device[r];
		if (!spec[0] || ((skip >> r) & 1u))
			continue;
		const char *role = anna_driver_role_str((enum anna_driver_role)r);
		enum anna_devices_presence p = presence(d, r);
		struct anna_error err = { 0 };
		if (anna_dgtport_is_spec(spec)) {
			/* its faults, absent at the start too, are dgt.c's; its
			 * words go where they go (the board's player, the
			 * arbiter, the log) */
			if (start && p == ANNA_DEVICES_PRESENT) {
				anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_DGT_CONNECTED, role,
					       spec);
				annad_dgt_say(d, r, &err);
			}
			continue;
		} else if (!strcmp(spec, ANNA_CONFIG_TERMINAL) && (p != ANNA_DEVICES_PRESENT || start))
			anna_error_set(&err, ANNA_E_STATE, p == ANNA_DEVICES_PRESENT
				       ? ANNA_MSG_DEVICE_TERMINAL : ANNA_MSG_DEVICE_NO_TERMINAL, role);
		else if (strcmp(spec, ANNA_CONFIG_TERMINAL) && p == ANNA_DEVICES_ABSENT)
			anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DEVICE_MISSING, role, spec);
		else
			continue; /* present or unreadable: its own report said so */
		annad_say_all(d, &err);
	}
}

static void on_devices(void *ctx, int fd, uint32_t events)
{
	(void)fd;
	(void)events;
	struct anna_daemon *d = ctx;
	anna_devices_dispatch(d->devices);
	if (d->devices_said) {
		/* a hot-plug: what is still missing, and whether anna is ready */
		annad_say_devices(d, false, d->devices_said);
		d->devices_said = 0;
		annad_say_readiness(d, true);
	}
	/* after SYN_DROPPED a board's decoder needs the true holes */
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t occ;
		if (d->dcfg.has[r] && anna_driver_role_is_board((enum anna_driver_role)r) &&
		    anna_driver_needs_resync(d->driver, (enum anna_driver_role)r) &&
		    anna_devices_occupancy(d->devices, r, &occ) == 0)
			anna_driver_board_state(d->driver, (enum anna_driver_role)r, occ,
						annad_driver_now(d));
	}
}

/* ---- the modules of the set-up -------------------------------------------- */

int annad_mkdirs(const char *path)
{
	return anna_storage_mkdirs(path);
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
		annad_log_error(d, &err);
		return -2;
	}
	anna_clock_settings_default(&sc->clock, &sc->tc);
	sc->clock.edition = (unsigned)c->edition;
	bool replay = false;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		replay |= d->opt.replay[r] != NULL;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		dc->has[r] = replay ? d->opt.replay[r] != NULL : c->device[r][0] != 0;
		/* a DGT recording is told by its first line (input/dgtrec.h) */
		dc->dgt[r] = replay ? d->opt.replay[r] && anna_driver_role_is_board((enum anna_driver_role)r) &&
					      anna_dgtrec_file_is(d->opt.replay[r])
				    : anna_dgtport_is_spec(c->device[r]);
	}
	dc->dgt_orientation = (enum anna_dgt_orientation)c->dgt_orientation;
	dc->shared_keypad = c->shared_keypad;
	sc->vi_sensor_board = dc->has[ANNA_DRIVER_VI_BOARD];
	sc->policy.touched_listeners = 0;
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		/* one keypad shared: the opponent sits at it too, and hears
		 * through the player's output unless he has his own */
		dc->listener[who].present = who == ANNA_ROLE_VI || strcmp(c->output[who], "none") ||
					    (who == ANNA_ROLE_SIGHTED && c->shared_keypad);
		dc->listener[who].seconds_below_ms = c->seconds_below_ms[who];
		sc->policy.touched_listeners |= (unsigned)c->touched[who] << who;
	}
	dc->boardmap = &d->boardmap;
	dc->output = (struct anna_driver_output){ .say = annad_out_say, .earcon = annad_out_earcon, .ctx = d };
	dc->raw = annad_journal_raw;
	dc->raw_ctx = d;
	dc->train = annad_train; /* daemon/annad_trainer.c */
	dc->train_ctx = d;
	return 0;
}

/* configure: the driver's configuration from annad.conf, plus the devices
 * an unfinished game's journal was played with. */
int annad_configure_init(struct anna_daemon *d)
{
	snprintf(d->journal_path, sizeof(d->journal_path), "%s/journal", d->config.state_dir);
	int rc = configure_driver(d);
	if (rc)
		return rc;
	unsigned roles = annad_journal_roles(d);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		d->dcfg.has[r] |= (roles >> r) & 1u;
	d->dcfg.session.vi_sensor_board = d->dcfg.has[ANNA_DRIVER_VI_BOARD];
	return 0;
}

void annad_configure_fini(struct anna_daemon *d)
{
	(void)d;
}

/* words: a profile per listener, the log's, the key maps. */
int annad_words_init(struct anna_daemon *d)
{
	struct anna_error err = { 0 };
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		const char *name = d->config.listener_profile[who][0] ? d->config.listener_profile[who]
								      : d->config.profile;
		if (anna_profile_load(NULL, name, &d->profile[who], &err) != ANNA_OK) {
			annad_log_error(d, &err);
			return -2;
		}
	}
	if (anna_profile_load(NULL, d->config.listener_profile[ANNA_ROLE_ARBITER][0]
				    ? d->config.listener_profile[ANNA_ROLE_ARBITER] : "en",
			      &d->log_profile, &err) != ANNA_OK) {
		annad_log_error(d, &err);
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
			annad_log_error(d, &err);
			return -2;
		}
		d->dcfg.keymap[r] = &d->keymap[r];
	}
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		d->dcfg.listener[who].profile = d->profile[who];
		d->dcfg.listener[who].form = ANNA_FORM_LONG;
	}
	return 0;
}

void annad_words_fini(struct anna_daemon *d)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		anna_profile_free(d->profile[who]);
		d->profile[who] = NULL;
	}
	anna_profile_free(d->log_profile);
	d->log_profile = NULL;
}

/* latency: the bench's log of key-to-first-frame times (--latency-log). */
int annad_latency_init(struct anna_daemon *d)
{
	if (d->opt.latency_log && !(d->latency = fopen(d->opt.latency_log, "w")))
		return -1;
	return 0;
}

void annad_latency_fini(struct anna_daemon *d)
{
	if (d->latency)
		fclose(d->latency);
	d->latency = NULL;
}

/* transcript: the words as text (driver/transcript.h). */
int annad_transcript_init(struct anna_daemon *d)
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
		annad_log_msg(d, ANNA_MSG_DAEMON_TRANSCRIPT, t, annad_errname(errno));
		return -1;
	}
	d->own_transcript = true;
	return 0;
}

void annad_transcript_fini(struct anna_daemon *d)
{
	if (d->own_transcript)
		fclose(d->transcript);
	d->transcript = NULL;
	d->own_transcript = false;
}

/* speech: a sound output and a speaker for each person who hears through
 * one. */
static const char *const person_names[ANNA_ROLE_COUNT] = { "player", "opponent", "arbiter" };

/* The sound output's own reports (no device, a device that stopped), in
 * the log profile's words: audio.unavailable, audio.stopped. */
static void output_report(void *ctx, const struct anna_error *err)
{
	annad_log_error(ctx, err);
}

/* A listener's voice: his profile's, at the default rate. */
static struct anna_listener listener_of(const struct anna_daemon *d, enum anna_role who)
{
	return (struct anna_listener){
		.name = person_names[who],
		.voice = { .name = anna_profile_voice(d->profile[who]), .rate = ANNA_SYNTH_RATE_DEFAULT,
			   .pitch = ANNA_SYNTH_PITCH_DEFAULT, .volume = ANNA_SYNTH_VOLUME_DEFAULT },
	};
}

/* anna's own voice for who (espeak-ng in process) on the sound output
 * out: "default", a device or "wav:PATH". 0, also when there is no sound
 * card or no speaker (the text is all he gets); -1 when the output cannot
 * be opened (logged). */
static int open_speaker(struct anna_daemon *d, int who, const char *out)
{
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
		annad_log_msg(d, ANNA_MSG_DAEMON_OUTPUT, out, annad_errname(r));
		return -1;
	}
	if (anna_output_kind(d->output[who]) == ANNA_OUTPUT_NULL) {
		/* no sound card: the words are printed (the transcript) */
		anna_output_free(d->output[who]);
		d->output[who] = NULL;
		return 0;
	}
	struct anna_speaker_config sc = {
		.output = d->output[who], .on_event = annad_on_speaker, .event_ctx = d,
		.rt_priority = 10, .ordinary = anna_sched_bulk,
	};
	r = anna_speaker_new(&sc, &d->speaker[who]);
	if (r < 0) {
		annad_log_msg(d, ANNA_MSG_DAEMON_SPEECH, annad_errname(r), NULL);
		anna_output_free(d->output[who]);
		d->output[who] = NULL;
		return 0; /* brltty's null twin: the text still goes out */
	}
	struct anna_listener l = listener_of(d, (enum anna_role)who);
	d->speaker_listener[who] = anna_speaker_add_listener(d->speaker[who], &l);
	if (d->speaker_listener[who] < 0) {
		anna_speaker_free(d->speaker[who]);
		d->speaker[who] = NULL;
	}
	return 0;
}

int annad_speech_init(struct anna_daemon *d)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		const char *out = d->config.output[who];
		if (!d->dcfg.listener[who].present || d->opt.no_audio || !strcmp(out, "text") ||
		    !strcmp(out, "none"))
			continue;
		if (!strcmp(out, "speechd")) { /* his own speech-dispatcher's voice */
			struct anna_error err = { 0 };
			if (anna_speechd_open(person_names[who], anna_profile_voice(d->profile[who]),
					      &d->speechd[who], &err) != ANNA_OK) {
				/* said once, aloud in anna's own voice, which
				 * he hears from then on; the text goes on */
				annad_log_error(d, &err);
				open_speaker(d, who, "default");
				annad_say_to(d, (enum anna_role)who, &err);
			}
			continue;
		}
		if (open_speaker(d, who, out) < 0)
			return -1;
	}
	/* one keypad shared, the opponent with no output of his own: he
	 * hears through the player's speaker, as a second listener of it */
	if (d->config.shared_keypad && !strcmp(d->config.output[ANNA_ROLE_SIGHTED], "none") &&
	    d->speaker[ANNA_ROLE_VI]) {
		struct anna_listener l = listener_of(d, ANNA_ROLE_SIGHTED);
		int id = anna_speaker_add_listener(d->speaker[ANNA_ROLE_VI], &l);
		if (id >= 0) {
			d->speaker_listener[ANNA_ROLE_SIGHTED] = id;
			d->opponent_via_player = true;
		}
	}
	return 0;
}

void annad_speech_fini(struct anna_daemon *d)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		if (d->speaker[who])
			anna_speaker_wait_idle(d->speaker[who], 2000);
		anna_speaker_free(d->speaker[who]);
		d->speaker[who] = NULL;
		anna_output_free(d->output[who]);
		d->output[who] = NULL;
		anna_speechd_close(d->speechd[who]);
		d->speechd[who] = NULL;
	}
	d->opponent_via_player = false;
}

/* replay: --replay's recordings, merged in time (driver/recording.h). */
int annad_replay_init(struct anna_daemon *d)
{
	struct anna_evemu *rec[ANNA_DRIVER_ROLE_COUNT] = { 0 };
	int rc = 0;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT && !rc; r++) {
		struct anna_error err = { 0 };
		if (!d->opt.replay[r])
			continue;
		if (d->dcfg.dgt[r] ? anna_dgtrec_load(d->opt.replay[r], &d->dgt_replay[r], &err) != ANNA_OK
				   : anna_evemu_load(d->opt.replay[r], &rec[r], &err) != ANNA_OK) {
			annad_log_error(d, &err);
			rc = -2;
		}
	}
	if (!rc && anna_merge_recordings_dgt(rec, d->dgt_replay, &d->boardmap, &d->replay) < 0)
		rc = -1;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		anna_evemu_free(rec[r]);
	return rc;
}

void annad_replay_fini(struct anna_daemon *d)
{
	anna_merged_free(&d->replay);
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		anna_dgtrec_free(d->dgt_replay[r]);
		d->dgt_replay[r] = NULL;
	}
}

/* state: the state directory (the journal's). */
int annad_state_init(struct anna_daemon *d)
{
	int r = annad_mkdirs(d->config.state_dir);
	if (r < 0) {
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->config.state_dir,
			       annad_errname(r));
		annad_log_error(d, &err);
		return -1;
	}
	return 0;
}

void annad_state_fini(struct anna_daemon *d)
{
	(void)d;
}

/* loop: epoll, the timer, the signals. */
/* A phrase speech-dispatcher did not say, to anna's own voice. */
struct unsaid {
	struct anna_daemon *d;
	int who;
};

static void say_unsaid(void *ctx, enum anna_priority prio, const char *text)
{
	struct unsaid *u = ctx;
	struct anna_speaker *sp = u->d->speaker[u->who];
	if (!sp)
		return; /* no sound card: the transcript has it */
	struct anna_utterance ut = { .listener = u->d->speaker_listener[u->who], .prio = prio,
				     .words = text };
	uint64_t id;
	anna_speaker_say(sp, &ut, &id);
}

/* A listener's speech-dispatcher has gone in the middle of the game, or
 * is back: said once each time, to the log and to everyone who hears, as
 * a lost device is. While it is gone he hears anna's own voice, first
 * what speech-dispatcher did not say; when it is back, his own again
 * (held.c closes anna's own voice once it has nothing more to say). */
static void on_speechd(void *ctx, int fd, uint32_t events)
{
	(void)events;
	struct anna_daemon *d = ctx;
	uint64_t n;
	if (read(fd, &n, sizeof(n)) < 0)
		return; /* EAGAIN: nothing new */
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		struct anna_speechd *sd = d->speechd[who];
		if (!sd || anna_speechd_fd(sd) != fd || anna_speechd_up(sd) != d->speechd_down[who])
			continue;
		d->speechd_down[who] = !d->speechd_down[who];
		if (d->speechd_down[who]) {
			if (!d->speaker[who])
				open_speaker(d, who, "default");
			anna_speechd_unsaid(sd, say_unsaid, &(struct unsaid){ d, who });
		}
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_STATE,
			       d->speechd_down[who] ? ANNA_MSG_SPEECHD_LOST : ANNA_MSG_SPEECHD_BACK,
			       person_names[who]);
		annad_say_all(d, &err);
	}
}

int annad_loop_init(struct anna_daemon *d)
{
	if (anna_loop_new(&d->loop) < 0)
		return -1;
	anna_loop_set_idle(d->loop, on_idle, d);
	anna_loop_set_signal(d->loop, on_signal, d);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		if (d->speechd[who] &&
		    anna_loop_add(d->loop, anna_speechd_fd(d->speechd[who]), EPOLLIN, on_speechd, d) < 0)
			return -1;
	return 0;
}

void annad_loop_fini(struct anna_daemon *d)
{
	anna_loop_free(d->loop);
	d->loop = NULL;
}

/* devices: the recorded ones (their boards as they began), or the
 * configured ones. */
int annad_devices_init(struct anna_daemon *d)
{
	const struct anna_config *config = &d->config;
	if (!d->recovered && d->replay.n) {
		d->replay_shift_ms = (int64_t)annad_driver_now(d) - (int64_t)(d->replay.first_us / 1000);
		if (d->opt.fast || d->opt.speed > 1) {
			d->virt = true;
			d->vnow = d->v_base = annad_driver_now(d);
			d->mono_base = anna_loop_now_ms();
		}
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
			if (d->replay.board[r])
				anna_driver_board_state(d->driver, (enum anna_driver_role)r,
							d->replay.board_occupancy[r],
							annad_driver_now(d));
		}
		return 0;
	}
	if (d->replay.n)
		return 0;
	struct anna_devices_ops ops = { dev_event, dev_board, dev_report, d };
	bool any = false; /* an input device (a DGT board is dgt.c's) */
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
		any |= config->device[r][0] != 0 && !anna_dgtport_is_spec(config->device[r]);
	if (!any)
		return 0;
	if (anna_devices_new(&ops, &d->devices) < 0)
		return -1;
	for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		if (!config->device[r][0] || anna_dgtport_is_spec(config->device[r]))
			continue;
		int e = anna_devices_add(d->devices, r, anna_driver_role_str((enum anna_driver_role)r),
					 config->device[r]);
		if (e < 0) {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_DEVICE_OPEN,
				       anna_driver_role_str((enum anna_driver_role)r),
				       config->device[r], annad_errname(e));
			annad_say_all(d, &err);
		}
	}
	anna_devices_start(d->devices);
	anna_loop_add(d->loop, anna_devices_fd(d->devices), EPOLLIN, on_devices, d);
	return 0;
}

void annad_devices_fini(struct anna_daemon *d)
{
	anna_devices_free(d->devices);
	d->devices = NULL;
}

/* start: a new game in training starts at once; in competition the
 * arbiter starts it (anna start). */
int annad_start_init(struct anna_daemon *d)
{
	if (!d->recovered &&
	    anna_session_state(anna_driver_session(d->driver)) == ANNA_SESSION_SETUP &&
	    d->config.mode == ANNA_MODE_TRAINING) {
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_START, 0);
		ev.role = ANNA_ROLE_ARBITER;
		annad_command(d, &ev);
	}
	return 0;
}

void annad_start_fini(struct anna_daemon *d)
{
	(void)d;
}

/* ---- the table ------------------------------------------------------------ */

static const struct {
	const char *name;
	int (*init)(struct anna_daemon *d);
	void (*fini)(struct anna_daemon *d);
} modules[] = {
#define ANNAD_MODULE(name) { #name, annad_##name##_init, annad_##name##_fini },
#include "daemon/modules.def"
#undef ANNAD_MODULE
};
#define N_MODULES (sizeof(modules) / sizeof(modules[0]))

/* Stops the modules started, the last first. */
static void stop_modules(struct anna_daemon *d)
{
	while (d->n_started > 0)
		modules[--d->n_started].fini(d);
}

int anna_daemon_new(const struct anna_config *config, const struct anna_daemon_options *opt,
		    struct anna_daemon **out)
{
	struct anna_daemon *d = calloc(1, sizeof(*d));
	if (!d)
		return -1;
	d->config = *config;
	d->opt = *opt;
	for (size_t i = 0; i < N_MODULES; i++) {
		/* a module that fails undoes its own part: its fini runs too */
		d->n_started = i + 1;
		int rc = modules[i].init(d);
		if (rc) {
			if (d->driver)
				annad_release(d); /* the words of what stopped annad */
			anna_daemon_free(d);
			return rc;
		}
	}
	/* the devices configured, present or missing (the reports of those
	 * opened or unreadable at the start were said), then ready or not */
	annad_say_devices(d, true, d->devices_said);
	d->devices_said = 0;
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_STATE,
		       annad_player_ready(d) ? ANNA_MSG_DAEMON_READY : ANNA_MSG_DAEMON_STARTED,
		       config->socket);
	annad_log_error(d, &err);
	annad_say_ready(d);
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
	stop_modules(d);
	free(d);
}
