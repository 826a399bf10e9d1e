/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/earcon.h: short generated tones that mark accept, reject and a
 * warning (docs/announcements.md section 4: a key is echoed and an earcon marks
 * accept / reject). They are made at the speech rate (22050 Hz mono s16)
 * and go through the same speaker and output as the words.
 */
#ifndef ANNA_SPEECH_EARCON_H
#define ANNA_SPEECH_EARCON_H

#include <stddef.h>
#include <stdint.h>

enum anna_earcon {
	ANNA_EARCON_ACCEPT,  /* two rising notes */
	ANNA_EARCON_REJECT,  /* one low, buzzing note */
	ANNA_EARCON_WARNING, /* three quick high beeps */
	ANNA_EARCON_COUNT
};

/* "accept", "reject", "warning"; "unknown" out of range. */
const char *anna_earcon_str(enum anna_earcon earcon);
/* The earcon whose name is name, or ANNA_EARCON_COUNT. */
enum anna_earcon anna_earcon_from_str(const char *name);

/*
 * Renders earcon at volume (1..200, 100 normal, 0 = 100 like a voice's
 * setting) into buf. Returns the number of samples it has (writing at most
 * size of them, like snprintf), or -EINVAL.
 */
int anna_earcon_render(enum anna_earcon earcon, int volume, int16_t *buf, size_t size);

#endif
