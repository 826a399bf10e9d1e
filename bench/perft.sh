#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/perft.sh: `anna perft` against Stockfish's `go perft` (single
# thread in both) on the same positions in one run; prints nodes per second
# of each and the ratio anna/Stockfish, and checks the counts agree.
#
#   bench/perft.sh [ANNA_BIN]      (default: build/tools/anna)
#
# Stockfish's start-up (loading its network) is measured with `go perft 1`
# and subtracted from its times. Build anna as a release first:
#   cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2
set -euo pipefail
anna=${1:-build/tools/anna}
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$anna" ] || { echo "bench/perft.sh: no anna binary at $anna" >&2; exit 2; }
[ -x "$sf" ] || { echo "bench/perft.sh: stockfish not installed" >&2; exit 2; }

positions=(
	"6|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|start"
	"5|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|kiwipete"
	"7|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|position 3"
	"6|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|position 4"
	"5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|position 5"
	"5|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|position 6"
)

now() { date +%s%N; }
sf_run() { # fen depth -> node count
	printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$sf" 2>/dev/null |
		awk '/Nodes searched/ { print $3 }'
}

sf_start=0 # the least of three start-ups, in microseconds
for i in 1 2 3; do
	t0=$(now); sf_run "${positions[0]#*|}" 1 >/dev/null; t1=$(now)
	t=$(( (t1 - t0) / 1000 ))
	if [ "$sf_start" -eq 0 ] || [ "$t" -lt "$sf_start" ]; then sf_start=$t; fi
done
echo "stockfish: $("$sf" </dev/null 2>/dev/null | head -n 1)"
echo "stockfish start-up: $((sf_start / 1000)) ms (subtracted)"
printf '%-11s %5s %12s %12s %12s %6s\n' position depth nodes "anna n/s" "sf n/s" ratio
total_nodes=0 anna_us=0 sf_us=0 bad=0
for p in "${positions[@]}"; do
	depth=${p%%|*}; rest=${p#*|}; fen=${rest%|*}; name=${rest##*|}
	t0=$(now); a=$("$anna" perft --fen "$fen" "$depth" | tail -n 1); t1=$(now)
	s=$(sf_run "$fen" "$depth"); t2=$(now)
	au=$(( (t1 - t0) / 1000 )); su=$(( (t2 - t1) / 1000 - sf_start ))
	[ "$su" -gt 0 ] || su=1
	[ "$a" = "$s" ] || { echo "MISMATCH $name: anna $a stockfish $s"; bad=1; }
	printf '%-11s %5s %12s %12d %12d %6.2f\n' "$name" "$depth" "$a" \
		$(( a * 1000000 / au )) $(( s * 1000000 / su )) \
		"$(awk -v x="$su" -v y="$au" 'BEGIN { print x / y }')"
	total_nodes=$((total_nodes + a)); anna_us=$((anna_us + au)); sf_us=$((sf_us + su))
done
printf '%-11s %5s %12s %12d %12d %6.2f\n' total "" "$total_nodes" \
	$(( total_nodes * 1000000 / anna_us )) $(( total_nodes * 1000000 / sf_us )) \
	"$(awk -v x="$sf_us" -v y="$anna_us" 'BEGIN { print x / y }')"
exit "$bad"
