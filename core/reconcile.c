/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/reconcile.c: VI-13, the two boards settled from the two scoresheets.
 */
#include "core/reconcile.h"

#include <stdio.h>
#include <string.h>

#include "core/movegen.h"

const char *anna_reconcile_side_str(int side)
{
	return side == ANNA_RECONCILE_VI ? "vi" : side == ANNA_RECONCILE_SIGHTED ? "sighted" : "?";
}

const char *anna_reconcile_note_str(unsigned note)
{
	switch (note) {
	case ANNA_RECONCILE_N_INCOMPLETE: return "incomplete";
	case ANNA_RECONCILE_N_MISSING_PLY: return "missing_ply";
	case ANNA_RECONCILE_N_UNREAD: return "unread";
	case ANNA_RECONCILE_N_BOARD_NEITHER: return "board_neither";
	case ANNA_RECONCILE_N_BOTH_BOARDS: return "both_boards";
	case ANNA_RECONCILE_N_EMPTY: return "empty";
	}
	return "?";
}

const char *anna_reconcile_stop_str(enum anna_reconcile_stop stop)
{
	switch (stop) {
	case ANNA_RECONCILE_STOP_END: return "end";
	case ANNA_RECONCILE_STOP_UNREADABLE: return "unreadable";
	case ANNA_RECONCILE_STOP_ILLEGAL: return "illegal";
	case ANNA_RECONCILE_STOP_AMBIGUOUS: return "ambiguous";
	}
	return "?";
}

const char *anna_reconcile_incomplete_str(enum anna_reconcile_incomplete inc)
{
	switch (inc) {
	case ANNA_RECONCILE_INC_NONE: return "none";
	case ANNA_RECONCILE_INC_SHEET7: return "sheet7";
	case ANNA_RECONCILE_INC_LAG: return "lag";
	}
	return "?";
}

const char *anna_reconcile_match_str(enum anna_reconcile_match m)
{
	switch (m) {
	case ANNA_RECONCILE_M_UNKNOWN: return "unknown";
	case ANNA_RECONCILE_M_TARGET: return "target";
	case ANNA_RECONCILE_M_VI_SHEET: return "vi_sheet";
	case ANNA_RECONCILE_M_SIGHTED_SHEET: return "sighted_sheet";
	case ANNA_RECONCILE_M_SHEET_PLY: return "sheet_ply";
	case ANNA_RECONCILE_M_NEITHER: return "neither";
	}
	return "?";
}

void anna_reconcile_input_init(struct anna_reconcile_input *in)
{
	memset(in, 0, sizeof(*in));
	anna_core_init();
	anna_position_start(&in->start);
	in->vi_color = ANNA_WHITE;
	in->sheet7_from[0] = in->sheet7_from[1] = SIZE_MAX;
}

/* SHEET-7: five minutes, and the increment that keeps the obligation. */
#define SHEET7_LIMIT_MS (5u * 60u * 1000u)
#define SHEET7_INCREMENT_MS (30u * 1000u)

size_t anna_reconcile_sheet7(const struct anna_clock_snapshot *clocks, size_t n,
			     int color, uint64_t increment_ms)
{
	if (increment_ms >= SHEET7_INCREMENT_MS || color < 0 || color > 1)
		return SIZE_MAX;
	size_t from = SIZE_MAX;
	unsigned period = 0;
	for (size_t i = 0; i < n; i++) {
		const struct anna_clock_snapshot *s = &clocks[i];
		/* a new period ends the exemption (rest of THAT period) */
		if (from != SIZE_MAX && s->period[color] != period)
			from = SIZE_MAX;
		if (from == SIZE_MAX && s->remaining_ms[color] < SHEET7_LIMIT_MS) {
			from = s->ply;
			period = s->period[color];
		}
	}
	return from;
}

/* ---- reading a sheet -------------------------------------------------- */

static void position_after(const struct anna_position *start, const uint16_t *moves,
			   size_t plies, struct anna_position *out)
{
	struct anna_undo undo;
	*out = *start;
	for (size_t i = 0; i < plies; i++)
		anna_position_make(out, moves[i], &undo);
}

/* The sheet's legal moves up to its first flagged entry (the scoresheet
 * read each entry when it was entered, never guessing), and why it stops. */
static void read_sheet(const struct anna_reconcile_input *in,
		       const struct anna_scoresheet *sheet,
		       struct anna_reconcile_sheet *out)
{
	size_t n = sheet ? anna_scoresheet_count(sheet) : 0;
	size_t ok = sheet ? anna_scoresheet_first_problem(sheet) : 0;
	out->entries = n;
	out->plies = ok;
	out->stop = ANNA_RECONCILE_STOP_END;
	anna_error_clear(&out->error);
	for (size_t i = 0; i < ok; i++)
		out->moves[i] = anna_scoresheet_entry(sheet, i)->move;
	if (ok < n) {
		const struct anna_sheet_entry *e = anna_scoresheet_entry(sheet, ok);
		out->stop = e->state == ANNA_SHEET_ILLEGAL ? ANNA_RECONCILE_STOP_ILLEGAL :
			    e->state == ANNA_SHEET_AMBIGUOUS ? ANNA_RECONCILE_STOP_AMBIGUOUS :
			    ANNA_RECONCILE_STOP_UNREADABLE;
		out->error = e->error;
	}
	position_after(&in->start, out->moves, ok, &out->last);
}

/* ---- positions, boards, proposals ------------------------------------- */

static bool same_placement(const struct anna_position *a, const struct anna_position *b)
{
	return memcmp(a->board, b->board, sizeof(a->board)) == 0;
}

/* Which line's position a board shows, for the arbiter's picture of what
 * went wrong; the corrections are to the target whatever it shows. */
static void judge_board(const struct anna_reconcile_input *in,
			const struct anna_reconcile_result *res,
			const struct anna_position *board,
			const struct anna_position *target,
			struct anna_reconcile_board *out)
{
	out->given = true;
	out->match_sheet = -1;
	out->match_ply = 0;
	out->ncorrections = anna_correction_between(board, target, out->corrections);
	if (out->ncorrections == 0) {
		out->match = ANNA_RECONCILE_M_TARGET;
		return;
	}
	if (res && same_placement(board, &res->sheet[ANNA_RECONCILE_VI].last)) {
		out->match = ANNA_RECONCILE_M_VI_SHEET;
		return;
	}
	if (res && same_placement(board, &res->sheet[ANNA_RECONCILE_SIGHTED].last)) {
		out->match = ANNA_RECONCILE_M_SIGHTED_SHEET;
		return;
	}
	out->match = ANNA_RECONCILE_M_NEITHER;
	for (int s = 0; res && s < 2; s++) {
		struct anna_position pos = in->start;
		struct anna_undo undo;
		for (size_t i = 0; i <= res->sheet[s].plies; i++) {
			if (same_placement(board, &pos)) {
				out->match = ANNA_RECONCILE_M_SHEET_PLY;
				out->match_sheet = s;
				out->match_ply = i;
				return;
			}
			if (i < res->sheet[s].plies)
				anna_position_make(&pos, res->sheet[s].moves[i], &undo);
		}
	}
}

static void fill_proposal(const struct anna_reconcile_input *in,
			  const struct anna_reconcile_result *res, int line,
			  size_t plies, struct anna_reconcile_proposal *out)
{
	memset(out, 0, sizeof(*out));
	out->line = line;
	out->plies = plies;
	position_after(&in->start, res->sheet[line].moves, plies, &out->target);
	out->kind = ANNA_RECONCILE_AGREE;
	for (int s = 0; s < 2; s++) {
		size_t e = res->sheet[s].entries;
		out->discarded[s] = e > plies ? e - plies : 0;
		if (out->discarded[s])
			out->kind = ANNA_RECONCILE_DISAGREE;
	}
	/* VI-13 (iii): the readings stored at that ply (CLK-15) */
	for (size_t i = 0; i < in->nclocks; i++)
		if (in->clocks[i].ply == plies) {
			out->have_clock = true;
			out->clock = in->clocks[i];
			break;
		}
	for (int b = 0; b < 2; b++) {
		struct anna_reconcile_board *bd = &out->board[b];
		if (!in->have_board[b])
			continue;
		judge_board(in, res, &in->board[b], &out->target, bd);
		/* a board further along a sheet's line than the target: its
		 * pieces go back where they came from */
		size_t at = bd->match == ANNA_RECONCILE_M_VI_SHEET ? res->sheet[0].plies :
			    bd->match == ANNA_RECONCILE_M_SIGHTED_SHEET ? res->sheet[1].plies :
			    bd->match == ANNA_RECONCILE_M_SHEET_PLY ? bd->match_ply : 0;
		for (size_t i = 0; i < bd->ncorrections; i++)
			bd->corrections[i].back = bd->corrections[i].kind == ANNA_CORRECTION_MOVE &&
						  at > plies;
	}
}

enum anna_status anna_reconcile_propose_at(const struct anna_reconcile_input *in,
					   const struct anna_reconcile_result *res,
					   int line, size_t plies,
					   struct anna_reconcile_proposal *out,
					   struct anna_error *err)
{
	anna_error_clear(err);
	if (line != ANNA_RECONCILE_VI && line != ANNA_RECONCILE_SIGHTED)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_RECONCILE_PLY, "?", "?");
	if (plies > res->sheet[line].plies) {
		char a[24], b[24];
		snprintf(a, sizeof(a), "%zu", plies);
		snprintf(b, sizeof(b), "%zu", res->sheet[line].plies);
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_RECONCILE_PLY, a, b);
	}
	fill_proposal(in, res, line, plies, out);
	return ANNA_OK;
}

/* Do the entries of sheet `lacks` from index k on read as the moves of
 * sheet `full` from k + 1 on (the lacking sheet skipped ply k)? At least
 * one entry must show it, and every remaining entry must fit. The entries
 * are entered again, as written and with their sheet's letters, on a
 * scratch sheet that holds full's first k + 1 moves. 1 yes, 0 no,
 * ANNA_E_NOMEM. */
static int skipped_ply(const struct anna_reconcile_input *in,
		       const struct anna_reconcile_result *res, int full, int lacks,
		       size_t k)
{
	const struct anna_reconcile_sheet *f = &res->sheet[full];
	const struct anna_scoresheet *ls = in->sheet[lacks];
	size_t count = ls ? anna_scoresheet_count(ls) : 0;
	if (count <= k || count + 1 > f->plies)
		return 0;
	struct anna_scoresheet tmp;
	anna_scoresheet_init(&tmp, &in->start);
	int fits = 1;
	for (size_t i = 0; i <= k && fits == 1; i++)
		if (anna_scoresheet_add(&tmp, f->moves[i], 0, 0, NULL) != ANNA_OK)
			fits = ANNA_E_NOMEM; /* legal by construction: only memory */
	for (size_t j = k; j < count && fits == 1; j++) {
		const struct anna_sheet_entry *e = anna_scoresheet_entry(ls, j);
		enum anna_status st = e->text[0] ?
			anna_scoresheet_enter(&tmp, e->text, in->letters[lacks], 0, NULL) :
			anna_scoresheet_add(&tmp, e->move, 0, 0, NULL);
		if (st == ANNA_E_NOMEM)
			fits = ANNA_E_NOMEM;
		else if (st != ANNA_OK || anna_scoresheet_entry(&tmp, j + 1)->move != f->moves[j + 1])
			fits = 0;
	}
	anna_scoresheet_fini(&tmp);
	return fits;
}

enum anna_status anna_reconcile(const struct anna_reconcile_input *in,
				struct anna_reconcile_result *out,
				struct anna_error *err)
{
	anna_error_clear(err);
	if (in->vi_color != ANNA_WHITE && in->vi_color != ANNA_BLACK)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CLOCK_SIDE, "?");
	for (int s = 0; s < 2; s++)
		if (in->sheet[s] && anna_scoresheet_count(in->sheet[s]) > ANNA_RECONCILE_MAX_PLIES) {
			char a[24], b[24];
			snprintf(a, sizeof(a), "%zu", anna_scoresheet_count(in->sheet[s]));
			snprintf(b, sizeof(b), "%d", ANNA_RECONCILE_MAX_PLIES);
			return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_RECONCILE_TOO_LONG, a, b);
		}
	for (int s = 0; s < 2; s++)
		if (in->sheet[s] && !anna_position_equal(&in->sheet[s]->start, &in->start))
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_RECONCILE_START);
	anna_core_init();
	memset(out, 0, sizeof(*out));
	out->incomplete_sheet = out->missing_sheet = out->unread_sheet = -1;

	/* VI-13 (i): each scoresheet replayed into a line of positions */
	read_sheet(in, in->sheet[ANNA_RECONCILE_VI], &out->sheet[0]);
	read_sheet(in, in->sheet[ANNA_RECONCILE_SIGHTED], &out->sheet[1]);
	const struct anna_reconcile_sheet *a = &out->sheet[0], *b = &out->sheet[1];
	bool a_end = a->stop == ANNA_RECONCILE_STOP_END;
	bool b_end = b->stop == ANNA_RECONCILE_STOP_END;

	/* VI-13 (iii): the longest common prefix */
	size_t common = a->plies < b->plies ? a->plies : b->plies;
	size_t k = in->sheet[0] && in->sheet[1] ?
		   anna_scoresheet_common_prefix(in->sheet[0], in->sheet[1]) : 0;
	out->agreed = k;

	if (!a_end || !b_end) {
		out->notes |= ANNA_RECONCILE_N_UNREAD;
		out->unread_sheet = !a_end && (b_end || a->plies <= b->plies) ?
				    ANNA_RECONCILE_VI : ANNA_RECONCILE_SIGHTED;
	}
	if (a->entries == 0 && b->entries == 0)
		out->notes |= ANNA_RECONCILE_N_EMPTY;

	int line = ANNA_RECONCILE_VI;
	size_t plies = k;
	if (k == common && a->plies != b->plies && a_end && b_end) {
		/* one sheet is the other's beginning: incomplete, or short? */
		int sh = a->plies < b->plies ? ANNA_RECONCILE_VI : ANNA_RECONCILE_SIGHTED;
		int lo = 1 - sh;
		size_t gap = out->sheet[lo].plies - out->sheet[sh].plies;
		enum anna_reconcile_incomplete inc = ANNA_RECONCILE_INC_NONE;
		/* SHEET-7: released from the ply his time fell under five
		 * minutes; [Interpretation] the two entries SHEET-3 let him
		 * leave unwritten at that moment count as released too */
		if (in->sheet7_from[sh] != SIZE_MAX &&
		    in->sheet7_from[sh] <= out->sheet[sh].plies + 2)
			inc = ANNA_RECONCILE_INC_SHEET7;
		else if (gap <= 2)
			inc = ANNA_RECONCILE_INC_LAG;    /* SHEET-3: allowed lag */
		if (inc != ANNA_RECONCILE_INC_NONE) {
			out->notes |= ANNA_RECONCILE_N_INCOMPLETE;
			out->incomplete_sheet = sh;
			out->incomplete = inc;
			line = lo;
			plies = out->sheet[lo].plies;
		}
	} else if (k < a->entries || k < b->entries) {
		/* a divergence at k: did one sheet skip ply k of the other? */
		for (int full = 0; full < 2 && out->missing_sheet < 0; full++) {
			int skipped = skipped_ply(in, out, full, 1 - full, k);
			if (skipped < 0)
				return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
			if (!skipped)
				continue;
			out->notes |= ANNA_RECONCILE_N_MISSING_PLY;
			out->missing_sheet = 1 - full;
			out->missing_index = k;
			out->missing_move = out->sheet[full].moves[k];
			out->have_alternative = true;
			fill_proposal(in, out, full, out->sheet[full].plies, &out->alternative);
		}
	}

	fill_proposal(in, out, line, plies, &out->proposal);
	out->kind = out->proposal.kind;
	const struct anna_reconcile_board *bd = out->proposal.board;
	for (int i = 0; i < 2; i++)
		if (bd[i].given && bd[i].match == ANNA_RECONCILE_M_NEITHER)
			out->notes |= ANNA_RECONCILE_N_BOARD_NEITHER;
	if (bd[0].given && bd[1].given && bd[0].ncorrections && bd[1].ncorrections)
		out->notes |= ANNA_RECONCILE_N_BOTH_BOARDS;
	return ANNA_OK;
}

/* ---- the procedure ---------------------------------------------------- */

const char *anna_reconcile_state_str(enum anna_reconcile_state s)
{
	switch (s) {
	case ANNA_RECONCILE_IDLE: return "idle";
	case ANNA_RECONCILE_PAUSED: return "paused";
	case ANNA_RECONCILE_PROPOSED: return "proposed";
	case ANNA_RECONCILE_CONFIRMED: return "confirmed";
	}
	return "?";
}

const char *anna_reconcile_event_str(enum anna_reconcile_event e)
{
	switch (e) {
	case ANNA_RECONCILE_EV_START: return "start";
	case ANNA_RECONCILE_EV_PROPOSE: return "propose";
	case ANNA_RECONCILE_EV_OVERRIDE: return "override";
	case ANNA_RECONCILE_EV_CONFIRM: return "confirm";
	case ANNA_RECONCILE_EV_BOARD_OK: return "board_ok";
	case ANNA_RECONCILE_EV_RESUME: return "resume";
	case ANNA_RECONCILE_EV_CANCEL: return "cancel";
	}
	return "?";
}

void anna_reconcile_procedure_init(struct anna_reconcile_procedure *p)
{
	memset(p, 0, sizeof(*p));
	p->state = ANNA_RECONCILE_IDLE;
}

static void log_step(struct anna_reconcile_procedure *p, uint64_t now_ms,
		     enum anna_reconcile_event ev, bool refused,
		     enum anna_reconcile_state from, int board)
{
	if (p->nlog == ANNA_RECONCILE_LOG_MAX) {
		p->dropped++;
		return;
	}
	struct anna_reconcile_log_entry *e = &p->log[p->nlog++];
	bool with_proposal = !refused && (ev == ANNA_RECONCILE_EV_PROPOSE ||
					  ev == ANNA_RECONCILE_EV_OVERRIDE ||
					  ev == ANNA_RECONCILE_EV_CONFIRM);
	e->at_ms = now_ms;
	e->event = ev;
	e->refused = refused;
	e->from = from;
	e->to = p->state;
	e->kind = with_proposal ? (int)p->current.kind : -1;
	e->line = with_proposal ? p->current.line : -1;
	e->plies = with_proposal ? (long)p->current.plies : -1;
	e->board = ev == ANNA_RECONCILE_EV_BOARD_OK ? board : -1;
}

static enum anna_status refuse(struct anna_reconcile_procedure *p, uint64_t now_ms,
			       enum anna_reconcile_event ev, int board,
			       struct anna_error *err)
{
	log_step(p, now_ms, ev, true, p->state, board);
	return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_RECONCILE_STATE,
			      anna_reconcile_event_str(ev),
			      anna_reconcile_state_str(p->state));
}

enum anna_status anna_reconcile_step(struct anna_reconcile_procedure *p,
				     uint64_t now_ms, enum anna_reconcile_event ev,
				     const struct anna_reconcile_proposal *proposal,
				     int board, struct anna_error *err)
{
	anna_error_clear(err);
	enum anna_reconcile_state from = p->state;
	switch (p->state) {
	case ANNA_RECONCILE_IDLE:
		if (ev != ANNA_RECONCILE_EV_START)
			return refuse(p, now_ms, ev, board, err);
		/* VI-13 (iv), CLK-14: the clocks stop while the arbiter works */
		p->state = ANNA_RECONCILE_PAUSED;
		p->board_ok[0] = p->board_ok[1] = false;
		break;
	case ANNA_RECONCILE_PAUSED:
	case ANNA_RECONCILE_PROPOSED:
		if (ev == ANNA_RECONCILE_EV_CANCEL) {
			p->state = ANNA_RECONCILE_IDLE;
			break;
		}
		if ((ev == ANNA_RECONCILE_EV_PROPOSE && p->state == ANNA_RECONCILE_PAUSED) ||
		    (ev == ANNA_RECONCILE_EV_OVERRIDE && p->state == ANNA_RECONCILE_PROPOSED)) {
			if (!proposal)
				return refuse(p, now_ms, ev, board, err);
			p->current = *proposal;
			p->state = ANNA_RECONCILE_PROPOSED;
			break;
		}
		if (ev == ANNA_RECONCILE_EV_CONFIRM && p->state == ANNA_RECONCILE_PROPOSED) {
			/* ED-2: only now does the proposal become the decision */
			p->state = ANNA_RECONCILE_CONFIRMED;
			for (int b = 0; b < 2; b++)
				p->board_ok[b] = p->current.board[b].given &&
						 p->current.board[b].ncorrections == 0;
			break;
		}
		return refuse(p, now_ms, ev, board, err);
	case ANNA_RECONCILE_CONFIRMED:
		if (ev == ANNA_RECONCILE_EV_BOARD_OK && (board == 0 || board == 1)) {
			p->board_ok[board] = true;
			break;
		}
		if (ev == ANNA_RECONCILE_EV_RESUME && p->board_ok[0] && p->board_ok[1]) {
			p->state = ANNA_RECONCILE_IDLE;
			break;
		}
		return refuse(p, now_ms, ev, board, err);
	}
	log_step(p, now_ms, ev, false, from, board);
	return ANNA_OK;
}

/* ---- the clock file --------------------------------------------------- */

/* A time: digits only = milliseconds, else H:MM:SS[.f]. */
static enum anna_status clock_time(const char *t, size_t n, uint64_t *ms,
				   struct anna_error *err)
{
	char buf[64];
	if (n == 0 || n >= sizeof(buf))
		goto bad;
	memcpy(buf, t, n);
	buf[n] = '\0';
	if (strspn(buf, "0123456789") == n) {
		if (n > 12)
			goto bad;
		uint64_t v = 0;
		for (size_t i = 0; i < n; i++)
			v = v * 10 + (uint64_t)(buf[i] - '0');
		*ms = v;
		return ANNA_OK;
	}
	if (anna_clock_parse_clk(buf, ms, NULL) == ANNA_OK)
		return ANNA_OK;
bad:
	snprintf(buf, sizeof(buf), "%.*s", (int)(n < 40 ? n : 40), t);
	return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_RECONCILE_CLOCK_TIME, buf);
}

enum anna_status anna_reconcile_parse_clocks(const char *text, size_t len,
					     int first_side,
					     struct anna_clock_snapshot *snapshots,
					     size_t max, size_t *n,
					     struct anna_error *err)
{
	anna_error_clear(err);
	*n = 0;
	unsigned line = 0;
	for (size_t i = 0; i < len;) {
		size_t ls = i;
		while (i < len && text[i] != '\n')
			i++;
		size_t le = i;
		if (i < len)
			i++;
		line++;
		const char *l = text + ls;
		size_t ll = le - ls;
		if (ll && l[ll - 1] == '\r')
			ll--;
		/* fields: start and length of up to four */
		size_t fs[4], fl[4], nf = 0;
		for (size_t j = 0; j < ll;) {
			if (l[j] == ' ' || l[j] == '\t') {
				j++;
				continue;
			}
			if (l[j] == '#')
				break;
			size_t s0 = j;
			while (j < ll && l[j] != ' ' && l[j] != '\t')
				j++;
			if (nf < 4) {
				fs[nf] = s0;
				fl[nf] = j - s0;
			}
			nf++;
		}
		if (nf == 0)
			continue;
		if (memchr(l, '\0', ll))
			nf = 99;
		bool digits = nf == 3 && fl[0] <= 6;
		for (size_t j = 0; digits && j < fl[0]; j++)
			digits = l[fs[0] + j] >= '0' && l[fs[0] + j] <= '9';
		if (!digits) {
			char buf[80];
			snprintf(buf, sizeof(buf), "%.*s", (int)(ll < 60 ? ll : 60), l);
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_RECONCILE_CLOCK_LINE, buf);
			anna_error_at(err, line, 1);
			return ANNA_E_SYNTAX;
		}
		unsigned long ply = 0;
		for (size_t j = 0; j < fl[0]; j++)
			ply = ply * 10 + (unsigned long)(l[fs[0] + j] - '0');
		if (*n > 0 && ply <= snapshots[*n - 1].ply) {
			char a[24], b[24];
			snprintf(a, sizeof(a), "%lu", ply);
			snprintf(b, sizeof(b), "%u", snapshots[*n - 1].ply);
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_RECONCILE_CLOCK_ORDER, a, b);
			anna_error_at(err, line, anna_error_column(l, fs[0]));
			return ANNA_E_SYNTAX;
		}
		if (*n == max) {
			char a[24], b[24];
			snprintf(a, sizeof(a), "%u", line);
			snprintf(b, sizeof(b), "%zu", max);
			anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_RECONCILE_TOO_LONG, a, b);
			anna_error_at(err, line, 1);
			return ANNA_E_RANGE;
		}
		struct anna_clock_snapshot s;
		memset(&s, 0, sizeof(s));
		s.ply = (unsigned)ply;
		s.mover = ply == 0 ? -1 : (ply % 2 == 1 ? first_side : 1 - first_side);
		for (int side = 0; side < 2; side++) {
			size_t f = 1 + (size_t)side;
			if (clock_time(l + fs[f], fl[f], &s.remaining_ms[side], err) != ANNA_OK) {
				anna_error_at(err, line, anna_error_column(l, fs[f]));
				return ANNA_E_SYNTAX;
			}
		}
		snapshots[(*n)++] = s;
	}
	return ANNA_OK;
}
