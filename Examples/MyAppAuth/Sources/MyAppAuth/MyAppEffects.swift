import AuthCheck

/// The effects one reduction asks for. Storage effects go through `storage`, which counts them
/// in `outstanding`: the world answers each with `.loaded`, `.wrote` or `.writeFailed`, and only
/// when the count is back to zero is a logout really over.
struct MyAppEffects {
    private(set) var list: [Effect] = []

    mutating func storage(_ effect: Effect, _ client: inout MyAppClient) {
        list.append(effect)
        client.outstanding += 1
    }

    mutating func send(_ call: Call) {
        list.append(.send(call))
    }
}
