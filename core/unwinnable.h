/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable.h: CLK-9/10/17 and END-4, decided for any legal position:
 * could this colour checkmate by any series of legal moves, both sides
 * cooperating (a help-mate)?
 *
 * The decision runs in five steps, cheapest first:
 *  1. material: classes of material, closed under every legal move, in
 *     which no checkmate by that colour exists (anna_unwinnable_material);
 *  2. a blocked structure, by a semi-static analysis (after CHA's): the
 *     least solution of a system that says, for every man, the squares it
 *     could ever stand on whatever both sides play (a man steps only onto
 *     squares its own side can clear; a pawn pushes only onto squares both
 *     sides can clear, takes only where an enemy man can stand, and never
 *     passes an enemy pawn facing it on a file that neither can leave and
 *     that no other man can ever meet; a pawn that can reach its last
 *     rank may stand anywhere; a king never steps where an enemy man that
 *     can never leave its square attacks: a pawn, knight or king all its
 *     squares, a slider those beside it). NO when on every square the
 *     other king can reach and the colour's men (not its king) could ever
 *     attack, the flight squares no such man could ever attack can never
 *     all be closed: those the colour's king leaves uncovered, wherever it
 *     stands, cannot all be filled by the other side's men; failing that,
 *     the same on a second saturation where a side whose men never move
 *     and whose king only shuttles between two squares forbids the other
 *     king the squares beside them (it would leave that side without a
 *     move), but for a discovered check in the mate; failing both, the
 *     same one move on (every legal move leads to a position they decide,
 *     forced lines followed: NO with the search's reason);
 *  3. a help-mate search with an eighth of the best-first search's
 *     memory (ANNA_MATE_NODES), or of the budget if smaller: iterative
 *     deepening, depth-first, the moves that bring the other king towards
 *     a chosen corner and the colour's men towards the mate searched
 *     first (they cost less depth; in closed positions of pawns and
 *     bishops the winner's captures and the kings' walks to a gap between
 *     facing pawns, as CHA does), a transposition table that compares
 *     whole positions (never a hash alone), and material tests at every
 *     node (step 2 again after each pawn move or capture while a pawn is
 *     blocked by an enemy pawn and none is lonely: every file with a
 *     pawn of one side has one of the other's) that cut lines where the colour can no
 *     longer mate; if an iteration ends without cutting a single line at
 *     its depth, every reachable position was searched without a mate: NO;
 *  4. with the rest of the budget, up to ANNA_MATE_NODES, a best-first
 *     search over every reachable position (core/unwinnable_best.c), each
 *     kept whole, in the order of a score of what mates need (in a closed
 *     position where the colour has one bishop, its loss is not counted
 *     against it): a mate found is YES; an empty queue is NO. Where the
 *     calling thread may use a second core, step 4 starts on a thread of
 *     its own beside step 3 once step 3 has spent a sixty-fourth of its
 *     positions, and its answer is used only where step 3 runs out (a
 *     step 3 that decides stops it): the answers, node counts and lines
 *     are those of the two one after the other;
 *  5. with whatever budget is left, step 3 again from the iteration it
 *     stopped in (it needs no memory per position).
 * YES comes with a mating line, replayed from the start and checked to end
 * in checkmate of the other side before it is reported. UNKNOWN only when
 * the node budget runs out.
 *
 * Nothing here allocates: the caller owns struct anna_mate_work (about
 * 23 MB, its pages touched as the searches reach them; one per thread
 * that asks, reusable across calls). Step 4's thread is the C library's
 * (its stack kept by the library from one call to the next).
 */
#ifndef ANNA_CORE_UNWINNABLE_H
#define ANNA_CORE_UNWINNABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/position.h"

/* Why the answer is what it is. */
enum anna_mate_reason {
	ANNA_MATE_BY_LINE = 0,        /* YES: the line ends in checkmate */
	ANNA_MATE_ALREADY,            /* YES: the other king is mated now */
	ANNA_MATE_NO_MATERIAL,        /* NO: material (anna_unwinnable_material) */
	ANNA_MATE_NO_LOCKED,          /* NO: a blocked structure (step 2) */
	ANNA_MATE_NO_EXHAUSTED,       /* NO: every reachable position searched */
	ANNA_MATE_NO_BUDGET,          /* UNKNOWN: the node budget ran out */
};

/* "line", "mated", "material", "locked", "searched", "budget". */
const char *anna_mate_reason_str(enum anna_mate_reason r);

/* The longest line (plies) the search follows and reports. */
#define ANNA_MATE_LINE_MAX 1024
/* Transposition table entries (a power of two). */
#define ANNA_MATE_TT_SIZE (1u << 16)

/* A whole position, as the depth-first search compares them (bytes
 * only: equal positions are equal in memcmp). */
struct anna_mate_packed {
	uint8_t board[32];            /* placement, four bits a square */
	uint8_t side, castling, ep;   /* ep only where an en passant capture
				       * is legal (DRAW-3 identity) */
};

struct anna_mate_tt_entry {
	struct anna_mate_packed pos;
	uint8_t used;
	uint16_t depth;               /* depth left when it was searched */
	uint16_t generation;
};

/* Step 2's answers kept for the depth-first search, which meets the same
 * positions in every deepening (a power of two). */
#define ANNA_MATE_LOCKED_SIZE (1u << 15)

struct anna_mate_locked_entry {
	struct anna_mate_packed pos;
	uint8_t locked;               /* anna_unwinnable_locked's answer */
	uint32_t decision;            /* the decision that asked (0: none) */
};

/* The most positions the best-first search keeps (its budget's cap). */
#define ANNA_MATE_NODES 200000u
/* Its table of positions: open addressing, a power of two above
 * ANNA_MATE_NODES, each position in one cache line of its own, so that
 * looking one up reads that line and no other. */
#define ANNA_MATE_SLOTS (1u << 18)

/* The best-first search's scores, -ANNA_MATE_SCORES / 2 and up (a
 * score beyond counts as the nearest within: only the order of the
 * search can change, never its answer). */
#define ANNA_MATE_SCORES 65536u

struct anna_mate_node {
	_Alignas(64) uint64_t key;
	uint32_t parent;              /* its slot; UINT32_MAX for the root */
	uint32_t search;              /* the search that filled the slot */
	uint16_t move;                /* the move from the parent */
	uint16_t depth;
	int32_t score;                /* lower is expanded first */
	uint8_t packed[32];
	uint8_t side, castling, ep;
};

/* Caller-owned scratch (about 23 MB); zero it once (anna_mate_work_init,
 * or static storage, whose pages are first touched by the decisions). */
struct anna_mate_work {
	struct anna_mate_tt_entry tt[ANNA_MATE_TT_SIZE];
	uint16_t generation;
	struct anna_mate_locked_entry locked[ANNA_MATE_LOCKED_SIZE];
	uint32_t decision;
	bool asked_huge;                     /* huge pages asked for it */
	uint16_t line[ANNA_MATE_LINE_MAX];
	uint32_t search;                     /* the best-first search under way */
	uint16_t best_line[ANNA_MATE_LINE_MAX]; /* its line (it may run beside
						 * the depth-first search, whose
						 * line is `line`) */
	struct anna_mate_node nodes[ANNA_MATE_SLOTS];
	uint32_t made[ANNA_MATE_NODES];      /* the slot of each position, in
					      * the order they were made */
	/* The best-first search's queue: a first-in first-out list of the
	 * positions made (by the order made) for each score, and a bit for
	 * each score whose list is not empty (and one for each word of
	 * those bits that is not zero). */
	uint32_t next[ANNA_MATE_NODES];
	uint32_t head[ANNA_MATE_SCORES], tail[ANNA_MATE_SCORES];
	uint64_t queued[ANNA_MATE_SCORES / 64], queued_words[ANNA_MATE_SCORES / 4096];
};

void anna_mate_work_init(struct anna_mate_work *w);

struct anna_mate_verdict {
	enum anna_mate_answer answer;
	enum anna_mate_reason reason;
	size_t line_len;                        /* plies in line (YES) */
	uint16_t line[ANNA_MATE_LINE_MAX];      /* from pos, legal, ends in mate */
	unsigned long nodes;                    /* positions the search visited */
};

/*
 * Decides for color (ANNA_WHITE or ANNA_BLACK) in pos within budget
 * nodes (0: the material and locked-structure tests only). pos must be a
 * legal position (one from anna_fen_read or make). The 75-move and
 * fivefold rules are not applied to the lines searched (a help-mate that
 * needs more than 75 moves without a capture is still a mate "by a
 * series of legal moves" under 6.9; the game would have ended earlier
 * only under 9.6, which the caller knows).
 */
enum anna_mate_answer anna_unwinnable_decide(const struct anna_position *pos,
					     int color, unsigned long budget,
					     struct anna_mate_work *work,
					     struct anna_mate_verdict *out);

/* As anna_unwinnable_decide, in the one scratch of the process that
 * anna_game_can_mate uses (concurrent callers take turns). */
enum anna_mate_answer anna_unwinnable_decide_shared(const struct anna_position *pos,
						    int color, unsigned long budget,
						    struct anna_mate_verdict *out);

/*
 * Material classes in which color can never mate, closed under every legal
 * move (no pawn of the relevant side to promote; a capture only removes a
 * piece). True when:
 *  1. color has a lone king (a king never gives check);
 *  2. color has king and one knight, the other side king and queens only
 *     (no pawn): say the knight checks from k+(1,2); the squares k+(0,1)
 *     and k+(1,1) touch the knight, so they hold no queen and must be
 *     covered by color's king, which must stand on k+(0,2); then k+(1,0)
 *     is covered by nothing and can only hold a queen, which takes the
 *     knight across the empty k+(1,1);
 *  3. color has king and bishops on squares of one colour, no bishop of
 *     the other colour is on the board, and the other side has no knight
 *     and no pawn: the mated king stands on the bishops' colour, its
 *     orthogonal neighbours (of the other colour) must each be blocked by a
 *     rook or queen, which could then interpose or take on the checking
 *     diagonal, or be covered by color's king, which cannot cover the two
 *     that touch the checking diagonal without touching the mated king.
 * The test tool tests/tools/mate_classes enumerates every placement of
 * every class of up to five men and checks these against it.
 */
bool anna_unwinnable_material(const struct anna_position *pos, int color);

/* Step 2 alone, in the position itself (not one move on): true if the
 * semi-static analysis proves that color can never mate (never where an
 * en passant capture is legal now). About 3
 * microseconds; no allocation. */
bool anna_unwinnable_locked(const struct anna_position *pos, int color);

#endif
