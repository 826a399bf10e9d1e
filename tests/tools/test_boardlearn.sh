#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_boardlearn.sh: `anna boardlearn` learns the odd wiring of
# tests/fixtures/board/learn-odd-wiring.evemu (with bounce and a mistake)
# into exactly the expected map, says every prompt, and stops honestly on a
# session cut short or bad input.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
dir=${ANNA_FIXTURES:?}/board
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

out=$("$anna" boardlearn --profile en --recording "$dir/learn-odd-wiring.evemu" "$tmp/learned.map"); rc=$?
check "learn exit" 0 "$rc"
check "learned map" "$(grep -v '^#' "$dir/learn-odd-wiring.map")" "$(grep -v '^#' "$tmp/learned.map")"
check "first prompt" "Lift the piece on Anna one and put it back" "$(head -n 1 <<<"$out")"
check "empty hole prompt" "Put a piece into the hole on Anna three and take it out again" \
	"$(grep -m 1 'Anna three' <<<"$out")"
check "mistake caught" "This hole is already Anna one. Wanted is Cesar one" \
	"$(grep -m 1 'already' <<<"$out")"
check "squares saved" 64 "$(grep -c ' saved$' <<<"$out")"
check "done" "All 64 squares are learned" "$(grep -m 1 'All 64' <<<"$out")"
"$anna" boardmap "$tmp/learned.map" >/dev/null
check "learned map is valid" 0 "$?"

# A session cut short after its 60th frame: no map.
awk '{ print } /SYN_REPORT/ && ++n == 60 { exit }' "$dir/learn-odd-wiring.evemu" >"$tmp/short.evemu"
"$anna" boardlearn --profile en --recording "$tmp/short.evemu" "$tmp/short.map" >/dev/null 2>"$tmp/err"
check "short session exit" 1 "$?"
check "no map written" no "$([ -e "$tmp/short.map" ] && echo yes || echo no)"
grep -q "^anna boardlearn: Learning stopped at square [0-9]* of 64" "$tmp/err" || fail "short session message"

"$anna" boardlearn --recording "$dir/truncated.evemu" "$tmp/x.map" >/dev/null 2>&1
check "broken recording exit" 2 "$?"
"$anna" boardlearn --device /dev/input/no-such-device "$tmp/x.map" >/dev/null 2>&1
check "missing device exit" 2 "$?"
"$anna" boardlearn "$tmp/x.map" >/dev/null 2>&1
check "no source exit" 2 "$?"
"$anna" boardlearn --device a --recording b "$tmp/x.map" >/dev/null 2>&1
check "two sources exit" 2 "$?"
"$anna" boardlearn --pegs some --recording b "$tmp/x.map" >/dev/null 2>&1
check "bad --pegs exit" 2 "$?"
finish
