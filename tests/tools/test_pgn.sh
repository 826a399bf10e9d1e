#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_pgn.sh: `anna pgn check`: exit 0 for a good file, 2 with
# one report per damaged game (line and column, the profile's words),
# 1 for a file without games, 2 for bad arguments.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}

out=$("$anna" pgn check "$fixtures/pgn/classics.pgn" 2>&1); rc=$?
check "good file exit" 0 "$rc"
check "good file quiet" "" "$out"

err=$("$anna" pgn check "$fixtures/pgn/damaged.pgn" 2>&1 >/dev/null); rc=$?
check "damaged exit" 2 "$rc"
check "damaged reports" 5 "$(wc -l <<<"$err" | tr -d ' ')"
check "first report" "$fixtures/pgn/damaged.pgn: Game 2 is damaged and was not read. Ke3 is not a legal move in this position. Check the piece, the squares and who is to move. (line 9, column 13)" "$(head -n 1 <<<"$err")"

err=$("$anna" pgn check --profile fide-de "$fixtures/pgn/truncated.pgn" 2>&1); rc=$?
check "truncated exit" 2 "$rc"
case $err in
*"Partie 4 ist beschädigt"*"(Zeile 49, Spalte 56)"*) ;;
*) fail "truncated report in German: $err" ;;
esac

err=$(printf '\n\n' | "$anna" pgn check - 2>&1); rc=$?
check "no games exit" 1 "$rc"
check "no games message" "anna pgn: -: PGN: the file contains no game." "$err"

"$anna" pgn check >/dev/null 2>&1; check "no file" 2 $?
"$anna" pgn frobnicate x >/dev/null 2>&1; check "bad action" 2 $?
"$anna" pgn check --edition 2010 x >/dev/null 2>&1; check "bad edition" 2 $?
"$anna" pgn check /nonexistent/file.pgn >/dev/null 2>&1; check "missing file" 2 $?
"$anna" pgn check --profile nosuch "$fixtures/pgn/classics.pgn" >/dev/null 2>&1
check "bad profile" 2 $?

finish
