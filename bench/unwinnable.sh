#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/unwinnable.sh: the CLK-9 decision (core/unwinnable.c) beside the
# search anna used before (bench/mate_baseline.c) in one run, per position
# and colour: p50/p99/max time, answers, UNKNOWN count (bench/unwinnable.c).
#
#   bench/unwinnable.sh [BUILD_DIR] [FILE...]   (default: build)
#
# The project's own set is made here from real games: every position of
# the classic games (tests/fixtures/pgn/classics.pgn) and of every line of
# pgn-extract's ECO file (/usr/share/pgn-extract/eco.pgn), deduplicated.
# Each FILE is run too: one FEN a line, or "LABEL FEN" with a two-letter
# label (W or -, B or -: can White, can Black mate), or "FEN ID" (six FEN
# fields and a game id). The budget is ANNA_MATE_BUDGET unless $BUDGET.
set -euo pipefail
build=${1:-build}
shift || true
bin=$build/bench/unwinnable
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$bin" ] || { echo "bench/unwinnable.sh: no $bin (build the unwinnable target)" >&2; exit 2; }
[ -x "$pe" ] || { echo "bench/unwinnable.sh: pgn-extract not installed" >&2; exit 2; }
src=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$pe" -s -Wepd -o"$tmp/classics.epd" "$src/tests/fixtures/pgn/classics.pgn"
"$pe" -s -Wepd -o"$tmp/eco.epd" /usr/share/pgn-extract/eco.pgn
cat "$tmp/classics.epd" "$tmp/eco.epd" |
	awk 'NF >= 4 { print $1" "$2" "$3" "$4" 0 1" }' | sort -u >"$tmp/games.fen"
"$bin" "$tmp/games.fen" ${BUDGET:-}
for f in "$@"; do
	# "FEN ID" lines: keep the six FEN fields
	awk 'NF == 7 && $1 !~ /^(W|-)(B|-)$/ { print $1" "$2" "$3" "$4" "$5" "$6; next } { print }' \
		"$f" >"$tmp/extra.fen"
	echo "== $f"
	"$bin" "$tmp/extra.fen" ${BUDGET:-}
done
