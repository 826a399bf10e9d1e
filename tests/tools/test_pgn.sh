#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_pgn.sh: `anna pgn check`: exit 0 for a good file, 2 with
# one report per damaged game (line and column, the profile's words),
# 1 for a file without games, 2 for bad arguments; control bytes after the
# last game; --status.
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

# NUL and other control bytes after the last game: named with their byte
# offset, not a damaged game N+1 (tmp files: the fixture would be binary)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '[Event "x"]\n\n1. e4 e5 *\n\n\0\0\0' >"$tmp/nul.pgn"
err=$("$anna" pgn check "$tmp/nul.pgn" 2>&1); rc=$?
check "trailing NUL exit" 2 "$rc"
check "trailing NUL report" "$tmp/nul.pgn: PGN: after the last game the file holds only control characters (the first, 0x00, at byte 25), no further game. Remove them. (line 5, column 1)" "$err"
printf '1. e4 *\n\x01 \x1f\n' >"$tmp/ctl.pgn"
err=$("$anna" pgn check --profile sv "$tmp/ctl.pgn" 2>&1); rc=$?
check "trailing control exit" 2 "$rc"
has "trailing control in sv" "det första, 0x01, vid byte 8" "$err"
printf '1. e4 \x01 *\n' >"$tmp/mid.pgn"
err=$("$anna" pgn check "$tmp/mid.pgn" 2>&1)
has "control inside a game stays a damaged game" "Game 1 is damaged" "$err"

# --status: the final position of each good game
out=$("$anna" pgn check --status "$fixtures/pgn/classics.pgn"); rc=$?
check "status exit" 0 "$rc"
check "status per game" 14 "$(grep -c '^Game [0-9]*, final position:$' <<<"$out")"
has "status mate" "Black is checkmated." "$out"
json=$("$anna" pgn check --status --json "$fixtures/pgn/classics.pgn")
check "status json games" 14 "$(python3 -c 'import json,sys; print(len(json.load(sys.stdin)))' <<<"$json")"
"$anna" pgn check --json "$fixtures/pgn/classics.pgn" >/dev/null 2>&1; check "json needs status" 2 $?
"$anna" pgn export --status "$fixtures/pgn/classics.pgn" >/dev/null 2>&1; check "export has no status" 2 $?

"$anna" pgn check >/dev/null 2>&1; check "no file" 2 $?
"$anna" pgn frobnicate x >/dev/null 2>&1; check "bad action" 2 $?
"$anna" pgn check --edition 2010 x >/dev/null 2>&1; check "bad edition" 2 $?
"$anna" pgn check /nonexistent/file.pgn >/dev/null 2>&1; check "missing file" 2 $?
"$anna" pgn check --profile nosuch "$fixtures/pgn/classics.pgn" >/dev/null 2>&1
check "bad profile" 2 $?

finish
