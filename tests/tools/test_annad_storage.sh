#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_storage.sh: what the disk and other processes do
# to a game, each on the recorded long game (docs/daemon.md "Storage
# faults"):
#   - a write cut short by ENOSPC (fault injection): said once with the
#     path and the cause, the game held, no "synced" logged after it, and
#     after a SIGKILL every ply announced is back and the journal verifies
#     (the partial record was cut, never followed);
#   - a flush failing with EIO, then space freed: the arbiter's resume is
#     refused while it lasts, the journal goes on when it ends, and a
#     SIGTERM and restart find no damage and the same game;
#   - the journal deleted, then replaced mid-game: reported, rewritten;
#   - a second annad on the same state directory: names the holder's pid,
#     exits 1, writes nothing;
#   - real ENOSPC on a small tmpfs, a read-only state directory, and a
#     damaged journal with no room for its copy (private mount namespace,
#     unshare -m; that part is skipped where mounting is not permitted).
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}" "${ANNA_FIXTURES:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
. "$(dirname "$0")/lib.sh"
T=${ANNA_STORAGE_DIR:-$(mktemp -d)}
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; wait 2>/dev/null; [ -z "${ANNA_STORAGE_DIR:-}" ] && rm -rf "$T"; }
trap cleanup EXIT
G=$ANNA_FIXTURES/games/long-game
S=$T/sock
replay=(--replay "vi-board=$G/vi-board.evemu" --replay "vi-keypad=$G/vi-keypad.evemu"
	--replay "sighted-keypad=$G/sighted-keypad.evemu" --speed 100)
conf() { # state dir
	cat > "$T/annad.conf" <<CONF
[game]
profile = en
[listeners]
player = text
[daemon]
state-dir = $1
socket = $S
transcript = $T/words
[roles]
arbiter = $(id -u)
CONF
}
anna() { "$ANNA_BIN" "$@" --socket "$S"; }
start() { # annad options
	rm -f "$T/err"
	"$ANNADBIN" --config "$T/annad.conf" --no-audio "$@" 2>>"$T/err" >/dev/null &
	pid=$!
	for _ in $(seq 600); do
		anna status >/dev/null 2>&1 && return 0
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.05
	done
	fail "annad did not start"; cat "$T/err"; finish
}
plies() { anna status 2>/dev/null | sed -n 's/^plies: //p'; }
wait_plies() { # n: until the game has n plies (bounded)
	for _ in $(seq 300); do [ "$(plies)" -ge "$1" ] 2>/dev/null && return 0; sleep 0.05; done
	fail "the game did not reach ply $1"
}
wait_log() { # text, seconds: until the log has it
	for _ in $(seq $(( $2 * 20 ))); do grep -q "$1" "$T/err" && return 0; sleep 0.05; done
	fail "not logged within $2 s: $1"; cat "$T/err"
}
synced() { sed -n 's/^annad: journal synced at ply \([0-9]*\)$/\1/p' "$T/err" | tail -1; }
stop() { kill "${1:--TERM}" "$pid"; wait "$pid" 2>/dev/null; pid=; }

snapshot() { # the game, without what a restart changes
	anna status | grep -v -e ^journal-records -e ^lost-ms -e ^loop-wakeups -e ^clock-offset-ms \
		-e ^recovered -e ^white -e ^black -e ^state -e ^clock
}

if [ "${1:-}" = --fs ]; then
	# run again by this script under unshare -m: mounts stay private
	M=$T/mnt
	mkdir -p "$M"
	mount -t tmpfs -o size=2m tmpfs "$M" 2>/dev/null || exit 77
	conf "$M/s"
	start "${replay[@]}"
	wait_plies 10
	dd if=/dev/zero of="$M/fill" bs=4k 2>/dev/null
	wait_log "anna cannot record the game" 10
	held=$(synced)
	has "tmpfs full: the cause" "failed (ENOSPC)" "$(cat "$T/err")"
	sleep 1.5
	check "tmpfs full: nothing logged as synced after it" "$held" "$(synced)"
	rm "$M/fill"
	wait_log "is written again" 12
	snapshot > "$T/before" # held: the replay's keys change nothing
	stop
	"$ANNA_BIN" journal verify "$M/s/journal" >/dev/null 2>&1 || fail "tmpfs freed: the journal does not verify"
	start
	has "tmpfs freed: no damage at the restart" "" "$(grep -i damaged "$T/err")"
	snapshot > "$T/after"
	check "tmpfs freed: the same game after a restart" "" "$(diff "$T/before" "$T/after")"
	stop
	# a damaged journal and no room for its copy: said, and the game goes on
	python3 -c 'import sys; f = open(sys.argv[1], "r+b"); f.seek(int(sys.argv[2])); b = f.read(1); f.seek(int(sys.argv[2])); f.write(bytes([b[0] ^ 0xff]))' \
		"$M/s/journal" $(( $(stat -c %s "$M/s/journal") / 2 ))
	dd if=/dev/zero of="$M/fill" bs=4k 2>/dev/null
	truncate -s -32K "$M/fill" # room for the write test, not for the copy
	start
	has "no room for the damaged copy: said" "There is no room to keep a copy of the damaged journal $M/s/journal (ENOSPC)" "$(cat "$T/err")"
	check "no room for the damaged copy: no half copy" "" "$(ls "$M/s" | grep damaged)"
	check "no room for the damaged copy: the good records recovered" "recovered: yes" "$(anna status | grep ^recovered)"
	stop
	rm "$M/fill"
	# a read-only state directory: found at start, said, no game started
	mount -o remount,ro "$M"
	"$ANNADBIN" --config "$T/annad.conf" --no-audio 2>"$T/err" >/dev/null
	rc=$?
	check "read-only: exit 1" 1 "$rc"
	has "read-only: the path, the cause and the fix" "Cannot write the state directory $M/s (EROFS); annad does not start a game it could not keep" "$(cat "$T/err")"
	umount "$M"
	finish
fi

# --- a write cut short (ENOSPC), then SIGKILL --------------------------------
conf "$T/s1"
export ANNA_JOURNAL_FAULT=$T/fault
start "${replay[@]}"
wait_plies 10
echo "partial ENOSPC" > "$T/fault"
wait_log "anna cannot record the game" 5
held=$(synced)
sleep 2.5 # the replay goes on, and two retries fail
check "ENOSPC: said once" 1 "$(grep -c "anna cannot record the game" "$T/err")"
has "ENOSPC: the path and the cause" "writing the journal $T/s1/journal failed (ENOSPC)" "$(cat "$T/err")"
has "ENOSPC: the player hears it" "vi anna cannot record the game" "$(cat "$T/words")"
check "ENOSPC: nothing logged as synced after the fault" "$held" "$(synced)"
check "ENOSPC: the game is held (training: paused)" "state: paused" "$(anna status | grep '^state:')"
stop -9
rm -f "$T/fault"
"$ANNA_BIN" journal verify "$T/s1/journal" >/dev/null 2>&1 || fail "ENOSPC: the journal does not verify"
check "ENOSPC: no partial record left" "" "$("$ANNA_BIN" journal verify "$T/s1/journal" 2>&1 | grep -i 'cut short')"
start
check "ENOSPC: every ply announced is back" true "$([ "$(plies)" -ge "${held:-0}" ] && echo true)"
stop

# --- a flush failing (EIO), then space freed -----------------------------------
conf "$T/s2"
start "${replay[@]}"
wait_plies 10
echo "sync EIO" > "$T/fault"
wait_log "anna cannot record the game" 5
has "EIO: the cause" "failed (EIO)" "$(cat "$T/err")"
anna resume 2>"$T/e"; rc=$?
check "EIO: the arbiter's resume is refused while it lasts" 1 "$rc"
has "EIO: why" "the journal cannot be written yet" "$(cat "$T/e")"
rm -f "$T/fault"
wait_log "is written again" 10
before=$(synced)
anna resume >/dev/null || fail "EIO: resume after space freed"
check "EIO: the game runs again" "state: " "$(anna status | grep '^state:' | grep -v paused | cut -c1-7)"
anna pause >/dev/null
snapshot > "$T/before"
stop
start
has "EIO freed: no damage at the restart" "" "$(grep -i damaged "$T/err")"
snapshot > "$T/after"
check "EIO freed: the same game after a restart" "" "$(diff "$T/before" "$T/after")"
"$ANNA_BIN" journal verify "$T/s2/journal" >/dev/null 2>&1 || fail "EIO freed: the journal does not verify"
stop
unset ANNA_JOURNAL_FAULT

# --- the journal deleted, then replaced ---------------------------------------
conf "$T/s3"
start "${replay[@]}"
wait_plies 6
rm "$T/s3/journal"
wait_log "was deleted or replaced" 10
check "deleted: rewritten" true "$([ -s "$T/s3/journal" ] && echo true)"
echo "not a journal" > "$T/other"
n=$(grep -c "was deleted or replaced" "$T/err")
mv "$T/other" "$T/s3/journal"
anna switches --check-words on >/dev/null # a record to write, game over or not
for _ in $(seq 200); do [ "$(grep -c "was deleted or replaced" "$T/err")" -gt "$n" ] && break; sleep 0.05; done
check "replaced: reported" true "$([ "$(grep -c "was deleted or replaced" "$T/err")" -gt "$n" ] && echo true)"
check "replaced: the file put there kept aside" "not a journal" "$(cat "$T"/s3/journal.replaced-* 2>/dev/null)"
anna pause >/dev/null 2>&1
p=$(plies)
stop
"$ANNA_BIN" journal verify "$T/s3/journal" >/dev/null 2>&1 || fail "deleted: the journal does not verify"
start
check "deleted: the whole game after a restart" "$p" "$(plies)"

# --- a second annad on the same state directory -----------------------------
sum=$(sha256sum < "$T/s3/journal")
"$ANNADBIN" --config "$T/annad.conf" --no-audio --socket "$T/sock2" 2>"$T/err2" >/dev/null
rc=$?
check "second annad: exit 1" 1 "$rc"
has "second annad: names the holder" "Another annad (process $pid) keeps the game in $T/s3" "$(cat "$T/err2")"
check "second annad: wrote nothing" "$sum" "$(sha256sum < "$T/s3/journal")"
check "second annad: the first still answers" "$p" "$(plies)"
stop

# --- real file systems (private mount namespace) ----------------------------
if ! unshare -m true 2>/dev/null; then
	skip "unshare -m is not permitted: real ENOSPC and read-only are not tested"
fi
export ANNA_BIN ANNADBIN ANNA_FIXTURES
ANNA_STORAGE_DIR=$T unshare -m bash "$0" --fs
rc=$?
[ "$rc" = 77 ] && skip "mounting a tmpfs is not permitted here"
[ "$rc" = 0 ] || fail "on real file systems (above)"
finish
