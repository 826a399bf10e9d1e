#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_docs.sh: the docs name only what exists. Every page
# (README.md, docs/*.md, the man pages) is read for
#   - files: markdown links and paths into the repository's folders;
#   - commands: `anna SUB ...` and "$ anna SUB" must be subcommands of anna,
#     and each --option on them one that `anna SUB --help` lists; the same
#     for annad and `annad --help`;
#   - configuration keys: `key = value` lines of annad.conf examples must be
#     keys daemon/config.c reads;
#   - rule identifiers: every rule ID cited in the docs, the code, the
#     profiles and the tests must be defined in docs/rules.md;
#   - and nothing in the repository may point to a file outside it.
set -uo pipefail
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_SOURCE_DIR:?}"
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh" # fail
cd "$ANNA_SOURCE_DIR" || exit 1

pages=(README.md docs/*.md docs/man/*.[1-8])

# ---- nothing points outside the repository --------------------------------
# (the patterns are built in pieces so that this file does not match them)
outside="spec""/|DES""IGN\\.md|STY""LE\\.md|platform""-notes|announce""\\.md|/work""/shared|\\.\\./sha""red"
while IFS= read -r hit; do
	fail "$hit points outside the repository"
done < <(grep -rInE --exclude-dir=build --exclude-dir=.git --exclude-dir=fuzz --exclude-dir=node_modules \
	--exclude='*.evemu' "$outside" . | cut -c1-140)

# ---- files ----------------------------------------------------------------
# (one grep over all pages for each kind of reference: each process costs)
while IFS= read -r line; do
	page=${line%%:*} target=${line#*:](} target=${target%)}
	dir=.; [[ $page == */* ]] && dir=${page%/*}
	t=${target%%#*}
	[ -z "$t" ] && continue
	case "$t" in http://* | https://* | mailto:*) continue ;; esac
	[ -e "$dir/$t" ] || fail "$page: the link ($target) names no file"
done < <(grep -oHE '\]\([^)]+\)' "${pages[@]}")
# paths into the repository's folders
while IFS= read -r line; do
	page=${line%%:*} p=${line#*:}
	p=${p#[ \`(]}
	p=${p%%[.,:;)]}
	p=${p%%[.,:;)]}
	case "$p" in */ | *'<'* | *NAME* | *FILE* | *'{'* | */nn.* | */CMakeFiles/*) continue ;; esac
	# a glob matches something; a name without its ending names a
	# module (core/clock: core/clock.c and .h) or a built program
	compgen -G "$p" >/dev/null || compgen -G "$p.*" >/dev/null ||
		fail "$page: the path $p does not exist"
done < <(grep -oHE '(^|[ `(])(core|speech|input|board-io|daemon|driver|tools|tests|data|scripts|bench|docs|debian)/[A-Za-z0-9_.*/-]+' "${pages[@]}" | sed 's/:[ `(]/:/')
# a page named as NAME.md is a page of docs/
while IFS= read -r line; do
	page=${line%%:*} m=${line#*:}
	m=${m#[ \`(]}
	[ -e "docs/$m" ] || [ -e "$m" ] || fail "$page: names $m, which is not a page"
done < <(grep -oHE '(^|[ `(])[a-z-]+\.md\b' "${pages[@]}")

# ---- commands and options -------------------------------------------------
declare -A is_sub
for s in $("$ANNA_BIN" --help 2>&1 | grep -oE '^ +anna [a-z]+' | sed -E 's/^ +anna //'); do
	is_sub[$s]=1
done
[ "${#is_sub[@]}" -gt 10 ] || fail "anna --help lists no commands"
annad_help=$("$ANNADBIN" --help 2>&1)
declare -A sub_help
while IFS= read -r line; do
	page=${line%%:*} cmd=${line#*:}
	cmd=${cmd//\`/} cmd=${cmd#*\$ } cmd=${cmd#sudo } cmd=${cmd//\\-/-}
	set -- $cmd
	prog=$1
	shift
	if [ "$prog" = annad ]; then
		help=$annad_help
	else
		sub=$1
		# "anna --help", and "anna clock: ..." quoting an error's prefix
		[[ $sub == --help || $sub == *: ]] && continue
		if [ -z "${is_sub[$sub]+x}" ]; then
			fail "$page: \"anna $sub\" is not a command of anna"
			continue
		fi
		[ -n "${sub_help[$sub]+x}" ] || sub_help[$sub]=$("$ANNA_BIN" "$sub" --help 2>&1)
		help=${sub_help[$sub]}
	fi
	for opt in "$@"; do
		[[ $opt == --[a-z]* && $opt != --help ]] || continue
		opt=${opt%%[^a-z-]*}
		[[ $help == *"$opt"* ]] || fail "$page: \"$prog ${sub:-} $opt\": there is no option $opt"
	done
	sub=
done < <(grep -oHE '`annad? [a-z-][^`]*`|^ *\$ (sudo )?annad? [a-z-].*' "${pages[@]}")

# ---- configuration keys ---------------------------------------------------
# annad.conf lines in the examples (indented code) and the example file;
# profile lines in docs/profiles.md are a profile's keys instead
daemon_src=$(cat daemon/*.c driver/*.c core/roles.c 2>/dev/null) # roles.c: the device keys
keys_of() { grep -oE '^( {4,}|\t)?#? *[a-z][a-z-]* = ' "$1" | sed -E 's/^[ \t]*#? *//; s/ = $//' | sort -u; }
for page in docs/*.md data/annad.conf.example; do
	case "$page" in
	docs/profiles.md | docs/rules.md) continue ;;
	data/*) lines=$(keys_of "$page") ;;
	*) lines=$(grep -E '^( {4,}|\t)' "$page" | keys_of /dev/stdin) ;;
	esac
	for key in $lines; do
		[[ $daemon_src == *"\"$key\""* ]] ||
			fail "$page: the configuration key $key is not one annad reads"
	done
done
for key in $(grep -E '^( {4,}|\t)' docs/profiles.md | keys_of /dev/stdin); do
	grep -qE "\"$key\"|^$key(\.| =)" speech/*.c data/profiles/*.profile ||
		fail "docs/profiles.md: the profile key $key is not one anna reads"
done

# ---- rule identifiers -----------------------------------------------------
ids='\b(ED|VI|VOC|MOV|END|TCH|CLK|ILL|SHEET|DRAW|RB|QPF|ADJ|ARB)-[0-9]+\b'
declare -A defined
for id in $(grep -oE "\*\*$ids — " docs/rules.md | sed 's/\*\*//; s/ — //'); do
	defined[$id]=1
done
[ "${#defined[@]}" -gt 100 ] || fail "docs/rules.md defines too few rules"
while IFS= read -r id; do
	[ -n "${defined[$id]+x}" ] || fail "rule $id is cited but not in docs/rules.md"
done < <(grep -rohE --exclude-dir=build --exclude-dir=.git --exclude-dir=fixtures \
	--include='*.[ch]' --include='*.def' --include='*.md' --include='*.profile' \
	--include='*.sh' --include='*.[1-8]' --include='*.example' "$ids" . | sort -u)

if [ "$fails" = 0 ]; then echo "docs: every reference resolves"; fi
exit $((fails > 0))
