/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable_best.c: the second search of anna_unwinnable_decide
 * (core/unwinnable.h): greedy best-first over every reachable position,
 * in the order of a score that rewards what help-mates need (the victim
 * king near a corner or an edge with few flight squares, the kings at
 * distance two, the attacker's pieces near checks the victim cannot take,
 * the victim's pieces beside their own king as blockers, pawns promoting,
 * no loss of the attacker's material). Every legal move of an expanded
 * position is generated and every position is kept whole (never a hash
 * alone), so an empty queue proves that no reachable position is a mate;
 * positions where anna_unwinnable_material already rules a mate out are
 * not expanded. The tables are the caller's (struct anna_mate_work).
 */
#include "core/unwinnable_best.h"

#include <stdlib.h>
#include <string.h>

#include "core/attacks.h"
#include "core/bitboard.h"
#include "core/movegen.h"
#include "core/zobrist.h"

struct search {
	const struct anna_position *root;
	int attacker;
	struct anna_mate_node *nodes; /* the table: a slot is filled when its
				       * search is this one's */
	uint32_t search;
	uint32_t mask;
	uint32_t *made;        /* the slot of each position made, in order */
	uint32_t count, budget;
	struct anna_mate_work *q; /* its queue (struct anna_mate_work) */
	uint32_t queue_len;
	uint16_t *path;        /* scratch for replays */
	int root_material;
	int spare;             /* material the attacker may lose at no cost
				* in the score (struct search's setup) */
	int corner_color;      /* -1, or the square colour (0 dark, 1 light)
				* of the corners a lone bishop can mate in */
	bool cut;              /* a position too deep for a line was dropped */
	const atomic_bool *stop; /* set when the answer is no longer needed */
};

/* A position as the table keeps it (its en passant square as
 * anna_mate_ep keeps it, as the depth-first search does). */
static void pack(const struct anna_position *pos, struct anna_mate_node *n)
{
	anna_mate_pack_board(pos->board, n->packed);
	n->key = pos->key;
	n->side = pos->side;
	n->castling = pos->castling;
	n->ep = anna_mate_ep(pos);
}

static bool same(const struct anna_mate_node *a, const struct anna_mate_node *b)
{
	return a->key == b->key && a->side == b->side &&
	       a->castling == b->castling && a->ep == b->ep &&
	       memcmp(a->packed, b->packed, sizeof(a->packed)) == 0;
}

_Static_assert(ANNA_MATE_SLOTS > ANNA_MATE_NODES, "a slot is always free");

/* Where a position with key is looked for first. */
static uint32_t home(const struct search *s, uint64_t key)
{
	return (uint32_t)(key ^ (key >> 32)) & s->mask;
}

/* The slot holding the position with key (pos, or n if *packed), or the
 * empty slot where it would go (the table is never full); *present says
 * which. pos is packed into n only when a slot on the way has its key
 * (most children met before are; a new one is packed when kept);
 * *packed says whether it was. */
static uint32_t slot_of(const struct search *s, uint64_t key, const struct anna_position *pos,
			struct anna_mate_node *n, bool *packed, bool *present)
{
	for (uint32_t h = home(s, key);; h = (h + 1) & s->mask) {
		const struct anna_mate_node *e = &s->nodes[h];
		if (e->search != s->search) {
			*present = false;
			return h;
		}
		if (e->key != key)
			continue;
		if (!*packed) {
			pack(pos, n);
			*packed = true;
		}
		if (same(e, n)) {
			*present = true;
			return h;
		}
	}
}

/* Keeps n (not present) in its slot as the next position made. */
static uint32_t keep(struct search *s, const struct anna_mate_node *n, uint32_t slot)
{
	s->nodes[slot] = *n;
	s->nodes[slot].search = s->search;
	s->made[s->count] = slot;
	return s->count++;
}

/* Queues the position made order-th with score: lower scores are
 * expanded first, equal scores in the order made (each list is first in,
 * first out, and positions are queued as they are made). */
static void queue_push(struct search *s, int32_t score, uint32_t order)
{
	struct anna_mate_work *q = s->q;
	int64_t v = (int64_t)score + ANNA_MATE_SCORES / 2;
	uint32_t b = v < 0 ? 0 : v >= ANNA_MATE_SCORES ? ANNA_MATE_SCORES - 1 : (uint32_t)v;
	uint32_t w = b / 64;
	uint64_t bit = UINT64_C(1) << (b % 64);
	if (q->queued[w] & bit) {
		q->next[q->tail[b]] = order;
	} else {
		q->head[b] = order;
		q->queued[w] |= bit;
		q->queued_words[w / 64] |= UINT64_C(1) << (w % 64);
	}
	q->tail[b] = order;
	s->queue_len++;
}

/* The lowest score queued (the queue is not empty). */
static uint32_t queue_lowest(const struct search *s)
{
	const struct anna_mate_work *q = s->q;
	uint32_t i = 0;
	while (!q->queued_words[i])
		i++;
	uint32_t w = i * 64 + (uint32_t)__builtin_ctzll(q->queued_words[i]);
	return w * 64 + (uint32_t)__builtin_ctzll(q->queued[w]);
}

/* The slot of the next position to expand, left queued. */
static uint32_t queue_peek(const struct search *s)
{
	return s->made[s->q->head[queue_lowest(s)]];
}

/* The slot of the next position to expand, taken off the queue. */
static uint32_t queue_pop(struct search *s)
{
	struct anna_mate_work *q = s->q;
	uint32_t b = queue_lowest(s), order = q->head[b];
	if (order == q->tail[b]) {
		uint32_t w = b / 64;
		q->queued[w] &= ~(UINT64_C(1) << (b % 64));
		if (!q->queued[w])
			q->queued_words[w / 64] &= ~(UINT64_C(1) << (w % 64));
	} else {
		q->head[b] = q->next[order];
	}
	s->queue_len--;
	return s->made[order];
}

/* ---- the score ---- */

static int dist(int a, int b)
{
	int df = abs(ANNA_SQ_FILE(a) - ANNA_SQ_FILE(b));
	int dr = abs(ANNA_SQ_RANK(a) - ANNA_SQ_RANK(b));
	return df > dr ? df : dr;
}

static int edge_distance(int sq)
{
	int f = ANNA_SQ_FILE(sq), r = ANNA_SQ_RANK(sq);
	int df = f < 7 - f ? f : 7 - f;
	int dr = r < 7 - r ? r : 7 - r;
	return df < dr ? df : dr;
}

/* Distance to the nearest corner of colour color (0 dark: a1 h8; 1
 * light: h1 a8), any corner if color is -1. */
static int corner_distance(int sq, int color)
{
	static const int corners[4] = { 0, 63, 7, 56 };
	int best = 7;
	for (int i = 0; i < 4; i++) {
		if (color >= 0 && color != (i >= 2))
			continue;
		int d = dist(sq, corners[i]);
		if (d < best)
			best = d;
	}
	return best;
}

static const int value[7] = { 0, 1, 3, 3, 5, 9, 0 };

static int material_of(const struct anna_position *pos, int color)
{
	int v = 0;
	for (int t = ANNA_PAWN; t <= ANNA_QUEEN; t++)
		v += value[t] * anna_bb_count(pos->by_color[color] & pos->by_type[t]);
	return v;
}

/* How far the attacker's piece on sq is from giving check to vk. */
static int check_distance(enum anna_piece_type t, int sq, int vk)
{
	switch (t) {
	case ANNA_KNIGHT:
		return anna_mate_knight_dist[sq][vk] - 1 < 0 ? 1 : anna_mate_knight_dist[sq][vk] - 1;
	case ANNA_BISHOP: {
		int df = abs(ANNA_SQ_FILE(sq) - ANNA_SQ_FILE(vk));
		int dr = abs(ANNA_SQ_RANK(sq) - ANNA_SQ_RANK(vk));
		if ((df + dr) & 1)
			return 0; /* never checks: no use pulling it in */
		return df == dr ? 0 : 1;
	}
	default:
		return dist(sq, vk) - 1;
	}
}

static int guard_count(const struct anna_position *pos, int s, int v)
{
	int n = 0;
	for (uint64_t g = anna_position_attackers(pos, s, v); g; g &= g - 1)
		n++;
	return n;
}

/*
 * A knight's way to a check: over the squares it would check vk from, the
 * least of its distance there plus the victim's guards of that square (a
 * check the victim can take is no mate; the victim moves them away).
 */
static int knight_check_cost(const struct anna_position *pos, int sq, int vk, int v)
{
	int best = 99;
	for (uint64_t from = anna_attacks_knight(vk); from;) {
		int s = anna_bb_pop(&from);
		int c = anna_mate_knight_dist[sq][s];
		uint8_t p = pos->board[s];
		if (p != ANNA_NO_PIECE && ANNA_PIECE_COLOR(p) != v)
			c += 1; /* own piece in the way */
		c += 2 * guard_count(pos, s, v);
		if (c < best)
			best = c;
	}
	return best;
}

/*
 * A bishop's way to a check: along each diagonal from vk, the squares it
 * could check from, costing the moves to get there (0, 1 on a shared
 * diagonal, else 2), the pieces in between, and the victim's guards.
 * A bishop on the other square colour never checks: 0, no pull.
 */
static int bishop_check_cost(const struct anna_position *pos, int sq, int vk, int v)
{
	static const int dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
	int bf = ANNA_SQ_FILE(sq), br = ANNA_SQ_RANK(sq);
	if (((bf + br) & 1) != ((ANNA_SQ_FILE(vk) + ANNA_SQ_RANK(vk)) & 1))
		return 0;
	int best = 99;
	for (int d = 0; d < 4; d++) {
		int between = 0;
		int f = ANNA_SQ_FILE(vk) + dirs[d][0], r = ANNA_SQ_RANK(vk) + dirs[d][1];
		for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += dirs[d][0], r += dirs[d][1]) {
			int s = ANNA_SQ(f, r);
			int reach = s == sq ? 0 : abs(f - bf) == abs(r - br) ? 1 : 2;
			int c = reach + 2 * between + 2 * guard_count(pos, s, v);
			if (c < best)
				best = c;
			if (pos->board[s] != ANNA_NO_PIECE && s != sq)
				between++;
		}
	}
	return best;
}

/* Lower is closer to a help-mate. The weights were chosen on the CHA test
 * positions (docs/performance.md): the kings' distance and the loser's
 * men beside their king weigh most; a pawn's way to promotion little. */
static int32_t score(const struct search *s, const struct anna_position *pos,
		     int depth)
{
	int a = s->attacker, v = !a;
	int vk = anna_position_king(pos, v), ak = anna_position_king(pos, a);
	int sc = 6 * edge_distance(vk) + 3 * corner_distance(vk, s->corner_color);
	sc += 12 * abs(dist(ak, vk) - 2);
	uint64_t by_a = anna_position_attacked(pos, a), by_v = anna_position_attacked(pos, v);
	/* a man of the attacker's the victim can take is a man at risk */
	uint64_t risk = by_v & ~by_a;
	uint64_t mine = pos->by_color[a] & ~pos->by_type[ANNA_KING];
	uint64_t pawns = mine & pos->by_type[ANNA_PAWN];
	int material = 0; /* the attacker's (material_of) */
	/* each kind of man in a loop of its own: one loop over them all
	 * branched on colour and kind at every man, mispredicted */
	for (uint64_t m = pawns; m;) {
		int sq = anna_bb_pop(&m);
		material += value[ANNA_PAWN];
		sc += a == ANNA_WHITE ? 7 - ANNA_SQ_RANK(sq) : ANNA_SQ_RANK(sq); /* promote */
		sc += (int)(risk >> sq & 1) * 2 * value[ANNA_PAWN];
	}
	for (uint64_t m = mine & ~pawns; m;) {
		int sq = anna_bb_pop(&m);
		enum anna_piece_type t = ANNA_PIECE_TYPE(pos->board[sq]);
		material += value[t];
		if (t == ANNA_KNIGHT)
			sc += 2 * knight_check_cost(pos, sq, vk, v);
		else if (t == ANNA_BISHOP)
			sc += 2 * bishop_check_cost(pos, sq, vk, v);
		else
			sc += 2 * check_distance(t, sq, vk);
		sc += (int)(risk >> sq & 1) * 2 * value[t];
	}
	/* the victim's men beside their king, as blockers */
	for (uint64_t m = pos->by_color[v] & ~pos->by_type[ANNA_KING]; m;)
		sc += 6 * (dist(anna_bb_pop(&m), vk) - 1);
	/* Flight squares of the victim king: neither his own men's nor
	 * attacked. */
	for (uint64_t f = anna_attacks_king(vk) & ~pos->by_color[v] & ~by_a; f; f &= f - 1)
		sc += 3;
	int lost = s->root_material - material;
	if (lost > 0)
		lost = lost > s->spare ? lost - s->spare : 0;
	sc += 12 * lost;
	if (pos->side == v && (by_a & ANNA_BB(vk))) /* in check */
		sc -= 3;
	return (int32_t)(4 * sc + depth);
}

/* ---- the search ---- */

/* The position of node idx, from its packed placement (the clocks are
 * not kept: the search ignores them). */
static void unpack(const struct anna_mate_node *n, struct anna_position *pos)
{
	uint8_t board[64];
	anna_mate_unpack_board(n->packed, board);
	anna_position_set_board(pos, board);
	pos->side = n->side;
	pos->castling = n->castling;
	pos->ep = n->ep;
	pos->halfmove_clock = 0;
	pos->fullmove = 1;
	pos->key = n->key;
}

/* The moves from the root to node idx, into s->path; returns how many. */
static size_t path_to(struct search *s, uint32_t idx)
{
	size_t len = s->nodes[idx].depth;
	for (uint32_t i = idx, k = (uint32_t)len; k > 0; i = s->nodes[i].parent)
		s->path[--k] = s->nodes[i].move;
	return len;
}

static bool victim_mated(const struct anna_position *pos, int attacker)
{
	if (pos->side == attacker || !anna_position_in_check(pos))
		return false;
	uint16_t moves[ANNA_MAX_MOVES];
	return anna_movegen_legal(pos, moves) == 0;
}

/* The key after m, but for castling rights and en passant: a guess, for
 * fetching the slot early (a wrong guess only fetches a line for
 * nothing). */
static uint64_t key_after(const struct anna_position *pos, uint16_t m)
{
	int from = anna_move_from(m), to = anna_move_to(m);
	uint8_t piece = pos->board[from];
	enum anna_piece_type pr = anna_move_promotion(m);
	uint8_t placed = pr != ANNA_NO_TYPE ? ANNA_PIECE(pos->side, pr) : piece;
	uint64_t key = pos->key ^ anna_zobrist_side ^ anna_zobrist_piece[piece][from] ^
		       anna_zobrist_piece[placed][to];
	if (pos->board[to] != ANNA_NO_PIECE)
		key ^= anna_zobrist_piece[pos->board[to]][to];
	return key;
}

/* A move after which the child is known without making it: no castling,
 * no en passant capture and no double push (which may give an en
 * passant right), from a position with neither right. */
static bool plain(const struct anna_position *pos, uint16_t m)
{
	int flags = anna_move_flags(m);
	return pos->castling == 0 && pos->ep == ANNA_NO_SQ && flags != ANNA_MF_DOUBLE_PUSH &&
	       flags != ANNA_MF_CASTLE_KING && flags != ANNA_MF_CASTLE_QUEEN &&
	       flags != ANNA_MF_EN_PASSANT;
}

/* The child after plain move m, as pack would keep it once made: the
 * parent's packed placement (in from) with two squares changed, and the
 * key of key_after, which is exact for such a move. */
static void child_of(const struct anna_position *pos, const uint8_t from[32], uint16_t m,
		     struct anna_mate_node *c)
{
	int f = anna_move_from(m), t = anna_move_to(m);
	enum anna_piece_type pr = anna_move_promotion(m);
	uint8_t placed = pr != ANNA_NO_TYPE ? ANNA_PIECE(pos->side, pr) : pos->board[f];
	memcpy(c->packed, from, sizeof(c->packed));
	c->packed[f / 2] &= (uint8_t)(f & 1 ? 0x0f : 0xf0);
	c->packed[t / 2] = (uint8_t)((c->packed[t / 2] & (t & 1 ? 0x0f : 0xf0)) |
				     (t & 1 ? placed << 4 : placed));
	c->key = key_after(pos, m);
	c->side = (uint8_t)(pos->side ^ 1);
	c->castling = 0;
	c->ep = ANNA_NO_SQ;
}

static enum anna_mate_answer run(struct search *s, size_t *line_len)
{
	struct anna_mate_node root;
	pack(s->root, &root);
	root.parent = UINT32_MAX;
	root.move = ANNA_MOVE_NONE;
	root.depth = 0;
	root.score = 0;
	bool packed = true, present;
	s->count = 0;
	queue_push(s, 0, keep(s, &root, slot_of(s, root.key, s->root, &root, &packed, &present)));
	bool out_of_budget = false;
	uint16_t moves[ANNA_MAX_MOVES];
	while (s->queue_len > 0 && !out_of_budget) {
		if (atomic_load_explicit(s->stop, memory_order_relaxed))
			return ANNA_MATE_UNKNOWN;
		uint32_t idx = queue_pop(s);
		/* the next to expand, unless a child comes before it */
		if (s->queue_len > 0)
			__builtin_prefetch(&s->nodes[queue_peek(s)]);
		struct anna_position pos;
		size_t len = s->nodes[idx].depth;
		unpack(&s->nodes[idx], &pos);
		size_t n = anna_movegen_legal(&pos, moves);
		/* the slots where the children will be looked for, asked of
		 * the memory all at once before the first is made: each lookup
		 * then finds its cache line there instead of waiting for it
		 * (the table is far larger than the caches; in a function of
		 * its own, gcc drops the loop as having no effect) */
		for (size_t i = 0; i < n; i++)
			__builtin_prefetch(&s->nodes[home(s, key_after(&pos, moves[i]))]);
		uint8_t parent[32];
		memcpy(parent, s->nodes[idx].packed, sizeof(parent));
		for (size_t i = 0; i < n; i++) {
			/* a position met before was tested when it was first made
			 * (a mate ends the search, so it is never in the table):
			 * most children are, in a search that meets every
			 * position, and only the lookup is paid for them (for
			 * most moves without making them) */
			struct anna_mate_node c;
			struct anna_undo u;
			uint32_t slot;
			if (plain(&pos, moves[i])) {
				child_of(&pos, parent, moves[i], &c);
				packed = true;
				slot = slot_of(s, c.key, NULL, &c, &packed, &present);
				if (present)
					continue;
				anna_position_make(&pos, moves[i], &u);
			} else {
				anna_position_make(&pos, moves[i], &u);
				packed = false;
				slot = slot_of(s, pos.key, &pos, &c, &packed, &present);
				if (present) {
					anna_position_unmake(&pos, moves[i], &u);
					continue;
				}
			}
			if (victim_mated(&pos, s->attacker)) {
				path_to(s, idx);
				s->path[len] = moves[i];
				*line_len = len + 1;
				return ANNA_MATE_YES;
			}
			if (s->count == s->budget) {
				out_of_budget = true;
				anna_position_unmake(&pos, moves[i], &u);
				break;
			}
			/* no mate below a dead position: nothing to expand */
			if (!anna_unwinnable_material(&pos, s->attacker)) {
				if (len + 1 >= ANNA_MATE_LINE_MAX) {
					s->cut = true; /* too deep to report: not searched */
				} else {
					if (!packed)
						pack(&pos, &c);
					c.parent = idx;
					c.move = moves[i];
					c.depth = (uint16_t)(len + 1);
					c.score = score(s, &pos, (int)len + 1);
					queue_push(s, c.score, keep(s, &c, slot));
				}
			}
			anna_position_unmake(&pos, moves[i], &u);
		}
	}
	/* Every position reachable was expanded and none was a mate. */
	return out_of_budget || s->cut ? ANNA_MATE_UNKNOWN : ANNA_MATE_NO;
}

enum anna_mate_answer anna_unwinnable_best_first(const struct anna_position *pos,
						 int color, unsigned long budget,
						 struct anna_mate_work *work,
						 size_t *line_len, unsigned long *nodes,
						 const atomic_bool *stop)
{
	*line_len = 0;
	*nodes = 0;
	if (budget > ANNA_MATE_NODES)
		budget = ANNA_MATE_NODES;
	if (budget < 1)
		return ANNA_MATE_UNKNOWN;
	struct search s = {
		.root = pos,
		.attacker = color,
		.nodes = work->nodes,
		.made = work->made,
		.budget = (uint32_t)budget,
		.q = work,
		.path = work->best_line,
		.root_material = material_of(pos, color),
		.corner_color = -1,
		.stop = stop,
	};
	/* Bishops of one colour and nothing else (no pawn to promote): a mate
	 * in a corner needs a corner of their colour. */
	uint64_t mine = pos->by_color[color] & ~pos->by_type[ANNA_KING];
	uint64_t b = mine & pos->by_type[ANNA_BISHOP];
	if (b && mine == b && (!(b & ANNA_BB_LIGHT) || !(b & ~ANNA_BB_LIGHT)))
		s.corner_color = (b & ANNA_BB_LIGHT) ? 1 : 0;
	/* A closed position where the colour has one man besides its king
	 * and pawns (a bishop: no knight, rook or queen stands there): the
	 * walls open only where a man is taken, and the mates there give
	 * that bishop up to an enemy pawn (the CHA test positions), so
	 * material lost up to its worth costs nothing in the score. */
	uint64_t lone = mine & ~pos->by_type[ANNA_PAWN];
	if (lone && !anna_bb_several(lone) && anna_mate_closed(pos))
		s.spare = value[ANNA_BISHOP];
	/* a new search: no slot is filled */
	if (++work->search == 0) {
		memset(work->nodes, 0, sizeof(work->nodes));
		work->search = 1;
	}
	s.search = work->search;
	/* at most half full, but for the largest budgets (a small budget
	 * touches a small part of the table) */
	uint32_t slots = 1;
	while (slots < 2 * s.budget && slots < ANNA_MATE_SLOTS)
		slots <<= 1;
	s.mask = slots - 1;
	memset(work->queued, 0, sizeof(work->queued));
	memset(work->queued_words, 0, sizeof(work->queued_words));
	enum anna_mate_answer a = run(&s, line_len);
	*nodes = s.count;
	return a;
}
