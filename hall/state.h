/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hall/state.h: the messages a board publishes to the hall, as JSON
 * (docs/hall.md is the schema; "schema": 1 in every object). The caller
 * fills plain structs; these functions only encode (cJSON), so the schema
 * is tested without a broker. Texts are the caller's UTF-8; each function
 * returns a malloc'd NUL-terminated string, or NULL when out of memory.
 */
#ifndef ANNA_HALL_STATE_H
#define ANNA_HALL_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ANNA_HALL_SCHEMA 1
#define ANNA_HALL_MAX_DECISIONS 16
#define ANNA_HALL_MAX_DEVICES 8

/* The board's state as the hall sees it. */
enum anna_hall_run {
	ANNA_HALL_RUN_SETUP,   /* no game started yet */
	ANNA_HALL_RUN_RUNNING, /* a clock runs */
	ANNA_HALL_RUN_PAUSED,
	ANNA_HALL_RUN_ARBITER, /* play held for the arbiter */
	ANNA_HALL_RUN_ENDED,
};

struct anna_hall_decision {
	unsigned id;
	const char *kind;  /* "illegal-move", "claim", "flag", ... (machine word) */
	const char *text;  /* the decision in the arbiter's words */
};

struct anna_hall_device {
	const char *role;  /* "vi-keypad", "sighted-keypad", "vi-board", ... */
	bool present;
};

struct anna_hall_state {
	const char *event, *board, *round;
	const char *white, *black;
	int vi_side;               /* 0 white, 1 black */
	const char *time_control;  /* PGN TimeControl form */
	const char *policy;        /* "competition" / "training" */
	enum anna_hall_run run;
	const char *session_state; /* annad's own state name, for the curious */
	int to_move;               /* 0 white, 1 black */
	unsigned ply;              /* plies played */
	const char *fen;
	const char *last_san, *last_uci; /* NULL before the first move */
	uint64_t white_ms, black_ms;     /* remaining at read_at */
	int clock_running;         /* 0 white, 1 black, -1 none */
	uint64_t read_at;          /* Unix ms at which the clocks were read */
	const char *result;        /* "*", "1-0", "0-1", "1/2-1/2" */
	const char *result_reason; /* words, or NULL */
	struct anna_hall_decision decisions[ANNA_HALL_MAX_DECISIONS];
	size_t n_decisions;
	struct anna_hall_device devices[ANNA_HALL_MAX_DEVICES];
	size_t n_devices;
	bool drift;                /* the boards differ from the game */
	const char *drift_text;    /* words, or NULL */
	bool hall_commands;        /* the board accepts the arbiter's commands */
};

struct anna_hall_ply {
	unsigned ply;          /* 1 = White's first move */
	const char *san, *uci, *fen;
	int side;              /* who moved: 0 white, 1 black */
	uint64_t clock_ms;     /* the mover's time left after the move */
	uint64_t at;           /* Unix ms */
};

struct anna_hall_say {
	const char *listener;  /* "vi", "sighted", "arbiter" */
	const char *text;      /* the words as said */
	bool urgent;
	uint64_t at;           /* Unix ms */
	uint64_t seq;          /* counts up per board, from 1 */
};

struct anna_hall_reply {
	const char *id;        /* the command's id, echoed; NULL: none given */
	bool ok;
	const char *text;      /* the answer in the arbiter's words */
};

char *anna_hall_state_json(const struct anna_hall_state *s);
char *anna_hall_ply_json(const struct anna_hall_ply *p);
char *anna_hall_say_json(const struct anna_hall_say *s);
char *anna_hall_decision_json(const struct anna_hall_decision *d, bool open, uint64_t at);
char *anna_hall_reply_json(const struct anna_hall_reply *r);

/* The run's name in the schema ("running"); never NULL. */
const char *anna_hall_run_str(enum anna_hall_run run);

/*
 * An arbiter's command from the hall: {"id": "...", "cmd": "confirm",
 * "args": {"decision": "3"}}. On success fills cmd and up to max args as
 * key/value pairs (copied). Returns 0, or -1 when the text is not such an
 * object, a field is too long or an arg is neither a string nor an integer
 * (integers are written in decimal). Validating the command itself is the
 * control socket's job: the caller hands it on as a control request.
 */
#define ANNA_HALL_CMD_ARGS 8
struct anna_hall_command {
	char id[64];
	char cmd[32];
	size_t n_args;
	char key[ANNA_HALL_CMD_ARGS][32];
	char value[ANNA_HALL_CMD_ARGS][256];
};
int anna_hall_command_parse(const char *text, size_t len, struct anna_hall_command *c);

#endif
