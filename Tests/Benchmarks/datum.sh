#!/usr/bin/env bash
# Benchmark: WGS-84 -> GCJ-02 conversions per second through lit's DatumConverter beside a plain C
# loop of the same arithmetic (clang -O2), in the same run. Target: within 1.5x of C.
#   Tests/Benchmarks/datum.sh [POINTS]      default: 5000000
set -euo pipefail
cd "$(dirname "$0")/../.."
points=${1:-5000000}
swift build -c release --product lit >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clang -O2 -o "$work/convert" Tests/Benchmarks/datum/convert.c -lm
echo "## Datum conversion, $points points (release build, $(nproc) cores)"
echo
.build/release/lit bench datum --points "$points"
"$work/convert" "$points"
