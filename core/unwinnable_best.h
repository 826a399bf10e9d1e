/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/unwinnable_best.h: the best-first search of anna_unwinnable_decide
 * (core/unwinnable_best.c), for core/unwinnable.c only.
 */
#ifndef ANNA_CORE_UNWINNABLE_BEST_H
#define ANNA_CORE_UNWINNABLE_BEST_H

#include "core/unwinnable.h"

/* Knight moves between two squares (0..6), built by anna_unwinnable_decide
 * before either search runs. */
extern uint8_t anna_mate_knight_dist[64][64];

/*
 * Searches every position reachable from pos, best first, within budget
 * nodes: YES with the line in work->line[0 .. *line_len) (not yet
 * verified: the caller replays it), NO when every reachable position was
 * expanded without a mate, UNKNOWN when the budget ran out or a line grew
 * longer than ANNA_MATE_LINE_MAX. *nodes: the positions kept.
 */
enum anna_mate_answer anna_unwinnable_best_first(const struct anna_position *pos,
						 int color, unsigned long budget,
						 struct anna_mate_work *work,
						 size_t *line_len, unsigned long *nodes);

#endif
