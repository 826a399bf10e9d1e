/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/config.h: annad's configuration, one INI-like file
 * (data/annad.conf.example documents every key; man annad.conf).
 *
 *   # a comment
 *   [section]
 *   key = value
 *
 * Every error names the file, the line and the fix (a message of
 * core/messages.def, config.*). A missing file is not an error for the
 * default path: the defaults serve at once (the terminal as the VI
 * player's keypad, the default audio output, a state directory beside
 * the user).
 */
#ifndef ANNA_DAEMON_CONFIG_H
#define ANNA_DAEMON_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "core/error.h"
#include "core/policy.h"
#include "driver/driver.h"

#define ANNA_CONFIG_TEXT 256
#define ANNA_CONFIG_MAX_UIDS 8

/* "terminal" as a device: stdin in raw mode, digits as keypad keys. */
#define ANNA_CONFIG_TERMINAL "terminal"
/* "shared" as the sighted keypad: the opponent types his moves on the VI
 * player's keypad (driver/driver.h shared_keypad). */
#define ANNA_CONFIG_SHARED "shared"

struct anna_config {
	char file[ANNA_CONFIG_TEXT];      /* where it came from ("" defaults) */
	/* [game] */
	char profile[64];                 /* default profile: fide-de */
	enum anna_policy_mode mode;       /* policy = training | competition */
	int edition;                      /* 2009, 2014, 2017 */
	char time_control[128];           /* anna_tc_parse() text or preset */
	int vi_side;                      /* vi-side = white | black */
	/* the arbiter's switches (ARB-3, CLK-16; core/policy.h), on | off;
	 * the arbiter changes them during the game with anna switches */
	bool check_words;                 /* check-words (default off) */
	bool clock_warnings;              /* clock-warnings (default off) */
	bool square_queries;              /* square-queries (default off) */
	bool announcing_assistant;        /* announcing-assistant (default on) */
	bool vi_sensor_board;             /* from [devices] vi-board */
	char white[64], black[64], event[128], site[128], round[32];
	/* [devices]: a role's device: "", "terminal", a path, "name:...",
	 * "ids:vvvv:pppp" (input/device.h); the sighted board also
	 * "dgt:PATH" or "dgt:VVVV:PPPP[:SERIAL]", a DGT e-board
	 * (input/dgtport.h) */
	char device[ANNA_DRIVER_ROLE_COUNT][ANNA_CONFIG_TEXT];
	/* [devices] dgt-orientation = auto | normal | rotated: how the DGT
	 * board lies (auto: from the start position; board-io/dgt.h) */
	int dgt_orientation;
	/* [devices] sighted-keypad = shared */
	bool shared_keypad;
	/* [keymaps]: a keypad role's key map (a name in data/keymaps or a
	 * path; default numpad) */
	char keymap[ANNA_DRIVER_ROLE_COUNT][ANNA_CONFIG_TEXT];
	/* [listeners]: where each person hears anna: "default", "none",
	 * "text" (the log only), "wav:FILE", or a sound device's name; and
	 * his profile ("" = [game] profile) */
	char output[ANNA_ROLE_COUNT][ANNA_CONFIG_TEXT];
	char listener_profile[ANNA_ROLE_COUNT][64];
	/* <person>.braille = default | a BrlAPI host: his braille display
	 * through brltty (docs/braille.md), beside his sound output or
	 * alone; "" none. <person>.braille-table: the liblouis table (""
	 * the profile's); <person>.braille-auth: BrlAPI's key file or none
	 * ("" BrlAPI's default) */
	char braille[ANNA_ROLE_COUNT][ANNA_CONFIG_TEXT];
	char braille_table[ANNA_ROLE_COUNT][64];
	char braille_auth[ANNA_ROLE_COUNT][ANNA_CONFIG_TEXT];
	/* <person>.seconds-below = minutes: times said with their seconds
	 * under this (default 10); <person>.touched = on | off: hear the
	 * pieces the VI player lifts (VI-6; default on for the player,
	 * anna_policy_touched() decides what each may hear) */
	uint64_t seconds_below_ms[ANNA_ROLE_COUNT];
	bool touched[ANNA_ROLE_COUNT];
	/* [daemon] */
	char state_dir[ANNA_CONFIG_TEXT]; /* journal and games */
	char socket[ANNA_CONFIG_TEXT];
	char transcript[ANNA_CONFIG_TEXT];/* "" none, "-" stdout, a file */
	bool brf_clocks;                  /* brf-clocks = on | off: the clocks
					   * on the ended game's game.brf */
	/* [engine]: training against a UCI engine (core/uci.h,
	 * daemon/engine.h, daemon/trainer.h) */
	int opponent;                     /* opponent = engine | human | auto
					   * (ANNA_CONFIG_OPPONENT_*) */
	char engine_path[ANNA_CONFIG_TEXT];/* path (default /usr/games/stockfish) */
	char engine_level[64];            /* level: core/uci.h's names, an Elo,
					   * "depth N" (default club) */
	unsigned engine_threads;          /* threads (default 1) */
	unsigned engine_hash_mb;          /* hash = MiB (default: the engine's) */
	uint64_t engine_movetime_ms;      /* movetime = seconds a move at most
					   * (default 0: the clock decides) */
	uint64_t engine_timeout_ms;       /* timeout = seconds beyond its limit
					   * before it counts as hung (default 10) */
	bool hint_piece;                  /* hint = piece: first the piece to
					   * move, the move at the second ask
					   * (default move: the move at once) */
	char review_threshold[32];        /* review-threshold = centipawns or
					   * N% win chance (default 150) */
	char readers[64];                 /* who may reach the socket: "everyone"
					   * or a group (daemon/access.h) */
	uint64_t client_idle_ms;          /* control socket: an idle client closed */
	uint64_t client_request_ms;       /* a request or reply not finished: dropped */
	/* [roles]: users who may change the game (ARB-*, CLK-14/15), and
	 * assistants who may enter moves and announce (VI-14) */
	uid_t arbiter[ANNA_CONFIG_MAX_UIDS];
	size_t n_arbiter;
	uid_t assistant[ANNA_CONFIG_MAX_UIDS];
	size_t n_assistant;
	/* [hall]: the tournament hall's broker (docs/hall.md); the link is
	 * off while hall_broker is "". hall_event "" takes [game] event. */
	char hall_broker[256];
	char hall_event[64], hall_board[64], hall_username[64];
	char hall_password_file[ANNA_CONFIG_TEXT];
	char hall_cafile[ANNA_CONFIG_TEXT], hall_certfile[ANNA_CONFIG_TEXT];
	char hall_keyfile[ANNA_CONFIG_TEXT];
	bool hall_commands;               /* commands = on: the arbiter's from the hall */
};

/* opponent = ...: auto is the engine in training when the sighted side
 * has no device (anna_config_engine_opponent). */
enum { ANNA_CONFIG_OPPONENT_AUTO = 0, ANNA_CONFIG_OPPONENT_ENGINE, ANNA_CONFIG_OPPONENT_HUMAN };

/* Does the engine play the sighted side? has_sighted_device: a sighted
 * keypad or a board under the sighted pieces (a sensor board, a DGT
 * board) is configured or replayed: a person plays there. Never in
 * competition (ARB-3). */
bool anna_config_engine_opponent(const struct anna_config *config, bool has_sighted_device);

/* The defaults (config.h's header comment). For root the journal is in
 * /var/lib/anna and the socket /run/anna/annad.sock. For a user the
 * journal is where it survives a reboot, $XDG_STATE_HOME/anna, else
 * ~/.local/state/anna; the socket in $XDG_RUNTIME_DIR/anna, else
 * /tmp/anna-<uid>. The process's own user is arbiter; everyone may read. */
void anna_config_default(struct anna_config *config);

/*
 * Parses text (len bytes) read from file over *config (which holds the
 * defaults). ANNA_OK, or an error with err->line and a config.* message
 * whose first two arguments are the file and the line.
 */
enum anna_status anna_config_parse(struct anna_config *config, const char *file,
				   const char *text, size_t len, struct anna_error *err);

/* Reads and parses a file. A missing file gives ANNA_E_NOTFOUND
 * (config.open) — the caller decides whether that matters. */
enum anna_status anna_config_load(struct anna_config *config, const char *path,
				  struct anna_error *err);

/* Who may do what over the control socket. */
enum anna_config_role {
	ANNA_CONFIG_READER = 0, /* everyone: status, times, scoresheet, PGN */
	ANNA_CONFIG_ASSISTANT,  /* enter a move, announce */
	ANNA_CONFIG_ARBITER,    /* everything */
};
/* The role of a peer's uid: listed as arbiter, as assistant, or anyone
 * else (a reader). The defaults list the daemon's own user as arbiter;
 * an arbiter line replaces that. */
enum anna_config_role anna_config_role_of(const struct anna_config *config, uid_t uid);

#endif
