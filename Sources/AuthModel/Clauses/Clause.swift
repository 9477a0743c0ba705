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
    /// The kinds of event a `step` clause is about; on any other step it holds without being
    /// called. Every kind unless the clause says otherwise (`Clause.step(…, on:)`).
    public let events: EventKinds
    /// The parts a step must change for a `step` clause to be judged on it
    /// (`Clause.step(…, when:)`); on a step that changes none of them it holds without being
    /// called. Nil: judged on every step of its kinds, whatever changed.
    public let changes: StepChanges?
    /// A `step` clause's judgement on the step as one `Transition`, which the judge builds once
    /// per step for every clause (`ClauseJudge`). For a clause made with `init`, it calls the
    /// `kind`'s closure. Not optional on purpose: a closure kept in an `Optional` is stored in
    /// its most general form, and every call then goes through thunks that copy the transition.
    @usableFromInline let judgesTransition: @Sendable (Transition) -> Bool

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
        events = .all
        changes = nil
        switch kind {
        case .step(let holds): judgesTransition = { holds($0.before, $0.event, $0.after) }
        case .always, .reach, .recover, .unjudgeable: judgesTransition = { _ in true }
        }
    }

    /// A step clause judged on the step's `Transition`, only on events of the kinds in `events`,
    /// and only on a step that changes one of `changes` when it names them.
    init(
        id: String, title: String, source: String, requires: [Feature], note: String?, events: EventKinds,
        changes: StepChanges?, judgesTransition: @escaping @Sendable (Transition) -> Bool
    ) {
        self.id = id
        self.title = title
        kind = .step { before, event, after in
            guard events.contains(event.kind) else { return true }
            let step = Transition(before: before, event: event, after: after)
            if let changes, StepChanges(of: step, asking: changes).isEmpty { return true }
            return judgesTransition(step)
        }
        self.source = source
        self.requires = requires
        lacks = []
        self.note = note
        self.events = events
        self.changes = changes
        self.judgesTransition = judgesTransition
    }

    /// Whether the clause applies to a design with these features.
    public func applies(to features: [Feature]) -> Bool {
        requires.allSatisfy(features.contains) && !lacks.contains(where: features.contains)
    }
}
