#!/usr/bin/env bash
# Benchmark: loading the offline gazetteer (Fixtures/cities.tsv) and searching it, beside `grep -F`
# on the same TSV for the same names, in the same run. Targets: load < 150 ms, search p50 < 1 ms.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup bench
swift build -c release --product lit >&2

echo "## Gazetteer ($(wc -l < Fixtures/cities.tsv) lines, release build, $(nproc) cores)"
echo
.build/release/lit bench gazetteer
names="北京 上海 Chengdu 朝阳 Macau 拉萨 Springfield 哈尔滨 Sydney 乌鲁木齐"
start=$(date +%s%N)
for name in $names; do grep -F "$name" Fixtures/cities.tsv > /dev/null; done
end=$(date +%s%N)
echo "grep -F, same 10 names over the TSV: $(( (end - start) / 10000 / 100 )).$(( (end - start) / 10000 % 100 )) ms per name (process start included)"
