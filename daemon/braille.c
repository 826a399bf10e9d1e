/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/braille.c: a listener's braille display (annad.conf
 * <person>.braille, docs/braille.md). Every phrase he is given is shown in
 * his braille (speech/braille.h with his table) on the display brltty
 * drives (speech/display.h); the display's keys pan and review there, and
 * the others act as his keypad's: repeat, help, his time, the last move,
 * the scoresheet (queries to the session), and the board, which anna shows
 * rank by rank (the eighth first; review-back goes down the board), one
 * cell per square: the profile's piece letter, dot 7 added for White,
 * dot 3 alone for an empty square. A routing key over a square of a rank
 * shown asks what stands there. A display that cannot be had (no brltty,
 * no display, no such table) is said once, to him and in the log, and his
 * other outputs go on; so is a display brltty lets go of.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>

#include "core/notation.h"
#include "daemon/annad_internal.h"
#include "driver/driver.h"
#include "speech/braille.h"

/* Says once, to who and in the log, what is missing. */
static void missing(struct anna_daemon *d, enum anna_role who, const struct anna_error *err)
{
	annad_log_error(d, err);
	annad_say_to(d, who, err);
}

static enum anna_role owner(struct anna_daemon *d, int fd)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		if (d->display[who] && anna_display_fd(d->display[who]) == fd)
			return (enum anna_role)who;
	return ANNA_ROLE_COUNT;
}

/*
 * The translator: a phrase for a display is put into braille on a thread of
 * its own while the journal syncs (annad_out_say holds the phrase, the loop
 * then writes and flushes the journal, and only then delivers), so liblouis
 * (a quarter of a millisecond a phrase, several on a busy core) is not on
 * the way from the press to the display. It takes the held phrases in
 * order, d->pending[done..queued); the delivery waits for a phrase not yet
 * done. Only the fields of a queued phrase that the loop no longer writes
 * are read here (its listener and text); cells and ncells are written here
 * and read by the loop after done has passed them (under mu).
 */
struct annad_translator {
	pthread_t thread;
	pthread_mutex_t mu;
	pthread_cond_t work, done_cv;
	size_t queued, done; /* indices into d->pending */
	bool stop;
	struct anna_daemon *d;
};

static void *translate_ahead(void *arg)
{
	struct annad_translator *t = arg;
	pthread_mutex_lock(&t->mu);
	for (;;) {
		while (t->done == t->queued && !t->stop)
			pthread_cond_wait(&t->work, &t->mu);
		if (t->done == t->queued)
			break;
		struct pending *p = &t->d->pending[t->done];
		if (!p->braille_queued) { /* an earcon, a phrase for no display */
			t->done++;
			pthread_cond_broadcast(&t->done_cv);
			continue;
		}
		pthread_mutex_unlock(&t->mu);
		uint8_t *cells = malloc(ANNA_DISPLAY_CELLS);
		struct anna_error err = { 0 };
		int n = cells ? anna_braille_translate(t->d->braille_table[p->listener], p->text,
						       cells, ANNA_DISPLAY_CELLS, &err)
			      : -1;
		pthread_mutex_lock(&t->mu);
		p->cells = cells;
		p->ncells = n;
		t->done++;
		pthread_cond_broadcast(&t->done_cv);
	}
	pthread_mutex_unlock(&t->mu);
	return NULL;
}

static void translator_start(struct anna_daemon *d)
{
	struct annad_translator *t = calloc(1, sizeof(*t));
	if (!t)
		return; /* the phrases are translated as they go out */
	t->d = d;
	pthread_mutex_init(&t->mu, NULL);
	pthread_cond_init(&t->work, NULL);
	pthread_cond_init(&t->done_cv, NULL);
	if (pthread_create(&t->thread, NULL, translate_ahead, t) != 0) {
		pthread_cond_destroy(&t->done_cv);
		pthread_cond_destroy(&t->work);
		pthread_mutex_destroy(&t->mu);
		free(t);
		return;
	}
	d->translator = t;
}

static void translator_stop(struct anna_daemon *d)
{
	struct annad_translator *t = d->translator;
	if (!t)
		return;
	pthread_mutex_lock(&t->mu);
	t->stop = true; /* what is queued is finished first */
	pthread_cond_signal(&t->work);
	pthread_mutex_unlock(&t->mu);
	pthread_join(t->thread, NULL);
	pthread_cond_destroy(&t->done_cv);
	pthread_cond_destroy(&t->work);
	pthread_mutex_destroy(&t->mu);
	free(t);
	d->translator = NULL;
}

void annad_braille_ahead(struct anna_daemon *d, size_t i)
{
	struct annad_translator *t = d->translator;
	if (!t)
		return;
	struct pending *p = &d->pending[i];
	p->braille_queued = (unsigned)p->listener < ANNA_ROLE_COUNT && d->display[p->listener];
	pthread_mutex_lock(&t->mu);
	t->queued = i + 1; /* the phrases between, no display's, pass through */
	pthread_cond_signal(&t->work);
	pthread_mutex_unlock(&t->mu);
}

void annad_braille_released(struct anna_daemon *d)
{
	struct annad_translator *t = d->translator;
	if (!t)
		return;
	pthread_mutex_lock(&t->mu);
	t->queued = t->done = 0; /* every phrase was delivered, so done */
	pthread_mutex_unlock(&t->mu);
}

void annad_braille_show(struct anna_daemon *d, struct pending *p)
{
	enum anna_role who = p->listener;
	struct annad_translator *t = d->translator;
	if (t && p >= d->pending && p < d->pending + MAX_PENDING) {
		size_t i = (size_t)(p - d->pending);
		pthread_mutex_lock(&t->mu);
		while (i < t->queued && t->done <= i)
			pthread_cond_wait(&t->done_cv, &t->mu);
		pthread_mutex_unlock(&t->mu);
	}
	if ((unsigned)who >= ANNA_ROLE_COUNT || !d->display[who])
		return;
	if (p->cells && p->ncells >= 0) {
		anna_display_show(d->display[who], p->cells, (size_t)p->ncells, -1);
		return;
	}
	uint8_t cells[ANNA_DISPLAY_CELLS]; /* not made ahead (a display that came
					    * since, no translator) */
	struct anna_error err = { 0 };
	int n = anna_braille_translate(d->braille_table[who], p->text, cells, sizeof(cells), &err);
	if (n >= 0)
		anna_display_show(d->display[who], cells, (size_t)n, -1);
}

/* The board rank by rank, the first rank pushed first: the eighth is shown,
 * review-back goes on to the seventh ... Tag: the rank (0..7). */
static void show_board(struct anna_daemon *d, enum anna_role who)
{
	const struct anna_position *pos =
		&anna_session_game(anna_driver_session(d->driver))->pos;
	struct anna_letters letters;
	const struct anna_letters *lp = anna_letters_by_name("en");
	if (anna_letters_parse(&letters, anna_profile_word(d->profile[who], ANNA_WORD_LETTERS),
			       NULL) == ANNA_OK)
		lp = &letters;
	struct anna_error err = { 0 };
	for (int rank = 0; rank < 8; rank++) {
		uint8_t cells[32];
		char num[16];
		snprintf(num, sizeof(num), "%d", rank + 1);
		int n = anna_braille_translate(d->braille_table[who], num, cells, 8, &err);
		if (n < 0)
			return;
		cells[n++] = 0;
		for (int file = 0; file < 8; file++) {
			uint8_t piece = pos->board[ANNA_SQ(file, rank)];
			uint8_t cell = 0x04; /* dot 3: empty */
			if (piece != ANNA_NO_PIECE) {
				char l[8];
				uint8_t c[8];
				const char *letter =
					lp->letter[ANNA_WHITE][ANNA_PIECE_TYPE(piece)];
				snprintf(l, sizeof(l), "%s", *letter ? letter : "P");
				for (char *q = l; *q; q++)
					*q = (char)(*q >= 'A' && *q <= 'Z' ? *q - 'A' + 'a' : *q);
				int k = anna_braille_translate(d->braille_table[who], l, c, sizeof(c),
							       &err);
				cell = k > 0 ? c[k - 1] : 0x3f;
				if (ANNA_PIECE_COLOR(piece) == ANNA_WHITE)
					cell |= 0x40; /* dot 7 */
			}
			cells[n++] = cell;
		}
		anna_display_show(d->display[who], cells, (size_t)n, rank);
	}
}

/* The square under routing key cell on rank's line, or ANNA_NO_SQ. */
static int routed_square(struct anna_daemon *d, enum anna_role who, int rank, unsigned cell)
{
	uint8_t cells[8];
	char num[16];
	struct anna_error err = { 0 };
	snprintf(num, sizeof(num), "%d", rank + 1);
	int n = anna_braille_translate(d->braille_table[who], num, cells, sizeof(cells), &err);
	if (n < 0 || cell < (unsigned)n + 1 || cell >= (unsigned)n + 9)
		return ANNA_NO_SQ;
	return ANNA_SQ((int)cell - n - 1, rank);
}

static enum anna_driver_role keypad_role(enum anna_role who)
{
	return who == ANNA_ROLE_VI ? ANNA_DRIVER_VI_KEYPAD
	       : who == ANNA_ROLE_SIGHTED ? ANNA_DRIVER_SIGHTED_KEYPAD
					  : ANNA_DRIVER_ARBITER_KEYPAD;
}

static void keypad(struct anna_daemon *d, enum anna_role who, struct anna_keypad_action *a)
{
	anna_driver_keypad_action(d->driver, keypad_role(who), a, annad_driver_now(d));
}

static void on_display(void *ctx, int fd, uint32_t events)
{
	(void)events;
	struct anna_daemon *d = ctx;
	enum anna_role who = owner(d, fd);
	if (who == ANNA_ROLE_COUNT)
		return;
	struct anna_display *disp = d->display[who];
	unsigned cell = 0;
	for (int i = 0; i < 64; i++) {
		enum anna_display_action act = anna_display_key(disp, &cell);
		struct anna_keypad_action a = { .type = ANNA_KEYPAD_A_QUERY };
		switch (act) {
		case ANNA_DISPLAY_NONE:
			return;
		case ANNA_DISPLAY_HANDLED:
			continue;
		case ANNA_DISPLAY_GONE: {
			struct anna_error err = { 0 };
			anna_error_set(&err, ANNA_E_NOTFOUND, ANNA_MSG_DISPLAY_GONE,
				       d->config.braille[who]);
			anna_loop_del(d->loop, fd);
			anna_display_close(disp);
			d->display[who] = NULL;
			missing(d, who, &err);
			return;
		}
		case ANNA_DISPLAY_REPEAT:
		case ANNA_DISPLAY_HELP:
			a.type = ANNA_KEYPAD_A_COMMAND;
			a.cmd = act == ANNA_DISPLAY_REPEAT ? ANNA_KEYPAD_CMD_REPEAT : ANNA_KEYPAD_CMD_HELP;
			break;
		case ANNA_DISPLAY_TIME:
			a.query = ANNA_SQ_MY_TIME;
			break;
		case ANNA_DISPLAY_LAST_MOVE:
			a.query = ANNA_SQ_OPP_LAST;
			break;
		case ANNA_DISPLAY_SCORESHEET:
			a.query = ANNA_SQ_SCORESHEET;
			a.value = 0; /* as the keypad asks it without a number */
			break;
		case ANNA_DISPLAY_BOARD:
			show_board(d, who);
			continue;
		case ANNA_DISPLAY_TYPED: /* his keypad's key, as his terminal's; */
			if (!d->replay.n) /* in a replay the recordings are the input */
				annad_type_key(d, keypad_role(who), (unsigned char)cell);
			continue;
		case ANNA_DISPLAY_ROUTE: {
			int rank = anna_display_tag(disp);
			int sq = rank >= 0 ? routed_square(d, who, rank, cell) : ANNA_NO_SQ;
			if (sq == ANNA_NO_SQ)
				continue;
			a.query = ANNA_SQ_SQUARE;
			a.value = sq;
			break;
		}
		}
		keypad(d, who, &a);
	}
}

/* The module: each configured display opened, also for a --replay (a
 * display is an output; there its keys ask and pan, and what is typed on
 * its keyboard is ignored, so the recordings stay the game's only input). */
int annad_braille_init(struct anna_daemon *d)
{
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		const struct anna_config *c = &d->config;
		if (!c->braille[who][0] || !d->dcfg.listener[who].present)
			continue;
		snprintf(d->braille_table[who], sizeof(d->braille_table[who]), "%s",
			 c->braille_table[who][0]
				 ? c->braille_table[who]
				 : anna_profile_word(d->profile[who], ANNA_WORD_BRAILLE_TABLE));
		struct anna_error err = { 0 };
		if (anna_braille_check_table(d->braille_table[who], &err) != ANNA_OK ||
		    anna_display_open(strcmp(c->braille[who], "default") ? c->braille[who] : NULL,
				      c->braille_auth[who][0] ? c->braille_auth[who] : NULL, NULL,
				      &d->display[who], &err) != ANNA_OK) {
			missing(d, (enum anna_role)who, &err);
			continue;
		}
		if (anna_loop_add(d->loop, anna_display_fd(d->display[who]), EPOLLIN, on_display,
				  d) < 0) {
			anna_display_close(d->display[who]);
			d->display[who] = NULL;
		}
	}
	for (int who = 0; who < ANNA_ROLE_COUNT; who++)
		if (d->display[who]) {
			translator_start(d);
			break;
		}
	return 0;
}

void annad_braille_fini(struct anna_daemon *d)
{
	translator_stop(d);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		if (!d->display[who])
			continue;
		anna_loop_del(d->loop, anna_display_fd(d->display[who]));
		anna_display_close(d->display[who]);
		d->display[who] = NULL;
	}
}
