@testable import AuthModel

/// What a test's clause was handed, with what each observation showed when it was handed: the
/// judge must not change an observation anyone still holds.
final class KeptObservations: @unchecked Sendable {
    var observations: [(observation: Observation, shown: ObservedInstant)] = []

    func keep(_ observation: Observation) {
        observations.append((observation, observation.snapshot))
    }
}
