/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/loop.h: annad's one event loop (chrony's and
 * redis's loops): epoll over fd handlers, one timerfd armed for the next
 * deadline (never periodic), and a signalfd for SIGINT, SIGTERM and
 * SIGHUP. After each batch of ready fds an idle hook runs (annad syncs
 * the journal there and only then lets the batch's announcements out).
 *
 * Functions return 0 or -errno.
 */
#ifndef ANNA_DAEMON_LOOP_H
#define ANNA_DAEMON_LOOP_H

#include <stdint.h>

#define ANNA_LOOP_NO_DEADLINE UINT64_MAX

typedef void (*anna_loop_fd_fn)(void *ctx, int fd, uint32_t events);
typedef void (*anna_loop_fn)(void *ctx);
typedef void (*anna_loop_signal_fn)(void *ctx, int signo);

struct anna_loop;

/* A loop with its timerfd and signalfd (the signals are blocked). */
int anna_loop_new(struct anna_loop **out);
void anna_loop_free(struct anna_loop *loop); /* NULL is fine */

/* Watches fd for events (EPOLLIN ...), calling fn. One handler per fd. */
int anna_loop_add(struct anna_loop *loop, int fd, uint32_t events, anna_loop_fd_fn fn, void *ctx);
/* Changes the events fd is watched for (EPOLLIN, EPOLLOUT). */
int anna_loop_mod(struct anna_loop *loop, int fd, uint32_t events);
/* Stops watching fd (before closing it). */
void anna_loop_del(struct anna_loop *loop, int fd);

/* Arms the timer for CLOCK_MONOTONIC ms `at` (ANNA_LOOP_NO_DEADLINE:
 * disarm); fn is called when it is due. */
int anna_loop_set_deadline(struct anna_loop *loop, uint64_t at, anna_loop_fn fn, void *ctx);
/* Called after every batch of ready fds and timer expiries. */
void anna_loop_set_idle(struct anna_loop *loop, anna_loop_fn fn, void *ctx);
/* Called for a signal; the default stops the loop. */
void anna_loop_set_signal(struct anna_loop *loop, anna_loop_signal_fn fn, void *ctx);

/* Runs until anna_loop_stop(). Returns 0 or -errno of epoll_wait. */
int anna_loop_run(struct anna_loop *loop);
void anna_loop_stop(struct anna_loop *loop);
/* Wake-ups so far (epoll_wait returns), for the benchmark. */
uint64_t anna_loop_wakeups(const struct anna_loop *loop);

/* CLOCK_MONOTONIC in ms and in us. */
uint64_t anna_loop_now_ms(void);
uint64_t anna_loop_now_us(void);

#endif
