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
#
# With CHA=PATH (a CHA binary, bench/cha_build.sh), the same decisions of
# each set are given to CHA, the peer, in the same run and at the same
# node budget (its -limit): its p50/p99/max time per decision (its own
# clock, wall time), its answers, the decisions where anna says UNKNOWN
# and CHA decides, and any where the two disagree (a defect in one).
set -euo pipefail
build=${1:-build}
shift || true
bin=$build/bench/unwinnable
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$bin" ] || { echo "bench/unwinnable.sh: no $bin (build the unwinnable target)" >&2; exit 2; }
[ -x "$pe" ] || { echo "bench/unwinnable.sh: pgn-extract not installed" >&2; exit 2; }
if [ -n "${CHA:-}" ] && [ ! -x "$CHA" ]; then
	echo "bench/unwinnable.sh: CHA=$CHA is not an executable (bench/cha_build.sh builds one)" >&2
	exit 2
fi
src=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$pe" -s -Wepd -o"$tmp/classics.epd" "$src/tests/fixtures/pgn/classics.pgn"
"$pe" -s -Wepd -o"$tmp/eco.epd" /usr/share/pgn-extract/eco.pgn
cat "$tmp/classics.epd" "$tmp/eco.epd" |
	awk 'NF >= 4 { print $1" "$2" "$3" "$4" 0 1" }' | sort -u >"$tmp/games.fen"

# run SET: anna's decisions on SET, then CHA's on the same ones if asked
run() {
	# shellcheck disable=SC2086 # no $BUDGET: no argument
	BENCH_ANSWERS=$tmp/anna.txt "$bin" "$1" ${BUDGET:-} | tee "$tmp/out.txt"
	[ -n "${CHA:-}" ] || return 0
	local budget
	budget=$(sed -n 's/.* budget=\([0-9]*\) .*/\1/p' "$tmp/out.txt")
	awk -F'\t' '{ print $1" "$2 }' "$tmp/anna.txt" >"$tmp/cha.in"
	"$CHA" -limit "$budget" <"$tmp/cha.in" >"$tmp/cha.out"
	# the times, sorted apart (mawk has no sort); the index as bench/unwinnable.c's
	awk '/^(winnable|unwinnable|undetermined)[ #]/ {
		for (i = 1; i < NF; i++) if ($i == "time") print $(i + 1) / 1000.0
	}' "$tmp/cha.out" | sort -g >"$tmp/cha.ms"
	awk -F'\t' -v times="$tmp/cha.ms" '
	FNR == NR { anna[NR] = $3; input[NR] = $1" "$2; n = NR; next }
	/^(winnable|unwinnable|undetermined)[ #]/ {
		k++
		line = $0
		sub(/^[^(]*\(/, "", line); sub(/\)$/, "", line)
		if (line != input[k]) {
			printf "cha: answer %d is for \"%s\", expected \"%s\"\n", k, line, input[k]
			bad = 1; exit
		}
		split($0, word, /[ #]/)
		cha = word[1] == "winnable" ? "yes" : word[1] == "unwinnable" ? "no" : "unknown"
		count[cha]++
		if (anna[k] == "unknown" && cha != "unknown")
			only[++nonly] = input[k]" (CHA: "cha")"
		else if (anna[k] != "unknown" && cha != "unknown" && anna[k] != cha)
			differ[++ndiffer] = input[k]" (anna: "anna[k]", CHA: "cha")"
	}
	END {
		if (bad) exit 1
		if (k != n) { printf "cha: %d answers for %d decisions\n", k, n; exit 1 }
		m = 0
		while ((getline v < times) > 0) t[m++] = v
		printf "cha       n=%d p50=%.3f ms p99=%.3f ms max=%.3f ms  yes=%d no=%d unknown=%d (wall, its own clock)\n",
		       m, t[int(m / 2)], t[int(m * 99 / 100)], t[m - 1],
		       count["yes"], count["no"], count["unknown"]
		printf "          anna UNKNOWN where CHA decides: %d\n", nonly
		for (i = 1; i <= nonly; i++) print "            " only[i]
		printf "          answers that differ: %d\n", ndiffer
		for (i = 1; i <= ndiffer; i++) print "            " differ[i]
		exit (ndiffer > 0)
	}' "$tmp/anna.txt" "$tmp/cha.out"
}

run "$tmp/games.fen"
for f in "$@"; do
	# "FEN ID" lines: keep the six FEN fields
	awk 'NF == 7 && $1 !~ /^(W|-)(B|-)$/ { print $1" "$2" "$3" "$4" "$5" "$6; next } { print }' \
		"$f" >"$tmp/extra.fen"
	echo "== $f"
	run "$tmp/extra.fen"
done
