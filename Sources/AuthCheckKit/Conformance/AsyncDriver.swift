import AuthModel
import Foundation

/// Drives an `AsyncApp` for the harness: hands it each event, then waits until it settles
/// (every task it started is done or waits on the world) within a bound, and reports what its
/// fakes were asked and what it shows. An app that does not settle within `timeout` seconds, or
/// whose `view()` does not return, is a hang.
///
/// Settling is judged from outside: no effect asked, answered or handled for `quietRounds`
/// checks `quietInterval` seconds apart, with the app's own entry point returned. Work that
/// neither asks the world nor changes what the app shows for that long is not waited for.
public final class AsyncDriver<App: AsyncApp>: ConformanceDriver {
    let timeout: Double
    let quietRounds: Int
    let quietInterval: Double
    private var world: HeldWorld?
    private var app: App?

    public init(timeout: Double = 2, quietRounds: Int = 8, quietInterval: Double = 0.0005) {
        self.timeout = timeout
        self.quietRounds = quietRounds
        self.quietInterval = quietInterval
    }

    public func start() throws(DriverFailure) {
        world?.kill()
        let world = HeldWorld()
        self.world = world
        app = App(world: world)
    }

    public func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply {
        guard let world, let app else { throw .crashed("an event before start") }
        switch event {
        case .loaded, .loadFailed, .wrote, .writeFailed, .response, .promptAnswered:
            guard world.resume(with: event) else {
                throw .crashed("the world answered \(event), which the implementation's fakes never asked for")
            }
        case .launched, .user, .backgrounded, .foregrounded, .inactivityElapsed, .biometricsChanged:
            try wait(for: { await app.handle(event) })
            world.noteActivity()
        }
        try settle(world)
        let view = ViewBox()
        try wait(for: { view.value = await app.view() })
        return DriverReply(effects: world.takeAsked(), view: view.value)
    }

    public func finish() {
        world?.kill()
        world = nil
        app = nil
    }

    /// Runs `work` on the concurrency pool and blocks this (non-pool) thread until it is done,
    /// or the bound passes.
    private func wait(for work: @escaping @Sendable () async -> Void) throws(DriverFailure) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await work()
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { throw .hang(seconds: timeout) }
    }

    private func settle(_ world: HeldWorld) throws(DriverFailure) {
        let deadline = Date().addingTimeInterval(timeout)
        var last = world.activityCount
        var quiet = 0
        while quiet < quietRounds {
            Thread.sleep(forTimeInterval: quietInterval)
            let now = world.activityCount
            if now == last { quiet += 1 } else { (last, quiet) = (now, 0) }
            if Date() > deadline { throw .hang(seconds: timeout) }
        }
    }
}

/// Carries the view out of the task that reads it; the semaphore orders the write before the read.
private final class ViewBox: @unchecked Sendable {
    var value = ClientView()
}
