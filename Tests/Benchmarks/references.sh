#!/usr/bin/env bash
# Benchmark: `lit import` of a 10,000-record RIS file and of a 10,000-entry BibTeX file (the same
# works), timed with hyperfine in the same run as Python parsing the same files with rispy and
# bibtexparser (pinned, from PyPI, in a throw-away virtual environment). lit is timed twice: reading
# the file (`lit bench refs`, what the Python libraries do) and the whole import (parsing, duplicate
# checks, the database, the matrix snapshot, the kept copy). Target: faster than both.
#   Tests/Benchmarks/references.sh [RECORDS] [RUNS]      defaults: 10000 records, 10 runs
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
records=${1:-10000}
runs=${2:-10}
scripts/setup bench
swift build -c release --product lit >&2
lit="$root/.build/release/lit"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q rispy==0.10.0 bibtexparser==2.1.0 >&2
python3 Tests/Benchmarks/references/generate.py --records "$records" --out "$work"
cd "$work"
echo "## Import of $records references: RIS $(du -h refs.ris | cut -f1), BibTeX $(du -h refs.bib | cut -f1); $runs runs each"
echo
hyperfine --style none --warmup 1 --runs "$runs" --export-markdown ris.md \
    --prepare "rm -rf ws && $lit init ws >/dev/null" \
    -n "lit bench refs refs.ris (reading)" "$lit bench refs refs.ris" \
    -n "lit import refs.ris (whole import)" "$lit --workspace ws import refs.ris" \
    -n "python rispy.load" "$work/venv/bin/python -c 'import rispy; rispy.load(open(\"refs.ris\", encoding=\"utf-8\"))'" \
    >/dev/null
hyperfine --style none --warmup 1 --runs "$runs" --export-markdown bib.md \
    --prepare "rm -rf ws && $lit init ws >/dev/null" \
    -n "lit bench refs refs.bib (reading)" "$lit bench refs refs.bib" \
    -n "lit import refs.bib (whole import)" "$lit --workspace ws import refs.bib" \
    -n "python bibtexparser.parse_file" "$work/venv/bin/python -c 'import bibtexparser; bibtexparser.parse_file(\"refs.bib\")'" \
    >/dev/null
cat ris.md
echo
cat bib.md
