#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/engine.sh BUILD_DIR: does a chess engine thinking on the same cores
# slow annad down? In one run, RUNS pairs (default 3) of replays: the
# long game (150 plies) replayed into annad twice at 20x (--speed 20, into a WAV output, the journal on tmpfs
# so the disk's flush does not drown the difference), measuring inside
# annad (--latency-log) for every key its echo's first audio frame and for
# every clock press its move announcement's first frame:
#   1. with nothing else running (the baseline);
#   2. while Debian's Stockfish searches at full speed ("go infinite",
#      Threads = the number of cores) with the niceness annad gives its own
#      engine (daemon/engine.c: nice 10) and the kernel's default time
#      slice (annad's own threads ask for a short one: daemon/sched.h).
# Prints p50 / p99 / max of both latencies in both runs and the ratio of
# the p99s. Target (issue 12): p99 with the engine at most 1.5 times the
# baseline's.
set -euo pipefail
B=${1:-build}
annad=$B/daemon/annad
SF=${ANNA_ENGINE:-/usr/games/stockfish}
G=$(dirname "$0")/../tests/fixtures/games/long-game
T=$(mktemp -d)
S=$(mktemp -d /dev/shm/annad-engine-bench.XXXXXX)
pid= sfpid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; [ -n "$sfpid" ] && kill $sfpid 2>/dev/null; rm -rf "$T" "$S"' EXIT
cores=$(nproc)
cat > "$T/annad.conf" <<CONF
[game]
time-control = fide-standard
[listeners]
player = wav:$T/out.wav
opponent = text
[daemon]
state-dir = $S/state
socket = $T/sock
transcript = $T/words
CONF
replay=(--replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu"
	--replay sighted-keypad="$G/sighted-keypad.evemu")
stats() { # kind, file: "p50 p99 max" in ms
	awk -v k="$1" '$1 == k {print $2}' "$2" | sort -n |
		awk '{a[NR]=$1} END {printf "%d %.2f %.2f %.2f\n", NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
}
run() { # label: one replay, its latencies added to lat.LABEL
	rm -rf "$S/state"; : > "$T/err"; : > "$T/lat"
	"$annad" --config "$T/annad.conf" "${replay[@]}" --speed 20 --latency-log "$T/lat" 2>"$T/err" & pid=$!
	until grep -qE " 150$" "$T/err"; do sleep 0.2; done # daemon.synced at ply 150
	sleep 1
	kill $pid; wait $pid || true; pid=
	cat "$T/lat" >> "$T/lat.$1"
}

# RUNS pairs (default 3): alone, then beside the engine; each pooled
: > "$T/lat.alone"; : > "$T/lat.engine"; cpus=
for _ in $(seq "${RUNS:-3}"); do
	run alone
	# the engine at full speed on every core, niced as annad's own engine
	rm -f "$T/sf.in"; mkfifo "$T/sf.in"
	nice -n 10 "$SF" <"$T/sf.in" >/dev/null 2>&1 & sfpid=$!
	exec 4>"$T/sf.in"
	printf 'uci\nsetoption name Threads value %s\nisready\nposition startpos\ngo infinite\n' "$cores" >&4
	sleep 2
	run engine
	cpus="$cpus $(ps -o pcpu= -p $sfpid | tr -d ' ')%"
	printf 'stop\nquit\n' >&4; exec 4>&-
	wait $sfpid 2>/dev/null || true; sfpid=
done

printf '%-44s %5s %8s %8s %8s\n' "" n "p50 ms" "p99 ms" "max ms"
for kind in echo move; do
	for label in alone engine; do
		read -r n p50 p99 max <<<"$(stats $kind "$T/lat.$label")"
		printf '%-44s %5d %8s %8s %8s\n' "$kind, $label" "$n" "$p50" "$p99" "$max"
		eval "${kind}_${label}=$p99"
	done
done
echo "engine: $("$SF" <<<quit | head -n 1), Threads $cores, nice 10, CPU in each pair:$cpus; annad's slice: $(awk '/se.slice/ {print $3}' /proc/self/sched) ns here, annad asks for its own (daemon/sched.h)"
awk -v a="$echo_alone" -v b="$echo_engine" -v c="$move_alone" -v d="$move_engine" 'BEGIN {
	printf "p99 with the engine / without: key echo %.2f, clock press to first frame %.2f (target <= 1.5)\n",
		b / a, d / c }'
