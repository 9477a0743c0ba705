import AuthModel
import ModelChecking

/// A verdict as reports give it, with the trace of a violation or a witness in the shared
/// vocabulary of events and observations, whatever the design.
public enum ClauseVerdict: Sendable {
    case holds
    case violated(ObservedTrace)
    case witnessed(ObservedTrace)
    case unwitnessed
    case inconclusive(Bound)
    /// The design lacks the part the clause is about.
    case notApplicable
    /// Outside what exploration can judge.
    case notJudged

    @inlinable
    init<Design: AuthDesign>(_ verdict: Verdict<AuthWorld<Design>>, world: AuthWorld<Design>) {
        switch verdict {
        case .holds: self = .holds
        case .violated(let trace): self = .violated(ObservedTrace(trace, world: world))
        case .witnessed(let trace): self = .witnessed(ObservedTrace(trace, world: world))
        case .unwitnessed: self = .unwitnessed
        case .inconclusive(let bound): self = .inconclusive(bound)
        }
    }

    public var kind: VerdictName {
        switch self {
        case .holds: .holds
        case .violated: .violated
        case .witnessed: .witnessed
        case .unwitnessed: .unwitnessed
        case .inconclusive: .inconclusive
        case .notApplicable: .notApplicable
        case .notJudged: .notJudged
        }
    }

    /// The name specs and reports use.
    public var name: String { kind.rawValue }

    public var trace: ObservedTrace? {
        switch self {
        case .violated(let trace), .witnessed(let trace): trace
        case .holds, .unwitnessed, .inconclusive, .notApplicable, .notJudged: nil
        }
    }
}
