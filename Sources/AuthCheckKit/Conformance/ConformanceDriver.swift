import AuthModel

/// A team's real implementation behind an adapter, driven by the model's traces.
///
/// The world stays the checker's: storage, the network, the server, the clock, the device and
/// the OS prompt are the world's, exactly as for the model. The implementation is told what its
/// model's reducer is told (`ClientEvent`: a launch, a user action, the outcome of a storage
/// call, a response, the prompt's answer, a lifecycle change) and answers with the effects it
/// asked its fakes for since, in order, and what it shows and holds (`ClientView`). The world
/// holds each effect until the trace performs, fails or answers it, as it does the model's, so
/// the order of the code's storage writes and calls is checked along with its state.
///
/// A kill is a new `start()`: the running instance is dropped with whatever it had not finished,
/// and the next one finds the storage the world kept.
public protocol ConformanceDriver: AnyObject {
    /// Drops the running instance, if any, and starts a new process of the implementation.
    func start() throws(DriverFailure)
    /// Tells the running instance `event`, lets it run until it waits on nothing but the world,
    /// and returns the effects it asked for since the last reply, and its view.
    func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply
    /// The run is over: release the implementation (a subprocess is ended).
    func finish()
}
