/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/journal.c: the hash-chained append-only journal (journal.h).
 * SHA-256 comes from nettle (Debian's nettle-dev, also GnuTLS's hashes):
 * a small, well-kept library with a plain streaming API.
 */
#include "daemon/journal.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <nettle/sha2.h>

/* Records are encoded into pend as they are appended and written with
 * the flush (one pwrite at `synced`, then fdatasync): what is not known to
 * be on disk stays in memory, so a failed write or flush is retried whole
 * from the last complete record, and a partial record is cut, never
 * followed (journal.h). */
struct anna_journal {
	int fd;
	char *path;
	dev_t dev;
	ino_t ino;
	size_t records;
	uint8_t last[ANNA_JOURNAL_HASH];
	uint64_t synced;         /* bytes on disk, flushed */
	uint8_t *pend;           /* encoded records not yet flushed */
	size_t pend_len, pend_cap;
};

static const char *const type_names[] = {
	[ANNA_JREC_HEADER] = "header",   [ANNA_JREC_EVENT] = "event",
	[ANNA_JREC_BOARD] = "board",     [ANNA_JREC_TICK] = "tick",
	[ANNA_JREC_COMMAND] = "command", [ANNA_JREC_RECOVERY] = "recovery", [ANNA_JREC_BYTES] = "bytes",
};

const char *anna_journal_type_str(unsigned type)
{
	if (type >= ANNA_JREC_HEADER && type < ANNA_JREC_TYPE_END)
		return type_names[type];
	return "unknown";
}

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static void put64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get(const uint8_t *p, int n)
{
	uint64_t v = 0;
	for (int i = n - 1; i >= 0; i--)
		v = (v << 8) | p[i];
	return v;
}

static void sha256(const uint8_t *data, size_t len, uint8_t out[ANNA_JOURNAL_HASH])
{
	struct sha256_ctx ctx;
	sha256_init(&ctx);
	sha256_update(&ctx, len, data);
	sha256_digest(&ctx, SHA256_DIGEST_SIZE, out);
}

size_t anna_journal_encode(unsigned type, uint64_t time_ms, uint64_t wall_ms,
			   const void *payload, uint32_t len,
			   const uint8_t prev[ANNA_JOURNAL_HASH], uint8_t *out,
			   uint8_t hash[ANNA_JOURNAL_HASH])
{
	put16(out, ANNA_JOURNAL_MAGIC);
	put16(out + 2, (uint16_t)type);
	put32(out + 4, len);
	put64(out + 8, time_ms);
	put64(out + 16, wall_ms);
	if (len)
		memcpy(out + ANNA_JOURNAL_HEAD, payload, len);
	memcpy(out + ANNA_JOURNAL_HEAD + len, prev, ANNA_JOURNAL_HASH);
	size_t body = ANNA_JOURNAL_HEAD + len + ANNA_JOURNAL_HASH;
	sha256(out, body, hash);
	memcpy(out + body, hash, ANNA_JOURNAL_HASH);
	return body + ANNA_JOURNAL_HASH;
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

/* Does a whole record, valid by its own hash, begin anywhere in p? Then
 * a record claiming to run past the end is not a torn last write but a
 * changed length in the middle (journal.h). */
static bool later_record(const uint8_t *p, size_t left)
{
	for (size_t q = 1; q + ANNA_JOURNAL_HEAD + 2 * ANNA_JOURNAL_HASH <= left; q++) {
		if (get(p + q, 2) != ANNA_JOURNAL_MAGIC)
			continue;
		uint64_t plen = get(p + q + 4, 4);
		size_t body = ANNA_JOURNAL_HEAD + (size_t)plen + ANNA_JOURNAL_HASH;
		if (plen > ANNA_JOURNAL_MAX_PAYLOAD || q + body + ANNA_JOURNAL_HASH > left)
			continue;
		uint8_t h[ANNA_JOURNAL_HASH];
		sha256(p + q, body, h);
		if (memcmp(h, p + q + body, ANNA_JOURNAL_HASH) == 0)
			return true;
	}
	return false;
}

int anna_journal_scan_buf(const uint8_t *buf, size_t len, anna_journal_record_fn fn, void *ctx,
			  struct anna_journal_scan *scan)
{
	memset(scan, 0, sizeof(*scan));
	scan->file_bytes = len;
	size_t off = 0;
	while (off < len) {
		size_t left = len - off;
		const uint8_t *p = buf + off;
		bool torn = left < ANNA_JOURNAL_HEAD || all_zero(p, left);
		bool bad = torn;
		uint32_t plen = 0;
		if (!bad) {
			plen = (uint32_t)get(p + 4, 4);
			if (get(p, 2) != ANNA_JOURNAL_MAGIC || plen > ANNA_JOURNAL_MAX_PAYLOAD) {
				bad = true;
			} else if ((uint64_t)ANNA_JOURNAL_HEAD + plen + 2 * ANNA_JOURNAL_HASH > left) {
				bad = true; /* runs past the end of the file */
				torn = !later_record(p, left);
			}
		}
		uint8_t h[ANNA_JOURNAL_HASH];
		size_t body = ANNA_JOURNAL_HEAD + (size_t)plen + ANNA_JOURNAL_HASH;
		if (!bad) {
			sha256(p, body, h);
			if (memcmp(h, p + body, ANNA_JOURNAL_HASH) != 0 ||
			    memcmp(p + ANNA_JOURNAL_HEAD + plen, scan->last, ANNA_JOURNAL_HASH) != 0)
				bad = true;
		}
		if (bad) {
			scan->damage = torn ? ANNA_JOURNAL_TORN : ANNA_JOURNAL_BROKEN;
			scan->bad_record = scan->records;
			scan->bad_offset = off;
			return 0;
		}
		struct anna_journal_record rec = {
			.type = (unsigned)get(p + 2, 2),
			.time_ms = get(p + 8, 8),
			.wall_ms = get(p + 16, 8),
			.payload = p + ANNA_JOURNAL_HEAD,
			.len = plen,
			.offset = off,
		};
		memcpy(rec.prev, scan->last, ANNA_JOURNAL_HASH);
		memcpy(rec.hash, h, ANNA_JOURNAL_HASH);
		memcpy(scan->last, h, ANNA_JOURNAL_HASH);
		scan->records++;
		off += body + ANNA_JOURNAL_HASH;
		scan->good_bytes = off;
		scan->last_time_ms = rec.time_ms;
		scan->last_wall_ms = rec.wall_ms;
		if (fn) {
			int r = fn(ctx, &rec);
			if (r)
				return r;
		}
	}
	return 0;
}

static int read_all(int fd, uint8_t **out, size_t *len)
{
	struct stat st;
	if (fstat(fd, &st) < 0)
		return -errno;
	size_t n = (size_t)st.st_size;
	uint8_t *buf = malloc(n ? n : 1);
	if (!buf)
		return -ENOMEM;
	size_t got = 0;
	while (got < n) {
		ssize_t r = pread(fd, buf + got, n - got, (off_t)got);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			int e = -errno;
			free(buf);
			return e;
		}
		if (r == 0)
			break;
		got += (size_t)r;
	}
	*out = buf;
	*len = got;
	return 0;
}

int anna_journal_scan_file(const char *path, anna_journal_record_fn fn, void *ctx,
			   struct anna_journal_scan *scan)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	uint8_t *buf;
	size_t len;
	int r = read_all(fd, &buf, &len);
	close(fd);
	if (r < 0)
		return r;
	r = anna_journal_scan_buf(buf, len, fn, ctx, scan);
	free(buf);
	return r;
}

int anna_journal_open(const char *path, struct anna_journal **out, struct anna_journal_scan *scan)
{
	struct anna_journal_scan local;
	if (!scan)
		scan = &local;
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0640);
	if (fd < 0)
		return -errno;
	uint8_t *buf;
	size_t len;
	int r = read_all(fd, &buf, &len);
	if (r < 0) {
		close(fd);
		return r;
	}
	anna_journal_scan_buf(buf, len, NULL, NULL, scan);
	free(buf);
	if (scan->damage == ANNA_JOURNAL_BROKEN) {
		close(fd);
		return -EBADMSG;
	}
	/* A torn tail is cut off so the chain goes on from the last good
	 * record (journal.h). */
	if (scan->good_bytes != len &&
	    (ftruncate(fd, (off_t)scan->good_bytes) < 0 || fdatasync(fd) < 0)) {
		r = -errno;
		close(fd);
		return r;
	}
	struct stat st;
	if (fstat(fd, &st) < 0) {
		r = -errno;
		close(fd);
		return r;
	}
	struct anna_journal *j = calloc(1, sizeof(*j));
	if (!j || !(j->path = strdup(path))) {
		free(j);
		close(fd);
		return -ENOMEM;
	}
	j->fd = fd;
	j->dev = st.st_dev;
	j->ino = st.st_ino;
	j->synced = scan->good_bytes;
	j->records = scan->records;
	memcpy(j->last, scan->last, ANNA_JOURNAL_HASH);
	*out = j;
	return 0;
}

void anna_journal_close(struct anna_journal *j)
{
	if (!j)
		return;
	anna_journal_sync(j);
	close(j->fd);
	free(j->pend);
	free(j->path);
	free(j);
}

int anna_journal_append(struct anna_journal *j, unsigned type, uint64_t time_ms,
			uint64_t wall_ms, const void *payload, uint32_t len)
{
	if (len > ANNA_JOURNAL_MAX_PAYLOAD)
		return -E2BIG;
	size_t need = ANNA_JOURNAL_HEAD + (size_t)len + 2 * ANNA_JOURNAL_HASH;
	if (j->pend_len + need > ANNA_JOURNAL_MAX_PENDING)
		return -ENOBUFS;
	if (j->pend_len + need > j->pend_cap) {
		size_t cap = j->pend_cap ? j->pend_cap : 4096;
		while (cap < j->pend_len + need)
			cap *= 2;
		uint8_t *nb = realloc(j->pend, cap);
		if (!nb)
			return -ENOMEM;
		j->pend = nb;
		j->pend_cap = cap;
	}
	uint8_t hash[ANNA_JOURNAL_HASH];
	j->pend_len += anna_journal_encode(type, time_ms, wall_ms, payload, len, j->last,
					   j->pend + j->pend_len, hash);
	memcpy(j->last, hash, ANNA_JOURNAL_HASH);
	j->records++;
	return 0;
}

/* ---- fault injection ------------------------------------------------------
 * ANNA_JOURNAL_FAULT=FILE: while FILE exists, its first line "OP ERRNO"
 * makes that step fail as the disk would: OP is write (nothing written),
 * partial (half the bytes written, then the error) or sync (the flush
 * fails); ERRNO is ENOSPC, EIO, EDQUOT or EROFS. Tests reproduce every
 * storage fault with it on any file system (docs/daemon.md). */
static int fault(const char *op)
{
	const char *file = getenv("ANNA_JOURNAL_FAULT");
	if (!file || !*file)
		return 0;
	int fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	char buf[64] = "";
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	buf[n > 0 ? n : 0] = 0;
	static const struct { const char *name; int e; } names[] = {
		{ "ENOSPC", ENOSPC }, { "EIO", EIO }, { "EDQUOT", EDQUOT }, { "EROFS", EROFS },
	};
	size_t oplen = strlen(op);
	if (strncmp(buf, op, oplen) || buf[oplen] != ' ')
		return 0;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strncmp(buf + oplen + 1, names[i].name, strlen(names[i].name)))
			return names[i].e;
	return 0;
}

static int write_at(int fd, const uint8_t *p, size_t n, uint64_t off)
{
	int e = fault("write");
	if (e)
		return -e;
	if ((e = fault("partial")) != 0)
		n /= 2; /* half of it reaches the disk, then the error */
	while (n) {
		ssize_t w = pwrite(fd, p, n, (off_t)off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return -errno;
		p += w;
		off += (uint64_t)w;
		n -= (size_t)w;
	}
	return -e;
}

/* The file at path is still the one open (not deleted, not replaced)? */
static bool still_there(const struct anna_journal *j)
{
	struct stat st;
	return stat(j->path, &st) == 0 && st.st_dev == j->dev && st.st_ino == j->ino;
}

/* The journal was deleted or replaced under us: its flushed records are
 * still in the open file, so a new file at path gets them (and a file put
 * in its place is kept aside, never overwritten). 0 or -errno. */
static int rewrite(struct anna_journal *j)
{
	size_t plen = strlen(j->path);
	char *tmp = malloc(plen + 48), *aside = malloc(plen + 48);
	uint8_t *buf = malloc(65536);
	int out = -1, r = 0;
	if (!tmp || !aside || !buf) {
		r = -ENOMEM;
		goto done;
	}
	snprintf(tmp, plen + 48, "%s.rewrite", j->path);
	snprintf(aside, plen + 48, "%s.replaced-%" PRIu64, j->path, anna_journal_wall_ms());
	out = open(tmp, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0640);
	if (out < 0) {
		r = -errno;
		goto done;
	}
	for (uint64_t off = 0; off < j->synced && !r;) {
		size_t n = j->synced - off < 65536 ? (size_t)(j->synced - off) : 65536;
		ssize_t got = pread(j->fd, buf, n, (off_t)off);
		if (got <= 0)
			r = got < 0 ? -errno : -EIO;
		else if ((r = write_at(out, buf, (size_t)got, off)) == 0)
			off += (uint64_t)got;
	}
	struct stat st;
	if (!r && (fdatasync(out) < 0 || fstat(out, &st) < 0))
		r = -errno;
	if (!r && access(j->path, F_OK) == 0 && rename(j->path, aside) < 0)
		r = -errno;
	if (!r && rename(tmp, j->path) < 0)
		r = -errno;
	if (r) {
		unlink(tmp);
		goto done;
	}
	close(j->fd);
	j->fd = out;
	out = -1;
	j->dev = st.st_dev;
	j->ino = st.st_ino;
done:
	if (out >= 0)
		close(out);
	free(tmp);
	free(aside);
	free(buf);
	return r;
}

int anna_journal_sync(struct anna_journal *j)
{
	if (!j->pend_len)
		return 0;
	int rewritten = 0;
	if (!still_there(j)) {
		int r = rewrite(j);
		if (r < 0)
			return r;
		rewritten = 1;
	}
	int r = write_at(j->fd, j->pend, j->pend_len, j->synced);
	if (!r && (r = -fault("sync")) == 0 && fdatasync(j->fd) < 0)
		r = -errno;
	if (r < 0) {
		/* not on disk: cut whatever part reached the file, so the
		 * next attempt (or the next start) goes on from the last
		 * complete record */
		if (ftruncate(j->fd, (off_t)j->synced) == 0)
			fdatasync(j->fd);
		return r;
	}
	j->synced += j->pend_len;
	j->pend_len = 0;
	return rewritten;
}

bool anna_journal_pending(const struct anna_journal *j)
{
	return j->pend_len != 0;
}

size_t anna_journal_records(const struct anna_journal *j)
{
	return j->records;
}

uint64_t anna_journal_wall_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}
