#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_shared.sh: two people at one keypad (annad
# --opponent shared, or sighted-keypad = shared). annad's terminal is the
# keypad, fed through a FIFO as a person types: White types e2-e4, Enter,
# Enter (his clock); the keys are then Black's: e7-e5 and Enter is his move
# and his clock. Each is told when it is his move, in his words, and the
# game has both moves. A configuration that cannot share is named by
# --check-config.
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
T=$(mktemp -d)
S=$T/sock
trap annad_cleanup EXIT
annad_conf >"$T/annad.conf"
mkfifo "$T/tty"
exec 8<>"$T/tty"
# (not annad_start: a command put in the background reads /dev/null
# unless its own line says otherwise)
"$ANNADBIN" --config "$T/annad.conf" --no-audio --opponent shared <&8 2>>"$T/annad.err" >/dev/null &
annad_pid=$!
for _ in $(seq 100); do grep -q "anna is ready" "$T/words" 2>/dev/null && break; sleep 0.05; done
has "ready" " vi anna is ready" "$(cat "$T/words")"
check "no engine plays: the opponent is a person" "opponent: human" \
	"$("$ANNA_BIN" status --socket "$S" | grep '^opponent:')"
# a key, then the words it brings, before the next: as a person types
key() { # chars, then the line the last one must bring
	printf '%s' "$1" >&8
	for _ in $(seq 100); do grep -qF -- "$2" "$T/words" 2>/dev/null && return 0; sleep 0.05; done
	fail "after '$1' no '$2'"
}
key 5254 " vi Four"
key $'\r' " sighted Eva two Eva four"
key $'\r' " sighted Black to move."
key 5 " sighted Eva"
key 755 " sighted Five"
key $'\r' " vi White to move."
has "Black's move announced to White" " vi Eva seven Eva five" "$(cat "$T/words")"
check "the game has both moves" "plies: 2" "$("$ANNA_BIN" status --socket "$S" | grep '^plies:')"
key 7 " vi Gustav" # White's keys again
annad_stop
[ "$fails" -gt 0 ] && cat "$T/words" "$T/annad.err"

# what cannot share, named before anything starts
annad_conf >"$T/bad.conf"
printf '[devices]\nvi-keypad = none\nsighted-keypad = shared\n' >>"$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1)
check "shared without the player's keypad: exit 2" 2 "$?"
has "shared without the player's keypad: said" "name the player's keypad (vi-keypad)" "$out"
annad_conf >"$T/bad.conf"
printf '[devices]\nsighted-keypad = shared\n[engine]\nopponent = engine\n' >>"$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1)
check "shared with the engine as the opponent: exit 2" 2 "$?"
has "shared with the engine: said" "bad.conf: sighted-keypad = shared is for a person as the opponent" "$out"
annad_conf >"$T/bad.conf"
printf '[devices]\nvi-board = shared\n' >>"$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1)
check "shared is the sighted keypad's only: exit 2" 2 "$?"
has "shared for a board: its line named" "bad.conf line 15" "$out"
finish
