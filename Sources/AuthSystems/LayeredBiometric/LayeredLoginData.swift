import AuthModel

/// What a successful login answer carries: the account (its user, tenant and permissions) and
/// the token pair the server issued.
struct LayeredLoginData: Hashable, Sendable {
    var account: Account
    var pair: UInt8
}
