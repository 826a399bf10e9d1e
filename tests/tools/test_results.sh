#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_results.sh: how a game ends, through annad, in two
# profiles (issue 11 items 2, 4, 6). The game's start is told to both
# players. A flag falls on a real clock of two seconds:
# - in competition, play is held for the arbiter and both players hear
#   so; his decision lists the CLK-9 verdict; confirmed, both hear the
#   result with its reason, and the PGN and the status carry it: a win
#   when the opponent can mate, a draw when he cannot (a lone king);
# - in training there is no arbiter: the verdict is the result at once,
#   no decision is opened, and nobody is sent to an arbiter.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
[ -x "$ANNADBIN" ] || skip "annad not built"
T=$(mktemp -d)
trap annad_cleanup EXIT
S=$T/sock
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
start() { # profile, policy
	rm -rf "$T/state"
	: > "$T/transcript"
	cat > "$T/annad.conf" <<CONF
[game]
profile = $1
policy = $2
time-control = 2+0
[listeners]
player = text
opponent = text
arbiter = text
arbiter.profile = $1
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/transcript
[roles]
arbiter = $(id -u)
CONF
	annad_start "$T/annad.conf"
}
wait_for() { # a line the transcript must come to hold (at most 10 s)
	for _ in $(seq 100); do
		grep -qF "$1" "$T/transcript" && return 0
		sleep 0.1
	done
	return 1
}
said() { # listener, words: how often the listener heard them
	grep -c "^[0-9.]* $1 $2\$" "$T/transcript"
}
# the same, once he has heard them at all (at most 10 s): the words of a
# command follow its answer, after the batch's journal sync
heard() {
	for _ in $(seq 100); do
		[ "$(said "$1" "$2")" -ge 1 ] && break
		sleep 0.1
	done
	said "$1" "$2"
}

# profile, then the words: the start (VI player, opponent), the flag held,
# the loss, the draw
run() {
	local p=$1 began_vi=$2 began_opp=$3 held=$4 lost=$5 drawn=$6
	# competition, a win on time: White (the VI player) lets his flag fall
	start "$p" competition
	succeeds "$p: the arbiter starts the game" anna start
	check "$p: the VI player heard the start" 1 "$(heard vi "$began_vi")"
	check "$p: the opponent heard the start" 1 "$(heard sighted "$began_opp")"
	wait_for "$held" || fail "$p: the flag did not hold play: $(cat "$T/transcript")"
	check "$p: the VI player heard play is held" 1 "$(said vi "$held")"
	check "$p: held for the arbiter" "state: arbiter" "$(anna status | grep '^state:')"
	check "$p: the decision is listed" "decisions: 1" "$(anna status | grep '^decisions:')"
	succeeds "$p: confirm 1" anna confirm 1
	check "$p: the VI player heard the result" 1 "$(heard vi "$lost")"
	check "$p: the opponent heard the result" 1 "$(heard sighted "$lost")"
	check "$p: the result in the status" "result: 0-1" "$(anna status | grep '^result:')"
	has "$p: the result in the PGN" '[Result "0-1"]' "$(anna ctl pgn)"
	annad_stop

	# competition, a draw on time: Black has a lone king (CLK-9)
	start "$p" competition
	succeeds "$p: the position set" anna ctl setpos fen="7k/8/8/8/8/8/8/KQ6 w - - 0 1"
	succeeds "$p: started" anna start
	wait_for "$held" || fail "$p: the flag did not hold play (draw)"
	succeeds "$p: confirm 1 (draw)" anna confirm 1
	# the words follow the answer, after the batch's journal sync
	for _ in $(seq 100); do
		[ "$(grep -c "^[0-9.]* [a-z]* $drawn\$" "$T/transcript")" = 2 ] && break
		sleep 0.05
	done
	check "$p: both heard the draw" 2 "$(grep -c "^[0-9.]* [a-z]* $drawn\$" "$T/transcript")"
	check "$p: the draw in the status" "result: 1/2-1/2" "$(anna status | grep '^result:')"
	annad_stop

	# training: the verdict is the result at once, no arbiter named
	start "$p" training
	wait_for "$lost" || fail "$p: training: no result: $(cat "$T/transcript")"
	check "$p: training: the result at once" "result: 0-1" "$(anna status | grep '^result:')"
	check "$p: training: no decision opened" 0 "$(anna status | grep -c '^decisions:')"
	check "$p: training: nobody sent to an arbiter" 0 \
		"$(grep -c ' \(vi\|sighted\) .*\(arbiter\|Schiedsrichter\)' "$T/transcript")"
	annad_stop
}

run en "The game begins. You play White and have the move; your clock is running." \
	"The game begins. You play Black; your opponent has the move." \
	"Play is held for the arbiter. You: flag fallen. Wait for his decision." \
	"White has run out of time. Black wins." \
	"Time has run out, but the opponent cannot checkmate. Draw."
run fide-de "Die Partie beginnt. Sie spielen Weiß und sind am Zug; Ihre Uhr läuft." \
	"Die Partie beginnt. Sie spielen Schwarz; Ihr Gegner ist am Zug." \
	"Das Spiel ist für den Schiedsrichter angehalten. Sie: Zeit überschritten. Warten Sie auf seine Entscheidung." \
	"Weiß hat die Zeit überschritten. Schwarz gewinnt." \
	"Zeit überschritten, aber der Gegner kann nicht mehr mattsetzen. Remis."
finish
