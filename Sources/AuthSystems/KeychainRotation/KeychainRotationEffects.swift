import AuthModel

/// The effects one reduction asks for, counting the storage effects (reads, writes, deletes)
/// whose completion the app will hear of, and recording what each Keychain read is for.
struct KeychainRotationEffects {
    private(set) var list: [Effect] = []

    mutating func storage(_ effect: Effect, _ client: inout KeychainRotationClient) {
        list.append(effect)
        client.storagePending += 1
    }

    /// Reads the whole Keychain for `purpose`.
    mutating func readKeychain(for purpose: KeychainRead, _ client: inout KeychainRotationClient) {
        storage(.load(.secure), &client)
        client.reads.append(purpose)
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }
}
