#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_access.sh: who may reach annad (issue 11 item 8). With
# readers = everyone (the default) the socket's folder is 0755 and the
# socket 0666: another user reads the game without root (changing it
# still needs the arbiter's role); with readers = a group, only that group
# gets in, and anyone else is told "permission denied" and which group,
# not "is annad running?". A normal user's journal is where it survives a
# reboot: $XDG_STATE_HOME/anna, else ~/.local/state/anna. Needs root to
# act as other users (setpriv); skipped otherwise.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
[ -x "$ANNADBIN" ] || skip "annad not built"
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null || skip "needs root and setpriv"
getent group nogroup >/dev/null || skip "no group nogroup"
T=$(mktemp -d)
chmod 755 "$T"
trap annad_cleanup EXIT
S=$T/run/anna/annad.sock
as() { # uid gid, command...: as that user, in no other group
	local u=$1 g=$2
	shift 2
	setpriv --reuid="$u" --regid="$g" --clear-groups "$@"
}
conf() { # readers
	cat > "$T/annad.conf" <<CONF
[game]
profile = en
[listeners]
player = text
[daemon]
state-dir = $T/state
socket = $S
transcript = $T/transcript
readers = $1
[roles]
arbiter = $(id -u)
CONF
}

# ---- readers = everyone ------------------------------------------------------
conf everyone
annad_start "$T/annad.conf"
check "everyone: the folder" "755" "$(stat -c %a "$T/run/anna")"
check "everyone: the socket" "666" "$(stat -c %a "$S")"
out=$(as 65534 65534 "$ANNA_BIN" status --socket "$S" 2>&1); rc=$?
check "nobody reads the game: exit" 0 "$rc"
has "nobody reads the game" "state: " "$out"
out=$(as 65534 65534 "$ANNA_BIN" pause --socket "$S" 2>&1); rc=$?
check "nobody may not change it: exit" 1 "$rc"
has "nobody may not change it: said" "only the arbiter may do it" "$out"
annad_stop

# ---- readers = a group ---------------------------------------------------------
conf nogroup
annad_start "$T/annad.conf"
check "group: the folder" "750 nogroup" "$(stat -c '%a %G' "$T/run/anna")"
check "group: the socket" "660 nogroup" "$(stat -c '%a %G' "$S")"
out=$(as 65534 65534 "$ANNA_BIN" status --socket "$S" 2>&1); rc=$?
check "a member reads the game: exit" 0 "$rc"
out=$(as 65534 1 "$ANNA_BIN" status --socket "$S" 2>&1); rc=$?
check "another user: exit" 2 "$rc"
has "another user: permission denied, the group named" \
	"Permission denied at $S: annad runs, but its socket is only for the group nogroup" "$out"
case $out in *"is annad running"*) fail "EACCES said as \"is annad running?\": $out" ;; esac
annad_stop
printf '[daemon]\nreaders = no-such-group-anna\n' > "$T/bad.conf"
out=$("$ANNADBIN" --check-config --config "$T/bad.conf" 2>&1); rc=$?
check "unknown group: exit" 2 "$rc"
has "unknown group: said" "line 2: readers is everyone or a group, and there is no group no-such-group-anna" "$out"

# ---- a normal user's journal survives a reboot -------------------------------
mkdir -p "$T/home" "$T/xdg" "$T/st"
chown 65534:65534 "$T/home" "$T/xdg" "$T/st"
user_annad() { # environment assignments...: annad as nobody, default places
	printf '[listeners]\nplayer = text\n' > "$T/user.conf"
	chmod 644 "$T/user.conf"
	# setpriv itself in the background (not the function as, a
	# subshell): $! is annad's pid once setpriv and env have exec'd
	setpriv --reuid=65534 --regid=65534 --clear-groups env -i PATH="$PATH" \
		XDG_RUNTIME_DIR="$T/xdg" "$@" "$ANNADBIN" --config "$T/user.conf" --no-audio \
		</dev/null >/dev/null 2>>"$T/annad.err" &
	local p=$!
	for _ in $(seq 100); do
		[ -S "$T/xdg/anna/annad.sock" ] &&
			"$ANNA_BIN" status --socket "$T/xdg/anna/annad.sock" >/dev/null 2>&1 && break
		sleep 0.1
	done
	kill "$p" 2>/dev/null
	wait "$p" 2>/dev/null
	rm -f "$T/xdg/anna/annad.sock"
}
user_annad HOME="$T/home"
[ -n "$(ls -A "$T/home/.local/state/anna" 2>/dev/null)" ] ||
	fail "the journal is not in ~/.local/state/anna: $(find "$T/home" "$T/xdg" | tr '\n' ' ')"
user_annad HOME="$T/home" XDG_STATE_HOME="$T/st"
[ -n "$(ls -A "$T/st/anna" 2>/dev/null)" ] ||
	fail "the journal is not in \$XDG_STATE_HOME/anna: $(find "$T/st" | tr '\n' ' ')"
[ -z "$(find "$T/xdg" -type f)" ] || fail "a file in \$XDG_RUNTIME_DIR: $(find "$T/xdg" -type f)"
finish
