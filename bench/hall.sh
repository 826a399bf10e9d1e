#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/hall.sh: the tournament hall on this machine. A real Mosquitto on a
# free loopback port, then bench_hall: 1 board (the baseline) and 200
# boards in one run, each a real hall link publishing state, ply and
# announcement at every press; a subscriber (as the hall page) measures
# publish-to-receipt latency. Target: p99 under 250 ms with 200 boards.
#
#   bench/hall.sh [BUILD_DIR] [PLIES] [INTERVAL_MS]   (default build, 30, 1000)
set -euo pipefail
build=${1:-build}
plies=${2:-30}
interval=${3:-1000}
bin=$build/bench/bench_hall
[ -x "$bin" ] || { echo "bench/hall.sh: build first ($bin missing)" >&2; exit 2; }
dir=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
printf 'user %s\nlistener %s 127.0.0.1\nallow_anonymous true\nmax_queued_messages 100000\n' \
	"$(id -un)" "$port" >"$dir/m.conf"
mosquitto -c "$dir/m.conf" >"$dir/log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.05; done
echo "mosquitto $(mosquitto -h 2>/dev/null | head -n 1 | awk '{print $3}'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "each board presses every $interval ms, $plies presses a board"
for n in 1 200; do
	"$bin" "$port" "$n" "$plies" "$interval"
done

# The board's own clock press to the first audio frame, with the hall link
# off and on, in this run: the long game replayed at 20x into annad (WAV
# output, journal on tmpfs so the disk's flush does not hide the
# difference), each three times, alternating. Target: p99 with the link on
# within 10 % of the p99 without.
annad=$build/daemon/annad anna=$build/tools/anna
G=$(dirname "$0")/../tests/fixtures/games/long-game
replay=(--replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu"
	--replay sighted-keypad="$G/sighted-keypad.evemu")
run() { # on|off -> p50 p99 (ms)
	S=$(mktemp -d /dev/shm/anna-hall-bench.XXXXXX)
	{
		printf '[game]\ntime-control = fide-standard\n[listeners]\nplayer = wav:%s/out.wav\nopponent = text\narbiter = text\n' "$dir"
		printf '[daemon]\nstate-dir = %s\nsocket = %s/sock\ntranscript = %s/words\n' "$S" "$dir" "$dir"
		[ "$1" = on ] && printf '[hall]\nbroker = mqtt://127.0.0.1:%s\nevent = bench\nboard = 1\n' "$port"
	} >"$dir/annad.conf"
	: >"$dir/err"
	"$annad" --config "$dir/annad.conf" "${replay[@]}" --speed 20 --latency-log "$dir/lat" 2>"$dir/err" &
	local apid=$!
	until grep -qE " 150$" "$dir/err"; do sleep 0.2; done
	sleep 1
	kill $apid; wait $apid || true
	rm -rf "$S"
	# the log's lines are "move US" (a clock press's move) and "echo US"
	# (a key's echo): the press is what the target is about
	awk '$1 == "move" {print $2}' "$dir/lat" >"$dir/press"
	cat "$dir/press" >>"$dir/all-$1"
	pct "$dir/press"
}
pct() { # latencies in us, one a line -> p50 p99 (ms) and the count
	sort -n "$1" | awk '{a[NR]=$1} END {printf "%.2f %.2f %d\n", a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, NR}'
}
# RUNS runs of each (default 3), alternating; one run's p99 is close to its
# maximum, so the target is judged on all presses of each setting pooled
runs=${RUNS:-3}
if [ -x "$annad" ]; then
	: >"$dir/all-off"
	: >"$dir/all-on"
	for i in $(seq "$runs"); do
		for link in off on; do
			read -r p50 p99 n < <(run $link)
			printf 'annad clock press to first frame, hall link %-3s: n=%d p50=%s ms p99=%s ms\n' "$link" "$n" "$p50" "$p99"
		done
	done
	read -r off50 off99 offn < <(pct "$dir/all-off")
	read -r on50 on99 onn < <(pct "$dir/all-on")
	printf 'pooled, hall link off: n=%d p50=%s ms p99=%s ms\n' "$offn" "$off50" "$off99"
	printf 'pooled, hall link on:  n=%d p50=%s ms p99=%s ms\n' "$onn" "$on50" "$on99"
	awk -v a="$off99" -v b="$on99" 'BEGIN {printf "p99 on / off: %.3f (target at most 1.10)\n", b / a}'
fi
