#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/control.sh BUILD_DIR: the control socket under abuse, in one run
# (docs/performance.md "Control socket"): the long game replayed at 20x
# into a WAV output twice, once with no other client and once with 200
# idle clients plus one reader flooding `pgn` requests (each sent as soon
# as the last answer is read). In both, a prober sends `status` every
# 20 ms on its own connection and times the round trip in-process, and
# annad's latency log gives each clock press to the first audio frame of
# its move's announcement. Prints p50/p99/max of both, side by side.
# BENCH_SPEED=N replays at another speed (default 20).
set -euo pipefail
B=${1:-build}
annad=$B/daemon/annad anna=$B/tools/anna
G=$(dirname "$0")/../tests/fixtures/games/long-game
T=$(mktemp -d)
pid= others=()
trap 'for p in $pid "${others[@]}"; do kill $p 2>/dev/null; done; rm -rf "$T"' EXIT
cat > "$T/annad.conf" <<CONF
[game]
time-control = fide-standard
[listeners]
player = wav:$T/out.wav
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
CONF
cat > "$T/clients.py" <<'PY'
import socket, sys, time
path, mode = sys.argv[1], sys.argv[2]
def conn():
    s = socket.socket(socket.AF_UNIX); s.connect(path); return s
if mode == "idle":
    socks = [conn() for _ in range(int(sys.argv[3]))]
    print("ready", flush=True)
    time.sleep(3600)
s = conn(); f = s.makefile("rb")
def ask(req):
    s.sendall(req)
    while f.readline() not in (b"\n", b""):
        pass
if mode == "flood":
    print("ready", flush=True)
    n = 0
    while True:
        ask(b"pgn\n"); n += 1
        if n % 100 == 0:
            print(n, flush=True)
out = open(sys.argv[3], "w")             # probe: one round trip a line, us
while True:
    t = time.perf_counter_ns(); ask(b"status\n")
    out.write("%d\n" % ((time.perf_counter_ns() - t) // 1000)); out.flush()
    time.sleep(0.02)
PY
PY=$(python3 -c "import sys; print(sys.executable)") # the interpreter itself: $! is the client
stats() { # label, file of us
	sort -n "$2" | awk -v w="$1" '{a[NR]=$1} END {printf "%-46s n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms\n", w, NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
}
for load in none abuse; do
	rm -rf "$T/state"; : > "$T/err"; : > "$T/lat"
	"$annad" --config "$T/annad.conf" --replay vi-board="$G/vi-board.evemu" \
		--replay vi-keypad="$G/vi-keypad.evemu" --replay sighted-keypad="$G/sighted-keypad.evemu" \
		--speed "${BENCH_SPEED:-20}" --latency-log "$T/lat" 2>"$T/err" & pid=$!
	until "$anna" status --socket "$T/sock" >/dev/null 2>&1; do sleep 0.01; done
	if [ $load = abuse ]; then
		"$PY" "$T/clients.py" "$T/sock" idle 200 > "$T/idle.out" & others+=($!)
		"$PY" "$T/clients.py" "$T/sock" flood > "$T/flood.out" & others+=($!)
		until grep -q ready "$T/idle.out" && grep -q ready "$T/flood.out"; do sleep 0.05; done
	fi
	"$PY" "$T/clients.py" "$T/sock" probe "$T/rtt.$load" & others+=($!)
	until grep -qE " 150$" "$T/err"; do sleep 0.2; done  # daemon.synced, any profile
	for p in "${others[@]}"; do kill $p; wait $p 2>/dev/null || true; done; others=()
	kill $pid; wait $pid || true; pid=
	cp "$T/lat" "$T/lat.$load"
done
for load in none abuse; do
	what=$([ $load = none ] && echo "no other client" || echo "200 idle + 1 flooding reader")
	stats "status round trip ($what)" "$T/rtt.$load"
	stats "clock press to first frame ($what)" "$T/lat.$load"
done
echo "the flooding reader had $(tail -1 "$T/flood.out") pgn answers (at least) in the run"
