/// The forms of the conformance matrix, as `audit --format` names them.
enum AuditFormat: String, CaseIterable {
    /// For a terminal.
    case text
    /// A table for a pull-request comment.
    case markdown
    /// For tools.
    case json
    /// Test results for a CI server: a suite per system, a case per clause.
    case junit

    static var names: [String] { allCases.map(\.rawValue) }

    func render(_ matrix: AuditMatrix) -> String {
        switch self {
        case .text: AuditTextFormat.render(matrix)
        case .markdown: AuditMarkdownFormat.render(matrix)
        case .json: AuditJSONFormat.render(matrix)
        case .junit: AuditJUnitFormat.render(matrix)
        }
    }
}
