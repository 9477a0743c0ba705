/// What one path says of a property: the verdict of a replayed trace.
///
/// A path decides less than an exploration: `holds` here means only that this path shows no
/// violation. `step` numbers count from 1 (the state after the first action); 0 is the
/// initial state.
public enum PathVerdict: Equatable, Sendable {
    /// The path reaches a state (or takes a step) the property forbids.
    case violated(step: Int)
    /// The path shows nothing the property forbids.
    case holds
    /// The path reaches the situation a `reach` property names.
    case witnessed(step: Int)
    /// The path never reaches it.
    case unwitnessed
    /// A `recover` search from a state of the path went past its limit before deciding.
    case inconclusive(step: Int)

    /// The verdict's name, as reports and specs spell it.
    public var name: String {
        switch self {
        case .violated: "violated"
        case .holds: "holds"
        case .witnessed: "witnessed"
        case .unwitnessed: "unwitnessed"
        case .inconclusive: "inconclusive"
        }
    }
}

extension PathVerdict {
    /// The step that decides the verdict, where one does.
    public var step: Int? {
        switch self {
        case .violated(let step), .witnessed(let step), .inconclusive(let step): step
        case .holds, .unwitnessed: nil
        }
    }
}
