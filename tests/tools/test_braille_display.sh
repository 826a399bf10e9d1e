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
# (HOME = repeat, a routing key), no display said with how to fix it,
# and a brltty that takes the connection and says nothing said after
# 3 s. Every wait is bounded; about 8 s.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
. "$(dirname "${BASH_SOURCE[0]}")/brltty.sh" # skips without brltty
T=$(mktemp -d)
apid=
cleanup() {
	[ -n "$apid" ] && kill "$apid" 2>/dev/null
	brltty_stop
	wait 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
port=$brlapi_port
brltty_start "$T" || { fail "brltty did not show on the display"; finish; }

long="Knight g1-f3 and bishop f1-c4 takes"
"$anna" braille test --host "127.0.0.1:$port" --auth none --seconds 20 --profile en \
	"$long" "e2-e4" >"$T/out" 2>"$T/err" & apid=$!
shown_after "the newest phrase" "$(window e2-e4 en-ueb-g1.ctb 0)" 0
seen=$(shown_lines)
display_key LNUP
shown_after "review: the phrase before" "$(window "$long" en-ueb-g1.ctb 0)" "$seen"
seen=$(shown_lines)
display_key FWINRT
shown_after "pan: its second window" "$(window "$long" en-ueb-g1.ctb 20)" "$seen"
display_key HOME
display_key "ROUTE 3" # vr passes brltty's column: the fourth cell
for _ in $(seq 100); do grep -q "route" "$T/out" && break; sleep 0.05; done
kill "$apid"; wait "$apid" 2>/dev/null; apid= # it would read keys for 20 s
check "keys to actions" "Key: repeat
Key: route 4" "$(cat "$T/out")"

# German words in de-g0, on the same display
"$anna" braille test --host "127.0.0.1:$port" --auth none --profile fide-de >"$T/out" 2>&1; rc=$?
check "German exit" 0 "$rc"
shown_after "the German sample" "$(window "Springer g1-f3" de-g0.utb 0)" 0

# no brltty there: said, with the fix
brltty_stop
err=$("$anna" braille test --host "127.0.0.1:$port" --auth none 2>&1); rc=$?
check "no brltty exit" 2 "$rc"
has "no brltty said" "The braille display cannot be reached through brltty at 127.0.0.1:$port" "$err"
has "no brltty fix" "sudo systemctl start brltty" "$err"
# a brltty that takes the connection and then says nothing (hung): said
# after the wait, and anna goes on (BrlAPI's own calls would wait forever)
silent_brlapi "$port" 30
err=$(timeout 20 "$anna" braille test --host "127.0.0.1:$port" --auth none 2>&1); rc=$?
kill "$silent_pid" 2>/dev/null; wait "$silent_pid" 2>/dev/null
check "silent brltty exit" 2 "$rc"
has "silent brltty said" "brltty at 127.0.0.1:$port took the connection but did not answer within 3 seconds" "$err"
has "silent brltty fix" "sudo systemctl restart brltty" "$err"
# a brltty that answers with no display behind it (its driver found none;
# such a brltty leaves only when its display does: 5 s)
mkdir "$T/none"
brltty_cells=0 brltty_start "$T/none" 5 || fail "brltty with no display did not start"
err=$(timeout 20 "$anna" braille test --host "127.0.0.1:$port" --auth none 2>&1); rc=$?
brltty_stop
check "no display exit" 2 "$rc"
has "no display said" "brltty at 127.0.0.1:$port answers, but no braille display is connected to it" "$err"
has "no display fix" "braille-driver and braille-device in /etc/brltty.conf" "$err"
printf 'FWINRT = fly\n' >"$T/bad.map"
err=$("$anna" braille test --keys "$T/bad.map" 2>&1); rc=$?
check "bad key map exit" 2 "$rc"
has "bad key map said" "The braille key map $T/bad.map, line 1, cannot be read" "$err"

finish
