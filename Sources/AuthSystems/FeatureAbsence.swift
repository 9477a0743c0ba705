import AuthModel

/// A part a design does not have, and the document's reason: every clause about it is `n/a` for
/// the design, and the audit prints the reason beside the `n/a`.
public struct FeatureAbsence: Sendable {
    public let feature: Feature
    public let reason: String

    public init(_ feature: Feature, _ reason: String) {
        self.feature = feature
        self.reason = reason
    }
}
