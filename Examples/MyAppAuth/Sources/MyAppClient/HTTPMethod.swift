/// The HTTP methods MyApp's API uses.
public enum HTTPMethod: String, Sendable, Hashable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}
