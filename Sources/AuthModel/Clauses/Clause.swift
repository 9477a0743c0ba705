/// A rule of the catalogue (`docs/CLAUSES.md`) or a team's own, or a witness that a rule's situation arises, with
/// its stable ID. Specs, traces, reports and the command line name clauses by ID only.
public struct Clause: Sendable {
    public let id: String
    public let title: String
    public let kind: ClauseKind
    /// The document the rule comes from, by title and file name.
    public let source: String
    /// The parts a design must have for the clause to apply; otherwise it is `n/a`.
    public let requires: [Feature]
    /// The parts a design must *not* declare for the clause to apply: the honesty clauses that
    /// catch a design doing what it says it lacks.
    public let lacks: [Feature]
    /// Why the clause reads as it does where the catalogue's text could not be judged as
    /// written, or nil.
    public let note: String?

    public init(
        id: String, title: String, kind: ClauseKind, source: String, requires: [Feature], lacks: [Feature] = [],
        note: String? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.source = source
        self.requires = requires
        self.lacks = lacks
        self.note = note
    }

    /// Whether the clause applies to a design with these features.
    public func applies(to features: [Feature]) -> Bool {
        requires.allSatisfy(features.contains) && !lacks.contains(where: features.contains)
    }
}
