/// The ways to write a clause, for the catalogue and for a team's own clauses alike: an ID, a
/// title, where the rule comes from, the features a design needs for it to apply, and the
/// judgement. A team's clause is then judged, reported, expected in specs, listed, explained and
/// traced exactly as the catalogue's are.
///
/// ```swift
/// static let profileGone = Clause.always(
///     "APP1", "The cached profile is gone once logout has finished",
///     source: "MyApp auth requirements", requires: [.logout]
/// ) { observation in
///     !observation.client.loggedOut || observation.fastCache[.user] == nil
/// }
/// ```
extension Clause {
    /// Holds in every reachable observation.
    public static func always(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        _ holds: @escaping @Sendable (Observation) -> Bool
    ) -> Clause {
        Clause(id: id, title: title, kind: .always(holds), source: source, requires: requires, note: note)
    }

    /// Holds on every step: the observation before, the event, the observation after. A clause
    /// about some kinds of event only says so with `on`: it is then not called on any other
    /// step, where it holds. A clause that cannot fail unless the step changes some part of
    /// what the app is or holds names those parts with `when` (`StepChanges`): it is then not
    /// called on a step that changes none of them. Name a part only when the judgement reads
    /// it changing (`before.x != after.x`, a token that went, work that moved): a clause that
    /// reads the after-side alone ("once settled, …") can fail on a step that changes nothing,
    /// and takes no `when`. In a debug build the exhaustive checker's judge (`ClauseJudge`) calls
    /// a clause it skipped either way, and stops if it fails; the simulator and replay do not.
    public static func step(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        on events: EventKinds = .all, when changes: StepChanges? = nil,
        _ holds: @escaping @Sendable (Transition) -> Bool
    ) -> Clause {
        // An empty set would leave the clause never judged, and a bit outside the parts is a
        // part nothing computes.
        precondition(
            changes.map { !$0.isEmpty && StepChanges.all.isSuperset(of: $0) } ?? true,
            "clause \(id): when: must name one or more parts of StepChanges.all, and no other bit")
        return Clause(
            id: id, title: title, source: source, requires: requires, note: note, events: events,
            changes: changes, judgesTransition: holds)
    }

    /// A witness: some reachable observation shows the situation, so the rules about it are
    /// not met only because it never arises.
    public static func witness(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        _ isWitness: @escaping @Sendable (Observation) -> Bool
    ) -> Clause {
        Clause(id: id, title: title, kind: .reach(isWitness), source: source, requires: requires, note: note)
    }

    /// From every observation matching `from`, one matching `to` stays reachable without an
    /// event that `without` accepts.
    public static func recover(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        from: @escaping @Sendable (Observation) -> Bool, to: @escaping @Sendable (Observation) -> Bool,
        without: @escaping @Sendable (Event) -> Bool
    ) -> Clause {
        Clause(
            id: id, title: title, kind: .recover(from: from, to: to, without: without), source: source,
            requires: requires, note: note)
    }
}
