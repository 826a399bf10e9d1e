#!/usr/bin/env bash
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
