import AuthModel

/// The JSON-lines driver protocol's encoding of what crosses it, in the trace format's own
/// words: events to the implementation (`event`), effects and views back (`effects`,
/// `screen`, `memory`: the two layers of an observation that are the app's own, as a trace
/// writes them). `docs/DRIVERS.md` documents every message.
enum DriverMessage {
    static func json(_ event: ClientEvent) -> JSONValue {
        switch event {
        case .launched(let biometrics): .object([("event", "launched"), ("biometrics", .bool(biometrics))])
        case .user(let action): EventRecord.json(.user(action))
        case .loaded(let store, let contents):
            .object([("event", "loaded"), ("store", .string("\(store)")), ("contents", storeJSON(contents))])
        case .loadFailed(let store): .object([("event", "loadFailed"), ("store", .string("\(store)"))])
        case .wrote(let store, let key): .object([("event", "wrote"), ("store", .string("\(store)")), ("key", .string("\(key)"))])
        case .writeFailed(let store, let key):
            .object([("event", "writeFailed"), ("store", .string("\(store)")), ("key", .string("\(key)"))])
        case .response(let call, let response): .object([("event", "response"), ("call", json(call)), ("response", json(response))])
        case .promptAnswered(let outcome): .object([("event", "promptAnswered"), ("outcome", .string("\(outcome)"))])
        case .promptPassedWithNewBiometric:
            // A success to a driver that does not ask the OS about its enrolled set.
            .object([("event", "promptAnswered"), ("outcome", "success"), ("biometricAdded", .bool(true))])
        case .backgrounded: .object([("event", "backgrounded")])
        case .foregrounded(let afterGrace, let timersHeld):
            // `timersHeld` only when true, so a driver written before suspensions reads what it did.
            .object([("event", "foregrounded"), ("afterGrace", .bool(afterGrace))] + (timersHeld ? [("timersHeld", .bool(true))] : []))
        case .inactivityElapsed: .object([("event", "inactivityElapsed")])
        case .biometricsChanged(let available): .object([("event", "biometricsChanged"), ("available", .bool(available))])
        case .clockAdvanced(let clock): .object([("event", "clockAdvanced"), ("accessTokens", clockJSON(clock))])
        }
    }

    /// The access tokens the clock shows near or past their expiry, each with where it stands
    /// (`{"A1": "expired", "A2": "expiresSoon"}`); a token not named is fresh.
    static func clockJSON(_ clock: Clock) -> JSONValue {
        .object((1...32).compactMap { pair -> (String, JSONValue)? in
            let token = Token.access(UInt8(pair))
            let time = clock.time(of: token)
            return time == .fresh ? nil : ("\(token)", .string("\(time)"))
        })
    }

    /// A store's contents as `loaded` tells them: each key with its value written as the driver
    /// writes one (`"R1"`, `"alice"`, `true`), so a value read back is the value written.
    static func storeJSON(_ store: Store) -> JSONValue {
        .object(store.keys.map { key in
            if case .flag(let flag) = store[key]! { ("\(key)", .bool(flag)) } else { ("\(key)", .string(store[key]!.description)) }
        })
    }

    static func json(_ call: Call) -> JSONValue {
        var members: [(String, JSONValue)] = [("endpoint", .string(endpointName(call.endpoint)))]
        switch call.endpoint {
        case .login(let account, let valid):
            members += [("account", .string("\(account)")), ("validCredentials", .bool(valid))]
        case .biometricLogin(let account): members.append(("account", .string("\(account)")))
        case .protected(let number): members.append(("request", .number(Int(number))))
        case .refresh, .me, .logout: break
        }
        if let token = call.token { members.append(("token", .string(token.description))) }
        members.append(("retries", .number(Int(call.retries))))
        return .object(members)
    }

    static func endpointName(_ endpoint: Endpoint) -> String {
        switch endpoint {
        case .login: "login"
        case .biometricLogin: "biometricLogin"
        case .refresh: "refresh"
        case .me: "me"
        case .protected: "protected"
        case .logout: "logout"
        }
    }

    static func json(_ response: Response) -> JSONValue {
        switch response {
        case .ok(let account, let pair):
            var members: [(String, JSONValue)] = [("status", .number(200))]
            if let account { members.append(("account", .string("\(account)"))) }
            if let pair { members.append(("pair", .number(Int(pair)))) }
            return .object(members)
        case .unauthorized(let code, let reauth):
            return .object([("status", .number(401)), ("code", .string("\(code)")), ("requiresReauth", .bool(reauth))])
        case .failed(let fault):
            return .object([("fault", .string("\(fault)"))])
        }
    }
}
