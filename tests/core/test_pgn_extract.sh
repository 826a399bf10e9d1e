#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/core/test_pgn_extract.sh: PGN written by anna (core/pgn.c, through
# `anna pgn export`) passes pgn-extract without a complaint: every game
# legal, tags and results consistent. pgn-extract is the independent
# judge; a deliberately broken copy shows that it does complain.
set -u
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
if [ ! -x "$pe" ]; then
	echo "SKIP: pgn-extract is not installed (scripts/deps)"
	exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$(dirname "${BASH_SOURCE[0]}")/../tools/lib.sh" # fail

for name in classics:14 annotated:3 extensions:1; do
	f=${name%%:*}
	games=${name##*:}
	if ! "$anna" pgn export "$fixtures/pgn/$f.pgn" >"$tmp/$f.pgn" 2>"$tmp/$f.anna.err"; then
		fail "$f: anna pgn export failed: $(cat "$tmp/$f.anna.err")"
		continue
	fi
	"$pe" -s "$tmp/$f.pgn" -o "$tmp/$f.out" 2>"$tmp/$f.err"
	if [ -s "$tmp/$f.err" ]; then
		fail "$f: pgn-extract complains:"
		cat "$tmp/$f.err"
	fi
	n=$(grep -c '^\[Event ' "$tmp/$f.out")
	[ "$n" = "$games" ] || fail "$f: pgn-extract kept $n games, expected $games"
	long=$(awk 'length > 79' "$tmp/$f.pgn" | head -n 1)
	[ -z "$long" ] || fail "$f: a line longer than 79: $long"
	# anna reads its own output back to the same text
	"$anna" pgn export "$tmp/$f.pgn" >"$tmp/$f.again" || fail "$f: re-read failed"
	cmp -s "$tmp/$f.pgn" "$tmp/$f.again" || fail "$f: written twice, not the same"
done

# The judge is awake: an illegal move in a copy is reported.
sed 's/23\. Be7#/23. Be8#/' "$tmp/classics.pgn" >"$tmp/broken.pgn"
"$pe" -s "$tmp/broken.pgn" -o /dev/null 2>"$tmp/broken.err"
[ -s "$tmp/broken.err" ] || fail "pgn-extract did not notice an illegal move"

# The damaged fixture: the good games are exported, the damage reported,
# exit 2.
"$anna" pgn export "$fixtures/pgn/damaged.pgn" >"$tmp/d.pgn" 2>"$tmp/d.err"
rc=$?
[ "$rc" = 2 ] || fail "damaged: exit $rc, expected 2"
[ "$(grep -c '^\[Event ' "$tmp/d.pgn")" = 4 ] || fail "damaged: expected 4 good games"
[ "$(wc -l <"$tmp/d.err")" = 5 ] || fail "damaged: expected 5 reports, got $(cat "$tmp/d.err")"
grep -q '(line 9, column 13)' "$tmp/d.err" || fail "damaged: no line 9, column 13"
"$pe" -s "$tmp/d.pgn" -o /dev/null 2>"$tmp/d.pe"
[ -s "$tmp/d.pe" ] && fail "damaged: pgn-extract complains: $(cat "$tmp/d.pe")"

[ "$fails" = 0 ] || exit 1
echo "ok"
