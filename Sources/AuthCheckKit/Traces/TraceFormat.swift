/// The renderings of a trace, as `--format` and `--render` name them.
enum TraceFormat: String, CaseIterable {
    /// Each step as what changed in each layer (`−` before, `+` after).
    case text
    /// The seeds' state-snapshot tables, one per step, a column per layer.
    case markdown
    /// A sequence diagram GitHub renders as it is.
    case mermaid
    /// The Informal Trace Format of Apalache and Quint.
    case itf
    /// The trace format itself.
    case json

    static var names: [String] { allCases.map(\.rawValue) }

    /// The file extension of a rendering written beside a trace.
    var fileExtension: String {
        switch self {
        case .text: "txt"
        case .markdown: "md"
        case .mermaid: "mmd"
        case .itf: "itf.json"
        case .json: "json"
        }
    }
}
