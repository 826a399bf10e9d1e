/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/annad_internal.h: what annad's own files share (annad.c,
 * held.c, recovery.c, commands.c and every module of daemon/modules.def):
 * the daemon's state and its helpers. Nothing outside daemon/ includes it.
 */
#ifndef ANNA_DAEMON_ANNAD_INTERNAL_H
#define ANNA_DAEMON_ANNAD_INTERNAL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "board-io/boardmap.h"
#include "core/pgn.h"
#include "daemon/annad.h"
#include "daemon/control.h"
#include "daemon/devices.h"
#include "daemon/dgt.h"
#include "daemon/hall.h"
#include "daemon/journal.h"
#include "daemon/loop.h"
#include "driver/recording.h"
#include "input/dgtrec.h"
#include "input/keymap.h"
#include "speech/output.h"
#include "speech/display.h"
#include "speech/profile.h"
#include "speech/speaker.h"
#include "speech/speechd.h"

#define MAX_PENDING 256

/* A phrase or earcon held until the journal is on disk. */
struct pending {
	enum anna_role listener;
	enum anna_priority prio;
	bool earcon;
	enum anna_earcon tone;
	uint64_t at_ms;
	char *text, *speech;
	/* text in its listener's braille, made ahead by daemon/braille.c's
	 * translator while the journal syncs (cells NULL: made at delivery) */
	uint8_t *cells;
	int ncells;
	bool braille_queued;
};

/* The hall publishes this much after the last key of a run of keys (a
 * move typed, then its press), but never later than ANNAD_HALL_DEFER_MAX_MS
 * after the run's first (on_idle). */
#define ANNAD_HALL_DEFER_MS 20
#define ANNAD_HALL_DEFER_MAX_MS 1000

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
	/* one keypad shared, the opponent with no output of his own: he
	 * hears through the player's speaker (speaker_listener[SIGHTED] is
	 * his listener there) */
	bool opponent_via_player;
	/* braille: a display per person who has one (daemon/braille.c),
	 * and the liblouis table of his braille */
	struct anna_display *display[ANNA_ROLE_COUNT];
	struct annad_translator *translator; /* NULL: the phrases are translated as they go out */
	/* [listeners] <person> = speechd: his voice through speech-dispatcher */
	struct anna_speechd *speechd[ANNA_ROLE_COUNT];
	/* his speech-dispatcher has gone: anna's own voice (speaker[]) speaks
	 * until it is back */
	bool speechd_down[ANNA_ROLE_COUNT];
	char braille_table[ANNA_ROLE_COUNT][64];
	FILE *transcript;
	bool own_transcript;
	/* journal and game */
	char journal_path[ANNA_CONFIG_TEXT + 32];
	/* the ended game's files as last written (daemon/sheets.c): its plies
	 * and result; sheets_plies SIZE_MAX none yet */
	size_t sheets_plies;
	enum anna_game_result sheets_result;
	struct anna_journal *journal;
	bool replaying;                      /* recovery: do not journal */
	int journal_error;                   /* the disk refuses it: held */
	uint64_t retry_at, retry_ms;         /* the next try (monotonic ms) */
	unsigned journal_format;             /* recovery: its header's */
	size_t replayed;                     /* recovery: records read */
	struct anna_error recovery_error;    /* recovery: a record unread */
	struct anna_error recovery_why;      /* and why */
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
	struct anna_merged replay;
	struct anna_dgtrec *dgt_replay[ANNA_DRIVER_ROLE_COUNT]; /* its DGT recordings */
	size_t next_replay;
	int64_t replay_shift_ms;             /* recording ms + shift = driver ms */
	/* --fast, --speed N: the driver's time is virtual while the
	 * recordings last (docs/man/annad.8): every event and deadline at its
	 * own instant, whatever wakes the loop */
	bool virt;
	uint64_t vnow;                       /* the virtual instant */
	uint64_t v_base, mono_base;          /* --speed: vnow at mono_base */
	/* the rest */
	struct anna_devices *devices;
	unsigned devices_said;               /* roles whose device report was said (bits) */
	bool ready;                          /* "anna is ready" said last, not "not ready" */
	bool started;                        /* the start's words are said */
	struct anna_dgtdev *dgt[ANNA_DRIVER_ROLE_COUNT];   /* DGT e-boards */
	struct anna_loop *loop;
	struct anna_control *control;
	struct anna_trainer *trainer;        /* annad_trainer.c: engine, helps, review, study */
	/* the tournament hall's link (daemon/hall.h), NULL when off */
	struct anna_dhall *hall;
	bool hall_said;                      /* words released since the last update */
	size_t hall_pgn_plies;               /* the PGN last published: its plies, */
	enum anna_game_result hall_pgn_result; /* its result */
	bool hall_pgn_sent;
	/* bench: the batch's start and each MOVE phrase's */
	uint64_t batch_us;
	bool batch_key;
	uint64_t hall_due;                   /* CLOCK_MONOTONIC ms the hall's
					      * deferred publication is due;
					      * 0 none (on_idle) */
	uint64_t hall_deferred_at;           /* when that deferral began */
	/* the batch start of the MOVE phrase being handed over: set before
	 * anna_speaker_say(), since a real-time speaker thread may report its
	 * first frame before say() returns */
	_Atomic uint64_t move_batch_us;
	_Atomic uint64_t echo_batch_us;      /* the same for a key's first echo */
	FILE *latency;
	size_t n_started;                    /* modules started (modules.def) */
};

/* The modules, in start order (daemon/modules.def): each init returns 0
 * or a negative value (-2 a configuration error, -1 another), each fini
 * undoes its init, also a partial one, and is called once. */
#define ANNAD_MODULE(name)                                   \
	int annad_##name##_init(struct anna_daemon *d);      \
	void annad_##name##_fini(struct anna_daemon *d);
#include "daemon/modules.def"
#undef ANNAD_MODULE

/* annad.c: messages in the log profile's words, time */
void annad_log_error(struct anna_daemon *d, const struct anna_error *err);
void annad_log_msg(struct anna_daemon *d, enum anna_msg msg, const char *a1, const char *a2);
const char *annad_errname(int e);
uint64_t annad_driver_now(struct anna_daemon *d);
int annad_mkdirs(const char *path);

/* held.c: words held until the journal is on disk */
void annad_out_say(void *ctx, enum anna_role listener, enum anna_priority prio,
		   uint64_t at_ms, const char *text, const char *speech);
void annad_out_earcon(void *ctx, enum anna_role listener, enum anna_earcon earcon,
		      uint64_t at_ms);
void annad_release(struct anna_daemon *d);
void annad_deliver(struct anna_daemon *d, struct pending *p);
/* storage faults (daemon/faults.c, docs/daemon.md "Storage faults") */
void annad_journal_outcome(struct anna_daemon *d, int r);
void annad_hold(struct anna_daemon *d);
void annad_say_error(struct anna_daemon *d, const struct anna_error *err, bool speak);
void annad_say_to(struct anna_daemon *d, enum anna_role who, const struct anna_error *err);
/* sheets.c: the game's PGN and the player's braille scoresheet written
 * in the state directory once the game has ended, again if its end
 * changes (an arbiter's decision). */
void annad_sheets_update(struct anna_daemon *d);
/* A phrase held (d->pending[i], just added) to be translated for its
 * listener's braille display, if he has one, while the journal syncs; then
 * shown on it when it goes out (daemon/braille.c). */
void annad_braille_ahead(struct anna_daemon *d, size_t i);
void annad_braille_show(struct anna_daemon *d, struct pending *p);
/* Every phrase held was delivered: the translator starts again at 0. */
void annad_braille_released(struct anna_daemon *d);
void annad_say_ready(struct anna_daemon *d);
void annad_say_all(struct anna_daemon *d, const struct anna_error *err);
/* "anna is ready" or what is missing, as the player's input is there or
 * not; changed_only: only when that changed since it was last said. */
void annad_say_readiness(struct anna_daemon *d, bool changed_only);

/* dgt.c: words about a DGT e-board of role: the log, the board's player
 * and the arbiter */
void annad_dgt_say(struct anna_daemon *d, int role, const struct anna_error *err);

/* annad.c: the devices present and missing (docs/devices.md) */
/* The driver role of the player's input: his keypad when one is
 * configured (the terminal too), else his board; -1 none. */
int annad_player_input(const struct anna_daemon *d);
/* Whether the device of role is there now (a recording replayed is). */
bool annad_device_present(const struct anna_daemon *d, int role);
/* Whether the player's input is there now (always, replaying recordings). */
bool annad_player_ready(const struct anna_daemon *d);
/* Says each configured device that is missing (the terminal too), and at
 * the start the terminal that is read and the DGT e-boards opened, except
 * the roles in skip (bits: their own report was just said). A DGT
 * e-board's faults are dgt.c's. */
void annad_say_devices(struct anna_daemon *d, bool start, unsigned skip);
void annad_on_speaker(void *ctx, const struct anna_speaker_event *ev);
/* A character typed for role's keypad elsewhere than on it (a braille
 * display's keyboard): the terminal keypad's key for it (devices.h),
 * pressed and released as that keypad's, journaled as its events. */
void annad_type_key(struct anna_daemon *d, int role, unsigned char c);

/* recovery.c: the journal hook */
void annad_journal_raw(void *ctx, const struct anna_driver_raw *raw);
/* the devices the journal's header names (a recovered game goes on with
 * the devices it was played with): bits 1u << driver role */
unsigned annad_journal_roles(struct anna_daemon *d);

/* commands.c: the control socket's commands */
/* The game so far as PGN (malloc'd) with the configuration's tags; NULL
 * when out of memory. */
char *annad_game_pgn(struct anna_daemon *d);
/* The same game into pg (anna_pgn_game_fini it, also after an error):
 * ANNA_OK or ANNA_E_NOMEM. */
enum anna_status annad_game_record(struct anna_daemon *d, struct anna_pgn_game *pg);
/* pg as PGN text (malloc'd); NULL when out of memory. */
char *annad_pgn_text(const struct anna_pgn_game *pg);
/* What the control socket does with a permitted request, and its words
 * (daemon/hall.c hands the hall's commands to them too). */
enum anna_status annad_ctl_handle(void *ctx, const struct anna_control_request *req,
				  struct anna_control_reply *r, struct anna_error *err);
void annad_ctl_render(void *ctx, const struct anna_error *err, char *buf, size_t size);

/* hall.c: after each batch, what changed goes to the hall */
void annad_hall_publish(struct anna_daemon *d);
bool annad_running(enum anna_session_state st);
/* annad_trainer.c: the driver's train hook; anna train */
void annad_train(void *ctx, const struct anna_driver_train_req *req, uint64_t at_ms);
enum anna_status annad_ctl_train(struct anna_daemon *d, const struct anna_control_request *req,
				 struct anna_error *err);
void annad_command(struct anna_daemon *d, struct anna_session_event *ev);

#endif
