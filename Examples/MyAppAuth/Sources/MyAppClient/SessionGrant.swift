/// What a 200 from sign-in or refresh carries: a new token pair and, when the server says so,
/// who it belongs to. Sign-in and refresh both name the user, so MyApp needs no `/me` call to
/// know who is signed in.
struct SessionGrant: Sendable, Hashable {
    var accessToken: String
    var refreshToken: String
    var user: UserProfile?

    /// The grant in `response`'s body, or nil when the body lacks either token.
    init?(_ response: HTTPResponse) {
        guard let access = response.body["access_token"], let refresh = response.body["refresh_token"] else { return nil }
        accessToken = access
        refreshToken = refresh
        if let id = response.body["user_id"], let email = response.body["email"] {
            user = UserProfile(id: id, email: email)
        }
    }
}
