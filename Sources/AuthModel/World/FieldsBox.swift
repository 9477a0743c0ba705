/// The box a `WorldState` keeps its fields in: immutable, shared by every copy of the state.
///
/// Generic over the fields' own type, not over the design's client as a type nested in
/// `WorldState` would be: freeing a box destroys its fields, and a box generic over the client
/// had to look the fields' type up in the runtime's cache of generic types to do so. In the
/// reference's judged `fidelity` world that lookup was 2.4 % of every instruction, for fields that
/// need no destroying. Here the fields' type is the box's own generic argument, at hand.
@usableFromInline
final class FieldsBox<Fields: Sendable>: Sendable {
    /// Never changes (a `let`): reading it needs no exclusivity check.
    @usableFromInline let fields: Fields

    @inlinable init(_ fields: Fields) { self.fields = fields }
}
