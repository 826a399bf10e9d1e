#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/hall/test_broadcast.sh: anna hall broadcast against a real
# Mosquitto: the live PGN holds every board's game in board order (2
# before 10), follows each change, drops a cleared game, is served over
# HTTP by the broker's WebSocket listener, survives a broker restart
# (said once, then said working), and the command stops cleanly.
. "$(dirname "${BASH_SOURCE[0]}")/../tools/lib.sh"
. "$(dirname "${BASH_SOURCE[0]}")/hall.sh"

for b in 2 10; do hall_user "$b" "pw-$b" >/dev/null; done
hall_start
live=$hall_www/live.pgn

pub() { # board, pgn ("" clears it)
	if [ -n "$2" ]; then
		mosquitto_pub -p "$hall_mqtt" -u "$1" -P "pw-$1" -r -q 1 -t "anna/ev/$1/pgn" -m "$2"
	else
		mosquitto_pub -p "$hall_mqtt" -u "$1" -P "pw-$1" -r -q 1 -t "anna/ev/$1/pgn" -n
	fi
}

wait_file() { # text to wait for in the live file
	for _ in $(seq 100); do
		grep -qF -- "$1" "$live" 2>/dev/null && return 0
		sleep 0.05
	done
	return 1
}

g10='[Event "ev"]
[Board "10"]
[Result "*"]

1. d4 *'
g2='[Event "ev"]
[Board "2"]
[Result "*"]

1. e4 {[%clk 1:29:58]} *'
pub 10 "$g10"
"$ANNA_BIN" hall broadcast --broker "mqtt://127.0.0.1:$hall_mqtt" --event ev --out "$live" \
	2>"$hall_dir/broadcast.err" &
bpid=$!
wait_file '1. d4' || fail "the retained game 10 never reached the file"
pub 2 "$g2"
wait_file '1. e4' || fail "game 2 never reached the file"
check "board 2 comes before board 10, a blank line between" "$g2

$g10" "$(cat "$live")"
served=$(curl -s "http://127.0.0.1:$hall_ws/live.pgn")
check "the broker serves the live file" "$(cat "$live")" "$served"
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
check "pgn-extract reads both games of the live file" 2 \
	"$("$pe" -s "$live" 2>"$hall_dir/pe.err" | grep -c '^\[Event')"
[ -s "$hall_dir/pe.err" ] && fail "pgn-extract: $(cat "$hall_dir/pe.err")"

pub 2 "${g2/\*}2. Nf3 *"
wait_file '2. Nf3' || fail "a change of game 2 never reached the file"
pub 10 ""
for _ in $(seq 100); do grep -q 'd4' "$live" || break; sleep 0.05; done
check "a cleared game leaves the file" "" "$(grep -c 'd4' "$live" | grep -v '^0$')"

# the broker goes away and comes back: said once, then working; the
# retained games come again and the file follows the next change
hall_stop
for _ in $(seq 200); do grep -q 'is lost' "$hall_dir/broadcast.err" && break; sleep 0.05; done
has "the lost broker is said" "is lost" "$(cat "$hall_dir/broadcast.err")"
hall_start
pub 2 "${g2/\*}2. Nc3 *"
wait_file '2. Nc3' || fail "after the broker's restart the file no longer follows"
check "the loss is said once" 1 "$(grep -c 'is lost' "$hall_dir/broadcast.err")"
has "the link is said working again" "is working" "$(cat "$hall_dir/broadcast.err")"

kill -TERM "$bpid"
wait "$bpid"
check "broadcast stops cleanly on SIGTERM" 0 "$?"

# bad arguments are said with what is wrong
out=$("$ANNA_BIN" hall broadcast --broker http://x --event ev --out "$live" 2>&1)
check "a broker that is no MQTT address: exit 2" 2 "$?"
has "the address is named" "http://x" "$out"
out=$("$ANNA_BIN" hall broadcast --broker mqtt://x --event 'a/b' --out "$live" 2>&1)
has "an event with a slash is refused" "a/b" "$out"
out=$("$ANNA_BIN" hall broadcast --broker mqtt://127.0.0.1:1 --event ev --out /nonexistent/dir/x.pgn 2>&1)
check "an unwritable file: exit 1" 1 "$?"
has "the file and the cause are named" "/nonexistent/dir/x.pgn" "$out"
finish
