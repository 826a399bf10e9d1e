/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/journal.h: the game's journal, an append-only file of the inputs
 * the driver consumed (docs/architecture.md "the journal is the input").
 *
 * A record on disk, little-endian:
 *
 *   u16 magic 0x4a41 ("AJ")  u16 type  u32 payload length
 *   u64 time: the driver's time base (ms, monotonic within a game)
 *   u64 wall: CLOCK_REALTIME in ms when it was written
 *   payload
 *   prev[32]: the previous record's hash (zeros for the first)
 *   hash[32]: SHA-256 of everything above, prev included
 *
 * so each record names its predecessor and a change anywhere breaks the
 * chain from there on (tampering is evident, `anna journal verify`).
 *
 * Durability: anna_journal_append() encodes the record in memory,
 * anna_journal_sync() writes what is pending at the end of the last
 * flushed record and fdatasync()s; the daemon syncs before it lets any
 * effect of the inputs be announced, so a move is never spoken that a
 * crash could lose. A write or flush that fails (ENOSPC, EIO) keeps the
 * records in memory, cuts the file back to its last flushed record and
 * is retried whole by the next sync.
 *
 * Damage: a last record cut short or not matching its hash, with nothing
 * after it, is a torn tail (power cut mid-write): dropped, never fatal. A
 * bad record with more data after it is damage or tampering: the records
 * before it are good, the rest is not trusted.
 */
#ifndef ANNA_DAEMON_JOURNAL_H
#define ANNA_DAEMON_JOURNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ANNA_JOURNAL_MAGIC 0x4a41u
#define ANNA_JOURNAL_HASH 32
#define ANNA_JOURNAL_HEAD 24 /* magic, type, length, time, wall */
#define ANNA_JOURNAL_MAX_PAYLOAD (1u << 20)
/* Records held in memory while the disk refuses them (journal.c). */
#define ANNA_JOURNAL_MAX_PENDING (64u << 20)

enum anna_journal_type {
	ANNA_JREC_HEADER = 1, /* "anna-journal 1" and the configuration's text */
	ANNA_JREC_EVENT,      /* role u8, 3 zero bytes, type u16, code u16,
			       * value i32, the kernel's time u64 us */
	ANNA_JREC_BOARD,      /* role u8, 7 zero bytes, occupancy u64 */
	ANNA_JREC_TICK,       /* a deadline handled (no payload) */
	ANNA_JREC_COMMAND,    /* a session event (struct anna_session_event as
			       * this build lays it out) */
	ANNA_JREC_RECOVERY,   /* restarted: u64 ms lost (wall clock between
			       * the last record and the restart), u64 plies */
	ANNA_JREC_BYTES,      /* role u8, then the bytes read from a DGT
			       * board's serial line (none: opened afresh) */
	ANNA_JREC_TYPE_END
};
/* "header", "event", ...; "unknown" out of range. */
const char *anna_journal_type_str(unsigned type);

struct anna_journal_record {
	unsigned type;
	uint64_t time_ms;
	uint64_t wall_ms;
	const uint8_t *payload;  /* valid during the callback only */
	uint32_t len;
	uint8_t prev[ANNA_JOURNAL_HASH];
	uint8_t hash[ANNA_JOURNAL_HASH];
	uint64_t offset;         /* where the record begins in the file */
};

/* What a scan found. */
enum anna_journal_damage {
	ANNA_JOURNAL_INTACT = 0,
	ANNA_JOURNAL_TORN,       /* the last record is incomplete: dropped */
	ANNA_JOURNAL_BROKEN,     /* a record in the middle is bad: the chain
				  * is broken (tampering or corruption) */
};

struct anna_journal_scan {
	size_t records;          /* good records */
	uint64_t good_bytes;     /* the file's length up to the last good one */
	uint64_t file_bytes;
	enum anna_journal_damage damage;
	size_t bad_record;       /* BROKEN, TORN: its number (0-based) */
	uint64_t bad_offset;     /* and where it begins */
	uint8_t last[ANNA_JOURNAL_HASH]; /* the last good hash (zeros: none) */
	uint64_t last_time_ms, last_wall_ms;
};

/* Called for every good record in order; a nonzero return stops the scan
 * (which then returns that value). */
typedef int (*anna_journal_record_fn)(void *ctx, const struct anna_journal_record *rec);

/*
 * Reads the journal in buf (len bytes), calling fn (may be NULL) for each
 * good record, and fills *scan. Returns 0, or fn's nonzero value. Pure:
 * no I/O, so tests and the fuzz target feed it bytes.
 */
int anna_journal_scan_buf(const uint8_t *buf, size_t len, anna_journal_record_fn fn, void *ctx,
			  struct anna_journal_scan *scan);
/* The same for a file: 0, fn's value, or -errno when it cannot be read
 * (-ENOENT if it does not exist). */
int anna_journal_scan_file(const char *path, anna_journal_record_fn fn, void *ctx,
			   struct anna_journal_scan *scan);

/* Encodes one record after prev into out (ANNA_JOURNAL_HEAD + len + 64
 * bytes) and writes its hash to hash. */
size_t anna_journal_encode(unsigned type, uint64_t time_ms, uint64_t wall_ms,
			   const void *payload, uint32_t len,
			   const uint8_t prev[ANNA_JOURNAL_HASH], uint8_t *out,
			   uint8_t hash[ANNA_JOURNAL_HASH]);

struct anna_journal;

/*
 * Opens path for appending (creating it, mode 0640). An existing file is
 * scanned first (*scan, may be NULL): a torn tail is cut off, and the
 * chain goes on from the last good record. A BROKEN journal is not
 * appended to: returns -EBADMSG with *scan filled (the caller moves it
 * aside). Else 0 and *out, or -errno.
 */
int anna_journal_open(const char *path, struct anna_journal **out, struct anna_journal_scan *scan);
/* Closes (after a sync). NULL is fine. */
void anna_journal_close(struct anna_journal *j);
/* Appends one record (in memory until the next sync). 0 or -errno,
 * -E2BIG, -ENOBUFS (more than ANNA_JOURNAL_MAX_PENDING unflushed). */
int anna_journal_append(struct anna_journal *j, unsigned type, uint64_t time_ms,
			uint64_t wall_ms, const void *payload, uint32_t len);
/*
 * Writes and fdatasync()s what was appended since the last sync. First
 * checks that the file at the journal's path is still the one open (its
 * inode): a journal deleted or replaced is rewritten from the open file
 * (a file put in its place kept as PATH.replaced-MS). Returns 0, 1 when
 * it had to rewrite the file, or -errno (the records stay pending).
 */
int anna_journal_sync(struct anna_journal *j);
/* Records appended and not yet on disk? */
bool anna_journal_pending(const struct anna_journal *j);
/* Records in the file (good ones before opening plus those appended). */
size_t anna_journal_records(const struct anna_journal *j);
/* The wall clock in ms (CLOCK_REALTIME), what the daemon stores. */
uint64_t anna_journal_wall_ms(void);

#endif
