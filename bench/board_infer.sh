#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/board_infer.sh: builds a release build and runs the board-io
# inference benchmark (anna's inference and a naive peer side by side).
# Usage: bench/board_infer.sh [games] [seed]
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/release -j2 --target board_infer >/dev/null
build/release/bench/board_infer "$@"
