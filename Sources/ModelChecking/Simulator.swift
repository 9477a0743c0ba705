/// Seeded random walks, for depths that exhaustive exploration cannot reach.
///
/// Each walk starts from an initial state chosen at random and takes enabled actions chosen at
/// random until it has `maxDepth` states (initial state at depth 1, as in exploration) or no
/// action is enabled. A walk that violates or witnesses a property is shrunk before it is
/// reported. Simulation never says `holds` or `unwitnessed`: what it did not find stays
/// `inconclusive`, naming the walks it made. The same seed gives the same walks and verdicts.
public struct Simulator<M: Model> {
    public let model: M
    public let properties: [Property<M>]
    public let seed: UInt64
    public let walks: Int
    public let maxDepth: Int

    @inlinable
    public init(model: M, properties: [Property<M>], seed: UInt64, walks: Int, maxDepth: Int) {
        self.model = model
        self.properties = properties
        self.seed = seed
        self.walks = walks
        self.maxDepth = maxDepth
    }

    @inlinable
    public func run() -> SimulationResult<M> {
        var random = SplitMix64(seed: seed)
        var found = [Trace<M>?](repeating: nil, count: properties.count)
        var undecided = properties.indices.filter { properties[$0].isDecidableByWalk }
        var steps = 0
        var walksMade = 0
        let initialStates = model.initialStates
        while walksMade < walks, !undecided.isEmpty, !initialStates.isEmpty {
            let walk = self.walk(from: initialStates[random.next(below: initialStates.count)], using: &random)
            walksMade += 1
            steps += walk.steps.count
            for number in undecided where properties[number].exhibit(in: walk, of: model) != nil {
                found[number] = Shrinker(model: model, property: properties[number]).shrink(walk)
            }
            undecided.removeAll { found[$0] != nil }
        }
        let judgements = properties.indices.map { number in
            let property = properties[number]
            let verdict: Verdict<M>
            switch (found[number], property.kind) {
            case (let trace?, .reach): verdict = .witnessed(trace)
            case (let trace?, _): verdict = .violated(trace)
            case (nil, _): verdict = .inconclusive(.simulation(walks: walksMade, depth: maxDepth))
            }
            return Judgement(property: property, verdict: verdict)
        }
        return SimulationResult(judgements: judgements, walks: walksMade, steps: steps)
    }

    @inlinable
    func walk(from initialState: M.State, using random: inout SplitMix64) -> Trace<M> {
        var state = initialState
        var steps: [TraceStep<M>] = []
        while steps.count + 1 < maxDepth {
            let successors = model.successors(of: state)
            guard !successors.isEmpty else { break }
            let chosen = successors[random.next(below: successors.count)]
            steps.append(TraceStep(action: chosen.action, state: chosen.state))
            state = chosen.state
        }
        return Trace(initialState: initialState, steps: steps)
    }
}
