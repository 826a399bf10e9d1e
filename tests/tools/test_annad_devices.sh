#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_devices.sh: annad on a (mock) kernel device. Under
# umockdev-run the real libudev + libevdev path runs unchanged: annad finds
# the keypad by its name, grabs it, says it is connected, and the keys the
# recording sends (e2e4, Enter: the player without a sensor board types his
# move) make a ply that the control socket reports, and it is ready.
# annad --check-config warns about a configured device that is not plugged
# in, with exit status 0. Skipped (77) without umockdev-run.
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
[engine]
# the opponent is a person here (anna move); the engine has its own test
opponent = human
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
grep -q " vi anna is ready$" "$T/words" || { echo "FAIL: ready not said"; fails=1; }
kill "$pid"; wait "$pid" 2>/dev/null; pid=

# --check-config: a configured device that is not plugged in is a warning
# naming the role and the device and how to fix it; the exit status stays
# 0 (annad can start and opens it when it comes). The keypad that is there
# gives none.
sed -i 's/^vi-keypad = name:Test Keypad$/&\nsighted-keypad = ids:1234:5678/' "$T/annad.conf"
check_config() { # umockdev-run's device arguments...
	umockdev-run "$@" -- "$ANNADBIN" --check-config --config "$T/annad.conf" >"$T/out" 2>"$T/warn"
}
check_config -d "$F/devices/keypad.umockdev" -i /dev/input/event7="$F/devices/keypad.ioctl"
rc=$?
[ $rc -eq 0 ] || { echo "FAIL: --check-config exit $rc"; fails=1; }
grep -qx "$T/annad.conf: ok, annad can start with this configuration" "$T/out" ||
	{ echo "FAIL: --check-config not ok"; cat "$T/out"; fails=1; }
want="annad: $T/annad.conf: warning: sighted-keypad = ids:1234:5678: no device that fits it is plugged in now. Plug it in before the game (annad opens it when it comes), or correct the line (how to name a device: man annad.conf)."
[ "$(cat "$T/warn")" = "$want" ] || { echo "FAIL: --check-config warning:"; cat "$T/warn"; fails=1; }
# no device at all: both warned, still 0
check_config; rc=$?
[ $rc -eq 0 ] || { echo "FAIL: --check-config without devices: exit $rc"; fails=1; }
[ "$(grep -c "warning: .*-keypad = .*: no device that fits it is plugged in now" "$T/warn")" = 2 ] ||
	{ echo "FAIL: --check-config without devices:"; cat "$T/warn"; fails=1; }
grep -q "warning: vi-keypad = name:Test Keypad" "$T/warn" || { echo "FAIL: vi-keypad not named"; fails=1; }
exit $fails
