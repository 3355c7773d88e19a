#!/usr/bin/env bash
# Benchmark: against nginx on 127.0.0.1 serving the recorded responses (Fixtures/http), lit's
# Open-Meteo provider makes a 200 fetch (with and without decoding) and a 304 revalidation, through
# libcurl and through URLSession, beside curl making the same requests on one kept-alive
# connection, in the same run. Target: lit within 1.5x of curl at p50; the bytes saved reported.
#   Tests/Benchmarks/http.sh [REQUESTS]      default: 500
set -euo pipefail
cd "$(dirname "$0")/../.."
requests=${1:-500}
swift build -c release --product lit >&2
prefix=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
sed -e "s|@PREFIX@|$prefix|g" -e "s|@PORT@|$port|g" -e "s|@ROOT@|$PWD/Fixtures/http|g" \
    Tests/Support/nginx.conf.template > "$prefix/nginx.conf"
nginx -p "$prefix" -c "$prefix/nginx.conf" -e "$prefix/error.log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$prefix"' EXIT
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$port/v1/forecast" && break; sleep 0.05; done
echo "## HTTP: 200 and 304 against nginx $(nginx -v 2>&1 | sed 's|.*/||') on loopback ($requests requests each, release build, $(nproc) cores)"
echo
.build/release/lit bench http --endpoint "http://127.0.0.1:$port" --requests "$requests" --format md
