/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/daemon/test_journal_codec.c: the journal's payloads
 * (daemon/journal_codec.h). Every record kind, and a command of every
 * session event with its fields set, encodes to the bytes of the golden
 * file tests/fixtures/journal/format2.golden (so a change of layout
 * cannot pass unnoticed: a new format gets a new number), and the golden
 * bytes decode to the same event. Each field out of range, a record cut
 * at every byte, bytes after the last field, an unknown type, an unknown
 * format and a format-1 command are refused with the field and byte.
 * ANNA_UPDATE_GOLDEN=1 rewrites the golden file (then review the diff).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/fen.h"
#include "daemon/journal.h"
#include "daemon/journal_codec.h"

#define GOLDEN ANNA_FIXTURES_DIR "/journal/format2.golden"
#define MAX_CASES 64

struct golden_case {
	char name[48];
	unsigned type;
	uint8_t bytes[ANNA_JCODEC_COMMAND_MAX + 64];
	size_t len;
	struct anna_session_event ev; /* commands */
};

static struct golden_case cases[MAX_CASES];
static size_t n_cases;

static struct golden_case *add(const char *name, unsigned type)
{
	assert_true(n_cases < MAX_CASES);
	struct golden_case *c = &cases[n_cases++];
	memset(c, 0, sizeof(*c));
	snprintf(c->name, sizeof(c->name), "%s", name);
	c->type = type;
	return c;
}

/* A command of event type t with every field it uses set to something
 * that is not its default, and a few it does not use. */
static void command_case(enum anna_session_event_type t)
{
	struct golden_case *c = add(anna_session_event_str(t), ANNA_JREC_COMMAND);
	struct anna_session_event *ev = &c->ev;
	anna_session_event_init(ev, t, 123456789u + (unsigned)t);
	ev->role = (enum anna_role)((unsigned)t % ANNA_ROLE_COUNT);
	ev->from = 12;
	ev->to = 28;
	ev->promotion = t == ANNA_SEV_KEY_PROMOTION ? ANNA_QUEEN : ANNA_NO_TYPE;
	ev->square = t == ANNA_SEV_VI_LIFT ? 6 : ANNA_NO_SQ;
	ev->piece = 3;
	ev->captured = t == ANNA_SEV_VI_ILLEGAL ? 9 : 0;
	ev->reason = ANNA_ILLEGAL_SELF_CHECK;
	ev->query = ANNA_SQ_SQUARE;
	ev->arg = -7;
	ev->claim = 5;
	if (t == ANNA_SEV_VI_MISMATCH || t == ANNA_SEV_SIGHTED_MISMATCH) {
		ev->n_fix = 2;
		ev->fix[0] = (struct anna_session_fix){ 1, 18, 2, false };
		ev->fix[1] = (struct anna_session_fix){ ANNA_NO_SQ, 36, 7, true };
	}
	ev->pause_reason = ANNA_CLOCK_REASON_DISTURBANCE;
	ev->adjust = (struct anna_clock_adjustment){
		.kind = ANNA_CLOCK_ADJ_ADD_TIME, .reason = ANNA_CLOCK_REASON_PENALTY,
		.actor = ANNA_CLOCK_ACTOR_ASSISTANT, .at_ms = 99, .side = -1, .value = -120000,
		.bonus = ANNA_TC_BONUS_DELAY, .before_ms = 300000, .after_ms = 180000,
	};
	ev->ply = 41;
	if (t == ANNA_SEV_ARB_SET_POSITION) {
		struct anna_error e = { 0 };
		assert_int_equal(anna_fen_read(&ev->position,
					       "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
					       &e),
				 ANNA_OK);
	}
	ev->side = 1;
	ev->penalty = ANNA_PENALTY_DEDUCT;
	ev->penalty_ms = 60000;
	ev->result = ANNA_RESULT_DRAW;
	if (t == ANNA_SEV_SHEET_ENTRY)
		snprintf(ev->text, sizeof(ev->text), "Sxf7+ (=)");
	ev->letters = ANNA_LETTERS_COUNT - 1;
	ev->decision = 3;
	ev->policy.mode = ANNA_MODE_COMPETITION;
	ev->policy.edition = ANNA_EDITION_2014;
	ev->policy.game_type = ANNA_TC_RAPID;
	ev->policy.check_words = true;
	ev->policy.quickplay_finish = true;
	ev->policy.touched_listeners = 5;
	c->len = anna_jcodec_command_encode(ev, c->bytes);
	assert_true(c->len > 0);
}

static void build_cases(void)
{
	n_cases = 0;
	struct golden_case *c = add("header", ANNA_JREC_HEADER);
	static const char conf[] = "[game]\nprofile = en\n";
	c->len = anna_jcodec_header_encode(21, conf, sizeof(conf) - 1, c->bytes);
	c = add("event", ANNA_JREC_EVENT);
	struct anna_jevent e = { 3, 1, 0x4c, -2, 0x0102030405060708ull };
	c->len = anna_jcodec_event_encode(&e, c->bytes);
	c = add("board", ANNA_JREC_BOARD);
	struct anna_jboard b = { 1, 0xffff00000000ffffull };
	c->len = anna_jcodec_board_encode(&b, c->bytes);
	c = add("tick", ANNA_JREC_TICK);
	c = add("recovery", ANNA_JREC_RECOVERY);
	struct anna_jrecovery r = { 4321, 17 };
	c->len = anna_jcodec_recovery_encode(&r, c->bytes);
	c = add("bytes", ANNA_JREC_BYTES); /* a DGT board's field update */
	static const uint8_t dgt[] = { 0x8e, 0x00, 0x05, 0x1c, 0x01 };
	struct anna_jbytes y = { 2, dgt, sizeof(dgt) };
	c->len = anna_jcodec_bytes_encode(&y, c->bytes);
	for (int t = 0; t < ANNA_SEV_COUNT; t++)
		command_case((enum anna_session_event_type)t);
}

static void hex(const uint8_t *p, size_t n, char *out)
{
	for (size_t i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", p[i]);
	out[2 * n] = 0;
}

static void test_golden(void **state)
{
	(void)state;
	build_cases();
	static char line[4096], want[4096];
	if (getenv("ANNA_UPDATE_GOLDEN")) {
		FILE *f = fopen(GOLDEN, "w");
		assert_non_null(f);
		fprintf(f, "# daemon/journal_codec.h format %d: name, record type, payload (hex)\n",
			ANNA_JOURNAL_FORMAT);
		for (size_t i = 0; i < n_cases; i++) {
			hex(cases[i].bytes, cases[i].len, want);
			fprintf(f, "%s %u %s\n", cases[i].name, cases[i].type, want);
		}
		fclose(f);
	}
	FILE *f = fopen(GOLDEN, "r");
	assert_non_null(f);
	size_t i = 0;
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#')
			continue;
		char name[64], bytes[2048] = "";
		unsigned type;
		int fields = sscanf(line, "%63s %u %2047s", name, &type, bytes);
		assert_true(fields >= 2);
		assert_true(i < n_cases);
		struct golden_case *c = &cases[i++];
		assert_string_equal(name, c->name);
		assert_int_equal(type, c->type);
		hex(c->bytes, c->len, want);
		if (strcmp(bytes, want))
			fail_msg("%s: encodes to\n%s\nthe golden file has\n%s", name, want, bytes);
		/* the golden bytes decode, and encode again to themselves */
		struct anna_jrecord jr;
		struct anna_error err = { 0 };
		assert_int_equal(anna_jcodec_decode(ANNA_JOURNAL_FORMAT, type, c->bytes, c->len, &jr,
						    &err),
				 ANNA_OK);
		assert_int_equal(jr.type, type);
		if (type == ANNA_JREC_COMMAND) {
			uint8_t again[ANNA_JCODEC_COMMAND_MAX];
			size_t n = anna_jcodec_command_encode(&jr.u.command, again);
			assert_int_equal(n, c->len);
			assert_memory_equal(again, c->bytes, n);
			const struct anna_session_event *a = &jr.u.command, *b = &c->ev;
			assert_int_equal(a->type, b->type);
			assert_int_equal(a->at_ms, b->at_ms);
			assert_int_equal(a->arg, b->arg);
			assert_int_equal(a->adjust.value, b->adjust.value);
			assert_int_equal(a->adjust.side, b->adjust.side);
			assert_int_equal(a->n_fix, b->n_fix);
			assert_memory_equal(a->fix, b->fix, sizeof(a->fix));
			assert_string_equal(a->text, b->text);
			assert_memory_equal(&a->policy, &b->policy, sizeof(a->policy));
			if (a->type == ANNA_SEV_ARB_SET_POSITION) {
				char fa[128], fb[128];
				anna_fen_write(&a->position, fa, sizeof(fa));
				anna_fen_write(&b->position, fb, sizeof(fb));
				assert_string_equal(fa, fb);
			}
		}
	}
	fclose(f);
	assert_int_equal(i, n_cases);
	/* the decoded records themselves */
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	assert_int_equal(anna_jcodec_decode(0, ANNA_JREC_HEADER, cases[0].bytes, cases[0].len, &jr,
					    &err),
			 ANNA_OK);
	assert_int_equal(jr.u.header.format, ANNA_JOURNAL_FORMAT);
	assert_int_equal(jr.u.header.roles, 21);
	assert_int_equal(jr.u.header.config_len, 20);
	assert_memory_equal(jr.u.header.config, "[game]\nprofile = en\n", 20);
	assert_int_equal(anna_jcodec_decode(2, ANNA_JREC_EVENT, cases[1].bytes, cases[1].len, &jr,
					    &err),
			 ANNA_OK);
	assert_int_equal(jr.u.event.role, 3);
	assert_int_equal(jr.u.event.code, 0x4c);
	assert_int_equal(jr.u.event.value, -2);
	assert_int_equal(jr.u.event.time_us, 0x0102030405060708ull);
}

static struct golden_case *find(const char *name);

/* A bytes record holds what the line gave, however much up to its
 * bound: the role alone (the line opened) is a record, nothing is not,
 * and one byte over the bound is refused by the field's name. */
static void test_bytes(void **state)
{
	(void)state;
	build_cases();
	struct golden_case *c = find("bytes");
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	assert_int_equal(anna_jcodec_decode(2, ANNA_JREC_BYTES, c->bytes, c->len, &jr, &err),
			 ANNA_OK);
	assert_int_equal(jr.u.bytes.role, 2);
	assert_int_equal(jr.u.bytes.n, 5);
	assert_memory_equal(jr.u.bytes.bytes, "\x8e\x00\x05\x1c\x01", 5);
	assert_int_equal(anna_jcodec_decode(2, ANNA_JREC_BYTES, c->bytes, 1, &jr, &err), ANNA_OK);
	assert_int_equal(jr.u.bytes.n, 0);
	assert_int_not_equal(anna_jcodec_decode(2, ANNA_JREC_BYTES, c->bytes, 0, &jr, &err),
			     ANNA_OK);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_FIELD_SHORT);
	static uint8_t big[ANNA_JCODEC_BYTES_MAX + 1];
	big[0] = 2;
	assert_int_equal(anna_jcodec_decode(2, ANNA_JREC_BYTES, big, sizeof(big), &jr, &err),
			 ANNA_E_RANGE);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_FIELD_RANGE);
	assert_string_equal(err.args[0], "bytes");
	/* what is written is kept to the bound */
	struct anna_jbytes y = { 1, big, sizeof(big) };
	uint8_t out[ANNA_JCODEC_BYTES_MAX];
	assert_int_equal(anna_jcodec_bytes_encode(&y, out), ANNA_JCODEC_BYTES_MAX);
}

/* Every prefix of every golden record is refused as cut short, naming a
 * field; one byte more is refused as trailing. */
static void test_truncated_and_trailing(void **state)
{
	(void)state;
	build_cases();
	for (size_t i = 1; i < n_cases; i++) {
		struct golden_case *c = &cases[i];
		if (c->type == ANNA_JREC_BYTES)
			continue; /* its length is its own: test_bytes */
		for (size_t n = 0; n < c->len; n++) {
			struct anna_jrecord jr;
			struct anna_error err = { 0 };
			enum anna_status st = anna_jcodec_decode(2, c->type, c->bytes, n, &jr, &err);
			if (st == ANNA_OK)
				fail_msg("%s cut at %zu decoded", c->name, n);
			assert_true(err.msg == ANNA_MSG_JOURNAL_FIELD_SHORT ||
				    err.msg == ANNA_MSG_JOURNAL_FIELD_RANGE);
		}
		uint8_t more[sizeof(c->bytes) + 1];
		memcpy(more, c->bytes, c->len);
		more[c->len] = 0;
		struct anna_jrecord jr;
		struct anna_error err = { 0 };
		assert_int_equal(anna_jcodec_decode(2, c->type, more, c->len + 1, &jr, &err),
				 ANNA_E_INVALID);
		assert_int_equal(err.msg, ANNA_MSG_JOURNAL_TRAILING);
		char at[24];
		snprintf(at, sizeof(at), "%zu", c->len);
		assert_string_equal(err.args[0], at);
	}
}

static struct golden_case *find(const char *name)
{
	for (size_t i = 0; i < n_cases; i++)
		if (!strcmp(cases[i].name, name))
			return &cases[i];
	fail_msg("no case %s", name);
	return NULL;
}

/* A byte of a record set to value: refused with the field's name and the
 * byte where the field begins (at). */
static void expect_range_at(const char *name, size_t byte, uint8_t value, const char *field,
			    size_t field_at)
{
	struct golden_case *c = find(name);
	uint8_t b[sizeof(c->bytes)];
	memcpy(b, c->bytes, c->len);
	b[byte] = value;
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	enum anna_status st = anna_jcodec_decode(2, c->type, b, c->len, &jr, &err);
	assert_int_not_equal(st, ANNA_OK);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_FIELD_RANGE);
	assert_string_equal(err.args[0], field);
	char at[24];
	snprintf(at, sizeof(at), "%zu", field_at);
	assert_string_equal(err.args[1], at);
}

static void expect_range(const char *name, size_t byte, uint8_t value, const char *field)
{
	expect_range_at(name, byte, value, field, byte);
}

static void test_fields_out_of_range(void **state)
{
	(void)state;
	build_cases();
	expect_range("start", 0, 0xff, "type");
	expect_range("start", 9, 3, "role");
	expect_range("start", 10, 65, "from");
	expect_range("start", 11, 0xff, "to");
	expect_range("start", 12, 7, "promotion");
	expect_range("start", 13, 65, "square");
	expect_range("start", 16, ANNA_ILLEGAL_COUNT, "reason");
	expect_range("start", 17, ANNA_SQ_COUNT, "query");
	expect_range("start", 26, ANNA_SESSION_MAX_FIX + 1, "fixes");
	expect_range("start", 27, 0xff, "pause_reason");
	expect_range("start", 28, 0xff, "adjust.kind");
	expect_range("start", 29, 0xff, "adjust.reason");
	expect_range("start", 30, 0xff, "adjust.actor");
	expect_range("start", 39, 2, "adjust.side");
	/* the padding of event and board records must be zero */
	expect_range("event", 1, 1, "padding");
	expect_range_at("board", 5, 1, "padding", 1);
	/* a FEN that is not a position, and one where none belongs */
	struct golden_case *c = find("arb_set_position");
	uint8_t b[sizeof(c->bytes)];
	memcpy(b, c->bytes, c->len);
	size_t fen = 0;
	while (fen < c->len && memcmp(b + fen, "r1bqkb1r", 8))
		fen++;
	assert_true(fen < c->len);
	b[fen] = 'x';
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	assert_int_equal(anna_jcodec_decode(2, c->type, b, c->len, &jr, &err), ANNA_E_INVALID);
	assert_string_equal(err.args[0], "position");
	memcpy(b, c->bytes, c->len);
	b[0] = ANNA_SEV_START; /* a start with a position */
	assert_int_equal(anna_jcodec_decode(2, c->type, b, c->len, &jr, &err), ANNA_E_INVALID);
	assert_string_equal(err.args[0], "position");
	/* an edition that is none of the Laws' */
	c = find("start");
	memcpy(b, c->bytes, c->len);
	size_t ed = c->len - 8; /* edition (2), game type, flags, touched (4) */
	b[ed] = 0xdf;
	b[ed + 1] = 0x07; /* 2015 */
	assert_int_equal(anna_jcodec_decode(2, c->type, b, c->len, &jr, &err), ANNA_E_RANGE);
	assert_string_equal(err.args[0], "policy.edition");
	assert_string_equal(err.args[2], "2015");
}

static void test_formats_and_types(void **state)
{
	(void)state;
	build_cases();
	struct golden_case *c = find("start");
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	/* format 1's commands were a memory image */
	assert_int_equal(anna_jcodec_decode(1, ANNA_JREC_COMMAND, c->bytes, c->len, &jr, &err),
			 ANNA_E_UNSUPPORTED);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_FORMAT_IMAGE);
	assert_string_equal(err.args[0], "1");
	assert_string_equal(err.args[1], "2");
	/* its events, boards, ticks and recovery notes read as format 2's */
	c = find("event");
	assert_int_equal(anna_jcodec_decode(1, ANNA_JREC_EVENT, c->bytes, c->len, &jr, &err),
			 ANNA_OK);
	/* a format from a later anna, or none */
	assert_int_equal(anna_jcodec_decode(3, ANNA_JREC_EVENT, c->bytes, c->len, &jr, &err),
			 ANNA_E_UNSUPPORTED);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_FORMAT);
	assert_string_equal(err.args[0], "3");
	assert_int_equal(anna_jcodec_decode(0, ANNA_JREC_TICK, NULL, 0, &jr, &err),
			 ANNA_E_UNSUPPORTED);
	/* a type nobody wrote */
	assert_int_equal(anna_jcodec_decode(2, 99, c->bytes, c->len, &jr, &err),
			 ANNA_E_UNSUPPORTED);
	assert_int_equal(err.msg, ANNA_MSG_JOURNAL_TYPE);
	assert_string_equal(err.args[0], "99");
	/* headers: another program's, no number, no roles */
	static const char *const bad[] = { "anna-journal x\nroles=1\n", "anna-journal 2\n",
					   "anna-journal 2\nroles=\n", "journal 2\nroles=1\n",
					   "anna-journal 2roles=1\n", "" };
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_int_equal(anna_jcodec_decode(0, ANNA_JREC_HEADER, (const uint8_t *)bad[i],
						    strlen(bad[i]), &jr, &err),
				 ANNA_E_SYNTAX);
		assert_int_equal(err.msg, ANNA_MSG_JOURNAL_HEADER);
	}
	/* format 1's header, as anna 0.1 wrote it */
	static const char v1[] = "anna-journal 1\nroles=7\n[game]\n";
	assert_int_equal(anna_jcodec_decode(0, ANNA_JREC_HEADER, (const uint8_t *)v1,
					    sizeof(v1) - 1, &jr, &err),
			 ANNA_OK);
	assert_int_equal(jr.u.header.format, 1);
	assert_int_equal(jr.u.header.roles, 7);
}

/* The journal anna 0.1 wrote (tests/fixtures/journal/format1.journal,
 * a competition game's start, pause, adjustment, resume and switches):
 * every record but the commands decodes; each command is refused as a
 * memory image. */
struct v1_count {
	unsigned format;
	size_t ok, image, other;
};

static int v1_record(void *ctx, const struct anna_journal_record *rec)
{
	struct v1_count *v = ctx;
	struct anna_jrecord jr;
	struct anna_error err = { 0 };
	enum anna_status st = anna_jcodec_decode(v->format, rec->type, rec->payload, rec->len, &jr,
						 &err);
	if (st == ANNA_OK && rec->type == ANNA_JREC_HEADER)
		v->format = jr.u.header.format;
	if (st == ANNA_OK)
		v->ok++;
	else if (err.msg == ANNA_MSG_JOURNAL_FORMAT_IMAGE && rec->type == ANNA_JREC_COMMAND)
		v->image++;
	else
		v->other++;
	return 0;
}

static void test_format1_journal(void **state)
{
	(void)state;
	struct v1_count v = { 0 };
	struct anna_journal_scan scan;
	assert_int_equal(anna_journal_scan_file(ANNA_FIXTURES_DIR "/journal/format1.journal",
						v1_record, &v, &scan),
			 0);
	assert_int_equal(scan.damage, ANNA_JOURNAL_INTACT);
	assert_int_equal(v.format, 1);
	assert_int_equal(v.image, 5);
	assert_int_equal(v.other, 0);
	assert_int_equal(v.ok + v.image, scan.records);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_golden),
		cmocka_unit_test(test_bytes),
		cmocka_unit_test(test_truncated_and_trailing),
		cmocka_unit_test(test_fields_out_of_range),
		cmocka_unit_test(test_formats_and_types),
		cmocka_unit_test(test_format1_journal),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
