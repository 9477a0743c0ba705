import AuthModel

/// One protected request: where it stands, and how many times it was already sent again after
/// a refresh (the world's mark on a retry; the design itself counts nothing).
struct KeychainRequest: Hashable, Sendable {
    var stage: RequestStage
    var retries: UInt8 = 0
}
