@testable import AuthCheckKit
import AuthModel
import AuthSystems

/// Traces for the rendering tests, written by hand in the trace format and replayed, as
/// `replay` reads them: `LeakyDesign`'s violation of C1.3, the first steps of it, and a longer
/// run of the reference that meets most kinds of event (a refresh, a fault, a crash, a locked
/// keychain); and records no model gives, full of what Markdown and Mermaid read as syntax.
enum SampleTraces {
    static let leakyEvents = [
        #"{"event": "launch"}"#,
        #"{"event": "submitLogin", "account": "alice", "validForm": true, "rightPassword": true}"#,
        #"{"event": "perform"}"#, #"{"event": "answer", "slot": 0}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
    ]

    /// The leaky design's shortest violation of C1.3: it writes the access token to secure storage.
    static let leaky = replayed(system: "leaky", world: WorldsSpecTests.loginWorld, events: leakyEvents)

    /// The leaky design's first three steps, up to the login call on the network.
    static let leakyStart = replayed(system: "leaky", world: WorldsSpecTests.loginWorld, events: Array(leakyEvents.prefix(3)))

    static let referenceEvents = [
        #"{"event": "launch"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
        #"{"event": "submitLogin", "account": "alice", "validForm": true, "rightPassword": true}"#,
        #"{"event": "perform"}"#, #"{"event": "answer", "slot": 0}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
        #"{"event": "perform"}"#, #"{"event": "perform"}"#, #"{"event": "answerOptIn", "yes": false}"#,
        #"{"event": "request"}"#, #"{"event": "perform"}"#, #"{"event": "accessTokenExpires"}"#,
        #"{"event": "answer", "slot": 0}"#, #"{"event": "perform"}"#, #"{"event": "fault", "slot": 0, "fault": "500"}"#,
        #"{"event": "background"}"#, #"{"event": "foreground"}"#, #"{"event": "crash"}"#, #"{"event": "launch"}"#,
        #"{"event": "perform"}"#, #"{"event": "keychainLocked"}"#,
    ]

    /// Twenty-three steps of the reference: login, a request whose token expires, a refresh
    /// that gets a 500, a trip to the background, a crash, a relaunch into a locked keychain.
    static let reference = replayed(system: "reference", world: """
        {"requests": 2, "crashes": 1, "faults": 2, "backgrounds": 1, "keychainLocks": 1, "serverEvents": 1,
         "disturbances": 6}
        """, events: referenceEvents)

    static let login = #"{"event": "submitLogin", "account": "alice", "validForm": true, "rightPassword": true}"#

    /// The reference losing answers: one whose sender crashed, one to a network fault, and a
    /// write to the fast cache that throws.
    static let lostAnswers = replayed(system: "reference", world: """
        {"requests": 1, "crashes": 1, "faults": 2, "outages": 1, "writeFailures": 1, "logins": 3, "disturbances": 6}
        """, events: [
            #"{"event": "launch"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, login, #"{"event": "perform"}"#,
            #"{"event": "crash"}"#, #"{"event": "answer", "slot": 0}"#, #"{"event": "launch"}"#, #"{"event": "perform"}"#,
            #"{"event": "perform"}"#, login, #"{"event": "perform"}"#, #"{"event": "fault", "slot": 0, "fault": "network"}"#,
            #"{"event": "connectivityLost"}"#, #"{"event": "connectivityRestored"}"#, login, #"{"event": "perform"}"#,
            #"{"event": "answer", "slot": 0}"#, #"{"event": "perform"}"#, #"{"event": "writeFails"}"#,
        ])

    /// The fidelity events: a login's answer lost after the server issued its pair, and a
    /// logout's delete that fails.
    static let fidelity = replayed(system: "reference", world: """
        {"logins": 2, "logouts": 1, "lostAnswers": 1, "deleteFailures": 1, "disturbances": 2, "secondAccount": false}
        """, events: [
            #"{"event": "launch"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, login, #"{"event": "perform"}"#,
            #"{"event": "answerLost", "slot": 0}"#, login, #"{"event": "perform"}"#, #"{"event": "answer", "slot": 0}"#,
            #"{"event": "perform"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
            #"{"event": "answerOptIn", "yes": false}"#, #"{"event": "logout"}"#, #"{"event": "deleteFails"}"#,
        ])

    /// A reinstall after a sign-in: the next launch finds the token without its cached user and
    /// drops it.
    static let reinstall = replayed(system: "reference", world: """
        {"logins": 1, "reinstalls": 1, "disturbances": 1, "secondAccount": false}
        """, events: [
            #"{"event": "launch"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, login, #"{"event": "perform"}"#,
            #"{"event": "answer", "slot": 0}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
            #"{"event": "perform"}"#, #"{"event": "answerOptIn", "yes": false}"#, #"{"event": "reinstall"}"#,
            #"{"event": "launch"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#, #"{"event": "perform"}"#,
        ])

    /// Every sample a model gives.
    static var all: [TraceRecords] { [leaky, leakyStart, reference, lostAnswers, fidelity, reinstall] }

    static func replayed(system: String, world: String, events: [String]) -> TraceRecords {
        let steps = ([#"{"event": "start"}"#] + events).map { #"{"event": \#($0)}"# }.joined(separator: ",\n")
        let text = """
            {"format": "authcheck-trace", "version": 1, "system": "\(system)", "world": \(world),
             "property": {"id": "C1.3"}, "steps": [\(steps)]}
            """
        let file = try! TraceReader(path: "sample.json", registry: .withLeaky)
            .read(JSONParser.parse(text))
        return TraceRecords(replayed: try! ReplayedTrace(file))
    }

    /// What a trace could hold that Markdown or Mermaid would read as syntax.
    static let hostile = #"a|b; c#1 <b>x</b> *y* _z_ `q` [l](u) ~~s~~ & \ end: -->> x"#

    /// Records no model gives: every layer holds `hostile`, in keys and values, on two lines.
    static var hostileRecords: TraceRecords {
        func record(_ value: String) -> JSONValue {
            var members: [(String, JSONValue)] = []
            for layer in ObservationRecord.layers.map(\.key) where layer != "server" {
                members.append((layer, .object([(hostile, .string(value)), ("n", .number(1 << 60))])))
            }
            members.append(("server", .array([.string(value)])))
            members.append(("pending", .array([.string(value + " (because of " + hostile + ")")])))
            members.append(("performed", .string("write secure.\(hostile) = \(value) (because of \(hostile))")))
            return .object(members)
        }
        return TraceRecords(
            system: hostile, clause: ClauseCatalogue.clause(id: "C1.3"), verdict: "violated", verdictStep: 2,
            events: [.user(.submitLogin(.alice, validForm: true, rightPassword: true)), .perform],
            records: [record("start"), record(hostile), record(hostile + "\nsecond line")])
    }
}
