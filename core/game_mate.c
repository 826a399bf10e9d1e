/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/game_mate.c: anna_game_can_mate (game.h), the CLK-9 question for
 * callers that keep no scratch of their own: core/unwinnable.c decides,
 * in one table made once for the process (the callers take turns).
 */
#include "core/game.h"

#include <pthread.h>
#include <string.h>

#include "core/unwinnable.h"

static struct anna_mate_work shared_work;
static struct anna_mate_verdict shared_verdict;
static pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;

enum anna_mate_answer anna_unwinnable_decide_shared(const struct anna_position *pos,
						    int color, unsigned long budget,
						    struct anna_mate_verdict *out)
{
	pthread_mutex_lock(&shared_lock);
	enum anna_mate_answer a = anna_unwinnable_decide(pos, color, budget, &shared_work, out);
	pthread_mutex_unlock(&shared_lock);
	return a;
}

enum anna_mate_answer anna_game_can_mate(const struct anna_position *pos, int color,
					 unsigned long budget, uint16_t *line,
					 size_t line_max, size_t *line_len)
{
	pthread_mutex_lock(&shared_lock);
	enum anna_mate_answer a =
		anna_unwinnable_decide(pos, color, budget, &shared_work, &shared_verdict);
	size_t len = a == ANNA_MATE_YES ? shared_verdict.line_len : 0;
	if (line && line_max)
		memcpy(line, shared_verdict.line,
		       (len < line_max ? len : line_max) * sizeof(*line));
	pthread_mutex_unlock(&shared_lock);
	if (line_len)
		*line_len = len;
	return a;
}
