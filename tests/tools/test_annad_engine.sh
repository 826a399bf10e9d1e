#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_engine.sh: annad against the fake UCI engine
# (tests/daemon/fake_uci.c), the player on the terminal keypad (a FIFO),
# what he hears read from the transcript. The engine's move is announced
# and recorded; a crash, a hang, garbage and an illegal answer are said
# and the engine restarted with the position, the move still coming; after
# the restarts the game goes on between two people (anna move); a missing
# engine is said. The helps (hint, evaluation, threat, take back), the
# review after a resignation (stepped with Enter) and the study with guess
# mode from the keys. In competition no engine is started and every help
# is refused in the policy's words, in all six profiles. Every wait is
# bounded.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${FAKE_UCI:?}" "${ANNA_SOURCE_DIR:?}"
T=$(mktemp -d)
pid=
cleanup() { exec 3>&- 2>/dev/null; [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
export FAKE_UCI_STATE=$T/fake.state FAKE_UCI_LOG=$T/fake.log

conf() { # policy, profile, then more [engine] lines
	local policy=$1 profile=$2; shift 2
	cat > "$T/annad.conf" <<CONF
[game]
profile = $profile
policy = $policy
time-control = 300+3
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
[roles]
arbiter = $(id -u)
[engine]
path = $FAKE_UCI
level = depth 1
CONF
	for l in "$@"; do echo "$l" >> "$T/annad.conf"; done
}
start() { # FAKE_UCI_SCRIPT
	rm -rf "$T/state" "$T/words" "$T/keys" "$T/fake.state" "$T/fake.log"
	export FAKE_UCI_SCRIPT=$1
	mkfifo "$T/keys"
	"$ANNADBIN" --config "$T/annad.conf" <"$T/keys" >/dev/null 2>>"$T/err" &
	pid=$!
	exec 3>"$T/keys"
	for _ in $(seq 100); do "$ANNA_BIN" status --socket "$T/sock" >/dev/null 2>&1 && return 0; sleep 0.05; done
	fail "annad did not start: $(cat "$T/err")"
}
stop() { exec 3>&-; kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; pid=; }
keys() { printf '%s' "$1" >&3; }
await() { # the words (a fixed string) heard within 10 s
	for _ in $(seq 200); do grep -qF -- "$1" "$T/words" 2>/dev/null && return 0; sleep 0.05; done
	fail "not heard: $1"
	return 1
}
status() { "$ANNA_BIN" status --socket "$T/sock" | grep "^$1: " | cut -d' ' -f2-; }

# --- a move each, then the helps ---------------------------------------------
conf training en
start ""
keys $'5254\n\n'
await "The chess engine plays Black, level depth 1. You play White."
await " vi Anna seven Anna six"
check "engine's move recorded" 2 "$(status plies)"
# annad's threads ask for a short time slice, its engine does not keep it
# (daemon/sched.h): where the kernel takes the request (6.12 and later,
# and annad not under an emulator), both are seen in /proc
slice() { awk '/^se.slice/ {print $3}' "/proc/$1/sched" 2>/dev/null; }
engine_pid=$(pgrep -P "$pid" | head -n 1)
if [ -r "/proc/$pid/sched" ] && [ -n "$engine_pid" ] &&
	[ "$(printf '6.12\n%s\n' "$(uname -r)" | sort -V | head -n 1)" = 6.12 ] &&
	[ "${ANNADBIN#*/emulated/}" = "$ANNADBIN" ]; then
	for t in /proc/$pid/task/*; do check "annad's thread $(basename "$t"): its slice" 300000 "$(slice "$pid/task/$(basename "$t")")"; done
	[ "$(slice "$engine_pid")" != 300000 ] || fail "the engine kept annad's short slice"
fi
check "opponent" engine "$(status opponent)"
has "the position sent" "position startpos moves e2e4" "$(cat "$T/fake.log")"
keys '/1'
await "Hint: "
keys '/3'
await "The position is about equal."
keys '/6'
await "Your opponent threatens "
keys '/4'
await "Taken back: 2 half moves. Set up your board as it was."
check "taken back" 0 "$(status plies)"
keys '/4'
await "There is no move of yours to take back."
stop

# --- hint = piece: the piece first, then the move -------------------------------
conf training en "hint = piece"
start ""
keys $'5254\n\n'
await " vi Anna seven Anna six"
keys '/1'
await "Hint: move "
keys '/1'
# the second hint (the first matches await already)
for _ in $(seq 200); do [ "$(grep -c " vi Hint: " "$T/words")" -ge 2 ] && break; sleep 0.05; done
check "piece first, then the move" 2 "$(grep -c " vi Hint: " "$T/words")"
grep -q " vi Hint: move [A-Za-z]* [A-Z][a-z]* [a-z]*$" "$T/words" || fail "the piece hint: $(grep Hint "$T/words")"
stop

# --- the engine fails: said, restarted with the position -----------------------
for case in "1:crash|The chess engine stopped. It is started again with the position." \
	"1:hang|The chess engine did not answer in time. It is started again with the position." \
	"1:garbage|The chess engine gave a wrong answer: the chess engine wrote a line anna cannot read (column 1). It is started again with the position." \
	"1:illegal|The chess engine gave a wrong answer: the chess engine answered a1a1, which is not a legal move here. It is started again with the position."; do
	conf training en "timeout = 1"
	start "${case%%|*}"
	keys $'5254\n\n'
	await "${case#*|}"
	await " vi Anna seven Anna six"
	check "${case%%|*}: the move came after the restart" 2 "$(status plies)"
	check "${case%%|*}: restarted with the position" 2 "$(grep -c " position startpos moves e2e4$" "$T/fake.log")"
	stop
done

# --- given up: two people from then on ---------------------------------------------
conf training en
start "1:crash,2:crash,3:crash,4:crash"
keys $'5254\n\n'
await "The chess engine cannot be used. The game goes on between two people"
check "opponent after giving up" human "$(status opponent)"
"$ANNA_BIN" move 5755 --socket "$T/sock" >/dev/null || fail "anna move after giving up"
check "the person's move" 2 "$(status plies)"
keys '/1'
await "There is no chess engine for that."
stop
conf training en
sed -i "s|^path = .*|path = /nonexistent/engine|" "$T/annad.conf"
start ""
await "The chess engine /nonexistent/engine cannot be started (ENOENT)."
await "The chess engine cannot be used."
check "missing engine: human" human "$(status opponent)"
stop

# --- the colour chosen with anna train: a new game, the engine White --------------------
conf training en
start ""
await "The chess engine plays Black"
"$ANNA_BIN" train --side black --socket "$T/sock" >/dev/null || fail "anna train --side black"
await "The chess engine plays White, level depth 1. You play Black."
for _ in $(seq 100); do [ "$(status plies)" = 1 ] && break; sleep 0.05; done
check "the engine opened as White" 1 "$(status plies)"
check "then the player, Black, to move" black "$(status to-move)"
out=$("$ANNA_BIN" train --side white --socket "$T/sock" 2>&1) && fail "--side accepted during a game"
has "--side refused during a game" "train is not possible now" "$out"
out=$("$ANNA_BIN" train --side green --socket "$T/sock" 2>&1) && fail "--side green accepted"
# the field named with its value (the words once read an argument that
# was never passed: on arm64 annad died of it)
has "--side green refused" 'train: --side cannot be "green"' "$out"
out=$("$ANNA_BIN" train --level nonsense --socket "$T/sock" 2>&1) && fail "--level nonsense accepted"
has "--level nonsense refused" 'train: --level cannot be "nonsense"' "$out"
check "annad still answers" black "$(status to-move)"
stop

# --- the review after the game --------------------------------------------------------
conf training en
start ""
keys $'5254\n\n'
await " vi Anna seven Anna six"
keys $'/99\n'
await "The review of your game."
await "No big mistakes in this game."
keys $'\n'
await "End of the review."
grep -q '1. e4 {\[%eval ' "$T/state/review.pgn" || fail "review.pgn: $(cat "$T/state/review.pgn" 2>&1)"
stop

# --- the study, guessing White's moves -------------------------------------------------
conf training en "opponent = human"
start ""
"$ANNA_BIN" train --study "$ANNA_SOURCE_DIR/data/study/opera.pgn" --guess white --socket "$T/sock" >/dev/null ||
	fail "anna train --study"
await "Paul Morphy against Duke Karl of Brunswick and Count Isouard, 33 half moves."
await "Your move: what would you play?"
keys $'5254\n'
await "Right: Eva two Eva four was the game's move."
await "1 ...: Eva seven Eva five"
keys $'2133\n'
await "You played Knight Bella one Cesar three; the game went Knight Gustav one Felix three."
await "Your move was worse by about"
await "2 ...: David seven David six"
: > "$T/words"
keys $'\n'
await "Your move: what would you play?"
keys '.'
await "2: Knight Gustav one Felix three"
keys $'\n'
await "2 ...: David seven David six"
check "study: no game moves played" 0 "$(status plies)"
# closed: back to the game, whose clock the player resumes; Enter is a
# clock press again and a typed move the game's
"$ANNA_BIN" train --study off --socket "$T/sock" >/dev/null || fail "anna train --study off"
await "The study is closed; back to your game."
out=$("$ANNA_BIN" train --study off --socket "$T/sock" 2>&1) && fail "a second --study off accepted"
has "no study to close" "No study is open." "$out"
keys '/5'
for _ in $(seq 100); do [ "$(status state)" = vi_to_move ] && break; sleep 0.05; done
keys $'5254\n\n'
for _ in $(seq 100); do [ "$(status plies)" = 1 ] && break; sleep 0.05; done
check "after the study: the game's move" 1 "$(status plies)"
stop

# --- competition: no engine, every help refused, in every profile -----------------------
for p in fide-de da da-de sv nb en; do
	conf competition "$p"
	start ""
	refusal=$(grep '^keypad.reject.policy = ' "$ANNA_SOURCE_DIR/data/profiles/$p.profile" | cut -d' ' -f3-)
	[ -z "$refusal" ] && refusal=$(grep '^keypad.reject.policy = ' "$ANNA_SOURCE_DIR/data/profiles/da.profile" | cut -d' ' -f3-)
	for d in 1 3 4 6; do
		: > "$T/words"
		keys "/$d"
		for _ in $(seq 100); do grep -qi -- "$refusal" "$T/words" && break; sleep 0.05; done
		grep -qi -- "$refusal" "$T/words" || fail "$p: command $d not refused: $(cat "$T/words")"
		keys "-" # the menu stays open after a refusal: closed
	done
	out=$("$ANNA_BIN" train --level club --socket "$T/sock" 2>&1) && fail "$p: anna train accepted in competition"
	has "$p: anna train refused in the policy's words" "Not in competition: the Laws allow no engine, hints or evaluations there." "$out"
	check "$p: no engine in competition" "" "$(cat "$T/fake.log" 2>/dev/null)"
	check "$p: opponent" human "$(status opponent)"
	stop
done
[ $fails -gt 0 ] && tail -n 40 "$T/words" "$T/err"
finish
