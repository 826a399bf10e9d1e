/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_journal.c: anna journal verify|show FILE, the arbiter's check
 * of annad's hash-chained journal (daemon/journal.h).
 *
 * verify: every record's hash and its link to the one before. Exit 0 when
 * the chain is intact (a torn last record, as a power cut leaves it, is
 * reported and is not an error: annad drops it), 1 when a record breaks
 * the chain (damage or tampering: where is said), 2 when the file cannot
 * be read. The last hash printed lets the arbiter check later that
 * nothing was appended or rewritten since.
 * show: one line per record in the profile's words: its number, the
 * driver's time, the wall clock (UTC) and what it holds, decoded
 * (daemon/journal_codec.h); a record that cannot be decoded says why.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <libevdev/libevdev.h>

#include "core/fen.h"
#include "core/position.h"
#include "driver/driver.h"
#include "daemon/journal.h"
#include "daemon/journal_codec.h"
#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/report.h"

/* The commands' words, by event (core/session.h). */
static const enum anna_word command_word[ANNA_SEV_COUNT] = {
	[ANNA_SEV_START] = ANNA_WORD_CMD_JOURNAL_CMD_START,
	[ANNA_SEV_VI_LIFT] = ANNA_WORD_CMD_JOURNAL_CMD_VI_LIFT,
	[ANNA_SEV_VI_MADE] = ANNA_WORD_CMD_JOURNAL_CMD_VI_MADE,
	[ANNA_SEV_VI_PROMOTION] = ANNA_WORD_CMD_JOURNAL_CMD_VI_PROMOTION,
	[ANNA_SEV_VI_ILLEGAL] = ANNA_WORD_CMD_JOURNAL_CMD_VI_ILLEGAL,
	[ANNA_SEV_VI_UNMADE] = ANNA_WORD_CMD_JOURNAL_CMD_VI_UNMADE,
	[ANNA_SEV_VI_EXECUTED] = ANNA_WORD_CMD_JOURNAL_CMD_VI_EXECUTED,
	[ANNA_SEV_VI_WRONG] = ANNA_WORD_CMD_JOURNAL_CMD_VI_WRONG,
	[ANNA_SEV_VI_MISMATCH] = ANNA_WORD_CMD_JOURNAL_CMD_VI_MISMATCH,
	[ANNA_SEV_VI_MATCH] = ANNA_WORD_CMD_JOURNAL_CMD_VI_MATCH,
	[ANNA_SEV_SIGHTED_MADE] = ANNA_WORD_CMD_JOURNAL_CMD_SIGHTED_MADE,
	[ANNA_SEV_SIGHTED_MISMATCH] = ANNA_WORD_CMD_JOURNAL_CMD_SIGHTED_MISMATCH,
	[ANNA_SEV_SIGHTED_MATCH] = ANNA_WORD_CMD_JOURNAL_CMD_SIGHTED_MATCH,
	[ANNA_SEV_KEY_MOVE] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_MOVE,
	[ANNA_SEV_KEY_PROMOTION] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_PROMOTION,
	[ANNA_SEV_KEY_CLOCK] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_CLOCK,
	[ANNA_SEV_KEY_CORRECT] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_CORRECT,
	[ANNA_SEV_KEY_QUERY] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_QUERY,
	[ANNA_SEV_KEY_DRAW_OFFER] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_DRAW_OFFER,
	[ANNA_SEV_KEY_DRAW_DECLINE] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_DRAW_DECLINE,
	[ANNA_SEV_KEY_RESIGN] = ANNA_WORD_CMD_JOURNAL_CMD_KEY_RESIGN,
	[ANNA_SEV_CLAIM] = ANNA_WORD_CMD_JOURNAL_CMD_CLAIM,
	[ANNA_SEV_DEADLINE] = ANNA_WORD_CMD_JOURNAL_CMD_DEADLINE,
	[ANNA_SEV_ARB_PAUSE] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_PAUSE,
	[ANNA_SEV_ARB_RESUME] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_RESUME,
	[ANNA_SEV_ARB_ADJUST] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_ADJUST,
	[ANNA_SEV_ARB_TAKE_BACK] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_TAKE_BACK,
	[ANNA_SEV_ARB_SET_POSITION] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_SET_POSITION,
	[ANNA_SEV_ARB_PENALTY] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_PENALTY,
	[ANNA_SEV_ARB_RESULT] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_RESULT,
	[ANNA_SEV_ARB_CONFIRM] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_CONFIRM,
	[ANNA_SEV_ARB_OVERRIDE] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_OVERRIDE,
	[ANNA_SEV_ARB_NEW_GAME] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_NEW_GAME,
	[ANNA_SEV_SHEET_ENTRY] = ANNA_WORD_CMD_JOURNAL_CMD_SHEET_ENTRY,
	[ANNA_SEV_ARB_RECONCILE] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_RECONCILE,
	[ANNA_SEV_ARB_SWITCHES] = ANNA_WORD_CMD_JOURNAL_CMD_ARB_SWITCHES,
};

/* Word w of the profile filled with args. */
static void fill(const struct anna_profile *p, enum anna_word w, const char *const *args,
		 size_t nargs, char *buf, size_t size)
{
	if (anna_profile_format(p, anna_profile_key_name((size_t)w), args, nargs, buf, size) < 0)
		snprintf(buf, size, "%s", anna_profile_key_name((size_t)w));
}

/* The [listeners] names of annad.conf. */
static const char *const person_names[ANNA_ROLE_COUNT] = { "player", "opponent", "arbiter" };

struct show {
	size_t n;
	unsigned format;   /* from the header */
};

static const char *person(enum anna_role r)
{
	return (unsigned)r < ANNA_ROLE_COUNT ? person_names[r] : "?";
}

static const char *colour(const struct anna_profile *p, int side)
{
	const char *w = anna_profile_text(p, side == ANNA_BLACK ? "clock.who.black"
								: "clock.who.white");
	return w ? w : "?";
}

/* A move as UCI ("e7e8q"), "-" if from is no square. */
static void uci(int from, int to, int promotion, char *buf, size_t size)
{
	char a[3], b[3];
	if (from < 0 || from >= 64 || to < 0 || to >= 64) {
		snprintf(buf, size, "-");
		return;
	}
	static const char letter[] = " pnbrqk";
	snprintf(buf, size, "%s%s", anna_square_name(from, a), anna_square_name(to, b));
	if (promotion > ANNA_PAWN && promotion <= ANNA_KING)
		snprintf(buf + 4, size - 4, "%c", letter[promotion]);
}

/* The squares of a bitboard, "a1 b1 ...", or the profile's "none". */
static void squares(const struct anna_profile *p, uint64_t bb, char *buf, size_t size)
{
	size_t at = 0;
	buf[0] = 0;
	for (int sq = 0; sq < 64 && at + 4 < size; sq++) {
		char a[3];
		if (bb >> sq & 1)
			at += (size_t)snprintf(buf + at, size - at, "%s%s", at ? " " : "",
					       anna_square_name(sq, a));
	}
	if (!at)
		fill(p, ANNA_WORD_CMD_JOURNAL_NONE, NULL, 0, buf, size);
}

static void describe_event(const struct anna_profile *p, const struct anna_jevent *e, char *out,
			   size_t size)
{
	const char *dev = anna_driver_role_str((enum anna_driver_role)e->role);
	const char *name = libevdev_event_code_get_name(e->type, e->code);
	char t[16], c[16], v[16];
	snprintf(t, sizeof(t), "%u", e->type);
	snprintf(c, sizeof(c), "%u", e->code);
	snprintf(v, sizeof(v), "%d", (int)e->value);
	if (e->type == EV_KEY && e->value >= 0 && e->value <= 2) {
		if (!name)
			name = c; /* a board's hole: the map is not in the journal */
		static const enum anna_word w[3] = { ANNA_WORD_CMD_JOURNAL_KEY_UP,
						     ANNA_WORD_CMD_JOURNAL_KEY_DOWN,
						     ANNA_WORD_CMD_JOURNAL_KEY_REPEAT };
		const char *args[2] = { dev, name };
		fill(p, w[e->value], args, 2, out, size);
	} else if (e->type == EV_SYN && (e->code == SYN_REPORT || e->code == SYN_DROPPED)) {
		fill(p, e->code == SYN_REPORT ? ANNA_WORD_CMD_JOURNAL_SYNC
							   : ANNA_WORD_CMD_JOURNAL_DROPPED,
				  &dev, 1, out, size);
	} else {
		const char *args[4] = { dev, t, c, v };
		fill(p, ANNA_WORD_CMD_JOURNAL_INPUT, args, 4, out, size);
	}
}

static void describe_command(const struct anna_profile *p, const struct anna_session_event *ev,
			     char *out, size_t size)
{
	char a[128], b[64], c[64], d[64];
	const char *args[4] = { a, b, c, d };
	a[0] = b[0] = c[0] = d[0] = 0;
	char mv[16];
	uci(ev->from, ev->to, (int)ev->promotion, mv, sizeof(mv));
	switch (ev->type) {
	case ANNA_SEV_VI_LIFT:
		uci(ev->square, 0, 0, mv, sizeof(mv));
		snprintf(a, sizeof(a), "%.2s", mv);
		break;
	case ANNA_SEV_VI_MADE:
	case ANNA_SEV_VI_WRONG:
	case ANNA_SEV_SIGHTED_MADE:
		snprintf(a, sizeof(a), "%s", mv);
		break;
	case ANNA_SEV_VI_PROMOTION:
		snprintf(a, sizeof(a), "%.2s", mv);
		break;
	case ANNA_SEV_VI_ILLEGAL:
		snprintf(a, sizeof(a), "%s", mv);
		snprintf(b, sizeof(b), "%s", anna_illegal_reason_str(ev->reason));
		break;
	case ANNA_SEV_VI_MISMATCH:
	case ANNA_SEV_SIGHTED_MISMATCH:
		snprintf(a, sizeof(a), "%zu", ev->n_fix);
		break;
	case ANNA_SEV_KEY_MOVE:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		snprintf(b, sizeof(b), "%s", mv);
		break;
	case ANNA_SEV_KEY_PROMOTION:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		snprintf(b, sizeof(b), "%c", " pnbrqk"[(unsigned)ev->promotion % 7]);
		break;
	case ANNA_SEV_KEY_QUERY:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		snprintf(b, sizeof(b), "%s", anna_session_query_str(ev->query));
		snprintf(c, sizeof(c), "%d", ev->arg);
		break;
	case ANNA_SEV_CLAIM:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		snprintf(b, sizeof(b), "%u", ev->claim);
		snprintf(c, sizeof(c), "%s", mv);
		break;
	case ANNA_SEV_KEY_CLOCK:
	case ANNA_SEV_KEY_CORRECT:
	case ANNA_SEV_KEY_DRAW_OFFER:
	case ANNA_SEV_KEY_DRAW_DECLINE:
	case ANNA_SEV_KEY_RESIGN:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		break;
	case ANNA_SEV_ARB_PAUSE:
		snprintf(a, sizeof(a), "%s", anna_clock_reason_str(ev->pause_reason));
		break;
	case ANNA_SEV_ARB_ADJUST:
		snprintf(a, sizeof(a), "%s", colour(p, ev->adjust.side));
		snprintf(b, sizeof(b), "%s", anna_clock_adjust_kind_str(ev->adjust.kind));
		snprintf(c, sizeof(c), "%lld", (long long)ev->adjust.value);
		snprintf(d, sizeof(d), "%s", anna_clock_reason_str(ev->adjust.reason));
		break;
	case ANNA_SEV_ARB_TAKE_BACK:
		snprintf(a, sizeof(a), "%u", ev->ply);
		break;
	case ANNA_SEV_ARB_SET_POSITION:
		anna_fen_write(&ev->position, a, sizeof(a));
		break;
	case ANNA_SEV_ARB_PENALTY:
		snprintf(a, sizeof(a), "%s", colour(p, ev->side));
		snprintf(b, sizeof(b), "%s", anna_session_penalty_str(ev->penalty));
		snprintf(c, sizeof(c), "%lld", (long long)ev->penalty_ms);
		break;
	case ANNA_SEV_ARB_RESULT:
		snprintf(a, sizeof(a), "%s", anna_game_result_str(ev->result));
		break;
	case ANNA_SEV_ARB_CONFIRM:
	case ANNA_SEV_ARB_OVERRIDE:
		snprintf(a, sizeof(a), "%u", ev->decision);
		break;
	case ANNA_SEV_SHEET_ENTRY:
		snprintf(a, sizeof(a), "%s", person(ev->role));
		snprintf(b, sizeof(b), "%s", ev->text);
		snprintf(c, sizeof(c), "%s", anna_letter_set_str(ev->letters));
		break;
	case ANNA_SEV_ARB_SWITCHES: /* the control socket's names */
		snprintf(a, sizeof(a),
			 "check-words=%s clock-warnings=%s square-queries=%s "
			 "announcing-assistant=%s",
			 ev->policy.check_words ? "on" : "off",
			 ev->policy.clock_warnings ? "on" : "off",
			 ev->policy.square_queries ? "on" : "off",
			 ev->policy.announcing_assistant ? "on" : "off");
		break;
	default:
		break;
	}
	fill(p, command_word[ev->type], args, 4, out, size);
}

static int show_record(void *ctx, const struct anna_journal_record *rec)
{
	struct show *s = ctx;
	const struct anna_profile *p = anna_tool_profile();
	char num[24], time[32], wall[32], what[1024];
	snprintf(num, sizeof(num), "%zu", s->n++);
	snprintf(time, sizeof(time), "%" PRIu64 ".%03u", rec->time_ms / 1000,
		 (unsigned)(rec->time_ms % 1000));
	time_t w = (time_t)(rec->wall_ms / 1000);
	struct tm tm;
	if (gmtime_r(&w, &tm))
		strftime(wall, sizeof(wall), "%Y-%m-%d %H:%M:%S", &tm);
	else
		snprintf(wall, sizeof(wall), "?");
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	enum anna_status st = !s->format && rec->type != ANNA_JREC_HEADER
		? anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER)
		: anna_jcodec_decode(s->format, rec->type, rec->payload, rec->len, &jr, &err);
	if (st != ANNA_OK) {
		char why[768];
		anna_profile_render_error(p, &err, why, sizeof(why));
		const char *args[2] = { anna_journal_type_str(rec->type), why };
		fill(p, ANNA_WORD_CMD_JOURNAL_UNREADABLE, args, 2, what, sizeof(what));
		anna_tool_print(ANNA_WORD_CMD_JOURNAL_RECORD, num, time, wall, what);
		return 0;
	}
	char a[512], b[32];
	switch (rec->type) {
	case ANNA_JREC_HEADER: {
		s->format = jr.u.header.format;
		size_t at = 0;
		a[0] = 0;
		for (int r = 0; r < ANNA_DRIVER_ROLE_COUNT; r++)
			if (jr.u.header.roles >> r & 1)
				at += (size_t)snprintf(a + at, sizeof(a) - at, "%s%s", at ? " " : "",
						       anna_driver_role_str((enum anna_driver_role)r));
		if (!at)
			fill(p, ANNA_WORD_CMD_JOURNAL_NONE, NULL, 0, a, sizeof(a));
		snprintf(b, sizeof(b), "%u", s->format);
		const char *args[2] = { b, a };
		fill(p, ANNA_WORD_CMD_JOURNAL_HEADER, args, 2, what, sizeof(what));
		break;
	}
	case ANNA_JREC_EVENT:
		describe_event(p, &jr.u.event, what, sizeof(what));
		break;
	case ANNA_JREC_BOARD: {
		squares(p, jr.u.board.occupancy, a, sizeof(a));
		const char *args[2] = { anna_driver_role_str((enum anna_driver_role)jr.u.board.role),
					a };
		fill(p, ANNA_WORD_CMD_JOURNAL_BOARD, args, 2, what, sizeof(what));
		break;
	}
	case ANNA_JREC_TICK:
		fill(p, ANNA_WORD_CMD_JOURNAL_TICK, NULL, 0, what, sizeof(what));
		break;
	case ANNA_JREC_RECOVERY: {
		snprintf(a, sizeof(a), "%" PRIu64, jr.u.recovery.lost_ms / 1000);
		snprintf(b, sizeof(b), "%" PRIu64, jr.u.recovery.plies);
		const char *args[2] = { a, b };
		fill(p, ANNA_WORD_CMD_JOURNAL_RECOVERY, args, 2, what, sizeof(what));
		break;
	}
	case ANNA_JREC_BYTES: {
		/* a read of a DGT board's line, in hex (none: the line opened or
		 * closed) */
		size_t at = 0;
		a[0] = 0;
		for (size_t i = 0; i < jr.u.bytes.n && at + 3 < sizeof(a); i++)
			at += (size_t)snprintf(a + at, sizeof(a) - at, "%02x", jr.u.bytes.bytes[i]);
		snprintf(b, sizeof(b), "%zu", jr.u.bytes.n);
		const char *args[3] = {
			anna_driver_role_str((enum anna_driver_role)jr.u.bytes.role), b, a
		};
		fill(p, ANNA_WORD_CMD_JOURNAL_BYTES, args, 3, what, sizeof(what));
		break;
	}
	default:
		describe_command(p, &jr.u.command, what, sizeof(what));
		break;
	}
	anna_tool_print(ANNA_WORD_CMD_JOURNAL_RECORD, num, time, wall, what);
	return 0;
}

int anna_cmd_journal(int argc, char **argv)
{
	static const char *const actions[] = { "verify", "show", NULL };
	int action, nargs;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	rc = anna_tool_parse(argc - 1, argv + 1, NULL, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	const char *file = argv[2];
	bool show = action == 1;
	struct anna_journal_scan scan;
	struct show sh = { 0, 0 };
	int r = anna_journal_scan_file(file, show ? show_record : NULL, &sh, &scan);
	if (r < 0) {
		const char *name = strerrorname_np(-r);
		anna_tool_report(ANNA_MSG_JOURNAL_IO, file, name ? name : "EIO");
		return ANNA_EXIT_USAGE;
	}
	char a[24], b[24];
	if (scan.damage == ANNA_JOURNAL_BROKEN) {
		snprintf(a, sizeof(a), "%zu", scan.bad_record);
		snprintf(b, sizeof(b), "%" PRIu64, scan.bad_offset);
		anna_tool_report(ANNA_MSG_JOURNAL_BROKEN, file, a, b);
		return ANNA_EXIT_FAIL;
	}
	if (scan.damage == ANNA_JOURNAL_TORN) {
		snprintf(a, sizeof(a), "%zu", scan.bad_record);
		anna_tool_report(ANNA_MSG_JOURNAL_TORN, file, a);
	}
	char hex[2 * ANNA_JOURNAL_HASH + 1];
	for (int i = 0; i < ANNA_JOURNAL_HASH; i++)
		snprintf(hex + 2 * i, 3, "%02x", scan.last[i]);
	snprintf(a, sizeof(a), "%zu", scan.records);
	const struct anna_profile *p = anna_tool_profile();
	const char *args[3] = { file, a, hex };
	char line[512];
	if (anna_profile_format(p, "journal.ok", args, 3, line, sizeof(line)) < 0)
		snprintf(line, sizeof(line), "%s: %s %s", file, a, hex);
	printf("%s\n", line);
	return ANNA_EXIT_OK;
}
