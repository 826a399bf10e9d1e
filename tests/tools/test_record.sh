#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_record.sh: `anna record` on a keypad under umockdev-run
# (the real libudev + libevdev path), `anna record --check` on good, corrupt
# and truncated recordings, and its errors. Skipped (77) without umockdev-run.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna() { "$ANNA_BIN" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
F=$ANNA_FIXTURES

# --check: what a recording holds, or the error and its line.
out=$(anna record --profile en --check "$F/evemu/keypad-e2e4.evemu") || fail "check good: $?"
[[ $out == *'"Test Numeric Keypad" 04d9:1203, 36 events from 1000.000000 to 1002.100000'* ]] || fail "check good: $out"
check_bad() { # file line words
	err=$(anna record --profile en --check "$F/evemu/$1" 2>&1 >/dev/null)
	rc=$?
	[[ $rc == 2 ]] || fail "$1: exit $rc"
	[[ $err == *"(line $2)"* ]] || fail "$1: no line $2 in: $err"
	[[ $err == *"$3"* ]] || fail "$1: no '$3' in: $err"
}
check_bad truncated-midline.evemu 30 "cut short (it has no line end)"
check_bad truncated-frame.evemu 26 "ends inside an event frame"
check_bad time-backwards.evemu 32 "999.900000 is earlier than the one before it, 1000.100000"
check_bad bad-type.evemu 30 "0009 is not an event type"
check_bad bad-prefix.evemu 23 '"Q: junk" is not a line'
err=$(anna record --profile en --check "$tmp/none.evemu" 2>&1); rc=$?
[[ $rc == 2 && $err == *"Cannot read the recording $tmp/none.evemu (ENOENT)"* ]] || fail "missing: $rc $err"

# Bad arguments.
anna record >/dev/null 2>&1; [[ $? == 2 ]] || fail "no args"
anna record /dev/input/event0 >/dev/null 2>&1; [[ $? == 2 ]] || fail "no file"
anna record --count 0 /dev/input/event0 x >/dev/null 2>&1; [[ $? == 2 ]] || fail "count 0"
anna record --role referee /dev/input/event0 x >/dev/null 2>&1; [[ $? == 2 ]] || fail "bad role"
anna record serial:1 x >/dev/null 2>&1; [[ $? == 2 ]] || fail "bad spec"

# A device that is not there: which one, and what to do.
err=$(anna record --profile en --role vi-board /dev/input/event99 "$tmp/x" 2>&1); rc=$?
[[ $rc == 1 && $err == *"Cannot open /dev/input/event99 (vi-board): ENOENT"* ]] || fail "absent: $rc $err"

command -v umockdev-run >/dev/null || skip "umockdev-run is not installed: recording skipped"

# Record the keypad fixture's events (2.1 s of typing) from the device.
grep '^E:' "$F/evemu/keypad-e2e4.evemu" > "$tmp/events"
# The preload library comes before ASan's runtime in the sanitizer build.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
umockdev-run -d "$F/devices/keypad.umockdev" \
	-i /dev/input/event7="$F/devices/keypad.ioctl" \
	-e /dev/input/event7="$tmp/events" -- \
	"$ANNA_BIN" record --profile en --count 36 /dev/input/event7 "$tmp/rec.evemu" \
	2>"$tmp/err" || fail "record: $(cat "$tmp/err")"
out=$(anna record --profile en --check "$tmp/rec.evemu") || fail "recording does not read back"
[[ $out == *'"Test Keypad" 04d9:1203, 38 events from 1000.000000 to 1002.100000'* ]] || fail "recorded: $out"
# First the key held when recording began (KP5, from the device's state),
# at the first event's time; then every event as it came, times kept.
mapfile -t rec < <(grep '^E:' "$tmp/rec.evemu" | cut -f1)
[[ ${rec[0]} == "E: 1000.000000 0001 004c 0001" ]] || fail "initial state: ${rec[0]}"
[[ ${rec[1]} == "E: 1000.000000 0000 0000 0000" ]] || fail "initial frame: ${rec[1]}"
mapfile -t want < <(cut -f1 "$tmp/events")
[[ ${#want[@]} == 36 ]] || fail "fixture events: ${#want[@]}"
for i in "${!want[@]}"; do
	[[ ${rec[$((i + 2))]} == "${want[$i]}" ]] || fail "event $i: '${rec[$((i + 2))]}' != '${want[$i]}'"
done
grep -q '^N: Test Keypad$' "$tmp/rec.evemu" || fail "no name"
grep -q '^I: 0003 04d9 1203 0110$' "$tmp/rec.evemu" || fail "no ids"
finish
