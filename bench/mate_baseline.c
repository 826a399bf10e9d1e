/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/mate_baseline.c: the CLK-9 search anna shipped before
 * core/unwinnable.c (core/game_mate.c as of commit b7be14c), kept only as
 * the baseline bench/unwinnable.c measures against. Renamed, otherwise
 * unchanged: CLK-9, "could this colour checkmate by any sequence of
 * legal moves?" (anna_game_can_mate in game.h).
 *
 * NO is proven by material (three classes closed under every legal move,
 * none of which contains a mate) or by searching every reachable position;
 * YES by finding a mating line, both sides cooperating (a help-mate). The
 * search is greedy best-first: positions are expanded in the order of a
 * score that rewards what help-mates need (the victim king near a corner
 * or an edge with few flight squares, the kings at distance two, the
 * attacker's pieces near the victim king, the victim's pieces beside their
 * own king as blockers, pawns promoting, no loss of the attacker's
 * material). Every legal move of an expanded position is generated, so an
 * empty queue means every reachable position was seen: then NO is proven.
 * The line found is replayed from the start, so YES never rests on a hash.
 */
#include "core/game.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"

enum anna_mate_answer baseline_can_mate(const struct anna_position *pos, int color,
					unsigned long budget, uint16_t *line,
					size_t line_max, size_t *line_len);

/* ---- material (the NO classes) ---- */

struct material {
	unsigned pawns, knights, bishops, rooks, queens;
	unsigned light_bishops, dark_bishops;
};

static void count_material(const uint8_t board[64], int color,
			   struct material *m)
{
	memset(m, 0, sizeof(*m));
	for (int sq = 0; sq < 64; sq++) {
		uint8_t p = board[sq];
		if (p == ANNA_NO_PIECE || ANNA_PIECE_COLOR(p) != color)
			continue;
		switch (ANNA_PIECE_TYPE(p)) {
		case ANNA_PAWN: m->pawns++; break;
		case ANNA_KNIGHT: m->knights++; break;
		case ANNA_BISHOP:
			m->bishops++;
			if ((ANNA_SQ_FILE(sq) + ANNA_SQ_RANK(sq)) & 1)
				m->light_bishops++;
			else
				m->dark_bishops++;
			break;
		case ANNA_ROOK: m->rooks++; break;
		case ANNA_QUEEN: m->queens++; break;
		default: break;
		}
	}
}

/* Nothing but bishops (maybe none) and the king. */
static bool only_bishops(const struct material *m)
{
	return m->pawns == 0 && m->knights == 0 && m->rooks == 0 && m->queens == 0;
}

/* The three classes and why they hold: game.h. */
static bool baseline_material(const uint8_t board[64], int a)
{
	struct material am, vm;
	count_material(board, a, &am);
	count_material(board, !a, &vm);
	unsigned a_total = am.pawns + am.knights + am.bishops + am.rooks + am.queens;
	unsigned v_total = vm.pawns + vm.knights + vm.bishops + vm.rooks + vm.queens;
	if (a_total == 0)
		return true;
	if (only_bishops(&am) && only_bishops(&vm)) {
		if ((am.dark_bishops == 0 && vm.dark_bishops == 0) ||
		    (am.light_bishops == 0 && vm.light_bishops == 0))
			return true;
	}
	if (a_total == 1 && am.knights == 1 && v_total == 0)
		return true;
	return false;
}

/* ---- search nodes ---- */

struct node {
	uint64_t key;
	uint32_t parent;       /* UINT32_MAX for the root */
	uint16_t move;         /* the move from the parent */
	uint16_t depth;
	int32_t score;         /* lower is expanded first */
	uint8_t packed[32];    /* placement, four bits a square */
	uint8_t side, castling, ep;
};

struct search {
	const struct anna_position *root;
	int attacker;
	struct node *nodes;
	uint32_t count, budget;
	uint32_t *table;       /* node index + 1, 0 = empty */
	uint32_t mask;
	uint32_t *heap;
	uint32_t heap_len;
	uint16_t *path;        /* scratch for replays, budget entries */
	int root_material;
	int corner_color;      /* -1, or the square colour (0 dark, 1 light)
				* of the corners a lone bishop can mate in */
};

static void pack(const struct anna_position *pos, struct node *n)
{
	for (int i = 0; i < 32; i++)
		n->packed[i] = (uint8_t)(pos->board[2 * i] | (pos->board[2 * i + 1] << 4));
	n->key = pos->key;
	n->side = pos->side;
	n->castling = pos->castling;
	n->ep = pos->ep;
}

static bool same(const struct node *a, const struct node *b)
{
	return a->key == b->key && a->side == b->side &&
	       a->castling == b->castling && a->ep == b->ep &&
	       memcmp(a->packed, b->packed, sizeof(a->packed)) == 0;
}

/* Finds n among the nodes; if absent and insert, claims its slot for
 * index. Returns true if it was present. */
static bool seen(struct search *s, const struct node *n, uint32_t index)
{
	uint32_t h = (uint32_t)(n->key ^ (n->key >> 32)) & s->mask;
	for (;;) {
		uint32_t v = s->table[h];
		if (v == 0) {
			s->table[h] = index + 1;
			return false;
		}
		if (same(&s->nodes[v - 1], n))
			return true;
		h = (h + 1) & s->mask;
	}
}

static bool before(const struct search *s, uint32_t a, uint32_t b)
{
	const struct node *x = &s->nodes[a], *y = &s->nodes[b];
	return x->score != y->score ? x->score < y->score : a < b;
}

static void heap_push(struct search *s, uint32_t idx)
{
	uint32_t i = s->heap_len++;
	s->heap[i] = idx;
	while (i > 0) {
		uint32_t up = (i - 1) / 2;
		if (!before(s, s->heap[i], s->heap[up]))
			break;
		uint32_t t = s->heap[i];
		s->heap[i] = s->heap[up];
		s->heap[up] = t;
		i = up;
	}
}

static uint32_t heap_pop(struct search *s)
{
	uint32_t top = s->heap[0];
	s->heap[0] = s->heap[--s->heap_len];
	uint32_t i = 0;
	for (;;) {
		uint32_t l = 2 * i + 1, r = l + 1, m = i;
		if (l < s->heap_len && before(s, s->heap[l], s->heap[m]))
			m = l;
		if (r < s->heap_len && before(s, s->heap[r], s->heap[m]))
			m = r;
		if (m == i)
			break;
		uint32_t t = s->heap[i];
		s->heap[i] = s->heap[m];
		s->heap[m] = t;
		i = m;
	}
	return top;
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
	for (int sq = 0; sq < 64; sq++) {
		uint8_t p = pos->board[sq];
		if (p != ANNA_NO_PIECE && ANNA_PIECE_COLOR(p) == color)
			v += value[ANNA_PIECE_TYPE(p)];
	}
	return v;
}

/* Knight moves between two squares (0..6), built on first use. */
static uint8_t knight_dist[64][64];

static void knight_table(void)
{
	static const int d[8][2] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 },
				     { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
	for (int from = 0; from < 64; from++) {
		uint8_t *row = knight_dist[from];
		memset(row, 0xff, 64);
		int queue[64], head = 0, tail = 0;
		row[from] = 0;
		queue[tail++] = from;
		while (head < tail) {
			int sq = queue[head++];
			for (int k = 0; k < 8; k++) {
				int f = ANNA_SQ_FILE(sq) + d[k][0], r = ANNA_SQ_RANK(sq) + d[k][1];
				if (f < 0 || f > 7 || r < 0 || r > 7 || row[ANNA_SQ(f, r)] != 0xff)
					continue;
				row[ANNA_SQ(f, r)] = (uint8_t)(row[sq] + 1);
				queue[tail++] = ANNA_SQ(f, r);
			}
		}
	}
}

/* How far the attacker's piece on sq is from giving check to vk. */
static int check_distance(enum anna_piece_type t, int sq, int vk)
{
	switch (t) {
	case ANNA_KNIGHT:
		return knight_dist[sq][vk] - 1 < 0 ? 1 : knight_dist[sq][vk] - 1;
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
	for (int s = 0; s < 64; s++) {
		if (knight_dist[s][vk] != 1)
			continue;
		int c = knight_dist[sq][s];
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

/* Lower is closer to a help-mate. */
static int32_t score(const struct search *s, const struct anna_position *pos,
		     int depth)
{
	int a = s->attacker, v = !a;
	int vk = anna_position_king(pos, v), ak = anna_position_king(pos, a);
	int sc = 6 * edge_distance(vk) + 3 * corner_distance(vk, s->corner_color);
	sc += 4 * abs(dist(ak, vk) - 2);
	for (int sq = 0; sq < 64; sq++) {
		uint8_t p = pos->board[sq];
		enum anna_piece_type t = ANNA_PIECE_TYPE(p);
		if (p == ANNA_NO_PIECE || t == ANNA_KING)
			continue;
		if (ANNA_PIECE_COLOR(p) == a) {
			if (t == ANNA_PAWN) /* promote */
				sc += 3 * (a == ANNA_WHITE ? 7 - ANNA_SQ_RANK(sq)
							   : ANNA_SQ_RANK(sq));
			else if (t == ANNA_KNIGHT)
				sc += 2 * knight_check_cost(pos, sq, vk, v);
			else if (t == ANNA_BISHOP)
				sc += 2 * bishop_check_cost(pos, sq, vk, v);
			else
				sc += 2 * check_distance(t, sq, vk);
			/* a piece the victim can take is a piece at risk */
			if (anna_position_attackers(pos, sq, v) &&
			    !anna_position_attackers(pos, sq, a))
				sc += 2 * value[t];
		} else {
			sc += dist(sq, vk) - 1; /* blockers beside their king */
		}
	}
	/* Flight squares of the victim king. */
	int fr = ANNA_SQ_RANK(vk), ff = ANNA_SQ_FILE(vk);
	for (int dr = -1; dr <= 1; dr++)
		for (int df = -1; df <= 1; df++) {
			int r = fr + dr, f = ff + df;
			if ((dr == 0 && df == 0) || r < 0 || r > 7 || f < 0 || f > 7)
				continue;
			int sq = ANNA_SQ(f, r);
			uint8_t p = pos->board[sq];
			if (p != ANNA_NO_PIECE && ANNA_PIECE_COLOR(p) == v)
				continue;
			if (anna_position_attackers(pos, sq, a) == 0)
				sc += 3;
		}
	int lost = s->root_material - material_of(pos, a);
	sc += 12 * lost;
	sc -= material_of(pos, v);
	if (pos->side == v && anna_position_in_check(pos))
		sc -= 3;
	return (int32_t)(4 * sc + depth);
}

/* ---- the search ---- */

/* Replays the moves from the root to node idx into *pos; returns the
 * number of moves, written to s->path. */
static size_t replay(struct search *s, uint32_t idx, struct anna_position *pos)
{
	size_t len = s->nodes[idx].depth;
	for (uint32_t i = idx, k = (uint32_t)len; k > 0; i = s->nodes[i].parent)
		s->path[--k] = s->nodes[i].move;
	*pos = *s->root;
	for (size_t k = 0; k < len; k++) {
		struct anna_undo u;
		anna_position_make(pos, s->path[k], &u);
	}
	return len;
}

static bool victim_mated(const struct anna_position *pos, int attacker)
{
	if (pos->side == attacker || !anna_position_in_check(pos))
		return false;
	uint16_t moves[ANNA_MAX_MOVES];
	return anna_movegen_legal(pos, moves) == 0;
}

/* The line is replayed once more from the start: YES rests on legal moves
 * and a real checkmate, never on the tables. */
static bool verify(const struct anna_position *root, const uint16_t *line,
		   size_t len, int attacker)
{
	struct anna_position p = *root;
	for (size_t i = 0; i < len; i++) {
		if (!anna_movegen_is_legal(&p, line[i]))
			return false;
		struct anna_undo u;
		anna_position_make(&p, line[i], &u);
	}
	return victim_mated(&p, attacker);
}

static enum anna_mate_answer run(struct search *s, uint16_t *line, size_t line_max,
				 size_t *line_len)
{
	struct node *root = &s->nodes[0];
	pack(s->root, root);
	root->parent = UINT32_MAX;
	root->move = ANNA_MOVE_NONE;
	root->depth = 0;
	root->score = 0;
	s->count = 1;
	seen(s, root, 0);
	heap_push(s, 0);
	bool out_of_budget = false;
	uint16_t moves[ANNA_MAX_MOVES];
	while (s->heap_len > 0 && !out_of_budget) {
		uint32_t idx = heap_pop(s);
		struct anna_position pos;
		size_t len = replay(s, idx, &pos);
		size_t n = anna_movegen_legal(&pos, moves);
		for (size_t i = 0; i < n; i++) {
			struct anna_undo u;
			anna_position_make(&pos, moves[i], &u);
			if (victim_mated(&pos, s->attacker)) {
				s->path[len] = moves[i];
				if (!verify(s->root, s->path, len + 1, s->attacker))
					return ANNA_MATE_UNKNOWN;
				size_t w = len + 1 < line_max ? len + 1 : line_max;
				if (line && w)
					memcpy(line, s->path, w * sizeof(*line));
				if (line_len)
					*line_len = len + 1;
				return ANNA_MATE_YES;
			}
			if (s->count == s->budget || len + 1 >= UINT16_MAX) {
				out_of_budget = true;
				anna_position_unmake(&pos, moves[i], &u);
				break;
			}
			struct node *c = &s->nodes[s->count];
			pack(&pos, c);
			if (!seen(s, c, s->count)) {
				c->parent = idx;
				c->move = moves[i];
				c->depth = (uint16_t)(len + 1);
				c->score = score(s, &pos, (int)len + 1);
				heap_push(s, s->count);
				s->count++;
			}
			anna_position_unmake(&pos, moves[i], &u);
		}
	}
	/* Every position reachable was expanded and none was a mate. */
	return out_of_budget ? ANNA_MATE_UNKNOWN : ANNA_MATE_NO;
}

enum anna_mate_answer baseline_can_mate(const struct anna_position *pos, int color,
					 unsigned long budget, uint16_t *line,
					 size_t line_max, size_t *line_len)
{
	if (line_len)
		*line_len = 0;
	if (color != ANNA_WHITE && color != ANNA_BLACK)
		return ANNA_MATE_UNKNOWN;
	anna_core_init();
	/* Built once for every thread, as anna_core_init builds its own. */
	static pthread_once_t tables = PTHREAD_ONCE_INIT;
	pthread_once(&tables, knight_table);
	if (victim_mated(pos, color))
		return ANNA_MATE_YES;
	if (baseline_material(pos->board, color))
		return ANNA_MATE_NO;
	if (budget < 1)
		return ANNA_MATE_UNKNOWN;
	if (budget > (1ul << 24))
		budget = 1ul << 24;

	struct search s = {
		.root = pos,
		.attacker = color,
		.budget = (uint32_t)budget,
		.root_material = material_of(pos, color),
		.corner_color = -1,
	};
	/* Bishops of one colour and nothing else (no pawn to promote): a mate
	 * in a corner needs a corner of their colour. */
	struct material am;
	count_material(pos->board, color, &am);
	if (only_bishops(&am) && am.bishops > 0 && (!am.light_bishops || !am.dark_bishops))
		s.corner_color = am.light_bishops ? 1 : 0;
	uint32_t slots = 1;
	while (slots < 2 * s.budget)
		slots <<= 1;
	s.mask = slots - 1;
	s.nodes = malloc(s.budget * sizeof(*s.nodes));
	s.table = calloc(slots, sizeof(*s.table));
	s.heap = malloc(s.budget * sizeof(*s.heap));
	s.path = malloc((s.budget + 1) * sizeof(*s.path));
	enum anna_mate_answer a = ANNA_MATE_UNKNOWN;
	if (s.nodes && s.table && s.heap && s.path)
		a = run(&s, line, line_max, line_len);
	free(s.nodes);
	free(s.table);
	free(s.heap);
	free(s.path);
	return a;
}
