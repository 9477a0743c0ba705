import AuthModel

/// The effects one reduction asks for, counting the storage effects the reference app will
/// hear back about.
struct Effects {
    private(set) var list: [Effect] = []

    /// A load, write or delete: its completion is counted in `outstanding`.
    mutating func storage(_ effect: Effect, _ client: inout ReferenceClient) {
        list.append(effect)
        if case .delete = effect { client.outstandingDeletes |= 1 << client.outstanding }
        client.outstanding += 1
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }

    /// Revokes `token`'s pair at the server, best effort (`POST /auth/logout` with it): the
    /// answer is ignored (`respond(to:)`). Nothing when there is no token.
    mutating func revoke(_ token: Token?) {
        if let token { send(Call(.logout, token: token)) }
    }

    mutating func prompt() {
        list.append(.promptBiometrics)
    }
}
