/// A set of event kinds, one per case of `Event` whatever its payload: what a `step` clause
/// says it is about (`Clause.step(…, on:)`), so the judge skips it on every other step without
/// building its transition. A bit set, not a `Set`, so testing it costs one AND.
public struct EventKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    @inlinable
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    @inlinable public static var launch: EventKinds { EventKinds(rawValue: 1 << 0) }
    @inlinable public static var crash: EventKinds { EventKinds(rawValue: 1 << 1) }
    @inlinable public static var background: EventKinds { EventKinds(rawValue: 1 << 2) }
    @inlinable public static var foreground: EventKinds { EventKinds(rawValue: 1 << 3) }
    @inlinable public static var graceElapsed: EventKinds { EventKinds(rawValue: 1 << 4) }
    @inlinable public static var inactivityElapsed: EventKinds { EventKinds(rawValue: 1 << 5) }
    @inlinable public static var accessTokenExpires: EventKinds { EventKinds(rawValue: 1 << 6) }
    @inlinable public static var refreshTokenExpires: EventKinds { EventKinds(rawValue: 1 << 7) }
    @inlinable public static var user: EventKinds { EventKinds(rawValue: 1 << 8) }
    @inlinable public static var biometricHardware: EventKinds { EventKinds(rawValue: 1 << 9) }
    @inlinable public static var enrolment: EventKinds { EventKinds(rawValue: 1 << 10) }
    @inlinable public static var prompt: EventKinds { EventKinds(rawValue: 1 << 11) }
    @inlinable public static var perform: EventKinds { EventKinds(rawValue: 1 << 12) }
    @inlinable public static var writeFails: EventKinds { EventKinds(rawValue: 1 << 13) }
    @inlinable public static var keychainLocked: EventKinds { EventKinds(rawValue: 1 << 14) }
    @inlinable public static var answer: EventKinds { EventKinds(rawValue: 1 << 15) }
    @inlinable public static var fault: EventKinds { EventKinds(rawValue: 1 << 16) }
    @inlinable public static var connectivityLost: EventKinds { EventKinds(rawValue: 1 << 17) }
    @inlinable public static var connectivityRestored: EventKinds { EventKinds(rawValue: 1 << 18) }
    @inlinable public static var serverRevokes: EventKinds { EventKinds(rawValue: 1 << 19) }
    @inlinable public static var deleteFails: EventKinds { EventKinds(rawValue: 1 << 20) }
    @inlinable public static var answerLost: EventKinds { EventKinds(rawValue: 1 << 21) }
    @inlinable public static var reinstall: EventKinds { EventKinds(rawValue: 1 << 22) }
    @inlinable public static var timersSuspended: EventKinds { EventKinds(rawValue: 1 << 23) }
    @inlinable public static var biometricAdded: EventKinds { EventKinds(rawValue: 1 << 24) }
    @inlinable public static var accessTokenExpiresSoon: EventKinds { EventKinds(rawValue: 1 << 25) }

    /// Every kind: a step clause without `on:` is judged on every step.
    @inlinable public static var all: EventKinds { EventKinds(rawValue: (1 << 26) - 1) }

    /// The steps on which the world performs the head of the effect queue, or fails it.
    @inlinable public static var effects: EventKinds { [.perform, .writeFails, .keychainLocked, .deleteFails] }
    /// The steps whose cause (`Transition.cause`) can be a server's response: an effect a
    /// response started, the answer itself (delivered, or lost after the server acted), or a fault.
    @inlinable public static var responses: EventKinds {
        [.perform, .writeFails, .keychainLocked, .deleteFails, .answer, .answerLost, .fault]
    }
    /// The steps on which the server answers a call: the answer delivered, or lost on its way back.
    @inlinable public static var serverAnswers: EventKinds { [.answer, .answerLost] }
    /// The steps that can deliver an answer to the app (`Transition.delivered`): a server's
    /// answer, a fault, the network error of an answer lost after the server acted, or a send
    /// performed offline.
    @inlinable public static var deliveries: EventKinds { [.answer, .answerLost, .fault, .perform] }
}

extension EventKinds: CustomStringConvertible {
    /// The kinds by name, in the order of their bits, as a clause's `on:` names them:
    /// "[.user, .prompt, .perform]". `explain` and the clause reference say which steps a clause
    /// is judged on with it.
    public var description: String {
        "[" + Self.names.filter { contains($0.kinds) }.map { "." + $0.name }.joined(separator: ", ") + "]"
    }

    /// Every kind and its name, one per bit of `all`.
    static let names: [(kinds: EventKinds, name: String)] = [
        (.launch, "launch"),
        (.crash, "crash"),
        (.background, "background"),
        (.foreground, "foreground"),
        (.graceElapsed, "graceElapsed"),
        (.inactivityElapsed, "inactivityElapsed"),
        (.accessTokenExpires, "accessTokenExpires"),
        (.refreshTokenExpires, "refreshTokenExpires"),
        (.user, "user"),
        (.biometricHardware, "biometricHardware"),
        (.enrolment, "enrolment"),
        (.prompt, "prompt"),
        (.perform, "perform"),
        (.writeFails, "writeFails"),
        (.keychainLocked, "keychainLocked"),
        (.answer, "answer"),
        (.fault, "fault"),
        (.connectivityLost, "connectivityLost"),
        (.connectivityRestored, "connectivityRestored"),
        (.serverRevokes, "serverRevokes"),
        (.deleteFails, "deleteFails"),
        (.answerLost, "answerLost"),
        (.reinstall, "reinstall"),
        (.timersSuspended, "timersSuspended"),
        (.biometricAdded, "biometricAdded"),
        (.accessTokenExpiresSoon, "accessTokenExpiresSoon"),
    ]
}
