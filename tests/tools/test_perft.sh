#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_perft.sh: `anna perft`: the count is the last line,
# --divide lists each move in UCI form first, bad arguments and bad FEN
# exit 2 with a message on stderr.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}

out=$("$anna" perft 3); rc=$?
check "start depth 3 exit" 0 "$rc"
check "start depth 3" 8902 "$(tail -n 1 <<<"$out")"

out=$("$anna" perft --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -" 2)
check "kiwipete depth 2" 2039 "$(tail -n 1 <<<"$out")"

out=$("$anna" perft --divide 2); rc=$?
check "divide exit" 0 "$rc"
check "divide last line" 400 "$(tail -n 1 <<<"$out")"
check "divide lines" 21 "$(wc -l <<<"$out" | tr -d ' ')"
check "divide e2e4" "e2e4: 20" "$(grep '^e2e4:' <<<"$out")"
sum=$(head -n -1 <<<"$out" | awk -F': ' '{ s += $2 } END { print s }')
check "divide sum" 400 "$sum"

out=$("$anna" perft --divide --fen "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" 1)
check "promotion in UCI" "a7a8n: 1" "$(grep '^a7a8n:' <<<"$out")"

check "depth 0" 1 "$("$anna" perft 0 | tail -n 1)"

# bad input: exit 2, a message, nothing on stdout
expect_usage() { # description, args...
	local desc=$1; shift
	local out err rc
	err=$("$anna" perft "$@" 2>&1 >/dev/null); rc=$?
	out=$("$anna" perft "$@" 2>/dev/null)
	check "$desc: exit" 2 "$rc"
	check "$desc: no output" "" "$out"
	[ -n "$err" ] || fail "$desc: no message"
	last_err=$err
}
expect_usage "no depth"
expect_usage "depth not a number" x
expect_usage "negative depth" -1
grep -q 'not "-1"' <<<"$last_err" || fail "negative depth message: $last_err"
expect_usage "depth too big" 99
expect_usage "two depths" 2 3
expect_usage "unknown option" --fast 2
expect_usage "--fen without FEN" --fen
expect_usage "bad FEN" --fen "4k3/8/8/8/8/8/8/3KK3 w - - 0 1" 2
grep -q "FEN field 1: White has 2 kings" <<<"$last_err" || fail "bad FEN message: $last_err"
expect_usage "ep on wrong rank" --fen "4k3/8/8/4pP2/8/8/8/4K3 w - e5 0 1" 1
grep -q "FEN field 4: en passant square e5 is not on rank 3 or 6" <<<"$last_err" || fail "bad FEN message: $last_err"

"$anna" perft --help >/dev/null; check "--help exit" 0 $?

[ "$fails" -eq 0 ] && echo "all anna perft checks passed"
finish
