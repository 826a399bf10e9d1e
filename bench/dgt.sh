#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/dgt.sh BUILD_DIR: the sighted player's DGT e-board against his
# keypad, through the whole daemon, in one run (docs/performance.md
# "DGT e-board"): the same 150-ply game (tests/fixtures/games/long-game)
# replayed into annad twice at 20x (--speed 20), once with the sighted
# player typing his moves on his keypad (long-game: the Enter key's event
# starts the clock), once playing them on a DGT board and pressing the DGT
# clock's lever (long-game-dgt: the read of the lever's bytes, after the
# placement's, starts it). Measured: from that read to the first audio
# frame of the move's announcement to the VI player (journal append and
# fdatasync, decoders, session, rendering, speaker queue, espeak-ng; the
# WAV output, so the sound device's own latency is not counted), p50/p99,
# the journal on this disk.
set -euo pipefail
B=${1:-build}
annad=$B/daemon/annad
G=$(dirname "$0")/../tests/fixtures/games
T=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$T"' EXIT
cat > "$T/annad.conf" <<CONF
[game]
time-control = fide-standard
[listeners]
player = wav:$T/out.wav
opponent = text
arbiter = text
opponent.profile = en
arbiter.profile = en
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
CONF
# RUNS rounds of both paths (default 3), alternating; each path's presses
# pooled. The latency log's lines are "move US" (a clock press's move) and
# "echo US" (a key's echo): the press is what the target is about.
: > "$T/all.keypad"; : > "$T/all.dgt"
for _ in $(seq "${RUNS:-3}"); do
for path in keypad dgt; do
	if [ $path = keypad ]; then
		g=$G/long-game
		sighted=(--replay sighted-keypad="$g/sighted-keypad.evemu")
	else
		g=$G/long-game-dgt
		sighted=(--replay sighted-board="$g/sighted-board.dgt")
	fi
	rm -rf "$T/state"; : > "$T/err"; : > "$T/lat"
	"$annad" --config "$T/annad.conf" --replay vi-board="$g/vi-board.evemu" \
		--replay vi-keypad="$g/vi-keypad.evemu" "${sighted[@]}" --speed 20 \
		--latency-log "$T/lat" 2>"$T/err" & pid=$!
	for _ in $(seq 3000); do grep -qE " 150$" "$T/err" && break; sleep 0.2; done
	grep -qE " 150$" "$T/err" || { echo "$path: the game did not reach ply 150"; cat "$T/err"; exit 1; }
	sleep 1
	kill $pid; wait $pid || true; pid=
	awk '$1 == "move" {print $2}' "$T/lat" >> "$T/all.$path"
done
done
for path in keypad dgt; do
	sort -n "$T/all.$path" | awk -v w=$path '{a[NR]=$1} END {printf "sighted press (%s) to the VI player'"'"'s first frame: n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms\n", w, NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
done
