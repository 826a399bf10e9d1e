/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/storage.c: the state directory's lock and write test (storage.h).
 */
#include "daemon/storage.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

struct anna_storage {
	int lock_fd;
};

int anna_storage_mkdirs(const char *path)
{
	char buf[PATH_MAX];
	if (snprintf(buf, sizeof(buf), "%s", path) >= (int)sizeof(buf))
		return -ENAMETOOLONG;
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = 0;
		if (mkdir(buf, 0750) < 0 && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(buf, 0750) < 0 && errno != EEXIST)
		return -errno;
	return 0;
}

static int unwritable(struct anna_error *err, const char *dir, int e)
{
	const char *name = strerrorname_np(e < 0 ? -e : e);
	anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_STATE_UNWRITABLE, dir, name ? name : "EIO");
	return -1;
}

/* A block written and flushed, then removed: what the journal will need. */
static int write_test(const char *dir)
{
	char path[PATH_MAX];
	snprintf(path, sizeof(path), "%s/.write-test-%ld", dir, (long)getpid());
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0640);
	if (fd < 0)
		return -errno;
	char block[4096];
	memset(block, 0, sizeof(block));
	int r = 0;
	ssize_t w = write(fd, block, sizeof(block));
	if (w != (ssize_t)sizeof(block))
		r = w < 0 ? -errno : -ENOSPC;
	else if (fdatasync(fd) < 0)
		r = -errno;
	close(fd);
	if (unlink(path) < 0 && !r)
		r = -errno;
	return r;
}

int anna_storage_open(const char *state_dir, struct anna_storage **out, struct anna_error *err)
{
	int r = anna_storage_mkdirs(state_dir);
	if (r < 0)
		return unwritable(err, state_dir, r);
	char path[PATH_MAX];
	snprintf(path, sizeof(path), "%s/lock", state_dir);
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0640);
	if (fd < 0)
		return unwritable(err, state_dir, errno);
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int e = errno;
		if (e != EWOULDBLOCK) {
			close(fd);
			return unwritable(err, state_dir, e);
		}
		/* the holder wrote its pid when it took the lock */
		char pid[24] = "?";
		ssize_t n = pread(fd, pid, sizeof(pid) - 1, 0);
		if (n > 0) {
			pid[n] = 0;
			pid[strcspn(pid, "\n")] = 0;
		}
		close(fd);
		anna_error_set(err, ANNA_E_STATE, ANNA_MSG_STATE_LOCKED, state_dir,
			       *pid ? pid : "?");
		return -1;
	}
	char pid[24];
	int n = snprintf(pid, sizeof(pid), "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) < 0 || pwrite(fd, pid, (size_t)n, 0) != n) {
		int e = errno ? errno : ENOSPC;
		close(fd);
		return unwritable(err, state_dir, e);
	}
	r = write_test(state_dir);
	if (r < 0) {
		close(fd);
		return unwritable(err, state_dir, r);
	}
	struct anna_storage *s = calloc(1, sizeof(*s));
	if (!s) {
		close(fd);
		return unwritable(err, state_dir, ENOMEM);
	}
	s->lock_fd = fd;
	*out = s;
	return 0;
}

void anna_storage_free(struct anna_storage *s)
{
	if (!s)
		return;
	close(s->lock_fd); /* the lock goes with it */
	free(s);
}
