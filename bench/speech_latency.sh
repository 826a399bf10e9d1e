#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/speech_latency.sh [COUNT]: the speaker's latency from handing over
# an announcement to its first frame in the output ring (p50, p99), beside
# the naive way (an espeak-ng process per phrase) in the same run, the
# output latency PortAudio reports, and peak memory with every profile
# loaded. Figures and the command go to docs/performance.md, "Speech
# latency".
#
# ANNA_AUDIO_DEVICE picks the PortAudio device (default: "default"). On a
# machine with no sound card the ALSA file sink of the tests stands in
# (tests/fixtures/alsa/file-sink.conf, writing to /dev/null), so the
# latency PortAudio reports is that of ALSA's file plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-300}
build=${ANNA_BENCH_BUILD:-build/bench-release}

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2 --target speech_latency >/dev/null

if ! grep -q '^ *[0-9]' /proc/asound/cards 2>/dev/null; then
  echo "no sound card: the default device is ALSA's file sink (tests/fixtures/alsa/file-sink.conf)"
  export ALSA_CONFIG_PATH=$PWD/tests/fixtures/alsa/file-sink.conf
  export AUDIO_CAPTURE_FILE=/dev/null
fi
export JACK_NO_START_SERVER=1

uname -srm
grep -m1 'model name' /proc/cpuinfo | sed 's/.*: /cpu: /'
echo "cores: $(nproc)"
log=$(mktemp)
/usr/bin/time -v "$build/bench/speech_latency" --count "$count" --naive "$count" \
  --device "${ANNA_AUDIO_DEVICE:-default}" 2>"$log"
grep -E 'Maximum resident set size' "$log" | sed 's/^\s*/time -v (bench and its espeak-ng children): /'
rm -f "$log"
