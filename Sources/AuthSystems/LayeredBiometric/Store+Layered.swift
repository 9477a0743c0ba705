import AuthModel

extension Store {
    /// The token a refresh presents: the one under `auth_access_token`, in its role as the
    /// refresh credential (the refresh half of its pair), or none.
    var presentedForRefresh: Token? {
        if case .token(let stored)? = self[.accessToken] { .refresh(stored.pair) } else { nil }
    }
}
