#!/usr/bin/env bash
# Benchmark: the evaluation harness replaying 1,000,000 events with the memory-cache strategy, beside
# a bare loop doing only the same cache lookups, in the same run. Target: harness < 2x the bare loop.
#
#   Tests/Benchmarks/harness.sh [EVENTS]      default: 1000000
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup
swift build -c release --product lit >&2
echo "## Evaluation harness overhead (release build, $(nproc) cores)"
echo
.build/release/lit bench overhead --events "${1:-1000000}"
