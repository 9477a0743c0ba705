import AuthModel

/// One world of a spec: its name, its bounds and events, and the clauses judged in it.
///
/// A world may judge fewer clauses than its spec. A door no document draws (the sign-in
/// screen's request, say) is opened in a world of its own so that the clauses about it have a
/// situation to judge; the spec's other clauses are judged only in the worlds a design's users
/// meet, so a counterexample never takes the door unless its clause is about the door.
public struct SpecWorld: Sendable {
    public let name: String
    public let options: WorldOptions
    /// The clauses judged here, in catalogue order: a subset of the spec's, all of them unless
    /// the world names its own. The others report `not judged` in this world and take no part
    /// in the combined verdict.
    public let clauses: [Clause]

    public init(name: String, options: WorldOptions, clauses: [Clause]) {
        self.name = name
        self.options = options
        self.clauses = clauses
    }
}
