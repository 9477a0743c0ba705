import AuthModel

/// The effects one reduction asks for; a storage effect records what its completion resumes.
struct CleanerHQEffects {
    private(set) var list: [Effect] = []

    mutating func storage(_ effect: Effect, resuming waiter: CleanerHQWaiter, _ client: inout CleanerHQClient) {
        list.append(effect)
        client.waiters.append(waiter)
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }

    mutating func prompt() {
        list.append(.promptBiometrics)
    }
}
