#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_braille.sh: annad with the player's braille
# display as his only output (player = text, player.braille), through a
# real brltty (tests/tools/brltty.sh: the vr driver, a fake display, BrlAPI
# on a private loopback port). Each phrase the player is given is shown in
# his braille (en-ueb-g1 as lou_translate makes it); the display's keys
# act: the board rank by rank, a routing key on a square asks what stands
# there, HOME repeats, CSRTRK his time, TOP his opponent's last move,
# PRSEARCH the scoresheet, HELP the keypad's help, and his move and clock
# press are typed on its braille keyboard. brltty stopped (SIGSTOP): annad
# goes on, and the newest phrase is shown once brltty does. No brltty and
# a table liblouis does not have: each said once, to him and in the log,
# and annad goes on; a brltty that never answers holds annad's start 3 s
# at most. About 18 s.
set -u
# lib.sh, brltty.sh (it skips without brltty), T, S, annad.conf, start ...
. "$(dirname "${BASH_SOURCE[0]}")/annad_braille.sh"

brltty_start "$T" || { fail "brltty did not show on the display"; finish; }
start --no-audio
wait_words " vi anna is ready"
shown_after "ready, in braille" "$(window "$(last_vi)" en-ueb-g1.ctb 0)" 0
"$ANNA_BIN" move 5254 --socket "$S" >/dev/null # e2-e4, announced to him
wait_words " vi .*Eva four"
said=$(last_vi)
shown_after "the move, in braille" "$(window "$said" en-ueb-g1.ctb 0)" 0
# his time, said by itself 3 s into his move: a phrase between two keys
# would take the board's place
wait_words " vi You: five minutes left"
seen=$(shown_lines)
display_key NXSEARCH # the board: the eighth rank first, then down by review
# "#h", a blank, r n b q k b n r (Black's: no dot 7)
shown_after "the eighth rank" "$(printf '\u283c\u2813\u2800\u2817\u281d\u2803\u281f\u2805\u2803\u281d\u2817' | cells_line 0)" "$seen"
display_key LNUP
display_key LNUP
display_key LNUP
display_key LNUP
seen=$(($(shown_lines) - 1))
# the fourth rank after e2-e4: a White pawn (p and dot 7) on e4, dot 3 elsewhere
shown_after "the fourth rank" "$(printf '\u283c\u2819\u2800\u2804\u2804\u2804\u2804\u284f\u2804\u2804\u2804' | cells_line 0)" "$seen"
n=$(vi_said)
display_key "ROUTE 7" # brltty's column 7: the fifth square, e4
wait_words " vi .*Eva four"
check "routing asks the square" 1 "$(($(vi_said) - n))"
has "what stands on e4" "pawn" "$(last_vi)"
asked=$(last_vi)
display_key HOME # repeat
said_more $((n + 1))
check "HOME repeats" "$asked" "$(last_vi)"
display_key CSRTRK # his time
said_more $((n + 2))
has "CSRTRK: his time" "minutes" "$(last_vi)"
shown_after "the time, in braille" "$(window "$(last_vi)" en-ueb-g1.ctb 0)" 0
# TOP: his opponent's last move; PRSEARCH: the scoresheet's last moves
key_says "TOP: the last move" TOP "Eva two Eva four"
key_says "PRSEARCH: the scoresheet" PRSEARCH "Move one, White: Eva two Eva four"

# his move typed on the display's braille keyboard (brltty makes
# characters of the dots): e7-e5 as his keypad's digits, Enter, and Enter
# again for his clock
for c in 53 55 53 53; do display_key "PASSCHAR $c"; done
display_key KEY_ENTER
display_key KEY_ENTER
for _ in $(seq 40); do "$ANNA_BIN" status --socket "$S" | grep -qx "plies: 2" && break; sleep 0.05; done
check "a move typed on the display: played" "plies: 2" "$("$ANNA_BIN" status --socket "$S" | grep "^plies")"
check "a move typed on the display: his" "1... e5" "$("$ANNA_BIN" scoresheet --socket "$S" | tail -n 1)"
# HELP: the keypad's help, its phrases one after another (the first
# names the key that stops it), the last one left on the display
n=$(vi_said)
seen=$(shown_lines)
display_key HELP
said_more "$n"
sleep 0.2 # the help's phrases come in one batch
check "HELP: the help begins" "Keypad help; minus stops it." "$(grep " vi " "$T/words" | sed -n "$((n + 1))p" | cut -d' ' -f3-)"
has "HELP: the help ends with its last line" "Offering a draw and resigning need the digit again" "$(last_vi)"
shown_after "HELP: the help's last phrase, in braille" "$(window "$(last_vi)" en-ueb-g1.ctb 0)" "$seen"

# brltty stops (SIGSTOP): annad's loop goes on (the display's writes are
# its own thread's): the arbiter's pause and resume are said and the
# socket answers; once brltty goes on, the newest phrase is shown
kill -STOP "$brltty_pid"
n=$(vi_said)
"$ANNA_BIN" pause --reason disturbance --socket "$S" >/dev/null
said_more "$n"
timeout 5 "$ANNA_BIN" resume --socket "$S" >/dev/null || fail "brltty stopped: annad's socket answers"
said_more $((n + 1))
check "brltty stopped: the pause and the resume said" 2 "$(($(vi_said) - n))"
said=$(last_vi)
seen=$(shown_lines)
kill -CONT "$brltty_pid"
shown_after "brltty goes on: the newest phrase shown" "$(window "$said" en-ueb-g1.ctb 0)" "$seen"

# brltty stops: said once, to him and in the log; annad goes on
brltty_stop
wait_words "braille display cannot be reached any more"
check "said once" 1 "$(grep -c "braille display cannot be reached" "$T/words")"
has "in the log" "braille display cannot be reached any more: brltty at 127.0.0.1:$brlapi_port closed the connection" "$(cat "$T/annad.err")"
"$ANNA_BIN" status --socket "$S" >/dev/null || fail "annad goes on"
annad_stop

# no brltty at the start, and a table liblouis does not have: said once each
rm -rf "$T/state"
mv "$T/words" "$T/words.1"
: >"$T/annad.err"
sed -i "s/^player.braille-auth = none$/player.braille-auth = none\nopponent = text\nopponent.braille = 127.0.0.1:$brlapi_port\nopponent.braille-table = xx-none.ctb/" "$T/annad.conf"
start --no-audio
wait_words " vi anna is ready"
wait_words "The braille table xx-none.ctb cannot be loaded"
check "no brltty: said once" 1 "$(grep -c " vi The braille display cannot be reached" "$T/words")"
check "no table: said once, to the opponent" 1 "$(grep -c " sighted The braille table xx-none.ctb" "$T/words")"
# and each once in the log, naming what is missing and how to fix it
check "no brltty: in the log once" 1 "$(grep -c "^annad: The braille display cannot be reached through brltty at 127.0.0.1:$brlapi_port (.*). Start brltty" "$T/annad.err")"
check "no table: in the log once" 1 "$(grep -c "^annad: The braille table xx-none.ctb cannot be loaded. Install liblouis-data" "$T/annad.err")"
annad_stop

# a brltty that takes the connection and never answers (hung): annad's
# start does not wait for it past 3 s (start gives up after 10), and it
# is said once, to him and in the log
silent=$((brlapi_port + 1))
silent_brlapi "$silent"
rm -rf "$T/state"
mv "$T/words" "$T/words.2"
: >"$T/annad.err"
sed -i "s/^player.braille = .*$/player.braille = 127.0.0.1:$silent/; /^opponent.braille/d" "$T/annad.conf"
start --no-audio
wait_words " vi anna is ready"
wait_words "did not answer within 3 seconds"
check "silent brltty: said once" 1 "$(grep -c " vi The braille display cannot be reached: brltty at 127.0.0.1:$silent took the connection but did not answer within 3 seconds" "$T/words")"
has "silent brltty: in the log" "brltty at 127.0.0.1:$silent took the connection but did not answer" "$(cat "$T/annad.err")"
annad_stop
kill "$silent_pid" 2>/dev/null
finish
