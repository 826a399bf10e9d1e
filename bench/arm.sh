#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/arm.sh [NATIVE_BUILD] [ARM_BUILD]: anna on arm64 under qemu-user
# beside native amd64, in one run, as ratios (docs/performance.md, "ARM
# under qemu"). Both builds are -O2 (RelWithDebInfo); the ARM one is
# scripts/test-cross arm64's (cmake/toolchain-arm64.cmake):
#   1. the emulator's own slowdown: bench/qemu_baseline.c (plain integer
#      work, not anna), CPU time;
#   2. anna perft 5 from the start, CPU time;
#   3-5. bench/daemon.sh's start to ready, recovery of 150 plies to ready,
#      and clock press to first frame with the journal on tmpfs (p50, p99),
#      wall time; the client that polls the socket is the native anna in
#      both runs, so only annad is emulated.
# A ratio near the emulator's own means anna does nothing that scales
# worse on ARM than plain code; a real Pi is slower or faster than qemu on
# this machine by its own factor, the same for all of them.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-build/werror} A=${2:-build/arm64}
emu=$(sed -n 's/^set(CMAKE_CROSSCOMPILING_EMULATOR \(.*\))$/\1/p' cmake/toolchain-arm64.cmake)
for f in "$N/tools/anna" "$N/daemon/annad" "$N/bench/qemu_baseline" \
	"$A/tools/anna" "$A/daemon/annad" "$A/bench/qemu_baseline"; do
	[ -x "$f" ] || { echo "bench/arm.sh: $f is missing; build both first" >&2; exit 2; }
done
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cpu_ms() { # command... -> CPU milliseconds (user + system) of the command
	local TIMEFORMAT='%3U %3S'
	{ time "$@" >/dev/null 2>&1; } 2>&1 | awk '{printf "%d\n", ($1 + $2) * 1000}'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", b / a}'; }
row() { printf '%-44s %12s %12s %8sx\n' "$1" "$2" "$3" "$(ratio "$2" "$3")"; }

echo "arm64 under $emu ($(dpkg-query -W -f='${Version}' qemu-user-static)) beside native $(dpkg --print-architecture), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-44s %12s %12s %9s\n' "" "native" "arm64/qemu" "ratio"
nb=$("$N/bench/qemu_baseline" | cut -d' ' -f1)
ab=$("$emu" "$A/bench/qemu_baseline" | cut -d' ' -f1)
row "emulator's own slowdown (baseline, CPU ms)" "$nb" "$ab"
np=$(cpu_ms "$N/tools/anna" perft 5)
ap=$(cpu_ms "$emu" "$A/tools/anna" perft 5)
row "anna perft 5 (CPU ms)" "$np" "$ap"

printf '#!/bin/sh\nexec %s "%s" "$@"\n' "$emu" "$PWD/$A/daemon/annad" > "$T/annad"
chmod +x "$T/annad"
for side in native arm; do
	d=$N/daemon/annad
	[ $side = arm ] && d=$T/annad
	BENCH_ARM=1 ANNA=$N/tools/anna ANNAD=$d bench/daemon.sh "$N" > "$T/$side"
done
get() { sed -n "$2" "$T/$1"; }
fresh='s/^start to ready (fresh): *\([0-9]*\) us.*/\1/p'
rec='s/^start to ready (150 plies recovered): \([0-9]*\) us.*/\1/p'
p50='s/^clock press to first frame (journal on tmpfs): .* p50=\([0-9.]*\) ms.*/\1/p'
p99='s/^clock press to first frame (journal on tmpfs): .* p99=\([0-9.]*\) ms.*/\1/p'
row "start to ready, fresh (us, median of 5)" "$(get native "$fresh")" "$(get arm "$fresh")"
row "recovery of 150 plies to ready (us, median 3)" "$(get native "$rec")" "$(get arm "$rec")"
row "clock press to first frame p50 (ms, tmpfs)" "$(get native "$p50")" "$(get arm "$p50")"
row "clock press to first frame p99 (ms, tmpfs)" "$(get native "$p99")" "$(get arm "$p99")"
