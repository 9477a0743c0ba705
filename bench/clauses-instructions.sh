#!/usr/bin/env bash
# What judging each family of clauses costs against exploring the world alone, counted in
# instructions rather than timed: valgrind's cachegrind (no cache simulation) counts what the
# process executes, which the machine's load does not change, so a change of a few percent shows
# (the timed table, `authcheck-bench clauses`, moves by a fifth from run to run on a shared
# machine; three counts of one row agree within about half a percent). One process per row, one
# worker, every state explored in each (see ClausesBenchmark.swift); the process's start (loading
# the catalogue and the spec, about 27 M instructions) is in every row, the world alone's included.
#
#   bench/clauses-instructions.sh [SPEC] [WORLD]      (defaults: specs/reference.json fidelity)
#
# Needs valgrind (Debian: apt-get install valgrind) and python3. About 20 times slower than the
# runs themselves: some five minutes for the defaults.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shown=${1:-specs/reference.json}
spec=${1:-$root/specs/reference.json}
world=${2:-fidelity}
[ -f "$spec" ] || { echo "bench/clauses-instructions.sh: no spec at $spec" >&2; exit 1; }
spec=$(cd "$(dirname "$spec")" && pwd)/$(basename "$spec")
for tool in valgrind python3; do
    command -v "$tool" >/dev/null || { echo "bench/clauses-instructions.sh needs $tool (Debian: apt-get install $tool)" >&2; exit 1; }
done
(cd "$root" && swift build -c release --product authcheck-bench >/dev/null)
bench="$root/.build/release/authcheck-bench"
families=$("$bench" --help | grep -oE 'runs one of: [a-z, -]+' | sed 's/runs one of: //; s/,//g' || true)
[ -n "$families" ] || { echo "bench/clauses-instructions.sh: authcheck-bench --help names no family" >&2; exit 1; }

# Sets `judged`, `states` and `refs` for family $1, or says why not and ends the script.
count() {
    local out status=0 line
    out=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$bench" clauses "$spec" --world "$world" --family "$1" 2>&1) || status=$?
    line=$(grep -E "^$1: " <<<"$out" || true)
    refs=$(grep -E 'I +refs:' <<<"$out" | grep -oE '[0-9,]+$' | tr -d , || true)
    if [ "$status" -ne 0 ] || [ -z "$line" ] || [ -z "$refs" ]; then
        echo "bench/clauses-instructions.sh: no count for '$1' (exit $status):" >&2
        echo "$out" >&2
        exit 1
    fi
    judged=$(grep -oE '[0-9]+ clauses judged' <<<"$line" | grep -oE '^[0-9]+')
    states=$(grep -oE '[0-9,]+ states' <<<"$line" | grep -oE '^[0-9,]+')
}

count none
alone=$refs
echo "$shown, world $world: $states states, one worker, instructions counted by cachegrind"
echo
echo "| clauses judged | clauses | instructions | judging / exploring alone |"
echo "|---|---:|---:|---:|"
python3 -c "print(f'| none (the world alone) | 0 | {$alone / 1e6:,.0f} M | 0 |')"
for family in $families; do
    [ "$family" = none ] && continue
    count "$family"
    python3 -c "print(f'| ${family//-/ } | $judged | {$refs / 1e6:,.0f} M | {($refs - $alone) / $alone:+.2f} |')"
done
