/// Who is signed in, as the server names them in a session grant and as the fast cache keeps it.
public struct UserProfile: Hashable, Sendable {
    /// The server's stable user id.
    public var id: String
    public var email: String

    public init(id: String, email: String) {
        self.id = id
        self.email = email
    }
}
