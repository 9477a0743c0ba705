import AuthModel

/// A driver seen as a design, so the real implementation lives in the very world its model
/// lives in and is observed the same way. Not a pure reducer: it is stepped once per event of
/// a trace, by `ConformanceRun`, and never explored.
struct DrivenDesign: AuthDesign {
    /// What the implementation showed last, and which process it is.
    struct Client: Hashable, Sendable {
        var process: Int
        var view: ClientView
    }

    let name: String
    let features: [Feature]
    let session: DriverSession

    var initialClient: Client { session.startProcess() }

    func reduce(into client: inout Client, _ event: ClientEvent) -> [Effect] {
        guard let reply = session.deliver(event) else { return [] }
        client.view = reply.view
        return reply.effects
    }

    func view(of client: Client) -> ClientView { client.view }
}

/// The driver of one conformance run, and the first way it failed, which stops the run.
final class DriverSession: @unchecked Sendable {
    // `@unchecked`: one run on one thread owns it.
    let driver: ConformanceDriver
    private(set) var failure: DriverFailure?
    private var processes = 0

    init(driver: ConformanceDriver) {
        self.driver = driver
    }

    func startProcess() -> DrivenDesign.Client {
        processes += 1
        if failure == nil {
            do { try driver.start() } catch { failure = error }
        }
        return DrivenDesign.Client(process: processes, view: ClientView())
    }

    func deliver(_ event: ClientEvent) -> DriverReply? {
        guard failure == nil else { return nil }
        do {
            return try driver.deliver(event)
        } catch {
            failure = error
            return nil
        }
    }
}
