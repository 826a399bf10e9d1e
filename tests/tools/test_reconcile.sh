#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_reconcile.sh: `anna reconcile` (docs/rules.md VI-13): the
# verdict for people in a profile's words, the JSON (parsed, with the case,
# the last agreeing ply, corrections per board, target FEN and clock
# times), exit 0 for case 1 and 1 for case 2, and bad files or arguments
# -> exit 2 with file, line and column; argument errors are the profile's
# tool.* messages followed by the usage (tools/report.h).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
unset ANNA_PROFILE
fx=${ANNA_FIXTURES:?ANNA_FIXTURES not set}/reconcile
# json FILTER: a value from the JSON on stdin (python3 reads it: an
# invalid document fails here)
json() {
	python3 -c 'import json,sys; d=json.load(sys.stdin); print(eval(sys.argv[1]))' "$1"
}
have_python=1
command -v python3 >/dev/null 2>&1 || have_python=0

ruy6="r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
knight_home="r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 4"

# case 1: German letters on one sheet, English on the other; Black's board wrong
out=$("$anna" reconcile --profile fide-de --sheet-vi "$fx/agree_vi.txt" \
	--sheet-sighted "$fx/agree_sighted.txt" --board-vi "$ruy6" \
	--board-sighted "$knight_home" 2>&1); rc=$?
check "case 1 exit" 0 "$rc"
check "case 1 words" "Die Partieformulare stimmen überein, bis einschließlich Zug drei von Schwarz, Anna sieben Anna sechs.
Das Brett von Weiß stimmt.
Das Brett von Schwarz zeigt keine Stellung aus den Partieformularen.
Das Brett von Schwarz muss geändert werden: Springer Gustav eins nach Felix drei.
Weiß ist am Zug.
Der Schiedsrichter bestätigt das oder entscheidet anders." "$out"

# what the sighted player alone hears
out=$("$anna" reconcile --for sighted --sheet-vi "$fx/agree_vi.txt" \
	--sheet-sighted "$fx/agree_sighted.txt" --board-vi "$ruy6" \
	--board-sighted "$knight_home" 2>&1)
check "sighted player's words" "The scoresheets agree, up to and including Black's move three, Anna seven Anna six.
Black's board shows no position of either scoresheet.
Black's board must change: Knight Gustav one to Felix three.
White to move.
The arbiter confirms this or decides otherwise." "$out"

# case 2 with clocks, JSON
js=$("$anna" reconcile --json --sheet-vi "$fx/disagree_vi.txt" \
	--sheet-sighted "$fx/disagree_sighted.txt" --clocks "$fx/clocks.txt" \
	--board-sighted "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 5"); rc=$?
check "case 2 exit" 1 "$rc"
if [ $have_python = 1 ]; then
	check "json case" 2 "$(json 'd["case"]' <<<"$js")"
	check "json last agreeing ply" "6 a6 black 3" \
		"$(json '"%d %s %s %d" % (d["last_agreeing_ply"]["ply"], d["last_agreeing_ply"]["san"], d["last_agreeing_ply"]["color"], d["last_agreeing_ply"]["move_number"])' <<<"$js")"
	check "json target" "$ruy6" "$(json 'd["proposal"]["target_fen"]' <<<"$js")"
	check "json clock" "5340000 5335000 1:29:00 1:28:55" \
		"$(json '"%d %d %s %s" % tuple(d["proposal"]["clock"][k] for k in ("white_ms","black_ms","white","black"))' <<<"$js")"
	check "json corrections" "move P c6-d7 black True; place B None-b5 white False; place N None-c6 black False" \
		"$(json '"; ".join("%s %s %s-%s %s %s" % (c["kind"],c["piece"],c["from"],c["to"],c["color"],c["back"]) for c in d["proposal"]["boards"]["sighted"]["corrections"])' <<<"$js")"
	check "json vi board" "None" "$(json 'd["proposal"]["boards"]["vi"]' <<<"$js")"
	check "json discarded" "La4=Ba4 Sf6=Nf6 | Bxc6=Bxc6 dxc6=dxc6" \
		"$(json '" | ".join(" ".join("%s=%s" % (e["written"], e["move"]["san"]) for e in d["proposal"]["discarded"][s]) for s in ("vi","sighted"))' <<<"$js")"
	check "json letters" "de en" "$(json 'd["sheets"]["vi"]["letters"] + " " + d["sheets"]["sighted"]["letters"]' <<<"$js")"
	check "json verdict" 7 "$(json 'len(d["verdict"])' <<<"$js")"
fi
case $js in
*'"target_fen": "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"'*) ;;
*) fail "target FEN not in the JSON: $js" ;;
esac

# a missing ply, the alternative; an unreadable entry's error with its place
js=$("$anna" reconcile --json --sheet-vi "$fx/missing_vi.txt" --sheet-sighted "$fx/missing_sighted.txt")
check "missing exit" 1 $?
if [ $have_python = 1 ]; then
	check "missing ply" "vi Nc6 4" \
		"$(json 'd["missing_ply"]["sheet"] + " " + d["missing_ply"]["move"]["san"] + " " + str(d["missing_ply"]["move"]["ply"])' <<<"$js")"
	check "alternative" "1 7" "$(json '"%d %d" % (d["alternative"]["case"], d["alternative"]["plies"])' <<<"$js")"
	check "vi error" "notation.illegal 2 20 illegal" \
		"$(json '"%s %d %d %s" % (d["sheets"]["vi"]["error"]["key"], d["sheets"]["vi"]["error"]["line"], d["sheets"]["vi"]["error"]["column"], d["sheets"]["vi"]["stop"])' <<<"$js")"
fi

# SHEET-7: under five minutes in the clock file releases the VI player (Black)
printf 'e4 e5\n' > "${TMPDIR:-/tmp}/anna_rec_short.$$"
printf '0 600000 600000\n2 400000 290000\n' > "${TMPDIR:-/tmp}/anna_rec_clk.$$"
out=$("$anna" reconcile --vi-color black --sheet-vi "${TMPDIR:-/tmp}/anna_rec_short.$$" \
	--sheet-sighted "$fx/agree_sighted.txt" --clocks "${TMPDIR:-/tmp}/anna_rec_clk.$$" 2>&1); rc=$?
check "sheet7 exit" 0 "$rc"
case $out in
*"Black's scoresheet ends after Black's move one, Eva seven Eva five: Black had less than five minutes"*) ;;
*) fail "SHEET-7 words: $out" ;;
esac
# with 30 s increment the exemption does not apply: the short sheet disagrees
"$anna" reconcile --vi-color black --increment 30 --sheet-vi "${TMPDIR:-/tmp}/anna_rec_short.$$" \
	--sheet-sighted "$fx/agree_sighted.txt" --clocks "${TMPDIR:-/tmp}/anna_rec_clk.$$" >/dev/null 2>&1
check "increment keeps the obligation" 1 $?
rm -f "${TMPDIR:-/tmp}/anna_rec_short.$$" "${TMPDIR:-/tmp}/anna_rec_clk.$$"

# strings are escaped: a quote, a backslash and a control character in an
# entry as written still make valid JSON that gives them back
tmp_sheet="${TMPDIR:-/tmp}/anna_rec_quote.$$"
printf 'e4 e5 N"f\\3\001\n' > "$tmp_sheet"
js=$("$anna" reconcile --json --sheet-vi "$tmp_sheet" --sheet-sighted "$fx/agree_sighted.txt")
check "escaped exit" 1 $?
if [ $have_python = 1 ]; then
	check "escaped text" "$(printf 'N"f\\3\001')" "$(json 'd["proposal"]["discarded"]["vi"][0]["written"]' <<<"$js")"
	check "escaped error arg" "$(printf 'N"f\\3\001')" "$(json 'd["sheets"]["vi"]["error"]["args"][0]' <<<"$js")"
fi
case $js in *'"N\"f\\3\u0001"'*) ;; *) fail "escaping: $js" ;; esac
rm -f "$tmp_sheet"

# bad files: exit 2, the file, line and column in the profile's words
err=$("$anna" reconcile --sheet-vi "$fx/bad_number.txt" --sheet-sighted "$fx/agree_sighted.txt" 2>&1 >/dev/null); rc=$?
check "bad number exit" 2 "$rc"
check "bad number report" "anna reconcile: $fx/bad_number.txt: Move number 4 where 3 should come. Correct the number, or look before it for a missing or doubled move. (line 3, column 1)" "$err"
err=$("$anna" reconcile --profile fide-de --sheet-vi "$fx/agree_vi.txt" --sheet-sighted "$fx/agree_sighted.txt" --clocks "$fx/bad_clocks.txt" 2>&1 >/dev/null); rc=$?
check "bad clocks exit" 2 "$rc"
check "bad clocks report" "anna reconcile: $fx/bad_clocks.txt: „1 5390000“ ist keine Zeile der Uhrendatei. Jede Zeile ist: Halbzug, Zeit von Weiß, Zeit von Schwarz, etwa „24 1:02:10 0:58:40“. (Zeile 2, Spalte 1)" "$err"
err=$("$anna" reconcile --sheet-vi "$fx/binary.txt" --sheet-sighted "$fx/agree_sighted.txt" 2>&1 >/dev/null); rc=$?
check "binary exit" 2 "$rc"
case $err in
*"binary.txt: The file is not UTF-8 text"*"(line 2, column 4)") ;;
*) fail "binary report: $err" ;;
esac
err=$("$anna" reconcile --sheet-vi "$fx/agree_vi.txt" --sheet-sighted "$fx/agree_sighted.txt" --board-vi "8/8/8 w - -" 2>&1 >/dev/null); rc=$?
check "bad FEN exit" 2 "$rc"
case $err in "anna reconcile: --board-vi: "*) ;; *) fail "bad FEN report: $err" ;; esac
# argument errors: the message (en unless --profile or $ANNA_PROFILE says
# otherwise), then the usage; exit 2, nothing on stdout
vi=$fx/agree_vi.txt
si=$fx/agree_sighted.txt
arg_error() { # description, expected first line, arguments...
	local desc=$1 want=$2 out rc
	shift 2
	out=$("$anna" reconcile "$@" 2>/dev/null); rc=$?
	check "$desc exit" 2 "$rc"
	check "$desc stdout" "" "$out"
	out=$("$anna" reconcile "$@" 2>&1 >/dev/null)
	check "$desc message" "$want" "$(head -n 1 <<<"$out")"
	check "$desc usage" "Usage:" "$(sed -n 2p <<<"$out")"
	check "$desc usage line" "  anna reconcile --sheet-vi FILE --sheet-sighted FILE" "$(sed -n 3p <<<"$out")"
}
arg_error "one sheet only" "anna reconcile: --sheet-sighted is required. Write it with its value, as shown under Usage below." \
	--sheet-vi "$vi"
arg_error "no sheet" "anna reconcile: --sheet-vi is required. Write it with its value, as shown under Usage below." \
	--json
arg_error "unknown option" "anna reconcile: \"--frob\" is not an option of anna reconcile." \
	--sheet-vi "$vi" --sheet-sighted "$si" --frob x
arg_error "missing value" "anna reconcile: --clocks needs a value after it." \
	--sheet-vi "$vi" --sheet-sighted "$si" --clocks
arg_error "extra argument" "anna reconcile: \"extra\" is one argument too many." \
	--sheet-vi "$vi" --sheet-sighted "$si" extra
arg_error "bad listener" "anna reconcile: --for takes one of arbiter, vi, sighted, not \"nobody\"." \
	--sheet-vi "$vi" --sheet-sighted "$si" --for nobody
arg_error "bad colour" "anna reconcile: --vi-color takes one of white, black, not \"red\"." \
	--sheet-vi "$vi" --sheet-sighted "$si" --vi-color red
arg_error "bad sheet7" "anna reconcile: --sheet7 takes one of vi, sighted, both, not \"arbiter\"." \
	--sheet-vi "$vi" --sheet-sighted "$si" --sheet7 arbiter
arg_error "bad letters" "anna reconcile: --letters-sighted takes one of en, de, da, nb, sv, figurine, not \"xx\"." \
	--sheet-vi "$vi" --sheet-sighted "$si" --letters-sighted xx
arg_error "bad increment" "anna reconcile: --increment takes a whole number from 0 to 3600, not \"-3\"." \
	--sheet-vi "$vi" --sheet-sighted "$si" --increment -3
# in the profile's words, from --profile or $ANNA_PROFILE
err=$("$anna" reconcile --profile fide-de --sheet-vi "$vi" 2>&1 >/dev/null)
check "German missing option" "anna reconcile: --sheet-sighted muss angegeben werden. Schreiben Sie die Option mit ihrem Wert, wie unten unter „Aufruf“ gezeigt." \
	"$(head -n 1 <<<"$err")"
check "German usage" "  anna reconcile --sheet-vi DATEI --sheet-sighted DATEI" "$(sed -n 3p <<<"$err")"
err=$(ANNA_PROFILE=sv "$anna" reconcile --sheet-vi "$vi" --sheet-sighted "$si" --for nobody 2>&1 >/dev/null)
check "Swedish bad choice" "anna reconcile: --for ska ha ett av värdena arbiter, vi, sighted, inte \"nobody\"." \
	"$(head -n 1 <<<"$err")"
out=$(ANNA_PROFILE=da "$anna" reconcile --sheet-vi "$vi" --sheet-sighted "$si" 2>&1)
check "Danish verdict from \$ANNA_PROFILE" "Partiformularerne stemmer overens" "$(head -n 1 <<<"$out" | cut -c1-33)"
# a file that cannot be read: its name and the error's name
err=$("$anna" reconcile --sheet-vi /nonexistent --sheet-sighted "$si" 2>&1 >/dev/null); rc=$?
check "missing file exit" 2 "$rc"
check "missing file report" "anna reconcile: Cannot read /nonexistent (ENOENT). Check the name and the permissions." "$err"
err=$("$anna" reconcile --sheet-vi "$vi" --sheet-sighted "$si" --clocks /nonexistent 2>&1 >/dev/null); rc=$?
check "missing clocks exit" 2 "$rc"
check "missing clocks report" "anna reconcile: Cannot read /nonexistent (ENOENT). Check the name and the permissions." "$err"
# a profile that does not load: its error, exit 2, no verdict
out=$(ANNA_PROFILE=nosuch "$anna" reconcile --sheet-vi "$vi" --sheet-sighted "$si" 2>/dev/null); rc=$?
check "bad profile exit" 2 "$rc"
check "bad profile stdout" "" "$out"
# --sheet7 both releases both players: a short sheet on either side then
# agrees as far as it goes
printf 'e4 e5\n' > "${TMPDIR:-/tmp}/anna_rec_short.$$"
"$anna" reconcile --sheet7 both --sheet-vi "${TMPDIR:-/tmp}/anna_rec_short.$$" --sheet-sighted "$si" >/dev/null 2>&1
check "sheet7 both, vi short" 0 $?
"$anna" reconcile --sheet7 both --sheet-vi "$vi" --sheet-sighted "${TMPDIR:-/tmp}/anna_rec_short.$$" >/dev/null 2>&1
check "sheet7 both, sighted short" 0 $?
"$anna" reconcile --sheet7 vi --sheet-vi "$vi" --sheet-sighted "${TMPDIR:-/tmp}/anna_rec_short.$$" >/dev/null 2>&1
check "sheet7 vi, sighted short" 1 $?
rm -f "${TMPDIR:-/tmp}/anna_rec_short.$$"
# a verdict that does not fit: a profile whose sentence is too long
tmp_data="${TMPDIR:-/tmp}/anna_rec_data.$$"
mkdir -p "$tmp_data/profiles"
cp "${ANNA_DATADIR:?ANNA_DATADIR not set}/profiles/en.profile" "$tmp_data/profiles/"
{ echo "base = en"; printf 'reconcile.arbiter = '; printf '%01100d\n' 0; } > "$tmp_data/profiles/long.profile"
out=$(ANNA_DATADIR=$tmp_data "$anna" reconcile --profile long --sheet-vi "$vi" --sheet-sighted "$si" 2>&1); rc=$?
check "too long exit" 2 "$rc"
check "too long report" "anna reconcile: The result could not be put into words (space); a sentence of the profile may be too long. Shorten its texts." "$out"
rm -rf "$tmp_data"
out=$("$anna" reconcile --help); rc=$?
check "help exit" 0 "$rc"
check "help" "Usage:" "$(head -n 1 <<<"$out")"

# A board matching neither sheet, nearly empty: every correction is said
# (they run over several sentences), not "the verdict could not be said".
out=$("$anna" reconcile --profile en --sheet-vi "$fx/agree_vi.txt" --sheet-sighted "$fx/agree_sighted.txt" \
	--board-vi "8/8/8/8/8/8/8/K6k w - - 0 1" 2>&1); rc=$?
check "board neither exit" 0 "$rc"
case $out in *"White's board shows no position of either scoresheet."*"White's board must change: King Anna one to Eva one."*"Black rook missing on Hector eight."*) ;;
*) fail "board neither: $out" ;; esac

finish
