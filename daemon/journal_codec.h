/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/journal_codec.h: the payloads of the journal's records
 * (daemon/journal.h frames them), encoded field by field, little-endian,
 * so a journal outlives the build that wrote it. Pure: no I/O, no
 * allocation; tests and the fuzz target feed it bytes.
 *
 * The header record names the format that wrote the journal:
 *
 *   "anna-journal <format>\nroles=<bits>\n" then the configuration's text
 *
 * Format 2 (this build writes it), every integer little-endian:
 *
 *   event    u8 role, 3 zero bytes, u16 type, u16 code, i32 value,
 *            u64 the kernel's time in us                      (20 bytes)
 *   board    u8 role, 7 zero bytes, u64 occupancy (bit = square) (16)
 *   tick     nothing
 *   recovery u64 ms lost, u64 plies recovered                      (16)
 *   command  a session event (core/session.h), every field in order:
 *            u8 type, u64 at_ms, u8 role, u8 from, u8 to, u8 promotion,
 *            u8 square, u8 piece, u8 captured, u8 reason, u8 query,
 *            i32 arg, u32 claim, u8 fixes then each fix (u8 from, u8 to,
 *            u8 piece, u8 back), u8 pause reason, the adjustment (u8 kind,
 *            u8 reason, u8 actor, u64 at_ms, i8 side, i64 value, u8 bonus,
 *            u64 before_ms, u64 after_ms), u32 ply, u8 FEN length and
 *            the FEN of the position (set-position only, else length 0),
 *            i8 side, u8 penalty, i64 penalty_ms, u8 result, u8 text
 *            length and the text, u8 letters, u32 decision, the policy
 *            (u8 mode, u8 edition, u8 game type, u8 flags: supervised,
 *            check words, clock warnings, square queries, announcing
 *            assistant, combined illegal counter, quickplay finish from
 *            bit 0 up, u32 touched listeners)
 *
 * Format 1 (anna 0.1) had the same header, event, board, tick and
 * recovery records; its command records were the writing build's memory
 * image of the event and cannot be read (decoding one says so).
 *
 * Decoding checks every field's range and the exact length; an error says
 * which field, at which byte (struct anna_error, the words in profiles).
 */
#ifndef ANNA_DAEMON_JOURNAL_CODEC_H
#define ANNA_DAEMON_JOURNAL_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "core/session.h"

#define ANNA_JOURNAL_FORMAT 2       /* written by this build */
#define ANNA_JOURNAL_FORMAT_OLDEST 1 /* the oldest it reads */
#define ANNA_JCODEC_EVENT_LEN 20
#define ANNA_JCODEC_BOARD_LEN 16
#define ANNA_JCODEC_RECOVERY_LEN 16
/* the longest bytes record: the role, then one read of a DGT line */
#define ANNA_JCODEC_BYTES_MAX (1 + 256)
/* the longest command record (a FEN is under 100 bytes) */
#define ANNA_JCODEC_COMMAND_MAX 512

/* The header: format, roles, and the configuration's text (points into
 * the payload). */
struct anna_jheader {
	unsigned format;
	unsigned roles;                 /* bit 1u << driver role: a device */
	const char *config;
	size_t config_len;
};

/* One raw input event of a device (the fields of struct input_event). */
struct anna_jevent {
	unsigned role;                  /* enum anna_driver_role */
	uint16_t type, code;
	int32_t value;
	uint64_t time_us;
};

struct anna_jboard {
	unsigned role;
	uint64_t occupancy;
};

/* Bytes read from a DGT board's serial line (none: opened afresh). */
struct anna_jbytes {
	unsigned role;
	const uint8_t *bytes;           /* points into the payload */
	size_t n;
};

struct anna_jrecovery {
	uint64_t lost_ms, plies;
};

/* Any record decoded: type is journal.h's enum anna_journal_type. */
struct anna_jrecord {
	unsigned type;
	union {
		struct anna_jheader header;
		struct anna_jevent event;
		struct anna_jboard board;
		struct anna_jrecovery recovery;
		struct anna_jbytes bytes;
		struct anna_session_event command;
	} u;
};

/* Encoders: each writes its record's payload to out (at least the length
 * above; the header: 64 + config_len) and returns its length. */
size_t anna_jcodec_header_encode(unsigned roles, const char *config, size_t config_len,
				 uint8_t *out);
size_t anna_jcodec_event_encode(const struct anna_jevent *ev, uint8_t out[ANNA_JCODEC_EVENT_LEN]);
size_t anna_jcodec_board_encode(const struct anna_jboard *b, uint8_t out[ANNA_JCODEC_BOARD_LEN]);
/* At most ANNA_JCODEC_BYTES_MAX - 1 bytes are kept. */
size_t anna_jcodec_bytes_encode(const struct anna_jbytes *b, uint8_t out[ANNA_JCODEC_BYTES_MAX]);
size_t anna_jcodec_recovery_encode(const struct anna_jrecovery *r,
				   uint8_t out[ANNA_JCODEC_RECOVERY_LEN]);
/* A session event; 0 if it cannot be written (a position with no FEN). */
size_t anna_jcodec_command_encode(const struct anna_session_event *ev,
				  uint8_t out[ANNA_JCODEC_COMMAND_MAX]);

/*
 * Decodes the payload of a record of type `type` (journal.h) written in
 * `format` (from the journal's header; a header record is read in any
 * format). ANNA_OK and *out, or an error (ANNA_E_INVALID: the field and
 * byte; ANNA_E_UNSUPPORTED: a format or record type this build cannot
 * read). Never reads past len.
 */
enum anna_status anna_jcodec_decode(unsigned format, unsigned type, const uint8_t *p, size_t len,
				    struct anna_jrecord *out, struct anna_error *err);

#endif
