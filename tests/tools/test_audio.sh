#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_audio.sh: `anna audio list` and `anna audio test`
# through ALSA's file plugin (tests/fixtures/alsa/file-sink.conf), a
# device that is not there (exit 1, one line saying so, the words still
# printed) and bad arguments (exit 2).
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna=${ANNA_BIN:?ANNA_BIN not set}
fixtures=${ANNA_FIXTURES:?ANNA_FIXTURES not set}
conf=$fixtures/alsa/file-sink.conf
# PortAudio aborts when ALSA_CONFIG_PATH names a missing file
[ -r "$conf" ] || skip "$conf missing"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export ALSA_CONFIG_PATH=$conf AUDIO_CAPTURE_FILE=$tmp/capture.wav

out=$("$anna" audio list 2>"$tmp/err") || fail "audio list exits $?"
grep -qx 'default  (default)' <<<"$out" || fail "audio list: no default device in: $out"
out=$("$anna" audio list --profile da 2>/dev/null)
grep -qx 'default  (standard)' <<<"$out" || fail "audio list --profile da: $out"

out=$("$anna" audio test --profile sv --rate 200 2>"$tmp/err") || fail "audio test exits $?"
grep -q '^enhet default, utgångsfördröjning [0-9.]* ms$' <<<"$out" || fail "audio test: $out"
grep -q ' test Eva två Eva fyra$' <<<"$out" || fail "audio test: no words in: $out"
[ -s "$tmp/err" ] && fail "audio test wrote to stderr: $(cat "$tmp/err")"
# the move and three earcons, about 1.5 to 4 s of sound
if command -v soxi >/dev/null; then
	len=$(soxi -s "$AUDIO_CAPTURE_FILE")
	[ "$len" -gt 33000 ] && [ "$len" -lt 90000 ] || fail "capture has $len samples"
	rms=$(sox "$AUDIO_CAPTURE_FILE" -n stat 2>&1 | awk '/RMS +amplitude/ {print $3}')
	awk -v r="$rms" 'BEGIN { exit !(r > 0.02) }' || fail "capture RMS $rms too quiet"
else
	[ "$(stat -c %s "$AUDIO_CAPTURE_FILE")" -gt 66000 ] || fail "capture too short"
fi

out=$("$anna" audio test --device "no such card" --profile en 2>"$tmp/err"); rc=$?
[ $rc -eq 1 ] || fail "missing device exits $rc, not 1"
[ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "missing device: not one line: $(cat "$tmp/err")"
grep -q '^anna audio: Cannot open the sound device "no such card" (.*); the words go to the text sink only' "$tmp/err" ||
	fail "missing device: $(cat "$tmp/err")"
grep -q ' test Eva two Eva four$' <<<"$out" || fail "missing device: words not printed: $out"
# the default profile speaks the FIDE words, and says its messages in them
"$anna" audio test --device "no such card" >/dev/null 2>"$tmp/err"
grep -q 'Das Audiogerät „no such card“ lässt sich nicht öffnen' "$tmp/err" || fail "fide-de message: $(cat "$tmp/err")"

"$anna" audio test --rate 12 2>/dev/null; [ $? -eq 2 ] || fail "--rate 12 not refused"
"$anna" audio test --volume 300 2>/dev/null; [ $? -eq 2 ] || fail "--volume 300 not refused"
"$anna" audio test --profile no-such 2>/dev/null; [ $? -eq 2 ] || fail "unknown profile not refused"
"$anna" audio 2>/dev/null; [ $? -eq 2 ] || fail "no subcommand not refused"
"$anna" audio play 2>/dev/null; [ $? -eq 2 ] || fail "unknown action not refused"
"$anna" audio list extra 2>/dev/null; [ $? -eq 2 ] || fail "audio list with an argument not refused"
"$anna" audio --help | grep -q '^  anna audio test ' || fail "audio --help has no usage"
"$anna" audio test --device 2>/dev/null; [ $? -eq 2 ] || fail "--device without a name not refused"

finish
