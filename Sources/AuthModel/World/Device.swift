/// The phone, the OS and the network around the app.
public struct Device: Hashable, Sendable {
    public var running = false
    public var foreground = true
    /// More than 90 s have passed in this stay in the background.
    public var graceElapsed = false
    public var biometricHardware = true
    public var enrolled = true
    public var promptShowing = false
    public var connected = true

    public var biometricsAvailable: Bool { biometricHardware && enrolled }
}
