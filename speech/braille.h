/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/braille.h: braille text through liblouis (Debian's liblouis20 and
 * liblouis-data). A phrase in the profile's words becomes the braille
 * cells of the reader's code, by the table he chose (annad.conf's
 * <listener>.braille-table, else the profile's braille.table): de-g0.utb,
 * sv-g1.ctb, da-dk-g16.ctb, no-no-g0.utb, en-ueb-g1.ctb and every other
 * table liblouis-data installs.
 *
 * Chess notation stays exact: every blank-separated word that holds a
 * digit (e4, Sg1-f3, Red1, 0-0, 12.) is translated with liblouis's
 * no_contract typeform, so a contracted table never folds a file letter
 * and a rank into a contraction (en-ueb-g2 reads "Red1" as R-e-d-1, not
 * R-"ed"-1).
 *
 * A cell is one byte: bit 0 is dot 1 ... bit 7 dot 8, the order of
 * BrlAPI's cells and of Unicode's braille patterns (U+2800 + cell).
 * BRF files take 6-dot cells as North American braille ASCII.
 *
 * liblouis is not thread-safe: call these from one thread (annad's loop,
 * a tool's main). Built without liblouis (ANNA_HAVE_LOUIS 0: a cross build
 * whose architecture lacks liblouis-dev), every call fails with
 * braille.unavailable.
 */
#ifndef ANNA_SPEECH_BRAILLE_H
#define ANNA_SPEECH_BRAILLE_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

/* 1 if this build has liblouis. */
int anna_braille_available(void);

/*
 * Checks that liblouis can load table (a file name liblouis finds in its
 * table folder, or a path; a comma-separated list as liblouis takes).
 * ANNA_OK, or ANNA_E_NOTFOUND with braille.table (the table) in *err.
 */
enum anna_status anna_braille_check_table(const char *table, struct anna_error *err);

/*
 * Translates the UTF-8 text with table into at most cap cells. Returns
 * how many cells (never more than cap: a longer translation is cut), or a
 * negative status: ANNA_E_NOTFOUND (the table), ANNA_E_INVALID (text not
 * UTF-8), ANNA_E_NOMEM; *err says which.
 */
int anna_braille_translate(const char *table, const char *text, uint8_t *cells, size_t cap,
			   struct anna_error *err);

/* A 6-dot cell as braille ASCII (BRF): ' ' for the empty cell, 'A' for
 * dot 1 ...; dots 7 and 8 are dropped. */
char anna_braille_ascii(uint8_t cell);
/* The cell as UTF-8 (U+2800 + cell, three bytes) into buf[4]. */
void anna_braille_utf8(uint8_t cell, char buf[4]);

#endif
