#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/pgn.sh: reading PGN: `anna pgn check` (parse every game, SAN moves
# checked for legality, game record built with repetition identities)
# against `pgn-extract -s` (parse and check every game) on the same file
# in one run; then `anna pgn export` (read and write) for the writer.
#
#   bench/pgn.sh [ANNA_BIN] [COPIES]   (default: build/tools/anna, 200)
#
# The file is tests/fixtures/pgn/classics.pgn (14 games, 632 plies)
# repeated COPIES times. Prints games, plies and plies per second.
set -euo pipefail
anna=${1:-build/tools/anna}
copies=${2:-200}
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$anna" ] || { echo "bench/pgn.sh: no anna binary at $anna" >&2; exit 2; }
[ -x "$pe" ] || { echo "bench/pgn.sh: pgn-extract not installed" >&2; exit 2; }
src=$(dirname "$0")/../tests/fixtures/pgn/classics.pgn
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for _ in $(seq "$copies"); do cat "$src"; echo; done >"$tmp/big.pgn"
games=$((14 * copies))
plies=$((632 * copies))

now() { date +%s%N; }
best() { # command... -> least of three wall times in microseconds
	local b=0 t0 t1 t
	for _ in 1 2 3; do
		t0=$(now); "$@" >/dev/null 2>&1 || true; t1=$(now)
		t=$(( (t1 - t0) / 1000 ))
		if [ "$b" -eq 0 ] || [ "$t" -lt "$b" ]; then b=$t; fi
	done
	echo "$b"
}
echo "file: $games games, $plies plies, $(wc -c <"$tmp/big.pgn") bytes"
a=$(best "$anna" pgn check "$tmp/big.pgn")
p=$(best "$pe" -s "$tmp/big.pgn" -o /dev/null)
e=$(best "$anna" pgn export "$tmp/big.pgn")
printf '%-22s %10s %14s\n' reader "time ms" "plies/s"
printf '%-22s %10d %14d\n' "anna pgn check" $((a / 1000)) $((plies * 1000000 / a))
printf '%-22s %10d %14d\n' "pgn-extract -s" $((p / 1000)) $((plies * 1000000 / p))
printf '%-22s %10d %14d\n' "anna pgn export" $((e / 1000)) $((plies * 1000000 / e))
printf 'anna check / pgn-extract speed: %s\n' "$(awk -v x="$p" -v y="$a" 'BEGIN { printf "%.2f", x / y }')"
