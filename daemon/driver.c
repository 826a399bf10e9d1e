/*
 * daemon/driver.c: raw device events -> decoders -> core/session ->
 * rendered words (daemon/driver.h). One driver for annad and `anna
 * replay`; docs/architecture.md "Drivers" draws the pipeline.
 */
#include "daemon/driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "board-io/debounce.h"
#include "board-io/decode.h"
#include "board-io/dgtboard.h"
#include "board-io/guidance.h"
#include "board-io/infer.h"
#include "core/correction.h"
#include "input/keypad.h"
#include "speech/render_keypad.h"
#include "speech/render_session.h"

#define NO_DEADLINE UINT64_MAX

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
	/* A DGT e-board (config.dgt): its bytes, pieces and inference */
	struct anna_dgtboard dgt;
	bool dgt_mismatch;          /* a SIGHTED_MISMATCH not yet cleared */
};

struct anna_driver {
	struct anna_driver_config cfg;
	struct anna_boardmap map;
	struct anna_session *session;
	struct driver_board board[2];             /* VI, sighted */
	struct anna_keypad kp[ANNA_DRIVER_ROLE_COUNT];
	struct anna_keypad_labels labels[ANNA_DRIVER_ROLE_COUNT];
	uint64_t armed_ms;                        /* ARM_TIMER, NO_DEADLINE */
	uint64_t last_fed_deadline;               /* guards against no progress */
	uint64_t session_ms;                      /* the last event's instant */
	bool muted;
	unsigned bugs;
	size_t sighted_executed;                  /* plies carried out on the sighted board */
	bool typed_batch;                         /* the keypad actions at hand
						   * hold a typed move */
	/* The last phrase said to each listener, for "repeat". */
	char last_text[ANNA_ROLE_COUNT][ANNA_PHRASE_MAX];
	char last_speech[ANNA_ROLE_COUNT][ANNA_PHRASE_SPEECH_MAX];
	enum anna_driver_prio last_prio[ANNA_ROLE_COUNT];
	/* Scratch (large structs kept off the stack). */
	struct anna_session_action actions[ANNA_SESSION_MAX_ACTIONS];
	struct anna_phrase phrase;
};

static const char *const role_names[ANNA_DRIVER_ROLE_COUNT] = {
	"vi-board", "sighted-board", "vi-keypad", "sighted-keypad", "arbiter-keypad",
};

const char *anna_driver_role_str(enum anna_driver_role role)
{
	return (unsigned)role < ANNA_DRIVER_ROLE_COUNT ? role_names[role] : "unknown";
}

int anna_driver_role_from_str(const char *name)
{
	for (int i = 0; i < ANNA_DRIVER_ROLE_COUNT; i++)
		if (name && strcmp(name, role_names[i]) == 0)
			return i;
	return -1;
}

bool anna_driver_role_is_board(enum anna_driver_role role)
{
	return role == ANNA_DRIVER_VI_BOARD || role == ANNA_DRIVER_SIGHTED_BOARD;
}

enum anna_role anna_driver_role_person(enum anna_driver_role role)
{
	switch (role) {
	case ANNA_DRIVER_VI_BOARD:
	case ANNA_DRIVER_VI_KEYPAD:
		return ANNA_ROLE_VI;
	case ANNA_DRIVER_SIGHTED_BOARD:
	case ANNA_DRIVER_SIGHTED_KEYPAD:
		return ANNA_ROLE_SIGHTED;
	default:
		return ANNA_ROLE_ARBITER;
	}
}

const char *anna_driver_input_str(enum anna_driver_input input)
{
	switch (input) {
	case ANNA_DRIVER_IN_EVENT: return "event";
	case ANNA_DRIVER_IN_BOARD_STATE: return "board-state";
	case ANNA_DRIVER_IN_TICK: return "tick";
	case ANNA_DRIVER_IN_COMMAND: return "command";
	case ANNA_DRIVER_IN_BYTES: return "bytes";
	}
	return "unknown";
}

void anna_driver_config_default(struct anna_driver_config *config)
{
	memset(config, 0, sizeof(*config));
	anna_session_config_default(&config->session);
	config->debounce_ms = ANNA_DEBOUNCE_DEFAULT_MS;
	config->dgt_orientation = ANNA_DGT_ANY_WAY;
	config->dgt_settle_ms = ANNA_IDENTITY_SETTLE_MS;
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	for (int i = 0; i < ANNA_ROLE_COUNT; i++) {
		config->listener[i].form = ANNA_FORM_LONG;
		config->listener[i].seconds_below_ms = opts.seconds_below_ms;
	}
}

/* ---- output ------------------------------------------------------------ */

static const char *listener_name(const struct anna_driver *d, enum anna_role who)
{
	const char *name = d->cfg.listener[who].name;
	return name ? name : anna_role_str(who);
}

/* Copies src into dst[size], cut at size - 1 bytes; a phrase's fields are
 * as large as the last-said buffers, so nothing is cut in practice (and
 * snprintf's "%s" made -O3 warn about a truncation it could not rule out). */
static void copy_text(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1);
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void say_text(struct anna_driver *d, enum anna_role who, enum anna_driver_prio prio,
		     uint64_t at_ms, const char *text, const char *speech)
{
	if ((unsigned)who >= ANNA_ROLE_COUNT || !d->cfg.listener[who].present || !text[0])
		return;
	if (prio > ANNA_DRIVER_PRIO_INFO) {
		/* "Repeat" brings back the last answer or announcement, not
		 * a key's echo (its own echo would be all it ever said) */
		copy_text(d->last_text[who], sizeof(d->last_text[who]), text);
		copy_text(d->last_speech[who], sizeof(d->last_speech[who]), speech);
		d->last_prio[who] = prio;
	}
	if (d->muted)
		return;
	if (d->cfg.transcript)
		fprintf(d->cfg.transcript, "%" PRIu64 ".%03" PRIu64 " %s %s\n",
			at_ms / 1000, at_ms % 1000, listener_name(d, who), text);
	if (d->cfg.output.say)
		d->cfg.output.say(d->cfg.output.ctx, who, prio, at_ms, text, speech);
}

static void say_phrase(struct anna_driver *d, enum anna_role who, enum anna_driver_prio prio,
		       uint64_t at_ms, const struct anna_phrase *phrase)
{
	say_text(d, who, prio, at_ms, phrase->text, phrase->speech);
}

static void earcon(struct anna_driver *d, enum anna_role who, enum anna_earcon e, uint64_t at_ms)
{
	if (d->muted || !d->cfg.listener[who].present || !d->cfg.output.earcon)
		return;
	d->cfg.output.earcon(d->cfg.output.ctx, who, e, at_ms);
}

/* ---- speakers as the output ---- */

static enum anna_priority speaker_prio(enum anna_driver_prio prio)
{
	switch (prio) {
	case ANNA_DRIVER_PRIO_INFO: return ANNA_PRIO_INFO;
	case ANNA_DRIVER_PRIO_QUERY: return ANNA_PRIO_QUERY;
	case ANNA_DRIVER_PRIO_MOVE: return ANNA_PRIO_MOVE;
	case ANNA_DRIVER_PRIO_URGENT: return ANNA_PRIO_URGENT;
	}
	return ANNA_PRIO_INFO;
}

static void speakers_say(void *ctx, enum anna_role who, enum anna_driver_prio prio,
			 uint64_t at_ms, const char *text, const char *speech)
{
	(void)at_ms;
	struct anna_driver_speakers *sp = ctx;
	if (!sp->speaker[who])
		return;
	struct anna_utterance u = {
		.listener = sp->listener[who], .prio = speaker_prio(prio),
		.words = text, .say = speech,
	};
	/* A full queue drops the least urgent phrase itself; an error here
	 * is a phrase not said, which "repeat" can still bring back. */
	anna_speaker_say(sp->speaker[who], &u, NULL);
}

static void speakers_earcon(void *ctx, enum anna_role who, enum anna_earcon e, uint64_t at_ms)
{
	(void)at_ms;
	struct anna_driver_speakers *sp = ctx;
	if (sp->speaker[who])
		anna_speaker_earcon(sp->speaker[who], sp->listener[who], e, ANNA_PRIO_INFO, NULL);
}

static void speakers_rate(void *ctx, enum anna_role who, int step)
{
	struct anna_driver_speakers *sp = ctx;
	if (!sp->speaker[who])
		return;
	struct anna_voice v = sp->voice[who];
	int rate = (v.rate ? v.rate : ANNA_SYNTH_RATE_DEFAULT) + step * (sp->rate_step ? sp->rate_step : 20);
	v.rate = rate < 80 ? 80 : rate > 450 ? 450 : rate;
	if (anna_speaker_set_voice(sp->speaker[who], sp->listener[who], &v) == 0)
		sp->voice[who] = v;
}

void anna_driver_output_speakers(struct anna_driver_output *out,
				 struct anna_driver_speakers *sp)
{
	out->say = speakers_say;
	out->earcon = speakers_earcon;
	out->rate = speakers_rate;
	out->ctx = sp;
}

/* "Repeat": the listener's last phrase again, as an answer. */
static void vi_check_whole(struct anna_driver *d, uint64_t now_ms,
			   const struct anna_position *was, const uint16_t *undone,
			   size_t nundone);

static void repeat(struct anna_driver *d, enum anna_role who, uint64_t at_ms)
{
	if (who == ANNA_ROLE_VI && d->board[0].mismatch) {
		/* the corrections are repeated on request until the board
		 * matches: as the board stands now, not as first told */
		vi_check_whole(d, at_ms, NULL, NULL, 0);
		return;
	}
	if (!d->last_text[who][0])
		return;
	char text[ANNA_PHRASE_MAX], speech[ANNA_PHRASE_SPEECH_MAX];
	memcpy(text, d->last_text[who], sizeof(text));
	memcpy(speech, d->last_speech[who], sizeof(speech));
	say_text(d, who, ANNA_DRIVER_PRIO_QUERY, at_ms, text, speech);
}

/* ---- the session ------------------------------------------------------- */

static void board_restart_vi(struct anna_driver *d);
static void board_restart_sighted(struct anna_driver *d);
static void run_due(struct anna_driver *d, uint64_t now_ms);

static enum anna_driver_prio prio_of(enum anna_session_ann_kind kind)
{
	switch (kind) {
	case ANNA_SANN_MOVE:
	case ANNA_SANN_PHYSICAL:
	case ANNA_SANN_WITHDRAWN:
	case ANNA_SANN_PROMOTION:
	case ANNA_SANN_GAME_END:
	case ANNA_SANN_DRAW_OFFER:
		return ANNA_DRIVER_PRIO_MOVE;
	case ANNA_SANN_DRIFT:
	case ANNA_SANN_MISMATCH:
	case ANNA_SANN_ILLEGAL:
		return ANNA_DRIVER_PRIO_URGENT;
	case ANNA_SANN_CLOCK:
	case ANNA_SANN_TOUCHED: /* VI-6: never cuts a move announcement */
		return ANNA_DRIVER_PRIO_QUERY;
	default:
		return ANNA_DRIVER_PRIO_QUERY;
	}
}

static void keypad_actions(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, size_t n, uint64_t at_ms);

/*
 * VI-4: the session asks for the piece of a typed promotion: that keypad
 * waits for one digit and Enter (its own prompt is not said again). For a
 * pawn moved on the sensor board the idle keypad waits the same way, so
 * the digit is heard as the piece; one digit typed before anna asked is
 * left as it is (one digit and Enter name the piece from there too).
 */
static void ask_promotion(struct anna_driver *d, const struct anna_session_announcement *ann,
			  uint64_t at_ms)
{
	enum anna_driver_role role = ann->listener == ANNA_ROLE_VI ? ANNA_DRIVER_VI_KEYPAD
		: ann->listener == ANNA_ROLE_SIGHTED ? ANNA_DRIVER_SIGHTED_KEYPAD
		: ANNA_DRIVER_ARBITER_KEYPAD;
	if (!d->cfg.has[role])
		return;
	bool board = role == ANNA_DRIVER_VI_KEYPAD && d->cfg.session.vi_sensor_board;
	if (board && d->kp[role].state != ANNA_KEYPAD_IDLE)
		return;
	struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
	size_t n = anna_keypad_ask_promotion(&d->kp[role], board ? ANNA_NO_SQ : ann->from,
					     board ? ANNA_NO_SQ : ann->to, at_ms, a);
	for (size_t i = 0; i < n; i++)
		if (a[i].type != ANNA_KEYPAD_A_PROMPT)
			keypad_actions(d, role, &a[i], 1, at_ms);
}

static void announce(struct anna_driver *d, const struct anna_session_action *a)
{
	if (a->ann.kind == ANNA_SANN_PROMOTION)
		ask_promotion(d, &a->ann, a->at_ms);
	const struct anna_session_announcement *ann = &a->ann;
	enum anna_role who = ann->listener;
	if ((unsigned)who >= ANNA_ROLE_COUNT || !d->cfg.listener[who].present)
		return;
	const struct anna_driver_listener *l = &d->cfg.listener[who];
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.form = l->form;
	opts.name_captured = l->name_captured;
	opts.seconds_below_ms = l->seconds_below_ms;
	opts.listener_side = who == ANNA_ROLE_VI ? d->cfg.session.vi_side
		: who == ANNA_ROLE_SIGHTED ? 1 - d->cfg.session.vi_side : -1;
	struct anna_session_announcement colours;
	if (who == ANNA_ROLE_ARBITER && ann->kind == ANNA_SANN_CLOCK) {
		/* the arbiter plays no side: the clock names the colours, not
		 * "you" (render_clock.h: a record's own listener wins) */
		colours = *ann;
		colours.clock.listener = -1;
		ann = &colours;
	}
	if (anna_render_session(l->profile, ann, &opts, &d->phrase) != ANNA_OK) {
		/* A renderer's refusal is a bug of ours: count it, say nothing
		 * half-made. */
		d->bugs++;
		return;
	}
	enum anna_driver_prio prio = prio_of(ann->kind);
	if (ann->kind == ANNA_SANN_CLOCK && ann->clock.kind == ANNA_CLOCK_ANN_FLAG)
		prio = ANNA_DRIVER_PRIO_URGENT;
	say_phrase(d, who, prio, a->at_ms, &d->phrase);
}

static void feed_session(struct anna_driver *d, const struct anna_session_event *in)
{
	/*
	 * The session takes events in time order. A debounced square event
	 * keeps the instant of its first edge (board-io/debounce.h) but is
	 * handed on a window later, possibly after a key pressed meanwhile:
	 * the session hears of it at the instant it learned of it.
	 */
	struct anna_session_event clamped;
	const struct anna_session_event *ev = in;
	if (in->at_ms < d->session_ms) {
		clamped = *in;
		clamped.at_ms = d->session_ms;
		ev = &clamped;
	}
	d->session_ms = ev->at_ms;
	size_t before = anna_session_game(d->session)->count;
	/* The actions live in d->actions: nothing below feeds the session
	 * again before the loop is done (a restart of the inference waits
	 * for the end). */
	size_t n = anna_session_feed(d->session, ev, d->actions);
	const struct anna_session_action *acts = d->actions;
	bool restart_vi = false;
	for (size_t i = 0; i < n; i++) {
		const struct anna_session_action *a = &acts[i];
		switch (a->type) {
		case ANNA_SA_ANNOUNCE:
			announce(d, a);
			break;
		case ANNA_SA_ARM_TIMER:
			d->armed_ms = a->deadline_ms == ANNA_CLOCK_NO_DEADLINE
				? NO_DEADLINE : a->deadline_ms;
			break;
		case ANNA_SA_RECORD_PLY:
		case ANNA_SA_REPORT:
			/* The PGN and the arbiter's log read the session
			 * (anna_session_ply, the journal); nothing to say. */
			break;
		case ANNA_SA_VI_BOARD:
			restart_vi = true;
			break;
		case ANNA_SA_BUG:
		default:
			d->bugs++;
			break;
		}
	}
	if (restart_vi)
		board_restart_vi(d);
	if (anna_session_game(d->session)->count != before)
		board_restart_sighted(d);
}

/* ---- sensor boards ----------------------------------------------------- */

static struct driver_board *board_of(struct anna_driver *d, enum anna_driver_role role)
{
	return &d->board[role == ANNA_DRIVER_VI_BOARD ? 0 : 1];
}

static void event_init(struct anna_session_event *ev, enum anna_session_event_type type,
		       uint64_t at_ms)
{
	anna_session_event_init(ev, type, at_ms);
}

/* Corrections as the session's fixes (as many as it takes). */
static size_t fixes_from(const struct anna_correction *c, size_t n, struct anna_session_fix *out)
{
	if (n > ANNA_SESSION_MAX_FIX)
		n = ANNA_SESSION_MAX_FIX;
	for (size_t i = 0; i < n; i++) {
		out[i].from = c[i].from;
		out[i].to = c[i].to;
		out[i].piece = c[i].piece;
		out[i].back = c[i].back;
	}
	return n;
}

/* The inference's corrections as the session's fixes. */
static size_t fixes_of(const struct anna_infer *inf, struct anna_session_fix *out)
{
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	return fixes_from(c, anna_infer_corrections(inf, c), out);
}

/* The session's event for an illegal move the board shows. */
static void vi_illegal_event(const struct anna_infer_result *r, uint64_t at_ms,
			     struct anna_session_event *ev)
{
	event_init(ev, ANNA_SEV_VI_ILLEGAL, at_ms);
	ev->role = ANNA_ROLE_VI;
	ev->from = r->physical.from;
	ev->to = r->physical.to;
	ev->piece = r->physical.piece;
	ev->captured = r->physical.captured;
	/* the same order (core/session.h) */
	ev->reason = (enum anna_session_illegal)r->physical.reason;
}

/*
 * Tells the session what the VI board's inference concluded, when that
 * changed: a move made (VI-7 a, b), a promotion waiting for its piece, no
 * move any more; executing: the announced move carried out, or a
 * departure from it (the drift caught at once, VI-13). An illegal move is
 * not told here: it may be a move under way (a castling king before its
 * rook, board-io/infer.h), so only the clock press makes it one
 * (vi_press_board).
 */
static void dgt_sighted_check(struct anna_driver *d, uint64_t at_ms);

static void vi_report(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	const struct anna_infer_result *r = anna_infer_result(&b->inf);
	struct anna_session_event ev;
	enum anna_infer_state s = r->state;
	if (s == ANNA_INFER_S_ILLEGAL)
		s = ANNA_INFER_S_MOVING;
	if (b->mismatch && (s == ANNA_INFER_S_IDLE || s == ANNA_INFER_S_TOUCHED)) {
		/* the board shows the game again */
		b->mismatch = false;
		event_init(&ev, ANNA_SEV_VI_MATCH, at_ms);
		ev.role = ANNA_ROLE_VI;
		feed_session(d, &ev);
	}
	if (b->told == ANNA_INFER_S_PROMOTION && s != ANNA_INFER_S_PROMOTION &&
	    d->cfg.has[ANNA_DRIVER_VI_KEYPAD] &&
	    d->kp[ANNA_DRIVER_VI_KEYPAD].state == ANNA_KEYPAD_PROMOTION) {
		/* the pawn left the last rank before its piece was named:
		 * the keypad waits for a piece no more (ask_promotion) */
		struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
		keypad_actions(d, ANNA_DRIVER_VI_KEYPAD, a,
			       anna_keypad_feed(&d->kp[ANNA_DRIVER_VI_KEYPAD], ANNA_KEYPAD_EV_RESET,
						ANNA_KEYPAD_KEY_NONE, 0, 0, at_ms, a),
			       at_ms);
	}
	if (s == b->told && (s != ANNA_INFER_S_MADE || r->move == b->told_move))
		return;
	bool was_move = b->told == ANNA_INFER_S_MADE || b->told == ANNA_INFER_S_PROMOTION ||
			b->told == ANNA_INFER_S_WRONG;
	switch (s) {
	case ANNA_INFER_S_MADE:
		if (b->inf.mode == ANNA_INFER_EXECUTE) {
			event_init(&ev, ANNA_SEV_VI_EXECUTED, at_ms);
		} else {
			event_init(&ev, ANNA_SEV_VI_MADE, at_ms);
			ev.from = anna_move_from(r->move);
			ev.to = anna_move_to(r->move);
			ev.promotion = anna_move_promotion(r->move);
		}
		break;
	case ANNA_INFER_S_PROMOTION:
		if ((int)b->inf.pos.side != d->cfg.session.vi_side) {
			/* the opponent's pawn moved on the VI board before his
			 * move was announced: not the VI player's promotion */
			b->told = s;
			return;
		}
		event_init(&ev, ANNA_SEV_VI_PROMOTION, at_ms);
		ev.from = anna_move_from(r->move);
		ev.to = anna_move_to(r->move);
		break;
	case ANNA_INFER_S_WRONG:
		event_init(&ev, ANNA_SEV_VI_WRONG, at_ms);
		ev.n_fix = fixes_of(&b->inf, ev.fix);
		break;
	default:
		/* IDLE, TOUCHED, MOVING, AMBIGUOUS: no move on the board. */
		if (!was_move) {
			b->told = s;
			return;
		}
		event_init(&ev, ANNA_SEV_VI_UNMADE, at_ms);
		break;
	}
	b->told = s;
	b->told_move = r->move;
	ev.role = ANNA_ROLE_VI;
	feed_session(d, &ev);
	/* both boards after a move carried out: the sighted e-board too */
	if (ev.type == ANNA_SEV_VI_EXECUTED)
		dgt_sighted_check(d, at_ms);
}

/* The VI player's clock press: an illegal move the board shows is one
 * now (ILL-5; the session decides what follows). */
static void vi_press_board(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	if (!d->cfg.has[ANNA_DRIVER_VI_BOARD] || !b->inf_live || b->inf.mode != ANNA_INFER_OWN ||
	    (int)b->inf.pos.side != d->cfg.session.vi_side)
		return; /* not his move to make: the session hears only the press */
	const struct anna_infer_result *r = anna_infer_result(&b->inf);
	if (r->state != ANNA_INFER_S_ILLEGAL)
		return;
	struct anna_session_event ev;
	vi_illegal_event(r, at_ms, &ev);
	feed_session(d, &ev);
}

/* Starts the VI board's inference for what the session wants now. */
static void board_restart_vi(struct anna_driver *d)
{
	struct driver_board *b = &d->board[0];
	bool execute = false;
	uint16_t expected = ANNA_MOVE_NONE;
	struct anna_position pos;
	anna_session_vi_board(d->session, &execute, &expected, &pos);
	uint64_t occ = anna_debounce_occupancy(&b->db);
	if (anna_infer_start(&b->inf, &pos, execute ? ANNA_INFER_EXECUTE : ANNA_INFER_OWN,
			     expected, occ) != ANNA_OK) {
		d->bugs++;
		b->inf_live = false;
		return;
	}
	b->inf_live = true;
	b->told = ANNA_INFER_S_IDLE;
	b->told_move = ANNA_MOVE_NONE;
}

static enum anna_infer_state sighted_state(const struct anna_driver *d, uint16_t *move);
static void dgt_sighted_told(struct anna_driver *d, enum anna_infer_state state, bool execute,
			     uint64_t at_ms);

/*
 * The sighted board (when a sensor board reads it). After the VI player's
 * move the sighted player carries it out on his board (VI-3): the
 * inference checks that move from the position before it; then, and
 * whenever the sighted player has the move, it watches for his own move.
 * Either is told to the session as SIGHTED_MADE (it knows which is which).
 */
static void board_restart_sighted(struct anna_driver *d)
{
	if (!d->cfg.has[ANNA_DRIVER_SIGHTED_BOARD] || !d->board[1].known)
		return;
	struct driver_board *b = &d->board[1];
	const struct anna_game *g = anna_session_game(d->session);
	struct anna_position pos = g->pos;
	enum anna_infer_mode mode = ANNA_INFER_OWN;
	uint16_t expected = ANNA_MOVE_NONE;
	if (g->count && g->count != d->sighted_executed &&
	    (int)g->pos.side != d->cfg.session.vi_side &&
	    anna_game_position_at(g, g->count - 1, &pos) == ANNA_OK) {
		mode = ANNA_INFER_EXECUTE;
		expected = g->plies[g->count - 1].move;
	} else {
		pos = g->pos;
	}
	if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD])
		b->inf_live = anna_identity_start(&b->dgt.id, &pos, mode, expected) == ANNA_OK;
	else
		b->inf_live = anna_infer_start(&b->inf, &pos, mode, expected,
					       anna_debounce_occupancy(&b->db)) == ANNA_OK;
	b->told = ANNA_INFER_S_IDLE;
	if (b->inf_live && sighted_state(d, NULL) == ANNA_INFER_S_MADE &&
	    mode == ANNA_INFER_EXECUTE) {
		/* carried out already (a board read whole after it) */
		d->sighted_executed = g->count;
		board_restart_sighted(d);
	}
}

static void sighted_report(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	uint16_t move;
	enum anna_infer_state state = sighted_state(d, &move);
	if (state == b->told)
		return;
	b->told = state;
	bool execute = d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD] ? b->dgt.id.mode == ANNA_INFER_EXECUTE
							    : b->inf.mode == ANNA_INFER_EXECUTE;
	if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD])
		dgt_sighted_told(d, state, execute, at_ms);
	if (state != ANNA_INFER_S_MADE)
		return;
	struct anna_session_event ev;
	event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = anna_move_from(move);
	ev.to = anna_move_to(move);
	ev.promotion = anna_move_promotion(move);
	bool executed = execute;
	size_t count = anna_session_game(d->session)->count;
	feed_session(d, &ev);
	if (executed && anna_session_game(d->session)->count == count) {
		/* the VI player's move is on the sighted board: now watch
		 * for the sighted player's own */
		d->sighted_executed = count;
		board_restart_sighted(d);
		/* both boards after a move carried out: the VI board too */
		if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD])
			vi_check_whole(d, at_ms, NULL, NULL, 0);
	}
}

/* A debounced square event of a board. */
static void board_square(struct anna_driver *d, enum anna_driver_role role,
			 const struct anna_square_event *sev)
{
	struct driver_board *b = board_of(d, role);
	if (!b->inf_live)
		return;
	if (role == ANNA_DRIVER_VI_BOARD && !sev->occupied) {
		/* VI-6: lifted out of its hole = touched. */
		struct anna_session_event ev;
		event_init(&ev, ANNA_SEV_VI_LIFT, sev->time_ms);
		ev.role = ANNA_ROLE_VI;
		ev.square = sev->sq;
		ev.piece = b->inf.believed[sev->sq];
		feed_session(d, &ev);
		if (!b->inf_live)
			return;
	}
	if (anna_infer_square(&b->inf, sev) != ANNA_OK)
		return; /* DONE: the session restarts it with the next ply */
	if (role == ANNA_DRIVER_VI_BOARD)
		vi_report(d, sev->time_ms);
	else
		sighted_report(d, sev->time_ms);
}

static void board_squares(struct anna_driver *d, enum anna_driver_role role,
			  const struct anna_square_event *sev, size_t n)
{
	for (size_t i = 0; i < n; i++)
		board_square(d, role, &sev[i]);
}

/* Does the VI board, at rest, show what its inference starts from? If
 * not, the session hears the corrections; when it does again, that it
 * matches. */
/* The corrections from board to target, where undone[0..nundone) are the
 * plies taken back: a piece moved by them returns "back" to its square. */
static size_t fixes_between(const struct anna_position *board,
			    const struct anna_position *target, const uint16_t *undone,
			    size_t nundone, struct anna_session_fix *out)
{
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	size_t n = anna_correction_between(board, target, c);
	if (n > ANNA_SESSION_MAX_FIX)
		n = ANNA_SESSION_MAX_FIX;
	for (size_t i = 0; i < n; i++) {
		bool left = false, came = false;
		for (size_t k = 0; k < nundone && c[i].kind == ANNA_CORRECTION_MOVE; k++) {
			left |= anna_move_from(undone[k]) == c[i].to;
			came |= anna_move_to(undone[k]) == c[i].from;
		}
		out[i].from = c[i].from;
		out[i].to = c[i].to;
		out[i].piece = c[i].piece;
		out[i].back = c[i].back || (left && came);
	}
	return n;
}

/* was: what the board showed before the arbiter took plies back (NULL:
 * unknown). The inference sees a board one ply ahead as the opponent's
 * move made, with nothing to correct; the difference from was says what
 * to put back (ILL-6, VI-13). */
static void vi_check_whole(struct anna_driver *d, uint64_t now_ms,
			   const struct anna_position *was, const uint16_t *undone,
			   size_t nundone)
{
	struct driver_board *b = &d->board[0];
	if (!d->cfg.has[ANNA_DRIVER_VI_BOARD] || !b->known || !b->inf_live)
		return;
	struct anna_session_event ev;
	if (anna_debounce_occupancy(&b->db) == b->inf.start) {
		if (!b->mismatch)
			return;
		b->mismatch = false;
		event_init(&ev, ANNA_SEV_VI_MATCH, now_ms);
	} else {
		event_init(&ev, ANNA_SEV_VI_MISMATCH, now_ms);
		ev.n_fix = fixes_of(&b->inf, ev.fix);
		if (ev.n_fix == 0 && was)
			ev.n_fix = fixes_between(was, &anna_session_game(d->session)->pos,
						 undone, nundone, ev.fix);
		if (ev.n_fix == 0) {
			/* nothing to correct: the board shows a move of the
			 * position (made before the start, or while anna was
			 * away), which the inference reports as such */
			vi_report(d, now_ms);
			return;
		}
		b->mismatch = true;
	}
	ev.role = ANNA_ROLE_VI;
	feed_session(d, &ev);
}

/* The holes as a whole (open, resync): a board that does not show the
 * game is a mismatch the session hears about with its corrections (once
 * the game has started: before, the session is setting up). */
static void board_whole(struct anna_driver *d, enum anna_driver_role role, uint64_t now_ms)
{
	board_of(d, role)->known = true;
	if (role != ANNA_DRIVER_VI_BOARD) {
		board_restart_sighted(d);
		return;
	}
	board_restart_vi(d);
	vi_check_whole(d, now_ms, NULL, NULL, 0);
}

enum anna_status anna_driver_board_state(struct anna_driver *d, enum anna_driver_role role,
					 uint64_t occupancy, uint64_t now_ms)
{
	if (!anna_driver_role_is_board(role) || !d->cfg.has[role])
		return ANNA_E_INVALID;
	run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_BOARD_STATE, .now_ms = now_ms,
			.role = role, .occupancy = occupancy,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	struct driver_board *b = board_of(d, role);
	if (b->known) {
		/* Read again (after SYN_DROPPED, or plugged in again): the
		 * holes that changed meanwhile are square events like any
		 * other, so a move under way goes on. */
		struct anna_square_event sev[64], out[64];
		size_t n = anna_decode_resync(&b->dec, occupancy, now_ms, sev);
		for (size_t i = 0; i < n; i++)
			board_squares(d, role, out, anna_debounce_feed(&b->db, &sev[i], out));
		board_squares(d, role, out, anna_debounce_advance(&b->db, now_ms, out));
		return ANNA_OK;
	}
	anna_decode_init(&b->dec, &d->map, occupancy);
	anna_debounce_init(&b->db, occupancy, d->cfg.debounce_ms);
	board_whole(d, role, now_ms);
	return ANNA_OK;
}

bool anna_driver_needs_resync(const struct anna_driver *d, enum anna_driver_role role)
{
	if (!anna_driver_role_is_board(role) || !d->cfg.has[role])
		return false;
	return anna_decode_needs_resync(&d->board[role == ANNA_DRIVER_SIGHTED_BOARD].dec);
}

/* ---- the sighted player's DGT e-board ------------------------------------ */

/* The sighted board's inference state, whichever board reads it, in the
 * sensor board's terms (the driver tells the session the same either way). */
static enum anna_infer_state sighted_state(const struct anna_driver *d, uint16_t *move)
{
	const struct driver_board *b = &d->board[1];
	if (!d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD]) {
		const struct anna_infer_result *r = anna_infer_result(&b->inf);
		if (move)
			*move = r->move;
		return r->state;
	}
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	if (move)
		*move = r->move;
	switch (r->state) {
	case ANNA_IDENTITY_IDLE: return ANNA_INFER_S_IDLE;
	case ANNA_IDENTITY_MOVING: return ANNA_INFER_S_MOVING;
	case ANNA_IDENTITY_MADE: return ANNA_INFER_S_MADE;
	case ANNA_IDENTITY_PROMOTION: return ANNA_INFER_S_PROMOTION;
	case ANNA_IDENTITY_ILLEGAL: return ANNA_INFER_S_ILLEGAL;
	case ANNA_IDENTITY_WRONG: return ANNA_INFER_S_WRONG;
	}
	return ANNA_INFER_S_MOVING;
}

/* Says how the sighted e-board differs from the game, square by square,
 * to the sighted player and the arbiter (SIGHTED_MISMATCH), or that it is
 * right again after it differed. */
static void dgt_sighted_differs(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	const struct anna_position *target = &anna_session_game(d->session)->pos;
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	size_t n = anna_identity_corrections(&b->dgt.id, target, c);
	struct anna_session_event ev;
	if (n == 0) {
		if (!b->dgt_mismatch)
			return;
		b->dgt_mismatch = false;
		event_init(&ev, ANNA_SEV_SIGHTED_MATCH, at_ms);
	} else {
		event_init(&ev, ANNA_SEV_SIGHTED_MISMATCH, at_ms);
		anna_identity_placement(&b->dgt.id, &ev.position);
		ev.n_fix = fixes_from(c, n, ev.fix);
		b->dgt_mismatch = true;
	}
	ev.role = ANNA_ROLE_SIGHTED;
	feed_session(d, &ev);
}

/* After every move carried out (the VI board shows the sighted player's
 * move): the sighted e-board must show the game too. */
static void dgt_sighted_check(struct anna_driver *d, uint64_t at_ms)
{
	if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD] && d->board[1].known)
		dgt_sighted_differs(d, at_ms);
}

/*
 * What the sighted e-board's inference now says, beyond a move made
 * (sighted_report): while the VI player's move is to be carried out on
 * it, a board that shows it carried out and the sighted player's own move
 * made as well (quicker than the settle window) is both; another move
 * than the announced one is a departure, told at once (the drift caught at
 * its move, VI-13). A board that shows the game again after it differed
 * is said to be right.
 */
static void dgt_sighted_told(struct anna_driver *d, enum anna_infer_state state, bool execute,
			     uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	const struct anna_game *g = anna_session_game(d->session);
	if (b->dgt_mismatch && ((state == ANNA_INFER_S_IDLE && !execute) ||
				(state == ANNA_INFER_S_MADE && execute))) {
		dgt_sighted_differs(d, at_ms);
		return;
	}
	if (!execute || state == ANNA_INFER_S_IDLE || state == ANNA_INFER_S_MADE)
		return;
	struct anna_identity own = b->dgt.id;
	if (anna_identity_start(&own, &g->pos, ANNA_INFER_OWN, ANNA_MOVE_NONE) == ANNA_OK &&
	    (anna_identity_result(&own)->state == ANNA_IDENTITY_MADE ||
	     anna_identity_result(&own)->state == ANNA_IDENTITY_PROMOTION)) {
		/* carried out, and his own move on top */
		struct anna_session_event ev;
		uint16_t vm = b->dgt.id.expected;
		event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
		ev.role = ANNA_ROLE_SIGHTED;
		ev.from = anna_move_from(vm);
		ev.to = anna_move_to(vm);
		ev.promotion = anna_move_promotion(vm);
		size_t count = g->count;
		feed_session(d, &ev);
		if (anna_session_game(d->session)->count == count) {
			d->sighted_executed = count;
			board_restart_sighted(d);
			sighted_report(d, at_ms);
		}
		return;
	}
	if (state != ANNA_INFER_S_WRONG)
		return; /* a move under way */
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	struct anna_session_event ev;
	event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = r->move ? anna_move_from(r->move) : r->physical.from;
	ev.to = r->move ? anna_move_to(r->move) : r->physical.to;
	ev.promotion = anna_move_promotion(r->move);
	feed_session(d, &ev);
	dgt_sighted_differs(d, at_ms);
}

/*
 * The sighted player pressed his clock (his keypad's Enter alone, or the
 * DGT clock's lever) with his e-board: the move is complete then (the
 * laws), so the board is taken as it stands at once (the settle window
 * does not wait) and the move it shows is his move, entered for him as if
 * typed; an illegal move as he made it (ILL-12). A board that shows no
 * move leaves the press alone (VI-9) and what differs is said.
 */
static void dgt_sighted_press_board(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	if (!d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD] || !b->known || !b->inf_live ||
	    anna_session_state(d->session) != ANNA_SESSION_SIGHTED_TO_MOVE)
		return;
	if (anna_identity_flush(&b->dgt.id))
		sighted_report(d, at_ms);
	if (b->dgt.id.mode != ANNA_INFER_OWN) {
		/* the VI player's move is not carried out on it yet */
		dgt_sighted_differs(d, at_ms);
		return;
	}
	const struct anna_identity_result *r = anna_identity_result(&b->dgt.id);
	struct anna_session_event ev;
	event_init(&ev, ANNA_SEV_KEY_MOVE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	switch (r->state) {
	case ANNA_IDENTITY_MADE:
	case ANNA_IDENTITY_PROMOTION: /* the piece is asked for (VI-4) */
		ev.from = anna_move_from(r->move);
		ev.to = anna_move_to(r->move);
		ev.promotion = r->state == ANNA_IDENTITY_MADE ? anna_move_promotion(r->move)
							      : ANNA_NO_TYPE;
		break;
	case ANNA_IDENTITY_ILLEGAL:
		ev.from = r->physical.from;
		ev.to = r->physical.to;
		break;
	default:
		dgt_sighted_differs(d, at_ms);
		return;
	}
	feed_session(d, &ev);
}

/* The DGT clock's lever went the other way: the sighted player's press
 * (the VI player presses on his keypad; anna's clock is the talking one). */
static void dgt_lever(struct anna_driver *d, uint64_t at_ms)
{
	dgt_sighted_press_board(d, at_ms);
	struct anna_session_event ev;
	event_init(&ev, ANNA_SEV_KEY_CLOCK, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	feed_session(d, &ev);
}

/* A dump: the whole e-board is known (opened, back after a reconnect). */
static void dgt_whole(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	b->known = true;
	board_restart_sighted(d);
	sighted_report(d, at_ms);
	enum anna_infer_state st = sighted_state(d, NULL);
	if (st != ANNA_INFER_S_IDLE && st != ANNA_INFER_S_MADE)
		dgt_sighted_differs(d, at_ms);
	else if (b->dgt_mismatch && st == ANNA_INFER_S_IDLE)
		dgt_sighted_differs(d, at_ms);
}

enum anna_status anna_driver_feed_bytes(struct anna_driver *d, enum anna_driver_role role,
					const uint8_t *bytes, size_t n, uint64_t now_ms)
{
	if ((unsigned)role >= ANNA_DRIVER_ROLE_COUNT || !d->cfg.has[role] || !d->cfg.dgt[role])
		return ANNA_E_INVALID;
	run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_BYTES, .now_ms = now_ms, .role = role,
			.bytes = bytes, .n_bytes = n,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	struct driver_board *b = board_of(d, role);
	if (n == 0) {
		anna_dgtboard_reopen(&b->dgt);
		b->known = false;
		return ANNA_OK;
	}
	for (size_t i = 0; i < n; i++) {
		struct anna_dgtboard_event ev;
		switch (anna_dgtboard_byte(&b->dgt, bytes[i], now_ms, &ev)) {
		case ANNA_DGTB_BOARD:
			dgt_whole(d, now_ms);
			break;
		case ANNA_DGTB_LEVER:
			if (b->known)
				dgt_lever(d, now_ms);
			break;
		case ANNA_DGTB_SQUARE:
			/* a window of 0 passes every change through at once */
			if (b->known && anna_identity_advance(&b->dgt.id, now_ms))
				sighted_report(d, now_ms);
			break;
		default:
			break;
		}
	}
	return ANNA_OK;
}

bool anna_driver_dgt_known(const struct anna_driver *d, enum anna_driver_role role)
{
	return anna_driver_role_is_board(role) && d->cfg.dgt[role] &&
	       d->board[role == ANNA_DRIVER_SIGHTED_BOARD].known;
}

uint32_t anna_driver_dgt_errors(const struct anna_driver *d, enum anna_driver_role role)
{
	return anna_driver_role_is_board(role) && d->cfg.dgt[role]
		? d->board[role == ANNA_DRIVER_SIGHTED_BOARD].dgt.errors : 0;
}

/* ---- keypads ----------------------------------------------------------- */

static enum anna_session_query query_of(enum anna_keypad_cmd cmd)
{
	switch (cmd) {
	case ANNA_KEYPAD_CMD_MY_TIME: return ANNA_SQ_MY_TIME;
	case ANNA_KEYPAD_CMD_OPP_TIME: return ANNA_SQ_OPP_TIME;
	case ANNA_KEYPAD_CMD_MOVES_MADE: return ANNA_SQ_MOVES_MADE;
	case ANNA_KEYPAD_CMD_MY_LAST: return ANNA_SQ_MY_LAST;
	case ANNA_KEYPAD_CMD_OPP_LAST: return ANNA_SQ_OPP_LAST;
	case ANNA_KEYPAD_CMD_SCORESHEET: return ANNA_SQ_SCORESHEET;
	case ANNA_KEYPAD_CMD_SQUARE: return ANNA_SQ_SQUARE;
	case ANNA_KEYPAD_CMD_PIECES: return ANNA_SQ_PIECES;
	case ANNA_KEYPAD_CMD_WHOSE_MOVE: return ANNA_SQ_WHOSE_MOVE;
	default: return ANNA_SQ_COUNT;
	}
}

static void keypad_help(struct anna_driver *d, enum anna_driver_role role, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	const struct anna_driver_listener *l = &d->cfg.listener[who];
	if (!l->present)
		return;
	struct anna_phrase lines[24];
	size_t n = anna_render_keypad_help(l->profile, &d->labels[role],
					   d->kp[role].config.allowed, lines, 24);
	for (size_t i = 0; i < n && i < 24; i++)
		say_phrase(d, who, ANNA_DRIVER_PRIO_INFO, at_ms, &lines[i]);
}

/* The arbiter's keypad asks questions; it makes no moves and presses no
 * clock (the session takes those from the players only): said to him as
 * refused, with the reject earcon. */
static void refuse_to(struct anna_driver *d, enum anna_role who, enum anna_session_refusal why,
		      uint64_t at_ms)
{
	struct anna_session_action a;
	memset(&a, 0, sizeof(a));
	a.type = ANNA_SA_ANNOUNCE;
	a.at_ms = at_ms;
	a.ann.kind = ANNA_SANN_REFUSED;
	a.ann.listener = who;
	a.ann.mover = -1;
	a.ann.refusal = why;
	a.ann.from = a.ann.to = a.ann.square = ANNA_NO_SQ;
	announce(d, &a);
	earcon(d, who, ANNA_EARCON_REJECT, at_ms);
}

static bool arbiter_may(struct anna_driver *d, enum anna_driver_role role, uint64_t at_ms)
{
	if (role != ANNA_DRIVER_ARBITER_KEYPAD)
		return true;
	refuse_to(d, ANNA_ROLE_ARBITER, ANNA_SREF_NOT_YOUR_MOVE, at_ms); /* he has no move */
	return false;
}

static void keypad_command(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	struct anna_session_event ev;
	enum anna_session_query q = query_of(a->cmd);
	if (q != ANNA_SQ_COUNT) {
		event_init(&ev, ANNA_SEV_KEY_QUERY, at_ms);
		ev.query = q;
		ev.arg = a->value;
	} else {
		switch (a->cmd) {
		case ANNA_KEYPAD_CMD_REPEAT:
			repeat(d, who, at_ms);
			return;
		case ANNA_KEYPAD_CMD_RATE_UP:
		case ANNA_KEYPAD_CMD_RATE_DOWN:
			if (!d->muted && d->cfg.output.rate)
				d->cfg.output.rate(d->cfg.output.ctx, who,
						   a->cmd == ANNA_KEYPAD_CMD_RATE_UP ? 1 : -1);
			return;
		case ANNA_KEYPAD_CMD_HELP:
			keypad_help(d, role, at_ms);
			return;
		case ANNA_KEYPAD_CMD_DRAW_OFFER:
		case ANNA_KEYPAD_CMD_RESIGN:
		case ANNA_KEYPAD_CMD_CORRECT:
			if (!arbiter_may(d, role, at_ms))
				return;
			break;
		default:
			break;
		}
		switch (a->cmd) {
		case ANNA_KEYPAD_CMD_DRAW_OFFER:
			event_init(&ev, ANNA_SEV_KEY_DRAW_OFFER, at_ms);
			break;
		case ANNA_KEYPAD_CMD_RESIGN:
			event_init(&ev, ANNA_SEV_KEY_RESIGN, at_ms);
			break;
		case ANNA_KEYPAD_CMD_CORRECT:
			event_init(&ev, ANNA_SEV_KEY_CORRECT, at_ms);
			break;
		case ANNA_KEYPAD_CMD_RESUME:
			/* CLK-11: the keypad's grammar allows it in training
			 * or on the arbiter's keypad; the session resumes as
			 * the arbiter would (anna resume) */
			if (anna_session_state(d->session) != ANNA_SESSION_PAUSED) {
				refuse_to(d, who, ANNA_SREF_NOT_PAUSED, at_ms);
				return;
			}
			event_init(&ev, ANNA_SEV_ARB_RESUME, at_ms);
			ev.role = ANNA_ROLE_ARBITER;
			feed_session(d, &ev);
			return;
		default:
			d->bugs++;
			return;
		}
	}
	ev.role = who;
	feed_session(d, &ev);
}

static void dgt_sighted_press_board(struct anna_driver *d, uint64_t at_ms);

/* One action of a keypad's grammar: echoes and earcons at once to the
 * keypad's owner, moves, presses and commands to the session. */
static void keypad_action(struct anna_driver *d, enum anna_driver_role role,
			  const struct anna_keypad_action *a, uint64_t at_ms)
{
	enum anna_role who = anna_driver_role_person(role);
	struct anna_session_event ev;
	switch (a->type) {
	case ANNA_KEYPAD_A_ECHO:
	case ANNA_KEYPAD_A_PROMPT:
	case ANNA_KEYPAD_A_DELETED:
	case ANNA_KEYPAD_A_CANCEL:
	case ANNA_KEYPAD_A_REJECT:
		if (d->cfg.listener[who].present &&
		    anna_render_keypad_action(d->cfg.listener[who].profile, a,
					      &d->labels[role], &d->phrase) == ANNA_OK)
			say_phrase(d, who, ANNA_DRIVER_PRIO_INFO, at_ms, &d->phrase);
		if (a->type == ANNA_KEYPAD_A_REJECT)
			earcon(d, who, ANNA_EARCON_REJECT, at_ms);
		return;
	case ANNA_KEYPAD_A_ACCEPT:
		earcon(d, who, ANNA_EARCON_ACCEPT, at_ms);
		return;
	case ANNA_KEYPAD_A_MOVE:
		if (!arbiter_may(d, role, at_ms))
			return;
		event_init(&ev, ANNA_SEV_KEY_MOVE, at_ms);
		ev.from = a->from;
		ev.to = a->to;
		ev.promotion = a->promotion;
		break;
	case ANNA_KEYPAD_A_PROMOTION:
		if (!arbiter_may(d, role, at_ms))
			return;
		/* VI-4: the piece for the pawn on the board; the inference
		 * takes it too, so the board's move is complete. */
		if (role == ANNA_DRIVER_VI_KEYPAD && d->board[0].inf_live &&
		    anna_infer_piece(&d->board[0].inf, a->promotion) == ANNA_OK)
			vi_report(d, at_ms);
		event_init(&ev, ANNA_SEV_KEY_PROMOTION, at_ms);
		ev.promotion = a->promotion;
		break;
	case ANNA_KEYPAD_A_CLOCK:
		if (!arbiter_may(d, role, at_ms))
			return;
		if (role == ANNA_DRIVER_VI_KEYPAD)
			vi_press_board(d, at_ms);
		if (role == ANNA_DRIVER_SIGHTED_KEYPAD && !d->typed_batch)
			dgt_sighted_press_board(d, at_ms); /* Enter alone */
		event_init(&ev, ANNA_SEV_KEY_CLOCK, at_ms);
		break;
	case ANNA_KEYPAD_A_COMMAND:
		keypad_command(d, role, a, at_ms);
		return;
	case ANNA_KEYPAD_A_BUG:
	default:
		d->bugs++;
		return;
	}
	ev.role = who;
	feed_session(d, &ev);
}

static void keypad_actions(struct anna_driver *d, enum anna_driver_role role,
			   const struct anna_keypad_action *a, size_t n, uint64_t at_ms)
{
	/* a typed move and its Enter come together ("move and press"):
	 * then the press is his typed move's, not the e-board's */
	bool outer = d->typed_batch;
	d->typed_batch = false;
	for (size_t i = 0; i < n; i++)
		d->typed_batch |= a[i].type == ANNA_KEYPAD_A_MOVE;
	for (size_t i = 0; i < n; i++)
		keypad_action(d, role, &a[i], at_ms);
	d->typed_batch = outer;
}

/* ---- deadlines --------------------------------------------------------- */

uint64_t anna_driver_next_deadline(const struct anna_driver *d)
{
	uint64_t t = d->armed_ms;
	uint64_t s = anna_session_deadline(d->session);
	if (s != ANNA_CLOCK_NO_DEADLINE && s < t)
		t = s;
	for (int i = 0; i < 2; i++) {
		uint64_t db;
		enum anna_driver_role role = i ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD;
		if (d->cfg.has[role] && anna_debounce_deadline(&d->board[i].db, &db) && db < t)
			t = db;
		if (d->cfg.has[role] && d->cfg.dgt[role] &&
		    anna_identity_deadline(&d->board[i].dgt.id, &db) && db < t)
			t = db;
	}
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t k = d->cfg.has[r] ? anna_keypad_deadline(&d->kp[r]) : 0;
		if (k && k < t)
			t = k;
	}
	return t;
}

/* Handles what is due at t (the deadline's own instant, so when the
 * daemon's timer fires late does not change the outcome). */
static void due(struct anna_driver *d, uint64_t t)
{
	struct anna_square_event sev[64];
	for (int i = 0; i < 2; i++) {
		enum anna_driver_role role = i ? ANNA_DRIVER_SIGHTED_BOARD : ANNA_DRIVER_VI_BOARD;
		uint64_t db;
		if (d->cfg.has[role] && anna_debounce_deadline(&d->board[i].db, &db) && db <= t)
			board_squares(d, role, sev, anna_debounce_advance(&d->board[i].db, t, sev));
		if (d->cfg.has[role] && d->cfg.dgt[role] && anna_identity_advance(&d->board[i].dgt.id, t))
			sighted_report(d, t);
	}
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		uint64_t k = d->cfg.has[r] ? anna_keypad_deadline(&d->kp[r]) : 0;
		if (k && k <= t) {
			struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
			keypad_actions(d, (enum anna_driver_role)r, a,
				       anna_keypad_timeout(&d->kp[r], t, a), t);
		}
	}
	uint64_t s = anna_session_deadline(d->session);
	if (d->armed_ms <= t || (s != ANNA_CLOCK_NO_DEADLINE && s <= t)) {
		if (d->last_fed_deadline == t) {
			/* The session asked for the same instant again after
			 * it was fed: stop here rather than loop. */
			d->bugs++;
			d->armed_ms = NO_DEADLINE;
			return;
		}
		d->last_fed_deadline = t;
		if (d->armed_ms <= t)
			d->armed_ms = NO_DEADLINE;
		struct anna_session_event ev;
		event_init(&ev, ANNA_SEV_DEADLINE, t);
		feed_session(d, &ev);
	}
}

static void run_due(struct anna_driver *d, uint64_t now_ms)
{
	for (unsigned guard = 0; guard < 1000; guard++) {
		uint64_t t = anna_driver_next_deadline(d);
		if (t > now_ms)
			return;
		uint64_t before = t;
		due(d, t);
		if (anna_driver_next_deadline(d) == before && d->last_fed_deadline == before &&
		    d->armed_ms == NO_DEADLINE)
			return; /* counted as a bug in due() */
	}
	d->bugs++;
}

void anna_driver_tick(struct anna_driver *d, uint64_t now_ms)
{
	if (d->cfg.raw) {
		struct anna_driver_raw raw = { .input = ANNA_DRIVER_IN_TICK, .now_ms = now_ms };
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	run_due(d, now_ms);
}

/* ---- entry points ------------------------------------------------------ */

enum anna_status anna_driver_feed(struct anna_driver *d, enum anna_driver_role role,
				  const struct input_event *ev, uint64_t now_ms)
{
	if ((unsigned)role >= ANNA_DRIVER_ROLE_COUNT || !d->cfg.has[role])
		return ANNA_E_INVALID;
	run_due(d, now_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_EVENT, .now_ms = now_ms, .role = role, .ev = ev,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	if (anna_driver_role_is_board(role)) {
		struct driver_board *b = board_of(d, role);
		struct anna_square_event sev[64], out[64];
		size_t n = anna_decode_event(&b->dec, ev, sev);
		for (size_t i = 0; i < n; i++) {
			sev[i].time_ms = now_ms;
			board_squares(d, role, out, anna_debounce_feed(&b->db, &sev[i], out));
		}
		/* A window of 0 passes every change through at once. */
		board_squares(d, role, out, anna_debounce_advance(&b->db, now_ms, out));
		return ANNA_OK;
	}
	if (ev->type != EV_KEY || ev->value != 1)
		return ANNA_OK; /* key releases, repeats, scan codes, SYN */
	enum anna_keypad_key key = anna_keymap_lookup(d->cfg.keymap[role], ev->code);
	if (key == ANNA_KEYPAD_KEY_NONE)
		return ANNA_OK;
	struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
	keypad_actions(d, role, a, anna_keypad_key(&d->kp[role], key, now_ms, a), now_ms);
	return ANNA_OK;
}

/* What a keypad may do under the session's policy: ARB-3, the arbiter
 * may allow square and piece lookups (core/policy.h square_queries; the
 * session answers them); CLK-11, the arbiter's keypad resumes the clock. */
static unsigned keypad_allowed(const struct anna_driver *d, enum anna_driver_role r)
{
	const struct anna_policy *policy = anna_session_policy(d->session);
	unsigned allowed = anna_keypad_policy_training();
	if (policy->mode == ANNA_MODE_COMPETITION) {
		allowed = anna_keypad_policy_competition();
		if (policy->square_queries)
			allowed |= ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_SQUARE) |
				   ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_PIECES);
	}
	if (r == ANNA_DRIVER_ARBITER_KEYPAD)
		allowed |= ANNA_KEYPAD_ALLOW(ANNA_KEYPAD_CMD_RESUME);
	return allowed;
}

void anna_driver_command(struct anna_driver *d, const struct anna_session_event *ev)
{
	run_due(d, ev->at_ms);
	if (d->cfg.raw) {
		struct anna_driver_raw raw = {
			.input = ANNA_DRIVER_IN_COMMAND, .now_ms = ev->at_ms, .command = ev,
		};
		d->cfg.raw(d->cfg.raw_ctx, &raw);
	}
	const struct anna_game *g = anna_session_game(d->session);
	size_t before = g->count;
	struct anna_position was = g->pos;
	bool board_right = !d->board[0].mismatch;
	/* the last plies, in case they are taken back */
	uint16_t last[ANNA_SESSION_MAX_FIX];
	size_t nlast = before < ANNA_SESSION_MAX_FIX ? before : ANNA_SESSION_MAX_FIX;
	for (size_t i = 0; i < nlast; i++)
		last[i] = g->plies[before - nlast + i].move;
	feed_session(d, ev);
	/* ARB-3: the arbiter's switches change what the keypads may ask */
	if (ev->type == ANNA_SEV_ARB_SWITCHES)
		for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++)
			d->kp[r].config.allowed = keypad_allowed(d, (enum anna_driver_role)r);
	/* The game starts from a position the board may not show; a
	 * confirmed reconciliation (VI-13) may have taken plies back. */
	if (ev->type == ANNA_SEV_START || ev->type == ANNA_SEV_ARB_NEW_GAME ||
	    ev->type == ANNA_SEV_ARB_SET_POSITION || ev->type == ANNA_SEV_ARB_TAKE_BACK ||
	    (ev->type == ANNA_SEV_ARB_CONFIRM &&
	     anna_session_game(d->session)->count != before))
	{
		size_t undone = g->count < before ? before - g->count : 0;
		if (undone > nlast)
			undone = nlast;
		vi_check_whole(d, ev->at_ms, board_right && g->count < before ? &was : NULL,
			       last + nlast - undone, undone);
	}
}

void anna_driver_mute(struct anna_driver *d, bool muted)
{
	d->muted = muted;
}

const struct anna_session *anna_driver_session(const struct anna_driver *d)
{
	return d->session;
}

unsigned anna_driver_bugs(const struct anna_driver *d)
{
	return d->bugs;
}

enum anna_status anna_driver_new(const struct anna_driver_config *config,
				 struct anna_driver **out, struct anna_error *err)
{
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++)
		if (config->has[r] && !config->keymap[r])
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_DRIVER_NO_KEYMAP,
					      anna_driver_role_str((enum anna_driver_role)r));
	if (config->dgt[ANNA_DRIVER_VI_BOARD] || config->dgt[ANNA_DRIVER_VI_KEYPAD] ||
	    config->dgt[ANNA_DRIVER_SIGHTED_KEYPAD] || config->dgt[ANNA_DRIVER_ARBITER_KEYPAD])
		return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_DRIVER_DGT_ROLE);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		if (config->listener[who].present && !config->listener[who].profile)
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_DRIVER_NO_PROFILE,
					      anna_role_str((enum anna_role)who));
	struct anna_driver *d = calloc(1, sizeof(*d));
	if (!d)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	d->cfg = *config;
	if (config->boardmap)
		d->map = *config->boardmap;
	else
		anna_boardmap_default(&d->map);
	enum anna_status st = anna_session_new(&config->session, &d->session, err);
	if (st != ANNA_OK) {
		free(d);
		return st;
	}
	d->armed_ms = NO_DEADLINE;
	d->last_fed_deadline = NO_DEADLINE;
	for (int i = 0; i < 2; i++) {
		anna_decode_init(&d->board[i].dec, &d->map, 0);
		anna_debounce_init(&d->board[i].db, 0, config->debounce_ms);
		anna_dgtboard_init(&d->board[i].dgt, config->dgt_orientation, config->dgt_settle_ms);
	}
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++) {
		struct anna_keypad_config kc = {
			.allowed = keypad_allowed(d, (enum anna_driver_role)r),
			/* DESIGN.md: the sighted side's Enter after a move is
			 * his clock press; the VI player presses Enter alone
			 * (VI-12's window stays open until then). */
			.enter = r == ANNA_DRIVER_SIGHTED_KEYPAD ? ANNA_KEYPAD_ENTER_MOVE_AND_PRESS
				: ANNA_KEYPAD_ENTER_MOVE_ONLY,
		};
		anna_keypad_init(&d->kp[r], &kc);
		if (config->keymap[r])
			anna_keymap_labels(config->keymap[r], &d->labels[r]);
	}
	if (config->has[ANNA_DRIVER_VI_BOARD])
		board_restart_vi(d);
	board_restart_sighted(d);
	*out = d;
	return ANNA_OK;
}

void anna_driver_free(struct anna_driver *d)
{
	if (!d)
		return;
	anna_session_free(d->session);
	free(d);
}
