#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_crash.sh: annad killed with SIGKILL at random
# points of a long replayed game (150 plies), then started again. Checks:
# the journal verifies (a torn tail at most); every ply annad had
# announced before the kill is in the recovered game ("journal synced at
# ply N" is logged just before the words go out); the clock is paused
# after the recovery; and a second restart arrives at exactly the same
# game: position, both scoresheets and both clocks (the journal says it
# all, the restart adds nothing). Seeded: ANNA_CRASH_SEED=N replays a run;
# ANNA_CRASH_ROUNDS sets how many kills (default 5).
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
SEED=${ANNA_CRASH_SEED:-$(( $(date +%s) % 32768 ))}
ROUNDS=${ANNA_CRASH_ROUNDS:-5}
echo "seed $SEED (ANNA_CRASH_SEED=$SEED replays this run)"
RANDOM=$SEED
T=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
G=$ANNA_FIXTURES/games/long-game
S=$T/sock
fails=0
fail() { echo "FAIL (seed $SEED, round $round): $*"; fails=$((fails + 1)); }
run() { # start annad with the given options; wait until it answers
	"$ANNADBIN" --state-dir "$T/state" --socket "$S" --no-audio --transcript "$T/words" "$@" \
		2>>"$T/err" >/dev/null &
	pid=$!
	for _ in $(seq 200); do
		"$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && return 0
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	fail "annad did not start"; cat "$T/err"; exit 1
}
# the game as the journal says it: everything but the journal's own counts
game() {
	{ "$ANNA_BIN" status --socket "$S" | grep -v -e '^journal-records' -e '^lost-ms' -e '^loop-wakeups' -e '^clock-offset-ms'
	  "$ANNA_BIN" scoresheet --socket "$S"
	  "$ANNA_BIN" scoresheet --side sighted --socket "$S"; }
}
for round in $(seq "$ROUNDS"); do
	rm -rf "$T/state" "$T/err" "$T/words"
	delay=$(( RANDOM % 30 + 1 ))   # tenths of a second
	run --replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu" \
		--replay sighted-keypad="$G/sighted-keypad.evemu" --fast
	sleep "$(( delay / 10 )).$(( delay % 10 ))"
	kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=
	announced=$(sed -n 's/^annad: journal synced at ply \([0-9]*\)$/\1/p' "$T/err" | tail -1)
	announced=${announced:-0}
	"$ANNA_BIN" journal verify "$T/state/journal" >/dev/null 2>&1 || fail "journal does not verify"
	run
	game > "$T/first"
	plies=$(sed -n 's/^plies: //p' "$T/first")
	[ "${plies:-0}" -ge "$announced" ] || fail "announced $announced plies, recovered ${plies:-none}"
	grep -q -e '^state: paused' -e '^state: ended' -e '^state: setup' "$T/first" ||
		fail "clock not paused after recovery: $(grep '^state' "$T/first")"
	grep -qx "recovered: yes" "$T/first" || [ "${plies:-0}" = 0 ] || fail "not recovered"
	kill "$pid"; wait "$pid" 2>/dev/null; pid=
	run
	game > "$T/second"
	kill "$pid"; wait "$pid" 2>/dev/null; pid=
	diff "$T/first" "$T/second" >/dev/null || { fail "second restart differs"; diff "$T/first" "$T/second"; }
	echo "round $round: killed after $(( delay * 100 )) ms, announced $announced, recovered $plies plies"
done
exit $((fails > 0))
