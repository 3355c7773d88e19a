#!/usr/bin/env bash
# Benchmark: `lit table matrix` of a 100,000-row matrix against `sqlite3 .mode markdown` on the same
# data, and `lit weave` of a document with 20 blocks over a 10,000-row matrix, measured in the same
# run. Target: lit table within 1.5x of sqlite3 while writing escaped, aligned Markdown.
#
#   Tests/Benchmarks/publish.sh [ROWS] [RUNS]      defaults: 100000 rows, 10 runs per peer
#
# The matrix comes from Tests/Benchmarks/gen_matrix.py (deterministic: 100,000 rows, about 38.5 MiB of
# mixed Chinese and English with quotes, commas and line breaks in fields); needs scripts/setup bench
# (hyperfine).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
rows=${1:-100000}
runs=${2:-10}
generator="$root/Tests/Benchmarks/gen_matrix.py"
[ -f "$generator" ] || { echo "publish.sh: missing $generator" >&2; exit 1; }

scripts/setup bench
swift build -c release --product lit >&2
lit="$root/.build/release/lit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 "$generator" --rows "$rows" --out matrix.csv
"$lit" init ws >/dev/null && "$lit" import matrix.csv --workspace ws >/dev/null
sqlite3 cli.db '.mode csv' '.import matrix.csv matrix'
columns="id,title,year,stack,data_source,reusable_point,limitation"

echo "## lit table matrix, $rows rows, $runs runs each"
echo
hyperfine --style none --warmup 1 --runs "$runs" --export-json table.json \
    -n "lit table matrix" "$lit table matrix --workspace ws --columns $columns > out.md" \
    -n "sqlite3 .mode markdown" "sqlite3 cli.db '.mode markdown' 'SELECT $columns FROM matrix' > ref.md" >/dev/null
python3 "$root/Tests/Benchmarks/summarize.py" table.json "sqlite3 .mode markdown"
echo
echo "Lines: lit $(wc -l < out.md), sqlite3 $(wc -l < ref.md); bytes: lit $(wc -c < out.md), sqlite3 $(wc -c < ref.md)."
echo "lit escapes | and Markdown punctuation, writes one line per row and pads by display width (CJK counts 2);"
echo "sqlite3 pads by characters and wraps multi-line cells over several lines."

echo
small=$((rows / 10))
echo "## lit weave: a document with 20 blocks over a $small-row matrix"
echo
# The first rows of the big matrix, whole records (fields span lines, so not `head -n`).
python3 "$generator" --rows "$small" --out small.csv 2>/dev/null
"$lit" init weave >/dev/null && "$lit" import small.csv --workspace weave >/dev/null
{
    echo "# Chapter"
    for n in $(seq 1 5); do
        echo "<!-- lit:table matrix q=a$n columns=id,title,year -->"; echo "<!-- /lit -->"
        echo "<!-- lit:table coverage -->"; echo "<!-- /lit -->"
        echo "<!-- lit:table architecture -->"; echo "<!-- /lit -->"
        echo "<!-- lit:table matrix from=$((2000 + n)) to=$((2000 + n)) columns=id,title -->"; echo "<!-- /lit -->"
        echo "Text between the blocks stays as written."
    done
} > weave/doc.md
cp weave/doc.md doc.template
hyperfine --style none --warmup 1 --runs "$runs" --export-json weave.json \
    --prepare "cp doc.template weave/doc.md" \
    -n "lit weave (20 blocks, $small rows)" "$lit weave --workspace weave weave/doc.md" >/dev/null
python3 "$root/Tests/Benchmarks/summarize.py" weave.json "lit weave (20 blocks, $small rows)"
echo
echo "Woven document: $(wc -l < weave/doc.md) lines, $(wc -c < weave/doc.md) bytes."
