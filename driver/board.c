/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/board.c: the driver's sensor boards (driver.h): square events
 * through the decoder and the debounce window to the inference of the
 * ply, and what it concluded to the session; the board read whole.
 */
#include <string.h>

#include "board-io/guidance.h"
#include "core/correction.h"
#include "driver/internal.h"

static struct driver_board *board_of(struct anna_driver *d, enum anna_driver_role role)
{
	return &d->board[role == ANNA_DRIVER_VI_BOARD ? 0 : 1];
}

/* Corrections as the session's fixes (as many as it takes). */
size_t driver_fixes_from(const struct anna_correction *c, size_t n, struct anna_session_fix *out)
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
	return driver_fixes_from(c, anna_infer_corrections(inf, c), out);
}

/* The session's event for an illegal move the board shows. */
static void vi_illegal_event(const struct anna_physical_move *p, uint64_t at_ms,
			     struct anna_session_event *ev)
{
	anna_session_event_init(ev, ANNA_SEV_VI_ILLEGAL, at_ms);
	ev->role = ANNA_ROLE_VI;
	ev->from = p->from;
	ev->to = p->to;
	ev->piece = p->piece;
	ev->captured = p->captured;
	ev->reason = p->reason; /* one enum (core/movegen.h) */
}

/* What differs on the VI board (a move other than the announced one):
 * the sensor board's inference or the e-board's pieces say how. */
static size_t vi_fixes(const struct anna_driver *d, struct anna_session_fix *out)
{
	if (driver_is_dgt(d, 0))
		return driver_dgt_fixes(d, 0, &anna_session_game(d->session)->pos, out);
	return fixes_of(&d->board[0].inf, out);
}

/* Do the VI board's corrections differ from those last told? */
static bool vi_fixes_changed(const struct anna_driver *d)
{
	const struct driver_board *b = &d->board[0];
	struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
	size_t n = vi_fixes(d, fix);
	return n != b->told_nfix || memcmp(fix, b->told_fix, n * sizeof(fix[0])) != 0;
}

/*
 * Tells the session what the VI board's inference concluded, when that
 * changed: a move made (VI-7 a, b), a promotion waiting for its piece, no
 * move any more; executing: the announced move carried out, or a
 * departure from it (the drift caught at once, VI-13), told again with
 * every change of the corrections it needs, as the board now stands. An
 * illegal move is not told here: it may be a move under way (a castling
 * king before its rook, board-io/infer.h), so only the clock press makes
 * it one (vi_press_board).
 */
void driver_vi_report(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	uint16_t move;
	struct anna_session_event ev;
	enum anna_infer_state s = driver_board_state(d, 0, &move);
	if (s == ANNA_INFER_S_ILLEGAL)
		s = ANNA_INFER_S_MOVING;
	/* carrying out the announced move and stopped half way (a captured
	 * piece left, a rook not moved): once the board rests that long,
	 * he hears what is still to do (driver_vi_rest); a castling's rook
	 * normally follows its king sooner */
	b->rest_ms = driver_board_mode(d, 0) == ANNA_INFER_EXECUTE && s == ANNA_INFER_S_MOVING
		     ? at_ms + ANNA_DRIVER_REST_MS : 0;
	if (b->mismatch && (s == ANNA_INFER_S_IDLE || s == ANNA_INFER_S_TOUCHED)) {
		/* the board shows the game again */
		b->mismatch = false;
		anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, at_ms);
		ev.role = ANNA_ROLE_VI;
		driver_feed_session(d, &ev);
	}
	if (b->told == ANNA_INFER_S_PROMOTION && s != ANNA_INFER_S_PROMOTION &&
	    d->cfg.has[ANNA_DRIVER_VI_KEYPAD] &&
	    d->kp[ANNA_DRIVER_VI_KEYPAD].state == ANNA_KEYPAD_PROMOTION) {
		/* the pawn left the last rank before its piece was named:
		 * the keypad waits for a piece no more (ask_promotion) */
		struct anna_keypad_action a[ANNA_KEYPAD_MAX_ACTIONS];
		driver_keypad_actions(d, ANNA_DRIVER_VI_KEYPAD, a,
			       anna_keypad_feed(&d->kp[ANNA_DRIVER_VI_KEYPAD], ANNA_KEYPAD_EV_RESET,
						ANNA_KEYPAD_KEY_NONE, 0, 0, at_ms, a),
			       at_ms);
	}
	if (s == b->told && (s != ANNA_INFER_S_MADE || move == b->told_move) &&
	    (s != ANNA_INFER_S_WRONG || !vi_fixes_changed(d)))
		return; /* told; a wrong board is told again as it now stands */
	bool was_move = b->told == ANNA_INFER_S_MADE || b->told == ANNA_INFER_S_PROMOTION ||
			b->told == ANNA_INFER_S_WRONG;
	switch (s) {
	case ANNA_INFER_S_MADE:
		if (driver_board_mode(d, 0) == ANNA_INFER_EXECUTE) {
			anna_session_event_init(&ev, ANNA_SEV_VI_EXECUTED, at_ms);
		} else {
			anna_session_event_init(&ev, ANNA_SEV_VI_MADE, at_ms);
			ev.from = anna_move_from(move);
			ev.to = anna_move_to(move);
			ev.promotion = anna_move_promotion(move);
		}
		break;
	case ANNA_INFER_S_PROMOTION:
		if ((int)driver_board_pos(d, 0)->side != anna_session_vi_side(d->session)) {
			/* the opponent's pawn moved on the VI board before his
			 * move was announced: not the VI player's promotion */
			b->told = s;
			return;
		}
		anna_session_event_init(&ev, ANNA_SEV_VI_PROMOTION, at_ms);
		ev.from = anna_move_from(move);
		ev.to = anna_move_to(move);
		break;
	case ANNA_INFER_S_WRONG:
		anna_session_event_init(&ev, ANNA_SEV_VI_WRONG, at_ms);
		ev.n_fix = vi_fixes(d, ev.fix);
		b->told_nfix = ev.n_fix;
		memcpy(b->told_fix, ev.fix, ev.n_fix * sizeof(ev.fix[0]));
		b->wrong_told = true;
		break;
	default:
		/* IDLE, TOUCHED, MOVING, AMBIGUOUS: no move on the board. */
		if (!was_move) {
			b->told = s;
			return;
		}
		anna_session_event_init(&ev, ANNA_SEV_VI_UNMADE, at_ms);
		break;
	}
	b->told = s;
	b->told_move = move;
	ev.role = ANNA_ROLE_VI;
	/* carried out after plus or his press gave the corrections: he
	 * hears that the board is right (after a departure told, the
	 * session says so) */
	bool confirm = ev.type == ANNA_SEV_VI_EXECUTED && b->repeat_fixed && !b->wrong_told;
	driver_feed_session(d, &ev);
	if (confirm)
		driver_say_vi_board(d, ANNA_SANN_BOARD_OK, NULL, 0, at_ms);
	/* both boards after a move carried out: the sighted e-board too */
	if (ev.type == ANNA_SEV_VI_EXECUTED)
		driver_dgt_sighted_check(d, at_ms);
}

/* Is the VI board in play (known, its inference live, not a study)? */
static bool vi_live(const struct anna_driver *d)
{
	const struct driver_board *b = &d->board[0];
	return d->cfg.has[ANNA_DRIVER_VI_BOARD] && b->known && b->inf_live && !d->study_board;
}

void driver_vi_rest(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	b->rest_ms = 0;
	if (!vi_live(d) || driver_board_mode(d, 0) != ANNA_INFER_EXECUTE)
		return;
	if (!driver_is_dgt(d, 0)) {
		/* a piece still in his hand (fewer pegs than the move leaves):
		 * he is moving it, not stopped; he may be finding its hole */
		struct anna_position after = *driver_board_pos(d, 0);
		struct anna_undo u;
		anna_position_make(&after, b->inf.expected, &u);
		if (__builtin_popcountll(anna_debounce_occupancy(&b->db)) <
		    __builtin_popcountll(anna_guidance_occupancy(&after)))
			return;
	}
	struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
	size_t n = driver_vi_executing_fixes(d, fix);
	if (n) {
		d->board[0].repeat_fixed = true; /* then "the board is right" */
		driver_say_vi_board(d, ANNA_SANN_MISMATCH, fix, n, at_ms);
	}
}

size_t driver_vi_executing_fixes(const struct anna_driver *d, struct anna_session_fix *out)
{
	if (!vi_live(d) || driver_board_mode(d, 0) != ANNA_INFER_EXECUTE)
		return 0;
	/* under way or wrong; or back where it began after a correction
	 * (then the move itself is what is still to make) */
	enum anna_infer_state s = driver_board_state(d, 0, NULL);
	if (s != ANNA_INFER_S_MOVING && s != ANNA_INFER_S_WRONG &&
	    (!d->vi_fix_live || s == ANNA_INFER_S_MADE))
		return 0;
	return vi_fixes(d, out);
}

/* The VI board's holes (a DGT board: none, its state says enough). */
static uint64_t vi_holes(const struct anna_driver *d)
{
	return driver_is_dgt(d, 0) ? 0 : anna_debounce_occupancy(&d->board[0].db);
}

void driver_vi_fixes_said(struct anna_driver *d)
{
	struct driver_board *b = &d->board[0];
	b->fix_state = vi_live(d) ? driver_board_state(d, 0, &b->fix_move) : ANNA_INFER_S_IDLE;
	b->fix_holes = vi_live(d) ? vi_holes(d) : 0;
	d->vi_fix_live = true;
}

bool driver_vi_changed_since_fixes(const struct anna_driver *d)
{
	const struct driver_board *b = &d->board[0];
	uint16_t move = ANNA_MOVE_NONE;
	if (!vi_live(d))
		return false;
	return driver_board_state(d, 0, &move) != b->fix_state || move != b->fix_move ||
	       vi_holes(d) != b->fix_holes;
}

/* The VI player's clock press: an illegal move the board shows is one
 * now (ILL-5; the session decides what follows). An e-board is taken as
 * it stands at the press (the move is complete then; its settle window
 * does not wait). */
void driver_vi_press_board(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	if (vi_live(d) && driver_board_mode(d, 0) == ANNA_INFER_EXECUTE) {
		/* pressed while carrying out the announced move that the
		 * board does not show yet (a piece left, a rook not moved):
		 * what is still to do, as plus would say it */
		struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
		size_t n = driver_vi_executing_fixes(d, fix);
		if (n) {
			b->repeat_fixed = true;
			driver_say_vi_board(d, ANNA_SANN_MISMATCH, fix, n, at_ms);
		}
		return;
	}
	if (!d->cfg.has[ANNA_DRIVER_VI_BOARD] || !b->inf_live ||
	    driver_board_mode(d, 0) != ANNA_INFER_OWN ||
	    (int)driver_board_pos(d, 0)->side != anna_session_vi_side(d->session) || d->study_board)
		return; /* not his move to make: the session hears only the press */
	bool dgt = driver_is_dgt(d, 0);
	if (dgt && !b->known)
		return; /* gone: what it showed last is no move */
	if (dgt && anna_identity_flush(&b->dgt.id))
		driver_vi_report(d, at_ms);
	if (driver_board_state(d, 0, NULL) != ANNA_INFER_S_ILLEGAL)
		return;
	struct anna_session_event ev;
	vi_illegal_event(dgt ? &anna_identity_result(&b->dgt.id)->physical
			     : &anna_infer_result(&b->inf)->physical,
			 at_ms, &ev);
	driver_feed_session(d, &ev);
}

/* Starts the VI board's inference for what the session wants now. */
void driver_board_restart_vi(struct anna_driver *d)
{
	struct driver_board *b = &d->board[0];
	bool execute = false;
	uint16_t expected = ANNA_MOVE_NONE;
	struct anna_position pos;
	if (d->study_board)
		pos = d->study_pos; /* a study's own move on the board */
	else
		anna_session_vi_board(d->session, &execute, &expected, &pos);
	enum anna_infer_mode mode = execute ? ANNA_INFER_EXECUTE : ANNA_INFER_OWN;
	enum anna_status st = driver_is_dgt(d, 0)
		? anna_identity_start(&b->dgt.id, &pos, mode, expected)
		: anna_infer_start(&b->inf, &pos, mode, expected, anna_debounce_occupancy(&b->db));
	if (st != ANNA_OK) {
		d->bugs++;
		b->inf_live = false;
		return;
	}
	b->inf_live = true;
	b->told = ANNA_INFER_S_IDLE;
	b->told_move = ANNA_MOVE_NONE;
	b->wrong_told = false;
	b->repeat_fixed = false;
	d->vi_fix_live = false; /* a new ply: nothing to correct yet */
}

/*
 * The sighted board (when a sensor board reads it). After the VI player's
 * move the sighted player carries it out on his board (VI-3): the
 * inference checks that move from the position before it; then, and
 * whenever the sighted player has the move, it watches for his own move.
 * Either is told to the session as SIGHTED_MADE (it knows which is which).
 */
void driver_board_restart_sighted(struct anna_driver *d)
{
	if (!d->cfg.has[ANNA_DRIVER_SIGHTED_BOARD] || !d->board[1].known)
		return;
	struct driver_board *b = &d->board[1];
	const struct anna_game *g = anna_session_game(d->session);
	struct anna_position pos = g->pos;
	enum anna_infer_mode mode = ANNA_INFER_OWN;
	uint16_t expected = ANNA_MOVE_NONE;
	if (g->count && g->count != d->sighted_executed &&
	    (int)g->pos.side != anna_session_vi_side(d->session) &&
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
	if (b->inf_live && driver_board_state(d, 1, NULL) == ANNA_INFER_S_MADE &&
	    mode == ANNA_INFER_EXECUTE) {
		/* carried out already (a board read whole after it) */
		d->sighted_executed = g->count;
		driver_board_restart_sighted(d);
	}
}

void driver_board_report(struct anna_driver *d, int i, uint64_t at_ms)
{
	if (i)
		driver_sighted_report(d, at_ms);
	else
		driver_vi_report(d, at_ms);
}

void driver_sighted_report(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[1];
	uint16_t move;
	enum anna_infer_state state = driver_board_state(d, 1, &move);
	if (state == b->told)
		return;
	b->told = state;
	bool execute = driver_board_mode(d, 1) == ANNA_INFER_EXECUTE;
	if (d->cfg.dgt[ANNA_DRIVER_SIGHTED_BOARD])
		driver_dgt_sighted_told(d, state, execute, at_ms);
	if (state != ANNA_INFER_S_MADE)
		return;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_SIGHTED_MADE, at_ms);
	ev.role = ANNA_ROLE_SIGHTED;
	ev.from = anna_move_from(move);
	ev.to = anna_move_to(move);
	ev.promotion = anna_move_promotion(move);
	bool executed = execute;
	size_t count = anna_session_game(d->session)->count;
	driver_feed_session(d, &ev);
	if (executed && anna_session_game(d->session)->count == count) {
		/* the VI player's move is on the sighted board: now watch
		 * for the sighted player's own */
		d->sighted_executed = count;
		driver_board_restart_sighted(d);
		/* both boards after a move carried out (where either knows its
		 * pieces): the VI board too */
		if (driver_is_dgt(d, 0) || driver_is_dgt(d, 1))
			driver_vi_check_whole(d, at_ms, NULL, NULL, 0);
	}
}

/* A study on the VI board: a move of the study's position made there is
 * the player's, to the trainer once (driver.h). */
static void study_report(struct anna_driver *d, uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	const struct anna_infer_result *r = anna_infer_result(&b->inf);
	bool move = r->state == ANNA_INFER_S_MADE || r->state == ANNA_INFER_S_PROMOTION;
	if (r->state == b->told && (!move || r->move == b->told_move))
		return;
	b->told = r->state;
	b->told_move = r->move;
	if (!move)
		return;
	struct anna_driver_train_req req = {
		.kind = ANNA_DRIVER_TRAIN_MOVE, .who = ANNA_ROLE_VI,
		.from = anna_move_from(r->move), .to = anna_move_to(r->move),
		.promotion = r->state == ANNA_INFER_S_PROMOTION ? ANNA_QUEEN
			   : anna_move_is_promotion(r->move) ? anna_move_promotion(r->move)
							      : ANNA_NO_TYPE,
	};
	driver_train(d, &req, at_ms);
}

/* A debounced square event of a board. */
static void board_square(struct anna_driver *d, enum anna_driver_role role,
			 const struct anna_square_event *sev)
{
	struct driver_board *b = board_of(d, role);
	if (!b->inf_live)
		return;
	if (role == ANNA_DRIVER_VI_BOARD && d->study_board) {
		if (anna_infer_square(&b->inf, sev) == ANNA_OK)
			study_report(d, sev->time_ms);
		return;
	}
	if (role == ANNA_DRIVER_VI_BOARD && !sev->occupied) {
		/* VI-6: lifted out of its hole = touched. */
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_VI_LIFT, sev->time_ms);
		ev.role = ANNA_ROLE_VI;
		ev.square = sev->sq;
		ev.piece = b->inf.believed[sev->sq];
		driver_feed_session(d, &ev);
		if (!b->inf_live)
			return;
	}
	if (anna_infer_square(&b->inf, sev) != ANNA_OK)
		return; /* DONE: the session restarts it with the next ply */
	if (role == ANNA_DRIVER_VI_BOARD)
		driver_vi_report(d, sev->time_ms);
	else
		driver_sighted_report(d, sev->time_ms);
}

void driver_board_squares(struct anna_driver *d, enum anna_driver_role role,
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

/* The VI e-board at rest against the position its inference starts from:
 * it shows it (right again, if it differed), or a move of it (the
 * inference reports it), or it differs (the corrections, piece by piece,
 * a piece of a ply taken back put back: undone). */
static void vi_dgt_check_whole(struct anna_driver *d, uint64_t now_ms, bool taken_back,
			       const uint16_t *undone, size_t nundone)
{
	struct driver_board *b = &d->board[0];
	enum anna_infer_state st = driver_board_state(d, 0, NULL);
	struct anna_session_event ev;
	if (st == ANNA_INFER_S_IDLE) {
		if (!b->mismatch)
			return;
		b->mismatch = false;
		anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, now_ms);
	} else if ((st == ANNA_INFER_S_MADE || st == ANNA_INFER_S_WRONG) && !taken_back) {
		driver_vi_report(d, now_ms); /* a move of the position */
		return;
	} else {
		anna_session_event_init(&ev, ANNA_SEV_VI_MISMATCH, now_ms);
		struct anna_position shown;
		anna_identity_placement(&b->dgt.id, &shown);
		ev.n_fix = taken_back ? fixes_between(&shown, &b->dgt.id.pos, undone, nundone, ev.fix)
				      : driver_dgt_fixes(d, 0, &b->dgt.id.pos, ev.fix);
		if (ev.n_fix == 0)
			return;
		b->mismatch = true;
	}
	ev.role = ANNA_ROLE_VI;
	driver_feed_session(d, &ev);
}

/* was: what the board showed before the arbiter took plies back (NULL:
 * unknown). The inference sees a board one ply ahead as the opponent's
 * move made, with nothing to correct; the difference from was says what
 * to put back (ILL-6, VI-13). */
void driver_vi_check_whole(struct anna_driver *d, uint64_t now_ms,
			   const struct anna_position *was, const uint16_t *undone,
			   size_t nundone)
{
	struct driver_board *b = &d->board[0];
	if (!d->cfg.has[ANNA_DRIVER_VI_BOARD] || !b->known || !b->inf_live || d->study_board)
		return;
	if (driver_is_dgt(d, 0)) {
		vi_dgt_check_whole(d, now_ms, was != NULL, undone, nundone);
		return;
	}
	struct anna_session_event ev;
	if (anna_debounce_occupancy(&b->db) == b->inf.start) {
		if (!b->mismatch)
			return;
		b->mismatch = false;
		anna_session_event_init(&ev, ANNA_SEV_VI_MATCH, now_ms);
	} else {
		anna_session_event_init(&ev, ANNA_SEV_VI_MISMATCH, now_ms);
		ev.n_fix = fixes_of(&b->inf, ev.fix);
		if (ev.n_fix == 0 && was)
			ev.n_fix = fixes_between(was, &anna_session_game(d->session)->pos,
						 undone, nundone, ev.fix);
		if (ev.n_fix == 0) {
			/* nothing to correct: the board shows a move of the
			 * position (made before the start, or while anna was
			 * away), which the inference reports as such */
			driver_vi_report(d, now_ms);
			return;
		}
		b->mismatch = true;
	}
	ev.role = ANNA_ROLE_VI;
	driver_feed_session(d, &ev);
}

void anna_driver_study_board(struct anna_driver *d, const struct anna_position *pos,
			     uint64_t at_ms)
{
	struct driver_board *b = &d->board[0];
	bool was = d->study_board;
	struct anna_position study = d->study_pos;
	uint64_t study_holes = b->inf_live ? b->inf.start : 0;
	d->study_board = pos != NULL;
	if (pos)
		d->study_pos = *pos;
	if (!d->cfg.has[ANNA_DRIVER_VI_BOARD] || !b->known)
		return;
	b->mismatch = false;
	driver_board_restart_vi(d);
	if (!was || pos || !b->inf_live)
		return;
	/* the game's position again: what to put back */
	uint64_t occ = anna_debounce_occupancy(&b->db);
	if (occ != b->inf.start && occ == study_holes) {
		/* the board shows the study: every step from it to the game */
		struct anna_session_event ev;
		anna_session_event_init(&ev, ANNA_SEV_VI_MISMATCH, at_ms);
		ev.role = ANNA_ROLE_VI;
		ev.n_fix = fixes_between(&study, &b->inf.pos, NULL, 0, ev.fix);
		if (ev.n_fix) {
			b->mismatch = true;
			driver_feed_session(d, &ev);
			return;
		}
	}
	driver_vi_check_whole(d, at_ms, NULL, NULL, 0);
}

/* The holes as a whole (open, resync): a board that does not show the
 * game is a mismatch the session hears about with its corrections (once
 * the game has started: before, the session is setting up). */
void driver_board_whole(struct anna_driver *d, enum anna_driver_role role, uint64_t now_ms)
{
	board_of(d, role)->known = true;
	if (role != ANNA_DRIVER_VI_BOARD) {
		driver_board_restart_sighted(d);
		return;
	}
	driver_board_restart_vi(d);
	driver_vi_check_whole(d, now_ms, NULL, NULL, 0);
}

enum anna_status anna_driver_board_state(struct anna_driver *d, enum anna_driver_role role,
					 uint64_t occupancy, uint64_t now_ms)
{
	if (!anna_driver_role_is_board(role) || !d->cfg.has[role])
		return ANNA_E_INVALID;
	driver_run_due(d, now_ms);
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
			driver_board_squares(d, role, out, anna_debounce_feed(&b->db, &sev[i], out));
		driver_board_squares(d, role, out, anna_debounce_advance(&b->db, now_ms, out));
		return ANNA_OK;
	}
	anna_decode_init(&b->dec, &d->map, occupancy);
	anna_debounce_init(&b->db, occupancy, d->cfg.debounce_ms);
	driver_board_whole(d, role, now_ms);
	return ANNA_OK;
}

bool anna_driver_needs_resync(const struct anna_driver *d, enum anna_driver_role role)
{
	if (!anna_driver_role_is_board(role) || !d->cfg.has[role])
		return false;
	return anna_decode_needs_resync(&d->board[role == ANNA_DRIVER_SIGHTED_BOARD].dec);
}

/* One raw event of a board: decoded, debounced, on to the inference. */
void driver_board_feed(struct anna_driver *d, enum anna_driver_role role,
		       const struct input_event *ev, uint64_t now_ms)
{
	struct driver_board *b = board_of(d, role);
	struct anna_square_event sev[64], out[64];
	size_t n = anna_decode_event(&b->dec, ev, sev);
	for (size_t i = 0; i < n; i++) {
		sev[i].time_ms = now_ms;
		driver_board_squares(d, role, out, anna_debounce_feed(&b->db, &sev[i], out));
	}
	/* A window of 0 passes every change through at once. */
	driver_board_squares(d, role, out, anna_debounce_advance(&b->db, now_ms, out));
}

void driver_boards_init(struct anna_driver *d)
{
	for (int i = 0; i < 2; i++) {
		anna_decode_init(&d->board[i].dec, &d->map, 0);
		anna_debounce_init(&d->board[i].db, 0, d->cfg.debounce_ms);
		anna_dgtboard_init(&d->board[i].dgt, d->cfg.dgt_orientation, d->cfg.dgt_settle_ms);
	}
}
