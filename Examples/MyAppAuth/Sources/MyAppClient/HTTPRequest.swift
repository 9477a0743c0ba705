/// One HTTP request, as small as MyApp needs: a JSON body of string fields is all its API takes.
public struct HTTPRequest: Sendable, Hashable {
    public var method: HTTPMethod
    /// The path under the API's base URL, `/v1/…`.
    public var path: String
    public var headers: [String: String]
    public var body: [String: String]

    public init(_ method: HTTPMethod, _ path: String, headers: [String: String] = [:], body: [String: String] = [:]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }
}
