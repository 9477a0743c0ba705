@testable import AuthModel
import Testing

/// The catalogue against the clause catalogue the project started from, written out here by hand so that a clause lost or renamed
/// in the code shows up as a difference from the document, not as a silently shorter report.
@Suite struct ClauseCatalogueTests {
    /// Every ID of that catalogue, in its order, C9.3 included (the catalogue names it in prose).
    static let catalogueIDs = [
        "C1.1", "C1.2", "C1.3", "C1.4", "C1.5",
        "C2.1", "C2.2", "C2.3",
        "C3.1", "C3.2", "C3.3", "C3.4", "C3.5",
        "C4.1", "C4.2", "C4.3",
        "C5.1", "C5.2", "C5.3",
        "C6.1", "C6.2", "C6.3", "C6.4",
        "C7.1", "C7.2", "C7.3",
        "C8.1", "C8.2",
        "C9.1", "C9.2", "C9.3",
        "C10.1", "C10.2",
        "SL1", "SL2", "SL3", "SL4", "SL5", "SL6", "SL7", "SL8",
        "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9",
        "S1", "S2", "S3", "S4", "S5", "S6", "S7",
        "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "A1",
        "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8",
        "E1", "E2", "E3",
    ]

    static let families = ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "SL", "B", "S", "I", "R", "E"]

    /// The family a clause or witness ID belongs to (A1 is the interceptor's).
    static func family(of id: String) -> String {
        var name = id.hasPrefix("W-") ? String(id.dropFirst(2)) : id
        if let dash = name.firstIndex(of: "-") { name = String(name[..<dash]) }
        if name == "A1" { return "I" }
        if let dot = name.firstIndex(of: ".") { return String(name[..<dot]) }
        if name.hasPrefix("C") { return name }
        return String(name.prefix { $0.isLetter })
    }

    var ids: [String] { ClauseCatalogue.all.map(\.id) }

    @Test func everyCatalogueIDIsThereExactlyOnce() {
        for id in Self.catalogueIDs {
            #expect(ids.filter { $0 == id }.count == 1, "\(id)")
        }
    }

    @Test func clausesFollowTheCatalogueAndNothingElseIsThere() {
        let clauses = ids.filter { !$0.hasPrefix("W-") && !$0.hasPrefix("F-") }
        #expect(clauses == Self.catalogueIDs)
        #expect(ids.suffix(ClauseCatalogue.features.count) == ClauseCatalogue.features.map(\.id)[...])
    }

    @Test func everyObservableFeatureHasItsWitnessAndItsBan() {
        for feature in FeatureUse.observable {
            let witness = ClauseCatalogue.clause(id: "F-\(feature.rawValue)")
            let ban = ClauseCatalogue.clause(id: "F-no-\(feature.rawValue)")
            #expect(witness?.kind.name == "reach" && witness?.requires == [feature] && witness?.lacks == [], "\(feature)")
            #expect(ban?.kind.name == "always" && ban?.requires == [] && ban?.lacks == [feature], "\(feature)")
            #expect(witness?.applies(to: [feature]) == true && ban?.applies(to: [feature]) == false)
            #expect(witness?.applies(to: []) == false && ban?.applies(to: []) == true)
        }
        #expect(!FeatureUse.observable.contains(.bootstrap) && !FeatureUse.observable.contains(.biometricSetting))
    }

    @Test func idsAreUnique() {
        #expect(Set(ids).count == ids.count)
    }

    @Test func everyFamilyHasAWitness() {
        for family in Self.families {
            let witnesses = ClauseCatalogue.all.filter { $0.id.hasPrefix("W-") && Self.family(of: $0.id) == family }
            #expect(!witnesses.isEmpty, "no witness for \(family)")
            for witness in witnesses {
                guard case .reach = witness.kind else {
                    Issue.record("\(witness.id) is not a reach clause")
                    continue
                }
            }
        }
    }

    @Test func witnessesFollowTheClausesOfTheirFamily() {
        for (index, clause) in ClauseCatalogue.all.enumerated() where clause.id.hasPrefix("W-") {
            let family = Self.family(of: clause.id)
            let last = ClauseCatalogue.all.lastIndex { !$0.id.hasPrefix("W-") && Self.family(of: $0.id) == family }
            #expect(last.map { $0 < index } ?? false, "\(clause.id)")
            let previous = ClauseCatalogue.all[index - 1]
            #expect(Self.family(of: previous.id) == family, "\(clause.id) follows \(previous.id)")
        }
    }

    @Test func kindsFollowTheCatalogue() {
        let kinds = Dictionary(uniqueKeysWithValues: ClauseCatalogue.all.map { ($0.id, $0.kind.name) })
        #expect(kinds["C1.3"] == "always")
        #expect(kinds["C3.2"] == "always")
        #expect(kinds["C2.1"] == "step")
        #expect(kinds["C10.1"] == "recover")
        #expect(kinds["R1"] == "recover")
        #expect(kinds["R7"] == "recover")
        #expect(kinds["W-C1"] == "reach")
        #expect(kinds["C9.3"] == "not judged")
    }

    @Test func c93IsUnjudgeableWithAReason() throws {
        let clause = try #require(ClauseCatalogue.clause(id: "C9.3"))
        guard case .unjudgeable(let reason) = clause.kind else {
            Issue.record("C9.3 is \(clause.kind.name)")
            return
        }
        #expect(reason.contains("database"))
        #expect(clause.source == "\"Authentication Contract\" (003_82993971b58e4c3f.txt)")
    }

    @Test func sourcesNameTheirDocuments() {
        let expected: [String: String] = [
            "C1.1": "\"Authentication Contract\" (003_82993971b58e4c3f.txt)",
            "W-C10": "\"Authentication Contract\" (003_82993971b58e4c3f.txt)",
            "SL4": "\"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt)",
            "B1": "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), \"Epic M-01 Authentication & Onboarding\" (004_c84650e9eaf8a1e3.txt)",
            "S4": "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), \"Epic M-01 Authentication & Onboarding\" (004_c84650e9eaf8a1e3.txt)",
            "I4": "\"Authentication & Biometric Flows\" (000_40230ec3af39f306.txt), \"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt), \"Token Refresh Flow\" (002_458b6467959c8ff5.txt), \"Epic M-01 Authentication & Onboarding\" (004_c84650e9eaf8a1e3.txt)",
            "A1": "\"Mobile Authentication State Guide\" (001_5b619ac547c086fc.txt)",
            "R8": "authcheck's own robustness rules (no document)",
            "F-no-softLock": "the design's declared features (no document)",
        ]
        for (id, source) in expected {
            #expect(ClauseCatalogue.clause(id: id)?.source == source, "\(id)")
        }
        #expect(ClauseCatalogue.all.allSatisfy { !$0.title.isEmpty && !$0.source.isEmpty })
    }

    @Test func requirementsNameTheParts() {
        #expect(ClauseCatalogue.all.filter { $0.id.hasPrefix("SL") }.allSatisfy { $0.requires.contains(.softLock) })
        #expect(ClauseCatalogue.all.filter { $0.id.hasPrefix("B") }.allSatisfy { $0.requires.contains(.biometrics) })
        #expect(ClauseCatalogue.clause(id: "C6.4")?.requires.contains(.profileCheck) == true)
        #expect(ClauseCatalogue.clause(id: "I4")?.requires.contains(.requestQueue) == true)
        #expect(ClauseCatalogue.clause(id: "S6")?.requires == [.loginForm])
        #expect(ClauseCatalogue.clause(id: "C7.1")?.applies(to: []) == true)
        #expect(ClauseCatalogue.clause(id: "SL1")?.applies(to: [.tokens, .refresh]) == false)
    }

    @Test func readingsThatChangeTheKindSaySo() {
        for id in ["C6.1", "C9.1"] {
            #expect(ClauseCatalogue.clause(id: id)?.note?.contains("always") == true, "\(id)")
        }
    }

    @Test func lookupIsExact() {
        #expect(ClauseCatalogue.clause(id: "C1.1")?.title.isEmpty == false)
        #expect(ClauseCatalogue.clause(id: "c1.1") == nil)
        #expect(ClauseCatalogue.clause(id: "C1") == nil)
    }
}
