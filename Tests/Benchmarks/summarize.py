#!/usr/bin/env python3
"""Prints hyperfine JSON results as a table: median, min, max, and each peer's ratio to a reference."""
import json
import statistics
import sys

path, reference = sys.argv[1], sys.argv[2]
results = json.load(open(path))["results"]
medians = {r["command"]: statistics.median(r["times"]) for r in results}
anchor = medians[reference]
print(f"| peer | median s | min s | max s | runs | × {reference} |")
print("|---|---:|---:|---:|---:|---:|")
for r in results:
    name = r["command"]
    print(f"| {name} | {medians[name]:.3f} | {min(r['times']):.3f} | {max(r['times']):.3f} | "
          f"{len(r['times'])} | {medians[name] / anchor:.2f} |")
