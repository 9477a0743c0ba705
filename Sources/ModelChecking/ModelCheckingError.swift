/// Why a run could not produce a result.
public enum ModelCheckingError: Error, Equatable, CustomStringConvertible {
    /// Replaying the recorded action indices did not give back the states explored: the model's
    /// `actions` or `next` answered differently for the same state. `step` counts from 1; step 0
    /// is the choice of initial state. Where the store forgot the keys on the path, the replay
    /// is caught at the trace's end (the property not shown there), and `step` is its last.
    case nondeterministic(step: Int, detail: String)
    /// A state listed more actions than an action index can name.
    case tooManyActions(count: Int)
    /// The model has no initial state.
    case noInitialStates
    /// More initial states than an action index can name.
    case tooManyInitialStates(count: Int)
    /// Fingerprint mode was asked of a model whose states do not pack: their hash (`Hasher`)
    /// is seeded per process, so a fingerprint would differ from run to run.
    case fingerprintsNeedPackedStates
    /// `Checker.expectedStates` asks for a table larger than the smallest that alone takes more
    /// than `Bounds.maxMemoryBytes` leaves beside `baselineBytes` (0 if the baseline is past it):
    /// the guess, not the states, would stop the run.
    case expectedStatesPastMemoryBound(expectedStates: Int, tableBytes: Int, availableBytes: Int)

    public var description: String {
        switch self {
        case .nondeterministic(let step, let detail):
            "the model is nondeterministic: replaying step \(step) \(detail)"
        case .tooManyActions(let count):
            "a state lists \(count) actions; at most \(Int(UInt16.max)) are supported"
        case .noInitialStates:
            "the model has no initial state"
        case .tooManyInitialStates(let count):
            "the model has \(count) initial states; at most \(Int(UInt16.max)) are supported"
        case .fingerprintsNeedPackedStates:
            "fingerprint mode needs states that pack (a CompactState, or a PackingModel's packer): "
                + "a state's own hash is seeded per process"
        case .expectedStatesPastMemoryBound(let expectedStates, let tableBytes, let availableBytes):
            "a state table sized for \(expectedStates) expected states takes \(tableBytes) bytes, "
                + "more than the \(availableBytes) bytes the memory bound leaves"
        }
    }
}
