/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/internal.h: what the driver's own files share (driver.c, board.c,
 * keypad.c, words.c); nothing outside driver/ includes it.
 */
#ifndef ANNA_DRIVER_INTERNAL_H
#define ANNA_DRIVER_INTERNAL_H

#include "board-io/debounce.h"
#include "board-io/decode.h"
#include "board-io/dgtboard.h"
#include "board-io/infer.h"
#include "driver/driver.h"
#include "input/keypad.h"
#include "speech/render.h"
#include "speech/render_keypad.h"

#define NO_DEADLINE UINT64_MAX
/* Open decisions kept for the arbiter's list (the session's own limit). */
#define DRIVER_MAX_DECISIONS 8

/* A sensor board: its decoder, its debounce filter and its inference. */
struct driver_board {
	struct anna_decode dec;
	struct anna_debounce db;
	struct anna_infer inf;
	bool inf_live;              /* inf was started */
	bool known;                 /* its holes were read (board_state) */
	bool mismatch;              /* a mismatch was reported, not yet cleared */
	/* What the session was last told about this ply (VI board). */
	enum anna_infer_state told;
	uint16_t told_move;
	/* WRONG: the corrections last told (told again when they change) */
	struct anna_session_fix told_fix[ANNA_SESSION_MAX_FIX];
	size_t told_nfix;
	bool wrong_told;            /* this ply: a departure was told */
	bool repeat_fixed;          /* this ply: plus or his press gave
				     * corrections */
	/* The board when the VI player last heard a correction (vi_fix_live):
	 * plus tells whether it still holds */
	enum anna_infer_state fix_state;
	uint16_t fix_move;
	uint64_t fix_holes;
	/* A DGT e-board (config.dgt): its bytes, pieces and inference */
	struct anna_dgtboard dgt;
	bool dgt_mismatch;          /* a SIGHTED_MISMATCH not yet cleared */
	uint64_t rest_ms;           /* VI, executing, under way: when the
				     * board at rest says what is still to
				     * do (driver_vi_rest); 0 none */
};

struct anna_driver {
	struct anna_driver_config cfg;
	struct anna_boardmap map;
	struct anna_session *session;
	struct driver_board board[2];             /* VI, sighted */
	struct anna_keypad kp[ANNA_DRIVER_ROLE_COUNT];
	struct anna_keypad_labels labels[ANNA_DRIVER_ROLE_COUNT];
	struct anna_keypad_key_labels key_labels[ANNA_DRIVER_ROLE_COUNT]; /* for speech */
	uint64_t armed_ms;                        /* ARM_TIMER, NO_DEADLINE */
	bool settle_pending;                      /* ANNA_SA_SETTLE seen */
	uint64_t settle_ms;
	uint64_t last_fed_deadline;               /* guards against no progress */
	uint64_t session_ms;                      /* the last event's instant */
	bool muted;
	bool stepping;                            /* anna_driver_set_stepping */
	bool study_board;                         /* anna_driver_study_board: */
	struct anna_position study_pos;           /* the VI board shows this */
	unsigned bugs;
	/* anna_driver_command: the session's refusal to the command's
	 * sender, if it gave one (anna_driver_refusal) */
	bool cmd_on, cmd_refused;
	enum anna_role cmd_role;
	struct anna_session_announcement cmd_refusal;
	size_t sighted_executed;                  /* plies carried out on the sighted board */
	bool typed_batch;                         /* the keypad actions at hand
						   * hold a typed move */
	/* The last phrase said to each listener, for "repeat". */
	char last_text[ANNA_ROLE_COUNT][ANNA_PHRASE_MAX];
	char last_speech[ANNA_ROLE_COUNT][ANNA_PHRASE_SPEECH_MAX];
	enum anna_priority last_prio[ANNA_ROLE_COUNT];
	/* The last correction said to the VI player (a departure from the
	 * announced move, a board that differs, training's illegal move),
	 * live until the board is right again: plus says it again, or that
	 * the board is right now. */
	char vi_fix_text[ANNA_PHRASE_MAX];
	char vi_fix_speech[ANNA_PHRASE_SPEECH_MAX];
	bool vi_fix_live;
	/* The reports that opened a decision still open, oldest first
	 * (anna_driver_decisions filters those the session closed). */
	struct anna_session_report decision[DRIVER_MAX_DECISIONS];
	size_t n_decisions;
	/* Scratch (large structs kept off the stack). */
	struct anna_session_action actions[ANNA_SESSION_MAX_ACTIONS];
	struct anna_phrase phrase;
};

/* driver.c: the session and its deadlines */
void driver_feed_session(struct anna_driver *d, const struct anna_session_event *in);
/* The same, for a request the session may refuse: true if it refused it
 * to ev->role (kept for anna_driver_refusal). */
bool driver_feed_decided(struct anna_driver *d, const struct anna_session_event *ev);
void driver_run_due(struct anna_driver *d, uint64_t now_ms);

/* words.c: what is said, to whom */
void driver_say_phrase(struct anna_driver *d, enum anna_role who, enum anna_priority prio,
		       uint64_t at_ms, const struct anna_phrase *phrase);
void driver_earcon(struct anna_driver *d, enum anna_role who, enum anna_earcon e,
		   uint64_t at_ms);
void driver_repeat(struct anna_driver *d, enum anna_role who, uint64_t at_ms);
/* A board phrase to the VI player (MISMATCH: the fixes; BOARD_OK), said
 * by the driver itself: plus, and the board right after it. */
void driver_say_vi_board(struct anna_driver *d, enum anna_session_ann_kind kind,
			 const struct anna_session_fix *fix, size_t n, uint64_t at_ms);
void driver_announce(struct anna_driver *d, const struct anna_session_action *a);
void driver_report(struct anna_driver *d, const struct anna_session_action *a);

/* board.c: the sensor boards */
void driver_boards_init(struct anna_driver *d);
void driver_board_feed(struct anna_driver *d, enum anna_driver_role role,
		       const struct input_event *ev, uint64_t now_ms);
void driver_board_squares(struct anna_driver *d, enum anna_driver_role role,
			  const struct anna_square_event *sev, size_t n);
void driver_board_restart_vi(struct anna_driver *d);
void driver_board_restart_sighted(struct anna_driver *d);
void driver_vi_report(struct anna_driver *d, uint64_t at_ms);
void driver_vi_press_board(struct anna_driver *d, uint64_t at_ms);
/* Carrying out the announced move, under way or wrong: the corrections
 * still to make on the VI board as it now stands (0: none, or the
 * player is not carrying out a move, or he has not begun). */
size_t driver_vi_executing_fixes(const struct anna_driver *d, struct anna_session_fix *out);
/* The VI board rested half way through the announced move: what is still
 * to do, said as plus says it. */
void driver_vi_rest(struct anna_driver *d, uint64_t at_ms);
/* A correction was said to the VI player: the board as it stands now. */
void driver_vi_fixes_said(struct anna_driver *d);
/* Has the VI board changed since (a correction said may not hold)? */
bool driver_vi_changed_since_fixes(const struct anna_driver *d);
/* Board i's inference told to the session (VI or sighted report). */
void driver_board_report(struct anna_driver *d, int i, uint64_t at_ms);
/* The board read whole (opened, back): known, restarted, checked. */
void driver_board_whole(struct anna_driver *d, enum anna_driver_role role, uint64_t now_ms);
void driver_vi_check_whole(struct anna_driver *d, uint64_t now_ms,
			   const struct anna_position *was, const uint16_t *undone,
			   size_t nundone);

/* keypad.c: the keypads */
bool driver_train(struct anna_driver *d, const struct anna_driver_train_req *req,
		  uint64_t at_ms);
/* Corrections as the session's fixes (as many as it takes). */
size_t driver_fixes_from(const struct anna_correction *c, size_t n, struct anna_session_fix *out);
/* The sighted board's inference, told to the session (SIGHTED_MADE). */
void driver_sighted_report(struct anna_driver *d, uint64_t at_ms);

/* Is board i (0 the VI player's, 1 the sighted player's) a DGT e-board? */
static inline bool driver_is_dgt(const struct anna_driver *d, int i)
{
	return d->cfg.dgt[i ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD];
}

/* driver/dgt.c: the DGT e-boards; what board.c asks of board i whichever
 * kind it is. */
enum anna_infer_state driver_board_state(const struct anna_driver *d, int i, uint16_t *move);
enum anna_infer_mode driver_board_mode(const struct anna_driver *d, int i);
const struct anna_position *driver_board_pos(const struct anna_driver *d, int i);
size_t driver_dgt_fixes(const struct anna_driver *d, int i, const struct anna_position *target,
			struct anna_session_fix *out);
void driver_dgt_sighted_check(struct anna_driver *d, uint64_t at_ms);
void driver_dgt_sighted_told(struct anna_driver *d, enum anna_infer_state state, bool execute,
			     uint64_t at_ms);
void driver_dgt_sighted_press_board(struct anna_driver *d, uint64_t at_ms);
/* A key of the VI player's keypad: his DGT e-board taken as it stands. */
void driver_dgt_vi_key(struct anna_driver *d, uint64_t at_ms);

void driver_keypads_init(struct anna_driver *d);
void driver_shared_turn(struct anna_driver *d, enum anna_session_state before, uint64_t at_ms);
void driver_keypad_feed(struct anna_driver *d, enum anna_driver_role role,
			const struct input_event *ev, uint64_t now_ms);
void driver_keypad_actions(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, size_t n, uint64_t at_ms);
void driver_ask_promotion(struct anna_driver *d, const struct anna_session_announcement *ann,
			  uint64_t at_ms);
unsigned driver_keypad_allowed(const struct anna_driver *d, enum anna_driver_role r);

#endif
