extension TwoPhase {
    /// The instances of the specification's actions; `Int` payloads name an RM.
    public enum Action: Hashable, Sendable {
        case tmCommit
        case tmAbort
        case tmReceivePrepared(Int)
        case rmPrepare(Int)
        case rmChooseToAbort(Int)
        case rmReceiveCommit(Int)
        case rmReceiveAbort(Int)
    }
}
