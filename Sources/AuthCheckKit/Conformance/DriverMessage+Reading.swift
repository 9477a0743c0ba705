import AuthModel

extension DriverMessage {
    /// Reads a driver's reply: `{"effects": [...], "screen": {...}, "memory": {...}}`. Anything
    /// else, an unknown field included, is malformed: a driver that says more than the protocol
    /// knows would otherwise be checked on less than it reports.
    static func reply(_ value: JSONValue) throws(DriverFailure) -> DriverReply {
        let members = try object(value, "the reply")
        try only(members, ["effects", "screen", "memory"], "the reply")
        guard let list = try member(members, "effects", "the reply").array else { throw .malformed("effects: expected an array") }
        var effects: [Effect] = []
        for (index, effect) in list.enumerated() { effects.append(try self.effect(effect, at: "effects[\(index)]")) }
        let view = try self.view(screen: member(members, "screen", "the reply"), memory: member(members, "memory", "the reply"))
        return DriverReply(effects: effects, view: view)
    }

    static func effect(_ value: JSONValue, at place: String) throws(DriverFailure) -> Effect {
        let members = try object(value, place)
        let name = try string(member(members, "effect", place), "\(place).effect")
        func store() throws(DriverFailure) -> StoreName { try choice(members, "store", StoreName.allCases, place) }
        func key() throws(DriverFailure) -> StorageKey { try choice(members, "key", StorageKey.allCases, place) }
        switch name {
        case "load":
            try only(members, ["effect", "store"], place)
            return .load(try store())
        case "write":
            try only(members, ["effect", "store", "key", "value"], place)
            return .write(try store(), try key(), try storedValue(member(members, "value", place), "\(place).value"))
        case "delete":
            try only(members, ["effect", "store", "key"], place)
            return .delete(try store(), try key())
        case "send":
            try only(members, ["effect", "call"], place)
            return .send(try call(member(members, "call", place), "\(place).call"))
        case "promptBiometrics":
            try only(members, ["effect"], place)
            return .promptBiometrics
        default:
            throw .malformed("\(place).effect: unknown effect \"\(name)\" (one of: load, write, delete, send, promptBiometrics)")
        }
    }

    static func call(_ value: JSONValue, _ place: String) throws(DriverFailure) -> Call {
        let members = try object(value, place)
        let name = try string(member(members, "endpoint", place), "\(place).endpoint")
        var keys = ["endpoint", "token", "retries"]
        let endpoint: Endpoint
        switch name {
        case "login":
            keys += ["account", "validCredentials"]
            guard let valid = try member(members, "validCredentials", place).bool else {
                throw .malformed("\(place).validCredentials: expected true or false")
            }
            endpoint = .login(try choice(members, "account", Account.allCases, place), validCredentials: valid)
        case "biometricLogin":
            keys.append("account")
            endpoint = .biometricLogin(try choice(members, "account", Account.allCases, place))
        case "protected":
            keys.append("request")
            guard let number = try member(members, "request", place).int, (1...255).contains(number) else {
                throw .malformed("\(place).request: expected the request's number, 1 or more")
            }
            endpoint = .protected(UInt8(number))
        case "refresh": endpoint = .refresh
        case "me": endpoint = .me
        case "logout": endpoint = .logout
        default: throw .malformed("\(place).endpoint: unknown endpoint \"\(name)\"")
        }
        try only(members, keys, place)
        var token: Token?
        if let value = members.first(where: { $0.0 == "token" })?.1 { token = try self.token(value, "\(place).token") }
        let retries = members.first { $0.0 == "retries" }?.1.int ?? 0
        return Call(endpoint, token: token, retries: UInt8(clamping: retries))
    }

    static func token(_ value: JSONValue, _ place: String) throws(DriverFailure) -> Token {
        let text = try string(value, place)
        guard let kind = text.first, kind == "A" || kind == "R", let pair = UInt8(text.dropFirst()) else {
            throw .malformed("\(place): expected a token such as \"A1\" or \"R2\", found \"\(text)\"")
        }
        return Token(kind == "A" ? .access : .refresh, pair)
    }

    static func storedValue(_ value: JSONValue, _ place: String) throws(DriverFailure) -> StoredValue {
        if let flag = value.bool { return .flag(flag) }
        let text = try string(value, place)
        if let account = Account.allCases.first(where: { "\($0)" == text }) { return .account(account) }
        return .token(try token(value, place))
    }

    // MARK: reading helpers

    static func object(_ value: JSONValue, _ place: String) throws(DriverFailure) -> [(String, JSONValue)] {
        guard let members = value.object else { throw .malformed("\(place): expected an object, found \(value.kindName)") }
        return members
    }

    static func member(_ members: [(String, JSONValue)], _ key: String, _ place: String) throws(DriverFailure) -> JSONValue {
        guard let value = members.first(where: { $0.0 == key })?.1 else { throw .malformed("\(place).\(key): is missing") }
        return value
    }

    static func only(_ members: [(String, JSONValue)], _ keys: [String], _ place: String) throws(DriverFailure) {
        if let unknown = members.first(where: { !keys.contains($0.0) }) {
            throw .malformed("\(place).\(unknown.0): unknown field (known: \(keys.joined(separator: ", ")))")
        }
    }

    static func string(_ value: JSONValue, _ place: String) throws(DriverFailure) -> String {
        guard let text = value.string else { throw .malformed("\(place): expected a string, found \(value.kindName)") }
        return text
    }

    static func choice<T>(_ members: [(String, JSONValue)], _ key: String, _ all: [T], _ place: String) throws(DriverFailure) -> T {
        let text = try string(member(members, key, place), "\(place).\(key)")
        guard let found = all.first(where: { "\($0)" == text }) else {
            throw .malformed("\(place).\(key): unknown \(key) \"\(text)\" (one of: \(all.map { "\($0)" }.joined(separator: ", ")))")
        }
        return found
    }
}
