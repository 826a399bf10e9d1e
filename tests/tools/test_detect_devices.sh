#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_detect_devices.sh: scripts/detect-devices on a fake
# /sys and /dev (the kernel's key bitmaps, the by-id and by-path links):
# keypads become vi-keypad, sighted-keypad in the order of their nodes,
# named by their by-id link, else by-path, else name:; a sensor board
# vi-board; a keyboard with a keypad is never taken (a comment); a mouse
# is nothing. With --config the template (data/annad.conf) gets the lines
# under [devices], and annad --check-config accepts the result (exit 0,
# each device absent here a warning). None found: no line, and how to add
# one on standard error; the template unchanged.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
src=${ANNA_SOURCE_DIR:?}
detect=$src/scripts/detect-devices
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
bits=$(getconf LONG_BIT)
# the kernel's capabilities/key text of a set of key codes
caps() {
	local -a w=()
	local c i top=0
	for c in "$@"; do
		i=$((c / bits))
		w[i]=$(( ${w[i]:-0} | (1 << (c % bits)) ))
		[ "$i" -le "$top" ] || top=$i
	done
	local out=
	for ((i = top; i >= 0; i--)); do out+=$(printf '%x' "${w[i]:-0}")' '; done
	echo "${out% }"
}
device() { # node name codes...
	local node=$1 name=$2
	shift 2
	mkdir -p "$T/sys/class/input/$node/device/capabilities"
	echo "$name" > "$T/sys/class/input/$node/device/name"
	caps "$@" > "$T/sys/class/input/$node/device/capabilities/key"
}
link() { # kind name node
	mkdir -p "$T/dev/input/$1"
	ln -s "../$3" "$T/dev/input/$1/$2"
}
keypad=(82 79 80 81 75 76 77 71 72 73 96 74 78 98 55 83 14 69)
device event3 "USB Keypad" "${keypad[@]}"
device event4 "AT Keyboard" "${keypad[@]}" $(seq 1 88)
device event5 "Peg Board" $(seq 704 767)
device event6 "USB Mouse" 272 273 274
device event10 "Second Keypad" "${keypad[@]}"
link by-id usb-04d9_1203-event-kbd event3
link by-path pci-0000:00:14.0-usb-0:1:1.0-event-kbd event3
link by-path platform-i8042-serio-0-event-kbd event4
link by-path pci-0000:00:14.0-usb-0:2:1.0-event-kbd event10

out=$("$detect" --sys "$T/sys" --dev "$T/dev" 2>"$T/err"); rc=$?
check "exit" 0 "$rc"
check "the lines found" "vi-keypad = /dev/input/by-id/usb-04d9_1203-event-kbd
sighted-keypad = /dev/input/by-path/pci-0000:00:14.0-usb-0:2:1.0-event-kbd
vi-board = name:Peg Board
# a keyboard with a keypad, not taken (anna would take all its keys): /dev/input/by-path/platform-i8042-serio-0-event-kbd" "$out"
has "said: keypad" "USB Keypad (/dev/input/by-id/usb-04d9_1203-event-kbd) is a keypad: vi-keypad" "$(cat "$T/err")"
has "said: keyboard" "AT Keyboard (/dev/input/by-path/platform-i8042-serio-0-event-kbd) is a keyboard, not taken" "$(cat "$T/err")"
has "said: board" "Peg Board (name:Peg Board) is a sensor board: vi-board" "$(cat "$T/err")"

# the configuration install-service writes
"$detect" --sys "$T/sys" --dev "$T/dev" --config "$src/data/annad.conf" >"$T/annad.conf" 2>/dev/null
check "config: exit" 0 "$?"
check "config: under [devices]" "[devices]
vi-keypad = /dev/input/by-id/usb-04d9_1203-event-kbd
sighted-keypad = /dev/input/by-path/pci-0000:00:14.0-usb-0:2:1.0-event-kbd
vi-board = name:Peg Board" "$(grep -A3 '^\[devices\]$' "$T/annad.conf")"
check "config: the rest kept" "$(grep -v -e '^[a-z-]*-keypad = ' -e '^[a-z-]*-board = ' -e '^# a keyboard' "$T/annad.conf")" \
	"$(cat "$src/data/annad.conf")"
if [ -n "${ANNADBIN:-}" ] && [ -x "$ANNADBIN" ]; then
	"$ANNADBIN" --check-config --config "$T/annad.conf" >"$T/ok" 2>"$T/warn"
	check "config: annad accepts it" 0 "$?"
	check "config: each device absent here, a warning" 3 "$(grep -c ': warning: .* = .*: no device that fits it is plugged in now' "$T/warn")"
fi

# none found
mkdir -p "$T/empty"
out=$("$detect" --sys "$T/empty" --dev "$T/empty" 2>"$T/err"); rc=$?
check "none: exit" 0 "$rc"
check "none: no line" "" "$out"
has "none: how to add one" "no keypad is plugged in, so the player has none: annad will say that it is not ready. Plug in the player's USB keypad and run this again, or name it under [devices] in annad.conf" "$(cat "$T/err")"
check "none: template unchanged" "$(cat "$src/data/annad.conf")" \
	"$("$detect" --sys "$T/empty" --dev "$T/empty" --config "$src/data/annad.conf" 2>/dev/null)"
# a bad option
"$detect" --frob >/dev/null 2>"$T/err"
check "bad option: exit" 2 "$?"
has "bad option: said" "unknown option '--frob'" "$(cat "$T/err")"
finish
