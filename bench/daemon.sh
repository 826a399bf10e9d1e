#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/daemon.sh BUILD_DIR: annad's figures for docs/performance.md
# ("Daemon"), in one run:
#   1. start to ready (the socket answers), fresh state, median of 10;
#   2. recovery of a 150-ply game (the journal replayed, muted) to ready,
#      median of 5, beside the fresh start of (1);
#   3. key event of a clock press to the first audio frame of the move's
#      announcement, through the whole daemon (journal append + fdatasync,
#      decoders, session, rendering, speaker queue, espeak-ng), p50/p99 over
#      the long game replayed at 20x (--speed 20) into a WAV output (the
#      sound device's own latency is not counted);
#   4. CPU time and event-loop wake-ups of a running game over a silent
#      minute (BENCH_SILENT=seconds to shorten), for a game with no clock
#      warning due in it and two with exactly one;
#   5. resident memory (VmHWM) with three listeners on three profiles.
# ANNAD and ANNA name the programs instead of BUILD_DIR's (bench/arm.sh
# gives wrappers that run them under qemu-user); BENCH_ARM=1 measures only
# 1-3 (fewer runs, the journal on tmpfs only), as bench/arm.sh compares them.
set -euo pipefail
B=${1:-build}
annad=${ANNAD:-$B/daemon/annad} anna=${ANNA:-$B/tools/anna}
arm=${BENCH_ARM:-0}
runs_fresh=10 runs_recover=5 wheres="disk tmpfs"
[ "$arm" = 1 ] && runs_fresh=5 runs_recover=3 wheres=tmpfs
G=$(dirname "$0")/../tests/fixtures/games/long-game
T=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$T"' EXIT
now() { date +%s%N; }
wait_ready() { until "$anna" status --socket "$T/sock" >/dev/null 2>&1; do sleep 0.001; done; }
conf() { # $1: player output
	cat > "$T/annad.conf" <<CONF
[game]
time-control = fide-standard
[listeners]
player = $1
opponent = text
arbiter = text
opponent.profile = en
arbiter.profile = sv
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
CONF
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
replay=(--replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu"
	--replay sighted-keypad="$G/sighted-keypad.evemu")

conf text
for i in $(seq $runs_fresh); do
	rm -rf "$T/state"; t0=$(now)
	"$annad" --config "$T/annad.conf" 2>/dev/null & pid=$!
	wait_ready; echo $(( ($(now) - t0) / 1000 ))
	kill $pid; wait $pid || true; pid=
done | median > "$T/fresh"
echo "start to ready (fresh):        $(cat "$T/fresh") us (median of $runs_fresh)"

rm -rf "$T/state"; : > "$T/err"
"$annad" --config "$T/annad.conf" "${replay[@]}" --fast 2>"$T/err" & pid=$!
until grep -qE " 150$" "$T/err"; do sleep 0.1; done  # daemon.synced, any profile
kill $pid; wait $pid || true; pid=
cp -r "$T/state" "$T/state150"
echo "journal of 150 plies:          $(stat -c %s "$T/state150/journal") bytes, $("$anna" journal show "$T/state150/journal" | wc -l) records"
for i in $(seq $runs_recover); do
	rm -rf "$T/state"; cp -r "$T/state150" "$T/state"; t0=$(now)
	"$annad" --config "$T/annad.conf" 2>/dev/null & pid=$!
	wait_ready; echo $(( ($(now) - t0) / 1000 ))
	kill $pid; wait $pid || true; pid=
done | median > "$T/recover"
echo "start to ready (150 plies recovered): $(cat "$T/recover") us (median of $runs_recover)"

# the journal on this disk, then on tmpfs (/dev/shm: fdatasync costs
# nothing there), to show what the durability costs
for where in $wheres; do
	conf "wav:$T/out.wav"
	if [ $where = tmpfs ]; then
		S=$(mktemp -d /dev/shm/annad-bench.XXXXXX)
		sed -i "s|^state-dir = .*|state-dir = $S|" "$T/annad.conf"
	fi
	rm -rf "$T/state"; : > "$T/err"
	"$annad" --config "$T/annad.conf" "${replay[@]}" --speed 20 --latency-log "$T/lat" 2>"$T/err" & pid=$!
	until grep -qE " 150$" "$T/err"; do sleep 0.2; done
	sleep 1
	pid_rss=$(grep VmHWM /proc/$pid/status | awk '{print $2}')
	kill $pid; wait $pid || true; pid=
	[ $where = tmpfs ] && rm -rf "$S"
	sort -n "$T/lat" | awk -v w=$where '{a[NR]=$1} END {printf "clock press to first frame (journal on %s): n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms\n", w, NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
done
echo "peak resident memory:          $((pid_rss / 1024)) MiB (VmHWM, speaker, three profiles)"
[ "$arm" = 1 ] && exit 0

# A silent minute, three times: a 90-minute game without increment (no
# clock warning due in it); fide-standard (90m/40 + 30m, +30s: the 30 s
# credited before the first move run out 30 s in, and "1 hour 30 minutes
# left" is due then); a game of 2 minutes + half the window, whose "2
# minutes left" falls in the middle of it (for any BENCH_SILENT < 120).
# Counted without waking annad: the main thread's voluntary context
# switches (/proc, it sleeps in epoll_wait; a blocking fdatasync is one
# more) and the journal's tick records (the timerfd deadlines handled).
# The loop's own wake-up counter (`anna status`) is read before and after;
# the requests' own wake-ups are subtracted by a third request right after
# the second (each request costs the same: accept, read, hang-up).
secs=${BENCH_SILENT:-60}
ticks() { "$anna" journal show "$T/state/journal" | awk '$2 == "tick"' | wc -l; }
wakeups() { "$anna" status --socket "$T/sock" | sed -n 's/^loop-wakeups: //p'; }
for game in 90m fide-standard "$((120 + secs / 2))s"; do
	conf text
	sed -i "s|^time-control = .*|time-control = $game|" "$T/annad.conf"
	rm -rf "$T/state"; : > "$T/words"
	"$annad" --config "$T/annad.conf" </dev/null 2>/dev/null & pid=$!
	wait_ready
	w0=$(wakeups); sleep 0.5
	c0=$(awk '{print $14 + $15}' /proc/$pid/stat)
	v0=$(awk '/^voluntary_ctxt_switches/ {print $2}' /proc/$pid/status)
	k0=$(ticks) l0=$(wc -l < "$T/words")
	sleep "$secs"
	c1=$(awk '{print $14 + $15}' /proc/$pid/stat)
	v1=$(awk '/^voluntary_ctxt_switches/ {print $2}' /proc/$pid/status)
	k1=$(ticks) l1=$(wc -l < "$T/words")
	w1=$(wakeups); w2=$(wakeups)
	kill $pid; wait $pid || true; pid=
	echo "silent ${secs} s, time control $game: CPU $(( (c1 - c0) * 1000 / $(getconf CLK_TCK) )) ms, loop wake-ups $(( (w1 - w0) - (w2 - w1) )) (requests' $((w2 - w1)) subtracted), timer deadlines handled $((k1 - k0)), main-thread voluntary context switches $((v1 - v0)), transcript lines $((l1 - l0))"
	sed -n "$((l0 + 1)),${l1}p" "$T/words" | sed 's/^/    /'
done
