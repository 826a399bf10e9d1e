# SPDX-License-Identifier: GPL-3.0-or-later
# tests/hall/hall.sh: a real Mosquitto for the hall's shell tests, set up
# as scripts/install-hall sets up the hall (the same ACL, the page served
# on the WebSocket listener), but on free loopback ports, in a temporary
# folder, as the user running the test. Sourced after tests/tools/lib.sh.
#   hall_start    starts it: $hall_dir, $hall_mqtt, $hall_ws, $hall_www
#   hall_stop     stops it (also on exit)
#   hall_user NAME PASSWORD   adds an account (before hall_start)
hall_dir=$(mktemp -d /tmp/anna-hall-test-XXXXXX)
hall_www=$hall_dir/www
hall_pid=
hall_src=${ANNA_SOURCE_DIR:?}/hall

hall_free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

hall_user() {
	if [ -f "$hall_dir/passwd" ]; then
		mosquitto_passwd -b "$hall_dir/passwd" "$1" "$2"
	else
		mosquitto_passwd -b -c "$hall_dir/passwd" "$1" "$2"
	fi
}

hall_start() {
	hall_mqtt=${hall_mqtt:-$(hall_free_port)}
	hall_ws=${hall_ws:-$(hall_free_port)}
	mkdir -p "$hall_www/vendor"
	cp "$hall_src"/www/* "$hall_www/"
	cp "$hall_src/node_modules/mqtt/dist/mqtt.min.js" "$hall_www/vendor/" 2>/dev/null || true
	"$ANNA_BIN" hall words --profile "${hall_profile:-en}" >"$hall_www/words.json"
	grep -q "^arbiter:" "$hall_dir/passwd" 2>/dev/null || hall_user arbiter arbiter-pw >/dev/null
	sed "s|@ACL@|$hall_dir/acl|; s|@PASSWD@|$hall_dir/passwd|; s|@WWW@|$hall_www|; \
	     s|@MQTT_PORT@|$hall_mqtt|; s|@WS_PORT@|$hall_ws|; s|@BIND@|127.0.0.1|" \
		"$hall_src/mosquitto.conf.in" >"$hall_dir/mosquitto.conf"
	printf 'user %s\n' "$(id -un)" >>"$hall_dir/mosquitto.conf"
	cp "$hall_src/acl" "$hall_dir/acl"
	mosquitto -c "$hall_dir/mosquitto.conf" >"$hall_dir/mosquitto.log" 2>&1 &
	hall_pid=$!
	for _ in $(seq 100); do
		if (exec 3<>"/dev/tcp/127.0.0.1/$hall_ws") 2>/dev/null &&
			(exec 3<>"/dev/tcp/127.0.0.1/$hall_mqtt") 2>/dev/null; then
			return 0
		fi
		kill -0 "$hall_pid" 2>/dev/null || break
		sleep 0.05
	done
	cat "$hall_dir/mosquitto.log"
	fail "mosquitto did not start"
	finish
}

# hall_subscribed FILE: waits (5 s at most) until the mosquitto_sub
# started with -d that writes FILE has its subscription (the broker's
# SUBACK), so nothing published from then on is missed.
hall_subscribed() {
	for _ in $(seq 100); do
		grep -q "received SUBACK" "$1" 2>/dev/null && return 0
		sleep 0.05
	done
	fail "no subscription: $(cat "$1")"
}

hall_stop() {
	if [ -n "$hall_pid" ]; then
		kill "$hall_pid" 2>/dev/null
		wait "$hall_pid" 2>/dev/null
		hall_pid=
	fi
}

hall_cleanup() {
	hall_stop
	rm -rf "$hall_dir"
}
trap hall_cleanup EXIT
