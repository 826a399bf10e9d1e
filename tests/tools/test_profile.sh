#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_profile.sh: `anna profile check` says ok for every
# shipped profile and names file, line and key for a broken one (exit 1);
# `anna profile keys` lists every required key with its value count.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}

out=$("$anna" profile check fide-de da da-de sv nb en); rc=$?
check "shipped exit" 0 "$rc"
check "shipped ok lines" 6 "$(grep -c ': ok, voice ' <<<"$out")"
check "da-de voice" 1 "$(grep -c '^da-de: ok, voice da, ' <<<"$out")"

f=$fixtures/profiles/duplicate_key.profile
out=$("$anna" profile check fide-de "$f"); rc=$?
check "broken exit" 1 "$rc"
check "broken message" "$f: key file.a is already on line 4. Delete one of the two lines. (line 6)" \
	"$(tail -n 1 <<<"$out")"
f=$fixtures/profiles/missing_key.profile
check "missing key" "$f: key file.a is missing. Add a line \"file.a = text\"." \
	"$("$anna" profile check "$f")"

keys=$("$anna" profile keys); rc=$?
check "keys exit" 0 "$rc"
check "first key" "voice 0" "$(head -n 1 <<<"$keys")"
check "a word key" "say.bad_move 3" "$(grep '^say.bad_move ' <<<"$keys")"
check "a message key" "fen.rank_length 2" "$(grep '^fen.rank_length ' <<<"$keys")"
check "a help key" "help.say 0" "$(grep '^help.say ' <<<"$keys")"
check "a tool message key" "tool.bad_number 4" "$(grep '^tool.bad_number ' <<<"$keys")"
check "no duplicates" "" "$(cut -d' ' -f1 <<<"$keys" | sort | uniq -d)"
# every key is in every shipped profile file or its base (one awk a
# profile: a grep a key took minutes on a busy machine)
for p in fide-de da sv nb en; do
	while IFS= read -r k; do
		fail "$p has no $k"
	done < <(cut -d' ' -f1 <<<"$keys" | awk 'NR == FNR { have[$1] = 1; next } !($1 in have)' \
		<(sed -n 's/^\([^ ]*\) = .*/\1/p' "$ANNA_DATADIR/profiles/$p.profile") -)
done

"$anna" profile >/dev/null 2>&1; check "no subcommand" 2 "$?"
"$anna" profile check >/dev/null 2>&1; check "check nothing" 2 "$?"
"$anna" profile frob >/dev/null 2>&1; check "unknown subcommand" 2 "$?"

finish
