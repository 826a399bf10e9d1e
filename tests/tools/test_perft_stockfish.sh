#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_perft_stockfish.sh: `anna perft --divide` against
# Stockfish's `go perft` (the independent judge) on positions reached by
# seeded random games from roots full of castling, en passant (pins along
# the fifth rank, checks by the pushed pawn), promotions and checks. Every
# move's count must agree; any difference is a move generator bug.
# ANNA_PERFT_POSITIONS (default 10; the "slow" run 400), ANNA_PERFT_DEPTH (default 3) and
# ANNA_SEED (default 1) widen or replay the run.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || skip "stockfish is not installed (scripts/deps)"
positions=${ANNA_PERFT_POSITIONS:-10}
depth=${ANNA_PERFT_DEPTH:-3}
RANDOM=${ANNA_SEED:-1}
roots=(
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
	"8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 1"
	"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"
	"3k4/8/8/K1pP3r/8/8/8/8 w - c6 0 2"
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"
	"r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1"
	"1r2k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1"
)

coproc SF { "$sf"; }
sf_cmd() { echo "$1" >&"${SF[1]}"; }
# The moves and counts of `go perft N` as "move: count" lines, sorted.
sf_perft() {
	sf_cmd "position fen $1"
	sf_cmd "go perft $2"
	local line out=""
	while IFS= read -r line <&"${SF[0]}"; do
		case $line in
		"Nodes searched"*) break ;;
		[a-h][1-8][a-h][1-8]*:*) out+="$line"$'\n' ;;
		esac
	done
	printf '%s' "$out" | sort
}
sf_fen() { # fen move
	sf_cmd "position fen $1 moves $2"
	sf_cmd "d"
	local line
	while IFS= read -r line <&"${SF[0]}"; do
		case $line in
		"Fen: "*) echo "${line#Fen: }" ;;
		"Checkers:"*) break ;;
		esac
	done
}

for ((n = 0; n < positions; n++)); do
	fen=${roots[RANDOM % ${#roots[@]}]}
	plies=$((RANDOM % 40))
	for ((p = 0; p < plies; p++)); do
		mapfile -t moves < <("$anna" perft --divide --fen "$fen" 1 | head -n -1 | cut -d: -f1)
		[ ${#moves[@]} -eq 0 ] && break
		fen=$(sf_fen "$fen" "${moves[RANDOM % ${#moves[@]}]}")
	done
	want=$(sf_perft "$fen" "$depth")
	got=$("$anna" perft --divide --fen "$fen" "$depth" | head -n -1 | sort)
	if [ "$want" != "$got" ]; then
		fail "$fen depth $depth:"
		diff <(echo "$want") <(echo "$got") | head -n 20
	fi
done
sf_cmd quit
[ "$fails" -eq 0 ] && echo "$positions positions, depth $depth, every move's count as Stockfish's"
finish
