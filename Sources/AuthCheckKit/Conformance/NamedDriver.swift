/// An in-process driver a team's executable registers by name, so that
/// `conform SPEC --driver NAME` runs its Swift adapter; any other `--driver` value is a command
/// that starts a JSON-lines driver.
public struct NamedDriver: Sendable {
    public let name: String
    public let make: @Sendable () -> ConformanceDriver

    public init(_ name: String, _ make: @escaping @Sendable () -> ConformanceDriver) {
        self.name = name
        self.make = make
    }
}
