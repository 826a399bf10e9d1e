#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_say.sh: `anna say`: one line of words per move in each
# profile and form, the game end as its own line, moves in any notation,
# the synthesis text, --wav, and bad input (exit 2, a message in the
# profile's words naming the move, stdout keeping the moves before it).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}
say() { "$anna" say "$@" 2>/dev/null; }
nl=$'\n'

# docs/announcements.md section 3, through the tool
check "docs/announcements.md g1-f3" "Springer Gustav eins Felix drei" "$(say Nf3)"
check "docs/announcements.md e2-e4" "Eva zwei Eva vier" "$(say e4)"
check "docs/announcements.md Bb5xc6" "Läufer Bella fünf schlägt Cesar sechs" \
	"$(say e4 e5 Sf3 Sc6 Lb5 a6 Lxc6 | tail -n 1)"
check "docs/announcements.md Bb5xc6, captured named" "Läufer Bella fünf schlägt Springer Cesar sechs" \
	"$(say --name-captured e4 e5 Sf3 Sc6 Lb5 a6 Lxc6 | tail -n 1)"
check "docs/announcements.md e.p." "Eva fünf schlägt David sechs en passant" \
	"$(say e4 f5 e5 d5 exd6 | tail -n 1)"
check "docs/announcements.md O-O" "Kurze Rochade" \
	"$(say e4 e5 Sf3 Sc6 Lc4 Lc5 O-O | tail -n 1)"
check "docs/announcements.md O-O-O+" "Lange Rochade Schach" \
	"$(say --policy training --fen '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1' O-O-O)"
check "docs/announcements.md e8=Q" "Eva sieben Eva acht Umwandlung in Dame" \
	"$(say --fen '8/4P3/8/k7/8/8/8/4K3 w - - 0 1' e8=D)"
check "docs/announcements.md Qxf7#" "Dame Hector fünf schlägt Felix sieben Schachmatt" \
	"$(say --check-words e4 e5 Dh5 Sc6 Lc4 Sf6 Dxf7 | sed -n 7p)"

# one line per move; the end of the game is a line of its own
out=$(say --policy training e4 e5 Qh5 Nc6 Lc4 Nf6 Qxf7)
check "scholar lines" 8 "$(wc -l <<<"$out" | tr -d ' ')"
check "scholar end" "Weiß gewinnt durch Schachmatt." "$(tail -n 1 <<<"$out")"
check "competition: no mate word" "Queen Hector five takes Felix seven" \
	"$(say --profile en e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7 | sed -n 7p)"
check "stalemate" "Dame Bella fünf Bella sechs${nl}Patt. Remis." \
	"$(say --fen 'k7/8/8/1Q6/8/8/8/7K w - - 0 1' Db6)"

# every profile
check "da" "Springer Gustav et Frederik tre" "$(say --profile da Sf3)"
check "da-de" "Springer Gustav eins Frederik drei" "$(say --profile da-de Sf3)"
check "sv" "Springare Gustav ett Felix tre" "$(say --profile sv Sf3)"
check "nb" "Springer Gustav en Felix tre" "$(say --profile nb Sf3)"
check "en" "Knight Gustav one Felix three" "$(say --profile en Nf3)"

# the short form: from-square only where SAN needs it
check "short" "Eva vier${nl}Eva fünf${nl}Springer Felix drei" "$(say --form short e4 e5 Nf3)"
check "short disambiguation" "Springer Bella David zwei" \
	"$(say --form short --fen '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1' Nbd2)"

# any notation: German or English letters, long algebraic, UCI, ICCF
for m in Sf3 Nf3 Sg1-f3 Ng1f3 g1f3 7163; do
	check "notation $m" "Springer Gustav eins Felix drei" "$(say "$m")"
done
check "promotion in UCI" "Eva sieben Eva acht Umwandlung in Springer" \
	"$(say --fen '8/4P3/8/k7/8/8/8/4K3 w - - 0 1' e7e8n)"

# the synthesis text carries the phoneme fix
check "speech" "Kurze [[rO'SA:d@]]" \
	"$(say --speech e4 e5 Sf3 Sc6 Lc4 Lc5 O-O | tail -n 1)"
check "speech da-de" "Erik [[tsv'aI]] Erik [[f'i:r]]" "$(say --speech --profile da-de e4)"

# bad moves: exit 2, the move named in the profile's words, earlier lines kept
out=$("$anna" say e4 e5 Ke3 2>/tmp/anna-say-err.$$); rc=$?
err=$(cat /tmp/anna-say-err.$$)
check "illegal exit" 2 "$rc"
check "illegal stdout" "Eva zwei Eva vier${nl}Eva sieben Eva fünf" "$out"
check "illegal message" "anna say: Zug 3 „Ke3“: Ke3 ist in dieser Stellung kein regelgemäßer Zug. Prüfen Sie Figur, Felder und wer am Zug ist." "$err"
"$anna" say --profile en e4 zz9 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "unreadable exit" 2 "$rc"
check "unreadable message" 'anna say: Move 2 "zz9": "zz9" cannot be read as a move: character 1 does not fit. Write it like Nf3, exd5, e8=Q, O-O, g1f3 or 7163.' \
	"$(cat /tmp/anna-say-err.$$)"
# a move of the side not to move: the reason is whose move it is, not a
# letter (Nf3 does not fit K D T L S B, but it is White's knight move)
"$anna" say --profile da-de e4 Nf3 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "wrong side exit" 2 "$rc"
check "wrong side message" 'anna say: Træk 2 "Nf3": "Nf3" er et træk for hvid, men sort er i trækket. Kontrollér trækkenes rækkefølge.' \
	"$(cat /tmp/anna-say-err.$$)"
"$anna" say --profile en e5 >/dev/null 2>/tmp/anna-say-err.$$
check "wrong side, White to move" 'anna say: Move 1 "e5": "e5" is a move of Black'"'"'s, but it is White'"'"'s move. Check the order of the moves.' \
	"$(cat /tmp/anna-say-err.$$)"
"$anna" say --profile en --fen '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1' Nd2 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "ambiguous exit" 2 "$rc"
check "ambiguous names the move" 'anna say: Move 1 "Nd2": Nd2 is ambiguous: it fits Nb1-d2, Nf3-d2. Add the file or the rank of the piece that moves.' \
	"$(cat /tmp/anna-say-err.$$)"
"$anna" say --profile sv e4 e5 e4 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "sv illegal" 'anna say: Drag 3 "e4": e4 är inte ett lagligt drag i den här ställningen. Kontrollera pjäsen, rutorna och vem som är vid draget.' \
	"$(cat /tmp/anna-say-err.$$)"

# a move that means one thing in the profile's letters and another in
# English is refused; where only one reading is legal, that one is taken
"$anna" say e4 e5 Bc4 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "letter sets exit" 2 "$rc"
check "letter sets message" "anna say: Zug 3 „Bc4“: „Bc4“ ist mit den Buchstaben dieses Profils der Zug c2-c4, mit englischen Buchstaben der Zug Bf1-c4. Schreiben Sie ihn eindeutig, etwa lang (c2-c4) oder als UCI." \
	"$(cat /tmp/anna-say-err.$$)"
check "B only a bishop here" "Läufer Felix eins Cesar vier" "$(say e4 e5 Nc3 Nc6 Bc4 | tail -n 1)"
check "en: B is a bishop" "Bishop Felix one Cesar four" "$(say --profile en e4 e5 Bc4 | tail -n 1)"

# bad profiles, FENs and arguments
"$anna" say --profile nosuch e4 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "no such profile exit" 2 "$rc"
check "no such profile" 1 "$(grep -c 'Cannot open the profile file .*nosuch.profile' /tmp/anna-say-err.$$)"
tmp=$(mktemp -d)
mkdir "$tmp/profiles"
cp "$ANNA_DATADIR/profiles/en.profile" "$tmp/profiles/"
cp "$fixtures/profiles/unknown_key.profile" "$tmp/profiles/broken.profile"
sed -i 's/^base = complete/base = en/' "$tmp/profiles/broken.profile"
ANNA_DATADIR=$tmp "$anna" say --profile broken e4 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "broken profile exit" 2 "$rc"
check "broken profile, said in en" \
	"anna say: $tmp/profiles/broken.profile: unknown key file.i. Check the spelling; docs/profiles.md lists every key. (line 3)" \
	"$(cat /tmp/anna-say-err.$$)"
rm -f "$tmp/profiles/en.profile"
ANNA_DATADIR=$tmp "$anna" say --profile broken e4 >/dev/null 2>/tmp/anna-say-err.$$
check "broken profile without en" \
	"anna say: profile.unknown_key($tmp/profiles/broken.profile, file.i) at 3:0" \
	"$(cat /tmp/anna-say-err.$$)"
rm -rf "$tmp"
# a club adds a profile without recompiling: a copy of fide-de under a
# new name in its own data folder, one word and one pronunciation changed
tmp=$(mktemp -d)
mkdir "$tmp/profiles"
cp "$ANNA_DATADIR/profiles/en.profile" "$tmp/profiles/"
sed -e 's/^file\.a = Anna$/file.a = Anton/' -e "s/^fix\.Rochade = .*/fix.Rochade = rOS'a:d@/" \
	"$ANNA_DATADIR/profiles/fide-de.profile" >"$tmp/profiles/verein-nord.profile"
check "club profile" "Anton zwei Anton vier" \
	"$(ANNA_DATADIR=$tmp "$anna" say --profile verein-nord a4 2>&1)"
check "club profile speech" "Kurze [[rOS'a:d@]]" \
	"$(ANNA_DATADIR=$tmp "$anna" say --speech --profile verein-nord e4 e5 Sf3 Sc6 Lc4 Lc5 O-O 2>&1 | tail -n 1)"
wav="$tmp/club.wav"
ANNA_DATADIR=$tmp "$anna" say --profile verein-nord --wav "$wav" a4 >/dev/null 2>&1
check "club profile wav" "RIFF" "$(head -c 4 "$wav" 2>/dev/null)"
# the same file with a word removed is refused with the file and the key
sed -i '/^piece\.queen = /d' "$tmp/profiles/verein-nord.profile"
ANNA_DATADIR=$tmp "$anna" say --profile verein-nord a4 >/dev/null 2>"$tmp/err"; rc=$?
check "club profile broken exit" 2 "$rc"
check "club profile broken" "anna say: $tmp/profiles/verein-nord.profile: key piece.queen is missing. Add a line \"piece.queen = text\"." \
	"$(cat "$tmp/err")"
rm -rf "$tmp"
"$anna" say --fen '8/8/8 w - - 0 1' e4 >/dev/null 2>/tmp/anna-say-err.$$; rc=$?
check "bad FEN exit" 2 "$rc"
check "bad FEN in German" 1 "$(grep -c '^anna say: FEN-Feld 1: 3 Reihen statt 8' /tmp/anna-say-err.$$)"
for args in "" "--form medium e4" "--policy lax e4" "--profile" "--bogus e4"; do
	# shellcheck disable=SC2086
	out=$("$anna" say $args 2>/dev/null); rc=$?
	check "usage '$args' exit" 2 "$rc"
	check "usage '$args' stdout" "" "$out"
done
check "help" 0 "$("$anna" say --help >/dev/null; echo $?)"

# --wav: the phrases spoken into a 22050 Hz mono WAV
wav=$(mktemp --suffix=.wav)
out=$("$anna" say --wav "$wav" e4 e5 2>/dev/null); rc=$?
check "wav exit" 0 "$rc"
check "wav stdout" "Eva zwei Eva vier${nl}Eva sieben Eva fünf" "$out"
check "wav RIFF" "RIFF" "$(head -c 4 "$wav")"
check "wav rate" 22050 "$(od -An -tu4 -j24 -N4 "$wav" | tr -d ' ')"
check "wav channels" 1 "$(od -An -tu2 -j22 -N2 "$wav" | tr -d ' ')"
size=$(stat -c %s "$wav")
# two phrases of four words take well over a second at 175 words a minute
if [ "$size" -lt $((22050 * 2)) ]; then
	echo "FAIL: wav too short: $size bytes"
	fails=$((fails + 1))
fi
rm -f "$wav"
"$anna" say --wav /nonexistent-dir/x.wav e4 >/dev/null 2>&1; rc=$?
check "wav bad path exit" 2 "$rc"

rm -f /tmp/anna-say-err.$$
finish
