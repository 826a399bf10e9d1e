#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/driver_replay.sh: builds a release build and times the driver per
# raw device event on the whole-game fixtures, beside the decoders alone.
# Usage: bench/driver_replay.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j2 --target driver_replay >/dev/null
build/release/bench/driver_replay tests/fixtures data "$@"
