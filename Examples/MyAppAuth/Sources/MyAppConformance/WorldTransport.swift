import AuthCheck
import MyAppClient

/// The network over the checker's world: each request is a call the trace answers, faults, or
/// leaves in flight. A request the world has no call for is never sent (the app sees it fail as
/// if offline, and the harness sees no effect where the model has one).
struct WorldTransport: HTTPTransport {
    let world: HeldWorld

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let call = try WorldRoutes.call(for: request)
        guard case .response(_, let response) = await world.request(.send(call)) else { throw TransportError.notConnected }
        return try WorldRoutes.response(response)
    }
}
