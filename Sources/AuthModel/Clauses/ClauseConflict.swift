/// Two rules that no design can meet together in some world, as one of them is read strictly,
/// and the reading the catalogue chose instead: which clause yields, where, and why.
///
/// A conflict is a claim about every design, which no exploration of one design proves. What
/// the checker shows (`authcheck conflicts`) is its two sides on a design in `world`: a design
/// that follows the chosen reading meets every clause of `clauses` and breaks `strict`, with the
/// shortest trace to the step where they part; a design that meets `strict` breaks one of
/// `clauses`. A design that meets both in `world` does not show the conflict (it may never meet
/// the situation), and the command says so.
public struct ClauseConflict: Sendable {
    /// `K1`, `K2`, …: stable, as clause IDs are.
    public let id: String
    public let title: String
    /// The clauses in tension, as the catalogue reads them once the conflict is settled: a
    /// design that follows the chosen reading meets all of them.
    public let clauses: [String]
    /// The rule that yields, read strictly, as its words alone would have it: judged only here,
    /// never by a spec. Its ID ends in `-strict`.
    public let strict: Clause
    /// The world that shows the conflict, and what it holds in words.
    public let world: WorldOptions
    public let worldSummary: String
    /// Which clause yields, where, and why; the catalogue's notes and `explain` say the same.
    public let reading: String

    public init(
        id: String, title: String, clauses: [String], strict: Clause, world: WorldOptions,
        worldSummary: String, reading: String
    ) {
        self.id = id
        self.title = title
        self.clauses = clauses
        self.strict = strict
        self.world = world
        self.worldSummary = worldSummary
        self.reading = reading
    }
}
