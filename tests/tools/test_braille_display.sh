#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_braille_display.sh: `anna braille test` on a braille
# display driven by a real brltty (Debian's), started here in the
# foreground with no hardware: its Virtual driver (vr) connects as a
# client to a small fake display this test serves on a private Unix
# socket (20 cells; it logs the cells brltty shows and sends brltty the
# key commands written to a FIFO), and its BrlAPI server listens on a
# private loopback TCP port with auth=none. Checked: each phrase shown in
# the profile's braille as lou_translate makes it, panning (FWINRT), the
# review of the phrase before (LNUP), keys mapped to the keypad's actions
# (HOME = repeat, a routing key), and no display said with how to fix it.
# Every wait is bounded; about 4 s.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
command -v brltty >/dev/null && command -v lou_translate >/dev/null ||
	skip "needs brltty and lou_translate (scripts/deps)"
"$anna" braille test --host 127.0.0.1:1 --auth none 2>&1 | grep -q "without libbrlapi" &&
	skip "anna built without libbrlapi"
T=$(mktemp -d)
bpid= fpid= apid=
cleanup() {
	for p in $apid $bpid $fpid; do kill "$p" 2>/dev/null; done
	wait 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
port=$((200 + $$ % 700)) # BrlAPI: TCP 4101 + port

cat >"$T/display.py" <<'PY'
# display.py SOCKET CELLS LOG FIFO SECONDS: a display for brltty's vr driver
import os, select, socket, sys, time
path, cells, log, fifo, secs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5])
end = time.time() + secs
s = socket.socket(socket.AF_UNIX)
s.bind(path)
s.listen(1)
s.settimeout(secs)
c, _ = s.accept()
c.sendall(b"cells %s\n" % cells.encode())
f = os.open(fifo, os.O_RDWR | os.O_NONBLOCK)
out = open(log, "w")
buf = fbuf = b""
while time.time() < end:
    r, _, _ = select.select([c, f], [], [], 0.1)
    if c in r:
        d = c.recv(4096)
        if not d:
            break
        buf += d
        while b"\n" in buf:
            l, buf = buf.split(b"\n", 1)
            out.write(l.decode("utf-8", "replace") + "\n")
            out.flush()
    if f in r:
        fbuf += os.read(f, 4096)
        while b"\n" in fbuf:
            l, fbuf = fbuf.split(b"\n", 1)
            c.sendall(l + b"\n")
PY
mkfifo "$T/keys"
python3 "$T/display.py" "$T/vr.sock" 20 "$T/shown" "$T/keys" 30 & fpid=$!
for _ in $(seq 100); do [ -S "$T/vr.sock" ] && break; sleep 0.05; done
brltty -n -e -q -f /dev/null -b vr -d "client:$T/vr.sock" -x no -s no \
	-A "host=127.0.0.1:$port,auth=none" -W "$T" -U "$T" -P "$T/brltty.pid" -l warning \
	>"$T/brltty.log" 2>&1 & bpid=$!
for _ in $(seq 100); do grep -q '^Braille' "$T/shown" 2>/dev/null && break; sleep 0.05; done
grep -q '^Braille' "$T/shown" 2>/dev/null || { cat "$T/brltty.log"; fail "brltty did not show on the display"; finish; }

# the vr driver's form of a window: dots of each cell, | between, blanks
window() { # text table offset: the 20 cells from offset as "Braille" shows them
	printf '%s\n' "$1" | lou_translate "unicode.dis,$2" | python3 -c '
import sys
t = sys.stdin.read().rstrip("\n")[int(sys.argv[1]):int(sys.argv[1]) + 20].ljust(20, "\u2800")
print("Braille \"" + "|".join("".join(str(d + 1) for d in range(8) if (ord(ch) - 0x2800) >> d & 1) or " " for ch in t) + "\"")' "$3"
}
long="Knight g1-f3 and bishop f1-c4 takes"
key() { # a display key, then a moment for brltty to pass it on
	echo "$1" >"$T/keys"
	sleep 0.3
}
shown_after() { # description, expected line, lines already seen: waits for it
	local i
	for i in $(seq 40); do
		tail -n +"$(($3 + 1))" "$T/shown" | grep -qxF "$2" && return 0
		sleep 0.05
	done
	fail "$1: not shown: $2"
}
"$anna" braille test --host "127.0.0.1:$port" --auth none --seconds 20 --profile en \
	"$long" "e2-e4" >"$T/out" 2>"$T/err" & apid=$!
shown_after "the newest phrase" "$(window e2-e4 en-ueb-g1.ctb 0)" 0
seen=$(wc -l <"$T/shown")
key LNUP
shown_after "review: the phrase before" "$(window "$long" en-ueb-g1.ctb 0)" "$seen"
seen=$(wc -l <"$T/shown")
key FWINRT
shown_after "pan: its second window" "$(window "$long" en-ueb-g1.ctb 20)" "$seen"
key HOME
key "ROUTE 3" # vr passes brltty's column: the fourth cell
for _ in $(seq 100); do grep -q "route" "$T/out" && break; sleep 0.05; done
kill "$apid"; wait "$apid" 2>/dev/null; apid= # it would read keys for 20 s
check "keys to actions" "Key: repeat
Key: route 4" "$(cat "$T/out")"

# German words in de-g0, on the same display
"$anna" braille test --host "127.0.0.1:$port" --auth none --profile fide-de >"$T/out" 2>&1; rc=$?
check "German exit" 0 "$rc"
shown_after "the German sample" "$(window "Springer g1-f3" de-g0.utb 0)" 0

# no brltty there: said, with the fix
kill "$bpid"; wait "$bpid" 2>/dev/null; bpid=
err=$("$anna" braille test --host "127.0.0.1:$port" --auth none 2>&1); rc=$?
check "no brltty exit" 2 "$rc"
has "no brltty said" "The braille display cannot be reached through brltty at 127.0.0.1:$port" "$err"
has "no brltty fix" "sudo systemctl start brltty" "$err"
printf 'FWINRT = fly\n' >"$T/bad.map"
err=$("$anna" braille test --keys "$T/bad.map" 2>&1); rc=$?
check "bad key map exit" 2 "$rc"
has "bad key map said" "The braille key map $T/bad.map, line 1, cannot be read" "$err"

finish
