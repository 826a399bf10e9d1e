/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * driver/words.c: the driver's word output (driver.h): each announcement
 * rendered in its listener's profile, form and side, handed to the output
 * ops and the transcript; "repeat"; the speakers as an output.
 */
#include <string.h>

#include "driver/internal.h"
#include "driver/transcript.h"
#include "speech/render_session.h"

/* Copies src into dst[size], cut at size - 1 bytes; a phrase's fields are
 * as large as the last-said buffers, so nothing is cut in practice (and
 * snprintf's "%s" made -O3 warn about a truncation it could not rule out). */
static void copy_text(char *dst, size_t size, const char *src)
{
	size_t n = strnlen(src, size - 1);
	memcpy(dst, src, n);
	dst[n] = '\0';
}

static void driver_say_text(struct anna_driver *d, enum anna_role who, enum anna_priority prio,
		     uint64_t at_ms, const char *text, const char *speech)
{
	if ((unsigned)who >= ANNA_ROLE_COUNT || !d->cfg.listener[who].present || !text[0])
		return;
	if (prio > ANNA_PRIO_INFO) {
		/* "Repeat" brings back the last answer or announcement, not
		 * a key's echo (its own echo would be all it ever said) */
		copy_text(d->last_text[who], sizeof(d->last_text[who]), text);
		copy_text(d->last_speech[who], sizeof(d->last_speech[who]), speech);
		d->last_prio[who] = prio;
	}
	if (d->muted)
		return;
	if (d->cfg.transcript)
		anna_transcript_line(d->cfg.transcript, at_ms, who, text);
	if (d->cfg.output.say)
		d->cfg.output.say(d->cfg.output.ctx, who, prio, at_ms, text, speech);
}

void anna_driver_say(struct anna_driver *d, enum anna_role who, enum anna_priority prio,
		     uint64_t at_ms, const char *text, const char *speech)
{
	driver_say_text(d, who, prio, at_ms, text, speech ? speech : text);
}

void driver_say_phrase(struct anna_driver *d, enum anna_role who, enum anna_priority prio,
		       uint64_t at_ms, const struct anna_phrase *phrase)
{
	driver_say_text(d, who, prio, at_ms, phrase->text, phrase->speech);
}

void driver_earcon(struct anna_driver *d, enum anna_role who, enum anna_earcon e, uint64_t at_ms)
{
	if (d->muted || !d->cfg.listener[who].present || !d->cfg.output.earcon)
		return;
	d->cfg.output.earcon(d->cfg.output.ctx, who, e, at_ms);
}

/* ---- speakers as the output ---- */

static void speakers_say(void *ctx, enum anna_role who, enum anna_priority prio,
			 uint64_t at_ms, const char *text, const char *speech)
{
	(void)at_ms;
	struct anna_driver_speakers *sp = ctx;
	if (!sp->speaker[who])
		return;
	struct anna_utterance u = {
		.listener = sp->listener[who], .prio = prio,
		.words = text, .say = speech,
	};
	/* A full queue drops the least urgent phrase itself; an error here
	 * is a phrase not said, which "repeat" can still bring back. */
	anna_speaker_say(sp->speaker[who], &u, NULL);
}

static void speakers_earcon(void *ctx, enum anna_role who, enum anna_earcon e, uint64_t at_ms)
{
	(void)at_ms;
	struct anna_driver_speakers *sp = ctx;
	if (sp->speaker[who])
		anna_speaker_earcon(sp->speaker[who], sp->listener[who], e, ANNA_PRIO_INFO, NULL);
}

static void speakers_rate(void *ctx, enum anna_role who, int step)
{
	struct anna_driver_speakers *sp = ctx;
	if (!sp->speaker[who])
		return;
	struct anna_voice v = sp->voice[who];
	int rate = (v.rate ? v.rate : ANNA_SYNTH_RATE_DEFAULT) +
		   step * (sp->rate_step ? sp->rate_step : ANNA_DRIVER_RATE_STEP);
	v.rate = rate < ANNA_SYNTH_RATE_MIN ? ANNA_SYNTH_RATE_MIN
		 : rate > ANNA_SYNTH_RATE_MAX ? ANNA_SYNTH_RATE_MAX : rate;
	if (anna_speaker_set_voice(sp->speaker[who], sp->listener[who], &v) == 0)
		sp->voice[who] = v;
}

void anna_driver_output_speakers(struct anna_driver_output *out,
				 struct anna_driver_speakers *sp)
{
	out->say = speakers_say;
	out->earcon = speakers_earcon;
	out->rate = speakers_rate;
	out->ctx = sp;
}

static void say_announcement(struct anna_driver *d, const struct anna_session_announcement *ann,
			     uint64_t at_ms);

void driver_say_vi_board(struct anna_driver *d, enum anna_session_ann_kind kind,
			 const struct anna_session_fix *fix, size_t n, uint64_t at_ms)
{
	struct anna_session_announcement ann;
	memset(&ann, 0, sizeof(ann));
	ann.kind = kind;
	ann.listener = ANNA_ROLE_VI;
	ann.mover = anna_session_vi_side(d->session);
	ann.n_fix = n < ANNA_SESSION_MAX_FIX ? n : ANNA_SESSION_MAX_FIX;
	if (ann.n_fix)
		memcpy(ann.fix, fix, ann.n_fix * sizeof(fix[0]));
	if (kind == ANNA_SANN_MISMATCH)
		d->board[0].rest_ms = 0; /* told: the board at rest need not say it */
	say_announcement(d, &ann, at_ms);
}

/* "Repeat": the listener's last phrase again, as an answer. */

void driver_repeat(struct anna_driver *d, enum anna_role who, uint64_t at_ms)
{
	if (who == ANNA_ROLE_VI && d->board[0].mismatch) {
		/* the corrections are repeated on request until the board
		 * matches: as the board stands now, not as first told */
		driver_vi_check_whole(d, at_ms, NULL, NULL, 0);
		return;
	}
	if (who == ANNA_ROLE_VI) {
		/* carrying out the announced move, begun and not finished or
		 * wrong: what is still to correct, as the board now stands
		 * (a piece left, a rook not moved); the announcement before
		 * he starts */
		struct anna_session_fix fix[ANNA_SESSION_MAX_FIX];
		size_t n = driver_vi_executing_fixes(d, fix);
		if (n) {
			d->board[0].repeat_fixed = true;
			driver_say_vi_board(d, ANNA_SANN_MISMATCH, fix, n, at_ms);
			return;
		}
		/* the last correction he heard: again while the board still
		 * shows what it was said about, else that the board is right
		 * now (the move completed, the piece put back) */
		if (d->vi_fix_live) {
			enum anna_infer_state s = driver_board_state(d, 0, NULL);
			if (driver_vi_changed_since_fixes(d) &&
			    (s == ANNA_INFER_S_MADE || s == ANNA_INFER_S_IDLE ||
			     s == ANNA_INFER_S_TOUCHED)) {
				driver_say_vi_board(d, ANNA_SANN_BOARD_OK, NULL, 0, at_ms);
				return;
			}
			char text[ANNA_PHRASE_MAX], speech[ANNA_PHRASE_SPEECH_MAX];
			memcpy(text, d->vi_fix_text, sizeof(text));
			memcpy(speech, d->vi_fix_speech, sizeof(speech));
			driver_say_text(d, who, ANNA_PRIO_QUERY, at_ms, text, speech);
			return;
		}
	}
	if (!d->last_text[who][0])
		return;
	char text[ANNA_PHRASE_MAX], speech[ANNA_PHRASE_SPEECH_MAX];
	memcpy(text, d->last_text[who], sizeof(text));
	memcpy(speech, d->last_speech[who], sizeof(speech));
	driver_say_text(d, who, ANNA_PRIO_QUERY, at_ms, text, speech);
}


static enum anna_priority prio_of(enum anna_session_ann_kind kind)
{
	switch (kind) {
	case ANNA_SANN_MOVE:
	case ANNA_SANN_PHYSICAL:
	case ANNA_SANN_WITHDRAWN:
	case ANNA_SANN_PROMOTION:
	case ANNA_SANN_GAME_END:
	case ANNA_SANN_DRAW_OFFER:
	case ANNA_SANN_HELD:    /* play stopped: never cut by a query */
	case ANNA_SANN_DECIDED:
	case ANNA_SANN_ADJUSTED:
	case ANNA_SANN_STARTED:
	case ANNA_SANN_SWITCHED:
		return ANNA_PRIO_MOVE;
	case ANNA_SANN_DRIFT:
	case ANNA_SANN_MISMATCH:
	case ANNA_SANN_ILLEGAL:
		return ANNA_PRIO_URGENT;
	case ANNA_SANN_CLOCK:
	case ANNA_SANN_TOUCHED: /* VI-6: never cuts a move announcement */
		return ANNA_PRIO_QUERY;
	default:
		return ANNA_PRIO_QUERY;
	}
}


/* A report to the arbiter: said to his listener in his profile's words at
 * once; one that opens a decision kept for his list (closed ones
 * dropped first, so the list never fills with the past). */
void driver_report(struct anna_driver *d, const struct anna_session_action *a)
{
	const struct anna_session_report *r = &a->report;
	if (r->decision && r->kind != ANNA_SREP_DECISION) {
		size_t n = 0;
		for (size_t i = 0; i < d->n_decisions; i++)
			if (anna_session_decision_open(d->session, d->decision[i].decision) &&
			    d->decision[i].decision != r->decision)
				d->decision[n++] = d->decision[i];
		if (n == DRIVER_MAX_DECISIONS) { /* the session holds no more */
			memmove(d->decision, d->decision + 1, (n - 1) * sizeof(d->decision[0]));
			n--;
		}
		d->decision[n++] = *r;
		d->n_decisions = n;
	}
	enum anna_role who = ANNA_ROLE_ARBITER;
	if (!d->cfg.listener[who].present)
		return;
	if (anna_render_session_report(d->cfg.listener[who].profile, r, &d->phrase) != ANNA_OK) {
		d->bugs++;
		return;
	}
	driver_say_phrase(d, who, r->decision ? ANNA_PRIO_URGENT : ANNA_PRIO_MOVE,
			  a->at_ms, &d->phrase);
}

void driver_announce(struct anna_driver *d, const struct anna_session_action *a)
{
	if (a->ann.kind == ANNA_SANN_PROMOTION)
		driver_ask_promotion(d, &a->ann, a->at_ms);
	say_announcement(d, &a->ann, a->at_ms);
}

/* An announcement in its listener's profile, form and side. */
static void say_announcement(struct anna_driver *d, const struct anna_session_announcement *ann,
			     uint64_t at_ms)
{
	enum anna_role who = ann->listener;
	if ((unsigned)who >= ANNA_ROLE_COUNT || !d->cfg.listener[who].present)
		return;
	const struct anna_driver_listener *l = &d->cfg.listener[who];
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts);
	opts.form = l->form;
	opts.name_captured = l->name_captured;
	opts.seconds_below_ms = l->seconds_below_ms;
	opts.listener_side = who == ANNA_ROLE_VI ? anna_session_vi_side(d->session)
		: who == ANNA_ROLE_SIGHTED ? 1 - anna_session_vi_side(d->session) : -1;
	struct anna_session_announcement colours;
	if (who == ANNA_ROLE_ARBITER && ann->kind == ANNA_SANN_CLOCK) {
		/* the arbiter plays no side: the clock names the colours, not
		 * "you" (render_clock.h: a record's own listener wins) */
		colours = *ann;
		colours.clock.listener = -1;
		ann = &colours;
	}
	if (anna_render_session(l->profile, ann, &opts, &d->phrase) != ANNA_OK) {
		/* A renderer's refusal is a bug of ours: count it, say nothing
		 * half-made. */
		d->bugs++;
		return;
	}
	enum anna_priority prio = prio_of(ann->kind);
	if (ann->kind == ANNA_SANN_CLOCK && ann->clock.kind == ANNA_CLOCK_ANN_FLAG)
		prio = ANNA_PRIO_URGENT;
	driver_say_phrase(d, who, prio, at_ms, &d->phrase);
	if (who != ANNA_ROLE_VI)
		return;
	if (ann->kind == ANNA_SANN_DRIFT || ann->kind == ANNA_SANN_MISMATCH ||
	    ann->kind == ANNA_SANN_ILLEGAL) {
		copy_text(d->vi_fix_text, sizeof(d->vi_fix_text), d->phrase.text);
		copy_text(d->vi_fix_speech, sizeof(d->vi_fix_speech), d->phrase.speech);
		driver_vi_fixes_said(d);
	} else if (ann->kind == ANNA_SANN_BOARD_OK) {
		d->vi_fix_live = false;
	}
}

