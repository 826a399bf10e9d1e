#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/hall/test_page.sh: the hall page (hall/www) in Debian's headless
# Chromium, driven by playwright-core, against a live Mosquitto set up as
# scripts/install-hall sets it up (the page on the WebSocket listener, the
# ACL). The overview lists the boards and puts alarms first and into the
# live region, the board page names every square, the arbiter's confirm
# reaches the board's cmd topic, a reader without an account cannot send
# one, and the opponent display shows each announcement. Screenshots are
# kept in $ANNA_ARTIFACTS/hall (default: artifacts/ in the test's folder).
. "$(dirname "${BASH_SOURCE[0]}")/../tools/lib.sh"
. "$(dirname "${BASH_SOURCE[0]}")/hall.sh"

# the page is JavaScript, the same in every build: the sanitizer pass of
# scripts/test has nothing more to find in it
[ "${ANNA_TEST_PASS:-}" = asan ] && skip "the page runs in the -Werror pass (the same JavaScript)"
modules=$ANNA_SOURCE_DIR/hall/node_modules
command -v node >/dev/null || skip "node is not installed (scripts/deps installs it)"
[ -d "$modules/playwright-core" ] || skip "hall/node_modules is missing (scripts/deps runs npm ci in hall/)"
[ -x "${ANNA_CHROMIUM:-/usr/bin/chromium}" ] || skip "chromium is not installed (scripts/deps installs it)"

for b in 1 2 10; do hall_user "$b" "pw-$b"; done
hall_start
shots=${ANNA_ARTIFACTS:-$PWD/artifacts}/hall
mkdir -p "$shots"

# the page is served by the broker itself
page=$(curl -s "http://127.0.0.1:$hall_ws/index.html")
has "the broker serves the page" '<table id="boards">' "$page"
words=$(curl -s "http://127.0.0.1:$hall_ws/words.json")
has "the page's words come from the profile" '"hall.page.title": "anna: the hall"' "$words"

out=$(ANNA_HALL_NODE_MODULES=$modules timeout 120 node "$ANNA_SOURCE_DIR/tests/hall/page_test.mjs" \
	"http://127.0.0.1:$hall_ws" "mqtt://127.0.0.1:$hall_mqtt" "$shots" 2>&1)
rc=$?
check "the page test's exit status (output: $out)" 0 "$rc"
has "the page test ran to its end" "hall page: all checks passed" "$out"
for s in overview overview-alarms board display; do
	[ -s "$shots/$s.png" ] || fail "no screenshot $s.png"
done
finish
