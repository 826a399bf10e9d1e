#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/braille.sh BUILD_DIR: the VI player's braille display beside his
# voice (docs/performance.md "Braille display"), in one run. The long game
# (tests/fixtures/games/long-game, 150 plies, the sighted player on his
# keypad) is replayed into annad at 20x (--speed 20), RUNS rounds (default
# 3) of two set-ups alternating:
#   speech   the player's speech into a WAV output (the baseline);
#   braille  the same, and his braille display through a real brltty
#            (Debian's, the Virtual driver vr in client mode, a 20-cell
#            display served by tests/tools/vr_display.py, BrlAPI on a
#            private loopback port, his profile's liblouis table).
# Measured, for every clock press of the sighted player:
#   - to the first audio frame of the move's announcement (annad's
#     --latency-log, both set-ups);
#   - to the display's content changed (braille set-up): the first line of
#     cells brltty sends the display after the press, stamped on
#     CLOCK_MONOTONIC by the display as it reads it, against the press's
#     start in the latency log on the same clock;
# p50/p99/max of each; and annad's peak resident memory (VmHWM) at the end
# of each game, the largest over the rounds. The journal is on this disk.
set -euo pipefail
B=${1:-build}
annad=$B/daemon/annad
here=$(cd "$(dirname "$0")" && pwd)
G=$here/../tests/fixtures/games/long-game
T=$(mktemp -d)
pid=
skip() { echo "bench/braille.sh: $*" >&2; exit 1; }
ANNA_BIN=$B/tools/anna
. "$here/../tests/tools/brltty.sh"
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; brltty_stop; [ -n "${KEEP:-}" ] || rm -rf "$T"' EXIT
conf() { # set-up
	cat <<CONF
[game]
time-control = fide-standard
[listeners]
player = wav:$T/out.wav
opponent = text
arbiter = text
opponent.profile = en
arbiter.profile = en
CONF
	[ "$1" = braille ] && printf 'player.braille = 127.0.0.1:%s\nplayer.braille-auth = none\n' \
		"$brlapi_port"
	cat <<CONF
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
CONF
}
brltty_start "$T" 3600 --stamp || skip "brltty did not start"
: > "$T/lat.speech"; : > "$T/lat.braille"; : > "$T/shown.braille"; hwm_speech=0 hwm_braille=0
for _ in $(seq "${RUNS:-3}"); do
for setup in speech braille; do
	conf $setup > "$T/annad.conf"
	rm -rf "$T/state"; : > "$T/err"; : > "$T/lat"
	"$annad" --config "$T/annad.conf" --replay vi-board="$G/vi-board.evemu" \
		--replay vi-keypad="$G/vi-keypad.evemu" --replay sighted-keypad="$G/sighted-keypad.evemu" \
		--speed 20 --latency-log "$T/lat" 2>"$T/err" & pid=$!
	for _ in $(seq 3000); do grep -qE " 150$" "$T/err" && break; sleep 0.2; done
	grep -qE " 150$" "$T/err" || { echo "$setup: the game did not reach ply 150"; cat "$T/err"; exit 1; }
	sleep 1
	hwm=$(awk '/^VmHWM/ {print $2}' /proc/$pid/status)
	kill $pid; wait $pid || true; pid=
	awk '$1 == "move"' "$T/lat" >> "$T/lat.$setup"
	if [ $setup = braille ]; then
		[ "$hwm" -gt "$hwm_braille" ] && hwm_braille=$hwm
	else
		[ "$hwm" -gt "$hwm_speech" ] && hwm_speech=$hwm
	fi
done
done
cp "$brltty_dir/shown" "$T/shown.braille"
stats() { # label: microseconds on stdin
	sort -n | awk -v w="$1" '{a[NR]=$1} END {printf "%-52s n=%d p50=%.2f ms p99=%.2f ms max=%.2f ms\n", w, NR, a[int(NR*0.5+0.5)]/1000, a[int(NR*0.99+0.5)]/1000, a[NR]/1000}'
}
awk '{print $2}' "$T/lat.speech" | stats "press to first audio frame (speech only)"
awk '{print $2}' "$T/lat.braille" | stats "press to first audio frame (speech and braille)"
# each press's start, then the first display line stamped after it (before
# the next press): its delay
awk 'NR == FNR { if ($2 ~ /^Braille/) shown[++n] = $1; next }
	{ start[++m] = $3 }
	END { i = 1
	      for (k = 1; k <= m; k++) {
		while (i <= n && shown[i] <= start[k]) i++
		if (i <= n && (k == m || shown[i] < start[k + 1])) print shown[i] - start[k]
		else missed++
	      }
	      if (missed) printf "%d presses with no display change before the next\n", missed > "/dev/stderr" }' \
	"$T/shown.braille" <(sort -n -k3 "$T/lat.braille") | stats "press to braille display changed"
echo "peak resident memory (VmHWM): speech only $((hwm_speech / 1024)).$((hwm_speech % 1024 * 10 / 1024)) MiB, speech and braille $((hwm_braille / 1024)).$((hwm_braille % 1024 * 10 / 1024)) MiB"
