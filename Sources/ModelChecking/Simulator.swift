/// Seeded random walks, for depths that exhaustive exploration cannot reach.
///
/// Each walk starts from an initial state chosen at random and takes enabled actions chosen at
/// random until it has `maxDepth` states (initial state at depth 1, as in exploration) or no
/// action is enabled. A walk that violates or witnesses a property is shrunk before it is
/// reported. Simulation never says `holds` or `unwitnessed`: what it did not find stays
/// `inconclusive`, naming the walks it made. The same seed gives the same walks and verdicts.
///
/// Of `bounds`, a walk honours time (checked between walks) and memory (the walk's own
/// storage, counted as exploration counts a stored state, so it stops at the same step on
/// every machine); a run that either stops leaves what it has not found `inconclusive`, naming that
/// bound. Depth is `maxDepth`, and a walk stores no states to bound.
public struct Simulator<M: Model> {
    public let model: M
    public let properties: [Property<M>]
    public let seed: UInt64
    public let walks: Int
    public let maxDepth: Int
    public let bounds: Bounds
    public let progress: ProgressMeter?

    @inlinable
    public init(
        model: M, properties: [Property<M>], seed: UInt64, walks: Int, maxDepth: Int, bounds: Bounds = .none,
        progress: ProgressMeter? = nil
    ) {
        self.model = model
        self.properties = properties
        self.seed = seed
        self.walks = walks
        self.maxDepth = maxDepth
        self.bounds = bounds
        self.progress = progress
    }

    /// What one step of a walk holds, as the memory bound counts it.
    @inlinable
    static var bytesPerStep: Int { MemoryLayout<TraceStep<M>>.stride }

    @inlinable
    public func run() -> SimulationResult<M> {
        let start = ContinuousClock.now
        var random = SplitMix64(seed: seed)
        var found = [Trace<M>?](repeating: nil, count: properties.count)
        var undecided = properties.indices.filter { properties[$0].isDecidableByWalk }
        var steps = 0
        var walksMade = 0
        var stoppedBy: Bound?
        let initialStates = model.initialStates
        while walksMade < walks, !undecided.isEmpty, !initialStates.isEmpty {
            let elapsed = (ContinuousClock.now - start).seconds
            if let maxSeconds = bounds.maxSeconds, elapsed >= maxSeconds {
                stoppedBy = .time(seconds: maxSeconds)
                break
            }
            progress?.report(walks: walksMade, steps: steps, elapsedSeconds: elapsed)
            let (walk, outgrewMemory) = self.walk(from: initialStates[random.next(below: initialStates.count)], using: &random)
            walksMade += 1
            steps += walk.steps.count
            for number in undecided where properties[number].exhibit(in: walk, of: model) != nil {
                found[number] = Shrinker(model: model, property: properties[number]).shrink(walk)
            }
            undecided.removeAll { found[$0] != nil }
            if outgrewMemory, let maxBytes = bounds.maxMemoryBytes {
                stoppedBy = .memory(bytes: maxBytes)
                break
            }
        }
        progress?.finish(walks: walksMade, steps: steps, elapsedSeconds: (ContinuousClock.now - start).seconds)
        let judgements = properties.indices.map { number in
            let property = properties[number]
            let verdict: Verdict<M>
            switch (found[number], property.kind) {
            case (let trace?, .reach): verdict = .witnessed(trace)
            case (let trace?, _): verdict = .violated(trace)
            case (nil, _): verdict = .inconclusive(stoppedBy ?? .simulation(walks: walksMade, depth: maxDepth))
            }
            return Judgement(property: property, verdict: verdict)
        }
        return SimulationResult(judgements: judgements, walks: walksMade, steps: steps, stoppedBy: stoppedBy)
    }

    /// A walk, and whether it stopped because one more step would pass the memory bound.
    @inlinable
    func walk(from initialState: M.State, using random: inout SplitMix64) -> (Trace<M>, outgrewMemory: Bool) {
        var state = initialState
        var steps: [TraceStep<M>] = []
        let maxBytes = bounds.maxMemoryBytes ?? Int.max
        while steps.count + 1 < maxDepth {
            let successors = model.successors(of: state)
            guard !successors.isEmpty else { break }
            guard bounds.baselineBytes + (steps.count + 2) * Self.bytesPerStep <= maxBytes else {
                return (Trace(initialState: initialState, steps: steps), true)
            }
            let chosen = successors[random.next(below: successors.count)]
            steps.append(TraceStep(action: chosen.action, state: chosen.state))
            state = chosen.state
        }
        return (Trace(initialState: initialState, steps: steps), false)
    }
}
