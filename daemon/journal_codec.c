/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/journal_codec.c: the journal's payloads field by field
 * (journal_codec.h). A writer appends little-endian integers; a reader
 * takes them back, checking each one's range, and names the first field
 * that is wrong with its byte.
 */
#include "daemon/journal_codec.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "core/fen.h"
#include "daemon/journal.h"

#define HEADER_MAGIC "anna-journal "

/* ---- writing ---------------------------------------------------------- */

struct writer {
	uint8_t *p;
	size_t n;
};

static void put(struct writer *w, uint64_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		w->p[w->n++] = (uint8_t)(v >> (8 * i));
}

static void put_bytes(struct writer *w, const void *s, size_t len)
{
	put(w, len, 1);
	memcpy(w->p + w->n, s, len);
	w->n += len;
}

size_t anna_jcodec_header_encode(unsigned roles, const char *config, size_t config_len,
				 uint8_t *out)
{
	int n = sprintf((char *)out, HEADER_MAGIC "%d\nroles=%u\n", ANNA_JOURNAL_FORMAT, roles);
	if (config_len)
		memcpy(out + n, config, config_len);
	return (size_t)n + config_len;
}

size_t anna_jcodec_event_encode(const struct anna_jevent *ev, uint8_t out[ANNA_JCODEC_EVENT_LEN])
{
	struct writer w = { out, 0 };
	put(&w, ev->role, 4); /* the role, then 3 zero bytes */
	put(&w, ev->type, 2);
	put(&w, ev->code, 2);
	put(&w, (uint32_t)ev->value, 4);
	put(&w, ev->time_us, 8);
	return w.n;
}

size_t anna_jcodec_board_encode(const struct anna_jboard *b, uint8_t out[ANNA_JCODEC_BOARD_LEN])
{
	struct writer w = { out, 0 };
	put(&w, b->role, 8); /* the role, then 7 zero bytes */
	put(&w, b->occupancy, 8);
	return w.n;
}

size_t anna_jcodec_bytes_encode(const struct anna_jbytes *b, uint8_t out[ANNA_JCODEC_BYTES_MAX])
{
	struct writer w = { out, 0 };
	put(&w, b->role, 1);
	size_t n = b->n < ANNA_JCODEC_BYTES_MAX - 1 ? b->n : ANNA_JCODEC_BYTES_MAX - 1;
	if (n) /* none: the line opened or closed */
		memcpy(out + w.n, b->bytes, n);
	return w.n + n;
}

size_t anna_jcodec_recovery_encode(const struct anna_jrecovery *r,
				   uint8_t out[ANNA_JCODEC_RECOVERY_LEN])
{
	struct writer w = { out, 0 };
	put(&w, r->lost_ms, 8);
	put(&w, r->plies, 8);
	return w.n;
}

static uint8_t policy_flags(const struct anna_policy *p)
{
	return (uint8_t)(p->supervised | p->check_words << 1 | p->clock_warnings << 2 |
			 p->square_queries << 3 | p->announcing_assistant << 4 |
			 p->combined_illegal_counter << 5 | p->quickplay_finish << 6);
}

size_t anna_jcodec_command_encode(const struct anna_session_event *ev,
				  uint8_t out[ANNA_JCODEC_COMMAND_MAX])
{
	struct writer w = { out, 0 };
	put(&w, (unsigned)ev->type, 1);
	put(&w, ev->at_ms, 8);
	put(&w, (unsigned)ev->role, 1);
	put(&w, (unsigned)ev->from, 1);
	put(&w, (unsigned)ev->to, 1);
	put(&w, (unsigned)ev->promotion, 1);
	put(&w, (unsigned)ev->square, 1);
	put(&w, ev->piece, 1);
	put(&w, ev->captured, 1);
	put(&w, (unsigned)ev->reason, 1);
	put(&w, (unsigned)ev->query, 1);
	put(&w, (uint32_t)ev->arg, 4);
	put(&w, ev->claim, 4);
	size_t n_fix = ev->n_fix <= ANNA_SESSION_MAX_FIX ? ev->n_fix : ANNA_SESSION_MAX_FIX;
	put(&w, n_fix, 1);
	for (size_t i = 0; i < n_fix; i++) {
		put(&w, ev->fix[i].from, 1);
		put(&w, ev->fix[i].to, 1);
		put(&w, ev->fix[i].piece, 1);
		put(&w, ev->fix[i].back, 1);
	}
	put(&w, (unsigned)ev->pause_reason, 1);
	const struct anna_clock_adjustment *a = &ev->adjust;
	put(&w, (unsigned)a->kind, 1);
	put(&w, (unsigned)a->reason, 1);
	put(&w, (unsigned)a->actor, 1);
	put(&w, a->at_ms, 8);
	put(&w, (uint8_t)(int8_t)a->side, 1);
	put(&w, (uint64_t)a->value, 8);
	put(&w, (unsigned)a->bonus, 1);
	put(&w, a->before_ms, 8);
	put(&w, a->after_ms, 8);
	put(&w, ev->ply, 4);
	char fen[128] = "";
	if (ev->type == ANNA_SEV_ARB_SET_POSITION &&
	    anna_fen_write(&ev->position, fen, sizeof(fen)) != ANNA_OK)
		return 0;
	put_bytes(&w, fen, strlen(fen));
	put(&w, (uint8_t)(int8_t)ev->side, 1);
	put(&w, (unsigned)ev->penalty, 1);
	put(&w, (uint64_t)ev->penalty_ms, 8);
	put(&w, (unsigned)ev->result, 1);
	put_bytes(&w, ev->text, strnlen(ev->text, sizeof(ev->text) - 1));
	put(&w, (unsigned)ev->letters, 1);
	put(&w, ev->decision, 4);
	const struct anna_policy *p = &ev->policy;
	put(&w, (unsigned)p->mode, 1);
	put(&w, (unsigned)p->edition, 2);
	put(&w, (unsigned)p->game_type, 1);
	put(&w, policy_flags(p), 1);
	put(&w, p->touched_listeners, 4);
	return w.n;
}

/* ---- reading ---------------------------------------------------------- */

struct reader {
	const uint8_t *p;
	size_t len, at;
	struct anna_error *err;
	enum anna_status st;
};

static void num(char *buf, size_t size, uint64_t v)
{
	snprintf(buf, size, "%llu", (unsigned long long)v);
}

/* The next field of `bytes`, at most max (as unsigned); the first failure
 * is kept and later reads give 0. */
static uint64_t get(struct reader *r, const char *field, int bytes, uint64_t max)
{
	if (r->st != ANNA_OK)
		return 0;
	char at[24];
	num(at, sizeof(at), r->at);
	if (r->len - r->at < (size_t)bytes) {
		r->st = anna_error_set(r->err, ANNA_E_TRUNCATED, ANNA_MSG_JOURNAL_FIELD_SHORT, field,
				       at);
		return 0;
	}
	uint64_t v = 0;
	for (int i = bytes - 1; i >= 0; i--)
		v = (v << 8) | r->p[r->at + (size_t)i];
	if (v > max) {
		char val[24];
		num(val, sizeof(val), v);
		r->st = anna_error_set(r->err, ANNA_E_RANGE, ANNA_MSG_JOURNAL_FIELD_RANGE, field, at,
				       val);
		return 0;
	}
	r->at += (size_t)bytes;
	return v;
}

/* A signed byte within lo..hi. */
static int get_i8(struct reader *r, const char *field, int lo, int hi)
{
	size_t at = r->at;
	int v = (int8_t)(uint8_t)get(r, field, 1, 255);
	if (r->st == ANNA_OK && (v < lo || v > hi)) {
		char a[24], val[24];
		num(a, sizeof(a), at);
		snprintf(val, sizeof(val), "%d", v);
		r->st = anna_error_set(r->err, ANNA_E_RANGE, ANNA_MSG_JOURNAL_FIELD_RANGE, field, a,
				       val);
	}
	return v;
}

/* A length-prefixed text of fewer than cap bytes, no NUL, into buf. */
static void get_text(struct reader *r, const char *field, char *buf, size_t cap)
{
	size_t n = (size_t)get(r, field, 1, cap - 1);
	if (r->st != ANNA_OK)
		return;
	char at[24];
	num(at, sizeof(at), r->at);
	if (r->len - r->at < n) {
		r->st = anna_error_set(r->err, ANNA_E_TRUNCATED, ANNA_MSG_JOURNAL_FIELD_SHORT, field,
				       at);
		return;
	}
	if (memchr(r->p + r->at, 0, n)) {
		r->st = anna_error_set(r->err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_FIELD_RANGE, field,
				       at, "0");
		return;
	}
	memcpy(buf, r->p + r->at, n);
	buf[n] = 0;
	r->at += n;
}

static enum anna_status end(struct reader *r)
{
	if (r->st == ANNA_OK && r->at != r->len) {
		char at[24];
		num(at, sizeof(at), r->at);
		r->st = anna_error_set(r->err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_TRAILING, at);
	}
	return r->st;
}

static enum anna_status decode_header(const uint8_t *p, size_t len, struct anna_jheader *h,
				      struct anna_error *err)
{
	size_t m = sizeof(HEADER_MAGIC) - 1;
	unsigned format = 0, roles = 0;
	size_t i = m;
	if (len < m || memcmp(p, HEADER_MAGIC, m))
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER);
	for (; i < len && p[i] >= '0' && p[i] <= '9' && format < 100000; i++)
		format = format * 10 + (unsigned)(p[i] - '0');
	if (i == m || i >= len || p[i++] != '\n')
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER);
	static const char roles_key[] = "roles=";
	size_t k = sizeof(roles_key) - 1;
	if (len - i < k || memcmp(p + i, roles_key, k))
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER);
	size_t d = i += k;
	for (; i < len && p[i] >= '0' && p[i] <= '9' && roles < 100000; i++)
		roles = roles * 10 + (unsigned)(p[i] - '0');
	if (i == d || i >= len || p[i++] != '\n')
		return anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_JOURNAL_HEADER);
	h->format = format;
	h->roles = roles;
	h->config = (const char *)p + i;
	h->config_len = len - i;
	return ANNA_OK;
}

static enum anna_status decode_command(struct reader *r, struct anna_session_event *ev)
{
	unsigned type = (unsigned)get(r, "type", 1, ANNA_SEV_COUNT - 1);
	uint64_t at_ms = get(r, "at_ms", 8, UINT64_MAX);
	anna_session_event_init(ev, (enum anna_session_event_type)type, at_ms);
	ev->role = (enum anna_role)get(r, "role", 1, ANNA_ROLE_COUNT - 1);
	ev->from = (int)get(r, "from", 1, ANNA_NO_SQ);
	ev->to = (int)get(r, "to", 1, ANNA_NO_SQ);
	ev->promotion = (enum anna_piece_type)get(r, "promotion", 1, ANNA_KING);
	ev->square = (int)get(r, "square", 1, ANNA_NO_SQ);
	ev->piece = (uint8_t)get(r, "piece", 1, 255);
	ev->captured = (uint8_t)get(r, "captured", 1, 255);
	ev->reason = (enum anna_illegal_reason)get(r, "reason", 1, ANNA_ILLEGAL_COUNT - 1);
	ev->query = (enum anna_session_query)get(r, "query", 1, ANNA_SQ_COUNT - 1);
	ev->arg = (int)(int32_t)(uint32_t)get(r, "arg", 4, UINT32_MAX);
	ev->claim = (unsigned)get(r, "claim", 4, UINT32_MAX);
	ev->n_fix = (size_t)get(r, "fixes", 1, ANNA_SESSION_MAX_FIX);
	for (size_t i = 0; i < ev->n_fix; i++) {
		ev->fix[i].from = (uint8_t)get(r, "fix.from", 1, ANNA_NO_SQ);
		ev->fix[i].to = (uint8_t)get(r, "fix.to", 1, ANNA_NO_SQ);
		ev->fix[i].piece = (uint8_t)get(r, "fix.piece", 1, 255);
		ev->fix[i].back = get(r, "fix.back", 1, 1) != 0;
	}
	ev->pause_reason = (enum anna_clock_reason)get(r, "pause_reason", 1,
						       ANNA_CLOCK_REASON_PENALTY);
	struct anna_clock_adjustment *a = &ev->adjust;
	a->kind = (enum anna_clock_adjust_kind)get(r, "adjust.kind", 1, ANNA_CLOCK_ADJ_RESUME);
	a->reason = (enum anna_clock_reason)get(r, "adjust.reason", 1, ANNA_CLOCK_REASON_PENALTY);
	a->actor = (enum anna_clock_actor)get(r, "adjust.actor", 1, ANNA_CLOCK_ACTOR_ASSISTANT);
	a->at_ms = get(r, "adjust.at_ms", 8, UINT64_MAX);
	a->side = get_i8(r, "adjust.side", -1, 1);
	a->value = (int64_t)get(r, "adjust.value", 8, UINT64_MAX);
	a->bonus = (enum anna_tc_bonus)get(r, "adjust.bonus", 1, ANNA_TC_BONUS_BRONSTEIN);
	a->before_ms = get(r, "adjust.before_ms", 8, UINT64_MAX);
	a->after_ms = get(r, "adjust.after_ms", 8, UINT64_MAX);
	ev->ply = (unsigned)get(r, "ply", 4, UINT32_MAX);
	char fen[128];
	size_t fen_at = r->at;
	get_text(r, "position", fen, sizeof(fen));
	if (r->st == ANNA_OK && (fen[0] != 0) != (type == ANNA_SEV_ARB_SET_POSITION)) {
		char at[24];
		num(at, sizeof(at), fen_at);
		return r->st = anna_error_set(r->err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_FIELD_RANGE,
					      "position", at, fen);
	}
	struct anna_error fe = { 0 };
	if (r->st == ANNA_OK && fen[0] && anna_fen_read(&ev->position, fen, &fe) != ANNA_OK) {
		char at[24];
		num(at, sizeof(at), fen_at);
		return r->st = anna_error_set(r->err, ANNA_E_INVALID, ANNA_MSG_JOURNAL_FIELD_RANGE,
					      "position", at, fen);
	}
	ev->side = get_i8(r, "side", -1, 1);
	ev->penalty = (enum anna_session_penalty)get(r, "penalty", 1, ANNA_PENALTY_WARNING);
	ev->penalty_ms = (int64_t)get(r, "penalty_ms", 8, UINT64_MAX);
	ev->result = (enum anna_game_result)get(r, "result", 1, ANNA_RESULT_DRAW);
	get_text(r, "text", ev->text, sizeof(ev->text));
	ev->letters = (enum anna_letter_set)get(r, "letters", 1, ANNA_LETTERS_COUNT - 1);
	ev->decision = (unsigned)get(r, "decision", 4, UINT32_MAX);
	struct anna_policy *p = &ev->policy;
	p->mode = (enum anna_policy_mode)get(r, "policy.mode", 1, ANNA_MODE_COMPETITION);
	size_t ed_at = r->at;
	p->edition = (enum anna_edition)get(r, "policy.edition", 2, ANNA_EDITION_2017);
	if (r->st == ANNA_OK && p->edition && !anna_edition_valid(p->edition)) {
		char at[24], val[24];
		num(at, sizeof(at), ed_at);
		num(val, sizeof(val), (uint64_t)p->edition);
		return r->st = anna_error_set(r->err, ANNA_E_RANGE, ANNA_MSG_JOURNAL_FIELD_RANGE,
					      "policy.edition", at, val);
	}
	p->game_type = (enum anna_tc_class)get(r, "policy.game_type", 1, ANNA_TC_BLITZ);
	unsigned f = (unsigned)get(r, "policy.flags", 1, 127);
	p->supervised = f & 1;
	p->check_words = f >> 1 & 1;
	p->clock_warnings = f >> 2 & 1;
	p->square_queries = f >> 3 & 1;
	p->announcing_assistant = f >> 4 & 1;
	p->combined_illegal_counter = f >> 5 & 1;
	p->quickplay_finish = f >> 6 & 1;
	p->touched_listeners = (unsigned)get(r, "policy.touched", 4, UINT32_MAX);
	return end(r);
}

enum anna_status anna_jcodec_decode(unsigned format, unsigned type, const uint8_t *p, size_t len,
				    struct anna_jrecord *out, struct anna_error *err)
{
	memset(out, 0, sizeof(*out));
	out->type = type;
	if (type == ANNA_JREC_HEADER)
		return decode_header(p, len, &out->u.header, err);
	char fmt[24];
	num(fmt, sizeof(fmt), format);
	if (format < ANNA_JOURNAL_FORMAT_OLDEST || format > ANNA_JOURNAL_FORMAT) {
		char ours[24];
		num(ours, sizeof(ours), ANNA_JOURNAL_FORMAT);
		return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_JOURNAL_FORMAT, fmt, ours);
	}
	struct reader r = { p, len, 0, err, ANNA_OK };
	switch (type) {
	case ANNA_JREC_EVENT: {
		struct anna_jevent *e = &out->u.event;
		e->role = (unsigned)get(&r, "role", 1, 255);
		get(&r, "padding", 3, 0);
		e->type = (uint16_t)get(&r, "type", 2, UINT16_MAX);
		e->code = (uint16_t)get(&r, "code", 2, UINT16_MAX);
		e->value = (int32_t)(uint32_t)get(&r, "value", 4, UINT32_MAX);
		e->time_us = get(&r, "time_us", 8, UINT64_MAX);
		return end(&r);
	}
	case ANNA_JREC_BOARD:
		out->u.board.role = (unsigned)get(&r, "role", 1, 255);
		get(&r, "padding", 7, 0);
		out->u.board.occupancy = get(&r, "occupancy", 8, UINT64_MAX);
		return end(&r);
	case ANNA_JREC_TICK:
		return end(&r);
	case ANNA_JREC_BYTES:
		out->u.bytes.role = (unsigned)get(&r, "role", 1, 255);
		if (r.st == ANNA_OK && len - r.at > ANNA_JCODEC_BYTES_MAX - 1) {
			char at[24], val[24];
			num(at, sizeof(at), r.at);
			num(val, sizeof(val), len - r.at);
			return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_JOURNAL_FIELD_RANGE, "bytes",
					      at, val);
		}
		out->u.bytes.bytes = p + r.at;
		out->u.bytes.n = r.st == ANNA_OK ? len - r.at : 0;
		return r.st;
	case ANNA_JREC_RECOVERY:
		out->u.recovery.lost_ms = get(&r, "lost_ms", 8, UINT64_MAX);
		out->u.recovery.plies = get(&r, "plies", 8, UINT64_MAX);
		return end(&r);
	case ANNA_JREC_COMMAND:
		if (format == 1) {
			/* the writing build's memory image (journal_codec.h) */
			char ours[24];
			num(ours, sizeof(ours), ANNA_JOURNAL_FORMAT);
			return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_JOURNAL_FORMAT_IMAGE,
					      fmt, ours);
		}
		return decode_command(&r, &out->u.command);
	default: {
		char t[24];
		num(t, sizeof(t), type);
		return anna_error_set(err, ANNA_E_UNSUPPORTED, ANNA_MSG_JOURNAL_TYPE, t);
	}
	}
}
