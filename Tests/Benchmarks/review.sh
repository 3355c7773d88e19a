#!/usr/bin/env bash
# Benchmark: `lit review` on this repository's workspace with nothing changed (the evidence run
# reused, no document rewritten) beside the first run on a fresh database (the quick evidence run
# stored, every document woven), both in the same run on a copy of Literature/, Decisions/ and
# Evidence/. Target: the second run within 1 s.
#
#   Tests/Benchmarks/review.sh [RUNS]      default: 10 runs of the second review
#
# Needs scripts/setup bench (hyperfine). Prints wall and CPU time, the spread and the machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
runs=${1:-10}
scripts/setup bench
swift build -c release --product lit >&2
lit="$root/.build/release/lit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/ws"
cp -R Literature Decisions Evidence "$work/ws/"

echo "## lit review on this repository ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
echo
cd "$work/ws"
/usr/bin/time -f "first run (fresh database, quick evidence run stored): %e s wall, %U s user + %S s system CPU" \
    "$lit" review > first.log
grep -E "evidence run" first.log
"$lit" review > second.log
grep -E "evidence run" second.log
if grep -qE ": updated" second.log; then
    echo "review.sh: the second run rewrote files:" >&2
    grep -E ": updated" second.log >&2
    exit 1
fi
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$work/second.json" \
    -n "lit review, nothing changed" "$lit review" > /dev/null
python3 - "$work/second.json" <<'PY'
import json, sys
result = json.load(open(sys.argv[1]))["results"][0]
print(f"second run (nothing changed), {len(result['times'])} runs: median {result['median'] * 1000:.0f} ms "
      f"(min {result['min'] * 1000:.0f}, max {result['max'] * 1000:.0f}), "
      f"CPU {result['user'] * 1000:.0f} ms user + {result['system'] * 1000:.0f} ms system; target ≤ 1000 ms")
PY
