import AuthModel

extension DriverMessage {
    /// A view from the `screen` and `memory` layers as a trace writes them (absent means empty
    /// or false), the inverse of `ObservationRecord`'s: read back, it writes the same record.
    static func view(screen: JSONValue, memory: JSONValue) throws(DriverFailure) -> ClientView {
        let shown = try object(screen, "screen")
        let held = try object(memory, "memory")
        try only(shown, ["running", "status", "screen", "locked", "biometricButton", "optInOffered", "loginError", "errorShown"],
                 "screen")
        try only(held, ["accessToken", "accessTokenRef", "refreshToken", "user", "tenant", "permissions", "softLockEnabled",
                        "biometricsEnabled", "refreshing", "refreshAttempts", "requests", "loggedOut"], "memory")
        func flag(_ members: [(String, JSONValue)], _ key: String, _ place: String) throws(DriverFailure) -> Bool {
            guard let value = members.first(where: { $0.0 == key })?.1 else { return false }
            guard let flag = value.bool else { throw .malformed("\(place).\(key): expected true or false") }
            return flag
        }
        func optional<T>(_ members: [(String, JSONValue)], _ key: String, _ all: [T], _ place: String) throws(DriverFailure) -> T? {
            guard members.contains(where: { $0.0 == key }) else { return nil }
            return try choice(members, key, all, place)
        }
        func token(_ key: String) throws(DriverFailure) -> Token? {
            guard let value = held.first(where: { $0.0 == key })?.1 else { return nil }
            return try self.token(value, "memory.\(key)")
        }
        var view = ClientView()
        view.status = try choice(shown, "status", [Status.loading, .guest, .authed], "screen")
        view.screen = try choice(shown, "screen", [Screen.splash, .signIn, .main, .lock], "screen")
        view.locked = try flag(shown, "locked", "screen")
        view.biometricButton = try flag(shown, "biometricButton", "screen")
        view.optInOffered = try flag(shown, "optInOffered", "screen")
        view.loginError = try optional(shown, "loginError", [LoginError.invalidCredentials, .rateLimited, .fallback, .saveFailed],
                                       "screen")
        view.errorShown = try flag(shown, "errorShown", "screen")
        view.accessToken = try token("accessToken")
        view.accessTokenRef = try token("accessTokenRef") ?? view.accessToken
        view.refreshToken = try token("refreshToken")
        view.user = try optional(held, "user", Account.allCases, "memory")
        view.tenant = try optional(held, "tenant", Account.allCases, "memory")
        view.permissions = try optional(held, "permissions", Account.allCases, "memory")
        view.softLockEnabled = try flag(held, "softLockEnabled", "memory")
        view.biometricsEnabled = try flag(held, "biometricsEnabled", "memory")
        view.refreshing = try flag(held, "refreshing", "memory")
        if let attempts = held.first(where: { $0.0 == "refreshAttempts" })?.1 {
            guard let count = attempts.int, (0...255).contains(count) else { throw .malformed("memory.refreshAttempts: expected 0 to 255") }
            view.refreshAttempts = UInt8(count)
        }
        if let requests = held.first(where: { $0.0 == "requests" })?.1 {
            guard let list = requests.array else { throw .malformed("memory.requests: expected an array") }
            for (index, stage) in list.enumerated() { view.requests.append(try self.stage(stage, "memory.requests[\(index)]")) }
        }
        view.loggedOut = try flag(held, "loggedOut", "memory")
        return view
    }

    /// A request's stage as a trace writes it: `in flight with A1`, `waiting for refresh`,
    /// `succeeded`, `failed: <why>`.
    static func stage(_ value: JSONValue, _ place: String) throws(DriverFailure) -> RequestStage {
        let text = try string(value, place)
        if text == "waiting for refresh" { return .waitingForRefresh }
        if text == "succeeded" { return .succeeded }
        if text.hasPrefix("in flight with ") {
            return .inFlight(try token(.string(String(text.dropFirst("in flight with ".count))), place))
        }
        if text.hasPrefix("failed: ") {
            let why = text.dropFirst("failed: ".count)
            let failures: [RequestFailure] = [.noAccessToken, .unauthorized, .network, .sessionEnded]
                + Fault.allCases.filter { $0 != .networkError }.map(RequestFailure.other)
            if let failure = failures.first(where: { "\($0)" == why }) { return .failed(failure) }
        }
        throw .malformed("\(place): unknown request stage \"\(text)\"")
    }
}
