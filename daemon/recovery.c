/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/recovery.c: annad's journal (annad.h): the driver's raw hook
 * appends every input; at start an unfinished game is recovered by
 * feeding its journal to a new driver (muted), a damaged journal is kept
 * aside, a finished game archived, and a record that cannot be decoded
 * stops recovery (docs/daemon.md "The journal").
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/annad_internal.h"
#include "daemon/journal_codec.h"
#include "input/evemu.h"

void annad_journal_raw(void *ctx, const struct anna_driver_raw *raw)
{
	struct anna_daemon *d = ctx;
	if (d->replaying || !d->journal)
		return;
	uint8_t p[ANNA_JCODEC_COMMAND_MAX > ANNA_JCODEC_BYTES_MAX ? ANNA_JCODEC_COMMAND_MAX
								 : ANNA_JCODEC_BYTES_MAX];
	size_t len = 0;
	unsigned type = 0;
	switch (raw->input) {
	case ANNA_DRIVER_IN_EVENT: {
		type = ANNA_JREC_EVENT;
		struct anna_jevent e = { .role = (unsigned)raw->role, .type = raw->ev->type,
					 .code = raw->ev->code, .value = raw->ev->value,
					 .time_us = anna_evemu_time_us(raw->ev) };
		len = anna_jcodec_event_encode(&e, p);
		break;
	}
	case ANNA_DRIVER_IN_BOARD_STATE: {
		type = ANNA_JREC_BOARD;
		struct anna_jboard b = { .role = (unsigned)raw->role, .occupancy = raw->occupancy };
		len = anna_jcodec_board_encode(&b, p);
		break;
	}
	case ANNA_DRIVER_IN_TICK:
		type = ANNA_JREC_TICK;
		break;
	case ANNA_DRIVER_IN_COMMAND:
		type = ANNA_JREC_COMMAND;
		len = anna_jcodec_command_encode(raw->command, p);
		break;
	case ANNA_DRIVER_IN_BYTES: {
		/* one record per read (daemon/dgt.c reads at most
		 * ANNA_JCODEC_BYTES_MAX - 1 bytes at a time) */
		type = ANNA_JREC_BYTES;
		struct anna_jbytes b = { .role = (unsigned)raw->role, .bytes = raw->bytes,
					 .n = raw->n_bytes };
		len = anna_jcodec_bytes_encode(&b, p);
		break;
	}
	}
	int r = anna_journal_append(d->journal, type, raw->now_ms, anna_journal_wall_ms(), p,
				    (uint32_t)len);
	if (r < 0 && !d->journal_error) {
		d->journal_error = r;
		struct anna_error err = { 0 };
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, annad_errname(r));
		annad_say_error(d, &err, true);
	}
}

/* Feeds one journal record to the driver (recovery); a record that cannot
 * be decoded stops it (d->recovery_error says which and why). */
static int replay_record(void *ctx, const struct anna_journal_record *rec)
{
	struct anna_daemon *d = ctx;
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	enum anna_status st = !d->journal_format && rec->type != ANNA_JREC_HEADER
		? anna_error_set(&err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER)
		: anna_jcodec_decode(d->journal_format, rec->type, rec->payload, rec->len, &jr,
				     &err);
	if (st != ANNA_OK) {
		char num[24];
		snprintf(num, sizeof(num), "%zu", d->replayed);
		anna_error_set(&d->recovery_error, ANNA_E_INVALID, ANNA_MSG_JOURNAL_UNRECOVERABLE,
			       d->journal_path, num, anna_journal_type_str(rec->type));
		d->recovery_why = err;
		return 1;
	}
	d->replayed++;
	d->last_ms = rec->time_ms > d->last_ms ? rec->time_ms : d->last_ms;
	switch (rec->type) {
	case ANNA_JREC_HEADER:
		d->journal_format = jr.u.header.format;
		break;
	case ANNA_JREC_EVENT: {
		const struct anna_jevent *e = &jr.u.event;
		if (e->role >= ANNA_DRIVER_ROLE_COUNT)
			break;
		struct input_event ev;
		memset(&ev, 0, sizeof(ev));
		ev.type = e->type;
		ev.code = e->code;
		ev.value = e->value;
		anna_evemu_set_time_us(&ev, e->time_us);
		anna_driver_feed(d->driver, (enum anna_driver_role)e->role, &ev, rec->time_ms);
		break;
	}
	case ANNA_JREC_BOARD:
		if (jr.u.board.role >= ANNA_DRIVER_ROLE_COUNT)
			break;
		anna_driver_board_state(d->driver, (enum anna_driver_role)jr.u.board.role,
					jr.u.board.occupancy, rec->time_ms);
		break;
	case ANNA_JREC_TICK:
		anna_driver_tick(d->driver, rec->time_ms);
		break;
	case ANNA_JREC_COMMAND:
		anna_driver_command(d->driver, &jr.u.command);
		break;
	case ANNA_JREC_BYTES:
		if (jr.u.bytes.role >= ANNA_DRIVER_ROLE_COUNT)
			break;
		anna_driver_feed_bytes(d->driver, (enum anna_driver_role)jr.u.bytes.role,
				       jr.u.bytes.bytes, jr.u.bytes.n, rec->time_ms);
		break;
	default:
		break; /* recovery notes */
	}
	return 0;
}

/* The journal's header: the roles with a device (a recovered game goes on
 * with the devices it was played with), then the configuration's text. */
static int header_roles(void *ctx, const struct anna_journal_record *rec)
{
	unsigned *roles = ctx;
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	if (rec->type == ANNA_JREC_HEADER &&
	    anna_jcodec_decode(0, rec->type, rec->payload, rec->len, &jr, &err) == ANNA_OK)
		*roles = jr.u.header.roles;
	return 1; /* the header is the first record: stop */
}

unsigned annad_journal_roles(struct anna_daemon *d)
{
	unsigned roles = 0;
	struct anna_journal_scan hs;
	anna_journal_scan_file(d->journal_path, header_roles, &roles, &hs);
	return roles;
}

/* Keeps a damaged journal for the arbiter if there is room (else says
 * there was none) and cuts the live one back to its good records
 * (journal.h: the records before the damage are good). */
static int set_aside(struct anna_daemon *d, const struct anna_journal_scan *scan)
{
	struct anna_error err = { 0 };
	char rec[24], off[24];
	snprintf(rec, sizeof(rec), "%zu", scan->bad_record);
	snprintf(off, sizeof(off), "%" PRIu64, scan->bad_offset);
	anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_BROKEN, d->journal_path, rec, off);
	annad_say_error(d, &err, true);
	char aside[sizeof(d->journal_path) + 32];
	snprintf(aside, sizeof(aside), "%s.damaged-%" PRIu64, d->journal_path,
		 anna_journal_wall_ms());
	int in = open(d->journal_path, O_RDWR | O_CLOEXEC);
	if (in < 0) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path,
			       annad_errname(errno));
		annad_say_error(d, &err, true);
		return -1;
	}
	int out = open(aside, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0640);
	int rc = out < 0 ? -errno : 0;
	char buf[65536];
	ssize_t n;
	while (!rc && (n = read(in, buf, sizeof(buf))) > 0) {
		ssize_t w = write(out, buf, (size_t)n);
		if (w != n)
			rc = w < 0 ? -errno : -ENOSPC;
	}
	if (!rc && fsync(out) < 0)
		rc = -errno;
	if (out >= 0)
		close(out);
	if (rc) {
		unlink(aside); /* no half copy left behind */
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_NOT_KEPT, d->journal_path,
			       annad_errname(rc));
	} else {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_MOVED, d->journal_path, aside);
	}
	annad_say_error(d, &err, true);
	rc = ftruncate(in, (off_t)scan->good_bytes) < 0 || fdatasync(in) < 0 ? -errno : 0;
	close(in);
	if (rc) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path,
			       annad_errname(rc));
		annad_say_error(d, &err, true);
	}
	return rc;
}

/* Archives a finished game's journal so the next game starts a new one;
 * a game never goes on in the old one (said, and annad stops). */
static int archive(struct anna_daemon *d)
{
	char name[sizeof(d->journal_path) + 32];
	snprintf(name, sizeof(name), "%s.game-%" PRIu64, d->journal_path, anna_journal_wall_ms());
	if (rename(d->journal_path, name) == 0)
		return 0;
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_ARCHIVE, d->journal_path,
		       annad_errname(errno));
	annad_say_error(d, &err, true);
	return -1;
}

static int start_game(struct anna_daemon *d, const char *config_text, size_t config_len)
{
	struct anna_error err = { 0 };
	struct anna_journal_scan scan;
	int r = anna_journal_scan_file(d->journal_path, NULL, NULL, &scan);
	if (r < 0 && r != -ENOENT) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, annad_errname(r));
		annad_log_error(d, &err);
		return -1;
	}
	if (r == 0 && scan.damage == ANNA_JOURNAL_BROKEN && set_aside(d, &scan) < 0)
		return -1;
	if (r == 0 && scan.damage == ANNA_JOURNAL_TORN) {
		char rec[24];
		snprintf(rec, sizeof(rec), "%zu", scan.bad_record);
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_TORN, d->journal_path, rec);
		annad_log_error(d, &err);
	}
	if (anna_driver_new(&d->dcfg, &d->driver, &err) != ANNA_OK) {
		annad_log_error(d, &err);
		return -2;
	}
	size_t records = r == 0 ? scan.records : 0;
	if (records > 1) {
		/* Recovery: the journal replayed with speech muted. */
		d->replaying = true;
		anna_driver_mute(d->driver, true);
		int stop = anna_journal_scan_file(d->journal_path, replay_record, d, &scan);
		anna_driver_mute(d->driver, false);
		d->replaying = false;
		if (stop > 0) {
			/* a record it cannot read: no game is made up from the
			 * rest; the journal stays for the arbiter */
			annad_log_error(d, &d->recovery_error);
			annad_log_error(d, &d->recovery_why);
			return -1;
		}
		if (anna_session_state(anna_driver_session(d->driver)) == ANNA_SESSION_ENDED ||
		    d->journal_format != ANNA_JOURNAL_FORMAT) {
			/* a finished game, or an older format's with no
			 * command (never started): kept, and a new one begins */
			if (archive(d) < 0)
				return -1;
			anna_driver_free(d->driver);
			d->driver = NULL;
			records = 0;
			d->last_ms = 0;
			if (anna_driver_new(&d->dcfg, &d->driver, &err) != ANNA_OK) {
				annad_log_error(d, &err);
				return -2;
			}
		} else {
			d->recovered = true;
		}
	} else if (records == 1) {
		records = 0; /* only a header: start over */
		unlink(d->journal_path);
	}
	r = anna_journal_open(d->journal_path, &d->journal, NULL);
	if (r < 0) {
		anna_error_set(&err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_IO, d->journal_path, annad_errname(r));
		annad_log_error(d, &err);
		return -1;
	}
	/* The driver's time goes on from the journal's last instant; the
	 * clock is read once, so a new journal's header is at 0 exactly even
	 * when the machine is slow (a second read may be a millisecond on). */
	uint64_t start = d->last_ms + (records ? 1 : 0);
	d->offset = (int64_t)start - (int64_t)anna_loop_now_ms();
	uint64_t now = d->last_ms = start; /* not yet virtual: devices come after */
	if (d->recovered) {
		const struct anna_session *s = anna_driver_session(d->driver);
		const struct anna_game *g = anna_session_game(s);
		uint64_t wall = anna_journal_wall_ms();
		d->lost_ms = wall > scan.last_wall_ms ? wall - scan.last_wall_ms : 0;
		struct anna_jrecovery note = { d->lost_ms, g->count };
		uint8_t p[ANNA_JCODEC_RECOVERY_LEN];
		anna_journal_append(d->journal, ANNA_JREC_RECOVERY, now, wall, p,
				    (uint32_t)anna_jcodec_recovery_encode(&note, p));
		/* The clock stays paused until the arbiter resumes it. */
		if (annad_running(anna_session_state(s))) {
			struct anna_session_event ev;
			anna_session_event_init(&ev, ANNA_SEV_ARB_PAUSE, now);
			ev.role = ANNA_ROLE_ARBITER;
			ev.pause_reason = ANNA_CLOCK_REASON_DEFECTIVE; /* CLK-11: the device failed */
			/* muted: no arbiter paused it; the recovery's words say why */
			anna_driver_mute(d->driver, true);
			anna_driver_command(d->driver, &ev);
			anna_driver_mute(d->driver, false);
		}
		char plies[24], lost[24];
		snprintf(plies, sizeof(plies), "%zu", g->count);
		snprintf(lost, sizeof(lost), "%" PRIu64, d->lost_ms / 1000);
		if (anna_session_state(s) == ANNA_SESSION_ENDED)
			anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_RECOVERED_OVER, plies);
		else
			anna_error_set(&err, ANNA_E_STATE,
				       g->pos.side == ANNA_WHITE ? ANNA_MSG_DAEMON_RECOVERED_WHITE
								 : ANNA_MSG_DAEMON_RECOVERED_BLACK,
				       plies, lost);
		d->recovery = err; /* said once annad is ready */
		d->announced_plies = g->count;
		/* a recovered game's replay is not fed again */
		d->replay.n = 0;
		return 0;
	}
	unsigned roles = 0;
	for (int k = 0; k < ANNA_DRIVER_ROLE_COUNT; k++)
		roles |= d->dcfg.has[k] ? 1u << k : 0;
	uint8_t *head = malloc(config_len + 64);
	if (!head)
		return -1;
	size_t n = anna_jcodec_header_encode(roles, config_text, config_len, head);
	anna_journal_append(d->journal, ANNA_JREC_HEADER, now, anna_journal_wall_ms(), head,
			    (uint32_t)n);
	free(head);
	return 0;
}

/* The module: the journal opened (an unfinished game recovered from it)
 * and the driver made; the configuration's text goes into a new
 * journal's header. */
int annad_journal_init(struct anna_daemon *d)
{
	char *text = NULL;
	size_t text_len = 0;
	if (d->config.file[0]) {
		FILE *f = fopen(d->config.file, "r");
		if (f) {
			text = malloc(ANNA_JOURNAL_MAX_PAYLOAD);
			if (text)
				text_len = fread(text, 1, ANNA_JOURNAL_MAX_PAYLOAD, f);
			fclose(f);
		}
	}
	int rc = start_game(d, text ? text : "", text ? text_len : 0);
	free(text);
	return rc;
}

void annad_journal_fini(struct anna_daemon *d)
{
	anna_journal_close(d->journal);
	d->journal = NULL;
	anna_driver_free(d->driver);
	d->driver = NULL;
}
