/// What is left of a spec's counts (`WorldOptions`) in one state of the world.
public struct Budget: Hashable, Sendable {
    public var crashes: UInt8
    public var logins: UInt8
    public var requests: UInt8
    public var logouts: UInt8
    public var settings: UInt8
    public var pairs: UInt8
    public var faults: UInt8
    public var writeFailures: UInt8
    public var keychainLocks: UInt8
    public var deleteFailures: UInt8
    public var lostAnswers: UInt8
    public var reinstalls: UInt8
    public var outages: UInt8
    public var backgrounds: UInt8
    public var suspensions: UInt8
    public var inactivity: UInt8
    public var serverEvents: UInt8
    public var clockTicks: UInt8
    public var deviceChanges: UInt8
    public var biometricAdditions: UInt8
    /// What is left of the cap on all disturbances together.
    public var disturbances: UInt8
    /// The spec's counts of the events that are off by default, which never change in a run:
    /// whether one of these events happened is a state's own fact, for their witnesses.
    public let grantedDeleteFailures: UInt8
    public let grantedLostAnswers: UInt8
    public let grantedReinstalls: UInt8
    public let grantedClockTicks: UInt8

    /// A delete from a store failed in this run.
    public var aDeleteFailed: Bool { deleteFailures < grantedDeleteFailures }
    /// The server acted on a call whose answer was lost in this run.
    public var anAnswerWasLost: Bool { lostAnswers < grantedLostAnswers }
    /// The app was reinstalled in this run.
    public var wasReinstalled: Bool { reinstalls < grantedReinstalls }
    /// The world has a clock: a running app is told where its tokens stand on it.
    public var hasClock: Bool { grantedClockTicks > 0 }

    public init(_ options: WorldOptions) {
        func count(_ value: Int) -> UInt8 { UInt8(clamping: value) }
        crashes = count(options.crashes)
        logins = count(options.logins)
        requests = count(options.requests)
        logouts = count(options.logouts)
        settings = count(options.settingsChanges)
        pairs = count(options.pairs)
        faults = count(options.faults)
        writeFailures = count(options.writeFailures)
        keychainLocks = count(options.keychainLocks)
        deleteFailures = count(options.deleteFailures)
        lostAnswers = count(options.lostAnswers)
        reinstalls = count(options.reinstalls)
        outages = count(options.outages)
        backgrounds = count(options.backgrounds)
        suspensions = count(options.suspensions)
        inactivity = count(options.inactivity)
        serverEvents = count(options.serverEvents)
        clockTicks = count(options.clockTicks)
        deviceChanges = count(options.deviceChanges)
        biometricAdditions = count(options.biometricAdditions)
        disturbances = count(options.disturbances)
        grantedDeleteFailures = deleteFailures
        grantedLostAnswers = lostAnswers
        grantedReinstalls = reinstalls
        grantedClockTicks = clockTicks
    }

    /// Hashes the budget's bytes in one call: every field is a `UInt8` (`BudgetTests` holds it
    /// to that), so its memory is its fields with no padding, and equal budgets have equal bytes.
    /// The derived version fed the hasher one byte per call, and interning budgets hashes one
    /// on most steps.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
    }
}
