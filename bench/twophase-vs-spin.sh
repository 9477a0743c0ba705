#!/usr/bin/env bash
# TwoPhase with N resource managers: authcheck against SPIN, in the same run, on the same machine.
#
#   bench/twophase-vs-spin.sh [N] [ROUNDS] [WORKERS] [TABLE]   (defaults: 9 RMs, 3 rounds, all cores, sized)
#   (N from 1 to 10: at 11, SPIN's buckets and states pass the 16,000 MB its verifier is built for)
#
# Writes the Promela model with bench/twophase_promela.py, builds SPIN's exhaustive verifier
# (no partial-order reduction, so it stores every state; its depth-first search never goes
# deeper than a few steps per RM, so a depth limit of 100,000 is ample), checks that SPIN stores exactly as many
# states as authcheck finds, then runs the two alternately ROUNDS times (so a busy machine slows
# both alike) and prints each run's wall time and peak memory, and the ratios of the medians.
# TwoPhase has 6^N + 4^N + 2^N states (6^N once the TM has aborted, 4^N before it decides, 2^N
# once it has committed). SPIN's hash table is a fixed array of 2^w chained buckets that never
# grows (`-w` sets only how long its chains get); here 2^w is at least twice the states.
# authcheck's open-addressing table grows unless told the count; by default it is told
# (`--expected-states`), and TABLE `growing` lets it grow from its smallest size instead.
# SPIN's verifier runs on one core (no -DNCORE); authcheck on WORKERS.
# Needs spin, gcc, python3 and GNU time: `sudo apt-get install -y spin gcc python3 time`.
set -euo pipefail
rms=${1:-9}
rounds=${2:-3}
workers=${3:-$(nproc)}
table=${4:-sized}
[[ "$rms" =~ ^[1-9][0-9]*$ ]] && (( rms <= 10 )) || { echo "N is a number of RMs from 1 to 10, not '$rms'" >&2; exit 64; }
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS is a number, 1 or more, not '$rounds'" >&2; exit 64; }
[[ "$workers" =~ ^[1-9][0-9]*$ ]] || { echo "WORKERS is a number, 1 or more, not '$workers'" >&2; exit 64; }
case "$table" in sized|growing) ;; *) echo "TABLE is 'sized' or 'growing', not '$table'" >&2; exit 64 ;; esac
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
for tool in spin gcc python3 /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "missing $tool: sudo apt-get install -y spin gcc python3 time" >&2; exit 69; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$root" && swift build -c release --product authcheck-bench >/dev/null)
bench="$root/.build/release/authcheck-bench"
python3 "$here/twophase_promela.py" "$rms" > "$work/twophase.pml"
(cd "$work" && spin -a twophase.pml >/dev/null && gcc -O2 -DSAFETY -DNOREDUCE -DMEMLIM=16000 -o pan pan.c)
states=$(python3 -c "print(6 ** $rms + 4 ** $rms + 2 ** $rms)")
# A hash table of 2^w slots, at least twice the states.
width=$(python3 -c "import math; print(max(20, math.ceil(math.log2($states * 2))))")
expected=(--expected-states "$states")
[ "$table" = sized ] || expected=()

# Runs a command, its output in $work/out and "<seconds> <peak KiB>" in $work/time; stops the
# script, showing the output, if the command fails.
measure() {
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" > "$work/out" 2>&1 \
        || { cat "$work/out" >&2; echo "failed: $*" >&2; exit 1; }
}

spin_times=() spin_kib=() ours_times=() ours_kib=()
for round in $(seq "$rounds"); do
    (cd "$work" && measure ./pan -m100000 -w"$width")
    read -r seconds kib < "$work/time"
    spin_states=$(grep -oE '^ *[0-9]+ states, stored' "$work/out" | grep -oE '[0-9]+' || true)
    grep -q 'errors: 0' "$work/out" && ! grep -q 'max search depth too small' "$work/out" \
        || { cat "$work/out" >&2; echo "SPIN reported errors or ran out of depth" >&2; exit 1; }
    spin_times+=("$seconds") spin_kib+=("$kib")
    echo "round $round  SPIN       $seconds s  $((kib / 1024)) MiB  $spin_states states stored"
    measure "$bench" twophase "$rms" --workers "$workers" ${expected[@]+"${expected[@]}"}
    read -r seconds kib < "$work/time"
    ours_states=$(grep -E '^distinct states  ' "$work/out" | grep -oE '[0-9,]+$' | tr -d , || true)
    per_state=$(grep -E '^engine memory' "$work/out" | grep -oE '[0-9.]+ bytes per visited state' || true)
    grep -q 'TCConsistent holds' "$work/out" || { cat "$work/out" >&2; echo "authcheck did not hold" >&2; exit 1; }
    ours_times+=("$seconds") ours_kib+=("$kib")
    echo "round $round  authcheck  $seconds s  $((kib / 1024)) MiB  $ours_states distinct states, $per_state, $workers workers, table $table"
    [ "$spin_states" = "$ours_states" ] || { echo "state counts differ: SPIN $spin_states, authcheck $ours_states" >&2; exit 1; }
    [ "$ours_states" = "$states" ] || { echo "authcheck found $ours_states states, not 6^N + 4^N + 2^N = $states" >&2; exit 1; }
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
spin_s=$(median "${spin_times[@]}") ours_s=$(median "${ours_times[@]}")
spin_m=$(median "${spin_kib[@]}") ours_m=$(median "${ours_kib[@]}")
echo "TwoPhase $rms RMs, $spin_states states both; medians of $rounds rounds:"
echo "  SPIN $spin_s s, $((${spin_m%.*} / 1024)) MiB;  authcheck ($workers workers) $ours_s s, $((${ours_m%.*} / 1024)) MiB"
python3 -c "print(f'  authcheck is {$spin_s / $ours_s:.2f}x as fast as SPIN and uses {$ours_m / $spin_m:.2f}x its memory')"
