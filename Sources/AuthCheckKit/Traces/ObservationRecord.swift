import AuthModel

/// An observation as a trace writes it, layer by layer (app, secure storage, fast cache, async
/// storage, server, network, device), leaving out what is empty so a step reads at a glance.
enum ObservationRecord {
    static func json(_ observation: Observation) -> JSONValue {
        var members: [(String, JSONValue)] = [("app", app(observation))]
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

    private static func app(_ observation: Observation) -> JSONValue {
        guard observation.running else { return .object([("running", .bool(false))]) }
        let view = observation.client
        var members: [(String, JSONValue)] = [
            ("running", .bool(true)), ("status", .string(view.status.description)),
            ("screen", .string(view.screen.description)),
        ]
        func add(_ key: String, _ value: CustomStringConvertible?) {
            if let value { members.append((key, .string(value.description))) }
        }
        func flag(_ key: String, _ value: Bool) {
            if value { members.append((key, .bool(true))) }
        }
        add("accessToken", view.accessToken)
        if view.accessTokenRef != view.accessToken { add("accessTokenRef", view.accessTokenRef) }
        add("refreshToken", view.refreshToken)
        add("user", view.user.map { "\($0)" })
        add("tenant", view.tenant.map { "\($0)" })
        add("permissions", view.permissions.map { "\($0)" })
        flag("locked", view.locked)
        flag("softLockEnabled", view.softLockEnabled)
        flag("biometricsEnabled", view.biometricsEnabled)
        flag("biometricButton", view.biometricButton)
        flag("optInOffered", view.optInOffered)
        add("loginError", view.loginError)
        flag("errorShown", view.errorShown)
        flag("refreshing", view.refreshing)
        if view.refreshAttempts > 0 { members.append(("refreshAttempts", .number(Int(view.refreshAttempts)))) }
        if !view.requests.isEmpty { members.append(("requests", .array(view.requests.map { .string($0.description) }))) }
        flag("loggedOut", view.loggedOut)
        return .object(members)
    }

    private static func store(_ store: Store) -> JSONValue {
        .object(store.keys.map { ("\($0)", .string(store[$0]!.description)) })
    }

    private static func server(_ server: Server) -> JSONValue {
        .array(server.pairs.enumerated().map { index, pair in
            .string("pair \(index + 1) \(pair.account): A\(index + 1) \(pair.access), R\(index + 1) \(pair.refresh)")
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

    private static func device(_ device: Device) -> JSONValue {
        .object([
            ("foreground", .bool(device.foreground)), ("graceElapsed", .bool(device.graceElapsed)),
            ("biometricHardware", .bool(device.biometricHardware)), ("enrolled", .bool(device.enrolled)),
            ("promptShowing", .bool(device.promptShowing)),
        ])
    }
}
