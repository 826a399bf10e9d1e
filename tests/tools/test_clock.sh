#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_clock.sh: `anna clock`: check prints both notations and
# the RB-1 class, a malformed control exits 2 with its problem and column
# in the profile's words, presets are listed, play speaks the warning
# schedule and the flag fall in words at their exact instants.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}

out=$("$anna" clock check "40/5400+30:1800+30"); rc=$?
check "check exit" 0 "$rc"
check "check pgn" "pgn: 40/5400+30:1800+30" "$(sed -n 1p <<<"$out")"
check "check readable" "readable: 90m/40 + 30m, +30s from move 1" "$(sed -n 2p <<<"$out")"
check "check class" "class (2017): standard" "$(sed -n 3p <<<"$out")"

out=$("$anna" clock check --edition 2009 "12m")
check "2009 blitz" "class (2009): blitz" "$(sed -n 3p <<<"$out")"
out=$("$anna" clock check --edition 2014 "12m")
check "2014 rapid" "class (2014): rapid" "$(sed -n 3p <<<"$out")"
out=$("$anna" clock check "3m + 2s")
check "people's increment" "pgn: 180+2" "$(sed -n 1p <<<"$out")"
out=$("$anna" clock check fide-rapid)
check "preset" "pgn: 900+10" "$(sed -n 1p <<<"$out")"

err=$("$anna" clock check --profile en "90m/40 + 30x" 2>&1 >/dev/null); rc=$?
check "bad control exit" 2 "$rc"
check "bad control words" 'anna clock: 90m/40 + 30x: Time control, period 2: "30x" needs a unit: h, m, s or ms. (line 1, column 10)' "$err"
err=$("$anna" clock check --profile fide-de "40/5400+" 2>&1 >/dev/null)
check "bad control in German" 'anna clock: 40/5400+: Bedenkzeit, Periode 1: nach dem Zeichen fehlt die Zusatzzeit. (Zeile 1, Spalte 9)' "$err"
"$anna" clock check --edition 2016 1m >/dev/null 2>&1; rc=$?
check "bad edition" 2 "$rc"
"$anna" clock check >/dev/null 2>&1; rc=$?
check "no control" 2 "$rc"
"$anna" clock frobnicate >/dev/null 2>&1; rc=$?
check "unknown subcommand" 2 "$rc"

out=$("$anna" clock presets); rc=$?
check "presets exit" 0 "$rc"
check "presets standard" "fide-standard 40/5400+30:1800+30 90m/40 + 30m, +30s from move 1" \
	"$(grep '^fide-standard' <<<"$out" | tr -s ' ')"

# 1 minute each: White thinks 10 s, Black 55 s (warnings at 30 and 10 s),
# White 5 s; then both times. In English, colours.
out=$("$anna" clock play --profile en 1m 10s 55s 5s); rc=$?
check "play exit" 0 "$rc"
expected="0:00:40      Black: thirty seconds left
0:01:00      Black: ten seconds left
0:01:10      White: forty-five seconds, Black: five seconds"
check "play words" "$expected" "$out"

# competition: only the listener's own warnings, the opponent's flag always
out=$("$anna" clock play --competition --listener black --profile en 1m 65s 1s)
expected="0:01:00      Opponent: flag fallen, the time is up
0:01:06      You: fifty-nine seconds, Opponent: zero seconds"
check "competition words" "$expected" "$out"

# the seconds are said only under a threshold (default ten minutes),
# which --seconds-below MINUTES sets; 0 leaves them out but for the last minute
out=$("$anna" clock play --profile en 20m 1m10s 3m 2>&1 | tail -n 1)
check "seconds: default" "0:04:10      White: eighteen minutes, Black: seventeen minutes" "$out"
out=$("$anna" clock play --profile en --seconds-below 30 20m 1m10s 3m 2>&1 | tail -n 1)
check "seconds: below 30 minutes" "0:04:10      White: eighteen minutes fifty seconds, Black: seventeen minutes" "$out"
out=$("$anna" clock play --profile en --seconds-below 0 2h 1m5s 2>&1 | tail -n 1)
check "seconds: never" "0:01:05      White: one hour fifty-eight minutes, Black: two hours" "$out"
out=$("$anna" clock play --profile en --seconds-below 180 2h 1m5s 2>&1 | tail -n 1)
check "seconds: below 3 hours" "0:01:05      White: one hour fifty-eight minutes fifty-five seconds, Black: two hours" "$out"
"$anna" clock play --profile en --seconds-below ten 2h 1s >/dev/null 2>/tmp/anna-clock-err.$$; rc=$?
out=$(head -n 1 /tmp/anna-clock-err.$$); rm -f /tmp/anna-clock-err.$$
check "seconds-below: not a number exit" 2 "$rc"
check "seconds-below: not a number" "anna clock: --seconds-below takes a whole number from 0 to 6000, not \"ten\"." "$out"
"$anna" clock play 1m 0s >/dev/null 2>&1; rc=$?
check "zero think" 2 "$rc"
"$anna" clock play --competition 1m 1s >/dev/null 2>&1; rc=$?
check "competition without listener" 2 "$rc"

finish
