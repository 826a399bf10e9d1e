#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_replay_time.sh: --fast and --speed N feed every
# recorded event, and every deadline between them, at its own instant on a
# virtual clock. A recorded game replayed three ways -- --fast alone,
# --fast while a client polls status without pause, --speed 20 while it
# polls -- leaves the same journal: the same records at the same driver
# times (relative to the first event), so tests built on them are
# deterministic. --speed 20 also takes about the recording's length / 20
# in real time, however often the loop is woken.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
. "$(dirname "$0")/lib.sh"
T=$(mktemp -d)
pid= poller=
cleanup() {
	[ -n "$poller" ] && kill "$poller" 2>/dev/null
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	wait 2>/dev/null; rm -rf "$T"
}
trap cleanup EXIT
G=$ANNA_FIXTURES/games/scholars-mate
replay=(--replay "vi-board=$G/vi-board.evemu" --replay "vi-keypad=$G/vi-keypad.evemu"
	--replay "sighted-keypad=$G/sighted-keypad.evemu")
# run NAME POLL OPTIONS...: replays the game, prints the journal's records
# (type and driver time relative to the first event) up to the last event
run() {
	local name=$1 poll=$2; shift 2
	local S=$T/$name.sock
	local t0=$(date +%s%N) # before annad starts: it cannot feed early
	"$ANNADBIN" --state-dir "$T/$name" --socket "$S" --no-audio --transcript /dev/null \
		"${replay[@]}" "$@" 2>"$T/$name.err" &
	pid=$!
	for _ in $(seq 200); do "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && break; sleep 0.05; done
	if [ "$poll" = poll ]; then
		( while :; do "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1; done ) &
		poller=$!
	fi
	for _ in $(seq 600); do
		"$ANNA_BIN" status --socket "$S" 2>/dev/null | grep -qx "state: ended" && break
		sleep 0.05
	done
	echo $(( ($(date +%s%N) - t0) / 1000000 )) > "$T/$name.ms"
	[ -n "$poller" ] && { kill "$poller"; wait "$poller" 2>/dev/null; poller=; }
	kill "$pid"; wait "$pid" 2>/dev/null; pid=
	# "N. SECONDS s (WALL UTC): what": the record and its driver time,
	# relative to the first device event, without the wall clock
	"$ANNA_BIN" journal show "$T/$name/journal" --profile en | sed -E 's/ \([^)]*UTC\)//' |
		awk '/: (vi-board|vi-keypad|sighted-keypad): / && t0 == "" { t0 = $2 }
			t0 != "" { $1 = ""; $2 = sprintf("%.3f", $2 - t0); print }' > "$T/$name.rec"
	# up to the last device event: after it real time goes on
	last=$(grep -n -E ': (vi-board|vi-keypad|sighted-keypad): ' "$T/$name.rec" | tail -1 | cut -d: -f1)
	head -n "${last:-0}" "$T/$name.rec"
}
run fast nopoll --fast > "$T/a"
run fastpoll poll --fast > "$T/b"
run speed poll --speed 20 > "$T/c"
check "records replayed" true "$([ "$(wc -l < "$T/a")" -gt 50 ] && echo true)"
check "--fast: a polling client changes no instant" "" "$(diff "$T/a" "$T/b")"
check "--speed 20 with a polling client: the same instants as --fast" "" "$(diff "$T/a" "$T/c")"
# the recording lasts 40 s: 2 s at 20x; a woken loop must not stretch it
ms=$(cat "$T/speed.ms")
echo "--speed 20 took $ms ms (recording 40 s)"
check "--speed 20 is not faster than the recording / 20" true "$([ "$ms" -ge 2000 ] && echo true)"
check "--speed 20 is not slowed without bound by a polling client" true \
	"$([ "$ms" -le 12000 ] && echo true)"
finish
