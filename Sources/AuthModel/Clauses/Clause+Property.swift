import ModelChecking

extension Clause {
    /// The clause as a property of a world the engine can explore, judged on the world's
    /// observations (through `cache`, which the clauses of one run share); nil for a clause
    /// exploration cannot judge. `@inlinable`, so the predicates are built in the module that
    /// explores the design's world, with the world's observation specialized for the design.
    @inlinable
    public func property<Design: AuthDesign>(
        in world: AuthWorld<Design>, cache: ObservationCache<Design>
    ) -> Property<AuthWorld<Design>>? {
        switch kind {
        case .always(let holds):
            return .always(id, title) { holds(cache.observe($0)) }
        case .step(let holds):
            return .step(id, title) { before, event, after in
                holds(cache.observe(before), event, cache.observe(after, after: event, from: before))
            }
        case .reach(let isWitness):
            return .reach(id, title) { isWitness(cache.observe($0)) }
        case .recover(let from, let to, let without):
            return .recover(id, title, from: { from(cache.observe($0)) }, to: { to(cache.observe($0)) }, without: without)
        case .unjudgeable:
            return nil
        }
    }
}
