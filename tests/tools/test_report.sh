#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_report.sh: tools/report.c, the words of the `anna`
# command line. Every command in tools/anna.c's table has a help text in
# every profile, `anna CMD --help` prints it in the profile's words
# (German under ANNA_PROFILE=fide-de), argument errors are the profile's
# tool.* messages followed by the usage, --profile switches the words at
# once, and no command prints words from C strings.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
src=${ANNA_SOURCE_DIR:?ANNA_SOURCE_DIR not set}
export ANNA_DATADIR=${ANNA_DATADIR:?ANNA_DATADIR not set}
unset ANNA_PROFILE
# the unescaped text of a key in a profile file, or of its base
text() { # profile key
	local f=$ANNA_DATADIR/profiles/$1.profile line base
	line=$(grep -m1 "^$2 = " "$f")
	if [ -z "$line" ]; then
		base=$(sed -n 's/^base = //p' "$f")
		text "$base" "$2"
		return
	fi
	printf '%b' "${line#"$2 = "}"
}

# The commands, from the table in tools/anna.c: each has its help key
# (the table has no other way to describe a command).
mapfile -t all < <(sed -n 's/^[[:space:]]*{ "\([a-z-]*\)", anna_cmd_.*/\1/p' "$src/tools/anna.c")
mapfile -t commands < <(sed -n 's/^[[:space:]]*{ "\([a-z-]*\)", anna_cmd_[a-z]*, ANNA_WORD_HELP_[A-Z]* },.*/\1/p' "$src/tools/anna.c")
check "every command has its help key" "${all[*]}" "${commands[*]}"
[ "${#commands[@]}" -ge 8 ] || { fail "commands in tools/anna.c: ${commands[*]}"; finish; }
keys=$("$anna" profile keys)

# anna --help lists every command's usage in every profile.
for p in fide-de da da-de sv nb en; do
	out=$(ANNA_PROFILE=$p "$anna" --help); rc=$?
	check "anna --help $p exit" 0 "$rc"
	check "anna --help $p heading" "$(text "$p" help.usage)" "$(head -n 1 <<<"$out")"
	for c in "${all[@]}"; do
		has "anna --help $p lists $c" "  anna $c " "$out"
	done
done

# Every command: a help key, and in every profile --help prints its text
# (the usage heading, the usage indented, the rest as written) on stdout.
# German words for each command under fide-de.
declare -A german=(
	[reconcile]="Gleicht die beiden Partieformulare"
	[perft]="Zählt die Stellungen" [clock]="Bedenkzeit" [notation]="Liest die Züge"
	[pgn]="jede Partie" [profile]="Schlüssel" [say]="Gibt aus, was anna zu jedem Zug sagt"
	[keymap]="Tastenbelegung" [record]="Zeichnet die Ereignisse" [audio]="Audiogeräte"
	[braille]="Braillezeile"
	[board]="Sensorbretts durch Dekodierung" [boardlearn]="Lernmodus"
	[boardmap]="Belegungsdatei" [replay]="was jeder Zuhörer gehört hat"
	[journal]="hashverketteten Journals" [ctl]="Steuer-Socket" [status]="Stand der Partie"
	[position]="Der Stand einer Stellung für den Schiedsrichter" [hall]="Die Seite der Turnierhalle"
	[times]="Restbedenkzeit" [scoresheet]="Partieformular" [pause]="Hält die Uhr"
	[resume]="angehaltene Uhr" [start]="vorbereitete Partie" [adjust]="Berichtigt eine Uhr" [penalty]="Verhängt eine Strafe"
	[result]="mit dem Ergebnis" [newgame]="neue Partie" [move]="sehenden Spielers"
	[announce]="TEXT sagen"
	[train]="Training zu Hause" [review]="Die Analyse der ersten Partie einer PGN-Datei"
	[sheet]="nächsten Eintrag des Partieformulars"
	[switches]="Die Schalter des Schiedsrichters"
	[confirm]="führt annas Vorschlag ID aus"
	[decisions]="offenen Entscheidungen"
	[override]="verwirft annas Vorschlag ID"
)
for c in "${commands[@]}"; do
	check "key help.$c" "help.$c 0" "$(grep "^help.$c " <<<"$keys")"
	en=$(ANNA_PROFILE=en "$anna" "$c" --help)
	for p in fide-de da da-de sv nb en; do
		out=$(ANNA_PROFILE=$p "$anna" "$c" --help 2>&1); rc=$?
		check "$c --help $p exit" 0 "$rc"
		t=$(text "$p" "help.$c")
		usage=${t%%$'\n\n'*}
		check "$c --help $p usage" "$(text "$p" help.usage)"$'\n'"$(sed 's/^/  /' <<<"$usage")" \
			"$(head -n "$(($(wc -l <<<"$usage") + 1))" <<<"$out")"
		if [ "$usage" != "$t" ]; then
			check "$c --help $p rest" "${t#*$'\n\n'}" "$(tail -n +"$(($(wc -l <<<"$usage") + 3))" <<<"$out")"
		fi
		[ "$p" = en ] || [ "$out" != "$en" ] ||
			fail "$c --help in $p is the English text"
		case $out in *'\n'*) fail "$c --help $p: a \\n is left" ;; esac
	done
	out=$(ANNA_PROFILE=fide-de "$anna" "$c" --help)
	has "$c --help in German" "Aufruf:" "$out"
	has "$c --help in German" "${german[$c]:-missing from this test}" "$out"
	# --profile on the command line, before --help, wins over $ANNA_PROFILE
	out=$(ANNA_PROFILE=fide-de "$anna" "$c" --profile sv --help)
	has "$c --profile sv --help" "Användning:" "$out"
done

# Argument errors: the tool.* message, then the usage, on stderr; exit 2.
# (In en: anna say and anna clock play default to fide-de.)
err() { "$anna" "$@" 2>&1 >/dev/null; }
usage_error() { # description, expected first line, command...
	local desc=$1 want=$2 out rc
	shift 2
	local ANNA_PROFILE=en
	export ANNA_PROFILE
	out=$("$anna" "$@" 2>/dev/null); rc=$?
	check "$desc: exit" 2 "$rc"
	check "$desc: stdout" "" "$out"
	out=$(err "$@")
	check "$desc: message" "$want" "$(head -n 1 <<<"$out")"
	check "$desc: usage follows" "Usage:" "$(sed -n 2p <<<"$out")"
}
usage_error "unknown command" "anna: \"frob\" is not a command of anna. \"anna --help\" lists the commands." frob
usage_error "unknown action" "anna clock: \"frob\" is not a command of anna clock. \"anna clock --help\" lists the commands." clock frob
usage_error "unknown option" "anna perft: \"--fast\" is not an option of anna perft." perft --fast 2
usage_error "missing value" "anna notation: --letters needs a value after it." notation --letters
usage_error "bad choice" "anna say: --form takes one of long, short, not \"medium\"." say --form medium e4
usage_error "bad number" "anna record: --count takes a whole number from 1 to 2147483647, not \"0\"." \
	record --count 0 /dev/input/event0 x
usage_error "bad depth" "anna perft: The depth is a whole number from 0 to 15, not \"99\"." perft 99
usage_error "extra argument" "anna perft: \"3\" is one argument too many." perft 2 3
usage_error "no move" "anna notation: No move given. Write the moves after the options, for example e4 e5 Nf3." notation
usage_error "no file" "anna pgn: No file given. Name the file after the options." pgn check
usage_error "needs option" "anna clock: --competition needs --listener as well." clock play --competition 1m 1s
usage_error "bad think" "anna clock: \"0s\" is not a thinking time. Write a duration above zero, such as 12s or 1m30s." \
	clock play --profile en 1m 0s
usage_error "bad device" "anna record: \"serial:1\" does not name a device. Write /dev/input/eventN, a /dev/input/by-id link, name:NAME or ids:VENDOR:PRODUCT (hexadecimal)." \
	record serial:1 x
usage_error "bad role" "anna record: --role takes one of vi-keypad, sighted-keypad, arbiter-keypad, vi-board, sighted-board, not \"referee\"." \
	record --role referee /dev/input/event0 x
usage_error "bad edition" "anna pgn: --edition takes one of 2009, 2014, 2017, not \"2010\"." pgn check --edition 2010 x

# The same in German: from $ANNA_PROFILE, or from --profile as soon as it
# is read; the usage in German too.
out=$(ANNA_PROFILE=fide-de err perft --fen)
check "German missing value" "anna perft: Nach --fen fehlt der Wert." "$(head -n 1 <<<"$out")"
check "German usage" "Aufruf:" "$(sed -n 2p <<<"$out")"
check "German usage line" "  anna perft [--fen FEN] [--divide] TIEFE" "$(sed -n 3p <<<"$out")"
out=$(err notation --profile fide-de --letters xx e4)
check "--profile first" "anna notation: --letters verlangt einen der Werte en, de, da, nb, sv, figurine, nicht „xx“." \
	"$(head -n 1 <<<"$out")"
out=$(ANNA_PROFILE=da err say)
check "Danish no move" "anna say: Intet træk angivet. Skriv trækkene efter indstillingerne, for eksempel e4 e5 Sf3." \
	"$(head -n 1 <<<"$out")"

# $ANNA_PROFILE also chooses the words anna say speaks (default fide-de).
check "say in en" "Eva two Eva four" "$(ANNA_PROFILE=en "$anna" say e4)"
check "say default" "Eva zwei Eva vier" "$("$anna" say e4)"
# Output for people: German under fide-de.
check "profile check in German" "en: ok, Stimme en, " \
	"$(ANNA_PROFILE=fide-de "$anna" profile check en | grep -o '^en: ok, Stimme en, ')"
check "clock class in German" "Klasse (2017): Schnellschach" \
	"$(ANNA_PROFILE=fide-de "$anna" clock check fide-rapid | sed -n 3p)"

# A profile that does not load: its error (in en), and the help still in en.
out=$(ANNA_PROFILE=nosuch "$anna" perft --help 2>/dev/null); rc=$?
check "broken \$ANNA_PROFILE help exit" 0 "$rc"
check "broken \$ANNA_PROFILE help in en" "Usage:" "$(head -n 1 <<<"$out")"
has "broken \$ANNA_PROFILE said" "Cannot open the profile file" "$(ANNA_PROFILE=nosuch "$anna" perft --help 2>&1 >/dev/null)"
"$anna" perft --profile nosuch 1 >/dev/null 2>&1; check "bad --profile exit" 2 "$?"

# No words in C: the format strings of tools/ and daemon/ print only what
# the profiles, the modules or the machine formats give them. The machine
# formats with letters in them are allowed here one by one (file and the
# quoted text): the --plies table (its header and the side column),
# annad's name before each of its messages, the journal's header and the
# file names annad makes.
allowed=(
	'cmd_replay.c "ply\tside\tmove\ttouched\tmade\tannounced\tpressed\trepeated\texecuted"'
	'cmd_replay.c "white"' 'cmd_replay.c "black"'
	'annad.c "annad: %s\n"' 'main.c "annad: %s\n"'
	'annad.c "%s.damaged-%"' 'annad.c "%s.game-%"' 'journal_codec.c "%d\nroles=%u\n"'
	'annad.c "%s/journal"'
	'config.c "%s/anna"' 'config.c "%s/anna/annad.sock"' 'config.c "/tmp/anna-%u"'
	'config.c "/tmp/anna-%u/annad.sock"' 'config.c "%s/.local/state/anna"'
	'config.c "/var/tmp/anna-%u"'
	'recovery.c "%s.damaged-%"' 'recovery.c "%s.game-%"'
	'journal.c "%s.rewrite"' 'journal.c "%s.replaced-%"' 'journal_codec.c "%llu"'
	'storage.c "%s/.write-test-%ld"' 'storage.c "%s/lock"'
	'control.c "error %s %s\n\n"' 'status.c "FEN %s\n"'
	'annad_trainer.c "%s/review.pgn"' 'engine.c "position fen %s\n"'
	'held.c "move"' 'held.c "echo"' 'trainer.c "engine.level.%s"'
)
files=()
for f in "$src"/tools/*.c; do
	# json.c writes the JSON machine format (null, true, false), no words.
	[[ $f == */json.c ]] || files+=("$f")
done
# tools/: printf and puts; daemon/ also snprintf (its protocol lines and
# file names are built in buffers).
words=$( { grep -nE '(printf|puts)\(' "${files[@]}" | grep -v 'snprintf'
	grep -nE '(printf|puts)\(' "$src"/daemon/*.c; } |
	perl -ne 'my ($f) = m{^.*?([^/]+\.c):};
		while (/"((?:[^"\\]|\\.)*)"/g) { my $t = $1; print "$f \"$t\"\n" if $t =~ /[A-Za-z]{3,}/ }' |
	while IFS= read -r hit; do
		ok=0
		for a in "${allowed[@]}"; do [ "$hit" = "$a" ] && ok=1; done
		[ $ok = 1 ] || printf '%s\n' "$hit"
	done)
check "words in C format strings" "" "$words"
# The guard finds words: a C string with a word in it is reported.
probe=$(printf '\tprintf("journal synced at ply %%zu\\n", n);\n' |
	perl -ne 'while (/"((?:[^"\\]|\\.)*)"/g) { my $t = $1; print "$t\n" if $t =~ /[A-Za-z]{3,}/ }')
check "the guard sees words" 'journal synced at ply %zu\n' "$probe"

finish
