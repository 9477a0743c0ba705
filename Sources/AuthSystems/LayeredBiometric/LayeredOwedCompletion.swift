/// A storage completion the layered app still owes an operation, and whether its call is one of
/// MMKV's synchronous ones: the world runs those that lead a handler's effects ahead of
/// SecureStore's awaited calls, so they come back first.
struct LayeredOwedCompletion: Hashable, Sendable {
    let job: LayeredJob
    let synchronous: Bool
}
