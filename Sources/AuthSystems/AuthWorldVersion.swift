/// The version of the world's semantics (`AuthModel`): bump it when a change to the world could
/// change what a trace replays to, so that old traces are refused instead of misread.
enum AuthWorldVersion {
    static let current = 2
}
