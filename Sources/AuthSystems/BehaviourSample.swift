import AuthModel
import ModelChecking

/// A fixed sample of what a design does, for the digest traces record: seeded random walks
/// through the default world, each step's event, the observation after it, and the events
/// enabled there. The same design gives the same sample on every machine (our own generator,
/// actions in the world's order); what is hashed, and how, is the trace format's business.
@usableFromInline
enum BehaviourSample {
    @inlinable static var walks: Int { 256 }
    @inlinable static var depth: Int { 48 }

    @inlinable
    static func visit<Design: AuthDesign>(
        _ design: Design, _ visit: (_ event: Event?, _ observation: Observation, _ enabled: [Event]) -> Void
    ) {
        let world = AuthWorld(design: design, options: WorldOptions())
        var random = SplitMix64(seed: 0x6175_7468_6368_6563)  // "authchec"
        var enabled: [Event] = []
        for _ in 0..<walks {
            var state = world.initialStates[0]
            var event: Event?
            var observation = world.observe(state)
            for _ in 0..<depth {
                enabled.removeAll(keepingCapacity: true)
                world.actions(in: state, into: &enabled)
                let taken = enabled.filter { world.next(after: state, on: $0) != nil }
                visit(event, observation, taken)
                guard !taken.isEmpty else { break }
                let chosen = taken[random.next(below: taken.count)]
                let successor = world.next(after: state, on: chosen)!
                observation = world.observe(successor, after: chosen, from: state)
                event = chosen
                state = successor
            }
        }
    }
}
