/// Why a spec file cannot be used, naming the file and the place in it.
public struct SpecError: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// Where: `line L, column C` for a syntax error, else the JSON path of the value (`world.requests`).
    public let place: String
    public let message: String

    public var description: String { "\(path): \(place): \(message)" }
}
