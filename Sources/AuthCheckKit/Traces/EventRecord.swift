import AuthModel

/// An event as a trace writes it: by name, with its arguments as named members, so a person
/// can read and write one.
enum EventRecord {
    static func json(_ event: Event) -> JSONValue {
        var members: [(String, JSONValue)] = [("event", .string(name(of: event)))]
        switch event {
        case .user(let action):
            members += arguments(of: action)
        case .biometricHardware(let present):
            members.append(("present", .bool(present)))
        case .enrolment(let enrolled):
            members.append(("enrolled", .bool(enrolled)))
        case .prompt(let outcome):
            members.append(("outcome", .string(outcome.description)))
        case .answer(let slot), .answerLost(let slot):
            members.append(("slot", .number(Int(slot))))
        case .fault(let slot, let fault):
            members.append(("slot", .number(Int(slot))))
            members.append(("fault", .string(fault.description)))
        case .launch, .crash, .reinstall, .background, .foreground, .graceElapsed, .timersSuspended, .biometricAdded, .inactivityElapsed,
             .accessTokenExpires, .accessTokenExpiresSoon,
             .refreshTokenExpires, .perform, .writeFails, .keychainLocked, .deleteFails, .connectivityLost,
             .connectivityRestored, .serverRevokes:
            break
        }
        return .object(members)
    }

    static func name(of event: Event) -> String {
        switch event {
        case .launch: "launch"
        case .crash: "crash"
        case .reinstall: "reinstall"
        case .background: "background"
        case .foreground: "foreground"
        case .graceElapsed: "graceElapsed"
        case .timersSuspended: "timersSuspended"
        case .inactivityElapsed: "inactivityElapsed"
        case .accessTokenExpires: "accessTokenExpires"
        case .accessTokenExpiresSoon: "accessTokenExpiresSoon"
        case .refreshTokenExpires: "refreshTokenExpires"
        case .user(let action): name(of: action)
        case .biometricHardware: "biometricHardware"
        case .enrolment: "enrolment"
        case .biometricAdded: "biometricAdded"
        case .prompt: "prompt"
        case .perform: "perform"
        case .writeFails: "writeFails"
        case .keychainLocked: "keychainLocked"
        case .deleteFails: "deleteFails"
        case .answer: "answer"
        case .fault: "fault"
        case .answerLost: "answerLost"
        case .connectivityLost: "connectivityLost"
        case .connectivityRestored: "connectivityRestored"
        case .serverRevokes: "serverRevokes"
        }
    }

    static func name(of action: UserAction) -> String {
        switch action {
        case .submitLogin: "submitLogin"
        case .logout: "logout"
        case .request: "request"
        case .biometricLogin: "biometricLogin"
        case .answerOptIn: "answerOptIn"
        case .unlock: "unlock"
        case .setBiometrics: "setBiometrics"
        case .setSoftLock: "setSoftLock"
        }
    }

    private static func arguments(of action: UserAction) -> [(String, JSONValue)] {
        switch action {
        case .submitLogin(let account, let validForm, let rightPassword):
            [("account", .string("\(account)")), ("validForm", .bool(validForm)), ("rightPassword", .bool(rightPassword))]
        case .answerOptIn(let yes): [("yes", .bool(yes))]
        case .unlock(let biometric): [("biometric", .bool(biometric))]
        case .setBiometrics(let on), .setSoftLock(let on): [("on", .bool(on))]
        case .logout, .request, .biometricLogin: []
        }
    }

    /// The event in one line, as messages and renderings name it: `fault(slot: 0, fault: 403)`.
    static func describe(_ event: Event) -> String {
        guard case .object(let members) = json(event), members.count > 1 else { return name(of: event) }
        let arguments = members.dropFirst().map { key, value in "\(key): \(value.string ?? JSONWriter.writeCompact(value))" }
        return "\(name(of: event))(\(arguments.joined(separator: ", ")))"
    }
}
