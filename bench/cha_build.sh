#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/cha_build.sh: builds the peer of the CLK-9 benchmark, the Chess
# Unwinnability Analyzer (CHA, Ambrona and others; GPL-3.0), from its
# sources, for bench/unwinnable.sh (CHA=DIR/cha). Nothing of CHA is part
# of anna: it runs beside anna's decision on the same positions.
#
#   bench/cha_build.sh DIR [CHA_GIT] [STOCKFISH_GIT]
#
# CHA_GIT and STOCKFISH_GIT are git repositories (paths or URLs; by
# default CHA's and Stockfish's on GitHub, which needs the network).
# CHA builds on Stockfish at the commit its lib/stockfish/Makefile names
# (51deae8). CHA never evaluates a position, so Stockfish's network file,
# which its build would download, is replaced by an empty stand-in of the
# same name: move generation, the only part CHA uses, does not read it.
# Writes DIR/cha and prints its path; needs g++ and make, on x86-64 (the
# machine the benchmark's figures are for).
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 3 ]; then
	echo "usage: bench/cha_build.sh DIR [CHA_GIT] [STOCKFISH_GIT]" >&2
	exit 2
fi
dir=$1
cha_git=${2:-https://github.com/miguel-ambrona/D3-Chess}
sf_git=${3:-https://github.com/official-stockfish/Stockfish}
sf_commit=51deae8
if [ "$(uname -m)" != x86_64 ]; then
	echo "bench/cha_build.sh: builds for x86-64 only, this machine is $(uname -m)" >&2
	exit 2
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
for tool in git g++ make; do
	command -v "$tool" >/dev/null ||
		{ echo "bench/cha_build.sh: $tool is not installed" >&2; exit 2; }
done
# only CHA's sources (its test files are large)
if [ ! -d "$dir/D3-Chess" ]; then
	git clone -q --no-checkout "$cha_git" "$dir/D3-Chess"
	git -C "$dir/D3-Chess" checkout -q HEAD -- src lib
fi
[ -d "$dir/Stockfish" ] || git clone -q "$sf_git" "$dir/Stockfish"
git -C "$dir/Stockfish" checkout -q "$sf_commit"
sf=$dir/Stockfish/src
net=$(sed -n 's/.*EvalFileDefaultName *"\(nn-[a-z0-9]*\.nnue\)".*/\1/p' "$sf/evaluate.h")
[ -n "$net" ] || { echo "bench/cha_build.sh: no network name in $sf/evaluate.h" >&2; exit 1; }
: >"$sf/$net"
cp "$dir/D3-Chess/lib/stockfish/stockfish.cpp" "$dir/D3-Chess/lib/stockfish/stockfish.h" "$sf/"
grep -q '^SRCS += stockfish.cpp' "$sf/Makefile" || sed -i '/^OBJS/i SRCS += stockfish.cpp' "$sf/Makefile"
# Stockfish's "all" would check (and download) the network first
make -C "$sf" -j"$(nproc)" ARCH=x86-64 COMP=gcc stockfish >/dev/null
objs=()
for o in "$sf"/*.o; do
	[ "$(basename "$o")" = main.o ] || objs+=("$o") # CHA has its own main
done
cd "$dir/D3-Chess/src"
cp "$sf/$net" . # the link (-flto) assembles the network's embedding here
g++ -O3 -flto -std=c++17 -DUSE_PTHREADS -DNDEBUG -DIS_64BIT -msse -msse2 -DUSE_SSE2 \
	-I"$sf" -o "$dir/cha" util.cpp semistatic.cpp dynamic.cpp cha.cpp main.cpp "${objs[@]}" -lpthread
echo "$dir/cha"
