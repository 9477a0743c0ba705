import AuthModel

/// A design's reducer as the implementation: drives one design through another's traces. It is
/// how a team checks a port of its reducer (or a refactor) against the model it replaces, and
/// how authcheck tests the harness on designs whose divergence it knows.
public final class DesignDriver<Design: AuthDesign>: ConformanceDriver {
    let design: Design
    private var client: Design.Client?

    public init(_ design: Design) {
        self.design = design
    }

    public func start() throws(DriverFailure) {
        client = design.initialClient
    }

    public func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply {
        guard var client else { throw .crashed("an event before start") }
        let effects = design.reduce(into: &client, event)
        self.client = client
        return DriverReply(effects: effects, view: design.view(of: client))
    }

    public func finish() {
        client = nil
    }
}
