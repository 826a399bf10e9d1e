/* SPDX-License-Identifier: GPL-3.0-or-later */
/* daemon/sched.c: annad's time slice and the engine's (sched.h). */
#include "daemon/sched.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

/* The kernel's struct sched_attr (sched_setattr(2)); glibc 2.36 has no
 * wrapper for the call nor the structure. */
struct anna_sched_attr {
	uint32_t size;
	uint32_t sched_policy;
	uint64_t sched_flags;
	int32_t sched_nice;
	uint32_t sched_priority;
	uint64_t sched_runtime; /* SCHED_OTHER: the slice asked for, 0 = default */
	uint64_t sched_deadline;
	uint64_t sched_period;
};

#define ANNA_SCHED_OTHER 0

static int set_slice(uint64_t ns, int nice)
{
#ifdef SYS_sched_setattr
	struct anna_sched_attr a;
	memset(&a, 0, sizeof(a));
	a.size = sizeof(a);
	a.sched_policy = ANNA_SCHED_OTHER;
	a.sched_runtime = ns;
	a.sched_nice = nice;
	return syscall(SYS_sched_setattr, 0, &a, 0) < 0 ? -errno : 0;
#else
	(void)ns;
	return -ENOSYS;
#endif
}

int anna_sched_responsive(void)
{
	errno = 0;
	int nice = getpriority(PRIO_PROCESS, 0); /* kept as it is */
	if (errno)
		return -errno;
	return set_slice(ANNA_SCHED_SLICE_NS, nice);
}

int anna_sched_bulk(void)
{
	int r = set_slice(ANNA_SCHED_SLICE_NS, ANNA_SCHED_BULK_NICE);
	/* a kernel with no slice to ask for (before 6.6, as Debian 12's 6.1):
	 * the ordinary policy and the nice value alone */
	return r == -EINVAL ? set_slice(0, ANNA_SCHED_BULK_NICE) : r;
}

void anna_sched_background(int nice)
{
	set_slice(0, 0); /* not annad's short slice: it is inherited */
	setpriority(PRIO_PROCESS, 0, nice);
}
