# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/lib.sh: the checks every tests/tools/test_*.sh shares.
# Sourced, never run on its own (not a test_*.sh, so CMake does not
# register it):
#   . "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
# A failed check is printed and counted and the test goes on; `finish`
# ends the test (exit 1 if any check failed), `skip` ends it as skipped
# (exit 77) unless a check failed already.
fails=0

fail() { # what went wrong
	printf 'FAIL: %s\n' "$*"
	fails=$((fails + 1))
}

check() { # description, expected, actual
	[ "$2" = "$3" ] ||
		fail "$(printf '%s\n  expected: %s\n  got:      %s' "$1" "$2" "$3")"
}

has() { # description, needle, haystack
	case $3 in
	*"$2"*) ;;
	*) fail "$(printf '%s: no "%s" in:\n%s' "$1" "$2" "$3")" ;;
	esac
}

finish() {
	if [ "$fails" -ne 0 ]; then
		echo "${0##*/}: $fails check(s) failed"
		exit 1
	fi
	echo "${0##*/}: all checks passed"
	exit 0
}

skip() { # why
	[ "$fails" -eq 0 ] || finish
	echo "skip: $*"
	exit 77
}
