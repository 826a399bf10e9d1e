/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable.c: could this colour checkmate by any series of legal
 * moves? (CLK-9/10/17, END-4; the steps are described in unwinnable.h.)
 *
 * The search follows the method published with the Chess Unwinnability
 * Analyzer (Ambrona et al.): a help-mate search towards a corner of the
 * losing king, in which moves that make progress cost no depth and moves
 * that waste material cost more; the facts of its static material test
 * are restated and proven in unwinnable.h. The code is anna's own.
 */
#include "core/unwinnable.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/movegen.h"
#include "core/unwinnable_best.h"

const char *anna_mate_reason_str(enum anna_mate_reason r)
{
	switch (r) {
	case ANNA_MATE_BY_LINE: return "line";
	case ANNA_MATE_ALREADY: return "mated";
	case ANNA_MATE_NO_MATERIAL: return "material";
	case ANNA_MATE_NO_LOCKED: return "locked";
	case ANNA_MATE_NO_EXHAUSTED: return "searched";
	case ANNA_MATE_NO_BUDGET: return "budget";
	}
	return "invalid";
}

void anna_mate_work_init(struct anna_mate_work *w)
{
	memset(w, 0, sizeof(*w));
}

/* ---- 1. material ---- */

static uint64_t pieces(const struct anna_position *pos, int color, int type)
{
	return pos->by_color[color] & pos->by_type[type];
}

bool anna_unwinnable_material(const struct anna_position *pos, int a)
{
	int v = !a;
	uint64_t mine = pos->by_color[a] & ~pos->by_type[ANNA_KING];
	uint64_t theirs = pos->by_color[v] & ~pos->by_type[ANNA_KING];
	if (!mine)
		return true; /* 1 */
	if (pieces(pos, v, ANNA_PAWN))
		return false;
	uint64_t kn = pieces(pos, a, ANNA_KNIGHT);
	if (mine == kn && !anna_bb_several(kn) &&
	    !(theirs & ~pieces(pos, v, ANNA_QUEEN)))
		return true; /* 2 */
	uint64_t bishops = pos->by_type[ANNA_BISHOP];
	if (mine == pieces(pos, a, ANNA_BISHOP) && !pieces(pos, v, ANNA_KNIGHT) &&
	    (!(bishops & ANNA_BB_LIGHT) || !(bishops & ~ANNA_BB_LIGHT)))
		return true; /* 3 */
	return false;
}

bool anna_game_material_cannot_mate(const uint8_t board[64], int color)
{
	struct anna_position p;
	memset(p.by_color, 0, sizeof(p.by_color));
	memset(p.by_type, 0, sizeof(p.by_type));
	for (int sq = 0; sq < 64; sq++) {
		if (board[sq] == ANNA_NO_PIECE)
			continue;
		p.by_color[ANNA_PIECE_COLOR(board[sq])] |= ANNA_BB(sq);
		p.by_type[ANNA_PIECE_TYPE(board[sq])] |= ANNA_BB(sq);
	}
	return anna_unwinnable_material(&p, color);
}

/* ---- 2. a locked pawn structure ---- */

/* The squares a piece of type on sq can ever stand on, if nothing but
 * walls ever blocks it and it may never enter a square in banned. */
static uint64_t flood(int type, int sq, uint64_t walls, uint64_t banned)
{
	uint64_t region = ANNA_BB(sq), done = 0;
	while (region != done) {
		uint64_t todo = region & ~done;
		done = region;
		while (todo) {
			int s = anna_bb_pop(&todo);
			uint64_t to;
			switch (type) {
			case ANNA_KNIGHT: to = anna_attacks_knight(s); break;
			case ANNA_BISHOP: to = anna_attacks_bishop(s, walls); break;
			case ANNA_ROOK: to = anna_attacks_rook(s, walls); break;
			case ANNA_QUEEN:
				to = anna_attacks_bishop(s, walls) | anna_attacks_rook(s, walls);
				break;
			default: to = anna_attacks_king(s); break;
			}
			region |= to & ~walls & ~banned;
		}
	}
	return region;
}

/* Every square some square of region lets a piece of type attack. */
static uint64_t attacks_from(int type, uint64_t region, uint64_t walls)
{
	uint64_t at = 0;
	while (region) {
		int s = anna_bb_pop(&region);
		switch (type) {
		case ANNA_KNIGHT: at |= anna_attacks_knight(s); break;
		case ANNA_BISHOP: at |= anna_attacks_bishop(s, walls); break;
		case ANNA_ROOK: at |= anna_attacks_rook(s, walls); break;
		case ANNA_QUEEN:
			at |= anna_attacks_bishop(s, walls) | anna_attacks_rook(s, walls);
			break;
		default: at |= anna_attacks_king(s); break;
		}
	}
	return at;
}

static uint64_t pawn_attacks(uint64_t pawns, int color)
{
	uint64_t at = 0;
	while (pawns)
		at |= anna_attacks_pawn(color, anna_bb_pop(&pawns));
	return at;
}

/*
 * Supposing the pawns in frozen stay where they are for good, where could
 * each colour's other men ever stand (reach) and what could they ever
 * attack (attack; men: without the king's)? A king never enters a square
 * a frozen enemy pawn attacks. Every other pawn walks up its file until a
 * frozen pawn stops it; it is free (anywhere, attacking everything) once
 * it can promote or an enemy man can ever stand where it would take.
 */
struct locked {
	uint64_t frozen, frozen_at[2];
	uint64_t reach[2], attack[2], men_attack[2], king_reach[2];
};

static void locked_regions(const struct anna_position *pos, struct locked *l)
{
	uint64_t walls = l->frozen;
	for (int c = 0; c < 2; c++)
		l->frozen_at[c] = pawn_attacks(pieces(pos, c, ANNA_PAWN) & walls, c);
	for (int c = 0; c < 2; c++) {
		l->reach[c] = l->attack[c] = l->men_attack[c] = 0;
		uint64_t men = pos->by_color[c] & ~pos->by_type[ANNA_PAWN];
		while (men) {
			int s = anna_bb_pop(&men);
			int t = ANNA_PIECE_TYPE(pos->board[s]);
			uint64_t banned = t == ANNA_KING ? l->frozen_at[!c] : 0;
			uint64_t r = flood(t, s, walls, banned);
			uint64_t at = attacks_from(t, r, walls);
			if (t == ANNA_KING) {
				l->king_reach[c] = r;
				/* a king takes only an undefended pawn */
				at &= ~l->frozen_at[!c];
			} else {
				l->men_attack[c] |= at;
			}
			l->reach[c] |= r;
			l->attack[c] |= at;
		}
	}
	uint64_t free_pawns = 0, piece_reach[2] = { l->reach[0], l->reach[1] };
	uint64_t piece_attack[2] = { l->attack[0], l->attack[1] };
	uint64_t piece_men[2] = { l->men_attack[0], l->men_attack[1] };
	for (bool change = true; change;) {
		change = false;
		uint64_t reach[2] = { piece_reach[0], piece_reach[1] };
		uint64_t attack[2] = { piece_attack[0], piece_attack[1] };
		uint64_t men[2] = { piece_men[0], piece_men[1] };
		uint64_t path[64];
		for (int c = 0; c < 2; c++) {
			uint64_t pawns = pieces(pos, c, ANNA_PAWN) & ~walls;
			while (pawns) {
				int s = anna_bb_pop(&pawns);
				uint64_t r = ANNA_BB(s);
				int step = c == ANNA_WHITE ? 8 : -8;
				for (int t = s + step; t >= 0 && t < 64 && !(walls & ANNA_BB(t));
				     t += step)
					r |= ANNA_BB(t);
				if (r & (ANNA_BB_RANK_1 | ANNA_BB_RANK_8))
					free_pawns |= ANNA_BB(s);
				if (free_pawns & ANNA_BB(s)) {
					path[s] = ~walls;
					reach[c] |= ~walls;
					attack[c] = men[c] = ~UINT64_C(0);
					continue;
				}
				path[s] = r;
				reach[c] |= r;
				uint64_t at = pawn_attacks(r, c);
				attack[c] |= at;
				men[c] |= at;
			}
		}
		for (int c = 0; c < 2; c++) {
			uint64_t pawns = pieces(pos, c, ANNA_PAWN) & ~walls & ~free_pawns;
			while (pawns) {
				int s = anna_bb_pop(&pawns);
				if (pawn_attacks(path[s], c) & (reach[!c] | pos->by_color[!c])) {
					free_pawns |= ANNA_BB(s);
					change = true;
				}
			}
		}
		for (int c = 0; c < 2; c++) {
			l->reach[c] = reach[c];
			l->attack[c] = attack[c];
			l->men_attack[c] = men[c];
		}
	}
}

/* Pawns of frozen that stay stuck if the others do: the square ahead
 * holds a frozen pawn, no enemy man can ever stand where it would take,
 * none can ever take it. */
static uint64_t still_stuck(const struct anna_position *pos, const struct locked *l)
{
	uint64_t stuck = 0;
	for (int c = 0; c < 2; c++) {
		uint64_t pawns = pieces(pos, c, ANNA_PAWN) & l->frozen;
		while (pawns) {
			int s = anna_bb_pop(&pawns);
			int ahead = c == ANNA_WHITE ? s + 8 : s - 8;
			if (ahead < 0 || ahead > 63 || !(l->frozen & ANNA_BB(ahead)))
				continue;
			if (anna_attacks_pawn(c, s) & (pos->by_color[!c] | l->reach[!c]))
				continue;
			if (l->attack[!c] & ANNA_BB(s))
				continue;
			stuck |= ANNA_BB(s);
		}
	}
	return stuck;
}

bool anna_unwinnable_locked(const struct anna_position *pos, int a)
{
	if (!pos->by_type[ANNA_PAWN] || (pos->ep != ANNA_NO_SQ && anna_position_ep_legal(pos)))
		return false;
	/* The largest set of pawns that stay stuck if they all do. */
	struct locked l = { .frozen = pos->by_type[ANNA_PAWN] };
	for (;;) {
		locked_regions(pos, &l);
		uint64_t stuck = still_stuck(pos, &l);
		if (stuck == l.frozen)
			break;
		l.frozen = stuck;
	}
	/* The mated king stands where it can go and is attacked there by a
	 * man of a (never by a frozen pawn: its king never enters a square
	 * one attacks). */
	return !(l.men_attack[a] & l.king_reach[!a]);
}

/* ---- 3. the help-mate search ---- */

struct search {
	struct anna_position pos;
	int winner, loser;
	unsigned long nodes, budget;
	bool cut;          /* a line was cut at the depth limit */
	bool out;          /* the budget ran out */
	struct anna_mate_work *w;
	uint16_t generation;
};

static int king_dist(int a, int b)
{
	int df = abs(ANNA_SQ_FILE(a) - ANNA_SQ_FILE(b));
	int dr = abs(ANNA_SQ_RANK(a) - ANNA_SQ_RANK(b));
	return df > dr ? df : dr;
}

uint8_t anna_mate_knight_dist[64][64];

static void knight_table(void)
{
	for (int from = 0; from < 64; from++) {
		uint8_t *row = anna_mate_knight_dist[from];
		memset(row, 0xff, 64);
		int queue[64], head = 0, tail = 0;
		row[from] = 0;
		queue[tail++] = from;
		while (head < tail) {
			int sq = queue[head++];
			uint64_t to = anna_attacks_knight(sq);
			while (to) {
				int t = anna_bb_pop(&to);
				if (row[t] != 0xff)
					continue;
				row[t] = (uint8_t)(row[sq] + 1);
				queue[tail++] = t;
			}
		}
	}
}

/*
 * The corner the search drives the losing king to: on the winner's eighth
 * rank, dark if the winner has a dark-squared bishop (or no bishop while
 * the loser has a light-squared one), else light. The winner's king aims
 * two squares in front of it, the loser's men at the square beside it.
 */
struct targets {
	int corner, winner_king, blocker;
};

static void set_targets(const struct search *s, struct targets *t)
{
	const struct anna_position *p = &s->pos;
	uint64_t wb = pieces(p, s->winner, ANNA_BISHOP);
	uint64_t lb = pieces(p, s->loser, ANNA_BISHOP);
	bool dark = (wb & ~ANNA_BB_LIGHT) || (!wb && (lb & ANNA_BB_LIGHT));
	int rank = s->winner == ANNA_WHITE ? 7 : 0;
	int step = s->winner == ANNA_WHITE ? -2 : 2;
	/* h8 and a1 are dark, a8 and h1 light */
	int file = (dark == (rank == 7)) ? 7 : 0;
	t->corner = ANNA_SQ(file, rank);
	t->winner_king = ANNA_SQ(file, rank + step);
	t->blocker = ANNA_SQ(file == 7 ? 6 : 1, rank);
}

static bool closer(int type, uint16_t m, int target)
{
	int from = anna_move_from(m), to = anna_move_to(m);
	if (type == ANNA_KING)
		return king_dist(to, target) < king_dist(from, target);
	if (type == ANNA_KNIGHT)
		return anna_mate_knight_dist[to][target] < anna_mate_knight_dist[from][target];
	return false;
}

/* Must the loser promote for the winner to mate (the winner's men alone
 * need a blocker the loser does not have)? Only a hint for the order. */
static bool loser_must_promote(const struct anna_position *p, int a)
{
	int v = !a;
	uint64_t mine = p->by_color[a] & ~p->by_type[ANNA_KING];
	uint64_t theirs = p->by_color[v] & ~p->by_type[ANNA_KING];
	uint64_t kn = pieces(p, a, ANNA_KNIGHT);
	if (mine == kn && !anna_bb_several(kn) &&
	    !(theirs & (p->by_type[ANNA_KNIGHT] | p->by_type[ANNA_BISHOP] |
			p->by_type[ANNA_ROOK])))
		return true;
	uint64_t wb = pieces(p, a, ANNA_BISHOP);
	uint64_t colour = (wb & ANNA_BB_LIGHT) ? ANNA_BB_LIGHT : ~ANNA_BB_LIGHT;
	return mine == wb && !(p->by_type[ANNA_BISHOP] & ~colour) &&
	       !pieces(p, v, ANNA_KNIGHT);
}

enum cost { REWARD = 0, NORMAL = 1, PUNISH = 3 };

/* The depth-first search's longest line (its stack: about 1 KB a ply);
 * longer lines are the best-first search's. */
#define DFS_MAX_PLY 256

static enum cost classify(const struct search *s, const struct targets *t,
			  bool must_promote, uint16_t m)
{
	const struct anna_position *p = &s->pos;
	int from = anna_move_from(m);
	int type = ANNA_PIECE_TYPE(p->board[from]);
	bool capture = anna_move_is_capture(m);
	if (p->side == s->winner) {
		if (capture)
			return REWARD;
		if (type == ANNA_PAWN) {
			int r = ANNA_SQ_RANK(anna_move_to(m));
			if ((s->winner == ANNA_WHITE ? r : 7 - r) >= 4)
				return REWARD;
		}
		return closer(type, m, type == ANNA_KING ? t->winner_king : t->corner)
			       ? REWARD : NORMAL;
	}
	enum cost c = NORMAL;
	if (must_promote) {
		enum anna_piece_type pr = anna_move_promotion(m);
		c = type == ANNA_PAWN && pr != ANNA_QUEEN && pr != ANNA_ROOK ? REWARD
									   : PUNISH;
	}
	if (closer(type, m, type == ANNA_KING ? t->corner : t->blocker))
		return REWARD;
	if (capture)
		return PUNISH;
	return c;
}

/* ---- the transposition table: whole positions, never a hash alone ---- */

static void pack(const struct anna_position *p, struct anna_mate_tt_entry *e)
{
	for (int i = 0; i < 32; i++)
		e->packed[i] = (uint8_t)(p->board[2 * i] | (p->board[2 * i + 1] << 4));
	e->side = p->side;
	e->castling = p->castling;
	e->ep = p->ep != ANNA_NO_SQ && anna_position_ep_legal(p) ? p->ep : ANNA_NO_SQ;
}

/* True if pos was searched in this iteration with at least depth left;
 * else records it with depth. */
static bool tt_seen(struct search *s, int depth)
{
	struct anna_mate_tt_entry e;
	pack(&s->pos, &e);
	uint64_t k = s->pos.key;
	struct anna_mate_tt_entry *slot =
		&s->w->tt[(uint32_t)(k ^ (k >> 29)) & (ANNA_MATE_TT_SIZE - 1)];
	if (slot->used && slot->generation == s->generation &&
	    slot->side == e.side && slot->castling == e.castling && slot->ep == e.ep &&
	    memcmp(slot->packed, e.packed, sizeof(e.packed)) == 0) {
		if (slot->depth >= depth)
			return true;
		slot->depth = (uint16_t)depth;
		return false;
	}
	e.used = 1;
	e.depth = (uint16_t)depth;
	e.generation = s->generation;
	*slot = e;
	return false;
}

static void next_generation(struct search *s)
{
	if (++s->w->generation == 0) {
		memset(s->w->tt, 0, sizeof(s->w->tt));
		s->w->generation = 1;
	}
	s->generation = s->w->generation;
}

/*
 * Depth-first from s->pos with depth left; ply moves are on the line.
 * True when a mate was found (the line is in w->line[0 .. ply]).
 */
static bool find(struct search *s, int ply, int depth, bool progress, size_t *len)
{
	if (s->nodes >= s->budget) {
		s->out = true;
		return false;
	}
	s->nodes++;
	struct anna_position *p = &s->pos;
	if (anna_unwinnable_material(p, s->winner))
		return false;
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(p, moves);
	if (n == 0) {
		if (p->side == s->loser && anna_position_in_check(p)) {
			*len = (size_t)ply;
			return true;
		}
		return false; /* stalemate, or the winner mated */
	}
	if (depth <= 0 || ply >= DFS_MAX_PLY) {
		s->cut = true;
		return false;
	}
	if (tt_seen(s, depth))
		return false;
	struct targets t;
	set_targets(s, &t);
	bool must_promote = p->side == s->loser && loser_must_promote(p, s->winner);
	/* cheapest first, each class in generation order */
	uint8_t cost[ANNA_MAX_MOVES];
	for (size_t i = 0; i < n; i++)
		cost[i] = (uint8_t)classify(s, &t, must_promote, moves[i]);
	static const enum cost order[3] = { REWARD, NORMAL, PUNISH };
	for (int o = 0; o < 3; o++) {
		for (size_t i = 0; i < n; i++) {
			if (cost[i] != order[o])
				continue;
			int c = cost[i];
			if (c == NORMAL && progress)
				c = 0;
			struct anna_undo u;
			anna_position_make(p, moves[i], &u);
			s->w->line[ply] = moves[i];
			bool found = find(s, ply + 1, depth - c, cost[i] == REWARD, len);
			anna_position_unmake(p, moves[i], &u);
			if (found)
				return true;
			if (s->out)
				return false;
		}
	}
	return false;
}

static bool loser_mated(const struct anna_position *p, int winner)
{
	uint16_t moves[ANNA_MAX_MOVES];
	return p->side != winner && anna_position_in_check(p) &&
	       anna_movegen_legal(p, moves) == 0;
}

/* YES rests on legal moves and a real checkmate, never on the tables. */
static bool verify(const struct anna_position *root, const uint16_t *line,
		   size_t len, int winner)
{
	struct anna_position p = *root;
	for (size_t i = 0; i < len; i++) {
		if (!anna_movegen_is_legal(&p, line[i]))
			return false;
		struct anna_undo u;
		anna_position_make(&p, line[i], &u);
	}
	return loser_mated(&p, winner);
}

static enum anna_mate_answer answer(struct anna_mate_verdict *out,
				    enum anna_mate_answer a, enum anna_mate_reason r)
{
	out->answer = a;
	out->reason = r;
	return a;
}

enum anna_mate_answer anna_unwinnable_decide(const struct anna_position *pos,
					     int color, unsigned long budget,
					     struct anna_mate_work *work,
					     struct anna_mate_verdict *out)
{
	out->line_len = 0;
	out->nodes = 0;
	if (color != ANNA_WHITE && color != ANNA_BLACK)
		return answer(out, ANNA_MATE_UNKNOWN, ANNA_MATE_NO_BUDGET);
	anna_core_init();
	static pthread_once_t tables = PTHREAD_ONCE_INIT;
	pthread_once(&tables, knight_table);
	if (loser_mated(pos, color))
		return answer(out, ANNA_MATE_YES, ANNA_MATE_ALREADY);
	if (anna_unwinnable_material(pos, color))
		return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_MATERIAL);
	if (anna_unwinnable_locked(pos, color))
		return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_LOCKED);
	struct search s = {
		.pos = *pos,
		.winner = color,
		.loser = !color,
		.budget = budget / 8,
		.w = work,
	};
	size_t len = 0;
	enum anna_mate_answer a = ANNA_MATE_UNKNOWN;
	for (int depth = 1;; depth++) {
		s.cut = false;
		next_generation(&s);
		if (find(&s, 0, depth, false, &len)) {
			a = ANNA_MATE_YES;
			break;
		}
		if (s.out)
			break;
		if (!s.cut) {
			out->nodes = s.nodes;
			return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED);
		}
	}
	out->nodes = s.nodes;
	if (a != ANNA_MATE_YES) {
		unsigned long kept = 0;
		a = anna_unwinnable_best_first(pos, color, budget - s.nodes, work, &len,
					       &kept);
		out->nodes += kept;
		if (a == ANNA_MATE_NO)
			return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED);
		if (a == ANNA_MATE_UNKNOWN)
			return answer(out, ANNA_MATE_UNKNOWN, ANNA_MATE_NO_BUDGET);
	}
	if (!verify(pos, work->line, len, color))
		return answer(out, ANNA_MATE_UNKNOWN, ANNA_MATE_NO_BUDGET);
	memcpy(out->line, work->line, len * sizeof(*out->line));
	out->line_len = len;
	return answer(out, ANNA_MATE_YES, ANNA_MATE_BY_LINE);
}
