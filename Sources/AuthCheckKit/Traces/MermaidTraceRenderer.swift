import AuthModel

/// A trace as a Mermaid sequence diagram, the kind the seeds draw their flows with, so a
/// counterexample can sit beside the flow it breaks: GitHub draws it from a ```mermaid block.
/// Each step becomes the messages it amounts to: the user's action to the app, a performed
/// effect from the app to the store or the network it touches, an answer from the server back
/// to the app (crossed out when its sender was killed), lifecycle and time as notes; the step
/// that decides the verdict is shaded and says so.
///
/// Every text comes from the trace, so each is made safe for Mermaid's grammar: one line, no
/// `;` (which ends a statement) and no `#` (which starts an entity), both written as entities.
enum MermaidTraceRenderer {
    /// The lifelines, in the order drawn. Only those a trace uses are declared, but the user and
    /// the app always are.
    enum Participant: String, CaseIterable {
        case user = "User", device = "Device", app = "App", secureStore = "SecureStore", fastCache = "FastCache"
        case asyncStorage = "AsyncStorage", network = "Network", server = "Server"

        /// The store named as the trace names it (`secure`, `fastCache`, `asyncStorage`).
        init?(store: String) {
            switch store {
            case "secure": self = .secureStore
            case "fastCache": self = .fastCache
            case "asyncStorage": self = .asyncStorage
            default: return nil
            }
        }

        var declaration: String {
            self == .device ? "participant Device as Device (OS)" : "participant \(rawValue)"
        }
    }

    /// One statement of the diagram.
    enum Line {
        case message(Participant, String, Participant, String)
        case note(Participant, Participant?, String)

        var participants: [Participant] {
            switch self {
            case .message(let from, _, let to, _): [from, to]
            case .note(let first, let last, _): [first] + (last.map { [$0] } ?? [])
            }
        }

        var text: String {
            switch self {
            case .message(let from, let arrow, let to, let text): "\(from.rawValue)\(arrow)\(to.rawValue): \(safe(text))"
            case .note(let first, let last?, let text): "Note over \(first.rawValue),\(last.rawValue): \(safe(text))"
            case .note(let first, nil, let text): "Note over \(first.rawValue): \(safe(text))"
            }
        }
    }

    static func render(_ trace: TraceRecords) -> String {
        let steps = trace.events.indices.map { lines(trace, step: $0 + 1) }
        var used: Set<Participant> = [.user, .app]
        for line in steps.joined() { used.formUnion(line.participants) }
        let declared = Participant.allCases.filter(used.contains)
        let first = declared.first!
        let last = declared.last!
        var output = ["sequenceDiagram"] + declared.map { "    " + $0.declaration }
        let title = trace.clause.map { "\(trace.system): \($0.id) \($0.title)" } ?? trace.system
        output.append("    " + Line.note(first, last, title).text)
        let verdict = Line.note(first, last, trace.verdictSummary).text
        let shaded = trace.verdictStep.flatMap { (0...steps.count).contains($0) ? $0 : nil }
        for (index, lines) in ([[]] + steps).enumerated() {
            guard index == shaded else {
                output += lines.map { "    " + $0.text }
                continue
            }
            output.append(trace.verdict == "violated" ? "    rect rgb(255, 228, 225)" : "    rect rgb(225, 245, 225)")
            output += lines.map { "        " + $0.text }
            output += ["        " + verdict, "    end"]
        }
        if shaded == nil { output.append("    " + verdict) }
        return output.joined(separator: "\n") + "\n"
    }

    /// The statements of step `index` (from 1), each text starting with the step's number.
    private static func lines(_ trace: TraceRecords, step index: Int) -> [Line] {
        let before = trace.records[index - 1]
        let after = trace.records[index]
        let number = "\(index). "
        func note(_ over: Participant, _ text: String) -> [Line] { [.note(over, nil, number + text)] }
        func message(_ from: Participant, _ arrow: String, _ to: Participant, _ text: String) -> Line {
            .message(from, arrow, to, number + text)
        }
        switch trace.events[index - 1] {
        case .launch: return note(.app, "launch")
        case .crash: return note(.app, "crash: memory and pending effects are lost")
        case .reinstall: return note(.app, "reinstall: the app and its files go, the keychain stays")
        case .background: return [message(.device, "->>", .app, "background")]
        case .foreground: return [message(.device, "->>", .app, "foreground")]
        case .graceElapsed: return note(.device, "90 s pass in the background")
        case .timersSuspended: return note(.device, "the OS suspends the app: its timers stop")
        case .inactivityElapsed: return note(.device, "300 s pass without interaction")
        case .accessTokenExpires: return note(.server, "the newest access token expires")
        case .accessTokenExpiresSoon: return note(.device, "the clock: the newest access token has 5 minutes left")
        case .refreshTokenExpires: return note(.server, "the newest refresh token expires")
        case .serverRevokes: return note(.server, "every valid token is revoked")
        case .connectivityLost: return note(.network, "connectivity lost")
        case .connectivityRestored: return note(.network, "connectivity restored")
        case .biometricHardware(let present):
            return note(.device, present ? "biometric hardware added" : "biometric hardware removed")
        case .enrolment(let enrolled): return note(.device, enrolled ? "biometrics enrolled" : "biometrics unenrolled")
        case .biometricAdded: return note(.device, "a biometric is added to the enrolled set")
        case .prompt(let outcome): return [message(.device, "-->>", .app, "prompt \(outcome)")]
        case .user(let action): return [message(.user, "->>", .app, "\(action)")]
        case .perform, .writeFails, .keychainLocked, .deleteFails:
            let performed = after["performed"]?.string ?? before["pending"]?.array?.first?.string ?? "an effect"
            let effect = TraceRecords.effectAndCause(performed).effect
            let fails = trace.events[index - 1] != .perform
            return effectLines(effect, fails: fails, after: after).map { message($0.0, $0.1, $0.2, $0.3) }
        case .answerLost(let slot):
            let (call, _) = self.call(in: slot, of: before)
            let answered = after["answered"]?.string ?? "an answer"
            return [
                message(.network, "->>", .server, call),
                message(.server, "--x", .app, "\(answered) (lost on the way back: the app sees a network error)"),
            ]
        case .answer(let slot), .fault(let slot, _):
            let (call, orphaned) = self.call(in: slot, of: before)
            let answered = after["answered"]?.string ?? "an answer"
            if case .fault(_, .networkError) = trace.events[index - 1] {
                return [message(.network, "--x", .app, "\(call): \(answered)")]
            }
            return [
                message(.network, "->>", .server, call),
                orphaned ? message(.server, "--x", .app, "\(answered) (its sender was killed: nobody gets it)")
                    : message(.server, "-->>", .app, answered),
            ]
        }
    }

    /// The messages of a performed effect (`load secure`, `write fastCache.user = alice`,
    /// `delete secure.user`, `send login(alice)`, `prompt biometrics`), or of one that failed.
    static func effectLines(_ effect: String, fails: Bool, after: JSONValue)
        -> [(Participant, String, Participant, String)] {
        let words = effect.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = words.first ?? ""
        let rest = words.count > 1 ? words[1] : ""
        let storeName = String(rest.prefix { $0 != "." && $0 != " " })
        if let store = Participant(store: storeName) {
            let detail = rest.dropFirst(storeName.count).drop { $0 == "." }
            let what = detail.isEmpty ? verb : "\(verb) \(detail)"
            if fails {
                return [(.app, "-x", store, what + (verb == "load" ? " fails: the keychain is locked" : " fails"))]
            }
            guard verb == "load" else { return [(.app, "->>", store, what)] }
            let contents = after[storeName]?.object ?? []
            let loaded = contents.isEmpty
                ? "empty" : contents.map { "\($0.0) = \($0.1.string ?? "?")" }.joined(separator: ", ")
            return [(.app, "->>", store, what), (store, "-->>", .app, loaded)]
        }
        switch verb {
        case "send": return [(.app, fails ? "-x" : "->>", .network, effect)]
        case "prompt": return [(.app, fails ? "-x" : "->>", .device, "show the biometric prompt")]
        default: return [(.app, fails ? "-x" : "->>", .app, effect)]
        }
    }

    /// The call in `slot` before the step, as the network listed it (`[0] login(alice)`), and
    /// whether its sender was killed.
    private static func call(in slot: UInt8, of record: JSONValue) -> (String, Bool) {
        let prefix = "[\(slot)] "
        let suffix = " (sender killed)"
        guard let listed = record["network"]?["calls"]?.array?.compactMap(\.string).first(where: { $0.hasPrefix(prefix) })
        else { return ("the call in slot \(slot)", false) }
        let call = listed.dropFirst(prefix.count)
        return call.hasSuffix(suffix) ? (String(call.dropLast(suffix.count)), true) : (String(call), false)
    }

    /// What Mermaid would read as syntax, as the entity it reads as text.
    static let entities: [Character: String] = ["#": "#35;", ";": "#59;", "&": "#38;", "<": "#60;", ">": "#62;"]

    /// `text` on one line, with what Mermaid would read as syntax written as entities.
    static func safe(_ text: String) -> String {
        text.map { entities[$0] ?? ($0.isNewline || $0 == "\t" ? " " : String($0)) }.joined()
    }
}
