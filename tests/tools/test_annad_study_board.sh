#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_study_board.sh: a study guessed on the sensor
# board, through annad. The player's peg board is a recording
# (tests/fixtures/board/study-guess.evemu, replayed in real time): the
# start position, then his guess e2-e4 on the board, the study's 1...e5
# carried out, his guess Ng1-f3. annad opens the study with guess mode
# for White (anna train) before the first move; each guess made on the
# board is judged as the game's move, the game itself gets no move, and
# when the study is closed the board's corrections back to the game are
# said. Every wait is bounded.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_SOURCE_DIR:?}" "${ANNA_FIXTURES:?}"
T=$(mktemp -d)
S=$T/sock
trap annad_cleanup EXIT
annad_conf $'[engine]\nopponent = human' >"$T/annad.conf"
annad_start "$T/annad.conf" --replay vi-board="$ANNA_FIXTURES/board/study-guess.evemu"
await() { # the words (a fixed string) heard within 10 s
	for _ in $(seq 200); do grep -qF -- "$1" "$T/words" 2>/dev/null && return 0; sleep 0.05; done
	fail "not heard: $1"
	return 1
}
status() { "$ANNA_BIN" status --socket "$S" | grep "^$1: " | cut -d' ' -f2-; }
"$ANNA_BIN" train --study "$ANNA_SOURCE_DIR/data/study/opera.pgn" --guess white --socket "$S" \
	>/dev/null 2>>"$T/annad.err" || fail "anna train --study: $(cat "$T/annad.err")"
await "Your move: what would you play?"
# 3 s: e2-e4 on the board
await "Right: Eva two Eva four was the game's move."
await "1 ...: Eva seven Eva five"
# 5 s: 1...e5 carried out; 7 s: Ng1-f3 on the board
await "Right: Knight Gustav one Felix three was the game's move."
await "2 ...: David seven David six"
check "the study's moves are not the game's" 0 "$(status plies)"
"$ANNA_BIN" train --study off --socket "$S" >/dev/null || fail "anna train --study off"
await "The study is closed; back to your game."
# the board shows e4, e5 and f3; the game is at its start: what differs
# is said (the first four differences, as after any drift)
await "Felix three should be empty. Eva five should be empty. White knight missing on Gustav one. Black pawn missing on Eva seven"
check "the game still has no move" 0 "$(status plies)"
[ "$fails" -gt 0 ] && cat "$T/words" "$T/annad.err"
finish
