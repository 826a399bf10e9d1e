#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_brf.sh: `anna scoresheet --brf`: a game's scoresheet as
# a BRF file, byte for byte as the fixture (en, en-ueb-g1.ctb, clocks);
# the format (braille ASCII only, lines of at most the width ended CR LF,
# pages of at most the height ended by a form feed, numbered) at the
# default and a narrow size; other profiles' tables; the errors.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pgn=$fixtures/pgn/annotated.pgn
"$anna" scoresheet --brf - --pgn "$pgn" 2>&1 | grep -q "without liblouis" &&
	skip "anna built without liblouis (a cross build)"

"$anna" scoresheet --brf "$tmp/en.brf" --pgn "$pgn" --clocks --profile en; rc=$?
check "en exit" 0 "$rc"
cmp -s "$fixtures/brf/annotated-en-clocks.brf" "$tmp/en.brf" ||
	fail "en.brf differs from the fixture: $(diff <(tr -d '\r' <"$fixtures/brf/annotated-en-clocks.brf") <(tr -d '\r' <"$tmp/en.brf") | head -5)"

# format: width, height, CR LF, form feeds, braille ASCII, page numbers
format() { # description, file, width, height
	local what=$1 file=$2 width=$3 height=$4
	LC_ALL=C grep -q $'[^\r\f -_]' "$file" && fail "$what: a character outside braille ASCII"
	[ "$(tail -c 1 "$file" | od -An -c | tr -d ' ')" = '\f' ] || fail "$what: does not end with a form feed"
	LC_ALL=C awk -v W="$width" -v H="$height" -v what="$what" '
		BEGIN { RS = "\f"; bad = 0 }
		RT == "" && $0 == "" { next }
		{
			n = split($0, l, "\r\n")
			if (l[n] != "") { print what ": page " NR " does not end with CR LF"; bad = 1 }
			n--
			if (n > H) { print what ": page " NR " has " n " lines"; bad = 1 }
			for (i = 1; i <= n; i++) {
				if (length(l[i]) > W) { print what ": page " NR " line " i " has " length(l[i]) " cells"; bad = 1 }
				if (l[i] ~ /\r|\n/) { print what ": a bare CR or LF"; bad = 1 }
			}
			if (l[1] !~ /^ +#[A-J]+$/ || length(l[1]) != W) { print what ": page " NR " number line \"" l[1] "\""; bad = 1 }
			pages = NR
		}
		END { print "pages " pages; exit bad }' "$file" >"$tmp/format.out" ||
		fail "$(grep -v '^pages' "$tmp/format.out")"
	tail -n 1 "$tmp/format.out"
}
check "en pages" "pages 2" "$(format en "$tmp/en.brf" 40 25)"
check "en page 2 number" "                                      #B" \
	"$(tr -d '\r' <"$tmp/en.brf" | awk 'BEGIN { RS = "\f" } NR == 2 { split($0, l, "\n"); print l[1] }')"

"$anna" scoresheet --brf "$tmp/narrow.brf" --pgn "$pgn" --clocks --width 14 --height 6 --profile en; rc=$?
check "narrow exit" 0 "$rc"
check "narrow pages" "pages 13" "$(format narrow "$tmp/narrow.brf" 14 6)"
# a line too long breaks at a blank and goes on two cells in
has "narrow continuation" $'\r\n  ,JENSEN1\r\n' "$(cat "$tmp/narrow.brf")"

for p in fide-de da da-de sv nb; do
	"$anna" scoresheet --brf "$tmp/$p.brf" --pgn "$pgn" --profile "$p"; rc=$?
	check "$p exit" 0 "$rc"
	format "$p" "$tmp/$p.brf" 40 25 >/dev/null
done
# German: the profile's words and letters (S for the knight) in de-g0
has "fide-de words" $'PARTIEFORMULAR\r\n' "$(cat "$tmp/fide-de.brf")"
has "fide-de knight" $'#B\' SF#C SF#F\r\n' "$(cat "$tmp/fide-de.brf")"
# to standard output; --table overrides the profile's
out=$("$anna" scoresheet --brf - --pgn "$pgn" --profile en --table en-ueb-g2.ctb | tr -d '\r'); rc=$?
check "stdout exit" 0 "$rc"
has "g2 contracts words" ",SCORE%EET" "$out"
has "g2 keeps moves exact" "#AE4 ,BF#D ,RAC#H" "$out"

err=$("$anna" scoresheet --brf - --pgn "$pgn" --table xx-none.ctb 2>&1); rc=$?
check "unknown table exit" 2 "$rc"
has "unknown table said" "The braille table xx-none.ctb cannot be loaded. Install liblouis-data" "$err"
err=$("$anna" scoresheet --brf - --pgn "$pgn" --width 300 2>&1); rc=$?
check "width exit" 2 "$rc"
has "width said" '--width takes a whole number from 10 to 200, not "300".' "$err"
err=$("$anna" scoresheet --brf - --pgn "$tmp/none.pgn" 2>&1); rc=$?
check "no file exit" 2 "$rc"
has "no file said" "Cannot read $tmp/none.pgn (ENOENT)" "$err"
printf '1. e4 Ke7 *\n' >"$tmp/bad.pgn"
err=$("$anna" scoresheet --brf - --pgn "$tmp/bad.pgn" 2>&1); rc=$?
check "damaged exit" 2 "$rc"
err=$("$anna" scoresheet --brf - --socket "$tmp/no.sock" 2>&1); rc=$?
check "no annad exit" 2 "$rc"
err=$("$anna" scoresheet --brf "$tmp/nodir/x.brf" --pgn "$pgn" 2>&1); rc=$?
check "unwritable exit" 1 "$rc"
has "unwritable said" "$tmp/nodir/x.brf" "$err"

finish
