#!/usr/bin/env bash
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
#      minute (BENCH_SILENT=seconds to shorten);
#   5. resident memory (VmHWM) with three listeners on three profiles.
set -euo pipefail
B=${1:-build}
annad=$B/daemon/annad anna=$B/tools/anna
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
for i in $(seq 10); do
	rm -rf "$T/state"; t0=$(now)
	"$annad" --config "$T/annad.conf" 2>/dev/null & pid=$!
	wait_ready; echo $(( ($(now) - t0) / 1000 ))
	kill $pid; wait $pid || true; pid=
done | median > "$T/fresh"
echo "start to ready (fresh):        $(cat "$T/fresh") us (median of 10)"

rm -rf "$T/state"; : > "$T/err"
"$annad" --config "$T/annad.conf" "${replay[@]}" --fast 2>"$T/err" & pid=$!
until grep -q "ply 150" "$T/err"; do sleep 0.1; done
kill $pid; wait $pid || true; pid=
cp -r "$T/state" "$T/state150"
echo "journal of 150 plies:          $(stat -c %s "$T/state150/journal") bytes, $("$anna" journal show "$T/state150/journal" | wc -l) records"
for i in $(seq 5); do
	rm -rf "$T/state"; cp -r "$T/state150" "$T/state"; t0=$(now)
	"$annad" --config "$T/annad.conf" 2>/dev/null & pid=$!
	wait_ready; echo $(( ($(now) - t0) / 1000 ))
	kill $pid; wait $pid || true; pid=
done | median > "$T/recover"
echo "start to ready (150 plies recovered): $(cat "$T/recover") us (median of 5)"

# the journal on this disk, then on tmpfs (/dev/shm: fdatasync costs
# nothing there), to show what the durability costs
for where in disk tmpfs; do
	conf "wav:$T/out.wav"
	if [ $where = tmpfs ]; then
		S=$(mktemp -d /dev/shm/annad-bench.XXXXXX)
		sed -i "s|^state-dir = .*|state-dir = $S|" "$T/annad.conf"
	fi
	rm -rf "$T/state"; : > "$T/err"
	"$annad" --config "$T/annad.conf" "${replay[@]}" --speed 20 --latency-log "$T/lat" 2>"$T/err" & pid=$!
	until grep -q "ply 150" "$T/err"; do sleep 0.2; done
	sleep 1
	pid_rss=$(grep VmHWM /proc/$pid/status | awk '{print $2}')
	kill $pid; wait $pid || true; pid=
	[ $where = tmpfs ] && rm -rf "$S"
	sort -n "$T/lat" | awk -v w=$where '{a[NR]=$1} END {printf "clock press to first frame (journal on %s): n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms\n", w, NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
done
echo "peak resident memory:          $((pid_rss / 1024)) MiB (VmHWM, speaker, three profiles)"

conf text
rm -rf "$T/state"
"$annad" --config "$T/annad.conf" </dev/null 2>/dev/null & pid=$!
wait_ready
secs=${BENCH_SILENT:-60}
w0=$("$anna" status --socket "$T/sock" | sed -n 's/^loop-wakeups: //p')
c0=$(awk '{print $14 + $15}' /proc/$pid/stat)
v0=$(awk '/^voluntary_ctxt_switches/ {print $2}' /proc/$pid/status)
sleep "$secs"
c1=$(awk '{print $14 + $15}' /proc/$pid/stat)
v1=$(awk '/^voluntary_ctxt_switches/ {print $2}' /proc/$pid/status)
w1=$("$anna" status --socket "$T/sock" | sed -n 's/^loop-wakeups: //p')
kill $pid; wait $pid || true; pid=
# the two status requests themselves wake the loop (accept, read, hang-up)
echo "silent ${secs} s of a running game: CPU $(( (c1 - c0) * 1000 / $(getconf CLK_TCK) )) ms, loop wake-ups $((w1 - w0)) (incl. the status request), main-thread context switches $((v1 - v0))"
