#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_review.sh: anna review FILE.pgn. With the fake engine
# (deterministic, material only) nothing is lost and every move gets its
# [%eval]; with Debian's Stockfish the scholar's mate is reviewed: Black's
# 3...Nf6 is said as a mistake with the better move, in en and fide-de,
# marked $4 with [%eval #1] in the PGN, which pgn-extract accepts. Bad
# arguments and a missing engine are said in words.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${FAKE_UCI:?}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat > "$T/g.pgn" <<'PGN'
[Event "t"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
PGN

out=$("$ANNA_BIN" review --engine "$FAKE_UCI" --depth 1 "$T/g.pgn" 2>&1); rc=$?
check "fake: exit" 0 "$rc"
check "fake: nothing lost" "No big mistakes in this game." "$(head -n 1 <<<"$out")"
has "fake: evals" '1. e4 {[%eval 0.00]} 1... e5 {[%eval 0.00]}' "$out"
has "fake: no eval after mate" '4. Qxf7# 1-0' "$out"

out=$("$ANNA_BIN" review --threshold 0 "$T/g.pgn" 2>&1); rc=$?
check "bad threshold: exit 2" 2 "$rc"
has "bad threshold: said" 'unknown threshold "0"' "$out"
out=$("$ANNA_BIN" review --depth 99 "$T/g.pgn" 2>&1); rc=$?
check "bad depth: exit 2" 2 "$rc"
out=$("$ANNA_BIN" review --engine /nonexistent/engine "$T/g.pgn" 2>&1); rc=$?
check "missing engine: exit 1" 1 "$rc"
check "missing engine: said" "anna review: The chess engine /nonexistent/engine cannot be started (ENOENT)." "$out"
out=$("$ANNA_BIN" review --engine "$FAKE_UCI" "$T/none.pgn" 2>&1); rc=$?
check "missing file: exit 2" 2 "$rc"

SF=/usr/games/stockfish
[ -x "$SF" ] || skip "no $SF"
out=$("$ANNA_BIN" review --depth 8 --side black --pgn "$T/r.pgn" "$T/g.pgn" 2>&1); rc=$?
check "stockfish: exit" 0 "$rc"
case $out in
"Move 3: you played Knight Gustav eight Felix six. Better was "*". It cost about "*" pawns.") ;;
*) fail "stockfish: the mistake said: $out" ;;
esac
check "stockfish: one mistake of Black's" 1 "$(wc -l <<<"$out")"
pgn=$(cat "$T/r.pgn")
has "stockfish: blunder NAG and mate eval" '3... Nf6 $4 {[%eval #1] better was' "$pgn"
has "stockfish: evals" '1. e4 {[%eval 0.' "$pgn"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
if [ -x "$pe" ]; then
	"$pe" -s "$T/r.pgn" >/dev/null 2>"$T/pe" || fail "pgn-extract refused the review: $(cat "$T/pe")"
	[ -s "$T/pe" ] && fail "pgn-extract complained: $(cat "$T/pe")"
fi
out=$("$ANNA_BIN" review --depth 8 --side white --threshold 20% --profile fide-de "$T/g.pgn" 2>&1)
check "stockfish: White made no mistake" "Keine großen Fehler in dieser Partie." "$(head -n 1 <<<"$out")"
out=$("$ANNA_BIN" review --depth 8 --side black --threshold 20% --profile fide-de "$T/g.pgn" 2>&1)
case $(head -n 1 <<<"$out") in
"Zug 3: Sie spielten Springer Gustav acht Felix sechs. Besser war "*" Prozent Ihrer Gewinnchancen.") ;;
*) fail "stockfish: in fide-de by win chance: $out" ;;
esac
finish
