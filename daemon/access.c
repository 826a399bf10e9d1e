/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/access.c: the control socket's folder and file opened to the
 * configured readers (access.h).
 */
#include "daemon/access.h"

#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool anna_access_readers(const char *readers, gid_t *gid)
{
	*gid = (gid_t)-1;
	if (!strcmp(readers, ANNA_ACCESS_EVERYONE))
		return true;
	struct group *g = getgrnam(readers);
	if (!g)
		return false;
	*gid = g->gr_gid;
	return true;
}

/* mode and group of a path annad owns; another's is left alone */
static int share(const char *path, mode_t mode, gid_t gid)
{
	struct stat st;
	if (stat(path, &st) < 0)
		return -errno;
	if (st.st_uid != geteuid())
		return 0;
	if (gid != (gid_t)-1 && st.st_gid != gid && chown(path, (uid_t)-1, gid) < 0)
		return -errno;
	if ((st.st_mode & 07777) != mode && chmod(path, mode) < 0)
		return -errno;
	return 0;
}

int anna_access_socket_dir(const char *socket_path, const char *readers)
{
	char dir[4096];
	snprintf(dir, sizeof(dir), "%s", socket_path);
	char *slash = strrchr(dir, '/');
	if (!slash || slash == dir)
		return 0; /* "/x.sock" or a bare name: no folder of its own */
	*slash = 0;
	gid_t gid;
	if (!anna_access_readers(readers, &gid))
		return -EINVAL;
	mode_t mode = gid == (gid_t)-1 ? 0755 : 0750;
	for (char *p = dir + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = 0;
		if (mkdir(dir, 0755) < 0 && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	bool made = mkdir(dir, mode) == 0;
	if (!made && errno != EEXIST)
		return -errno;
	return share(dir, mode, gid);
}

int anna_access_socket(const char *socket_path, const char *readers)
{
	gid_t gid;
	if (!anna_access_readers(readers, &gid))
		return -EINVAL;
	return share(socket_path, gid == (gid_t)-1 ? 0666 : 0660, gid);
}

void anna_access_denied(const char *socket_path, struct anna_error *err)
{
	char dir[4096];
	snprintf(dir, sizeof(dir), "%s", socket_path);
	char *slash = strrchr(dir, '/');
	if (slash && slash != dir)
		*slash = 0;
	struct stat st;
	const char *group = "?";
	char num[16];
	if (stat(dir, &st) == 0) {
		struct group *g = getgrgid(st.st_gid);
		if (g)
			group = g->gr_name;
		else {
			snprintf(num, sizeof(num), "%u", (unsigned)st.st_gid);
			group = num;
		}
	}
	anna_error_set(err, ANNA_E_STATE, ANNA_MSG_CONTROL_ACCESS, socket_path, group);
}
