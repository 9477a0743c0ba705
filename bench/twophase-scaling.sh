#!/usr/bin/env bash
# TwoPhase from FIRST to LAST resource managers, one and WORKERS workers: a table of distinct
# states, wall time, time per million states, engine bytes per visited state and peak RSS, to
# show the cost growing linearly with the states.
#
#   bench/twophase-scaling.sh [FIRST] [LAST] [WORKERS]      (defaults: 5 10 all cores)
set -euo pipefail
first=${1:-5}
last=${2:-10}
workers=${3:-$(nproc)}
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root" && swift build -c release --product authcheck-bench >/dev/null)
bench="$root/.build/release/authcheck-bench"
echo "| RMs | workers | distinct states | wall time | s per million states | engine bytes per state | peak RSS |"
echo "|---:|---:|---:|---:|---:|---:|---:|"
for rms in $(seq "$first" "$last"); do
    for count in 1 "$workers"; do
        out=$("$bench" twophase "$rms" --workers "$count" 2>/dev/null)
        distinct=$(grep -E '^distinct states  ' <<<"$out" | grep -oE '[0-9,]+$')
        seconds=$(grep -E '^wall time' <<<"$out" | grep -oE '[0-9.]+')
        bytes=$(grep -E '^engine memory' <<<"$out" | grep -oE '[0-9.]+ bytes per' | grep -oE '[0-9.]+')
        rss=$(grep -E '^peak memory' <<<"$out" | grep -oE '[0-9.]+ MiB')
        per_million=$(python3 -c "print(f'{$seconds / (${distinct//,/} / 1e6):.2f}')")
        echo "| $rms | $count | $distinct | $seconds s | $per_million | $bytes | $rss |"
        [ "$count" = "$workers" ] && break
    done
done
