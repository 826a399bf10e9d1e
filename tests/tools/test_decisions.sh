#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_decisions.sh: the arbiter's loop through annad (ED-2,
# issue 11 item 1), in competition, in two profiles. The visually impaired
# player types an illegal move and presses (a recorded keypad): play is
# held; the arbiter hears the report with its number and proposal at once;
# both players hear that play is held and why; anna status and anna
# decisions list it; confirm or override of a decision that is not open
# (never opened, or already taken) is refused with exit 1 and says which
# are open; the arbiter's decision is told to both players.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
T=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
fails=0
heard() { # count, grep arguments...: exactly count lines match
	local n=$1
	shift
	test "$(grep -c "$@")" = "$n"
}
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # succeeds, fail

# profile, then the words expected: the players' "held", the arbiter's
# report, the decision told, "none open", the refusal of an unknown one,
# of a closed one, of a resume while the decision is open, the switch told
run() {
	local p=$1 held=$2 held2=$3 report=$4 decided=$5 none=$6 unknown=$7 closed=$8 wait=$9
	local switched=${10} resumed=${11}
	local S=$T/$p.sock
	cat > "$T/$p.conf" <<CONF
[game]
profile = $p
policy = competition
time-control = 300+3
[listeners]
player = text
opponent = text
arbiter = text
arbiter.profile = $p
[daemon]
state-dir = $T/$p-state
socket = $S
transcript = $T/$p.transcript
[roles]
arbiter = $(id -u)
CONF
	anna() { "$ANNA_BIN" "$@" --socket "$S"; }
	"$ANNADBIN" --config "$T/$p.conf" --no-audio \
		--replay "vi-keypad=$ANNA_FIXTURES/evemu/keypad-illegal.evemu" --speed 1 \
		2>>"$T/$p.err" &
	pid=$!
	# competition: the arbiter starts the game; the recording types 3 s
	# after its first event
	for _ in $(seq 50); do [ -S "$S" ] && anna status >/dev/null 2>&1 && break; sleep 0.1; done
	succeeds "$p: the arbiter starts the game" anna start >/dev/null
	for _ in $(seq 200); do anna status 2>/dev/null | grep -q '^state: arbiter' && break; sleep 0.1; done
	anna status > "$T/status"
	succeeds "$p: play held for the arbiter" grep -qx "state: arbiter" "$T/status"
	succeeds "$p: status lists decision 1" grep -qx "decisions: 1" "$T/status"
	anna decisions > "$T/list"; rc=$?
	succeeds "$p: decisions exit 0" test $rc -eq 0
	succeeds "$p: decisions lists 1 with the report" grep -q "^1: $report" "$T/list"
	eventually "$p: the arbiter heard the report at once" grep -q "^[0-9.]* arbiter $report" "$T/$p.transcript"
	eventually "$p: the VI player heard play is held" grep -qF "vi $held" "$T/$p.transcript"
	eventually "$p: the opponent heard play is held" grep -qF "sighted $held2" "$T/$p.transcript"
	# annad forwards, the session decides (item 9): a pause while a
	# decision is open is taken (play stays held for him); a resume is
	# refused with the state in words and exit 1
	anna pause >/dev/null; rc=$?
	succeeds "$p: pause while held: exit 0" test $rc -eq 0
	succeeds "$p: pause while held: still held" grep -qx "state: arbiter" <(anna status)
	anna resume 2>"$T/e"; rc=$?
	succeeds "$p: resume before the decision: exit 1" test $rc -eq 1
	succeeds "$p: resume before the decision: said" grep -qF "$wait" "$T/e"
	anna confirm 7 2>"$T/e"; rc=$?
	succeeds "$p: confirm of an unknown decision: exit 1" test $rc -eq 1
	succeeds "$p: confirm of an unknown decision: said, with the open ones" grep -qF "$unknown" "$T/e"
	anna confirm 1 >/dev/null; rc=$?
	succeeds "$p: confirm 1: exit 0" test $rc -eq 0
	eventually "$p: the players heard the decision" heard 2 -F "$decided" "$T/$p.transcript"
	anna override 1 2>"$T/e"; rc=$?
	succeeds "$p: override of a closed decision: exit 1" test $rc -eq 1
	succeeds "$p: override of a closed decision: said" grep -qF "$closed" "$T/e"
	succeeds "$p: none open now" test "$(anna decisions)" = "$none"
	succeeds "$p: status lists none" test "$(anna status | grep -c '^decisions:')" = 0
	succeeds "$p: the penalty applied, play paused for the arbiter's resume" \
		grep -qx "state: paused" <(anna status)
	# back to play: the offender has the move again, his clock runs
	succeeds "$p: resume" anna resume >/dev/null
	succeeds "$p: back to play, the offender to move" grep -qx "state: vi_to_move" <(anna status)
	succeeds "$p: the clock runs" grep -qx "clock: running" <(anna times)
	eventually "$p: both heard it" heard 2 " \(vi\|sighted\) $resumed\$" "$T/$p.transcript"
	# the arbiter's switches (ARB-3, CLK-16): both players hear each one
	# he changed; his log names it; a recovery switches it again
	succeeds "$p: switch check words on" grep -qx "check-words: \(on\|an\)" \
		<(anna switches --check-words on --square-queries off)
	eventually "$p: the players heard the switch" heard 2 -F "$switched" "$T/$p.transcript"
	succeeds "$p: switch logged" grep -q "check-words" "$T/$p.err"
	kill "$pid"; wait "$pid"; pid=
	"$ANNADBIN" --config "$T/$p.conf" --no-audio 2>>"$T/$p.err" &
	pid=$!
	for _ in $(seq 50); do [ -S "$S" ] && anna status >/dev/null 2>&1 && break; sleep 0.1; done
	succeeds "$p: recovered switches" grep -qx "check-words: \(on\|an\)" <(anna switches)
	kill "$pid"; wait "$pid"; pid=
}

run en "Play is held for the arbiter. You: illegal move reported. Wait for his decision." \
	"Play is held for the arbiter. Opponent: illegal move reported." \
	"White completed an illegal move" \
	"The arbiter has decided: the proposal stands." \
	"No decision is open." \
	"confirm 7: decision 7 is not open (already decided, or never opened); the open decisions are 1" \
	"override 1: there is no open decision 1; no decision is open now" \
	"resume is not possible now: the game waits for the arbiter's decision" \
	"The arbiter has switched on: check and mate announcements" \
	"The clock is running again"
run fide-de "Das Spiel ist für den Schiedsrichter angehalten. " \
	"Das Spiel ist für den Schiedsrichter angehalten. " \
	"Weiß" \
	"Der Schiedsrichter hat entschieden: der Vorschlag gilt." \
	"Keine Entscheidung ist offen." \
	"confirm 7: die Entscheidung 7 ist nicht offen" \
	"override 1: es gibt keine offene Entscheidung 1" \
	"resume ist jetzt nicht möglich: die Partie wartet auf die Entscheidung des Schiedsrichters" \
	"Der Schiedsrichter hat eingeschaltet: die Ansage von Schach und Matt" \
	"Die Uhr läuft wieder"

[ "$fails" -eq 0 ] && echo "test_decisions: all checks passed"
exit $((fails > 0))
