/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/earcon.c: each earcon is a list of notes (frequency, length,
 * share of the third harmonic that makes a note buzz), shaped with 5 ms
 * raised-cosine edges so no note clicks.
 */
#include "speech/earcon.h"

#include <errno.h>
#include <math.h>
#include <string.h>

#include "speech/synth.h"

struct note {
	double hz;  /* 0 = a pause */
	unsigned ms;
	double buzz; /* amplitude of the third harmonic, 0..1 */
};

#define MAX_NOTES 6
static const struct {
	const char *name;
	struct note notes[MAX_NOTES];
} earcons[ANNA_EARCON_COUNT] = {
	[ANNA_EARCON_ACCEPT] = { "accept", { { 880, 50, 0 }, { 0, 20, 0 }, { 1320, 70, 0 } } },
	[ANNA_EARCON_REJECT] = { "reject", { { 196, 220, 0.5 } } },
	[ANNA_EARCON_WARNING] = { "warning", { { 1047, 60, 0 }, { 0, 50, 0 }, { 1047, 60, 0 },
					       { 0, 50, 0 }, { 1047, 60, 0 } } },
};

#define AMPLITUDE 0.25 /* of full scale at volume 100: about as loud as speech */
#define EDGE_MS 5

const char *anna_earcon_str(enum anna_earcon earcon)
{
	if ((unsigned)earcon >= ANNA_EARCON_COUNT)
		return "unknown";
	return earcons[earcon].name;
}

enum anna_earcon anna_earcon_from_str(const char *name)
{
	for (int i = 0; i < ANNA_EARCON_COUNT; i++)
		if (name && strcmp(name, earcons[i].name) == 0)
			return (enum anna_earcon)i;
	return ANNA_EARCON_COUNT;
}

int anna_earcon_render(enum anna_earcon earcon, int volume, int16_t *buf, size_t size)
{
	const double rate = ANNA_SYNTH_SAMPLE_RATE;
	const size_t edge = (size_t)(EDGE_MS * rate / 1000);
	size_t at = 0;

	if ((unsigned)earcon >= ANNA_EARCON_COUNT || volume < 0 || volume > ANNA_SYNTH_VOLUME_MAX ||
	    (!buf && size))
		return -EINVAL;
	if (volume == 0)
		volume = ANNA_SYNTH_VOLUME_DEFAULT;
	for (int i = 0; i < MAX_NOTES && earcons[earcon].notes[i].ms; i++) {
		const struct note *n = &earcons[earcon].notes[i];
		size_t len = (size_t)(n->ms * rate / 1000);
		double amp = AMPLITUDE * 32767.0 * volume / (double)ANNA_SYNTH_VOLUME_DEFAULT / (1.0 + n->buzz);
		for (size_t k = 0; k < len; k++, at++) {
			double t = (double)k / rate, env = 1.0, v;
			if (at >= size)
				continue;
			if (n->hz == 0) {
				buf[at] = 0;
				continue;
			}
			if (k < edge)
				env = 0.5 - 0.5 * cos(M_PI * (double)k / (double)edge);
			else if (len - k <= edge)
				env = 0.5 - 0.5 * cos(M_PI * (double)(len - k) / (double)edge);
			v = sin(2 * M_PI * n->hz * t) + n->buzz * sin(6 * M_PI * n->hz * t);
			v *= amp * env;
			buf[at] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
		}
	}
	return (int)at;
}
