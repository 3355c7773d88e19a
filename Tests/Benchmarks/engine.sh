#!/usr/bin/env bash
# Benchmark: the weather engine's memory- and disk-cache hits and the decoding of a full WeatherKit
# response (current + 240 hours + 10 days + alerts), beside Python's json.loads on the same bytes,
# measured in the same run.
#
#   Tests/Benchmarks/engine.sh [SAMPLES]      default: 20000 timed calls per cache measure
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
samples=${1:-20000}
scripts/setup
swift build -c release --product lit >&2
echo "## Weather engine (release build, $(nproc) cores)"
echo
"$root/.build/release/lit" bench engine --samples "$samples"
python3 - "$root/Fixtures/weather/harbin.json" <<'PY'
import json, sys, time
data = open(sys.argv[1], "rb").read()
json.loads(data)
rounds, best = 20, 0.0
for _ in range(5):
    start = time.perf_counter()
    for _ in range(rounds):
        json.loads(data)
    best = max(best, len(data) * rounds / (time.perf_counter() - start) / 1e6)
print(f"python json.loads (same {len(data) // 1024} KiB, best of 5): {best:.1f} MB/s (parse only, no typed model)")
PY
