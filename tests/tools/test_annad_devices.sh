#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_devices.sh: annad on a (mock) kernel device. Under
# umockdev-run the real libudev + libevdev path runs unchanged: annad finds
# the keypad by its name, grabs it, says it is connected, and the keys the
# recording sends (e2e4, Enter: the player without a sensor board types his
# move) make a ply that the control socket reports. Skipped (77) without
# umockdev-run.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
command -v umockdev-run >/dev/null || { echo "umockdev-run missing"; exit 77; }
T=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT
F=$ANNA_FIXTURES
grep '^E:' "$F/evemu/keypad-e2e4.evemu" > "$T/keys.events"   # umockdev reads E: lines
cat > "$T/annad.conf" <<CONF
[game]
profile = en
[devices]
vi-keypad = name:Test Keypad
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $T/sock
transcript = $T/words
CONF
umockdev-run -d "$F/devices/keypad.umockdev" -i /dev/input/event7="$F/devices/keypad.ioctl" \
	-e /dev/input/event7="$T/keys.events" -- "$ANNADBIN" --config "$T/annad.conf" 2>"$T/err" &
pid=$!
for _ in $(seq 100); do
	"$ANNA_BIN" status --socket "$T/sock" 2>/dev/null | grep -qx "plies: 1" && break
	sleep 0.1
done
fails=0
"$ANNA_BIN" status --socket "$T/sock" | grep -qx "plies: 1" || { echo "FAIL: no ply from the device"; fails=1; }
grep -q " vi Test Keypad (/dev/input/event7) is connected as vi-keypad" "$T/words" ||
	{ echo "FAIL: connection not said"; cat "$T/words"; fails=1; }
grep -q " vi Enter" "$T/words" || { echo "FAIL: keys not echoed"; fails=1; }
exit $fails
