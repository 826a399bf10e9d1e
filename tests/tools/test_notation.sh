#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_notation.sh: `anna notation`: each move read in any
# notation and printed as SAN, LAN, UCI and ICCF in the chosen letters; a
# bad move stops with the profile's words on stderr and exit 2.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
export ANNA_DATADIR=${ANNA_DATADIR:?ANNA_DATADIR not set}
tab=$'\t'

out=$("$anna" notation e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O); rc=$?
check "Ruy Lopez exit" 0 "$rc"
check "Ruy Lopez lines" 9 "$(wc -l <<<"$out" | tr -d ' ')"
check "Ruy Lopez Bxc6" "Bxc6${tab}Bb5xc6${tab}b5c6${tab}2536" "$(sed -n 7p <<<"$out")"
check "Ruy Lopez O-O" "O-O${tab}O-O${tab}e1g1${tab}5171" "$(sed -n 9p <<<"$out")"

# Mixed notations in, German letters out.
out=$("$anna" notation --letters de 5254 e7e5 Sf3 b8-c6); rc=$?
check "German letters exit" 0 "$rc"
check "German Sf3" "Sf3${tab}Sg1-f3${tab}g1f3${tab}7163" "$(sed -n 3p <<<"$out")"
check "German Sc6" "Sc6${tab}Sb8-c6${tab}b8c6${tab}2836" "$(sed -n 4p <<<"$out")"

out=$("$anna" notation --letters figurine --fen "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1" 27281)
check "figurine promotion" "b8=♕+${tab}b7-b8=♕+${tab}b7b8q${tab}27281" "$out"

# A bad move: the lines before it, then the message, exit 2.
knights="rnbqkbnr/ppp1pppp/8/3p4/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3"
err=$("$anna" notation --fen "$knights" Nd2 2>&1 >/dev/null); rc=$?
check "ambiguous exit" 2 "$rc"
check "ambiguous words" "anna notation: Move 1 \"Nd2\": Nd2 is ambiguous: it fits Nb1-d2, Nf3-d2. Add the file or the rank of the piece that moves." "$err"
out=$("$anna" notation --profile fide-de --letters de e4 Ke3 2>/dev/null); rc=$?
check "illegal exit" 2 "$rc"
check "illegal keeps earlier lines" "e4${tab}e2-e4${tab}e2e4${tab}5254" "$out"
err=$("$anna" notation --profile fide-de --letters de e4 Ke3 2>&1 >/dev/null)
check "illegal in German" "anna notation: Zug 2 „Ke3“: Ke3 ist in dieser Stellung kein regelgemäßer Zug. Prüfen Sie Figur, Felder und wer am Zug ist." "$err"

# Bad arguments: exit 2, nothing on stdout.
for args in "" "--letters" "--letters xx e4" "--bogus e4" "--fen nonsense e4"; do
	# shellcheck disable=SC2086
	out=$("$anna" notation $args 2>/dev/null); rc=$?
	check "bad args '$args' exit" 2 "$rc"
	check "bad args '$args' stdout" "" "$out"
done
"$anna" notation --help >/dev/null; check "help exit" 0 "$?"

finish
