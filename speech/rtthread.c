/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech/rtthread.c: a thread that may run SCHED_FIFO (rtthread.h). */
#include "speech/rtthread.h"

#include <errno.h>
#include <sched.h>

int anna_rtthread_start(pthread_t *thread, int prio, void *(*fn)(void *), void *arg,
			int *realtime)
{
	int rc = EPERM;
	if (prio > 0) { /* set before the thread runs its first instruction */
		pthread_attr_t ta;
		struct sched_param param = { .sched_priority = prio };
		pthread_attr_init(&ta);
		pthread_attr_setinheritsched(&ta, PTHREAD_EXPLICIT_SCHED);
		pthread_attr_setschedpolicy(&ta, SCHED_FIFO);
		pthread_attr_setschedparam(&ta, &param);
		rc = pthread_create(thread, &ta, fn, arg);
		pthread_attr_destroy(&ta);
	}
	*realtime = rc == 0;
	if (rc == EPERM || rc == EINVAL) /* no right to it: as the caller runs */
		rc = pthread_create(thread, NULL, fn, arg);
	return rc;
}
