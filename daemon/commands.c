/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/commands.c: the control socket's commands (docs/protocol.md):
 * each request checked, turned into a session event for the driver (and
 * so journaled) or answered from the session, the reply in the log
 * profile's words.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/pgn.h"
#include "core/timecontrol.h"
#include "daemon/access.h"
#include "daemon/annad_internal.h"
#include "daemon/trainer.h"
#include "speech/render_reconcile.h"
#include "speech/render_session.h"

bool annad_running(enum anna_session_state st)
{
	return st == ANNA_SESSION_VI_TO_MOVE || st == ANNA_SESSION_SIGHTED_TO_MOVE ||
	       st == ANNA_SESSION_VI_EXECUTING;
}

void annad_command(struct anna_daemon *d, struct anna_session_event *ev)
{
	ev->at_ms = annad_driver_now(d);
	anna_driver_command(d->driver, ev);
}

static const char *side_str(int side)
{
	return side == ANNA_WHITE ? "white" : "black";
}

static int parse_side(const char *s)
{
	if (!s)
		return -1;
	if (strcmp(s, "white") == 0)
		return ANNA_WHITE;
	if (strcmp(s, "black") == 0)
		return ANNA_BLACK;
	return -1;
}

/* A time as people write it (90s, 1:30, 2m, or ms), within ±24 hours. */
static bool parse_ms(const char *s, bool sign, int64_t *out)
{
	struct anna_error e = { 0 };
	return s && anna_tc_parse_duration(s, sign, out, &e) == ANNA_OK && *out <= 86400000LL &&
	       *out >= -86400000LL;
}

/* A positive whole number (a decision, a move number). */
static bool parse_count(const char *s, int64_t *out)
{
	char *end;
	errno = 0;
	long long v = s && *s >= '1' && *s <= '9' ? strtoll(s, &end, 10) : 0;
	if (v <= 0 || *end || errno || v > 1000000)
		return false;
	*out = v;
	return true;
}

static enum anna_status field_error(struct anna_error *err, const struct anna_control_request *req,
				    const char *key)
{
	return anna_control_field_error(req, key, err);
}

static void clock_line(struct anna_control_reply *r, const char *name, uint64_t ms)
{
	char buf[32];
	anna_clock_write_clk(ms, true, buf, sizeof(buf));
	anna_control_reply_line(r, "%s: %s", name, buf);
}

static void reply_times(struct anna_daemon *d, struct anna_control_reply *r)
{
	const struct anna_clock *c = anna_session_clock(anna_driver_session(d->driver));
	uint64_t now = annad_driver_now(d);
	clock_line(r, "white", anna_clock_remaining(c, ANNA_WHITE, now));
	clock_line(r, "black", anna_clock_remaining(c, ANNA_BLACK, now));
	anna_control_reply_line(r, "clock: %s", anna_clock_state_str(anna_clock_state(c)));
}

static void reply_msg(struct anna_daemon *d, struct anna_control_reply *r, enum anna_msg msg,
		      const char *a1, const char *a2);

/* The open decisions' numbers, "1, 3", into buf ("" when none). */
static size_t decision_ids(struct anna_daemon *d, char *buf, size_t size)
{
	const struct anna_session_report *open[16];
	size_t n = anna_driver_decisions(d->driver, open, 16);
	buf[0] = 0;
	for (size_t i = 0; i < n && i < 16; i++)
		snprintf(buf + strlen(buf), size - strlen(buf), "%s%u", i ? ", " : "",
			 open[i]->decision);
	return n;
}

/* ED-2: each open decision, a line: what was reported and the proposal
 * with its number, in the arbiter's words (the log profile). */
static enum anna_status reply_decisions(struct anna_daemon *d, struct anna_control_reply *r,
					struct anna_error *err)
{
	const struct anna_session_report *open[16];
	size_t n = anna_driver_decisions(d->driver, open, 16);
	if (!n) {
		reply_msg(d, r, ANNA_MSG_CONTROL_NO_DECISIONS, NULL, NULL);
		return ANNA_OK;
	}
	static struct anna_phrase p; /* large; one loop */
	for (size_t i = 0; i < n && i < 16; i++) {
		enum anna_status st = anna_render_session_report(d->log_profile, open[i], &p);
		if (st != ANNA_OK)
			return anna_error_set(err, st, ANNA_MSG_TOOL_CANNOT_SAY, anna_status_str(st));
		anna_control_reply_line(r, "%u: %s", open[i]->decision, p.text);
	}
	return ANNA_OK;
}

static void reply_status(struct anna_daemon *d, struct anna_control_reply *r)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	const struct anna_game *g = anna_session_game(s);
	char fen[128];
	anna_fen_write(&g->pos, fen, sizeof(fen));
	anna_control_reply_line(r, "state: %s", anna_session_state_str(anna_session_state(s)));
	anna_control_reply_line(r, "policy: %s", anna_policy_mode_str(anna_session_policy(s)->mode));
	anna_control_reply_line(r, "plies: %zu", g->count);
	anna_control_reply_line(r, "opponent: %s",
				d->trainer && anna_trainer_engine_plays(d->trainer) ? "engine" : "human");
	anna_control_reply_line(r, "to-move: %s", side_str(g->pos.side));
	reply_times(d, r);
	anna_control_reply_line(r, "fen: %s", fen);
	anna_control_reply_line(r, "result: %s", anna_game_result_str(g->result));
	anna_control_reply_line(r, "recovered: %s", d->recovered ? "yes" : "no");
	if (d->recovered)
		anna_control_reply_line(r, "lost-ms: %" PRIu64, d->lost_ms);
	anna_control_reply_line(r, "loop-wakeups: %" PRIu64, anna_loop_wakeups(d->loop));
	/* the driver's time minus CLOCK_MONOTONIC (ms): the transcript's and
	 * the journal's times on the system's clock (bench/clock_flag.sh) */
	anna_control_reply_line(r, "clock-offset-ms: %" PRId64, d->offset);
	anna_control_reply_line(r, "journal-records: %zu",
				d->journal ? anna_journal_records(d->journal) : (size_t)0);
	for (int i = 0; i < 2; i++)
		anna_control_reply_line(r, "illegal-%s: %u", side_str(i),
					anna_session_illegal_count(s, i));
	char ids[128];
	if (decision_ids(d, ids, sizeof(ids)))
		anna_control_reply_line(r, "decisions: %s", ids);
	if (d->hall)
		anna_control_reply_line(r, "hall: %s", anna_dhall_status(d->hall));
}

static void reply_sheet(struct anna_daemon *d, const struct anna_scoresheet *sheet,
			struct anna_control_reply *r)
{
	size_t n = anna_scoresheet_count(sheet);
	for (size_t i = 0; i < n; i++) {
		char mv[64];
		if (anna_scoresheet_write(sheet, i, NULL, 0, mv, sizeof(mv)) < 0)
			snprintf(mv, sizeof(mv), "?");
		const struct anna_sheet_entry *e = anna_scoresheet_entry(sheet, i);
		unsigned no = anna_sheet_move_number(&sheet->start, e->ply);
		bool white = ((sheet->start.side + e->ply) % 2) == ANNA_WHITE;
		anna_control_reply_line(r, "%u%s %s", no, white ? "." : "...", mv);
	}
	(void)d;
}

enum anna_status annad_game_record(struct anna_daemon *d, struct anna_pgn_game *pg)
{
	const struct anna_game *g = anna_session_game(anna_driver_session(d->driver));
	anna_pgn_game_init(pg, g->edition);
	anna_game_fini(&pg->game);
	if (anna_game_copy(&pg->game, g) != ANNA_OK) {
		anna_pgn_game_init(pg, g->edition);
		anna_pgn_game_fini(pg);
		anna_pgn_game_init(pg, g->edition); /* empty, so fini stays right */
		return ANNA_E_NOMEM;
	}
	if (pg->game.result == ANNA_RESULT_UNKNOWN) {
		struct anna_game_status st;
		anna_game_status(g, &st);
		pg->game.result = st.result;
	}
	char tc[64];
	anna_tc_write_pgn(&d->dcfg.session.tc, tc, sizeof(tc));
	anna_pgn_tag_set(pg, "Event", d->config.event);
	anna_pgn_tag_set(pg, "Site", d->config.site);
	anna_pgn_tag_set(pg, "Round", d->config.round);
	if (d->config.hall_broker[0]) /* the broadcast's board (docs/hall.md) */
		anna_pgn_tag_set(pg, "Board", d->config.hall_board);
	anna_pgn_tag_set(pg, "White", d->config.white);
	anna_pgn_tag_set(pg, "Black", d->config.black);
	anna_pgn_tag_set(pg, "TimeControl", tc);
	return ANNA_OK;
}

char *annad_pgn_text(const struct anna_pgn_game *pg)
{
	size_t n = anna_pgn_write(pg, NULL, 0);
	char *buf = malloc(n + 1);
	if (buf)
		anna_pgn_write(pg, buf, n + 1);
	return buf;
}

char *annad_game_pgn(struct anna_daemon *d)
{
	struct anna_pgn_game pg;
	char *buf = annad_game_record(d, &pg) == ANNA_OK ? annad_pgn_text(&pg) : NULL;
	anna_pgn_game_fini(&pg);
	return buf;
}

static enum anna_status reply_pgn(struct anna_daemon *d, struct anna_control_reply *r,
				  struct anna_error *err)
{
	char *buf = annad_game_pgn(d);
	if (!buf)
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	char *save = NULL;
	for (char *l = strtok_r(buf, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
		anna_control_reply_line(r, "%s", l);
	free(buf);
	return ANNA_OK;
}

static enum anna_status not_now(struct anna_daemon *d, const struct anna_control_request *req,
				struct anna_error *err)
{
	/* the state in words: one message each (a name is no word) */
	static const enum anna_msg msg[ANNA_SESSION_STATE_COUNT] = {
		[ANNA_SESSION_SETUP] = ANNA_MSG_CONTROL_STATE_SETUP,
		[ANNA_SESSION_VI_TO_MOVE] = ANNA_MSG_CONTROL_STATE_VI_TO_MOVE,
		[ANNA_SESSION_SIGHTED_TO_MOVE] = ANNA_MSG_CONTROL_STATE_SIGHTED_TO_MOVE,
		[ANNA_SESSION_VI_EXECUTING] = ANNA_MSG_CONTROL_STATE_VI_EXECUTING,
		[ANNA_SESSION_ARBITER] = ANNA_MSG_CONTROL_STATE_ARBITER,
		[ANNA_SESSION_PAUSED] = ANNA_MSG_CONTROL_STATE_PAUSED,
		[ANNA_SESSION_ENDED] = ANNA_MSG_CONTROL_STATE_ENDED,
	};
	enum anna_session_state st = anna_session_state(anna_driver_session(d->driver));
	return anna_error_set(err, ANNA_E_STATE,
			      (unsigned)st < ANNA_SESSION_STATE_COUNT ? msg[st]
								      : ANNA_MSG_CONTROL_STATE_ARBITER,
			      anna_control_cmd_str(req->cmd));
}

/*
 * Forwards a command to the session, which decides (annad checks only
 * that the request is well formed). Its refusal becomes the client's
 * error, in the log profile's words: "nothing to do now" as the state in
 * words, any other reason as the session says it. r: reply the status on
 * success (NULL: the caller replies).
 */
static enum anna_status forward(struct anna_daemon *d, const struct anna_control_request *req,
				struct anna_session_event *ev, struct anna_control_reply *r,
				struct anna_error *err)
{
	annad_command(d, ev);
	const struct anna_session_announcement *no = anna_driver_refusal(d->driver);
	if (!no) {
		if (r)
			reply_status(d, r);
		return ANNA_OK;
	}
	if (no->refusal == ANNA_SREF_NOTHING || no->refusal == ANNA_SREF_NOT_STARTED ||
	    no->refusal == ANNA_SREF_GAME_OVER || no->refusal == ANNA_SREF_NOT_YOUR_MOVE)
		return not_now(d, req, err);
	struct anna_render_session_opts opts;
	anna_render_session_opts_default(&opts); /* the arbiter: colours */
	struct anna_phrase said;
	enum anna_status st = anna_render_session(d->log_profile, no, &opts, &said);
	if (st != ANNA_OK)
		return anna_error_set(err, st, ANNA_MSG_TOOL_CANNOT_SAY, anna_status_str(st));
	return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_REFUSED,
			      anna_control_cmd_str(req->cmd), said.text);
}

/* One reply line in the log profile's words. */
static void reply_msg(struct anna_daemon *d, struct anna_control_reply *r, enum anna_msg msg,
		      const char *a1, const char *a2)
{
	struct anna_error m = { 0 };
	char buf[1024];
	anna_error_set(&m, ANNA_OK, msg, a1, a2);
	anna_profile_render_error(d->log_profile, &m, buf, sizeof(buf));
	anna_control_reply_line(r, "%s", buf);
}

/* VI-13 (iv): the verdict as the arbiter hears it (speech/render_reconcile),
 * a sentence a line, then the proposal's id for confirm or override. */
static enum anna_status reply_reconcile(struct anna_daemon *d, struct anna_control_reply *r,
					struct anna_error *err)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	const struct anna_reconcile_result *res = anna_session_reconcile(s);
	if (!res) /* the session refused: out of memory or nothing to compare */
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_DRIVER_NOMEM);
	struct anna_reconcile_input in;
	anna_session_reconcile_input(s, &in);
	static struct anna_phrase verdict[ANNA_RENDER_RECONCILE_MAX]; /* large; one loop */
	size_t n = 0;
	enum anna_status st = anna_render_reconcile(d->log_profile, &in, res, &res->proposal,
						    ANNA_RECONCILE_LISTENER_ARBITER, verdict,
						    ANNA_RENDER_RECONCILE_MAX, &n);
	if (st != ANNA_OK)
		return anna_error_set(err, st, ANNA_MSG_TOOL_CANNOT_SAY, anna_status_str(st));
	for (size_t i = 0; i < n; i++)
		anna_control_reply_line(r, "%s", verdict[i].text);
	unsigned id = anna_session_reconcile_decision(s);
	if (id) {
		char num[16];
		snprintf(num, sizeof(num), "%u", id);
		reply_msg(d, r, ANNA_MSG_CONTROL_RECONCILE_PROPOSAL, num, NULL);
	}
	return ANNA_OK;
}

/* SHEET-1, VI-13: the next entry of the sighted player's scoresheet as he
 * wrote it, typed by the arbiter; the reply says whether it was read or
 * why it stays for the arbiter, with its move number. */
static enum anna_status ctl_sheet(struct anna_daemon *d, const struct anna_control_request *req,
				  struct anna_control_reply *r, struct anna_error *err)
{
	struct anna_session *s = (struct anna_session *)anna_driver_session(d->driver);
	struct anna_scoresheet *sheet = anna_session_sighted_sheet(s);
	const char *text = anna_control_get(req, "text");
	const char *letters = anna_control_get(req, "letters");
	const char *move = anna_control_get(req, "move");
	size_t n = anna_scoresheet_count(sheet);
	unsigned number = anna_sheet_move_number(&sheet->start, (unsigned)n);
	bool white = ((sheet->start.side + n) % 2) == ANNA_WHITE;
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_SHEET_ENTRY, 0);
	ev.role = ANNA_ROLE_ARBITER;
	size_t len = strlen(text);
	if (!len || len >= sizeof(ev.text))
		return field_error(err, req, "text");
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] < 0x20 || text[i] == 0x7f)
			return field_error(err, req, "text");
	ev.letters = ANNA_LETTERS_EN;
	if (letters) {
		int set = -1;
		for (int i = 0; i < ANNA_LETTERS_COUNT; i++)
			if (!strcmp(letters, anna_letter_set_str((enum anna_letter_set)i)))
				set = i;
		if (set < 0)
			return field_error(err, req, "letters");
		ev.letters = (enum anna_letter_set)set;
	}
	if (move) {
		int64_t m;
		if (!parse_count(move, &m))
			return field_error(err, req, "move");
		if ((uint64_t)m != number) {
			char want[16];
			snprintf(want, sizeof(want), "%u", number);
			return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_SHEET_MOVE, move,
					      want);
		}
	}
	memcpy(ev.text, text, len + 1);
	if (forward(d, req, &ev, NULL, err) != ANNA_OK)
		return err->status; /* the session refused it: before the start */
	const struct anna_sheet_entry *e = anna_scoresheet_entry(sheet, n);
	if (anna_scoresheet_count(sheet) != n + 1 || !e)
		return not_now(d, req, err);
	static const enum anna_msg said[][2] = {
		[ANNA_SHEET_OK] = { ANNA_MSG_CONTROL_SHEET_READ_WHITE,
				    ANNA_MSG_CONTROL_SHEET_READ_BLACK },
		[ANNA_SHEET_UNREADABLE] = { ANNA_MSG_CONTROL_SHEET_UNREADABLE_WHITE,
					    ANNA_MSG_CONTROL_SHEET_UNREADABLE_BLACK },
		[ANNA_SHEET_AMBIGUOUS] = { ANNA_MSG_CONTROL_SHEET_AMBIGUOUS_WHITE,
					   ANNA_MSG_CONTROL_SHEET_AMBIGUOUS_BLACK },
		[ANNA_SHEET_ILLEGAL] = { ANNA_MSG_CONTROL_SHEET_ILLEGAL_WHITE,
					 ANNA_MSG_CONTROL_SHEET_ILLEGAL_BLACK },
		[ANNA_SHEET_UNCHECKED] = { ANNA_MSG_CONTROL_SHEET_UNCHECKED_WHITE,
					   ANNA_MSG_CONTROL_SHEET_UNCHECKED_BLACK },
	};
	char num[16];
	snprintf(num, sizeof(num), "%u", number);
	unsigned k = (unsigned)e->state < sizeof(said) / sizeof(said[0]) ? (unsigned)e->state
									 : ANNA_SHEET_UNREADABLE;
	reply_msg(d, r, said[k][white ? 0 : 1], num, e->text);
	if (e->state != ANNA_SHEET_OK && e->state != ANNA_SHEET_UNCHECKED && e->error.msg) {
		char why[1024];
		struct anna_error why_err = e->error;
		why_err.line = why_err.column = 0;
		anna_profile_render_error(d->log_profile, &why_err, why, sizeof(why));
		anna_control_reply_line(r, "%s", why);
	}
	return ANNA_OK;
}

/* ARB-3, CLK-16: the arbiter's switches, each on or off; the reply says
 * all four as they are in force now (in training all are), each change
 * goes to the log; the session decides (training refuses a change). The
 * event is journaled like every command, so a recovery switches them
 * again. */
static enum anna_status ctl_switches(struct anna_daemon *d, const struct anna_control_request *req,
				     struct anna_control_reply *r, struct anna_error *err)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_ARB_SWITCHES, 0);
	ev.role = ANNA_ROLE_ARBITER;
	ev.policy = *anna_session_policy(s);
	bool change = false;
	for (int i = 0; i < ANNA_SWITCH_COUNT; i++) {
		const char *name = anna_policy_switch_str((enum anna_policy_switch)i);
		const char *v = anna_control_get(req, name);
		if (!v)
			continue;
		if (strcmp(v, "on") && strcmp(v, "off"))
			return field_error(err, req, name);
		*anna_policy_switch_field(&ev.policy, (enum anna_policy_switch)i) = !strcmp(v, "on");
		change = true;
	}
	if (change) {
		struct anna_policy before = *anna_session_policy(s);
		if (forward(d, req, &ev, NULL, err) != ANNA_OK)
			return err->status;
		for (int i = 0; i < ANNA_SWITCH_COUNT; i++) {
			enum anna_policy_switch sw = (enum anna_policy_switch)i;
			bool now = *anna_policy_switch_field((struct anna_policy *)anna_session_policy(s), sw);
			if (now != *anna_policy_switch_field(&before, sw))
				annad_log_msg(d, now ? ANNA_MSG_CONTROL_SWITCHED_ON : ANNA_MSG_CONTROL_SWITCHED_OFF,
					anna_policy_switch_str(sw), NULL);
		}
	}
	for (int i = 0; i < ANNA_SWITCH_COUNT; i++) {
		enum anna_policy_switch sw = (enum anna_policy_switch)i;
		reply_msg(d, r, anna_policy_switch_in_force(anna_session_policy(s), sw)
				       ? ANNA_MSG_CONTROL_SWITCH_ON : ANNA_MSG_CONTROL_SWITCH_OFF,
			  anna_policy_switch_str(sw), NULL);
	}
	return ANNA_OK;
}

enum anna_status annad_ctl_handle(void *ctx, const struct anna_control_request *req,
				   struct anna_control_reply *r, struct anna_error *err)
{
	struct anna_daemon *d = ctx;
	const struct anna_session *s = anna_driver_session(d->driver);
	struct anna_session_event ev;
	anna_session_event_init(&ev, ANNA_SEV_COUNT, 0);
	ev.role = ANNA_ROLE_ARBITER;
	switch (req->cmd) {
	case ANNA_CTL_STATUS:
		reply_status(d, r);
		return ANNA_OK;
	case ANNA_CTL_TIMES:
		reply_times(d, r);
		return ANNA_OK;
	case ANNA_CTL_SCORESHEET: {
		const char *side = anna_control_get(req, "side");
		if (side && strcmp(side, "vi") != 0 && strcmp(side, "sighted") != 0)
			return field_error(err, req, "side");
		reply_sheet(d, side && strcmp(side, "sighted") == 0
				       ? anna_session_sighted_sheet((struct anna_session *)s)
				       : anna_session_vi_sheet(s), r);
		return ANNA_OK;
	}
	case ANNA_CTL_PGN:
		return reply_pgn(d, r, err);
	case ANNA_CTL_DECISIONS:
		return reply_decisions(d, r, err);
	case ANNA_CTL_POSITION: {
		char fen[128];
		anna_fen_write(&anna_session_game(s)->pos, fen, sizeof(fen));
		anna_control_reply_line(r, "%s", fen);
		return ANNA_OK;
	}
	case ANNA_CTL_AGREEMENT: {
		/* VI-13: how far the two scoresheets agree (anyone may ask) */
		const struct anna_scoresheet *a = anna_session_vi_sheet(s);
		const struct anna_scoresheet *b =
			anna_session_sighted_sheet((struct anna_session *)s);
		anna_control_reply_line(r, "vi-entries: %zu", anna_scoresheet_count(a));
		anna_control_reply_line(r, "sighted-entries: %zu", anna_scoresheet_count(b));
		anna_control_reply_line(r, "agree-plies: %zu", anna_scoresheet_common_prefix(a, b));
		return ANNA_OK;
	}
	case ANNA_CTL_RECONCILE:
		/* VI-13 (iv): the arbiter asks anna to reconcile the sheets;
		 * play is held until he confirms or overrides (ED-2) */
		ev.type = ANNA_SEV_ARB_RECONCILE;
		if (forward(d, req, &ev, NULL, err) != ANNA_OK)
			return err->status;
		return reply_reconcile(d, r, err);
	case ANNA_CTL_SHEET:
		return ctl_sheet(d, req, r, err);
	case ANNA_CTL_TRAIN: {
		enum anna_status ts = annad_ctl_train(d, req, err);
		if (ts == ANNA_OK)
			reply_status(d, r);
		return ts;
	}
	case ANNA_CTL_SWITCHES:
		return ctl_switches(d, req, r, err);
	case ANNA_CTL_START:
		ev.type = ANNA_SEV_START;
		break;
	case ANNA_CTL_PAUSE: {
		const char *reason = anna_control_get(req, "reason");
		static const struct { const char *name; enum anna_clock_reason r; } reasons[] = {
			{ "arbiter", ANNA_CLOCK_REASON_ARBITER },
			{ "disturbance", ANNA_CLOCK_REASON_DISTURBANCE },
			{ "wrong-setting", ANNA_CLOCK_REASON_WRONG_SETTING },
			{ "defective", ANNA_CLOCK_REASON_DEFECTIVE },
			{ "displaced", ANNA_CLOCK_REASON_DISPLACED },
			{ "promotion-piece", ANNA_CLOCK_REASON_PROMOTION_PIECE },
			{ "reconcile", ANNA_CLOCK_REASON_RECONCILE },
			{ "assistant", ANNA_CLOCK_REASON_ASSISTANT },
		};
		ev.pause_reason = ANNA_CLOCK_REASON_ARBITER;
		if (reason) {
			size_t i = 0;
			while (i < sizeof(reasons) / sizeof(reasons[0]) && strcmp(reasons[i].name, reason))
				i++;
			if (i == sizeof(reasons) / sizeof(reasons[0]))
				return field_error(err, req, "reason");
			ev.pause_reason = reasons[i].r;
		}
		ev.type = ANNA_SEV_ARB_PAUSE; /* CLK-14 */
		break;
	}
	case ANNA_CTL_RESUME:
		if (d->journal_error) /* the arbiter's resume tries the disk at once */
			annad_journal_outcome(d, anna_journal_sync(d->journal));
		if (d->journal_error)
			return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_HELD, "resume");
		ev.type = ANNA_SEV_ARB_RESUME;
		break;
	case ANNA_CTL_ADJUST: {
		/* CLK-15: set or add time, logged with its reason */
		int side = parse_side(anna_control_get(req, "side"));
		const char *add = anna_control_get(req, "add"), *set = anna_control_get(req, "set");
		int64_t ms;
		if (side < 0)
			return field_error(err, req, "side");
		if (!parse_ms(add ? add : set, add != NULL, &ms))
			return field_error(err, req, add ? "add" : "set");
		const char *reason = anna_control_get(req, "reason");
		if (reason && strcmp(reason, "arbiter") && strcmp(reason, "disturbance") &&
		    strcmp(reason, "penalty"))
			return field_error(err, req, "reason");
		ev.type = ANNA_SEV_ARB_ADJUST;
		ev.adjust.kind = add ? ANNA_CLOCK_ADJ_ADD_TIME : ANNA_CLOCK_ADJ_SET_TIME;
		ev.adjust.reason = !reason || !strcmp(reason, "arbiter") ? ANNA_CLOCK_REASON_ARBITER
				   : !strcmp(reason, "disturbance") ? ANNA_CLOCK_REASON_DISTURBANCE
								    : ANNA_CLOCK_REASON_PENALTY;
		ev.adjust.actor = ANNA_CLOCK_ACTOR_ARBITER;
		ev.adjust.side = side;
		ev.adjust.value = ms;
		break;
	}
	case ANNA_CTL_SETPOS: {
		struct anna_error fe = { 0 };
		if (anna_fen_read(&ev.position, anna_control_get(req, "fen"), &fe) != ANNA_OK)
			return field_error(err, req, "fen");
		ev.type = ANNA_SEV_ARB_SET_POSITION; /* ILL-4 */
		break;
	}
	case ANNA_CTL_PENALTY: {
		/* ARB-1: the time- and result-based penalties */
		int side = parse_side(anna_control_get(req, "side"));
		const char *kind = anna_control_get(req, "kind");
		int64_t ms = 0;
		if (side < 0)
			return field_error(err, req, "side");
		if (!strcmp(kind, "time"))
			ev.penalty = ANNA_PENALTY_TIME;
		else if (!strcmp(kind, "deduct"))
			ev.penalty = ANNA_PENALTY_DEDUCT;
		else if (!strcmp(kind, "loss"))
			ev.penalty = ANNA_PENALTY_LOSS;
		else if (!strcmp(kind, "warning"))
			ev.penalty = ANNA_PENALTY_WARNING;
		else
			return field_error(err, req, "kind");
		if (anna_control_get(req, "ms") && !parse_ms(anna_control_get(req, "ms"), false, &ms))
			return field_error(err, req, "ms");
		ev.type = ANNA_SEV_ARB_PENALTY;
		ev.side = side;
		ev.penalty_ms = ms;
		break;
	}
	case ANNA_CTL_RESULT: {
		const char *v = anna_control_get(req, "value");
		int res = anna_game_result_parse(v, strlen(v));
		if (res < 0 || res == ANNA_RESULT_UNKNOWN)
			return field_error(err, req, "value");
		ev.type = ANNA_SEV_ARB_RESULT; /* ED-2: the arbiter declares it */
		ev.result = (enum anna_game_result)res;
		break;
	}
	case ANNA_CTL_CONFIRM:
	case ANNA_CTL_OVERRIDE: {
		int64_t id;
		if (!parse_count(anna_control_get(req, "id"), &id))
			return field_error(err, req, "id");
		ev.type = req->cmd == ANNA_CTL_CONFIRM ? ANNA_SEV_ARB_CONFIRM : ANNA_SEV_ARB_OVERRIDE;
		ev.decision = (unsigned)id;
		annad_command(d, &ev);
		if (!anna_driver_refusal(d->driver)) {
			reply_status(d, r);
			return ANNA_OK;
		}
		/* the session refused it: no such decision open; say so with
		 * the decisions he can take */
		char ids[128], num[24];
		snprintf(num, sizeof(num), "%u", (unsigned)id);
		return decision_ids(d, ids, sizeof(ids))
			? anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_DECISION_CLOSED,
					 anna_control_cmd_str(req->cmd), num, ids)
			: anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_DECISION_NONE,
					 anna_control_cmd_str(req->cmd), num);
	}
	case ANNA_CTL_NEWGAME:
		ev.type = ANNA_SEV_ARB_NEW_GAME;
		break;
	case ANNA_CTL_MOVE: {
		/* VI-14: the assistant enters the sighted player's move (ICCF
		 * digits, UCI, or algebraic in the profile's or English
		 * letters) with his clock press. */
		const char *text = anna_control_get(req, "move");
		const struct anna_position *pos = &anna_session_game(s)->pos;
		uint16_t mv, english;
		struct anna_letters letters;
		if (!text || !text[0])
			return field_error(err, req, "move");
		if (anna_letters_parse(&letters, anna_profile_word(d->log_profile, ANNA_WORD_LETTERS),
				       err) < 0)
			letters = *anna_letters_builtin(ANNA_LETTERS_EN);
		if (anna_notation_read_letters(pos, text, &letters, &mv, &english, err) != ANNA_OK)
			/* read in a position where it is not his move, the
			 * clearer word is whose move it is */
			return pos->side == anna_session_vi_side(s) || anna_session_state(s) ==
				       ANNA_SESSION_SETUP || anna_session_state(s) == ANNA_SESSION_ENDED
				? not_now(d, req, err) : err->status;
		ev.type = ANNA_SEV_KEY_MOVE;
		ev.role = ANNA_ROLE_SIGHTED;
		ev.from = anna_move_from(mv);
		ev.to = anna_move_to(mv);
		ev.promotion = anna_move_is_promotion(mv) ? anna_move_promotion(mv) : ANNA_NO_TYPE;
		if (forward(d, req, &ev, NULL, err) != ANNA_OK)
			return err->status;
		anna_session_event_init(&ev, ANNA_SEV_KEY_CLOCK, 0);
		ev.role = ANNA_ROLE_SIGHTED;
		break;
	}
	case ANNA_CTL_ANNOUNCE:
		/* the assistant's words, said to the VI player as they are */
		annad_out_say(d, ANNA_ROLE_VI, ANNA_PRIO_QUERY, annad_driver_now(d),
			anna_control_get(req, "text"), NULL);
		return ANNA_OK;
	case ANNA_CTL_COUNT:
		break;
	}
	if (ev.type == ANNA_SEV_COUNT)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONTROL_UNKNOWN,
				      anna_control_cmd_str(req->cmd));
	return forward(d, req, &ev, r, err);
}

void annad_ctl_render(void *ctx, const struct anna_error *err, char *buf, size_t size)
{
	struct anna_daemon *d = ctx;
	anna_profile_render_error(d->log_profile, err, buf, size);
}

/* The module: the control socket (its directory made, a stale socket
 * replaced). */
int annad_control_init(struct anna_daemon *d)
{
	const char *sock = d->config.socket;
	/* the folder and the socket open to the configured readers */
	int r = anna_access_socket_dir(sock, d->config.readers);
	if (r == 0)
		r = anna_control_new(d->loop, sock, &d->config, annad_ctl_handle, annad_ctl_render,
				     d, &d->control);
	if (r == 0)
		r = anna_access_socket(sock, d->config.readers);
	if (r < 0) {
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_DAEMON_SOCKET, sock, annad_errname(r));
		annad_log_error(d, &err);
		return -1;
	}
	return 0;
}

void annad_control_fini(struct anna_daemon *d)
{
	anna_control_free(d->control);
	d->control = NULL;
}
