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
    public var outages: UInt8
    public var backgrounds: UInt8
    public var inactivity: UInt8
    public var serverEvents: UInt8
    public var deviceChanges: UInt8
    /// What is left of the cap on all disturbances together.
    public var disturbances: UInt8

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
        outages = count(options.outages)
        backgrounds = count(options.backgrounds)
        inactivity = count(options.inactivity)
        serverEvents = count(options.serverEvents)
        deviceChanges = count(options.deviceChanges)
        disturbances = count(options.disturbances)
    }
}
