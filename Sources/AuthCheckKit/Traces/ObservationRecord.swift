import AuthModel

/// An observation as a trace writes it, layer by layer: the screen, memory, secure storage,
/// the fast cache, async storage, the server, the network and the device, leaving out what is
/// empty or false so a step reads at a glance. The layer names are the columns of the seeds'
/// state snapshots; renderings and replay's diffs work on these records.
enum ObservationRecord {
    /// The layers, in the order they are written, each with how a person names it; every
    /// rendering takes its columns or sections from here.
    static let layers: [(key: String, title: String)] = [
        ("screen", "screen"), ("memory", "memory"), ("secure", "secure storage"), ("fastCache", "fast cache"),
        ("asyncStorage", "async storage"), ("server", "server"), ("network", "network"), ("device", "device"),
    ]

    static func json(_ observation: Observation) -> JSONValue {
        var members: [(String, JSONValue)] = [("screen", screen(observation)), ("memory", memory(observation))]
        for store in StoreName.allCases {
            members.append(("\(store)", self.store(observation[store])))
        }
        members.append(("server", server(observation.server)))
        members.append(("network", network(observation)))
        members.append(("device", device(observation.device)))
        if !observation.pending.isEmpty {
            members.append(("pending", .array(observation.pending.map { .string($0.description) })))
        }
        if let performed = observation.performed { members.append(("performed", .string(performed.description))) }
        if let answered = observation.answered { members.append(("answered", .string(answered.description))) }
        return .object(members)
    }

    /// What the user sees: whether the app runs, its status and screen, and what is shown on it.
    private static func screen(_ observation: Observation) -> JSONValue {
        guard observation.running else { return .object([("running", .bool(false))]) }
        let view = observation.client
        var members = Members()
        members.values = [
            ("running", .bool(true)), ("status", .string(view.status.description)),
            ("screen", .string(view.screen.description)),
        ]
        members.flag("locked", view.locked)
        members.flag("biometricButton", view.biometricButton)
        members.flag("optInOffered", view.optInOffered)
        members.add("loginError", view.loginError)
        members.flag("errorShown", view.errorShown)
        return .object(members.values)
    }

    /// What the app holds in memory (its state store, its refs); empty when it is not running.
    private static func memory(_ observation: Observation) -> JSONValue {
        guard observation.running else { return .object([]) }
        let view = observation.client
        var members = Members()
        members.add("accessToken", view.accessToken)
        if view.accessTokenRef != view.accessToken { members.add("accessTokenRef", view.accessTokenRef) }
        members.add("refreshToken", view.refreshToken)
        members.add("user", view.user.map { "\($0)" })
        members.add("tenant", view.tenant.map { "\($0)" })
        members.add("permissions", view.permissions.map { "\($0)" })
        members.flag("softLockEnabled", view.softLockEnabled)
        members.flag("biometricsEnabled", view.biometricsEnabled)
        members.flag("refreshing", view.refreshing)
        if view.refreshAttempts > 0 { members.values.append(("refreshAttempts", .number(Int(view.refreshAttempts)))) }
        if !view.requests.isEmpty {
            members.values.append(("requests", .array(view.requests.map { .string($0.description) })))
        }
        members.flag("loggedOut", view.loggedOut)
        return .object(members.values)
    }

    /// Members of a layer, leaving out what is absent or false.
    private struct Members {
        var values: [(String, JSONValue)] = []

        mutating func add(_ key: String, _ value: CustomStringConvertible?) {
            if let value { values.append((key, .string(value.description))) }
        }

        mutating func flag(_ key: String, _ value: Bool) {
            if value { values.append((key, .bool(true))) }
        }
    }

    private static func store(_ store: Store) -> JSONValue {
        .object(store.keys.map { ("\($0)", .string(store[$0]!.description)) })
    }

    /// A valid access token the clock shows near its expiry reads `expiresSoon`: the server
    /// still accepts it, and an app that reads its clock can tell.
    private static func server(_ server: Server) -> JSONValue {
        .array(server.pairs.enumerated().map { index, pair in
            let access = pair.access == .valid && pair.accessExpiresSoon ? "expiresSoon" : "\(pair.access)"
            return .string("pair \(index + 1) \(pair.account): A\(index + 1) \(access), R\(index + 1) \(pair.refresh)")
        })
    }

    private static func network(_ observation: Observation) -> JSONValue {
        var members: [(String, JSONValue)] = [("connected", .bool(observation.device.connected))]
        if !observation.calls.isEmpty {
            members.append(("calls", .array(observation.calls.enumerated().map { slot, inFlight in
                .string("[\(slot)] \(inFlight.call)" + (inFlight.orphaned ? " (sender killed)" : ""))
            })))
        }
        return .object(members)
    }

    /// What 0.6.0 and 0.7.0 added to the device (`timersHeld`, `biometricAdded`,
    /// `passedByAddedBiometric`, `signInScreenRequest`, `signInScreenLogout`, `authFailed`) is
    /// written only when true, so a trace from a
    /// world without those events or doors reads as it did before they existed.
    private static func device(_ device: Device) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("foreground", .bool(device.foreground)), ("graceElapsed", .bool(device.graceElapsed)),
            ("biometricHardware", .bool(device.biometricHardware)), ("enrolled", .bool(device.enrolled)),
            ("promptShowing", .bool(device.promptShowing)),
        ]
        // What the fidelity events add is written only when true.
        if device.timersHeld { members.append(("timersHeld", .bool(true))) }
        if device.biometricAdded { members.append(("biometricAdded", .bool(true))) }
        if device.passedByAddedBiometric { members.append(("passedByAddedBiometric", .bool(true))) }
        if device.signInScreenRequest { members.append(("signInScreenRequest", .bool(true))) }
        if device.signInScreenLogout { members.append(("signInScreenLogout", .bool(true))) }
        if device.authFailed { members.append(("authFailed", .bool(true))) }
        return .object(members)
    }
}
