import AuthCheck
import Foundation
import MyAppAuth

/// `specs/myapp.json` checked once for every test that needs it, as `myapp-authcheck check`
/// checks it: each world explored through the public `AuthSystem.check`, the worlds' verdicts
/// combined, the catalogue's clauses and the team's judged in the same exploration.
enum SpecRun {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs/myapp.json").path

    /// The spec as the catalogue's clauses read it (`"clauses": "all"`); the team's are added to each run.
    static let spec = Result { () throws -> Spec in
        try SpecLoader.load(path, registry: Registry(systems: [MyAppAuthDesign.system], clauses: ClauseCatalogue.all))
    }

    static let report = Result { () throws -> SystemReport in
        let loaded = try Self.spec.get()
        return try check(MyAppAuthDesign.system, loaded.clauses + MyAppClauses.all, in: loaded)
    }

    /// Explores each of `spec`'s worlds (or those named) for `clauses` on `system`.
    static func check(_ system: AuthSystem, _ clauses: [Clause], in spec: Spec, worlds: [String]? = nil) throws
        -> SystemReport {
        var reports: [(world: String, report: SystemReport)] = []
        for world in spec.worlds where worlds?.contains(world.name) ?? true {
            let run = SystemRun(options: world.options, clauses: clauses, bounds: spec.limits)
            reports.append((world.name, try system.check(run)))
        }
        return SystemReport.combined(reports)
    }

    /// The options of the spec's world `name`.
    static func world(_ name: String) throws -> WorldOptions {
        try spec.get().worlds.first { $0.name == name }!.options
    }
}

extension SystemReport {
    /// The verdict on the clause `id`.
    func verdict(_ id: String) -> ClauseVerdict? {
        outcomes.first { $0.clause.id == id }?.verdict
    }
}
