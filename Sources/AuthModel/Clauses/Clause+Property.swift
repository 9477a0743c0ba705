import ModelChecking

extension Clause {
    /// The clause as a property of a world the engine can explore, judged on the world's
    /// observations; nil for a clause exploration cannot judge.
    public func property<Design: AuthDesign>(in world: AuthWorld<Design>) -> Property<AuthWorld<Design>>? {
        switch kind {
        case .always(let holds):
            return .always(id, title) { holds(world.observe($0)) }
        case .step(let holds):
            return .step(id, title) { before, event, after in
                holds(world.observe(before), event, world.observe(after))
            }
        case .reach(let isWitness):
            return .reach(id, title) { isWitness(world.observe($0)) }
        case .recover(let from, let to, let without):
            return .recover(id, title, from: { from(world.observe($0)) }, to: { to(world.observe($0)) }, without: without)
        case .unjudgeable:
            return nil
        }
    }
}
