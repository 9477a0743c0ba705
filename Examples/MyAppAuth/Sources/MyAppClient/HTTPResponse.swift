/// One HTTP response: the status and a JSON body of string fields.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var body: [String: String]

    public init(status: Int, body: [String: String] = [:]) {
        self.status = status
        self.body = body
    }
}
