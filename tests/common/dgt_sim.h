/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/common/dgt_sim.h: a DGT board simulator on a pseudo-terminal, so
 * the real serial code (input/dgtport.h) reads a real tty. The test holds
 * the master side; the slave's path is what the code under test opens.
 *
 * The simulator answers the requests the way the protocol says
 * (board-io/dgt.h): SEND_BRD with a board dump, RETURN_SERIALNR,
 * SEND_VERSION, SEND_CLK; SEND_UPDATE / _BRD / _NICE turn field updates
 * on, SEND_RESET off. It is driven by a script of actions, one a line or
 * separated by ';':
 *
 *   lift SQ         the piece on SQ is lifted (a field update: empty)
 *   place SQ P      piece P (FEN letter: P N B R Q K p n b r q k, or x for
 *                   something foreign) is put on SQ
 *   move FROM TO    lift FROM, (a capture: lift TO first), place on TO
 *   press           the clock's lever goes the other way (a BWTIME)
 *   garbage HEX..   raw bytes, whatever they are
 *   cut             the first three bytes of a field update, no more
 *   rotate          the board is turned round (before the first dump)
 *
 * Header only (static functions): a test includes it and links
 * anna_boardio for the encoder.
 */
#ifndef ANNA_TESTS_DGT_SIM_H
#define ANNA_TESTS_DGT_SIM_H

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "board-io/dgt.h"
#include "core/chess.h"

struct dgt_sim {
	int master, slave;            /* the slave is kept open by the sim too,
				       * so the line stays up between opens */
	char path[64];
	uint8_t codes[64];            /* by field */
	enum anna_dgt_orientation orientation;
	bool updates;                 /* in an update mode */
	bool right_high;
	uint8_t requests[256];        /* every request byte received */
	size_t n_requests;
};

#define DGT_SIM_UNUSED __attribute__((unused))

static DGT_SIM_UNUSED void dgt_sim_send(struct dgt_sim *s, const uint8_t *b, size_t n)
{
	size_t done = 0;
	while (done < n) {
		ssize_t w = write(s->master, b + done, n - done);
		if (w > 0)
			done += (size_t)w;
		else if (w < 0 && errno != EAGAIN && errno != EINTR)
			return;
	}
}

static DGT_SIM_UNUSED void dgt_sim_send_msg(struct dgt_sim *s, const struct anna_dgt_msg *m)
{
	uint8_t b[ANNA_DGT_SIZE_BOARD_DUMP];
	size_t n = anna_dgt_encode(m, b, sizeof(b));
	dgt_sim_send(s, b, n);
}

/* The start position, as a board lying the sim's way. */
static DGT_SIM_UNUSED void dgt_sim_setup_start(struct dgt_sim *s)
{
	static const char *const rows = "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";
	static const char letters[] = ".PRNBKQprnbkq";
	for (int sq = 0; sq < 64; sq++) {
		char c = rows[(7 - sq / 8) * 8 + sq % 8];
		s->codes[anna_dgt_field(sq, s->orientation)] =
			(uint8_t)(strchr(letters, c) - letters);
	}
}

/* Opens the pty; the board stands in the start position. 0 or -errno. */
static DGT_SIM_UNUSED int dgt_sim_open(struct dgt_sim *s, enum anna_dgt_orientation o)
{
	memset(s, 0, sizeof(*s));
	s->orientation = o;
	if (openpty(&s->master, &s->slave, s->path, NULL, NULL) < 0)
		return -errno;
	fcntl(s->master, F_SETFL, fcntl(s->master, F_GETFL) | O_NONBLOCK);
	/* a program the test starts must not hold the line open */
	fcntl(s->master, F_SETFD, FD_CLOEXEC);
	fcntl(s->slave, F_SETFD, FD_CLOEXEC);
	/* the master side raw too: nothing is translated on its way */
	struct termios t;
	if (tcgetattr(s->slave, &t) == 0) {
		cfmakeraw(&t);
		tcsetattr(s->slave, TCSANOW, &t);
	}
	dgt_sim_setup_start(s);
	return 0;
}

static DGT_SIM_UNUSED void dgt_sim_close(struct dgt_sim *s)
{
	if (s->master >= 0)
		close(s->master);
	if (s->slave >= 0)
		close(s->slave);
	s->master = s->slave = -1;
}

static DGT_SIM_UNUSED void dgt_sim_dump(struct dgt_sim *s)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_BOARD_DUMP };
	memcpy(m.codes, s->codes, 64);
	dgt_sim_send_msg(s, &m);
}

static DGT_SIM_UNUSED void dgt_sim_clock(struct dgt_sim *s)
{
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_BWTIME };
	m.clock.right_s = 5400;
	m.clock.left_s = 5400;
	m.clock.running = true;
	m.clock.right_high = s->right_high;
	dgt_sim_send_msg(s, &m);
}

/* Answers every request waiting. Returns how many it read. */
static DGT_SIM_UNUSED size_t dgt_sim_serve(struct dgt_sim *s)
{
	uint8_t b[64];
	size_t total = 0;
	for (;;) {
		ssize_t r = read(s->master, b, sizeof(b));
		if (r <= 0)
			break;
		for (ssize_t i = 0; i < r; i++) {
			if (s->n_requests < sizeof(s->requests))
				s->requests[s->n_requests++] = b[i];
			struct anna_dgt_msg m = { 0 };
			switch (b[i]) {
			case ANNA_DGT_SEND_RESET:
				s->updates = false;
				break;
			case ANNA_DGT_SEND_BRD:
				dgt_sim_dump(s);
				break;
			case ANNA_DGT_SEND_UPDATE:
			case ANNA_DGT_SEND_UPDATE_BRD:
			case ANNA_DGT_SEND_UPDATE_NICE:
				s->updates = true;
				break;
			case ANNA_DGT_RETURN_SERIALNR:
				m.id = ANNA_DGT_MSG_SERIALNR;
				memcpy(m.serial, "04711", 5);
				dgt_sim_send_msg(s, &m);
				break;
			case ANNA_DGT_SEND_VERSION:
				m.id = ANNA_DGT_MSG_VERSION;
				m.major = 3;
				m.minor = 1;
				dgt_sim_send_msg(s, &m);
				break;
			case ANNA_DGT_SEND_CLK:
				dgt_sim_clock(s);
				break;
			default:
				break;
			}
		}
		total += (size_t)r;
	}
	return total;
}

static DGT_SIM_UNUSED void dgt_sim_set(struct dgt_sim *s, int sq, uint8_t code)
{
	int f = anna_dgt_field(sq, s->orientation);
	s->codes[f] = code;
	if (!s->updates)
		return;
	struct anna_dgt_msg m = { .id = ANNA_DGT_MSG_FIELD_UPDATE };
	m.field = (uint8_t)f;
	m.code = code;
	dgt_sim_send_msg(s, &m);
}

static DGT_SIM_UNUSED int dgt_sim_square(const char *t)
{
	if (t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
		return -1;
	return (t[1] - '1') * 8 + (t[0] - 'a');
}

/* Runs a script (see the top). 0, or -1 with the bad action on stderr. */
static DGT_SIM_UNUSED int dgt_sim_run(struct dgt_sim *s, const char *script)
{
	static const char letters[] = ".PRNBKQprnbkq";
	char buf[4096];
	snprintf(buf, sizeof(buf), "%s", script);
	char *save = NULL;
	for (char *a = strtok_r(buf, ";\n", &save); a; a = strtok_r(NULL, ";\n", &save)) {
		char w[4][32] = { { 0 } };
		int n = sscanf(a, "%31s %31s %31s %31s", w[0], w[1], w[2], w[3]);
		if (n <= 0)
			continue;
		int sq = n > 1 ? dgt_sim_square(w[1]) : -1;
		if (!strcmp(w[0], "lift") && sq >= 0) {
			dgt_sim_set(s, sq, 0);
		} else if (!strcmp(w[0], "place") && sq >= 0 && n == 3) {
			const char *p = w[2][0] == 'x' ? NULL : strchr(letters + 1, w[2][0]);
			dgt_sim_set(s, sq, p ? (uint8_t)(p - letters) : ANNA_DGT_MAGIC_DRAW);
		} else if (!strcmp(w[0], "move") && sq >= 0 && n == 3 && dgt_sim_square(w[2]) >= 0) {
			int to = dgt_sim_square(w[2]);
			uint8_t code = s->codes[anna_dgt_field(sq, s->orientation)];
			if (s->codes[anna_dgt_field(to, s->orientation)])
				dgt_sim_set(s, to, 0);
			dgt_sim_set(s, sq, 0);
			dgt_sim_set(s, to, code);
		} else if (!strcmp(w[0], "press")) {
			s->right_high = !s->right_high;
			dgt_sim_clock(s);
		} else if (!strcmp(w[0], "garbage")) {
			char *p = a + strspn(a, " \t") + strlen("garbage"), *end;
			for (unsigned long v = strtoul(p, &end, 16); end != p;
			     p = end, v = strtoul(p, &end, 16)) {
				uint8_t b = (uint8_t)v;
				dgt_sim_send(s, &b, 1);
			}
		} else if (!strcmp(w[0], "cut")) {
			static const uint8_t cut[] = { ANNA_DGT_MSG_FIELD_UPDATE, 0, 5 };
			dgt_sim_send(s, cut, sizeof(cut));
		} else if (!strcmp(w[0], "rotate")) {
			s->orientation = s->orientation == ANNA_DGT_NORMAL ? ANNA_DGT_ROTATED
									  : ANNA_DGT_NORMAL;
			dgt_sim_setup_start(s);
		} else {
			fprintf(stderr, "dgt_sim: bad action: %s\n", a);
			return -1;
		}
	}
	return 0;
}

#endif
