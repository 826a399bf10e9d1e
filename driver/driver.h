/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/driver.h: the driver that both annad and `anna replay` run
 * (docs/architecture.md "Drivers": two drivers, one session).
 *
 * Raw timestamped device events come in per role (the evdev events of a
 * sensor board or a keypad, exactly as read), together with deadlines and
 * arbiter commands. The driver runs the decoders that core/ may not link:
 *
 *   vi-board, sighted-board:  evdev keys -> board-io decode -> debounce
 *                             -> inference (own move / executing)
 *   vi-keypad, sighted-keypad, arbiter-keypad:
 *                             evdev keys -> key map -> keypad grammar
 *
 * and feeds their semantic conclusions to core/session. The session's
 * actions, and the keypad's immediate echoes and earcons, are rendered in
 * each listener's profile and form (speech/render*.h) and handed to the
 * output (a speaker, a text transcript, or both).
 *
 * Nothing here reads a clock: every entry point takes now_ms, the time of
 * the event in one monotonic time base (the kernel's event time for
 * annad, the recording's timestamps for a replay). The journal records
 * exactly what comes in through these entry points (the raw hook), so a
 * journal fed back through a new driver reaches the same state.
 */
#ifndef ANNA_DRIVER_DRIVER_H
#define ANNA_DRIVER_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <linux/input.h>

#include "board-io/boardmap.h"
#include "board-io/dgt.h"
#include "core/error.h"
#include "core/session.h"
#include "core/roles.h"
#include "input/keypad.h"
#include "input/keymap.h"
#include "speech/earcon.h"
#include "speech/profile.h"
#include "speech/render.h"
#include "speech/speaker.h"


/*
 * Where the words go: an ops table. say() gets the text
 * and the synthesis text of a phrase, and how urgent it is (the speaker's
 * priorities, speech/speaker.h); earcon() an accept/reject tone;
 * rate() a speech-rate step (+1 faster, -1 slower). Any may be NULL. The
 * built-in text sink (config.transcript) needs none of them.
 */
struct anna_driver_output {
	void (*say)(void *ctx, enum anna_role listener, enum anna_priority prio,
		    uint64_t at_ms, const char *text, const char *speech);
	void (*earcon)(void *ctx, enum anna_role listener, enum anna_earcon earcon,
		       uint64_t at_ms);
	void (*rate)(void *ctx, enum anna_role listener, int step);
	void *ctx;
};

/*
 * Speakers as the output (annad): each person's phrases and earcons go to
 * his speaker (the VI player's earphone, the sighted player's speaker; two
 * people may share one) as his listener there, with the speaker's
 * priorities. A person without a speaker hears nothing aloud.
 */
#define ANNA_DRIVER_RATE_STEP 20 /* words a minute per faster/slower key */
/* Carrying out the announced move, the VI board at rest this long half
 * way (a captured piece left, a castling's rook not moved): he hears what
 * is still to do. */
#define ANNA_DRIVER_REST_MS 2500
struct anna_driver_speakers {
	struct anna_speaker *speaker[ANNA_ROLE_COUNT]; /* borrowed, or NULL */
	int listener[ANNA_ROLE_COUNT];                  /* his number on it */
	struct anna_voice voice[ANNA_ROLE_COUNT];       /* his voice; rate steps change it */
	int rate_step;                                  /* words a minute a step; 0:
							 * ANNA_DRIVER_RATE_STEP */
};
/* Fills *out with ops that hand everything to sp (borrowed, must outlive
 * the driver). */
void anna_driver_output_speakers(struct anna_driver_output *out,
				 struct anna_driver_speakers *sp);

/* One person who hears anna. */
struct anna_driver_listener {
	bool present;                        /* false: nothing is said to him */
	const struct anna_profile *profile;  /* borrowed; outlives the driver */
	enum anna_render_form form;
	bool name_captured;                  /* "takes Springer Cesar sechs" */
	uint64_t seconds_below_ms;           /* durations said with their seconds
					      * below this (default: the
					      * renderer's, 10 minutes) */
};

/* What came in (the raw hook's kinds, the journal's records). */
enum anna_driver_input {
	ANNA_DRIVER_IN_EVENT = 0,  /* an evdev event of a role's device */
	ANNA_DRIVER_IN_BOARD_STATE,/* a board's holes when it opened or after a
				    * resync (occupancy) */
	ANNA_DRIVER_IN_TICK,       /* a deadline reached */
	ANNA_DRIVER_IN_COMMAND,    /* an arbiter command (a session event) */
	ANNA_DRIVER_IN_BYTES,      /* bytes read from a DGT board's serial line
				    * (none: the line was opened afresh) */
};
const char *anna_driver_input_str(enum anna_driver_input input);

/* Called for every input the driver consumes, before it acts on it. */
struct anna_driver_raw {
	enum anna_driver_input input;
	uint64_t now_ms;
	enum anna_driver_role role;               /* EVENT, BOARD_STATE */
	const struct input_event *ev;             /* EVENT */
	uint64_t occupancy;                       /* BOARD_STATE */
	const struct anna_session_event *command; /* COMMAND */
	const uint8_t *bytes;                     /* BYTES */
	size_t n_bytes;                           /* BYTES */
};
typedef void (*anna_driver_raw_fn)(void *ctx, const struct anna_driver_raw *raw);

/*
 * Training (annad's trainer, daemon/trainer.h): a player's keypad asks
 * for a hint, the evaluation, the threat or a take-back (Command 1, 3, 6,
 * 4; offered only where core/policy's anna_policy_may_train allows), and
 * while stepping through a review or a study (anna_driver_set_stepping)
 * the VI keypad's Enter alone is NEXT, Delete alone BACK and a typed move
 * MOVE (a guess) instead of a clock press, a withdrawal or an
 * announcement. The session never sees them; what they change in the game
 * (a take-back, the engine's move) comes back as a command.
 */
enum anna_driver_train {
	ANNA_DRIVER_TRAIN_HINT = 0,
	ANNA_DRIVER_TRAIN_EVAL,
	ANNA_DRIVER_TRAIN_THREAT,
	ANNA_DRIVER_TRAIN_TAKE_BACK,
	ANNA_DRIVER_TRAIN_NEXT,
	ANNA_DRIVER_TRAIN_BACK,
	ANNA_DRIVER_TRAIN_MOVE,     /* from, to, promotion */
};
struct anna_driver_train_req {
	enum anna_driver_train kind;
	enum anna_role who;
	int from, to;
	enum anna_piece_type promotion;
};
typedef void (*anna_driver_train_fn)(void *ctx, const struct anna_driver_train_req *req,
				     uint64_t at_ms);

struct anna_driver_config {
	struct anna_session_config session;  /* policy, sides, time control */
	/* Which roles have a device. */
	bool has[ANNA_DRIVER_ROLE_COUNT];
	/* Key maps of the keypads (borrowed; NULL for a role without one). */
	const struct anna_keymap *keymap[ANNA_DRIVER_ROLE_COUNT];
	/* The sensor boards' square map (borrowed; NULL: the default map). */
	const struct anna_boardmap *boardmap;
	unsigned debounce_ms;                /* 0: pass through */
	/* A board role read by a DGT e-board (bytes through
	 * anna_driver_feed_bytes) rather than a sensor board's evdev keys;
	 * only the sighted board may be one. */
	bool dgt[ANNA_DRIVER_ROLE_COUNT];
	enum anna_dgt_orientation dgt_orientation; /* ANY_WAY: from the start
						    * position */
	unsigned dgt_settle_ms;              /* board-io/identity.h's window */
	/* One keypad for both players (annad.conf sighted-keypad = shared):
	 * the VI keypad's keys are the sighted player's while it is his move
	 * (a move half typed stays with whoever began it), with the VI
	 * keypad's key map; after each move the player to move is told it
	 * is his turn. Needs a VI keypad and no sighted keypad of its own. */
	bool shared_keypad;
	struct anna_driver_listener listener[ANNA_ROLE_COUNT];
	FILE *transcript;                    /* driver/transcript.h's lines, or NULL */
	struct anna_driver_output output;
	anna_driver_raw_fn raw;              /* the journal's hook, or NULL */
	void *raw_ctx;
	anna_driver_train_fn train;          /* the trainer, or NULL (none offered) */
	void *train_ctx;
};

/* The session's defaults, every role absent, debounce 30 ms, no listener. */
void anna_driver_config_default(struct anna_driver_config *config);

struct anna_driver;

/*
 * A new driver for config (copied; the borrowed pointers must outlive it).
 * ANNA_E_INVALID when a keypad role has no key map or the session refuses
 * the configuration (*err says why), ANNA_E_NOMEM.
 */
enum anna_status anna_driver_new(const struct anna_driver_config *config,
				 struct anna_driver **out, struct anna_error *err);
void anna_driver_free(struct anna_driver *d); /* NULL is fine */

/*
 * The holes of a board role when it opened (EVIOCGKEY; the first frame of
 * a recording), or read again after SYN_DROPPED: then the holes that
 * changed meanwhile count as lifts and seats, so a move under way goes on.
 * Before the first, a board's decoder assumes every hole is empty.
 * ANNA_E_INVALID for a keypad role.
 */
enum anna_status anna_driver_board_state(struct anna_driver *d, enum anna_driver_role role,
					 uint64_t occupancy, uint64_t now_ms);

/*
 * One raw evdev event of role's device at now_ms (times never go
 * backwards). Deadlines due before now_ms are handled first. Returns
 * ANNA_E_INVALID for a role without a device, else ANNA_OK.
 */
enum anna_status anna_driver_feed(struct anna_driver *d, enum anna_driver_role role,
				  const struct input_event *ev, uint64_t now_ms);

/*
 * Bytes read from a DGT board's serial line at now_ms (role must be one,
 * config.dgt). n == 0: the line was opened (again) or closed: the decoder
 * starts afresh and the board is unknown (neither checked against the
 * game nor read at a press) until a board dump comes in the bytes (the one
 * asked for at open). The
 * sighted player's e-board: his move is what it shows when he presses his
 * clock (his keypad's Enter alone, or the DGT clock's lever); after every
 * move carried out the board is checked against the game, a difference
 * said to him and the arbiter square by square (SIGHTED_MISMATCH), a move
 * other than the announced one at once. ANNA_E_INVALID for a role that is
 * no DGT board.
 */
enum anna_status anna_driver_feed_bytes(struct anna_driver *d, enum anna_driver_role role,
					const uint8_t *bytes, size_t n, uint64_t now_ms);

/* A DGT board role's state, for faults: whether a board dump came since
 * the line was opened, and the protocol errors since the last dump. */
bool anna_driver_dgt_known(const struct anna_driver *d, enum anna_driver_role role);
uint32_t anna_driver_dgt_errors(const struct anna_driver *d, enum anna_driver_role role);

/* After SYN_DROPPED the board's decoder needs the true holes
 * (EVIOCGKEY), to be handed over with anna_driver_board_state(). */
bool anna_driver_needs_resync(const struct anna_driver *d, enum anna_driver_role role);

/* Handles every deadline due at or before now_ms. */
void anna_driver_tick(struct anna_driver *d, uint64_t now_ms);

/* The earliest pending deadline (the session's timer and clock, the
 * boards' debounce, the keypads' confirmations); UINT64_MAX if none. */
uint64_t anna_driver_next_deadline(const struct anna_driver *d);

/* A keypad action that came another way (a braille display's key,
 * daemon/braille.c): as if role's keypad had made it (a query, a
 * command such as repeat or help). */
void anna_driver_keypad_action(struct anna_driver *d, enum anna_driver_role role,
			       const struct anna_keypad_action *a, uint64_t now_ms);

/* An arbiter command (start, pause, a result ...), fed to the session. */
void anna_driver_command(struct anna_driver *d, const struct anna_session_event *ev);
/* The session's refusal of the last command, as said to its sender
 * (ANNA_SANN_REFUSED, listener the command's role); NULL if the session
 * took it. The session decides; a client renders this in its words. */
const struct anna_session_announcement *anna_driver_refusal(const struct anna_driver *d);

/* Review or study under way: the VI keypad steps (anna_driver_train). */
void anna_driver_set_stepping(struct anna_driver *d, bool on);

/*
 * A study on the VI sensor board (daemon/trainer.h): pos is the study's
 * position the player's board is to show. From now on the VI board's
 * square events are the study's, not the game's: the session hears none
 * of them, and a legal move of pos's side made on the board (the holes of
 * its result, the lifts fitting it) goes to the trainer as
 * ANNA_DRIVER_TRAIN_MOVE from the VI player, as if typed; a pawn put on
 * the last rank counts as a queen's promotion. A board that does not show
 * pos matches no move until it does (the player carries out the moves
 * announced). NULL: the board is the game's again, checked against the
 * game's position as after a take-back (its corrections said).
 */
void anna_driver_study_board(struct anna_driver *d, const struct anna_position *pos,
			     uint64_t at_ms);

/* Words for a listener from outside the session (the trainer's answers),
 * said, written to the transcript and kept for "repeat" like the rest. */
void anna_driver_say(struct anna_driver *d, enum anna_role who, enum anna_priority prio,
		     uint64_t at_ms, const char *text, const char *speech);

/* Mute: decode and referee everything, say nothing (crash recovery). */
void anna_driver_mute(struct anna_driver *d, bool muted);

/* The session, for queries (position, clocks, scoresheets, plies). */
const struct anna_session *anna_driver_session(const struct anna_driver *d);

/* How many of the session's actions were BUG actions (a test asserts 0). */
unsigned anna_driver_bugs(const struct anna_driver *d);

/*
 * The decisions open for the arbiter (ED-2), oldest first, as the session
 * reported them (each report is also said to the arbiter's listener when
 * it comes): at most cap pointers into the driver, valid until its next
 * event. Returns how many there are.
 */
size_t anna_driver_decisions(const struct anna_driver *d,
			     const struct anna_session_report **out, size_t cap);

#endif
