extension Duration {
    /// The duration in seconds, for reports of wall time (which go to standard error only).
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
