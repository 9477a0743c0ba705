import Foundation

/// `--fingerprints`, for the commands that explore: the engine's fingerprint mode, never the
/// default. Each visited state is kept as a 64-bit hash, as TLC keeps its fingerprints, so a
/// run holds several times more states in the same memory; the report gives the chance that two
/// states shared a hash and one went unexplored.
enum FingerprintsFlag {
    static let description = FlagDescription(
        name: "fingerprints",
        help: "Keep each visited state as a 64-bit fingerprint instead of exactly: less memory, at a small "
            + "chance of a missed state, which the report gives.")

    /// What the audit's summary line adds for a system explored in fingerprint mode.
    static func summaryNote(_ probability: Double) -> String {
        "fingerprint mode (chance of a missed state about \(String(format: "%.1e", probability)))"
    }

    /// The line a report adds in fingerprint mode: the chance, to two significant digits.
    static func reportLine(_ probability: Double) -> String {
        "fingerprint mode: the chance that a state was missed is about \(String(format: "%.1e", probability)) "
            + "(the larger of d(g-d) and d(d-1)/2, over 2^64, for d distinct states and g generated)"
    }
}
