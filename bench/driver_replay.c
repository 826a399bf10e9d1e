/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench/driver_replay.c: how long the driver (driver/) takes per
 * raw device event, on the whole-game recordings of tests/fixtures/games:
 * every event through the decoders, the session and the renderers (the
 * words made, handed to an output that drops them), as annad does it.
 * Side by side, the decoders alone (board-io decode + debounce, the keymap
 * and keypad grammar) on the same events: what the session and the words
 * add. Each game is played `rounds` times and every event is timed; the
 * per-event median, p99 and worst are printed for single runs and for the
 * best of the rounds per event (the loaded build machine preempts a
 * process now and then; the best of several runs shows the code's own
 * worst case), with events per second.
 *
 * Usage: driver_replay FIXTURES_DIR DATADIR [rounds]
 */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board-io/debounce.h"
#include "board-io/decode.h"
#include "driver/driver.h"
#include "input/evemu.h"
#include "input/keypad.h"

static const char *const games[] = {
	"scholars-mate", "en-passant-mate", "promotion-castling", "fools-mate", "two-boards",
};
static const enum anna_driver_role roles[] = {
	ANNA_DRIVER_VI_BOARD, ANNA_DRIVER_SIGHTED_BOARD, ANNA_DRIVER_VI_KEYPAD,
	ANNA_DRIVER_SIGHTED_KEYPAD,
};

struct event {
	uint64_t ms;
	enum anna_driver_role role;
	struct input_event ev;
};

struct game {
	struct event *ev;
	size_t n;
	uint64_t start[2];  /* boards' first frame: occupancy */
	bool board[2];
	bool vi_black;
};

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int by_time(const void *a, const void *b)
{
	const struct event *x = a, *y = b;
	return x->ms < y->ms ? -1 : x->ms > y->ms ? 1 : (int)x->role - (int)y->role;
}

static void load(const char *fixtures, const char *name, struct game *g)
{
	memset(g, 0, sizeof(*g));
	g->ev = calloc(4096, sizeof(*g->ev));
	g->vi_black = strcmp(name, "fools-mate") == 0;
	struct anna_boardmap map;
	anna_boardmap_default(&map);
	for (size_t r = 0; r < sizeof(roles) / sizeof(roles[0]); r++) {
		char path[1024];
		snprintf(path, sizeof(path), "%s/games/%s/%s.evemu", fixtures, name,
			 anna_driver_role_str(roles[r]));
		struct anna_evemu *rec;
		struct anna_error err;
		if (anna_evemu_load(path, &rec, &err) != ANNA_OK)
			continue; /* the game has no such device */
		size_t i = 0;
		if (anna_driver_role_is_board(roles[r])) {
			int b = roles[r] == ANNA_DRIVER_SIGHTED_BOARD;
			g->board[b] = true;
			for (; i < rec->n_events; i++) {
				const struct input_event *e = &rec->events[i];
				if (e->type == EV_SYN)
					break;
				g->start[b] |= 1ull << anna_boardmap_square(&map, e->code);
			}
			i++;
		}
		for (; i < rec->n_events && g->n < 4096; i++) {
			g->ev[g->n].ms = anna_evemu_time_us(&rec->events[i]) / 1000;
			g->ev[g->n].role = roles[r];
			g->ev[g->n].ev = rec->events[i];
			g->n++;
		}
		anna_evemu_free(rec);
	}
	qsort(g->ev, g->n, sizeof(*g->ev), by_time);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The fastest of the rounds for each event (t holds rounds x per_round). */
static uint64_t *best_of(const uint64_t *t, size_t per_round, unsigned rounds)
{
	uint64_t *b = malloc(per_round * sizeof(*b));
	for (size_t e = 0; e < per_round; e++) {
		b[e] = UINT64_MAX;
		for (unsigned r = 0; r < rounds; r++)
			if (t[r * per_round + e] < b[e])
				b[e] = t[r * per_round + e];
	}
	return b;
}

static void report(const char *what, uint64_t *t, size_t n)
{
	qsort(t, n, sizeof(*t), cmp_u64);
	uint64_t sum = 0;
	for (size_t i = 0; i < n; i++)
		sum += t[i];
	printf("| %s | %.2f us | %.2f us | %.1f us | %.0f |\n", what, t[n / 2] / 1000.0,
	       t[n * 99 / 100] / 1000.0, t[n - 1] / 1000.0, n / (sum / 1e9));
}

static void dropped(void *ctx, enum anna_role who, enum anna_priority prio, uint64_t at_ms,
		    const char *text, const char *speech)
{
	(void)who, (void)prio, (void)at_ms, (void)speech;
	*(size_t *)ctx += strlen(text);
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: driver_replay FIXTURES_DIR DATADIR [rounds]\n");
		return 2;
	}
	unsigned rounds = argc > 3 ? (unsigned)atoi(argv[3]) : 200;
	struct anna_profile *profile;
	struct anna_keymap keymap;
	struct anna_error err;
	if (anna_profile_load(argv[2], "fide-de", &profile, &err) != ANNA_OK ||
	    anna_keymap_load_name(argv[2], "numpad", &keymap, &err) != ANNA_OK) {
		fprintf(stderr, "cannot load the profile or key map from %s\n", argv[2]);
		return 2;
	}
	struct game g[5];
	size_t total = 0;
	for (size_t i = 0; i < 5; i++) {
		load(argv[1], games[i], &g[i]);
		total += g[i].n;
	}
	uint64_t *t_driver = malloc(total * rounds * sizeof(uint64_t));
	uint64_t *t_decode = malloc(total * rounds * sizeof(uint64_t));
	size_t nd = 0, nc = 0, words = 0;
	for (unsigned r = 0; r < rounds; r++) {
		for (size_t i = 0; i < 5; i++) {
			struct anna_driver_config cfg;
			anna_driver_config_default(&cfg);
			cfg.session.vi_side = g[i].vi_black ? ANNA_BLACK : ANNA_WHITE;
			for (size_t k = 0; k < 4; k++) {
				cfg.has[roles[k]] = k < 2 ? g[i].board[k] : true;
				if (k >= 2)
					cfg.keymap[roles[k]] = &keymap;
			}
			for (int who = 0; who < 2; who++) {
				cfg.listener[who].present = true;
				cfg.listener[who].profile = profile;
			}
			cfg.output.say = dropped;
			cfg.output.ctx = &words;
			struct anna_driver *d;
			if (anna_driver_new(&cfg, &d, &err) != ANNA_OK)
				return 1;
			uint64_t t0 = g[i].ev[0].ms;
			for (int b = 0; b < 2; b++)
				if (g[i].board[b])
					anna_driver_board_state(d, b ? ANNA_DRIVER_SIGHTED_BOARD
								    : ANNA_DRIVER_VI_BOARD,
								g[i].start[b], t0);
			struct anna_session_event start;
			anna_session_event_init(&start, ANNA_SEV_START, t0);
			anna_driver_command(d, &start);
			for (size_t e = 0; e < g[i].n; e++) {
				uint64_t a = now_ns();
				anna_driver_feed(d, g[i].ev[e].role, &g[i].ev[e].ev, g[i].ev[e].ms);
				t_driver[nd++] = now_ns() - a;
			}
			if (anna_driver_bugs(d) ||
			    anna_session_state(anna_driver_session(d)) != ANNA_SESSION_ENDED) {
				fprintf(stderr, "%s did not replay to its end\n", games[i]);
				return 1;
			}
			anna_driver_free(d);

			/* the decoders alone */
			struct anna_boardmap map;
			anna_boardmap_default(&map);
			struct anna_decode dec[2];
			struct anna_debounce db[2];
			struct anna_keypad kp[2];
			for (int b = 0; b < 2; b++) {
				anna_decode_init(&dec[b], &map, g[i].start[b]);
				anna_debounce_init(&db[b], g[i].start[b], ANNA_DEBOUNCE_DEFAULT_MS);
				anna_keypad_init(&kp[b], NULL);
			}
			for (size_t e = 0; e < g[i].n; e++) {
				const struct event *x = &g[i].ev[e];
				uint64_t a = now_ns();
				if (anna_driver_role_is_board(x->role)) {
					int b = x->role == ANNA_DRIVER_SIGHTED_BOARD;
					struct anna_square_event sev[64], out[64];
					size_t n = anna_decode_event(&dec[b], &x->ev, sev);
					for (size_t s = 0; s < n; s++)
						anna_debounce_feed(&db[b], &sev[s], out);
				} else if (x->ev.type == EV_KEY && x->ev.value == 1) {
					struct anna_keypad_action acts[ANNA_KEYPAD_MAX_ACTIONS];
					anna_keypad_key(&kp[x->role == ANNA_DRIVER_SIGHTED_KEYPAD],
							anna_keymap_lookup(&keymap, x->ev.code), x->ms, acts);
				}
				t_decode[nc++] = now_ns() - a;
			}
		}
	}
	printf("%zu events in 5 games, %u rounds (%zu bytes of words made)\n\n", total, rounds,
	       words);
	printf("| per raw event | median | p99 | worst | events/s |\n|---|---|---|---|---|\n");
	uint64_t *bd = best_of(t_driver, total, rounds), *bc = best_of(t_decode, total, rounds);
	report("driver (decoders + session + words), best of rounds", bd, total);
	report("decoders alone, best of rounds", bc, total);
	report("driver, single runs", t_driver, nd);
	report("decoders alone, single runs", t_decode, nc);
	free(bd);
	free(bc);
	free(t_driver);
	free(t_decode);
	anna_profile_free(profile);
	return 0;
}
