#!/usr/bin/env bash
# What judging each family of clauses costs against exploring the world alone, counted in
# instructions rather than timed: valgrind's cachegrind (no cache simulation) counts what the
# process executes, which the machine's load does not change, so a change of a few percent shows
# (the timed table, `authcheck-bench clauses`, moves by a fifth from run to run on a shared
# machine). One process per row, one worker, every state explored in each (see
# ClausesBenchmark.swift); the process's start (loading the catalogue and the spec) is in every
# row, the world alone's included.
#
#   bench/clauses-instructions.sh [SPEC] [WORLD]      (defaults: specs/reference.json fidelity)
#
# Needs valgrind (Debian: apt-get install valgrind). About 20 times slower than the runs
# themselves: some five minutes for the defaults.
set -euo pipefail
spec=${1:-specs/reference.json}
world=${2:-fidelity}
root=$(cd "$(dirname "$0")/.." && pwd)
command -v valgrind >/dev/null || { echo "bench/clauses-instructions.sh needs valgrind (Debian: apt-get install valgrind)" >&2; exit 1; }
(cd "$root" && swift build -c release --product authcheck-bench >/dev/null)
bench="$root/.build/release/authcheck-bench"
families=$(cd "$root" && "$bench" --help | grep -oE 'runs one of: [a-z, -]+' | sed 's/runs one of: //; s/,//g')

# Prints the row's judged clauses, states and instructions, tab-separated.
count() {
    local out line refs
    out=$(cd "$root" && valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$bench" clauses "$spec" --world "$world" --family "$1" 2>&1)
    line=$(grep -E "^$1: " <<<"$out")
    refs=$(grep -E 'I +refs:' <<<"$out" | grep -oE '[0-9,]+$' | tr -d ,)
    [ -n "$line" ] && [ -n "$refs" ] || { echo "bench/clauses-instructions.sh: no count for '$1':" >&2; echo "$out" >&2; exit 1; }
    printf '%s\t%s\t%s\n' "$(grep -oE '[0-9]+ clauses judged' <<<"$line" | grep -oE '^[0-9]+')" \
        "$(grep -oE '[0-9,]+ states' <<<"$line" | grep -oE '^[0-9,]+')" "$refs"
}

IFS=$'\t' read -r _ states alone < <(count none)
echo "$spec, world $world: $states states, one worker, instructions counted by cachegrind"
echo
echo "| clauses judged | applicable clauses | instructions | judging / exploring alone |"
echo "|---|---:|---:|---:|"
printf '| none (the world alone) | 0 | %s M | 0 |\n' "$(python3 -c "print(f'{$alone / 1e6:,.0f}')")"
for family in $families; do
    [ "$family" = none ] && continue
    IFS=$'\t' read -r judged _ refs < <(count "$family")
    python3 -c "print(f'| ${family//-/ } | $judged | {$refs / 1e6:,.0f} M | {($refs - $alone) / $alone:+.2f} |')"
done
