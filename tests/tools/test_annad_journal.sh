#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_journal.sh: journals that annad cannot recover.
# A journal of anna 0.1 (format 1, its commands a memory image) and a
# format-2 journal with a command out of range both stop recovery: annad
# exits 1, names the file, the record and its type, and says why in the
# log profile's words (en and fide-de); the journal is left as it was for
# the arbiter. anna journal show prints every record of both, the
# unreadable ones with the reason, in the profile's words.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[ -x "$ANNADBIN" ] || skip "annad not built"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

# recovery of journal $1 with the arbiter's profile $2: exit status, log
recover() {
	rm -rf "$T/state"
	mkdir -p "$T/state"
	cp "$1" "$T/state/journal"
	cat > "$T/annad.conf" <<CONF
[game]
profile = en
[listeners]
player = text
arbiter.profile = $2
[daemon]
state-dir = $T/state
socket = $T/sock
CONF
	timeout 30 "$ANNADBIN" --config "$T/annad.conf" --no-audio 2>"$T/err"
	echo $?
}

J=$ANNA_FIXTURES/journal
rc=$(recover "$J/format1.journal" en)
check "format 1: annad exits 1" 1 "$rc"
has "format 1: the record named" \
	"$T/state/journal: record 112 (command) cannot be read, for the reason below." "$(cat "$T/err")"
has "format 1: why" "it was written in journal format 1 (anna 0.1), whose command records are a memory image" \
	"$(cat "$T/err")"
check "format 1: the journal kept as it was" "" "$(cmp "$J/format1.journal" "$T/state/journal" 2>&1)"

rc=$(recover "$J/bad-command.journal" en)
check "bad command: annad exits 1" 1 "$rc"
has "bad command: the record named" "record 3 (command) cannot be read" "$(cat "$T/err")"
has "bad command: the field" "its field role (byte 9) holds 9, which is not a possible value" \
	"$(cat "$T/err")"
rc=$(recover "$J/bad-command.journal" fide-de)
check "bad command, German: exit 1" 1 "$rc"
has "bad command, German: the record named" "Eintrag 3 (command) ist aus dem unten genannten Grund nicht lesbar" \
	"$(cat "$T/err")"
has "bad command, German: the field" "sein Feld role (Byte 9) enthält 9" "$(cat "$T/err")"

# anna journal show: every record, the unreadable ones with the reason
out=$("$ANNA_BIN" journal show --profile en "$J/format1.journal")
check "show format 1: a line a record and the verdict" 118 "$(wc -l <<<"$out")"
has "show format 1: the header" "0. 0.000 s (2026-11-26 10:39:50 UTC): the journal begins, format 1, devices: vi-board vi-keypad sighted-keypad" "$out"
has "show format 1: a key" "6. 3.100 s (2026-11-26 10:39:50 UTC): vi-keypad: key KEY_KPENTER pressed" "$out"
check "show format 1: the five commands refused" 5 \
	"$(grep -c '^[0-9]*\. [0-9.]* s (.*): a command record that cannot be read: it was written in journal format 1' <<<"$out")"
out=$("$ANNA_BIN" journal show --profile en "$J/bad-command.journal")
has "show: the start" "2. 0.010 s (2025-11-26 09:40:00 UTC): the arbiter starts the game" "$out"
has "show: the bad record" "3. 0.020 s (2025-11-26 09:40:00 UTC): a command record that cannot be read: its field role (byte 9) holds 9, which is not a possible value" "$out"
out=$(ANNA_PROFILE=sv "$ANNA_BIN" journal show "$J/bad-command.journal")
has "show in Swedish" "2. 0.010 s (2025-11-26 09:40:00 UTC): domaren startar partiet" "$out"
finish
