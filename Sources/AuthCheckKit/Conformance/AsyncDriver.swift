import AuthModel

/// Drives an `AsyncApp` for the harness: hands it each event, runs its tasks until every one is
/// done or waits on the world, and reports what its fakes were asked and what it shows.
///
/// The app's async code runs on a `SerialJobQueue`: one job at a time, on the harness's thread,
/// in the order the jobs were enqueued. So the run is the same on every machine and under any
/// load, byte for byte: "settled" means no job is left, not "nothing happened for a while", and
/// two effects the code starts together reach the world in the order the code started them, not
/// in whichever order two pool threads got there. (That order is one schedule of several the
/// real pool could choose; code whose correctness depends on it is racy on a device, and the
/// harness cannot tell.)
///
/// What is not the app's to do, and is reported as a failure of the driver rather than waited
/// for: an entry point (`handle`, `view`) that has not returned once no job is left (it waits on
/// something only the next event could bring: an entry point must return once its work is
/// started); more than `jobLimit` jobs for one event (a loop that never waits on the world); and
/// work that left the queue for the real pool (`Task.yield()`, `Task.sleep`, Dispatch, a thread
/// of its own), whose timing is not the harness's.
public final class AsyncDriver<App: AsyncApp>: ConformanceDriver {
    let jobLimit: Int
    private var world: HeldWorld?
    private var app: App?
    private var queue: SerialJobQueue?

    public init(jobLimit: Int = 100_000) {
        self.jobLimit = jobLimit
    }

    public func start() throws(DriverFailure) {
        world?.kill()
        guard GlobalEnqueueHook.installed else {
            throw .crashed("this Swift runtime has no swift_task_enqueueGlobal_hook, so AsyncDriver cannot run the app's tasks in a fixed order")
        }
        let queue = SerialJobQueue()
        let world = HeldWorld()
        let made = ResultBox<App>()
        try run(on: queue, "init(world:)") { made.value = App(world: world) }
        (self.queue, self.world, app) = (queue, world, made.value)
    }

    public func deliver(_ event: ClientEvent) throws(DriverFailure) -> DriverReply {
        guard let world, let app, let queue else { throw .crashed("an event before start") }
        switch event {
        case .loaded, .loadFailed, .wrote, .writeFailed, .response, .promptAnswered, .promptPassedWithNewBiometric:
            let resumed = ResultBox<Bool>()
            try run(on: queue, "the tasks waiting on \(event)") { resumed.value = world.resume(with: event) }
            guard resumed.value == true else {
                throw .crashed("the world answered \(event), which the implementation's fakes never asked for")
            }
        case .launched, .user, .backgrounded, .foregrounded, .inactivityElapsed, .biometricsChanged, .clockAdvanced:
            let handled = ResultBox<Bool>()
            try run(on: queue, "handle(\(event))") {
                Task {
                    await app.handle(event)
                    handled.value = true
                }
            }
            guard handled.value == true else {
                throw .unsettled("handle(\(event)) had not returned once every task was done or waiting on the world; "
                    + "an entry point must return once its work is started")
            }
        }
        let view = ResultBox<ClientView>()
        try run(on: queue, "view()") { Task { view.value = await app.view() } }
        guard let shown = view.value else {
            throw .unsettled("view() had not returned once every task was done or waiting on the world")
        }
        let escaped = queue.escaped + world.offScheduleCount
        guard escaped == 0 else {
            throw .unsettled("\(escaped) job(s) or effect(s) of the implementation ran outside the driver's queue, on the real pool "
                + "(Task.yield, Task.sleep, Dispatch, a thread of its own?), so their order and timing are not the harness's")
        }
        return DriverReply(effects: world.takeAsked(), view: shown)
    }

    public func finish() {
        world?.kill()
        world = nil
        app = nil
        queue = nil
    }

    /// Runs `start` and every job it leads to on `queue`.
    private func run(on queue: SerialJobQueue, _ what: String, _ start: () -> Void) throws(DriverFailure) {
        guard queue.run(limit: jobLimit, start) else {
            throw .unsettled("\(what) kept running for more than \(jobLimit) jobs without waiting on the world")
        }
    }
}

/// Carries a value out of a task the queue runs on this very thread: the queue has run the task
/// to its end (or to a wait) before the value is read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
