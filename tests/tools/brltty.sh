# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/brltty.sh: a real brltty (Debian's) for a test, sourced after
# lib.sh. brltty_start DIR starts, in the foreground with no hardware, a
# fake 20-cell display (vr_display.py; $brltty_cells cells if set, 0 for
# a brltty with no display behind it) served on DIR/vr.sock (it logs each
# line brltty sends to DIR/shown and sends brltty each command line
# written to the FIFO DIR/keys) and brltty with its Virtual driver (vr)
# as that display's client, its BrlAPI on the private loopback TCP port 4101 + $brlapi_port
# with auth=none (BrlAPI's local socket folder is fixed when brltty is
# built). brltty_stop stops both. Every wait is bounded. The test is
# skipped without brltty, lou_translate or an anna with libbrlapi and liblouis.
# shellcheck shell=bash
command -v brltty >/dev/null && command -v lou_translate >/dev/null ||
	skip "needs brltty and lou_translate (scripts/deps)"
"${ANNA_BIN:?}" braille test --host 127.0.0.1:1 --auth none 2>&1 | grep -q -e "without libbrlapi" -e "without liblouis" &&
	skip "anna built without libbrlapi or liblouis (a cross build)"
brlapi_port=$((200 + $$ % 700))
brltty_pid= display_pid=
brltty_dir=

brltty_start() { # DIR [SECONDS [--stamp]]: the display lives 60 s by default
	brltty_dir=$1
	local cells=${brltty_cells:-20}
	mkfifo "$brltty_dir/keys"
	python3 "$(dirname "${BASH_SOURCE[0]}")/vr_display.py" "$brltty_dir/vr.sock" "$cells" \
		"$brltty_dir/shown" "$brltty_dir/keys" "${2:-60}" ${3:+"$3"} &
	display_pid=$!
	for _ in $(seq 100); do [ -S "$brltty_dir/vr.sock" ] && break; sleep 0.05; done
	brltty -n -e -q -f /dev/null -b vr -d "client:$brltty_dir/vr.sock" -x no -s no \
		-A "host=127.0.0.1:$brlapi_port,auth=none" -W "$brltty_dir" -U "$brltty_dir" \
		-P "$brltty_dir/brltty.pid" -l warning >"$brltty_dir/brltty.log" 2>&1 &
	brltty_pid=$!
	if [ "$cells" = 0 ]; then # nothing is shown: wait for BrlAPI's port
		for _ in $(seq 100); do
			(exec 3<>"/dev/tcp/127.0.0.1/$((4101 + brlapi_port))") 2>/dev/null && return 0
			sleep 0.05
		done
	fi
	for _ in $(seq 100); do grep -q 'Braille' "$brltty_dir/shown" 2>/dev/null && return 0; sleep 0.05; done
	cat "$brltty_dir/brltty.log"
	return 1
}

brltty_stop() {
	for p in $brltty_pid $display_pid ${silent_pid:-}; do kill "$p" 2>/dev/null && wait "$p" 2>/dev/null; done
	brltty_pid= display_pid= silent_pid=
}

# The vr driver's line for 20 cells of TEXT in TABLE from cell OFFSET:
# each cell's dots, | between cells, a blank for an empty cell.
window() { # text table offset
	printf '%s\n' "$1" | lou_translate "unicode.dis,$2" | cells_line "$3"
}
cells_line() { # offset: Unicode braille on stdin -> the vr line
	python3 -c '
import sys
t = sys.stdin.read().rstrip("\n")[int(sys.argv[1]):int(sys.argv[1]) + 20].ljust(20, "\u2800")
print("Braille \"" + "|".join("".join(str(d + 1) for d in range(8) if (ord(ch) - 0x2800) >> d & 1) or " " for ch in t) + "\"")' "$1"
}

display_key() { # a display key, then a moment for brltty to pass it on
	echo "$1" >"$brltty_dir/keys"
	sleep 0.3
}

# Waits (2 s at most) until LINE is shown after the first SEEN lines.
shown_after() { # description line seen
	for _ in $(seq 40); do
		tail -n +"$(($3 + 1))" "$brltty_dir/shown" | grep -qxF "$2" && return 0
		sleep 0.05
	done
	fail "$1: not shown: $2"
}
shown_lines() {
	wc -l <"$brltty_dir/shown"
}

# A brltty that takes the connection and never answers (hung): a listener
# on BrlAPI's TCP port 4101 + PORT that accepts and says nothing, for
# SECONDS (default 60); its pid in silent_pid, once it listens.
silent_brlapi() { # PORT [SECONDS]
	python3 -c 'import socket, sys, time
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 4101 + int(sys.argv[1])))
s.listen(4)
print("listening", flush=True)
time.sleep(int(sys.argv[2]))' "$1" "${2:-60}" >"$brltty_dir/silent.$1" 2>&1 &
	silent_pid=$!
	for _ in $(seq 100); do grep -q listening "$brltty_dir/silent.$1" && return 0; sleep 0.05; done
	fail "the silent listener on $1 did not start: $(cat "$brltty_dir/silent.$1")"
}
