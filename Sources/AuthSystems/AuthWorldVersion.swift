/// The version of the world's semantics (`AuthModel`): bump it when a change to the world could
/// change what a trace replays to, so that old traces are refused instead of misread.
@usableFromInline
enum AuthWorldVersion {
    @inlinable static var current: Int { 8 }
}
