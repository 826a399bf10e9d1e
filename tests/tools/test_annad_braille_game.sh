#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_braille_game.sh: a whole game with the braille
# display as the player's only output and input, through a real brltty
# (tests/tools/brltty.sh): he plays Black (player = text, player.braille;
# no --no-audio, so his sound output is what the configuration says:
# none), types each of his moves and clock presses on the display's
# braille keyboard (the mate ends the game with the move, so no press
# follows it), and his opponent's moves come through the socket: fool's
# mate, 1. f3 e5 2. g4 Qh4#. The result is shown on the display, the
# ended game's BRF in the state directory is anna scoresheet --brf's, and
# annad printed nothing on his terminal. Then the display beside his
# earphones (player = wav:FILE, player.braille): a move is both heard
# (audio added to the WAV) and shown. About 7 s.
set -u
# lib.sh, brltty.sh (it skips without brltty), T, S, annad.conf, start ...
. "$(dirname "${BASH_SOURCE[0]}")/annad_braille.sh"
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
plies() { # N: waits (2 s at most) until the game has N plies
	for _ in $(seq 40); do anna status | grep -qx "plies: $1" && return 0; sleep 0.05; done
	fail "not $1 plies: $(anna status | grep '^plies')"
}
typed() { # keypad digits ...: typed on the display's braille keyboard
	local c
	for c in $(printf '%s' "$1" | od -An -tu1); do display_key "PASSCHAR $c"; done
}

brltty_start "$T" || { fail "brltty did not show on the display"; finish; }
start
wait_words " vi anna is ready"
anna move 6263 >/dev/null # 1. f3
wait_words " vi Felix two Felix three"
typed 5755 # 1... e5, his move, then his clock
display_key KEY_ENTER
display_key KEY_ENTER
plies 2
anna move 7274 >/dev/null # 2. g4
wait_words " vi Gustav two Gustav four"
seen=$(shown_lines)
typed 4884 # 2... Qh4#: mate, the game ends with the move
display_key KEY_ENTER
plies 4
wait_words " vi Black wins by checkmate"
check "the game ended" "state: ended" "$(anna status | grep '^state')"
check "the result" "result: 0-1" "$(anna status | grep '^result')"
check "his moves, typed on the display" "2... Qh4#" "$(anna scoresheet | tail -n 1)"
shown_after "the result on his display" "$(window "Black wins by checkmate." en-ueb-g1.ctb 0)" "$seen"
for _ in $(seq 40); do [ -s "$T/state/game.brf" ] && break; sleep 0.05; done
succeeds "the ended game's BRF is anna scoresheet --brf's" \
	cmp "$T/state/game.brf" <(anna scoresheet --brf - --profile en)
succeeds "the BRF has his first move" grep -q $'^#A4 F#C E#E\r$' "$T/state/game.brf"
succeeds "the BRF has the mate" grep -q $'^#B4 G#D ,QH#D_?\r$' "$T/state/game.brf"
check "player = text: no sound, and nothing on his terminal (annad's stdout)" "" "$(cat "$T/annad.out")"
annad_stop

# the display beside his earphones: the WAV gets the move's audio, the
# display shows it
rm -rf "$T/state"
mv "$T/words" "$T/words.1"
sed -i "s|^player = text$|player = wav:$T/player.wav|" "$T/annad.conf"
start
wait_words " vi anna is ready"
sleep 0.5 # the opening phrases spoken into the WAV
before=$(stat -c %s "$T/player.wav")
seen=$(shown_lines)
anna move 5254 >/dev/null # 1. e4
wait_words " vi Eva two Eva four"
shown_after "beside the WAV: the move shown" "$(window "Eva two Eva four" en-ueb-g1.ctb 0)" "$seen"
for _ in $(seq 40); do [ "$(stat -c %s "$T/player.wav")" -gt $((before + 22050)) ] && break; sleep 0.05; done
# the samples added since the move: half a second or more, not silence
succeeds "beside the display: the move heard in the WAV" python3 -c '
import sys
d = open(sys.argv[1], "rb").read()[int(sys.argv[2]):]
s = [int.from_bytes(d[i:i + 2], "little", signed=True) for i in range(0, len(d) - 1, 2)]
sys.exit(not (len(s) >= 11025 and max(map(abs, s)) > 1000))' "$T/player.wav" "$before"
annad_stop
finish
