#!/usr/bin/env python3
"""Writes TLA+'s TwoPhase for N resource managers as a Promela model, the same state space as
authcheck's `ClassicModels/TwoPhase`: one process whose loop offers every instance of every
action as one `d_step` (one transition, no intermediate state), with the invariant TCConsistent
asserted after each step.

Usage: twophase_promela.py N > twophase.pml
"""
import sys


def model(n: int) -> str:
    rms = range(n)
    all_prepared = (1 << n) - 1
    some_committed = " || ".join(f"rm[{i}] == COMMITTED" for i in rms)
    some_aborted = " || ".join(f"rm[{i}] == ABORTED" for i in rms)
    options = [
        f"    :: d_step {{ tm == TM_INIT && tmPrepared == {all_prepared} -> tm = TM_COMMITTED; commitSent = 1; CHECK }}",
        "    :: d_step { tm == TM_INIT -> tm = TM_ABORTED; abortSent = 1; CHECK }",
    ]
    for i in rms:
        bit = 1 << i
        options += [
            f"    :: d_step {{ tm == TM_INIT && (preparedSent & {bit}) != 0 -> tmPrepared = tmPrepared | {bit}; CHECK }}",
            f"    :: d_step {{ rm[{i}] == WORKING -> rm[{i}] = PREPARED; preparedSent = preparedSent | {bit}; CHECK }}",
            f"    :: d_step {{ rm[{i}] == WORKING -> rm[{i}] = ABORTED; CHECK }}",
            f"    :: d_step {{ commitSent -> rm[{i}] = COMMITTED; CHECK }}",
            f"    :: d_step {{ abortSent -> rm[{i}] = ABORTED; CHECK }}",
        ]
    return "\n".join([
        f"/* TLA+ TwoPhase, {n} resource managers: written by bench/twophase_promela.py */",
        "#define WORKING 0",
        "#define PREPARED 1",
        "#define COMMITTED 2",
        "#define ABORTED 3",
        "#define TM_INIT 0",
        "#define TM_COMMITTED 1",
        "#define TM_ABORTED 2",
        f"#define CHECK assert(!(({some_committed}) && ({some_aborted})))",
        f"byte rm[{n}];",
        "byte tm;",
        f"unsigned tmPrepared : {n};",
        f"unsigned preparedSent : {n};",
        "bit commitSent;",
        "bit abortSent;",
        "",
        "active proctype TwoPhase() {",
        "    do",
        *options,
        "    od",
        "}",
        "",
    ])


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or not 1 <= int(sys.argv[1]) <= 14:
        sys.exit("usage: twophase_promela.py N   (N from 1 to 14)")
    sys.stdout.write(model(int(sys.argv[1])))
