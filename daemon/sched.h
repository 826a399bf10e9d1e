/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/sched.h: annad's place on the CPU beside a chess engine (or any
 * other busy program on the same cores). A key's echo and a clock press's
 * announcement must not wait for the engine's search (issue 12's target,
 * bench/engine.sh): annad's threads ask the kernel for a short time slice,
 * the engine runs niced with the default slice.
 */
#ifndef ANNA_DAEMON_SCHED_H
#define ANNA_DAEMON_SCHED_H

/* annad's time slice, in nanoseconds: with the kernel's EEVDF scheduler
 * (Linux 6.12 and later) a waking thread whose slice is shorter than the
 * running one's preempts it at once ("PREEMPT_SHORT"), instead of waiting
 * until the engine's slice (about 1.4 ms on two cores) has run. */
#define ANNA_SCHED_SLICE_NS 300000u

/* The calling thread, and every thread and child it starts from now on,
 * asks for annad's short slice. Returns 0, or -errno where the kernel
 * has no such request (before 6.6: EINVAL; then the nice value alone
 * decides, as with CFS). No privilege is needed. */
int anna_sched_responsive(void);

/* The niceness of work that has time but must not be starved: the rest
 * of a phrase once its first frame sounds (speech/speaker.h, ordinary). */
#define ANNA_SCHED_BULK_NICE 10

/* The calling thread leaves a real-time policy for the ordinary one with
 * annad's short slice and ANNA_SCHED_BULK_NICE: every other thread of
 * annad, and brltty showing the same phrase, goes before it. Where the
 * kernel has no slice to ask for, the ordinary policy at that nice value
 * alone. 0 or -errno. */
int anna_sched_bulk(void);

/* In a child about to run a background program (the engine): the
 * kernel's default slice again, and the niceness nice (1..19). */
void anna_sched_background(int nice);

#endif
