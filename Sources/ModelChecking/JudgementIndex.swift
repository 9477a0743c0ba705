/// Where each property's judgement sits in a run's list, by ID: a result's `verdict(of:)` looks
/// an ID up here, where a search of the list compared strings with every judgement before it
/// (asked for each of a run's 125 clauses, 17 M instructions of judging the auth world).
///
/// A `Dictionary`, only ever looked up, never walked: nothing reaches output in its order. The
/// first judgement of an ID wins, as a search from the front found it.
@usableFromInline
struct JudgementIndex: Sendable {
    @usableFromInline let positions: [String: Int]

    @inlinable
    init<M: Model>(_ judgements: [Judgement<M>]) {
        positions = Dictionary(judgements.enumerated().map { ($1.property.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of the first judgement of the property with this ID.
    @inlinable
    func position(of id: String) -> Int? { positions[id] }
}
