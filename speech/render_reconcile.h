/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/render_reconcile.h: the reconciliation of the two boards
 * (core/reconcile.h, docs/rules.md VI-13) in a profile's words: the verdict
 * for the arbiter and the instructions for each player (docs/announcements.md
 * section 4). Pure: no I/O, no clock, no allocation.
 *
 * Plies are said as "Zug 23 von Schwarz, Springer Gustav acht Felix
 * sechs" (the move in the long form, competition policy: no check words),
 * boards as their owner's ("Das Brett von Schwarz muss geändert werden:
 * Springer Felix drei zurück auf Gustav eins", the corrections through
 * speech/render_board.h), clock times through speech/render_clock.h.
 */
#ifndef ANNA_SPEECH_RENDER_RECONCILE_H
#define ANNA_SPEECH_RENDER_RECONCILE_H

#include <stddef.h>

#include "core/reconcile.h"
#include "speech/render.h"

/* Who hears it: the arbiter hears everything. */
#define ANNA_RECONCILE_LISTENER_ARBITER (-1)

/* The most sentences one verdict has: up to ten fixed ones, and each
 * board's corrections, ten a sentence (ANNA_CORRECTIONS_MAX each). */
#define ANNA_RENDER_RECONCILE_MAX (10 + 2 * ((ANNA_CORRECTIONS_MAX + 9) / 10))

/*
 * The verdict on proposal (res->proposal, res->alternative or one the
 * arbiter chose) as sentences, one phrase each, into out[0..*n):
 *   the case, up to which ply the sheets agree (reconcile.agree,
 *   .disagree, .agree_empty, .disagree_start);
 *   what was noticed on the sheets (incomplete, a missing ply, an entry
 *   that could not be read);
 *   case 2: what is struck out of each sheet;
 *   each board given: right, or what must change (and that it showed no
 *   position of the sheets);
 *   who is to move; case 2: the clock times stored for that position;
 *   that the arbiter confirms or decides otherwise.
 * listener ANNA_RECONCILE_VI or ANNA_RECONCILE_SIGHTED hears only the
 * sentences about his own sheet and board besides the case and who is to
 * move; ANNA_RECONCILE_LISTENER_ARBITER hears all. ANNA_E_SPACE if max is
 * too small (ANNA_RENDER_RECONCILE_MAX always suffices) or a sentence did
 * not fit, ANNA_E_INVALID for a bad listener.
 */
enum anna_status anna_render_reconcile(const struct anna_profile *profile,
				       const struct anna_reconcile_input *in,
				       const struct anna_reconcile_result *res,
				       const struct anna_reconcile_proposal *proposal,
				       int listener, struct anna_phrase *out,
				       size_t max, size_t *n);


#endif
