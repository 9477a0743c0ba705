extension TwoPhase {
    public enum ResourceManagerState: UInt8, Hashable, Sendable {
        case working, prepared, committed, aborted
    }
}
