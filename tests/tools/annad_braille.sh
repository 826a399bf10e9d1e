# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/annad_braille.sh: annad with the player's braille display,
# the start of tests/tools/test_annad_braille*.sh (sourced, after set -u).
# It sources lib.sh and brltty.sh (the test is skipped without brltty),
# makes T (a private directory, removed at the exit with annad and brltty
# stopped) and S (annad's socket), writes $T/annad.conf (annad_conf's: the
# player Black against a human opponent, his words as text, his display
# on brltty.sh's BrlAPI port, auth=none) and makes annad's terminal, the
# player's keypad, a FIFO nobody types into. start [ARGS...] starts annad
# with it (its stdout in $T/annad.out, its stderr in $T/annad.err) and
# waits, at most 10 s, until it answers.
# shellcheck shell=bash
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
. "$(dirname "${BASH_SOURCE[0]}")/brltty.sh"
T=$(mktemp -d)
S=$T/sock
cleanup() {
	annad_cleanup
	brltty_stop
	wait 2>/dev/null
}
trap cleanup EXIT
annad_conf "vi-side = black
[engine]
opponent = human" | sed "/^player = text$/a player.braille = 127.0.0.1:$brlapi_port\\nplayer.braille-auth = none" \
	>"$T/annad.conf"
mkfifo "$T/tty"
exec 8<>"$T/tty"
start() { # annad_start, with the FIFO as its terminal (an async command's
	# stdin is /dev/null unless redirected on the command itself)
	"$ANNADBIN" --config "$T/annad.conf" "$@" <&8 >>"$T/annad.out" 2>>"$T/annad.err" &
	annad_pid=$!
	for _ in $(seq 100); do "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && return 0; sleep 0.1; done
	fail "annad did not start: $(cat "$T/annad.err")"
	finish
}
# the player's last words in the transcript ("<s.ms> vi <words>")
last_vi() { grep " vi " "$T/words" | tail -n 1 | cut -d' ' -f3-; }
vi_said() { grep -c " vi " "$T/words"; }
# Waits (2 s at most) until he has been given more than N phrases.
said_more() { # N
	for _ in $(seq 40); do [ "$(vi_said)" -gt "$1" ] && return 0; sleep 0.05; done
}
key_says() { # description key phrase: the display's KEY gives him PHRASE
	# alone, and it is shown in his braille
	local n seen
	n=$(vi_said) seen=$(shown_lines)
	display_key "$2"
	said_more "$n"
	check "$1: said once" 1 "$(($(vi_said) - n))"
	check "$1" "$3" "$(last_vi)"
	shown_after "$1, in braille" "$(window "$3" en-ueb-g1.ctb 0)" "$seen"
}
wait_words() { # pattern
	for _ in $(seq 100); do grep -q "$1" "$T/words" 2>/dev/null && return 0; sleep 0.05; done
	fail "not said: $1"
}
