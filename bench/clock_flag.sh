#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/clock_flag.sh BUILD_DIR [RUNS]: the talking clock's flag fall
# against CLOCK_MONOTONIC (issue 4; docs/performance.md "Talking clock").
#
# Each run starts annad on a fresh state with a short time control
# (BENCH_TC, default 2s; the clock runs from the start, nobody presses) and
# waits for the flag. The instant it should fall is the clock's start (the
# journal's first command record, in the driver's time) plus the time
# control; `anna status` gives the driver's time minus CLOCK_MONOTONIC
# (clock-offset-ms), so that instant is known on CLOCK_MONOTONIC. Per run:
#   sched   the flag's instant in the transcript minus start + time control
#           (the core's arithmetic: must be 0)
#   tick    the journal's tick record (annad's clock read when its timerfd
#           woke it, ms) minus the instant it should fall
#   seen    when bench/flagwatch.c (inotify on the transcript) saw the
#           words, on CLOCK_MONOTONIC (us), minus the instant: the wake-up,
#           the journal's fdatasync, the transcript write and the watcher's
#           own wake-up (an upper bound of annad's error)
# The driver's time has 1 ms steps: `seen` carries up to 1 ms of that.
# The runs alternate the journal on this disk and on tmpfs (/dev/shm,
# where fdatasync costs nothing), to show what the flush before the words
# costs.
set -euo pipefail
B=${1:-build}
runs=${2:-30}
tc=${BENCH_TC:-2s}
tc_ms=$(( ${tc%s} * 1000 ))
annad=$B/daemon/annad anna=$B/tools/anna
T=$(mktemp -d)
pid= wpid=
S=$(mktemp -d /dev/shm/annad-flag.XXXXXX)
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; [ -n "$wpid" ] && kill $wpid 2>/dev/null; rm -rf "$T" "$S"' EXIT

# the watcher at real-time priority where allowed, so its own wake-up is
# not a loaded machine's scheduling delay (annad runs as it would)
watch=("$B/bench/flagwatch") prio="normal priority"
if chrt -f 50 true 2>/dev/null; then watch=(chrt -f 50 "$B/bench/flagwatch") prio="SCHED_FIFO 50"; fi
# BENCH_ANNAD_RT=1: annad too (SCHED_FIFO 40), to tell its own path from
# the machine's load
run=("$annad")
[ "${BENCH_ANNAD_RT:-0}" = 1 ] && run=(chrt -f 40 "$annad") prio="$prio, annad at SCHED_FIFO 40"
conf() { # $1: state directory
cat > "$T/annad.conf" <<CONF
[game]
time-control = $tc
profile = en
[listeners]
player = text
opponent = text
arbiter = text
[daemon]
state-dir = $1
socket = $T/sock
transcript = $T/words
CONF
}
for i in $(seq "$runs"); do
for where in disk tmpfs; do
	st=$T/state; [ $where = tmpfs ] && st=$S/state
	conf "$st"
	rm -rf "$st"; : > "$T/words"
	# the flag's line (annad says it is ready first)
	"${watch[@]}" "$T/words" " vi You: flag fallen" 30 > "$T/seen" & wpid=$!
	"${run[@]}" --config "$T/annad.conf" 2>/dev/null & pid=$!
	until "$anna" status --socket "$T/sock" > "$T/status" 2>/dev/null; do sleep 0.005; done
	wait $wpid; wpid=
	kill $pid; wait $pid || true; pid=
	off=$(sed -n 's/^clock-offset-ms: //p' "$T/status")
	start=$("$anna" journal show "$st/journal" | awk '$2 == "command" {sub("time=", "", $3); print $3; exit}')
	tick=$("$anna" journal show "$st/journal" | awk '$2 == "tick" {sub("time=", "", $3); print $3; exit}')
	read -r seen_us at _ < "$T/seen"
	# at is "S.mmm" (driver time)
	at_ms=$(echo "$at" | awk -F. '{print $1 * 1000 + $2}')
	due=$(( start + tc_ms ))
	echo "$(( at_ms - due )) $(( tick - due )) $(( seen_us - (due - off) * 1000 ))" >> "$T/runs.$where"
done
done
load=$(cut -d' ' -f1-3 /proc/loadavg)
summary() { # file, column, unit divisor, name
	cut -d' ' -f"$2" "$1" | sort -n | awk -v d="$3" -v n="$4" \
		'{a[NR]=$1} END {printf "%-5s median %.2f ms, max %.2f ms, min %.2f ms\n", n, a[int((NR+1)/2)]/d, a[NR]/d, a[1]/d}'
}
echo "flag fall, time control $tc, $runs runs each (load average $load; watcher at $prio):"
for where in disk tmpfs; do
	echo "journal on $where:"
	summary "$T/runs.$where" 1 1 sched
	summary "$T/runs.$where" 2 1 tick
	summary "$T/runs.$where" 3 1000 seen
done
