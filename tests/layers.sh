#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/layers.sh: the architecture's picture, checked. Reads the table
# "may use" of docs/architecture.md ("The layers") and, for each static
# library given as NAME=PATH, every anna symbol it uses (nm -u) that another
# of these libraries defines: that library must be one the table lets it
# use (a layer below it). A call to a layer beside or above fails, named.
# Then it proves it would notice: the same check with anna_input struck
# from anna_driver's row must find the driver's calls into input/.
#   tests/layers.sh docs/architecture.md anna_core=lib... anna_speech=...
set -u
doc=$1
shift
declare -A lib allowed
for a in "$@"; do lib[${a%%=*}]=${a#*=}; done
# | driver/ | anna_driver | anna_speech, anna_input, ... |
while IFS='|' read -r _ folder name uses _; do
	name=$(tr -d ' `' <<<"$name")
	[[ $name == anna_* ]] || continue
	allowed[$name]=$(grep -o 'anna_[a-z]*' <<<"$uses" | tr '\n' ' ')
done < <(sed -n '/^## The layers/,/^## /p' "$doc" | grep '^| [a-z-]*/ |')
fails=0
for name in "${!lib[@]}"; do
	[ -n "${allowed[$name]+x}" ] || { echo "FAIL: $name is not in the table of $doc"; fails=$((fails + 1)); }
done
[ "$fails" = 0 ] || exit 1

declare -A owner
for name in "${!lib[@]}"; do
	while read -r sym; do owner[$sym]=$name; done < <(nm -g --defined-only "${lib[$name]}" |
		awk '$2 ~ /^[TDBR]$/ {print $3}')
done

# check NAME RULE: prints every use of a layer RULE does not allow
check() {
	local name=$1 rule=$2 sym o bad=0
	while read -r sym; do
		o=${owner[$sym]:-}
		[ -z "$o" ] || [ "$o" = "$name" ] && continue
		case " $rule " in *" $o "*) continue ;; esac
		echo "$name uses $sym of $o, which is not a layer below it"
		bad=1
	done < <(nm -u "${lib[$name]}" | awk '$1 == "U" {print $2}' | sort -u)
	return $bad
}
for name in "${!lib[@]}"; do
	check "$name" "${allowed[$name]}" || fails=$((fails + 1))
done
if [ "$fails" != 0 ]; then
	echo "layers.sh: $fails librar(y/ies) use a layer beside or above them (docs/architecture.md)"
	exit 1
fi
# the check notices a call it should not allow
if [ -n "${lib[anna_driver]:-}" ]; then
	out=$(check anna_driver "${allowed[anna_driver]/anna_input/}")
	grep -q "^anna_driver uses anna_keypad_[a-z_]* of anna_input" <<<"$out" ||
		{ echo "FAIL: the check did not notice anna_driver's calls into anna_input"; exit 1; }
fi
echo "layers.sh: ${#lib[@]} libraries use only the layers below them"
