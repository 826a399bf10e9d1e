#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_board.sh: `anna board` plays the board recordings of
# tests/fixtures/board through decode, debounce and inference and says
# what anna would say; exit 0 for a concluded move, 1 when something is
# missing, 2 for bad input.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
dir=${ANNA_FIXTURES:?}/board
fen() { sed -n 's/^# fen: //p' "$dir/$1.evemu"; }
run() { # name, options...: sets out and rc
	local name=$1
	shift
	out=$("$anna" board --fen "$(fen "$name")" "$@" "$dir/$name.evemu" 2>&1)
	rc=$?
}
# what anna says: the cmd.board.say line, in en ("say: ") or fide-de
said() { sed -n 's/^\(say\|Ansage\): //p' <<<"$out"; }

run capture-captured-first
check "capture exit" 0 "$rc"
check "capture words" "Läufer Bella fünf schlägt Cesar sechs" "$(said)"
check "capture evidence" "5000.800 gehoben c6 n Berührung=enemy_capturable" "$(head -n 1 <<<"$out")"
check "capture state" "Zustand: done" "$(grep '^Zustand' <<<"$out")"

run castle-short-white-rook-first --profile en
check "castling exit" 0 "$rc"
check "castling evidence" "5000.800 lift h1 R touch=own_movable" "$(head -n 1 <<<"$out")"
check "castling state" "state: done" "$(grep '^state' <<<"$out")"
check "castling words" "Short castling" "$(said)"

run promotion-quiet --profile en
check "promotion without piece exit" 1 "$rc"
check "promotion question" "Promotion on Cesar eight: which piece? 1 queen, 2 rook, 3 bishop, 4 knight, then Enter" "$(said)"
run promotion-quiet --profile en --piece 4
check "promotion with piece exit" 0 "$rc"
check "promotion words" "Cesar seven Cesar eight promotes to knight" "$(said)"

run illegal-knight
check "illegal competition exit" 0 "$rc"
check "illegal competition words" "Springer Gustav eins Gustav drei" "$(said)"
run illegal-knight --policy training
check "illegal training words" "Regelwidriger Zug: Springer Gustav eins Gustav drei. So zieht diese Figur nicht." "$(said)"

run execute-wrong --expect e7e5
check "wrong execution exit" 1 "$rc"
# (his own step undone first: the pawn back into its empty hole)
check "wrong execution words" "Das ist nicht der angesagte Zug Eva sieben Eva fünf. Bauer David fünf zurück auf David sieben. Bauer Eva sieben nach Eva fünf" "$(said)"

run lift-put-back
check "put back exit" 1 "$rc"
check "put back words" "Das Brett stimmt" "$(said)"

run knocked-over-peg --profile en
check "knocked peg exit" 0 "$rc"
check "knocked peg words" "Knight Gustav one Felix three" "$(said)"

# Bad input: exit 2 and a message.
run truncated
check "truncated exit" 2 "$rc"
run illegal-knight --expect e2e5
check "bad --expect exit" 2 "$rc"
"$anna" board --window x "$dir/lift-put-back.evemu" >/dev/null 2>&1
check "bad window exit" 2 "$?"
"$anna" board --piece 7 "$dir/lift-put-back.evemu" >/dev/null 2>&1
check "bad piece exit" 2 "$?"
"$anna" board >/dev/null 2>&1
check "no recording exit" 2 "$?"
"$anna" board --map "$dir/maps/missing.map" "$dir/lift-put-back.evemu" >/dev/null 2>&1
check "bad map exit" 2 "$?"
finish
