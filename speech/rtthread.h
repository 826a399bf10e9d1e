/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/rtthread.h: a thread that may run SCHED_FIFO. The speaker's worker
 * (to a phrase's first frame) and the braille display's writer run at a
 * real-time priority where the process may, so a busy core does not delay
 * a player's words by a time slice (docs/audio.md, docs/braille.md).
 */
#ifndef ANNA_SPEECH_RTTHREAD_H
#define ANNA_SPEECH_RTTHREAD_H

#include <pthread.h>

/* Starts fn(arg) on *thread at SCHED_FIFO priority prio (1..99) where the
 * process may (CAP_SYS_NICE or an rtprio limit), else, and for prio 0,
 * with the caller's own policy. *realtime: 1 when it runs SCHED_FIFO.
 * Returns 0 or pthread_create's error number. */
int anna_rtthread_start(pthread_t *thread, int prio, void *(*fn)(void *), void *arg,
			int *realtime);

#endif
