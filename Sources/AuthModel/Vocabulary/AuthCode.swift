/// The error codes of a 401 answer, from the contract ("Authentication Contract", `003_82993971b58e4c3f.txt`).
public enum AuthCode: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case accessTokenExpired
    case refreshTokenExpired
    case tokenRevoked
    case invalidCredentials
    case invalidRefreshToken

    public var description: String {
        switch self {
        case .accessTokenExpired: "access_token_expired"
        case .refreshTokenExpired: "refresh_token_expired"
        case .tokenRevoked: "token_revoked"
        case .invalidCredentials: "invalid_credentials"
        case .invalidRefreshToken: "invalid_refresh_token"
        }
    }
}
