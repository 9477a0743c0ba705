/// A call of MyApp's data API that a screen makes (`/v1/…`), before the session code adds the
/// access token and its bookkeeping headers.
public struct APIRequest: Sendable, Hashable {
    public var method: HTTPMethod
    public var path: String

    public init(_ method: HTTPMethod, _ path: String) {
        self.method = method
        self.path = path
    }

    /// The home feed: what the main screen loads.
    public static let feed = APIRequest(.get, "/v1/feed")
}
