import AuthModel

extension EventRecord {
    /// The events that take no argument, by the name a trace gives them.
    static let plainEvents: [Event] = [
        .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .biometricAdded, .inactivityElapsed,
        .accessTokenExpires, .accessTokenExpiresSoon,
        .refreshTokenExpires, .user(.logout), .user(.request), .user(.biometricLogin), .perform, .writeFails,
        .keychainLocked, .deleteFails, .connectivityLost, .connectivityRestored, .serverRevokes,
    ]

    /// Every name an event may have, for messages.
    static var names: [String] {
        EventCatalogue.all.map { String($0.usage.prefix { $0 != " " }) }
    }

    /// The event an object of a trace names, the inverse of `json(_:)`: every argument must be
    /// there, and nothing else.
    static func event(_ value: JSONValue, at place: String, reader: some InputFieldReading) throws(InputError) -> Event {
        let members = try reader.object(value, at: place)
        let name = try reader.string(members, "event", at: "\(place).event")
        if let plain = plainEvents.first(where: { Self.name(of: $0) == name }) {
            try reader.onlyKeys(members, ["event"], at: place)
            return plain
        }
        func argument(_ key: String) throws(InputError) -> JSONValue {
            guard let value = reader.member(members, key) else {
                throw reader.error("\(place).\(key)", "is missing: \(name) takes \(arguments(of: name))")
            }
            return value
        }
        func flag(_ key: String) throws(InputError) -> Bool { try reader.boolean(argument(key), at: "\(place).\(key)") }
        func choice<T>(_ key: String, _ all: [T]) throws(InputError) -> T {
            let text = try reader.string(argument(key), at: "\(place).\(key)")
            guard let found = all.first(where: { "\($0)" == text }) else {
                let words = all.map { "\($0)" }
                throw reader.error("\(place).\(key)", reader.unknown(key, text, among: words) + " (one of: \(words.joined(separator: ", ")))")
            }
            return found
        }
        func slot() throws(InputError) -> UInt8 {
            let number = try reader.integer(argument("slot"), at: "\(place).slot")
            guard (0..<16).contains(number) else { throw reader.error("\(place).slot", "\(number) is not a call slot (0 to 15)") }
            return UInt8(number)
        }
        let event: Event
        switch name {
        case "submitLogin":
            let account = try choice("account", Account.allCases)
            event = .user(.submitLogin(account, validForm: try flag("validForm"), rightPassword: try flag("rightPassword")))
        case "answerOptIn": event = .user(.answerOptIn(try flag("yes")))
        case "unlock": event = .user(.unlock(biometric: try flag("biometric")))
        case "setBiometrics": event = .user(.setBiometrics(try flag("on")))
        case "setSoftLock": event = .user(.setSoftLock(try flag("on")))
        case "biometricHardware": event = .biometricHardware(try flag("present"))
        case "enrolment": event = .enrolment(try flag("enrolled"))
        case "prompt": event = .prompt(try choice("outcome", PromptOutcome.allCases))
        case "answer": event = .answer(slot: try slot())
        case "fault": event = .fault(slot: try slot(), try choice("fault", Fault.allCases))
        case "answerLost": event = .answerLost(slot: try slot())
        default:
            throw reader.error("\(place).event", reader.unknown("event", name, among: names) + "; see '\(reader.registry.toolName) list events'")
        }
        try reader.onlyKeys(members, ["event"] + json(event).object!.dropFirst().map(\.0), at: place)
        return event
    }

    /// The arguments an event takes, as `list events` gives them.
    private static func arguments(of name: String) -> String {
        let usage = EventCatalogue.all.first { $0.usage.hasPrefix(name + " ") }?.usage ?? name
        return usage.split(separator: " ").dropFirst().joined(separator: ", ")
    }
}
