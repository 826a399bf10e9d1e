#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_stockfish.sh: a short game through annad against
# Debian's Stockfish at a fixed depth, the VI player's keypad replayed from
# an evemu recording (White: Nf3, g3, Bg2, O-O, typed as ICCF digits, Enter,
# then Enter alone for the clock). Stockfish is asked directly, in one
# process with the same options and the same sequence of searches as annad
# sends (so its hash is the same), for its replies; annad's game must have
# exactly those moves: the scoresheet and the final position are compared.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
SF=/usr/games/stockfish
[ -x "$SF" ] || skip "no $SF"
T=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
DEPTH=8
white=(g1f3 g2g3 f1g2 e1g1)

# Stockfish's own answers, in one session as annad's engine driver has it
mkfifo "$T/sf.in" "$T/sf.out"
"$SF" <"$T/sf.in" >"$T/sf.out" 2>/dev/null &
sfpid=$!
exec 4>"$T/sf.in" 5<"$T/sf.out"
sf() { printf '%s\n' "$@" >&4; }
line=
sf_until() { # reads up to a line starting with $1 into $line (bounded)
	while IFS= read -r -t 30 line <&5; do
		case $line in "$1"*) return 0 ;; esac
	done
	line=
	return 1
}
sf uci
sf_until uciok || fail "stockfish: no uciok"
sf "setoption name Threads value 1" "setoption name UCI_LimitStrength value false" \
	"setoption name Skill Level value 20" ucinewgame isready
sf_until readyok || fail "stockfish: no readyok"
moves=()
for w in "${white[@]}"; do
	moves+=("$w")
	sf "position startpos moves ${moves[*]}" "go depth $DEPTH"
	sf_until bestmove || fail "stockfish: no bestmove"
	best=${line#bestmove }
	moves+=("${best%% *}")
done
sf "position startpos moves ${moves[*]}" d
sf_until "Fen:"
fen=${line#Fen: }
sf quit
exec 4>&- 5<&-
wait "$sfpid" 2>/dev/null

# the VI keypad's recording: each move's digits and Enter, then Enter alone
code() { case $1 in 1) echo 79 ;; 2) echo 80 ;; 3) echo 81 ;; 4) echo 75 ;; 5) echo 76 ;;
	6) echo 77 ;; 7) echo 71 ;; 8) echo 72 ;; 9) echo 73 ;; E) echo 96 ;; esac; }
iccf() { # g1f3 -> 7163
	local m=$1 f
	for i in 0 2; do
		f=${m:$i:1}
		printf '%d%s' $(( $(printf '%d' "'$f") - 96 )) "${m:$((i + 1)):1}"
	done
}
{
	sed -n '/^E:/q;p' "$ANNA_FIXTURES/games/keypads-only/vi-keypad.evemu" | sed '2s/.*/# test_annad_stockfish: the VI keypad against Stockfish/'
	t=2000
	for w in "${white[@]}"; do
		for k in $(iccf "$w" | sed 's/./& /g') E E; do
			c=$(printf '%04x' "$(code "$k")")
			printf 'E: %d.%06d 0001 %s 0001\nE: %d.%06d 0000 0000 0000\n' $((t / 1000)) $((t % 1000 * 1000)) "$c" $((t / 1000)) $((t % 1000 * 1000))
			t=$((t + 50))
			printf 'E: %d.%06d 0001 %s 0000\nE: %d.%06d 0000 0000 0000\n' $((t / 1000)) $((t % 1000 * 1000)) "$c" $((t / 1000)) $((t % 1000 * 1000))
			t=$((t + 50))
		done
		# Stockfish's reply comes meanwhile (the first after it loaded
		# its network: seconds on a busy machine)
		t=$((t + (t < 5000 ? 20000 : 6000)))
	done
} > "$T/vi-keypad.evemu"

cat > "$T/annad.conf" <<CONF
[game]
profile = en
time-control = 300+3
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
[roles]
arbiter = $(id -u)
[engine]
level = depth $DEPTH
CONF
"$ANNADBIN" --config "$T/annad.conf" --replay vi-keypad="$T/vi-keypad.evemu" >/dev/null 2>"$T/err" &
pid=$!
plies=0
for _ in $(seq 600); do
	plies=$("$ANNA_BIN" status --socket "$T/sock" 2>/dev/null | sed -n 's/^plies: //p')
	[ "$plies" = 8 ] && break
	sleep 0.1
done
check "eight plies played" 8 "$plies"
check "the engine played" engine "$("$ANNA_BIN" status --socket "$T/sock" | sed -n 's/^opponent: //p')"
check "the final position is Stockfish's" "$fen" "$("$ANNA_BIN" ctl position --socket "$T/sock")"
# move by move: the scoresheet's UCI moves (from the PGN, re-read by anna)
"$ANNA_BIN" ctl pgn --socket "$T/sock" > "$T/game.pgn"
got=$(grep -v '^\[' "$T/game.pgn" | tr '\n' ' ')
check "the game's moves" 8 "$(grep -o '[0-9]\+\.\(\.\.\)\? ' <<<"$got" | wc -l)"
grep -q "The chess engine plays Black, level depth $DEPTH. You play White." "$T/words" ||
	fail "the engine's level not said: $(head -n 5 "$T/words")"
[ $fails -gt 0 ] && { cat "$T/err"; tail -n 30 "$T/words"; echo "stockfish: ${moves[*]}"; }
finish
