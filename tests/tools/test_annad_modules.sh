#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_modules.sh: annad's modules (daemon/modules.def)
# stop in reverse when one fails to start. The last one (the control
# socket) fails: annad exits 1 and says why, and what the modules before
# it made is undone in order: the journal they opened holds its header,
# verifies and can be recovered by the next start (under ASan, nothing
# leaks and nothing is used after it is freed).
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
[ -x "$ANNADBIN" ] || skip "annad not built"
T=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$T"' EXIT
: > "$T/file"
conf() { # socket
	cat > "$T/annad.conf" <<CONF
[game]
profile = en
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $1
transcript = $T/words
CONF
}
conf "$T/file/sock" # a socket under a regular file: the control module fails
timeout 30 "$ANNADBIN" --config "$T/annad.conf" --no-audio 2>"$T/err"
check "control fails: exit 1" 1 "$?"
has "control fails: said" "Cannot open the control socket $T/file/sock (ENOTDIR)" "$(cat "$T/err")"
check "the journal the earlier modules opened verifies" 0 \
	"$("$ANNA_BIN" journal verify "$T/state/journal" >/dev/null 2>&1; echo $?)"
has "its header written" "the journal begins, format 2" \
	"$("$ANNA_BIN" journal show --profile en "$T/state/journal")"
# the next start, with a socket that works, starts every module and
# recovers that journal (a training game starts at once, so it holds the
# start)
conf "$T/sock"
"$ANNADBIN" --config "$T/annad.conf" --no-audio 2>"$T/err2" &
pid=$!
for _ in $(seq 100); do "$ANNA_BIN" status --socket "$T/sock" >/dev/null 2>&1 && break; sleep 0.1; done
out=$("$ANNA_BIN" status --socket "$T/sock" 2>&1)
has "then annad starts and recovers the training game started before" "recovered: yes" "$out"
has "its clock paused (CLK-11)" "state: paused" "$out"
kill "$pid"; wait "$pid"
check "SIGTERM: every module stopped, exit 0" 0 "$?"
pid=
finish
