#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_words.sh: what annad says by itself, heard in its
# transcript: "anna is ready" when it starts; after a crash (SIGKILL) and a
# restart, where the game stands, that the clock is paused because the game
# was recovered (no arbiter paused it) and how to resume it. A
# configuration error is printed and said through the default sound output
# (an ALSA file sink) before annad exits 2; without a sound card the text
# is still printed. anna move out of turn or illegal says why in words.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
T=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
fails=0
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # succeeds, fail
S=$T/sock
cat > "$T/annad.conf" <<CONF
[game]
profile = en
policy = training
time-control = 300+3
[engine]
# the opponent is a person here (anna move); the engine has its own test
opponent = human
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/words
[roles]
arbiter = $(id -u)
CONF
# annad's terminal, the player's keypad (the default): a FIFO nobody
# types into (with /dev/null annad has no terminal, and is not ready)
mkfifo "$T/tty"
exec 8<>"$T/tty"
start() {
	"$ANNADBIN" --config "$T/annad.conf" <&8 2>>"$T/err" >/dev/null &
	pid=$!
	for _ in $(seq 100); do "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && return 0; sleep 0.05; done
	echo "annad did not start"; cat "$T/err"; exit 1
}
start
for _ in $(seq 100); do grep -q "anna is ready" "$T/words" 2>/dev/null && break; sleep 0.05; done
succeeds "ready said to the player" grep -q " vi anna is ready$" "$T/words"
kill -9 "$pid"; wait "$pid" 2>/dev/null; pid=
: > "$T/words"
start
for _ in $(seq 100); do grep -q "Resume the clock" "$T/words" 2>/dev/null && break; sleep 0.05; done
kill "$pid"; wait "$pid" 2>/dev/null; pid=
succeeds "recovery said" grep -q " vi The game is recovered after 0 half-moves. White is to move." "$T/words"
succeeds "paused because recovered" grep -q "The clock is paused because the game was recovered" "$T/words"
succeeds "no arbiter paused it" test "$(grep -c "arbiter has paused" "$T/words")" = 0
succeeds "how to resume (training)" grep -q " vi Resume the clock with anna resume, or on the keypad: the command key, slash, then 5.$" "$T/words"
succeeds "ready before the recovery" test "$(grep -n "" "$T/words" | grep -m1 -e "anna is ready" -e "recovered" | grep -c "ready")" = 1
[ $fails -gt 0 ] && cat "$T/words" "$T/err"

# anna move: out of turn and illegal, said in words (no state names, no
# "the field move cannot be")
rm -rf "$T/state"
sed -i 's/^policy = training$/policy = training\nvi-side = black/' "$T/annad.conf"
start
"$ANNA_BIN" move 5755 --socket "$S" >/dev/null 2>"$T/e"
succeeds "illegal move: why" grep -q "5755 is not a legal move in this position" "$T/e"
"$ANNA_BIN" move 5254 --socket "$S" >/dev/null 2>&1
succeeds "move made" grep -qx "plies: 1" <("$ANNA_BIN" status --socket "$S")
"$ANNA_BIN" move 5254 --socket "$S" >/dev/null 2>"$T/e"
succeeds "out of turn: in words" grep -q "move is not possible now: it is the visually impaired player's move" "$T/e"
kill "$pid"; wait "$pid" 2>/dev/null; pid=

# competition: the arbiter starts the game with anna start; --socket may
# come before the command
rm -rf "$T/state"
sed -i 's/^policy = training$/policy = competition/' "$T/annad.conf"
start
succeeds "competition: waits" grep -qx "state: setup" <("$ANNA_BIN" --socket "$S" status)
"$ANNA_BIN" move 5254 --socket "$S" >/dev/null 2>"$T/e"
succeeds "not started: in words" grep -q "the game has not started; the arbiter starts it with anna start" "$T/e"
succeeds "anna start" "$ANNA_BIN" start --socket "$S" >/dev/null
succeeds "started" grep -qx "state: sighted_to_move" <("$ANNA_BIN" --socket "$S" status)
kill "$pid"; wait "$pid" 2>/dev/null; pid=

# the terminal as the keypad: its help names the terminal's own keys
rm -rf "$T/state"; : > "$T/words"
sed -i 's/^policy = competition$/policy = training/' "$T/annad.conf"
mkfifo "$T/keys"
"$ANNADBIN" --config "$T/annad.conf" <"$T/keys" 2>>"$T/err" >/dev/null &
pid=$!
exec 9>"$T/keys" # annad's terminal: the keys typed below
# type once annad is ready (it says so), not after a fixed time
for _ in $(seq 200); do grep -q " vi anna is ready$" "$T/words" 2>/dev/null && break; sleep 0.05; done
printf '//' >&9
for _ in $(seq 200); do grep -q "slash twice gives this help" "$T/words" 2>/dev/null && break; sleep 0.05; done
exec 9>&-
kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; pid=
succeeds "terminal help said" grep -q " vi Keypad help" "$T/words"
succeeds "terminal help: its delete keys" grep -q " vi Backspace, dot or comma: delete" "$T/words"
succeeds "terminal help: no Tab or equals" test "$(grep -ci -e "tab" -e "equals" "$T/words")" = 0

# a configuration error: printed, then said in the configured profile
printf '[game]\nprofile = en\nedition = 2018\n' > "$T/bad.conf"
ALSA_CONFIG_PATH=$ANNA_FIXTURES/alsa/file-sink.conf AUDIO_CAPTURE_FILE=$T/said.wav \
	timeout 60 "$ANNADBIN" --config "$T/bad.conf" 2>"$T/e" >/dev/null; rc=$?
succeeds "bad config: exit 2" test $rc -eq 2
succeeds "bad config: printed" grep -q "bad.conf line 3: edition = 2018 is not possible; the value can be one of 2009, 2014, 2017" "$T/e"
succeeds "bad config: said (over a second of sound)" test "$(stat -c %s "$T/said.wav" 2>/dev/null || echo 0)" -gt 44100
# no sound card: the text is all there is, at once
ALSA_CONFIG_PATH=$ANNA_FIXTURES/alsa/no-card.conf \
	timeout 60 "$ANNADBIN" --config "$T/bad.conf" 2>"$T/e" >/dev/null; rc=$?
succeeds "no card: exit 2" test $rc -eq 2
succeeds "no card: printed" grep -q "bad.conf line 3: edition = 2018 is not possible; the value can be one of 2009, 2014, 2017" "$T/e"
# --check-config is read at a terminal: printed only
rm -f "$T/said.wav"
ALSA_CONFIG_PATH=$ANNA_FIXTURES/alsa/file-sink.conf AUDIO_CAPTURE_FILE=$T/said.wav \
	"$ANNADBIN" --check-config --config "$T/bad.conf" 2>/dev/null >/dev/null
succeeds "check-config: not said" test ! -s "$T/said.wav"
exit $((fails > 0))
