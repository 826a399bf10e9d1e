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

succeeds() { # description, command...: the command exits 0 (else its
	# output is shown with the failure)
	local what=$1 out rc
	shift
	out=$("$@" 2>&1) && return 0
	rc=$?
	fail "$what (exit $rc)${out:+$'\n'$out}"
}

eventually() { # description, command...: as succeeds, but the command
	# may come true up to 5 s later (polled every 50 ms): annad answers a
	# command at once and writes its words after the batch's journal sync
	local what=$1
	shift
	for _ in $(seq 100); do "$@" >/dev/null 2>&1 && return 0; sleep 0.05; done
	succeeds "$what" "$@"
}

# annad in a test: annad_start CONFIG [ARGS...] starts it on the socket
# $S the configuration names (and waits, at most 10 s, until it answers);
# annad_stop ends it. Its stderr goes to $T/annad.err. The caller sets T
# (a private directory) and S; annad_cleanup (an EXIT trap) stops it.
annad_pid=
annad_start() {
	"${ANNADBIN:?}" --config "$1" --no-audio "${@:2}" 2>>"$T/annad.err" &
	annad_pid=$!
	for _ in $(seq 100); do
		[ -S "$S" ] && "${ANNA_BIN:?}" status --socket "$S" >/dev/null 2>&1 && return 0
		sleep 0.1
	done
	echo "annad did not start"
	cat "$T/annad.err"
	exit 1
}
annad_stop() {
	kill "$annad_pid" 2>/dev/null
	wait "$annad_pid" 2>/dev/null
	annad_pid=
	rm -f "$S"
}
# annad_conf [LINES]: an annad.conf for a test on standard output: [game]
# in English, training, 300+3, then LINES (more [game] keys, or further
# sections); the player's words as text; state, socket $S and the
# transcript $T/words; the caller as the arbiter.
annad_conf() {
	cat <<CONF
[game]
profile = en
policy = training
time-control = 300+3
${1:-}
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/words
[roles]
arbiter = $(id -u)
CONF
}
annad_cleanup() {
	[ -n "$annad_pid" ] && annad_stop
	rm -rf "$T"
}
