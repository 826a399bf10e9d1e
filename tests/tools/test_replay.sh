#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_replay.sh: `anna replay` plays the whole-game recordings
# of tests/fixtures/games/<name>/ through the driver and must give exactly
# the transcript and the PGN (moves, result, [%clk] after every ply)
# checked by hand into expected.transcript and expected.pgn. Then the
# errors: damaged recordings name their file and line (exit 2), unknown
# roles, missing files and bad options exit 2 with a clear message.
set -u
fail() { echo "FAIL: $*"; exit 1; }
anna() { "$ANNA_BIN" "$@"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
G=$ANNA_FIXTURES/games

devices() { # game: its recordings as --device options, in role order
	local g=$1 role
	for role in vi-board sighted-board vi-keypad sighted-keypad; do
		[[ -f $G/$g/$role.evemu ]] && echo "--device $role=$G/$g/$role.evemu"
		# a DGT e-board's recording (input/dgtrec.h)
		[[ -f $G/$g/$role.dgt ]] && echo "--device $role=$G/$g/$role.dgt"
	done
}

for g in scholars-mate en-passant-mate promotion-castling fools-mate two-boards keypads-only \
	dgt-sighted dgt-vi board-corrections; do
	# shellcheck disable=SC2046
	anna replay $(devices "$g") $(cat "$G/$g/replay.args") --pgn "$tmp/$g.pgn" \
		--plies "$tmp/$g.plies" >"$tmp/$g.transcript" 2>"$tmp/$g.err" ||
		fail "$g: exit $?: $(cat "$tmp/$g.err")"
	[[ -s $tmp/$g.err ]] && fail "$g: stderr: $(cat "$tmp/$g.err")"
	diff -u "$G/$g/expected.transcript" "$tmp/$g.transcript" || fail "$g: transcript differs"
	diff -u "$G/$g/expected.pgn" "$tmp/$g.pgn" || fail "$g: PGN differs"
	diff -u "$G/$g/expected.plies" "$tmp/$g.plies" || fail "$g: plies differ"
	# The devices in the reverse order: the merge is by time, not by argument.
	# shellcheck disable=SC2046
	anna replay $(devices "$g" | tac) $(cat "$G/$g/replay.args") --pgn - \
		>"$tmp/$g.again" || fail "$g: reordered: exit $?"
	cat "$G/$g/expected.transcript" "$G/$g/expected.pgn" | diff -u - "$tmp/$g.again" ||
		fail "$g: reordered devices give another game"
done

# Every game in every profile: it runs, every phrase has its words (no
# "{1}" left, no empty line), and pgn-extract, the independent judge,
# accepts the PGN without a complaint (issue 7).
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
for g in scholars-mate en-passant-mate promotion-castling fools-mate two-boards keypads-only \
	dgt-sighted dgt-vi board-corrections; do
	args=$(sed 's/--profile [a-z-]*//' "$G/$g/replay.args")
	for p in fide-de da da-de sv nb en; do
		# shellcheck disable=SC2046,SC2086
		anna replay $(devices "$g") $args --profile "$p" --pgn "$tmp/$g.$p.pgn" \
			>"$tmp/$g.$p.transcript" 2>"$tmp/$g.$p.err" ||
			fail "$g in $p: exit $?: $(cat "$tmp/$g.$p.err")"
		[[ -s $tmp/$g.$p.err ]] && fail "$g in $p: stderr: $(cat "$tmp/$g.$p.err")"
		grep -n '[{}]\|^[0-9.]* [a-z]* *$' "$tmp/$g.$p.transcript" &&
			fail "$g in $p: a phrase without its words"
		cmp -s <(awk '{print $1, $2}' "$tmp/$g.$p.transcript") \
			<(awk '{print $1, $2}' "$G/$g/expected.transcript") ||
			fail "$g in $p: other instants or listeners than the expected transcript"
		if [[ -x $pe ]]; then
			"$pe" -s "$tmp/$g.$p.pgn" -o "$tmp/pe.out" 2>"$tmp/pe.err"
			[[ -s $tmp/pe.err ]] && fail "$g in $p: pgn-extract: $(cat "$tmp/pe.err")"
			grep -q '^\[Event ' "$tmp/pe.out" || fail "$g in $p: pgn-extract kept no game"
		fi
	done
done

# Two sensor boards: the sighted player carried out each of the VI
# player's moves on his board (the executed column of White's plies).
awk -F'\t' '$2 == "white" && $1 < 7 && $9 == "-" { bad = 1 } END { exit bad }' \
	"$G/two-boards/expected.plies" || fail "two-boards: a VI move not carried out"

# The fixtures hold what docs/architecture.md asks of a game: a drift caught at its
# move and put right, castling, en passant, a promotion named with a digit
# and Enter, captures, and mate.
grep -q 'Das ist nicht der angesagte Zug Eva sieben Eva fünf. Bauer Eva sechs nach Eva fünf' \
	"$G/scholars-mate/expected.transcript" || fail "no drift"
grep -q 'Hector five takes Gustav six en passant$' "$G/en-passant-mate/expected.transcript" ||
	fail "no en passant (and competition: no mate word)"
grep -q 'bxa8=Q' "$G/promotion-castling/expected.pgn" || fail "no promotion"
grep -q 'sighted Kurze Rochade' "$G/promotion-castling/expected.transcript" || fail "no castling"

# The sighted player on a DGT e-board: nothing typed (one Enter alone),
# every move of his taken from the board at his press, every VI move
# carried out on it, the wrong execution told at once and put right.
[[ $(grep -c '^E: .* 0001 ' "$G/dgt-sighted/sighted-keypad.evemu") == 2 ]] ||
	fail "dgt-sighted: keys typed on the sighted keypad"
grep -q 'dxc3.*Nxc3.*Nc6' <(tr '\n' ' ' < "$G/dgt-sighted/expected.pgn") || fail "dgt-sighted: no e.p."
grep -q 'O-O-O' "$G/dgt-sighted/expected.pgn" || fail "dgt-sighted: no O-O-O"
grep -q 'sighted Springer Hector drei nach Felix drei$' "$G/dgt-sighted/expected.transcript" ||
	fail "dgt-sighted: the wrong execution not told"
# the VI player on a tactile e-board: the sighted player's Bc5 carried out
# wrongly on it is told to him at once, then right; O-O rook first
grep -q 'vi Das ist nicht der angesagte Zug Läufer Felix acht Cesar fünf. Läufer Bella vier nach Cesar fünf$' \
	"$G/dgt-vi/expected.transcript" || fail "dgt-vi: the wrong execution not told"
grep -q 'O-O' "$G/dgt-vi/expected.pgn" || fail "dgt-vi: no O-O"
grep -q 'sighted Das Brett stimmt$' "$G/dgt-sighted/expected.transcript" ||
	fail "dgt-sighted: not told that the board is right again"
awk -F'\t' '$1 > 0 && $9 == "-" { bad = 1 } END { exit bad }' \
	"$G/dgt-sighted/expected.plies" || fail "dgt-sighted: a move not carried out"

# Corrections on the board, as it now stands, in English and in German
# (both transcripts checked by hand): a wrong pawn lifted and seated, a
# captured pawn left, castling with the king only and then the wrong rook,
# each said at once (a move stopped half way once the board rests 2.5 s)
# or given by plus or Enter, and the board right once, then
# nothing more about it.
G2=$G/board-corrections
# shellcheck disable=SC2046
anna replay $(devices board-corrections) --time-control 600+5 --profile fide-de \
	>"$tmp/bc.de" 2>&1 || fail "board-corrections in fide-de: exit $?"
diff -u "$G2/expected.fide-de.transcript" "$tmp/bc.de" || fail "board-corrections: German differs"
expect() { # file, line
	grep -qxF "$2" "$1" || fail "board-corrections: no '$2'"
}
expect "$G2/expected.transcript" "1010.600 vi That is not the announced move David seven David five. Black pawn missing on Cesar seven. Pawn David seven to David five"
expect "$G2/expected.transcript" "1013.000 vi That is not the announced move David seven David five. Pawn Cesar five back to Cesar seven. Pawn David seven to David five"
expect "$G2/expected.transcript" "1015.300 vi Pawn Cesar five back to Cesar seven. Pawn David seven to David five"
# stopped half way (the captured pawn left): said once the board rests,
# then again on plus
expect "$G2/expected.transcript" "1059.900 vi Felix four should be empty"
expect "$G2/expected.transcript" "1060.700 vi Felix four should be empty"
expect "$G2/expected.transcript" "1062.200 vi The board is right"
expect "$G2/expected.transcript" "1097.900 vi Enter"
expect "$G2/expected.transcript" "1097.900 vi Rook Hector eight to Felix eight"
expect "$G2/expected.transcript" "1101.800 vi That is not the announced move Short castling. Rook Felix eight back to Anna eight. Rook Hector eight to Felix eight"
expect "$G2/expected.transcript" "1128.900 vi The board is right"
expect "$G2/expected.fide-de.transcript" "1059.900 vi Felix vier muss leer sein"
expect "$G2/expected.fide-de.transcript" "1164.300 vi Regelwidriger Zug: Anna fünf schlägt Bella sechs en passant. En passant schlägt den Bauern daneben; nehmen Sie ihn vom Brett."
# plus never repeats the announcement while the board differs
grep -q 'vi Repeat' "$G2/expected.transcript" || fail "board-corrections: no plus"
grep -A1 'vi Repeat' "$G2/expected.transcript" | grep -q 'en passant$\|castling$' &&
	fail "board-corrections: plus repeated the announcement"
# once the board is right, what he hears next is no correction
silent_after_right() {
	awk '/ vi (The board is right|Das Brett stimmt)$/ { ok = 1; next }
	ok && / vi / && !/ vi (Repeat|Wiederholen|The board is right|Das Brett stimmt)$/ {
		if ($0 ~ /announced|angesagte|back to|zurück auf|should be empty|muss leer|missing on|fehlt auf| (to|nach) [A-Z][a-z]+ [a-zü]+$/)
			bad = 1
		ok = 0
	} END { exit bad }' "$1"
}
silent_after_right "$G2/expected.transcript" || fail "board-corrections: a correction after the board was right"
silent_after_right "$G2/expected.fide-de.transcript" || fail "board-corrections: a correction after the board was right (de)"
printf '1.000 vi The board is right\n2.000 vi Pawn David seven to David five\n' >"$tmp/bad.tr"
silent_after_right "$tmp/bad.tr" && fail "silent_after_right misses a correction"

# The recordings share one time base: the transcript keeps their times.
# The start is told at the recordings' first instant, the first move after.
head -1 "$G/scholars-mate/expected.transcript" | grep -q '^1000.000 vi ' || fail "times shifted"
sed -n 3p "$G/scholars-mate/expected.transcript" | grep -q '^1002.400 ' || fail "times shifted"

# Damaged recordings: the file and the line, in the profile's words.
bad() { # expected line, words, devices...
	local line=$1 words=$2
	shift 2
	err=$(anna replay "$@" 2>&1 >/dev/null)
	rc=$?
	[[ $rc == 2 ]] || fail "$*: exit $rc ($err)"
	[[ $err == *"$line"* ]] || fail "$*: no '$line' in: $err"
	[[ $err == *"$words"* ]] || fail "$*: no '$words' in: $err"
}
bad "(Zeile 62)" "broken/vi-board-garbled.evemu: 00x1 ist kein Ereignistyp" \
	--device "vi-board=$G/broken/vi-board-garbled.evemu" \
	--device "vi-keypad=$G/scholars-mate/vi-keypad.evemu"
bad "(line 34)" "broken/vi-keypad-truncated.evemu: The last line of the recording is cut short" \
	--profile en --device "vi-board=$G/scholars-mate/vi-board.evemu" \
	--device "vi-keypad=$G/broken/vi-keypad-truncated.evemu"
bad "(line 31)" "broken/sighted-board-garbled.dgt: \"5009.500000 < 8e 00 05 2x 00\": a line of a DGT recording" \
	--profile en --device "sighted-board=$G/broken/sighted-board-garbled.dgt" \
	--device "vi-board=$G/dgt-sighted/vi-board.evemu"
bad "(ENOENT)" "$tmp/none.evemu: Cannot read the recording $tmp/none.evemu" \
	--profile en --device "vi-board=$tmp/none.evemu"

# A recording given for the wrong role would replay a game nobody played:
# a keypad's keys are no holes of a sensor board, a board's holes no keys.
bad "scholars-mate/vi-keypad.evemu: Key code 0x060 (Test Numeric Keypad) is not a hole of a sensor board" \
	"(line 26)" --profile en --device "vi-board=$G/scholars-mate/vi-keypad.evemu" \
	--device "vi-keypad=$G/scholars-mate/vi-keypad.evemu"
bad "scholars-mate/vi-board.evemu: Key code 0x2c0 (anna peg-hole sensor board) is a hole of a sensor board, not a keypad key" \
	"(line 23)" --profile en --device "vi-board=$G/scholars-mate/vi-board.evemu" \
	--device "vi-keypad=$G/scholars-mate/vi-board.evemu"

# Bad arguments: exit 2 and what to do.
bad "Unknown role 'vi-bord'" "use vi-board, sighted-board" --profile en --device vi-bord=x.evemu
bad "'vi-board' is not ROLE=FILE" "vi-board=game.evemu" --profile en --device vi-board
bad "No recording given" "--device ROLE=FILE" --profile en
bad "The role vi-board is given twice" "once" --profile en --device vi-board=a --device vi-board=b
bad '--policy takes one of training, competition, not "x".' "Usage:" --profile en --device vi-board=a --policy x
bad '--edition takes one of 2009, 2014, 2017, not "2010".' "Usage:" --profile en --device vi-board=a --edition 2010
bad '--vi-side takes one of white, black, not "up".' "Usage:" --profile en --device vi-board=a --vi-side up
bad '--form takes one of long, short, not "tiny".' "" --profile en --device vi-board=a --form tiny
bad '--debounce takes a whole number from 0 to 1000, not "5000".' "" --profile en --device vi-board=a --debounce 5000
bad '"--bogus" is not an option of anna replay.' "Usage:" --profile en --device vi-board=a --bogus
bad "--pgn needs a value after it." "" --profile en --device vi-board=a --pgn
bad "--device needs a value after it." "" --profile en --device vi-board=a --device
# The words of the profile: German by default, also for the options.
bad "Nach --pgn fehlt der Wert." "Aufruf:" --device vi-board=a --pgn
bad "Time control" "column 1" --profile en --device vi-board=a --time-control zz
# --help: the usage and what the command does, in the profile's words
out=$(anna replay --profile en --help) || fail "--help: exit $?"
[[ $out == "Usage:"*"--device ROLE=FILE.evemu"*"what each listener heard"* ]] || fail "--help: $out"
err=$(anna replay --profile klingon --device vi-board=a 2>&1); rc=$?
[[ $rc == 2 && $err == *klingon* ]] || fail "unknown profile: $rc $err"
# A PGN file that cannot be written: exit 2, which file and why.
bad "Cannot write $tmp/no/such/dir.pgn (ENOENT)" "Check the folder" --profile en \
	--device "vi-board=$G/scholars-mate/vi-board.evemu" \
	--device "vi-keypad=$G/scholars-mate/vi-keypad.evemu" --pgn "$tmp/no/such/dir.pgn"
echo ok
