extension TwoPhase {
    public enum TransactionManagerState: UInt8, Hashable, Sendable {
        case initial, committed, aborted
    }
}
