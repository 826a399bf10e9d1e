#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad.sh: annad end to end. A whole recorded game is
# replayed into annad (--replay, simulated time) and read back through the
# control socket: the PGN with every clock reading matches the hand-checked
# expected.pgn. Then arbiter commands change the game, malformed requests
# (from the client and raw bytes on the socket) are refused and change
# nothing, another user may read but not change, --check-config names the
# file and line, and anna journal verify finds tampering.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
T=$(mktemp -d)
chmod 755 "$T"
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
fails=0
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # succeeds, fail
G=$ANNA_FIXTURES/games/scholars-mate
S=$T/sock
cat > "$T/annad.conf" <<CONF
[game]
profile = en
time-control = 300+3
white = Anna
black = Bertil
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/transcript
[roles]
arbiter = $(id -u)
CONF
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
start() {
	"$ANNADBIN" --config "$T/annad.conf" "$@" 2>>"$T/annad.err" &
	pid=$!
	for _ in $(seq 100); do [ -S "$S" ] && "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && return 0; sleep 0.1; done
	echo "annad did not start"; cat "$T/annad.err"; exit 1
}
stop() { kill "$pid"; wait "$pid"; pid=; }

# --check-config, and annad's usage, in the en profile's words
succeeds "example config" "$ANNADBIN" --check-config --config "$ANNA_SOURCE_DIR/data/annad.conf.example"
out=$("$ANNADBIN" --check-config --config "$T/annad.conf")
succeeds "check-config says ok" test "$out" = "$T/annad.conf: ok, annad can start with this configuration"
out=$("$ANNADBIN" --help)
succeeds "annad --help" grep -qx "Usage:" <<<"$(head -n 1 <<<"$out")"
succeeds "annad --help usage" grep -q "^  annad \[--config FILE\]" <<<"$out"
out=$("$ANNADBIN" --bogus 2>&1 >/dev/null); rc=$?
succeeds "annad --bogus: exit 2" test $rc -eq 2
succeeds "annad --bogus: said, then the usage" test "$(sed -n 2p <<<"$out")" = "Usage:"
printf '[daemon]\ntranscript = %s/no/such/dir/t\nstate-dir = %s/s2\nsocket = %s/s2.sock\n' "$T" "$T" "$T" > "$T/t.conf"
"$ANNADBIN" --config "$T/t.conf" --no-audio 2>"$T/e" & tpid=$!
for _ in $(seq 50); do [ -s "$T/e" ] && break; sleep 0.1; done
kill "$tpid" 2>/dev/null; wait "$tpid" 2>/dev/null
succeeds "transcript that cannot be opened: said" \
	grep -q "^annad: Cannot open the transcript $T/no/such/dir/t (ENOENT)" "$T/e"
printf '[daemon]\nbrf-clocks = yes\n' > "$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1); rc=$?
succeeds "brf-clocks = yes: exit 2" test $rc -eq 2
succeeds "brf-clocks = yes: file, line and the values" grep -q "bad.conf line 2: brf-clocks = yes is not possible; the value can be one of on, off" <<<"$out"
printf '[game]\nedition = 2018\n' > "$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1); rc=$?
succeeds "bad config exits 2" test $rc -eq 2
succeeds "bad config names file, line and values" grep -q "bad.conf line 2: edition = 2018 is not possible; the value can be one of 2009, 2014, 2017" <<<"$out"

# a whole game replayed
start --replay vi-board=$G/vi-board.evemu --replay vi-keypad=$G/vi-keypad.evemu \
	--replay sighted-keypad=$G/sighted-keypad.evemu --fast
for _ in $(seq 200); do anna status | grep -q "^state: ended" && break; sleep 0.1; done
anna status > "$T/status"
succeeds "game ended" grep -qx "state: ended" "$T/status"
succeeds "7 plies" grep -qx "plies: 7" "$T/status"
succeeds "result" grep -qx "result: 1-0" "$T/status"
anna ctl pgn > "$T/game.pgn"
succeeds "movetext and clocks as expected.pgn" diff <(grep -v -e '^\[' -e '^$' "$G/expected.pgn") <(grep -v -e '^\[' -e '^$' "$T/game.pgn")
succeeds "names in the PGN" grep -qx '\[White "Anna"\]' "$T/game.pgn"
succeeds "scoresheet" test "$(anna scoresheet | tail -1)" = "4. Qxf7#"
if ! "$ANNA_BIN" scoresheet --brf - --pgn "$T/game.pgn" 2>&1 | grep -q "without liblouis"; then
	anna scoresheet --brf "$T/game.brf" --profile en
	succeeds "BRF scoresheet of annad's game, as of its PGN" \
		cmp "$T/game.brf" <("$ANNA_BIN" scoresheet --brf - --pgn "$T/game.pgn" --profile en)
	succeeds "BRF has the mate" grep -q "^#D4 .*,QXF#G" "$T/game.brf"
	# the ended game's files in the state directory (daemon/sheets.c)
	succeeds "ended game: the player's BRF written" cmp "$T/game.brf" "$T/state/game.brf"
	succeeds "ended game: the BRF said in the log" \
		grep -qx "annad: the player's braille scoresheet is in $T/state/game.brf" "$T/annad.err"
fi # else a cross build without liblouis
# (the socket's reply has no blank lines; the file is PGN's export form)
succeeds "ended game: its PGN written" diff "$T/game.pgn" <(grep -v '^$' "$T/state/game.pgn")
succeeds "ended game: a blank line after the tags" test "$(sed -n 9p "$T/state/game.pgn")" = ""
succeeds "ended game: the PGN said in the log" \
	grep -qx "annad: the ended game is in $T/state/game.pgn" "$T/annad.err"
succeeds "ended game: no temporary file left" test "$(ls -A "$T/state" | grep -c '^\.')" = 0
# the arbiter changes the result: written again; a file that cannot be
# written is said to him and in the log, and the other is still written
rm "$T/state/game.pgn"
mkdir -p "$T/state/game.pgn/x"
succeeds "arbiter's result" anna result 1/2-1/2 >/dev/null
for _ in $(seq 40); do grep -q "Cannot write $T/state/game.pgn" "$T/annad.err" && break; sleep 0.05; done
succeeds "ended game: an unwritable PGN said in the log" \
	grep -qx "annad: Cannot write $T/state/game.pgn (EISDIR); the game is safe in the journal: anna ctl pgn and anna scoresheet --brf give it" "$T/annad.err"
eventually "ended game: an unwritable PGN said to the arbiter" grep -q " arbiter Cannot write $T/state/game.pgn (EISDIR)" "$T/transcript"
rm -r "$T/state/game.pgn"
succeeds "arbiter's result again" anna result 1-0 >/dev/null
for _ in $(seq 40); do [ -f "$T/state/game.pgn" ] && break; sleep 0.05; done
succeeds "ended game: written again with the new result" grep -qx '\[Result "1-0"\]' "$T/state/game.pgn"
succeeds "transcript has the mate" grep -q " vi White wins by checkmate" "$T/transcript"

# malformed requests change nothing
before=$(anna status | grep -v -e ^loop-wakeups -e ^clock-offset-ms)
anna ctl stauts 2>"$T/e"; rc=$?
succeeds "unknown command: exit 2" test $rc -eq 2
succeeds "unknown command: said" grep -q "There is no command stauts" "$T/e"
succeeds "unknown command: the command first" grep -q "^anna ctl: " "$T/e"
anna ctl 2>"$T/e"; rc=$?
succeeds "no request: exit 2" test $rc -eq 2
succeeds "no request: said" grep -q "^anna ctl: No request given" "$T/e"
anna pause --reason 2>"$T/e"; rc=$?
succeeds "option without value: exit 2" test $rc -eq 2
succeeds "option without value: said" grep -q "^anna pause: --reason needs a value" "$T/e"
anna newgame --colour white 2>"$T/e"; rc=$?
succeeds "unknown field: exit 2" test $rc -eq 2
anna adjust --side green --add 5 2>"$T/e"; rc=$?
succeeds "bad side: exit 2" test $rc -eq 2
if command -v python3 >/dev/null; then
	python3 - "$S" > "$T/raw" <<'PY'
import socket, sys
s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])
s.sendall(b'\x00\xff garbage\n{"cmd":"newgame"}\n' + b'a' * 5000 + b'\n')
s.shutdown(socket.SHUT_WR)
data = b''
while True:
    chunk = s.recv(4096)
    if not chunk: break
    data += chunk
sys.stdout.write(data.decode('utf-8', 'replace'))
PY
	succeeds "raw garbage refused" test "$(grep -c '^error control.request' "$T/raw")" -ge 2
fi
succeeds "nothing changed" test "$before" = "$(anna status | grep -v -e ^loop-wakeups -e ^clock-offset-ms)"
# a well-formed command the session refuses: its refusal, exit 1 (it is
# journaled, as the session decided it)
anna resume 2>"$T/e"; rc=$?
succeeds "resume when ended: exit 1" test $rc -eq 1
succeeds "resume when ended: said" grep -q "resume is not possible now: the game is over" "$T/e"

# another user reads but may not change the game
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$ANNA_BIN" "$@" --socket "$S"; }
	succeeds "nobody reads" as_nobody status >/dev/null
	as_nobody newgame 2>"$T/e"; rc=$?
	succeeds "nobody may not change: exit 1" test $rc -eq 1
	succeeds "permission denied said" grep -q "Permission denied: newgame" "$T/e"
fi

# the arbiter starts a new game and pauses and adjusts its clock
succeeds "newgame" anna newgame >/dev/null
anna ctl start >/dev/null 2>&1
anna status | grep -q "^state: vi_to_move" || { echo "FAIL: new game started"; fails=$((fails + 1)); }
succeeds "pause" anna pause --reason disturbance >/dev/null
succeeds "paused" grep -qx "state: paused" <(anna status)
succeeds "adjust" anna adjust --side black --set 600000 --reason disturbance >/dev/null
succeeds "black has 10 minutes" grep -qx "black: 0:10:00" <(anna times)
eventually "the player hears whose clock was set, and to what" \
	grep -q " vi Opponent: the arbiter has set the clock to ten minutes$" "$T/transcript"
succeeds "resume" anna resume >/dev/null

# the switches (ARB-3, CLK-16) in training: every help is in force; a
# change is refused in words (exit 1), a bad request exits 2 (the
# arbiter's switches in competition: tests/tools/test_decisions.sh)
all_on=$(printf '%s\n' "check-words: on" "clock-warnings: on" "square-queries: on" \
	"announcing-assistant: on")
succeeds "switches in training: all on" test "$(anna switches)" = "$all_on"
anna switches --check-words off 2>"$T/e"; rc=$?
succeeds "switch in training: refused, exit 1" test $rc -eq 1
succeeds "switch in training: said why" grep -qF "switches: In training every help is on" "$T/e"
anna switches --clock-warnings yes 2>"$T/e"; rc=$?
succeeds "bad switch value: exit 2" test $rc -eq 2
succeeds "bad switch value: said with the values" grep -qF 'switches: --clock-warnings cannot be "yes"; write one of on, off' "$T/e"
anna switches --check-words off --bogus on 2>"$T/e"; rc=$?
succeeds "unknown switch: exit 2" test $rc -eq 2
succeeds "unknown switch: nothing changed" test "$(anna switches)" = "$all_on"

# the sighted player's scoresheet copied in, entry by entry
succeeds "sheet entry read" test "$(anna sheet e4)" = "Move 1, White: e4 is read and entered"
anna sheet --move 3 e5 2>"$T/e"; rc=$?
succeeds "sheet: wrong move number refused" test $rc -eq 1
succeeds "sheet: wrong move number said" grep -q "The next entry of the scoresheet is move 1, not 3" "$T/e"
anna sheet --letters klingon e5 2>"$T/e"; rc=$?
succeeds "sheet: bad letters exit 2" test $rc -eq 2
anna sheet --move x e5 2>"$T/e"; rc=$?
succeeds "sheet: bad move number exit 2" test $rc -eq 2
anna ctl sheet 2>"$T/e"; rc=$?
succeeds "sheet: no text exit 2" test $rc -eq 2
succeeds "sheet: malformed ones entered nothing" grep -qx "sighted-entries: 1" <(anna ctl agreement)
out=$(anna sheet --move 1 Xz9)
succeeds "sheet: unreadable entry flagged" grep -q "^Move 1, Black: Xz9 cannot be read as a move" <<<"$out"
out=$(anna sheet --letters de Sf3)
succeeds "sheet: after a flagged entry unread" grep -q "^Move 2, White: Sf3 stays unread" <<<"$out"
succeeds "agreement: anyone's report" test "$(anna ctl agreement)" = "$(printf '%s\n' \
	"vi-entries: 0" "sighted-entries: 3" "agree-plies: 0")"

# the arbiter's reconciliation: the verdict in words and its proposal
anna ctl reconcile > "$T/rec"; rc=$?
succeeds "reconcile: ok" test $rc -eq 0
succeeds "reconcile: the proposal's id" grep -qx "Proposal 1: anna confirm 1 applies it, anna override 1 leaves the game as it is" "$T/rec"
succeeds "reconcile: the verdict" grep -q "^The scoresheets" "$T/rec"
succeeds "reconcile: play held" grep -q "^clock: paused" <(anna times)
succeeds "override" anna override 1 >/dev/null
succeeds "override: the game as it was" grep -qx "plies: 0" <(anna status)

# a recovery
stop
start
succeeds "recovered sheet" grep -qx "sighted-entries: 3" <(anna ctl agreement)
stop

# the journal: intact, then tampered
J=$T/state/journal
succeeds "journal verifies" "$ANNA_BIN" journal verify "$J" >/dev/null
"$ANNA_BIN" journal show --profile en "$J" > "$T/show"
succeeds "journal show: the header first" grep -qE '^0\. 0\.000 s \([0-9-]+ [0-9:]+ UTC\): the journal begins, format 2, devices: vi-board vi-keypad sighted-keypad$' \
	<(head -n 1 "$T/show")
succeeds "journal show: a line a record, then the verdict" test \
	"$(grep -c '^[0-9]*\. [0-9]*\.[0-9]* s (' "$T/show")" = "$(sed -n 's/^.*: \([0-9]*\) records, the chain is intact.*$/\1/p' "$T/show")"
succeeds "journal show: keys decoded" grep -qE '^[0-9]+\. .*: vi-keypad: key KEY_KPENTER pressed$' "$T/show"
succeeds "journal show: the switches decoded" grep -qE '^[0-9]+\. .*: the arbiter sets the switches: check-words=off ' "$T/show"
succeeds "journal show: every record read" test "$(grep -c 'cannot be read' "$T/show")" = 0
succeeds "journal show in German" grep -qE '^0\. 0\.000 s \(.* UTC\): das Journal beginnt, Format 2, Geräte: ' \
	<<<"$(ANNA_PROFILE=fide-de "$ANNA_BIN" journal show "$J")"
"$ANNA_BIN" journal check "$J" 2>"$T/e"; rc=$?
succeeds "journal: unknown action exit 2" test $rc -eq 2
succeeds "journal: unknown action said" grep -q '^anna journal: "check" is not a command' "$T/e"
cp "$J" "$T/j2"
printf 'X' | dd of="$T/j2" bs=1 seek=200 conv=notrunc 2>/dev/null
"$ANNA_BIN" journal verify "$T/j2" 2>"$T/e"; rc=$?
succeeds "tampered journal: exit 1" test $rc -eq 1
succeeds "tampered journal: said" grep -q "does not match the chain" "$T/e"
head -c -7 "$J" > "$T/j3"
"$ANNA_BIN" journal verify "$T/j3" >/dev/null 2>"$T/e"; rc=$?
succeeds "torn journal: exit 0" test $rc -eq 0
succeeds "torn journal: said" grep -q "was cut short" "$T/e"

# a tampered journal at start: kept aside, the good records recovered
cp "$T/j2" "$J"
start
succeeds "damaged journal kept" ls "$T/state/journal.damaged-"* >/dev/null
succeeds "damage reported" grep -q "does not match the chain" "$T/annad.err"
succeeds "recovered journal verifies" "$ANNA_BIN" journal verify "$J" >/dev/null
stop
exit $((fails > 0))
