#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/evemu.sh: anna's evemu parser against evemu's own (libevemu), side
# by side in one run on the same recording: a numeric keypad typing for
# FRAMES key presses (each press and release a frame of MSC, KEY, SYN; the
# format of tests/fixtures/evemu/keypad-e2e4.evemu). Best of ROUNDS.
#
#   bench/evemu.sh [FRAMES] [ROUNDS]     (default 200000 5)
#   ANNA_BUILD=build-rel bench/evemu.sh   (another build folder)
#
# Needs a release build in build/ (cmake -S . -B build
# -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2) and libevemu.so.3
# (Debian: evemu-tools).
set -euo pipefail
cd "$(dirname "$0")/.."
frames=${1:-200000}
rounds=${2:-5}
lib=$(ls /usr/lib/*/libevemu.so.3 2>/dev/null | head -n1 || true)
[ -n "$lib" ] || { echo "bench/evemu.sh: libevemu.so.3 not found (evemu-tools)" >&2; exit 2; }
[ -f "${ANNA_BUILD:-build}/input/libanna_input.a" ] || { echo "bench/evemu.sh: build anna in build/ first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 - "$frames" > "$tmp/big.evemu" <<'PY'
import sys
frames = int(sys.argv[1])
head = [l for l in open('tests/fixtures/evemu/keypad-e2e4.evemu') if not l.startswith('E:')]
sys.stdout.write(''.join(head))
codes = [76, 80, 76, 75, 96]
t = 0
out = []
for i in range(frames):
    code = codes[i % len(codes)]
    for value in (1, 0):
        ts = '%d.%06d' % (t // 1000000, t % 1000000)
        out.append('E: %s 0004 0004 %d\t# EV_MSC / MSC_SCAN %d\n' % (ts, 0x70000 + code, 0x70000 + code))
        out.append('E: %s 0001 %04x %04d\t# EV_KEY / KEY %d\n' % (ts, code, value, value))
        out.append('E: %s 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------\n' % ts)
        t += 50000
    if len(out) > 30000:
        sys.stdout.write(''.join(out)); out = []
sys.stdout.write(''.join(out))
PY
cc -O2 -std=c11 -D_GNU_SOURCE -I. $(pkg-config --cflags libevdev) bench/evemu_bench.c \
	"${ANNA_BUILD:-build}/input/libanna_input.a" "${ANNA_BUILD:-build}/core/libanna_core.a" \
	$(pkg-config --libs libevdev libudev) "$lib" -o "$tmp/evemu_bench"
echo "recording: $(du -h "$tmp/big.evemu" | cut -f1), $((frames * 6)) events"
"$tmp/evemu_bench" "$tmp/big.evemu" "$rounds"
