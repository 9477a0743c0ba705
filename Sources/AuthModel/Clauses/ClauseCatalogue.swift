/// The clause catalogue of `CLAUSES.md` as values: every rule with its stable ID, and the
/// witnesses (`W-<family>…`) that show each family's situation arises at all, so that no clause
/// holds only because what it speaks of never happens.
///
/// One file per family holds its clauses; `all` lists them in the catalogue's order, each
/// family's witnesses after its clauses.
public enum ClauseCatalogue {
    public static let all: [Clause] = contract + softLock + biometrics + session + interceptor + robustness

    /// The clause with this ID, or nil; IDs are matched exactly, as specs and traces write them.
    public static func clause(id: String) -> Clause? {
        byID[id]
    }

    private static let byID: [String: Clause] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}

/// The documents in `seeds/` each family comes from, written out as the report shows them.
enum Source {
    static let contract = "003_82993971b58e4c3f.txt"
    static let softLock = "001_5b619ac547c086fc.txt"
    static let biometricsAndSession = "000_40230ec3af39f306.txt, 004_c84650e9eaf8a1e3.txt"
    static let interceptor =
        "000_40230ec3af39f306.txt, 001_5b619ac547c086fc.txt, 002_458b6467959c8ff5.txt, 004_c84650e9eaf8a1e3.txt"
    static let robustness = "robustness (no document)"
}

/// Short ways to write a clause, so each definition reads as its ID, its rule and its predicate.
extension ClauseCatalogue {
    static func always(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        _ holds: @escaping @Sendable (Observation) -> Bool
    ) -> Clause {
        Clause(id: id, title: title, kind: .always(holds), source: source, requires: requires, note: note)
    }

    static func step(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        _ holds: @escaping @Sendable (Transition) -> Bool
    ) -> Clause {
        Clause(
            id: id, title: title,
            kind: .step { before, event, after in holds(Transition(before: before, event: event, after: after)) },
            source: source, requires: requires, note: note)
    }

    static func witness(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        _ isWitness: @escaping @Sendable (Observation) -> Bool
    ) -> Clause {
        Clause(id: id, title: title, kind: .reach(isWitness), source: source, requires: requires, note: note)
    }

    static func recover(
        _ id: String, _ title: String, source: String, requires: [Feature], note: String? = nil,
        from: @escaping @Sendable (Observation) -> Bool, to: @escaping @Sendable (Observation) -> Bool,
        without: @escaping @Sendable (Event) -> Bool
    ) -> Clause {
        Clause(
            id: id, title: title, kind: .recover(from: from, to: to, without: without), source: source,
            requires: requires, note: note)
    }

    /// Whether `event` is a login of either kind: what "without a new login" rules out.
    @Sendable static func isLogin(_ event: Event) -> Bool {
        switch event {
        case .user(let action):
            switch action {
            case .submitLogin, .biometricLogin: true
            case .logout, .request, .answerOptIn, .unlock, .setBiometrics, .setSoftLock: false
            }
        case .launch, .crash, .background, .foreground, .graceElapsed, .inactivityElapsed, .accessTokenExpires,
             .refreshTokenExpires, .biometricHardware, .enrolment, .prompt, .perform, .writeFails, .keychainLocked,
             .answer, .fault, .connectivityLost, .connectivityRestored, .serverRevokes:
            false
        }
    }
}
