/// How far the last end of a session has got.
enum LogoutProgress: UInt8, Hashable, Sendable {
    case none
    /// Memory is cleared; the deletes are under way.
    case cleaning
    /// Every delete completed: nothing of the session is left.
    case done
}
