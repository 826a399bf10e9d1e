#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_words.sh: the client's and the configuration's errors
# in people's words (issue 11 item 7), in two profiles: a bad or missing
# option names the option and lists the values it can have; times are
# taken as people write them (90s, 1:30, 2m); anna move reads the
# algebraic notation it suggests, in the profile's letters and English.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
[ -x "$ANNADBIN" ] || skip "annad not built"
T=$(mktemp -d)
trap annad_cleanup EXIT
S=$T/sock
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
start() { # profile of the arbiter's words
	cat > "$T/annad.conf" <<CONF
[game]
profile = $1
policy = competition
vi-side = black
time-control = 300+3
[listeners]
player = text
arbiter.profile = $1
[daemon]
state-dir = $T/state-$1
socket = $S
transcript = $T/transcript-$1
[roles]
arbiter = $(id -u)
CONF
	annad_start "$T/annad.conf"
}
stop() { annad_stop; }
expect() { # description, exit status, a line the error must hold, command...
	local what=$1 want=$2 text=$3; shift 3
	"$@" >/dev/null 2>"$T/e"; local rc=$?
	check "$what: exit" "$want" "$rc"
	has "$what" "$text" "$(cat "$T/e")"
}

# ---- English -------------------------------------------------------------
start en
anna start >/dev/null
expect "bad side" 2 'adjust: --side cannot be "green"; write one of white, black' \
	anna adjust --side green --add 5s
expect "missing side" 2 "adjust needs --side, one of white, black" anna adjust --add 5s
expect "neither add nor set" 2 "adjust needs either --add or --set with a time" \
	anna adjust --side white
expect "not a time" 2 'adjust: --add "soon" is not a time; write it as 90s, 2m, 1:30' \
	anna adjust --side white --add soon
expect "pause reason" 2 "write one of arbiter, disturbance, wrong-setting" \
	anna pause --reason coffee
expect "unknown option" 2 "adjust has no option --colour; its options are --side, --add, --set, --reason" \
	anna adjust --colour white
expect "no options" 2 "resume takes no options, not --now" anna resume --now yes
expect "result" 2 "write one of 1-0, 0-1, 1/2-1/2" anna result 2-0
expect "switch" 2 "write one of on, off" anna switches --check-words maybe
t0=$(anna times | sed -n 's/^white: //p')
succeeds "adjust --add 90s" anna adjust --side white --add 90s --reason disturbance
succeeds "adjust --add 1:30" anna adjust --side white --add 1:30
succeeds "adjust --add 2m" anna adjust --side white --add 2m
succeeds "adjust --add -30s" anna adjust --side white --add -30s
# 90 s + 90 s + 2 m - 30 s = 4:30 more than before, less the seconds
# White's clock ran meanwhile (whatever it showed before: a bonus may
# have put it above the starting time)
t1=$(anna times | sed -n 's/^white: //p')
ms() { awk -F: '{ printf "%d", ($1 * 3600 + $2 * 60 + $3) * 1000 }' <<<"$1"; }
added=$(( $(ms "$t1") - $(ms "$t0") ))
[ "$added" -gt 255000 ] && [ "$added" -le 270000 ] ||
	fail "the times added up: $t0 -> $t1 ($added ms more, not 4:30 less the time run)"
succeeds "adjust --set 1:30:00" anna adjust --side black --set 1:30:00
has "black has an hour and a half" "black: 1:30:00" "$(anna times)"
# the sighted player (White) moves: the notations anna suggests
succeeds "anna move Nf3 (English letters)" anna move Nf3
has "one ply" "plies: 1" "$(anna status)"
stop

# ---- German (fide-de): the same in the profile's words and letters --------
start fide-de
anna start >/dev/null
expect "de: bad side" 2 'adjust: --side kann nicht „green“ sein; schreiben Sie eines von white, black' \
	anna adjust --side green --add 5s
expect "de: not a time" 2 "ist keine Zeit; schreiben Sie sie als 90s, 2m, 1:30" \
	anna adjust --side white --add bald
succeeds "de: anna move Sf3 (the profile's letters)" anna move Sf3
has "de: one ply" "plies: 1" "$(anna status)"
stop

# ---- the configuration: what is missing, the values there are -----------
conf() { # description, the configuration's text, a line the error must hold
	printf '%b' "$2" > "$T/c.conf"
	out=$("$ANNADBIN" --check-config --config "$T/c.conf" 2>&1); local rc=$?
	check "config $1: exit" 2 "$rc"
	has "config $1" "$3" "$out"
}
conf "key above every section" 'policy = training\n' \
	"c.conf line 1: policy comes before any section; put it under [game]"
conf "device above every section" '# devices\nvi-keypad = terminal\n[game]\n' \
	"c.conf line 2: vi-keypad comes before any section; put it under [devices]"
conf "unknown key above every section" 'colour = blue\n' \
	"c.conf line 1: colour comes before any section, and no section has such a key; the sections are [game]"
conf "policy" '[game]\npolicy = tournament\n' \
	"c.conf line 2: policy = tournament is not possible; the value can be one of training, competition"
conf "switch" '[game]\ncheck-words = yes\n' "the value can be one of on, off"
conf "profile" '[game]\nprofile = klingon\n' \
	"c.conf line 2: there is no profile klingon; the profiles are da-de, da, en, fide-de, nb, sv"
conf "key map" '[keymaps]\nvi-keypad = dvorak\n' "the key maps are "

finish
