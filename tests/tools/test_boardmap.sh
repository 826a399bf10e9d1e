#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_boardmap.sh: `anna boardmap` accepts the shipped and a
# rewired map, prints the default, and rejects broken files with exit 2 and
# the file, line and reason in the profile's words.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
maps=${ANNA_FIXTURES:?}/board/maps

out=$("$anna" boardmap "$ANNA_DATADIR/boardmaps/default.map"); rc=$?
check "default exit" 0 "$rc"
check "default codes" "$ANNA_DATADIR/boardmaps/default.map: 64 squares, key codes 0x2c0 (a1) .. 0x2ff (h8)" "$out"
out=$("$anna" boardmap "$maps/mirror.map"); rc=$?
check "mirror exit" 0 "$rc"
check "mirror codes" "$maps/mirror.map: 64 squares, key codes 0x15f (a1) .. 0x120 (h8)" "$out"

# --default prints what the shipped file says (comments aside).
check "--default" "$(grep -v '^#' "$ANNA_DATADIR/boardmaps/default.map")" \
	"$("$anna" boardmap --default | grep -v '^#')"

err=$("$anna" boardmap --profile en "$maps/bad_square.map" 2>&1 >/dev/null); rc=$?
check "bad square exit" 2 "$rc"
case $err in
*"$maps/bad_square.map"*'"e9" is not a square'*21*) ;;
*) fail "bad square message: $err" ;;
esac
err=$("$anna" boardmap "$maps/code_twice.map" 2>&1 >/dev/null); rc=$?
check "code twice exit" 2 "$rc"
case $err in
*"0x2c0"*"Anna eins"*|*"0x2c0"*a1*) ;;
*) fail "code twice message: $err" ;;
esac
"$anna" boardmap "$maps/no-such.map" >/dev/null 2>&1; check "missing file exit" 2 "$?"
"$anna" boardmap >/dev/null 2>&1; check "no file exit" 2 "$?"
"$anna" boardmap --bogus x >/dev/null 2>&1; check "bad option exit" 2 "$?"
"$anna" boardmap --default x >/dev/null 2>&1; check "--default with file" 2 "$?"
finish
