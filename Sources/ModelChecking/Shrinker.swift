/// Makes a counterexample found by a random walk short enough to read: removes steps while the
/// trace still shows the property's situation, until no single step can go.
///
/// Removal works on chunks first (halves, quarters, …) and ends with passes of single steps
/// repeated until one removes nothing, so the result is 1-minimal: taking out any one step
/// either disables a later step or loses the violation. Deterministic: no randomness is used.
public struct Shrinker<M: Model> {
    public let model: M
    public let property: Property<M>

    @inlinable
    public init(model: M, property: Property<M>) {
        self.model = model
        self.property = property
    }

    /// A trace no longer than `trace` that still shows the property, with no removable step;
    /// `trace` itself (cut after its first showing) when nothing can be removed.
    @inlinable
    public func shrink(_ trace: Trace<M>) -> Trace<M> {
        guard var best = truncated(trace) else { return trace }
        var chunk = max(1, best.steps.count / 2)
        while true {
            var removedAny = false
            var start = 0
            while start + chunk <= best.steps.count {
                var actions = best.actions
                actions.removeSubrange(start..<start + chunk)
                if let candidate = model.replay(from: best.initialState, actions: actions),
                   let shorter = truncated(candidate) {
                    best = shorter
                    removedAny = true
                } else {
                    start += 1
                }
            }
            if chunk > 1 {
                chunk = max(1, chunk / 2)
            } else if !removedAny {
                return best
            }
        }
    }

    /// `trace` cut right after the first step that shows the property, or nil if none does.
    @inlinable
    func truncated(_ trace: Trace<M>) -> Trace<M>? {
        guard let length = property.exhibit(in: trace, of: model) else { return nil }
        return Trace(initialState: trace.initialState, steps: Array(trace.steps.prefix(length)))
    }
}
