import ModelChecking

/// A network link that drops and comes back, and a session that the user can end and start again.
/// With `canBreak`, a dropped link may also break for good until the user logs in again.
struct Link: Model {
    enum State: Hashable, Sendable { case online, offline, broken, loggedOut }
    enum Action: Hashable, Sendable { case drop, restore, breakDown, logout, login }

    var canBreak = false

    var initialStates: [State] { [.online] }

    func actions(in state: State, into actions: inout [Action]) {
        switch state {
        case .online: actions.append(contentsOf: [.drop, .logout])
        case .offline: actions.append(contentsOf: canBreak ? [.restore, .breakDown] : [.restore])
        case .broken: actions.append(.logout)
        case .loggedOut: actions.append(.login)
        }
    }

    func next(after state: State, on action: Action) -> State? {
        switch (state, action) {
        case (.online, .drop): .offline
        case (.offline, .restore): .online
        case (.offline, .breakDown): .broken
        case (_, .logout): .loggedOut
        case (.loggedOut, .login): .online
        default: nil
        }
    }

    static let recovers = Property<Link>.recover(
        "recover", "a dropped link comes back without a new login",
        from: { $0 == .offline || $0 == .broken }, to: { $0 == .online }, without: { $0 == .login })
}
