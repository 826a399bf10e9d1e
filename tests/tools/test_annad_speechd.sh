#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_annad_speechd.sh: annad speaking to the player through
# speech-dispatcher (player = speechd). A real speech-dispatcher (Debian's)
# runs here in the foreground with a private configuration folder and Unix
# socket, ALSA's null device as its audio and a generic output module that
# writes "start LANGUAGE TEXT" to a file when it begins a text and "end"
# when it has finished it, so a text cut short has no "end". annad's own
# voice (espeak-ng), its fallback, goes to a WAV through ALSA's file sink
# (tests/fixtures/alsa/file-sink.conf). Checked: the phrases arrive in
# order in the player's language, the words of a pronunciation fix without
# espeak-ng's phonemes; an urgent phrase (his flag falls) cuts the move
# being said, and the move is said again after it; anna's own voice is
# silent while speech-dispatcher speaks; speech-dispatcher killed in the
# middle of a game is said once, in the log, the transcript (the player's
# and the arbiter's lines) and aloud in anna's own voice, which speaks on;
# started again, anna connects again within 2 s and says so once, through
# it, and anna's own voice is silent again; no speech-dispatcher at the
# start is said once, in the log, the transcript and aloud, and annad goes
# on. About 13 s.
set -u
: "${ANNA_BIN:?}" "${ANNADBIN:?}"
[ -x "$ANNADBIN" ] || { echo "annad not built"; exit 77; }
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
command -v speech-dispatcher >/dev/null || skip "needs speech-dispatcher (scripts/deps)"
module=$(ls /usr/lib/speech-dispatcher-modules/sd_generic /usr/lib/*/speech-dispatcher-modules/sd_generic 2>/dev/null | head -n 1)
[ -n "$module" ] || skip "needs speech-dispatcher's sd_generic module"
T=$(mktemp -d)
S=$T/sock
spid=
cleanup() {
	annad_cleanup
	[ -n "$spid" ] && kill -9 "$spid" 2>/dev/null
	wait 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
mkdir -p "$T/sd/modules" "$T/sdlog"
cat >"$T/sd/speechd.conf" <<CONF
LogLevel 3
LogDir "$T/sdlog"
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "fake" "sd_generic" "fake.conf"
DefaultModule "fake"
DefaultLanguage "en"
CONF
# the module's synthesis: "start LANGUAGE TEXT", a pause (the first move
# 4 s, anything else 0.3 s), "end"; a text speech-dispatcher cuts has no end
cat >"$T/synth.sh" <<SH
#!/bin/sh
text=\$(cat)
first=\$(cat "$T/said" 2>/dev/null | grep -c Eva)
printf 'start %s %s\\n' "\$1" "\$text" >>"$T/said"
case \$text\$first in *Eva*0) sleep 4 ;; *) sleep 0.3 ;; esac
echo end >>"$T/said"
SH
chmod +x "$T/synth.sh"
cat >"$T/sd/modules/fake.conf" <<CONF
GenericExecuteSynth "printf %s \\'\$DATA\\' | $T/synth.sh \$LANGUAGE"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "de" "de" "utf-8"
AddVoice "en" "MALE1" "x"
AddVoice "de" "MALE1" "x"
CONF
sd_start() { # the private speech-dispatcher, in the foreground
	rm -f "$T/sd.sock" "$T/sd.pid" # a killed one's
	speech-dispatcher -s -t 60 -c unix_socket -S "$T/sd.sock" -C "$T/sd" -m "$(dirname "$module")" \
		-P "$T/sd.pid" -L "$T/sdlog" >"$T/sd.out" 2>&1 &
	spid=$!
	for _ in $(seq 100); do [ -S "$T/sd.sock" ] && return 0; sleep 0.05; done
	cat "$T/sd.out"
	fail "speech-dispatcher did not start"
	finish
}
sd_kill() { # SIGTERM may wait on its modules
	kill -9 "$spid"; wait "$spid" 2>/dev/null; spid=
}
sd_start
export SPEECHD_ADDRESS=unix_socket:$T/sd.sock

annad_conf "vi-side = black
[engine]
opponent = human" | sed -e 's/^player = text$/player = speechd/' -e 's/^time-control = .*/time-control = 3+0/' \
	-e 's/^policy = training$/policy = competition/' \
	>"$T/annad.conf"
mkfifo "$T/tty"
exec 8<>"$T/tty"
start() { # with the FIFO as its terminal, the player's keypad
	ALSA_CONFIG_PATH=$ANNA_FIXTURES/alsa/file-sink.conf AUDIO_CAPTURE_FILE=$T/own.wav \
		"$ANNADBIN" --config "$T/annad.conf" <&8 2>>"$T/annad.err" &
	annad_pid=$!
	for _ in $(seq 100); do "$ANNA_BIN" status --socket "$S" >/dev/null 2>&1 && return 0; sleep 0.1; done
	fail "annad did not start: $(cat "$T/annad.err")"
	finish
}
said() { # pattern: waits (6 s at most) until the module began it
	for _ in $(seq 120); do grep -q "$1" "$T/said" 2>/dev/null && return 0; sleep 0.05; done
	fail "not said through speech-dispatcher: $1"
}
own() { # the bytes anna's own voice has said (the WAV), 0 for none
	stat -c %s "$T/own.wav" 2>/dev/null || echo 0
}
own_over() { # bytes: waits (6 s at most) until anna's own voice said more
	for _ in $(seq 120); do [ "$(own)" -gt "$1" ] && return 0; sleep 0.05; done
	return 1
}

start
for _ in $(seq 40); do grep -q "anna is ready" "$T/words" 2>/dev/null && break; sleep 0.05; done
grep -q "built without libspeechd" "$T/words" && skip "annad built without libspeechd (a cross build)"
said "^start en anna is ready"
sleep 0.5 # what it still has to say is said
"$ANNA_BIN" start --socket "$S" >/dev/null # the arbiter starts the clocks
"$ANNA_BIN" move 5254 --socket "$S" >/dev/null # e2-e4, announced to him
said "^start en Eva two Eva four"
# his three seconds run out while the move is said (4 s): the flag cuts it
said "^start en .*time"
# then the move it cut is said again, whole, and what followed the flag
for _ in $(seq 100); do [ "$(grep -c "^start en Eva two Eva four" "$T/said")" -ge 2 ] && break; sleep 0.05; done
said "^start en  Wait for his decision"
annad_stop
sed -n '/Eva two Eva four/,$p' "$T/said" >"$T/tail"
check "the move was cut" "start" "$(sed -n 2p "$T/tail" | cut -d' ' -f1)"
check "the move's words" "start en Eva two Eva four" "$(head -n 1 "$T/tail")"
check "the cut move said again after the urgent phrase" "start en Eva two Eva four" \
	"$(sed -n '/time/,$p' "$T/tail" | grep -m1 "^start en Eva")"
check "said again once" 2 "$(grep -c "^start en Eva two Eva four" "$T/said")"
# every phrase the transcript gave him went to speech-dispatcher, in
# order, the cut move again right after the flag's words; speech-dispatcher
# hands a phrase to the module sentence by sentence, so the words are
# compared without their breaks
grep " vi " "$T/words" | cut -d' ' -f3- | sed '/the time is up$/a Eva two Eva four' | tr -d ' \n' >"$T/given"
grep '^start' "$T/said" | cut -d' ' -f3- | tr -d ' \n' >"$T/spoken"
check "the phrases in the order given" "$(cat "$T/given")" "$(cat "$T/spoken")"
check "anna's own voice silent" 0 "$(own)"

# German: the language of his profile, and a word with a pronunciation
# fix (fix.Cesar in fide-de.profile: espeak-ng phonemes), sent as the word
mv "$T/said" "$T/said.1"
rm -rf "$T/state"
: >"$T/words"
sed -i 's/^profile = en$/profile = fide-de/' "$T/annad.conf"
start
said "^start de anna ist bereit"
"$ANNA_BIN" start --socket "$S" >/dev/null
"$ANNA_BIN" move 3234 --socket "$S" >/dev/null # c2-c4
said "^start de Cesar zwei Cesar vier"
check "no espeak-ng phonemes to speech-dispatcher" 0 "$(grep -c -e '\[\[' -e "ts'E" "$T/said")"

# speech-dispatcher killed in the game: his flag falls (3 s), a phrase it
# cannot take; said once, to the log and everyone, and aloud in anna's own
# voice, which says the flag's words too and goes on
check "anna's own voice silent" 0 "$(own)"
sd_kill
for _ in $(seq 120); do grep -q " vi speech-dispatcher antwortet nicht mehr" "$T/words" && break; sleep 0.05; done
check "lost: said once to him" 1 "$(grep -c " vi speech-dispatcher antwortet nicht mehr" "$T/words")"
check "lost: said once to the arbiter" 1 "$(grep -c " arbiter speech-dispatcher antwortet nicht mehr" "$T/words")"
check "lost: in the log once" 1 "$(grep -c "speech-dispatcher stopped answering (the output of \"player\"" "$T/annad.err")"
# the flag's words and the message: many seconds at 22050 Hz, 16 bits
succeeds "lost: said aloud in anna's own voice (over 3 s)" own_over $((44100 * 3))
before=$(own)
printf '//' >&8 # his keypad's help, said on in anna's own voice
succeeds "anna's own voice speaks on" own_over "$before"
# speech-dispatcher back: anna connects again within 2 s and says so,
# once, through it; his keypad's help goes to it, not to anna's own voice
mv "$T/said" "$T/said.2"
sd_start
said "^start de speech-dispatcher antwortet wieder"
# the help's phrases are notifications: speech-dispatcher drops them while
# it says something else, and says the newest of them, the last, once idle
for _ in $(seq 40); do [ "$(tail -n 1 "$T/said")" = end ] && break; sleep 0.05; done
before=$(own)
printf '//' >&8
said "^start de Remisangebot und Aufgabe"
check "back: anna's own voice silent again" "$before" "$(own)"
annad_stop
check "lost: said once" 1 "$(grep -c "speech-dispatcher stopped answering" "$T/annad.err")"
check "back: said once to him" 1 "$(grep -c " vi speech-dispatcher antwortet wieder" "$T/words")"
check "back: in the log once" 1 "$(grep -c "speech-dispatcher answers again" "$T/annad.err")"

# no speech-dispatcher: said once, in the log, the transcript and aloud in
# anna's own voice; annad goes on
sd_kill
rm -rf "$T/state" "$T/own.wav"
: >"$T/words"
start
"$ANNA_BIN" status --socket "$S" >/dev/null || fail "annad goes on without speech-dispatcher"
succeeds "said aloud in anna's own voice (over 3 s)" own_over $((44100 * 3))
annad_stop
check "said once in the transcript" 1 "$(grep -c "anna erreicht speech-dispatcher nicht" "$T/words")"
has "in the log (the arbiter's words)" "anna cannot reach speech-dispatcher" "$(cat "$T/annad.err")"
finish
