/// The outcome of judging one property.
///
/// A run that a bound stopped never says `holds` or `unwitnessed` for a property it had not
/// already decided: it says `inconclusive`, naming the bound.
public enum Verdict<M: Model>: Sendable {
    /// Exploration finished and no state or step broke the property.
    case holds
    /// A shortest trace that breaks the property.
    case violated(Trace<M>)
    /// A shortest trace to a state the `reach` property asked for.
    case witnessed(Trace<M>)
    /// Exploration finished and no state satisfied the `reach` property.
    case unwitnessed
    /// The run stopped at `bound` before it could decide.
    case inconclusive(Bound)

    /// The verdict's name as reports print it.
    public var name: String {
        switch self {
        case .holds: "holds"
        case .violated: "violated"
        case .witnessed: "witnessed"
        case .unwitnessed: "unwitnessed"
        case .inconclusive: "inconclusive"
        }
    }

    /// The trace of a violation or a witness.
    public var trace: Trace<M>? {
        switch self {
        case .violated(let trace), .witnessed(let trace): trace
        case .holds, .unwitnessed, .inconclusive: nil
        }
    }
}
