#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/hall/test_install_hall.sh: scripts/install-hall --root writes the
# hall's machine into a folder (touching nothing of this machine's): the
# page with its words and mqtt.js, the accounts with their passwords, the
# ACL, the broker's listeners, the live PGN's unit. Then the broker is
# started on exactly that configuration and used as the boards would:
# a board publishes with its password, a stranger cannot, the arbiter may
# command, the page is served. Bad arguments are said in words.
. "$(dirname "${BASH_SOURCE[0]}")/../tools/lib.sh"
. "$(dirname "${BASH_SOURCE[0]}")/hall.sh"

[ -f "$ANNA_SOURCE_DIR/hall/node_modules/mqtt/dist/mqtt.min.js" ] ||
	skip "hall/node_modules is missing (scripts/deps runs npm ci in hall/)"
build=$(dirname "$(dirname "$ANNA_BIN")")
root=$hall_dir/root
mqtt=$(hall_free_port)
ws=$(hall_free_port)
out=$("$ANNA_SOURCE_DIR/scripts/install-hall" --root "$root" --event "Club 2026" --boards 3 \
	--profile sv --mqtt-port "$mqtt" --ws-port "$ws" --bind 127.0.0.1 "$build" 2>&1)
check "install-hall --root: exit 0 (output: $out)" 0 "$?"
has "it says what it sets up, in the profile's words" "Hallen ställs in för evenemanget Club 2026." "$out"
has "it says where the passwords are" "4 brokerkonton" "$out"
has "it says nothing was started" "inget startades" "$out"

www=$root/usr/local/share/anna/hall/www
for f in index.html board.html display.html hall.js hall.css vendor/mqtt.min.js words.json config.js live.pgn; do
	[ -e "$www/$f" ] || fail "the page lacks $f"
done
has "the page's words are the profile's" '"hall.page.lang": "sv"' "$(cat "$www/words.json")"
has "the page knows the event" 'event: "Club 2026"' "$(cat "$www/config.js")"
pw=$root/etc/anna/hall/passwords.txt
check "the password list is private" 600 "$(stat -c %a "$pw")"
check "the accounts: the arbiter and boards 1 to 3" "arbiter 1 2 3" "$(cut -d' ' -f1 "$pw" | tr '\n' ' ' | sed 's/ $//')"
unit=$root/etc/systemd/system/anna-hall-broadcast.service
has "the live PGN's unit runs anna hall broadcast" "hall broadcast --broker mqtt://127.0.0.1:$mqtt --event \"Club 2026\" --out $www/live.pgn" "$(cat "$unit")"

# the broker on the written configuration
conf=$root/etc/mosquitto/conf.d/anna-hall.conf
cp "$conf" "$hall_dir/run.conf"
printf 'user %s\n' "$(id -un)" >>"$hall_dir/run.conf"
mosquitto -c "$hall_dir/run.conf" >"$hall_dir/run.log" 2>&1 &
hall_pid=$!
for _ in $(seq 100); do
	(exec 3<>"/dev/tcp/127.0.0.1/$mqtt") 2>/dev/null && break
	sleep 0.05
done
b2=$(awk '$1 == "2" { print $2 }' "$pw")
arb=$(awk '$1 == "arbiter" { print $2 }' "$pw")
stdbuf -oL mosquitto_sub -d -p "$mqtt" -t 'anna/#' -v -W 5 -C 2 >"$hall_dir/sub.out" 2>&1 &
sub=$!
hall_subscribed "$hall_dir/sub.out"
mosquitto_pub -p "$mqtt" -u 2 -P "$b2" -t "anna/Club 2026/2/state" -m '{"schema":1}'
check "board 2 may publish its state" 0 "$?"
mosquitto_pub -p "$mqtt" -u 2 -P wrong -t "anna/Club 2026/2/state" -m x 2>/dev/null
check "a wrong password is refused" 5 "$?"
mosquitto_pub -p "$mqtt" -t "anna/Club 2026/2/state" -m forged   # anonymous: dropped by the ACL
mosquitto_pub -p "$mqtt" -u 2 -P "$b2" -t "anna/Club 2026/3/state" -m forged # another board's: dropped
mosquitto_pub -p "$mqtt" -u arbiter -P "$arb" -t "anna/Club 2026/2/cmd" -m '{"cmd":"status"}'
wait "$sub"
check "a reader sees board 2's state and the arbiter's command, nothing forged" \
	"anna/Club 2026/2/state {\"schema\":1}
anna/Club 2026/2/cmd {\"cmd\":\"status\"}" "$(grep '^anna/' "$hall_dir/sub.out")"
has "the broker serves the page" '<table id="boards">' "$(curl -s "http://127.0.0.1:$ws/index.html")"

# a second run keeps the passwords (boards already have theirs)
"$ANNA_SOURCE_DIR/scripts/install-hall" --root "$root" --event "Club 2026" --boards 3 \
	--mqtt-port "$mqtt" --ws-port "$ws" "$build" >/dev/null 2>&1
check "a second run keeps board 2's password" "$b2" "$(awk '$1 == "2" { print $2 }' "$pw")"

out=$("$ANNA_SOURCE_DIR/scripts/install-hall" --root "$root" --boards many "$build" 2>&1)
check "--boards many: exit 2" 2 "$?"
has "--boards many is said" "--boards must be a number from 1 to 999, not many." "$out"
out=$("$ANNA_SOURCE_DIR/scripts/install-hall" --root "$root" --event "a/b" "$build" 2>&1)
check "an event with a slash: exit 2" 2 "$?"
has "the event is named" "a/b" "$out"
finish
