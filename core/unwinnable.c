/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable.c: could this colour checkmate by any series of legal
 * moves? (CLK-9/10/17, END-4; the steps are described in unwinnable.h.)
 *
 * The search follows the method published with the Chess Unwinnability
 * Analyzer (Ambrona et al.): a help-mate search towards a corner of the
 * losing king, in which moves that make progress cost no depth and moves
 * that waste material cost more, and its semi-static analysis of blocked
 * positions (step 2, with a rule of its own for facing pawns); the facts
 * of its static material test are restated and proven in unwinnable.h.
 * The code is anna's own.
 */
#include "core/unwinnable.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

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

/* Huge pages where the kernel has them (a hint; refused, nothing
 * changes): the searches' lookups land anywhere in 23 MB, and with 4 KB
 * pages most of them also miss the processor's cache of addresses. Asked
 * once, before the pages are first touched where the caller lets us (a
 * static scratch is untouched until the first decision), on the 2
 * MB-aligned part. */
static void ask_huge_pages(struct anna_mate_work *w)
{
	uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t from = ((uintptr_t)w + huge - 1) & ~(huge - 1);
	uintptr_t to = ((uintptr_t)w + sizeof(*w)) & ~(huge - 1);
	if (to > from)
		(void)madvise((void *)from, to - from, MADV_HUGEPAGE);
	w->asked_huge = true;
}

void anna_mate_work_init(struct anna_mate_work *w)
{
	ask_huge_pages(w);
	memset(w, 0, sizeof(*w));
	w->asked_huge = true;
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
	anna_position_set_board(&p, board);
	return anna_unwinnable_material(&p, color);
}

/* ---- 2. a blocked structure: the semi-static analysis ---- */

#define NOT_A UINT64_C(0xfefefefefefefefe)
#define NOT_H UINT64_C(0x7f7f7f7f7f7f7f7f)
#define NOT_AB UINT64_C(0xfcfcfcfcfcfcfcfc)
#define NOT_GH UINT64_C(0x3f3f3f3f3f3f3f3f)

static uint64_t step_diag(uint64_t b)
{
	return ((b << 9) & NOT_A) | ((b << 7) & NOT_H) | ((b >> 7) & NOT_A) |
	       ((b >> 9) & NOT_H);
}

static uint64_t step_orth(uint64_t b)
{
	return (b << 8) | (b >> 8) | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
}

static uint64_t step_knight(uint64_t b)
{
	return ((b << 17) & NOT_A) | ((b << 15) & NOT_H) | ((b << 10) & NOT_AB) |
	       ((b << 6) & NOT_GH) | ((b >> 17) & NOT_H) | ((b >> 15) & NOT_A) |
	       ((b >> 10) & NOT_GH) | ((b >> 6) & NOT_AB);
}

/* The squares one step of a man of type from the set b (a slider's
 * longer moves are several steps). */
static uint64_t step(int type, uint64_t b)
{
	switch (type) {
	case ANNA_KNIGHT: return step_knight(b);
	case ANNA_BISHOP: return step_diag(b);
	case ANNA_ROOK: return step_orth(b);
	default: return step_diag(b) | step_orth(b); /* queen, king */
	}
}

/*
 * Where each man could ever stand, whatever both sides play: the least
 * solution of a system in which a man may step to a square once that
 * square can be cleared of his own side's men (it starts without one, or
 * the man on it can leave or be taken), a pawn pushes only onto a square
 * both sides can clear and takes only where an enemy man other than the
 * king can stand, a pawn that can reach its last rank may stand anywhere,
 * and a king never steps where an enemy man that can never leave its
 * square attacks (a slider: the squares beside it on its lines, which
 * nothing can block). A square not cleared in the solution
 * keeps its man for good; a square not in a man's reach is one he never
 * stands on (the system only over-estimates).
 */
struct semi {
	int n;
	uint8_t sq[32], type[32], color[32];
	uint64_t reach[32];
	uint64_t clear[2];
	uint64_t pawns[2];        /* where the pawns stand now */
	uint64_t forbid[2];       /* squares each king never stands on
				   * (shuttle_forbid) */
	uint8_t at[64];           /* the man standing on a square now */
};

static uint64_t fixed_attacks(const struct semi *s, int c)
{
	uint64_t at = 0;
	/* a square c cannot clear holds a man of c that never leaves it */
	for (uint64_t fixed = ~s->clear[c]; fixed;) {
		int i = s->at[anna_bb_pop(&fixed)];
		/* a slider always attacks the squares beside it on its lines */
		at |= s->type[i] == ANNA_PAWN ? anna_attacks_pawn(c, s->sq[i])
					      : step(s->type[i], ANNA_BB(s->sq[i]));
	}
	return at;
}

/* Man i never leaves his file (his reach so far). */
static bool on_file(const struct semi *s, int i)
{
	return !(s->reach[i] & ~(ANNA_BB_FILE_A << ANNA_SQ_FILE(s->sq[i])));
}

/*
 * Where pawn i can never push: two pawns facing each other on one file
 * that can never leave it cannot pass each other while both stand, and
 * a pawn no enemy man can ever meet is never taken; so the pawn stays
 * behind the square the enemy pawn stands on now.
 */
static uint64_t facing_wall(const struct semi *s, int i, const uint64_t once[2],
			    const uint64_t twice[2])
{
	int c = s->color[i], sq = s->sq[i];
	uint64_t file = ANNA_BB_FILE_A << ANNA_SQ_FILE(sq);
	uint64_t ahead = file & (c == ANNA_WHITE ? ~((ANNA_BB(sq) << 1) - 1) : ANNA_BB(sq) - 1);
	if (!(ahead & s->pawns[!c]) || !on_file(s, i))
		return 0;
	/* where another man of c can stand: squares i never reaches that
	 * one of them does, and squares two of them reach */
	uint64_t others = (once[c] & ~s->reach[i]) | twice[c];
	uint64_t wall = 0;
	for (uint64_t facing = ahead & s->pawns[!c]; facing;) {
		int j = s->at[anna_bb_pop(&facing)];
		if (!on_file(s, j) || (others & s->reach[j]))
			continue;
		/* the enemy pawn's square and everything beyond it */
		wall |= c == ANNA_WHITE ? ~(ANNA_BB(s->sq[j]) - 1) : (ANNA_BB(s->sq[j]) << 1) - 1;
	}
	return wall;
}

static void semi_saturate(const struct anna_position *pos, struct semi *s)
{
	s->n = 0;
	for (uint64_t occ = pos->by_color[0] | pos->by_color[1]; occ;) {
		int sq = anna_bb_pop(&occ);
		s->at[sq] = (uint8_t)s->n;
		s->sq[s->n] = (uint8_t)sq;
		s->type[s->n] = (uint8_t)ANNA_PIECE_TYPE(pos->board[sq]);
		s->color[s->n] = (uint8_t)ANNA_PIECE_COLOR(pos->board[sq]);
		s->reach[s->n++] = ANNA_BB(sq);
	}
	s->clear[0] = ~pos->by_color[0];
	s->clear[1] = ~pos->by_color[1];
	for (int c = 0; c < 2; c++)
		if (s->forbid[c])
			s->clear[c] |= pieces(pos, c, ANNA_KING);
	s->pawns[0] = pieces(pos, 0, ANNA_PAWN);
	s->pawns[1] = pieces(pos, 1, ANNA_PAWN);
	for (bool change = true; change;) {
		change = false;
		uint64_t men[2] = { 0, 0 }, all[2] = { 0, 0 }, twice[2] = { 0, 0 };
		for (int i = 0; i < s->n; i++) {
			twice[s->color[i]] |= all[s->color[i]] & s->reach[i];
			all[s->color[i]] |= s->reach[i];
			if (s->type[i] != ANNA_KING)
				men[s->color[i]] |= s->reach[i];
		}
		uint64_t fixed[2] = { fixed_attacks(s, 0), fixed_attacks(s, 1) };
		for (int i = 0; i < s->n; i++) {
			int c = s->color[i], t = s->type[i];
			uint64_t r = s->reach[i], nr;
			if (t == ANNA_PAWN) {
				uint64_t wall = facing_wall(s, i, all, twice);
				uint64_t file = ANNA_BB_FILE_A << ANNA_SQ_FILE(s->sq[i]);
				nr = r;
				for (uint64_t prev = 0; prev != nr && nr != ~UINT64_C(0);) {
					prev = nr;
					if (nr & ~file)
						wall = 0; /* it left its file after all */
					nr |= (anna_bb_forward(nr, c) & s->clear[c] & s->clear[!c] & ~wall) |
					      (anna_bb_pawn_captures(nr, c) & s->clear[c] & men[!c]);
					if (nr & (ANNA_BB_RANK_1 | ANNA_BB_RANK_8))
						nr = ~UINT64_C(0);
				}
			} else {
				uint64_t allowed = s->clear[c] & (t == ANNA_KING ? ~fixed[!c] & ~s->forbid[c]
										 : ~UINT64_C(0));
				nr = r;
				for (uint64_t prev = 0; prev != nr;) {
					prev = nr;
					nr |= step(t, nr) & allowed;
				}
			}
			if (nr != r) {
				s->reach[i] = nr;
				change = true;
			}
		}
		for (int i = 0; i < s->n; i++) {
			int c = s->color[i];
			uint64_t at = ANNA_BB(s->sq[i]);
			if (!(s->clear[c] & at) &&
			    (s->reach[i] != at || (all[!c] & at))) {
				s->clear[c] |= at;
				change = true;
			}
		}
	}
}

/*
 * A side c whose men never move and whose king only ever stands on K0
 * (now) and K1 (after CHA's rule for a king with one move): had the other
 * king ever stood beside K0 or K1 at c's turn, c would have had no legal
 * move and the game would be over there. By induction along any line,
 * the other king (if it is not beside them now) never stands there,
 * except (in a help-mate against c) in the mate itself, arriving with the
 * last move. The saturation again with those squares forbidden to it
 * (and its king's square cleared, so that no fact rests on that king
 * standing still) must confirm that c's men never move and c's king
 * stays on K0 and K1; K1 is the one square beside K0 that no man of c
 * holds and no enemy man attacks now (a guess; the saturation proves
 * it). True with s saturated that way; false (s unusable) if no side is
 * such.
 */
static bool semi_no(const struct anna_position *pos, const struct semi *s, int a);

static bool shuttle(const struct anna_position *pos, struct semi *s)
{
	for (int c = 0; c < 2; c++) {
		int k0 = anna_position_king(pos, c);
		uint64_t k1 = 0;
		for (uint64_t f = anna_attacks_king(k0) & ~pos->by_color[c]; f;) {
			int sq = anna_bb_pop(&f);
			if (anna_position_attackers(pos, sq, !c))
				continue;
			if (k1) {
				k1 = 0;
				break;
			}
			k1 = ANNA_BB(sq);
		}
		uint64_t squares = ANNA_BB(k0) | k1;
		uint64_t beside = step(ANNA_KING, squares) | squares;
		if (!k1 || (beside & ANNA_BB(anna_position_king(pos, !c))))
			continue;
		s->forbid[c] = 0;
		s->forbid[!c] = beside;
		semi_saturate(pos, s);
		bool still = true;
		for (int i = 0; i < s->n; i++)
			if (s->color[i] == c &&
			    (s->type[i] == ANNA_KING ? (s->reach[i] & ~squares) != 0
						     : s->reach[i] != ANNA_BB(s->sq[i])))
				still = false;
		if (still)
			return true;
	}
	return false;
}

/*
 * On every square the other king can ever stand on and a man of a (not
 * the king) could ever attack, some flight square next to it that no such
 * man could ever attack can be neither covered by a's king nor filled by
 * one of the king's own men (there are fewer of them that can reach those
 * flight squares than flight squares); a man of a standing there
 * unprotected would be taken. First on the plain saturation, then on
 * the shuttle's.
 */
static bool semi_static_no(const struct anna_position *pos, int a)
{
	struct semi s;
	s.forbid[0] = s.forbid[1] = 0;
	semi_saturate(pos, &s);
	if (semi_no(pos, &s, a))
		return true;
	return shuttle(pos, &s) && semi_no(pos, &s, a);
}

/* Could v's men (not the king) fill every square of flight at once: each
 * square in some man's reach, and as many men as squares? */
static bool fillable(const struct semi *s, int v, uint64_t flight)
{
	int blockers = 0;
	uint64_t filled = 0;
	for (int i = 0; i < s->n; i++) {
		if (s->color[i] != v || s->type[i] == ANNA_KING || !(s->reach[i] & flight))
			continue;
		blockers++;
		filled |= s->reach[i] & flight;
	}
	return filled == flight && blockers >= anna_bb_count(flight);
}

/* semi_static_no on the saturation s. */
static bool semi_no(const struct anna_position *pos, const struct semi *sp, int a)
{
	const struct semi s = *sp;
	int v = !a;
	uint64_t king[2] = { 0, 0 };
	for (int i = 0; i < s.n; i++)
		if (s.type[i] == ANNA_KING)
			king[s.color[i]] = s.reach[i];
	/* every square a man of a (not the king) could ever attack; the
	 * lines a discovered check could come along */
	uint64_t region = king[v], attacked = 0;
	bool diagonal = false, straight = false;
	for (int i = 0; i < s.n; i++) {
		int t = s.type[i];
		uint64_t r = s.reach[i];
		if (s.color[i] != a || t == ANNA_KING)
			continue;
		bool promotes = r == ~UINT64_C(0);
		attacked |= promotes ? r : t == ANNA_PAWN ? anna_bb_pawn_captures(r, a) : step(t, r) | r;
		diagonal |= promotes || t == ANNA_BISHOP || t == ANNA_QUEEN;
		straight |= promotes || t == ANNA_ROOK || t == ANNA_QUEEN;
	}
	uint64_t checks = attacked & region;
	/* the men that never leave their squares */
	uint64_t fixed = (pos->by_color[0] & ~s.clear[0]) | (pos->by_color[1] & ~s.clear[1]);
	while (checks) {
		int sq = anna_bb_pop(&checks);
		uint64_t flight = anna_attacks_king(sq) & region & ~attacked;
		/* where a's king could stand in the mate: where it can ever
		 * stand, and (shuttle) a step from there off a line of sq, with
		 * a discovered check */
		uint64_t at = king[a];
		if (s.forbid[a])
			at |= step(ANNA_KING, king[a] & ((diagonal ? anna_attacks_bishop(sq, fixed) : 0) |
							 (straight ? anna_attacks_rook(sq, fixed) : 0)));
		if (!flight || fillable(&s, v, flight))
			return false;
		/* a's king covers the flight squares beside it (never standing
		 * beside sq); the rest must still be filled */
		uint64_t cover = at & step(ANNA_KING, flight) & ~anna_attacks_king(sq) & ~ANNA_BB(sq);
		while (cover) {
			uint64_t rest = flight & ~anna_attacks_king(anna_bb_pop(&cover));
			if (!rest || fillable(&s, v, rest))
				return false;
		}
	}
	return true;
}

bool anna_unwinnable_locked(const struct anna_position *pos, int a)
{
	/* the analysis never lets a pawn take en passant now; more than 32
	 * men is no legal position (and more than struct semi holds) */
	if ((pos->ep != ANNA_NO_SQ && anna_position_ep_legal(pos)) ||
	    anna_bb_count(pos->by_color[0] | pos->by_color[1]) > 32)
		return false;
	return semi_static_no(pos, a);
}

/*
 * No mate at p or below when p is over without a mate of a's opponent,
 * anna_unwinnable_material or anna_unwinnable_locked holds there, or
 * (depth permitting) it holds after each of p's legal moves. A side with
 * one legal move is followed without spending depth (up to forced plies).
 */
static bool no_mate_below(struct anna_position *p, int a, int depth, int forced)
{
	uint16_t moves[ANNA_MAX_MOVES];
	size_t n = anna_movegen_legal(p, moves);
	if (n == 0)
		return p->side == a || !anna_position_in_check(p);
	if (anna_unwinnable_material(p, a) || anna_unwinnable_locked(p, a))
		return true;
	if (n == 1 && forced > 0)
		depth++, forced--;
	if (depth <= 0)
		return false;
	for (size_t i = 0; i < n; i++) {
		struct anna_undo u;
		anna_position_make(p, moves[i], &u);
		bool no = no_mate_below(p, a, depth - 1, forced);
		anna_position_unmake(p, moves[i], &u);
		if (!no)
			return false;
	}
	return true;
}

/* The blocked structure's test one move on (after CHA's): every move
 * leads to a position it decides (lines of forced moves followed). Not
 * where the game is over now (the search says so). */
static bool locked_after_every_move(const struct anna_position *pos, int a)
{
	struct anna_position p = *pos;
	uint16_t moves[ANNA_MAX_MOVES];
	return anna_movegen_legal(&p, moves) > 0 && no_mate_below(&p, a, 1, 16);
}

/* ---- 4. the best-first search, beside step 3 where there is a core for it ---- */

struct best_run {
	const struct anna_position *pos;
	int color;
	unsigned long budget;
	struct anna_mate_work *work;
	atomic_bool stop;             /* step 3 decided: the answer is not needed */
	enum anna_mate_answer answer;
	size_t len;                   /* the line, in work->best_line */
	unsigned long kept;
	pthread_t thread;
	bool started;                 /* on a thread of its own */
};

static void *best_first_run(void *arg)
{
	struct best_run *b = arg;
	b->answer = anna_unwinnable_best_first(b->pos, b->color, b->budget, b->work,
					       &b->len, &b->kept, &b->stop);
	return NULL;
}

/* More than one core for this thread: the two searches run side by side
 * (on one core they would only take turns, and step 3's answers, found
 * in the first few milliseconds where it finds them, would come later). */
static bool second_core(void)
{
	cpu_set_t set;
	return sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 1;
}

static void start_beside(struct best_run *b)
{
	b->started = pthread_create(&b->thread, NULL, best_first_run, b) == 0;
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
	int depth;         /* the iteration under way: resumed where it ran out */
	struct best_run *beside; /* step 4, started at node beside_at (0: never) */
	unsigned long beside_at;
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

/* A loser's bishop (one that can stand on the blocker's square), rook or
 * queen coming closer to the blocker's square: they block the mated king's
 * flight squares in the corner. */
static bool blocker_closer(int type, uint16_t m, int blocker)
{
	int from = anna_move_from(m), to = anna_move_to(m);
	bool same_colour = !(((ANNA_BB(to) & ANNA_BB_LIGHT) != 0) ^
			     ((ANNA_BB(blocker) & ANNA_BB_LIGHT) != 0));
	if (type == ANNA_ROOK || type == ANNA_QUEEN || (type == ANNA_BISHOP && same_colour))
		return king_dist(to, blocker) < king_dist(from, blocker);
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

/*
 * In a closed position of pawns and bishops (anna_mate_closed,
 * core/unwinnable_best.h) the mate needs a
 * wall opened by a capture: once two facing pawns have stood one square
 * apart on the line (the position closed since), the search rewards the
 * winner's captures and the kings' walks towards the first square
 * between such pawns, leaves the other king moves at one ply and
 * punishes the rest; before that, it rewards a king or bishop coming
 * closer to its square of the corner (struct targets) when the loser has
 * two bishops or more.
 */
struct closed {
	bool on;           /* the position is closed */
	bool gap;          /* a square between two pawns one apart */
	int target;        /* the first such square */
};

/* No lonely pawn (CHA's word): the files with a white pawn below its
 * seventh rank are those with a black pawn above its second. */
static bool no_lonely_pawn(const struct anna_position *p)
{
	uint64_t w = pieces(p, ANNA_WHITE, ANNA_PAWN) & ~(ANNA_BB_RANK_8 >> 8);
	uint64_t b = pieces(p, ANNA_BLACK, ANNA_PAWN) & ~(ANNA_BB_RANK_1 << 8);
	unsigned wf = 0, bf = 0;
	for (; w; w &= w - 1)
		wf |= 1u << ANNA_SQ_FILE(anna_bb_lsb(w));
	for (; b; b &= b - 1)
		bf |= 1u << ANNA_SQ_FILE(anna_bb_lsb(b));
	return wf == bf;
}

bool anna_mate_closed(const struct anna_position *p)
{
	uint64_t w = pieces(p, ANNA_WHITE, ANNA_PAWN), b = pieces(p, ANNA_BLACK, ANNA_PAWN);
	return !(p->by_type[ANNA_KNIGHT] | p->by_type[ANNA_ROOK] | p->by_type[ANNA_QUEEN]) &&
	       anna_bb_count((w << 8) & b) >= 4 && no_lonely_pawn(p);
}

static void closed_of(const struct anna_position *p, struct closed *c)
{
	uint64_t w = pieces(p, ANNA_WHITE, ANNA_PAWN), b = pieces(p, ANNA_BLACK, ANNA_PAWN);
	c->on = c->gap = false;
	c->target = 0;
	if (!anna_mate_closed(p))
		return;
	c->on = true;
	uint64_t between = (w << 8) & (b >> 8);
	if (between) {
		c->gap = true;
		c->target = anna_bb_lsb(between);
	}
}

/* The depth-first search's longest line (its stack: about 1 KB a ply);
 * longer lines are the best-first search's. */
#define DFS_MAX_PLY 256

static enum cost classify_open(const struct search *s, const struct targets *t,
			       bool must_promote, uint16_t m);

/* The move's target square for its man (struct targets). */
static int target_of(const struct search *s, const struct targets *t, int type)
{
	if (s->pos.side == s->winner)
		return type == ANNA_KING ? t->winner_king : t->corner;
	return type == ANNA_KING ? t->corner : t->blocker;
}

static enum cost classify(const struct search *s, const struct targets *t,
			  bool must_promote, const struct closed *cl, bool was_gap,
			  uint16_t m)
{
	enum cost c = classify_open(s, t, must_promote, m);
	if (!cl->on)
		return c;
	const struct anna_position *p = &s->pos;
	int from = anna_move_from(m), to = anna_move_to(m);
	int type = ANNA_PIECE_TYPE(p->board[from]);
	if (cl->gap || was_gap) {
		if (anna_move_is_capture(m) && p->side == s->winner)
			return REWARD;
		if (type != ANNA_KING)
			return PUNISH;
		return cl->gap && king_dist(to, cl->target) < king_dist(from, cl->target)
			       ? REWARD : NORMAL;
	}
	int target = target_of(s, t, type);
	if ((type == ANNA_KING || type == ANNA_BISHOP) &&
	    king_dist(to, target) < king_dist(from, target) &&
	    anna_bb_several(pieces(p, s->loser, ANNA_BISHOP)))
		return REWARD;
	return c;
}

static enum cost classify_open(const struct search *s, const struct targets *t,
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
	if (blocker_closer(type, m, t->blocker))
		return REWARD;
	if (capture)
		return PUNISH;
	return c;
}

/* ---- the transposition table: whole positions, never a hash alone ---- */

static void pack(const struct anna_position *p, struct anna_mate_packed *e)
{
	anna_mate_pack_board(p->board, e->board);
	e->side = p->side;
	e->castling = p->castling;
	e->ep = anna_mate_ep(p);
}

static uint32_t slot_of(uint64_t key, uint32_t size)
{
	return (uint32_t)(key ^ (key >> 29)) & (size - 1);
}

/* True if pos was searched in this iteration with at least depth left;
 * else records it with depth. */
static bool tt_seen(struct search *s, int depth)
{
	struct anna_mate_packed e;
	pack(&s->pos, &e);
	struct anna_mate_tt_entry *slot = &s->w->tt[slot_of(s->pos.key, ANNA_MATE_TT_SIZE)];
	if (slot->used && slot->generation == s->generation &&
	    memcmp(&slot->pos, &e, sizeof(e)) == 0) {
		if (slot->depth >= depth)
			return true;
		slot->depth = (uint16_t)depth;
		return false;
	}
	*slot = (struct anna_mate_tt_entry){
		.pos = e, .used = 1, .depth = (uint16_t)depth, .generation = s->generation,
	};
	return false;
}

/* anna_unwinnable_locked(&s->pos, s->winner), kept for the decision. */
static bool locked_kept(struct search *s)
{
	struct anna_mate_packed e;
	pack(&s->pos, &e);
	struct anna_mate_locked_entry *slot =
		&s->w->locked[slot_of(s->pos.key, ANNA_MATE_LOCKED_SIZE)];
	if (slot->decision == s->w->decision && memcmp(&slot->pos, &e, sizeof(e)) == 0)
		return slot->locked;
	*slot = (struct anna_mate_locked_entry){
		.pos = e,
		.locked = anna_unwinnable_locked(&s->pos, s->winner),
		.decision = s->w->decision,
	};
	return slot->locked;
}

static void next_generation(struct search *s)
{
	if (++s->w->generation == 0) {
		memset(s->w->tt, 0, sizeof(s->w->tt));
		s->w->generation = 1;
	}
	s->generation = s->w->generation;
}

/* A white pawn with a black pawn right in front of it, and no lonely
 * pawn (CHA's test): only then is the position closed enough for the
 * semi-static analysis to be worth asking in the search (a pawn with no
 * enemy pawn on its file can most often run; asking everywhere found no
 * more answers on the CHA test positions and cost a tenth more time). */
static bool closed_enough(const struct anna_position *p)
{
	return ((pieces(p, ANNA_WHITE, ANNA_PAWN) << 8) & pieces(p, ANNA_BLACK, ANNA_PAWN)) &&
	       no_lonely_pawn(p);
}

/* The move that led to p moved a pawn or took a man: the only moves after
 * which the search asks the semi-static analysis again (other moves
 * rarely change its answer, and it costs a few microseconds). */
static bool structure_changed(const struct anna_position *p, uint16_t m)
{
	return anna_move_is_capture(m) ||
	       ANNA_PIECE_TYPE(p->board[anna_move_to(m)]) == ANNA_PAWN ||
	       anna_move_promotion(m) != ANNA_NO_TYPE;
}

/*
 * Depth-first from s->pos with depth left; ply moves are on the line.
 * True when a mate was found (the line is in w->line[0 .. ply]).
 */
static bool find(struct search *s, int ply, int depth, bool progress, bool was_gap,
		 size_t *len)
{
	if (s->nodes >= s->budget) {
		s->out = true;
		return false;
	}
	s->nodes++;
	if (s->nodes == s->beside_at)
		start_beside(s->beside);
	struct anna_position *p = &s->pos;
	if (anna_unwinnable_material(p, s->winner))
		return false;
	/* a pawn moved or a man was taken: the structure may have closed */
	if (ply > 0 && structure_changed(p, s->w->line[ply - 1]) && closed_enough(p) &&
	    locked_kept(s))
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
	struct closed cl;
	closed_of(p, &cl);
	/* cheapest first, each class in generation order */
	uint8_t cost[ANNA_MAX_MOVES];
	for (size_t i = 0; i < n; i++)
		cost[i] = (uint8_t)classify(s, &t, must_promote, &cl, was_gap, moves[i]);
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
			bool found = find(s, ply + 1, depth - c, cost[i] == REWARD,
					  cl.on && (cl.gap || was_gap), len);
			anna_position_unmake(p, moves[i], &u);
			if (found)
				return true;
			if (s->out)
				return false;
		}
	}
	return false;
}

/* Iterative deepening until a mate (YES, the line in w->line[0 .. *len]),
 * an iteration that cut no line (NO) or the budget's end (UNKNOWN; called
 * again with a larger budget, it starts that iteration over). */
static enum anna_mate_answer deepen(struct search *s, size_t *len)
{
	for (;; s->depth++) {
		s->cut = false;
		s->out = false;
		next_generation(s);
		if (find(s, 0, s->depth, false, false, len))
			return ANNA_MATE_YES;
		if (s->out)
			return ANNA_MATE_UNKNOWN;
		if (!s->cut)
			return ANNA_MATE_NO;
	}
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
	/* every move examined, each leading where step 1 or 2 decides: not
	 * a blocked structure in the position itself (a queen en prise may
	 * be all there is to it), so said as found by searching */
	if (locked_after_every_move(pos, color))
		return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED);
	unsigned long first = (budget < ANNA_MATE_NODES ? budget : ANNA_MATE_NODES) / 8;
	struct search s = {
		.pos = *pos,
		.winner = color,
		.loser = !color,
		.budget = first,
		.w = work,
		.depth = 1,
	};
	if (!work->asked_huge)
		ask_huge_pages(work);
	if (++work->decision == 0) { /* a new decision: none of the kept answers is its */
		memset(work->locked, 0, sizeof(work->locked));
		work->decision = 1;
	}
	/* Step 4 needs the budget step 3 leaves, which is all but `first`
	 * whenever step 3 runs out (its count stops at its budget); so on a
	 * machine with a second core step 4 starts beside step 3 once step 3
	 * has spent a sixty-fourth of its budget without an answer (under a
	 * millisecond; most answers in real games come sooner, and need no
	 * thread), and its answer is taken only where step 3's would have
	 * given way to it: the same answer, count and line as one after the
	 * other. */
	struct best_run best = {
		.pos = pos, .color = color, .budget = budget - first, .work = work,
	};
	atomic_init(&best.stop, false);
	s.beside = &best;
	s.beside_at = budget > first && second_core() ? first / 64 : 0;
	size_t len = 0;
	enum anna_mate_answer a = deepen(&s, &len);
	if (best.started) {
		if (a != ANNA_MATE_UNKNOWN)
			atomic_store(&best.stop, true);
		pthread_join(best.thread, NULL);
	}

	out->nodes = s.nodes;
	if (a == ANNA_MATE_NO)
		return answer(out, ANNA_MATE_NO, ANNA_MATE_NO_EXHAUSTED);
	if (a != ANNA_MATE_YES) {
		if (!best.started)
			best_first_run(&best);
		a = best.answer;
		len = best.len;
		if (a == ANNA_MATE_YES)
			memcpy(work->line, work->best_line, len * sizeof(*work->line));
		unsigned long kept = best.kept;
		if (a == ANNA_MATE_UNKNOWN && budget > s.nodes + kept) {
			/* the best-first search stopped at its memory (or at a
			 * line too long to report): the rest of the budget goes
			 * to the depth-first search, which keeps no positions */
			s.budget = budget - kept;
			a = deepen(&s, &len);
		}
		out->nodes = s.nodes + kept;
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
