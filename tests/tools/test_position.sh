#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_position.sh: `anna position`: the status of a position
# for the arbiter, in the profile's words and as JSON: side to move, legal
# moves, check/mate/stalemate, dead position, repetitions, the move
# counts, and each side's CLK-9 answer (a mating line that replays, or the
# reason); bad FENs and moves are refused with the reason.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}

out=$("$anna" position startpos); rc=$?
check "start exit" 0 "$rc"
has "start side" "Side to move: White." "$out"
has "start moves" "Legal moves (20): a3 b3" "$out"
has "start not dead" "Not a dead position." "$out"
has "start white mates" "White can still checkmate, for example:" "$out"

# K+B v K+R: the bishop's side can never mate, the rook's side can
out=$("$anna" position "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1")
has "check" "White is in check." "$out"
has "bishop cannot" "White cannot checkmate: the material is not enough for any checkmate." "$out"
has "rook can" "Black can still checkmate, for example:" "$out"

# a locked pawn wall, in German
out=$("$anna" position --profile fide-de "8/1k6/8/1p1p1p1p/1P1P1P1P/8/8/6K1 w - - 0 1")
has "dead in German" "Tote Stellung" "$out"
has "blocked in German" "die Stellung ist für immer blockiert" "$out"

# checkmate and stalemate
out=$("$anna" position "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
has "mated" "Black is checkmated." "$out"
has "mate done" "White has checkmated." "$out"
out=$("$anna" position "7k/8/6QK/8/8/8/8/8 b - - 0 1")
has "stalemated" "Black is stalemated." "$out"

# repetitions and the counts after moves, and the claim
out=$("$anna" position --moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" startpos)
has "third occurrence" "Times this position has occurred: 3." "$out"
has "threefold claim" "can claim a draw by repetition" "$out"
has "count" "Moves without a capture or a pawn move: 4 (8 half-moves)." "$out"

# JSON: the YES line replays with anna notation's reader (legal, UCI)
json=$("$anna" position --json "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1")
check "json parses" "black yes white no material" "$(python3 -c '
import json,sys
d=json.load(sys.stdin); c=d["can_mate"]
print("black", c["black"]["answer"], "white", c["white"]["answer"], c["white"]["reason"])' <<<"$json")"
line=$(python3 -c 'import json,sys; print(" ".join(json.load(sys.stdin)["can_mate"]["black"]["line"]))' <<<"$json")
out=$("$anna" position --json --moves "$line" "8/8/8/4k3/8/8/8/2B1K2r w - - 0 1")
check "line ends in mate" "True True" "$(python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["checkmate"], d["side_to_move"]=="white")' <<<"$out")"

# budget 0: only the material and locked tests, so unknown
out=$("$anna" position --budget 0 startpos)
has "unknown" "White: not known whether a checkmate is possible" "$out"

# bad input
err=$("$anna" position "8/8/8 w - - 0 1" 2>&1); check "bad fen exit" 2 $?
has "bad fen said" "FEN" "$err"
err=$("$anna" position --moves "e4 Ke3" startpos 2>&1); check "illegal move exit" 2 $?
has "illegal move said" "Ke3" "$err"
"$anna" position >/dev/null 2>&1; check "no fen" 2 $?
err=$("$anna" position 2>&1); has "no fen said" "No position given" "$err"
"$anna" position --budget -1 startpos >/dev/null 2>&1; check "bad budget" 2 $?
"$anna" position --budget 100000001 startpos >/dev/null 2>&1; check "budget over the most" 2 $?

# bishops boxing a king in: the depth-first search finds the mate only
# with budget beyond the best-first search's memory (200000 positions)
boxed="8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1"
ans() { python3 -c 'import json,sys; print(json.load(sys.stdin)["can_mate"]["white"]["answer"])'; }
check "boxed at 200000" unknown "$("$anna" position --json --budget 200000 "$boxed" | ans)"
check "boxed by default" yes "$("$anna" position --json "$boxed" | ans)"

finish
