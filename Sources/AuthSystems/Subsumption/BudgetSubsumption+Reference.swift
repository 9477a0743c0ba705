import AuthModel

extension BudgetSubsumption {
    /// How many counts of the world's budget `exchangeCounts` moves.
    package static var countedFieldCount: Int { 18 }

    /// Exchanges the counts of `budget` that no bundled `always`, `step` or witness clause reads
    /// with `counts`' values, in order: `split` moves them out (leaving zeros), `join` moves them
    /// back. Left out, so kept equal in the rest: what is left of failed deletes, lost answers and
    /// reinstalls (the fidelity witnesses ask whether one happened). `pairs` is counted: only the
    /// `recover` clauses R1, R7, C10.1 and R1-strict read it, and skipping covers no `recover`
    /// clause anyway. `Transition` reads only the clock ticks granted, which never change. Written
    /// field by field: through key paths, a measure took two and a half times as long.
    package static func exchangeCounts(_ budget: inout Budget, _ counts: inout [UInt8]) {
        precondition(counts.count == countedFieldCount, "one value per count")
        swap(&budget.crashes, &counts[0])
        swap(&budget.logins, &counts[1])
        swap(&budget.requests, &counts[2])
        swap(&budget.logouts, &counts[3])
        swap(&budget.settings, &counts[4])
        swap(&budget.faults, &counts[5])
        swap(&budget.writeFailures, &counts[6])
        swap(&budget.keychainLocks, &counts[7])
        swap(&budget.outages, &counts[8])
        swap(&budget.backgrounds, &counts[9])
        swap(&budget.suspensions, &counts[10])
        swap(&budget.inactivity, &counts[11])
        swap(&budget.serverEvents, &counts[12])
        swap(&budget.clockTicks, &counts[13])
        swap(&budget.deviceChanges, &counts[14])
        swap(&budget.biometricAdditions, &counts[15])
        swap(&budget.disturbances, &counts[16])
        swap(&budget.pairs, &counts[17])
    }

    /// The reference design's world under `options`, measured with the counts `exchangeCounts` moves.
    package static func measureReference(
        options: WorldOptions, maximumStates: Int = maximumStates
    ) -> Measure<WorldState<ReferenceClient>, Event>? {
        measure(AuthWorld(design: ReferenceDesign(), options: options), maximumStates: maximumStates) { state in
            var fields = state.fields
            var counts = [UInt8](repeating: 0, count: countedFieldCount)
            exchangeCounts(&fields.budget, &counts)
            return (WorldState(fields), counts)
        } join: { rest, counts in
            var fields = rest.fields
            var counts = counts
            exchangeCounts(&fields.budget, &counts)
            return WorldState(fields)
        }
    }
}
