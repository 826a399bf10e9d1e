#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/hall/test_annad_hall.sh: annad reporting to a real Mosquitto set up
# as the hall's (tests/hall/hall.sh). A recorded game is replayed into
# annad; a subscriber, as the hall page is, sees every ply, the
# announcements and the retained state and PGN. The broker is killed and
# started again mid-game: the game is unaffected (its PGN equals the
# recording's expected one), the loss is said once to the arbiter, and the
# state is published again. The arbiter's commands from the hall act and
# are answered; a board's account cannot send them; commands that the
# hall may not give are refused in words. A broker that is not there
# changes nothing in the game. A [hall] section without a board is named.
. "$(dirname "${BASH_SOURCE[0]}")/../tools/lib.sh"
. "$(dirname "${BASH_SOURCE[0]}")/hall.sh"
: "${ANNADBIN:?}"

hall_user 12 pw-12 >/dev/null
hall_user 13 pw-13 >/dev/null
hall_start
T=$hall_dir/annad
mkdir -p "$T"
printf 'pw-12\n' >"$T/hall-password"
S=$T/sock
G=$ANNA_FIXTURES/games/scholars-mate
conf() { # broker port
	cat <<CONF
[game]
profile = en
time-control = 300+3
white = Anna
black = Bertil
event = Club 2026
round = 3
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/transcript
[roles]
arbiter = $(id -u)
[hall]
broker = mqtt://127.0.0.1:$1
event = club
board = 12
username = 12
password-file = $T/hall-password
commands = on
CONF
}
conf "$hall_mqtt" >"$T/annad.conf"
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
pid=
start() {
	rm -f "$T/annad.err"
	"$ANNADBIN" --config "$T/annad.conf" --no-audio "$@" 2>>"$T/annad.err" &
	pid=$!
	for _ in $(seq 100); do anna status >/dev/null 2>&1 && return 0; sleep 0.1; done
	cat "$T/annad.err"
	fail "annad did not start"
	finish
}
stop() { kill "$pid"; wait "$pid"; pid=; }
# the retained state, read until it matches a pattern (grep) or 5 s pass
state_until() {
	for _ in $(seq 50); do
		state=$(mosquitto_sub -p "$hall_mqtt" -t 'anna/club/12/state' -W 5 -C 1 2>&1)
		grep -q "$1" <<<"$state" && return
		sleep 0.1
	done
}
trap 'kill $pid 2>/dev/null; hall_cleanup' EXIT

out=$("$ANNADBIN" --check-config --config "$T/annad.conf" 2>&1)
check "--check-config takes the [hall] section" 0 "$?"
printf '[hall]\nbroker = mqtt://localhost\n' >"$T/noboard.conf"
out=$("$ANNADBIN" --check-config --config "$T/noboard.conf" 2>&1)
check "[hall] without a board: exit 2" 2 "$?"
has "[hall] without a board: said" "the [hall] section needs board =" "$out"
printf '[hall]\nbroker = http://x\n' >"$T/badbroker.conf"
out=$("$ANNADBIN" --check-config --config "$T/badbroker.conf" 2>&1)
has "a broker that is no MQTT address: its line named" "badbroker.conf line 2: http://x" "$out"

# a subscriber from the start: every ply and announcement
stdbuf -oL mosquitto_sub -d -p "$hall_mqtt" -t 'anna/club/12/#' -v -W 60 >"$T/sub1" 2>&1 &
sub1=$!
hall_subscribed "$T/sub1"
start --replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu" \
	--replay sighted-keypad="$G/sighted-keypad.evemu" --speed 4
has "annad reports the hall link" "hall: connected" "$(anna status)"

# the broker dies mid-game and comes back
for _ in $(seq 200); do
	p=$(anna status | sed -n 's/^plies: //p')
	[ "${p:-0}" -ge 2 ] && break
	sleep 0.05
done
mid=$(anna status | sed -n 's/^plies: //p')
hall_stop
kill "$sub1" 2>/dev/null; wait "$sub1" 2>/dev/null
for _ in $(seq 100); do anna status | grep -q "hall: disconnected" && break; sleep 0.05; done
has "annad says the link is down" "hall: disconnected" "$(anna status)"
hall_start
for _ in $(seq 300); do anna status | grep -q "^state: ended" && break; sleep 0.1; done
[ "$mid" -lt 7 ] || fail "the broker was stopped only after the game's end (plies $mid)"
check "the game ended as recorded" "result: 1-0" "$(anna status | grep '^result:')"
anna ctl pgn >"$T/game.pgn"
check "the game is unaffected: movetext and clocks as expected.pgn" \
	"$(grep -v -e '^\[' -e '^$' "$G/expected.pgn")" "$(grep -v -e '^\[' -e '^$' "$T/game.pgn")"
has "the PGN names the board" '[Board "12"]' "$(cat "$T/game.pgn")"
for _ in $(seq 100); do grep -q "hall at 127.0.0.1:$hall_mqtt is working" "$T/annad.err" && break; sleep 0.1; done
check "the loss is said once" 1 "$(grep -c "The link to the hall at 127.0.0.1:$hall_mqtt is lost" "$T/annad.err")"
has "the arbiter hears it (transcript)" "arbiter The link to the hall at 127.0.0.1:$hall_mqtt is lost" "$(cat "$T/transcript")"
has "and that it works again" "is working" "$(cat "$T/annad.err")"

# before the loss the subscriber saw the plies and the words
has "ply 1 published" '"ply":1,"side":"white","san":"e4","uci":"e2e4"' "$(cat "$T/sub1")"
has "an announcement published" 'anna/club/12/say {"schema":1' "$(cat "$T/sub1")"
has "online set" 'anna/club/12/online 1' "$(cat "$T/sub1")"

# after the restart: the retained state and PGN, published again whole
mosquitto_sub -p "$hall_mqtt" -t 'anna/club/12/state' -t 'anna/club/12/pgn' -v -W 10 -C 2 >"$T/sub2" 2>&1
state=$(grep '^anna/club/12/state ' "$T/sub2")
has "the retained state: ended" '"state":"ended"' "$state"
has "the retained state: the result" '"result":"1-0"' "$state"
has "the retained state: 7 plies" '"ply":7' "$state"
has "the retained state: the last move" '"last_move":{"san":"Qxf7#","uci":"h5f7"}' "$state"
has "the retained state: the names" '"white":"Anna","black":"Bertil"' "$state"
has "the retained PGN: the whole game" "4. Qxf7# {[%clk 0:04:49.7]} 1-0" "$(cat "$T/sub2")"

# the arbiter's commands from the hall
cmd() { # user password json
	mosquitto_pub -p "$hall_mqtt" -u "$1" -P "$2" -q 1 -t anna/club/12/cmd -m "$3"
}
stdbuf -oL mosquitto_sub -d -p "$hall_mqtt" -t anna/club/12/reply -W 20 -C 4 >"$T/replies" 2>&1 &
rsub=$!
hall_subscribed "$T/replies"
check "newgame from the shell" 0 "$(anna newgame >/dev/null; echo $?)"
anna ctl start >/dev/null 2>&1
commands() { "$ANNA_BIN" journal show --profile en "$T/state/journal" | grep -c ': the arbiter '; }
n0=$(commands)
cmd arbiter arbiter-pw '{"id":"p1","cmd":"pause","args":{"reason":"disturbance"}}'
for _ in $(seq 100); do anna status | grep -q '^state: paused' && break; sleep 0.05; done
check "pause from the hall acts" "state: paused" "$(anna status | grep '^state:')"
cmd 13 pw-13 '{"id":"x","cmd":"resume"}' # another board's account: the broker drops it
cmd arbiter arbiter-pw '{"id":"n1","cmd":"newgame"}'
# the next command's reply: had the board's resume reached annad, it
# would have come first (both acknowledged by the broker in turn)
for _ in $(seq 100); do grep -q '"id":"n1"' "$T/replies" && break; sleep 0.05; done
check "a board's account cannot resume" "state: paused" "$(anna status | grep '^state:')"
cmd arbiter arbiter-pw 'not json'
cmd arbiter arbiter-pw '{"id":"r1","cmd":"resume","args":{"bogus":"1"}}'
cmd arbiter arbiter-pw '{"id":"r2","cmd":"resume"}'
wait "$rsub"
replies=$(cat "$T/replies")
has "pause answered" '{"schema":1,"id":"p1","ok":true' "$replies"
has "newgame refused in words" '"id":"n1","ok":false,"text":"The command newgame cannot be given from the hall' "$replies"
has "bad JSON answered in words" '"ok":false,"text":"A command from the hall was not understood' "$replies"
has "a bad field refused as the socket refuses it" '"id":"r1","ok":false,"text":"resume takes no options, not --bogus' "$replies"
for _ in $(seq 100); do anna status | grep -q '^state: vi_to_move' && break; sleep 0.05; done
check "resume from the hall acts" "state: vi_to_move" "$(anna status | grep '^state:')"
check "the hall's two commands that acted are in the journal, the refused ones not" \
	"$((n0 + 2))" "$(commands)"
has "the journal says the hall's pause, as the arbiter's" "the arbiter pauses the clock (disturbance)" \
	"$("$ANNA_BIN" journal show --profile en "$T/state/journal")"
stop

# an open decision reaches the hall (issue 11's list): an illegal move
# typed in competition, then confirmed
conf "$hall_mqtt" | sed 's/^\[game\]$/[game]\npolicy = competition/' >"$T/annad.conf"
rm -rf "$T/state"
start --replay vi-keypad="$ANNA_FIXTURES/evemu/keypad-illegal.evemu" --speed 1
anna start >/dev/null
for _ in $(seq 150); do anna status | grep -q '^decisions: 1' && break; sleep 0.1; done
# the hall publishes after the batch's words, a moment after status knows
state_until '"decisions":\[{"id":1,'
has "the hall's state lists the open decision" \
	'"decisions":[{"id":1,"kind":"illegal-move","text":"White completed an illegal move' "$state"
anna confirm 1 >/dev/null
state_until '"decisions":\[\]'
has "once decided the hall's list is empty" '"decisions":[]' "$state"
has "both boards show the game: no drift" '"drift":false,"drift_text":null' "$state"
stop

# a board that does not show the game reaches the hall, in the arbiter's
# words (training starts at once; the VI board holds a few pieces of an
# endgame, not the starting position)
conf "$hall_mqtt" >"$T/annad.conf"
rm -rf "$T/state"
start --replay vi-board="$ANNA_FIXTURES/board/promotion-quiet.evemu" --speed 1
state_until '"drift":true'
has "the hall's state says the VI board differs" \
	'"drift":true,"drift_text":"The visually impaired player'"'"'s board does not show the game"' "$state"
has "the hall's state lists the board replayed as there" \
	'"devices":[{"role":"vi-board","present":true}]' "$state"
stop

# the VI player's colour follows the game, not annad.conf: anna train
# --side black (training, a person as the opponent) starts a new game in
# which he plays Black, and the hall says so
conf "$hall_mqtt" | sed 's/^\[daemon\]$/[engine]\nopponent = human\n[daemon]/' >"$T/annad.conf"
rm -rf "$T/state"
start
state=$(mosquitto_sub -p "$hall_mqtt" -t 'anna/club/12/state' -W 5 -C 1 2>&1)
has "the hall's state: the VI player has White (annad.conf)" '"vi":"white"' "$state"
check "anna train --side black" 0 "$(anna train --side black >/dev/null; echo $?)"
state_until '"vi":"black"'
has "the hall's state: after --side black he has Black" '"vi":"black"' "$state"
stop

# a configured keypad that is not plugged in is published as missing
conf "$hall_mqtt" | sed 's/^\[daemon\]$/[devices]\nvi-keypad = name:No Such Keypad\n[daemon]/' >"$T/annad.conf"
rm -rf "$T/state"
start
state=$(mosquitto_sub -p "$hall_mqtt" -t 'anna/club/12/state' -W 5 -C 1 2>&1)
has "the hall's state lists the missing keypad" \
	'"devices":[{"role":"vi-keypad","present":false}]' "$state"
stop

# no broker at all: the game is the same, the loss said once
conf "$(hall_free_port)" >"$T/annad.conf"
rm -rf "$T/state"
start --replay vi-board="$G/vi-board.evemu" --replay vi-keypad="$G/vi-keypad.evemu" \
	--replay sighted-keypad="$G/sighted-keypad.evemu" --fast
for _ in $(seq 200); do anna status | grep -q "^state: ended" && break; sleep 0.1; done
anna ctl pgn >"$T/game2.pgn"
check "without a broker the game is the same" \
	"$(grep -v -e '^\[' -e '^$' "$G/expected.pgn")" "$(grep -v -e '^\[' -e '^$' "$T/game2.pgn")"
# a window, not a condition: "said once" means not said again at the link's
# next attempts (every 0.5 s at first), which log nothing
sleep 1.5
check "an absent broker is said once" 1 "$(grep -c 'is lost' "$T/annad.err")"
stop
finish
