import ModelChecking

/// TLA+'s `TwoPhase`: two-phase commit as specified in Gray and Lamport's "Consensus on
/// Transaction Commit", with a transaction manager (TM) and `resourceManagerCount` resource
/// managers (RMs).
///
/// A classic oracle for the engine: TLC's published counts (3 RMs: 288 distinct states, 1146
/// generated, depth 11) must come out exactly. Actions follow the specification's `Next`: each
/// instance of a TLA+ action is one action here, enabled where its guard holds, so the number
/// of successors computed equals TLC's "states generated".
public struct TwoPhase: Model {
    /// At most 14 RMs: the state packs two bits of RM state and one bit each of the TM's
    /// prepared set and of the Prepared messages per RM into one 64-bit word.
    public static let maximumResourceManagers = 14

    public let resourceManagerCount: Int

    public init(resourceManagers: Int) {
        precondition((1...Self.maximumResourceManagers).contains(resourceManagers),
                     "TwoPhase supports 1 to \(Self.maximumResourceManagers) resource managers")
        resourceManagerCount = resourceManagers
    }

    public var initialStates: [State] { [State()] }

    public func actions(in state: State, into actions: inout [Action]) {
        if state.tm == .initial {
            if state.tmPrepared == allResourceManagers { actions.append(.tmCommit) }
            actions.append(.tmAbort)
        }
        for rm in 0..<resourceManagerCount {
            if state.tm == .initial, state.preparedSent(by: rm) { actions.append(.tmReceivePrepared(rm)) }
            if state.rm(rm) == .working {
                actions.append(.rmPrepare(rm))
                actions.append(.rmChooseToAbort(rm))
            }
            if state.commitSent { actions.append(.rmReceiveCommit(rm)) }
            if state.abortSent { actions.append(.rmReceiveAbort(rm)) }
        }
    }

    public func next(after state: State, on action: Action) -> State? {
        var next = state
        switch action {
        case .tmCommit:
            guard state.tm == .initial, state.tmPrepared == allResourceManagers else { return nil }
            next.tm = .committed
            next.commitSent = true
        case .tmAbort:
            guard state.tm == .initial else { return nil }
            next.tm = .aborted
            next.abortSent = true
        case .tmReceivePrepared(let rm):
            guard state.tm == .initial, state.preparedSent(by: rm) else { return nil }
            next.tmPrepared |= 1 &<< rm
        case .rmPrepare(let rm):
            guard state.rm(rm) == .working else { return nil }
            next.setRM(rm, .prepared)
            next.preparedMessages |= 1 &<< rm
        case .rmChooseToAbort(let rm):
            guard state.rm(rm) == .working else { return nil }
            next.setRM(rm, .aborted)
        case .rmReceiveCommit(let rm):
            guard state.commitSent else { return nil }
            next.setRM(rm, .committed)
        case .rmReceiveAbort(let rm):
            guard state.abortSent else { return nil }
            next.setRM(rm, .aborted)
        }
        return next
    }

    private var allResourceManagers: UInt16 { UInt16(truncatingIfNeeded: (1 << resourceManagerCount) - 1) }

    /// The specification's invariant `TCConsistent`: no RM has committed while another aborted.
    public var consistent: Property<TwoPhase> {
        let count = resourceManagerCount
        return .always("TCConsistent", "no RM commits while another aborts") {
            !($0.anyRM(in: .committed, among: count) && $0.anyRM(in: .aborted, among: count))
        }
    }

    /// A witness that the transaction can commit: every RM committed.
    public var canCommit: Property<TwoPhase> {
        let count = resourceManagerCount
        return .reach("Commits", "every RM can commit") { state in
            (0..<count).allSatisfy { state.rm($0) == .committed }
        }
    }
}
