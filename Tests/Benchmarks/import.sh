#!/usr/bin/env bash
# Benchmark: `lit import` and `lit export` of a 100,000-row matrix against the sqlite3 CLI and Python,
# measured in the same run on the same file. Prints Markdown tables (paste them into the README).
#
#   Tests/Benchmarks/import.sh [ROWS] [RUNS]      defaults: 100000 rows, 10 runs per peer
#
# The matrix comes from Tests/Benchmarks/gen_matrix.py (deterministic: 100,000 rows, about 38.5 MiB of
# mixed Chinese and English with quotes, commas and line breaks in fields); needs scripts/setup bench
# (hyperfine, time).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
rows=${1:-100000}
runs=${2:-10}
generator="$root/Tests/Benchmarks/gen_matrix.py"
[ -f "$generator" ] || { echo "import.sh: missing $generator" >&2; exit 1; }

scripts/setup bench
swift build -c release --product lit >&2
lit="$root/.build/release/lit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$generator" --rows "$rows" --out "$work/matrix.csv"
cd "$work"

echo "## Import of $rows rows ($(du -h matrix.csv | cut -f1)), $runs runs each, fresh database every run"
echo
# The same work in C as far as the sqlite3 CLI can do it: lit's own schema (22 columns, id and title
# indexes), rows copied from a temporary table: the floor for lit's database work.
into_schema="INSERT INTO matrix(id,title,year,stack,data_source,reusable_point,limitation,title_hash,doi_key)
  SELECT id,title,year,stack,data_source,reusable_point,limitation,random(),'' FROM raw"
"$lit" init empty >/dev/null
hyperfine --style none --warmup 1 --runs "$runs" --export-json import.json \
    --prepare "rm -rf ws cli.db py.db schema.db; $lit init ws >/dev/null; cp empty/.lit/lit.sqlite3 schema.db" \
    -n "lit import" "$lit import matrix.csv --workspace ws" \
    -n "sqlite3 .import" "sqlite3 cli.db '.mode csv' '.import matrix.csv matrix'" \
    -n "python csv+sqlite3" "python3 $root/Tests/Benchmarks/py_import.py matrix.csv py.db" \
    -n "sqlite3 into lit's schema" "sqlite3 schema.db '.mode csv' 'CREATE TEMP TABLE raw(id,title,year,stack,data_source,reusable_point,limitation)' '.import --skip 1 matrix.csv raw' \"$into_schema\"" >/dev/null
python3 "$root/Tests/Benchmarks/summarize.py" import.json "sqlite3 .import"
echo
echo "lit import includes validation, the id/title/DOI indexes, and writing Literature/matrix.csv."

echo
echo "## Export of the same $rows rows"
echo
rm -rf ws cli.db && "$lit" init ws >/dev/null && "$lit" import matrix.csv --workspace ws >/dev/null
sqlite3 cli.db '.mode csv' '.import matrix.csv matrix'
hyperfine --style none --warmup 1 --runs "$runs" --export-json export.json \
    -n "lit export --format csv" "$lit export --workspace ws --format csv --columns id,title,year,stack,data_source,reusable_point,limitation > out.csv" \
    -n "sqlite3 -csv" "sqlite3 -csv cli.db 'SELECT * FROM matrix' > ref.csv" \
    -n "lit export --format md" "$lit export --workspace ws --format md > out.md" \
    -n "sqlite3 .mode markdown" "sqlite3 cli.db '.mode markdown' 'SELECT * FROM matrix' > ref.md" >/dev/null
python3 "$root/Tests/Benchmarks/summarize.py" export.json "sqlite3 -csv"
echo
echo "Markdown lines: lit $(wc -l < out.md), sqlite3 $(wc -l < ref.md) (sqlite3 wraps cells and does not escape |)."

echo
echo "## Peak memory of lit import (GNU time, max RSS): flat in the file's size means streaming"
echo
echo "| rows | file | max RSS |"
echo "|---:|---:|---:|"
for count in $((rows / 10)) "$rows"; do
    python3 "$generator" --rows "$count" --out "part.csv" 2>/dev/null
    rm -rf ws && "$lit" init ws >/dev/null
    rss=$(/usr/bin/time -f "%M" "$lit" import part.csv --workspace ws 2>&1 >/dev/null | tail -1)
    echo "| $count | $(du -h part.csv | cut -f1) | $((rss / 1024)) MiB |"
done
