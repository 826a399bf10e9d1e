/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/loop.c: epoll, a timerfd and a signalfd (loop.h).
 */
#include "daemon/loop.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define MAX_FDS 512 /* the control socket's clients and the devices */
#define TAG_TIMER (-1)
#define TAG_SIGNAL (-2)

struct handler {
	int fd;
	anna_loop_fd_fn fn;
	void *ctx;
};

struct anna_loop {
	int epfd, tfd, sfd;
	struct handler h[MAX_FDS];
	anna_loop_fn deadline_fn, idle_fn;
	void *deadline_ctx, *idle_ctx;
	anna_loop_signal_fn signal_fn;
	void *signal_ctx;
	bool stop;
	uint64_t wakeups;
};

uint64_t anna_loop_now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

uint64_t anna_loop_now_ms(void)
{
	return anna_loop_now_us() / 1000u;
}

static int add_raw(struct anna_loop *l, int fd, int tag)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = (uint64_t)(int64_t)tag };
	return epoll_ctl(l->epfd, EPOLL_CTL_ADD, fd, &ev) < 0 ? -errno : 0;
}

int anna_loop_new(struct anna_loop **out)
{
	struct anna_loop *l = calloc(1, sizeof(*l));
	if (!l)
		return -ENOMEM;
	for (int i = 0; i < MAX_FDS; i++)
		l->h[i].fd = -1;
	l->epfd = epoll_create1(EPOLL_CLOEXEC);
	l->tfd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	/* Blocked in every thread started later (the speaker's), so only
	 * the signalfd sees them. */
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	signal(SIGPIPE, SIG_IGN); /* a client that hangs up is not fatal */
	l->sfd = signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
	int r = 0;
	if (l->epfd < 0 || l->tfd < 0 || l->sfd < 0)
		r = -errno;
	if (!r)
		r = add_raw(l, l->tfd, TAG_TIMER);
	if (!r)
		r = add_raw(l, l->sfd, TAG_SIGNAL);
	if (r) {
		anna_loop_free(l);
		return r;
	}
	*out = l;
	return 0;
}

void anna_loop_free(struct anna_loop *l)
{
	if (!l)
		return;
	if (l->epfd >= 0)
		close(l->epfd);
	if (l->tfd >= 0)
		close(l->tfd);
	if (l->sfd >= 0)
		close(l->sfd);
	free(l);
}

int anna_loop_add(struct anna_loop *l, int fd, uint32_t events, anna_loop_fd_fn fn, void *ctx)
{
	for (int i = 0; i < MAX_FDS; i++) {
		if (l->h[i].fd >= 0)
			continue;
		struct epoll_event ev = { .events = events, .data.u64 = (uint64_t)i };
		if (epoll_ctl(l->epfd, EPOLL_CTL_ADD, fd, &ev) < 0)
			return -errno;
		l->h[i] = (struct handler){ fd, fn, ctx };
		return 0;
	}
	return -ENOSPC;
}

int anna_loop_mod(struct anna_loop *l, int fd, uint32_t events)
{
	for (int i = 0; i < MAX_FDS; i++)
		if (l->h[i].fd == fd) {
			struct epoll_event ev = { .events = events, .data.u64 = (uint64_t)i };
			return epoll_ctl(l->epfd, EPOLL_CTL_MOD, fd, &ev) < 0 ? -errno : 0;
		}
	return -ENOENT;
}

void anna_loop_del(struct anna_loop *l, int fd)
{
	for (int i = 0; i < MAX_FDS; i++)
		if (l->h[i].fd == fd) {
			epoll_ctl(l->epfd, EPOLL_CTL_DEL, fd, NULL);
			l->h[i].fd = -1;
		}
}

int anna_loop_set_deadline(struct anna_loop *l, uint64_t at, anna_loop_fn fn, void *ctx)
{
	struct itimerspec its;
	memset(&its, 0, sizeof(its));
	if (at != ANNA_LOOP_NO_DEADLINE) {
		if (at == 0)
			at = 1; /* an all-zero value would disarm */
		its.it_value.tv_sec = (time_t)(at / 1000u);
		its.it_value.tv_nsec = (long)(at % 1000u) * 1000000L;
	}
	l->deadline_fn = fn;
	l->deadline_ctx = ctx;
	return timerfd_settime(l->tfd, TFD_TIMER_ABSTIME, &its, NULL) < 0 ? -errno : 0;
}

void anna_loop_set_idle(struct anna_loop *l, anna_loop_fn fn, void *ctx)
{
	l->idle_fn = fn;
	l->idle_ctx = ctx;
}

void anna_loop_set_signal(struct anna_loop *l, anna_loop_signal_fn fn, void *ctx)
{
	l->signal_fn = fn;
	l->signal_ctx = ctx;
}

void anna_loop_stop(struct anna_loop *l)
{
	l->stop = true;
}

uint64_t anna_loop_wakeups(const struct anna_loop *l)
{
	return l->wakeups;
}

int anna_loop_run(struct anna_loop *l)
{
	l->stop = false;
	while (!l->stop) {
		struct epoll_event evs[16];
		int n = epoll_wait(l->epfd, evs, 16, -1);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		l->wakeups++;
		for (int i = 0; i < n && !l->stop; i++) {
			int tag = (int)(int64_t)evs[i].data.u64;
			if (tag == TAG_TIMER) {
				uint64_t expiries;
				if (read(l->tfd, &expiries, sizeof(expiries)) > 0 && l->deadline_fn)
					l->deadline_fn(l->deadline_ctx);
			} else if (tag == TAG_SIGNAL) {
				struct signalfd_siginfo si;
				while (read(l->sfd, &si, sizeof(si)) == (ssize_t)sizeof(si)) {
					if (l->signal_fn)
						l->signal_fn(l->signal_ctx, (int)si.ssi_signo);
					else
						l->stop = true;
				}
			} else if (tag >= 0 && tag < MAX_FDS && l->h[tag].fd >= 0) {
				struct handler h = l->h[tag];
				h.fn(h.ctx, h.fd, evs[i].events);
			}
		}
		if (l->idle_fn)
			l->idle_fn(l->idle_ctx);
	}
	return 0;
}
